"""Age 4 of the Unseen set: Quackery, The Prophecies, Ninja, Spanish Inquisition, Blackmail, El
Dorado, April Fool's Day, Heirloom, Confession, Legend. One function per printed effect, the
demand first.

Rules as stated in engine/data/cards/unseen-ultimate.json, with the conventions of the age-3
module. Where the card notes record a difference between the two sources that changes play, the
card reads `cards.readings`:

- The Prophecies: DH4 melds any of your secrets, BGA4 one other than the secret whose value you
  used (`prophecies_secret_melded`). DH4's code safeguards the drawn card even when no secret
  was melded; under DH4's own reading a secret is always melded (the chosen one is there), so
  that slip shows only beside BGA4's reading, where this module follows BGA4's "if you did" (the
  card stays in hand).

Quackery's two texts differ only in "reveal", which both implementations do; El Dorado's ("at
least two" against "two") agree in BGA4's code. Blackmail makes every "may" of the affected
player a "must" during the self-execution (`ctx.may_as_must`, DH4's note). Legend counts the
values of the cards it scored during the action (points, not cards), shared by every player
running it.

    >>> [f.__name__ for f in EFFECTS.lookup("Ninja", "fourth-edition")]
    ['ninja_1', 'ninja_2']
"""

from __future__ import annotations

from ... import zones
from ...cards import COLORS
from ...effects import Context
from ..echoes.returning import return_all
from ..helpers import optional_splay, tops
from .age03 import player_to_the_right
from .wordings import EFFECTS

# --- Quackery (blue, lightbulb) -------------------------------------------------------------

QUACKERY_DRAW, QUACKERY_SCORE = "draw a 4", "score a card"


def quackery_1(ctx: Context):
    """Choose: draw a 4, or score a card from your hand (with an empty hand, the draw)."""
    branch = QUACKERY_DRAW
    if ctx.hand():
        branch = yield from ctx.choose_one([QUACKERY_DRAW, QUACKERY_SCORE], kind="branch",
                                           prompt="Draw a 4, or score a card from your hand")
    if branch == QUACKERY_DRAW:
        ctx.draw(4)
        return
    name = yield from ctx.choose_one(ctx.hand(), kind="score", prompt="Score a card from your hand")
    ctx.score(name)


def quackery_2(ctx: Context):
    """Reveal and return exactly two cards from your hand (none with fewer); then draw a card of
    the number of leaves and lightbulbs on them."""
    if len(ctx.hand()) < 2:
        return
    picked = yield from ctx.choose(ctx.hand(), kind="return", min=2, max=2,
                                   prompt="Reveal and return two cards from your hand")
    for name in picked:
        ctx.reveal(name)
    yield from return_all(ctx, picked)
    icons = [icon for name in picked for icon in ctx.info(name).icons]
    ctx.draw(icons.count("leaf") + icons.count("lightbulb"), written=False)


EFFECTS.register("Quackery", [quackery_1, quackery_2])


# --- The Prophecies (blue, lightbulb) -------------------------------------------------------

PROPHECIES_SAFEGUARD, PROPHECIES_SECRET = "draw and safeguard a 4", "draw above a secret"


def the_prophecies_1(ctx: Context):
    """Choose: draw and safeguard a 4; or choose a secret, draw and reveal a card one above its
    value, and if that card is red or purple meld a secret (`cards.readings.prophecies_secret_
    melded`) and, if you did, safeguard the drawn card. Without a secret, the first."""
    branch = PROPHECIES_SAFEGUARD
    if ctx.safe():
        branch = yield from ctx.choose_one([PROPHECIES_SAFEGUARD, PROPHECIES_SECRET], kind="branch",
                                           prompt="Draw and safeguard a 4, or draw a card one above a secret")
    if branch == PROPHECIES_SAFEGUARD:
        ctx.draw_and_safeguard(4)
        return
    chosen = (yield from ctx.choose_secret(prompt="Choose a secret: you draw a card one above its value"))[0]
    drawn = ctx.draw_and_reveal(ctx.value(chosen) + 1, written=False)
    if drawn is None or ctx.info(drawn).color not in ("red", "purple"):
        return
    others = ctx.rules.cards.readings.prophecies_secret_melded == "another-secret"
    labels = [label for label, name in zip(ctx.secrets(), ctx.safe()) if not (others and name == chosen)]
    picked = yield from ctx.choose(labels, kind="meld", prompt="Meld one of your secrets")
    if not picked:
        return
    ctx.meld(ctx.secret_at(picked[0]), ctx.zone("safe"))
    if drawn in ctx.hand():
        ctx.safeguard(drawn)


EFFECTS.register("The Prophecies", [the_prophecies_1])


# --- Ninja (red, leaf) ----------------------------------------------------------------------

def ninja_1(ctx: Context):
    """Demand: the launcher names a colour; reveal and return a card of it from your hand, and if
    you did, transfer your top card of it onto the launcher's board."""
    color = yield from ctx.choose_one(list(COLORS), kind="color", player=ctx.launcher,
                                      prompt="Name a colour for the demand")
    same = [name for name in ctx.hand() if ctx.info(name).color == color]
    name = yield from ctx.choose_one(same, kind="return", prompt=f"Reveal and return a {color} card from your hand")
    if name is None:
        return
    ctx.reveal(name)
    ctx.return_card(name)
    top = ctx.top_card(color)
    if top is not None:
        ctx.transfer(top, ctx.zone("board"), ctx.zone("board", ctx.launcher))


def ninja_2(ctx: Context):
    """Optional: splay your red cards right."""
    yield from optional_splay(ctx, ["red"], "right")


EFFECTS.register("Ninja", [ninja_1, ninja_2])


# --- Spanish Inquisition (red, lightbulb) ---------------------------------------------------

def spanish_inquisition_1(ctx: Context):
    """Demand: return every card of your hand but those of its highest value, and every card of
    your score pile but those of its highest value."""
    hand, scored = ctx.hand(), ctx.score_pile()
    top_hand = max(map(ctx.value, hand), default=0)
    top_score = max(map(ctx.value, scored), default=0)
    from_hand = [name for name in hand if ctx.value(name) < top_hand]
    from_score = [name for name in scored if ctx.value(name) < top_score]
    where = {**{name: ctx.zone("hand") for name in from_hand}, **{name: ctx.zone("score") for name in from_score}}
    yield from return_all(ctx, from_hand + from_score, src_of=where.__getitem__)


def spanish_inquisition_2(ctx: Context):
    """If Spanish Inquisition is your top red card, return every red card of your board."""
    if ctx.top_card("red") != ctx.card.name:
        return
    yield from return_all(ctx, ctx.pile("red"), ctx.zone("board"))


EFFECTS.register("Spanish Inquisition", [spanish_inquisition_1, spanish_inquisition_2])


# --- Blackmail (green, factory) -------------------------------------------------------------

def blackmail_1(ctx: Context):
    """Demand: reveal your hand; the launcher picks a card of it, which you meld. Reveal your score
    pile; the launcher picks any card revealed so (the melded one included), which you
    self-execute with every "may" a "must"."""
    hand = ctx.hand()
    for name in hand:
        ctx.reveal(name)
    picked = yield from ctx.choose_one(hand, kind="meld", player=ctx.launcher,
                                       prompt="Choose a card of the revealed hand: its owner melds it")
    if picked is not None:
        ctx.meld(picked)
    scored = ctx.score_pile()
    for name in scored:
        ctx.reveal(name)
    executed = yield from ctx.choose_one(hand + scored, kind="execute", player=ctx.launcher,
                                         prompt="Choose a revealed card: its owner self-executes it, every "
                                                "'may' a 'must'")
    if executed is not None:
        yield from ctx.may_as_must(ctx.self_execute(executed))


EFFECTS.register("Blackmail", [blackmail_1])


# --- El Dorado (green, crown) ---------------------------------------------------------------

def el_dorado_1(ctx: Context):
    """Draw and meld a 3, a 2 and a 1; a crown on all three scores every card of the base 5 deck,
    a crown on two or more splays your green and blue cards right."""
    melded = [ctx.draw_and_meld(age) for age in (3, 2, 1)]
    crowns = sum(1 for name in melded if name is not None and ctx.info(name).has_icon("crown"))
    if crowns == 3:
        for name in list(ctx.gs.supply.get(ctx.effect_age(5), [])):
            ctx.score(name, zones.SUPPLY)
    if crowns >= 2:
        ctx.splay("green", "right")
        ctx.splay("blue", "right")


EFFECTS.register("El Dorado", [el_dorado_1])


# --- April Fool's Day (yellow, leaf) --------------------------------------------------------

def april_fools_day_1(ctx: Context):
    """Move a card from your hand or score pile onto the board of the player to your right; with
    none to move, claim Folklore."""
    hand, scored = ctx.hand(), ctx.score_pile()
    name = yield from ctx.choose_one(hand + scored, kind="transfer",
                                     prompt="Move a card of your hand or score pile onto the board of the "
                                            "player to your right")
    if name is None:
        ctx.claim_special("Folklore")
        return
    ctx.transfer(name, ctx.zone("hand" if name in hand else "score"), ctx.zone("board", player_to_the_right(ctx)))


def april_fools_day_2(ctx: Context):
    """Choose yellow or purple: splay it right and unsplay the other."""
    color = yield from ctx.choose_one(["yellow", "purple"], kind="color",
                                      prompt="Choose yellow or purple to splay right (the other is unsplayed)")
    ctx.splay(color, "right")
    ctx.unsplay("purple" if color == "yellow" else "yellow")


EFFECTS.register("April Fool's Day", [april_fools_day_1, april_fools_day_2])


# --- Heirloom (yellow, factory) -------------------------------------------------------------

def heirloom_1(ctx: Context):
    """Move a secret into the available achievements and draw a card one above its value; with
    no secret, safeguard an available standard achievement of your top red card's value."""
    if not ctx.safe():
        red = ctx.top_card("red")
        if red is not None:
            yield from ctx.safeguard_achievement(ctx.value(red))
        return
    secret = (yield from ctx.choose_secret(kind="transfer",
                                           prompt="Choose a secret to move to the available achievements"))[0]
    ctx.transfer(secret, ctx.zone("safe"), zones.STANDARD)
    ctx.draw(ctx.value(secret) + 1, written=False)


EFFECTS.register("Heirloom", [heirloom_1])


# --- Confession (purple, crown) -------------------------------------------------------------

def confession_1(ctx: Context):
    """Return every top card of yours with a castle; if none was, meld a card from your score pile
    and draw and score a 4."""
    castles = [name for name in tops(ctx) if ctx.info(name).has_icon("castle")]
    if castles:
        yield from return_all(ctx, castles, ctx.zone("board"))
        return
    name = yield from ctx.choose_one(ctx.score_pile(), kind="meld", prompt="Meld a card from your score pile")
    if name is not None:
        ctx.meld(name, ctx.zone("score"))
    ctx.draw_and_score(4)


def confession_2(ctx: Context):
    """Draw a 4 for every 4 in your score pile."""
    four = ctx.effect_age(4)
    for _ in range(sum(1 for name in ctx.score_pile() if ctx.value(name) == four)):
        ctx.draw(4)


EFFECTS.register("Confession", [confession_1, confession_2])


# --- Legend (purple, leaf) ------------------------------------------------------------------

# the action memory's count of the points Legend scored during the action: not a seat, as every
# player running the card in one action shares it
LEGEND_POINTS = -1


def legend_1(ctx: Context):
    """Choose a colour other than purple: self-execute your top card of it, then score your top
    card of it; while a card was scored and Legend's points in this action stay under 9, again."""
    color = yield from ctx.choose_one([c for c in COLORS if c != "purple"], kind="color",
                                      prompt="Choose a colour other than purple")
    memory = ctx.action_memory
    while True:
        top = ctx.top_card(color)
        if top is not None:
            yield from ctx.self_execute(top)
        top = ctx.top_card(color)
        if top is None:
            return
        ctx.score(top, ctx.zone("board"))
        memory.per_player[LEGEND_POINTS] = memory.per_player.get(LEGEND_POINTS, 0) + ctx.value(top)
        if memory.per_player[LEGEND_POINTS] >= 9 or not ctx.repeats():
            return


EFFECTS.register("Legend", [legend_1])
