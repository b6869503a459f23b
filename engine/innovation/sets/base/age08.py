"""Age 8 of the base set: Quantum Theory, Rocketry, Flight, Mobility, Corporations,
Mass Media, Antibiotics, Skyscrapers, Empiricism, Socialism.

Every card plays the same under both wordings. One function per printed effect, named
after the card and the effect number; the rules, in our own words, are in
engine/data/cards/base.json. Every choice is a pending decision (`ctx.choose`): an optional
action has `min` 0 or a yes / no question, and a decision with a single possible answer is
not asked ("do as much as you can"). Where several cards move in one go and their order
matters (two cards returned under the same supply pile, two tucked under the same colour),
the player gives the order; otherwise the cards move in the order listed.

The helpers at the top are shared with age09 and age10.

    >>> [f.__name__ for f in EFFECTS.lookup("Flight", "first-edition")]
    ['flight_1', 'flight_2']
"""

from __future__ import annotations

from ...cards import COLORS
from ..helpers import confirm, in_order, optional_splay, tops
from .wordings import BOTH, EFFECTS

# --- small helpers built on Context (also used by age09 and age10) --------------------------------

def return_from_hand(ctx, names) -> None:
    for name in names:
        ctx.return_card(name)


# --- Quantum Theory (blue, clock) -----------------------------------------------------------------

def quantum_theory_1(ctx):
    """Optional: return 1 or 2 cards from your hand (in the order given); only if exactly 2
    were returned, draw a 10, then draw and score a 10."""
    picked = yield from ctx.choose(ctx.hand(), kind="return", min=0, max=2, ordered=True,
                                   prompt="You may return 1 or 2 cards from your hand (2: draw a 10, "
                                          "then draw and score a 10)")
    return_from_hand(ctx, picked)
    if len(picked) == 2:
        ctx.draw(10)
        ctx.draw_and_score(10)


# --- Rocketry (blue, clock) -----------------------------------------------------------------------

def rocketry_1(ctx):
    """Return floor(K / 2) cards from opponents' score piles, K = your visible clocks (counted
    once, first). Mandatory: with fewer cards there, return them all."""
    yield from rocketry_returns(ctx, ctx.icons()["clock"] // 2)


def rocketry_returns(ctx, count: int):
    """Return `count` cards from opponents' score piles (every one there, when fewer). The text
    leaves open where they come from (variant cards.readings.rocketry_opponents): each card from
    any opponent, picking the card (and so the opponent) each time; or one opponent, any of
    them, chosen first, whose score pile gives every card (not asked when no opponent has a
    score card: nothing could be returned)."""
    if ctx.rules.cards.readings.rocketry_opponents == "one-opponent-for-all":
        if count == 0 or not any(ctx.score_pile(seat) for seat in ctx.opponents()):
            return
        seat = yield from ctx.choose_player(ctx.opponents(),
                                            prompt="Choose the opponent whose score pile gives every card returned")
        if seat is None:
            return
        picked = yield from ctx.choose(ctx.score_pile(seat), kind="return", min=count, max=count,
                                       prompt=f"Return {count} card(s) from that opponent's score pile")
        order = yield from in_order(ctx, list(picked), "age", kind="return_order",
                                    prompt="Order in which to return the cards (first returned first)")
        for name in order:
            ctx.return_card(name, src=ctx.zone("score", seat))
        return
    for _ in range(count):
        owner = {name: seat for seat in ctx.opponents() for name in ctx.score_pile(seat)}
        name = yield from ctx.choose_one(list(owner), kind="return",
                                         prompt="Return a card from an opponent's score pile")
        if name is None:
            return
        ctx.return_card(name, src=ctx.zone("score", owner[name]))


# --- Flight (red, crown) --------------------------------------------------------------------------

def flight_1(ctx):
    """If your red cards are splayed up, you may splay any one colour of yours up."""
    if ctx.splay_of("red") == "up":
        yield from optional_splay(ctx, COLORS, "up")


def flight_2(ctx):
    """Optional: splay your red cards up."""
    yield from optional_splay(ctx, ["red"], "up")


# --- Mobility (red, factory) ----------------------------------------------------------------------

def mobility_1(ctx):
    """Demand: of your top cards that are not red and have no factory (fixed now), transfer
    the two highest to my score pile (you choose among ties); if you transferred any, draw
    an 8."""
    eligible = [n for n in tops(ctx) if ctx.info(n).color != "red" and not ctx.info(n).has_icon("factory")]
    values = sorted((ctx.value(n) for n in eligible), reverse=True)
    if not values:
        return
    cutoff = values[min(2, len(values)) - 1]            # the value of the second card moved
    above = [n for n in eligible if ctx.value(n) > cutoff]
    tied = [n for n in eligible if ctx.value(n) == cutoff]
    picked = yield from ctx.choose(tied, kind="transfer", min=2 - len(above), max=2 - len(above),
                                   prompt="Choose which tied top card(s) go to the launcher's score pile")
    for name in above + picked:
        ctx.transfer(name, ctx.zone("board"), ctx.zone("score", ctx.launcher))
    ctx.draw(8)


# --- Corporations (green, factory) ----------------------------------------------------------------

def corporations_1(ctx):
    """Demand: transfer a top non-green card with a factory from your board to my score pile;
    if you do, draw and meld an 8."""
    options = [n for n in tops(ctx) if ctx.info(n).color != "green" and ctx.info(n).has_icon("factory")]
    name = yield from ctx.choose_one(options, kind="transfer",
                                     prompt="Transfer a top non-green card with a factory to the "
                                            "launcher's score pile")
    if name is None:
        return
    ctx.transfer(name, ctx.zone("board"), ctx.zone("score", ctx.launcher))
    ctx.draw_and_meld(8)


def corporations_2(ctx):
    """Draw and meld an 8."""
    ctx.draw_and_meld(8)


# --- Mass Media (green, lightbulb) ----------------------------------------------------------------

def mass_media_1(ctx):
    """Optional: return a card from your hand; if you did, choose a value (1 to 10) and return
    every card of that value from every score pile. They all go under one deck, so with two
    or more you give their order (offered from your pile, then clockwise)."""
    picked = yield from ctx.choose(ctx.hand(), kind="return", min=0, max=1,
                                   prompt="You may return a card from your hand (then choose a value "
                                          "to return from every score pile)")
    if not picked:
        return
    ctx.return_card(picked[0])
    value = yield from ctx.choose_one(list(range(1, 11)), kind="value",
                                      prompt="Choose a value: every card of it leaves every score pile")
    owner = {name: seat for seat in ctx.gs.clockwise(ctx.player) for name in ctx.score_pile(seat)
             if ctx.value(name) == value}
    order = yield from in_order(ctx, list(owner), "age", kind="return_order",
                                prompt="Order in which to return them (the first goes under the deck first)")
    for name in order:
        ctx.return_card(name, src=ctx.zone("score", owner[name]))


def mass_media_2(ctx):
    """Optional: splay your purple cards up."""
    yield from optional_splay(ctx, ["purple"], "up")


# --- Antibiotics (yellow, leaf) -------------------------------------------------------------------

def antibiotics_1(ctx):
    """Optional: return up to three cards from your hand (in the order given); draw two 8s
    for each different value among them."""
    picked = yield from ctx.choose(ctx.hand(), kind="return", min=0, max=3, ordered=True,
                                   prompt="You may return up to 3 cards from your hand (two 8s for "
                                          "each different value)")
    values = {ctx.value(n) for n in picked}
    return_from_hand(ctx, picked)
    for _ in range(2 * len(values)):
        ctx.draw(8)


# --- Skyscrapers (yellow, crown) ------------------------------------------------------------------

def skyscrapers_1(ctx):
    """Demand: transfer a top non-yellow card with a clock from your board to mine; if you
    do, score the card now on top of that pile, then return the rest of the pile (you give
    the order of the cards that go under one deck; otherwise top first)."""
    options = [n for n in tops(ctx) if ctx.info(n).color != "yellow" and ctx.info(n).has_icon("clock")]
    name = yield from ctx.choose_one(options, kind="transfer",
                                     prompt="Transfer a top non-yellow card with a clock to the "
                                            "launcher's board")
    if name is None:
        return
    color = ctx.info(name).color
    ctx.transfer(name, ctx.zone("board"), ctx.zone("board", ctx.launcher))
    beneath = ctx.top_card(color)
    if beneath is None:
        return
    ctx.score(beneath, src=ctx.zone("board"))
    order = yield from in_order(ctx, ctx.pile(color), "age", kind="return_order",
                                prompt="Order in which to return the rest of the pile (the first goes under "
                                       "its deck first)")
    for rest in order:
        ctx.return_card(rest, src=ctx.zone("board"))


# --- Empiricism (purple, lightbulb) ---------------------------------------------------------------

def empiricism_1(ctx):
    """Name two colours, then draw and reveal a 9; if it is of a named colour, meld it and you
    may splay that colour up; otherwise keep it in hand."""
    named = yield from ctx.choose(list(COLORS), kind="color", min=2, max=2,
                                  prompt="Name two colours")
    name = ctx.draw_and_reveal(9)
    if name is None:
        return
    color = ctx.info(name).color
    if color not in named:
        return
    ctx.meld(name)
    yield from optional_splay(ctx, [color], "up")


def empiricism_2(ctx):
    """If your board shows 20 or more lightbulbs, you win."""
    if ctx.icons()["lightbulb"] >= 20:
        ctx.win()


# --- Socialism (purple, leaf) ---------------------------------------------------------------------

def socialism_1(ctx):
    """Optional, all or nothing: tuck every card from your hand; if you did and one of them is
    purple, take every card tied for lowest in each opponent's hand into yours."""
    hand = ctx.hand()
    if not hand:
        return
    if not (yield from confirm(ctx, "tuck_hand", "Tuck every card from your hand?")):
        return
    order = yield from in_order(ctx, hand, lambda n: ctx.info(n).color, kind="tuck_order", prompt="Order in which to tuck your cards (first tucked first)")
    for name in order:
        ctx.tuck(name)
    if not any(ctx.info(n).color == "purple" for n in hand):
        return
    mine = ctx.zone("hand")
    for seat in ctx.opponents():
        for name in ctx.lowest(ctx.hand(seat)):
            ctx.transfer(name, ctx.zone("hand", seat), mine)


EFFECTS.register("Quantum Theory", [quantum_theory_1], BOTH)
EFFECTS.register("Rocketry", [rocketry_1], BOTH)
EFFECTS.register("Flight", [flight_1, flight_2], BOTH)
EFFECTS.register("Mobility", [mobility_1], BOTH)
EFFECTS.register("Corporations", [corporations_1, corporations_2], BOTH)
EFFECTS.register("Mass Media", [mass_media_1, mass_media_2], BOTH)
EFFECTS.register("Antibiotics", [antibiotics_1], BOTH)
EFFECTS.register("Skyscrapers", [skyscrapers_1], BOTH)
EFFECTS.register("Empiricism", [empiricism_1, empiricism_2], BOTH)
EFFECTS.register("Socialism", [socialism_1], BOTH)
