"""What one scenario run knows: the implementation, the position being built, the last answers.

Given steps fill in a partial state; the first When or Then step starts the game with it
(protocol `new_game`), so a scenario states its exact position before anything happens.
A refused `new_game` fails the scenario at that step ("new_game was refused: ..."), unless a
Then step checks the refusal (`setup_rejection`), as the Lost Legacy steps do for decks
that must be refused.
"""

from __future__ import annotations

import json
import time
from functools import cached_property

from ...data import variant_cards
from ...gameplay import SEAT_NAMES
from ...variants import load_variant
from . import outcome_range, replay_checks
from .decisions import offered
from .exchange import KeptExchange
from .failures import ScenarioSkipped, StepFailure, StepNotEvaluated
from .implementations import ImplementationFailure
from .outcome_search import OutcomeSearch
from .positions import FirstSeen, differences, first_difference, shown_json, without_extensions

# the failures, and the position differences, are read through this module by steps and runners
__all__ = ["DEFAULT_NAMES", "ScenarioContext", "ScenarioSkipped", "StepFailure", "StepNotEvaluated",
           "check_state_shape", "differences", "first_difference"]

DEFAULT_NAMES = list(SEAT_NAMES)  # `Given a 3-player game` seats the first three


def check_state_shape(game: str, state) -> None:
    """The state an implementation serves must follow the published state schema."""
    from ...protocol.shapes import state_problem

    problem = state_problem(game, state)
    if problem:
        raise ImplementationFailure("bad_answer", f"the state does not follow the {game} state schema: {problem}")


# The resolved variants' data by the identity of the loader's Resolved object (kept with it, so
# that the id is never another object's): a scenario run reads it for every "every action left".
_RESOLVED_DATA: dict[int, tuple[object, dict]] = {}


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
        # what was sent and answered (the last ones, bounded: exchange.py), and the position
        # after new_game: a failure's evidence (runner.evidence)
        self.exchange = KeptExchange()
        self.position: dict | None = None
        self.first_seen = FirstSeen()  # each position by the moves that reached it, held against replays
        self.replays = 0               # how many times the scenario was played again from its start
        self.first_play: list[dict] | None = None  # the moves played before the first replay
        # every position the engine reached, by the moves since new_game (as JSON): its state and
        # the log up to it. The same moves give the same game (FirstSeen holds replays to it), so
        # the search reads a position it reached before from here and sends the engine there only
        # to play on from it (`_sync`): the moves the engine is really at, while the scenario's
        # position is one read from here (None: the engine is where the scenario is)
        self.known: dict[str, tuple[dict, list[tuple[dict, list[dict]]]]] = {}
        self.engine_at: list[dict] | None = None
        self.deadline: float | None = None  # time.monotonic() past which the scenario is stopped
        self.time_allowed = 0.0
        self.search = OutcomeSearch(self)

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
        if self.deadline is not None and time.monotonic() > self.deadline:
            raise ImplementationFailure("timeout", f"the scenario took longer than {self.time_allowed:g} s, "
                                                   f"stopped inside this step after {self.exchange.count} requests "
                                                   f"and {self.replays} replays")
        answer = self.impl.request(message)
        # a process's answer is a line of known length; the reference's own (no identity) are small
        size = getattr(self.impl, "answer_bytes", None) if self.identity is not None else 0
        self.exchange.add(message, answer, size)
        if not isinstance(answer, dict) or "ok" not in answer:
            raise StepFailure(f"malformed answer to {message.get('op')}: {shown_json(answer)}")
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
        self._same_game([])
        self._remember()

    def _same_game(self, moves: list[dict]) -> None:
        """The position the engine answered after `moves` must be the one first seen after them."""
        difference = self.first_seen.difference(moves, self.answered_state)
        if difference is None:
            return
        where = f"after {shown_json(moves[-1])}" if moves else "after new_game"
        raise ImplementationFailure("inconsistent", f"the scenario played again from its start gave another game "
                                                    f"{where} (move {len(moves)}): {difference}; the same moves "
                                                    "from the same position must give the same game")

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
        """The state the engine serves on a `state` request (the engine brought to the
        scenario's position first)."""
        self.start()
        self._sync()
        answer = self.call({"op": "state"})
        if not answer["ok"]:
            raise StepFailure(f"state was refused: {_error_text(answer.get('error'))}")
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
        difference = first_difference(without_extensions(claimed), without_extensions(state))
        if difference:
            raise ImplementationFailure("inconsistent", "the state a play answered differs from the "
                                                        f"state the engine then serves: {difference}")

    def replay_whole(self) -> None:
        """Play the scenario again at its end, holding each position against the one first
        seen and each decision to the options it offers (replay_checks.replay_at_end); the
        in-process reference is spared it."""
        replay_checks.replay_at_end(self)
        self.rejection = None  # an answer outside the offer, refused: no step of the scenario's

    def verify_last_play(self) -> None:
        """Hold the last play's state against `state`, if no step did yet."""
        if self.unverified is not None and self.started:
            self.served_state()

    def player_state(self, name: str) -> dict:
        return self.current()["players"][self.seat(name)]

    def moves(self) -> dict:
        self.start()
        self._sync()
        answer = self.call({"op": "moves"})
        if not answer["ok"]:
            raise StepFailure(f"moves was refused: {_error_text(answer.get('error'))}")
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
            raise StepFailure(f"new_game was refused: {_error_text(rejection)}")
        if self.rejection is not None:
            rejection, self.rejection = self.rejection, None
            if isinstance(rejection, dict) and rejection.get("code") == "unsupported" and self.identity is not None:
                # protocol 3.7: the move is valid and this engine does not play it (a card whose
                # effects it has not written): the scenario cannot be played here, which is no fault
                raise ScenarioSkipped("the engine does not support a move the scenario plays: "
                                      f"{str(rejection.get('message') or 'no reason given')[:200]}")
            raise StepFailure(f"a move was rejected: {_error_text(rejection)}")

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
            if given in self.search.auto_answered and not (pending and pending.get("player") == seat
                                                    and offered(pending, list(move.get("choice") or []))):
                self.search.auto_answered.remove(given)  # a forced choice the suite answered already
                return
            choice = list(move.get("choice") or [])
            self.search.answer_forced_aside(seat, lambda d: offered(d, choice))  # a forced question before it
        else:
            self.settle()
            self.search.auto_answered = []
        to_act = self.to_act()
        if to_act != seat:
            actor = self.players[to_act] if isinstance(to_act, int) and 0 <= to_act < len(self.players) else to_act
            raise StepFailure(f"{name} cannot act: {actor} is to act")
        self.events_from = len(self.log)
        self._send(move)

    def _send(self, move: dict) -> bool:
        """Play `move` from the scenario's position; False when the engine refuses it. A move
        that reached a position before is not sent again: the position is read (`known`)."""
        reached = self.known.get(_key([logged for logged, _ in self.log] + [move]))
        if reached is not None:
            self._read(reached)
            return True
        self._sync()
        return self._play_on(move)

    def _play_on(self, move: dict) -> bool:
        """Send `move` to the engine, at the scenario's position; False when it refuses it."""
        answer = self.call({"op": "play", "move": move})
        if not answer["ok"]:
            self.rejection = answer.get("error") or {}
            return False
        state = answer.get("state")
        if not isinstance(state, dict):
            raise ImplementationFailure("bad_answer", "a play answer carries no state")
        self.log.append((move, list(answer.get("events") or [])))
        self.answered_state = self.unverified = self._checked(state)
        self._same_game([logged for logged, _ in self.log])
        self._remember()
        return True

    def _remember(self) -> None:
        """Keep the position the engine just answered, by the moves that reached it."""
        key = _key([logged for logged, _ in self.log])
        if key not in self.known:
            self.known[key] = (self.answered_state or {}, list(self.log))

    def _read(self, reached: tuple[dict, list]) -> None:
        """Take a position reached before as the scenario's, without sending anything: the
        engine stays where it is (`engine_at`) until a move is played on from it."""
        if self.engine_at is None:
            if self.unverified is not None:  # the engine's last play, held against `state` first
                self.served_state()
            self.engine_at = [logged for logged, _ in self.log]
        state, log = reached
        self.answered_state, self.log = state, list(log)

    def _sync(self) -> None:
        """Bring the engine to the scenario's position, if it is elsewhere: by playing on when
        that extends where the engine is, else by starting again (a replay)."""
        if self.engine_at is None:
            return
        at, self.engine_at = self.engine_at, None
        wanted = [logged for logged, _ in self.log]
        self.answered_state, log = self.known[_key(at)]
        self.log = list(log)
        self._play_to(wanted)

    def _goto(self, moves: list[dict]) -> None:
        """Bring the scenario to the position its start and these moves reach, all played
        before: read from `known`, the engine going there only to play on from it."""
        reached = self.known.get(_key(moves))
        if reached is None or not self.started:
            self._sync()
            self._play_to(moves)
            return
        if [logged for logged, _ in self.log] != moves:
            self._read(reached)

    def position_after(self, moves: list[dict]) -> dict | None:
        """The position these moves reached when they were played (None: never played)."""
        reached = self.known.get(_key(moves))
        return None if reached is None else reached[0]

    def replay(self, moves: list[dict]) -> None:
        """Start the engine again and play `moves`, each position held against the one first
        seen (a replay, whatever the engine's position)."""
        if self.engine_at is not None:  # started again from where the engine really is
            self.log = list(self.known[_key(self.engine_at)][1])
            self.engine_at = None
        self._start_again()
        for move in moves:
            self._replayed(move)

    def _play_to(self, moves: list[dict]) -> None:
        """The engine itself to `moves`: on from where it is when they extend it, else a replay."""
        played = [move for move, _ in self.log]
        if played == moves[: len(played)]:
            for move in moves[len(played):]:
                self._replayed(move)
            return
        self._start_again()
        for move in moves:
            self._replayed(move)

    def _start_again(self) -> None:
        self.verify_last_play()
        if self.first_play is None:
            self.first_play = [move for move, _ in self.log]
        self.replays += 1
        answer = self.call(self.new_game)
        if not answer.get("ok"):
            raise ImplementationFailure("inconsistent", "new_game was refused when the scenario was played again: "
                                                        f"{_error_text(answer.get('error'))}")
        self.answered_state = self._checked(answer.get("state"))
        self.log = []
        self._same_game([])

    def _replayed(self, move: dict) -> None:
        """Play a move played before on the engine itself (never read from `known`): the
        position it reaches is held against the one first seen."""
        if not self._play_on(move):
            rejection, self.rejection = self.rejection, None
            raise ImplementationFailure("inconsistent", f"the engine refused {shown_json(move)} when the scenario was "
                                                        f"played again from its start ({_error_text(rejection)}): "
                                                        "the same moves from the same position must give the "
                                                        "same game")

    # -- decisions by their outcome (outcome_search.py) --------------------------------------
    def seats_of(self, names: frozenset[str]) -> frozenset[int]:
        """The seats of these player names ("*": everyone)."""
        if "*" in names:
            return frozenset(range(len(self.players)))
        return frozenset(self.players.index(n) for n in names if n in self.players)

    def limit_time(self, seconds: float | None) -> None:
        """Stop the scenario, even inside a step's search, once it has run `seconds` from now."""
        self.time_allowed = seconds or 0.0
        self.deadline = None if seconds is None else time.monotonic() + seconds

    def begin_step(self) -> None:
        """A new step: the search's budget is its own (OutcomeSearch.begin_step)."""
        self.search.begin_step()

    def answer_kept_forced(self, named: frozenset[str] = frozenset()) -> bool:
        """See OutcomeSearch.answer_kept_forced."""
        return self.search.answer_kept_forced(named)

    def settle(self, keep: frozenset[int] | int | None = None) -> None:
        """Answer the questions the scenario leaves open because no answer matters
        (OutcomeSearch.settle)."""
        self.search.settle(keep)

    def bring_about(self, name: str, intent) -> None:
        """The player's decision brings the stated outcome about (OutcomeSearch.bring_about)."""
        self.search.bring_about(name, intent)

    def possible(self, name: str, intent, low: int, high: int) -> None:
        """The outcomes the player can reach are the choices of `low` to `high` of the intent's
        items (outcome_range.possible)."""
        outcome_range.possible(self.search, name, intent, low, high)

    def may_decline(self, name: str) -> None:
        """The player may decline, or take the optional thing (outcome_range.may_decline)."""
        outcome_range.may_decline(self.search, name)

    def cannot_decline(self, name: str) -> None:
        """No way the player's decision can end is a decline (outcome_range.cannot_decline)."""
        outcome_range.cannot_decline(self.search, name)

    def score(self, cards: list[str]) -> int:
        return sum(self.ages[c] for c in cards)


def _key(moves: list[dict]) -> str:
    """Moves as a key of `ScenarioContext.known`."""
    return json.dumps(moves, sort_keys=True, default=str)


ERROR_CHARS = 500  # of an engine's error message, in a failure's message


def _error_text(error) -> str:
    """An engine's error answer as a message shows it: its code and message."""
    if isinstance(error, dict):
        code, message = error.get("code"), error.get("message")
        if isinstance(message, str) and len(message) > ERROR_CHARS:  # an engine's words, quoted not copied
            message = message[:ERROR_CHARS - 3] + "..."
        return f"{code}: {message}" if code and message else str(code or message or shown_json(error))
    return shown_json(error)
