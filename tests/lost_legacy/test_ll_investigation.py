"""The investigation: ascending speed, tied speeds and X never investigate, any hand (one's own
included) or a Ruins card, finding the Lost Legacy wins, nobody finding it means everyone loses."""

from __future__ import annotations

import pytest
from ll_helpers import choose, new, pending, play, position, types

STARSHIP_LL = "Lost Legacy: The Starship"


def investigation(starship, hands, ruins=("Old Map",), turn=0):
    return new(starship, position(hands, deck=[], ruins=list(ruins), turn=turn, phase="investigation"))


def test_order_is_by_ascending_speed_and_x_never_investigates(starship):
    game = investigation(starship, [["Search"], ["Girl of Fate"], ["Assault"], ["Sneak Attack"]])
    assert game.state()["investigation"] == {"order": [1, 0, 2], "skipped": [3], "done": []}
    assert pending(game) == {
        "player": 1, "kind": "investigate", "min": 1, "max": 1,
        "prompt": "Investigate: choose a hand card (yours included) or a Ruins card to reveal",
        "options": [{"hand": 0}, {"hand": 1}, {"hand": 2}, {"hand": 3}, {"ruins": 0}]}


def test_tied_speeds_do_not_investigate_at_all(starship):
    game = investigation(starship, [["Search"], ["Search"], ["Old Map"], ["Assault"]])
    assert game.state()["investigation"] == {"order": [2, 3], "skipped": [0, 1], "done": []}


def test_everyone_tied_or_x_means_nobody_investigates_and_everyone_loses(starship):
    game = investigation(starship, [["Search"], ["Search"], ["Sneak Attack"]], ruins=[STARSHIP_LL])
    assert game.result == {"winners": [], "reason": "nobody-found"}
    assert game.log[-2:] == [{"type": "investigation", "order": [], "skipped": [0, 1, 2]},
                             {"type": "game_over", "winners": [], "reason": "nobody-found"}]


def test_investigating_your_own_lost_legacy_wins(starship):
    game = investigation(starship, [["Search"], [STARSHIP_LL]])
    assert pending(game)["player"] == 1            # speed 5 before speed 7
    events = choose(game, {"hand": 1})
    assert events == [{"type": "investigate", "player": 1, "at": {"hand": 1}, "cards": [STARSHIP_LL]},
                      {"type": "game_over", "winners": [1], "reason": "investigation"}]


def test_finding_it_in_the_ruins_wins(starship):
    game = investigation(starship, [["Search"], ["Old Map"]], ruins=["Assault", STARSHIP_LL])
    choose(game, {"ruins": 1})                    # B (speed 6) first
    assert game.result == {"winners": [1], "reason": "investigation"}


def test_a_miss_passes_to_the_next_speed_and_the_card_is_revealed_to_all(starship):
    game = investigation(starship, [[STARSHIP_LL], ["Girl of Fate"], ["Assault"]], ruins=["Old Map"])
    assert game.state()["investigation"]["order"] == [1, 0, 2]
    events = choose(game, {"ruins": 0})
    assert events == [{"type": "investigate", "player": 1, "at": {"ruins": 0}, "cards": ["Old Map"]}]
    assert game.state()["ruins"][0]["visible_to"] == [0, 1, 2]
    assert game.state()["investigation"]["done"] == [1]
    assert pending(game)["player"] == 0
    choose(game, {"hand": 0})
    assert game.result == {"winners": [0], "reason": "investigation"}


def test_nobody_finding_it_means_everyone_loses(starship):
    game = investigation(starship, [["Search"], ["Old Map"]], ruins=[STARSHIP_LL])
    choose(game, {"hand": 0})
    choose(game, {"hand": 1})
    assert game.result == {"winners": [], "reason": "nobody-found"}


def test_eliminated_players_neither_investigate_nor_can_be_investigated(starship):
    game = new(starship, position([["Girl of Fate"], [], ["Assault"]], deck=[], ruins=["Old Map"],
                                  eliminated=[1], discards=[[], ["Search"], []], phase="investigation"))
    assert game.state()["investigation"] == {"order": [0, 2], "skipped": [], "done": []}
    assert pending(game)["options"] == [{"hand": 0}, {"hand": 2}, {"ruins": 0}]


def test_the_investigation_starts_when_the_deck_is_empty_at_the_end_of_a_turn(starship):
    game = new(starship, position([["Search"], ["Old Map"]], deck=["Assault"], turn=1,
                                  phase="draw"))
    assert game.moves()["player"] == 1 and game.state()["deck"] == []
    play(game, "Assault")
    choose(game, 0)
    events = choose(game, "keep")
    assert types(events) == ["exchange", "investigation"]
    assert game.state()["turn"]["phase"] == "investigation"


@pytest.mark.parametrize("targets,options", [
    (["ruins"], [{"ruins": 0}]),
    (["hand"], [{"hand": 1}]),
    (["own-hand", "ruins"], [{"hand": 0}, {"ruins": 0}]),
])
def test_investigation_targets_follow_the_variant(starship, targets, options):
    variant = starship.model_copy(update={"investigation": starship.investigation.model_copy(
        update={"targets": targets})})
    game = investigation(variant, [["Girl of Fate"], ["Assault"]])
    assert pending(game)["options"] == options


def test_a_variant_where_ties_investigate_keeps_clockwise_order_among_them(starship):
    variant = starship.model_copy(update={"investigation": starship.investigation.model_copy(
        update={"tied_speeds_skip": False, "x_never": False})})
    game = investigation(variant, [["Search"], ["Sneak Attack"], ["Search"], ["Old Map"]], turn=1)
    # clockwise from the left of seat 1: 2, 3, 0; X counts after 8
    assert game.state()["investigation"]["order"] == [3, 2, 0, 1]
