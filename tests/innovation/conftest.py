"""Fixtures of the Innovation engine tests."""

from __future__ import annotations

import pytest


@pytest.fixture
def register():
    """Register effects for real card names for one test only."""
    from engine.innovation import effects

    added = []

    def add(card: str, functions, wordings=None):
        cm = effects.registered(card, functions, wordings)
        cm.__enter__()
        added.append(cm)

    yield add
    for cm in reversed(added):
        cm.__exit__(None, None, None)
