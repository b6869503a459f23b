"""The age-2 cards of the base set (engine/innovation/sets/base/age02.py): each card from an
exact position to the exact position after, under the wording(s) it has, with shared and
demanded executions and every decision asserted before it is answered."""

from card_tests import BOTH, asks, dogma, idle, pile
from card_tests import achieved_special as ev_special
from card_tests import drew as ev_draw
from card_tests import melded as ev_meld
from card_tests import player_state as seat
from card_tests import returned as ev_return
from card_tests import scored as ev_score
from card_tests import share_bonus as ev_bonus
from card_tests import splayed as ev_splay
from card_tests import started as ev_dogma
from card_tests import transferred as ev_transfer
from card_tests import tucked as ev_tuck
from innovation_helpers import choose, new

# --- Calendar -------------------------------------------------------------------------------------------

@BOTH
def test_calendar_shared_both_draw_two_3s(vid):
    state = {"players": [
        {"board": {"blue": pile("Calendar")}, "score": ["Oars", "Tools"], "hand": ["Sailing"]},      # 2 leaves
        {"board": {"yellow": pile("Agriculture")}, "score": ["Writing"]},                            # 3: shares
    ], "supply": {"3": ["Alchemy", "Translation", "Engineering", "Optics"], "2": ["Mathematics"]}}
    game = new(vid, state)
    events = dogma(game, "Calendar")
    assert events == [ev_dogma(0, "Calendar"),
                      ev_draw(1, "Alchemy"), ev_draw(1, "Translation"),
                      ev_draw(0, "Engineering"), ev_draw(0, "Optics"),
                      ev_bonus(0), ev_draw(0, "Mathematics")]
    assert seat(game, 1)["hand"] == ["Alchemy", "Translation"]
    assert seat(game, 0)["hand"] == ["Sailing", "Engineering", "Optics", "Mathematics"]
    assert game.state()["supply"]["3"] == [] and game.state()["supply"]["2"] == []
    idle(game)


def test_calendar_needs_strictly_more_score_cards_than_hand_cards_deluxe():
    state = {"players": [{"board": {"blue": pile("Calendar")}, "score": ["Oars"], "hand": ["Tools"]}, {}],
             "supply": {"3": ["Alchemy"]}}
    game = new("deluxe", state)
    assert dogma(game, "Calendar") == [ev_dogma(0, "Calendar")]
    assert seat(game, 0)["hand"] == ["Tools"] and game.state()["supply"]["3"] == ["Alchemy"]


# --- Mathematics ------------------------------------------------------------------------------------

@BOTH
def test_mathematics_shared_return_then_draw_and_meld_one_higher(vid):
    state = {"players": [
        {"board": {"blue": pile("Mathematics")}, "hand": ["Oars", "Calendar"]},            # 2 lightbulbs
        {"board": {"purple": pile("Philosophy")}, "hand": ["Archery"]},                    # 3: shares
    ], "supply": {"1": ["Tools"], "2": ["Currency"], "3": ["Compass", "Paper"]}}
    game = new(vid, state)
    assert dogma(game, "Mathematics") == [ev_dogma(0, "Mathematics")]
    asks(game, 1, "return", ["Archery"], 0, 1)
    assert choose(game, "Archery") == [ev_return(1, "Archery"), ev_draw(1, "Currency"), ev_meld(1, "Currency")]
    asks(game, 0, "return", ["Oars", "Calendar"], 0, 1)
    assert choose(game, "Calendar") == [ev_return(0, "Calendar"), ev_draw(0, "Compass"), ev_meld(0, "Compass"),
                                        ev_bonus(0), ev_draw(0, "Paper")]
    s = game.state()
    assert s["players"][1]["hand"] == [] and s["players"][1]["board"] == {"green": pile("Currency"),
                                                                         "purple": pile("Philosophy")}
    assert s["players"][0]["hand"] == ["Oars", "Paper"]
    assert s["players"][0]["board"] == {"blue": pile("Mathematics"), "green": pile("Compass")}
    assert s["supply"]["1"] == ["Tools", "Archery"] and s["supply"]["2"] == ["Calendar"] and s["supply"]["3"] == []
    idle(game)


def test_mathematics_declined_changes_nothing_first_edition():
    state = {"players": [{"board": {"blue": pile("Mathematics")}, "hand": ["Oars"]}, {}]}
    game = new("first-edition", state)
    dogma(game, "Mathematics")
    asks(game, 0, "return", ["Oars"], 0, 1)
    assert choose(game) == []
    assert seat(game, 0)["hand"] == ["Oars"] and seat(game, 0)["board"] == {"blue": pile("Mathematics")}


# --- Construction ---------------------------------------------------------------------------------------

@BOTH
def test_construction_demanded_two_cards_then_a_2_and_a_sharer_without_five_colours(vid):
    state = {"players": [
        {"board": {"red": pile("Construction")}},                       # 3 castles
        {"board": {"green": pile("The Wheel")}},                        # 3: shares effect 2 only
        {"hand": ["Oars", "Tools", "Sailing"]},                         # 0: demanded
    ], "supply": {"2": ["Calendar"]}}
    game = new(vid, state, players=3)
    assert dogma(game, "Construction") == [ev_dogma(0, "Construction")]
    asks(game, 2, "transfer", ["Oars", "Tools", "Sailing"], 2, 2)
    assert choose(game, "Tools", "Sailing") == [ev_transfer(2, "Tools", ("hand", 2), ("hand", 0)),
                                               ev_transfer(2, "Sailing", ("hand", 2), ("hand", 0)),
                                               ev_draw(2, "Calendar")]
    s = game.state()
    assert s["players"][0]["hand"] == ["Tools", "Sailing"] and s["players"][2]["hand"] == ["Oars", "Calendar"]
    assert s["players"][0]["achievements"] == [] and "Empire" in s["achievements"]["special"]
    idle(game)


FIVE_A = {"blue": pile("Writing"), "red": pile("Construction"), "green": pile("Sailing"),
          "yellow": pile("Agriculture"), "purple": pile("Code of Laws")}         # castles 3


def test_construction_fewer_than_two_cards_all_given_then_empire_deluxe():
    state = {"players": [{"board": FIVE_A},
                         {"board": {"blue": pile("Tools")}, "hand": ["Oars"]}],       # 1 castle: demanded
             "supply": {"2": ["Calendar"]}}
    game = new("deluxe", state)
    events = dogma(game, "Construction")
    assert events == [ev_dogma(0, "Construction"),
                      ev_transfer(1, "Oars", ("hand", 1), ("hand", 0)), ev_draw(1, "Calendar"),
                      ev_special(0, "Empire")]
    s = game.state()
    assert s["players"][0]["achievements"] == ["Empire"] and s["players"][0]["hand"] == ["Oars"]
    assert s["players"][1]["hand"] == ["Calendar"]
    assert s["achievements"]["special"] == ["Monument", "World", "Wonder", "Universe"]


def test_construction_no_empire_when_another_player_has_five_top_cards_first_edition():
    other = {"blue": pile("Pottery"), "red": pile("Archery"), "green": pile("Clothing"),
             "yellow": pile("Masonry"), "purple": pile("Philosophy")}                  # castles 2 + 3 = 5
    board = dict(FIVE_A, yellow=pile("Domestication", "Agriculture"), purple=pile("Mysticism"))  # 3+2+3 = 8
    game = new("first-edition", {"players": [{"board": board}, {"board": other}], "supply": {"2": ["Calendar"]}})
    assert dogma(game, "Construction") == [ev_dogma(0, "Construction"), ev_draw(1, "Calendar")]
    assert seat(game, 0)["achievements"] == [] and seat(game, 1)["hand"] == ["Calendar"]


def test_construction_a_sharer_with_five_top_cards_claims_empire_deluxe():
    sharer = {"blue": pile("Pottery"), "red": pile("Metalworking"), "green": pile("Clothing"),
              "yellow": pile("Agriculture"), "purple": pile("Philosophy")}            # 3 castles: shares
    state = {"players": [{"board": {"red": pile("Construction")}}, {"board": sharer}],
             "supply": {"2": ["Calendar"]}}
    game = new("deluxe", state)
    assert dogma(game, "Construction") == [ev_dogma(0, "Construction"), ev_special(1, "Empire"),
                                           ev_bonus(0), ev_draw(0, "Calendar")]
    assert seat(game, 1)["achievements"] == ["Empire"] and seat(game, 0)["achievements"] == []


def test_construction_a_partner_with_five_top_cards_does_not_block_empire_deluxe_teams():
    partner = {"blue": pile("Pottery"), "red": pile("Archery"), "green": pile("Clothing"),
               "yellow": pile("Masonry"), "purple": pile("Philosophy")}               # 5 castles, seat 2
    state = {"players": [{"board": dict(FIVE_A, purple=pile("Mysticism"))},            # 6 castles
                         {}, {"board": partner}, {}],
             "supply": {"2": ["Calendar", "Mathematics"]}}
    game = new("deluxe-teams", state, players=4)
    events = dogma(game, "Construction")
    assert events == [ev_dogma(0, "Construction"), ev_draw(1, "Calendar"), ev_draw(3, "Mathematics"),
                      ev_special(0, "Empire")]
    assert seat(game, 0)["achievements"] == ["Empire"]


# --- Road Building ------------------------------------------------------------------------------------

@BOTH
def test_road_building_two_melds_then_swap_red_for_green(vid):
    state = {"players": [
        {"board": {"red": pile("Road Building")}, "hand": ["Oars", "Calendar"]},            # 3 castles
        {"board": {"blue": pile("Pottery"), "green": pile("Sailing")}},                     # 0: no sharing
    ]}
    game = new(vid, state)
    assert dogma(game, "Road Building") == [ev_dogma(0, "Road Building")]
    asks(game, 0, "meld", ["Oars", "Calendar"], 1, 2)
    assert choose(game, "Calendar", "Oars") == [ev_meld(0, "Calendar"), ev_meld(0, "Oars")]
    asks(game, 0, "player", ["B"], 0, 1)
    assert choose(game, "B") == [ev_transfer(0, "Oars", ("board", 0), ("board", 1)),
                               ev_transfer(0, "Sailing", ("board", 1), ("board", 0))]
    s = game.state()
    assert s["players"][0]["board"] == {"blue": pile("Calendar"), "red": pile("Road Building"),
                                        "green": pile("Sailing")}
    assert s["players"][1]["board"] == {"blue": pile("Pottery"), "red": pile("Oars")}
    assert s["players"][0]["hand"] == []
    idle(game)


def test_road_building_shared_melds_in_the_chosen_order_and_may_decline_the_swap_deluxe():
    state = {"players": [
        {"board": {"red": pile("Road Building")}},                                     # 3 castles, no hand
        {"board": {"green": pile("The Wheel")}, "hand": ["Archery", "Oars"]},           # 3: shares
        {"board": {"green": pile("Clothing")}, "hand": ["Tools"]},                      # 0
    ], "supply": {"2": ["Calendar"]}}
    game = new("deluxe", state, players=3)
    dogma(game, "Road Building")
    asks(game, 1, "meld", ["Archery", "Oars"], 1, 2)
    assert choose(game, "Oars", "Archery") == [ev_meld(1, "Oars"), ev_meld(1, "Archery")]
    asks(game, 1, "player", ["C", "A"], 0, 1)
    assert choose(game) == [ev_bonus(0), ev_draw(0, "Calendar")]       # the launcher's hand is empty
    s = game.state()
    assert s["players"][1]["board"] == {"red": pile("Archery", "Oars"), "green": pile("The Wheel")}
    assert s["players"][2]["board"] == {"green": pile("Clothing")} and s["players"][0]["hand"] == ["Calendar"]


def test_road_building_one_card_melded_no_swap_offered_first_edition():
    state = {"players": [{"board": {"red": pile("Road Building")}, "hand": ["Oars"]},
                         {"board": {"green": pile("Sailing")}}]}
    game = new("first-edition", state)
    assert dogma(game, "Road Building") == [ev_dogma(0, "Road Building"), ev_meld(0, "Oars")]
    assert seat(game, 0)["board"] == {"red": pile("Oars", "Road Building")}
    idle(game)


# --- Currency ---------------------------------------------------------------------------------------------

@BOTH
def test_currency_shared_one_draw_and_score_per_distinct_value(vid):
    state = {"players": [
        {"board": {"green": pile("Currency")}, "hand": ["Oars", "Sailing", "Calendar"]},   # 2 crowns
        {"board": {"purple": pile("Code of Laws")}, "hand": ["Writing"]},                  # 2: shares
    ], "supply": {"1": ["Tools"], "2": ["Mathematics", "Fermenting", "Philosophy"]}}
    game = new(vid, state)
    dogma(game, "Currency")
    asks(game, 1, "return", ["Writing"], 0, 1)
    assert choose(game, "Writing") == [ev_return(1, "Writing"), ev_draw(1, "Mathematics"),
                                       ev_score(1, "Mathematics")]
    asks(game, 0, "return", ["Oars", "Sailing", "Calendar"], 0, 3)
    assert choose(game, "Sailing", "Calendar", "Oars") == []
    # Sailing and Oars both go under the 1 deck: Alice orders the returns (not the pick's order)
    asks(game, 0, "return_order", ["Sailing", "Calendar", "Oars"], 3, 3)
    assert game.moves()["pending"]["ordered"] is True
    assert choose(game, "Oars", "Calendar", "Sailing") == [
        ev_return(0, "Oars"), ev_return(0, "Calendar"), ev_return(0, "Sailing"),
        ev_draw(0, "Fermenting"), ev_score(0, "Fermenting"), ev_draw(0, "Philosophy"), ev_score(0, "Philosophy"),
        ev_bonus(0), ev_draw(0, "Calendar")]
    s = game.state()
    assert s["players"][0]["score"] == ["Fermenting", "Philosophy"] and s["players"][0]["hand"] == ["Calendar"]
    assert s["players"][1]["score"] == ["Mathematics"] and s["players"][1]["hand"] == []
    assert s["supply"]["1"] == ["Tools", "Writing", "Oars", "Sailing"] and s["supply"]["2"] == []


def test_currency_cards_of_different_values_go_back_unasked_deluxe():
    game = new("deluxe", {"players": [{"board": {"green": pile("Currency")}, "hand": ["Oars", "Calendar"]}, {}],
                          "supply": {"1": ["Tools"], "2": ["Mathematics", "Fermenting"]}})
    dogma(game, "Currency")
    asks(game, 0, "return", ["Oars", "Calendar"], 0, 2)
    assert choose(game, "Calendar", "Oars") == [      # one card per deck: no order asked
        ev_return(0, "Calendar"), ev_return(0, "Oars"),
        ev_draw(0, "Mathematics"), ev_score(0, "Mathematics"), ev_draw(0, "Fermenting"), ev_score(0, "Fermenting")]
    idle(game)


def test_currency_returning_nothing_scores_nothing_first_edition():
    game = new("first-edition", {"players": [{"board": {"green": pile("Currency")}, "hand": ["Oars"]}, {}]})
    dogma(game, "Currency")
    asks(game, 0, "return", ["Oars"], 0, 1)
    assert choose(game) == []
    assert seat(game, 0)["hand"] == ["Oars"] and seat(game, 0)["score"] == []


# --- Mapmaking ---------------------------------------------------------------------------------------------

@BOTH
def test_mapmaking_demanded_a_1_then_launcher_and_sharer_draw_and_score_a_1(vid):
    state = {"players": [
        {"board": {"green": pile("Mapmaking")}},                                      # 2 crowns
        {"board": {"purple": pile("Code of Laws")}},                                  # 2: shares effect 2
        {"board": {"blue": pile("Writing")}, "score": ["Oars", "Tools", "Calendar"]},  # 1: demanded
    ], "supply": {"1": ["Sailing", "Pottery"], "2": ["Philosophy"]}}
    game = new(vid, state, players=3)
    assert dogma(game, "Mapmaking") == [ev_dogma(0, "Mapmaking")]
    asks(game, 2, "transfer", ["Oars", "Tools"], 1, 1)
    assert choose(game, "Tools") == [ev_transfer(2, "Tools", ("score", 2), ("score", 0)),
                                     ev_draw(1, "Sailing"), ev_score(1, "Sailing"),
                                     ev_draw(0, "Pottery"), ev_score(0, "Pottery"),
                                     ev_bonus(0), ev_draw(0, "Philosophy")]
    s = game.state()
    assert s["players"][0]["score"] == ["Tools", "Pottery"] and s["players"][1]["score"] == ["Sailing"]
    assert s["players"][2]["score"] == ["Oars", "Calendar"]


def test_mapmaking_nothing_transferred_nothing_drawn_deluxe():
    state = {"players": [{"board": {"green": pile("Mapmaking")}},
                         {"board": {"blue": pile("Writing")}, "score": ["Calendar"]}],
             "supply": {"1": ["Sailing"]}}
    game = new("deluxe", state)
    assert dogma(game, "Mapmaking") == [ev_dogma(0, "Mapmaking")]
    assert seat(game, 0)["score"] == [] and seat(game, 1)["score"] == ["Calendar"]
    assert game.state()["supply"]["1"] == ["Sailing"]


# --- Canal Building ------------------------------------------------------------------------------------------

@BOTH
def test_canal_building_shared_exchange_of_the_highest_sets(vid):
    state = {"players": [
        {"board": {"yellow": pile("Canal Building")}, "hand": ["Oars", "Calendar", "Mathematics"],
         "score": ["Alchemy", "Sailing"]},                                             # 2 crowns
        {"board": {"purple": pile("Code of Laws")}, "score": ["Tools"]},               # 2: shares
    ], "supply": {"2": ["Philosophy"]}}
    game = new(vid, state)
    dogma(game, "Canal Building")
    asks(game, 1, "confirm", ["yes"], 0, 1)
    assert choose(game, "yes") == [ev_transfer(1, "Tools", ("score", 1), ("hand", 1))]
    asks(game, 0, "confirm", ["yes"], 0, 1)
    assert choose(game, "yes") == [ev_transfer(0, "Calendar", ("hand", 0), ("score", 0)),
                                   ev_transfer(0, "Mathematics", ("hand", 0), ("score", 0)),
                                   ev_transfer(0, "Alchemy", ("score", 0), ("hand", 0)),
                                   ev_bonus(0), ev_draw(0, "Philosophy")]
    s = game.state()
    assert s["players"][0]["hand"] == ["Oars", "Alchemy", "Philosophy"]
    assert s["players"][0]["score"] == ["Sailing", "Calendar", "Mathematics"]
    assert s["players"][1]["hand"] == ["Tools"] and s["players"][1]["score"] == []


def test_canal_building_declined_and_not_offered_without_cards_deluxe():
    state = {"players": [{"board": {"yellow": pile("Canal Building")}, "score": ["Tools"]},
                         {"board": {"purple": pile("Code of Laws")}}]}                # shares, nothing to swap
    game = new("deluxe", state)
    dogma(game, "Canal Building")
    asks(game, 0, "confirm", ["yes"], 0, 1)
    assert choose(game) == []
    assert seat(game, 0)["score"] == ["Tools"] and seat(game, 0)["hand"] == []
    idle(game)


# --- Fermenting -----------------------------------------------------------------------------------------

FERMENTING = {"players": [
    {"board": {"yellow": pile("Fermenting"), "green": pile("Sailing"), "purple": pile("Code of Laws")}},  # 4 leaves, 3 colours
    {"board": {"blue": pile("Pottery"), "green": pile("Clothing")}},                                   # 5 leaves, 2 colours
], "supply": {"2": ["Calendar", "Mathematics", "Construction", "Road Building", "Currency", "Mapmaking"]}}


def test_fermenting_a_2_per_colour_with_a_leaf_third_edition_deluxe():
    game = new("deluxe", FERMENTING)
    assert dogma(game, "Fermenting") == [ev_dogma(0, "Fermenting"),
                                         ev_draw(1, "Calendar"), ev_draw(1, "Mathematics"),
                                         ev_draw(0, "Construction"), ev_draw(0, "Road Building"),
                                         ev_draw(0, "Currency"), ev_bonus(0), ev_draw(0, "Mapmaking")]
    assert seat(game, 1)["hand"] == ["Calendar", "Mathematics"]
    assert seat(game, 0)["hand"] == ["Construction", "Road Building", "Currency", "Mapmaking"]


def test_fermenting_a_2_per_pair_of_leaves_first_edition():
    game = new("first-edition", FERMENTING)
    assert dogma(game, "Fermenting") == [ev_dogma(0, "Fermenting"),
                                         ev_draw(1, "Calendar"), ev_draw(1, "Mathematics"),
                                         ev_draw(0, "Construction"), ev_draw(0, "Road Building"),
                                         ev_bonus(0), ev_draw(0, "Currency")]
    assert seat(game, 0)["hand"] == ["Construction", "Road Building", "Currency"]
    assert game.state()["supply"]["2"] == ["Mapmaking"]


def test_fermenting_counts_a_leaf_shown_only_by_a_splay_third_edition_deluxe():
    state = {"players": [{"board": {"yellow": pile("Fermenting"),
                                    "blue": pile("Writing", "Pottery", splay="right"),      # Pottery's leaf shows
                                    "red": pile("Oars", "Archery", splay="left")}}, {}],    # a castle shows
             "supply": {"2": ["Calendar", "Mathematics", "Construction"]}}
    game = new("deluxe", state)
    assert dogma(game, "Fermenting") == [ev_dogma(0, "Fermenting"), ev_draw(0, "Calendar"), ev_draw(0, "Mathematics")]
    assert seat(game, 0)["hand"] == ["Calendar", "Mathematics"]


# --- Monotheism --------------------------------------------------------------------------------------------

@BOTH
def test_monotheism_demanded_top_card_of_a_missing_colour_and_shared_tuck(vid):
    state = {"players": [
        {"board": {"purple": pile("Monotheism"), "blue": pile("Writing")}},                 # 3 castles
        {"board": {"green": pile("The Wheel")}},                                            # 3: shares
        {"board": {"blue": pile("Pottery"), "red": pile("Oars"), "yellow": pile("Agriculture")}},  # 2: demanded
    ], "supply": {"1": ["Sailing", "Tools", "Clothing"], "2": ["Calendar"]}}
    game = new(vid, state, players=3)
    assert dogma(game, "Monotheism") == [ev_dogma(0, "Monotheism")]
    asks(game, 2, "transfer", ["Oars", "Agriculture"], 1, 1)
    assert choose(game, "Agriculture") == [
        ev_transfer(2, "Agriculture", ("board", 2), ("score", 0)), ev_draw(2, "Sailing"), ev_tuck(2, "Sailing"),
        ev_draw(1, "Tools"), ev_tuck(1, "Tools"), ev_draw(0, "Clothing"), ev_tuck(0, "Clothing"),
        ev_bonus(0), ev_draw(0, "Calendar")]
    s = game.state()
    assert s["players"][0]["score"] == ["Agriculture"]
    assert s["players"][0]["board"] == {"blue": pile("Writing"), "green": pile("Clothing"),
                                        "purple": pile("Monotheism")}
    assert s["players"][1]["board"] == {"blue": pile("Tools"), "green": pile("The Wheel")}
    assert s["players"][2]["board"] == {"blue": pile("Pottery"), "red": pile("Oars"), "green": pile("Sailing")}


def test_monotheism_no_card_of_a_missing_colour_no_draw_deluxe():
    state = {"players": [{"board": {"purple": pile("Monotheism")}},
                         {"board": {"purple": pile("Philosophy")}}],
             "supply": {"1": ["Sailing"]}}
    game = new("deluxe", state)
    assert dogma(game, "Monotheism") == [ev_dogma(0, "Monotheism"), ev_draw(0, "Sailing"), ev_tuck(0, "Sailing")]
    assert seat(game, 1)["board"] == {"purple": pile("Philosophy")} and seat(game, 1)["hand"] == []


# --- Philosophy ------------------------------------------------------------------------------------------

@BOTH
def test_philosophy_shared_splay_left_and_score(vid):
    state = {"players": [
        {"board": {"purple": pile("Philosophy"), "blue": pile("Pottery", "Tools"), "red": pile("Oars"),
                   "green": pile("Sailing", "Clothing", splay="left")}, "hand": ["Calendar"]},      # 3 lightbulbs
        {"board": {"purple": pile("Education", "Monotheism")}, "hand": ["Currency"]},              # 3: shares
    ], "supply": {"2": ["Canal Building"]}}
    game = new(vid, state)
    dogma(game, "Philosophy")
    asks(game, 1, "splay", ["purple"], 0, 1)
    assert choose(game, "purple") == [ev_splay(1, "purple", "left")]
    asks(game, 0, "splay", ["blue"], 0, 1)                 # red is one card, green already left
    assert choose(game, "blue") == [ev_splay(0, "blue", "left")]
    asks(game, 1, "score", ["Currency"], 0, 1)
    assert choose(game, "Currency") == [ev_score(1, "Currency")]
    asks(game, 0, "score", ["Calendar"], 0, 1)
    assert choose(game) == [ev_bonus(0), ev_draw(0, "Canal Building")]
    s = game.state()
    assert s["players"][0]["board"]["blue"] == pile("Pottery", "Tools", splay="left")
    assert s["players"][1]["board"] == {"purple": pile("Education", "Monotheism", splay="left")}
    assert s["players"][1]["score"] == ["Currency"] and s["players"][0]["hand"] == ["Calendar", "Canal Building"]
