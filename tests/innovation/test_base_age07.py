"""The age-7 cards of the base set, each from an exact position to an exact position:
Evolution, Publications, Combustion (both wordings), Explosives, Bicycle, Electricity,
Refrigeration, Sanitation, Lighting, Railroad.

Every decision is checked (player, kind, options, min, max) before it is answered, and the
helpers check card conservation after every move. Seat 0 (A) launches every dogma."""

from card_tests import answer, dogma, done, moves, pile, supply
from card_tests import player3 as expect
from card_tests import zones3 as zones
from innovation_helpers import kinds, new

# --- Evolution -------------------------------------------------------------------------------------

def test_evolution_shared_branch_b_for_the_sharer_branch_a_for_the_launcher_deluxe():
    state = {"players": [{"board": {"blue": pile("Evolution")}, "score": ["Coal"]},
                         {"board": {"purple": pile("Philosophy")}}],                 # 3 lightbulbs: shares
             "supply": {"1": ["Oars"], "5": ["Banking"], "7": ["Lighting"], "8": ["Flight", "Mobility"]}}
    game = new("deluxe", state)
    events = dogma(game, "Evolution")
    answer(game, events, (1, "branch", ["score", "draw"], 0, 1), "draw")      # empty score pile: a 1
    answer(game, events, (0, "branch", ["score", "draw"], 0, 1), "score")
    answer(game, events, (0, "return", ["Coal", "Flight"], 1, 1), "Coal")     # the scored 8 may be returned too
    assert moves(events) == [("dogma", 0, "Evolution"), ("draw", 1, "Oars"), ("draw", 0, "Flight"),
                             ("score", 0, "Flight"), ("return", 0, "Coal"), ("share_bonus", 0, None),
                             ("draw", 0, "Lighting")]
    assert zones(game, 0) == expect(hand=["Lighting"], board={"blue": pile("Evolution")}, score=["Flight"])
    assert zones(game, 1) == expect(hand=["Oars"], board={"purple": pile("Philosophy")})
    assert supply(game, 5) == ["Banking", "Coal"] and supply(game, 8) == ["Mobility"]
    done(game)


def test_evolution_declined_or_draw_one_above_the_highest_score_card_first_edition():
    state = {"players": [{"board": {"blue": pile("Evolution")}, "score": ["Coal", "Calendar"]},
                         {"board": {"purple": pile("Philosophy")}, "score": ["Oars"]}],
             "supply": {"2": ["Currency"], "6": ["Canning"]}}
    game = new("first-edition", state)
    events = dogma(game, "Evolution")
    answer(game, events, (1, "branch", ["score", "draw"], 0, 1))              # the sharer declines
    answer(game, events, (0, "branch", ["score", "draw"], 0, 1), "draw")      # highest 5: a 6
    assert moves(events) == [("dogma", 0, "Evolution"), ("draw", 0, "Canning")]
    assert zones(game, 0)["hand"] == ["Canning"] and zones(game, 1)["hand"] == []
    assert supply(game, 2) == ["Currency"]
    done(game)


# --- Publications ------------------------------------------------------------------------------------

def test_publications_shared_rearrange_a_pile_keeping_its_splay_then_splay_up_deluxe():
    state = {"players": [{"board": {"blue": pile("Publications", "Tools", "Writing", splay="right"),   # 4 lightbulbs
                                    "yellow": pile("Canning", "Agriculture")}},
                         {"board": {"green": pile("Paper"), "yellow": pile("Medicine", "Fermenting"),
                                    "purple": pile("Philosophy")}}],                               # 5: shares
             "supply": {"6": ["Vaccination"]}}
    game = new("deluxe", state)
    events = dogma(game, "Publications")
    answer(game, events, (1, "rearrange_pile", ["yellow"], 0, 1))                     # declined
    answer(game, events, (0, "rearrange_pile", ["blue", "yellow"], 0, 1), "blue")
    answer(game, events, (0, "pile_order", ["Publications", "Tools", "Writing"], 3, 3),
           "Writing", "Publications", "Tools")
    answer(game, events, (1, "splay", ["yellow"], 0, 1), "yellow")
    answer(game, events, (0, "splay", ["yellow", "blue"], 0, 1), "blue")
    assert events[1] == {"type": "rearrange", "player": 0, "color": "blue",
                         "cards": ["Writing", "Publications", "Tools"]}
    assert kinds(events) == ["dogma", "rearrange", "splay", "splay", "share_bonus", "draw"]
    assert zones(game, 0) == expect(hand=["Vaccination"], board={
        "blue": pile("Writing", "Publications", "Tools", splay="up"), "yellow": pile("Canning", "Agriculture")})
    assert zones(game, 1)["board"] == {"green": pile("Paper"), "yellow": pile("Medicine", "Fermenting", splay="up"),
                                       "purple": pile("Philosophy")}
    done(game)


def test_publications_the_same_order_changes_nothing_first_edition():
    state = {"players": [{"board": {"blue": pile("Publications", "Tools")}}, {}]}
    game = new("first-edition", state)
    events = dogma(game, "Publications")
    answer(game, events, (0, "rearrange_pile", ["blue"], 0, 1), "blue")
    answer(game, events, (0, "pile_order", ["Publications", "Tools"], 2, 2), "Publications", "Tools")
    answer(game, events, (0, "splay", ["blue"], 0, 1))
    assert kinds(events) == ["dogma"]
    assert zones(game, 0)["board"] == {"blue": pile("Publications", "Tools")}
    done(game)


# --- Combustion (the wording differs) ---------------------------------------------------------------------

COMBUSTION = {
    "players": [
        # crowns: Combustion 2, Sailing 2, Enterprise 3 = 7
        {"board": {"red": pile("Combustion", "Oars"), "green": pile("Sailing"), "purple": pile("Enterprise")}},
        {"board": {"blue": pile("Tools")}, "score": ["Calendar", "Coal", "Mathematics"]},   # 0 crowns: demanded
        # crowns: City States 2, Navigation 3, Canal Building 2 = 7: shares
        {"board": {"red": pile("Construction", "Road Building"), "green": pile("Navigation"),
                   "yellow": pile("Canal Building"), "purple": pile("City States")}},
    ],
    "supply": {"1": ["Agriculture"], "2": ["Currency"], "7": ["Lighting"]},
}


def test_combustion_third_edition_one_card_per_four_crowns_then_return_the_bottom_red_deluxe():
    game = new("deluxe", COMBUSTION, players=3)
    events = dogma(game, "Combustion")
    answer(game, events, (1, "transfer", ["Calendar", "Coal", "Mathematics"], 1, 1), "Coal")   # 7 crowns: 1 card
    assert moves(events) == [("dogma", 0, "Combustion"), ("transfer", 1, "Coal"),
                             ("return", 2, "Road Building"), ("return", 0, "Oars"),
                             ("share_bonus", 0, None), ("draw", 0, "Lighting")]
    assert events[1]["from"] == {"zone": "score", "player": 1} and events[1]["to"] == {"zone": "score", "player": 0}
    assert zones(game, 0) == expect(hand=["Lighting"], board={"red": pile("Combustion"), "green": pile("Sailing"),
                                                              "purple": pile("Enterprise")}, score=["Coal"])
    assert zones(game, 1)["score"] == ["Calendar", "Mathematics"]
    assert zones(game, 2)["board"]["red"] == pile("Construction")
    assert supply(game, 1) == ["Agriculture", "Oars"] and supply(game, 2) == ["Currency", "Road Building"]
    done(game)


def test_combustion_first_edition_two_cards_and_no_second_effect_first_edition():
    game = new("first-edition", COMBUSTION, players=3)
    events = dogma(game, "Combustion")
    answer(game, events, (1, "transfer", ["Calendar", "Coal", "Mathematics"], 2, 2), "Mathematics", "Calendar")
    assert moves(events) == [("dogma", 0, "Combustion"), ("transfer", 1, "Mathematics"),
                             ("transfer", 1, "Calendar")]                       # no return, no bonus
    assert zones(game, 0) == expect(board={"red": pile("Combustion", "Oars"), "green": pile("Sailing"),
                                           "purple": pile("Enterprise")}, score=["Mathematics", "Calendar"])
    assert zones(game, 1)["score"] == ["Coal"]
    assert zones(game, 2)["board"]["red"] == pile("Construction", "Road Building")
    done(game)


def test_combustion_third_edition_under_four_crowns_moves_nothing_and_a_lone_red_card_is_the_bottom_deluxe():
    state = {"players": [{"board": {"red": pile("Combustion")}}, {"score": ["Calendar"]}],
             "supply": {"7": ["Lighting"]}}
    game = new("deluxe", state)
    events = dogma(game, "Combustion")
    assert moves(events) == [("dogma", 0, "Combustion"), ("return", 0, "Combustion")]
    assert zones(game, 0) == expect() and zones(game, 1)["score"] == ["Calendar"]
    assert supply(game, 7) == ["Lighting", "Combustion"]
    done(game)


def test_combustion_first_edition_fewer_than_two_score_cards_gives_them_all_first_edition():
    state = {"players": [{"board": {"red": pile("Combustion")}}, {"score": ["Calendar"]}]}
    game = new("first-edition", state)
    assert moves(dogma(game, "Combustion")) == [("dogma", 0, "Combustion"), ("transfer", 1, "Calendar")]
    assert zones(game, 0)["score"] == ["Calendar"] and zones(game, 1)["score"] == []
    done(game)


# --- Explosives ---------------------------------------------------------------------------------------------

def test_explosives_demanded_three_highest_with_a_choice_among_ties_and_a_7_for_an_emptied_hand_deluxe():
    state = {"players": [{"board": {"red": pile("Explosives")}},
                         {"hand": ["Flight", "Coal", "Banking", "Chemistry", "Oars"]},
                         {"hand": ["Calendar", "Mathematics"]}],
             "supply": {"7": ["Lighting"]}}
    game = new("deluxe", state, players=3)
    events = dogma(game, "Explosives")
    answer(game, events, (1, "transfer", ["Coal", "Banking", "Chemistry"], 2, 2), "Chemistry", "Coal")
    assert moves(events) == [("dogma", 0, "Explosives"), ("transfer", 1, "Flight"), ("transfer", 1, "Chemistry"),
                             ("transfer", 1, "Coal"), ("transfer", 2, "Calendar"), ("transfer", 2, "Mathematics"),
                             ("draw", 2, "Lighting")]
    assert zones(game, 0)["hand"] == ["Flight", "Chemistry", "Coal", "Calendar", "Mathematics"]
    assert zones(game, 1) == expect(hand=["Banking", "Oars"])                # not emptied: no 7
    assert zones(game, 2) == expect(hand=["Lighting"])
    done(game)


def test_explosives_an_empty_hand_transfers_nothing_and_draws_nothing_first_edition():
    state = {"players": [{"board": {"red": pile("Explosives")}}, {"hand": ["Coal", "Banking", "Calendar"]}, {}],
             "supply": {"7": ["Lighting", "Bicycle"]}}
    game = new("first-edition", state, players=3)
    events = dogma(game, "Explosives")
    assert moves(events) == [("dogma", 0, "Explosives"), ("transfer", 1, "Coal"), ("transfer", 1, "Banking"),
                             ("transfer", 1, "Calendar"), ("draw", 1, "Lighting")]
    assert zones(game, 2) == expect() and supply(game, 7) == ["Bicycle"]
    done(game)


# --- Bicycle -----------------------------------------------------------------------------------------------

def test_bicycle_shared_swap_hand_and_score_pile_which_is_not_scoring_deluxe():
    state = {"players": [{"hand": ["Oars", "Tools"], "board": {"green": pile("Bicycle")}, "score": ["Coal"]},
                         {"board": {"purple": pile("Enterprise")}, "score": ["Calendar"]}],   # 3 crowns: shares
             "supply": {"7": ["Lighting"]}}
    game = new("deluxe", state)
    events = dogma(game, "Bicycle")
    answer(game, events, (1, "exchange", ["yes", "no"], 1, 1), "yes")
    answer(game, events, (0, "exchange", ["yes", "no"], 1, 1), "yes")
    assert moves(events) == [("dogma", 0, "Bicycle"), ("transfer", 1, "Calendar"), ("transfer", 0, "Oars"),
                             ("transfer", 0, "Tools"), ("transfer", 0, "Coal"), ("share_bonus", 0, None),
                             ("draw", 0, "Lighting")]
    assert zones(game, 0) == expect(hand=["Coal", "Lighting"], board={"green": pile("Bicycle")},
                                    score=["Oars", "Tools"])
    assert zones(game, 1) == expect(hand=["Calendar"], board={"purple": pile("Enterprise")})
    assert game._gs.scored == [0, 0]
    done(game)


def test_bicycle_declined_or_with_nothing_to_swap_first_edition():
    state = {"players": [{"board": {"green": pile("Bicycle")}},                       # nothing to swap: not asked
                         {"hand": ["Oars"], "board": {"purple": pile("Enterprise")}}]}
    game = new("first-edition", state)
    events = dogma(game, "Bicycle")
    answer(game, events, (1, "exchange", ["yes", "no"], 1, 1), "no")
    assert kinds(events) == ["dogma"] and zones(game, 1)["hand"] == ["Oars"]
    done(game)


# --- Electricity -------------------------------------------------------------------------------------------

def test_electricity_shared_return_top_cards_without_a_factory_then_draw_an_8_each_deluxe():
    state = {"players": [{"board": {"blue": pile("Tools", "Writing"), "red": pile("Coal"),      # 5 factories
                                    "green": pile("Electricity"), "yellow": pile("Agriculture"),
                                    "purple": pile("Mysticism")}},
                         {"board": {"red": pile("Machine Tools"), "yellow": pile("Steam Engine"),   # 5: shares
                                    "purple": pile("Philosophy")}}],
             "supply": {"1": ["Oars"], "2": [], "7": ["Lighting"],
                        "8": ["Flight", "Mobility", "Corporations", "Mass Media", "Antibiotics"]}}
    game = new("deluxe", state)
    events = dogma(game, "Electricity")
    # the launcher's three 1s go under the same supply pile: the order is asked
    answer(game, events, (0, "return_order", ["Tools", "Agriculture", "Mysticism"], 3, 3),
           "Mysticism", "Tools", "Agriculture")
    assert moves(events) == [
        ("dogma", 0, "Electricity"), ("return", 1, "Philosophy"), ("draw", 1, "Flight"),
        ("return", 0, "Mysticism"), ("return", 0, "Tools"), ("return", 0, "Agriculture"),   # Writing stays
        ("draw", 0, "Mobility"), ("draw", 0, "Corporations"), ("draw", 0, "Mass Media"),
        ("share_bonus", 0, None), ("draw", 0, "Lighting")]
    assert zones(game, 0) == expect(hand=["Mobility", "Corporations", "Mass Media", "Lighting"],
                                    board={"blue": pile("Writing"), "red": pile("Coal"),
                                           "green": pile("Electricity")})
    assert zones(game, 1) == expect(hand=["Flight"], board={"red": pile("Machine Tools"),
                                                            "yellow": pile("Steam Engine")})
    assert supply(game, 1) == ["Oars", "Mysticism", "Tools", "Agriculture"] and supply(game, 2) == ["Philosophy"]
    assert supply(game, 8) == ["Antibiotics"]
    done(game)


# --- Refrigeration -------------------------------------------------------------------------------------------

def test_refrigeration_demanded_returns_half_the_hand_then_shared_optional_score_deluxe():
    state = {"players": [{"hand": ["Coal"], "board": {"yellow": pile("Refrigeration")}},          # 2 leaves
                         {"hand": ["Oars", "Tools", "Sailing", "Calendar", "Mathematics"]},      # 0: demanded
                         {"hand": ["Banking", "Physics"], "board": {"yellow": pile("Agriculture")}}],  # 3: shares
             "supply": {"1": [], "7": ["Lighting"]}}
    game = new("deluxe", state, players=3)
    events = dogma(game, "Refrigeration")
    answer(game, events, (1, "return", ["Oars", "Tools", "Sailing", "Calendar", "Mathematics"], 2, 2),
           "Sailing", "Oars")
    answer(game, events, (2, "score", ["Banking", "Physics"], 0, 1), "Banking")
    answer(game, events, (0, "score", ["Coal"], 0, 1), "Coal")
    assert moves(events) == [("dogma", 0, "Refrigeration"), ("return", 1, "Sailing"), ("return", 1, "Oars"),
                             ("score", 2, "Banking"), ("score", 0, "Coal"), ("share_bonus", 0, None),
                             ("draw", 0, "Lighting")]
    assert zones(game, 0) == expect(hand=["Lighting"], board={"yellow": pile("Refrigeration")}, score=["Coal"])
    assert zones(game, 1) == expect(hand=["Tools", "Calendar", "Mathematics"])
    assert zones(game, 2) == expect(hand=["Physics"], board={"yellow": pile("Agriculture")}, score=["Banking"])
    assert supply(game, 1) == ["Sailing", "Oars"]
    done(game)


def test_refrigeration_one_card_returns_none_and_scoring_is_optional_first_edition():
    state = {"players": [{"hand": ["Coal"], "board": {"yellow": pile("Refrigeration")}}, {"hand": ["Oars"]}]}
    game = new("first-edition", state)
    events = dogma(game, "Refrigeration")
    answer(game, events, (0, "score", ["Coal"], 0, 1))
    assert kinds(events) == ["dogma"]
    assert zones(game, 0)["hand"] == ["Coal"] and zones(game, 1)["hand"] == ["Oars"]
    done(game)


# --- Sanitation ---------------------------------------------------------------------------------------------

def test_sanitation_demanded_exchange_two_highest_for_my_lowest_each_side_choosing_ties_deluxe():
    state = {"players": [{"hand": ["Oars", "Coal", "Tools"], "board": {"yellow": pile("Sanitation")}},  # 3 leaves
                         {"hand": ["Flight", "Mobility", "Corporations", "Calendar"]}]}
    game = new("deluxe", state)
    events = dogma(game, "Sanitation")
    answer(game, events, (1, "give_highest", ["Flight", "Mobility", "Corporations"], 2, 2), "Flight", "Corporations")
    answer(game, events, (0, "give_lowest", ["Oars", "Tools"], 1, 1), "Tools")        # the launcher's choice
    assert moves(events) == [("dogma", 0, "Sanitation"), ("transfer", 1, "Flight"), ("transfer", 1, "Corporations"),
                             ("transfer", 1, "Tools")]
    assert events[3]["from"] == {"zone": "hand", "player": 0} and events[3]["to"] == {"zone": "hand", "player": 1}
    assert zones(game, 0)["hand"] == ["Oars", "Coal", "Flight", "Corporations"]
    assert zones(game, 1)["hand"] == ["Mobility", "Calendar", "Tools"]
    done(game)


def test_sanitation_an_empty_hand_still_receives_my_lowest_first_edition():
    state = {"players": [{"hand": ["Coal", "Calendar"], "board": {"yellow": pile("Sanitation")}}, {}]}
    game = new("first-edition", state)
    events = dogma(game, "Sanitation")
    assert moves(events) == [("dogma", 0, "Sanitation"), ("transfer", 1, "Calendar")]
    assert zones(game, 0)["hand"] == ["Coal"] and zones(game, 1)["hand"] == ["Calendar"]
    done(game)


# --- Lighting ------------------------------------------------------------------------------------------------

def test_lighting_shared_tuck_up_to_three_and_score_a_7_per_distinct_value_deluxe():
    state = {"players": [{"hand": ["Oars", "Tools", "Coal", "Calendar"], "board": {"purple": pile("Lighting")}},
                         {"hand": ["Archery"], "board": {"yellow": pile("Agriculture")}}],     # 3 leaves: shares
             "supply": {"7": ["Bicycle", "Railroad", "Evolution", "Publications"]}}
    game = new("deluxe", state)
    events = dogma(game, "Lighting")
    answer(game, events, (1, "tuck", ["Archery"], 0, 1), "Archery")
    answer(game, events, (0, "tuck", ["Oars", "Tools", "Coal", "Calendar"], 0, 3), "Coal", "Oars", "Tools")
    assert moves(events) == [
        ("dogma", 0, "Lighting"), ("tuck", 1, "Archery"), ("draw", 1, "Bicycle"), ("score", 1, "Bicycle"),
        ("tuck", 0, "Coal"), ("tuck", 0, "Oars"), ("tuck", 0, "Tools"),
        ("draw", 0, "Railroad"), ("score", 0, "Railroad"), ("draw", 0, "Evolution"), ("score", 0, "Evolution"),
        ("share_bonus", 0, None), ("draw", 0, "Publications")]           # values 5 and 1: two 7s
    assert zones(game, 0) == expect(hand=["Calendar", "Publications"],
                                    board={"blue": pile("Tools"), "red": pile("Coal", "Oars"),
                                           "purple": pile("Lighting")}, score=["Railroad", "Evolution"])
    assert zones(game, 1) == expect(board={"red": pile("Archery"), "yellow": pile("Agriculture")},
                                    score=["Bicycle"])
    assert supply(game, 7) == []
    done(game)


def test_lighting_declined_scores_nothing_first_edition():
    state = {"players": [{"hand": ["Oars"], "board": {"purple": pile("Lighting")}}, {}],
             "supply": {"7": ["Bicycle"]}}
    game = new("first-edition", state)
    events = dogma(game, "Lighting")
    answer(game, events, (0, "tuck", ["Oars"], 0, 1))
    assert kinds(events) == ["dogma"] and supply(game, 7) == ["Bicycle"]
    done(game)


# --- Railroad ------------------------------------------------------------------------------------------------

SIXES = ["Canning", "Vaccination", "Democracy", "Emancipation", "Metric System", "Encyclopedia", "Classification"]


def test_railroad_shared_return_the_hand_draw_three_6s_then_splay_a_right_pile_up_deluxe():
    state = {"players": [{"hand": ["Oars", "Tools"],
                          "board": {"blue": pile("Writing", "Pottery", splay="right"),
                                    "green": pile("Sailing", "Clothing", splay="right"),
                                    "purple": pile("Railroad")}},                               # 2 clocks
                         {"hand": ["Calendar"], "board": {"blue": pile("Publications"),
                                                          "purple": pile("Lighting")}}],        # 2: shares
             "supply": {"1": [], "2": [], "6": SIXES, "7": ["Bicycle"]}}
    game = new("deluxe", state)
    events = dogma(game, "Railroad")
    answer(game, events, (0, "return_order", ["Oars", "Tools"], 2, 2), "Tools", "Oars")   # one supply pile
    answer(game, events, (0, "splay", ["blue", "green"], 0, 1), "green")    # the sharer has no pile splayed right
    assert moves(events) == [
        ("dogma", 0, "Railroad"), ("return", 1, "Calendar"), ("draw", 1, "Canning"), ("draw", 1, "Vaccination"),
        ("draw", 1, "Democracy"), ("return", 0, "Tools"), ("return", 0, "Oars"), ("draw", 0, "Emancipation"),
        ("draw", 0, "Metric System"), ("draw", 0, "Encyclopedia"), ("splay", 0, None),
        ("share_bonus", 0, None), ("draw", 0, "Bicycle")]
    assert zones(game, 0) == expect(hand=["Emancipation", "Metric System", "Encyclopedia", "Bicycle"], board={
        "blue": pile("Writing", "Pottery", splay="right"), "green": pile("Sailing", "Clothing", splay="up"),
        "purple": pile("Railroad")})
    assert zones(game, 1)["hand"] == ["Canning", "Vaccination", "Democracy"]
    assert supply(game, 1) == ["Tools", "Oars"] and supply(game, 2) == ["Calendar"]
    assert supply(game, 6) == ["Classification"]
    done(game)


def test_railroad_an_empty_hand_still_draws_three_6s_first_edition():
    state = {"players": [{"board": {"purple": pile("Railroad")}}, {}], "supply": {"6": SIXES}}
    game = new("first-edition", state)
    events = dogma(game, "Railroad")
    assert moves(events) == [("dogma", 0, "Railroad"), ("draw", 0, "Canning"), ("draw", 0, "Vaccination"),
                             ("draw", 0, "Democracy")]
    assert zones(game, 0)["hand"] == ["Canning", "Vaccination", "Democracy"]
    done(game)
