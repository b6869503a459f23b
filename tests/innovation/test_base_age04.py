"""The age-4 base cards (sets/base/age04.py): each card from an exact position to an exact
position, under both wordings (the ten cards read the same in both editions), with a shared
execution for every non-demand effect and a demanded execution for every demand, every
decision asserted (player, kind, options, min, max) before it is answered. The helpers
come from card_tests.py, under the names test_base_age05.py uses too."""

import pytest
from card_tests import BOTH_WORDINGS, assert_pending, dogma, pile
from card_tests import achieved_special as E_special
from card_tests import drew as E_draw
from card_tests import melded as E_meld
from card_tests import player as seat
from card_tests import returned as E_return
from card_tests import scored as E_score
from card_tests import share_bonus as E_bonus
from card_tests import splayed as E_splay
from card_tests import started as E_dogma
from card_tests import supply as supply_of
from card_tests import transferred_between as E_transfer
from card_tests import tucked as E_tuck
from card_tests import zones as zones_of
from innovation_helpers import choose, new

# --- Experimentation -------------------------------------------------------------------------------

@pytest.mark.parametrize("vid", BOTH_WORDINGS)
def test_experimentation_shared_each_player_draws_and_melds_a_5(vid):
    state = {"players": [seat(board={"blue": pile("Experimentation")}),            # 3 lightbulbs
                         seat(board={"purple": pile("Philosophy")})],              # 3: shares
             "supply": {"5": ["Chemistry", "Coal", "Banking"]}}
    game = new(vid, state)
    events = dogma(game, "Experimentation")
    assert events == [E_dogma(0, "Experimentation"),
                      E_draw(1, "Chemistry"), E_meld(1, "Chemistry"),
                      E_draw(0, "Coal"), E_meld(0, "Coal"),
                      E_bonus(0), E_draw(0, "Banking")]                             # draw age: Coal, 5
    assert zones_of(game, 0) == seat(hand=["Banking"], board={"blue": pile("Experimentation"),
                                                              "red": pile("Coal")})
    assert zones_of(game, 1) == seat(board={"blue": pile("Chemistry"), "purple": pile("Philosophy")})
    assert supply_of(game, 5) == []


@pytest.mark.parametrize("vid", BOTH_WORDINGS)
def test_experimentation_not_shared_with_fewer_lightbulbs(vid):
    state = {"players": [seat(board={"blue": pile("Experimentation")}), seat(board={"blue": pile("Tools")})],
             "supply": {"5": ["Chemistry"]}}
    game = new(vid, state)
    assert dogma(game, "Experimentation") == [E_dogma(0, "Experimentation"), E_draw(0, "Chemistry"),
                                              E_meld(0, "Chemistry")]
    assert zones_of(game, 0) == seat(board={"blue": pile("Chemistry", "Experimentation")})
    assert zones_of(game, 1) == seat(board={"blue": pile("Tools")})


# --- Printing Press ----------------------------------------------------------------------------------

@pytest.mark.parametrize("vid", BOTH_WORDINGS)
def test_printing_press_shared_return_then_draw_purple_plus_2_and_optional_splay(vid):
    state = {"players": [
        seat(board={"blue": pile("Printing Press", "Tools"), "purple": pile("Philosophy")},   # 5 lightbulbs
             score=["Oars", "Calendar"]),
        seat(board={"blue": pile("Experimentation", "Writing"), "green": pile("Paper")},     # 5: shares
             score=["Sailing"])],
        "supply": {"1": ["Agriculture"], "2": ["Mathematics", "Monotheism"], "4": ["Anatomy", "Enterprise"]}}
    game = new(vid, state)
    assert dogma(game, "Printing Press") == [E_dogma(0, "Printing Press")]
    assert_pending(game, 1, "return", ["Sailing"], 0, 1)                 # optional: asked even with one card
    assert choose(game, "Sailing") == [E_return(1, "Sailing"), E_draw(1, "Mathematics")]   # no purple: a 2
    assert_pending(game, 0, "return", ["Oars", "Calendar"], 0, 1)
    assert choose(game, "Calendar") == [E_return(0, "Calendar"), E_draw(0, "Anatomy")]     # Philosophy 2 + 2
    assert_pending(game, 1, "splay", ["blue"], 0, 1)
    assert choose(game) == []                                                              # declined
    assert_pending(game, 0, "splay", ["blue"], 0, 1)
    assert choose(game, "blue") == [E_splay(0, "blue", "right"), E_bonus(0), E_draw(0, "Enterprise")]
    assert zones_of(game, 0) == seat(hand=["Anatomy", "Enterprise"], score=["Oars"],
                                     board={"blue": pile("Printing Press", "Tools", splay="right"),
                                            "purple": pile("Philosophy")})
    assert zones_of(game, 1) == seat(hand=["Mathematics"], board={"blue": pile("Experimentation", "Writing"),
                                                                  "green": pile("Paper")})
    assert supply_of(game, 1) == ["Agriculture", "Sailing"]
    assert supply_of(game, 2) == ["Monotheism", "Calendar"]
    assert supply_of(game, 4) == []


@pytest.mark.parametrize("vid", BOTH_WORDINGS)
def test_printing_press_nothing_asked_without_score_pile_or_splayable_blue(vid):
    state = {"players": [seat(board={"blue": pile("Printing Press")}), seat()]}
    game = new(vid, state)
    assert dogma(game, "Printing Press") == [E_dogma(0, "Printing Press")]
    assert "pending" not in game.moves() and zones_of(game, 0) == seat(board={"blue": pile("Printing Press")})


# --- Colonialism ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("vid", BOTH_WORDINGS)
def test_colonialism_shared_tucks_3s_while_they_have_a_crown(vid):
    state = {"players": [seat(board={"red": pile("Colonialism")}),                # 2 factories
                         seat(board={"red": pile("Coal")})],                      # 3: shares
             "supply": {"3": ["Optics", "Translation", "Engineering", "Compass", "Alchemy", "Paper"],
                        "4": ["Anatomy"]}}
    game = new(vid, state)
    events = dogma(game, "Colonialism")
    assert events == [E_dogma(0, "Colonialism"),
                      E_draw(1, "Optics"), E_tuck(1, "Optics"),                  # crown: again
                      E_draw(1, "Translation"), E_tuck(1, "Translation"),        # crown: again
                      E_draw(1, "Engineering"), E_tuck(1, "Engineering"),        # no crown: stop
                      E_draw(0, "Compass"), E_tuck(0, "Compass"),                # crown: again
                      E_draw(0, "Alchemy"), E_tuck(0, "Alchemy"),                # no crown: stop
                      E_bonus(0), E_draw(0, "Anatomy")]
    assert zones_of(game, 0) == seat(hand=["Anatomy"], board={"blue": pile("Alchemy"), "red": pile("Colonialism"),
                                                              "green": pile("Compass")})
    assert zones_of(game, 1) == seat(board={"blue": pile("Translation"),
                                            "red": pile("Coal", "Optics", "Engineering")})
    assert supply_of(game, 3) == ["Paper"]


def test_colonialism_loop_goes_on_into_the_next_pile_when_the_3s_run_out_deluxe():
    state = {"players": [seat(board={"red": pile("Colonialism")}), seat()],
             "supply": {"3": ["Optics"], "4": ["Navigation", "Anatomy"]}}
    game = new("deluxe", state)
    assert dogma(game, "Colonialism") == [E_dogma(0, "Colonialism"), E_draw(0, "Optics"), E_tuck(0, "Optics"),
                                          E_draw(0, "Navigation", 4), E_tuck(0, "Navigation"),
                                          E_draw(0, "Anatomy", 4), E_tuck(0, "Anatomy")]
    assert zones_of(game, 0) == seat(board={"red": pile("Colonialism", "Optics"), "green": pile("Navigation"),
                                            "yellow": pile("Anatomy")})


# --- Gunpowder -------------------------------------------------------------------------------------------

@pytest.mark.parametrize("vid", BOTH_WORDINGS)
def test_gunpowder_demanded_castle_card_to_score_then_shared_draw_and_score_2(vid):
    state = {"players": [seat(board={"red": pile("Gunpowder")}),                           # 2 factories
                         seat(board={"red": pile("Archery"), "green": pile("The Wheel")}),  # 0: demanded
                         seat(board={"red": pile("Coal")})],                               # 3: shares
             "supply": {"2": ["Calendar", "Mathematics"], "4": ["Anatomy"]}}
    game = new(vid, state, players=3)
    assert dogma(game, "Gunpowder") == [E_dogma(0, "Gunpowder")]
    assert_pending(game, 1, "transfer", ["Archery", "The Wheel"], 1, 1)
    assert choose(game, "The Wheel") == [
        E_transfer(1, "The Wheel", "board", 1, "score", 0),
        E_draw(2, "Calendar"), E_score(2, "Calendar"),
        E_draw(0, "Mathematics"), E_score(0, "Mathematics"),
        E_bonus(0), E_draw(0, "Anatomy")]
    assert zones_of(game, 0) == seat(hand=["Anatomy"], board={"red": pile("Gunpowder")},
                                     score=["The Wheel", "Mathematics"])
    assert zones_of(game, 1) == seat(board={"red": pile("Archery")})
    assert zones_of(game, 2) == seat(board={"red": pile("Coal")}, score=["Calendar"])


@pytest.mark.parametrize("vid", BOTH_WORDINGS)
def test_gunpowder_without_a_transfer_the_second_effect_does_nothing(vid):
    state = {"players": [seat(board={"red": pile("Gunpowder")}),
                         seat(board={"blue": pile("Writing")}),                   # no castle on top
                         seat(board={"red": pile("Coal")})]}
    game = new(vid, state, players=3)
    assert dogma(game, "Gunpowder") == [E_dogma(0, "Gunpowder")]
    assert [zones_of(game, s) for s in range(3)] == [seat(board={"red": pile("Gunpowder")}),
                                                     seat(board={"blue": pile("Writing")}),
                                                     seat(board={"red": pile("Coal")})]


# --- Invention --------------------------------------------------------------------------------------------

INVENTION_BOARD = {"blue": pile("Printing Press", "Pottery", splay="left"),
                   "red": pile("Colonialism", "Oars", splay="up"),
                   "green": pile("Invention", "Sailing", splay="right"),
                   "yellow": pile("Perspective", "Agriculture", splay="left"),
                   "purple": pile("Reformation", "Mysticism", splay="up")}          # 7 lightbulbs


@pytest.mark.parametrize("vid", BOTH_WORDINGS)
def test_invention_shared_left_to_right_draw_and_score_4_then_wonder_with_a_left_splay(vid):
    state = {"players": [seat(board=INVENTION_BOARD),
                         seat(board={"blue": pile("Experimentation", "Writing", splay="left"),
                                     "green": pile("Paper"), "purple": pile("Philosophy")})],   # 8: shares
             "supply": {"4": ["Anatomy", "Navigation", "Enterprise"]}}
    game = new(vid, state)
    assert dogma(game, "Invention") == [E_dogma(0, "Invention")]
    assert_pending(game, 1, "splay", ["blue"], 0, 1)
    assert choose(game, "blue") == [E_splay(1, "blue", "right"), E_draw(1, "Anatomy"), E_score(1, "Anatomy")]
    assert_pending(game, 0, "splay", ["blue", "yellow"], 0, 1)
    # blue stays splayed left: Wonder's own condition (right or up) is not met, Invention's is
    assert choose(game, "yellow") == [E_splay(0, "yellow", "right"), E_draw(0, "Navigation"),
                                      E_score(0, "Navigation"), E_special(0, "Wonder"),
                                      E_bonus(0), E_draw(0, "Enterprise")]
    assert zones_of(game, 0) == seat(hand=["Enterprise"], score=["Navigation"], achievements=["Wonder"],
                                     board={**INVENTION_BOARD,
                                            "yellow": pile("Perspective", "Agriculture", splay="right")})
    assert zones_of(game, 1) == seat(score=["Anatomy"], board={
        "blue": pile("Experimentation", "Writing", splay="right"), "green": pile("Paper"),
        "purple": pile("Philosophy")})
    assert "Wonder" not in game.state()["achievements"]["special"]


@pytest.mark.parametrize("vid", BOTH_WORDINGS)
def test_invention_declined_and_an_unsplayed_colour_means_no_wonder(vid):
    board = {**INVENTION_BOARD, "red": pile("Colonialism")}
    game = new(vid, {"players": [seat(board=board), seat()]})
    dogma(game, "Invention")
    assert_pending(game, 0, "splay", ["blue", "yellow"], 0, 1)
    assert choose(game) == []
    assert zones_of(game, 0) == seat(board=board)
    assert "Wonder" in game.state()["achievements"]["special"]


# --- Navigation -----------------------------------------------------------------------------------------------

@pytest.mark.parametrize("vid", BOTH_WORDINGS)
def test_navigation_demanded_a_2_or_3_from_each_affected_score_pile(vid):
    state = {"players": [seat(board={"green": pile("Navigation")}),                         # 3 crowns
                         seat(board={"blue": pile("Tools")}, score=["Calendar", "Optics", "Agriculture", "Anatomy"]),
                         seat(board={"red": pile("Archery")}, score=["Oars", "Mathematics"]),
                         seat(board={"blue": pile("Translation")}, score=["Paper"])],       # 3 crowns: safe
             "supply": {}}
    game = new(vid, state, players=4)
    assert dogma(game, "Navigation") == [E_dogma(0, "Navigation")]
    assert_pending(game, 1, "transfer", ["Calendar", "Optics"], 1, 1)
    assert choose(game, "Optics") == [E_transfer(1, "Optics", "score", 1, "score", 0),
                                      E_transfer(2, "Mathematics", "score", 2, "score", 0)]   # the only one
    assert zones_of(game, 0) == seat(board={"green": pile("Navigation")}, score=["Optics", "Mathematics"])
    assert zones_of(game, 1) == seat(board={"blue": pile("Tools")}, score=["Calendar", "Agriculture", "Anatomy"])
    assert zones_of(game, 2) == seat(board={"red": pile("Archery")}, score=["Oars"])
    assert zones_of(game, 3) == seat(board={"blue": pile("Translation")}, score=["Paper"])


# --- Anatomy ----------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("vid", BOTH_WORDINGS)
def test_anatomy_demanded_return_a_score_card_then_a_top_card_of_its_value(vid):
    state = {"players": [seat(board={"yellow": pile("Anatomy")}),                            # 3 leaves
                         seat(board={"red": pile("Archery"), "blue": pile("Mathematics"),
                                     "purple": pile("Philosophy", "Mysticism")}, score=["Oars", "Calendar"]),
                         seat(board={"blue": pile("Writing")}, score=["Translation"])],
             "supply": {"1": ["Tools"], "2": ["Monotheism"], "3": ["Paper"]}}
    game = new(vid, state, players=3)
    assert dogma(game, "Anatomy") == [E_dogma(0, "Anatomy")]
    assert_pending(game, 1, "return", ["Oars", "Calendar"], 1, 1)
    assert choose(game, "Calendar") == [E_return(1, "Calendar")]
    assert_pending(game, 1, "return", ["Mathematics", "Philosophy"], 1, 1)
    # seat 2: the only score card (a 3) is returned; no top card of value 3
    assert choose(game, "Philosophy") == [E_return(1, "Philosophy"), E_return(2, "Translation")]
    assert zones_of(game, 1) == seat(board={"red": pile("Archery"), "blue": pile("Mathematics"),
                                            "purple": pile("Mysticism")}, score=["Oars"])
    assert zones_of(game, 2) == seat(board={"blue": pile("Writing")})
    assert zones_of(game, 0) == seat(board={"yellow": pile("Anatomy")})
    assert supply_of(game, 2) == ["Monotheism", "Calendar", "Philosophy"]
    assert supply_of(game, 3) == ["Paper", "Translation"]


# --- Perspective --------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("vid", BOTH_WORDINGS)
def test_perspective_shared_return_then_score_half_the_lightbulbs(vid):
    state = {"players": [seat(board={"yellow": pile("Perspective"), "blue": pile("Experimentation")},  # 5
                              hand=["Oars", "Sailing", "Mathematics", "Tools"]),
                         seat(board={"purple": pile("Philosophy"), "green": pile("Paper")},            # 5
                              hand=["Agriculture", "Pottery"])],
             "supply": {"1": [], "2": [], "4": ["Navigation"]}}
    game = new(vid, state)
    assert dogma(game, "Perspective") == [E_dogma(0, "Perspective")]
    assert_pending(game, 1, "return", ["Agriculture", "Pottery"], 0, 1)
    # 5 lightbulbs: score 2 cards, but only one is left: it is scored without asking
    assert choose(game, "Pottery") == [E_return(1, "Pottery"), E_score(1, "Agriculture")]
    assert_pending(game, 0, "return", ["Oars", "Sailing", "Mathematics", "Tools"], 0, 1)
    assert choose(game, "Oars") == [E_return(0, "Oars")]
    assert_pending(game, 0, "score", ["Sailing", "Mathematics", "Tools"], 2, 2)
    assert choose(game, "Tools", "Mathematics") == [E_score(0, "Tools"), E_score(0, "Mathematics"),
                                                    E_bonus(0), E_draw(0, "Navigation")]
    assert zones_of(game, 0) == seat(hand=["Sailing", "Navigation"], score=["Tools", "Mathematics"],
                                     board={"blue": pile("Experimentation"), "yellow": pile("Perspective")})
    assert zones_of(game, 1) == seat(score=["Agriculture"], board={"green": pile("Paper"),
                                                                   "purple": pile("Philosophy")})
    assert supply_of(game, 1) == ["Pottery", "Oars"]


@pytest.mark.parametrize("vid", BOTH_WORDINGS)
def test_perspective_declined_changes_nothing(vid):
    state = {"players": [seat(board={"yellow": pile("Perspective")}, hand=["Oars", "Sailing"]), seat()]}
    game = new(vid, state)
    dogma(game, "Perspective")
    assert_pending(game, 0, "return", ["Oars", "Sailing"], 0, 1)
    assert choose(game) == []
    assert zones_of(game, 0) == seat(board={"yellow": pile("Perspective")}, hand=["Oars", "Sailing"])


# --- Enterprise --------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("vid", BOTH_WORDINGS)
def test_enterprise_demanded_crown_card_to_my_board_then_shared_green_splay(vid):
    state = {"players": [seat(board={"purple": pile("Enterprise"), "green": pile("Sailing", "Clothing")}),   # 5
                         seat(board={"red": pile("Oars"), "yellow": pile("Domestication"),
                                     "purple": pile("Code of Laws")}),                                       # 4
                         seat(board={"green": pile("Navigation", "Mapmaking"), "purple": pile("City States")})],  # 5
             "supply": {"4": ["Colonialism", "Gunpowder"]}}
    game = new(vid, state, players=3)
    assert dogma(game, "Enterprise") == [E_dogma(0, "Enterprise")]
    assert_pending(game, 1, "transfer", ["Oars", "Domestication"], 1, 1)        # purple Code of Laws excluded
    assert choose(game, "Domestication") == [E_transfer(1, "Domestication", "board", 1, "board", 0),
                                             E_draw(1, "Colonialism"), E_meld(1, "Colonialism")]
    assert_pending(game, 2, "splay", ["green"], 0, 1)
    assert choose(game, "green") == [E_splay(2, "green", "right")]
    assert_pending(game, 0, "splay", ["green"], 0, 1)
    assert choose(game) == [E_bonus(0), E_draw(0, "Gunpowder")]
    assert zones_of(game, 0) == seat(hand=["Gunpowder"], board={
        "green": pile("Sailing", "Clothing"), "yellow": pile("Domestication"), "purple": pile("Enterprise")})
    assert zones_of(game, 1) == seat(board={"red": pile("Colonialism", "Oars"), "purple": pile("Code of Laws")})
    assert zones_of(game, 2) == seat(board={"green": pile("Navigation", "Mapmaking", splay="right"),
                                            "purple": pile("City States")})


@pytest.mark.parametrize("vid", BOTH_WORDINGS)
def test_enterprise_nothing_transferred_no_draw(vid):
    state = {"players": [seat(board={"purple": pile("Enterprise")}),
                         seat(board={"blue": pile("Writing"), "purple": pile("City States")})]}   # 3 crowns
    game = new(vid, state)
    assert dogma(game, "Enterprise") == [E_dogma(0, "Enterprise")]
    assert zones_of(game, 1) == seat(board={"blue": pile("Writing"), "purple": pile("City States")})


# --- Reformation ---------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("vid", BOTH_WORDINGS)
def test_reformation_shared_all_or_nothing_tuck_then_yellow_or_purple_splay(vid):
    state = {"players": [seat(board={"blue": pile("Mathematics"), "yellow": pile("Agriculture", "Masonry"),
                                     "purple": pile("Reformation", "Mysticism")},                # 6 leaves: tuck 3
                              hand=["Oars", "Tools", "Writing", "Calendar"]),
                         seat(board={"blue": pile("Pottery"), "green": pile("Clothing"),
                                     "yellow": pile("Anatomy", "Fermenting")},                    # 8 leaves: tuck 4
                              hand=["Sailing", "Archery"])],
             "supply": {"4": ["Gunpowder"]}}
    game = new(vid, state)
    assert dogma(game, "Reformation") == [E_dogma(0, "Reformation")]
    assert_pending(game, 1, "confirm", ["yes"], 0, 1)
    # four to tuck, two in hand: all of them, no choice of cards; two colours: no order to choose
    assert choose(game, "yes") == [E_tuck(1, "Archery"), E_tuck(1, "Sailing")]
    assert_pending(game, 0, "confirm", ["yes"], 0, 1)
    assert choose(game, "yes") == []
    assert_pending(game, 0, "tuck", ["Oars", "Tools", "Writing", "Calendar"], 3, 3)
    assert choose(game, "Writing", "Oars", "Calendar") == []
    assert_pending(game, 0, "tuck_order", ["Writing", "Calendar"], 2, 2)          # two blue cards
    assert choose(game, "Calendar", "Writing") == [E_tuck(0, "Calendar"), E_tuck(0, "Writing"),
                                                   E_tuck(0, "Oars")]
    assert_pending(game, 1, "splay", ["yellow"], 0, 1)
    assert choose(game, "yellow") == [E_splay(1, "yellow", "right")]
    assert_pending(game, 0, "splay", ["yellow", "purple"], 0, 1)
    assert choose(game, "purple") == [E_splay(0, "purple", "right"), E_bonus(0), E_draw(0, "Gunpowder")]
    assert zones_of(game, 0) == seat(hand=["Tools", "Gunpowder"], board={
        "blue": pile("Mathematics", "Calendar", "Writing"), "red": pile("Oars"),
        "yellow": pile("Agriculture", "Masonry"), "purple": pile("Reformation", "Mysticism", splay="right")})
    assert zones_of(game, 1) == seat(board={"blue": pile("Pottery"), "red": pile("Archery"),
                                            "green": pile("Clothing", "Sailing"),
                                            "yellow": pile("Anatomy", "Fermenting", splay="right")})


@pytest.mark.parametrize("vid", BOTH_WORDINGS)
def test_reformation_declined_tucks_nothing(vid):
    state = {"players": [seat(board={"purple": pile("Reformation")}, hand=["Oars", "Tools"]),     # 3 leaves: 1
                         seat(board={"yellow": pile("Agriculture")}, hand=["Writing"])]}          # 3 leaves: 1
    game = new(vid, state)
    dogma(game, "Reformation")
    assert_pending(game, 1, "confirm", ["yes"], 0, 1)
    assert choose(game) == []
    assert_pending(game, 0, "confirm", ["yes"], 0, 1)
    assert choose(game) == []                     # no splayable yellow or purple: nothing more asked
    assert "pending" not in game.moves()
    assert zones_of(game, 0) == seat(board={"purple": pile("Reformation")}, hand=["Oars", "Tools"])
    assert zones_of(game, 1) == seat(board={"yellow": pile("Agriculture")}, hand=["Writing"])
