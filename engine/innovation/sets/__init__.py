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
EXPANSION_PACKAGES = {"echoes": f"{__name__}.echoes", "unseen": f"{__name__}.unseen"}
# expansion -> the package whose KARMA (a karma.KarmaSet) holds its figures' karma
KARMA_PACKAGES = {"figures": f"{__name__}.figures"}


class JoinedEffectSet(EffectSet):
    """The effect sets of several expansions played together (Echoes and the Unseen), each
    extending the same base set: a card plays as the first set that has it registers it (a base
    card as the common parent does)."""

    def __init__(self, sets: list[EffectSet]):
        first = sets[0]
        super().__init__("+".join(s.name for s in sets), first.wordings, parent=first, inherit=first.wordings[0])
        self.joined = sets

    def lookup(self, card: str, wording: str):
        for effect_set in self.joined:
            found = effect_set.lookup(card, wording)
            if found is not None:
                return found
        return None

    def own_cards(self) -> list[str]:
        return [card for effect_set in self.joined for card in effect_set.own_cards()]


_JOINED: dict[tuple[str, ...], JoinedEffectSet] = {}


def load_effects(card_set: str, expansions: tuple[str, ...] = ()) -> EffectSet | None:
    """The effects of every card of `card_set`, registered when its package is first
    imported; None for a set without a package (its cards' dogmas are unsupported). With an
    expansion whose cards have effects (Echoes, the Unseen), its set, which extends `card_set`'s;
    with several, one set joining theirs (`JoinedEffectSet`, built once)."""
    packages = tuple(EXPANSION_PACKAGES[e] for e in expansions if e in EXPANSION_PACKAGES)
    if len(packages) > 1:
        joined = _JOINED.get(packages)
        if joined is None:
            sets = [_load_package(package) for package in packages]
            joined = _JOINED[packages] = JoinedEffectSet([s for s in sets if s is not None])
        return joined
    package = packages[0] if packages else SET_PACKAGES.get(card_set)
    if package is None:
        return None
    return _load_package(package)


def _load_package(package: str) -> EffectSet | None:
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
