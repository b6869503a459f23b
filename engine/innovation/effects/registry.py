"""Card effects by card set: the registry each card set fills (`EffectSet`), the effects that
apply in one game (`CardEffects`), and the stand-ins tests put in place of a card's effects.

An effect is a function of one argument, the effect's `Context` (effects/context.py); it may
be a generator that yields decisions. A card's effects are one function per printed effect,
in order, matching the card's effect kinds in the card data.

A set registers its cards under the card wordings it exists in. A set may extend a parent
set: a card it does not register itself plays as the parent's card under the parent wording
it names (`inherit`). The fourth-edition set extends the base set's third-edition cards and
registers only the cards whose effects changed; a house set that rewrites one card would
extend a bundled set the same way.

    >>> base = EffectSet("demo", ("first-edition", "third-edition"))
    >>> def draw_a_1(ctx): ctx.draw(1)
    >>> def draw_a_2(ctx): ctx.draw(2)
    >>> base.register("Writing", [draw_a_1])
    >>> house = EffectSet("demo-house", ("fourth-edition",), parent=base, inherit="third-edition")
    >>> house.lookup("Writing", "fourth-edition") == (draw_a_1,)
    True
    >>> house.register("Writing", [draw_a_2])
    >>> house.lookup("Writing", "fourth-edition") == (draw_a_2,), base.lookup("Writing", "third-edition") == (draw_a_1,)
    (True, True)
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING

from ..errors import EngineError

if TYPE_CHECKING:
    from ..cards import Catalog

# Called with the effect's Context (effects/context.py); a generator yields decisions. Typed
# loosely here so that this registry stays below the Context it does not need.
Effect = Callable[..., object]

ALL_WORDINGS = ("first-edition", "third-edition", "fourth-edition")

# (card, wording) -> stand-in effects, or None to hide the card's effects (tests only)
_STAND_INS: dict[tuple[str, str], tuple[Effect, ...] | None] = {}
# Bumped on every change of a registration or stand-in, so that CardEffects, which caches
# what it looked up, sees the change at once.
version = 0


def _changed() -> None:
    global version
    version += 1


def _functions(card: str, effects: Sequence[Effect]) -> tuple[Effect, ...]:
    functions = tuple(effects)
    if not functions or not all(callable(f) for f in functions):
        raise ValueError(f"{card}: register a non-empty list of effect functions")
    return functions


class EffectSet:
    """The effect functions of one card set's cards, by card name and card wording; a set
    may extend a `parent` set, whose cards it plays under the parent's `inherit` wording
    unless it registers them itself."""

    name: str
    wordings: tuple[str, ...]
    parent: EffectSet | None
    inherit: str | None

    def __init__(self, name: str, wordings: tuple[str, ...], parent: EffectSet | None = None,
                 inherit: str | None = None):
        if (parent is None) != (inherit is None):
            raise ValueError(f"{name}: give both a parent set and the parent wording to inherit, or neither")
        if parent is not None and inherit not in parent.wordings:
            raise ValueError(f"{name}: the parent set {parent.name} has no wording {inherit!r}")
        self.name = name
        self.wordings = wordings
        self.parent = parent
        self.inherit = inherit
        self._own: dict[tuple[str, str], tuple[Effect, ...]] = {}
        self._views: dict[tuple[str, int], CardEffects] = {}

    def register(self, card: str, effects: Sequence[Effect], wordings: Iterable[str] | None = None) -> None:
        """Register a card's effects under every wording of the set, or only the named ones
        (a card whose wordings differ registers one list per wording). A card is registered
        once per wording: a set changes a parent's card by registering it in a child set."""
        functions = _functions(card, effects)
        chosen = self.wordings if wordings is None else tuple(wordings)
        for wording in chosen:
            if wording not in self.wordings:
                raise ValueError(f"{card}: the set {self.name} has no wording {wording!r}")
            if (card, wording) in self._own:
                raise ValueError(f"{card}: registered twice in the set {self.name} ({wording})")
            self._own[(card, wording)] = functions
        _changed()

    def lookup(self, card: str, wording: str) -> tuple[Effect, ...] | None:
        """The effects of `card` under `wording`: a test's stand-in, else this set's own, else
        (for a wording of this set) the parent's card under the inherited wording."""
        if (card, wording) in _STAND_INS:
            return _STAND_INS[(card, wording)]
        found = self._own.get((card, wording))
        if found is None and self.parent is not None and self.inherit is not None and wording in self.wordings:
            return self.parent.lookup(card, self.inherit)
        return found

    def own_cards(self) -> list[str]:
        """The cards this set registers itself (not those it inherits), in registration order."""
        return list(dict.fromkeys(card for card, _ in self._own))

    def under(self, wording: str, catalog: Catalog) -> CardEffects:
        """The effects that apply to the cards of `catalog` under `wording` (one shared,
        cached object per wording and catalog)."""
        key = (wording, id(catalog))
        found = self._views.get(key)
        if found is None or found.catalog is not catalog:
            if len(self._views) > 64:       # tests build throwaway catalogs: keep the cache small
                self._views.clear()
            found = self._views[key] = CardEffects(self, wording, catalog)
        return found


class CardEffects:
    """The effects that apply in a game: its card set's, under its card wording. Each card's
    effects are looked up once (legal moves ask for every top card after every action) and
    checked against the card data: one function per printed effect."""

    __slots__ = ("_checked", "_version", "catalog", "effect_set", "wording")

    def __init__(self, effect_set: EffectSet | None, wording: str, catalog: Catalog):
        self.effect_set = effect_set        # None: a card set without effects (every dogma unsupported)
        self.wording = wording
        self.catalog = catalog
        self._checked: dict[str, tuple[Effect, ...] | None] = {}
        self._version = version

    def of(self, name: str) -> tuple[Effect, ...] | None:
        """The effects of a card, or None when none are registered."""
        checked = self._checked
        if self._version != version:
            checked.clear()
            self._version = version
        elif name in checked:
            return checked[name]
        functions = None if self.effect_set is None else self.effect_set.lookup(name, self.wording)
        if functions is not None:
            kinds = self.catalog.cards[name].effect_kinds
            if len(functions) != len(kinds):
                raise ValueError(f"{name}: {len(functions)} effect functions registered, the card has {len(kinds)}")
        checked[name] = functions
        return functions

    def require(self, name: str) -> tuple[Effect, ...]:
        """The effects of a card; a card without registered effects is refused as unsupported."""
        functions = self.of(name)
        if functions is None:
            raise EngineError("unsupported", f"the effects of {name} are not implemented yet")
        return functions


# --- stand-ins for tests ---------------------------------------------------------------------

@contextmanager
def registered(card: str, effects: Sequence[Effect], wordings: Iterable[str] | None = None) -> Iterator[None]:
    """Stand-in effects for a card for the duration of a `with` block (tests): in every card
    set, under every wording (or only the named ones), whatever the sets register."""
    keys = [(card, wording) for wording in (ALL_WORDINGS if wordings is None else tuple(wordings))]
    with _standing_in(keys, _functions(card, effects)):
        yield


@contextmanager
def unregistered(card: str) -> Iterator[None]:
    """Hide a card's effects, in every set and wording, for the duration of a `with` block
    (tests of unsupported cards)."""
    with _standing_in([(card, wording) for wording in ALL_WORDINGS], None):
        yield


@contextmanager
def _standing_in(keys: list[tuple[str, str]], functions: tuple[Effect, ...] | None) -> Iterator[None]:
    """`functions` (None: no effects) in place of what the sets register under `keys`, then
    whatever stood in before."""
    saved = {key: _STAND_INS[key] for key in keys if key in _STAND_INS}
    _STAND_INS.update(dict.fromkeys(keys, functions))
    _changed()
    try:
        yield
    finally:
        for key in keys:
            _STAND_INS.pop(key, None)
        _STAND_INS.update(saved)
        _changed()
