"""The age-3 cards of the base set (engine/innovation/sets/base/age03.py): each card from an
exact position to the exact position after, under the wording(s) it has, with shared and
demanded executions and every decision asserted before it is answered."""

import pytest
from card_tests import BOTH, asks, dogma, idle, pile
from card_tests import achieved_special as ev_special
from card_tests import drew as ev_draw
from card_tests import melded as ev_meld
from card_tests import player_state as seat
from card_tests import returned as ev_return
from card_tests import revealed as ev_reveal
from card_tests import scored as ev_score
from card_tests import share_bonus as ev_bonus
from card_tests import splayed as ev_splay
from card_tests import started as ev_dogma
from card_tests import transferred as ev_transfer
from innovation_helpers import choose, new

# --- Alchemy --------------------------------------------------------------------------------------------

@BOTH
def test_alchemy_no_red_drawn_cards_stay_then_meld_and_score(vid):
    state = {"players": [
        {"board": {"blue": pile("Alchemy"), "yellow": pile("Masonry"), "red": pile("Metalworking")},  # 8 castles
         "hand": ["Oars"]}, {}],
        "supply": {"4": ["Experimentation", "Invention"]}}
    game = new(vid, state)
    assert dogma(game, "Alchemy") == [ev_dogma(0, "Alchemy"),
                                      ev_draw(0, "Experimentation"), ev_reveal(0, "Experimentation"),
                                      ev_draw(0, "Invention"), ev_reveal(0, "Invention")]
    asks(game, 0, "meld", ["Oars", "Experimentation", "Invention"], 1, 1)
    assert choose(game, "Invention") == [ev_meld(0, "Invention")]
    asks(game, 0, "score", ["Oars", "Experimentation"], 1, 1)
    assert choose(game, "Oars") == [ev_score(0, "Oars")]
    s = game.state()
    assert s["players"][0]["hand"] == ["Experimentation"] and s["players"][0]["score"] == ["Oars"]
    assert s["players"][0]["board"]["green"] == pile("Invention")
    idle(game)


@pytest.mark.parametrize("vid", ["deluxe", "bga-third"])       # the reveals come with draws: bonus either way
def test_alchemy_shared_a_red_card_returns_the_whole_hand_in_the_chosen_order(vid):
    state = {"players": [
        {"board": {"blue": pile("Alchemy"), "yellow": pile("Masonry")}, "hand": ["Oars"]},          # 5 castles
        {"board": {"red": pile("Metalworking"), "green": pile("The Wheel")}, "hand": ["Sailing"]},  # 6: shares
    ], "supply": {"1": ["Tools"], "4": ["Colonialism", "Navigation", "Perspective"]}}
    game = new(vid, state)
    assert dogma(game, "Alchemy") == [ev_dogma(0, "Alchemy"),
                                      ev_draw(1, "Colonialism"), ev_reveal(1, "Colonialism"),
                                      ev_draw(1, "Navigation"), ev_reveal(1, "Navigation"),
                                      ev_return(1, "Sailing")]
    asks(game, 1, "return_order", ["Colonialism", "Navigation"], 2, 2)
    assert choose(game, "Navigation", "Colonialism") == [
        ev_return(1, "Navigation"), ev_return(1, "Colonialism"),
        ev_draw(0, "Perspective"), ev_reveal(0, "Perspective")]            # yellow: it stays
    asks(game, 0, "meld", ["Oars", "Perspective"], 1, 1)
    assert choose(game, "Perspective") == [ev_meld(0, "Perspective"), ev_score(0, "Oars"),
                                           ev_bonus(0), ev_draw(0, "Navigation")]
    s = game.state()
    assert s["players"][1]["hand"] == [] and s["players"][0]["hand"] == ["Navigation"]
    assert s["players"][0]["score"] == ["Oars"]
    assert s["supply"]["1"] == ["Tools", "Sailing"] and s["supply"]["4"] == ["Colonialism"]


# --- Translation ---------------------------------------------------------------------------------------

@BOTH
def test_translation_meld_the_whole_score_pile_in_order_then_world(vid):
    state = {"players": [
        {"board": {"blue": pile("Translation")}, "score": ["Oars", "Archery", "Sailing"]},         # 3 crowns
        {"board": {"purple": pile("Code of Laws"), "green": pile("Clothing"), "blue": pile("Pottery")},
         "score": ["Tools"]},                                                                      # 3: shares
    ]}
    game = new(vid, state)
    dogma(game, "Translation")
    asks(game, 1, "confirm", ["yes"], 0, 1)
    assert choose(game) == []
    asks(game, 0, "confirm", ["yes"], 0, 1)
    assert choose(game, "yes") == []
    asks(game, 0, "meld_order", ["Oars", "Archery", "Sailing"], 3, 3)
    assert choose(game, "Archery", "Sailing", "Oars") == [
        ev_meld(0, "Archery"), ev_meld(0, "Sailing"), ev_meld(0, "Oars"),
        ev_special(0, "World")]                                 # Pottery, a top card of the sharer, has no crown
    s = game.state()
    assert s["players"][0]["board"] == {"blue": pile("Translation"), "red": pile("Oars", "Archery"),
                                        "green": pile("Sailing")}
    assert s["players"][0]["score"] == [] and s["players"][0]["achievements"] == ["World"]
    assert s["players"][1]["score"] == ["Tools"] and s["players"][1]["achievements"] == []


def test_translation_a_sharer_claims_world_first_first_edition():
    state = {"players": [{"board": {"blue": pile("Translation")}},
                         {"board": {"purple": pile("Code of Laws"), "yellow": pile("Domestication")}}],  # 3 crowns
             "supply": {"3": ["Optics"]}}
    game = new("first-edition", state)
    assert dogma(game, "Translation") == [ev_dogma(0, "Translation"), ev_special(1, "World"),
                                          ev_bonus(0), ev_draw(0, "Optics")]
    assert seat(game, 1)["achievements"] == ["World"] and seat(game, 0)["achievements"] == []


# --- Engineering -----------------------------------------------------------------------------------

@BOTH
def test_engineering_demanded_top_castle_cards_and_shared_red_splay(vid):
    state = {"players": [
        {"board": {"red": pile("Engineering"), "yellow": pile("Masonry")}},                         # 5 castles
        {"board": {"red": pile("Metalworking", "Oars"), "green": pile("The Wheel")}},               # 6: shares
        {"board": {"blue": pile("Tools"), "purple": pile("City States", "Mysticism")}},             # 2: demanded
    ], "supply": {"3": ["Optics"]}}
    game = new(vid, state, players=3)
    assert dogma(game, "Engineering") == [ev_dogma(0, "Engineering"),
                                          ev_transfer(2, "Tools", ("board", 2), ("score", 0)),
                                          ev_transfer(2, "City States", ("board", 2), ("score", 0))]
    asks(game, 1, "splay", ["red"], 0, 1)
    # the launcher's red pile is a single card: no decision for the launcher
    assert choose(game, "red") == [ev_splay(1, "red", "left"), ev_bonus(0), ev_draw(0, "Optics")]
    s = game.state()
    assert s["players"][0]["score"] == ["Tools", "City States"]
    assert s["players"][2]["board"] == {"purple": pile("Mysticism")}       # exposed castle card stays
    assert s["players"][1]["board"]["red"] == pile("Metalworking", "Oars", splay="left")
    idle(game)


def test_engineering_nothing_to_take_launcher_splays_red_left_deluxe():
    state = {"players": [{"board": {"red": pile("Engineering", "Archery")}},
                         {"board": {"blue": pile("Writing")}}]}
    game = new("deluxe", state)
    assert dogma(game, "Engineering") == [ev_dogma(0, "Engineering")]
    asks(game, 0, "splay", ["red"], 0, 1)
    assert choose(game, "red") == [ev_splay(0, "red", "left")]
    assert seat(game, 1)["board"] == {"blue": pile("Writing")} and seat(game, 0)["score"] == []


# --- Optics -------------------------------------------------------------------------------------------

@BOTH
def test_optics_shared_crown_scores_a_4_no_crown_gives_a_score_card_to_a_lower_opponent(vid):
    state = {"players": [
        {"board": {"red": pile("Optics")}, "score": ["Calendar", "Oars"]},                     # 3 crowns, 3 points
        {"board": {"purple": pile("Code of Laws"), "green": pile("Sailing")}},                 # 4 crowns: shares
        {"score": ["Tools"]},                                                                  # 1 point
    ], "supply": {"3": ["Translation", "Alchemy", "Engineering"], "4": ["Invention"]}}
    game = new(vid, state, players=3)
    assert dogma(game, "Optics") == [ev_dogma(0, "Optics"),
                                     ev_draw(1, "Translation"), ev_meld(1, "Translation"),
                                     ev_draw(1, "Invention"), ev_score(1, "Invention"),
                                     ev_draw(0, "Alchemy"), ev_meld(0, "Alchemy")]
    # seat 1 now has 4 points: only seat 2 is lower, chosen without asking
    asks(game, 0, "transfer", ["Calendar", "Oars"], 1, 1)
    assert choose(game, "Calendar") == [ev_transfer(0, "Calendar", ("score", 0), ("score", 2)),
                                        ev_bonus(0), ev_draw(0, "Engineering")]
    s = game.state()
    assert s["players"][0]["score"] == ["Oars"] and s["players"][2]["score"] == ["Tools", "Calendar"]
    assert s["players"][1]["score"] == ["Invention"] and s["players"][1]["board"]["blue"] == pile("Translation")
    assert s["players"][0]["board"]["blue"] == pile("Alchemy")


def test_optics_choose_between_lower_opponents_deluxe():
    state = {"players": [{"board": {"red": pile("Optics")}, "score": ["Calendar"]}, {}, {"score": ["Oars"]}],
             "supply": {"3": ["Alchemy"]}}
    game = new("deluxe", state, players=3)
    dogma(game, "Optics")
    asks(game, 0, "player", ["B", "C"], 1, 1)
    assert choose(game, "C") == [ev_transfer(0, "Calendar", ("score", 0), ("score", 2))]
    assert seat(game, 2)["score"] == ["Oars", "Calendar"] and seat(game, 0)["score"] == []


def test_optics_no_lower_opponent_nothing_more_first_edition():
    state = {"players": [{"board": {"red": pile("Optics")}}, {}], "supply": {"3": ["Alchemy"]}}
    game = new("first-edition", state)
    assert dogma(game, "Optics") == [ev_dogma(0, "Optics"), ev_draw(0, "Alchemy"), ev_meld(0, "Alchemy")]
    idle(game)


# --- Compass ------------------------------------------------------------------------------------------

@BOTH
def test_compass_demanded_leaf_card_for_a_card_without_leaf(vid):
    state = {"players": [
        {"board": {"green": pile("Compass"), "blue": pile("Writing"), "red": pile("Archery")}},     # 3 crowns
        {"board": {"yellow": pile("Agriculture"), "blue": pile("Pottery"), "green": pile("Clothing")}},  # 1
    ]}
    game = new(vid, state)
    assert dogma(game, "Compass") == [ev_dogma(0, "Compass")]
    asks(game, 1, "transfer", ["Pottery", "Agriculture"], 1, 1)          # Clothing is green
    assert choose(game, "Agriculture") == [ev_transfer(1, "Agriculture", ("board", 1), ("board", 0))]
    asks(game, 1, "transfer", ["Writing", "Archery"], 1, 1)
    assert choose(game, "Archery") == [ev_transfer(1, "Archery", ("board", 0), ("board", 1))]
    s = game.state()
    assert s["players"][0]["board"] == {"blue": pile("Writing"), "green": pile("Compass"),
                                        "yellow": pile("Agriculture")}
    assert s["players"][1]["board"] == {"blue": pile("Pottery"), "red": pile("Archery"), "green": pile("Clothing")}
    idle(game)


def test_compass_second_step_happens_without_the_first_deluxe():
    state = {"players": [{"board": {"green": pile("Compass"), "blue": pile("Writing"), "red": pile("Archery")}},
                         {"board": {"green": pile("Clothing")}}, {}]}
    game = new("deluxe", state, players=3)
    dogma(game, "Compass")
    asks(game, 1, "transfer", ["Writing", "Archery"], 1, 1)
    assert choose(game, "Writing") == [ev_transfer(1, "Writing", ("board", 0), ("board", 1)),
                                       ev_transfer(2, "Archery", ("board", 0), ("board", 2))]
    s = game.state()
    assert s["players"][0]["board"] == {"green": pile("Compass")}
    assert s["players"][1]["board"] == {"blue": pile("Writing"), "green": pile("Clothing")}
    assert s["players"][2]["board"] == {"red": pile("Archery")}


# --- Paper -------------------------------------------------------------------------------------------------

@BOTH
def test_paper_shared_splay_then_a_4_per_colour_splayed_left(vid):
    state = {"players": [
        {"board": {"green": pile("Paper", "Sailing"), "blue": pile("Writing", "Tools"),
                   "red": pile("Oars", "Archery", splay="left")}},                          # 4 lightbulbs
        {"board": {"purple": pile("Philosophy"), "blue": pile("Mathematics", "Calendar")}},  # 5: shares
    ], "supply": {"3": ["Medicine"], "4": ["Anatomy", "Reformation", "Enterprise"]}}
    game = new(vid, state)
    dogma(game, "Paper")
    asks(game, 1, "splay", ["blue"], 0, 1)
    assert choose(game, "blue") == [ev_splay(1, "blue", "left")]
    asks(game, 0, "splay", ["green", "blue"], 0, 1)
    assert choose(game, "green") == [ev_splay(0, "green", "left"),
                                     ev_draw(1, "Anatomy"),
                                     ev_draw(0, "Reformation"), ev_draw(0, "Enterprise"),
                                     ev_bonus(0), ev_draw(0, "Medicine")]
    s = game.state()
    assert s["players"][0]["hand"] == ["Reformation", "Enterprise", "Medicine"]
    assert s["players"][0]["board"]["green"] == pile("Paper", "Sailing", splay="left")
    assert s["players"][0]["board"]["blue"] == pile("Writing", "Tools")
    assert s["players"][1]["hand"] == ["Anatomy"]


def test_paper_nothing_splayable_nothing_drawn_deluxe():
    game = new("deluxe", {"players": [{"board": {"green": pile("Paper"), "blue": pile("Writing")}}, {}]})
    assert dogma(game, "Paper") == [ev_dogma(0, "Paper")]
    idle(game)


# --- Machinery -------------------------------------------------------------------------------------------

@BOTH
def test_machinery_demanded_hand_exchange_and_shared_castle_score(vid):
    state = {"players": [
        {"board": {"yellow": pile("Machinery"), "red": pile("Oars", "Archery")},
         "hand": ["Calendar", "Mathematics", "Tools"]},                                      # 2 leaves
        {"board": {"blue": pile("Pottery")}, "hand": ["Metalworking", "Sailing"]},            # 3: shares
        {"board": {"purple": pile("Code of Laws")}, "hand": ["Writing", "Masonry"]},          # 1: demanded
    ], "supply": {"3": ["Optics"]}}
    game = new(vid, state, players=3)
    assert dogma(game, "Machinery") == [
        ev_dogma(0, "Machinery"),
        ev_transfer(2, "Writing", ("hand", 2), ("hand", 0)), ev_transfer(2, "Masonry", ("hand", 2), ("hand", 0)),
        ev_transfer(2, "Calendar", ("hand", 0), ("hand", 2)), ev_transfer(2, "Mathematics", ("hand", 0), ("hand", 2)),
        ev_score(1, "Metalworking")]                          # the sharer's only castle card; no red pile
    asks(game, 0, "score", ["Tools", "Masonry"], 1, 1)
    assert choose(game, "Masonry") == [ev_score(0, "Masonry")]
    asks(game, 0, "splay", ["red"], 0, 1)
    assert choose(game, "red") == [ev_splay(0, "red", "left"), ev_bonus(0), ev_draw(0, "Optics")]
    s = game.state()
    assert s["players"][0]["hand"] == ["Tools", "Writing", "Optics"] and s["players"][0]["score"] == ["Masonry"]
    assert s["players"][2]["hand"] == ["Calendar", "Mathematics"]
    assert s["players"][1]["hand"] == ["Sailing"] and s["players"][1]["score"] == ["Metalworking"]


def test_machinery_empty_hand_still_receives_the_launchers_highest_first_edition():
    state = {"players": [{"board": {"yellow": pile("Machinery")}, "hand": ["Alchemy", "Oars"]},
                         {"board": {"blue": pile("Writing")}}]}
    game = new("first-edition", state)
    assert dogma(game, "Machinery") == [ev_dogma(0, "Machinery"),
                                        ev_transfer(1, "Alchemy", ("hand", 0), ("hand", 1)),
                                        ev_score(0, "Oars")]
    assert seat(game, 1)["hand"] == ["Alchemy"] and seat(game, 0)["hand"] == []


# --- Medicine ---------------------------------------------------------------------------------------------

@BOTH
def test_medicine_demanded_highest_for_lowest_both_chosen(vid):
    state = {"players": [
        {"board": {"yellow": pile("Medicine")}, "score": ["Oars", "Tools", "Calendar"]},            # 2 leaves
        {"board": {"blue": pile("Writing")}, "score": ["Alchemy", "Engineering", "Sailing"]},       # 0: demanded
    ]}
    game = new(vid, state)
    assert dogma(game, "Medicine") == [ev_dogma(0, "Medicine")]
    asks(game, 1, "exchange", ["Alchemy", "Engineering"], 1, 1)
    assert choose(game, "Engineering") == []
    asks(game, 0, "exchange", ["Oars", "Tools"], 1, 1)
    assert choose(game, "Tools") == [ev_transfer(1, "Engineering", ("score", 1), ("score", 0)),
                                     ev_transfer(1, "Tools", ("score", 0), ("score", 1))]
    assert seat(game, 0)["score"] == ["Oars", "Calendar", "Engineering"]
    assert seat(game, 1)["score"] == ["Alchemy", "Sailing", "Tools"]
    idle(game)


def test_medicine_launcher_without_score_cards_only_receives_first_edition():
    state = {"players": [{"board": {"yellow": pile("Medicine")}},
                         {"score": ["Calendar", "Oars"]}]}
    game = new("first-edition", state)
    assert dogma(game, "Medicine") == [ev_dogma(0, "Medicine"),
                                       ev_transfer(1, "Calendar", ("score", 1), ("score", 0))]
    assert seat(game, 0)["score"] == ["Calendar"] and seat(game, 1)["score"] == ["Oars"]


# --- Education -------------------------------------------------------------------------------------------

@BOTH
def test_education_shared_return_highest_then_draw_two_above_the_rest(vid):
    state = {"players": [
        {"board": {"purple": pile("Education")}, "score": ["Alchemy", "Engineering", "Calendar"]},  # 3 lightbulbs
        {"board": {"purple": pile("Philosophy")}, "score": ["Oars"]},                               # 3: shares
    ], "supply": {"1": ["Tools"], "2": ["Currency"], "3": ["Optics"], "5": ["Coal"]}}
    game = new(vid, state)
    dogma(game, "Education")
    asks(game, 1, "return", ["Oars"], 0, 1)
    assert choose(game, "Oars") == [ev_return(1, "Oars"), ev_draw(1, "Currency")]      # now empty: a 2
    asks(game, 0, "return", ["Alchemy", "Engineering"], 0, 1)
    assert choose(game, "Engineering") == [ev_return(0, "Engineering"), ev_draw(0, "Coal"),  # 3 left: a 5
                                           ev_bonus(0), ev_draw(0, "Optics")]
    s = game.state()
    assert s["players"][0]["score"] == ["Alchemy", "Calendar"] and s["players"][0]["hand"] == ["Coal", "Optics"]
    assert s["players"][1]["score"] == [] and s["players"][1]["hand"] == ["Currency"]
    assert s["supply"]["1"] == ["Tools", "Oars"] and s["supply"]["3"] == ["Engineering"]


def test_education_declined_deluxe():
    game = new("deluxe", {"players": [{"board": {"purple": pile("Education")}, "score": ["Oars"]}, {}]})
    dogma(game, "Education")
    asks(game, 0, "return", ["Oars"], 0, 1)
    assert choose(game) == []
    assert seat(game, 0)["score"] == ["Oars"] and seat(game, 0)["hand"] == []


# --- Feudalism -----------------------------------------------------------------------------------------

FEUDALISM = {"players": [
    {"board": {"purple": pile("Feudalism", "Mysticism"), "yellow": pile("Domestication", "Agriculture")}},  # 4
    {"board": {"red": pile("Metalworking"), "purple": pile("Monotheism", "City States")}},                 # 6
    {"board": {"red": pile("Oars", "Archery", splay="left")},
     "hand": ["Construction", "Road Building", "Calendar"]},                                               # 3
], "supply": {"3": ["Optics"]}}


def _feudalism(vid, demand_events):
    game = new(vid, FEUDALISM, players=3)
    assert dogma(game, "Feudalism") == [ev_dogma(0, "Feudalism")]
    asks(game, 2, "transfer", ["Construction", "Road Building"], 1, 1)
    assert choose(game, "Road Building") == [ev_transfer(2, "Road Building", ("hand", 2), ("hand", 0))] + demand_events
    asks(game, 1, "splay", ["purple"], 0, 1)
    assert choose(game, "purple") == [ev_splay(1, "purple", "left")]
    asks(game, 0, "splay", ["yellow", "purple"], 0, 1)
    assert choose(game, "purple") == [ev_splay(0, "purple", "left"), ev_bonus(0), ev_draw(0, "Optics")]
    s = game.state()
    assert s["players"][0]["hand"] == ["Road Building", "Optics"]
    assert s["players"][2]["hand"] == ["Construction", "Calendar"]
    assert s["players"][0]["board"]["purple"] == pile("Feudalism", "Mysticism", splay="left")
    assert s["players"][1]["board"]["purple"] == pile("Monotheism", "City States", splay="left")
    return s


def test_feudalism_demand_then_unsplay_that_colour_third_edition_deluxe():
    s = _feudalism("deluxe", [ev_splay(2, "red", "none")])
    assert s["players"][2]["board"] == {"red": pile("Oars", "Archery")}


def test_feudalism_demand_without_unsplay_first_edition():
    s = _feudalism("first-edition", [])
    assert s["players"][2]["board"] == {"red": pile("Oars", "Archery", splay="left")}
