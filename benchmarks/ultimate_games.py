"""Complete random Ultimate games (or Ultimate with Figures) for each player count from 2 to 5.

Plays K games per player count (seeds 0..K-1) with random agents, asserting card
conservation (junked cards counted in their own place) after every move, and reports how
the games ended and games per second: without the check, and with conservation checked
after every move (as `rulebook play --check`, fuzz and the soaks do).

    python benchmarks/ultimate_games.py [--games 1000] [--counts 2 3 4 5] [--check | --no-check]
                                        [--repeat 3] [--variant ultimate]

`--check` times only the games with the check, `--no-check` only those without (the endings
are then those of the unchecked games). On a shared machine, `--repeat 3` plays each timed
run three times and reports the best (least disturbed) rate. Wall-clock time, one core.
With `--variant ultimate-figures` it also counts what the expansion did: karma events,
decrees issued, and games in which Bear Grylls brought age 0 in.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rulebook.innovation.agents import play_random_game
from rulebook.variants import load_variant


def timed(variant, names: list[str], games: int, check: bool, repeat: int) -> tuple[float, Counter, Counter]:
    """The best games-per-second rate of `repeat` runs, how the games ended, and (for a variant
    with figures) what the expansion did in them: karma events, decrees issued, games that
    brought age 0 in."""
    best = 0.0
    endings: Counter = Counter()
    figures: Counter = Counter()
    for _ in range(repeat):
        endings, figures = Counter(), Counter()
        start = time.perf_counter()
        for seed in range(games):
            events: Counter = Counter()
            game = play_random_game(variant, names, seed, check=check, events=events)
            endings[game.result["reason"] if game.result else "unfinished"] += 1
            figures.update({"karmas": events["karma"], "decrees": events["decree"],
                            "age 0 brought in": int(game._gs.age_zero)})
        best = max(best, games / (time.perf_counter() - start))
    return best, endings, figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000, help="games per player count (seeds 0..N-1)")
    parser.add_argument("--counts", type=int, nargs="*", default=[2, 3, 4, 5], help="player counts")
    parser.add_argument("--variant", default="ultimate")
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--check", dest="mode", action="store_const", const="check",
                      help="only the rate with card conservation checked after every move")
    mode.add_argument("--no-check", dest="mode", action="store_const", const="plain",
                      help="only the rate without the check")
    parser.add_argument("--repeat", type=int, default=1, help="timed runs per figure; the best is reported")
    args = parser.parse_args()
    if args.games < 1 or args.repeat < 1:
        parser.error("--games and --repeat must be at least 1")
    variant = load_variant(args.variant)
    for count in args.counts:
        names = [f"P{i}" for i in range(count)]
        figures = []
        endings: Counter = Counter()
        expansion: Counter = Counter()
        if args.mode in (None, "plain"):
            plain, endings, expansion = timed(variant, names, args.games, False, args.repeat)
            figures.append(f"{plain:.0f} games/s")
        if args.mode in (None, "check"):
            checked, endings, expansion = timed(variant, names, args.games, True, args.repeat)
            figures.append(f"{checked:.0f} games/s with conservation checked every move")
        best = f" (best of {args.repeat})" if args.repeat > 1 else ""
        played = f"; Figures: {dict(expansion)}" if variant.cards.expansions else ""
        print(f"{args.variant} {count} players: {args.games} games, endings {dict(sorted(endings.items()))}"
              f"{played}; {'; '.join(figures)}{best}")


if __name__ == "__main__":
    main()
