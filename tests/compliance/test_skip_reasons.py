"""Skips say why in the terminal: `rulebook check` groups the skipped runs by reason with their
counts, and says what the engine would declare or implement to run them."""

from __future__ import annotations

import sys
from pathlib import Path

from rulebook.compliance.checking.skips import skip_groups

FAKE = Path(__file__).with_name("fake_engine.py")
DELUXE = Path(__file__).resolve().parents[2] / "features" / "innovation" / "deluxe"


def _skipped(*messages: str) -> list[dict]:
    return [{"status": "skipped", "message": m} for m in messages]


def test_check_prints_each_skip_reason_with_its_count_and_remedy(run_cli):
    code, out, _ = run_cli("check", "--features", str(DELUXE), "--variant", "deluxe",
                           "--impl", f"cmd:{sys.executable} {FAKE} no-partial-state")
    assert code == 0
    lines = out.splitlines()
    position = next(line for line in lines if "does not declare partial_state" in line)
    count = int(position.split()[0])
    assert count > 10 and position == (f"{count} skipped: the engine does not declare partial_state (declare it "
                                       "in hello's capabilities once new_game takes a state)")
    assert any(line.endswith("skipped: the engine does not declare resolved_variant (declare it in hello's "
                             "capabilities once new_game takes a whole variant object)") for line in lines)
    assert lines.index(position) < len(lines) - 1 and lines[-1].startswith("0 passed, 0 failed")


def test_runs_that_differ_only_in_a_detail_share_a_line_most_first():
    groups = skip_groups([
        *_skipped(*[f"the implementation does not support the variant {v}" for v in ("ultimate", "iello", "ultimate")]),
        *_skipped("the implementation seats 2 to 3 players in deluxe, not 4"),
        *_skipped("the implementation does not declare teams", "the implementation does not declare teams",
                  "the implementation does not declare teams", "the implementation does not declare teams"),
        {"status": "passed", "message": ""},
    ])
    assert [g.line() for g in groups] == [
        "4 skipped: the engine does not declare teams (declare it in hello's capabilities once it plays team variants)",
        "3 skipped: the engine does not support the variants iello, ultimate (list each in hello's variants once "
        "the engine plays them)",
        "1 skipped: the engine's hello does not seat the scenario's player count in deluxe (widen that variant's "
        "range in hello's players once the engine seats them)",
    ]


def test_a_reason_of_no_known_kind_is_shown_as_given():
    assert [g.line() for g in skip_groups(_skipped("the moon is full", "the moon is full"))] == [
        "2 skipped: the moon is full"]
