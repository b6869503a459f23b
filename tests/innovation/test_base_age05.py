"""The age-5 base cards (sets/base/age05.py): each card from an exact position to an exact
position, a shared execution for every non-demand effect and a demanded execution for every
demand, every decision asserted before it is answered. Seven cards read the same in both
editions (tested under 'deluxe' and 'first-edition'); Measurement, Statistics and Societies
have a test per wording, named after the variant."""

import pytest
from card_tests import BOTH_WORDINGS, assert_pending, dogma, pile
from card_tests import achieved_special as E_special
from card_tests import drew as E_draw
from card_tests import melded as E_meld
from card_tests import player as seat
from card_tests import returned as E_return
from card_tests import revealed as E_reveal
from card_tests import scored as E_score
from card_tests import share_bonus as E_bonus
from card_tests import splayed as E_splay
from card_tests import started as E_dogma
from card_tests import supply as supply_of
from card_tests import transferred_between as E_transfer
from card_tests import tucked as E_tuck
from card_tests import zones as zones_of
from innovation_helpers import choose, new

# --- Chemistry ------------------------------------------------------------------------------------

@pytest.mark.parametrize("vid", BOTH_WORDINGS)
def test_chemistry_shared_splay_then_draw_highest_plus_1_score_and_return(vid):
    state = {"players": [seat(board={"blue": pile("Chemistry", "Tools"), "red": pile("Coal")},     # 5 factories
                              score=["Oars"]),
                         seat(board={"red": pile("Machine Tools"), "yellow": pile("Steam Engine")})],  # 5
             "supply": {"1": [], "5": ["Physics"], "6": ["Atomic Theory"], "7": ["Lighting"]}}
    game = new(vid, state)
    assert dogma(game, "Chemistry") == [E_dogma(0, "Chemistry")]          # seat 1 has no blue: not asked
    assert_pending(game, 0, "splay", ["blue"], 0, 1)
    # seat 1: highest top card 6, so a 7; the card just scored is the only one to return
    assert choose(game, "blue") == [E_splay(0, "blue", "right"),
                                    E_draw(1, "Lighting"), E_score(1, "Lighting"), E_return(1, "Lighting"),
                                    E_draw(0, "Atomic Theory"), E_score(0, "Atomic Theory")]
    assert_pending(game, 0, "return", ["Oars", "Atomic Theory"], 1, 1)
    assert choose(game, "Oars") == [E_return(0, "Oars"), E_bonus(0), E_draw(0, "Physics")]
    assert zones_of(game, 0) == seat(hand=["Physics"], score=["Atomic Theory"], board={
        "blue": pile("Chemistry", "Tools", splay="right"), "red": pile("Coal")})
    assert zones_of(game, 1) == seat(board={"red": pile("Machine Tools"), "yellow": pile("Steam Engine")})
    assert supply_of(game, 1) == ["Oars"] and supply_of(game, 7) == ["Lighting"]


# --- Physics ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("vid", BOTH_WORDINGS)
def test_physics_shared_three_6s_kept_or_whole_hand_returned_on_a_shared_colour(vid):
    state = {"players": [seat(board={"blue": pile("Physics"), "purple": pile("Philosophy")}, hand=["Tools"]),  # 5
                         seat(board={"blue": pile("Experimentation"), "green": pile("Paper")}, hand=["Oars"])],  # 5
             "supply": {"1": [], "5": ["Coal"],
                        "6": ["Atomic Theory", "Canning", "Democracy", "Encyclopedia", "Metric System",
                              "Classification", "Vaccination"]}}
    game = new(vid, state)
    assert dogma(game, "Physics") == [
        E_dogma(0, "Physics"),
        E_draw(1, "Atomic Theory"), E_draw(1, "Canning"), E_draw(1, "Democracy"),
        E_reveal(1, "Atomic Theory"), E_reveal(1, "Canning"), E_reveal(1, "Democracy"),   # three colours: kept
        E_draw(0, "Encyclopedia"), E_draw(0, "Metric System"), E_draw(0, "Classification"),
        E_reveal(0, "Encyclopedia"), E_reveal(0, "Metric System"), E_reveal(0, "Classification"),
        E_return(0, "Tools")]                             # two greens: the whole hand goes, the 1 first
    # the three 6s go under the same pile: their order is the player's
    assert_pending(game, 0, "return_order", ["Encyclopedia", "Metric System", "Classification"], 3, 3)
    assert choose(game, "Classification", "Encyclopedia", "Metric System") == [
        E_return(0, "Classification"), E_return(0, "Encyclopedia"), E_return(0, "Metric System"),
        E_bonus(0), E_draw(0, "Coal")]
    assert zones_of(game, 0) == seat(hand=["Coal"], board={"blue": pile("Physics"), "purple": pile("Philosophy")})
    assert zones_of(game, 1) == seat(hand=["Oars", "Atomic Theory", "Canning", "Democracy"],
                                     board={"blue": pile("Experimentation"), "green": pile("Paper")})
    assert supply_of(game, 6) == ["Vaccination", "Classification", "Encyclopedia", "Metric System"]
    assert supply_of(game, 1) == ["Tools"]


# --- Coal --------------------------------------------------------------------------------------------

@pytest.mark.parametrize("vid", BOTH_WORDINGS)
def test_coal_shared_tuck_a_5_splay_red_and_score_a_top_card_with_the_one_beneath(vid):
    state = {"players": [seat(board={"red": pile("Coal")}),                                            # 3 factories
                         seat(board={"blue": pile("Chemistry"), "yellow": pile("Steam Engine")})],     # 4
             "supply": {"1": ["Sailing"], "5": ["Banking", "The Pirate Code"]}}
    game = new(vid, state)
    # draw and tuck for both; seat 1 has no red pile to splay; seat 0 is asked
    assert dogma(game, "Coal") == [E_dogma(0, "Coal"), E_draw(1, "Banking"), E_tuck(1, "Banking"),
                                   E_draw(0, "The Pirate Code"), E_tuck(0, "The Pirate Code")]
    assert_pending(game, 0, "splay", ["red"], 0, 1)
    assert choose(game, "red") == [E_splay(0, "red", "right")]
    assert_pending(game, 1, "score", ["Chemistry", "Banking", "Steam Engine"], 0, 1)
    assert choose(game) == []
    assert_pending(game, 0, "score", ["Coal"], 0, 1)
    # Coal, then the card beneath it; the board is then empty: the bonus draw is a 1
    assert choose(game, "Coal") == [E_score(0, "Coal"), E_score(0, "The Pirate Code"),
                                    E_bonus(0), E_draw(0, "Sailing")]
    assert zones_of(game, 0) == seat(hand=["Sailing"], score=["Coal", "The Pirate Code"])
    assert zones_of(game, 1) == seat(board={"blue": pile("Chemistry"), "green": pile("Banking"),
                                            "yellow": pile("Steam Engine")})


# --- The Pirate Code -------------------------------------------------------------------------------------

PIRATE_BOARD = {"blue": pile("Writing"), "red": pile("The Pirate Code"), "green": pile("Navigation"),
                "purple": pile("Code of Laws")}                                                   # 8 crowns


@pytest.mark.parametrize("vid", BOTH_WORDINGS)
def test_the_pirate_code_demanded_two_cards_then_shared_score_lowest_crown_top_card(vid):
    state = {"players": [seat(board=PIRATE_BOARD),
                         seat(board={"yellow": pile("Agriculture")},                              # 0 crowns
                              score=["Oars", "Calendar", "Anatomy", "Coal", "Alchemy"]),
                         seat(board={"blue": pile("Translation"), "red": pile("Optics"),
                                     "green": pile("Mapmaking"), "purple": pile("City States")})],  # 10 crowns
             "supply": {"5": ["Physics"]}}
    game = new(vid, state, players=3)
    assert dogma(game, "The Pirate Code") == [E_dogma(0, "The Pirate Code")]
    assert_pending(game, 1, "transfer", ["Oars", "Calendar", "Anatomy", "Alchemy"], 2, 2)
    # seat 2 shares: its lowest crown card City States (1) is scored; seat 0 ties Writing and Code of Laws
    assert choose(game, "Calendar", "Alchemy") == [E_transfer(1, "Calendar", "score", 1, "score", 0),
                                                   E_transfer(1, "Alchemy", "score", 1, "score", 0),
                                                   E_score(2, "City States")]
    assert_pending(game, 0, "score", ["Writing", "Code of Laws"], 1, 1)
    assert choose(game, "Code of Laws") == [E_score(0, "Code of Laws"), E_bonus(0), E_draw(0, "Physics")]
    assert zones_of(game, 0) == seat(hand=["Physics"], score=["Calendar", "Alchemy", "Code of Laws"], board={
        "blue": pile("Writing"), "red": pile("The Pirate Code"), "green": pile("Navigation")})
    assert zones_of(game, 1) == seat(board={"yellow": pile("Agriculture")}, score=["Oars", "Anatomy", "Coal"])
    assert zones_of(game, 2) == seat(score=["City States"], board={
        "blue": pile("Translation"), "red": pile("Optics"), "green": pile("Mapmaking")})


@pytest.mark.parametrize("vid", BOTH_WORDINGS)
def test_the_pirate_code_nothing_transferred_nothing_scored(vid):
    state = {"players": [seat(board=PIRATE_BOARD), seat(score=["Coal", "Physics"])]}     # only 5s
    game = new(vid, state)
    assert dogma(game, "The Pirate Code") == [E_dogma(0, "The Pirate Code")]
    assert zones_of(game, 0) == seat(board=PIRATE_BOARD)
    assert zones_of(game, 1) == seat(score=["Coal", "Physics"])


# --- Banking ------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("vid", BOTH_WORDINGS)
def test_banking_demanded_factory_card_to_my_board_draw_and_score_5_then_shared_green_splay(vid):
    state = {"players": [seat(board={"green": pile("Banking", "Sailing"), "purple": pile("Enterprise")}),  # 5 crowns
                         seat(board={"red": pile("Coal"), "green": pile("Metric System"),
                                     "yellow": pile("Steam Engine")}),                                    # 3
                         seat(board={"green": pile("Navigation", "Mapmaking"), "purple": pile("Code of Laws")})],  # 5
             "supply": {"5": ["Physics", "Astronomy"]}}
    game = new(vid, state, players=3)
    assert dogma(game, "Banking") == [E_dogma(0, "Banking")]
    assert_pending(game, 1, "transfer", ["Coal", "Steam Engine"], 1, 1)            # green Metric System excluded
    assert choose(game, "Steam Engine") == [E_transfer(1, "Steam Engine", "board", 1, "board", 0),
                                            E_draw(1, "Physics"), E_score(1, "Physics")]
    assert_pending(game, 2, "splay", ["green"], 0, 1)
    assert choose(game, "green") == [E_splay(2, "green", "right")]
    assert_pending(game, 0, "splay", ["green"], 0, 1)
    assert choose(game, "green") == [E_splay(0, "green", "right"), E_bonus(0), E_draw(0, "Astronomy")]
    assert zones_of(game, 0) == seat(hand=["Astronomy"], board={
        "green": pile("Banking", "Sailing", splay="right"), "yellow": pile("Steam Engine"),
        "purple": pile("Enterprise")})
    assert zones_of(game, 1) == seat(score=["Physics"], board={"red": pile("Coal"), "green": pile("Metric System")})
    assert zones_of(game, 2) == seat(board={"green": pile("Navigation", "Mapmaking", splay="right"),
                                            "purple": pile("Code of Laws")})


# --- Measurement ---------------------------------------------------------------------------------------------

MEASUREMENT = {"players": [seat(board={"blue": pile("Experimentation", "Tools", "Writing"),
                                       "green": pile("Measurement")},                        # 5 lightbulbs
                                hand=["Mathematics", "Oars"]),
                           seat(board={"purple": pile("Philosophy"), "green": pile("Paper")},    # 5: shares
                                hand=["Archery"])],
               "supply": {"1": ["Agriculture"], "2": [], "3": ["Alchemy"], "5": ["Coal"]}}


@pytest.mark.parametrize("vid", ["deluxe", "bga-third"])
def test_measurement_third_edition_reveal_return_splay_its_colour_and_draw_the_pile_size(vid):
    game = new(vid, MEASUREMENT)
    assert dogma(game, "Measurement") == [E_dogma(0, "Measurement")]
    assert_pending(game, 1, "return", ["Archery"], 0, 1)
    # no red pile: nothing to splay, a pile of 0 cards: draw a 1
    assert choose(game, "Archery") == [E_reveal(1, "Archery"), E_return(1, "Archery"), E_draw(1, "Agriculture")]
    assert_pending(game, 0, "return", ["Mathematics", "Oars"], 0, 1)
    assert choose(game, "Mathematics") == [E_reveal(0, "Mathematics"), E_return(0, "Mathematics"),
                                           E_splay(0, "blue", "right"), E_draw(0, "Alchemy"),
                                           E_bonus(0), E_draw(0, "Coal")]
    assert zones_of(game, 0) == seat(hand=["Oars", "Alchemy", "Coal"], board={
        "blue": pile("Experimentation", "Tools", "Writing", splay="right"), "green": pile("Measurement")})
    assert zones_of(game, 1) == seat(hand=["Agriculture"], board={"green": pile("Paper"),
                                                                  "purple": pile("Philosophy")})
    assert supply_of(game, 1) == ["Archery"] and supply_of(game, 2) == ["Mathematics"]


def test_measurement_first_edition_return_without_reveal_then_choose_any_colour():
    game = new("first-edition", MEASUREMENT)
    dogma(game, "Measurement")
    assert_pending(game, 1, "return", ["Archery"], 0, 1)
    assert choose(game, "Archery") == [E_return(1, "Archery")]
    assert_pending(game, 1, "color", ["blue", "red", "green", "yellow", "purple"], 1, 1)
    # a one-card pile is not splayed; its size, 1, is drawn
    assert choose(game, "purple") == [E_draw(1, "Agriculture")]
    assert_pending(game, 0, "return", ["Mathematics", "Oars"], 0, 1)
    assert choose(game, "Oars") == [E_return(0, "Oars")]
    assert_pending(game, 0, "color", ["blue", "red", "green", "yellow", "purple"], 1, 1)
    assert choose(game, "blue") == [E_splay(0, "blue", "right"), E_draw(0, "Alchemy"), E_bonus(0), E_draw(0, "Coal")]
    assert zones_of(game, 0) == seat(hand=["Mathematics", "Alchemy", "Coal"], board={
        "blue": pile("Experimentation", "Tools", "Writing", splay="right"), "green": pile("Measurement")})
    assert zones_of(game, 1) == seat(hand=["Agriculture"], board={"green": pile("Paper"),
                                                                  "purple": pile("Philosophy")})
    assert supply_of(game, 1) == ["Archery", "Oars"]


@pytest.mark.parametrize("vid", ["deluxe", "first-edition"])
def test_measurement_declined_changes_nothing(vid):
    game = new(vid, {"players": [seat(board={"green": pile("Measurement")}, hand=["Oars"]), seat()]})
    dogma(game, "Measurement")
    assert_pending(game, 0, "return", ["Oars"], 0, 1)
    assert choose(game) == []
    assert zones_of(game, 0) == seat(board={"green": pile("Measurement")}, hand=["Oars"])


# --- Statistics -------------------------------------------------------------------------------------------------

STATISTICS = {"players": [seat(board={"yellow": pile("Statistics", "Agriculture"), "blue": pile("Pottery")}),  # 5
                          seat(board={"red": pile("Archery")}, score=["Oars", "Calendar", "Mathematics"]),  # 0 leaves
                          seat(board={"yellow": pile("Anatomy", "Fermenting"), "green": pile("Clothing")})],  # 5
              "supply": {"5": ["Coal"]}}


def test_statistics_deluxe_demanded_every_highest_score_card_to_hand_then_shared_yellow_splay():
    game = new("deluxe", STATISTICS, players=3)
    assert dogma(game, "Statistics") == [E_dogma(0, "Statistics"),
                                         E_transfer(1, "Calendar", "score", 1, "hand", 1),
                                         E_transfer(1, "Mathematics", "score", 1, "hand", 1)]
    assert_pending(game, 2, "splay", ["yellow"], 0, 1)
    assert choose(game, "yellow") == [E_splay(2, "yellow", "right")]
    assert_pending(game, 0, "splay", ["yellow"], 0, 1)
    assert choose(game) == [E_bonus(0), E_draw(0, "Coal")]
    assert zones_of(game, 0) == seat(hand=["Coal"], board={"blue": pile("Pottery"),
                                                           "yellow": pile("Statistics", "Agriculture")})
    assert zones_of(game, 1) == seat(hand=["Calendar", "Mathematics"], score=["Oars"], board={"red": pile("Archery")})
    assert zones_of(game, 2) == seat(board={"green": pile("Clothing"),
                                            "yellow": pile("Anatomy", "Fermenting", splay="right")})


def test_statistics_first_edition_one_highest_card_repeated_while_the_hand_holds_one():
    game = new("first-edition", STATISTICS, players=3)
    assert dogma(game, "Statistics") == [E_dogma(0, "Statistics")]
    assert_pending(game, 1, "transfer", ["Calendar", "Mathematics"], 1, 1)
    # one card in hand: the demand repeats (Calendar is now the only highest); two in hand: it stops
    assert choose(game, "Mathematics") == [E_transfer(1, "Mathematics", "score", 1, "hand", 1),
                                           E_transfer(1, "Calendar", "score", 1, "hand", 1)]
    assert_pending(game, 2, "splay", ["yellow"], 0, 1)
    assert choose(game, "yellow") == [E_splay(2, "yellow", "right")]
    assert_pending(game, 0, "splay", ["yellow"], 0, 1)
    assert choose(game, "yellow") == [E_splay(0, "yellow", "right"), E_bonus(0), E_draw(0, "Coal")]
    assert zones_of(game, 0) == seat(hand=["Coal"], board={"blue": pile("Pottery"),
                                                           "yellow": pile("Statistics", "Agriculture", splay="right")})
    assert zones_of(game, 1) == seat(hand=["Mathematics", "Calendar"], score=["Oars"], board={"red": pile("Archery")})
    assert zones_of(game, 2) == seat(board={"green": pile("Clothing"),
                                            "yellow": pile("Anatomy", "Fermenting", splay="right")})


def test_statistics_first_edition_no_repeat_when_the_hand_was_not_empty():
    state = {"players": [seat(board={"yellow": pile("Statistics")}),
                         seat(hand=["Tools"], score=["Oars", "Calendar"])]}
    game = new("first-edition", state)
    assert dogma(game, "Statistics") == [E_dogma(0, "Statistics"),
                                         E_transfer(1, "Calendar", "score", 1, "hand", 1)]
    assert zones_of(game, 1) == seat(hand=["Tools", "Calendar"], score=["Oars"])


# --- Steam Engine --------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("vid", BOTH_WORDINGS)
def test_steam_engine_shared_two_tucked_4s_then_the_bottom_yellow_card_is_scored(vid):
    state = {"players": [seat(board={"yellow": pile("Steam Engine")}),           # 2 factories
                         seat(board={"red": pile("Coal")})],                     # 3: shares
             "supply": {"4": ["Anatomy", "Gunpowder", "Perspective", "Invention"], "5": ["Physics"]}}
    game = new(vid, state)
    assert dogma(game, "Steam Engine") == [
        E_dogma(0, "Steam Engine"),
        E_draw(1, "Anatomy"), E_tuck(1, "Anatomy"), E_draw(1, "Gunpowder"), E_tuck(1, "Gunpowder"),
        E_score(1, "Anatomy"),
        E_draw(0, "Perspective"), E_tuck(0, "Perspective"), E_draw(0, "Invention"), E_tuck(0, "Invention"),
        E_score(0, "Perspective"),
        E_bonus(0), E_draw(0, "Physics")]
    assert zones_of(game, 0) == seat(hand=["Physics"], score=["Perspective"],
                                     board={"green": pile("Invention"), "yellow": pile("Steam Engine")})
    assert zones_of(game, 1) == seat(score=["Anatomy"], board={"red": pile("Coal", "Gunpowder")})


@pytest.mark.parametrize("vid", BOTH_WORDINGS)
def test_steam_engine_scores_itself_when_it_is_the_bottom_yellow_card(vid):
    state = {"players": [seat(board={"yellow": pile("Steam Engine")}), seat()],
             "supply": {"4": ["Gunpowder", "Invention"]}}
    game = new(vid, state)
    assert dogma(game, "Steam Engine")[-1] == E_score(0, "Steam Engine")
    assert zones_of(game, 0) == seat(score=["Steam Engine"], board={"red": pile("Gunpowder"),
                                                                     "green": pile("Invention")})


# --- Astronomy ------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("vid", BOTH_WORDINGS + ["bga-third"])
def test_astronomy_shared_meld_green_and_blue_6s_then_universe(vid):
    state = {"players": [seat(board={"blue": pile("Experimentation"), "purple": pile("Astronomy")}),    # 5
                         seat(board={"red": pile("Oars"), "green": pile("Paper"),
                                     "purple": pile("Philosophy")})],                                   # 5
             "supply": {"6": ["Classification", "Industrialization", "Atomic Theory", "Metric System",
                              "Canning", "Vaccination"]}}
    game = new(vid, state)
    assert dogma(game, "Astronomy") == [
        E_dogma(0, "Astronomy"),
        E_draw(1, "Classification"), E_reveal(1, "Classification"), E_meld(1, "Classification"),
        E_draw(1, "Industrialization"), E_reveal(1, "Industrialization"),        # red: stays in hand
        E_draw(0, "Atomic Theory"), E_reveal(0, "Atomic Theory"), E_meld(0, "Atomic Theory"),
        E_draw(0, "Metric System"), E_reveal(0, "Metric System"), E_meld(0, "Metric System"),
        E_draw(0, "Canning"), E_reveal(0, "Canning"),
        E_special(0, "Universe"),                     # seat 1 has Oars (1) on top: no Universe for it
        E_bonus(0), E_draw(0, "Vaccination")]
    assert zones_of(game, 0) == seat(hand=["Canning", "Vaccination"], achievements=["Universe"], board={
        "blue": pile("Atomic Theory", "Experimentation"), "green": pile("Metric System"),
        "purple": pile("Astronomy")})
    assert zones_of(game, 1) == seat(hand=["Industrialization"], board={
        "red": pile("Oars"), "green": pile("Classification", "Paper"), "purple": pile("Philosophy")})


@pytest.mark.parametrize("vid", BOTH_WORDINGS)
def test_astronomy_universe_with_no_non_purple_top_card(vid):
    state = {"players": [seat(board={"purple": pile("Astronomy")}), seat()], "supply": {"6": ["Canning"]}}
    game = new(vid, state)
    assert dogma(game, "Astronomy") == [E_dogma(0, "Astronomy"), E_draw(0, "Canning"), E_reveal(0, "Canning"),
                                        E_special(0, "Universe")]
    assert zones_of(game, 0) == seat(hand=["Canning"], achievements=["Universe"],
                                     board={"purple": pile("Astronomy")})


# --- Societies -------------------------------------------------------------------------------------------------------

SOCIETIES = {"players": [seat(board={"blue": pile("Mathematics"), "red": pile("Optics"), "green": pile("Sailing"),
                                     "purple": pile("Societies")}),                              # 8 crowns
                         seat(board={"blue": pile("Tools"), "red": pile("Engineering"), "green": pile("Paper"),
                                     "yellow": pile("Perspective"), "purple": pile("Education")})],  # 1 crown
             "supply": {"5": ["Coal"]}}


def test_societies_deluxe_demanded_only_lightbulb_cards_higher_than_my_top_card_of_their_colour():
    game = new("deluxe", SOCIETIES)
    assert dogma(game, "Societies") == [E_dogma(0, "Societies")]
    # not higher: Tools 1 (Mathematics 2), Engineering 3 (Optics 3, a tie), Education 3 (Societies 5);
    # no yellow pile: value 0
    assert_pending(game, 1, "transfer", ["Paper", "Perspective"], 1, 1)
    assert choose(game, "Paper") == [E_transfer(1, "Paper", "board", 1, "board", 0), E_draw(1, "Coal")]
    assert zones_of(game, 0) == seat(board={"blue": pile("Mathematics"), "red": pile("Optics"),
                                            "green": pile("Paper", "Sailing"), "purple": pile("Societies")})
    assert zones_of(game, 1) == seat(hand=["Coal"], board={"blue": pile("Tools"), "red": pile("Engineering"),
                                                           "yellow": pile("Perspective"), "purple": pile("Education")})


def test_societies_first_edition_demanded_any_top_non_purple_lightbulb_card():
    game = new("first-edition", SOCIETIES)
    assert dogma(game, "Societies") == [E_dogma(0, "Societies")]
    assert_pending(game, 1, "transfer", ["Tools", "Engineering", "Paper", "Perspective"], 1, 1)
    assert choose(game, "Tools") == [E_transfer(1, "Tools", "board", 1, "board", 0), E_draw(1, "Coal")]
    assert zones_of(game, 0) == seat(board={"blue": pile("Tools", "Mathematics"), "red": pile("Optics"),
                                            "green": pile("Sailing"), "purple": pile("Societies")})
    assert zones_of(game, 1) == seat(hand=["Coal"], board={"red": pile("Engineering"), "green": pile("Paper"),
                                                           "yellow": pile("Perspective"), "purple": pile("Education")})


@pytest.mark.parametrize("vid", ["deluxe", "first-edition"])
def test_societies_nothing_eligible_no_draw(vid):
    state = {"players": [seat(board={"purple": pile("Societies")}),
                         seat(board={"blue": pile("Pottery"), "purple": pile("Philosophy")})]}
    game = new(vid, state)
    assert dogma(game, "Societies") == [E_dogma(0, "Societies")]
    assert zones_of(game, 1) == seat(board={"blue": pile("Pottery"), "purple": pile("Philosophy")})
