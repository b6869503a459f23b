"""The ten age-9 cards of the base set, from exact positions (see test_base_age08 for the
conventions). Fission differs between the wordings and has a test per wording; the other
cards are played under both."""

import pytest
from card_tests import BOTH_WORDINGS, asks, dogma, pile, player, settled, supply, won, zones
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


def removed(p, card, zone, seat):
    return {"type": "remove", "player": p, "card": card, "from": {"zone": zone, "player": seat}}


# --- Computers ------------------------------------------------------------------------------------

@pytest.mark.parametrize("vid", BOTH_WORDINGS)
def test_computers_splays_then_melds_a_10_and_executes_it_shared(vid):
    # seat 0: Computers 2 clocks; seat 1: Satellites 3 clocks (shares)
    state = {"players": [{"board": {"blue": pile("Computers"), "red": pile("Oars", "Archery"),
                                    "green": pile("Sailing")}},
                         {"hand": ["Tools"], "board": {"green": pile("Satellites")}}],
             "supply": {"10": ["Stem Cells", "A.I.", "Robotics", "Databases"]}}
    game = new(vid, state)
    events = dogma(game, "Computers")
    # effect 1: seat 1 has no red pile and a single green card (not asked); seat 0: red only
    asks(game, 0, "splay", ["red"], 0, 1)
    events += choose(game, "red")
    # effect 2: seat 1 melds Stem Cells and executes it (score the hand?)
    asks(game, 1, "score_hand", ["yes", "no"], 1, 1)
    events += choose(game, "yes")
    settled(game)
    assert events == [start(0, "Computers"), sp(0, "red", "up"),
                      d(1, "Stem Cells"), m(1, "Stem Cells"), ex(1, "Stem Cells"), s(1, "Tools"),
                      d(0, "A.I."), m(0, "A.I."), ex(0, "A.I."), d(0, "Robotics"), s(0, "Robotics"),
                      bonus(0), d(0, "Databases")]
    assert zones(game, 0) == player(hand=["Databases"], score=["Robotics"], board={
        "blue": pile("Computers"), "red": pile("Oars", "Archery", splay="up"), "green": pile("Sailing"),
        "purple": pile("A.I.")})
    assert zones(game, 1) == player(score=["Tools"], board={"green": pile("Satellites"),
                                                            "yellow": pile("Stem Cells")})


@pytest.mark.parametrize("vid", BOTH_WORDINGS)
def test_computers_executes_only_the_non_demand_effects_of_the_melded_card(vid):
    # Globalization's demand would hit seat 1 (Agriculture has a leaf); executed, it is skipped
    state = {"players": [{"board": {"blue": pile("Computers")}},
                         {"board": {"yellow": pile("Agriculture")}}],
             "supply": {"6": ["Canning"], "10": ["Globalization"]}}
    game = new(vid, state)
    events = dogma(game, "Computers")
    settled(game)
    assert events == [start(0, "Computers"), d(0, "Globalization"), m(0, "Globalization"),
                      ex(0, "Globalization"), d(0, "Canning"), s(0, "Canning")]
    assert zones(game, 1)["board"] == {"yellow": pile("Agriculture")}
    assert game.state()["result"] is None           # seat 1 shows more leaves than factories


# --- Genetics -------------------------------------------------------------------------------------

@pytest.mark.parametrize("vid", BOTH_WORDINGS)
def test_genetics_melds_a_10_and_scores_every_card_beneath_it_shared(vid):
    # seat 0: Genetics 3 + Tools splayed right 1 = 4 lightbulbs; seat 1: Education 3 + Paper 2 (shares)
    state = {"players": [{"board": {"blue": pile("Genetics", "Tools", splay="right")}},
                         {"board": {"green": pile("Paper"), "purple": pile("Education")}}],
             "supply": {"10": ["Robotics", "Software", "A.I."]}}
    game = new(vid, state)
    events = dogma(game, "Genetics")
    settled(game)
    assert events == [start(0, "Genetics"), d(1, "Robotics"), m(1, "Robotics"),
                      d(0, "Software"), m(0, "Software"), s(0, "Genetics"), s(0, "Tools"),
                      bonus(0), d(0, "A.I.")]
    assert zones(game, 0) == player(hand=["A.I."], score=["Genetics", "Tools"], board={"blue": pile("Software")})
    assert zones(game, 1)["board"] == {"red": pile("Robotics"), "green": pile("Paper"),
                                       "purple": pile("Education")}


# --- Composites -----------------------------------------------------------------------------------

@pytest.mark.parametrize("vid", BOTH_WORDINGS)
def test_composites_demand_keeps_one_hand_card_and_gives_the_highest_score_card(vid):
    state = {"players": [{"board": {"red": pile("Composites")}},
                         {"hand": ["Oars", "Tools", "Writing"], "score": ["Calendar", "Mathematics", "Pottery"]},
                         {"hand": ["Sailing"], "score": ["Currency"], "board": {"red": pile("Coal")}}]}  # 3: safe
    game = new(vid, state, players=3)
    events = dogma(game, "Composites")
    asks(game, 1, "keep", ["Oars", "Tools", "Writing"], 1, 1)
    events += choose(game, "Tools")
    asks(game, 1, "transfer", ["Calendar", "Mathematics"], 1, 1)
    events += choose(game, "Mathematics")
    settled(game)
    assert events == [start(0, "Composites"), x(1, "Oars", ("hand", 1), ("hand", 0)),
                      x(1, "Writing", ("hand", 1), ("hand", 0)), x(1, "Mathematics", ("score", 1), ("score", 0))]
    assert zones(game, 0) == player(hand=["Oars", "Writing"], score=["Mathematics"],
                                    board={"red": pile("Composites")})
    assert zones(game, 1) == player(hand=["Tools"], score=["Calendar", "Pottery"])
    assert zones(game, 2) == player(hand=["Sailing"], score=["Currency"], board={"red": pile("Coal")})


@pytest.mark.parametrize("vid", BOTH_WORDINGS)
def test_composites_a_single_hand_card_stays(vid):
    state = {"players": [{"board": {"red": pile("Composites")}},
                         {"hand": ["Oars"], "score": ["Calendar", "Pottery"]}]}
    game = new(vid, state)
    events = dogma(game, "Composites")
    settled(game)
    assert events == [start(0, "Composites"), x(1, "Calendar", ("score", 1), ("score", 0))]
    assert zones(game, 1) == player(hand=["Oars"], score=["Pottery"])


# --- Fission --------------------------------------------------------------------------------------

@pytest.mark.parametrize("vid", BOTH_WORDINGS)
def test_fission_a_red_10_removes_every_hand_board_and_score_card_and_ends_the_dogma(vid):
    state = {"players": [{"hand": ["Writing"], "board": {"blue": pile("Tools"), "red": pile("Fission")},
                          "score": ["Oars"], "achievements": ["Monument"]},
                         {"hand": ["Pottery"], "board": {"green": pile("Sailing")}, "score": ["Calendar"]},
                         {"hand": ["Archery"], "board": {"yellow": pile("Agriculture")}}],
             "supply": {"10": ["Robotics", "Software"]}}
    game = new(vid, state, players=3)
    events = dogma(game, "Fission")
    settled(game)
    assert events == [start(0, "Fission"), d(1, "Robotics"), rv(1, "Robotics"),
                      removed(1, "Writing", "hand", 0), removed(1, "Tools", "board", 0),
                      removed(1, "Fission", "board", 0), removed(1, "Oars", "score", 0),
                      removed(1, "Pottery", "hand", 1), removed(1, "Robotics", "hand", 1),
                      removed(1, "Sailing", "board", 1), removed(1, "Calendar", "score", 1),
                      removed(1, "Archery", "hand", 2), removed(1, "Agriculture", "board", 2)]
    # seat 2 is never demanded, the non-demand never runs, achievements and the supply stay
    assert [zones(game, seat) for seat in range(3)] == [player(achievements=["Monument"]), player(), player()]
    assert supply(game, 10) == ["Software"]
    assert game.state()["turn"]["actions_left"] == 1


SHARED_FISSION = {"players": [{"board": {"red": pile("Fission"), "green": pile("Sailing")}},   # 3 clocks
                              {"board": {"blue": pile("Writing")}},                            # 0: demanded
                              {"board": {"blue": pile("Rocketry")}}],                          # 3: shares
                  "supply": {"1": [], "8": [], "9": ["Ecology"], "10": ["Software", "A.I.", "Databases"]}}


def _fission_shared(vid):
    game = new(vid, SHARED_FISSION, players=3)
    events = dogma(game, "Fission")
    asks(game, 2, "return", ["Rocketry", "Sailing", "Writing"], 1, 1)        # any board but Fission
    events += choose(game, "Writing")
    asks(game, 0, "return", ["Sailing", "Rocketry"], 1, 1)
    events += choose(game, "Rocketry")
    settled(game)
    return game, events


def test_fission_not_red_stays_in_hand_then_return_a_top_card_and_draw_a_10_deluxe():
    game, events = _fission_shared("deluxe")
    assert events == [start(0, "Fission"), d(1, "Software"), rv(1, "Software"),
                      r(2, "Writing"), d(2, "A.I."), r(0, "Rocketry"), d(0, "Databases"),
                      bonus(0), d(0, "Ecology")]
    assert zones(game, 0) == player(hand=["Databases", "Ecology"],
                                    board={"red": pile("Fission"), "green": pile("Sailing")})
    assert zones(game, 1) == player(hand=["Software"])
    assert zones(game, 2) == player(hand=["A.I."])
    assert supply(game, 1) == ["Writing"] and supply(game, 8) == ["Rocketry"] and supply(game, 10) == []


def test_fission_not_red_stays_in_hand_then_return_a_top_card_no_draw_first_edition():
    game, events = _fission_shared("first-edition")
    assert events == [start(0, "Fission"), d(1, "Software"), rv(1, "Software"),
                      r(2, "Writing"), r(0, "Rocketry"), bonus(0), d(0, "Ecology")]
    assert zones(game, 0) == player(hand=["Ecology"], board={"red": pile("Fission"), "green": pile("Sailing")})
    assert zones(game, 1) == player(hand=["Software"])
    assert zones(game, 2) == player()
    assert supply(game, 10) == ["A.I.", "Databases"]


@pytest.mark.parametrize("vid,draws", [("deluxe", ["A.I."]), ("first-edition", [])])
def test_fission_nothing_to_return_the_third_edition_still_draws_a_10(vid, draws):
    state = {"players": [{"board": {"red": pile("Fission")}}, {}], "supply": {"10": ["Software", "A.I."]}}
    game = new(vid, state)
    events = dogma(game, "Fission")
    settled(game)
    assert events == [start(0, "Fission"), d(1, "Software"), rv(1, "Software")] + [d(0, n) for n in draws]
    assert zones(game, 0) == player(hand=draws, board={"red": pile("Fission")})


# --- Collaboration --------------------------------------------------------------------------------

@pytest.mark.parametrize("vid", BOTH_WORDINGS)
def test_collaboration_the_launcher_picks_one_revealed_9_the_affected_player_melds_the_other(vid):
    state = {"players": [{"board": {"green": pile("Collaboration")}},            # 2 crowns
                         {"board": {"blue": pile("Writing")}},                   # 1 crown: demanded
                         {"board": {"red": pile("Optics")}}],                    # 3 crowns: shares
             "supply": {"9": ["Computers", "Ecology"]}}
    game = new(vid, state, players=3)
    events = dogma(game, "Collaboration")
    asks(game, 0, "transfer", ["Computers", "Ecology"], 1, 1)
    events += choose(game, "Ecology")
    settled(game)
    assert events == [start(0, "Collaboration"), d(1, "Computers"), rv(1, "Computers"), d(1, "Ecology"),
                      rv(1, "Ecology"), x(1, "Ecology", ("hand", 1), ("board", 0)), m(1, "Computers")]
    assert zones(game, 0) == player(board={"green": pile("Collaboration"), "yellow": pile("Ecology")})
    assert zones(game, 1) == player(board={"blue": pile("Computers", "Writing")})
    assert game.state()["result"] is None


@pytest.mark.parametrize("vid", BOTH_WORDINGS)
def test_collaboration_ten_green_cards_win_shared(vid):
    greens = ["Collaboration", "Clothing", "Sailing", "The Wheel", "Currency", "Mapmaking", "Compass", "Paper",
              "Invention", "Navigation"]
    state = {"players": [{"board": {"green": pile(*greens)}},
                         {"board": {"red": pile("Optics")}}]}      # shares, 0 green cards: nothing
    game = new(vid, state)
    events = dogma(game, "Collaboration")
    assert events == [start(0, "Collaboration"), won(0, [0])]
    assert game.state()["result"] == {"winners": [0], "reason": "dogma"}


# --- Satellites -----------------------------------------------------------------------------------

@pytest.mark.parametrize("vid", BOTH_WORDINGS)
def test_satellites_returns_the_hand_draws_three_8s_splays_and_executes_a_melded_card(vid):
    state = {"players": [{"hand": ["Tools", "Oars", "Calendar"],
                          "board": {"green": pile("Satellites"), "purple": pile("Mysticism", "Code of Laws")}},
                         {}],
             "supply": {"1": ["Archery"], "2": ["Currency"], "8": ["Flight", "Mass Media", "Socialism"]}}
    game = new(vid, state)
    events = dogma(game, "Satellites")
    asks(game, 0, "return_order", ["Tools", "Oars", "Calendar"], 3, 3)      # two 1s: the order matters
    events += choose(game, "Oars", "Calendar", "Tools")
    asks(game, 0, "splay", ["purple"], 0, 1)
    events += choose(game, "purple")
    asks(game, 0, "meld", ["Flight", "Mass Media", "Socialism"], 1, 1)
    events += choose(game, "Socialism")
    asks(game, 0, "tuck_hand", ["yes", "no"], 1, 1)                         # Socialism, executed
    events += choose(game, "yes")
    settled(game)
    assert events == [start(0, "Satellites"), r(0, "Oars"), r(0, "Calendar"), r(0, "Tools"),
                      d(0, "Flight"), d(0, "Mass Media"), d(0, "Socialism"), sp(0, "purple", "up"),
                      m(0, "Socialism"), ex(0, "Socialism"), t(0, "Flight"), t(0, "Mass Media")]
    assert zones(game, 0) == player(board={
        "red": pile("Flight"), "green": pile("Satellites", "Mass Media"),
        "purple": pile("Socialism", "Mysticism", "Code of Laws", splay="up")})
    assert supply(game, 1) == ["Archery", "Oars", "Tools"] and supply(game, 2) == ["Currency", "Calendar"]


@pytest.mark.parametrize("vid", BOTH_WORDINGS)
def test_satellites_shared_with_empty_hands(vid):
    state = {"players": [{"board": {"green": pile("Satellites")}},
                         {"board": {"blue": pile("Rocketry")}}],                 # 3 clocks: shares
             "supply": {"8": ["Antibiotics", "Flight", "Skyscrapers", "Corporations", "Mobility", "Empiricism"],
                        "9": ["Ecology"]}}
    game = new(vid, state)
    events = dogma(game, "Satellites")
    asks(game, 1, "meld", ["Antibiotics", "Flight", "Skyscrapers"], 1, 1)
    events += choose(game, "Flight")                          # executed: nothing to splay
    asks(game, 0, "meld", ["Corporations", "Mobility", "Empiricism"], 1, 1)
    events += choose(game, "Mobility")                        # a demand only: executing it does nothing
    settled(game)
    assert events == [start(0, "Satellites"), d(1, "Antibiotics"), d(1, "Flight"), d(1, "Skyscrapers"),
                      d(0, "Corporations"), d(0, "Mobility"), d(0, "Empiricism"),
                      m(1, "Flight"), ex(1, "Flight"), m(0, "Mobility"), ex(0, "Mobility"),
                      bonus(0), d(0, "Ecology")]
    assert zones(game, 0) == player(hand=["Corporations", "Empiricism", "Ecology"],
                                    board={"red": pile("Mobility"), "green": pile("Satellites")})
    assert zones(game, 1) == player(hand=["Antibiotics", "Skyscrapers"],
                                    board={"blue": pile("Rocketry"), "red": pile("Flight")})


# --- Ecology --------------------------------------------------------------------------------------

@pytest.mark.parametrize("vid", BOTH_WORDINGS)
def test_ecology_return_then_score_one_then_draw_two_10s_shared(vid):
    state = {"players": [{"hand": ["Oars", "Calendar", "Mathematics"], "board": {"yellow": pile("Ecology")}},
                         {"hand": ["Tools"], "board": {"blue": pile("Writing")}}],      # 2 lightbulbs: shares
             "supply": {"1": ["Archery"], "9": ["Genetics"], "10": ["Software", "Robotics", "A.I.", "Databases"]}}
    game = new(vid, state)
    events = dogma(game, "Ecology")
    asks(game, 1, "return", ["Tools"], 0, 1)
    events += choose(game, "Tools")                           # nothing left to score
    asks(game, 0, "return", ["Oars", "Calendar", "Mathematics"], 0, 1)
    events += choose(game, "Oars")
    asks(game, 0, "score", ["Calendar", "Mathematics"], 1, 1)
    events += choose(game, "Mathematics")
    settled(game)
    assert events == [start(0, "Ecology"), r(1, "Tools"), d(1, "Software"), d(1, "Robotics"),
                      r(0, "Oars"), s(0, "Mathematics"), d(0, "A.I."), d(0, "Databases"),
                      bonus(0), d(0, "Genetics")]
    assert zones(game, 0) == player(hand=["Calendar", "A.I.", "Databases", "Genetics"], score=["Mathematics"],
                                    board={"yellow": pile("Ecology")})
    assert zones(game, 1) == player(hand=["Software", "Robotics"], board={"blue": pile("Writing")})
    assert supply(game, 1) == ["Archery", "Tools", "Oars"]


@pytest.mark.parametrize("vid", BOTH_WORDINGS)
def test_ecology_declined_does_nothing(vid):
    state = {"players": [{"hand": ["Oars", "Calendar"], "board": {"yellow": pile("Ecology")}}, {}]}
    game = new(vid, state)
    events = dogma(game, "Ecology")
    asks(game, 0, "return", ["Oars", "Calendar"], 0, 1)
    events += choose(game)
    settled(game)
    assert events == [start(0, "Ecology")]
    assert zones(game, 0) == player(hand=["Oars", "Calendar"], board={"yellow": pile("Ecology")})


# --- Suburbia -------------------------------------------------------------------------------------

@pytest.mark.parametrize("vid", BOTH_WORDINGS)
def test_suburbia_tucks_in_the_order_given_and_scores_a_1_per_tuck_shared(vid):
    state = {"players": [{"hand": ["Oars", "Archery", "Tools"], "board": {"yellow": pile("Suburbia")}},
                         {"hand": ["Sailing"], "board": {"yellow": pile("Agriculture")}}],   # 3 leaves: shares
             "supply": {"1": ["Pottery", "Writing", "Clothing"], "9": ["Ecology"]}}
    game = new(vid, state)
    events = dogma(game, "Suburbia")
    asks(game, 1, "tuck", ["Sailing"], 0, 1)
    events += choose(game, "Sailing")
    asks(game, 0, "tuck", ["Oars", "Archery", "Tools"], 0, 3)
    events += choose(game, "Archery", "Oars")
    settled(game)
    assert events == [start(0, "Suburbia"), t(1, "Sailing"), d(1, "Pottery"), s(1, "Pottery"),
                      t(0, "Archery"), t(0, "Oars"), d(0, "Writing"), s(0, "Writing"),
                      d(0, "Clothing"), s(0, "Clothing"), bonus(0), d(0, "Ecology")]
    assert zones(game, 0) == player(hand=["Tools", "Ecology"], score=["Writing", "Clothing"],
                                    board={"red": pile("Archery", "Oars"), "yellow": pile("Suburbia")})
    assert zones(game, 1) == player(score=["Pottery"],
                                    board={"green": pile("Sailing"), "yellow": pile("Agriculture")})


# --- Services -------------------------------------------------------------------------------------

@pytest.mark.parametrize("vid", BOTH_WORDINGS)
def test_services_demand_takes_every_highest_score_card_and_gives_a_top_card_without_a_leaf(vid):
    state = {"players": [{"board": {"blue": pile("Computers"), "red": pile("Oars"), "yellow": pile("Agriculture"),
                                    "purple": pile("Services")}},
                         {"score": ["Calendar", "Mathematics", "Tools"]}],
             }
    game = new(vid, state)
    events = dogma(game, "Services")
    asks(game, 1, "transfer", ["Computers", "Oars"], 1, 1)
    events += choose(game, "Computers")
    settled(game)
    assert events == [start(0, "Services"), x(1, "Calendar", ("score", 1), ("hand", 0)),
                      x(1, "Mathematics", ("score", 1), ("hand", 0)),
                      x(1, "Computers", ("board", 0), ("hand", 1))]
    assert zones(game, 0) == player(hand=["Calendar", "Mathematics"], board={
        "red": pile("Oars"), "yellow": pile("Agriculture"), "purple": pile("Services")})
    assert zones(game, 1) == player(hand=["Computers"], score=["Tools"])


@pytest.mark.parametrize("vid", BOTH_WORDINGS)
def test_services_an_empty_score_pile_takes_nothing(vid):
    state = {"players": [{"board": {"blue": pile("Computers"), "purple": pile("Services")}}, {"hand": ["Oars"]}]}
    game = new(vid, state)
    assert dogma(game, "Services") == [start(0, "Services")]
    settled(game)
    assert zones(game, 1) == player(hand=["Oars"])


# --- Specialization -------------------------------------------------------------------------------

@pytest.mark.parametrize("vid,reveal_earns_bonus", [("deluxe", True), ("bga-third", False),
                                                    ("first-edition", False)])
def test_specialization_a_sharers_reveal_alone_earns_the_bonus_only_where_reveals_count(vid, reveal_earns_bonus):
    state = {"players": [{"hand": ["Oars"], "board": {"purple": pile("Specialization")}},     # 2 factories
                         {"hand": ["Writing"], "board": {"red": pile("Coal")}}],               # 3: shares
             "supply": {"9": ["Ecology"]}}
    game = new(vid, state)
    events = dogma(game, "Specialization")
    settled(game)
    # seat 1 reveals Writing (seat 0 has no blue pile); seat 0 reveals Oars and takes seat 1's red top card
    assert events == [start(0, "Specialization"), rv(1, "Writing"), rv(0, "Oars"),
                      x(0, "Coal", ("board", 1), ("hand", 0))] + ([bonus(0), d(0, "Ecology")] if reveal_earns_bonus
                                                                   else [])
    assert zones(game, 0) == player(hand=["Oars", "Coal"] + (["Ecology"] if reveal_earns_bonus else []),
                                    board={"purple": pile("Specialization")})
    assert zones(game, 1) == player(hand=["Writing"])


@pytest.mark.parametrize("vid", BOTH_WORDINGS)
def test_specialization_reveal_a_chosen_card_then_splay_yellow_or_blue_up(vid):
    state = {"players": [{"hand": ["Oars", "Writing"],
                          "board": {"blue": pile("Tools", "Pottery"), "yellow": pile("Canning", "Agriculture"),
                                    "purple": pile("Specialization")}},
                         {"board": {"blue": pile("Calendar", "Mathematics"), "red": pile("Archery")}}]}
    game = new(vid, state)
    events = dogma(game, "Specialization")
    asks(game, 0, "reveal", ["Oars", "Writing"], 1, 1)
    events += choose(game, "Writing")
    asks(game, 0, "splay", ["yellow", "blue"], 0, 1)
    events += choose(game, "blue")
    settled(game)
    assert events == [start(0, "Specialization"), rv(0, "Writing"), x(0, "Calendar", ("board", 1), ("hand", 0)),
                      sp(0, "blue", "up")]
    assert zones(game, 0)["hand"] == ["Oars", "Writing", "Calendar"]
    assert zones(game, 0)["board"]["blue"] == pile("Tools", "Pottery", splay="up")
    assert zones(game, 1)["board"] == {"blue": pile("Mathematics"), "red": pile("Archery")}
