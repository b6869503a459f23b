"""The 105 base-set cards (first- and third-edition wordings), one module per age.

Each module registers its cards in the set's registry, `EFFECTS.register(name, [effect,
...], wordings)`: the `BOTH` wordings when the editions agree, or one list per wording for
the nine cards the third edition changed (Oars, Fermenting, Feudalism, Measurement,
Statistics, Societies, Industrialization, Combustion, Fission).
"""

import importlib
import pkgutil
import re

from .wordings import EFFECTS

for _module in pkgutil.iter_modules(__path__):
    if re.fullmatch(r"age\d\d", _module.name):
        importlib.import_module(f"{__name__}.{_module.name}")

__all__ = ["EFFECTS"]
