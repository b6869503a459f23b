"""Card sets: the effects of each set's cards, one module per age, beside the rules core.

Each set package has an `EffectSet` (in its `wordings` module, with the card wordings it
exists in) that its age modules fill when the package is imported; `load_effects` imports
the package a variant's `cards.set` names and returns that registry. A set may extend a
parent set and register only the cards that differ (the fourth-edition set extends the
base set). A new set (an expansion, a house set) is a new package here plus a line in
SET_PACKAGES, never a change to the rules core.

    >>> base = load_effects("base")
    >>> base.lookup("Writing", "third-edition") is not None
    True
    >>> ultimate = load_effects("base-ultimate")
    >>> ultimate.parent is base, ultimate.lookup("Writing", "fourth-edition") == base.lookup("Writing", "third-edition")
    (True, True)
"""

from __future__ import annotations

import importlib

from ..effects.registry import EffectSet
from ..karma import KarmaSet

# named from this package, so that a copy imported under another name (a doctest run imports
# the engine/ folder's modules as `engine.*`) loads its own sets, with its own classes
SET_PACKAGES = {"base": f"{__name__}.base", "base-ultimate": f"{__name__}.base_ultimate"}
# expansion -> the package of its cards' effects: its EffectSet extends the base set it goes with
# (Echoes cards have dogma and echo effects; figures have none, only karma)
EXPANSION_PACKAGES = {"echoes": f"{__name__}.echoes"}
# expansion -> the package whose KARMA (a karma.KarmaSet) holds its figures' karma
KARMA_PACKAGES = {"figures": f"{__name__}.figures"}


def load_effects(card_set: str, expansions: tuple[str, ...] = ()) -> EffectSet | None:
    """The effects of every card of `card_set`, registered when its package is first
    imported; None for a set without a package (its cards' dogmas are unsupported). With an
    expansion whose cards have effects (Echoes), its set, which extends `card_set`'s."""
    package = next((EXPANSION_PACKAGES[e] for e in expansions if e in EXPANSION_PACKAGES), None) \
        or SET_PACKAGES.get(card_set)
    if package is None:
        return None
    try:
        module = importlib.import_module(package)
    except ModuleNotFoundError as exc:
        if exc.name != package:  # a set not written yet is fine; a broken import is not
            raise
        return None
    effects = getattr(module, "EFFECTS", None)
    if not isinstance(effects, EffectSet):
        raise TypeError(f"{package} does not name its EffectSet EFFECTS")
    return effects


def load_karma(expansion: str) -> KarmaSet:
    """The karma of an expansion's figures, registered when its package is first imported."""
    module = importlib.import_module(KARMA_PACKAGES[expansion])
    karma = getattr(module, "KARMA", None)
    if not isinstance(karma, KarmaSet):
        raise TypeError(f"{KARMA_PACKAGES[expansion]} does not name its KarmaSet KARMA")
    return karma
