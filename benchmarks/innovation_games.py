"""Soak and throughput: complete random Innovation games per variant.

Plays K games per variant (seeds 0..K-1) with random agents, asserting after every move that
every card is in exactly one place and that no decision is offered without options; then
reports how the games ended and complete 2-player games per second (measured without the
conservation check, in a separate timed run; with `--check`, also with the check after every
move, as `rulebook play --check` runs it).

    python benchmarks/innovation_games.py [--games 1000] [--speed-games 200] [--check]
                                          [--variants deluxe ultimate ...]
"""

from __future__ import annotations

import argparse
import time
from collections import Counter
from random import Random

from rulebook.innovation import Game, check_conservation
from rulebook.innovation.agents import MAX_MOVES, play_random_game, random_move
from rulebook.variants import bundled_paths, load_variant


def soak(variant_id: str, games: int) -> Counter:
    variant = load_variant(variant_id)
    endings: Counter = Counter()
    counts = range(variant.players.min, variant.players.max + 1)
    for seed in range(games):
        players = [f"P{i}" for i in range(list(counts)[seed % len(counts)])]
        game = Game.new(variant, players, seed)
        rng = Random(seed)
        for _ in range(MAX_MOVES):
            if game.over:
                break
            listed = game.moves()
            if "pending" in listed:
                assert listed["pending"]["options"] or listed["pending"]["max"] == 0, (variant_id, seed, listed)
            game.play(random_move(game, rng))
            check_conservation(game)
        endings[game.result["reason"] if game.result else "unfinished"] += 1
    return endings


def throughput(variant_id: str, games: int, check: bool = False) -> float:
    variant = load_variant(variant_id)
    start = time.perf_counter()
    for seed in range(games):
        play_random_game(variant, ["A", "B"], seed, check=check)
    return games / (time.perf_counter() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000, help="games per variant for the soak")
    parser.add_argument("--speed-games", type=int, default=200, help="2-player games per variant for the speed figure")
    parser.add_argument("--check", action="store_true",
                        help="also time the 2-player games with card conservation checked after every move")
    parser.add_argument("--variants", nargs="*", help="variant ids (default: every Innovation variant)")
    args = parser.parse_args()
    ids = args.variants or [p.stem for p in bundled_paths() if p.parent.name == "innovation"]
    for variant_id in ids:
        start = time.perf_counter()
        endings = soak(variant_id, args.games)
        elapsed = time.perf_counter() - start
        two = load_variant(variant_id).players.min <= 2
        rate = throughput(variant_id, args.speed_games) if two else float("nan")
        checked = ""
        if args.check:
            checked = f", checked: {throughput(variant_id, args.speed_games, True) if two else float('nan'):.0f}"
        print(f"{variant_id:16} {args.games} games in {elapsed:6.1f} s, conserved; endings {dict(endings)}; "
              f"2-player games/s (no checks): {rate:.0f}{checked}")


if __name__ == "__main__":
    main()
