"""The state of a round: the cards on the table, who knows which hidden card, the seats.

Every hidden card sits in a `Slot` that records the seats that know its identity. Knowledge
follows the card when it moves openly (a draw, Old Map, a Sneak Attack take), is lost by
everyone when its zone is shuffled, and is lost by outsiders when a secret exchange may or may
not have happened. A hand card is always known to its holder. Discards are face up.

`GameState` is plain data plus the readings every module shares (seats in clockwise order,
events); the setup, the flow and the card moves (ops) change it, and card effects reach it
only through `effects.context.Context`.

Seats are numbered in clockwise order: the player to the left of seat s is s + 1.

    >>> t = Table(players=2)
    >>> t.hands[0].append(Slot("Search", {0}))
    >>> t.names()
    ['Search']
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator
from random import Random
from typing import TYPE_CHECKING

from ..gameplay import Decision

if TYPE_CHECKING:
    from ..variants.lost_legacy import LostLegacyVariant
    from .cards import Catalog


class Slot:
    """A face-down card and the seats that know what it is."""

    __slots__ = ("card", "seen")

    def __init__(self, card: str, seen: Iterable[int] = ()):
        self.card = card
        self.seen: set[int] = set(seen)

    def __repr__(self) -> str:
        return f"Slot({self.card!r}, {sorted(self.seen)})"


class Discarded:
    """A face-up card in a player's discard pile; `flipped` once its discard trigger ran."""

    __slots__ = ("card", "flipped")

    def __init__(self, card: str, flipped: bool = False):
        self.card = card
        self.flipped = flipped

    def __repr__(self) -> str:
        return f"Discarded({self.card!r}{', flipped' if self.flipped else ''})"


class Table:
    """Hands, discard piles (top first), the deck (top first), the Ruins and the box."""

    def __init__(self, players: int):
        self.hands: list[list[Slot]] = [[] for _ in range(players)]
        self.discards: list[list[Discarded]] = [[] for _ in range(players)]
        self.deck: list[Slot] = []
        self.ruins: list[Slot] = []
        self.out_of_play: list[Slot] = []

    def zones(self) -> Iterator[tuple[str, str]]:
        """(where, card) for every card, in a fixed order."""
        for seat, hand in enumerate(self.hands):
            for slot in hand:
                yield f"players[{seat}].hand", slot.card
        for seat, pile in enumerate(self.discards):
            for card in pile:
                yield f"players[{seat}].discard", card.card
        for name in ("deck", "ruins", "out_of_play"):
            for slot in getattr(self, name):
                yield name, slot.card

    def names(self) -> list[str]:
        return [card for _, card in self.zones()]

    def conservation_problems(self, expected: Counter) -> list[str]:
        """Differences between the cards on the table and the deck's cards (empty: conserved)."""
        found = Counter(self.names())
        problems = []
        for name in sorted(set(found) | set(expected)):
            if found[name] != expected[name]:
                places = sorted({where for where, card in self.zones() if card == name})
                problems.append(f"'{name}': {found[name]} on the table ({', '.join(places) or 'nowhere'}), "
                                f"the deck has {expected[name]}")
        return problems

    def fix_hand_knowledge(self, seat: int) -> None:
        """A holder always knows their own hand cards."""
        for slot in self.hands[seat]:
            slot.seen.add(seat)

    @staticmethod
    def forget(slots: Iterable[Slot]) -> None:
        """A shuffled zone: nobody knows which card is where any more."""
        for slot in slots:
            slot.seen.clear()


class GameState:
    """One round: the variant and card data it is played with, the table, the turn, the log."""

    def __init__(self, variant: LostLegacyVariant, catalog: Catalog, names: list[str], seed: int,
                 deck: list[str]):
        self.variant = variant
        self.catalog = catalog
        self.names = names
        self.rng = Random(seed)
        self.deck_cards = Counter(deck)      # what conservation checks against
        self.deck_list = deck                # the deck's cards in card-data order (the deal shuffles them)
        self.table = Table(len(names))
        self.eliminated = [False] * len(names)
        self.current = 0
        self.number = 1
        self.phase = "play"
        self.pending: Decision | None = None
        self.investigation: dict | None = None
        self.result: dict | None = None
        self.log: list[dict] = []
        # how many eliminations are running inside each other (a Sneak Attack eliminating the
        # looker while Wound eliminates its owner); the outermost one ends the turn
        self.eliminating = 0

    @property
    def seats(self) -> range:
        return range(len(self.names))

    def emit(self, kind: str, player: int | None = None, **fields: object) -> dict:
        """Record an event. An event with `visible_to` shows its hidden fields (card, cards,
        swapped) only to those seats (see view.view_events)."""
        event: dict[str, object] = {"type": kind}
        if player is not None:
            event["player"] = player
        event.update(fields)
        self.log.append(event)
        return event

    def clockwise(self, start: int) -> list[int]:
        """Seats in the round, clockwise from `start` (included when it is in the round)."""
        n = len(self.names)
        return [(start + i) % n for i in range(n) if not self.eliminated[(start + i) % n]]

    def others(self, seat: int) -> list[int]:
        """The other seats in the round, clockwise from the left of `seat`."""
        return [s for s in self.clockwise(seat + 1) if s != seat]

    def left_of(self, seat: int) -> int:
        """The next seat in the round clockwise (`seat` itself when nobody else is left)."""
        n = len(self.names)
        for step in range(1, n + 1):
            other = (seat + step) % n
            if not self.eliminated[other]:
                return other
        return seat
