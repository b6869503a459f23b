"""Age 8 of the Unseen set: Blacklight, Scouting, Concealment, Enigma Machine, Handbag,
Hitchhiking, Jackalope, Shangri-La, Joy Buzzer, Opus Dei. One function per printed effect, the
demand first.

Rules as stated in engine/data/cards/unseen-ultimate.json (our own words there and here; its
glossary for safe, secret, safeguard, visible cards, "put on top of its deck", decisions made
by another player). Decisions follow the fourth-edition conventions (sets/helpers.py). A secret
is never offered by its title: Concealment's affected player tucks their secrets oldest first,
since any order they chose would be chosen blind.

Where the two sources play a card differently, the variant's card reading decides
(`cards.readings`):

- Blacklight: the unsplayed colours offered for "splay up and draw a 9" are those the splay
  changes (BGA4), or every unsplayed colour of the board (DH4: a one-card pile then draws the 9
  without splaying): `blacklight_colours`.
- Scouting (SOURCE DISPUTE): after both 9s went back, a 10 is drawn (DH4: a real draw, which
  the Unseen and Echoes draw rules may take from their decks) or the top card of the base 10 deck
  is revealed (BGA4); either is kept on a colour match, else it goes on top of its deck:
  `scouting_ten`.
- Handbag: the choice may be declined, as "you may" reads, or must be made, as both
  implementations play it: `handbag_choice`.
- Joy Buzzer: the top purple card is scored after some card of the named value was scored
  (BGA4's check), or after any value was named (DH4): `joy_buzzer_purple`.

    >>> [f.__name__ for f in EFFECTS.lookup("Joy Buzzer", "fourth-edition")]
    ['joy_buzzer_demand', 'joy_buzzer_2']
"""

from __future__ import annotations

from ... import ops, zones
from ...cards import COLORS
from ...effects import Context
from .. import helpers
from ..echoes.returning import return_all
from .age07 import choose_branch, visible_cards
from .wordings import EFFECTS

# --- Blacklight (blue, factory) -----------------------------------------------------------------

def blacklight_1(ctx: Context):
    """Choose one: unsplay one of your splayed colours, or splay one of your unsplayed colours up
    and draw a 9. Both are asked as one choice of a colour (a colour is splayed or not)."""
    present = [color for color in COLORS if ctx.pile(color)]
    splayed = [color for color in present if ctx.splay_of(color) != "none"]
    unsplayed = [color for color in present if ctx.splay_of(color) == "none"]
    if ctx.rules.cards.readings.blacklight_colours == "splayable":
        unsplayed = helpers.splayable(ctx, unsplayed, "up")
    options = [color for color in present if color in splayed or color in unsplayed]
    color = yield from ctx.choose_one(options, kind="color",
                                      prompt="Choose a splayed colour to unsplay, or an unsplayed colour to splay "
                                             "up (then draw a 9)")
    if color is None:
        return
    if color in splayed:
        ctx.unsplay(color)
    else:
        ctx.splay(color, "up")
        ctx.draw(9)


EFFECTS.register("Blacklight", [blacklight_1])


# --- Scouting (blue, lightbulb) -----------------------------------------------------------------

def scouting_1(ctx: Context):
    """Draw and reveal two 9s; return one of them or both. If both went back, a 10 (drawn, or the
    base 10 deck's top card revealed: `scouting_ten`) is kept when its colour is one of the
    returned cards', else it goes on top of its deck."""
    drawn = [ctx.draw_and_reveal(9), ctx.draw_and_reveal(9)]
    nines = [name for name in dict.fromkeys(drawn) if name is not None and name in ctx.hand()]
    returned = yield from ctx.choose(nines, kind="return", min=1, max=2,
                                     prompt="Choose one or both of the revealed 9s to return")
    yield from return_all(ctx, returned)
    if len(returned) < 2:
        return
    colors = {ctx.info(name).color for name in returned}
    if ctx.rules.cards.readings.scouting_ten == "draw":
        ten = ctx.draw_and_reveal(10)
        if ten is not None and ten in ctx.hand() and ctx.info(ten).color not in colors:
            ops.put_on_top_of_deck(ctx.gs, ctx.player, ten, ctx.zone("hand"))
        return
    deck = ctx.gs.supply.get(ctx.effect_age(10)) or []
    if not deck:
        return
    ten = deck[0]
    ctx.reveal(ten)
    ctx.note_deck_taken()
    if ctx.info(ten).color in colors:
        ctx.transfer(ten, zones.SUPPLY, ctx.zone("hand"))


EFFECTS.register("Scouting", [scouting_1])


# --- Concealment (red, factory) -----------------------------------------------------------------

def concealment_demand(ctx: Context):
    """Demand: tuck all of your secrets (oldest first: nobody knows them to order them)."""
    for name in ctx.safe():
        ctx.tuck(name, ctx.zone("safe"))


def concealment_2(ctx: Context):
    """Safeguard your bottom purple card."""
    pile = ctx.pile("purple")
    if pile:
        ctx.safeguard(pile[-1], ctx.zone("board"))


EFFECTS.register("Concealment", [concealment_demand, concealment_2])


# --- Enigma Machine (red, clock) ----------------------------------------------------------------

ENIGMA_FILL, ENIGMA_SECRETS, ENIGMA_HAND = ("fill your safe with available achievements",
                                            "take your secrets into your hand",
                                            "put your hand among the available achievements")


def enigma_machine_1(ctx: Context):
    """Choose one: safeguard available standard achievements until your safe is full (your choice
    of values when not all fit); take every secret into your hand; or put your whole hand among
    the available achievements."""
    room = ctx.safe_room()
    branches = ([ENIGMA_FILL] if room and ctx.available_standard() else []) + \
        ([ENIGMA_SECRETS] if ctx.safe() else []) + ([ENIGMA_HAND] if ctx.hand() else [])
    branch = yield from choose_branch(ctx, branches, optional=False,
                                      prompt="Fill your safe with available achievements, take your secrets "
                                             "into your hand, or put your hand among the available achievements")
    if branch == ENIGMA_FILL:
        values = sorted(ctx.available_standard())
        picked = yield from ctx.choose(values, kind="safeguard_achievement", min=room, max=room,
                                       prompt=f"Choose the values of the {room} available achievements to safeguard")
        for value in sorted(picked):
            yield from ctx.safeguard_achievement(value)
    elif branch == ENIGMA_SECRETS:
        for name in ctx.safe():
            ctx.transfer(name, ctx.zone("safe"), ctx.zone("hand"))
    elif branch == ENIGMA_HAND:
        for name in ctx.hand():
            ctx.transfer(name, ctx.zone("hand"), zones.STANDARD)


def enigma_machine_2(ctx: Context):
    """Splay up one of your colours splayed left."""
    left = [color for color in COLORS if ctx.pile(color) and ctx.splay_of(color) == "left"]
    color = yield from ctx.choose_one(left, kind="splay", prompt="Choose a colour splayed left to splay up")
    if color is not None:
        ctx.splay(color, "up")


EFFECTS.register("Enigma Machine", [enigma_machine_1, enigma_machine_2])


# --- Handbag (green, crown) ---------------------------------------------------------------------

HANDBAG_BOTTOMS, HANDBAG_TUCK, HANDBAG_SCORE = ("take the bottom card of every pile", "tuck your score pile",
                                                "score a value from your hand")


def name_a_value_in_hand(ctx: Context, *, optional: bool, prompt: str):
    """"Name a value" of cards of your hand to score: the values your hand holds (another value
    scores nothing). Returns the value, or None."""
    values = sorted({ctx.value(name) for name in ctx.hand()})
    return (yield from ctx.choose_one(values, optional=optional, kind="value", prompt=prompt))


def handbag_1(ctx: Context):
    """You may (`handbag_choice`: or must) choose one: take the bottom card of each of your piles
    into your hand; tuck your whole score pile; or name a value and score every card of that
    value from your hand."""
    optional = ctx.rules.cards.readings.handbag_choice == "optional"
    branches = ([HANDBAG_BOTTOMS] if ctx.top_cards() else []) + ([HANDBAG_TUCK] if ctx.score_pile() else []) + \
        ([HANDBAG_SCORE] if ctx.hand() else [])
    branch = yield from choose_branch(ctx, branches, optional=optional,
                                      prompt="Take your bottom cards into your hand, tuck your score pile, or "
                                             "score the cards of one value from your hand")
    if branch == HANDBAG_BOTTOMS:
        for color in COLORS:
            pile = ctx.pile(color)
            if pile:
                ctx.transfer(pile[-1], ctx.zone("board"), ctx.zone("hand"))
    elif branch == HANDBAG_TUCK:
        order = yield from helpers.in_order(ctx, ctx.score_pile(), "color", kind="tuck_order",
                                            prompt="Order the score cards tucked (first listed goes under first)")
        for name in order:
            ctx.tuck(name, ctx.zone("score"))
    elif branch == HANDBAG_SCORE:
        value = yield from name_a_value_in_hand(ctx, optional=False, prompt="Name a value to score from your hand")
        for name in ctx.hand():
            if ctx.value(name) == value:
                ctx.score(name)


EFFECTS.register("Handbag", [handbag_1])


# --- Hitchhiking (green, clock) -----------------------------------------------------------------

def hitchhiking_1(ctx: Context):
    """Choose another player; they transfer a card of their hand onto your board. If they did,
    you self-execute it, every decision of yours in it made by the chosen player."""
    chosen = yield from ctx.choose_player(ctx.others(), kind="player", prompt="Choose another player")
    if chosen is None:
        return
    picked = yield from ctx.choose(ctx.hand(chosen), kind="transfer", player=chosen,
                                   prompt="Choose a card of your hand to put on the other player's board")
    if not picked:
        return
    ctx.transfer(picked[0], ctx.zone("hand", chosen), ctx.zone("board"))
    yield from ctx.decided_by(chosen, ctx.self_execute(picked[0]))


EFFECTS.register("Hitchhiking", [hitchhiking_1])


# --- Jackalope (yellow, leaf) -------------------------------------------------------------------

def jackalope_demand(ctx: Context):
    """Demand: transfer your highest top card without a clock onto the launcher's board (your
    choice among ties); if you did, unsplay that colour on your own board."""
    candidates = [name for name in helpers.tops(ctx) if not ctx.info(name).has_icon("clock")]
    picked = yield from ctx.choose(ctx.highest(candidates), kind="transfer",
                                   prompt="Choose your highest top card without a clock to transfer")
    for name in picked:
        ctx.transfer(name, ctx.zone("board"), ctx.zone("board", ctx.launcher))
        ctx.unsplay(ctx.info(name).color)


def jackalope_2(ctx: Context):
    """Unsplay your colour showing the most visible cards (your choice among ties)."""
    counts = {color: visible_cards(ctx, color) for color in COLORS if ctx.pile(color)}
    if not counts:
        return
    most = max(counts.values())
    color = yield from ctx.choose_one([c for c, n in counts.items() if n == most], kind="color",
                                      prompt="Choose the colour with the most visible cards to unsplay")
    if color is not None:
        ctx.unsplay(color)


EFFECTS.register("Jackalope", [jackalope_demand, jackalope_2])


# --- Shangri-La (yellow, leaf) ------------------------------------------------------------------

def shangri_la_1(ctx: Context):
    """Draw and tuck an 8. With a factory it is scored; without, draw and meld an 8, and when
    the melded card is an 8, start over."""
    while True:
        tucked = ctx.draw_and_tuck(8)
        if tucked is None:
            return
        if ctx.info(tucked).has_icon("factory"):
            ctx.score(tucked, ctx.zone("board"))
            return
        melded = ctx.draw_and_meld(8)
        if melded is None or ctx.value(melded) != ctx.effect_age(8) or not ctx.repeats():
            return


EFFECTS.register("Shangri-La", [shangri_la_1])


# --- Joy Buzzer (purple, clock) -----------------------------------------------------------------

def joy_buzzer_demand(ctx: Context):
    """Demand: exchange your whole hand with every lowest card of the launcher's hand."""
    lowest = ctx.lowest(ctx.hand(ctx.launcher))
    ctx.exchange(ctx.hand(), ctx.zone("hand"), lowest, ctx.zone("hand", ctx.launcher))


def joy_buzzer_2(ctx: Context):
    """You may name a value and score every card of that value from your hand. If you did (some
    card scored, or a value named: `joy_buzzer_purple`), score your top purple card."""
    named_suffices = ctx.rules.cards.readings.joy_buzzer_purple == "if-named"
    if named_suffices:
        values = list(range(ctx.rules.ages.min, ctx.rules.ages.max + 1))
        value = yield from ctx.choose_one(values, optional=True, kind="value",
                                          prompt="You may name a value to score from your hand")
    else:
        value = yield from name_a_value_in_hand(ctx, optional=True,
                                                prompt="You may name a value to score from your hand")
    if value is None:
        return
    scored = [name for name in ctx.hand() if ctx.value(name) == value]
    for name in scored:
        ctx.score(name)
    top = ctx.top_card("purple")
    if top is not None and (scored or named_suffices):
        ctx.score(top, ctx.zone("board"))


EFFECTS.register("Joy Buzzer", [joy_buzzer_demand, joy_buzzer_2])


# --- Opus Dei (purple, lightbulb) ---------------------------------------------------------------

def opus_dei_1(ctx: Context):
    """Reveal a highest card of your score pile. If you did, splay its colour on your board up
    and safeguard it."""
    picked = yield from ctx.choose(ctx.highest(ctx.score_pile()), kind="reveal",
                                   prompt="Choose a highest card of your score pile to reveal")
    for name in picked:
        ctx.reveal(name)
        ctx.splay(ctx.info(name).color, "up")
        ctx.safeguard(name, ctx.zone("score"))


def opus_dei_2(ctx: Context):
    """Draw an 8 for each of your colours splayed up."""
    for _ in [color for color in COLORS if ctx.pile(color) and ctx.splay_of(color) == "up"]:
        ctx.draw(8)


EFFECTS.register("Opus Dei", [opus_dei_1, opus_dei_2])
