"""The age-4 fourth-edition cards (sets/base_ultimate/age04.py) under the 'ultimate' variant:
each card from an exact position (supply piles listed so every draw is known) to an exact
position, with a shared execution for every non-demand effect and a demanded execution for
every demand, every decision asserted (player, kind, options, min, max) before it is
answered, and card conservation (junked cards included) checked after every move. The
helpers come from card_tests.py, under the names test_ultimate_age05.py uses too."""

from card_tests import ULTIMATE as VID
from card_tests import achieved_special as E_special
from card_tests import assert_pending, dogma, pile, settled
from card_tests import drew as E_draw
from card_tests import junked as E_junk
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

# --- Experimentation -------------------------------------------------------------------------

def test_experimentation_shared_each_player_draws_and_melds_a_5():
    state = {"players": [seat(board={"blue": pile("Experimentation")}),               # 3 lightbulbs
                         seat(board={"purple": pile("Philosophy")})],                 # 3: shares
             "supply": {"5": ["Chemistry", "Coal", "Banking"]}}
    game = new(VID, state)
    assert dogma(game, "Experimentation") == [
        E_dogma(0, "Experimentation"),
        E_draw(1, "Chemistry"), E_meld(1, "Chemistry"),
        E_draw(0, "Coal"), E_meld(0, "Coal"),
        E_bonus(0), E_draw(0, "Banking")]                                             # draw age 5 (Coal)
    settled(game)
    assert zones_of(game, 0) == seat(hand=["Banking"], board={"blue": pile("Experimentation"),
                                                              "red": pile("Coal")})
    assert zones_of(game, 1) == seat(board={"blue": pile("Chemistry"), "purple": pile("Philosophy")})
    assert supply_of(game, 5) == []


def test_experimentation_not_shared_with_fewer_lightbulbs():
    state = {"players": [seat(board={"blue": pile("Experimentation")}),
                         seat(board={"blue": pile("Tools")})],                        # 2 lightbulbs
             "supply": {"5": ["Physics", "Coal"]}}
    game = new(VID, state)
    assert dogma(game, "Experimentation") == [E_dogma(0, "Experimentation"), E_draw(0, "Physics"),
                                              E_meld(0, "Physics")]
    assert zones_of(game, 0) == seat(board={"blue": pile("Physics", "Experimentation")})
    assert zones_of(game, 1) == seat(board={"blue": pile("Tools")})
    assert supply_of(game, 5) == ["Coal"]


# --- Printing Press ----------------------------------------------------------------------------

def test_printing_press_shared_return_a_score_card_draw_purple_plus_2_then_splay_blue():
    state = {"players": [
        seat(board={"blue": pile("Printing Press", "Tools"), "purple": pile("Philosophy")},     # 5 lightbulbs
             score=["Oars", "Calendar"]),
        seat(board={"blue": pile("Experimentation", "Writing"), "green": pile("Paper")},       # 5: shares
             score=["Sailing"])],
        "supply": {"1": ["Agriculture"], "2": ["Mathematics", "Monotheism"], "4": ["Anatomy", "Enterprise"]}}
    game = new(VID, state)
    assert dogma(game, "Printing Press") == [E_dogma(0, "Printing Press")]
    assert_pending(game, 1, "return", ["Sailing"], 0, 1)              # optional: asked even for one card
    assert choose(game, "Sailing") == [E_return(1, "Sailing"), E_draw(1, "Mathematics")]    # no purple: 0 + 2
    assert_pending(game, 0, "return", ["Oars", "Calendar"], 0, 1)
    assert choose(game, "Calendar") == [E_return(0, "Calendar"), E_draw(0, "Anatomy")]      # Philosophy 2 + 2
    assert_pending(game, 1, "splay", ["blue"], 0, 1)
    assert choose(game) == []                                                                # declined
    assert_pending(game, 0, "splay", ["blue"], 0, 1)
    assert choose(game, "blue") == [E_splay(0, "blue", "right"), E_bonus(0), E_draw(0, "Enterprise")]
    settled(game)
    assert zones_of(game, 0) == seat(hand=["Anatomy", "Enterprise"], score=["Oars"],
                                     board={"blue": pile("Printing Press", "Tools", splay="right"),
                                            "purple": pile("Philosophy")})
    assert zones_of(game, 1) == seat(hand=["Mathematics"], board={"blue": pile("Experimentation", "Writing"),
                                                                  "green": pile("Paper")})
    assert supply_of(game, 1) == ["Agriculture", "Sailing"]
    assert supply_of(game, 2) == ["Monotheism", "Calendar"]
    assert supply_of(game, 4) == []


def test_printing_press_declined_draws_nothing_and_a_lone_blue_card_is_not_offered_a_splay():
    state = {"players": [seat(board={"blue": pile("Printing Press")}, score=["Oars"]), seat()],
             "supply": {"2": ["Mathematics"]}}
    game = new(VID, state)
    assert dogma(game, "Printing Press") == [E_dogma(0, "Printing Press")]
    assert_pending(game, 0, "return", ["Oars"], 0, 1)
    assert choose(game) == []
    settled(game)
    assert zones_of(game, 0) == seat(board={"blue": pile("Printing Press")}, score=["Oars"])
    assert supply_of(game, 2) == ["Mathematics"]


# --- Colonialism ---------------------------------------------------------------------------------

def test_colonialism_shared_tucks_3s_while_they_have_a_crown_and_a_green_one_junks_the_5_deck():
    state = {"players": [seat(board={"red": pile("Colonialism")}),                     # 2 factories
                         seat(board={"red": pile("Coal")})],                           # 3: shares
             "supply": {"3": ["Compass", "Alchemy", "Optics", "Paper", "Engineering", "Translation"],
                        "4": ["Anatomy"], "5": ["Chemistry", "Banking"]}}
    game = new(VID, state)
    assert dogma(game, "Colonialism") == [
        E_dogma(0, "Colonialism"),
        E_draw(1, "Compass"), E_tuck(1, "Compass"),                   # green: junk the 5 deck; crown: again
        E_junk(1, "Chemistry"), E_junk(1, "Banking"),
        E_draw(1, "Alchemy"), E_tuck(1, "Alchemy"),                   # no crown: stop
        E_draw(0, "Optics"), E_tuck(0, "Optics"),                     # crown: again
        E_draw(0, "Paper"), E_tuck(0, "Paper"),                       # green (the 5 deck is already empty), crown
        E_draw(0, "Engineering"), E_tuck(0, "Engineering"),           # no crown: stop
        E_bonus(0), E_draw(0, "Anatomy")]
    settled(game)
    assert zones_of(game, 0) == seat(hand=["Anatomy"], board={"red": pile("Colonialism", "Optics", "Engineering"),
                                                              "green": pile("Paper")})
    assert zones_of(game, 1) == seat(board={"blue": pile("Alchemy"), "red": pile("Coal"), "green": pile("Compass")})
    assert supply_of(game, 3) == ["Translation"]
    assert supply_of(game, 5) == []
    assert game.state()["junk"] == ["Chemistry", "Banking"]


def test_colonialism_goes_on_into_the_4_deck_when_the_3s_run_out():
    state = {"players": [seat(board={"red": pile("Colonialism")}), seat()],
             "supply": {"3": ["Translation"], "4": ["Navigation", "Anatomy"], "5": ["Coal"]}}
    game = new(VID, state)
    assert dogma(game, "Colonialism") == [
        E_dogma(0, "Colonialism"), E_draw(0, "Translation"), E_tuck(0, "Translation"),
        E_draw(0, "Navigation", 4), E_tuck(0, "Navigation"),          # green with a crown: junk the 5s, again
        E_junk(0, "Coal"),
        E_draw(0, "Anatomy", 4), E_tuck(0, "Anatomy")]
    assert zones_of(game, 0) == seat(board={"blue": pile("Translation"), "red": pile("Colonialism"),
                                            "green": pile("Navigation"), "yellow": pile("Anatomy")})
    assert game.state()["junk"] == ["Coal"]


# --- Gunpowder ---------------------------------------------------------------------------------------

def test_gunpowder_demanded_castle_card_to_my_score_then_shared_draw_and_score_a_2():
    state = {"players": [seat(board={"red": pile("Gunpowder")}),                             # 2 factories
                         seat(board={"red": pile("Archery"), "green": pile("The Wheel")}),   # 0: demanded
                         seat(board={"red": pile("Coal")})],                                 # 3: shares
             "supply": {"2": ["Calendar", "Mathematics"], "4": ["Anatomy"]}}
    game = new(VID, state, players=3)
    assert dogma(game, "Gunpowder") == [E_dogma(0, "Gunpowder")]
    assert_pending(game, 1, "transfer", ["Archery", "The Wheel"], 1, 1)
    assert choose(game, "The Wheel") == [
        E_transfer(1, "The Wheel", "board", 1, "score", 0),
        E_draw(2, "Calendar"), E_score(2, "Calendar"),
        E_draw(0, "Mathematics"), E_score(0, "Mathematics"),
        E_bonus(0), E_draw(0, "Anatomy")]
    settled(game)
    assert zones_of(game, 0) == seat(hand=["Anatomy"], board={"red": pile("Gunpowder")},
                                     score=["The Wheel", "Mathematics"])
    assert zones_of(game, 1) == seat(board={"red": pile("Archery")})
    assert zones_of(game, 2) == seat(board={"red": pile("Coal")}, score=["Calendar"])


def test_gunpowder_without_a_transfer_the_second_effect_does_nothing():
    state = {"players": [seat(board={"red": pile("Gunpowder")}),
                         seat(board={"blue": pile("Writing")}),                   # no castle on top
                         seat(board={"red": pile("Coal")})],
             "supply": {"2": ["Calendar"]}}
    game = new(VID, state, players=3)
    assert dogma(game, "Gunpowder") == [E_dogma(0, "Gunpowder")]
    assert [zones_of(game, s) for s in range(3)] == [seat(board={"red": pile("Gunpowder")}),
                                                     seat(board={"blue": pile("Writing")}),
                                                     seat(board={"red": pile("Coal")})]
    assert supply_of(game, 2) == ["Calendar"]


# --- Invention ------------------------------------------------------------------------------------------

INVENTION_BOARD = {"blue": pile("Printing Press", "Tools", splay="left"),
                   "red": pile("Colonialism", "Oars", splay="up"),
                   "green": pile("Invention", "Sailing", splay="right"),
                   "yellow": pile("Perspective", "Agriculture", splay="left"),
                   "purple": pile("Reformation", "Mysticism", splay="up")}            # 7 lightbulbs


def test_invention_shared_left_to_right_draw_and_score_a_4_then_wonder_with_a_left_splay():
    state = {"players": [seat(board=INVENTION_BOARD),
                         seat(board={"blue": pile("Experimentation", "Writing", splay="left"),
                                     "green": pile("Paper"), "purple": pile("Philosophy")})],   # 8: shares
             "supply": {"4": ["Anatomy", "Navigation", "Enterprise"]}}
    game = new(VID, state)
    assert dogma(game, "Invention") == [E_dogma(0, "Invention")]
    assert_pending(game, 1, "splay", ["blue"], 0, 1)
    assert choose(game, "blue") == [E_splay(1, "blue", "right"), E_draw(1, "Anatomy"), E_score(1, "Anatomy")]
    assert_pending(game, 0, "splay", ["blue", "yellow"], 0, 1)
    # blue stays splayed left: Wonder's own condition (right, up or aslant) is not met, Invention's is
    assert choose(game, "yellow") == [E_splay(0, "yellow", "right"), E_draw(0, "Navigation"),
                                      E_score(0, "Navigation"), E_special(0, "Wonder"),
                                      E_bonus(0), E_draw(0, "Enterprise")]
    settled(game)
    assert zones_of(game, 0) == seat(hand=["Enterprise"], score=["Navigation"], achievements=["Wonder"],
                                     board={**INVENTION_BOARD,
                                            "yellow": pile("Perspective", "Agriculture", splay="right")})
    assert zones_of(game, 1) == seat(score=["Anatomy"], board={
        "blue": pile("Experimentation", "Writing", splay="right"), "green": pile("Paper"),
        "purple": pile("Philosophy")})
    assert game.state()["achievements"]["special"] == ["Monument", "Empire", "World", "Universe"]


def test_invention_declined_and_an_unsplayed_colour_means_no_wonder():
    board = {**INVENTION_BOARD, "red": pile("Colonialism")}
    game = new(VID, {"players": [seat(board=board), seat()], "supply": {"4": ["Anatomy"]}})
    assert dogma(game, "Invention") == [E_dogma(0, "Invention")]
    assert_pending(game, 0, "splay", ["blue", "yellow"], 0, 1)
    assert choose(game) == []
    settled(game)
    assert zones_of(game, 0) == seat(board=board)
    assert "Wonder" in game.state()["achievements"]["special"] and supply_of(game, 4) == ["Anatomy"]


# --- Navigation ------------------------------------------------------------------------------------------

def test_navigation_demanded_a_2_or_3_from_each_affected_score_pile():
    state = {"players": [seat(board={"green": pile("Navigation")}),                           # 3 crowns
                         seat(board={"blue": pile("Tools")}, score=["Calendar", "Optics", "Agriculture", "Anatomy"]),
                         seat(board={"red": pile("Archery")}, score=["Oars", "Mathematics"]),
                         seat(board={"blue": pile("Translation")}, score=["Paper"])],         # 3 crowns: safe
             "supply": {}}
    game = new(VID, state, players=4)
    assert dogma(game, "Navigation") == [E_dogma(0, "Navigation")]
    assert_pending(game, 1, "transfer", ["Calendar", "Optics"], 1, 1)
    assert choose(game, "Optics") == [E_transfer(1, "Optics", "score", 1, "score", 0),
                                      E_transfer(2, "Mathematics", "score", 2, "score", 0)]     # the only one
    settled(game)
    assert zones_of(game, 0) == seat(board={"green": pile("Navigation")}, score=["Optics", "Mathematics"])
    assert zones_of(game, 1) == seat(board={"blue": pile("Tools")}, score=["Calendar", "Agriculture", "Anatomy"])
    assert zones_of(game, 2) == seat(board={"red": pile("Archery")}, score=["Oars"])
    assert zones_of(game, 3) == seat(board={"blue": pile("Translation")}, score=["Paper"])


def test_navigation_no_2_or_3_nothing_moves():
    state = {"players": [seat(board={"green": pile("Navigation")}),
                         seat(board={"blue": pile("Tools")}, score=["Agriculture", "Anatomy"])]}
    game = new(VID, state)
    assert dogma(game, "Navigation") == [E_dogma(0, "Navigation")]
    settled(game)
    assert zones_of(game, 1) == seat(board={"blue": pile("Tools")}, score=["Agriculture", "Anatomy"])
    assert zones_of(game, 0) == seat(board={"green": pile("Navigation")})


# --- Anatomy -----------------------------------------------------------------------------------------------

def test_anatomy_demanded_return_a_score_card_then_a_top_card_of_its_value_then_junk_the_4_deck():
    state = {"players": [seat(board={"yellow": pile("Anatomy")}),                              # 3 leaves
                         seat(board={"red": pile("Archery"), "blue": pile("Mathematics"),      # 0 leaves
                                     "purple": pile("Philosophy", "Mysticism")}, score=["Oars", "Calendar"]),
                         seat(board={"blue": pile("Writing")}, score=["Translation"])],         # 0 leaves
             "supply": {"1": ["Tools"], "2": ["Monotheism"], "3": ["Paper"], "4": ["Colonialism", "Gunpowder"]}}
    game = new(VID, state, players=3)
    assert dogma(game, "Anatomy") == [E_dogma(0, "Anatomy")]
    assert_pending(game, 1, "return", ["Oars", "Calendar"], 1, 1)
    assert choose(game, "Calendar") == [E_return(1, "Calendar")]
    assert_pending(game, 1, "return", ["Mathematics", "Philosophy"], 1, 1)
    # seat 1 did both: the 4 deck is junked; seat 2 returns its only score card (a 3) but has no
    # top card of value 3: no second return, no junk
    assert choose(game, "Philosophy") == [E_return(1, "Philosophy"), E_junk(1, "Colonialism"),
                                          E_junk(1, "Gunpowder"), E_return(2, "Translation")]
    settled(game)
    assert zones_of(game, 0) == seat(board={"yellow": pile("Anatomy")})
    assert zones_of(game, 1) == seat(board={"red": pile("Archery"), "blue": pile("Mathematics"),
                                            "purple": pile("Mysticism")}, score=["Oars"])
    assert zones_of(game, 2) == seat(board={"blue": pile("Writing")})
    assert supply_of(game, 2) == ["Monotheism", "Calendar", "Philosophy"]
    assert supply_of(game, 3) == ["Paper", "Translation"]
    assert supply_of(game, 4) == []
    assert game.state()["junk"] == ["Colonialism", "Gunpowder"]


def test_anatomy_empty_score_pile_nothing_happens():
    state = {"players": [seat(board={"yellow": pile("Anatomy")}), seat(board={"blue": pile("Writing")})],
             "supply": {"4": ["Colonialism"]}}
    game = new(VID, state)
    assert dogma(game, "Anatomy") == [E_dogma(0, "Anatomy")]
    settled(game)
    assert zones_of(game, 1) == seat(board={"blue": pile("Writing")})
    assert supply_of(game, 4) == ["Colonialism"] and game.state()["junk"] == []


# --- Perspective --------------------------------------------------------------------------------------------

def test_perspective_shared_return_then_score_one_card_per_colour_showing_a_lightbulb():
    state = {"players": [seat(board={"blue": pile("Experimentation"),                           # 6 lightbulbs in
                                     "red": pile("Coal", "Colonialism", splay="up"),            # blue, red (splay)
                                     "yellow": pile("Perspective"), "green": pile("The Wheel")},  # and yellow
                              hand=["Oars", "Sailing", "Mathematics", "Tools", "Writing"]),
                         seat(board={"purple": pile("Philosophy"), "green": pile("Paper"),      # 6 lightbulbs
                                     "red": pile("Archery")},                                   # in 3 colours
                              hand=["Agriculture", "Pottery", "Clothing"])],
             "supply": {"1": [], "5": ["Banking"]}}
    game = new(VID, state)
    assert dogma(game, "Perspective") == [E_dogma(0, "Perspective")]
    assert_pending(game, 1, "return", ["Agriculture", "Pottery", "Clothing"], 0, 1)
    # three colours: score 3 cards, but only two are left: both are scored without asking
    assert choose(game, "Pottery") == [E_return(1, "Pottery"), E_score(1, "Agriculture"), E_score(1, "Clothing")]
    assert_pending(game, 0, "return", ["Oars", "Sailing", "Mathematics", "Tools", "Writing"], 0, 1)
    assert choose(game, "Oars") == [E_return(0, "Oars")]
    assert_pending(game, 0, "score", ["Sailing", "Mathematics", "Tools", "Writing"], 3, 3)
    assert choose(game, "Tools", "Mathematics", "Sailing") == [
        E_score(0, "Tools"), E_score(0, "Mathematics"), E_score(0, "Sailing"), E_bonus(0), E_draw(0, "Banking")]
    settled(game)
    assert zones_of(game, 0) == seat(hand=["Writing", "Banking"], score=["Tools", "Mathematics", "Sailing"],
                                     board={"blue": pile("Experimentation"),
                                            "red": pile("Coal", "Colonialism", splay="up"),
                                            "green": pile("The Wheel"), "yellow": pile("Perspective")})
    assert zones_of(game, 1) == seat(score=["Agriculture", "Clothing"], board={
        "red": pile("Archery"), "green": pile("Paper"), "purple": pile("Philosophy")})
    assert supply_of(game, 1) == ["Pottery", "Oars"]


def test_perspective_declined_changes_nothing():
    state = {"players": [seat(board={"yellow": pile("Perspective")}, hand=["Oars", "Sailing"]), seat()]}
    game = new(VID, state)
    dogma(game, "Perspective")
    assert_pending(game, 0, "return", ["Oars", "Sailing"], 0, 1)
    assert choose(game) == []
    settled(game)
    assert zones_of(game, 0) == seat(board={"yellow": pile("Perspective")}, hand=["Oars", "Sailing"])


# --- Enterprise -----------------------------------------------------------------------------------------------

def test_enterprise_demanded_crown_card_to_my_board_and_a_4_melded_then_shared_green_splay():
    state = {"players": [seat(board={"purple": pile("Enterprise"), "green": pile("Sailing", "Clothing")}),   # 5
                         seat(board={"red": pile("Oars"), "yellow": pile("Domestication"),
                                     "purple": pile("Code of Laws")}),                                       # 4
                         seat(board={"green": pile("Navigation", "Mapmaking"), "purple": pile("City States")})],  # 5
             "supply": {"4": ["Colonialism", "Gunpowder"]}}
    game = new(VID, state, players=3)
    assert dogma(game, "Enterprise") == [E_dogma(0, "Enterprise")]
    assert_pending(game, 1, "transfer", ["Oars", "Domestication"], 1, 1)          # purple Code of Laws excluded
    assert choose(game, "Domestication") == [E_transfer(1, "Domestication", "board", 1, "board", 0),
                                             E_draw(1, "Colonialism"), E_meld(1, "Colonialism")]
    assert_pending(game, 2, "splay", ["green"], 0, 1)
    assert choose(game, "green") == [E_splay(2, "green", "right")]
    assert_pending(game, 0, "splay", ["green"], 0, 1)
    assert choose(game) == [E_bonus(0), E_draw(0, "Gunpowder")]
    settled(game)
    assert zones_of(game, 0) == seat(hand=["Gunpowder"], board={
        "green": pile("Sailing", "Clothing"), "yellow": pile("Domestication"), "purple": pile("Enterprise")})
    assert zones_of(game, 1) == seat(board={"red": pile("Colonialism", "Oars"), "purple": pile("Code of Laws")})
    assert zones_of(game, 2) == seat(board={"green": pile("Navigation", "Mapmaking", splay="right"),
                                            "purple": pile("City States")})


def test_enterprise_nothing_transferred_no_draw():
    state = {"players": [seat(board={"purple": pile("Enterprise")}),
                         seat(board={"blue": pile("Writing"), "purple": pile("City States")})],   # crowns: purple
             "supply": {"4": ["Colonialism"]}}
    game = new(VID, state)
    assert dogma(game, "Enterprise") == [E_dogma(0, "Enterprise")]
    settled(game)
    assert zones_of(game, 1) == seat(board={"blue": pile("Writing"), "purple": pile("City States")})
    assert supply_of(game, 4) == ["Colonialism"]


# --- Reformation -------------------------------------------------------------------------------------------------

def test_reformation_shared_splay_then_tuck_one_card_per_splayed_colour():
    state = {"players": [seat(board={"blue": pile("Mathematics", "Translation", splay="left"),
                                     "yellow": pile("Agriculture", "Masonry"),
                                     "purple": pile("Reformation", "Mysticism")},               # 6 leaves
                              hand=["Oars", "Tools", "Writing", "Pottery"]),
                         seat(board={"blue": pile("Calendar"), "green": pile("Clothing"),
                                     "yellow": pile("Anatomy", "Fermenting")},                   # 7 leaves
                              hand=["Sailing", "Archery"])],
             "supply": {"4": ["Gunpowder"]}}
    game = new(VID, state)
    assert dogma(game, "Reformation") == [E_dogma(0, "Reformation")]
    assert_pending(game, 1, "splay", ["yellow"], 0, 1)
    assert choose(game, "yellow") == [E_splay(1, "yellow", "right")]
    assert_pending(game, 0, "splay", ["yellow", "purple"], 0, 1)
    assert choose(game, "purple") == [E_splay(0, "purple", "right")]
    # seat 1: one splayed colour, one card to tuck out of two
    assert_pending(game, 1, "confirm", ["yes", "no"], 1, 1)
    assert choose(game, "yes") == []
    assert_pending(game, 1, "tuck", ["Sailing", "Archery"], 1, 1)
    assert choose(game, "Archery") == [E_tuck(1, "Archery")]
    # seat 0: blue (left) and purple (right) are splayed: two cards
    assert_pending(game, 0, "confirm", ["yes", "no"], 1, 1)
    assert choose(game, "yes") == []
    assert_pending(game, 0, "tuck", ["Oars", "Tools", "Writing", "Pottery"], 2, 2)
    assert choose(game, "Writing", "Tools") == []
    assert_pending(game, 0, "tuck_order", ["Tools", "Writing"], 2, 2)             # both go under blue
    assert choose(game, "Writing", "Tools") == [E_tuck(0, "Writing"), E_tuck(0, "Tools"),
                                                E_bonus(0), E_draw(0, "Gunpowder")]
    settled(game)
    assert zones_of(game, 0) == seat(hand=["Oars", "Pottery", "Gunpowder"], board={
        "blue": pile("Mathematics", "Translation", "Writing", "Tools", splay="left"),
        "yellow": pile("Agriculture", "Masonry"), "purple": pile("Reformation", "Mysticism", splay="right")})
    assert zones_of(game, 1) == seat(hand=["Sailing"], board={
        "blue": pile("Calendar"), "red": pile("Archery"), "green": pile("Clothing"),
        "yellow": pile("Anatomy", "Fermenting", splay="right")})


def test_reformation_declined_tucks_nothing_and_nothing_is_asked_without_a_splayed_colour():
    state = {"players": [seat(board={"purple": pile("Reformation", "Mysticism", splay="right")},
                              hand=["Oars", "Tools"]),
                         seat(board={"yellow": pile("Agriculture")}, hand=["Writing"])]}      # 3 leaves: shares
    game = new(VID, state)
    assert dogma(game, "Reformation") == [E_dogma(0, "Reformation")]
    # effect 1: seat 1 has no pile of two, seat 0's purple is already right: nothing to splay;
    # effect 2: seat 1 has no splayed colour, seat 0 has one
    assert_pending(game, 0, "confirm", ["yes", "no"], 1, 1)
    assert choose(game, "no") == []
    settled(game)
    assert zones_of(game, 0) == seat(board={"purple": pile("Reformation", "Mysticism", splay="right")},
                                     hand=["Oars", "Tools"])
    assert zones_of(game, 1) == seat(board={"yellow": pile("Agriculture")}, hand=["Writing"])
