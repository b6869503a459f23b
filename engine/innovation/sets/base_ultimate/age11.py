"""Age 11 of the fourth-edition (Ultimate) base cards, all new in this edition: Climatology,
Solar Sailing, Astrogeology, Fusion, Hypersonics, Space Traffic, Near-Field Comm,
Reclamation, Escapism, Whataboutism.

One function per printed effect, named after the card and the effect number; the rules, in
our own words, are in engine/data/cards/base-ultimate.json (each effect's `rule`, the notes
and the glossary). Conventions as in age10: decisions through `ctx.choose` and the shared
helpers (engine/innovation/sets/helpers.py); several cards returned under the supply decks
are ordered by the player when two share a deck; the launcher makes the choices a demand
gives to "me" (Climatology's icon, Near-Field Comm's value). Choices read as follows:

- a named icon type (Climatology) is one of the six icons other than leaf, and the age-0
  icon once age 0 is in play (Figures); the avatar too where the variant reads the text so
  (cards.readings.climatology_avatar: no rule text says whether it is an icon type a card
  may name, and both public implementations offer it);
- "choose a value" offers exactly the legal values: 1 to 11 (Near-Field Comm), one or two
  below the scored card and at least 1 (Fusion);
- a naming or a choice of value that could change nothing (no card it could reach) is not
  asked: the effect ends there;
- the value of a card that does not exist is 0 (glossary "value"): Climatology with no top
  card returns the whole score pile, Escapism with an empty hand draws three 1s;
- every loop ends: Fusion's value falls each round, Reclamation's board shrinks by two
  cards each round, Space Traffic draws from the 11 deck each round (the game ends when it
  runs out).

    >>> [f.__name__ for f in EFFECTS.lookup("Climatology", "fourth-edition")]
    ['climatology_1', 'climatology_2']
"""

from __future__ import annotations

from ...cards import AGE_ZERO_ICON, ICONS
from ...effects import Context
from ..helpers import tops
from .age10 import _points, _return_in_order
from .wordings import EFFECTS

# the icon types Climatology's launcher may name
NAMEABLE_ICONS = [icon for icon in ICONS if icon != "leaf"]
AVATAR = "avatar"


def _nameable(ctx: Context) -> list[str]:
    """The icon types Climatology's launcher may name: the age-0 icon too once age 0 is in
    play (Figures: from then on it is a standard icon), and the avatar where the variant's
    reading allows it (cards.readings.climatology_avatar)."""
    icons = NAMEABLE_ICONS + [AGE_ZERO_ICON] if ctx.gs.age_zero else list(NAMEABLE_ICONS)
    return icons + [AVATAR] if ctx.rules.cards.readings.climatology_avatar else icons


# --- Climatology (blue, leaf) ---------------------------------------------------------------------

def climatology_1(ctx: Context):
    """Demand: I name an icon type other than leaf; return two of your top cards that each
    have it (your choice; fewer if fewer have it)."""
    top = tops(ctx)
    nameable = _nameable(ctx)
    if not any(ctx.info(n).has_icon(icon) for n in top for icon in nameable):
        return
    icon = yield from ctx.choose_one(nameable, kind="name_icon", player=ctx.launcher,
                                     prompt="Name an icon type other than leaf")
    options = [n for n in top if ctx.info(n).has_icon(icon)]
    picked = yield from ctx.choose(options, kind="return", min=2, max=2,
                                   prompt=f"Return two of your top cards with a {icon}")
    yield from _return_in_order(ctx, picked, lambda _: ctx.zone("board"))


def climatology_2(ctx: Context):
    """Return one of your top cards (mandatory); then return every card of your score pile of
    that card's value or higher (no top card: value 0, the whole score pile)."""
    name = yield from ctx.choose_one(tops(ctx), kind="return", prompt="Return one of your top cards")
    if name is not None:
        ctx.return_card(name, src=ctx.zone("board"))
    value = ctx.value(name)
    doomed = [n for n in ctx.score_pile() if ctx.value(n) >= value]
    yield from _return_in_order(ctx, doomed, lambda _: ctx.zone("score"))


# --- Solar Sailing (blue, lightbulb) --------------------------------------------------------------

def solar_sailing_1(ctx: Context):
    """Draw an 11 and meld it. If its pile is not splayed aslant: return every card of that
    colour but the top four, then splay it aslant. Then six cards or more of that colour on
    your board win."""
    name = ctx.draw_and_meld(11)
    if name is None:
        return
    color = ctx.info(name).color
    if ctx.splay_of(color) != "aslant":
        yield from _return_in_order(ctx, ctx.pile(color)[4:], lambda _: ctx.zone("board"))
        ctx.splay(color, "aslant")
    if len(ctx.pile(color)) >= 6:
        ctx.win()


# --- Astrogeology (red, factory) ------------------------------------------------------------------

def astrogeology_1(ctx: Context):
    """Draw and reveal an 11 (it stays in hand); splay your pile of its colour aslant; if the
    splay happened, transfer every card of that colour but the top four into your hand."""
    name = ctx.draw_and_reveal(11)
    if name is None:
        return
    color = ctx.info(name).color
    if ctx.splay(color, "aslant"):
        for card in ctx.pile(color)[4:]:
            ctx.transfer(card, ctx.zone("board"), ctx.zone("hand"))


def astrogeology_2(ctx: Context):
    """Eight cards or more in your hand: you win."""
    if len(ctx.hand()) >= 8:
        ctx.win()


# --- Fusion (red, clock) --------------------------------------------------------------------------

def fusion_1(ctx: Context):
    """Score one of your top cards of value 11; if you did, choose a value one or two lower
    and repeat with that value (until no top card of the value is left, or no value is)."""
    value = 11
    while ctx.repeats():
        options = [n for n in tops(ctx) if ctx.value(n) == value]
        name = yield from ctx.choose_one(options, kind="score", prompt=f"Score one of your top cards of value {value}")
        if name is None:
            return
        ctx.score(name, src=ctx.zone("board"))
        lower = [v for v in (value - 2, value - 1) if v >= 1]
        if not any(ctx.value(n) in lower for n in tops(ctx)):
            return                      # no top card left to score whatever the value
        value = yield from ctx.choose_one(lower, kind="choose_value",
                                          prompt="Choose the value of the next top card to score")


# --- Hypersonics (green, factory) -----------------------------------------------------------------

def hypersonics_1(ctx: Context):
    """Demand: return exactly two of your top cards of the same value (you pick the value,
    then the pair); if you did, return every card of that value or lower from your hand and
    your score pile."""
    by_value: dict[int, list[str]] = {}
    for name in tops(ctx):
        by_value.setdefault(ctx.value(name), []).append(name)
    values = sorted(v for v, names in by_value.items() if len(names) >= 2)
    value = yield from ctx.choose_one(values, kind="choose_value",
                                      prompt="Choose the value of the two top cards you return")
    if value is None:
        return
    pair = yield from ctx.choose(by_value[value], kind="return", min=2, max=2,
                                 prompt=f"Return two of your top cards of value {value}")
    yield from _return_in_order(ctx, pair, lambda _: ctx.zone("board"))
    hand = [n for n in ctx.hand() if ctx.value(n) <= value]
    score = [n for n in ctx.score_pile() if ctx.value(n) <= value]
    source = {**{n: ctx.zone("hand") for n in hand}, **{n: ctx.zone("score") for n in score}}
    yield from _return_in_order(ctx, hand + score, source.__getitem__)


# --- Space Traffic (green, crown) -----------------------------------------------------------------

def space_traffic_1(ctx: Context):
    """Draw and tuck an 11. Tucked directly under an 11: you lose. Otherwise score every
    card of that colour but your top five, splay it aslant, and repeat while another player
    has a strictly higher score."""
    while ctx.repeats():
        name = ctx.draw_and_tuck(11)
        if name is None:
            return
        color = ctx.info(name).color
        pile = ctx.pile(color)
        if len(pile) >= 2 and ctx.value(pile[-2]) == 11:
            ctx.lose()
            return
        for card in pile[5:]:
            ctx.score(card, src=ctx.zone("board"))
        ctx.splay(color, "aslant")
        mine = _points(ctx, ctx.player)
        if not any(_points(ctx, seat) > mine for seat in ctx.others()):
            return


# --- Near-Field Comm (yellow, avatar) -------------------------------------------------------------

def near_field_comm_1(ctx: Context):
    """Demand: I name a value (1 to 11); transfer every card of that value from your score
    pile to mine."""
    if not ctx.score_pile():
        return
    values = ctx.gs.choosable_values()
    value = yield from ctx.choose_one(values, kind="name_value", player=ctx.launcher, prompt="Name a value")
    for name in ctx.score_pile():
        if ctx.value(name) == value:
            ctx.transfer(name, ctx.zone("score"), ctx.zone("score", ctx.launcher))


def near_field_comm_2(ctx: Context):
    """Reveal the highest card of your score pile (your choice among ties) and self-execute
    it; it stays in your score pile."""
    name = yield from ctx.choose_one(ctx.highest(ctx.score_pile()), kind="reveal",
                                     prompt="Reveal the highest card of your score pile and self-execute it")
    if name is None:
        return
    ctx.reveal(name)
    yield from ctx.self_execute(name)


# --- Reclamation (yellow, leaf) -------------------------------------------------------------------

def reclamation_1(ctx: Context):
    """Return the bottom three cards of your red pile (all if fewer); draw and meld a card of
    half their total value, rounded up (at least a 1); if exactly three were returned,
    repeat with the melded card's colour."""
    color = "red"
    while ctx.repeats():
        bottom = ctx.pile(color)[-3:]
        yield from _return_in_order(ctx, bottom, lambda _: ctx.zone("board"))
        total = sum(ctx.value(n) for n in bottom)
        name = ctx.draw_and_meld(max(1, (total + 1) // 2), written=False)
        if len(bottom) != 3 or name is None:
            return
        color = ctx.info(name).color


# --- Escapism (purple, avatar) --------------------------------------------------------------------

def escapism_1(ctx: Context):
    """Reveal a card from your hand and junk it; return every other card of your hand of its
    value; draw a card of that value three times; then self-execute the junked card (it
    stays in the junk). An empty hand junks nothing: value 0. Three 0s are drawn, which are
    1s until age 0 is in play (Figures; ops.draw takes at least the lowest supply age)."""
    name = yield from ctx.choose_one(ctx.hand(), kind="junk", prompt="Reveal a card from your hand and junk it")
    if name is not None:
        ctx.reveal(name)
        ctx.junk(name, ctx.zone("hand"))
    value = ctx.value(name)
    same = [n for n in ctx.hand() if ctx.value(n) == value]
    yield from _return_in_order(ctx, same, lambda _: ctx.zone("hand"))
    for _ in range(3):
        ctx.draw(value, written=False)
    if name is not None:
        yield from ctx.self_execute(name)


# --- Whataboutism (purple, lightbulb) -------------------------------------------------------------

def whataboutism_1(ctx: Context):
    """Demand: transfer each of your top cards that has a demand effect to my board; if you
    transferred one or more, exchange your whole score pile with mine."""
    moved = [n for n in tops(ctx) if ctx.info(n).has_demand]
    for name in moved:
        ctx.transfer(name, ctx.zone("board"), ctx.zone("board", ctx.launcher))
    if moved:
        ctx.exchange(ctx.score_pile(), ctx.zone("score"), ctx.score_pile(ctx.launcher),
                     ctx.zone("score", ctx.launcher))


EFFECTS.register("Climatology", [climatology_1, climatology_2])
EFFECTS.register("Solar Sailing", [solar_sailing_1])
EFFECTS.register("Astrogeology", [astrogeology_1, astrogeology_2])
EFFECTS.register("Fusion", [fusion_1])
EFFECTS.register("Hypersonics", [hypersonics_1])
EFFECTS.register("Space Traffic", [space_traffic_1])
EFFECTS.register("Near-Field Comm", [near_field_comm_1, near_field_comm_2])
EFFECTS.register("Reclamation", [reclamation_1])
EFFECTS.register("Escapism", [escapism_1])
EFFECTS.register("Whataboutism", [whataboutism_1])
