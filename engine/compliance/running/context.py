"""What one scenario run knows: the implementation, the position being built, the last answers.

Given steps fill in a partial state; the first When or Then step starts the game with it
(protocol `new_game`), so a scenario states its exact position before anything happens.
A refused `new_game` fails the scenario at that step ("new_game was refused: ..."), unless a
Then step checks the refusal (`setup_rejection`), as the Lost Legacy steps do for decks
that must be refused.
"""

from __future__ import annotations

from functools import cached_property

from ...data import variant_cards
from ...protocol.messages import EXTENSION_PREFIX
from ...variants import load_variant
from .implementations import ImplementationFailure

DEFAULT_NAMES = ["Alice", "Bob", "Carol", "Dave", "Eve", "Frank"]


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


def forced(decision: dict) -> bool:
    """A decision with one possible answer: every option must be taken and their order does
    not matter (an engine may ask it or not; the suite answers it for the scenario). For the
    first part of a choice asked in parts, the whole choice (`of`) decides."""
    options = decision.get("options") or []
    of = decision.get("of")
    whole: dict = of if isinstance(of, dict) else decision
    return (whole.get("min") == whole.get("max") == len(options) > 0
            and (len(options) == 1 or not decision.get("ordered")))


class StepNotEvaluated(Exception):
    """The step needs a capability the implementation does not declare (events, say): it is
    reported as not evaluated, and the scenario goes on."""


class ScenarioSkipped(Exception):
    """The scenario needs something the implementation does not declare (a capability)."""


class ScenarioContext:
    """One scenario's view of the implementation under test.

    Besides the position and the last answers, it settles what protocol revision 1 lets an
    engine ask its own way: a forced decision (one possible answer) is answered for the
    scenario, and when an engine asks one choice in parts (`of` on the first part, `continues`
    on the next), a scenario's answer is given part by part. See docs/protocol.md.
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
        self.events: list[dict] = []
        self.rejection: dict | None = None  # an illegal-move answer not yet checked by a Then step
        self.setup_rejection: dict | None = None  # a refused new_game not yet checked by a Then step
        self.answered_state: dict | None = None  # the state the last play or new_game answered
        self.unverified: dict | None = None      # a play's state not yet held against `state`
        self.rest: tuple[int, list] | None = None  # (seat, options) of an answer still to give in parts
        # forced decisions the suite answered since the last move of the scenario's own: a
        # scenario that states the same answer (the engine asked, or not) has it given already
        self.auto_answered: list[tuple[int, list[str]]] = []

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

        if self.payload is not None:
            return copy.deepcopy(self.payload)
        from ...variants import resolve
        from ...variants.render import resolved_data

        return resolved_data(resolve(self.variant))

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
        answer = self.call(message)
        if not answer["ok"]:
            # kept for a Then step that expects it; any other next step fails with this message
            self.setup_rejection = answer.get("error") or {}
            return
        self.answered_state = self._checked(answer.get("state"))
        self.settle()

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
            raise StepFailure(f"a move was rejected: {rejection}")

    def play(self, name: str, move: dict) -> None:
        """Play `move` as player `name`; a rejection is kept for a 'rejected' Then step. Then
        settle: answer forced decisions and the further parts of a choice given in parts."""
        self.require_unchecked_rejection_cleared()
        if move.get("type") == "choose":
            given = (self.seat(name), sorted(map(str, move.get("choice") or [])))
            if given in self.auto_answered and not self._asks(given[0], move.get("choice") or []):
                self.auto_answered.remove(given)  # a forced choice the suite answered already
                return
        to_act = self.to_act()
        if to_act != self.seat(name):
            actor = self.players[to_act] if isinstance(to_act, int) and to_act < len(self.players) else to_act
            raise StepFailure(f"{name} cannot act: {actor} is to act")
        self.events = []
        self.rest = None
        self.auto_answered = []
        if move.get("type") == "choose":
            move = self._first_part(self.seat(name), move)
        if self._send(move):
            self.settle()

    def _asks(self, seat: int, choice: list) -> bool:
        """Whether the pending decision is this player's and offers every option of `choice`."""
        pending = (self.answered_state or {}).get("pending")
        return (isinstance(pending, dict) and pending.get("player") == seat
                and all(item in (pending.get("options") or []) for item in choice))

    def _send(self, move: dict) -> bool:
        answer = self.call({"op": "play", "move": move})
        if not answer["ok"]:
            self.rejection = answer.get("error") or {}
            return False
        self.events.extend(answer.get("events") or [])
        state = answer.get("state")
        if not isinstance(state, dict):
            raise ImplementationFailure("bad_answer", "a play answer carries no state")
        self.answered_state = self.unverified = self._checked(state)
        return True

    def _first_part(self, seat: int, move: dict) -> dict:
        """When the engine asks this choice in parts (`of`), send the part it asks for now and
        keep the rest of the scenario's answer for the parts that follow."""
        pending = (self.answered_state or {}).get("pending")
        choice = list(move.get("choice") or [])
        if not (isinstance(pending, dict) and pending.get("player") == seat and pending.get("of")):
            return move
        high = pending.get("max", len(choice))
        if len(choice) <= high:
            return move
        self.rest = (seat, choice[high:])
        return {**move, "choice": choice[:high]}

    def settle(self) -> None:
        """Answer what the scenario leaves to the engine's own way of asking: forced decisions,
        and the parts of a choice the engine asks in parts (`continues`)."""
        for _ in range(200):  # an engine that keeps asking forced questions must not hang the suite
            pending = (self.answered_state or {}).get("pending")
            if not isinstance(pending, dict) or (self.answered_state or {}).get("result") is not None:
                return
            if pending.get("continues"):
                seat, rest = self.rest if self.rest and self.rest[0] == pending.get("player") else (None, [])
                options = pending.get("options") or []
                part = [item for item in rest if item in options][: pending.get("max", 0)]
                if not part and pending.get("min", 0) > 0:
                    return
                if seat is not None:
                    self.rest = (seat, [item for item in rest if item not in part])
                move = {"type": "choose", "choice": part}
            elif forced(pending):
                asked = int(pending.get("player", -1))
                options = list(pending["options"])
                move = {"type": "choose", "choice": options[: pending.get("max", len(options))]}
                if len(move["choice"]) < len(options):  # the first of several parts
                    self.rest = (asked, options[len(move["choice"]):])
                self.auto_answered.append((asked, sorted(map(str, options))))
            else:
                return
            if not self._send(move):
                return
        raise ImplementationFailure("bad_answer", "the engine asked 200 forced questions in a row")

    def score(self, cards: list[str]) -> int:
        return sum(self.ages[c] for c in cards)
