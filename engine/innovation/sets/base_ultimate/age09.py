"""Age 9 of the fourth-edition (Ultimate) base set: Computers, Genetics, Composites, Fission,
Collaboration, Satellites, Ecology, Suburbia, Services, Specialization.

One function per printed effect, named after the card and the effect number; the rules, in
our own words, are the `rule` texts of engine/data/cards/base-ultimate.json. Decisions follow
the conventions of engine/innovation/sets/helpers.py (see age08).

What this edition changes, as the card data states it: Computers and Satellites
self-execute (`ctx.self_execute`, so the chain rule applies when they run inside another
self-execution); Genetics draws an 11; Fission junks where it used to remove, and its
return-and-draw is one non-demand effect (SOURCE DISPUTE: the card data's grouping is
played); Satellites regroups its effects (SOURCE DISPUTE, likewise); Ecology and Suburbia
may junk a deck; in Services the launcher names the value.

The cards that play exactly as in the third edition are inherited from the base set
(engine/innovation/sets/base/age09.py) and not registered here: Computers (the base card
already executes through `ctx.self_execute`), Composites, Collaboration and Specialization.
The changed cards reuse the base functions of the effects that did not change: Fission's
return and draw, Satellites's meld-and-execute and Ecology's first effect.

    >>> [f.__name__ for f in EFFECTS.lookup("Fission", "fourth-edition")]
    ['fission_1', 'fission_2']
"""

from __future__ import annotations

from ... import ops
from ...cards import COLORS
from ..base import age09 as base
from ..helpers import confirm, in_order, optional_splay, tops
from .wordings import EFFECTS


def _junk_a_deck(ctx, age: int):
    """"Optional: junk all cards in the N deck": a yes / no question, not asked when the
    deck is empty (there is nothing to junk)."""
    if not ctx.gs.supply.get(age):
        return
    if (yield from confirm(ctx, "junk_deck", f"Junk all cards in the {age} deck?")):
        ctx.junk_deck(age)


# --- Genetics (blue, lightbulb) -------------------------------------------------------------------

def genetics_1(ctx):
    """Draw an 11 and meld it, then score every card beneath it in that pile (top first)."""
    name = ctx.draw_and_meld(11)
    if name is None:
        return
    for beneath in ctx.pile(ctx.info(name).color)[1:]:
        ctx.score(beneath, src=ctx.zone("board"))


# --- Fission (red, clock) -------------------------------------------------------------------------

def fission_1(ctx):
    """Demand: draw a 10 and reveal it. If it is red, junk every card of every player's hand,
    board and score pile (players clockwise from you; hand, then piles in colour order top
    first, then score pile; achievements stay) and the dogma action ends at once. Otherwise
    it stays in your hand."""
    name = ctx.draw_and_reveal(10)
    if name is None or ctx.info(name).color != "red":
        return
    with ops.batch(ctx.gs):
        for seat in ctx.gs.clockwise(ctx.player):
            for card in ctx.hand(seat):
                ctx.junk(card, ctx.zone("hand", seat))
            for color in COLORS:
                for card in ctx.pile(color, seat):
                    ctx.junk(card, ctx.zone("board", seat))
            for card in ctx.score_pile(seat):
                ctx.junk(card, ctx.zone("score", seat))
    ctx.end_dogma()


# --- Satellites (green, clock) --------------------------------------------------------------------

def satellites_1(ctx):
    """Return every card of your hand (you order returns under one deck). Optional: splay
    your purple cards up."""
    order = yield from in_order(ctx, ctx.hand(), "age", kind="return_order",
                                prompt="Order in which to return your hand (first returned first)")
    for name in order:
        ctx.return_card(name)
    yield from optional_splay(ctx, ["purple"], "up")


def satellites_2(ctx):
    """Draw an 8 three times."""
    for _ in range(3):
        ctx.draw(8)


# --- Ecology (yellow, lightbulb) ------------------------------------------------------------------

def ecology_2(ctx):
    """Optional: junk all cards in the 10 deck."""
    yield from _junk_a_deck(ctx, 10)


# --- Suburbia (yellow, leaf) ----------------------------------------------------------------------

def suburbia_1(ctx):
    """Optional: tuck any number of cards from your hand (you order those going under one
    pile); then draw a 1 and score it once per card tucked."""
    hand = ctx.hand()
    picked = yield from ctx.choose(hand, kind="tuck", min=0, max=len(hand),
                                   prompt="Tuck any cards from your hand (a 1 scored for each)")
    order = yield from in_order(ctx, picked, "color", kind="tuck_order",
                                prompt="Order in which to tuck them (first tucked first)")
    for name in order:
        ctx.tuck(name)
    for _ in order:
        ctx.draw_and_score(1)


def suburbia_2(ctx):
    """Optional: junk all cards in the 9 deck."""
    yield from _junk_a_deck(ctx, 9)


# --- Services (purple, leaf) ----------------------------------------------------------------------

def services_1(ctx):
    """Demand: I name a value (1 to 11); transfer every card of that value from your score
    pile to my hand. If you transferred any: transfer one of my top cards without a leaf
    (your choice) into your hand."""
    value = yield from ctx.choose_one(ctx.gs.choosable_values(), kind="value",
                                      player=ctx.launcher,
                                      prompt="Name a value: the affected player gives you every score card of it")
    given = [n for n in ctx.score_pile() if ctx.value(n) == value]
    for name in given:
        ctx.transfer(name, ctx.zone("score"), ctx.zone("hand", ctx.launcher))
    if not given:
        return
    options = [n for n in tops(ctx, ctx.launcher) if not ctx.info(n).has_icon("leaf")]
    name = yield from ctx.choose_one(options, kind="transfer",
                                     prompt="Take a top card without a leaf from the launcher's board")
    if name is not None:
        ctx.transfer(name, ctx.zone("board", ctx.launcher), ctx.zone("hand"))


EFFECTS.register("Genetics", [genetics_1])
EFFECTS.register("Fission", [fission_1, base.fission_2])
EFFECTS.register("Satellites", [satellites_1, satellites_2, base.satellites_3])
EFFECTS.register("Ecology", [base.ecology_1, ecology_2])
EFFECTS.register("Suburbia", [suburbia_1, suburbia_2])
EFFECTS.register("Services", [services_1])
