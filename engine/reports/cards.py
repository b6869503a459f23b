"""Card-text differences between two Innovation variants, read from the project's card data.

A variant's card texts are its card set's effects under its wording: the base set carries
the third-edition text in `rule` and, on the nine changed cards, the first-edition text in
`rule_first_edition`; the fourth-edition set has one wording only, and so has each expansion
whose cards a variant plays beside its set (`cards.expansions`). Nothing else is compared,
so the report says no more than the card data does.

    >>> from rulebook.variants import load_variant
    >>> diff = cards_diff(load_variant("first-edition"), load_variant("deluxe"))
    >>> [c.name for c in diff.changed][:3], diff.unchanged
    (['Oars', 'Fermenting', 'Feudalism'], 96)
"""

from __future__ import annotations

from ..data import expansion_decks, innovation_cards
from .model import CardChange, CardRef, CardsDiff, EffectChange


def card_texts(card_set: str, wording: str, expansions: tuple[str, ...] = ()) -> dict[str, tuple[dict, list[tuple[str, str]]]]:
    """Card name -> (card record, [(effect kind, effect text), ...]) under one wording, the
    expansions' cards after the set's (an expansion has one wording: the edition it belongs to)."""
    out = {}
    for card in innovation_cards(card_set):
        effects = [(e["kind"], e.get("rule_first_edition", e["rule"]) if wording == "first-edition" else e["rule"])
                   for e in card["effects"]]
        out[card["name"]] = (card, effects)
    for expansion in expansions:
        for deck_cards in expansion_decks(expansion).values():
            for card in deck_cards:
                out[card["name"]] = (card, [(e["kind"], e["rule"]) for e in card["effects"]])
    return out


def _ref(card: dict) -> CardRef:
    return CardRef(name=card["name"], age=card["age"], color=card["color"])


def _effect_changes(a: list[tuple[str, str]], b: list[tuple[str, str]]) -> list[EffectChange]:
    changes = []
    for index in range(max(len(a), len(b))):
        kind_a, text_a = a[index] if index < len(a) else (None, None)
        kind_b, text_b = b[index] if index < len(b) else (None, None)
        if (kind_a, text_a) != (kind_b, text_b):
            changes.append(EffectChange(index=index + 1, kind_a=kind_a, kind_b=kind_b, text_a=text_a, text_b=text_b))
    return changes


def cards_diff(a, b) -> CardsDiff:
    """The cards whose effect text differs between Innovation variants `a` and `b`, and those on one side only."""
    texts_a = card_texts(a.cards.set, a.cards.wording, tuple(a.cards.expansions))
    texts_b = card_texts(b.cards.set, b.cards.wording, tuple(b.cards.expansions))
    changed, unchanged = [], 0
    for name, (card, effects) in texts_a.items():
        if name not in texts_b:
            continue
        effect_changes = _effect_changes(effects, texts_b[name][1])
        if effect_changes:
            changed.append(CardChange(**_ref(card).model_dump(), effects=effect_changes))
        else:
            unchanged += 1
    return CardsDiff(
        set_a=a.cards.set, wording_a=a.cards.wording, set_b=b.cards.set, wording_b=b.cards.wording,
        expansions_a=list(a.cards.expansions), expansions_b=list(b.cards.expansions),
        changed=changed, unchanged=unchanged,
        only_a=[_ref(card) for name, (card, _) in texts_a.items() if name not in texts_b],
        only_b=[_ref(card) for name, (card, _) in texts_b.items() if name not in texts_a])
