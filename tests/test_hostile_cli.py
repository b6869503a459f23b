"""Hostile and careless use of the command line (issue 20): an output that is an input, racing
`new`s, `--force` on a link or a special file, file-system errors, a closed stdout, bad player
counts, empty or undecodable feature folders, and values that try to break out of a Markdown
report. Every failure is one line on stderr with exit code 2, and no file is lost."""

from __future__ import annotations

import contextlib
import errno
import io
import multiprocessing
import os
import re
import stat
import subprocess
import sys
from pathlib import Path

import pytest
from markdown_it import MarkdownIt
from pydantic import BaseModel

from rulebook.cli import main
from rulebook.variants import resolve
from rulebook.variants.loader import PROJECT_ROOT


def _one_line_error(err: str, *fragments: str) -> None:
    assert "Traceback" not in err
    assert len(err.strip().splitlines()) == 1, err
    for fragment in fragments:
        assert fragment in err


def _rulebook(*args: str, cwd: Path, stdout=subprocess.PIPE) -> subprocess.Popen:
    env = {**os.environ, "PYTHONPATH": str(PROJECT_ROOT)}
    return subprocess.Popen([sys.executable, "-m", "rulebook.cli", *args], cwd=cwd, env=env,
                            stdout=stdout, stderr=subprocess.PIPE, text=True)


@pytest.fixture
def house(run_cli, tmp_path) -> Path:
    """house.toml, a user variant extending deluxe, written by `rulebook new`."""
    out = tmp_path / "house.toml"
    code, _, err = run_cli("new", "house", "--from", "deluxe", "--set", 'victory.score_full_tie="shared"',
                           "--out", str(out))
    assert code == 0, err
    return out


# --- an output that is an input ---------------------------------------------------------------

@pytest.mark.parametrize("command", [
    ("diff", "deluxe", "{house}", "--out", "{house}"),
    ("diff", "{house}", "ultimate", "--format", "json", "--out", "{same}"),
    ("diff", "deluxe", "{child}", "--out", "{house}"),          # a parent of an input is an input too
    ("matrix", "--variant", "deluxe", "--variant", "{house}", "--out", "{house}"),
    ("matrix", "--variant", "{child}", "--format", "html", "--out", "{same}"),
])
def test_out_refuses_to_replace_an_input(run_cli, house, command):
    child = house.parent / "child.toml"
    assert run_cli("new", "child", "--from", str(house), "--out", str(child))[0] == 0
    # The same file under another spelling: ./sub/../house.toml.
    (house.parent / "sub").mkdir()
    same = house.parent / "sub" / ".." / "house.toml"
    before = house.read_bytes(), child.read_bytes()
    args = [a.format(house=house, child=child, same=same) for a in command]
    code, out, err = run_cli(*args)
    assert code == 2 and out == ""
    _one_line_error(err, "--out", "input")
    assert (house.read_bytes(), child.read_bytes()) == before
    assert sorted(p.name for p in house.parent.iterdir()) == ["child.toml", "house.toml", "sub"]


def test_out_refuses_a_feature_file_of_the_diff(run_cli, tmp_path):
    feature = tmp_path / "one.feature"
    feature.write_text("Feature: f\n\n  @id:f-one @deluxe\n  Scenario: s\n    Given x\n", encoding="utf-8")
    code, _, err = run_cli("diff", "deluxe", "ultimate", "--features", str(tmp_path), "--out", str(feature))
    assert code == 2
    _one_line_error(err, str(feature))
    assert feature.read_text(encoding="utf-8").startswith("Feature: f")


# --- new: exclusive creation, --force on links and special files ------------------------------

def _racing_new(folder: Path, barrier, results) -> None:
    """One `rulebook new conc --from deluxe` in its own process, started with the others."""
    os.chdir(folder)
    out, err = io.StringIO(), io.StringIO()
    barrier.wait(timeout=30)
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(["new", "conc", "--from", "deluxe"])
    results.put((code, out.getvalue(), err.getvalue()))


def test_eight_concurrent_news_one_wins(tmp_path):
    # Forked processes (the engine already imported, so the test stays fast) held at a barrier
    # until all eight are ready: they reach the existence check and the write together.
    context = multiprocessing.get_context("fork")
    barrier, queue = context.Barrier(8), context.Queue()
    runs = [context.Process(target=_racing_new, args=(tmp_path, barrier, queue)) for _ in range(8)]
    for run in runs:
        run.start()
    try:
        results = [queue.get(timeout=60) for _ in runs]
    finally:
        for run in runs:
            run.join(timeout=10)
            if run.is_alive():
                run.kill()
                run.join()
    winners = [r for r in results if r[0] == 0]
    assert len(winners) == 1, results
    assert winners[0][1] == f"wrote {tmp_path / 'conc.toml'}\n"
    for code, out, err in results:
        if code != 0:
            assert code == 2 and out == ""
            _one_line_error(err, "conc.toml", "exists", "--force")
    assert resolve(tmp_path / "conc.toml").variant.id == "conc"
    assert [p.name for p in tmp_path.iterdir()] == ["conc.toml"]


def test_new_does_not_replace_a_file_created_while_it_validates(run_cli, tmp_path, monkeypatch):
    """The race above, made certain: another process writes the file between the existence
    check and the write."""
    from rulebook.variants import derive

    out = tmp_path / "race.toml"
    real = derive.resolve_text

    def theirs_appears(text, path):
        out.write_text("# theirs\n", encoding="utf-8")
        return real(text, path)

    monkeypatch.setattr(derive, "resolve_text", theirs_appears)
    code, _, err = run_cli("new", "race", "--from", "deluxe", "--out", str(out))
    assert code == 2
    _one_line_error(err, str(out), "exists")
    assert out.read_text(encoding="utf-8") == "# theirs\n"
    assert [p.name for p in tmp_path.iterdir()] == ["race.toml"]


def test_force_keeps_the_file_mode(run_cli, house):
    house.chmod(0o604)  # not what any usual umask gives a new file
    assert run_cli("new", "house", "--from", "ultimate", "--out", str(house), "--force")[0] == 0
    assert stat.S_IMODE(house.stat().st_mode) == 0o604
    assert 'extends = "ultimate"' in house.read_text(encoding="utf-8")


def test_force_refuses_to_replace_a_symlink(run_cli, tmp_path):
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    target = elsewhere / "house.toml"  # a name `new` would accept: only the link is in the way
    target.write_text("# kept\n", encoding="utf-8")
    link = tmp_path / "house.toml"
    link.symlink_to(target)
    code, _, err = run_cli("new", "house", "--from", "deluxe", "--out", str(link), "--force")
    assert code == 2
    _one_line_error(err, str(link), "symbolic link")
    assert link.is_symlink() and target.read_text(encoding="utf-8") == "# kept\n"


def test_force_refuses_to_replace_a_fifo(run_cli, tmp_path):
    fifo = tmp_path / "house.toml"
    os.mkfifo(fifo)
    code, _, err = run_cli("new", "house", "--from", "deluxe", "--out", str(fifo), "--force")
    assert code == 2
    _one_line_error(err, str(fifo), "not a regular file")
    assert stat.S_ISFIFO(fifo.lstat().st_mode)


def test_help_of_new_says_what_force_does(run_cli, capsys):
    with pytest.raises(SystemExit):
        run_cli("new", "--help")
    text = " ".join(capsys.readouterr().out.split())
    assert "symbolic link" in text and "permissions" in text


# --- every OSError is one line naming the file ------------------------------------------------

def _fail(number: int):
    def fail(*args, **kwargs):
        raise OSError(number, os.strerror(number))
    return fail


@pytest.mark.parametrize("where, number", [
    ("tempfile.mkstemp", errno.EROFS),   # a read-only folder (root ignores mode bits: simulated)
    ("tempfile.mkstemp", errno.EACCES),
    ("os.fsync", errno.ENOSPC),          # a full disk
])
@pytest.mark.parametrize("command", [
    ("new", "house", "--from", "deluxe", "--out", "{out}"),
    ("diff", "deluxe", "ultimate", "--features", "{features}", "--format", "md", "--out", "{out}"),
    ("matrix", "--game", "lost-legacy", "--format", "md", "--out", "{out}"),
])
def test_write_errors_are_one_line(run_cli, tmp_path, monkeypatch, where, number, command):
    features = tmp_path / "one.feature"  # a small diff: the whole suite's scenarios are not the point
    features.write_text("Feature: f\n\n  @id:f-one @deluxe\n  Scenario: s\n    Given x\n", encoding="utf-8")
    (tmp_path / "out").mkdir()
    out = tmp_path / "out" / "house.toml"
    module, name = where.split(".")
    monkeypatch.setattr(f"rulebook.files.{module}.{name}", _fail(number))
    code, _, err = run_cli(*[a.format(out=out, features=features) for a in command])
    assert code == 2
    _one_line_error(err, str(out), os.strerror(number))
    assert list(out.parent.iterdir()) == []


def test_schema_into_a_file_is_one_line(run_cli, tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("", encoding="utf-8")
    code, _, err = run_cli("schema", "--out", str(blocker / "schemas"))
    assert code == 2
    _one_line_error(err, str(blocker / "schemas"))


# --- a closed stdout ---------------------------------------------------------------------------

@pytest.mark.parametrize("args", [("list",), ("matrix",), ("play", "deluxe")])
def test_closed_stdout_exits_quietly(tmp_path, args):
    read_end, write_end = os.pipe()
    os.close(read_end)  # `| head` gone before the first write
    try:
        run = _rulebook(*args, cwd=tmp_path, stdout=write_end)
    finally:
        os.close(write_end)
    try:
        _, err = run.communicate(timeout=60)
    finally:
        run.kill()
        run.wait()
    assert run.returncode == 0 and err == ""


# --- play --players ----------------------------------------------------------------------------

@pytest.mark.parametrize("players", ["0", "-1", "9", "1000000000"])
def test_play_refuses_a_player_count_the_variant_does_not_have(run_cli, players):
    code, out, err = run_cli("play", "deluxe", "--players", players)
    assert code == 2 and out == ""
    _one_line_error(err, "players", players)


# --- check --features --------------------------------------------------------------------------

def test_check_refuses_an_empty_feature_folder(run_cli, tmp_path):
    (tmp_path / "empty").mkdir()
    code, _, err = run_cli("check", "--features", str(tmp_path / "empty"))
    assert code == 2
    _one_line_error(err, "no scenario found", str(tmp_path / "empty"))


def test_check_refuses_a_feature_file_that_is_not_utf8(run_cli, tmp_path):
    bad = tmp_path / "bad.feature"
    bad.write_bytes(b"Feature: f\n\n  Scenario: caf\xe9\n")
    code, _, err = run_cli("check", "--features", str(bad))
    assert code == 2
    _one_line_error(err, f"{bad}:3", "UTF-8")


# --- Markdown reports: values stay in their backticks and cells --------------------------------

# Values a variant file may hold (the files refuse control characters, so line breaks are tried
# on the report models below).
EVIL = """\
id = "evil"
game = "innovation"
title = "Evil | title `# injected title"
extends = "deluxe"

[victory]
score_full_tie = "shared"

[terminology]
age = "ag`e | x ``# injected term"

[sources]
terminology = "src | with `tick` | # injected source"

[[disputes]]
key = "victory.score_full_tie"
chosen = "shared"
reason = "why | not `# injected reason"
alternatives = [
  { value = "a`` | b # injected alternative", source = "s | t ` # injected alt source" },
]
"""

EVIL_FEATURE = """\
Feature: f

  @id:evil-`x`|y @deluxe @assumes:victory.score_full_tie=draw
  Scenario: s
    Given x
"""


def _table_shapes(text: str) -> None:
    """Each table row has as many cells as its table's header."""
    cells = None
    for line in text.splitlines():
        if not line.startswith("|"):
            cells = None
            continue
        count = len(re.findall(r"(?<!\\)\|", line))
        cells = cells or count
        assert count == cells, line


def _code_spans(text: str) -> list[str]:
    tokens = MarkdownIt("commonmark").enable("table").parse(text)
    return [child.content for token in tokens for child in token.children or [] if child.type == "code_inline"]


@pytest.mark.parametrize("command", [
    ("diff", "deluxe", "{evil}", "--features", "{features}"),
    ("matrix", "--variant", "deluxe", "--variant", "{evil}"),
])
def test_markdown_reports_escape_values(run_cli, tmp_path, command):
    evil = tmp_path / "evil.toml"
    evil.write_text(EVIL, encoding="utf-8")
    (tmp_path / "features").mkdir()
    (tmp_path / "features" / "evil.feature").write_text(EVIL_FEATURE, encoding="utf-8")
    code, out, err = run_cli(*[a.format(evil=evil, features=tmp_path / "features") for a in command])
    assert code == 0, err
    assert not [line for line in out.splitlines() if line.lstrip("| ").startswith("# injected")]
    _table_shapes(out)
    html = MarkdownIt("commonmark").enable("table").render(out)
    assert html.count("<h1>") == 1
    if command[0] == "diff":
        spans = _code_spans(out)
        assert "a`` | b # injected alternative" in spans and "evil-`x`|y" in spans


def _poison(node, evil: str):
    """Every string of a report model with `evil` appended (the values that steer a template,
    dicts and the game, left alone)."""
    if isinstance(node, BaseModel):
        for name, value in node:
            if name not in ("game", "report", "area"):
                setattr(node, name, _poison(value, evil))
        return node
    if isinstance(node, list):
        return [_poison(v, evil) for v in node]
    return node + evil if isinstance(node, str) else node


@pytest.mark.parametrize("kind", ["diff", "matrix"])
def test_markdown_reports_escape_every_string(kind):
    from rulebook.reports import build_matrix, diff_markdown, diff_variants, matrix_markdown

    evil = " a|b `c` ``d\n# injected\r\n| x | y |\n"
    if kind == "diff":
        out = diff_markdown(_poison(diff_variants("first-edition", "ultimate", features=[]), evil))
    else:
        out = matrix_markdown(_poison(build_matrix("lost-legacy"), evil))
    assert "\r" not in out
    assert not [line for line in out.splitlines() if line.lstrip("| ").startswith("# injected")]
    _table_shapes(out)
    assert MarkdownIt("commonmark").enable("table").render(out).count("<h1>") == 1
    assert all(span.endswith(evil.replace("\r\n", " ").replace("\n", " ")) or "injected" not in span
               for span in _code_spans(out))


def test_markdown_escaping_round_trips():
    from rulebook.reports.templating import md_code, md_escape

    for value in ["plain", "`", "``a``", " lead", "trail ", "a|b", "x\ny", "\\|", ""]:
        for cell in (False, True):
            text = f"| {md_code(value, cell=cell)} |" if cell else md_code(value)
            spans = _code_spans(text + "\n" if not cell else "| h |\n|---|\n" + text + "\n")
            assert spans == [value.replace("\n", " ") or " "], (value, cell, text)
    rendered = MarkdownIt("commonmark").enable("table").render("| h |\n|---|\n| " + md_escape("a|b\n# c") + " |\n")
    assert "<td>a|b # c</td>" in rendered



# --- schema --out writes as every other output does (issue 31, item 7) --------------------------

def test_schema_out_never_writes_through_a_link_a_fifo_or_a_folder(run_cli, tmp_path):
    import os

    out = tmp_path / "schemas"
    out.mkdir()
    target = tmp_path / "elsewhere.json"
    target.write_text("mine\n")
    (out / "variant.schema.json").symlink_to(target)
    os.mkfifo(out / "state.schema.json")
    code, _, err = run_cli("schema", "--out", str(out))
    assert code == 2 and "symbolic link" in err and "Traceback" not in err, err
    assert target.read_text() == "mine\n"
    (out / "variant.schema.json").unlink()
    code, _, err = run_cli("schema", "--out", str(out))  # the FIFO: refused, not opened (which would hang)
    assert code == 2 and "not a regular file" in err, err
    assert not (out / "variant.schema.json").exists()  # nothing written before the refusal
    (out / "state.schema.json").unlink()
    code, _, err = run_cli("schema", "--out", str(out))
    assert code == 0, err
    assert sorted(p.name for p in out.iterdir()) == sorted(p.name for p in out.glob("*.schema.json"))


def test_schema_out_on_a_full_disk_leaves_no_truncated_file(run_cli, tmp_path, monkeypatch):
    import os

    out = tmp_path / "schemas"
    out.mkdir()
    (out / "variant.schema.json").write_text("{}\n")

    def full(fd):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", full)  # the disk fills while the schema is written
    code, _, err = run_cli("schema", "--out", str(out), "variant")
    monkeypatch.undo()
    assert code == 2 and "No space left" in err and "Traceback" not in err, err
    assert (out / "variant.schema.json").read_text() == "{}\n"
    assert [p.name for p in out.iterdir()] == ["variant.schema.json"]


# --- feature files are bounded before they are parsed (issue 31, items 8 and 10) ---------------

def _feature_check(run_cli, path):
    code, _, err = run_cli("check", "--features", str(path))
    assert "Traceback" not in err
    return code, err


def test_a_huge_feature_file_is_refused_before_it_is_parsed(run_cli, tmp_path):
    import resource

    table = tmp_path / "table.feature"
    rows = "".join(f"      | {i} | x |\n" for i in range(400_000))
    table.write_text("@deluxe\nFeature: f\n  @id:t\n  Scenario Outline: o\n    Given a <n>-player game\n"
                     "    Examples:\n      | n | m |\n" + rows, encoding="utf-8")
    doc = tmp_path / "doc.feature"
    doc.write_text('@deluxe\nFeature: f\n  @id:d\n  Scenario: s\n    Given a 2-player game\n      """\n'
                   + "x" * (8 << 20) + '\n      """\n', encoding="utf-8")
    steps = tmp_path / "steps.feature"
    steps.write_text("@deluxe\nFeature: f\n  @id:s\n  Scenario: s\n" + "    * a\n" * 100_000, encoding="utf-8")
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    for path, fragment in [(table, "larger than 2.0 MB"), (doc, "larger than 2.0 MB"), (steps, "100,005 lines")]:
        code, err = _feature_check(run_cli, path)
        assert code == 2 and fragment in err and path.name in err, err
    grown_mb = (resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before) / 1024
    assert grown_mb < 200, f"peak memory grew by {grown_mb:.0f} MB"


def test_a_feature_file_with_a_byte_order_mark_is_read(run_cli, tmp_path):
    feature = tmp_path / "bom.feature"
    feature.write_text("\ufeff@deluxe\nFeature: f\n  @id:bom-1\n  Scenario: s\n    Given a 2-player game\n"
                       "    And Alice has Tools in hand\n    And it is Alice's turn 2 with 2 actions left\n"
                       "    When Alice melds Tools\n    Then Alice's blue pile is Tools\n", encoding="utf-8")
    code, err = _feature_check(run_cli, feature)
    assert code == 0, err


# --- no control character or Markdown link from a file reaches a report or the terminal (item 9) -

EVIL_TERM = "mel\x1b[2Jd ![x](http://e/x.png) [l](http://e)"


def test_terminology_values_reach_markdown_and_the_terminal_escaped(run_cli, tmp_path):
    import json
    import re

    variant = tmp_path / "evil.toml"
    variant.write_text('id = "evil"\ngame = "innovation"\ntitle = "Evil"\nextends = "deluxe"\n\n[terminology]\n'
                       f"meld = {json.dumps(EVIL_TERM)}\n", encoding="utf-8")
    for args in (["diff", "deluxe", str(variant)], ["diff", "deluxe", str(variant), "--format", "md"],
                 ["show", str(variant), "--format", "md"]):
        code, out, err = run_cli(*args)
        assert code == 0, err
        assert "\x1b" not in out, args
        assert not re.search(r"(?<!\\)\[(x|l)(?<!\\)\]\(", out), args  # no link or image formed


def test_gherkin_errors_and_card_names_are_quoted_escaped(run_cli, tmp_path):
    feature = tmp_path / "bad.feature"
    feature.write_text("@deluxe\nFeature: f\n  @id:a\n  Scenario: s\n    Given a 2-player game\n"
                       "  Nonsense \x1b[2J here\n", encoding="utf-8")
    code, _, err = run_cli("check", "--features", str(feature))
    assert code == 2 and "\x1b" not in err and "\\x1b[2J" in err and len(err.strip().splitlines()) == 1, err
    code, _, err = run_cli("new", "x", "--game", "lost-legacy", "--cards", "Girl\x1b[2J:1", "--out",
                           str(tmp_path / "x.toml"))
    assert code == 2 and "\x1b" not in err and "\\x1b" in err, err


# --- smaller: deep chains and expressions, huge age keys (item 10) -------------------------------

def test_a_very_long_extends_chain_is_a_clear_error(run_cli, tmp_path):
    (tmp_path / "v0.toml").write_text('id = "v0"\ngame = "innovation"\ntitle = "v"\nextends = "deluxe"\n')
    for i in range(1, 1000):
        (tmp_path / f"v{i}.toml").write_text(f'id = "v{i}"\ngame = "innovation"\ntitle = "v"\n'
                                             f'extends = "v{i - 1}.toml"\n')
    code, _, err = run_cli("show", str(tmp_path / "v999.toml"))
    assert code == 2 and "longer than 32 files" in err and "Traceback" not in err, err
    code, _, err = run_cli("show", str(tmp_path / "v20.toml"))
    assert code == 0, err


@pytest.mark.parametrize("option,word", [("-k", "draw"), ("--tags", "deluxe")])
def test_a_deeply_nested_selection_is_a_clear_error(run_cli, option, word):
    code, _, err = run_cli("check", option, "(" * 300 + word + ")" * 300)
    assert code == 2 and "nests deeper" in err and "Traceback" not in err, err
    code, _, err = run_cli("check", option, "not " * 300 + word)
    assert code == 2 and "nests deeper" in err, err
    flat = " and ".join(f"not {word}x{i}" for i in range(100))  # long but flat: parsed
    from rulebook.compliance.running.selection import parse_expression

    assert parse_expression(flat, option).words()


def test_serve_refuses_an_age_key_of_thousands_of_digits():
    from rulebook.protocol import Session

    answer = Session().answer({"op": "new_game", "variant": "deluxe", "players": ["A", "B"],
                               "state": {"supply": {"1" * 5000: []}}})
    assert answer["error"]["code"] == "bad_request", answer["error"]
    assert len(answer["error"]["message"]) < 300
