"""Age 6 of the base set: Atomic Theory, Encyclopedia, Industrialization, Machine Tools,
Classification, Metric System, Canning, Vaccination, Democracy, Emancipation.

One function per printed effect, named after the card and the effect number; the card rules
are those of engine/data/cards/base.json. Industrialization counts differently in the first
edition and registers one list per wording; the other cards read the same in both.
"""

from __future__ import annotations

from ...cards import COLORS
from ..helpers import confirm, in_order
from ..helpers import optional_splay as _optional_splay
from .wordings import BOTH, EFFECTS, FIRST, THIRD

# --- small helpers (private to this module) -----------------------------------------------------

def _top_cards_without(ctx, icon: str) -> list[str]:
    """Your top cards with no `icon`, fixed now, in colour order."""
    tops = [ctx.top_card(color) for color in COLORS]
    return [name for name in tops if name is not None and not ctx.info(name).has_icon(icon)]


# --- Atomic Theory --------------------------------------------------------------------------------

def atomic_theory_1(ctx):
    """Optional: splay your blue cards right."""
    yield from _optional_splay(ctx, ["blue"], "right")


def atomic_theory_2(ctx):
    """Draw a 7 and meld it."""
    ctx.draw_and_meld(7)


# --- Encyclopedia -----------------------------------------------------------------------------------

def encyclopedia_1(ctx):
    """Optional, all or nothing: meld every card tied for highest value in your score pile,
    in the order you choose."""
    highest = ctx.highest(ctx.score_pile())
    if not highest:
        return
    if not (yield from confirm(ctx, "meld_highest_score", "Meld every highest card of your score pile?")):
        return
    order = yield from in_order(ctx, highest, "color", kind="meld_order", prompt="Order in which to meld them (the last one melded ends on top)")
    for name in order:
        ctx.meld(name, src=ctx.zone("score"))


# --- Industrialization --------------------------------------------------------------------------------

def _draw_and_tuck_sixes(ctx, times: int) -> None:
    for _ in range(times):
        ctx.draw_and_tuck(6)


def industrialization_1(ctx):
    """Third edition: draw and tuck a 6 for each colour of yours showing at least one factory
    (counted once, before any tuck)."""
    colors = [c for c in COLORS if ctx.pile(c) and ctx.pile_icons(c)["factory"] >= 1]
    _draw_and_tuck_sixes(ctx, len(colors))


def industrialization_1_first(ctx):
    """First edition: draw and tuck a 6 for every two visible factories on your board."""
    _draw_and_tuck_sixes(ctx, ctx.icons()["factory"] // 2)


def industrialization_2(ctx):
    """Optional: splay your red or your purple pile right."""
    yield from _optional_splay(ctx, ["red", "purple"], "right")


# --- Machine Tools -------------------------------------------------------------------------------------

def machine_tools_1(ctx):
    """Draw and score a card of the highest value in your score pile (empty: a 1)."""
    value = max((ctx.value(n) for n in ctx.score_pile()), default=ctx.value(None))
    ctx.draw_and_score(max(value, 1), written=False)


# --- Classification --------------------------------------------------------------------------------------

def classification_1(ctx):
    """Reveal a card from your hand; every opponent hands you every card of its colour they
    hold; then meld every card of that colour from your hand, in the order you choose."""
    revealed = yield from ctx.choose_one(ctx.hand(), kind="reveal", prompt="Reveal a card from your hand")
    if revealed is None:
        return
    ctx.reveal(revealed)
    color = ctx.info(revealed).color
    mine = ctx.zone("hand")
    for seat in ctx.opponents():
        for name in ctx.hand(seat):
            if ctx.info(name).color == color:
                ctx.transfer(name, ctx.zone("hand", seat), mine)
    same = [n for n in ctx.hand() if ctx.info(n).color == color]
    order = yield from in_order(ctx, same, "color", kind="meld_order", prompt=f"Order in which to meld your {color} cards (the last one ends on top)")
    for name in order:
        ctx.meld(name)


# --- Metric System ---------------------------------------------------------------------------------------

def metric_system_1(ctx):
    """If your green pile is splayed right, you may splay any one colour of yours right."""
    if ctx.splay_of("green") == "right":
        yield from _optional_splay(ctx, COLORS, "right")


def metric_system_2(ctx):
    """Optional: splay your green cards right."""
    yield from _optional_splay(ctx, ["green"], "right")


# --- Canning ------------------------------------------------------------------------------------------------

def canning_1(ctx):
    """Optional: draw and tuck a 6; if you did, score each of your top cards without a factory
    (the set fixed right after the tuck)."""
    if not (yield from confirm(ctx, "draw_and_tuck", "Draw and tuck a 6, then score your top cards without a factory?")):
        return
    if ctx.draw_and_tuck(6) is None:
        return
    for name in _top_cards_without(ctx, "factory"):
        ctx.score(name, src=ctx.zone("board"))


def canning_2(ctx):
    """Optional: splay your yellow cards right."""
    yield from _optional_splay(ctx, ["yellow"], "right")


# --- Vaccination --------------------------------------------------------------------------------------------


def vaccination_1(ctx):
    """Demand: return every card tied for lowest value in your score pile; if you returned any,
    draw and meld a 6."""
    lowest = ctx.lowest(ctx.score_pile())
    order = yield from in_order(ctx, lowest, "age", kind="return_order", prompt="Order in which to return them (the first goes under the pile first)")
    for name in order:
        ctx.return_card(name, src=ctx.zone("score"))
    if lowest:
        ctx.memory.demand_returned = True
        ctx.draw_and_meld(6)


def vaccination_2(ctx):
    """If the demand made anyone return a card during this dogma action, draw and meld a 7."""
    if ctx.memory.demand_returned:
        ctx.draw_and_meld(7)


# --- Democracy ------------------------------------------------------------------------------------------------


def democracy_1(ctx):
    """Optional: return any number of cards from your hand; if your Democracy total this action
    is strictly above every other player's so far, draw and score an 8."""
    picked = yield from ctx.choose(ctx.hand(), kind="return", min=0, max=len(ctx.hand()), ordered=True,
                                   prompt="Return any number of cards from your hand, in the order given")
    for name in picked:
        ctx.return_card(name)
    totals = ctx.memory.per_player            # cards returned by each player, this dogma action
    totals[ctx.player] = totals.get(ctx.player, 0) + len(picked)
    best_other = max((n for seat, n in totals.items() if seat != ctx.player), default=0)
    if totals[ctx.player] > best_other:
        ctx.draw_and_score(8)


# --- Emancipation -----------------------------------------------------------------------------------------------

def emancipation_1(ctx):
    """Demand: transfer a card of your choice from your hand to my score pile; if you do, draw a 6."""
    name = yield from ctx.choose_one(ctx.hand(), kind="transfer", prompt="Card to give to the launcher's score pile")
    if name is None:
        return
    ctx.transfer(name, ctx.zone("hand"), ctx.zone("score", ctx.launcher))
    ctx.draw(6)


def emancipation_2(ctx):
    """Optional: splay your red or your purple pile right."""
    yield from _optional_splay(ctx, ["red", "purple"], "right")


EFFECTS.register("Atomic Theory", [atomic_theory_1, atomic_theory_2], BOTH)
EFFECTS.register("Encyclopedia", [encyclopedia_1], BOTH)
EFFECTS.register("Industrialization", [industrialization_1, industrialization_2], THIRD)
EFFECTS.register("Industrialization", [industrialization_1_first, industrialization_2], FIRST)
EFFECTS.register("Machine Tools", [machine_tools_1], BOTH)
EFFECTS.register("Classification", [classification_1], BOTH)
EFFECTS.register("Metric System", [metric_system_1, metric_system_2], BOTH)
EFFECTS.register("Canning", [canning_1, canning_2], BOTH)
EFFECTS.register("Vaccination", [vaccination_1, vaccination_2], BOTH)
EFFECTS.register("Democracy", [democracy_1], BOTH)
EFFECTS.register("Emancipation", [emancipation_1, emancipation_2], BOTH)
