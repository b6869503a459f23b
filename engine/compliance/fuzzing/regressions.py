"""A fuzz divergence made small and kept: shrinking the position, and writing it as a scenario.

Shrinking removes cards from the starting position (supply piles first, then score piles,
hands, achievements and covered board cards), one block at a time, keeping every removal after
which the two engines still differ on the same moves; a removal after which the reference
itself refuses a move is undone. The result is written as a ready-to-run `.feature` scenario:
the position, the moves, the reference's outcome as Then steps, and the other engine's outcome
in comments.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

from ..running.context import first_difference
from ..running.implementations import Implementation, ImplementationFailure, Reference
from .games import Divergence, canonical_moves, canonical_state, replay

MAX_TRIALS = 400


def _compare(variant: str, seed: int, other: Implementation, start: dict,
             moves: list[dict]) -> tuple[str, Any, Any] | None:
    """How the engines differ after `moves` from `start` (None: they agree, or the reference
    refuses the position or a move, which makes it useless)."""
    reference = Reference()
    status, ours = replay(reference, variant, start, moves, seed)
    if status != "ok":
        return None
    try:
        status, theirs = replay(other, variant, start, moves, seed)
    except ImplementationFailure as exc:
        return ("crash", ours, str(exc))
    if status != "ok":
        return ("refused", ours, theirs)
    if first_difference(canonical_state(ours), canonical_state(theirs)):
        return ("state", ours, theirs)
    ours_moves = reference.request({"op": "moves"})  # the reference still holds the replayed game
    theirs_moves = other.request({"op": "moves"})
    if isinstance(theirs_moves, dict) and canonical_moves(ours_moves) != canonical_moves(theirs_moves):
        return ("moves", ours_moves, theirs_moves)
    return None


def _removals(state: dict) -> list[Callable[[dict], bool]]:
    """Candidate edits of a position, most promising first; each returns False if it changes nothing."""
    edits: list[Callable[[dict], bool]] = []

    def drop_list(path: tuple, start: int, end: int) -> Callable[[dict], bool]:
        def edit(s: dict) -> bool:
            node: Any = s
            for part in path[:-1]:
                node = node[part]
            items = node[path[-1]]
            if start >= len(items):
                return False
            node[path[-1]] = items[:start] + items[end:]
            return True
        return edit

    def blocks(path: tuple, items: list, keep_first: int = 0) -> None:
        size = len(items)
        if size <= keep_first:
            return
        edits.append(drop_list(path, keep_first, size))          # all but the kept ones
        half = keep_first + (size - keep_first) // 2
        if half > keep_first:
            edits.append(drop_list(path, half, size))
        for index in range(size - 1, keep_first - 1, -1):          # then one at a time, bottom first
            edits.append(drop_list(path, index, index + 1))

    for age, pile in sorted(state.get("supply", {}).items(), key=lambda kv: -len(kv[1])):
        blocks(("supply", age), pile)
    for seat, player in enumerate(state["players"]):
        blocks(("players", seat, "score"), player.get("score", []))
    for seat, player in enumerate(state["players"]):
        blocks(("players", seat, "hand"), player.get("hand", []))
        for color, pile in player.get("board", {}).items():
            blocks(("players", seat, "board", color, "cards"), pile.get("cards", []), keep_first=1)
    special = (state.get("achievements") or {}).get("special")
    if special:
        blocks(("achievements", "special"), special)
    return edits


def shrink(divergence: Divergence, variant: str, seed: int, other: Implementation,
           trials: int = MAX_TRIALS) -> Divergence:
    """A smaller position on which the same moves still make the engines differ."""
    start, moves = copy.deepcopy(divergence.start), divergence.moves
    found = _compare(variant, seed, other, start, moves)
    if found is None:  # does not reproduce from the action's start: keep it as found
        return divergence
    used = 0
    changed = True
    while changed and used < trials:
        changed = False
        for edit in _removals(start):
            if used >= trials:
                break
            trial = copy.deepcopy(start)
            if not edit(trial):
                continue
            used += 1
            result = _compare(variant, seed, other, trial, moves)
            if result is not None:
                start, found, changed = trial, result, True
                break
    what, ours, theirs = found
    return Divergence(start, moves, what, divergence.detail, ours, theirs)


# -- writing the scenario --------------------------------------------------------------------------

def _cards(names: list) -> str:
    return ", ".join(map(str, names)) if names else "nothing"


def _pile_line(name: str, color: str, pile: dict | None, verb: str) -> str:
    cards = (pile or {}).get("cards") or []
    splay = (pile or {}).get("splay", "none")
    text = f"{verb} {name}'s {color} pile is {_cards(cards)}"
    return text + (f" splayed {splay}" if cards and splay != "none" else "")


def _turn_line(state: dict, names: list[str], verb: str) -> str | None:
    turn = state.get("turn")
    if not turn:
        return None
    actions = turn["actions_left"]
    return (f"{verb} it is {names[turn['player']]}'s turn {turn['number']} with {actions} "
            f"action{'' if actions == 1 else 's'} left")


def _move_line(move: dict, names: list[str]) -> str:
    who = names[move["player"]]
    kind = move["type"]
    if kind == "draw":
        return f"When {who} draws"
    if kind == "meld":
        return f"When {who} melds {move['card']}"
    if kind == "dogma":
        return f"When {who} performs the dogma of {move['card']}"
    if kind == "achieve":
        return f"When {who} achieves age {move['age']}"
    choice = move.get("choice") or []
    if choice in ([], ["no"]):
        return f"When {who} declines"
    if choice == ["yes"]:
        return f"When {who} accepts"
    return f"When {who} chooses {_cards(choice)}"


def _outcome_lines(state: dict, start: dict, names: list[str]) -> list[str]:
    lines = []
    for seat, player in enumerate(state["players"]):
        name = names[seat]
        lines.append(f"Then {name}'s hand is {_cards(player.get('hand', []))}")
        lines.append(f"Then {name}'s score pile is {_cards(player.get('score', []))}")
        lines.append(f"Then {name}'s achievements are {_cards(player.get('achievements', []))}")
        colors = sorted(set(player.get("board", {})) | set(start["players"][seat].get("board", {})))
        for color in colors:
            lines.append(_pile_line(name, color, player["board"].get(color), "Then"))
    for age, pile in sorted(state.get("supply", {}).items(), key=lambda kv: int(kv[0])):
        if pile != start.get("supply", {}).get(age):
            lines.append(f"Then the age {age} pile is {_cards(pile)}")
    standard = (state.get("achievements") or {}).get("standard") or {}
    lines.append(f"Then the standard achievements are ages {_cards(sorted(int(a) for a in standard))}")
    lines.append(f"Then the special achievements are {_cards((state.get('achievements') or {}).get('special') or [])}")
    if state.get("junk") or start.get("junk"):
        lines.append(f"Then the junk pile holds {_cards(state.get('junk') or [])}")
    result = state.get("result")
    if result is not None:
        winners = [names[s] for s in result["winners"]]
        if result["reason"] == "draw":
            lines.append("Then the game ends in a draw")
        else:
            verb = "wins" if len(winners) == 1 else "win"
            lines.append(f"Then {' and '.join(winners)} {verb} by {result['reason']}")
    elif state.get("pending"):
        pending = state["pending"]
        lines.append(f"Then {names[pending['player']]} must choose {pending['min']} to {pending['max']} of "
                     f"{_cards(pending['options'])}")
    else:
        turn = _turn_line(state, names, "Then")
        if turn:
            lines.append(turn)
    return lines


def _moves_lines(answer: dict, names: list[str]) -> list[str]:
    who = names[answer["player"]] if isinstance(answer.get("player"), int) else None
    if who is None:
        return ["Then no move is legal"]
    if answer.get("pending"):
        p = answer["pending"]
        return [f"Then {who} must choose {p['min']} to {p['max']} of {_cards(p['options'])}"]
    moves = [m for m in answer.get("moves") or [] if not m.get("unsupported")]
    melds = sorted(m["card"] for m in moves if m["type"] == "meld")
    dogmas = sorted(m["card"] for m in moves if m["type"] == "dogma")
    ages = sorted(m["age"] for m in moves if m["type"] == "achieve")
    return [f"Then {who} may meld {_cards(melds)}", f"Then {who} may perform the dogma of {_cards(dogmas)}",
            f"Then {who} may achieve ages {_cards(ages)}"]


def scenario_text(divergence: Divergence, variant: str, seed: int, engine_name: str) -> str:
    """The divergence as a feature file: position, moves, the reference's outcome; the other
    engine's differing outcome in comments."""
    start = divergence.start
    names = [p["name"] for p in start["players"]]
    given = [f"Given a {len(names)}-player game"]
    for seat, player in enumerate(start["players"]):
        name = names[seat]
        if player.get("hand"):
            given.append(f"Given {name} has {_cards(player['hand'])} in hand")
        for color, pile in sorted(player.get("board", {}).items()):
            given.append(_pile_line(name, color, pile, "Given"))
        if player.get("score"):
            given.append(f"Given {name} has {_cards(player['score'])} in the score pile")
        if player.get("achievements"):
            given.append(f"Given {name} has achievements {_cards(player['achievements'])}")
    for age, pile in sorted(start.get("supply", {}).items(), key=lambda kv: int(kv[0])):
        given.append(f"Given the age {age} pile is {_cards(pile)}")
    achievements = start.get("achievements") or {}
    given.append(f"Given the standard achievements are {_cards(list((achievements.get('standard') or {}).values()))}")
    given.append(f"Given the special achievements are {_cards(achievements.get('special') or [])}")
    if start.get("junk"):
        given.append(f"Given the junk pile holds {_cards(start['junk'])}")
    turn = _turn_line(start, names, "Given")
    if turn:
        given.append(turn)
    when = [_move_line(move, names) for move in divergence.moves]
    if divergence.what == "moves":
        then = _moves_lines(divergence.reference or {}, names)
        theirs = _moves_lines(divergence.other or {}, names) if isinstance(divergence.other, dict) else []
    else:
        then = _outcome_lines(divergence.reference or start, start, names)
        theirs = (_outcome_lines(divergence.other, start, names)
                  if isinstance(divergence.other, dict) and "players" in divergence.other else [])
    comments = [f"#   {line[5:]}" for line in theirs if line not in then]
    if divergence.what in ("refused", "crash"):
        comments = [f"#   {str(divergence.other)[:300]}"]

    def steps(lines: list[str], keyword: str) -> list[str]:
        out = []
        for i, line in enumerate(lines):
            word, _, rest = line.partition(" ")
            out.append(f"    {word if i == 0 or word != keyword else 'And'} {rest}")
        return out

    body = [
        f"# Found by rulebook fuzz: variant {variant}, seed {seed}, against {engine_name}.",
        f"# The engines first differ here ({divergence.what}): {divergence.detail[:300]}",
        "# The reference engine's outcome is asserted below; the other engine's differs:",
        *(comments or ["#   (no state to show)"]),
        f"@{variant}",
        "Feature: A divergence found by rulebook fuzz",
        "",
        f"  @id:fuzz-{variant}-{len(names)}p-{seed}",
        f"  Scenario: Seed {seed} of {variant} with {len(names)} players: the engines differ ({divergence.what}) "
        f"after {len(divergence.moves)} move(s)",
        *steps(given, "Given"),
        *steps(when, "When"),
        *steps(then, "Then"),
    ]
    return "\n".join(body) + "\n"
