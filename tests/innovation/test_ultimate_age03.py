"""The age-3 cards of the fourth edition (engine/innovation/sets/base_ultimate/age03.py) on the
`ultimate` variant: each card from an exact position to the exact position after, with a
shared execution and (for demands) a demanded execution, every decision asserted (player,
kind, options, min, max) before it is answered, and card conservation checked after every
move by the `play` / `choose` helpers."""

from card_tests import SPECIALS, asks, dogma, idle, pile, supply
from card_tests import achieved_special as ev_special
from card_tests import drew as ev_draw
from card_tests import junked as ev_junk
from card_tests import melded as ev_meld
from card_tests import player as P
from card_tests import returned as ev_return
from card_tests import revealed as ev_reveal
from card_tests import scored as ev_score
from card_tests import share_bonus as ev_bonus
from card_tests import splayed as ev_splay
from card_tests import started as ev_dogma
from card_tests import transferred as ev_transfer
from card_tests import ultimate_game as game_of
from card_tests import zones as seat
from innovation_helpers import choose

# --- Alchemy ---------------------------------------------------------------------------------------------

def test_alchemy_shared_a_red_card_returns_the_whole_hand_in_the_chosen_order_ultimate():
    state = {"players": [
        {"board": {"blue": pile("Alchemy"), "yellow": pile("Masonry")}, "hand": ["Oars"]},           # 5 castles
        {"board": {"red": pile("Metalworking"), "green": pile("The Wheel")}, "hand": ["Sailing"]},   # 6: shares
    ], "supply": {"1": [], "4": ["Colonialism", "Navigation", "Perspective", "Invention"]}}
    game = game_of(state)
    assert dogma(game, "Alchemy") == [ev_dogma(0, "Alchemy"),
                                      ev_draw(1, "Colonialism"), ev_reveal(1, "Colonialism"),
                                      ev_draw(1, "Navigation"), ev_reveal(1, "Navigation")]
    asks(game, 1, "return_order", ["Sailing", "Colonialism", "Navigation"], 3, 3)     # two 4s: one deck
    assert choose(game, "Navigation", "Sailing", "Colonialism") == [
        ev_return(1, "Navigation"), ev_return(1, "Sailing"), ev_return(1, "Colonialism"),
        ev_draw(0, "Perspective"), ev_reveal(0, "Perspective"), ev_draw(0, "Invention"), ev_reveal(0, "Invention")]
    asks(game, 0, "meld", ["Oars", "Perspective", "Invention"], 1, 1)                # the sharer's hand is empty
    assert choose(game, "Invention") == [ev_meld(0, "Invention")]
    asks(game, 0, "score", ["Oars", "Perspective"], 1, 1)
    assert choose(game, "Oars") == [ev_score(0, "Oars"), ev_bonus(0), ev_draw(0, "Navigation")]
    idle(game)
    assert seat(game, 0) == P(hand=["Perspective", "Navigation"], score=["Oars"], board={
        "blue": pile("Alchemy"), "yellow": pile("Masonry"), "green": pile("Invention")})
    assert seat(game, 1) == P(board={"red": pile("Metalworking"), "green": pile("The Wheel")})
    assert supply(game, 1) == ["Sailing"] and supply(game, 4) == ["Colonialism"]


def test_alchemy_counts_colours_showing_a_castle_a_splay_included_ultimate():
    # 3 visible castles (a 3rd-edition Alchemy would draw once) in 2 colours: two draws
    state = {"players": [
        {"board": {"blue": pile("Alchemy"), "yellow": pile("Agriculture", "Masonry", splay="left")}}, {}],
        "supply": {"4": ["Perspective", "Invention"]}}
    game = game_of(state)
    assert dogma(game, "Alchemy") == [ev_dogma(0, "Alchemy"), ev_draw(0, "Perspective"), ev_reveal(0, "Perspective"),
                                      ev_draw(0, "Invention"), ev_reveal(0, "Invention")]
    asks(game, 0, "meld", ["Perspective", "Invention"], 1, 1)
    assert choose(game, "Perspective") == [ev_meld(0, "Perspective"), ev_score(0, "Invention")]
    idle(game)
    assert seat(game, 0) == P(score=["Invention"], board={
        "blue": pile("Alchemy"), "yellow": pile("Perspective", "Agriculture", "Masonry", splay="left")})
    assert supply(game, 4) == []


# --- Translation -----------------------------------------------------------------------------------------

def test_translation_shared_declined_then_the_whole_score_pile_melded_in_order_and_world_ultimate():
    state = {"players": [
        {"board": {"blue": pile("Translation")}, "score": ["Oars", "Archery", "Sailing"]},         # 3 crowns
        {"board": {"purple": pile("Code of Laws"), "green": pile("Clothing"), "blue": pile("Pottery")},
         "score": ["Tools"]},                                                                      # 3: shares
    ]}
    game = game_of(state)
    assert dogma(game, "Translation") == [ev_dogma(0, "Translation")]
    asks(game, 1, "confirm", ["yes", "no"], 1, 1)
    assert choose(game, "no") == []
    asks(game, 0, "confirm", ["yes", "no"], 1, 1)
    assert choose(game, "yes") == []
    asks(game, 0, "meld_order", ["Oars", "Archery", "Sailing"], 3, 3)
    # the sharer's Pottery has no crown: no World for them
    assert choose(game, "Archery", "Sailing", "Oars") == [ev_meld(0, "Archery"), ev_meld(0, "Sailing"),
                                                          ev_meld(0, "Oars"), ev_special(0, "World")]
    idle(game)
    assert seat(game, 0) == P(achievements=["World"], board={
        "blue": pile("Translation"), "red": pile("Oars", "Archery"), "green": pile("Sailing")})
    assert seat(game, 1) == P(score=["Tools"], board={
        "purple": pile("Code of Laws"), "green": pile("Clothing"), "blue": pile("Pottery")})
    assert game.state()["achievements"]["special"] == ["Monument", "Empire", "Wonder", "Universe"]


def test_translation_the_sharer_melds_and_claims_world_first_ultimate():
    state = {"players": [
        {"board": {"blue": pile("Translation")}},                                                 # 3 crowns
        {"board": {"purple": pile("Code of Laws"), "green": pile("Sailing")}, "score": ["Oars"]},  # 4: shares
    ], "supply": {"3": ["Optics"]}}
    game = game_of(state)
    assert dogma(game, "Translation") == [ev_dogma(0, "Translation")]
    asks(game, 1, "confirm", ["yes", "no"], 1, 1)
    # one card: no order; the launcher's score pile is empty: no question; World is gone
    assert choose(game, "yes") == [ev_meld(1, "Oars"), ev_special(1, "World"), ev_bonus(0), ev_draw(0, "Optics")]
    idle(game)
    assert seat(game, 1) == P(achievements=["World"], board={
        "purple": pile("Code of Laws"), "green": pile("Sailing"), "red": pile("Oars")})
    assert seat(game, 0) == P(hand=["Optics"], board={"blue": pile("Translation")})
    assert supply(game, 3) == []


# --- Engineering -----------------------------------------------------------------------------------------

def test_engineering_demanded_top_castle_cards_then_shared_red_splay_ultimate():
    state = {"players": [
        {"board": {"red": pile("Engineering", "Metalworking"), "yellow": pile("Masonry")}},           # 5 castles
        {"board": {"blue": pile("Tools"), "red": pile("Oars", "Archery"), "green": pile("Sailing")}},  # 3: affected
        {"board": {"red": pile("Construction", "Road Building"), "purple": pile("Mysticism")}},       # 6: shares
    ], "supply": {"3": ["Optics"]}}
    game = game_of(state, players=3)
    # one card per colour (Archery, uncovered, stays); Sailing has no castle
    assert dogma(game, "Engineering") == [ev_dogma(0, "Engineering"),
                                          ev_transfer(1, "Tools", ("board", 1), ("score", 0)),
                                          ev_transfer(1, "Oars", ("board", 1), ("score", 0))]
    asks(game, 2, "splay", ["red"], 0, 1)
    assert choose(game, "red") == [ev_splay(2, "red")]
    asks(game, 0, "splay", ["red"], 0, 1)
    assert choose(game, "red") == [ev_splay(0, "red"), ev_bonus(0), ev_draw(0, "Optics")]
    idle(game)
    assert seat(game, 0) == P(hand=["Optics"], score=["Tools", "Oars"], board={
        "red": pile("Engineering", "Metalworking", splay="left"), "yellow": pile("Masonry")})
    assert seat(game, 1) == P(board={"red": pile("Archery"), "green": pile("Sailing")})
    assert seat(game, 2) == P(board={"red": pile("Construction", "Road Building", splay="left"),
                                     "purple": pile("Mysticism")})
    assert supply(game, 3) == []


def test_engineering_no_castle_on_top_and_the_splay_declined_ultimate():
    state = {"players": [{"board": {"red": pile("Engineering", "Metalworking")}},
                         {"board": {"green": pile("Sailing")}}]}
    game = game_of(state)
    assert dogma(game, "Engineering") == [ev_dogma(0, "Engineering")]
    asks(game, 0, "splay", ["red"], 0, 1)
    assert choose(game) == []
    idle(game)
    assert seat(game, 0) == P(board={"red": pile("Engineering", "Metalworking")})
    assert seat(game, 1) == P(board={"green": pile("Sailing")})


# --- Optics --------------------------------------------------------------------------------------------

def test_optics_shared_a_crown_scores_a_4_no_crown_gives_a_score_card_to_a_lower_opponent_ultimate():
    state = {"players": [
        {"board": {"red": pile("Optics")}, "score": ["Tools", "Calendar"]},                        # 3 crowns, 3 points
        {"board": {"green": pile("Sailing"), "purple": pile("Code of Laws")}},                    # 4: shares
        {},                                                                                       # 0 points
    ], "supply": {"3": ["Translation", "Alchemy", "Paper"], "4": ["Navigation"]}}
    game = game_of(state, players=3)
    # the only lower opponent (seat 1 scored a 4 first) is picked without a question
    assert dogma(game, "Optics") == [ev_dogma(0, "Optics"),
                                     ev_draw(1, "Translation"), ev_meld(1, "Translation"),
                                     ev_draw(1, "Navigation"), ev_score(1, "Navigation"),
                                     ev_draw(0, "Alchemy"), ev_meld(0, "Alchemy")]
    asks(game, 0, "transfer", ["Tools", "Calendar"], 1, 1)
    assert choose(game, "Calendar") == [ev_transfer(0, "Calendar", ("score", 0), ("score", 2)),
                                        ev_bonus(0), ev_draw(0, "Paper")]
    idle(game)
    assert seat(game, 0) == P(hand=["Paper"], score=["Tools"], board={"red": pile("Optics"), "blue": pile("Alchemy")})
    assert seat(game, 1) == P(score=["Navigation"], board={
        "green": pile("Sailing"), "purple": pile("Code of Laws"), "blue": pile("Translation")})
    assert seat(game, 2) == P(score=["Calendar"])
    assert supply(game, 3) == [] and supply(game, 4) == []


def test_optics_the_launcher_picks_among_lower_opponents_ultimate():
    state = {"players": [{"board": {"red": pile("Optics")}, "score": ["Tools"]}, {}, {}],
             "supply": {"3": ["Alchemy"]}}
    game = game_of(state, players=3)
    assert dogma(game, "Optics") == [ev_dogma(0, "Optics"), ev_draw(0, "Alchemy"), ev_meld(0, "Alchemy")]
    asks(game, 0, "player", ["B", "C"], 1, 1)
    assert choose(game, "C") == [ev_transfer(0, "Tools", ("score", 0), ("score", 2))]      # one card: no question
    idle(game)
    assert seat(game, 0) == P(board={"red": pile("Optics"), "blue": pile("Alchemy")})
    assert seat(game, 1) == P() and seat(game, 2) == P(score=["Tools"])


# --- Compass ----------------------------------------------------------------------------------------

def test_compass_demanded_give_a_leaf_card_then_meld_one_without_a_leaf_ultimate():
    state = {"players": [
        {"board": {"green": pile("Compass"), "blue": pile("Writing"), "red": pile("Archery")}},      # 3 crowns
        {"board": {"yellow": pile("Agriculture"), "blue": pile("Pottery"), "green": pile("Clothing")}},  # 1
    ]}
    game = game_of(state)
    assert dogma(game, "Compass") == [ev_dogma(0, "Compass")]
    asks(game, 1, "transfer", ["Pottery", "Agriculture"], 1, 1)                   # green Clothing is excluded
    # Pottery now covers Writing: only Archery has no leaf, melded without a question
    assert choose(game, "Pottery") == [ev_transfer(1, "Pottery", ("board", 1), ("board", 0)), ev_meld(1, "Archery")]
    idle(game)
    assert seat(game, 0) == P(board={"green": pile("Compass"), "blue": pile("Pottery", "Writing")})
    assert seat(game, 1) == P(board={"yellow": pile("Agriculture"), "green": pile("Clothing"), "red": pile("Archery")})


def test_compass_nothing_to_give_still_melds_one_of_the_launchers_cards_ultimate():
    state = {"players": [
        {"board": {"green": pile("Compass"), "blue": pile("Writing"), "red": pile("Archery")}},      # 3 crowns
        {"board": {"red": pile("Metalworking")}},                                                   # 0: affected
        {"board": {"purple": pile("Mysticism")}},                                                   # 0: affected
    ]}
    game = game_of(state, players=3)
    assert dogma(game, "Compass") == [ev_dogma(0, "Compass")]
    asks(game, 1, "meld", ["Writing", "Archery"], 1, 1)
    assert choose(game, "Writing") == [ev_meld(1, "Writing"), ev_meld(2, "Archery")]
    idle(game)
    assert seat(game, 0) == P(board={"green": pile("Compass")})
    assert seat(game, 1) == P(board={"red": pile("Metalworking"), "blue": pile("Writing")})
    assert seat(game, 2) == P(board={"purple": pile("Mysticism"), "red": pile("Archery")})


# --- Paper -----------------------------------------------------------------------------------------------

def test_paper_shared_splay_then_score_a_leaf_top_card_and_draw_per_left_splay_ultimate():
    state = {"players": [
        {"board": {"green": pile("Paper", "Sailing"), "blue": pile("Writing", "Pottery"),
                   "yellow": pile("Agriculture"), "purple": pile("Code of Laws")}},                   # 4 lightbulbs
        {"board": {"blue": pile("Tools"), "purple": pile("Philosophy", "City States", splay="left"),
                   "green": pile("Clothing")}},                                                      # 5: shares
    ], "supply": {"3": ["Alchemy"], "4": ["Colonialism", "Invention"]}}
    game = game_of(state)
    assert dogma(game, "Paper") == [ev_dogma(0, "Paper")]
    asks(game, 0, "splay", ["green", "blue"], 0, 1)                   # the sharer's piles are single cards
    # the sharer scores Clothing (their one top card with a leaf) and has one pile splayed left
    assert choose(game, "blue") == [ev_splay(0, "blue"), ev_score(1, "Clothing"), ev_draw(1, "Colonialism")]
    asks(game, 0, "score", ["Agriculture", "Code of Laws"], 1, 1)
    assert choose(game, "Code of Laws") == [ev_score(0, "Code of Laws"), ev_draw(0, "Invention"),
                                            ev_bonus(0), ev_draw(0, "Alchemy")]
    idle(game)
    assert seat(game, 0) == P(hand=["Invention", "Alchemy"], score=["Code of Laws"], board={
        "green": pile("Paper", "Sailing"), "blue": pile("Writing", "Pottery", splay="left"),
        "yellow": pile("Agriculture")})
    assert seat(game, 1) == P(hand=["Colonialism"], score=["Clothing"], board={
        "blue": pile("Tools"), "purple": pile("Philosophy", "City States", splay="left")})
    assert supply(game, 3) == [] and supply(game, 4) == []


def test_paper_scoring_a_top_card_can_unsplay_its_pile_before_the_count_ultimate():
    state = {"players": [{"board": {"green": pile("Paper", "Sailing", splay="left"),
                                    "blue": pile("Pottery", "Writing", splay="left")}}, {}],
             "supply": {"4": ["Colonialism", "Invention"]}}
    game = game_of(state)
    # nothing left to splay: no question; Pottery (the only leaf top card) is scored without one
    assert dogma(game, "Paper") == [ev_dogma(0, "Paper"), ev_score(0, "Pottery"), ev_draw(0, "Colonialism")]
    idle(game)
    assert seat(game, 0) == P(hand=["Colonialism"], score=["Pottery"], board={
        "green": pile("Paper", "Sailing", splay="left"), "blue": pile("Writing")})
    assert supply(game, 4) == ["Invention"]


def test_paper_no_top_card_with_a_leaf_draws_nothing_ultimate():
    state = {"players": [{"board": {"green": pile("Paper", "Sailing", splay="left")}}, {}],
             "supply": {"4": ["Colonialism"]}}
    game = game_of(state)
    assert dogma(game, "Paper") == [ev_dogma(0, "Paper")]
    idle(game)
    assert seat(game, 0) == P(board={"green": pile("Paper", "Sailing", splay="left")})
    assert supply(game, 4) == ["Colonialism"]


# --- Machinery -------------------------------------------------------------------------------------------

def test_machinery_demanded_exchange_hands_then_score_a_castle_card_and_splay_ultimate():
    state = {"players": [
        {"board": {"yellow": pile("Machinery"), "red": pile("Archery", "Metalworking")},
         "hand": ["Calendar", "Mathematics", "Oars"]},                                         # 2 leaves
        {"hand": ["Tools", "Sailing"]},                                                       # 0: affected
    ]}
    game = game_of(state)
    assert dogma(game, "Machinery") == [ev_dogma(0, "Machinery"),
                                        ev_transfer(1, "Tools", ("hand", 1), ("hand", 0)),
                                        ev_transfer(1, "Sailing", ("hand", 1), ("hand", 0)),
                                        ev_transfer(1, "Calendar", ("hand", 0), ("hand", 1)),
                                        ev_transfer(1, "Mathematics", ("hand", 0), ("hand", 1))]
    asks(game, 0, "score", ["Oars", "Tools"], 1, 1)
    assert choose(game, "Tools") == [ev_score(0, "Tools")]
    asks(game, 0, "splay", ["red"], 0, 1)
    assert choose(game, "red") == [ev_splay(0, "red")]
    idle(game)
    assert seat(game, 0) == P(hand=["Oars", "Sailing"], score=["Tools"], board={
        "yellow": pile("Machinery"), "red": pile("Archery", "Metalworking", splay="left")})
    assert seat(game, 1) == P(hand=["Calendar", "Mathematics"])
    assert game.state()["junk"] == []


def test_machinery_shared_the_sharer_scores_and_splays_ultimate():
    state = {"players": [
        {"board": {"yellow": pile("Machinery")}, "hand": ["Writing"]},                              # 2 leaves
        {"board": {"green": pile("Clothing"), "red": pile("Oars", "Archery")}, "hand": ["Domestication"]},  # 2
    ], "supply": {"3": ["Optics"]}}
    game = game_of(state)
    # no castle card in the launcher's hand, no red pile: no question for them
    assert dogma(game, "Machinery") == [ev_dogma(0, "Machinery"), ev_score(1, "Domestication")]
    asks(game, 1, "splay", ["red"], 0, 1)
    assert choose(game, "red") == [ev_splay(1, "red"), ev_bonus(0), ev_draw(0, "Optics")]
    idle(game)
    assert seat(game, 0) == P(hand=["Writing", "Optics"], board={"yellow": pile("Machinery")})
    assert seat(game, 1) == P(score=["Domestication"], board={
        "green": pile("Clothing"), "red": pile("Oars", "Archery", splay="left")})
    assert supply(game, 3) == []


# --- Medicine --------------------------------------------------------------------------------------------

def test_medicine_demanded_exchange_highest_for_lowest_then_junk_a_3_or_4_achievement_ultimate():
    state = {"players": [
        {"board": {"yellow": pile("Medicine")}, "score": ["Tools", "Writing", "Calendar"]},      # 2 leaves
        {"score": ["Optics", "Compass", "Oars"]},                                               # 0: affected
    ], "achievements": {"standard": {"3": "Education", "4": "Invention", "5": "Coal"}}}
    game = game_of(state)
    assert dogma(game, "Medicine") == [ev_dogma(0, "Medicine")]
    asks(game, 1, "exchange", ["Optics", "Compass"], 1, 1)
    assert choose(game, "Compass") == []
    asks(game, 0, "exchange", ["Tools", "Writing"], 1, 1)                 # the launcher picks among its ties
    assert choose(game, "Writing") == [ev_transfer(1, "Compass", ("score", 1), ("score", 0)),
                                       ev_transfer(1, "Writing", ("score", 0), ("score", 1))]
    asks(game, 0, "junk_achievement", [3, 4], 1, 1)
    assert choose(game, 4) == [ev_junk(0, "Invention", "standard")]
    idle(game)
    assert seat(game, 0) == P(score=["Tools", "Calendar", "Compass"], board={"yellow": pile("Medicine")})
    assert seat(game, 1) == P(score=["Optics", "Oars", "Writing"])
    assert game.state()["achievements"]["standard"] == {"3": "Education", "5": "Coal"}
    assert game.state()["junk"] == ["Invention"]


def test_medicine_one_side_empty_still_moves_and_shared_junking_ultimate():
    state = {"players": [
        {"board": {"yellow": pile("Medicine")}, "score": ["Tools"]},                             # 2 leaves
        {"board": {"green": pile("Clothing")}},                                                 # 2: shares
        {},                                                                                     # 0: affected
    ], "achievements": {"standard": {"3": "Education", "4": "Invention"}}, "supply": {"3": ["Optics"]}}
    game = game_of(state, players=3)
    assert dogma(game, "Medicine") == [ev_dogma(0, "Medicine"), ev_transfer(2, "Tools", ("score", 0), ("score", 2))]
    asks(game, 1, "junk_achievement", [3, 4], 1, 1)
    # one value left for the launcher: junked without a question
    assert choose(game, 3) == [ev_junk(1, "Education", "standard"), ev_junk(0, "Invention", "standard"),
                               ev_bonus(0), ev_draw(0, "Optics")]
    idle(game)
    assert seat(game, 0) == P(hand=["Optics"], board={"yellow": pile("Medicine")})
    assert seat(game, 1) == P(board={"green": pile("Clothing")})
    assert seat(game, 2) == P(score=["Tools"])
    assert game.state()["achievements"]["standard"] == {} and game.state()["junk"] == ["Education", "Invention"]


# --- Education -------------------------------------------------------------------------------------------

def test_education_shared_return_the_highest_then_draw_two_above_what_is_left_ultimate():
    state = {"players": [
        {"board": {"purple": pile("Education")}, "score": ["Optics", "Compass", "Oars"]},          # 3 lightbulbs
        {"board": {"blue": pile("Tools"), "red": pile("Archery")}, "score": ["Writing"]},         # 3: shares
    ], "supply": {"1": [], "2": ["Calendar"], "3": ["Paper"], "5": ["Coal"]}}
    game = game_of(state)
    assert dogma(game, "Education") == [ev_dogma(0, "Education")]
    asks(game, 1, "return", ["Writing"], 0, 1)
    assert choose(game, "Writing") == [ev_return(1, "Writing"), ev_draw(1, "Calendar")]      # empty pile: a 2
    asks(game, 0, "return", ["Optics", "Compass"], 0, 1)
    assert choose(game, "Compass") == [ev_return(0, "Compass"), ev_draw(0, "Coal"),          # 3 + 2
                                       ev_bonus(0), ev_draw(0, "Paper")]
    idle(game)
    assert seat(game, 0) == P(hand=["Coal", "Paper"], score=["Optics", "Oars"], board={"purple": pile("Education")})
    assert seat(game, 1) == P(hand=["Calendar"], board={"blue": pile("Tools"), "red": pile("Archery")})
    assert supply(game, 1) == ["Writing"] and supply(game, 3) == ["Compass"] and supply(game, 5) == []


def test_education_declined_changes_nothing_ultimate():
    state = {"players": [{"board": {"purple": pile("Education")}, "score": ["Optics", "Oars"]}, {}],
             "supply": {"5": ["Coal"]}}
    game = game_of(state)
    dogma(game, "Education")
    asks(game, 0, "return", ["Optics"], 0, 1)
    assert choose(game) == []
    idle(game)
    assert seat(game, 0) == P(score=["Optics", "Oars"], board={"purple": pile("Education")})
    assert supply(game, 5) == ["Coal"]


# --- Feudalism -------------------------------------------------------------------------------------------

def test_feudalism_demanded_a_castle_card_junks_the_available_specials_then_shared_splay_and_draw_ultimate():
    state = {"players": [
        {"board": {"purple": pile("Feudalism", "Mysticism")}, "achievements": ["Wonder"]},        # 2 castles
        {"hand": ["Oars", "Sailing", "Tools"]},                                                  # 0: affected
        {"board": {"red": pile("Metalworking"), "yellow": pile("Masonry", "Agriculture")}},      # 6: shares
    ], "supply": {"3": ["Optics", "Paper", "Alchemy"]}}
    game = game_of(state, players=3)
    assert dogma(game, "Feudalism") == [ev_dogma(0, "Feudalism")]
    asks(game, 1, "transfer", ["Oars", "Tools"], 1, 1)
    assert choose(game, "Tools") == [ev_transfer(1, "Tools", ("hand", 1), ("hand", 0))] + \
        [ev_junk(1, name, "special") for name in ["Monument", "Empire", "World", "Universe"]]
    asks(game, 2, "splay", ["yellow"], 0, 1)
    assert choose(game, "yellow") == [ev_splay(2, "yellow"), ev_draw(2, "Optics")]
    asks(game, 0, "splay", ["purple"], 0, 1)
    assert choose(game, "purple") == [ev_splay(0, "purple"), ev_draw(0, "Paper"), ev_bonus(0), ev_draw(0, "Alchemy")]
    idle(game)
    assert seat(game, 0) == P(hand=["Tools", "Paper", "Alchemy"], achievements=["Wonder"],
                              board={"purple": pile("Feudalism", "Mysticism", splay="left")})
    assert seat(game, 1) == P(hand=["Oars", "Sailing"])
    assert seat(game, 2) == P(hand=["Optics"], board={"red": pile("Metalworking"),
                                                      "yellow": pile("Masonry", "Agriculture", splay="left")})
    assert game.state()["achievements"]["special"] == []
    assert game.state()["junk"] == ["Monument", "Empire", "World", "Universe"]
    assert supply(game, 3) == []


def test_feudalism_no_castle_card_junks_nothing_and_the_splay_declined_draws_nothing_ultimate():
    state = {"players": [{"board": {"purple": pile("Feudalism", "Mysticism")}}, {"hand": ["Sailing"]}],
             "supply": {"3": ["Optics"]}}
    game = game_of(state)
    assert dogma(game, "Feudalism") == [ev_dogma(0, "Feudalism")]
    asks(game, 0, "splay", ["purple"], 0, 1)
    assert choose(game) == []
    idle(game)
    assert seat(game, 0) == P(board={"purple": pile("Feudalism", "Mysticism")})
    assert seat(game, 1) == P(hand=["Sailing"])
    assert game.state()["achievements"]["special"] == SPECIALS and game.state()["junk"] == []
    assert supply(game, 3) == ["Optics"]
