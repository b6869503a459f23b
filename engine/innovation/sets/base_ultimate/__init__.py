"""The 115 fourth-edition (Ultimate) base cards, ages 1 to 11, one module per age (ageNN.py).

The set extends the base set (`wordings.EFFECTS`, parent: the base set's third-edition
cards): a card whose effects play exactly as in the third edition is not registered here and
plays as the base card. Each module registers only its changed and new cards,
`EFFECTS.register(name, [effect, ...])`, under the fourth-edition wording, so these effects
never stand in for the base set's first- or third-edition cards of the same name; a changed
card may still reuse some of the base card's functions. Effects are written with `Context`
(engine/innovation/effects) and the shared helpers of engine/innovation/sets/helpers.py; the
card rules, in our own words, are in engine/data/cards/base-ultimate.json (its glossary
defines junk, self-execute, super-execute, the chain rule...). Importing this package imports
every age module present.
"""

import importlib
import pkgutil
import re

from .wordings import EFFECTS

for _module in pkgutil.iter_modules(__path__):
    if re.fullmatch(r"age\d\d", _module.name):
        importlib.import_module(f"{__name__}.{_module.name}")

__all__ = ["EFFECTS"]
