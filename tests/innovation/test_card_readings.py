"""Card texts the sources leave open are parameters (cards.readings): each has a meaning, a
dispute in every bundled variant that plays the card (the value chosen, the other reading with
its source), both readings are played by the reference engine, and both have scenarios that
state the reading they assume and run for a bundled variant."""

from __future__ import annotations

import json
import typing
from pathlib import Path

import pytest

from rulebook.compliance.running.assumptions import applicable, house_values, left_out
from rulebook.compliance.running.catalog import load_scenarios
from rulebook.variants import bundled_paths, load_variant, resolve
from rulebook.variants.innovation import CardReadings
from rulebook.variants.render import resolved_data
from rulebook.variants.support import dormant, plays

ROOT = Path(__file__).resolve().parents[2]
READINGS = sorted(CardReadings.model_fields)
KEYS = [f"cards.readings.{name}" for name in READINGS]
BASE_READINGS = {"rocketry_opponents", "medicine_lowest_tie"}
SCENARIOS = load_scenarios()
INNOVATION = [p.stem for p in bundled_paths() if p.parent.name == "innovation"]


def values_of(name: str) -> list:
    """Every value a reading may take (a Literal's words, or true and false)."""
    annotation = CardReadings.model_fields[name].annotation
    return [False, True] if annotation is bool else list(typing.get_args(annotation))


def test_every_open_card_note_of_the_card_data_has_its_reading():
    # a note saying the text allows either reading is a parameter, not the card data's pick
    notes = {card["name"] for path in (ROOT / "engine" / "data" / "cards").glob("*.json")
             for card in json.loads(path.read_text(encoding="utf-8")).get("cards", [])
             if "either reading" in (card.get("notes") or "")}
    assert notes == {"Rocketry"}
    # the Echoes cards' readings are named after their card (laser_icons, ...): each is dormant
    # without the expansion and in play with it; the others are the base and Figures cards'
    echoes_cards = json.loads((ROOT / "engine" / "data" / "cards" / "echoes-ultimate.json").read_text(encoding="utf-8"))
    prefixes = {card["name"].lower().replace(" ", "_") + "_" for card in echoes_cards["cards"]}
    echoes_readings = {name for name in READINGS if any(name.startswith(prefix) for prefix in prefixes)}
    assert {"laser_icons", "saxophone_icons"} <= echoes_readings
    for key in echoes_readings:
        assert dormant(f"cards.readings.{key}", load_variant("ultimate"))
        assert dormant(f"cards.readings.{key}", load_variant("ultimate-echoes")) is None
    # the Unseen cards' readings likewise: dormant without the expansion, in play with it
    unseen_cards = json.loads((ROOT / "engine" / "data" / "cards" / "unseen-ultimate.json").read_text(encoding="utf-8"))
    # named after the card, a leading "The" left out (prophecies_secret_melded)
    unseen_prefixes = {card["name"].lower().removeprefix("the ").replace(" ", "_") + "_" for card in unseen_cards["cards"]}
    unseen_readings = {name for name in READINGS if any(name.startswith(prefix) for prefix in unseen_prefixes)}
    assert {"proverb_value", "exile_return", "reconnaissance_draws", "swiss_bank_account_full_safe", "holography_kept",
            "consulting_execution", "clown_car_move", "hacking_icons", "prophecies_secret_melded"} <= unseen_readings
    for key in unseen_readings:
        assert dormant(f"cards.readings.{key}", load_variant("ultimate"))
        assert dormant(f"cards.readings.{key}", load_variant("ultimate-echoes"))
        assert dormant(f"cards.readings.{key}", load_variant("ultimate-unseen")) is None
    assert set(READINGS) - echoes_readings - unseen_readings == {"rocketry_opponents", "climatology_avatar", "medicine_lowest_tie",
                                               "fishing_three_of_a_colour", "zhang_heng_scorer",
                                               "robert_e_lee_destination", "edward_jenner_chooser"}
    figures = load_variant("ultimate-figures")
    for key in ("fishing_three_of_a_colour", "zhang_heng_scorer", "robert_e_lee_destination",
                "edward_jenner_chooser"):
        # cards that only the Figures expansion brings
        assert dormant(f"cards.readings.{key}", load_variant("ultimate"))
        assert dormant(f"cards.readings.{key}", figures) is None


@pytest.mark.parametrize("name", READINGS)
def test_a_reading_says_what_it_means_and_the_engine_plays_every_value(name):
    assert CardReadings.model_fields[name].description
    assert all(plays(f"cards.readings.{name}", value) for value in values_of(name))


@pytest.mark.parametrize("variant_id", INNOVATION)
def test_every_variant_playing_the_card_disputes_its_reading(variant_id):
    variant = load_variant(variant_id)
    disputes = {d.key: d for d in variant.disputes}
    if variant.cards.wording != "fourth-edition":
        # Rocketry's and Medicine's base texts are as open as their fourth-edition ones; the other
        # readings are of cards only the fourth edition or Figures bring
        assert {name for name, key in zip(READINGS, KEYS) if not dormant(key, variant)} == BASE_READINGS
    for name, key in zip(READINGS, KEYS):
        if dormant(key, variant):
            assert key not in disputes
            continue
        value = getattr(variant.cards.readings, name)
        assert key in variant.sources and key in disputes, key
        dispute = disputes[key]
        assert dispute.chosen == value
        others = [v for v in values_of(name) if v != value]
        assert sorted(map(str, (a.value for a in dispute.alternatives))) == sorted(map(str, others))
        assert all(a.source for a in dispute.alternatives)


@pytest.mark.parametrize("key", KEYS)
def test_both_readings_have_scenarios_that_run_for_a_bundled_variant(key):
    name = key.rsplit(".", 1)[1]
    for value in values_of(name):
        tagged = [s for s in SCENARIOS if any(a.key == key and value in a.values for a in s.assumes)]
        only = [s for s in tagged if all(a.values == (value,) for a in s.assumes if a.key == key)]
        assert only, f"no scenario states the reading {key} = {value}"
        for scenario in only:
            runs = [v for v in scenario.variants if scenario.id in applicable(resolve(v), [scenario])[0]]
            assert runs, f"{scenario.id} runs for no bundled variant"


def test_a_scenario_playing_the_other_reading_holds_by_its_own_house_rule():
    scenario = next(s for s in SCENARIOS if s.id == "card-ul-rocketry-one-opponent-gives-every-card")
    assert house_values(scenario) == {"cards.readings.rocketry_opponents": "one-opponent-for-all"}
    data = resolved_data(resolve("ultimate"))
    assert data["cards"]["readings"]["rocketry_opponents"] == "each-card-any-opponent"
    assert left_out(scenario, data) is None
    default = next(s for s in SCENARIOS if s.id == "card-ul-rocketry-shared")
    data["cards"]["readings"]["rocketry_opponents"] = "one-opponent-for-all"
    assert "assumes cards.readings.rocketry_opponents = each-card-any-opponent" in left_out(default, data)


def test_check_set_runs_the_other_reading_and_leaves_out_the_scenarios_of_the_first(run_cli):
    code, out, err = run_cli("check", "--variant", "ultimate", "--set",
                             "cards.readings.medicine_lowest_tie=affected-player", "-k", "medicine",
                             "--format", "json")
    assert code == 0, err
    report = json.loads(out)
    ran = {r["id"].split("[")[0] for r in report["results"] if r["status"] == "passed"}
    assert "card-ul-medicine-affected-player-picks-the-launchers-lowest" in ran
    assert "card-ul-medicine-exchanges-highest-for-lowest-junks-a-3-or-4" not in ran
