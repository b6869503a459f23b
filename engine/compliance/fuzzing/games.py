"""Differential fuzzing: random games played in lockstep by the reference engine and another
implementation, compared after every move; the first difference is shrunk to a small position
and written as a scenario (engine/compliance/fuzzing/regressions.py).

A seed names a game. The reference deals it (and, in Innovation, plays the opening melds); both
engines then start from that complete position (protocol `new_game` with every zone listed).
The random agent picks each action from the other engine's `moves` (both engines play it, and
their legal actions are compared) and answers each question the other engine asks; the
reference follows by position (following.py): it searches its own answers until its position
equals the other engine's (positions.py; Lost Legacy: lost_legacy.py). A question's shape is no
difference; a position the reference cannot reach once the other engine waits for no decision
is. A variant is a bundled id or a `FuzzVariant` (a variant file, sent to new_game as the
resolved variant object).

    >>> from rulebook.compliance.running.implementations import Reference
    >>> game = fuzz_game(Reference(), "deluxe", 2, seed=3)
    >>> game.divergence is None and game.moves > 10
    True
    >>> fuzz_game(Reference(), "lost-legacy-starship", 3, seed=3).divergence is None
    True
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from random import Random

from ...errors import UserError
from ..running.context import DEFAULT_NAMES, first_difference
from ..running.decisions import offered
from ..running.implementations import Implementation, ImplementationFailure, Reference
from . import lost_legacy
from .following import ReferenceFollower
from .positions import canonical_moves, canonical_state, position
from .variant import FuzzVariant, as_fuzz_variant

MAX_MOVES = 3000
DOGMA_WEIGHT = 4


@dataclass
class Divergence:
    """Where two engines first differ: the position (a complete state) at the start of the
    action, the moves from there (the last one shows the difference) and both outcomes."""

    start: dict
    moves: list[dict]            # each with "player": the seat that plays it (and an answer's "kind")
    what: str                    # state | moves | refused | inconsistent | crash
    detail: str
    reference: dict | None = None   # the reference's state (or moves answer) after the last move
    other: dict | None = None
    other_moves: list[dict] = field(default_factory=list)  # the other engine's moves, in its own words


@dataclass
class FuzzGame:
    seed: int
    variant: str
    players: int
    moves: int = 0
    result: dict | None = None
    divergence: Divergence | None = None
    failure: str | None = None   # the other engine crashed or hung
    shrunk: Divergence | None = None
    scenario: str | None = None  # the feature text written for the divergence
    extra: dict = field(default_factory=dict)


# -- playing ------------------------------------------------------------------------------------

def _ask(impl: Implementation, message: dict) -> dict:
    answer = impl.request(message)
    if not isinstance(answer, dict) or not isinstance(answer.get("ok"), bool):
        raise ImplementationFailure("bad_answer", f"answer to {message.get('op')} has no boolean 'ok'")
    return answer


def _bad(op: str, what: str) -> ImplementationFailure:
    return ImplementationFailure("bad_answer", f"the other engine's answer to {op} {what}")


def _checked_state(state, op: str) -> dict:
    if not isinstance(state, dict):
        raise _bad(op, f"carries a state that is not an object ({type(state).__name__})")
    players = state.get("players")
    if not isinstance(players, list) or not all(isinstance(p, dict) for p in players):
        raise _bad(op, "carries a state whose players are not a list of objects")
    for seat, player in enumerate(players):
        for zone in ("hand", "score", "achievements"):
            cards = player.get(zone)
            if cards is not None and not (isinstance(cards, list) and all(isinstance(c, (str, dict)) for c in cards)):
                raise _bad(op, f"carries a state whose players.{seat}.{zone} is not a list of cards")
        board = player.get("board")
        if board is not None and not (isinstance(board, dict) and all(isinstance(p, dict) for p in board.values())):
            raise _bad(op, f"carries a state whose players.{seat}.board is not an object of piles")
    return state


def checked_answer(answer: dict, op: str, seats: int) -> dict:
    """The other engine's answer to `op`, if it has the shape the protocol promises (a refusal of
    new_game or play is an answer, a difference); else ImplementationFailure("bad_answer")."""
    if op in ("state", "moves") and not answer["ok"]:
        raise _bad(op, f"is a refusal: {answer.get('error')!r:.200}")
    if op == "state" or (op == "play" and answer["ok"]):
        if "state" not in answer:
            raise _bad(op, "carries no state")
        _checked_state(answer["state"], op)
    if op == "moves":
        player = answer.get("player")
        if player is not None and not (isinstance(player, int) and not isinstance(player, bool)
                                       and 0 <= player < seats):
            raise _bad(op, f"names player {player!r:.40}, not a seat of {seats}")
        moves = answer.get("moves")
        if moves is not None and not (isinstance(moves, list) and all(isinstance(m, dict) for m in moves)):
            raise _bad(op, "carries moves that are not a list of objects")
        pending = answer.get("pending")
        if pending is not None:
            if not isinstance(pending, dict) or not isinstance(pending.get("options"), list):
                raise _bad(op, "carries a pending decision without a list of options")
            low, high = pending.get("min"), pending.get("max")
            if not (type(low) is int and type(high) is int and 0 <= low <= high):
                raise _bad(op, f"carries a pending decision whose min and max are {[low, high]!r:.80}")
    return answer


def random_move(answer: dict, rng: Random) -> dict:
    """A legal move chosen at random from a `moves` answer: a random answer to a pending
    decision (random size, random order), or one of the supported actions, a dogma action
    being DOGMA_WEIGHT times as likely as any other."""
    pending = answer.get("pending")
    if pending is not None:
        size = rng.randint(pending["min"], pending["max"])
        return {"type": "choose", "choice": rng.sample(list(pending["options"]), size)}
    moves = [m for m in answer.get("moves") or [] if not m.get("unsupported")]
    if not moves:
        raise ValueError("no move is legal")
    # dogma actions are where card texts and sharing rules act: weigh them up
    weights = [DOGMA_WEIGHT if m.get("type") == "dogma" else 1 for m in moves]
    return {k: v for k, v in rng.choices(moves, weights)[0].items() if k != "unsupported"}


def random_position(variant, card: str, rng: Random, players: int, names: list[str] | None = None) -> dict:
    """A legal partial position with `card` on top of seat 0's pile of its colour: a few
    cards on each board (some piles splayed), in hands and in score piles, the rest of the set
    left to the supply."""
    from ...innovation import load_catalog

    catalog = load_catalog(variant.cards.set, tuple(variant.cards.expansions))
    by_color: dict[str, list[str]] = {}
    for name in sorted(catalog.cards):
        if name != card and catalog.cards[name].age >= 1:
            by_color.setdefault(catalog.cards[name].color, []).append(name)
    loose = []
    for color, pool in by_color.items():
        rng.shuffle(pool)
        by_color[color], rest = pool[:8], pool[8:]
        loose.extend(rest)
    rng.shuffle(loose)
    directions = ["none", *variant.splay.revealed]
    seats = []
    for seat in range(players):
        board = {}
        for color, pool in by_color.items():
            size = rng.randint(0, 2) if seat else rng.randint(0, 1)
            cards = [pool.pop() for _ in range(min(size, len(pool)))]
            if seat == 0 and color == catalog.cards[card].color:
                cards = [card, *cards]
            if cards:
                board[color] = {"cards": cards, "splay": rng.choice(directions) if len(cards) > 1 else "none"}
        hand = [loose.pop() for _ in range(rng.randint(0, 4))]
        score = [loose.pop() for _ in range(rng.randint(0, 5))]
        name = names[seat] if names else f"P{seat}"
        seats.append({"name": name, "board": board, "hand": hand, "score": score})
    # two actions left, or every action of a house variant with fewer a turn
    return {"players": seats, "turn": {"number": 9, "player": 0, "actions_left": min(2, variant.actions.per_turn)}}


def _without_icons(state: dict) -> dict:
    """A state answer as a position to give: Innovation's icon counts are output only."""
    for player in state.get("players", []):
        player.pop("icons", None)
    return state


def card_start(variant: FuzzVariant | str, players: int, seed: int) -> dict:
    """The complete position a seed names in the `cards` mode: one card of the set (by seed)
    on top of Alice's board in a random position; the supply completed by the reference."""
    variant = as_fuzz_variant(variant)
    card = _seed_card(variant, seed)
    rng = Random(seed)
    for _ in range(20):  # a position in which someone already meets the target is drawn again
        reference = Reference()
        partial = random_position(variant.model, card, rng, players, DEFAULT_NAMES[:players])
        answer = _ask(reference, {"op": "new_game", "variant": variant.payload, "players": DEFAULT_NAMES[:players],
                                  "seed": seed, "state": partial})
        if answer["ok"] and answer["state"].get("result") is None:
            return _without_icons(answer["state"])
    raise UserError(f"no playable position found for {card} in {variant.label}")


def _seed_card(variant: FuzzVariant, seed: int) -> str:
    from ...innovation import load_catalog

    if variant.game != "innovation":
        raise UserError(f"{variant.label} is not an Innovation variant: --start cards puts an Innovation card "
                        "on a board")
    names = sorted(n for n, c in load_catalog(variant.model.cards.set).cards.items() if c.age >= 1)
    return names[seed % len(names)]


def opening(variant: FuzzVariant | str, players: int, seed: int) -> dict:
    """The complete position a seed names: the reference deals the game and its random agent
    plays the opening melds (Innovation; a Lost Legacy round starts at once); every zone is listed."""
    variant = as_fuzz_variant(variant)
    reference = Reference()
    names = DEFAULT_NAMES[:players]
    answer = _ask(reference, {"op": "new_game", "variant": variant.payload, "players": names, "seed": seed})
    if not answer["ok"]:
        raise UserError(f"the reference refused {variant.label} with {players} players: {answer['error']['message']}")
    rng = Random(seed)
    while True:
        listed = _ask(reference, {"op": "moves"})
        if listed.get("pending") is None or listed["pending"].get("kind") != "opening_meld":
            break
        _ask(reference, {"op": "play", "move": random_move(listed, rng)})
    return _without_icons(_ask(reference, {"op": "state"})["state"])


def _move(entry: dict) -> dict:
    """A recorded move as `play` sends it: without the seat and the decision kind kept beside it."""
    return {k: v for k, v in entry.items() if k not in ("player", "kind")}


def written_start(state: dict, game: str) -> dict | None:
    """A position to start a divergence from (a state answer, which it may change): the state as
    a scenario can state it (None: no scenario can, so the divergence starts earlier). Every
    Innovation position can be stated."""
    if game == "lost-legacy":
        return lost_legacy.written_position(state)
    return _without_icons(state)


class OwnShuffle(Exception):
    """The other engine shuffled a zone into another order than the reference: a random choice of
    its own, as good as the reference's, from which the game cannot be compared further."""


class ReferenceRefused(RuntimeError):
    """The reference refused an action the other engine offered and the reference listed too
    (while shrinking: a position edited so that the recorded move is no longer legal)."""


class _Lockstep:
    """One game played on the other engine, its questions answered by the random agent, with the
    reference following its positions (following.py); where a divergence would start."""

    def __init__(self, variant: FuzzVariant, other: Implementation, seed: int):
        self.variant, self.other, self.seed = variant, other, seed
        self.follower = ReferenceFollower(variant, seed)
        self.start: dict = {}
        self.since_start: list[dict] = []   # the other engine's moves since start, in its own words
        self.hints: list[tuple[object, list]] = []  # its answers since the action began, by seat
        self.events: list[dict] = []         # its events since start
        self.path_from = 0                   # where the reference's moves since start begin in its path

    def ask_other(self, message: dict) -> dict:
        return checked_answer(_ask(self.other, message), message["op"], len(self.start.get("players") or []))

    def begin(self, start: dict) -> Divergence | None:
        self.start = written_start(copy.deepcopy(start), self.variant.game) or start
        answer = self.follower.begin(start)
        if not answer["ok"]:
            return Divergence(start, [], "refused", f"new_game refused: {answer['error']}")
        names = [p["name"] for p in start["players"]]
        answer = _ask(self.other, {"op": "new_game", "variant": self.variant.payload, "players": names,
                                   "seed": self.seed, "state": copy.deepcopy(start)})
        if not answer["ok"]:
            return Divergence(start, [], "refused", f"new_game refused: {answer['error']}")
        return self._meet(self.ask_other({"op": "state"})["state"])

    def differ(self, what: str, detail: str, reference: dict | None, other: dict | None,
               moves: list[dict] | None = None) -> Divergence:
        moves = self.follower.path if moves is None else moves
        return Divergence(self.start, list(moves[self.path_from:]), what, detail, reference, other,
                          list(self.since_start))

    def compare_moves(self) -> tuple[dict, Divergence | None]:
        """The other engine's `moves` answer, and a divergence if, waiting for no decision, its
        legal actions are not the reference's. Where an action begins and a scenario can state
        the position, a divergence starts there."""
        theirs = self.ask_other({"op": "moves"})
        if theirs.get("pending") is not None:
            return theirs, None  # a question: answered, and the positions it leads to compared
        ours = self.follower.request({"op": "moves"})
        if canonical_moves(ours) != canonical_moves(theirs):
            return theirs, self.differ("moves", first_difference(canonical_moves(ours), canonical_moves(theirs)) or "",
                                       ours, theirs)
        if theirs.get("player") is not None:
            position_now = written_start(self.follower.request({"op": "state"})["state"], self.variant.game)
            if position_now is not None:
                self.start, self.since_start, self.events = position_now, [], []
                # the reference's own replays start a turn at most (what a turn counts, such as
                # Monument's tucks, is in no stated position), a divergence the action
                if (position_now.get("turn") or {}).get("number") != (self.follower.start.get("turn") or {}).get("number"):
                    self.follower.restart(copy.deepcopy(position_now))
                self.path_from = len(self.follower.path)
        return theirs, None

    def play(self, move: dict, by: dict) -> tuple[dict, Divergence | None]:
        """Play `move` (chosen from the other engine's `moves` answer `by`): an action on both
        engines, an answer on the other engine only; then the reference follows. The other
        engine's new state, and a divergence if it refuses the move or the reference cannot
        reach its position."""
        pending = by.get("pending")
        recorded = {**move, "player": by["player"], **({"kind": pending.get("kind")} if pending else {})}
        self.since_start.append(recorded)
        if pending is None:
            answer = self.follower.play(recorded)
            if not answer["ok"]:
                raise ReferenceRefused(f"the reference refused {move}, which it listed: {answer['error']}")
            self.hints = []
        else:
            self.hints.append((pending.get("player"), list(move.get("choice") or [])))
        theirs_answer = self.ask_other({"op": "play", "move": move})
        if not theirs_answer["ok"]:
            return {}, self.differ("refused", f"the other engine refused {move}: {theirs_answer['error']}",
                                   self.follower.state, theirs_answer)
        theirs = self.ask_other({"op": "state"})["state"]
        claimed = theirs_answer.get("state")
        if isinstance(claimed, dict):
            game = self.variant.game
            inconsistent = first_difference(canonical_state(claimed, game), canonical_state(theirs, game))
            if inconsistent:
                return theirs, self.differ("inconsistent", "the other engine's play answer carries a state that its "
                                           "state answer contradicts: " + inconsistent, self.follower.state, theirs)
        self.events += list(theirs_answer.get("events") or [])
        return theirs, self._meet(theirs)

    def _meet(self, theirs: dict) -> Divergence | None:
        """Let the reference reach the other engine's position. While the other engine waits for
        an answer, a position not reached yet may be reached later (it asks what the reference
        settled by itself, or in another order); once it waits for none, it must be."""
        game = self.variant.game
        settled = theirs.get("pending") is None or theirs.get("result") is not None
        searched = bool(self.hints)
        shuffled = lost_legacy.shuffled_zones(self.events) if game == "lost-legacy" else frozenset()
        loose = (shuffled, position(theirs, game, shuffled)) if shuffled else None
        if self.follower.follow(position(theirs, game), settled, self.hints, loose):
            if self.follower.own_shuffle:
                raise OwnShuffle()
            return None
        assert self.follower.nearest is not None
        _, moves, ours, _ = self.follower.nearest
        if not settled:
            return None
        detail = first_difference(position(ours, game), position(theirs, game)) or \
            "the reference still waits for a decision"
        if searched or moves:
            detail = f"no answers of the reference reach the other engine's position; nearest: {detail}"
        return self.differ("state", detail, ours, theirs, self.follower.path + moves)


def fuzz_game(other: Implementation, variant: FuzzVariant | str, players: int, seed: int,
              max_moves: int = MAX_MOVES, start_mode: str = "deal") -> FuzzGame:
    """Play one game in lockstep; stop at the first difference (or when the other engine fails).
    `start_mode` "deal" starts after the opening melds of a dealt game; "cards" starts from a
    random position around one card of the set (chosen by the seed), whose dogma comes first."""
    variant = as_fuzz_variant(variant)
    game = FuzzGame(seed, variant.label, players)
    start = card_start(variant, players, seed) if start_mode == "cards" else opening(variant, players, seed)
    # in the cards mode the seed's card (on top of Alice's board) has its dogma played first
    first_card = _seed_card(variant, seed) if start_mode == "cards" else None
    rng = Random(seed * 7919 + 1)
    lockstep = _Lockstep(variant, other, seed)
    try:
        game.divergence = lockstep.begin(start)
        while game.divergence is None and game.moves < max_moves:
            theirs, game.divergence = lockstep.compare_moves()
            if game.divergence is not None or theirs.get("player") is None:
                break
            move = random_move(theirs, rng)
            if first_card is not None and theirs.get("pending") is None:
                if any(m.get("type") == "dogma" and m.get("card") == first_card for m in theirs.get("moves") or []):
                    move = {"type": "dogma", "card": first_card}
                first_card = None
            game.moves += 1
            state, game.divergence = lockstep.play(move, theirs)
            if game.divergence is None and state.get("result") is not None:
                game.result = state["result"]
                break
    except OwnShuffle:
        game.extra["ended_at_own_shuffle"] = True
    except ImplementationFailure as exc:
        game.failure = str(exc)
    except (KeyError, TypeError, ValueError, AttributeError, IndexError, RecursionError) as exc:
        # an answer of the other engine's that the checks above let through and comparing trips on
        game.failure = (f"bad_answer: an answer of the other engine's cannot be compared "
                        f"({type(exc).__name__}: {exc!s:.200})")
    return game


def replayed(variant: FuzzVariant, other: Implementation, seed: int, start: dict,
             other_moves: list[dict]) -> Divergence | None:
    """Play the other engine's recorded moves from `start` in lockstep again: the divergence they
    come to, or None (none, or the moves no longer fit the position: a shrink went too far)."""
    lockstep = _Lockstep(variant, other, seed)
    try:
        divergence = lockstep.begin(start)
        for recorded in other_moves:
            if divergence is not None:
                return divergence
            theirs, divergence = lockstep.compare_moves()
            if divergence is not None:
                return divergence
            move = _move(recorded)
            pending = theirs.get("pending")
            if theirs.get("player") is None or (pending is not None) != (move.get("type") == "choose"):
                return None
            if pending is not None and not offered(pending, list(move.get("choice") or [])):
                return None
            _, divergence = lockstep.play(move, theirs)
        return divergence or lockstep.compare_moves()[1]
    except (ReferenceRefused, OwnShuffle):
        return None
