"""Configured variants get exactly the scenarios that hold for them: scenarios state the rule
values they assume (@assumes:) and the cards they name; a house variant, a custom set or a
value changed with `check --set` runs the rest, and passes on the reference engine."""

from __future__ import annotations

import json
import sys
import textwrap
from pathlib import Path

import pytest

from rulebook.compliance.running.assumptions import left_out, parse_assumption
from rulebook.compliance.running.catalog import load_scenarios, parse_feature
from rulebook.errors import UserError
from rulebook.variants import resolve
from rulebook.variants.render import resolved_data

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "benchmarks"))
from house_variants import CUSTOM_SETS, apply, check, custom_set, houses  # noqa: E402

SCENARIOS = load_scenarios()


def test_every_bundled_variant_meets_the_assumptions_of_the_scenarios_tagged_with_it():
    problems = []
    for variant_id in {v for s in SCENARIOS for v in s.variants}:
        data = resolved_data(resolve(variant_id))
        for scenario in SCENARIOS:
            if variant_id in scenario.variants:
                reason = left_out(scenario, data)
                if reason:
                    problems.append(f"{scenario.id}[{variant_id}]: {reason}")
    assert not problems, "\n".join(problems[:20])


@pytest.mark.parametrize("variant_id,which", [("deluxe", 4), ("ultimate", 2), ("deluxe-teams", 0),
                                              ("ultimate-figures", 7)])
def test_a_house_variant_passes_the_scenarios_that_hold_for_it(variant_id, which):
    """One of the benchmark's house variants (four values changed at once) of each kind."""
    group = houses(variant_id, 4)[which]
    data = apply(resolved_data(resolve(variant_id)), variant_id, group)
    assert data is not None
    runs, left, failures = check(variant_id, f"{variant_id}-house", data, SCENARIOS)
    assert not failures, failures[:3]
    assert runs > 60 and left > 0


@pytest.mark.parametrize("name", sorted(CUSTOM_SETS))
def test_a_custom_lost_legacy_set_passes_the_scenarios_about_its_cards(name, tmp_path):
    base, data = custom_set(name, CUSTOM_SETS[name], tmp_path)
    runs, _, failures = check(base, name, data, SCENARIOS)
    assert not failures and runs >= 8


def test_check_set_reports_what_applies_and_why_the_rest_is_left_out(run_cli):
    code, out, _ = run_cli("check", "--variant", "deluxe", "--set", "victory.achievements.base=9", "--left-out")
    assert code == 0
    assert "deluxe+victory.achievements.base=9: 440 scenario runs apply, 9 left out" in out
    assert "left out of deluxe+victory.achievements.base=9: game-end-two-players-six: assumes " \
           "victory.achievements.base = 8 (the variant has 9)" in out
    code, out, _ = run_cli("check", "--variant", "deluxe", "--set", "victory.achievements.base=9", "--format", "json")
    report = json.loads(out)
    assert report["applicable"] == {"deluxe+victory.achievements.base=9": 440} and len(report["left_out"]) == 9


def test_check_set_refuses_an_unknown_key_or_an_inconsistent_change(run_cli):
    code, _, err = run_cli("check", "--variant", "deluxe", "--set", "victory.nonsense=1")
    assert code == 2 and "unknown key 'victory.nonsense'" in err
    code, _, err = run_cli("check", "--set", "players.max=3")
    assert code == 2 and "--variant" in err


def test_scenarios_beyond_the_variants_player_range_are_left_out_unless_they_check_the_refusal():
    data = resolved_data(resolve("deluxe"))
    data["players"]["max"] = 3
    four = next(s for s in SCENARIOS if s.id == "dogma-return-order-chosen")
    refused = next(s for s in SCENARIOS if s.id == "game-setup-five-players-refused")
    assert left_out(four, data) == "seats 4 players; the variant seats 2 to 3"
    assert left_out(refused, data) is not None and "players.max" in left_out(refused, data)


def test_an_assumption_tag_must_name_a_parameter(tmp_path):
    path = tmp_path / "a.feature"
    path.write_text(textwrap.dedent("""
        Feature: f
          @id:t-a @deluxe @assumes:victory.nonsense=1
          Scenario: s
            Given a 2-player game
    """), encoding="utf-8")
    with pytest.raises(UserError, match="names no rule parameter"):
        parse_feature(path, {"deluxe"})
    assert parse_assumption('cards.wording=first-edition|third-edition').values == ("first-edition", "third-edition")


# -- no silent shrinking ------------------------------------------------------------------------

def test_a_variant_that_keeps_few_scenarios_is_warned_about_with_the_assumptions_that_cut(run_cli):
    code, out, _ = run_cli("check", "--variant", "deluxe", "--set", "actions.per_turn=1")
    assert code == 0
    warning = next(line for line in out.splitlines() if line.startswith("warning: "))
    assert "deluxe+actions.per_turn=1 runs only" in warning and "actions.per_turn (" in warning


def test_min_applicable_fails_a_check_that_runs_too_little_and_the_report_says_how_much(run_cli):
    code, out, err = run_cli("check", "--variant", "deluxe", "--set", "actions.per_turn=1", "--min-applicable", "50",
                             "--format", "json")
    report = json.loads(out)
    entry = report["applicability"]["deluxe+actions.per_turn=1"]
    assert code == 1 and report["totals"]["failed"] == 0
    assert entry["share"] < 0.5 and next(iter(entry["cut_by"])) == "actions.per_turn"
    assert entry["applicable"] + entry["left_out"] == report["applicable"].get("deluxe", 0) or entry["left_out"] > 0
    assert "below --min-applicable 50%" in err
    code, out, _ = run_cli("check", "--variant", "deluxe", "--set", 'victory.score_full_tie="shared"',
                           "--min-applicable", "50", "--format", "json")
    assert code == 0 and json.loads(out)["applicability"]['deluxe+victory.score_full_tie="shared"']["share"] > 0.9


@pytest.mark.parametrize("value", ["120", "-1", "half"])
def test_min_applicable_takes_a_percentage(value, capsys):
    from rulebook.cli import main

    with pytest.raises(SystemExit) as stopped:
        main(["check", "--min-applicable", value])
    assert stopped.value.code == 2 and "argument --min-applicable" in capsys.readouterr().err


def test_a_house_variant_with_three_actions_a_turn_runs_most_scenarios_and_passes(run_cli):
    code, out, err = run_cli("check", "--variant", "deluxe", "--variant", "ultimate", "--set", "actions.per_turn=3",
                             "--min-applicable", "80", "--format", "json")
    report = json.loads(out)
    assert code == 0, err
    assert report["totals"]["failed"] == 0 and report["totals"]["passed"] > 800
    assert all(entry["share"] >= 0.9 for entry in report["applicability"].values())


@pytest.mark.parametrize("per_turn, holds", [(1, False), (2, True), (3, True), (20, True)])
def test_an_at_least_assumption_holds_from_its_bound_up(per_turn, holds):
    assumption = parse_assumption("actions.per_turn>=2")
    assert assumption.holds({"actions.per_turn": per_turn}) is holds
    assert assumption.tag() == "@assumes:actions.per_turn>=2"


def test_an_at_least_assumption_takes_a_whole_number():
    with pytest.raises(UserError, match="takes a whole number"):
        parse_assumption("actions.per_turn>=two")
