"""Age 2 of the Echoes set: the ten cards, one function per printed effect, the echo effect
first.

Rules as stated in engine/data/cards/echoes-ultimate.json, with the conventions of age01.py (an
optional pick has `min` 0, a mandatory pick with one possible answer is made without asking,
cards going under one deck or onto one pile go in the order the player gives). Where the two
sources' texts differ in play the card reads `ctx.rules.cards.readings` (Crossbow's recipient,
Horseshoes' echo, Pagoda's drawn card); docs/echoes.md has the Context methods.

    >>> [f.__name__ for f in EFFECTS.lookup("Scissors", "fourth-edition")]
    ['scissors_echo', 'scissors_1', 'scissors_2']
"""

from __future__ import annotations

from ...cards import COLORS
from ...effects import Context
from ..helpers import colors_on_board, confirm, in_order, optional_splay
from .age01 import achieve_highest_junked
from .returning import return_all
from .wordings import EFFECTS

# --- Lever (blue, lightbulb) ---------------------------------------------------------------


def lever_echo(ctx: Context):
    """Echo: draw a 2, then another 2."""
    ctx.draw(2)
    ctx.draw(2)


def lever_1(ctx: Context):
    """Optional: return any number of hand cards; for each two returned cards of one value
    (a third is left over), draw a card one higher. The draws go lowest value first."""
    returned = yield from ctx.choose(ctx.hand(), kind="return", min=0, max=len(ctx.hand()),
                                     prompt="You may return any number of cards from your hand (each pair "
                                            "of one value draws a card one higher)")
    values = [ctx.value(name) for name in returned]
    yield from return_all(ctx, returned)
    for value in sorted(set(values)):
        for _ in range(values.count(value) // 2):
            ctx.draw(value + 1, written=False)


EFFECTS.register("Lever", [lever_echo, lever_1])


# --- Linguistics (blue, lightbulb) ---------------------------------------------------------

LINGUISTICS_DRAW, LINGUISTICS_FORESHADOW = "draw a 3", "foreshadow a 4"


def linguistics_echo(ctx: Context):
    """Echo: draw a 3, or draw and foreshadow a 4 (your choice)."""
    branch = yield from ctx.choose_one([LINGUISTICS_DRAW, LINGUISTICS_FORESHADOW], kind="branch",
                                       prompt="Draw a 3, or draw and foreshadow a 4")
    if branch == LINGUISTICS_DRAW:
        ctx.draw(3)
    else:
        ctx.draw_and_foreshadow(4)


def linguistics_1(ctx: Context):
    """If any board shows a bonus, choose one of the values shown and draw a card of it; if
    you drew and Linguistics was foreseen, junk every available achievement of that value."""
    shown = sorted({value for seat in [ctx.player, *ctx.others()] for value in ctx.bonuses(seat)})
    value = yield from ctx.choose_one(shown, kind="value", prompt="Choose a bonus value shown on a board: "
                                                                  "you draw a card of it")
    if value is None or ctx.draw(value, written=False) is None or not ctx.foreseen:
        return
    for name in ctx.available_of_value(value):
        ctx.junk(name, ("standard",))


EFFECTS.register("Linguistics", [linguistics_echo, linguistics_1])


# --- Crossbow (red, castle) ----------------------------------------------------------------

def crossbow_1(ctx: Context):
    """Demand: transfer an expansion card from your hand to my score pile."""
    offered = [name for name in ctx.hand() if ctx.is_expansion_card(name)]
    name = yield from ctx.choose_one(offered, kind="transfer",
                                     prompt="Transfer an expansion card to the score pile of the player who "
                                            "demands it")
    if name is not None:
        ctx.transfer(name, ctx.zone("hand"), ctx.zone("score", ctx.launcher))


def crossbow_2(ctx: Context):
    """Transfer a card from your hand onto another player's board (cards.readings
    .crossbow_recipient: any other player, a teammate too, or an opponent only)."""
    if not ctx.hand():
        return
    players = ctx.opponents() if ctx.rules.cards.readings.crossbow_recipient == "opponent" else ctx.others()
    seat = yield from ctx.choose_player(players, prompt="Choose the player whose board gets a card from your hand")
    if seat is None:
        return
    name = yield from ctx.choose_one(ctx.hand(), kind="transfer",
                                     prompt="Choose the card from your hand to transfer onto that board")
    ctx.transfer(name, ctx.zone("hand"), ctx.zone("board", seat))


EFFECTS.register("Crossbow", [crossbow_1, crossbow_2])


# --- Horseshoes (red, castle) --------------------------------------------------------------

def horseshoes_echo(ctx: Context):
    """Echo: choose 2 or 3 and draw and foreshadow a card of that value; optional where the
    variant reads it so (cards.readings.horseshoes_echo)."""
    optional = ctx.rules.cards.readings.horseshoes_echo == "optional"
    value = yield from ctx.choose_one([2, 3], optional=optional, kind="value",
                                      prompt="Choose 2 or 3: draw and foreshadow a card of that value")
    if value is not None:
        ctx.draw_and_foreshadow(value)


def horseshoes_1(ctx: Context):
    """Demand: transfer one of your top cards with neither a castle nor a factory onto my
    board; if you did, draw and meld a 2."""
    offered = [name for name in ctx.top_cards()
               if not ctx.info(name).has_icon("castle") and not ctx.info(name).has_icon("factory")]
    name = yield from ctx.choose_one(offered, kind="transfer",
                                     prompt="Transfer a top card without castle or factory onto the board of "
                                            "the player who demands it")
    if name is None:
        return
    ctx.transfer(name, ctx.zone("board"), ctx.zone("board", ctx.launcher))
    ctx.draw_and_meld(2)


EFFECTS.register("Horseshoes", [horseshoes_echo, horseshoes_1])


# --- Glassblowing (green, crown) -----------------------------------------------------------

def glassblowing_echo(ctx: Context):
    """Echo: score an expansion card from your hand (mandatory when you hold one)."""
    offered = [name for name in ctx.hand() if ctx.is_expansion_card(name)]
    name = yield from ctx.choose_one(offered, kind="score", prompt="Score an expansion card from your hand")
    if name is not None:
        ctx.score(name)


def glassblowing_1(ctx: Context):
    """Draw and foreshadow a card three higher than your lowest non-green top card (a 3 when
    you have none)."""
    non_green = [name for name in ctx.top_cards() if ctx.info(name).color != "green"]
    lowest = min((ctx.value(name) for name in non_green), default=0)
    ctx.draw_and_foreshadow(ctx.effect_age(3) + lowest, written=False)


def glassblowing_2(ctx: Context):
    """Choose the 2 deck or the 3 deck and junk every card in it (not asked when both are
    empty: either choice junks nothing)."""
    if not ctx.gs.supply.get(ctx.effect_age(2)) and not ctx.gs.supply.get(ctx.effect_age(3)):
        return
    age = yield from ctx.choose_one([2, 3], kind="value", prompt="Choose the deck to junk: 2 or 3")
    ctx.junk_deck(age)


EFFECTS.register("Glassblowing", [glassblowing_echo, glassblowing_1, glassblowing_2])


# --- Scissors (green, castle) --------------------------------------------------------------

SCISSORS_MELD, SCISSORS_SCORE = "meld", "score"


def scissors_echo(ctx: Context):
    """Echo: score the bottom card of your yellow pile."""
    pile = ctx.pile("yellow")
    if pile:
        ctx.score(pile[-1], ctx.zone("board"))


def scissors_1(ctx: Context):
    """Optional, up to twice: pick a hand card and meld it or score it (your choice each time)."""
    for _ in range(2):
        name = yield from ctx.choose_one(ctx.hand(), optional=True, kind="card",
                                         prompt="You may pick a card from your hand to meld or score")
        if name is None:
            return
        branch = yield from ctx.choose_one([SCISSORS_MELD, SCISSORS_SCORE], kind="branch",
                                           prompt=f"Meld or score {name}")
        if branch == SCISSORS_MELD:
            ctx.meld(name)
        else:
            ctx.score(name)


def scissors_2(ctx: Context):
    """If Paper is a top card on any board, score it (into your score pile)."""
    for seat in [ctx.player, *ctx.others()]:
        if "Paper" in ctx.top_cards(seat):
            ctx.score("Paper", ctx.zone("board", seat))
            return


EFFECTS.register("Scissors", [scissors_echo, scissors_1, scissors_2])


# --- Toothbrush (yellow, leaf) -------------------------------------------------------------

def toothbrush_echo(ctx: Context):
    """Echo: choose a value of a card in your hand and tuck every hand card of that value."""
    values = sorted({ctx.value(name) for name in ctx.hand()})
    value = yield from ctx.choose_one(values, kind="value", prompt="Choose a value: you tuck every hand card of it")
    if value is None:
        return
    cards = [name for name in ctx.hand() if ctx.value(name) == value]
    order = yield from in_order(ctx, cards, "color", kind="tuck_order",
                                prompt="Order the tucked cards (first listed goes under first)")
    for name in order:
        ctx.tuck(name)


def toothbrush_1(ctx: Context):
    """Optional: splay one of your colours left."""
    yield from optional_splay(ctx, COLORS, "left")


def toothbrush_2(ctx: Context):
    """Optional: junk the 2 deck (not offered when it is empty); if you did, achieve the
    highest card in the junk if you are eligible for it."""
    if not ctx.gs.supply.get(ctx.effect_age(2)):
        return
    if not (yield from confirm(ctx, "confirm", "Junk every card of the 2 deck?")):
        return
    ctx.junk_deck(2)
    yield from achieve_highest_junked(ctx)


EFFECTS.register("Toothbrush", [toothbrush_echo, toothbrush_1, toothbrush_2])


# --- Watermill (yellow, leaf) --------------------------------------------------------------

def watermill_1(ctx: Context):
    """If your board shows a bonus, choose the value of one and draw a card of that value."""
    value = yield from ctx.choose_one(sorted(set(ctx.bonuses())), kind="value",
                                      prompt="Choose one of your bonus values: you draw a card of it")
    if value is not None:
        ctx.draw(value, written=False)


def watermill_2(ctx: Context):
    """Tuck a card from your hand; if Watermill was foreseen, also tuck, top card first, every
    card of the base deck of the tucked card's value (the card data's glossary: "the N deck"
    is the base deck, as battlestar plays it)."""
    name = yield from ctx.choose_one(ctx.hand(), kind="tuck", prompt="Tuck a card from your hand")
    if name is None:
        return
    ctx.tuck(name)
    if not ctx.foreseen:
        return
    for card in list(ctx.gs.supply.get(ctx.value(name), ())):
        ctx.tuck(card, ("supply",))


EFFECTS.register("Watermill", [watermill_1, watermill_2])


# --- Chaturanga (purple, crown) ------------------------------------------------------------

def chaturanga_1(ctx: Context):
    """Meld a card from your hand, then draw and foreshadow a card of its value. With an empty
    hand nothing is melded and the value is 0 (battlestar's reading of the AMBIGUOUS note: the
    draw then goes up to the lowest deck with cards)."""
    name = yield from ctx.choose_one(ctx.hand(), kind="meld", prompt="Meld a card from your hand")
    if name is not None:
        ctx.meld(name)
    ctx.draw_and_foreshadow(ctx.value(name), written=False)


def chaturanga_2(ctx: Context):
    """Only if foreseen: draw and foreshadow a card of the number of colours on your board."""
    if ctx.foreseen:
        ctx.draw_and_foreshadow(len(colors_on_board(ctx)), written=False)


EFFECTS.register("Chaturanga", [chaturanga_1, chaturanga_2])


# --- Pagoda (purple, castle) ---------------------------------------------------------------

def pagoda_1(ctx: Context):
    """Draw a 3 (cards.readings.pagoda_drawn_card: revealed, staying in hand; or foreshadowed).
    You may tuck another hand card of its colour. If you did: where the drawn card was
    foreshadowed it is melded from the forecast; and if Pagoda was foreseen, meld every card of
    that colour from every other board, in the order you give (they all go onto one pile)."""
    foreshadowing = ctx.rules.cards.readings.pagoda_drawn_card == "foreshadowed-then-melded"
    held = ctx.hand()
    drawn = ctx.draw(3)
    if drawn is None:
        return
    if foreshadowing:
        # a full forecast leaves the card in hand (it may still be melded from there)
        drawn_zone = ctx.zone("forecast") if ctx.foreshadow(drawn) else ctx.zone("hand")
    else:
        ctx.reveal(drawn)
        drawn_zone = ctx.zone("hand")
    color = ctx.info(drawn).color
    offered = [name for name in held if ctx.info(name).color == color and name in ctx.hand()]
    tucked = yield from ctx.choose_one(offered, optional=True, kind="tuck",
                                       prompt=f"You may tuck a {color} card from your hand")
    if tucked is None:
        return
    ctx.tuck(tucked)
    if foreshadowing and drawn in (ctx.forecast() if drawn_zone[0] == "forecast" else ctx.hand()):
        ctx.meld(drawn, drawn_zone)
    if not ctx.foreseen:
        return
    others = [(name, seat) for seat in ctx.others() for name in ctx.pile(color, seat)]
    owner = dict(others)
    order = yield from in_order(ctx, [name for name, _ in others], "color", kind="meld_order",
                                prompt="Order the melded cards (first listed is melded first)")
    for name in order:
        ctx.meld(name, ctx.zone("board", owner[name]))


EFFECTS.register("Pagoda", [pagoda_1])

