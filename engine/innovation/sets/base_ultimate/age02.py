"""Age 2 of the fourth-edition (Ultimate) base cards: Calendar, Mathematics, Construction,
Road Building, Currency, Mapmaking, Canal Building, Fermenting, Monotheism and Philosophy.

One function per printed effect (`card_N`), written with the `Context` primitives and the
shared helpers of engine/innovation/sets/helpers.py; the rules they follow are the `effects`
of engine/data/cards/base-ultimate.json (and its glossary). What changed from the third
edition: Road Building melds the green card it takes, Canal Building may junk the 3 deck
instead of exchanging, and Fermenting has a second effect that junks the 2 deck (and a top
Fermenting) unless a green card is tucked.

Top cards are always offered in colour order (blue, red, green, yellow, purple).

    >>> from engine.innovation.effects import lookup
    >>> [f.__name__ for f in lookup("Fermenting", "fourth-edition")]
    ['fermenting_1', 'fermenting_2']
"""

from __future__ import annotations

from ...cards import COLORS
from ...effects import register
from .. import helpers
from .wordings import FOURTH

# set by Mapmaking's demand, read by its non-demand (flags live for one dogma action)
_MAPMAKING_TRANSFERRED = "mapmaking_transferred"

# Canal Building's two options
EXCHANGE, JUNK_3 = "exchange", "junk"


def _deck(ctx, age: int) -> list[str]:
    """The cards of a supply deck, top first (read only)."""
    return list(ctx.gs.supply.get(age, ()))


# --- Calendar (blue, leaf) ---------------------------------------------------------------------

def calendar_1(ctx):
    """If your score pile holds more cards than your hand: draw a 3 twice."""
    if len(ctx.score_pile()) > len(ctx.hand()):
        ctx.draw(3)
        ctx.draw(3)


# --- Mathematics (blue, lightbulb) -----------------------------------------------------------------

def mathematics_1(ctx):
    """Optional: return a hand card; if you did, draw a card of its value + 1 and meld it."""
    name = yield from ctx.choose_one(ctx.hand(), optional=True, kind="return",
                                     prompt="Return a card from your hand (optional)")
    if name is None:
        return
    ctx.return_card(name)
    ctx.draw_and_meld(ctx.value(name) + 1)


# --- Construction (red, castle) ----------------------------------------------------------------------

def construction_1(ctx):
    """Demand: transfer 2 hand cards of your choice (all if fewer) to the launcher's hand,
    then draw a 2 (always)."""
    picked = yield from ctx.choose(ctx.hand(), kind="transfer", min=2, max=2,
                                   prompt="Transfer 2 cards from your hand to the launcher's hand")
    for name in picked:
        ctx.transfer(name, ctx.zone("hand"), ctx.zone("hand", ctx.launcher))
    ctx.draw(2)


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
    other = yield from ctx.choose_one(ctx.others(), optional=True, kind="player",
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


# --- Mapmaking (green, crown) ------------------------------------------------------------------------

def mapmaking_1(ctx):
    """Demand: transfer a 1 from your score pile to the launcher's score pile."""
    ones = [name for name in ctx.score_pile() if ctx.value(name) == 1]
    name = yield from ctx.choose_one(ones, kind="transfer",
                                     prompt="Transfer a 1 from your score pile to the launcher's score pile")
    if name is not None:
        ctx.transfer(name, ctx.zone("score"), ctx.zone("score", ctx.launcher))
        ctx.flags[_MAPMAKING_TRANSFERRED] = True


def mapmaking_2(ctx):
    """If the demand transferred a card during this dogma action: draw a 1 and score it."""
    if ctx.flags.get(_MAPMAKING_TRANSFERRED):
        ctx.draw_and_score(1)


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

def fermenting_1(ctx):
    """Draw a 2 for each colour whose pile shows a leaf."""
    for _ in range(sum(1 for color in COLORS if ctx.pile_icons(color)["leaf"] > 0)):
        ctx.draw(2)


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


def monotheism_2(ctx):
    """Draw a 1 and tuck it."""
    ctx.draw_and_tuck(1)


# --- Philosophy (purple, lightbulb) --------------------------------------------------------------------

def philosophy_1(ctx):
    """Optional: splay any one colour left."""
    yield from helpers.optional_splay(ctx, COLORS, "left")


def philosophy_2(ctx):
    """Optional: score a card from your hand."""
    name = yield from ctx.choose_one(ctx.hand(), optional=True, kind="score",
                                     prompt="Score a card from your hand (optional)")
    if name is not None:
        ctx.score(name)


register("Calendar", [calendar_1], FOURTH)
register("Mathematics", [mathematics_1], FOURTH)
register("Construction", [construction_1, construction_2], FOURTH)
register("Road Building", [road_building_1], FOURTH)
register("Currency", [currency_1], FOURTH)
register("Mapmaking", [mapmaking_1, mapmaking_2], FOURTH)
register("Canal Building", [canal_building_1], FOURTH)
register("Fermenting", [fermenting_1, fermenting_2], FOURTH)
register("Monotheism", [monotheism_1, monotheism_2], FOURTH)
register("Philosophy", [philosophy_1, philosophy_2], FOURTH)
