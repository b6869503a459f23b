"""Output a script can trust: `--format json` puts one JSON document on stdout and nothing else,
`--out FILE` writes the format asked for (or the one its name says), and tables follow the
terminal's width."""

from __future__ import annotations

import json
import re
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
    assert lines[at + 1:at + 3] == ["    innovation, 2-5 players, ages 1-11, 6 achievements to", "    win (2 players), complete"]


def test_list_uses_a_wide_terminal_for_one_row_per_variant(run_cli, monkeypatch):
    monkeypatch.setenv("COLUMNS", "200")
    code, out, _ = run_cli("list")
    assert code == 0 and 60 < widest(out) <= 200
    row = next(line for line in out.splitlines() if line.startswith("ultimate "))
    title = "Innovation Ultimate (Asmadi fourth edition, 2024)"
    assert row.split() == ["ultimate", "innovation", *title.split(" "), "2-5", "1-11", "6", "complete"]


def test_list_says_a_team_game_plainly(run_cli, monkeypatch):
    """A 4-player team game reads '4 players' and '6 achievements to win per team', not '4-4 players'
    and '6 (teams) achievements to win (2p)'."""
    monkeypatch.setenv("COLUMNS", "60")
    out = run_cli("list")[1]
    block = out[out.index("deluxe-teams - "):]
    assert "innovation, 4 players, ages 1-10, 6 achievements to win per team" in " ".join(block.split()[:20])
    assert "4-4" not in out and "(teams)" not in out and "(2p)" not in out
    monkeypatch.setenv("COLUMNS", "200")
    row = next(line for line in run_cli("list")[1].splitlines() if line.startswith("deluxe-teams "))
    assert row.split()[-6:] == ["4", "1-10", "6", "per", "team", "complete"]


def table_lines(text: str) -> list[str]:
    """The lines of check's variant x area table (`--table`), from its heading to its last row."""
    lines = text.splitlines()
    start = next(i for i, line in enumerate(lines) if "compliance of" in line) + 1
    end = next(i for i, line in enumerate(lines) if line.startswith(("FAILED", "FIXED")) or " passed, " in line)
    return lines[start:end]


@pytest.mark.parametrize("columns", [60, 200])
def test_check_and_play_tables_fit_the_width(run_cli, monkeypatch, feature, columns):
    monkeypatch.setenv("COLUMNS", str(columns))
    code, out, _ = run_cli("check", "--features", str(feature), "--table")
    # (a FAILED line is not cut: the terminal wraps it, and grep finds it whole)
    assert code == 1 and table_lines(out) and widest("\n".join(table_lines(out))) <= columns
    assert "FAILED out-wrong[deluxe] (" in out
    code, out, _ = run_cli("play", "deluxe", "--games", "2")
    assert code == 0 and widest(out) <= columns


# -- a newcomer's messages (issue 30) --------------------------------------------------------------

def test_check_prints_a_summary_off_a_terminal_and_the_table_on_request(run_cli, monkeypatch, feature):
    monkeypatch.delenv("COLUMNS", raising=False)
    code, out, _ = run_cli("check", "--features", str(feature))
    lines = out.splitlines()[1:]  # after the likely cause
    assert code == 1 and lines[0] == "compliance of rulebook-reference: 2 scenario runs, 1 variant (--table: by rulebook area)"
    assert lines[1].split() == ["deluxe", "1", "passed,", "1", "failed,", "0", "skipped"]
    assert not table_lines_or_none(out) and "FAILED out-wrong[deluxe] (" in out
    assert lines[-1] == "1 passed, 1 failed, 0 skipped, 0 expected, 0 fixed"
    code, out, _ = run_cli("check", "--features", str(feature), "--table")
    assert code == 1 and table_lines(out)[0].split() == ["variant", "area", "passed", "failed", "skipped",
                                                         "expected", "fixed"]
    monkeypatch.setenv("COLUMNS", "40")  # too narrow for the columns: a block per variant
    code, out, _ = run_cli("check", "--features", str(feature), "--table")
    assert re.search(r"^compliance of rulebook-reference\ndeluxe\n  \S+  1 passed, 1 failed, 0 skipped$", out, re.M)


def table_lines_or_none(text: str) -> list[str]:
    return [line for line in text.splitlines() if line.startswith("variant ")]


def test_off_a_terminal_lines_are_not_wrapped(run_cli, monkeypatch):
    monkeypatch.delenv("COLUMNS", raising=False)
    out = run_cli("list")[1]
    row = next(line for line in out.splitlines() if line.startswith("ultimate-figures "))
    assert "Innovation Ultimate with Figures (Asmadi fourth edition, 2024)" in row and "complete" in row
    out = run_cli("explain", "dogma.sharing_bonus")[1]
    assert ("  first-edition, bga-first, bga-first-teams, bga-third, bga-third-teams" in out.splitlines())
    assert any(line.endswith("dogma action gets a free draw after it.") and "true: When" in line
               for line in out.splitlines())


def test_explain_groups_variants_and_lists_a_few_scenarios_unless_all(run_cli, monkeypatch):
    monkeypatch.setenv("COLUMNS", "100")
    short = run_cli("explain", "actions")[1].splitlines()
    every = run_cli("explain", "actions", "--all")[1].splitlines()
    assert len(short) < 300 < 1000 < len(every)
    assert any(line.strip().startswith("... and ") and "--all lists every one" in line for line in short)
    assert not any("--all lists every one" in line for line in every)
    data = json.loads(run_cli("explain", "actions", "--format", "json")[1])  # json: unchanged, everything
    assert sum(len(p["scenarios"]) for g in data["games"] for p in g["parameters"]) > 500


@pytest.mark.parametrize("args, words", [
    (("check", "--var", "deluxe"), "unrecognized arguments: --var deluxe (--var: did you mean '--variant'?)"),
    (("check", "--varient", "deluxe"), "(--varient: did you mean '--variant'?)"),
    (("chek",), "invalid choice: 'chek'"),
    (("show", "deluxe", "--format", "tom"), "did you mean 'toml'?"),
])
def test_no_abbreviations_and_the_nearest_option_or_command(args, words, capsys):
    from rulebook.cli import main

    with pytest.raises(SystemExit) as exit_:
        main(list(args))
    err = capsys.readouterr().err
    assert exit_.value.code == 2 and words in " ".join(err.split())
    if args == ("chek",):
        assert err.splitlines()[0].endswith("did you mean 'check'?")


def test_a_variant_that_looks_like_a_file_is_one(run_cli, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    for args in (("check", "--variant", "house.tom"), ("show", "house.tom"), ("check", "--variant", "rules/house")):
        code, _, err = run_cli(*args)
        assert code == 2 and "no such file" in err and "unknown variant" not in err, err


def test_a_house_variant_of_a_house_variant_is_titled_once(run_cli, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert run_cli("new", "house", "--from", "deluxe")[0] == 0
    assert run_cli("new", "house2", "--from", "house.toml")[0] == 0
    text = (tmp_path / "house2.toml").read_text(encoding="utf-8")
    assert 'title = "House variant of Innovation Deluxe (Asmadi third edition) (derived from house)"' in text


def test_rulebook_variants_missing_a_variant_blames_the_folder(run_cli, tmp_path, monkeypatch):
    import shutil

    from rulebook.resources import bundled

    folder = tmp_path / "variants"
    (folder / "innovation").mkdir(parents=True)
    for name in ("first-edition", "deluxe"):
        shutil.copy(bundled("variants") / "innovation" / f"{name}.toml", folder / "innovation")
    monkeypatch.setenv("RULEBOOK_VARIANTS", str(folder))
    code, _, err = run_cli("check", "--variant", "deluxe")
    assert code == 2 and err.startswith(f"error: {folder}: the variants folder RULEBOOK_VARIANTS names has no ")
    assert "did you mean" not in err and "must hold every bundled variant" in err


def test_on_a_terminal_check_prints_the_table_and_at_80_columns_cuts_nothing():
    import io

    from rich.console import Console

    from rulebook.compliance.checking.terminal import print_table

    counts = {"passed": 1234, "failed": 0, "skipped": 12, "expected": 0, "fixed": 0}
    rows = [("lost-legacy-flying-garden", "lost-legacy"), ("first-edition", "innovation/first-edition"),
            ("ultimate-figures", "innovation/cards/figures")]
    data = {"implementation": {"name": "rulebook-reference"}, "results": [],
            "table": [{"variant": v, "area": a, **counts} for v, a in rows],
            "totals": {s: n * len(rows) for s, n in counts.items()}}
    screen = io.StringIO()
    print_table(data, Console(file=screen, force_terminal=True, width=80, color_system=None))
    lines = screen.getvalue().splitlines()
    assert widest(screen.getvalue()) <= 80
    for variant, area in rows:  # too wide for 80 columns side by side: a block per variant, nothing cut
        at = lines.index(variant)
        assert lines[at + 1].split()[:4] == [area, "1234", "passed,", "0"], (variant, area)
    assert "…" not in screen.getvalue()
    data["table"] = [{"variant": "deluxe", "area": "innovation/common", **counts}]  # narrow enough: the table
    screen = io.StringIO()
    print_table(data, Console(file=screen, force_terminal=True, width=80, color_system=None))
    assert any(line.split()[:3] == ["deluxe", "innovation/common", "1234"]
               for line in screen.getvalue().splitlines())


def test_an_error_of_new_says_the_file_it_names_was_not_written(run_cli, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    code, _, err = run_cli("new", "h2", "--from", "deluxe", "--set", "ages.max=8")
    assert code == 2 and "h2.toml:" in err and not (tmp_path / "h2.toml").exists()
    assert err.startswith("error: invalid variant (nothing was written: the file, line and key are those of the "
                          "file `new` would have written)\n")


def test_a_mistyped_word_gets_the_nearest_allowed_one(run_cli, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    code, _, err = run_cli("new", "h3", "--from", "deluxe", "--set", "victory.score_full_tie=shraed")
    assert code == 2 and err.rstrip().endswith("'shraed' is not one of 'shared', 'draw'; did you mean 'shared'?")
