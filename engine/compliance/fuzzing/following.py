"""One engine following another engine's game by position, never by question.

In lockstep the leading engine's questions are answered (by the fuzz's random agent); the
following engine then searches its own decisions for answers that bring its game to the same
position as the rules see it (`positions.position`: no pending decision, no engine words).
An engine may ask in another shape than the other (the order inside a choice or apart, yes/no
for one card, "which to give" for "which to keep", its own words), ask a question with one
possible answer or a question no answer of which changes anything, or skip one: the search goes
through the follower's questions, as many as it takes, until the positions agree. Either engine
follows: the reference follows the other engine (whatever it offers, the reference can reach),
and the other engine follows the reference (whatever the reference offers, it must reach: an
option it leaves out shows there).

The search tries the answers most like the other engine's first (the same answer, the same
cards, a decline for a decline), and a shallower match before a deeper one: a question whose
answer shows nowhere yet is left open until the other engine's position tells it.

    >>> from rulebook.compliance.fuzzing.games import opening
    >>> from rulebook.compliance.running.implementations import Reference
    >>> follower = Follower(Reference(), "deluxe", 3)
    >>> follower.begin(opening("deluxe", 2, 3))["ok"]
    True
    >>> follower.follow(position(follower.state), settled=True, hints=[])
    True
"""

from __future__ import annotations

import copy
import json

from ..running.context import differences
from ..running.decisions import answers, declining, offered
from ..running.implementations import Implementation
from .positions import position
from .variant import FuzzVariant, as_fuzz_variant

# how many of the follower's answers one search plays: where the leading engine's game must be
# met (no decision of its own pending), and where it may still be met later (one pending)
SETTLED_BOUND = 600
PENDING_BOUND = 80
# how many of the follower's answers in a row, beyond one per answer given to the leader
DEPTH_MARGIN = 4
ANSWERS_TRIED = 128   # answers of one decision tried at most (after those like the other engine's)


class _Spent(Exception):
    """The search played as many answers as it may."""


class ReplayRefused(Exception):
    """The following engine refused, played again from the same position, what it had taken
    before (a position stated to new_game, or a move): a game that is not the same move for move."""


def _key(value) -> str:
    return json.dumps(value, sort_keys=True)


def _is_decline(answer: list) -> bool:
    return answer in ([], ["no"])


def ordered_answers(decision: dict, hints: list[tuple[object, list]]) -> tuple[list[list], list[list]]:
    """The decision's answers in two groups: those that are the answers its player gave the other
    engine (`hints`: (seat, answer), the latest last) as they are, or their options that this
    decision offers in their order, or a decline for a decline; then every other answer, those
    made only of options the player chose first (more of them first)."""
    options = {_key(o) for o in decision.get("options") or []}
    mine = [answer for seat, answer in hints if seat == decision.get("player")]
    first: list[list] = []
    for hint in reversed(mine):
        first.append(list(hint))
        # the hint's options that this decision offers: never an empty answer, which would stand
        # for a decline that the player did not give (an answer to another question altogether)
        shared = [item for item in hint if _key(item) in options]
        if shared:
            first.append(shared)
        if _is_decline(hint) and declining(decision) is not None:
            first.append(list(declining(decision) or []))
    chosen = {_key(item) for hint in mine for item in hint}
    every = list(answers(decision, ANSWERS_TRIED))
    like = sorted((a for a in every if a and all(_key(i) in chosen for i in a)), key=lambda a: -len(a))
    seen: set[str] = set()

    def fresh(group: list[list]) -> list[list]:
        out = []
        for answer in group:
            key = _key(answer)
            if key not in seen and offered(decision, answer):
                seen.add(key)
                out.append(answer)
        return out

    return fresh(first), fresh([*like, *every])


class Follower:
    """An engine's game, following the other engine's positions (or played on as it is, while
    it leads). `path`: its moves since `start` (each with the seat that plays it and, for an
    answer, the decision's kind), the game as matched so far."""

    def __init__(self, engine: Implementation, variant: FuzzVariant | str, seed: int):
        self.variant, self.seed = as_fuzz_variant(variant), seed
        self.engine = engine
        self.start: dict = {}
        self.path: list[dict] = []
        self.played: list[dict] = []          # what the session played since start (maybe past path)
        self.played_events: list[list] = []   # the events of each move played
        self.state: dict = {}
        self.nearest: tuple[int, list[dict], dict, list] | None = None  # (differences, moves, state, events)
        self.own_shuffle = False

    # -- the session ---------------------------------------------------------------------
    def begin(self, start: dict) -> dict:
        """Start from a complete position: the new_game answer."""
        self.start, self.path = copy.deepcopy(start), []
        return self._new_game()

    def _new_game(self) -> dict:
        names = [p["name"] for p in self.start["players"]]
        answer = self.engine.request({"op": "new_game", "variant": self.variant.payload, "players": names,
                                      "seed": self.seed, "state": copy.deepcopy(self.start)})
        self.played, self.played_events = [], []
        self.state = answer.get("state") or {}
        return answer

    def restart(self, start: dict) -> None:
        """The matched game goes on from here, a position stated whole (an action begins)."""
        self._goto(self.path)
        self.start, self.path, self.played, self.played_events = copy.deepcopy(start), [], [], []

    def request(self, message: dict) -> dict:
        """A request (moves, state) of the game as matched."""
        self._goto(self.path)
        return self.engine.request(message)

    def play(self, recorded: dict) -> dict:
        """Play a move (an action) on the game as matched: the play answer."""
        self._goto(self.path)
        answer = self._play(recorded)
        if answer["ok"]:
            self.path.append(recorded)
        return answer

    def _play(self, recorded: dict) -> dict:
        move = {k: v for k, v in recorded.items() if k not in ("player", "kind")}
        answer = self.engine.request({"op": "play", "move": move})
        if answer["ok"]:
            self.played.append(recorded)
            self.played_events.append(list(answer.get("events") or []))
            self.state = answer["state"]
        return answer

    def _goto(self, moves: list[dict]) -> dict | None:
        """The engine's state after `moves` from start (None: it refuses one): played on when
        they extend what was played, else played again from start."""
        if self.played != moves[: len(self.played)]:
            answer = self._new_game()
            if not answer.get("ok"):
                raise ReplayRefused(f"new_game of a position it reached before: {answer.get('error')}")
        for recorded in moves[len(self.played):]:
            if not self._play(recorded)["ok"]:
                return None
        return self.state

    def events(self) -> list[dict]:
        """The events of the moves played since start."""
        return [event for events in self.played_events for event in events]

    # -- the search ----------------------------------------------------------------------
    def follow(self, target: dict, settled: bool, hints: list[tuple[object, list]],
               loose: tuple[frozenset[str], dict] | None = None) -> bool:
        """Find this engine's answers that bring its game to the position `target`; with
        `settled` (the other engine waits for no decision), with no decision of this engine's
        pending either. True: found, and the matched game goes on from there. False: none found;
        `nearest` holds the position this engine came closest with. `loose`: zones the other
        engine shuffled, and its position with them unordered: a position that matches only so
        is found too, with `own_shuffle` set (the rest of the game depends on that order)."""
        game = self.variant.game
        self.nearest, self.own_shuffle = None, False
        budget = [SETTLED_BOUND if settled else PENDING_BOUND]
        depth_bound = len(hints) + DEPTH_MARGIN

        def matches(state: dict) -> bool:
            done = state.get("pending") is None or state.get("result") is not None
            if not (done or not settled):
                return False
            if position(state, game) == target:
                return True
            if loose is not None and position(state, game, loose[0]) == loose[1]:
                self.own_shuffle = True
                return True
            return False

        def note(state: dict, moves: list[dict]) -> None:
            # nearest: where this engine too waits for no decision, if the other engine does
            # (a whole outcome to state), then by fewest differences
            done = state.get("pending") is None or state.get("result") is not None
            count = len(differences(position(state, game), target, limit=100)) + (1000 if settled and not done else 0)
            if self.nearest is None or count < self.nearest[0]:
                self.nearest = (count, moves, state, self.events())

        def attempt(moves: list[dict], pending: dict, answer: list) -> tuple[list[dict], dict | None]:
            if budget[0] <= 0:
                raise _Spent()
            budget[0] -= 1
            child = [*moves, {"type": "choose", "choice": answer, "player": pending.get("player"),
                              "kind": pending.get("kind")}]
            reached = self._goto(self.path + child)  # None: refused (a bound the engine keeps itself)
            if reached is not None and not matches(reached):
                note(reached, child)
            return child, reached

        def expand(moves: list[dict], state: dict) -> list[dict] | None:
            pending = state.get("pending")
            if not isinstance(pending, dict) or state.get("result") is not None or len(moves) >= depth_bound:
                return None
            like, rest = ordered_answers(pending, hints)
            # the player's answers to the other engine first, followed down at once; then every
            # other answer; in each group a match one question deep before one further down
            for group in (like, rest):
                children = []
                for answer in group:
                    child, reached = attempt(moves, pending, answer)
                    if reached is not None and matches(reached):
                        return child
                    if reached is not None:
                        children.append((child, reached))
                for child, reached in children:
                    found = expand(child, reached)
                    if found is not None:
                        return found
            return None

        root = self._goto(self.path)
        if root is None:
            raise ReplayRefused("a move it had taken, played again from the same position")
        if matches(root):
            return True
        note(root, [])
        try:
            found = expand([], root)
        except _Spent:
            found = None
        if found is None:
            return False
        self.path += found
        return True
