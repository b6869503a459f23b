"""The ten age-9 cards of the fourth-edition (Ultimate) set, from exact positions under the
`ultimate` variant, as in test_ultimate_age08 (and with its helpers, from card_tests.py):
every decision asserted before it is answered, the affected zones exactly, the events, a
shared and a demanded execution wherever the card allows one.

A card that self-executes a 10 (Computers) meets a stand-in registered for that 10 for the
test only (the `register` fixture), so that these tests pin down this batch alone; Satellites
self-executes real cards of this batch, and one test follows it into the chain rule."""

from card_tests import ULTIMATE as VID
from card_tests import achieved_chain as chain
from card_tests import asks, dogma, draws_a, icons, junk, pile, player, settled, supply, won, zones
from card_tests import drew as d
from card_tests import executed as ex
from card_tests import junked as jk
from card_tests import melded as m
from card_tests import returned as r
from card_tests import revealed as rv
from card_tests import scored as s
from card_tests import share_bonus as bonus
from card_tests import splayed as sp
from card_tests import started as start
from card_tests import transferred as x
from card_tests import tucked as t
from innovation_helpers import choose, new


def nothing(ctx):
    return None


# --- Computers ------------------------------------------------------------------------------------

def test_computers_splay_then_draw_meld_and_self_execute_a_10_shared(register):
    register("Software", [draws_a(1), nothing])
    register("Robotics", [draws_a(2), nothing])
    # seat 0: Computers 2 clocks; seat 1: Fission 3 clocks shares
    state = {"players": [{"board": {"blue": pile("Computers"), "red": pile("Oars", "Archery")}},
                         {"board": {"red": pile("Fission"), "green": pile("Sailing", "Currency")}}],
             "supply": {"1": ["Pottery"], "2": ["Calendar"], "10": ["Software", "Robotics", "A.I."]}}
    game = new(VID, state)
    assert (icons(game, 0, "clock"), icons(game, 1, "clock")) == (2, 3)
    events = dogma(game, "Computers")
    asks(game, 1, "splay", ["green"], 0, 1)                 # red: a single card
    events += choose(game, "green")
    asks(game, 0, "splay", ["red"], 0, 1)
    events += choose(game)                                  # declined
    settled(game)
    # a self-execute started by the dogma action's own effect: no chain achievement
    assert events == [start(0, "Computers"), sp(1, "green", "up"),
                      d(1, "Software"), m(1, "Software"), ex(1, "Software"), d(1, "Pottery"),
                      d(0, "Robotics"), m(0, "Robotics"), ex(0, "Robotics"), d(0, "Calendar"),
                      bonus(0), d(0, "A.I.")]
    assert zones(game, 0) == player(hand=["Calendar", "A.I."], board={
        "blue": pile("Computers"), "red": pile("Robotics", "Oars", "Archery")})
    assert zones(game, 1) == player(hand=["Pottery"], board={
        "blue": pile("Software"), "red": pile("Fission"), "green": pile("Sailing", "Currency", splay="up")})


# --- Genetics -------------------------------------------------------------------------------------

def test_genetics_draws_an_11_and_scores_every_card_beneath_it_shared():
    # seat 0: Genetics 3 lightbulbs; seat 1: Philosophy 3 shares
    state = {"players": [{"board": {"blue": pile("Genetics", "Tools", "Writing")}},
                         {"board": {"blue": pile("Calendar", "Mathematics"), "purple": pile("Philosophy")}}],
             "supply": {"11": ["Solar Sailing", "Climatology", "Fusion"]}}
    game = new(VID, state)
    events = dogma(game, "Genetics")
    settled(game)
    assert events == [start(0, "Genetics"), d(1, "Solar Sailing"), m(1, "Solar Sailing"), s(1, "Calendar"),
                      s(1, "Mathematics"), d(0, "Climatology"), m(0, "Climatology"), s(0, "Genetics"),
                      s(0, "Tools"), s(0, "Writing"), bonus(0), d(0, "Fusion")]
    assert zones(game, 0) == player(hand=["Fusion"], board={"blue": pile("Climatology")},
                                    score=["Genetics", "Tools", "Writing"])
    assert zones(game, 1) == player(board={"blue": pile("Solar Sailing"), "purple": pile("Philosophy")},
                                    score=["Calendar", "Mathematics"])


def test_genetics_onto_a_new_pile_scores_nothing_and_an_empty_11_deck_ends_the_game():
    state = {"players": [{"board": {"purple": pile("Education")}, "score": ["Tools"]},
                         {"board": {"blue": pile("Genetics")}, "score": ["Calendar"]}],
             "supply": {"11": ["Fusion"]}, "turn": {"player": 1}}
    game = new(VID, state)
    events = dogma(game, "Genetics")
    # seat 0 shares (3 lightbulbs): Fusion starts a red pile; then seat 1 needs a 12
    assert events == [start(1, "Genetics"), d(0, "Fusion"), m(0, "Fusion"),
                      {"type": "game_over", "player": 1, "winners": [1], "reason": "score"}]
    assert zones(game, 0) == player(board={"red": pile("Fusion"), "purple": pile("Education")}, score=["Tools"])
    assert zones(game, 1) == player(board={"blue": pile("Genetics")}, score=["Calendar"])


# --- Composites -----------------------------------------------------------------------------------

def test_composites_demands_all_the_hand_but_one_and_the_highest_score_card():
    # seat 0: Composites 3 factories; seats 1 and 2 none: both affected
    state = {"players": [{"board": {"red": pile("Composites")}},
                         {"hand": ["Writing", "Pottery", "Calendar"], "score": ["Optics", "Education", "Tools"]},
                         {"hand": ["Oars"], "score": ["Mathematics", "Sailing"]}]}
    game = new(VID, state, players=3)
    events = dogma(game, "Composites")
    asks(game, 1, "keep", ["Writing", "Pottery", "Calendar"], 1, 1)
    events += choose(game, "Pottery")
    asks(game, 1, "transfer", ["Optics", "Education"], 1, 1)           # tied for highest
    events += choose(game, "Education")
    settled(game)
    # seat 2 keeps its only card; its highest score card goes without a question
    assert events == [start(0, "Composites"), x(1, "Writing", ("hand", 1), ("hand", 0)),
                      x(1, "Calendar", ("hand", 1), ("hand", 0)), x(1, "Education", ("score", 1), ("score", 0)),
                      x(2, "Mathematics", ("score", 2), ("score", 0))]
    assert zones(game, 0) == player(hand=["Writing", "Calendar"], board={"red": pile("Composites")},
                                    score=["Education", "Mathematics"])
    assert zones(game, 1) == player(hand=["Pottery"], score=["Optics", "Tools"])
    assert zones(game, 2) == player(hand=["Oars"], score=["Sailing"])


# --- Fission --------------------------------------------------------------------------------------

def test_fission_not_red_stays_in_hand_then_return_any_top_card_and_draw_a_10_shared():
    # seat 0: Fission 3 clocks; seat 1: none (affected); seat 2: Quantum Theory 3 (shares)
    state = {"players": [{"board": {"red": pile("Fission"), "yellow": pile("Agriculture")}},
                         {"board": {"red": pile("Oars")}},
                         {"board": {"blue": pile("Quantum Theory")}}],
             "supply": {"1": [], "8": [], "9": ["Ecology"], "10": ["Software", "Robotics", "A.I."]}}
    game = new(VID, state, players=3)
    events = dogma(game, "Fission")
    # seat 2 first: any board's top card but Fission, its own board first
    asks(game, 2, "return", ["Quantum Theory", "Agriculture", "Oars"], 1, 1)
    events += choose(game, "Oars")
    asks(game, 0, "return", ["Agriculture", "Quantum Theory"], 1, 1)
    events += choose(game, "Quantum Theory")
    settled(game)
    assert events == [start(0, "Fission"), d(1, "Software"), rv(1, "Software"),
                      r(2, "Oars"), d(2, "Robotics"), r(0, "Quantum Theory"), d(0, "A.I."),
                      bonus(0), d(0, "Ecology")]
    assert zones(game, 0) == player(hand=["A.I.", "Ecology"], board={"red": pile("Fission"),
                                                                     "yellow": pile("Agriculture")})
    assert zones(game, 1) == player(hand=["Software"])
    assert zones(game, 2) == player(hand=["Robotics"])
    assert supply(game, 1) == ["Oars"] and supply(game, 8) == ["Quantum Theory"]


def test_fission_red_junks_every_hand_board_and_score_pile_and_ends_the_action_at_once():
    # seat 1 is affected, seat 2 would share: the action ends before the non-demand, no bonus
    state = {"players": [{"hand": ["Tools"], "board": {"red": pile("Fission", "Oars")}, "score": ["Calendar"],
                          "achievements": ["Writing"]},
                         {"hand": ["Pottery"], "board": {"blue": pile("Mathematics")}, "score": ["Sailing"]},
                         {"board": {"blue": pile("Quantum Theory"), "green": pile("Currency")},
                          "achievements": ["Monument"]}],
             "supply": {"9": ["Ecology"], "10": ["Miniaturization", "Software"]}}
    game = new(VID, state, players=3)
    events = dogma(game, "Fission")
    settled(game)
    gone = [jk(1, "Pottery", "hand", 1), jk(1, "Miniaturization", "hand", 1), jk(1, "Mathematics", "board", 1),
            jk(1, "Sailing", "score", 1), jk(1, "Quantum Theory", "board", 2), jk(1, "Currency", "board", 2),
            jk(1, "Tools", "hand", 0), jk(1, "Fission", "board", 0), jk(1, "Oars", "board", 0),
            jk(1, "Calendar", "score", 0)]
    assert events == [start(0, "Fission"), d(1, "Miniaturization"), rv(1, "Miniaturization")] + gone
    assert junk(game) == [e["card"] for e in gone]
    assert zones(game, 0) == player(achievements=["Writing"])
    assert zones(game, 1) == player()
    assert zones(game, 2) == player(achievements=["Monument"])
    assert supply(game, 10) == ["Software"] and supply(game, 9) == ["Ecology"]
    assert game.state()["turn"]["actions_left"] == 1 and game.state()["result"] is None


# --- Collaboration --------------------------------------------------------------------------------

def test_collaboration_the_launcher_picks_one_of_the_two_9s_and_a_sharing_player_wins_with_10_greens():
    # seat 0: Collaboration 2 crowns; seat 1: none (affected); seat 2: Sailing 2 crowns on top of
    # ten green cards (shares, and wins)
    greens = ["Sailing", "Clothing", "The Wheel", "Currency", "Mapmaking", "Compass", "Paper", "Invention",
              "Navigation", "Banking"]
    state = {"players": [{"board": {"green": pile("Collaboration")}},
                         {"board": {"blue": pile("Tools")}},
                         {"board": {"green": pile(*greens)}}],
             "supply": {"9": ["Computers", "Genetics"]}}
    game = new(VID, state, players=3)
    assert [icons(game, seat, "crown") for seat in range(3)] == [2, 0, 2]
    events = dogma(game, "Collaboration")
    asks(game, 0, "transfer", ["Computers", "Genetics"], 1, 1)          # the launcher picks
    events += choose(game, "Computers")
    assert events == [start(0, "Collaboration"), d(1, "Computers"), rv(1, "Computers"), d(1, "Genetics"),
                      rv(1, "Genetics"), x(1, "Computers", ("hand", 1), ("board", 0)), m(1, "Genetics"),
                      won(0, [2])]
    assert game.state()["result"] == {"winners": [2], "reason": "dogma"}
    assert zones(game, 0) == player(board={"blue": pile("Computers"), "green": pile("Collaboration")})
    assert zones(game, 1) == player(board={"blue": pile("Genetics", "Tools")})


def test_collaboration_nine_green_cards_do_not_win():
    greens = ["Collaboration", "Clothing", "The Wheel", "Currency", "Mapmaking", "Compass", "Paper", "Invention",
              "Navigation"]
    state = {"players": [{"board": {"green": pile(*greens)}}, {"board": {"red": pile("Optics")}}],   # 3 crowns
             "supply": {"9": ["Computers", "Genetics"]}}
    game = new(VID, state)
    events = dogma(game, "Collaboration")
    settled(game)
    assert events == [start(0, "Collaboration")]
    assert game.state()["result"] is None and len(zones(game, 0)["board"]["green"]["cards"]) == 9


# --- Satellites -----------------------------------------------------------------------------------

def test_satellites_return_the_hand_draw_three_8s_meld_one_and_self_execute_it_shared():
    # seat 0: Satellites 3 clocks; seat 1: Fission 3 clocks shares
    state = {"players": [{"hand": ["Calendar"], "board": {"green": pile("Satellites"),
                                                          "purple": pile("Mysticism", "Code of Laws")}},
                         {"hand": ["Oars", "Tools"], "board": {"red": pile("Fission")}}],
             "supply": {"1": [], "2": [],
                        "8": ["Quantum Theory", "Corporations", "Rocketry", "Mass Media", "Flight", "Antibiotics",
                              "Mobility", "Skyscrapers"]}}
    game = new(VID, state)
    events = dogma(game, "Satellites")
    asks(game, 1, "return_order", ["Oars", "Tools"], 2, 2)
    events += choose(game, "Tools", "Oars")
    asks(game, 0, "splay", ["purple"], 0, 1)                           # seat 1 has no purple pile
    events += choose(game, "purple")
    asks(game, 1, "meld", ["Quantum Theory", "Corporations", "Rocketry"], 1, 1)
    events += choose(game, "Corporations")                              # its demand is skipped
    asks(game, 0, "meld", ["Mass Media", "Flight", "Antibiotics"], 1, 1)
    events += choose(game, "Mass Media")
    asks(game, 0, "return", ["Flight", "Antibiotics"], 0, 1)            # Mass Media's first effect
    events += choose(game)
    settled(game)                                                       # purple is up already
    assert events == [start(0, "Satellites"), r(1, "Tools"), r(1, "Oars"), r(0, "Calendar"), sp(0, "purple", "up"),
                      d(1, "Quantum Theory"), d(1, "Corporations"), d(1, "Rocketry"),
                      d(0, "Mass Media"), d(0, "Flight"), d(0, "Antibiotics"),
                      m(1, "Corporations"), ex(1, "Corporations"), d(1, "Mobility"), m(1, "Mobility"),
                      m(0, "Mass Media"), ex(0, "Mass Media"), bonus(0), d(0, "Skyscrapers")]
    assert zones(game, 0) == player(hand=["Flight", "Antibiotics", "Skyscrapers"], board={
        "green": pile("Mass Media", "Satellites"), "purple": pile("Mysticism", "Code of Laws", splay="up")})
    assert zones(game, 1) == player(hand=["Quantum Theory", "Rocketry"], board={
        "red": pile("Mobility", "Fission"), "green": pile("Corporations")})
    assert supply(game, 1) == ["Tools", "Oars"] and supply(game, 2) == ["Calendar"]


def test_satellites_self_executing_computers_chains_into_an_11_achievement(register):
    register("Software", [draws_a(1), nothing])
    # the 8 deck is empty: the three draws take 9s; Computers, self-executed, self-executes the
    # 10 it melds: a self-execute inside a self-execution, so seat 0 first achieves an 11
    state = {"players": [{"board": {"green": pile("Satellites")}}, {}],
             "supply": {"1": ["Pottery"], "8": [], "9": ["Computers", "Genetics", "Ecology"], "10": ["Software"],
                        "11": ["Fusion", "Escapism"]}}
    game = new(VID, state)
    events = dogma(game, "Satellites")
    asks(game, 0, "meld", ["Computers", "Genetics", "Ecology"], 1, 1)
    events += choose(game, "Computers")
    settled(game)                                                       # Computers' splay: nothing to splay
    assert events == [start(0, "Satellites"), d(0, "Computers"), d(0, "Genetics"), d(0, "Ecology"),
                      m(0, "Computers"), ex(0, "Computers"), d(0, "Software"), m(0, "Software"),
                      d(0, "Fusion"), chain(0, "Fusion"), ex(0, "Software"), d(0, "Pottery")]
    assert zones(game, 0) == player(hand=["Genetics", "Ecology", "Pottery"], achievements=["Fusion"], board={
        "blue": pile("Software", "Computers"), "green": pile("Satellites")})
    assert supply(game, 11) == ["Escapism"]


# --- Ecology --------------------------------------------------------------------------------------

def test_ecology_return_score_draw_two_10s_and_junk_the_10_deck_shared():
    # seat 0: Ecology 2 lightbulbs; seat 1: Philosophy 3 shares
    state = {"players": [{"hand": ["Writing"], "board": {"yellow": pile("Ecology")}},
                         {"hand": ["Oars", "Tools"], "board": {"purple": pile("Philosophy")}}],
             "supply": {"1": [], "9": ["Genetics"], "10": ["Software", "Robotics", "A.I.", "Databases"]}}
    game = new(VID, state)
    events = dogma(game, "Ecology")
    asks(game, 1, "return", ["Oars", "Tools"], 0, 1)
    events += choose(game, "Oars")                                      # then Tools, the only card, is scored
    asks(game, 0, "return", ["Writing"], 0, 1)
    events += choose(game)
    asks(game, 1, "junk_deck", ["yes", "no"], 1, 1)
    events += choose(game, "no")
    asks(game, 0, "junk_deck", ["yes", "no"], 1, 1)
    events += choose(game, "yes")
    settled(game)
    assert events == [start(0, "Ecology"), r(1, "Oars"), s(1, "Tools"), d(1, "Software"), d(1, "Robotics"),
                      jk(0, "A.I.", "supply"), jk(0, "Databases", "supply"), bonus(0), d(0, "Genetics")]
    assert zones(game, 0) == player(hand=["Writing", "Genetics"], board={"yellow": pile("Ecology")})
    assert zones(game, 1) == player(hand=["Software", "Robotics"], score=["Tools"],
                                    board={"purple": pile("Philosophy")})
    assert junk(game) == ["A.I.", "Databases"] and supply(game, 10) == [] and supply(game, 1) == ["Oars"]


def test_ecology_nothing_left_to_score_still_draws_and_an_empty_10_deck_asks_nothing():
    state = {"players": [{"hand": ["Writing"], "board": {"yellow": pile("Ecology")}}, {}],
             "supply": {"1": [], "10": ["Software", "Robotics"]}}
    game = new(VID, state)
    events = dogma(game, "Ecology")
    events += choose(game, "Writing")
    settled(game)
    assert events == [start(0, "Ecology"), r(0, "Writing"), d(0, "Software"), d(0, "Robotics")]
    assert zones(game, 0) == player(hand=["Software", "Robotics"], board={"yellow": pile("Ecology")})
    assert junk(game) == []


# --- Suburbia -------------------------------------------------------------------------------------

def test_suburbia_tuck_any_cards_score_a_1_for_each_and_junk_the_9_deck_shared():
    # seat 0: Suburbia 2 leaves; seat 1: Agriculture 3 shares
    state = {"players": [{"hand": ["Writing", "Tools", "Archery"], "board": {"yellow": pile("Suburbia")}},
                         {"hand": ["Oars"], "board": {"yellow": pile("Agriculture")}}],
             "supply": {"1": ["Pottery", "Clothing", "Sailing"], "9": ["Computers", "Genetics"],
                        "10": ["Software"]}}
    game = new(VID, state)
    events = dogma(game, "Suburbia")
    asks(game, 1, "tuck", ["Oars"], 0, 1)
    events += choose(game, "Oars")
    asks(game, 0, "tuck", ["Writing", "Tools", "Archery"], 0, 3)
    events += choose(game, "Writing", "Tools")
    asks(game, 0, "tuck_order", ["Writing", "Tools"], 2, 2)             # both under blue
    events += choose(game, "Tools", "Writing")
    asks(game, 1, "junk_deck", ["yes", "no"], 1, 1)
    events += choose(game, "yes")
    settled(game)                                                       # the 9 deck is empty: seat 0 not asked
    assert events == [start(0, "Suburbia"), t(1, "Oars"), d(1, "Pottery"), s(1, "Pottery"),
                      t(0, "Tools"), t(0, "Writing"), d(0, "Clothing"), s(0, "Clothing"), d(0, "Sailing"),
                      s(0, "Sailing"), jk(1, "Computers", "supply"), jk(1, "Genetics", "supply"),
                      bonus(0), d(0, "Software")]
    assert zones(game, 0) == player(hand=["Archery", "Software"], score=["Clothing", "Sailing"], board={
        "blue": pile("Tools", "Writing"), "yellow": pile("Suburbia")})
    assert zones(game, 1) == player(score=["Pottery"], board={"red": pile("Oars"), "yellow": pile("Agriculture")})
    assert junk(game) == ["Computers", "Genetics"] and supply(game, 9) == []


# --- Services -------------------------------------------------------------------------------------

def test_services_the_launcher_names_a_value_and_the_affected_player_takes_a_top_card_without_a_leaf():
    # seat 0: Services 3 + Agriculture 3 = 6 leaves; seats 1 and 2: none, both affected
    state = {"players": [{"board": {"blue": pile("Tools"), "red": pile("Oars"), "yellow": pile("Agriculture"),
                                    "purple": pile("Services")}},
                         {"score": ["Writing", "Calendar", "Pottery"]},
                         {"score": ["Mathematics"]}]}
    game = new(VID, state, players=3)
    events = dogma(game, "Services")
    asks(game, 0, "value", list(range(1, 12)), 1, 1)                    # the launcher names it
    events += choose(game, 1)
    asks(game, 1, "transfer", ["Tools", "Oars"], 1, 1)                  # Agriculture, Services show leaves
    events += choose(game, "Oars")
    asks(game, 0, "value", list(range(1, 12)), 1, 1)
    events += choose(game, 5)                                           # seat 2 has no 5: nothing
    settled(game)
    assert events == [start(0, "Services"), x(1, "Writing", ("score", 1), ("hand", 0)),
                      x(1, "Pottery", ("score", 1), ("hand", 0)), x(1, "Oars", ("board", 0), ("hand", 1))]
    assert zones(game, 0) == player(hand=["Writing", "Pottery"], board={
        "blue": pile("Tools"), "yellow": pile("Agriculture"), "purple": pile("Services")})
    assert zones(game, 1) == player(hand=["Oars"], score=["Calendar"])
    assert zones(game, 2) == player(score=["Mathematics"])


# --- Specialization -------------------------------------------------------------------------------

def test_specialization_reveal_and_take_every_opponents_top_card_of_that_colour_shared():
    # seat 0: Specialization 2 factories; seat 1: Coal 3 shares; seat 2: none
    state = {"players": [{"hand": ["Archery"], "board": {"blue": pile("Calendar"), "purple": pile("Specialization")}},
                         {"hand": ["Writing", "Oars"], "board": {"red": pile("Coal"),
                                                                 "yellow": pile("Agriculture", "Masonry")}},
                         {"board": {"blue": pile("Tools", "Pottery")}}],
             "supply": {"9": ["Ecology"]}}
    game = new(VID, state, players=3)
    events = dogma(game, "Specialization")
    asks(game, 1, "reveal", ["Writing", "Oars"], 1, 1)
    events += choose(game, "Writing")
    # seat 0 reveals its only card without a question; effect 2: seat 1 splays yellow, seat 0
    # has no yellow or blue pile left to splay
    asks(game, 1, "splay", ["yellow"], 0, 1)
    events += choose(game, "yellow")
    settled(game)
    assert events == [start(0, "Specialization"), rv(1, "Writing"), x(1, "Tools", ("board", 2), ("hand", 1)),
                      x(1, "Calendar", ("board", 0), ("hand", 1)), rv(0, "Archery"),
                      x(0, "Coal", ("board", 1), ("hand", 0)), sp(1, "yellow", "up"), bonus(0), d(0, "Ecology")]
    assert zones(game, 0) == player(hand=["Archery", "Coal", "Ecology"], board={"purple": pile("Specialization")})
    assert zones(game, 1) == player(hand=["Writing", "Oars", "Tools", "Calendar"],
                                    board={"yellow": pile("Agriculture", "Masonry", splay="up")})
    assert zones(game, 2) == player(board={"blue": pile("Pottery")})
