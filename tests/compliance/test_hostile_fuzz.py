"""`rulebook fuzz` against hostile engines (issue 31): what the other engine says never writes
into our regression files or reaches the terminal raw; a malformed answer is the game's failure,
never the run's traceback; arguments that would exhaust the machine are refused."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from rulebook.compliance.fuzzing.games import Divergence, opening
from rulebook.compliance.fuzzing.regressions import Unwritable, scenario_text
from rulebook.compliance.fuzzing.runs import FuzzReport
from rulebook.compliance.fuzzing.variant import as_fuzz_variant, select_variants
from rulebook.compliance.running.catalog import load_scenarios

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


def _shapes():
    import sys

    sys.path.insert(0, str(HOSTILE))
    try:
        import hostile_adapter
    finally:
        sys.path.remove(str(HOSTILE))
    return sorted(hostile_adapter.MALFORMED)


@pytest.mark.parametrize("shape", _shapes())
def test_a_malformed_answer_is_the_games_failure_not_the_runs_traceback(run_cli, tmp_path, adapters, shape):
    adapters.SHAPE[:] = [shape]
    code, stdout, stderr = run_cli("fuzz", "--impl", "python:hostile_adapter:Malformed", "--variant", "deluxe",
                                   "--players", "2", "--games", "1", "--format", "json", "--out", str(tmp_path))
    assert code == 1, stderr
    assert "Traceback" not in stderr
    _no_raw_controls(stdout)
    report = FuzzReport.model_validate_json(stdout)
    assert report.games == 1 and len(report.failures) + len(report.findings) == 1
    if report.failures:
        assert "bad_answer" in report.failures[0].message


def test_a_move_the_reference_refuses_is_the_games_finding_and_the_run_goes_on(run_cli, tmp_path, monkeypatch):
    # a reference refusing an action it lists is a fault of the reference itself (fuzz found one in
    # Buried Treasure's answers): each game reports it, with its seed and the move, never a traceback
    from rulebook.compliance.fuzzing import lockstep

    class RefusesAchieving(lockstep.Reference):
        def request(self, message: dict) -> dict:
            if message.get("op") == "play" and (message.get("move") or {}).get("type") == "achieve":
                return {"ok": False, "error": {"code": "illegal_move", "message": "no achieving today"}}
            return super().request(message)

    monkeypatch.setattr(lockstep, "Reference", RefusesAchieving)
    code, stdout, stderr = run_cli("fuzz", "--impl", "reference", "--variant", "deluxe",
                                   "--players", "2", "--games", "2", "--format", "json", "--out", str(tmp_path))
    assert code == 1 and "Traceback" not in stderr, stderr
    report = FuzzReport.model_validate_json(stdout)
    assert report.games == 2 and not report.failures
    assert [(f.seed, f.what, f.scenario) for f in report.findings] == [(1, "reference-refused", None),
                                                                       (2, "reference-refused", None)]
    assert all('the reference refused {"type": "achieve", "age": ' in f.detail and "illegal_move" in f.detail
               and "{'" not in f.detail for f in report.findings)
    assert [row.divergent for row in report.rows] == [2]


def test_an_engine_listing_an_age_as_text_differs_in_its_moves(run_cli, tmp_path, adapters):
    # AgesAsText lists its achieve moves with the age as text ("3", not 3): another move than the
    # reference's, so the legal actions differ, the engine's own fault, with a scenario to replay
    code, stdout, stderr = run_cli("fuzz", "--impl", "python:hostile_adapter:AgesAsText", "--variant", "deluxe",
                                   "--players", "2", "--games", "1", "--format", "json", "--out", str(tmp_path))
    assert code == 1 and "Traceback" not in stderr, stderr
    report = FuzzReport.model_validate_json(stdout)
    assert [(f.seed, f.what) for f in report.findings] == [(1, "moves")]
    assert report.findings[0].scenario is not None


@pytest.mark.parametrize("args,fragment", [
    (["--games", "100000000"], "at most 1,000,000"),
    (["--seed", str(1 << 64)], "seeds run from 0"),
    (["--seed", str((1 << 63) - 1), "--games", "2"], "seeds run from 0"),
    (["--seed", "-1"], "seeds run from 0"),
    (["--jobs", "1000"], "at most 64 worker processes"),
])
def test_arguments_that_would_exhaust_the_machine_are_refused(run_cli, tmp_path, args, fragment):
    code, _, err = run_cli("fuzz", "--impl", "python:examples.broken_engines:NoSharingBonus", "--variant",
                             "deluxe", "--out", str(tmp_path), *args)
    assert code == 2 and fragment in err and "Traceback" not in err, err


def test_tasks_are_made_lazily_and_jobs_never_outnumber_games(monkeypatch):
    from rulebook.compliance.fuzzing import runs

    selected = runs.tasks(select_variants(["deluxe"]), None, 1, 1_000_000 // 4, (2, 3))
    assert len(selected) == len(range(1, 3 * 250_000, 3))
    first = next(iter(selected))
    assert (first.players, first.seed) == (2, 2)
    seen = {}
    monkeypatch.setattr(runs, "run_tasks", lambda func, tasks, **kw: seen.update(kw) or [])
    runs.run("reference", select_variants(["deluxe"]), runs.tasks(select_variants(["deluxe"]), [2], 1, 1), 1000, 1.0)
    assert seen["jobs"] == 1


# --- fuzz --merge reads as check --compare does (item 5) --------------------------------------

def _report(path: Path, **changes) -> Path:
    data = {"report": "fuzz", "implementation": "cmd:x", "seed": 1, "games_per_count": 2, "shard": None, "games": 2,
            "rows": [{"variant": "deluxe", "players": 2, "games": 2, "finished": 2, "divergent": 0, "failed": 0,
                      "moves": 100}], "findings": [], "failures": [], **changes}
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_merge_refuses_what_it_cannot_read_boundedly(run_cli, tmp_path):
    import os

    fifo = tmp_path / "fifo.json"
    os.mkfifo(fifo)
    nested = tmp_path / "nested.json"
    nested.write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    for path, fragment in [(fifo, "not a regular file"), (Path("/dev/zero"), "not a regular file"),
                           (nested, "not a rulebook fuzz report"), (tmp_path / "none.json", "no such")]:
        code, _, err = run_cli("fuzz", "--merge", str(_report(tmp_path / "ok.json")), str(path))
        assert code == 2 and fragment in err and "Traceback" not in err, err
        assert str(path) in err or path.name in err, err


def test_merge_refuses_a_report_twice_other_implementations_and_writing_over_an_input(run_cli, tmp_path):
    one = _report(tmp_path / "one.json")
    code, _, err = run_cli("fuzz", "--merge", str(one), str(one), str(one))
    assert code == 2 and "twice" in err, err
    copy_of_one = _report(tmp_path / "copy.json")
    code, _, err = run_cli("fuzz", "--merge", str(one), str(copy_of_one))
    assert code == 2 and "the same games" in err, err
    other = _report(tmp_path / "other.json", implementation="cmd:y", seed=5)
    code, _, err = run_cli("fuzz", "--merge", str(one), str(other))
    assert code == 2 and "one implementation" in err, err
    later = _report(tmp_path / "later.json", seed=3)
    before = one.read_text()
    code, _, err = run_cli("fuzz", "--merge", str(one), str(later), "--report", str(one))
    assert code == 2 and "--report names an input" in err, err
    assert one.read_text() == before
    code, out, err = run_cli("fuzz", "--merge", str(one), str(later), "--format", "json")
    assert code == 0 and FuzzReport.model_validate_json(out).games == 4, err


def test_merge_refuses_reports_of_other_variants(run_cli, tmp_path):
    one = _report(tmp_path / "one.json", variants=["deluxe 2p"])
    other = _report(tmp_path / "other.json", variants=["ultimate 2p"], seed=9)
    code, _, err = run_cli("fuzz", "--merge", str(one), str(other))
    assert code == 2 and "same variants" in err, err
    same = _report(tmp_path / "same.json", variants=["deluxe 2p"], seed=9)
    code, out, err = run_cli("fuzz", "--merge", str(one), str(same), "--format", "json")
    assert code == 0 and FuzzReport.model_validate_json(out).variants == ["deluxe 2p"], err
