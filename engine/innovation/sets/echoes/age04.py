"""Age 4 of the Echoes set: Slide Rule, Telescope, Kobukson, Shuriken, Chintz, Globe, Barometer,
Pencil, Clock, Toilet. One function per printed effect, the echo effect first.

Rules as stated in engine/data/cards/echoes-ultimate.json, with the conventions of the age-1
module. Telescope's second half differs between the two sources (DH4: achieve a forecast card you
are eligible for; BGA4: exchange the whole forecast with as many available standard achievements
and junk the 5 deck): `cards.readings.telescope_second_half` plays either.

    >>> [f.__name__ for f in EFFECTS.lookup("Kobukson", "fourth-edition")]
    ['kobukson_echo', 'kobukson_1', 'kobukson_2', 'kobukson_3']
"""

from __future__ import annotations

from ... import ops, zones
from ...achievements import eligible
from ...cards import COLORS
from ...effects import Context
from ..helpers import confirm, optional_splay, splayable, tops, tops_with
from .age03 import standard_available
from .returning import return_all, still_in_hand
from .wordings import EFFECTS

# --- Slide Rule (blue, lightbulb) ----------------------------------------------------------

def slide_rule_1(ctx: Context):
    """Optional: splay your yellow pile right."""
    yield from optional_splay(ctx, ["yellow"], "right")


def slide_rule_2(ctx: Context):
    """Draw a card of your lowest top card's value plus your number of splayed colours."""
    lowest = min((ctx.value(name) for name in ctx.top_cards()), default=ctx.value(None))
    splayed = sum(1 for color in COLORS if ctx.splay_of(color) != "none")
    ctx.draw(lowest + splayed, written=False)


EFFECTS.register("Slide Rule", [slide_rule_1, slide_rule_2])


# --- Telescope (blue, lightbulb) -----------------------------------------------------------

def telescope_echo(ctx: Context):
    """Echo: draw an Echoes 5 and foreshadow it."""
    ctx.draw_and_foreshadow(5, deck="echoes")


def telescope_1(ctx: Context):
    """Optional: put a card of your forecast on top of its deck; if you did, either achieve a
    forecast card you are eligible for (DH4), or exchange your whole forecast with as many
    available standard achievements and junk the 5 deck (BGA4)."""
    picked = yield from ctx.choose_one(ctx.forecast(), optional=True, kind="return",
                                       prompt="You may put a card of your forecast on top of its deck")
    if picked is None:
        return
    ops.put_on_top_of_deck(ctx.gs, ctx.player, picked, ctx.zone("forecast"))
    if ctx.rules.cards.readings.telescope_second_half == "achieve-from-forecast":
        candidates = [name for name in ctx.forecast() if eligible(ctx.gs, ctx.player, ctx.value(name))]
        achieved = yield from ctx.choose_one(candidates, kind="achieve",
                                             prompt="Achieve a card of your forecast you are eligible for")
        if achieved is not None:
            ctx.achieve_card(achieved, ctx.zone("forecast"))
        return
    forecast, available = ctx.forecast(), standard_available(ctx)
    count = min(len(forecast), len(available))
    given = yield from ctx.choose(forecast, kind="exchange", min=count, max=count,
                                  prompt=f"Choose the {count} forecast card(s) to exchange")
    taken = yield from ctx.choose(available, kind="exchange", min=count, max=count,
                                  prompt=f"Choose the {count} available achievement(s) to take into your forecast")
    ctx.exchange(given, ctx.zone("forecast"), taken, zones.STANDARD)
    ctx.junk_deck(5)


EFFECTS.register("Telescope", [telescope_echo, telescope_1])


# --- Kobukson (red, factory) ---------------------------------------------------------------

def kobukson_echo(ctx: Context):
    """Echo: splay left one pile of any player's board (yours first among the players offered)."""
    seats = [s for s in [ctx.player, *ctx.others()] if splayable(ctx, COLORS, "left", s)]
    seat = yield from ctx.choose_player(seats, kind="player", prompt="Choose the player whose pile you splay left")
    if seat is None:
        return
    color = yield from ctx.choose_one(splayable(ctx, COLORS, "left", seat), kind="splay",
                                      prompt="Choose the pile to splay left")
    ctx.splay(color, "left", seat)


def kobukson_1(ctx: Context):
    """Demand: return every top card of yours with a castle, then draw and tuck a 4."""
    yield from return_all(ctx, tops_with(ctx, "castle"), ctx.zone("board"))
    ctx.draw_and_tuck(4)


def kobukson_2(ctx: Context):
    """Draw and tuck a 4."""
    ctx.draw_and_tuck(4)


def kobukson_3(ctx: Context):
    """If Kobukson was foreseen: draw and meld a 5."""
    if ctx.foreseen:
        ctx.draw_and_meld(5)


EFFECTS.register("Kobukson", [kobukson_echo, kobukson_1, kobukson_2, kobukson_3])


# --- Shuriken (red, crown) -----------------------------------------------------------------

def shuriken_1(ctx: Context):
    """Demand: transfer two non-red top cards with a castle or an avatar to the launcher's board
    (as many as you have); if two went and Shuriken was foreseen, they go on to the launcher's
    achievements."""
    options = [name for name in tops(ctx) if ctx.info(name).color != "red"
               and (ctx.info(name).has_icon("castle") or ctx.info(name).has_icon("avatar"))]
    picked = yield from ctx.choose(options, kind="transfer", min=2, max=2,
                                   prompt="Transfer two non-red top cards with a castle or an avatar to the "
                                          "launcher's board")
    board = ctx.zone("board", ctx.launcher)
    for name in picked:
        ctx.transfer(name, ctx.zone("board"), board)
    if len(picked) != 2 or not ctx.foreseen:
        return
    for name in picked:
        if zones.holds(ctx.gs, name, board):
            ctx.achieve_card(name, board, ctx.launcher)


def shuriken_2(ctx: Context):
    """Optional: splay your purple pile right."""
    yield from optional_splay(ctx, ["purple"], "right")


EFFECTS.register("Shuriken", [shuriken_1, shuriken_2])


# --- Chintz (green, crown) -----------------------------------------------------------------

def chintz_1(ctx: Context):
    """Draw a 4."""
    ctx.draw(4)


def chintz_2(ctx: Context):
    """With exactly one card in hand: draw a 4, then draw and score a 4."""
    if len(ctx.hand()) == 1:
        ctx.draw(4)
        ctx.draw_and_score(4)


def chintz_3(ctx: Context):
    """If Chintz was foreseen: transfer every card of your hand to the available achievements."""
    if not ctx.foreseen:
        return
    for name in ctx.hand():
        ctx.transfer(name, ctx.zone("hand"), zones.STANDARD)


EFFECTS.register("Chintz", [chintz_1, chintz_2, chintz_3])


# --- Globe (green, factory) ----------------------------------------------------------------

def globe_1(ctx: Context):
    """Optional: return your whole hand; if it held a blue, a green and a yellow card, draw and
    foreshadow a 6, a 7 and an 8, then splay one of your colours right."""
    hand = ctx.hand()
    if not hand or not (yield from confirm(ctx, "confirm", "Return your whole hand?")):
        return
    yield from return_all(ctx, hand)
    if not {"blue", "green", "yellow"} <= {ctx.info(name).color for name in hand}:
        return
    for age in (6, 7, 8):
        ctx.draw_and_foreshadow(age)
    color = yield from ctx.choose_one(splayable(ctx, COLORS, "right"), kind="splay",
                                      prompt="Choose a colour to splay right")
    if color is not None:
        ctx.splay(color, "right")


def globe_2(ctx: Context):
    """If Globe was foreseen: foreshadow a top card of any player's board."""
    if not ctx.foreseen:
        return
    owners = {name: seat for seat in [ctx.player, *ctx.others()] for name in tops(ctx, seat)}
    picked = yield from ctx.choose_one(list(owners), kind="foreshadow",
                                       prompt="Choose a top card of any board to foreshadow")
    if picked is not None:
        ctx.foreshadow(picked, ctx.zone("board", owners[picked]))


EFFECTS.register("Globe", [globe_1, globe_2])


# --- Barometer (yellow, leaf) --------------------------------------------------------------

def barometer_echo(ctx: Context):
    """Echo: transfer a 5 from your forecast to your hand."""
    fives = [name for name in ctx.forecast() if ctx.value(name) == ctx.effect_age(5)]
    picked = yield from ctx.choose(fives, kind="transfer", prompt="Transfer a 5 from your forecast to your hand")
    for name in picked:
        ctx.transfer(name, ctx.zone("forecast"), ctx.zone("hand"))


def barometer_1(ctx: Context):
    """With a visible bonus on any board: choose one such bonus value, then draw and foreshadow a
    card two higher."""
    values = sorted({value for seat in [ctx.player, *ctx.others()] for value in ctx.bonuses(seat)})
    value = yield from ctx.choose_one(values, kind="value",
                                      prompt="Choose a visible bonus (then draw and foreshadow a card two higher)")
    if value is not None:
        ctx.draw_and_foreshadow(value + 2, written=False)


def barometer_2(ctx: Context):
    """Optional: return your whole forecast; a blue card among them claims Destiny."""
    forecast = ctx.forecast()
    if not forecast or not (yield from confirm(ctx, "confirm", "Return every card of your forecast?")):
        return
    yield from return_all(ctx, forecast, ctx.zone("forecast"))
    if any(ctx.info(name).color == "blue" for name in forecast):
        ctx.claim_special("Destiny")


EFFECTS.register("Barometer", [barometer_echo, barometer_1, barometer_2])


# --- Pencil (yellow, lightbulb) ------------------------------------------------------------

def pencil_echo(ctx: Context):
    """Echo: draw a 5."""
    ctx.draw(5)


def pencil_1(ctx: Context):
    """Optional: return up to three cards from your hand; then draw as many cards, each one higher
    than the highest returned, foreshadow one of them and return the others."""
    hand = ctx.hand()
    picked = yield from ctx.choose(hand, kind="return", min=0, max=3,
                                   prompt="You may return up to three cards from your hand")
    if not picked:
        return
    yield from return_all(ctx, picked)
    value = max(ctx.value(name) for name in picked) + 1
    drawn = [name for name in (ctx.draw(value, written=False) for _ in picked) if name is not None]
    drawn = still_in_hand(ctx, drawn)
    kept = yield from ctx.choose(drawn, kind="foreshadow",
                                 prompt="Choose the drawn card to foreshadow (the others are returned)")
    for name in kept:
        ctx.foreshadow(name)
    yield from return_all(ctx, [name for name in drawn if name not in kept and name in ctx.hand()])


EFFECTS.register("Pencil", [pencil_echo, pencil_1])


# --- Clock (purple, lightbulb) -------------------------------------------------------------

def clock_echo(ctx: Context):
    """Echo, optional: splay right your pile with the most cards (your choice among ties)."""
    sizes = {color: len(ctx.pile(color)) for color in COLORS if ctx.pile(color)}
    biggest = [color for color, size in sizes.items() if size == max(sizes.values())]
    yield from optional_splay(ctx, biggest, "right")


def clock_1(ctx: Context):
    """Demand: the launcher chooses one of their colours; N is the number of visible cards of that
    pile (all of a splayed pile, the top card of an unsplayed one). Transfer every card of value
    N from your hand and your score pile to the launcher's score pile, then junk an available
    achievement of value N."""
    launcher = ctx.launcher
    colors = [color for color in COLORS if ctx.pile(color, launcher)]
    color = yield from ctx.choose_one(colors, kind="color", player=launcher,
                                      prompt="Choose one of your colours (its visible cards give the value)")
    if color is None:
        return
    pile = ctx.pile(color, launcher)
    value = len(pile) if ctx.splay_of(color, launcher) != "none" else 1
    target = ctx.zone("score", launcher)
    for src in (ctx.zone("hand"), ctx.zone("score")):
        cards = ctx.hand() if src[0] == "hand" else ctx.score_pile()
        for name in cards:
            if ctx.value(name) == value:
                ctx.transfer(name, src, target)
    junked = yield from ctx.pick_achievement(value, prompt=f"Choose the achievement of value {value} to junk")
    if junked is not None:
        ctx.junk(junked, zones.STANDARD)


EFFECTS.register("Clock", [clock_echo, clock_1])


# --- Toilet (purple, leaf) -----------------------------------------------------------------

def toilet_echo(ctx: Context):
    """Echo: draw and tuck a 4."""
    ctx.draw_and_tuck(4)


def toilet_1(ctx: Context):
    """Demand: for each bonus value visible on the launcher's board, return a card of that value
    from your score pile (if you have one)."""
    for value in sorted(set(ctx.bonuses(ctx.launcher))):
        options = [name for name in ctx.score_pile() if ctx.value(name) == value]
        picked = yield from ctx.choose(options, kind="return",
                                       prompt=f"Return a {value} from your score pile")
        for name in picked:
            ctx.return_card(name, ctx.zone("score"))


def toilet_2(ctx: Context):
    """Optional: return a card from your hand; if you did, draw a card of its value."""
    picked = yield from ctx.choose_one(ctx.hand(), optional=True, kind="return",
                                       prompt="You may return a card from your hand (then draw one of its value)")
    if picked is None:
        return
    ctx.return_card(picked)
    ctx.draw(ctx.value(picked), written=False)


EFFECTS.register("Toilet", [toilet_echo, toilet_1, toilet_2])
