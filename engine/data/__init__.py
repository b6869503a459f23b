"""Card facts the project carries (copied from the shared card data, in our own words)."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

CARDS_DIR = Path(__file__).parent / "cards"
INNOVATION_SET_FILES = {"base": "base.json", "base-ultimate": "base-ultimate.json"}


@cache
def card_file(name: str) -> dict:
    """A card data file by name, parsed once."""
    return json.loads((CARDS_DIR / name).read_text(encoding="utf-8"))


def innovation_cards(card_set: str) -> list[dict]:
    """The cards of an Innovation card set ('base' or 'base-ultimate')."""
    return card_file(INNOVATION_SET_FILES[card_set])["cards"]


def lost_legacy_sets() -> dict[str, dict]:
    """Lost Legacy card sets by id."""
    return {s["id"]: s for s in card_file("lost-legacy.json")["sets"]}
