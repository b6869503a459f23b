"""What every card movement shares (ops.py, draws.py, forecast.py): a change counted for the
sharing bonus, with the immediate checks of special achievements and of the achievement target
the variant may ask for; several moves counted as one (`batch`); and, with Figures, the karma
asked before a movement (`karma_allows`).
"""

from __future__ import annotations

from contextlib import contextmanager

from . import zones
from .achievements import check_specials
from .state import GameState, KarmaEvent
from .victory import check_target


def changed(gs: GameState, counted: bool = True) -> None:
    """Something changed: count it and run the immediate checks (unless inside a batch)."""
    if counted:
        gs.changes += 1
    if gs.batch == 0:
        rules = gs.rules
        if rules.special_achievements.timing == "immediate":
            check_specials(gs)
        if rules.victory.target_check == "immediate":
            check_target(gs)


@contextmanager
def batch(gs: GameState):
    """Run several moves as one change: immediate checks happen once, at the end (exchanges)."""
    gs.batch += 1
    try:
        yield
    finally:
        gs.batch -= 1
    changed(gs, counted=False)


def karma_allows(gs: GameState, kind: str, seat: int, **fields) -> bool:
    """Figures: the karma before a card movement (GameState.karma_before), the event being
    KarmaEvent(kind, seat, **fields). False when a would-instead karma replaced it, or when the
    movement has become impossible (the event's card no longer where it was to move from).
    Always True without figures, where no event is built (every movement asks)."""
    hook = gs.karma_before
    if hook is None:
        return True
    # most movements meet no karma watching them: then the event is not even built
    watches = gs.karma_watches
    if (watches is None or watches(gs, kind)) and hook(gs, KarmaEvent(kind, seat, **fields)) is False:
        return False
    # a karma, now or earlier in this effect, may have moved the card (or knocked its holder
    # out): a movement of a card no longer where it was to move from does not happen
    card, source = fields.get("card"), fields.get("source")
    return card is None or source is None or zones.holds(gs, card, source)
