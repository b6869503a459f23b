"""Figures of age 11 whose karma is written (the rest: docs/figures.md)."""

from __future__ import annotations

from ...karma import Karma
from .karma_set import KARMA


def bear_grylls_when_melded(ctx, event):
    """Junk every card that is neither an achievement nor in a deck (every board, this card
    included, every hand and score pile); then bring the age-0 deck into play; then draw a 0."""
    for seat in range(len(ctx.gs.players)):
        for color in ("blue", "red", "green", "yellow", "purple"):
            for name in ctx.pile(color, seat):
                ctx.junk(name, ctx.zone("board", seat))
        for name in ctx.hand(seat):
            ctx.junk(name, ctx.zone("hand", seat))
        for name in ctx.score_pile(seat):
            ctx.junk(name, ctx.zone("score", seat))
    ctx.bring_in_age_zero()
    ctx.draw(0)


KARMA.register("Bear Grylls", [Karma("when-meld", "meld-self", "you", bear_grylls_when_melded)])
