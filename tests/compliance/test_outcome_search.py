"""The outcome search holds an engine to its decisions: an offered answer refused, a game that
differs when played again, a "you may" played as mandatory each fail; the search keeps to the
scenario's clock and its answer bound, and says where it stopped (examples/wrong_deciders.py)."""

from __future__ import annotations

import json
import time

import pytest

from rulebook.compliance.running.implementations import handshake, open_implementation
from rulebook.compliance.running.runner import load_runs, run_one

POTTERY = """@ultimate
Feature: t
  @id:t-pottery
  Scenario: Bob returns a card he holds
    Given a 2-player game
    And Alice's blue pile is Pottery
    And Bob's yellow pile is Agriculture
    And Bob has {hand} in hand
    And Alice has Oars in hand
    And the age 1 pile is Mysticism, Clothing
    And it is Alice's turn 9 with 2 actions left
    When Alice performs the dogma of Pottery
    When Bob returns {returned}
"""


def _run(tmp_path, text: str, spec: str, **kwargs):
    feature = tmp_path / "t.feature"
    feature.write_text(text)
    [run] = load_runs([feature])
    engine = open_implementation(spec)
    return run_one(run, engine, identity=handshake(engine) if spec != "reference" else None, **kwargs)


def test_an_offered_answer_refused_fails_naming_the_decision_and_the_answer(tmp_path):
    outcome = _run(tmp_path, POTTERY.format(hand="Tools, Writing", returned="Writing"),
                   "python:examples.wrong_deciders:RefusesAnOfferedOption")
    assert (outcome.status, outcome.failure) == ("failed", "assertion"), outcome.message
    assert "Bob was asked 0 to 2 of Tools, Writing and the engine refused the answer Writing, which that " \
           "decision offers (illegal_move: Writing cannot be chosen)" in outcome.message


def test_a_game_that_differs_when_played_again_fails_as_inconsistent(tmp_path):
    outcome = _run(tmp_path, POTTERY.format(hand="Tools, Writing", returned="Writing"),
                   "python:examples.wrong_deciders:WrongOnFirstPlay")
    assert (outcome.status, outcome.failure) == ("failed", "inconsistent"), outcome.message
    assert "gave another game after" in outcome.message and '"choose"' in outcome.message
    assert "'" not in outcome.message.partition("gave another game")[2]  # JSON, not Python reprs


def test_the_correct_engines_give_the_same_game_when_played_again(tmp_path):
    for spec in ("python:examples.shapes:OrderInChoice", "python:examples.shapes:AsksMoot"):
        outcome = _run(tmp_path, POTTERY.format(hand="Tools, Writing", returned="Writing"), spec)
        assert outcome.status == "passed", (spec, outcome.message)


def test_a_you_may_played_as_mandatory_is_no_moot_decline(tmp_path):
    runs = [r for r in load_runs() if r.scenario.id == "card-ul-statistics-launcher-names-a-value-shared-splay"
            and r.variant == "ultimate"]
    engine = open_implementation("python:examples.wrong_deciders:MayAsMust")
    outcome = run_one(runs[0], engine, identity=handshake(engine))
    assert outcome.status == "failed", outcome.message
    assert "Carol may splay 0 to 1 of yellow: cannot decline: the engine offered no way to decline" \
        in outcome.message


def test_a_search_stopped_at_its_bound_says_so_and_how_many_answers_there_were(tmp_path):
    hand = ", ".join(["Tools", "Writing", "Sailing", "Archery", "Metalworking", "The Wheel", "Philosophy",
                      "Domestication", "Masonry", "Code of Laws", "City States", "Fermenting"])
    outcome = _run(tmp_path, POTTERY.format(hand=hand, returned="Calendar"), "reference")
    assert outcome.status == "failed"
    assert "Bob returns Calendar: stopped after 400 answers, the bound of one step" in outcome.message
    assert "first asked: 0 to 3 of Tools, Writing" in outcome.message and "which takes 299 answers" in outcome.message


def test_a_message_shortens_a_decision_of_many_options():
    from rulebook.compliance.running.outcome_search import shown

    decision = {"min": 1, "max": 1, "options": [f"card {i} " + "x" * 500 for i in range(300)]}
    text = shown(decision)
    assert len(text) < 1000 and text.endswith("and 288 more")


class Slow:
    """An engine that takes 20 ms for each request."""

    def __init__(self, spec: str):
        self.inner = open_implementation(spec)

    def request(self, message: dict):
        time.sleep(0.02)
        return self.inner.request(message)


def test_the_scenario_clock_stops_the_search_inside_a_step(tmp_path):
    hand = "Tools, Writing, Sailing, Archery, Metalworking, The Wheel, Philosophy, Masonry"
    feature = tmp_path / "t.feature"
    feature.write_text(POTTERY.format(hand=hand, returned="Calendar"))
    [run] = load_runs([feature])
    engine = Slow("python:examples.shapes:OrderInChoice")
    started = time.monotonic()
    outcome = run_one(run, engine, identity=handshake(engine.inner), scenario_timeout=1.0)
    assert time.monotonic() - started < 2.0
    assert (outcome.status, outcome.failure) == ("failed", "timeout"), outcome.message
    assert "Bob returns Calendar: timeout: the scenario took longer than 1 s" in outcome.message


EIGHT = """@ultimate
Feature: t
  @id:t-eight-openings @needs:resolved_variant
  Scenario: Eight players, one opening card each
    Given a house variant of it sets players.max to 8
    And a 8-player game
    And the game is dealt as at setup
    When every player chooses the alphabetically first card in hand
    Then each player has melded the chosen card and kept the other in hand
"""


@pytest.mark.parametrize("spec", ["reference", "python:examples.prompting_engine:PromptingEngine"])
def test_a_forced_decision_is_left_for_the_step_that_states_it(tmp_path, spec):
    outcome = _run(tmp_path, EIGHT, spec)
    assert outcome.status == "passed", outcome.message


def test_json_of_the_shortened_value():
    from rulebook.compliance.running.positions import shown_json

    assert shown_json({"a": "x" * 500}).endswith("...") and json.loads(shown_json([1, "Tools"])) == [1, "Tools"]


class NineCardChoice:
    """A minimal engine (protocol v1, in process) whose one decision is Bob's: return any number
    of nine cards, 512 answers in all, none of which returns the card the scenario names."""

    CARDS = ["Tools", "Writing", "Sailing", "Archery", "Metalworking", "The Wheel", "Philosophy", "Masonry",
             "Pottery"]

    def __init__(self) -> None:
        self.state: dict = {}

    def request(self, message: dict) -> dict:
        op = message.get("op")
        if op == "new_game":
            players = [{"name": n, "hand": list(self.CARDS) if n == "Bob" else [], "board": {}, "score": [],
                        "achievements": []} for n in message["players"]]
            self.state = {"players": players, "supply": {"1": []}, "result": None,
                          "turn": {"number": 1, "player": 0, "actions_left": 2},
                          "pending": {"player": 1, "kind": "return", "prompt": "return any", "options": list(self.CARDS),
                                      "min": 0, "max": len(self.CARDS)}}
            return {"ok": True, "state": self.state}
        if op == "play" and message["move"].get("type") == "choose" and self.state.get("pending"):
            chosen = message["move"]["choice"]
            bob = self.state["players"][1]
            bob["hand"] = [c for c in bob["hand"] if c not in chosen]
            self.state = {**self.state, "supply": {"1": list(chosen)}, "pending": None}
            return {"ok": True, "state": self.state, "events": []}
        if op == "state":
            return {"ok": True, "state": self.state}
        return {"ok": False, "error": {"code": "bad_request", "message": f"not here: {op}"}}


NINE = """@deluxe
Feature: t
  @id:t-nine
  Scenario: Bob returns a card no answer returns
    Given a 2-player game
    When Bob returns Calendar
"""


def test_a_question_with_more_answers_than_are_enumerated_says_where_the_search_stopped(tmp_path):
    feature = tmp_path / "t.feature"
    feature.write_text(NINE)
    [run] = load_runs([feature])
    outcome = run_one(run, NineCardChoice())
    assert outcome.status == "failed", outcome.message
    # Calendar is not offered: no best guess ("the others") before the 256 enumerated answers
    assert "Bob returns Calendar: stopped after 256 of 512 answers to 0 to 9 of Tools, Writing, Sailing" \
        in outcome.message, outcome.message
    assert "(the suite enumerates at most 256 answers of one question, after its best guesses); none of " \
           "those tried brings it about" in outcome.message


def test_an_option_the_search_never_sends_is_offered_at_the_scenarios_end(tmp_path):
    # Bob returns Tools at the first guess: Writing, which the engine refuses, is never sent by the search
    outcome = _run(tmp_path, POTTERY.format(hand="Tools, Writing", returned="Tools"),
                   "python:examples.wrong_deciders:RefusesAnOfferedOption")
    assert (outcome.status, outcome.failure) == ("failed", "assertion"), outcome.message
    assert "Bob was asked 0 to 2 of Tools, Writing and the engine refused the answer Writing" in outcome.message
    for spec in ("python:examples.shapes:OrderInChoice", "python:examples.shapes:KeepOrGive"):
        assert _run(tmp_path, POTTERY.format(hand="Tools, Writing", returned="Tools"), spec).status == "passed"


def test_the_first_play_is_played_again_at_the_scenarios_end(tmp_path):
    # Masonry's "may" step is asked as stated; the first play melds one card where the step's
    # probe asked for none, and the search's own answers never play that probe again
    runs = [r for r in load_runs() if r.scenario.id == "card-base-masonry-shared-four-melds-monument"
            and r.variant == "deluxe"]
    engine = open_implementation("python:examples.wrong_deciders:WrongOnFirstPlay")
    outcome = run_one(runs[0], engine, identity=handshake(engine))
    assert (outcome.status, outcome.failure) == ("failed", "inconsistent"), outcome.message


def test_a_failing_then_step_names_the_open_decision(tmp_path):
    text = POTTERY.format(hand="Tools, Writing", returned="Writing").replace(
        "    When Bob returns Writing\n", "    Then Bob's hand is Tools\n")
    outcome = _run(tmp_path, text, "reference")
    assert outcome.status == "failed", outcome.message
    assert outcome.message.endswith("(a decision is open: Bob is asked 0 to 2 of Tools, Writing)"), outcome.message


class EmptyExchange:
    """A minimal engine (protocol v1, in process) playing Bicycle's "you may exchange your hand
    with your score pile" for a sharing Bob whose hand and score pile are empty, asked all the
    same. Right after Bob's answer nothing differs and Alice is asked her own exchange; with
    `counts_it`, an exchange of nothing counts as a change and earns Alice the sharing bonus
    (she draws Tools) once the dogma is over: the difference shows only at the effect's end."""

    def __init__(self, counts_it: bool) -> None:
        self.counts_it = counts_it
        self.state: dict = {}
        self.bob_exchanged = False

    def _asked(self, seat: int) -> dict:
        return {"player": seat, "kind": "exchange", "prompt": "exchange?", "options": ["yes", "no"], "min": 1, "max": 1}

    def request(self, message: dict) -> dict:
        op, move = message.get("op"), message.get("move") or {}
        if op == "new_game":
            players = [{"name": n, "hand": [], "board": {}, "score": [], "achievements": []} for n in message["players"]]
            players[0]["board"] = {"green": {"cards": ["Bicycle"], "splay": "none"}}
            self.state = {"players": players, "supply": {"1": ["Tools"]}, "result": None, "pending": None,
                          "turn": {"number": 1, "player": 0, "actions_left": 2}}
        elif op == "play" and move.get("type") == "dogma" and self.state["pending"] is None:
            self.state = {**self.state, "pending": self._asked(1)}
        elif op == "play" and move.get("type") == "choose" and self.state["pending"]:
            if self.state["pending"]["player"] == 1:
                self.bob_exchanged = move.get("choice") == ["yes"]
                self.state = {**self.state, "pending": self._asked(0)}
            else:
                players = [dict(p) for p in self.state["players"]]
                supply = dict(self.state["supply"])
                if self.counts_it and self.bob_exchanged:  # the sharing bonus: Alice draws
                    players[0]["hand"], supply["1"] = ["Tools"], []
                self.state = {**self.state, "players": players, "supply": supply, "pending": None,
                              "turn": {"number": 1, "player": 0, "actions_left": 1}}
        elif op != "state":
            return {"ok": False, "error": {"code": "illegal_move", "message": f"not now: {op}"}}
        return {"ok": True, "state": self.state, "events": []}


BICYCLE = """@deluxe
Feature: t
  @id:t-bicycle
  Scenario: An exchange of nothing earns no sharing bonus
    Given a 2-player game
    When Alice performs the dogma of Bicycle
    When Alice accepts
    Then Alice's hand is nothing
"""


@pytest.mark.parametrize("counts_it", [False, True])
def test_a_question_that_changes_nothing_at_once_is_judged_at_the_effects_end(tmp_path, counts_it):
    feature = tmp_path / "t.feature"
    feature.write_text(BICYCLE)
    [run] = load_runs([feature])
    outcome = run_one(run, EmptyExchange(counts_it))
    if not counts_it:  # both of Bob's answers end alike: the suite may answer it for the scenario
        assert outcome.status == "passed", outcome.message
        return
    # Bob's answer decides the bonus: never answered for him as if it changed nothing
    assert outcome.status == "failed"
    assert "When Alice accepts: Alice accepts: Bob is asked 1 to 1 of yes, no first" in outcome.message


@pytest.mark.parametrize(("shape", "scenario"), [
    ("GiveInOrder", "card-ul-refrigeration-demand-and-shared"),
    ("NamesForEveryOpponent", "card-ul-near-field-comm-empty-score-pile-not-asked"),
])
def test_an_outcome_binds_to_the_question_that_reaches_it(shape, scenario):
    # GiveInOrder: "keeps Coal" and the order of the returns are one answer; the next step's
    # order must be reached. NamesForEveryOpponent: "Alice chooses 5" must go to the question
    # that takes Carol's card, not to the one asked first for Bob's empty score pile.
    [run] = [r for r in load_runs() if r.scenario.id == scenario and r.variant == "ultimate"]
    engine = open_implementation(f"python:examples.shapes:{shape}")
    outcome = run_one(run, engine, identity=handshake(engine))
    assert outcome.status == "passed", outcome.message
    assert engine.instance.reshaped > 0  # type: ignore[attr-defined]
