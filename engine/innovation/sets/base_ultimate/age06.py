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
keeps its totals in `ctx.action_flags`, which a self-executed Democracy shares.
"""

from __future__ import annotations

from ...cards import COLORS
from ...effects import register
from .. import helpers
from .wordings import FOURTH


# --- small helpers (private to this module) -----------------------------------------------------

def _values(ctx) -> list[int]:
    """The values "choose a value" offers: 1 to the variant's last age (11)."""
    return list(range(1, ctx.rules.age_max + 1))


def _top_cards_without(ctx, icon: str) -> list[str]:
    """Your top cards with no `icon`, fixed now, in colour order (one per colour)."""
    return [name for name in helpers.tops(ctx) if not ctx.info(name).has_icon(icon)]


RETURN_ORDER = "Order in which to return them (the first goes under its deck first)"
MELD_ORDER = "Order in which to meld them (the last one melded ends on top)"


# --- Atomic Theory --------------------------------------------------------------------------------

def atomic_theory_1(ctx):
    """Optional: splay your blue cards right."""
    yield from helpers.optional_splay(ctx, ["blue"], "right")


def atomic_theory_2(ctx):
    """Draw a 7 and meld it."""
    ctx.draw_and_meld(7)


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


def industrialization_2(ctx):
    """Optional: splay your red or your purple cards right."""
    yield from helpers.optional_splay(ctx, ["red", "purple"], "right")


# --- Machine Tools -------------------------------------------------------------------------------------

def machine_tools_1(ctx):
    """Draw and score a card of the highest value in your score pile (empty: value 0, a 1)."""
    value = max((ctx.value(n) for n in ctx.score_pile()), default=ctx.value(None))
    ctx.draw_and_score(max(value, 1))


# --- Classification --------------------------------------------------------------------------------------

def classification_1(ctx):
    """Reveal a card from your hand; transfer to your hand every card of its colour from every
    opponent's hand (teammates excluded); then meld every card of that colour from your hand,
    in your order."""
    revealed = yield from ctx.choose_one(ctx.hand(), kind="reveal", prompt="Reveal a card from your hand")
    if revealed is None:
        return
    ctx.reveal(revealed)
    color = ctx.info(revealed).color
    for seat in ctx.opponents():
        for name in ctx.hand(seat):
            if ctx.info(name).color == color:
                ctx.transfer(name, ctx.zone("hand", seat), ctx.zone("hand"))
    same = [n for n in ctx.hand() if ctx.info(n).color == color]
    order = yield from helpers.in_order(ctx, same, "color", kind="meld_order", prompt=MELD_ORDER)
    for name in order:
        ctx.meld(name)


# --- Metric System ---------------------------------------------------------------------------------------

def metric_system_1(ctx):
    """If your green cards are splayed right (now), optional: splay any one colour right."""
    if ctx.splay_of("green") == "right":
        yield from helpers.optional_splay(ctx, COLORS, "right")


def metric_system_2(ctx):
    """Optional: splay your green cards right."""
    yield from helpers.optional_splay(ctx, ["green"], "right")


# --- Canning ------------------------------------------------------------------------------------------------

def canning_1(ctx):
    """Optional: draw and tuck a 6. If you tucked a card, score the top card of each colour
    whose top card has no factory (the set fixed right after the tuck: a card uncovered by a
    score is not checked)."""
    if not (yield from helpers.confirm(ctx, "draw_and_tuck",
                                       "Draw and tuck a 6, then score your top cards without a factory?")):
        return
    if ctx.draw_and_tuck(6) is None:
        return
    for name in _top_cards_without(ctx, "factory"):
        ctx.score(name, src=ctx.zone("board"))


def canning_2(ctx):
    """Optional: splay your yellow cards right."""
    yield from helpers.optional_splay(ctx, ["yellow"], "right")


# --- Vaccination --------------------------------------------------------------------------------------------

VACCINATION_RETURNED = "Vaccination: a card returned by the demand"


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
    ctx.flags[VACCINATION_RETURNED] = True
    ctx.draw_and_meld(6)


def vaccination_2(ctx):
    """If the demand made any player return a card during this dogma action, draw and meld a 7."""
    if ctx.flags.get(VACCINATION_RETURNED):
        ctx.draw_and_meld(7)


# --- Democracy ------------------------------------------------------------------------------------------------

DEMOCRACY_RETURNED = "Democracy: cards returned per player"


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
    totals = ctx.action_flags.setdefault(DEMOCRACY_RETURNED, {})
    totals[ctx.player] = totals.get(ctx.player, 0) + len(order)
    mine = totals[ctx.player]
    if all(mine > totals.get(seat, 0) for seat in ctx.opponents()):
        ctx.draw_and_score(8)


# --- Emancipation -----------------------------------------------------------------------------------------------

def emancipation_1(ctx):
    """Demand: transfer a card of your choice from your hand to my score pile; if you did,
    draw a 6."""
    name = yield from ctx.choose_one(ctx.hand(), kind="transfer",
                                     prompt="Card to transfer to the launcher's score pile")
    if name is None:
        return
    ctx.transfer(name, ctx.zone("hand"), ctx.zone("score", ctx.launcher))
    ctx.draw(6)


def emancipation_2(ctx):
    """Optional: splay your red or your purple cards right."""
    yield from helpers.optional_splay(ctx, ["red", "purple"], "right")


register("Atomic Theory", [atomic_theory_1, atomic_theory_2], FOURTH)
register("Encyclopedia", [encyclopedia_1, encyclopedia_2], FOURTH)
register("Industrialization", [industrialization_1, industrialization_2], FOURTH)
register("Machine Tools", [machine_tools_1], FOURTH)
register("Classification", [classification_1], FOURTH)
register("Metric System", [metric_system_1, metric_system_2], FOURTH)
register("Canning", [canning_1, canning_2], FOURTH)
register("Vaccination", [vaccination_1, vaccination_2], FOURTH)
register("Democracy", [democracy_1], FOURTH)
register("Emancipation", [emancipation_1, emancipation_2], FOURTH)
