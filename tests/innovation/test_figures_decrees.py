"""Decrees and the Decree action (engine/innovation/decrees.py), played below the protocol (docs/figures.md)."""

from __future__ import annotations

import pytest

from rulebook.innovation import Game, check_conservation
from rulebook.innovation.decrees import decree_options
from rulebook.innovation.errors import EngineError
from rulebook.variants import load_variant

VARIANT = load_variant("ultimate-figures")
TURN = {"number": 5, "player": 0, "actions_left": 2}
THREE_VALUES = ["Daedalus", "Archimedes", "Alhazen"]          # blue figures of ages 1, 2 and 3


@pytest.mark.parametrize("hand, board, expected", [
    (THREE_VALUES, {}, ["Advancement"]),
    (THREE_VALUES + ["Gilgamesh"], {}, ["Advancement", "War"]),
    (["Daedalus", "Imhotep", "Alhazen"], {}, []),                       # two values only
    (["Gilgamesh", "Daedalus"], {"blue": {"cards": ["Huang Di"]}}, ["Advancement"]),   # Huang Di's permission
    (["Gilgamesh"], {"blue": {"cards": ["Huang Di"]}}, []),              # a permission needs two figures
    (["Fu Xi", "Augustus Caesar", "Shen Kuo"], {}, []),                 # green: Trade is never offered
])
def test_who_may_issue_which_decree(figures_game, hand, board, expected):
    game = figures_game({"players": [{"hand": hand, "board": board}], "turn": TURN})
    assert decree_options(game._gs, 0) == expected
    assert [m["decree"] for m in game.moves()["moves"] if m["type"] == "decree"] == expected


def test_an_available_decree_is_claimed_after_the_hand_is_junked(figures_game):
    game = figures_game({"players": [{"hand": THREE_VALUES + ["Tools"], "board": {"red": {"cards": ["Construction"]}}}],
                         "supply": {"4": ["Navigation"]}, "turn": TURN})
    gs = game._gs
    game.play({"type": "decree", "decree": "Advancement"})
    alice = game.state()["players"][0]
    assert (alice["hand"], alice["achievements"]) == (["Navigation"], ["Advancement"])
    assert sorted(game.state()["junk"]) == sorted(THREE_VALUES + ["Tools"])
    assert gs.decrees == ["War", "Trade", "Expansion", "Rivalry"] and game.state()["turn"]["actions_left"] == 1
    check_conservation(game)


def test_a_decree_already_held_is_carried_out_again(figures_game):
    game = figures_game({"players": [{"hand": THREE_VALUES, "board": {"red": {"cards": ["Construction"]}}}],
                         "supply": {"4": ["Navigation"]}, "turn": TURN})
    gs = game._gs
    gs.decrees.remove("Advancement")
    gs.players[0].achievements.append("Advancement")
    game.play({"type": "decree", "decree": "Advancement"})
    assert (gs.players[0].hand, gs.players[0].achievements) == (["Navigation"], ["Advancement"])


def test_a_decree_another_player_holds_goes_back_and_does_nothing(figures_game):
    game = figures_game({"players": [{"hand": THREE_VALUES + ["Gilgamesh"]}, {"board": {"green": {"cards": ["The Wheel"]}}}],
                         "turn": TURN})
    gs = game._gs
    gs.decrees.remove("War")
    gs.players[1].achievements.append("War")
    events = game.play({"type": "decree", "decree": "War"})
    assert "War" in gs.decrees and gs.players[1].achievements == [] and gs.players[0].achievements == []
    assert gs.players[1].board["green"].cards == ["The Wheel"] and gs.players[0].hand == []
    assert not any(e["type"] == "return" for e in events)
    check_conservation(game)


def test_war_returns_the_others_top_cards_of_the_chosen_value(figures_game):
    game = figures_game({"players": [{"hand": THREE_VALUES + ["Gilgamesh"], "board": {"blue": {"cards": ["Tools"]}}},
                                     {"board": {"green": {"cards": ["The Wheel"]}, "red": {"cards": ["Construction"]},
                                                "yellow": {"cards": ["Agriculture", "Masonry"]}}}],
                         "turn": TURN})
    game.play({"type": "decree", "decree": "War"})
    pending = game.moves()["pending"]
    assert (pending["kind"], pending["options"]) == ("value", list(range(1, 12)))
    game.play({"type": "choose", "choice": [1]})
    bob = game.state()["players"][1]["board"]
    assert {c: p["cards"] for c, p in bob.items()} == {"red": ["Construction"], "yellow": ["Masonry"]}
    assert game.state()["players"][0]["board"]["blue"]["cards"] == ["Tools"]     # not the issuer's
    check_conservation(game)


def test_expansion_splays_a_colour_up(figures_game):
    game = figures_game({"players": [{"hand": ["Sunshu Ao", "Cai Lun", "Avicenna", "Daedalus"],
                                      "board": {"blue": {"cards": ["Tools", "Writing"]}}}], "turn": TURN})
    assert decree_options(game._gs, 0) == ["Advancement", "Expansion"]
    game.play({"type": "decree", "decree": "Expansion"})
    assert game.state()["players"][0]["board"]["blue"]["splay"] == "up"


def test_rivalry_returns_three_scored_cards_and_the_top_figures(figures_game):
    game = figures_game({"players": [{"hand": ["Homer", "Plato", "Al-Kindi"]},
                                     {"score": ["Tools", "Sailing", "Writing", "Pottery"],
                                      "board": {"red": {"cards": ["Tigernmas", "Archery"]}}}], "turn": TURN})
    gs = game._gs
    game.play({"type": "decree", "decree": "Rivalry"})
    assert game.moves()["pending"]["kind"] == "return"
    game.play({"type": "choose", "choice": ["Tools", "Sailing", "Writing"]})
    bob = game.state()["players"][1]
    assert (bob["score"], bob["board"]["red"]["cards"]) == (["Pottery"], ["Archery"])
    assert gs.figure_supply[1][-1] == "Tigernmas"
    check_conservation(game)


def test_a_decree_not_allowed_is_refused(figures_game):
    game = figures_game({"players": [{"hand": ["Daedalus"]}], "turn": TURN})
    with pytest.raises(EngineError, match="Alice cannot issue the War decree now"):
        game.play({"type": "decree", "decree": "War"})


def test_games_without_figures_know_no_decree_move():
    game = Game.new(load_variant("ultimate"), ["Alice", "Bob"], 1, state={"turn": TURN})
    with pytest.raises(EngineError, match=r"unknown move type 'decree'; expected one of draw, meld, dogma, achieve, "
                                         r"choose$"):
        game.play({"type": "decree", "decree": "War"})
