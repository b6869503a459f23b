"""Elimination: the turn ends and passes left of the current player; the hand card is discarded
face up, a Lost Legacy goes back into the deck; the last player standing wins."""

from __future__ import annotations

from ll_helpers import choose, new, pending, play, position, snapshot, types

STARSHIP_LL = "Lost Legacy: The Starship"


def test_the_turn_passes_left_of_the_current_player_not_of_the_eliminated_one(starship):
    # A (seat 0) eliminates C (seat 2): the next turn is B's, left of A.
    game = new(starship, position([["Swordsman", "Search"], ["Old Map"], ["Sneak Attack"], ["General"]],
                                  deck=["Assault", "Search"]))
    play(game, "Swordsman")
    events = choose(game, 2)
    assert types(events) == ["look", "eliminate", "discard", "turn", "draw"]
    assert events[-2] == {"type": "turn", "player": 1, "number": 2}
    assert game.moves()["player"] == 1


def test_when_the_current_player_is_eliminated_the_player_to_their_left_plays_next(starship):
    # A assaults C, who holds Sneak Attack: A is out and B (left of A) plays next.
    game = new(starship, position([["Assault", "Search"], ["Old Map"], ["Sneak Attack"], ["General"]],
                                  deck=["Assault", "Search"]))
    play(game, "Assault")
    choose(game, 2)
    assert snapshot(game) == {"hands": [[], ["Old Map", "Assault"], ["Search"], ["General"]],
                              "discards": [["Assault"], [], ["Sneak Attack"], []], "deck": ["Search"],
                              "ruins": [], "eliminated": [0], "turn": 1}


def test_an_eliminated_players_hand_card_is_discarded_face_up(starship):
    game = new(starship, position([["Swordsman", "Search"], ["Sneak Attack"], ["General"]], deck=["Assault"]))
    play(game, "Swordsman")
    choose(game, 1)
    assert game.state()["players"][1]["discard"] == [{"card": "Sneak Attack", "flipped": False}]
    assert game.state()["players"][1]["hand"] == []


def test_girl_of_fates_holder_is_eliminated_and_she_is_discarded(starship):
    game = new(starship, position([["Shadow Thief", "Search"], ["Girl of Fate"], [STARSHIP_LL]],
                                  deck=["Assault", "General", "Old Map"]))
    play(game, "Shadow Thief")
    choose(game, {"hand": 1})
    assert snapshot(game)["eliminated"] == [1]
    assert snapshot(game)["discards"][1] == ["Girl of Fate"]
    assert game.result is None and game.moves()["player"] == 2


def test_eliminating_the_starship_holder_shuffles_it_into_the_deck(mixed):
    game = new(mixed, position([["Curse", "Search"], [STARSHIP_LL], ["Old Map"]], deck=["General", "Swordsman"]),
               seed=4)
    play(game, "Curse")
    choose(game, 1)
    events = choose(game, 5)
    assert types(events)[:6] == ["name", "look", "eliminate", "to_deck", "shuffle", "turn"]
    assert events[3] == {"type": "to_deck", "player": 1, "card": STARSHIP_LL}
    snap = snapshot(game)
    assert snap["eliminated"] == [1] and snap["discards"][1] == []
    assert STARSHIP_LL in snap["deck"] or STARSHIP_LL in snap["hands"][2]
    assert sorted(snap["deck"] + snap["hands"][2]) == sorted(["General", "Swordsman", STARSHIP_LL, "Old Map"])
    assert all(s["visible_to"] == [] for s in game.state()["deck"])


def test_the_last_player_standing_wins(starship):
    game = new(starship, position([["Swordsman", "Search"], ["Sneak Attack"]], deck=["General", "Assault"]))
    play(game, "Swordsman")
    events = choose(game, 1)
    assert events[-1] == {"type": "game_over", "winners": [0], "reason": "elimination"}
    assert game.result == {"winners": [0], "reason": "elimination"}
    assert game.state()["turn"]["phase"] == "over" and game.state()["pending"] is None


def test_an_elimination_ends_the_turn_before_the_rest_of_the_effect(starship):
    # Assault on a Girl of Fate holder: the holder is out, and no swap is offered.
    game = new(starship, position([["Assault", "Search"], ["Girl of Fate"], ["Old Map"]], deck=["General"]))
    play(game, "Assault")
    events = choose(game, 1)
    assert "exchange" not in types(events) and pending(game) is None
    assert game.moves()["player"] == 2


def test_an_elimination_with_an_empty_deck_starts_the_investigation(starship):
    game = new(starship, position([["Swordsman", "Search"], ["Sneak Attack"], ["Old Map"]], deck=[]))
    play(game, "Swordsman")
    events = choose(game, 1)
    assert types(events)[-1] == "investigation"
    assert pending(game)["kind"] == "investigate"


def test_a_lost_legacy_shuffled_back_keeps_the_round_going_when_the_deck_was_empty(mixed):
    game = new(mixed, position([["Curse", "Search"], [STARSHIP_LL], ["Old Map"]], deck=[]))
    play(game, "Curse")
    choose(game, 1)
    choose(game, 5)
    assert game.state()["turn"]["phase"] == "play" and game.moves()["player"] == 2
    assert snapshot(game)["hands"][2] == ["Old Map", STARSHIP_LL] and snapshot(game)["deck"] == []


def test_sneak_attack_takes_a_losers_lost_legacy_instead_of_it_going_to_the_deck(starship):
    game = new(starship, position([["Assault", STARSHIP_LL], ["Sneak Attack"], ["Old Map"]], deck=["General"]))
    play(game, "Assault")
    choose(game, 1)
    snap = snapshot(game)
    assert snap["eliminated"] == [0] and snap["hands"][1] == [STARSHIP_LL, "General"]
    assert game.state()["players"][1]["hand"][0]["visible_to"] == [0, 1]
