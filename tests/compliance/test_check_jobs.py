"""`check --jobs`: the same report as a serial run; and the suite's requests per scenario."""

from __future__ import annotations

import json
import textwrap
from collections import Counter
from pathlib import Path

from rulebook.compliance.running.catalog import load_scenarios
from rulebook.compliance.running.implementations import Reference
from rulebook.compliance.running.runner import plan, run_one
from rulebook.compliance.running.workers import run_tasks

ROOT = Path(__file__).resolve().parents[2]
AGE1 = ROOT / "features" / "innovation" / "cards" / "base" / "age01.feature"


def _report(run_cli, *args: str) -> dict:
    code, out, err = run_cli("check", "--features", str(AGE1), "--format", "json", *args)
    assert code in (0, 1), err
    report = json.loads(out)
    for result in report["results"]:
        assert result.pop("seconds") >= 0  # times differ from run to run; all else is the same
    return report


def test_a_parallel_run_reports_what_a_serial_run_does(run_cli):
    broken = ("--impl", "python:examples.broken_engines:NoSharingBonus")
    serial = _report(run_cli, *broken)
    parallel = _report(run_cli, *broken, "--jobs", "2")
    assert serial["totals"]["failed"] > 0 and serial["totals"]["passed"] > 0
    assert parallel == serial  # every result, its message and its place in the order


def test_a_parallel_run_of_an_outside_engine_reports_what_a_serial_run_does(run_cli):
    engine = ("--impl", f"cmd:python {ROOT / 'examples' / 'external_engine.py'}", "--variant", "deluxe")
    serial = _report(run_cli, *engine)
    assert _report(run_cli, *engine, "--jobs", "3") == serial
    assert serial["totals"]["passed"] > 20 and serial["totals"]["failed"] == 0


def test_jobs_must_be_a_positive_count(run_cli):
    code, _, err = run_cli("check", "--jobs", "0")
    assert code == 2 and "--jobs must be a whole number from 1 to 256, not 0" in err


def test_tasks_come_back_in_order_from_any_number_of_workers():
    from rulebook.compliance.running.workers import _double

    assert run_tasks(_double, range(7), spec="reference", jobs=2, chunksize=1) == [0, 2, 4, 6, 8, 10, 12]


class Counting(Reference):
    def __init__(self):
        super().__init__()
        self.ops: Counter = Counter()

    def request(self, message: dict) -> dict:
        self.ops[message["op"]] += 1
        return super().request(message)


def test_the_suite_reads_the_states_plays_answer_and_asks_state_once_to_hold_the_last(tmp_path):
    path = tmp_path / "trips.feature"
    path.write_text(textwrap.dedent("""
        @deluxe
        Feature: Round trips
          @id:trips-two-melds
          Scenario: Two melds and what they show
            Given a 2-player game
            And Alice has Tools, Oars in hand
            And it is Alice's turn 2 with 2 actions left
            When Alice melds Tools
            Then Alice's blue pile is Tools
            And Alice's hand is Oars
            When Alice melds Oars
            Then Alice's red pile is Oars
            And Alice's hand is empty
        """), encoding="utf-8")
    [run] = plan(load_scenarios([path]))
    engine = Counting()
    assert run_one(run, engine, identity=None).status == "passed"
    assert engine.ops == Counter({"new_game": 1, "play": 2, "state": 1})
