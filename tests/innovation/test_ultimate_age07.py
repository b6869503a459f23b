"""The age-7 cards of the fourth-edition set, under the `ultimate` variant, each from an exact
position to an exact position: Evolution, Publications, Combustion, Explosives, Bicycle,
Electricity, Refrigeration, Sanitation, Lighting, Railroad.

Every decision is checked (player, kind, options, min, max) before it is answered, and the
helpers check card conservation after every move. Seat 0 (A) launches every dogma; the
featured-icon counts that decide who shares and who is demanded are asserted first."""

from card_tests import answer, dogma, moves, pile, supply, zones
from card_tests import bonus_then_draw as bonus
from card_tests import done_first_turn as done
from card_tests import icon_counts as icons
from card_tests import player as expect
from card_tests import transferred_between as moved
from innovation_helpers import kinds, new

# --- Evolution -------------------------------------------------------------------------------------

def test_evolution_shared_branch_b_for_the_sharer_branch_a_for_the_launcher_ultimate():
    state = {"players": [{"board": {"blue": pile("Evolution")}, "score": ["Coal"]},
                         {"board": {"purple": pile("Philosophy")}}],
             "supply": {"1": ["Oars"], "5": ["Banking"], "7": ["Lighting"], "8": ["Flight", "Mobility"]}}
    game = new("ultimate", state)
    assert icons(game, "lightbulb") == [3, 3]
    events = dogma(game, "Evolution")
    answer(game, events, (1, "branch", ["score", "draw"], 0, 1), "draw")      # empty score pile: 0 + 1
    answer(game, events, (0, "branch", ["score", "draw"], 0, 1), "score")
    answer(game, events, (0, "return", ["Coal", "Flight"], 1, 1), "Coal")     # the scored 8 could go too
    assert events == [
        {"type": "dogma", "player": 0, "card": "Evolution"},
        {"type": "draw", "player": 1, "card": "Oars", "age": 1},
        {"type": "draw", "player": 0, "card": "Flight", "age": 8},
        {"type": "score", "player": 0, "card": "Flight"},
        {"type": "return", "player": 0, "card": "Coal", "age": 5},
        {"type": "share_bonus", "player": 0, "draws": 1},
        {"type": "draw", "player": 0, "card": "Lighting", "age": 7}]
    assert zones(game, 0) == expect(hand=["Lighting"], board={"blue": pile("Evolution")}, score=["Flight"])
    assert zones(game, 1) == expect(hand=["Oars"], board={"purple": pile("Philosophy")})
    assert supply(game, 5) == ["Banking", "Coal"] and supply(game, 8) == ["Mobility"]
    done(game)


def test_evolution_declined_by_the_sharer_then_draw_one_above_the_highest_score_card_ultimate():
    state = {"players": [{"board": {"blue": pile("Evolution")}, "score": ["Coal", "Calendar"]},
                         {"board": {"blue": pile("Mathematics"), "green": pile("Measurement")}, "score": ["Oars"]}],
             "supply": {"2": ["Currency"], "6": ["Canning"]}}
    game = new("ultimate", state)
    assert icons(game, "lightbulb") == [3, 4]
    events = dogma(game, "Evolution")
    answer(game, events, (1, "branch", ["score", "draw"], 0, 1))              # declined: no bonus
    answer(game, events, (0, "branch", ["score", "draw"], 0, 1), "draw")      # highest 5: a 6
    assert moves(events) == [("dogma", 0, "Evolution"), ("draw", 0, "Canning")]
    assert zones(game, 0) == expect(hand=["Canning"], board={"blue": pile("Evolution")},
                                    score=["Coal", "Calendar"])
    assert zones(game, 1)["hand"] == [] and supply(game, 2) == ["Currency"]
    done(game)


# --- Publications ----------------------------------------------------------------------------------

def test_publications_shared_splay_up_then_restore_and_junk_special_achievements_ultimate():
    state = {"players": [{"board": {"blue": pile("Publications", "Tools"),
                                    "yellow": pile("Perspective", "Agriculture")}},
                         {"board": {"blue": pile("Writing", "Calendar"), "purple": pile("Philosophy")}}],
             "junk": ["Empire"], "supply": {"7": ["Lighting"]}}
    game = new("ultimate", state)
    assert icons(game, "lightbulb") == [4, 5]
    assert game.state()["achievements"]["special"] == ["Monument", "World", "Wonder", "Universe"]
    events = dogma(game, "Publications")
    answer(game, events, (1, "splay", ["blue"], 0, 1), "blue")
    answer(game, events, (0, "splay", ["yellow", "blue"], 0, 1), "yellow")
    answer(game, events, (1, "branch", ["junk", "restore"], 0, 1), "restore")    # Empire, the only one
    answer(game, events, (0, "branch", ["junk"], 0, 1), "junk")                  # the junk holds none now
    answer(game, events, (0, "junk_special", ["Monument", "Empire", "World", "Wonder", "Universe"], 1, 1),
           "Universe")
    assert events == [
        {"type": "dogma", "player": 0, "card": "Publications"},
        {"type": "splay", "player": 1, "color": "blue", "direction": "up"},
        {"type": "splay", "player": 0, "color": "yellow", "direction": "up"},
        {"type": "restore", "player": 1, "achievement": "Empire", "from": {"zone": "junk"}},
        {"type": "junk", "player": 0, "card": "Universe", "from": {"zone": "special"}},
        {"type": "share_bonus", "player": 0, "draws": 1},
        {"type": "draw", "player": 0, "card": "Lighting", "age": 7}]
    s = game.state()
    assert s["achievements"]["special"] == ["Monument", "Empire", "World", "Wonder"] and s["junk"] == ["Universe"]
    assert zones(game, 0) == expect(hand=["Lighting"], board={
        "blue": pile("Publications", "Tools"), "yellow": pile("Perspective", "Agriculture", splay="up")})
    assert zones(game, 1) == expect(board={"blue": pile("Writing", "Calendar", splay="up"),
                                           "purple": pile("Philosophy")})
    done(game)


def test_publications_only_a_possible_branch_is_offered_and_may_be_declined_ultimate():
    # every special achievement is held or junked: only a restore is possible, and A declines it
    state = {"players": [{"board": {"blue": pile("Publications")}, "achievements": ["Monument", "Empire"]},
                         {"achievements": ["World", "Universe"]}],
             "junk": ["Wonder"], "achievements": {"special": []}}
    game = new("ultimate", state)
    events = dogma(game, "Publications")
    answer(game, events, (0, "branch", ["restore"], 0, 1))
    assert kinds(events) == ["dogma"]
    s = game.state()
    assert s["achievements"]["special"] == [] and s["junk"] == ["Wonder"]
    done(game)


# --- Combustion ------------------------------------------------------------------------------------

def test_combustion_demanded_one_score_card_per_colour_showing_a_crown_then_shared_return_ultimate():
    # A's crowns: red (Combustion) and blue (Writing's crown shown only by the left splay): 2 colours
    state = {"players": [{"board": {"blue": pile("Tools", "Writing", splay="left"),
                                    "red": pile("Combustion", "Archery")}},
                         {"board": {"yellow": pile("Masonry")}, "score": ["Calendar", "Mathematics", "Pottery"]},
                         {"board": {"red": pile("Oars", "Construction"), "purple": pile("Enterprise")}}],
             "supply": {"1": ["Agriculture"], "2": ["Currency"], "7": ["Lighting"]}}
    game = new("ultimate", state, players=3)
    assert icons(game, "crown") == [3, 0, 4]                            # B demanded, C shares
    events = dogma(game, "Combustion")
    answer(game, events, (1, "transfer", ["Calendar", "Mathematics", "Pottery"], 2, 2), "Calendar", "Pottery")
    assert events == [
        {"type": "dogma", "player": 0, "card": "Combustion"},
        moved(1, "Calendar", "score", 1, "score", 0), moved(1, "Pottery", "score", 1, "score", 0),
        {"type": "return", "player": 2, "card": "Construction", "age": 2},
        {"type": "return", "player": 0, "card": "Archery", "age": 1},
        {"type": "share_bonus", "player": 0, "draws": 1},
        {"type": "draw", "player": 0, "card": "Lighting", "age": 7}]
    assert zones(game, 0) == expect(hand=["Lighting"], board={"blue": pile("Tools", "Writing", splay="left"),
                                                              "red": pile("Combustion")},
                                    score=["Calendar", "Pottery"])
    assert zones(game, 1) == expect(board={"yellow": pile("Masonry")}, score=["Mathematics"])
    assert zones(game, 2) == expect(board={"red": pile("Oars"), "purple": pile("Enterprise")})
    assert supply(game, 1) == ["Agriculture", "Archery"] and supply(game, 2) == ["Currency", "Construction"]
    done(game)


def test_combustion_fewer_score_cards_than_asked_go_without_a_question_and_a_lone_red_is_the_bottom_ultimate():
    state = {"players": [{"board": {"red": pile("Combustion"), "green": pile("Sailing"),
                                    "purple": pile("Code of Laws")}},
                         {"score": ["Calendar"]}],
             "supply": {"7": ["Lighting"]}}
    game = new("ultimate", state)
    assert icons(game, "crown") == [6, 0]                               # three colours with a crown
    events = dogma(game, "Combustion")
    assert moves(events) == [("dogma", 0, "Combustion"), ("transfer", 1, "Calendar"), ("return", 0, "Combustion")]
    assert zones(game, 0) == expect(board={"green": pile("Sailing"), "purple": pile("Code of Laws")},
                                    score=["Calendar"])
    assert zones(game, 1) == expect() and supply(game, 7) == ["Lighting", "Combustion"]
    done(game)


# --- Explosives ----------------------------------------------------------------------------------------

def test_explosives_demanded_three_highest_with_ties_chosen_and_a_7_for_an_emptied_hand_ultimate():
    state = {"players": [{"board": {"red": pile("Explosives")}},
                         {"hand": ["Coal", "Calendar", "Mathematics", "Currency", "Oars"]},
                         {"hand": ["Pottery"], "board": {"blue": pile("Tools")}},
                         {"hand": ["Sailing"], "board": {"yellow": pile("Steam Engine"), "blue": pile("Chemistry")}}],
             "supply": {"7": ["Lighting"]}}
    game = new("ultimate", state, players=4)
    assert icons(game, "factory") == [3, 0, 0, 4]                       # B and C demanded, D not
    events = dogma(game, "Explosives")
    # B: Coal is beyond the cut; two of the three 2s are chosen
    answer(game, events, (1, "transfer", ["Calendar", "Mathematics", "Currency"], 2, 2), "Currency", "Calendar")
    assert events == [
        {"type": "dogma", "player": 0, "card": "Explosives"},
        moved(1, "Coal", "hand", 1, "hand", 0), moved(1, "Currency", "hand", 1, "hand", 0),
        moved(1, "Calendar", "hand", 1, "hand", 0),
        moved(2, "Pottery", "hand", 2, "hand", 0),
        {"type": "draw", "player": 2, "card": "Lighting", "age": 7}]     # C's hand is empty: a 7
    assert zones(game, 0) == expect(hand=["Coal", "Currency", "Calendar", "Pottery"],
                                    board={"red": pile("Explosives")})
    assert zones(game, 1) == expect(hand=["Mathematics", "Oars"])
    assert zones(game, 2) == expect(hand=["Lighting"], board={"blue": pile("Tools")})
    assert zones(game, 3)["hand"] == ["Sailing"] and supply(game, 7) == []
    done(game)


def test_explosives_an_empty_hand_transfers_nothing_and_draws_nothing_ultimate():
    state = {"players": [{"hand": ["Oars"], "board": {"red": pile("Explosives")}}, {}],
             "supply": {"7": ["Lighting"]}}
    game = new("ultimate", state)
    assert kinds(dogma(game, "Explosives")) == ["dogma"]
    assert zones(game, 0)["hand"] == ["Oars"] and zones(game, 1) == expect()
    assert supply(game, 7) == ["Lighting"]
    done(game)


# --- Bicycle -------------------------------------------------------------------------------------------

def test_bicycle_shared_swap_the_whole_hand_and_score_pile_even_one_side_empty_ultimate():
    state = {"players": [{"hand": ["Oars"], "board": {"green": pile("Bicycle")}, "score": ["Calendar", "Coal"]},
                         {"board": {"purple": pile("Code of Laws")}, "score": ["Tools"]}],
             "supply": {"7": ["Lighting"]}}
    game = new("ultimate", state)
    assert icons(game, "crown") == [2, 2]
    events = dogma(game, "Bicycle")
    answer(game, events, (1, "exchange", ["yes", "no"], 1, 1), "yes")
    answer(game, events, (0, "exchange", ["yes", "no"], 1, 1), "yes")
    assert events == [
        {"type": "dogma", "player": 0, "card": "Bicycle"},
        moved(1, "Tools", "score", 1, "hand", 1),
        moved(0, "Oars", "hand", 0, "score", 0), moved(0, "Calendar", "score", 0, "hand", 0),
        moved(0, "Coal", "score", 0, "hand", 0),
        {"type": "share_bonus", "player": 0, "draws": 1},
        {"type": "draw", "player": 0, "card": "Lighting", "age": 7}]
    assert zones(game, 0) == expect(hand=["Calendar", "Coal", "Lighting"], board={"green": pile("Bicycle")},
                                    score=["Oars"])
    assert zones(game, 1) == expect(hand=["Tools"], board={"purple": pile("Code of Laws")})
    done(game)


def test_bicycle_declined_or_with_nothing_to_swap_ultimate():
    state = {"players": [{"hand": ["Oars"], "board": {"green": pile("Bicycle")}},
                         {"board": {"purple": pile("Code of Laws")}}],
             "supply": {"7": ["Lighting"]}}
    game = new("ultimate", state)
    events = dogma(game, "Bicycle")                                     # B: nothing to swap, no question
    answer(game, events, (0, "exchange", ["yes", "no"], 1, 1), "no")
    assert kinds(events) == ["dogma"]
    assert zones(game, 0) == expect(hand=["Oars"], board={"green": pile("Bicycle")})
    done(game)


# --- Electricity ---------------------------------------------------------------------------------------

def test_electricity_shared_return_each_top_card_without_a_factory_then_an_8_each_ultimate():
    state = {"players": [{"board": {"blue": pile("Writing"), "red": pile("Optics", "Oars"),
                                    "green": pile("Electricity"), "yellow": pile("Agriculture")}},
                         {"board": {"yellow": pile("Steam Engine"), "purple": pile("Mysticism")}}],
             "supply": {"1": ["Pottery"], "3": [], "7": ["Lighting"],
                        "8": ["Flight", "Mobility", "Corporations", "Skyscrapers"]}}
    game = new("ultimate", state)
    assert icons(game, "factory") == [2, 2]
    events = dogma(game, "Electricity")
    # B: one card, no order; A: Writing and Agriculture go under the same deck, so the order is asked
    answer(game, events, (0, "return_order", ["Writing", "Optics", "Agriculture"], 3, 3),
           "Agriculture", "Optics", "Writing")
    assert moves(events) == [
        ("dogma", 0, "Electricity"), ("return", 1, "Mysticism"), ("draw", 1, "Flight"),
        ("return", 0, "Agriculture"), ("return", 0, "Optics"), ("return", 0, "Writing"),
        ("draw", 0, "Mobility"), ("draw", 0, "Corporations"), ("draw", 0, "Skyscrapers")] + bonus("Lighting")
    assert zones(game, 0) == expect(hand=["Mobility", "Corporations", "Skyscrapers", "Lighting"],
                                    board={"red": pile("Oars"), "green": pile("Electricity")})
    assert zones(game, 1) == expect(hand=["Flight"], board={"yellow": pile("Steam Engine")})
    assert supply(game, 1) == ["Pottery", "Mysticism", "Agriculture", "Writing"] and supply(game, 3) == ["Optics"]
    assert supply(game, 8) == [] and supply(game, 7) == []
    done(game)


# --- Refrigeration -------------------------------------------------------------------------------------

def test_refrigeration_demanded_keeps_one_card_returns_the_rest_then_shared_optional_score_ultimate():
    state = {"players": [{"hand": ["Sailing", "Construction"], "board": {"yellow": pile("Refrigeration")}},
                         {"hand": ["Oars", "Tools", "Calendar", "Coal"]},
                         {"hand": ["Writing"], "board": {"green": pile("Clothing")}}],
             "supply": {"1": ["Pottery"], "2": [], "7": ["Lighting"]}}
    game = new("ultimate", state, players=3)
    assert icons(game, "leaf") == [2, 0, 2]                             # B demanded, C shares
    events = dogma(game, "Refrigeration")
    answer(game, events, (1, "keep", ["Oars", "Tools", "Calendar", "Coal"], 1, 1), "Coal")
    answer(game, events, (1, "return_order", ["Oars", "Tools", "Calendar"], 3, 3), "Tools", "Calendar", "Oars")
    answer(game, events, (2, "score", ["Writing"], 0, 1), "Writing")
    answer(game, events, (0, "score", ["Sailing", "Construction"], 0, 1))      # declined
    assert moves(events) == [
        ("dogma", 0, "Refrigeration"), ("return", 1, "Tools"), ("return", 1, "Calendar"), ("return", 1, "Oars"),
        ("score", 2, "Writing")] + bonus("Lighting")
    assert zones(game, 0) == expect(hand=["Sailing", "Construction", "Lighting"],
                                    board={"yellow": pile("Refrigeration")})
    assert zones(game, 1) == expect(hand=["Coal"])
    assert zones(game, 2) == expect(board={"green": pile("Clothing")}, score=["Writing"])
    assert supply(game, 1) == ["Pottery", "Tools", "Oars"] and supply(game, 2) == ["Calendar"]
    done(game)


def test_refrigeration_a_single_card_is_kept_and_the_launcher_may_score_ultimate():
    state = {"players": [{"hand": ["Sailing"], "board": {"yellow": pile("Refrigeration")}},
                         {"hand": ["Oars"]}]}
    game = new("ultimate", state)
    events = dogma(game, "Refrigeration")
    answer(game, events, (0, "score", ["Sailing"], 0, 1), "Sailing")
    assert moves(events) == [("dogma", 0, "Refrigeration"), ("score", 0, "Sailing")]
    assert zones(game, 1) == expect(hand=["Oars"])
    assert zones(game, 0) == expect(board={"yellow": pile("Refrigeration")}, score=["Sailing"])
    done(game)


# --- Sanitation ----------------------------------------------------------------------------------------

def test_sanitation_demanded_exchange_then_shared_junk_of_the_7_or_8_deck_ultimate():
    state = {"players": [{"hand": ["Oars", "Tools", "Calendar"], "board": {"yellow": pile("Sanitation")}},
                         {"hand": ["Coal", "Physics", "Banking", "Mathematics"]},
                         {"board": {"yellow": pile("Agriculture")}}],
             "supply": {"7": ["Lighting", "Bicycle"], "8": ["Flight"], "9": ["Computers"]}}
    game = new("ultimate", state, players=3)
    assert icons(game, "leaf") == [3, 0, 3]                             # B demanded, C shares
    events = dogma(game, "Sanitation")
    answer(game, events, (1, "give_highest", ["Coal", "Physics", "Banking"], 2, 2), "Coal", "Banking")
    answer(game, events, (0, "give_lowest", ["Oars", "Tools"], 1, 1), "Tools")     # the launcher's own tie
    answer(game, events, (2, "junk_deck", [7, 8], 1, 1), 7)
    answer(game, events, (0, "junk_deck", [7, 8], 1, 1), 8)            # the empty 7 deck stays a choice
    assert events == [
        {"type": "dogma", "player": 0, "card": "Sanitation"},
        moved(1, "Coal", "hand", 1, "hand", 0), moved(1, "Banking", "hand", 1, "hand", 0),
        moved(1, "Tools", "hand", 0, "hand", 1),
        {"type": "junk", "player": 2, "card": "Lighting", "from": {"zone": "supply"}},
        {"type": "junk", "player": 2, "card": "Bicycle", "from": {"zone": "supply"}},
        {"type": "junk", "player": 0, "card": "Flight", "from": {"zone": "supply"}},
        {"type": "share_bonus", "player": 0, "draws": 1},
        {"type": "draw", "player": 0, "card": "Computers", "age": 9}]   # the 7 and 8 decks are gone
    assert zones(game, 0) == expect(hand=["Oars", "Calendar", "Coal", "Banking", "Computers"],
                                    board={"yellow": pile("Sanitation")})
    assert zones(game, 1) == expect(hand=["Physics", "Mathematics", "Tools"])
    assert zones(game, 2) == expect(board={"yellow": pile("Agriculture")})
    s = game.state()
    assert s["junk"] == ["Lighting", "Bicycle", "Flight"] and s["supply"]["7"] == [] and s["supply"]["8"] == []
    done(game)


def test_sanitation_an_empty_hand_still_receives_my_lowest_and_empty_decks_ask_nothing_ultimate():
    state = {"players": [{"hand": ["Coal", "Calendar"], "board": {"yellow": pile("Sanitation")}}, {}],
             "supply": {"7": [], "8": []}}
    game = new("ultimate", state)
    events = dogma(game, "Sanitation")
    assert events == [{"type": "dogma", "player": 0, "card": "Sanitation"},
                      moved(1, "Calendar", "hand", 0, "hand", 1)]
    assert zones(game, 0)["hand"] == ["Coal"] and zones(game, 1) == expect(hand=["Calendar"])
    assert game.state()["junk"] == []
    done(game)


# --- Lighting ------------------------------------------------------------------------------------------

def test_lighting_shared_tuck_up_to_three_and_score_a_7_per_different_value_ultimate():
    state = {"players": [{"hand": ["Oars", "Archery", "Calendar", "Coal"], "board": {"purple": pile("Lighting")}},
                         {"hand": ["Tools", "Writing"], "board": {"yellow": pile("Agriculture")}}],
             "supply": {"7": ["Bicycle", "Railroad", "Electricity", "Evolution", "Publications"]}}
    game = new("ultimate", state)
    assert icons(game, "leaf") == [2, 3]
    events = dogma(game, "Lighting")
    answer(game, events, (1, "tuck", ["Tools", "Writing"], 0, 2), "Tools", "Writing")
    answer(game, events, (1, "tuck_order", ["Tools", "Writing"], 2, 2), "Writing", "Tools")
    answer(game, events, (0, "tuck", ["Oars", "Archery", "Calendar", "Coal"], 0, 3), "Oars", "Calendar", "Coal")
    answer(game, events, (0, "tuck_order", ["Oars", "Calendar", "Coal"], 3, 3), "Coal", "Calendar", "Oars")
    assert moves(events) == [
        ("dogma", 0, "Lighting"), ("tuck", 1, "Writing"), ("tuck", 1, "Tools"),
        ("draw", 1, "Bicycle"), ("score", 1, "Bicycle"),                        # one value: one 7
        ("tuck", 0, "Coal"), ("tuck", 0, "Calendar"), ("tuck", 0, "Oars"),
        ("draw", 0, "Railroad"), ("score", 0, "Railroad"), ("draw", 0, "Electricity"),
        ("score", 0, "Electricity"), ("draw", 0, "Evolution"), ("score", 0, "Evolution"),   # values 1, 2, 5
    ] + bonus("Publications")
    assert zones(game, 0) == expect(hand=["Archery", "Publications"], board={
        "blue": pile("Calendar"), "red": pile("Coal", "Oars"), "purple": pile("Lighting")},
        score=["Railroad", "Electricity", "Evolution"])
    assert zones(game, 1) == expect(board={"blue": pile("Writing", "Tools"), "yellow": pile("Agriculture")},
                                    score=["Bicycle"])
    assert supply(game, 7) == []
    done(game)


def test_lighting_declined_tucks_and_scores_nothing_ultimate():
    state = {"players": [{"hand": ["Oars"], "board": {"purple": pile("Lighting")}}, {}],
             "supply": {"7": ["Bicycle"]}}
    game = new("ultimate", state)
    events = dogma(game, "Lighting")
    answer(game, events, (0, "tuck", ["Oars"], 0, 1))
    assert kinds(events) == ["dogma"] and zones(game, 0)["hand"] == ["Oars"] and supply(game, 7) == ["Bicycle"]
    done(game)


# --- Railroad ------------------------------------------------------------------------------------------

def test_railroad_shared_return_the_hand_draw_three_6s_then_splay_a_right_pile_up_ultimate():
    state = {"players": [{"hand": ["Tools", "Pottery", "Calendar"],
                          "board": {"red": pile("Oars", "Archery", splay="right"), "purple": pile("Railroad")}},
                         {"hand": ["Writing"], "board": {"blue": pile("Publications"),
                                                         "green": pile("Bicycle", "Clothing", splay="right")}}],
             "supply": {"1": ["Agriculture"], "2": [], "6": ["Canning", "Vaccination", "Democracy",
                                                             "Emancipation", "Encyclopedia", "Classification"],
                        "7": ["Lighting"]}}
    game = new("ultimate", state)
    assert icons(game, "clock") == [2, 2]
    events = dogma(game, "Railroad")
    answer(game, events, (0, "return_order", ["Tools", "Pottery", "Calendar"], 3, 3), "Pottery", "Calendar", "Tools")
    answer(game, events, (1, "splay", ["green"], 0, 1), "green")
    answer(game, events, (0, "splay", ["red"], 0, 1))                  # declined
    assert moves(events) == [
        ("dogma", 0, "Railroad"), ("return", 1, "Writing"),
        ("return", 0, "Pottery"), ("return", 0, "Calendar"), ("return", 0, "Tools"),
        ("draw", 1, "Canning"), ("draw", 1, "Vaccination"), ("draw", 1, "Democracy"),
        ("draw", 0, "Emancipation"), ("draw", 0, "Encyclopedia"), ("draw", 0, "Classification"),
        ("splay", 1, None)] + bonus("Lighting")
    assert events[11] == {"type": "splay", "player": 1, "color": "green", "direction": "up"}
    assert zones(game, 0) == expect(hand=["Emancipation", "Encyclopedia", "Classification", "Lighting"],
                                    board={"red": pile("Oars", "Archery", splay="right"), "purple": pile("Railroad")})
    assert zones(game, 1) == expect(hand=["Canning", "Vaccination", "Democracy"], board={
        "blue": pile("Publications"), "green": pile("Bicycle", "Clothing", splay="up")})
    assert supply(game, 1) == ["Agriculture", "Writing", "Pottery", "Tools"] and supply(game, 2) == ["Calendar"]
    assert supply(game, 6) == [] and supply(game, 7) == []
    done(game)
