"""A fuzz divergence made small and kept: shrinking the position, and writing it as a scenario.

Shrinking removes cards from the starting position (Innovation: supply piles first, then score
piles, hands, achievements and covered board cards; Lost Legacy: the deck, the Ruins, discard
piles, hands), one block at a time, keeping every removal after which the two engines still
differ on the same moves; a removal after which the reference itself refuses a move is undone.
The result is written as a ready-to-run `.feature` scenario: the position, the moves, the
reference's outcome as Then steps, and the other engine's outcome in comments.

A scenario of a variant file is tagged with the bundled variant it derives from, and plays the
file's own values itself (`Given a house variant of it sets KEY to VALUE`, or `Given the game
uses the custom set ...` for a Lost Legacy custom set): it holds for that bundled variant and
for the file alike, so `rulebook check --features DIR` and `rulebook check --variant FILE
--features DIR` both run it.

    >>> toml_literal({"name": "Old Map", "copies": 2}), toml_literal([1, "a b"]), toml_literal(True)
    ('{name = "Old Map", copies = 2}', '[1, "a b"]', 'true')
"""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Callable
from typing import Any

from ...text import comment_line, step_safe
from ..running.implementations import Implementation, ImplementationFailure, Reference
from . import lost_legacy
from .games import Divergence, as_played
from .lockstep import REFERENCE, replayed
from .positions import canonical_moves, position
from .variant import FuzzVariant

MAX_TRIALS = 400
# the decks of an Innovation state, base first: Figures (supply_figures), Echoes (supply_echoes) and
# Unseen (supply_unseen) are listed only by variants playing them, each deck by age, top card first
SUPPLIES = ("supply", "supply_figures", "supply_echoes", "supply_unseen")
DECK_WORDS = {"supply": "", "supply_figures": " figures", "supply_echoes": " echoes"}


def _deck_line(verb: str, deck: str, age: str, pile: list) -> str:
    """A deck as a step: "the age 3 echoes pile is ...", the Unseen's "the Unseen age 3 pile is ..."."""
    if deck == "supply_unseen":
        return f"{verb} the Unseen age {age} pile is {_cards(pile)}"
    return f"{verb} the age {age}{DECK_WORDS[deck]} pile is {_cards(pile)}"


def _secret_title(secret) -> str:
    """A secret of the referee's state (an object naming its card) or of a given one (a title)."""
    return str(secret.get("card")) if isinstance(secret, dict) else str(secret)


class Unwritable(ValueError):
    """A step of the scenario would hold text that cannot be written in a feature file as it is
    (a card name with a line break, a terminal escape, a doc-string fence...): the divergence is
    reported, its scenario not written."""


def _played(impl: Implementation, variant: FuzzVariant, start: dict, moves: list[dict], seed: int) -> dict | None:
    """`impl`'s answer to `state` after `moves` from `start` (None: it refuses the position or a move)."""
    names = [p["name"] for p in start["players"]]
    if not impl.request({"op": "new_game", "variant": variant.payload, "players": names, "seed": seed,
                         "state": copy.deepcopy(start)}).get("ok"):
        return None
    for move in moves:
        if not impl.request({"op": "play", "move": as_played(move)}
                            ).get("ok"):
            return None
    return impl.request({"op": "state"}).get("state")


def _compare(variant: FuzzVariant, seed: int, other: Implementation, start: dict,
             divergence: Divergence) -> Divergence | None:
    """Whether the engines still differ from `start`, each playing its own moves of the divergence
    (the reference its answers found, the other engine the answers it was given): cheap, for each
    trial of a shrink; the result is checked by a search of the reference's answers at the end."""
    reference = Reference()
    ours = _played(reference, variant, start, divergence.moves, seed)
    if ours is None:
        return None
    try:
        theirs = _played(other, variant, start, divergence.other_moves, seed)
        if divergence.what == "moves":
            theirs_moves = other.request({"op": "moves"}) if theirs is not None else None
    except ImplementationFailure:
        return None  # the edit made the other engine fail: not the divergence found
    if theirs is None:
        return None
    game = variant.game
    if divergence.what == "moves":
        ours_moves = reference.request({"op": "moves"})
        if not isinstance(theirs_moves, dict) or canonical_moves(ours_moves) == canonical_moves(theirs_moves):
            return None
        return Divergence(start, divergence.moves, "moves", divergence.detail, ours_moves, theirs_moves,
                          divergence.other_moves, divergence.led_by)
    if divergence.what != "state" or position(ours, game) == position(theirs, game):
        return None
    return Divergence(start, divergence.moves, "state", divergence.detail, ours, theirs, divergence.other_moves,
                      divergence.led_by)


def _innovation_zones(state: dict) -> list[tuple[tuple, list, int]]:
    """Where shrinking may take cards from in Innovation: (path, cards, how many on top to keep)."""
    zones: list[tuple[tuple, list, int]] = [
        ((deck, age), pile, 0) for deck in SUPPLIES
        for age, pile in sorted((state.get(deck) or {}).items(), key=lambda kv: -len(kv[1]))]
    for seat, player in enumerate(state["players"]):
        zones.append((("players", seat, "score"), player.get("score", []), 0))
        if player.get("forecast"):
            zones.append((("players", seat, "forecast"), player["forecast"], 0))
        if player.get("safe"):   # Unseen: secrets, the newest first to go
            zones.append((("players", seat, "safe"), player["safe"], 0))
    for seat, player in enumerate(state["players"]):
        zones.append((("players", seat, "hand"), player.get("hand", []), 0))
        for color, pile in player.get("board", {}).items():
            zones.append((("players", seat, "board", color, "cards"), pile.get("cards", []), 1))
    special = (state.get("achievements") or {}).get("special")
    if special:
        zones.append((("achievements", "special"), special, 0))
    return zones


def _removals(state: dict, game: str) -> list[Callable[[dict], bool]]:
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

    if game == "lost-legacy":
        zones = [(path, cards, 0) for path, cards in lost_legacy.removable_zones(state)]
    else:
        zones = _innovation_zones(state)
    for path, cards, keep_first in zones:
        blocks(path, cards, keep_first)
    return edits


def shrink(divergence: Divergence, variant: FuzzVariant, seed: int, other: Implementation,
           trials: int = MAX_TRIALS) -> Divergence:
    """A smaller position on which the engines still differ the same way: each engine's same
    moves (cheap), and at the end no answers of the following engine's reaching the leading
    engine's position (the search of the lockstep, the same engine leading); else the divergence
    as found."""
    start = copy.deepcopy(divergence.start)
    found = _compare(variant, seed, other, start, divergence)
    if found is None:  # does not reproduce from the action's start: keep it as found
        return divergence
    used = 0
    changed = True
    kept = [start]   # each position smaller than the one before
    while changed and used < trials:
        changed = False
        for edit in _removals(start, variant.game):
            if used >= trials:
                break
            trial = copy.deepcopy(start)
            if not edit(trial):
                continue
            used += 1
            result = _compare(variant, seed, other, trial, divergence)
            if result is not None:
                start, found, changed = trial, result, True
                kept.append(trial)
                break
    led = divergence.moves if divergence.led_by == REFERENCE else divergence.other_moves

    def confirmed(position: dict) -> Divergence | None:
        try:
            again = replayed(variant, other, seed, position, led, divergence.led_by)
        except ImplementationFailure:
            return None
        return again if again is not None and again.what == divergence.what else None

    # the cheap comparison can keep a removal after which the follower does reach the leader's
    # position (an emptied deck changes what a search finds): the smallest position kept that the
    # search confirms, by bisection from the largest, which differs as found
    low, high, best = 0, len(kept) - 1, None
    while low <= high:
        middle = (low + high + 1) // 2
        again = confirmed(kept[middle])
        if again is not None:
            best, low = (kept[middle], again), middle + 1
        else:
            high = middle - 1
    if best is None:
        return divergence  # the follower reaches the leader's position there: keep it as found
    start, again = best
    return Divergence(start, again.moves, again.what, divergence.detail, again.reference, again.other,
                      again.other_moves, again.led_by)


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


def _move_line(move: dict, names: list[str], secret: str | None = None) -> str:
    """A move as a When step; `secret`: the title of the secret an Achieve move takes (the move
    names its position, the step the card the referee's state shows there)."""
    who = names[move["player"]]
    kind = move["type"]
    if kind == "achieve" and secret is not None:
        return f"When {who} achieves their secret {secret}"
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
        if "forecast" in player:   # Echoes: the forecast, in any order
            lines.append(f"Then {name}'s forecast is {_cards(player.get('forecast') or [])}")
        if "safe" in player:       # Unseen: the safe, oldest first, and the Unseen draw of the turn
            lines.append(f"Then {name}'s safe is {_cards([_secret_title(s) for s in player.get('safe') or []])}")
        if isinstance(player.get("unseen_draw_used"), bool):
            lines.append(f"Then {name}'s Unseen draw is {'used' if player['unseen_draw_used'] else 'unused'}")
        colors = sorted(set(player.get("board", {})) | set(start["players"][seat].get("board", {})))
        for color in colors:
            lines.append(_pile_line(name, color, player["board"].get(color), "Then"))
    for deck in SUPPLIES:
        for age, pile in sorted((state.get(deck) or {}).items(), key=lambda kv: int(kv[0])):
            if pile != (start.get(deck) or {}).get(age):
                lines.append(_deck_line("Then", deck, age, pile))
    achievements = state.get("achievements") or {}
    standard = achievements.get("standard") or {}
    lines.append(f"Then the standard achievements are ages {_cards(sorted(int(a) for a in standard))}")
    lines.append(f"Then the special achievements are {_cards(achievements.get('special') or [])}")
    before = start.get("achievements") or {}
    if achievements.get("standard_extra") or before.get("standard_extra"):
        lines.append(f"Then the extra available achievements are {_cards(achievements.get('standard_extra') or [])}")
    if "decrees" in achievements and achievements["decrees"] != before.get("decrees"):
        lines.append(f"Then the available decrees are {_cards(achievements['decrees'])}")
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


def toml_literal(value: Any) -> str:
    """A value as a TOML literal on one line (what `Given a house variant of it sets` reads)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)  # a JSON string is a TOML basic string
    if isinstance(value, list):
        return "[" + ", ".join(map(toml_literal, value)) + "]"
    if isinstance(value, dict):
        keys = {k: k if re.fullmatch(r"[A-Za-z0-9_-]+", k) else json.dumps(k, ensure_ascii=False) for k in value}
        return "{" + ", ".join(f"{keys[k]} = {toml_literal(v)}" for k, v in value.items()) + "}"
    return str(value)


def variant_lines(variant: FuzzVariant) -> tuple[list[str], list[str]]:
    """The Given steps that play a variant file's own rule values on top of the bundled variant
    it derives from, and the keys it changes that no step can set (a key its parent lacks)."""
    from ...variants import resolve
    from ...variants.paths import flatten
    from ...variants.render import parameters, resolved_data

    if isinstance(variant.payload, str):
        return [], []
    base = flatten(parameters(resolved_data(resolve(variant.base))))
    data = variant.data()
    mine = flatten(parameters(data))
    changed = [key for key in mine if mine[key] != base.get(key, object())]
    lines, unstated = [], sorted(key for key in base if key not in mine)
    custom = lost_legacy.custom_set_line(data.get("deck") or {}) if variant.game == "lost-legacy" else None
    if custom and any(key.startswith("deck.") for key in changed):
        lines.append(custom)  # the whole deck in one step
        changed = [key for key in changed if not key.startswith("deck.")]
    for key in changed:
        if key in base:
            lines.append(f"Given a house variant of it sets {key} to {toml_literal(mine[key])}")
        else:
            unstated.append(key)
    return lines, unstated


def _innovation_given(start: dict, names: list[str]) -> list[str]:
    given = []
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
        if player.get("forecast"):
            given.append(f"Given {name} has {_cards(player['forecast'])} in the forecast")
        if player.get("safe"):
            given.append(f"Given {name}'s safe is {_cards([_secret_title(s) for s in player['safe']])}")
            given += [f"Given {name}'s secret {_secret_title(s)} is revealed" for s in player["safe"]
                      if isinstance(s, dict) and s.get("revealed")]
        if player.get("unseen_draw_used"):
            given.append(f"Given {name} has used their Unseen draw this turn")
    for deck in SUPPLIES:   # every deck listed: one left out would be dealt by the seed
        for age, pile in sorted((start.get(deck) or {}).items(), key=lambda kv: int(kv[0])):
            given.append(_deck_line("Given", deck, age, pile))
    if start.get("coin_flips"):
        given.append(f"Given the next coin flips are {', '.join(start['coin_flips'])}")
    achievements = start.get("achievements") or {}
    given.append(f"Given the standard achievements are {_cards(list((achievements.get('standard') or {}).values()))}")
    if achievements.get("standard_extra"):
        given.append(f"Given the extra available achievements are {_cards(achievements['standard_extra'])}")
    given.append(f"Given the special achievements are {_cards(achievements.get('special') or [])}")
    if "decrees" in achievements:
        given.append(f"Given the available decrees are {_cards(achievements['decrees'])}")
    if start.get("junk"):
        given.append(f"Given the junk pile holds {_cards(start['junk'])}")
    turn = _turn_line(start, names, "Given")
    if turn:
        given.append(turn)
    return given


def _secret_titles(variant: FuzzVariant, seed: int, start: dict, moves: list[dict]) -> dict[int, str]:
    """The title of the secret each Achieve move of a secret takes (by the move's index), read from
    the reference's state just before it: the move names a position in the safe."""
    wanted = {i for i, move in enumerate(moves) if move.get("type") == "achieve" and "secret" in move}
    if not wanted:
        return {}
    reference, titles = Reference(), {}
    names = [p["name"] for p in start["players"]]
    reference.request({"op": "new_game", "variant": variant.payload, "players": names, "seed": seed,
                       "state": copy.deepcopy(start)})
    for index, move in enumerate(moves):
        if index in wanted:
            state = reference.request({"op": "state"}).get("state") or {}
            safe = state["players"][move["player"]].get("safe") or []
            if 1 <= move["secret"] <= len(safe):
                titles[index] = _secret_title(safe[move["secret"] - 1])
        reference.request({"op": "play", "move": as_played(move)})
    return titles


def _outcomes(divergence: Divergence, game: str, names: list[str]) -> tuple[list[str], list[str]]:
    """The reference's outcome as Then steps, and the other engine's (the same steps, its values)."""
    start, theirs_answer = divergence.start, divergence.other
    if divergence.what == "moves":
        lines = lost_legacy.moves_lines if game == "lost-legacy" else _moves_lines
        return lines(divergence.reference or {}, names), _theirs(lambda answer: lines(answer, names), theirs_answer)
    if game == "lost-legacy":
        shuffled = lost_legacy.shuffles_ruins(divergence.moves)

        def outcome(state: dict) -> list[str]:
            return lost_legacy.outcome_lines(state, names, shuffled)
    else:
        def outcome(state: dict) -> list[str]:
            return _outcome_lines(state, start, names)
    shown = theirs_answer if isinstance(theirs_answer, dict) and "players" in theirs_answer else None
    return outcome(divergence.reference or start), _theirs(outcome, shown)


def _theirs(lines: Callable[[dict], list[str]], answer) -> list[str]:
    """The other engine's answer as the same steps, for the comments; an answer they cannot
    describe (malformed: the divergence says how) shows as nothing."""
    if not isinstance(answer, dict):
        return []
    try:
        return [str(line) for line in lines(answer)]
    except (KeyError, TypeError, ValueError, AttributeError, IndexError):
        return ["(an answer that cannot be shown as steps)"]


def scenario_text(divergence: Divergence, variant: FuzzVariant, seed: int, engine_name: str) -> str:
    """The divergence as a feature file: position, moves, the reference's outcome; the other
    engine's differing outcome in comments."""
    start, game = divergence.start, variant.game
    names = [p["name"] for p in start["players"]]
    own_values, unstated = variant_lines(variant)
    given = [f"Given a {len(names)}-player game", *own_values]
    if game == "lost-legacy":
        # the seed orders a shuffle of the moves as in the game found
        given += [f"Given the seed is {seed}", *lost_legacy.given_lines(start, names)]
        when = [lost_legacy.move_line(move, names) for move in divergence.moves]
    else:
        if "supply_unseen" in start:
            given.append(f"Given the seed is {seed}")  # the coin flips after the fixed ones are the seed's
        given += _innovation_given(start, names)
        secrets = _secret_titles(variant, seed, start, divergence.moves)
        when = [_move_line(move, names, secrets.get(i)) for i, move in enumerate(divergence.moves)]
    then, theirs = _outcomes(divergence, game, names)
    for line in (*given, *when, *then):
        if not step_safe(line):
            raise Unwritable(f"a name in the position or the moves cannot be written in a step as it is: "
                             f"{comment_line(line, 200)}")
    # the other engine's words only ever go into comments, one line each, escaped
    comments = [f"#   {comment_line(line[5:], 300)}" for line in theirs if line not in then]
    if divergence.what in ("refused", "crash"):
        comments = [f"#   {comment_line(divergence.other, 300)}"]

    def steps(lines: list[str], keyword: str) -> list[str]:
        out = []
        for i, line in enumerate(lines):
            word, _, rest = line.partition(" ")
            out.append(f"    {word if i == 0 or word != keyword else 'And'} {rest}")
        return out

    label, tag = variant.label, variant.base
    origin = f" (from {variant.source}, derived from {variant.base})" if variant.source else ""
    notes = [f"# Not played by a step (its parent has no such key): {', '.join(unstated)}; run the scenario "
             f"with rulebook check --variant {variant.source}."] if unstated else []
    body = [
        "# " + comment_line(f"Found by rulebook fuzz: variant {label}{origin}, seed {seed}, against {engine_name}.",
                            1000),
        f"# The engines first differ here ({divergence.what}): {comment_line(divergence.detail, 300)}",
        *notes,
        "# The reference engine's outcome is asserted below; the other engine's differs:",
        *(comments or ["#   (no state to show)"]),
        f"@{tag}",
        "Feature: A divergence found by rulebook fuzz",
        "",
        f"  @id:fuzz-{label}-{len(names)}p-{seed}" + (" @needs:resolved_variant" if own_values else ""),
        f"  Scenario: Seed {seed} of {label} with {len(names)} players: the engines differ ({divergence.what}) "
        f"after {len(divergence.moves)} move(s)",
        *steps(given, "Given"),
        *steps(when, "When"),
        *steps(then, "Then"),
    ]
    return "\n".join(body) + "\n"
