"""Age 5 of the Unseen set: Popular Science, Probability, Cabal, Witch Trial, Buried Treasure,
Secret History, Chartreuse, Gallery, Pantheism, Pen Name. One function per printed effect, a
demand first where the card has one.

Rules as stated in engine/data/cards/unseen-ultimate.json, in our own words; where its notes say
the two sources play a card differently the variant chooses (cards.readings.popular_science_no_yellow,
cards.readings.pen_name_single_card_colors); Secret History's transfer into a full safe follows
the variant's unseen.full_safe_transfer. A decision among secrets offers positions and backs
(`ctx.choose_secret`), never titles. A value the effect computes is drawn with `written=False`.

    >>> [f.__name__ for f in EFFECTS.lookup("Cabal", "fourth-edition")]
    ['cabal_1', 'cabal_2']
"""

from __future__ import annotations

from ...cards import COLORS, COUNTED_ICONS
from ...effects import Context
from ..helpers import in_order, live_seats, optional_splay, splayable
from .wordings import EFFECTS

ODD_VALUES = (1, 3, 5, 7, 9, 11)


def _same_deck(ctx: Context):
    """Where a returned card goes: under its own deck (its set and value)."""
    return lambda name: (ctx.info(name).deck, ctx.value(name))


def _return_all(ctx: Context, names: list[str], src: tuple, prompt: str):
    """Return `names` from `src`, in the player's order where two go under one deck."""
    order = yield from in_order(ctx, names, _same_deck(ctx), kind="return", prompt=prompt)
    for name in order:
        ctx.return_card(name, src)


# --- Popular Science (blue, lightbulb) -------------------------------------------------------

def popular_science_1(ctx: Context):
    """Draw and meld a card of the value of a green top card on any board (you pick the value
    when the green top cards show several); nothing without a green top card anywhere."""
    values = sorted({ctx.value(top) for seat in live_seats(ctx) if (top := ctx.top_card("green", seat)) is not None})
    value = yield from ctx.choose_one(values, kind="value", prompt="Choose the value of a green top card")
    if value is not None:
        ctx.draw_and_meld(value, written=False)


def popular_science_2(ctx: Context):
    """Draw and meld a card one higher than your top yellow card. Without a yellow top card the
    variant reads the card as DH4 plays it, nothing (cards.readings.popular_science_no_yellow
    "draws-nothing"), or as BGA4 does, a 1 (0 plus one)."""
    yellow = ctx.top_card("yellow")
    if yellow is None and ctx.rules.cards.readings.popular_science_no_yellow == "draws-nothing":
        return
    ctx.draw_and_meld(ctx.value(yellow) + 1, written=False)


def popular_science_3(ctx: Context):
    """Optional: splay your blue cards right."""
    yield from optional_splay(ctx, ["blue"], "right")


EFFECTS.register("Popular Science", [popular_science_1, popular_science_2, popular_science_3])


# --- Probability (blue, lightbulb) -----------------------------------------------------------

def probability_1(ctx: Context):
    """Return every card in your hand (in your order where two go under one deck)."""
    yield from _return_all(ctx, ctx.hand(), ctx.zone("hand"), "Order the cards you return")


def icon_types(ctx: Context, names: list[str]) -> int:
    """How many icon types the cards show between them: the hex is none; the avatar is one."""
    return len({icon for name in names for icon in ctx.info(name).icons if icon in COUNTED_ICONS})


def probability_2(ctx: Context):
    """Draw and reveal two 6s and return both; with exactly two icon types on the pair draw and
    score two 6s, with exactly four draw a 7; then draw a 6 in any case."""
    pair = [name for name in (ctx.draw_and_reveal(6), ctx.draw_and_reveal(6)) if name is not None]
    yield from _return_all(ctx, pair, ctx.zone("hand"), "Order the two revealed cards you return")
    types = icon_types(ctx, pair)
    if types == 2:
        ctx.draw_and_score(6)
        ctx.draw_and_score(6)
    elif types == 4:
        ctx.draw(7)
    ctx.draw(6)


EFFECTS.register("Probability", [probability_1, probability_2])


# --- Cabal (red, factory) --------------------------------------------------------------------

def cabal_1(ctx: Context):
    """Demand: transfer to the launcher's score pile every card of your hand whose value is the
    value of one of the launcher's secrets (their backs show it); then draw a 5."""
    values = {ctx.value(name) for name in ctx.safe(ctx.launcher)}
    for name in [name for name in ctx.hand() if ctx.value(name) in values]:
        ctx.transfer(name, ctx.zone("hand"), ctx.zone("score", ctx.launcher))
    ctx.draw(5)


def cabal_2(ctx: Context):
    """Safeguard an available standard achievement of the value of one of your top cards."""
    yield from ctx.safeguard_achievement(ages={ctx.value(name) for name in ctx.top_cards()})


EFFECTS.register("Cabal", [cabal_1, cabal_2])


# --- Witch Trial (red, factory) --------------------------------------------------------------

def witch_trial_1(ctx: Context):
    """Demand: draw and reveal a 5; return your top card of its colour, another card of that
    colour from your hand and a card from your score pile; when all three were returned,
    do it all again."""
    while ctx.repeats():
        drawn = ctx.draw_and_reveal(5)
        if drawn is None:
            return
        color = ctx.info(drawn).color
        returned = 0
        top = ctx.top_card(color)
        if top is not None:
            ctx.return_card(top, ctx.zone("board"))
            returned += 1
        same = [name for name in ctx.hand() if name != drawn and ctx.info(name).color == color]
        picked = yield from ctx.choose(same, kind="return", prompt=f"Return another {color} card from your hand")
        for name in picked:
            ctx.return_card(name)
            returned += 1
        picked = yield from ctx.choose(ctx.score_pile(), kind="return", prompt="Return a card from your score pile")
        for name in picked:
            ctx.return_card(name, ctx.zone("score"))
            returned += 1
        if returned < 3:
            return


EFFECTS.register("Witch Trial", [witch_trial_1])


# --- Buried Treasure (green, crown) ----------------------------------------------------------

def buried_treasure_1(ctx: Context):
    """Name an odd value: every card of it in any score pile goes to the available achievements.
    If four or more went, draw and safeguard a card of that value, then score three available
    standard achievements of your choice (by value; by title only among several of one value)."""
    value = yield from ctx.choose_one(ODD_VALUES, kind="value", prompt="Name an odd value")
    moved = 0
    for seat in live_seats(ctx):
        for name in [name for name in ctx.score_pile(seat) if ctx.value(name) == value]:
            ctx.transfer(name, ctx.zone("score", seat), ctx.zone("standard"))
            moved += 1
    if moved < 4:
        return
    ctx.draw_and_safeguard(value, written=False)
    for _ in range(3):
        age = yield from ctx.choose_one(sorted(ctx.available_standard()), kind="score_achievement",
                                        prompt="Choose the value of an available achievement to score")
        if age is None:
            return
        achievement = yield from ctx.pick_achievement(age, kind="score_achievement",
                                               prompt=f"Choose the achievement of value {age} to score")
        if achievement is not None:
            ctx.score(achievement, ctx.zone("standard"))


EFFECTS.register("Buried Treasure", [buried_treasure_1])


# --- Secret History (green, factory) ---------------------------------------------------------

def secret_history_1(ctx: Context):
    """Demand: transfer one of your secrets to the launcher's safe (a full safe there follows
    unseen.full_safe_transfer)."""
    picked = yield from ctx.choose_secret(kind="transfer", prompt="Choose a secret to transfer")
    for name in picked:
        ctx.transfer(name, ctx.zone("safe"), ctx.zone("safe", ctx.launcher))


def secret_history_2(ctx: Context):
    """With your red and your purple piles both splayed right, claim Mystery; otherwise splay
    one of those two colours right."""
    if ctx.splay_of("red") == "right" and ctx.splay_of("purple") == "right":
        ctx.claim_special("Mystery")
        return
    colors = splayable(ctx, ["red", "purple"], "right")
    picked = yield from ctx.choose(colors, kind="splay", prompt="Splay red or purple right")
    for color in picked:
        ctx.splay(color, "right")


EFFECTS.register("Secret History", [secret_history_1, secret_history_2])


# --- Chartreuse (yellow, leaf) ---------------------------------------------------------------

def chartreuse_1(ctx: Context):
    """Draw and reveal a 3, a 4, a 5 and a 6; meld the green and yellow ones in the order you
    choose (where two land on one pile) and return the others."""
    drawn = [name for name in (ctx.draw_and_reveal(age) for age in (3, 4, 5, 6)) if name is not None]
    melded = [name for name in drawn if ctx.info(name).color in ("green", "yellow")]
    order = yield from in_order(ctx, melded, "color", kind="meld", prompt="Order the cards you meld")
    for name in order:
        ctx.meld(name)
    rest = [name for name in drawn if name not in melded]
    yield from _return_all(ctx, rest, ctx.zone("hand"), "Order the cards you return")


def chartreuse_2(ctx: Context):
    """Optional: splay your green or your yellow cards right."""
    yield from optional_splay(ctx, ["green", "yellow"], "right")


EFFECTS.register("Chartreuse", [chartreuse_1, chartreuse_2])


# --- Gallery (yellow, crown) -----------------------------------------------------------------

def gallery_1(ctx: Context):
    """With a 2 in your score pile, draw a 6."""
    if any(ctx.value(name) == 2 for name in ctx.score_pile()):
        ctx.draw(6)


def gallery_2(ctx: Context):
    """With a 1 in your score pile draw a 7, otherwise a 5."""
    ctx.draw(7 if any(ctx.value(name) == 1 for name in ctx.score_pile()) else 5)


EFFECTS.register("Gallery", [gallery_1, gallery_2])


# --- Pantheism (purple, lightbulb) -----------------------------------------------------------

def pantheism_1(ctx: Context):
    """Tuck a card from your hand; if you did, draw and tuck a 4, then pick one of the two tucked
    cards: score every card of its colour on your board, and splay right your pile of the other
    one's colour (the same pile when both share a colour: it was just scored away)."""
    picked = yield from ctx.choose(ctx.hand(), kind="tuck", prompt="Tuck a card from your hand")
    if not picked:
        return
    first = picked[0]
    ctx.tuck(first)
    second = ctx.draw_and_tuck(4)
    if second is None:
        return
    options = list(dict.fromkeys([first, second]))
    chosen = yield from ctx.choose(options, kind="choose", prompt="Pick a tucked card: its colour is scored")
    other = second if chosen[0] == first else first
    for name in ctx.pile(ctx.info(chosen[0]).color):
        ctx.score(name, ctx.zone("board"))
    ctx.splay(ctx.info(other).color, "right")


def pantheism_2(ctx: Context):
    """Draw a 4 and tuck it."""
    ctx.draw_and_tuck(4)


EFFECTS.register("Pantheism", [pantheism_1, pantheism_2])


# --- Pen Name (purple, factory) --------------------------------------------------------------

def pen_name_colors(ctx: Context) -> list[str]:
    """The colours option (a) may take: your non-purple piles that are not splayed; a pile of one
    card only when the variant offers it as DH4 does (cards.readings.pen_name_single_card_colors)."""
    single_ok = ctx.rules.cards.readings.pen_name_single_card_colors == "offered"
    return [color for color in COLORS
            if color != "purple" and ctx.pile(color) and ctx.splay_of(color) == "none"
            and (single_ok or len(ctx.pile(color)) >= 2)]


def pen_name_1(ctx: Context):
    """Choose: (a) splay left one of your unsplayed non-purple colours and self-execute its top
    card; or (b) meld a card from your hand and splay its colour right. One decision: a colour
    is option (a), a card of your hand option (b) (no card is named after a colour)."""
    colors = pen_name_colors(ctx)
    picked = yield from ctx.choose(colors + ctx.hand(), kind="pen_name",
                                   prompt="Choose a colour to splay left and self-execute its top card, "
                                          "or a card to meld and splay its colour right")
    for option in picked:
        if option in colors:
            ctx.splay(option, "left")
            top = ctx.top_card(option)
            if top is not None:
                yield from ctx.self_execute(top)
        else:
            ctx.meld(option)
            ctx.splay(ctx.info(option).color, "right")


EFFECTS.register("Pen Name", [pen_name_1])
