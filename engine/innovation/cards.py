"""The card catalog: the cards of a set as small frozen records, loaded once per set.

    >>> cat = load_catalog("base")
    >>> cat["The Wheel"].age, cat["The Wheel"].color, cat["The Wheel"].dogma_icon
    (1, 'green', 'castle')
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache, cached_property
from types import MappingProxyType

from ..data import INNOVATION_SET_FILES, card_file, innovation_cards

COLORS = ("blue", "red", "green", "yellow", "purple")
# The six icons of the canonical state; "avatar" (fourth edition) is a countable icon type of
# its own but not one of the six, and "hex" is an image, never an icon.
ICONS = ("crown", "leaf", "lightbulb", "castle", "factory", "clock")
COUNTED_ICONS = ICONS + ("avatar",)
POSITIONS = ("top_left", "bottom_left", "bottom_middle", "bottom_right")
NOT_ICONS = frozenset({"hex"})


@dataclass(frozen=True, slots=True)
class Card:
    """One card: its icons are listed in POSITIONS order ('hex' where there is no icon)."""

    name: str
    age: int
    color: str
    icons: tuple[str, str, str, str]
    dogma_icon: str
    effect_kinds: tuple[str, ...]
    figure: bool = False

    @property
    def has_demand(self) -> bool:
        return "demand" in self.effect_kinds

    def icon_at(self, position: str) -> str:
        return self.icons[POSITIONS.index(position)]

    def has_icon(self, icon: str) -> bool:
        return icon in self.icons


@dataclass(frozen=True)
class Catalog:
    """Every card of one set, by name and by age (ages in data order)."""

    set_name: str
    cards: Mapping[str, Card]
    by_age: Mapping[int, tuple[str, ...]]

    def __getitem__(self, name: str) -> Card:
        return self.cards[name]

    def __contains__(self, name: object) -> bool:
        return name in self.cards

    def __len__(self) -> int:
        return len(self.cards)

    @cached_property
    def figures(self) -> frozenset[str]:
        """The cards that are figures (figure fading looks for them after every action)."""
        return frozenset(name for name, card in self.cards.items() if card.figure)


def _card(raw: dict, order: list[str], set_name: str) -> Card:
    name = raw["name"]
    where = f"card {name!r} of set {set_name!r}"
    if raw["color"] not in COLORS:
        raise ValueError(f"{where}: unknown colour {raw['color']!r}")
    by_position = dict(zip(order, raw["icons"]))
    icons = tuple(by_position.get(p, "hex") for p in POSITIONS)
    for icon in icons + (raw["dogma_icon"],):
        if icon not in COUNTED_ICONS and icon not in NOT_ICONS:
            raise ValueError(f"{where}: unknown icon {icon!r}")
    # The data carries no figure marker today; any of these fields would mark one.
    figure = bool(raw.get("figure") or raw.get("is_figure") or raw.get("type") == "figure")
    return Card(name=name, age=int(raw["age"]), color=raw["color"], icons=icons,  # type: ignore[arg-type]
                dogma_icon=raw["dogma_icon"], effect_kinds=tuple(e["kind"] for e in raw["effects"]),
                figure=figure)


@cache
def load_catalog(set_name: str) -> Catalog:
    """The catalog of a card set ('base' or 'base-ultimate'), built once and cached."""
    if set_name not in INNOVATION_SET_FILES:
        raise ValueError(f"unknown Innovation card set {set_name!r}")
    order = card_file(INNOVATION_SET_FILES[set_name]).get("icon_order", list(POSITIONS))
    cards: dict[str, Card] = {}
    by_age: dict[int, list[str]] = {}
    for raw in innovation_cards(set_name):
        card = _card(raw, order, set_name)
        if card.name in cards:
            raise ValueError(f"card {card.name!r} appears twice in set {set_name!r}")
        cards[card.name] = card
        by_age.setdefault(card.age, []).append(card.name)
    return Catalog(set_name, MappingProxyType(cards),
                   MappingProxyType({age: tuple(names) for age, names in sorted(by_age.items())}))
