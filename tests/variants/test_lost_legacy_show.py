"""`rulebook show` of Lost Legacy variants: the cards whose data is unconfirmed, listed as
disputes, and what an incomplete deck is missing, in every format; a shown TOML still
validates and shows again identically."""

from __future__ import annotations

import json

import pytest

from rulebook.lost_legacy import deck_gaps, unconfirmed_cards
from rulebook.variants import load_variant, resolve
from rulebook.variants.render import parameters, resolved_data

MISSING = ("Saint", "Necromancer", "False Information")


def show(run_cli, variant: str, fmt: str) -> str:
    code, out, err = run_cli("show", variant, "--format", fmt)
    assert code == 0, err
    return out


def test_json_lists_every_unconfirmed_card_as_a_card_dispute(run_cli):
    data = json.loads(show(run_cli, "lost-legacy-starship", "json"))
    expected = unconfirmed_cards(load_variant("lost-legacy-starship"))
    assert data["card_disputes"] == expected
    assert [d["card"] for d in data["card_disputes"]] == ["Girl of Fate", "General", "Shadow Thief"]
    girl = data["card_disputes"][0]
    assert girl["fields"] == ["speed", "effect"] and girl["speed"] == 1
    assert girl["statement"].startswith("Passive") and girl["reading"]
    assert "deck_gaps" not in data                      # a complete deck


def test_json_of_an_incomplete_deck_says_precisely_what_is_missing(run_cli):
    data = json.loads(show(run_cli, "lost-legacy-megamix", "json"))
    variant = load_variant("lost-legacy-megamix")
    assert data["deck_gaps"] == {"known_cards": 22, "size": 31, "missing_cards": 9, "sets": deck_gaps(variant)}
    assert data["deck_gaps"]["sets"][0]["known_without_speed"] == list(MISSING)
    cards = [d["card"] for d in data["card_disputes"]]
    assert cards == ["Girl of Fate", "General", "Shadow Thief", "Wound", "Curse"]   # its Lost Legacy removed


def test_json_of_the_flying_garden(run_cli):
    data = json.loads(show(run_cli, "lost-legacy-flying-garden", "json"))
    assert (data["deck_gaps"]["known_cards"], data["deck_gaps"]["missing_cards"]) == (7, 9)
    assert [d["card"] for d in data["card_disputes"]] == ["Wound", "Curse", "Lost Legacy: Flying Garden"]


def test_markdown_lists_card_disputes_and_missing_cards(run_cli):
    out = show(run_cli, "lost-legacy-megamix", "md")
    assert "## missing cards" in out and "22 of its 31 cards are known, 9 are missing" in out
    assert "Known by name only, with no speed or effect: Saint, Necromancer, False Information." in out
    disputes = out.split("## disputes", 1)[1]
    assert "`deck.remove`" in disputes                      # the variant's own dispute stays
    for card in ("Girl of Fate", "General", "Shadow Thief", "Wound", "Curse"):
        assert f"- card `{card}` (" in disputes
    assert "Its speed and effect rest on one source" in disputes


def test_markdown_of_a_complete_deck_has_no_missing_cards_section(run_cli):
    out = show(run_cli, "lost-legacy-starship", "md")
    assert "## missing cards" not in out and "- card `General` (starship; speed 2, 1 copy)" in out


def test_toml_carries_them_as_comments(run_cli):
    out = show(run_cli, "lost-legacy-megamix", "toml")
    head = out.split("\nid = ", 1)[0]
    assert all(line.startswith("#") for line in head.splitlines() if line)
    assert "# Missing cards" in head and "# Card disputes" in head
    flat = " ".join(line.lstrip("# ") for line in head.splitlines())
    assert "22 of its 31 cards are known, 9 are missing" in flat
    assert all(name in flat for name in MISSING)
    assert all(f"- {card} (" in flat for card in ("Girl of Fate", "Wound", "Curse"))


@pytest.mark.parametrize("name", ["lost-legacy-starship", "lost-legacy-flying-garden", "lost-legacy-megamix"])
def test_a_shown_toml_validates_resolves_alike_and_shows_again_identically(run_cli, tmp_path, name):
    out = show(run_cli, name, "toml")
    copy = tmp_path / f"{name}.toml"
    copy.write_text(out, encoding="utf-8")
    assert run_cli("validate", str(copy))[0] == 0
    original, again = resolved_data(resolve(name)), resolved_data(resolve(copy))
    assert parameters(again) == parameters(original)
    assert again["sources"] == original["sources"] and again["disputes"] == original["disputes"]
    shown_again = show(run_cli, str(copy), "toml")
    assert shown_again.split("\n", 2)[2] == out.split("\n", 2)[2]    # only 'resolved from' differs


def test_innovation_show_is_unchanged_by_card_facts(run_cli):
    data = json.loads(show(run_cli, "deluxe", "json"))
    assert "card_disputes" not in data and "deck_gaps" not in data
    assert "# Card disputes" not in show(run_cli, "deluxe", "toml")
