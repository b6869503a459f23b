"""Questions with one possible answer met by the outcome search: an engine may ask them or not
(examples/prompting_engine.py asks every one), so a scenario written against the reference,
which asks none, must pass on either. Each position below made the search fail on the prompting
engine once (Empiricism's, a choice asked in parts, too); each wrong engine beside them must
still fail."""

from __future__ import annotations

from pathlib import Path

import pytest

from examples.prompting_engine import PromptingEngine
from rulebook.compliance.running.decisions import Intent
from rulebook.compliance.running.implementations import handshake, open_implementation
from rulebook.compliance.running.runner import load_runs, run_one

ROOT = Path(__file__).resolve().parents[2]
PROMPTING = "python:examples.prompting_engine:PromptingEngine"
ENGINES = ["reference", PROMPTING]

# Bob shares Ice Cream: his echo scores his one card (forced), then Alice's echo scores hers
# (forced, asked between Bob's questions), then Bob chooses the deck he junks
ANOTHER_PLAYERS_FORCED = """@ultimate-echoes
Feature: t
  @id:t-ice-cream
  Scenario: Bob's choice comes after Alice's forced one
    Given a 2-player game
    And Alice's purple pile is Ice Cream
    And Alice's yellow pile is Sanitation
    And Bob's purple pile is Lighting
    And Bob's yellow pile is Refrigeration
    And the age 1 pile is Archery
    And the age 6 pile is Atomic Theory, Encyclopedia
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Ice Cream
    And Bob chooses {value}
    And Alice declines
    Then Bob's score pile is Refrigeration
    And Alice's score pile is Sanitation
    And the junk pile holds {junked}
"""

# Puzzle Cube's echo melds Sailing out of the score pile (forced); Alice then scores it back
OUT_AND_BACK = """@ultimate-echoes
Feature: t
  @id:t-puzzle-cube
  Scenario: Sailing leaves the score pile and is scored back
    Given a 2-player game
    And Alice's purple pile is Puzzle Cube
    And Alice's yellow pile is Globalization
    And Alice's blue pile is Tools, Writing, Calendar splayed left
    And Alice has Sailing in the score pile
    And Bob's red pile is Archery
    And the age 10 pile is Software
    And it is Alice's turn 9 with every action left
    When Alice performs the dogma of Puzzle Cube
    And Alice scores {scored}
    Then Alice's green pile is nothing
    And Alice's score pile is Sailing
"""

# Computers melded: Wristwatch, the one card foreseen, is promoted (forced), and its echo asks
# Alice to tuck one of her four top cards, Wristwatch among them
FORCED_BEFORE_THE_CHOICE = """@ultimate-echoes
Feature: t
  @id:t-wristwatch
  Scenario: The forced promotion is no choice of the tuck
    Given a 2-player game
    And Alice's purple pile is Rock, Karaoke splayed up
    And Alice's red pile is Oars, Archery
    And Alice has Computers in hand
    And Alice's forecast is Wristwatch
    And Bob's green pile is Sailing
    And the age 1 pile is Agriculture
    And the Echoes age 9 pile is Jet
    And the age 9 pile is Fission
    And the age 10 pile is Software
    And it is Alice's turn 9 with every action left
    When Alice melds Computers
    Then Alice must tuck 1 of Computers, Wristwatch, Rock, Oars
"""


def _run(tmp_path, text: str, engine):
    feature = tmp_path / "t.feature"
    feature.write_text(text)
    [run] = load_runs([feature])
    if isinstance(engine, str):
        spec, engine = engine, open_implementation(engine)
        identity = None if spec == "reference" else handshake(engine)
    else:
        identity = handshake(engine)
    return run_one(run, engine, identity=identity)


@pytest.mark.parametrize("spec", ENGINES)
def test_another_players_forced_question_between_the_players_is_answered(tmp_path, spec):
    outcome = _run(tmp_path, ANOTHER_PLAYERS_FORCED.format(value=6, junked="Atomic Theory, Encyclopedia"), spec)
    assert outcome.status == "passed", outcome.message


def test_a_choice_past_another_players_forced_question_still_binds(tmp_path):
    # Bob's 7 junks the empty 7 deck: the 6 deck the Then step expects in the junk stays
    outcome = _run(tmp_path, ANOTHER_PLAYERS_FORCED.format(value=7, junked="Atomic Theory, Encyclopedia"),
                   PROMPTING)
    assert outcome.status == "failed" and "the junk pile" in outcome.message, outcome.message


@pytest.mark.parametrize("spec", ENGINES)
def test_a_card_a_forced_answer_moved_out_is_brought_back_by_the_stated_answer(tmp_path, spec):
    outcome = _run(tmp_path, OUT_AND_BACK.format(scored="Sailing"), spec)
    assert outcome.status == "passed", outcome.message


@pytest.mark.parametrize("spec", ENGINES)
def test_a_card_that_never_left_its_place_is_not_taken_for_moved(tmp_path, spec):
    # Tools stays on top of the blue pile whatever Alice answers (bottom cards are scored)
    outcome = _run(tmp_path, OUT_AND_BACK.format(scored="Tools"), spec)
    assert outcome.status == "failed" and "Alice scores Tools: no answers of Alice's bring it about" \
        in outcome.message, outcome.message


def test_a_card_verb_reads_the_positions_passed_through():
    intent = Intent(0, "scores", ("Sailing",))
    scored = {"players": [{"score": ["Sailing"], "board": {}}]}
    melded = {"players": [{"score": [], "board": {"green": {"cards": ["Sailing"]}}}]}
    assert intent.reached(scored, scored, [], passed=(melded,))
    assert not intent.reached(scored, scored, [], passed=(scored, scored))
    assert not intent.reached(scored, melded, [], passed=(scored,))  # on the board: not scored


@pytest.mark.parametrize("spec", ENGINES)
def test_a_forced_question_offering_one_of_the_stated_cards_is_answered_aside(tmp_path, spec):
    outcome = _run(tmp_path, FORCED_BEFORE_THE_CHOICE, spec)
    assert outcome.status == "passed", outcome.message


class OffersOneTopCard(PromptingEngine):
    """Wrong: the Wristwatch echo's tuck offers only Wristwatch of Alice's four top cards (a
    forced question, as the promotion before it)."""

    def _part(self, inner: dict) -> dict:
        part = super()._part(inner)
        if sorted(map(str, part.get("options") or [])) == ["Computers", "Oars", "Rock", "Wristwatch"]:
            part = {**part, "options": ["Wristwatch"]}
        return part


def test_a_stated_choice_narrowed_to_one_forced_card_still_fails(tmp_path):
    outcome = _run(tmp_path, FORCED_BEFORE_THE_CHOICE, OffersOneTopCard())
    assert outcome.status == "failed", outcome.message
    assert "Then Alice must tuck 1 of Computers, Wristwatch, Rock, Oars" in outcome.message, outcome.message


@pytest.mark.parametrize("scenario", ["card-base-empiricism-shared-named-and-not",
                                      "card-base-empiricism-exactly-twenty-after-meld"])
def test_a_stated_option_answered_to_a_moot_part_stays_with_it(scenario):
    # Empiricism asked one colour at a time: once the drawn 9's colour is named, the second
    # colour changes nothing; the splay asked next offers the first colour, not the second, so
    # "chooses blue, purple" ends before it (the splay is the next step's)
    [run] = [r for r in load_runs([ROOT / "features" / "innovation" / "cards" / "base" / "age08.feature"])
             if r.scenario.id == scenario and r.variant == "deluxe"]
    engine = open_implementation(PROMPTING)
    outcome = run_one(run, engine, identity=handshake(engine))
    assert outcome.status == "passed", outcome.message
