"""Steps for the fourth edition (Innovation Ultimate): the junk pile.

The fourth edition junks cards: a whole supply deck, an available achievement, every card of
an eliminated player. The canonical state of protocol v1 lists the junk pile as `junk` (card
titles, and the names of junked special achievements). Like every step, these read and set
the game only through protocol v1 (`ctx`), so they work for any implementation.
"""

from __future__ import annotations

from ..running.context import ScenarioContext
from . import words as W
from .base import expect as _expect
from .base import given, then


@given("the junk pile holds {cards:Cards}", "Given the junk pile holds Optics, Monument")
def junk_pile(ctx: ScenarioContext, cards: list[str]):
    """Puts exactly these cards (and special achievements, by name) in the junk pile
    ('nothing' for an empty junk pile)."""
    ctx.before_start()
    ctx.state["junk"] = cards


@then("the junk pile holds {cards:Cards}", "Then the junk pile holds Optics, Compass")
def junk_pile_is(ctx: ScenarioContext, cards: list[str]):
    """The junk pile holds exactly these cards and junked special achievements, in any order
    ('nothing' for an empty junk pile)."""
    actual = ctx.current().get("junk") or []
    _expect(sorted(actual) == sorted(cards), f"the junk pile holds {W.listed(actual)}, expected {W.listed(cards)}")
