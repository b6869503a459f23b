"""The pytest plugin (`--rulebook-impl`): scenarios collected as tests, selected with -m and -k,
skips and failures reported at the scenario's line, inert without the option, and the same
outcomes under pytest-xdist, each worker with an engine process of its own.

Every test runs an inner pytest in a temporary folder (the `pytester` fixture), on small
feature files written there.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from tiny_features import two_scenarios

import rulebook.compliance.plugins.pytest_plugin

# What the plugin imports when it is switched on, imported once here: pytester removes the
# modules an inner run imported, which would otherwise import the engine again in every test.
import rulebook.compliance.running.variants_under_test
import rulebook.protocol
import rulebook.variants.support  # noqa: F401
from rulebook.compliance.running.runner import load_runs

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"

TINY = two_scenarios("@deluxe @first-edition", "tiny")

SHARING = """\
@deluxe
Feature: Sharing
  @id:tiny-share
  Scenario: A player who shares makes the launcher draw a bonus card
    Given a 2-player game
    And Alice's blue pile is Writing
    And Bob's green pile is Paper
    And the age 2 pile is Calendar, Mathematics
    And the age 1 pile is Agriculture
    And it is Alice's turn 5 with 2 actions left
    When Alice performs the dogma of Writing
    Then Bob's hand is Calendar
    And Alice's hand is Mathematics, Agriculture
    And Alice gets the sharing bonus

  @id:tiny-two-actions @assumes:actions.per_turn=2
  Scenario: A scenario that holds only where a turn has two actions
    Given a 2-player game
    And Alice has Tools in hand
    And it is Alice's turn 2 with 2 actions left
    When Alice melds Tools
    Then Alice's blue pile is Tools
"""

EMPTY_AGES = """\
@deluxe @first-edition
Feature: Empty ages
  @id:tiny-empty-ages
  Scenario: A draw skips the empty ages upwards
    Given a 2-player game
    And Alice's blue pile is Experimentation
    And Alice has nothing in hand
    And ages 4 to 6 are empty
    And the age 3 pile is Optics
    And the age 7 pile is Lighting, Evolution
    And it is Alice's turn 5 with 2 actions left
    When Alice draws
    Then Alice's hand is Lighting
"""

# An engine in process that claims less than the reference: one variant, seating 3 or 4, and
# (NoEvents) no events, so that the suite skips what it cannot run and leaves steps unread.
PICKY_ENGINE = """
from rulebook.protocol import Session


class Picky:
    def __init__(self):
        self.session = Session()

    def request(self, message):
        answer = self.session.answer(message)
        if message.get("op") == "hello":
            answer.update(variants=["deluxe"], players={"deluxe": [3, 4]}, capabilities=["partial_state"])
        return answer


class NoEvents(Picky):
    def request(self, message):
        answer = self.session.answer(message)
        if message.get("op") == "hello":
            answer.update(capabilities=["partial_state"])
        return answer
"""


def run(pytester: pytest.Pytester, *args: str) -> pytest.RunResult:
    """An inner pytest run. Without hypothesis's plugin: it has nothing to check there and its
    summary costs a second or more per run (and per xdist worker)."""
    return pytester.runpytest("-p", "no:hypothesispytest", *args)


def line_of(path: Path, step: str) -> int:
    """The line number of `step` in a feature file (as written: pytester dedents what it writes)."""
    lines = path.read_text(encoding="utf-8").splitlines()
    return next(number for number, line in enumerate(lines, 1) if line.strip() == step)


def collected(result: pytest.RunResult) -> list[str]:
    """The node ids a `--collect-only -q` run printed."""
    return [line for line in result.outlines if "::" in line]


def reported(result: pytest.RunResult) -> list[str]:
    """The '-rA' summary: one 'PASSED|FAILED|SKIPPED ... id' line per test, sorted."""
    return sorted(line.split(" - ")[0] for line in result.outlines
                  if line.startswith(("PASSED ", "FAILED ", "SKIPPED ")))


@pytest.fixture
def tiny(pytester: pytest.Pytester) -> pytest.Pytester:
    pytester.makefile(".feature", tiny=TINY, sharing=SHARING)
    return pytester


def test_one_item_per_scenario_and_variant_named_as_check_names_runs(tiny):
    result = run(tiny, "--rulebook-impl", "reference", "--collect-only", "-q", "tiny.feature")
    assert collected(result) == ["tiny.feature::tiny-meld[deluxe]", "tiny.feature::tiny-meld[first-edition]",
                                 "tiny.feature::tiny-draw[deluxe]", "tiny.feature::tiny-draw[first-edition]"]
    result = run(tiny, "--rulebook-impl", "reference", "tiny.feature")
    result.assert_outcomes(passed=4)


def test_a_mark_per_variant_hyphens_and_strict_markers_included(tiny):
    result = run(tiny, "--rulebook-impl", "reference", "--strict-markers", "-m", "first-edition",
                 "--collect-only", "-q", "tiny.feature", "sharing.feature")
    assert collected(result) == ["tiny.feature::tiny-meld[first-edition]", "tiny.feature::tiny-draw[first-edition]"]
    result = run(tiny, "--rulebook-impl", "reference", "--strict-markers", "-m", "deluxe and not first-edition",
                 "-rA", "tiny.feature")
    result.assert_outcomes(passed=2, deselected=2)
    assert reported(result) == ["PASSED tiny.feature::tiny-draw[deluxe]", "PASSED tiny.feature::tiny-meld[deluxe]"]


def test_keyword_selection_by_scenario_id_and_variant(tiny):
    result = run(tiny, "--rulebook-impl", "reference", "-k", "tiny-draw and deluxe", "--collect-only", "-q",
                 "tiny.feature", "sharing.feature")
    assert collected(result) == ["tiny.feature::tiny-draw[deluxe]"]
    result = run(tiny, "--rulebook-impl", "reference", "-k", "tiny-meld[first-edition]", "--collect-only", "-q",
                 "tiny.feature")
    assert collected(result) == ["tiny.feature::tiny-meld[first-edition]"]


def test_what_the_engine_cannot_run_is_skipped_with_the_reason_at_the_scenario(tiny):
    tiny.makepyfile(picky=PICKY_ENGINE)
    result = run(tiny, "--rulebook-impl", "python:picky:Picky", "-rs", "tiny.feature")
    result.assert_outcomes(skipped=4)
    meld, draw = line_of(tiny.path / "tiny.feature", "Scenario: A meld starts a new pile"), line_of(
        tiny.path / "tiny.feature", "Scenario: A draw takes the age of the highest top card")
    skips = sorted(line for line in result.outlines if line.startswith("SKIPPED"))
    assert skips == sorted(
        [f"SKIPPED [1] tiny.feature:{line}: {reason}" for line in (meld, draw) for reason in (
            "the implementation seats 3 to 4 players in deluxe, not 2",
            "the implementation does not support the variant first-edition")])


TWO_ACTIONS = "Scenario: A scenario that holds only where a turn has two actions"


def test_a_changed_variant_skips_the_scenarios_whose_assumptions_it_breaks(tiny):
    result = run(tiny, "--rulebook-impl", "reference", "--rulebook-variant", "deluxe",
                 "--rulebook-set", "actions.per_turn=3", "-rA", "sharing.feature")
    label, line = "deluxe+actions.per_turn=3", line_of(tiny.path / "sharing.feature", TWO_ACTIONS)
    assert reported(result) == [f"PASSED sharing.feature::tiny-share[{label}]",
                                f"SKIPPED [1] sharing.feature:{line}: left out of {label}: assumes "
                                f"actions.per_turn = 2 (the variant has 3)"]


def test_a_broken_engine_fails_at_the_step_without_a_python_traceback(tiny):
    tiny.makepyfile(noshare=f"import sys\nsys.path.insert(0, {str(EXAMPLES)!r})\n"
                            f"from broken_engines import NoSharingBonus\n")
    result = run(tiny, "--rulebook-impl", "python:noshare:NoSharingBonus", "sharing.feature")
    result.assert_outcomes(passed=1, failed=1)
    line = line_of(tiny.path / "sharing.feature", "And Alice's hand is Mathematics, Agriculture")
    assert (f"sharing.feature:{line}: Then Alice's hand is Mathematics, Agriculture: Alice's hand is "
            f"Mathematics, expected Mathematics, Agriculture") in result.outlines
    assert "Traceback" not in result.stdout.str() and "pytest_plugin.py" not in result.stdout.str()
    again = run(tiny, "--rulebook-impl", "python:noshare:NoSharingBonus", "--lf", "-rA", "sharing.feature")
    assert reported(again) == ["FAILED sharing.feature::tiny-share[deluxe]"]  # --lf knows the run ids


def test_steps_an_engine_cannot_answer_are_listed_after_the_run(tiny):
    tiny.makepyfile(picky=PICKY_ENGINE)
    result = run(tiny, "--rulebook-impl", "python:picky:NoEvents", "sharing.feature")
    result.assert_outcomes(passed=2)
    result.stdout.fnmatch_lines(["1 scenario run passed with steps not evaluated (the implementation does not "
                                 "declare the capability they read):",
                                 "  Then Alice gets the sharing bonus (needs events)"])


def test_inert_without_the_option(tiny):
    tiny.makepyfile(test_plain="def test_plain():\n    pass\n")
    result = run(tiny, "--collect-only", "-q")
    assert collected(result) == ["test_plain.py::test_plain"]
    markers = run(tiny, "--markers").stdout.str()
    assert "@pytest.mark.deluxe" not in markers and "@pytest.mark.rulebook" not in markers
    result = run(tiny, "--rulebook-variant", "deluxe")
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    assert result.errlines == ["ERROR: --rulebook-variant is used with --rulebook-impl (the implementation to check)",
                               ""]


def test_testpaths_with_the_suite_and_only_our_feature_files(pytester: pytest.Pytester):
    """Without a path argument the suite joins the project's testpaths; a .feature file there
    (pytest-bdd's, say) is not taken for a scenario file."""
    pytester.makeini("[pytest]\ntestpaths = tests\n")
    pytester.mkdir("tests")
    (pytester.path / "tests" / "test_plain.py").write_text("def test_plain():\n    pass\n")
    (pytester.path / "tests" / "theirs.feature").write_text("Feature: not ours\n  Scenario: x\n    Given y\n")
    (pytester.path / "ours").mkdir()
    (pytester.path / "ours" / "tiny.feature").write_text(TINY)
    result = run(pytester, "--rulebook-impl", "reference", "--rulebook-features", "ours", "--collect-only", "-q")
    assert collected(result) == ["tests/test_plain.py::test_plain", "ours/tiny.feature::tiny-meld[deluxe]",
                                 "ours/tiny.feature::tiny-meld[first-edition]", "ours/tiny.feature::tiny-draw[deluxe]",
                                 "ours/tiny.feature::tiny-draw[first-edition]"]


def test_bad_input_is_one_line(tiny):
    tiny.makefile(".feature", other=TINY.replace("Draw and meld", "Again"),
                  tagged="@deluxe @nope\nFeature: X\n  @id:x\n  Scenario: y\n    Given a 2-player game\n")
    result = run(tiny, "--rulebook-impl", "reference", "tiny.feature", "other.feature", "tagged.feature")
    assert result.ret == pytest.ExitCode.INTERRUPTED
    meld = line_of(tiny.path / "tiny.feature", "Scenario: A meld starts a new pile")
    result.stdout.fnmatch_lines([
        f"other.feature:{meld}: duplicate scenario id 'tiny-meld' (first at tiny.feature:{meld})",
        "tagged.feature:1: unknown tag '@nope': not a variant id, nor @id:, @rule:, @needs: or @assumes:"])
    assert "Traceback" not in result.stdout.str()
    for args, message in (
            (["--rulebook-variant", "nope"], "ERROR: unknown variant 'nope' (bundled: *)"),
            (["--rulebook-set", "actions.per_turn=3"],
             "ERROR: --rulebook-set changes the variants given with --rulebook-variant; name at least one"),
            (["--rulebook-timeout", "0"], "ERROR: --rulebook-timeout must be a positive number of seconds, not 0"),
            (["--rulebook-features", "missing"], "ERROR: --rulebook-features missing: no such file or folder")):
        result = run(tiny, "--rulebook-impl", "reference", *args, "tiny.feature")
        assert result.ret == pytest.ExitCode.USAGE_ERROR
        result.stderr.fnmatch_lines([message])
    result = run(tiny, "--rulebook-impl", "cmd:/nonexistent/engine", "tiny.feature")
    result.assert_outcomes(failed=1)  # the first scenario says why; the run stops there
    result.stdout.fnmatch_lines(["*Interrupted: rulebook: --rulebook-impl cmd:/nonexistent/engine: cannot start "
                                 "the command*"])


def test_xdist_workers_each_reuse_one_engine_process_with_the_same_outcomes(tiny):
    tiny.makefile(".feature", empty_ages=EMPTY_AGES)
    pids = tiny.path / "pids.txt"
    engine = tiny.makepyfile(draw_engine=f"""
        import os
        import runpy
        with open({str(pids)!r}, "a") as out:
            out.write(f"{{os.getpid()}}\\n")
        runpy.run_path({str(EXAMPLES / "broken_draw_engine.py")!r}, run_name="__main__")
    """)
    args = ["--rulebook-impl", f"cmd:{sys.executable} {engine}", "-rA",
            "tiny.feature", "empty_ages.feature"]
    alone = run(tiny, *args)
    alone.assert_outcomes(passed=4, failed=2)
    assert len(pids.read_text().split()) == 1
    pids.unlink()
    workers = run(tiny, "-n", "2", *args)
    assert reported(workers) == reported(alone) == [
        "FAILED empty_ages.feature::tiny-empty-ages[deluxe]", "FAILED empty_ages.feature::tiny-empty-ages[first-edition]",
        "PASSED tiny.feature::tiny-draw[deluxe]", "PASSED tiny.feature::tiny-draw[first-edition]",
        "PASSED tiny.feature::tiny-meld[deluxe]", "PASSED tiny.feature::tiny-meld[first-edition]"]
    assert len(set(pids.read_text().split())) == 2  # one engine per worker, kept across its scenarios


def test_the_bundled_suite_is_collected_as_rulebook_check_plans_it(pytester: pytest.Pytester):
    result = run(pytester, "--rulebook-impl", "reference", "--collect-only", "-q")
    names = [node_id.split("::", 1)[1] for node_id in collected(result)]
    assert sorted(names) == sorted(planned.id for planned in load_runs())
