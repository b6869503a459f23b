"""The protocol front the engines of examples/shapes.py share: the reference engine behind it,
and hooks through which each engine re-asks the reference's decisions in a shape of its own
(`reshape`), answers some itself (`answer_itself`), asks a question of its own after an action
(`after_action`) or leaves out events of some kinds (`unsent_events`)."""

from __future__ import annotations

import copy
from collections.abc import Callable
from dataclasses import dataclass, field

from rulebook.innovation import Game as InnovationGame
from rulebook.protocol import Session

YES_NO = ["yes", "no"]


def refusal(code: str, message: str) -> dict:
    return {"ok": False, "error": {"code": code, "message": message}}


COLOURS_AND_ICONS = {"blue", "red", "green", "yellow", "purple", "crown", "leaf", "lightbulb", "castle", "factory",
                     "clock", "avatar", "meat"}


# the splay directions are the protocol's own option words too (the `direction` decision, Sunglasses)
DIRECTIONS = {"left", "right", "up", "aslant"}


def branch_words(options: list) -> bool:
    """Words of the engine's own (branches), not colours, icons, splay directions or yes/no."""
    return bool(options) and all(isinstance(o, str) and o.islower() and o not in COLOURS_AND_ICONS
                                 and o not in DIRECTIONS and o not in YES_NO for o in options)


def card_titles(options: list) -> bool:
    return bool(options) and all(isinstance(o, str) and not o.islower() for o in options)


def legal_answer(decision: dict, choice) -> bool:
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
        self.last_events: list = []    # this engine's events of its last play (what a view's events show)
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

    def forget(self) -> None:
        """A new game begins: drop what a shape remembers of the last one's answers (a game
        played again from the same position must be played the same)."""

    unsent_events: frozenset[str] = frozenset()  # kinds of event this engine never sends

    def _sent(self, events: list) -> list:
        sent = [event for event in events if not (isinstance(event, dict) and event.get("type") in self.unsent_events)]
        self.reshaped += len(events) - len(sent)   # an event left out counts as this engine's own shape
        return sent

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
        return self.probe_with_events(answers, rollout)[0]

    def probe_with_events(self, answers: list[list], rollout: bool = False) -> tuple[dict, list[dict]]:
        """`probe`, and the events the answers caused ({} and no events: an answer was refused)."""
        copy_session = Session()
        for message in self.log:
            copy_session.answer(message)
        state: dict = {}
        events: list[dict] = []
        for answer in answers:
            reply = copy_session.answer({"op": "play", "move": {"type": "choose", "choice": answer}})
            if not reply.get("ok"):
                return {}, []
            state = reply["state"]
            events += reply.get("events") or []
        for _ in range(100 if rollout else 0):
            pending = state.get("pending")
            if not isinstance(pending, dict) or state.get("result") is not None:
                break
            first = pending["options"][: max(pending["min"], 1 if pending["max"] else 0)]
            reply = copy_session.answer({"op": "play", "move": {"type": "choose", "choice": first}})
            if not reply.get("ok"):
                break
            state = reply["state"]
            events += reply.get("events") or []
        return state, events

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
            self.forget()
            self.last_events = []
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
            answer = self.session.answer(message)   # a bad viewer refused as the reference refuses it
            if answer.get("ok"):
                if message.get("viewer") is not None and isinstance(self.session.game, InnovationGame):
                    # a player's view of this engine's own state, its own question included
                    answer["state"] = self.session.game.view(self._outer_state(self.session.game.state()),
                                                             message["viewer"])
                    # and of this engine's own last play, not the reference's last answer
                    answer["events"] = self.session.game.view_events(self.last_events, message["viewer"])
                else:
                    answer["state"] = self._outer_state(answer["state"])
            return answer
        if op == "play" and isinstance(message.get("move"), dict):
            return self._viewed_play(message)
        return self.session.answer(message)

    def _viewed_play(self, message: dict) -> dict:
        """A play, answered for its `viewer` when it names one (this engine's own state and events
        as that seat may know them): the viewer is checked first, so a bad one plays nothing."""
        viewer = message.get("viewer")
        if viewer is not None:
            refused = self.session.answer({"op": "state", "viewer": viewer})
            if not refused.get("ok"):
                return refused
        answer = self._play({key: value for key, value in message.items() if key != "viewer"})
        if answer.get("ok"):
            self.last_events = answer["events"]
            if viewer is not None and self._playing_innovation():
                game = self.session.game
                answer = {"ok": True, "state": game.view(answer["state"], viewer),
                          "events": game.view_events(answer["events"], viewer)}
        return answer

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
            return {"ok": True, "state": self._outer_state(self.session.game.state()), "events": self._sent(events)}
        if move.get("type") != "choose":
            return refusal("illegal_move", f"a decision is pending: {question.decision['prompt']}")
        choice = move.get("choice")
        if not legal_answer(question.decision, choice):
            d = question.decision
            return refusal("illegal_move", f"choose {d['min']} to {d['max']} of {d['options']}")
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
        return {"ok": True, "state": self._outer_state(self.session.game.state()), "events": self._sent(events)}

    def _after_moves(self) -> None:
        """Once the reference waits for no decision, this engine may ask one of its own."""
        if self.acting and self.question is None and self._inner() is None and self._playing_innovation():
            self.acting = False
            self.question = self.after_action(self.session.game.state())
            self.reshaped += self.question is not None


