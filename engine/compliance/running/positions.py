"""Comparing positions: where two JSON states differ, told in the protocol's own words."""

from __future__ import annotations

import json

from ...protocol.messages import EXTENSION_PREFIX

SHOWN_CHARS = 120  # a value shown in a message is cut to this many characters


def shown_json(value, limit: int = SHOWN_CHARS) -> str:
    """A JSON value as a message shows it: JSON text, cut to `limit` characters.

        >>> shown_json(["Tools", "Oars"])
        '["Tools", "Oars"]'
    """
    text = json.dumps(value, ensure_ascii=False, sort_keys=True, default=str)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def without_extensions(value):
    """`value` with every "x-" field dropped, at any depth (an implementation's own extras)."""
    if isinstance(value, dict):
        return {k: without_extensions(v) for k, v in value.items() if not str(k).startswith(EXTENSION_PREFIX)}
    if isinstance(value, list):
        return [without_extensions(v) for v in value]
    return value


def differences(a, b, where: str = "", limit: int = 40) -> list[tuple[str, object, object]]:
    """Every place two JSON values differ, as (dotted path, value in a, value in b), up to
    `limit`: lists of unequal length differ as wholes.

        >>> differences({"hand": ["Tools"], "score": 1}, {"hand": [], "score": 1})
        [('hand', ['Tools'], [])]
    """
    found: list[tuple[str, object, object]] = []

    def walk(x, y, path: str) -> None:
        if len(found) >= limit:
            return
        if isinstance(x, dict) and isinstance(y, dict):
            for key in sorted(set(x) | set(y), key=str):
                walk(x.get(key), y.get(key), f"{path}.{key}" if path else str(key))
        elif isinstance(x, list) and isinstance(y, list) and len(x) == len(y) and any(
                isinstance(v, (dict, list)) for v in x):
            for i, (v, w) in enumerate(zip(x, y)):
                walk(v, w, f"{path}.{i}" if path else str(i))
        elif x != y:
            found.append((path or "(the state)", x, y))

    walk(a, b, where)
    return found


def first_difference(a, b, where: str = "") -> str | None:
    """Where two JSON values first differ ('players.0.hand: [...] vs [...]'), or None."""
    if isinstance(a, dict) and isinstance(b, dict):
        for key in sorted(set(a) | set(b), key=str):
            found = first_difference(a.get(key), b.get(key), f"{where}.{key}" if where else str(key))
            if found:
                return found
        return None
    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        for i, (x, y) in enumerate(zip(a, b)):
            found = first_difference(x, y, f"{where}.{i}" if where else str(i))
            if found:
                return found
        return None
    return None if a == b else f"{where or '(the state)'}: {shown_json(a)} vs {shown_json(b)}"


class FirstSeen:
    """The position first seen after each sequence of moves since `new_game`: the same moves
    from the same given position must give the same game (the same seed and moves, the same game), so each
    position reached again, in a replay, is held against it."""

    def __init__(self) -> None:
        self.positions: dict[str, tuple[str, dict]] = {}  # moves as JSON -> (state as JSON, state)
        # moves as JSON -> the answers the engine accepted to the decision pending after them
        self.answered: dict[str, list[list]] = {}
        self.again: set[str] = set()  # moves as JSON whose position a replay reached again, the same

    def confirmed(self, moves: list[dict]) -> bool:
        """Whether a replay already reached again, the same, the position after `moves` and after
        each of their beginnings: playing them once more would hold nothing new."""
        return all(json.dumps(moves[:n], sort_keys=True, default=str) in self.again for n in range(len(moves) + 1))

    def decision_after(self, moves: list[dict]) -> dict | None:
        """The decision pending in the position first seen after `moves` (None: none, or unseen)."""
        first = self.positions.get(json.dumps(moves, sort_keys=True, default=str))
        pending = first[1].get("pending") if first and isinstance(first[1], dict) else None
        return pending if isinstance(pending, dict) else None

    def answers_after(self, moves: list[dict]) -> list[list]:
        """The answers the engine accepted to the decision pending after `moves`, so far."""
        return self.answered.get(json.dumps(moves, sort_keys=True, default=str), [])

    def difference(self, moves: list[dict], state) -> str | None:
        """Where `state`, reached by `moves`, differs from the position first reached by them
        (None: the same, or the first time); the first one seen is kept."""
        key = json.dumps(moves, sort_keys=True, default=str)
        clean = without_extensions(state)
        text = json.dumps(clean, sort_keys=True, default=str)
        first = self.positions.get(key)
        if first is None:
            self.positions[key] = (text, clean)
            if moves and isinstance(moves[-1], dict) and moves[-1].get("type") == "choose":
                before = json.dumps(moves[:-1], sort_keys=True, default=str)
                self.answered.setdefault(before, []).append(list(moves[-1].get("choice") or []))
            return None
        if first[0] == text:
            self.again.add(key)
            return None
        return first_difference(first[1], clean) or "(the state)"
