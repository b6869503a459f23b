"""Age 4 of the base set: Experimentation, Printing Press, Colonialism, Gunpowder,
Invention, Navigation, Anatomy, Perspective, Enterprise, Reformation.

Every card plays the same under both wordings. One function per printed effect, named
after the card and the effect number; the rules, in our own words, are in
engine/data/cards/base.json. Decisions are asked with `ctx.choose`; a decision that has a
single possible answer is not asked (the golden rule "do as much as you can").
"""

from __future__ import annotations

from ...cards import COLORS
from ..helpers import confirm
from ..helpers import optional_splay as _may_splay
from ..helpers import tops as _tops
from ..helpers import tops_with as _top_with
from .wordings import BOTH, EFFECTS

# --- small helpers built on Context ---------------------------------------------------------

def _tuck_all(ctx, names):
    """Tuck every card of `names` from your hand. The order only matters among cards of one
    colour (they go under the same pile), so the player orders each such group."""
    by_color = {}
    for name in names:
        by_color.setdefault(ctx.info(name).color, []).append(name)
    for color in COLORS:
        group = by_color.get(color, [])
        order = yield from ctx.choose(group, kind="tuck_order", min=len(group), max=len(group), ordered=True,
                                      prompt=f"Order in which to tuck your {color} cards (the first goes under first)")
        for name in order:
            ctx.tuck(name)


# --- Experimentation ----------------------------------------------------------------------

def experimentation_1(ctx):
    """Draw a 5 and meld it."""
    ctx.draw_and_meld(5)


# --- Printing Press -------------------------------------------------------------------------

def printing_press_1(ctx):
    """Optional: return a score-pile card; if you did, draw (top purple value + 2)."""
    picked = yield from ctx.choose_one(ctx.score_pile(), optional=True, kind="return",
                                       prompt="You may return a card from your score pile")
    if picked is None:
        return
    ctx.return_card(picked, src=ctx.zone("score"))
    ctx.draw(ctx.value(ctx.top_card("purple")) + 2, written=False)


def printing_press_2(ctx):
    """Optional: splay your blue cards right."""
    yield from _may_splay(ctx, ["blue"], "right")


# --- Colonialism ------------------------------------------------------------------------------

def colonialism_1(ctx):
    """Draw a 3 and tuck it; again while the tucked card has a crown (the supply runs out)."""
    while ctx.repeats():
        name = ctx.draw_and_tuck(3)
        if name is None or not ctx.info(name).has_icon("crown"):
            return


# --- Gunpowder --------------------------------------------------------------------------------

def gunpowder_1(ctx):
    """Demand: transfer one of your top cards with a castle to my score pile."""
    picked = yield from ctx.choose_one(_top_with(ctx, "castle"), kind="transfer",
                                       prompt="Transfer a top card with a castle to the launcher's score pile")
    if picked is None:
        return
    ctx.transfer(picked, ctx.zone("board"), ctx.zone("score", ctx.launcher))
    ctx.memory.demand_transferred = True


def gunpowder_2(ctx):
    """If the demand transferred any card in this dogma action, draw and score a 2."""
    if ctx.memory.demand_transferred:
        ctx.draw_and_score(2)


# --- Invention ----------------------------------------------------------------------------------

def invention_1(ctx):
    """Optional: splay a colour that is splayed left to the right; if you did, draw and score a 4."""
    left = [c for c in COLORS if ctx.splay_of(c) == "left"]
    color = yield from ctx.choose_one(left, optional=True, kind="splay",
                                      prompt="You may splay right one of your colours splayed left")
    if color is None:
        return
    ctx.splay(color, "right")
    ctx.draw_and_score(4)


def invention_2(ctx):
    """Five colours on your board, each splayed in any direction: claim Wonder."""
    if all(ctx.pile(c) and ctx.splay_of(c) != "none" for c in COLORS):
        ctx.claim_special("Wonder")


# --- Navigation ---------------------------------------------------------------------------------

def navigation_1(ctx):
    """Demand: transfer a 2 or a 3 from your score pile to my score pile."""
    options = [n for n in ctx.score_pile() if ctx.value(n) in (2, 3)]
    picked = yield from ctx.choose_one(options, kind="transfer",
                                       prompt="Transfer a 2 or a 3 from your score pile to the launcher's")
    if picked is not None:
        ctx.transfer(picked, ctx.zone("score"), ctx.zone("score", ctx.launcher))


# --- Anatomy --------------------------------------------------------------------------------------

def anatomy_1(ctx):
    """Demand: return a score-pile card, then one of your top cards of the same value."""
    picked = yield from ctx.choose_one(ctx.score_pile(), kind="return",
                                       prompt="Return a card from your score pile")
    if picked is None:
        return
    ctx.return_card(picked, src=ctx.zone("score"))
    value = ctx.value(picked)
    same = [n for n in _tops(ctx) if ctx.value(n) == value]
    top = yield from ctx.choose_one(same, kind="return",
                                    prompt=f"Return one of your top cards of value {value}")
    if top is not None:
        ctx.return_card(top, src=ctx.zone("board"))


# --- Perspective -----------------------------------------------------------------------------------

def perspective_1(ctx):
    """Optional: return a hand card; if you did, score floor(lightbulbs / 2) hand cards."""
    picked = yield from ctx.choose_one(ctx.hand(), optional=True, kind="return",
                                       prompt="You may return a card from your hand")
    if picked is None:
        return
    ctx.return_card(picked)
    count = ctx.icons()["lightbulb"] // 2
    chosen = yield from ctx.choose(ctx.hand(), kind="score", min=count, max=count,
                                   prompt=f"Score {count} card(s) from your hand")
    for name in chosen:
        ctx.score(name)


# --- Enterprise ------------------------------------------------------------------------------------

def enterprise_1(ctx):
    """Demand: transfer a top non-purple card with a crown onto my board; if you do, draw and meld a 4."""
    options = _top_with(ctx, "crown", exclude_color="purple")
    picked = yield from ctx.choose_one(options, kind="transfer",
                                       prompt="Transfer a top non-purple card with a crown to the launcher's board")
    if picked is None:
        return
    ctx.transfer(picked, ctx.zone("board"), ctx.zone("board", ctx.launcher))
    ctx.draw_and_meld(4)


def enterprise_2(ctx):
    """Optional: splay your green cards right."""
    yield from _may_splay(ctx, ["green"], "right")


# --- Reformation -------------------------------------------------------------------------------------

def reformation_1(ctx):
    """Optional, all or nothing: tuck floor(leaves / 2) hand cards (the whole hand if fewer)."""
    hand = ctx.hand()
    count = min(ctx.icons()["leaf"] // 2, len(hand))
    if count == 0:
        return
    if not (yield from confirm(ctx, "confirm", f"You may tuck {count} card(s) from your hand",
                               declined_by_nothing=True)):
        return
    chosen = yield from ctx.choose(hand, kind="tuck", min=count, max=count,
                                   prompt=f"Choose the {count} card(s) to tuck")
    yield from _tuck_all(ctx, [n for n in hand if n in chosen])


def reformation_2(ctx):
    """Optional: splay your yellow or your purple pile right."""
    yield from _may_splay(ctx, ["yellow", "purple"], "right")


EFFECTS.register("Experimentation", [experimentation_1], BOTH)
EFFECTS.register("Printing Press", [printing_press_1, printing_press_2], BOTH)
EFFECTS.register("Colonialism", [colonialism_1], BOTH)
EFFECTS.register("Gunpowder", [gunpowder_1, gunpowder_2], BOTH)
EFFECTS.register("Invention", [invention_1, invention_2], BOTH)
EFFECTS.register("Navigation", [navigation_1], BOTH)
EFFECTS.register("Anatomy", [anatomy_1], BOTH)
EFFECTS.register("Perspective", [perspective_1], BOTH)
EFFECTS.register("Enterprise", [enterprise_1, enterprise_2], BOTH)
EFFECTS.register("Reformation", [reformation_1, reformation_2], BOTH)
