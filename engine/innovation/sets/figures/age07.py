"""Figures of age 7 whose karma is written (the rest: docs/figures.md).

Each figure's karma in printed order, the rules in our own words in
engine/data/cards/figures-ultimate.json. Readings made here:

- "icon type" (James Clerk Maxwell, Alfred Nobel) is a standard icon: one of the six (castle,
  crown, leaf, lightbulb, factory, clock), as for the fourth-edition base cards, or the age-0
  icon, standard once age 0 is in play (only age-0 cards show it, so before then it counts 0);
  the avatar is not one (the one source's code counts it for both: an IMPL note on Alfred
  Nobel);
- "a card with a leaf" (Robert E. Lee) has a leaf in any of its four slots;
- Robert E. Lee's card goes to the board of a player other than its owner, or of any player
  (cards.readings.robert_e_lee_destination: the data's rule, or the looser printed wording);
- "return exactly three cards" (Rowland Hill) returns as many as the hand holds, up to three
  (do as much as you can); only three returned earn the achievements;
- cards transferred "to the available achievements" (George Stephenson, Queen Victoria) become
  available standard achievements of their value (a second one of a value joins the extras,
  GameState.standard_extra, and takes the value's place once the first is claimed);
- decree permissions are read from the card data by the Decree action (no code).
"""

from __future__ import annotations

from collections.abc import Generator

from ... import zones
from ...cards import STANDARD_ICON_TYPES as ICON_TYPES
from ...icons import board_icons
from ...karma import Karma, KarmaEvent, condition_age
from ...state import GameState
from ..helpers import in_order
from .karma_set import KARMA


def _opponents(gs: GameState, owner: int) -> list[int]:
    return [s for s in gs.clockwise(owner, include_start=False) if not gs.partners(owner, s)]


# --- Charles Darwin ---------------------------------------------------------------------------

def charles_darwin_before_claiming(ctx, event: KarmaEvent) -> None:
    """If your achievement count is at least every other player's, you win; otherwise draw an 8
    (then the claim proceeds)."""
    gs = ctx.gs
    mine = gs.achievement_count(ctx.player)
    if all(mine >= gs.achievement_count(other) for other in ctx.others()):
        ctx.win()
    else:
        ctx.draw(8)


KARMA.register("Charles Darwin", [
    Karma("decree-permission"),     # Advancement with any two figures (read by the Decree action)
    Karma("would-first", "claim", "you", charles_darwin_before_claiming),
])


# --- James Clerk Maxwell ----------------------------------------------------------------------

def _maxwell_icons(gs: GameState, owner: int, own: dict[str, int]) -> dict[str, int]:
    """One more icon of each standard icon type the board shows, per card in hand."""
    extra = len(gs.players[owner].hand)
    return {icon: extra for icon in ICON_TYPES if own.get(icon, 0) > 0} if extra else {}


def _value_7_or_less(gs: GameState, event: KarmaEvent, owner: int) -> bool:
    return event.card is not None and gs.catalog.cards[event.card].age <= condition_age(gs, 7, owner)


def maxwell_before_a_return(ctx, event: KarmaEvent) -> None:
    """First you draw an 8."""
    ctx.draw(8)


KARMA.register("James Clerk Maxwell", [
    # the icons read the hand: a draw changes them with the board unchanged
    Karma("icon-bonus", icons=_maxwell_icons, varies_with=lambda gs, owner: len(gs.players[owner].hand)),
    Karma("would-first", "return", "any player", maxwell_before_a_return, when=_value_7_or_less),
])


# --- John Ericsson ----------------------------------------------------------------------------

def _right_splayed_opponents(gs: GameState, owner: int, color: str) -> list[int]:
    found = []
    for seat in _opponents(gs, owner):
        pile = gs.players[seat].board.get(color)
        if pile is not None and pile.splay == "right":
            found.append(seat)
    return found


def _an_opponent_splays_its_color_right(gs: GameState, event: KarmaEvent, owner: int) -> bool:
    return event.card is not None and bool(_right_splayed_opponents(gs, owner, gs.catalog.cards[event.card].color))


def john_ericsson_before_dogma(ctx, event: KarmaEvent) -> Generator[dict, list, None]:
    """First unsplay that colour on the board of one opponent who has it splayed right (your
    choice)."""
    color = ctx.info(event.card).color
    seat = yield from ctx.choose_player(_right_splayed_opponents(ctx.gs, ctx.player, color),
                                        prompt=f"Choose an opponent whose {color} pile to unsplay")
    if seat is not None:
        ctx.unsplay(color, seat=seat)


def john_ericsson_before_an_opponent_draws(ctx, event: KarmaEvent) -> None:
    """First you draw and tuck a 7."""
    ctx.draw_and_tuck(7)


KARMA.register("John Ericsson", [
    Karma("would-first", "dogma-action", "you", john_ericsson_before_dogma, when=_an_opponent_splays_its_color_right),
    Karma("would-first", "draw", "opponent", john_ericsson_before_an_opponent_draws),
])


# --- Robert E. Lee ----------------------------------------------------------------------------

def _has_a_demand(gs: GameState, event: KarmaEvent, owner: int) -> bool:
    return event.card is not None and gs.catalog.cards[event.card].has_demand


def robert_e_lee_before_a_demand_dogma(ctx, event: KarmaEvent) -> Generator[dict, list, None]:
    """First transfer a top card with a leaf, not of the dogma'd card's colour, from any board
    onto the board of a player other than its owner, or of any player, its owner's included
    (cards.readings.robert_e_lee_destination); back onto its own board it stays on top."""
    color = ctx.info(event.card).color
    holders = {}
    for seat in ctx.gs.clockwise(ctx.player):
        for top in ctx.top_cards(seat):
            if ctx.info(top).has_icon("leaf") and ctx.info(top).color != color:
                holders[top] = seat
    name = yield from ctx.choose_one(list(holders), kind="transfer",
                                     prompt="Choose a top card with a leaf to transfer")
    if name is None:
        return
    source = holders[name]
    anywhere = ctx.rules.cards.readings.robert_e_lee_destination == "any-player"
    target = yield from ctx.choose_player([s for s in ctx.gs.clockwise(ctx.player) if anywhere or s != source],
                                          prompt=f"Choose the player whose board {name} goes to")
    if target is not None:
        ctx.transfer(name, ctx.zone("board", source), ctx.zone("board", target))


KARMA.register("Robert E. Lee", [
    Karma("would-first", "dogma-action", "any player", robert_e_lee_before_a_demand_dogma, when=_has_a_demand),
    # every seven leaves on your board count as one achievement
    Karma("achievement-bonus", amount=lambda gs, owner, seat: board_icons(gs, owner)["leaf"] // 7),
])


# --- Alfred Nobel -----------------------------------------------------------------------------

def _nobel_achievements(gs: GameState, owner: int, seat: int) -> int:
    """One per standard icon type you show at least once and at least twice as often as every
    opponent."""
    mine = board_icons(gs, owner)
    theirs = [board_icons(gs, other) for other in _opponents(gs, owner)]
    return sum(1 for icon in ICON_TYPES
               if mine.get(icon, 0) > 0 and all(mine.get(icon, 0) >= 2 * other.get(icon, 0) for other in theirs))


def alfred_nobel_before_a_transfer(ctx, event: KarmaEvent) -> None:
    """First you junk all cards in the 7 deck."""
    ctx.junk_deck(7)


KARMA.register("Alfred Nobel", [
    Karma("achievement-bonus", amount=_nobel_achievements),
    Karma("would-first", "transfer", "any player", alfred_nobel_before_a_transfer),
])


# --- George Stephenson ------------------------------------------------------------------------

def _own_color_splayed_right(gs: GameState, event: KarmaEvent, owner: int) -> bool:
    if event.card is None:
        return False
    pile = gs.players[owner].board.get(gs.catalog.cards[event.card].color)
    return pile is not None and pile.splay == "right"


def george_stephenson_before_dogma(ctx, event: KarmaEvent) -> None:
    """First change that pile's splay to up."""
    ctx.splay(ctx.info(event.card).color, "up")


def george_stephenson_before_claiming(ctx, event: KarmaEvent) -> None:
    """First transfer the bottom yellow card of every board (yours included) to the available
    achievements."""
    bottoms = [(seat, ctx.pile("yellow", seat)[-1]) for seat in ctx.gs.clockwise(ctx.player)
               if ctx.pile("yellow", seat)]
    for seat, name in bottoms:
        ctx.transfer(name, ctx.zone("board", seat), zones.STANDARD)


KARMA.register("George Stephenson", [
    Karma("would-first", "dogma-action", "you", george_stephenson_before_dogma, when=_own_color_splayed_right),
    Karma("would-first", "claim", "you", george_stephenson_before_claiming),
])


# --- Florence Nightingale ---------------------------------------------------------------------

def _out_of_your_score_pile(gs: GameState, event: KarmaEvent, owner: int) -> bool:
    return event.source == zones.score(owner)


def florence_nightingale_keeps_it(ctx, event: KarmaEvent) -> None:
    """Instead the card stays in your score pile and nothing happens."""


KARMA.register("Florence Nightingale", [
    Karma("decree-permission"),     # Expansion with any two figures (read by the Decree action)
    Karma("would-instead", ("transfer", "return", "meld", "score", "junk"), "any player",
          florence_nightingale_keeps_it, when=_out_of_your_score_pile),
])


# --- Rowland Hill -----------------------------------------------------------------------------

def rowland_hill_before_claiming(ctx, event: KarmaEvent) -> Generator[dict, list, None]:
    """First return exactly three cards from your hand (as many as it holds, up to three); if
    three were returned, claim every other card in your hand as an achievement. Then the claim
    proceeds."""
    hand = ctx.hand()
    picked = yield from ctx.choose(hand, kind="return", prompt="Choose three cards to return", min=3, max=3)
    order = yield from in_order(ctx, picked, "age", kind="return", prompt="Order the cards to return")
    for name in order:
        ctx.return_card(name)
    if len(order) == 3:
        for name in ctx.hand():
            ctx.achieve_card(name, ctx.zone("hand"))


KARMA.register("Rowland Hill", [Karma("would-first", "claim", "you", rowland_hill_before_claiming)])


# --- Queen Victoria ---------------------------------------------------------------------------

VICTORIA_SCORE, VICTORIA_ACHIEVEMENTS = "score", "achievements"


def queen_victoria_before_scoring(ctx, event: KarmaEvent) -> Generator[dict, list, None]:
    """First choose a figure in any score pile (yours included); either score it or transfer it
    to the available achievements. Then the score proceeds."""
    holders = {name: seat for seat in ctx.gs.clockwise(ctx.player) for name in ctx.score_pile(seat)
               if ctx.info(name).figure}
    name = yield from ctx.choose_one(list(holders), kind="figure", prompt="Choose a figure in a score pile")
    if name is None:
        return
    branch = yield from ctx.choose_one([VICTORIA_SCORE, VICTORIA_ACHIEVEMENTS], kind="branch",
                                       prompt=f"Score {name}, or transfer it to the available achievements")
    source = ctx.zone("score", holders[name])
    if branch == VICTORIA_SCORE:
        ctx.score(name, source)
    else:
        ctx.transfer(name, source, zones.STANDARD)


KARMA.register("Queen Victoria", [
    Karma("decree-permission"),     # Rivalry with any two figures (read by the Decree action)
    Karma("would-first", "score", "you", queen_victoria_before_scoring),
])
