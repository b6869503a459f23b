"""Age 8 of the fourth-edition (Ultimate) base set: Quantum Theory, Rocketry, Flight, Mobility,
Corporations, Mass Media, Antibiotics, Skyscrapers, Empiricism, Socialism.

One function per printed effect, named after the card and the effect number; the rules, in
our own words, are the `rule` texts of engine/data/cards/base-ultimate.json. Every choice is
a pending decision with exact options, `min` and `max` (`ctx.choose`); an optional action
has `min` 0; a decision with a single possible answer is not asked ("do as much as you
can"). Cards going to one place where their order shows (returned under one supply deck,
tucked under one pile) are ordered by the player (`helpers.in_order`); otherwise they move
in the order listed.

What this edition changes, as the card data states it: Rocketry counts colours whose pile
shows a clock; Skyscrapers ends by sending itself, if it is a top card anywhere, to the
launcher's hand; Empiricism's splay up is mandatory on a match and a miss unsplays; Socialism
is new (tuck a top card, then the whole hand; junk an achievement of value 8 to 10).

The cards that play exactly as in the third edition are inherited from the base set
(engine/innovation/sets/base/age08.py) and not registered here: Flight, Mobility and
Corporations. The changed cards reuse the base functions of the effects that did not change:
Mass Media's splay and Empiricism's win.

    >>> [f.__name__ for f in EFFECTS.lookup("Flight", "fourth-edition")]
    ['flight_1', 'flight_2']
"""

from __future__ import annotations

from ...cards import COLORS
from ..base import age08 as base
from ..helpers import in_order, tops
from .wordings import EFFECTS


def _return_in_order(ctx, names, owner=None):
    """Return `names` (one at a time, in the order the player gives when two go under the
    same supply deck); `owner` maps a card to the seat whose score pile holds it (default:
    the cards are in your hand)."""
    order = yield from in_order(ctx, list(names), "age", kind="return_order",
                                prompt="Order in which to return the cards (first returned first)")
    for name in order:
        src = ctx.zone("hand") if owner is None else ctx.zone("score", owner[name])
        ctx.return_card(name, src=src)


# --- Quantum Theory (blue, clock) -----------------------------------------------------------------

def quantum_theory_1(ctx):
    """Optional: return 1 or 2 cards from your hand. Only if you returned 2: draw a 10, then
    draw a 10 and score it."""
    picked = yield from ctx.choose(ctx.hand(), kind="return", min=0, max=2,
                                   prompt="You may return 1 or 2 cards from your hand (2: draw a 10, "
                                          "then draw and score a 10)")
    yield from _return_in_order(ctx, picked)
    if len(picked) == 2:
        ctx.draw(10)
        ctx.draw_and_score(10)


# --- Rocketry (blue, clock) -----------------------------------------------------------------------

def rocketry_1(ctx):
    """Count your colours whose pile shows a clock (counted once, first); return that many
    cards from opponents' score piles (where from: the base card's reading, variant
    cards.readings.rocketry_opponents). Mandatory: when fewer are there, every one of them goes."""
    yield from base.rocketry_returns(ctx, sum(1 for color in COLORS if ctx.pile_icons(color)["clock"] > 0))


# --- Mass Media (green, lightbulb) ----------------------------------------------------------------

def mass_media_1(ctx):
    """Optional: return a card from your hand. If you did: choose a value (1 to 11), then
    return every card of that value from every score pile, yours included (the piles read
    from yours, then clockwise; you order the returns, which all go under one deck)."""
    name = yield from ctx.choose_one(ctx.hand(), optional=True, kind="return",
                                     prompt="You may return a card from your hand (then choose a value "
                                            "to return from every score pile)")
    if name is None:
        return
    ctx.return_card(name)
    value = yield from ctx.choose_one(ctx.gs.choosable_values(), kind="value",
                                      prompt="Choose a value: every card of it leaves every score pile")
    owner = {card: seat for seat in ctx.gs.clockwise(ctx.player) for card in ctx.score_pile(seat)
             if ctx.value(card) == value}
    yield from _return_in_order(ctx, list(owner), owner)


# --- Antibiotics (yellow, leaf) -------------------------------------------------------------------

def antibiotics_1(ctx):
    """Optional: return 1 to 3 cards from your hand; then draw an 8 twice for each different
    value among the cards returned."""
    picked = yield from ctx.choose(ctx.hand(), kind="return", min=0, max=3,
                                   prompt="You may return 1 to 3 cards from your hand (two 8s for "
                                          "each different value)")
    values = {ctx.value(n) for n in picked}
    yield from _return_in_order(ctx, picked)
    for _ in range(2 * len(values)):
        ctx.draw(8)


# --- Skyscrapers (yellow, crown) ------------------------------------------------------------------

def skyscrapers_1(ctx):
    """Demand: transfer one of your top non-yellow cards with a clock to my board. If you
    did: score your new top card of that colour, then return every card left in that pile
    (you order returns under one deck), and then, if Skyscrapers is a top card on any board
    (read clockwise from you), you transfer it to my hand."""
    options = [n for n in tops(ctx) if ctx.info(n).color != "yellow" and ctx.info(n).has_icon("clock")]
    name = yield from ctx.choose_one(options, kind="transfer",
                                     prompt="Transfer a top non-yellow card with a clock to the "
                                            "launcher's board")
    if name is None:
        return
    color = ctx.info(name).color
    ctx.transfer(name, ctx.zone("board"), ctx.zone("board", ctx.launcher))
    beneath = ctx.top_card(color)
    if beneath is not None:
        ctx.score(beneath, src=ctx.zone("board"))
    order = yield from in_order(ctx, ctx.pile(color), "age", kind="return_order",
                                prompt="Order in which to return the rest of the pile (first returned first)")
    for rest in order:
        ctx.return_card(rest, src=ctx.zone("board"))
    for seat in ctx.gs.clockwise(ctx.player):
        if ctx.top_card("yellow", seat) == "Skyscrapers":
            ctx.transfer("Skyscrapers", ctx.zone("board", seat), ctx.zone("hand", ctx.launcher))
            break


# --- Empiricism (purple, lightbulb) ---------------------------------------------------------------

def empiricism_1(ctx):
    """Choose two colours, then draw a 9 and reveal it. If it is of a chosen colour, meld it
    and splay that pile up (mandatory); otherwise it stays in your hand and you unsplay
    your pile of its colour."""
    chosen = yield from ctx.choose(list(COLORS), kind="colors", min=2, max=2, prompt="Choose two colours")
    name = ctx.draw_and_reveal(9)
    if name is None:
        return
    color = ctx.info(name).color
    if color in chosen:
        ctx.meld(name)
        ctx.splay(color, "up")
    else:
        ctx.unsplay(color)


# --- Socialism (purple, leaf) ---------------------------------------------------------------------

def socialism_1(ctx):
    """Optional: tuck one of your top cards (under its own pile; a lone card is tucked back
    where it is, which still counts). If you did: tuck every card of your hand (you order
    the cards going under one pile)."""
    name = yield from ctx.choose_one(tops(ctx), optional=True, kind="tuck",
                                     prompt="You may tuck one of your top cards (then your whole hand)")
    if name is None:
        return
    ctx.tuck(name, src=ctx.zone("board"))
    order = yield from in_order(ctx, ctx.hand(), "color", kind="tuck_order",
                                prompt="Order in which to tuck your hand (first tucked first)")
    for card in order:
        ctx.tuck(card)


def socialism_2(ctx):
    """Optional: junk an available standard achievement of value 8, 9 or 10."""
    yield from ctx.junk_achievement([8, 9, 10], optional=True)


EFFECTS.register("Quantum Theory", [quantum_theory_1])
EFFECTS.register("Rocketry", [rocketry_1])
EFFECTS.register("Mass Media", [mass_media_1, base.mass_media_2])
EFFECTS.register("Antibiotics", [antibiotics_1])
EFFECTS.register("Skyscrapers", [skyscrapers_1])
EFFECTS.register("Empiricism", [empiricism_1, base.empiricism_2])
EFFECTS.register("Socialism", [socialism_1, socialism_2])
