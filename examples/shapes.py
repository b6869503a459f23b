#!/usr/bin/env python3
"""A family of correct engines that ask their questions in other legitimate shapes.

Each engine plays the reference engine's rules and differs only in how it poses a player's
decisions, as an independent implementation may (docs/protocol.md, section 9). The suite
states outcomes, not questions, so every one of them must pass every scenario it can play:

    rulebook check --impl python:examples.shapes:OrderInChoice
    rulebook check --impl "cmd:python examples/shapes.py YesNoForOneCard"

| engine | what it does differently |
|---|---|
| `OrderInChoice` | a choice of several cards is ordered at once; no separate order question |
| `AsksMoot` | after every action it asks a question no answer of which changes anything |
| `LeavesOutSameOutcomes` | a single pick offers one option per distinct outcome |
| `KeepOrGive` | "keep one (the rest go)" is asked as "choose the cards that go" |
| `YesNoForOneCard` | "0 or 1 of that card" is asked yes/no |
| `ValueThenConfirmAsOne` | a value followed by "do it?" is one optional choice among the values |
| `BranchesSplit` | "which branch?" then "which card?" is asked branch by branch: "which card to junk?", then "which to restore?" |
| `OwnWords` | a choice among its own words ("score", "draw", "junk"...) is offered in other words ("to-score-pile"...); Huygens' 7, 8 or 9 as "one", "two", "three" |

Only Innovation games are reshaped; Lost Legacy passes through unchanged.
"""

from __future__ import annotations

import copy
import json
import sys
from collections.abc import Callable
from dataclasses import dataclass, field

from rulebook.innovation import Game as InnovationGame
from rulebook.protocol import Session
from rulebook.protocol.server import serve

YES_NO = ["yes", "no"]


def _error(code: str, message: str) -> dict:
    return {"ok": False, "error": {"code": code, "message": message}}


COLOURS_AND_ICONS = {"blue", "red", "green", "yellow", "purple", "crown", "leaf", "lightbulb", "castle", "factory",
                     "clock", "avatar", "meat"}


def _words(options: list) -> bool:
    """Words of the engine's own (branches), not colours, icons or yes/no."""
    return bool(options) and all(isinstance(o, str) and o.islower() and o not in COLOURS_AND_ICONS
                                 and o not in YES_NO for o in options)


def _cards(options: list) -> bool:
    return bool(options) and all(isinstance(o, str) and not o.islower() for o in options)


def _legal(decision: dict, choice) -> bool:
    if not isinstance(choice, list) or not decision["min"] <= len(choice) <= decision["max"]:
        return False
    left = list(decision["options"])
    for item in choice:
        if item not in left:
            return False
        left.remove(item)
    return True


@dataclass
class Question:
    """A decision as this engine asks it; `resolve` turns an answer into the reference's
    answers, or into the next question of this engine."""

    decision: dict
    resolve: Callable[[list], list[list] | Question]
    extra: dict = field(default_factory=dict)


class ReshapingEngine:
    """The reference engine behind a protocol front that re-asks its decisions (`reshape`)."""

    name = "shapes-example"
    capabilities: tuple[str, ...] = ()  # declared in hello beside the reference's own

    def __init__(self) -> None:
        self.session = Session()
        self.log: list[dict] = []          # the reference requests since new_game (for probing)
        self.question: Question | None = None
        self.acting = False                # an action was played and is not over yet
        self.reshaped = 0                  # how many questions were asked in this engine's own shape

    # -- hooks of each shape -------------------------------------------------------------
    def reshape(self, inner: dict) -> Question | None:
        """This engine's question for the reference's pending decision (None: ask it as is)."""
        return None

    def answer_itself(self, inner: dict) -> list | None:
        """An answer this engine gives the reference itself, without asking (None: ask)."""
        return None

    def after_action(self, state: dict) -> Question | None:
        """A question of this engine's own to ask once an action is over (None: none)."""
        return None

    # -- the reference, and probing it ----------------------------------------------------
    def _playing_innovation(self) -> bool:
        return isinstance(self.session.game, InnovationGame)

    def _inner(self) -> dict | None:
        if self.session.game is None:
            return None
        state = self.session.game.state()
        pending = state.get("pending")
        return pending if isinstance(pending, dict) and state.get("result") is None else None

    def probe(self, answers: list[list], rollout: bool = False) -> dict:
        """The reference's state after the answers given now (played on a copy of the game);
        with `rollout`, after answering every later question with its first options too, until
        nothing is pending (what the answers lead to, however the rest is decided alike)."""
        copy_session = Session()
        for message in self.log:
            copy_session.answer(message)
        state: dict = {}
        for answer in answers:
            reply = copy_session.answer({"op": "play", "move": {"type": "choose", "choice": answer}})
            if not reply.get("ok"):
                return {}
            state = reply["state"]
        for _ in range(100 if rollout else 0):
            pending = state.get("pending")
            if not isinstance(pending, dict) or state.get("result") is not None:
                break
            first = pending["options"][: max(pending["min"], 1 if pending["max"] else 0)]
            reply = copy_session.answer({"op": "play", "move": {"type": "choose", "choice": first}})
            if not reply.get("ok"):
                break
            state = reply["state"]
        return state

    def _send(self, message: dict) -> dict:
        answer = self.session.answer(message)
        if answer.get("ok"):
            self.log.append(message)
        return answer

    # -- the front ------------------------------------------------------------------------
    def _current(self) -> Question | None:
        if self.question is None and self._playing_innovation():
            inner = self._inner()
            if inner is not None:
                self.question = self.reshape(inner)
                self.reshaped += self.question is not None
        return self.question

    def _outer_state(self, state: dict) -> dict:
        state = copy.deepcopy(state)
        question = self._current()
        if question is not None:
            state["pending"] = question.decision
        return state

    def _settle(self, events: list) -> None:
        """Give the reference the answers this engine gives itself."""
        for _ in range(100):
            inner = self._inner()
            if inner is None or self.question is not None:
                return
            own = self.answer_itself(inner)
            if own is None:
                return
            self.reshaped += 1
            reply = self._send({"op": "play", "move": {"type": "choose", "choice": own}})
            if not reply.get("ok"):
                return
            events.extend(reply.get("events") or [])

    def request(self, message: dict) -> dict:
        op = message.get("op") if isinstance(message, dict) else None
        if op == "hello":
            answer = self.session.answer(message)
            if answer.get("ok"):
                answer["implementation"] = {"name": self.name, "version": "1.0"}
                answer["capabilities"] = [*answer["capabilities"], *self.capabilities]
            return answer
        if op == "new_game":
            self.question = None
            answer = self.session.answer(message)
            self.log = [message] if answer.get("ok") else []
            if answer.get("ok"):
                events: list = []
                self._settle(events)
                answer["state"] = self._outer_state(self.session.game.state())
            return answer
        if op == "moves":
            question = self._current()
            if question is not None:
                return {"ok": True, "player": question.decision["player"], "pending": question.decision}
            return self.session.answer(message)
        if op == "state":
            answer = self.session.answer(message)
            if answer.get("ok"):
                answer["state"] = self._outer_state(answer["state"])
            return answer
        if op == "play" and isinstance(message.get("move"), dict):
            return self._play(message)
        return self.session.answer(message)

    def _play(self, message: dict) -> dict:
        move = message["move"]
        question = self._current()
        if question is None:
            answer = self._send(message)
            if not answer.get("ok"):
                return answer
            self.acting = self.acting or move.get("type") != "choose"
            events = list(answer.get("events") or [])
            self._settle(events)
            self._after_moves()
            return {"ok": True, "state": self._outer_state(self.session.game.state()), "events": events}
        if move.get("type") != "choose":
            return _error("illegal_move", f"a decision is pending: {question.decision['prompt']}")
        choice = move.get("choice")
        if not _legal(question.decision, choice):
            d = question.decision
            return _error("illegal_move", f"choose {d['min']} to {d['max']} of {d['options']}")
        resolved = question.resolve(list(choice))
        self.question = None
        events: list = []
        if isinstance(resolved, Question):
            self.question = resolved
        else:
            for inner_answer in resolved:
                reply = self._send({"op": "play", "move": {"type": "choose", "choice": inner_answer}})
                if not reply.get("ok"):
                    return {"ok": False, "error": {"code": "internal_error",
                                                   "message": f"the reshaped answer was refused: {reply.get('error')}"}}
                events.extend(reply.get("events") or [])
                self._settle(events)
            if resolved:
                self._after_moves()
        return {"ok": True, "state": self._outer_state(self.session.game.state()), "events": events}

    def _after_moves(self) -> None:
        """Once the reference waits for no decision, this engine may ask one of its own."""
        if self.acting and self.question is None and self._inner() is None and self._playing_innovation():
            self.acting = False
            self.question = self.after_action(self.session.game.state())
            self.reshaped += self.question is not None


# -- the shapes ------------------------------------------------------------------------------

class OrderInChoice(ReshapingEngine):
    """A choice of several cards is ordered as it is made: the first chosen is handled first.
    The reference's separate order question, when it follows, is answered from that order."""

    name = "order-in-choice-example"

    def __init__(self) -> None:
        super().__init__()
        self.hint: tuple[int, list] | None = None

    def reshape(self, inner: dict) -> Question | None:
        if inner["max"] < 2 or inner.get("ordered") or not _cards(inner["options"]):
            return None

        def resolve(choice: list) -> list[list]:
            self.hint = (inner["player"], choice)
            return [choice]

        return Question({**inner, "ordered": True, "prompt": inner["prompt"] + " (in the order given)"}, resolve)

    def answer_itself(self, inner: dict) -> list | None:
        if self.hint is None or self.hint[0] != inner["player"] or not inner.get("ordered"):
            return None
        options = inner["options"]
        if not inner["min"] == inner["max"] == len(options) or not set(options) <= set(self.hint[1]):
            return None
        return [card for card in self.hint[1] if card in options]


class AsksMoot(ReshapingEngine):
    """Once an action is over, the player who took it is asked a question that changes nothing."""

    name = "asks-moot-example"

    def after_action(self, state: dict) -> Question | None:
        turn = state.get("turn") or {}
        if state.get("result") is not None or not isinstance(turn.get("player"), int):
            return None
        decision = {"player": turn["player"], "kind": "x-tally", "prompt": "Pick a tally mark (it changes nothing)",
                    "options": [1, 2, 3], "min": 1, "max": 1}
        return Question(decision, lambda choice: [])


class LeavesOutSameOutcomes(ReshapingEngine):
    """A single pick among values offers one value for each distinct outcome: a value whose
    outcome an earlier value already brings about is left out. It says so in `hello`
    (capability `leaves_out_moot_options`)."""

    name = "leaves-out-same-outcomes-example"
    capabilities = ("leaves_out_moot_options",)

    def reshape(self, inner: dict) -> Question | None:
        options = inner["options"]
        if inner["max"] != 1 or inner["min"] != 1 or len(options) < 2 or not all(isinstance(o, int) for o in options):
            return None
        kept, seen = [], set()
        for option in options:
            outcome = json.dumps(self.probe([[option]], rollout=True), sort_keys=True)
            if outcome not in seen:
                seen.add(outcome)
                kept.append(option)
        return Question({**inner, "options": kept}, lambda choice: [choice])


class KeepOrGive(ReshapingEngine):
    """"Keep one of these (the rest go)" is asked as "choose the cards that go"."""

    name = "keep-or-give-example"

    def reshape(self, inner: dict) -> Question | None:
        options = inner["options"]
        if inner["kind"] != "keep" or inner["min"] != 1 or inner["max"] != 1 or len(options) < 2:
            return None
        return Question({**inner, "kind": "x-give", "prompt": "Choose the cards that go",
                         "min": len(options) - 1, "max": len(options) - 1},
                        lambda choice: [[o for o in options if o not in choice]])


class YesNoForOneCard(ReshapingEngine):
    """An optional action on one card ("0 or 1 of that card") is asked yes or no."""

    name = "yes-no-for-one-card-example"

    def reshape(self, inner: dict) -> Question | None:
        if len(inner["options"]) != 1 or inner["min"] != 0 or inner["max"] != 1 or not _cards(inner["options"]):
            return None
        card = inner["options"][0]
        return Question({**inner, "kind": "x-confirm", "prompt": f"{inner['prompt']}: {card}?", "options": YES_NO,
                         "min": 1, "max": 1}, lambda choice: [[card] if choice == ["yes"] else []])


def _declines(decision: dict) -> list | None:
    if "no" in decision["options"]:
        return ["no"]
    return [] if decision["min"] == 0 else None


def _accepts(decision: dict) -> list | None:
    return ["yes"] if "yes" in decision["options"] else None


class ValueThenConfirmAsOne(ReshapingEngine):
    """A value to pick, then "do it?" for the cards of that value, is asked as one optional pick
    among the values that have such cards: picking one does it, picking none declines (as a
    value with no such card would)."""

    name = "value-then-confirm-example"

    def reshape(self, inner: dict) -> Question | None:
        options = inner["options"]
        if inner["min"] != 1 or inner["max"] != 1 or not options or not all(isinstance(o, int) for o in options):
            return None
        confirmed, plain = [], []
        for option in options:
            follow = self.probe([[option]]).get("pending")
            asks = isinstance(follow, dict) and follow.get("player") == inner["player"] \
                and _accepts(follow) is not None and _declines(follow) is not None
            (confirmed if asks else plain).append(option)
        if not confirmed:
            return None

        def resolve(choice: list) -> list[list]:
            if choice:
                return [choice, ["yes"]]
            if plain:
                return [[plain[0]]]
            follow = self.probe([[confirmed[0]]]).get("pending") or {}
            return [[confirmed[0]], _declines(follow) or []]

        return Question({**inner, "kind": "x-value-or-none", "prompt": inner["prompt"] + " (or none)",
                         "options": confirmed, "min": 0}, resolve)


class BranchesSplit(ReshapingEngine):
    """An optional either/or ("junk or restore?") followed by the card it acts on is asked branch
    by branch: "which card to junk (or none)?", then "which card to restore (or none)?". A
    branch with no card to pick is asked yes or no."""

    name = "branches-split-example"

    def reshape(self, inner: dict) -> Question | None:
        words = inner["options"]
        if inner["min"] != 0 or inner["max"] != 1 or not _words(words):
            return None
        for word in words:  # only where every branch goes on to pick a card
            follow = self.probe([[word]]).get("pending")
            if not (isinstance(follow, dict) and follow.get("player") == inner["player"]
                    and _cards(follow.get("options") or [])):
                return None
        return self._branch(inner, list(words))

    def _branch(self, inner: dict, words: list[str]) -> Question:
        if not words:
            return Question({**inner, "options": ["no"], "min": 1, "max": 1, "prompt": "Nothing more"},
                            lambda choice: [[]])
        word, rest = words[0], words[1:]
        follow = self.probe([[word]]).get("pending")
        picks = isinstance(follow, dict) and follow.get("player") == inner["player"] and follow.get("max") == 1 \
            and _cards(follow.get("options") or [])
        assert follow is None or isinstance(follow, dict)

        def resolve(choice: list) -> list[list] | Question:
            if choice and choice != ["no"]:
                return [[word], choice] if picks else [[word]]
            return self._branch(inner, rest) if rest else [[]]

        if picks:
            assert isinstance(follow, dict)
            decision = {**inner, "kind": f"x-{word}", "prompt": f"Which card to {word} (or none)?",
                        "options": follow["options"], "min": 0, "max": 1}
        else:
            decision = {**inner, "kind": f"x-{word}", "prompt": f"{word}?", "options": YES_NO, "min": 1, "max": 1}
        if not rest:
            return Question(decision, resolve)
        return Question(decision, resolve)


# OwnWords: the reference's branch words -> this engine's own (any other word w: "own-w")
OWN_WORDS = {"score": "to-score-pile", "draw": "take-from-deck", "junk": "throw-away", "restore": "bring-back",
             "exchange": "swap", "achievements": "to-achievements", "self-execute": "run-it-myself",
             "base": "standard-deck", "figures": "figure-deck"}
# Christiaan Huygens' karma: one 7, two 8s or three 9s, offered by how many cards are drawn
HUYGENS_WORDS = {7: "one", 8: "two", 9: "three"}


class OwnWords(ReshapingEngine):
    """A choice among the engine's own words (a branch: "score or achievements?", "junk or
    exchange?") is offered in words of this engine's own, translated back when answered; Christiaan
    Huygens' karma choice of 7, 8 or 9 is offered as "one", "two" or "three" (how many are drawn).
    Deck labels ("base 3", "figures 9": Lily Hevesh) are names of decks, not words: asked as they are."""

    name = "own-words-example"

    def reshape(self, inner: dict) -> Question | None:
        options = inner["options"]
        if _words(options) and all(o.replace("-", "").isalpha() for o in options):  # words, not "base 3"
            table = {word: OWN_WORDS.get(word, f"own-{word}") for word in options}
        elif inner["kind"] == "draw" and options == list(HUYGENS_WORDS):
            table = dict(HUYGENS_WORDS)
        else:
            return None
        back = {own: word for word, own in table.items()}
        return Question({**inner, "options": [table[o] for o in options]},
                        lambda choice: [[back[own] for own in choice]])


SHAPES = {cls.__name__: cls for cls in (OrderInChoice, AsksMoot, LeavesOutSameOutcomes, KeepOrGive,
                                        YesNoForOneCard, ValueThenConfirmAsOne, BranchesSplit, OwnWords)}


def main(argv: list[str]) -> int:
    if len(argv) != 1 or argv[0] not in SHAPES:
        sys.stderr.write(f"usage: shapes.py {{{','.join(SHAPES)}}}\n")
        return 2
    return serve(engine=SHAPES[argv[0]]())


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
