"""Figures of age 2 whose karma is written here (Archimedes, Ptolemy and Cai Lun: another module
or docs/figures.md). Conventions: the module docstring of age01.py."""

from __future__ import annotations

from collections.abc import Generator

from ...effects.context import Context
from ...karma import Karma, KarmaEvent
from ...state import EffectMemory, GameState
from ..helpers import in_order
from .age01 import own_turn_action
from .karma_set import KARMA

Decisions = Generator[dict, list, None]


# --- Alexander the Great ------------------------------------------------------------------------

def alexander_when_melded(ctx, event: KarmaEvent):
    """Score every figure that is a top card on any opponent's board."""
    for opponent in ctx.opponents():
        for top in ctx.top_cards(opponent):
            if ctx.info(top).figure:
                ctx.score(top, ctx.zone("board", opponent))


def alexander_before_dogma(ctx, event: KarmaEvent):
    """First draw and score a 2; if the scored card is not a 2 (the 2 deck was empty), also
    score Alexander the Great from your board. Then the Dogma action proceeds."""
    scored = ctx.draw_and_score(2)
    if (scored is None or ctx.value(scored) != 2) and "Alexander the Great" in ctx.top_cards():
        ctx.score("Alexander the Great", ctx.zone("board"))


KARMA.register("Alexander the Great", [
    Karma("when-meld", "meld-self", "you", alexander_when_melded),
    Karma("would-first", "dogma-action", "you", alexander_before_dogma),
])


# --- Zhang Heng ---------------------------------------------------------------------------------

def zhang_heng_before_a_claim(ctx: Context, event: KarmaEvent) -> None:
    """Whoever is about to claim: first the owner draws and tucks a 3, then every card above it
    in that pile is scored, by the owner or by the claiming player (cards.readings.
    zhang_heng_scorer: the printed text leaves the scorer unnamed; the one source has the
    claiming player score them, a SOURCE DISPUTE note). Then the claim proceeds."""
    scorer = event.seat if ctx.rules.cards.readings.zhang_heng_scorer == "claiming-player" else ctx.player
    tucked = ctx.draw(3)
    if tucked is None:
        return
    ctx.tuck(tucked)
    pile = ctx.pile(ctx.info(tucked).color)
    if tucked not in pile:
        return
    for name in pile[:pile.index(tucked)]:
        ctx.score(name, ctx.zone("board"), seat=scorer)


KARMA.register("Zhang Heng", [
    Karma("would-first", "claim", "any player", zhang_heng_before_a_claim),
])


# --- Sun Tzu ------------------------------------------------------------------------------------

def sun_tzu_meld_first(ctx: Context, event: KarmaEvent) -> Decisions:
    """First meld any number of the hand cards that show the Dogma action's featured icon;
    then the sharing bonus is drawn."""
    assert event.card is not None
    featured = ctx.info(event.card).dogma_icon
    showing = [name for name in ctx.hand() if featured is not None and ctx.info(name).has_icon(featured)]
    picked = yield from ctx.choose(showing, kind="meld", min=0, max=len(showing),
                                   prompt=f"Meld any of the cards showing a {featured}")
    order = yield from in_order(ctx, picked, "color", kind="meld_order",
                                prompt="Order the cards to meld (first listed, first melded)")
    for name in order:
        ctx.meld(name)


KARMA.register("Sun Tzu", [
    Karma("decree-permission"),     # War with any two figures (read by the Decree action)
    Karma("would-first", "share-draw", "you", sun_tzu_meld_first),
])


# --- Augustus Caesar ----------------------------------------------------------------------------

def _card_with_castle(gs: GameState, event: KarmaEvent, owner: int) -> bool:
    return event.card is not None and gs.catalog.cards[event.card].has_icon("castle")


def augustus_caesar_instead(ctx: Context, event: KarmaEvent) -> Decisions:
    """Instead of the Dogma action (any player's): the owner draws and reveals a card of the
    dogma'd card's value and melds it if it has a castle or a lightbulb; otherwise the player
    who was dogma-ing super-executes the card."""
    assert event.card is not None
    drawn = ctx.draw_and_reveal(ctx.value(event.card))
    if drawn is not None and (ctx.info(drawn).has_icon("castle") or ctx.info(drawn).has_icon("lightbulb")):
        ctx.meld(drawn)
        return
    dogmaer = Context(ctx.gs, event.seat, event.seat, ctx.info(event.card), 0, False, EffectMemory())
    yield from dogmaer.super_execute(event.card)


KARMA.register("Augustus Caesar", [
    Karma("would-instead", "dogma-action", "any player", augustus_caesar_instead, when=_card_with_castle),
])


# --- Ximen Bao ----------------------------------------------------------------------------------

def ximen_bao_junk_hands(ctx: Context, event: KarmaEvent) -> None:
    """First junk every card in every opponent's hand; then the decree is issued."""
    for opponent in ctx.opponents():
        for name in ctx.hand(opponent):
            ctx.junk(name, ctx.zone("hand", opponent))


KARMA.register("Ximen Bao", [
    Karma("decree-permission"),     # Expansion with any two figures (read by the Decree action)
    Karma("would-first", "decree", "you", ximen_bao_junk_hands),
])


# --- Confucius ----------------------------------------------------------------------------------

def _castle_featured(gs: GameState, event: KarmaEvent, owner: int) -> bool:
    return event.card is not None and gs.catalog.cards[event.card].dogma_icon == "castle"


def confucius_instead(ctx: Context, event: KarmaEvent) -> Decisions:
    """Instead of the Dogma action: score the card from your board, and junk every card of the
    2 deck or of the 3 deck, as you choose (an empty deck may be chosen)."""
    assert event.card is not None
    ctx.score(event.card, ctx.zone("board"))
    age = yield from ctx.choose_one([2, 3], kind="junk_deck", prompt="Junk every card of the 2 deck or of the 3 deck")
    ctx.junk_deck(age)


KARMA.register("Confucius", [
    Karma("would-instead", "dogma-action", "you", confucius_instead, when=_castle_featured),
])


# --- Plato --------------------------------------------------------------------------------------

def plato_splay_first(ctx: Context, event: KarmaEvent) -> Decisions:
    """First splay the dogma'd card's colour left; if no splay happened, junk an available
    standard achievement of value 2. Then the Dogma action proceeds."""
    assert event.card is not None
    if not ctx.splay(ctx.info(event.card).color, "left"):
        yield from ctx.junk_achievement([2])


KARMA.register("Plato", [
    Karma("decree-permission"),     # Rivalry with any two figures (read by the Decree action)
    Karma("would-first", "dogma-action", "you", plato_splay_first, when=own_turn_action(1)),
])
