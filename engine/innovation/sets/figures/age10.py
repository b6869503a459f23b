"""Figures of age 10 whose karma is written (the rest: docs/figures.md)."""

from __future__ import annotations

from collections.abc import Generator

from ... import zones
from ...effects.context import Context
from ...icons import shown_positions
from ...karma import Karma, KarmaEvent
from ...state import GameState
from .age09 import as_player, execute, return_in_order, tops_of_every_board
from .drawing import value_about_to_draw
from .karma_set import KARMA

# --- Stephen Hawking -------------------------------------------------------------------------


def visible_hexes(ctx: Context, color: str) -> int:
    """The hex images a pile of your board shows: every slot of its top card, and the slots
    its splay reveals on each covered card (hex images are not counted icons, so they are
    counted here)."""
    pile = ctx.pile(color)
    if not pile:
        return 0
    shown = shown_positions(ctx.gs, ctx.splay_of(color))
    count = ctx.info(pile[0]).icons.count("hex")
    for name in pile[1:]:
        icons = ctx.info(name).icons
        count += sum(1 for i in shown if icons[i] == "hex")
    return count


def hawking_before_dogma(ctx: Context, event: KarmaEvent) -> None:
    """First count the visible hexes of the dogma'd card's pile, then score your bottom card of
    that colour that many times, one at a time (fewer if the pile runs out)."""
    color = ctx.info(event.card).color if event.card else ""
    for _ in range(visible_hexes(ctx, color)):
        pile = ctx.pile(color)
        if not pile:
            break
        ctx.score(pile[-1], ctx.zone("board"))


def hawking_before_draw(ctx: Context, event: KarmaEvent) -> None:
    """First draw and tuck a card of the value about to be drawn (figures.value_about_to_draw;
    a value read from the draw, not one the karma writes)."""
    value = value_about_to_draw(ctx.gs, event.age)
    if value is not None:
        ctx.draw_and_tuck(value, written=False)


KARMA.register("Stephen Hawking", [
    Karma("would-first", "dogma-action", "you", hawking_before_dogma),
    Karma("would-first", "draw", "you", hawking_before_draw),
])


# --- Susan Blackmore -------------------------------------------------------------------------

def blackmore_self_execute(ctx: Context, event: KarmaEvent) -> Generator[dict, list, None]:
    """First you self-execute the card the Dogma action activated."""
    if event.card is not None:
        yield from execute(ctx, event.card)


KARMA.register("Susan Blackmore", [
    Karma("would-first", "no-share-draw", "other player", blackmore_self_execute),
    Karma("would-first", "share-draw", "you", blackmore_self_execute),
])


# --- Jackie Chan -----------------------------------------------------------------------------

def jackie_chan_before_win(ctx: Context, event: KarmaEvent) -> None:
    """An opponent is about to win: first score every other top figure of every board (those
    on top now); if you then have more points than every opponent, you win instead (otherwise
    the opponent's win stands)."""
    figures = [(name, seat) for name, seat in tops_of_every_board(ctx)
               if ctx.info(name).figure and name != "Jackie Chan"]
    for name, seat in figures:
        ctx.score(name, ctx.zone("board", seat))
    mine = ctx.points()
    if all(mine > ctx.points(other) for other in ctx.opponents()):
        ctx.win()


def jackie_chan_before_draw(ctx: Context, event: KarmaEvent) -> Generator[dict, list, None]:
    """First score a figure from your hand, if you have one."""
    figures = [name for name in ctx.hand() if ctx.info(name).figure]
    picked = yield from ctx.choose_one(figures, kind="score", prompt="Score a figure from your hand")
    if picked is not None:
        ctx.score(picked)


KARMA.register("Jackie Chan", [
    Karma("would-first", "win", "opponent", jackie_chan_before_win),
    Karma("would-first", "draw", "you", jackie_chan_before_draw),
])


# --- Margaret Thatcher -----------------------------------------------------------------------

def thatcher_before_dogma(ctx: Context, event: KarmaEvent) -> Generator[dict, list, None]:
    """First score a top card with a crown or a factory from any board (mandatory)."""
    found = {name: seat for name, seat in tops_of_every_board(ctx)
             if ctx.info(name).has_icon("crown") or ctx.info(name).has_icon("factory")}
    picked = yield from ctx.choose_one(list(found), kind="score",
                                       prompt="Score a top card with a crown or a factory")
    if picked is not None:
        ctx.score(picked, ctx.zone("board", found[picked]))


KARMA.register("Margaret Thatcher", [
    Karma("decree-permission"),     # War with any two figures (read by the Decree action)
    Karma("would-first", "dogma-action", "you", thatcher_before_dogma),
])


# --- Muhammad Yunus --------------------------------------------------------------------------

def yunus_before_dogma(ctx: Context, event: KarmaEvent) -> Generator[dict, list, None]:
    """First you may return your bottom green card; if you do, for the rest of the action you
    count as having more of every icon than every other player (so you share and are not
    demanded of on another's dogma, and nobody shares and every opponent is demanded of on
    yours). Read by the Dogma action's icon counts."""
    pile = ctx.pile("green")
    picked = yield from ctx.choose_one(pile[-1:], optional=True, kind="return",
                                       prompt="You may return your bottom green card")
    if picked is None:
        return
    ctx.return_card(picked, ctx.zone("board"))
    ctx.gs.icon_supremacy.add(ctx.player)


KARMA.register("Muhammad Yunus", [
    Karma("decree-permission"),     # Trade with any two figures (Trade is never offered yet)
    Karma("would-first", "dogma-action", "any player", yunus_before_dogma),
])


# --- Alex Trebek -----------------------------------------------------------------------------

def _no_figure_in_hand(gs: GameState, event: KarmaEvent, owner: int) -> bool:
    cards = gs.catalog.cards
    return not any(cards[name].figure for name in gs.players[owner].hand)


def trebek_before_draw(ctx: Context, event: KarmaEvent) -> Generator[dict, list, None]:
    """First name a figure (any figure of the game: named from memory, the printed reading;
    the one source offers only the chosen deck's figures, an IMPL note) and choose the Figures
    deck of one age; if the figure is in it, take it into your hand, showing it; then shuffle
    that deck."""
    gs = ctx.gs
    figures = [name for name, card in gs.catalog.cards.items() if card.figure]
    named = yield from ctx.choose_one(figures, kind="name_figure", prompt="Name a figure")
    ages = sorted(gs.figure_supply)
    age = yield from ctx.choose_one(ages, kind="value", prompt="Choose the Figures deck of one age to search")
    if age is None:
        return
    deck = gs.figure_supply[age]
    if named in deck:
        ctx.transfer(named, zones.SUPPLY, ctx.zone("hand"))
        ctx.reveal(named)
    gs.rng.shuffle(deck)


KARMA.register("Alex Trebek", [
    Karma("would-first", "draw", "you", trebek_before_draw, when=_no_figure_in_hand),
])


# --- Shigeru Miyamoto ------------------------------------------------------------------------

def _clock_featured(gs: GameState, event: KarmaEvent, owner: int) -> bool:
    """The dogma'd card features the clock (printed reading; the one source fires for any card
    showing a clock, an IMPL note)."""
    return event.card is not None and gs.catalog.cards[event.card].dogma_icon == "clock"


def miyamoto_before_dogma(ctx: Context, event: KarmaEvent) -> None:
    """First, if you have exactly 1, 3 or 6 clocks on your board, you win."""
    if ctx.icons().get("clock", 0) in (1, 3, 6):
        ctx.win()


KARMA.register("Shigeru Miyamoto", [
    Karma("would-first", "dogma-action", "you", miyamoto_before_dogma, when=_clock_featured),
])


# --- Martin Scorsese -------------------------------------------------------------------------

def _melds_a_figure(gs: GameState, event: KarmaEvent, owner: int) -> bool:
    return event.card is not None and gs.catalog.cards[event.card].figure


def scorsese_instead_of_meld(ctx: Context, event: KarmaEvent) -> Generator[dict, list, None]:
    """Instead tuck the figure and claim an available standard achievement of your choice
    (a decision by value), ignoring eligibility."""
    assert event.card is not None
    ctx.tuck(event.card, event.source)
    age = yield from ctx.choose_one(sorted(ctx.gs.standard), kind="achieve",
                                    prompt="Choose the value of an available achievement to claim")
    if age is not None:
        yield from ctx.claim_of_value(age)


KARMA.register("Martin Scorsese", [
    Karma("would-instead", "meld", "you", scorsese_instead_of_meld, when=_melds_a_figure),
])


# --- Yuna Kim --------------------------------------------------------------------------------

def yuna_kim_before_score(ctx: Context, event: KarmaEvent) -> None:
    """First, if your top card of the scored card's colour has a castle, you win."""
    top = ctx.top_card(ctx.info(event.card).color) if event.card else None
    if top is not None and ctx.info(top).has_icon("castle"):
        ctx.win()


def yuna_kim_instead_of_meld(ctx: Context, event: KarmaEvent) -> Generator[dict, list, None]:
    """Instead you return the top three cards of that colour from every board (you give the
    order where two go under one deck), then the melding player tucks the card."""
    assert event.card is not None
    color = ctx.info(event.card).color
    cards = [(name, ctx.zone("board", seat)) for seat in ctx.gs.clockwise(ctx.player)
             for name in ctx.pile(color, seat)[:3]]
    yield from return_in_order(ctx, cards, "Order the cards to return")
    # a card no longer where the meld was to take it from (a return above moved it) is not
    # tucked: ops.tuck, like every movement, skips a card gone from its source
    as_player(ctx, event.seat).tuck(event.card, event.source)


KARMA.register("Yuna Kim", [
    Karma("would-first", "score", "you", yuna_kim_before_score),
    Karma("would-instead", "meld", "any player", yuna_kim_instead_of_meld),
])
