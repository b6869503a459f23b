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

    >>> from engine.innovation.effects import lookup
    >>> [f.__name__ for f in lookup("Fission", "fourth-edition")]
    ['fission_1', 'fission_2']
"""

from __future__ import annotations

from ... import ops
from ...cards import COLORS
from ...effects import register
from ..helpers import confirm, in_order, optional_splay, tops
from .wordings import FOURTH


def _junk_a_deck(ctx, age: int):
    """"Optional: junk all cards in the N deck": a yes / no question, not asked when the
    deck is empty (there is nothing to junk)."""
    if not ctx.gs.supply.get(age):
        return
    if (yield from confirm(ctx, "junk_deck", f"Junk all cards in the {age} deck?")):
        ctx.junk_deck(age)


# --- Computers (blue, clock) ----------------------------------------------------------------------

def computers_1(ctx):
    """Optional: splay your red cards up or your green cards up."""
    yield from optional_splay(ctx, ["red", "green"], "up")


def computers_2(ctx):
    """Draw a 10 and meld it, then self-execute that card."""
    name = ctx.draw_and_meld(10)
    if name is not None:
        yield from ctx.self_execute(name)


# --- Genetics (blue, lightbulb) -------------------------------------------------------------------

def genetics_1(ctx):
    """Draw an 11 and meld it, then score every card beneath it in that pile (top first)."""
    name = ctx.draw_and_meld(11)
    if name is None:
        return
    for beneath in ctx.pile(ctx.info(name).color)[1:]:
        ctx.score(beneath, src=ctx.zone("board"))


# --- Composites (red, factory) --------------------------------------------------------------------

def composites_1(ctx):
    """Demand: transfer every card of your hand but one of your choice to my hand; also
    transfer the highest card of your score pile (your choice among ties) to my score pile."""
    hand = ctx.hand()
    if len(hand) >= 2:
        keep = yield from ctx.choose_one(hand, kind="keep", prompt="Choose the one card you keep in hand")
        for name in hand:
            if name != keep:
                ctx.transfer(name, ctx.zone("hand"), ctx.zone("hand", ctx.launcher))
    name = yield from ctx.choose_one(ctx.highest(ctx.score_pile()), kind="transfer",
                                     prompt="Transfer your highest score card to the launcher's score pile")
    if name is not None:
        ctx.transfer(name, ctx.zone("score"), ctx.zone("score", ctx.launcher))


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


def fission_2(ctx):
    """Return a top card other than Fission from any board, yours included (mandatory when
    there is one; boards read from yours, then clockwise), then draw a 10."""
    owner = {name: seat for seat in ctx.gs.clockwise(ctx.player) for name in tops(ctx, seat)
             if name != "Fission"}
    name = yield from ctx.choose_one(list(owner), kind="return",
                                     prompt="Return a top card (other than Fission) from any board")
    if name is not None:
        ctx.return_card(name, src=ctx.zone("board", owner[name]))
    ctx.draw(10)


# --- Collaboration (green, crown) -----------------------------------------------------------------

def collaboration_1(ctx):
    """Demand: draw a 9 twice and reveal both; I pick one of them, which you transfer to my
    board, and you meld the other."""
    drawn = [ctx.draw_and_reveal(9), ctx.draw_and_reveal(9)]
    drawn = [n for n in drawn if n is not None]
    taken = yield from ctx.choose_one(drawn, kind="transfer", player=ctx.launcher,
                                      prompt="Pick the revealed card that goes to your board")
    if taken is None:
        return
    ctx.transfer(taken, ctx.zone("hand"), ctx.zone("board", ctx.launcher))
    for name in drawn:
        if name != taken:
            ctx.meld(name)


def collaboration_2(ctx):
    """If your green pile holds at least 10 cards, you win."""
    if len(ctx.pile("green")) >= 10:
        ctx.win()


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


def satellites_3(ctx):
    """Meld a card from your hand (mandatory) and self-execute it."""
    name = yield from ctx.choose_one(ctx.hand(), kind="meld",
                                     prompt="Meld a card from your hand (you then self-execute it)")
    if name is None:
        return
    ctx.meld(name)
    yield from ctx.self_execute(name)


# --- Ecology (yellow, lightbulb) ------------------------------------------------------------------

def ecology_1(ctx):
    """Optional: return a card from your hand. If you did: score a card from your hand (if
    you have one) and draw a 10 twice."""
    name = yield from ctx.choose_one(ctx.hand(), optional=True, kind="return",
                                     prompt="You may return a card from your hand (then score one and "
                                            "draw a 10 twice)")
    if name is None:
        return
    ctx.return_card(name)
    scored = yield from ctx.choose_one(ctx.hand(), kind="score", prompt="Score a card from your hand")
    if scored is not None:
        ctx.score(scored)
    for _ in range(2):
        ctx.draw(10)


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
    value = yield from ctx.choose_one(list(range(1, ctx.rules.age_max + 1)), kind="value",
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


# --- Specialization (purple, factory) -------------------------------------------------------------

def specialization_1(ctx):
    """Reveal a card from your hand (it stays there); transfer into your hand the top card of
    its colour from every opponent's board (clockwise)."""
    name = yield from ctx.choose_one(ctx.hand(), kind="reveal", prompt="Reveal a card from your hand")
    if name is None:
        return
    ctx.reveal(name)
    color = ctx.info(name).color
    for seat in ctx.opponents():
        top = ctx.top_card(color, seat)
        if top is not None:
            ctx.transfer(top, ctx.zone("board", seat), ctx.zone("hand"))


def specialization_2(ctx):
    """Optional: splay your yellow cards up or your blue cards up."""
    yield from optional_splay(ctx, ["yellow", "blue"], "up")


register("Computers", [computers_1, computers_2], FOURTH)
register("Genetics", [genetics_1], FOURTH)
register("Composites", [composites_1], FOURTH)
register("Fission", [fission_1, fission_2], FOURTH)
register("Collaboration", [collaboration_1, collaboration_2], FOURTH)
register("Satellites", [satellites_1, satellites_2, satellites_3], FOURTH)
register("Ecology", [ecology_1, ecology_2], FOURTH)
register("Suburbia", [suburbia_1, suburbia_2], FOURTH)
register("Services", [services_1], FOURTH)
register("Specialization", [specialization_1, specialization_2], FOURTH)
