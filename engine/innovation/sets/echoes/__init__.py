"""The 115 Echoes cards (Innovation Ultimate), ages 1 to 11, one module per age (ageNN.py).

Each module registers its cards, `EFFECTS.register(name, [effect, ...])`, one function per
printed effect in the card data's order: the echo effect first (kind 'echo'), then the dogma
effects. The rules, in our own words, are in engine/data/cards/echoes-ultimate.json (its
glossary: foreshadow, foreseen, bonus, hex...); docs/echoes.md lists the Context methods Echoes
cards use. A card not registered yet is refused as unsupported wherever it would run (its Dogma,
or its visible echo effect in another card's Dogma). Importing this package imports every age
module present.
"""

import importlib
import pkgutil
import re

from .wordings import EFFECTS

for _module in pkgutil.iter_modules(__path__):
    if re.fullmatch(r"age\d\d", _module.name):
        importlib.import_module(f"{__name__}.{_module.name}")

__all__ = ["EFFECTS"]
