"""A damaged assumption ledger (features/measured.json) and variants the measure cannot take
(issue 40, items 1 and 7): the ledger is read and checked before any scenario runs; a damaged
one costs `check` its likely-cause lines only, with a one-line warning, and `--derive-assumptions
--quick` a clear error; a variant file given to the measure is refused with the reason (exit 2)."""

from __future__ import annotations

import json
import textwrap

import pytest

from rulebook.compliance.measuring import derive

# a draw that fails on the reference (the hand is Oars): one failure for the likely causes
FAILING = """
@deluxe
Feature: One failure
  @id:damaged-ledger-draw
  Scenario: A draw the scenario gets wrong
    Given a 2-player game
    And Alice's red pile is Archery
    And Alice has nothing in hand
    And the age 1 pile is Oars, Tools
    And it is Alice's turn 2 with 2 actions left
    When Alice draws
    Then Alice's hand is Tools
"""

GOOD = {"about": "a test ledger", "scenarios": {"damaged-ledger-draw": "0" * 16},
        "flips": {"deluxe": {"ages.max": ["damaged-ledger-draw"]}}}

DAMAGED = {
    "conflict markers": ('<<<<<<< HEAD\n{"scenarios": {}, "flips": {}}\n=======\n{"scenarios": {}, "flips": {}}\n'
                         '>>>>>>> theirs\n', "git conflict markers"),
    "flips a number": (json.dumps({**GOOD, "flips": 3}), "'flips' is a number"),
    "flips a string": (json.dumps({**GOOD, "flips": "deluxe"}), "'flips' is a string"),
    "a variant's flips a list": (json.dumps({**GOOD, "flips": {"deluxe": ["x"]}}), "'flips.deluxe' is a list"),
    "scenarios missing": (json.dumps({"flips": GOOD["flips"]}), "'scenarios' is missing"),
    "not JSON": ('{"scenarios": {', "not JSON"),
    "not UTF-8": (b'{"scenarios": "\xff"}', "not UTF-8"),
}


@pytest.fixture
def ledger(tmp_path, monkeypatch):
    """Where the ledger is read from, in a temporary folder: write(content) puts it there."""
    path = tmp_path / "measured.json"
    monkeypatch.setattr(derive, "bundled_ledger", lambda: path)

    def write(content: str | bytes):
        if isinstance(content, bytes):
            path.write_bytes(content)
        else:
            path.write_text(content, encoding="utf-8")
        return path

    return write


@pytest.fixture
def failing(tmp_path):
    path = tmp_path / "failing.feature"
    path.write_text(textwrap.dedent(FAILING), encoding="utf-8")
    return path


def test_a_good_ledger_gives_the_likely_cause(run_cli, ledger, failing):
    ledger(json.dumps(GOOD))
    code, out, err = run_cli("check", "--features", str(failing), "--format", "json")
    assert code == 1, err
    assert json.loads(out)["likely_causes"]["matches"][0]["parameter"] == "ages.max"
    assert "warning" not in err


@pytest.mark.parametrize("case", DAMAGED)
def test_a_damaged_ledger_costs_only_the_likely_causes(run_cli, ledger, failing, tmp_path, case):
    content, fragment = DAMAGED[case]
    path = ledger(content)
    out_file = tmp_path / "report.json"
    code, out, err = run_cli("check", "--features", str(failing), "--out", str(out_file))
    assert code == 1, err
    assert "Traceback" not in err
    warnings = [line for line in err.splitlines() if line.startswith("warning:")]
    assert len(warnings) == 1 and str(path) in warnings[0] and fragment in warnings[0], err
    report = json.loads(out_file.read_text(encoding="utf-8"))
    assert report["totals"]["failed"] == 1 and "likely_causes" not in report
    assert "likely cause" not in out


def test_the_ledger_is_checked_before_any_scenario_runs(run_cli, ledger, failing, monkeypatch, capsys):
    """The warning is out before the first scenario is played (a run stopped half-way has it)."""
    from rulebook.compliance.checking import command
    from rulebook.errors import UserError

    ledger(json.dumps({**GOOD, "flips": 3}))
    before_the_run = []

    def stop(*args, **kwargs):
        before_the_run.append(capsys.readouterr().err)
        raise UserError("stopped by the test")

    monkeypatch.setattr(command, "run_tasks", stop)
    code, _out, err = run_cli("check", "--features", str(failing))
    assert code == 2 and "stopped by the test" in err
    assert "'flips' is a number" in before_the_run[0]


def test_quick_measure_with_a_damaged_ledger_is_a_clear_error(run_cli, ledger, failing):
    path = ledger(json.dumps({"flips": {}}))
    code, _out, err = run_cli("check", "--derive-assumptions", "--quick", "--features", str(failing))
    assert code == 2
    assert "Traceback" not in err and "KeyError" not in err
    assert str(path) in err and "'scenarios' is missing" in err and "--derive-assumptions" in err


@pytest.mark.parametrize("content", [case[0] for case in DAMAGED.values()], ids=list(DAMAGED))
def test_load_ledger_names_what_is_wrong(ledger, content):
    with pytest.raises(derive.LedgerDamaged):
        derive.load_ledger(ledger(content))


def test_no_ledger_is_no_likely_cause_and_no_warning(run_cli, ledger, failing):
    code, out, err = run_cli("check", "--features", str(failing), "--format", "json")
    assert code == 1 and "warning" not in err
    assert json.loads(out)["likely_causes"]["matches"] == []


# --- the measure takes bundled variants only (item 7) --------------------------------------------

def test_the_measure_refuses_a_variant_file_with_its_reason(run_cli, write_variant):
    house = write_variant("house", """
        #:schema ../../schemas/variant.schema.json
        id = "house"
        game = "innovation"
        title = "House"
        extends = "deluxe"
        """)
    code, out, err = run_cli("check", "--derive-assumptions", "--variant", str(house))
    assert code == 2, out + err
    assert "Traceback" not in err and len(err.strip().splitlines()) == 1, err
    assert "0 runs" not in out + err
    assert str(house) in err and f"rulebook check --variant {house}" in err


def test_the_measure_refuses_an_unknown_or_unplayed_variant(run_cli):
    code, _out, err = run_cli("check", "--derive-assumptions", "--variant", "delux")
    assert code == 2 and "unknown variant 'delux'" in err and "deluxe" in err
    code, _out, err = run_cli("check", "--derive-assumptions", "--variant", "lost-legacy-flying-garden")
    assert code == 2 and "does not play lost-legacy-flying-garden" in err
