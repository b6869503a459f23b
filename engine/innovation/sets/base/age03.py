"""Age 3 of the base set: Alchemy, Translation, Engineering, Optics, Compass, Paper,
Machinery, Medicine, Education and Feudalism.

One function per printed effect (`card_N`), written with the `Context` primitives; the
rules they follow are the `effects` of engine/data/cards/base.json and its `conventions`.
Only Feudalism reads differently in the first edition (its demand does not unsplay), so it
registers one list per wording.

    >>> [f.__name__ for f in EFFECTS.lookup("Feudalism", "third-edition")]
    ['feudalism_1', 'feudalism_2']
"""

from __future__ import annotations

from ...cards import COLORS
from ..helpers import confirm
from ..helpers import has_icon as _has
from ..helpers import optional_splay as _may_splay
from .wordings import BOTH, EFFECTS, FIRST, THIRD

# --- private helpers ----------------------------------------------------------------------

def _return_all(ctx, names: list[str], zone: tuple):
    """Return every card of `names` from `zone`. The order only matters among cards of one
    age (they go under the same supply pile), so the player orders each such group."""
    by_age: dict[int, list[str]] = {}
    for name in names:
        by_age.setdefault(ctx.value(name), []).append(name)
    for age in sorted(by_age):
        group = by_age[age]
        order = yield from ctx.choose(group, kind="return_order", min=len(group), max=len(group), ordered=True,
                                      prompt=f"Order in which to return your {age}s (the first goes under the pile first)")
        for name in order:
            ctx.return_card(name, zone)


# --- Alchemy (blue, castle) -----------------------------------------------------------------------

def alchemy_1(ctx):
    """Draw and reveal a 4 for every three visible castles; if any drawn card is red, return
    your whole hand (the drawn cards included)."""
    drawn = []
    for _ in range(ctx.icons()["castle"] // 3):
        name = ctx.draw_and_reveal(4)
        if name is not None:
            drawn.append(name)
    if any(ctx.info(name).color == "red" for name in drawn):
        yield from _return_all(ctx, ctx.hand(), ctx.zone("hand"))


def alchemy_2(ctx):
    """Meld a card from your hand, then score a card from your hand."""
    name = yield from ctx.choose_one(ctx.hand(), kind="meld", prompt="Meld a card from your hand")
    if name is not None:
        ctx.meld(name)
    name = yield from ctx.choose_one(ctx.hand(), kind="score", prompt="Score a card from your hand")
    if name is not None:
        ctx.score(name)


# --- Translation (blue, crown) ---------------------------------------------------------------------

def translation_1(ctx):
    """Optional, all or nothing: meld your whole score pile, in the order you choose."""
    if not ctx.score_pile():
        return
    if not (yield from confirm(ctx, "confirm", "Meld every card of your score pile (optional)",
                               declined_by_nothing=True)):
        return
    cards = ctx.score_pile()
    order = yield from ctx.choose(cards, kind="meld_order", min=len(cards), max=len(cards), ordered=True,
                                  prompt="Order in which to meld your score pile (the last ends on top)")
    for name in order:
        ctx.meld(name, ctx.zone("score"))


def translation_2(ctx):
    """If each of your top cards has a crown, claim World."""
    tops = ctx.top_cards()
    if tops and all(_has(ctx, name, "crown") for name in tops):
        ctx.claim_special("World")


# --- Engineering (red, castle) ---------------------------------------------------------------------

def engineering_1(ctx):
    """Demand: transfer each of your top cards with a castle to the launcher's score pile
    (the cards are fixed before any moves)."""
    for name in [name for name in ctx.top_cards() if _has(ctx, name, "castle")]:
        ctx.transfer(name, ctx.zone("board"), ctx.zone("score", ctx.launcher))


def engineering_2(ctx):
    """Optional: splay your red cards left."""
    yield from _may_splay(ctx, ["red"], "left")


# --- Optics (red, crown) ------------------------------------------------------------------------------

def optics_1(ctx):
    """Draw and meld a 3. With a crown on it, draw and score a 4; otherwise give a score card
    of your choice to an opponent with a strictly lower score (if there is one)."""
    melded = ctx.draw_and_meld(3)
    if melded is None:
        return
    if _has(ctx, melded, "crown"):
        ctx.draw_and_score(4)
        return
    mine = ctx.points()
    lower = [seat for seat in ctx.opponents() if ctx.points(seat) < mine]
    seat = yield from ctx.choose_player(lower, prompt="Opponent with a lower score to receive a score card")
    if seat is None:
        return
    name = yield from ctx.choose_one(ctx.score_pile(), kind="transfer",
                                     prompt="Score card to transfer to that opponent's score pile")
    if name is not None:
        ctx.transfer(name, ctx.zone("score"), ctx.zone("score", seat))


# --- Compass (green, crown) ---------------------------------------------------------------------------

def compass_1(ctx):
    """Demand: move one of your top non-green cards with a leaf onto the launcher's board, then
    one of the launcher's top cards without a leaf onto yours (both your choice)."""
    given = [name for name in ctx.top_cards() if ctx.info(name).color != "green" and _has(ctx, name, "leaf")]
    name = yield from ctx.choose_one(given, kind="transfer",
                                     prompt="Transfer a top non-green card with a leaf to the launcher's board")
    if name is not None:
        ctx.transfer(name, ctx.zone("board"), ctx.zone("board", ctx.launcher))
    taken = [name for name in ctx.top_cards(ctx.launcher) if not _has(ctx, name, "leaf")]
    name = yield from ctx.choose_one(taken, kind="transfer",
                                     prompt="Transfer a top card without a leaf from the launcher's board to yours")
    if name is not None:
        ctx.transfer(name, ctx.zone("board", ctx.launcher), ctx.zone("board"))


# --- Paper (green, lightbulb) ---------------------------------------------------------------------------

def paper_1(ctx):
    """Optional: splay your green or your blue pile left."""
    yield from _may_splay(ctx, ["green", "blue"], "left")


def paper_2(ctx):
    """Draw a 4 for each colour you have splayed left."""
    for _ in range(sum(1 for color in COLORS if ctx.splay_of(color) == "left")):
        ctx.draw(4)


# --- Machinery (yellow, leaf) ---------------------------------------------------------------------------

def machinery_1(ctx):
    """Demand: exchange your whole hand with every card tied for highest in the launcher's hand."""
    yours, launchers = ctx.hand(), ctx.highest(ctx.hand(ctx.launcher))
    if yours or launchers:
        ctx.exchange(yours, ctx.zone("hand"), launchers, ctx.zone("hand", ctx.launcher))


def machinery_2(ctx):
    """Score a hand card with a castle; then, optional: splay your red cards left."""
    castles = [name for name in ctx.hand() if _has(ctx, name, "castle")]
    name = yield from ctx.choose_one(castles, kind="score", prompt="Score a card with a castle from your hand")
    if name is not None:
        ctx.score(name)
    yield from _may_splay(ctx, ["red"], "left")


# --- Medicine (yellow, leaf) -----------------------------------------------------------------------------

def medicine_1(ctx):
    """Demand: exchange your highest score card (your choice among ties) with the launcher's
    lowest score card. The text leaves open who chooses among the launcher's ties (variant
    cards.readings.medicine_lowest_tie): the launcher, or you."""
    reading = ctx.rules.cards.readings.medicine_lowest_tie
    yield from medicine_exchange(ctx, ctx.launcher if reading == "launcher" else ctx.player)


def medicine_exchange(ctx, lowest_picker: int):
    """Medicine's exchange: your highest score card (your choice among ties) for the
    launcher's lowest score card (`lowest_picker` chooses among its ties); both are chosen
    before either moves."""
    yours = yield from ctx.choose_one(ctx.highest(ctx.score_pile()), kind="exchange",
                                      prompt="Your highest score card, for the launcher's score pile")
    prompt = ("Your lowest score card, for the affected player's score pile" if lowest_picker == ctx.launcher
              else "The launcher's lowest score card, for your score pile")
    launchers = yield from ctx.choose_one(ctx.lowest(ctx.score_pile(ctx.launcher)), kind="exchange",
                                          player=lowest_picker, prompt=prompt)
    if yours is None and launchers is None:
        return
    ctx.exchange([] if yours is None else [yours], ctx.zone("score"),
                 [] if launchers is None else [launchers], ctx.zone("score", ctx.launcher))


# --- Education (purple, lightbulb) ----------------------------------------------------------------------

def education_1(ctx):
    """Optional: return your highest score card; if you did, draw a card of value (highest
    left in your score pile + 2), or a 2 when the score pile is now empty."""
    name = yield from ctx.choose_one(ctx.highest(ctx.score_pile()), optional=True, kind="return",
                                     prompt="Return your highest score card (optional)")
    if name is None:
        return
    ctx.return_card(name, ctx.zone("score"))
    rest = ctx.score_pile()
    ctx.draw(max(ctx.value(n) for n in rest) + 2 if rest else 2, written=False)


# --- Feudalism (purple, castle) -------------------------------------------------------------------------

def _feudalism_give(ctx):
    castles = [name for name in ctx.hand() if _has(ctx, name, "castle")]
    name = yield from ctx.choose_one(castles, kind="transfer",
                                     prompt="Transfer a card with a castle from your hand to the launcher's hand")
    if name is not None:
        ctx.transfer(name, ctx.zone("hand"), ctx.zone("hand", ctx.launcher))
    return name


def feudalism_1(ctx):
    """Third edition. Demand: give the launcher a hand card with a castle; if you do, unsplay
    your pile of its colour."""
    name = yield from _feudalism_give(ctx)
    if name is not None:
        ctx.unsplay(ctx.info(name).color)


def feudalism_1_first(ctx):
    """First edition. Demand: give the launcher a hand card with a castle."""
    yield from _feudalism_give(ctx)


def feudalism_2(ctx):
    """Optional: splay your yellow or your purple pile left."""
    yield from _may_splay(ctx, ["yellow", "purple"], "left")


EFFECTS.register("Alchemy", [alchemy_1, alchemy_2], BOTH)
EFFECTS.register("Translation", [translation_1, translation_2], BOTH)
EFFECTS.register("Engineering", [engineering_1, engineering_2], BOTH)
EFFECTS.register("Optics", [optics_1], BOTH)
EFFECTS.register("Compass", [compass_1], BOTH)
EFFECTS.register("Paper", [paper_1, paper_2], BOTH)
EFFECTS.register("Machinery", [machinery_1, machinery_2], BOTH)
EFFECTS.register("Medicine", [medicine_1], BOTH)
EFFECTS.register("Education", [education_1], BOTH)
EFFECTS.register("Feudalism", [feudalism_1, feudalism_2], THIRD)
EFFECTS.register("Feudalism", [feudalism_1_first, feudalism_2], FIRST)
