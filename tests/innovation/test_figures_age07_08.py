"""The karma of the figures of ages 7 and 8 (engine/innovation/sets/figures/age07.py, age08.py),
played below the protocol; each printed karma
from an exact position, both sides of its condition where it has one. (Emperor Meiji and Duke
Ellington are tested with their own karma.)"""

from __future__ import annotations

import pytest

from rulebook.innovation import check_conservation
from rulebook.variants import load_variant

VARIANT = load_variant("ultimate-figures")
TURN = {"number": 5, "player": 0, "actions_left": 2}
BOB_TURN = {"number": 5, "player": 1, "actions_left": 2}


def _kinds(events):
    return [(e["type"], e.get("card") or e.get("achievement")) for e in events]


def _players(game):
    return game.state()["players"]


def _choose(game, *choice):
    return game.play({"type": "choose", "choice": list(choice)})


def _pending(game):
    pending = game.state()["pending"]
    return pending["player"], pending["options"], pending["min"], pending["max"]


# --- Charles Darwin -------------------------------------------------------------------------------

def test_charles_darwin_wins_on_claiming_with_an_achievement_count_as_high_as_any(figures_game):
    # Alice holds 1, Bob 1: a tie is enough
    game = figures_game({"players": [{"board": {"blue": {"cards": ["Charles Darwin"]}}, "score": ["Coal"],
                                      "achievements": ["Tools"]}, {"achievements": ["Sailing"]}],
                         "achievements": {"standard": {"1": "Writing"}}, "turn": TURN})
    events = game.play({"type": "achieve", "age": 1})
    assert ("karma", "Charles Darwin") in _kinds(events)
    assert game.result == {"winners": [0], "reason": "dogma"}
    assert _players(game)[0]["achievements"] == ["Tools"]        # the claim never happened


def test_charles_darwin_draws_an_8_then_claims_when_behind(figures_game):
    game = figures_game({"players": [{"board": {"blue": {"cards": ["Charles Darwin"]}}, "score": ["Coal"],
                                      "achievements": ["Tools"]}, {"achievements": ["Sailing", "Oars"]}],
                         "achievements": {"standard": {"1": "Writing"}}, "supply": {"1": ["Agriculture"], "8": ["Flight"]},
                         "supply_figures": {"1": ["Homer"]}, "turn": TURN})
    events = game.play({"type": "achieve", "age": 1})
    assert _kinds(events)[:3] == [("karma", "Charles Darwin"), ("draw", "Flight"), ("achieve", "Writing")]
    alice, bob = _players(game)
    assert (alice["hand"], alice["achievements"], bob["hand"], game.result) == (
        ["Flight"], ["Tools", "Writing"], ["Homer"], None)
    check_conservation(game)


# --- James Clerk Maxwell --------------------------------------------------------------------------

def test_james_clerk_maxwell_adds_icons_per_hand_card_for_each_type_shown(figures_game):
    game = figures_game({"players": [{"board": {"blue": {"cards": ["James Clerk Maxwell"]}, "red": {"cards": ["Archery"]}},
                                      "hand": ["Tools", "Sailing"]}], "turn": TURN})
    icons = _players(game)[0]["icons"]
    # own: castle 2, lightbulb 1, clock 1, avatar 1; two cards in hand add 2 of each standard type shown
    assert (icons["castle"], icons["lightbulb"], icons["clock"], icons["crown"], icons["avatar"]) == (4, 3, 3, 0, 1)


@pytest.mark.parametrize("returned, drawn", [("Tools", ["Flight"]), ("Flight", [])])
def test_james_clerk_maxwell_draws_an_8_before_a_return_of_7_or_less(figures_game, returned, drawn):
    game = figures_game({"players": [{"board": {"blue": {"cards": ["James Clerk Maxwell"]},
                                                "yellow": {"cards": ["Agriculture"]}}, "hand": [returned]}],
                         "supply": {"2": ["Calendar"], "8": ["Flight"] if returned == "Tools" else ["Mass Media"],
                                    "9": ["Genetics"]}, "turn": TURN})
    game.play({"type": "dogma", "card": "Agriculture"})
    _choose(game, returned)
    alice = _players(game)[0]
    assert alice["hand"] == drawn
    assert alice["score"] == (["Calendar"] if returned == "Tools" else ["Genetics"])


# --- John Ericsson --------------------------------------------------------------------------------

def test_john_ericsson_unsplays_an_opponents_right_splay_of_the_dogmad_colour(figures_game):
    game = figures_game({"players": [{"board": {"red": {"cards": ["John Ericsson"]}, "green": {"cards": ["The Wheel"]}}},
                                     {"board": {"green": {"cards": ["Sailing", "Clothing"], "splay": "right"}}}],
                         "supply": {"1": ["Tools", "Writing"]}, "turn": TURN})
    events = game.play({"type": "dogma", "card": "The Wheel"})
    assert _kinds(events)[:2] == [("karma", "John Ericsson"), ("splay", None)]
    alice, bob = _players(game)
    assert (bob["board"]["green"]["splay"], alice["hand"]) == ("none", ["Tools", "Writing"])


def test_john_ericsson_draws_and_tucks_a_7_before_an_opponent_draws(figures_game):
    game = figures_game({"players": [{"board": {"red": {"cards": ["John Ericsson"]}}}, {}],
                         "supply": {"1": ["Tools"], "7": ["Combustion"]}, "turn": BOB_TURN})
    events = game.play({"type": "draw"})
    assert _kinds(events)[:4] == [("karma", "John Ericsson"), ("draw", "Combustion"), ("tuck", "Combustion"),
                                  ("draw", "Tools")]
    alice, bob = _players(game)
    assert (alice["board"]["red"]["cards"], bob["hand"]) == (["John Ericsson", "Combustion"], ["Tools"])


# --- Robert E. Lee --------------------------------------------------------------------------------

def test_robert_e_lee_moves_a_leaf_top_card_before_a_demand_and_counts_seven_leaves(figures_game):
    game = figures_game({"players": [{"board": {"red": {"cards": ["Robert E. Lee"]}, "yellow": {"cards": ["Agriculture"]}}},
                                     {"board": {"red": {"cards": ["Archery"]}, "green": {"cards": ["Clothing"]}}}],
                         "achievements": {"standard": {"5": "Coal"}}, "supply": {"1": ["Tools"]}, "turn": BOB_TURN})
    gs = game._gs
    assert gs.achievement_count(0) == 0                   # 5 leaves
    game.play({"type": "dogma", "card": "Archery"})
    assert _pending(game) == (0, ["Agriculture", "Clothing"], 1, 1)    # not red, like Archery
    _choose(game, "Clothing")
    alice, bob = _players(game)
    assert (alice["board"]["green"]["cards"], "green" in bob["board"]) == (["Clothing"], False)
    assert gs.achievement_count(0) == 1                   # 7 leaves: one achievement


def test_robert_e_lee_leaves_a_dogma_without_a_demand_alone(figures_game):
    game = figures_game({"players": [{"board": {"red": {"cards": ["Robert E. Lee"]}, "green": {"cards": ["The Wheel"]}}},
                                     {"board": {"green": {"cards": ["Clothing"]}}}],
                         "supply": {"1": ["Tools", "Writing"]}, "turn": TURN})
    events = game.play({"type": "dogma", "card": "The Wheel"})
    assert ("karma", "Robert E. Lee") not in _kinds(events)


# --- Alfred Nobel ---------------------------------------------------------------------------------

@pytest.mark.parametrize("bob_top, count", [("Writing", 1), ("Currency", 0), (None, 1)])
def test_alfred_nobel_counts_each_standard_icon_shown_twice_as_often_as_every_opponent(figures_game, bob_top, count):
    # Alice shows 2 crowns and an avatar (not a standard icon type); Writing shows 1 crown,
    # Currency 2, an empty board none
    bob = {"board": {"blue" if bob_top == "Writing" else "green": {"cards": [bob_top]}}} if bob_top else {}
    game = figures_game({"players": [{"board": {"green": {"cards": ["Alfred Nobel"]}}}, bob], "turn": TURN})
    assert game._gs.achievement_count(0) == count


def test_alfred_nobel_junks_the_7_deck_before_a_transfer(figures_game):
    game = figures_game({"players": [{"board": {"green": {"cards": ["Alfred Nobel"]}}},
                                     {"board": {"red": {"cards": ["Archery"]}}}],
                         "achievements": {"standard": {"5": "Coal"}}, "supply": {"1": ["Tools"], "7": ["Bicycle", "Evolution"]},
                         "turn": BOB_TURN})
    events = game.play({"type": "dogma", "card": "Archery"})
    kinds = _kinds(events)
    assert kinds[kinds.index(("karma", "Alfred Nobel")):][:4] == [
        ("karma", "Alfred Nobel"), ("junk", "Bicycle"), ("junk", "Evolution"), ("transfer", "Tools")]
    assert game.state()["supply"]["7"] == [] and _players(game)[1]["hand"] == ["Tools"]


# --- George Stephenson ----------------------------------------------------------------------------

def test_george_stephenson_turns_a_right_splay_up_before_its_dogma(figures_game):
    game = figures_game({"players": [{"board": {"green": {"cards": ["George Stephenson"]},
                                                "blue": {"cards": ["Writing", "Tools"], "splay": "right"}}}],
                         "supply": {"2": ["Calendar"]}, "turn": TURN})
    game.play({"type": "dogma", "card": "Writing"})
    alice = _players(game)[0]
    assert (alice["board"]["blue"]["splay"], alice["hand"]) == ("up", ["Calendar"])


def test_george_stephenson_sends_the_bottom_yellow_cards_to_the_available_achievements(figures_game):
    game = figures_game({"players": [{"board": {"green": {"cards": ["George Stephenson"]},
                                                "yellow": {"cards": ["Agriculture", "Masonry"]}},
                                      "score": ["Coal", "Chemistry", "Physics"]},
                                     {"board": {"yellow": {"cards": ["Fermenting"]}}}],
                         "achievements": {"standard": {"3": "Optics"}}, "supply_figures": {"2": ["Plato"]}, "turn": TURN})
    game.play({"type": "achieve", "age": 3})
    alice, bob = _players(game)
    assert (alice["board"]["yellow"]["cards"], "yellow" in bob["board"], alice["achievements"]) == (
        ["Agriculture"], False, ["Optics"])
    assert game.state()["achievements"]["standard"] == {"1": "Masonry", "2": "Fermenting"}
    check_conservation(game)


# --- Florence Nightingale -------------------------------------------------------------------------

def test_florence_nightingale_keeps_a_card_in_her_owners_score_pile(figures_game):
    game = figures_game({"players": [{"board": {"yellow": {"cards": ["Florence Nightingale"]}}, "score": ["Calendar"]},
                                     {"board": {"green": {"cards": ["Navigation"]}}}], "turn": BOB_TURN})
    events = game.play({"type": "dogma", "card": "Navigation"})
    assert ("karma", "Florence Nightingale") in _kinds(events) and ("transfer", "Calendar") not in _kinds(events)
    alice, bob = _players(game)
    assert (alice["score"], bob["score"]) == (["Calendar"], [])


# --- Rowland Hill ---------------------------------------------------------------------------------

def test_rowland_hill_returns_three_and_achieves_the_rest_of_the_hand(figures_game):
    game = figures_game({"players": [{"board": {"yellow": {"cards": ["Rowland Hill"]}}, "score": ["Coal"],
                                      "hand": ["Tools", "Sailing", "Mathematics", "Oars", "Calendar"]}],
                         "achievements": {"standard": {"1": "Agriculture"}}, "supply": {"1": ["Writing"], "2": ["Philosophy"]},
                         "supply_figures": {"1": ["Homer"]}, "turn": TURN})
    game.play({"type": "achieve", "age": 1})
    assert _pending(game) == (0, ["Tools", "Sailing", "Mathematics", "Oars", "Calendar"], 3, 3)
    _choose(game, "Tools", "Sailing", "Calendar")
    assert _pending(game)[1:] == (["Tools", "Sailing", "Calendar"], 3, 3)     # two go under the 1 deck
    _choose(game, "Sailing", "Tools", "Calendar")
    alice = _players(game)[0]
    assert (alice["hand"], alice["achievements"]) == ([], ["Mathematics", "Oars", "Agriculture"])
    assert (game.state()["supply"]["1"], game.state()["supply"]["2"]) == (["Writing", "Sailing", "Tools"],
                                                                          ["Philosophy", "Calendar"])


def test_rowland_hill_with_fewer_than_three_returns_them_and_achieves_nothing(figures_game):
    game = figures_game({"players": [{"board": {"yellow": {"cards": ["Rowland Hill"]}}, "score": ["Coal"],
                                      "hand": ["Tools", "Mathematics"]}],
                         "achievements": {"standard": {"1": "Agriculture"}}, "supply_figures": {"1": ["Homer"]}, "turn": TURN})
    game.play({"type": "achieve", "age": 1})
    alice = _players(game)[0]
    assert (alice["hand"], alice["achievements"]) == ([], ["Agriculture"])


# --- Queen Victoria -------------------------------------------------------------------------------

@pytest.mark.parametrize("branch", ["score", "achievements"])
def test_queen_victoria_scores_or_offers_a_figure_from_a_score_pile_first(figures_game, branch):
    game = figures_game({"players": [{"board": {"purple": {"cards": ["Queen Victoria"]}, "yellow": {"cards": ["Agriculture"]}},
                                      "hand": ["Tools"]}, {"score": ["Homer"]}],
                         "achievements": {"standard": {"5": "Coal"}}, "supply": {"2": ["Calendar"]}, "turn": TURN})
    game.play({"type": "dogma", "card": "Agriculture"})
    _choose(game, "Tools")
    assert _pending(game) == (0, ["score", "achievements"], 1, 1)      # Homer, the one figure, is not asked
    _choose(game, branch)
    alice, bob = _players(game)
    assert bob["score"] == []
    if branch == "score":
        assert alice["score"] == ["Homer", "Calendar"]
    else:
        assert alice["score"] == ["Calendar"]
        assert game.state()["achievements"]["standard"] == {"1": "Homer", "5": "Coal"}


# --- Albert Einstein ------------------------------------------------------------------------------

def test_albert_einstein_melds_every_lightbulb_and_clock_card_in_hands_before_a_draw_action(figures_game):
    game = figures_game({"players": [{"board": {"blue": {"cards": ["Albert Einstein"]}}, "hand": ["Writing", "Sailing"]},
                                     {"hand": ["Calendar", "Bicycle", "Oars"]}],
                         "supply": {"7": ["Lighting"]}, "turn": TURN})
    game.play({"type": "draw"})
    assert _pending(game) == (0, ["Writing", "Calendar", "Bicycle"], 3, 3)    # Writing and Calendar share a pile
    _choose(game, "Writing", "Calendar", "Bicycle")
    alice, bob = _players(game)
    assert alice["board"]["blue"]["cards"] == ["Calendar", "Writing", "Albert Einstein"]
    assert alice["board"]["green"]["cards"] == ["Bicycle"]
    assert (alice["hand"], bob["hand"]) == (["Sailing", "Lighting"], ["Oars"])   # then a 7 (Bicycle is highest)


# --- Marie Curie ----------------------------------------------------------------------------------

def test_marie_curie_counts_each_value_above_6_in_the_score_pile(figures_game):
    game = figures_game({"players": [{"board": {"blue": {"cards": ["Marie Curie"]}},
                                      "score": ["Bicycle", "Evolution", "Flight", "Tools"]}], "turn": TURN})
    assert game._gs.achievement_count(0) == 2


@pytest.mark.parametrize("hand, drawn", [(["Tools"], ["Tools", "Genetics", "Flight"]), (["Rocketry"], ["Rocketry", "Flight"])])
def test_marie_curie_draws_a_9_first_when_no_hand_card_has_the_value(figures_game, hand, drawn):
    game = figures_game({"players": [{"board": {"blue": {"cards": ["Marie Curie"]}}, "hand": hand}],
                         "supply": {"8": ["Flight"], "9": ["Genetics"]}, "turn": TURN})
    game.play({"type": "draw"})
    assert _players(game)[0]["hand"] == drawn


# --- Erwin Rommel ---------------------------------------------------------------------------------

def test_erwin_rommel_scores_the_tops_of_that_colour_and_a_score_card_instead(figures_game):
    game = figures_game({"players": [{"board": {"red": {"cards": ["Erwin Rommel"]}, "yellow": {"cards": ["Agriculture"]}},
                                      "hand": ["Tools"]},
                                     {"board": {"blue": {"cards": ["Writing", "Pottery"]}}, "score": ["Mathematics"]}],
                         "supply": {"2": ["Calendar"]}, "turn": TURN})
    game.play({"type": "dogma", "card": "Agriculture"})
    _choose(game, "Tools")
    assert _pending(game) == (0, ["Writing", "Mathematics"], 1, 1)
    _choose(game, "Mathematics")
    alice, bob = _players(game)
    assert (alice["hand"], alice["score"], bob["board"]["blue"]["cards"], bob["score"]) == (
        ["Calendar"], ["Writing", "Mathematics"], ["Pottery"], [])


def test_erwin_rommel_leaves_the_score_of_a_figure_alone(figures_game):
    # two top figures at the end of an action: the one faded is scored as usual
    game = figures_game({"players": [{"board": {"red": {"cards": ["Erwin Rommel"]}}, "hand": ["Marie Curie"]}],
                         "turn": TURN})
    game.play({"type": "meld", "card": "Marie Curie"})
    _choose(game, "Marie Curie")
    alice = _players(game)[0]
    assert (alice["score"], alice["board"]["red"]["cards"]) == (["Marie Curie"], ["Erwin Rommel"])


# --- John Von Neumann -----------------------------------------------------------------------------

def test_john_von_neumann_junks_the_8_deck_before_drawing_an_8(figures_game):
    game = figures_game({"players": [{"board": {"red": {"cards": ["John Von Neumann"]}}}],
                         "supply": {"8": ["Flight", "Mass Media"], "9": ["Genetics"]}, "turn": TURN})
    game.play({"type": "draw"})
    assert (_players(game)[0]["hand"], game.state()["junk"]) == (["Genetics"], ["Flight", "Mass Media"])


def test_john_von_neumann_melds_and_self_executes_instead_of_melding(figures_game):
    game = figures_game({"players": [{"board": {"red": {"cards": ["John Von Neumann"]}}, "hand": ["Sailing"]}],
                         "supply": {"1": ["Tools"]}, "turn": TURN})
    events = game.play({"type": "meld", "card": "Sailing"})
    assert _kinds(events)[:5] == [("karma", "John Von Neumann"), ("meld", "Sailing"), ("execute", "Sailing"),
                                  ("draw", "Tools"), ("meld", "Tools")]
    alice = _players(game)[0]
    assert (alice["board"]["green"]["cards"], alice["board"]["blue"]["cards"]) == (["Sailing"], ["Tools"])


# --- Emmy Noether ---------------------------------------------------------------------------------

def test_emmy_noether_adds_the_square_of_the_clocks(figures_game):
    game = figures_game({"players": [{"board": {"green": {"cards": ["Emmy Noether"]}, "blue": {"cards": ["Quantum Theory"]}},
                                      "score": ["Tools"]}], "turn": TURN})
    assert game._gs.score_total(0) == 1 + 5 * 5


def test_emmy_noether_junks_a_card_of_the_scorers_pile_first(figures_game):
    game = figures_game({"players": [{"board": {"green": {"cards": ["Emmy Noether"]}}},
                                     {"board": {"yellow": {"cards": ["Agriculture"]}}, "hand": ["Tools"],
                                      "score": ["Coal", "Writing"]}],
                         "supply": {"2": ["Calendar"]}, "turn": BOB_TURN})
    game.play({"type": "dogma", "card": "Agriculture"})
    _choose(game, "Tools")
    assert _pending(game) == (0, ["Coal", "Writing"], 1, 1)        # Emmy Noether's owner chooses
    _choose(game, "Coal")
    assert (_players(game)[1]["score"], game.state()["junk"]) == (["Writing", "Calendar"], ["Coal"])


# --- J.P. Morgan ----------------------------------------------------------------------------------

def test_jp_morgan_splays_his_owners_pile_of_any_dogmad_colour_up(figures_game):
    game = figures_game({"players": [{"board": {"green": {"cards": ["J.P. Morgan", "Clothing"]}}},
                                     {"board": {"green": {"cards": ["The Wheel"]}}}],
                         "supply": {"1": ["Tools", "Writing"]}, "turn": BOB_TURN})
    events = game.play({"type": "dogma", "card": "The Wheel"})
    assert _kinds(events)[:2] == [("karma", "J.P. Morgan"), ("splay", None)]
    assert _players(game)[0]["board"]["green"]["splay"] == "up"


# --- Caresse Crosby -------------------------------------------------------------------------------

def test_caresse_crosby_splays_a_pile_left_on_any_board_and_draws_two_2s(figures_game):
    game = figures_game({"players": [{"board": {"yellow": {"cards": ["Caresse Crosby"]}, "blue": {"cards": ["Writing", "Tools"]}}},
                                     {"board": {"blue": {"cards": ["Pottery", "Calendar"]}}}],
                         "supply": {"2": ["Mathematics", "Philosophy", "Currency"]}, "turn": TURN})
    game.play({"type": "dogma", "card": "Writing"})
    assert _pending(game) == (0, ["Alice", "Bob"], 1, 1)
    _choose(game, "Bob")
    alice, bob = _players(game)
    assert (bob["board"]["blue"]["splay"], alice["board"]["blue"]["splay"]) == ("left", "none")
    assert alice["hand"] == ["Mathematics", "Philosophy", "Currency"]
    assert game.result is None


def test_caresse_crosby_wins_when_her_splay_leaves_all_five_colours_splayed_left(figures_game):
    left = "left"
    game = figures_game({"players": [{"board": {"yellow": {"cards": ["Caresse Crosby", "Agriculture"], "splay": left},
                                                "blue": {"cards": ["Writing", "Tools"]},
                                                "red": {"cards": ["Archery", "Oars"], "splay": left},
                                                "green": {"cards": ["Sailing", "Clothing"], "splay": left},
                                                "purple": {"cards": ["Mysticism", "Code of Laws"], "splay": left}}}],
                         "supply": {"2": ["Mathematics", "Philosophy"]}, "turn": TURN})
    game.play({"type": "dogma", "card": "Writing"})
    assert game.result == {"winners": [0], "reason": "dogma"}
    assert _players(game)[0]["hand"] == ["Mathematics", "Philosophy"]


# --- Nikola Tesla ---------------------------------------------------------------------------------

@pytest.mark.parametrize("score, drawn", [([], ["Genetics"]), (["Coal"], [])])
def test_nikola_tesla_scores_an_opponents_top_card_before_a_meld(figures_game, score, drawn):
    game = figures_game({"players": [{"board": {"yellow": {"cards": ["Nikola Tesla"]}}, "hand": ["Sailing"], "score": score},
                                     {"board": {"red": {"cards": ["Archery"]}, "green": {"cards": ["The Wheel"]},
                                                "purple": {"cards": ["Mysticism"]}}}],
                         "supply": {"9": ["Genetics"]}, "turn": TURN})
    game.play({"type": "meld", "card": "Sailing"})
    assert _pending(game) == (0, ["The Wheel", "Mysticism"], 1, 1)     # Archery has a lightbulb
    _choose(game, "The Wheel")
    alice = _players(game)[0]
    assert (alice["score"], alice["hand"], alice["board"]["green"]["cards"]) == (score + ["The Wheel"], drawn, ["Sailing"])


# --- H.G. Wells -----------------------------------------------------------------------------------

def test_hg_wells_junks_and_super_executes_a_10_instead_of_a_lightbulb_dogma(figures_game):
    game = figures_game({"players": [{"board": {"purple": {"cards": ["H.G. Wells"]}, "blue": {"cards": ["Writing"]}}}],
                         "supply": {"2": ["Calendar"], "10": ["A.I.", "Software"]}, "turn": TURN})
    events = game.play({"type": "dogma", "card": "Writing"})
    assert ("dogma", "Writing") not in _kinds(events)
    alice = _players(game)[0]
    assert (alice["hand"], alice["score"], game.state()["junk"]) == ([], ["Software"], ["A.I."])


def test_hg_wells_leaves_a_dogma_of_another_featured_icon_alone(figures_game):
    game = figures_game({"players": [{"board": {"purple": {"cards": ["H.G. Wells"]}, "green": {"cards": ["The Wheel"]}}}],
                         "supply": {"1": ["Tools", "Writing"]}, "turn": TURN})
    events = game.play({"type": "dogma", "card": "The Wheel"})
    assert _kinds(events)[0] == ("dogma", "The Wheel")
