"""Starting a round: dealing by the seed, or placing a (partial) position given as a state.

A given state follows docs/protocol.md, section 5.3: zones it omits are empty; a `deck` it lists is
exactly that pile (top first) and cards placed nowhere else then wait out of play; when it
omits `deck`, every card placed nowhere else is shuffled into the deck by the seed. Every
card of the variant's deck ends in exactly one place.
"""

from __future__ import annotations

from collections import Counter

from pydantic import ValidationError

from ..errors import BadRequest
from ..gameplay import check_players as check_seated
from ..variants.lost_legacy import LostLegacyVariant
from .state import Discarded, GameState, Slot
from .state_model import LostLegacyState


def require_variant(variant: object) -> LostLegacyVariant:
    """`variant` itself if it is a resolved Lost Legacy variant, else BadRequest. The engine is
    handed resolved variants: naming one by id or path is the variants layer's business."""
    if not isinstance(variant, LostLegacyVariant):
        name = getattr(variant, "id", None)
        what = f"variant '{name}'" if isinstance(name, str) else repr(variant)
        raise BadRequest(f"{what} is not a Lost Legacy variant (the engine plays resolved variants: "
                         "rulebook.variants.load_variant)")
    return variant


def check_players(variant: LostLegacyVariant, players: object) -> list[str]:
    """The seated names, if the variant seats that many distinct non-empty names; else BadRequest."""
    return check_seated(players, variant.id, variant.players.min, variant.players.max)


def deal(gs: GameState) -> str:
    """Shuffle, choose the start player, deal, lay out the Ruins (all by the seed)."""
    table, rng, n = gs.table, gs.rng, len(gs.names)
    table.deck = [Slot(name) for name in gs.deck_list]
    rng.shuffle(table.deck)
    start = rng.randrange(n)
    setup = gs.variant.setup
    for _ in range(setup.deal):
        for seat in gs.clockwise(start):
            slot = table.deck.pop(0)
            slot.seen.add(seat)
            table.hands[seat].append(slot)
            gs.emit("deal", player=seat, card=slot.card, visible_to=[seat])
    for _ in range(setup.ruins):
        slot = table.deck.pop(0)
        table.ruins.append(slot)
        gs.emit("to_ruins", source={"deck": 0}, cards=[slot.card], visible_to=[])
    gs.current = start
    gs.emit("start", player=start)
    return "draw"


def place(gs: GameState, given: object) -> str:
    """Lay out a given (partial) position; the phase the round starts in."""
    if not isinstance(given, dict):
        raise BadRequest("a state is a JSON object")
    try:
        # strict: the JSON types of the schema, no "0" for 0 nor 1.0 for 1
        state = LostLegacyState.model_validate(_without_extensions(given), strict=True)
    except ValidationError as error:
        # the deepest problem: of a union (a name or a slot) it is the branch that came closest
        worst = max(error.errors(), key=lambda e: len(e["loc"]))
        where = ".".join(str(p) for p in worst["loc"] if p not in _UNION_TAGS)
        raise BadRequest(f"state.{where}: {worst['msg']}" if where
                              else f"state: {worst['msg']}") from None
    n = len(gs.names)
    if state.pending is not None or state.result is not None or (state.turn and state.turn.phase == "over"):
        raise BadRequest("a given state starts a round: its pending and result must "
                              "be null and its phase 'draw', 'play' or 'investigation'")
    if state.variant is not None and state.variant != gs.variant.id:
        raise BadRequest(f"the state is for variant '{state.variant}', not "
                              f"'{gs.variant.id}'")
    if state.players and len(state.players) != n:
        raise BadRequest(f"the state lists {len(state.players)} players, the game has {n}")
    placer = _Placer(gs)
    table = gs.table
    for seat, player in enumerate(state.players):
        if player.name is not None and player.name != gs.names[seat]:
            raise BadRequest(f"state.players[{seat}].name is '{player.name}', "
                                  f"but seat {seat} is '{gs.names[seat]}'")
        gs.eliminated[seat] = player.eliminated
        if player.eliminated and player.hand:
            raise BadRequest(f"state.players[{seat}] is eliminated and cannot hold cards")
        table.hands[seat] = [placer.slot(entry, f"players[{seat}].hand[{i}]", holder=seat)
                             for i, entry in enumerate(player.hand)]
        for i, entry in enumerate(player.discard):
            name, flipped = (entry, False) if isinstance(entry, str) else (entry.card, entry.flipped)
            where = f"players[{seat}].discard[{i}]"
            placer.take(name, where)
            if flipped and gs.catalog.rules(name).on_owner_eliminated is None:
                raise BadRequest(f"state.{where}: only a card that triggers from the "
                                      f"discard pile can be flipped, not '{name}'")
            table.discards[seat].append(Discarded(name, flipped))
    table.ruins = [placer.slot(e, f"ruins[{i}]") for i, e in enumerate(state.ruins)]
    table.out_of_play = [placer.slot(e, f"out_of_play[{i}]") for i, e in enumerate(state.out_of_play)]
    if state.deck is not None:
        table.deck = [placer.slot(e, f"deck[{i}]") for i, e in enumerate(state.deck)]
    rest = [Slot(name) for name in placer.leftovers()]
    gs.rng.shuffle(rest)
    if state.deck is None:
        table.deck = rest
    else:
        table.out_of_play += rest
    live = [seat for seat in range(n) if not gs.eliminated[seat]]
    if len(live) < 2:
        raise BadRequest("a round needs at least two players who are not eliminated")
    turn = state.turn
    if turn is not None:
        if turn.player >= n:
            raise BadRequest(f"state.turn.player: there is no seat {turn.player} "
                                  f"({n} players)")
        if gs.eliminated[turn.player]:
            raise BadRequest(f"state.turn.player: seat {turn.player} is eliminated")
        gs.current, gs.number = turn.player, turn.number
    return turn.phase if turn is not None else "draw"


# pydantic names the branch of a union in an error's location; the wire has no such key
_UNION_TAGS = {"str", "Slot", "DiscardedCard"}


def _without_extensions(value):
    """A copy of a given state without its "x-" extension fields, which the published schema
    allows in every object of a state; they mean nothing to the reference."""
    if isinstance(value, dict):
        return {k: _without_extensions(v) for k, v in value.items()
                if not (isinstance(k, str) and k.startswith("x-"))}
    if isinstance(value, list):
        return [_without_extensions(v) for v in value]
    return value


class _Placer:
    """Takes the cards a state places out of the deck, refusing unknown and extra cards."""

    def __init__(self, gs: GameState):
        self.gs = gs
        self.pool: Counter = Counter(gs.deck_list)
        self.places: dict[str, list[str]] = {}

    def take(self, name: str, where: str) -> None:
        if name not in self.pool:
            known = name in self.gs.catalog.cards
            reason = (f"'{name}' is not in the deck of variant '{self.gs.variant.id}'" if known
                      else f"unknown card '{name}'")
            raise BadRequest(f"state.{where}: {reason}")
        self.places.setdefault(name, []).append(where)
        placed = self.places[name]
        if len(placed) > self.pool[name]:
            copies = "1 copy" if self.pool[name] == 1 else f"{self.pool[name]} copies"
            raise BadRequest(f"'{name}' is placed {len(placed)} times "
                                  f"({', '.join('state.' + p for p in placed)}) but the deck has {copies}")

    def slot(self, entry, where: str, holder: int | None = None) -> Slot:
        name, seen = (entry, []) if isinstance(entry, str) else (entry.card, entry.visible_to)
        if name is None:
            raise BadRequest(f"state.{where}: a given state names every card it places")
        self.take(name, where)
        n = len(self.gs.names)
        bad = [s for s in seen if not 0 <= s < n]
        if bad:
            raise BadRequest(f"state.{where}.visible_to: no seat {bad[0]} ({n} players)")
        slot = Slot(name, seen)
        if holder is not None:
            slot.seen.add(holder)
        return slot

    def leftovers(self) -> list[str]:
        used = Counter({name: len(places) for name, places in self.places.items()})
        return [name for name in dict.fromkeys(self.gs.deck_list) for _ in range(self.pool[name] - used[name])]
