"""Card facts the project carries (copied from the shared card data, in our own words).

An Innovation variant plays one card set (`cards.set`) and any expansions beside it
(`cards.expansions`). An expansion brings decks of its own and may bring cards of the base
set that only it puts into play: the Figures expansion brings the 115 figures (the `figures`
decks) and the fifteen fourth-edition age-0 base cards, which only a figure (Bear Grylls)
brings into play. The Echoes expansion brings its 115 cards (eleven `echoes` decks), the Unseen
expansion its 115 (eleven `unseen` decks).

    >>> len(innovation_cards("base-ultimate")), len(expansion_decks("figures")["figures"])
    (115, 115)
    >>> sorted({card["age"] for card in expansion_decks("figures")["base"]})
    [0]
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from functools import cache
from pathlib import Path

CARDS_DIR = Path(__file__).parent / "cards"
INNOVATION_SET_FILES = {"base": "base.json", "base-ultimate": "base-ultimate.json"}
# expansion -> deck -> the card file of that deck's cards ("base": base cards the expansion brings)
INNOVATION_EXPANSION_FILES = {
    "figures": {"figures": "figures-ultimate.json", "base": "base-ultimate-age0.json"},
    "echoes": {"echoes": "echoes-ultimate.json"},
    "unseen": {"unseen": "unseen-ultimate.json"},
}
# The base set an expansion's own base cards belong to (their edition).
EXPANSION_BASE_SET = {"figures": "base-ultimate", "echoes": "base-ultimate", "unseen": "base-ultimate"}


@cache
def card_file(name: str) -> dict:
    """A card data file by name, parsed once."""
    return json.loads((CARDS_DIR / name).read_text(encoding="utf-8"))


def innovation_cards(card_set: str) -> list[dict]:
    """The cards of an Innovation card set ('base' or 'base-ultimate')."""
    return card_file(INNOVATION_SET_FILES[card_set])["cards"]


def expansion_decks(expansion: str) -> dict[str, list[dict]]:
    """The cards an Innovation expansion brings, by deck ('base' for base cards it brings)."""
    return {deck: card_file(name)["cards"] for deck, name in INNOVATION_EXPANSION_FILES[expansion].items()}


def expansion_decrees(expansion: str) -> list[dict]:
    """The decrees an expansion brings (achievements that are not cards of a deck): Figures has five."""
    return [d for name in INNOVATION_EXPANSION_FILES[expansion].values() for d in card_file(name).get("decrees", [])]


def variant_cards(card_set: str, expansions: Iterable[str] = ()) -> list[dict]:
    """Every card a variant's game holds: its set's, then each expansion's (in the order named)."""
    cards = list(innovation_cards(card_set))
    for expansion in expansions:
        for deck_cards in expansion_decks(expansion).values():
            cards += deck_cards
    return cards


def innovation_names() -> set[str]:
    """Every card title of every Innovation set and expansion, and every decree (for scenarios
    that name them)."""
    names = {c["name"] for card_set in INNOVATION_SET_FILES for c in innovation_cards(card_set)}
    for expansion in INNOVATION_EXPANSION_FILES:
        names |= {c["name"] for deck_cards in expansion_decks(expansion).values() for c in deck_cards}
        names |= {d["name"] for d in expansion_decrees(expansion)}
    return names


def lost_legacy_sets() -> dict[str, dict]:
    """Lost Legacy card sets by id."""
    return {s["id"]: s for s in card_file("lost-legacy.json")["sets"]}
