"""`Then Alice cannot decline`: a decision no way of which ends having taken nothing, checked
whatever questions the engine asks (a branch, then its details), and a "you may" refused."""

from __future__ import annotations

from rulebook.compliance.running.implementations import open_implementation
from rulebook.compliance.running.runner import load_runs, run_one

# Pottery (fourth edition): "you may return up to three cards from your hand"
POTTERY = """@ultimate
Feature: t
  @id:t-pottery-may-return
  Scenario: Alice may return up to three cards, so she can decline
    Given a 2-player game
    And Alice's blue pile is Pottery
    And Alice has Tools, Writing in hand
    And the age 1 pile is Mysticism, Clothing
    And it is Alice's turn 9 with 2 actions left
    When Alice performs the dogma of Pottery
    Then Alice cannot decline
"""


def _outcome(run):
    return run_one(run, open_implementation("reference"))


def test_a_you_may_fails_naming_the_answer_that_declines(tmp_path):
    feature = tmp_path / "t.feature"
    feature.write_text(POTTERY)
    [run] = load_runs([feature])
    outcome = _outcome(run)
    assert outcome.status == "failed", outcome.message
    assert "Alice can decline: answering [] ends the choice having taken nothing" in outcome.message
    assert "first asked: 0 to 2 of Tools, Writing" in outcome.message


def test_without_a_decision_pending_it_says_so(tmp_path):
    feature = tmp_path / "t.feature"
    feature.write_text(POTTERY.replace("When Alice performs the dogma of Pottery\n", ""))
    [run] = load_runs([feature])
    outcome = _outcome(run)
    assert outcome.status == "failed"
    assert "Alice has no decision pending" in outcome.message


def test_a_compulsory_branch_with_its_details_asked_after_it_passes():
    # Handbag read as compulsory: a branch (bottom cards or a value), then the value
    [run] = [r for r in load_runs() if r.scenario.id == "unseen-handbag-compulsory-value-must-be-named-house"
             and r.variant == "ultimate-unseen"]
    outcome = _outcome(run)
    assert outcome.status == "passed", outcome.message
