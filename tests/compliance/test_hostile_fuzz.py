"""`rulebook fuzz` against hostile engines (issue 31): what the other engine says never writes
into our regression files or reaches the terminal raw; a malformed answer is the game's failure,
never the run's traceback; arguments that would exhaust the machine are refused."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from engine.compliance.fuzzing.games import Divergence, opening
from engine.compliance.fuzzing.regressions import Unwritable, scenario_text
from engine.compliance.fuzzing.runs import FuzzReport
from engine.compliance.fuzzing.variant import as_fuzz_variant
from engine.compliance.running.catalog import load_scenarios

HOSTILE = Path(__file__).parent / "hostile"


@pytest.fixture
def adapters(monkeypatch):
    monkeypatch.syspath_prepend(str(HOSTILE))
    import hostile_adapter

    return hostile_adapter


def _no_raw_controls(text: str) -> None:
    assert not any(not c.isprintable() and c not in "\n" for c in text), repr(text[:400])


def test_an_engines_card_names_never_write_into_the_scenario_or_the_terminal(run_cli, tmp_path, adapters):
    out = tmp_path / "findings"
    code, stdout, stderr = run_cli("fuzz", "--impl", "python:hostile_adapter:InjectsNames", "--variant", "deluxe",
                                   "--players", "2", "--games", "1", "--out", str(out),
                                   "--report", str(tmp_path / "report.json"))
    assert code == 1, stderr
    _no_raw_controls(stdout)
    _no_raw_controls(stderr)
    report = FuzzReport.model_validate_json((tmp_path / "report.json").read_text(encoding="utf-8"))
    assert report.findings and report.findings[0].what == "moves"
    written = Path(report.findings[0].scenario)
    text = written.read_text(encoding="utf-8")
    _no_raw_controls(text)
    assert "@needs:hidden_information" not in [line.strip() for line in text.splitlines()]
    scenarios = load_scenarios([written])
    assert len(scenarios) == 1 and scenarios[0].needs == [] and scenarios[0].variants == ["deluxe"]
    # the scenario still holds: it passes on the reference
    code, stdout, _ = run_cli("check", "--features", str(written), "--format", "json")
    assert code == 0 and json.loads(stdout)["totals"]["passed"] == 1


def test_a_name_that_cannot_be_written_in_a_step_is_reported_not_written(adapters):
    variant = as_fuzz_variant("deluxe")
    start = opening(variant, 2, 1)
    start = copy.deepcopy(start)
    start["players"][0]["hand"].append(adapters.HOSTILE_NAME)
    divergence = Divergence(start, [], "state", "players.0.hand", start, start)
    with pytest.raises(Unwritable, match=r"cannot be written in a step"):
        scenario_text(divergence, variant, 1, "cmd:x")
