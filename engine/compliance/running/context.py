"""What one scenario run knows: the implementation, the position being built, the last answers.

Given steps fill in a partial state; the first When or Then step starts the game with it
(protocol `new_game`), so a scenario states its exact position before anything happens.
A refused `new_game` fails the scenario at that step ("new_game was refused: ..."), unless a
Then step checks the refusal (`setup_rejection`), as the Lost Legacy steps do for decks
that must be refused.
"""

from __future__ import annotations

import itertools
import json
from collections import deque
from collections.abc import Callable
from functools import cached_property

from ...data import variant_cards
from ...gameplay import SEAT_NAMES
from ...protocol.messages import EXTENSION_PREFIX
from ...variants import load_variant
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
    offered,
    outcome_key,
    signature,
)
from .implementations import ImplementationFailure

# the capability of an engine that leaves out options that change nothing (docs/protocol.md 3.1)
LEAVES_OUT = "leaves_out_moot_options"

DEFAULT_NAMES = list(SEAT_NAMES)  # `Given a 3-player game` seats the first three


class StepFailure(AssertionError):
    """A scenario's expectation that the implementation did not meet."""


def check_state_shape(game: str, state) -> None:
    """The state an implementation serves must follow the published state schema."""
    from ...protocol.shapes import state_problem

    problem = state_problem(game, state)
    if problem:
        raise ImplementationFailure("bad_answer", f"the state does not follow the {game} state schema: {problem}")


def _without_extensions(value):
    """`value` with every "x-" field dropped, at any depth (an implementation's own extras)."""
    if isinstance(value, dict):
        return {k: _without_extensions(v) for k, v in value.items() if not str(k).startswith(EXTENSION_PREFIX)}
    if isinstance(value, list):
        return [_without_extensions(v) for v in value]
    return value


# The resolved variants' data by the identity of the loader's Resolved object (kept with it, so
# that the id is never another object's): a scenario run reads it for every "every action left".
_RESOLVED_DATA: dict[int, tuple[object, dict]] = {}

EXCHANGE_KEPT = 400  # requests and answers a failure's evidence keeps (the last ones)


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
    return None if a == b else f"{where or '(the state)'}: {a!r:.120} vs {b!r:.120}"


class StepNotEvaluated(Exception):
    """The step needs a capability the implementation does not declare (events, say): it is
    reported as not evaluated, and the scenario goes on."""


class ScenarioSkipped(Exception):
    """The scenario needs something the implementation does not declare (a capability)."""


class ScenarioContext:
    """One scenario's view of the implementation under test.

    Besides the position and the last answers, it keeps every move since `new_game`, so that a
    decision stated by its outcome can be searched for by playing the scenario again with
    another answer (`bring_about`, `possible`), and a question the scenario leaves open because
    no answer matters is answered for it (`settle`). See docs/protocol.md, section 9.
    """

    def __init__(self, implementation, variant: str, seed: int = 1, payload: dict | None = None,
                 identity: dict | None = None):
        self.impl = implementation
        self.variant = variant
        self.payload = payload
        self.identity = identity  # the hello answer; None: the reference in process (all assumed)
        self.capabilities = None if identity is None else identity.get("capabilities", [])
        self.seed = seed
        self.players: list[str] = []
        self.state: dict = {}
        self.started = False
        self.rejection: dict | None = None  # an illegal-move answer not yet checked by a Then step
        self.setup_rejection: dict | None = None  # a refused new_game not yet checked by a Then step
        self.answered_state: dict | None = None  # the state the last play or new_game answered
        self.unverified: dict | None = None      # a play's state not yet held against `state`
        self.new_game: dict = {}
        self.log: list[tuple[dict, list[dict]]] = []  # every move accepted since new_game, with its events
        self.events_from = 0     # where the events of the scenario's last move begin in the log
        self.moot: dict[str, list] = {}  # moves played -> an answer that does not matter there ([]: none)
        self.rest: list = []     # the options of a forced choice asked in parts still to give
        # forced questions the suite answered since the scenario's last move: a step that states
        # one of those answers (the engine asked, or not) finds it given already
        self.auto_answered: list[tuple[int, list[str]]] = []
        # what was sent and answered (the last EXCHANGE_KEPT), and the position after new_game:
        # a failure's evidence (runner.evidence)
        self.exchange: deque[tuple[dict, object]] = deque(maxlen=EXCHANGE_KEPT)
        self.exchanged = 0
        self.position: dict | None = None

    def declares(self, capability: str) -> bool:
        """Whether the implementation declares `capability` itself (the in-process reference
        declares nothing: it is held to every scenario as written)."""
        return self.capabilities is not None and capability in self.capabilities

    def has(self, capability: str) -> bool:
        """Whether the implementation declares `capability` (the reference has them all)."""
        return self.capabilities is None or capability in self.capabilities

    # -- helpers for steps -------------------------------------------------------------
    @cached_property
    def game(self) -> str:
        """The game of the variant under test ('innovation' or 'lost-legacy')."""
        return (self.payload or {}).get("game") or load_variant(self.variant).game

    def variant_data(self) -> dict:
        """The resolved variant under test as data (a copy): the user's variant given to
        `--variant`, or the bundled one. Steps may change it and send it as `payload`."""
        import copy

        return copy.deepcopy(self.variant_view())

    def variant_view(self) -> dict:
        """As `variant_data`, but shared: for reading only (a step that reads one value)."""
        if self.payload is not None:
            return self.payload
        from ...variants import resolve
        from ...variants.render import resolved_data

        resolved = resolve(self.variant)    # kept by the loader while its files stay the same
        kept = _RESOLVED_DATA.get(id(resolved))
        if kept is None or kept[0] is not resolved:
            if len(_RESOLVED_DATA) > 32:
                _RESOLVED_DATA.clear()
            kept = _RESOLVED_DATA[id(resolved)] = (resolved, resolved_data(resolved))
        return kept[1]

    @cached_property
    def ages(self) -> dict[str, int]:
        """Card title -> age, for the variant's card set and expansions."""
        variant = load_variant(self.variant)
        if variant.game != "innovation":
            raise StepFailure(f"{self.variant} is not an Innovation variant: this step has no card ages to read")
        return {card["name"]: card["age"] for card in variant_cards(variant.cards.set, variant.cards.expansions)}

    def seat(self, name: str) -> int:
        if name not in self.players:
            raise StepFailure(f"no player named {name} (players: {', '.join(self.players) or 'none yet'})")
        return self.players.index(name)

    def seats_players(self, count: int) -> None:
        """Skip the scenario when the variant seats `count` players but the implementation says
        it does not (hello's `players`, protocol revision 1)."""
        ranges = (self.identity or {}).get("players") or {}
        seated = ranges.get(self.variant) if self.payload is None else None
        rules = load_variant(self.variant).players
        if not rules.min <= count <= rules.max:
            return  # the variant itself refuses this count: the scenario checks the refusal
        if isinstance(seated, (list, tuple)) and len(seated) == 2 and not seated[0] <= count <= seated[1]:
            raise ScenarioSkipped(f"the implementation seats {seated[0]} to {seated[1]} players in "
                                  f"{self.variant}, not {count}")

    def player_entry(self, name: str) -> dict:
        """The partial-state entry of a player, while the position is being built."""
        self.before_start()
        return self.state["players"][self.seat(name)]

    def before_start(self) -> None:
        if self.started:
            raise StepFailure("position steps (Given) must come before the first When or Then step")

    def call(self, message: dict) -> dict:
        answer = self.impl.request(message)
        self.exchange.append((message, answer))
        self.exchanged += 1
        if not isinstance(answer, dict) or "ok" not in answer:
            raise StepFailure(f"malformed answer to {message.get('op')}: {answer!r}")
        error = answer.get("error") if answer.get("ok") is False else None
        if isinstance(error, dict) and error.get("code") == "internal_error":
            raise ImplementationFailure("internal_error", f"{message.get('op')}: {error.get('message')}",
                                        detail=error.get("detail"))
        return answer

    def start(self) -> None:
        if self.started:
            return
        if not self.players:
            raise StepFailure("the scenario names no players (use: Given a 2-player game)")
        if self.state and self.capabilities is not None and "partial_state" not in self.capabilities:
            raise ScenarioSkipped("the scenario sets a position (partial_state) and the implementation "
                                  "does not declare that capability")
        self.started = True
        message = {"op": "new_game", "variant": self.payload or self.variant, "players": self.players, "seed": self.seed}
        if self.state:
            message["state"] = self.state
        self.new_game = message
        answer = self.call(message)
        if not answer["ok"]:
            # kept for a Then step that expects it; any other next step fails with this message
            self.setup_rejection = answer.get("error") or {}
            return
        self.answered_state = self.position = self._checked(answer.get("state"))

    def _checked(self, state):
        """A state an answer carries, held to the published schema (another implementation's)."""
        if state is not None and self.capabilities is not None:
            check_state_shape(self.game, state)
        return state

    def current(self) -> dict:
        """The state now: the one the last `new_game` or `play` answer carried (protocol v1
        promises it is the state after that request, and `verify_last_play` holds the last one
        against a `state` request), else asked for."""
        self.start()
        if self.answered_state is not None:
            return self.answered_state
        return self.served_state()

    def served_state(self) -> dict:
        """The state the engine serves on a `state` request."""
        self.start()
        answer = self.call({"op": "state"})
        if not answer["ok"]:
            raise StepFailure(f"state was refused: {answer.get('error')}")
        if self.capabilities is not None:  # another implementation: hold its state to the schema
            check_state_shape(self.game, answer.get("state"))
        self._verify(answer["state"])
        self.answered_state = answer["state"]
        return answer["state"]

    def _verify(self, state: dict) -> None:
        """The state the last play answered must be the state the engine then serves."""
        if self.unverified is None:
            return
        claimed, self.unverified = self.unverified, None
        if claimed == state:    # the usual case, compared at C speed
            return
        difference = first_difference(_without_extensions(claimed), _without_extensions(state))
        if difference:
            raise ImplementationFailure("inconsistent", "the state a play answered differs from the "
                                                        f"state the engine then serves: {difference}")

    def verify_last_play(self) -> None:
        """Hold the last play's state against `state`, if no step did yet."""
        if self.unverified is not None and self.started:
            self.served_state()

    def player_state(self, name: str) -> dict:
        return self.current()["players"][self.seat(name)]

    def moves(self) -> dict:
        self.start()
        answer = self.call({"op": "moves"})
        if not answer["ok"]:
            raise StepFailure(f"moves was refused: {answer.get('error')}")
        return answer

    def pending_for(self, name: str) -> dict | None:
        """The decision pending for this player, or None when none is (or it is someone else's).
        Read from the state (its `pending` is the decision `moves` would list)."""
        pending = self.current().get("pending")
        if not isinstance(pending, dict) or pending.get("player") != self.seat(name):
            return None
        return pending

    def pending(self) -> dict | None:
        """The decision pending now (anyone's), read from the state, or None."""
        pending = self.current().get("pending")
        return pending if isinstance(pending, dict) else None

    def to_act(self) -> object:
        """The seat to act now, read from the state: the pending decision's player, else the
        turn's (None once the game is over), as `moves` answers it."""
        state = self.current()
        if state.get("result") is not None:
            return None
        pending = state.get("pending")
        if isinstance(pending, dict):
            return pending.get("player")
        turn = state.get("turn")
        return turn.get("player") if isinstance(turn, dict) else None

    def require_unchecked_rejection_cleared(self) -> None:
        if self.setup_rejection is not None:
            rejection, self.setup_rejection = self.setup_rejection, None
            raise StepFailure(f"new_game was refused: {rejection}")
        if self.rejection is not None:
            rejection, self.rejection = self.rejection, None
            if isinstance(rejection, dict) and rejection.get("code") == "unsupported" and self.identity is not None:
                # protocol 3.7: the move is valid and this engine does not play it (a card whose
                # effects it has not written): the scenario cannot be played here, which is no fault
                raise ScenarioSkipped("the engine does not support a move the scenario plays: "
                                      f"{str(rejection.get('message') or 'no reason given')[:200]}")
            raise StepFailure(f"a move was rejected: {rejection}")

    # -- moves, the log and replays ---------------------------------------------------------
    @property
    def events(self) -> list[dict]:
        """The events of the scenario's last move, and of the answers given since."""
        return [event for _, events in self.log[self.events_from:] for event in events]

    def play(self, name: str, move: dict) -> None:
        """Play `move` as player `name`; a rejection is kept for a 'rejected' Then step.

        Before an action, questions the scenario leaves open whose every answer comes to the
        same position are answered. A `choose` move is the scenario's own answer to the
        decision pending now (a question with one possible answer before it is answered first)."""
        self.require_unchecked_rejection_cleared()
        seat = self.seat(name)
        if move.get("type") == "choose":
            self.settle(keep=seat)
            given = (seat, sorted(map(str, move.get("choice") or [])))
            pending = self.pending()
            if given in self.auto_answered and not (pending and pending.get("player") == seat
                                                    and offered(pending, list(move.get("choice") or []))):
                self.auto_answered.remove(given)  # a forced choice the suite answered already
                return
            choice = list(move.get("choice") or [])
            self._answer_forced_aside(seat, lambda d: offered(d, choice))  # a forced question before it
        else:
            self.settle()
            self.auto_answered = []
        to_act = self.to_act()
        if to_act != seat:
            actor = self.players[to_act] if isinstance(to_act, int) and 0 <= to_act < len(self.players) else to_act
            raise StepFailure(f"{name} cannot act: {actor} is to act")
        self.events_from = len(self.log)
        self._send(move)

    def _send(self, move: dict) -> bool:
        answer = self.call({"op": "play", "move": move})
        if not answer["ok"]:
            self.rejection = answer.get("error") or {}
            return False
        state = answer.get("state")
        if not isinstance(state, dict):
            raise ImplementationFailure("bad_answer", "a play answer carries no state")
        self.log.append((move, list(answer.get("events") or [])))
        self.answered_state = self.unverified = self._checked(state)
        return True

    def _goto(self, moves: list[dict]) -> None:
        """Bring the engine to the position the scenario's start and these moves reach: by
        playing on when `moves` extends what was played, else by starting again (a replay)."""
        played = [move for move, _ in self.log]
        if played == moves[: len(played)]:
            for move in moves[len(played):]:
                self._replayed(move)
            return
        self.verify_last_play()
        answer = self.call(self.new_game)
        if not answer.get("ok"):
            raise ImplementationFailure("inconsistent", f"new_game was refused when the scenario was played again: "
                                                        f"{answer.get('error')}")
        self.answered_state = self._checked(answer.get("state"))
        self.log = []
        for move in moves:
            self._replayed(move)

    def _replayed(self, move: dict) -> None:
        if not self._send(move):
            rejection, self.rejection = self.rejection, None
            raise ImplementationFailure("inconsistent", f"the engine refused {move} when the scenario was played "
                                                        f"again from its start ({rejection}): the same moves from "
                                                        "the same position must give the same game")

    # -- decisions by their outcome (decisions.py) --------------------------------------
    def seats_of(self, names: frozenset[str]) -> frozenset[int]:
        """The seats of these player names ("*": everyone)."""
        if "*" in names:
            return frozenset(range(len(self.players)))
        return frozenset(self.players.index(n) for n in names if n in self.players)

    def settle(self, keep: frozenset[int] | int | None = None) -> None:
        """Answer the decisions the scenario leaves open because no answer matters: a question
        with one possible answer, or one whose every answer comes to the same position (an
        engine may ask such a question or skip it). A decision of a player in `keep` (the
        seats whose decisions the scenario's next steps take up), or one whose answers lead
        apart, stays pending for the scenario's own steps."""
        kept = {keep} if isinstance(keep, int) else set(keep or ())
        for _ in range(50):
            pending = self.pending()
            if pending is None or self.current().get("result") is not None:
                return
            move = self._forced_move(pending)  # one possible answer: never the scenario's choice,
            options = pending.get("options") or []  # unless it is the one value a coming step names
            if move is not None and (pending.get("player") not in kept
                                     or not all(isinstance(o, int) for o in options)):
                self.auto_answered.append((int(pending.get("player", -1)), sorted(map(str, move["choice"]))))
                self._send(move)
                continue
            answer = None if pending.get("player") in kept else self._moot_answer(pending)
            if answer is None:
                return
            self._send({"type": "choose", "choice": answer})

    def _moot_answer(self, pending: dict) -> list | None:
        """An answer of a decision every answer of which reaches the same position at once,
        else None."""
        base = [move for move, _ in self.log]
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
                self._goto(base + [{"type": "choose", "choice": answer}])
                reached.add(outcome_key(self.current()))
                self.rejection = None
                if len(reached) > 1:
                    break
            verdict = options[0] if len(reached) == 1 else []
            self._goto(base)
        self.moot[json.dumps(base, sort_keys=True)] = verdict
        return verdict or None

    def bring_about(self, name: str, intent: Intent) -> None:
        """Answer the player's questions, whatever their shape, until the stated outcome holds;
        another answer is tried by replaying the scenario. Fails when no answers reach it."""
        seat = self.seat(name)
        self.require_unchecked_rejection_cleared()
        start = self.current()  # before forced questions are answered: they may be what the step states
        self.events_from = len(self.log)
        self.settle(keep=seat)
        base = [move for move, _ in self.log]
        waiting = self.pending()
        if waiting is not None and waiting.get("player") != seat:
            if intent.verb == "declines":
                return  # nothing of the player's to decline: an engine need not ask what cannot matter
            raise StepFailure(f"{intent.describe(name)}: {_waiting(self)} first")
        tries = [0]
        first_asked: list[dict] = []
        seen_items: list[bool] = []  # whether any question offered a named option

        def search(path: Answered) -> bool:
            state = self.current()
            pending = self.pending()
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
                self._goto(moves)
                if not self._send({"type": "choose", "choice": answer}):
                    self.rejection = None
                    continue
                if search(path + [(pending, answer)]):
                    return True
            return False

        if not search([]):
            asked = _shown(first_asked[0]) if first_asked else "nothing"
            self._goto(base)
            if intent.verb in LITERAL_VERBS and intent.items and not seen_items and first_asked \
                    and self.declares(LEAVES_OUT) and all(isinstance(i, int) for i in intent.items) \
                    and all(isinstance(o, int) for o in first_asked[0].get("options") or []):
                raise ScenarioSkipped(f"the engine leaves out the value {', '.join(map(str, intent.items))} the "
                                      f"scenario names (asked: {asked}); an option left out is taken to change "
                                      "nothing, so the scenario's outcome cannot be played here")
            raise StepFailure(f"{intent.describe(name)}: no answers of {name}'s bring it about "
                              f"(first asked: {asked})")

    def _complete_parts(self, seat: int) -> None:
        """Decline the further parts of a choice asked in parts once the stated answer is given."""
        for _ in range(50):
            pending = self.pending()
            if not (pending and pending.get("player") == seat and pending.get("continues")
                    and int(pending.get("min", 0)) == 0):
                return
            self._send({"type": "choose", "choice": []})

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

    def _answer_forced_aside(self, seat: int, shaped: Callable[[dict], bool]) -> None:
        """Settle what no answer of changes, and the player's questions with one possible answer,
        until the player is asked a question `shaped` as the step states it, or one that is a
        real choice: a question with one answer is no choice (an engine may ask it or not)."""
        for _ in range(50):
            self.settle(keep=seat)
            pending = self.pending()
            if not (pending and pending.get("player") == seat) or shaped(pending):
                return
            move = self._forced_move(pending)
            if move is None:
                return
            self._send(move)

    def possible(self, name: str, intent: Intent, low: int, high: int) -> None:
        """The player decides now, and the outcomes they can reach are exactly the choices of
        `low` to `high` of the intent's items (which cards move, or which options are answered)."""
        seat = self.seat(name)
        self.require_unchecked_rejection_cleared()
        items = [str(i) for i in intent.items]
        self._answer_forced_aside(seat, lambda d: (bounds(d) == (low, high)
                                                   and sorted(map(str, d.get("options") or [])) == sorted(items))
                                  or set(map(str, d.get("options") or [])) <= set(items))
        pending = self.pending()
        if pending is None or pending.get("player") != seat:
            raise StepFailure(f"{name} has no decision pending ({_waiting(self)})")
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
            if reached and reached <= expected and len(reached) == positions and self.declares(LEAVES_OUT):
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
        seat = self.seat(name)
        self.require_unchecked_rejection_cleared()
        self._answer_forced_aside(seat, lambda d: declining(d) is not None)
        pending = self.pending()
        if pending is None or pending.get("player") != seat:
            raise StepFailure(f"{name} has no decision pending ({_waiting(self)})")
        options = [str(o) for o in pending.get("options") or []]
        if (sorted(options), pending.get("min"), pending.get("max")) in ((["no", "yes"], 1, 1), (["yes"], 0, 1)) \
                or (len(options) == 1 and (pending.get("min"), pending.get("max")) == (0, 1)):
            return
        base = [move for move, _ in self.log]
        outcomes: dict[bool, set[str]] = {True: set(), False: set()}
        decline = Intent(seat, "declines")
        start = self.current()
        for answer in itertools.islice(answers(pending), 32):
            self._goto(base + [{"type": "choose", "choice": answer}])
            path = [(pending, answer)]
            outcomes[decline.reached(start, self.current(), path)].add(outcome_key(self.current()))
        self._goto(base)
        _expect_possible(bool(outcomes[True]), f"{name} cannot decline: {_shown(pending)}")
        _expect_possible(bool(outcomes[False] - outcomes[True]), f"{name} has nothing to accept: every answer "
                                                                  f"comes to declining ({_shown(pending)})")

    def _events_since(self, index: int) -> list[dict] | None:
        """The events of the moves played since `index` of the log (None: the engine sends none)."""
        if not self.has("events"):
            return None
        return [event for _, events in self.log[index:] for event in events]

    def _explore(self, seat: int, intent: Intent) -> tuple[set[frozenset], int, bool]:
        """The signatures (decisions.signature) of every way the player's choice can end, how
        many distinct positions those ways reach, and whether declining everything is one."""
        base = [move for move, _ in self.log]
        start = self.current()
        reached: set[frozenset] = set()
        outcomes: set[str] = set()
        declined: list[bool] = []
        tries = [0]

        def walk(path: Answered) -> None:
            pending = self.pending()
            mine = pending is not None and pending.get("player") == seat and self.current().get("result") is None
            relevant = mine and pending is not None and (_touches(pending, intent) or (bool(path) and forced(pending)))
            if intent.verb in LITERAL_VERBS and path and any(item in path[-1][1] for item in intent.items):
                relevant = False  # the named option is chosen: the choice is made
            if path and not relevant:
                reached.add(signature(intent, start, self.current(), path, self._events_since(len(base))))
                outcomes.add(outcome_key(self.current()))
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
                self._goto(moves)
                if self._send({"type": "choose", "choice": answer}):
                    walk(path + [(pending, answer)])
                else:
                    self.rejection = None

        walk([])
        self._goto(base)
        return reached, len(outcomes), any(declined)

    def score(self, cards: list[str]) -> int:
        return sum(self.ages[c] for c in cards)


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
