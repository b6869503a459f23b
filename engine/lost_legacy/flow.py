"""The course of a round: turns, the card hooks, elimination and the investigation.

The round runs as one generator (`round_of`) that stops whenever it waits for a player: it
yields a `PlayStep` at the start of a turn's play, or a decision (a dict, see ops.choose)
while a card effect asks something. `Game` resumes it with the checked answer. Card rules
run through `run_hook`, which hands them an `effects.context.Context`; the flow never names
a card, it only calls the hooks a card's `CardRules` declares at fixed moments.

    >>> from engine.lost_legacy import Game
    >>> game = Game.new("lost-legacy-starship", ["A", "B"], seed=7)
    >>> [e["type"] for e in game.log]
    ['deal', 'deal', 'to_ruins', 'start', 'turn', 'draw']
"""

from __future__ import annotations

import inspect
from collections import Counter
from collections.abc import Callable, Generator
from typing import Any

from . import ops
from .effects.context import Context
from .errors import GameOver, TurnEnded
from .legal import PlayStep
from .state import Discarded, GameState

Steps = Generator[Any, Any, Any]
X_SPEED = 9          # where X stands when a variant lets X investigate (investigation.x_never false)


def run_hook(gs: GameState, hook: Callable[..., Any], *args: Any) -> Steps:
    """Run a card hook with the effects' facade: a generator is resumed to its end (passing
    its decisions up), anything else is its own result."""
    result = hook(Context(gs), *args)
    if inspect.isgenerator(result):
        return (yield from result)
    return result


# --- the round ---------------------------------------------------------------------------
def round_of(gs: GameState, phase: str) -> Steps:
    """The whole round from `phase` ('draw', 'play' or 'investigation') to its result."""
    try:
        if phase == "investigation":
            yield from investigation(gs)
        while True:
            yield from turn(gs, draw=phase == "draw")
            phase = "draw"
            if not gs.table.deck:
                yield from investigation(gs)
            gs.current = gs.left_of(gs.current)
            gs.number += 1
    except GameOver as over:
        gs.result = {"winners": over.winners, "reason": over.reason}
        gs.phase = "over"
        gs.pending = None
        gs.emit("game_over", winners=over.winners, reason=over.reason)


def turn(gs: GameState, draw: bool) -> Steps:
    me = gs.current
    gs.phase = "play"
    gs.emit("turn", player=me, number=gs.number)
    if draw:
        for _ in range(gs.variant.turn.draw):
            if not gs.table.deck:
                break
            ops.draw(gs, me)
    try:
        for _ in range(gs.variant.turn.play):
            playable = playable_cards(gs, me)
            if not playable:
                gs.emit("no_play", player=me)
                break
            card = yield PlayStep(me, playable)
            yield from play(gs, me, card)
    except TurnEnded:
        pass


def playable_cards(gs: GameState, seat: int) -> list[str]:
    """The distinct cards of `seat`'s hand that may be played, in hand order."""
    names = dict.fromkeys(slot.card for slot in gs.table.hands[seat])
    return [name for name in names if gs.catalog.rules(name).playable]


def play(gs: GameState, me: int, card: str) -> Steps:
    ops.hand_to_discard(gs, me, card)
    gs.emit("play", player=me, card=card)
    yield from discarded(gs, me, card)
    rules = gs.catalog.rules(card)
    if rules.play is not None:
        yield from run_hook(gs, rules.play, me)


# --- card hooks on the way ---------------------------------------------------------------
def discarded(gs: GameState, seat: int, card: str) -> Steps:
    """`card` has just entered the discard pile of `seat`: its discard hook, if they are in the round."""
    rules = gs.catalog.rules(card)
    if rules.on_discarded is not None and not gs.eliminated[seat]:
        yield from run_hook(gs, rules.on_discarded, seat)


def discard_from_hand(gs: GameState, seat: int, card: str) -> Steps:
    """`seat` discards `card` from their hand face up."""
    ops.hand_to_discard(gs, seat, card)
    gs.emit("discard", player=seat, card=card)
    yield from discarded(gs, seat, card)


def look_at_hand(gs: GameState, looker: int, target: int, source: str | None) -> Steps:
    """`looker` looks at `target`'s hand because of the card `source`; the cards seen. When
    the hand is another player's, its passive cards trigger (unless `source` cancels them)."""
    slots = gs.table.hands[target]
    cards = [slot.card for slot in slots]
    for slot in slots:
        slot.seen.add(looker)
    gs.emit("look", player=looker, at={"hand": target}, cards=cards, visible_to=sorted({looker, target}),
            source=source)
    if looker != target and source is not None:
        cancels = gs.catalog.rules(source).cancels
        for card in cards:
            rules = gs.catalog.rules(card)
            # a trigger earlier in the hand may have moved this card away
            still_held = any(slot.card == card for slot in gs.table.hands[target])
            if rules.on_looked_at is not None and card not in cancels and still_held:
                gs.emit("trigger", player=target, card=card, looker=looker, source=source)
                yield from run_hook(gs, rules.on_looked_at, target, looker, source)
    return cards


# --- elimination -------------------------------------------------------------------------
def eliminate(gs: GameState, seat: int, cause: str | None) -> Steps:
    """Knock `seat` out of the round: their hand card is discarded face up (a Lost Legacy
    follows its own rule or the variant's), their discard triggers run and flip; then the
    last player standing wins, or the turn ends."""
    if gs.eliminated[seat]:
        return
    gs.eliminating += 1
    try:
        gs.eliminated[seat] = True
        gs.emit("eliminate", player=seat, cause=cause)
        hand, gs.table.hands[seat] = gs.table.hands[seat], []
        for slot in hand:
            slot.seen = set(gs.seats)
            rules = gs.catalog.rules(slot.card)
            if rules.on_eliminated_in_hand is not None:
                yield from run_hook(gs, rules.on_eliminated_in_hand, seat, slot)
            elif rules.lost_legacy and gs.variant.elimination.lost_legacy_in_hand == "shuffle-into-deck":
                ops.shuffle_into_deck(gs, seat, slot)
            else:
                gs.table.discards[seat].insert(0, Discarded(slot.card))
                gs.emit("discard", player=seat, card=slot.card)
        for card in list(gs.table.discards[seat]):
            rules = gs.catalog.rules(card.card)
            if card.flipped or rules.on_owner_eliminated is None:
                continue
            gs.emit("trigger", player=seat, card=card.card, cause="eliminated")
            yield from run_hook(gs, rules.on_owner_eliminated, seat)
            if card in gs.table.discards[seat]:
                card.flipped = True
                gs.emit("flip", player=seat, card=card.card)
    finally:
        gs.eliminating -= 1
    if gs.eliminating == 0:
        live = gs.clockwise(0)
        if len(live) <= 1 and gs.variant.elimination.last_player_wins:
            raise GameOver(live, "elimination")
        raise TurnEnded()


# --- the investigation -------------------------------------------------------------------
def investigation_order(gs: GameState) -> tuple[list[int], list[int]]:
    """(investigators in order, players in the round who do not investigate)."""
    rules = gs.variant.investigation
    live = gs.clockwise(gs.left_of(gs.current))
    speeds: dict[int, int | None] = {}
    for seat in live:
        hand = gs.table.hands[seat]
        speed = gs.catalog.cards[hand[0].card].speed if len(hand) == 1 else None
        if speed == "X" and not rules.x_never:
            speed = X_SPEED
        speeds[seat] = speed if isinstance(speed, int) else None
    known = {seat: speed for seat, speed in speeds.items() if speed is not None}
    count = Counter(known.values())
    order = [seat for seat in live if seat in known and (count[known[seat]] == 1 or not rules.tied_speeds_skip)]
    order.sort(key=lambda seat: known[seat])
    return order, sorted(seat for seat in live if seat not in order)


def investigation(gs: GameState) -> Steps:
    gs.phase = "investigation"
    order, skipped = investigation_order(gs)
    gs.investigation = {"order": order, "skipped": skipped, "done": []}
    gs.emit("investigation", order=order, skipped=skipped)
    targets = gs.variant.investigation.targets
    for seat in order:
        options = []
        for other in gs.seats:
            wanted = "own-hand" if other == seat else "hand"
            if wanted in targets and not gs.eliminated[other] and gs.table.hands[other]:
                options.append({"hand": other})
        if "ruins" in targets:
            options += [{"ruins": i} for i in range(len(gs.table.ruins))]
        if options:
            target = yield from ops.choose_one(
                gs, seat, "investigate", "Investigate: choose a hand card (yours included) or a Ruins card "
                "to reveal", options)
            slots = gs.table.hands[target["hand"]] if "hand" in target else [gs.table.ruins[target["ruins"]]]
            for slot in slots:
                slot.seen = set(gs.seats)
            cards = [slot.card for slot in slots]
            gs.emit("investigate", player=seat, at=target, cards=cards)
            if any(gs.catalog.rules(card).lost_legacy for card in cards):
                raise GameOver([seat], "investigation")
        gs.investigation["done"].append(seat)
    raise GameOver([], "nobody-found")
