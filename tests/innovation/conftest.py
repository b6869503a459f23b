"""Fixtures of the Innovation engine tests."""

from __future__ import annotations

import pytest


@pytest.fixture
def register():
    """Register effects for real card names for one test only."""
    from rulebook.innovation import effects

    added = []

    def add(card: str, functions, wordings=None):
        cm = effects.registered(card, functions, wordings)
        cm.__enter__()
        added.append(cm)

    yield add
    for cm in reversed(added):
        cm.__exit__(None, None, None)


@pytest.fixture
def figures_game():
    """A game of ultimate-figures from a given position: `figures_game(state, players=2)`,
    players Alice, Bob and Carol."""
    from rulebook.innovation import Game
    from rulebook.variants import load_variant

    variant = load_variant("ultimate-figures")
    return lambda state, players=2: Game.new(variant, ["Alice", "Bob", "Carol"][:players], 1, state=state)
