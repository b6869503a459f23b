"""Age 10 of the Unseen set: Hacking, Inhomogeneous Cosmology, Fight Club, Secret Santa,
Cryptocurrency, Denver Airport, Ride-Hailing, Whatchamacallit, 3D Printing, Order of the Occult
Hand. One function per printed effect, the demand first.

Rules as stated in engine/data/cards/unseen-ultimate.json (our own words there and here; its
glossary for safe, secret, safeguard, "put on top of its deck", achieving without the
eligibility test). Decisions follow the fourth-edition conventions (sets/helpers.py). A secret is
never offered by its title (`ctx.choose_secret`), nor a card of another player's score pile
(`age09.pick_by_back`).

Notes honoured: Hacking's icons are a card reading (its ICON DISPUTE: `hacking_icons`, read when
the catalog is built, engine/innovation/setup.py), and its secrets go into the launcher's safe as
variant unseen.full_safe_transfer says (its IMPL note);
Whatchamacallit fixes its list of missing values first (AMBIGUOUS: both implementations do);
3D Printing repeats only when a secret was achieved and an achievement safeguarded (AMBIGUOUS:
both implementations do).

    >>> [f.__name__ for f in EFFECTS.lookup("Order of the Occult Hand", "fourth-edition")]
    ['order_of_the_occult_hand_1', 'order_of_the_occult_hand_2', 'order_of_the_occult_hand_3']
"""

from __future__ import annotations

from ... import ops
from ...cards import COLORS
from ...effects import Context
from .. import helpers
from .age09 import pick_by_back
from .wordings import EFFECTS


def highest_secrets(ctx: Context, count: int):
    """The `count` highest of your secrets: those above the cut go, and among the ones tied at
    the cut you pick by position and back. Returns their titles."""
    safe = ctx.safe()
    if len(safe) <= count:
        return safe
    ordered = sorted((ctx.value(name) for name in safe), reverse=True)
    cut = ordered[count - 1]
    above = [name for name in safe if ctx.value(name) > cut]
    tied = yield from ctx.choose_secret(values=[cut], min=count - len(above), max=count - len(above),
                                        kind="transfer", prompt="Choose which of your tied highest secrets go")
    return above + tied


# --- Hacking (blue, clock) ----------------------------------------------------------------------

def hacking_demand(ctx: Context):
    """Demand: transfer your two highest secrets to the launcher's safe, then your two highest
    score cards to the launcher's score pile, then meld your two lowest score cards."""
    secrets = yield from highest_secrets(ctx, 2)
    for name in secrets:
        ctx.transfer(name, ctx.zone("safe"), ctx.zone("safe", ctx.launcher))
    high = yield from helpers.pick_extreme(ctx, ctx.score_pile(), 2, highest=True, kind="transfer",
                                           prompt="Choose which of your tied highest score cards to transfer")
    for name in high:
        ctx.transfer(name, ctx.zone("score"), ctx.zone("score", ctx.launcher))
    low = yield from helpers.pick_extreme(ctx, ctx.score_pile(), 2, highest=False, kind="meld",
                                          prompt="Choose which of your tied lowest score cards to meld")
    order = yield from helpers.in_order(ctx, low, "color", kind="meld_order",
                                        prompt="Order the score cards melded (first listed is melded first)")
    for name in order:
        ctx.meld(name, ctx.zone("score"))


EFFECTS.register("Hacking", [hacking_demand])


# --- Inhomogeneous Cosmology (blue, clock) ------------------------------------------------------

def inhomogeneous_cosmology_1(ctx: Context):
    """You may put one of your top cards back on top of its deck; you may meld a card from your
    hand; when either happened, do it all again."""
    while True:
        top = yield from ctx.choose_one(helpers.tops(ctx), optional=True, kind="top_of_deck",
                                        prompt="You may put one of your top cards back on top of its deck")
        if top is not None:
            ops.put_on_top_of_deck(ctx.gs, ctx.player, top, ctx.zone("board"))
        melded = yield from ctx.choose_one(ctx.hand(), optional=True, kind="meld",
                                           prompt="You may meld a card from your hand")
        if melded is not None:
            ctx.meld(melded)
        if (top is None and melded is None) or not ctx.repeats():
            return


def inhomogeneous_cosmology_2(ctx: Context):
    """Draw an 11 for each colour missing from your board."""
    for _ in range(len(COLORS) - len(helpers.colors_on_board(ctx))):
        ctx.draw(11)


EFFECTS.register("Inhomogeneous Cosmology", [inhomogeneous_cosmology_1, inhomogeneous_cosmology_2])


# --- Fight Club (red, avatar) -------------------------------------------------------------------

def fight_club_demand(ctx: Context):
    """Demand: transfer one of your secrets (your pick, by its back) to the launcher's
    achievements."""
    picked = yield from ctx.choose_secret(kind="transfer", prompt="Choose one of your secrets to give to the "
                                                                  "launcher's achievements")
    for name in picked:
        ctx.transfer(name, ctx.zone("safe"), ctx.zone("achievements", ctx.launcher))


def fight_club_2(ctx: Context):
    """You may splay your yellow cards up."""
    yield from helpers.optional_splay(ctx, ["yellow"], "up")


EFFECTS.register("Fight Club", [fight_club_demand, fight_club_2])


# --- Secret Santa (red, lightbulb) --------------------------------------------------------------

def secret_santa_demand(ctx: Context):
    """Demand: meld a card of the launcher's score pile, picked by its back."""
    name = yield from pick_by_back(ctx, ctx.launcher, kind="meld",
                                   prompt="Choose a card of the launcher's score pile to meld")
    if name is not None:
        ctx.meld(name, ctx.zone("score", ctx.launcher))


def secret_santa_2(ctx: Context):
    """Draw and score three 10s."""
    for _ in range(3):
        ctx.draw_and_score(10)


EFFECTS.register("Secret Santa", [secret_santa_demand, secret_santa_2])


# --- Cryptocurrency (green, factory) ------------------------------------------------------------

def cryptocurrency_1(ctx: Context):
    """Return your whole score pile; draw and score a 10 for each value among the returned
    cards."""
    cards = ctx.score_pile()
    order = yield from helpers.in_order(ctx, cards, "age", kind="return_order",
                                        prompt="Order the score cards returned (first listed goes under first)")
    for name in order:
        ctx.return_card(name, ctx.zone("score"))
    for _ in {ctx.value(name) for name in cards}:
        ctx.draw_and_score(10)


def cryptocurrency_2(ctx: Context):
    """You may splay your red cards up."""
    yield from helpers.optional_splay(ctx, ["red"], "up")


EFFECTS.register("Cryptocurrency", [cryptocurrency_1, cryptocurrency_2])


# --- Denver Airport (green, crown) --------------------------------------------------------------

def denver_airport_1(ctx: Context):
    """You may achieve one of your secrets, without the eligibility test."""
    picked = yield from ctx.choose_secret(min=0, kind="achieve", prompt="You may achieve one of your secrets")
    for name in picked:
        ctx.achieve_card(name, ctx.zone("safe"))


def denver_airport_2(ctx: Context):
    """You may splay your purple cards up."""
    yield from helpers.optional_splay(ctx, ["purple"], "up")


EFFECTS.register("Denver Airport", [denver_airport_1, denver_airport_2])


# --- Ride-Hailing (yellow, clock) ---------------------------------------------------------------

def ride_hailing_1(ctx: Context):
    """You may splay your green cards up."""
    yield from helpers.optional_splay(ctx, ["green"], "up")


def ride_hailing_2(ctx: Context):
    """Meld onto your board another player's non-yellow top card with a clock, and self-execute
    it; with none to take, draw an 11."""
    owners = {name: seat for seat in ctx.others() for name in helpers.tops_with(ctx, "clock", seat, "yellow")}
    name = yield from ctx.choose_one(list(owners), kind="meld",
                                     prompt="Choose another player's non-yellow top card with a clock to meld")
    if name is None:
        ctx.draw(11)
        return
    ctx.meld(name, ctx.zone("board", owners[name]))
    yield from ctx.self_execute(name)


EFFECTS.register("Ride-Hailing", [ride_hailing_1, ride_hailing_2])


# --- Whatchamacallit (yellow, leaf) -------------------------------------------------------------

def whatchamacallit_1(ctx: Context):
    """For each value, lowest first, that none of your top cards and none of your score cards
    has (the list fixed at the start), draw and score a card of that value."""
    held = {ctx.value(name) for name in ctx.top_cards() + ctx.score_pile()}
    missing = [age for age in range(ctx.rules.ages.min, ctx.rules.ages.max + 1) if age not in held]
    for age in missing:
        ctx.draw_and_score(age, written=False)


EFFECTS.register("Whatchamacallit", [whatchamacallit_1])


# --- 3D Printing (purple, clock) ----------------------------------------------------------------

def printing_3d_1(ctx: Context):
    """Return the top or bottom card of one of your piles; achieve, without the eligibility test,
    one of your secrets of its value; then safeguard an available standard achievement. When
    both happened, do it again."""
    while True:
        ends = list(dict.fromkeys(end for color in COLORS for end in (ctx.pile(color)[:1] + ctx.pile(color)[-1:])))
        name = yield from ctx.choose_one(ends, kind="return",
                                         prompt="Choose the top or bottom card of one of your piles to return")
        if name is None:
            return
        ctx.return_card(name, ctx.zone("board"))
        secret = yield from ctx.choose_secret(values=[ctx.value(name)], kind="achieve",
                                              prompt=f"Choose one of your secrets of value {ctx.value(name)} "
                                                     "to achieve")
        for picked in secret:
            ctx.achieve_card(picked, ctx.zone("safe"))
        guarded = yield from ctx.safeguard_achievement()
        if not secret or guarded is None or not ctx.repeats():
            return


EFFECTS.register("3D Printing", [printing_3d_1])


# --- Order of the Occult Hand (purple, lightbulb) -----------------------------------------------

def order_of_the_occult_hand_1(ctx: Context):
    """With a 3 in your score pile, you lose."""
    if any(ctx.value(name) == 3 for name in ctx.score_pile()):
        ctx.lose()


def order_of_the_occult_hand_2(ctx: Context):
    """With a 7 in your hand, you win."""
    if any(ctx.value(name) == 7 for name in ctx.hand()):
        ctx.win()


def order_of_the_occult_hand_3(ctx: Context):
    """Meld two cards from your hand, then score four cards from your hand; then splay your blue
    cards up."""
    melded = yield from ctx.choose(ctx.hand(), min=2, max=2, kind="meld", prompt="Choose two cards of your hand "
                                                                                 "to meld")
    order = yield from helpers.in_order(ctx, melded, "color", kind="meld_order",
                                        prompt="Order the cards melded (first listed is melded first)")
    for name in order:
        ctx.meld(name)
    scored = yield from ctx.choose(ctx.hand(), min=4, max=4, kind="score", prompt="Choose four cards of your hand "
                                                                                  "to score")
    for name in scored:
        ctx.score(name)
    ctx.splay("blue", "up")


EFFECTS.register("Order of the Occult Hand", [order_of_the_occult_hand_1, order_of_the_occult_hand_2,
                                              order_of_the_occult_hand_3])
