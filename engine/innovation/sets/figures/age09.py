"""Figures of age 9 whose karma is written (the rest: docs/figures.md).

Also the helpers the figures of ages 9 to 11 share (executing a card that may be a figure, a
Context for another player, the values a "choose a value" offers, the order of cards going
back to the decks)."""

from __future__ import annotations

from collections.abc import Generator

from ... import zones
from ...cards import COLORS
from ...effects.context import Context
from ...icons import board_icons
from ...karma import Karma, KarmaEvent, condition_age
from ...state import EffectMemory, GameState
from ..helpers import in_order
from .drawing import value_about_to_draw
from .karma_set import KARMA

# --- shared by ages 9 to 11 ----------------------------------------------------------------


def execute(ctx: Context, name: str, *, super_: bool = False) -> Generator[dict, list, None]:
    """Self- (or super-) execute `name` (a figure: nothing happens, as Context's executions say)."""
    if super_:
        yield from ctx.super_execute(name)
    else:
        yield from ctx.self_execute(name)


def as_player(ctx: Context, seat: int) -> Context:
    """A Context in which `seat` is "you" (and the launcher), for a karma that names another
    player as the one acting ("that player tucks", "that opponent chooses")."""
    return Context(ctx.gs, seat, seat, ctx.card, ctx.index, False, EffectMemory())




def deck_of(ctx: Context, name: str) -> tuple[str, int]:
    """The supply deck a card goes back to: its own set's deck of its value."""
    card = ctx.info(name)
    return card.deck, card.age


def return_in_order(ctx: Context, cards: list[tuple[str, tuple]], prompt: str) -> Generator[dict, list, list[str]]:
    """Return (card, zone) pairs, the owner giving the order when two go under one deck."""
    source = dict(cards)
    order = yield from in_order(ctx, [name for name, _ in cards], lambda n: deck_of(ctx, n),
                                kind="return", prompt=prompt)
    for name in order:
        ctx.return_card(name, source[name])
    return order


def tops_of_every_board(ctx: Context) -> list[tuple[str, int]]:
    """(top card, seat) of every board, players clockwise from the owner, colours in order."""
    found = []
    for seat in ctx.gs.clockwise(ctx.player):
        for color in COLORS:
            top = ctx.top_card(color, seat)
            if top is not None:
                found.append((top, seat))
    return found


def second_action(gs: GameState, event: KarmaEvent, owner: int) -> bool:
    """The event is the second action of its player's own turn (a one-action turn has none)."""
    two_actions = gs.turn_number > gs.single_action_through and gs.rules.actions.per_turn >= 2
    return two_actions and gs.turn_player == event.seat and gs.actions_left == gs.rules.actions.per_turn - 1


# --- Grace Hopper ----------------------------------------------------------------------------

def grace_hopper_draw_a_10(ctx: Context, event: KarmaEvent) -> None:
    """An opponent's Dogma action earned no sharing bonus: first draw and reveal a 10; if it
    is blue, you win."""
    name = ctx.draw_and_reveal(10)
    if name is not None and ctx.info(name).color == "blue":
        ctx.win()


KARMA.register("Grace Hopper", [
    Karma("would-first", "no-share-draw", "opponent", grace_hopper_draw_a_10),
])


# --- Mikhail Kalashnikov ---------------------------------------------------------------------

SCORE_IT, EXECUTE_IT = "score", "self-execute"


def kalashnikov_before_meld(ctx: Context, event: KarmaEvent) -> Generator[dict, list, None]:
    """An opponent is about to meld: first choose a top red card of one of your opponents,
    then score it or self-execute it (executing a figure does nothing)."""
    reds = {ctx.top_card("red", seat): seat for seat in ctx.opponents() if ctx.top_card("red", seat)}
    picked = yield from ctx.choose_one(list(reds), kind="karma_card", prompt="Choose a top red card of an opponent")
    if picked is None:
        return
    how = yield from ctx.choose_one([SCORE_IT, EXECUTE_IT], kind="karma_choice",
                                    prompt=f"Score {picked} or self-execute it")
    if how == SCORE_IT:
        ctx.score(picked, ctx.zone("board", reds[picked]))
    else:
        yield from execute(ctx, picked)


KARMA.register("Mikhail Kalashnikov", [
    Karma("would-first", "meld", "opponent", kalashnikov_before_meld),
])


# --- Taiichi Ono -----------------------------------------------------------------------------

def taiichi_ono_before_dogma(ctx: Context, event: KarmaEvent) -> Generator[dict, list, None]:
    """First you may achieve a hand card with the dogma'd card's featured icon; if you do not,
    draw an 11. A figure in hand has no featured icon (it has no dogma: printed reading; the
    card data's featured_icon_impl is the one source's stored icon, not known to be printed),
    so only base cards can match."""
    featured = ctx.info(event.card).dogma_icon if event.card else None
    matching = [name for name in ctx.hand() if ctx.info(name).dogma_icon == featured]
    picked = yield from ctx.choose_one(matching, optional=True, kind="achieve",
                                       prompt="You may achieve a card from your hand with the same featured icon")
    if picked is not None:
        ctx.achieve_card(picked, ctx.zone("hand"))
    else:
        ctx.draw(11)


KARMA.register("Taiichi Ono", [
    Karma("would-first", "dogma-action", "you", taiichi_ono_before_dogma),
])


# --- Che Guevara -----------------------------------------------------------------------------

def che_guevara_before_meld(ctx: Context, event: KarmaEvent) -> None:
    """First draw and score a 9; if it is yellow, junk every card of every score pile and
    every available standard achievement."""
    scored = ctx.draw_and_score(9)
    if scored is None or ctx.info(scored).color != "yellow":
        return
    for seat in ctx.gs.clockwise(ctx.player):
        for name in ctx.score_pile(seat):
            ctx.junk(name, ctx.zone("score", seat))
    # every value's available achievements, the extras a karma made available too
    for name in [name for age in sorted(ctx.gs.standard) for name in ctx.available_of_value(age)]:
        ctx.junk(name, zones.STANDARD)


KARMA.register("Che Guevara", [
    Karma("would-first", "meld", "you", che_guevara_before_meld),
])


# --- Ruth Handler ----------------------------------------------------------------------------

def ruth_handler_before_meld(ctx: Context, event: KarmaEvent) -> Generator[dict, list, None]:
    """First meld every other card of that colour from every hand (yours included), the owner
    ordering them (they all go onto one pile); then, once per card melded, draw a 9 and
    achieve it."""
    color = ctx.info(event.card).color if event.card else None
    source = {name: ctx.zone("hand", seat) for seat in ctx.gs.clockwise(ctx.player)
              for name in ctx.hand(seat) if name != event.card and ctx.info(name).color == color}
    order = yield from in_order(ctx, list(source), "color", kind="meld", prompt="Order the cards to meld")
    for name in order:
        ctx.meld(name, source[name])
    for _ in order:
        drawn = ctx.draw(9)
        if drawn is not None:
            ctx.achieve_card(drawn, ctx.zone("hand"))


KARMA.register("Ruth Handler", [
    Karma("would-first", "meld", "you", ruth_handler_before_meld),
])


# --- Pele ------------------------------------------------------------------------------------

def pele_before_score(ctx: Context, event: KarmaEvent) -> None:
    """First, if your top yellow and top green cards are both of your highest top value, you win."""
    yellow, green = ctx.top_card("yellow"), ctx.top_card("green")
    if yellow is None or green is None:
        return
    highest = ctx.gs.highest_top_age(ctx.player)
    if ctx.value(yellow) == ctx.value(green) == highest:
        ctx.win()


KARMA.register("Pele", [
    Karma("decree-permission"),     # Rivalry with any two figures (read by the Decree action)
    Karma("would-first", "score", "you", pele_before_score),
])


# --- Rod Serling -----------------------------------------------------------------------------

ROD_SERLING_EVENTS = ("transfer", "return", "draw", "score", "meld", "tuck", "junk")


def _value_3_or_less(gs: GameState, event: KarmaEvent, owner: int) -> bool:
    """The card is of value 3 or less; for a draw, the value about to be drawn
    (figures.value_about_to_draw)."""
    highest = condition_age(gs, 3, owner)
    if event.kind == "draw":
        value = value_about_to_draw(gs, event.age)
        return value is not None and value <= highest
    return event.card is not None and event.card in gs.catalog.cards and gs.catalog.cards[event.card].age <= highest


def rod_serling_loses(ctx: Context, event: KarmaEvent) -> None:
    """Instead that player loses the game (eliminated, with victory.elimination)."""
    ctx.lose(event.seat)


KARMA.register("Rod Serling", [
    Karma("would-instead", ROD_SERLING_EVENTS, "any player", rod_serling_loses, when=_value_3_or_less),
])


# --- Nelson Mandela --------------------------------------------------------------------------

def nelson_mandela_super_execute(ctx: Context, event: KarmaEvent) -> Generator[dict, list, None]:
    """Instead super-execute that card."""
    assert event.card is not None
    yield from ctx.super_execute(event.card)


KARMA.register("Nelson Mandela", [
    Karma("would-instead", "dogma-action", "you",
          nelson_mandela_super_execute, when=second_action),
    # every two avatars on your board count as one achievement
    Karma("achievement-bonus", amount=lambda gs, owner, seat: board_icons(gs, owner)["avatar"] // 2),
])
