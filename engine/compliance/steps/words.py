"""How a step's failure names what it found and what it expected: in the words the scenarios
use (`Tools, Writing`, `nothing`, `Archery, Oars splayed left`, `Bob's turn 2 with 1 action
left`), or as the protocol's JSON where no such words exist (events, a pending decision), never
in Python's notation (`['Tools']`, `('none',)`, `{'type': ...}`, `None`)."""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence

UNSEEN = "an unseen card"  # a card the state names as null: hidden from the one who looks


def listed(items: Iterable[object], empty: str = "nothing") -> str:
    """'Tools, Writing' ('nothing' for none, as the steps write an empty pile)."""
    words = [UNSEEN if item is None else as_json(item) if isinstance(item, (dict, list, bool)) else str(item)
             for item in items]
    return ", ".join(words) if words else empty


def pile(cards: Sequence[str], splay: str) -> str:
    """A colour pile as a step writes it: 'Archery, Oars splayed left', 'Tools', 'nothing'."""
    if not cards:
        return "nothing"
    return listed(cards) + ("" if splay in ("none", None) else f" splayed {splay}")


def board(shown: object) -> str:
    """A board, colour by colour: 'blue Writing, Pottery; red Archery splayed left' ('nothing')."""
    if not isinstance(shown, dict):
        return as_json(shown)
    if not shown:
        return "nothing"
    parts = []
    for color, entry in shown.items():
        if isinstance(entry, dict) and isinstance(entry.get("cards"), list):
            parts.append(f"{color} {pile(entry['cards'], entry.get('splay', 'none'))}")
        else:
            parts.append(f"{color} {as_json(entry)}")
    return "; ".join(parts)


def turn(shown: dict | None, players: Sequence[str]) -> str:
    """"Bob's turn 2 with 1 action left", from the state's `turn` (JSON when it has another shape)."""
    if not isinstance(shown, dict) or not {"number", "player", "actions_left"} <= set(shown):
        return as_json(shown)
    seat, left = shown["player"], shown["actions_left"]
    who = players[seat] if isinstance(seat, int) and 0 <= seat < len(players) else f"seat {as_json(seat)}"
    return f"{who}'s turn {as_json(shown['number'])} with {as_json(left)} action{'' if left == 1 else 's'} left"


def result(shown: dict | None, players: Sequence[str]) -> str:
    """'Alice wins by score', 'a draw', 'the game is not over', from the state's `result`."""
    if shown is None:
        return "the game is not over"
    if not isinstance(shown, dict) or not isinstance(shown.get("winners"), list):
        return as_json(shown)
    if not shown["winners"] and shown.get("reason") == "draw":
        return "a draw"
    names = [players[s] if isinstance(s, int) and 0 <= s < len(players) else f"seat {as_json(s)}"
             for s in shown["winners"]]
    verb = "wins" if len(names) == 1 else "win"
    return f"{' and '.join(names) or 'nobody'} {verb} by {shown.get('reason')}"


def plain(value: object) -> str:
    """A word an engine sent (an error code, a phase) as it is; anything else as JSON."""
    return value if isinstance(value, str) else as_json(value)


def as_json(value: object) -> str:
    """The protocol's own notation for what an engine sent: `{"type": "draw", "player": 0}`."""
    return json.dumps(value, ensure_ascii=False, default=str)
