"""Decisions, looks and card moves: the steps of the rules that trigger no card.

Each keeps the knowledge of every slot it touches right (see state.py) and records its
event. A step that needs a player's decision is a generator (`yield from ops.choose(...)`):
the round's generator passes the decision up to `Game`, which resumes it with the answer.
Steps that set off card hooks (a look at a hand, a discard, an elimination) are in
effects/context.py.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from ..gameplay import Decision
from .state import Discarded, GameState, Slot, Table

# A step that may wait for players: it yields what the round waits for (a Decision, or at the
# top of the round a legal.PlayStep), is resumed with the answer, and returns its result.
Steps = Generator[Any, Any, Any]


# --- decisions -----------------------------------------------------------------------------
def choose(gs: GameState, player: int, kind: str, prompt: str, options: list,
           low: int = 1, high: int = 1) -> Steps:
    """Wait for `player` to choose between `low` and `high` of `options`; the choice (a list).
    Prompts never name a hidden card: every viewer sees the pending decision."""
    decision = Decision(player, kind, prompt, options, low, high)
    gs.pending = decision
    answer = yield decision
    gs.pending = None
    return answer


def choose_one(gs: GameState, player: int, kind: str, prompt: str, options: list) -> Steps:
    """Wait for `player` to pick exactly one of `options`; that option."""
    answer = yield from choose(gs, player, kind, prompt, options)
    return answer[0]


# --- looking -------------------------------------------------------------------------------
def look_at_ruins(gs: GameState, looker: int, index: int) -> str:
    slot = gs.table.ruins[index]
    slot.seen.add(looker)
    gs.emit("look", player=looker, at={"ruins": index}, cards=[slot.card], visible_to=[looker])
    return slot.card


def look_at_deck_top(gs: GameState, looker: int) -> str | None:
    """The top card of the deck, now known to `looker` (None when the deck is empty)."""
    if not gs.table.deck:
        return None
    slot = gs.table.deck[0]
    slot.seen.add(looker)
    gs.emit("look", player=looker, at={"deck": 0}, cards=[slot.card], visible_to=[looker])
    return slot.card


# --- moving cards --------------------------------------------------------------------------
def draw(gs: GameState, seat: int) -> None:
    """`seat` draws the top card of the deck (the caller checks that there is one)."""
    slot = gs.table.deck.pop(0)
    slot.seen.add(seat)
    gs.table.hands[seat].append(slot)
    gs.emit("draw", player=seat, card=slot.card, visible_to=sorted(slot.seen))


def hand_to_discard(gs: GameState, seat: int, card: str) -> None:
    """A copy of `card` leaves `seat`'s hand for the top of their discard pile, face up."""
    hand = gs.table.hands[seat]
    hand.pop(next(i for i, slot in enumerate(hand) if slot.card == card))
    gs.table.discards[seat].insert(0, Discarded(card))


def offer_exchange(gs: GameState, me: int, other: tuple[str, int], prompt: str) -> Steps:
    """'You may swap your hand card with ...': ('deck', 0), ('ruins', i) or ('hand', seat).
    Optional and secret as the variant's `exchanges` say; True when swapped."""
    zone, key = other
    mine = gs.table.hands[me]
    if zone == "hand":
        theirs, index = gs.table.hands[key], 0
    elif zone in ("deck", "ruins"):
        theirs, index = getattr(gs.table, zone), key
    else:
        raise ValueError(f"cannot exchange with zone {zone!r}")
    if not mine or index >= len(theirs):
        return False
    party = {me, key} if zone == "hand" else {me}
    if gs.variant.exchanges.optional:
        answer = yield from choose_one(gs, me, "exchange", prompt, ["swap", "keep"])
    else:
        answer = "swap"
    swapped = answer == "swap"
    a, b = mine[0], theirs[index]
    if swapped:
        mine[0], theirs[index] = b, a
        a.seen |= party
        b.seen |= party
    secret = gs.variant.exchanges.secret
    if secret:            # outsiders cannot tell whether the cards moved
        a.seen &= party
        b.seen &= party
    for seat in party:
        gs.table.fix_hand_knowledge(seat)
    if zone == "hand":
        gs.table.fix_hand_knowledge(key)
    gs.emit("exchange", player=me, at={zone: key}, swapped=swapped,
            **({"visible_to": sorted(party)} if secret else {}))
    return swapped


def deck_top_to_ruins(gs: GameState, me: int) -> str | None:
    """The top card of the deck goes face down into the Ruins (`me` has seen it)."""
    if not gs.table.deck:
        return None
    slot = gs.table.deck.pop(0)
    slot.seen.add(me)
    gs.table.ruins.append(slot)
    gs.emit("to_ruins", player=me, source={"deck": 0}, cards=[slot.card], visible_to=sorted(slot.seen))
    return slot.card


def shuffle_ruins(gs: GameState, player: int | None = None) -> None:
    gs.rng.shuffle(gs.table.ruins)
    Table.forget(gs.table.ruins)
    gs.emit("shuffle", player=player, zone="ruins")


def shuffle_into_deck(gs: GameState, player: int, slot: Slot) -> None:
    """A revealed card goes into the deck, which is shuffled."""
    gs.table.deck.append(slot)
    gs.emit("to_deck", player=player, card=slot.card)
    gs.rng.shuffle(gs.table.deck)
    Table.forget(gs.table.deck)
    gs.emit("shuffle", player=player, zone="deck")


def into_ruins(gs: GameState, player: int, slot: Slot, source: dict) -> None:
    """A revealed card (from `source`, e.g. {"hand": seat}) goes into the Ruins, which are shuffled."""
    gs.table.ruins.append(slot)
    gs.emit("to_ruins", player=player, source=source, cards=[slot.card])
    shuffle_ruins(gs, player)


def take_from_discard(gs: GameState, owner: int, card: str) -> Slot:
    """Take a card (the topmost copy) out of `owner`'s discard pile, as a revealed slot."""
    pile = gs.table.discards[owner]
    pile.pop(next(i for i, d in enumerate(pile) if d.card == card))
    return Slot(card, gs.seats)


def put_in_hand(gs: GameState, seat: int, slot: Slot) -> None:
    """A card (taken openly, e.g. from a discard pile) goes into `seat`'s hand."""
    slot.seen.add(seat)
    gs.table.hands[seat].append(slot)
    gs.emit("to_hand", player=seat, cards=[slot.card], visible_to=sorted(slot.seen))


def take_hand(gs: GameState, taker: int, giver: int) -> list[str]:
    """`taker` takes every card of `giver`'s hand into their own (openly, face down)."""
    slots = gs.table.hands[giver]
    gs.table.hands[giver] = []
    for slot in slots:
        slot.seen.add(taker)
        gs.table.hands[taker].append(slot)
    cards = [slot.card for slot in slots]
    gs.emit("take", player=taker, source={"hand": giver}, cards=cards, visible_to=sorted({taker, giver}))
    return cards
