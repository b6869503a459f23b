"""'Did you mean ...?' hints for names a user mistyped: variant ids, parameter keys, scenario
ids, tags, step lines, card names.

One helper, so that every message offers its hint the same way: the nearest known names by
`difflib`'s ratio, compared without regard to case, in a deterministic order.

    >>> closest("deluxe-team", ["deluxe", "deluxe-teams", "ultimate"])
    ['deluxe-teams', 'deluxe']
    >>> did_you_mean("ultimat", ["deluxe", "ultimate"])
    "; did you mean 'ultimate'?"
    >>> did_you_mean("zzz", ["deluxe", "ultimate"])
    ''
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable

# Below this ratio a "suggestion" is noise: 'deluxe' for 'xyz' helps nobody.
CUTOFF = 0.6


def closest(word: str, candidates: Iterable[str], n: int = 3, cutoff: float = CUTOFF) -> list[str]:
    """Up to `n` candidates nearest to `word`, best first (ties in the candidates' order).

    Case is ignored in the comparison but kept in the answer; `word` itself is never suggested.
    """
    by_folded: dict[str, str] = {}
    for candidate in candidates:
        by_folded.setdefault(candidate.casefold(), candidate)
    folded = word.casefold()
    by_folded.pop(folded, None)
    found = difflib.get_close_matches(folded, list(by_folded), n=n, cutoff=cutoff)
    return [by_folded[f] for f in found]


def did_you_mean(word: str, candidates: Iterable[str], n: int = 1, cutoff: float = CUTOFF,
                 prefix: str = "; ") -> str:
    """`"; did you mean 'x'?"` (or `'x' or 'y'` for n > 1), or '' when nothing is near."""
    found = closest(word, candidates, n=n, cutoff=cutoff)
    if not found:
        return ""
    return f"{prefix}did you mean " + " or ".join(f"'{f}'" for f in found) + "?"


__all__ = ["CUTOFF", "closest", "did_you_mean"]
