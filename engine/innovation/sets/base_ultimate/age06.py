"""Age 6 of the fourth-edition (Ultimate) base set: Atomic Theory, Encyclopedia,
Industrialization, Machine Tools, Classification, Metric System, Canning, Vaccination,
Democracy, Emancipation.

One function per printed effect, named after the card and the effect number; the card rules
are those of engine/data/cards/base-ultimate.json (fourth-edition wording only). Decisions
use the shared helpers of engine/innovation/sets/helpers.py: an optional splay offers only
the colours it would change (min 0, max 1), a yes / no question is ["yes", "no"] (min 1,
max 1), and cards going to one pile are ordered by the player only when two of them share
that pile. Scored and transferred cards go to a score pile, whose order never shows: no
order is asked for them.

Democracy compares what each player returned "through Democracy during this action": it
keeps its totals in `ctx.action_memory`, which a self-executed Democracy shares.

The cards that play exactly as in the third edition are inherited from the base set
(engine/innovation/sets/base/age06.py) and not registered here: Atomic Theory, Machine
Tools, Classification, Metric System, Canning and Emancipation. Industrialization reuses the
base function of its splay.
"""

from __future__ import annotations

from .. import helpers
from ..base import age06 as base
from .wordings import EFFECTS

# --- small helpers (private to this module) -----------------------------------------------------

def _values(ctx) -> list[int]:
    """The values "choose a value" offers: 1 to the variant's last age (11)."""
    return ctx.gs.choosable_values()


RETURN_ORDER = "Order in which to return them (the first goes under its deck first)"
MELD_ORDER = "Order in which to meld them (the last one melded ends on top)"


# --- Encyclopedia -----------------------------------------------------------------------------------

def encyclopedia_1(ctx):
    """Choose a value (1 to 11); optional, all or none: meld every card of that value from your
    score pile, in your order. With an empty score pile no value could change anything, so
    none is asked; a value with no card in your score pile ends the effect."""
    if not ctx.score_pile():
        return
    value = yield from ctx.choose_one(_values(ctx), kind="choose_value",
                                      prompt="Choose a value: you may meld every card of that value "
                                             "from your score pile")
    cards = [n for n in ctx.score_pile() if ctx.value(n) == value]
    if not cards:
        return
    if not (yield from helpers.confirm(ctx, "meld_score_value",
                                       f"Meld every card of value {value} from your score pile?")):
        return
    order = yield from helpers.in_order(ctx, cards, "color", kind="meld_order", prompt=MELD_ORDER)
    for name in order:
        ctx.meld(name, src=ctx.zone("score"))


def encyclopedia_2(ctx):
    """Optional: junk an available standard achievement of value 5, 6 or 7."""
    yield from ctx.junk_achievement([5, 6, 7], optional=True,
                                    prompt="You may junk an available achievement of value 5, 6 or 7")


# --- Industrialization --------------------------------------------------------------------------------

def industrialization_1(ctx):
    """Draw a 6 and tuck it, three times. Then, if you alone have the most visible clocks
    (strictly more than every other player), return your top red card."""
    for _ in range(3):
        ctx.draw_and_tuck(6)
    mine = ctx.icons()["clock"]
    if all(mine > ctx.icons(seat)["clock"] for seat in ctx.others()):
        red = ctx.top_card("red")
        if red is not None:
            ctx.return_card(red, src=ctx.zone("board"))


# --- Vaccination --------------------------------------------------------------------------------------------


def vaccination_1(ctx):
    """Demand: choose a value present in your score pile and return every card of that value
    from it (your order); if you returned any, draw and meld a 6."""
    values = sorted({ctx.value(n) for n in ctx.score_pile()})
    value = yield from ctx.choose_one(values, kind="return_value",
                                      prompt="Choose a value of your score pile: return every card of it")
    if value is None:
        return
    cards = [n for n in ctx.score_pile() if ctx.value(n) == value]
    order = yield from helpers.in_order(ctx, cards, "age", kind="return_order", prompt=RETURN_ORDER)
    for name in order:
        ctx.return_card(name, src=ctx.zone("score"))
    ctx.memory.demand_returned = True
    ctx.draw_and_meld(6)


def vaccination_2(ctx):
    """If the demand made any player return a card during this dogma action, draw and meld a 7."""
    if ctx.memory.demand_returned:
        ctx.draw_and_meld(7)


# --- Democracy ------------------------------------------------------------------------------------------------


def democracy_1(ctx):
    """Optional: return any number of cards from your hand (your order). Then, if the total you
    have returned through Democracy during this action is greater than the total of every
    opponent, draw and score an 8."""
    hand = ctx.hand()
    picked = yield from ctx.choose(hand, kind="return", min=0, max=len(hand),
                                   prompt="Return as many cards from your hand as you like")
    order = yield from helpers.in_order(ctx, picked, "age", kind="return_order", prompt=RETURN_ORDER)
    for name in order:
        ctx.return_card(name)
    totals = ctx.action_memory.per_player     # cards returned through Democracy, this action
    totals[ctx.player] = totals.get(ctx.player, 0) + len(order)
    mine = totals[ctx.player]
    if all(mine > totals.get(seat, 0) for seat in ctx.opponents()):
        ctx.draw_and_score(8)


EFFECTS.register("Encyclopedia", [encyclopedia_1, encyclopedia_2])
EFFECTS.register("Industrialization", [industrialization_1, base.industrialization_2])
EFFECTS.register("Vaccination", [vaccination_1, vaccination_2])
EFFECTS.register("Democracy", [democracy_1])
