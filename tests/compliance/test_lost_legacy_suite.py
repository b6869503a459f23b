"""The Lost Legacy part of the compliance suite: `rulebook check` per variant (an incomplete
deck refused with the missing cards named), the feature files' conventions, and steps that
fail when an expectation is wrong. The scenarios themselves run as pytest tests (the rulebook plugin; see pyproject.toml)."""

from __future__ import annotations

import ast
import json
import textwrap
from pathlib import Path

import pytest

from rulebook.compliance.running.catalog import FEATURES_DIR, load_scenarios
from rulebook.compliance.running.implementations import Reference
from rulebook.compliance.running.runner import load_runs, run_one

LL_DIR = FEATURES_DIR / "lost-legacy"
STEPS = Path(__file__).resolve().parents[2] / "engine" / "compliance" / "steps" / "lost_legacy.py"
MISSING = ("Saint", "Necromancer", "False Information")


@pytest.mark.parametrize("variant", ["lost-legacy-megamix", "lost-legacy-flying-garden"])
def test_check_refuses_an_incomplete_variant_naming_the_missing_cards(run_cli, variant):
    code, out, err = run_cli("check", "--variant", variant)
    assert code == 2 and out == ""
    assert f"variant '{variant}' cannot be played: its deck is incomplete" in err
    assert all(name in err for name in MISSING)


def test_check_refuses_a_user_variant_extending_an_incomplete_one(run_cli, write_variant):
    path = write_variant("big-table", '''
        id = "big-table"
        game = "lost-legacy"
        title = "Megamix for five"
        extends = "lost-legacy-megamix"

        [players]
        max = 5
    ''')
    code, _, err = run_cli("check", "--variant", str(path))
    assert code == 2 and "variant 'big-table' cannot be played" in err and "Saint" in err


def test_check_of_the_starship_runs_every_lost_legacy_scenario_green(run_cli):
    code, out, err = run_cli("check", "--variant", "lost-legacy-starship", "--format", "json")
    data = json.loads(out)
    assert code == 0, err
    ids = {r["scenario"] for r in data["results"]}
    assert ids == {s.id for s in load_scenarios([LL_DIR])}
    assert data["totals"]["failed"] == 0 and data["totals"]["passed"] == len(ids)


def test_lost_legacy_scenarios_follow_the_conventions():
    scenarios = load_scenarios([LL_DIR])
    assert len(scenarios) >= 60
    for scenario in scenarios:
        assert scenario.id.startswith("ll-"), scenario.id
        assert scenario.variants == ["lost-legacy-starship"], (scenario.id, scenario.variants)
        assert scenario.rules, f"{scenario.id} cites no rule statement"
    for path in sorted(LL_DIR.glob("*.feature")):
        head = path.read_text(encoding="utf-8").splitlines()[0]
        assert head.startswith("# Transcribes lost-legacy.es.txt, section"), path.name
        text = path.read_text(encoding="utf-8")
        assert "flying-garden @" not in text and "@lost-legacy-megamix" not in text
        assert "@lost-legacy-flying-garden" not in text


def test_the_steps_drive_the_game_only_through_the_protocol():
    tree = ast.parse(STEPS.read_text(encoding="utf-8"))
    imported = [node.module or "" for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)]
    imported += [alias.name for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names]
    assert not [m for m in imported if "lost_legacy" in m or "innovation" in m or "protocol" in m], imported


SCENARIO = """
    # A user's own Lost Legacy scenario.
    @lost-legacy-starship
    Feature: Assault
      @id:user-ll-assault
      Scenario: Assault and a secret swap
        Given a 3-player game
        And Alice has Assault, Search in hand
        And Bob has Old Map in hand
        And Carol has General in hand
        And the deck is Swordsman, Girl of Fate
        And the Ruins are Sneak Attack
        And it is Alice's turn to play
        When Alice plays Assault
        And Alice targets Bob
        Then only Alice and Bob know Bob's hand
        When Alice swaps the cards
        Then only Alice and Bob know whether the cards were swapped
        And Alice holds Old Map
        And Alice's discards are Assault
        And it is Bob's turn to play
        And Bob holds Search, Swordsman
        And the deck is Girl of Fate
        And the Ruins hold Sneak Attack in any order
        And nobody knows Ruins card 1
        And the eliminated players are nobody
"""


def run_scenario(tmp_path, text: str):
    path = tmp_path / "user.feature"
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    return run_one(load_runs([path])[0], Reference())


def test_a_user_scenario_passes(tmp_path):
    outcome = run_scenario(tmp_path, SCENARIO)
    assert outcome.status == "passed", outcome.message


@pytest.mark.parametrize("line,wrong,fragment", [
    ("Then only Alice and Bob know Bob's hand", "Then only Alice knows Bob's hand",
     "Bob's hand (Old Map) is known to Alice, Bob, expected Alice"),
    ("Then only Alice and Bob know whether the cards were swapped", "Then nobody knows whether the cards were swapped",
     "whether the cards were swapped is known to Alice, Bob, expected nobody"),
    ("And Alice holds Old Map", "And Alice holds Search", "Alice holds Old Map, expected Search"),
    ("And Alice's discards are Assault", "And Alice's discards are Search", "Alice's discards are Assault, expected Search"),
    ("And it is Bob's turn to play", "And it is Carol's turn to play", "it is Bob's turn, in the play phase, expected Carol's turn"),
    ("And Bob holds Search, Swordsman", "And Bob holds 1 card", "Bob holds 2 cards, expected 1"),
    ("And the deck is Girl of Fate", "And the deck is nothing", "the deck is Girl of Fate, expected nothing"),
    ("And the Ruins hold Sneak Attack in any order", "And the Ruins hold 2 cards", "the Ruins hold 1 card, expected 2"),
    ("And nobody knows Ruins card 1", "And everyone knows Ruins card 1", "Ruins card 1 (Sneak Attack) is known to nobody"),
    ("And the eliminated players are nobody", "And Carol is eliminated", "Carol is still in the round"),
    ("When Alice swaps the cards", "When Alice plays Search",
     "a move was rejected: illegal_move: Alice must first answer the pending 'exchange'"),
])
def test_a_wrong_expectation_fails_with_a_clear_message(tmp_path, line, wrong, fragment):
    assert line in SCENARIO
    outcome = run_scenario(tmp_path, SCENARIO.replace(line, wrong))
    assert outcome.status == "failed" and fragment in outcome.message, outcome.message


def test_an_unexpected_setup_refusal_fails_and_an_expected_one_passes(tmp_path):
    refused = """
        @lost-legacy-starship
        Feature: Refusals
          @id:user-ll-refused
          Scenario: a Flying Garden card in a basic-set round
            Given a 2-player game
            And Alice has Curse in hand
            When the game starts
            Then Alice holds Curse
    """
    outcome = run_scenario(tmp_path, refused)
    assert outcome.status == "failed" and "new_game was refused" in outcome.message and "Curse" in outcome.message
    expected = refused.replace("When the game starts\n            Then Alice holds Curse",
                               "When the game is set up\n            Then the setup is refused as bad_request")
    assert run_scenario(tmp_path, expected).status == "passed"
    wrong_code = expected.replace("refused as bad_request", "refused as unsupported")
    outcome = run_scenario(tmp_path, wrong_code)
    assert outcome.status == "failed" and "refused as bad_request, expected unsupported" in outcome.message
