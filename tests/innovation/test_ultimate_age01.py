"""The fifteen age-1 cards of the fourth-edition set (engine/innovation/sets/base_ultimate/age01.py),
played on the `ultimate` variant: each from an exact position to the exact position after, with a
shared execution for every card that can be shared and a demanded execution for every card with a
demand, every decision asserted (player, kind, options, min, max) before it is answered, and card
conservation checked after every move (the `new` / `play` / `choose` helpers)."""

from __future__ import annotations

from card_tests import ULTIMATE as V
from card_tests import ULTIMATE_CARDS as CARDS
from card_tests import asks, dogma, drew, melded, pile, player, returned, revealed, scored, supply, tucked, zones
from card_tests import done_game_on as done
from card_tests import share_bonus as bonus
from card_tests import started as start
from innovation_helpers import choose, kinds, new

from rulebook.innovation import load_catalog
from rulebook.innovation.sets import load_effects


def moved(p, card, src, dst, to_seat):
    """A transfer from one of `p`'s own zones (card_tests.transferred_between with seat `p` implied)."""
    return {"type": "transfer", "player": p, "card": card, "from": {"zone": src, "player": p},
            "to": {"zone": dst, "player": to_seat}}


# --- the registration ---------------------------------------------------------------------------------

AGE_1 = ["Pottery", "Tools", "Writing", "Archery", "Metalworking", "Oars", "Clothing", "Sailing", "The Wheel",
         "Agriculture", "Domestication", "Masonry", "City States", "Code of Laws", "Mysticism"]


def test_every_age_1_card_is_registered_for_the_fourth_edition_only():
    effects = load_effects("base-ultimate")
    assert effects is not None
    assert sorted(AGE_1) == sorted(CARDS[n].name for n in load_catalog("base-ultimate").by_age[1])
    for name in AGE_1:
        functions = effects.lookup(name, "fourth-edition")
        assert functions is not None and len(functions) == len(CARDS[name].effect_kinds), name
        assert effects.lookup(name, "no-such-wording") is None, name  # registered for named wordings only


# --- Pottery ------------------------------------------------------------------------------------------

def test_pottery_shared_returns_three_in_a_given_order_and_the_launcher_returns_one_ultimate():
    state = {"players": [{"hand": ["Oars", "Sailing"], "board": {"blue": pile("Pottery")}},          # 3 leaves
                         {"hand": ["Tools", "Writing", "Calendar"],
                          "board": {"yellow": pile("Agriculture")}}],                                 # 3: shares
             "supply": {"1": ["Mysticism", "Clothing", "The Wheel", "Masonry"],
                        "2": ["Construction", "Currency"], "3": ["Paper", "Compass"]}}
    game = new(V, state)
    events = dogma(game, "Pottery")
    asks(game, 1, "return", ["Tools", "Writing", "Calendar"], 0, 3)
    events += choose(game, "Writing", "Tools", "Calendar")
    asks(game, 1, "return_order", ["Writing", "Tools", "Calendar"], 3, 3)    # two go under the 1 deck
    events += choose(game, "Tools", "Calendar", "Writing")
    asks(game, 0, "return", ["Oars", "Sailing"], 0, 2)
    events += choose(game, "Sailing")                                        # one card: no order asked
    assert events == [start(0, "Pottery"),
                      returned(1, "Tools"), returned(1, "Calendar"), returned(1, "Writing"),
                      drew(1, "Paper"), scored(1, "Paper"),
                      returned(0, "Sailing"), drew(0, "Mysticism"), scored(0, "Mysticism"),
                      drew(1, "Clothing"), drew(0, "The Wheel"), bonus(), drew(0, "Masonry")]
    assert zones(game, 0) == player(hand=["Oars", "The Wheel", "Masonry"], board={"blue": pile("Pottery")},
                                    score=["Mysticism"])
    assert zones(game, 1) == player(hand=["Clothing"], board={"yellow": pile("Agriculture")}, score=["Paper"])
    assert supply(game, 1) == ["Tools", "Writing", "Sailing"]
    assert supply(game, 2) == ["Construction", "Currency", "Calendar"] and supply(game, 3) == ["Compass"]
    done(game)


def test_pottery_declined_only_draws_a_1_ultimate():
    state = {"players": [{"hand": ["Oars"], "board": {"blue": pile("Pottery")}},
                         {"board": {"red": pile("Metalworking")}}],                          # no leaf
             "supply": {"1": ["Tools", "Writing"]}}
    game = new(V, state)
    events = dogma(game, "Pottery")
    asks(game, 0, "return", ["Oars"], 0, 1)
    events += choose(game)
    assert events == [start(0, "Pottery"), drew(0, "Tools")]
    assert zones(game, 0) == player(hand=["Oars", "Tools"], board={"blue": pile("Pottery")})
    assert supply(game, 1) == ["Writing"]
    done(game)


# --- Tools ----------------------------------------------------------------------------------------------

def test_tools_shared_returns_three_melds_a_3_then_returns_a_3_for_three_1s_ultimate():
    state = {"players": [{"hand": ["Writing", "Pottery"], "board": {"blue": pile("Tools")}},          # 2 bulbs
                         {"hand": ["Oars", "Sailing", "Alchemy", "Archery", "Optics"],
                          "board": {"purple": pile("Philosophy")}}],                                 # 3: shares
             "supply": {"1": ["Clothing", "Masonry", "Mysticism", "The Wheel"], "3": ["Paper", "Compass"]}}
    game = new(V, state)
    events = dogma(game, "Tools")
    asks(game, 1, "confirm", ["yes", "no"], 1, 1)
    events += choose(game, "yes")
    asks(game, 1, "return", ["Oars", "Sailing", "Alchemy", "Archery", "Optics"], 3, 3)
    events += choose(game, "Oars", "Alchemy", "Archery")
    asks(game, 1, "return_order", ["Oars", "Alchemy", "Archery"], 3, 3)      # Oars and Archery: the 1 deck
    events += choose(game, "Archery", "Oars", "Alchemy")
    # the launcher holds 2 cards: effect 1 offers nothing; effect 2 starts with the sharer
    asks(game, 1, "return", ["Optics"], 0, 1)
    events += choose(game, "Optics")
    assert events == [start(0, "Tools"),
                      returned(1, "Archery"), returned(1, "Oars"), returned(1, "Alchemy"),
                      drew(1, "Paper"), melded(1, "Paper"),
                      returned(1, "Optics"), drew(1, "Clothing"), drew(1, "Masonry"), drew(1, "Mysticism"),
                      bonus(), drew(0, "The Wheel")]                         # the launcher has no 3
    assert zones(game, 1) == player(hand=["Sailing", "Clothing", "Masonry", "Mysticism"],
                                    board={"green": pile("Paper"), "purple": pile("Philosophy")})
    assert zones(game, 0) == player(hand=["Writing", "Pottery", "The Wheel"], board={"blue": pile("Tools")})
    assert supply(game, 1) == ["Archery", "Oars"] and supply(game, 3) == ["Compass", "Alchemy", "Optics"]
    done(game)


def test_tools_declined_changes_nothing_ultimate():
    state = {"players": [{"hand": ["Oars", "Alchemy", "Sailing", "Writing"], "board": {"blue": pile("Tools")}},
                         {"board": {"red": pile("Archery")}}],                              # 1 bulb: no sharing
             "supply": {"1": ["Clothing"], "3": ["Paper"]}}
    game = new(V, state)
    events = dogma(game, "Tools")
    asks(game, 0, "confirm", ["yes", "no"], 1, 1)
    events += choose(game, "no")
    asks(game, 0, "return", ["Alchemy"], 0, 1)
    events += choose(game)
    assert events == [start(0, "Tools")]
    assert zones(game, 0) == player(hand=["Oars", "Alchemy", "Sailing", "Writing"], board={"blue": pile("Tools")})
    assert supply(game, 1) == ["Clothing"] and supply(game, 3) == ["Paper"]
    done(game)


def test_tools_exactly_three_in_hand_are_all_returned_in_the_order_given_ultimate():
    state = {"players": [{"hand": ["Oars", "Alchemy", "Sailing"], "board": {"blue": pile("Tools")}},
                         {"board": {"red": pile("Archery")}}],
             "supply": {"1": ["Clothing"], "3": ["Paper"]}}
    game = new(V, state)
    events = dogma(game, "Tools")
    asks(game, 0, "confirm", ["yes", "no"], 1, 1)
    events += choose(game, "yes")                             # the only 3 cards: no pick asked
    asks(game, 0, "return_order", ["Oars", "Alchemy", "Sailing"], 3, 3)
    events += choose(game, "Sailing", "Alchemy", "Oars")
    # Alchemy went back under the 3 deck, so effect 2 finds no 3 in hand: nothing asked
    assert events == [start(0, "Tools"), returned(0, "Sailing"), returned(0, "Alchemy"), returned(0, "Oars"),
                      drew(0, "Paper"), melded(0, "Paper")]
    assert zones(game, 0) == player(board={"blue": pile("Tools"), "green": pile("Paper")})
    assert supply(game, 1) == ["Clothing", "Sailing", "Oars"] and supply(game, 3) == ["Alchemy"]
    done(game)


# --- Writing ---------------------------------------------------------------------------------------------

def test_writing_shared_ultimate():
    state = {"players": [{"board": {"blue": pile("Writing")}},                   # 2 bulbs
                         {"board": {"purple": pile("Philosophy")}}],             # 3: shares
             "supply": {"1": ["Oars", "Tools"], "2": ["Calendar", "Mathematics", "Currency"]}}
    game = new(V, state)
    events = dogma(game, "Writing")
    assert events == [start(0, "Writing"), drew(1, "Calendar"), drew(0, "Mathematics"), bonus(), drew(0, "Oars")]
    assert zones(game, 0) == player(hand=["Mathematics", "Oars"], board={"blue": pile("Writing")})
    assert zones(game, 1) == player(hand=["Calendar"], board={"purple": pile("Philosophy")})
    assert supply(game, 1) == ["Tools"] and supply(game, 2) == ["Currency"]
    done(game)


# --- Archery ---------------------------------------------------------------------------------------------

def test_archery_demanded_and_its_junk_effect_shared_ultimate():
    state = {"players": [{"board": {"red": pile("Archery")}},                                   # 2 castles
                         {"hand": ["Mathematics", "Construction"], "board": {"blue": pile("Writing")}},  # 0: affected
                         {"board": {"purple": pile("Mysticism")}}],                             # 3: shares effect 2
             "supply": {"1": ["Oars", "Tools"]},
             "achievements": {"standard": {"1": "Pottery", "2": "Calendar", "3": "Optics"}}}
    game = new(V, state, players=3)
    events = dogma(game, "Archery")
    asks(game, 1, "transfer", ["Mathematics", "Construction"], 1, 1)      # tied highest (the 1 drawn is lower)
    events += choose(game, "Construction")
    asks(game, 2, "junk_achievement", [1, 2], 1, 1)
    events += choose(game, 2)
    # the launcher then finds only the 1 available: junked without asking
    assert events == [start(0, "Archery"), drew(1, "Oars"), moved(1, "Construction", "hand", "hand", 0),
                      {"type": "junk", "player": 2, "card": "Calendar", "from": {"zone": "standard"}},
                      {"type": "junk", "player": 0, "card": "Pottery", "from": {"zone": "standard"}},
                      bonus(), drew(0, "Tools")]
    assert zones(game, 0) == player(hand=["Construction", "Tools"], board={"red": pile("Archery")})
    assert zones(game, 1) == player(hand=["Mathematics", "Oars"], board={"blue": pile("Writing")})
    assert zones(game, 2) == player(board={"purple": pile("Mysticism")})
    s = game.state()
    assert s["junk"] == ["Calendar", "Pottery"] and s["achievements"]["standard"] == {"3": "Optics"}
    assert supply(game, 1) == []
    done(game)


def test_archery_the_drawn_card_can_be_the_one_given_and_no_achievement_to_junk_ultimate():
    state = {"players": [{"board": {"red": pile("Archery")}},
                         {"board": {"green": pile("Sailing")}}],                 # 0 castles: affected
             "supply": {"1": ["Oars"], "2": ["Calendar"]},
             "achievements": {"standard": {"3": "Optics"}}}
    game = new(V, state)
    events = dogma(game, "Archery")
    assert events == [start(0, "Archery"), drew(1, "Oars"), moved(1, "Oars", "hand", "hand", 0)]
    assert zones(game, 0) == player(hand=["Oars"], board={"red": pile("Archery")})
    assert zones(game, 1) == player(board={"green": pile("Sailing")})
    assert game.state()["junk"] == [] and game.state()["achievements"]["standard"] == {"3": "Optics"}
    done(game)


# --- Metalworking -----------------------------------------------------------------------------------------

def test_metalworking_shared_scores_castle_cards_until_one_has_none_ultimate():
    state = {"players": [{"board": {"red": pile("Metalworking")}},               # 3 castles
                         {"board": {"purple": pile("Mysticism")}}],              # 3: shares
             "supply": {"1": ["Archery", "Writing", "The Wheel", "Pottery", "Oars", "Sailing"]}}
    game = new(V, state)
    events = dogma(game, "Metalworking")
    assert events == [start(0, "Metalworking"),
                      drew(1, "Archery"), revealed(1, "Archery"), scored(1, "Archery"),
                      drew(1, "Writing"), revealed(1, "Writing"),
                      drew(0, "The Wheel"), revealed(0, "The Wheel"), scored(0, "The Wheel"),
                      drew(0, "Pottery"), revealed(0, "Pottery"),
                      bonus(), drew(0, "Oars")]
    assert zones(game, 1) == player(hand=["Writing"], board={"purple": pile("Mysticism")}, score=["Archery"])
    assert zones(game, 0) == player(hand=["Pottery", "Oars"], board={"red": pile("Metalworking")},
                                    score=["The Wheel"])
    assert supply(game, 1) == ["Sailing"]
    done(game)


def test_metalworking_an_empty_1_deck_draws_higher_ultimate():
    state = {"players": [{"board": {"red": pile("Metalworking")}}, {"board": {"blue": pile("Writing")}}],
             "supply": {"1": ["Archery"], "2": ["Construction", "Calendar", "Currency"]}}
    game = new(V, state)
    events = dogma(game, "Metalworking")
    assert events == [start(0, "Metalworking"), drew(0, "Archery"), revealed(0, "Archery"), scored(0, "Archery"),
                      drew(0, "Construction"), revealed(0, "Construction"), scored(0, "Construction"),
                      drew(0, "Calendar"), revealed(0, "Calendar")]
    assert zones(game, 0) == player(hand=["Calendar"], board={"red": pile("Metalworking")},
                                    score=["Archery", "Construction"])
    assert supply(game, 1) == [] and supply(game, 2) == ["Currency"]
    done(game)


def test_metalworking_loop_ends_with_the_game_when_the_supply_runs_out_ultimate():
    empty = {str(age): [] for age in range(2, 12)}
    state = {"players": [{"board": {"red": pile("Metalworking")}}, {"board": {"blue": pile("Writing")}}],
             "supply": {"1": ["Archery"], **empty}}
    game = new(V, state)
    events = dogma(game, "Metalworking")
    assert events == [start(0, "Metalworking"), drew(0, "Archery"), revealed(0, "Archery"), scored(0, "Archery"),
                      {"type": "game_over", "player": 0, "winners": [0], "reason": "score"}]
    assert zones(game, 0)["score"] == ["Archery"] and game.over


# --- Oars -------------------------------------------------------------------------------------------------

def test_oars_demand_repeats_while_a_crown_card_is_in_hand_and_stops_every_draw_ultimate():
    state = {"players": [{"board": {"red": pile("Oars")}},                                        # 2 castles
                         {"hand": ["Sailing", "Code of Laws", "Pottery"], "board": {"blue": pile("Writing")}},
                         {"board": {"green": pile("The Wheel")}}],                                # 3: shares effect 2
             "supply": {"1": ["City States", "Tools", "Masonry", "Clothing"]}}
    game = new(V, state, players=3)
    events = dogma(game, "Oars")
    asks(game, 1, "transfer", ["Sailing", "Code of Laws"], 1, 1)
    events += choose(game, "Code of Laws")
    asks(game, 1, "transfer", ["Sailing", "City States"], 1, 1)           # the 1 drawn has a crown
    events += choose(game, "Sailing")
    # City States is then the only crown card: transferred without asking; after Masonry none is
    # left. A card was transferred: neither the sharer nor the launcher draws in effect 2
    assert events == [start(0, "Oars"),
                      moved(1, "Code of Laws", "hand", "score", 0), drew(1, "City States"),
                      moved(1, "Sailing", "hand", "score", 0), drew(1, "Tools"),
                      moved(1, "City States", "hand", "score", 0), drew(1, "Masonry")]
    assert zones(game, 0) == player(board={"red": pile("Oars")}, score=["Code of Laws", "Sailing", "City States"])
    assert zones(game, 1) == player(hand=["Pottery", "Tools", "Masonry"], board={"blue": pile("Writing")})
    assert zones(game, 2) == player(board={"green": pile("The Wheel")})
    assert supply(game, 1) == ["Clothing"]
    done(game)


def test_oars_nothing_transferred_so_the_sharer_and_the_launcher_draw_ultimate():
    state = {"players": [{"board": {"red": pile("Oars")}},
                         {"hand": ["Pottery"], "board": {"blue": pile("Writing")}},     # affected, no crown
                         {"board": {"green": pile("The Wheel")}}],                      # shares effect 2
             "supply": {"1": ["Tools", "Clothing", "Masonry", "Archery"]}}
    game = new(V, state, players=3)
    events = dogma(game, "Oars")
    assert events == [start(0, "Oars"), drew(2, "Tools"), drew(0, "Clothing"), bonus(), drew(0, "Masonry")]
    assert zones(game, 0) == player(hand=["Clothing", "Masonry"], board={"red": pile("Oars")})
    assert zones(game, 1) == player(hand=["Pottery"], board={"blue": pile("Writing")})
    assert zones(game, 2) == player(hand=["Tools"], board={"green": pile("The Wheel")})
    assert supply(game, 1) == ["Archery"]
    done(game)


# --- Clothing ---------------------------------------------------------------------------------------------

def test_clothing_shared_meld_a_new_colour_then_score_for_each_colour_no_opponent_has_ultimate():
    state = {"players": [{"hand": ["Oars", "Writing", "Masonry"],
                          "board": {"blue": pile("Tools"), "green": pile("Clothing")}},            # 2 leaves
                         {"hand": ["Sailing", "Code of Laws"], "board": {"yellow": pile("Agriculture")}}],  # 3
             "supply": {"1": ["Pottery", "Metalworking", "Mysticism", "The Wheel", "Domestication",
                              "City States"]}}
    game = new(V, state)
    events = dogma(game, "Clothing")
    asks(game, 1, "meld", ["Sailing", "Code of Laws"], 1, 1)
    events += choose(game, "Code of Laws")
    asks(game, 0, "meld", ["Oars", "Masonry"], 1, 1)                    # not Writing: blue is on the board
    events += choose(game, "Oars")
    # sharer: yellow and purple are on no opponent's board (2); launcher: blue, red, green (3)
    assert events == [start(0, "Clothing"), melded(1, "Code of Laws"), melded(0, "Oars"),
                      drew(1, "Pottery"), scored(1, "Pottery"), drew(1, "Metalworking"), scored(1, "Metalworking"),
                      drew(0, "Mysticism"), scored(0, "Mysticism"), drew(0, "The Wheel"), scored(0, "The Wheel"),
                      drew(0, "Domestication"), scored(0, "Domestication"),
                      bonus(), drew(0, "City States")]
    assert zones(game, 1) == player(hand=["Sailing"],
                                    board={"yellow": pile("Agriculture"), "purple": pile("Code of Laws")},
                                    score=["Pottery", "Metalworking"])
    assert zones(game, 0) == player(hand=["Writing", "Masonry", "City States"],
                                    board={"blue": pile("Tools"), "red": pile("Oars"), "green": pile("Clothing")},
                                    score=["Mysticism", "The Wheel", "Domestication"])
    assert supply(game, 1) == []
    done(game)


def test_clothing_nothing_to_meld_and_a_colour_an_opponent_has_does_not_count_ultimate():
    state = {"players": [{"hand": ["Tools"], "board": {"blue": pile("Writing"), "green": pile("Clothing")}},
                         {"board": {"blue": pile("Mathematics")}}],                 # no leaf: does not share
             "supply": {"1": ["Sailing", "Oars"]}}
    game = new(V, state)
    events = dogma(game, "Clothing")
    assert events == [start(0, "Clothing"), drew(0, "Sailing"), scored(0, "Sailing")]
    assert zones(game, 0) == player(hand=["Tools"], board={"blue": pile("Writing"), "green": pile("Clothing")},
                                    score=["Sailing"])
    assert supply(game, 1) == ["Oars"]
    done(game)


# --- Sailing ----------------------------------------------------------------------------------------------

def test_sailing_shared_ultimate():
    state = {"players": [{"board": {"green": pile("Sailing")}},                  # 2 crowns
                         {"board": {"purple": pile("City States")}}],            # 2: shares
             "supply": {"1": ["Tools", "Oars", "Writing", "Masonry"]}}
    game = new(V, state)
    events = dogma(game, "Sailing")
    assert events == [start(0, "Sailing"), drew(1, "Tools"), melded(1, "Tools"), drew(0, "Oars"), melded(0, "Oars"),
                      bonus(), drew(0, "Writing")]
    assert zones(game, 1) == player(board={"blue": pile("Tools"), "purple": pile("City States")})
    assert zones(game, 0) == player(hand=["Writing"], board={"red": pile("Oars"), "green": pile("Sailing")})
    assert supply(game, 1) == ["Masonry"]
    done(game)


# --- The Wheel --------------------------------------------------------------------------------------------

def test_the_wheel_shared_ultimate():
    state = {"players": [{"board": {"green": pile("The Wheel")}},                # 3 castles
                         {"board": {"purple": pile("Mysticism")}}],              # 3: shares
             "supply": {"1": ["Tools", "Archery", "Masonry", "Oars", "Pottery", "Sailing"]}}
    game = new(V, state)
    events = dogma(game, "The Wheel")
    assert events == [start(0, "The Wheel"), drew(1, "Tools"), drew(1, "Archery"), drew(0, "Masonry"),
                      drew(0, "Oars"), bonus(), drew(0, "Pottery")]
    assert zones(game, 1) == player(hand=["Tools", "Archery"], board={"purple": pile("Mysticism")})
    assert zones(game, 0) == player(hand=["Masonry", "Oars", "Pottery"], board={"green": pile("The Wheel")})
    assert supply(game, 1) == ["Sailing"]
    done(game)


# --- Agriculture ------------------------------------------------------------------------------------------

def test_agriculture_shared_return_a_card_and_score_one_a_value_higher_ultimate():
    state = {"players": [{"hand": ["Oars", "Alchemy"], "board": {"yellow": pile("Agriculture")}},   # 3 leaves
                         {"hand": ["Calendar"], "board": {"blue": pile("Pottery")}}],              # 3: shares
             "supply": {"1": ["Tools"], "2": ["Construction", "Currency"], "3": ["Paper", "Compass"]}}
    game = new(V, state)
    events = dogma(game, "Agriculture")
    asks(game, 1, "return", ["Calendar"], 0, 1)
    events += choose(game, "Calendar")
    asks(game, 0, "return", ["Oars", "Alchemy"], 0, 1)
    events += choose(game, "Oars")
    assert events == [start(0, "Agriculture"), returned(1, "Calendar"), drew(1, "Paper"), scored(1, "Paper"),
                      returned(0, "Oars"), drew(0, "Construction"), scored(0, "Construction"),
                      bonus(), drew(0, "Tools")]
    assert zones(game, 1) == player(board={"blue": pile("Pottery")}, score=["Paper"])
    assert zones(game, 0) == player(hand=["Alchemy", "Tools"], board={"yellow": pile("Agriculture")},
                                    score=["Construction"])
    assert supply(game, 1) == ["Oars"] and supply(game, 2) == ["Currency", "Calendar"]
    assert supply(game, 3) == ["Compass"]
    done(game)


def test_agriculture_declined_changes_nothing_ultimate():
    state = {"players": [{"hand": ["Oars"], "board": {"yellow": pile("Agriculture")}},
                         {"hand": ["Tools"], "board": {"red": pile("Archery")}}],      # no leaf
             "supply": {"1": ["Writing"], "2": ["Calendar"]}}
    game = new(V, state)
    events = dogma(game, "Agriculture")
    asks(game, 0, "return", ["Oars"], 0, 1)
    events += choose(game)
    assert events == [start(0, "Agriculture")]
    assert zones(game, 0) == player(hand=["Oars"], board={"yellow": pile("Agriculture")})
    assert supply(game, 1) == ["Writing"] and supply(game, 2) == ["Calendar"]
    done(game)


# --- Domestication ----------------------------------------------------------------------------------------

def test_domestication_shared_meld_the_lowest_then_draw_ultimate():
    state = {"players": [{"hand": ["Construction"], "board": {"yellow": pile("Domestication")}},   # 2 castles
                         {"hand": ["Calendar", "Tools", "Oars"], "board": {"red": pile("Metalworking")}}],  # 3
             "supply": {"1": ["Pottery", "Writing", "Sailing"], "2": ["Mathematics", "Currency"]}}
    game = new(V, state)
    events = dogma(game, "Domestication")
    asks(game, 1, "meld", ["Tools", "Oars"], 1, 1)                      # the two 1s tie for lowest
    events += choose(game, "Oars")
    # the launcher's only card is melded without asking; the bonus draw is a 2 (Construction on top)
    assert events == [start(0, "Domestication"), melded(1, "Oars"), drew(1, "Pottery"),
                      melded(0, "Construction"), drew(0, "Writing"), bonus(), drew(0, "Mathematics")]
    assert zones(game, 1) == player(hand=["Calendar", "Tools", "Pottery"],
                                    board={"red": pile("Oars", "Metalworking")})
    assert zones(game, 0) == player(hand=["Writing", "Mathematics"],
                                    board={"red": pile("Construction"), "yellow": pile("Domestication")})
    assert supply(game, 1) == ["Sailing"] and supply(game, 2) == ["Currency"]
    done(game)


def test_domestication_with_an_empty_hand_still_draws_ultimate():
    state = {"players": [{"board": {"yellow": pile("Domestication")}}, {"board": {"blue": pile("Writing")}}],
             "supply": {"1": ["Pottery", "Sailing"]}}
    game = new(V, state)
    events = dogma(game, "Domestication")
    assert events == [start(0, "Domestication"), drew(0, "Pottery")]
    assert zones(game, 0) == player(hand=["Pottery"], board={"yellow": pile("Domestication")})
    assert supply(game, 1) == ["Sailing"]
    done(game)


# --- Masonry ----------------------------------------------------------------------------------------------

def test_masonry_shared_melds_castle_cards_in_order_and_a_red_pile_of_three_claims_monument_ultimate():
    state = {"players": [{"hand": ["Engineering", "Paper"],
                          "board": {"red": pile("Optics", "Construction"), "yellow": pile("Masonry")}},  # 3 castles
                         {"hand": ["Oars", "Archery", "Code of Laws", "Tools"],
                          "board": {"purple": pile("Mysticism")}}],                                    # 3: shares
             "supply": {"3": ["Compass"]}}
    game = new(V, state)
    events = dogma(game, "Masonry")
    asks(game, 1, "meld", ["Oars", "Archery", "Tools"], 0, 3)           # not Code of Laws: no castle
    events += choose(game, "Oars", "Archery", "Tools")
    asks(game, 1, "meld_order", ["Oars", "Archery", "Tools"], 3, 3)     # Oars and Archery: the red pile
    events += choose(game, "Archery", "Tools", "Oars")
    asks(game, 0, "meld", ["Engineering"], 0, 1)
    events += choose(game, "Engineering")
    # effect 2: the sharer's red pile holds 2 cards, the launcher's 3; the bonus draw is a 3
    assert events == [start(0, "Masonry"), melded(1, "Archery"), melded(1, "Tools"), melded(1, "Oars"),
                      melded(0, "Engineering"),
                      {"type": "achieve", "player": 0, "achievement": "Monument", "special": True},
                      bonus(), drew(0, "Compass")]
    assert zones(game, 1) == player(hand=["Code of Laws"],
                                    board={"blue": pile("Tools"), "red": pile("Oars", "Archery"),
                                           "purple": pile("Mysticism")})
    assert zones(game, 0) == player(hand=["Paper", "Compass"],
                                    board={"red": pile("Engineering", "Optics", "Construction"),
                                           "yellow": pile("Masonry")},
                                    achievements=["Monument"])
    assert game.state()["achievements"]["special"] == ["Empire", "World", "Wonder", "Universe"]
    assert supply(game, 3) == []
    done(game)


def test_masonry_declined_and_monument_already_taken_ultimate():
    state = {"players": [{"hand": ["Oars"],
                          "board": {"red": pile("Archery", "Metalworking", "Construction"), "yellow": pile("Masonry")}},
                         {"board": {"blue": pile("Writing")}, "achievements": ["Monument"]}]}
    game = new(V, state)
    events = dogma(game, "Masonry")
    asks(game, 0, "meld", ["Oars"], 0, 1)
    events += choose(game)
    assert events == [start(0, "Masonry")]                  # a red pile of 3, but Monument is held
    assert zones(game, 0) == player(hand=["Oars"], board={"red": pile("Archery", "Metalworking", "Construction"),
                                                          "yellow": pile("Masonry")})
    assert zones(game, 1)["achievements"] == ["Monument"]
    assert game.state()["achievements"]["special"] == ["Empire", "World", "Wonder", "Universe"]
    done(game)


# --- City States ------------------------------------------------------------------------------------------

def test_city_states_demanded_transfer_a_top_castle_card_when_four_castles_show_ultimate():
    state = {"players": [{"board": {"purple": pile("City States")}},                               # 2 crowns
                         {"board": {"red": pile("Metalworking"), "green": pile("The Wheel", "Sailing")}},  # 6 castles
                         {"board": {"yellow": pile("Masonry", "Domestication", splay="left")}},   # 3 + 1 castles
                         {"board": {"purple": pile("Mysticism")}}],                                # 3 castles
             "supply": {"1": ["Tools", "Writing", "Pottery"]}}
    game = new(V, state, players=4)
    events = dogma(game, "City States")
    asks(game, 1, "transfer", ["Metalworking", "The Wheel"], 1, 1)
    events += choose(game, "The Wheel")
    # seat 2 shows 4 castles only through the splay: its one top card with a castle goes without
    # asking (the pile left with one card unsplays); seat 3 shows 3 castles: nothing
    assert events == [start(0, "City States"), moved(1, "The Wheel", "board", "board", 0), drew(1, "Tools"),
                      moved(2, "Masonry", "board", "board", 0), drew(2, "Writing")]
    assert zones(game, 0) == player(board={"green": pile("The Wheel"), "yellow": pile("Masonry"),
                                           "purple": pile("City States")})
    assert zones(game, 1) == player(hand=["Tools"], board={"red": pile("Metalworking"), "green": pile("Sailing")})
    assert zones(game, 2) == player(hand=["Writing"], board={"yellow": pile("Domestication")})
    assert zones(game, 3) == player(board={"purple": pile("Mysticism")})
    assert supply(game, 1) == ["Pottery"]
    done(game)


def test_city_states_onto_the_launchers_pile_of_that_colour_ultimate():
    state = {"players": [{"board": {"red": pile("Oars"), "purple": pile("City States")}},     # 2 crowns (+1)
                         {"board": {"red": pile("Archery"), "yellow": pile("Masonry")}}],    # 5 castles, 0 crowns
             "supply": {"1": ["Tools"]}}
    game = new(V, state)
    events = dogma(game, "City States")
    asks(game, 1, "transfer", ["Archery", "Masonry"], 1, 1)
    events += choose(game, "Archery")
    assert events == [start(0, "City States"), moved(1, "Archery", "board", "board", 0), drew(1, "Tools")]
    assert zones(game, 0) == player(board={"red": pile("Archery", "Oars"), "purple": pile("City States")})
    assert zones(game, 1) == player(hand=["Tools"], board={"yellow": pile("Masonry")})
    done(game)


# --- Code of Laws -----------------------------------------------------------------------------------------

def test_code_of_laws_shared_tuck_then_optional_splay_left_ultimate():
    state = {"players": [{"hand": ["Tools", "Pottery", "Archery"],
                          "board": {"blue": pile("Writing"), "purple": pile("Code of Laws")}},        # 3 crowns
                         {"hand": ["The Wheel", "Oars"], "board": {"green": pile("Sailing", "Clothing"),
                                                                    "purple": pile("City States")}}],  # 4 crowns
             "supply": {"1": ["Mysticism", "Masonry"]}}
    game = new(V, state)
    events = dogma(game, "Code of Laws")
    asks(game, 1, "tuck", ["The Wheel"], 0, 1)                          # Oars: no red pile
    events += choose(game, "The Wheel")
    asks(game, 1, "splay", ["green"], 0, 1)
    events += choose(game, "green")
    asks(game, 0, "tuck", ["Tools", "Pottery"], 0, 1)
    events += choose(game, "Pottery")
    asks(game, 0, "splay", ["blue"], 0, 1)
    events += choose(game)                                               # the launcher declines the splay
    assert events == [start(0, "Code of Laws"), tucked(1, "The Wheel"),
                      {"type": "splay", "player": 1, "color": "green", "direction": "left"},
                      tucked(0, "Pottery"), bonus(), drew(0, "Mysticism")]
    assert zones(game, 1) == player(hand=["Oars"], board={"green": pile("Sailing", "Clothing", "The Wheel",
                                                                        splay="left"),
                                                          "purple": pile("City States")})
    assert zones(game, 0) == player(hand=["Tools", "Archery", "Mysticism"],
                                    board={"blue": pile("Writing", "Pottery"), "purple": pile("Code of Laws")})
    assert supply(game, 1) == ["Masonry"]
    done(game)


def test_code_of_laws_no_splay_question_when_already_splayed_left_ultimate():
    state = {"players": [{"hand": ["Pottery", "Oars"],
                          "board": {"blue": pile("Writing", "Tools", splay="left"), "purple": pile("Code of Laws")}},
                         {"board": {"red": pile("Archery")}}],                       # no crown
             "supply": {"1": ["Mysticism"]}}
    game = new(V, state)
    events = dogma(game, "Code of Laws")
    asks(game, 0, "tuck", ["Pottery"], 0, 1)
    events += choose(game, "Pottery")
    assert events == [start(0, "Code of Laws"), tucked(0, "Pottery")]
    assert zones(game, 0) == player(hand=["Oars"], board={"blue": pile("Writing", "Tools", "Pottery", splay="left"),
                                                          "purple": pile("Code of Laws")})
    done(game)


# --- Mysticism --------------------------------------------------------------------------------------------

def test_mysticism_shared_meld_on_a_matching_pile_else_keep_ultimate():
    state = {"players": [{"board": {"purple": pile("Mysticism")}},               # 3 castles
                         {"board": {"red": pile("Metalworking")}}],              # 3: shares
             "supply": {"1": ["Oars", "Pottery", "Writing", "Agriculture", "Tools"]}}
    game = new(V, state)
    events = dogma(game, "Mysticism")
    assert events == [start(0, "Mysticism"),
                      drew(1, "Oars"), revealed(1, "Oars"), melded(1, "Oars"), drew(1, "Pottery"),
                      drew(0, "Writing"), revealed(0, "Writing"),
                      bonus(), drew(0, "Agriculture")]
    assert zones(game, 1) == player(hand=["Pottery"], board={"red": pile("Oars", "Metalworking")})
    assert zones(game, 0) == player(hand=["Writing", "Agriculture"], board={"purple": pile("Mysticism")})
    assert supply(game, 1) == ["Tools"]
    done(game)


def test_mysticism_a_revealed_card_matching_the_launchers_own_colour_ultimate():
    state = {"players": [{"board": {"purple": pile("Mysticism")}}, {"board": {"blue": pile("Writing")}}],
             "supply": {"1": ["Code of Laws", "Sailing", "Tools"]}}
    game = new(V, state)
    events = dogma(game, "Mysticism")
    assert events == [start(0, "Mysticism"), drew(0, "Code of Laws"), revealed(0, "Code of Laws"),
                      melded(0, "Code of Laws"), drew(0, "Sailing")]
    assert zones(game, 0) == player(hand=["Sailing"], board={"purple": pile("Code of Laws", "Mysticism")})
    assert supply(game, 1) == ["Tools"]
    assert kinds(events).count("reveal") == 1
    done(game)
