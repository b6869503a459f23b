"""The ten age-11 cards of the fourth-edition set, all new in this edition
(engine/innovation/sets/base_ultimate/age11.py), played on the `ultimate` variant from exact
positions (conventions: test_ultimate_age10; helpers: card_tests.py): every decision asserted
before it is answered, then the events and the zones after; a shared execution for every card
with a non-demand effect, an affected player for every demand; cards conserved after every move."""

from __future__ import annotations

from card_tests import ULTIMATE as V
from card_tests import ULTIMATE_CARDS as CARDS
from card_tests import achieved_chain as chain
from card_tests import asks, dogma, icons, junked, pile, player, result, supply, won, zones
from card_tests import done_game_on as done
from card_tests import drew as d
from card_tests import executed as ex
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

from rulebook.innovation.sets import load_effects

AGE_11 = ["Climatology", "Solar Sailing", "Astrogeology", "Fusion", "Hypersonics", "Space Traffic",
          "Near-Field Comm", "Reclamation", "Escapism", "Whataboutism"]
NAMEABLE = ["crown", "lightbulb", "castle", "factory", "clock"]


def test_every_age_11_card_is_registered_for_the_fourth_edition_only():
    effects = load_effects("base-ultimate")
    assert effects is not None and effects.parent is not None
    assert sorted(AGE_11) == sorted(CARDS.by_age[11])
    for name in AGE_11:
        functions = effects.lookup(name, "fourth-edition")
        assert functions is not None and len(functions) == len(CARDS[name].effect_kinds), name
        assert all(f.__module__.endswith("base_ultimate.age11") for f in functions), name
        assert effects.parent.lookup(name, "third-edition") is None   # new cards: no base card


# --- Climatology --------------------------------------------------------------------------------------

def test_climatology_demanded_and_shared_returns_top_cards_then_score_cards_of_that_value_or_more():
    state = {"players": [{"board": {"blue": pile("Climatology"), "red": pile("Robotics")},          # 3 leaves
                          "score": ["Fusion", "Calendar", "Escapism", "Databases"]},
                         {"board": {"red": pile("Optics"), "green": pile("Sailing"),              # 2: demanded
                                    "purple": pile("Code of Laws")}},
                         {"board": {"blue": pile("Tools"), "yellow": pile("Agriculture")},         # 3: shares
                          "score": ["Writing", "Mathematics"]}],
             "supply": {"11": ["Solar Sailing"]}}
    game = new(V, state, players=3)
    events = dogma(game, "Climatology")
    asks(game, 0, "name_icon", NAMEABLE, 1, 1)                           # the launcher names the icon
    events += choose(game, "crown")
    asks(game, 1, "return", ["Optics", "Sailing", "Code of Laws"], 2, 2)
    events += choose(game, "Optics", "Sailing")                           # two decks: no order asked
    asks(game, 2, "return", ["Tools", "Agriculture"], 1, 1)
    events += choose(game, "Tools")                                       # value 1: the whole score pile
    asks(game, 0, "return", ["Climatology", "Robotics"], 1, 1)
    events += choose(game, "Robotics")                                    # value 10: two 11s and a 10
    asks(game, 0, "return_order", ["Fusion", "Escapism", "Databases"], 3, 3)
    events += choose(game, "Escapism", "Databases", "Fusion")
    assert events == [start(0, "Climatology"), r(1, "Optics"), r(1, "Sailing"),
                      r(2, "Tools"), r(2, "Writing"), r(2, "Mathematics"),
                      r(0, "Robotics"), r(0, "Escapism"), r(0, "Databases"), r(0, "Fusion"),
                      bonus(0), d(0, "Solar Sailing")]
    assert zones(game, 0) == player(hand=["Solar Sailing"], score=["Calendar"], board={"blue": pile("Climatology")})
    assert zones(game, 1) == player(board={"purple": pile("Code of Laws")})
    assert zones(game, 2) == player(board={"yellow": pile("Agriculture")})
    assert supply(game, 11) == ["Escapism", "Fusion"] and supply(game, 10)[-2:] == ["Robotics", "Databases"]
    done(game)


def test_climatology_no_naming_without_a_reachable_top_card_fewer_than_two_and_the_launcher_returns_itself():
    state = {"players": [{"board": {"blue": pile("Climatology")}, "score": ["Pottery", "Fusion"]},
                         {"board": {"purple": pile("Escapism")}},                 # avatars only: not asked
                         {"board": {"red": pile("Archery"), "green": pile("Clothing")}}],
             "supply": {"11": ["Solar Sailing"]}}
    game = new(V, state, players=3)
    events = dogma(game, "Climatology")
    asks(game, 0, "name_icon", NAMEABLE, 1, 1)
    events += choose(game, "castle")                    # only Archery has one: it alone is returned
    assert events == [start(0, "Climatology"), r(2, "Archery"), r(0, "Climatology"), r(0, "Fusion")]
    assert zones(game, 0) == player(score=["Pottery"])
    assert zones(game, 1) == player(board={"purple": pile("Escapism")})
    assert zones(game, 2) == player(board={"green": pile("Clothing")})
    assert supply(game, 11) == ["Solar Sailing", "Climatology", "Fusion"]
    done(game)


# --- Solar Sailing ------------------------------------------------------------------------------------

def test_solar_sailing_shared_returns_all_but_the_top_four_and_splays_aslant():
    state = {"players": [{"board": {"blue": pile("Solar Sailing")}},                          # 2 lightbulbs
                         {"board": {"red": pile("Robotics", "Coal", "Oars", "Archery", "Metalworking",
                                                splay="right"),
                                    "purple": pile("A.I.")}}],                                # 2: shares
             "supply": {"1": ["Pottery"], "11": ["Fusion", "Astrogeology", "Hypersonics"]}}
    game = new(V, state)
    events = dogma(game, "Solar Sailing")
    asks(game, 1, "return_order", ["Archery", "Metalworking"], 2, 2)        # both under the 1 deck
    events += choose(game, "Metalworking", "Archery")
    # seat 0's new red pile of one card cannot be splayed: nothing changes, and no win
    assert events == [start(0, "Solar Sailing"), d(1, "Fusion"), m(1, "Fusion"), r(1, "Metalworking"),
                      r(1, "Archery"), sp(1, "red", "aslant"), d(0, "Astrogeology"), m(0, "Astrogeology"),
                      bonus(0), d(0, "Hypersonics")]
    assert zones(game, 1) == player(board={"red": pile("Fusion", "Robotics", "Coal", "Oars", splay="aslant"),
                                           "purple": pile("A.I.")})
    assert zones(game, 0) == player(hand=["Hypersonics"], board={"blue": pile("Solar Sailing"),
                                                                 "red": pile("Astrogeology")})
    assert supply(game, 1) == ["Pottery", "Metalworking", "Archery"]
    done(game)


def test_solar_sailing_a_sixth_card_on_an_aslant_pile_wins():
    state = {"players": [{"board": {"blue": pile("Solar Sailing"),
                                    "green": pile("Satellites", "Collaboration", "Corporations", "Currency",
                                                  "Clothing", splay="aslant")}},
                         {}],
             "supply": {"11": ["Space Traffic"]}}
    game = new(V, state)
    events = dogma(game, "Solar Sailing")
    assert events == [start(0, "Solar Sailing"), d(0, "Space Traffic"), m(0, "Space Traffic"), won(0, [0])]
    assert result(game) == {"winners": [0], "reason": "dogma"}
    assert len(zones(game, 0)["board"]["green"]["cards"]) == 6


# --- Astrogeology -------------------------------------------------------------------------------------

def test_astrogeology_shared_splays_aslant_and_takes_all_but_the_top_four_into_hand():
    state = {"players": [{"board": {"red": pile("Astrogeology")}},                             # 2 factories
                         {"hand": ["Pottery", "Tools", "Writing", "Oars"],
                          "board": {"yellow": pile("Globalization"),                           # 3: shares
                                    "purple": pile("A.I.", "Services", "Empiricism", "Lighting", "Mysticism",
                                                   "City States")}}],
             "supply": {"11": ["Whataboutism", "Escapism", "Fusion"]}}
    game = new(V, state)
    events = dogma(game, "Astrogeology")
    # seat 1 ends with seven cards in hand: no win; seat 0 has no purple pile: no splay, no transfer
    assert events == [start(0, "Astrogeology"), d(1, "Whataboutism"), rv(1, "Whataboutism"),
                      sp(1, "purple", "aslant"), x(1, "Mysticism", ("board", 1), ("hand", 1)),
                      x(1, "City States", ("board", 1), ("hand", 1)),
                      d(0, "Escapism"), rv(0, "Escapism"), bonus(0), d(0, "Fusion")]
    assert zones(game, 1) == player(
        hand=["Pottery", "Tools", "Writing", "Oars", "Whataboutism", "Mysticism", "City States"],
        board={"yellow": pile("Globalization"),
               "purple": pile("A.I.", "Services", "Empiricism", "Lighting", splay="aslant")})
    assert zones(game, 0) == player(hand=["Escapism", "Fusion"], board={"red": pile("Astrogeology")})
    done(game)


def test_astrogeology_an_already_aslant_pile_moves_nothing_and_eight_cards_in_hand_win():
    state = {"players": [{"hand": ["Pottery", "Tools", "Writing", "Oars", "Archery", "Clothing", "Sailing"],
                          "board": {"red": pile("Astrogeology"),
                                    "purple": pile("Lighting", "Mysticism", "City States", "Code of Laws",
                                                   "Monotheism", splay="aslant")}},
                         {}],
             "supply": {"11": ["Escapism"]}}
    game = new(V, state)
    events = dogma(game, "Astrogeology")
    assert events == [start(0, "Astrogeology"), d(0, "Escapism"), rv(0, "Escapism"), won(0, [0])]
    assert len(zones(game, 0)["board"]["purple"]["cards"]) == 5 and len(zones(game, 0)["hand"]) == 8


# --- Fusion -------------------------------------------------------------------------------------------

def test_fusion_shared_scores_top_cards_of_falling_values_until_none_is_left():
    state = {"players": [{"board": {"blue": pile("Solar Sailing"), "red": pile("Fusion"),           # 4 clocks
                                    "green": pile("Self Service"), "yellow": pile("Stem Cells"),
                                    "purple": pile("Specialization", "Lighting")}},
                         {"board": {"blue": pile("Climatology"), "green": pile("Databases"),        # 5: shares
                                    "purple": pile("Railroad")}}],
             "supply": {"11": ["Reclamation"]}}
    game = new(V, state)
    events = dogma(game, "Fusion")
    # seat 1: Climatology is its only 11 (no question), then a value
    asks(game, 1, "choose_value", [9, 10], 1, 1)
    events += choose(game, 10)                             # Databases, alone: then no 8 or 9 left
    asks(game, 0, "score", ["Solar Sailing", "Fusion"], 1, 1)
    events += choose(game, "Fusion")
    asks(game, 0, "choose_value", [9, 10], 1, 1)
    events += choose(game, 10)
    asks(game, 0, "score", ["Self Service", "Stem Cells"], 1, 1)
    events += choose(game, "Stem Cells")
    asks(game, 0, "choose_value", [8, 9], 1, 1)
    events += choose(game, 9)                              # Specialization, alone; Lighting (7) shows
    asks(game, 0, "choose_value", [7, 8], 1, 1)
    events += choose(game, 7)                              # then no 5 or 6: the effect ends
    assert events == [start(0, "Fusion"), s(1, "Climatology"), s(1, "Databases"),
                      s(0, "Fusion"), s(0, "Stem Cells"), s(0, "Specialization"), s(0, "Lighting"),
                      bonus(0), d(0, "Reclamation")]
    assert zones(game, 0) == player(hand=["Reclamation"], score=["Fusion", "Stem Cells", "Specialization", "Lighting"],
                                    board={"blue": pile("Solar Sailing"), "green": pile("Self Service")})
    assert zones(game, 1) == player(score=["Climatology", "Databases"], board={"purple": pile("Railroad")})
    done(game)


# --- Hypersonics --------------------------------------------------------------------------------------

def test_hypersonics_demand_returns_a_pair_of_top_cards_then_that_value_or_lower_from_hand_and_score():
    state = {"players": [{"board": {"green": pile("Hypersonics")}},                                 # 2 factories
                         {"hand": ["Pottery", "Calendar", "Tools"], "score": ["Oars", "Mathematics"],
                          "board": {"blue": pile("Writing"), "red": pile("Archery"), "green": pile("Clothing"),
                                    "yellow": pile("Canal Building"), "purple": pile("Philosophy")}},
                         {"hand": ["Construction", "Bicycle"],
                          "board": {"blue": pile("Experimentation"), "green": pile("Navigation"),
                                    "purple": pile("Mysticism")}}],
             "supply": {"1": [], "2": [], "4": []}}
    game = new(V, state, players=3)
    events = dogma(game, "Hypersonics")
    asks(game, 1, "choose_value", [1, 2], 1, 1)
    events += choose(game, 1)
    asks(game, 1, "return", ["Writing", "Archery", "Clothing"], 2, 2)
    events += choose(game, "Clothing", "Writing")
    asks(game, 1, "return_order", ["Clothing", "Writing"], 2, 2)          # one value: one deck
    events += choose(game, "Writing", "Clothing")
    asks(game, 1, "return_order", ["Pottery", "Tools", "Oars"], 3, 3)     # hand, then score pile
    events += choose(game, "Oars", "Pottery", "Tools")
    # seat 2: a single pair (value 4), taken without a question; only its order is asked
    asks(game, 2, "return_order", ["Experimentation", "Navigation"], 2, 2)
    events += choose(game, "Navigation", "Experimentation")
    assert events == [start(0, "Hypersonics"), r(1, "Writing"), r(1, "Clothing"), r(1, "Oars"), r(1, "Pottery"),
                      r(1, "Tools"), r(2, "Navigation"), r(2, "Experimentation"), r(2, "Construction")]
    assert zones(game, 1) == player(hand=["Calendar"], score=["Mathematics"], board={
        "red": pile("Archery"), "yellow": pile("Canal Building"), "purple": pile("Philosophy")})
    assert zones(game, 2) == player(hand=["Bicycle"], board={"purple": pile("Mysticism")})
    assert supply(game, 1) == ["Writing", "Clothing", "Oars", "Pottery", "Tools"]
    assert supply(game, 2) == ["Construction"] and supply(game, 4) == ["Navigation", "Experimentation"]
    assert zones(game, 0) == player(board={"green": pile("Hypersonics")})
    done(game)


def test_hypersonics_without_two_top_cards_of_one_value_does_nothing():
    state = {"players": [{"board": {"green": pile("Hypersonics")}},
                         {"hand": ["Pottery"], "board": {"blue": pile("Writing"), "yellow": pile("Canal Building")}}]}
    game = new(V, state)
    events = dogma(game, "Hypersonics")
    assert events == [start(0, "Hypersonics")]
    assert zones(game, 1)["hand"] == ["Pottery"]
    done(game)


# --- Space Traffic ------------------------------------------------------------------------------------

def test_space_traffic_shared_a_player_tucked_under_an_11_loses_and_the_launcher_scores_below_its_top_five():
    state = {"players": [{"board": {"green": pile("Space Traffic", "Corporations", "Mapmaking", "Currency",
                                                  "Sailing", "Clothing")},                     # 2 crowns
                          "score": ["Pottery"]},
                         {"hand": ["Tools"], "board": {"red": pile("Optics")}, "score": ["Writing"],  # 3: shares
                          "achievements": ["Wonder"]},
                         {"board": {"purple": pile("Escapism")}, "score": ["Databases"]}],             # none
             "supply": {"11": ["Climatology", "Solar Sailing", "Hypersonics", "Reclamation"]}}
    game = new(V, state, players=3)
    events = dogma(game, "Space Traffic")
    # seat 1: Climatology starts a blue pile (nothing above it), a one-card pile cannot splay;
    # seat 2 has more points: again; Solar Sailing goes under Climatology, an 11: seat 1 loses
    # Seat 0: Hypersonics goes under Clothing (a 1); the two cards below the top five are
    # scored, green splayed aslant; 13 points, nobody has more: done
    assert events == [start(0, "Space Traffic"), d(1, "Climatology"), t(1, "Climatology"),
                      d(1, "Solar Sailing"), t(1, "Solar Sailing"),
                      junked(1, "Tools", "hand", 1), junked(1, "Optics", "board", 1),
                      junked(1, "Climatology", "board", 1), junked(1, "Solar Sailing", "board", 1),
                      junked(1, "Writing", "score", 1), junked(1, "Wonder", "achievements", 1),
                      {"type": "eliminated", "player": 1},
                      d(0, "Hypersonics"), t(0, "Hypersonics"), s(0, "Clothing"), s(0, "Hypersonics"),
                      sp(0, "green", "aslant"), bonus(0), d(0, "Reclamation")]
    state_after = game.state()
    assert state_after["players"][1]["eliminated"] is True and zones(game, 1) == player()
    assert state_after["junk"] == ["Tools", "Optics", "Climatology", "Solar Sailing", "Writing", "Wonder"]
    assert zones(game, 0) == player(hand=["Reclamation"], score=["Pottery", "Clothing", "Hypersonics"], board={
        "green": pile("Space Traffic", "Corporations", "Mapmaking", "Currency", "Sailing", splay="aslant")})
    assert zones(game, 2) == player(board={"purple": pile("Escapism")}, score=["Databases"])
    assert supply(game, 11) == []
    done(game)


def test_space_traffic_repeats_while_someone_has_a_strictly_higher_score():
    state = {"players": [{"board": {"blue": pile("Computers", "Rocketry", "Publications", "Mathematics", "Pottery"),
                                    "green": pile("Space Traffic")}},
                         {"board": {"blue": pile("Writing")}, "score": ["Fusion"]}],    # 1 crown: does not share
             "supply": {"11": ["Reclamation", "Climatology", "Escapism"]}}
    game = new(V, state)
    events = dogma(game, "Space Traffic")
    # 0 points against 11: again; Climatology scored: 11 against 11, a tie: done
    assert events == [start(0, "Space Traffic"), d(0, "Reclamation"), t(0, "Reclamation"),
                      d(0, "Climatology"), t(0, "Climatology"), s(0, "Climatology"), sp(0, "blue", "aslant")]
    assert zones(game, 0) == player(hand=[], score=["Climatology"], board={
        "blue": pile("Computers", "Rocketry", "Publications", "Mathematics", "Pottery", splay="aslant"),
        "green": pile("Space Traffic"), "yellow": pile("Reclamation")})
    assert supply(game, 11) == ["Escapism"]
    done(game)


def test_space_traffic_the_launcher_tucked_under_itself_loses_the_two_player_game():
    state = {"players": [{"board": {"green": pile("Space Traffic")}}, {"board": {"blue": pile("Writing")}}],
             "supply": {"11": ["Hypersonics"]}}
    game = new(V, state)
    events = dogma(game, "Space Traffic")
    assert events == [start(0, "Space Traffic"), d(0, "Hypersonics"), t(0, "Hypersonics"),
                      junked(0, "Space Traffic", "board", 0), junked(0, "Hypersonics", "board", 0),
                      {"type": "eliminated", "player": 0},
                      {"type": "game_over", "player": 0, "winners": [1], "reason": "elimination"}]
    assert result(game) == {"winners": [1], "reason": "elimination"}


# --- Near-Field Comm ----------------------------------------------------------------------------------

def test_near_field_comm_demanded_and_shared_takes_a_named_value_and_self_executes_the_highest_score_card():
    state = {"players": [{"board": {"yellow": pile("Near-Field Comm")}, "score": ["Oars"]},        # 2 avatars
                         {"board": {"blue": pile("Writing")},                                      # 0: demanded
                          "score": ["Fusion", "Pottery", "Climatology", "Tools"]},
                         {"hand": ["Archery"], "board": {"purple": pile("Escapism")},              # 3: shares
                          "score": ["Stem Cells", "Metalworking"]}],
             "supply": {"1": ["Agriculture"], "11": ["Reclamation"]}}
    game = new(V, state, players=3)
    events = dogma(game, "Near-Field Comm")
    asks(game, 0, "name_value", list(range(1, 12)), 1, 1)                 # the launcher names it
    events += choose(game, 11)
    # seat 2: Stem Cells is its one highest card: revealed and self-executed
    asks(game, 2, "score_hand", ["yes", "no"], 1, 1)
    events += choose(game, "yes")
    asks(game, 0, "reveal", ["Fusion", "Climatology"], 1, 1)
    events += choose(game, "Fusion")
    # Fusion, self-executed, scores Near-Field Comm (seat 0's one 11 on top); no top card is left
    assert events == [start(0, "Near-Field Comm"),
                      x(1, "Fusion", ("score", 1), ("score", 0)), x(1, "Climatology", ("score", 1), ("score", 0)),
                      rv(2, "Stem Cells"), ex(2, "Stem Cells"), s(2, "Archery"), d(2, "Reclamation"),
                      rv(0, "Fusion"), ex(0, "Fusion"), s(0, "Near-Field Comm"),
                      bonus(0), d(0, "Agriculture")]                       # an empty board draws a 1
    assert zones(game, 0) == player(hand=["Agriculture"], score=["Oars", "Fusion", "Climatology", "Near-Field Comm"])
    assert zones(game, 1) == player(score=["Pottery", "Tools"], board={"blue": pile("Writing")})
    assert zones(game, 2) == player(hand=["Reclamation"], score=["Stem Cells", "Metalworking", "Archery"],
                                    board={"purple": pile("Escapism")})
    done(game)


def test_near_field_comm_an_empty_score_pile_is_not_asked_for_a_value():
    state = {"players": [{"board": {"yellow": pile("Near-Field Comm")}},
                         {"board": {"blue": pile("Writing")}},
                         {"board": {"red": pile("Archery")}, "score": ["Pottery"]}]}
    game = new(V, state, players=3)
    events = dogma(game, "Near-Field Comm")
    asks(game, 0, "name_value", list(range(1, 12)), 1, 1)                 # for seat 2 only
    events += choose(game, 5)
    assert events == [start(0, "Near-Field Comm")]
    assert zones(game, 2)["score"] == ["Pottery"]
    done(game)


# --- Reclamation --------------------------------------------------------------------------------------

def test_reclamation_shared_returns_bottom_threes_melds_half_their_value_and_repeats_with_the_new_color():
    state = {"players": [{"board": {"red": pile("Robotics", "Coal", "Oars", "Archery", "Metalworking"),
                                    "green": pile("Sailing", "Clothing"),
                                    "yellow": pile("Reclamation")}},                              # 3 leaves
                         {"board": {"yellow": pile("Agriculture")}}],                             # 3: shares
             "supply": {"1": ["Pottery"], "2": ["Mapmaking", "Canal Building"], "7": ["Lighting"],
                        "10": ["Software"]}}
    game = new(V, state)
    assert icons(game, 0)["leaf"] == icons(game, 1)["leaf"] == 3
    events = dogma(game, "Reclamation")
    # seat 1 has no red pile: nothing returned, value 0: a 1 is melded, and no repeat
    asks(game, 0, "return_order", ["Oars", "Archery", "Metalworking"], 3, 3)
    events += choose(game, "Archery", "Metalworking", "Oars")            # 1 + 1 + 1: a 2
    asks(game, 0, "return_order", ["Mapmaking", "Sailing", "Clothing"], 3, 3)
    events += choose(game, "Clothing", "Sailing", "Mapmaking")           # 2 + 1 + 1: a 2
    # yellow: Canal Building and Reclamation, two cards (no order asked): 13, a 7; then no repeat
    assert events == [start(0, "Reclamation"), d(1, "Pottery"), m(1, "Pottery"),
                      r(0, "Archery"), r(0, "Metalworking"), r(0, "Oars"), d(0, "Mapmaking"), m(0, "Mapmaking"),
                      r(0, "Clothing"), r(0, "Sailing"), r(0, "Mapmaking"), d(0, "Canal Building"),
                      m(0, "Canal Building"), r(0, "Canal Building"), r(0, "Reclamation"),
                      d(0, "Lighting"), m(0, "Lighting"), bonus(0), d(0, "Software")]
    assert zones(game, 0) == player(hand=["Software"], board={"red": pile("Robotics", "Coal"),
                                                              "purple": pile("Lighting")})
    assert zones(game, 1) == player(board={"blue": pile("Pottery"), "yellow": pile("Agriculture")})
    assert supply(game, 1) == ["Archery", "Metalworking", "Oars", "Clothing", "Sailing"]
    assert supply(game, 2) == ["Mapmaking", "Canal Building"] and supply(game, 7) == []
    assert supply(game, 11)[-1] == "Reclamation"
    done(game)


# --- Escapism -----------------------------------------------------------------------------------------

def test_escapism_shared_junks_a_card_returns_its_value_draws_three_and_self_executes_the_junked_card():
    state = {"players": [{"hand": ["Astrogeology", "Fusion", "Pottery"], "board": {"purple": pile("Escapism")}},
                         {"hand": ["Stem Cells", "A.I.", "Writing"],
                          "board": {"yellow": pile("Near-Field Comm"), "purple": pile("The Internet")}}],  # 4 avatars
             "supply": {"10": ["Bioengineering", "Miniaturization", "Self Service"],
                        "11": ["Climatology", "Solar Sailing", "Hypersonics", "Space Traffic", "Reclamation",
                               "Whataboutism"]}}
    game = new(V, state)
    events = dogma(game, "Escapism")
    asks(game, 1, "junk", ["Stem Cells", "A.I.", "Writing"], 1, 1)
    events += choose(game, "Stem Cells")
    asks(game, 1, "score_hand", ["yes", "no"], 1, 1)                  # Stem Cells, self-executed from the junk
    events += choose(game, "no")
    asks(game, 0, "junk", ["Astrogeology", "Fusion", "Pottery"], 1, 1)
    events += choose(game, "Astrogeology")
    # Astrogeology self-executed: Reclamation drawn and revealed; no yellow pile to splay;
    # five cards in hand: no win
    assert events == [start(0, "Escapism"),
                      rv(1, "Stem Cells"), junked(1, "Stem Cells", "hand", 1), r(1, "A.I."),
                      d(1, "Bioengineering"), d(1, "Miniaturization"), d(1, "Self Service"),
                      ex(1, "Stem Cells"), d(1, "Climatology"),
                      rv(0, "Astrogeology"), junked(0, "Astrogeology", "hand", 0), r(0, "Fusion"),
                      d(0, "Solar Sailing"), d(0, "Hypersonics"), d(0, "Space Traffic"),
                      ex(0, "Astrogeology"), d(0, "Reclamation"), rv(0, "Reclamation"),
                      bonus(0), d(0, "Whataboutism")]
    assert zones(game, 0) == player(hand=["Pottery", "Solar Sailing", "Hypersonics", "Space Traffic", "Reclamation",
                                          "Whataboutism"], board={"purple": pile("Escapism")})
    assert zones(game, 1) == player(hand=["Writing", "Bioengineering", "Miniaturization", "Self Service",
                                          "Climatology"],
                                    board={"yellow": pile("Near-Field Comm"), "purple": pile("The Internet")})
    assert game.state()["junk"] == ["Stem Cells", "Astrogeology"]
    assert supply(game, 10) == ["A.I."] and supply(game, 11) == ["Fusion"]
    done(game)


def test_escapism_an_empty_hand_draws_three_1s_and_a_nested_self_execute_chains():
    state = {"players": [{"hand": ["Software", "Databases", "Robotics"], "board": {"purple": pile("Escapism")}},
                         {"board": {"purple": pile("The Internet"), "yellow": pile("Near-Field Comm")}}],  # shares
             "supply": {"1": ["Pottery", "Tools", "Writing"], "9": [],
                        "10": ["Bioengineering", "Miniaturization", "Self Service", "Globalization"],
                        "11": ["Fusion", "Climatology"]}}
    game = new(V, state)
    events = dogma(game, "Escapism")
    # seat 1: nothing to junk: value 0, three 1s; seat 0 junks Software and returns the other two 10s
    asks(game, 0, "junk", ["Software", "Databases", "Robotics"], 1, 1)
    events += choose(game, "Software")
    asks(game, 0, "return_order", ["Databases", "Robotics"], 2, 2)
    events += choose(game, "Robotics", "Databases")
    # Software, self-executed: scores a 10, melds two (the 9 deck is empty), and self-executes
    # the second, Databases: a nested self-execute, so the chain rule's 11 first
    assert events == [start(0, "Escapism"), d(1, "Pottery"), d(1, "Tools"), d(1, "Writing"),
                      rv(0, "Software"), junked(0, "Software", "hand", 0), r(0, "Robotics"), r(0, "Databases"),
                      d(0, "Bioengineering"), d(0, "Miniaturization"), d(0, "Self Service"),
                      ex(0, "Software"), d(0, "Globalization"), s(0, "Globalization"),
                      d(0, "Robotics"), m(0, "Robotics"), d(0, "Databases"), m(0, "Databases"),
                      d(0, "Fusion"), chain(0, "Fusion"), ex(0, "Databases"),
                      bonus(0), d(0, "Climatology")]
    assert zones(game, 0) == player(hand=["Bioengineering", "Miniaturization", "Self Service", "Climatology"],
                                    score=["Globalization"], achievements=["Fusion"], board={
                                        "red": pile("Robotics"), "green": pile("Databases"),
                                        "purple": pile("Escapism")})
    assert zones(game, 1)["hand"] == ["Pottery", "Tools", "Writing"]
    assert game.state()["junk"] == ["Software"] and supply(game, 10) == [] and supply(game, 11) == []
    done(game)


# --- Whataboutism -------------------------------------------------------------------------------------

def test_whataboutism_demand_takes_top_cards_with_a_demand_then_exchanges_score_piles():
    state = {"players": [{"board": {"purple": pile("Whataboutism")}, "score": ["Fusion", "Climatology"]},  # 2
                         {"board": {"red": pile("Archery"), "green": pile("Mapmaking"),                    # 1
                                    "yellow": pile("Agriculture"), "purple": pile("City States")},
                          "score": ["Pottery"]},
                         {"board": {"yellow": pile("Domestication")}, "score": ["Writing"]}]}              # 0
    game = new(V, state, players=3)
    events = dogma(game, "Whataboutism")
    # seat 2's only top card has no demand: nothing transferred, no exchange
    assert events == [start(0, "Whataboutism"),
                      x(1, "Archery", ("board", 1), ("board", 0)), x(1, "Mapmaking", ("board", 1), ("board", 0)),
                      x(1, "City States", ("board", 1), ("board", 0)),
                      x(1, "Pottery", ("score", 1), ("score", 0)), x(1, "Fusion", ("score", 0), ("score", 1)),
                      x(1, "Climatology", ("score", 0), ("score", 1))]
    assert zones(game, 0) == player(score=["Pottery"], board={
        "red": pile("Archery"), "green": pile("Mapmaking"), "purple": pile("City States", "Whataboutism")})
    assert zones(game, 1) == player(score=["Fusion", "Climatology"], board={"yellow": pile("Agriculture")})
    assert zones(game, 2) == player(score=["Writing"], board={"yellow": pile("Domestication")})
    done(game)
