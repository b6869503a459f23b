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

The cards that play exactly as in the third edition are inherited from the base set
(engine/innovation/sets/base/age05.py) and not registered here: Chemistry, The Pirate Code,
Banking, Measurement, Astronomy and Societies. The changed cards reuse the base functions of
the effects that did not change: Coal's first two effects and Statistics's splay.

    >>> [f.__name__ for f in EFFECTS.lookup("Statistics", "fourth-edition")]
    ['statistics_1', 'statistics_2']
"""

from __future__ import annotations

from ...cards import COLORS
from ...effects import Context
from ..base import age05 as base
from ..helpers import in_order
from .wordings import EFFECTS

# --- Physics (blue, lightbulb) -------------------------------------------------------------

def physics_1(ctx: Context):
    """Draw a 6 three times and reveal the three; if two of them share a colour, return every
    card in your hand (one at a time, the player ordering the cards of one deck)."""
    draws = [ctx.draw(6) for _ in range(3)]
    drawn = [n for n in draws if n is not None]
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


# --- Statistics (yellow, leaf) -------------------------------------------------------------

def statistics_1(ctx: Context):
    """Demand: I name a value (1 to the last age); you transfer every card of that value
    from your score pile to your hand."""
    values = ctx.gs.choosable_values()
    value = yield from ctx.choose_one(values, kind="value", player=ctx.launcher,
                                      prompt="Name a value: the affected player moves every card of it "
                                             "from their score pile to their hand")
    for name in [n for n in ctx.score_pile() if ctx.value(n) == value]:
        ctx.transfer(name, ctx.zone("score"), ctx.zone("hand"))


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


EFFECTS.register("Physics", [physics_1])
EFFECTS.register("Coal", [base.coal_1, base.coal_2, coal_3])
EFFECTS.register("Statistics", [statistics_1, base.statistics_2])
EFFECTS.register("Steam Engine", [steam_engine_1])
