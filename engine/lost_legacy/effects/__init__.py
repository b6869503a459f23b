"""The card rules of every Lost Legacy set, one module per set, gathered in `REGISTRY`.

Completing a set is a change to engine/data/cards/lost-legacy.json plus, for each new card,
its rules in that set's module; the rules core (game.py) never changes for a card.
"""

from __future__ import annotations

from ..rules import Registry
from . import flying_garden, starship

SET_MODULES = {"starship": starship, "flying-garden": flying_garden}

REGISTRY = Registry()
for _module in SET_MODULES.values():
    for _rules in _module.CARDS.rules.values():
        REGISTRY.add(_rules)

__all__ = ["REGISTRY", "SET_MODULES"]
