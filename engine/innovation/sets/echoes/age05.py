"""Age 5 of the Echoes set: Lightning Rod, Thermometer, Coke, Octant, Palampore, Seed Drill,
Pressure Cooker, Stove, Piano, Tuning Fork. One function per printed effect, the echo effect
first.

Rules as stated in engine/data/cards/echoes-ultimate.json (the two sources agree on every card of
this age). Conventions as in age01.py: an optional pick has `min` 0, a mandatory pick with one
possible answer is made without asking, cards going under one deck are ordered by the player.
A value the effect computes ("one more than ...", "that bonus's value") is drawn with
`written=False`: only a printed value is one a Figures karma may raise.

    >>> [f.__name__ for f in EFFECTS.lookup("Lightning Rod", "fourth-edition")]
    ['lightning_rod_echo', 'lightning_rod_1', 'lightning_rod_2', 'lightning_rod_3']
"""

from __future__ import annotations

from ...achievements import eligible
from ...cards import COLORS
from ...effects import Context
from .. import helpers
from ..helpers import in_order, optional_splay, tops
from .returning import return_all
from .wordings import EFFECTS

# --- Lightning Rod (blue, factory) ---------------------------------------------------------

def lightning_rod_echo(ctx: Context):
    """Echo: draw and tuck a 5."""
    ctx.draw_and_tuck(5)


def lightning_rod_1(ctx: Context):
    """Demand: draw and tuck a 5, then return your top card of its colour (the tucked card
    itself when that pile was empty before)."""
    tucked = ctx.draw_and_tuck(5)
    if tucked is None:
        return
    top = ctx.top_card(ctx.info(tucked).color)
    if top is not None:
        ctx.return_card(top, ctx.zone("board"))


def lightning_rod_2(ctx: Context):
    """Return one of your top cards."""
    picked = yield from ctx.choose(tops(ctx), kind="return", prompt="Return one of your top cards")
    for name in picked:
        ctx.return_card(name, ctx.zone("board"))


def lightning_rod_3(ctx: Context):
    """Junk every card in the age-6 deck."""
    ctx.junk_deck(6)


EFFECTS.register("Lightning Rod", [lightning_rod_echo, lightning_rod_1, lightning_rod_2, lightning_rod_3])


# --- Thermometer (blue, lightbulb) ---------------------------------------------------------

def thermometer_echo(ctx: Context):
    """Echo: meld the bottom card of your green pile (onto the top of that pile)."""
    pile = ctx.pile("green")
    if pile:
        ctx.meld(pile[-1], ctx.zone("board"))


def thermometer_1(ctx: Context):
    """Draw and meld a card one higher than your top yellow card (a 1 without one); again while
    the melded card is yellow, or, when Thermometer was foreseen, red or purple."""
    again = {"yellow", "red", "purple"} if ctx.foreseen else {"yellow"}
    while ctx.repeats():
        melded = ctx.draw_and_meld(ctx.value(ctx.top_card("yellow")) + 1, written=False)
        if melded is None or ctx.info(melded).color not in again:
            return


EFFECTS.register("Thermometer", [thermometer_echo, thermometer_1])


# --- Coke (red, factory) -------------------------------------------------------------------

def coke_echo(ctx: Context):
    """Echo: draw and tuck a 4."""
    ctx.draw_and_tuck(4)


def coke_1(ctx: Context):
    """Draw and reveal a 6: a card with a factory is melded and the effect goes on; the first
    without one is foreshadowed and the effect stops."""
    while ctx.repeats():
        drawn = ctx.draw_and_reveal(6)
        if drawn is None:
            return
        if not helpers.has_icon(ctx, drawn, "factory"):
            ctx.foreshadow(drawn)
            return
        ctx.meld(drawn)


def coke_2(ctx: Context):
    """Only if Coke was foreseen: score your top card of every colour but red."""
    if not ctx.foreseen:
        return
    for color in COLORS:
        top = ctx.top_card(color)
        if color != "red" and top is not None:
            ctx.score(top, ctx.zone("board"))


EFFECTS.register("Coke", [coke_echo, coke_1, coke_2])


# --- Octant (red, crown) -------------------------------------------------------------------

def octant_1(ctx: Context):
    """Demand: move each of your non-red top cards that has a leaf or a factory to the
    launcher's board; if one moved and Octant was not foreseen, draw and foreshadow a 6."""
    moved = False
    for color in COLORS:
        top = ctx.top_card(color)
        if color == "red" or top is None:
            continue
        if helpers.has_icon(ctx, top, "leaf") or helpers.has_icon(ctx, top, "factory"):
            ctx.transfer(top, ctx.zone("board"), ctx.zone("board", ctx.launcher))
            moved = True
    if moved and not ctx.foreseen:
        ctx.draw_and_foreshadow(6)


def octant_2(ctx: Context):
    """Draw and foreshadow a 6."""
    ctx.draw_and_foreshadow(6)


EFFECTS.register("Octant", [octant_1, octant_2])


# --- Palampore (green, factory) ------------------------------------------------------------

def palampore_1(ctx: Context):
    """If a value shows on two or more of your visible bonuses, choose such a value and draw and
    score a card of it."""
    bonuses = ctx.bonuses()
    values = sorted({value for value in bonuses if bonuses.count(value) >= 2})
    value = yield from ctx.choose_one(values, kind="value",
                                      prompt="Choose a value two of your bonuses show: draw and score one")
    if value is not None:
        ctx.draw_and_score(value, written=False)


def palampore_2(ctx: Context):
    """Optional: splay your purple pile right."""
    yield from optional_splay(ctx, ["purple"], "right")


def palampore_3(ctx: Context):
    """With six or more visible bonuses on your board, claim Wealth (if it is available)."""
    if len(ctx.bonuses()) >= 6:
        ctx.claim_special("Wealth")


EFFECTS.register("Palampore", [palampore_1, palampore_2, palampore_3])


# --- Seed Drill (green, leaf) --------------------------------------------------------------

def seed_drill_1(ctx: Context):
    """Demand: return one of your top cards of value 1 or 2."""
    options = [name for name in tops(ctx) if ctx.value(name) in (1, 2)]
    picked = yield from ctx.choose(options, kind="return", prompt="Return one of your top 1s or 2s")
    for name in picked:
        ctx.return_card(name, ctx.zone("board"))


def seed_drill_2(ctx: Context):
    """Choose the 3, 4 or 5 deck; you may junk all of it. If you junked a card, achieve the
    highest card in the junk (your choice among ties) if you are eligible for its value. The
    choice of a deck and the junking are one decision: a deck chosen and not junked does
    nothing, so declining the junk is declining the choice."""
    age = yield from ctx.choose_one([3, 4, 5], optional=True, kind="junk_deck",
                                    prompt="You may junk every card of the 3, 4 or 5 deck")
    if age is None or not ctx.junk_deck(age):
        return
    valued = [name for name in ctx.junk_pile() if ctx.achievement_value(name) is not None]
    if not valued:
        return
    highest = ctx.highest(valued)
    if not eligible(ctx.gs, ctx.player, ctx.value(highest[0])):
        return
    picked = yield from ctx.choose(highest, kind="achieve", prompt="Achieve the highest card in the junk")
    for name in picked:
        ctx.achieve_card(name, ctx.zone("junk"))


EFFECTS.register("Seed Drill", [seed_drill_1, seed_drill_2])


# --- Pressure Cooker (yellow, lightbulb) ---------------------------------------------------

def pressure_cooker_1(ctx: Context):
    """Only if Pressure Cooker was foreseen: meld every card in your hand (the last melded of a
    colour ends on top, in the order the player gives)."""
    if not ctx.foreseen:
        return
    order = yield from in_order(ctx, ctx.hand(), "color", kind="meld_order",
                                prompt="Order the cards melded onto one pile (the last listed ends on top)")
    for name in order:
        ctx.meld(name)


def pressure_cooker_2(ctx: Context):
    """Return every card in your hand; then, for each top card showing a bonus, draw a card of
    that bonus's value and junk an available achievement of that value. The text lets the
    player order the values; no order changes the outcome (a draw never changes the board the
    draw rule reads, and each value's draw skips the same empty decks), so they go lowest
    first without a question."""
    yield from return_all(ctx, ctx.hand())
    values = sorted(bonus for name in tops(ctx) for bonus in ctx.info(name).bonuses)
    for value in values:
        ctx.draw(value, written=False)
        name = yield from ctx.pick_achievement(value, prompt=f"Choose the achievement of value {value} to junk")
        if name is not None:
            ctx.junk(name, ctx.zone("standard"))


EFFECTS.register("Pressure Cooker", [pressure_cooker_1, pressure_cooker_2])


# --- Stove (yellow, factory) ---------------------------------------------------------------

def stove_echo(ctx: Context):
    """Echo: score one of your top cards without a factory."""
    options = [name for name in tops(ctx) if not helpers.has_icon(ctx, name, "factory")]
    picked = yield from ctx.choose(options, kind="score", prompt="Score one of your top cards without a factory")
    for name in picked:
        ctx.score(name, ctx.zone("board"))


def stove_1(ctx: Context):
    """Draw and tuck a 4; if your top card of its colour is below 4, draw and score a 4."""
    tucked = ctx.draw_and_tuck(4)
    if tucked is None:
        return
    top = ctx.top_card(ctx.info(tucked).color)
    if top is not None and ctx.value(top) < 4:
        ctx.draw_and_score(4)


def stove_2(ctx: Context):
    """Optional: splay your green pile right."""
    yield from optional_splay(ctx, ["green"], "right")


EFFECTS.register("Stove", [stove_echo, stove_1, stove_2])


# --- Piano (purple, lightbulb) -------------------------------------------------------------

def piano_echo(ctx: Context):
    """Echo: choose a value of a card in any player's hand (yours too) and draw a card of it."""
    values = sorted({ctx.value(name) for p in ctx.gs.players for name in ctx.hand(p.seat)})
    value = yield from ctx.choose_one(values, kind="value", prompt="Choose a value held in a hand: draw a card of it")
    if value is not None:
        ctx.draw(value, written=False)


def piano_1(ctx: Context):
    """With five top cards of five different values: return five score cards (all, with fewer),
    then draw and score a card of each top card's value, lowest first."""
    values = sorted(ctx.value(name) for name in tops(ctx))
    if len(values) != 5 or len(set(values)) != 5:
        return
    score = ctx.score_pile()
    returned = yield from ctx.choose(score, kind="return", min=5, max=5,
                                     prompt="Return five cards from your score pile")
    yield from return_all(ctx, returned, ctx.zone("score"))
    for value in values:
        ctx.draw_and_score(value, written=False)


EFFECTS.register("Piano", [piano_echo, piano_1])


# --- Tuning Fork (purple, lightbulb) -------------------------------------------------------

def tuning_fork_echo(ctx: Context):
    """Echo: choose a value of a card in any player's score pile and draw a card of it."""
    values = sorted({ctx.value(name) for p in ctx.gs.players for name in ctx.score_pile(p.seat)})
    value = yield from ctx.choose_one(values, kind="value",
                                      prompt="Choose a value held in a score pile: draw a card of it")
    if value is not None:
        ctx.draw(value, written=False)


def tuning_fork_1(ctx: Context):
    """Foreshadow a card from your hand; if you did, draw and reveal a card of its value, meld it
    when it is higher than your top card of its colour (or you have none), else return it and
    you may do the whole effect again."""
    while ctx.repeats():
        if len(ctx.forecast()) >= ctx.forecast_limit():
            return          # nothing can be foreshadowed: the effect ends before its choice
        picked = yield from ctx.choose(ctx.hand(), kind="foreshadow", prompt="Foreshadow a card from your hand")
        if not picked or not ctx.foreshadow(picked[0]):
            return
        drawn = ctx.draw_and_reveal(ctx.value(picked[0]), written=False)
        if drawn is None:
            return
        top = ctx.top_card(ctx.info(drawn).color)
        if top is None or ctx.value(drawn) > ctx.value(top):
            ctx.meld(drawn)
            return
        ctx.return_card(drawn)
        again = yield from helpers.confirm(ctx, "repeat", "Do Tuning Fork's effect again?")
        if not again:
            return


EFFECTS.register("Tuning Fork", [tuning_fork_echo, tuning_fork_1])
