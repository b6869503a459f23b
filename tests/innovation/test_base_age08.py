"""The ten age-8 cards of the base set, from exact positions: every pending decision is
asserted (player, kind, options, min, max) before it is answered, then the affected zones
and the events. Each card is played under both wordings (the cards read the same in both),
shared where it can be shared and demanded where it can be demanded.

The small helpers (positions, decisions, events) come from card_tests.py, under the short
names test_base_age09 and test_base_age10 use too."""

import pytest
from card_tests import BOTH_WORDINGS, asks, dogma, pile, player, settled, supply, won, zones
from card_tests import drew as d
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

@pytest.mark.parametrize("vid", BOTH_WORDINGS)
def test_quantum_theory_two_returned_draw_a_10_and_score_a_10_one_returned_nothing_shared(vid):
    state = {"players": [{"hand": ["Writing", "Pottery"], "board": {"blue": pile("Quantum Theory")}},
                         {"hand": ["Oars", "Tools"], "board": {"blue": pile("Rocketry")}}],     # 3 clocks: shares
             "supply": {"1": ["Agriculture"], "8": ["Mobility"], "10": ["Software", "Robotics"]}}
    game = new(vid, state)
    events = dogma(game, "Quantum Theory")
    asks(game, 1, "return", ["Oars", "Tools"], 0, 2)
    events += choose(game, "Oars")                                   # one card: nothing more
    asks(game, 0, "return", ["Writing", "Pottery"], 0, 2)
    events += choose(game, "Pottery", "Writing")
    settled(game)
    assert events == [start(0, "Quantum Theory"), r(1, "Oars"), r(0, "Pottery"), r(0, "Writing"),
                      d(0, "Software"), d(0, "Robotics"), s(0, "Robotics"), bonus(0), d(0, "Mobility")]
    assert zones(game, 0) == player(hand=["Software", "Mobility"], board={"blue": pile("Quantum Theory")},
                                    score=["Robotics"])
    assert zones(game, 1) == player(hand=["Tools"], board={"blue": pile("Rocketry")})
    assert supply(game, 1) == ["Agriculture", "Oars", "Pottery", "Writing"]
    assert supply(game, 10) == []


# --- Rocketry -------------------------------------------------------------------------------------

def test_rocketry_returns_half_the_clocks_from_any_opponents_score_piles_shared_deluxe():
    # seat 0: Rocketry splayed up over Quantum Theory = 3 + 2 clocks -> 2 returns;
    # seat 1: Satellites 3 + The Internet 2 = 5 clocks: shares (2 returns too)
    state = {"players": [{"board": {"blue": pile("Rocketry", "Quantum Theory", splay="up")}, "score": ["Writing"]},
                         {"board": {"green": pile("Satellites"), "purple": pile("The Internet")},
                          "score": ["Oars", "Calendar"]},
                         {"score": ["Tools", "Pottery"]}],
             "supply": {"1": [], "2": [], "8": ["Flight"]}}
    game = new("deluxe", state, players=3)
    events = dogma(game, "Rocketry")
    asks(game, 1, "return", ["Tools", "Pottery", "Writing"], 1, 1)       # seat 2, then seat 0
    events += choose(game, "Writing")
    asks(game, 1, "return", ["Tools", "Pottery"], 1, 1)
    events += choose(game, "Pottery")
    asks(game, 0, "return", ["Oars", "Calendar", "Tools"], 1, 1)
    events += choose(game, "Calendar")
    asks(game, 0, "return", ["Oars", "Tools"], 1, 1)
    events += choose(game, "Tools")
    settled(game)
    assert events == [start(0, "Rocketry"), r(1, "Writing"), r(1, "Pottery"), r(0, "Calendar"), r(0, "Tools"),
                      bonus(0), d(0, "Flight")]
    assert [zones(game, seat)["score"] for seat in range(3)] == [[], ["Oars"], []]
    assert supply(game, 1) == ["Writing", "Pottery", "Tools"] and supply(game, 2) == ["Calendar"]


@pytest.mark.parametrize("vid", BOTH_WORDINGS)
def test_rocketry_returns_what_there_is_without_asking(vid):
    state = {"players": [{"board": {"blue": pile("Rocketry", "Quantum Theory", splay="up")}},   # 5 clocks: 2
                         {"score": ["Oars"], "board": {"red": pile("Archery")}}],
             "supply": {"1": ["Tools"]}}
    game = new(vid, state)
    events = dogma(game, "Rocketry")
    settled(game)
    assert events == [start(0, "Rocketry"), r(0, "Oars")]
    assert zones(game, 1) == player(board={"red": pile("Archery")})
    assert supply(game, 1) == ["Tools", "Oars"]


# --- Flight ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("vid", BOTH_WORDINGS)
def test_flight_red_up_lets_you_splay_any_colour_up_shared(vid):
    # seat 0: Flight 2 crowns + Oars splayed up 1 = 3 (Tools, The Wheel: none); seat 1: Optics 3 crowns shares
    state = {"players": [{"board": {"blue": pile("Tools", "Writing"), "red": pile("Flight", "Oars", splay="up"),
                                    "green": pile("The Wheel")}},
                         {"board": {"red": pile("Optics", "Archery")}}],
             "supply": {"8": ["Mobility"]}}
    game = new(vid, state)
    events = dogma(game, "Flight")
    # effect 1: seat 1's red is not splayed up (nothing); seat 0 may splay blue (red is up already,
    # green has a single card)
    asks(game, 0, "splay", ["blue"], 0, 1)
    events += choose(game, "blue")
    # effect 2: seat 1 may splay red up; seat 0's red is up already: not asked
    asks(game, 1, "splay", ["red"], 0, 1)
    events += choose(game, "red")
    settled(game)
    assert events == [start(0, "Flight"), sp(0, "blue", "up"), sp(1, "red", "up"), bonus(0), d(0, "Mobility")]
    assert zones(game, 0)["board"] == {"blue": pile("Tools", "Writing", splay="up"),
                                       "red": pile("Flight", "Oars", splay="up"), "green": pile("The Wheel")}
    assert zones(game, 1)["board"] == {"red": pile("Optics", "Archery", splay="up")}


@pytest.mark.parametrize("vid", BOTH_WORDINGS)
def test_flight_red_not_up_only_the_optional_red_splay(vid):
    state = {"players": [{"board": {"blue": pile("Tools", "Writing"), "red": pile("Flight", "Oars")}}, {}]}
    game = new(vid, state)
    events = dogma(game, "Flight")
    asks(game, 0, "splay", ["red"], 0, 1)
    events += choose(game)                                          # declined
    settled(game)
    assert events == [start(0, "Flight")]
    assert zones(game, 0)["board"] == {"blue": pile("Tools", "Writing"), "red": pile("Flight", "Oars")}


# --- Mobility -------------------------------------------------------------------------------------

@pytest.mark.parametrize("vid", BOTH_WORDINGS)
def test_mobility_demands_the_two_highest_non_red_top_cards_without_a_factory(vid):
    # seat 1 (0 factories) is affected; seat 2 (Coal: 3 factories) is not
    seat1 = {"blue": pile("Calendar"), "red": pile("Oars"), "green": pile("Currency", "Sailing"),
             "yellow": pile("Fermenting"), "purple": pile("Education")}
    state = {"players": [{"board": {"red": pile("Mobility")}}, {"board": seat1},
                         {"board": {"red": pile("Coal")}}],
             "supply": {"8": ["Antibiotics"]}}
    game = new(vid, state, players=3)
    events = dogma(game, "Mobility")
    asks(game, 1, "transfer", ["Calendar", "Currency", "Fermenting"], 1, 1)   # Education (3) goes anyway
    events += choose(game, "Currency")
    settled(game)
    assert events == [start(0, "Mobility"), x(1, "Education", ("board", 1), ("score", 0)),
                      x(1, "Currency", ("board", 1), ("score", 0)), d(1, "Antibiotics")]
    assert zones(game, 0) == player(board={"red": pile("Mobility")}, score=["Education", "Currency"])
    assert zones(game, 1) == player(hand=["Antibiotics"], board={
        "blue": pile("Calendar"), "red": pile("Oars"), "green": pile("Sailing"), "yellow": pile("Fermenting")})
    assert zones(game, 2)["board"] == {"red": pile("Coal")}


@pytest.mark.parametrize("vid", BOTH_WORDINGS)
def test_mobility_cards_exposed_by_the_demand_are_not_eligible(vid):
    # only Education qualifies (Chemistry has a factory, Archery is red); Mysticism beneath stays
    seat1 = {"blue": pile("Chemistry"), "red": pile("Archery"), "purple": pile("Education", "Mysticism")}
    state = {"players": [{"board": {"red": pile("Mobility"), "green": pile("Corporations")}}, {"board": seat1}],
             "supply": {"8": ["Antibiotics"]}}
    game = new(vid, state)
    events = dogma(game, "Mobility")
    settled(game)
    assert events == [start(0, "Mobility"), x(1, "Education", ("board", 1), ("score", 0)), d(1, "Antibiotics")]
    assert zones(game, 1)["board"] == {"blue": pile("Chemistry"), "red": pile("Archery"),
                                       "purple": pile("Mysticism")}


# --- Corporations ---------------------------------------------------------------------------------

@pytest.mark.parametrize("vid", BOTH_WORDINGS)
def test_corporations_demanded_and_shared(vid):
    # seat 0: Corporations 2 + Machine Tools 3 = 5 factories; seat 1: Physics 1 + Colonialism 2 = 3
    # (affected); seat 2: Coal 3 + Steam Engine 2 = 5 (shares)
    state = {"players": [{"board": {"red": pile("Machine Tools"), "green": pile("Corporations")}},
                         {"board": {"blue": pile("Physics"), "red": pile("Colonialism", "Oars")}},
                         {"board": {"red": pile("Coal"), "yellow": pile("Steam Engine")}}],
             "supply": {"8": ["Flight", "Antibiotics", "Socialism", "Rocketry"]}}
    game = new(vid, state, players=3)
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
    assert zones(game, 1)["board"] == {"blue": pile("Physics"), "red": pile("Flight", "Oars")}
    assert zones(game, 2)["board"] == {"red": pile("Coal"), "yellow": pile("Antibiotics", "Steam Engine")}


@pytest.mark.parametrize("vid", BOTH_WORDINGS)
def test_corporations_demand_without_a_factory_card_moves_nothing(vid):
    # green top cards never qualify: seat 1's only factory card is Invention (green)
    state = {"players": [{"board": {"green": pile("Corporations")}},
                         {"board": {"green": pile("Invention"), "blue": pile("Writing")}}],
             "supply": {"8": ["Flight"]}}
    game = new(vid, state)
    events = dogma(game, "Corporations")
    assert events == [start(0, "Corporations"), d(0, "Flight"), m(0, "Flight")]
    assert zones(game, 1)["board"] == {"blue": pile("Writing"), "green": pile("Invention")}


# --- Mass Media -----------------------------------------------------------------------------------

@pytest.mark.parametrize("vid", BOTH_WORDINGS)
def test_mass_media_returns_a_value_from_every_score_pile_and_splays_purple(vid):
    # seat 0: Mass Media 2 + Education 3 = 5 lightbulbs; seat 1: Experimentation 3 + Philosophy 3 = 6 (shares)
    state = {"players": [{"hand": ["Tools"], "score": ["Calendar", "Archery"],
                          "board": {"green": pile("Mass Media"), "purple": pile("Education", "Mysticism")}},
                         {"hand": ["Oars"], "score": ["Mathematics", "Fermenting", "Sailing"],
                          "board": {"blue": pile("Experimentation"), "purple": pile("Philosophy")}}],
             "supply": {"1": ["Pottery"], "2": ["Currency"]}}
    game = new(vid, state)
    events = dogma(game, "Mass Media")
    asks(game, 1, "return", ["Oars"], 0, 1)
    events += choose(game)                                         # seat 1 declines: no value
    asks(game, 0, "return", ["Tools"], 0, 1)
    events += choose(game, "Tools")
    asks(game, 0, "value", list(range(1, 11)), 1, 1)
    events += choose(game, 2)
    # the three 2s all go under the 2 deck: seat 0 orders them (offered from her pile, then clockwise)
    asks(game, 0, "return_order", ["Calendar", "Mathematics", "Fermenting"], 3, 3)
    assert game.moves()["pending"]["ordered"] is True
    events += choose(game, "Fermenting", "Calendar", "Mathematics")
    # effect 2: seat 1's purple pile has one card (not asked); seat 0 may splay purple up
    asks(game, 0, "splay", ["purple"], 0, 1)
    events += choose(game, "purple")
    settled(game)
    assert events == [start(0, "Mass Media"), r(0, "Tools"), r(0, "Fermenting"), r(0, "Calendar"),
                      r(0, "Mathematics"), sp(0, "purple", "up")]          # seat 1 changed nothing: no bonus
    assert zones(game, 0) == player(score=["Archery"], board={
        "green": pile("Mass Media"), "purple": pile("Education", "Mysticism", splay="up")})
    assert zones(game, 1) == player(hand=["Oars"], score=["Sailing"], board={
        "blue": pile("Experimentation"), "purple": pile("Philosophy")})
    assert supply(game, 1) == ["Pottery", "Tools"]
    assert supply(game, 2) == ["Currency", "Fermenting", "Calendar", "Mathematics"]


@pytest.mark.parametrize("vid", BOTH_WORDINGS)
def test_mass_media_a_single_card_of_the_value_is_returned_unasked(vid):
    state = {"players": [{"hand": ["Tools"], "score": ["Calendar", "Archery"], "board": {"green": pile("Mass Media")}},
                         {"score": ["Oars"]}],
             "supply": {"1": [], "2": ["Currency"]}}
    game = new(vid, state)
    events = dogma(game, "Mass Media")
    events += choose(game, "Tools")
    events += choose(game, 2)                                      # one 2 in every score pile together
    settled(game)
    assert events == [start(0, "Mass Media"), r(0, "Tools"), r(0, "Calendar")]
    assert supply(game, 2) == ["Currency", "Calendar"]


@pytest.mark.parametrize("vid", BOTH_WORDINGS)
def test_mass_media_an_absent_value_returns_nothing(vid):
    state = {"players": [{"hand": ["Tools"], "score": ["Calendar"], "board": {"green": pile("Mass Media")}}, {}],
             "supply": {"1": []}}
    game = new(vid, state)
    events = dogma(game, "Mass Media")
    events += choose(game, "Tools")
    asks(game, 0, "value", list(range(1, 11)), 1, 1)
    events += choose(game, 7)
    settled(game)
    assert events == [start(0, "Mass Media"), r(0, "Tools")]
    assert zones(game, 0)["score"] == ["Calendar"]


# --- Antibiotics ----------------------------------------------------------------------------------

@pytest.mark.parametrize("vid", BOTH_WORDINGS)
def test_antibiotics_two_8s_per_different_value_returned_shared(vid):
    state = {"players": [{"hand": ["Writing", "Calendar"], "board": {"yellow": pile("Antibiotics")}},
                         {"hand": ["Oars", "Pottery", "Tools"], "board": {"yellow": pile("Agriculture")}}],
             "supply": {"1": ["Archery"], "2": [],
                        "8": ["Flight", "Mobility", "Corporations", "Mass Media", "Skyscrapers", "Empiricism",
                              "Socialism"]}}
    game = new(vid, state)
    events = dogma(game, "Antibiotics")
    asks(game, 1, "return", ["Oars", "Pottery", "Tools"], 0, 3)
    events += choose(game, "Oars", "Tools")                        # one value: two 8s
    asks(game, 0, "return", ["Writing", "Calendar"], 0, 2)
    events += choose(game, "Calendar", "Writing")                  # two values: four 8s
    settled(game)
    assert events == [start(0, "Antibiotics"), r(1, "Oars"), r(1, "Tools"), d(1, "Flight"), d(1, "Mobility"),
                      r(0, "Calendar"), r(0, "Writing"), d(0, "Corporations"), d(0, "Mass Media"),
                      d(0, "Skyscrapers"), d(0, "Empiricism"), bonus(0), d(0, "Socialism")]
    assert zones(game, 0)["hand"] == ["Corporations", "Mass Media", "Skyscrapers", "Empiricism", "Socialism"]
    assert zones(game, 1)["hand"] == ["Pottery", "Flight", "Mobility"]
    assert supply(game, 1) == ["Archery", "Oars", "Tools", "Writing"] and supply(game, 2) == ["Calendar"]
    assert supply(game, 8) == []


# --- Skyscrapers ----------------------------------------------------------------------------------

@pytest.mark.parametrize("vid", BOTH_WORDINGS)
def test_skyscrapers_demand_transfers_scores_the_next_card_and_returns_the_rest(vid):
    state = {"players": [{"board": {"yellow": pile("Skyscrapers")}},
                         {"board": {"blue": pile("Rocketry", "Tools", "Pottery", splay="right"),
                                    "green": pile("Satellites"), "yellow": pile("Stem Cells")}}],
             "supply": {"1": ["Archery"]}}
    game = new(vid, state)
    events = dogma(game, "Skyscrapers")
    asks(game, 1, "transfer", ["Rocketry", "Satellites"], 1, 1)          # yellow never qualifies
    events += choose(game, "Rocketry")
    settled(game)
    assert events == [start(0, "Skyscrapers"), x(1, "Rocketry", ("board", 1), ("board", 0)),
                      s(1, "Tools"), r(1, "Pottery")]
    assert zones(game, 0)["board"] == {"blue": pile("Rocketry"), "yellow": pile("Skyscrapers")}
    assert zones(game, 1) == player(score=["Tools"], board={"green": pile("Satellites"),
                                                            "yellow": pile("Stem Cells")})
    assert supply(game, 1) == ["Archery", "Pottery"]


@pytest.mark.parametrize("vid", BOTH_WORDINGS)
def test_skyscrapers_the_affected_player_orders_the_cards_going_under_one_deck(vid):
    state = {"players": [{"board": {"yellow": pile("Skyscrapers")}},
                         {"board": {"blue": pile("Rocketry", "Tools", "Pottery", "Alchemy", "Writing")}}],
             "supply": {"1": ["Archery"], "3": ["Paper"]}}
    game = new(vid, state)
    events = dogma(game, "Skyscrapers")              # Rocketry, the only choice, is not asked
    # Tools is scored; Pottery and Writing go under the 1 deck, Alchemy under the 3 deck
    asks(game, 1, "return_order", ["Pottery", "Alchemy", "Writing"], 3, 3)
    assert game.moves()["pending"]["ordered"] is True
    events += choose(game, "Writing", "Alchemy", "Pottery")
    settled(game)
    assert events == [start(0, "Skyscrapers"), x(1, "Rocketry", ("board", 1), ("board", 0)),
                      s(1, "Tools"), r(1, "Writing"), r(1, "Alchemy"), r(1, "Pottery")]
    assert zones(game, 1) == player(score=["Tools"])
    assert supply(game, 1) == ["Archery", "Writing", "Pottery"] and supply(game, 3) == ["Paper", "Alchemy"]


@pytest.mark.parametrize("vid", BOTH_WORDINGS)
def test_skyscrapers_a_lone_card_leaves_nothing_to_score(vid):
    state = {"players": [{"board": {"yellow": pile("Skyscrapers"), "green": pile("Sailing")}},
                         {"board": {"green": pile("Satellites")}}]}
    game = new(vid, state)
    events = dogma(game, "Skyscrapers")
    assert events == [start(0, "Skyscrapers"), x(1, "Satellites", ("board", 1), ("board", 0))]
    assert zones(game, 0)["board"] == {"green": pile("Satellites", "Sailing"), "yellow": pile("Skyscrapers")}
    assert zones(game, 1) == player()


# --- Empiricism -----------------------------------------------------------------------------------

@pytest.mark.parametrize("vid", BOTH_WORDINGS)
def test_empiricism_named_colour_is_melded_and_may_splay_up_other_colour_stays_shared(vid):
    state = {"players": [{"board": {"blue": pile("Tools"), "purple": pile("Empiricism", "Mysticism")}},
                         {"board": {"blue": pile("Writing"), "purple": pile("Philosophy")}}],   # 5 lightbulbs
             "supply": {"9": ["Ecology", "Genetics", "Composites"]}}
    game = new(vid, state)
    events = dogma(game, "Empiricism")
    colours = ["blue", "red", "green", "yellow", "purple"]
    asks(game, 1, "color", colours, 2, 2)
    events += choose(game, "red", "green")
    asks(game, 0, "color", colours, 2, 2)
    events += choose(game, "blue", "purple")
    asks(game, 0, "splay", ["blue"], 0, 1)
    events += choose(game, "blue")
    settled(game)
    assert events == [start(0, "Empiricism"), d(1, "Ecology"), rv(1, "Ecology"), d(0, "Genetics"),
                      rv(0, "Genetics"), m(0, "Genetics"), sp(0, "blue", "up"), bonus(0), d(0, "Composites")]
    assert zones(game, 0) == player(hand=["Composites"], board={
        "blue": pile("Genetics", "Tools", splay="up"), "purple": pile("Empiricism", "Mysticism")})
    assert zones(game, 1) == player(hand=["Ecology"], board={"blue": pile("Writing"), "purple": pile("Philosophy")})
    assert game.state()["result"] is None             # 3 + 2 + 3 = 8 lightbulbs: far from 20


@pytest.mark.parametrize("vid", BOTH_WORDINGS)
def test_empiricism_twenty_lightbulbs_win(vid):
    board = {"blue": pile("Genetics", "Experimentation", "Evolution", splay="up"),         # 3 + 3 + 2
             "green": pile("Classification"), "yellow": pile("Perspective"),                # 3, 2
             "purple": pile("Empiricism", "Philosophy", "Education", splay="up")}         # 3 + 3 + 2
    game = new(vid, {"players": [{"board": board}, {}], "supply": {"9": ["Ecology"]}})
    assert game.state()["players"][0]["icons"]["lightbulb"] == 21
    events = dogma(game, "Empiricism")
    events += choose(game, "red", "green")
    assert events == [start(0, "Empiricism"), d(0, "Ecology"), rv(0, "Ecology"), won(0, [0])]
    assert game.state()["result"] == {"winners": [0], "reason": "dogma"}


# --- Socialism ------------------------------------------------------------------------------------

@pytest.mark.parametrize("vid", BOTH_WORDINGS)
def test_socialism_tucks_the_hand_and_a_purple_takes_each_opponents_lowest(vid):
    state = {"players": [{"hand": ["Mysticism", "Code of Laws", "Tools"], "board": {"purple": pile("Socialism")}},
                         {"hand": ["Calendar", "Oars", "Archery", "Philosophy"]},
                         {"hand": ["Writing", "Sailing"], "board": {"red": pile("Combustion")}}]}
    game = new(vid, state, players=3)
    events = dogma(game, "Socialism")
    asks(game, 0, "tuck_hand", ["yes", "no"], 1, 1)
    events += choose(game, "yes")
    asks(game, 0, "tuck_order", ["Mysticism", "Code of Laws", "Tools"], 3, 3)   # two purple cards
    events += choose(game, "Code of Laws", "Tools", "Mysticism")
    settled(game)
    assert events == [start(0, "Socialism"), t(0, "Code of Laws"), t(0, "Tools"), t(0, "Mysticism"),
                      x(0, "Oars", ("hand", 1), ("hand", 0)), x(0, "Archery", ("hand", 1), ("hand", 0)),
                      x(0, "Writing", ("hand", 2), ("hand", 0)), x(0, "Sailing", ("hand", 2), ("hand", 0))]
    assert zones(game, 0) == player(hand=["Oars", "Archery", "Writing", "Sailing"], board={
        "blue": pile("Tools"), "purple": pile("Socialism", "Code of Laws", "Mysticism")})
    assert zones(game, 1)["hand"] == ["Calendar", "Philosophy"]
    assert zones(game, 2)["hand"] == []


@pytest.mark.parametrize("vid", BOTH_WORDINGS)
def test_socialism_shared_no_purple_takes_nothing_and_declining_tucks_nothing(vid):
    state = {"players": [{"hand": ["Writing"], "board": {"purple": pile("Socialism")}},
                         {"hand": ["Oars"], "board": {"yellow": pile("Agriculture")}}],      # 3 leaves: shares
             "supply": {"8": ["Flight"]}}
    game = new(vid, state)
    events = dogma(game, "Socialism")
    asks(game, 1, "tuck_hand", ["yes", "no"], 1, 1)
    events += choose(game, "yes")                                    # one card: no order asked
    asks(game, 0, "tuck_hand", ["yes", "no"], 1, 1)
    events += choose(game, "no")
    settled(game)
    assert events == [start(0, "Socialism"), t(1, "Oars"), bonus(0), d(0, "Flight")]
    assert zones(game, 0) == player(hand=["Writing", "Flight"], board={"purple": pile("Socialism")})
    assert zones(game, 1) == player(board={"red": pile("Oars"), "yellow": pile("Agriculture")})
