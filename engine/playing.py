"""`rulebook play`: random agents play whole games of any variant; how the games ended.

    >>> summary = play_games("deluxe", players=2, games=3, seed=1)
    >>> summary["games"], sum(summary["reasons"].values()) + summary["unfinished"]
    (3, 3)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from .errors import UserError
from .gameplay import SEAT_NAMES, check_player_count
from .variants import load_variant

PLAYER_NAMES = list(SEAT_NAMES)


def _innovation_game(variant, names: list[str], seed: int, check: bool) -> dict:
    from .innovation.agents import play_random_game

    game = play_random_game(variant, names, seed, check=check)
    state = game.state()
    return {"result": game.result, "moves": game.moves_played,
            "turns": (state["turn"] or {}).get("number", 0)}


def _lost_legacy_game(variant, names: list[str], seed: int, check: bool) -> dict:
    from .lost_legacy import Game
    from .lost_legacy.agents import play_random_game

    Game.new(variant, names, seed)  # refuses an incomplete deck with a clear message
    game = play_random_game(variant, names, seed, check=check)
    state = game.state()
    return {"result": game.result, "moves": len(game.log), "turns": state["turn"]["number"]}


PLAYERS = {"innovation": _innovation_game, "lost-legacy": _lost_legacy_game}


def play_games(ref, players: int, games: int, seed: int, *, check: bool = False,
               progress: Callable[[], None] | None = None) -> dict:
    """Play `games` games with seeds seed, seed+1, ...; summarise reasons, lengths, winners."""
    variant = load_variant(ref)
    most = min(variant.players.max, len(PLAYER_NAMES))  # the agents have this many names
    check_player_count(variant.id, variant.players.min, most, players)  # a UserError: exit 2
    if games < 1:
        raise UserError(f"--games must be at least 1, not {games}")
    names = PLAYER_NAMES[:players]
    reasons: Counter[str] = Counter()
    wins: Counter[int] = Counter()  # by seat
    lengths: list[int] = []
    turns: list[int] = []
    unfinished = []
    for index in range(games):
        outcome = PLAYERS[variant.game](variant, names, seed + index, check)
        result = outcome["result"]
        if result is None:
            unfinished.append(seed + index)
        else:
            reasons[result["reason"]] += 1
            wins.update(result["winners"])
        lengths.append(outcome["moves"])
        turns.append(outcome["turns"])
        if progress:
            progress()
    return {
        "variant": variant.id, "game": variant.game, "players": players, "games": games, "seed": seed,
        "reasons": dict(sorted(reasons.items())),
        "wins_by_seat": {names[s]: wins.get(s, 0) for s in range(players)},
        "moves": {"min": min(lengths), "mean": round(sum(lengths) / len(lengths), 1), "max": max(lengths)},
        "turns": {"min": min(turns), "mean": round(sum(turns) / len(turns), 1), "max": max(turns)},
        "unfinished": len(unfinished), "unfinished_seeds": unfinished[:20],
    }
