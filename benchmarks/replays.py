"""How many times the outcome search plays a scenario again (`new_game` requests past the first)
against the example engine family (examples/shapes.py SHAPES, the external engine, the prompting
engine): per engine and variant, the most for one scenario, the total, the scenarios over the
limit (issue 38: no scenario may need more than 20) and the worst scenarios.

    python benchmarks/replays.py [--engine NAME ...] [--variant deluxe ...] [--limit 20]
                                 [--worst 5] [--jobs 1] [--save FILE] [--compare FILE]

--save writes each run's replays and verdict as JSON; --compare reads such a file and lists the
runs whose verdict differs (a change that cuts replays must keep every verdict).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import sys
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from examples.shapes import SHAPES  # noqa: E402
from rulebook.compliance.running.implementations import handshake, open_implementation  # noqa: E402
from rulebook.compliance.running.runner import load_runs, run_one  # noqa: E402

# the engines of the family that are not a shape: by the name the benchmark takes -> --impl spec
OTHERS = {"external": f"cmd:{sys.executable} {ROOT / 'examples' / 'external_engine.py'}",
          "PromptingEngine": "python:examples.prompting_engine:PromptingEngine"}
ENGINES = {**{name: f"python:examples.shapes:{name}" for name in SHAPES}, **OTHERS}
VARIANTS = ["deluxe", "ultimate", "ultimate-figures"]


class Counting:
    """An implementation that counts the new_game requests it is sent."""

    def __init__(self, spec: str):
        self.inner = open_implementation(spec)
        self.new_games = 0

    @property
    def answer_bytes(self):
        return getattr(self.inner, "answer_bytes", None)

    def request(self, message: dict):
        if isinstance(message, dict) and message.get("op") == "new_game":
            self.new_games += 1
        return self.inner.request(message)

    def close(self) -> None:
        self.inner.close()


def measure(engine: str, variant: str, only: list[str] | None = None) -> dict[str, tuple[int, str]]:
    """Each run's id -> (replays, verdict) for one engine on one variant."""
    runs = load_runs(variants=[variant])
    if only:
        runs = [run for run in runs if any(part in run.id for part in only)]
    counting = Counting(ENGINES[engine])
    identity = handshake(counting.inner)
    found: dict[str, tuple[int, str]] = {}
    try:
        for run in runs:
            counting.new_games = 0
            outcome = run_one(run, counting, identity=identity, scenario_timeout=120)
            found[run.id] = (max(counting.new_games - 1, 0), outcome.status)
    finally:
        counting.close()
    return found


def _measure(task: tuple[str, str, list[str] | None]) -> tuple[str, str, dict[str, tuple[int, str]]]:
    engine, variant, only = task
    return engine, variant, measure(engine, variant, only)


def _print(engine: str, variant: str, found: dict[str, tuple[int, str]], limit: int, worst: int) -> int:
    """One line for an engine on a variant, then its worst scenarios; how many are over `limit`."""
    counts = Counter({run_id: n for run_id, (n, _) in found.items()})
    over = [(run_id, n) for run_id, n in counts.most_common() if n > limit]
    most = counts.most_common(1)[0][1] if counts else 0
    passed = sum(status == "passed" for _, status in found.values())
    print(f"{engine:24} {variant:17} {len(found):5} {passed:6} {sum(counts.values()):8} {most:5} {len(over):5}")
    for run_id, n in counts.most_common(max(worst, len(over))):
        if n:
            print(f"    {n:4} replays{' (over)' if n > limit else ''}: {run_id} ({found[run_id][1]})")
    sys.stdout.flush()
    return len(over)


def _keyed(results: list) -> dict[str, dict[str, tuple[int, str]]]:
    return {f"{engine} {variant}": found for engine, variant, found in results}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--engine", action="append", choices=sorted(ENGINES))
    parser.add_argument("--variant", action="append", choices=VARIANTS)
    parser.add_argument("--only", action="append", help="only the runs whose id contains this text")
    parser.add_argument("--limit", type=int, default=20)
    parser.add_argument("--worst", type=int, default=3, help="scenarios listed per engine and variant")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--save", type=Path)
    parser.add_argument("--compare", type=Path)
    args = parser.parse_args()
    tasks = [(engine, variant, args.only) for variant in args.variant or ["deluxe"]
             for engine in args.engine or ENGINES]
    print(f"{'engine':24} {'variant':17} {'runs':>5} {'passed':>6} {'replays':>8} {'most':>5} {'over':>5}", flush=True)
    results = []
    worst_over = 0
    with ProcessPoolExecutor(args.jobs) if args.jobs > 1 else contextlib.nullcontext() as pool:
        done = pool.map(_measure, tasks) if pool is not None else map(_measure, tasks)
        for engine, variant, found in done:  # printed as each engine and variant is measured
            results.append((engine, variant, found))
            worst_over = max(worst_over, _print(engine, variant, found, args.limit, args.worst))
            if args.save:  # written as it grows: a long measure stopped early keeps what it found
                args.save.write_text(json.dumps(_keyed(results), indent=1, sort_keys=True))
    saved = _keyed(results)
    if args.compare:
        before = json.loads(args.compare.read_text())
        changed = [(key, run_id, was[1], saved[key][run_id][1]) for key, runs in before.items() if key in saved
                   for run_id, was in runs.items() if run_id in saved[key] and saved[key][run_id][1] != was[1]]
        print(f"verdicts changed against {args.compare}: {len(changed)}")
        for key, run_id, was, now in changed:
            print(f"    {key}: {run_id}: {was} -> {now}")
        if changed:
            return 1
    return 1 if worst_over else 0


if __name__ == "__main__":
    sys.exit(main())
