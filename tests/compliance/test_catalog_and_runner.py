"""The feature catalog and the runner: errors before anything runs, results by stable id."""

from __future__ import annotations

import json
import textwrap

import pytest

from rulebook.compliance.running.catalog import load_scenarios
from rulebook.compliance.running.implementations import Reference
from rulebook.compliance.running.runner import load_runs, run_one
from rulebook.errors import UserError

GOOD = """
    # A user's own scenario, outside the project.
    @deluxe @ultimate
    Feature: Meld
      @id:user-meld-new-pile
      Scenario: A meld starts a new pile
        Given a 2-player game
        And Alice has Tools in hand
        And it is Alice's turn 2 with 2 actions left
        When Alice melds Tools
        Then Alice's blue pile is Tools
        And Alice's hand is nothing
"""


def feature(tmp_path, text, name="user.feature"):
    path = tmp_path / name
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    return path


def test_scenarios_run_once_per_tagged_variant(tmp_path):
    runs = load_runs([feature(tmp_path, GOOD)])
    assert [run.id for run in runs] == ["user-meld-new-pile[deluxe]", "user-meld-new-pile[ultimate]"]
    assert [run_one(run, Reference()).status for run in runs] == ["passed", "passed"]


def test_a_file_parsed_again_gives_fresh_copies_and_an_edit_is_read(tmp_path):
    path = feature(tmp_path, GOOD)
    first, again = load_scenarios([path]), load_scenarios([path])
    assert first == again and first[0] is not again[0]
    first[0].variants.append("iello")       # a caller's change stays its own
    assert load_scenarios([path])[0].variants == ["deluxe", "ultimate"]
    feature(tmp_path, GOOD.replace("A meld starts a new pile", "Melding starts a pile"))
    assert load_scenarios([path])[0].name == "Melding starts a pile"


def test_a_wrong_expectation_fails_with_the_step_and_line(tmp_path):
    path = feature(tmp_path, GOOD.replace("Then Alice's blue pile is Tools", "Then Alice's blue pile is Writing"))
    outcome = run_one(load_runs([path])[0], Reference())
    assert outcome.status == "failed" and outcome.line == 11
    assert "Alice's blue pile is Tools, expected Writing" in outcome.message


def test_an_unchecked_rejection_fails_the_scenario(tmp_path):
    path = feature(tmp_path, GOOD.replace("When Alice melds Tools", "When Alice melds Writing"))
    outcome = run_one(load_runs([path])[0], Reference())
    assert outcome.status == "failed" and "rejected" in outcome.message


@pytest.mark.parametrize("change,fragment,line", [
    (("@deluxe @ultimate", "@deluxe @seventh-edition"), "unknown tag '@seventh-edition'", 3),
    (("@id:user-meld-new-pile\n", ""), "has no @id: tag", 5),
    (("When Alice melds Tools", "When Alice juggles Tools"), "undefined step: When Alice juggles Tools", 10),
    (("Scenario: A meld", "Scenario Outline: A meld"), "Scenario Outline", 6),
    (("Feature: Meld", "Feature Meld"), "Gherkin syntax error", None),
])
def test_bad_feature_files_are_refused_before_running(tmp_path, change, fragment, line):
    path = feature(tmp_path, GOOD.replace(*change))
    with pytest.raises(UserError) as info:
        load_runs([path])
    assert fragment in str(info.value)
    if line:
        assert info.value.line == line and info.value.file == str(path)


def test_a_step_two_definitions_match_is_refused():
    from rulebook.compliance.steps.registry import Registry

    registry = Registry()
    registry.add("Then", "{player:Name} sees {count:d} castles", "Then Alice sees 3 castles")(lambda ctx, **kw: None)
    registry.add("Then", "{player:Name} sees {what}", "Then Alice sees a castle")(lambda ctx, **kw: None)
    with pytest.raises(UserError) as info:
        registry.match("Then", "Alice sees 3 castles")
    assert "ambiguous step: Then Alice sees 3 castles" in str(info.value)
    assert registry.match("Then", "Alice sees a castle")[1] == {"player": "Alice", "what": "a castle"}


def test_duplicate_ids_are_refused(tmp_path):
    first = feature(tmp_path, GOOD, "a.feature")
    second = feature(tmp_path, GOOD, "b.feature")
    with pytest.raises(UserError) as info:
        load_scenarios([first, second])
    assert "duplicate scenario id 'user-meld-new-pile'" in str(info.value)


def test_check_command_runs_a_feature_file_outside_the_project(run_cli, tmp_path):
    path = feature(tmp_path, GOOD)
    code, out, _ = run_cli("check", "--features", str(path), "--format", "json")
    data = json.loads(out)
    assert code == 0
    assert [r["id"] for r in data["results"]] == ["user-meld-new-pile[deluxe]", "user-meld-new-pile[ultimate]"]
    assert data["implementation"]["name"] == "rulebook-reference" and data["protocol"] == 1


def test_check_exit_code_1_on_failure_and_junit_report(run_cli, tmp_path):
    path = feature(tmp_path, GOOD.replace("Then Alice's blue pile is Tools", "Then Alice's blue pile is Writing"))
    out_file = tmp_path / "report.xml"
    code, _out, _ = run_cli("check", "--features", str(path), "--variant", "deluxe", "--format", "junit",
                           "--out", str(out_file))
    assert code == 1
    xml = out_file.read_text()
    assert 'name="user-meld-new-pile[deluxe]"' in xml and "<failure" in xml
    assert "user-meld-new-pile[ultimate]" not in xml


def test_check_with_a_user_variant_runs_its_parents_scenarios(run_cli, tmp_path):
    path = feature(tmp_path, GOOD)
    run_cli("new", "house", "--from", "deluxe", "--set", "players.max=3", "--out", str(tmp_path / "house.toml"))
    code, out, err = run_cli("check", "--features", str(path), "--variant", str(tmp_path / "house.toml"),
                             "--format", "json")
    assert code == 0, err
    assert [r["id"] for r in json.loads(out)["results"]] == ["user-meld-new-pile[house]"]


def test_check_unknown_variant_is_a_usage_error(run_cli):
    code, _, err = run_cli("check", "--variant", "seventh-edition")
    assert code == 2 and "unknown variant 'seventh-edition'" in err


def test_steps_command_documents_every_step_with_an_example(run_cli):
    from rulebook.compliance.steps import REGISTRY

    code, out, _ = run_cli("steps", "--format", "md")
    assert code == 0
    for step in REGISTRY.steps:
        assert step.example in out and step.doc


def test_a_steps_copy_of_the_variant_is_its_own_and_the_shared_view_follows_an_edited_file(write_variant):
    from rulebook.compliance.running.context import ScenarioContext

    ctx = ScenarioContext(None, "deluxe")
    copy = ctx.variant_data()
    copy["actions"]["per_turn"] = 7
    assert ctx.variant_view()["actions"]["per_turn"] == 2 and ctx.variant_data() == ctx.variant_view()
    path = write_variant("house", 'id = "house"\ngame = "innovation"\ntitle = "A"\nextends = "deluxe"\n'
                                  '[actions]\nper_turn = 3\n')
    house = ScenarioContext(None, str(path))
    assert house.variant_view()["actions"]["per_turn"] == 3
    path.write_text(path.read_text(encoding="utf-8").replace("per_turn = 3", "per_turn = 4 # a longer file"))
    assert house.variant_view()["actions"]["per_turn"] == 4
    assert ScenarioContext(None, "deluxe", payload={"actions": {"per_turn": 5}}).variant_view()["actions"] == \
        {"per_turn": 5}
