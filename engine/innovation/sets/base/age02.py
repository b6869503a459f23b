"""Age 2 of the base set: Calendar, Mathematics, Construction, Road Building, Currency,
Mapmaking, Canal Building, Fermenting, Monotheism and Philosophy.

One function per printed effect (`card_N`), written with the `Context` primitives; the
rules they follow are the `effects` of engine/data/cards/base.json and its `conventions`.
Only Fermenting reads differently in the first edition (a 2 per pair of visible leaves
instead of a 2 per colour showing a leaf), so it registers one list per wording.

    >>> [f.__name__ for f in EFFECTS.lookup("Fermenting", "first-edition")]
    ['fermenting_1_first']
"""

from __future__ import annotations

from ...cards import COLORS
from ..helpers import confirm, in_order
from ..helpers import optional_splay as _may_splay
from .wordings import BOTH, EFFECTS, FIRST, THIRD

# --- private helpers ----------------------------------------------------------------------

# --- Calendar (blue, leaf) -------------------------------------------------------------------

def calendar_1(ctx):
    """If your score pile holds more cards than your hand, draw a 3 twice."""
    if len(ctx.score_pile()) > len(ctx.hand()):
        ctx.draw(3)
        ctx.draw(3)


# --- Mathematics (blue, lightbulb) -----------------------------------------------------------------

def mathematics_1(ctx):
    """Optional: return a hand card; if you did, draw and meld a card of its value + 1."""
    name = yield from ctx.choose_one(ctx.hand(), optional=True, kind="return",
                                     prompt="Return a card from your hand (optional)")
    if name is None:
        return
    ctx.return_card(name)
    ctx.draw_and_meld(ctx.value(name) + 1, written=False)


# --- Construction (red, castle) ----------------------------------------------------------------

def construction_1(ctx):
    """Demand: give the launcher 2 hand cards of your choice (all if fewer), then draw a 2."""
    picked = yield from ctx.choose(ctx.hand(), kind="transfer", min=2, max=2,
                                   prompt="Transfer 2 cards from your hand to the launcher's hand")
    for name in picked:
        ctx.transfer(name, ctx.zone("hand"), ctx.zone("hand", ctx.launcher))
    ctx.draw(2)


def construction_2(ctx):
    """With 5 top cards while no opponent has 5, claim Empire (a partner's board is ignored)."""
    if len(ctx.top_cards()) == len(COLORS) and \
            all(len(ctx.top_cards(seat)) < len(COLORS) for seat in ctx.opponents()):
        ctx.claim_special("Empire")


# --- Road Building (red, castle) -------------------------------------------------------------------

def road_building_1(ctx):
    """Meld 1 or 2 hand cards; after exactly 2, you may give another player your top red card
    (onto their board) and then take their top green card (onto yours)."""
    melded = yield from ctx.choose(ctx.hand(), kind="meld", min=1, max=2, ordered=True,
                                   prompt="Meld 1 or 2 cards from your hand, in the order given")
    for name in melded:
        ctx.meld(name)
    red = ctx.top_card("red")
    if len(melded) != 2 or red is None:
        return
    other = yield from ctx.choose_player(ctx.others(), optional=True,
                                      prompt="Move your top red card to this player's board (optional)")
    if other is None:
        return
    ctx.transfer(red, ctx.zone("board"), ctx.zone("board", other))
    green = ctx.top_card("green", other)
    if green is not None:
        ctx.transfer(green, ctx.zone("board", other), ctx.zone("board"))


# --- Currency (green, crown) -------------------------------------------------------------------------

def currency_1(ctx):
    """Optional: return any hand cards; draw and score a 2 per distinct value. The player
    orders the cards that go under one deck (two or more of one value)."""
    picked = yield from ctx.choose(ctx.hand(), kind="return", min=0, max=len(ctx.hand()),
                                   prompt="Return any number of cards from your hand (optional)")
    returned = yield from in_order(ctx, picked, "age", kind="return_order",
                                   prompt="Order in which to return them (the first goes under its deck first)")
    for name in returned:
        ctx.return_card(name)
    for _ in range(len({ctx.value(name) for name in returned})):
        ctx.draw_and_score(2)


# --- Mapmaking (green, crown) ------------------------------------------------------------------------

def mapmaking_1(ctx):
    """Demand: transfer a 1 from your score pile to the launcher's score pile."""
    ones = [name for name in ctx.score_pile() if ctx.value(name) == 1]
    name = yield from ctx.choose_one(ones, kind="transfer",
                                     prompt="Transfer a 1 from your score pile to the launcher's score pile")
    if name is not None:
        ctx.transfer(name, ctx.zone("score"), ctx.zone("score", ctx.launcher))
        ctx.memory.demand_transferred = True


def mapmaking_2(ctx):
    """If the demand transferred a card during this dogma action, draw and score a 1."""
    if ctx.memory.demand_transferred:
        ctx.draw_and_score(1)


# --- Canal Building (yellow, crown) -------------------------------------------------------------

def canal_building_1(ctx):
    """Optional: exchange all your highest hand cards with all your highest score cards."""
    from_hand, from_score = ctx.highest(ctx.hand()), ctx.highest(ctx.score_pile())
    if not from_hand and not from_score:
        return
    if (yield from confirm(ctx, "confirm", "Exchange your highest hand cards with your highest score cards "
                                           "(optional)", declined_by_nothing=True)):
        ctx.exchange(from_hand, ctx.zone("hand"), from_score, ctx.zone("score"))


# --- Fermenting (yellow, leaf) ----------------------------------------------------------------------

def fermenting_1(ctx):
    """Third edition: draw a 2 for each colour whose pile shows a leaf."""
    colors = sum(1 for color in COLORS if ctx.pile_icons(color)["leaf"] > 0)
    for _ in range(colors):
        ctx.draw(2)


def fermenting_1_first(ctx):
    """First edition: draw a 2 for every two visible leaves on your board."""
    for _ in range(ctx.icons()["leaf"] // 2):
        ctx.draw(2)


# --- Monotheism (purple, castle) ----------------------------------------------------------------

def monotheism_1(ctx):
    """Demand: transfer a top card of a colour the launcher lacks to the launcher's score pile;
    if you do, draw and tuck a 1."""
    launcher_colors = {color for color in COLORS if ctx.pile(color, ctx.launcher)}
    options = [name for name in ctx.top_cards() if ctx.info(name).color not in launcher_colors]
    name = yield from ctx.choose_one(options, kind="transfer",
                                     prompt="Transfer a top card to the launcher's score pile")
    if name is not None:
        ctx.transfer(name, ctx.zone("board"), ctx.zone("score", ctx.launcher))
        ctx.draw_and_tuck(1)


def monotheism_2(ctx):
    """Draw and tuck a 1."""
    ctx.draw_and_tuck(1)


# --- Philosophy (purple, lightbulb) --------------------------------------------------------------

def philosophy_1(ctx):
    """Optional: splay any one colour left."""
    yield from _may_splay(ctx, COLORS, "left")


def philosophy_2(ctx):
    """Optional: score a card from your hand."""
    name = yield from ctx.choose_one(ctx.hand(), optional=True, kind="score",
                                     prompt="Score a card from your hand (optional)")
    if name is not None:
        ctx.score(name)


EFFECTS.register("Calendar", [calendar_1], BOTH)
EFFECTS.register("Mathematics", [mathematics_1], BOTH)
EFFECTS.register("Construction", [construction_1, construction_2], BOTH)
EFFECTS.register("Road Building", [road_building_1], BOTH)
EFFECTS.register("Currency", [currency_1], BOTH)
EFFECTS.register("Mapmaking", [mapmaking_1, mapmaking_2], BOTH)
EFFECTS.register("Canal Building", [canal_building_1], BOTH)
EFFECTS.register("Fermenting", [fermenting_1], THIRD)
EFFECTS.register("Fermenting", [fermenting_1_first], FIRST)
EFFECTS.register("Monotheism", [monotheism_1, monotheism_2], BOTH)
EFFECTS.register("Philosophy", [philosophy_1, philosophy_2], BOTH)
