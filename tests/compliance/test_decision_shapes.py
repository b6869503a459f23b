"""Scenarios state outcomes, not questions: engines that pose the same decisions in other
legitimate shapes (examples/shapes.py) pass, each on the scenarios where its shape shows, and
the runner says clearly when no answers bring a stated outcome about."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rulebook.compliance.running.implementations import open_implementation
from rulebook.compliance.running.runner import load_runs, run_one

ROOT = Path(__file__).resolve().parents[2]

# each shape with the scenarios an outside engine of that shape failed before outcomes (issue 25)
NAMED = {
    "OrderInChoice": ["card-ul-pottery-shared-returns-three", "card-ul-currency-shared", "card-ul-antibiotics-shared",
                      "card-ul-quantum-theory-shared", "card-ul-democracy-shared-three",
                      "card-ul-tools-shared-both-effects"],
    "AsksMoot": ["card-ul-bicycle-declined", "card-ul-sanitation-empty-hand-receives",
                 "card-ul-sanitation-launcher-empty-hand", "card-ul-near-field-comm-empty-score-pile-not-asked",
                 "card-ul-near-field-comm-demanded-and-shared", "card-ul-fusion-shared-falling-values"],
    "LeavesOutSameOutcomes": ["card-ul-statistics-launcher-names-a-value-shared-splay"],
    "KeepOrGive": ["card-ul-composites-two-affected", "card-ul-refrigeration-demand-and-shared"],
    "YesNoForOneCard": ["card-ul-education-declined", "card-ul-education-shared-return-highest-draw-two-above",
                        "card-ul-curing-scores-a-meat-card-and-swaps-the-hand", "card-ul-curing-swap-declined",
                        "card-ul-curing-shared-scores-and-swaps"],
    "ValueThenConfirmAsOne": ["card-ul-encyclopedia-lower-value-single-card", "card-ul-encyclopedia-shared-meld-and-junk",
                              "card-ul-encyclopedia-value-missing-then-declined"],
    "BranchesSplit": ["card-ul-publications-only-restore-declined", "card-ul-publications-restore-chosen",
                      "card-ul-publications-shared-restore-and-junk", "ul-monument-restored-from-junk"],
    # the scenarios that stated a branch word ("chooses score") or Huygens' value literally
    "OwnWords": ["fig-queen-victoria-scores-a-figure-first", "fig-queen-victoria-sends-a-figure-to-the-achievements",
                 "fig-christiaan-huygens-keeps-cards-with-fewer-clocks",
                 "fig-christiaan-huygens-returns-cards-with-more-clocks",
                 "card-base-evolution-shared-both-branches", "card-base-evolution-declined-or-draw-one-above",
                 "card-base-evolution-return-the-scored-eight", "card-ul-evolution-shared-both-branches",
                 "card-ul-evolution-declined-and-draw-one-above", "card-ul-canal-building-shared-junk-then-exchange",
                 "card-ul-canal-building-exchange-empty-score-pile", "card-ul-canal-building-junk-the-3-deck",
                 "ul-junk-deck-draw-skips", "fig-john-harrison-returns-and-draws-a-figure",
                 "fig-john-harrison-returns-and-draws-a-base-card", "fig-mikhail-kalashnikov-scores-the-red-card",
                 "fig-mikhail-kalashnikov-self-executes-the-red-card", "fig-yi-sun-sin-takes-over-an-exchange"],
    # the scenarios of issue 38 that pinned one shape, or failed an engine sending no transfer events
    "SomeEventsOnly": ["card-ul-archery-demanded-and-junk-shared", "card-ul-oars-demand-repeats", "ul-monument-restored-from-junk",
                       "card-ul-publications-restore-chosen"],
    "ValueAtOnce": ["fig-alhazen-tucks-a-castle-and-draws-by-lightbulbs", "fig-alhazen-own-castle-top-and-castle-count"],
    "PartlyOwnWords": ["fig-queen-victoria-scores-a-figure-first", "fig-queen-victoria-sends-a-figure-to-the-achievements"],
    "TitlesAtOnce": ["fig-samuel-de-champlain-claims-one-of-tied-achievements",
                     "fig-martin-scorsese-claims-one-of-tied-achievements"],
    "AgeFirst": ["fig-alex-trebek-finds-the-named-figure", "fig-alex-trebek-misses-the-named-figure"],
    "TopCardAtOnce": ["card-base-publications-shared-rearrange-and-splay-up",
                      "card-base-publications-same-order-and-declined-splay"],
}


@pytest.fixture(scope="module")
def runs():
    return load_runs()


@pytest.mark.parametrize("shape", sorted(NAMED))
def test_each_shape_passes_the_scenarios_where_it_shows_and_really_asks_its_own_way(runs, shape):
    engine = open_implementation(f"python:examples.shapes:{shape}")
    chosen = [run for run in runs if run.scenario.id in NAMED[shape]]
    assert {run.scenario.id for run in chosen} == set(NAMED[shape])
    from rulebook.compliance.running.implementations import handshake

    identity = handshake(engine)  # as check does: what the engine declares counts
    failed = [(o.run.id, o.message) for o in (run_one(run, engine, identity=identity) for run in chosen)
              if o.status != "passed"]
    assert failed == []
    assert engine.instance.reshaped > 0  # type: ignore[attr-defined]


@pytest.mark.parametrize("shape", sorted(NAMED))
def test_each_shape_passes_whole_feature_files(run_cli, shape):
    # three files of fourth-edition cards keep the test short; benchmarks/decision_shapes.py runs
    # every engine of the family against every scenario of every variant
    files = [str(ROOT / "features" / "innovation" / "cards" / "ultimate" / f"age{age}.feature") for age in ("01", "05", "08")]
    code, out, _ = run_cli("check", "--impl", f"python:examples.shapes:{shape}", "--variant", "ultimate",
                           *[arg for path in files for arg in ("--features", path)], "--format", "json")
    report = json.loads(out)
    assert code == 0, [r["message"] for r in report["results"] if r["status"] == "failed"][:5]
    assert report["totals"]["passed"] > 80


def test_order_in_choice_asks_no_separate_order_question():
    engine = open_implementation("python:examples.shapes:OrderInChoice").instance  # type: ignore[attr-defined]
    engine.request({"op": "hello", "protocol": 1, "revision": 1})
    state = {"players": [{"board": {"blue": {"cards": ["Pottery"]}}, "hand": ["Oars"]},
                         {"board": {"yellow": {"cards": ["Agriculture"]}}, "hand": ["Tools", "Writing", "Calendar"]}],
             "supply": {"1": ["Mysticism", "Clothing"], "2": ["Construction"], "3": ["Paper"]}}
    engine.request({"op": "new_game", "variant": "ultimate", "players": ["A", "B"], "seed": 1, "state": state})
    pending = engine.request({"op": "play", "move": {"type": "dogma", "card": "Pottery"}})["state"]["pending"]
    assert (pending["player"], pending["ordered"], pending["max"]) == (1, True, 3)
    answer = engine.request({"op": "play", "move": {"type": "choose", "choice": ["Writing", "Tools", "Calendar"]}})
    assert answer["state"]["pending"]["player"] == 0          # Alice's choice next: Bob was not asked the order
    assert answer["state"]["supply"]["1"][-2:] == ["Writing", "Tools"]


def test_keep_or_give_asks_for_the_cards_that_go():
    engine = open_implementation("python:examples.shapes:KeepOrGive").instance  # type: ignore[attr-defined]
    state = {"players": [{"board": {"yellow": {"cards": ["Refrigeration"]}}},
                         {"hand": ["Oars", "Tools", "Calendar", "Coal"]}],
             "supply": {"1": ["Pottery"], "7": ["Lighting"]}}
    engine.request({"op": "new_game", "variant": "ultimate", "players": ["A", "B"], "seed": 1, "state": state})
    pending = engine.request({"op": "play", "move": {"type": "dogma", "card": "Refrigeration"}})["state"]["pending"]
    assert (pending["kind"], pending["min"], pending["max"]) == ("x-give", 3, 3)


def test_own_words_offers_its_own_words_and_huygens_counts():
    engine = open_implementation("python:examples.shapes:OwnWords").instance  # type: ignore[attr-defined]
    state = {"players": [{"board": {"blue": {"cards": ["Christiaan Huygens"]}, "green": {"cards": ["The Wheel"]},
                                    "red": {"cards": ["Fission"]}}}, {}],
             "supply": {"1": ["Tools", "Oars"], "6": ["Canning"], "8": ["Rocketry", "Antibiotics", "Flight"]},
             "turn": {"player": 0, "number": 9, "actions_left": 2}}
    engine.request({"op": "new_game", "variant": "ultimate-figures", "players": ["A", "B"], "seed": 1, "state": state})
    pending = engine.request({"op": "play", "move": {"type": "dogma", "card": "The Wheel"}})["state"]["pending"]
    assert pending["options"] == ["one", "two", "three"]
    answer = engine.request({"op": "play", "move": {"type": "choose", "choice": ["two"]}})
    assert answer["ok"] and sorted(answer["state"]["players"][0]["hand"]) == ["Antibiotics", "Rocketry"]
    refused = engine.request({"op": "play", "move": {"type": "choose", "choice": [8]}})
    assert not refused["ok"]


def test_an_outcome_no_answers_bring_about_fails_with_what_was_asked(run_cli, tmp_path):
    feature = tmp_path / "t.feature"
    feature.write_text("""@ultimate
Feature: t
  @id:t-impossible
  Scenario: Bob cannot return a card he does not hold
    Given a 2-player game
    And Alice's blue pile is Pottery
    And Bob's yellow pile is Agriculture
    And Bob has Tools, Writing in hand
    And Alice has Oars in hand
    And the age 1 pile is Mysticism, Clothing
    And it is Alice's turn 9 with 2 actions left
    When Alice performs the dogma of Pottery
    When Bob returns Calendar
""")
    code, out, _ = run_cli("check", "--features", str(feature), "--format", "json")
    result = json.loads(out)["results"][0]
    assert code == 1 and result["status"] == "failed"
    assert "Bob returns Calendar: no answers of Bob's bring it about" in result["message"]
    assert "0 to 2 of Tools, Writing" in result["message"]


def test_every_scenario_playing_a_house_variant_says_it_needs_one():
    from rulebook.compliance.running.catalog import load_scenarios

    missing = [s.id for s in load_scenarios() if any("a house variant of it" in step.text for step in s.steps)
               and "resolved_variant" not in s.needs]
    assert missing == []


@pytest.mark.parametrize("declared, status", [(True, "skipped"), (False, "failed")])
def test_only_an_engine_that_declares_it_may_leave_out_an_option_a_scenario_names(runs, declared, status):
    from rulebook.compliance.running.implementations import handshake

    engine = open_implementation("python:examples.shapes:LeavesOutSameOutcomes")
    if not declared:
        engine.instance.capabilities = ()  # type: ignore[attr-defined]
    run = next(r for r in runs if r.scenario.id == "card-ul-mass-media-value-nobody-scored" and r.variant == "ultimate")
    outcome = run_one(run, engine, identity=handshake(engine))
    assert outcome.status == status, outcome.message
    assert "11" in outcome.message
