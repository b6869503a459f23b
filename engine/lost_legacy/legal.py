"""What the game waits for, the legal moves, and checking a move before it is played.

The round waits either for a play (a `PlayStep`: the player and the cards they may play) or
for the answer to a pending decision (a dict: player, kind, prompt, options, min, max).
Checking never changes the state, so a refused move leaves the game exactly as it was.

    >>> listed_moves(PlayStep(0, ["Search", "Assault"]))["moves"]
    [{'type': 'play', 'card': 'Search'}, {'type': 'play', 'card': 'Assault'}]
    >>> every_move({"player": 1, "kind": "k", "prompt": "?", "options": ["a", "b"], "min": 0, "max": 2})
    [{'type': 'choose', 'choice': []}, {'type': 'choose', 'choice': ['a']}, {'type': 'choose', 'choice': ['b']}, {'type': 'choose', 'choice': ['a', 'b']}]
    >>> option_key(1) == option_key(True)
    False
"""

from __future__ import annotations

import copy
import json
from itertools import combinations
from typing import Any

from .errors import LostLegacyError
from .state import GameState

MOVE_KEYS = {"play": {"type", "card"}, "choose": {"type", "choice"}}


class PlayStep:
    """The game waits for `player` to play one of `cards`."""

    __slots__ = ("cards", "player")

    def __init__(self, player: int, cards: list[str]):
        self.player = player
        self.cards = cards


Waiting = PlayStep | dict | None     # None: the round is over


def listed_moves(waiting: Waiting) -> dict:
    """Who acts and the legal play moves, or the pending decision while one is open."""
    if waiting is None:
        return {"player": None, "moves": []}
    if isinstance(waiting, PlayStep):
        return {"player": waiting.player, "moves": [{"type": "play", "card": card} for card in waiting.cards]}
    return {"player": waiting["player"], "pending": copy.deepcopy(waiting)}


def every_move(waiting: Waiting) -> list[dict]:
    """Every legal move, a pending decision's answers spelled out one by one."""
    listed = listed_moves(waiting)
    if "pending" not in listed:
        return listed["moves"]
    decision = listed["pending"]
    return [{"type": "choose", "choice": list(choice)}
            for k in range(decision["min"], decision["max"] + 1)
            for choice in combinations(decision["options"], k)]


def option_key(value: Any) -> str:
    """Options compare as JSON: 1, 1.0, true and "1" are four different answers."""
    try:
        return json.dumps(value, sort_keys=True)
    except (TypeError, ValueError):
        return repr(value)


def check_move(gs: GameState, waiting: Waiting, move: Any) -> Any:
    """The answer `move` gives to what the game waits for (a card name, or the chosen
    options), or LostLegacyError."""
    if not isinstance(move, dict) or not isinstance(move.get("type"), str):
        raise LostLegacyError("bad_request", 'a move is a JSON object with a string "type"')
    kind = move["type"]
    if kind not in MOVE_KEYS:
        raise LostLegacyError("illegal_move", f"unknown move type {kind!r}: Lost Legacy moves are "
                              "'play' (a card from your hand; the draw is automatic) and 'choose'")
    extra = sorted(set(move) - MOVE_KEYS[kind])
    if extra:
        raise LostLegacyError("bad_request", f"a '{kind}' move has no field(s) {', '.join(extra)}")
    if gs.result is not None or waiting is None:
        raise LostLegacyError("illegal_move", "the game is over")
    if kind == "play":
        return _check_play(gs, waiting, move.get("card"))
    return _check_choice(gs.names, waiting, move.get("choice"))


def _check_play(gs: GameState, waiting: PlayStep | dict, card: Any) -> str:
    if not isinstance(card, str):
        raise LostLegacyError("bad_request", 'a play move names a card: {"type": "play", "card": NAME}')
    if not isinstance(waiting, PlayStep):
        raise LostLegacyError("illegal_move", f"{gs.names[waiting['player']]} must first answer the "
                              f"pending '{waiting['kind']}' decision with a choose move")
    if card in waiting.cards:
        return card
    if any(slot.card == card for slot in gs.table.hands[waiting.player]):
        raise LostLegacyError("illegal_move", f"{card} cannot be played")
    raise LostLegacyError("illegal_move", f"{card} is not in {gs.names[waiting.player]}'s hand")


def _check_choice(names: list[str], waiting: PlayStep | dict, choice: Any) -> list:
    if not isinstance(choice, list):
        raise LostLegacyError("bad_request", 'a choose move carries a list: {"type": "choose", "choice": [...]}')
    if isinstance(waiting, PlayStep):
        raise LostLegacyError("illegal_move", f"no decision is pending: {names[waiting.player]} plays a card")
    low, high, options = waiting["min"], waiting["max"], waiting["options"]
    if not low <= len(choice) <= high:
        wanted = str(low) if low == high else f"{low} to {high}"
        raise LostLegacyError("illegal_move", f"choose {wanted} of the options, not {len(choice)}")
    keys = [option_key(option) for option in options]
    picked: list[int] = []
    for item in choice:
        key = option_key(item)
        if key not in keys:
            raise LostLegacyError("illegal_move", f"{json.dumps(item)} is not an option of the pending "
                                  f"'{waiting['kind']}' decision (options: {json.dumps(options)})")
        if keys.index(key) in picked:
            raise LostLegacyError("illegal_move", f"{json.dumps(item)} is chosen twice")
        picked.append(keys.index(key))
    return [copy.deepcopy(options[i]) for i in picked]
