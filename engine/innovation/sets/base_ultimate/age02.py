"""Age 2 of the fourth-edition (Ultimate) base cards: Calendar, Mathematics, Construction,
Road Building, Currency, Mapmaking, Canal Building, Fermenting, Monotheism and Philosophy.

One function per printed effect (`card_N`), written with the `Context` primitives and the
shared helpers of engine/innovation/sets/helpers.py; the rules they follow are the `effects`
of engine/data/cards/base-ultimate.json (and its glossary). What changed from the third
edition: Road Building melds the green card it takes, Canal Building may junk the 3 deck
instead of exchanging, and Fermenting has a second effect that junks the 2 deck (and a top
Fermenting) unless a green card is tucked.

Top cards are always offered in colour order (blue, red, green, yellow, purple).

The cards that play exactly as in the third edition are inherited from the base set
(engine/innovation/sets/base/age02.py) and not registered here: Calendar, Mathematics,
Mapmaking and Philosophy. The changed cards reuse the base functions of the effects that did
not change: Construction's demand, Fermenting's first effect and Monotheism's second effect.

    >>> [f.__name__ for f in EFFECTS.lookup("Fermenting", "fourth-edition")]
    ['fermenting_1', 'fermenting_2']
"""

from __future__ import annotations

from ...cards import COLORS
from .. import helpers
from ..base import age02 as base
from .wordings import EFFECTS

# Canal Building's two options
EXCHANGE, JUNK_3 = "exchange", "junk"


def _deck(ctx, age: int) -> list[str]:
    """The cards of a supply deck, top first (read only)."""
    return list(ctx.gs.supply.get(age, ()))


# --- Construction (red, castle) ----------------------------------------------------------------------

def construction_2(ctx):
    """If you are the only player with 5 top cards (every other player counts, teammates
    included): claim Empire, if it is still available."""
    if len(ctx.top_cards()) == len(COLORS) and \
            all(len(ctx.top_cards(seat)) < len(COLORS) for seat in ctx.others()):
        ctx.claim_special("Empire")


# --- Road Building (red, castle) ---------------------------------------------------------------------

def road_building_1(ctx):
    """Meld 1 or 2 hand cards. If you melded 2, optional: transfer your top red card onto
    another player's board (teammates allowed); if you did, meld their top green card."""
    picked = yield from ctx.choose(ctx.hand(), kind="meld", min=1, max=2,
                                   prompt="Meld 1 or 2 cards from your hand")
    order = yield from helpers.in_order(ctx, picked, "color", kind="meld_order",
                                        prompt="Order in which to meld (the last ends on top)")
    for name in order:
        ctx.meld(name)
    red = ctx.top_card("red")
    if len(order) != 2 or red is None:
        return
    other = yield from ctx.choose_player(ctx.others(), optional=True,
                                      prompt="Transfer your top red card to this player's board (optional)")
    if other is None:
        return
    ctx.transfer(red, ctx.zone("board"), ctx.zone("board", other))
    green = ctx.top_card("green", other)
    if green is not None:
        ctx.meld(green, ctx.zone("board", other))


# --- Currency (green, crown) ----------------------------------------------------------------------------

def currency_1(ctx):
    """Optional: return any number of hand cards; draw a 2 and score it once per different
    value among them."""
    hand = ctx.hand()
    picked = yield from ctx.choose(hand, kind="return", min=0, max=len(hand),
                                   prompt="Return any number of cards from your hand (optional)")
    order = yield from helpers.in_order(ctx, picked, "age", kind="return_order",
                                        prompt="Order in which to return (the first goes under its deck first)")
    for name in order:
        ctx.return_card(name)
    for _ in range(len({ctx.value(name) for name in order})):
        ctx.draw_and_score(2)


# --- Canal Building (yellow, crown) -------------------------------------------------------------------

def canal_building_1(ctx):
    """Optional, one of: exchange all your highest hand cards with all your highest score
    cards, or junk all cards in the 3 deck. Only the options that would move a card are
    offered ("exchange", "junk"); none: no question."""
    options = []
    if ctx.hand() or ctx.score_pile():
        options.append(EXCHANGE)
    if _deck(ctx, 3):
        options.append(JUNK_3)
    picked = yield from ctx.choose_one(options, optional=True, kind="option",
                                       prompt="Exchange your highest hand and score cards, or junk the 3 deck (optional)")
    if picked == EXCHANGE:
        ctx.exchange(ctx.highest(ctx.hand()), ctx.zone("hand"),
                     ctx.highest(ctx.score_pile()), ctx.zone("score"))
    elif picked == JUNK_3:
        ctx.junk_deck(3)


# --- Fermenting (yellow, leaf) ----------------------------------------------------------------------

def fermenting_2(ctx):
    """Optional: tuck a green hand card. If you did not: junk all cards in the 2 deck, and
    junk Fermenting if it is a top card on any player's board."""
    greens = [name for name in ctx.hand() if ctx.info(name).color == "green"]
    name = yield from ctx.choose_one(greens, optional=True, kind="tuck",
                                     prompt="Tuck a green card from your hand (optional)")
    if name is not None:
        ctx.tuck(name)
        return
    ctx.junk_deck(2)
    for seat in [ctx.player] + ctx.others():
        if ctx.top_card("yellow", seat) == "Fermenting":
            ctx.junk("Fermenting", ctx.zone("board", seat))
            break


# --- Monotheism (purple, castle) ----------------------------------------------------------------------

def monotheism_1(ctx):
    """Demand: transfer a top card of a colour absent from the launcher's board to the
    launcher's score pile; if you did, draw a 1 and tuck it."""
    options = [name for name in helpers.tops(ctx) if not ctx.pile(ctx.info(name).color, ctx.launcher)]
    name = yield from ctx.choose_one(options, kind="transfer",
                                     prompt="Transfer a top card to the launcher's score pile")
    if name is not None:
        ctx.transfer(name, ctx.zone("board"), ctx.zone("score", ctx.launcher))
        ctx.draw_and_tuck(1)


EFFECTS.register("Construction", [base.construction_1, construction_2])
EFFECTS.register("Road Building", [road_building_1])
EFFECTS.register("Currency", [currency_1])
EFFECTS.register("Canal Building", [canal_building_1])
EFFECTS.register("Fermenting", [base.fermenting_1, fermenting_2])
EFFECTS.register("Monotheism", [monotheism_1, base.monotheism_2])
