"""The likely cause `check` prints first: deterministic, silent when no rule explains the
failures, never blaming a rule for refusals or errors of the engine, naming the card the
failures share; and, run for real, right about each deliberately broken example engine."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from rulebook.compliance.measuring.causes import card_of, cause_lines, likely_causes
from rulebook.compliance.running.catalog import FEATURES_DIR, Scenario, Step, load_scenarios

ROOT = Path(__file__).resolve().parents[2]
CARDS = FEATURES_DIR / "innovation" / "cards" / "base" / "age01.feature"
COMMON = FEATURES_DIR / "innovation" / "common" / "dogma.feature"


def scenario(sid: str, name: str = "A rule", file: Path = COMMON, rules=(), dogma=()) -> Scenario:
    steps = [Step("When", f"Alice performs the dogma of {card}", 10 + i) for i, card in enumerate(dogma)]
    return Scenario(sid, name, "F", file, 1, ["deluxe"], list(rules), steps=steps)


def result(sid: str, status: str = "failed", failure: str | None = "assertion", message: str = "Then x: wrong",
           exchange: list | None = None, variant: str = "deluxe") -> dict:
    out = {"id": f"{sid}[{variant}]", "scenario": sid, "variant": variant, "status": status, "message": message}
    if status == "failed":
        out["failure"] = failure
        out["evidence"] = {"exchange": exchange or []}
    return out


# --- deterministic ----------------------------------------------------------------------------

# Ties everywhere: two rule statements and two parameters each as good as the other, rule tags
# and cards gathered from sets. Run in fresh interpreters with different string hashes.
TIES = """
import json, sys
sys.path.insert(0, {tests!r})
from test_likely_cause import scenario, result, CARDS
from rulebook.compliance.measuring.causes import cause_lines, likely_causes
scenarios = {{s.id: s for s in [
    scenario("card-base-archery-a", "Archery: a", CARDS, rules=["dx-b", "dx-a", "dx-c", "dx-d"]),
    scenario("demand-b", rules=["dx-d", "dx-c", "dx-b", "dx-a", "ul-e"], dogma=["Archery", "Pottery"]),
    scenario("pass-c"), scenario("pass-d")]}}
results = [result("demand-b"), result("pass-c", "passed"), result("card-base-archery-a"), result("pass-d", "passed")]
flips = {{"deluxe": {{"k.z": ["card-base-archery-a", "pass-c", "pass-d"], "k.y": ["demand-b", "pass-c", "pass-d"]}}}}
rulebooks = {{"dx-a": "deluxe", "dx-b": "deluxe", "dx-c": "deluxe", "dx-d": "deluxe", "ul-e": "ultimate"}}
print(json.dumps(cause_lines(likely_causes(results, scenarios, flips, rulebooks))))
"""


def test_the_same_failures_give_the_same_cause_whatever_the_hash_seed_and_order():
    script = TIES.format(tests=str(Path(__file__).parent))
    seen = []
    for seed in ("1", "2", "3"):
        done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True,
                              env={**os.environ, "PYTHONHASHSEED": seed})
        seen.append(json.loads(done.stdout))
    assert seen == [[
        "likely cause: these 2 failures all play Archery",
        "  2 of 2 failures are about @rule:dx-a",
        "  2 of 2 failures are about @rule:dx-b",
        "  2 of 2 failures are about @rule:dx-c",
    ]] * 3


# --- no rule explains -------------------------------------------------------------------------

def test_no_rule_explains_failures_that_no_change_matches_well():
    scenarios = {s.id: s for s in [scenario("a"), scenario("b"), scenario("c"), scenario("p"), scenario("q")]}
    results = [result("a"), result("b"), result("c"), result("p", "passed"), result("q", "passed")]
    # k.weak fails one of the three and two runs that passed: 1 of 5 runs in either
    flips = {"deluxe": {"k.weak": ["a", "p", "q"]}}
    assert cause_lines(likely_causes(results, scenarios, flips, {})) == [
        "likely cause: no rule explains these 3 failures (the closest rule change, k.weak, matches 20%)"]


def test_a_match_counts_only_the_runs_the_check_judged():
    """A run the check did not play (another feature file) or set aside (a refusal) counts for
    neither side: three failures that a change fails, among runs not played, match it whole."""
    scenarios = {s.id: s for s in [scenario("a"), scenario("b"), scenario("c"), scenario("r")]}
    results = [result("a"), result("b"), result("c"), result("r", message="Given x: new_game was refused: no")]
    flips = {"deluxe": {"k.good": ["a", "b", "c", "r", "not-played-1", "not-played-2"]}}
    assert cause_lines(likely_causes(results, scenarios, flips, {})) == [
        "likely cause: these 3 failures match the reference with k.good changed (100%: it fails 3 runs, "
        "3 of them these)",
        "  1 more failure blamed on no rule: refusals or errors of the engine (1 new_game refused)"]


# --- refusals and errors of the engine --------------------------------------------------------

REFUSED = {"request": {"op": "play", "move": {"type": "dogma", "card": "Archery"}},
           "answer": {"ok": False, "error": {"code": "unsupported", "message": "no Archery"}}}


def test_refusals_and_errors_of_the_engine_are_blamed_on_no_rule():
    """An engine that cannot build positions fails exactly the runs that a change of the opening
    melds fails on the reference: that change is not named, nor any other."""
    ids = ["a", "b", "c", "d", "e"]
    scenarios = {s.id: s for s in map(scenario, ids)}
    results = [result("a", message="Given x: new_game was refused: cannot build it"),
               result("b", message="When y: new_game was refused: cannot build it"),
               result("c", message="When z: a move was rejected", exchange=[REFUSED]),
               result("d", failure="timeout", message="the scenario took longer than 20 s"),
               result("e", "skipped", message="the implementation does not support the variant")]
    flips = {"deluxe": {"setup.opening_melds": ids}}
    causes = likely_causes(results, scenarios, flips, {})
    assert causes["matches"] == [] and causes["verdict"] == "engine"
    assert cause_lines(causes) == [
        "likely cause: no rule is blamed: these 4 failures are refusals or errors of the engine "
        "(2 new_game refused, 1 timeout, 1 unsupported)"]


def test_errors_of_the_engine_that_share_a_card_name_it_and_no_rule():
    scenarios = {s.id: s for s in [scenario("a", dogma=["Oars"]), scenario("b", dogma=["Oars", "Writing"]),
                                   scenario("c", "Oars: a", CARDS)]}
    results = [result(sid, failure="internal_error", message="When x: internal_error: NameError") for sid in "abc"]
    assert cause_lines(likely_causes(results, scenarios, {"deluxe": {"k": ["a", "b", "c"]}}, {})) == [
        "likely cause: no rule is blamed: these 3 failures are refusals or errors of the engine (3 internal_error)",
        "  these 3 failures all play Oars"]


def test_a_move_refused_as_illegal_is_still_a_verdict_on_the_rules():
    illegal = {"request": {"op": "play", "move": {"type": "achieve", "age": 1}},
               "answer": {"ok": False, "error": {"code": "illegal_move", "message": "no top card"}}}
    scenarios = {"a": scenario("a")}
    results = [result("a", message="When Alice achieves 1: a move was rejected", exchange=[illegal])]
    flips = {"deluxe": {"actions.achieve_needs_top_card": ["a"]}}
    assert cause_lines(likely_causes(results, scenarios, flips, {})) == [
        "likely cause: this failure matches the reference with actions.achieve_needs_top_card changed "
        "(100%: it fails 1 run, 1 of them this one)"]


# --- the card the failures share --------------------------------------------------------------

def test_the_card_that_the_failures_play_is_named():
    """The Archery card scenario, and a rule scenario that performs Archery's dogma: both play
    Archery, and no rule change of the ledger fails those two."""
    found = {s.id: s for s in load_scenarios([CARDS, FEATURES_DIR / "innovation" / "common" / "dogma-activation.feature"])}
    failed = ["card-base-archery-tie-for-highest", "dogma-demand-fewer-clockwise"]
    results = [result(sid, "failed" if sid in failed else "passed") for sid in sorted(found)
               if "deluxe" in found[sid].variants]
    from rulebook.compliance.measuring.derive import ledger_path, read_flips

    causes = likely_causes(results, found, read_flips(ledger_path(FEATURES_DIR)))
    assert causes["verdict"] == "card"
    assert cause_lines(causes)[0] == "likely cause: these 2 failures all play Archery"


def test_a_card_scenario_names_its_card_by_its_title_or_its_id():
    by_id = {s.id: s for s in load_scenarios([CARDS, FEATURES_DIR / "innovation" / "cards" / "figures" / "access.feature"])}
    assert card_of(by_id["card-base-archery-tie-for-highest"]) == "Archery"        # "Archery: Bob draws ..."
    assert card_of(by_id["card-base-pottery-empty-hand-draws-a-1"]) == "Pottery"   # "Pottery with an empty hand"
    assert card_of(by_id["fig-sergey-brin-own-card-no-splay"]) == "Sergey Brin"    # by the id's slug
    assert card_of(scenario("card-base-archery-x", "Archery: a rule scenario", COMMON)) is None


# --- the real check, against the broken example engines ---------------------------------------

ENGINES = [
    ("python:examples.broken_engines:ArcheryTransfersLowest", "deluxe",
     "likely cause: these 3 failures all play Archery\n"),
    (f"cmd:{sys.executable} {ROOT / 'examples' / 'broken_draw_engine.py'}", "deluxe",
     "likely cause: these 17 failures match the reference with actions.skip_empty_piles changed (80%: it fails "
     "19 runs, 16 of them these)\n"),
    ("python:examples.broken_engines:StalePlayState", "lost-legacy-starship",
     "likely cause: no rule is blamed: these 47 failures are refusals or errors of the engine (47 inconsistent)\n"),
]


@pytest.mark.parametrize(("spec", "variant", "first"), ENGINES, ids=["archery", "draw-too-low", "stale-state"])
def test_the_likely_cause_of_each_broken_example_engine(run_cli, monkeypatch, spec, variant, first):
    monkeypatch.syspath_prepend(str(ROOT))
    code, out, _ = run_cli("check", "--impl", spec, "--variant", variant, "--progress", "none")
    assert code == 1 and out.startswith(first), out[:400]
