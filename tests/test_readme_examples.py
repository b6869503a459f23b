"""The README's examples of configured variants (house variants, changed values, custom sets) run
as written, each block in a fresh folder, and succeed: they are what a new user types first."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

README = Path(__file__).resolve().parents[1] / "README.md"
CONFIGURES = re.compile(r"^rulebook (new |check .*(--set|\.toml))")


def command_blocks() -> list[list[str]]:
    """The README's code blocks (fenced or indented) holding a command that configures a
    variant, as their `rulebook` command lines."""
    blocks, current, fenced = [], [], False
    for line in README.read_text(encoding="utf-8").splitlines() + [""]:
        if line.startswith("```"):
            fenced = not fenced
            continue
        text = line.strip() if fenced or line.startswith("    ") else None
        if text is not None and text:
            current.append(text)
            continue
        if current and any(CONFIGURES.match(c) for c in current):
            blocks.append([c for c in current if c.startswith("rulebook ")])
        current = []
    return blocks


BLOCKS = command_blocks()


def test_the_readme_shows_configured_variants():
    shown = " ".join(c for block in BLOCKS for c in block)
    for form in ("rulebook new house --from deluxe", "--set", "--left-out", "--game lost-legacy",
                 "rulebook check --variant house.toml", "rulebook check --variant my-set.toml"):
        assert form in shown, form


@pytest.mark.parametrize("block", BLOCKS, ids=[b[0][:60] for b in BLOCKS])
def test_a_configured_variant_example_runs(block, tmp_path):
    env = {**os.environ, "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}",
           "COLUMNS": "120"}
    for command in block:
        done = subprocess.run(["bash", "-c", command], cwd=tmp_path, env=env, capture_output=True, text=True,
                              timeout=300)
        assert done.returncode == 0, f"{command}\n{done.stdout[-2000:]}\n{done.stderr[-2000:]}"
        assert "Traceback" not in done.stderr
