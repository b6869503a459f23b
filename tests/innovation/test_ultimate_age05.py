"""The age-5 fourth-edition cards (sets/base_ultimate/age05.py) under the 'ultimate' variant:
each card from an exact position (supply piles listed so every draw is known) to an exact
position, with a shared execution for every non-demand effect and a demanded execution for
every demand, every decision asserted (player, kind, options, min, max) before it is
answered, and card conservation (junked cards included) checked after every move."""

from card_tests import ULTIMATE as VID
from card_tests import VALUES, assert_pending, dogma, pile, settled
from card_tests import achieved_special as E_special
from card_tests import drew as E_draw
from card_tests import junked as E_junk
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

def test_chemistry_shared_splay_then_draw_highest_plus_1_score_it_and_return_a_score_card():
    state = {"players": [seat(board={"blue": pile("Chemistry", "Tools"), "red": pile("Coal")},      # 5 factories
                              score=["Oars"]),
                         seat(board={"red": pile("Machine Tools"), "yellow": pile("Steam Engine")})],  # 5: shares
             "supply": {"1": [], "5": ["Physics"], "6": ["Atomic Theory"], "7": ["Lighting"]}}
    game = new(VID, state)
    assert dogma(game, "Chemistry") == [E_dogma(0, "Chemistry")]           # seat 1 has no blue: not asked
    assert_pending(game, 0, "splay", ["blue"], 0, 1)
    # seat 1: highest top card 6, so a 7; the card just scored is its only one: returned unasked
    assert choose(game, "blue") == [E_splay(0, "blue", "right"),
                                    E_draw(1, "Lighting"), E_score(1, "Lighting"), E_return(1, "Lighting"),
                                    E_draw(0, "Atomic Theory"), E_score(0, "Atomic Theory")]
    assert_pending(game, 0, "return", ["Oars", "Atomic Theory"], 1, 1)
    assert choose(game, "Oars") == [E_return(0, "Oars"), E_bonus(0), E_draw(0, "Physics")]
    settled(game)
    assert zones_of(game, 0) == seat(hand=["Physics"], score=["Atomic Theory"], board={
        "blue": pile("Chemistry", "Tools", splay="right"), "red": pile("Coal")})
    assert zones_of(game, 1) == seat(board={"red": pile("Machine Tools"), "yellow": pile("Steam Engine")})
    assert supply_of(game, 1) == ["Oars"] and supply_of(game, 7) == ["Lighting"] and supply_of(game, 6) == []


# --- Physics --------------------------------------------------------------------------------------

def test_physics_shared_three_6s_kept_or_the_whole_hand_returned_on_a_shared_colour():
    state = {"players": [seat(board={"blue": pile("Physics"), "purple": pile("Philosophy")}, hand=["Tools"]),  # 5
                         seat(board={"blue": pile("Experimentation"), "green": pile("Paper")}, hand=["Oars"])],  # 5
             "supply": {"1": [], "5": ["Coal"],
                        "6": ["Atomic Theory", "Canning", "Democracy", "Encyclopedia", "Metric System",
                              "Classification", "Vaccination"]}}
    game = new(VID, state)
    assert dogma(game, "Physics") == [
        E_dogma(0, "Physics"),
        E_draw(1, "Atomic Theory"), E_draw(1, "Canning"), E_draw(1, "Democracy"),
        E_reveal(1, "Atomic Theory"), E_reveal(1, "Canning"), E_reveal(1, "Democracy"),     # three colours: kept
        E_draw(0, "Encyclopedia"), E_draw(0, "Metric System"), E_draw(0, "Classification"),
        E_reveal(0, "Encyclopedia"), E_reveal(0, "Metric System"), E_reveal(0, "Classification")]
    # two greens: the whole hand goes back, three of its cards to one deck: the player orders them
    assert_pending(game, 0, "return_order", ["Tools", "Encyclopedia", "Metric System", "Classification"], 4, 4)
    assert choose(game, "Classification", "Tools", "Encyclopedia", "Metric System") == [
        E_return(0, "Classification"), E_return(0, "Tools"), E_return(0, "Encyclopedia"),
        E_return(0, "Metric System"), E_bonus(0), E_draw(0, "Coal")]
    settled(game)
    assert zones_of(game, 0) == seat(hand=["Coal"], board={"blue": pile("Physics"), "purple": pile("Philosophy")})
    assert zones_of(game, 1) == seat(hand=["Oars", "Atomic Theory", "Canning", "Democracy"],
                                     board={"blue": pile("Experimentation"), "green": pile("Paper")})
    assert supply_of(game, 6) == ["Vaccination", "Classification", "Encyclopedia", "Metric System"]
    assert supply_of(game, 1) == ["Tools"]


# --- Coal -------------------------------------------------------------------------------------------

def test_coal_shared_tuck_a_5_splay_red_and_score_a_colour_top_card_then_the_new_one():
    state = {"players": [seat(board={"red": pile("Coal", "Oars")}),                                    # 3 factories
                         seat(board={"blue": pile("Chemistry"), "yellow": pile("Steam Engine")})],     # 4: shares
             "supply": {"5": ["Banking", "The Pirate Code", "Physics"]}}
    game = new(VID, state)
    # effect 1 for both; effect 2: seat 1 has no red pile, seat 0 is asked
    assert dogma(game, "Coal") == [E_dogma(0, "Coal"), E_draw(1, "Banking"), E_tuck(1, "Banking"),
                                   E_draw(0, "The Pirate Code"), E_tuck(0, "The Pirate Code")]
    assert_pending(game, 0, "splay", ["red"], 0, 1)
    assert choose(game, "red") == [E_splay(0, "red", "right")]
    assert_pending(game, 1, "color", ["blue", "green", "yellow"], 0, 1)
    assert choose(game, "yellow") == [E_score(1, "Steam Engine")]              # a pile of one: one card
    assert_pending(game, 0, "color", ["red"], 0, 1)
    # two scored; the red pile left with one card loses its splay
    assert choose(game, "red") == [E_score(0, "Coal"), E_score(0, "Oars"), E_bonus(0), E_draw(0, "Physics")]
    settled(game)
    assert zones_of(game, 0) == seat(hand=["Physics"], score=["Coal", "Oars"],
                                     board={"red": pile("The Pirate Code")})
    assert zones_of(game, 1) == seat(score=["Steam Engine"], board={"blue": pile("Chemistry"),
                                                                    "green": pile("Banking")})
    assert supply_of(game, 5) == []


def test_coal_declined_scores_nothing():
    state = {"players": [seat(board={"red": pile("Coal")}), seat()], "supply": {"5": ["Banking"]}}
    game = new(VID, state)
    assert dogma(game, "Coal") == [E_dogma(0, "Coal"), E_draw(0, "Banking"), E_tuck(0, "Banking")]
    assert_pending(game, 0, "color", ["red", "green"], 0, 1)                   # red was 1 card: no splay
    assert choose(game) == []
    settled(game)
    assert zones_of(game, 0) == seat(board={"red": pile("Coal"), "green": pile("Banking")})


# --- The Pirate Code ----------------------------------------------------------------------------------

def test_the_pirate_code_demanded_two_cards_then_shared_score_the_lowest_crown_top_card():
    state = {"players": [seat(board={"red": pile("The Pirate Code"), "green": pile("Sailing"),
                                     "purple": pile("City States")}),                               # 6 crowns
                         seat(board={"red": pile("Archery")},                                       # 0: demanded
                              score=["Oars", "Calendar", "Anatomy", "Chemistry"]),
                         seat(board={"blue": pile("Translation"), "green": pile("Navigation"),
                                     "purple": pile("Code of Laws")})],                             # 8: shares
             "supply": {"5": ["Coal"]}}
    game = new(VID, state, players=3)
    assert dogma(game, "The Pirate Code") == [E_dogma(0, "The Pirate Code")]
    assert_pending(game, 1, "transfer", ["Oars", "Calendar", "Anatomy"], 2, 2)          # the 5 is not offered
    assert choose(game, "Anatomy", "Oars") == [
        E_transfer(1, "Anatomy", "score", 1, "score", 0), E_transfer(1, "Oars", "score", 1, "score", 0),
        E_score(2, "Code of Laws")]                                                      # seat 2: a single lowest
    assert_pending(game, 0, "score", ["Sailing", "City States"], 1, 1)                   # two 1s with a crown
    assert choose(game, "City States") == [E_score(0, "City States"), E_bonus(0), E_draw(0, "Coal")]
    settled(game)
    assert zones_of(game, 0) == seat(hand=["Coal"], score=["Anatomy", "Oars", "City States"],
                                     board={"red": pile("The Pirate Code"), "green": pile("Sailing")})
    assert zones_of(game, 1) == seat(board={"red": pile("Archery")}, score=["Calendar", "Chemistry"])
    assert zones_of(game, 2) == seat(score=["Code of Laws"], board={"blue": pile("Translation"),
                                                                    "green": pile("Navigation")})


def test_the_pirate_code_one_card_is_enough_and_none_means_no_score():
    state = {"players": [seat(board={"red": pile("The Pirate Code")}),
                         seat(board={"red": pile("Archery")}, score=["Chemistry", "Oars"])]}
    game = new(VID, state)
    # the only card of value 4 or less moves unasked; then the launcher scores its only crown top card
    assert dogma(game, "The Pirate Code") == [E_dogma(0, "The Pirate Code"),
                                              E_transfer(1, "Oars", "score", 1, "score", 0),
                                              E_score(0, "The Pirate Code")]
    settled(game)
    assert zones_of(game, 0) == seat(score=["Oars", "The Pirate Code"])
    state = {"players": [seat(board={"red": pile("The Pirate Code")}),
                         seat(board={"red": pile("Archery")}, score=["Chemistry"])]}
    game = new(VID, state)
    assert dogma(game, "The Pirate Code") == [E_dogma(0, "The Pirate Code")]
    assert zones_of(game, 0) == seat(board={"red": pile("The Pirate Code")})
    assert zones_of(game, 1) == seat(board={"red": pile("Archery")}, score=["Chemistry"])


# --- Banking ----------------------------------------------------------------------------------------------

def test_banking_demanded_factory_card_to_my_board_and_a_5_scored_then_shared_green_splay():
    state = {"players": [seat(board={"green": pile("Banking", "Mapmaking")}),                      # 2 crowns
                         seat(board={"red": pile("Coal"), "green": pile("Measurement"),
                                     "yellow": pile("Steam Engine")}),                             # 1: demanded
                         seat(board={"green": pile("Navigation", "Compass")})],                    # 3: shares
             "supply": {"5": ["Physics", "Chemistry"]}}
    game = new(VID, state, players=3)
    assert dogma(game, "Banking") == [E_dogma(0, "Banking")]
    assert_pending(game, 1, "transfer", ["Coal", "Steam Engine"], 1, 1)        # green Measurement excluded
    assert choose(game, "Coal") == [E_transfer(1, "Coal", "board", 1, "board", 0),
                                    E_draw(1, "Physics"), E_score(1, "Physics")]
    assert_pending(game, 2, "splay", ["green"], 0, 1)
    assert choose(game, "green") == [E_splay(2, "green", "right")]
    assert_pending(game, 0, "splay", ["green"], 0, 1)
    assert choose(game, "green") == [E_splay(0, "green", "right"), E_bonus(0), E_draw(0, "Chemistry")]
    settled(game)
    assert zones_of(game, 0) == seat(hand=["Chemistry"], board={"red": pile("Coal"),
                                                                "green": pile("Banking", "Mapmaking", splay="right")})
    assert zones_of(game, 1) == seat(score=["Physics"], board={"green": pile("Measurement"),
                                                               "yellow": pile("Steam Engine")})
    assert zones_of(game, 2) == seat(board={"green": pile("Navigation", "Compass", splay="right")})


# --- Measurement ---------------------------------------------------------------------------------------------

def test_measurement_shared_reveal_and_return_splay_that_colour_right_and_draw_its_size():
    state = {"players": [seat(board={"green": pile("Measurement"), "red": pile("Archery")},      # 3 lightbulbs
                              hand=["Writing", "Oars"]),
                         seat(board={"blue": pile("Experimentation", "Tools")}, hand=["Calendar"])],  # 3: shares
             "supply": {"1": ["Pottery"], "2": ["Mathematics"], "5": ["Coal"]}}
    game = new(VID, state)
    assert dogma(game, "Measurement") == [E_dogma(0, "Measurement")]
    assert_pending(game, 1, "return", ["Calendar"], 0, 1)
    # a blue card: the blue pile of two is splayed right, and a 2 is drawn
    assert choose(game, "Calendar") == [E_reveal(1, "Calendar"), E_return(1, "Calendar"),
                                        E_splay(1, "blue", "right"), E_draw(1, "Mathematics")]
    assert_pending(game, 0, "return", ["Writing", "Oars"], 0, 1)
    # no blue pile: nothing splayed, 0 cards, so a 1 is drawn
    assert choose(game, "Writing") == [E_reveal(0, "Writing"), E_return(0, "Writing"), E_draw(0, "Pottery"),
                                       E_bonus(0), E_draw(0, "Coal")]
    settled(game)
    assert zones_of(game, 0) == seat(hand=["Oars", "Pottery", "Coal"],
                                     board={"red": pile("Archery"), "green": pile("Measurement")})
    assert zones_of(game, 1) == seat(hand=["Mathematics"],
                                     board={"blue": pile("Experimentation", "Tools", splay="right")})
    assert supply_of(game, 1) == ["Writing"] and supply_of(game, 2) == ["Calendar"]


def test_measurement_a_pile_of_one_is_not_splayed_and_draws_a_1_declining_does_nothing():
    state = {"players": [seat(board={"green": pile("Measurement")}, hand=["Sailing", "Clothing"]), seat()],
             "supply": {"1": ["Pottery"]}}
    game = new(VID, state)
    dogma(game, "Measurement")
    assert_pending(game, 0, "return", ["Sailing", "Clothing"], 0, 1)
    assert choose(game, "Sailing") == [E_reveal(0, "Sailing"), E_return(0, "Sailing"), E_draw(0, "Pottery")]
    assert zones_of(game, 0) == seat(hand=["Clothing", "Pottery"], board={"green": pile("Measurement")})
    game = new(VID, state)
    dogma(game, "Measurement")
    assert choose(game) == []
    assert zones_of(game, 0) == seat(hand=["Sailing", "Clothing"], board={"green": pile("Measurement")})


# --- Statistics ------------------------------------------------------------------------------------------------

def test_statistics_demanded_the_launcher_names_a_value_then_shared_yellow_splay():
    state = {"players": [seat(board={"yellow": pile("Statistics", "Agriculture")}),              # 2 leaves
                         seat(board={"red": pile("Archery")},                                   # 0: demanded
                              score=["Oars", "Calendar", "Sailing", "Anatomy"]),
                         seat(board={"yellow": pile("Fermenting", "Canal Building")}),          # 2: shares
                         seat(board={"blue": pile("Writing")}, score=["Mathematics"])],         # 0: demanded
             "supply": {"5": ["Coal"]}}
    game = new(VID, state, players=4)
    assert dogma(game, "Statistics") == [E_dogma(0, "Statistics")]
    assert_pending(game, 0, "value", VALUES, 1, 1)                       # the launcher names it, for seat 1
    assert choose(game, 1) == [E_transfer(1, "Oars", "score", 1, "hand", 1),
                               E_transfer(1, "Sailing", "score", 1, "hand", 1)]
    assert_pending(game, 0, "value", VALUES, 1, 1)                       # then for seat 3
    assert choose(game, 5) == []                                         # no 5 there: nothing moves
    assert_pending(game, 2, "splay", ["yellow"], 0, 1)
    assert choose(game, "yellow") == [E_splay(2, "yellow", "right")]
    assert_pending(game, 0, "splay", ["yellow"], 0, 1)
    assert choose(game) == [E_bonus(0), E_draw(0, "Coal")]
    settled(game)
    assert zones_of(game, 0) == seat(hand=["Coal"], board={"yellow": pile("Statistics", "Agriculture")})
    assert zones_of(game, 1) == seat(hand=["Oars", "Sailing"], board={"red": pile("Archery")},
                                     score=["Calendar", "Anatomy"])
    assert zones_of(game, 2) == seat(board={"yellow": pile("Fermenting", "Canal Building", splay="right")})
    assert zones_of(game, 3) == seat(board={"blue": pile("Writing")}, score=["Mathematics"])


# --- Steam Engine ---------------------------------------------------------------------------------------------

def test_steam_engine_shared_tuck_two_4s_score_the_bottom_yellow_and_junk_the_6s_when_it_is_itself():
    state = {"players": [seat(board={"yellow": pile("Steam Engine")}),                 # 2 factories
                         seat(board={"red": pile("Coal")})],                           # 3: shares
             "supply": {"4": ["Anatomy", "Gunpowder", "Colonialism", "Invention", "Perspective"],
                        "6": ["Canning", "Vaccination"]}}
    game = new(VID, state)
    assert dogma(game, "Steam Engine") == [
        E_dogma(0, "Steam Engine"),
        E_draw(1, "Anatomy"), E_tuck(1, "Anatomy"), E_draw(1, "Gunpowder"), E_tuck(1, "Gunpowder"),
        E_score(1, "Anatomy"),                                                   # not Steam Engine: no junk
        E_draw(0, "Colonialism"), E_tuck(0, "Colonialism"), E_draw(0, "Invention"), E_tuck(0, "Invention"),
        E_score(0, "Steam Engine"), E_junk(0, "Canning"), E_junk(0, "Vaccination"),
        E_bonus(0), E_draw(0, "Perspective")]
    settled(game)
    assert zones_of(game, 0) == seat(hand=["Perspective"], score=["Steam Engine"],
                                     board={"red": pile("Colonialism"), "green": pile("Invention")})
    assert zones_of(game, 1) == seat(score=["Anatomy"], board={"red": pile("Coal", "Gunpowder")})
    assert supply_of(game, 6) == [] and game.state()["junk"] == ["Canning", "Vaccination"]


# --- Astronomy ----------------------------------------------------------------------------------------------------

def test_astronomy_shared_meld_green_and_blue_6s_then_claim_universe():
    state = {"players": [seat(board={"purple": pile("Astronomy")}),                            # 2 lightbulbs
                         seat(board={"blue": pile("Tools"), "red": pile("Archery")})],         # 3: shares
             "supply": {"6": ["Atomic Theory", "Canning", "Classification", "Encyclopedia", "Democracy",
                              "Metric System"]}}
    game = new(VID, state)
    assert dogma(game, "Astronomy") == [
        E_dogma(0, "Astronomy"),
        E_draw(1, "Atomic Theory"), E_reveal(1, "Atomic Theory"), E_meld(1, "Atomic Theory"),   # blue: again
        E_draw(1, "Canning"), E_reveal(1, "Canning"),                                           # yellow: kept
        E_draw(0, "Classification"), E_reveal(0, "Classification"), E_meld(0, "Classification"),
        E_draw(0, "Encyclopedia"), E_reveal(0, "Encyclopedia"), E_meld(0, "Encyclopedia"),
        E_draw(0, "Democracy"), E_reveal(0, "Democracy"),                                       # purple: kept
        # effect 2: seat 1's red Archery is a 1; seat 0's non-purple top cards are both 6s
        E_special(0, "Universe"),
        E_bonus(0), E_draw(0, "Metric System")]
    settled(game)
    assert zones_of(game, 0) == seat(hand=["Democracy", "Metric System"], achievements=["Universe"], board={
        "blue": pile("Encyclopedia"), "green": pile("Classification"), "purple": pile("Astronomy")})
    assert zones_of(game, 1) == seat(hand=["Canning"], board={"blue": pile("Atomic Theory", "Tools"),
                                                              "red": pile("Archery")})
    assert game.state()["achievements"]["special"] == ["Monument", "Empire", "World", "Wonder"]


def test_astronomy_with_only_a_purple_pile_universe_is_claimed_if_still_available():
    state = {"players": [seat(board={"purple": pile("Astronomy")}), seat()],
             "supply": {"6": ["Vaccination"]}}
    game = new(VID, state)
    assert dogma(game, "Astronomy") == [E_dogma(0, "Astronomy"), E_draw(0, "Vaccination"),
                                        E_reveal(0, "Vaccination"), E_special(0, "Universe")]
    state = {"players": [seat(board={"purple": pile("Astronomy")}), seat(achievements=["Universe"])],
             "supply": {"6": ["Vaccination"]}}
    game = new(VID, state)
    assert dogma(game, "Astronomy") == [E_dogma(0, "Astronomy"), E_draw(0, "Vaccination"),
                                        E_reveal(0, "Vaccination")]
    assert zones_of(game, 0)["achievements"] == [] and zones_of(game, 1)["achievements"] == ["Universe"]


# --- Societies -------------------------------------------------------------------------------------------------------

def test_societies_demanded_a_lightbulb_card_higher_than_my_top_card_of_its_colour():
    state = {"players": [seat(board={"blue": pile("Writing"), "purple": pile("Societies")}),        # 3 crowns
                         seat(board={"blue": pile("Mathematics"), "red": pile("Archery"),
                                     "green": pile("Paper")}),                                     # 2: demanded
                         seat(board={"blue": pile("Tools")})],                                     # 0: demanded
             "supply": {"5": ["Coal"]}}
    game = new(VID, state, players=3)
    assert dogma(game, "Societies") == [E_dogma(0, "Societies")]
    # Mathematics (2) beats my Writing (1); I have no red nor green: any value qualifies
    assert_pending(game, 1, "transfer", ["Mathematics", "Archery", "Paper"], 1, 1)
    # seat 2's Tools (1) is not higher than my Writing (1): nothing for seat 2
    assert choose(game, "Paper") == [E_transfer(1, "Paper", "board", 1, "board", 0), E_draw(1, "Coal")]
    settled(game)
    assert zones_of(game, 0) == seat(board={"blue": pile("Writing"), "green": pile("Paper"),
                                            "purple": pile("Societies")})
    assert zones_of(game, 1) == seat(hand=["Coal"], board={"blue": pile("Mathematics"), "red": pile("Archery")})
    assert zones_of(game, 2) == seat(board={"blue": pile("Tools")})
