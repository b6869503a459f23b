"""Figures of age 5 whose karma is written (the rest: docs/figures.md).

Also the small readings several karmas of ages 5 and 6 share (age06.py imports them):
"eligible for an achievement", "the first action of your turn", the values a player may
choose ("the value you are about to draw" is drawing.py's).
"""

from __future__ import annotations

from collections.abc import Callable, Generator

from ... import zones
from ...achievements import achievable_ages, eligible
from ...cards import COLORS
from ...effects.context import Context
from ...icons import board_icons
from ...karma import Karma, KarmaEvent
from ...state import GameState
from ..helpers import in_order
from .drawing import value_about_to_draw
from .karma_set import KARMA

Steps = Generator[dict, list, None]


# --- readings shared by the karmas of ages 5 and 6 ------------------------------------------

def first_action(gs: GameState, event: KarmaEvent, owner: int) -> bool:
    """The event is the first action of its player's own turn."""
    actions = 1 if gs.turn_number <= gs.single_action_through else gs.rules.actions.per_turn
    return gs.turn_player == event.seat and gs.actions_left == actions


def claim_a_standard(ctx: Context, ages: list[int], prompt: str, excluded: str | None = None) -> Steps:
    """Claim one available standard achievement among `ages` (the owner chooses by value, then
    by title among several of that value; nothing when there is none). `excluded` may not be
    claimed (the achievement an opponent is claiming)."""
    ages = [age for age in ages if any(name != excluded for name in ctx.available_of_value(age))]
    age = yield from ctx.choose_one(ages, kind="achieve", prompt=prompt)
    if age is not None:
        yield from ctx.claim_of_value(age, excluded=excluded)


def top_cards_everywhere(ctx: Context, keep: Callable[[str], bool]) -> list[tuple[str, int]]:
    """(card, seat) for every top card on every board for which `keep(card)` holds, the owner's
    board first, then clockwise."""
    return [(name, seat) for seat in ctx.gs.clockwise(ctx.player)
            for name in ctx.top_cards(seat) if keep(name)]


def score_a_top_card(ctx: Context, keep: Callable[[str], bool], prompt: str) -> Steps:
    """Score one top card (the owner's choice) from any player's board among those `keep`
    accepts; nothing when there is none."""
    found = top_cards_everywhere(ctx, keep)
    picked = yield from ctx.choose_one([name for name, _ in found], kind="score", prompt=prompt)
    if picked is not None:
        seat = next(s for name, s in found if name == picked)
        ctx.score(picked, ctx.zone("board", seat))


# --- Christiaan Huygens -----------------------------------------------------------------------

def huygens_instead_of_first_dogma(ctx: Context, event: KarmaEvent) -> Steps:
    """Instead junk all cards in the 6 deck, then draw and reveal one 7, two 8s or three 9s (the
    owner chooses by value); if those cards show more clocks in total than the owner's board,
    return them (the owner orders returns to one deck); otherwise they stay in hand."""
    ctx.junk_deck(6)
    value = yield from ctx.choose_one([7, 8, 9], kind="draw",
                                      prompt="Draw and reveal one 7, two 8s or three 9s")
    drawn = []
    for _ in range(value - 6):
        name = ctx.draw_and_reveal(value)
        if name is not None:
            drawn.append(name)
    clocks = sum(ctx.info(name).icons.count("clock") for name in drawn)
    if clocks > ctx.icons()["clock"]:
        back = yield from in_order(ctx, [n for n in drawn if n in ctx.hand()], "age", kind="return",
                                   prompt="Order the cards going back under one deck")
        for name in back:
            ctx.return_card(name)


KARMA.register("Christiaan Huygens", [
    Karma("would-instead", "dogma-action", "you", huygens_instead_of_first_dogma, when=first_action),
])


# --- Isaac Newton -----------------------------------------------------------------------------

def newton_before_draw_action(ctx: Context, event: KarmaEvent) -> Steps:
    """First draw and reveal a 1 and transfer it onto the board of any player (the owner
    chooses, themselves included): on top of the pile of its colour."""
    name = ctx.draw_and_reveal(1)
    if name is None:
        return
    seat = yield from ctx.choose_player(ctx.gs.clockwise(ctx.player), prompt=f"Put {name} on a board")
    if seat is not None:
        ctx.transfer(name, ctx.zone("hand"), ctx.zone("board", seat))


def newton_before_dogma(ctx: Context, event: KarmaEvent) -> None:
    """First splay right every colour of the owner's board whose top card has the value of the
    card being dogma'd (its own colour among them)."""
    value = ctx.value(event.card)
    for color in COLORS:
        top = ctx.top_card(color)
        if top is not None and ctx.value(top) == value:
            ctx.splay(color, "right")


KARMA.register("Isaac Newton", [
    Karma("would-first", "draw-action", "you", newton_before_draw_action),
    Karma("would-first", "dogma-action", "you", newton_before_dogma),
])


# --- Peter the Great --------------------------------------------------------------------------

def peter_before_return(ctx: Context, event: KarmaEvent) -> None:
    """First score the owner's bottom green card; if it has a crown, claim the new bottom green
    card as an achievement when the owner is eligible for its value. Then the return."""
    pile = ctx.pile("green")
    if not pile:
        return
    bottom = pile[-1]
    ctx.score(bottom, ctx.zone("board"))
    if not ctx.info(bottom).has_icon("crown"):
        return
    pile = ctx.pile("green")
    if pile and eligible(ctx.gs, ctx.player, ctx.value(pile[-1])):
        ctx.achieve_card(pile[-1], ctx.zone("board"))


KARMA.register("Peter the Great", [
    Karma("decree-permission"),     # War with any two figures (read by the Decree action)
    Karma("would-first", "return", "you", peter_before_return),
])


# --- Shivaji ----------------------------------------------------------------------------------

def shivaji_before_opponent_claims(ctx: Context, event: KarmaEvent) -> Steps:
    """First the owner claims another available standard achievement they are eligible for
    (their choice by value; nothing when there is none)."""
    yield from claim_a_standard(ctx, achievable_ages(ctx.gs, ctx.player), "Claim an achievement you are eligible for",
                                excluded=event.card)


def _yellow(gs: GameState, event: KarmaEvent, owner: int) -> bool:
    return event.card is not None and gs.catalog.cards[event.card].color == "yellow"


def shivaji_before_yellow_dogma(ctx: Context, event: KarmaEvent) -> None:
    """First transfer every card of the owner's purple pile, top first, to the available
    standard achievements (a second one of a value joins the extras: state.standard_extra)."""
    pile = ctx.pile("purple")
    for name in pile:
        ctx.transfer(name, ctx.zone("board"), zones.STANDARD)


KARMA.register("Shivaji", [
    Karma("would-first", "claim", "opponent", shivaji_before_opponent_claims),
    Karma("would-first", "dogma-action", "you", shivaji_before_yellow_dogma, when=_yellow),
])


# --- Bartholomew Roberts ----------------------------------------------------------------------

def roberts_instead_of_draw_action(ctx: Context, event: KarmaEvent) -> Steps:
    """Instead score a top card with a crown from any player's board (the owner's choice)."""
    yield from score_a_top_card(ctx, lambda name: ctx.info(name).has_icon("crown"),
                                "Score a top card with a crown")


def roberts_before_draw(ctx: Context, event: KarmaEvent) -> Steps:
    """First claim an available standard achievement of the value about to be drawn
    (figures.value_about_to_draw), ignoring eligibility (among several of that value, the
    owner's choice). Then the draw."""
    value = value_about_to_draw(ctx.gs, event.age)
    if value is not None:
        yield from ctx.claim_of_value(value)


KARMA.register("Bartholomew Roberts", [
    Karma("would-instead", "draw-action", "you", roberts_instead_of_draw_action),
    Karma("would-first", "draw", "you", roberts_before_draw),
])


# --- Samuel de Champlain ----------------------------------------------------------------------

def _hand_of(size: int) -> Callable[[GameState, KarmaEvent, int], bool]:
    def when(gs: GameState, event: KarmaEvent, owner: int) -> bool:
        return len(gs.players[event.seat].hand) == size
    return when


def champlain_before_fifth_card(ctx: Context, event: KarmaEvent) -> Steps:
    """First claim an available standard achievement of the value about to be drawn or lower,
    ignoring eligibility (the owner's choice by value)."""
    value = value_about_to_draw(ctx.gs, event.age)
    ages = [] if value is None else [age for age in sorted(ctx.gs.standard) if age <= value]
    yield from claim_a_standard(ctx, ages, "Claim an achievement")


def champlain_before_first_card(ctx: Context, event: KarmaEvent) -> None:
    """First draw a 6. Then the draw."""
    ctx.draw(6)


KARMA.register("Samuel de Champlain", [
    Karma("would-first", "draw", "you", champlain_before_fifth_card, when=_hand_of(4)),
    Karma("would-first", "draw", "you", champlain_before_first_card, when=_hand_of(0)),
])


# --- Christopher Polhem -----------------------------------------------------------------------

def _polhem_points(gs: GameState, owner: int, seat: int) -> int:
    """Each factory on the owner's board adds the number of achievements the owner holds.
    Printed reading: every achievement the owner counts, karma-granted ones too (the one
    source's code counts only the cards of the achievements pile, an IMPL note)."""
    return board_icons(gs, owner)["factory"] * gs.achievement_count(owner)


KARMA.register("Christopher Polhem", [
    Karma("decree-permission"),     # Expansion with any two figures (read by the Decree action)
    Karma("score-bonus", amount=_polhem_points),
])


# --- Bartolomeo Cristofori --------------------------------------------------------------------

def _fifth_visible(gs: GameState, event: KarmaEvent, owner: int) -> bool:
    """The melded card would be the fifth visible card of its colour: that pile of the melding
    player is splayed and holds exactly four cards."""
    if event.card is None:
        return False
    pile = gs.players[event.seat].board.get(gs.catalog.cards[event.card].color)
    return pile is not None and pile.splay != "none" and len(pile.cards) == 4


def cristofori_before_meld(ctx: Context, event: KarmaEvent) -> Steps:
    """First claim an available standard achievement, ignoring eligibility (by value)."""
    yield from claim_a_standard(ctx, sorted(ctx.gs.standard), "Claim an achievement")


KARMA.register("Bartolomeo Cristofori", [
    Karma("would-first", "meld", "you", cristofori_before_meld, when=_fifth_visible),
])


# --- Johannes Vermeer -------------------------------------------------------------------------

def _standard_claim(gs: GameState, event: KarmaEvent, owner: int) -> bool:
    """A claim of a standard achievement (any, not only by the Achieve action: printed
    reading; the one source's code fires only for the Achieve action, an IMPL note)."""
    return event.source == zones.STANDARD and event.card is not None


def vermeer_before_claim(ctx: Context, event: KarmaEvent) -> Steps:
    """First claim an available standard achievement one value higher, ignoring eligibility
    (among several of that value, the owner's choice)."""
    yield from ctx.claim_of_value(ctx.value(event.card) + 1)


def vermeer_before_meld(ctx: Context, event: KarmaEvent) -> Steps:
    """First choose a colour of the owner's board and score every card of it, top first."""
    color = yield from ctx.choose_one([c for c in COLORS if ctx.pile(c)], kind="color",
                                      prompt="Choose a colour to score")
    if color is not None:
        for name in ctx.pile(color):
            ctx.score(name, ctx.zone("board"))


KARMA.register("Johannes Vermeer", [
    Karma("would-first", "claim", "you", vermeer_before_claim, when=_standard_claim),
    Karma("would-first", "meld", "you", vermeer_before_meld),
])
