"""The fifteen age-0 cards of the fourth edition (engine/innovation/sets/base_ultimate/age00.py),
played below the protocol in a Figures game with the age-0 deck in play (as after Bear Grylls),
and the age-0 icon (meat) counted like the others."""

from __future__ import annotations

import pytest

from rulebook.innovation import Game, check_conservation
from rulebook.innovation.icons import board_icons
from rulebook.variants import load_variant

VARIANT = load_variant("ultimate-figures")
TURN = {"number": 5, "player": 0, "actions_left": 2}


@pytest.fixture
def zero_game():
    """A Figures game from a position with age 0 in play (an age-0 pile listed), the age-0
    deck holding exactly `zero` (top first); other age-0 cards placed nowhere are out of play."""
    def make(state, zero=(), players=2):
        state = {"turn": TURN, **state, "supply": {"0": list(zero), **state.get("supply", {})}}
        return Game.new(VARIANT, ["Alice", "Bob", "Cleo"][:players], 1, state=state)
    return make


def _pending(game):
    pending = game.moves().get("pending")
    return None if pending is None else (pending["player"], pending["options"], pending["min"], pending["max"])


def _choose(game, *choice):
    return game.play({"type": "choose", "choice": list(choice)})


def _player(game, seat):
    return game.state()["players"][seat]


def _pile(game, seat, color):
    pile = _player(game, seat)["board"].get(color)
    return pile["cards"] if pile else []


# --- the age-0 icon ---------------------------------------------------------------------------------

def test_the_meat_is_counted_and_featured_icons_compare_it(zero_game):
    game = zero_game({"players": [{"board": {"red": {"cards": ["Fire"]}, "green": {"cards": ["Hunting"]}}},
                                  {"board": {"yellow": {"cards": ["Skinning", "Fresh Water"], "splay": "left"}}}]})
    gs = game._gs
    # Fire and Hunting show 2 meat each; Skinning 2, Fresh Water's top-left meat is hidden by a left splay
    assert (board_icons(gs, 0)["meat"], board_icons(gs, 1)["meat"]) == (4, 2)


def test_climatology_may_name_the_meat_once_age_zero_is_in_play(zero_game):
    game = zero_game({"players": [{"board": {"blue": {"cards": ["Climatology"]}}},
                                  {"board": {"red": {"cards": ["Fire"]}, "green": {"cards": ["Hunting"]}}}],
                      "supply": {"11": ["Fusion"]}})
    game.play({"type": "dogma", "card": "Climatology"})
    player, options, _, _ = _pending(game)
    assert player == 0 and "meat" in options
    _choose(game, "meat")
    assert _pending(game) == (1, ["Fire", "Hunting"], 2, 2)     # both go under the age-0 deck: Bob orders them
    _choose(game, "Hunting", "Fire")
    assert _player(game, 1)["board"] == {} and game.state()["supply"]["0"] == ["Hunting", "Fire"]


# --- Curing ---------------------------------------------------------------------------------------

def test_curing_scores_another_top_card_with_a_meat_then_may_swap_the_hand(zero_game):
    game = zero_game({"players": [{"board": {"blue": {"cards": ["Curing"]}, "red": {"cards": ["Fire"]},
                                             "green": {"cards": ["Hunting"]}}, "hand": ["Tools", "Writing"]},
                                  {"score": ["Mathematics", "Calendar", "Sailing"]}]})
    game.play({"type": "dogma", "card": "Curing"})
    assert _pending(game) == (0, ["Fire", "Hunting"], 1, 1)      # not Curing itself
    _choose(game, "Fire")
    assert _pending(game) == (0, ["Bob"], 0, 1)
    _choose(game, "Bob")
    alice, bob = game.state()["players"]
    assert alice["score"] == ["Fire"] and sorted(alice["hand"]) == ["Calendar", "Mathematics"]
    assert sorted(bob["score"]) == ["Sailing", "Tools", "Writing"]
    check_conservation(game)


def test_curing_swap_declined_and_lost_without_another_meat(zero_game):
    game = zero_game({"players": [{"board": {"blue": {"cards": ["Curing"]}, "red": {"cards": ["Fire"]}},
                                   "hand": ["Tools"]}, {"score": ["Sailing"]}]})
    game.play({"type": "dogma", "card": "Curing"})
    _choose(game)                                               # declines the swap
    assert _player(game, 0)["hand"] == ["Tools"] and _player(game, 0)["score"] == ["Fire"]
    game = zero_game({"players": [{"board": {"blue": {"cards": ["Curing"]}, "red": {"cards": ["Archery"]}}}]})
    game.play({"type": "dogma", "card": "Curing"})
    assert game.result == {"winners": [1], "reason": "elimination"}


# --- First Aid -----------------------------------------------------------------------------------

@pytest.mark.parametrize("hand, melds", [([], True), (["Oars"], False), (["Tools"], True)])
def test_first_aid_melds_the_one_card_of_the_returned_colour_or_loses(zero_game, hand, melds):
    game = zero_game({"players": [{"board": {"blue": {"cards": ["First Aid"]}, "red": {"cards": ["Archery"]}},
                                   "hand": hand}]}, zero=["Fire"])
    game.play({"type": "dogma", "card": "First Aid"})
    _choose(game, "Archery")
    if melds:                           # Fire is the only red card in hand
        assert _pile(game, 0, "red") == ["Fire"] and game.result is None
    else:                               # Fire and Oars: two red cards
        assert game.result == {"winners": [1], "reason": "elimination"}


def test_first_aid_loses_when_no_card_has_the_returned_colour(zero_game):
    game = zero_game({"players": [{"board": {"blue": {"cards": ["First Aid"]}, "red": {"cards": ["Archery"]}}},
                                  {}, {}]}, zero=["Fishing"], players=3)
    game.play({"type": "dogma", "card": "First Aid"})
    _choose(game, "Archery")
    assert _player(game, 0)["eliminated"] and game.result is None
    assert "Fishing" in game.state()["junk"] and "Archery" in game.state()["supply"]["1"]


# --- Knots ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("score, draws", [(["Archery", "Tools"], True), (["Archery"], False)])
def test_knots_reveals_a_score_card_of_a_board_colour_to_draw_a_1(zero_game, score, draws):
    game = zero_game({"players": [{"board": {"blue": {"cards": ["Knots"]}}, "score": score}],
                      "supply": {"1": ["Sailing"]}})
    events = game.play({"type": "dogma", "card": "Knots"})
    assert (("reveal", "Tools") in [(e["type"], e.get("card")) for e in events]) is draws
    assert _player(game, 0)["hand"] == (["Sailing"] if draws else [])


# --- Fire ----------------------------------------------------------------------------------------

def test_fire_demand_reveal_then_meld_of_a_board_colour(zero_game):
    game = zero_game({"players": [{"board": {"red": {"cards": ["Fire"]}}, "hand": ["Archery", "Writing"]},
                                  {"hand": ["Fishing", "Stone Knives", "Tools"]}]})
    game.play({"type": "dogma", "card": "Fire"})
    # Stone Knives is red (Alice has red) and of value 0: not revealable
    assert _pending(game) == (1, ["Fishing", "Tools"], 1, 1)
    events = _choose(game, "Fishing")
    assert ("reveal", "Fishing") in [(e["type"], e.get("card")) for e in events]
    assert _pile(game, 0, "red") == ["Archery", "Fire"] and _player(game, 1)["eliminated"] is False


def test_fire_demand_without_a_card_to_reveal_loses(zero_game):
    game = zero_game({"players": [{"board": {"red": {"cards": ["Fire"]}}, "hand": ["Archery"]},
                                  {"hand": ["Stone Knives"]}, {"hand": ["Tools"]}]}, players=3)
    game.play({"type": "dogma", "card": "Fire"})
    assert _player(game, 1)["eliminated"] and not _player(game, 2)["eliminated"]


def test_fire_without_a_card_of_a_board_colour_loses(zero_game):
    game = zero_game({"players": [{"board": {"red": {"cards": ["Fire"]}}, "hand": ["Writing"]}, {"hand": ["Tools"]}]})
    game.play({"type": "dogma", "card": "Fire"})
    assert game.result == {"winners": [1], "reason": "elimination"}


# --- Stone Knives --------------------------------------------------------------------------------

@pytest.mark.parametrize("bob_green, skinning", [(["Clothing"], True), ([], False)])
def test_stone_knives_takes_the_top_card_of_the_revealed_colour(zero_game, bob_green, skinning):
    alice = {"red": {"cards": ["Stone Knives"]}}
    if skinning:
        alice["yellow"] = {"cards": ["Skinning"]}
    bob = {"blue": {"cards": ["Writing"]}}
    if bob_green:
        bob["green"] = {"cards": bob_green}
    game = zero_game({"players": [{"board": alice}, {"board": bob}], "supply": {"1": ["Tools"]}},
                     zero=["Fishing", "Knots"])
    game.play({"type": "dogma", "card": "Stone Knives"})
    state = game.state()
    assert state["supply"]["0"] == ["Knots", "Fishing"]           # drawn, revealed, returned under
    assert _pile(game, 0, "green") == bob_green and "green" not in state["players"][1]["board"]
    assert state["players"][0]["hand"] == (["Tools"] if skinning else [])


# --- Trapping ------------------------------------------------------------------------------------

def test_trapping_takes_the_hand_cards_of_the_score_pile_colours(zero_game):
    game = zero_game({"players": [{"board": {"red": {"cards": ["Trapping"]}}, "score": ["Writing", "Sailing"]},
                                  {"hand": ["Tools", "Archery", "Clothing"]}]})
    game.play({"type": "dogma", "card": "Trapping"})
    assert (_player(game, 0)["hand"], _player(game, 1)["hand"]) == (["Tools", "Clothing"], ["Archery"])


# --- Fishing -------------------------------------------------------------------------------------

def test_fishing_takes_the_melded_colour_from_every_hand_and_draws_for_three_of_a_colour(zero_game):
    game = zero_game({"players": [{"board": {"green": {"cards": ["Fishing"]}}, "hand": ["The Wheel", "Agriculture"]},
                                  {"hand": ["Clothing", "Writing"]}, {"hand": ["Sailing"]}],
                      "supply": {"2": ["Mathematics"]}}, zero=["Hunting"], players=3)
    game.play({"type": "dogma", "card": "Fishing"})
    assert _pile(game, 0, "green") == ["Hunting", "Fishing"]
    assert _player(game, 0)["hand"] == ["The Wheel", "Agriculture", "Clothing", "Sailing", "Mathematics"]
    assert (_player(game, 1)["hand"], _player(game, 2)["hand"]) == (["Writing"], [])


@pytest.mark.parametrize("zero, bob, draws_a_1", [(["Skinning"], ["Fresh Water"], True),
                                                  (["Fresh Water"], [], True), (["Skinning"], [], False)])
def test_fishing_draws_a_1_for_fresh_water_drawn_or_taken(zero_game, zero, bob, draws_a_1):
    game = zero_game({"players": [{"board": {"green": {"cards": ["Fishing"]}}}, {"hand": bob}],
                      "supply": {"1": ["Tools"]}}, zero=zero)
    game.play({"type": "dogma", "card": "Fishing"})
    assert _player(game, 0)["hand"] == bob + (["Tools"] if draws_a_1 else [])


# --- Foraging ------------------------------------------------------------------------------------

@pytest.mark.parametrize("answer", ["yes", "no"])
def test_foraging_may_score_a_drawn_card_without_meat(zero_game, answer):
    game = zero_game({"players": [{"board": {"green": {"cards": ["Foraging"]}}}]}, zero=["Knots", "Tracking"])
    game.play({"type": "dogma", "card": "Foraging"})
    assert _pending(game) == (0, ["yes", "no"], 1, 1)
    _choose(game, answer)
    alice = _player(game, 0)
    assert (alice["hand"], alice["score"]) == ((["Tracking"], ["Knots"]) if answer == "yes" else (["Knots"], []))


def test_foraging_asks_nothing_for_a_drawn_card_with_meat(zero_game):
    game = zero_game({"players": [{"board": {"green": {"cards": ["Foraging"]}}}]}, zero=["Fire", "Tracking"])
    game.play({"type": "dogma", "card": "Foraging"})
    assert _pending(game) is None and _player(game, 0)["hand"] == ["Fire"]


# --- Hunting -------------------------------------------------------------------------------------

def test_hunting_the_launcher_takes_one_of_the_two_drawn_cards(zero_game):
    game = zero_game({"players": [{"board": {"green": {"cards": ["Hunting"]}}}, {}]}, zero=["Fire", "Knots"])
    game.play({"type": "dogma", "card": "Hunting"})
    assert _pending(game) == (0, ["Fire", "Knots"], 1, 1)
    _choose(game, "Knots")
    assert (_pile(game, 0, "blue"), _player(game, 1)["hand"]) == (["Knots"], ["Fire"])


# --- Fresh Water ---------------------------------------------------------------------------------

def test_fresh_water_splays_an_unsplayed_colour_left(zero_game):
    game = zero_game({"players": [{"board": {"yellow": {"cards": ["Fresh Water", "Agriculture"]},
                                             "blue": {"cards": ["Tools", "Writing"]},
                                             "red": {"cards": ["Archery", "Oars"], "splay": "right"}}}]})
    game.play({"type": "dogma", "card": "Fresh Water"})
    assert _pending(game) == (0, ["blue", "yellow"], 1, 1)       # red is splayed already
    _choose(game, "blue")
    assert _player(game, 0)["board"]["blue"]["splay"] == "left"


def test_fresh_water_without_an_unsplayed_pile_to_splay_loses(zero_game):
    game = zero_game({"players": [{"board": {"yellow": {"cards": ["Fresh Water"]}}}]})
    game.play({"type": "dogma", "card": "Fresh Water"})
    assert game.result == {"winners": [1], "reason": "elimination"}


# --- Shelter -------------------------------------------------------------------------------------

@pytest.mark.parametrize("bob_score, loses", [(["Sailing"], False), ([], True)])
def test_shelter_scores_a_hand_card_and_loses_with_a_smaller_score_pile(zero_game, bob_score, loses):
    game = zero_game({"players": [{"board": {"yellow": {"cards": ["Shelter"]}}, "score": ["Tools", "Writing"]},
                                  {"hand": ["Archery", "Oars"], "score": bob_score}, {}]}, players=3)
    game.play({"type": "dogma", "card": "Shelter"})
    assert _pending(game) == (1, ["Archery", "Oars"], 1, 1)
    _choose(game, "Oars")
    assert _player(game, 1)["eliminated"] is loses
    if not loses:
        assert _player(game, 1)["score"] == ["Sailing", "Oars"]


# --- Skinning ------------------------------------------------------------------------------------

def test_skinning_scores_a_top_card_with_meat_and_melds_one_card_per_meat(zero_game):
    game = zero_game({"players": [{"board": {"yellow": {"cards": ["Skinning"]}, "red": {"cards": ["Fire"]}},
                                   "hand": ["Archery", "Oars", "Writing"]}]})
    game.play({"type": "dogma", "card": "Skinning"})
    assert _pending(game) == (0, ["Fire", "Skinning"], 1, 1)
    _choose(game, "Fire")
    assert _pending(game) == (0, ["Archery", "Oars", "Writing"], 2, 2)      # Fire shows two meat
    _choose(game, "Archery", "Oars")
    assert _pending(game) == (0, ["Archery", "Oars"], 2, 2)                 # both onto the red pile
    _choose(game, "Oars", "Archery")
    assert (_pile(game, 0, "red"), _player(game, 0)["score"]) == (["Archery", "Oars"], ["Fire"])


# --- Speak with Bird -----------------------------------------------------------------------------

@pytest.mark.parametrize("green, wins", [("Fishing", True), ("Sailing", False)])
def test_speak_with_bird_wins_with_five_age_zero_top_cards(zero_game, green, wins):
    board = {"blue": {"cards": ["Knots"]}, "red": {"cards": ["Fire"]}, "green": {"cards": [green]},
             "yellow": {"cards": ["Fresh Water"]}, "purple": {"cards": ["Speak with Bird"]}}
    game = zero_game({"players": [{"board": board}]})
    game.play({"type": "dogma", "card": "Speak with Bird"})
    assert game.result == ({"winners": [0], "reason": "dogma"} if wins else None)


# --- Tanning -------------------------------------------------------------------------------------

@pytest.mark.parametrize("bob_blue, melded", [(["Writing", "Pottery"], "Pottery"), ([], "Mathematics")])
def test_tanning_scores_two_then_trades_a_score_card_for_a_bottom_card(zero_game, bob_blue, melded):
    bob = {"board": {"blue": {"cards": bob_blue}}} if bob_blue else {}
    game = zero_game({"players": [{"board": {"purple": {"cards": ["Tanning"]}}, "hand": ["Tools", "Archery", "Sailing"],
                                   "score": ["Mathematics"]}, bob]})
    game.play({"type": "dogma", "card": "Tanning"})
    assert _pending(game) == (0, ["Tools", "Archery", "Sailing"], 2, 2)
    _choose(game, "Tools", "Archery")
    assert _pending(game) == (0, ["Mathematics", "Tools", "Archery"], 1, 1)
    _choose(game, "Mathematics")
    alice = _player(game, 0)
    assert alice["board"]["blue"]["cards"] == [melded] and sorted(alice["score"]) == ["Archery", "Tools"]
    assert _pile(game, 1, "blue") == ([name for name in ["Mathematics", *bob_blue] if name != melded])
    check_conservation(game)


# --- Tracking ------------------------------------------------------------------------------------

def test_tracking_draws_two_0s_and_returns_one(zero_game):
    game = zero_game({"players": [{"board": {"purple": {"cards": ["Tracking"]}}}]}, zero=["Knots", "Fire", "Curing"])
    game.play({"type": "dogma", "card": "Tracking"})
    assert _pending(game) == (0, ["Knots", "Fire"], 1, 1)
    _choose(game, "Fire")
    assert (_player(game, 0)["hand"], game.state()["supply"]["0"]) == (["Knots"], ["Curing", "Fire"])


def test_a_0_drawn_from_an_empty_age_zero_deck_is_a_1(zero_game):
    game = zero_game({"players": [{"board": {"purple": {"cards": ["Tracking"]}}}], "supply": {"1": ["Tools", "Oars"]}},
                     zero=["Knots"])
    game.play({"type": "dogma", "card": "Tracking"})
    assert _pending(game) == (0, ["Knots", "Tools"], 1, 1)
