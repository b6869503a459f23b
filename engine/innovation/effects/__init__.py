"""The registry of card effects, keyed by card name (and optionally by card wording).

An effect is a function of one argument, the `Context`; it may be a generator that yields
decisions (`picked = yield from ctx.choose(...)`). A card's list has one function per
printed effect, in order, matching the card's effect kinds in the card data.

    >>> def draw_a_2(ctx):
    ...     ctx.draw(2)
    >>> before = lookup("Writing", "third-edition")
    >>> with registered("Writing", [draw_a_2]):
    ...     lookup("Writing", "third-edition") == (draw_a_2,)
    True
    >>> lookup("Writing", "third-edition") == before
    True
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from contextlib import contextmanager

from .context import Context

Effect = Callable[[Context], object]

# (card name, wording or None for every wording) -> effect functions in printed order
_REGISTRY: dict[tuple[str, str | None], tuple[Effect, ...]] = {}
# Bumped on every change of the registry, so that callers may cache what they looked up
# (the dogma engine checks each card's registration once, not on every legal-move listing).
version = 0


def _changed() -> None:
    global version
    version += 1


def register(card: str, effects: Sequence[Effect], wordings: Iterable[str] | None = None) -> None:
    """Register a card's effects, for every card wording or only the named ones
    ('first-edition', 'third-edition', 'fourth-edition')."""
    functions = tuple(effects)
    if not functions or not all(callable(f) for f in functions):
        raise ValueError(f"{card}: register a non-empty list of effect functions")
    for wording in (None,) if wordings is None else tuple(wordings):
        _REGISTRY[(card, wording)] = functions
    _changed()


def unregister(card: str, wordings: Iterable[str] | None = None) -> None:
    for wording in (None,) if wordings is None else tuple(wordings):
        _REGISTRY.pop((card, wording), None)
    _changed()


def lookup(card: str, wording: str) -> tuple[Effect, ...] | None:
    """The effects that apply under a wording: a wording-specific entry wins over a general one."""
    return _REGISTRY.get((card, wording)) or _REGISTRY.get((card, None))


ALL_WORDINGS = ("first-edition", "third-edition", "fourth-edition")


@contextmanager
def registered(card: str, effects: Sequence[Effect], wordings: Iterable[str] | None = None):
    """Register effects for the duration of a `with` block (tests), restoring what was there.

    Without `wordings` the effects stand in for the card under every wording, hiding the
    set's own registration until the block ends.
    """
    from ..sets import SET_PACKAGES, load_effects

    for card_set in SET_PACKAGES:  # load the sets first, so they cannot overwrite the stand-in later
        load_effects(card_set)
    wordings = ALL_WORDINGS if wordings is None else tuple(wordings)
    keys: list[tuple[str, str | None]] = [(card, w) for w in wordings]
    saved = {k: _REGISTRY[k] for k in keys if k in _REGISTRY}
    register(card, effects, wordings)
    try:
        yield
    finally:
        for k in keys:
            _REGISTRY.pop(k, None)
        _REGISTRY.update(saved)
        _changed()


@contextmanager
def unregistered(card: str):
    """Hide a card's effects for the duration of a `with` block (tests of unsupported cards)."""
    saved = {k: v for k, v in _REGISTRY.items() if k[0] == card}
    for k in saved:
        del _REGISTRY[k]
    _changed()
    try:
        yield
    finally:
        _REGISTRY.update(saved)
        _changed()


__all__ = ["Context", "Effect", "lookup", "register", "registered", "unregister", "unregistered"]
