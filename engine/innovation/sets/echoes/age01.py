"""Age 1 of the Echoes set (the cards implemented so far; the others are refused as unsupported
until their modules register them). One function per printed effect, the echo effect first.

Rules as stated in engine/data/cards/echoes-ultimate.json. Choices follow the conventions of the
fourth-edition set (engine/innovation/sets/base_ultimate/age01.py): an optional pick has `min`
0, a mandatory pick with one possible answer is made without asking, and cards going under one
deck are returned in the order the player gives (`helpers.in_order`; an Echoes card and a base
card of one value go under different decks).

    >>> [f.__name__ for f in EFFECTS.lookup("Plumbing", "fourth-edition")]
    ['plumbing_echo', 'plumbing_1']
"""

from __future__ import annotations

from ...achievements import eligible
from ...cards import COLORS
from ...effects import Context
from ..helpers import confirm, in_order, optional_splay
from .returning import home_deck, return_all, still_in_hand
from .wordings import EFFECTS

# --- Ruler (blue, lightbulb) ---------------------------------------------------------------

def ruler_echo(ctx: Context):
    """Echo: draw a 2."""
    ctx.draw(2)


def ruler_1(ctx: Context):
    """Draw two cards from the Echoes age-1 deck; foreshadow one of them (your choice) and return
    the other."""
    drawn = [name for name in (ctx.draw(1, deck="echoes"), ctx.draw(1, deck="echoes")) if name is not None]
    drawn = still_in_hand(ctx, drawn)
    picked = yield from ctx.choose(drawn, kind="foreshadow", prompt="Choose the drawn card to foreshadow "
                                                                    "(the other is returned)")
    for name in picked:
        ctx.foreshadow(name)
    for name in drawn:
        if name not in picked and name in ctx.hand():
            ctx.return_card(name)


EFFECTS.register("Ruler", [ruler_echo, ruler_1])


# --- Plumbing (red, castle) ----------------------------------------------------------------

def plumbing_echo(ctx: Context):
    """Echo: score the bottom card of your blue pile."""
    pile = ctx.pile("blue")
    if pile:
        ctx.score(pile[-1], ctx.zone("board"))


def plumbing_1(ctx: Context):
    """Junk every card in the age-1 deck."""
    ctx.junk_deck(1)


EFFECTS.register("Plumbing", [plumbing_echo, plumbing_1])


# --- Comb (green, castle) ------------------------------------------------------------------

def comb_1(ctx: Context):
    """Choose a colour, draw and reveal five 1s, return each drawn card not of that colour; then,
    only if Comb was foreseen, return every card of that colour from every board."""
    color = yield from ctx.choose_one(list(COLORS), kind="color", prompt="Choose a colour (the drawn 1s of "
                                                                         "that colour stay in your hand)")
    drawn = [name for name in (ctx.draw_and_reveal(1) for _ in range(5)) if name is not None]
    others = [name for name in still_in_hand(ctx, drawn) if ctx.info(name).color != color]
    yield from return_all(ctx, others)
    if not ctx.foreseen:
        return
    for seat in [ctx.player, *ctx.others()]:
        pile = ctx.pile(color, seat)
        # a pile goes back card by card, top first; the order under each deck is the player's
        yield from return_all(ctx, pile, ctx.zone("board", seat))


EFFECTS.register("Comb", [comb_1])


# --- Umbrella (green, leaf) ----------------------------------------------------------------

def umbrella_echo(ctx: Context):
    """Echo, optional: meld a card from your hand."""
    picked = yield from ctx.choose(ctx.hand(), kind="meld", min=0, max=1,
                                   prompt="You may meld a card from your hand")
    for name in picked:
        ctx.meld(name)


def umbrella_1(ctx: Context):
    """Return any number of cards from your hand, then score twice as many from it (as many as it
    holds)."""
    returned = yield from ctx.choose(ctx.hand(), kind="return", min=0, max=len(ctx.hand()),
                                     prompt="Return any number of cards from your hand (then score twice as many)")
    yield from return_all(ctx, returned)
    wanted = min(2 * len(returned), len(ctx.hand()))
    scored = yield from ctx.choose(ctx.hand(), kind="score", min=wanted, max=wanted,
                                   prompt=f"Score {wanted} card(s) from your hand")
    for name in scored:
        ctx.score(name)


EFFECTS.register("Umbrella", [umbrella_echo, umbrella_1])


# === The other eleven age-1 cards ==========================================================
# Shared by several of them: "achieve the highest card in the junk if eligible" (Chopsticks,
# and Toothbrush in age 2), "return every card of a group" (Bell), a card's bonus numbers.

def achieve_highest_junked(ctx: Context):
    """Achieve the highest-valued card in the junk (the whole junk, not only what was just
    junked), only when eligible for its value; among tied highest cards the player picks
    (eligibility is the same for them all: it depends on the value alone)."""
    valued = [name for name in ctx.junk_pile() if ctx.achievement_value(name) is not None]
    highest = ctx.highest(valued)
    if not highest or not eligible(ctx.gs, ctx.player, ctx.value(highest[0])):
        return
    name = yield from ctx.choose_one(highest, kind="achieve",
                                     prompt="Achieve one of the highest cards in the junk")
    ctx.achieve_card(name, ctx.zone("junk"))


def bonus_values(ctx: Context, name: str) -> list[int]:
    """The distinct bonus numbers a card prints, lowest first."""
    return sorted(set(ctx.info(name).bonuses))


# --- Dice (blue, crown) --------------------------------------------------------------------

def dice_bonus_points(ctx: Context, seat: int) -> int:
    """"Bonus points", as the variant reads Dice (cards.readings.dice_bonus_points): what the
    visible bonuses add to the score (the highest, plus 1 per other), or their plain sum."""
    if ctx.rules.cards.readings.dice_bonus_points == "bonus-sum":
        return sum(ctx.bonuses(seat))
    return ctx.bonus_points(seat)


def dice_1(ctx: Context):
    """Draw and reveal an Echoes 1 (it stays in hand); if it shows a bonus, draw and meld a card
    of the bonus's value (the player picks the value when the card prints two)."""
    name = ctx.draw(1, deck="echoes")
    if name is None:
        return
    ctx.reveal(name)
    value = yield from ctx.choose_one(bonus_values(ctx, name), kind="value",
                                      prompt="Choose the bonus whose value you draw and meld")
    if value is not None:
        ctx.draw_and_meld(value, written=False)


def dice_2(ctx: Context):
    """Only if foreseen: draw a 4; then, if some opponent has more bonus points than you, give
    the drawn 4 to one of them (your choice) from your hand."""
    if not ctx.foreseen:
        return
    drawn = ctx.draw(4)
    if drawn is None:
        return
    mine = dice_bonus_points(ctx, ctx.player)
    richer = [seat for seat in ctx.opponents() if dice_bonus_points(ctx, seat) > mine]
    seat = yield from ctx.choose_player(richer, prompt="Choose the opponent who gets the drawn 4")
    if seat is not None and drawn in ctx.hand():
        ctx.transfer(drawn, ctx.zone("hand"), ctx.zone("hand", seat))


EFFECTS.register("Dice", [dice_1, dice_2])


# --- Perfume (blue, castle) ----------------------------------------------------------------

def perfume_echo(ctx: Context):
    """Echo: draw and tuck a 1, and again as long as the tucked card has a castle."""
    while ctx.repeats():
        name = ctx.draw_and_tuck(1)
        if name is None or not ctx.info(name).has_icon("castle"):
            return


def perfume_1(ctx: Context):
    """Demand: transfer one of your top cards whose value no top card of mine has onto my
    board; if you did, draw and meld a card of its value."""
    mine = {ctx.value(name) for name in ctx.top_cards(ctx.launcher)}
    offered = [name for name in ctx.top_cards() if ctx.value(name) not in mine]
    name = yield from ctx.choose_one(offered, kind="transfer",
                                     prompt="Transfer a top card onto the board of the player who demands it")
    if name is None:
        return
    ctx.transfer(name, ctx.zone("board"), ctx.zone("board", ctx.launcher))
    ctx.draw_and_meld(ctx.value(name), written=False)


EFFECTS.register("Perfume", [perfume_echo, perfume_1])


# --- Bangle (red, castle) ------------------------------------------------------------------

BANGLE_FORESHADOW, BANGLE_TUCK = "foreshadow", "tuck"


def bangle_echo(ctx: Context):
    """Echo: tuck a 1 from your hand (mandatory when you hold one)."""
    ones = [name for name in ctx.hand() if ctx.value(name) == ctx.effect_age(1)]
    name = yield from ctx.choose_one(ones, kind="tuck", prompt="Tuck a 1 from your hand")
    if name is not None:
        ctx.tuck(name)


def bangle_1(ctx: Context):
    """Choose: draw and foreshadow a 2, or tuck a 2 from your forecast (offered only when the
    forecast holds a 2; without one the draw is made without asking)."""
    twos = [name for name in ctx.forecast() if ctx.value(name) == ctx.effect_age(2)]
    branch = BANGLE_FORESHADOW
    if twos:
        branch = yield from ctx.choose_one([BANGLE_FORESHADOW, BANGLE_TUCK], kind="branch",
                                           prompt="Draw and foreshadow a 2, or tuck a 2 from your forecast")
    if branch == BANGLE_FORESHADOW:
        ctx.draw_and_foreshadow(2)
        return
    name = yield from ctx.choose_one(twos, kind="tuck", prompt="Tuck a 2 from your forecast")
    ctx.tuck(name, ctx.zone("forecast"))


def bangle_2(ctx: Context):
    """If your forecast is empty, draw and foreshadow a 3."""
    if not ctx.forecast():
        ctx.draw_and_foreshadow(3)


EFFECTS.register("Bangle", [bangle_echo, bangle_1, bangle_2])


# --- Candles (red, lightbulb) --------------------------------------------------------------

def candles_echo(ctx: Context):
    """Echo: if no player has fewer points than you (bonuses counted), draw a 3."""
    mine = ctx.points()
    if all(ctx.points(seat) >= mine for seat in ctx.others()):
        ctx.draw(3)


def candles_1(ctx: Context):
    """Demand: transfer a card with a castle or a lightbulb from your hand to my hand; if you
    did, draw a 1."""
    offered = [name for name in ctx.hand()
               if ctx.info(name).has_icon("castle") or ctx.info(name).has_icon("lightbulb")]
    name = yield from ctx.choose_one(offered, kind="transfer",
                                     prompt="Transfer a card with a castle or a lightbulb to the hand of the "
                                            "player who demands it")
    if name is None:
        return
    ctx.transfer(name, ctx.zone("hand"), ctx.zone("hand", ctx.launcher))
    ctx.draw(1)


EFFECTS.register("Candles", [candles_echo, candles_1])


# --- Ice Skates (green, crown) -------------------------------------------------------------

ICE_SKATES_MELD, ICE_SKATES_FORESHADOW = "meld a 2", "foreshadow a 3"


def ice_skates_1(ctx: Context):
    """Only if foreseen: junk every card of the 1 deck and of the 2 deck."""
    if ctx.foreseen:
        ctx.junk_deck(1)
        ctx.junk_deck(2)


def ice_skates_2(ctx: Context):
    """Optional: return up to two cards from your hand; for each, draw and meld a 2 or draw and
    foreshadow a 3 (your choice each time). Then, as one source prints it
    (cards.readings.ice_skates_closing_return), return your highest top card."""
    returned = yield from ctx.choose(ctx.hand(), kind="return", min=0, max=2,
                                     prompt="You may return up to two cards from your hand")
    yield from return_all(ctx, returned)
    for _ in returned:
        branch = yield from ctx.choose_one([ICE_SKATES_MELD, ICE_SKATES_FORESHADOW], kind="branch",
                                           prompt="Draw and meld a 2, or draw and foreshadow a 3")
        if branch == ICE_SKATES_MELD:
            ctx.draw_and_meld(2)
        else:
            ctx.draw_and_foreshadow(3)
    if ctx.rules.cards.readings.ice_skates_closing_return == "no-return":
        return
    name = yield from ctx.choose_one(ctx.highest(ctx.top_cards()), kind="return",
                                     prompt="Return your highest top card")
    if name is not None:
        ctx.return_card(name, ctx.zone("board"))


EFFECTS.register("Ice Skates", [ice_skates_1, ice_skates_2])


# --- Chopsticks (yellow, leaf) -------------------------------------------------------------

def chopsticks_echo(ctx: Context):
    """Echo, optional: draw and foreshadow a 1."""
    if (yield from confirm(ctx, "confirm", "Draw and foreshadow a 1?")):
        ctx.draw_and_foreshadow(1)


def chopsticks_1(ctx: Context):
    """Optional: junk the 1 deck (not offered when it is empty: there is nothing to junk); if
    you did, achieve the highest card in the junk if you are eligible for it."""
    if not ctx.gs.supply.get(ctx.effect_age(1)):
        return
    if not (yield from confirm(ctx, "confirm", "Junk every card of the 1 deck?")):
        return
    ctx.junk_deck(1)
    yield from achieve_highest_junked(ctx)


EFFECTS.register("Chopsticks", [chopsticks_echo, chopsticks_1])


# --- Noodles (yellow, castle) --------------------------------------------------------------

def _ones(ctx: Context, seat: int | None = None) -> list[str]:
    return [name for name in ctx.hand(seat) if ctx.value(name) == ctx.effect_age(1)]


def noodles_1(ctx: Context):
    """If your hand holds more 1s than every opponent's, draw and score a 2."""
    mine = len(_ones(ctx))
    if all(mine > len(_ones(ctx, seat)) for seat in ctx.opponents()):
        ctx.draw_and_score(2)


def noodles_2(ctx: Context):
    """Draw and reveal a 1; if it is yellow, score every 1 in your hand (it included)."""
    name = ctx.draw_and_reveal(1)
    if name is not None and ctx.info(name).color == "yellow":
        for one in _ones(ctx):
            ctx.score(one)


EFFECTS.register("Noodles", [noodles_1, noodles_2])


# --- Soap (yellow, leaf) -------------------------------------------------------------------

def soap_1(ctx: Context):
    """Choose a colour, then you may tuck any number of your hand cards of that colour; if you
    tucked one and your top card of that colour is now higher than each opponent's (none
    counts as 0), you may achieve a card from your hand you are eligible for. Only the colours
    of your hand cards are offered: another colour could tuck nothing."""
    color = yield from ctx.choose_one(sorted({ctx.info(name).color for name in ctx.hand()}, key=COLORS.index),
                                      kind="color", prompt="Choose a colour (you may tuck hand cards of it)")
    if color is None:
        return
    matching = [name for name in ctx.hand() if ctx.info(name).color == color]
    picked = yield from ctx.choose(matching, kind="tuck", min=0, max=len(matching),
                                   prompt=f"You may tuck any of your {color} cards")
    order = yield from in_order(ctx, picked, "color", kind="tuck_order",
                                prompt="Order the tucked cards (first listed goes under first)")
    for name in order:
        ctx.tuck(name)
    if not order:
        return
    mine = ctx.value(ctx.top_card(color))
    if any(ctx.value(ctx.top_card(color, seat)) >= mine for seat in ctx.opponents()):
        return
    offered = [name for name in ctx.hand() if eligible(ctx.gs, ctx.player, ctx.value(name))]
    name = yield from ctx.choose_one(offered, optional=True, kind="achieve",
                                     prompt="You may achieve a card from your hand")
    if name is not None:
        ctx.achieve_card(name, ctx.zone("hand"))


EFFECTS.register("Soap", [soap_1])


# --- Bell (purple, castle) -----------------------------------------------------------------

def bell_echo(ctx: Context):
    """Echo, optional: score a card from your hand."""
    name = yield from ctx.choose_one(ctx.hand(), optional=True, kind="score",
                                     prompt="You may score a card from your hand")
    if name is not None:
        ctx.score(name)


def bell_1(ctx: Context):
    """Draw and foreshadow a 1, then draw and foreshadow a 2."""
    ctx.draw_and_foreshadow(1)
    ctx.draw_and_foreshadow(2)


def bell_2(ctx: Context):
    """Only if foreseen: return every card of every hand, yours first, then each other player's
    clockwise; each hand's owner orders their cards going under one deck."""
    if not ctx.foreseen:
        return
    for seat in [ctx.player, *ctx.others()]:
        hand = ctx.hand(seat)
        order = yield from in_order(ctx, hand, home_deck(ctx), kind="return_order", player=seat,
                                    prompt="Order the cards returned to one deck (first listed goes under first)")
        for name in order:
            ctx.return_card(name, ctx.zone("hand", seat), seat)


EFFECTS.register("Bell", [bell_echo, bell_1, bell_2])


# --- Flute (purple, crown) -----------------------------------------------------------------

def flute_echo(ctx: Context):
    """Echo, optional: splay one of your colours left."""
    yield from optional_splay(ctx, COLORS, "left")


def flute_1(ctx: Context):
    """Demand: return an expansion card from your hand, if you have one."""
    offered = [name for name in ctx.hand() if ctx.is_expansion_card(name)]
    name = yield from ctx.choose_one(offered, kind="return", prompt="Return an expansion card from your hand")
    if name is not None:
        ctx.return_card(name)


def flute_2(ctx: Context):
    """Draw and reveal an Echoes 1 (it stays in hand); if it shows a bonus, draw a 1."""
    name = ctx.draw(1, deck="echoes")
    if name is None:
        return
    ctx.reveal(name)
    if ctx.info(name).bonuses:
        ctx.draw(1)


EFFECTS.register("Flute", [flute_echo, flute_1, flute_2])


# --- Puppet (purple, castle) ---------------------------------------------------------------

def puppet_1(ctx: Context):
    """Junk an available standard achievement whose value some card of your score pile has
    (your choice of value; mandatory; nothing when none has)."""
    held = {ctx.value(name) for name in ctx.score_pile()}
    values = [age for age in sorted(ctx.available_standard()) if age in held]
    age = yield from ctx.choose_one(values, kind="junk_achievement",
                                    prompt="Choose the value of the available achievement to junk")
    if age is None:
        return
    name = yield from ctx.pick_achievement(age, prompt=f"Choose the achievement of value {age} to junk")
    if name is not None:
        ctx.junk(name, ("standard",))


EFFECTS.register("Puppet", [puppet_1])
