"""Errors of the Lost Legacy engine.

A refused request is one of the shared refusals, one class per protocol v1 code
(engine/errors.py: `BadRequest`, `IllegalMove`, `Unsupported`). `UnsupportedDeck` is the
`Unsupported` of a deck the engine cannot play: an incomplete set, a card with no known
speed, or a card whose effect is not written. `TurnEnded` and `GameOver` (shared with
Innovation, engine/gameplay.py) are internal: raised from inside an effect to stop it at once.

    >>> UnsupportedDeck("the deck is incomplete").to_dict()
    {'code': 'unsupported', 'message': 'the deck is incomplete'}
"""

from __future__ import annotations

from ..errors import Unsupported
from ..gameplay import GameOver


class UnsupportedDeck(Unsupported):
    """The deck cannot be played; `gaps` lists what is missing, set by set."""

    def __init__(self, message: str, gaps: list[dict] | None = None):
        super().__init__(message)
        self.gaps = gaps or []

    def __reduce__(self):
        return type(self), (self.message, self.gaps)


class TurnEnded(Exception):
    """A player was eliminated: the current turn stops here."""


__all__ = ["GameOver", "TurnEnded", "UnsupportedDeck"]
