"""Complete random Ultimate games for each player count from 2 to 5.

Plays K games per player count (seeds 0..K-1) with random agents, asserting card
conservation (junked cards counted in their own place) after every move, and reports how
the games ended and games per second (the second figure without the checks).

    python benchmarks/ultimate_games.py [--games 1000] [--counts 2 3 4 5]
"""

from __future__ import annotations

import argparse
import time
from collections import Counter

from engine.innovation.agents import play_random_game
from engine.variants import load_variant


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--counts", type=int, nargs="*", default=[2, 3, 4, 5])
    parser.add_argument("--variant", default="ultimate")
    args = parser.parse_args()
    variant = load_variant(args.variant)
    for count in args.counts:
        names = [f"P{i}" for i in range(count)]
        endings: Counter = Counter()
        start = time.perf_counter()
        for seed in range(args.games):
            game = play_random_game(variant, names, seed, check=True)
            endings[game.result["reason"] if game.result else "unfinished"] += 1
        checked = time.perf_counter() - start
        start = time.perf_counter()
        for seed in range(args.games):
            play_random_game(variant, names, seed)
        plain = time.perf_counter() - start
        print(f"{args.variant} {count} players: {args.games} games, endings {dict(sorted(endings.items()))}; "
              f"{args.games / plain:.0f} games/s ({args.games / checked:.0f} with conservation checked every move)")


if __name__ == "__main__":
    main()
