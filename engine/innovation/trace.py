"""Which card effects a game performs, for the suite's card coverage (`rulebook check
--coverage`). Off unless a caller records; when off it costs one global lookup per effect.

    >>> from rulebook.innovation import Game
    >>> from rulebook.variants import load_variant
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

# (card, wording, effect index, role): role is launcher, shared, demanded or executed; for a
# figure's karma the wording is KARMA and the role fired or in force
Performed = tuple[str, str, int, str]
ACTIVE: set[Performed] | None = None
KARMA = "karma"


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


def note_karma(figure: str, index: int, role: str) -> None:
    """Record that a figure's karma (printed position `index`, from 0) happened: role "fired"
    for a triggered or when-meld karma, "in force" for a static karma read while its figure
    was on top (called by engine/innovation/karma.py and the Decree action while recording)."""
    if ACTIVE is not None:
        ACTIVE.add((figure, KARMA, index, role))


@contextmanager
def recording() -> Iterator[set[Performed]]:
    """Collect every effect performed inside the block."""
    global ACTIVE
    saved, ACTIVE = ACTIVE, set()
    try:
        yield ACTIVE
    finally:
        ACTIVE = saved
