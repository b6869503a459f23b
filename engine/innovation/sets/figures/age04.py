"""Figures of age 4, each registered whole, its karmas in printed order (card data:
engine/data/cards/figures-ultimate.json; conventions: age03.py's docstring).

Johannes Kepler raises the ages effects write ("draw a 3"), not the ones they compute ("one
higher than ..."): effects tell them apart with `Context.draw(..., written=False)`.
"""

from __future__ import annotations

from collections.abc import Generator

from ... import zones
from ...dogma import dogma_action
from ...karma import Karma, KarmaEvent, game_action
from ...state import GameState
from ..helpers import in_order
from .age03 import any_board_tops, own_splay_changes, where
from .karma_set import KARMA

# --- Taki ad-Din -----------------------------------------------------------------------------


def taki_ad_din_instead_of_drawing(ctx, event):
    """Instead draw and reveal a 5 and splay right its color on your board; meld it if it has a
    lightbulb (otherwise it stays in your hand)."""
    name = ctx.draw_and_reveal(5)
    if name is None:
        return
    ctx.splay(ctx.info(name).color, "right")
    if ctx.info(name).has_icon("lightbulb"):
        ctx.meld(name)


KARMA.register("Taki ad-Din", [
    Karma("decree-permission"),     # Advancement with any two figures (read by the Decree action)
    Karma("would-instead", "draw-action", "you", taki_ad_din_instead_of_drawing),
])


# --- Yi Sun-Sin ------------------------------------------------------------------------------

def yi_sun_sin_instead(ctx, event: KarmaEvent) -> Generator[dict, list, None]:
    """Instead of any player's transfer (or exchange): you tuck the card (every card of both
    groups) onto your board, in the order you give when two go under one pile; then draw and
    tuck a 4; then score a top card with a castle from any player's board."""
    moved = [event.card] if event.kind == "transfer" and event.card is not None else list(event.cards or ())
    moved = [name for name in moved if zones.locate(ctx.gs, name) is not None]
    order = yield from in_order(ctx, moved, "color", kind="tuck", prompt="Order of the cards to tuck")
    for name in order:
        ctx.tuck(name, where(ctx, name))
    ctx.draw_and_tuck(4)
    castles = any_board_tops(ctx, lambda card: card.has_icon("castle"))
    name = yield from ctx.choose_one(castles, kind="score", prompt="Score a top card with a castle from any board")
    if name is not None:
        ctx.score(name, where(ctx, name))


# --- Johannes Kepler ---------------------------------------------------------------------------

def kepler_raised_dogma(ctx, event: KarmaEvent) -> Generator[dict, list, None]:
    """Instead take the Dogma action as normal, except that every age value written in every
    effect is raised by N for the whole action: N is the number of different values above 3
    among your top cards, counted when the action starts (GameState.action_age_offset). The
    karma changes the values written, not who else's karma answers: the action it lets happen
    is an ordinary Dogma action, in which every other karma fires as usual (karma.game_action;
    the no-nesting guard covers only what a karma's own effect does). Whether the raise reaches
    the other players' karmas answering in it is figures.raised_other_players_karmas
    (karma.raise_reaches)."""
    gs = ctx.gs
    assert event.card is not None       # a dogma-action event names its card
    raise_by = len({ctx.value(name) for name in ctx.top_cards() if ctx.value(name) > 3})
    raiser = gs.action_age_raiser
    gs.action_age_offset += raise_by
    gs.action_age_raiser = ctx.player
    try:
        with game_action(gs):
            yield from dogma_action(gs, ctx.player, event.card)
    finally:
        gs.action_age_offset -= raise_by
        gs.action_age_raiser = raiser


KARMA.register("Johannes Kepler", [
    Karma("would-instead", "dogma-action", "you", kepler_raised_dogma),
])


KARMA.register("Yi Sun-Sin", [Karma("would-instead", ("transfer", "exchange"), "any player", yi_sun_sin_instead)])


# --- Galileo Galilei -------------------------------------------------------------------------

def galileo_before_drawing(ctx, event: KarmaEvent) -> Generator[dict, list, None]:
    """Before a draw: junk every card of the 4 deck or of the 5 deck, your choice (nothing to
    choose when both are empty). The draw then takes the next deck with cards."""
    supply = ctx.gs.supply
    if not supply.get(4) and not supply.get(5):
        return
    age = yield from ctx.choose_one([4, 5], kind="junk_deck", prompt="Junk every card of the 4 deck or of the 5 deck")
    ctx.junk_deck(age)


def galileo_before_melding(ctx, event: KarmaEvent) -> Generator[dict, list, None]:
    """Before a meld: junk an available standard achievement of value 3, 4 or 5 (if any)."""
    yield from ctx.junk_achievement([3, 4, 5], prompt="Junk an available achievement of value 3, 4 or 5")


KARMA.register("Galileo Galilei", [
    Karma("would-first", "draw", "you", galileo_before_drawing),
    Karma("would-first", "meld", "you", galileo_before_melding),
])


# --- Pedro Alvarez Cabral --------------------------------------------------------------------

def _value_1(gs: GameState, event: KarmaEvent, owner: int) -> bool:
    return event.card is not None and gs.catalog.cards[event.card].age == 1


def cabral_instead_of_dogma(ctx, event: KarmaEvent) -> None:
    """Instead of a Dogma action on a 1: claim World; if it cannot be claimed and Monotheism is
    one of your top cards, you win."""
    if not ctx.claim_special("World") and "Monotheism" in ctx.top_cards():
        ctx.win()


KARMA.register("Pedro Alvarez Cabral", [
    Karma("decree-permission"),     # Trade with any two figures (Trade is not offered yet: decrees.py)
    Karma("would-instead", "dogma-action", "you", cabral_instead_of_dogma, when=_value_1),
])


# --- Leonardo Da Vinci -----------------------------------------------------------------------

def leonardo_before_melding(ctx, event: KarmaEvent) -> Generator[dict, list, None]:
    """Before a meld: meld another card from your hand (a must when there is one); if it is
    purple, draw three 4s and score a top figure from any player's board. Then the first meld
    goes on."""
    others = [name for name in ctx.hand() if name != event.card]
    name = yield from ctx.choose_one(others, kind="meld", prompt="Meld another card from your hand")
    if name is None:
        return
    ctx.meld(name)
    if ctx.info(name).color != "purple":
        return
    for _ in range(3):
        ctx.draw(4)
    figures = any_board_tops(ctx, lambda card: card.figure)
    top = yield from ctx.choose_one(figures, kind="score", prompt="Score a top figure from any board")
    if top is not None:
        ctx.score(top, where(ctx, top))


KARMA.register("Leonardo Da Vinci", [Karma("would-first", "meld", "you", leonardo_before_melding)])


# --- Niccolo Machiavelli ---------------------------------------------------------------------

def _right_alone(gs: GameState, owner: int, seat: int) -> int:
    """One achievement per colour splayed right on your board and on no other player's."""
    others = [p for p in gs.players if p.seat != owner]
    return sum(1 for color, pile in gs.players[owner].board.items() if pile.splay == "right"
               and not any(p.board[color].splay == "right" for p in others if color in p.board))


def _own_splay(gs: GameState, event: KarmaEvent, owner: int) -> bool:
    """A splay (not an unsplay) of one of your own colours that would change it."""
    return event.direction not in (None, "none") and own_splay_changes(gs, event, owner, event.direction)


def machiavelli_before_splaying(ctx, event: KarmaEvent) -> None:
    """Before you splay a colour: unsplay that colour on every opponent's board."""
    assert event.color is not None
    for opponent in ctx.opponents():
        ctx.unsplay(event.color, seat=opponent)


KARMA.register("Niccolo Machiavelli", [
    Karma("achievement-bonus", amount=_right_alone),
    Karma("would-first", "splay", "you", machiavelli_before_splaying, when=_own_splay),
])


# --- William Shakespeare ---------------------------------------------------------------------

KARMA.register("William Shakespeare", [
    Karma("decree-permission"),     # Rivalry with any two figures
    Karma("decree-permission"),     # any decree with any three figures (decrees.ANY_DECREE_FIGURES)
])
