"""Age 11 of the Unseen set: Astrobiology, Quantum Computers, Cloaking, Dark Web, Green Hydrogen,
Mystery Box, Escape Room, Fashion Mask, Holography, Metaverse. One function per printed effect,
the demand first.

Rules as stated in engine/data/cards/unseen-ultimate.json (our own words there and here; its
glossary for safe, secret, safeguard, claimed standard achievement, flip a coin, you lose,
self-executing a card that is not on a board). Decisions follow the fourth-edition conventions
(sets/helpers.py). A secret is never offered by its title (`ctx.choose_secret`), nor an
achievement, which lies face down (`pick_achievement_by_back`; available ones are picked by
value).

Notes honoured: Holography keeps the top two cards of the chosen colour (DH4, the card data) or
the top five (BGA4): its SOURCE DISPUTE is the card reading `holography_kept`. Cloaking's
transfer into the launcher's safe follows variant unseen.full_safe_transfer (its IMPL note).
Quantum Computers' coin flips are won on heads (`won_flip`): the call the flipper makes carries
no choice worth asking, a fair coin matching it half the time either way.

    >>> [f.__name__ for f in EFFECTS.lookup("Quantum Computers", "fourth-edition")]
    ['quantum_computers_demand', 'quantum_computers_2']
"""

from __future__ import annotations

from ...cards import COLORS
from ...effects import Context
from ...effects.unseen_api import HEADS
from .. import helpers
from .wordings import EFFECTS

HOLOGRAPHY_COLORS = ["red", "blue", "green"]
DARK_WEB_SAFEGUARD, DARK_WEB_ACHIEVE = "safeguard available achievements", "achieve secrets"


def won_flip(ctx: Context) -> bool:
    """Flip a coin and say whether the flipper won it (on heads: see the module's notes)."""
    return ctx.flip_coin() == HEADS


def pick_achievement_by_back(ctx: Context, names: list[str], *, kind: str, prompt: str):
    """One of your own achievements among `names`, picked by position and back ("achievement 2
    (base 3)"), never by title: achievements lie face down. Returns the card, or None when
    there is none."""
    labels = {f"achievement {k} ({ctx.info(name).deck} {ctx.value(name)})": name
              for k, name in enumerate(ctx.achievements(), 1) if name in names}
    picked = yield from ctx.choose_one(list(labels), kind=kind, prompt=prompt)
    return None if picked is None else labels[picked]


def splayed_colors(ctx: Context, seat: int | None = None) -> list[str]:
    """The colours of a board whose pile is splayed (any direction)."""
    return [color for color in COLORS if ctx.pile(color, seat) and ctx.splay_of(color, seat) != "none"]


def claimed_standard(ctx: Context) -> list[str]:
    """Your claimed standard achievements: the valued cards among your achievements (achieved
    secrets included; special achievements have no value)."""
    return [name for name in ctx.achievements() if ctx.achievement_value(name) is not None]


# --- Astrobiology (blue, leaf) ------------------------------------------------------------------

def astrobiology_1(ctx: Context):
    """Return one of your bottom cards; splay that colour aslant and score each of its cards
    without a leaf."""
    bottoms = [ctx.pile(color)[-1] for color in COLORS if ctx.pile(color)]
    name = yield from ctx.choose_one(bottoms, kind="return", prompt="Choose one of your bottom cards to return")
    if name is None:
        return
    color = ctx.info(name).color
    ctx.return_card(name, ctx.zone("board"))
    ctx.splay(color, "aslant")
    for card in ctx.pile(color):
        if not helpers.has_icon(ctx, card, "leaf"):
            ctx.score(card, ctx.zone("board"))


EFFECTS.register("Astrobiology", [astrobiology_1])


# --- Quantum Computers (blue, clock) ------------------------------------------------------------

def quantum_computers_demand(ctx: Context):
    """Demand: flip a coin; lose the flip and you lose the game."""
    if not won_flip(ctx):
        ctx.lose()


def quantum_computers_2(ctx: Context):
    """Flip coins until you win one; each lost flip, return one of your secrets (your pick by its
    back), or, with none left, lose the game."""
    while not won_flip(ctx):
        picked = yield from ctx.choose_secret(kind="return", prompt="You lost the flip: choose one of your "
                                                                    "secrets to return")
        if not picked:
            ctx.lose()
            return
        ctx.return_card(picked[0], ctx.zone("safe"))


EFFECTS.register("Quantum Computers", [quantum_computers_demand, quantum_computers_2])


# --- Cloaking (red, lightbulb) ------------------------------------------------------------------

def cloaking_demand(ctx: Context):
    """Demand: transfer one of your claimed standard achievements (your pick, by its back) to the
    launcher's safe."""
    name = yield from pick_achievement_by_back(ctx, claimed_standard(ctx), kind="transfer",
                                               prompt="Choose one of your standard achievements to transfer to "
                                                      "the launcher's safe")
    if name is not None:
        ctx.transfer(name, ctx.zone("achievements"), ctx.zone("safe", ctx.launcher))


EFFECTS.register("Cloaking", [cloaking_demand])


# --- Dark Web (red, clock) ----------------------------------------------------------------------

def dark_web_1(ctx: Context):
    """Unsplay one splayed colour of any player's board (yours first among the players offered)."""
    seats = [seat for seat in [ctx.player, *ctx.others()] if splayed_colors(ctx, seat)]
    seat = yield from ctx.choose_player(seats, kind="player", prompt="Choose the player whose colour you unsplay")
    if seat is None:
        return
    color = yield from ctx.choose_one(splayed_colors(ctx, seat), kind="unsplay", prompt="Choose the colour to unsplay")
    ctx.unsplay(color, seat)


def dark_web_2(ctx: Context):
    """Choose one: safeguard any number of available standard achievements (picked by value, as
    many as your safe has room for), or achieve any number of your secrets without the
    eligibility test."""
    room = ctx.safe_room()
    branches = ([DARK_WEB_SAFEGUARD] if room and ctx.gs.standard else []) + ([DARK_WEB_ACHIEVE] if ctx.safe() else [])
    branch = yield from ctx.choose_one(branches, kind="branch",
                                       prompt="Safeguard available achievements, or achieve your secrets")
    if branch == DARK_WEB_SAFEGUARD:
        values = yield from ctx.choose(sorted(ctx.gs.standard), kind="safeguard_achievement", min=0, max=room,
                                       prompt="Choose the values of the available achievements to safeguard")
        for age in values:
            yield from ctx.safeguard_achievement(age)
    elif branch == DARK_WEB_ACHIEVE:
        secrets = yield from ctx.choose_secret(min=0, max=len(ctx.safe()), kind="achieve",
                                               prompt="Choose the secrets to achieve")
        for name in secrets:
            ctx.achieve_card(name, ctx.zone("safe"))


EFFECTS.register("Dark Web", [dark_web_1, dark_web_2])


# --- Green Hydrogen (green, factory) ------------------------------------------------------------

def green_hydrogen_1(ctx: Context):
    """Score every green card of yours but the top one, then draw and tuck an 11 for each card
    scored."""
    below = ctx.pile("green")[1:]
    for name in below:
        ctx.score(name, ctx.zone("board"))
    for _ in below:
        ctx.draw_and_tuck(11)


EFFECTS.register("Green Hydrogen", [green_hydrogen_1])


# --- Mystery Box (green, crown) -----------------------------------------------------------------

def mystery_box_1(ctx: Context):
    """Claim an available standard achievement of your choice (by value: it lies face down),
    without the eligibility test; then reveal it and self-execute it where it lies."""
    age = yield from ctx.choose_one(sorted(ctx.gs.standard), kind="achieve",
                                    prompt="Choose the value of the available achievement to claim")
    if age is None:
        return
    name = yield from ctx.claim_of_value(age)
    if name is None:
        return
    ctx.reveal(name)
    yield from ctx.self_execute(name)


EFFECTS.register("Mystery Box", [mystery_box_1])


# --- Escape Room (yellow, clock) ----------------------------------------------------------------

def escape_room_demand(ctx: Context):
    """Demand: draw, reveal and score an 11; then score a card of its colour from your hand, and
    if you cannot, you lose."""
    drawn = ctx.draw_and_reveal(11)
    if drawn is None:
        return
    ctx.score(drawn)
    color = ctx.info(drawn).color
    same = [name for name in ctx.hand() if ctx.info(name).color == color]
    picked = yield from ctx.choose_one(same, kind="score", prompt=f"Score a {color} card from your hand")
    if picked is None:
        ctx.lose()
        return
    ctx.score(picked)


def escape_room_2(ctx: Context):
    """Score your non-yellow top cards with a clock: at most four, one of each colour, which top
    cards always are."""
    for name in helpers.tops_with(ctx, "clock", exclude_color="yellow"):
        ctx.score(name, ctx.zone("board"))


EFFECTS.register("Escape Room", [escape_room_demand, escape_room_2])


# --- Fashion Mask (yellow, leaf) ----------------------------------------------------------------

def fashion_mask_1(ctx: Context):
    """Tuck each of your top cards with a crown or a factory (one per colour, the list fixed
    first); you may safeguard one of the tucked cards."""
    tucked = [name for name in helpers.tops(ctx)
              if helpers.has_icon(ctx, name, "crown") or helpers.has_icon(ctx, name, "factory")]
    for name in tucked:
        ctx.tuck(name, ctx.zone("board"))
    if not ctx.safe_room():     # a full safe takes nothing: the choice would change nothing
        return
    picked = yield from ctx.choose_one(tucked, optional=True, kind="safeguard",
                                       prompt="You may safeguard one of the cards you tucked")
    if picked is not None:
        ctx.safeguard(picked, ctx.zone("board"))


def fashion_mask_2(ctx: Context):
    """Score your yellow cards but the top five and your purple cards but the top five; splay
    yellow and purple aslant."""
    for color in ("yellow", "purple"):
        for name in ctx.pile(color)[5:]:
            ctx.score(name, ctx.zone("board"))
    ctx.splay("yellow", "aslant")
    ctx.splay("purple", "aslant")


EFFECTS.register("Fashion Mask", [fashion_mask_1, fashion_mask_2])


# --- Holography (purple, avatar) ----------------------------------------------------------------

def holography_1(ctx: Context):
    """Choose red, blue or green; score its cards on your board but the top two (or five:
    `holography_kept`), then splay it aslant. If both happened, exchange every lowest card of
    your score pile with every claimed standard achievement of yours of a lower value (the
    score cards go to your achievements even when none is lower)."""
    color = yield from ctx.choose_one(HOLOGRAPHY_COLORS, kind="color",
                                      prompt="Choose red, blue or green to score below the top and splay aslant")
    kept = 2 if ctx.rules.cards.readings.holography_kept == "two" else 5
    below = ctx.pile(color)[kept:]
    for name in below:
        ctx.score(name, ctx.zone("board"))
    splayed = ctx.splay(color, "aslant")
    if not below or not splayed:
        return
    lowest = ctx.lowest(ctx.score_pile())
    cut = ctx.value(lowest[0])
    lower = [name for name in claimed_standard(ctx) if ctx.value(name) < cut]
    ctx.exchange(lowest, ctx.zone("score"), lower, ctx.zone("achievements"))


EFFECTS.register("Holography", [holography_1])


# --- Metaverse (purple, avatar) -----------------------------------------------------------------

def metaverse_1(ctx: Context):
    """Score the top card of each of your splayed colours; fewer than three scored, you lose."""
    scored = 0
    for color in splayed_colors(ctx):
        top = ctx.top_card(color)
        if top is not None:
            ctx.score(top, ctx.zone("board"))
            scored += 1
    if scored < 3:
        ctx.lose()


EFFECTS.register("Metaverse", [metaverse_1])
