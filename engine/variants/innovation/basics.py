"""What every table of the Innovation model builds on: the bounds of counts, the literal types
several tables share, and `DormantWhen`, the marker saying when a parameter cannot change play.

A marker that one table alone needs is declared beside that table (FIGURES_OFF in figures.py,
ECHOES_OFF in echoes.py, ...); the helpers here build them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Annotated, Any, Literal

from pydantic import Field

from ...data import variant_cards
from ..common import MAX_AGE

Icon = Literal["crown", "leaf", "lightbulb", "castle", "factory", "clock"]
Position = Literal["top_left", "bottom_left", "bottom_middle", "bottom_right"]
Direction = Literal["left", "right", "up", "aslant"]
# Bounds of the counts the tables set (../common.py says why every number is bounded).
MAX_COUNT = 100         # icons, cards or achievements a condition or target counts
MAX_PER_TURN = 20       # cards drawn or melded at setup, actions, bonus draws
Age = Annotated[int, Field(ge=0, le=MAX_AGE)]


@dataclass(frozen=True)
class DormantWhen:
    """Field metadata (in its Annotated type): the parameter, and every key under it, cannot
    change play in a variant for which `applies(variant)` holds; `reason` says why. The
    mutation measure and the assumption measure skip it there (support.dormant)."""

    reason: str
    applies: Callable[[Any], bool]


def cards_have(test: Callable[[dict], bool]) -> Callable[[Any], bool]:
    """A variant test: whether any card of the variant's set or expansions passes `test` (card data)."""
    return lambda variant: any(test(card) for card in variant_cards(variant.cards.set, variant.cards.expansions))


def card_off(name: str) -> DormantWhen:
    """Dormant where the card `name` is not among the variant's cards (a card reading)."""
    return DormantWhen(f"{name} is not among the variant's cards",
                       lambda v: not cards_have(lambda card: card["name"] == name)(v))
