"""One test (or a few) per card effect, from an exact position to an exact position.

Positions are partial states: the listed deck is exactly the deck (top first) and the cards
placed nowhere wait out of play. Seats: A=0, B=1, C=2; the player to the left of s is s+1.
"""

from __future__ import annotations

import pytest
from ll_helpers import choose, new, pending, play, position, snapshot, types

from rulebook.errors import RefusedRequest

STARSHIP_LL = "Lost Legacy: The Starship"
GARDEN_LL = "Lost Legacy: Flying Garden"


# --- Girl of Fate, Sneak Attack, Wound: playing them does nothing ----------------------------------
@pytest.mark.parametrize("card,variant", [("Girl of Fate", "starship"), ("Sneak Attack", "starship"),
                                          ("Wound", "garden")])
def test_passive_cards_do_nothing_when_played(card, variant, request):
    game = new(request.getfixturevalue(variant),
               position([[card, "Search"], ["Old Map"]], deck=["Swordsman", "General"], ruins=["Shadow Thief"]))
    events = play(game, card)
    assert types(events) == ["play", "turn", "draw"]
    assert snapshot(game) == {"hands": [["Search"], ["Old Map", "Swordsman"]], "discards": [[card], []],
                              "deck": ["General"], "ruins": ["Shadow Thief"], "eliminated": [], "turn": 1}


# --- General --------------------------------------------------------------------------------------
def general_game(starship):
    return new(starship, position([["General", "Search"], ["Assault"]], deck=["Old Map", "Swordsman", "Search"],
                                  ruins=["Sneak Attack"]))


def test_general_looks_at_the_top_card_and_offers_a_secret_swap(starship):
    game = general_game(starship)
    events = play(game, "General")
    assert events[-1] == {"type": "look", "player": 0, "at": {"deck": 0}, "cards": ["Old Map"], "visible_to": [0]}
    assert pending(game) == {"player": 0, "kind": "exchange", "options": ["swap", "keep"], "min": 1, "max": 1,
                             "prompt": "Swap the top card of the deck with your hand card?"}
    assert game.state()["deck"][0] == {"card": "Old Map", "visible_to": [0]}


def test_general_keep(starship):
    game = general_game(starship)
    play(game, "General")
    events = choose(game, "keep")
    assert events[0] == {"type": "exchange", "player": 0, "at": {"deck": 0}, "swapped": False, "visible_to": [0]}
    assert snapshot(game) == {"hands": [["Search"], ["Assault", "Old Map"]], "discards": [["General"], []],
                              "deck": ["Swordsman", "Search"], "ruins": ["Sneak Attack"], "eliminated": [],
                              "turn": 1}
    # A saw the card B drew
    assert game.state()["players"][1]["hand"][1] == {"card": "Old Map", "visible_to": [0, 1]}


def test_general_swap(starship):
    game = general_game(starship)
    play(game, "General")
    choose(game, "swap")
    assert snapshot(game) == {"hands": [["Old Map"], ["Assault", "Search"]], "discards": [["General"], []],
                              "deck": ["Swordsman", "Search"], "ruins": ["Sneak Attack"], "eliminated": [],
                              "turn": 1}
    assert game.state()["players"][1]["hand"][1] == {"card": "Search", "visible_to": [0, 1]}


def test_general_with_an_empty_deck_does_nothing(starship):
    game = new(starship, position([["General", "Search"], ["Assault"]], deck=[], ruins=["Sneak Attack"]))
    events = play(game, "General")
    assert types(events) == ["play", "investigation"]
    assert pending(game)["kind"] == "investigate"


# --- Shadow Thief -----------------------------------------------------------------------------------
def thief_game(starship, b_hand, ruins=("Search", "Old Map"), players=2):
    hands = [["Shadow Thief", "Assault"], [b_hand]] + [["Old Map"]] * (players - 2)
    return new(starship, position(hands, deck=["Swordsman", "General"], ruins=list(ruins)))


def test_shadow_thief_options_are_other_hands_and_each_ruins_card(starship):
    game = thief_game(starship, "Search", players=3)
    play(game, "Shadow Thief")
    assert pending(game) == {"player": 0, "kind": "look-at", "min": 1, "max": 1,
                             "prompt": "Choose another player's hand card or a Ruins card to look at",
                             "options": [{"hand": 1}, {"hand": 2}, {"ruins": 0}, {"ruins": 1}]}


def test_shadow_thief_finds_the_lost_legacy_in_a_hand_and_wins(starship):
    game = thief_game(starship, STARSHIP_LL)
    play(game, "Shadow Thief")
    events = choose(game, {"hand": 1})
    assert events[0]["cards"] == [STARSHIP_LL]
    assert game.result == {"winners": [0], "reason": "card-effect"}
    assert game.moves() == {"player": None, "moves": []}


def test_shadow_thief_finds_the_lost_legacy_in_the_ruins_and_wins(starship):
    game = thief_game(starship, "Search", ruins=["Search", STARSHIP_LL])
    play(game, "Shadow Thief")
    choose(game, {"ruins": 1})
    assert game.result == {"winners": [0], "reason": "card-effect"}
    assert game.state()["ruins"][1] == {"card": STARSHIP_LL, "visible_to": [0]}


def test_shadow_thief_finding_something_else_does_nothing(starship):
    game = thief_game(starship, "Search")
    play(game, "Shadow Thief")
    events = choose(game, {"hand": 1})
    assert events[0] == {"type": "look", "player": 0, "at": {"hand": 1}, "cards": ["Search"],
                         "visible_to": [0, 1], "source": "Shadow Thief"}
    assert game.result is None
    assert snapshot(game) == {"hands": [["Assault"], ["Search", "Swordsman"]], "discards": [["Shadow Thief"], []],
                              "deck": ["General"], "ruins": ["Search", "Old Map"], "eliminated": [], "turn": 1}


# --- Swordsman --------------------------------------------------------------------------------------
def test_swordsman_eliminates_a_sneak_attack_holder_whose_effect_does_not_happen(starship):
    game = new(starship, position([["Swordsman", "Search"], ["Sneak Attack"], ["Old Map"]],
                                  deck=["General", "Assault"], ruins=["Search"]))
    play(game, "Swordsman")
    assert pending(game)["options"] == [1, 2] and pending(game)["kind"] == "target-player"
    events = choose(game, 1)
    assert "take" not in types(events)
    assert [e for e in events if e["type"] == "eliminate"] == [
        {"type": "eliminate", "player": 1, "cause": "Swordsman"}]
    assert snapshot(game) == {"hands": [["Search"], [], ["Old Map", "General"]],
                              "discards": [["Swordsman"], ["Sneak Attack"], []],
                              "deck": ["Assault"], "ruins": ["Search"], "eliminated": [1], "turn": 2}


def test_swordsman_on_another_card_does_nothing(starship):
    game = new(starship, position([["Swordsman", "Search"], ["Assault"]], deck=["General", "Assault"]))
    play(game, "Swordsman")
    choose(game, 1)
    assert snapshot(game) == {"hands": [["Search"], ["Assault", "General"]], "discards": [["Swordsman"], []],
                              "deck": ["Assault"], "ruins": [], "eliminated": [], "turn": 1}
    assert game.state()["players"][1]["hand"][0]["visible_to"] == [0, 1]


# --- Lost Legacy: The Starship ------------------------------------------------------------------------
def test_the_starship_cannot_be_played(starship):
    game = new(starship, position([[STARSHIP_LL, "Search"], ["Assault"]], deck=["General"]))
    assert game.moves() == {"player": 0, "moves": [{"type": "play", "card": "Search"}]}
    before = game.state()
    with pytest.raises(RefusedRequest) as info:
        play(game, STARSHIP_LL)
    assert info.value.code == "illegal_move" and info.value.message == f"{STARSHIP_LL} cannot be played"
    assert game.state() == before


# --- Old Map ------------------------------------------------------------------------------------------
def old_map_game(starship, ruins=("Sneak Attack",), deck=("General", "Swordsman", "Girl of Fate")):
    return new(starship, position([["Old Map", "Search"], ["Assault"]], deck=list(deck), ruins=list(ruins)), seed=5)


def test_old_map_puts_the_top_card_into_the_ruins_then_offers_a_shuffle(starship):
    game = old_map_game(starship)
    events = play(game, "Old Map")
    assert events[1:] == [
        {"type": "look", "player": 0, "at": {"deck": 0}, "cards": ["General"], "visible_to": [0]},
        {"type": "to_ruins", "player": 0, "source": {"deck": 0}, "cards": ["General"], "visible_to": [0]}]
    assert pending(game) == {"player": 0, "kind": "shuffle-ruins", "prompt": "Shuffle the Ruins?",
                             "options": ["shuffle", "keep"], "min": 1, "max": 1}
    assert game.state()["ruins"] == [{"card": "Sneak Attack", "visible_to": []}, {"card": "General", "visible_to": [0]}]


def test_old_map_keep(starship):
    game = old_map_game(starship)
    play(game, "Old Map")
    choose(game, "keep")
    assert snapshot(game) == {"hands": [["Search"], ["Assault", "Swordsman"]], "discards": [["Old Map"], []],
                              "deck": ["Girl of Fate"], "ruins": ["Sneak Attack", "General"], "eliminated": [],
                              "turn": 1}
    assert game.state()["ruins"][1]["visible_to"] == [0]


def test_old_map_shuffle_hides_which_ruins_card_is_which(starship):
    game = old_map_game(starship)
    play(game, "Old Map")
    events = choose(game, "shuffle")
    assert events[0] == {"type": "shuffle", "player": 0, "zone": "ruins"}
    ruins = game.state()["ruins"]
    assert sorted(s["card"] for s in ruins) == ["General", "Sneak Attack"]
    assert all(s["visible_to"] == [] for s in ruins)


def test_old_map_into_empty_ruins_offers_no_shuffle(starship):
    game = old_map_game(starship, ruins=())
    events = play(game, "Old Map")
    assert types(events) == ["play", "look", "to_ruins", "turn", "draw"]
    assert snapshot(game)["ruins"] == ["General"]


def test_old_map_with_an_empty_deck_only_offers_the_shuffle(starship):
    game = old_map_game(starship, ruins=("Sneak Attack", "General"), deck=())
    events = play(game, "Old Map")
    assert types(events) == ["play"]
    assert pending(game)["kind"] == "shuffle-ruins"
    choose(game, "keep")
    assert pending(game)["kind"] == "investigate"


# --- Search -------------------------------------------------------------------------------------------
def search_game(starship):
    return new(starship, position([["Search", "Assault"], ["Old Map"]], deck=["General", "Swordsman"],
                                  ruins=["Sneak Attack", STARSHIP_LL]))


def test_search_looks_at_a_chosen_ruins_card(starship):
    game = search_game(starship)
    play(game, "Search")
    assert pending(game) == {"player": 0, "kind": "ruins-card", "prompt": "Choose a Ruins card to look at",
                             "options": [{"ruins": 0}, {"ruins": 1}], "min": 1, "max": 1}
    events = choose(game, {"ruins": 1})
    assert events == [{"type": "look", "player": 0, "at": {"ruins": 1}, "cards": [STARSHIP_LL], "visible_to": [0]}]
    assert pending(game)["kind"] == "exchange" and pending(game)["options"] == ["swap", "keep"]


def test_search_swap(starship):
    game = search_game(starship)
    play(game, "Search")
    choose(game, {"ruins": 1})
    events = choose(game, "swap")
    assert events[0] == {"type": "exchange", "player": 0, "at": {"ruins": 1}, "swapped": True, "visible_to": [0]}
    assert snapshot(game) == {"hands": [[STARSHIP_LL], ["Old Map", "General"]], "discards": [["Search"], []],
                              "deck": ["Swordsman"], "ruins": ["Sneak Attack", "Assault"], "eliminated": [],
                              "turn": 1}
    assert game.state()["ruins"][1] == {"card": "Assault", "visible_to": [0]}


def test_search_keep(starship):
    game = search_game(starship)
    play(game, "Search")
    choose(game, {"ruins": 1})
    choose(game, "keep")
    assert snapshot(game)["hands"] == [["Assault"], ["Old Map", "General"]]
    assert snapshot(game)["ruins"] == ["Sneak Attack", STARSHIP_LL]


def test_search_with_empty_ruins_does_nothing(starship):
    game = new(starship, position([["Search", "Assault"], ["Old Map"]], deck=["General", "Swordsman"]))
    assert types(play(game, "Search")) == ["play", "turn", "draw"]


# --- Assault ------------------------------------------------------------------------------------------
def assault_game(starship, b_card="Old Map"):
    return new(starship, position([["Assault", "Search"], [b_card], ["General"]], deck=["Swordsman", "Girl of Fate"]))


def test_assault_looks_then_swaps(starship):
    game = assault_game(starship)
    play(game, "Assault")
    assert pending(game)["options"] == [1, 2]
    events = choose(game, 1)
    assert events[0]["cards"] == ["Old Map"] and events[0]["visible_to"] == [0, 1]
    assert pending(game) == {"player": 0, "kind": "exchange", "prompt": "Swap your hand card with theirs?",
                             "options": ["swap", "keep"], "min": 1, "max": 1}
    events = choose(game, "swap")
    assert events[0] == {"type": "exchange", "player": 0, "at": {"hand": 1}, "swapped": True, "visible_to": [0, 1]}
    assert snapshot(game) == {"hands": [["Old Map"], ["Search", "Swordsman"], ["General"]],
                              "discards": [["Assault"], [], []], "deck": ["Girl of Fate"], "ruins": [],
                              "eliminated": [], "turn": 1}
    hands = game.state()["players"]
    assert hands[0]["hand"][0]["visible_to"] == [0, 1] and hands[1]["hand"][0]["visible_to"] == [0, 1]


def test_assault_keep(starship):
    game = assault_game(starship)
    play(game, "Assault")
    choose(game, 1)
    choose(game, "keep")
    assert snapshot(game)["hands"] == [["Search"], ["Old Map", "Swordsman"], ["General"]]


# --- Curse (Flying Garden) ----------------------------------------------------------------------------
def curse_game(garden, b_card="Old Map"):
    return new(garden, position([["Curse", "Search"], [b_card], ["General"]], deck=["Swordsman", "Search"]))


def test_curse_chooses_any_player_then_a_number(garden):
    game = curse_game(garden)
    play(game, "Curse")
    assert pending(game) == {"player": 0, "kind": "target-player", "prompt": "Choose a player whose hand you look at",
                             "options": [0, 1, 2], "min": 1, "max": 1}
    choose(game, 1)
    assert pending(game) == {"player": 0, "kind": "name-speed", "prompt": "Name a speed from 1 to 8",
                             "options": [1, 2, 3, 4, 5, 6, 7, 8], "min": 1, "max": 1}


def test_curse_naming_the_speed_eliminates(garden):
    game = curse_game(garden)
    play(game, "Curse")
    choose(game, 1)
    events = choose(game, 6)
    assert events[0] == {"type": "name", "player": 0, "target": 1, "number": 6}
    assert snapshot(game) == {"hands": [["Search"], [], ["General", "Swordsman"]],
                              "discards": [["Curse"], ["Old Map"], []], "deck": ["Search"], "ruins": [],
                              "eliminated": [1], "turn": 2}


def test_curse_naming_another_speed_does_nothing(garden):
    game = curse_game(garden)
    play(game, "Curse")
    choose(game, 1)
    choose(game, 7)
    assert snapshot(game)["eliminated"] == [] and snapshot(game)["turn"] == 1


@pytest.mark.parametrize("number", range(1, 9))
def test_curse_never_matches_an_x_card(garden, number):
    game = curse_game(garden, b_card="Wound")
    play(game, "Curse")
    choose(game, 1)
    choose(game, number)
    assert snapshot(game)["eliminated"] == []


def test_curse_on_yourself(garden):
    game = curse_game(garden)
    play(game, "Curse")
    choose(game, 0)
    choose(game, 7)
    assert snapshot(game)["eliminated"] == [0]
    assert snapshot(game)["discards"][0] == ["Search", "Curse"]


# --- Wound (Flying Garden) ----------------------------------------------------------------------------
def test_a_second_wound_in_your_discards_eliminates_you(garden):
    game = new(garden, position([["Wound", "Search"], ["Old Map"], ["General"]], deck=["Swordsman", "Search"],
                                discards=[["Wound", "Curse"], [], []]))
    events = play(game, "Wound")
    assert types(events)[:4] == ["play", "eliminate", "discard", "turn"]
    assert snapshot(game) == {"hands": [[], ["Old Map", "Swordsman"], ["General"]],
                              "discards": [["Search", "Wound", "Wound", "Curse"], [], []], "deck": ["Search"],
                              "ruins": [], "eliminated": [0], "turn": 1}


# --- Lost Legacy: Flying Garden -----------------------------------------------------------------------
def test_playing_the_flying_garden_shuffles_it_into_the_ruins(garden):
    game = new(garden, position([[GARDEN_LL, "Search"], ["Old Map"]], deck=["Swordsman", "Search"],
                                ruins=["Wound"]), seed=3)
    events = play(game, GARDEN_LL)
    assert types(events) == ["play", "to_ruins", "shuffle", "turn", "draw"]
    assert events[1] == {"type": "to_ruins", "player": 0, "source": {"discard": 0}, "cards": [GARDEN_LL]}
    snap = snapshot(game)
    assert sorted(snap["ruins"]) == [GARDEN_LL, "Wound"] and snap["discards"] == [[], []]
    assert snap["hands"] == [["Search"], ["Old Map", "Swordsman"]]
    assert all(s["visible_to"] == [] for s in game.state()["ruins"])


def test_an_eliminated_flying_garden_goes_to_the_ruins_not_the_deck(garden):
    game = new(garden, position([["Curse", "Search"], [GARDEN_LL], ["General"]], deck=["Swordsman", "Search"],
                                ruins=["Wound"]), seed=3)
    play(game, "Curse")
    choose(game, 1)
    choose(game, 5)
    assert {"type": "to_ruins", "player": 1, "source": {"hand": 1}, "cards": [GARDEN_LL]} in game.log
    snap = snapshot(game)
    assert snap["eliminated"] == [1] and snap["discards"][1] == []
    assert sorted(snap["ruins"]) == [GARDEN_LL, "Wound"] and snap["deck"] == ["Search"]
