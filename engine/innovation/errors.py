"""Errors of the Innovation engine.

A refused request is one of the shared refusals, one class per protocol v1 code
(engine/errors.py: `BadRequest`, `IllegalMove`, `Unsupported`); `EngineError` names their
common base here, so `except EngineError` catches any refusal of the engine and
`EngineError(code, message)` builds the refusal of that code. `GameOver` (shared with Lost
Legacy, engine/gameplay.py) is internal: raised from deep inside an action (a draw past the
last age, a dogma win) so the game stops at once, whatever effect was running.

    >>> refused = EngineError("illegal_move", "Tools is not in your hand")
    >>> type(refused).__name__, refused.code
    ('IllegalMove', 'illegal_move')
"""

from __future__ import annotations

from ..errors import RefusedRequest
from ..gameplay import GameOver

EngineError = RefusedRequest


class DogmaEnded(Exception):
    """An effect ended the whole dogma action at once (no further effects, no bonus)."""


__all__ = ["DogmaEnded", "EngineError", "GameOver"]
