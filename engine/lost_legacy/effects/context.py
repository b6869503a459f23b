"""What a card's rules see of the round: `Context`, the toolkit effects are written with.

Every effect and hook of a `CardRules` receives a `Context` as its first argument, and
nothing else of the game: it reads the table as the rules let a card read it (seats in the
round, discard piles, how many cards the Ruins hold, card speeds) and acts through the
primitives below, which keep hidden information, events and card hooks right. A primitive
that waits for a player is a generator: `target = yield from ctx.choose_one(...)`.

    >>> def lantern(ctx, me):            # "Look at the top card of the deck; you may swap it"
    ...     if ctx.look_at_deck_top(me) is not None:
    ...         yield from ctx.offer_exchange(me, ("deck", 0), "Swap it with your hand card?")

Seats are numbers in clockwise order; the player to the left of seat s is s + 1.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import ops
from ..errors import GameOver
from ..ops import Decision

if TYPE_CHECKING:
    from ..state import GameState, Slot


class Context:
    """The effects' facade over one round's state."""

    __slots__ = ("_gs",)

    def __init__(self, gs: GameState):
        self._gs = gs

    # --- reading the table -------------------------------------------------------------
    @property
    def seats(self) -> range:
        """Every seat, eliminated players included."""
        return self._gs.seats

    def clockwise(self, start: int) -> list[int]:
        """Seats in the round, clockwise from `start` (included when it is in the round)."""
        return self._gs.clockwise(start)

    def others(self, seat: int) -> list[int]:
        """The other seats in the round, clockwise from the left of `seat`."""
        return self._gs.others(seat)

    def discard(self, seat: int) -> list[str]:
        """A discard pile, top first, flipped cards included (they can still be targeted)."""
        return [card.card for card in self._gs.table.discards[seat]]

    def ruins_size(self) -> int:
        return len(self._gs.table.ruins)

    def speed(self, card: str) -> int | str | None:
        """1 to 8, or "X"."""
        return self._gs.catalog.cards[card].speed

    def is_lost_legacy(self, card: str) -> bool:
        return self._gs.catalog.rules(card).lost_legacy

    # --- events and decisions ----------------------------------------------------------
    def emit(self, kind: str, player: int | None = None, **fields: object) -> dict:
        """Record an event; `visible_to` hides its card, cards and swapped fields from other seats."""
        return self._gs.emit(kind, player, **fields)

    def choose(self, player: int, kind: str, prompt: str, options: list, low: int = 1, high: int = 1) -> Decision:
        """Wait for `player` to choose between `low` and `high` of `options`; the choice (a list).
        The prompt never names a hidden card: every viewer sees the pending decision."""
        return (yield from ops.choose(self._gs, player, kind, prompt, options, low, high))

    def choose_one(self, player: int, kind: str, prompt: str, options: list) -> Decision:
        """Wait for `player` to pick one of `options`; that option."""
        return (yield from ops.choose_one(self._gs, player, kind, prompt, options))

    def choose_other_player(self, me: int, prompt: str) -> Decision:
        """Wait for `me` to pick another seat in the round; that seat."""
        return (yield from ops.choose_one(self._gs, me, "target-player", prompt, self._gs.others(me)))

    # --- looking -------------------------------------------------------------------------
    def look_at_hand(self, looker: int, target: int, source: str | None) -> Decision:
        """`looker` looks at `target`'s hand because of the card `source`; the cards seen.
        Another player's passive hand cards trigger (unless `source` cancels them)."""
        from .. import flow  # the flow runs card hooks with a Context: imported when used

        return (yield from flow.look_at_hand(self._gs, looker, target, source))

    def look_at_ruins(self, looker: int, index: int) -> str:
        return ops.look_at_ruins(self._gs, looker, index)

    def look_at_deck_top(self, looker: int) -> str | None:
        """The top card of the deck, now known to `looker` (None when the deck is empty)."""
        return ops.look_at_deck_top(self._gs, looker)

    # --- moving cards ------------------------------------------------------------------
    def offer_exchange(self, me: int, other: tuple[str, int], prompt: str) -> Decision:
        """'You may swap your hand card with ...': ('deck', 0), ('ruins', i) or ('hand', seat).
        Optional and secret as the variant's `exchanges` say; True when swapped."""
        return (yield from ops.offer_exchange(self._gs, me, other, prompt))

    def deck_top_to_ruins(self, me: int) -> str | None:
        """The top card of the deck goes face down into the Ruins (`me` has seen it)."""
        return ops.deck_top_to_ruins(self._gs, me)

    def shuffle_ruins(self, player: int | None = None) -> None:
        ops.shuffle_ruins(self._gs, player)

    def into_ruins(self, player: int, slot: Slot, source: dict) -> None:
        """A revealed card (from `source`, e.g. {"hand": seat}) goes into the Ruins, which are shuffled."""
        ops.into_ruins(self._gs, player, slot, source)

    def take_from_discard(self, owner: int, card: str) -> Slot:
        """Take a card (the topmost copy) out of `owner`'s discard pile, as a revealed slot."""
        return ops.take_from_discard(self._gs, owner, card)

    def put_in_hand(self, seat: int, slot: Slot) -> None:
        """A card taken openly (from a discard pile) goes into `seat`'s hand."""
        ops.put_in_hand(self._gs, seat, slot)

    def discard_from_hand(self, seat: int, card: str) -> Decision:
        """`seat` discards `card` from their hand face up (its discard hook runs)."""
        from .. import flow

        return (yield from flow.discard_from_hand(self._gs, seat, card))

    def take_hand(self, taker: int, giver: int) -> list[str]:
        """`taker` takes every card of `giver`'s hand into their own (openly, face down)."""
        return ops.take_hand(self._gs, taker, giver)

    # --- the outcome -------------------------------------------------------------------
    def win(self, seat: int, reason: str = "card-effect") -> None:
        """`seat` wins the round at once."""
        raise GameOver([seat], reason)

    def eliminate(self, seat: int, cause: str | None) -> Decision:
        """Knock `seat` out of the round (the elimination rules, hooks and the end of the turn
        or of the round follow, see flow.eliminate)."""
        from .. import flow

        return (yield from flow.eliminate(self._gs, seat, cause))
