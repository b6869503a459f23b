"""Protocol revision 1 as the suite meets other engines: a correct engine that asks its own way
passes, a lying one is caught, every answer of the reference server follows the published
schema, and the runner reports each failure where it happens."""

from __future__ import annotations

import json
import sys
import textwrap
from pathlib import Path

import jsonschema
import pytest

from rulebook.compliance.running.catalog import parse_feature
from rulebook.compliance.running.implementations import Reference
from rulebook.protocol.messages import ANSWERS
from rulebook.schemas import protocol_schema

ROOT = Path(__file__).resolve().parents[2]
PROMPTING = "python:examples.prompting_engine:PromptingEngine"


def check(run_cli, *args):
    code, out, err = run_cli("check", "--format", "json", *args)
    return code, (json.loads(out) if out.strip().startswith("{") else None), err


def write(tmp_path, text: str) -> Path:
    path = tmp_path / "t.feature"
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    return path


# -- a correct engine that asks differently ------------------------------------------------

def test_an_engine_asking_in_every_allowed_way_passes_the_suite(run_cli):
    # three variants keep the test run short; every variant passes the same way (see the README)
    code, report, err = check(run_cli, "--impl", PROMPTING, "--variant", "ultimate", "--variant", "ultimate-figures",
                              "--variant", "lost-legacy-starship")
    assert code == 0, err
    assert report["totals"]["failed"] == 0 and report["totals"]["skipped"] == 0
    assert report["implementation"]["name"] == "prompting-example"
    unchecked = [r for r in report["results"] if r.get("unchecked_steps")]
    assert unchecked and all("needs events" in s or "events" in s for r in unchecked for s in r["unchecked_steps"])


def test_the_prompting_engine_as_a_program_passes_too(run_cli):
    code, report, err = check(run_cli, "--impl", f"cmd:{sys.executable} {ROOT / 'examples' / 'prompting_engine.py'}",
                              "--features", str(ROOT / "features" / "innovation" / "cards" / "ultimate" / "age01.feature"))
    assert code == 0, err
    assert report["totals"]["passed"] > 30


def test_the_prompting_engine_really_asks_differently():
    from examples.prompting_engine import PromptingEngine

    engine = PromptingEngine()
    hello = engine.request({"op": "hello", "protocol": 1, "revision": 1})
    assert "events" not in hello["capabilities"] and hello["revision"] == 1
    state = {"players": [{"board": {"blue": {"cards": ["Tools"]}}, "hand": ["Oars", "Alchemy", "Sailing"]},
                         {"board": {"red": {"cards": ["Archery"]}}}],
             "supply": {"1": ["Clothing"], "3": ["Paper"]}}
    engine.request({"op": "new_game", "variant": "ultimate", "players": ["A", "B"], "seed": 1, "state": state})
    answer = engine.request({"op": "play", "move": {"type": "dogma", "card": "Tools"}})
    assert answer["events"] == [] and answer["state"]["x-engine"] == "prompting-example"
    assert answer["state"]["pending"]["options"] == ["no", "yes"]          # one yes/no form
    answer = engine.request({"op": "play", "move": {"type": "choose", "choice": ["yes"]}})
    first = answer["state"]["pending"]                                    # a forced choice, asked in parts
    assert (first["options"], first["max"], first["of"]) == (["Sailing", "Alchemy", "Oars"], 1, {"min": 3, "max": 3})
    answer = engine.request({"op": "play", "move": {"type": "choose", "choice": ["Oars"]}})
    assert answer["state"]["pending"]["continues"] is True
    assert answer["state"]["pending"]["options"] == ["Sailing", "Alchemy"]


def test_the_example_engines_answer_a_seat_its_own_view_and_events():
    from examples.prompting_engine import PromptingEngine
    from examples.shapes import OwnWords

    state = {"players": [{"hand": ["Oars"]}, {}], "supply": {"1": ["Tools", "Sailing"]},
             "turn": {"number": 9, "player": 0, "actions_left": 2}}
    back = {"age": 1, "set": "base"}
    for engine in (OwnWords(), PromptingEngine()):
        engine.request({"op": "hello", "protocol": 1, "revision": 1})
        engine.request({"op": "new_game", "variant": "deluxe", "players": ["A", "B"], "seed": 1, "state": state})
        refused = engine.request({"op": "play", "move": {"type": "draw"}, "viewer": 2})
        assert refused["ok"] is False and refused["error"]["code"] == "bad_request"
        answer = engine.request({"op": "play", "move": {"type": "draw"}, "viewer": 1})
        assert answer["state"]["viewer"] == 1 and answer["state"]["players"][0]["hand"] == [back, back]
        drawn = [] if isinstance(engine, PromptingEngine) else [{"type": "draw", "player": 0, "card": back, "age": 1}]
        assert answer["events"] == drawn            # the prompting engine sends no events at all
        assert engine.request({"op": "state", "viewer": 1})["events"] == drawn
        own = engine.request({"op": "state", "viewer": 0})
        assert own["state"]["players"][0]["hand"] == ["Oars", "Tools"]
        assert own["events"] == ([] if isinstance(engine, PromptingEngine) else [{**drawn[0], "card": "Tools"}])


# -- engines the suite must catch ------------------------------------------------------------

def test_a_play_answer_that_state_contradicts_is_caught(run_cli):
    code, report, _ = check(run_cli, "--impl", "python:examples.broken_engines:StalePlayState", "--variant", "deluxe")
    assert code == 1
    failed = [r for r in report["results"] if r["status"] == "failed"]
    assert len(failed) > 100 and {r["failure"] for r in failed} == {"inconsistent"}
    assert "differs from the state the engine then serves" in failed[0]["message"]


def _inconsistent_on_deluxe(run_cli, impl: str, feature: str) -> list[dict]:
    """The failed runs of `impl` on one deluxe feature file: some, all of them `inconsistent`."""
    code, report, _ = check(run_cli, "--impl", impl, "--variant", "deluxe", "--features", feature)
    assert code == 1
    failed = [r for r in report["results"] if r["status"] == "failed"]
    assert failed and {r["failure"] for r in failed} == {"inconsistent"}
    return failed


def test_a_view_that_names_another_players_hand_is_caught(run_cli):
    failed = _inconsistent_on_deluxe(run_cli, "python:examples.broken_engines:ViewShowsEveryHand",
                                     "features/innovation/common/game-setup.feature")
    assert "the view of seat 0 (Alice) of the final position: players.1.hand.0" in failed[0]["message"]
    # the same scenarios pass on an engine whose views hide what they must
    code, _, _ = check(run_cli, "--impl", "python:examples.shapes:OwnWords",
                            "--variant", "deluxe", "--features", "features/innovation/common/game-setup.feature")
    assert code == 0


def test_a_view_whose_events_name_a_card_drawn_by_another_player_is_caught(run_cli):
    failed = _inconsistent_on_deluxe(run_cli, "python:examples.broken_engines:ViewEventsNameEveryCard",
                                     "features/innovation/common/game-draw.feature")
    assert 'of the final position: events.1.card: "' in failed[0]["message"]
    assert '" vs {"age": 1, "set": "base"}' in failed[0]["message"]


def test_a_broken_rule_is_still_caught_through_the_prompting_engine(run_cli, monkeypatch):
    from examples import prompting_engine
    from rulebook.protocol import Session

    class NoBonusSession(Session):  # the prompting engine on an engine that never gives the bonus
        def op_new_game(self, request):
            from examples.broken_engines import NoSharingBonus

            request = dict(request, variant=NoSharingBonus()._broken(request.get("variant")))
            return super().op_new_game(request)

    monkeypatch.setattr(prompting_engine, "Session", NoBonusSession)
    code, report, _ = check(run_cli, "--impl", PROMPTING, "--variant", "deluxe",
                            "--features", str(ROOT / "features" / "innovation" / "common"))
    assert code == 1 and report["totals"]["failed"] > 5


# -- the reference server holds to the published schema ----------------------------------------

DEFS = protocol_schema()["$defs"]
VALIDATORS = {name: jsonschema.Draft202012Validator({"$ref": f"#/$defs/{name}", "$defs": DEFS})
              for name in [*(m.__name__ for m in ANSWERS.values()), "ErrorAnswer", "Decision", "InnovationState"]}


class SchemaCheckingReference(Reference):
    """The reference in process, every answer validated against protocol.schema.json."""

    validators = VALIDATORS
    seen: set[str] = set()
    # a state comes twice at least (a play's answer, then the state request that checks it):
    # each distinct one is validated once
    valid_states: set[str] = set()

    def request(self, message: dict) -> dict:
        answer = super().request(message)
        shape = ANSWERS[message["op"]].__name__ if answer.get("ok") else "ErrorAnswer"
        self.validators[shape].validate(answer)
        if answer.get("ok") and answer.get("pending"):
            self.validators["Decision"].validate(answer["pending"])
        if answer.get("ok") and isinstance(answer.get("state"), dict) and "supply" in answer["state"]:
            text = json.dumps(answer["state"], sort_keys=True)
            if text not in self.valid_states:
                self.validators["InnovationState"].validate(answer["state"])
                self.valid_states.add(text)
        type(self).seen.add(shape)
        for event in answer.get("events") or []:
            type(self).seen.add("event:" + event["type"])
        return answer


# what the answers of each variant's scenarios show between them (one test per variant, so that
# the workers share the validation)
SCHEMA_VARIANTS = {
    "ultimate": {"event:draw", "event:share_bonus", "event:junk", "event:achieve"},
    "ultimate-figures": {"event:karma", "event:decree"},
    "deluxe-teams": {"event:draw", "event:achieve"},
    "lost-legacy-starship": set(),
}


@pytest.mark.parametrize("variant", SCHEMA_VARIANTS)
def test_every_answer_the_reference_sends_follows_the_protocol_schema(variant):
    from rulebook.compliance.running.runner import load_runs, run_one

    class Checking(SchemaCheckingReference):
        seen: set[str] = set()

    implementation = Checking()
    outcomes = [run_one(run, implementation) for run in load_runs(variants=[variant])]
    assert all(o.status == "passed" for o in outcomes), [o.message for o in outcomes if o.status != "passed"][:3]
    for message in ({"op": "hello", "protocol": 1, "revision": 1}, {"op": "bye"}, {"op": "nonsense"},
                    {"op": "play", "move": {"type": "draw"}}):
        implementation.reset()
        implementation.request(message)
    assert {"HelloAnswer", "StateAnswer", "MovesAnswer", "PlayAnswer", "ByeAnswer", "ErrorAnswer"} <= implementation.seen
    assert SCHEMA_VARIANTS[variant] <= implementation.seen


def test_hello_negotiates_the_revision_and_declares_player_ranges():
    from rulebook.protocol import Session

    old = Session().handle_message({"op": "hello", "protocol": 1})
    assert "revision" not in old and "players" not in old
    new = Session().handle_message({"op": "hello", "protocol": 1, "revision": 7})
    assert new["revision"] == 1 and new["players"]["deluxe-teams"] == [4, 4] and "events" in new["capabilities"]


def test_an_engine_bug_is_an_internal_error_answer_with_its_traceback(monkeypatch):
    from rulebook.innovation import ops
    from rulebook.protocol import Session

    def broken_draw(*args, **kwargs):
        raise ZeroDivisionError("seeded bug")

    monkeypatch.setattr(ops, "draw", broken_draw)
    session = Session()
    session.answer({"op": "new_game", "variant": "deluxe", "players": ["A", "B"], "state": {"players": [{}, {}]}})
    answer = session.answer({"op": "play", "move": {"type": "draw"}})
    assert answer["error"]["code"] == "internal_error" and "ZeroDivisionError" in answer["error"]["detail"]
    assert session.answer({"op": "state"})["ok"]  # the session goes on


def test_a_broken_reference_costs_its_scenarios_never_the_run(run_cli, monkeypatch, tmp_path):
    from rulebook.innovation import ops

    def broken_draw(*args, **kwargs):
        raise ZeroDivisionError("seeded bug")

    monkeypatch.setattr(ops, "draw", broken_draw)
    out = tmp_path / "report.json"
    code, _, _ = check(run_cli, "--variant", "deluxe", "--out", str(out))
    assert code == 1 and out.exists()
    report = json.loads(out.read_text(encoding="utf-8"))
    internal = [r for r in report["results"] if r.get("failure") == "internal_error"]
    assert internal and "ZeroDivisionError" in internal[0]["detail"]
    assert report["totals"]["passed"] > 50


# -- where and how failures are reported -------------------------------------------------------

TWO_WRONG_THENS = """
    Feature: two wrong outcomes
      @id:t-two-wrong @deluxe
      Scenario: a draw, then two wrong expectations
        Given a 2-player game
        And Alice's blue pile is Tools
        And the age 1 pile is Sailing, Oars
        When Alice draws
        Then Alice's hand is Oars
        And the age 1 pile is Sailing
        And Alice's hand is Sailing
"""


def test_keep_going_reports_every_failing_then_step_at_its_line(run_cli, tmp_path):
    path = write(tmp_path, TWO_WRONG_THENS)
    _, first_only, _ = check(run_cli, "--features", str(path))
    _, every, _ = check(run_cli, "--features", str(path), "--keep-going")
    result = first_only["results"][0]
    assert result["line"] == 9 and "more_failures" not in result
    result = every["results"][0]
    assert result["line"] == 9 and [m["line"] for m in result["more_failures"]] == [10]


def test_a_refused_move_fails_at_its_own_step(run_cli, tmp_path):
    path = write(tmp_path, """
        Feature: a refused move
          @id:t-refused @deluxe
          Scenario: melding a card not in hand
            Given a 2-player game
            And Alice has Tools in hand
            When Alice melds Sailing
            Then Alice's hand is Tools
    """)
    _, report, _ = check(run_cli, "--features", str(path))
    result = report["results"][0]
    assert result["status"] == "failed" and result["line"] == 7 and "rejected" in result["message"]


def test_a_data_table_a_step_does_not_take_is_an_error(run_cli, tmp_path):
    path = write(tmp_path, """
        Feature: a table
          @id:t-table @deluxe
          Scenario: a table nobody reads
            Given a 2-player game
              | not | read |
            When Alice draws
    """)
    code, _, err = check(run_cli, "--features", str(path))
    assert code == 2 and "t.feature:5" in err and "takes no data table" in err


def test_a_rule_background_applies_to_its_own_rule_only(tmp_path):
    path = write(tmp_path, """
        Feature: rules
          Background:
            Given a 2-player game
          Rule: first
            Background:
              Given Alice has Tools in hand
            @id:t-first @deluxe
            Scenario: one
              When Alice draws
          Rule: second
            @id:t-second @deluxe
            Scenario: two
              When Alice draws
    """)
    first, second = parse_feature(path, {"deluxe"})
    assert [s.text for s in first.steps] == ["a 2-player game", "Alice has Tools in hand", "Alice draws"]
    assert [s.text for s in second.steps] == ["a 2-player game", "Alice draws"]
    assert [s.line for s in second.steps] == [4, 14]


class NarrowEngine(Reference):
    """The reference, declaring that it seats only 3 or 4 players in deluxe."""

    def request(self, message: dict) -> dict:
        answer = super().request(message)
        if message.get("op") == "hello" and answer.get("ok"):
            answer["players"] = {"deluxe": [3, 4]}
            answer["implementation"] = {"name": "narrow", "version": "0"}
        return answer


def test_a_player_count_the_engine_does_not_seat_is_skipped_but_refusals_still_run(run_cli):
    _code, report, _ = check(run_cli, "--impl", f"python:{__name__}:NarrowEngine", "--variant", "deluxe")
    skipped = [r for r in report["results"] if r["status"] == "skipped"]
    assert skipped and all("seats 3 to 4 players in deluxe, not 2" in r["message"] for r in skipped)
    refusals = {r["scenario"]: r["status"] for r in report["results"] if r["scenario"] == "game-setup-five-players-refused"}
    assert refusals == {"game-setup-five-players-refused": "passed"}


@pytest.mark.parametrize("answer", [{"ok": True, "state": {"players": [], "x-mine": {"anything": 1}}}])
def test_extension_fields_are_allowed_in_a_state(answer):
    from rulebook.protocol.shapes import state_problem

    assert state_problem("innovation", answer["state"]) is None
    assert state_problem("innovation", {"players": [], "mine": 1}) is not None
