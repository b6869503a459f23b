"""Every parameter of both games has one plain-English statement and one rule area."""

from __future__ import annotations

import re

import pytest

from rulebook.reports.params import AREAS, area_of, model_of, parameter_units, unit_patterns
from rulebook.reports.phrases import PHRASES, statement
from rulebook.variants import bundled_paths, resolve

GAMES = ("innovation", "lost-legacy")


@pytest.mark.parametrize("game", GAMES)
def test_one_phrase_per_parameter(game):
    assert list(PHRASES[game]) and set(PHRASES[game]) == set(unit_patterns(model_of(game)))


@pytest.mark.parametrize("game", GAMES)
def test_every_parameter_has_a_rule_area(game):
    for pattern in unit_patterns(model_of(game)):
        assert area_of(game, pattern) in AREAS


@pytest.mark.parametrize("path", bundled_paths(), ids=lambda p: p.stem)
def test_statements_are_sentences_not_raw_values(path):
    variant = resolve(path).variant
    units = parameter_units(variant)
    for key, value in units.items():
        text = statement(variant.game, key, value, units)
        assert text[0].isupper() and text.endswith("."), (key, text)
        assert not re.search(r"\bNone\b|\bTrue\b|\bFalse\b|[\[\]{}]|_", text), (key, text)


@pytest.mark.parametrize("key, value, expected", [
    ("dogma.reveal_counts_as_change", True,
     "A card that a sharing opponent only reveals (without moving it) counts as a change, so it earns the "
     "sharing bonus."),
    ("splay.revealed.aslant", None, "There is no aslant splay."),
    ("special_achievements.conditions.Monument", {"kind": "top-cards-with-demand", "count": 4},
     "Monument: have 4 top cards that each have a demand effect."),
    ("special_achievements.conditions.Wonder", None, "Wonder is not in play."),
    ("victory.achievements.minimum", None, "The target has no stated minimum."),
    ("victory.achievements.per_player", -1, "One achievement fewer is needed for each player in the game."),
    ("setup.achievement_ages", [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
     "One card of each of ages 1 to 10 is set aside as a standard achievement (ten achievements)."),
    ("terminology.achieve", "dominate", "Calls the action that claims an achievement \u201cdominate\u201d."),
])
def test_innovation_statements(key, value, expected):
    assert statement("innovation", key, value) == expected


def test_statements_read_related_keys():
    units = {"actions.achieve_score_per_age": 5, "setup.first_turn_large_from": 4}
    assert "5 x age x (k + 1)" in statement("innovation", "actions.repeat_achievement_cost", "multiplied", units)
    assert statement("innovation", "setup.first_turn_one_action_large", 2, units) == (
        "In a game of 4 or more players, the first two players take a single action on their first turn.")


def test_lost_legacy_statements():
    speeds = {"1": 1, "2": 1, "3": 1, "4": 1, "5": 1, "6": 2, "7": 3, "8": 3, "X": 3}
    assert statement("lost-legacy", "composition.speeds", speeds) == (
        "A custom set has one card each of speeds 1 to 5, two cards of speed 6 and three cards each of "
        "speeds 7, 8 and X (16 cards).")
    assert statement("lost-legacy", "deck.sets", ["starship", "flying-garden"]) == (
        "The deck uses every card of The Starship and Flying Garden.")
