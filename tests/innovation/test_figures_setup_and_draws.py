"""Figures in the engine, below the protocol (docs/figures.md): setup with Figures decks,
decrees and age 0 out of play, figure draws, returning a figure, and figure fading at the end
of an action."""

from __future__ import annotations

import pytest

from rulebook.innovation import Game, check_conservation, ops
from rulebook.variants import load_variant

FIGURES_VARIANT = load_variant("ultimate-figures")


@pytest.fixture
def seeded_figures_game():
    """A game of ultimate-figures with a given seed and position."""

    def new(seed: int = 1, state: dict | None = None, players: int = 2) -> Game:
        return Game.new(FIGURES_VARIANT, ["Alice", "Bob", "Cleo", "Dan", "Eve"][:players], seed, state=state)

    return new


def test_setup_deals_the_base_game_as_without_figures_and_figures_decks_beside_it(seeded_figures_game):
    game, plain = seeded_figures_game(seed=11), Game.new(load_variant("ultimate"), ["Alice", "Bob"], 11)
    gs, base = game._gs, plain._gs
    assert gs.supply == base.supply and gs.standard == base.standard
    assert [p.hand for p in gs.players] == [p.hand for p in base.players]
    assert {age: len(pile) for age, pile in gs.figure_supply.items()} == {1: 15, **{a: 10 for a in range(2, 12)}}
    assert all(gs.catalog[n].figure and gs.catalog[n].age == age for age, pile in gs.figure_supply.items() for n in pile)
    assert gs.decrees == ["Advancement", "War", "Trade", "Expansion", "Rivalry"]
    assert sorted(gs.removed) == sorted(gs.catalog.by_age[0]) and 0 not in gs.supply and not gs.age_zero
    assert game.state()["supply"].keys() == plain.state()["supply"].keys()
    check_conservation(game)


def test_a_figure_draw_takes_the_top_of_the_figures_deck_of_the_draw_value(seeded_figures_game):
    game = seeded_figures_game(state={"players": [{"board": {"red": {"cards": ["Construction"]}}}]})
    gs = game._gs
    top = gs.figure_supply[2][0]
    assert ops.draw_figure(gs, 0) == top
    assert gs.players[0].hand == [top] and top not in gs.figure_supply[2]
    check_conservation(game)


def test_an_empty_figures_deck_gives_a_base_card_of_that_value(seeded_figures_game):
    game = seeded_figures_game(state={"players": [{"board": {"red": {"cards": ["Construction"]}}}]})
    gs = game._gs
    gs.removed += gs.figure_supply.pop(2)
    base_top = gs.supply[2][0]
    assert ops.draw_figure(gs, 0) == base_top


def test_an_empty_base_deck_moves_the_figure_draw_up_a_value(seeded_figures_game):
    game = seeded_figures_game(state={"players": [{"board": {"red": {"cards": ["Construction"]}}}], "supply": {"2": []}})
    gs = game._gs
    top = gs.figure_supply[3][0]
    assert ops.draw_figure(gs, 0) == top and gs.catalog[top].age == 3


def test_a_returned_figure_goes_under_its_figures_deck(seeded_figures_game):
    game = seeded_figures_game(state={"players": [{"hand": ["Daedalus"]}]})
    gs = game._gs
    ops.return_card(gs, 0, "Daedalus")
    assert gs.figure_supply[1][-1] == "Daedalus" and "Daedalus" not in gs.supply[1]
    check_conservation(game)


def test_opponents_draw_a_figure_after_an_achieve_action(seeded_figures_game):
    game = seeded_figures_game(players=3, state={
        "players": [{"board": {"red": {"cards": ["Construction"]}}, "score": ["Optics", "Compass"]},
                    {"board": {"blue": {"cards": ["Writing"]}}},
                    {"board": {"purple": {"cards": ["Monotheism"]}}}],
        "turn": {"number": 5, "player": 0, "actions_left": 2}})
    gs = game._gs
    bob_gets, cleo_gets = gs.figure_supply[1][0], gs.figure_supply[2][0]
    game.play({"type": "achieve", "age": 1})
    assert (gs.players[1].hand, gs.players[2].hand, gs.players[0].hand) == ([bob_gets], [cleo_gets], [])
    check_conservation(game)


def test_the_extra_top_figure_fades_at_the_end_of_the_action_the_player_choosing(seeded_figures_game):
    game = seeded_figures_game(state={
        "players": [{"board": {"blue": {"cards": ["Huang Di", "Writing"]}}, "hand": ["Tigernmas"]}],
        "turn": {"number": 5, "player": 0, "actions_left": 2}})
    game.play({"type": "meld", "card": "Tigernmas"})
    pending = game.moves()["pending"]
    assert (pending["kind"], pending["player"], sorted(pending["options"])) == (
        "fade_figure", 0, ["Huang Di", "Tigernmas"])
    game.play({"type": "choose", "choice": ["Huang Di"]})
    state = game.state()["players"][0]
    assert state["score"] == ["Huang Di"] and state["board"]["blue"]["cards"] == ["Writing"]
    assert state["board"]["red"]["cards"] == ["Tigernmas"] and game.state()["turn"]["actions_left"] == 1


def test_one_top_figure_does_not_fade(seeded_figures_game):
    game = seeded_figures_game(state={"players": [{"hand": ["Tigernmas"]}],
                               "turn": {"number": 5, "player": 0, "actions_left": 2}})
    game.play({"type": "meld", "card": "Tigernmas"})
    assert "pending" not in game.moves() and game.state()["players"][0]["board"]["red"]["cards"] == ["Tigernmas"]


def test_age_zero_enters_play_only_when_brought_in(seeded_figures_game):
    game = seeded_figures_game(state={"players": [{}]})
    gs = game._gs
    assert ops.draw(gs, 0, 0) == gs.players[0].hand[0] and gs.catalog[gs.players[0].hand[0]].age == 1
    assert ops.bring_in_age_zero(gs) and gs.age_zero and next(iter(gs.supply)) == 0
    assert sorted(gs.supply[0]) == sorted(gs.catalog.by_age[0]) and not set(gs.removed) & set(gs.supply[0])
    top = gs.supply[0][0]
    assert ops.draw(gs, 0, 0) == top and not ops.bring_in_age_zero(gs)
    check_conservation(game)


def test_age_zero_never_enters_a_variant_without_age_zero_cards(monkeypatch):
    monkeypatch.setattr("rulebook.innovation.setup.check_supported", lambda variant: None)
    no_zero = FIGURES_VARIANT.model_copy(update={"ages": FIGURES_VARIANT.ages.model_copy(update={"age_zero_cards": False})})
    game = Game.new(no_zero, ["Alice", "Bob"], 1, state={"players": [{}]})
    gs = game._gs
    assert not ops.bring_in_age_zero(gs) and 0 not in gs.supply and not gs.age_zero
    assert sorted(gs.removed) == sorted(gs.catalog.by_age[0])
