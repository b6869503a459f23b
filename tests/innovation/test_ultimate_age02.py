"""The age-2 cards of the fourth edition (engine/innovation/sets/base_ultimate/age02.py) on the
`ultimate` variant: each card from an exact position to the exact position after, with a
shared execution and (for demands) a demanded execution, every decision asserted (player,
kind, options, min, max) before it is answered, and card conservation checked after every
move by the `play` / `choose` helpers (the others: card_tests.py)."""

import pytest
from card_tests import SPECIALS, asks, dogma, idle, pile, supply
from card_tests import achieved_special as ev_special
from card_tests import drew as ev_draw
from card_tests import junked as ev_junk
from card_tests import melded as ev_meld
from card_tests import player as P
from card_tests import returned as ev_return
from card_tests import scored as ev_score
from card_tests import share_bonus as ev_bonus
from card_tests import splayed as ev_splay
from card_tests import started as ev_dogma
from card_tests import transferred as ev_transfer
from card_tests import tucked as ev_tuck
from card_tests import ultimate_game as game_of
from card_tests import zones as seat
from innovation_helpers import choose

# --- Calendar --------------------------------------------------------------------------------------------

def test_calendar_shared_both_draw_two_3s_and_the_bonus_ultimate():
    state = {"players": [
        {"board": {"blue": pile("Calendar")}, "score": ["Oars", "Tools"], "hand": ["Sailing"]},      # 2 leaves
        {"board": {"yellow": pile("Agriculture")}, "score": ["Writing"]},                            # 3: shares
    ], "supply": {"3": ["Alchemy", "Translation", "Engineering", "Optics"], "2": ["Mathematics"]}}
    game = game_of(state)
    assert dogma(game, "Calendar") == [ev_dogma(0, "Calendar"),
                                       ev_draw(1, "Alchemy"), ev_draw(1, "Translation"),
                                       ev_draw(0, "Engineering"), ev_draw(0, "Optics"),
                                       ev_bonus(0), ev_draw(0, "Mathematics")]
    idle(game)
    assert seat(game, 0) == P(hand=["Sailing", "Engineering", "Optics", "Mathematics"],
                              board={"blue": pile("Calendar")}, score=["Oars", "Tools"])
    assert seat(game, 1) == P(hand=["Alchemy", "Translation"], board={"yellow": pile("Agriculture")},
                              score=["Writing"])
    assert supply(game, 3) == [] and supply(game, 2) == []


def test_calendar_as_many_score_cards_as_hand_cards_draws_nothing_no_bonus_ultimate():
    state = {"players": [
        {"board": {"blue": pile("Calendar")}, "score": ["Oars", "Tools"], "hand": ["Sailing"]},
        {"board": {"yellow": pile("Agriculture")}, "score": ["Writing"], "hand": ["Pottery"]},       # 1 = 1
    ], "supply": {"3": ["Alchemy", "Translation"], "2": ["Mathematics"]}}
    game = game_of(state)
    assert dogma(game, "Calendar") == [ev_dogma(0, "Calendar"), ev_draw(0, "Alchemy"), ev_draw(0, "Translation")]
    idle(game)
    assert seat(game, 1) == P(hand=["Pottery"], board={"yellow": pile("Agriculture")}, score=["Writing"])
    assert seat(game, 0)["hand"] == ["Sailing", "Alchemy", "Translation"]
    assert supply(game, 2) == ["Mathematics"]


# --- Mathematics -----------------------------------------------------------------------------------------

def test_mathematics_shared_return_then_draw_and_meld_one_higher_ultimate():
    state = {"players": [
        {"board": {"blue": pile("Mathematics")}, "hand": ["Oars", "Calendar"]},            # 2 lightbulbs
        {"board": {"purple": pile("Philosophy")}, "hand": ["Archery"]},                    # 3: shares
    ], "supply": {"1": ["Tools"], "2": ["Currency"], "3": ["Compass", "Paper"]}}
    game = game_of(state)
    assert dogma(game, "Mathematics") == [ev_dogma(0, "Mathematics")]
    asks(game, 1, "return", ["Archery"], 0, 1)
    assert choose(game, "Archery") == [ev_return(1, "Archery"), ev_draw(1, "Currency"), ev_meld(1, "Currency")]
    asks(game, 0, "return", ["Oars", "Calendar"], 0, 1)
    assert choose(game, "Calendar") == [ev_return(0, "Calendar"), ev_draw(0, "Compass"), ev_meld(0, "Compass"),
                                        ev_bonus(0), ev_draw(0, "Paper")]
    idle(game)
    assert seat(game, 0) == P(hand=["Oars", "Paper"], board={"blue": pile("Mathematics"), "green": pile("Compass")})
    assert seat(game, 1) == P(board={"purple": pile("Philosophy"), "green": pile("Currency")})
    assert supply(game, 1) == ["Tools", "Archery"] and supply(game, 2) == ["Calendar"] and supply(game, 3) == []


def test_mathematics_declined_changes_nothing_ultimate():
    state = {"players": [{"board": {"blue": pile("Mathematics")}, "hand": ["Oars"]}, {}],
             "supply": {"2": ["Currency"]}}
    game = game_of(state)
    dogma(game, "Mathematics")
    asks(game, 0, "return", ["Oars"], 0, 1)
    assert choose(game) == []
    idle(game)
    assert seat(game, 0) == P(hand=["Oars"], board={"blue": pile("Mathematics")})
    assert supply(game, 2) == ["Currency"]


# --- Construction ------------------------------------------------------------------------------------

def test_construction_demanded_two_cards_or_all_if_fewer_then_a_2_ultimate():
    state = {"players": [
        {"board": {"red": pile("Construction")}},                                           # 3 castles
        {"hand": ["Tools", "Writing", "Sailing"]},                                         # 0: affected
        {"hand": ["Oars"], "board": {"blue": pile("Pottery")}},                            # 0: affected
    ], "supply": {"2": ["Calendar", "Currency"]}}
    game = game_of(state, players=3)
    assert dogma(game, "Construction") == [ev_dogma(0, "Construction")]
    asks(game, 1, "transfer", ["Tools", "Writing", "Sailing"], 2, 2)
    assert choose(game, "Sailing", "Tools") == [
        ev_transfer(1, "Sailing", ("hand", 1), ("hand", 0)), ev_transfer(1, "Tools", ("hand", 1), ("hand", 0)),
        ev_draw(1, "Calendar"),
        ev_transfer(2, "Oars", ("hand", 2), ("hand", 0)), ev_draw(2, "Currency")]      # one card: no question
    idle(game)
    assert seat(game, 0) == P(hand=["Sailing", "Tools", "Oars"], board={"red": pile("Construction")})
    assert seat(game, 1) == P(hand=["Writing", "Calendar"])
    assert seat(game, 2) == P(hand=["Currency"], board={"blue": pile("Pottery")})
    assert supply(game, 2) == []


def test_construction_shared_the_sharer_alone_with_five_top_cards_claims_empire_ultimate():
    five = {"red": pile("Metalworking"), "blue": pile("Pottery"), "green": pile("Clothing"),
            "yellow": pile("Agriculture"), "purple": pile("Code of Laws")}
    state = {"players": [{"board": {"red": pile("Construction")}},                       # 3 castles
                         {"board": five}],                                               # 3: shares
             "supply": {"2": ["Calendar"]}}
    game = game_of(state)
    assert dogma(game, "Construction") == [ev_dogma(0, "Construction"), ev_special(1, "Empire"),
                                           ev_bonus(0), ev_draw(0, "Calendar")]
    idle(game)
    assert seat(game, 1) == P(board=five, achievements=["Empire"])
    assert seat(game, 0) == P(hand=["Calendar"], board={"red": pile("Construction")})
    assert game.state()["achievements"]["special"] == ["Monument", "World", "Wonder", "Universe"]


@pytest.mark.parametrize("purple,claimed", [(True, False), (False, True)])
def test_construction_empire_only_when_no_other_player_has_five_top_cards_ultimate(purple, claimed):
    mine = {"red": pile("Construction"), "blue": pile("Pottery"), "green": pile("Clothing"),
            "yellow": pile("Masonry"), "purple": pile("Code of Laws")}                    # 6 castles
    theirs = {"blue": pile("Writing"), "red": pile("Archery"), "green": pile("Sailing"), "yellow": pile("Agriculture")}
    if purple:
        theirs["purple"] = pile("Mysticism")                                              # 5 castles: affected
    state = {"players": [{"board": mine}, {"board": theirs}], "supply": {"2": ["Calendar"]}}
    game = game_of(state)
    events = dogma(game, "Construction")
    idle(game)
    assert events == [ev_dogma(0, "Construction"), ev_draw(1, "Calendar")] + \
        ([ev_special(0, "Empire")] if claimed else [])
    assert seat(game, 0) == P(board=mine, achievements=["Empire"] if claimed else [])
    assert seat(game, 1) == P(hand=["Calendar"], board=theirs)
    assert game.state()["achievements"]["special"] == [s for s in SPECIALS if not (claimed and s == "Empire")]


# --- Road Building ---------------------------------------------------------------------------------------

def test_road_building_shared_meld_two_give_the_red_card_and_meld_their_green_ultimate():
    state = {"players": [
        {"board": {"red": pile("Road Building")}, "hand": ["Oars", "Clothing"]},                 # 3 castles
        {"board": {"red": pile("Metalworking"), "green": pile("Sailing")}, "hand": ["Tools"]},    # 3: shares
    ], "supply": {"2": ["Calendar"]}}
    game = game_of(state)
    assert dogma(game, "Road Building") == [ev_dogma(0, "Road Building"), ev_meld(1, "Tools")]   # one card: no question
    asks(game, 0, "meld", ["Oars", "Clothing"], 1, 2)
    assert choose(game, "Oars", "Clothing") == [ev_meld(0, "Oars"), ev_meld(0, "Clothing")]     # two piles: no order
    asks(game, 0, "player", ["B"], 0, 1)
    assert choose(game, "B") == [ev_transfer(0, "Oars", ("board", 0), ("board", 1)), ev_meld(0, "Sailing"),
                               ev_bonus(0), ev_draw(0, "Calendar")]
    idle(game)
    assert seat(game, 0) == P(hand=["Calendar"], board={"red": pile("Road Building"),
                                                        "green": pile("Sailing", "Clothing")})
    assert seat(game, 1) == P(board={"red": pile("Oars", "Metalworking"), "blue": pile("Tools")})
    assert supply(game, 2) == []


def test_road_building_two_cards_of_one_colour_are_ordered_and_the_transfer_declined_ultimate():
    state = {"players": [{"board": {"red": pile("Road Building")}, "hand": ["Archery", "Oars", "Writing"]},
                         {"board": {"green": pile("Sailing")}}, {}]}
    game = game_of(state, players=3)
    assert dogma(game, "Road Building") == [ev_dogma(0, "Road Building")]
    asks(game, 0, "meld", ["Archery", "Oars", "Writing"], 1, 2)
    assert choose(game, "Archery", "Oars") == []
    asks(game, 0, "meld_order", ["Archery", "Oars"], 2, 2)
    assert choose(game, "Oars", "Archery") == [ev_meld(0, "Oars"), ev_meld(0, "Archery")]
    asks(game, 0, "player", ["B", "C"], 0, 1)
    assert choose(game) == []
    idle(game)
    assert seat(game, 0) == P(hand=["Writing"], board={"red": pile("Archery", "Oars", "Road Building")})
    assert seat(game, 1) == P(board={"green": pile("Sailing")})


def test_road_building_one_card_melded_offers_no_transfer_ultimate():
    state = {"players": [{"board": {"red": pile("Road Building")}, "hand": ["Oars", "Writing"]},
                         {"board": {"green": pile("Sailing")}}]}
    game = game_of(state)
    dogma(game, "Road Building")
    asks(game, 0, "meld", ["Oars", "Writing"], 1, 2)
    assert choose(game, "Oars") == [ev_meld(0, "Oars")]
    idle(game)
    assert seat(game, 0) == P(hand=["Writing"], board={"red": pile("Oars", "Road Building")})
    assert seat(game, 1) == P(board={"green": pile("Sailing")})


# --- Currency -----------------------------------------------------------------------------------------

def test_currency_shared_return_cards_then_a_2_scored_per_different_value_ultimate():
    state = {"players": [
        {"board": {"green": pile("Currency")}, "hand": ["Oars", "Archery", "Calendar"]},     # 2 crowns
        {"board": {"green": pile("Sailing")}, "hand": ["Tools"]},                           # 2: shares
    ], "supply": {"1": ["Pottery"], "2": ["Mapmaking", "Fermenting", "Philosophy", "Monotheism"]}}
    game = game_of(state)
    assert dogma(game, "Currency") == [ev_dogma(0, "Currency")]
    asks(game, 1, "return", ["Tools"], 0, 1)
    assert choose(game, "Tools") == [ev_return(1, "Tools"), ev_draw(1, "Mapmaking"), ev_score(1, "Mapmaking")]
    asks(game, 0, "return", ["Oars", "Archery", "Calendar"], 0, 3)
    assert choose(game, "Oars", "Archery", "Calendar") == []
    asks(game, 0, "return_order", ["Oars", "Archery", "Calendar"], 3, 3)       # two 1s go under one deck
    assert choose(game, "Archery", "Calendar", "Oars") == [
        ev_return(0, "Archery"), ev_return(0, "Calendar"), ev_return(0, "Oars"),
        ev_draw(0, "Fermenting"), ev_score(0, "Fermenting"), ev_draw(0, "Philosophy"), ev_score(0, "Philosophy"),
        ev_bonus(0), ev_draw(0, "Monotheism")]
    idle(game)
    assert seat(game, 0) == P(hand=["Monotheism"], board={"green": pile("Currency")},
                              score=["Fermenting", "Philosophy"])
    assert seat(game, 1) == P(board={"green": pile("Sailing")}, score=["Mapmaking"])
    assert supply(game, 1) == ["Pottery", "Tools", "Archery", "Oars"] and supply(game, 2) == ["Calendar"]


def test_currency_declined_changes_nothing_ultimate():
    state = {"players": [{"board": {"green": pile("Currency")}, "hand": ["Oars"]}, {}],
             "supply": {"2": ["Mapmaking"]}}
    game = game_of(state)
    dogma(game, "Currency")
    asks(game, 0, "return", ["Oars"], 0, 1)
    assert choose(game) == []
    idle(game)
    assert seat(game, 0) == P(hand=["Oars"], board={"green": pile("Currency")})
    assert supply(game, 2) == ["Mapmaking"]


# --- Mapmaking ----------------------------------------------------------------------------------------

def test_mapmaking_demanded_a_1_then_the_sharer_and_the_launcher_score_a_1_ultimate():
    state = {"players": [
        {"board": {"green": pile("Mapmaking")}},                                         # 2 crowns
        {"score": ["Tools", "Oars", "Calendar"]},                                        # 0: affected
        {"board": {"purple": pile("Code of Laws")}},                                     # 2: shares
    ], "supply": {"1": ["Pottery", "Writing"], "2": ["Canal Building"]}}
    game = game_of(state, players=3)
    assert dogma(game, "Mapmaking") == [ev_dogma(0, "Mapmaking")]
    asks(game, 1, "transfer", ["Tools", "Oars"], 1, 1)
    assert choose(game, "Oars") == [ev_transfer(1, "Oars", ("score", 1), ("score", 0)),
                                    ev_draw(2, "Pottery"), ev_score(2, "Pottery"),
                                    ev_draw(0, "Writing"), ev_score(0, "Writing"),
                                    ev_bonus(0), ev_draw(0, "Canal Building")]
    idle(game)
    assert seat(game, 0) == P(hand=["Canal Building"], board={"green": pile("Mapmaking")}, score=["Oars", "Writing"])
    assert seat(game, 1) == P(score=["Tools", "Calendar"])
    assert seat(game, 2) == P(board={"purple": pile("Code of Laws")}, score=["Pottery"])
    assert supply(game, 1) == [] and supply(game, 2) == []


def test_mapmaking_nothing_transferred_nobody_scores_ultimate():
    state = {"players": [{"board": {"green": pile("Mapmaking")}}, {"score": ["Calendar"]},
                         {"board": {"purple": pile("Code of Laws")}}],
             "supply": {"1": ["Pottery", "Writing"]}}
    game = game_of(state, players=3)
    assert dogma(game, "Mapmaking") == [ev_dogma(0, "Mapmaking")]
    idle(game)
    assert seat(game, 0) == P(board={"green": pile("Mapmaking")})
    assert seat(game, 1) == P(score=["Calendar"])
    assert supply(game, 1) == ["Pottery", "Writing"]


# --- Canal Building --------------------------------------------------------------------------------------

def test_canal_building_shared_the_sharer_junks_the_3_deck_the_launcher_exchanges_ultimate():
    state = {"players": [
        {"board": {"yellow": pile("Canal Building")}, "hand": ["Oars", "Calendar", "Mathematics"],
         "score": ["Writing", "Compass"]},                                                  # 2 crowns
        {"board": {"green": pile("Sailing")}},                                             # 2: shares
    ], "supply": {"2": ["Fermenting"], "3": ["Alchemy", "Optics"]}}
    game = game_of(state)
    assert dogma(game, "Canal Building") == [ev_dogma(0, "Canal Building")]
    asks(game, 1, "option", ["junk"], 0, 1)                         # nothing to exchange
    assert choose(game, "junk") == [ev_junk(1, "Alchemy", "supply"), ev_junk(1, "Optics", "supply")]
    asks(game, 0, "option", ["exchange"], 0, 1)                     # the 3 deck is now empty
    assert choose(game, "exchange") == [
        ev_transfer(0, "Calendar", ("hand", 0), ("score", 0)), ev_transfer(0, "Mathematics", ("hand", 0), ("score", 0)),
        ev_transfer(0, "Compass", ("score", 0), ("hand", 0)), ev_bonus(0), ev_draw(0, "Fermenting")]
    idle(game)
    assert seat(game, 0) == P(hand=["Oars", "Compass", "Fermenting"], board={"yellow": pile("Canal Building")},
                              score=["Writing", "Calendar", "Mathematics"])
    assert seat(game, 1) == P(board={"green": pile("Sailing")})
    assert supply(game, 3) == [] and game.state()["junk"] == ["Alchemy", "Optics"]


@pytest.mark.parametrize("answer", [[], ["exchange"], ["junk"]])
def test_canal_building_one_option_or_none_ultimate(answer):
    state = {"players": [{"board": {"yellow": pile("Canal Building")}, "hand": ["Oars", "Tools"]}, {}],
             "supply": {"3": ["Alchemy"]}}
    game = game_of(state)
    dogma(game, "Canal Building")
    asks(game, 0, "option", ["exchange", "junk"], 0, 1)
    events = choose(game, *answer)
    idle(game)
    if answer == ["exchange"]:                   # the score pile is empty: the hand still moves
        assert events == [ev_transfer(0, "Oars", ("hand", 0), ("score", 0)),
                          ev_transfer(0, "Tools", ("hand", 0), ("score", 0))]
        assert seat(game, 0) == P(board={"yellow": pile("Canal Building")}, score=["Oars", "Tools"])
    else:
        assert events == ([ev_junk(0, "Alchemy", "supply")] if answer else [])
        assert seat(game, 0) == P(hand=["Oars", "Tools"], board={"yellow": pile("Canal Building")})
    assert supply(game, 3) == ([] if answer == ["junk"] else ["Alchemy"])
    assert game.state()["junk"] == (["Alchemy"] if answer == ["junk"] else [])


# --- Fermenting ----------------------------------------------------------------------------------------

def test_fermenting_shared_the_launcher_without_a_green_card_junks_the_2_deck_and_fermenting_ultimate():
    state = {"players": [
        {"board": {"yellow": pile("Fermenting"), "blue": pile("Pottery")}},                # 5 leaves, 2 colours
        {"board": {"green": pile("Clothing"), "yellow": pile("Agriculture")}},            # 5: shares, 2 colours
    ], "supply": {"1": ["Tools"],
                  "2": ["Calendar", "Currency", "Mathematics", "Philosophy", "Road Building", "Monotheism"]}}
    game = game_of(state)
    assert dogma(game, "Fermenting") == [ev_dogma(0, "Fermenting"),
                                         ev_draw(1, "Calendar"), ev_draw(1, "Currency"),
                                         ev_draw(0, "Mathematics"), ev_draw(0, "Philosophy")]
    asks(game, 1, "tuck", ["Currency"], 0, 1)
    # the launcher has no green card: no question, the 2 deck and the top Fermenting are junked
    assert choose(game, "Currency") == [ev_tuck(1, "Currency"),
                                        ev_junk(0, "Road Building", "supply"), ev_junk(0, "Monotheism", "supply"),
                                        ev_junk(0, "Fermenting", "board", 0),
                                        ev_bonus(0), ev_draw(0, "Tools")]
    idle(game)
    assert seat(game, 0) == P(hand=["Mathematics", "Philosophy", "Tools"], board={"blue": pile("Pottery")})
    assert seat(game, 1) == P(hand=["Calendar"], board={"green": pile("Clothing", "Currency"),
                                                        "yellow": pile("Agriculture")})
    assert supply(game, 2) == [] and supply(game, 1) == []
    assert game.state()["junk"] == ["Road Building", "Monotheism", "Fermenting"]


def test_fermenting_a_sharer_declining_junks_the_launchers_fermenting_ultimate():
    state = {"players": [
        {"board": {"yellow": pile("Fermenting"), "blue": pile("Pottery")}, "hand": ["Sailing"]},
        {"board": {"green": pile("Clothing"), "yellow": pile("Agriculture")}, "hand": ["The Wheel"]},
    ], "supply": {"1": ["Tools"], "2": ["Calendar", "Canal Building", "Mathematics", "Philosophy", "Road Building"]}}
    game = game_of(state)
    assert dogma(game, "Fermenting") == [ev_dogma(0, "Fermenting"),
                                         ev_draw(1, "Calendar"), ev_draw(1, "Canal Building"),
                                         ev_draw(0, "Mathematics"), ev_draw(0, "Philosophy")]
    asks(game, 1, "tuck", ["The Wheel"], 0, 1)
    assert choose(game) == [ev_junk(1, "Road Building", "supply"), ev_junk(1, "Fermenting", "board", 0)]
    asks(game, 0, "tuck", ["Sailing"], 0, 1)
    assert choose(game, "Sailing") == [ev_tuck(0, "Sailing"), ev_bonus(0), ev_draw(0, "Tools")]
    idle(game)
    assert seat(game, 0) == P(hand=["Mathematics", "Philosophy", "Tools"],
                              board={"blue": pile("Pottery"), "green": pile("Sailing")})
    assert seat(game, 1) == P(hand=["The Wheel", "Calendar", "Canal Building"],
                              board={"green": pile("Clothing"), "yellow": pile("Agriculture")})
    assert supply(game, 2) == [] and game.state()["junk"] == ["Road Building", "Fermenting"]


# --- Monotheism ------------------------------------------------------------------------------------------

def test_monotheism_demanded_a_top_card_of_a_missing_colour_then_shared_tucks_ultimate():
    state = {"players": [
        {"board": {"purple": pile("Monotheism"), "red": pile("Oars")}},                            # 5 castles
        {"board": {"blue": pile("Writing"), "red": pile("Archery"), "green": pile("Sailing")}},     # 2: affected
        {"board": {"purple": pile("Mysticism"), "red": pile("Metalworking")}},                     # 6: shares
    ], "supply": {"1": ["Tools", "Pottery", "Clothing"], "2": ["Calendar"]}}
    game = game_of(state, players=3)
    assert dogma(game, "Monotheism") == [ev_dogma(0, "Monotheism")]
    asks(game, 1, "transfer", ["Writing", "Sailing"], 1, 1)               # red: the launcher has red
    assert choose(game, "Sailing") == [ev_transfer(1, "Sailing", ("board", 1), ("score", 0)),
                                       ev_draw(1, "Tools"), ev_tuck(1, "Tools"),
                                       ev_draw(2, "Pottery"), ev_tuck(2, "Pottery"),
                                       ev_draw(0, "Clothing"), ev_tuck(0, "Clothing"),
                                       ev_bonus(0), ev_draw(0, "Calendar")]
    idle(game)
    assert seat(game, 0) == P(hand=["Calendar"], score=["Sailing"], board={
        "purple": pile("Monotheism"), "red": pile("Oars"), "green": pile("Clothing")})
    assert seat(game, 1) == P(board={"blue": pile("Writing", "Tools"), "red": pile("Archery")})
    assert seat(game, 2) == P(board={"purple": pile("Mysticism"), "red": pile("Metalworking"),
                                     "blue": pile("Pottery")})
    assert supply(game, 1) == [] and supply(game, 2) == []


def test_monotheism_nothing_to_transfer_no_tuck_for_the_affected_player_ultimate():
    state = {"players": [{"board": {"purple": pile("Monotheism"), "red": pile("Oars")}},
                         {"board": {"red": pile("Archery")}}],
             "supply": {"1": ["Tools", "Pottery"]}}
    game = game_of(state)
    assert dogma(game, "Monotheism") == [ev_dogma(0, "Monotheism"), ev_draw(0, "Tools"), ev_tuck(0, "Tools")]
    idle(game)
    assert seat(game, 1) == P(board={"red": pile("Archery")})
    assert seat(game, 0) == P(board={"purple": pile("Monotheism"), "red": pile("Oars"), "blue": pile("Tools")})
    assert supply(game, 1) == ["Pottery"]


# --- Philosophy ------------------------------------------------------------------------------------------

def test_philosophy_shared_splay_left_then_score_ultimate():
    state = {"players": [
        {"board": {"purple": pile("Philosophy", "Mysticism")}, "hand": ["Oars"]},                    # 3 lightbulbs
        {"board": {"blue": pile("Writing", "Pottery"), "red": pile("Archery", "Metalworking")}},     # 3: shares
    ], "supply": {"2": ["Calendar"]}}
    game = game_of(state)
    assert dogma(game, "Philosophy") == [ev_dogma(0, "Philosophy")]
    asks(game, 1, "splay", ["blue", "red"], 0, 1)
    assert choose(game, "red") == [ev_splay(1, "red")]
    asks(game, 0, "splay", ["purple"], 0, 1)
    assert choose(game, "purple") == [ev_splay(0, "purple")]
    asks(game, 0, "score", ["Oars"], 0, 1)                    # the sharer's hand is empty: no question
    assert choose(game, "Oars") == [ev_score(0, "Oars"), ev_bonus(0), ev_draw(0, "Calendar")]
    idle(game)
    assert seat(game, 0) == P(hand=["Calendar"], board={"purple": pile("Philosophy", "Mysticism", splay="left")},
                              score=["Oars"])
    assert seat(game, 1) == P(board={"blue": pile("Writing", "Pottery"),
                                     "red": pile("Archery", "Metalworking", splay="left")})
    assert supply(game, 2) == []


def test_philosophy_declined_twice_changes_nothing_ultimate():
    state = {"players": [{"board": {"purple": pile("Philosophy", "Mysticism")}, "hand": ["Oars"]}, {}]}
    game = game_of(state)
    dogma(game, "Philosophy")
    asks(game, 0, "splay", ["purple"], 0, 1)
    assert choose(game) == []
    asks(game, 0, "score", ["Oars"], 0, 1)
    assert choose(game) == []
    idle(game)
    assert seat(game, 0) == P(hand=["Oars"], board={"purple": pile("Philosophy", "Mysticism")})
