"""The scenarios' @assumes: tags hold both ways, measured on the reference engine: the quick form
of `rulebook check --derive-assumptions` (the scenarios changed since features/measured.json
and a fixed sample of the others measured for missing tags; every tag's values played once),
one test per variant so that the workers share it. The full measure runs before a release."""

from __future__ import annotations

from functools import cache

import pytest

from rulebook.compliance.measuring.derive import (
    Measure,
    declared_gaps,
    fingerprint,
    ledger_path,
    measure,
    quick_plan,
    read_ledger,
)
from rulebook.compliance.measuring.derive_command import served_variant_ids
from rulebook.compliance.running.catalog import FEATURES_DIR, load_scenarios
from rulebook.variants.reads import recording, watched

MOST_UNMEASURED = 60  # beyond this many changed scenarios, the ledger is to be written again


@cache
def _scenarios():
    return load_scenarios()


@cache
def _plan():
    return quick_plan(_scenarios(), served_variant_ids(), read_ledger(ledger_path(FEATURES_DIR)))


@pytest.mark.parametrize("variant", served_variant_ids())
def test_tags_neither_missing_nor_wrong(variant):
    scope, wrong_scope = _plan()[variant]
    result = measure(variant, list(_scenarios()), scope, wrong_scope)
    gaps = declared_gaps({variant: result.dependencies}, [s for s in _scenarios() if s.id in scope])
    lines = [f"{sid}: missing {' '.join(a.tag() for a in missing)}" for sid, missing in sorted(gaps.items())]
    lines += [w.wording() for w in result.wrong]
    assert not lines, "\n".join(lines + ["(rulebook check --derive-assumptions --write adds missing tags)"])


def test_the_ledger_is_kept_up_to_date():
    ledger = read_ledger(ledger_path(FEATURES_DIR))
    unmeasured = [s.id for s in _scenarios() if ledger.get(s.id) != fingerprint(s)]
    assert len(unmeasured) <= MOST_UNMEASURED, (
        f"{len(unmeasured)} scenarios changed since features/measured.json was written (the tests measure "
        f"each of them): run `rulebook check --derive-assumptions --write` (some {unmeasured[:5]})")


def test_a_changed_scenario_is_measured_and_the_sample_is_fixed():
    scenarios = list(_scenarios())
    ledger = {s.id: fingerprint(s) for s in scenarios}
    plan = quick_plan(scenarios, served_variant_ids(), ledger)
    assert plan == quick_plan(scenarios, served_variant_ids(), ledger)
    measured = sum(len(scope) for scope, _ in plan.values())
    every = sum(1 for s in scenarios for v in s.variants if v in plan)
    assert 0 < measured < every / 10
    stale = next(s for s in scenarios if "deluxe" in s.variants and s.id not in plan["deluxe"][0])
    ledger[stale.id] = "0" * 16
    assert stale.id in quick_plan(scenarios, served_variant_ids(), ledger)["deluxe"][0]
    # every scenario's tags are checked, under exactly one of its variants
    checked = [sid for _, wrong in plan.values() for sid in wrong]
    assert sorted(checked) == sorted(s.id for s in scenarios if set(s.variants) & set(plan))


@pytest.mark.parametrize("variant", ["deluxe", "ultimate-figures", "lost-legacy-starship"])
def test_a_value_the_game_never_reads_never_matters(variant):
    """The cross-check of the reads: changing every value on a fixed handful of scenarios finds
    what changing only the values read finds."""
    scenarios = [s for s in _scenarios() if variant in s.variants]
    picked = {s.id for s in scenarios[::max(1, len(scenarios) // 6)]}
    guided = measure(variant, scenarios, picked, set())
    every = measure(variant, scenarios, picked, set(), exhaustive=True)
    assert isinstance(guided, Measure) and every.runs > guided.runs
    assert guided.dependencies == every.dependencies


def test_a_wrong_tag_is_found(tmp_path):
    """A scenario declaring a value it does not hold for: the check names the value."""
    source = next(s for s in _scenarios() if s.id == "ach-special-counts-to-win")
    text = source.file.read_text(encoding="utf-8")
    start = text.index("  @id:ach-special-counts-to-win\n")
    end = text.index("  @id:", start + 10)
    block = text[start:end].replace("@assumes:special_achievements.timing=immediate",
                                    "@assumes:special_achievements.timing=immediate|end-of-action")
    feature = tmp_path / "wrong.feature"
    feature.write_text("Feature: a wrong tag\n\n" + block, encoding="utf-8")
    found = measure("deluxe", load_scenarios([feature]), set(), None).wrong
    assert [(w.scenario, w.key, w.value) for w in found] == [
        ("ach-special-counts-to-win", "special_achievements.timing", "end-of-action")]
    assert "the game is not over" in found[0].detail


def test_reads_are_noted_through_the_rules_view_and_the_engine():
    from rulebook.innovation import Game
    from rulebook.variants import load_variant

    with recording() as reads:
        Game.new(watched(load_variant("deluxe")), ["A", "B"], seed=1)
    assert {"setup.opening_melds", "setup.opening_draw", "cards.set"} <= reads
    assert not any(key.startswith("terminology") for key in reads)  # words, never read by play
