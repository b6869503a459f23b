#!/usr/bin/env python3
"""Deliberately wrong engines whose rules are right and whose decisions are not: each must fail
`rulebook check`, however the suite searches for a stated outcome (docs/protocol.md 9).

    rulebook check --impl python:examples.wrong_deciders:RefusesAnOfferedOption --variant deluxe

| engine | what it does wrong |
|---|---|
| `RefusesAnOfferedOption` | offers every option, then refuses any answer that takes the last one offered |
| `WrongOnFirstPlay` | the first time it plays a game from a given start, it plays each answer as another one; played again, it plays right |
| `MayAsMust` | plays "you may" as mandatory (no way to decline) while declaring `leaves_out_moot_options` |

Each is the reference engine behind a protocol front (the rules stay the reference's).
"""

from __future__ import annotations

import itertools
import json
import sys

from rulebook.protocol import Session
from rulebook.protocol.server import serve


class WrongDecider:
    """The reference engine, named as itself, with a hook on each answer to a decision."""

    name = "wrong-decider"
    capabilities: tuple[str, ...] = ()

    def __init__(self) -> None:
        self.session = Session()

    def request(self, message: dict) -> dict:
        op = message.get("op") if isinstance(message, dict) else None
        if op == "new_game":
            self.started(message)
        if op == "play" and isinstance(message.get("move"), dict) and message["move"].get("type") == "choose":
            pending = self.pending()
            if pending is not None:
                refused = self.refuses(pending, message["move"].get("choice"))
                if refused:
                    return {"ok": False, "error": {"code": "illegal_move", "message": refused}}
                message = {**message, "move": {"type": "choose", "choice": self.played(pending,
                                                                                       message["move"]["choice"])}}
        answer = self.session.answer(message)
        if op == "hello" and answer.get("ok"):
            answer["implementation"] = {"name": self.name, "version": "1.0"}
            answer["capabilities"] = [*answer["capabilities"], *self.capabilities]
        for key in ("state", "pending"):
            if isinstance(answer.get(key), dict):
                answer[key] = self.shown(answer[key], key)
        return answer

    def pending(self) -> dict | None:
        game = self.session.game
        if game is None:
            return None
        pending = game.state().get("pending")
        return pending if isinstance(pending, dict) else None

    # -- hooks -------------------------------------------------------------------------------
    def started(self, message: dict) -> None:
        """A new_game request arrived."""

    def refuses(self, pending: dict, choice) -> str | None:
        """Why this answer is refused (None: it is not)."""
        return None

    def played(self, pending: dict, choice):
        """The answer the reference is given for `choice`."""
        return choice

    def shown(self, value: dict, key: str) -> dict:
        """A state (or a pending decision) as the engine shows it."""
        return value


class RefusesAnOfferedOption(WrongDecider):
    """Refuses any answer that takes the last option a decision offers."""

    name = "refuses-an-offered-option"

    def refuses(self, pending: dict, choice) -> str | None:
        options = pending.get("options") or []
        if options and isinstance(choice, list) and options[-1] in choice:
            return f"{options[-1]} cannot be chosen"
        return None


class WrongOnFirstPlay(WrongDecider):
    """The first game played from a given start answers each decision with another answer of
    the same decision (the first set of options within its bounds that differs from the one
    given, or for an ordered one the reverse order); a game started again the same way plays
    right. A search that tries another answer by playing again sees only the right game."""

    name = "wrong-on-first-play"

    def __init__(self) -> None:
        super().__init__()
        self.seen: set[str] = set()
        self.first_play = False

    def started(self, message: dict) -> None:
        key = json.dumps(message, sort_keys=True)
        self.first_play = key not in self.seen
        self.seen.add(key)

    def played(self, pending: dict, choice):
        if not self.first_play or not isinstance(choice, list):
            return choice
        options = pending.get("options") or []
        low, high = int(pending.get("min", 0)), min(int(pending.get("max", 0)), len(options))
        given = sorted(json.dumps(o, sort_keys=True) for o in choice)
        for size in range(low, high + 1):
            for other in itertools.combinations(options, size):
                if sorted(json.dumps(o, sort_keys=True) for o in other) != given:
                    return list(other)
        if pending.get("ordered") and len(choice) > 1:
            return list(reversed(choice))
        return choice  # one possible answer: nothing else to play


class MayAsMust(WrongDecider):
    """A decision the player may decline ("you may") is shown as mandatory: at least one of its
    options must be taken. It declares `leaves_out_moot_options`, as if declining were an
    option that changes nothing."""

    name = "may-as-must"
    capabilities = ("leaves_out_moot_options",)

    def _mandatory(self, decision: dict) -> dict:
        if decision.get("min") == 0 and int(decision.get("max", 0)) >= 1 and decision.get("options"):
            return {**decision, "min": 1}
        return decision

    def shown(self, value: dict, key: str) -> dict:
        if key == "pending":
            return self._mandatory(value)
        if isinstance(value.get("pending"), dict):
            return {**value, "pending": self._mandatory(value["pending"])}
        return value

    def refuses(self, pending: dict, choice) -> str | None:
        if pending.get("min") == 0 and pending.get("options") and choice == []:
            return "at least one option must be chosen"
        return None


WRONG_DECIDERS = {cls.__name__: cls for cls in (RefusesAnOfferedOption, WrongOnFirstPlay, MayAsMust)}


def main(argv: list[str]) -> int:
    if len(argv) != 1 or argv[0] not in WRONG_DECIDERS:
        sys.stderr.write(f"usage: wrong_deciders.py {{{','.join(WRONG_DECIDERS)}}}\n")
        return 2
    return serve(engine=WRONG_DECIDERS[argv[0]]())


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
