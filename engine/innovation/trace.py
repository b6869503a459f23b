"""Which card effects a game performs, for the suite's card coverage (`rulebook check
--coverage`). Off unless a caller records; when off it costs one global lookup per effect.

    >>> from engine.innovation import Game
    >>> from engine.variants import load_variant
    >>> with recording() as performed:
    ...     g = Game.new(load_variant("deluxe"), ["A", "B"], 1, state={"players": [
    ...         {"board": {"blue": {"cards": ["Writing"]}}}, {}]})
    ...     _ = g.play({"type": "dogma", "card": "Writing"})
    >>> sorted(performed)
    [('Writing', 'third-edition', 0, 'launcher')]
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

# (card, wording, effect index, role): role is launcher, shared, demanded or executed
Performed = tuple[str, str, int, str]
ACTIVE: set[Performed] | None = None


def note(ctx) -> None:
    """Record that `ctx` runs its effect (called by the dogma engine while recording)."""
    if ACTIVE is None:
        return
    if ctx.executing:
        role = "executed"
    elif ctx.demand:
        role = "demanded"
    else:
        role = "launcher" if ctx.player == ctx.launcher else "shared"
    ACTIVE.add((ctx.card.name, ctx.gs.rules.cards.wording, ctx.index, role))


@contextmanager
def recording() -> Iterator[set[Performed]]:
    """Collect every effect performed inside the block."""
    global ACTIVE
    saved, ACTIVE = ACTIVE, set()
    try:
        yield ACTIVE
    finally:
        ACTIVE = saved
