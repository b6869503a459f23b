"""Hostile and careless variant files (issue 20): nothing hangs, nothing exhausts memory, every
problem is one clear line with exit code 2, and what `show` prints cannot be subverted.

Each test is bounded: in-process checks run under a SIGALRM deadline (a hang fails the test
instead of stalling the suite) and reads that cannot be interrupted run in a subprocess with a
memory limit and a timeout.
"""

from __future__ import annotations

import json
import os
import resource
import signal
import subprocess
import sys
import tempfile
import tomllib
from contextlib import contextmanager
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from markdown_it import MarkdownIt

from rulebook.cli import main
from rulebook.errors import UserError
from rulebook.variants import VariantError, bundled_paths, resolve, resolve_data
from rulebook.variants.loader import resolve_text
from rulebook.variants.render import resolved_data, to_markdown, to_toml

PROJECT = Path(__file__).resolve().parents[2]
INNOVATION = 'id = "{name}"\ngame = "innovation"\ntitle = "house"\nextends = "deluxe"\n'
LOST_LEGACY = 'id = "{name}"\ngame = "lost-legacy"\ntitle = "house"\nextends = "lost-legacy-starship"\n'


class Overrun(Exception):
    """Raised by the deadline: the code under test took too long."""


@contextmanager
def deadline(seconds: float):
    """Fail (rather than hang) when the block runs longer than `seconds`."""

    def expired(signum, frame):
        raise Overrun(f"still running after {seconds} s")

    previous = signal.signal(signal.SIGALRM, expired)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def refused(run_cli, *args: str, seconds: float = 5) -> str:
    """Run a command that must fail cleanly: exit 2, no traceback; return stderr."""
    with deadline(seconds):
        code, _, err = run_cli(*args)
    assert code == 2, err
    assert "Traceback" not in err
    return err


def write(folder: Path, name: str, text: str) -> Path:
    path = folder / f"{name}.toml"
    path.write_text(text, encoding="utf-8")
    return path


def run_isolated(*args: str, timeout: float = 30) -> subprocess.CompletedProcess:
    """`rulebook ARGS` in a child with 1.5 GB of address space, for reads a signal cannot stop."""

    def limit():
        resource.setrlimit(resource.RLIMIT_AS, (1_500_000_000, 1_500_000_000))

    return subprocess.run([sys.executable, "-m", "rulebook.cli", *args], cwd=PROJECT, capture_output=True,
                          text=True, timeout=timeout, preexec_fn=limit)


# Unbounded work from tiny input


@pytest.mark.parametrize("table, key", [("players", "max"), ("ages", "max")])
def test_a_huge_player_or_age_count_is_refused_at_once(run_cli, tmp_path, table, key):
    path = write(tmp_path, "huge", INNOVATION.format(name="huge") + f"[{table}]\n{key} = 1000000000\n")
    err = refused(run_cli, "validate", str(path), seconds=3)
    assert f"huge.toml:6, key '{table}.{key}': 1000000000 is above the maximum" in err


def test_a_served_variant_object_with_a_huge_player_count_is_refused_at_once():
    from rulebook.protocol import Session

    data = resolved_data(resolve("deluxe"))
    data["players"] = {"min": 2, "max": 1000000000}
    with deadline(10), pytest.raises(VariantError) as info:
        resolve_data(data)
    assert info.value.key == "players.max"
    with deadline(10):
        answer = Session().handle(json.dumps({"op": "new_game", "variant": data, "players": ["A", "B"], "seed": 1}))
    assert answer["ok"] is False and answer["error"]["code"] == "bad_request"
    assert "players.max" in answer["error"]["message"]


def test_a_huge_number_of_copies_is_refused(run_cli, tmp_path):
    body = LOST_LEGACY.format(name="copies") + '[deck]\ncards = [{ name = "Search", copies = 100000000 }]\n'
    err = refused(run_cli, "validate", str(write(tmp_path, "copies", body)), seconds=3)
    assert "key 'deck.cards.0.copies': 100000000 is above the maximum" in err


def test_the_bundled_variants_sit_inside_the_bounds():
    for path in bundled_paths():
        resolve(path)


def test_thousands_of_bad_sources_keys_are_reported_fast_and_capped(tmp_path):
    body = INNOVATION.format(name="noisy") + "[sources]\n" + "".join(f'"bad{i}" = "x"\n' for i in range(8000))
    path = write(tmp_path, "noisy", body)
    with deadline(10), pytest.raises(VariantError) as info:  # a hang guard, not a speed measure
        resolve(path)
    lines = str(info.value).splitlines()
    assert len(lines) == 51
    assert lines[0].endswith("key 'sources.bad0': [sources] names 'bad0', which is not a parameter")
    assert "7950 more problems" in lines[-1]


def test_thousands_of_wrong_disputes_are_reported_fast(tmp_path):
    dispute = '[[disputes]]\nkey = "players.max"\nchosen = {j}\nreason = "r"\nalternatives = [{{ value = 1, source = "s" }}]\n'
    body = INNOVATION.format(name="argued") + "".join(dispute.format(j=100 + i) for i in range(2000))
    with deadline(10), pytest.raises(VariantError) as info:  # a hang guard (quadratic work would blow it)
        resolve(write(tmp_path, "argued", body))
    assert info.value.total == 2 * 2000 - 1  # each chooses a wrong value; all but one name a key twice


def test_a_large_child_of_a_large_parent_merges_in_linear_time(tmp_path):
    condition = '[special_achievements.conditions.c{i}]\nkind = "icon-at-least"\nicon = "crown"\ncount = 5\n'
    write(tmp_path, "wide", INNOVATION.format(name="wide") + "[sources]\n"
          + "".join(f'"special_achievements.conditions.c{i}.count" = "s"\n' for i in range(6000)))
    child = write(tmp_path, "wider", INNOVATION.format(name="wider").replace('"deluxe"', '"wide"')
                  + "".join(condition.format(i=i) for i in range(2500)))
    with deadline(10):  # a hang guard: the speed itself is benchmarks/load_variants.py's to measure
        resolved = resolve(child)
    assert len(resolved.variant.special_achievements.conditions) > 2500


def test_a_file_of_too_many_values_is_refused_at_once(tmp_path):
    body = INNOVATION.format(name="bulky") + "[sources]\n" + "".join(f'"k{i}" = "s"\n' for i in range(25000))
    with deadline(10), pytest.raises(VariantError) as info:
        resolve(write(tmp_path, "bulky", body))
    assert "bulky.toml: more than 20000 values" in str(info.value)


def test_a_dotted_key_of_thousands_of_parts_is_refused_before_parsing(tmp_path):
    # tomllib's time and memory grow with the square of a dotted key's parts
    body = INNOVATION.format(name="dotted") + "a" + ".a" * 20000 + " = 1\n"
    with deadline(10), pytest.raises(UserError) as info:
        resolve(write(tmp_path, "dotted", body))
    assert "dotted.toml:5: malformed TOML at line 5: a dotted key of more than 33 parts" in str(info.value)


# Files that are not variant files


def test_a_fifo_is_refused_without_blocking(run_cli, tmp_path):
    fifo = tmp_path / "pipe.toml"
    os.mkfifo(fifo)
    err = refused(run_cli, "validate", str(fifo), seconds=3)
    assert "pipe.toml: not a regular file" in err


def test_dev_zero_is_refused_without_reading_it():
    done = run_isolated("validate", "/dev/zero")
    assert done.returncode == 2, done.stderr[-2000:]
    assert "/dev/zero: not a regular file" in done.stderr and "Traceback" not in done.stderr


def test_a_directory_is_refused(run_cli, tmp_path):
    (tmp_path / "folder.toml").mkdir()
    assert "folder.toml: not a regular file (a directory)" in refused(run_cli, "validate", str(tmp_path / "folder.toml"))


def test_an_oversized_file_is_refused_without_parsing_it(run_cli, tmp_path):
    body = INNOVATION.format(name="big") + ("# padding\n" * 150_000)
    err = refused(run_cli, "validate", str(write(tmp_path, "big", body)), seconds=3)
    assert "big.toml: the file is larger than 1000000 bytes" in err


def test_a_symlink_loop_is_one_line(run_cli, tmp_path):
    (tmp_path / "a.toml").symlink_to(tmp_path / "b.toml")
    (tmp_path / "b.toml").symlink_to(tmp_path / "a.toml")
    assert "a.toml: symbolic link loop" in refused(run_cli, "validate", str(tmp_path / "a.toml"))
    path = write(tmp_path, "child", INNOVATION.format(name="child").replace('"deluxe"', '"a.toml"'))
    err = refused(run_cli, "validate", str(path))
    assert "key 'extends': parent variant 'a.toml' not found" in err and "symbolic link loop" in err


@pytest.mark.parametrize("ref", ["nul\\u0000byte", "x" * 5000 + ".toml"])
def test_an_unusable_extends_path_is_one_line(run_cli, tmp_path, ref):
    path = write(tmp_path, "odd", INNOVATION.format(name="odd").replace('"deluxe"', f'"{ref}"'))
    assert "key 'extends': parent variant" in refused(run_cli, "validate", str(path))


# Malformed content


def test_deeply_nested_toml_is_one_line(run_cli, tmp_path):
    body = INNOVATION.format(name="deep") + "x = " + "[" * 100_000 + "]" * 100_000 + "\n"
    err = refused(run_cli, "validate", str(write(tmp_path, "deep", body)))
    assert "deep.toml:5: malformed TOML at line 5: nested too deeply" in err


def test_nesting_below_the_parser_limit_is_refused_too(tmp_path):
    body = INNOVATION.format(name="nest") + "[disputes.0]\nchosen = " + "[" * 60 + "]" * 60 + "\n"
    with deadline(10), pytest.raises(UserError) as info:
        resolve(write(tmp_path, "nest", body))
    assert "nested more than 32 levels deep" in str(info.value)
    deep: list = []
    for _ in range(5000):
        deep = [deep]
    with deadline(10), pytest.raises(UserError) as info:
        resolve_data({"id": "x", "game": "innovation", "title": "t", "players": {"min": deep}})
    assert "nested more than 32 levels deep" in str(info.value)


def test_a_variant_object_that_is_not_a_table_is_refused():
    with pytest.raises(VariantError):
        resolve_data(["id", "x"])  # type: ignore[arg-type]


@pytest.mark.parametrize("value", ['["innovation"]', "{ a = 1 }", "3"])
def test_game_of_the_wrong_type_is_one_line(run_cli, tmp_path, value):
    body = f'id = "typed"\ngame = {value}\ntitle = "t"\n'
    err = refused(run_cli, "validate", str(write(tmp_path, "typed", body)))
    assert "typed.toml:2, key 'game': 'game' must be 'innovation' or 'lost-legacy'" in err


def test_a_long_variant_id_is_refused_cleanly(run_cli, tmp_path, monkeypatch):
    name = "a" * 245
    err = refused(run_cli, "validate", str(write(tmp_path, name, INNOVATION.format(name=name))))
    assert "key 'id'" in err and "at most 64 characters" in err
    monkeypatch.chdir(tmp_path)
    for length in (245, 300):
        err = refused(run_cli, "new", "b" * length, "--from", "deluxe")
        assert "at most 64 characters" in err
    assert sorted(p.name for p in tmp_path.iterdir()) == [f"{name}.toml"]


def test_a_byte_order_mark_gets_a_hint(run_cli, tmp_path):
    path = tmp_path / "bom.toml"
    path.write_bytes(b"\xef\xbb\xbf" + INNOVATION.format(name="bom").encode())
    assert "byte-order mark" in refused(run_cli, "validate", str(path))


def test_invalid_utf8_names_the_line(run_cli, tmp_path):
    path = tmp_path / "latin.toml"
    path.write_bytes(INNOVATION.format(name="latin").encode() + b'[sources]\n"players" = "caf\xe9"\n')
    assert "latin.toml:6: not UTF-8 text" in refused(run_cli, "validate", str(path))


def test_an_unknown_nested_table_has_its_line(run_cli, tmp_path):
    path = write(tmp_path, "nested", INNOVATION.format(name="nested") + "[foo.bar]\nx = 1\n")
    assert "nested.toml:5, key 'foo': unknown key 'foo'" in refused(run_cli, "validate", str(path))


def test_control_characters_in_keys_and_values_stay_escaped(tmp_path):
    body = INNOVATION.format(name="ctl") + '[victory]\n"evil\\nkey\\u001b[31m" = "x"\n'
    with pytest.raises(VariantError) as info:
        resolve(write(tmp_path, "ctl", body))
    text = str(info.value)
    assert "\n" not in text and "\x1b" not in text and "evil\\nkey\\x1b[31m" in text


def test_a_huge_value_is_not_echoed_whole(tmp_path):
    body = INNOVATION.format(name="long") + '[victory]\nscore_full_tie = "' + "z" * 200_000 + '"\n'
    with pytest.raises(VariantError) as info:
        resolve(write(tmp_path, "long", body))
    assert len(str(info.value)) < 600


# What show prints


def test_a_newline_in_a_title_is_refused(run_cli, tmp_path):
    body = INNOVATION.format(name="titled").replace('"house"', '"x\\n[players]\\nmax = 99"')
    err = refused(run_cli, "show", str(write(tmp_path, "titled", body)), "--format", "toml")
    assert "key 'title'" in err and "control characters" in err
    err = refused(run_cli, "new", "titled2", "--from", "deluxe", "--title", "x\n[players]",
                  "--out", str(tmp_path / "titled2.toml"))
    assert "--title 'x\\n[players]': a title is one line" in err
    assert not (tmp_path / "titled2.toml").exists()


def test_a_title_cannot_escape_the_toml_comments():
    resolved = resolve("deluxe")
    hostile = resolved.variant.model_copy(update={"title": "x\n[players]\rmax = 99\u2028\x00"})
    shown = to_toml(type(resolved)(hostile, resolved.data, resolved.path, resolved.chain))
    head = shown.split("\nid = ", 1)[0]
    assert all(line.startswith("#") for line in head.splitlines())
    assert tomllib.loads(shown)["players"] == tomllib.loads(to_toml(resolved))["players"]


def test_markdown_escapes_values(tmp_path):
    name = "W`o|n <script>alert(1)</script>"
    body = (INNOVATION.format(name="md")
            + f'[special_achievements.conditions."{name}"]\nkind = "top-cards-of-value"\ncount = 2\nmin_value = 3\n'
            + '[sources]\n"players" = "a | b <img src=x> `c` [l](http://x)"\n'
            + f'[[disputes]]\nkey = "special_achievements.conditions.{name}.count"\nchosen = 2\n'
            + 'reason = "line one\\n## not a heading `x` <b>"\n'
            + 'alternatives = [{ value = "`|<i>", source = "s\\n- injected" }]\n')
    shown = to_markdown(resolve(write(tmp_path, "md", body)))
    assert not any(line.startswith(("## not", "- injected")) for line in shown.splitlines())
    html = MarkdownIt("commonmark", {"html": True}).enable("table").render(shown)
    assert "<script" not in html and "<img" not in html and "<i>" not in html
    # The dispute's key stays one code span, whole.
    assert f"<code>special_achievements.conditions.{name}.count</code>".replace("<script>", "&lt;script&gt;") \
        .replace("</script>", "&lt;/script&gt;") in html
    row = next(line for line in shown.splitlines() if line.startswith("| ") and "W" in line and "min_value" in line)
    assert row.count(" | ") == 3  # four cells: the pipe in the name is escaped


# Property: any file, accepted or refused in one line each, quickly

BUNDLED = {p.stem: p.read_text(encoding="utf-8") for p in bundled_paths()}
WORDS = ["id", "game", "title", "extends", "players", "min", "max", "ages", "game_end_draw", "deck", "cards",
         "copies", "size", "sets", "sources", "disputes", "key", "chosen", "reason", "alternatives", "value",
         "source", "special_achievements", "conditions", "kind", "count", "splay", "revealed", "left", "setup",
         "achievement_ages", "victory", "achievements", "base", "per_player", "innovation", "lost-legacy"]
SCALARS = (st.integers(min_value=-2**70, max_value=2**70) | st.sampled_from([0, 1, 2, 5, 11, 12, 13, 10**9])
           | st.booleans() | st.floats(allow_nan=True) | st.sampled_from(WORDS)
           | st.text(max_size=12) | st.sampled_from(list(BUNDLED) + ["../deluxe.toml", "/dev/zero", "deluxe"]))
VALUES = st.recursive(SCALARS, lambda inner: st.lists(inner, max_size=4)
                      | st.dictionaries(st.sampled_from(WORDS) | st.text(max_size=6), inner, max_size=4),
                      max_leaves=20)


@st.composite
def random_document(draw) -> tuple[str, bytes]:
    import tomli_w

    doc = draw(st.dictionaries(st.sampled_from(WORDS) | st.text(max_size=8), VALUES, max_size=8))
    stem = draw(st.sampled_from(["fuzz", "deluxe"]))
    if draw(st.booleans()):
        doc = {"id": stem, "game": draw(st.sampled_from(["innovation", "lost-legacy"])), "title": "t",
               "extends": draw(st.sampled_from(list(BUNDLED))), **doc}
    try:
        text = tomli_w.dumps(doc)
    except (TypeError, ValueError):  # what tomli_w cannot write (a None, a NaN key...)
        text = repr(doc)
    return stem, text.encode("utf-8", "surrogatepass")


@st.composite
def mutated_bundled(draw) -> tuple[str, bytes]:
    stem = draw(st.sampled_from(sorted(BUNDLED)))
    lines = BUNDLED[stem].split("\n")
    for _ in range(draw(st.integers(1, 3))):
        at = draw(st.integers(0, len(lines) - 1))
        action = draw(st.sampled_from(["drop", "copy", "number", "text", "insert", "truncate"]))
        if action == "drop":
            del lines[at]
        elif action == "copy":
            lines.insert(at, lines[at])
        elif action == "number":
            head = lines[at].split("=", 1)[0]
            lines[at] = f"{head}= {draw(st.sampled_from(['1000000000', '-1', '0', '99', '1e400', 'nan', '0x7f']))}"
        elif action == "text":
            lines[at] = lines[at].split("=", 1)[0] + "= " + json.dumps(draw(st.text(max_size=20)))
        elif action == "insert":
            lines.insert(at, f"{draw(st.sampled_from(WORDS))} = {json.dumps(draw(st.text(max_size=8)))}")
        else:
            lines = lines[:at]
        if not lines:
            lines = [""]
    raw = "\n".join(lines).encode("utf-8", "surrogatepass")
    if draw(st.booleans()):
        spot = draw(st.integers(0, len(raw)))
        raw = raw[:spot] + draw(st.binary(max_size=4)) + raw[spot:]
    return stem, raw


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(case=random_document() | mutated_bundled())
def test_any_variant_file_is_accepted_or_refused_in_one_line_each(case):
    stem, raw = case
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / f"{stem}.toml"
        path.write_bytes(raw)
        with deadline(10):  # a hang guard
            try:
                resolved = resolve(path)
            except UserError as exc:
                problems = exc.problems if isinstance(exc, VariantError) else [exc]
                assert 1 <= len(problems) <= 51
                for problem in problems:
                    line = str(problem)
                    assert line and line.isprintable() and len(line) < 1000, line
            else:  # what is accepted can be shown, and the TOML shown is the same variant
                to_markdown(resolved)
                again = resolve_text(to_toml(resolved), Path(folder) / "shown" / path.name)
                assert again.variant == resolved.variant.model_copy(update={"extends": None})
            code = main(["validate", str(path)])
        assert code in (0, 2)


JSON_VALUES = st.recursive(st.none() | st.booleans() | st.integers(min_value=-2**70, max_value=2**70)
                           | st.floats(allow_nan=False) | st.sampled_from(WORDS) | st.text(max_size=12),
                           lambda inner: st.lists(inner, max_size=4)
                           | st.dictionaries(st.sampled_from(WORDS) | st.text(max_size=6), inner, max_size=4),
                           max_leaves=20)


@st.composite
def variant_object(draw) -> dict:
    """What a `serve` client may send as new_game's variant: a bundled variant, changed."""
    data = resolved_data(resolve(draw(st.sampled_from(sorted(BUNDLED)))))
    for _ in range(draw(st.integers(1, 3))):
        table = draw(st.sampled_from(sorted(data)))
        if isinstance(data[table], dict) and data[table] and draw(st.booleans()):
            data[table][draw(st.sampled_from(sorted(data[table])) | st.text(max_size=6))] = draw(JSON_VALUES)
        else:
            data[table] = draw(JSON_VALUES)
    return data


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=variant_object())
def test_any_served_variant_object_is_accepted_or_refused_in_one_line_each(data):
    with deadline(10):
        try:
            resolve_data(data)
        except UserError as exc:
            problems = exc.problems if isinstance(exc, VariantError) else [exc]
            assert all(str(p).isprintable() and len(str(p)) < 1000 for p in problems)
