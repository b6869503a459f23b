"""The 115 Unseen cards (Innovation Ultimate), ages 1 to 11, one module per age (ageNN.py).

Each module registers its cards, `EFFECTS.register(name, [effect, ...])`, one function per
printed effect in the card data's order (a demand first where the card has one). The rules, in
our own words, are in engine/data/cards/unseen-ultimate.json (its glossary: safe, secret,
safeguard...); docs/unseen.md lists the Context methods Unseen cards use. A card not registered
yet is refused as unsupported wherever it would run (its Dogma move is listed with
"unsupported", an execution of it is refused). Importing this package imports every age module
present.
"""

import importlib
import pkgutil
import re

from .wordings import EFFECTS

for _module in pkgutil.iter_modules(__path__):
    if re.fullmatch(r"age\d\d", _module.name):
        importlib.import_module(f"{__name__}.{_module.name}")

__all__ = ["EFFECTS"]
