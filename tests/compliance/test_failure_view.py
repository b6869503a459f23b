"""Seeing a failure: the steps as played, where the engine's state differs from the reference's,
the exchange; and the workflow around it (-x, --maxfail, --failed-from, FILE:LINE, progress,
durations, one hello per engine, `rulebook scenario`)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from rulebook.protocol import Session

ROOT = Path(__file__).resolve().parents[2]
DOMAINS = ROOT / "features" / "innovation" / "iello" / "ach-domains.feature"
BROKEN = ("--impl", "python:examples.broken_engines:NoSharingBonus", "--variant", "deluxe")


def _first_line_of(scenario_id: str, path: Path) -> int:
    lines = path.read_text(encoding="utf-8").splitlines()
    return next(i for i, line in enumerate(lines, 1) if f"@id:{scenario_id}" in line.split())


def test_a_failure_shows_the_steps_and_where_the_state_differs_from_the_reference(run_cli):
    code, out, _ = run_cli("check", "--features", str(DOMAINS), *BROKEN)
    assert code == 1
    shown = out[out.index("FAILED ach-masonry-sharer-first[deluxe]"):]
    assert "  Scenario: A player sharing Masonry acts before" in shown
    assert "✓ When Alice performs the dogma of Masonry" in shown
    assert "✗ Then Alice gets the sharing bonus" in shown
    assert "· Then Alice's hand is Pottery" in shown  # not run: the scenario stopped at the failure
    assert "where its state differs from the reference's at that step:" in shown
    assert "players.0.hand: expected Pottery; got nothing" in shown
    assert "--trace prints them" in shown


def test_the_json_report_holds_the_evidence_and_trace_prints_the_exchange(run_cli):
    code, out, _ = run_cli("check", "--features", str(DOMAINS), *BROKEN, "--format", "json")
    failed = next(r for r in json.loads(out)["results"] if r["id"] == "ach-masonry-sharer-first[deluxe]")
    evidence = failed["evidence"]
    assert evidence["exchange"][0]["request"]["op"] == "new_game"
    assert sorted(evidence["position"]["players"][0]["hand"]) == ["City States", "Domestication", "Oars", "Tools"]
    assert evidence["reference_state"]["players"][0]["hand"] == ["Pottery"]
    assert {"path": "players.0.hand", "expected": ["Pottery"], "got": []} in evidence["differences"]
    assert [s["status"] for s in evidence["steps"]][-3:] == ["failed", "not run", "not run"]
    code, out, _ = run_cli("check", "--features", str(DOMAINS), *BROKEN, "--trace", "--id",
                           "ach-masonry-sharer-first")
    assert code == 1 and '    > {"op": "new_game"' in out and '    < {"ok": true' in out


def test_exitfirst_and_maxfail_stop_the_run_and_say_how_much_was_not_played(run_cli):
    code, out, _ = run_cli("check", "--features", str(DOMAINS), *BROKEN, "-x", "--format", "json")
    report = json.loads(out)
    assert code == 1 and report["totals"]["failed"] == 1
    assert report["stopped"]["after_failures"] == 1 and report["stopped"]["not_played"] > 0
    code, out, _ = run_cli("check", *BROKEN, "--maxfail", "2")  # the whole suite: stops early
    assert "stopped after 2 failures:" in out and "2 failed" in out


def test_failed_from_reruns_exactly_the_failures_of_a_report(run_cli, tmp_path):
    report = tmp_path / "r.json"
    run_cli("check", "--features", str(DOMAINS), *BROKEN, "--out", str(report))
    failed = sorted(r["id"] for r in json.loads(report.read_text())["results"] if r["status"] == "failed")
    code, out, _ = run_cli("check", "--features", str(DOMAINS), *BROKEN, "--failed-from", str(report),
                           "--format", "json")
    rerun = json.loads(out)["results"]
    assert sorted(r["id"] for r in rerun) == failed and all(r["status"] == "failed" for r in rerun)
    clean = tmp_path / "clean.json"
    run_cli("check", "--features", str(DOMAINS), "--variant", "deluxe", "--out", str(clean))
    code, _, err = run_cli("check", "--features", str(DOMAINS), "--failed-from", str(clean))
    assert code == 2 and "lists no failed run" in err


def test_file_and_line_name_a_scenario_wherever_an_id_is_taken(run_cli):
    line = _first_line_of("ach-masonry-sharer-first", DOMAINS)
    relative = DOMAINS.relative_to(ROOT).as_posix()
    for where in (f"{DOMAINS}:{line}", f"{relative}:{line + 5}", f"{DOMAINS}:{line + 2}[deluxe]"):
        code, out, _ = run_cli("check", "--features", str(DOMAINS), "--id", where, "--format", "json")
        assert code == 0 and {r["scenario"] for r in json.loads(out)["results"]} == {"ach-masonry-sharer-first"}
    code, _, err = run_cli("check", "--features", str(DOMAINS), "--id", f"{DOMAINS}:1")
    assert code == 2 and "line 1 is in no scenario" in err
    code, out, _ = run_cli("scenario", f"{relative}:{line + 3}")
    assert code == 0 and "@id:ach-masonry-sharer-first" in out and "Scenario: A player sharing Masonry" in out
    code, _, err = run_cli("scenario", "ach-masonry-sharer-firs")
    assert code == 2 and "did you mean" in err


def test_rulebook_scenario_run_shows_each_step_on_the_reference(run_cli):
    code, out, _ = run_cli("scenario", "ach-masonry-sharer-first", "--run", "deluxe")
    assert code == 0 and "# on the reference engine under deluxe: passed" in out
    assert "✓ Then Alice gets the sharing bonus" in out


def test_progress_lines_off_a_terminal_and_the_slowest_runs(run_cli):
    code, out, err = run_cli("check", "--features", str(DOMAINS), "--variant", "deluxe", "--progress", "lines",
                             "--durations", "2")
    assert code == 0
    assert "check: " in err and " runs (100%), 0 failed" in err
    assert "slowest 2 scenario runs:" in out and out.count(" s  ach-") == 2


class CountingEngine:
    """The reference, counting the hellos it is sent."""

    hellos = 0

    def __init__(self):
        self.session = Session()

    def request(self, message: dict) -> dict:
        if message.get("op") == "hello":
            type(self).hellos += 1
        return self.session.handle_message(message)


def test_an_engine_is_greeted_once(run_cli, monkeypatch):
    monkeypatch.syspath_prepend(str(Path(__file__).parent))
    import test_failure_view

    test_failure_view.CountingEngine.hellos = 0
    code, _, err = run_cli("check", "--features", str(DOMAINS), "--variant", "deluxe",
                           "--impl", "python:test_failure_view:CountingEngine")
    assert code == 0, err
    assert test_failure_view.CountingEngine.hellos == 1


def _broken_engine_names() -> list[str]:
    sys.path.insert(0, str(ROOT))
    try:
        from examples.broken_engines import BROKEN
    finally:
        sys.path.remove(str(ROOT))
    return [engine.__name__ for engine in BROKEN]


@pytest.mark.parametrize("name", _broken_engine_names())
def test_the_top_line_names_the_rule_each_broken_engine_gets_wrong(run_cli, monkeypatch, tmp_path, name):
    """Each deliberately broken engine is wrong in one rule parameter: the likely cause names it
    first (matched against the rule changes the full assumption measure recorded)."""
    monkeypatch.syspath_prepend(str(ROOT))
    from examples.broken_engines import BROKEN
    from rulebook.variants import resolve
    from rulebook.variants.paths import flatten
    from rulebook.variants.render import parameters, resolved_data

    for engine in [e for e in BROKEN if e.__name__ == name]:
        ((key, value),) = engine.CHANGES.items()
        # the first variant where the engine's change is a change at all
        candidates = ("deluxe-teams",) if key.startswith("teams.") else ("deluxe", "first-edition")
        variant = next(v for v in candidates if flatten(parameters(resolved_data(resolve(v))))[key] != value)
        report = tmp_path / f"{engine.__name__}.json"
        code, out, _ = run_cli("check", "--impl", f"python:examples.broken_engines:{engine.__name__}",
                               "--variant", variant, "--progress", "none", "--out", str(report))
        causes = json.loads(report.read_text(encoding="utf-8"))["likely_causes"]
        assert code == 1 and causes["matches"][0]["parameter"] == key, (engine.__name__, causes["matches"])
        these = "this failure matches" if causes["failures"] == 1 else f"these {causes['failures']} failures match"
        assert out.startswith(f"likely cause: {these} the reference with {key} changed"), out[:300]


def test_junit_carries_times_and_a_failure_body(run_cli):
    from xml.etree import ElementTree

    code, out, _ = run_cli("check", "--features", str(DOMAINS), *BROKEN, "--format", "junit")
    assert code == 1
    cases = ElementTree.fromstring(out).iter("testcase")
    failed = next(c for c in cases if c.get("name") == "ach-masonry-sharer-first[deluxe]")
    assert float(failed.get("time")) > 0
    body = failed.find("failure").text
    assert "✗ Then Alice gets the sharing bonus" in body and "players.0.hand: expected Pottery" in body


def test_an_engine_that_never_flushes_gets_a_hint(tmp_path):
    import sys

    import pytest

    from rulebook.compliance.running.implementations import ImplementationFailure, open_implementation

    engine = tmp_path / "noflush.py"
    engine.write_text(f"import json, sys\nsys.path.insert(0, {str(ROOT)!r})\nfrom rulebook.protocol import Session\n"
                      "session = Session()\nfor line in sys.stdin:\n"
                      "    sys.stdout.write(json.dumps(session.answer(json.loads(line))) + '\\n')\n")
    implementation = open_implementation(f"cmd:env -u PYTHONUNBUFFERED {sys.executable} {engine}", timeout=1)
    try:
        with pytest.raises(ImplementationFailure, match="flush stdout after each line, or run Python with -u"):
            implementation.request({"op": "hello", "protocol": 1})
    finally:
        implementation.close()


def test_rulebook_scenario_shows_a_feature_files_control_characters_escaped(run_cli, tmp_path):
    feature = tmp_path / "escape.feature"
    feature.write_text("Feature: f\n\n  @id:escape-me @deluxe\n  Scenario: a title with \x1b[2J in it\n"
                       "    Given a 2-player game\n", encoding="utf-8")
    code, out, _ = run_cli("scenario", "escape-me", "--features", str(feature))
    assert code == 0 and "\x1b" not in out and "a title with \\x1b[2J in it" in out


class ReshuffledNoSharingBonus:
    """NoSharingBonus (examples/broken_engines.py) with the supply piles the scenario leaves to
    the seed shuffled its own way: another engine's shuffle, a difference no scenario pins."""

    def __init__(self):
        sys.path.insert(0, str(ROOT))
        try:
            from examples.broken_engines import NoSharingBonus
        finally:
            sys.path.remove(str(ROOT))
        self.inner = NoSharingBonus()
        self.pinned: set[str] = set()

    def request(self, message: dict) -> dict:
        if message.get("op") == "new_game":
            self.pinned = set(map(str, ((message.get("state") or {}).get("supply") or {})))
        answer = self.inner.request(message)
        state = answer.get("state")
        if isinstance(state, dict) and isinstance(state.get("supply"), dict):
            state["supply"] = {age: pile if age in self.pinned else list(reversed(pile))
                               for age, pile in state["supply"].items()}
        return answer


def test_the_differences_leave_out_what_the_scenario_did_not_pin(run_cli, monkeypatch):
    monkeypatch.syspath_prepend(str(Path(__file__).parent))
    code, out, _ = run_cli("check", "--features", str(DOMAINS), "--variant", "deluxe", "--format", "json",
                           "--impl", "python:test_failure_view:ReshuffledNoSharingBonus")
    assert code == 1
    failed = next(r for r in json.loads(out)["results"] if r["id"] == "ach-masonry-sharer-first[deluxe]")
    evidence = failed["evidence"]
    pinned = set((evidence["given"] or {}).get("supply") or {})
    assert {"path": "players.0.hand", "expected": ["Pottery"], "got": []} in evidence["differences"]
    assert [d["path"] for d in evidence["differences"]
            if d["path"].startswith("supply.") and d["path"].split(".")[1] not in pinned] == []
    assert evidence["reference_state"]["supply"] != evidence["state"]["supply"]  # shuffled apart all the same


def test_two_empty_values_are_no_difference():
    from rulebook.compliance.running.evidence import failure_lines, pinned_differences

    found = pinned_differences({"junk": [], "players": [{"hand": ["Tools"]}], "achievements": {"standard": {"1": "Oars"}}},
                               {"players": [{"hand": []}], "achievements": {"standard": {"1": "Sailing"}}},
                               {"players": [{"hand": ["Tools"]}]})
    assert found == [{"path": "players.0.hand", "expected": ["Tools"], "got": []}]
    old_report = {"name": "n", "file": "f", "line": 1, "message": "m",
                  "evidence": {"differences": [{"path": "junk", "expected": None, "got": []}]}}
    assert "expected nothing; got nothing" not in "\n".join(failure_lines(old_report))
