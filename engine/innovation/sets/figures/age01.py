"""Figures of age 1 whose karma is written (the rest: docs/figures.md)."""

from __future__ import annotations

from ...icons import board_icons
from ...karma import Karma, KarmaEvent
from ...state import GameState
from .karma_set import KARMA


def _leaf_featured(gs: GameState, event: KarmaEvent, owner: int) -> bool:
    return event.card is not None and gs.catalog.cards[event.card].dogma_icon == "leaf"


def huang_di_draw_a_2(ctx, event):
    """First draw a 2, then the Dogma action proceeds."""
    ctx.draw(2)


KARMA.register("Huang Di", [
    Karma("decree-permission"),     # Advancement with any two figures (read by the Decree action)
    Karma("would-first", "dogma-action", "you", huang_di_draw_a_2, when=_leaf_featured),
])

KARMA.register("Tigernmas", [
    Karma("decree-permission"),     # War with any two figures (read by the Decree action)
    Karma("score-bonus", amount=lambda gs, owner, seat: len(gs.players[owner].hand)),   # 1 per hand card
])

KARMA.register("Gilgamesh", [
    # each castle on your board also counts as one more castle and one factory
    Karma("icon-bonus", icons=lambda gs, owner, own: {"castle": own["castle"], "factory": own["castle"]}),
    # each opponent's score is 1 lower per castle on their board, as they count them
    Karma("score-bonus", scope="opponent", amount=lambda gs, owner, seat: -board_icons(gs, seat)["castle"]),
])


def _daedalus_raise(gs: GameState, owner: int) -> int:
    """1 for each colour with cards on your board that is not splayed (printed text: only the
    colours you have; the one source's code also counts empty colours, an IMPL note)."""
    return sum(1 for pile in gs.players[owner].board.values() if pile.splay == "none")


KARMA.register("Daedalus", [Karma("achievement-access", achieve_top=_daedalus_raise)])
