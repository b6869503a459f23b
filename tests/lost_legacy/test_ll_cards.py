"""Card sets as data: building the deck, what the data leaves unconfirmed, and refusing a deck
the engine cannot play (an incomplete set, an unknown speed, a card with no rules)."""

from __future__ import annotations

import copy
from collections import Counter

import pytest

from rulebook.errors import UserError
from rulebook.lost_legacy import (
    Catalog,
    Game,
    Registry,
    UnsupportedDeck,
    build_deck,
    deck_gaps,
    default_catalog,
    unconfirmed_cards,
)
from rulebook.lost_legacy.sets import REGISTRY, SET_MODULES
from rulebook.variants import load_variant
from rulebook.variants.lost_legacy import CardCount, Deck


def test_the_starship_deck_is_the_whole_set(starship):
    assert Counter(build_deck(starship)) == Counter({
        "Girl of Fate": 1, "General": 1, "Shadow Thief": 1, "Swordsman": 1, "Lost Legacy: The Starship": 1,
        "Old Map": 2, "Search": 3, "Assault": 3, "Sneak Attack": 3})


def test_a_custom_deck_is_its_cards(garden):
    deck = Counter(build_deck(garden))
    assert sum(deck.values()) == 16 and deck["Curse"] == 3 and deck["Wound"] == 3
    assert "Assault" not in deck and deck["Lost Legacy: Flying Garden"] == 1


def test_the_megamix_deck_removes_one_lost_legacy():
    deck = Counter(build_deck(load_variant("lost-legacy-megamix")))
    assert "Lost Legacy: Flying Garden" not in deck and deck["Lost Legacy: The Starship"] == 1
    assert sum(deck.values()) == 16 + 7 - 1          # every known card


def test_every_card_of_the_data_has_rules_in_its_sets_module():
    catalog = default_catalog()
    for name, info in catalog.cards.items():
        assert name in SET_MODULES[info.set].CARDS.rules, name
    assert set(REGISTRY.names()) == set(catalog.cards)


def test_unconfirmed_cards_of_the_starship(starship):
    found = {entry["card"]: entry for entry in unconfirmed_cards(starship)}
    assert list(found) == ["Girl of Fate", "General", "Shadow Thief"]
    assert found["Girl of Fate"]["fields"] == ["speed", "effect"]
    assert found["General"]["fields"] == ["speed"] and found["General"]["speed"] == 2
    assert found["Girl of Fate"]["statement"].startswith("Passive: playing it does nothing.")
    assert "holder is eliminated" in found["Girl of Fate"]["reading"]


def test_unconfirmed_cards_of_a_custom_set(garden):
    found = {entry["card"]: entry["fields"] for entry in unconfirmed_cards(garden)}
    assert found == {"Girl of Fate": ["speed", "effect"], "General": ["speed"], "Shadow Thief": ["speed"],
                     "Lost Legacy: Flying Garden": ["speed", "copies", "effect"],
                     "Curse": ["speed", "copies", "effect"], "Wound": ["speed", "copies", "effect"]}


def test_deck_gaps_name_what_is_missing(starship):
    assert deck_gaps(starship) == []
    gaps = deck_gaps(load_variant("lost-legacy-flying-garden"))
    assert gaps == [{"set": "flying-garden", "name": "Flying Garden",
                     "missing": default_catalog().sets["flying-garden"]["missing"],
                     "known_without_speed": ["Saint", "Necromancer", "False Information"]}]


@pytest.mark.parametrize("variant_id,known", [("lost-legacy-flying-garden", "7 of 16"),
                                               ("lost-legacy-megamix", "22 of 31")])
def test_an_incomplete_deck_is_refused_naming_the_missing_cards(variant_id, known):
    with pytest.raises(UnsupportedDeck) as info:
        Game.new(load_variant(variant_id), ["A", "B"], 1)
    error = info.value
    assert isinstance(error, UserError) and error.code == "unsupported"
    assert error.message == (
        f"variant '{variant_id}' cannot be played: its deck is incomplete ({known} cards known). "
        "The Flying Garden set is missing 9 cards: one each at speeds 1-4, two at 6, three at 7 (six names: "
        "Saint, Necromancer, False Information and three unknown). Known by name only, with no speed or "
        "effect: Saint, Necromancer, False Information.")
    assert error.gaps[0]["set"] == "flying-garden"


def test_completing_a_set_is_a_data_change_plus_its_card_rules(starship):
    """A made-up complete set shows the path: data for the cards, rules in a registry, no core change."""
    data = copy.deepcopy(default_catalog().data)
    data["sets"].append({"id": "lanterns", "name": "Lanterns", "complete": True, "cards": [
        {"name": "Lantern", "speed": 2, "copies": 1, "effect": "Look at the top card of the deck."}]})
    registry = Registry(parent=REGISTRY)
    registry.card("Lantern")(lambda ctx, me: ctx.look_at_deck_top(me))
    deck = Deck(sets=["starship"], remove=["General"], cards=[CardCount(name="Lantern", copies=1)],
                complete=True, size=16)
    variant = starship.model_copy(update={"deck": deck})
    game = Game.new(variant, ["A", "B"], 2, {"players": [{"hand": ["Lantern", "Search"]}, {"hand": ["Old Map"]}],
                                             "deck": ["Assault", "Swordsman"], "turn": {"phase": "play"}},
                    catalog=Catalog(data, registry))
    events = game.play({"type": "play", "card": "Lantern"})
    assert events[1] == {"type": "look", "player": 0, "at": {"deck": 0}, "cards": ["Assault"], "visible_to": [0]}


def test_a_card_without_rules_is_refused(starship):
    data = copy.deepcopy(default_catalog().data)
    data["sets"].append({"id": "x", "name": "X", "complete": True, "cards": [
        {"name": "Dragon", "speed": 2, "copies": 1, "effect": "?"}]})
    deck = Deck(sets=["starship"], remove=["General"], cards=[CardCount(name="Dragon", copies=1)],
                complete=True, size=16)
    with pytest.raises(UnsupportedDeck) as info:
        Game.new(starship.model_copy(update={"deck": deck}), ["A", "B"], 1, catalog=Catalog(data, REGISTRY))
    assert info.value.message == "variant 'lost-legacy-starship' cannot be played: the engine has no rules for Dragon"


def test_a_card_without_a_speed_is_refused(starship):
    data = copy.deepcopy(default_catalog().data)
    data["sets"].append({"id": "x", "name": "X", "complete": True, "cards": [
        {"name": "Dragon", "copies": 1, "effect": "?"}]})
    deck = Deck(sets=["starship"], remove=["General"], cards=[CardCount(name="Dragon", copies=1)],
                complete=True, size=16)
    with pytest.raises(UnsupportedDeck) as info:
        Game.new(starship.model_copy(update={"deck": deck}), ["A", "B"], 1, catalog=Catalog(data, REGISTRY))
    assert "no source gives the speed of Dragon" in info.value.message


def test_a_variant_of_another_game_or_a_wrong_player_count_is_refused(starship):
    with pytest.raises(Exception) as info:
        Game.new(load_variant("deluxe"), ["A", "B"], 1)
    assert info.value.code == "bad_request" and "not a Lost Legacy variant" in info.value.message
    with pytest.raises(Exception) as info:
        Game.new(starship, ["A", "B", "C", "D", "E"], 1)
    assert info.value.code == "bad_request"
    assert info.value.message == "variant 'lost-legacy-starship' is played by 2 to 4 players, not 5"
