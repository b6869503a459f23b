"""Age 3 of the Echoes set: Almanac, Magnifying Glass, Katana, Liquid Fire, Charitable Trust,
Homing Pigeons, Deodorant, Sandpaper, Novel, Sunglasses. One function per printed effect, the
echo effect first.

Rules as stated in engine/data/cards/echoes-ultimate.json, with the conventions of the age-1
module (an optional pick has `min` 0, a pick with one possible answer is not asked, cards going
under one deck are returned in the order the player gives). Where the card notes record a
difference between the two sources that changes play, the card reads `cards.readings`:

- Almanac: DH4 prints a first dogma effect (return a forecast card showing a bonus, then draw
  and score one higher) that BGA4's text lacks (`almanac_returns_from_forecast`);
- Liquid Fire: with no visible bonus, DH4's code does nothing, where the text read literally
  draws a card of value 0 (a 1 while age 0 is out of play) (`liquid_fire_no_bonus`).

Charitable Trust's two texts (any card its echo effect drew this action, DH4, or the last one,
BGA4) differ only when its echo effect runs twice for one player in one action: its echo runs
once per player in a Dogma action, so that takes a self- or super-execution of Charitable Trust
inside an action that already ran its echo, which no card of ages 1 to 4 does. This module plays
DH4's wording, which reads as BGA4's whenever the echo draws once (left for a reading if a later
card makes the difference reachable). Liquid Fire's texts differ in "draw and reveal" (DH4)
against "draw" (BGA4): the card goes to the launcher's forecast either way, so only what the
players see differs, not the position.

    >>> [f.__name__ for f in EFFECTS.lookup("Almanac", "fourth-edition")]
    ['almanac_echo', 'almanac_1', 'almanac_2']
"""

from __future__ import annotations

from ... import zones
from ...achievements import eligible
from ...cards import COLORS, COUNTED_ICONS
from ...effects import Context
from ..helpers import optional_splay, splayable, tops, tops_with
from .returning import return_all
from .wordings import EFFECTS


def standard_available(ctx: Context) -> list[str]:
    """Every available standard achievement, lowest value first (with Figures, extras too)."""
    return [name for age in sorted(ctx.available_standard()) for name in ctx.available_of_value(age)]


# --- Almanac (blue, leaf) ------------------------------------------------------------------

def almanac_echo(ctx: Context):
    """Echo: draw an Echoes 4 and foreshadow it."""
    ctx.draw_and_foreshadow(4, deck="echoes")


def almanac_1(ctx: Context):
    """Optional: return a card of your forecast that shows a bonus; if you did, draw and score a
    card one higher than that bonus (DH4's text only: see the module's readings)."""
    if not ctx.rules.cards.readings.almanac_returns_from_forecast:
        return
    with_bonus = [name for name in ctx.forecast() if ctx.info(name).bonuses]
    picked = yield from ctx.choose_one(with_bonus, optional=True, kind="return",
                                       prompt="You may return a card with a bonus from your forecast "
                                              "(then draw and score a card one higher than its bonus)")
    if picked is None:
        return
    ctx.return_card(picked, ctx.zone("forecast"))
    ctx.draw_and_score(max(ctx.info(picked).bonuses) + 1, written=False)


def almanac_2(ctx: Context):
    """If Almanac was foreseen: choose another player and foreshadow every card of their forecast
    (oldest first, while your forecast has room: the cards are hidden from you, so there is no
    choosing among them)."""
    if not ctx.foreseen:
        return
    seat = yield from ctx.choose_player(ctx.others(), kind="player",
                                        prompt="Choose a player whose forecast you foreshadow")
    if seat is None:
        return
    for name in ctx.forecast(seat):
        if not ctx.foreshadow(name, ctx.zone("forecast", seat)):
            return


EFFECTS.register("Almanac", [almanac_echo, almanac_1, almanac_2])


# --- Magnifying Glass (blue, lightbulb) ----------------------------------------------------

def magnifying_glass_echo(ctx: Context):
    """Echo: draw a 4, then return a card from your hand."""
    ctx.draw(4)
    picked = yield from ctx.choose(ctx.hand(), kind="return", prompt="Return a card from your hand")
    for name in picked:
        ctx.return_card(name)


def magnifying_glass_1(ctx: Context):
    """Optional: return exactly three cards of one value from your hand; if you did, draw a card
    two higher. Asked as the value first (only values held three times or more), then which
    three when more are held, then their order under one deck."""
    hand = ctx.hand()
    values = sorted({ctx.value(n) for n in hand if sum(ctx.value(m) == ctx.value(n) for m in hand) >= 3})
    value = yield from ctx.choose_one(values, optional=True, kind="return_value",
                                      prompt="You may return three cards of one value from your hand "
                                             "(then draw a card two higher): choose the value")
    if value is None:
        return
    picked = yield from ctx.choose([n for n in hand if ctx.value(n) == value], kind="return", min=3, max=3,
                                   prompt=f"Choose the three {value}s to return")
    yield from return_all(ctx, picked)
    ctx.draw(value + 2, written=False)


def magnifying_glass_2(ctx: Context):
    """Optional: splay your yellow or your blue pile left."""
    yield from optional_splay(ctx, ["yellow", "blue"], "left")


EFFECTS.register("Magnifying Glass", [magnifying_glass_echo, magnifying_glass_1, magnifying_glass_2])


# --- Katana (red, castle) ------------------------------------------------------------------

def katana_1(ctx: Context):
    """Demand: transfer two of your top cards with a castle to the launcher's score pile (as many
    as you have); if exactly one went and Katana was foreseen, junk every available standard
    achievement."""
    castles = tops_with(ctx, "castle")
    picked = yield from ctx.choose(castles, kind="transfer", min=2, max=2,
                                   prompt="Transfer two of your top cards with a castle to the launcher's score pile")
    for name in picked:
        ctx.transfer(name, ctx.zone("board"), ctx.zone("score", ctx.launcher))
    if len(picked) != 1 or not ctx.foreseen:
        return
    for name in standard_available(ctx):
        ctx.junk(name, zones.STANDARD)


EFFECTS.register("Katana", [katana_1])


# --- Liquid Fire (red, lightbulb) ----------------------------------------------------------

def liquid_fire_1(ctx: Context):
    """Demand: draw and reveal a card of your highest visible bonus and transfer it to the
    launcher's forecast; a red one takes your whole hand to the launcher's score pile too.
    With no visible bonus: `cards.readings.liquid_fire_no_bonus`."""
    bonuses = ctx.bonuses()
    if not bonuses and ctx.rules.cards.readings.liquid_fire_no_bonus == "nothing":
        return
    drawn = ctx.draw_and_reveal(max(bonuses, default=0), written=False)
    if drawn is None or drawn not in ctx.hand():
        return
    ctx.transfer(drawn, ctx.zone("hand"), ctx.zone("forecast", ctx.launcher))
    if ctx.info(drawn).color != "red":
        return
    for name in ctx.hand():
        ctx.transfer(name, ctx.zone("hand"), ctx.zone("score", ctx.launcher))


EFFECTS.register("Liquid Fire", [liquid_fire_1])


# --- Charitable Trust (green, crown) -------------------------------------------------------

def charitable_trust_echo(ctx: Context):
    """Echo: choose 3 or 4 and draw a card of that value (remembered for this action)."""
    value = yield from ctx.choose_one([3, 4], kind="value", prompt="Choose the value to draw: 3 or 4")
    drawn = ctx.draw(value)
    if drawn is not None:
        ctx.action_memory.cards_per_player.setdefault(ctx.player, []).append(drawn)


def charitable_trust_1(ctx: Context):
    """Optional: meld a card Charitable Trust's echo effect drew for you during this action (still
    in hand); a 3 achieves your top green card if you are eligible for it, a 4 returns it."""
    drawn = ctx.action_memory.cards_per_player.get(ctx.player, [])
    candidates = [name for name in ctx.hand() if name in drawn]
    picked = yield from ctx.choose_one(candidates, optional=True, kind="meld",
                                       prompt="You may meld the card Charitable Trust's echo effect drew")
    if picked is None:
        return
    ctx.meld(picked)
    top = ctx.top_card("green")
    if top is None:
        return
    if ctx.value(picked) == 3 and eligible(ctx.gs, ctx.player, ctx.value(top)):
        ctx.achieve_card(top, ctx.zone("board"))
    elif ctx.value(picked) == 4:
        ctx.return_card(top, ctx.zone("board"))


EFFECTS.register("Charitable Trust", [charitable_trust_echo, charitable_trust_1])


# --- Homing Pigeons (green, leaf) ----------------------------------------------------------

def homing_pigeons_1(ctx: Context):
    """Demand: return two cards from your score pile whose values match cards in the launcher's
    hand (as many as you have)."""
    values = {ctx.value(name) for name in ctx.hand(ctx.launcher)}
    matching = [name for name in ctx.score_pile() if ctx.value(name) in values]
    picked = yield from ctx.choose(matching, kind="return", min=2, max=2,
                                   prompt="Return two cards from your score pile of values in the launcher's hand")
    yield from return_all(ctx, picked, ctx.zone("score"))


def homing_pigeons_2(ctx: Context):
    """Optional: splay your red or your green pile left; if Homing Pigeons was foreseen, splay
    every colour left."""
    yield from optional_splay(ctx, ["red", "green"], "left")
    if ctx.foreseen:
        for color in COLORS:
            ctx.splay(color, "left")


EFFECTS.register("Homing Pigeons", [homing_pigeons_1, homing_pigeons_2])


# --- Deodorant (yellow, crown) -------------------------------------------------------------

def deodorant_echo(ctx: Context):
    """Echo: draw and meld a 3."""
    ctx.draw_and_meld(3)


def deodorant_1(ctx: Context):
    """A top card with a castle: draw and meld a 3; otherwise draw a 4."""
    if tops_with(ctx, "castle"):
        ctx.draw_and_meld(3)
    else:
        ctx.draw(4)


def deodorant_2(ctx: Context):
    """A top card with a factory: junk every card of the 4 deck."""
    if tops_with(ctx, "factory"):
        ctx.junk_deck(4)


EFFECTS.register("Deodorant", [deodorant_echo, deodorant_1, deodorant_2])


# --- Sandpaper (yellow, crown) -------------------------------------------------------------

def sandpaper_1(ctx: Context):
    """Optional: return any number of cards from your hand; draw a 3 for each."""
    hand = ctx.hand()
    picked = yield from ctx.choose(hand, kind="return", min=0, max=len(hand),
                                   prompt="You may return any number of cards from your hand (a 3 drawn for each)")
    yield from return_all(ctx, picked)
    for _ in picked:
        ctx.draw(3)


def sandpaper_2(ctx: Context):
    """Meld a card from your hand."""
    picked = yield from ctx.choose(ctx.hand(), kind="meld", prompt="Meld a card from your hand")
    for name in picked:
        ctx.meld(name)


def sandpaper_3(ctx: Context):
    """If Sandpaper was foreseen: foreshadow every card of your hand; when they do not all fit
    your forecast, you choose the ones that go."""
    if not ctx.foreseen:
        return
    room = max(0, ctx.forecast_limit() - len(ctx.forecast()))
    picked = yield from ctx.choose(ctx.hand(), kind="foreshadow", min=room, max=room,
                                   prompt=f"Choose the {room} card(s) of your hand to foreshadow")
    for name in picked:
        ctx.foreshadow(name)


EFFECTS.register("Sandpaper", [sandpaper_1, sandpaper_2, sandpaper_3])


# --- Novel (purple, crown) -----------------------------------------------------------------

def novel_echo(ctx: Context):
    """Echo: return every card of your forecast."""
    yield from return_all(ctx, ctx.forecast(), ctx.zone("forecast"))


def novel_1(ctx: Context):
    """Draw a 3."""
    ctx.draw(3)


def novel_2(ctx: Context):
    """Optional: splay your purple pile left."""
    yield from optional_splay(ctx, ["purple"], "left")


def novel_3(ctx: Context):
    """Claim Supremacy when you have a non-purple top card and every non-purple top card shares
    one icon type other than the crown (the avatar counts; hexes and echo slots never do)."""
    others = [name for name in tops(ctx) if ctx.info(name).color != "purple"]
    if not others:
        return
    if any(all(ctx.info(name).has_icon(icon) for name in others) for icon in COUNTED_ICONS if icon != "crown"):
        ctx.claim_special("Supremacy")


EFFECTS.register("Novel", [novel_echo, novel_1, novel_2, novel_3])


# --- Sunglasses (purple, castle) -----------------------------------------------------------

def sunglasses_echo(ctx: Context):
    """Echo: score a card from your hand of one of your splayed colours."""
    splayed = {color for color in COLORS if ctx.splay_of(color) != "none"}
    options = [name for name in ctx.hand() if ctx.info(name).color in splayed]
    picked = yield from ctx.choose(options, kind="score",
                                   prompt="Score a card from your hand of one of your splayed colours")
    for name in picked:
        ctx.score(name)


def _sunglasses_moves(ctx: Context) -> dict[str, list[str]]:
    """The splays Sunglasses offers, by the colour that would be splayed: purple in the direction
    of another splayed colour, or another colour in purple's direction (only splays that change
    a pile)."""
    moves: dict[str, list[str]] = {}
    directions = sorted({ctx.splay_of(c) for c in COLORS if c != "purple"} - {"none"})
    purple = [d for d in directions if splayable(ctx, ["purple"], d)]
    if purple:
        moves["purple"] = purple
    direction = ctx.splay_of("purple")
    if direction != "none":
        for color in splayable(ctx, [c for c in COLORS if c != "purple"], direction):
            moves[color] = [direction]
    return moves


def sunglasses_1(ctx: Context):
    """Optional: splay your purple pile as another colour is splayed, or another colour as your
    purple pile is. Asked as the colour to splay, then the direction when purple has two."""
    moves = _sunglasses_moves(ctx)
    color = yield from ctx.choose_one(list(moves), optional=True, kind="splay",
                                      prompt="You may splay purple as another colour is splayed, or another "
                                             "colour as purple is: choose the colour to splay")
    if color is None:
        return
    direction = yield from ctx.choose_one(moves[color], kind="direction",
                                          prompt=f"Choose the direction to splay {color}")
    ctx.splay(color, direction)


EFFECTS.register("Sunglasses", [sunglasses_echo, sunglasses_1])


__all__ = ["standard_available"]
