"""Card sets as data: the deck a variant names, and what the card data leaves open.

A deck is `deck.sets` used whole, minus `deck.remove` (one copy per name), plus `deck.cards`.
Card facts (speed, copies, the effect in our words, which fields rest on one source) come from
engine/data/cards/lost-legacy.json; what a card does comes from a rules registry
(`effects.Registry`, filled by `sets/`). Completing a set is therefore a change to the data
file plus, for a new card, its rules: nothing here names a card. The catalog of the bundled
data and rules is `bundled.default_catalog()`.

    >>> from rulebook.variants import load_variant
    >>> from rulebook.lost_legacy.bundled import default_catalog
    >>> cat = default_catalog()
    >>> len(cat.deck(load_variant("lost-legacy-starship")))
    16
    >>> [g["set"] for g in cat.gaps(load_variant("lost-legacy-flying-garden"))]
    ['flying-garden']
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from ..errors import BadRequest
from .effects import CardRules, Registry
from .errors import UnsupportedDeck

Speed = int | str | None          # 1..8, "X", or None when no source gives it


@dataclass(frozen=True)
class CardInfo:
    """One card of the card data."""

    name: str
    set: str
    speed: Speed
    copies: int
    effect: str
    confirmed: bool
    unconfirmed_fields: tuple[str, ...]
    note: str | None


class Catalog:
    """The card data of every Lost Legacy set, with the rules that make the cards play."""

    def __init__(self, data: dict, registry: Registry):
        self.data = data
        self.registry = registry
        self.sets: dict[str, dict] = {s["id"]: s for s in data["sets"]}
        self.cards: dict[str, CardInfo] = {}
        for card_set in data["sets"]:
            for card in card_set["cards"]:
                self.cards[card["name"]] = CardInfo(
                    name=card["name"], set=card_set["id"], speed=card.get("speed"),
                    copies=card.get("copies", 1), effect=card.get("effect", ""),
                    confirmed=bool(card.get("confirmed", False)),
                    unconfirmed_fields=tuple(card.get("unconfirmed_fields", ())),
                    note=card.get("note"))

    # --- the deck -----------------------------------------------------------------------
    def counts(self, variant) -> Counter:
        """Copies per card name of the variant's deck (the cards the data knows)."""
        deck = variant.deck
        counts: Counter = Counter()
        for set_id in deck.sets:
            if set_id not in self.sets:
                raise BadRequest(f"unknown card set '{set_id}' in deck.sets "
                                 f"(known: {', '.join(self.sets)})")
            for card in self.sets[set_id]["cards"]:
                counts[card["name"]] += card.get("copies", 1)
        for name in deck.remove:
            if counts[name] < 1:
                raise BadRequest(f"deck.remove names '{name}', which is not in the deck's sets")
            counts[name] -= 1
        for entry in deck.cards:
            if entry.name not in self.cards:
                raise BadRequest(f"deck.cards names an unknown card '{entry.name}'")
            counts[entry.name] += entry.copies
        return Counter({name: n for name, n in counts.items() if n > 0})

    def deck(self, variant) -> list[str]:
        """Every card of the deck, one entry per copy, in card-data order."""
        return [name for name, n in self.counts(variant).items() for _ in range(n)]

    def gaps(self, variant) -> list[dict]:
        """What the card data is missing for this deck: one entry per incomplete set used."""
        gaps = []
        for set_id in dict.fromkeys(variant.deck.sets):
            card_set = self.sets.get(set_id)
            if card_set is None or card_set.get("complete", False):
                continue
            gaps.append({"set": set_id, "name": card_set.get("name", set_id),
                         "missing": card_set.get("missing", "an unknown number of cards"),
                         "known_without_speed": list(card_set.get("known_without_speed", []))})
        return gaps

    def unconfirmed(self, variant) -> list[dict]:
        """The deck's cards whose data rests on one source: what the engine plays is that
        statement, so `rulebook show` lists each as a dispute."""
        out = []
        for name in self.counts(variant):
            info = self.cards[name]
            if info.confirmed and not info.unconfirmed_fields:
                continue
            rules = self.registry.get(name)
            out.append({"card": name, "set": info.set, "fields": list(info.unconfirmed_fields),
                        "speed": info.speed, "copies": info.copies, "statement": info.effect,
                        "note": info.note, "reading": rules.reading if rules else None})
        return out

    def check_playable(self, variant) -> list[str]:
        """The deck as a list of names, or UnsupportedDeck saying precisely what is missing."""
        names = self.deck(variant)
        gaps = self.gaps(variant)
        if gaps or not variant.deck.complete:
            parts = []
            for gap in gaps:
                part = f"The {gap['name']} set is missing {gap['missing']}"
                if gap["known_without_speed"]:
                    part += (" Known by name only, with no speed or effect: "
                             + ", ".join(gap["known_without_speed"]) + ".")
                parts.append(part)
            if not gaps:
                parts.append("The variant marks its deck incomplete (deck.complete = false).")
            raise UnsupportedDeck(
                f"variant '{variant.id}' cannot be played: its deck is incomplete "
                f"({len(names)} of {variant.deck.size} cards known). " + " ".join(parts), gaps)
        unknown_speed = sorted({n for n in names if self.cards[n].speed is None})
        if unknown_speed:
            raise UnsupportedDeck(f"variant '{variant.id}' cannot be played: no source gives the "
                                  f"speed of {', '.join(unknown_speed)}")
        unwritten = sorted({n for n in names if self.registry.get(n) is None})
        if unwritten:
            raise UnsupportedDeck(f"variant '{variant.id}' cannot be played: the engine has no rules "
                                  f"for {', '.join(unwritten)}")
        if len(names) != variant.deck.size:
            raise UnsupportedDeck(f"variant '{variant.id}' cannot be played: its deck holds "
                                  f"{len(names)} cards, not deck.size = {variant.deck.size}")
        return names

    def rules(self, name: str) -> CardRules:
        """The rules of a card of the deck (UnsupportedDeck when the registry has none)."""
        found = self.registry.get(name)
        if found is None:
            raise UnsupportedDeck(f"the engine has no rules for '{name}'")
        return found
