"""The ten age-8 cards of the fourth-edition (Ultimate) set, from exact positions under the
`ultimate` variant: every pending decision is asserted (player, kind, options, min, max)
before it is answered, then the affected zones exactly and the events. Each card is shared
where it can be shared and demanded where it can be demanded; card conservation (junked
cards in their own place) is checked after every move by the `play` helpers.

The small helpers (positions, decisions, events) come from card_tests.py, under the short
names test_ultimate_age09 uses too."""

from card_tests import ULTIMATE as VID
from card_tests import asks, dogma, icons, junk, pile, player, settled, supply, won, zones
from card_tests import drew as d
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

# --- Quantum Theory -------------------------------------------------------------------------------

def test_quantum_theory_two_returned_draw_a_10_then_score_a_10_one_returned_nothing_shared():
    state = {"players": [{"hand": ["Writing", "Pottery"], "board": {"blue": pile("Quantum Theory")}},
                         {"hand": ["Oars", "Calendar"], "board": {"blue": pile("Rocketry")}}],   # 3 clocks: shares
             "supply": {"1": ["Agriculture"], "8": ["Mobility"], "10": ["Software", "Robotics"]}}
    game = new(VID, state)
    events = dogma(game, "Quantum Theory")
    asks(game, 1, "return", ["Oars", "Calendar"], 0, 2)
    events += choose(game, "Oars")                                     # one card: nothing more
    asks(game, 0, "return", ["Writing", "Pottery"], 0, 2)
    events += choose(game, "Writing", "Pottery")
    asks(game, 0, "return_order", ["Writing", "Pottery"], 2, 2)         # both go under the 1 deck
    events += choose(game, "Pottery", "Writing")
    settled(game)
    assert events == [start(0, "Quantum Theory"), r(1, "Oars"), r(0, "Pottery"), r(0, "Writing"),
                      d(0, "Software"), d(0, "Robotics"), s(0, "Robotics"), bonus(0), d(0, "Mobility")]
    assert zones(game, 0) == player(hand=["Software", "Mobility"], board={"blue": pile("Quantum Theory")},
                                    score=["Robotics"])
    assert zones(game, 1) == player(hand=["Calendar"], board={"blue": pile("Rocketry")})
    assert supply(game, 1) == ["Agriculture", "Oars", "Pottery", "Writing"]
    assert supply(game, 10) == [] and supply(game, 8) == []


def test_quantum_theory_declined_or_two_ages_no_order_question():
    state = {"players": [{"hand": ["Writing", "Calendar"], "board": {"blue": pile("Quantum Theory")}}, {}],
             "supply": {"1": [], "2": [], "10": ["Software"], "11": ["Fusion"]}}
    game = new(VID, state)
    events = dogma(game, "Quantum Theory")
    asks(game, 0, "return", ["Writing", "Calendar"], 0, 2)
    events += choose(game, "Calendar", "Writing")                      # two decks: no order asked
    settled(game)
    # the 10 deck runs out: the second draw takes an 11
    assert events == [start(0, "Quantum Theory"), r(0, "Calendar"), r(0, "Writing"), d(0, "Software"),
                      d(0, "Fusion"), s(0, "Fusion")]
    assert zones(game, 0) == player(hand=["Software"], board={"blue": pile("Quantum Theory")}, score=["Fusion"])
    assert supply(game, 1) == ["Writing"] and supply(game, 2) == ["Calendar"]

    game = new(VID, state)
    dogma(game, "Quantum Theory")
    events = choose(game)                                               # declined
    settled(game)
    assert events == []
    assert zones(game, 0)["hand"] == ["Writing", "Calendar"]


# --- Rocketry -------------------------------------------------------------------------------------

def test_rocketry_returns_one_card_per_colour_showing_a_clock_from_any_opponents_shared():
    # seat 0: blue Rocketry, red Flight and purple (Railroad splayed right shows a clock) = 3
    # colours (yellow Agriculture none), 5 clocks; seat 1: Satellites + Fission = 6 clocks,
    # shares, 2 colours; seat 2: no clock
    state = {"players": [{"board": {"blue": pile("Rocketry"), "red": pile("Flight"), "yellow": pile("Agriculture"),
                                    "purple": pile("Mysticism", "Railroad", splay="right")},
                          "score": ["Writing"]},
                         {"board": {"green": pile("Satellites"), "red": pile("Fission")}, "score": ["Oars", "Calendar"]},
                         {"score": ["Tools", "Pottery"]}],
             "supply": {"1": [], "2": [], "8": ["Mobility"]}}
    game = new(VID, state, players=3)
    assert [icons(game, seat, "clock") for seat in range(3)] == [5, 6, 0]
    events = dogma(game, "Rocketry")
    asks(game, 1, "return", ["Tools", "Pottery", "Writing"], 1, 1)      # seat 2, then seat 0
    events += choose(game, "Writing")
    asks(game, 1, "return", ["Tools", "Pottery"], 1, 1)
    events += choose(game, "Pottery")
    asks(game, 0, "return", ["Oars", "Calendar", "Tools"], 1, 1)
    events += choose(game, "Calendar")
    asks(game, 0, "return", ["Oars", "Tools"], 1, 1)
    events += choose(game, "Tools")                                     # the third: Oars, no choice left
    settled(game)
    assert events == [start(0, "Rocketry"), r(1, "Writing"), r(1, "Pottery"), r(0, "Calendar"), r(0, "Tools"),
                      r(0, "Oars"), bonus(0), d(0, "Mobility")]
    assert [zones(game, seat)["score"] for seat in range(3)] == [[], [], []]
    assert supply(game, 1) == ["Writing", "Pottery", "Tools", "Oars"] and supply(game, 2) == ["Calendar"]


def test_rocketry_returns_as_many_as_there_are():
    state = {"players": [{"board": {"blue": pile("Rocketry"), "red": pile("Flight")}},           # 2 colours
                         {"score": ["Oars"], "board": {"red": pile("Archery")}}],
             "supply": {"1": ["Tools"]}}
    game = new(VID, state)
    events = dogma(game, "Rocketry")
    settled(game)
    assert events == [start(0, "Rocketry"), r(0, "Oars")]
    assert zones(game, 1) == player(board={"red": pile("Archery")})
    assert supply(game, 1) == ["Tools", "Oars"]


# --- Flight ---------------------------------------------------------------------------------------

def test_flight_red_up_lets_you_splay_any_colour_up_shared():
    # seat 0: Flight 2 crowns + Oars splayed up 1 = 3; seat 1: Optics 3 crowns shares
    state = {"players": [{"board": {"blue": pile("Tools", "Writing"), "red": pile("Flight", "Oars", splay="up"),
                                    "green": pile("The Wheel")}},
                         {"board": {"red": pile("Optics", "Archery")}}],
             "supply": {"8": ["Mobility"]}}
    game = new(VID, state)
    assert (icons(game, 0, "crown"), icons(game, 1, "crown")) == (3, 3)
    events = dogma(game, "Flight")
    # effect 1: seat 1's red is not splayed up (nothing); seat 0 may splay blue (red is up
    # already, green has a single card)
    asks(game, 0, "splay", ["blue"], 0, 1)
    events += choose(game, "blue")
    # effect 2: seat 1 may splay red up; seat 0's red is up already: not asked
    asks(game, 1, "splay", ["red"], 0, 1)
    events += choose(game, "red")
    settled(game)
    assert events == [start(0, "Flight"), sp(0, "blue", "up"), sp(1, "red", "up"), bonus(0), d(0, "Mobility")]
    assert zones(game, 0) == player(hand=["Mobility"], board={
        "blue": pile("Tools", "Writing", splay="up"), "red": pile("Flight", "Oars", splay="up"),
        "green": pile("The Wheel")})
    assert zones(game, 1) == player(board={"red": pile("Optics", "Archery", splay="up")})


def test_flight_red_not_up_only_the_optional_red_splay():
    state = {"players": [{"board": {"blue": pile("Tools", "Writing"), "red": pile("Flight", "Oars")}}, {}]}
    game = new(VID, state)
    events = dogma(game, "Flight")
    asks(game, 0, "splay", ["red"], 0, 1)
    events += choose(game)                                              # declined
    settled(game)
    assert events == [start(0, "Flight")]
    assert zones(game, 0)["board"] == {"blue": pile("Tools", "Writing"), "red": pile("Flight", "Oars")}


# --- Mobility -------------------------------------------------------------------------------------

def test_mobility_demands_the_two_highest_non_red_top_cards_without_a_factory():
    # seat 1 (no factory) is affected; seat 2 (Coal: 3 factories) is not
    seat1 = {"blue": pile("Calendar"), "red": pile("Oars"), "green": pile("Currency", "Sailing"),
             "yellow": pile("Fermenting"), "purple": pile("Education")}
    state = {"players": [{"board": {"red": pile("Mobility")}}, {"board": seat1},
                         {"board": {"red": pile("Coal")}}],
             "supply": {"8": ["Antibiotics"]}}
    game = new(VID, state, players=3)
    events = dogma(game, "Mobility")
    asks(game, 1, "transfer", ["Calendar", "Currency", "Fermenting"], 1, 1)   # Education (3) goes anyway
    events += choose(game, "Currency")
    settled(game)
    assert events == [start(0, "Mobility"), x(1, "Education", ("board", 1), ("score", 0)),
                      x(1, "Currency", ("board", 1), ("score", 0)), d(1, "Antibiotics")]
    assert zones(game, 0) == player(board={"red": pile("Mobility")}, score=["Education", "Currency"])
    assert zones(game, 1) == player(hand=["Antibiotics"], board={
        "blue": pile("Calendar"), "red": pile("Oars"), "green": pile("Sailing"), "yellow": pile("Fermenting")})
    assert zones(game, 2) == player(board={"red": pile("Coal")})


def test_mobility_one_qualifies_the_card_uncovered_does_not_and_none_means_no_draw():
    # seat 1: only Education qualifies (Chemistry has a factory, Archery is red); Mysticism,
    # uncovered, stays; seat 2: nothing qualifies, no draw
    seat1 = {"blue": pile("Chemistry"), "red": pile("Archery"), "purple": pile("Education", "Mysticism")}
    state = {"players": [{"board": {"red": pile("Mobility"), "green": pile("Corporations")}}, {"board": seat1},
                         {"board": {"red": pile("Oars")}}],
             "supply": {"8": ["Antibiotics", "Flight"]}}
    game = new(VID, state, players=3)
    events = dogma(game, "Mobility")
    settled(game)
    assert events == [start(0, "Mobility"), x(1, "Education", ("board", 1), ("score", 0)), d(1, "Antibiotics")]
    assert zones(game, 1) == player(hand=["Antibiotics"], board={
        "blue": pile("Chemistry"), "red": pile("Archery"), "purple": pile("Mysticism")})
    assert zones(game, 2) == player(board={"red": pile("Oars")})
    assert supply(game, 8) == ["Flight"]


# --- Corporations ---------------------------------------------------------------------------------

def test_corporations_demanded_and_shared():
    # seat 0: Corporations 2 + Machine Tools 3 = 5 factories; seat 1: Physics 1 + Colonialism 2
    # = 3 (affected); seat 2: Coal 3 + Steam Engine 2 = 5 (shares)
    state = {"players": [{"board": {"red": pile("Machine Tools"), "green": pile("Corporations")}},
                         {"board": {"blue": pile("Physics"), "red": pile("Colonialism", "Oars")}},
                         {"board": {"red": pile("Coal"), "yellow": pile("Steam Engine")}}],
             "supply": {"8": ["Flight", "Antibiotics", "Socialism", "Rocketry"]}}
    game = new(VID, state, players=3)
    assert [icons(game, seat, "factory") for seat in range(3)] == [5, 3, 5]
    events = dogma(game, "Corporations")
    asks(game, 1, "transfer", ["Physics", "Colonialism"], 1, 1)
    events += choose(game, "Colonialism")
    settled(game)
    assert events == [start(0, "Corporations"), x(1, "Colonialism", ("board", 1), ("score", 0)),
                      d(1, "Flight"), m(1, "Flight"),
                      d(2, "Antibiotics"), m(2, "Antibiotics"), d(0, "Socialism"), m(0, "Socialism"),
                      bonus(0), d(0, "Rocketry")]
    assert zones(game, 0) == player(hand=["Rocketry"], score=["Colonialism"], board={
        "red": pile("Machine Tools"), "green": pile("Corporations"), "purple": pile("Socialism")})
    assert zones(game, 1) == player(board={"blue": pile("Physics"), "red": pile("Flight", "Oars")})
    assert zones(game, 2) == player(board={"red": pile("Coal"), "yellow": pile("Antibiotics", "Steam Engine")})


def test_corporations_demand_without_a_factory_card_moves_nothing():
    # green top cards never qualify: seat 1's only factory card is Invention (green)
    state = {"players": [{"board": {"green": pile("Corporations")}},
                         {"board": {"green": pile("Invention"), "blue": pile("Writing")}}],
             "supply": {"8": ["Flight"]}}
    game = new(VID, state)
    events = dogma(game, "Corporations")
    settled(game)
    assert events == [start(0, "Corporations"), d(0, "Flight"), m(0, "Flight")]
    assert zones(game, 1) == player(board={"blue": pile("Writing"), "green": pile("Invention")})


# --- Mass Media -----------------------------------------------------------------------------------

def test_mass_media_returns_a_value_from_every_score_pile_and_splays_purple_shared():
    # seat 0: Mass Media 2 + Education 3 = 5 lightbulbs; seat 1: Experimentation 3 + Philosophy 3 = 6
    state = {"players": [{"hand": ["Tools"], "score": ["Calendar", "Archery"],
                          "board": {"green": pile("Mass Media"), "purple": pile("Education", "Mysticism")}},
                         {"hand": ["Oars"], "score": ["Mathematics", "Fermenting", "Sailing"],
                          "board": {"blue": pile("Experimentation"), "purple": pile("Philosophy", "Code of Laws")}}],
             "supply": {"1": ["Pottery"], "2": ["Currency"], "8": ["Mobility"]}}
    game = new(VID, state)
    assert (icons(game, 0, "lightbulb"), icons(game, 1, "lightbulb")) == (5, 6)
    events = dogma(game, "Mass Media")
    asks(game, 1, "return", ["Oars"], 0, 1)
    events += choose(game)                                              # seat 1 declines: no value
    asks(game, 0, "return", ["Tools"], 0, 1)
    events += choose(game, "Tools")
    asks(game, 0, "value", list(range(1, 12)), 1, 1)
    events += choose(game, 2)
    # every 2 from every score pile (seat 0's first): they all go under the 2 deck
    asks(game, 0, "return_order", ["Calendar", "Mathematics", "Fermenting"], 3, 3)
    events += choose(game, "Mathematics", "Calendar", "Fermenting")
    asks(game, 1, "splay", ["purple"], 0, 1)
    events += choose(game, "purple")
    asks(game, 0, "splay", ["purple"], 0, 1)
    events += choose(game, "purple")
    settled(game)
    assert events == [start(0, "Mass Media"), r(0, "Tools"), r(0, "Mathematics"), r(0, "Calendar"),
                      r(0, "Fermenting"), sp(1, "purple", "up"), sp(0, "purple", "up"), bonus(0), d(0, "Mobility")]
    assert zones(game, 0) == player(hand=["Mobility"], score=["Archery"], board={
        "green": pile("Mass Media"), "purple": pile("Education", "Mysticism", splay="up")})
    assert zones(game, 1) == player(hand=["Oars"], score=["Sailing"], board={
        "blue": pile("Experimentation"), "purple": pile("Philosophy", "Code of Laws", splay="up")})
    assert supply(game, 1) == ["Pottery", "Tools"]
    assert supply(game, 2) == ["Currency", "Mathematics", "Calendar", "Fermenting"]


def test_mass_media_a_value_nobody_scored_returns_nothing_more():
    state = {"players": [{"hand": ["Tools"], "score": ["Calendar"], "board": {"green": pile("Mass Media")}},
                         {"score": ["Oars"]}],
             "supply": {"1": []}}
    game = new(VID, state)
    events = dogma(game, "Mass Media")
    events += choose(game, "Tools")
    asks(game, 0, "value", list(range(1, 12)), 1, 1)
    events += choose(game, 11)
    settled(game)                                                       # purple: nothing to splay
    assert events == [start(0, "Mass Media"), r(0, "Tools")]
    assert zones(game, 0)["score"] == ["Calendar"] and zones(game, 1)["score"] == ["Oars"]


# --- Antibiotics ----------------------------------------------------------------------------------

def test_antibiotics_two_8s_per_different_value_returned_shared():
    # seat 0: Antibiotics 3 leaves; seat 1: Agriculture 3 leaves shares
    state = {"players": [{"hand": ["Writing", "Pottery", "Calendar", "Tools"], "board": {"yellow": pile("Antibiotics")}},
                         {"hand": ["Oars"], "board": {"yellow": pile("Agriculture")}}],
             "supply": {"1": [], "2": [],
                        "8": ["Flight", "Mobility", "Rocketry", "Socialism", "Empiricism", "Skyscrapers",
                              "Mass Media"]}}
    game = new(VID, state)
    events = dogma(game, "Antibiotics")
    asks(game, 1, "return", ["Oars"], 0, 1)                          # max shrinks to the hand
    events += choose(game, "Oars")
    asks(game, 0, "return", ["Writing", "Pottery", "Calendar", "Tools"], 0, 3)
    events += choose(game, "Writing", "Calendar", "Pottery")
    asks(game, 0, "return_order", ["Writing", "Calendar", "Pottery"], 3, 3)   # two go under the 1 deck
    events += choose(game, "Pottery", "Calendar", "Writing")
    settled(game)
    # two values (1 and 2): four 8s
    assert events == [start(0, "Antibiotics"), r(1, "Oars"), d(1, "Flight"), d(1, "Mobility"),
                      r(0, "Pottery"), r(0, "Calendar"), r(0, "Writing"),
                      d(0, "Rocketry"), d(0, "Socialism"), d(0, "Empiricism"), d(0, "Skyscrapers"),
                      bonus(0), d(0, "Mass Media")]
    assert zones(game, 0) == player(hand=["Tools", "Rocketry", "Socialism", "Empiricism", "Skyscrapers", "Mass Media"],
                                    board={"yellow": pile("Antibiotics")})
    assert zones(game, 1) == player(hand=["Flight", "Mobility"], board={"yellow": pile("Agriculture")})
    assert supply(game, 1) == ["Oars", "Pottery", "Writing"] and supply(game, 2) == ["Calendar"]


def test_antibiotics_declined_draws_nothing():
    state = {"players": [{"hand": ["Writing"], "board": {"yellow": pile("Antibiotics")}}, {}]}
    game = new(VID, state)
    events = dogma(game, "Antibiotics")
    asks(game, 0, "return", ["Writing"], 0, 1)
    events += choose(game)
    settled(game)
    assert events == [start(0, "Antibiotics")]
    assert zones(game, 0)["hand"] == ["Writing"]


# --- Skyscrapers ----------------------------------------------------------------------------------

def test_skyscrapers_demand_scores_the_new_top_returns_the_rest_and_sends_skyscrapers_home():
    # seat 0: Skyscrapers 2 crowns; seats 1 and 2 show none: both affected
    state = {"players": [{"board": {"yellow": pile("Skyscrapers")}},
                         {"board": {"blue": pile("Quantum Theory", "Calendar", "Tools", "Writing"),
                                    "purple": pile("Lighting")}},
                         {"board": {"red": pile("Mobility")}}],
             "supply": {"1": []}}
    game = new(VID, state, players=3)
    events = dogma(game, "Skyscrapers")
    asks(game, 1, "transfer", ["Quantum Theory", "Lighting"], 1, 1)
    events += choose(game, "Quantum Theory")
    asks(game, 1, "return_order", ["Tools", "Writing"], 2, 2)           # both under the 1 deck
    events += choose(game, "Writing", "Tools")
    settled(game)
    # seat 2's Mobility has nothing beneath it, and Skyscrapers is no longer a top card
    assert events == [start(0, "Skyscrapers"), x(1, "Quantum Theory", ("board", 1), ("board", 0)),
                      s(1, "Calendar"), r(1, "Writing"), r(1, "Tools"),
                      x(1, "Skyscrapers", ("board", 0), ("hand", 0)),
                      x(2, "Mobility", ("board", 2), ("board", 0))]
    assert zones(game, 0) == player(hand=["Skyscrapers"], board={"blue": pile("Quantum Theory"),
                                                                 "red": pile("Mobility")})
    assert zones(game, 1) == player(score=["Calendar"], board={"purple": pile("Lighting")})
    assert zones(game, 2) == player()
    assert supply(game, 1) == ["Writing", "Tools"]


def test_skyscrapers_nothing_beneath_still_sends_skyscrapers_and_no_clock_card_nothing():
    state = {"players": [{"board": {"yellow": pile("Skyscrapers", "Agriculture")}},
                         {"board": {"red": pile("Mobility")}},
                         {"board": {"blue": pile("Writing")}}],            # no clock: nothing
             "supply": {"1": []}}
    game = new(VID, state, players=3)
    events = dogma(game, "Skyscrapers")
    settled(game)
    assert events == [start(0, "Skyscrapers"), x(1, "Mobility", ("board", 1), ("board", 0)),
                      x(1, "Skyscrapers", ("board", 0), ("hand", 0))]
    assert zones(game, 0) == player(hand=["Skyscrapers"], board={"red": pile("Mobility"),
                                                                 "yellow": pile("Agriculture")})
    assert zones(game, 1) == player() and zones(game, 2) == player(board={"blue": pile("Writing")})


# --- Empiricism -----------------------------------------------------------------------------------

def test_empiricism_a_match_melds_and_splays_up_a_miss_unsplays_shared():
    # seat 0: Empiricism 3 + Archery 1 = 4 lightbulbs; seat 1: Experimentation 3 + Perspective 2 = 5
    state = {"players": [{"board": {"red": pile("Archery", "Oars", splay="left"), "purple": pile("Empiricism")}},
                         {"board": {"blue": pile("Experimentation"), "yellow": pile("Perspective")}}],
             "supply": {"8": ["Mobility"], "9": ["Computers", "Fission"]}}
    game = new(VID, state)
    assert (icons(game, 0, "lightbulb"), icons(game, 1, "lightbulb")) == (4, 5)
    events = dogma(game, "Empiricism")
    asks(game, 1, "colors", ["blue", "red", "green", "yellow", "purple"], 2, 2)
    events += choose(game, "blue", "red")
    asks(game, 0, "colors", ["blue", "red", "green", "yellow", "purple"], 2, 2)
    events += choose(game, "green", "yellow")
    settled(game)
    assert events == [start(0, "Empiricism"), d(1, "Computers"), rv(1, "Computers"), m(1, "Computers"),
                      sp(1, "blue", "up"), d(0, "Fission"), rv(0, "Fission"), sp(0, "red", "none"),
                      bonus(0), d(0, "Mobility")]
    assert zones(game, 0) == player(hand=["Fission", "Mobility"], board={
        "red": pile("Archery", "Oars"), "purple": pile("Empiricism")})
    assert zones(game, 1) == player(board={"blue": pile("Computers", "Experimentation", splay="up"),
                                           "yellow": pile("Perspective")})


def test_empiricism_twenty_lightbulbs_win():
    # purple and blue piles splayed aslant show every icon: 9 + 9 + Classification 3 = 21
    state = {"players": [{"board": {"blue": pile("Genetics", "Experimentation", "Atomic Theory", splay="aslant"),
                                    "green": pile("Classification"),
                                    "purple": pile("Empiricism", "Philosophy", "Education", splay="aslant")}},
                         {}],
             "supply": {"9": ["Ecology"]}}
    game = new(VID, state)
    assert icons(game, 0, "lightbulb") == 21
    events = dogma(game, "Empiricism")
    events += choose(game, "green", "yellow")
    assert events == [start(0, "Empiricism"), d(0, "Ecology"), rv(0, "Ecology"), m(0, "Ecology"), won(0, [0])]
    assert game.state()["result"] == {"winners": [0], "reason": "dogma"}
    assert zones(game, 0)["board"]["yellow"] == pile("Ecology")          # one card: the splay changes nothing


# --- Socialism ------------------------------------------------------------------------------------

def test_socialism_tuck_a_top_card_then_the_hand_and_junk_an_achievement_shared():
    # seat 0: Socialism 3 leaves; seat 1: Agriculture 3 leaves shares
    state = {"players": [{"hand": ["Writing", "Pottery", "Oars"],
                          "board": {"blue": pile("Tools"), "purple": pile("Socialism", "Mysticism")}},
                         {"hand": ["Clothing"], "board": {"yellow": pile("Agriculture", "Masonry")}}],
             "achievements": {"standard": {"7": "Lighting", "8": "Flight", "9": "Computers", "10": "Software"}},
             "supply": {"1": ["Sailing"]}}
    game = new(VID, state)
    events = dogma(game, "Socialism")
    asks(game, 1, "tuck", ["Agriculture"], 0, 1)
    events += choose(game, "Agriculture")
    asks(game, 0, "tuck", ["Tools", "Socialism"], 0, 1)
    events += choose(game, "Socialism")
    asks(game, 0, "tuck_order", ["Writing", "Pottery", "Oars"], 3, 3)     # two go under blue
    events += choose(game, "Pottery", "Oars", "Writing")
    asks(game, 1, "junk_achievement", [8, 9, 10], 0, 1)
    events += choose(game, 10)
    asks(game, 0, "junk_achievement", [8, 9], 0, 1)
    events += choose(game, 8)
    settled(game)
    assert events == [start(0, "Socialism"), t(1, "Agriculture"), t(1, "Clothing"), t(0, "Socialism"),
                      t(0, "Pottery"), t(0, "Oars"), t(0, "Writing"),
                      jk(1, "Software", "standard"), jk(0, "Flight", "standard"), bonus(0), d(0, "Sailing")]
    assert zones(game, 0) == player(hand=["Sailing"], board={
        "blue": pile("Tools", "Pottery", "Writing"), "red": pile("Oars"), "purple": pile("Mysticism", "Socialism")})
    assert zones(game, 1) == player(board={"green": pile("Clothing"), "yellow": pile("Masonry", "Agriculture")})
    assert junk(game) == ["Software", "Flight"]
    assert game.state()["achievements"]["standard"] == {"7": "Lighting", "9": "Computers"}


def test_socialism_declined_keeps_the_hand_and_no_achievement_of_8_to_10_asks_nothing():
    state = {"players": [{"hand": ["Writing"], "board": {"purple": pile("Socialism")}}, {}],
             "achievements": {"standard": {"7": "Lighting"}}}
    game = new(VID, state)
    events = dogma(game, "Socialism")
    asks(game, 0, "tuck", ["Socialism"], 0, 1)
    events += choose(game)
    settled(game)
    assert events == [start(0, "Socialism")]
    assert zones(game, 0) == player(hand=["Writing"], board={"purple": pile("Socialism")})
    assert junk(game) == [] and game.state()["achievements"]["standard"] == {"7": "Lighting"}
