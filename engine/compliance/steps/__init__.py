"""The step library, one module per subject; importing this package registers every step.

Steps drive the game only through protocol v1, so the same feature files test any
implementation. `rulebook steps` prints them all with an example each.
"""

import importlib
import pkgutil

from .base import REGISTRY

for _module in sorted(m.name for m in pkgutil.iter_modules(__path__)):
    if _module != "base":
        importlib.import_module(f"{__name__}.{_module}")

__all__ = ["REGISTRY"]
