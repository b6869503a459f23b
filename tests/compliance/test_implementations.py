"""Checking other implementations: cmd and python adapters, misbehaviour, capabilities,
expected failures and report comparison."""

from __future__ import annotations

import json
import sys
import textwrap
from pathlib import Path

import pytest
from tiny_features import two_scenarios

FAKE = Path(__file__).parent / "fake_engine.py"
ROOT = Path(__file__).resolve().parents[2]

FEATURE = two_scenarios("@deluxe @ultimate", "impl", "Draw and meld")


@pytest.fixture
def feature(tmp_path):
    path = tmp_path / "impl.feature"
    path.write_text(textwrap.dedent(FEATURE), encoding="utf-8")
    return path


def check(run_cli, feature, *extra):
    code, out, err = run_cli("check", "--features", str(feature), "--format", "json", *extra)
    return code, (json.loads(out) if out.strip().startswith("{") else None), err


def fake(mode: str, *args: str) -> str:
    return f"cmd:{sys.executable} {FAKE} {mode} {' '.join(args)}".rstrip()


def statuses(report) -> dict:
    return {r["id"]: r["status"] for r in report["results"]}


# One variant keeps the suite fast; `rulebook check --impl cmd:...` over everything gives the same.
SAMPLE = ("--variant", "ultimate")


def test_external_program_matches_the_in_process_run_result_for_result(run_cli):
    _, inside, _ = check(run_cli, ROOT / "features", *SAMPLE)
    code, outside, err = check(run_cli, ROOT / "features", *SAMPLE, "--impl",
                               f"cmd:{sys.executable} {ROOT / 'examples' / 'external_engine.py'}")
    assert code == 0, err
    assert outside["implementation"]["name"] == "example-external-engine"
    assert len(inside["results"]) > 100
    for result in inside["results"] + outside["results"]:
        result.pop("seconds")  # times differ; all else is the same
    assert outside["results"] == inside["results"]


@pytest.mark.parametrize("mode,kind,fragment", [
    ("hang-on-play", "timeout", "no answer to"),
    ("die-on-play", "crash", "the process ended (exit code 3)"),
    ("garbage-on-play", "garbage", 'is not JSON: "this is not json"'),
    ("no-ok-on-play", "bad_answer", 'has no boolean "ok": {"state": '),
])
def test_misbehaviour_is_a_failed_result_and_the_run_goes_on(run_cli, feature, mode, kind, fragment):
    # a short time limit for the engine that hangs; the others get one a loaded machine cannot
    # run out of while it starts the engine again
    limit = "1" if mode.startswith("hang") else "20"
    code, report, _ = check(run_cli, feature, "--impl", fake(mode), "--timeout", limit, "--variant", "deluxe")
    assert code == 1
    assert [r["status"] for r in report["results"]] == ["failed", "failed"]
    for result in report["results"]:
        assert result["failure"] == kind and fragment in result["message"]
        assert '"op": "play"' in result["message"]


def test_a_state_of_the_wrong_shape_fails_the_scenario(run_cli, feature):
    code, report, _ = check(run_cli, feature, "--impl", fake("bad-state"), "--variant", "deluxe")
    assert code == 1
    for result in report["results"]:
        assert result["failure"] == "bad_answer"
        assert "the state does not follow the innovation state schema: players.0.hand" in result["message"]


def test_a_moves_answer_of_the_wrong_shape_fails_the_scenario_that_asks_for_moves(run_cli, tmp_path):
    # The suite reads whose turn it is from the states it is given; `moves` is asked only
    # where a step needs the legal moves, as here.
    path = tmp_path / "asks.feature"
    path.write_text(textwrap.dedent("""
        @deluxe
        Feature: Asking for the legal moves
          @id:impl-asks-moves
          Scenario: The player to act draws
            Given a 2-player game
            And Alice has nothing in hand
            And the age 1 pile is Oars, Tools
            And it is Alice's turn 2 with 2 actions left
            When the player to act draws
            Then Alice's hand is Oars
        """), encoding="utf-8")
    code, report, _ = check(run_cli, path, "--impl", fake("moves-without-player"), "--variant", "deluxe")
    assert code == 1
    [result] = report["results"]
    assert result["failure"] == "bad_answer" and result["line"] == 10
    assert 'an answer lacks what the protocol promises (no "player" field)' in result["message"]
    code, report, _ = check(run_cli, path, "--impl", fake("good"), "--variant", "deluxe")
    assert code == 0 and report["totals"]["passed"] == 1


def test_a_crashed_process_is_restarted_for_the_next_scenario(run_cli, feature, tmp_path):
    _code, report, _ = check(run_cli, feature, "--impl", fake("die-once", str(tmp_path / "died")),
                            "--variant", "deluxe")
    assert statuses(report) == {"impl-meld[deluxe]": "failed", "impl-draw[deluxe]": "passed"}
    failed = next(r for r in report["results"] if r["status"] == "failed")
    assert failed["failure"] == "crash" and "fake engine: giving up" in failed["message"]


def test_wrong_protocol_version_is_a_usage_error(run_cli, feature):
    code, _, err = check(run_cli, feature, "--impl", fake("protocol-2"))
    assert code == 2 and "speaks protocol 2, not 1" in err


def test_missing_capability_or_variant_is_skipped_with_the_reason(run_cli, feature):
    _, report, _ = check(run_cli, feature, "--impl", fake("no-partial-state"), "--variant", "deluxe")
    assert set(statuses(report).values()) == {"skipped"}
    assert "partial_state" in report["results"][0]["message"]
    _, report, _ = check(run_cli, feature, "--impl", fake("deluxe-only"))
    assert statuses(report) == {"impl-draw[deluxe]": "passed", "impl-draw[ultimate]": "skipped",
                                "impl-meld[deluxe]": "passed", "impl-meld[ultimate]": "skipped"}
    skipped = next(r for r in report["results"] if r["status"] == "skipped")
    assert skipped["message"] == "the implementation does not support the variant ultimate"


def test_python_adapter(run_cli, feature):
    code, report, _ = check(run_cli, feature, "--impl", "python:examples.broken_engines:AchieveIgnoresTopCard")
    assert code == 0 and report["implementation"]["name"] == "achieve-ignores-top-card"


@pytest.mark.parametrize("spec,fragment", [
    ("python:nowhere_module:X", "cannot import nowhere_module"),
    ("python:examples.broken_engines:Missing", "has no class Missing"),
    ("python:justamodule", "expected python:module:Class"),
    ("lua:engine", "unknown implementation 'lua:engine'"),
    ("cmd:/nonexistent/engine", "cannot start the command"),
])
def test_bad_impl_specs_are_usage_errors(run_cli, feature, spec, fragment):
    code, _, err = check(run_cli, feature, "--impl", spec)
    assert code == 2 and fragment in err


def test_expected_failures_and_fixed_ones(run_cli, feature, tmp_path):
    expect = tmp_path / "expect.toml"
    expect.write_text('[[expected]]\nid = "impl-draw[deluxe]"\nreason = "we cannot draw"\n'
                      '[[expected]]\nid = "impl-meld"\nreason = "melds are broken"\n')
    broken = feature.read_text().replace("Then Alice's hand is Oars", "Then Alice's hand is Tools")
    feature.write_text(broken)
    code, report, _ = check(run_cli, feature, "--expect", str(expect))
    assert statuses(report) == {"impl-draw[deluxe]": "expected", "impl-draw[ultimate]": "failed",
                                "impl-meld[deluxe]": "fixed", "impl-meld[ultimate]": "fixed"}
    assert code == 1
    fixed = next(r for r in report["results"] if r["status"] == "fixed")
    assert "remove it from" in fixed["message"] and fixed["expected_reason"] == "melds are broken"


def test_expectations_only_expected_failures_exit_zero(run_cli, feature, tmp_path):
    expect = tmp_path / "expect.toml"
    expect.write_text('[[expected]]\nid = "impl-draw"\nreason = "we cannot draw"\n')
    feature.write_text(feature.read_text().replace("Then Alice's hand is Oars", "Then Alice's hand is Tools"))
    code, report, _ = check(run_cli, feature, "--expect", str(expect))
    assert code == 0 and report["totals"]["expected"] == 2


@pytest.mark.parametrize("text,fragment", [
    ('[[expected]]\nid = "no-such-scenario"\nreason = "r"\n', "names no scenario run by this check"),
    ('[[expected]]\nid = "impl-draw"\n', "needs a string 'id' and a string 'reason'"),
    ('[[expect]]\nid = "impl-draw"\n', "unknown key(s) expect"),
    ('[[expected]\n', "malformed TOML"),
])
def test_bad_expectation_files_are_usage_errors(run_cli, feature, tmp_path, text, fragment):
    expect = tmp_path / "expect.toml"
    expect.write_text(text)
    code, _, err = check(run_cli, feature, "--expect", str(expect))
    assert code == 2 and fragment in err and str(expect) in err


def test_compare_lists_regressions_and_fixes(run_cli, feature, tmp_path):
    old, new = tmp_path / "old.json", tmp_path / "new.json"
    run_cli("check", "--features", str(feature), "--out", str(old))
    feature.write_text(feature.read_text().replace("Then Alice's hand is Oars", "Then Alice's hand is Tools"))
    run_cli("check", "--features", str(feature), "--out", str(new))
    code, out, _ = run_cli("check", "--compare", str(old), str(new))
    assert code == 1
    assert "regressions: 2\n  impl-draw[deluxe]\n  impl-draw[ultimate]\nfixes: 0" in out
    code, out, _ = run_cli("check", "--compare", str(new), str(old))
    assert code == 0 and "fixes: 2" in out
