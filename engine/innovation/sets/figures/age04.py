"""Figures of age 4 whose karma is written (the rest: docs/figures.md)."""

from __future__ import annotations

from ...karma import Karma
from .karma_set import KARMA


def taki_ad_din_instead_of_drawing(ctx, event):
    """Instead draw and reveal a 5 and splay right its color on your board; meld it if it has a
    lightbulb (otherwise it stays in your hand)."""
    name = ctx.draw_and_reveal(5)
    if name is None:
        return
    ctx.splay(ctx.info(name).color, "right")
    if ctx.info(name).has_icon("lightbulb"):
        ctx.meld(name)


KARMA.register("Taki ad-Din", [
    Karma("decree-permission"),     # Advancement with any two figures (read by the Decree action)
    Karma("would-instead", "draw-action", "you", taki_ad_din_instead_of_drawing),
])
