"""The card catalog: the cards of a set (and of the expansions beside it) as small frozen
records, loaded once per set and expansions.

    >>> cat = load_catalog("base")
    >>> cat["The Wheel"].age, cat["The Wheel"].color, cat["The Wheel"].dogma_icon
    (1, 'green', 'castle')
    >>> figs = load_catalog("base-ultimate", ("figures",))
    >>> daedalus = figs["Daedalus"]
    >>> daedalus.deck, daedalus.figure, daedalus.effect_kinds, daedalus.karma, daedalus.dogma_icon
    ('figures', True, (), ('achievement-access',), None)
    >>> len(figs.figures), len(figs.by_age[0]), figs["Fire"].deck
    (115, 15, 'base')
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache, cached_property
from types import MappingProxyType

from ..data import EXPANSION_BASE_SET, INNOVATION_EXPANSION_FILES, INNOVATION_SET_FILES, card_file, expansion_decrees

COLORS = ("blue", "red", "green", "yellow", "purple")
# The six icons of the canonical state; "avatar" (fourth edition) is a countable icon type of
# its own but not one of the six, and "hex" is an image, never an icon.
ICONS = ("crown", "leaf", "lightbulb", "castle", "factory", "clock")
# The age-0 icon (4th edition, Figures): a standard icon once age 0 is in play. Only age-0
# cards show it, and they are out of play until a figure brings the age-0 deck in, so
# counting it always changes nothing before then (its count stays 0).
AGE_ZERO_ICON = "meat"
# "icon type" in a figure's karma: the standard icons, the age-0 icon among them (it counts 0
# until age 0 is in play); not the avatar (the fourth edition's Empire ignores it too)
STANDARD_ICON_TYPES = ICONS + (AGE_ZERO_ICON,)
COUNTED_ICONS = ICONS + ("avatar", AGE_ZERO_ICON)
POSITIONS = ("top_left", "bottom_left", "bottom_middle", "bottom_right")
# not icons: the hex image, the hex with a music note (Echoes: a hex for every purpose), and the
# Echoes echo slot (where a card's echo effect is printed)
MUSIC_NOTE = "music-note"
HEXES = frozenset({"hex", MUSIC_NOTE})
ECHO_SLOT = "echo"
NOT_ICONS = HEXES | {ECHO_SLOT}
BONUS_PREFIX = "bonus-"     # "bonus-N": a bonus number (adds to the score), not an icon
BONUS_ICONS = frozenset(f"{BONUS_PREFIX}{n}" for n in range(1, 13))


@dataclass(frozen=True, slots=True)
class Card:
    """One card: its icons are listed in POSITIONS order ('hex' where there is no icon).

    A figure (deck 'figures') has no dogma: no featured icon (`dogma_icon` None) and no
    effect kinds; its karma effects are listed apart, by trigger kind (`karma`)."""

    name: str
    age: int
    color: str
    icons: tuple[str, str, str, str]
    dogma_icon: str | None
    effect_kinds: tuple[str, ...]
    figure: bool = False
    deck: str = "base"                  # the supply deck the card belongs to: 'base', 'figures' or 'echoes'
    karma: tuple[str, ...] = ()         # karma trigger kinds, in printed order (figures only)
    decree_permissions: tuple[str, ...] = ()    # decrees its karma lets you issue with fewer figures ('any')

    @property
    def has_demand(self) -> bool:
        return "demand" in self.effect_kinds

    def icon_at(self, position: str) -> str:
        return self.icons[POSITIONS.index(position)]

    def has_icon(self, icon: str) -> bool:
        return icon in self.icons

    @property
    def bonuses(self) -> tuple[int, ...]:
        """The bonus numbers the card shows (figures, Echoes cards), in POSITIONS order."""
        return tuple(int(i[len(BONUS_PREFIX):]) for i in self.icons if i in BONUS_ICONS)

    @property
    def echo_index(self) -> int | None:
        """Echoes: the index into `icons` of the slot printing the card's echo effect (None
        without one); the echo effect is the first of `effect_kinds` ('echo')."""
        return self.icons.index(ECHO_SLOT) if ECHO_SLOT in self.icons else None


@dataclass(frozen=True)
class Catalog:
    """Every card of one set, by name and by age (ages in data order)."""

    set_name: str
    cards: Mapping[str, Card]
    by_age: Mapping[int, tuple[str, ...]]
    decrees: tuple[str, ...] = ()       # the expansions' decrees (Figures), by name
    decree_colors: Mapping[str, str] = field(default_factory=dict)    # colour -> the decree of that colour

    def __getitem__(self, name: str) -> Card:
        return self.cards[name]

    def __contains__(self, name: object) -> bool:
        return name in self.cards

    def __len__(self) -> int:
        return len(self.cards)

    def deck(self, deck: str, age: int) -> tuple[str, ...]:
        """The cards of one deck ('base', 'figures' or 'echoes') of one age, in data order."""
        return self._decks.get((deck, age), ())

    @cached_property
    def _decks(self) -> dict[tuple[str, int], tuple[str, ...]]:
        found: dict[tuple[str, int], list[str]] = {}
        for age, names in self.by_age.items():
            for name in names:
                found.setdefault((self.cards[name].deck, age), []).append(name)
        return {key: tuple(names) for key, names in found.items()}

    @cached_property
    def figures(self) -> frozenset[str]:
        """The cards that are figures (figure fading looks for them after every action)."""
        return frozenset(name for name, card in self.cards.items() if card.figure)


def _card(raw: dict, order: list[str], set_name: str, deck: str = "base",
          icons_read: tuple[str, ...] | None = None, featured_read: str | None = None) -> Card:
    name = raw["name"]
    where = f"card {name!r} of set {set_name!r}"
    if raw["color"] not in COLORS:
        raise ValueError(f"{where}: unknown colour {raw['color']!r}")
    by_position = dict(zip(order, raw["icons"] if icons_read is None else icons_read))
    icons = tuple(by_position.get(p, "hex") for p in POSITIONS)
    featured = raw["dogma_icon"] if featured_read is None else featured_read
    for icon in icons + (() if featured is None else (featured,)):
        if icon not in COUNTED_ICONS and icon not in NOT_ICONS and icon not in BONUS_ICONS:
            raise ValueError(f"{where}: unknown icon {icon!r}")
    effects = raw["effects"]
    # Karma is not dogma: a figure's effects are all karma, and it has no dogma effect.
    karma = tuple(e["trigger"] for e in effects if e["kind"] == "karma")
    figure = deck == "figures" or bool(raw.get("figure"))
    if figure and (featured is not None or len(karma) != len(effects)):
        raise ValueError(f"{where}: a figure has no featured icon and only karma effects")
    return Card(name=name, age=int(raw["age"]), color=raw["color"], icons=icons,  # type: ignore[arg-type]
                dogma_icon=featured, effect_kinds=tuple(e["kind"] for e in effects if e["kind"] != "karma"),
                figure=figure, deck=deck, karma=karma,
                decree_permissions=tuple(e["decree"] for e in effects if e.get("trigger") == "decree-permission"))


def _files(set_name: str, expansions: tuple[str, ...]) -> list[tuple[str, str]]:
    """(deck, card file) of every card file a game of the set and expansions reads."""
    if set_name not in INNOVATION_SET_FILES:
        raise ValueError(f"unknown Innovation card set {set_name!r}")
    files = [("base", INNOVATION_SET_FILES[set_name])]
    for expansion in expansions:
        if expansion not in INNOVATION_EXPANSION_FILES:
            raise ValueError(f"unknown Innovation expansion {expansion!r}")
        if EXPANSION_BASE_SET[expansion] != set_name:
            raise ValueError(f"the {expansion} expansion goes with the {EXPANSION_BASE_SET[expansion]!r} set, "
                             f"not {set_name!r}")
        files += list(INNOVATION_EXPANSION_FILES[expansion].items())
    return files


# a disputed card's icons as a card reading reads them: (card, icons[, featured icon])
IconReading = tuple[str, tuple[str, ...]] | tuple[str, tuple[str, ...], str]


@cache
def load_catalog(set_name: str, expansions: tuple[str, ...] = (),
                 icon_readings: tuple[IconReading, ...] = ()) -> Catalog:
    """The catalog of a card set ('base' or 'base-ultimate') with the cards of the expansions
    named beside it (in that order), built once and cached. `icon_readings`: (card, icons in
    the data's icon order[, featured icon]) for cards whose icons the sources dispute, read so
    instead of as the data prints them (Echoes: Laser and Saxophone; Unseen: Joy Buzzer, whose
    featured icon differs too, and Opus Dei; variant cards.readings)."""
    read_as = {reading[0]: reading[1] for reading in icon_readings}
    featured_as = {reading[0]: reading[2] for reading in icon_readings if len(reading) > 2}
    cards: dict[str, Card] = {}
    by_age: dict[int, list[str]] = {}
    label = "+".join((set_name, *expansions))
    for deck, file_name in _files(set_name, expansions):
        data = card_file(file_name)
        order = data.get("icon_order", list(POSITIONS))
        for raw in data["cards"]:
            card = _card(raw, order, label, deck, read_as.get(raw["name"]), featured_as.get(raw["name"]))
            if card.name in cards:
                raise ValueError(f"card {card.name!r} appears twice in set {label!r}")
            cards[card.name] = card
            by_age.setdefault(card.age, []).append(card.name)
    raw_decrees = [d for expansion in expansions for d in expansion_decrees(expansion)]
    decrees = tuple(d["name"] for d in raw_decrees)
    clash = [name for name in decrees if name in cards]
    if clash:
        raise ValueError(f"decree names clash with card titles in set {label!r}: {clash}")
    return Catalog(label, MappingProxyType(cards),
                   MappingProxyType({age: tuple(names) for age, names in sorted(by_age.items())}), decrees,
                   MappingProxyType({d["color"]: d["name"] for d in raw_decrees}))
