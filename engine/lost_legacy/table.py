"""The cards on the table: zones of slots, and who knows which card is in which slot.

Every hidden card sits in a `Slot` that records the seats that know its identity. Knowledge
follows the card when it moves openly (a draw, Old Map, a Sneak Attack take), is lost by
everyone when its zone is shuffled, and is lost by outsiders when a secret exchange may or may
not have happened. A hand card is always known to its holder. Discards are face up.

    >>> t = Table(players=2)
    >>> t.hands[0].append(Slot("Search", {0}))
    >>> t.names()
    ['Search']
"""

from __future__ import annotations

from collections import Counter


class Slot:
    """A face-down card and the seats that know what it is."""

    __slots__ = ("card", "seen")

    def __init__(self, card: str, seen=()):
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

    def zones(self):
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
        for slot in self.hands[seat]:
            slot.seen.add(seat)

    @staticmethod
    def forget(slots) -> None:
        for slot in slots:
            slot.seen.clear()
