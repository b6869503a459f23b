"""Age 9 of the base set: Computers, Genetics, Composites, Fission, Collaboration,
Satellites, Ecology, Suburbia, Services, Specialization.

One function per printed effect, named after the card and the effect number; the rules, in
our own words, are in engine/data/cards/base.json. Fission's non-demand differs in the first
edition (no draw of a 10 afterwards) and registers one list per wording; the other cards
read the same in both. Decisions follow age08's conventions.

`self_execute` runs another card's non-demand effects for one player ("execute each
non-demand effect of that card yourself, with no sharing"): it is the core's
`Context.self_execute`; age10 uses it too.

    >>> [f.__name__ for f in EFFECTS.lookup("Fission", "first-edition")]
    ['fission_1', 'fission_2_first_edition']
    >>> [f.__name__ for f in EFFECTS.lookup("Fission", "third-edition")]
    ['fission_1', 'fission_2']
"""

from __future__ import annotations

from ... import ops
from ...cards import COLORS
from ..helpers import in_order, optional_splay, tops
from .age08 import return_from_hand
from .wordings import BOTH, EFFECTS, FIRST, THIRD

# --- executing another card's non-demand effects --------------------------------------------------

def self_execute(ctx, name: str):
    """Execute each non-demand effect of `name` yourself, with no sharing: the core's
    `Context.self_execute` (kept under this name for age10)."""
    return ctx.self_execute(name)


# --- Computers (blue, clock) ----------------------------------------------------------------------

def computers_1(ctx):
    """Optional: splay your red or your green cards up."""
    yield from optional_splay(ctx, ["red", "green"], "up")


def computers_2(ctx):
    """Draw and meld a 10, then execute its non-demand effects yourself."""
    name = ctx.draw_and_meld(10)
    if name is not None:
        yield from ctx.self_execute(name)


# --- Genetics (blue, lightbulb) -------------------------------------------------------------------

def genetics_1(ctx):
    """Draw and meld a 10, then score every card beneath it in its pile (top first)."""
    name = ctx.draw_and_meld(10)
    if name is None:
        return
    for beneath in ctx.pile(ctx.info(name).color)[1:]:
        ctx.score(beneath, src=ctx.zone("board"))


# --- Composites (red, factory) --------------------------------------------------------------------

def composites_1(ctx):
    """Demand: keep one card of your hand and transfer the others to my hand; then transfer
    the highest card of your score pile (your choice among ties) to my score pile."""
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
    """Demand: draw and reveal a 10; if it is red, remove every card of every player's hand,
    board and score pile from the game and end the dogma action at once (achievements and
    the supply stay). Otherwise keep it in hand."""
    name = ctx.draw_and_reveal(10)
    if name is None or ctx.info(name).color != "red":
        return
    gs = ctx.gs
    with ops.batch(gs):
        for seat in range(len(gs.players)):
            for card in ctx.hand(seat):
                ctx.remove(card, ctx.zone("hand", seat))
            for color in COLORS:
                for card in ctx.pile(color, seat):
                    ctx.remove(card, ctx.zone("board", seat))
            for card in ctx.score_pile(seat):
                ctx.remove(card, ctx.zone("score", seat))
    ctx.end_dogma()


def _return_a_top_card(ctx):
    """Return a top card other than Fission from any board (mandatory if there is one)."""
    owner = {name: seat for seat in ctx.gs.clockwise(ctx.player) for name in tops(ctx, seat)
             if name != "Fission"}
    name = yield from ctx.choose_one(list(owner), kind="return",
                                     prompt="Return a top card (other than Fission) from any board")
    if name is not None:
        ctx.return_card(name, src=ctx.zone("board", owner[name]))


def fission_2(ctx):
    """Third edition: return a top card other than Fission from any board, then draw a 10
    (even when nothing could be returned)."""
    yield from _return_a_top_card(ctx)
    ctx.draw(10)


def fission_2_first_edition(ctx):
    """First edition: return a top card other than Fission from any board. No draw."""
    yield from _return_a_top_card(ctx)


# --- Collaboration (green, crown) -----------------------------------------------------------------

def collaboration_1(ctx):
    """Demand: draw and reveal two 9s; I choose one of them for my board (a transfer), you
    meld the other."""
    drawn = [ctx.draw_and_reveal(9), ctx.draw_and_reveal(9)]
    drawn = [n for n in drawn if n is not None]
    taken = yield from ctx.choose_one(drawn, kind="transfer", player=ctx.launcher,
                                      prompt="Choose the revealed card that goes to your board")
    if taken is None:
        return
    ctx.transfer(taken, ctx.zone("hand"), ctx.zone("board", ctx.launcher))
    for name in drawn:
        if name != taken:
            ctx.meld(name)


def collaboration_2(ctx):
    """If your green pile holds ten or more cards, you win."""
    if len(ctx.pile("green")) >= 10:
        ctx.win()


# --- Satellites (green, clock) --------------------------------------------------------------------

def satellites_1(ctx):
    """Return your whole hand (in an order you give when two share an age), then draw three 8s."""
    order = yield from in_order(ctx, ctx.hand(), ctx.value, kind="return_order",
                                prompt="Order in which to return your hand (first returned first)")
    return_from_hand(ctx, order)
    for _ in range(3):
        ctx.draw(8)


def satellites_2(ctx):
    """Optional: splay your purple cards up."""
    yield from optional_splay(ctx, ["purple"], "up")


def satellites_3(ctx):
    """Meld a card from your hand (mandatory), then execute its non-demand effects yourself."""
    name = yield from ctx.choose_one(ctx.hand(), kind="meld",
                                     prompt="Meld a card from your hand (you then execute its "
                                            "non-demand effects)")
    if name is None:
        return
    ctx.meld(name)
    yield from ctx.self_execute(name)


# --- Ecology (yellow, lightbulb) ------------------------------------------------------------------

def ecology_1(ctx):
    """Optional: return a card from your hand; if you did, score a card from your hand (if
    any), then draw two 10s."""
    picked = yield from ctx.choose(ctx.hand(), kind="return", min=0, max=1,
                                   prompt="You may return a card from your hand (then score one and "
                                          "draw two 10s)")
    if not picked:
        return
    ctx.return_card(picked[0])
    scored = yield from ctx.choose_one(ctx.hand(), kind="score", prompt="Score a card from your hand")
    if scored is not None:
        ctx.score(scored)
    for _ in range(2):
        ctx.draw(10)


# --- Suburbia (yellow, leaf) ----------------------------------------------------------------------

def suburbia_1(ctx):
    """Optional: tuck any number of cards from your hand (in the order given); draw and score
    a 1 for each."""
    hand = ctx.hand()
    picked = yield from ctx.choose(hand, kind="tuck", min=0, max=len(hand), ordered=True,
                                   prompt="Tuck any cards from your hand, in order (a 1 scored for each)")
    for name in picked:
        ctx.tuck(name)
    for _ in picked:
        ctx.draw_and_score(1)


# --- Services (purple, leaf) ----------------------------------------------------------------------

def services_1(ctx):
    """Demand: transfer every card tied for highest in your score pile to my hand; if any,
    take a top card without a leaf from my board into your hand (your choice)."""
    highest = ctx.highest(ctx.score_pile())
    for name in highest:
        ctx.transfer(name, ctx.zone("score"), ctx.zone("hand", ctx.launcher))
    if not highest:
        return
    options = [n for n in tops(ctx, ctx.launcher) if not ctx.info(n).has_icon("leaf")]
    name = yield from ctx.choose_one(options, kind="transfer",
                                     prompt="Take a top card without a leaf from the launcher's board")
    if name is not None:
        ctx.transfer(name, ctx.zone("board", ctx.launcher), ctx.zone("hand"))


# --- Specialization (purple, factory) -------------------------------------------------------------

def specialization_1(ctx):
    """Reveal a card from your hand (it stays there); take every opponent's top card of its
    colour into your hand."""
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
    """Optional: splay your yellow or your blue cards up."""
    yield from optional_splay(ctx, ["yellow", "blue"], "up")


EFFECTS.register("Computers", [computers_1, computers_2], BOTH)
EFFECTS.register("Genetics", [genetics_1], BOTH)
EFFECTS.register("Composites", [composites_1], BOTH)
EFFECTS.register("Fission", [fission_1, fission_2], THIRD)
EFFECTS.register("Fission", [fission_1, fission_2_first_edition], FIRST)
EFFECTS.register("Collaboration", [collaboration_1, collaboration_2], BOTH)
EFFECTS.register("Satellites", [satellites_1, satellites_2, satellites_3], BOTH)
EFFECTS.register("Ecology", [ecology_1], BOTH)
EFFECTS.register("Suburbia", [suburbia_1], BOTH)
EFFECTS.register("Services", [services_1], BOTH)
EFFECTS.register("Specialization", [specialization_1, specialization_2], BOTH)
