"""Output a script can trust: `--format json` puts one JSON document on stdout and nothing else,
`--out FILE` writes the format asked for (or the one its name says), and tables follow the
terminal's width."""

from __future__ import annotations

import json
import textwrap
from pathlib import Path

import pytest

from rulebook.cli import build_parser

FEATURE = """\
@deluxe
Feature: Draw and meld
  @id:out-meld
  Scenario: A meld starts a new pile
    Given a 2-player game
    And Alice has Tools in hand
    And it is Alice's turn 2 with 2 actions left
    When Alice melds Tools
    Then Alice's blue pile is Tools

  @id:out-wrong
  Scenario: A check that fails
    Given a 2-player game
    And Alice has Tools in hand
    And it is Alice's turn 2 with 2 actions left
    When Alice melds Tools
    Then Alice's blue pile is Writing
"""


@pytest.fixture
def feature(tmp_path) -> Path:
    path = tmp_path / "out.feature"
    path.write_text(textwrap.dedent(FEATURE), encoding="utf-8")
    return path


@pytest.fixture
def report(run_cli, feature, tmp_path) -> Path:
    """A JSON compliance report of the tiny feature (for --compare)."""
    out = tmp_path / "old.json"
    assert run_cli("check", "--features", str(feature), "--out", str(out))[0] == 1
    return out


def commands() -> list[str]:
    return list(build_parser()._subparsers._group_actions[0].choices)  # type: ignore[union-attr]


JSON_COMMANDS = [
    ("list",),
    ("show", "deluxe"),
    ("play", "deluxe", "--games", "2"),
    ("diff", "first-edition", "deluxe"),
    ("matrix", "--game", "lost-legacy"),
    ("check", "--features", "{feature}"),
    ("check", "--features", "{feature}", "--coverage"),
    ("check", "--compare", "{report}", "{report}"),
    ("check", "--mutants", "deluxe", "--features", "{feature}"),
    ("check", "--derive-assumptions", "--features", "{feature}", "--variant", "deluxe"),
    ("fuzz", "--impl", "reference", "--variant", "deluxe", "--players", "2", "--games", "1", "--out", "{found}"),
    ("fuzz", "--impl", "reference", "--variant", "deluxe", "--players", "2", "--replay", "3", "--out", "{found}"),
    ("explain", "victory.achievements"),
]


@pytest.mark.parametrize("command", JSON_COMMANDS, ids=lambda c: " ".join(part for part in c if "{" not in part))
def test_format_json_prints_only_json_on_stdout(run_cli, feature, report, tmp_path, command):
    if command[0] not in commands():
        pytest.skip(f"no {command[0]} command in this build")
    args = [a.format(feature=feature, report=report, found=tmp_path / "found") for a in command]
    code, out, err = run_cli(*args, "--format", "json")
    assert code in (0, 1), err
    json.loads(out)  # the whole of stdout, nothing before or after


def test_every_command_with_format_json_is_covered():
    parser = build_parser()
    with_json = set()
    for name, sub in parser._subparsers._group_actions[0].choices.items():  # type: ignore[union-attr]
        for action in sub._actions:
            if "--format" in action.option_strings and "json" in (action.choices or ()):
                with_json.add(name)
    assert with_json <= {command[0] for command in JSON_COMMANDS}


# --- --out: the format asked for, or the one the file name says --------------------------------

def test_check_format_md_out_writes_markdown_and_keeps_stdout_empty(run_cli, feature, tmp_path):
    out = tmp_path / "r.md"
    code, stdout, err = run_cli("check", "--features", str(feature), "--format", "md", "--out", str(out))
    assert code == 1 and stdout == ""
    assert out.read_text(encoding="utf-8").startswith("# Compliance: rulebook-reference ")
    assert err.splitlines()[0] == f"wrote {out}" and "FAILED out-wrong[deluxe]" in err


@pytest.mark.parametrize("name, starts", [("r.json", "{"), ("r.md", "# Compliance"), ("r.xml", "<?xml"),
                                          ("r.html", "<!DOCTYPE html>")])
def test_check_in_table_format_infers_the_file_format_from_its_name(run_cli, feature, tmp_path, name, starts):
    out = tmp_path / name
    code, stdout, err = run_cli("check", "--features", str(feature), "--out", str(out))
    assert code == 1 and "compliance of rulebook-reference" in stdout  # the table stays on stdout
    assert out.read_text(encoding="utf-8").startswith(starts) and err == f"wrote {out}\n"


@pytest.mark.parametrize("args, message", [
    (("check", "--features", "{feature}", "--out", "{tmp}/r.txt"),
     "error: --out {tmp}/r.txt: cannot tell the report format from the file name; name it .json, .md, .xml, "
     ".html, or give --format json|md|junit|html"),
    (("check", "--features", "{feature}", "--format", "md", "--out", "{tmp}/r.json"),
     "error: --out {tmp}/r.json: the file name says json but --format says md; make them agree (or name the "
     "file otherwise)"),
    (("diff", "deluxe", "ultimate", "--out", "{tmp}/d.txt"),
     "error: --out {tmp}/d.txt: cannot tell the report format from the file name; name it .md, .html, .json, or "
     "give --format md|html|json"),
    (("matrix", "--out", "{tmp}/m.xml"),
     "error: --out {tmp}/m.xml: cannot tell the report format from the file name; name it .md, .html, .json, or "
     "give --format md|html|json"),
])
def test_a_file_name_that_says_no_format_is_a_usage_error_before_anything_runs(run_cli, feature, tmp_path,
                                                                                args, message):
    code, out, err = run_cli(*[a.format(feature=feature, tmp=tmp_path) for a in args])
    assert (code, out, err) == (2, "", message.format(tmp=tmp_path) + "\n")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out.feature"]


@pytest.mark.parametrize("command", [("diff", "first-edition", "deluxe"), ("matrix", "--game", "lost-legacy")])
@pytest.mark.parametrize("name, check", [
    ("r.json", lambda text: isinstance(json.loads(text), dict)),
    ("r.html", lambda text: text.startswith("<!DOCTYPE html>")),
    ("r.md", lambda text: text.startswith("# ")),
])
def test_diff_and_matrix_infer_the_format_from_the_name(run_cli, tmp_path, command, name, check):
    out = tmp_path / name
    code, stdout, err = run_cli(*command, "--out", str(out))
    assert (code, stdout, err) == (0, "", f"wrote {out}\n")
    assert check(out.read_text(encoding="utf-8"))


def test_format_given_wins_over_an_unknown_extension(run_cli, tmp_path):
    out = tmp_path / "report.txt"
    assert run_cli("diff", "first-edition", "deluxe", "--format", "json", "--out", str(out))[0] == 0
    assert json.loads(out.read_text(encoding="utf-8"))["a"]["id"] == "first-edition"


# --- tables follow the terminal's width ----------------------------------------------------------

def widest(text: str) -> int:
    return max(len(line) for line in text.splitlines())


def test_list_fits_a_narrow_terminal_without_breaking_an_id(run_cli, monkeypatch):
    from rulebook.variants import bundled_paths

    monkeypatch.setenv("COLUMNS", "60")
    code, out, _ = run_cli("list")
    assert code == 0 and widest(out) <= 60
    lines = [line.rstrip() for line in out.splitlines()]
    for path in bundled_paths():  # each variant's block starts with its whole id
        assert any(line.startswith(f"{path.stem} - ") for line in lines), path.stem
    at = lines.index("ultimate - Innovation Ultimate (Asmadi fourth edition, 2024)")
    # the figures wrap at the width, under the id, indented
    assert lines[at + 1:at + 3] == ["    innovation, 2-5 players, ages 1-11, 6 achievements to", "    win (2p), complete"]


def test_list_uses_a_wide_terminal_for_one_row_per_variant(run_cli, monkeypatch):
    monkeypatch.setenv("COLUMNS", "200")
    code, out, _ = run_cli("list")
    assert code == 0 and 60 < widest(out) <= 200
    row = next(line for line in out.splitlines() if line.startswith("ultimate "))
    title = "Innovation Ultimate (Asmadi fourth edition, 2024)"
    assert row.split() == ["ultimate", "innovation", *title.split(" "), "2-5", "1-11", "6", "complete"]


def table_lines(text: str) -> list[str]:
    return [line for line in text.splitlines() if line[:1] in "┏┃┡│└"]


@pytest.mark.parametrize("columns", [60, 200])
def test_check_and_play_tables_fit_the_width(run_cli, monkeypatch, feature, columns):
    monkeypatch.setenv("COLUMNS", str(columns))
    code, out, _ = run_cli("check", "--features", str(feature))
    # (a FAILED line is not cut: the terminal wraps it, and grep finds it whole)
    assert code == 1 and table_lines(out) and widest("\n".join(table_lines(out))) <= columns
    assert "FAILED out-wrong[deluxe] (" in out
    code, out, _ = run_cli("play", "deluxe", "--games", "2")
    assert code == 0 and widest(out) <= columns
