"""Figures of age 6 whose karma is written (the rest: docs/figures.md)."""

from __future__ import annotations

from ... import ops, zones
from ...cards import COLORS
from ...effects.context import Context
from ...icons import icon_count
from ...karma import Karma, KarmaEvent
from ...state import GameState
from ..helpers import in_order, splayable
from .age05 import Steps, score_a_top_card
from .karma_set import KARMA

# --- Benjamin Franklin ------------------------------------------------------------------------


def franklin_before_meld(ctx: Context, event: KarmaEvent) -> Steps:
    """First, if an opponent has a top figure of the melded card's colour, transfer one such
    figure (the owner's choice) to the owner's hand."""
    color = ctx.info(event.card).color if event.card else None
    found = [(top, seat) for seat in ctx.opponents() for top in ctx.top_cards(seat)
             if ctx.info(top).figure and ctx.info(top).color == color]
    picked = yield from ctx.choose_one([name for name, _ in found], kind="transfer",
                                       prompt="Take a top figure into your hand")
    if picked is not None:
        seat = next(s for name, s in found if name == picked)
        ctx.transfer(picked, ctx.zone("board", seat), ctx.zone("hand"))


KARMA.register("Benjamin Franklin", [
    Karma("decree-permission"),     # Advancement with any two figures (read by the Decree action)
    Karma("would-first", "meld", "you", franklin_before_meld),
])


# --- Carl Friedrich Gauss ---------------------------------------------------------------------

def gauss_before_meld(ctx: Context, event: KarmaEvent) -> Steps:
    """First choose a value, and meld every other card of that value from the owner's hand and
    score pile (the owner orders cards going onto one pile). Then the meld."""
    value = yield from ctx.choose_one(ctx.gs.choosable_values(), kind="value", prompt="Choose a value to meld")
    found = [(name, ctx.zone(zone)) for zone, names in (("hand", ctx.hand()), ("score", ctx.score_pile()))
             for name in names if name != event.card and ctx.value(name) == value]
    order = yield from in_order(ctx, [name for name, _ in found], "color", kind="meld",
                                prompt="Order the cards melded onto one pile")
    where = dict(found)
    for name in order:
        ctx.meld(name, where[name])


def gauss_before_draw_action(ctx: Context, event: KarmaEvent) -> None:
    """First draw a 7. Then the Draw action."""
    ctx.draw(7)


KARMA.register("Carl Friedrich Gauss", [
    Karma("would-first", "meld", "you", gauss_before_meld),
    Karma("would-first", "draw-action", "you", gauss_before_draw_action),
])


# --- Napoleon Bonaparte -----------------------------------------------------------------------

def napoleon_instead(ctx: Context, event: KarmaEvent) -> Steps:
    """Instead of melding, tucking, scoring or returning a card: meld it (from where it was);
    if it is red or blue, then tuck it. Then score a top card of value 5 or 6 from any
    player's board (the owner's choice)."""
    name, src = event.card, event.source
    if name is not None and src is not None and zones.locate(ctx.gs, name) == src:
        ctx.meld(name, src)
        if ctx.info(name).color in ("red", "blue"):
            ctx.tuck(name, ctx.zone("board"))
    yield from score_a_top_card(ctx, lambda top: ctx.value(top) in (5, 6), "Score a top 5 or 6")


KARMA.register("Napoleon Bonaparte", [
    Karma("decree-permission"),     # War with any two figures (read by the Decree action)
    Karma("would-instead", ("meld", "tuck", "score", "return"), "you", napoleon_instead),
])


# --- Tecumseh ---------------------------------------------------------------------------------

def tecumseh_before_meld(ctx: Context, event: KarmaEvent) -> Steps:
    """First choose a value; from each player's board, the owner's first and then clockwise,
    return one top card of that value with a factory (the owner chooses when there are
    several); then junk an available standard achievement of that value (the owner's choice
    when the value has several)."""
    value = yield from ctx.choose_one(ctx.gs.choosable_values(), kind="value", prompt="Choose a value")
    for seat in ctx.gs.clockwise(ctx.player):
        tops = [top for top in ctx.top_cards(seat) if ctx.value(top) == value and ctx.info(top).has_icon("factory")]
        picked = yield from ctx.choose_one(tops, kind="return", prompt="Return a top card with a factory")
        if picked is not None:
            ctx.return_card(picked, ctx.zone("board", seat))
    name = yield from ctx.pick_achievement(value)
    if name is not None:
        ctx.junk(name, zones.STANDARD)


KARMA.register("Tecumseh", [Karma("would-first", "meld", "you", tecumseh_before_meld)])


# --- Adam Smith -------------------------------------------------------------------------------

def _nobody_shares(gs: GameState, event: KarmaEvent, owner: int) -> bool:
    """No other player is eligible to share the Dogma action: none shows at least as many of
    the card's featured icon as the launcher (the icon counts the action itself starts from;
    a share-eligibility karma is not foreseen)."""
    if event.card is None:
        return False
    featured = gs.catalog.cards[event.card].dogma_icon
    if featured is None:
        return False
    mine = icon_count(gs, event.seat, featured)
    return all(icon_count(gs, other, featured) < mine for other in gs.clockwise(event.seat, include_start=False))


def adam_smith_before_dogma(ctx: Context, event: KarmaEvent) -> Steps:
    """First junk all cards in the 6 deck; if nothing was junked, splay one of the owner's
    colours right instead (the owner's choice among the colours it would change)."""
    if ctx.junk_deck(6):
        return
    color = yield from ctx.choose_one(splayable(ctx, COLORS, "right"), kind="splay",
                                      prompt="Choose a colour to splay right")
    if color is not None:
        ctx.splay(color, "right")


KARMA.register("Adam Smith", [
    Karma("icon-bonus", icons=lambda gs, owner, own: {"crown": 2 * own["crown"]}),   # crowns tripled
    Karma("would-first", "dogma-action", "you", adam_smith_before_dogma, when=_nobody_shares),
])


# --- John Harrison ----------------------------------------------------------------------------

BASE, FIGURES = "base", "figures"


def harrison_before_draw_action(ctx: Context, event: KarmaEvent) -> Steps:
    """First return a card from the owner's hand; if one was returned, draw a card of its value
    from the deck of a card set in play, the owner's choice: "base" or "figures" (a Figures
    draw finds its value as every figure draw does). Then the Draw action."""
    picked = yield from ctx.choose_one(ctx.hand(), kind="return", prompt="Return a card from your hand")
    if picked is None:
        return
    ctx.return_card(picked)
    value = ctx.value(picked)
    decks = [BASE, FIGURES] if ctx.gs.catalog.figures else [BASE]
    deck = yield from ctx.choose_one(decks, kind="deck", prompt=f"Draw a {value} from which set")
    if deck == FIGURES:
        ops.draw_figure(ctx.gs, ctx.player, value)
    else:
        ctx.draw(value)


KARMA.register("John Harrison", [
    Karma("decree-permission"),     # Trade with any two figures (read by the Decree action)
    Karma("would-first", "draw-action", "you", harrison_before_draw_action),
])


# --- Edward Jenner ----------------------------------------------------------------------------

def jenner_instead_of_demand(ctx: Context, event: KarmaEvent) -> Steps:
    """Instead of the demand being executed against the owner: return a card from the owner's
    hand (their choice; nothing when the hand is empty)."""
    picked = yield from ctx.choose_one(ctx.hand(), kind="return", prompt="Return a card from your hand")
    if picked is not None:
        ctx.return_card(picked)


def jenner_before_score(ctx: Context, event: KarmaEvent) -> Steps:
    """First junk an available standard achievement of the scored card's value, if any. When
    the value has several, the owner chooses which, or the scoring player
    (cards.readings.edward_jenner_chooser: the printed text names no one; the one source lets
    the scorer choose)."""
    chooser = event.seat if ctx.rules.cards.readings.edward_jenner_chooser == "scoring-player" else ctx.player
    name = yield from ctx.pick_achievement(ctx.value(event.card), player=chooser)
    if name is not None:
        ctx.junk(name, zones.STANDARD)


KARMA.register("Edward Jenner", [
    Karma("would-instead", "demand-against", "you", jenner_instead_of_demand),
    Karma("would-first", "score", "any player", jenner_before_score),
])


# --- Catherine the Great ----------------------------------------------------------------------

def catherine_before_meld(ctx: Context, event: KarmaEvent) -> None:
    """First the melding player moves their top card of the melded card's colour, if any, to
    their own hand (a transfer by that player). Then the meld."""
    if event.card is None:
        return
    seat = event.seat
    top = ctx.top_card(ctx.info(event.card).color, seat)
    if top is not None:
        ops.transfer(ctx.gs, seat, top, zones.board(seat), zones.hand(seat))


KARMA.register("Catherine the Great", [
    # each lightbulb on the owner's board adds one lightbulb and one clock
    Karma("icon-bonus", icons=lambda gs, owner, own: {"lightbulb": own["lightbulb"], "clock": own["lightbulb"]}),
    Karma("would-first", "meld", "any player", catherine_before_meld),
])


# --- Ludwig Van Beethoven ---------------------------------------------------------------------

def beethoven_before_score(ctx: Context, event: KarmaEvent) -> None:
    """First junk every card of the owner's score pile, then draw and score a 5 four times; if
    the four cards scored so are all 5s, draw and score a 5 four more times. Then the score.
    The 5 drawn and the 5 compared are one written value, raised alike (Johannes Kepler)."""
    for name in ctx.score_pile():
        ctx.junk(name, ctx.zone("score"))
    scored = [ctx.draw_and_score(5) for _ in range(4)]
    five = ctx.effect_age(5)
    if all(name is not None and ctx.value(name) == five for name in scored):
        for _ in range(4):
            ctx.draw_and_score(5)


KARMA.register("Ludwig Van Beethoven", [
    Karma("decree-permission"),     # Rivalry with any two figures (read by the Decree action)
    Karma("would-first", "score", "you", beethoven_before_score),
])
