"""The command lines the README and docs/*.md show, read from their code blocks: what the tests of
the documentation run (tests/test_readme_examples.py). One reader for all of them, so that every
test sees the same blocks.

A block is a fenced code block (```) or an indented one (four spaces, after a blank line). A line
of it is a command when it runs `rulebook` (after an optional `$ ` prompt or `NAME=value`
settings, or at the end of a pipe, as `printf ... | rulebook serve`) or, in a block that has such a
line, prepares its files (`cp`, `sed`, `mkdir`, `printf`). Install lines (`pip install`) are left
to CI, which runs the README's first two blocks as written. A trailing comment that says
`exit N` (or `exit code N`) gives the exit code the line is shown to have; otherwise it is 0.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DOCUMENTS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]

RUNS_RULEBOOK = re.compile(r"^(?:\$ )?(?:[A-Z_]+=\S+ )*rulebook(?: |$)|\| *rulebook ")
PREPARES = re.compile(r"^(?:cp|sed|mkdir|printf|echo) ")
EXIT = re.compile(r"#.*\bexit (?:code )?(\d+)")


@dataclass
class Command:
    line: str      # as shown, without a `$ ` prompt
    exit: int      # the exit code the text gives it


@dataclass
class Block:
    document: str  # its path relative to the repository
    start: int     # the line its first command is on
    lang: str      # the fence's language ('' for an indented block)
    lines: list[str] = field(default_factory=list)

    @property
    def commands(self) -> list[Command]:
        shown: list[str] = []
        for line in self.lines:  # a line ending in a backslash goes on on the next one
            if shown and shown[-1].endswith("\\"):
                shown[-1] = shown[-1][:-1] + " " + line
            else:
                shown.append(line.removeprefix("$ "))
        if not any(RUNS_RULEBOOK.search(line) for line in shown):
            return []
        return [Command(line, int(EXIT.search(line).group(1)) if EXIT.search(line) else 0) for line in shown
                if (RUNS_RULEBOOK.search(line) or PREPARES.match(line)) and "pip install" not in line]

    @property
    def id(self) -> str:
        return f"{self.document}:{self.start}"


def code_blocks(path: Path) -> list[Block]:
    """Every code block of a Markdown file, its non-blank lines stripped."""
    blocks: list[Block] = []
    current: Block | None = None
    fence = ""
    previous_blank = True
    document = path.relative_to(ROOT).as_posix()
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines() + [""], start=1):
        if fence:
            if line.strip().startswith(fence):
                fence, current = "", None
            elif line.strip() and current is not None:
                current.lines.append(line.strip())
            continue
        stripped = line.lstrip()
        if stripped.startswith("```"):
            fence = "```"
            current = Block(document, number + 1, stripped[3:].strip())
            blocks.append(current)
            continue
        if line.startswith("    ") and line.strip() and (current is not None or previous_blank):
            if current is None:
                current = Block(document, number, "")
                blocks.append(current)
            current.lines.append(line.strip())
        elif line.strip():
            current = None
        previous_blank = not line.strip()
    return blocks


def command_blocks(documents: list[Path] | None = None) -> list[Block]:
    """The blocks of the documents that hold a command, in order."""
    return [block for path in (documents or DOCUMENTS) for block in code_blocks(path) if block.commands]
