"""Figures of age 2 whose karma is written (the rest: docs/figures.md)."""

from __future__ import annotations

from ...karma import Karma, KarmaEvent
from .karma_set import KARMA


def alexander_when_melded(ctx, event: KarmaEvent):
    """Score every figure that is a top card on any opponent's board."""
    for opponent in ctx.opponents():
        for top in ctx.top_cards(opponent):
            if ctx.info(top).figure:
                ctx.score(top, ctx.zone("board", opponent))


def alexander_before_dogma(ctx, event: KarmaEvent):
    """First draw and score a 2; if the scored card is not a 2 (the 2 deck was empty), also
    score Alexander the Great from your board. Then the Dogma action proceeds."""
    scored = ctx.draw_and_score(2)
    if (scored is None or ctx.value(scored) != 2) and "Alexander the Great" in ctx.top_cards():
        ctx.score("Alexander the Great", ctx.zone("board"))


KARMA.register("Alexander the Great", [
    Karma("when-meld", "meld-self", "you", alexander_when_melded),
    Karma("would-first", "dogma-action", "you", alexander_before_dogma),
])
