"""Age 8 of the Echoes set: Radio Telescope, X-Ray, Bandage, Parachute, Nylon, Sliced Bread,
Air Conditioner, Tractor, Crossword, Television. One function per printed effect, the echo
effect first.

Rules as stated in engine/data/cards/echoes-ultimate.json; the decision conventions are those
of age07.py (whose return and junk helpers these cards share).

    >>> [f.__name__ for f in EFFECTS.lookup("Tractor", "fourth-edition")]
    ['tractor_echo', 'tractor_1', 'tractor_2', 'tractor_3']
"""

from __future__ import annotations

from ... import zones
from ...achievements import eligible
from ...cards import COLORS
from ...effects import Context
from .. import helpers
from .age07 import junk_available_achievements
from .returning import return_all, still_in_hand
from .wordings import EFFECTS


def _colors_showing(ctx: Context, icon: str) -> int:
    """How many of your colours have a pile showing `icon`."""
    return sum(1 for color in COLORS if ctx.pile_icons(color).get(icon, 0) > 0)


# --- Radio Telescope (blue, lightbulb) -----------------------------------------------------

def radio_telescope_1(ctx: Context):
    """Draw a 9 for each of your colours showing a lightbulb (and as many 10s in Radio
    Telescope's foreseen Dogma action); meld one of them, return the others; melding A.I. wins."""
    count = _colors_showing(ctx, "lightbulb")
    draws = [ctx.draw(9) for _ in range(count)]
    if ctx.foreseen:
        draws += [ctx.draw(10) for _ in range(count)]
    drawn = still_in_hand(ctx, draws)
    picked = yield from ctx.choose(drawn, kind="meld", prompt="Choose the drawn card to meld (the others are returned)")
    for name in picked:
        ctx.meld(name)
    yield from return_all(ctx, [name for name in drawn if name not in picked and name in ctx.hand()])
    if picked == ["A.I."] and ctx.top_card(ctx.info("A.I.").color) == "A.I.":
        ctx.win()


EFFECTS.register("Radio Telescope", [radio_telescope_1])


# --- X-Ray (blue, leaf) --------------------------------------------------------------------

def x_ray_echo(ctx: Context):
    """Echo: draw and tuck an 8."""
    ctx.draw_and_tuck(8)


def x_ray_1(ctx: Context):
    """Choose a value; draw a card of it for each of your colours showing a leaf; foreshadow any
    number of them. With no such colour the value changes nothing and is not asked; no more can
    be foreshadowed than the forecast has room for."""
    count = _colors_showing(ctx, "leaf")
    if not count:
        return
    value = yield from ctx.choose_one(ctx.gs.choosable_values(), kind="choose_value",
                                      prompt="Choose the value of the cards to draw")
    drawn = still_in_hand(ctx, [ctx.draw(value, written=False) for _ in range(count)])
    room = max(0, ctx.forecast_limit() - len(ctx.forecast()))
    picked = yield from ctx.choose(drawn, kind="foreshadow", min=0, max=room,
                                   prompt="You may foreshadow any of the drawn cards")
    for name in picked:
        ctx.foreshadow(name)


def x_ray_2(ctx: Context):
    """Return every card in your hand."""
    yield from return_all(ctx, ctx.hand())


def x_ray_3(ctx: Context):
    """Optional: splay your yellow pile up."""
    yield from helpers.optional_splay(ctx, ["yellow"], "up")


EFFECTS.register("X-Ray", [x_ray_echo, x_ray_1, x_ray_2, x_ray_3])


# --- Bandage (red, leaf) -------------------------------------------------------------------

def bandage_echo(ctx: Context):
    """Echo: meld a card with a leaf from your hand."""
    picked = yield from ctx.choose(helpers.with_icon(ctx, ctx.hand(), "leaf"), kind="meld",
                                   prompt="Choose a card with a leaf to meld")
    for name in picked:
        ctx.meld(name)


def bandage_demand(ctx: Context):
    """Demand: the affected player returns a score card with a clock and a top card with a clock;
    having returned both, they junk an available achievement for each achievement they hold."""
    scored = yield from ctx.choose(helpers.with_icon(ctx, ctx.score_pile(), "clock"), kind="return",
                                   prompt="Choose a card with a clock to return from your score pile")
    for name in scored:
        ctx.return_card(name, ctx.zone("score"))
    top = yield from ctx.choose(helpers.tops_with(ctx, "clock"), kind="return",
                                prompt="Choose a top card with a clock to return")
    for name in top:
        ctx.return_card(name, ctx.zone("board"))
    if scored and top:
        yield from junk_available_achievements(ctx, len(ctx.achievements()))


EFFECTS.register("Bandage", [bandage_echo, bandage_demand])


# --- Parachute (red, clock) ----------------------------------------------------------------

def parachute_demand(ctx: Context):
    """Demand: the affected player gives every card of their hand without a clock to the
    launcher's hand."""
    for name in ctx.hand():
        if not helpers.has_icon(ctx, name, "clock"):
            ctx.transfer(name, ctx.zone("hand"), ctx.zone("hand", ctx.launcher))


def parachute_1(ctx: Context):
    """Only in Parachute's foreseen Dogma action: junk every card of every board."""
    if not ctx.foreseen:
        return
    for seat in helpers.live_seats(ctx):
        for color in COLORS:
            for name in ctx.pile(color, seat):
                ctx.junk(name, ctx.zone("board", seat))


EFFECTS.register("Parachute", [parachute_demand, parachute_1])


# --- Nylon (green, factory) ----------------------------------------------------------------

def nylon_1(ctx: Context):
    """Draw and tuck an 8, three times; while any of the three tucked cards is green, do it all
    again (until the draws run past the last age and end the game)."""
    while True:
        tucked = [ctx.draw_and_tuck(8) for _ in range(3)]
        if not any(name is not None and ctx.info(name).color == "green" for name in tucked) or not ctx.repeats():
            return


def nylon_2(ctx: Context):
    """Optional: splay your red pile up."""
    yield from helpers.optional_splay(ctx, ["red"], "up")


EFFECTS.register("Nylon", [nylon_1, nylon_2])


# --- Sliced Bread (green, crown) -----------------------------------------------------------

def sliced_bread_echo(ctx: Context):
    """Echo: return your whole hand, then draw two 8s."""
    yield from return_all(ctx, ctx.hand())
    ctx.draw(8)
    ctx.draw(8)


def sliced_bread_1(ctx: Context):
    """Return a card from your score pile; if you did, draw and score two cards of one value
    less."""
    picked = yield from ctx.choose(ctx.score_pile(), kind="return", prompt="Choose a score card to return")
    if not picked:
        return
    ctx.return_card(picked[0], ctx.zone("score"))
    value = ctx.value(picked[0]) - 1
    ctx.draw_and_score(value, written=False)
    ctx.draw_and_score(value, written=False)


EFFECTS.register("Sliced Bread", [sliced_bread_echo, sliced_bread_1])


# --- Air Conditioner (yellow, leaf) --------------------------------------------------------

def air_conditioner_echo(ctx: Context):
    """Echo, optional: score a card from your hand."""
    picked = yield from ctx.choose(ctx.hand(), kind="score", min=0, max=1, prompt="You may score a card from your hand")
    for name in picked:
        ctx.score(name)


def air_conditioner_demand(ctx: Context):
    """Demand: the affected player returns every score card whose value is that of one of their
    top cards."""
    values = {ctx.value(name) for name in ctx.top_cards()}
    yield from return_all(ctx, [name for name in ctx.score_pile() if ctx.value(name) in values], ctx.zone("score"))


def air_conditioner_1(ctx: Context):
    """Junk every card of the age-9 deck."""
    ctx.junk_deck(9)


EFFECTS.register("Air Conditioner", [air_conditioner_echo, air_conditioner_demand, air_conditioner_1])


# --- Tractor (yellow, clock) ---------------------------------------------------------------

def tractor_echo(ctx: Context):
    """Echo: draw a 7."""
    ctx.draw(7)


def tractor_1(ctx: Context):
    """Draw and score a 7."""
    ctx.draw_and_score(7)


def tractor_2(ctx: Context):
    """Draw a 7."""
    ctx.draw(7)


def tractor_3(ctx: Context):
    """Only in Tractor's foreseen Dogma action: draw and score a 7, seven times."""
    if ctx.foreseen:
        for _ in range(7):
            ctx.draw_and_score(7)


EFFECTS.register("Tractor", [tractor_echo, tractor_1, tractor_2, tractor_3])


# --- Crossword (purple, crown) -------------------------------------------------------------

def crossword_1(ctx: Context):
    """For each even visible bonus on your board draw a card of its value; in Crossword's
    foreseen Dogma action the drawn cards then go among the available achievements. The card
    lets you order the draws, but no order can change the cards drawn (each draw takes the
    lowest non-empty deck at or above its value, and drawing changes no board), so none is
    asked: they go lowest value first."""
    drawn = [ctx.draw(value, written=False) for value in sorted(b for b in ctx.bonuses() if b % 2 == 0)]
    if not ctx.foreseen:
        return
    for name in drawn:
        if name is not None and name in ctx.hand():
            ctx.transfer(name, ctx.zone("hand"), zones.STANDARD)


def crossword_2(ctx: Context):
    """For each odd visible bonus on your board, return the lowest card in your hand (your choice
    among ties)."""
    for _ in range(sum(1 for bonus in ctx.bonuses() if bonus % 2 == 1)):
        picked = yield from ctx.choose(ctx.lowest(ctx.hand()), kind="return",
                                       prompt="Choose the lowest card of your hand to return")
        for name in picked:
            ctx.return_card(name)


EFFECTS.register("Crossword", [crossword_1, crossword_2])


# --- Television (purple, clock) ------------------------------------------------------------

def television_echo(ctx: Context):
    """Echo: draw and meld an 8."""
    ctx.draw_and_meld(8)


def television_1(ctx: Context):
    """Choose a value and an opponent; move a card of that value from their score pile onto their
    board; if they hold an achievement of that value, achieve another card of that value from
    their score pile, if you are eligible for it. Only values and opponents with such a score
    card are offered (any other choice does nothing)."""
    def of_value(seat: int, value: int) -> list[str]:
        return [name for name in ctx.score_pile(seat) if ctx.value(name) == value]

    values = sorted({ctx.value(name) for seat in ctx.opponents() for name in ctx.score_pile(seat)})
    value = yield from ctx.choose_one(values, kind="choose_value", prompt="Choose a value of an opponent's score card")
    if value is None:
        return
    seat = yield from ctx.choose_player([seat for seat in ctx.opponents() if of_value(seat, value)],
                                        prompt="Choose the opponent")
    if seat is None:
        return
    moved = yield from ctx.choose(of_value(seat, value), kind="transfer",
                                  prompt="Choose the score card moved onto their board")
    for name in moved:
        ctx.transfer(name, ctx.zone("score", seat), ctx.zone("board", seat))
    held = [name for name in ctx.achievements(seat) if ctx.achievement_value(name) == value]
    if not held or not eligible(ctx.gs, ctx.player, value):
        return
    achieved = yield from ctx.choose(of_value(seat, value), kind="achieve_card",
                                     prompt="Choose the score card to achieve")
    for name in achieved:
        ctx.achieve_card(name, ctx.zone("score", seat))


EFFECTS.register("Television", [television_echo, television_1])
