"""Figures of age 1: every figure's karma, in printed order (card data:
engine/data/cards/figures-ultimate.json; how a karma is written: docs/figures.md).

Conventions of these karma: "you" is the figure's owner, who carries out every instruction and
makes every choice unless the text names another player; "first / second action of your turn"
counts the actions of the owner's own turn (a one-action turn has a first action and no second);
cards going to one place in an order that shows (returned under one deck, tucked or melded onto
one pile) are ordered by the player (helpers.in_order).
"""

from __future__ import annotations

from collections.abc import Generator

from ...effects.context import Context, run_effect
from ...icons import board_icons
from ...karma import Karma, KarmaEvent, condition_age
from ...state import EffectMemory, GameState
from ..helpers import in_order
from .drawing import value_about_to_draw
from .karma_set import KARMA

Decisions = Generator[dict, list, None]


# --- conditions shared by the figures of ages 1 and 2 ------------------------------------------

def action_number(gs: GameState) -> int:
    """Which action of the current turn is under way, from 1 (the actions left are counted down
    after the action ends)."""
    started = 1 if gs.turn_number <= gs.single_action_through else gs.rules.actions.per_turn
    return started - gs.actions_left + 1


def own_turn_action(number: int):
    """A `when` condition: the event happens during the owner's own turn, in its action `number`."""
    def when(gs: GameState, event: KarmaEvent, owner: int) -> bool:
        return gs.turn_player == owner and action_number(gs) == number
    return when


def _is_figure(gs: GameState, name: str | None) -> bool:
    return name is not None and gs.catalog.cards[name].figure


def _on_board(ctx: Context, name: str) -> bool:
    return name in ctx.pile(ctx.info(name).color)


def deck_of(ctx: Context):
    """Where a returned card goes: a figure under its Figures deck, any other card under the
    supply deck of its age (the place helpers.in_order compares)."""
    return lambda name: (ctx.info(name).deck, ctx.value(name))


# --- Huang Di, Tigernmas, Gilgamesh, Daedalus -----------------------------------------------------

def _leaf_featured(gs: GameState, event: KarmaEvent, owner: int) -> bool:
    return event.card is not None and gs.catalog.cards[event.card].dogma_icon == "leaf"


def huang_di_draw_a_2(ctx, event):
    """First draw a 2, then the Dogma action proceeds."""
    ctx.draw(2)


KARMA.register("Huang Di", [
    Karma("decree-permission"),     # Advancement with any two figures (read by the Decree action)
    Karma("would-first", "dogma-action", "you", huang_di_draw_a_2, when=_leaf_featured),
])

KARMA.register("Tigernmas", [
    Karma("decree-permission"),     # War with any two figures (read by the Decree action)
    Karma("score-bonus", amount=lambda gs, owner, seat: len(gs.players[owner].hand)),   # 1 per hand card
])

KARMA.register("Gilgamesh", [
    # each castle on your board also counts as one more castle and one factory
    Karma("icon-bonus", icons=lambda gs, owner, own: {"castle": own["castle"], "factory": own["castle"]}),
    # each opponent's score is 1 lower per castle on their board, as they count them
    Karma("score-bonus", scope="opponent", amount=lambda gs, owner, seat: -board_icons(gs, seat)["castle"]),
])


def _daedalus_raise(gs: GameState, owner: int) -> int:
    """1 for each colour with cards on your board that is not splayed (printed text: only the
    colours you have; the one source's code also counts empty colours, an IMPL note)."""
    return sum(1 for pile in gs.players[owner].board.values() if pile.splay == "none")


KARMA.register("Daedalus", [Karma("achievement-access", achieve_top=_daedalus_raise)])


# --- Imhotep ------------------------------------------------------------------------------------

def _imhotep_when(gs: GameState, event: KarmaEvent, owner: int) -> bool:
    return event.card is not None and gs.catalog.cards[event.card].age == 1 and own_turn_action(2)(gs, event, owner)


def imhotep_before_dogma(ctx: Context, event: KarmaEvent) -> Decisions:
    """First draw and meld a 2 and splay its colour left; if both happened and it is a 2,
    return the top card of that colour from every board (the owner's first, then clockwise).
    Then the Dogma action proceeds (if the dogma'd card is still a top card)."""
    melded = ctx.draw(2)
    if melded is None:
        return
    ctx.meld(melded)
    color = ctx.info(melded).color
    if ctx.top_card(color) != melded:
        return
    if not ctx.splay(color, "left") or ctx.value(melded) != 2:
        return
    tops: dict[str, int] = {}
    for seat in ctx.gs.clockwise(ctx.player):
        top = ctx.top_card(color, seat)
        if top is not None:
            tops[top] = seat
    order = yield from in_order(ctx, list(tops), deck_of(ctx), kind="return_order",
                                prompt="Order the cards to return (first listed, first returned)")
    for name in order:
        ctx.return_card(name, ctx.zone("board", tops[name]))    # the owner returns them


KARMA.register("Imhotep", [
    Karma("would-first", "dogma-action", "you", imhotep_before_dogma, when=_imhotep_when),
])


# --- Hammurabi ----------------------------------------------------------------------------------

def hammurabi_demand_back(ctx: Context, event: KarmaEvent) -> Decisions:
    """First the same demand effect is executed against the player demanding, the owner in the
    demanding role ("I"); then the original demand is executed against the owner."""
    gs = ctx.gs
    assert event.card is not None and event.index is not None and event.launcher is not None
    function = gs.effects.require(event.card)[event.index]
    reversed_ctx = Context(gs, event.launcher, ctx.player, gs.catalog.cards[event.card], event.index, True,
                           EffectMemory())
    yield from run_effect(function, reversed_ctx)


KARMA.register("Hammurabi", [
    Karma("would-first", "demand-against", "you", hammurabi_demand_back),
])


# --- Fu Xi --------------------------------------------------------------------------------------

def fu_xi_draw_and_score_a_2(ctx: Context, event: KarmaEvent) -> None:
    """First draw and score a 2, then the draw proceeds."""
    ctx.draw_and_score(2)


KARMA.register("Fu Xi", [
    Karma("decree-permission"),     # Trade with any two figures (read by the Decree action)
    # printed "during the first action of your own turn" (the one source fires on any player's
    # first action, an IMPL note): only the owner's own turn
    Karma("would-first", "draw", "you", fu_xi_draw_and_score_a_2, when=own_turn_action(1)),
])


# --- Hatshepsut ---------------------------------------------------------------------------------

def _hatshepsut_when(gs: GameState, event: KarmaEvent, owner: int) -> bool:
    cards = gs.catalog.cards
    value = value_about_to_draw(gs, event.age)
    return value is not None and value >= condition_age(gs, 2, owner) and any(cards[n].age == 1 for n in gs.players[owner].hand)


def hatshepsut_return_and_redraw(ctx: Context, event: KarmaEvent) -> Decisions:
    """First return every card in hand, then draw a card of the value about to be drawn
    (figures.value_about_to_draw, read as the karma fires) for each card returned; then the draw
    proceeds."""
    value = value_about_to_draw(ctx.gs, event.age)
    order = yield from in_order(ctx, ctx.hand(), deck_of(ctx), kind="return_order",
                                prompt="Order the cards to return (first listed, first returned)")
    returned = 0
    for name in order:
        ctx.return_card(name)
        returned += name not in ctx.hand()
    for _ in range(returned):
        ctx.draw(value, written=False)      # a value read from the draw, not one the karma writes


KARMA.register("Hatshepsut", [
    Karma("would-first", "draw", "you", hatshepsut_return_and_redraw, when=_hatshepsut_when),
])


# --- Sargon of Akkad ----------------------------------------------------------------------------

def sargon_shares(ctx: Context, event: KarmaEvent) -> Generator[dict, list, None]:
    """Instead of being left out, the owner shares the non-demand effects; and junks an
    available standard achievement of value 1, if there is one. (Printed "you": the owner only;
    the one source makes every non-eligible player share, an IMPL note.)"""
    yield from ctx.junk_achievement([1])


KARMA.register("Sargon of Akkad", [
    Karma("would-instead", "share-eligibility", "you", sargon_shares),
])


# --- Shennong -----------------------------------------------------------------------------------

def _shennong_when(gs: GameState, event: KarmaEvent, owner: int) -> bool:
    """About to draw a 1 ("the value you are about to draw": figures.value_about_to_draw, as for
    every draw karma that reads it) during the first action of the owner's own turn."""
    return value_about_to_draw(gs, event.age) == condition_age(gs, 1, owner) and own_turn_action(1)(gs, event, owner)


def shennong_draw_and_score(ctx: Context, event: KarmaEvent) -> None:
    """First draw and score a card of the value the number of 1s in hand (a 0 draws as the usual
    rules say), then the draw proceeds. The 1 counted is written (raised inside a raised action);
    the count drawn is computed (not raised)."""
    one = ctx.effect_age(1)
    ones = sum(1 for name in ctx.hand() if ctx.value(name) == one)
    ctx.draw_and_score(ones, written=False)


KARMA.register("Shennong", [
    Karma("would-first", "draw", "you", shennong_draw_and_score, when=_shennong_when),
])


# --- Sneferu ------------------------------------------------------------------------------------

def sneferu_tuck_a_2(ctx: Context, event: KarmaEvent) -> None:
    """First draw and tuck a 2; return it if it has no castle. Then the meld proceeds."""
    tucked = ctx.draw(2)
    if tucked is None:
        return
    ctx.tuck(tucked)
    if _on_board(ctx, tucked) and not ctx.info(tucked).has_icon("castle"):
        ctx.return_card(tucked, ctx.zone("board"))


KARMA.register("Sneferu", [
    Karma("decree-permission"),     # Expansion with any two figures (read by the Decree action)
    Karma("would-first", "meld", "you", sneferu_tuck_a_2),
])


# --- Sunshu Ao ----------------------------------------------------------------------------------

def _meld_action_of_a_card(gs: GameState, event: KarmaEvent, owner: int) -> bool:
    return event.action and not _is_figure(gs, event.card)


def sunshu_ao_self_execute(ctx: Context, event: KarmaEvent) -> Decisions:
    """Instead of the Meld action's meld, self-execute the card; it stays in hand."""
    assert event.card is not None
    yield from ctx.self_execute(event.card)


def sunshu_ao_achieve_a_1(ctx: Context, event: KarmaEvent) -> None:
    """First draw a 1 and put it among your achievements; then the score or tuck proceeds."""
    drawn = ctx.draw(1)
    if drawn is not None:
        ctx.achieve_card(drawn, ctx.zone("hand"))


KARMA.register("Sunshu Ao", [
    Karma("would-instead", "meld", "you", sunshu_ao_self_execute, when=_meld_action_of_a_card),
    # the sixth card the owner scores (tucks) this turn: five already counted
    Karma("would-first", "score", "you", sunshu_ao_achieve_a_1, when=lambda gs, event, owner: gs.scored[owner] == 5),
    Karma("would-first", "tuck", "you", sunshu_ao_achieve_a_1, when=lambda gs, event, owner: gs.tucked[owner] == 5),
])


# --- Homer --------------------------------------------------------------------------------------

def homer_before_dogma(ctx: Context, event: KarmaEvent) -> None:
    """First draw and tuck a 2; if its colour is not the dogma'd card's, return your top card
    of its colour (the tucked card itself when it started the pile). Then the Dogma action
    proceeds (if the dogma'd card is still a top card)."""
    assert event.card is not None
    tucked = ctx.draw(2)
    if tucked is None:
        return
    ctx.tuck(tucked)
    color = ctx.info(tucked).color
    if _on_board(ctx, tucked) and color != ctx.info(event.card).color:
        top = ctx.top_card(color)
        if top is not None:
            ctx.return_card(top, ctx.zone("board"))


def _figure_from_own_hand(gs: GameState, event: KarmaEvent, owner: int) -> bool:
    return _is_figure(gs, event.card) and event.source == ("hand", owner)


def homer_tuck_instead(ctx: Context, event: KarmaEvent) -> None:
    """Instead of junking or returning a figure from your hand, tuck it."""
    assert event.card is not None
    ctx.tuck(event.card, ctx.zone("hand"))


KARMA.register("Homer", [
    Karma("would-first", "dogma-action", "you", homer_before_dogma),
    Karma("would-instead", ("junk", "return"), "you", homer_tuck_instead, when=_figure_from_own_hand),
])


# --- Ptahhotep ----------------------------------------------------------------------------------

def ptahhotep_score_and_super_execute(ctx: Context, event: KarmaEvent) -> Decisions:
    """Instead of the Dogma action, score a card from your hand; if you did, super-execute it
    where it lies in your score pile (a figure has no effects: nothing is executed)."""
    picked = yield from ctx.choose_one(ctx.hand(), kind="score", prompt="Score a card from your hand")
    if picked is None:
        return
    ctx.score(picked)
    if picked in ctx.score_pile() and not ctx.info(picked).figure:
        yield from ctx.super_execute(picked)


KARMA.register("Ptahhotep", [
    Karma("would-instead", "dogma-action", "you", ptahhotep_score_and_super_execute, when=own_turn_action(2)),
])


# --- Sinuhe -------------------------------------------------------------------------------------

KARMA.register("Sinuhe", [
    Karma("decree-permission"),     # Rivalry with any two figures (read by the Decree action)
    Karma("score-bonus", amount=lambda gs, owner, seat: board_icons(gs, owner)["castle"]),   # 1 per castle
])
