"""The benchmark scripts' own machinery (their figures are measured, never asserted)."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def in_git_checkout() -> bool:
    return shutil.which("git") is not None and subprocess.run(
        ["git", "-C", str(ROOT), "rev-parse", "HEAD"], capture_output=True).returncode == 0


@pytest.mark.skipif(not in_git_checkout(), reason="--before reads a revision of this git checkout")
def test_ultimate_games_times_another_revision_in_the_same_run():
    # HEAD against the checkout: the same engine unless the tree has uncommitted engine changes,
    # so the endings must match whenever the working tree's engine is HEAD's
    done = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "ultimate_games.py"), "--games", "2",
                           "--counts", "2", "--no-check", "--before", "HEAD", "--clock", "cpu"],
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    line = done.stdout.strip()
    assert re.match(r"ultimate 2 players: 2 games, endings \{.+\}; \d+ games/s \(before \(HEAD\): \d+ games/s, "
                    r"(same endings|endings \{.+\})\) \(CPU time\)$", line), line
    engine_changed = subprocess.run(["git", "-C", str(ROOT), "diff", "--quiet", "HEAD", "--", "engine"]).returncode
    if engine_changed == 0:
        assert "same endings" in line


def test_ultimate_games_refuses_an_unknown_revision():
    done = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "ultimate_games.py"), "--games", "1",
                           "--counts", "2", "--no-check", "--before", "no-such-revision-xyz"],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode != 0
    assert "--before no-such-revision-xyz" in done.stderr and "Traceback" not in done.stderr


def test_replays_measures_an_engine_on_a_variant_and_compares_verdicts(tmp_path):
    saved = tmp_path / "replays.json"
    command = [sys.executable, str(ROOT / "benchmarks" / "replays.py"), "--engine", "YesNoForOneCard",
               "--variant", "deluxe", "--only", "card-base-mass-media-value-from-every-score-pile", "--worst", "1"]
    first = subprocess.run([*command, "--save", str(saved)], capture_output=True, text=True, timeout=300)
    assert first.returncode == 0, first.stdout + first.stderr
    assert re.search(r"^YesNoForOneCard +deluxe +1 +1 +\d+ +\d+ +0$", first.stdout, re.M), first.stdout
    assert "card-base-mass-media-value-from-every-score-pile[deluxe] (passed)" in first.stdout
    again = subprocess.run([*command, "--compare", str(saved)], capture_output=True, text=True, timeout=300)
    assert again.returncode == 0 and f"verdicts changed against {saved}: 0" in again.stdout, again.stdout
