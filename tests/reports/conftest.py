"""Fixtures for the report tests: a small feature folder, and the command line with `diff`/`matrix`."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from rulebook import cli
from rulebook.reports.cli import register

# Tags like the real suite's; the steps are never run here, only the tags are read.
FEATURE = """\
# Report tests only: scenario ids and variant tags, no rulebook transcribed.
Feature: Sharing bonus on a reveal

  @id:reports-reveal-earns-bonus @deluxe
  Scenario: A reveal by a sharing opponent earns the bonus
    Given a game of "deluxe" with players "A" and "B"

  @id:reports-reveal-no-bonus @first-edition @iello @ultimate
  Scenario: A reveal alone earns nothing
    Given a game of "first-edition" with players "A" and "B"

  @id:reports-two-actions @first-edition @iello @deluxe @ultimate
  Scenario: Two actions per turn
    Given a game of "deluxe" with players "A" and "B"
"""


@pytest.fixture
def features(tmp_path) -> list[Path]:
    """A temporary feature folder holding one file with three tagged scenarios."""
    folder = tmp_path / "features"
    folder.mkdir()
    (folder / "sharing.feature").write_text(FEATURE, encoding="utf-8")
    return [folder]


_BUILD_PARSER = cli.build_parser


def _parser_with_reports():
    parser = _BUILD_PARSER()
    sub = next(a for a in parser._actions if hasattr(a, "choices") and isinstance(a.choices, dict))
    if "diff" not in sub.choices:  # until engine/cli/parser.py calls register() itself
        register(sub)
    return parser


@pytest.fixture
def report_cli(capsys, monkeypatch):
    """Run `rulebook ARGS...` with the report subcommands; return (exit code, stdout, stderr)."""
    monkeypatch.setattr(cli, "build_parser", _parser_with_reports)

    def run(*args: str):
        code = cli.main(list(args))
        out, err = capsys.readouterr()
        return code, out, err

    return run


@pytest.fixture
def house(tmp_path) -> Path:
    """A user's variant file outside the bundled folder: Deluxe with a shared win on a full tie."""
    path = tmp_path / "house" / "house.toml"
    path.parent.mkdir()
    path.write_text(textwrap.dedent("""\
        id = "house"
        game = "innovation"
        title = "House rules"
        extends = "deluxe"

        [victory]
        score_full_tie = "shared"

        [sources]
        "victory.score_full_tie" = "our table, 2024"
        """), encoding="utf-8")
    return path
