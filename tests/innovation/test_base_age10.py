"""The ten age-10 cards of the base set, from exact positions (see test_base_age08 for the
conventions). Every card reads the same under both wordings and is played under both."""

import pytest
from card_tests import BOTH_WORDINGS, asks, dogma, pile, player, settled, supply, won, zones
from card_tests import drew as d
from card_tests import executed as ex
from card_tests import melded as m
from card_tests import returned as r
from card_tests import scored as s
from card_tests import share_bonus as bonus
from card_tests import splayed as sp
from card_tests import started as start
from card_tests import transferred as x
from innovation_helpers import choose, new

# --- Bioengineering -------------------------------------------------------------------------------

@pytest.mark.parametrize("vid", BOTH_WORDINGS)
def test_bioengineering_takes_a_leaf_top_card_from_any_opponent_tie_for_most_leaves_wins_nothing_shared(vid):
    state = {"players": [{"board": {"blue": pile("Bioengineering"), "yellow": pile("Suburbia")}},   # 2 clocks
                         {"board": {"green": pile("Clothing"), "yellow": pile("Agriculture")}},
                         {"board": {"green": pile("Satellites"), "yellow": pile("Antibiotics")}}],  # 3: shares
             "supply": {"10": ["Software"]}}
    game = new(vid, state, players=3)
    events = dogma(game, "Bioengineering")
    asks(game, 2, "transfer", ["Suburbia", "Clothing", "Agriculture"], 1, 1)     # seat 0's, then seat 1's
    events += choose(game, "Agriculture")
    asks(game, 0, "transfer", ["Clothing", "Antibiotics"], 1, 1)
    events += choose(game, "Antibiotics")
    settled(game)
    # leaves now 2 (seat 0), 2 (seat 1), 0 (seat 2): someone has fewer than 3, but the most is tied
    assert events == [start(0, "Bioengineering"), x(2, "Agriculture", ("board", 1), ("score", 2)),
                      x(0, "Antibiotics", ("board", 2), ("score", 0)), bonus(0), d(0, "Software")]
    assert zones(game, 0) == player(hand=["Software"], score=["Antibiotics"],
                                    board={"blue": pile("Bioengineering"), "yellow": pile("Suburbia")})
    assert zones(game, 1) == player(board={"green": pile("Clothing")})
    assert zones(game, 2) == player(score=["Agriculture"], board={"green": pile("Satellites")})
    assert game.state()["result"] is None


@pytest.mark.parametrize("vid", BOTH_WORDINGS)
def test_bioengineering_the_single_player_with_most_leaves_wins(vid):
    state = {"players": [{"board": {"blue": pile("Bioengineering"), "yellow": pile("Agriculture")}},
                         {"board": {"green": pile("Clothing")}}]}
    game = new(vid, state)
    events = dogma(game, "Bioengineering")
    assert events == [start(0, "Bioengineering"), x(0, "Clothing", ("board", 1), ("score", 0)), won(0, [0])]
    assert game.state()["result"] == {"winners": [0], "reason": "dogma"}


# --- Software -------------------------------------------------------------------------------------

@pytest.mark.parametrize("vid", BOTH_WORDINGS)
def test_software_scores_a_10_melds_two_and_executes_the_second_shared(vid):
    state = {"players": [{"hand": ["Oars"], "board": {"blue": pile("Software")}},
                         {"board": {"green": pile("Satellites")}}],                # 3 clocks: shares
             "supply": {"10": ["A.I.", "Robotics", "Globalization", "Databases", "Miniaturization", "Stem Cells",
                               "The Internet"]}}
    game = new(vid, state)
    events = dogma(game, "Software")
    asks(game, 0, "score_hand", ["yes", "no"], 1, 1)                  # Stem Cells, executed by seat 0
    events += choose(game, "yes")
    settled(game)
    assert events == [start(0, "Software"), d(1, "A.I."), s(1, "A.I."), d(0, "Robotics"), s(0, "Robotics"),
                      d(1, "Globalization"), m(1, "Globalization"), d(1, "Databases"), m(1, "Databases"),
                      ex(1, "Databases"),                                    # a demand only: nothing
                      d(0, "Miniaturization"), m(0, "Miniaturization"), d(0, "Stem Cells"), m(0, "Stem Cells"),
                      ex(0, "Stem Cells"), s(0, "Oars"), bonus(0), d(0, "The Internet")]
    assert zones(game, 0) == player(hand=["The Internet"], score=["Robotics", "Oars"], board={
        "blue": pile("Software"), "red": pile("Miniaturization"), "yellow": pile("Stem Cells")})
    assert zones(game, 1) == player(score=["A.I."], board={"green": pile("Databases", "Satellites"),
                                                           "yellow": pile("Globalization")})


# --- Miniaturization ------------------------------------------------------------------------------

@pytest.mark.parametrize("vid", BOTH_WORDINGS)
def test_miniaturization_a_returned_10_draws_a_10_per_value_in_the_score_pile_shared(vid):
    state = {"players": [{"hand": ["Software", "Oars"], "score": ["Calendar", "Mathematics", "Tools", "Rocketry"],
                          "board": {"red": pile("Miniaturization")}},
                         {"hand": ["Archery"], "board": {"blue": pile("Writing")}}],      # 2 lightbulbs: shares
             "supply": {"1": [], "10": ["Robotics", "A.I.", "Databases"]}}
    game = new(vid, state)
    events = dogma(game, "Miniaturization")
    asks(game, 1, "return", ["Archery"], 0, 1)
    events += choose(game, "Archery")                                    # not a 10: nothing more
    asks(game, 0, "return", ["Software", "Oars"], 0, 1)
    events += choose(game, "Software")                                   # values 1, 2, 8: three 10s
    settled(game)
    assert events == [start(0, "Miniaturization"), r(1, "Archery"), r(0, "Software"), d(0, "Robotics"),
                      d(0, "A.I."), d(0, "Databases"), bonus(0), d(0, "Software")]
    assert zones(game, 0)["hand"] == ["Oars", "Robotics", "A.I.", "Databases", "Software"]
    assert zones(game, 1) == player(board={"blue": pile("Writing")})
    assert supply(game, 1) == ["Archery"] and supply(game, 10) == []


# --- Robotics -------------------------------------------------------------------------------------

@pytest.mark.parametrize("vid", BOTH_WORDINGS)
def test_robotics_scores_the_top_green_card_melds_a_10_and_executes_it_shared(vid):
    state = {"players": [{"board": {"red": pile("Robotics"), "green": pile("Sailing", "Clothing")}},   # 2 factories
                         {"board": {"yellow": pile("Steam Engine")}}],                                 # 2: shares
             "supply": {"10": ["Databases", "A.I.", "Software", "Stem Cells"]}}
    game = new(vid, state)
    events = dogma(game, "Robotics")
    settled(game)
    assert events == [start(0, "Robotics"), d(1, "Databases"), m(1, "Databases"), ex(1, "Databases"),
                      s(0, "Sailing"), d(0, "A.I."), m(0, "A.I."), ex(0, "A.I."), d(0, "Software"), s(0, "Software"),
                      bonus(0), d(0, "Stem Cells")]
    assert zones(game, 0) == player(hand=["Stem Cells"], score=["Sailing", "Software"], board={
        "red": pile("Robotics"), "green": pile("Clothing"), "purple": pile("A.I.")})
    assert zones(game, 1) == player(board={"green": pile("Databases"), "yellow": pile("Steam Engine")})
    assert game.state()["result"] is None          # Software was scored, not melded: A.I. wins nothing


# --- Databases ------------------------------------------------------------------------------------

@pytest.mark.parametrize("vid", BOTH_WORDINGS)
def test_databases_demand_returns_half_the_score_pile_rounded_up(vid):
    state = {"players": [{"board": {"green": pile("Databases")}},
                         {"score": ["Oars", "Calendar", "Tools", "Mathematics", "Pottery"]},      # 5: return 3
                         {"score": ["Writing"]}],                                                  # 1: return 1
             "supply": {"1": ["Archery"], "2": ["Currency"]}}
    game = new(vid, state, players=3)
    events = dogma(game, "Databases")
    asks(game, 1, "return", ["Oars", "Calendar", "Tools", "Mathematics", "Pottery"], 3, 3)
    events += choose(game, "Tools", "Oars", "Calendar")
    settled(game)
    assert events == [start(0, "Databases"), r(1, "Tools"), r(1, "Oars"), r(1, "Calendar"), r(2, "Writing")]
    assert zones(game, 1)["score"] == ["Mathematics", "Pottery"] and zones(game, 2)["score"] == []
    assert supply(game, 1) == ["Archery", "Tools", "Oars", "Writing"] and supply(game, 2) == ["Currency", "Calendar"]


# --- Self Service ---------------------------------------------------------------------------------

@pytest.mark.parametrize("vid", BOTH_WORDINGS)
def test_self_service_executes_another_top_card_shared(vid):
    # seat 0: Self Service 3 + Oars 1 = 4 crowns; seat 1: Optics 3 + Sailing 2 = 5 (shares)
    state = {"players": [{"board": {"blue": pile("Tools"), "red": pile("Oars"), "green": pile("Self Service")}},
                         {"board": {"red": pile("Optics"), "green": pile("Sailing"), "purple": pile("A.I.")}}],
             "supply": {"1": ["Archery"], "10": ["Databases", "Software"]}}
    game = new(vid, state)
    events = dogma(game, "Self Service")
    asks(game, 1, "execute", ["Optics", "Sailing", "A.I."], 1, 1)
    events += choose(game, "A.I.")
    asks(game, 0, "execute", ["Tools", "Oars"], 1, 1)                  # never Self Service itself
    events += choose(game, "Oars")
    settled(game)
    # Oars executed: its demand did not run in this action, so nothing was transferred: draw a 1
    assert events == [start(0, "Self Service"), ex(1, "A.I."), d(1, "Databases"), s(1, "Databases"),
                      ex(0, "Oars"), d(0, "Archery"), bonus(0), d(0, "Software")]
    assert zones(game, 0)["hand"] == ["Archery", "Software"]
    assert zones(game, 1)["score"] == ["Databases"]
    assert game.state()["result"] is None                                # no achievements on either side


@pytest.mark.parametrize("vid", BOTH_WORDINGS)
@pytest.mark.parametrize("theirs,winners", [([], [0]), (["Mathematics"], None)])
def test_self_service_strictly_more_achievements_than_every_opponent_wins(vid, theirs, winners):
    state = {"players": [{"board": {"green": pile("Self Service")}, "achievements": ["Calendar"]},
                         {"board": {"purple": pile("Philosophy")}, "achievements": theirs}]}
    game = new(vid, state)
    events = dogma(game, "Self Service")
    settled(game)
    assert events == [start(0, "Self Service")] + ([won(0, winners)] if winners else [])
    assert game.state()["result"] == ({"winners": winners, "reason": "dogma"} if winners else None)


@pytest.mark.parametrize("partner,winners", [([], [0, 2]), (["Mathematics", "Translation"], None)])
def test_self_service_counts_a_partners_achievements_too_deluxe_teams(partner, winners):
    # "every other player" includes the partner (seat 2); a win is the team's win
    state = {"players": [{"board": {"green": pile("Self Service")}, "achievements": ["Calendar"]},
                         {"board": {"purple": pile("Philosophy")}},
                         {"board": {"blue": pile("Writing")}, "achievements": partner},
                         {"board": {"red": pile("Archery")}}]}
    game = new("deluxe-teams", state, players=4)
    dogma(game, "Self Service")
    settled(game)
    assert game.state()["result"] == ({"winners": winners, "reason": "dogma"} if winners else None)


# --- Globalization --------------------------------------------------------------------------------

@pytest.mark.parametrize("vid", BOTH_WORDINGS)
def test_globalization_demanded_and_shared_more_leaves_than_factories_blocks_the_win(vid):
    state = {"players": [{"board": {"yellow": pile("Globalization")}},                              # 3 factories
                         {"board": {"green": pile("Clothing"), "yellow": pile("Agriculture")}},     # demanded
                         {"board": {"red": pile("Coal")}}],                                         # shares
             "supply": {"1": [], "6": ["Canning", "Vaccination"], "10": ["Software"]}}
    game = new(vid, state, players=3)
    events = dogma(game, "Globalization")
    asks(game, 1, "return", ["Clothing", "Agriculture"], 1, 1)
    events += choose(game, "Agriculture")
    settled(game)
    assert events == [start(0, "Globalization"), r(1, "Agriculture"), d(2, "Canning"), s(2, "Canning"),
                      d(0, "Vaccination"), s(0, "Vaccination"), bonus(0), d(0, "Software")]
    assert zones(game, 1) == player(board={"green": pile("Clothing")})       # 2 leaves, 0 factories
    assert zones(game, 0)["score"] == ["Vaccination"] and zones(game, 2)["score"] == ["Canning"]
    assert supply(game, 1) == ["Agriculture"] and game.state()["result"] is None


@pytest.mark.parametrize("vid", BOTH_WORDINGS)
@pytest.mark.parametrize("theirs,winners", [(["Calendar"], [0]), (["Quantum Theory", "Machine Tools"], None)])
def test_globalization_the_single_highest_score_wins(vid, theirs, winners):
    # seat 1 has no top card with a leaf (the demand moves nothing); no board shows more leaves
    # than factories; seat 0 scores 8 + 6 = 14 against 2 (wins) or 14 (a tie: nothing)
    state = {"players": [{"board": {"yellow": pile("Globalization")}, "score": ["Rocketry"]},
                         {"board": {"blue": pile("Writing")}, "score": theirs}],
             "supply": {"6": ["Canning"]}}
    game = new(vid, state)
    events = dogma(game, "Globalization")
    settled(game)
    assert events == [start(0, "Globalization"), d(0, "Canning"), s(0, "Canning")] + (
        [won(0, winners)] if winners else [])
    assert game.state()["result"] == ({"winners": winners, "reason": "dogma"} if winners else None)


# --- Stem Cells -----------------------------------------------------------------------------------

@pytest.mark.parametrize("vid", BOTH_WORDINGS)
def test_stem_cells_scores_the_whole_hand_or_nothing_shared(vid):
    state = {"players": [{"hand": ["Oars", "Software"], "board": {"yellow": pile("Stem Cells")}},
                         {"hand": ["Tools"], "board": {"yellow": pile("Agriculture")}}],       # 3 leaves: shares
             "supply": {"10": ["Robotics"]}}
    game = new(vid, state)
    events = dogma(game, "Stem Cells")
    asks(game, 1, "score_hand", ["yes", "no"], 1, 1)
    events += choose(game, "yes")
    asks(game, 0, "score_hand", ["yes", "no"], 1, 1)
    events += choose(game, "yes")
    settled(game)
    assert events == [start(0, "Stem Cells"), s(1, "Tools"), s(0, "Oars"), s(0, "Software"),
                      bonus(0), d(0, "Robotics")]
    assert zones(game, 0) == player(hand=["Robotics"], score=["Oars", "Software"],
                                    board={"yellow": pile("Stem Cells")})
    assert zones(game, 1) == player(score=["Tools"], board={"yellow": pile("Agriculture")})


@pytest.mark.parametrize("vid", BOTH_WORDINGS)
def test_stem_cells_declined_keeps_the_hand_and_an_empty_hand_is_not_asked(vid):
    state = {"players": [{"hand": ["Oars", "Software"], "board": {"yellow": pile("Stem Cells")}},
                         {"board": {"yellow": pile("Agriculture")}}]}              # shares, empty hand
    game = new(vid, state)
    events = dogma(game, "Stem Cells")
    asks(game, 0, "score_hand", ["yes", "no"], 1, 1)
    events += choose(game, "no")
    settled(game)
    assert events == [start(0, "Stem Cells")]
    assert zones(game, 0)["hand"] == ["Oars", "Software"] and zones(game, 0)["score"] == []


# --- A.I. -----------------------------------------------------------------------------------------

@pytest.mark.parametrize("vid", BOTH_WORDINGS)
def test_ai_robotics_and_software_on_top_the_single_lowest_score_wins(vid):
    state = {"players": [{"board": {"blue": pile("Software"), "purple": pile("A.I.")}},
                         {"board": {"red": pile("Robotics")}, "score": ["Oars"]}],
             "supply": {"10": ["Databases"]}}
    game = new(vid, state)
    events = dogma(game, "A.I.")
    assert events == [start(0, "A.I."), d(0, "Databases"), s(0, "Databases"), won(0, [1])]
    assert game.state()["result"] == {"winners": [1], "reason": "dogma"}


@pytest.mark.parametrize("vid", BOTH_WORDINGS)
def test_ai_a_tie_for_lowest_wins_nothing_shared(vid):
    state = {"players": [{"board": {"blue": pile("Software"), "purple": pile("A.I.")}, "score": ["Calendar"]},
                         {"board": {"red": pile("Robotics"), "purple": pile("Philosophy")},     # 3 lightbulbs
                          "score": ["Mathematics"]}],
             "supply": {"10": ["Databases", "Stem Cells", "Globalization"]}}
    game = new(vid, state)
    events = dogma(game, "A.I.")
    settled(game)
    assert events == [start(0, "A.I."), d(1, "Databases"), s(1, "Databases"), d(0, "Stem Cells"),
                      s(0, "Stem Cells"), bonus(0), d(0, "Globalization")]
    assert zones(game, 0)["score"] == ["Calendar", "Stem Cells"]
    assert zones(game, 1)["score"] == ["Mathematics", "Databases"]
    assert game.state()["result"] is None


# --- The Internet ---------------------------------------------------------------------------------

@pytest.mark.parametrize("vid", BOTH_WORDINGS)
def test_the_internet_splays_scores_a_10_and_melds_a_10_per_two_clocks_shared(vid):
    state = {"players": [{"board": {"green": pile("Satellites", "Sailing"), "purple": pile("The Internet")}},  # 5
                         {"board": {"blue": pile("Rocketry", "Quantum Theory", splay="up")}}],              # 5
             "supply": {"10": ["A.I.", "Robotics", "Databases", "Stem Cells", "Software", "Miniaturization",
                               "Globalization"]}}
    game = new(vid, state)
    events = dogma(game, "The Internet")
    asks(game, 0, "splay", ["green"], 0, 1)                   # seat 1 has no green pile: not asked
    events += choose(game, "green")
    settled(game)
    # clocks counted once, before melding: 5 each, so two melds each
    assert events == [start(0, "The Internet"), sp(0, "green", "up"), d(1, "A.I."), s(1, "A.I."),
                      d(0, "Robotics"), s(0, "Robotics"), d(1, "Databases"), m(1, "Databases"),
                      d(1, "Stem Cells"), m(1, "Stem Cells"), d(0, "Software"), m(0, "Software"),
                      d(0, "Miniaturization"), m(0, "Miniaturization"), bonus(0), d(0, "Globalization")]
    assert zones(game, 0) == player(hand=["Globalization"], score=["Robotics"], board={
        "blue": pile("Software"), "red": pile("Miniaturization"), "green": pile("Satellites", "Sailing", splay="up"),
        "purple": pile("The Internet")})
    assert zones(game, 1) == player(score=["A.I."], board={
        "blue": pile("Rocketry", "Quantum Theory", splay="up"), "green": pile("Databases"),
        "yellow": pile("Stem Cells")})
