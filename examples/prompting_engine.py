#!/usr/bin/env python3
"""A correct engine that asks its questions differently from the reference, in every way
protocol revision 1 allows (docs/protocol.md, "What an engine may do differently"):

- it asks every forced choice (a choice with one possible answer), the opening meld included;
- it lists the options of every decision in reverse order;
- it asks a choice of several options one option at a time: the first part carries `of`
  (the bounds of the whole choice), each later part `continues: true`, and a part with min 0
  may be declined once enough options are taken;
- it asks every yes/no question as options ["yes", "no"], one to pick;
- it sends no events (and does not declare the events capability);
- it adds an extension field ("x-engine") to its states.

The rules are the reference engine's, so the whole suite must pass on it:

    rulebook check --impl "cmd:python examples/prompting_engine.py"
    rulebook check --impl python:examples.prompting_engine:PromptingEngine
"""

from __future__ import annotations

import copy
import sys

from rulebook.innovation import Game as InnovationGame
from rulebook.protocol import Session
from rulebook.protocol.server import serve

NAME = "prompting-example"


def _error(code: str, message: str) -> dict:
    return {"ok": False, "error": {"code": code, "message": message}}


class PromptingEngine:
    """Protocol answers of the reference engine, its decisions re-asked in parts."""

    def __init__(self):
        self.session = Session(ask_forced=True)
        self.taken: list = []   # the options already picked in the parts of the current decision

    # -- the decision as this engine asks it ----------------------------------------------
    def _inner(self) -> dict | None:
        """The reference engine's pending decision (None when there is none)."""
        if self.session.game is None:
            return None
        return self.session.game.moves().get("pending")

    @staticmethod
    def _yes_no(inner: dict) -> bool:
        return [str(o) for o in inner["options"]] == ["yes"] and inner["min"] == 0

    def _part(self, inner: dict) -> dict:
        """The part of `inner` to ask now."""
        if self._yes_no(inner):
            return {**inner, "options": ["yes", "no"], "min": 1, "max": 1}
        left = [o for o in inner["options"] if o not in self.taken][::-1]
        needed = 1 if len(self.taken) < inner["min"] else 0
        part = {**inner, "options": left, "min": needed, "max": 1}
        if inner["max"] > 1:
            if self.taken:
                part["continues"] = True
            else:
                part["of"] = {"min": inner["min"], "max": inner["max"]}
        return part

    def _outer_state(self, state: dict) -> dict:
        state = copy.deepcopy(state)
        inner = state.get("pending")
        if isinstance(inner, dict) and "options" in inner and "min" in inner:
            state["pending"] = self._part(inner)
        state["x-engine"] = NAME
        return state

    # -- requests ---------------------------------------------------------------------------
    def request(self, message: dict) -> dict:
        op = message.get("op") if isinstance(message, dict) else None
        if op == "hello":
            answer = self.session.answer(message)
            if answer.get("ok"):
                answer["implementation"] = {"name": NAME, "version": "1.0"}
                answer["capabilities"] = [c for c in answer["capabilities"] if c != "events"]
            return answer
        if op == "new_game":
            self.taken = []
        if op == "play" and isinstance(message.get("move"), dict) and message["move"].get("type") == "choose":
            return self._choose(message["move"])
        answer = self.session.answer(message)
        if not answer.get("ok"):
            return answer
        viewer = message.get("viewer") if op in ("state", "play") else None
        if viewer is not None and isinstance(self.session.game, InnovationGame):
            # a player's view of this engine's own state, its decision asked in parts included;
            # it sends no events (it does not declare them), to a viewer neither
            answer["state"] = self.session.game.view(self._outer_state(self.session.game.state()), viewer)
            answer["events"] = []
        elif "state" in answer:
            answer["state"] = self._outer_state(answer["state"])
        if answer.get("pending") is not None:
            answer["pending"] = self._part(answer["pending"])
        if op == "play":
            answer["events"] = []
        return answer

    def _choose(self, move: dict) -> dict:
        inner = self._inner()
        if inner is None:
            return self.session.answer({"op": "play", "move": move})  # the reference refuses it
        part = self._part(inner)
        choice = move.get("choice")
        if not isinstance(choice, list) or not part["min"] <= len(choice) <= part["max"] or \
                any(option not in part["options"] for option in choice):
            return _error("illegal_move", f"choose {part['min']} to {part['max']} of {part['options']}")
        if self._yes_no(inner):
            whole = [] if choice == ["no"] else choice
        else:
            self.taken.extend(choice)
            finished = not choice or len(self.taken) >= inner["max"] or \
                not [o for o in inner["options"] if o not in self.taken]
            if not finished:
                return {"ok": True, "state": self._outer_state(self.session.game.state()), "events": []}
            whole, self.taken = self.taken, []
        answer = self.session.answer({"op": "play", "move": {"type": "choose", "choice": whole}})
        if answer.get("ok"):
            answer["state"] = self._outer_state(answer["state"])
            answer["events"] = []
        return answer


def main() -> int:
    return serve(engine=PromptingEngine())


if __name__ == "__main__":
    sys.exit(main())
