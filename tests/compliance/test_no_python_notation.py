"""No Python notation in any message: failures of every kind (step assertions, engine faults,
timeouts, refusals, fuzz divergences) as `check` prints them, as its JSON, Markdown and HTML
reports hold them, and as the site's results pages show them, speak the game's words or the
protocol's JSON, never `('`, `['`, `{'`, `None`, `True` or `False`."""

from __future__ import annotations

import html
import json
import re
import sys
import textwrap
from pathlib import Path

import pytest

from rulebook.compliance.steps import words

HERE = Path(__file__).parent
ROOT = HERE.parents[1]
WRONG = HERE / "notation" / "wrong_outcomes.feature"
FAKE = HERE / "fake_engine.py"
# Python's spelling of a tuple, list or dict of strings, and of its three constants.
REPR = re.compile(r"\('|\['|\{'|\bNone\b|\bTrue\b|\bFalse\b")
# A run whose message running/context.py words (see the xfail below).
CONTEXT_MESSAGES = {"wrong-rejected-move[deluxe]"}


def reprs(text: str) -> list[str]:
    """Each line of `text` (HTML unescaped) that spells a value the Python way."""
    return [line.strip() for line in html.unescape(text).splitlines() if REPR.search(line)]


def _messages(report: dict, leave_out: set[str] = frozenset()) -> str:
    lines = []
    for result in report["results"]:
        if result["id"] in leave_out:
            continue
        lines.append(result.get("message") or "")
        lines += [f["message"] for f in result.get("more_failures") or []]
        evidence = result.get("evidence") or {}
        lines += [json.dumps(d, ensure_ascii=False) for d in evidence.get("differences") or []]
    return "\n".join(lines)


@pytest.fixture(scope="module")
def wrong(tmp_path_factory):
    """The JSON, Markdown and HTML reports of `check --keep-going` on scenarios whose every
    outcome is stated wrongly, on the reference engine, by format."""
    from rulebook.cli import main

    folder = tmp_path_factory.mktemp("wrong")
    written = {}
    for fmt in ("json", "md", "html"):
        out = folder / f"report.{fmt}"
        main(["check", "--features", str(WRONG), "--keep-going", "--out", str(out)])
        written[fmt] = out.read_text(encoding="utf-8")
    return written


def test_step_assertions_speak_the_game(run_cli):
    code, out, _ = run_cli("check", "--features", str(WRONG), "--keep-going", "--format", "json")
    report = json.loads(out)
    assert code == 1 and report["totals"]["failed"] == 4
    text = _messages(report, CONTEXT_MESSAGES)
    assert "Alice's red pile is nothing, expected Tools" in text
    assert "Alice's blue pile is Tools, expected Tools splayed left" in text
    assert "it is Alice's turn 2 with 1 action left, expected Bob's turn 2 with 2 actions left" in text
    assert 'events: [{"type": "meld", "player": 0, "card": "Tools", "color": "blue"}]' in text
    assert "the investigation order is Bob, Alice, Carol, expected Alice, Bob" in text
    assert text.count("\n") > 25 and reprs(text) == []


def test_the_terminal_and_the_reports_show_no_python_notation(run_cli, wrong):
    _, out, _ = run_cli("check", "--features", str(WRONG), "--keep-going")
    leave_out = [line for line in reprs(out) if "a move was rejected" not in line]
    assert "expected Tools" in out and leave_out == []
    for fmt in ("md", "html"):
        shown = [line for line in reprs(wrong[fmt]) if "a move was rejected" not in line]
        assert "expected Tools" in html.unescape(wrong[fmt]) and shown == [], fmt


@pytest.mark.xfail(strict=True, reason="'a move was rejected: {...}' is worded in running/context.py, which the "
                                       "outcome-search work rewrites (a JSON rendering there): drop this mark then")
def test_an_unexpected_refusal_is_told_in_json(run_cli):
    _, out, _ = run_cli("check", "--features", str(WRONG), "--id", "wrong-rejected-move", "--format", "json")
    [result] = json.loads(out)["results"]
    assert "a move was rejected" in result["message"] and reprs(result["message"]) == []


@pytest.mark.parametrize("mode", ["die-on-play", "garbage-on-play", "no-ok-on-play", "bad-state",
                                  "moves-without-player", "hang-on-play"])
def test_engine_faults_and_timeouts_are_told_in_json(run_cli, tmp_path, mode):
    feature = tmp_path / "one.feature"
    feature.write_text(textwrap.dedent("""\
        Feature: One move
          @id:notation-one-move @deluxe
          Scenario: A draw
            Given a 2-player game
            And the age 1 pile is Oars, Tools
            And it is Alice's turn 2 with 2 actions left
            When the player to act draws
            Then Alice's hand is Oars
        """), encoding="utf-8")
    _, out, _ = run_cli("check", "--features", str(feature), "--impl", f"cmd:{sys.executable} {FAKE} {mode}",
                        "--timeout", "1", "--format", "json")
    [result] = json.loads(out)["results"]
    assert result["status"] == "failed" and result["failure"] != "assertion"
    assert reprs(result["message"]) == [], result["message"]


def test_the_words_of_a_failure():
    assert words.pile([], "none") == "nothing" and words.pile(["Archery", "Oars"], "left") == "Archery, Oars splayed left"
    assert words.listed([None, "Search"]) == "an unseen card, Search"
    assert words.turn({"number": 3, "player": 1, "actions_left": 1}, ["Alice", "Bob"]) == "Bob's turn 3 with 1 action left"
    assert words.result({"winners": [0, 1], "reason": "score"}, ["Alice", "Bob"]) == "Alice and Bob win by score"
    assert words.result(None, ["Alice"]) == "the game is not over"
    assert words.board({"red": {"cards": ["Oars"], "splay": "none"}}) == "red Oars"
    assert words.as_json({"ok": True, "x": None}) == '{"ok": true, "x": null}'


def test_the_site_results_pages_show_no_python_notation(tmp_path):
    from rulebook.cli import main

    report = tmp_path / "theirs.json"
    assert main(["check", "--impl", "python:examples.broken_engines:SmallPileStaysSplayed", "--variant", "deluxe",
                 "--features", str(ROOT / "features" / "innovation" / "common" / "dogma-splay.feature"),
                 "--format", "json", "--out", str(report)]) == 1
    site = tmp_path / "site"
    assert main(["site", "--out", str(site), "--results", str(report), "--no-positions", "--scenarios", "3"]) == 0
    pages = [site / "results.html", *sorted((site / "results").glob("*.html"))]
    text = "\n".join(p.read_text(encoding="utf-8") for p in pages)
    assert "expected Oars" in html.unescape(text)
    assert reprs(re.sub(r"<[^>]+>", "", text)) == []


@pytest.mark.xfail(strict=True, reason="a divergence is worded by running/context.py's first_difference, which the "
                                       "outcome-search work renders as JSON: drop this mark then")
def test_a_fuzz_divergence_is_told_in_json(tmp_path, capsys):
    from rulebook.cli import main

    main(["fuzz", "--impl", "python:examples.broken_engines:SmallPileStaysSplayed", "--variant", "deluxe",
          "--players", "4", "--games", "1", "--out", str(tmp_path)])
    out = capsys.readouterr().out
    written = "\n".join(p.read_text(encoding="utf-8") for p in tmp_path.glob("*.feature"))
    assert "DIFFERS" in out and '""' not in out and reprs(out) == [] and reprs(written) == []
