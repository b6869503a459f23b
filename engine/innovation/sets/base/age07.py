"""Age 7 of the base set: Evolution, Publications, Combustion, Explosives, Bicycle,
Electricity, Refrigeration, Sanitation, Lighting, Railroad.

One function per printed effect, named after the card and the effect number; the card rules
are those of engine/data/cards/base.json. Combustion differs in the first edition (a demand
for two cards, and no second effect) and registers one list per wording; the other cards read
the same in both.
"""

from __future__ import annotations

from ...cards import COLORS
from ..helpers import confirm, in_order, pick_extreme
from ..helpers import optional_splay as _optional_splay
from .wordings import BOTH, EFFECTS, FIRST, THIRD

# --- small helpers (private to this module) -----------------------------------------------------

RETURN_ORDER = "Order in which to return them (the first goes under its pile first)"


# --- Evolution ---------------------------------------------------------------------------------------

EVOLUTION_SCORE, EVOLUTION_DRAW = "score", "draw"


def evolution_1(ctx):
    """Optional: either draw and score an 8, then return a card of your score pile; or draw a
    card of value one above the highest in your score pile."""
    branch = yield from ctx.choose_one([EVOLUTION_SCORE, EVOLUTION_DRAW], optional=True, kind="branch",
                                       prompt="Draw and score an 8 then return a score card, or draw "
                                              "one above your highest score card (or neither)")
    if branch == EVOLUTION_SCORE:
        ctx.draw_and_score(8)
        back = yield from ctx.choose_one(ctx.score_pile(), kind="return", prompt="Return a card of your score pile")
        if back is not None:
            ctx.return_card(back, src=ctx.zone("score"))
    elif branch == EVOLUTION_DRAW:
        top = max((ctx.value(n) for n in ctx.score_pile()), default=ctx.value(None))
        ctx.draw(top + 1, written=False)


# --- Publications --------------------------------------------------------------------------------------

def publications_1(ctx):
    """Optional: rearrange the cards of one of your colour piles in any order."""
    colors = [c for c in COLORS if len(ctx.pile(c)) >= 2]
    color = yield from ctx.choose_one(colors, optional=True, kind="rearrange_pile",
                                      prompt="You may rearrange one of your piles")
    if color is None:
        return
    cards = ctx.pile(color)
    order = yield from ctx.choose(cards, kind="pile_order", prompt=f"New order of your {color} pile, top first",
                                  min=len(cards), max=len(cards), ordered=True)
    ctx.rearrange(color, order)


def publications_2(ctx):
    """Optional: splay your yellow or your blue pile up."""
    yield from _optional_splay(ctx, ["yellow", "blue"], "up")


# --- Combustion ------------------------------------------------------------------------------------------

def _give_score_cards(ctx, count: int):
    """Transfer `count` cards of your choice from your score pile to the launcher's."""
    picked = yield from ctx.choose(ctx.score_pile(), kind="transfer", min=count, max=count,
                                   prompt=f"Give {count} card(s) of your score pile to the launcher")
    for name in picked:
        ctx.transfer(name, ctx.zone("score"), ctx.zone("score", ctx.launcher))


def combustion_1(ctx):
    """Third edition. Demand: transfer one card of your score pile to my score pile for every
    four crowns on my board."""
    yield from _give_score_cards(ctx, ctx.icons(ctx.launcher)["crown"] // 4)


def combustion_2(ctx):
    """Third edition: return the bottom card of your red pile."""
    red = ctx.pile("red")
    if red:
        ctx.return_card(red[-1], src=ctx.zone("board"))


def combustion_1_first(ctx):
    """First edition. Demand: transfer two cards of your score pile to my score pile."""
    yield from _give_score_cards(ctx, 2)


def combustion_2_first(ctx):
    """The first edition prints no second effect. The card data has one shape for both
    wordings (demand, non-demand), so this stands in for the missing effect and does nothing:
    it changes nothing, so it earns no sharing bonus."""
    return None


# --- Explosives ----------------------------------------------------------------------------------------------

def explosives_1(ctx):
    """Demand: transfer your three highest cards from hand to my hand; if you transferred any
    and your hand is then empty, draw a 7."""
    picked = yield from pick_extreme(ctx, ctx.hand(), 3, highest=True, kind="transfer", prompt="Choose among your highest cards the ones to give")
    for name in picked:
        ctx.transfer(name, ctx.zone("hand"), ctx.zone("hand", ctx.launcher))
    if picked and not ctx.hand():
        ctx.draw(7)


# --- Bicycle ---------------------------------------------------------------------------------------------------

def bicycle_1(ctx):
    """Optional: exchange all the cards of your hand with all the cards of your score pile."""
    hand, score = ctx.hand(), ctx.score_pile()
    if not hand and not score:
        return
    if (yield from confirm(ctx, "exchange", "Exchange your hand with your score pile?")):
        ctx.exchange(hand, ctx.zone("hand"), score, ctx.zone("score"))


# --- Electricity ------------------------------------------------------------------------------------------------

def electricity_1(ctx):
    """Return each of your top cards without a factory (the set fixed first), then draw an 8
    for each card returned."""
    tops = [ctx.top_card(c) for c in COLORS]
    chosen = [n for n in tops if n is not None and not ctx.info(n).has_icon("factory")]
    order = yield from in_order(ctx, chosen, "age", kind="return_order", prompt=RETURN_ORDER)
    for name in order:
        ctx.return_card(name, src=ctx.zone("board"))
    for _ in order:
        ctx.draw(8)


# --- Refrigeration -------------------------------------------------------------------------------------------------

def refrigeration_1(ctx):
    """Demand: return half the cards of your hand, rounded down, of your choice."""
    count = len(ctx.hand()) // 2
    picked = yield from ctx.choose(ctx.hand(), kind="return", min=count, max=count, ordered=True,
                                   prompt=f"Return {count} card(s) from your hand, in the order given")
    for name in picked:
        ctx.return_card(name)


def refrigeration_2(ctx):
    """Optional: score a card from your hand."""
    name = yield from ctx.choose_one(ctx.hand(), optional=True, kind="score",
                                     prompt="You may score a card from your hand")
    if name is not None:
        ctx.score(name)


# --- Sanitation -----------------------------------------------------------------------------------------------------

def sanitation_1(ctx):
    """Demand: exchange your two highest cards in hand with my lowest card in hand (every
    choice made before anything moves)."""
    theirs = yield from pick_extreme(ctx, ctx.hand(), 2, highest=True, kind="give_highest", prompt="Choose among your highest cards the ones to give")
    mine = yield from pick_extreme(ctx, ctx.hand(ctx.launcher), 1, highest=False, kind="give_lowest", prompt="Choose among your lowest cards the one to give", player=ctx.launcher)
    ctx.exchange(theirs, ctx.zone("hand"), mine, ctx.zone("hand", ctx.launcher))


# --- Lighting --------------------------------------------------------------------------------------------------------

def lighting_1(ctx):
    """Optional: tuck up to three cards from your hand; if you tucked any, draw and score a 7
    for each different value among them."""
    picked = yield from ctx.choose(ctx.hand(), kind="tuck", min=0, max=3, ordered=True,
                                   prompt="You may tuck up to three cards from your hand, in the order given")
    for name in picked:
        ctx.tuck(name)
    for _ in range(len({ctx.value(n) for n in picked})):
        ctx.draw_and_score(7)


# --- Railroad ---------------------------------------------------------------------------------------------------------

def railroad_1(ctx):
    """Return every card of your hand, then draw three 6s."""
    order = yield from in_order(ctx, ctx.hand(), "age", kind="return_order", prompt=RETURN_ORDER)
    for name in order:
        ctx.return_card(name)
    for _ in range(3):
        ctx.draw(6)


def railroad_2(ctx):
    """Optional: splay up one of your colours currently splayed right."""
    colors = [c for c in COLORS if ctx.splay_of(c) == "right"]
    yield from _optional_splay(ctx, colors, "up")


EFFECTS.register("Evolution", [evolution_1], BOTH)
EFFECTS.register("Publications", [publications_1, publications_2], BOTH)
EFFECTS.register("Combustion", [combustion_1, combustion_2], THIRD)
EFFECTS.register("Combustion", [combustion_1_first, combustion_2_first], FIRST)
EFFECTS.register("Explosives", [explosives_1], BOTH)
EFFECTS.register("Bicycle", [bicycle_1], BOTH)
EFFECTS.register("Electricity", [electricity_1], BOTH)
EFFECTS.register("Refrigeration", [refrigeration_1, refrigeration_2], BOTH)
EFFECTS.register("Sanitation", [sanitation_1], BOTH)
EFFECTS.register("Lighting", [lighting_1], BOTH)
EFFECTS.register("Railroad", [railroad_1, railroad_2], BOTH)
