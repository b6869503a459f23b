"""What one scenario run knows: the implementation, the position being built, the last answers.

Given steps fill in a partial state; the first When or Then step starts the game with it
(protocol `new_game`), so a scenario states its exact position before anything happens.
A refused `new_game` fails the scenario at that step ("new_game was refused: ..."), unless a
Then step checks the refusal (`setup_rejection`), as the Lost Legacy steps do for decks
that must be refused.
"""

from __future__ import annotations

from functools import cached_property

from ..data import innovation_cards
from ..variants import load_variant

DEFAULT_NAMES = ["Alice", "Bob", "Carol", "Dave", "Eve", "Frank"]


class StepFailure(AssertionError):
    """A scenario's expectation that the implementation did not meet."""


def check_state_shape(game: str, state) -> None:
    """The state an implementation serves must follow the published state schema."""
    from ..protocol.shapes import state_problem
    from .implementations import ImplementationFailure

    problem = state_problem(game, state)
    if problem:
        raise ImplementationFailure("bad_answer", f"the state does not follow the {game} state schema: {problem}")


class ScenarioSkipped(Exception):
    """The scenario needs something the implementation does not declare (a capability)."""


class ScenarioContext:
    def __init__(self, implementation, variant: str, seed: int = 1, payload: dict | None = None,
                 capabilities: list[str] | None = None):
        self.impl = implementation
        self.variant = variant
        self.payload = payload
        self.capabilities = capabilities  # None: assume everything (the reference engine)
        self.seed = seed
        self.players: list[str] = []
        self.state: dict = {}
        self.started = False
        self.events: list[dict] = []
        self.rejection: dict | None = None  # an illegal-move answer not yet checked by a Then step
        self.checked_rejection: dict | None = None
        self.setup_rejection: dict | None = None  # a refused new_game not yet checked by a Then step

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
        from ..variants import resolve
        from ..variants.render import resolved_data

        return resolved_data(resolve(self.variant))

    @cached_property
    def ages(self) -> dict[str, int]:
        """Card title -> age, for the variant's card set."""
        return {card["name"]: card["age"] for card in innovation_cards(load_variant(self.variant).cards.set)}

    def seat(self, name: str) -> int:
        if name not in self.players:
            raise StepFailure(f"no player named {name} (players: {', '.join(self.players) or 'none yet'})")
        return self.players.index(name)

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

    def current(self) -> dict:
        self.start()
        answer = self.call({"op": "state"})
        if not answer["ok"]:
            raise StepFailure(f"state was refused: {answer.get('error')}")
        if self.capabilities is not None:  # another implementation: hold its state to the schema
            check_state_shape(self.game, answer.get("state"))
        return answer["state"]

    def player_state(self, name: str) -> dict:
        return self.current()["players"][self.seat(name)]

    def moves(self) -> dict:
        self.start()
        answer = self.call({"op": "moves"})
        if not answer["ok"]:
            raise StepFailure(f"moves was refused: {answer.get('error')}")
        return answer

    def pending_for(self, name: str) -> dict | None:
        """The decision pending for this player, or None when none is (or it is someone else's)."""
        pending = self.moves().get("pending")
        if pending is None or pending.get("player") != self.seat(name):
            return None
        return pending

    def require_unchecked_rejection_cleared(self) -> None:
        if self.setup_rejection is not None:
            rejection, self.setup_rejection = self.setup_rejection, None
            raise StepFailure(f"new_game was refused: {rejection}")
        if self.rejection is not None:
            rejection, self.rejection = self.rejection, None
            raise StepFailure(f"a move was rejected: {rejection}")

    def play(self, name: str, move: dict) -> None:
        """Play `move` as player `name`; a rejection is kept for a 'rejected' Then step."""
        self.require_unchecked_rejection_cleared()
        to_act = self.moves()["player"]
        if to_act != self.seat(name):
            actor = self.players[to_act] if isinstance(to_act, int) and to_act < len(self.players) else to_act
            raise StepFailure(f"{name} cannot act: {actor} is to act")
        answer = self.call({"op": "play", "move": move})
        if answer["ok"]:
            self.events = answer.get("events", [])
        else:
            self.events = []
            self.rejection = answer.get("error") or {}

    def score(self, cards: list[str]) -> int:
        return sum(self.ages[c] for c in cards)
