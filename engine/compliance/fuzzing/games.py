"""Differential fuzzing: random games played in lockstep by the reference engine and another
implementation, compared after every move; the first difference is shrunk to a small position
and written as a scenario (engine/compliance/fuzzing/regressions.py).

A seed names a game. The reference deals it and plays the opening melds; both engines then
start from that complete position (protocol `new_game` with every zone listed), the reference's
random agent picks each move and answer, both engines play it, and their `moves` and `state`
answers are compared (hands, score piles, achievements and the junk as sets; piles and supply
decks in order; decisions by player, options as a set and bounds).

    >>> from rulebook.compliance.running.implementations import Reference
    >>> game = fuzz_game(Reference(), "deluxe", 2, seed=3)
    >>> game.divergence is None and game.moves > 10
    True
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from random import Random

from ...errors import UserError
from ..running.context import DEFAULT_NAMES, first_difference
from ..running.implementations import Implementation, ImplementationFailure, Reference

MAX_MOVES = 3000
DOGMA_WEIGHT = 4


@dataclass
class Divergence:
    """Where two engines first differ: the position (a complete state) at the start of the
    action, the moves from there (the last one shows the difference) and both outcomes."""

    start: dict
    moves: list[dict]            # each with "player": the seat that plays it
    what: str                    # state | moves | refused | inconsistent | crash
    detail: str
    reference: dict | None = None   # the reference's state (or moves answer) after the last move
    other: dict | None = None


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


# -- comparing answers ------------------------------------------------------------------------

def canonical_state(state: dict) -> dict:
    """What two correct engines must agree on: unordered zones sorted, names of the engine's
    own choosing (variant id, prompts, kinds) and "x-" fields dropped."""
    state = {k: v for k, v in state.items() if not str(k).startswith("x-") and k != "variant"}
    players = []
    for player in state.get("players", []):
        entry = {k: v for k, v in player.items() if not str(k).startswith("x-")}
        for zone in ("hand", "score", "achievements"):
            entry[zone] = sorted(entry.get(zone) or [])
        entry["board"] = {c: {"cards": p.get("cards", []), "splay": p.get("splay", "none")}
                          for c, p in sorted((entry.get("board") or {}).items())}
        players.append(entry)
    state["players"] = players
    state["junk"] = sorted(state.get("junk") or [])
    achievements = state.get("achievements") or {}
    state["achievements"] = {"standard": achievements.get("standard") or {},
                             "special": sorted(achievements.get("special") or [])}
    state["pending"] = canonical_decision(state.get("pending"))
    return state


def canonical_decision(decision: dict | None) -> dict | None:
    if not isinstance(decision, dict):
        return None
    return {"player": decision.get("player"), "options": sorted(map(str, decision.get("options") or [])),
            "min": decision.get("min"), "max": decision.get("max")}


def canonical_moves(answer: dict) -> dict:
    if answer.get("pending") is not None:
        return {"player": answer.get("player"), "pending": canonical_decision(answer["pending"])}
    moves = sorted((m.get("type"), str(m.get("card", "")), str(m.get("age", "")))
                   for m in answer.get("moves") or [] if not m.get("unsupported"))
    return {"player": answer.get("player"), "moves": moves}


# -- playing ------------------------------------------------------------------------------------

def _ask(impl: Implementation, message: dict) -> dict:
    answer = impl.request(message)
    if not isinstance(answer, dict) or not isinstance(answer.get("ok"), bool):
        raise ImplementationFailure("bad_answer", f"answer to {message.get('op')} has no boolean 'ok'")
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
    return {"players": seats, "turn": {"number": 9, "player": 0, "actions_left": 2}}


def card_start(variant_id: str, players: int, seed: int) -> dict:
    """The complete position a seed names in the `cards` mode: one card of the set (by seed)
    on top of Alice's board in a random position; the supply completed by the reference."""
    from ...variants import load_variant

    variant = load_variant(variant_id)
    card = _seed_card(variant_id, seed)
    rng = Random(seed)
    for _ in range(20):  # a position in which someone already meets the target is drawn again
        reference = Reference()
        partial = random_position(variant, card, rng, players, DEFAULT_NAMES[:players])
        answer = _ask(reference, {"op": "new_game", "variant": variant_id, "players": DEFAULT_NAMES[:players],
                                  "seed": seed, "state": partial})
        if answer["ok"] and answer["state"].get("result") is None:
            state = answer["state"]
            for player in state["players"]:
                player.pop("icons", None)
            return state
    raise UserError(f"no playable position found for {card} in {variant_id}")


def _seed_card(variant_id: str, seed: int) -> str:
    from ...innovation import load_catalog
    from ...variants import load_variant

    variant = load_variant(variant_id)
    if variant.game != "innovation":
        raise UserError(f"{variant_id} is not an Innovation variant")
    names = sorted(n for n, c in load_catalog(variant.cards.set).cards.items() if c.age >= 1)
    return names[seed % len(names)]


def opening(variant: str, players: int, seed: int) -> dict:
    """The complete position a seed names: the reference deals the game and its random agent
    plays the opening melds; every zone is listed."""
    reference = Reference()
    names = DEFAULT_NAMES[:players]
    answer = _ask(reference, {"op": "new_game", "variant": variant, "players": names, "seed": seed})
    if not answer["ok"]:
        raise UserError(f"the reference refused {variant} with {players} players: {answer['error']['message']}")
    rng = Random(seed)
    while True:
        listed = _ask(reference, {"op": "moves"})
        if listed.get("pending") is None or listed["pending"].get("kind") != "opening_meld":
            break
        _ask(reference, {"op": "play", "move": random_move(listed, rng)})
    state = _ask(reference, {"op": "state"})["state"]
    for player in state["players"]:
        player.pop("icons", None)
    return state


def replay(impl: Implementation, variant: str, start: dict, moves: list[dict], seed: int) -> tuple[str, dict]:
    """Start `impl` from `start` and play `moves`: ("ok", final state) or (what, detail)."""
    names = [p["name"] for p in start["players"]]
    answer = _ask(impl, {"op": "new_game", "variant": variant, "players": names, "seed": seed,
                         "state": copy.deepcopy(start)})
    if not answer["ok"]:
        return "refused", answer
    for move in moves:
        answer = _ask(impl, {"op": "play", "move": {k: v for k, v in move.items() if k != "player"}})
        if not answer["ok"]:
            return "refused", answer
    return "ok", _ask(impl, {"op": "state"})["state"]


def fuzz_game(other: Implementation, variant: str, players: int, seed: int,
              max_moves: int = MAX_MOVES, start_mode: str = "deal") -> FuzzGame:
    """Play one game in lockstep; stop at the first difference (or when the other engine fails).
    `start_mode` "deal" starts after the opening melds of a dealt game; "cards" starts from a
    random position around one card of the set (chosen by the seed), whose dogma comes first."""
    game = FuzzGame(seed, variant, players)
    start = card_start(variant, players, seed) if start_mode == "cards" else opening(variant, players, seed)
    # in the cards mode the seed's card (on top of Alice's board) has its dogma played first
    first_card = _seed_card(variant, seed) if start_mode == "cards" else None
    reference = Reference()
    names = [p["name"] for p in start["players"]]
    rng = Random(seed * 7919 + 1)
    action_start, since_action = copy.deepcopy(start), []  # type: dict, list[dict]
    try:
        for impl in (reference, other):
            answer = _ask(impl, {"op": "new_game", "variant": variant, "players": names, "seed": seed,
                                 "state": copy.deepcopy(start)})
            if not answer["ok"]:
                game.divergence = Divergence(start, [], "refused", f"new_game refused: {answer['error']}")
                return game
        while game.moves < max_moves:
            ours, theirs = _ask(reference, {"op": "moves"}), _ask(other, {"op": "moves"})
            if canonical_moves(ours) != canonical_moves(theirs):
                game.divergence = Divergence(action_start, list(since_action), "moves",
                                             first_difference(canonical_moves(ours), canonical_moves(theirs)) or "",
                                             ours, theirs)
                return game
            if ours.get("player") is None:
                break
            if ours.get("pending") is None:  # an action begins: the position to shrink from
                action_start = _ask(reference, {"op": "state"})["state"]
                for player in action_start["players"]:
                    player.pop("icons", None)
                since_action = []
            move = random_move(ours, rng)
            if first_card is not None and ours.get("pending") is None:
                if any(m.get("type") == "dogma" and m.get("card") == first_card for m in ours.get("moves") or []):
                    move = {"type": "dogma", "card": first_card}
                first_card = None
            since_action.append({**move, "player": ours["player"]})
            game.moves += 1
            answer = _ask(reference, {"op": "play", "move": move})
            if not answer["ok"]:
                raise RuntimeError(f"the reference refused its own move {move}: {answer['error']}")
            theirs_answer = _ask(other, {"op": "play", "move": move})
            if not theirs_answer["ok"]:
                game.divergence = Divergence(action_start, list(since_action), "refused",
                                             f"the other engine refused {move}: {theirs_answer['error']}",
                                             answer["state"], theirs_answer)
                return game
            ours_state, theirs_state = answer["state"], _ask(other, {"op": "state"})["state"]
            claimed = theirs_answer.get("state")
            if isinstance(claimed, dict) and first_difference(canonical_state(claimed), canonical_state(theirs_state)):
                game.divergence = Divergence(action_start, list(since_action), "inconsistent",
                                             "the other engine's play answer carries a state that its state "
                                             "answer contradicts: " + (first_difference(
                                                 canonical_state(claimed), canonical_state(theirs_state)) or ""),
                                             ours_state, theirs_state)
                return game
            difference = first_difference(canonical_state(ours_state), canonical_state(theirs_state))
            if difference:
                game.divergence = Divergence(action_start, list(since_action), "state", difference,
                                             ours_state, theirs_state)
                return game
            if ours_state.get("result") is not None:
                game.result = ours_state["result"]
                break
    except ImplementationFailure as exc:
        game.failure = str(exc)
    return game
