"""Echoes' forecast: its limit (5 less the highest splay, which the Unseen safe shares: unseen.py),
foreshadowing a card and "draw and foreshadow". `ops` offers these under its own name too.
"""

from __future__ import annotations

from . import zones
from .changes import changed
from .draws import draw
from .state import GameState

# how much each splay lowers the forecast limit (limits.safe_and_forecast "five-minus-highest-splay")
SPLAY_RANK = {"none": 0, "left": 1, "right": 2, "up": 3, "aslant": 4}


def forecast_limit(gs: GameState, seat: int) -> int:
    """Echoes: the most cards a player's forecast may hold (variant limits.safe_and_forecast):
    5 less the highest splay on their board; no limit with "none". Unseen: the safe's limit too."""
    if gs.rules.limits.safe_and_forecast == "none":
        return len(gs.catalog.cards)
    board = gs.players[seat].board.values()
    return 5 - max((SPLAY_RANK.get(pile.splay, 0) for pile in board), default=0)


def foreshadow(gs: GameState, seat: int, name: str, src: tuple) -> bool:
    """Echoes: move a card into the player's own forecast, from any zone. A card that would go
    over the forecast limit is not foreshadowed and stays where it is (cards already there stay
    when the limit drops). Returns whether it was foreshadowed. Event 'foreshadow' (the card's
    name is for its owner: the protocol hides it from the others, docs/echoes.md)."""
    if len(gs.players[seat].forecast) >= forecast_limit(gs, seat):
        return False
    zones.take(gs, name, src)
    zones.put(gs, name, zones.forecast(seat))
    gs.emit("foreshadow", seat, card=name, age=gs.catalog.cards[name].age, **{"from": zones.describe(src)})
    changed(gs)
    return True


def draw_and_foreshadow(gs: GameState, seat: int, age: int | None = None, deck: str | None = None) -> str | None:
    """Echoes: "draw and foreshadow a N". With a full forecast (variant echoes.forecast_overflow)
    the card is drawn and stays in hand, or nothing is drawn. Returns the card foreshadowed, or
    None (nothing drawn, or the drawn card left in hand)."""
    if len(gs.players[seat].forecast) >= forecast_limit(gs, seat) \
            and gs.rules.echoes.forecast_overflow == "stays-in-deck":
        return None
    name = draw(gs, seat, age, deck)
    if name is None or name not in gs.players[seat].hand:
        return None
    return name if foreshadow(gs, seat, name, zones.hand(seat)) else None
