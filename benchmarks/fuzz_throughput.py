"""Decisions per second of `rulebook fuzz`: the reference against the out-of-process example
engine (examples/external_engine.py), with 1 and 2 worker processes.

    python benchmarks/fuzz_throughput.py [--games 40] [--variant deluxe]
    python benchmarks/fuzz_throughput.py --variant lost-legacy-starship --players 3
    python benchmarks/fuzz_throughput.py --variant my-house.toml   # a variant file, as rulebook fuzz takes it

A decision is one move or answer both engines play (and compare after); the figure counts
every request of the lockstep loop. A script, never a timed test.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from rulebook.compliance.fuzzing.runs import run, tasks  # noqa: E402
from rulebook.compliance.fuzzing.variant import select_variants  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--variant", default="deluxe", help="a bundled variant id or a variant file")
    parser.add_argument("--players", type=int, default=2)
    args = parser.parse_args()
    spec = f"cmd:{sys.executable} {ROOT / 'examples' / 'external_engine.py'}"
    variants = select_variants([args.variant])
    selected = tasks(variants, [args.players], 1, args.games)
    for jobs in (1, 2):
        started = time.perf_counter()
        results = run(spec, variants, selected, jobs, 10.0)
        elapsed = time.perf_counter() - started
        moves = sum(r["moves"] for r in results)
        divergent = sum(1 for r in results if r.get("divergence"))
        print(f"{variants[0].label}, {args.players} players, {args.games} games, jobs {jobs}: {moves} decisions in "
              f"{elapsed:.1f} s = {moves / elapsed:,.0f} decisions/s, {args.games / elapsed:.1f} games/s, "
              f"{divergent} divergent")
    return 0


if __name__ == "__main__":
    sys.exit(main())
