"""The Lost Legacy rules core: turns, decisions, elimination, the investigation.

The game runs as one generator (`_main`) that stops whenever it waits for a player: for a
play move at the start of a turn, or for an answer to a pending decision. `play()` checks a
move against what the game waits for *before* resuming it, so a refused move changes
nothing. Card effects are generators too: the primitives under "effect primitives" below are
all a card needs, and the core never names a card (see rules.py and effects/).

Seats are numbered in clockwise order: the player to the left of seat s is s + 1.
"""

from __future__ import annotations

import copy
import inspect
import json
from collections import Counter
from collections.abc import Generator
from itertools import combinations
from random import Random
from typing import TYPE_CHECKING, Any

from .cards import Catalog, default_catalog
from .errors import GameOver, LostLegacyError, TurnEnded
from .rules import CardRules
from .table import Discarded, Slot, Table

if TYPE_CHECKING:
    from ..variants.lost_legacy import LostLegacyVariant

MOVE_KEYS = {"play": {"type", "card"}, "choose": {"type", "choice"}}
X_SPEED = 9          # where X stands when a variant lets X investigate (investigation.x_never false)


class _PlayStep:
    """The game waits for `player` to play one of `cards`."""

    __slots__ = ("cards", "player")

    def __init__(self, player: int, cards: list[str]):
        self.player = player
        self.cards = cards


def _key(value) -> str:
    """Options compare as JSON: 1, 1.0, true and "1" are four different answers."""
    try:
        return json.dumps(value, sort_keys=True)
    except (TypeError, ValueError):
        return repr(value)


def _run(result):
    """Run a card hook: a generator is resumed to its end, anything else is its own result."""
    if inspect.isgenerator(result):
        return (yield from result)
    return result


class Game:
    """One round of Lost Legacy. Build it with `Game.new`."""

    # Set by `new`: what `clone` rebuilds the round from, and the running round.
    _args: tuple[LostLegacyVariant, list[str], int, dict | None, Catalog]
    _flow: Generator[Any, Any, None]

    # --- construction -------------------------------------------------------------------
    @classmethod
    def new(cls, variant, players: list[str], seed: int, state: dict | None = None, *,
            catalog: Catalog | None = None) -> Game:
        """A new round: `variant` (a LostLegacyVariant or a variant id), player names in seat
        order, the seed of every random choice, and optionally a (partial) starting position."""
        from . import setup

        variant = setup.resolve_variant(variant)
        catalog = catalog or default_catalog()
        names = setup.check_players(variant, players)
        deck = catalog.check_playable(variant)
        game = cls.__new__(cls)
        game._init(variant, catalog, names, seed, deck)
        phase = setup.deal(game) if state is None else setup.place(game, state)
        game._args = (variant, list(names), seed, copy.deepcopy(state), catalog)
        game._flow = game._main(phase)
        game._resume(None)
        return game

    def _init(self, variant, catalog: Catalog, names: list[str], seed: int, deck: list[str]) -> None:
        self.variant = variant
        self.catalog = catalog
        self.names = names
        self.seed = seed
        self.rng = Random(seed)
        self.deck_cards = Counter(deck)
        self.deck_list = deck
        self.table = Table(len(names))
        self.eliminated = [False] * len(names)
        self.current = 0
        self.number = 1
        self.phase = "play"
        self.pending: dict | None = None
        self.investigation: dict | None = None
        self.result: dict | None = None
        self.log: list[dict] = []
        self.moves_played: list[dict] = []
        self._waiting = None
        self._depth = 0

    def clone(self) -> Game:
        """An independent copy, rebuilt by replaying this game's moves."""
        variant, names, seed, state, catalog = self._args
        other = Game.new(variant, names, seed, state, catalog=catalog)
        for move in self.moves_played:
            other.play(move)
        return other

    # --- the public interface -----------------------------------------------------------
    def moves(self) -> dict:
        """Who acts and the legal play moves, or the pending decision while one is open."""
        waiting = self._waiting
        if self.result is not None or waiting is None:
            return {"player": None, "moves": []}
        if isinstance(waiting, _PlayStep):
            return {"player": waiting.player,
                    "moves": [{"type": "play", "card": card} for card in waiting.cards]}
        return {"player": waiting["player"], "pending": copy.deepcopy(waiting)}

    def legal_moves(self) -> list[dict]:
        """Every legal move, a pending decision's answers spelled out one by one."""
        listed = self.moves()
        if "pending" not in listed:
            return listed["moves"]
        decision = listed["pending"]
        options = decision["options"]
        return [{"type": "choose", "choice": list(choice)}
                for k in range(decision["min"], decision["max"] + 1)
                for choice in combinations(options, k)]

    def play(self, move: dict) -> list[dict]:
        """Apply a move; the events it caused, in order. A refused move raises
        LostLegacyError ('illegal_move' or 'bad_request') and changes nothing."""
        answer = self._check(move)
        start = len(self.log)
        self.moves_played.append(copy.deepcopy(move))
        self._resume(answer)
        return self.log[start:]

    def state(self, viewer: int | None = None) -> dict:
        """The full state for the referee (viewer None), or what seat `viewer` knows."""
        from .view import render

        return render(self, viewer)

    def conservation_problems(self) -> list[str]:
        """Empty when every card of the deck is in exactly one place."""
        return self.table.conservation_problems(self.deck_cards)

    def check_conservation(self) -> None:
        """Raise AssertionError naming the cards out of place, if any."""
        problems = self.conservation_problems()
        if problems:
            raise AssertionError("cards not conserved: " + "; ".join(problems))

    @property
    def over(self) -> bool:
        return self.result is not None

    # --- moves ------------------------------------------------------------------------
    def _check(self, move):
        if not isinstance(move, dict) or not isinstance(move.get("type"), str):
            raise LostLegacyError("bad_request", 'a move is a JSON object with a string "type"')
        kind = move["type"]
        if kind not in MOVE_KEYS:
            raise LostLegacyError("illegal_move", f"unknown move type {kind!r}: Lost Legacy moves are "
                                  "'play' (a card from your hand; the draw is automatic) and 'choose'")
        extra = sorted(set(move) - MOVE_KEYS[kind])
        if extra:
            raise LostLegacyError("bad_request", f"a '{kind}' move has no field(s) {', '.join(extra)}")
        if self.result is not None:
            raise LostLegacyError("illegal_move", "the game is over")
        waiting = self._waiting
        if kind == "play":
            card = move.get("card")
            if not isinstance(card, str):
                raise LostLegacyError("bad_request", 'a play move names a card: {"type": "play", "card": NAME}')
            if not isinstance(waiting, _PlayStep):
                raise LostLegacyError("illegal_move", f"{self.names[waiting['player']]} must first answer the "
                                      f"pending '{waiting['kind']}' decision with a choose move")
            if card in waiting.cards:
                return card
            me = waiting.player
            if any(slot.card == card for slot in self.table.hands[me]):
                raise LostLegacyError("illegal_move", f"{card} cannot be played")
            raise LostLegacyError("illegal_move", f"{card} is not in {self.names[me]}'s hand")
        choice = move.get("choice")
        if not isinstance(choice, list):
            raise LostLegacyError("bad_request", 'a choose move carries a list: {"type": "choose", "choice": [...]}')
        if isinstance(waiting, _PlayStep):
            raise LostLegacyError("illegal_move", f"no decision is pending: {self.names[waiting.player]} "
                                  "plays a card")
        low, high, options = waiting["min"], waiting["max"], waiting["options"]
        if not low <= len(choice) <= high:
            wanted = str(low) if low == high else f"{low} to {high}"
            raise LostLegacyError("illegal_move", f"choose {wanted} of the options, not {len(choice)}")
        keys = [_key(option) for option in options]
        picked: list[int] = []
        for item in choice:
            key = _key(item)
            if key not in keys:
                raise LostLegacyError("illegal_move", f"{json.dumps(item)} is not an option of the pending "
                                      f"'{waiting['kind']}' decision (options: {json.dumps(options)})")
            if keys.index(key) in picked:
                raise LostLegacyError("illegal_move", f"{json.dumps(item)} is chosen twice")
            picked.append(keys.index(key))
        return [copy.deepcopy(options[i]) for i in picked]

    def _resume(self, answer) -> None:
        try:
            self._waiting = self._flow.send(answer)
        except StopIteration:
            self._waiting = None

    # --- the round --------------------------------------------------------------------
    def _main(self, phase: str):
        try:
            if phase == "investigation":
                yield from self._investigation()
            while True:
                yield from self._turn(draw=phase == "draw")
                phase = "draw"
                if not self.table.deck:
                    yield from self._investigation()
                self.current = self._left_of(self.current)
                self.number += 1
        except GameOver as over:
            self.result = {"winners": over.winners, "reason": over.reason}
            self.phase = "over"
            self.pending = None
            self.emit("game_over", winners=over.winners, reason=over.reason)

    def _turn(self, draw: bool):
        me = self.current
        self.phase = "play"
        self.emit("turn", player=me, number=self.number)
        if draw:
            for _ in range(self.variant.turn.draw):
                if not self.table.deck:
                    break
                slot = self.table.deck.pop(0)
                slot.seen.add(me)
                self.table.hands[me].append(slot)
                self.emit("draw", player=me, card=slot.card, visible_to=sorted(slot.seen))
        try:
            for _ in range(self.variant.turn.play):
                playable = self._playable(me)
                if not playable:
                    self.emit("no_play", player=me)
                    break
                card = yield _PlayStep(me, playable)
                yield from self._play(me, card)
        except TurnEnded:
            pass

    def _playable(self, seat: int) -> list[str]:
        names = dict.fromkeys(slot.card for slot in self.table.hands[seat])
        return [name for name in names if self.catalog.rules(name).playable]

    def _play(self, me: int, card: str):
        hand = self.table.hands[me]
        hand.pop(next(i for i, slot in enumerate(hand) if slot.card == card))
        self.table.discards[me].insert(0, Discarded(card))
        self.emit("play", player=me, card=card)
        yield from self._discarded(me, card)
        rules = self.catalog.rules(card)
        if rules.play is not None:
            yield from _run(rules.play(self, me))

    def _discarded(self, seat: int, card: str):
        rules = self.catalog.rules(card)
        if rules.on_discarded is not None and not self.eliminated[seat]:
            yield from _run(rules.on_discarded(self, seat))

    def _left_of(self, seat: int) -> int:
        n = len(self.names)
        for step in range(1, n + 1):
            other = (seat + step) % n
            if not self.eliminated[other]:
                return other
        return seat

    # --- investigation ------------------------------------------------------------------
    def investigation_order(self) -> tuple[list[int], list[int]]:
        """(investigators in order, players in the round who do not investigate)."""
        rules = self.variant.investigation
        live = self.clockwise(self._left_of(self.current))
        speeds: dict[int, int | None] = {}
        for seat in live:
            hand = self.table.hands[seat]
            speed = self.catalog.cards[hand[0].card].speed if len(hand) == 1 else None
            if speed == "X" and not rules.x_never:
                speed = X_SPEED
            speeds[seat] = speed if isinstance(speed, int) else None
        known = {seat: speed for seat, speed in speeds.items() if speed is not None}
        count = Counter(known.values())
        order = [seat for seat in live if seat in known
                 and (count[known[seat]] == 1 or not rules.tied_speeds_skip)]
        order.sort(key=lambda seat: known[seat])
        return order, sorted(seat for seat in live if seat not in order)

    def _investigation(self):
        self.phase = "investigation"
        order, skipped = self.investigation_order()
        self.investigation = {"order": order, "skipped": skipped, "done": []}
        self.emit("investigation", order=order, skipped=skipped)
        targets = self.variant.investigation.targets
        for seat in order:
            options = []
            for other in range(len(self.names)):
                wanted = "own-hand" if other == seat else "hand"
                if wanted in targets and not self.eliminated[other] and self.table.hands[other]:
                    options.append({"hand": other})
            if "ruins" in targets:
                options += [{"ruins": i} for i in range(len(self.table.ruins))]
            if options:
                target = yield from self.choose_one(
                    seat, "investigate", "Investigate: choose a hand card (yours included) or a Ruins card "
                    "to reveal", options)
                slots = (self.table.hands[target["hand"]] if "hand" in target
                         else [self.table.ruins[target["ruins"]]])
                for slot in slots:
                    slot.seen = set(range(len(self.names)))
                cards = [slot.card for slot in slots]
                self.emit("investigate", player=seat, at=target, cards=cards)
                if any(self.is_lost_legacy(card) for card in cards):
                    raise GameOver([seat], "investigation")
            self.investigation["done"].append(seat)
        raise GameOver([], "nobody-found")

    # === effect primitives: what card rules use ===========================================
    # --- reading the table
    def live(self, seat: int) -> bool:
        return not self.eliminated[seat]

    def clockwise(self, start: int) -> list[int]:
        """Seats in the round, clockwise from `start` (included when it is in the round)."""
        n = len(self.names)
        return [(start + i) % n for i in range(n) if not self.eliminated[(start + i) % n]]

    def others(self, seat: int) -> list[int]:
        """The other seats in the round, clockwise from the left of `seat`."""
        return [s for s in self.clockwise(seat + 1) if s != seat]

    def hand(self, seat: int) -> list[str]:
        return [slot.card for slot in self.table.hands[seat]]

    def discard(self, seat: int) -> list[str]:
        """A discard pile, top first, flipped cards included (they can still be targeted)."""
        return [card.card for card in self.table.discards[seat]]

    def deck_size(self) -> int:
        return len(self.table.deck)

    def ruins_size(self) -> int:
        return len(self.table.ruins)

    def speed(self, card: str):
        return self.catalog.cards[card].speed

    def rules_of(self, card: str) -> CardRules:
        return self.catalog.rules(card)

    def is_lost_legacy(self, card: str) -> bool:
        return self.catalog.rules(card).lost_legacy

    @property
    def seats(self) -> range:
        return range(len(self.names))

    # --- events and decisions
    def emit(self, kind: str, player: int | None = None, **fields) -> dict:
        """Record an event. An event with `visible_to` shows its hidden fields (card, cards,
        swapped) only to those seats (see view.view_events)."""
        event: dict[str, object] = {"type": kind}
        if player is not None:
            event["player"] = player
        event.update(fields)
        self.log.append(event)
        return event

    def choose(self, player: int, kind: str, prompt: str, options: list, low: int = 1, high: int = 1):
        """Wait for `player` to choose between `low` and `high` of `options`; the choice (a list).
        Prompts never name a hidden card: every viewer sees the pending decision."""
        if not options:
            raise ValueError(f"a '{kind}' decision needs options")
        decision = {"player": player, "kind": kind, "prompt": prompt, "options": options,
                    "min": low, "max": high}
        self.pending = decision
        answer = yield decision
        self.pending = None
        return answer

    def choose_one(self, player: int, kind: str, prompt: str, options: list):
        answer = yield from self.choose(player, kind, prompt, options)
        return answer[0]

    def choose_other_player(self, me: int, prompt: str):
        return (yield from self.choose_one(me, "target-player", prompt, self.others(me)))

    # --- looking
    def look_at_hand(self, looker: int, target: int, source: str | None):
        """`looker` looks at `target`'s hand because of the card `source`; the cards seen. When
        the hand is another player's, its passive cards trigger (unless `source` cancels them)."""
        slots = self.table.hands[target]
        cards = [slot.card for slot in slots]
        for slot in slots:
            slot.seen.add(looker)
        self.emit("look", player=looker, at={"hand": target}, cards=cards,
                  visible_to=sorted({looker, target}), source=source)
        if looker != target and source is not None:
            cancels = self.catalog.rules(source).cancels
            for card in cards:
                rules = self.catalog.rules(card)
                if (rules.on_looked_at is not None and card not in cancels
                        and card in self.hand(target)):
                    self.emit("trigger", player=target, card=card, looker=looker, source=source)
                    yield from _run(rules.on_looked_at(self, target, looker, source))
        return cards

    def look_at_ruins(self, looker: int, index: int) -> str:
        slot = self.table.ruins[index]
        slot.seen.add(looker)
        self.emit("look", player=looker, at={"ruins": index}, cards=[slot.card], visible_to=[looker])
        return slot.card

    def look_at_deck_top(self, looker: int) -> str | None:
        if not self.table.deck:
            return None
        slot = self.table.deck[0]
        slot.seen.add(looker)
        self.emit("look", player=looker, at={"deck": 0}, cards=[slot.card], visible_to=[looker])
        return slot.card

    # --- moving cards
    def offer_exchange(self, me: int, other: tuple[str, int], prompt: str):
        """'You may swap your hand card with ...': ('deck', 0), ('ruins', i) or ('hand', seat).
        Optional and secret as the variant's `exchanges` say; True when swapped."""
        zone, key = other
        mine = self.table.hands[me]
        if zone == "hand":
            theirs, index = self.table.hands[key], 0
        elif zone in ("deck", "ruins"):
            theirs, index = getattr(self.table, zone), key
        else:
            raise ValueError(f"cannot exchange with zone {zone!r}")
        if not mine or index >= len(theirs):
            return False
        party = {me, key} if zone == "hand" else {me}
        if self.variant.exchanges.optional:
            answer = yield from self.choose_one(me, "exchange", prompt, ["swap", "keep"])
        else:
            answer = "swap"
        swapped = answer == "swap"
        a, b = mine[0], theirs[index]
        if swapped:
            mine[0], theirs[index] = b, a
            a.seen |= party
            b.seen |= party
        secret = self.variant.exchanges.secret
        if secret:            # outsiders cannot tell whether the cards moved
            a.seen &= party
            b.seen &= party
        for seat in party:
            self.table.fix_hand_knowledge(seat)
        if zone == "hand":
            self.table.fix_hand_knowledge(key)
        self.emit("exchange", player=me, at={zone: key}, swapped=swapped,
                  **({"visible_to": sorted(party)} if secret else {}))
        return swapped

    def deck_top_to_ruins(self, me: int) -> str | None:
        """The top card of the deck goes face down into the Ruins (`me` has seen it)."""
        if not self.table.deck:
            return None
        slot = self.table.deck.pop(0)
        slot.seen.add(me)
        self.table.ruins.append(slot)
        self.emit("to_ruins", player=me, source={"deck": 0}, cards=[slot.card], visible_to=sorted(slot.seen))
        return slot.card

    def shuffle_ruins(self, player: int | None = None) -> None:
        self.rng.shuffle(self.table.ruins)
        Table.forget(self.table.ruins)
        self.emit("shuffle", player=player, zone="ruins")

    def shuffle_into_deck(self, player: int, slot: Slot) -> None:
        """A revealed card goes into the deck, which is shuffled."""
        self.table.deck.append(slot)
        self.emit("to_deck", player=player, card=slot.card)
        self.rng.shuffle(self.table.deck)
        Table.forget(self.table.deck)
        self.emit("shuffle", player=player, zone="deck")

    def into_ruins(self, player: int, slot: Slot, source: dict) -> None:
        """A revealed card (from `source`, e.g. {"hand": seat}) goes into the Ruins, which are shuffled."""
        self.table.ruins.append(slot)
        self.emit("to_ruins", player=player, source=source, cards=[slot.card])
        self.shuffle_ruins(player)

    def take_from_discard(self, owner: int, card: str) -> Slot:
        """Take a card (the topmost copy) out of `owner`'s discard pile, as a revealed slot."""
        pile = self.table.discards[owner]
        pile.pop(next(i for i, d in enumerate(pile) if d.card == card))
        return Slot(card, self.seats)

    def put_in_hand(self, seat: int, slot: Slot) -> None:
        """A card (taken openly, e.g. from a discard pile) goes into `seat`'s hand."""
        slot.seen.add(seat)
        self.table.hands[seat].append(slot)
        self.emit("to_hand", player=seat, cards=[slot.card], visible_to=sorted(slot.seen))

    def discard_from_hand(self, seat: int, card: str):
        """`seat` discards `card` from their hand face up."""
        hand = self.table.hands[seat]
        hand.pop(next(i for i, slot in enumerate(hand) if slot.card == card))
        self.table.discards[seat].insert(0, Discarded(card))
        self.emit("discard", player=seat, card=card)
        yield from self._discarded(seat, card)

    def take_hand(self, taker: int, giver: int) -> list[str]:
        """`taker` takes every card of `giver`'s hand into their own (openly, face down)."""
        slots = self.table.hands[giver]
        self.table.hands[giver] = []
        for slot in slots:
            slot.seen.add(taker)
            self.table.hands[taker].append(slot)
        cards = [slot.card for slot in slots]
        self.emit("take", player=taker, source={"hand": giver}, cards=cards, visible_to=sorted({taker, giver}))
        return cards

    def win(self, seat: int, reason: str = "card-effect"):
        """`seat` wins at once."""
        raise GameOver([seat], reason)

    def eliminate(self, seat: int, cause: str | None):
        """Knock `seat` out of the round: their hand card is discarded face up (a Lost Legacy
        follows its own rule or the variant's), their discard triggers run and flip; then the
        last player standing wins, or the turn ends."""
        if self.eliminated[seat]:
            return
        self._depth += 1
        try:
            self.eliminated[seat] = True
            self.emit("eliminate", player=seat, cause=cause)
            hand, self.table.hands[seat] = self.table.hands[seat], []
            for slot in hand:
                slot.seen = set(self.seats)
                rules = self.catalog.rules(slot.card)
                if rules.on_eliminated_in_hand is not None:
                    yield from _run(rules.on_eliminated_in_hand(self, seat, slot))
                elif rules.lost_legacy and self.variant.elimination.lost_legacy_in_hand == "shuffle-into-deck":
                    self.shuffle_into_deck(seat, slot)
                else:
                    self.table.discards[seat].insert(0, Discarded(slot.card))
                    self.emit("discard", player=seat, card=slot.card)
            for card in list(self.table.discards[seat]):
                rules = self.catalog.rules(card.card)
                if card.flipped or rules.on_owner_eliminated is None:
                    continue
                self.emit("trigger", player=seat, card=card.card, cause="eliminated")
                yield from _run(rules.on_owner_eliminated(self, seat))
                if card in self.table.discards[seat]:
                    card.flipped = True
                    self.emit("flip", player=seat, card=card.card)
        finally:
            self._depth -= 1
        if self._depth == 0:
            live = self.clockwise(0)
            if len(live) <= 1 and self.variant.elimination.last_player_wins:
                raise GameOver(live, "elimination")
            raise TurnEnded()
