"""Decisions stated by their outcome, played on the engine: the search of the player's answers
(`bring_about`) and the questions the scenario leaves open because no answer of them matters
(`settle`). What a player may bring about (`possible`, `may_decline`) is explored in
`outcome_range.py` with the same means.

The search answers the engine's own questions, whatever their shape, and tries another answer
by playing the scenario again from its given position (`ScenarioContext._goto`, a replay).
What an outcome is, and which answers to try first, is `decisions.py`'s; docs/protocol.md 9.

What the search holds an engine to:
- a decision takes any answer within its bounds: an offered answer refused fails the step;
- an outcome binds to the question that reaches it: a stated choice answered to a question no
  answer of which matters is kept only when no later question takes it, and when a step's
  outcome cannot be reached from where the steps before it left the game, those steps'
  outcomes are reached another way (`chain`), so that one step's answer never fixes what a
  later step states;
- "changes nothing" is judged where a difference can show: once the effect or action the
  answer belongs to is over, not right after the answer;
- one step tries at most SEARCH_BOUND answers, the probes for moot questions included.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .decisions import (
    ANSWERS_BOUND,
    DESTINATIONS,
    EVENTS,
    LITERAL_VERBS,
    SEARCH_BOUND,
    Answered,
    Intent,
    _option_for,
    answer_count,
    answers,
    forced,
    forced_answer,
    offered,
    outcome_key,
)
from .failures import ScenarioSkipped, StepFailure
from .positions import shown_json

if TYPE_CHECKING:
    from .context import ScenarioContext

# the capability of an engine that leaves out options that change nothing (docs/protocol.md 3.1)
LEAVES_OUT = "leaves_out_moot_options"
MOOT_PROBED = 16   # a question with more answers than this is never taken for a moot one
ROLL_ON = 40       # questions answered at most to reach the end of an effect or action
OPTIONS_SHOWN = 12  # options a message lists; the rest are counted


class SearchBound(StepFailure):
    """The step tried SEARCH_BOUND answers (probes included) without reaching its outcome."""


@dataclass
class Stated:
    """One outcome step played: who, what, and the search that reached it (resumed to reach
    it another way when a later step's outcome cannot be reached after it)."""

    name: str
    intent: Intent
    step: int = 0
    ways: Iterator[None] | None = None
    start: dict | None = None  # the position the step began from, before any answer
    since: int = 0             # the moves played before its search's first answer


@dataclass
class Asked:
    """What a search met: the first question, whether a named option was offered, the
    questions whose answers were not all enumerated (asked, answers tried, answers it takes),
    and another player's question where the player's was wanted."""

    first: dict | None = None
    named_offered: bool = False
    cut: list[tuple[dict, int, int]] = field(default_factory=list)
    waiting: str = ""  # another player's question stood first (who, and what)
    start: dict | None = None
    since: int = 0


class OutcomeSearch:
    """The decisions of one scenario run played by their outcome, on its context's engine."""

    def __init__(self, ctx: ScenarioContext):
        self.ctx = ctx
        self.moot: dict[str, list] = {}  # moves played -> an answer that does not matter there ([]: none)
        self.rest: list = []     # the options of a forced choice asked in parts still to give
        # forced questions the suite answered since the scenario's last move: a step that states
        # one of those answers (the engine asked, or not) finds it given already
        self.auto_answered: list[tuple[int, list[str]]] = []
        self.tries = 0           # answers the step being played has tried (probes included)
        self.step = 0            # the steps begun so far
        # the outcome steps played one right after another up to now: a step of another kind
        # between two of them fixes what the first reached (it read or changed the game after it)
        self.chain: list[Stated] = []

    def begin_step(self) -> None:
        """A new step, with its own answer budget."""
        self.tries = 0
        self.step += 1

    # -- answering -------------------------------------------------------------------------
    def moves(self) -> list[dict]:
        return [move for move, _ in self.ctx.log]

    def give(self, decision: dict, answer: list) -> bool:
        """Answer `decision`. An answer within its bounds, of its options, that the engine
        refuses fails the step: a decision takes any answer it offers."""
        if self.ctx._send({"type": "choose", "choice": answer}):
            return True
        if offered(decision, answer):
            error, self.ctx.rejection = self.ctx.rejection, None
            who = _player_name(self.ctx, decision.get("player"))
            said = error.get("code") if isinstance(error, dict) else None
            raise StepFailure(f"{who} was asked {shown(decision)} and the engine refused the answer "
                              f"{_answer_words(answer)}, which that decision offers ({said or 'refused'}"
                              f"{': ' + str(error.get('message'))[:200] if isinstance(error, dict) and error.get('message') else ''}"
                              "): a decision takes any answer within its bounds")
        return False

    def _spend(self, what: str) -> None:
        self.tries += 1
        if self.tries > SEARCH_BOUND:
            raise SearchBound(f"{what}: not reached within {SEARCH_BOUND} answers, the probes of questions "
                              "that may change nothing included (the search stops there)")

    def _roll_on(self) -> None:
        """Answer every question left (each with its first answer) until the effect or action is
        over: where the difference one answer made shows."""
        for _ in range(ROLL_ON):
            pending = self.ctx.pending()
            if pending is None or self.ctx.current().get("result") is not None:
                return
            answer = forced_answer(pending) if forced(pending) else next(answers(pending), None)
            if answer is None or not self.give(pending, answer):
                return

    # -- questions no answer of which matters ------------------------------------------------
    def settle(self, keep: frozenset[int] | int | None = None) -> None:
        """Answer the decisions the scenario leaves open because no answer matters: a question
        with one possible answer, or one whose every answer comes to the same position (an
        engine may ask such a question or skip it). A decision of a player in `keep` (the
        seats whose decisions the scenario's next steps take up), or one whose answers lead
        apart, stays pending for the scenario's own steps: a step that states a forced answer
        finds the question it states."""
        kept = {keep} if isinstance(keep, int) else set(keep or ())
        for _ in range(50):
            pending = self.ctx.pending()
            if pending is None or self.ctx.current().get("result") is not None or pending.get("player") in kept:
                return
            move = self._forced_move(pending)  # one possible answer: never a choice
            if move is not None:
                self.auto_answered.append((int(pending.get("player", -1)), sorted(map(str, move["choice"]))))
                self.give(pending, move["choice"])
                continue
            if not self._answer_if_moot(pending):
                return

    def answer_kept_forced(self, named: frozenset[str] = frozenset()) -> bool:
        """Answer the questions with one possible answer that `settle` kept open for a coming
        step, unless they offer an option the coming steps name (`named`: that step states it);
        True when it answered any. A Then step that found its outcome missing while such a
        question was open tries again: the engine may ask what the reference does at once
        (Machinery's one castle card scored, when Bob's coming step is about his splay)."""
        answered = False
        for _ in range(50):
            pending = self.ctx.pending()
            if pending is None or self.ctx.current().get("result") is not None:
                break
            move = self._forced_move(pending)
            if move is None or named & set(map(str, pending.get("options") or [])):
                break
            self.auto_answered.append((int(pending.get("player", -1)), sorted(map(str, move["choice"]))))
            self.give(pending, move["choice"])
            answered = True
        return answered

    def _answer_if_moot(self, pending: dict) -> bool:
        """Answer a decision every answer of which ends in the same position, judged once its
        effect or action is over; False (the engine where it was) when the answers lead apart."""
        base = self.moves()
        key = json.dumps(base, sort_keys=True)
        verdict = self.moot.get(key)
        if verdict is None:
            verdict = self._moot_verdict(base, pending)
            self.moot[key] = verdict
            if verdict and self.moves() == base + [{"type": "choose", "choice": verdict}]:
                return True  # the last probe left the game there
        if not verdict:
            self.ctx._goto(base)
            return False
        self.ctx._goto(base)
        return self.give(pending, verdict)

    def _moot_verdict(self, base: list[dict], pending: dict) -> list:
        """An answer of `pending` no answer of which changes anything ([]: its answers lead apart,
        or it has too many to probe within the step's bound). Each answer is played once: the
        position right after it is compared first (a difference there is final), then the one
        where its effect or action ends. "Right after" is past the questions with one possible
        answer that follow it, which an engine may ask or not (Polytheism's "meld Pottery or
        Metalworking?" is followed by the forced meld of the other)."""
        options = list(answers(pending, MOOT_PROBED + 1))
        if len(options) == 1:
            return options[0]
        if len(options) > MOOT_PROBED or self.tries + len(options) > SEARCH_BOUND:
            return []
        at_once: set[str] = set()
        ends: set[str] = set()
        for answer in options:
            self._spend("a question that may change nothing")
            self.ctx._goto(base)
            self.give(pending, answer)
            for _ in range(ROLL_ON):
                follow = self.ctx.pending()
                if follow is None or not forced(follow) or not self.give(follow, forced_answer(follow)):
                    break
            at_once.add(outcome_key(self.ctx.current()))
            if len(at_once) > 1:
                return []
            self._roll_on()  # no question left: the position right after the answer is its end
            ends.add(outcome_key(self.ctx.current()))
            if len(ends) > 1:
                return []
        return options[-1]

    def is_moot(self, base: list[dict], pending: dict) -> bool:
        """Whether every answer of `pending`, asked after `base`, ends in the same position."""
        key = json.dumps(base, sort_keys=True)
        if key not in self.moot:
            self.moot[key] = self._moot_verdict(base, pending)
        return bool(self.moot[key])

    # -- an outcome stated: the search -------------------------------------------------------
    def bring_about(self, name: str, intent: Intent) -> None:
        """Answer the player's questions, whatever their shape, until the stated outcome holds;
        another answer is tried by replaying the scenario. When no answers reach it from where
        the outcome steps before it left the game, those are reached another way first."""
        if not self.chain or self.chain[-1].step != self.step - 1:
            self.chain = []
        asked = Asked()
        ways = self._ways(name, intent, asked)
        try:
            found = _next(ways)
        except SearchBound:
            first = asked.first or {}
            raise StepFailure(f"{intent.describe(name)}: stopped after {SEARCH_BOUND} answers, the bound of one step "
                              "(the probes of questions that may change nothing included), without bringing it "
                              f"about (first asked: {shown(first)}, which takes {answer_count(first)} answers)") from None
        if found:
            self.chain.append(Stated(name, intent, self.step, ways, asked.start, asked.since))
            return
        if self._rebind(Stated(name, intent, self.step)):
            return
        if asked.waiting:
            raise StepFailure(f"{intent.describe(name)}: {asked.waiting} first")
        self._fail(name, intent, asked)

    def _rebind(self, stated: Stated) -> bool:
        """Reach an earlier outcome step of the chain another way, then the later ones and
        `stated` afresh; True when all of them hold."""
        for depth in range(len(self.chain) - 1, -1, -1):
            earlier = self.chain[depth]
            later = [Stated(s.name, s.intent, s.step) for s in self.chain[depth + 1:]] + [stated]
            while earlier.ways is not None and _next(earlier.ways):
                if self._reach_all(later, 0):
                    self.chain = self.chain[: depth + 1] + later
                    return True
        return False

    def _reach_all(self, steps: list[Stated], index: int) -> bool:
        if index == len(steps):
            return True
        ways = self._ways(steps[index].name, steps[index].intent, Asked())
        while _next(ways):
            if self._reach_all(steps, index + 1):
                steps[index].ways = ways
                return True
        return False

    def _ways(self, name: str, intent: Intent, asked: Asked) -> Iterator[None]:
        """Each way the player's answers reach the outcome: the engine stands there at each
        yield (a depth-first search; resuming it replays the scenario to try the next answer).
        An outcome reached by the answer to a question no answer of which matters, while a later
        question of the player's may take the stated answer, is tried last."""
        seat = self.ctx.seat(name)
        self.ctx.require_unchecked_rejection_cleared()
        start = self.ctx.current()  # before forced questions are answered: they may be what the step states
        self.ctx.events_from = len(self.ctx.log)
        self.settle(keep=seat)
        base = self.moves()
        asked.start, asked.since = start, len(base)
        waiting = self.ctx.pending()
        held = self._held_since_chain(intent)
        if (waiting is None or waiting.get("player") != seat) and held:
            yield  # one answer to the chain's earlier steps brought this outcome about too
            return
        if waiting is not None and waiting.get("player") != seat:
            if intent.verb == "declines":
                yield  # nothing of the player's to decline: an engine need not ask what cannot matter
                return
            # no way from here: the steps before may have brought the game elsewhere (_rebind)
            asked.waiting = waiting_words(self.ctx)
            return
        late: list[Answered] = []  # reached through a moot question, or moving more: kept for last

        def search(path: Answered) -> Iterator[None]:
            # `path`: the answers since `base`, the player's own and the forced ones of others
            state = self.ctx.current()
            pending = self.ctx.pending()
            mine = pending is not None and pending.get("player") == seat and state.get("result") is None
            own = [i for i, (decision, _) in enumerate(path) if decision.get("player") == seat]
            # a card moved "anywhere" is moved by the player's own answer: not judged right after
            # another player's forced answer (Bob's forced gift of Cipher is not Alice's transfer)
            judged = not path or path[-1][0].get("player") == seat or DESTINATIONS.get(intent.verb) != "moved"
            if (own or not mine) and judged and intent.reached(start, state, [path[i] for i in own], pending_mine=mine,
                                                     events=self._events_since(len(base)),
                                                     passed=self._passed(base, path)):
                # the later question offers an option the last answer gave (Empiricism's splay of
                # blue after "blue, purple" takes neither back: purple is not among its options)
                last = path[own[-1]] if own else None
                moot = mine and intent.verb in LITERAL_VERBS and pending is not None and last is not None \
                    and any(item in (pending.get("options") or []) and item in last[1] for item in intent.items) \
                    and self.is_moot(base + _answers(path[:own[-1]]), last[0])
                # cards the step does not name moved where its own go, the named ones offered
                # by no question (secrets, offered by position): an answer moving the named
                # cards alone is tried first (Alice's secret Exile, asked one secret at a time,
                # is not Dance first, then Exile)
                more = not any(_option_for(item, decision.get("options") or []) is not None
                               for i in own for item in intent.items for decision in [path[i][0]]) \
                    and intent.others_arrived(start, state)
                self.ctx._goto(base + _answers(path))  # where the probes of that question began
                if moot or more:
                    late.append(path)  # a later question may be the one the step states
                else:
                    self._complete_parts(seat)
                    yield
                    return
            if pending is not None and not mine and state.get("result") is None:
                # another player's question with one possible answer between the player's (an
                # engine may ask what the reference does by itself: Ice Cream's echo scoring
                # Alice's one card between Bob's echo and his choice of a deck) is no choice
                move = self._forced_move(pending)
                if move is not None and self.give(pending, move["choice"]):
                    yield from search(path + [(pending, move["choice"])])
                return
            if not mine or pending is None:
                return
            if asked.first is None:
                asked.first = pending
            if any(item in (pending.get("options") or []) for item in intent.items):
                asked.named_offered = True
            total = answer_count(pending)
            tried = 0
            moves = base + _answers(path)
            for answer in intent.candidates(pending, self._ages(intent)):
                self._spend(intent.describe(name))
                tried += 1
                self.ctx._goto(moves)
                self.give(pending, answer)
                yield from search(path + [(pending, answer)])
                if tried == 1 and not path and not self.ctx.first_seen.confirmed(moves + _answers([(pending, answer)])):
                    # the first guess missed: played once more, it must give the same game (an
                    # engine wrong only on a first play is caught here, FirstSeen)
                    self.ctx.replay(moves + _answers([(pending, answer)]))
            if total > tried:
                asked.cut.append((pending, tried, total))

        yield from search([])
        for path in late:
            self.ctx._goto(base + _answers(path))
            self._complete_parts(seat)
            yield
        if held:
            # the player's next question is another matter: an answer of an earlier step of the
            # chain brought this outcome about (GiveInOrder's "the cards that go, in order" both
            # keeps Evolution and returns Bicycle then Lighting; the splay is asked next)
            self.ctx._goto(base)
            yield

    def _passed(self, base: list[dict], path: Answered) -> tuple[dict, ...]:
        """The positions the search passed through before the answers of `path`: the first
        one where the step's questions began, then one after each answer but the last."""
        positions = (self.ctx.position_after(base + _answers(path[:i])) for i in range(len(path)))
        return tuple(position for position in positions if position is not None)

    def _ages(self, intent: Intent) -> tuple[int, ...]:
        """The ages of the cards a card verb names (none for other verbs, or outside Innovation)."""
        if intent.verb not in EVENTS or self.ctx.game != "innovation":
            return ()
        ages = self.ctx.ages
        return tuple(dict.fromkeys(ages[str(item)] for item in intent.items if str(item) in ages))

    def _held_since_chain(self, intent: Intent) -> bool:
        """Whether a card outcome holds over the moves since the first step of the chain of
        outcome steps this one follows began: an engine may ask in one question what two steps
        state ("keeps Coal" and the order the others are returned in)."""
        first = self.chain[0] if self.chain else None
        if first is None or first.start is None or intent.verb not in EVENTS:
            return False
        return intent.reached(first.start, self.ctx.current(), [],
                              events=self._events_since(first.since))

    def _fail(self, name: str, intent: Intent, asked: Asked) -> None:
        first = shown(asked.first) if asked.first else "nothing"
        if intent.verb in LITERAL_VERBS and intent.items and not asked.named_offered and asked.first \
                and self.ctx.declares(LEAVES_OUT) and all(isinstance(i, int) for i in intent.items) \
                and all(isinstance(o, int) for o in asked.first.get("options") or []):
            raise ScenarioSkipped(f"the engine leaves out the value {', '.join(map(str, intent.items))} the "
                                  f"scenario names (asked: {first}); an option left out is taken to change "
                                  "nothing, so the scenario's outcome cannot be played here")
        if asked.cut:
            decision, tried, total = asked.cut[0]
            raise StepFailure(f"{intent.describe(name)}: stopped after {tried} of {total} answers to "
                              f"{shown(decision)} (the suite enumerates at most {ANSWERS_BOUND} answers of one "
                              f"question, after its best guesses); none of those tried brings it about (first asked: {first})")
        raise StepFailure(f"{intent.describe(name)}: no answers of {name}'s bring it about (first asked: {first})")

    # -- helpers the steps share ---------------------------------------------------------------
    def _complete_parts(self, seat: int) -> None:
        """Decline the further parts of a choice asked in parts once the stated answer is given."""
        for _ in range(50):
            pending = self.ctx.pending()
            if not (pending and pending.get("player") == seat and pending.get("continues")
                    and int(pending.get("min", 0)) == 0):
                return
            self.give(pending, [])

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
            self.give(pending, move["choice"])

    def _events_since(self, index: int) -> list[dict] | None:
        """The events of the moves played since `index` of the log (None: the engine sends none)."""
        if not self.ctx.has("events"):
            return None
        return [event for _, events in self.ctx.log[index:] for event in events]


def _next(ways: Iterator[None]) -> bool:
    """Resume a search: True when it reached the outcome once more."""
    return next(ways, StopIteration) is not StopIteration


def _answers(path: Answered) -> list[dict]:
    return [{"type": "choose", "choice": answer} for _, answer in path]


def _player_name(ctx: ScenarioContext, seat) -> str:
    return ctx.players[seat] if isinstance(seat, int) and 0 <= seat < len(ctx.players) else "nobody"


def _option_words(option) -> str:
    return option if isinstance(option, str) else shown_json(option, 60)


def _answer_words(answer: list) -> str:
    return ", ".join(_option_words(o) for o in answer) if answer else "nothing"


def shown(decision: dict | None) -> str:
    """A decision as a message shows it: its bounds and options (the first OPTIONS_SHOWN, each
    cut short; the rest counted)."""
    if not isinstance(decision, dict):
        return "nothing"
    low, high = decision.get("min"), decision.get("max")
    options = list(decision.get("options") or [])
    listed = ", ".join(_option_words(o)[:60] for o in options[:OPTIONS_SHOWN]) or "nothing"
    if len(options) > OPTIONS_SHOWN:
        listed += f" and {len(options) - OPTIONS_SHOWN} more"
    return f"{low} to {high} of {listed}" + (" (ordered)" if decision.get("ordered") else "")


def waiting_words(ctx: ScenarioContext) -> str:
    """Who the game waits for, and for what."""
    pending = ctx.pending()
    who = _player_name(ctx, ctx.to_act())
    return f"{who} is asked {shown(pending)}" if pending else f"{who} is to act"
