"""Age 4 of the fourth-edition (Ultimate) base set: Experimentation, Printing Press,
Colonialism, Gunpowder, Invention, Navigation, Anatomy, Perspective, Enterprise, Reformation.

Rules as stated in engine/data/cards/base-ultimate.json (each effect's `rule`, its `notes`,
and the glossary). One function per printed effect, named after the card and the effect
number. Every choice is a pending decision with exact options, `min` and `max`: an optional
pick has `min` 0 (answering nothing declines it), an optional action with nothing else to
pick is a yes / no question (`helpers.confirm`), a mandatory pick with a single possible
answer is made without asking, and cards going under one pile are ordered by the player
(`helpers.in_order`).

What changed from the third edition (the card data's rule is played; its notes record the
source disputes): Colonialism junks the 5 deck when it tucks a green card; Anatomy junks
the 4 deck when both of its returns happen; Perspective scores one card per colour whose
pile shows a lightbulb; Reformation splays first, then tucks one card per splayed colour.

    >>> from engine.innovation.effects import lookup
    >>> [f.__name__ for f in lookup("Reformation", "fourth-edition")]
    ['reformation_1', 'reformation_2']
"""

from __future__ import annotations

from ...cards import COLORS
from ...effects import Context, register
from ..helpers import confirm, in_order, optional_splay, tops
from .wordings import FOURTH

# Set in the dogma action's flags when an affected player transfers a card through
# Gunpowder's demand (read by its non-demand; a self-execution has flags of its own).
GUNPOWDER_TRANSFERRED = "Gunpowder (fourth edition): a card was transferred by the demand"


# --- small helpers -------------------------------------------------------------------------

def _tops_with(ctx: Context, icon: str, exclude_color: str | None = None) -> list[str]:
    """Your top cards (colour order) that have `icon`, leaving out one colour if asked."""
    return [n for n in tops(ctx) if ctx.info(n).has_icon(icon) and ctx.info(n).color != exclude_color]


# --- Experimentation (blue, lightbulb) -----------------------------------------------------

def experimentation_1(ctx: Context):
    """Draw a 5 and meld it."""
    ctx.draw_and_meld(5)


# --- Printing Press (blue, lightbulb) ------------------------------------------------------

def printing_press_1(ctx: Context):
    """Optional: return a card from your score pile; if you did, draw a card of value
    (your top purple card's value + 2; no purple pile counts 0)."""
    picked = yield from ctx.choose_one(ctx.score_pile(), optional=True, kind="return",
                                       prompt="You may return a card from your score pile (then draw a card "
                                              "of your top purple card's value + 2)")
    if picked is None:
        return
    ctx.return_card(picked, src=ctx.zone("score"))
    ctx.draw(ctx.value(ctx.top_card("purple")) + 2)


def printing_press_2(ctx: Context):
    """Optional: splay your blue cards right."""
    yield from optional_splay(ctx, ["blue"], "right")


# --- Colonialism (red, factory) ------------------------------------------------------------

def colonialism_1(ctx: Context):
    """Draw a 3 and tuck it; a green card junks the 5 deck; a card with a crown repeats the
    effect. Each pass takes a card from the supply, so the loop ends (at worst the draws run
    past the last age and end the game)."""
    while True:
        name = ctx.draw_and_tuck(3)
        if name is None:
            return
        card = ctx.info(name)
        if card.color == "green":
            ctx.junk_deck(5)
        if not card.has_icon("crown"):
            return


# --- Gunpowder (red, factory) --------------------------------------------------------------

def gunpowder_1(ctx: Context):
    """Demand: transfer one of your top cards that has a castle to my score pile."""
    picked = yield from ctx.choose_one(_tops_with(ctx, "castle"), kind="transfer",
                                       prompt="Transfer a top card with a castle to the launcher's score pile")
    if picked is None:
        return
    ctx.transfer(picked, ctx.zone("board"), ctx.zone("score", ctx.launcher))
    ctx.flags[GUNPOWDER_TRANSFERRED] = True


def gunpowder_2(ctx: Context):
    """If the demand transferred any card during this dogma action: draw a 2 and score it."""
    if ctx.flags.get(GUNPOWDER_TRANSFERRED):
        ctx.draw_and_score(2)


# --- Invention (green, lightbulb) ----------------------------------------------------------

def invention_1(ctx: Context):
    """Optional: splay right one of your colours splayed left; if you did, draw and score a 4."""
    left = [c for c in COLORS if ctx.splay_of(c) == "left"]
    color = yield from ctx.choose_one(left, optional=True, kind="splay",
                                      prompt="You may splay right one of your colours splayed left "
                                             "(then draw and score a 4)")
    if color is None or not ctx.splay(color, "right"):
        return
    ctx.draw_and_score(4)


def invention_2(ctx: Context):
    """All five of your colours splayed (any direction, left included): claim Wonder."""
    if all(ctx.splay_of(c) != "none" for c in COLORS):
        ctx.claim_special("Wonder")


# --- Navigation (green, crown) -------------------------------------------------------------

def navigation_1(ctx: Context):
    """Demand: transfer a card of value 2 or 3 from your score pile to my score pile."""
    options = [n for n in ctx.score_pile() if ctx.value(n) in (2, 3)]
    picked = yield from ctx.choose_one(options, kind="transfer",
                                       prompt="Transfer a 2 or a 3 from your score pile to the launcher's")
    if picked is not None:
        ctx.transfer(picked, ctx.zone("score"), ctx.zone("score", ctx.launcher))


# --- Anatomy (yellow, leaf) ----------------------------------------------------------------

def anatomy_1(ctx: Context):
    """Demand: return a card from your score pile; if you did, return one of your top cards
    of its value; if you did that too, junk all cards in the 4 deck."""
    picked = yield from ctx.choose_one(ctx.score_pile(), kind="return",
                                       prompt="Return a card from your score pile")
    if picked is None:
        return
    ctx.return_card(picked, src=ctx.zone("score"))
    value = ctx.value(picked)
    same = [n for n in tops(ctx) if ctx.value(n) == value]
    top = yield from ctx.choose_one(same, kind="return",
                                    prompt=f"Return one of your top cards of value {value}")
    if top is None:
        return
    ctx.return_card(top, src=ctx.zone("board"))
    ctx.junk_deck(4)


# --- Perspective (yellow, lightbulb) -------------------------------------------------------

def perspective_1(ctx: Context):
    """Optional: return a card from your hand; if you did, score one card from your hand per
    colour whose pile shows a lightbulb (as many as you can)."""
    picked = yield from ctx.choose_one(ctx.hand(), optional=True, kind="return",
                                       prompt="You may return a card from your hand (then score a card per "
                                              "colour showing a lightbulb)")
    if picked is None:
        return
    ctx.return_card(picked)
    count = sum(1 for c in COLORS if ctx.pile_icons(c)["lightbulb"] > 0)
    chosen = yield from ctx.choose(ctx.hand(), kind="score", min=count, max=count,
                                   prompt=f"Score {count} card(s) from your hand")
    for name in chosen:
        ctx.score(name)


# --- Enterprise (purple, crown) ------------------------------------------------------------

def enterprise_1(ctx: Context):
    """Demand: transfer one of your top non-purple cards that has a crown to my board; if you
    did, draw a 4 and meld it."""
    options = _tops_with(ctx, "crown", exclude_color="purple")
    picked = yield from ctx.choose_one(options, kind="transfer",
                                       prompt="Transfer a top non-purple card with a crown to the launcher's board")
    if picked is None:
        return
    ctx.transfer(picked, ctx.zone("board"), ctx.zone("board", ctx.launcher))
    ctx.draw_and_meld(4)


def enterprise_2(ctx: Context):
    """Optional: splay your green cards right."""
    yield from optional_splay(ctx, ["green"], "right")


# --- Reformation (purple, leaf) ------------------------------------------------------------

def reformation_1(ctx: Context):
    """Optional: splay your yellow cards right or your purple cards right."""
    yield from optional_splay(ctx, ["yellow", "purple"], "right")


def reformation_2(ctx: Context):
    """Optional, all or none: tuck one card from your hand per splayed colour on your board
    (the whole hand when it holds fewer). Asked as yes / no, then which cards (when there is
    a choice), then their order under one pile (when two share a colour)."""
    hand = ctx.hand()
    count = min(sum(1 for c in COLORS if ctx.splay_of(c) != "none"), len(hand))
    if count == 0:
        return
    if not (yield from confirm(ctx, "confirm", f"Tuck {count} card(s) from your hand?")):
        return
    chosen = yield from ctx.choose(hand, kind="tuck", min=count, max=count,
                                   prompt=f"Choose the {count} card(s) to tuck")
    order = yield from in_order(ctx, [n for n in hand if n in chosen], "color", kind="tuck_order",
                                prompt="Order the cards tucked under one pile (first listed goes under first)")
    for name in order:
        ctx.tuck(name)


register("Experimentation", [experimentation_1], FOURTH)
register("Printing Press", [printing_press_1, printing_press_2], FOURTH)
register("Colonialism", [colonialism_1], FOURTH)
register("Gunpowder", [gunpowder_1, gunpowder_2], FOURTH)
register("Invention", [invention_1, invention_2], FOURTH)
register("Navigation", [navigation_1], FOURTH)
register("Anatomy", [anatomy_1], FOURTH)
register("Perspective", [perspective_1], FOURTH)
register("Enterprise", [enterprise_1, enterprise_2], FOURTH)
register("Reformation", [reformation_1, reformation_2], FOURTH)
