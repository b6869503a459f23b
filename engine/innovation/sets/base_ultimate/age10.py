"""Age 10 of the fourth-edition (Ultimate) base cards: Bioengineering, Software,
Miniaturization, Robotics, Databases, Self Service, Globalization, Stem Cells, A.I.,
The Internet.

One function per printed effect, named after the card and the effect number; the rules, in
our own words, are in engine/data/cards/base-ultimate.json (the `rule` of each effect, its
notes and the glossary). Decisions use the shared helpers of engine/innovation/sets/helpers.py
(optional splay, yes / no, the order of cards going to one supply deck). A win that needs a
single player ("the one player with strictly the most / lowest") goes through
`ctx.win_if_single`: a tie wins nothing. "Self-execute" is `ctx.self_execute`, which applies
the chain rule of the variant when the executing player is already executing a card.

    >>> [f.__name__ for f in EFFECTS.lookup("The Internet", "fourth-edition")]
    ['the_internet_1', 'the_internet_2', 'the_internet_3']
    >>> [f.__name__ for f in EFFECTS.lookup("Robotics", "fourth-edition")]
    ['robotics_1', 'robotics_2']

Every card of this age changed: the effects that did not (Software 1, Globalization 1, Stem
Cells 1, A.I. 1, The Internet 1 and 2) reuse the base set's own functions.
"""

from __future__ import annotations

from collections.abc import Generator

from ...effects import Context
from ..base import age10 as base
from ..helpers import in_order, tops
from ..helpers import live_seats as _live_seats
from .wordings import EFFECTS

# --- small helpers (also used by age11) -----------------------------------------------------------

def _points(ctx: Context, seat: int) -> int:
    """A player's score; a team's combined score when the variant plays teams that pool it."""
    gs = ctx.gs
    if gs.rules.teams.enabled and gs.rules.teams.combined_score:
        return sum(ctx.points(s) for s in gs.side_seats(gs.side(seat)) if gs.live(s))
    return ctx.points(seat)


def _return_in_order(ctx: Context, names: list[str], src_of) -> Generator[dict, list, None]:
    """Return `names` (each from `src_of(name)`), in the order the player gives when two of
    them go under the same supply deck (`helpers.in_order`). Use `yield from`."""
    order = yield from in_order(ctx, names, "age", kind="return_order",
                                prompt="Order in which the cards are returned (first returned, first under its deck)")
    for name in order:
        ctx.return_card(name, src=src_of(name))


# --- Bioengineering (blue, clock) -----------------------------------------------------------------

def bioengineering_1(ctx: Context):
    """Score a top card that has a leaf from an opponent's board (your choice; mandatory)."""
    owner = {name: seat for seat in ctx.opponents() for name in tops(ctx, seat)
             if ctx.info(name).has_icon("leaf")}
    name = yield from ctx.choose_one(list(owner), kind="score",
                                     prompt="Score a top card with a leaf from an opponent's board")
    if name is not None:
        ctx.score(name, src=ctx.zone("board", owner[name]))


def bioengineering_2(ctx: Context):
    """If any player shows fewer than two leaves, the one player with strictly the most
    leaves wins."""
    leaves = {seat: ctx.icons(seat)["leaf"] for seat in _live_seats(ctx)}
    if min(leaves.values()) >= 2:
        return
    most = max(leaves.values())
    ctx.win_if_single([seat for seat, n in leaves.items() if n == most])


# --- Software (blue, clock) -----------------------------------------------------------------------

def software_2(ctx: Context):
    """Draw a 9 and meld it, twice; then self-execute the second card melded."""
    ctx.draw_and_meld(9)
    second = ctx.draw_and_meld(9)
    if second is not None:
        yield from ctx.self_execute(second)


# --- Miniaturization (red, lightbulb) -------------------------------------------------------------

def miniaturization_1(ctx: Context):
    """Return a card from your hand (mandatory). A 10: draw a 10 for each different value in
    your score pile. An 11: junk all cards in the 11 deck."""
    name = yield from ctx.choose_one(ctx.hand(), kind="return",
                                     prompt="Return a card from your hand (a 10: draw a 10 per value in your "
                                            "score pile; an 11: junk the 11 deck)")
    if name is None:
        return
    ctx.return_card(name)
    value = ctx.value(name)
    if value == 10:
        for _ in range(len({ctx.value(n) for n in ctx.score_pile()})):
            ctx.draw(10)
    elif value == 11:
        ctx.junk_deck(11)


# --- Robotics (red, factory) ----------------------------------------------------------------------

def robotics_1(ctx: Context):
    """Score your top green card."""
    green = ctx.top_card("green")
    if green is not None:
        ctx.score(green, src=ctx.zone("board"))


def robotics_2(ctx: Context):
    """Draw a 10 and meld it; if it has a factory or a clock, self-execute it."""
    name = ctx.draw_and_meld(10)
    if name is not None and (ctx.info(name).has_icon("factory") or ctx.info(name).has_icon("clock")):
        yield from ctx.self_execute(name)


# --- Databases (green, clock) ---------------------------------------------------------------------

def databases_1(ctx: Context):
    """Demand: return N cards of your choice from your score pile (all if fewer), N the value
    of your highest-valued achievement (special achievements have none: 0 without one)."""
    values = [ctx.achievement_value(n) for n in ctx.achievements()]
    count = max((v for v in values if v is not None), default=0)
    score = ctx.score_pile()
    picked = yield from ctx.choose(score, kind="return", min=count, max=count,
                                   prompt=f"Return {count} cards from your score pile")
    yield from _return_in_order(ctx, picked, lambda _: ctx.zone("score"))


# --- Self Service (green, crown) ------------------------------------------------------------------

def self_service_1(ctx: Context):
    """If you hold at least twice as many achievements as each opponent (every kind of
    achievement counts; 0 against 0 qualifies), you win."""
    mine = len(ctx.achievements())
    if all(mine >= 2 * len(ctx.achievements(seat)) for seat in ctx.opponents()):
        ctx.win()


def self_service_2(ctx: Context):
    """Self-execute one of your top cards other than Self Service (mandatory)."""
    options = [n for n in tops(ctx) if n != "Self Service"]
    name = yield from ctx.choose_one(options, kind="execute",
                                     prompt="Choose one of your top cards to self-execute")
    if name is not None:
        yield from ctx.self_execute(name)


# --- Globalization (yellow, factory) --------------------------------------------------------------

def globalization_2(ctx: Context):
    """Draw an 11 and meld it; then, if no board shows more leaves than factories, the one
    player with strictly the most points wins."""
    ctx.draw_and_meld(11)
    seats = _live_seats(ctx)
    for seat in seats:
        icons = ctx.icons(seat)
        if icons["leaf"] > icons["factory"]:
            return
    best = max(_points(ctx, s) for s in seats)
    ctx.win_if_single([s for s in seats if _points(ctx, s) == best])


# --- Stem Cells (yellow, leaf) --------------------------------------------------------------------

def stem_cells_2(ctx: Context):
    """Draw an 11."""
    ctx.draw(11)


# --- A.I. (purple, lightbulb) ---------------------------------------------------------------------

def ai_2(ctx: Context):
    """If Robotics and Software are both top cards (on any boards), the one player with
    strictly the lowest score wins."""
    seats = _live_seats(ctx)
    on_top = {name for seat in seats for name in tops(ctx, seat)}
    if not {"Robotics", "Software"} <= on_top:
        return
    lowest = min(_points(ctx, s) for s in seats)
    ctx.win_if_single([s for s in seats if _points(ctx, s) == lowest])


# --- The Internet (purple, avatar) ----------------------------------------------------------------

def the_internet_3(ctx: Context):
    """Draw a 10 and meld it, twice."""
    ctx.draw_and_meld(10)
    ctx.draw_and_meld(10)


EFFECTS.register("Bioengineering", [bioengineering_1, bioengineering_2])
EFFECTS.register("Software", [base.software_1, software_2])
EFFECTS.register("Miniaturization", [miniaturization_1])
EFFECTS.register("Robotics", [robotics_1, robotics_2])
EFFECTS.register("Databases", [databases_1])
EFFECTS.register("Self Service", [self_service_1, self_service_2])
EFFECTS.register("Globalization", [base.globalization_1, globalization_2])
EFFECTS.register("Stem Cells", [base.stem_cells_1, stem_cells_2])
EFFECTS.register("A.I.", [base.ai_1, ai_2])
EFFECTS.register("The Internet", [base.the_internet_1, base.the_internet_2, the_internet_3])
