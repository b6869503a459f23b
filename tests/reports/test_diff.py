"""`diff`: the parameters, terminology, card texts and scenarios that differ, with sources and disputes."""

from __future__ import annotations

import json

import pytest

from rulebook.data import innovation_cards
from rulebook.errors import UserError
from rulebook.reports import diff_variants
from rulebook.reports.params import parameter_units
from rulebook.variants import load_variant

NINE = ["Oars", "Fermenting", "Feudalism", "Measurement", "Statistics", "Societies", "Industrialization",
        "Combustion", "Fission"]


def differing(report) -> dict:
    return {p.key: p for area in [*report.areas, report.terminology] for p in area.differing}


def test_first_edition_to_deluxe_changes_exactly_the_nine_cards():
    report = diff_variants("first-edition", "deluxe", features=[])
    cards = report.cards
    assert [c.name for c in cards.changed] == NINE
    assert (cards.only_a, cards.only_b, cards.unchanged) == ([], [], 96)
    base = {c["name"]: c for c in innovation_cards("base")}
    for card in cards.changed:
        for change in card.effects:
            effect = base[card.name]["effects"][change.index - 1]
            assert (change.text_a, change.text_b) == (effect["rule_first_edition"], effect["rule"])
            assert change.kind_a == change.kind_b == effect["kind"]
    # Every effect that carries a first-edition text is listed, and no other.
    expected = {(c["name"], i + 1) for c in base.values() for i, e in enumerate(c["effects"])
                if "rule_first_edition" in e}
    assert {(c.name, e.index) for c in cards.changed for e in c.effects} == expected


def test_first_edition_to_deluxe_parameters():
    report = diff_variants("first-edition", "deluxe", features=[])
    found = differing(report)
    assert list(found) == ["dogma.reveal_counts_as_change", "victory.achievements.minimum",
                           "victory.score_full_tie", "cards.wording"]
    reveal = found["dogma.reveal_counts_as_change"]
    assert (reveal.a.value, reveal.b.value) == (False, True)
    assert reveal.a.source.startswith("innovation-bga-gamehelp.fr.txt")
    assert reveal.b.source.startswith("innovation-deluxe.pt.txt")
    assert [d.chosen for d in reveal.a.disputes] == [False] and [d.chosen for d in reveal.b.disputes] == [True]
    assert report.summary.differing == 4
    assert report.summary.differing + report.summary.identical == len(parameter_units(load_variant("deluxe")))


DELUXE_TO_ULTIMATE = [
    "ages.max", "ages.game_end_draw", "setup.achievement_ages", "victory.achievements.minimum",
    "actions.repeat_achievement_cost", "special_achievements.timing", "special_achievements.conditions.Monument",
    "splay.revealed.aslant", "dogma.reveal_counts_as_change", "victory.elimination", "figures.fading",
]


def test_deluxe_to_ultimate_shows_the_edition_changes_with_sources():
    report = diff_variants("deluxe", "ultimate", features=[])
    found = differing(report)
    for key in DELUXE_TO_ULTIMATE:
        assert found[key].a.source and found[key].b.source, key
    assert found["splay.revealed.aslant"].a.value is None
    assert found["splay.revealed.aslant"].a.rule == "There is no aslant splay."
    assert found["special_achievements.conditions.Monument"].b.rule == (
        "Monument: have 4 top cards that each have a demand effect.")
    assert found["actions.repeat_achievement_cost"].b.disputes[0].chosen == "multiplied"
    # Both end a full score tie in a draw: counted as identical, not listed.
    assert "victory.score_full_tie" not in found
    victory = next(a for a in report.areas if a.area == "victory")
    assert victory.identical == 5
    areas = {p.key: a.area for a in report.areas for p in a.differing}
    assert (areas["ages.max"], areas["special_achievements.timing"], areas["splay.revealed.aslant"],
            areas["dogma.reveal_counts_as_change"]) == ("setup", "achievements", "splay", "dogma")


def test_deluxe_to_ultimate_cards():
    cards = diff_variants("deluxe", "ultimate", features=[]).cards
    assert (cards.set_a, cards.set_b) == ("base", "base-ultimate")
    assert [c.name for c in cards.only_b] == [c["name"] for c in innovation_cards("base-ultimate") if c["age"] == 11]
    assert cards.only_a == []
    assert len(cards.changed) + cards.unchanged == 105
    assert {"Writing", "Sailing"} <= {c["name"] for c in innovation_cards("base")} - {c.name for c in cards.changed}


def test_iello_to_first_edition_terminology():
    report = diff_variants("iello", "first-edition", features=[])
    terms = {p.key.split(".")[1]: (p.a.value, p.b.value) for p in report.terminology.differing}
    assert terms["achieve"] == ("dominate", "achieve")
    assert terms["special_achievement"] == ("domain", "special achievement")
    assert terms["score_pile"] == ("influence", "score pile")
    assert terms["tuck"] == ("archive", "tuck")
    assert len(terms) == 14 and report.terminology.identical == 4
    assert all(p.a.source.startswith("innovation-iello.ko.txt") for p in report.terminology.differing)
    assert report.summary.differing == 14 and report.cards.changed == []


def test_scenarios_for_one_side_only(features):
    report = diff_variants("first-edition", "deluxe", features=features)
    assert report.scenarios.only_a == ["reports-reveal-no-bonus"]
    assert report.scenarios.only_b == ["reports-reveal-earns-bonus"]
    assert report.scenarios.both == 1


def test_project_features_are_the_default(monkeypatch):
    import rulebook.compliance.running.catalog as catalog

    seen = []
    original = catalog.load_scenarios
    monkeypatch.setattr(catalog, "load_scenarios", lambda paths=None: seen.append(paths) or original(paths))
    report = diff_variants("deluxe", "ultimate")
    assert seen == [None] and report.scenarios.both > 50


def test_diff_and_check_agree_on_the_scenarios_of_a_house_variant(tmp_path, run_cli):
    code, _, _ = run_cli("new", "house", "--from", "deluxe", "--set", "victory.achievements.base=9",
                         "--out", str(tmp_path / "house.toml"))
    report = diff_variants("deluxe", str(tmp_path / "house.toml"))
    code, out, _ = run_cli("check", "--variant", str(tmp_path / "house.toml"), "--format", "json")
    checked = json.loads(out)
    assert code == 0 and not report.scenarios.only_b
    assert checked["applicable"] == {"house": report.scenarios.both + len(report.scenarios.only_b)}
    assert sorted(e["scenario"] for e in checked["left_out"]) == report.scenarios.only_a


def test_user_file_against_bundled(house):
    report = diff_variants("deluxe", str(house), features=[])
    found = differing(report)
    assert list(found) == ["victory.score_full_tie"]
    tie = found["victory.score_full_tie"]
    assert (tie.a.value, tie.b.value, tie.b.source) == ("draw", "shared", "our table, 2024")
    assert tie.b.rule == "Players still tied after that share the victory."
    assert [d.chosen for d in tie.a.disputes] == ["draw"] and tie.b.disputes == []
    assert report.b.resolved_from == ["house", "deluxe", "first-edition"]


def test_lost_legacy_diff_has_no_card_texts():
    report = diff_variants("lost-legacy-starship", "lost-legacy-megamix", features=[])
    assert list(differing(report)) == ["players.max", "deck.sets", "deck.remove", "deck.complete", "deck.size"]
    assert report.cards is None
    assert [a.area for a in report.areas] == ["setup", "actions", "victory", "cards"]


def test_same_variant_differs_nowhere():
    report = diff_variants("ultimate", "ultimate", features=[])
    assert report.summary.differing == 0 and report.cards.changed == []


def test_two_games_is_a_clear_error():
    with pytest.raises(UserError, match="same game"):
        diff_variants("deluxe", "lost-legacy-starship", features=[])


def test_card_text_disputes_are_shown_with_the_card():
    report = diff_variants("deluxe", "ultimate", features=[])
    fermenting = next(card for card in report.cards.changed if card.name == "Fermenting")
    assert [d.key for d in fermenting.disputes] == ["card:Fermenting"]
    assert "publisher" in fermenting.disputes[0].reason
    writing = next(card for card in report.cards.changed if card.name == "Archery")
    assert writing.disputes == []


def test_echoes_diff_shows_its_rules_readings_disputes_and_cards():
    report = diff_variants("ultimate", "ultimate-echoes", features=[])
    found = differing(report)
    # every [echoes] rule differs though ultimate keeps the same default: there it is not in play
    overflow = found["echoes.forecast_overflow"]
    assert overflow.a.value == overflow.b.value == "stays-in-hand"
    assert (overflow.a.in_play, overflow.b.in_play) == (False, True)
    assert overflow.a.rule.endswith(" Not in play here: the Echoes expansion is not in play.")
    assert overflow.b.rule == "With a full forecast, a card you draw and foreshadow is drawn and stays in your hand."
    assert [d.alternatives[0].value for d in overflow.b.disputes] == ["stays-in-deck"]
    assert {"echoes.promotion", "limits.safe_and_forecast", "figures.bonuses_score",
            "cards.readings.laser_icons", "special_achievements.conditions.Destiny"} <= set(found)
    assert "echoes.promotion" in [p.key for a in report.areas if a.area == "expansions" for p in a.differing]
    cards = report.cards
    assert cards.expansions_a == [] and cards.expansions_b == ["echoes"]
    assert len(cards.only_b) == 115 and "Saxophone" in [c.name for c in cards.only_b] and cards.unchanged == 115


def test_a_rule_in_play_on_both_sides_with_one_value_is_identical():
    report = diff_variants("ultimate-echoes", "ultimate-echoes-figures", features=[])
    assert "echoes.forecast_overflow" not in differing(report)
