"""Age 4 of the fourth-edition (Ultimate) base set: Experimentation, Printing Press,
Colonialism, Gunpowder, Invention, Navigation, Anatomy, Perspective, Enterprise, Reformation.

Rules as stated in engine/data/cards/base-ultimate.json (each effect's `rule`, its `notes`,
and the glossary). One function per printed effect, named after the card and the effect
number. Every choice is a pending decision with exact options, `min` and `max`: an optional
pick has `min` 0 (answering nothing declines it), an optional action with nothing else to
pick is a yes / no question (`helpers.confirm`), a mandatory pick with a single possible
answer is made without asking, and cards going under one pile are ordered by the player
(`helpers.in_order`).

What changed from the third edition (the card data's rule is played; its notes record the
source disputes): Colonialism junks the 5 deck when it tucks a green card; Anatomy junks
the 4 deck when both of its returns happen; Perspective scores one card per colour whose
pile shows a lightbulb; Reformation splays first, then tucks one card per splayed colour.

The cards that play exactly as in the third edition are inherited from the base set
(engine/innovation/sets/base/age04.py) and not registered here: Experimentation, Printing
Press, Gunpowder, Navigation and Enterprise. The changed cards reuse the base functions of
the effects that did not change: Invention's Wonder claim, and Reformation's splay (the base
card's second effect, printed first here).

    >>> [f"{f.__module__.split('.')[-2]}.{f.__name__}" for f in EFFECTS.lookup("Reformation", "fourth-edition")]
    ['base.reformation_2', 'base_ultimate.reformation_2']
"""

from __future__ import annotations

from ...cards import COLORS
from ...effects import Context
from ..base import age04 as base
from ..helpers import confirm, in_order, tops
from .wordings import EFFECTS

# --- Colonialism (red, factory) ------------------------------------------------------------

def colonialism_1(ctx: Context):
    """Draw a 3 and tuck it; a green card junks the 5 deck; a card with a crown repeats the
    effect. Each pass takes a card from the supply, so the loop ends (at worst the draws run
    past the last age and end the game)."""
    while ctx.repeats():
        name = ctx.draw_and_tuck(3)
        if name is None:
            return
        card = ctx.info(name)
        if card.color == "green":
            ctx.junk_deck(5)
        if not card.has_icon("crown"):
            return


# --- Invention (green, lightbulb) ----------------------------------------------------------

def invention_1(ctx: Context):
    """Optional: splay right one of your colours splayed left; if you did, draw and score a 4."""
    left = [c for c in COLORS if ctx.splay_of(c) == "left"]
    color = yield from ctx.choose_one(left, optional=True, kind="splay",
                                      prompt="You may splay right one of your colours splayed left "
                                             "(then draw and score a 4)")
    if color is None or not ctx.splay(color, "right"):
        return
    ctx.draw_and_score(4)


# --- Anatomy (yellow, leaf) ----------------------------------------------------------------

def anatomy_1(ctx: Context):
    """Demand: return a card from your score pile; if you did, return one of your top cards
    of its value; if you did that too, junk all cards in the 4 deck."""
    picked = yield from ctx.choose_one(ctx.score_pile(), kind="return",
                                       prompt="Return a card from your score pile")
    if picked is None:
        return
    ctx.return_card(picked, src=ctx.zone("score"))
    value = ctx.value(picked)
    same = [n for n in tops(ctx) if ctx.value(n) == value]
    top = yield from ctx.choose_one(same, kind="return",
                                    prompt=f"Return one of your top cards of value {value}")
    if top is None:
        return
    ctx.return_card(top, src=ctx.zone("board"))
    ctx.junk_deck(4)


# --- Perspective (yellow, lightbulb) -------------------------------------------------------

def perspective_1(ctx: Context):
    """Optional: return a card from your hand; if you did, score one card from your hand per
    colour whose pile shows a lightbulb (as many as you can)."""
    picked = yield from ctx.choose_one(ctx.hand(), optional=True, kind="return",
                                       prompt="You may return a card from your hand (then score a card per "
                                              "colour showing a lightbulb)")
    if picked is None:
        return
    ctx.return_card(picked)
    count = sum(1 for c in COLORS if ctx.pile_icons(c)["lightbulb"] > 0)
    chosen = yield from ctx.choose(ctx.hand(), kind="score", min=count, max=count,
                                   prompt=f"Score {count} card(s) from your hand")
    for name in chosen:
        ctx.score(name)


# --- Reformation (purple, leaf) ------------------------------------------------------------

def reformation_2(ctx: Context):
    """Optional, all or none: tuck one card from your hand per splayed colour on your board
    (the whole hand when it holds fewer). Asked as yes / no, then which cards (when there is
    a choice), then their order under one pile (when two share a colour)."""
    hand = ctx.hand()
    count = min(sum(1 for c in COLORS if ctx.splay_of(c) != "none"), len(hand))
    if count == 0:
        return
    if not (yield from confirm(ctx, "confirm", f"Tuck {count} card(s) from your hand?")):
        return
    chosen = yield from ctx.choose(hand, kind="tuck", min=count, max=count,
                                   prompt=f"Choose the {count} card(s) to tuck")
    order = yield from in_order(ctx, [n for n in hand if n in chosen], "color", kind="tuck_order",
                                prompt="Order the cards tucked under one pile (first listed goes under first)")
    for name in order:
        ctx.tuck(name)


EFFECTS.register("Colonialism", [colonialism_1])
EFFECTS.register("Invention", [invention_1, base.invention_2])
EFFECTS.register("Anatomy", [anatomy_1])
EFFECTS.register("Perspective", [perspective_1])
EFFECTS.register("Reformation", [base.reformation_2, reformation_2])   # the splay comes first here
