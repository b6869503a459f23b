"""The age-6 cards of the fourth-edition set, under the `ultimate` variant, each from an exact
position to an exact position: Atomic Theory, Encyclopedia, Industrialization, Machine Tools,
Classification, Metric System, Canning, Vaccination, Democracy, Emancipation.

Every decision is checked (player, kind, options, min, max) before it is answered, and the
helpers check card conservation after every move. Seat 0 (A) launches every dogma; the
featured-icon counts that decide who shares and who is demanded are asserted first."""

from card_tests import VALUES, answer, dogma, moves, pile, supply, zones
from card_tests import bonus_then_draw as bonus
from card_tests import done_first_turn as done
from card_tests import icon_counts as icons
from card_tests import player as expect
from innovation_helpers import kinds, new

# --- Atomic Theory --------------------------------------------------------------------------------

def test_atomic_theory_shared_splay_blue_right_then_draw_and_meld_a_7_ultimate():
    state = {"players": [{"board": {"blue": pile("Atomic Theory", "Tools")}},
                         {"board": {"blue": pile("Mathematics", "Writing"), "purple": pile("Philosophy")}}],
             "supply": {"7": ["Lighting", "Bicycle", "Railroad"]}}
    game = new("ultimate", state)
    assert icons(game, "lightbulb") == [3, 5]                          # B shares
    events = dogma(game, "Atomic Theory")
    answer(game, events, (1, "splay", ["blue"], 0, 1), "blue")
    answer(game, events, (0, "splay", ["blue"], 0, 1))                 # the launcher declines
    assert events == [
        {"type": "dogma", "player": 0, "card": "Atomic Theory"},
        {"type": "splay", "player": 1, "color": "blue", "direction": "right"},
        {"type": "draw", "player": 1, "card": "Lighting", "age": 7},
        {"type": "meld", "player": 1, "card": "Lighting", "color": "purple"},
        {"type": "draw", "player": 0, "card": "Bicycle", "age": 7},
        {"type": "meld", "player": 0, "card": "Bicycle", "color": "green"},
        {"type": "share_bonus", "player": 0, "draws": 1},
        {"type": "draw", "player": 0, "card": "Railroad", "age": 7}]
    assert zones(game, 0) == expect(hand=["Railroad"], board={"blue": pile("Atomic Theory", "Tools"),
                                                              "green": pile("Bicycle")})
    assert zones(game, 1) == expect(board={"blue": pile("Mathematics", "Writing", splay="right"),
                                           "purple": pile("Lighting", "Philosophy")})
    assert supply(game, 7) == []
    done(game)


def test_atomic_theory_alone_with_a_pile_already_right_asks_nothing_ultimate():
    state = {"players": [{"board": {"blue": pile("Atomic Theory", "Tools", splay="right")}},
                         {"board": {"blue": pile("Writing")}}],
             "supply": {"7": ["Lighting", "Bicycle"]}}
    game = new("ultimate", state)
    assert icons(game, "lightbulb") == [4, 2]                          # B does not share
    events = dogma(game, "Atomic Theory")
    assert moves(events) == [("dogma", 0, "Atomic Theory"), ("draw", 0, "Lighting"), ("meld", 0, "Lighting")]
    assert zones(game, 0)["board"] == {"blue": pile("Atomic Theory", "Tools", splay="right"),
                                       "purple": pile("Lighting")}
    assert zones(game, 1) == expect(board={"blue": pile("Writing")}) and supply(game, 7) == ["Bicycle"]
    done(game)


# --- Encyclopedia ---------------------------------------------------------------------------------

def test_encyclopedia_shared_meld_a_chosen_value_and_junk_an_available_5_6_or_7_ultimate():
    state = {"players": [{"board": {"blue": pile("Encyclopedia")},
                          "score": ["Coal", "The Pirate Code", "Banking", "Calendar"]},
                         {"board": {"purple": pile("Enterprise")}, "score": ["Mathematics", "Oars"]}],
             "achievements": {"standard": {"5": "Measurement", "6": "Canning", "8": "Flight"}},
             "supply": {"6": ["Vaccination"]}}
    game = new("ultimate", state)
    assert icons(game, "crown") == [3, 3]                              # B shares
    events = dogma(game, "Encyclopedia")
    answer(game, events, (1, "choose_value", VALUES, 1, 1), 2)
    answer(game, events, (1, "meld_score_value", ["yes", "no"], 1, 1), "yes")
    answer(game, events, (0, "choose_value", VALUES, 1, 1), 5)
    answer(game, events, (0, "meld_score_value", ["yes", "no"], 1, 1), "yes")
    # two of the three 5s go to the red pile: the order is asked (the last melded ends on top)
    answer(game, events, (0, "meld_order", ["Coal", "The Pirate Code", "Banking"], 3, 3),
           "Coal", "Banking", "The Pirate Code")
    answer(game, events, (1, "junk_achievement", [5, 6], 0, 1), 6)
    answer(game, events, (0, "junk_achievement", [5], 0, 1))           # the launcher declines
    assert events == [
        {"type": "dogma", "player": 0, "card": "Encyclopedia"},
        {"type": "meld", "player": 1, "card": "Mathematics", "color": "blue"},
        {"type": "meld", "player": 0, "card": "Coal", "color": "red"},
        {"type": "meld", "player": 0, "card": "Banking", "color": "green"},
        {"type": "meld", "player": 0, "card": "The Pirate Code", "color": "red"},
        {"type": "junk", "player": 1, "card": "Canning", "from": {"zone": "standard"}},
        {"type": "share_bonus", "player": 0, "draws": 1},
        {"type": "draw", "player": 0, "card": "Vaccination", "age": 6}]
    assert zones(game, 0) == expect(hand=["Vaccination"], board={
        "blue": pile("Encyclopedia"), "red": pile("The Pirate Code", "Coal"), "green": pile("Banking")},
        score=["Calendar"])
    assert zones(game, 1) == expect(board={"blue": pile("Mathematics"), "purple": pile("Enterprise")},
                                    score=["Oars"])
    s = game.state()
    assert s["achievements"]["standard"] == {"5": "Measurement", "8": "Flight"} and s["junk"] == ["Canning"]
    done(game)


def test_encyclopedia_a_value_without_cards_or_a_no_melds_nothing_and_no_5_to_7_asks_nothing_ultimate():
    state = {"players": [{"board": {"blue": pile("Encyclopedia")}, "score": ["Oars", "Calendar"]},
                         {"board": {"red": pile("Archery")}, "score": ["Tools"]}],
             "achievements": {"standard": {"4": "Invention", "8": "Flight"}}}
    game = new("ultimate", state)
    assert icons(game, "crown") == [3, 0]
    events = dogma(game, "Encyclopedia")
    answer(game, events, (0, "choose_value", VALUES, 1, 1), 3)        # no 3 in the score pile: that is all
    assert events == [{"type": "dogma", "player": 0, "card": "Encyclopedia"}]
    assert zones(game, 0) == expect(board={"blue": pile("Encyclopedia")}, score=["Oars", "Calendar"])
    assert game.state()["achievements"]["standard"] == {"4": "Invention", "8": "Flight"}
    done(game)
    # the second action: the same card, the player says no
    events = dogma(game, "Encyclopedia")
    answer(game, events, (0, "choose_value", VALUES, 1, 1), 1)
    answer(game, events, (0, "meld_score_value", ["yes", "no"], 1, 1), "no")
    assert events == [{"type": "dogma", "player": 0, "card": "Encyclopedia"},
                      {"type": "turn", "player": 1, "number": 2, "actions": 2}]
    assert zones(game, 0) == expect(board={"blue": pile("Encyclopedia")}, score=["Oars", "Calendar"])


def test_encyclopedia_an_empty_score_pile_asks_no_value_ultimate():
    state = {"players": [{"board": {"blue": pile("Encyclopedia")}}, {}],
             "achievements": {"standard": {"7": "Lighting"}}}
    game = new("ultimate", state)
    events = dogma(game, "Encyclopedia")
    answer(game, events, (0, "junk_achievement", [7], 0, 1), 7)
    assert events == [{"type": "dogma", "player": 0, "card": "Encyclopedia"},
                      {"type": "junk", "player": 0, "card": "Lighting", "from": {"zone": "standard"}}]
    assert game.state()["junk"] == ["Lighting"] and game.state()["achievements"]["standard"] == {}
    done(game)


# --- Industrialization ------------------------------------------------------------------------------

def test_industrialization_shared_three_tucks_and_only_the_lone_clock_leader_returns_top_red_ultimate():
    state = {"players": [{"board": {"red": pile("Industrialization"), "purple": pile("Democracy")}},
                         {"board": {"red": pile("Machine Tools"), "purple": pile("Railroad")}}],
             "supply": {"6": ["Atomic Theory", "Encyclopedia", "Classification", "Canning", "Emancipation",
                              "Metric System"]}}
    game = new("ultimate", state)
    assert icons(game, "factory") == [2, 4] and icons(game, "clock") == [0, 2]      # B shares
    events = dogma(game, "Industrialization")
    # B's three tucks, then B alone has the most clocks (2 to 0): B returns Machine Tools, which goes
    # under the 6 deck; A's three tucks leave A short of clocks
    assert moves(events) == [
        ("dogma", 0, "Industrialization"),
        ("draw", 1, "Atomic Theory"), ("tuck", 1, "Atomic Theory"), ("draw", 1, "Encyclopedia"),
        ("tuck", 1, "Encyclopedia"), ("draw", 1, "Classification"), ("tuck", 1, "Classification"),
        ("return", 1, "Machine Tools"),
        ("draw", 0, "Canning"), ("tuck", 0, "Canning"), ("draw", 0, "Emancipation"), ("tuck", 0, "Emancipation"),
        ("draw", 0, "Metric System"), ("tuck", 0, "Metric System")]
    # effect 2: B's red pile is gone and its purple pile has one card; A may splay purple only
    answer(game, events, (0, "splay", ["purple"], 0, 1), "purple")
    assert moves(events)[14:] == [("splay", 0, None)] + bonus("Machine Tools")
    assert zones(game, 0) == expect(hand=["Machine Tools"], board={
        "red": pile("Industrialization"), "green": pile("Metric System"), "yellow": pile("Canning"),
        "purple": pile("Democracy", "Emancipation", splay="right")})
    assert zones(game, 1) == expect(board={"blue": pile("Atomic Theory", "Encyclopedia"),
                                           "green": pile("Classification"), "purple": pile("Railroad")})
    assert supply(game, 6) == []
    done(game)


def test_industrialization_the_lone_clock_leader_returns_its_own_industrialization_ultimate():
    state = {"players": [{"board": {"red": pile("Industrialization", "Oars"), "purple": pile("Lighting")}},
                         {"board": {"green": pile("Sailing")}}],
             "supply": {"6": ["Vaccination", "Machine Tools", "Canning"]}}
    game = new("ultimate", state)
    assert icons(game, "factory") == [2, 0] and icons(game, "clock") == [1, 0]
    events = dogma(game, "Industrialization")
    answer(game, events, (0, "splay", ["red"], 0, 1))
    assert moves(events) == [
        ("dogma", 0, "Industrialization"), ("draw", 0, "Vaccination"), ("tuck", 0, "Vaccination"),
        ("draw", 0, "Machine Tools"), ("tuck", 0, "Machine Tools"), ("draw", 0, "Canning"), ("tuck", 0, "Canning"),
        ("return", 0, "Industrialization")]
    assert zones(game, 0) == expect(board={"red": pile("Oars", "Machine Tools"),
                                           "yellow": pile("Vaccination", "Canning"), "purple": pile("Lighting")})
    assert supply(game, 6) == ["Industrialization"]
    done(game)


def test_industrialization_a_tie_for_the_most_clocks_returns_nothing_ultimate():
    state = {"players": [{"board": {"red": pile("Industrialization"), "purple": pile("Lighting")}},
                         {"board": {"blue": pile("Publications")}},
                         {"board": {"green": pile("Sailing")}}],
             "supply": {"6": ["Vaccination", "Democracy", "Canning"]}}
    game = new("ultimate", state, players=3)
    assert icons(game, "clock") == [1, 1, 0]
    events = dogma(game, "Industrialization")
    answer(game, events, (0, "splay", ["purple"], 0, 1))               # effect 2: declined
    assert kinds(events) == ["dogma"] + ["draw", "tuck"] * 3
    assert zones(game, 0)["board"] == {"red": pile("Industrialization"), "yellow": pile("Vaccination", "Canning"),
                                       "purple": pile("Lighting", "Democracy")}
    assert supply(game, 6) == []
    done(game)


# --- Machine Tools ------------------------------------------------------------------------------------

def test_machine_tools_shared_score_a_card_of_the_highest_score_value_empty_pile_a_1_ultimate():
    state = {"players": [{"board": {"red": pile("Machine Tools")}, "score": ["Coal", "Calendar"]},
                         {"board": {"blue": pile("Chemistry"), "yellow": pile("Steam Engine")}}],
             "supply": {"1": ["Oars", "Tools"], "5": ["Physics", "Banking"], "6": ["Canning"]}}
    game = new("ultimate", state)
    assert icons(game, "factory") == [3, 4]
    events = dogma(game, "Machine Tools")
    assert events == [
        {"type": "dogma", "player": 0, "card": "Machine Tools"},
        {"type": "draw", "player": 1, "card": "Oars", "age": 1},            # empty score pile: value 0, a 1
        {"type": "score", "player": 1, "card": "Oars"},
        {"type": "draw", "player": 0, "card": "Physics", "age": 5},
        {"type": "score", "player": 0, "card": "Physics"},
        {"type": "share_bonus", "player": 0, "draws": 1},
        {"type": "draw", "player": 0, "card": "Canning", "age": 6}]
    assert zones(game, 0) == expect(hand=["Canning"], board={"red": pile("Machine Tools")},
                                    score=["Coal", "Calendar", "Physics"])
    assert zones(game, 1) == expect(board={"blue": pile("Chemistry"), "yellow": pile("Steam Engine")},
                                    score=["Oars"])
    assert supply(game, 1) == ["Tools"] and supply(game, 5) == ["Banking"]
    done(game)


def test_machine_tools_an_empty_deck_draws_the_next_one_up_ultimate():
    state = {"players": [{"board": {"red": pile("Machine Tools")}, "score": ["Evolution"]}, {}],
             "supply": {"7": [], "8": ["Flight"]}}
    game = new("ultimate", state)
    events = dogma(game, "Machine Tools")
    assert moves(events) == [("dogma", 0, "Machine Tools"), ("draw", 0, "Flight"), ("score", 0, "Flight")]
    assert events[1]["age"] == 8
    assert zones(game, 0)["score"] == ["Evolution", "Flight"]
    done(game)


# --- Classification -----------------------------------------------------------------------------------

def test_classification_shared_reveal_take_the_colour_from_opponents_and_meld_it_ultimate():
    state = {"players": [{"hand": ["Tools", "Oars"], "board": {"green": pile("Classification")}},
                         {"hand": ["Writing", "Calendar", "Archery"], "board": {"purple": pile("Philosophy")}},
                         {"hand": ["Mathematics", "Sailing"]}],
             "supply": {"6": ["Canning"]}}
    game = new("ultimate", state, players=3)
    assert icons(game, "lightbulb") == [3, 3, 0]                        # B shares; C does not
    events = dogma(game, "Classification")
    answer(game, events, (1, "reveal", ["Writing", "Calendar", "Archery"], 1, 1), "Archery")
    # B takes the red cards of its opponents, C then A: A's Oars; then melds both red cards
    answer(game, events, (1, "meld_order", ["Archery", "Oars"], 2, 2), "Oars", "Archery")
    # A's last card is revealed without asking; every blue card of B and C comes to A
    answer(game, events, (0, "meld_order", ["Tools", "Writing", "Calendar", "Mathematics"], 4, 4),
           "Calendar", "Writing", "Mathematics", "Tools")
    assert moves(events) == [
        ("dogma", 0, "Classification"), ("reveal", 1, "Archery"), ("transfer", 1, "Oars"),
        ("meld", 1, "Oars"), ("meld", 1, "Archery"),
        ("reveal", 0, "Tools"), ("transfer", 0, "Writing"), ("transfer", 0, "Calendar"),
        ("transfer", 0, "Mathematics"), ("meld", 0, "Calendar"), ("meld", 0, "Writing"),
        ("meld", 0, "Mathematics"), ("meld", 0, "Tools")] + bonus("Canning")
    assert events[2]["from"] == {"zone": "hand", "player": 0} and events[2]["to"] == {"zone": "hand", "player": 1}
    assert events[8]["from"] == {"zone": "hand", "player": 2} and events[8]["to"] == {"zone": "hand", "player": 0}
    assert zones(game, 0) == expect(hand=["Canning"], board={
        "blue": pile("Tools", "Mathematics", "Writing", "Calendar"), "green": pile("Classification")})
    assert zones(game, 1) == expect(board={"red": pile("Archery", "Oars"), "purple": pile("Philosophy")})
    assert zones(game, 2) == expect(hand=["Sailing"])
    done(game)


def test_classification_a_reveal_alone_is_no_change_and_an_empty_hand_does_nothing_ultimate():
    # B shares with an empty hand; A reveals its only card and melds it: no bonus (B changed nothing)
    state = {"players": [{"hand": ["Tools"], "board": {"green": pile("Classification")}},
                         {"board": {"purple": pile("Philosophy")}}],
             "supply": {"6": ["Canning"]}}
    game = new("ultimate", state)
    events = dogma(game, "Classification")
    assert moves(events) == [("dogma", 0, "Classification"), ("reveal", 0, "Tools"), ("meld", 0, "Tools")]
    assert zones(game, 0) == expect(board={"blue": pile("Tools"), "green": pile("Classification")})
    assert zones(game, 1) == expect(board={"purple": pile("Philosophy")}) and supply(game, 6) == ["Canning"]
    done(game)


# --- Metric System ------------------------------------------------------------------------------------

def test_metric_system_shared_green_right_unlocks_any_colour_right_the_same_execution_only_ultimate():
    state = {"players": [{"board": {"blue": pile("Tools", "Writing"), "red": pile("Archery", "Oars"),
                                    "green": pile("Metric System", "Clothing", splay="right")}},
                         {"board": {"green": pile("Currency", "Mapmaking"), "purple": pile("Enterprise")}}],
             "supply": {"6": ["Canning"]}}
    game = new("ultimate", state)
    assert icons(game, "crown") == [3, 5]
    events = dogma(game, "Metric System")
    # effect 1: B's green pile is not splayed right: nothing; A's is
    answer(game, events, (0, "splay", ["blue", "red"], 0, 1), "red")
    # effect 2: B splays green right (too late for its effect 1); A's green is already right
    answer(game, events, (1, "splay", ["green"], 0, 1), "green")
    assert events == [
        {"type": "dogma", "player": 0, "card": "Metric System"},
        {"type": "splay", "player": 0, "color": "red", "direction": "right"},
        {"type": "splay", "player": 1, "color": "green", "direction": "right"},
        {"type": "share_bonus", "player": 0, "draws": 1},
        {"type": "draw", "player": 0, "card": "Canning", "age": 6}]
    assert zones(game, 0) == expect(hand=["Canning"], board={
        "blue": pile("Tools", "Writing"), "red": pile("Archery", "Oars", splay="right"),
        "green": pile("Metric System", "Clothing", splay="right")})
    assert zones(game, 1) == expect(board={"green": pile("Currency", "Mapmaking", splay="right"),
                                           "purple": pile("Enterprise")})
    done(game)


# --- Canning --------------------------------------------------------------------------------------------

def test_canning_shared_tuck_a_6_then_score_each_top_card_without_a_factory_once_ultimate():
    state = {"players": [{"board": {"blue": pile("Chemistry"), "red": pile("Archery"),
                                    "yellow": pile("Canning", "Agriculture"), "purple": pile("Mysticism")}},
                         {"board": {"red": pile("Coal"), "green": pile("Sailing"),
                                    "yellow": pile("Steam Engine", "Statistics")}}],
             "supply": {"6": ["Emancipation", "Atomic Theory"]}}
    game = new("ultimate", state)
    assert icons(game, "factory") == [4, 5]
    events = dogma(game, "Canning")
    answer(game, events, (1, "draw_and_tuck", ["yes", "no"], 1, 1), "no")
    answer(game, events, (0, "draw_and_tuck", ["yes", "no"], 1, 1), "yes")
    answer(game, events, (1, "splay", ["yellow"], 0, 1), "yellow")
    answer(game, events, (0, "splay", ["yellow"], 0, 1))
    assert moves(events) == [
        ("dogma", 0, "Canning"), ("draw", 0, "Emancipation"), ("tuck", 0, "Emancipation"),
        ("score", 0, "Archery"), ("score", 0, "Mysticism"),      # Emancipation, uncovered, is not scored
        ("splay", 1, None)] + bonus("Atomic Theory")
    assert zones(game, 0) == expect(hand=["Atomic Theory"], board={
        "blue": pile("Chemistry"), "yellow": pile("Canning", "Agriculture"), "purple": pile("Emancipation")},
        score=["Archery", "Mysticism"])
    assert zones(game, 1) == expect(board={"red": pile("Coal"), "green": pile("Sailing"),
                                           "yellow": pile("Steam Engine", "Statistics", splay="right")})
    assert supply(game, 6) == []
    done(game)


# --- Vaccination ----------------------------------------------------------------------------------------

def test_vaccination_demanded_returns_a_chosen_value_then_the_sharer_and_launcher_meld_a_7_ultimate():
    state = {"players": [{"board": {"yellow": pile("Vaccination")}},
                         {"board": {"red": pile("Archery")}, "score": ["Oars", "Calendar", "Tools", "Mathematics"]},
                         {"board": {"yellow": pile("Agriculture")}}],
             "supply": {"1": ["Sailing"], "6": ["Canning"], "7": ["Lighting", "Bicycle", "Railroad"]}}
    game = new("ultimate", state, players=3)
    assert icons(game, "leaf") == [2, 0, 3]                             # B demanded, C shares
    events = dogma(game, "Vaccination")
    answer(game, events, (1, "return_value", [1, 2], 1, 1), 1)
    answer(game, events, (1, "return_order", ["Oars", "Tools"], 2, 2), "Tools", "Oars")   # one deck
    assert moves(events) == [
        ("dogma", 0, "Vaccination"), ("return", 1, "Tools"), ("return", 1, "Oars"),
        ("draw", 1, "Canning"), ("meld", 1, "Canning"),
        ("draw", 2, "Lighting"), ("meld", 2, "Lighting"), ("draw", 0, "Bicycle"), ("meld", 0, "Bicycle")
    ] + bonus("Railroad")
    assert zones(game, 0) == expect(hand=["Railroad"], board={"green": pile("Bicycle"),
                                                              "yellow": pile("Vaccination")})
    assert zones(game, 1) == expect(board={"red": pile("Archery"), "yellow": pile("Canning")},
                                    score=["Calendar", "Mathematics"])
    assert zones(game, 2) == expect(board={"yellow": pile("Agriculture"), "purple": pile("Lighting")})
    assert supply(game, 1) == ["Sailing", "Tools", "Oars"] and supply(game, 7) == []
    done(game)


def test_vaccination_nothing_to_return_means_no_6_and_no_7_ultimate():
    state = {"players": [{"board": {"yellow": pile("Vaccination")}}, {"board": {"red": pile("Archery")}}],
             "supply": {"6": ["Canning"], "7": ["Lighting"]}}
    game = new("ultimate", state)
    assert icons(game, "leaf") == [2, 0]
    assert kinds(dogma(game, "Vaccination")) == ["dogma"]
    assert zones(game, 0)["board"] == {"yellow": pile("Vaccination")}
    assert supply(game, 6) == ["Canning"] and supply(game, 7) == ["Lighting"]
    done(game)


# --- Democracy --------------------------------------------------------------------------------------------

def test_democracy_shared_only_more_returns_than_every_opponent_this_action_score_an_8_ultimate():
    state = {"players": [{"hand": ["Oars", "Tools", "Sailing"], "board": {"purple": pile("Democracy")}},
                         {"hand": ["Calendar", "Mathematics"], "board": {"blue": pile("Writing")}},
                         {"hand": ["Archery"], "board": {"purple": pile("Philosophy")}}],
             "supply": {"1": ["Agriculture"], "2": [], "6": ["Canning"], "8": ["Flight", "Mobility"]}}
    game = new("ultimate", state, players=3)
    assert icons(game, "lightbulb") == [2, 2, 3]                        # both share
    events = dogma(game, "Democracy")
    answer(game, events, (1, "return", ["Calendar", "Mathematics"], 0, 2), "Calendar", "Mathematics")
    answer(game, events, (1, "return_order", ["Calendar", "Mathematics"], 2, 2), "Mathematics", "Calendar")
    answer(game, events, (2, "return", ["Archery"], 0, 1), "Archery")            # 1 is not more than 2
    answer(game, events, (0, "return", ["Oars", "Tools", "Sailing"], 0, 3), "Oars", "Tools", "Sailing")
    answer(game, events, (0, "return_order", ["Oars", "Tools", "Sailing"], 3, 3), "Sailing", "Oars", "Tools")
    assert moves(events) == [
        ("dogma", 0, "Democracy"),
        ("return", 1, "Mathematics"), ("return", 1, "Calendar"), ("draw", 1, "Flight"), ("score", 1, "Flight"),
        ("return", 2, "Archery"),
        ("return", 0, "Sailing"), ("return", 0, "Oars"), ("return", 0, "Tools"), ("draw", 0, "Mobility"),
        ("score", 0, "Mobility")] + bonus("Canning")
    assert zones(game, 0) == expect(hand=["Canning"], board={"purple": pile("Democracy")}, score=["Mobility"])
    assert zones(game, 1) == expect(board={"blue": pile("Writing")}, score=["Flight"])
    assert zones(game, 2) == expect(board={"purple": pile("Philosophy")})
    assert supply(game, 1) == ["Agriculture", "Archery", "Sailing", "Oars", "Tools"]
    assert supply(game, 2) == ["Mathematics", "Calendar"] and supply(game, 8) == []
    done(game)


def test_democracy_returning_nothing_when_nobody_returned_scores_nothing_ultimate():
    state = {"players": [{"hand": ["Oars"], "board": {"purple": pile("Democracy")}}, {}],
             "supply": {"8": ["Flight"]}}
    game = new("ultimate", state)
    events = dogma(game, "Democracy")
    answer(game, events, (0, "return", ["Oars"], 0, 1))
    assert kinds(events) == ["dogma"] and supply(game, 8) == ["Flight"]
    assert zones(game, 0) == expect(hand=["Oars"], board={"purple": pile("Democracy")})
    done(game)


def test_democracy_self_executed_counts_every_return_of_the_action_and_restarts_each_action_ultimate(register):
    # a stand-in Self Service self-executes Democracy: B (sharing) returns 2 and scores; A's own
    # execution returns 1, not more than B's 2 in this action: no 8. In A's next action (a dogma of
    # Democracy itself) the counts start again from nothing: 1 is enough.
    def self_execute_democracy(ctx):
        yield from ctx.self_execute("Democracy")
    register("Self Service", [self_execute_democracy, lambda ctx: None])
    state = {"players": [{"hand": ["Oars", "Tools"], "board": {"green": pile("Self Service"),
                                                              "purple": pile("Democracy")}},
                         {"hand": ["Calendar", "Optics"], "board": {"purple": pile("Enterprise")}}],
             "supply": {"1": [], "2": [], "3": [], "8": ["Flight", "Mobility"], "10": ["Databases"]}}
    game = new("ultimate", state)
    assert icons(game, "crown") == [3, 3] and icons(game, "lightbulb") == [2, 0]
    events = dogma(game, "Self Service")
    answer(game, events, (1, "return", ["Calendar", "Optics"], 0, 2), "Calendar", "Optics")
    answer(game, events, (0, "return", ["Oars", "Tools"], 0, 2), "Oars")
    assert moves(events) == [
        ("dogma", 0, "Self Service"), ("execute", 1, "Democracy"), ("return", 1, "Calendar"), ("return", 1, "Optics"),
        ("draw", 1, "Flight"), ("score", 1, "Flight"), ("execute", 0, "Democracy"), ("return", 0, "Oars")
    ] + bonus("Databases")
    assert zones(game, 1) == expect(board={"purple": pile("Enterprise")}, score=["Flight"])
    events = dogma(game, "Democracy")                                   # B does not share Democracy
    answer(game, events, (0, "return", ["Tools", "Databases"], 0, 2), "Tools")
    assert moves(events) == [("dogma", 0, "Democracy"), ("return", 0, "Tools"), ("draw", 0, "Mobility"),
                             ("score", 0, "Mobility"), ("turn", 1, None)]
    assert zones(game, 0) == expect(hand=["Databases"], board={"green": pile("Self Service"),
                                                               "purple": pile("Democracy")}, score=["Mobility"])
    assert supply(game, 1) == ["Oars", "Tools"] and supply(game, 2) == ["Calendar"] and supply(game, 3) == ["Optics"]
    assert supply(game, 8) == []


# --- Emancipation -----------------------------------------------------------------------------------------

def test_emancipation_demanded_gives_a_hand_card_to_my_score_pile_then_shared_splay_ultimate():
    state = {"players": [{"board": {"red": pile("Coal", "Oars"), "purple": pile("Emancipation")}},
                         {"hand": ["Calendar", "Tools"], "board": {"green": pile("Sailing")}},
                         {"board": {"red": pile("Machine Tools", "Archery"), "yellow": pile("Steam Engine")}},
                         {"board": {"blue": pile("Writing")}}],
             "supply": {"6": ["Canning", "Atomic Theory"]}}
    game = new("ultimate", state, players=4)
    assert icons(game, "factory") == [5, 0, 5, 0]                       # B and D demanded, C shares
    events = dogma(game, "Emancipation")
    answer(game, events, (1, "transfer", ["Calendar", "Tools"], 1, 1), "Calendar")
    # D has no card in hand: nothing moves, so no draw
    answer(game, events, (2, "splay", ["red"], 0, 1), "red")
    answer(game, events, (0, "splay", ["red"], 0, 1))                  # declined
    assert moves(events) == [
        ("dogma", 0, "Emancipation"), ("transfer", 1, "Calendar"), ("draw", 1, "Canning"),
        ("splay", 2, None)] + bonus("Atomic Theory")
    assert events[1]["to"] == {"zone": "score", "player": 0}
    assert zones(game, 0) == expect(hand=["Atomic Theory"], board={"red": pile("Coal", "Oars"),
                                                                   "purple": pile("Emancipation")},
                                    score=["Calendar"])
    assert zones(game, 1) == expect(hand=["Tools", "Canning"], board={"green": pile("Sailing")})
    assert zones(game, 2)["board"] == {"red": pile("Machine Tools", "Archery", splay="right"),
                                       "yellow": pile("Steam Engine")}
    assert zones(game, 3) == expect(board={"blue": pile("Writing")})
    done(game)
