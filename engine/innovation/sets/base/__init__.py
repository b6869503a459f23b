"""The 105 base-set cards (first- and third-edition wordings), one module per age.

Each module registers its cards with `register(name, [effect, ...], wordings)`: the
`BOTH` wordings when the editions agree, or one list per wording for the nine cards the
third edition changed (Oars, Fermenting, Feudalism, Measurement, Statistics, Societies,
Industrialization, Combustion, Fission).
"""

import importlib
import pkgutil

for _module in pkgutil.iter_modules(__path__):
    importlib.import_module(f"{__name__}.{_module.name}")
