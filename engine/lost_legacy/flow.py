"""The course of a round: turns, plays and the investigation (the steps that set off card
hooks, elimination included, are in effects/context.py).

The round runs as one generator (`round_of`) that stops whenever it waits for a player: it
yields a `PlayStep` at the start of a turn's play, or a `Decision` (engine/gameplay.py, see
ops.choose) while a card effect asks something. `Game` resumes it with the checked answer.
Card rules run through `effects.context.run_hook`, which hands them a `Context`; the flow
never names a card, it only calls the hooks a card's `CardRules` declares at fixed moments.

    >>> from rulebook.lost_legacy import Game
    >>> from rulebook.variants import load_variant
    >>> game = Game.new(load_variant("lost-legacy-starship"), ["A", "B"], seed=7)
    >>> [e["type"] for e in game.log]
    ['deal', 'deal', 'to_ruins', 'start', 'turn', 'draw']
"""

from __future__ import annotations

from collections import Counter

from . import ops
from .effects.context import discarded, run_hook
from .errors import GameOver, TurnEnded
from .legal import PlayStep
from .ops import Steps
from .state import GameState

X_SPEED = 9          # where X stands when a variant lets X investigate (investigation.x_never false)


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
    except GeneratorExit:
        # an unfinished round closed (a game dropped, the interpreter exiting, when GameOver
        # may already be gone): nothing to record
        raise
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
