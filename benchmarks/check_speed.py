"""Wall time of the whole suite (`rulebook check`, every variant): the reference in process,
then the out-of-process example engine (examples/external_engine.py) with 1 and 2 jobs, and the
requests the suite sends per op.

    python benchmarks/check_speed.py [--repeat 3] [--jobs 1 2]

Each figure is the best of --repeat runs (a shared machine adds noise, never removes it). The
reports of every run must be equal apart from the implementation's name, or the script says so.
A script, never a timed test.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
EXTERNAL = f"cmd:{sys.executable} {ROOT / 'examples' / 'external_engine.py'}"


def timed(args: list[str]) -> tuple[float, dict]:
    started = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "rulebook.cli", "check", "--format", "json", *args],
                          cwd=ROOT, capture_output=True, text=True)
    elapsed = time.perf_counter() - started
    if done.returncode not in (0, 1):
        raise SystemExit(f"check {' '.join(args)} failed: {done.stderr.strip()}")
    return elapsed, json.loads(done.stdout)


def requests_per_op() -> dict[str, int]:
    """Requests the suite sends an outside engine over the whole suite, by op."""
    sys.path.insert(0, str(ROOT))
    from collections import Counter

    from rulebook.compliance.running import implementations
    from rulebook.compliance.running.runner import load_runs, run_one

    counts: Counter = Counter()
    original = implementations.CommandImplementation.request

    def counting(self, message):
        counts[message.get("op")] += 1
        return original(self, message)

    implementations.CommandImplementation.request = counting  # type: ignore[method-assign]
    engine = implementations.open_implementation(EXTERNAL)
    try:
        identity = implementations.handshake(engine)
        runs = load_runs()
        for run in runs:
            run_one(run, engine, identity)
    finally:
        engine.close()
    return dict(counts.most_common())


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--jobs", type=int, nargs="+", default=[1, 2])
    args = parser.parse_args()
    rows = [("reference, in process", ["--jobs", "1"])]
    rows += [(f"external engine, --jobs {jobs}", ["--impl", EXTERNAL, "--jobs", str(jobs)]) for jobs in args.jobs]
    baseline = None
    results = None
    for label, extra in rows:
        best = float("inf")
        for _ in range(args.repeat):
            elapsed, report = timed(extra)
            best = min(best, elapsed)
        outcome = [(r["id"], r["status"]) for r in report["results"]]
        results = results or outcome
        same = "same results" if outcome == results else "DIFFERENT RESULTS"
        baseline = baseline or best
        print(f"{label:32} {best:6.1f} s  ({best / baseline:.2f} x in process)  "
              f"{report['totals']['passed']} passed, {same}")
    print("requests per op over the suite (external engine):", requests_per_op())
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
