"""Card effects: what an effect sees (`Context`, effects/context.py) and where effects are
registered (`EffectSet`, effects/registry.py; each card set under engine/innovation/sets fills
its own).

An effect is a function of one argument, the `Context`; it may be a generator that yields
decisions (`picked = yield from ctx.choose(...)`). A card's list has one function per
printed effect, in order, matching the card's effect kinds in the card data.

Tests stand in for a card's effects with `registered` (or hide them with `unregistered`):

    >>> from rulebook.innovation.sets import load_effects
    >>> def draw_a_2(ctx):
    ...     ctx.draw(2)
    >>> base = load_effects("base")
    >>> before = base.lookup("Writing", "third-edition")
    >>> with registered("Writing", [draw_a_2]):
    ...     base.lookup("Writing", "third-edition") == (draw_a_2,)
    True
    >>> base.lookup("Writing", "third-edition") == before
    True
"""

from __future__ import annotations

from .context import Context
from .registry import ALL_WORDINGS, CardEffects, Effect, EffectSet, registered, unregistered

__all__ = ["ALL_WORDINGS", "CardEffects", "Context", "Effect", "EffectSet", "registered", "unregistered"]
