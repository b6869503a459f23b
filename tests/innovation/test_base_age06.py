"""The age-6 cards of the base set, each from an exact position to an exact position:
Atomic Theory, Encyclopedia, Industrialization (both wordings), Machine Tools, Classification,
Metric System, Canning, Vaccination, Democracy, Emancipation.

Every decision is checked (player, kind, options, min, max) before it is answered, and the
helpers check card conservation after every move. Seat 0 (A) launches every dogma."""

from card_tests import answer, dogma, done, moves, pile, supply
from card_tests import player3 as expect
from card_tests import zones3 as zones
from innovation_helpers import kinds, new

# --- Atomic Theory --------------------------------------------------------------------------------

def test_atomic_theory_shared_splay_blue_right_then_draw_and_meld_a_7_deluxe():
    state = {"players": [{"board": {"blue": pile("Atomic Theory", "Tools")}},                  # 3 lightbulbs
                         {"board": {"blue": pile("Writing", "Calendar"), "purple": pile("Philosophy")}}],   # 5: shares
             "supply": {"7": ["Lighting", "Bicycle", "Railroad"]}}
    game = new("deluxe", state)
    events = dogma(game, "Atomic Theory")
    answer(game, events, (1, "splay", ["blue"], 0, 1))                 # the sharer declines
    answer(game, events, (0, "splay", ["blue"], 0, 1), "blue")
    assert kinds(events) == ["dogma", "splay", "draw", "meld", "draw", "meld", "share_bonus", "draw"]
    assert events[1] == {"type": "splay", "player": 0, "color": "blue", "direction": "right"}
    assert zones(game, 0) == expect(hand=["Railroad"], board={"blue": pile("Atomic Theory", "Tools", splay="right"),
                                                              "green": pile("Bicycle")})
    assert zones(game, 1) == expect(board={"blue": pile("Writing", "Calendar"),
                                           "purple": pile("Lighting", "Philosophy")})
    assert supply(game, 7) == []
    done(game)


def test_atomic_theory_an_already_splayed_pile_is_not_offered_first_edition():
    state = {"players": [{"board": {"blue": pile("Atomic Theory", "Tools", splay="right")}}, {}],
             "supply": {"7": ["Lighting"]}}
    game = new("first-edition", state)
    events = dogma(game, "Atomic Theory")                               # nothing to ask: no decision
    assert kinds(events) == ["dogma", "draw", "meld"]
    assert zones(game, 0)["board"] == {"blue": pile("Atomic Theory", "Tools", splay="right"),
                                       "purple": pile("Lighting")}
    done(game)


# --- Encyclopedia ---------------------------------------------------------------------------------

def test_encyclopedia_shared_meld_every_highest_score_card_in_the_chosen_order_deluxe():
    state = {"players": [{"board": {"blue": pile("Encyclopedia")},
                          "score": ["Coal", "The Pirate Code", "Banking", "Calendar"]},
                         {"board": {"purple": pile("Enterprise")}, "score": ["Mathematics", "Oars"]}],
             "supply": {"6": ["Canning"]}}
    game = new("deluxe", state)
    events = dogma(game, "Encyclopedia")
    answer(game, events, (1, "meld_highest_score", ["yes", "no"], 1, 1), "yes")
    answer(game, events, (0, "meld_highest_score", ["yes", "no"], 1, 1), "yes")
    # two of the three go to the red pile: the order is asked
    answer(game, events, (0, "meld_order", ["Coal", "The Pirate Code", "Banking"], 3, 3),
           "Coal", "Banking", "The Pirate Code")
    assert moves(events) == [("dogma", 0, "Encyclopedia"), ("meld", 1, "Mathematics"), ("meld", 0, "Coal"),
                             ("meld", 0, "Banking"), ("meld", 0, "The Pirate Code"), ("share_bonus", 0, None),
                             ("draw", 0, "Canning")]
    assert zones(game, 0) == expect(hand=["Canning"], board={
        "blue": pile("Encyclopedia"), "red": pile("The Pirate Code", "Coal"), "green": pile("Banking")},
        score=["Calendar"])
    assert zones(game, 1) == expect(board={"blue": pile("Mathematics"), "purple": pile("Enterprise")},
                                    score=["Oars"])
    done(game)


def test_encyclopedia_declined_by_the_sharer_and_different_colours_need_no_order_first_edition():
    state = {"players": [{"board": {"blue": pile("Encyclopedia")}, "score": ["Coal", "Banking", "Oars"]},
                         {"board": {"purple": pile("Enterprise")}, "score": ["Calendar"]}],   # shares
             "supply": {"6": ["Canning"]}}
    game = new("first-edition", state)
    events = dogma(game, "Encyclopedia")
    answer(game, events, (1, "meld_highest_score", ["yes", "no"], 1, 1), "no")
    answer(game, events, (0, "meld_highest_score", ["yes", "no"], 1, 1), "yes")
    assert moves(events) == [("dogma", 0, "Encyclopedia"), ("meld", 0, "Coal"), ("meld", 0, "Banking")]
    assert zones(game, 0) == expect(board={"blue": pile("Encyclopedia"), "red": pile("Coal"),
                                           "green": pile("Banking")}, score=["Oars"])
    assert zones(game, 1)["score"] == ["Calendar"] and supply(game, 6) == ["Canning"]
    done(game)


# --- Industrialization (the wording differs) ---------------------------------------------------------

INDUSTRIALIZATION = {
    "players": [
        # factories: red 2, yellow 1, purple 0 -> 3 visible factories on 2 colours
        {"board": {"red": pile("Industrialization", "Coal"), "yellow": pile("Vaccination"),
                   "purple": pile("Democracy", "Societies")}},
        # factories: red 3, yellow 2 -> 5 on 2 colours: shares
        {"board": {"red": pile("Machine Tools"), "yellow": pile("Steam Engine")}},
    ],
    "supply": {"6": ["Emancipation", "Classification", "Atomic Theory", "Metric System", "Canning"]},
}


def test_industrialization_third_edition_tucks_a_6_per_colour_with_a_factory_deluxe():
    game = new("deluxe", INDUSTRIALIZATION)
    events = dogma(game, "Industrialization")
    assert [(e["type"], e["player"], e["card"]) for e in events[1:9]] == [
        ("draw", 1, "Emancipation"), ("tuck", 1, "Emancipation"), ("draw", 1, "Classification"),
        ("tuck", 1, "Classification"),                                     # sharer: 2 colours with a factory
        ("draw", 0, "Atomic Theory"), ("tuck", 0, "Atomic Theory"), ("draw", 0, "Metric System"),
        ("tuck", 0, "Metric System")]                                      # launcher: red and yellow
    assert "splay" not in kinds(events)                                    # sharer: no red or purple pile of 2
    answer(game, events, (0, "splay", ["red", "purple"], 0, 1), "purple")
    assert kinds(events)[-3:] == ["splay", "share_bonus", "draw"]
    assert zones(game, 0) == expect(hand=["Canning"], board={
        "blue": pile("Atomic Theory"), "red": pile("Industrialization", "Coal"), "green": pile("Metric System"),
        "yellow": pile("Vaccination"), "purple": pile("Democracy", "Societies", splay="right")})
    assert zones(game, 1) == expect(board={"red": pile("Machine Tools"), "green": pile("Classification"),
                                           "yellow": pile("Steam Engine"), "purple": pile("Emancipation")})
    assert supply(game, 6) == []
    done(game)


def test_industrialization_first_edition_tucks_a_6_per_two_factories_first_edition():
    game = new("first-edition", INDUSTRIALIZATION)
    events = dogma(game, "Industrialization")
    # sharer: 5 factories -> 2 tucks; launcher: 3 factories -> 1 tuck
    assert [(e["type"], e["player"], e["card"]) for e in events[1:7]] == [
        ("draw", 1, "Emancipation"), ("tuck", 1, "Emancipation"), ("draw", 1, "Classification"),
        ("tuck", 1, "Classification"), ("draw", 0, "Atomic Theory"), ("tuck", 0, "Atomic Theory")]
    answer(game, events, (0, "splay", ["red", "purple"], 0, 1), "red")
    assert kinds(events)[7:] == ["splay", "share_bonus", "draw"]
    assert zones(game, 0) == expect(hand=["Metric System"], board={
        "blue": pile("Atomic Theory"), "red": pile("Industrialization", "Coal", splay="right"),
        "yellow": pile("Vaccination"), "purple": pile("Democracy", "Societies")})
    assert zones(game, 1)["board"] == {"red": pile("Machine Tools"), "green": pile("Classification"),
                                       "yellow": pile("Steam Engine"), "purple": pile("Emancipation")}
    assert supply(game, 6) == ["Canning"]
    done(game)


def test_industrialization_counts_once_before_any_tuck_deluxe():
    # one colour with a factory; the tucked Machine Tools would add a second one: still one tuck
    state = {"players": [{"board": {"red": pile("Industrialization")}}, {}],
             "supply": {"6": ["Canning", "Atomic Theory"]}}
    game = new("deluxe", state)
    events = dogma(game, "Industrialization")
    assert kinds(events) == ["dogma", "draw", "tuck"]
    assert zones(game, 0)["board"] == {"red": pile("Industrialization"), "yellow": pile("Canning")}
    done(game)


# --- Machine Tools ----------------------------------------------------------------------------------------

def test_machine_tools_shared_draw_and_score_the_highest_score_value_deluxe():
    state = {"players": [{"board": {"red": pile("Machine Tools")}, "score": ["Coal", "Calendar"]},
                         {"board": {"blue": pile("Chemistry"), "yellow": pile("Steam Engine")}}],   # 4 factories: shares
             "supply": {"1": ["Oars", "Tools"], "5": ["Physics", "Banking"], "6": ["Canning"]}}
    game = new("deluxe", state)
    events = dogma(game, "Machine Tools")
    assert events == [
        {"type": "dogma", "player": 0, "card": "Machine Tools"},
        {"type": "draw", "player": 1, "card": "Oars", "age": 1},           # empty score pile: a 1
        {"type": "score", "player": 1, "card": "Oars"},
        {"type": "draw", "player": 0, "card": "Physics", "age": 5},
        {"type": "score", "player": 0, "card": "Physics"},
        {"type": "share_bonus", "player": 0, "draws": 1},
        {"type": "draw", "player": 0, "card": "Canning", "age": 6}]
    assert zones(game, 0) == expect(hand=["Canning"], board={"red": pile("Machine Tools")},
                                    score=["Coal", "Calendar", "Physics"])
    assert zones(game, 1)["score"] == ["Oars"]
    assert supply(game, 1) == ["Tools"] and supply(game, 5) == ["Banking"]
    done(game)


# --- Classification ------------------------------------------------------------------------------------------

def test_classification_shared_reveal_collect_the_colour_from_opponents_and_meld_it_deluxe():
    state = {"players": [{"hand": ["Tools", "Oars"], "board": {"green": pile("Classification")}},
                         {"hand": ["Writing", "Calendar", "Archery"], "board": {"purple": pile("Philosophy")}},
                         {"hand": ["Mathematics", "Sailing"]}],          # no lightbulb: opponent only
             "supply": {"6": ["Canning"]}}
    game = new("deluxe", state, players=3)
    events = dogma(game, "Classification")
    answer(game, events, (1, "reveal", ["Writing", "Calendar", "Archery"], 1, 1), "Archery")
    answer(game, events, (1, "meld_order", ["Archery", "Oars"], 2, 2), "Oars", "Archery")
    # the launcher's last card is revealed without asking; every blue card comes to them
    answer(game, events, (0, "meld_order", ["Tools", "Writing", "Calendar", "Mathematics"], 4, 4),
           "Calendar", "Writing", "Mathematics", "Tools")
    assert [(e["type"], e["player"], e["card"]) for e in events[1:5]] == [
        ("reveal", 1, "Archery"), ("transfer", 1, "Oars"), ("meld", 1, "Oars"), ("meld", 1, "Archery")]
    assert events[2]["from"] == {"zone": "hand", "player": 0} and events[2]["to"] == {"zone": "hand", "player": 1}
    assert [(e["type"], e["player"], e["card"]) for e in events[5:9]] == [
        ("reveal", 0, "Tools"), ("transfer", 0, "Writing"), ("transfer", 0, "Calendar"),
        ("transfer", 0, "Mathematics")]
    assert kinds(events)[9:] == ["meld"] * 4 + ["share_bonus", "draw"]
    assert zones(game, 0) == expect(hand=["Canning"], board={
        "blue": pile("Tools", "Mathematics", "Writing", "Calendar"), "green": pile("Classification")})
    assert zones(game, 1) == expect(board={"red": pile("Archery", "Oars"), "purple": pile("Philosophy")})
    assert zones(game, 2) == expect(hand=["Sailing"])
    done(game)


def test_classification_with_an_empty_hand_does_nothing_first_edition():
    state = {"players": [{"board": {"green": pile("Classification")}}, {"hand": ["Writing"]}]}
    game = new("first-edition", state)
    assert kinds(dogma(game, "Classification")) == ["dogma"]
    assert zones(game, 1) == expect(hand=["Writing"])
    done(game)


def test_classification_a_sharer_reveal_is_always_followed_by_a_meld_so_the_bonus_comes_anyway_bga_third():
    # on Board Game Arena a reveal alone earns no bonus; the revealed card is then melded, which does
    state = {"players": [{"board": {"green": pile("Classification")}},
                         {"hand": ["Writing"], "board": {"purple": pile("Philosophy")}}],
             "supply": {"6": ["Canning"]}}
    game = new("bga-third", state)
    events = dogma(game, "Classification")
    assert moves(events) == [("dogma", 0, "Classification"), ("reveal", 1, "Writing"), ("meld", 1, "Writing"),
                             ("share_bonus", 0, None), ("draw", 0, "Canning")]
    assert zones(game, 1)["board"] == {"blue": pile("Writing"), "purple": pile("Philosophy")}
    done(game)


# --- Metric System -------------------------------------------------------------------------------------------

def test_metric_system_shared_green_right_unlocks_splaying_any_colour_right_deluxe():
    state = {"players": [{"board": {"blue": pile("Tools", "Writing"), "red": pile("Archery", "Oars"),
                                    "green": pile("Metric System", "Clothing", splay="right")}},   # 3 crowns
                         {"board": {"green": pile("Currency", "Mapmaking"), "purple": pile("Enterprise")}}],
             "supply": {"6": ["Canning"]}}
    game = new("deluxe", state)
    events = dogma(game, "Metric System")
    # effect 1: the sharer's green pile is not splayed right: nothing; the launcher's is
    answer(game, events, (0, "splay", ["blue", "red"], 0, 1), "red")
    # effect 2: the sharer splays green right; the launcher's green is already right: no question
    answer(game, events, (1, "splay", ["green"], 0, 1), "green")
    assert kinds(events) == ["dogma", "splay", "splay", "share_bonus", "draw"]
    assert zones(game, 0) == expect(hand=["Canning"], board={
        "blue": pile("Tools", "Writing"), "red": pile("Archery", "Oars", splay="right"),
        "green": pile("Metric System", "Clothing", splay="right")})
    assert zones(game, 1)["board"] == {"green": pile("Currency", "Mapmaking", splay="right"),
                                       "purple": pile("Enterprise")}
    done(game)


# --- Canning ------------------------------------------------------------------------------------------------

def test_canning_shared_tuck_a_6_then_score_top_cards_without_a_factory_deluxe():
    state = {"players": [{"board": {"blue": pile("Chemistry"), "red": pile("Archery"),
                                    "yellow": pile("Canning", "Agriculture"), "purple": pile("Mysticism")}},
                         {"board": {"red": pile("Coal"), "green": pile("Sailing"),           # 5 factories: shares
                                    "yellow": pile("Steam Engine", "Statistics")}}],
             "supply": {"6": ["Machine Tools", "Emancipation", "Atomic Theory"]}}
    game = new("deluxe", state)
    events = dogma(game, "Canning")
    answer(game, events, (1, "draw_and_tuck", ["yes", "no"], 1, 1), "yes")
    answer(game, events, (0, "draw_and_tuck", ["yes", "no"], 1, 1), "yes")
    answer(game, events, (1, "splay", ["yellow"], 0, 1))                                  # declined
    answer(game, events, (0, "splay", ["yellow"], 0, 1), "yellow")
    assert [(e["type"], e["player"], e.get("card")) for e in events] == [
        ("dogma", 0, "Canning"),
        ("draw", 1, "Machine Tools"), ("tuck", 1, "Machine Tools"), ("score", 1, "Sailing"),
        ("draw", 0, "Emancipation"), ("tuck", 0, "Emancipation"), ("score", 0, "Archery"),
        ("score", 0, "Mysticism"),         # Emancipation, exposed by the score, is not scored
        ("splay", 0, None), ("share_bonus", 0, None), ("draw", 0, "Atomic Theory")]
    assert zones(game, 0) == expect(hand=["Atomic Theory"], board={
        "blue": pile("Chemistry"), "yellow": pile("Canning", "Agriculture", splay="right"),
        "purple": pile("Emancipation")}, score=["Archery", "Mysticism"])
    assert zones(game, 1) == expect(board={"red": pile("Coal", "Machine Tools"),
                                           "yellow": pile("Steam Engine", "Statistics")}, score=["Sailing"])
    done(game)


def test_canning_declined_draws_nothing_first_edition():
    state = {"players": [{"board": {"red": pile("Archery"), "yellow": pile("Canning")}}, {}],
             "supply": {"6": ["Machine Tools"]}}
    game = new("first-edition", state)
    events = dogma(game, "Canning")
    answer(game, events, (0, "draw_and_tuck", ["yes", "no"], 1, 1), "no")
    assert kinds(events) == ["dogma"]
    assert zones(game, 0)["board"] == {"red": pile("Archery"), "yellow": pile("Canning")}
    assert supply(game, 6) == ["Machine Tools"]
    done(game)


# --- Vaccination -------------------------------------------------------------------------------------------

def test_vaccination_demanded_returns_the_lowest_and_then_the_sharer_and_launcher_meld_a_7_deluxe():
    state = {"players": [{"board": {"yellow": pile("Vaccination")}},                  # 2 leaves
                         {"board": {"red": pile("Archery")}, "score": ["Oars", "Calendar", "Tools"]},   # 0: demanded
                         {"board": {"yellow": pile("Agriculture")}}],                 # 3: shares
             "supply": {"1": ["Sailing"], "6": ["Canning"], "7": ["Lighting", "Bicycle", "Railroad"]}}
    game = new("deluxe", state, players=3)
    events = dogma(game, "Vaccination")
    answer(game, events, (1, "return_order", ["Oars", "Tools"], 2, 2), "Tools", "Oars")   # one supply pile
    assert [(e["type"], e["player"], e.get("card")) for e in events[1:]] == [
        ("return", 1, "Tools"), ("return", 1, "Oars"), ("draw", 1, "Canning"), ("meld", 1, "Canning"),
        ("draw", 2, "Lighting"), ("meld", 2, "Lighting"), ("draw", 0, "Bicycle"), ("meld", 0, "Bicycle"),
        ("share_bonus", 0, None), ("draw", 0, "Railroad")]
    assert zones(game, 1) == expect(board={"red": pile("Archery"), "yellow": pile("Canning")}, score=["Calendar"])
    assert zones(game, 2) == expect(board={"yellow": pile("Agriculture"), "purple": pile("Lighting")})
    assert zones(game, 0) == expect(hand=["Railroad"], board={"green": pile("Bicycle"), "yellow": pile("Vaccination")})
    assert supply(game, 1) == ["Sailing", "Tools", "Oars"] and supply(game, 7) == []
    done(game)


def test_vaccination_nothing_returned_means_no_7_first_edition():
    state = {"players": [{"board": {"yellow": pile("Vaccination")}}, {"board": {"red": pile("Archery")}}],
             "supply": {"7": ["Lighting"]}}
    game = new("first-edition", state)
    assert kinds(dogma(game, "Vaccination")) == ["dogma"]
    assert zones(game, 0)["board"] == {"yellow": pile("Vaccination")} and supply(game, 7) == ["Lighting"]
    done(game)


# --- Democracy -------------------------------------------------------------------------------------------------

def test_democracy_shared_only_a_strictly_larger_return_than_everyone_so_far_scores_an_8_deluxe():
    state = {"players": [{"hand": ["Oars", "Tools", "Sailing"], "board": {"purple": pile("Democracy")}},
                         {"hand": ["Calendar", "Mathematics"], "board": {"blue": pile("Writing")}},   # 2: shares
                         {"hand": ["Archery"], "board": {"purple": pile("Philosophy")}}],             # 3: shares
             "supply": {"1": ["Agriculture"], "2": [], "6": ["Canning"], "8": ["Flight", "Mobility"]}}
    game = new("deluxe", state, players=3)
    events = dogma(game, "Democracy")
    answer(game, events, (1, "return", ["Calendar", "Mathematics"], 0, 2), "Mathematics", "Calendar")
    answer(game, events, (2, "return", ["Archery"], 0, 1), "Archery")           # 1 is not more than 2
    answer(game, events, (0, "return", ["Oars", "Tools", "Sailing"], 0, 3), "Sailing", "Oars", "Tools")
    assert [(e["type"], e["player"], e.get("card")) for e in events[1:]] == [
        ("return", 1, "Mathematics"), ("return", 1, "Calendar"), ("draw", 1, "Flight"), ("score", 1, "Flight"),
        ("return", 2, "Archery"),
        ("return", 0, "Sailing"), ("return", 0, "Oars"), ("return", 0, "Tools"), ("draw", 0, "Mobility"),
        ("score", 0, "Mobility"), ("share_bonus", 0, None), ("draw", 0, "Canning")]
    assert zones(game, 0) == expect(hand=["Canning"], board={"purple": pile("Democracy")}, score=["Mobility"])
    assert zones(game, 1) == expect(board={"blue": pile("Writing")}, score=["Flight"])
    assert zones(game, 2) == expect(board={"purple": pile("Philosophy")})
    assert supply(game, 1) == ["Agriculture", "Archery", "Sailing", "Oars", "Tools"]
    assert supply(game, 2) == ["Mathematics", "Calendar"] and supply(game, 8) == []
    done(game)


def test_democracy_returning_nothing_when_nobody_returned_scores_nothing_first_edition():
    state = {"players": [{"hand": ["Oars"], "board": {"purple": pile("Democracy")}}, {}],
             "supply": {"8": ["Flight"]}}
    game = new("first-edition", state)
    events = dogma(game, "Democracy")
    answer(game, events, (0, "return", ["Oars"], 0, 1))
    assert kinds(events) == ["dogma"] and supply(game, 8) == ["Flight"]
    assert zones(game, 0) == expect(hand=["Oars"], board={"purple": pile("Democracy")})
    done(game)


# --- Emancipation ---------------------------------------------------------------------------------------------

def test_emancipation_demanded_gives_a_hand_card_to_my_score_then_shared_splay_deluxe():
    state = {"players": [{"board": {"red": pile("Coal", "Oars"), "purple": pile("Emancipation")}},  # 5 factories
                         {"hand": ["Calendar", "Tools"], "board": {"green": pile("Sailing")}},     # 0: demanded
                         {"board": {"red": pile("Machine Tools", "Archery"),                       # 5: shares
                                    "yellow": pile("Steam Engine")}}],
             "supply": {"6": ["Canning", "Atomic Theory"]}}
    game = new("deluxe", state, players=3)
    events = dogma(game, "Emancipation")
    answer(game, events, (1, "transfer", ["Calendar", "Tools"], 1, 1), "Calendar")
    answer(game, events, (2, "splay", ["red"], 0, 1), "red")
    answer(game, events, (0, "splay", ["red"], 0, 1))                  # declined
    assert [(e["type"], e["player"], e.get("card")) for e in events] == [
        ("dogma", 0, "Emancipation"), ("transfer", 1, "Calendar"), ("draw", 1, "Canning"),
        ("splay", 2, None), ("share_bonus", 0, None), ("draw", 0, "Atomic Theory")]
    assert events[1]["to"] == {"zone": "score", "player": 0}
    assert zones(game, 0) == expect(hand=["Atomic Theory"], board={"red": pile("Coal", "Oars"),
                                                                   "purple": pile("Emancipation")},
                                    score=["Calendar"])
    assert zones(game, 1) == expect(hand=["Tools", "Canning"], board={"green": pile("Sailing")})
    assert zones(game, 2)["board"] == {"red": pile("Machine Tools", "Archery", splay="right"),
                                       "yellow": pile("Steam Engine")}
    done(game)


def test_emancipation_an_empty_hand_gives_nothing_and_draws_nothing_first_edition():
    state = {"players": [{"board": {"purple": pile("Emancipation")}}, {}], "supply": {"6": ["Canning"]}}
    game = new("first-edition", state)
    assert kinds(dogma(game, "Emancipation")) == ["dogma"]
    assert zones(game, 1) == expect() and supply(game, 6) == ["Canning"]
    done(game)
