"""Card sets: the rules of each Lost Legacy set's cards, one module per set, gathered in `REGISTRY`.

Each set module fills its own `CARDS` registry with the card decorator (`@CARDS.card(name)`)
and `CARDS.passive(...)`. Completing a set is a change to engine/data/cards/lost-legacy.json
plus, for each new card, its rules in that set's module; a new set is a new module here and a
line in SET_MODULES; the flow never changes for a card. A house set that changes a card
extends `REGISTRY` (`Registry(parent=REGISTRY)`) and registers that card again.

    >>> REGISTRY.get("Curse").reading.startswith("Any player in the round may be chosen")
    True
"""

from __future__ import annotations

from ..effects import Registry
from . import flying_garden, starship

SET_MODULES = {"starship": starship, "flying-garden": flying_garden}

REGISTRY = Registry()
for _module in SET_MODULES.values():
    for _rules in _module.CARDS.rules.values():
        REGISTRY.add(_rules)

__all__ = ["REGISTRY", "SET_MODULES"]
