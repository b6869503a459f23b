"""Age 6 of the Echoes set: Bifocals, Stethoscope, Loom, Shrapnel, Hot Air Balloon, Steamboat,
Dentures, Morphine, Indian Clubs, Kaleidoscope. One function per printed effect, the echo effect
first.

Rules as stated in engine/data/cards/echoes-ultimate.json, with its notes:
- Hot Air Balloon: the sources differ on whose top card may be achieved (another player's, or
  an opponent's: a partner's only in a team game); variant cards.readings.hot_air_balloon_players.
- Bifocals: with no available standard achievement the text names no value; nothing is drawn,
  or (battlestar's "value 0") a 1: variant cards.readings.bifocals_no_achievement.
- Dentures: with no card tucked by Dentures' echo effect in the action (self-executed from
  elsewhere), there is no colour, and the effect does nothing (as battlestar does).
- Morphine: with nothing returned by its demand there is no highest card; nothing is drawn (as
  battlestar does), or, read literally, a 1: variant cards.readings.morphine_nothing_returned.
- Loom: Heritage's count is the pile's visible hexes, a music note counting as one.
- Shrapnel: inside the demand the affected player scores, so the launcher's bottom card goes to
  the affected player's score pile.

    >>> [f.__name__ for f in EFFECTS.lookup("Morphine", "fourth-edition")]
    ['morphine_echo', 'morphine_1', 'morphine_2', 'morphine_3']
"""

from __future__ import annotations

from ...achievements import eligible
from ...cards import COLORS
from ...effects import Context
from .. import helpers
from ..helpers import optional_splay, tops
from .returning import return_all
from .wordings import EFFECTS

# --- Bifocals (blue, crown) ----------------------------------------------------------------

def bifocals_echo(ctx: Context):
    """Echo: return a card from your forecast."""
    picked = yield from ctx.choose(ctx.forecast(), kind="return", prompt="Return a card from your forecast")
    for name in picked:
        ctx.return_card(name, ctx.zone("forecast"))


def bifocals_1(ctx: Context):
    """Draw and foreshadow a 7; then, if Bifocals was foreseen, draw and foreshadow a card of the
    lowest value among the available standard achievements (none available: nothing, or a 1, by
    the variant's cards.readings.bifocals_no_achievement)."""
    ctx.draw_and_foreshadow(7)
    if not ctx.foreseen:
        return
    available = ctx.available_standard()
    if available:
        ctx.draw_and_foreshadow(min(available), written=False)
    elif ctx.rules.cards.readings.bifocals_no_achievement == "draws-a-1":
        ctx.draw_and_foreshadow(1, written=False)


def bifocals_2(ctx: Context):
    """Optional: splay your green pile right; if you did, splay any one of your colours up."""
    if (yield from optional_splay(ctx, ["green"], "right")) is None:
        return
    options = helpers.splayable(ctx, COLORS, "up")
    color = yield from ctx.choose_one(options, kind="splay", prompt="Splay one of your colours up")
    if color is not None:
        ctx.splay(color, "up")


EFFECTS.register("Bifocals", [bifocals_echo, bifocals_1, bifocals_2])


# --- Stethoscope (blue, lightbulb) ---------------------------------------------------------

def stethoscope_echo(ctx: Context):
    """Echo: meld a blue or yellow card from your hand (remembered when blue, for the dogma)."""
    options = [name for name in ctx.hand() if ctx.info(name).color in ("blue", "yellow")]
    picked = yield from ctx.choose(options, kind="meld", prompt="Meld a blue or yellow card from your hand")
    for name in picked:
        ctx.meld(name)
        if ctx.info(name).color == "blue":
            ctx.memory.per_player[ctx.player] = ctx.memory.per_player.get(ctx.player, 0) + 1


def stethoscope_1(ctx: Context):
    """Draw a 7; if Stethoscope's echo effect melded a blue card of yours in this action, also
    draw an 8, and then, if Stethoscope was foreseen, a 9."""
    ctx.draw(7)
    if not ctx.memory.per_player.get(ctx.player):
        return
    ctx.draw(8)
    if ctx.foreseen:
        ctx.draw(9)


def stethoscope_2(ctx: Context):
    """Optional: splay your yellow pile right."""
    yield from optional_splay(ctx, ["yellow"], "right")


EFFECTS.register("Stethoscope", [stethoscope_echo, stethoscope_1, stethoscope_2])


# --- Loom (red, factory) -------------------------------------------------------------------

def loom_echo(ctx: Context):
    """Echo: score your lowest top card (your choice among ties)."""
    picked = yield from ctx.choose(ctx.lowest(tops(ctx)), kind="score", prompt="Score your lowest top card")
    for name in picked:
        ctx.score(name, ctx.zone("board"))


def loom_1(ctx: Context):
    """Optional: return two score cards of different values; if you did, draw and tuck a 6
    three times. The pair is picked card by card: the second among the values the first is not."""
    score = ctx.score_pile()
    options = [name for name in score if any(ctx.value(other) != ctx.value(name) for other in score)]
    first = yield from ctx.choose_one(options, optional=True, kind="return",
                                      prompt="You may return two score cards of different values (the first)")
    if first is None:
        return
    second = yield from ctx.choose_one([name for name in score if ctx.value(name) != ctx.value(first)],
                                       kind="return", prompt="Return a second score card of another value")
    for name in (first, second):
        ctx.return_card(name, ctx.zone("score"))
    for _ in range(3):
        ctx.draw_and_tuck(6)


def loom_2(ctx: Context):
    """With five or more visible hexes in one of your piles, claim Heritage (if available)."""
    if any(ctx.hexes(color) >= 5 for color in COLORS):
        ctx.claim_special("Heritage")


EFFECTS.register("Loom", [loom_echo, loom_1, loom_2])


# --- Shrapnel (red, factory) ---------------------------------------------------------------

def shrapnel_1(ctx: Context):
    """Demand: draw and tuck a 6; move the top two cards of its colour from your board to the
    launcher's score pile; then score the bottom card of that colour of the launcher's board
    (into your own score pile: you perform the demand)."""
    tucked = ctx.draw_and_tuck(6)
    if tucked is None:
        return
    color = ctx.info(tucked).color
    for name in ctx.pile(color)[:2]:
        ctx.transfer(name, ctx.zone("board"), ctx.zone("score", ctx.launcher))
    theirs = ctx.pile(color, ctx.launcher)
    if theirs:
        ctx.score(theirs[-1], ctx.zone("board", ctx.launcher))


EFFECTS.register("Shrapnel", [shrapnel_1])


# --- Hot Air Balloon (green, lightbulb) ----------------------------------------------------

def hot_air_balloon_echo(ctx: Context):
    """Echo: draw and score a 7."""
    ctx.draw_and_score(7)


def hot_air_balloon_1(ctx: Context):
    """Optional: achieve another player's top card (an opponent's, by the variant's reading) when
    they hold an achievement of its value and you are eligible for it; if you did, your top green
    card goes to their board; if not, draw and meld a 7."""
    players = ctx.others() if ctx.rules.cards.readings.hot_air_balloon_players == "other-players" else ctx.opponents()
    owners = {}
    for seat in players:
        held = {ctx.achievement_value(name) for name in ctx.achievements(seat)}
        for name in tops(ctx, seat):
            if ctx.value(name) in held and eligible(ctx.gs, ctx.player, ctx.value(name)):
                owners[name] = seat
    picked = yield from ctx.choose(list(owners), kind="achieve", min=0,
                                   prompt="You may achieve another player's top card")
    if not picked:
        ctx.draw_and_meld(7)
        return
    owner = owners[picked[0]]
    ctx.achieve_card(picked[0], ctx.zone("board", owner))
    green = ctx.top_card("green")
    if green is not None:
        ctx.transfer(green, ctx.zone("board"), ctx.zone("board", owner))


EFFECTS.register("Hot Air Balloon", [hot_air_balloon_echo, hot_air_balloon_1])


# --- Steamboat (green, crown) --------------------------------------------------------------

def steamboat_1(ctx: Context):
    """Demand: draw and reveal a 6. Blue or yellow: it and the rest of your hand go to the
    launcher's hand. Red or green: keep it, and move two score cards to the launcher's score
    pile. Purple: nothing more."""
    drawn = ctx.draw_and_reveal(6)
    if drawn is None:
        return
    color = ctx.info(drawn).color
    if color in ("blue", "yellow"):
        for name in ctx.hand():
            ctx.transfer(name, ctx.zone("hand"), ctx.zone("hand", ctx.launcher))
    elif color in ("red", "green"):
        picked = yield from ctx.choose(ctx.score_pile(), kind="transfer", min=2, max=2,
                                       prompt="Transfer two cards from your score pile to the launcher's")
        for name in picked:
            ctx.transfer(name, ctx.zone("score"), ctx.zone("score", ctx.launcher))


EFFECTS.register("Steamboat", [steamboat_1])


# --- Dentures (yellow, factory) ------------------------------------------------------------

def dentures_echo(ctx: Context):
    """Echo: draw and tuck a 6 (its colour remembered for the dogma)."""
    tucked = ctx.draw_and_tuck(6)
    if tucked is not None:
        ctx.memory.cards[ctx.player] = tucked


def dentures_1(ctx: Context):
    """In the colour of the card you last tucked with Dentures in this action, score the top two
    cards of your pile that are not its bottom card (one, from a pile of two); with none, draw
    and tuck a 6 and do it again in that card's colour."""
    while ctx.repeats():
        tucked = ctx.memory.cards.get(ctx.player)
        if tucked is None:
            return
        pile = ctx.pile(ctx.info(tucked).color)
        scored = pile[:-1][:2]
        if scored:
            for name in scored:
                ctx.score(name, ctx.zone("board"))
            return
        again = ctx.draw_and_tuck(6)
        if again is None:
            return
        ctx.memory.cards[ctx.player] = again


def dentures_2(ctx: Context):
    """Optional: splay your blue pile right."""
    yield from optional_splay(ctx, ["blue"], "right")


EFFECTS.register("Dentures", [dentures_echo, dentures_1, dentures_2])


# --- Morphine (yellow, lightbulb) ----------------------------------------------------------

def morphine_echo(ctx: Context):
    """Echo: score an odd-valued card from your hand."""
    options = [name for name in ctx.hand() if ctx.value(name) % 2]
    picked = yield from ctx.choose(options, kind="score", prompt="Score an odd-valued card from your hand")
    for name in picked:
        ctx.score(name)


def morphine_1(ctx: Context):
    """Demand: return every odd-valued card in your hand, then draw a 6. The highest value
    returned is kept for the whole action (the third effect reads it)."""
    returned = [name for name in ctx.hand() if ctx.value(name) % 2]
    yield from return_all(ctx, returned)
    if returned:
        highest = max(ctx.value(name) for name in returned)
        memory = ctx.action_memory.per_player
        memory[ctx.player] = max(highest, memory.get(ctx.player, 0))
    ctx.draw(6)


def morphine_2(ctx: Context):
    """Draw a card one higher than the highest card Morphine's demand returned in this action
    (nothing returned: nothing, or a 1, by the variant's cards.readings.morphine_nothing_returned)."""
    returned = ctx.action_memory.per_player
    if returned:
        ctx.draw(max(returned.values()) + 1, written=False)
    elif ctx.rules.cards.readings.morphine_nothing_returned == "draws-a-1":
        ctx.draw(1, written=False)


def morphine_3(ctx: Context):
    """Optional: splay your red pile right."""
    yield from optional_splay(ctx, ["red"], "right")


EFFECTS.register("Morphine", [morphine_echo, morphine_1, morphine_2, morphine_3])


# --- Indian Clubs (purple, leaf) -----------------------------------------------------------

def indian_clubs_1(ctx: Context):
    """Demand: return two cards from your score pile; every one of them if Indian Clubs was
    foreseen."""
    score = ctx.score_pile()
    if ctx.foreseen:
        returned = score
    else:
        returned = yield from ctx.choose(score, kind="return", min=2, max=2,
                                         prompt="Return two cards from your score pile")
    yield from return_all(ctx, returned, ctx.zone("score"))


def indian_clubs_2(ctx: Context):
    """For each value in your score pile, score a card of that value from your hand (if any)."""
    for value in sorted({ctx.value(name) for name in ctx.score_pile()}):
        options = [name for name in ctx.hand() if ctx.value(name) == value]
        picked = yield from ctx.choose(options, kind="score", prompt=f"Score a {value} from your hand")
        for name in picked:
            ctx.score(name)


EFFECTS.register("Indian Clubs", [indian_clubs_1, indian_clubs_2])


# --- Kaleidoscope (purple, lightbulb) ------------------------------------------------------

def kaleidoscope_1(ctx: Context):
    """Draw and meld a 7; you may splay its colour right."""
    melded = ctx.draw_and_meld(7)
    if melded is not None:
        yield from optional_splay(ctx, [ctx.info(melded).color], "right")


def kaleidoscope_2(ctx: Context):
    """Junk an available achievement of the value your visible lightbulbs count; if Kaleidoscope
    was foreseen, also every available achievement of a lower value."""
    count = ctx.icons()["lightbulb"]
    name = yield from ctx.pick_achievement(count, prompt=f"Choose the achievement of value {count} to junk")
    if name is not None:
        ctx.junk(name, ctx.zone("standard"))
    if not ctx.foreseen:
        return
    for age in sorted(ctx.available_standard()):
        if age < count:
            for lower in ctx.available_of_value(age):
                ctx.junk(lower, ctx.zone("standard"))


EFFECTS.register("Kaleidoscope", [kaleidoscope_1, kaleidoscope_2])
