"""Figures of age 8 whose karma is written (the rest: docs/figures.md).

Each figure's karma in printed order, the rules in our own words in
engine/data/cards/figures-ultimate.json. Readings made here:

- a draw "of a value" (Marie Curie, John Von Neumann) is the value asked for, before empty
  decks are skipped;
- cards melded together onto one board (Albert Einstein) go in the order their owner gives when
  two share a pile (engine/innovation/sets/helpers.py `in_order`); the owner reveals them;
- Erwin Rommel's last card may come from any score pile, the owner's included (the data's rule;
  the one source's code takes only other players' piles, an IMPL note);
- self-executing a figure does nothing (the glossary: a figure has no effects), so John Von
  Neumann's karma only melds one;
- Caresse Crosby's splay is offered on the boards where it changes something (two cards or
  more, not already splayed left); with none, only the two 2s are drawn;
- decree permissions are read from the card data by the Decree action (no code; J.P. Morgan's
  Trade is never offered, docs/figures.md).
"""

from __future__ import annotations

from collections.abc import Generator

from ...cards import COLORS
from ...icons import board_icons
from ...karma import Karma, KarmaEvent, condition_age
from ...state import GameState
from ..helpers import in_order, splayable
from .drawing import value_about_to_draw
from .karma_set import KARMA

# --- Albert Einstein --------------------------------------------------------------------------


def albert_einstein_before_drawing(ctx, event: KarmaEvent) -> Generator[dict, list, None]:
    """First reveal every card with a lightbulb or a clock in every hand (yours included) and
    meld them all onto your board. Then the Draw action proceeds."""
    holders = {name: seat for seat in ctx.gs.clockwise(ctx.player) for name in ctx.hand(seat)
               if ctx.info(name).has_icon("lightbulb") or ctx.info(name).has_icon("clock")}
    for name in holders:
        ctx.reveal(name)
    order = yield from in_order(ctx, list(holders), "color", kind="meld", prompt="Order the cards to meld")
    for name in order:
        ctx.meld(name, ctx.zone("hand", holders[name]))


KARMA.register("Albert Einstein", [
    Karma("decree-permission"),     # Advancement with any two figures (read by the Decree action)
    Karma("would-first", "draw-action", "you", albert_einstein_before_drawing),
])


# --- Marie Curie ------------------------------------------------------------------------------

def _curie_achievements(gs: GameState, owner: int, seat: int) -> int:
    """One per different value above 6 in your score pile."""
    cards = gs.catalog.cards
    return len({cards[name].age for name in gs.players[owner].score if cards[name].age > 6})


def _value_not_in_hand(gs: GameState, event: KarmaEvent, owner: int) -> bool:
    """The value about to be drawn (figures.value_about_to_draw) is that of no card in hand."""
    cards = gs.catalog.cards
    value = value_about_to_draw(gs, event.age)
    return value is not None and value not in {cards[name].age for name in gs.players[owner].hand}


def marie_curie_before_drawing(ctx, event: KarmaEvent) -> None:
    """First draw a 9."""
    ctx.draw(9)


KARMA.register("Marie Curie", [
    Karma("achievement-bonus", amount=_curie_achievements),
    Karma("would-first", "draw", "you", marie_curie_before_drawing, when=_value_not_in_hand),
])


# --- Erwin Rommel -----------------------------------------------------------------------------

def _not_a_figure(gs: GameState, event: KarmaEvent, owner: int) -> bool:
    return event.card is not None and not gs.catalog.cards[event.card].figure


def erwin_rommel_instead_of_scoring(ctx, event: KarmaEvent) -> Generator[dict, list, None]:
    """Instead score the top card of that card's colour from every board (yours included), then
    one card from any score pile. The card itself stays where it was."""
    color = ctx.info(event.card).color
    for seat in ctx.gs.clockwise(ctx.player):
        top = ctx.top_card(color, seat)
        if top is not None:
            ctx.score(top, ctx.zone("board", seat))
    holders = {name: seat for seat in ctx.gs.clockwise(ctx.player) for name in ctx.score_pile(seat)}
    name = yield from ctx.choose_one(list(holders), kind="score", prompt="Choose a card in a score pile to score")
    if name is not None:
        ctx.score(name, ctx.zone("score", holders[name]))


KARMA.register("Erwin Rommel", [
    Karma("decree-permission"),     # War with any two figures (read by the Decree action)
    Karma("would-instead", "score", "you", erwin_rommel_instead_of_scoring, when=_not_a_figure),
])


# --- John Von Neumann -------------------------------------------------------------------------

def john_von_neumann_before_drawing_an_8(ctx, event: KarmaEvent) -> None:
    """First junk all cards in the 8 deck (the draw then takes the next deck with cards)."""
    ctx.junk_deck(8)


def john_von_neumann_instead_of_melding(ctx, event: KarmaEvent) -> Generator[dict, list, None]:
    """Instead meld it, then self-execute it (a figure has no effects to execute)."""
    name = event.card
    ctx.meld(name, event.source)
    if name in ctx.top_cards():
        yield from ctx.self_execute(name)


KARMA.register("John Von Neumann", [
    Karma("would-first", "draw", "you", john_von_neumann_before_drawing_an_8,
          when=lambda gs, event, owner: value_about_to_draw(gs, event.age) == condition_age(gs, 8, owner)),
    Karma("would-instead", "meld", "you", john_von_neumann_instead_of_melding),
])


# --- Emmy Noether -----------------------------------------------------------------------------

def emmy_noether_before_a_score(ctx, event: KarmaEvent) -> Generator[dict, list, None]:
    """First you junk a card of your choice from the scoring player's score pile."""
    name = yield from ctx.choose_one(ctx.score_pile(event.seat), kind="junk",
                                     prompt="Choose a card to junk from the score pile")
    if name is not None:
        ctx.junk(name, ctx.zone("score", event.seat))


KARMA.register("Emmy Noether", [
    # each clock on your board adds as many points as you have clocks
    Karma("score-bonus", amount=lambda gs, owner, seat: board_icons(gs, owner)["clock"] ** 2),
    Karma("would-first", "score", "any player", emmy_noether_before_a_score),
])


# --- J.P. Morgan ------------------------------------------------------------------------------

def jp_morgan_before_dogma(ctx, event: KarmaEvent) -> None:
    """First splay that card's colour on your own board up."""
    ctx.splay(ctx.info(event.card).color, "up")


KARMA.register("J.P. Morgan", [
    Karma("decree-permission"),     # Trade with any two figures (Trade is never offered yet)
    Karma("would-first", "dogma-action", "any player", jp_morgan_before_dogma),
])


# --- Caresse Crosby ---------------------------------------------------------------------------

def _not_splayed_left_on_your_board(gs: GameState, event: KarmaEvent, owner: int) -> bool:
    if event.card is None:
        return False
    pile = gs.players[owner].board.get(gs.catalog.cards[event.card].color)
    return pile is None or pile.splay != "left"


def caresse_crosby_before_dogma(ctx, event: KarmaEvent) -> Generator[dict, list, None]:
    """First splay that colour left on any one board, then draw two 2s; if the splay was on your
    board and left all five of your colours splayed left, you win."""
    color = ctx.info(event.card).color
    seats = [seat for seat in ctx.gs.clockwise(ctx.player) if splayable(ctx, [color], "left", seat)]
    seat = yield from ctx.choose_player(seats, prompt=f"Choose the board whose {color} pile to splay left")
    if seat is not None:
        ctx.splay(color, "left", seat=seat)
    ctx.draw(2)
    ctx.draw(2)
    if seat == ctx.player and all(ctx.splay_of(c) == "left" for c in COLORS):
        ctx.win()


KARMA.register("Caresse Crosby", [
    Karma("would-first", "dogma-action", "any player", caresse_crosby_before_dogma,
          when=_not_splayed_left_on_your_board),
])


# --- Nikola Tesla -----------------------------------------------------------------------------

def nikola_tesla_before_melding(ctx, event: KarmaEvent) -> Generator[dict, list, None]:
    """First score a top card of an opponent's board with neither a lightbulb nor a clock; if
    one was scored and nothing in your score pile is of higher value, draw a 9."""
    holders = {top: seat for seat in ctx.opponents() for top in ctx.top_cards(seat)
               if not ctx.info(top).has_icon("lightbulb") and not ctx.info(top).has_icon("clock")}
    name = yield from ctx.choose_one(list(holders), kind="score", prompt="Choose an opponent's top card to score")
    if name is None:
        return
    ctx.score(name, ctx.zone("board", holders[name]))
    if name in ctx.score_pile() and all(ctx.value(other) <= ctx.value(name) for other in ctx.score_pile()):
        ctx.draw(9)


KARMA.register("Nikola Tesla", [
    Karma("decree-permission"),     # Expansion with any two figures (read by the Decree action)
    Karma("would-first", "meld", "you", nikola_tesla_before_melding),
])


# --- H.G. Wells -------------------------------------------------------------------------------

def _lightbulb_featured(gs: GameState, event: KarmaEvent, owner: int) -> bool:
    return event.card is not None and gs.catalog.cards[event.card].dogma_icon == "lightbulb"


def hg_wells_instead_of_dogma(ctx, event: KarmaEvent) -> Generator[dict, list, None]:
    """Instead draw and junk a 10, then super-execute the junked card."""
    name = ctx.draw(10)
    if name is None:
        return
    ctx.junk(name, ctx.zone("hand"))
    yield from ctx.super_execute(name)


KARMA.register("H.G. Wells", [
    Karma("would-instead", "dogma-action", "you", hg_wells_instead_of_dogma, when=_lightbulb_featured),
])
