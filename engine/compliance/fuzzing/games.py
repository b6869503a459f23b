"""Differential fuzzing: random games played in lockstep by the reference engine and another
implementation, compared after every move; the first difference is shrunk to a small position
and written as a scenario (engine/compliance/fuzzing/regressions.py).

A seed names a game. The reference deals it (and, in Innovation, plays the opening melds); both
engines then start from that complete position (protocol `new_game` with every zone listed).
This module holds what a game is made of: the starting positions, the random agent's moves, the
checks of the other engine's answers, what a game and a divergence record. The game itself is
played in lockstep.py: the random agent picks each action from the other engine's `moves` and
answers the questions of the engine leading the turn, and the other engine follows by position
(following.py; positions.py, Lost Legacy: lost_legacy.py). A question's shape is no difference;
a position the follower cannot reach once the leader waits for no decision is. A variant is a
bundled id or a `FuzzVariant` (a variant file, sent to new_game as the resolved variant object).

    >>> opening("deluxe", 2, seed=3)["turn"]
    {'number': 1, 'player': 0, 'actions_left': 1}
"""

from __future__ import annotations

from dataclasses import dataclass, field
from random import Random

from ...errors import UserError
from ..running.context import DEFAULT_NAMES
from ..running.implementations import Implementation, ImplementationFailure, Reference
from . import lost_legacy
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
    led_by: str = "other"        # whose questions the agent answered: "other" or "reference"


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

def ask(impl: Implementation, message: dict) -> dict:
    answer = impl.request(message)
    if not isinstance(answer, dict) or not isinstance(answer.get("ok"), bool):
        raise ImplementationFailure("bad_answer", f"answer to {message.get('op')} has no boolean \"ok\"")
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
    cards on each board (some piles splayed), in hands and in score piles (and, with Echoes, in
    forecasts, with the Unseen, in safes, within their limits), the rest of the set left to the
    supply."""
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
    if "echoes" in variant.cards.expansions:
        # drawn after everything else, so that a seed deals a game without Echoes as before
        for entry in seats:
            shown = entry["board"]
            room = _forecast_room(variant, shown if isinstance(shown, dict) else {})
            entry["forecast"] = [loose.pop() for _ in range(min(rng.randint(0, 2), room, len(loose)))]
    if "unseen" in variant.cards.expansions:
        # likewise after the forecasts: a few secrets in each safe, within its limit
        for entry in seats:
            shown = entry["board"]
            room = _forecast_room(variant, shown if isinstance(shown, dict) else {})
            entry["safe"] = [loose.pop() for _ in range(min(rng.randint(0, 3), room, len(loose)))]
    # two actions left, or every action of a house variant with fewer a turn
    return {"players": seats, "turn": {"number": 9, "player": 0, "actions_left": min(2, variant.actions.per_turn)}}


SPLAY_RANKS = {"none": 0, "left": 1, "right": 2, "up": 3, "aslant": 4}


def _forecast_room(variant, board: dict) -> int:
    """How many cards a random position may put in an Echoes forecast: at most its limit, 5 less
    the highest splay of the board (limits.safe_and_forecast), whatever the limit."""
    if variant.limits.safe_and_forecast == "none":
        return 5
    return 5 - max((SPLAY_RANKS.get(pile["splay"], 0) for pile in board.values()), default=0)


def _without_icons(state: dict) -> dict:
    """A state answer as a position to give: Innovation's icon counts are output only."""
    for player in state.get("players", []):
        player.pop("icons", None)
    return state


def card_start(variant: FuzzVariant | str, players: int, seed: int) -> dict:
    """The complete position a seed names in the `cards` mode: one card of the set (by seed)
    on top of Alice's board in a random position; the supply completed by the reference."""
    variant = as_fuzz_variant(variant)
    card = seed_card(variant, seed)
    rng = Random(seed)
    for _ in range(20):  # a position in which someone already meets the target is drawn again
        reference = Reference()
        partial = random_position(variant.model, card, rng, players, DEFAULT_NAMES[:players])
        answer = ask(reference, {"op": "new_game", "variant": variant.payload, "players": DEFAULT_NAMES[:players],
                                  "seed": seed, "state": partial})
        if answer["ok"] and answer["state"].get("result") is None:
            return _without_icons(answer["state"])
    raise UserError(f"no playable position found for {card} in {variant.label}")


def seed_card(variant: FuzzVariant, seed: int) -> str:
    from ...innovation import load_catalog

    if variant.game != "innovation":
        raise UserError(f"{variant.label} is not an Innovation variant: --start cards puts an Innovation card "
                        "on a board")
    # the expansions' cards too (Echoes), but no figure: a figure has no dogma to play first
    catalog = load_catalog(variant.model.cards.set, tuple(variant.model.cards.expansions))
    names = sorted(n for n, c in catalog.cards.items() if c.age >= 1 and not c.figure)
    return names[seed % len(names)]


def opening(variant: FuzzVariant | str, players: int, seed: int) -> dict:
    """The complete position a seed names: the reference deals the game and its random agent
    plays the opening melds (Innovation; a Lost Legacy round starts at once); every zone is listed."""
    variant = as_fuzz_variant(variant)
    reference = Reference()
    names = DEFAULT_NAMES[:players]
    answer = ask(reference, {"op": "new_game", "variant": variant.payload, "players": names, "seed": seed})
    if not answer["ok"]:
        raise UserError(f"the reference refused {variant.label} with {players} players: {answer['error']['message']}")
    rng = Random(seed)
    while True:
        listed = ask(reference, {"op": "moves"})
        if listed.get("pending") is None or listed["pending"].get("kind") != "opening_meld":
            break
        ask(reference, {"op": "play", "move": random_move(listed, rng)})
    return _without_icons(ask(reference, {"op": "state"})["state"])


# on a recorded answer: "more" where it answers a later part of a choice asked in parts (the
# decision carried `continues`): the parts of one choice are one answer to the other engine
PART = "part"
# on a recorded answer the fuzz's search gave: true where the decision had one possible answer
# (one engine asks it, another may not: it adds nothing to the depth of the search)
FORCED = "forced"


def as_played(entry: dict) -> dict:
    """A recorded move as `play` sends it: without the seat, the decision kind and the search's
    markers kept beside it."""
    return {k: v for k, v in entry.items() if k not in ("player", "kind", PART, FORCED)}


def written_start(state: dict, game: str) -> dict | None:
    """A position to start a divergence from (a state answer, which it may change): the state as
    a scenario can state it (None: no scenario can, so the divergence starts earlier). Every
    Innovation position can be stated."""
    if game == "lost-legacy":
        return lost_legacy.written_position(state)
    return _without_icons(state)
