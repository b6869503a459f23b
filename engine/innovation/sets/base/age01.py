"""Age 1 of the base set: the fifteen cards, one function per printed effect.

Rules as stated in engine/data/cards/base.json (third-edition `rule`; Oars alone has a
different first-edition rule). Every choice is a pending decision: an optional action is a
choice with `min` 0 (answering nothing declines it); a mandatory one has `min` 1 and is
made without asking when only one answer is possible. Cards returned together (Pottery,
Tools) are ordered by the player when two of them go under the same supply deck
(`helpers.in_order`); otherwise they go back in the order picked.

    >>> [f.__name__ for f in EFFECTS.lookup("Oars", "first-edition")]
    ['oars_1_first_edition', 'oars_2']
    >>> [f.__name__ for f in EFFECTS.lookup("Oars", "third-edition")]
    ['oars_1', 'oars_2']
"""

from __future__ import annotations

from ...effects import Context
from ..helpers import colors_on_board as _colors_on_board
from ..helpers import confirm, in_order
from ..helpers import with_icon as _with_icon
from .wordings import BOTH, EFFECTS, FIRST, THIRD

# --- small helpers -------------------------------------------------------------------------

def _return_from_hand(ctx: Context, names: list[str]):
    """Return `names` from hand; the player orders them when two go under the same deck
    (the first returned ends above the later ones)."""
    order = yield from in_order(ctx, names, "age", kind="return_order",
                                prompt="Order in which to return them (the first goes under its deck first)")
    for name in order:
        ctx.return_card(name)


# --- Pottery (blue, leaf) ------------------------------------------------------------------

def pottery_1(ctx: Context):
    """You may return up to three cards from your hand; if you returned K, draw and score a K.
    The player orders the cards that go under one deck."""
    picked = yield from ctx.choose(ctx.hand(), kind="return", min=0, max=3,
                                   prompt="You may return up to 3 cards from your hand (then draw and score "
                                          "a card of value equal to the number returned)")
    yield from _return_from_hand(ctx, picked)
    if picked:
        ctx.draw_and_score(len(picked), written=False)


def pottery_2(ctx: Context):
    """Draw a 1."""
    ctx.draw(1)


# --- Tools (blue, lightbulb) ---------------------------------------------------------------

def tools_1(ctx: Context):
    """You may return exactly three cards from your hand; if you do, draw and meld a 3.
    With fewer than three cards in hand the option does not exist. The player orders the
    cards that go under one deck (also with exactly three in hand, where the pick is forced)."""
    if len(ctx.hand()) < 3:
        return
    if not (yield from confirm(ctx, "confirm", "You may return exactly 3 cards from your hand "
                                               "(then draw and meld a 3)", declined_by_nothing=True)):
        return
    picked = yield from ctx.choose(ctx.hand(), kind="return", min=3, max=3,
                                   prompt="Choose the 3 cards to return")
    yield from _return_from_hand(ctx, picked)
    ctx.draw_and_meld(3)


def tools_2(ctx: Context):
    """You may return a 3 from your hand; if you do, draw three 1s."""
    threes = [n for n in ctx.hand() if ctx.value(n) == 3]
    picked = yield from ctx.choose(threes, kind="return", min=0, max=1,
                                   prompt="You may return a 3 from your hand (then draw three 1s)")
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
    """Demand: draw a 1, then transfer the highest card in your hand to my hand."""
    ctx.draw(1)
    picked = yield from ctx.choose(ctx.highest(ctx.hand()), kind="transfer",
                                   prompt="Transfer your highest card to the hand of the player who demands it")
    for name in picked:
        ctx.transfer(name, ctx.zone("hand"), ctx.zone("hand", ctx.launcher))


# --- Metalworking (red, castle) ------------------------------------------------------------

def metalworking_1(ctx: Context):
    """Draw and reveal a 1; while it has a castle, score it and do it again. Ends with a card
    without a castle (kept in hand), or when the game ends by a draw past the last age."""
    while ctx.repeats():
        name = ctx.draw_and_reveal(1)
        if name is None or not ctx.info(name).has_icon("castle"):
            return
        ctx.score(name)


# --- Oars (red, castle) --------------------------------------------------------------------

def _oars_transfer_once(ctx: Context):
    """Transfer a crown card from hand to the launcher's score pile, then draw a 1;
    returns whether a card was transferred."""
    crowns = _with_icon(ctx, ctx.hand(), "crown")
    picked = yield from ctx.choose(crowns, kind="transfer",
                                   prompt="Transfer a card with a crown to the score pile of the player "
                                          "who demands it")
    if not picked:
        return False
    ctx.transfer(picked[0], ctx.zone("hand"), ctx.zone("score", ctx.launcher))
    ctx.memory.demand_transferred = True
    ctx.draw(1)
    return True


def oars_1(ctx: Context):
    """Demand (third edition): transfer a crown card from your hand to my score pile; if you
    do, draw a 1 and repeat. Each turn of the loop moves a supply card into play, so it ends
    (at the latest when the game ends by a draw past the last age)."""
    while ctx.repeats() and (yield from _oars_transfer_once(ctx)):
        pass


def oars_1_first_edition(ctx: Context):
    """Demand (first edition): transfer a crown card from your hand to my score pile; if you
    do, draw a 1. No repeat."""
    yield from _oars_transfer_once(ctx)


def oars_2(ctx: Context):
    """If no card was transferred by this card's demand during this dogma action, draw a 1."""
    if not ctx.memory.demand_transferred:
        ctx.draw(1)


# --- Clothing (green, leaf) ----------------------------------------------------------------

def clothing_1(ctx: Context):
    """Meld a card from your hand of a colour not on your board (mandatory if you have one)."""
    mine = _colors_on_board(ctx)
    candidates = [n for n in ctx.hand() if ctx.info(n).color not in mine]
    picked = yield from ctx.choose(candidates, kind="meld",
                                   prompt="Meld a card of a colour not on your board")
    for name in picked:
        ctx.meld(name)


def clothing_2(ctx: Context):
    """Draw and score a 1 for each colour on your board and on no opponent's board."""
    theirs: set[str] = set()
    for seat in ctx.opponents():
        theirs |= _colors_on_board(ctx, seat)
    count = len(_colors_on_board(ctx) - theirs)
    for _ in range(count):
        ctx.draw_and_score(1)


# --- Sailing (green, crown) ----------------------------------------------------------------

def sailing_1(ctx: Context):
    """Draw and meld a 1."""
    ctx.draw_and_meld(1)


# --- The Wheel (green, castle) -------------------------------------------------------------

def the_wheel_1(ctx: Context):
    """Draw two 1s."""
    for _ in range(2):
        ctx.draw(1)


# --- Agriculture (yellow, leaf) ------------------------------------------------------------

def agriculture_1(ctx: Context):
    """You may return a card from your hand; if you do, draw and score a card of value one
    higher than the returned card."""
    picked = yield from ctx.choose(ctx.hand(), kind="return", min=0, max=1,
                                   prompt="You may return a card from your hand (then draw and score a "
                                          "card of value one higher)")
    if not picked:
        return
    value = ctx.value(picked[0])
    ctx.return_card(picked[0])
    ctx.draw_and_score(value + 1, written=False)


# --- Domestication (yellow, castle) --------------------------------------------------------

def domestication_1(ctx: Context):
    """Meld the lowest card in your hand, then draw a 1."""
    picked = yield from ctx.choose(ctx.lowest(ctx.hand()), kind="meld",
                                   prompt="Meld the lowest card in your hand")
    for name in picked:
        ctx.meld(name)
    ctx.draw(1)


# --- Masonry (yellow, castle) --------------------------------------------------------------

def masonry_1(ctx: Context):
    """You may meld any number of cards with a castle from your hand, in the order you
    choose; if you melded four or more, claim Monument."""
    castles = _with_icon(ctx, ctx.hand(), "castle")
    picked = yield from ctx.choose(castles, kind="meld", min=0, max=len(castles), ordered=True,
                                   prompt="You may meld any cards with a castle, in the order given "
                                          "(4 or more: claim Monument)")
    for name in picked:
        ctx.meld(name)
    if len(picked) >= 4:
        ctx.claim_special("Monument")


# --- City States (purple, crown) -----------------------------------------------------------

def city_states_1(ctx: Context):
    """Demand: if you have four or more castles on your board, transfer a top card with a
    castle from your board to mine; if you do, draw a 1."""
    if ctx.icons()["castle"] < 4:
        return
    tops = _with_icon(ctx, ctx.top_cards(), "castle")
    picked = yield from ctx.choose(tops, kind="transfer",
                                   prompt="Transfer a top card with a castle to the board of the player "
                                          "who demands it")
    if not picked:
        return
    ctx.transfer(picked[0], ctx.zone("board"), ctx.zone("board", ctx.launcher))
    ctx.draw(1)


# --- Code of Laws (purple, crown) ----------------------------------------------------------

def code_of_laws_1(ctx: Context):
    """You may tuck a card from your hand of a colour already on your board; if you do, you
    may splay that colour left."""
    mine = _colors_on_board(ctx)
    candidates = [n for n in ctx.hand() if ctx.info(n).color in mine]
    picked = yield from ctx.choose(candidates, kind="tuck", min=0, max=1,
                                   prompt="You may tuck a card of a colour already on your board")
    if not picked:
        return
    color = ctx.info(picked[0]).color
    ctx.tuck(picked[0])
    if ctx.splay_of(color) == "left":
        return                       # splaying it left again would change nothing
    splay = yield from ctx.choose_one([color], optional=True, kind="splay",
                                      prompt=f"You may splay your {color} cards left")
    if splay is not None:
        ctx.splay(splay, "left")


# --- Mysticism (purple, castle) ------------------------------------------------------------

def mysticism_1(ctx: Context):
    """Draw and reveal a 1; if your board has a pile of its colour, meld it and draw a 1."""
    name = ctx.draw_and_reveal(1)
    if name is None:
        return
    if ctx.pile(ctx.info(name).color):          # checked before melding it
        ctx.meld(name)
        ctx.draw(1)


EFFECTS.register("Pottery", [pottery_1, pottery_2], BOTH)
EFFECTS.register("Tools", [tools_1, tools_2], BOTH)
EFFECTS.register("Writing", [writing_1], BOTH)
EFFECTS.register("Archery", [archery_1], BOTH)
EFFECTS.register("Metalworking", [metalworking_1], BOTH)
EFFECTS.register("Oars", [oars_1, oars_2], THIRD)
EFFECTS.register("Oars", [oars_1_first_edition, oars_2], FIRST)
EFFECTS.register("Clothing", [clothing_1, clothing_2], BOTH)
EFFECTS.register("Sailing", [sailing_1], BOTH)
EFFECTS.register("The Wheel", [the_wheel_1], BOTH)
EFFECTS.register("Agriculture", [agriculture_1], BOTH)
EFFECTS.register("Domestication", [domestication_1], BOTH)
EFFECTS.register("Masonry", [masonry_1], BOTH)
EFFECTS.register("City States", [city_states_1], BOTH)
EFFECTS.register("Code of Laws", [code_of_laws_1], BOTH)
EFFECTS.register("Mysticism", [mysticism_1], BOTH)
