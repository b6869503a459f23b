"""The 115 fourth-edition (Ultimate) base cards, ages 1 to 11, one module per age (ageNN.py).

Each module registers its cards with `register(name, [effect, ...], FOURTH)`: the fourth-edition
wording only, so these effects never stand in for the base set's first- or third-edition
cards of the same name. Effects are written with `Context` (engine/innovation/effects) and
the shared helpers of engine/innovation/sets/helpers.py; the card rules, in our own words, are
in engine/data/cards/base-ultimate.json (its glossary defines junk, self-execute,
super-execute, the chain rule...). Importing this package imports every age module present.
"""

import importlib
import pkgutil
import re

for _module in pkgutil.iter_modules(__path__):
    if re.fullmatch(r"age\d\d", _module.name):
        importlib.import_module(f"{__name__}.{_module.name}")
