"""Decisions stated by their outcome, played on the engine: the search of the player's answers
(`bring_about`), the exploration of the ways a choice can end (`possible`, `may_decline`), and
the questions the scenario leaves open because no answer of them matters (`settle`).

The search answers the engine's own questions, whatever their shape, and tries another answer
by playing the scenario again from its given position (`ScenarioContext._goto`, a replay).
What an outcome is, and which answers to try first, is `decisions.py`'s; docs/protocol.md 9.
"""

from __future__ import annotations

import itertools
import json
from collections.abc import Callable
from typing import TYPE_CHECKING

from .decisions import (
    LITERAL_VERBS,
    SEARCH_BOUND,
    Answered,
    Intent,
    answers,
    bounds,
    declining,
    forced,
    forced_answer,
    is_decline,
    outcome_key,
    signature,
)
from .failures import ScenarioSkipped, StepFailure

if TYPE_CHECKING:
    from .context import ScenarioContext

# the capability of an engine that leaves out options that change nothing (docs/protocol.md 3.1)
LEAVES_OUT = "leaves_out_moot_options"


class OutcomeSearch:
    """The decisions of one scenario run played by their outcome, on its context's engine."""

    def __init__(self, ctx: ScenarioContext):
        self.ctx = ctx
        self.moot: dict[str, list] = {}  # moves played -> an answer that does not matter there ([]: none)
        self.rest: list = []     # the options of a forced choice asked in parts still to give
        # forced questions the suite answered since the scenario's last move: a step that states
        # one of those answers (the engine asked, or not) finds it given already
        self.auto_answered: list[tuple[int, list[str]]] = []

    def settle(self, keep: frozenset[int] | int | None = None) -> None:
        """Answer the decisions the scenario leaves open because no answer matters: a question
        with one possible answer, or one whose every answer comes to the same position (an
        engine may ask such a question or skip it). A decision of a player in `keep` (the
        seats whose decisions the scenario's next steps take up), or one whose answers lead
        apart, stays pending for the scenario's own steps."""
        kept = {keep} if isinstance(keep, int) else set(keep or ())
        for _ in range(50):
            pending = self.ctx.pending()
            if pending is None or self.ctx.current().get("result") is not None:
                return
            move = self._forced_move(pending)  # one possible answer: never the scenario's choice,
            options = pending.get("options") or []  # unless it is the one value a coming step names
            if move is not None and (pending.get("player") not in kept
                                     or not all(isinstance(o, int) for o in options)):
                self.auto_answered.append((int(pending.get("player", -1)), sorted(map(str, move["choice"]))))
                self.ctx._send(move)
                continue
            answer = None if pending.get("player") in kept else self._moot_answer(pending)
            if answer is None:
                return
            self.ctx._send({"type": "choose", "choice": answer})

    def _moot_answer(self, pending: dict) -> list | None:
        """An answer of a decision every answer of which reaches the same position at once,
        else None."""
        base = [move for move, _ in self.ctx.log]
        known = self.moot.get(json.dumps(base, sort_keys=True))
        if known is not None:
            return known or None
        options = list(itertools.islice(answers(pending), 17))
        verdict: list = []
        forced_move = self._forced_move(pending)
        if forced_move is not None:
            return forced_move["choice"]
        if len(options) == 1:
            verdict = options[0]
        elif len(options) <= 16:
            reached = set()
            for answer in options:
                self.ctx._goto(base + [{"type": "choose", "choice": answer}])
                reached.add(outcome_key(self.ctx.current()))
                self.ctx.rejection = None
                if len(reached) > 1:
                    break
            verdict = options[0] if len(reached) == 1 else []
            self.ctx._goto(base)
        self.moot[json.dumps(base, sort_keys=True)] = verdict
        return verdict or None

    def bring_about(self, name: str, intent: Intent) -> None:
        """Answer the player's questions, whatever their shape, until the stated outcome holds;
        another answer is tried by replaying the scenario. Fails when no answers reach it."""
        seat = self.ctx.seat(name)
        self.ctx.require_unchecked_rejection_cleared()
        start = self.ctx.current()  # before forced questions are answered: they may be what the step states
        self.ctx.events_from = len(self.ctx.log)
        self.settle(keep=seat)
        base = [move for move, _ in self.ctx.log]
        waiting = self.ctx.pending()
        if waiting is not None and waiting.get("player") != seat:
            if intent.verb == "declines":
                return  # nothing of the player's to decline: an engine need not ask what cannot matter
            raise StepFailure(f"{intent.describe(name)}: {_waiting(self.ctx)} first")
        tries = [0]
        first_asked: list[dict] = []
        seen_items: list[bool] = []  # whether any question offered a named option

        def search(path: Answered) -> bool:
            state = self.ctx.current()
            pending = self.ctx.pending()
            mine = pending is not None and pending.get("player") == seat and state.get("result") is None
            if (path or not mine) and intent.reached(start, state, path, pending_mine=mine,
                                                      events=self._events_since(len(base))):
                self._complete_parts(seat)
                return True
            if not mine:
                return False
            assert pending is not None
            if not first_asked:
                first_asked.append(pending)
            if any(item in (pending.get("options") or []) for item in intent.items):
                seen_items.append(True)
            moves = base + [{"type": "choose", "choice": answer} for _, answer in path]
            for answer in intent.candidates(pending):
                tries[0] += 1
                if tries[0] > SEARCH_BOUND:
                    raise StepFailure(f"{intent.describe(name)}: not reached within {SEARCH_BOUND} answers "
                                      f"(the search stops there); first asked: {_shown(first_asked[0])}")
                self.ctx._goto(moves)
                if not self.ctx._send({"type": "choose", "choice": answer}):
                    self.ctx.rejection = None
                    continue
                if search(path + [(pending, answer)]):
                    return True
            return False

        if not search([]):
            asked = _shown(first_asked[0]) if first_asked else "nothing"
            self.ctx._goto(base)
            if intent.verb in LITERAL_VERBS and intent.items and not seen_items and first_asked \
                    and self.ctx.declares(LEAVES_OUT) and all(isinstance(i, int) for i in intent.items) \
                    and all(isinstance(o, int) for o in first_asked[0].get("options") or []):
                raise ScenarioSkipped(f"the engine leaves out the value {', '.join(map(str, intent.items))} the "
                                      f"scenario names (asked: {asked}); an option left out is taken to change "
                                      "nothing, so the scenario's outcome cannot be played here")
            raise StepFailure(f"{intent.describe(name)}: no answers of {name}'s bring it about "
                              f"(first asked: {asked})")

    def _complete_parts(self, seat: int) -> None:
        """Decline the further parts of a choice asked in parts once the stated answer is given."""
        for _ in range(50):
            pending = self.ctx.pending()
            if not (pending and pending.get("player") == seat and pending.get("continues")
                    and int(pending.get("min", 0)) == 0):
                return
            self.ctx._send({"type": "choose", "choice": []})

    def _forced_move(self, pending: dict) -> dict | None:
        """The answer to a question with one possible answer: a forced decision (its first part
        when asked in parts, the rest kept), or a later part of a forced choice asked in parts."""
        if pending.get("continues") and self.rest:
            part = [o for o in self.rest if o in (pending.get("options") or [])][: int(pending.get("max", 0))]
            if part:
                self.rest = [o for o in self.rest if o not in part]
                return {"type": "choose", "choice": part}
        if forced(pending):
            answer = forced_answer(pending)
            self.rest = [o for o in pending.get("options") or [] if o not in answer]
            return {"type": "choose", "choice": answer}
        return None

    def answer_forced_aside(self, seat: int, shaped: Callable[[dict], bool]) -> None:
        """Settle what no answer of changes, and the player's questions with one possible answer,
        until the player is asked a question `shaped` as the step states it, or one that is a
        real choice: a question with one answer is no choice (an engine may ask it or not)."""
        for _ in range(50):
            self.settle(keep=seat)
            pending = self.ctx.pending()
            if not (pending and pending.get("player") == seat) or shaped(pending):
                return
            move = self._forced_move(pending)
            if move is None:
                return
            self.ctx._send(move)

    def possible(self, name: str, intent: Intent, low: int, high: int) -> None:
        """The player decides now, and the outcomes they can reach are exactly the choices of
        `low` to `high` of the intent's items (which cards move, or which options are answered)."""
        seat = self.ctx.seat(name)
        self.ctx.require_unchecked_rejection_cleared()
        items = [str(i) for i in intent.items]
        self.answer_forced_aside(seat, lambda d: (bounds(d) == (low, high)
                                                   and sorted(map(str, d.get("options") or [])) == sorted(items))
                                  or set(map(str, d.get("options") or [])) <= set(items))
        pending = self.ctx.pending()
        if pending is None or pending.get("player") != seat:
            raise StepFailure(f"{name} has no decision pending ({_waiting(self.ctx)})")
        items = [str(i) for i in intent.items]
        if bounds(pending) == (low, high) and sorted(map(str, pending.get("options") or [])) == sorted(items):
            return  # asked as the scenario states it: its options are its outcomes
        expected = {frozenset(c) for size in range(low, high + 1)
                    for c in itertools.combinations(intent.items, size)}
        if len(expected) > 64:
            raise StepFailure(f"{name}'s choice is asked as {_shown(pending)}, not as {low} to {high} of "
                              f"{', '.join(items)}, and its {len(expected)} outcomes are too many to explore")
        reached, positions, declinable = self._explore(seat, intent)
        if intent.verb in LITERAL_VERBS and reached != expected:
            # The engine's own words: options it leaves out are taken to change nothing (their
            # outcome is an offered one's), and words of its own ("yes", a branch) are counted
            # by the distinct positions they reach (docs/protocol.md 9).
            if reached and reached <= expected and len(reached) == positions and self.ctx.declares(LEAVES_OUT):
                return
            if reached <= {frozenset()} and positions == len(expected) and declinable == (frozenset() in expected):
                return
        if reached != expected:
            missing = sorted(("/".join(sorted(map(str, s))) or "nothing") for s in expected - reached)
            extra = sorted(("/".join(sorted(map(str, s))) or "nothing") for s in reached - expected)
            raise StepFailure(f"{name} may {intent.verb[:-1]} {low} to {high} of {', '.join(items)}: "
                              + (f"cannot {intent.verb[:-1]} {'; '.join(missing)}" if missing else "")
                              + ("; " if missing and extra else "")
                              + (f"can also {intent.verb[:-1]} {'; '.join(extra)}" if extra else "")
                              + f" (first asked: {_shown(pending)})")

    def may_decline(self, name: str) -> None:
        """The player decides now whether to do an optional thing: declining is possible, and
        some other answer reaches another position."""
        seat = self.ctx.seat(name)
        self.ctx.require_unchecked_rejection_cleared()
        self.answer_forced_aside(seat, lambda d: declining(d) is not None)
        pending = self.ctx.pending()
        if pending is None or pending.get("player") != seat:
            raise StepFailure(f"{name} has no decision pending ({_waiting(self.ctx)})")
        options = [str(o) for o in pending.get("options") or []]
        if (sorted(options), pending.get("min"), pending.get("max")) in ((["no", "yes"], 1, 1), (["yes"], 0, 1)) \
                or (len(options) == 1 and (pending.get("min"), pending.get("max")) == (0, 1)):
            return
        base = [move for move, _ in self.ctx.log]
        outcomes: dict[bool, set[str]] = {True: set(), False: set()}
        decline = Intent(seat, "declines")
        start = self.ctx.current()
        for answer in itertools.islice(answers(pending), 32):
            self.ctx._goto(base + [{"type": "choose", "choice": answer}])
            path = [(pending, answer)]
            outcomes[decline.reached(start, self.ctx.current(), path)].add(outcome_key(self.ctx.current()))
        self.ctx._goto(base)
        _expect_possible(bool(outcomes[True]), f"{name} cannot decline: {_shown(pending)}")
        _expect_possible(bool(outcomes[False] - outcomes[True]), f"{name} has nothing to accept: every answer "
                                                                  f"comes to declining ({_shown(pending)})")

    def _events_since(self, index: int) -> list[dict] | None:
        """The events of the moves played since `index` of the log (None: the engine sends none)."""
        if not self.ctx.has("events"):
            return None
        return [event for _, events in self.ctx.log[index:] for event in events]

    def _explore(self, seat: int, intent: Intent) -> tuple[set[frozenset], int, bool]:
        """The signatures (decisions.signature) of every way the player's choice can end, how
        many distinct positions those ways reach, and whether declining everything is one."""
        base = [move for move, _ in self.ctx.log]
        start = self.ctx.current()
        reached: set[frozenset] = set()
        outcomes: set[str] = set()
        declined: list[bool] = []
        tries = [0]

        def walk(path: Answered) -> None:
            pending = self.ctx.pending()
            mine = pending is not None and pending.get("player") == seat and self.ctx.current().get("result") is None
            relevant = mine and pending is not None and (_touches(pending, intent) or (bool(path) and forced(pending)))
            if intent.verb in LITERAL_VERBS and path and any(item in path[-1][1] for item in intent.items):
                relevant = False  # the named option is chosen: the choice is made
            if path and not relevant:
                reached.add(signature(intent, start, self.ctx.current(), path, self._events_since(len(base))))
                outcomes.add(outcome_key(self.ctx.current()))
                declined.append(all(is_decline(d, a) for d, a in path))
                return
            if not mine or pending is None:
                reached.add(frozenset())
                return
            moves = base + [{"type": "choose", "choice": answer} for _, answer in path]
            # a question with one possible answer (what the choice goes on to do) is answered once
            for answer in [forced_answer(pending)] if forced(pending) else answers(pending):
                tries[0] += 1
                if tries[0] > SEARCH_BOUND:
                    raise StepFailure(f"the choice has more than {SEARCH_BOUND} ways to answer: too many to "
                                      f"explore (first asked: {_shown(pending)})")
                self.ctx._goto(moves)
                if self.ctx._send({"type": "choose", "choice": answer}):
                    walk(path + [(pending, answer)])
                else:
                    self.ctx.rejection = None

        walk([])
        self.ctx._goto(base)
        return reached, len(outcomes), any(declined)



def _shown(decision: dict | None) -> str:
    """A decision as a report shows it: whose, its options and bounds."""
    if not isinstance(decision, dict):
        return "nothing"
    low, high = decision.get("min"), decision.get("max")
    options = ", ".join(map(str, decision.get("options") or [])) or "nothing"
    return f"{low} to {high} of {options}" + (" (ordered)" if decision.get("ordered") else "")


def _waiting(ctx: ScenarioContext) -> str:
    pending = ctx.pending()
    seat = ctx.to_act()
    who = ctx.players[seat] if isinstance(seat, int) and 0 <= seat < len(ctx.players) else "nobody"
    return f"{who} is asked {_shown(pending)}" if pending else f"{who} is to act"


def _touches(decision: dict, intent: Intent) -> bool:
    """Whether a further question may still change which named options the choice reaches:
    it offers one of them, or words of its own (yes/no, a branch), not unrelated cards."""
    options = decision.get("options") or []
    return any(o in intent.items for o in options) or any(isinstance(o, str) and o.islower() for o in options) \
        or any(isinstance(o, int) for o in options)


def _expect_possible(condition: bool, message: str) -> None:
    if not condition:
        raise StepFailure(message)
