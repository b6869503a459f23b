"""Age 10 of the base set: Bioengineering, Software, Miniaturization, Robotics, Databases,
Self Service, Globalization, Stem Cells, A.I., The Internet.

Every card plays the same under both wordings. One function per printed effect, named
after the card and the effect number; the rules, in our own words, are in
engine/data/cards/base.json. Decisions follow age08's conventions; the cards that execute
another card's non-demand effects use age09's `self_execute`. A win that needs a single
player ("strictly the most / lowest") goes through `ctx.win_if_single`: a tie wins nothing.

    >>> [f.__name__ for f in EFFECTS.lookup("The Internet", "third-edition")]
    ['the_internet_1', 'the_internet_2', 'the_internet_3']
"""

from __future__ import annotations

from ..helpers import confirm, optional_splay, tops
from ..helpers import live_seats as _live_seats
from .age09 import self_execute
from .wordings import BOTH, EFFECTS

# --- Bioengineering (blue, clock) -----------------------------------------------------------------

def bioengineering_1(ctx):
    """Transfer a top card with a leaf from an opponent's board to your score pile (your
    choice; mandatory if there is one)."""
    owner = {name: seat for seat in ctx.opponents() for name in tops(ctx, seat)
             if ctx.info(name).has_icon("leaf")}
    name = yield from ctx.choose_one(list(owner), kind="transfer",
                                     prompt="Transfer a top card with a leaf from an opponent's board "
                                            "to your score pile")
    if name is not None:
        ctx.transfer(name, ctx.zone("board", owner[name]), ctx.zone("score"))


def bioengineering_2(ctx):
    """If any player shows fewer than three leaves, the single player with the most leaves wins."""
    leaves = {seat: ctx.icons(seat)["leaf"] for seat in _live_seats(ctx)}
    if min(leaves.values()) >= 3:
        return
    most = max(leaves.values())
    ctx.win_if_single([seat for seat, n in leaves.items() if n == most])


# --- Software (blue, clock) -----------------------------------------------------------------------

def software_1(ctx):
    """Draw and score a 10."""
    ctx.draw_and_score(10)


def software_2(ctx):
    """Draw and meld a 10, then draw and meld another; execute the second one's non-demand
    effects yourself."""
    ctx.draw_and_meld(10)
    name = ctx.draw_and_meld(10)
    if name is not None:
        yield from self_execute(ctx, name)


# --- Miniaturization (red, lightbulb) -------------------------------------------------------------

def miniaturization_1(ctx):
    """Optional: return a card from your hand; if it was a 10, draw a 10 for each different
    value in your score pile."""
    picked = yield from ctx.choose(ctx.hand(), kind="return", min=0, max=1,
                                   prompt="You may return a card from your hand (a 10: draw a 10 per "
                                          "value in your score pile)")
    if not picked:
        return
    ctx.return_card(picked[0])
    if ctx.value(picked[0]) != 10:
        return
    for _ in range(len({ctx.value(n) for n in ctx.score_pile()})):
        ctx.draw(10)


# --- Robotics (red, factory) ----------------------------------------------------------------------

def robotics_1(ctx):
    """Score your top green card; then draw and meld a 10 and execute its non-demand effects
    yourself."""
    green = ctx.top_card("green")
    if green is not None:
        ctx.score(green, src=ctx.zone("board"))
    name = ctx.draw_and_meld(10)
    if name is not None:
        yield from self_execute(ctx, name)


# --- Databases (green, clock) ---------------------------------------------------------------------

def databases_1(ctx):
    """Demand: return half the cards of your score pile, rounded up (your choice)."""
    score = ctx.score_pile()
    count = (len(score) + 1) // 2
    picked = yield from ctx.choose(score, kind="return", min=count, max=count, ordered=True,
                                   prompt=f"Return {count} cards from your score pile (in order)")
    for name in picked:
        ctx.return_card(name, src=ctx.zone("score"))


# --- Self Service (green, crown) ------------------------------------------------------------------

def self_service_1(ctx):
    """Execute the non-demand effects of one of your other top cards yourself."""
    options = [n for n in tops(ctx) if n != "Self Service"]
    name = yield from ctx.choose_one(options, kind="execute",
                                     prompt="Choose a top card whose non-demand effects you execute")
    if name is not None:
        yield from self_execute(ctx, name)


def self_service_2(ctx):
    """If you have strictly more achievements than every other player (a partner included), you win."""
    mine = len(ctx.achievements())
    if all(mine > len(ctx.achievements(seat)) for seat in ctx.others()):
        ctx.win()


# --- Globalization (yellow, factory) --------------------------------------------------------------

def globalization_1(ctx):
    """Demand: return a top card with a leaf from your board (your choice; mandatory)."""
    options = [n for n in tops(ctx) if ctx.info(n).has_icon("leaf")]
    name = yield from ctx.choose_one(options, kind="return", prompt="Return a top card with a leaf")
    if name is not None:
        ctx.return_card(name, src=ctx.zone("board"))


def globalization_2(ctx):
    """Draw and score a 6; then, if no board shows more leaves than factories, the single
    player (or team, when the variant combines team scores) with the highest score wins."""
    ctx.draw_and_score(6)
    seats = _live_seats(ctx)
    for seat in seats:
        icons = ctx.icons(seat)
        if icons["leaf"] > icons["factory"]:
            return
    gs = ctx.gs
    if gs.rules.teams.enabled and gs.rules.teams.combined_score:
        def points(seat): return sum(ctx.points(s) for s in gs.side_seats(gs.side(seat)) if gs.live(s))
    else:
        def points(seat): return ctx.points(seat)
    best = max(points(s) for s in seats)
    ctx.win_if_single([s for s in seats if points(s) == best])


# --- Stem Cells (yellow, leaf) --------------------------------------------------------------------

def stem_cells_1(ctx):
    """Optional, all or nothing: score every card in your hand."""
    hand = ctx.hand()
    if not hand:
        return
    if not (yield from confirm(ctx, "score_hand", "Score every card in your hand?")):
        return
    for name in hand:
        ctx.score(name)


# --- A.I. (purple, lightbulb) ---------------------------------------------------------------------

def ai_1(ctx):
    """Draw and score a 10."""
    ctx.draw_and_score(10)


def ai_2(ctx):
    """If Robotics and Software are both top cards (any boards), the single player with the
    lowest score wins."""
    seats = _live_seats(ctx)
    on_top = {name for seat in seats for name in tops(ctx, seat)}
    if not {"Robotics", "Software"} <= on_top:
        return
    lowest = min(ctx.points(s) for s in seats)
    ctx.win_if_single([s for s in seats if ctx.points(s) == lowest])


# --- The Internet (purple, clock) -----------------------------------------------------------------

def the_internet_1(ctx):
    """Optional: splay your green cards up."""
    yield from optional_splay(ctx, ["green"], "up")


def the_internet_2(ctx):
    """Draw and score a 10."""
    ctx.draw_and_score(10)


def the_internet_3(ctx):
    """Draw and meld a 10 for every two visible clocks on your board (counted once, first)."""
    for _ in range(ctx.icons()["clock"] // 2):
        ctx.draw_and_meld(10)


EFFECTS.register("Bioengineering", [bioengineering_1, bioengineering_2], BOTH)
EFFECTS.register("Software", [software_1, software_2], BOTH)
EFFECTS.register("Miniaturization", [miniaturization_1], BOTH)
EFFECTS.register("Robotics", [robotics_1], BOTH)
EFFECTS.register("Databases", [databases_1], BOTH)
EFFECTS.register("Self Service", [self_service_1, self_service_2], BOTH)
EFFECTS.register("Globalization", [globalization_1, globalization_2], BOTH)
EFFECTS.register("Stem Cells", [stem_cells_1], BOTH)
EFFECTS.register("A.I.", [ai_1, ai_2], BOTH)
EFFECTS.register("The Internet", [the_internet_1, the_internet_2, the_internet_3], BOTH)
