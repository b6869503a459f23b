"""Figures of age 9 whose karma is written (the rest: docs/figures.md)."""

from __future__ import annotations

from ...icons import board_icons
from ...karma import Karma, KarmaEvent
from ...state import GameState
from .karma_set import KARMA


def _second_action(gs: GameState, event: KarmaEvent, owner: int) -> bool:
    """The event is the second action of its player's own turn (a one-action turn has none)."""
    two_actions = gs.turn_number > gs.single_action_through and gs.rules.actions.per_turn >= 2
    return two_actions and gs.turn_player == event.seat and gs.actions_left == gs.rules.actions.per_turn - 1


def nelson_mandela_super_execute(ctx, event: KarmaEvent):
    """Instead super-execute that card."""
    yield from ctx.super_execute(event.card)


KARMA.register("Nelson Mandela", [
    Karma("would-instead", "dogma-action", "you",
          nelson_mandela_super_execute, when=_second_action),
    # every two avatars on your board count as one achievement
    Karma("achievement-bonus", amount=lambda gs, owner, seat: board_icons(gs, owner)["avatar"] // 2),
])
