"""Every value the reference engine plays for a rule parameter is required by a scenario (it
declares the value and was measured to observe it) or has a recorded reason why none can; and
`check` of a configured variant says what tests each value it changes.

The house variants below were passed by an engine that ignores the change (it plays the
bundled variant's value): each now fails the scenarios that require the new value. The values
every bundled variant plays are shown the other way round: an engine playing another value fails
the scenarios that require them."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest

from rulebook.compliance.measuring.value_coverage import (
    Evidence,
    bundled_variants,
    changes,
    coverage,
    read_reasons,
    requiring,
    same,
    scenarios_testing,
    stale_reasons,
    uncovered,
    values_to_cover,
)
from rulebook.compliance.running.assumptions import format_value
from rulebook.compliance.running.catalog import load_scenarios
from rulebook.compliance.running.implementations import Reference
from rulebook.compliance.running.runner import Run, plan, run_one
from rulebook.compliance.running.variants_under_test import select_variants
from rulebook.errors import UserError

ROOT = Path(__file__).resolve().parents[2]
SCENARIOS = load_scenarios()


def test_every_value_the_reference_plays_is_required_by_a_scenario_or_has_a_reason():
    found = coverage(SCENARIOS)
    missing = [c.wording() for c in uncovered(found)]
    assert missing == [], f"{len(missing)} values with neither a scenario that requires them nor a reason " \
                          f"in features/uncovered-values.toml: {missing}"
    stale = [f"{r.key} = {format_value(r.value)} (line {r.line})" for r in stale_reasons(found, read_reasons())]
    assert stale == [], f"reasons recorded for values a scenario now requires: {stale}"


def test_every_recorded_reason_says_why_no_scenario_can_require_the_value():
    # a value a scenario could require is covered by writing it, not by a to-do in the file
    todo = [f"{r.key} = {format_value(r.value)} (line {r.line})" for r in read_reasons()
            if not r.reason.startswith("cannot: ")]
    assert todo == [], f"reasons that are no reason: {todo}"


def test_the_values_to_cover_are_those_of_the_type_and_of_the_bundled_variants():
    domain = values_to_cover()
    assert domain[("innovation", "dogma.sharing_bonus")] == (True, False)
    assert domain[("innovation", "victory.score_full_tie")] == ("shared", "draw")
    assert ("innovation", "dogma.distance_rule") not in domain  # the reference plays one value: no change
    assert domain[("innovation", "players.max")] == (4, 5)            # a number: the bundled ones
    assert not any(key.startswith("terminology.") for game, key in domain if game == "innovation")


def _scenario(text: str, tmp_path: Path):
    path = tmp_path / "one.feature"
    path.write_text("Feature: one\n\n" + text, encoding="utf-8")
    return load_scenarios([path])[0]


def test_a_scenario_requires_a_value_only_when_it_declares_it_and_was_seen_to_observe_it(tmp_path):
    scenario = _scenario("  @id:x @deluxe @assumes:dogma.sharing_bonus=true\n  Scenario: x\n"
                         "    Given a 2-player game\n", tmp_path)
    seen = Evidence({"deluxe": {"dogma.sharing_bonus": ["x"]}}, {})
    assert requiring("innovation", "dogma.sharing_bonus", True, [scenario], seen) == ["x"]
    assert requiring("innovation", "dogma.sharing_bonus", True, [scenario], Evidence({}, {})) == []
    assert requiring("innovation", "dogma.sharing_bonus", False, [scenario], seen) == []
    house = _scenario("  @id:y @deluxe @needs:resolved_variant\n  Scenario: y\n"
                      "    Given a house variant of it sets dogma.sharing_bonus to false\n", tmp_path)
    assert requiring("innovation", "dogma.sharing_bonus", False, [house],
                     Evidence({}, {"deluxe": {"dogma.sharing_bonus": ["y"]}})) == ["y"]


@pytest.mark.parametrize("body,message", [
    ('[[uncovered]]\ngame = "innovation"\nkey = "dogma.no_such_rule"\nvalue = true\nreason = "r"\n',
     "'dogma.no_such_rule' is not a rule parameter"),
    ('[[uncovered]]\ngame = "innovation"\nkey = "dogma.sharing_bonus"\nvalue = 3\nreason = "r"\n',
     "3 is not a value of dogma.sharing_bonus to cover (true, false)"),
    ('[[uncovered]]\ngame = "innovation"\nkey = "dogma.sharing_bonus"\nvalue = true\n',
     "'reason' must say why"),
    ('[[uncovered]]\ngame = "innovation"\nkey = "dogma.sharing_bonus"\nvalue = true\nreason = "r"\nwhy = "w"\n',
     "unknown field 'why'"),
    ('[[uncovered]]\ngame = "innovation"\nkey = "dogma.sharing_bonus"\nvalue = true\nreason = "r"\n'
     '[[uncovered]]\ngame = "innovation"\nkey = "dogma.sharing_bonus"\nreason = "every value"\n',
     "has a reason already"),
    ('[[reasons]]\n', "unknown table 'reasons'"),
])
def test_the_reasons_file_is_validated(tmp_path, body, message):
    path = tmp_path / "uncovered-values.toml"
    path.write_text(body, encoding="utf-8")
    with pytest.raises(UserError, match=re.escape(message)):
        read_reasons(path)


# (bundled variant, key, the house value): an engine that ignores the change passed `check` of
# each of these before scenarios required the new value.
HOUSE_VARIANTS = [
    ("deluxe", "dogma.sharing_bonus", False),
    ("ultimate", "dogma.sharing_bonus", False),
    ("deluxe", "dogma.demands_earn_bonus", True),
    ("deluxe", "dogma.sharing_bonus_draws", 2),
    ("deluxe", "dogma.reveal_counts_as_change", False),
    ("deluxe", "actions.achieve_needs_top_card", False),
    ("ultimate", "players.max", 8),
    ("ultimate-figures", "figures.fading", False),
    ("deluxe", "actions.skip_empty_piles", False),
    ("deluxe", "dogma.icon_count_once", False),
    ("deluxe-teams", "teams.enabled", False),
    ("deluxe-teams", "teams.combined_score", False),
    ("deluxe-teams", "teams.shared_dogma_win", False),
    ("ultimate", "victory.elimination", False),
    ("ultimate", "victory.simultaneous_target", "most-then-current-player-first"),
    ("ultimate-figures", "ages.age_zero_cards", False),
    ("lost-legacy-starship", "elimination.last_player_wins", False),
    ("lost-legacy-starship", "exchanges.optional", False),
    ("lost-legacy-starship", "exchanges.secret", False),
    ("lost-legacy-starship", "investigation.tied_speeds_skip", False),
    ("lost-legacy-starship", "investigation.x_never", False),
]


class IgnoresTheChange:
    """The reference engine playing the bundled variant's value of one key whatever variant it
    is sent (examples/broken_engines.py)."""

    def __init__(self, key: str, value, game: str = "innovation"):
        sys.path.insert(0, str(ROOT))
        from examples.broken_engines import BrokenEngine

        self.engine = type("Ignoring", (BrokenEngine,), {"CHANGES": {key: value}, "NAME": "ignores", "GAME": game})()

    def request(self, message: dict) -> dict:
        return self.engine.request(message)

    def close(self) -> None:
        pass


@pytest.mark.parametrize("base,key,value", HOUSE_VARIANTS, ids=[f"{b}+{k}" for b, k, _ in HOUSE_VARIANTS])
def test_an_engine_that_ignores_a_house_variants_change_fails_the_scenarios_that_require_it(base, key, value):
    _, users = select_variants([base], [f"{key}={json.dumps(value)}"])
    (label, (_, data)), = users.items()
    runs = plan(SCENARIOS, [], users)
    required = set(scenarios_testing(key, value, {r.scenario.id: r.scenario for r in runs}.values(), Evidence.read()))
    assert required, f"no scenario of {label} tests {key} = {format_value(value)}"
    runs = [r for r in runs if r.scenario.id in required]
    (_, bundled_value, _), = [c for c in changes(base, data) if c[0] == key]
    reference, ignoring = Reference(), IgnoresTheChange(key, bundled_value, data["game"])
    assert [r.id for r in runs if run_one(r, reference).status != "passed"] == []
    assert [r.id for r in runs if run_one(r, ignoring).status == "failed"], \
        f"an engine that plays {key} = {format_value(bundled_value)} passes {label}"


# (game, key, a value the bundled variants play, another value): values no house variant changes
# (the bundled variants all play them) whose scenarios an engine playing the other value fails.
BUNDLED_VALUES = [
    # dormant until an expansion is counted: the scenario counts one itself
    ("innovation", "teams.achievements.per_expansion", 1, 0),
    # the one tie-break: an engine with none fails the ties that achievements break
    ("innovation", "victory.score_tiebreak", ["achievements"], []),
]


@pytest.mark.parametrize("game,key,value,other", BUNDLED_VALUES, ids=[k for _, k, _, _ in BUNDLED_VALUES])
def test_an_engine_playing_another_value_fails_the_scenarios_that_require_a_bundled_one(game, key, value, other):
    by_id = {s.id: s for s in SCENARIOS}
    required = requiring(game, key, value, SCENARIOS, Evidence.read())
    assert required, f"no scenario requires {key} = {format_value(value)}"
    runs = [Run(by_id[i], variant) for i in required for variant in by_id[i].variants
            if variant in {v.id for v in bundled_variants() if same(v.flat.get(key), value)}]
    reference, other_engine = Reference(), IgnoresTheChange(key, other, game)
    assert [r.id for r in runs if run_one(r, reference).status != "passed"] == []
    assert [r.id for r in runs if run_one(r, other_engine).status == "failed"], \
        f"an engine that plays {key} = {format_value(other)} passes the scenarios of {format_value(value)}"


def test_check_of_a_configured_variant_says_what_tests_each_changed_rule(run_cli, tmp_path):
    features = str(ROOT / "features/innovation/common/dogma-bonus-house.feature")
    code, out, err = run_cli("check", "--variant", "deluxe", "--set", "dogma.sharing_bonus_draws=2",
                             "--features", features)
    assert code == 0, err
    assert "deluxe+dogma.sharing_bonus_draws=2: 1 scenario (dogma-bonus-house-two-draws) tests " \
           "dogma.sharing_bonus_draws = 2 (from 1)" in out
    report = tmp_path / "report.json"
    code, out, err = run_cli("check", "--variant", "deluxe", "--set", "dogma.sharing_bonus_draws=3",
                             "--features", features, "--out", str(report))
    assert code == 0, err
    assert "warning: deluxe+dogma.sharing_bonus_draws=3: no scenario tests dogma.sharing_bonus_draws = 3 " \
           "(from 1): an engine that ignores this change passes this check" in " ".join(out.split())
    changed = json.loads(report.read_text())["changed_rules"]
    assert changed == {"deluxe+dogma.sharing_bonus_draws=3": [
        {"key": "dogma.sharing_bonus_draws", "from": 1, "to": 3, "tested_by": 0, "scenarios": []}]}
