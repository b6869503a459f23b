"""Errors of the Lost Legacy engine.

`LostLegacyError` is what a caller sees: a protocol v1 code and one sentence.
`UnsupportedDeck` (code 'unsupported') refuses a deck the engine cannot play: an incomplete
set, a card with no known speed, or a card whose effect is not written.
`TurnEnded` and `GameOver` are internal: raised from inside an effect to stop it at once.

    >>> LostLegacyError("illegal_move", "Search is not in A's hand").to_dict()
    {'code': 'illegal_move', 'message': "Search is not in A's hand"}
"""

from __future__ import annotations

from ..errors import RefusedRequest


class LostLegacyError(RefusedRequest):
    """A refused request: `code` is 'illegal_move', 'bad_request' or 'unsupported'."""


class UnsupportedDeck(LostLegacyError):
    """The deck cannot be played; `gaps` lists what is missing, set by set."""

    def __init__(self, message: str, gaps: list[dict] | None = None):
        super().__init__("unsupported", message)
        self.gaps = gaps or []


class TurnEnded(Exception):
    """A player was eliminated: the current turn stops here."""


class GameOver(Exception):
    """The round is decided: `winners` are seats (empty when everyone loses)."""

    def __init__(self, winners: list[int], reason: str):
        super().__init__(f"game over: {reason} {winners}")
        self.winners = sorted(winners)
        self.reason = reason
