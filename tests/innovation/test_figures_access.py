"""The figures whose karma changes what the engine core reads (engine/innovation/sets/figures/
access.py): dogma access, achievement access, an age offset on one execution, zone extensions
and the fade exemption, with their triggered karmas; played below the protocol (docs/figures.md). Scenarios through the protocol:
features/innovation/cards/figures/access.feature."""

from __future__ import annotations

import pytest

from rulebook.innovation import check_conservation
from rulebook.innovation.effects import Context
from rulebook.innovation.errors import EngineError
from rulebook.innovation.state import EffectMemory
from rulebook.variants import load_variant

VARIANT = load_variant("ultimate-figures")
TURN = {"number": 5, "player": 0, "actions_left": 2}
SECOND = {"number": 5, "player": 0, "actions_left": 1}


def _kinds(events):
    return [(e["type"], e.get("card")) for e in events]


def _moves(game, kind):
    return [m.get("card", m.get("age")) for m in game.moves()["moves"] if m["type"] == kind]


def _players(game):
    return game.state()["players"]


# --- dogma access ----------------------------------------------------------------------------

def test_ptolemy_offers_every_other_top_blue_card_for_the_dogma_action(figures_game):
    game = figures_game({"players": [{"board": {"green": {"cards": ["Ptolemy"]}, "red": {"cards": ["Oars"]}}},
                                     {"board": {"blue": {"cards": ["Writing"]}, "red": {"cards": ["Archery"]}}}],
                         "supply": {"2": ["Calendar", "Mathematics", "Fermenting"]}, "supply_figures": {"2": ["Plato"]},
                         "turn": TURN})
    assert _moves(game, "dogma") == ["Oars", "Writing"]
    with pytest.raises(EngineError, match="not one of their top cards"):
        game.play({"type": "dogma", "card": "Archery"})
    events = game.play({"type": "dogma", "card": "Writing"})
    # Writing features the lightbulb: Alice shows none, Bob 3, so Bob shares first; Alice's
    # sharing bonus is a figure
    assert [e for e in _kinds(events) if e[0] in ("dogma", "draw")] == [
        ("dogma", "Writing"), ("draw", "Calendar"), ("draw", "Mathematics"), ("draw", "Plato")]
    alice, bob = _players(game)
    assert (alice["hand"], bob["hand"], bob["board"]["blue"]["cards"]) == (["Mathematics", "Plato"], ["Calendar"], ["Writing"])
    check_conservation(game)


def test_sergey_brin_splays_up_first_then_executes_another_players_card(figures_game):
    game = figures_game({"players": [{"board": {"green": {"cards": ["Sergey Brin"]}, "blue": {"cards": ["Tools", "Pottery"]},
                                                "purple": {"cards": ["Philosophy"]}}},
                                     {"board": {"blue": {"cards": ["Writing"]}, "red": {"cards": ["Archery"]},
                                                "yellow": {"cards": ["Cai Lun"]}}}],
                         "supply": {"2": ["Calendar"]}, "turn": TURN})
    # every other top card with dogma effects (Cai Lun, a figure, has none)
    assert _moves(game, "dogma") == ["Tools", "Philosophy", "Writing", "Archery"]
    events = game.play({"type": "dogma", "card": "Writing"})
    assert _kinds(events)[:4] == [("karma", "Sergey Brin"), ("splay", None), ("dogma", "Writing"), ("draw", "Calendar")]
    alice, bob = _players(game)
    assert (alice["board"]["blue"]["splay"], alice["hand"], bob["board"]["blue"]["cards"]) == ("up", ["Calendar"], ["Writing"])


def test_sergey_brin_does_not_splay_before_a_dogma_of_his_owners_own_card(figures_game):
    game = figures_game({"players": [{"board": {"green": {"cards": ["Sergey Brin"]}, "blue": {"cards": ["Writing", "Pottery"]}}}],
                         "supply": {"2": ["Calendar"]}, "turn": TURN})
    events = game.play({"type": "dogma", "card": "Writing"})
    assert _kinds(events)[:2] == [("dogma", "Writing"), ("draw", "Calendar")]
    assert _players(game)[0]["board"]["blue"]["splay"] == "none"


# --- achievement access: board cards -----------------------------------------------------------

CAI_LUN_BOARD = {"yellow": {"cards": ["Cai Lun"]}, "blue": {"cards": ["Writing"]},
                 "red": {"cards": ["Construction", "Archery"], "splay": "left"}}


@pytest.mark.parametrize("picked, drawn", [("Writing", []), ("Pottery", ["Homer"])])
def test_cai_lun_unsplayed_top_cards_are_claimable_the_player_picks_which(figures_game, picked, drawn):
    game = figures_game({"players": [{"board": CAI_LUN_BOARD, "score": ["Coal"]}, {}],
                         "achievements": {"standard": {"1": "Pottery", "3": "Paper"}},
                         "supply_figures": {"1": ["Homer"]}, "turn": TURN})
    assert _moves(game, "achieve") == [1]        # 5 points: age 1 (Pottery or Writing); Cai Lun is a 2
    game.play({"type": "achieve", "age": 1})
    pending = game.moves().get("pending")
    assert (pending["kind"], pending["player"], pending["options"], pending["min"], pending["max"]) == (
        "achieve_card", 0, ["Pottery", "Writing"], 1, 1)
    game.play({"type": "choose", "choice": [picked]})
    alice, bob = _players(game)
    assert alice["achievements"] == [picked]
    assert ("blue" in alice["board"]) == (picked == "Pottery")
    assert bob["hand"] == drawn                  # opponents draw a figure only after a standard one
    check_conservation(game)


def test_cai_lun_a_board_card_is_claimable_where_no_standard_achievement_is(figures_game):
    game = figures_game({"players": [{"board": CAI_LUN_BOARD, "score": ["Coal", "Canning"]}, {}],
                         "achievements": {"standard": {"3": "Paper"}}, "turn": TURN})
    assert _moves(game, "achieve") == [1, 2]     # Writing, and Cai Lun himself (yellow is unsplayed)
    events = game.play({"type": "achieve", "age": 2})
    assert ("achieve", None) in _kinds(events) and game.moves().get("pending") is None
    alice = _players(game)[0]
    assert (alice["achievements"], "yellow" in alice["board"]) == (["Cai Lun"], False)


def test_cai_lun_splays_his_owners_colours_left_before_any_player_scores(figures_game):
    game = figures_game({"players": [{"board": {"yellow": {"cards": ["Cai Lun"]}, "blue": {"cards": ["Writing", "Tools"]},
                                                "purple": {"cards": ["Mysticism", "Philosophy"]}}},
                                     {"board": {"green": {"cards": ["Clothing"]}, "red": {"cards": ["Metalworking"]}}}],
                         "supply": {"1": ["Sailing", "The Wheel"]},
                         "turn": {"number": 6, "player": 1, "actions_left": 2}})
    events = game.play({"type": "dogma", "card": "Clothing"})
    # Bob's green and red are on no opponent's board: he draws and scores a 1 twice; the first
    # score sets Cai Lun off, who splays Alice's blue and purple left; the second finds nothing
    assert [e for e in _kinds(events) if e[0] in ("karma", "splay", "score")] == [
        ("karma", "Cai Lun"), ("splay", None), ("splay", None), ("score", "Sailing"), ("karma", "Cai Lun"),
        ("score", "The Wheel")]
    alice, bob = _players(game)
    assert (alice["board"]["blue"]["splay"], alice["board"]["purple"]["splay"], bob["score"]) == (
        "left", "left", ["Sailing", "The Wheel"])


def test_amina_sukhera_top_cards_with_a_castle_are_claimable(figures_game):
    game = figures_game({"players": [{"board": {"red": {"cards": ["Amina Sukhera"]}, "yellow": {"cards": ["Domestication"]},
                                                "blue": {"cards": ["Writing"]}}, "score": ["Coal"]}, {}],
                         "achievements": {"standard": {"2": "Calendar"}}, "turn": TURN})
    assert _moves(game, "achieve") == [1]        # Domestication (a castle); Writing has none
    game.play({"type": "achieve", "age": 1})
    alice, bob = _players(game)
    assert (alice["achievements"], "yellow" in alice["board"], bob["hand"]) == (["Domestication"], False, [])


@pytest.mark.parametrize("turn, scored", [(SECOND, ["Plato"]), (TURN, [])])
def test_amina_sukhera_scores_an_opponents_figure_before_a_second_dogma_action(figures_game, turn, scored):
    game = figures_game({"players": [{"board": {"red": {"cards": ["Amina Sukhera"]}, "blue": {"cards": ["Writing"]}}},
                                     {"hand": ["Plato", "Tools"]}],
                         "supply": {"2": ["Calendar"]}, "turn": turn})
    game.play({"type": "dogma", "card": "Writing"})
    alice, bob = _players(game)
    assert (alice["score"], alice["hand"], bob["hand"]) == (scored, ["Calendar"], ["Tools"] if scored else ["Plato", "Tools"])


def test_john_loudon_mcadam_top_cards_with_a_factory_are_claimable(figures_game):
    game = figures_game({"players": [{"board": {"yellow": {"cards": ["John Loudon McAdam"]}, "red": {"cards": ["Coal"]},
                                                "blue": {"cards": ["Writing"]}},
                                      "score": ["Canning", "Chemistry", "Steam Engine", "Physics", "Mathematics", "Calendar"]}, {}],
                         "achievements": {"standard": {"1": "Pottery", "6": "Vaccination"}}, "turn": TURN})
    gs = game._gs
    assert gs.score_total(0) == 25
    assert _moves(game, "achieve") == [1, 5]     # Pottery; Coal (a factory); McAdam himself, a 6, needs 30
    game.play({"type": "achieve", "age": 5})
    assert _players(game)[0]["achievements"] == ["Coal"]


# --- achievement access: price and special requirements ----------------------------------------

def test_antonie_van_leeuwenhoek_each_hand_card_of_the_value_takes_10_off_the_price(figures_game):
    game = figures_game({"players": [{"board": {"yellow": {"cards": ["Antonie Van Leeuwenhoek"]}},
                                      "score": ["Tools"], "hand": ["Mathematics"]}, {}],
                         "achievements": {"standard": {"1": "Pottery", "2": "Calendar"}},
                         "supply_figures": {"1": ["Homer"]}, "turn": TURN})
    # 1 point: a 1 costs 5; a 2 costs 10, less 10 for Mathematics
    assert _moves(game, "achieve") == [2]
    game.play({"type": "achieve", "age": 2})
    alice, bob = _players(game)
    assert (alice["achievements"], bob["hand"]) == (["Calendar"], ["Homer"])


@pytest.mark.parametrize("returned", [True, False])
def test_antonie_van_leeuwenhoek_may_return_a_5_to_draw_a_6_before_a_draw(figures_game, returned):
    game = figures_game({"players": [{"board": {"yellow": {"cards": ["Antonie Van Leeuwenhoek"]}}, "hand": ["Coal", "Tools"]}],
                         "supply": {"5": ["Physics"], "6": ["Canning"]}, "turn": TURN})
    game.play({"type": "draw"})
    pending = game.moves().get("pending")
    assert (pending["kind"], pending["options"], pending["min"], pending["max"]) == ("return", ["Coal"], 0, 1)
    game.play({"type": "choose", "choice": ["Coal"] if returned else []})
    alice = _players(game)[0]
    assert alice["hand"] == (["Tools", "Canning", "Physics"] if returned else ["Coal", "Tools", "Physics"])
    assert game.state()["supply"]["5"] == (["Coal"] if returned else [])


HEDY_BOARD = {"green": {"cards": ["Hedy Lamar"]}, "red": {"cards": ["Archery"]},
              "purple": {"cards": ["City States", "Mysticism"]}, "yellow": {"cards": ["Machinery"]}}


def test_hedy_lamar_monument_needs_three_demands_and_she_splays_up_before_the_claim(figures_game):
    game = figures_game({"players": [{"board": HEDY_BOARD, "hand": ["Writing"]},
                                     {"board": {"red": {"cards": ["Oars"]}, "purple": {"cards": ["Monotheism"]},
                                                "yellow": {"cards": ["Medicine"]}}}],
                         "achievements": {"special": ["Monument", "Wonder"]}, "turn": TURN})
    events = game.play({"type": "meld", "card": "Writing"})
    # Alice shows three top cards with a demand (Archery, City States, Machinery): one fewer
    # than Monument's four; Bob, with three too (Oars, Monotheism, Medicine), does not claim it
    assert [e for e in _kinds(events) if e[0] in ("karma", "splay", "achieve")] == [("karma", "Hedy Lamar"), ("splay", None), ("achieve", None)]
    alice, bob = _players(game)
    assert (alice["achievements"], alice["board"]["purple"]["splay"], bob["achievements"]) == (["Monument"], "up", [])


def test_hedy_lamar_asks_which_colour_to_splay_up_before_an_achieve_action(figures_game):
    game = figures_game({"players": [{"board": {"green": {"cards": ["Hedy Lamar", "Sailing"]},
                                                "blue": {"cards": ["Writing", "Tools"]}}, "score": ["Coal"]}, {}],
                         "achievements": {"standard": {"1": "Pottery"}},
                         "supply_figures": {"1": ["Homer"]}, "turn": TURN})
    game.play({"type": "achieve", "age": 1})
    pending = game.moves().get("pending")
    assert (pending["kind"], pending["options"], pending["min"]) == ("splay", ["blue", "green"], 1)
    game.play({"type": "choose", "choice": ["green"]})
    alice = _players(game)[0]
    assert (alice["board"]["green"]["splay"], alice["achievements"]) == ("up", ["Pottery"])


# --- Archimedes: an age offset on one execution ------------------------------------------------

def test_archimedes_raises_the_ages_his_owner_executes_but_not_a_sharers(figures_game):
    game = figures_game({"players": [{"board": {"blue": {"cards": ["Archimedes"]}, "green": {"cards": ["Sailing"]}}},
                                     {"board": {"purple": {"cards": ["City States"]}}}],
                         "supply": {"1": ["Tools", "Oars"], "2": ["Calendar", "Fermenting"]}, "supply_figures": {"2": ["Plato"]},
                         "turn": TURN})
    game.play({"type": "dogma", "card": "Sailing"})
    # Sailing: "draw a 1 and meld it". Bob (2 crowns, as many as Alice) shares and melds a 1;
    # Alice's execution draws and melds a 2
    alice, bob = _players(game)
    assert (bob["board"]["blue"]["cards"], alice["board"]["blue"]["cards"]) == (["Tools"], ["Calendar", "Archimedes"])
    assert alice["hand"] == ["Plato"]               # the sharing bonus


# --- zone extensions ---------------------------------------------------------------------------

def test_michaelangelo_hand_cards_count_in_the_score_and_can_be_taken_from_it(figures_game):
    game = figures_game({"players": [{"board": {"yellow": {"cards": ["Michaelangelo"]}}, "hand": ["Tools", "Calendar"],
                                      "score": ["Coal"]},
                                     {"board": {"green": {"cards": ["Mapmaking"]}, "purple": {"cards": ["City States"]}}}],
                         "supply": {"1": ["Sailing"]}, "turn": {"number": 6, "player": 1, "actions_left": 2}})
    gs = game._gs
    assert gs.score_total(0) == 5 + 1 + 2
    game.play({"type": "dogma", "card": "Mapmaking"})
    # the demand: a 1 from Alice's score pile, and her hand counts as in it: Tools goes
    alice, bob = _players(game)
    assert (alice["hand"], alice["score"], bob["score"]) == (["Calendar"], ["Coal"], ["Tools", "Sailing"])
    assert gs.score_total(0) == 5 + 2


def test_emperor_meiji_opponents_hands_count_as_his_owners_on_the_first_action(figures_game):
    state = {"players": [{"board": {"purple": {"cards": ["Emperor Meiji"]}}, "hand": ["Tools"]},
                         {"hand": ["Sailing", "Writing"]}], "turn": TURN}
    game = figures_game(state)
    assert _moves(game, "meld") == ["Tools", "Sailing", "Writing"]
    game.play({"type": "meld", "card": "Sailing"})
    alice, bob = _players(game)
    assert (alice["board"]["green"]["cards"], bob["hand"]) == (["Sailing"], ["Writing"])
    assert _moves(game, "meld") == ["Tools"]          # the second action: his own hand only
    with pytest.raises(EngineError, match="not in their hand"):
        game.play({"type": "meld", "card": "Writing"})


def test_emperor_meiji_wins_instead_of_melding_a_10_with_five_values_on_top(figures_game):
    game = figures_game({"players": [{"board": {"purple": {"cards": ["Emperor Meiji"]}, "blue": {"cards": ["Writing"]},
                                                "red": {"cards": ["Construction"]}, "green": {"cards": ["Compass"]},
                                                "yellow": {"cards": ["Anatomy"]}}, "hand": ["Software"]}], "turn": TURN})
    game.play({"type": "meld", "card": "Software"})
    assert game.result == {"winners": [0], "reason": "dogma"}
    assert _players(game)[0]["hand"] == ["Software"]


def test_wernher_von_braun_junk_counts_in_the_score_and_a_figure_draw_junks_a_deck(figures_game):
    game = figures_game({"players": [{"board": {"blue": {"cards": ["Wernher Von Braun"]}}, "score": ["Coal"]}, {}],
                         "junk": ["Tools", "Monument"], "achievements": {"standard": {"1": "Pottery"}},
                         "supply": {"9": ["Suburbia"], "10": ["Software", "Databases"]},
                         "supply_figures": {"1": ["Homer"]}, "turn": TURN})
    gs = game._gs
    assert gs.score_total(0) == 5 + 1
    game.play({"type": "achieve", "age": 1})
    # Bob is about to draw a figure: Alice first junks the 9 or the 10 deck
    pending = game.moves().get("pending")
    assert (pending["player"], pending["kind"], pending["options"]) == (0, "junk_deck", [9, 10])
    game.play({"type": "choose", "choice": [10]})
    assert game.state()["junk"] == ["Tools", "Monument", "Software", "Databases"]
    assert (_players(game)[1]["hand"], gs.score_total(0)) == (["Homer"], 5 + 1 + 10 + 10)


# --- Duke Ellington ----------------------------------------------------------------------------

def test_duke_ellington_his_owner_never_fades(figures_game):
    game = figures_game({"players": [{"board": {"purple": {"cards": ["Duke Ellington"]}, "blue": {"cards": ["Archimedes"]}},
                                      "hand": ["Ptolemy"]}], "turn": TURN})
    game.play({"type": "meld", "card": "Ptolemy"})
    assert game.moves().get("pending") is None
    assert sorted(_players(game)[0]["board"]) == ["blue", "green", "purple"]


def test_duke_ellington_wins_instead_of_melding_a_figure_with_four_top_figures(figures_game):
    game = figures_game({"players": [{"board": {"purple": {"cards": ["Duke Ellington"]}, "blue": {"cards": ["Archimedes"]},
                                                "green": {"cards": ["Ptolemy"]}, "yellow": {"cards": ["Cai Lun"]}},
                                      "hand": ["Amina Sukhera"]}], "turn": TURN})
    game.play({"type": "meld", "card": "Amina Sukhera"})
    assert game.result == {"winners": [0], "reason": "dogma"}


# --- effects reading an extended hand or score pile ----------------------------------------------

def test_emperor_meiji_an_effect_melds_the_lowest_card_of_the_extended_hand(figures_game):
    # Domestication: "meld the lowest card in your hand, then draw a 1"; Bob's Sailing is a 1
    game = figures_game({"players": [{"board": {"purple": {"cards": ["Emperor Meiji"]}, "yellow": {"cards": ["Domestication"]}},
                                      "hand": ["Calendar"]},
                                     {"hand": ["Sailing", "Coal"]}],
                         "supply": {"1": ["Tools"]}, "turn": TURN})
    game.play({"type": "dogma", "card": "Domestication"})
    alice, bob = _players(game)
    assert (alice["board"]["green"]["cards"], alice["hand"], bob["hand"]) == (["Sailing"], ["Calendar", "Tools"], ["Coal"])
    check_conservation(game)


def test_michaelangelo_an_exchange_of_hand_and_score_pile_moves_each_card_once(figures_game):
    # Bob's Canal Building, shared by Alice (2 crowns each): she exchanges her highest hand cards
    # (Coal) with her highest score cards, which, the hand counting as the score pile, are Coal
    # again: Coal goes to the score pile once
    game = figures_game({"players": [{"board": {"yellow": {"cards": ["Michaelangelo"]}},
                                      "hand": ["Coal", "Tools"], "score": ["Calendar"]},
                                     {"board": {"yellow": {"cards": ["Canal Building"]}}}],
                         "supply": {"3": []}, "supply_figures": {"2": ["Plato"]},
                         "turn": {"number": 6, "player": 1, "actions_left": 2}})
    game.play({"type": "dogma", "card": "Canal Building"})
    pending = game.moves().get("pending")
    assert (pending["player"], pending["options"]) == (0, ["exchange"])
    game.play({"type": "choose", "choice": ["exchange"]})
    alice = _players(game)[0]
    assert (alice["hand"], sorted(alice["score"])) == (["Tools"], ["Calendar", "Coal"])
    check_conservation(game)


def test_wernher_von_braun_a_card_taken_from_the_score_pile_may_come_from_the_junk(figures_game):
    game = figures_game({"players": [{"board": {"blue": {"cards": ["Wernher Von Braun"]}}, "score": ["Coal"]}],
                         "junk": ["Tools", "Monument"], "supply": {"1": ["Oars"]}, "turn": TURN})
    gs = game._gs
    ctx = Context(gs, 0, 0, gs.catalog["Writing"], 0, False, EffectMemory())
    assert ctx.score_pile() == ["Coal", "Tools"]
    ctx.return_card("Tools", ctx.zone("score"))
    assert (gs.junk, gs.players[0].score, gs.supply[1]) == (["Monument"], ["Coal"], ["Oars", "Tools"])
    check_conservation(game)
