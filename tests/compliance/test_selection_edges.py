"""Choosing runs at the edges: `--failed-from` a report with many failures says so in a line,
`FILE:LINE` past the end of a file is an error (not its last scenario), and a run id whose
variant the scenario does not run for is refused by `rulebook scenario`, naming it."""

from __future__ import annotations

import json
from pathlib import Path

from rulebook.compliance.running.catalog import load_scenarios

ROOT = Path(__file__).resolve().parents[2]
DRAW = ROOT / "features" / "innovation" / "common" / "game-draw.feature"


def test_failed_from_summarises_a_long_list_of_ids(run_cli, tmp_path):
    runs = [f"{s.id}[{v}]" for s in load_scenarios([DRAW]) for v in s.variants]
    assert len(runs) > 20
    report = tmp_path / "r.json"
    report.write_text(json.dumps({"results": [{"id": run, "status": "failed"} for run in runs]}), encoding="utf-8")
    code, out, _ = run_cli("check", "--features", str(DRAW), "--failed-from", str(report), "--format", "table")
    selected = next(line for line in out.splitlines() if line.startswith("selected "))
    assert code == 0 and len(selected) < 200, selected
    assert selected.endswith(f" and {len(runs) - 3} more ids)")


def test_a_line_past_the_end_of_a_file_is_an_error(run_cli):
    length = len(DRAW.read_text(encoding="utf-8").splitlines())
    code, _, err = run_cli("check", "--features", str(DRAW), "--id", f"{DRAW}:{length + 40}")
    assert code == 2 and f"line {length + 40} is in no scenario" in err and f"(the file has {length} lines)" in err
    code, _, err = run_cli("scenario", f"{DRAW}:{length + 1}")
    assert code == 2 and "is in no scenario" in err


def test_scenario_refuses_a_variant_the_scenario_does_not_run_for(run_cli):
    code, out, err = run_cli("scenario", "game-draw-highest-top-card[delux]")
    assert code == 2 and out == ""
    assert "game-draw-highest-top-card does not run for 'delux'; did you mean 'deluxe'?" in err
    code, out, _ = run_cli("scenario", "game-draw-highest-top-card[deluxe]")
    assert code == 0 and "@id:game-draw-highest-top-card" in out
