"""Helpers for the Lost Legacy engine tests: variants (bundled and custom sets), exact positions."""

from __future__ import annotations

import copy
import textwrap

import pytest

from rulebook.lost_legacy import Catalog, Registry, default_catalog
from rulebook.variants import load_variant, resolve
from rulebook.variants.lost_legacy import CardCount, Deck

# A custom set of known cards only: Flying Garden's Lost Legacy, Curse and Wound with the basic set.
GARDEN_CUSTOM = [("Girl of Fate", 1), ("General", 1), ("Shadow Thief", 1), ("Swordsman", 1),
                 ("Lost Legacy: Flying Garden", 1), ("Old Map", 2), ("Search", 3), ("Curse", 3), ("Wound", 3)]
# Another: Curse with Sneak Attack (to see Curse's look trigger Sneak Attack and Girl of Fate).
MIXED_CUSTOM = [("Girl of Fate", 1), ("General", 1), ("Shadow Thief", 1), ("Swordsman", 1),
                ("Lost Legacy: The Starship", 1), ("Old Map", 2), ("Search", 3), ("Curse", 3), ("Sneak Attack", 3)]


def custom_variant(directory, name: str, cards) -> object:
    entries = ",\n  ".join(f'{{ name = "{n}", copies = {c} }}' for n, c in cards)
    path = directory / f"{name}.toml"
    path.write_text(textwrap.dedent(f'''
        id = "{name}"
        game = "lost-legacy"
        title = "A custom set"
        extends = "lost-legacy-starship"

        [deck]
        sets = []
        complete = true
        size = 16
        cards = [
          {{entries}},
        ]
    ''').replace("{entries}", entries).lstrip(), encoding="utf-8")
    return resolve(path).variant


@pytest.fixture(scope="session")
def starship():
    return load_variant("lost-legacy-starship")


@pytest.fixture(scope="session")
def garden(tmp_path_factory):
    return custom_variant(tmp_path_factory.mktemp("garden"), "garden-custom", GARDEN_CUSTOM)


@pytest.fixture(scope="session")
def mixed(tmp_path_factory):
    return custom_variant(tmp_path_factory.mktemp("mixed"), "mixed-custom", MIXED_CUSTOM)


# --- a catalog with two cards the real data does not have yet (for the Saint mechanism) ---
def _saint_eliminated(ctx, owner):
    ctx.emit("saint_blessing", player=owner)
    ctx.deck_top_to_ruins(owner)


def _necromancer(ctx, me):
    options = [{"discard": seat, "card": card} for seat in ctx.seats for card in dict.fromkeys(ctx.discard(seat))]
    if not options:
        return
    target = yield from ctx.choose_one(me, "discard-card", "Choose a discarded card", options)
    ctx.put_in_hand(me, ctx.take_from_discard(target["discard"], target["card"]))


@pytest.fixture(scope="session")
def saint_world(starship):
    """(variant, catalog): the basic set with Girl of Fate and General replaced by two test cards:
    'Saint' (speed 1, triggers from the discard pile: moves the top deck card to the Ruins) and
    'Necromancer' (speed 2, takes any discarded card into your hand)."""
    data = copy.deepcopy(default_catalog().data)
    data["sets"].append({"id": "testing", "name": "Testing", "complete": True, "cards": [
        {"name": "Saint", "speed": 1, "copies": 1, "effect": "test", "confirmed": True},
        {"name": "Necromancer", "speed": 2, "copies": 1, "effect": "test", "confirmed": True}]})
    registry = Registry(parent=default_catalog().registry)
    registry.passive("Saint", on_owner_eliminated=_saint_eliminated)
    registry.card("Necromancer")(_necromancer)
    deck = Deck(sets=["starship"], remove=["Girl of Fate", "General"],
                cards=[CardCount(name="Saint", copies=1), CardCount(name="Necromancer", copies=1)],
                complete=True, size=16)
    return starship.model_copy(update={"deck": deck}), Catalog(data, registry)
