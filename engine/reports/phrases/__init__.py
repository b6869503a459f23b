"""The plain-English rule each parameter value stands for: one entry per parameter, both games.

Reports print these sentences rather than raw values. Each entry takes the value and a
`Context` (the parameter's path and the variant's other values, for rules that read two keys).
A test checks that every parameter of both models has exactly one entry.

    >>> statement("innovation", "victory.score_full_tie", "draw")
    'If they are still tied, the game is a draw: nobody wins.'
"""

from __future__ import annotations

from ..params import model_of, unit_pattern
from .common import Context, Phrase
from .innovation import INNOVATION, condition_text
from .lost_legacy import LOST_LEGACY

PHRASES: dict[str, dict[str, Phrase]] = {"innovation": INNOVATION, "lost-legacy": LOST_LEGACY}


def statement(game: str, path: str, value, units: dict | None = None) -> str:
    """The plain-English rule that `value` of parameter `path` stands for.

    `units` holds the variant's other values, read by rules that combine two keys.
    """
    pattern = unit_pattern(model_of(game), path)
    return PHRASES[game][pattern](value, Context(path, units or {}))


__all__ = ["PHRASES", "Context", "Phrase", "condition_text", "statement"]
