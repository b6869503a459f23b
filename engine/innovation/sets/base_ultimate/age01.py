"""Age 1 of the fourth-edition (Ultimate) base set: the fifteen cards, one function per
printed effect.

Rules as stated in engine/data/cards/base-ultimate.json (each effect's `rule`, its `notes`,
and the glossary). Every choice is a pending decision with exact options, `min` and `max`:
an optional pick has `min` 0 (answering nothing declines it), an optional action with
nothing to pick between is a yes / no question (`helpers.confirm`), and a mandatory pick
with a single possible answer is made without asking. When several cards go to the same
place and their order shows (returned under one supply deck, melded onto one pile), the
player gives the order (`helpers.in_order`).

What changed from the third edition: Archery gains a second effect (junk an available
achievement of value 1 or 2), Masonry claims Monument by a new second effect (a red pile
of exactly three cards) instead of by melding four cards, and Oars keeps its own demand.
A card that plays exactly as in the third edition is not registered here: the set inherits
it from the base set (Writing, Metalworking, Clothing, Sailing, The Wheel, Agriculture,
Domestication, City States, Code of Laws, Mysticism). A changed card reuses the base set's
function (`base.<card>_<n>`) for each effect that did not change.

    >>> [f.__name__ for f in EFFECTS.lookup("Archery", "fourth-edition")]
    ['archery_1', 'archery_2']
    >>> [f.__name__ for f in EFFECTS.lookup("Masonry", "fourth-edition")]
    ['masonry_1', 'masonry_2']
    >>> EFFECTS.lookup("Writing", "fourth-edition") == (base.writing_1,)
    True
"""

from __future__ import annotations

from ...effects import Context
from ..base import age01 as base
from ..helpers import confirm, in_order
from ..helpers import with_icon as _with_icon
from .wordings import EFFECTS

# --- small helpers -------------------------------------------------------------------------

def _return_all(ctx: Context, names: list[str]):
    """Return the cards from hand, in the order the player gives when two share a deck."""
    order = yield from in_order(ctx, names, "age", kind="return_order",
                                prompt="Order the cards returned to one deck (first listed goes under first)")
    for name in order:
        ctx.return_card(name)


# --- Pottery (blue, leaf) ------------------------------------------------------------------

def pottery_1(ctx: Context):
    """Optional: return 1 to 3 cards from your hand; if you returned K, draw and score a K."""
    picked = yield from ctx.choose(ctx.hand(), kind="return", min=0, max=3,
                                   prompt="You may return 1, 2 or 3 cards from your hand (then draw and "
                                          "score a card of value equal to the number returned)")
    if not picked:
        return
    yield from _return_all(ctx, picked)
    ctx.draw_and_score(len(picked), written=False)


# --- Tools (blue, lightbulb) ---------------------------------------------------------------

def tools_1(ctx: Context):
    """Optional: return exactly 3 cards from your hand; only then draw and meld a 3. With
    fewer than 3 cards in hand the option does not exist. The offer is a yes / no question
    (nothing else can express "none or exactly 3"), then the pick of the 3 cards."""
    if len(ctx.hand()) < 3:
        return
    if not (yield from confirm(ctx, "confirm", "Return exactly 3 cards from your hand (then draw and meld a 3)?")):
        return
    picked = yield from ctx.choose(ctx.hand(), kind="return", min=3, max=3,
                                   prompt="Choose the 3 cards to return")
    yield from _return_all(ctx, picked)
    ctx.draw_and_meld(3)


# --- Writing (blue, lightbulb) -------------------------------------------------------------

# --- Archery (red, castle) -----------------------------------------------------------------

def archery_2(ctx: Context):
    """Junk an available standard achievement of value 1 or 2 (mandatory; a decision by
    value when both are available; nothing when neither is)."""
    yield from ctx.junk_achievement([1, 2], prompt="Junk the available achievement of value 1 or 2")


# --- Metalworking (red, castle) ------------------------------------------------------------

# --- Oars (red, castle) --------------------------------------------------------------------

def oars_1(ctx: Context):
    """Demand: transfer a card with a crown from your hand to my score pile; if you did,
    draw a 1 and repeat. Each round takes a card from the supply, so the loop ends (at the
    latest when a draw past the last age ends the game)."""
    while ctx.repeats():
        crowns = _with_icon(ctx, ctx.hand(), "crown")
        picked = yield from ctx.choose(crowns, kind="transfer",
                                       prompt="Transfer a card with a crown to the score pile of the player "
                                              "who demands it")
        if not picked:
            return
        ctx.transfer(picked[0], ctx.zone("hand"), ctx.zone("score", ctx.launcher))
        ctx.memory.demand_transferred = True
        ctx.draw(1)


def oars_2(ctx: Context):
    """If no card was transferred by this card's demand during this dogma action (by any
    affected player), draw a 1."""
    if not ctx.memory.demand_transferred:
        ctx.draw(1)


# --- Clothing (green, leaf) ----------------------------------------------------------------

# --- Sailing (green, crown) ----------------------------------------------------------------

# --- The Wheel (green, castle) -------------------------------------------------------------

# --- Agriculture (yellow, leaf) ------------------------------------------------------------

# --- Domestication (yellow, castle) --------------------------------------------------------

# --- Masonry (yellow, castle) --------------------------------------------------------------

def masonry_1(ctx: Context):
    """Optional: meld any number of cards with a castle from your hand; you give the order
    when two of them go onto the same pile."""
    castles = _with_icon(ctx, ctx.hand(), "castle")
    picked = yield from ctx.choose(castles, kind="meld", min=0, max=len(castles),
                                   prompt="You may meld any of your cards with a castle")
    order = yield from in_order(ctx, picked, "color", kind="meld_order",
                                prompt="Order the cards melded onto one pile (first listed is melded first)")
    for name in order:
        ctx.meld(name)


def masonry_2(ctx: Context):
    """If your red pile holds exactly three cards, claim Monument (if still available)."""
    if len(ctx.pile("red")) == 3:
        ctx.claim_special("Monument")


# --- City States (purple, crown) -----------------------------------------------------------

# --- Code of Laws (purple, crown) ----------------------------------------------------------

# --- Mysticism (purple, castle) ------------------------------------------------------------

EFFECTS.register("Pottery", [pottery_1, base.pottery_2])
EFFECTS.register("Tools", [tools_1, base.tools_2])
EFFECTS.register("Archery", [base.archery_1, archery_2])
EFFECTS.register("Oars", [oars_1, oars_2])
EFFECTS.register("Masonry", [masonry_1, masonry_2])
