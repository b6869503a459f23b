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
achievement of value 1 or 2), and Masonry claims Monument by a new second effect (a red
pile of exactly three cards) instead of by melding four cards.

    >>> from engine.innovation.effects import lookup
    >>> [f.__name__ for f in lookup("Archery", "fourth-edition")]
    ['archery_1', 'archery_2']
    >>> [f.__name__ for f in lookup("Masonry", "fourth-edition")]
    ['masonry_1', 'masonry_2']
"""

from __future__ import annotations

from ...effects import Context, register
from ..helpers import (colors_on_board as _colors_on_board, confirm, in_order, optional_splay, pick_extreme,
                       with_icon as _with_icon)
from .wordings import FOURTH

# set in the dogma action's flags when any affected player transfers a card through the
# demand of Oars (read by its non-demand effect; a self-execution has flags of its own)
OARS_TRANSFERRED = "Oars (fourth edition): a card was transferred by the demand"


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
    ctx.draw_and_score(len(picked))


def pottery_2(ctx: Context):
    """Draw a 1."""
    ctx.draw(1)


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


def tools_2(ctx: Context):
    """Optional: return a 3 from your hand; if you did, draw a 1 three times."""
    threes = [n for n in ctx.hand() if ctx.value(n) == 3]
    picked = yield from ctx.choose(threes, kind="return", min=0, max=1,
                                   prompt="You may return a 3 from your hand (then draw a 1 three times)")
    if not picked:
        return
    ctx.return_card(picked[0])
    for _ in range(3):
        ctx.draw(1)


# --- Writing (blue, lightbulb) -------------------------------------------------------------

def writing_1(ctx: Context):
    """Draw a 2."""
    ctx.draw(2)


# --- Archery (red, castle) -----------------------------------------------------------------

def archery_1(ctx: Context):
    """Demand: draw a 1, then transfer the highest card in your hand (your choice among
    ties; the card just drawn counts) to my hand."""
    ctx.draw(1)
    picked = yield from pick_extreme(ctx, ctx.hand(), 1, highest=True, kind="transfer",
                                     prompt="Transfer your highest card to the hand of the player who demands it")
    for name in picked:
        ctx.transfer(name, ctx.zone("hand"), ctx.zone("hand", ctx.launcher))


def archery_2(ctx: Context):
    """Junk an available standard achievement of value 1 or 2 (mandatory; a decision by
    value when both are available; nothing when neither is)."""
    yield from ctx.junk_achievement([1, 2], prompt="Junk the available achievement of value 1 or 2")


# --- Metalworking (red, castle) ------------------------------------------------------------

def metalworking_1(ctx: Context):
    """Draw and reveal a 1; while it has a castle, score it and repeat. Ends with a card
    without a castle (kept in hand); each round takes a card from the supply, so the loop
    ends at the latest when a draw past the last age ends the game."""
    while True:
        name = ctx.draw_and_reveal(1)
        if name is None or not ctx.info(name).has_icon("castle"):
            return
        ctx.score(name)


# --- Oars (red, castle) --------------------------------------------------------------------

def oars_1(ctx: Context):
    """Demand: transfer a card with a crown from your hand to my score pile; if you did,
    draw a 1 and repeat. Each round takes a card from the supply, so the loop ends (at the
    latest when a draw past the last age ends the game)."""
    while True:
        crowns = _with_icon(ctx, ctx.hand(), "crown")
        picked = yield from ctx.choose(crowns, kind="transfer",
                                       prompt="Transfer a card with a crown to the score pile of the player "
                                              "who demands it")
        if not picked:
            return
        ctx.transfer(picked[0], ctx.zone("hand"), ctx.zone("score", ctx.launcher))
        ctx.flags[OARS_TRANSFERRED] = True
        ctx.draw(1)


def oars_2(ctx: Context):
    """If no card was transferred by this card's demand during this dogma action (by any
    affected player), draw a 1."""
    if not ctx.flags.get(OARS_TRANSFERRED):
        ctx.draw(1)


# --- Clothing (green, leaf) ----------------------------------------------------------------

def clothing_1(ctx: Context):
    """Meld a card from your hand of a colour you have no pile of (mandatory if you have one)."""
    mine = _colors_on_board(ctx)
    candidates = [n for n in ctx.hand() if ctx.info(n).color not in mine]
    picked = yield from ctx.choose(candidates, kind="meld",
                                   prompt="Meld a card of a colour not on your board")
    for name in picked:
        ctx.meld(name)


def clothing_2(ctx: Context):
    """Draw and score a 1 for each colour on your board and on no opponent's board
    (a teammate is no opponent)."""
    theirs: set[str] = set()
    for seat in ctx.opponents():
        theirs |= _colors_on_board(ctx, seat)
    for _ in range(len(_colors_on_board(ctx) - theirs)):
        ctx.draw_and_score(1)


# --- Sailing (green, crown) ----------------------------------------------------------------

def sailing_1(ctx: Context):
    """Draw and meld a 1."""
    ctx.draw_and_meld(1)


# --- The Wheel (green, castle) -------------------------------------------------------------

def the_wheel_1(ctx: Context):
    """Draw a 1 twice."""
    for _ in range(2):
        ctx.draw(1)


# --- Agriculture (yellow, leaf) ------------------------------------------------------------

def agriculture_1(ctx: Context):
    """Optional: return a card from your hand; if you did, draw and score a card of value
    one higher than the returned card."""
    picked = yield from ctx.choose(ctx.hand(), kind="return", min=0, max=1,
                                   prompt="You may return a card from your hand (then draw and score a "
                                          "card of value one higher)")
    if not picked:
        return
    value = ctx.value(picked[0])
    ctx.return_card(picked[0])
    ctx.draw_and_score(value + 1)


# --- Domestication (yellow, castle) --------------------------------------------------------

def domestication_1(ctx: Context):
    """Meld the lowest card in your hand (your choice among ties), then draw a 1."""
    picked = yield from pick_extreme(ctx, ctx.hand(), 1, highest=False, kind="meld",
                                     prompt="Meld the lowest card in your hand")
    for name in picked:
        ctx.meld(name)
    ctx.draw(1)


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

def city_states_1(ctx: Context):
    """Demand: if you have at least four visible castles on your board, transfer a top card
    with a castle from your board to mine (on top of my pile of its colour); if you did,
    draw a 1."""
    if ctx.icons()["castle"] < 4:
        return
    candidates = _with_icon(ctx, ctx.top_cards(), "castle")
    picked = yield from ctx.choose(candidates, kind="transfer",
                                   prompt="Transfer a top card with a castle to the board of the player "
                                          "who demands it")
    if not picked:
        return
    ctx.transfer(picked[0], ctx.zone("board"), ctx.zone("board", ctx.launcher))
    ctx.draw(1)


# --- Code of Laws (purple, crown) ----------------------------------------------------------

def code_of_laws_1(ctx: Context):
    """Optional: tuck a card from your hand of a colour already on your board; if you did,
    you may splay that colour left (not asked when the splay would change nothing)."""
    mine = _colors_on_board(ctx)
    candidates = [n for n in ctx.hand() if ctx.info(n).color in mine]
    picked = yield from ctx.choose(candidates, kind="tuck", min=0, max=1,
                                   prompt="You may tuck a card of a colour already on your board")
    if not picked:
        return
    color = ctx.info(picked[0]).color
    ctx.tuck(picked[0])
    yield from optional_splay(ctx, [color], "left", prompt=f"You may splay your {color} cards left")


# --- Mysticism (purple, castle) ------------------------------------------------------------

def mysticism_1(ctx: Context):
    """Draw and reveal a 1; if you have a pile of its colour, meld it, then draw a 1;
    otherwise it stays in your hand."""
    name = ctx.draw_and_reveal(1)
    if name is None:
        return
    if ctx.pile(ctx.info(name).color):          # checked before melding it
        ctx.meld(name)
        ctx.draw(1)


register("Pottery", [pottery_1, pottery_2], FOURTH)
register("Tools", [tools_1, tools_2], FOURTH)
register("Writing", [writing_1], FOURTH)
register("Archery", [archery_1, archery_2], FOURTH)
register("Metalworking", [metalworking_1], FOURTH)
register("Oars", [oars_1, oars_2], FOURTH)
register("Clothing", [clothing_1, clothing_2], FOURTH)
register("Sailing", [sailing_1], FOURTH)
register("The Wheel", [the_wheel_1], FOURTH)
register("Agriculture", [agriculture_1], FOURTH)
register("Domestication", [domestication_1], FOURTH)
register("Masonry", [masonry_1, masonry_2], FOURTH)
register("City States", [city_states_1], FOURTH)
register("Code of Laws", [code_of_laws_1], FOURTH)
register("Mysticism", [mysticism_1], FOURTH)
