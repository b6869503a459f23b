"""The expansion set, Flying Garden: the cards the card data knows so far.

The data lists nine more cards (Saint, Necromancer, False Information and others) with no
speed or effect; each gets its rules here once the data has them. The flow already calls the
hooks they need: a discard-pile trigger on elimination with the flip (Saint), and
`ctx.take_from_discard` / `ctx.discard` for cards that target discard piles, flipped cards included.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..effects import Context, Registry, Steps

if TYPE_CHECKING:
    from ..state import Slot

CARDS = Registry()


# --- X Wound: passive --------------------------------------------------------------------
def _wound_discarded(ctx: Context, owner: int) -> Steps:
    if ctx.discard(owner).count("Wound") >= 2:
        yield from ctx.eliminate(owner, "Wound")


CARDS.passive(
    "Wound", on_discarded=_wound_discarded,
    reading="Checked whenever a Wound enters its owner's discard pile: the second one eliminates at once.")


# --- 8 Curse -----------------------------------------------------------------------------
@CARDS.card("Curse",
            reading="Any player in the round may be chosen, yourself included (the statement says 'a "
                    "player'); looking at another player's hand triggers Girl of Fate and Sneak Attack; an "
                    "X card equals no number.")
def curse(ctx: Context, me: int) -> Steps:
    target = yield from ctx.choose_one(me, "target-player", "Choose a player whose hand you look at",
                                        ctx.clockwise(me))
    number = yield from ctx.choose_one(me, "name-speed", "Name a speed from 1 to 8", list(range(1, 9)))
    ctx.emit("name", player=me, target=target, number=number)
    cards = yield from ctx.look_at_hand(me, target, "Curse")
    if any(ctx.speed(card) == number for card in cards):
        yield from ctx.eliminate(target, "Curse")


# --- 5 Lost Legacy: Flying Garden --------------------------------------------------------
NAME = "Lost Legacy: Flying Garden"


def _garden_played(ctx: Context, me: int) -> None:
    ctx.into_ruins(me, ctx.take_from_discard(me, NAME), {"discard": me})


def _garden_eliminated(ctx: Context, seat: int, slot: Slot) -> None:
    ctx.into_ruins(seat, slot, {"hand": seat})


CARDS.passive(NAME, play=_garden_played, lost_legacy=True, on_eliminated_in_hand=_garden_eliminated,
              reading="Played, or in the hand of an eliminated player, it is shuffled into the Ruins.")
