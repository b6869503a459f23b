"""The README's facts that change as the suite grows, checked against the code: the run counts
it quotes, the rerun example pointing at the failure shown above it, and no two of its blocks
writing the same variant file (a reader who follows along runs them in one folder)."""

from __future__ import annotations

import re
from pathlib import Path

from doc_commands import code_blocks

from rulebook.compliance.running.catalog import load_scenarios
from rulebook.compliance.running.selection import located

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"


def test_the_selection_example_quotes_the_real_counts():
    text = README.read_text(encoding="utf-8")
    found = re.search(r"selected (\d+) of (\d+) scenario runs \(--id ([\w-]+)\)", text)
    assert found, "the README shows what a selection prints"
    scenarios = load_scenarios()
    chosen = next(s for s in scenarios if s.id == found.group(3))
    assert int(found.group(1)) == len(chosen.variants)
    assert int(found.group(2)) == sum(len(s.variants) for s in scenarios), "update the README's run count"


def test_the_rerun_example_points_at_the_failure_shown_above_it():
    text = README.read_text(encoding="utf-8")
    section = text[text.index("### When a scenario fails"):]
    shown = re.search(r"FAILED ([\w-]+)\[\w[\w-]*\] \(", section)
    assert shown
    scenarios = load_scenarios()
    pointed = re.findall(r"rulebook (?:check --id|scenario) (\S+\.feature:\d+)", section)
    assert len(pointed) == 2
    assert {located(where, scenarios) for where in pointed} == {shown.group(1)}


def test_no_two_blocks_write_the_same_variant_file():
    writers: dict[str, str] = {}
    for block in code_blocks(README):
        for command in block.commands:
            for name, out in re.findall(r"rulebook new (\S+)(?:[^&|]*?--out (\S+))?", command.line):
                written = out or f"{name}.toml"
                assert writers.setdefault(written, block.id) == block.id, (
                    f"{written} is written by the blocks at {writers[written]} and {block.id}")
    assert "house.toml" in writers
