"""The family of engines that ask in other shapes (examples/shapes.py) against the whole suite,
and the reference, through `rulebook check`: runs passed, failed and skipped, and the time.

    python benchmarks/decision_shapes.py [--shape NAME ...] [--jobs N]
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from examples.shapes import SHAPES  # noqa: E402


def run(spec: str, jobs: int) -> tuple[dict, float]:
    started = time.perf_counter()
    out = subprocess.run([sys.executable, "-m", "rulebook.cli", "check", "--impl", spec, "--jobs", str(jobs),
                          "--format", "json"], capture_output=True, text=True, cwd=ROOT).stdout
    return json.loads(out), time.perf_counter() - started


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--shape", action="append", choices=sorted(SHAPES))
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args()
    print(f"{'engine':28} {'passed':>7} {'failed':>7} {'skipped':>8} {'seconds':>8}")
    worst = 0
    for name in ["reference", *(args.shape or SHAPES)]:
        spec = name if name == "reference" else f"python:examples.shapes:{name}"
        report, seconds = run(spec, args.jobs)
        totals = report["totals"]
        worst = max(worst, totals["failed"])
        print(f"{name:28} {totals['passed']:7} {totals['failed']:7} {totals['skipped']:8} {seconds:8.1f}")
        for result in report["results"]:
            if result["status"] in ("failed", "skipped") and name != "reference":
                print(f"    {result['status']}: {result['id']}: {result['message'][:160]}")
    return 1 if worst else 0


if __name__ == "__main__":
    sys.exit(main())
