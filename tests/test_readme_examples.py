"""Every command the README and docs/*.md show runs, as written, and succeeds (or exits as the text
says): what a new user types first must be true. Each code block runs in a fresh folder, its
commands in order, so a later line finds the files an earlier one wrote.

A few things a reader has and the test has not are stood in for, by the maps below, never by
skipping a line: an engine of the reader's own (`./my-engine`) is the example external engine; the
files the text supposes (`my.feature`, `my-house.toml`, `my-set.toml`) are the ones the text
shows how to make; paths into the checkout (`examples/`, `features/`) are made absolute. Runs are
kept short, each narrowing said below."""

from __future__ import annotations

import contextlib
import io
import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest
from doc_commands import ROOT, Block, command_blocks

from rulebook.cli import main

README = ROOT / "README.md"
BLOCKS = command_blocks()
PYTHON = shlex.quote(sys.executable)
EXAMPLE_ENGINE = f"cmd:{PYTHON} {ROOT / 'examples' / 'external_engine.py'}"

# What the reader has and the test has not: the text's stand-ins, replaced in every command line.
STAND_INS = {
    '"cmd:./my-engine --protocol"': shlex.quote(EXAMPLE_ENGINE),  # your engine: the example one
    '"cmd:./my-engine"': shlex.quote(EXAMPLE_ENGINE),
    "python:my_package.adapter:MyEngine": "python:examples.shapes:OrderInChoice",  # your adapter
    '"cmd:python examples/': f'"cmd:{PYTHON} {ROOT}/examples/',  # the checkout's examples
    " features/": f" {ROOT}/features/",                           # the checkout's feature files
}
# Where the text shows an engine failing (a line said to exit 1), your engine is one that draws one
# age too low after an empty pile; a check of the whole suite runs scenarios that catch the engine.
FAILING_ENGINE = f"cmd:{PYTHON} {ROOT / 'examples' / 'broken_draw_engine.py'}"
CATCHES = {
    '"cmd:./my-engine"': f"--features {ROOT}/features/innovation/common/game-draw.feature "
                         "--id game-draw-never-lower --id game-draw-example-five-empty --variant deluxe",
    "NoSharingBonus": f"--features {ROOT}/features/innovation/cards/base/age01.feature "
                      "--id card-base-pottery-shared-sharer-returns-two",
}
# Narrowing, so that the whole test stays near a minute of CPU (the whole suite costs about 30 s of
# CPU, and reading every feature file 2 s, for each of some 25 checks shown): a check reads one
# feature file and a folder (`--features`, unless it names its own) and, unless it chooses its
# scenarios itself, runs one scenario (for every variant it runs for: the command's options are
# all still read and used); Lost Legacy's suite is small and runs whole; a fuzz plays one game
# instead of hundreds (in one process), and `--jobs 4` is `--jobs 2` (two cores).
SMALL_FEATURES = (f"--features {ROOT}/features/innovation/common/game-draw.feature "
                  f"--features {ROOT}/features/innovation/deluxe")
CHOOSES = ("--id", "--tags", "-k", "--failed-from")
ONE_SCENARIO = "--id game-draw-highest-top-card"


def gherkin_example() -> str:
    """The README's example feature file (the one `rulebook check --features my.feature` runs)."""
    text = README.read_text(encoding="utf-8")
    return re.search(r"```gherkin\n(.*?)```", text, re.S).group(1)


def custom_set_command() -> str:
    return next(c.line for b in BLOCKS for c in b.commands if c.line.startswith("rulebook new my-set "))


# Files the text supposes the reader has, made as the text shows.
SUPPOSED = {
    "my.feature": lambda folder: (folder / "my.feature").write_text(gherkin_example(), encoding="utf-8"),
    "my-house.toml": lambda folder: run_in_process(
        shlex.split("rulebook new my-house --from deluxe --set actions.per_turn=3")[1:], folder),
    "my-set.toml": lambda folder: run_in_process(shlex.split(custom_set_command())[1:], folder),
}


def narrowed(line: str, exit_code: int = 0) -> str:
    catches = next((c for engine, c in CATCHES.items() if engine in line), None) if exit_code == 1 else None
    if catches:
        line = line.replace('"cmd:./my-engine"', shlex.quote(FAILING_ENGINE))
    for shown, stand_in in STAND_INS.items():
        line = line.replace(shown, stand_in)
    words = line.split(" #")[0].rstrip()
    if re.search(r"\brulebook fuzz\b", words):
        words = re.sub(r"--games \d+", "--games 1", words).replace("--jobs 2", "--jobs 1")
        return words if "--games" in words or "--replay" in words else f"{words} --games 1"
    if not re.search(r"\brulebook check\b", words) or re.search(r"--compare|--mutants", words):
        return line
    words = words.replace("--jobs 4", "--jobs 2")
    at_line = re.search(r"--id (\S+\.feature):\d+", words)
    if at_line:  # FILE:LINE: read that file only
        return f"{words} --features {at_line.group(1)}"
    if re.search(r"lost-legacy|my-set", words) or "--features" in words:
        return words
    if catches:
        return f"{words} {catches}"
    words = f"{words} {SMALL_FEATURES}"
    return words if any(f" {o}" in words for o in CHOOSES) else f"{words} {ONE_SCENARIO}"


def run_in_process(args: list[str], folder: Path) -> tuple[int, str]:
    """`rulebook ARGS` through the command line's main, in `folder`: no interpreter start-up."""
    out = io.StringIO()
    here = os.getcwd()
    os.chdir(folder)
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
            try:
                code = main(args)
            except SystemExit as exc:
                code = exc.code if isinstance(exc.code, int) else 2
    finally:
        os.chdir(here)
    return code, out.getvalue()


def run_line(line: str, folder: Path) -> tuple[int, str]:
    words = shlex.split(line, comments=True)
    plain = words and words[0] == "rulebook" and not any(w in ("&&", "|", ";", "||") for w in words) \
        and not re.search(r"[|;&$`]", line.split(" #")[0].replace("'", "").replace('"', ""))
    if plain:
        return run_in_process(words[1:], folder)
    env = {**os.environ, "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}",
           "PYTHONPATH": str(ROOT)}
    done = subprocess.run(["bash", "-c", line], cwd=folder, env=env, capture_output=True, text=True, timeout=300)
    return done.returncode, done.stdout[-3000:] + done.stderr[-3000:]


def test_the_docs_show_commands_of_every_kind():
    shown = " ".join(c.line for block in BLOCKS for c in block.commands)
    for form in ("rulebook new house --from deluxe", "--set", "--left-out", "--game lost-legacy",
                 "rulebook check --variant nine.toml", "rulebook check --variant my-set.toml",
                 "rulebook list", "rulebook diff", "rulebook explain", "rulebook fuzz", "| rulebook serve"):
        assert form in shown, form
    assert {b.document for b in BLOCKS} >= {"README.md", "docs/protocol.md"}


@pytest.mark.parametrize("block", BLOCKS, ids=[b.id for b in BLOCKS])
def test_a_command_the_docs_show_runs(block: Block, tmp_path, monkeypatch):
    monkeypatch.syspath_prepend(str(ROOT))  # examples.shapes and friends, as from the checkout
    monkeypatch.delenv("RULEBOOK_VARIANTS", raising=False)
    monkeypatch.setenv("COLUMNS", "120")
    text = " ".join(c.line for c in block.commands)
    for name, make in SUPPOSED.items():
        if name in text and not re.search(rf"rulebook new {re.escape(name.removesuffix('.toml'))}\b", text):
            make(tmp_path)
    for command in block.commands:
        line = narrowed(command.line, command.exit)
        code, output = run_line(line, tmp_path)
        assert code == command.exit, f"{block.id}: {line}\nexit {code}, expected {command.exit}\n{output[-3000:]}"
        assert "Traceback" not in output, f"{block.id}: {line}\n{output[-3000:]}"


def test_the_likely_causes_the_readme_shows_are_what_check_prints(run_cli, monkeypatch):
    """Each `rulebook check --impl python:examples...` the README says 'starts:' is followed by
    the exact lines that check prints first."""
    monkeypatch.syspath_prepend(str(ROOT))  # examples.broken_engines, as from the checkout
    shown = re.findall(r"`(rulebook check --impl python:examples\.[^`]+)` starts:\n\n((?:    .*\n)+)",
                       README.read_text(encoding="utf-8"))
    assert len(shown) >= 2
    for command, block in shown:
        code, out, _ = run_cli(*shlex.split(command)[1:], "--progress", "none")
        expected = [line[4:] for line in block.splitlines()]
        assert code == 1 and out.splitlines()[:len(expected)] == expected, (command, out[:600])
        assert not out.splitlines()[len(expected)].startswith(("likely cause", "  ")), out[:600]
