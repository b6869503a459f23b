"""Age 7 of the Echoes set: Photography, Typewriter, Machine Gun, Rubber, Jeans, Telegraph,
Elevator, Fertilizer, Ice Cream, Saxophone. One function per printed effect, the echo effect
first.

Rules as stated in engine/data/cards/echoes-ultimate.json (our own words there and here).
Decisions follow the fourth-edition conventions (engine/innovation/sets/helpers.py): a mandatory
pick with one possible answer is made without asking, an optional one has `min` 0, an
either/or offers only the branches that can do something, and cards going under one deck are
returned in the order the player gives (an Echoes card and a base card of one value go under
different decks). "Choose a value" offers only the values that can change something (as
Encyclopedia does): a value no card has would end the effect anyway.

    >>> [f.__name__ for f in EFFECTS.lookup("Machine Gun", "fourth-edition")]
    ['machine_gun_echo', 'machine_gun_demand', 'machine_gun_2']
"""

from __future__ import annotations

from ... import zones
from ...achievements import eligible
from ...cards import COLORS
from ...effects import Context
from ...icons import visible_slots
from .. import helpers
from .returning import return_all, still_in_hand
from .wordings import EFFECTS


def junk_available_achievements(ctx: Context, count: int):
    """"Junk N available achievements (your choice)": standard ones (asked by value, as every
    fourth-edition junking of an achievement is: they lie face down) and special ones (by name),
    one at a time; when no more are available than still to junk, each goes without a question."""
    for _ in range(count):
        values = sorted(ctx.gs.standard)
        specials = ctx.available_specials()
        if not values and not specials:
            return
        options: list[int | str] = [*values, *specials]
        if len(ctx.available_achievements()) <= count:
            picked: int | str | None = options[0]
        else:
            picked = yield from ctx.choose_one(options, kind="junk_achievement",
                                               prompt="Choose an available achievement to junk (a value, or a "
                                                      "special achievement)")
        count -= 1
        if isinstance(picked, str):
            ctx.junk_special(picked)
        elif picked is not None:
            name = yield from ctx.pick_achievement(picked, prompt=f"Choose the achievement of value {picked} to junk")
            if name is not None:
                ctx.junk(name, zones.STANDARD)


def _tops_without_bonus(ctx: Context, exclude_color: str | None = None) -> list[str]:
    return [name for name in helpers.tops(ctx) if not ctx.info(name).bonuses and ctx.info(name).color != exclude_color]


def _score_a_top(ctx: Context, names: list[str]):
    picked = yield from ctx.choose(names, kind="score", prompt="Choose the top card to score")
    for name in picked:
        ctx.score(name, ctx.zone("board"))


# --- Photography (blue, lightbulb) ---------------------------------------------------------

def photography_echo(ctx: Context):
    """Echo: meld a card from your forecast."""
    picked = yield from ctx.choose(ctx.forecast(), kind="meld", prompt="Choose the card of your forecast to meld")
    for name in picked:
        ctx.meld(name, ctx.zone("forecast"))


def photography_demand(ctx: Context):
    """Demand: the affected player takes their highest top card into their own hand (their
    choice among ties)."""
    picked = yield from ctx.choose(ctx.highest(ctx.top_cards()), kind="transfer",
                                   prompt="Choose your highest top card to take into your hand")
    for name in picked:
        ctx.transfer(name, ctx.zone("board"), ctx.zone("hand"))


def photography_2(ctx: Context):
    """With three visible echo effects in one pile, claim History (if available); having claimed
    it in Photography's foreseen Dogma action, win."""
    if not any(len(ctx.visible_echo_effects(color)) >= 3 for color in COLORS):
        return
    if ctx.claim_special("History") and ctx.foreseen:
        ctx.win()


EFFECTS.register("Photography", [photography_echo, photography_demand, photography_2])


# --- Typewriter (blue, crown) --------------------------------------------------------------

def typewriter_1(ctx: Context):
    """Return your whole hand, draw a 6, then one card per colour among the returned cards, each
    of value one above the highest card in your hand when it is drawn."""
    returned = ctx.hand()
    colors = {ctx.info(name).color for name in returned}
    yield from return_all(ctx, returned)
    ctx.draw(6)
    for _ in colors:
        hand = ctx.hand()
        ctx.draw(max((ctx.value(name) for name in hand), default=0) + 1, written=False)


EFFECTS.register("Typewriter", [typewriter_1])


# --- Machine Gun (red, factory) ------------------------------------------------------------

def machine_gun_echo(ctx: Context):
    """Echo: with a top card of every colour (five), draw and score a 7."""
    if len(ctx.top_cards()) == len(COLORS):
        ctx.draw_and_score(7)


def machine_gun_demand(ctx: Context):
    """Demand: the affected player gives every top card showing a bonus to the launcher's score
    pile; if any went, they junk four available achievements of their choice and draw a 7."""
    given = [name for name in helpers.tops(ctx) if ctx.info(name).bonuses]
    for name in given:
        ctx.transfer(name, ctx.zone("board"), ctx.zone("score", ctx.launcher))
    if given:
        yield from junk_available_achievements(ctx, 4)
        ctx.draw(7)


def machine_gun_2(ctx: Context):
    """Return your top card of every colour but red."""
    yield from return_all(ctx, [name for name in helpers.tops(ctx) if ctx.info(name).color != "red"],
                          ctx.zone("board"))


EFFECTS.register("Machine Gun", [machine_gun_echo, machine_gun_demand, machine_gun_2])


# --- Rubber (red, factory) -----------------------------------------------------------------

def rubber_echo(ctx: Context):
    """Echo: draw and tuck an 8, twice."""
    ctx.draw_and_tuck(8)
    ctx.draw_and_tuck(8)


def rubber_1(ctx: Context):
    """Score one of your top cards showing no bonus."""
    yield from _score_a_top(ctx, _tops_without_bonus(ctx))


def rubber_2(ctx: Context):
    """Optional: splay your red pile up."""
    yield from helpers.optional_splay(ctx, ["red"], "up")


def rubber_3(ctx: Context):
    """Only in Rubber's foreseen Dogma action: foreshadow one of your top cards (with a full
    forecast nothing can go, so nothing is asked)."""
    if not ctx.foreseen or len(ctx.forecast()) >= ctx.forecast_limit():
        return
    picked = yield from ctx.choose(helpers.tops(ctx), kind="foreshadow", prompt="Choose a top card to foreshadow")
    for name in picked:
        ctx.foreshadow(name, ctx.zone("board"))


EFFECTS.register("Rubber", [rubber_echo, rubber_1, rubber_2, rubber_3])


# --- Jeans (green, leaf) -------------------------------------------------------------------

def jeans_echo(ctx: Context):
    """Echo: draw two 8s, foreshadow one of them (your choice) and return the other."""
    drawn = still_in_hand(ctx, [ctx.draw(8), ctx.draw(8)])
    picked = yield from ctx.choose(drawn, kind="foreshadow",
                                   prompt="Choose the drawn card to foreshadow (the other is returned)")
    for name in picked:
        ctx.foreshadow(name)
    yield from return_all(ctx, [name for name in drawn if name not in picked and name in ctx.hand()])


def jeans_1(ctx: Context):
    """Draw two cards of your top blue card's value (a 1 without one); meld one, return the
    other. Variant cards.readings.jeans_reveal: the two drawn cards are revealed first, or not
    (the card notes' SOURCE DISPUTE)."""
    blue = ctx.top_card("blue")
    age = 1 if blue is None else ctx.value(blue)
    drawn = still_in_hand(ctx, [ctx.draw(age, written=False), ctx.draw(age, written=False)])
    if ctx.rules.cards.readings.jeans_reveal == "revealed":
        for name in drawn:
            ctx.reveal(name)
    picked = yield from ctx.choose(drawn, kind="meld", prompt="Choose the drawn card to meld (the other is returned)")
    for name in picked:
        ctx.meld(name)
    yield from return_all(ctx, [name for name in drawn if name not in picked and name in ctx.hand()])


def jeans_2(ctx: Context):
    """Junk every card of the age-7 deck or of the age-8 deck (your choice)."""
    age = yield from ctx.choose_one([7, 8], kind="junk_deck", prompt="Choose the deck to junk: 7 or 8")
    if age is not None:
        ctx.junk_deck(age)


def jeans_3(ctx: Context):
    """Only in Jeans's foreseen Dogma action: take a card with a value (not a special
    achievement) from the junk into your hand."""
    if not ctx.foreseen:
        return
    valued = [name for name in ctx.junk_pile() if name in ctx.gs.catalog.cards]
    picked = yield from ctx.choose(valued, kind="transfer", prompt="Choose a card of the junk to take into your hand")
    for name in picked:
        ctx.transfer(name, ctx.zone("junk"), ctx.zone("hand"))


EFFECTS.register("Jeans", [jeans_echo, jeans_1, jeans_2, jeans_3])


# --- Telegraph (green, clock) --------------------------------------------------------------

def _matches(ctx: Context, color: str) -> dict[int, str]:
    """Telegraph: the other players whose pile of `color` is splayed otherwise than yours, each
    with that direction, when matching it changes your pile. An unsplayed pile counts: matching it
    unsplays yours (the card notes' AMBIGUOUS point, read as battlestar plays it)."""
    own = ctx.splay_of(color)
    found = {}
    for seat in ctx.others():
        if not ctx.pile(color, seat):
            continue
        direction = ctx.splay_of(color, seat)
        if direction == own:
            continue
        if direction == "none" or helpers.splayable(ctx, [color], direction):
            found[seat] = direction
    return found


def telegraph_1(ctx: Context):
    """Optional: choose another player and a colour, and splay your pile of that colour as theirs
    is. Only colours and players whose match changes your pile are offered; the player is asked
    only when the candidates' directions differ."""
    colors = [color for color in COLORS if ctx.pile(color) and _matches(ctx, color)]
    color = yield from ctx.choose_one(colors, optional=True, kind="color",
                                      prompt="You may choose a colour to splay as another player's pile of it")
    if color is None:
        return
    matches = _matches(ctx, color)
    seat: int | None = next(iter(matches))
    if len(set(matches.values())) > 1:
        seat = yield from ctx.choose_player(list(matches), kind="player",
                                            prompt=f"Choose the player whose {color} splay you copy")
    if seat is not None:
        ctx.splay(color, matches[seat])


def telegraph_2(ctx: Context):
    """Optional: splay your blue pile up."""
    yield from helpers.optional_splay(ctx, ["blue"], "up")


def telegraph_3(ctx: Context):
    """Only in Telegraph's foreseen Dogma action: splay up every pile of yours that is splayed."""
    if not ctx.foreseen:
        return
    for color in COLORS:
        if ctx.pile(color) and ctx.splay_of(color) not in ("none", "up"):
            ctx.splay(color, "up")


EFFECTS.register("Telegraph", [telegraph_1, telegraph_2, telegraph_3])


# --- Elevator (yellow, clock) --------------------------------------------------------------

ELEVATOR_HANDS, ELEVATOR_SCORE_PILES = "hands", "score piles"


def elevator_echo(ctx: Context):
    """Echo: score the top card or the bottom card of your green pile."""
    pile = ctx.pile("green")
    ends = list(dict.fromkeys([pile[0], pile[-1]])) if pile else []
    picked = yield from ctx.choose(ends, kind="score", prompt="Score the top or the bottom card of your green pile")
    for name in picked:
        ctx.score(name, ctx.zone("board"))


def elevator_1(ctx: Context):
    """Choose a value of your score pile, then all opponents' hands or all their score piles:
    score every card of that value there; then draw and foreshadow a card of that value. Only a
    place holding such a card is offered (with none, nothing is scored)."""
    values = sorted({ctx.value(name) for name in ctx.score_pile()})
    value = yield from ctx.choose_one(values, kind="choose_value", prompt="Choose a value present in your score pile")
    if value is None:
        return
    found = {
        ELEVATOR_HANDS: [(name, ctx.zone("hand", seat)) for seat in ctx.opponents()
                         for name in ctx.hand(seat) if ctx.value(name) == value],
        ELEVATOR_SCORE_PILES: [(name, ctx.zone("score", seat)) for seat in ctx.opponents()
                               for name in ctx.score_pile(seat) if ctx.value(name) == value],
    }
    branch = yield from ctx.choose_one([place for place, cards in found.items() if cards], kind="branch",
                                       prompt=f"Score every {value} of the opponents' hands or of their score piles")
    for name, src in found.get(branch, []) if branch is not None else []:
        ctx.score(name, src)
    ctx.draw_and_foreshadow(value, written=False)


EFFECTS.register("Elevator", [elevator_echo, elevator_1])


# --- Fertilizer (yellow, leaf) -------------------------------------------------------------

def fertilizer_1(ctx: Context):
    """Optional: return a card from your hand; then take into your hand every card of its value
    from every score pile, yours included."""
    picked = yield from ctx.choose(ctx.hand(), kind="return", min=0, max=1,
                                   prompt="You may return a card from your hand (then take every score card "
                                          "of its value)")
    if not picked:
        return
    ctx.return_card(picked[0])
    value = ctx.value(picked[0])
    for seat in [ctx.player, *ctx.others()]:
        for name in ctx.score_pile(seat):
            if ctx.value(name) == value:
                ctx.transfer(name, ctx.zone("score", seat), ctx.zone("hand"))


def fertilizer_2(ctx: Context):
    """Draw and foreshadow a card of value the number of cards in your hand."""
    ctx.draw_and_foreshadow(len(ctx.hand()), written=False)


EFFECTS.register("Fertilizer", [fertilizer_1, fertilizer_2])


# --- Ice Cream (purple, leaf) --------------------------------------------------------------

def ice_cream_echo(ctx: Context):
    """Echo: score one of your top cards that is not purple and shows no bonus."""
    yield from _score_a_top(ctx, _tops_without_bonus(ctx, exclude_color="purple"))


def ice_cream_demand(ctx: Context):
    """Demand: the affected player draws and melds a 1."""
    ctx.draw_and_meld(1)


def ice_cream_1(ctx: Context):
    """Choose the 6, 7, 8 or 9 deck; you may junk it all. If you junked any card, achieve the
    highest card of the junk (your choice among ties) if you are eligible for its value. The
    choice and the option are one decision (a deck chosen and not junked changes nothing), and
    only decks holding cards are offered."""
    decks = [age for age in (6, 7, 8, 9) if ctx.gs.supply.get(ctx.effect_age(age))]
    age = yield from ctx.choose_one(decks, optional=True, kind="junk_deck",
                                    prompt="You may choose the 6, 7, 8 or 9 deck and junk it")
    if age is None or not ctx.junk_deck(age):
        return
    valued = [name for name in ctx.junk_pile() if name in ctx.gs.catalog.cards]
    highest = ctx.highest(valued)
    if not highest or not eligible(ctx.gs, ctx.player, ctx.value(highest[0])):
        return
    name = yield from ctx.choose_one(highest, kind="achieve_card", prompt="Choose the highest junked card to achieve")
    if name is not None:
        ctx.achieve_card(name, ctx.zone("junk"))


EFFECTS.register("Ice Cream", [ice_cream_echo, ice_cream_demand, ice_cream_1])


# --- Saxophone (purple, crown) -------------------------------------------------------------

MUSIC_CARDS = ("Bell", "Flute", "Piano", "Saxophone")


def saxophone_1(ctx: Context):
    """Optional: splay your purple pile up."""
    yield from helpers.optional_splay(ctx, ["purple"], "up")


def saxophone_2(ctx: Context):
    """With the music notes of Bell, Flute, Piano and Saxophone all visible on the boards, win;
    otherwise draw a 7 for each music note visible on any board. (A note counts only while its
    slot shows: the card notes' IMPL point, battlestar counting covered cards too, is not
    followed.)"""
    heard = set()
    for seat in helpers.live_seats(ctx):
        for color in COLORS:
            for name, shown in visible_slots(ctx.gs, seat, color):
                icons = ctx.info(name).icons
                if name in MUSIC_CARDS and any(icons[i] == "music-note" for i in shown):
                    heard.add(name)
    if heard == set(MUSIC_CARDS):
        ctx.win()
        return
    notes = sum(ctx.music_notes(color, seat) for seat in helpers.live_seats(ctx) for color in COLORS)
    for _ in range(notes):
        ctx.draw(7)


EFFECTS.register("Saxophone", [saxophone_1, saxophone_2])
