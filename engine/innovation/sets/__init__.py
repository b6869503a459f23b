"""Card sets: the effects of each set's cards, one module per age, beside the rules core.

A set registers its cards' effects when its package is imported; `load_effects` imports the
package a variant's `cards.set` names. A new set (the fourth-edition cards, an expansion) is
a new package here plus a line in SET_PACKAGES, never a change to the rules core.

    >>> load_effects("base")
    >>> from engine.innovation.effects import lookup
    >>> lookup("Writing", "third-edition") is not None
    True
"""

from __future__ import annotations

import importlib

SET_PACKAGES = {"base": "engine.innovation.sets.base", "base-ultimate": "engine.innovation.sets.base_ultimate"}


def load_effects(card_set: str) -> None:
    """Register the effects of every card of `card_set` (once; later calls do nothing)."""
    package = SET_PACKAGES.get(card_set)
    if package is None:
        return
    try:
        importlib.import_module(package)
    except ModuleNotFoundError as exc:
        if exc.name != package:  # a set not written yet is fine; a broken import is not
            raise
