"""Memory and report size of a check whose engine pads every answer to about 1 MiB (issue 40,
item 2): N scenarios that each fail on benchmarks/padding_engine.py, checked with --out.

    python benchmarks/padded_answers.py [--failures 300] [--pad BYTES] [--jobs 1]

Prints the failures, the check's wall time, the peak resident memory of the check and its
engines (getrusage of the children: the largest single process), and the report's size. The
figures issue 40 asks for: 300 failures within 1 GB, a report under 100 MB. A script, never a
timed test (tests/compliance/test_kept_exchange.py asserts the byte bounds on a few failures).
"""

from __future__ import annotations

import argparse
import json
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ENGINE = ROOT / "benchmarks" / "padding_engine.py"


def feature(count: int) -> str:
    """`count` draw scenarios (each fails on the padding engine, which refuses draws)."""
    lines = ["@deluxe", "Feature: Padded answers"]
    for index in range(count):
        lines += [f"  @id:padded-{index}", f"  Scenario: padded draw {index}", "    Given a 2-player game",
                  "    And Alice's red pile is Archery", "    And Alice has nothing in hand",
                  "    And the age 1 pile is Oars, Tools", "    And it is Alice's turn 2 with 2 actions left",
                  "    When Alice draws", "    Then Alice's hand is Oars", ""]
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--failures", type=int, default=300)
    parser.add_argument("--pad", type=int, default=(1 << 20) - 4096, help="bytes of each answer line")
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        features = Path(folder) / "padded.feature"
        features.write_text(feature(args.failures), encoding="utf-8")
        report = Path(folder) / "report.json"
        impl = f"cmd:{sys.executable} {ENGINE} {args.pad}"
        started = time.perf_counter()
        done = subprocess.run([sys.executable, "-m", "rulebook.cli", "check", "--features", str(features),
                               "--impl", impl, "--jobs", str(args.jobs), "--out", str(report),
                               "--progress", "none"], cwd=ROOT, capture_output=True, text=True)
        seconds = time.perf_counter() - started
        peak_mb = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024  # kilobytes on Linux
        if done.returncode not in (0, 1) or not report.exists():
            raise SystemExit(f"check failed (exit {done.returncode}): {done.stderr.strip()[-2000:]}")
        size_mb = report.stat().st_size / (1 << 20)
        data = json.loads(report.read_text(encoding="utf-8"))
    failed = data["totals"]["failed"]
    print(f"{failed} failures of {len(data['results'])} runs, answers padded to {args.pad:,} bytes, "
          f"--jobs {args.jobs}: {seconds:.0f} s, peak memory {peak_mb:,.0f} MB, report {size_mb:.1f} MB")


if __name__ == "__main__":
    main()
