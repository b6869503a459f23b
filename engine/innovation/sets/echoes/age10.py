"""Age 10 of the Echoes set: Artificial Heart, Human Genome, Camcorder, Social Networking,
Barcode, GPS, Cell Phone, MP3, Puzzle Cube, Sudoku. One function per printed effect, the echo
effect first; conventions as in age09.py.

    >>> [f.__name__ for f in EFFECTS.lookup("Cell Phone", "fourth-edition")]
    ['cell_phone_echo', 'cell_phone_1', 'cell_phone_2', 'cell_phone_3']
"""

from __future__ import annotations

from collections import Counter

from ... import achievements
from ...cards import COLORS, ICONS
from ...effects import Context
from ..helpers import in_order, optional_splay, splayable, tops
from .returning import return_all, still_in_hand
from .wordings import EFFECTS


def eligible_if_doubled(ctx: Context, age: int) -> bool:
    """Eligible for an achievement of `age` with twice your score: the price against the doubled
    score, and the top-card test unchanged."""
    gs = ctx.gs
    if gs.rules.actions.achieve_needs_top_card:
        top = gs.highest_top_age(ctx.player)
        if top is None or top < age:
            return False
    return 2 * gs.score_total(ctx.player) >= achievements.achieve_cost(gs, ctx.player, age)


def visible_cards(ctx: Context, color: str, seat: int | None = None) -> int:
    """The visible cards of a pile: one when it is not splayed, all of them when it is."""
    pile = ctx.pile(color, seat)
    return len(pile) if ctx.splay_of(color, seat) != "none" else min(len(pile), 1)


# --- Artificial Heart (blue, leaf) ----------------------------------------------------------

def artificial_heart_1(ctx: Context):
    """Claim an available standard achievement you would be eligible for with twice your score
    (the top-card test still applies); if you did and Artificial Heart was foreseen, do this
    again."""
    while ctx.repeats():
        ages = [age for age in sorted(ctx.available_standard()) if eligible_if_doubled(ctx, age)]
        age = yield from ctx.choose_one(ages, kind="achieve", prompt="Choose the value of the achievement to claim")
        if age is None:
            return
        claimed = yield from ctx.claim_of_value(age)
        if claimed is None or not ctx.foreseen:
            return


EFFECTS.register("Artificial Heart", [artificial_heart_1])


# --- Human Genome (blue, lightbulb) ---------------------------------------------------------

def human_genome_echo(ctx: Context):
    """Echo: draw an 11."""
    ctx.draw(11)


def human_genome_1(ctx: Context):
    """Optional: choose a value and draw and score a card of it. Then take your bottom red card
    into your hand (the option covers the first sentence only). Then, if the values in your
    hand are exactly those of your score pile, counted with repeats, you win."""
    value = yield from ctx.choose_one(ctx.gs.choosable_values(), optional=True, kind="value",
                                      prompt="You may choose a value to draw and score")
    if value is not None:
        ctx.draw_and_score(value, written=False)
    red = ctx.pile("red")
    if red:
        ctx.transfer(red[-1], ctx.zone("board"), ctx.zone("hand"))
    if Counter(map(ctx.value, ctx.hand())) == Counter(map(ctx.value, ctx.score_pile())):
        ctx.win()


EFFECTS.register("Human Genome", [human_genome_echo, human_genome_1])


# --- Camcorder (red, clock) -----------------------------------------------------------------

def camcorder_1(ctx: Context):
    """Demand: give every card in your hand to the launcher's hand, then draw a 9."""
    for name in ctx.hand():
        ctx.transfer(name, ctx.zone("hand"), ctx.zone("hand", ctx.launcher))
    ctx.draw(9)


def camcorder_2(ctx: Context):
    """Meld every 9 in your hand (in the order you give when two share a colour); if Camcorder
    was not foreseen, return every other card in your hand and draw three 9s. Foreseen, the 9s
    are melded as both texts say (the one source's code melds nothing, an IMPL note)."""
    nines = [name for name in ctx.hand() if ctx.value(name) == 9]
    order = yield from in_order(ctx, nines, "color", kind="meld_order",
                                prompt="Order the 9s melded onto one pile (first listed is melded first)")
    for name in order:
        ctx.meld(name)
    if ctx.foreseen:
        return
    yield from return_all(ctx, ctx.hand())
    for _ in range(3):
        ctx.draw(9)


EFFECTS.register("Camcorder", [camcorder_1, camcorder_2])


# --- Social Networking (red, avatar) --------------------------------------------------------

def social_networking_echo(ctx: Context):
    """Echo: score one of your non-red top cards."""
    options = [name for name in tops(ctx) if ctx.info(name).color != "red"]
    name = yield from ctx.choose_one(options, kind="score", prompt="Score one of your non-red top cards")
    if name is not None:
        ctx.score(name, ctx.zone("board"))


def social_networking_1(ctx: Context):
    """Demand: name a standard icon type; give each of your top cards without it to the
    launcher's score pile."""
    icon = yield from ctx.choose_one(list(ICONS), kind="icon",
                                     prompt="Name an icon type (your top cards without it are given away)")
    for name in tops(ctx):
        if not ctx.info(name).has_icon(icon):
            ctx.transfer(name, ctx.zone("board"), ctx.zone("score", ctx.launcher))


def social_networking_2(ctx: Context):
    """If you have fewer factories, fewer crowns and fewer castles than each opponent, you win
    (opponents as printed: the one source's code also compares teammates, an IMPL note)."""
    mine = ctx.icons()
    opponents = [ctx.icons(seat) for seat in ctx.opponents()]
    if opponents and all(mine[icon] < theirs[icon] for theirs in opponents
                         for icon in ("factory", "crown", "castle")):
        ctx.win()


EFFECTS.register("Social Networking", [social_networking_echo, social_networking_1, social_networking_2])


# --- Barcode (green, factory) ---------------------------------------------------------------

def barcode_1(ctx: Context):
    """Demand: for each visible bonus on your board, return a card of its value from your score
    pile when you have one (your choice among several)."""
    wanted = Counter(ctx.bonuses())
    returned: list[str] = []
    for value in sorted(wanted):
        cards = [name for name in ctx.score_pile() if ctx.value(name) == value]
        picked = yield from ctx.choose(cards, kind="return", min=wanted[value], max=wanted[value],
                                       prompt=f"Return {wanted[value]} card(s) of value {value} from your score pile")
        returned += picked
    yield from return_all(ctx, returned, src_of=lambda name: ctx.zone("score"))


def barcode_2(ctx: Context):
    """Optional: splay one of your colours up; if Barcode was foreseen, splay every colour up."""
    if ctx.foreseen:
        for color in splayable(ctx, COLORS, "up"):
            ctx.splay(color, "up")
        return
    yield from optional_splay(ctx, COLORS, "up")


EFFECTS.register("Barcode", [barcode_1, barcode_2])


# --- GPS (green, clock) ---------------------------------------------------------------------

def gps_1(ctx: Context):
    """Demand: return every card in your forecast."""
    yield from return_all(ctx, ctx.forecast(), src_of=lambda name: ctx.zone("forecast"))


def gps_2(ctx: Context):
    """Optional: splay your yellow pile up."""
    yield from optional_splay(ctx, ["yellow"], "up")


def gps_3(ctx: Context):
    """Draw three 11s; if GPS was foreseen, foreshadow them: as many as the forecast's limit
    leaves room for, the player choosing which when not all fit (the others stay in hand)."""
    drawn = [name for name in (ctx.draw(11) for _ in range(3)) if name is not None]
    drawn = still_in_hand(ctx, drawn)
    if not ctx.foreseen:
        return
    room = max(0, ctx.forecast_limit() - len(ctx.forecast()))
    picked = yield from ctx.choose(drawn, kind="foreshadow", min=room, max=room,
                                   prompt=f"Choose the {room} drawn 11s your forecast has room for")
    for name in picked:
        ctx.foreshadow(name)


EFFECTS.register("GPS", [gps_1, gps_2, gps_3])


# --- Cell Phone (yellow, clock) -------------------------------------------------------------

def cell_phone_echo(ctx: Context):
    """Echo: draw and foreshadow an 11."""
    ctx.draw_and_foreshadow(11)


def cell_phone_1(ctx: Context):
    """Draw a 10 for each of your colours showing a clock, or for every two clocks on your board
    (card reading `cell_phone_draws`)."""
    if ctx.rules.cards.readings.cell_phone_draws == "per-colour-with-clock":
        count = sum(1 for color in COLORS if ctx.pile_icons(color)["clock"] > 0)
    else:
        count = ctx.icons()["clock"] // 2
    for _ in range(count):
        ctx.draw(10)


def cell_phone_2(ctx: Context):
    """Optional: splay your green pile up."""
    yield from optional_splay(ctx, ["green"], "up")


def cell_phone_3(ctx: Context):
    """Optional: tuck any number of cards with a clock from your hand; splay up each colour you
    tucked into."""
    clocks = [name for name in ctx.hand() if ctx.info(name).has_icon("clock")]
    picked = yield from ctx.choose(clocks, kind="tuck", min=0, max=len(clocks),
                                   prompt="You may tuck cards with a clock from your hand")
    order = yield from in_order(ctx, picked, "color", kind="tuck_order",
                                prompt="Order the cards tucked under one pile (first listed goes under first)")
    for name in order:
        ctx.tuck(name)
    for color in COLORS:
        if any(ctx.info(name).color == color for name in order):
            ctx.splay(color, "up")


EFFECTS.register("Cell Phone", [cell_phone_echo, cell_phone_1, cell_phone_2, cell_phone_3])


# --- MP3 (yellow, avatar) -------------------------------------------------------------------

def mp3_echo(ctx: Context):
    """Echo: draw and score a 10."""
    ctx.draw_and_score(10)


def mp3_1(ctx: Context):
    """If your board shows a bonus, choose one of your bonus values; draw and score a card of it."""
    value = yield from ctx.choose_one(sorted(set(ctx.bonuses())), kind="value",
                                      prompt="Choose one of your bonus values to draw and score")
    if value is not None:
        ctx.draw_and_score(value, written=False)


def mp3_2(ctx: Context):
    """Return any number of cards from your hand; for each, you may claim up to two available
    standard achievements you are eligible for, one at a time."""
    returned = yield from ctx.choose(ctx.hand(), kind="return", min=0, max=len(ctx.hand()),
                                     prompt="Return any number of cards from your hand (two claims each)")
    yield from return_all(ctx, returned)
    for _ in range(2 * len(returned)):
        ages = achievements.achievable_ages(ctx.gs, ctx.player)
        age = yield from ctx.choose_one(ages, optional=True, kind="achieve",
                                        prompt="You may claim an achievement you are eligible for")
        if age is None or (yield from ctx.claim_of_value(age)) is None:
            return


EFFECTS.register("MP3", [mp3_echo, mp3_1, mp3_2])


# --- Puzzle Cube (purple, crown) ------------------------------------------------------------

def puzzle_cube_echo(ctx: Context):
    """Echo: meld a card from your score pile."""
    name = yield from ctx.choose_one(ctx.score_pile(), kind="meld", prompt="Meld a card from your score pile")
    if name is not None:
        ctx.meld(name, ctx.zone("score"))


def puzzle_cube_1(ctx: Context):
    """Optional: score the bottom card, or the bottom two cards, of one of your colours. Then, if
    every colour on your board shows as many visible cards as every other (an unsplayed pile
    shows one), you win; the check is made whether or not you scored."""
    options = [color for color in COLORS if ctx.pile(color)]
    color = yield from ctx.choose_one(options, optional=True, kind="color",
                                      prompt="You may choose a colour to score its bottom card(s)")
    if color is not None:
        count = yield from ctx.choose_one([1, 2] if len(ctx.pile(color)) > 1 else [1], kind="count",
                                          prompt="Score its bottom card or its bottom two cards")
        for name in reversed(ctx.pile(color)[-count:]):
            ctx.score(name, ctx.zone("board"))
    shown = {visible_cards(ctx, color) for color in COLORS if ctx.pile(color)}
    if len(shown) <= 1:
        ctx.win()


def puzzle_cube_2(ctx: Context):
    """Draw and meld a 10."""
    ctx.draw_and_meld(10)


EFFECTS.register("Puzzle Cube", [puzzle_cube_echo, puzzle_cube_1, puzzle_cube_2])


# --- Sudoku (purple, lightbulb) -------------------------------------------------------------

def sudoku_echo(ctx: Context):
    """Echo, optional: tuck any number of cards from your hand."""
    picked = yield from ctx.choose(ctx.hand(), kind="tuck", min=0, max=len(ctx.hand()),
                                   prompt="You may tuck any number of cards from your hand")
    order = yield from in_order(ctx, picked, "color", kind="tuck_order",
                                prompt="Order the cards tucked under one pile (first listed goes under first)")
    for name in order:
        ctx.tuck(name)


def sudoku_1(ctx: Context):
    """Choose a value; draw and meld a card of it. If your visible bonuses show nine different
    values or more, you win; otherwise self-execute the melded card."""
    value = yield from ctx.choose_one(ctx.gs.choosable_values(), kind="value",
                                      prompt="Choose a value to draw and meld")
    melded = ctx.draw_and_meld(value, written=False)
    if len(set(ctx.bonuses())) >= 9:
        ctx.win()
    elif melded is not None:
        yield from ctx.self_execute(melded)


EFFECTS.register("Sudoku", [sudoku_echo, sudoku_1])
