"""The fifteen age-1 cards of the base set (engine/innovation/sets/base/age01.py): each from an
exact position to the exact position after, under the third-edition wording (deluxe) and the
first-edition wording (first-edition), with shared and demanded executions and every
decision asserted (player, kind, options, min, max) before it is answered."""

import pytest
from card_tests import dogma, done, pile, supply, zones
from innovation_helpers import choose, kinds, new


def ask(game):
    """The pending decision as (player, kind, options, min, max)."""
    d = game.moves()["pending"]
    return d["player"], d["kind"], d["options"], d["min"], d["max"]


def ask_order(game):
    """The pending decision, which must be an order question (`ordered`), as (player, kind,
    options, min, max)."""
    assert game.moves()["pending"].get("ordered") is True
    return ask(game)


# --- Pottery --------------------------------------------------------------------------------

def test_pottery_shared_sharer_returns_two_launcher_declines_deluxe():
    state = {"players": [{"hand": ["Calendar", "Oars", "Sailing"], "board": {"blue": pile("Pottery")}},
                         {"hand": ["Tools", "Writing"], "board": {"yellow": pile("Agriculture")}}],  # 3 leaves: shares
             "supply": {"1": ["Mysticism", "Clothing", "The Wheel", "Masonry"],
                        "2": ["Construction", "Currency"]}}
    game = new("deluxe", state)
    assert kinds(dogma(game, "Pottery")) == ["dogma"]
    assert ask(game) == (1, "return", ["Tools", "Writing"], 0, 2)       # up to 3 of the 2 there are
    assert choose(game, "Tools", "Writing") == []
    assert ask_order(game) == (1, "return_order", ["Tools", "Writing"], 2, 2)   # both go under the 1 deck
    events = choose(game, "Writing", "Tools")
    assert events == [{"type": "return", "player": 1, "card": "Writing", "age": 1},
                      {"type": "return", "player": 1, "card": "Tools", "age": 1},
                      {"type": "draw", "player": 1, "card": "Construction", "age": 2},
                      {"type": "score", "player": 1, "card": "Construction"}]
    assert ask(game) == (0, "return", ["Calendar", "Oars", "Sailing"], 0, 3)
    events = choose(game)                                  # the launcher declines
    assert events == [{"type": "draw", "player": 1, "card": "Mysticism", "age": 1},
                      {"type": "draw", "player": 0, "card": "Clothing", "age": 1},
                      {"type": "share_bonus", "player": 0, "draws": 1},
                      {"type": "draw", "player": 0, "card": "The Wheel", "age": 1}]
    assert zones(game, 1) == {"hand": ["Mysticism"], "board": {"yellow": pile("Agriculture")},
                              "score": ["Construction"], "achievements": []}
    assert zones(game, 0)["hand"] == ["Calendar", "Oars", "Sailing", "Clothing", "The Wheel"]
    assert zones(game, 0)["score"] == []
    assert supply(game, 1) == ["Masonry", "Writing", "Tools"] and supply(game, 2) == ["Currency"]
    done(game)


def test_pottery_return_three_scores_a_3_first_edition():
    state = {"players": [{"hand": ["Oars", "Calendar", "Sailing", "Archery"], "board": {"blue": pile("Pottery")}},
                         {"board": {"red": pile("Metalworking")}}],          # no leaf: does not share
             "supply": {"1": ["Tools"], "2": ["Currency"], "3": ["Paper", "Compass"]}}
    game = new("first-edition", state)
    dogma(game, "Pottery")
    assert ask(game) == (0, "return", ["Oars", "Calendar", "Sailing", "Archery"], 0, 3)
    assert choose(game, "Calendar", "Oars", "Sailing") == []
    assert ask_order(game) == (0, "return_order", ["Calendar", "Oars", "Sailing"], 3, 3)
    events = choose(game, "Oars", "Sailing", "Calendar")
    assert kinds(events) == ["return", "return", "return", "draw", "score", "draw"]
    assert zones(game, 0) == {"hand": ["Archery", "Tools"], "board": {"blue": pile("Pottery")},
                              "score": ["Paper"], "achievements": []}
    assert supply(game, 1) == ["Oars", "Sailing"] and supply(game, 2) == ["Currency", "Calendar"]
    assert supply(game, 3) == ["Compass"]
    done(game)


# --- Tools ----------------------------------------------------------------------------------

def test_tools_shared_return_three_meld_a_3_then_return_a_3_for_three_1s_deluxe():
    state = {"players": [{"hand": ["Writing", "Pottery"], "board": {"blue": pile("Tools")}},
                         {"hand": ["Oars", "Sailing", "Archery", "Alchemy"],
                          "board": {"purple": pile("Philosophy")}}],          # 3 lightbulbs: shares
             "supply": {"1": ["Clothing", "Masonry", "Mysticism", "The Wheel"], "3": ["Paper", "Compass"]}}
    game = new("deluxe", state)
    dogma(game, "Tools")
    assert ask(game) == (1, "confirm", ["yes"], 0, 1)
    assert choose(game, "yes") == []
    assert ask(game) == (1, "return", ["Oars", "Sailing", "Archery", "Alchemy"], 3, 3)
    assert choose(game, "Oars", "Sailing", "Archery") == []
    assert ask_order(game) == (1, "return_order", ["Oars", "Sailing", "Archery"], 3, 3)   # all three 1s
    events = choose(game, "Oars", "Sailing", "Archery")
    assert kinds(events) == ["return", "return", "return", "draw", "meld"]
    assert events[3:] == [{"type": "draw", "player": 1, "card": "Paper", "age": 3},
                          {"type": "meld", "player": 1, "card": "Paper", "color": "green"}]
    # the launcher holds only 2 cards: effect 1 offers nothing; effect 2 starts with the sharer
    assert ask(game) == (1, "return", ["Alchemy"], 0, 1)
    events = choose(game, "Alchemy")
    assert events == [{"type": "return", "player": 1, "card": "Alchemy", "age": 3},
                      {"type": "draw", "player": 1, "card": "Clothing", "age": 1},
                      {"type": "draw", "player": 1, "card": "Masonry", "age": 1},
                      {"type": "draw", "player": 1, "card": "Mysticism", "age": 1},
                      {"type": "share_bonus", "player": 0, "draws": 1},     # the launcher has no 3
                      {"type": "draw", "player": 0, "card": "The Wheel", "age": 1}]
    assert zones(game, 1) == {"hand": ["Clothing", "Masonry", "Mysticism"],
                              "board": {"green": pile("Paper"), "purple": pile("Philosophy")},
                              "score": [], "achievements": []}
    assert zones(game, 0)["hand"] == ["Writing", "Pottery", "The Wheel"]
    assert supply(game, 1) == ["Oars", "Sailing", "Archery"] and supply(game, 3) == ["Compass", "Alchemy"]
    done(game)


def test_tools_declined_changes_nothing_deluxe():
    state = {"players": [{"hand": ["Oars", "Alchemy", "Sailing"], "board": {"blue": pile("Tools")}}, {}],
             "supply": {"1": ["Clothing"], "3": ["Paper"]}}
    game = new("deluxe", state)
    dogma(game, "Tools")
    assert ask(game) == (0, "confirm", ["yes"], 0, 1)
    assert choose(game) == []
    assert ask(game) == (0, "return", ["Alchemy"], 0, 1)
    assert choose(game) == []
    assert zones(game, 0)["hand"] == ["Oars", "Alchemy", "Sailing"]
    assert supply(game, 1) == ["Clothing"] and supply(game, 3) == ["Paper"]
    done(game)


def test_tools_exactly_three_of_four_first_edition():
    state = {"players": [{"hand": ["Oars", "Alchemy", "Sailing", "Compass"], "board": {"blue": pile("Tools")}},
                         {"board": {"red": pile("Archery")}}],               # 1 lightbulb of 2: no sharing
             "supply": {"1": ["Clothing"], "3": ["Paper", "Education"]}}
    game = new("first-edition", state)
    dogma(game, "Tools")
    assert ask(game) == (0, "confirm", ["yes"], 0, 1)
    choose(game, "yes")
    assert ask(game) == (0, "return", ["Oars", "Alchemy", "Sailing", "Compass"], 3, 3)
    assert choose(game, "Oars", "Sailing", "Compass") == []
    assert ask_order(game) == (0, "return_order", ["Oars", "Sailing", "Compass"], 3, 3)   # Oars, Sailing: 1s
    events = choose(game, "Oars", "Sailing", "Compass")
    assert events[3:] == [{"type": "draw", "player": 0, "card": "Paper", "age": 3},
                          {"type": "meld", "player": 0, "card": "Paper", "color": "green"}]
    assert ask(game) == (0, "return", ["Alchemy"], 0, 1)
    assert choose(game) == []
    assert zones(game, 0) == {"hand": ["Alchemy"], "board": {"blue": pile("Tools"), "green": pile("Paper")},
                              "score": [], "achievements": []}
    assert supply(game, 1) == ["Clothing", "Oars", "Sailing"] and supply(game, 3) == ["Education", "Compass"]
    done(game)


def test_tools_three_cards_in_hand_returned_without_picking_first_edition():
    state = {"players": [{"hand": ["Oars", "Pottery", "Sailing"], "board": {"blue": pile("Tools")}}, {}],
             "supply": {"1": [], "3": ["Paper"]}}
    game = new("first-edition", state)
    dogma(game, "Tools")
    assert choose(game, "yes") == []                  # the only 3 cards: no pick, only their order
    assert ask_order(game) == (0, "return_order", ["Oars", "Pottery", "Sailing"], 3, 3)
    events = choose(game, "Sailing", "Oars", "Pottery")
    assert events == [{"type": "return", "player": 0, "card": "Sailing", "age": 1},
                      {"type": "return", "player": 0, "card": "Oars", "age": 1},
                      {"type": "return", "player": 0, "card": "Pottery", "age": 1},
                      {"type": "draw", "player": 0, "card": "Paper", "age": 3},
                      {"type": "meld", "player": 0, "card": "Paper", "color": "green"}]
    assert zones(game, 0)["hand"] == [] and zones(game, 0)["board"]["green"] == pile("Paper")
    assert supply(game, 1) == ["Sailing", "Oars", "Pottery"]    # the first returned ends on top
    done(game)


def test_tools_three_cards_of_three_ages_are_returned_unasked_deluxe():
    state = {"players": [{"hand": ["Oars", "Calendar", "Alchemy"], "board": {"blue": pile("Tools")}}, {}],
             "supply": {"1": ["Clothing"], "2": ["Currency"], "3": ["Paper", "Compass"]}}
    game = new("deluxe", state)
    dogma(game, "Tools")
    events = choose(game, "yes")                      # no pick, and no order: three different decks
    assert kinds(events) == ["return", "return", "return", "draw", "meld"]
    assert supply(game, 1) == ["Clothing", "Oars"] and supply(game, 2) == ["Currency", "Calendar"]
    assert supply(game, 3) == ["Compass", "Alchemy"]
    done(game)


# --- Writing --------------------------------------------------------------------------------

def test_writing_shared_deluxe():
    state = {"players": [{"board": {"blue": pile("Writing")}}, {"board": {"purple": pile("Philosophy")}}],
             "supply": {"1": ["Oars"], "2": ["Calendar", "Mathematics", "Currency"]}}
    game = new("deluxe", state)
    events = dogma(game, "Writing")
    assert events == [{"type": "dogma", "player": 0, "card": "Writing"},
                      {"type": "draw", "player": 1, "card": "Calendar", "age": 2},
                      {"type": "draw", "player": 0, "card": "Mathematics", "age": 2},
                      {"type": "share_bonus", "player": 0, "draws": 1},
                      {"type": "draw", "player": 0, "card": "Oars", "age": 1}]
    assert zones(game, 0)["hand"] == ["Mathematics", "Oars"] and zones(game, 1)["hand"] == ["Calendar"]
    assert supply(game, 1) == [] and supply(game, 2) == ["Currency"]
    done(game)


def test_writing_alone_first_edition():
    state = {"players": [{"board": {"blue": pile("Writing")}}, {"board": {"red": pile("Metalworking")}}],
             "supply": {"2": ["Calendar", "Mathematics"]}}
    game = new("first-edition", state)
    assert kinds(dogma(game, "Writing")) == ["dogma", "draw"]
    assert zones(game, 0)["hand"] == ["Calendar"] and zones(game, 1)["hand"] == []
    assert supply(game, 2) == ["Mathematics"]
    done(game)


# --- Archery --------------------------------------------------------------------------------

def test_archery_demand_highest_card_tie_chosen_by_the_affected_player_deluxe():
    state = {"players": [{"board": {"red": pile("Archery")}},                     # 2 castles
                         {"hand": ["Calendar", "Mathematics"], "board": {"blue": pile("Writing")}}],
             "supply": {"1": ["Oars", "Tools"]}}
    game = new("deluxe", state)
    events = dogma(game, "Archery")
    assert events == [{"type": "dogma", "player": 0, "card": "Archery"},
                      {"type": "draw", "player": 1, "card": "Oars", "age": 1}]
    assert ask(game) == (1, "transfer", ["Calendar", "Mathematics"], 1, 1)
    events = choose(game, "Mathematics")
    assert events == [{"type": "transfer", "player": 1, "card": "Mathematics",
                       "from": {"zone": "hand", "player": 1}, "to": {"zone": "hand", "player": 0}}]
    assert zones(game, 0)["hand"] == ["Mathematics"] and zones(game, 1)["hand"] == ["Calendar", "Oars"]
    assert supply(game, 1) == ["Tools"]
    done(game)


def test_archery_demand_the_card_just_drawn_can_go_first_edition():
    state = {"players": [{"board": {"red": pile("Archery")}},
                         {"board": {"blue": pile("Writing")}},                     # 0 castles: affected
                         {"hand": ["Calendar"], "board": {"green": pile("The Wheel")}}],   # 3: not affected
             "supply": {"1": ["Oars", "Tools"]}}
    game = new("first-edition", state, players=3)
    events = dogma(game, "Archery")
    assert kinds(events) == ["dogma", "draw", "transfer"]
    assert events[2]["card"] == "Oars" and events[2]["player"] == 1
    assert zones(game, 0)["hand"] == ["Oars"] and zones(game, 1)["hand"] == []
    assert zones(game, 2)["hand"] == ["Calendar"] and supply(game, 1) == ["Tools"]
    done(game)


# --- Metalworking ---------------------------------------------------------------------------

def test_metalworking_shared_scores_castle_cards_until_one_has_none_deluxe():
    state = {"players": [{"board": {"red": pile("Metalworking")}},
                         {"board": {"green": pile("The Wheel")}}],                 # 3 castles: shares
             "supply": {"1": ["Archery", "Masonry", "Writing", "Oars", "Pottery", "Sailing", "Tools"]}}
    game = new("deluxe", state)
    events = dogma(game, "Metalworking")
    assert [(e["type"], e["player"], e.get("card")) for e in events[1:]] == [
        ("draw", 1, "Archery"), ("reveal", 1, "Archery"), ("score", 1, "Archery"),
        ("draw", 1, "Masonry"), ("reveal", 1, "Masonry"), ("score", 1, "Masonry"),
        ("draw", 1, "Writing"), ("reveal", 1, "Writing"),
        ("draw", 0, "Oars"), ("reveal", 0, "Oars"), ("score", 0, "Oars"),
        ("draw", 0, "Pottery"), ("reveal", 0, "Pottery"),
        ("share_bonus", 0, None), ("draw", 0, "Sailing")]
    assert zones(game, 1)["hand"] == ["Writing"] and zones(game, 1)["score"] == ["Archery", "Masonry"]
    assert zones(game, 0)["hand"] == ["Pottery", "Sailing"] and zones(game, 0)["score"] == ["Oars"]
    assert supply(game, 1) == ["Tools"]
    done(game)


def test_metalworking_loop_ends_with_the_game_when_the_supply_runs_out_first_edition():
    empty = {str(age): [] for age in range(2, 11)}
    state = {"players": [{"board": {"red": pile("Metalworking")}}, {"board": {"blue": pile("Writing")}}],
             "supply": {"1": ["Archery"], **empty}}
    game = new("first-edition", state)
    events = dogma(game, "Metalworking")
    assert kinds(events) == ["dogma", "draw", "reveal", "score", "game_over"]
    assert events[-1] == {"type": "game_over", "player": 0, "winners": [0], "reason": "score"}
    assert zones(game, 0)["score"] == ["Archery"] and game.over


# --- Oars -------------------------------------------------------------------------------------

OARS = {"players": [{"board": {"red": pile("Oars")}},                                  # 2 castles
                    {"hand": ["Sailing", "Code of Laws", "Pottery"], "board": {"blue": pile("Writing")}}],
        "supply": {"1": ["City States", "Agriculture", "Tools", "Clothing"]}}


def test_oars_demand_repeats_while_a_crown_card_is_in_hand_deluxe():
    game = new("deluxe", OARS)
    dogma(game, "Oars")
    assert ask(game) == (1, "transfer", ["Sailing", "Code of Laws"], 1, 1)
    events = choose(game, "Code of Laws")
    assert events == [{"type": "transfer", "player": 1, "card": "Code of Laws",
                       "from": {"zone": "hand", "player": 1}, "to": {"zone": "score", "player": 0}},
                      {"type": "draw", "player": 1, "card": "City States", "age": 1}]
    assert ask(game) == (1, "transfer", ["Sailing", "City States"], 1, 1)   # the drawn 1 has a crown
    events = choose(game, "Sailing")
    # City States is then the only crown card: transferred without asking; Tools has none: the
    # loop stops; a card was transferred, so the launcher does not draw (effect 2)
    assert [(e["type"], e["card"]) for e in events] == [
        ("transfer", "Sailing"), ("draw", "Agriculture"), ("transfer", "City States"), ("draw", "Tools")]
    assert zones(game, 0) == {"hand": [], "board": {"red": pile("Oars")},
                              "score": ["Code of Laws", "Sailing", "City States"], "achievements": []}
    assert zones(game, 1)["hand"] == ["Pottery", "Agriculture", "Tools"]
    assert supply(game, 1) == ["Clothing"]
    done(game)


def test_oars_demand_transfers_at_most_one_card_first_edition():
    game = new("first-edition", OARS)
    dogma(game, "Oars")
    assert ask(game) == (1, "transfer", ["Sailing", "Code of Laws"], 1, 1)
    events = choose(game, "Code of Laws")
    assert [(e["type"], e["card"]) for e in events] == [("transfer", "Code of Laws"), ("draw", "City States")]
    assert zones(game, 0)["score"] == ["Code of Laws"] and zones(game, 0)["hand"] == []
    assert zones(game, 1)["hand"] == ["Sailing", "Pottery", "City States"]
    assert supply(game, 1) == ["Agriculture", "Tools", "Clothing"]
    done(game)


@pytest.mark.parametrize("vid", ["deluxe", "first-edition"])
def test_oars_nothing_transferred_so_sharer_and_launcher_draw(vid):
    state = {"players": [{"board": {"red": pile("Oars")}},                             # 2 castles
                         {"hand": ["Pottery"], "board": {"blue": pile("Writing")}},     # 0: affected, no crown
                         {"board": {"green": pile("The Wheel")}}],                      # 3: shares effect 2
             "supply": {"1": ["Tools", "Clothing", "Masonry", "Archery"]}}
    game = new(vid, state, players=3)
    events = dogma(game, "Oars")
    assert events == [{"type": "dogma", "player": 0, "card": "Oars"},
                      {"type": "draw", "player": 2, "card": "Tools", "age": 1},
                      {"type": "draw", "player": 0, "card": "Clothing", "age": 1},
                      {"type": "share_bonus", "player": 0, "draws": 1},
                      {"type": "draw", "player": 0, "card": "Masonry", "age": 1}]
    assert zones(game, 1)["hand"] == ["Pottery"] and zones(game, 2)["hand"] == ["Tools"]
    assert zones(game, 0)["hand"] == ["Clothing", "Masonry"] and zones(game, 0)["score"] == []
    done(game)


def test_oars_a_transfer_by_any_affected_player_stops_every_draw_of_effect_2_deluxe():
    state = {"players": [{"board": {"red": pile("Oars")}},
                         {"hand": ["Sailing"], "board": {"blue": pile("Writing")}},     # affected
                         {"board": {"green": pile("The Wheel")}}],                      # shares effect 2
             "supply": {"1": ["Tools", "Clothing"]}}
    game = new("deluxe", state, players=3)
    events = dogma(game, "Oars")
    assert [(e["type"], e["player"], e.get("card")) for e in events] == [
        ("dogma", 0, "Oars"), ("transfer", 1, "Sailing"), ("draw", 1, "Tools")]
    assert zones(game, 0)["score"] == ["Sailing"] and zones(game, 2)["hand"] == []
    done(game)


# --- Clothing -------------------------------------------------------------------------------

def test_clothing_shared_meld_a_new_colour_then_score_for_unique_colours_deluxe():
    state = {"players": [{"hand": ["Tools"], "board": {"green": pile("Clothing"), "red": pile("Archery")}},  # 2 leaves
                         {"hand": ["Oars", "Calendar", "Sailing"],
                          "board": {"yellow": pile("Agriculture"), "blue": pile("Writing")}}],  # 3 leaves: shares
             "supply": {"1": ["Masonry", "Mysticism", "The Wheel", "City States"]}}
    game = new("deluxe", state)
    dogma(game, "Clothing")
    assert ask(game) == (1, "meld", ["Oars", "Sailing"], 1, 1)     # not Calendar: blue is on the board
    events = choose(game, "Sailing")
    # the launcher's only card of a new colour (Tools, blue) is melded without asking; then
    # the sharer has yellow alone (green and blue are on the launcher's board) and the
    # launcher has red alone
    assert [(e["type"], e["player"], e.get("card")) for e in events] == [
        ("meld", 1, "Sailing"), ("meld", 0, "Tools"),
        ("draw", 1, "Masonry"), ("score", 1, "Masonry"),
        ("draw", 0, "Mysticism"), ("score", 0, "Mysticism"),
        ("share_bonus", 0, None), ("draw", 0, "The Wheel")]
    assert zones(game, 1) == {"hand": ["Oars", "Calendar"],
                              "board": {"blue": pile("Writing"), "green": pile("Sailing"),
                                        "yellow": pile("Agriculture")},
                              "score": ["Masonry"], "achievements": []}
    assert zones(game, 0) == {"hand": ["The Wheel"],
                              "board": {"blue": pile("Tools"), "red": pile("Archery"), "green": pile("Clothing")},
                              "score": ["Mysticism"], "achievements": []}
    assert supply(game, 1) == ["City States"]
    done(game)


def test_clothing_nothing_to_meld_and_colours_of_every_opponent_count_first_edition():
    state = {"players": [{"hand": ["Metalworking"],
                          "board": {"green": pile("Clothing"), "red": pile("Archery"), "purple": pile("Mysticism")}},
                         {"board": {"red": pile("Oars")}},
                         {"board": {"blue": pile("Tools")}}],
             "supply": {"1": ["Sailing", "The Wheel", "Masonry"]}}
    game = new("first-edition", state, players=3)
    events = dogma(game, "Clothing")
    assert [(e["type"], e["player"], e.get("card")) for e in events] == [
        ("dogma", 0, "Clothing"),
        ("draw", 0, "Sailing"), ("score", 0, "Sailing"), ("draw", 0, "The Wheel"), ("score", 0, "The Wheel")]
    assert zones(game, 0)["hand"] == ["Metalworking"] and zones(game, 0)["score"] == ["Sailing", "The Wheel"]
    assert supply(game, 1) == ["Masonry"]
    done(game)


# --- Sailing --------------------------------------------------------------------------------

def test_sailing_shared_deluxe():
    state = {"players": [{"board": {"green": pile("Sailing")}},                       # 2 crowns
                         {"board": {"purple": pile("City States")}}],                 # 2 crowns: shares
             "supply": {"1": ["Tools", "Archery", "Masonry", "Oars"]}}
    game = new("deluxe", state)
    events = dogma(game, "Sailing")
    assert [(e["type"], e["player"], e.get("card")) for e in events] == [
        ("dogma", 0, "Sailing"), ("draw", 1, "Tools"), ("meld", 1, "Tools"),
        ("draw", 0, "Archery"), ("meld", 0, "Archery"), ("share_bonus", 0, None), ("draw", 0, "Masonry")]
    assert zones(game, 1)["board"] == {"blue": pile("Tools"), "purple": pile("City States")}
    assert zones(game, 0)["board"] == {"red": pile("Archery"), "green": pile("Sailing")}
    assert zones(game, 0)["hand"] == ["Masonry"] and supply(game, 1) == ["Oars"]
    done(game)


def test_sailing_melds_onto_a_splayed_pile_first_edition():
    state = {"players": [{"board": {"green": pile("Sailing", "Clothing", splay="left")}},
                         {"board": {"red": pile("Archery")}}],
             "supply": {"1": ["The Wheel", "Oars"]}}
    game = new("first-edition", state)
    assert kinds(dogma(game, "Sailing")) == ["dogma", "draw", "meld"]
    assert zones(game, 0)["board"] == {"green": pile("The Wheel", "Sailing", "Clothing", splay="left")}
    assert zones(game, 0)["hand"] == [] and supply(game, 1) == ["Oars"]
    done(game)


# --- The Wheel ------------------------------------------------------------------------------

def test_the_wheel_shared_deluxe():
    state = {"players": [{"board": {"green": pile("The Wheel")}},                     # 3 castles
                         {"board": {"red": pile("Metalworking")}}],                   # 3 castles: shares
             "supply": {"1": ["Tools", "Archery", "Masonry", "Oars", "Pottery", "Sailing"]}}
    game = new("deluxe", state)
    events = dogma(game, "The Wheel")
    assert [(e["type"], e["player"], e.get("card")) for e in events] == [
        ("dogma", 0, "The Wheel"), ("draw", 1, "Tools"), ("draw", 1, "Archery"),
        ("draw", 0, "Masonry"), ("draw", 0, "Oars"), ("share_bonus", 0, None), ("draw", 0, "Pottery")]
    assert zones(game, 1)["hand"] == ["Tools", "Archery"]
    assert zones(game, 0)["hand"] == ["Masonry", "Oars", "Pottery"] and supply(game, 1) == ["Sailing"]
    done(game)


def test_the_wheel_an_empty_1_pile_draws_a_2_first_edition():
    state = {"players": [{"board": {"green": pile("The Wheel")}}, {"board": {"blue": pile("Writing")}}],
             "supply": {"1": ["Oars"], "2": ["Calendar", "Currency"]}}
    game = new("first-edition", state)
    events = dogma(game, "The Wheel")
    assert events[1:] == [{"type": "draw", "player": 0, "card": "Oars", "age": 1},
                          {"type": "draw", "player": 0, "card": "Calendar", "age": 2}]
    assert zones(game, 0)["hand"] == ["Oars", "Calendar"]
    assert supply(game, 1) == [] and supply(game, 2) == ["Currency"]
    done(game)


# --- Agriculture ------------------------------------------------------------------------------

def test_agriculture_shared_return_a_2_score_a_3_deluxe():
    state = {"players": [{"hand": ["Oars", "Alchemy"], "board": {"yellow": pile("Agriculture")}},   # 3 leaves
                         {"hand": ["Calendar"], "board": {"blue": pile("Pottery")}}],          # 3 leaves: shares
             "supply": {"1": ["Tools", "Archery"], "2": ["Currency"], "3": ["Paper", "Compass"]}}
    game = new("deluxe", state)
    dogma(game, "Agriculture")
    assert ask(game) == (1, "return", ["Calendar"], 0, 1)
    events = choose(game, "Calendar")
    assert events == [{"type": "return", "player": 1, "card": "Calendar", "age": 2},
                      {"type": "draw", "player": 1, "card": "Paper", "age": 3},
                      {"type": "score", "player": 1, "card": "Paper"}]
    assert ask(game) == (0, "return", ["Oars", "Alchemy"], 0, 1)
    events = choose(game)
    assert events == [{"type": "share_bonus", "player": 0, "draws": 1},
                      {"type": "draw", "player": 0, "card": "Tools", "age": 1}]
    assert zones(game, 1)["hand"] == [] and zones(game, 1)["score"] == ["Paper"]
    assert zones(game, 0)["hand"] == ["Oars", "Alchemy", "Tools"] and zones(game, 0)["score"] == []
    assert supply(game, 2) == ["Currency", "Calendar"] and supply(game, 3) == ["Compass"]
    done(game)


def test_agriculture_a_sharer_who_declines_earns_no_bonus_deluxe():
    state = {"players": [{"hand": ["Oars"], "board": {"yellow": pile("Agriculture")}},
                         {"hand": ["Calendar"], "board": {"blue": pile("Pottery")}}],
             "supply": {"1": ["Tools"], "2": ["Currency"]}}
    game = new("deluxe", state)
    dogma(game, "Agriculture")
    assert choose(game) == []                                 # the sharer declines
    assert ask(game) == (0, "return", ["Oars"], 0, 1)
    events = choose(game, "Oars")
    assert kinds(events) == ["return", "draw", "score"]       # no sharing bonus
    assert zones(game, 0)["score"] == ["Currency"] and zones(game, 0)["hand"] == []
    assert supply(game, 1) == ["Tools", "Oars"] and supply(game, 2) == []
    done(game)


def test_agriculture_alone_first_edition():
    state = {"players": [{"hand": ["Oars"], "board": {"yellow": pile("Agriculture")}},
                         {"board": {"red": pile("Archery")}}],
             "supply": {"1": [], "2": ["Currency", "Calendar"]}}
    game = new("first-edition", state)
    dogma(game, "Agriculture")
    assert ask(game) == (0, "return", ["Oars"], 0, 1)
    events = choose(game, "Oars")
    assert events == [{"type": "return", "player": 0, "card": "Oars", "age": 1},
                      {"type": "draw", "player": 0, "card": "Currency", "age": 2},
                      {"type": "score", "player": 0, "card": "Currency"}]
    assert zones(game, 0)["score"] == ["Currency"] and supply(game, 1) == ["Oars"]
    done(game)


# --- Domestication ----------------------------------------------------------------------------

def test_domestication_shared_lowest_card_tie_then_draw_deluxe():
    state = {"players": [{"board": {"yellow": pile("Domestication")}},                 # 2 castles
                         {"hand": ["Calendar", "Oars", "Writing"],
                          "board": {"red": pile("Archery")}}],                         # 2 castles: shares
             "supply": {"1": ["Tools", "Masonry", "Sailing", "Pottery"]}}
    game = new("deluxe", state)
    dogma(game, "Domestication")
    assert ask(game) == (1, "meld", ["Oars", "Writing"], 1, 1)
    events = choose(game, "Writing")
    # the launcher's hand is empty: nothing to meld, but the 1 is drawn all the same
    assert [(e["type"], e["player"], e.get("card")) for e in events] == [
        ("meld", 1, "Writing"), ("draw", 1, "Tools"), ("draw", 0, "Masonry"),
        ("share_bonus", 0, None), ("draw", 0, "Sailing")]
    assert zones(game, 1)["hand"] == ["Calendar", "Oars", "Tools"]
    assert zones(game, 1)["board"] == {"blue": pile("Writing"), "red": pile("Archery")}
    assert zones(game, 0)["hand"] == ["Masonry", "Sailing"] and supply(game, 1) == ["Pottery"]
    done(game)


def test_domestication_single_lowest_card_melded_without_asking_first_edition():
    state = {"players": [{"hand": ["Alchemy", "Calendar"], "board": {"yellow": pile("Domestication")}},
                         {"board": {"blue": pile("Writing")}}],
             "supply": {"1": ["Tools"]}}
    game = new("first-edition", state)
    events = dogma(game, "Domestication")
    assert [(e["type"], e.get("card")) for e in events] == [("dogma", "Domestication"), ("meld", "Calendar"),
                                                             ("draw", "Tools")]
    assert zones(game, 0)["hand"] == ["Alchemy", "Tools"]
    assert zones(game, 0)["board"] == {"blue": pile("Calendar"), "yellow": pile("Domestication")}
    done(game)


# --- Masonry --------------------------------------------------------------------------------

def test_masonry_shared_four_melds_claim_monument_deluxe():
    state = {"players": [{"hand": ["Mysticism", "The Wheel", "Domestication", "Tools", "Alchemy", "Pottery"],
                          "board": {"yellow": pile("Masonry")}},                       # 3 castles
                         {"hand": ["Archery", "Writing", "Oars"],
                          "board": {"red": pile("Metalworking")}}],                    # 3 castles: shares
             "supply": {"1": ["Sailing", "Clothing"]}}
    game = new("deluxe", state)
    dogma(game, "Masonry")
    assert ask(game) == (1, "meld", ["Archery", "Oars"], 0, 2)
    events = choose(game, "Oars", "Archery")                  # in this order: Archery ends on top
    assert [(e["type"], e.get("card")) for e in events] == [("meld", "Oars"), ("meld", "Archery")]
    assert zones(game, 1)["board"] == {"red": pile("Archery", "Oars", "Metalworking")}
    assert ask(game) == (0, "meld", ["Mysticism", "The Wheel", "Domestication", "Tools", "Alchemy"], 0, 5)
    events = choose(game, "The Wheel", "Tools", "Mysticism", "Domestication")
    assert [(e["type"], e.get("card", e.get("achievement"))) for e in events] == [
        ("meld", "The Wheel"), ("meld", "Tools"), ("meld", "Mysticism"), ("meld", "Domestication"),
        ("achieve", "Monument"), ("share_bonus", None), ("draw", "Sailing")]
    assert events[4] == {"type": "achieve", "player": 0, "achievement": "Monument", "special": True}
    assert zones(game, 0) == {"hand": ["Alchemy", "Pottery", "Sailing"],
                              "board": {"blue": pile("Tools"), "green": pile("The Wheel"),
                                        "yellow": pile("Domestication", "Masonry"), "purple": pile("Mysticism")},
                              "score": [], "achievements": ["Monument"]}
    assert "Monument" not in game.state()["achievements"]["special"]
    done(game)


def test_masonry_four_melds_when_monument_is_taken_claim_nothing_first_edition():
    state = {"players": [{"hand": ["Mysticism", "The Wheel", "Domestication", "Tools"],
                          "board": {"yellow": pile("Masonry")}},
                         {"board": {"blue": pile("Writing")}, "achievements": ["Monument"]}]}
    game = new("first-edition", state)
    dogma(game, "Masonry")
    assert ask(game) == (0, "meld", ["Mysticism", "The Wheel", "Domestication", "Tools"], 0, 4)
    events = choose(game, "Tools", "Mysticism", "The Wheel", "Domestication")
    assert kinds(events) == ["meld"] * 4
    assert zones(game, 0)["achievements"] == [] and zones(game, 1)["achievements"] == ["Monument"]
    done(game)


def test_masonry_three_melds_claim_nothing_and_declining_is_allowed_first_edition():
    state = {"players": [{"hand": ["Mysticism", "The Wheel", "Tools", "Writing"],
                          "board": {"yellow": pile("Masonry")}}, {}]}
    game = new("first-edition", state)
    dogma(game, "Masonry")
    assert ask(game) == (0, "meld", ["Mysticism", "The Wheel", "Tools"], 0, 3)
    assert kinds(choose(game, "Mysticism", "The Wheel", "Tools")) == ["meld"] * 3
    assert zones(game, 0)["achievements"] == [] and "Monument" in game.state()["achievements"]["special"]
    assert zones(game, 0)["hand"] == ["Writing"]
    done(game)


# --- City States ----------------------------------------------------------------------------

def test_city_states_demand_top_castle_card_to_my_board_deluxe():
    state = {"players": [{"board": {"purple": pile("City States")}},                   # 2 crowns
                         {"board": {"red": pile("Archery"), "yellow": pile("Masonry"),
                                    "blue": pile("Writing")}}],                        # 5 castles, 1 crown
             "supply": {"1": ["Tools", "Oars"]}}
    game = new("deluxe", state)
    assert kinds(dogma(game, "City States")) == ["dogma"]
    assert ask(game) == (1, "transfer", ["Archery", "Masonry"], 1, 1)    # board order; not Writing
    events = choose(game, "Masonry")
    assert events == [{"type": "transfer", "player": 1, "card": "Masonry",
                       "from": {"zone": "board", "player": 1}, "to": {"zone": "board", "player": 0}},
                      {"type": "draw", "player": 1, "card": "Tools", "age": 1}]
    assert zones(game, 0)["board"] == {"yellow": pile("Masonry"), "purple": pile("City States")}
    assert zones(game, 1)["board"] == {"blue": pile("Writing"), "red": pile("Archery")}
    assert zones(game, 1)["hand"] == ["Tools"] and supply(game, 1) == ["Oars"]
    done(game)


def test_city_states_demand_needs_four_castles_first_edition():
    state = {"players": [{"board": {"purple": pile("City States")}},
                         {"board": {"green": pile("The Wheel"), "blue": pile("Tools")}},   # 4 castles
                         {"board": {"red": pile("Metalworking")}}],                          # 3 castles
             "supply": {"1": ["Oars", "Sailing"]}}
    game = new("first-edition", state, players=3)
    dogma(game, "City States")
    assert ask(game) == (1, "transfer", ["Tools", "The Wheel"], 1, 1)
    events = choose(game, "The Wheel")
    assert [(e["type"], e["player"], e.get("card")) for e in events] == [
        ("transfer", 1, "The Wheel"), ("draw", 1, "Oars")]             # seat 2 (3 castles): nothing
    assert zones(game, 0)["board"] == {"green": pile("The Wheel"), "purple": pile("City States")}
    assert zones(game, 1)["board"] == {"blue": pile("Tools")} and zones(game, 1)["hand"] == ["Oars"]
    assert zones(game, 2)["board"] == {"red": pile("Metalworking")} and zones(game, 2)["hand"] == []
    done(game)


def test_city_states_castles_shown_only_by_a_splay_leave_no_top_card_to_give_deluxe():
    state = {"players": [{"board": {"purple": pile("City States")}},
                         {"board": {"green": pile("Clothing", "The Wheel", splay="up"),
                                    "yellow": pile("Agriculture", "Masonry", splay="right")}}],
             # 4 castles (3 + 1), none on a top card; 1 crown: affected
             "supply": {"1": ["Oars"]}}
    game = new("deluxe", state)
    assert game.state()["players"][1]["icons"]["castle"] == 4
    assert kinds(dogma(game, "City States")) == ["dogma"]
    assert supply(game, 1) == ["Oars"]
    done(game)


# --- Code of Laws -----------------------------------------------------------------------------

def test_code_of_laws_shared_tuck_then_optional_splay_left_deluxe():
    state = {"players": [{"hand": ["Mysticism", "Writing"], "board": {"purple": pile("Code of Laws")}},  # 2 crowns
                         {"hand": ["Clothing", "Oars"], "board": {"green": pile("Sailing")}}],     # 2 crowns: shares
             "supply": {"1": ["Tools", "Archery"]}}
    game = new("deluxe", state)
    dogma(game, "Code of Laws")
    assert ask(game) == (1, "tuck", ["Clothing"], 0, 1)
    assert choose(game, "Clothing") == [{"type": "tuck", "player": 1, "card": "Clothing", "color": "green"}]
    assert ask(game) == (1, "splay", ["green"], 0, 1)
    assert choose(game, "green") == [{"type": "splay", "player": 1, "color": "green", "direction": "left"}]
    assert ask(game) == (0, "tuck", ["Mysticism"], 0, 1)
    choose(game, "Mysticism")
    assert ask(game) == (0, "splay", ["purple"], 0, 1)
    events = choose(game)                                     # declines the splay
    assert events == [{"type": "share_bonus", "player": 0, "draws": 1},
                      {"type": "draw", "player": 0, "card": "Tools", "age": 1}]
    assert zones(game, 1)["board"] == {"green": pile("Sailing", "Clothing", splay="left")}
    assert zones(game, 1)["hand"] == ["Oars"]
    assert zones(game, 0)["board"] == {"purple": pile("Code of Laws", "Mysticism")}
    assert zones(game, 0)["hand"] == ["Writing", "Tools"]
    done(game)


def test_code_of_laws_already_splayed_left_asks_no_splay_first_edition():
    state = {"players": [{"hand": ["City States", "Oars"],
                          "board": {"purple": pile("Code of Laws", "Mysticism", splay="left")}},
                         {"board": {"red": pile("Archery")}}]}
    game = new("first-edition", state)
    dogma(game, "Code of Laws")
    assert ask(game) == (0, "tuck", ["City States"], 0, 1)
    assert kinds(choose(game, "City States")) == ["tuck"]
    assert zones(game, 0)["board"] == {"purple": pile("Code of Laws", "Mysticism", "City States", splay="left")}
    assert zones(game, 0)["hand"] == ["Oars"]
    done(game)


def test_code_of_laws_splays_a_right_splayed_pile_left_first_edition():
    state = {"players": [{"hand": ["Mysticism"],
                          "board": {"purple": pile("Code of Laws", "City States", splay="right")}}, {}]}
    game = new("first-edition", state)
    dogma(game, "Code of Laws")
    choose(game, "Mysticism")
    assert ask(game) == (0, "splay", ["purple"], 0, 1)
    choose(game, "purple")
    assert zones(game, 0)["board"] == {"purple": pile("Code of Laws", "City States", "Mysticism", splay="left")}
    done(game)


# --- Mysticism --------------------------------------------------------------------------------

def test_mysticism_shared_meld_when_the_colour_is_on_the_board_deluxe():
    state = {"players": [{"board": {"purple": pile("Mysticism")}},                     # 3 castles
                         {"board": {"green": pile("The Wheel")}}],                     # 3 castles: shares
             "supply": {"1": ["Sailing", "Tools", "Oars", "Clothing", "Pottery"]}}
    game = new("deluxe", state)
    events = dogma(game, "Mysticism")
    assert [(e["type"], e["player"], e.get("card")) for e in events] == [
        ("dogma", 0, "Mysticism"),
        ("draw", 1, "Sailing"), ("reveal", 1, "Sailing"), ("meld", 1, "Sailing"), ("draw", 1, "Tools"),
        ("draw", 0, "Oars"), ("reveal", 0, "Oars"),                    # no red pile: kept in hand
        ("share_bonus", 0, None), ("draw", 0, "Clothing")]
    assert zones(game, 1)["board"] == {"green": pile("Sailing", "The Wheel")}
    assert zones(game, 1)["hand"] == ["Tools"]
    assert zones(game, 0)["hand"] == ["Oars", "Clothing"] and zones(game, 0)["board"] == {"purple": pile("Mysticism")}
    assert supply(game, 1) == ["Pottery"]
    done(game)


def test_mysticism_a_sharer_who_only_draws_and_reveals_still_earns_the_bonus_bga_third():
    # bga-third: a reveal is no change, but the draw before it is
    state = {"players": [{"board": {"purple": pile("Mysticism")}},
                         {"board": {"green": pile("The Wheel")}}],
             "supply": {"1": ["Oars", "Tools", "Clothing"]}}
    game = new("bga-third", state)
    events = dogma(game, "Mysticism")
    assert [(e["type"], e["player"], e.get("card")) for e in events] == [
        ("dogma", 0, "Mysticism"), ("draw", 1, "Oars"), ("reveal", 1, "Oars"),
        ("draw", 0, "Tools"), ("reveal", 0, "Tools"), ("share_bonus", 0, None), ("draw", 0, "Clothing")]
    assert zones(game, 1)["hand"] == ["Oars"] and zones(game, 0)["hand"] == ["Tools", "Clothing"]
    done(game)


def test_mysticism_alone_melds_onto_its_own_colour_first_edition():
    state = {"players": [{"board": {"purple": pile("Mysticism")}}, {"board": {"blue": pile("Writing")}}],
             "supply": {"1": ["City States", "Oars", "Tools"]}}
    game = new("first-edition", state)
    events = dogma(game, "Mysticism")
    assert [(e["type"], e.get("card")) for e in events] == [
        ("dogma", "Mysticism"), ("draw", "City States"), ("reveal", "City States"), ("meld", "City States"),
        ("draw", "Oars")]
    assert zones(game, 0)["board"] == {"purple": pile("City States", "Mysticism")}
    assert zones(game, 0)["hand"] == ["Oars"] and supply(game, 1) == ["Tools"]
    done(game)
