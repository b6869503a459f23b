"""Age 5 of the base set: Chemistry, Physics, Coal, The Pirate Code, Banking, Measurement,
Statistics, Steam Engine, Astronomy, Societies.

One function per printed effect, named after the card and the effect number; the rules, in
our own words, are in engine/data/cards/base.json. Three cards play differently under the
first-edition wording and register one list per wording: Measurement (no reveal; any colour
is splayed), Statistics (one highest card, repeated while the hand holds exactly one card)
and Societies (any top non-purple lightbulb card, no value comparison). Decisions are asked
with `ctx.choose`; a decision with a single possible answer is not asked.
"""

from __future__ import annotations

from ...cards import COLORS
from ..helpers import optional_splay as _may_splay
from ..helpers import tops as _tops
from ..helpers import tops_with as _top_with
from .wordings import BOTH, EFFECTS, FIRST, THIRD

# --- small helpers built on Context ---------------------------------------------------------

def _return_all(ctx, names):
    """Return every card of `names` from your hand. The order only matters among cards of one
    age (they go under the same supply pile), so the player orders each such group."""
    by_age = {}
    for name in names:
        by_age.setdefault(ctx.value(name), []).append(name)
    for age in sorted(by_age):
        group = by_age[age]
        order = yield from ctx.choose(group, kind="return_order", min=len(group), max=len(group), ordered=True,
                                      prompt=f"Order in which to return your {age}s (the first goes under first)")
        for name in order:
            ctx.return_card(name)


# --- Chemistry ----------------------------------------------------------------------------------

def chemistry_1(ctx):
    """Optional: splay your blue cards right."""
    yield from _may_splay(ctx, ["blue"], "right")


def chemistry_2(ctx):
    """Draw and score (highest top card + 1), then return a score-pile card (mandatory)."""
    highest = max((ctx.value(n) for n in _tops(ctx)), default=ctx.value(None))
    ctx.draw_and_score(highest + 1, written=False)
    picked = yield from ctx.choose_one(ctx.score_pile(), kind="return",
                                       prompt="Return a card from your score pile")
    if picked is not None:
        ctx.return_card(picked, src=ctx.zone("score"))


# --- Physics ---------------------------------------------------------------------------------------

def physics_1(ctx):
    """Draw three 6s and reveal them; if two share a colour, return your whole hand."""
    drawn = [name for name in (ctx.draw(6) for _ in range(3)) if name is not None]
    for name in drawn:
        ctx.reveal(name)
    colors = [ctx.info(n).color for n in drawn]
    if len(set(colors)) < len(colors):
        yield from _return_all(ctx, ctx.hand())


# --- Coal --------------------------------------------------------------------------------------------

def coal_1(ctx):
    """Draw a 5 and tuck it."""
    ctx.draw_and_tuck(5)


def coal_2(ctx):
    """Optional: splay your red cards right."""
    yield from _may_splay(ctx, ["red"], "right")


def coal_3(ctx):
    """Optional: score one of your top cards; if you did, also the card now on top of that pile."""
    picked = yield from ctx.choose_one(_tops(ctx), optional=True, kind="score",
                                       prompt="You may score one of your top cards")
    if picked is None:
        return
    color = ctx.info(picked).color
    ctx.score(picked, src=ctx.zone("board"))
    beneath = ctx.top_card(color)
    if beneath is not None:
        ctx.score(beneath, src=ctx.zone("board"))


# --- The Pirate Code ------------------------------------------------------------------------------------

def the_pirate_code_1(ctx):
    """Demand: transfer two cards of value 4 or less from your score pile to mine."""
    options = [n for n in ctx.score_pile() if ctx.value(n) <= 4]
    picked = yield from ctx.choose(options, kind="transfer", min=2, max=2,
                                   prompt="Transfer two cards of value 4 or less to the launcher's score pile")
    for name in picked:
        ctx.transfer(name, ctx.zone("score"), ctx.zone("score", ctx.launcher))
    if picked:
        ctx.memory.demand_transferred = True


def the_pirate_code_2(ctx):
    """If the demand transferred any card in this dogma action, score your lowest top card with a crown."""
    if not ctx.memory.demand_transferred:
        return
    options = ctx.lowest(_top_with(ctx, "crown"))
    picked = yield from ctx.choose_one(options, kind="score",
                                       prompt="Score your lowest top card with a crown")
    if picked is not None:
        ctx.score(picked, src=ctx.zone("board"))


# --- Banking ------------------------------------------------------------------------------------------

def banking_1(ctx):
    """Demand: transfer a top non-green card with a factory onto my board; if you do, draw and score a 5."""
    options = _top_with(ctx, "factory", exclude_color="green")
    picked = yield from ctx.choose_one(options, kind="transfer",
                                       prompt="Transfer a top non-green card with a factory to the launcher's board")
    if picked is None:
        return
    ctx.transfer(picked, ctx.zone("board"), ctx.zone("board", ctx.launcher))
    ctx.draw_and_score(5)


def banking_2(ctx):
    """Optional: splay your green cards right."""
    yield from _may_splay(ctx, ["green"], "right")


# --- Measurement -----------------------------------------------------------------------------------------

def _splay_right_and_draw(ctx, color):
    ctx.splay(color, "right")
    ctx.draw(len(ctx.pile(color)), written=False)


def measurement_1(ctx):
    """Optional: reveal and return a hand card; splay its colour right, draw (cards in that pile)."""
    picked = yield from ctx.choose_one(ctx.hand(), optional=True, kind="return",
                                       prompt="You may reveal and return a card from your hand")
    if picked is None:
        return
    ctx.reveal(picked)
    ctx.return_card(picked)
    _splay_right_and_draw(ctx, ctx.info(picked).color)


def measurement_1_first_edition(ctx):
    """Optional: return a hand card; choose any colour, splay it right, draw (cards in that pile)."""
    picked = yield from ctx.choose_one(ctx.hand(), optional=True, kind="return",
                                       prompt="You may return a card from your hand")
    if picked is None:
        return
    ctx.return_card(picked)
    color = yield from ctx.choose_one(list(COLORS), kind="color",
                                      prompt="Choose a colour to splay right")
    _splay_right_and_draw(ctx, color)


# --- Statistics ------------------------------------------------------------------------------------------

def statistics_1(ctx):
    """Demand: move every card tied for highest in your score pile to your hand."""
    for name in ctx.highest(ctx.score_pile()):
        ctx.transfer(name, ctx.zone("score"), ctx.zone("hand"))


def statistics_1_first_edition(ctx):
    """Demand: move a highest score-pile card to your hand; again while your hand holds exactly one card."""
    while ctx.repeats():
        picked = yield from ctx.choose_one(ctx.highest(ctx.score_pile()), kind="transfer",
                                           prompt="Move a highest card of your score pile to your hand")
        if picked is None:
            return
        ctx.transfer(picked, ctx.zone("score"), ctx.zone("hand"))
        if len(ctx.hand()) != 1:
            return


def statistics_2(ctx):
    """Optional: splay your yellow cards right."""
    yield from _may_splay(ctx, ["yellow"], "right")


# --- Steam Engine ------------------------------------------------------------------------------------------

def steam_engine_1(ctx):
    """Draw and tuck a 4, twice; then score the bottom card of your yellow pile."""
    ctx.draw_and_tuck(4)
    ctx.draw_and_tuck(4)
    yellow = ctx.pile("yellow")
    if yellow:
        ctx.score(yellow[-1], src=ctx.zone("board"))


# --- Astronomy ------------------------------------------------------------------------------------------------

def astronomy_1(ctx):
    """Draw and reveal a 6; meld it and go on while it is green or blue (the supply runs out)."""
    while ctx.repeats():
        name = ctx.draw_and_reveal(6)
        if name is None or ctx.info(name).color not in ("green", "blue"):
            return
        ctx.meld(name)


def astronomy_2(ctx):
    """Every non-purple top card of value 6 or more (none counts): claim Universe."""
    if all(ctx.value(n) >= 6 for n in _tops(ctx) if ctx.info(n).color != "purple"):
        ctx.claim_special("Universe")


# --- Societies ---------------------------------------------------------------------------------------------------

def _societies(ctx, options):
    picked = yield from ctx.choose_one(options, kind="transfer",
                                       prompt="Transfer a top card with a lightbulb to the launcher's board")
    if picked is None:
        return
    ctx.transfer(picked, ctx.zone("board"), ctx.zone("board", ctx.launcher))
    ctx.draw(5)


def societies_1(ctx):
    """Demand: transfer a top lightbulb card higher than my top card of its colour onto my board; draw a 5."""
    options = [n for n in _top_with(ctx, "lightbulb")
               if ctx.value(n) > ctx.value(ctx.top_card(ctx.info(n).color, ctx.launcher))]
    yield from _societies(ctx, options)


def societies_1_first_edition(ctx):
    """Demand: transfer a top non-purple card with a lightbulb onto my board; if you do, draw a 5."""
    yield from _societies(ctx, _top_with(ctx, "lightbulb", exclude_color="purple"))


EFFECTS.register("Chemistry", [chemistry_1, chemistry_2], BOTH)
EFFECTS.register("Physics", [physics_1], BOTH)
EFFECTS.register("Coal", [coal_1, coal_2, coal_3], BOTH)
EFFECTS.register("The Pirate Code", [the_pirate_code_1, the_pirate_code_2], BOTH)
EFFECTS.register("Banking", [banking_1, banking_2], BOTH)
EFFECTS.register("Measurement", [measurement_1], THIRD)
EFFECTS.register("Measurement", [measurement_1_first_edition], FIRST)
EFFECTS.register("Statistics", [statistics_1, statistics_2], THIRD)
EFFECTS.register("Statistics", [statistics_1_first_edition, statistics_2], FIRST)
EFFECTS.register("Steam Engine", [steam_engine_1], BOTH)
EFFECTS.register("Astronomy", [astronomy_1, astronomy_2], BOTH)
EFFECTS.register("Societies", [societies_1], THIRD)
EFFECTS.register("Societies", [societies_1_first_edition], FIRST)
