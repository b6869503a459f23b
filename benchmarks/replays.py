"""How many times the outcome search plays a scenario again (`new_game` requests past the first)
against the example engines that ask in other shapes: the most for one scenario, the total, and
the scenarios over the limit (issue 38: no scenario may need more than 20).

    python benchmarks/replays.py [--shape NAME ...] [--variant deluxe] [--limit 20]
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from examples.shapes import SHAPES  # noqa: E402
from rulebook.compliance.running.implementations import handshake, open_implementation  # noqa: E402
from rulebook.compliance.running.runner import load_runs, run_one  # noqa: E402


class Counting:
    """An implementation that counts the new_game requests it is sent."""

    def __init__(self, spec: str):
        self.inner = open_implementation(spec)
        self.new_games = 0

    def request(self, message: dict):
        if isinstance(message, dict) and message.get("op") == "new_game":
            self.new_games += 1
        return self.inner.request(message)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--shape", action="append", choices=sorted(SHAPES))
    parser.add_argument("--variant", action="append")
    parser.add_argument("--limit", type=int, default=20)
    args = parser.parse_args()
    runs = load_runs(variants=args.variant or ["deluxe"])
    worst_over = 0
    print(f"{'engine':28} {'runs':>5} {'replays':>8} {'most':>5} {'over':>5}")
    for name in args.shape or SHAPES:
        engine = Counting(f"python:examples.shapes:{name}")
        identity = handshake(engine.inner)
        counts: Counter[str] = Counter()
        for run in runs:
            engine.new_games = 0
            run_one(run, engine, identity=identity)
            counts[run.id] = max(engine.new_games - 1, 0)
        over = [(run_id, n) for run_id, n in counts.most_common() if n > args.limit]
        worst_over = max(worst_over, len(over))
        most = counts.most_common(1)[0] if counts else ("-", 0)
        print(f"{name:28} {len(runs):5} {sum(counts.values()):8} {most[1]:5} {len(over):5}")
        for run_id, n in over[:10]:
            print(f"    {n:4} replays: {run_id}")
    return 1 if worst_over else 0


if __name__ == "__main__":
    sys.exit(main())
