"""Age 3 of the fourth-edition (Ultimate) base cards: Alchemy, Translation, Engineering,
Optics, Compass, Paper, Machinery, Medicine, Education and Feudalism.

One function per printed effect (`card_N`), written with the `Context` primitives and the
shared helpers of engine/innovation/sets/helpers.py; the rules they follow are the `effects`
of engine/data/cards/base-ultimate.json (and its glossary). What changed from the third
edition: Alchemy draws per colour showing a castle, Compass's second card is melded, Paper
draws only after scoring a top card with a leaf, Machinery's splay is an effect of its own,
Medicine junks an available 3 or 4 achievement, and Feudalism's demand junks the available
special achievements while its splay draws a 3.

Top cards are always offered in colour order (blue, red, green, yellow, purple).

Optics plays exactly as in the third edition: it is inherited from the base set
(engine/innovation/sets/base/age03.py) and not registered here. The changed cards reuse the
base functions of the effects that did not change: Alchemy's meld-and-score, Translation's
World claim, Engineering's splay, Paper's splay, Machinery's demand and Medicine's exchange
(whose tie among the launcher's lowest cards the variant's cards.readings.medicine_lowest_tie
gives to the launcher or to the affected player).

    >>> [f.__name__ for f in EFFECTS.lookup("Machinery", "fourth-edition")]
    ['machinery_1', 'machinery_2', 'machinery_3']
"""

from __future__ import annotations

from ...cards import COLORS
from .. import helpers
from ..base import age03 as base
from ..helpers import has_icon as _has
from .wordings import EFFECTS

# --- Alchemy (blue, castle) ---------------------------------------------------------------------

def alchemy_1(ctx):
    """Draw a 4 and reveal it once per colour whose pile shows a castle; if a card drawn
    here is red, return your whole hand (the drawn cards included)."""
    drawn = []
    for _ in range(sum(1 for color in COLORS if ctx.pile_icons(color)["castle"] > 0)):
        name = ctx.draw_and_reveal(4)
        if name is not None:
            drawn.append(name)
    if any(ctx.info(name).color == "red" for name in drawn):
        order = yield from helpers.in_order(ctx, ctx.hand(), "age", kind="return_order",
                                            prompt="Order in which to return your hand (the first goes under its deck first)")
        for name in order:
            ctx.return_card(name)


# --- Translation (blue, crown) -------------------------------------------------------------------

def translation_1(ctx):
    """Optional, all or none: meld every card of your score pile, in the order you choose."""
    if not ctx.score_pile():
        return
    if not (yield from helpers.confirm(ctx, "confirm", "Meld every card of your score pile?")):
        return
    order = yield from helpers.in_order(ctx, ctx.score_pile(), "color", kind="meld_order",
                                        prompt="Order in which to meld your score pile (the last ends on top)")
    for name in order:
        ctx.meld(name, ctx.zone("score"))


# --- Engineering (red, castle) -------------------------------------------------------------------

def engineering_1(ctx):
    """Demand: transfer each of your top cards that has a castle (fixed before any move, one
    per colour) to the launcher's score pile."""
    for name in [name for name in helpers.tops(ctx) if _has(ctx, name, "castle")]:
        ctx.transfer(name, ctx.zone("board"), ctx.zone("score", ctx.launcher))


# --- Compass (green, crown) --------------------------------------------------------------------------

def compass_1(ctx):
    """Demand: transfer one of your top non-green cards that has a leaf to the launcher's
    board; then (either way) meld one of the launcher's top cards without a leaf onto your
    board (your choices)."""
    given = [name for name in helpers.tops(ctx) if ctx.info(name).color != "green" and _has(ctx, name, "leaf")]
    name = yield from ctx.choose_one(given, kind="transfer",
                                     prompt="Transfer a top non-green card with a leaf to the launcher's board")
    if name is not None:
        ctx.transfer(name, ctx.zone("board"), ctx.zone("board", ctx.launcher))
    taken = [name for name in helpers.tops(ctx, ctx.launcher) if not _has(ctx, name, "leaf")]
    name = yield from ctx.choose_one(taken, kind="meld",
                                     prompt="Meld a top card without a leaf from the launcher's board")
    if name is not None:
        ctx.meld(name, ctx.zone("board", ctx.launcher))


# --- Paper (green, lightbulb) --------------------------------------------------------------------------

def paper_2(ctx):
    """Score one of your top cards that has a leaf. If you did: draw a 4 for each colour
    now splayed left."""
    leafy = [name for name in helpers.tops(ctx) if _has(ctx, name, "leaf")]
    name = yield from ctx.choose_one(leafy, kind="score", prompt="Score a top card with a leaf")
    if name is None:
        return
    ctx.score(name, ctx.zone("board"))
    for _ in range(sum(1 for color in COLORS if ctx.splay_of(color) == "left")):
        ctx.draw(4)


# --- Machinery (yellow, leaf) --------------------------------------------------------------------------

def machinery_2(ctx):
    """Score a card that has a castle from your hand."""
    castles = [name for name in ctx.hand() if _has(ctx, name, "castle")]
    name = yield from ctx.choose_one(castles, kind="score", prompt="Score a card with a castle from your hand")
    if name is not None:
        ctx.score(name)


def machinery_3(ctx):
    """Optional: splay your red cards left."""
    yield from helpers.optional_splay(ctx, ["red"], "left")


# --- Medicine (yellow, leaf) --------------------------------------------------------------------------

def medicine_1(ctx):
    """Demand: exchange your highest score card (your choice among ties) with the launcher's
    lowest score card. The text leaves open who chooses among the launcher's ties (variant
    cards.readings.medicine_lowest_tie): the launcher, or you."""
    reading = ctx.rules.cards.readings.medicine_lowest_tie
    yield from base.medicine_exchange(ctx, ctx.launcher if reading == "launcher" else ctx.player)


def medicine_2(ctx):
    """Junk an available standard achievement of value 3 or 4 (mandatory when one exists)."""
    yield from ctx.junk_achievement([3, 4])


# --- Education (purple, lightbulb) ---------------------------------------------------------------------

def education_1(ctx):
    """Optional: return your highest score card. If you did: draw a card of value 2 more than
    the highest value left in your score pile (a 2 when it is empty)."""
    name = yield from ctx.choose_one(ctx.highest(ctx.score_pile()), optional=True, kind="return",
                                     prompt="Return your highest score card (optional)")
    if name is None:
        return
    ctx.return_card(name, ctx.zone("score"))
    rest = ctx.score_pile()
    ctx.draw((max(ctx.value(n) for n in rest) if rest else ctx.value(None)) + 2, written=False)


# --- Feudalism (purple, castle) -----------------------------------------------------------------------

def feudalism_1(ctx):
    """Demand: transfer a hand card that has a castle to the launcher's hand. If you did: junk
    every available special achievement."""
    castles = [name for name in ctx.hand() if _has(ctx, name, "castle")]
    name = yield from ctx.choose_one(castles, kind="transfer",
                                     prompt="Transfer a card with a castle from your hand to the launcher's hand")
    if name is None:
        return
    ctx.transfer(name, ctx.zone("hand"), ctx.zone("hand", ctx.launcher))
    for special in ctx.available_specials():
        ctx.junk_special(special)


def feudalism_2(ctx):
    """Optional: splay your yellow or your purple cards left. If you did: draw a 3."""
    color = yield from helpers.optional_splay(ctx, ["yellow", "purple"], "left")
    if color is not None:
        ctx.draw(3)


EFFECTS.register("Alchemy", [alchemy_1, base.alchemy_2])
EFFECTS.register("Translation", [translation_1, base.translation_2])
EFFECTS.register("Engineering", [engineering_1, base.engineering_2])
EFFECTS.register("Compass", [compass_1])
EFFECTS.register("Paper", [base.paper_1, paper_2])
EFFECTS.register("Machinery", [base.machinery_1, machinery_2, machinery_3])
EFFECTS.register("Medicine", [medicine_1, medicine_2])
EFFECTS.register("Education", [education_1])
EFFECTS.register("Feudalism", [feudalism_1, feudalism_2])
