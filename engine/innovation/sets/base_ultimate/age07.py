"""Age 7 of the fourth-edition (Ultimate) base set: Evolution, Publications, Combustion,
Explosives, Bicycle, Electricity, Refrigeration, Sanitation, Lighting, Railroad.

One function per printed effect, named after the card and the effect number; the card rules
are those of engine/data/cards/base-ultimate.json (fourth-edition wording only). Decisions
use the shared helpers of engine/innovation/sets/helpers.py: an optional splay offers only
the colours it would change (min 0, max 1), a yes / no question is ["yes", "no"] (min 1,
max 1), cards going to one pile are ordered by the player only when two of them share that
pile, and "the N highest / lowest" takes the cards beyond the cut and lets the owner choose
among the ties. Scored and transferred cards go to a score pile or a hand, whose order never
shows: no order is asked for them.

The cards that play exactly as in the third edition are inherited from the base set
(engine/innovation/sets/base/age07.py) and not registered here: Evolution, Explosives,
Bicycle and Electricity. The changed cards reuse the base functions of the effects that did
not change: Publications's splay (the base card's second effect, printed first here),
Combustion's return, Refrigeration's score, Sanitation's exchange and Railroad's splay (the
base card's second effect, printed third here).
"""

from __future__ import annotations

from ...cards import COLORS
from .. import helpers
from ..base import age07 as base
from .wordings import EFFECTS

RETURN_ORDER = "Order in which to return them (the first goes under its deck first)"


def _return_all(ctx, names: list[str], src: tuple):
    """Return every card of `names` from `src`, in the order the player gives when two of them
    go under the same deck."""
    order = yield from helpers.in_order(ctx, names, "age", kind="return_order", prompt=RETURN_ORDER)
    for name in order:
        ctx.return_card(name, src=src)
    return order


# --- Publications --------------------------------------------------------------------------------------

PUBLICATIONS_JUNK, PUBLICATIONS_RESTORE = "junk", "restore"


def publications_2(ctx):
    """Optional: either junk an available special achievement, or put a special achievement
    from the junk back among the available ones. Only a branch with a candidate is offered;
    then the achievement is chosen (no question when there is one)."""
    junk = ctx.junk_pile()
    junked = [name for name in ctx.rules.special_achievements.conditions if name in junk]
    available = ctx.available_specials()
    branches = ([PUBLICATIONS_JUNK] if available else []) + ([PUBLICATIONS_RESTORE] if junked else [])
    branch = yield from ctx.choose_one(branches, optional=True, kind="branch",
                                       prompt="You may junk an available special achievement or "
                                              "restore one from the junk")
    if branch == PUBLICATIONS_JUNK:
        name = yield from ctx.choose_one(available, kind="junk_special",
                                         prompt="Special achievement to junk")
        ctx.junk_special(name)
    elif branch == PUBLICATIONS_RESTORE:
        name = yield from ctx.choose_one(junked, kind="restore_special",
                                         prompt="Special achievement to take back from the junk")
        ctx.restore_special(name)


# --- Combustion ------------------------------------------------------------------------------------------

def combustion_1(ctx):
    """Demand: transfer to my score pile one card of your choice from your score pile for each
    colour on my board whose pile shows a crown (all of them if you have fewer)."""
    count = sum(1 for color in COLORS if ctx.pile_icons(color, ctx.launcher)["crown"] >= 1)
    picked = yield from ctx.choose(ctx.score_pile(), kind="transfer", min=count, max=count,
                                   prompt=f"Transfer {count} card(s) from your score pile to the launcher's")
    for name in picked:
        ctx.transfer(name, ctx.zone("score"), ctx.zone("score", ctx.launcher))


# --- Refrigeration -------------------------------------------------------------------------------------------------

def refrigeration_1(ctx):
    """Demand: return every card of your hand but one of your choice (nothing with 0 or 1
    card)."""
    hand = ctx.hand()
    if len(hand) <= 1:
        return
    keep = yield from ctx.choose_one(hand, kind="keep", prompt="The one card of your hand to keep")
    yield from _return_all(ctx, [n for n in hand if n != keep], ctx.zone("hand"))


# --- Sanitation -----------------------------------------------------------------------------------------------------

def sanitation_2(ctx):
    """Choose the 7 deck or the 8 deck and junk every card in it. Either deck may be chosen,
    even an empty one; with both empty nothing is asked."""
    if not ctx.gs.supply.get(7) and not ctx.gs.supply.get(8):
        return
    age = yield from ctx.choose_one([7, 8], kind="junk_deck", prompt="Junk every card of the 7 deck or of the 8 deck")
    ctx.junk_deck(age)


# --- Lighting --------------------------------------------------------------------------------------------------------

def lighting_1(ctx):
    """Optional: tuck one to three cards from your hand (your order under a shared pile); if
    you tucked any, draw and score a 7 for each different value among them."""
    picked = yield from ctx.choose(ctx.hand(), kind="tuck", min=0, max=3,
                                   prompt="You may tuck up to three cards from your hand")
    order = yield from helpers.in_order(ctx, picked, "color", kind="tuck_order",
                                        prompt="Order in which to tuck them (the last one ends at the bottom)")
    for name in order:
        ctx.tuck(name)
    for _ in range(len({ctx.value(n) for n in order})):
        ctx.draw_and_score(7)


# --- Railroad ---------------------------------------------------------------------------------------------------------

def railroad_1(ctx):
    """Return every card of your hand (your order under a shared deck)."""
    yield from _return_all(ctx, ctx.hand(), ctx.zone("hand"))


def railroad_2(ctx):
    """Draw a 6 three times."""
    for _ in range(3):
        ctx.draw(6)


EFFECTS.register("Publications", [base.publications_2, publications_2])   # the splay comes first here
EFFECTS.register("Combustion", [combustion_1, base.combustion_2])
EFFECTS.register("Refrigeration", [refrigeration_1, base.refrigeration_2])
EFFECTS.register("Sanitation", [base.sanitation_1, sanitation_2])
EFFECTS.register("Lighting", [lighting_1])
EFFECTS.register("Railroad", [railroad_1, railroad_2, base.railroad_2])   # the splay comes third here
