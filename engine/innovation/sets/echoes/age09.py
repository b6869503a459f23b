"""Age 9 of the Echoes set: Calculator, Laser, Helicopter, Jet, Credit Card, Email, ATM,
Wristwatch, Karaoke, Rock. One function per printed effect, the echo effect first.

Rules as stated in engine/data/cards/echoes-ultimate.json, with the conventions of age01.py: an
optional pick has `min` 0, a mandatory pick with one possible answer is made without asking,
and cards going under one deck are returned in the order the player gives. Where the card's
notes record a difference between the two sources that changes play, the effect reads its
card reading (`ctx.rules.cards.readings`); where they record the one source's code departing
from its own text (an IMPL note), the text is played and the docstring says so.

    >>> [f.__name__ for f in EFFECTS.lookup("Jet", "fourth-edition")]
    ['jet_echo', 'jet_1', 'jet_2']
"""

from __future__ import annotations

from ... import zones
from ...cards import COLORS, COUNTED_ICONS
from ...effects import Context
from ..helpers import optional_splay, tops
from .returning import return_all
from .wordings import EFFECTS

# --- shared by the age 9 to 11 modules ----------------------------------------------------

def bottom_cards(ctx: Context, seat: int | None = None, *, excluded: str | None = None) -> dict[str, str]:
    """Colour -> the bottom card of that pile (the only card of a one-card pile)."""
    return {color: pile[-1] for color in COLORS if color != excluded and (pile := ctx.pile(color, seat))}


def owners_of_tops(ctx: Context, *, excluded: str | None = None) -> dict[str, int]:
    """Every top card on every board (but `excluded`) -> the seat of its board."""
    return {name: seat for seat in [ctx.player, *ctx.others()] for name in tops(ctx, seat) if name != excluded}


def remember_melded(ctx: Context, name: str | None) -> None:
    """"The card you melded due to <this card>'s echo effect during this action": kept per
    executing player in the card's action memory."""
    if name is not None:
        ctx.action_memory.cards[ctx.player] = name


# --- Calculator (blue, clock) ----------------------------------------------------------------

def calculator_1(ctx: Context):
    """Score two bottom cards of different colours, neither blue; if two were scored and their
    values add up to less than 12, draw a card of that total and do this once more (the repeat
    does not repeat)."""
    for _ in range(2):
        bottoms = bottom_cards(ctx, excluded="blue")
        picked = yield from ctx.choose(list(bottoms.values()), kind="score", min=2, max=2,
                                       prompt="Score two bottom cards of different colours (not blue)")
        for name in picked:
            ctx.score(name, ctx.zone("board"))
        total = sum(ctx.value(name) for name in picked)
        if len(picked) < 2 or total >= 12:
            return
        ctx.draw(total, written=False)


def calculator_2(ctx: Context):
    """Optional: splay your blue pile up."""
    yield from optional_splay(ctx, ["blue"], "up")


EFFECTS.register("Calculator", [calculator_1, calculator_2])


# --- Laser (blue, lightbulb) ----------------------------------------------------------------

def laser_1(ctx: Context):
    """Return four cards from your score pile (all if fewer), then every available standard
    achievement."""
    picked = yield from ctx.choose(ctx.score_pile(), kind="return", min=4, max=4,
                                   prompt="Return four cards from your score pile")
    yield from return_all(ctx, picked, src_of=lambda name: ctx.zone("score"))
    standard = [name for age in sorted(ctx.available_standard()) for name in ctx.available_of_value(age)]
    yield from return_all(ctx, standard, src_of=lambda name: zones.STANDARD)


def laser_2(ctx: Context):
    """Draw and foreshadow an 11, draw and meld a 10; if Laser was foreseen, draw and meld an 11."""
    ctx.draw_and_foreshadow(11)
    ctx.draw_and_meld(10)
    if ctx.foreseen:
        ctx.draw_and_meld(11)


EFFECTS.register("Laser", [laser_1, laser_2])


# --- Helicopter (red, factory) --------------------------------------------------------------

def shares_an_icon(ctx: Context, one: str, other: str) -> bool:
    """Whether two cards have at least one icon type in common (hexes and bonuses are not icons)."""
    first = {icon for icon in ctx.info(one).icons if icon in COUNTED_ICONS}
    return any(icon in first for icon in ctx.info(other).icons)


def helicopter_1(ctx: Context):
    """Move a top card other than Helicopter from any board to its owner's score pile; you may
    then return a card from your hand that shares an icon type with it, and if you did, do this
    again."""
    while ctx.repeats():
        owners = owners_of_tops(ctx, excluded="Helicopter")
        name = yield from ctx.choose_one(list(owners), kind="transfer",
                                         prompt="Choose a top card to move to its owner's score pile")
        if name is None:
            return
        ctx.transfer(name, ctx.zone("board", owners[name]), ctx.zone("score", owners[name]))
        matching = [card for card in ctx.hand() if shares_an_icon(ctx, name, card)]
        returned = yield from ctx.choose_one(matching, optional=True, kind="return",
                                             prompt="You may return a card sharing an icon with it (to do this again)")
        if returned is None:
            return
        ctx.return_card(returned)


EFFECTS.register("Helicopter", [helicopter_1])


# --- Jet (red, clock) -----------------------------------------------------------------------

def jet_echo(ctx: Context):
    """Echo: meld a card from your hand (remembered for Jet's demand)."""
    name = yield from ctx.choose_one(ctx.hand(), kind="meld", prompt="Meld a card from your hand")
    if name is not None:
        ctx.meld(name)
        remember_melded(ctx, name)


def jet_1(ctx: Context):
    """Demand: for the card the launcher last melded with Jet's echo effect in this action, you
    return your top card of its colour, then junk every available achievement of its value or of
    the returned card's value. Nothing happens when the launcher melded nothing (a sharer's echo
    meld does not count, an IMPL note that the text also reads so)."""
    melded = ctx.action_memory.cards.get(ctx.launcher)
    if melded is None:
        return
    values = {ctx.value(melded)}
    top = ctx.top_card(ctx.info(melded).color)
    if top is not None:
        ctx.return_card(top, ctx.zone("board"))
        values.add(ctx.value(top))
    for age in sorted(values):
        for name in ctx.available_of_value(age):
            ctx.junk(name, zones.STANDARD)


def jet_2(ctx: Context):
    """Draw and foreshadow a 10."""
    ctx.draw_and_foreshadow(10)


EFFECTS.register("Jet", [jet_echo, jet_1, jet_2])


# --- Credit Card (green, crown) -------------------------------------------------------------

def credit_card_echo(ctx: Context):
    """Echo: draw and foreshadow a 9."""
    ctx.draw_and_foreshadow(9)


def credit_card_1(ctx: Context):
    """Optional: take one of your non-green top cards into your hand; if you did, draw and score
    a card of its value, and if Credit Card was foreseen, do this again."""
    while ctx.repeats():
        options = [name for name in tops(ctx) if ctx.info(name).color != "green"]
        name = yield from ctx.choose_one(options, optional=True, kind="transfer",
                                         prompt="You may take a non-green top card into your hand")
        if name is None:
            return
        ctx.transfer(name, ctx.zone("board"), ctx.zone("hand"))
        ctx.draw_and_score(ctx.value(name), written=False)
        if not ctx.foreseen:
            return


def credit_card_2(ctx: Context):
    """Optional: splay your green pile up."""
    yield from optional_splay(ctx, ["green"], "up")


EFFECTS.register("Credit Card", [credit_card_echo, credit_card_1, credit_card_2])


# --- Email (green, clock) -------------------------------------------------------------------

def email_echo(ctx: Context):
    """Echo: draw and foreshadow a 10."""
    ctx.draw_and_foreshadow(10)


def email_1(ctx: Context):
    """Draw and foreshadow a 9; in the reading with the foreseen clause (one source's text), also
    draw and foreshadow an 11 when Email was foreseen."""
    ctx.draw_and_foreshadow(9)
    if ctx.foreseen and ctx.rules.cards.readings.email_foreseen == "also-foreshadow-11":
        ctx.draw_and_foreshadow(11)


def email_2(ctx: Context):
    """Self-execute your lowest non-green top card (your choice among ties). The text is played:
    the lowest of the non-green top cards, even when a green card is lower (the one source's
    code drops green only after taking the lowest, an IMPL note)."""
    lowest = ctx.lowest([name for name in tops(ctx) if ctx.info(name).color != "green"])
    name = yield from ctx.choose_one(lowest, kind="execute", prompt="Choose the lowest top card to self-execute")
    if name is not None:
        yield from ctx.self_execute(name)


EFFECTS.register("Email", [email_echo, email_1, email_2])


# --- ATM (yellow, crown) --------------------------------------------------------------------

def atm_echo(ctx: Context):
    """Echo: choose any value; draw and score a card of that value."""
    value = yield from ctx.choose_one(ctx.gs.choosable_values(), kind="value",
                                      prompt="Choose a value to draw and score")
    if value is not None:
        ctx.draw_and_score(value, written=False)


def atm_1(ctx: Context):
    """Demand: transfer your highest non-yellow top card without a crown to the launcher's board
    (your choice among ties)."""
    options = ctx.highest([name for name in tops(ctx) if ctx.info(name).color != "yellow"
                           and not ctx.info(name).has_icon("crown")])
    name = yield from ctx.choose_one(options, kind="transfer",
                                     prompt="Choose your highest non-yellow top card without a crown to give")
    if name is not None:
        ctx.transfer(name, ctx.zone("board"), ctx.zone("board", ctx.launcher))


def atm_2(ctx: Context):
    """Optional: splay your purple pile up."""
    yield from optional_splay(ctx, ["purple"], "up")


def atm_3(ctx: Context):
    """Junk every card in the age-10 deck."""
    ctx.junk_deck(10)


EFFECTS.register("ATM", [atm_echo, atm_1, atm_2, atm_3])


# --- Wristwatch (yellow, factory) -----------------------------------------------------------

def wristwatch_echo(ctx: Context):
    """Echo: tuck one of your top cards (it goes under its own pile)."""
    name = yield from ctx.choose_one(tops(ctx), kind="tuck", prompt="Tuck one of your top cards")
    if name is not None:
        ctx.tuck(name, ctx.zone("board"))


def wristwatch_1(ctx: Context):
    """Only if Wristwatch was foreseen: return every card of your board but the bottom card of
    each pile."""
    if not ctx.foreseen:
        return
    above = [name for color in COLORS for name in ctx.pile(color)[:-1]]
    yield from return_all(ctx, above, src_of=lambda name: ctx.zone("board"))


def wristwatch_2(ctx: Context):
    """In ascending order, draw and meld a card for each value your visible bonuses show: once per
    value, or once per bonus (card reading `wristwatch_draws`). The values are fixed before the
    first meld."""
    bonuses = sorted(ctx.bonuses())
    if ctx.rules.cards.readings.wristwatch_draws == "each-value":
        bonuses = sorted(set(bonuses))
    for value in bonuses:
        ctx.draw_and_meld(value, written=False)


EFFECTS.register("Wristwatch", [wristwatch_echo, wristwatch_1, wristwatch_2])


# --- Karaoke (purple, leaf) -----------------------------------------------------------------

def karaoke_echo(ctx: Context):
    """Echo: choose a value of a card in your hand; draw and meld a card of that value
    (remembered for Karaoke's last effect)."""
    values = sorted({ctx.value(name) for name in ctx.hand()})
    value = yield from ctx.choose_one(values, kind="value", prompt="Choose a value in your hand to draw and meld")
    if value is not None:
        remember_melded(ctx, ctx.draw_and_meld(value, written=False))


def karaoke_1(ctx: Context):
    """Take the bottom card of each of your colours into your hand."""
    for name in bottom_cards(ctx).values():
        ctx.transfer(name, ctx.zone("board"), ctx.zone("hand"))


def karaoke_2(ctx: Context):
    """Claim an available standard achievement of the value of the card you last melded with
    Karaoke's echo effect in this action, eligible or not; if you did, self-execute that card."""
    melded = ctx.action_memory.cards.get(ctx.player)
    if melded is None:
        return
    claimed = yield from ctx.claim_of_value(ctx.value(melded))
    if claimed is not None:
        yield from ctx.self_execute(melded)


EFFECTS.register("Karaoke", [karaoke_echo, karaoke_1, karaoke_2])


# --- Rock (purple, leaf) --------------------------------------------------------------------

def rock_1(ctx: Context):
    """Demand: give your top green card to the launcher's hand; if your new top green card is
    Scissors, the launcher wins."""
    top = ctx.top_card("green")
    if top is None:
        return
    ctx.transfer(top, ctx.zone("board"), ctx.zone("hand", ctx.launcher))
    if ctx.top_card("green") == "Scissors":
        ctx.win(ctx.launcher)


def rock_2(ctx: Context):
    """Optional: score one of your top cards; then, if your top green card is Paper, you win."""
    name = yield from ctx.choose_one(tops(ctx), optional=True, kind="score",
                                     prompt="You may score one of your top cards")
    if name is not None:
        ctx.score(name, ctx.zone("board"))
    if ctx.top_card("green") == "Paper":
        ctx.win()


EFFECTS.register("Rock", [rock_1, rock_2])
