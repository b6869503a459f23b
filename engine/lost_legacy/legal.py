"""What the game waits for, the legal moves, and checking a move before it is played.

The round waits either for a play (a `PlayStep`: the player and the cards they may play) or
for the answer to a pending `Decision` (engine/gameplay.py), which the shared `check_answer`
checks as Innovation's engine does: options compare as JSON, each is taken once.
Checking never changes the state, so a refused move leaves the game exactly as it was.

    >>> listed_moves(PlayStep(0, ["Search", "Assault"]))["moves"]
    [{'type': 'play', 'card': 'Search'}, {'type': 'play', 'card': 'Assault'}]
    >>> every_move(Decision(1, "k", "?", ["a", "b"], 0, 2))
    [{'type': 'choose', 'choice': []}, {'type': 'choose', 'choice': ['a']}, {'type': 'choose', 'choice': ['b']}, {'type': 'choose', 'choice': ['a', 'b']}]
"""

from __future__ import annotations

import copy
from typing import Any

from ..errors import BadRequest, IllegalMove
from ..gameplay import Decision, answer_list, check_answer, every_answer
from .state import GameState

MOVE_KEYS = {"play": {"type", "card"}, "choose": {"type", "choice"}}


class PlayStep:
    """The game waits for `player` to play one of `cards`."""

    __slots__ = ("cards", "player")

    def __init__(self, player: int, cards: list[str]):
        self.player = player
        self.cards = cards


Waiting = PlayStep | Decision | None     # None: the round is over


def listed_moves(waiting: Waiting) -> dict:
    """Who acts and the legal play moves, or the pending decision while one is open."""
    if waiting is None:
        return {"player": None, "moves": []}
    if isinstance(waiting, PlayStep):
        return {"player": waiting.player, "moves": [{"type": "play", "card": card} for card in waiting.cards]}
    return {"player": waiting["player"], "pending": copy.deepcopy(waiting)}


def every_move(waiting: Waiting) -> list[dict]:
    """Every legal move, a pending decision's answers spelled out one by one."""
    if isinstance(waiting, Decision):
        return [{"type": "choose", "choice": answer} for answer in every_answer(copy.deepcopy(waiting))]
    return listed_moves(waiting)["moves"]


def check_move(gs: GameState, waiting: Waiting, move: Any) -> Any:
    """The answer `move` gives to what the game waits for (a card name, or the chosen
    options), or a refusal (BadRequest, IllegalMove)."""
    if not isinstance(move, dict) or not isinstance(move.get("type"), str):
        raise BadRequest('a move is a JSON object with a string "type"')
    kind = move["type"]
    if kind not in MOVE_KEYS:
        raise IllegalMove(f"unknown move type {kind!r}: Lost Legacy moves are "
                          "'play' (a card from your hand; the draw is automatic) and 'choose'")
    extra = sorted(set(move) - MOVE_KEYS[kind])
    if extra:
        raise BadRequest(f"a '{kind}' move has no field(s) {', '.join(extra)}")
    if gs.result is not None or waiting is None:
        raise IllegalMove("the game is over")
    if kind == "play":
        return _check_play(gs, waiting, move.get("card"))
    if isinstance(waiting, PlayStep):
        answer_list(move.get("choice"))  # a malformed choice is a bad request whatever the game waits for
        raise IllegalMove(f"no decision is pending: {gs.names[waiting.player]} plays a card")
    return check_answer(waiting, move.get("choice"))


def _check_play(gs: GameState, waiting: PlayStep | Decision, card: Any) -> str:
    if not isinstance(card, str):
        raise BadRequest('a play move names a card: {"type": "play", "card": NAME}')
    if not isinstance(waiting, PlayStep):
        raise IllegalMove(f"{gs.names[waiting['player']]} must first answer the pending '{waiting['kind']}' "
                          "decision with a choose move")
    if card in waiting.cards:
        return card
    if any(slot.card == card for slot in gs.table.hands[waiting.player]):
        raise IllegalMove(f"{card} cannot be played")
    raise IllegalMove(f"{card} is not in {gs.names[waiting.player]}'s hand")
