"""The ten age-10 cards of the fourth-edition set (engine/innovation/sets/base_ultimate/age10.py),
played on the `ultimate` variant from exact positions: every pending decision is asserted
(player, kind, options, min, max) before it is answered, then the events and the affected
zones after. Every card that can be shared is played shared, every demand is played on an
affected player; card conservation is checked after every move (the `new` / `play` /
`choose` helpers).

The small helpers (positions, decisions, events) come from card_tests.py, under the short
names test_ultimate_age11 uses too."""

from __future__ import annotations

import pytest
from card_tests import ULTIMATE as V
from card_tests import ULTIMATE_CARDS as CARDS
from card_tests import achieved_chain as chain
from card_tests import asks, dogma, draws_a, icons, junked, pile, player, result, supply, won, zones
from card_tests import done_game_on as done
from card_tests import drew as d
from card_tests import executed as ex
from card_tests import melded as m
from card_tests import returned as r
from card_tests import scored as s
from card_tests import share_bonus as bonus
from card_tests import splayed as sp
from card_tests import started as start
from innovation_helpers import choose, new

from rulebook.innovation.sets import load_effects


def never(ctx):
    raise AssertionError(f"{ctx.card.name}: this effect must not run")


# --- the registration ---------------------------------------------------------------------------------

AGE_10 = ["Bioengineering", "Software", "Miniaturization", "Robotics", "Databases", "Self Service",
          "Globalization", "Stem Cells", "A.I.", "The Internet"]


def test_every_age_10_card_is_registered_for_the_fourth_edition_only():
    effects = load_effects("base-ultimate")
    assert effects is not None and effects.parent is not None
    assert sorted(AGE_10) == sorted(CARDS.by_age[10])
    for name in AGE_10:
        functions = effects.lookup(name, "fourth-edition")
        assert functions is not None and len(functions) == len(CARDS[name].effect_kinds), name
        assert effects.lookup(name, "no-such-wording") is None, name  # registered for named wordings only
        assert effects.parent.lookup(name, "third-edition") != functions  # every age-10 card changed


# --- Bioengineering -----------------------------------------------------------------------------------

def test_bioengineering_shared_scores_leaf_top_cards_of_opponents_and_a_tie_for_most_leaves_wins_nothing():
    state = {"players": [{"board": {"blue": pile("Bioengineering"), "yellow": pile("Agriculture")}},   # 2 clocks
                         {"board": {"green": pile("Databases"), "yellow": pile("Stem Cells")}},      # 3: shares
                         {"board": {"green": pile("Clothing"), "purple": pile("Reformation")}}],     # no clock
             "supply": {"10": ["A.I."]}}
    game = new(V, state, players=3)
    events = dogma(game, "Bioengineering")
    asks(game, 1, "score", ["Clothing", "Reformation", "Agriculture"], 1, 1)   # seat 2's, then seat 0's
    events += choose(game, "Clothing")
    asks(game, 0, "score", ["Stem Cells", "Reformation"], 1, 1)                # never its own board
    events += choose(game, "Stem Cells")
    # leaves now: seat 0 three, seat 1 none, seat 2 three: one player under two, the most is tied
    assert events == [start(0, "Bioengineering"), s(1, "Clothing"), s(0, "Stem Cells"), bonus(0), d(0, "A.I.")]
    assert zones(game, 0) == player(hand=["A.I."], score=["Stem Cells"],
                                    board={"blue": pile("Bioengineering"), "yellow": pile("Agriculture")})
    assert zones(game, 1) == player(score=["Clothing"], board={"green": pile("Databases")})
    assert zones(game, 2) == player(board={"purple": pile("Reformation")})
    done(game)


@pytest.mark.parametrize("theirs,winners", [
    (["Clothing"], [0]),                              # seat 1 left with no leaf: seat 0 has the most
    (["Clothing", "Agriculture"], None),              # both keep two leaves or more: nobody under two
])
def test_bioengineering_the_one_player_with_most_leaves_wins_when_someone_shows_fewer_than_two(theirs, winners):
    board = {"green": pile("Clothing")} if len(theirs) == 1 else {"green": pile("Clothing"),
                                                                   "yellow": pile("Agriculture")}
    state = {"players": [{"board": {"blue": pile("Bioengineering"), "purple": pile("Reformation")}},
                         {"board": board}]}
    game = new(V, state)
    events = dogma(game, "Bioengineering")
    if len(theirs) == 2:
        asks(game, 0, "score", ["Clothing", "Agriculture"], 1, 1)
        events += choose(game, "Agriculture")
        assert icons(game, 0)["leaf"] == 3 and icons(game, 1)["leaf"] == 2
    scored = "Clothing" if len(theirs) == 1 else "Agriculture"
    assert events == [start(0, "Bioengineering"), s(0, scored)] + ([won(0, winners)] if winners else [])
    assert result(game) == ({"winners": winners, "reason": "dogma"} if winners else None)


# --- Software -----------------------------------------------------------------------------------------

def test_software_shared_scores_a_10_melds_two_9s_and_self_executes_the_second(register):
    # stand-ins for the two 9s self-executed (written with age 9): Genetics draws a 1, Services
    # has a demand only, which a self-execute skips
    register("Genetics", [draws_a(1)])
    register("Services", [never])
    state = {"players": [{"board": {"blue": pile("Software")}},                      # 2 clocks
                         {"board": {"green": pile("Databases")}}],                   # 3: shares
             "supply": {"1": ["Pottery"], "9": ["Computers", "Genetics", "Satellites", "Services"],
                        "10": ["A.I.", "Robotics", "Stem Cells"]}}
    game = new(V, state)
    events = dogma(game, "Software")
    assert events == [start(0, "Software"), d(1, "A.I."), s(1, "A.I."), d(0, "Robotics"), s(0, "Robotics"),
                      d(1, "Computers"), m(1, "Computers"), d(1, "Genetics"), m(1, "Genetics"),
                      ex(1, "Genetics"), d(1, "Pottery"),
                      d(0, "Satellites"), m(0, "Satellites"), d(0, "Services"), m(0, "Services"), ex(0, "Services"),
                      bonus(0), d(0, "Stem Cells")]
    assert zones(game, 0) == player(hand=["Stem Cells"], score=["Robotics"], board={
        "blue": pile("Software"), "green": pile("Satellites"), "purple": pile("Services")})
    assert zones(game, 1) == player(hand=["Pottery"], score=["A.I."], board={
        "blue": pile("Genetics", "Computers"), "green": pile("Databases")})
    assert supply(game, 9) == [] and supply(game, 10) == []
    done(game)


def test_software_with_the_9_deck_empty_melds_10s_and_a_nested_self_execute_takes_a_chain_achievement():
    # Software's own second effect self-executes Robotics (no chain: started by the dogma
    # action); Robotics, being executed, self-executes the Databases it melds: first an 11
    # goes among seat 0's achievements (the chain rule)
    state = {"players": [{"board": {"blue": pile("Software"), "green": pile("Sailing")}},
                         {"board": {"red": pile("Archery")}}],                         # no clock
             "supply": {"9": [], "10": ["A.I.", "Stem Cells", "Robotics", "Databases"],
                        "11": ["Fusion", "Escapism"]}}
    game = new(V, state)
    events = dogma(game, "Software")
    assert events == [start(0, "Software"), d(0, "A.I."), s(0, "A.I."),
                      d(0, "Stem Cells"), m(0, "Stem Cells"), d(0, "Robotics"), m(0, "Robotics"),
                      ex(0, "Robotics"), s(0, "Sailing"), d(0, "Databases"), m(0, "Databases"),
                      d(0, "Fusion"), chain(0, "Fusion"), ex(0, "Databases")]
    assert zones(game, 0) == player(score=["A.I.", "Sailing"], achievements=["Fusion"], board={
        "blue": pile("Software"), "red": pile("Robotics"), "green": pile("Databases"),
        "yellow": pile("Stem Cells")})
    assert zones(game, 1) == player(board={"red": pile("Archery")})        # Databases' demand never ran
    assert supply(game, 10) == [] and supply(game, 11) == ["Escapism"]
    done(game)


# --- Miniaturization ----------------------------------------------------------------------------------

def test_miniaturization_shared_a_returned_11_junks_the_11_deck_and_a_returned_10_draws_per_score_value():
    state = {"players": [{"hand": ["Robotics", "Pottery"], "score": ["Agriculture", "Calendar", "Mathematics"],
                          "board": {"red": pile("Miniaturization")}},                  # 2 lightbulbs
                         {"hand": ["Fusion"], "board": {"purple": pile("A.I.")}}],       # 2: shares
             "supply": {"10": ["Databases", "Stem Cells", "Globalization"], "11": ["Escapism", "Climatology"]}}
    game = new(V, state)
    events = dogma(game, "Miniaturization")
    # seat 1's one card is returned without a question; it goes under the 11 deck, which is then junked
    asks(game, 0, "return", ["Robotics", "Pottery"], 1, 1)
    events += choose(game, "Robotics")                  # score values 1 and 2: two 10s
    assert events == [start(0, "Miniaturization"), r(1, "Fusion"), junked(1, "Escapism", "supply"),
                      junked(1, "Climatology", "supply"), junked(1, "Fusion", "supply"),
                      r(0, "Robotics"), d(0, "Databases"), d(0, "Stem Cells"), bonus(0), d(0, "Globalization")]
    assert zones(game, 0) == player(hand=["Pottery", "Databases", "Stem Cells", "Globalization"],
                                    score=["Agriculture", "Calendar", "Mathematics"],
                                    board={"red": pile("Miniaturization")})
    assert zones(game, 1) == player(board={"purple": pile("A.I.")})
    assert supply(game, 10) == ["Robotics"] and supply(game, 11) == []
    assert game.state()["junk"] == ["Escapism", "Climatology", "Fusion"]
    done(game)


def test_miniaturization_another_value_is_only_returned():
    state = {"players": [{"hand": ["Pottery"], "score": ["Calendar"], "board": {"red": pile("Miniaturization")}},
                         {}],
             "supply": {"1": ["Tools"]}}
    game = new(V, state)
    events = dogma(game, "Miniaturization")
    assert events == [start(0, "Miniaturization"), r(0, "Pottery")]
    assert zones(game, 0)["hand"] == [] and supply(game, 1) == ["Tools", "Pottery"]
    done(game)


# --- Robotics -----------------------------------------------------------------------------------------

def test_robotics_shared_scores_top_green_and_self_executes_a_melded_10_with_a_factory_or_clock():
    # seat 1 melds Self Service (crowns only): not executed. Seat 0 melds Software (clocks):
    # self-executed; Software in turn self-executes Stem Cells, a nested self-execute: chain 11.
    state = {"players": [{"board": {"red": pile("Robotics"), "green": pile("Currency", "Sailing")}},  # 2 factories
                         {"board": {"green": pile("Clothing"), "yellow": pile("Globalization")}}],  # 3: shares
             "supply": {"9": [], "10": ["Self Service", "Software", "Bioengineering", "Miniaturization",
                                        "Stem Cells", "A.I."],
                        "11": ["Fusion", "Escapism"]}}
    game = new(V, state)
    events = dogma(game, "Robotics")
    assert events == [start(0, "Robotics"), s(1, "Clothing"), s(0, "Currency"),
                      d(1, "Self Service"), m(1, "Self Service"),
                      d(0, "Software"), m(0, "Software"), ex(0, "Software"),
                      d(0, "Bioengineering"), s(0, "Bioengineering"),
                      d(0, "Miniaturization"), m(0, "Miniaturization"), d(0, "Stem Cells"), m(0, "Stem Cells"),
                      d(0, "Fusion"), chain(0, "Fusion"), ex(0, "Stem Cells"), d(0, "Escapism"),
                      bonus(0), d(0, "A.I.")]
    assert zones(game, 0) == player(hand=["Escapism", "A.I."], score=["Currency", "Bioengineering"],
                                    achievements=["Fusion"], board={
                                        "blue": pile("Software"), "red": pile("Miniaturization", "Robotics"),
                                        "green": pile("Sailing"), "yellow": pile("Stem Cells")})
    assert zones(game, 1) == player(score=["Clothing"], board={"green": pile("Self Service"),
                                                               "yellow": pile("Globalization")})
    assert supply(game, 10) == [] and supply(game, 11) == []
    done(game)


# --- Databases ----------------------------------------------------------------------------------------

def test_databases_demand_returns_as_many_score_cards_as_the_highest_achievement_value():
    state = {"players": [{"board": {"green": pile("Databases")}},                                    # 3 clocks
                         {"score": ["Tools", "Writing", "Mathematics", "Translation", "Paper"],
                          "achievements": ["Calendar", "Optics", "Wonder"]},                        # N = 3
                         {"score": ["Pottery", "Clothing"], "achievements": ["Monument", "Coal"]},  # N = 5
                         {"score": ["Sailing"], "achievements": ["Empire"]}],                       # N = 0
             "supply": {"1": ["Agriculture"], "3": ["Compass"]}}
    game = new(V, state, players=4)
    events = dogma(game, "Databases")
    asks(game, 1, "return", ["Tools", "Writing", "Mathematics", "Translation", "Paper"], 3, 3)
    events += choose(game, "Tools", "Writing", "Paper")
    asks(game, 1, "return_order", ["Tools", "Writing", "Paper"], 3, 3)        # two go under the 1 deck
    events += choose(game, "Writing", "Paper", "Tools")
    asks(game, 2, "return_order", ["Pottery", "Clothing"], 2, 2)              # all (fewer than 5): the order
    events += choose(game, "Clothing", "Pottery")
    assert events == [start(0, "Databases"), r(1, "Writing"), r(1, "Paper"), r(1, "Tools"),
                      r(2, "Clothing"), r(2, "Pottery")]
    assert zones(game, 1)["score"] == ["Mathematics", "Translation"]
    assert zones(game, 2)["score"] == [] and zones(game, 3)["score"] == ["Sailing"]
    assert supply(game, 1) == ["Agriculture", "Writing", "Tools", "Clothing", "Pottery"]
    assert supply(game, 3) == ["Compass", "Paper"]
    assert zones(game, 0) == player(board={"green": pile("Databases")})       # no bonus from a demand
    done(game)


# --- Self Service -------------------------------------------------------------------------------------

@pytest.mark.parametrize("mine,theirs,winners", [
    (["Pottery", "Wonder"], ["Calendar"], [0]),       # 2 >= 2 x 1: a special achievement counts too
    ([], [], [0]),                                    # 0 >= 2 x 0
    (["Pottery"], ["Calendar"], None),                # 1 < 2 x 1: the second effect runs
])
def test_self_service_twice_the_achievements_of_each_opponent_wins(register, mine, theirs, winners):
    register("Writing", [draws_a(1)])                 # a stand-in for the age-1 card self-executed
    state = {"players": [{"board": {"blue": pile("Writing"), "green": pile("Self Service")}, "achievements": mine},
                         {"board": {"red": pile("Archery")}, "achievements": theirs},     # no crown
                         {"board": {"red": pile("Metalworking")}}],                       # no crown, none held
             "supply": {"1": ["Tools"]}}
    game = new(V, state, players=3)
    events = dogma(game, "Self Service")
    if winners:
        assert events == [start(0, "Self Service"), won(0, winners)]
        assert result(game) == {"winners": winners, "reason": "dogma"}
        return
    # Writing is the only other top card: self-executed without a question
    assert events == [start(0, "Self Service"), ex(0, "Writing"), d(0, "Tools")]
    assert zones(game, 0)["hand"] == ["Tools"]
    done(game)


def test_self_service_shared_self_executes_another_top_card_and_a_nested_self_execute_chains(register):
    # stand-in for Optics (age 3), never chosen
    register("Optics", [never])
    state = {"players": [{"board": {"blue": pile("Software"), "green": pile("Self Service")},      # 2 crowns
                          "achievements": ["Pottery"]},
                         {"board": {"red": pile("Optics"), "purple": pile("A.I.")},                 # 3: shares
                          "achievements": ["Tools"]}],
             "supply": {"9": [], "10": ["Databases", "Bioengineering", "The Internet", "Stem Cells", "Globalization"],
                        "11": ["Fusion", "Escapism"]}}
    game = new(V, state)
    events = dogma(game, "Self Service")
    asks(game, 1, "execute", ["Optics", "A.I."], 1, 1)
    events += choose(game, "A.I.")
    # seat 0: Software is its only other top card (no question); Software self-executes the
    # second card it melds, a nested self-execute: the chain rule's 11 first
    assert events == [start(0, "Self Service"), ex(1, "A.I."), d(1, "Databases"), s(1, "Databases"),
                      ex(0, "Software"), d(0, "Bioengineering"), s(0, "Bioengineering"),
                      d(0, "The Internet"), m(0, "The Internet"), d(0, "Stem Cells"), m(0, "Stem Cells"),
                      d(0, "Fusion"), chain(0, "Fusion"), ex(0, "Stem Cells"), d(0, "Escapism"),
                      bonus(0), d(0, "Globalization")]
    assert zones(game, 0) == player(hand=["Escapism", "Globalization"], score=["Bioengineering"],
                                    achievements=["Pottery", "Fusion"], board={
                                        "blue": pile("Software"), "green": pile("Self Service"),
                                        "yellow": pile("Stem Cells"), "purple": pile("The Internet")})
    assert zones(game, 1) == player(score=["Databases"], achievements=["Tools"],
                                    board={"red": pile("Optics"), "purple": pile("A.I.")})
    done(game)


# --- Globalization ------------------------------------------------------------------------------------

def test_globalization_demanded_and_shared_more_leaves_than_factories_blocks_the_win():
    state = {"players": [{"board": {"yellow": pile("Globalization")}},                         # 3 factories
                         {"board": {"blue": pile("Pottery"), "green": pile("Clothing")}},      # 0: demanded
                         {"board": {"red": pile("Coal")}}],                                    # 3: shares
             "supply": {"11": ["Fusion", "Escapism", "Climatology"]}}
    game = new(V, state, players=3)
    events = dogma(game, "Globalization")
    asks(game, 1, "return", ["Pottery", "Clothing"], 1, 1)
    events += choose(game, "Pottery")
    # seat 1 keeps Clothing: two leaves, no factory: nobody wins
    assert events == [start(0, "Globalization"), r(1, "Pottery"), d(2, "Fusion"), m(2, "Fusion"),
                      d(0, "Escapism"), m(0, "Escapism"), bonus(0), d(0, "Climatology")]
    assert zones(game, 0) == player(hand=["Climatology"], board={"yellow": pile("Globalization"),
                                                                 "purple": pile("Escapism")})
    assert zones(game, 1) == player(board={"green": pile("Clothing")})
    assert zones(game, 2) == player(board={"red": pile("Fusion", "Coal")})
    assert supply(game, 1)[-1] == "Pottery" and supply(game, 11) == []
    done(game)


@pytest.mark.parametrize("theirs,winners", [(["Calendar"], [0]), (["Quantum Theory"], None)])
def test_globalization_the_one_player_with_most_points_wins(theirs, winners):
    # seat 1 has no top card with a leaf (nothing returned); no board shows more leaves than
    # factories; seat 0 has 8 points against 2 (wins) or 8 (a tie: nobody)
    state = {"players": [{"board": {"yellow": pile("Globalization")}, "score": ["Rocketry"]},
                         {"board": {"blue": pile("Writing")}, "score": theirs}],
             "supply": {"11": ["Solar Sailing"]}}
    game = new(V, state)
    events = dogma(game, "Globalization")
    assert events == [start(0, "Globalization"), d(0, "Solar Sailing"), m(0, "Solar Sailing")] + (
        [won(0, winners)] if winners else [])
    assert result(game) == ({"winners": winners, "reason": "dogma"} if winners else None)


# --- Stem Cells ---------------------------------------------------------------------------------------

def test_stem_cells_shared_scores_whole_hands_and_draws_11s():
    state = {"players": [{"hand": ["Oars", "Software"], "board": {"yellow": pile("Stem Cells")}},   # 3 leaves
                         {"hand": ["Tools"], "board": {"blue": pile("Pottery")}}],                  # 3: shares
             "supply": {"10": ["Robotics"], "11": ["Fusion", "Escapism"]}}
    game = new(V, state)
    events = dogma(game, "Stem Cells")
    asks(game, 1, "score_hand", ["yes", "no"], 1, 1)
    events += choose(game, "yes")
    asks(game, 0, "score_hand", ["yes", "no"], 1, 1)
    events += choose(game, "yes")
    assert events == [start(0, "Stem Cells"), s(1, "Tools"), s(0, "Oars"), s(0, "Software"),
                      d(1, "Fusion"), d(0, "Escapism"), bonus(0), d(0, "Robotics")]
    assert zones(game, 0) == player(hand=["Escapism", "Robotics"], score=["Oars", "Software"],
                                    board={"yellow": pile("Stem Cells")})
    assert zones(game, 1) == player(hand=["Fusion"], score=["Tools"], board={"blue": pile("Pottery")})
    done(game)


def test_stem_cells_declined_keeps_the_hand_and_an_empty_hand_is_not_asked():
    state = {"players": [{"hand": ["Oars", "Software"], "board": {"yellow": pile("Stem Cells")}},
                         {"board": {"blue": pile("Pottery")}}],                    # shares, empty hand
             "supply": {"10": ["Robotics"], "11": ["Fusion", "Escapism"]}}
    game = new(V, state)
    events = dogma(game, "Stem Cells")
    asks(game, 0, "score_hand", ["yes", "no"], 1, 1)
    events += choose(game, "no")
    assert events == [start(0, "Stem Cells"), d(1, "Fusion"), d(0, "Escapism"), bonus(0), d(0, "Robotics")]
    assert zones(game, 0)["hand"] == ["Oars", "Software", "Escapism", "Robotics"] and zones(game, 0)["score"] == []
    done(game)


# --- A.I. ---------------------------------------------------------------------------------------------

def test_ai_robotics_and_software_on_top_the_one_player_with_the_lowest_score_wins():
    state = {"players": [{"board": {"blue": pile("Software"), "purple": pile("A.I.")}},
                         {"board": {"red": pile("Robotics")}, "score": ["Oars"]}],
             "supply": {"10": ["Databases"]}}
    game = new(V, state)
    events = dogma(game, "A.I.")
    assert events == [start(0, "A.I."), d(0, "Databases"), s(0, "Databases"), won(0, [1])]
    assert result(game) == {"winners": [1], "reason": "dogma"}


def test_ai_shared_a_tie_for_the_lowest_score_wins_nothing():
    state = {"players": [{"board": {"blue": pile("Software"), "purple": pile("A.I.")}, "score": ["Calendar"]},
                         {"board": {"blue": pile("Tools"), "red": pile("Robotics")},          # 2 lightbulbs: shares
                          "score": ["Mathematics"]}],
             "supply": {"10": ["Databases", "Stem Cells", "Globalization"]}}
    game = new(V, state)
    events = dogma(game, "A.I.")
    assert events == [start(0, "A.I."), d(1, "Databases"), s(1, "Databases"), d(0, "Stem Cells"),
                      s(0, "Stem Cells"), bonus(0), d(0, "Globalization")]
    assert zones(game, 0)["score"] == ["Calendar", "Stem Cells"]
    assert zones(game, 1)["score"] == ["Mathematics", "Databases"]
    done(game)


# --- The Internet -------------------------------------------------------------------------------------

def test_the_internet_shared_by_avatars_splays_green_scores_a_10_and_melds_two_10s():
    state = {"players": [{"board": {"green": pile("Databases", "Sailing"), "purple": pile("The Internet")}},  # 2
                         {"board": {"yellow": pile("Near-Field Comm")}}],                    # 2 avatars: shares
             "supply": {"10": ["A.I.", "Bioengineering", "Globalization", "Miniaturization", "Software", "Robotics",
                               "Stem Cells"]}}
    game = new(V, state)
    events = dogma(game, "The Internet")
    asks(game, 0, "splay", ["green"], 0, 1)                  # seat 1 has no green pile: not asked
    events += choose(game, "green")
    assert events == [start(0, "The Internet"), sp(0, "green", "up"),
                      d(1, "A.I."), s(1, "A.I."), d(0, "Bioengineering"), s(0, "Bioengineering"),
                      d(1, "Globalization"), m(1, "Globalization"), d(1, "Miniaturization"), m(1, "Miniaturization"),
                      d(0, "Software"), m(0, "Software"), d(0, "Robotics"), m(0, "Robotics"),
                      bonus(0), d(0, "Stem Cells")]
    assert zones(game, 0) == player(hand=["Stem Cells"], score=["Bioengineering"], board={
        "blue": pile("Software"), "red": pile("Robotics"), "green": pile("Databases", "Sailing", splay="up"),
        "purple": pile("The Internet")})
    assert zones(game, 1) == player(score=["A.I."], board={"red": pile("Miniaturization"),
                                                           "yellow": pile("Globalization", "Near-Field Comm")})
    done(game)


def test_the_internet_splay_declined():
    state = {"players": [{"board": {"green": pile("Databases", "Sailing"), "purple": pile("The Internet")}}, {}],
             "supply": {"10": ["A.I.", "Bioengineering", "Globalization"]}}
    game = new(V, state)
    events = dogma(game, "The Internet")
    asks(game, 0, "splay", ["green"], 0, 1)
    events += choose(game)
    assert events == [start(0, "The Internet"), d(0, "A.I."), s(0, "A.I."), d(0, "Bioengineering"),
                      m(0, "Bioengineering"), d(0, "Globalization"), m(0, "Globalization")]
    assert zones(game, 0)["board"]["green"] == pile("Databases", "Sailing")
    done(game)
