"""One engine following another engine's game by position, never by question.

In lockstep the leading engine's questions are answered (by the fuzz's random agent); the
following engine then searches its own decisions for answers that bring its game to the same
position as the rules see it (`positions.position`: no pending decision, no engine words).
An engine may ask in another shape than the other (the order inside a choice or apart, yes/no
for one card, "which to give" for "which to keep", its own words, a choice one option at a time:
its parts, `of` then `continues`, are one answer), ask a question with one
possible answer or a question no answer of which changes anything, or skip one: the search goes
through the follower's questions, as many as it takes, until the positions agree. Either engine
follows: the reference follows the other engine (whatever it offers, the reference can reach),
and the other engine follows the reference (whatever the reference offers, it must reach: an
option it leaves out shows there).

The search goes first along the answers given, in the order given (each player's next answer
first: the same answer, the same cards, a decline for a decline), then one step aside from them,
two...; a question whose answer shows nowhere yet is left open until the other engine's position
tells it. Once the other engine waits for no decision, its position must be reached: the search
goes again from where the action began (an answer taken on the way may have fit the position so
far and not its end), and, before a difference is told, along every answer, shallow first, as
deep as the action's answers given and a few more. A difference is a position no answer reaches.

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
import itertools
import json
import math

from ..running.context import differences
from ..running.decisions import answer_count, answers, declining, offered
from ..running.implementations import Implementation
from .games import FORCED, PART, as_played
from .positions import position
from .variant import FuzzVariant, as_fuzz_variant

# how many new positions of the follower one search may play (a position met again is free):
# where the leading engine's game may still be met later (a decision of its own pending); where
# it must be met, first along the answers given (HINTED_BOUND, once from where the follower stands
# and once from where the action began), then along every answer, shallow first
PENDING_BOUND = 80
HINTED_BOUND = 400
UNHINTED_BOUND = 800
# how many of the follower's answers in an action with more than one possible answer, beyond one
# per answer given to the leader (a question with one possible answer is not counted)
DEPTH_MARGIN = 4
LINEAR_ALLOWANCE = 8  # the allowances of the search along the answers given: 0, 1, ..., 8, 17, 35...
FLAT_ANSWERS = 16    # a decision of at most so many answers, none as the player gave them: each one step aside
ANSWERS_TRIED = 128   # answers of one decision tried at most (after those like the other engine's)


class _Spent(Exception):
    """The search played as many positions as it may."""


class ReplayRefused(Exception):
    """The following engine refused, played again from the same position, what it had taken
    before (a position stated to new_game, or a move): a game that is not the same move for move."""


def is_later_part(decision: dict | None) -> bool:
    return isinstance(decision, dict) and bool(decision.get("continues"))


def taken_in_parts(moves: list[dict], decision: dict) -> list:
    """The options already taken in the earlier parts of the choice `decision` continues (none
    where it is no later part): the answers of `moves` back to the first part, in order."""
    if not is_later_part(decision):
        return []
    index = len(moves)
    while index > 0 and moves[index - 1].get(PART) == "more":
        index -= 1
    first = max(index - 1, 0)
    return [item for move in moves[first:] for item in move.get("choice") or []]


def _key(value) -> str:
    return json.dumps(value, sort_keys=True)


def _is_decline(answer: list) -> bool:
    return answer in ([], ["no"])


def _from_hint(answer: list, hint: list) -> bool:
    """Whether `answer` gives what `hint` gave: a decline for a decline, else options of the hint."""
    if _is_decline(answer) or _is_decline(hint):
        return _is_decline(answer) and _is_decline(hint)
    given = {_key(item) for item in hint}
    return all(_key(item) in given for item in answer)


def next_hint(hints: list[list], cursor: int, answer: list) -> int:
    """Where a player's hints (their answers to the leader, in order) go on after `answer`: after
    the first one from `cursor` on that it gives; past the hint at the cursor when it gives none
    (the same question asked in another shape)."""
    for index in range(cursor, len(hints)):
        if _from_hint(answer, hints[index]):
            return index + 1
    return min(cursor + 1, len(hints))


ORDERS_TRIED = 120  # orders of a hint's cards tried for an ordered decision (all of five cards)


def _orders(cards: list, hints: list[list]) -> list[list]:
    """The orders of `cards` (the few that a player chose) for a decision that takes its cards in
    order, those that keep the order of more pairs that the player's answers give first: the
    order may have been asked apart, for some of them (the cards of one pile)."""
    if math.factorial(len(cards)) > ORDERS_TRIED:
        return []
    places = [{_key(item): index for index, item in enumerate(hint)} for hint in hints]

    def kept(order: tuple) -> int:
        keys = [_key(item) for item in order]
        return sum(1 for place in places for i, a in enumerate(keys) for b in keys[i + 1:]
                   if a in place and b in place and place[a] < place[b])

    return [list(order) for order in sorted(itertools.permutations(cards), key=lambda o: -kept(o))]


def _joined(hints: list[list], options: set[str]) -> list[list]:
    """A player's answers in a row joined into one, each join that adds cards of `options`: an
    order the other engine asked in parts (the new top card, then the rest) for one ordered
    answer here."""
    joins: list[list] = []
    joined: list = []
    for hint in hints:
        more = [item for item in hint if _key(item) in options and item not in joined]
        if not more:
            break
        joined = [*joined, *more]
        if len(joined) > len(more):
            joins.append(joined)
    return joins


def ordered_answers(decision: dict, hints: list[tuple[object, list]], cursor: int = 0,
                    taken: list | tuple = ()) -> tuple[list[list], list[list]]:
    """The decision's answers in two groups: those that are the answers its player gave the other
    engine (`hints`: (seat, answer), in the order given) as they are, or their options that this
    decision offers, or a decline for a decline, or the options they left out (the cards that
    go where the other engine asked which to keep), the player's `cursor`-th hint first and those after it in order, then those before it, the
    latest first; for an ordered decision, the player's answers from the cursor joined in a row;
    then every other answer, those
    made only of options the player chose first (more of them first). `taken`: the options taken
    in the earlier parts of a choice asked in parts; a hint holding them all goes on with its next
    options, or, once they are all taken, with a decline."""
    options = {_key(o) for o in decision.get("options") or []}
    mine = [answer for seat, answer in hints if seat == decision.get("player")]
    first: list[list] = []
    bound = decision.get("max")
    most = bound if isinstance(bound, int) else 0
    if taken:
        were = {_key(item) for item in taken}
        for hint in [*mine[cursor:], *reversed(mine[:cursor])]:
            if not were <= {_key(item) for item in hint}:
                continue
            rest = [item for item in hint if _key(item) in options and _key(item) not in were]
            if rest:
                first.append(rest[:most])
            elif declining(decision) is not None:
                first.append(list(declining(decision) or []))
    for hint in [*mine[cursor:], *reversed(mine[:cursor])]:
        first.append(list(hint))
        # the hint's options that this decision offers: never an empty answer, which would stand
        # for a decline that the player did not give (an answer to another question altogether)
        shared = [item for item in hint if _key(item) in options]
        if isinstance(decision.get("of"), dict) and len(shared) > most > 0:
            # the first part of a choice asked in parts: the first options the player gave at once
            # (elsewhere a decision taking fewer may ask which to keep: see left_out below)
            first.append(shared[:most])
        if shared:
            first.append(shared)
            if decision.get("ordered"):
                # the order the player gave apart for these very cards (a return_order after the
                # choice) is the likeliest; then an order given first to last may be asked last to
                # first (a pile's top down); then the other orders
                cards = sorted(map(_key, shared))
                apart = [list(h) for h in mine if h is not hint and len(h) == len(shared)
                         and sorted(map(_key, h)) == cards]
                first += [*apart, shared[::-1], *_orders(shared, mine)]
        if _is_decline(hint) and declining(decision) is not None:
            first.append(list(declining(decision) or []))
        elif hint:
            # the options the hint left out: "which go" answered where this engine asks "which
            # to keep" (and the other way round)
            given = {_key(item) for item in hint}
            left_out = [o for o in decision.get("options") or [] if _key(o) not in given]
            if left_out:  # never an empty answer: a decline the player did not give
                first.append(left_out)
    if decision.get("ordered"):
        # from the cursor, and from the answer before it (a question this engine asks and the
        # other did not, "which pile?", moved the cursor past the first part)
        for start in (cursor, cursor - 1):
            if start >= 0:
                first += _joined(mine[start:], options)
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
        self.anchor = 0  # where in `path` the leader's position was last met whole (an action ended or began)

    # -- the session ---------------------------------------------------------------------
    def begin(self, start: dict) -> dict:
        """Start from a complete position: the new_game answer."""
        self.start, self.path, self.anchor = copy.deepcopy(start), [], 0
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
        self.anchor = 0

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
            self.anchor = len(self.path)
        return answer

    def _play(self, recorded: dict) -> dict:
        move = as_played(recorded)
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

    def reach(self, moves: list[dict]) -> dict | None:
        """The state after `moves` from start (None: the engine refuses one), the game as matched
        left as it is (an answer looked at aside)."""
        return self._goto(moves)

    def events(self) -> list[dict]:
        """The events of the moves played since start."""
        return [event for events in self.played_events for event in events]

    # -- the search ----------------------------------------------------------------------
    def follow(self, target: dict, settled: bool, hints: list[tuple[object, list]],
               loose: tuple[frozenset[str], dict] | None = None, thorough: bool = True) -> bool:
        """Find this engine's answers that bring its game to the position `target`; with
        `settled` (the other engine waits for no decision), with no decision of this engine's
        pending either. True: found, and the matched game goes on from there. False: none found;
        `nearest` holds the position this engine came closest with. `loose`: zones the other
        engine shuffled, and its position with them unordered: a position that matches only so
        is found too, with `own_shuffle` set (the rest of the game depends on that order).
        Without `thorough`, only along the answers given (a position looked at aside).

        The search goes along the answers given first (limited discrepancy: the answers most like
        them, in the order given, then one step aside, then two...), from where this engine stands
        and, when the leader waits for no decision, from where the action began too (an answer
        taken on the way may fit the leader's position so far and not its end); then, before a
        difference is reported, along every answer, shallow first (iterative deepening)."""
        self.nearest, self.own_shuffle = None, False
        search = _Search(self, target, settled, hints, loose)
        root = self._goto(self.path)
        if root is None:
            raise ReplayRefused("a move it had taken, played again from the same position")
        if search.matches(root):
            return True
        search.note(root, list(self.path))
        roots = [list(self.path)]
        if settled and self.anchor < len(self.path):
            roots.append(self.path[: self.anchor])
        found = None
        for moves in roots:
            found = search.hinted(moves, HINTED_BOUND if settled else PENDING_BOUND)
            # the nearest position told is one along the answers matched so far: a search from
            # further back may come closer by counting, along answers the leader never gave
            search.noting = False
            if found is not None:
                break
        if found is None and settled and thorough:
            found = search.unhinted(self.path[: self.anchor], UNHINTED_BOUND)
        if found is None:
            return False
        self.path = found
        if settled:
            self.anchor = len(self.path)
        return True


class _Search:
    """One search of a follower's answers for a position. Moves are whole paths from the
    follower's start; each position reached is kept, so a path tried again plays nothing."""

    def __init__(self, follower: Follower, target: dict, settled: bool, hints: list[tuple[object, list]],
                 loose: tuple[frozenset[str], dict] | None):
        self.follower, self.target, self.settled, self.hints, self.loose = follower, target, settled, hints, loose
        self.game = follower.variant.game
        self.reached: dict[str, dict | None] = {}
        self.candidates: dict[str, list[list]] = {}
        self.noting = True  # whether positions reached may be the nearest told
        self.budget = 0
        self.cut = False  # whether the last pass left out answers beyond its discrepancy (or depth)
        # answers of the action (more than one possible) the follower may give: one per answer given
        self.depth_bound = len(hints) + DEPTH_MARGIN

    def matches(self, state: dict) -> bool:
        done = state.get("pending") is None or state.get("result") is not None
        if self.settled and not done:
            return False
        if position(state, self.game) == self.target:
            return True
        if self.loose is not None and position(state, self.game, self.loose[0]) == self.loose[1]:
            self.follower.own_shuffle = True
            return True
        return False

    def note(self, state: dict, moves: list[dict]) -> None:
        # nearest: where this engine too waits for no decision, if the other engine does (a
        # whole outcome to state), then by fewest differences
        done = state.get("pending") is None or state.get("result") is not None
        count = len(differences(position(state, self.game), self.target, limit=100)) + \
            (1000 if self.settled and not done else 0)
        nearest = self.follower.nearest
        if nearest is None or count < nearest[0]:
            self.follower.nearest = (count, moves, state, self.follower.events())

    def reach(self, moves: list[dict]) -> dict | None:
        """The follower's state after `moves` (None: it refuses the last), played once."""
        key = _key(moves)
        if key not in self.reached:
            if self.budget <= 0:
                raise _Spent()
            self.budget -= 1
            state = self.follower._goto(moves)  # None: refused (a bound the engine keeps itself)
            self.reached[key] = state
            if state is not None and self.noting and not self.matches(state):
                self.note(state, moves)
        return self.reached[key]

    def _step(self, moves: list[dict], pending: dict, answer: list) -> list[dict]:
        return [*moves, {"type": "choose", "choice": answer, "player": pending.get("player"),
                         "kind": pending.get("kind"), **({PART: "more"} if is_later_part(pending) else {}),
                         **({FORCED: True} if answer_count(pending) == 1 else {})}]

    def _cursors(self, moves: list[dict]) -> dict[object, int]:
        """Where each player's hints go on after the answers of the action in `moves`."""
        cursors: dict[object, int] = {}
        starts: dict[object, int] = {}  # each player's cursor before the choice their last answer is part of
        joined: list = []
        for move in moves[self._action_start(moves):]:
            seat = move.get("player")
            mine = [answer for s, answer in self.hints if s == seat]
            if move.get(PART) == "more":
                joined = [*joined, *(move.get("choice") or [])]
            else:
                starts[seat], joined = cursors.get(seat, 0), list(move.get("choice") or [])
            cursors[seat] = next_hint(mine, starts.get(seat, 0), joined)
        return cursors

    @staticmethod
    def _action_start(moves: list[dict]) -> int:
        index = len(moves)
        while index > 0 and moves[index - 1].get("type") == "choose":
            index -= 1
        return index

    def _open(self, moves: list[dict], state: dict | None) -> dict | None:
        """The decision to answer next on this path: None where the game waits for none, or the
        action has run far past the depth bound on questions with one possible answer."""
        if state is None or state.get("result") is not None:
            return None
        if len(moves) - self._action_start(moves) > 4 * self.depth_bound + 20:
            return None
        pending = state.get("pending")
        return pending if isinstance(pending, dict) else None

    def _candidates(self, moves: list[dict], pending: dict, cursor: int) -> list[list]:
        taken = taken_in_parts(moves, pending)
        key = _key([len(moves), cursor, pending, taken])
        if key not in self.candidates:
            like, rest = ordered_answers(pending, self.hints, cursor, taken)
            self.candidates[key] = [*like, *rest]
        return self.candidates[key]

    def _fits_no_hint(self, pending: dict) -> bool:
        """Whether the player answered the other engine, and no answer of theirs is one this
        decision takes as it is (the same choice asked in another shape)."""
        mine = [answer for seat, answer in self.hints if seat == pending.get("player")]
        return bool(mine) and not any(offered(pending, answer) for answer in mine)

    # -- along the answers given --------------------------------------------------------
    def hinted(self, root: list[dict], budget: int) -> list[dict] | None:
        """Limited discrepancy from `root`: each decision's answers in the order of
        `ordered_answers`, a path costing the sum of the places of its answers there; paths of
        cost 0 first (the answers given, as given), then 1, 2, ... until none is left out."""
        self.budget = budget
        allowance = 0
        try:
            while True:
                self.cut = False
                found = self._aside(root, self.reach(root), allowance, self._cursors(root),
                                    self._counted(root))
                if found is not None or not self.cut:
                    return found
                # one more at a time while the paths are few: a pass plays only paths it has
                # not played (positions are kept), so the cheapest path is met before the budget
                # goes on dearer ones; then faster, as a pass walks every path again
                allowance = allowance + 1 if allowance < LINEAR_ALLOWANCE else allowance * 2 + 1
        except _Spent:
            return None

    def _counted(self, moves: list[dict]) -> int:
        """The answers of the action in `moves` that count towards the depth bound: each choice
        asked in parts once, a question with one possible answer not at all (as in the search)."""
        return sum(1 for move in moves[self._action_start(moves):]
                   if move.get(PART) != "more" and not move.get(FORCED))

    def _aside(self, moves: list[dict], state: dict | None, allowance: int, cursors: dict[object, int],
               depth: int) -> list[dict] | None:
        pending = self._open(moves, state)
        if pending is None:
            return None
        # a question with one possible answer, or a later part of a choice, adds no depth
        single = answer_count(pending) == 1 or is_later_part(pending)
        if not single and depth >= self.depth_bound:
            return None  # the depth bound holds on every pass: a wider one finds nothing more here
        seat = pending.get("player")
        # where none of the player's answers fits this decision as it is, they rank its answers
        # only loosely: any answer but the first is one step aside, not one step per place
        flat = answer_count(pending) <= FLAT_ANSWERS and self._fits_no_hint(pending)
        for place, answer in enumerate(self._candidates(moves, pending, cursors.get(seat, 0))):
            cost = min(place, 1) if flat else place
            if cost > allowance:
                self.cut = True
                break
            child = self._step(moves, pending, answer)
            reached = self.reach(child)
            if reached is None:
                continue
            if self.matches(reached):
                return child
            found = self._aside(child, reached, allowance - cost, self._cursors(child), depth + (0 if single else 1))
            if found is not None:
                return found
        return None

    # -- along every answer -----------------------------------------------------------------
    def unhinted(self, root: list[dict], budget: int) -> list[dict] | None:
        """Iterative deepening from `root`, every answer of each decision (at most ANSWERS_TRIED)
        in its own order: every path of one answer, then of two, ... up to the depth bound."""
        self.budget = budget
        try:
            for limit in range(1, self.depth_bound + 1):
                self.cut = False
                found = self._deeper(root, self.reach(root), limit, self._counted(root))
                if found is not None or not self.cut:
                    return found
        except _Spent:
            return None
        return None

    def _deeper(self, moves: list[dict], state: dict | None, limit: int, depth: int) -> list[dict] | None:
        pending = self._open(moves, state)
        if pending is None:
            return None
        single = answer_count(pending) == 1 or is_later_part(pending)
        if not single and depth >= limit:
            self.cut = True
            return None
        for answer in answers(pending, ANSWERS_TRIED):
            child = self._step(moves, pending, answer)
            reached = self.reach(child)
            if reached is None:
                continue
            if self.matches(reached):
                return child
            found = self._deeper(child, reached, limit, depth + (0 if single else 1))
            if found is not None:
                return found
        return None
