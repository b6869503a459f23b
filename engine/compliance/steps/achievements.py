"""Steps about achievements that the common library does not cover.

Like every step, they read the game only through protocol v1 (`ctx`), so they work for any
implementation. A player's `achievements` in the canonical state name the standard
achievement cards and the special achievements they hold.
"""

from __future__ import annotations

from ..running.context import ScenarioContext
from . import words as W
from .base import expect as _expect
from .base import then


@then("{player:Name}'s achievement count is {count:d}", "Then Alice's achievement count is 3")
def achievement_count(ctx: ScenarioContext, player: str, count: int):
    """The player holds exactly this many achievements, standard and special together (for
    positions whose standard achievements are dealt at random, so their titles are unknown)."""
    actual = ctx.player_state(player)["achievements"]
    _expect(len(actual) == count, f"{player} holds {len(actual)} achievements ({W.listed(actual)}), expected {count}")
