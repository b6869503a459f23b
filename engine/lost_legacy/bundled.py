"""The bundled card data with the bundled card rules, and the questions asked of a deck with them.

`default_catalog()` joins engine/data/cards/lost-legacy.json with the rules of `sets/`. It
lives here, above both, so that the card data (cards.py) never reaches up to the rules that
play it. Every function takes another `Catalog` where a test or a house set brings its own.

    >>> from rulebook.variants import load_variant
    >>> card_facts(load_variant("lost-legacy-flying-garden"))["deck_gaps"]["missing_cards"]
    9
    >>> card_facts(load_variant("deluxe"))
    {}
"""

from __future__ import annotations

from functools import cache

from ..data import card_file
from ..errors import RefusedRequest
from .cards import Catalog
from .sets import REGISTRY
from .setup import require_variant


@cache
def default_catalog() -> Catalog:
    """The project's card data with the bundled card rules."""
    return Catalog(card_file("lost-legacy.json"), REGISTRY)


def unconfirmed_cards(variant, catalog: Catalog | None = None) -> list[dict]:
    """The cards of a variant's deck whose speed, copies or effect rest on one source."""
    return (catalog or default_catalog()).unconfirmed(variant)


def deck_gaps(variant, catalog: Catalog | None = None) -> list[dict]:
    """What the card data is missing for a variant's deck (empty when it is complete)."""
    return (catalog or default_catalog()).gaps(variant)


def build_deck(variant, catalog: Catalog | None = None) -> list[str]:
    """The cards of a variant's deck, one entry per copy (known cards only)."""
    return (catalog or default_catalog()).deck(variant)


def check_playable(variant, catalog: Catalog | None = None) -> list[str]:
    """The deck of a resolved Lost Legacy variant as card names, or UnsupportedDeck (an
    `Unsupported` refusal, a UserError) whose message names what is missing.

    Every command that plays or checks a Lost Legacy variant calls this first (`Game.new`,
    the protocol's new_game, `rulebook check --variant`, `rulebook play`), so an incomplete deck
    is refused everywhere with the same message.
    """
    return (catalog or default_catalog()).check_playable(require_variant(variant))


def card_facts(variant, catalog: Catalog | None = None) -> dict:
    """What the card data says about a variant's deck, for `rulebook show`: `card_disputes`
    (the cards whose data rests on one source, as `unconfirmed_cards`) and, for an incomplete
    deck, `deck_gaps` (how many cards are known of the deck's size, and what each incomplete
    set misses). Empty for a variant of another game, or a deck the card data cannot build
    (the loader's semantic checks refuse such decks first)."""
    if getattr(variant, "game", None) != "lost-legacy":
        return {}
    catalog = catalog or default_catalog()
    try:
        facts: dict = {"card_disputes": catalog.unconfirmed(variant)}
        gaps = catalog.gaps(variant)
        known = len(catalog.deck(variant))
    except RefusedRequest:
        return {}
    if gaps or not variant.deck.complete:
        facts["deck_gaps"] = {"known_cards": known, "size": variant.deck.size,
                              "missing_cards": variant.deck.size - known, "sets": gaps}
    return facts
