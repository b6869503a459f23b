"""What a card's rules see of the round: `Context`, the toolkit effects are written with, and
the steps that set off card hooks (`run_hook` and the looks, discards and eliminations whose
hooks it runs).

Every effect and hook of a `CardRules` receives a `Context` as its first argument, and
nothing else of the game: it reads the table as the rules let a card read it (seats in the
round, discard piles, how many cards the Ruins hold, card speeds) and acts through the
primitives below, which keep hidden information, events and card hooks right. A primitive
that waits for a player is a generator: `target = yield from ctx.choose_one(...)`.

    >>> def lantern(ctx, me):            # "Look at the top card of the deck; you may swap it"
    ...     if ctx.look_at_deck_top(me) is not None:
    ...         yield from ctx.offer_exchange(me, ("deck", 0), "Swap it with your hand card?")

Seats are numbers in clockwise order; the player to the left of seat s is s + 1.

The hook steps live here, beside `Context`, because the two call each other: a hook receives a
Context, and a Context's look, discard or elimination runs the hooks of the cards it touches.
The flow of the round (flow.py) calls them; nothing here knows the round.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import Any

from .. import ops
from ..errors import GameOver, TurnEnded
from ..ops import Steps
from ..state import Discarded, GameState, Slot


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

    def choose(self, player: int, kind: str, prompt: str, options: list, low: int = 1, high: int = 1) -> Steps:
        """Wait for `player` to choose between `low` and `high` of `options`; the choice (a list).
        The prompt never names a hidden card: every viewer sees the pending decision."""
        return (yield from ops.choose(self._gs, player, kind, prompt, options, low, high))

    def choose_one(self, player: int, kind: str, prompt: str, options: list) -> Steps:
        """Wait for `player` to pick one of `options`; that option."""
        return (yield from ops.choose_one(self._gs, player, kind, prompt, options))

    def choose_other_player(self, me: int, prompt: str) -> Steps:
        """Wait for `me` to pick another seat in the round; that seat."""
        return (yield from ops.choose_one(self._gs, me, "target-player", prompt, self._gs.others(me)))

    # --- looking -------------------------------------------------------------------------
    def look_at_hand(self, looker: int, target: int, source: str | None) -> Steps:
        """`looker` looks at `target`'s hand because of the card `source`; the cards seen.
        Another player's passive hand cards trigger (unless `source` cancels them)."""
        return (yield from look_at_hand(self._gs, looker, target, source))

    def look_at_ruins(self, looker: int, index: int) -> str:
        return ops.look_at_ruins(self._gs, looker, index)

    def look_at_deck_top(self, looker: int) -> str | None:
        """The top card of the deck, now known to `looker` (None when the deck is empty)."""
        return ops.look_at_deck_top(self._gs, looker)

    # --- moving cards ------------------------------------------------------------------
    def offer_exchange(self, me: int, other: tuple[str, int], prompt: str) -> Steps:
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

    def discard_from_hand(self, seat: int, card: str) -> Steps:
        """`seat` discards `card` from their hand face up (its discard hook runs)."""
        return (yield from discard_from_hand(self._gs, seat, card))

    def take_hand(self, taker: int, giver: int) -> list[str]:
        """`taker` takes every card of `giver`'s hand into their own (openly, face down)."""
        return ops.take_hand(self._gs, taker, giver)

    # --- the outcome -------------------------------------------------------------------
    def win(self, seat: int, reason: str = "card-effect") -> None:
        """`seat` wins the round at once."""
        raise GameOver([seat], reason)

    def eliminate(self, seat: int, cause: str | None) -> Steps:
        """Knock `seat` out of the round (the elimination rules, hooks and the end of the turn
        or of the round follow, see `eliminate`)."""
        return (yield from eliminate(self._gs, seat, cause))


# --- the steps that set off card hooks -------------------------------------------------------
def run_hook(gs: GameState, hook: Callable[..., Any], *args: Any) -> Steps:
    """Run a card hook with the effects' facade: a generator is resumed to its end (passing
    its decisions up), anything else is its own result."""
    result = hook(Context(gs), *args)
    if inspect.isgenerator(result):
        return (yield from result)
    return result


def discarded(gs: GameState, seat: int, card: str) -> Steps:
    """`card` has just entered the discard pile of `seat`: its discard hook, if they are in the round."""
    rules = gs.catalog.rules(card)
    if rules.on_discarded is not None and not gs.eliminated[seat]:
        yield from run_hook(gs, rules.on_discarded, seat)


def discard_from_hand(gs: GameState, seat: int, card: str) -> Steps:
    """`seat` discards `card` from their hand face up."""
    ops.hand_to_discard(gs, seat, card)
    gs.emit("discard", player=seat, card=card)
    yield from discarded(gs, seat, card)


def look_at_hand(gs: GameState, looker: int, target: int, source: str | None) -> Steps:
    """`looker` looks at `target`'s hand because of the card `source`; the cards seen. When
    the hand is another player's, its passive cards trigger (unless `source` cancels them)."""
    slots = gs.table.hands[target]
    cards = [slot.card for slot in slots]
    for slot in slots:
        slot.seen.add(looker)
    gs.emit("look", player=looker, at={"hand": target}, cards=cards, visible_to=sorted({looker, target}),
            source=source)
    if looker != target and source is not None:
        cancels = gs.catalog.rules(source).cancels
        for card in cards:
            rules = gs.catalog.rules(card)
            # a trigger earlier in the hand may have moved this card away
            still_held = any(slot.card == card for slot in gs.table.hands[target])
            if rules.on_looked_at is not None and card not in cancels and still_held:
                gs.emit("trigger", player=target, card=card, looker=looker, source=source)
                yield from run_hook(gs, rules.on_looked_at, target, looker, source)
    return cards


def eliminate(gs: GameState, seat: int, cause: str | None) -> Steps:
    """Knock `seat` out of the round: their hand card is discarded face up (a Lost Legacy
    follows its own rule or the variant's), their discard triggers run and flip; then the
    last player standing wins, or the turn ends."""
    if gs.eliminated[seat]:
        return
    gs.eliminating += 1
    try:
        gs.eliminated[seat] = True
        gs.emit("eliminate", player=seat, cause=cause)
        hand, gs.table.hands[seat] = gs.table.hands[seat], []
        for slot in hand:
            slot.seen = set(gs.seats)
            rules = gs.catalog.rules(slot.card)
            if rules.on_eliminated_in_hand is not None:
                yield from run_hook(gs, rules.on_eliminated_in_hand, seat, slot)
            elif rules.lost_legacy and gs.variant.elimination.lost_legacy_in_hand == "shuffle-into-deck":
                ops.shuffle_into_deck(gs, seat, slot)
            else:
                gs.table.discards[seat].insert(0, Discarded(slot.card))
                gs.emit("discard", player=seat, card=slot.card)
        for card in list(gs.table.discards[seat]):
            rules = gs.catalog.rules(card.card)
            if card.flipped or rules.on_owner_eliminated is None:
                continue
            gs.emit("trigger", player=seat, card=card.card, cause="eliminated")
            yield from run_hook(gs, rules.on_owner_eliminated, seat)
            if card in gs.table.discards[seat]:
                card.flipped = True
                gs.emit("flip", player=seat, card=card.card)
    finally:
        gs.eliminating -= 1
    if gs.eliminating == 0:
        live = gs.clockwise(0)
        if len(live) <= 1 and gs.variant.elimination.last_player_wins:
            raise GameOver(live, "elimination")
        raise TurnEnded()
