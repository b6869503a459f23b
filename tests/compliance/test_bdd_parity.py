"""pytest-bdd runs our features as `rulebook check` does (rulebook.compliance.plugins.bdd).

Each parity test runs a slice of the suite twice: with `rulebook check --format json` (our
runner) and with a real pytest-bdd collection in a pytester folder (`scenarios()` of the same
feature files, the plugin loaded from conftest.py), and holds every run's status, failing line
and message, and skip reason equal. The slice has a rejected move (game-meld), scenarios the
broken example engine fails (dogma-activation), a house variant whose assumptions leave some
scenarios out, and a feature whose positions come from a data table and a doc string.

No library step takes a data table or a doc string yet, so the two steps for those are defined
here and added to the registry for the test's duration (both runners see them).

The other tests cover what a pytest-bdd user meets: own steps beside ours and over ours, the
options and their errors, -k by stable id, and the errors of a feature that breaks the
suite's conventions.
"""

from __future__ import annotations

import contextlib
import io
import json
import re
import sys
import textwrap
from pathlib import Path
from xml.etree import ElementTree

import pytest

import rulebook.compliance.plugins.bdd  # noqa: F401  # imported here once (see loaded_once)
from rulebook.cli import main
from rulebook.compliance.running.context import ScenarioContext
from rulebook.compliance.steps import REGISTRY
from rulebook.compliance.steps.registry import StepDef

pytest_plugins = ["pytester"]

ROOT = Path(__file__).resolve().parents[2]
FEATURES = ROOT / "features" / "innovation" / "common"
SLICE = [FEATURES / "game-meld.feature", FEATURES / "dogma-activation.feature"]

CONFTEST = 'pytest_plugins = ["rulebook.compliance.plugins.bdd"]\n'

TABLE_AND_DOC_FEATURE = """
@deluxe @iello
Feature: Positions given with a data table and a doc string

  @id:bdd-parity-table-hands
  Scenario: Hands from a data table
    Given a 2-player game
    And the hands are:
      | Alice | Tools, Writing |
      | Bob   | Archery        |
    And it is Alice's turn 2 with 2 actions left
    When Alice melds Tools
    Then Alice's blue pile is Tools
    And Bob's hand is Archery

  @id:bdd-parity-doc-supply
  Scenario: A supply pile from a doc string
    Given a 2-player game
    And Alice's red pile is Archery
    And Alice has nothing in hand
    And the position is:
      \"\"\"
      {"supply": {"1": ["Oars", "Tools"]}}
      \"\"\"
    And it is Alice's turn 2 with 2 actions left
    When Alice draws
    Then Alice's hand is Oars
"""

HOUSE = """
#:schema ../../schemas/variant.schema.json
id = "house"
game = "innovation"
title = "Two cards for sharing"
extends = "deluxe"

[dogma]
sharing_bonus_draws = 2
"""

DELUXE_ONLY = '''
"""The reference engine declaring less: deluxe only, for 2 or 3 players (so some runs are
skipped); or no events (so the steps that read them are not evaluated)."""
from rulebook.protocol import Session


class DeluxeOnly:
    def __init__(self):
        self.session = Session()

    def request(self, message):
        answer = self.session.handle_message(message)
        if message.get("op") == "hello":
            answer.update(variants=["deluxe"], players={"deluxe": [2, 3]})
        return answer

    def close(self):
        pass


class NoEvents(DeluxeOnly):
    def request(self, message):
        answer = self.session.handle_message(message)
        if message.get("op") == "hello":
            answer["capabilities"] = [c for c in answer["capabilities"] if c != "events"]
        return answer
'''


# -- the data-table and doc-string steps (test-only) ----------------------------------------------

def hands_from_table(ctx: ScenarioContext, table: list[list[str]]) -> None:
    """Each row names a player and the cards in their hand."""
    for name, cards in table:
        ctx.player_entry(name)["hand"] = [card.strip() for card in cards.split(",") if card.strip()]


def position_from_doc(ctx: ScenarioContext, doc: str) -> None:
    """A doc string holding part of a protocol state (JSON) for everything but the players."""
    ctx.before_start()
    ctx.state.update(json.loads(doc))


EXTRA_STEPS = [StepDef("Given", "the hands are:", hands_from_table, "Given the hands are:", "hands"),
               StepDef("Given", "the position is:", position_from_doc, "Given the position is:", "position")]


# Inner pytest runs: the hypothesis plugin would import hypothesis anew in each one.
INNER = ("-p", "no:cacheprovider", "-p", "no:hypothesispytest")


@pytest.fixture(scope="module", autouse=True)
def loaded_once() -> None:
    """Import what a check run and the reference engine use before any test starts: pytester
    forgets the modules imported during a test, which would be imported (and, as modules of a
    pytest plugin's distribution, assertion-rewritten) again in every test."""
    with contextlib.redirect_stdout(io.StringIO()):
        main(["check", "--features", str(SLICE[0]), "--variant", "deluxe", "--format", "json"])


@pytest.fixture
def folder(pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A pytester folder holding the plugin's conftest, the table and doc-string feature, a house
    variant and an engine module; the registry holds the extra steps, and the plugin is imported
    afresh by each inner run (so it registers them too)."""
    monkeypatch.setattr(REGISTRY, "steps", [*REGISTRY.steps, *EXTRA_STEPS])
    monkeypatch.delitem(sys.modules, "rulebook.compliance.plugins.bdd", raising=False)
    monkeypatch.syspath_prepend(str(ROOT))  # examples.broken_engines
    pytester.makeconftest(CONFTEST)
    (pytester.path / "tables.feature").write_text(textwrap.dedent(TABLE_AND_DOC_FEATURE), encoding="utf-8")
    (pytester.path / "house.toml").write_text(HOUSE.lstrip(), encoding="utf-8")
    (pytester.path / "deluxe_only.py").write_text(DELUXE_ONLY, encoding="utf-8")
    return pytester.path


def _features(folder: Path) -> list[str]:
    return [*map(str, SLICE), str(folder / "tables.feature")]


def _test_module(paths: list[str]) -> str:
    return f"from pytest_bdd import scenarios\n\nscenarios(*{paths!r})\n"


Result = tuple[str, int | None, str]  # status, line, message (failure) or reason (skip)


def check_results(run_cli, features: list[str], variants: list[str], impl: str) -> dict[str, Result]:
    """`rulebook check` on the features: run id -> (status, line, message)."""
    args = ["check", "--impl", impl, "--format", "json"]
    for path in features:
        args += ["--features", path]
    for variant in variants:
        args += ["--variant", variant]
    code, out, err = run_cli(*args)
    assert code in (0, 1), err
    results = {}
    for result in json.loads(out)["results"]:
        if result["status"] == "passed":
            results[result["id"]] = ("passed", None, "")
        else:
            results[result["id"]] = (result["status"], result["line"] if result["status"] == "failed" else None,
                                     result["message"])
    return results


FAILURE = re.compile(r"^(?P<file>[^\n]*?):(?P<line>\d+): (?P<message>[^\n]*)")


def bdd_results(pytester: pytest.Pytester, *args: str) -> dict[str, Result]:
    """The pytest-bdd run: run id (the user property rulebook_id) -> (status, line, message)."""
    recorder = pytester.inline_run(*INNER, *args)
    results: dict[str, Result] = {}
    for report in recorder.getreports("pytest_runtest_logreport"):
        run_id = dict(report.user_properties).get("rulebook_id")
        assert run_id is not None, f"{report.nodeid} carries no rulebook_id"
        if report.failed:
            found = FAILURE.match(report.longreprtext)
            assert found, report.longreprtext
            results[run_id] = ("failed", int(found["line"]), found["message"])
        elif report.skipped:
            assert isinstance(report.longrepr, tuple)
            results[run_id] = ("skipped", None, report.longrepr[2].removeprefix("Skipped: "))
        elif report.when == "call":
            results.setdefault(run_id, ("passed", None, ""))
    return results


def _by_status(results: dict[str, Result], status: str) -> list[str]:
    return sorted(run_id for run_id, (found, _, _) in results.items() if found == status)


# -- parity with rulebook check ---------------------------------------------------------------------

def test_reference_parity_with_a_rejection_a_table_a_doc_string_and_a_house_variant(folder, pytester, run_cli):
    features = _features(folder)
    pytester.makepyfile(test_rules=_test_module(features))
    ours = check_results(run_cli, features, ["deluxe", "house.toml"], "reference")
    theirs = bdd_results(pytester, "--rulebook-bdd-variant", "deluxe", "--rulebook-bdd-variant", "house.toml")
    assert theirs == ours
    assert _by_status(ours, "failed") == [] and _by_status(ours, "skipped") == []
    # deluxe runs every scenario of the slice; the house variant leaves out the five that count on
    # one card for sharing
    assert len(ours) == 6 + 11 + 2 + (6 + 11 + 2 - 5)
    assert "game-meld-not-in-hand-rejected[deluxe]" in ours and "bdd-parity-table-hands[house]" in ours
    assert "dogma-count-once[deluxe]" in ours and "dogma-count-once[house]" not in ours


SHARING_FAILURES = ["dogma-count-once", "dogma-each-effect-before-next", "dogma-mandatory-effect",
                    "dogma-share-at-least-as-many", "dogma-share-order-wraps-around"]
MELD_IDS = ["game-meld-any-value", "game-meld-keeps-splay-left", "game-meld-keeps-splay-up", "game-meld-new-pile",
            "game-meld-on-top"]


@pytest.mark.parametrize("engine,features,failing", [
    ("NoSharingBonus", [*map(str, SLICE), "tables.feature"], SHARING_FAILURES),
    # its play answers carry a stale state: every scenario whose move is played fails, as inconsistent
    ("StalePlayState", [str(SLICE[0]), "tables.feature"],
     ["bdd-parity-doc-supply", "bdd-parity-table-hands", *MELD_IDS]),
])
def test_broken_engines_fail_the_same_scenarios_at_the_same_lines(folder, pytester, run_cli, engine, features,
                                                                   failing):
    features = [str(folder / path) for path in features]
    pytester.makepyfile(test_rules=_test_module(features))
    spec = f"python:examples.broken_engines:{engine}"
    ours = check_results(run_cli, features, ["deluxe"], spec)
    theirs = bdd_results(pytester, "--rulebook-bdd-impl", spec, "--rulebook-bdd-variant", "deluxe")
    assert theirs == ours
    assert _by_status(theirs, "failed") == [f"{scenario}[deluxe]" for scenario in failing]
    assert len(theirs) == sum(1 for path in features for line in Path(path).read_text().splitlines()
                              if line.strip().startswith("Scenario:"))


def test_a_failure_reads_as_in_a_check_report(folder, pytester, run_cli):
    """The failure's line, the steps as played, where the state differs from the reference's, the
    exchange's summary and the likely cause: the text `rulebook check` prints for the same run."""
    spec = "python:examples.broken_engines:NoSharingBonus"
    code, out, _ = run_cli("check", "--impl", spec, "--variant", "deluxe", "--features", str(SLICE[1]),
                           "--id", "dogma-count-once")
    assert code == 1
    pytester.makepyfile(test_rules=_test_module([str(SLICE[1])]))
    result = pytester.runpytest_inprocess(*INNER, "--rulebook-bdd-impl", spec, "--rulebook-bdd-variant", "deluxe",
                                          "-k", "dogma-count-once")
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines([
        "*/features/innovation/common/dogma-activation.feature:162: Then Alice gets the sharing bonus: no sharing "
        "bonus for Alice (events: [[]{\"type\": \"score\", \"player\": 1, \"card\": \"Sailing\"}[]])",
    ])
    checked = out.splitlines()
    header = next(i for i, line in enumerate(checked) if line.startswith("FAILED dogma-count-once[deluxe]"))
    under = []
    for line in checked[header + 1:]:
        if not line.startswith("  "):
            break
        under.append(line.replace("--trace prints them; the JSON report holds them", "-vv prints them"))
    shown = result.outlines
    first = next(i for i, line in enumerate(shown) if "dogma-activation.feature:162: Then Alice gets the sharing "
                                                      "bonus: no sharing bonus for Alice (events: " in line)
    assert shown[first + 1:first + 1 + len(under)] == under
    assert any(line.startswith("    ✗ Then Alice gets the sharing bonus") for line in under)
    causes = [line for line in checked if line.startswith("likely cause:")]
    assert causes and [line for line in shown if line.startswith("likely cause:")] == causes
    assert "Traceback" not in result.stdout.str() and "def " not in result.stdout.str()


def test_skips_match_for_an_engine_that_declares_less(folder, pytester, run_cli):
    """The engine is handed over by overriding the rulebook_implementation fixture; it plays
    deluxe only, for 2 or 3 players: iello runs are skipped before they start, deluxe runs
    with 4 players at their first step, with rulebook check's reasons."""
    features = _features(folder)
    pytester.makepyfile(test_rules=_test_module(features))
    pytester.makeconftest(CONFTEST + textwrap.dedent("""
        import pytest
        from deluxe_only import DeluxeOnly

        @pytest.fixture(scope="session")
        def rulebook_implementation():
            return DeluxeOnly()
        """))
    ours = check_results(run_cli, features, ["deluxe", "iello"], "python:deluxe_only:DeluxeOnly")
    theirs = bdd_results(pytester, "--rulebook-bdd-variant", "deluxe", "--rulebook-bdd-variant", "iello")
    assert theirs == ours
    # every iello run is skipped, and every deluxe run of a 4-player game: the 2- and 3-player ones run
    assert _by_status(theirs, "passed") == ["bdd-parity-doc-supply[deluxe]", "bdd-parity-table-hands[deluxe]",
                                            "dogma-effects-outlive-the-card[deluxe]",
                                            "dogma-share-order-wraps-around[deluxe]"]
    assert len(_by_status(theirs, "skipped")) == 19 + 15
    assert theirs["game-meld-on-top[iello]"][2] == "the implementation does not support the variant iello"
    assert theirs["game-meld-on-top[deluxe]"][2] == "the implementation seats 2 to 3 players in deluxe, not 4"
    assert theirs["bdd-parity-table-hands[deluxe]"][0] == "passed"


def test_steps_not_evaluated_are_the_same_and_counted(folder, pytester, run_cli):
    """An engine without the events capability: the sharing-bonus steps are not evaluated, the
    scenarios pass, and each such step is named as rulebook check's report names it."""
    pytester.makepyfile(test_rules=_test_module([str(SLICE[1])]))
    code, out, _ = run_cli("check", "--impl", "python:deluxe_only:NoEvents", "--format", "json", "--features",
                           str(SLICE[1]), "--variant", "deluxe")
    assert code == 0
    ours = {r["id"]: r["unchecked_steps"] for r in json.loads(out)["results"] if r.get("unchecked_steps")}
    result = pytester.runpytest_inprocess(*INNER, "--rulebook-bdd-impl", "python:deluxe_only:NoEvents",
                                          "--rulebook-bdd-variant", "deluxe", "--junitxml", "report.xml")
    result.assert_outcomes(passed=11)
    result.stdout.fnmatch_lines(["rulebook: 6 steps not evaluated: the implementation does not declare what "
                                 "they read (user property rulebook_unchecked)"])
    theirs = {}
    for case in ElementTree.parse(folder / "report.xml").iter("testcase"):
        properties = [(p.get("name"), p.get("value")) for p in case.iter("property")]
        unchecked = [value for name, value in properties if name == "rulebook_unchecked"]
        if unchecked:
            theirs[dict(properties)["rulebook_id"]] = unchecked
    assert theirs == ours
    assert ours["dogma-demand-fewer-clockwise[deluxe]"] == ["Then nobody gets the sharing bonus (needs events)"]
    assert len(ours) == 6


# -- what a pytest-bdd user meets -------------------------------------------------------------------

OWN_FEATURE = """
@deluxe
Feature: Steps of a team's own
  @id:own-count
  Scenario: A step of ours beside the library's
    Given a 2-player game
    And Alice has Tools, Writing in hand
    When the game starts
    Then Alice holds 2 cards

  @id:own-override
  Scenario: A step of ours with the text of a library step
    Given a 2-player game
    And Alice has Tools in hand
    When the game starts
    Then Alice's hand is anything at all

  @id:own-unchecked-refusal
  Scenario: A refused move that no step checks
    Given a 2-player game
    And Alice has Tools in hand
    And it is Alice's turn 2 with 2 actions left
    When Alice melds Writing
    Then Alice holds 1 cards

  @id:own-table-ignored
  Scenario: A data table on a library step that takes none
    Given a 2-player game
      | Alice |
    When the game starts

  @id:own-refusal-checked
  Scenario: A refused move that a step of ours checks
    Given a 2-player game
    And Alice has Tools in hand
    And it is Alice's turn 2 with 2 actions left
    When Alice melds Writing
    Then the engine said no
"""

PLAIN_FEATURE = """
Feature: Without rulebook tags
  @slow
  Scenario: A library step in a plain pytest-bdd scenario
    Given a 2-player game
"""

OWN_STEPS = """
from pytest_bdd import parsers, scenarios, then

scenarios("own.feature", "plain.feature")


@then(parsers.parse("Alice holds {count:d} cards"))
def alice_holds(rulebook_context, count):
    assert len(rulebook_context.player_state("Alice")["hand"]) == count


@then(parsers.parse("Alice's hand is {anything}"))
def any_hand(rulebook_variant):
    assert rulebook_variant == "deluxe"


@then("the engine said no")
def said_no(rulebook_context):
    assert rulebook_context.rejection["code"] == "illegal_move"
    rulebook_context.rejection = None


said_no.checks_rejection = True
"""


def test_own_steps_beside_and_over_the_library(folder, pytester):
    (folder / "own.feature").write_text(textwrap.dedent(OWN_FEATURE), encoding="utf-8")
    (folder / "plain.feature").write_text(textwrap.dedent(PLAIN_FEATURE), encoding="utf-8")
    pytester.makepyfile(test_own=OWN_STEPS)
    pytester.makeini("[pytest]\nmarkers =\n    slow: a slow scenario\n")
    result = pytester.runpytest_inprocess(*INNER, "--strict-markers", "-rA")
    result.assert_outcomes(passed=3, failed=3)
    result.stdout.fnmatch_lines([
        "own.feature:23: When Alice melds Writing: a move was rejected: illegal_move: *",
        "own.feature:28: the step 'Given a 2-player game' takes no data table: it would be ignored",
        "test_a_library_step_in_a_plain_pytestbdd_scenario: the rulebook steps need a rulebook scenario: tag it "
        "with an @id: and the variants it holds for (e.g. @id:my-scenario @deluxe), or override the fixture "
        "rulebook_run",
        "PASSED test_own.py::test_a_step_of_ours_beside_the_librarys[[]deluxe[]]",
        "PASSED test_own.py::test_a_step_of_ours_with_the_text_of_a_library_step[[]deluxe[]]",
        "PASSED test_own.py::test_a_refused_move_that_a_step_of_ours_checks[[]deluxe[]]",
    ])
    assert "Traceback" not in result.stdout.str()


def test_runs_are_named_and_selected_by_stable_id(folder, pytester):
    pytester.makepyfile(test_rules=_test_module([str(SLICE[0])]))
    result = pytester.runpytest_inprocess(*INNER, "--collect-only", "-q",
                                          "-k", "game-meld-on-top and (deluxe or ultimate) and not echoes and not unseen")
    result.stdout.fnmatch_lines([
        "test_rules.py::test_a_card_goes_on_top_of_the_pile_of_its_colour[[]ultimate-figures[]]",
        "test_rules.py::test_a_card_goes_on_top_of_the_pile_of_its_colour[[]deluxe[]]",
        "test_rules.py::test_a_card_goes_on_top_of_the_pile_of_its_colour[[]ultimate[]]",
        "test_rules.py::test_a_card_goes_on_top_of_the_pile_of_its_colour[[]deluxe-teams[]]",
        "4/* tests collected (* deselected)*",
    ])


def test_a_variant_no_scenario_holds_for_deselects_the_scenario(folder, pytester):
    pytester.makepyfile(test_rules=_test_module([str(SLICE[0]), str(folder / "tables.feature")]))
    result = pytester.runpytest_inprocess(*INNER, "--collect-only", "-q",
                                          "--rulebook-bdd-variant", "ultimate")
    result.stdout.fnmatch_lines(["6/8 tests collected (2 deselected)*"])


def test_ini_options_name_the_engine_and_variants_beside_the_ini_file(folder, pytester, monkeypatch):
    pytester.makepyfile(test_rules=_test_module([str(folder / "tables.feature")]))
    pytester.makeini("[pytest]\nrulebook_bdd_impl = python:deluxe_only:DeluxeOnly\n"
                     "rulebook_bdd_variants =\n    house.toml\n    iello\n")
    (folder / "elsewhere").mkdir()
    monkeypatch.chdir(folder / "elsewhere")
    monkeypatch.syspath_prepend(str(folder))  # deluxe_only, as the current folder would be
    result = pytester.runpytest_inprocess(*INNER, "-v", "-rs", str(folder))
    result.assert_outcomes(passed=2, skipped=2)
    result.stdout.fnmatch_lines(["*::test_hands_from_a_data_table[[]house[]] PASSED*",
                                 "*::test_a_supply_pile_from_a_doc_string[[]house[]] PASSED*",
                                 "SKIPPED [[]2[]] * the implementation does not support the variant iello"])


@pytest.mark.parametrize("args,message", [
    (["--rulebook-bdd-variant", "nope"], "ERROR: rulebook: unknown variant 'nope' (bundled: *"),
    (["--rulebook-bdd-impl", "java:Engine"],
     "ERROR: rulebook: --rulebook-bdd-impl: unknown implementation 'java:Engine': use reference, "
     "python:module:Class or cmd:<command line>"),
    (["--rulebook-bdd-timeout", "0"], "ERROR: rulebook: --rulebook-bdd-timeout must be a positive number of "
                                      "seconds, not '0'"),
    (["--rulebook-bdd-set", "dogma.sharing_bonus_draws=2"],
     "ERROR: rulebook: --rulebook-bdd-set changes the variants given with --rulebook-bdd-variant; name at least one"),
    (["--rulebook-bdd-variant", "deluxe", "--rulebook-bdd-set", "dogma.nope=1"],
     "ERROR: rulebook: *unknown key 'dogma.nope'*"),
])
def test_bad_options_are_one_line_usage_errors(folder, pytester, args, message):
    pytester.makepyfile(test_rules=_test_module([str(SLICE[0])]))
    result = pytester.runpytest_inprocess(*INNER, *args)
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    result.stderr.fnmatch_lines([message])
    assert "Traceback" not in result.stderr.str() + result.stdout.str()


def test_an_engine_that_fails_its_hello_ends_the_session(folder, pytester):
    pytester.makepyfile(test_rules=_test_module([str(folder / "tables.feature")]))
    result = pytester.runpytest_inprocess(*INNER, "--rulebook-bdd-impl",
                                          f"cmd:{sys.executable} -S -c pass")
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    result.stdout.fnmatch_lines(["*rulebook: the implementation failed its hello: crash: *"])


def test_a_feature_breaking_the_suite_conventions_is_a_collection_error(folder, pytester):
    (folder / "bad.feature").write_text(textwrap.dedent("""
        Feature: Broken
          @id:bad-one @deluxe @no-such-variant
          Scenario: An unknown tag
            Given a 2-player game
        """), encoding="utf-8")
    pytester.makepyfile(test_rules=_test_module([str(folder / "bad.feature")]))
    result = pytester.runpytest_inprocess(*INNER)
    assert result.ret == pytest.ExitCode.INTERRUPTED
    result.stdout.fnmatch_lines(["rulebook: bad.feature:3: unknown tag '@no-such-variant': not a variant id, "
                                 "nor @id:, @rule:, @needs: or @assumes:"])


def test_the_same_id_in_two_feature_files_is_a_collection_error(folder, pytester):
    for name in ("one", "two"):
        (folder / f"{name}.feature").write_text(textwrap.dedent(f"""
            @deluxe
            Feature: {name}
              @id:twice
              Scenario: Scenario {name}
                Given a 2-player game
            """), encoding="utf-8")
    pytester.makepyfile(test_rules=_test_module([str(folder / "one.feature"), str(folder / "two.feature")]))
    result = pytester.runpytest_inprocess(*INNER)
    result.stdout.fnmatch_lines(["rulebook: two.feature:5: duplicate scenario id 'twice' (first in one.feature)"])
