"""Age 6 of the Unseen set: Placebo, Reconnaissance, Red Herring, Sniping, Hiking, Swiss Bank
Account, Attic, Sabotage, Illuminati, Triad. One function per printed effect, a demand first
where the card has one.

Rules as stated in engine/data/cards/unseen-ultimate.json, in our own words; where the two
sources play a card differently the variant chooses: Reconnaissance's draws
(cards.readings.reconnaissance_draws), Swiss Bank Account with a full safe
(cards.readings.swiss_bank_account_full_safe), Hiking's icons (cards.readings.hiking_icons,
read at setup). A value the effect computes is drawn with `written=False`.

    >>> [f.__name__ for f in EFFECTS.lookup("Sabotage", "fourth-edition")]
    ['sabotage_1']
"""

from __future__ import annotations

from ...cards import COLORS
from ...effects import Context
from ..helpers import has_icon, optional_splay, splayable, tops
from .age05 import _return_all
from .wordings import EFFECTS

# --- Placebo (blue, lightbulb) ---------------------------------------------------------------

def placebo_1(ctx: Context):
    """Return one of your top cards, then as many of the next top cards of that pile as you like;
    draw a 7 for each returned card, and an 8 too when exactly one of them was a 7."""
    picked = yield from ctx.choose(tops(ctx), kind="return", prompt="Return one of your top cards")
    if not picked:
        return
    color = ctx.info(picked[0]).color
    returned = [picked[0]]
    ctx.return_card(picked[0], ctx.zone("board"))
    while (top := ctx.top_card(color)) is not None:
        more = yield from ctx.choose([top], kind="return", min=0, prompt=f"You may return your next top {color} card")
        if not more:
            break
        ctx.return_card(top, ctx.zone("board"))
        returned.append(top)
    for _ in returned:
        ctx.draw(7)
    if sum(1 for name in returned if ctx.value(name) == 7) == 1:
        ctx.draw(8)


EFFECTS.register("Placebo", [placebo_1])


# --- Reconnaissance (blue, factory) ----------------------------------------------------------

def reconnaissance_1(ctx: Context):
    """Demand: reveal your hand."""
    for name in ctx.hand():
        ctx.reveal(name)


def reconnaissance_2(ctx: Context):
    """Draw and reveal three 6s (BGA4's text: three 7s, cards.readings.reconnaissance_draws),
    return two of them and keep the third in hand; you may then splay its colour right."""
    age = 7 if ctx.rules.cards.readings.reconnaissance_draws == "draw-7s" else 6
    drawn = [name for name in (ctx.draw_and_reveal(age) for _ in range(3)) if name is not None]
    if not drawn:
        return
    kept = yield from ctx.choose(drawn, kind="keep", prompt="Keep one of the revealed cards; the others return",
                                 min=1, max=1)
    returned = [name for name in drawn if name not in kept]
    yield from _return_all(ctx, returned, ctx.zone("hand"), "Order the cards you return")
    yield from optional_splay(ctx, [ctx.info(kept[0]).color], "right")


EFFECTS.register("Reconnaissance", [reconnaissance_1, reconnaissance_2])


# --- Red Herring (red, crown) ----------------------------------------------------------------

def red_herring_1(ctx: Context):
    """Splay your red cards left, right or up: a direction other than their present one."""
    directions = [d for d in ("left", "right", "up") if splayable(ctx, ["red"], d)]
    picked = yield from ctx.choose(directions, kind="splay_direction", prompt="Splay your red cards")
    for direction in picked:
        ctx.splay("red", direction)


def red_herring_2(ctx: Context):
    """Draw and tuck a 6; when its colour's splay matches your red splay (both unsplayed
    included: a tucked red card always matches) splay that colour up, otherwise unsplay it."""
    tucked = ctx.draw_and_tuck(6)
    if tucked is None:
        return
    color = ctx.info(tucked).color
    if ctx.splay_of(color) == ctx.splay_of("red"):
        ctx.splay(color, "up")
    else:
        ctx.unsplay(color)


EFFECTS.register("Red Herring", [red_herring_1, red_herring_2])


# --- Sniping (red, factory) ------------------------------------------------------------------

def sniping_1(ctx: Context):
    """Demand: the launcher names a colour; you unsplay it, meld your bottom card of it onto its
    top, then transfer your (new) bottom card of it to the launcher's board, unless that is
    the top card (a pile of one)."""
    color = yield from ctx.choose_one(COLORS, kind="color", player=ctx.launcher, prompt="Name a color")
    if color is None:
        return
    ctx.unsplay(color)
    pile = ctx.pile(color)
    if not pile:
        return
    ctx.meld(pile[-1], ctx.zone("board"))
    pile = ctx.pile(color)
    if len(pile) >= 2:
        ctx.transfer(pile[-1], ctx.zone("board"), ctx.zone("board", ctx.launcher))


EFFECTS.register("Sniping", [sniping_1])


# --- Hiking (green, leaf) --------------------------------------------------------------------

def hiking_1(ctx: Context):
    """Draw and reveal a 6; if your top card of its colour has a factory, tuck it and draw and
    reveal a 7; if that 7 has a leaf, meld it and draw an 8."""
    six = ctx.draw_and_reveal(6)
    if six is None:
        return
    top = ctx.top_card(ctx.info(six).color)
    if top is None or not has_icon(ctx, top, "factory"):
        return
    ctx.tuck(six)
    seven = ctx.draw_and_reveal(7)
    if seven is not None and has_icon(ctx, seven, "leaf"):
        ctx.meld(seven)
        ctx.draw(8)


EFFECTS.register("Hiking", [hiking_1])


# --- Swiss Bank Account (green, crown) -------------------------------------------------------

def swiss_bank_account_1(ctx: Context):
    """Count your score pile's cards and safeguard an available standard achievement of that
    value; if that worked, score every card of that value from your hand. With a full safe
    (nothing safeguarded) the variant follows the text, nothing scored, or DH4, which scores
    whenever such an achievement is available (cards.readings.swiss_bank_account_full_safe)."""
    value = len(ctx.score_pile())
    available = bool(ctx.available_of_value(value))
    safeguarded = yield from ctx.safeguard_achievement(value)
    if safeguarded is None and not (
            available and ctx.rules.cards.readings.swiss_bank_account_full_safe == "scores-anyway"):
        return
    for name in [name for name in ctx.hand() if ctx.value(name) == value]:
        ctx.score(name)


def swiss_bank_account_2(ctx: Context):
    """Draw a 6 for every secret you hold."""
    for _ in range(len(ctx.safe())):
        ctx.draw(6)


EFFECTS.register("Swiss Bank Account", [swiss_bank_account_1, swiss_bank_account_2])


# --- Attic (yellow, factory) -----------------------------------------------------------------

SCORE, SAFEGUARD = "score", "safeguard"


def attic_1(ctx: Context):
    """Optional: score or safeguard a card from your hand (a safeguard offered while your safe
    has room)."""
    options = [f"{SCORE} {name}" for name in ctx.hand()]
    if ctx.safe_room():
        options += [f"{SAFEGUARD} {name}" for name in ctx.hand()]
    picked = yield from ctx.choose(options, kind="attic", min=0,
                                   prompt="You may score or safeguard a card from your hand")
    for option in picked:
        verb, name = option.split(" ", 1)
        if verb == SCORE:
            ctx.score(name)
        else:
            ctx.safeguard(name)


def attic_2(ctx: Context):
    """Return a card from your score pile."""
    picked = yield from ctx.choose(ctx.score_pile(), kind="return", prompt="Return a card from your score pile")
    for name in picked:
        ctx.return_card(name, ctx.zone("score"))


def attic_3(ctx: Context):
    """Draw and score a card of the value of a card in your score pile (you pick the value); with
    an empty score pile, of value 0, which draws the lowest value (both sources)."""
    values = sorted({ctx.value(name) for name in ctx.score_pile()})
    value = yield from ctx.choose_one(values, kind="value", prompt="Choose the value of a card in your score pile")
    ctx.draw_and_score(0 if value is None else value, written=False)


EFFECTS.register("Attic", [attic_1, attic_2, attic_3])


# --- Sabotage (yellow, factory) --------------------------------------------------------------

def sabotage_1(ctx: Context):
    """Demand: draw a 6 and reveal your hand; the launcher picks one of its cards and you return
    it; then tuck your top card of that colour and every card of that colour in your score
    pile."""
    ctx.draw(6)
    hand = ctx.hand()
    for name in hand:
        ctx.reveal(name)
    picked = yield from ctx.choose(hand, kind="return", player=ctx.launcher,
                                   prompt="Pick a card of the revealed hand to be returned")
    if not picked:
        return
    ctx.return_card(picked[0])
    color = ctx.info(picked[0]).color
    top = ctx.top_card(color)
    if top is not None:
        ctx.tuck(top, ctx.zone("board"))
    for name in [name for name in ctx.score_pile() if ctx.info(name).color == color]:
        ctx.tuck(name, ctx.zone("score"))


EFFECTS.register("Sabotage", [sabotage_1])


# --- Illuminati (purple, lightbulb) ----------------------------------------------------------

def illuminati_1(ctx: Context):
    """Reveal a card of your hand (it stays); splay its colour right; safeguard your top card of
    that colour; then, if one was safeguarded, safeguard an available standard achievement one
    higher than it."""
    picked = yield from ctx.choose(ctx.hand(), kind="reveal", prompt="Reveal a card from your hand")
    if not picked:
        return
    ctx.reveal(picked[0])
    color = ctx.info(picked[0]).color
    ctx.splay(color, "right")
    top = ctx.top_card(color)
    if top is None or not ctx.safeguard(top, ctx.zone("board")):
        return
    yield from ctx.safeguard_achievement(ctx.value(top) + 1)


EFFECTS.register("Illuminati", [illuminati_1])


# --- Triad (purple, lightbulb) ---------------------------------------------------------------

def triad_1(ctx: Context):
    """With three or more cards in hand: return one and splay its colour right, tuck another,
    score another."""
    if len(ctx.hand()) < 3:
        return
    picked = yield from ctx.choose(ctx.hand(), kind="return", prompt="Return a card; its colour is splayed right")
    ctx.return_card(picked[0])
    ctx.splay(ctx.info(picked[0]).color, "right")
    picked = yield from ctx.choose(ctx.hand(), kind="tuck", prompt="Tuck a card from your hand")
    ctx.tuck(picked[0])
    picked = yield from ctx.choose(ctx.hand(), kind="score", prompt="Score a card from your hand")
    ctx.score(picked[0])


EFFECTS.register("Triad", [triad_1])
