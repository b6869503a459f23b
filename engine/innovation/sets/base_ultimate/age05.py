"""Age 5 of the fourth-edition (Ultimate) base set: Chemistry, Physics, Coal, The Pirate Code,
Banking, Measurement, Statistics, Steam Engine, Astronomy, Societies.

Rules as stated in engine/data/cards/base-ultimate.json (each effect's `rule`, its `notes`,
and the glossary). One function per printed effect, named after the card and the effect
number. Every choice is a pending decision with exact options, `min` and `max`: an optional
pick has `min` 0 (answering nothing declines it), a mandatory pick with a single possible
answer is made without asking, "choose a value" offers the values 1 to the last age, and
cards going under one supply deck are ordered by the player (`helpers.in_order`).

What changed from the third edition: Coal chooses a colour and scores its top two cards;
Statistics lets the launcher name the value the affected player moves to hand (every card
of it); Steam Engine junks the 6 deck when it scores itself.

    >>> from engine.innovation.effects import lookup
    >>> [f.__name__ for f in lookup("Statistics", "fourth-edition")]
    ['statistics_1', 'statistics_2']
"""

from __future__ import annotations

from ...cards import COLORS
from ...effects import Context, register
from ..helpers import in_order, optional_splay, tops
from .wordings import FOURTH

# Set in the dogma action's flags when an affected player transfers a card through the
# demand of The Pirate Code (read by its non-demand; a self-execution has flags of its own).
PIRATE_CODE_TRANSFERRED = "The Pirate Code (fourth edition): a card was transferred by the demand"


# --- small helpers -------------------------------------------------------------------------

def _tops_with(ctx: Context, icon: str, exclude_color: str | None = None) -> list[str]:
    """Your top cards (colour order) that have `icon`, leaving out one colour if asked."""
    return [n for n in tops(ctx) if ctx.info(n).has_icon(icon) and ctx.info(n).color != exclude_color]


# --- Chemistry (blue, factory) -------------------------------------------------------------

def chemistry_1(ctx: Context):
    """Optional: splay your blue cards right."""
    yield from optional_splay(ctx, ["blue"], "right")


def chemistry_2(ctx: Context):
    """Draw and score a card of value (your highest top card + 1; none counts 0), then
    return a card from your score pile (mandatory)."""
    highest = max((ctx.value(n) for n in tops(ctx)), default=ctx.value(None))
    ctx.draw_and_score(highest + 1)
    picked = yield from ctx.choose_one(ctx.score_pile(), kind="return",
                                       prompt="Return a card from your score pile")
    if picked is not None:
        ctx.return_card(picked, src=ctx.zone("score"))


# --- Physics (blue, lightbulb) -------------------------------------------------------------

def physics_1(ctx: Context):
    """Draw a 6 three times and reveal the three; if two of them share a colour, return every
    card in your hand (one at a time, the player ordering the cards of one deck)."""
    drawn = [ctx.draw(6) for _ in range(3)]
    drawn = [n for n in drawn if n is not None]
    for name in drawn:
        ctx.reveal(name)
    colors = [ctx.info(n).color for n in drawn]
    if len(set(colors)) == len(colors):
        return
    order = yield from in_order(ctx, ctx.hand(), "age", kind="return_order",
                                prompt="Order the cards returned to one deck (first listed goes under first)")
    for name in order:
        ctx.return_card(name)


# --- Coal (red, factory) -------------------------------------------------------------------

def coal_1(ctx: Context):
    """Draw a 5 and tuck it."""
    ctx.draw_and_tuck(5)


def coal_2(ctx: Context):
    """Optional: splay your red cards right."""
    yield from optional_splay(ctx, ["red"], "right")


def coal_3(ctx: Context):
    """Optional: choose a colour on your board; if you did, score its top card, then the new
    top card of that colour (one card if the pile had only one)."""
    colors = [c for c in COLORS if ctx.pile(c)]
    color = yield from ctx.choose_one(colors, optional=True, kind="color",
                                      prompt="You may choose a colour: score its top card, then the new one")
    if color is None:
        return
    for _ in range(2):
        top = ctx.top_card(color)
        if top is None:
            return
        ctx.score(top, src=ctx.zone("board"))


# --- The Pirate Code (red, crown) ----------------------------------------------------------

def the_pirate_code_1(ctx: Context):
    """Demand: transfer two cards of value 4 or less from your score pile to mine (fewer if
    you have fewer)."""
    options = [n for n in ctx.score_pile() if ctx.value(n) <= 4]
    picked = yield from ctx.choose(options, kind="transfer", min=2, max=2,
                                   prompt="Transfer two cards of value 4 or less to the launcher's score pile")
    for name in picked:
        ctx.transfer(name, ctx.zone("score"), ctx.zone("score", ctx.launcher))
    if picked:
        ctx.flags[PIRATE_CODE_TRANSFERRED] = True


def the_pirate_code_2(ctx: Context):
    """If the demand transferred any card during this dogma action: score your lowest top
    card that has a crown (your choice among ties)."""
    if not ctx.flags.get(PIRATE_CODE_TRANSFERRED):
        return
    picked = yield from ctx.choose_one(ctx.lowest(_tops_with(ctx, "crown")), kind="score",
                                       prompt="Score your lowest top card with a crown")
    if picked is not None:
        ctx.score(picked, src=ctx.zone("board"))


# --- Banking (green, crown) ----------------------------------------------------------------

def banking_1(ctx: Context):
    """Demand: transfer one of your top non-green cards that has a factory to my board; if
    you did, draw a 5 and score it."""
    options = _tops_with(ctx, "factory", exclude_color="green")
    picked = yield from ctx.choose_one(options, kind="transfer",
                                       prompt="Transfer a top non-green card with a factory to the launcher's board")
    if picked is None:
        return
    ctx.transfer(picked, ctx.zone("board"), ctx.zone("board", ctx.launcher))
    ctx.draw_and_score(5)


def banking_2(ctx: Context):
    """Optional: splay your green cards right."""
    yield from optional_splay(ctx, ["green"], "right")


# --- Measurement (green, lightbulb) --------------------------------------------------------

def measurement_1(ctx: Context):
    """Optional: reveal a card from your hand and return it; if you did, splay your pile of
    its colour right (nothing if it has fewer than 2 cards) and draw a card of value the
    number of cards in that pile (no pile: a 1)."""
    picked = yield from ctx.choose_one(ctx.hand(), optional=True, kind="return",
                                       prompt="You may reveal and return a card from your hand")
    if picked is None:
        return
    ctx.reveal(picked)
    ctx.return_card(picked)
    color = ctx.info(picked).color
    ctx.splay(color, "right")
    ctx.draw(max(1, len(ctx.pile(color))))


# --- Statistics (yellow, leaf) -------------------------------------------------------------

def statistics_1(ctx: Context):
    """Demand: I name a value (1 to the last age); you transfer every card of that value
    from your score pile to your hand."""
    values = list(range(1, ctx.rules.age_max + 1))
    value = yield from ctx.choose_one(values, kind="value", player=ctx.launcher,
                                      prompt="Name a value: the affected player moves every card of it "
                                             "from their score pile to their hand")
    for name in [n for n in ctx.score_pile() if ctx.value(n) == value]:
        ctx.transfer(name, ctx.zone("score"), ctx.zone("hand"))


def statistics_2(ctx: Context):
    """Optional: splay your yellow cards right."""
    yield from optional_splay(ctx, ["yellow"], "right")


# --- Steam Engine (yellow, factory) --------------------------------------------------------

def steam_engine_1(ctx: Context):
    """Draw a 4 and tuck it, twice; then score your bottom yellow card; if that card is Steam
    Engine, junk all cards in the 6 deck."""
    ctx.draw_and_tuck(4)
    ctx.draw_and_tuck(4)
    yellow = ctx.pile("yellow")
    if not yellow:
        return
    bottom = yellow[-1]
    ctx.score(bottom, src=ctx.zone("board"))
    if bottom == "Steam Engine":
        ctx.junk_deck(6)


# --- Astronomy (purple, lightbulb) ---------------------------------------------------------

def astronomy_1(ctx: Context):
    """Draw and reveal a 6; while it is green or blue, meld it and repeat (each pass takes a
    card from the supply, so the loop ends). Another colour stays in your hand."""
    while True:
        name = ctx.draw_and_reveal(6)
        if name is None or ctx.info(name).color not in ("green", "blue"):
            return
        ctx.meld(name)


def astronomy_2(ctx: Context):
    """Every non-purple top card of value 6 or more (true with none): claim Universe."""
    if all(ctx.value(n) >= 6 for n in tops(ctx) if ctx.info(n).color != "purple"):
        ctx.claim_special("Universe")


# --- Societies (purple, crown) -------------------------------------------------------------

def societies_1(ctx: Context):
    """Demand: transfer one of your top cards that has a lightbulb and a value higher than my
    top card of its colour (any value when I have none) to my board; if you did, draw a 5."""
    options = [n for n in _tops_with(ctx, "lightbulb")
               if ctx.value(n) > ctx.value(ctx.top_card(ctx.info(n).color, ctx.launcher))]
    picked = yield from ctx.choose_one(options, kind="transfer",
                                       prompt="Transfer a top card with a lightbulb, higher than the launcher's "
                                              "top card of its colour, to the launcher's board")
    if picked is None:
        return
    ctx.transfer(picked, ctx.zone("board"), ctx.zone("board", ctx.launcher))
    ctx.draw(5)


register("Chemistry", [chemistry_1, chemistry_2], FOURTH)
register("Physics", [physics_1], FOURTH)
register("Coal", [coal_1, coal_2, coal_3], FOURTH)
register("The Pirate Code", [the_pirate_code_1, the_pirate_code_2], FOURTH)
register("Banking", [banking_1, banking_2], FOURTH)
register("Measurement", [measurement_1], FOURTH)
register("Statistics", [statistics_1, statistics_2], FOURTH)
register("Steam Engine", [steam_engine_1], FOURTH)
register("Astronomy", [astronomy_1, astronomy_2], FOURTH)
register("Societies", [societies_1], FOURTH)
