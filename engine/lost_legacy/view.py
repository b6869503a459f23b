"""Rendering the state for the referee or for one seat, and hiding events from a seat.

    >>> view_events([{"type": "draw", "player": 0, "card": "Search", "visible_to": [0]}], viewer=1)
    [{'type': 'draw', 'player': 0, 'card': None, 'visible_to': [0]}]
"""

from __future__ import annotations

import copy

from ..errors import BadRequest
from .state import GameState, Slot

SECRET_FIELDS = ("card", "cards", "swapped")


def render(gs: GameState, viewer: int | None) -> dict:
    """The state of protocol v1: every card for the referee (viewer None), else what `viewer` knows."""
    n = len(gs.names)
    if viewer is not None and (not isinstance(viewer, int) or isinstance(viewer, bool) or not 0 <= viewer < n):
        raise BadRequest(f"viewer must be a seat from 0 to {n - 1}, not {viewer!r}")

    def slot(s: Slot) -> dict:
        known = viewer is None or viewer in s.seen
        return {"card": s.card if known else None, "visible_to": sorted(s.seen)}

    table = gs.table
    players = [{"name": name, "eliminated": gs.eliminated[seat],
                "hand": [slot(s) for s in table.hands[seat]],
                "discard": [{"card": d.card, "flipped": d.flipped} for d in table.discards[seat]]}
               for seat, name in enumerate(gs.names)]
    return {
        "game": "lost-legacy",
        "variant": gs.variant.id,
        "viewer": viewer,
        "players": players,
        "deck": [slot(s) for s in table.deck],
        "ruins": [slot(s) for s in table.ruins],
        "out_of_play": [slot(s) for s in table.out_of_play],
        "turn": {"number": gs.number, "player": gs.current, "phase": gs.phase},
        "investigation": copy.deepcopy(gs.investigation),
        "pending": copy.deepcopy(gs.pending),
        "result": copy.deepcopy(gs.result),
    }


def view_events(events: list[dict], viewer: int | None) -> list[dict]:
    """The events as `viewer` sees them: hidden fields are null in events not visible to them."""
    out = []
    for event in events:
        event = copy.deepcopy(event)
        if viewer is not None and "visible_to" in event and viewer not in event["visible_to"]:
            for key in SECRET_FIELDS:
                if key in event:
                    event[key] = None
        out.append(event)
    return out
