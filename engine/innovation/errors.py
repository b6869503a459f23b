"""Errors of the Innovation engine.

`EngineError` is what a caller sees: a code from protocol v1 and a sentence. `GameOver` is
internal: raised from deep inside an action (a draw past the last age, a dogma win) so the
game stops at once, whatever effect was running.

    >>> EngineError("illegal_move", "Tools is not in your hand").code
    'illegal_move'
"""

from __future__ import annotations

from ..errors import RefusedRequest


class EngineError(RefusedRequest):
    """A refused request: `code` is 'illegal_move', 'bad_request' or 'unsupported'."""


class GameOver(Exception):
    """Ends the game: `winners` are seats (empty on a draw), `reason` as in the result."""

    def __init__(self, winners: list[int], reason: str):
        super().__init__(f"game over: {reason} {winners}")
        self.winners = sorted(winners)
        self.reason = reason


class DogmaEnded(Exception):
    """An effect ended the whole dogma action at once (no further effects, no bonus)."""
