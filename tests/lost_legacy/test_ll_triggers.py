"""Girl of Fate, Sneak Attack and Swordsman; Saint's discard trigger (with a test card, since the
real Saint's speed and effect are not known yet)."""

from __future__ import annotations

import pytest
from ll_helpers import choose, new, pending, play, position, snapshot, types

from rulebook.errors import RefusedRequest


@pytest.mark.parametrize("card,target", [("Assault", 1), ("Shadow Thief", {"hand": 1}), ("Swordsman", 1)])
def test_girl_of_fate_eliminates_her_holder_whatever_card_looks(starship, card, target):
    game = new(starship, position([[card, "Search"], ["Girl of Fate"], ["Old Map"]], deck=["General"]))
    play(game, card)
    events = choose(game, target)
    assert [e for e in events if e["type"] in ("trigger", "eliminate")] == [
        {"type": "trigger", "player": 1, "card": "Girl of Fate", "looker": 0, "source": card},
        {"type": "eliminate", "player": 1, "cause": "Girl of Fate"}]
    assert snapshot(game)["eliminated"] == [1] and snapshot(game)["discards"][1] == ["Girl of Fate"]


@pytest.mark.parametrize("card,target", [("Assault", 1), ("Shadow Thief", {"hand": 1})])
def test_sneak_attack_eliminates_the_looker_and_takes_their_hand_card(starship, card, target):
    game = new(starship, position([[card, "Search"], ["Sneak Attack"], ["Old Map"]], deck=["General"]))
    play(game, card)
    events = choose(game, target)
    assert types(events) == ["look", "trigger", "discard", "take", "eliminate", "turn", "draw"]
    assert events[3] == {"type": "take", "player": 1, "source": {"hand": 0}, "cards": ["Search"], "visible_to": [0, 1]}
    assert snapshot(game) == {"hands": [[], ["Search", "General"], ["Old Map"]],
                              "discards": [[card], ["Sneak Attack"], []], "deck": [], "ruins": [],
                              "eliminated": [0], "turn": 1}


def test_sneak_attack_against_the_last_opponent_wins_the_round(starship):
    game = new(starship, position([["Assault", "Search"], ["Sneak Attack"]], deck=["General"]))
    play(game, "Assault")
    choose(game, 1)
    assert game.result == {"winners": [1], "reason": "elimination"}


def test_swordsman_cancels_sneak_attack(starship):
    game = new(starship, position([["Swordsman", "Search"], ["Sneak Attack"], ["Old Map"]], deck=["General"]))
    play(game, "Swordsman")
    events = choose(game, 1)
    assert "trigger" not in types(events) and "take" not in types(events)
    assert snapshot(game)["eliminated"] == [1] and snapshot(game)["hands"][0] == ["Search"]


def test_curse_looks_trigger_sneak_attack_and_girl_of_fate(mixed):
    game = new(mixed, position([["Curse", "Search"], ["Sneak Attack"], ["Girl of Fate"]], deck=["General"]))
    play(game, "Curse")
    choose(game, 1)
    choose(game, 3)
    assert snapshot(game)["eliminated"] == [0] and snapshot(game)["hands"][1] == ["Search", "General"]
    game = new(mixed, position([["Curse", "Search"], ["Old Map"], ["Girl of Fate"]], deck=["General"]))
    play(game, "Curse")
    choose(game, 2)
    choose(game, 8)
    assert snapshot(game)["eliminated"] == [2]


def test_looking_at_your_own_hand_triggers_nothing(mixed):
    # Curse on yourself while holding Sneak Attack: no trigger (only another player's look).
    game = new(mixed, position([["Curse", "Sneak Attack"], ["Old Map"]], deck=["General"]))
    play(game, "Curse")
    choose(game, 0)
    events = choose(game, 1)
    assert "trigger" not in types(events) and snapshot(game)["eliminated"] == []


# --- Saint (a test card with a known effect stands in for it) ----------------------------------------
def saint_game(saint_world, a_discard=("Saint",)):
    variant, catalog = saint_world
    return new(variant, position([["Assault", "Search"], ["Sneak Attack"], ["Necromancer"]],
                                 deck=["Old Map", "Swordsman", "Assault"],
                                 discards=[list(a_discard), [], []]), catalog=catalog)


def test_saint_triggers_from_the_discard_pile_when_its_player_is_eliminated_then_flips(saint_world):
    game = saint_game(saint_world)
    play(game, "Assault")
    events = choose(game, 1)                         # Sneak Attack: A is eliminated
    assert types(events)[4:9] == ["eliminate", "trigger", "saint_blessing", "to_ruins", "flip"]
    assert events[5] == {"type": "trigger", "player": 0, "card": "Saint", "cause": "eliminated"}
    state = game.state()
    assert state["players"][0]["discard"] == [{"card": "Assault", "flipped": False},
                                              {"card": "Saint", "flipped": True}]
    assert [s["card"] for s in state["ruins"]] == ["Old Map"]


def test_a_flipped_saint_can_still_be_targeted(saint_world):
    game = saint_game(saint_world)
    play(game, "Assault")
    choose(game, 1)
    play(game, "Search")                              # B looks at the Ruins card Saint moved there
    choose(game, {"ruins": 0})
    choose(game, "keep")
    play(game, "Necromancer")
    assert {"discard": 0, "card": "Saint"} in pending(game)["options"]
    choose(game, {"discard": 0, "card": "Saint"})
    assert snapshot(game)["hands"][2] == ["Assault", "Saint"]
    assert game.state()["players"][0]["discard"] == [{"card": "Assault", "flipped": False}]


def test_a_saint_in_play_does_not_trigger_while_its_player_stays(saint_world):
    variant, catalog = saint_world
    game = new(variant, position([["Saint", "Search"], ["Old Map"]], deck=["Assault", "Swordsman"]), catalog=catalog)
    assert types(play(game, "Saint")) == ["play", "turn", "draw"]


def test_a_saint_already_flipped_does_not_trigger_again(saint_world):
    variant, catalog = saint_world
    game = new(variant, position([["Assault", "Search"], ["Sneak Attack"], ["Old Map"]], deck=["Swordsman"],
                                 discards=[[{"card": "Saint", "flipped": True}], [], []]), catalog=catalog)
    play(game, "Assault")
    events = choose(game, 1)
    assert "saint_blessing" not in types(events)


def test_only_a_discard_trigger_card_can_be_given_flipped(starship):
    with pytest.raises(RefusedRequest) as info:
        new(starship, position([["Search"], ["Old Map"]], discards=[[{"card": "Assault", "flipped": True}], []]))
    assert info.value.code == "bad_request"
    assert "only a card that triggers from the discard pile can be flipped, not 'Assault'" in info.value.message
