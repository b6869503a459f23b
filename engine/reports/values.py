"""Values in short form, for matrix cells and beside the plain-English rule in a diff.

    >>> short([1, 2, 3, 4, 5, 6, 7, 8, 9]), short(False), short(None)
    ('1–9', 'no', '—')
"""

from __future__ import annotations

from .phrases import condition_text


def short(value) -> str:
    """A value as a reader would write it: yes/no, age ranges, conditions in words."""
    if value is None:
        return "—"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, list):
        if not value:
            return "none"
        ints = all(isinstance(v, int) and not isinstance(v, bool) for v in value)
        if ints and len(value) > 2 and value == list(range(value[0], value[0] + len(value))):
            return f"{value[0]}–{value[-1]}"
        return ", ".join(short(v) for v in value)
    if isinstance(value, dict):
        if "kind" in value:
            return condition_text(value)
        if set(value) == {"name", "copies"}:
            return f"{value['copies']} x {value['name']}"
        return ", ".join(f"{k}: {short(v)}" for k, v in value.items())
    return str(value).replace("_", " ")  # icon positions read 'top left', not 'top_left'
