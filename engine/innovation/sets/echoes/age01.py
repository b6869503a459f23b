"""Age 1 of the Echoes set (the cards implemented so far; the others are refused as unsupported
until their modules register them). One function per printed effect, the echo effect first.

Rules as stated in engine/data/cards/echoes-ultimate.json. Choices follow the conventions of the
fourth-edition set (engine/innovation/sets/base_ultimate/age01.py): an optional pick has `min`
0, a mandatory pick with one possible answer is made without asking, and cards going under one
deck are returned in the order the player gives (`helpers.in_order`; an Echoes card and a base
card of one value go under different decks).

    >>> [f.__name__ for f in EFFECTS.lookup("Plumbing", "fourth-edition")]
    ['plumbing_echo', 'plumbing_1']
"""

from __future__ import annotations

from ...cards import COLORS
from ...effects import Context
from ..helpers import in_order
from .wordings import EFFECTS


def _home_deck(ctx: Context):
    """Where a returned card goes: the deck of its set and value."""
    return lambda name: (ctx.info(name).deck, ctx.info(name).age)


def _return_all(ctx: Context, names: list[str], src: tuple | None = None):
    order = yield from in_order(ctx, names, _home_deck(ctx), kind="return_order",
                                prompt="Order the cards returned to one deck (first listed goes under first)")
    for name in order:
        ctx.return_card(name, src)


# --- Ruler (blue, lightbulb) ---------------------------------------------------------------

def ruler_echo(ctx: Context):
    """Echo: draw a 2."""
    ctx.draw(2)


def ruler_1(ctx: Context):
    """Draw two cards from the Echoes age-1 deck; foreshadow one of them (your choice) and return
    the other."""
    drawn = [name for name in (ctx.draw(1, deck="echoes"), ctx.draw(1, deck="echoes")) if name is not None]
    drawn = [name for name in drawn if name in ctx.hand()]
    picked = yield from ctx.choose(drawn, kind="foreshadow", prompt="Choose the drawn card to foreshadow "
                                                                    "(the other is returned)")
    for name in picked:
        ctx.foreshadow(name)
    for name in drawn:
        if name not in picked and name in ctx.hand():
            ctx.return_card(name)


EFFECTS.register("Ruler", [ruler_echo, ruler_1])


# --- Plumbing (red, castle) ----------------------------------------------------------------

def plumbing_echo(ctx: Context):
    """Echo: score the bottom card of your blue pile."""
    pile = ctx.pile("blue")
    if pile:
        ctx.score(pile[-1], ctx.zone("board"))


def plumbing_1(ctx: Context):
    """Junk every card in the age-1 deck."""
    ctx.junk_deck(1)


EFFECTS.register("Plumbing", [plumbing_echo, plumbing_1])


# --- Comb (green, castle) ------------------------------------------------------------------

def comb_1(ctx: Context):
    """Choose a colour, draw and reveal five 1s, return each drawn card not of that colour; then,
    only if Comb was foreseen, return every card of that colour from every board."""
    color = yield from ctx.choose_one(list(COLORS), kind="color", prompt="Choose a colour (the drawn 1s of "
                                                                         "that colour stay in your hand)")
    drawn = [name for name in (ctx.draw_and_reveal(1) for _ in range(5)) if name is not None]
    others = [name for name in drawn if ctx.info(name).color != color and name in ctx.hand()]
    yield from _return_all(ctx, others)
    if not ctx.foreseen:
        return
    for seat in [ctx.player, *ctx.others()]:
        pile = ctx.pile(color, seat)
        # a pile goes back card by card, top first; the order under each deck is the player's
        yield from _return_all(ctx, pile, ctx.zone("board", seat))


EFFECTS.register("Comb", [comb_1])


# --- Umbrella (green, leaf) ----------------------------------------------------------------

def umbrella_echo(ctx: Context):
    """Echo, optional: meld a card from your hand."""
    picked = yield from ctx.choose(ctx.hand(), kind="meld", min=0, max=1,
                                   prompt="You may meld a card from your hand")
    for name in picked:
        ctx.meld(name)


def umbrella_1(ctx: Context):
    """Return any number of cards from your hand, then score twice as many from it (as many as it
    holds)."""
    returned = yield from ctx.choose(ctx.hand(), kind="return", min=0, max=len(ctx.hand()),
                                     prompt="Return any number of cards from your hand (then score twice as many)")
    yield from _return_all(ctx, returned)
    wanted = min(2 * len(returned), len(ctx.hand()))
    scored = yield from ctx.choose(ctx.hand(), kind="score", min=wanted, max=wanted,
                                   prompt=f"Score {wanted} card(s) from your hand")
    for name in scored:
        ctx.score(name)


EFFECTS.register("Umbrella", [umbrella_echo, umbrella_1])
