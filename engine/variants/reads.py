"""Which rule values a game reads, for measuring what a scenario depends on.

A rule value a game never reads cannot change how it plays, so the assumption measure
(`rulebook check --derive-assumptions`) changes only the values a scenario's game read. Inside
`recording()`, the protocol session hands the engines the variant through `watched`: a stand-in
that notes the dotted key (as the variant file writes it) of every value read through it, and
hands out stand-ins for its tables, so that `rules.dogma.sharing_bonus` notes `dogma.sharing_bonus`.
Outside `recording()`, `watched` returns the variant itself and nothing is slower.

    >>> from rulebook.variants import load_variant
    >>> with recording() as reads:
    ...     variant = watched(load_variant("deluxe"))
    ...     variant.actions.per_turn, "Monument" in variant.special_achievements.conditions
    (2, True)
    >>> sorted(reads)
    ['actions.per_turn', 'special_achievements.conditions.Monument']

What counts as a read, and why it is enough: a value (a number, a word, a list) read whole; a
table's entry looked up; a table's entries listed read each entry listed. Listing a table's keys
alone reads nothing, as the measure changes values and never adds or drops keys.
"""

from __future__ import annotations

import inspect
import types
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from pydantic import BaseModel

_RECORDERS: list[set[str]] = []  # the recordings in force, innermost last


@contextmanager
def recording() -> Iterator[set[str]]:
    """The dotted keys of every rule value read through `watched` variants while it lasts."""
    reads: set[str] = set()
    _RECORDERS.append(reads)
    try:
        yield reads
    finally:
        _RECORDERS.remove(reads)


def watched(variant: Any) -> Any:
    """`variant` noting its reads in the innermost recording, or itself when none is in force."""
    if not _RECORDERS or isinstance(variant, _Watched):
        return variant
    return _Watched(variant, "", _RECORDERS[-1])


def unwatched(value: Any) -> tuple[Any, Callable[[Any], Any]]:
    """(the value itself, a function that watches a value derived from it under the same key
    and recording): the engine builds its rules view from the variant this way."""
    if isinstance(value, _Watched):
        target, path, reads = (object.__getattribute__(value, n) for n in ("_target", "_path", "_reads"))
        return target, lambda derived: _Watched(derived, path, reads)
    return value, lambda derived: derived


def _join(path: str, key: object) -> str:
    return f"{path}.{key}" if path else str(key)


def _file_name(target: Any, name: str) -> str:
    """A field's name as the variant file writes it (the model's alias: `return` for `return_`)."""
    fields = getattr(type(target), "model_fields", None)
    if fields is None:  # a rules view: its model's fields under the same names
        fields = getattr(type(target), "__model_fields__", None) or {}
    info = fields.get(name)
    return (info.alias or name) if info is not None else name


def _wrap(value: Any, path: str, reads: set[str]) -> Any:
    if isinstance(value, BaseModel) or getattr(type(value), "__rules_view__", False):
        return _Watched(value, path, reads)
    if isinstance(value, dict):
        return _WatchedTable(value, path, reads)
    reads.add(path)
    return value


class _Watched:
    """A variant model, or a table of it, noting the key of each value read."""

    __slots__ = ("_path", "_reads", "_target")

    def __init__(self, target: Any, path: str, reads: set[str]):
        object.__setattr__(self, "_target", target)
        object.__setattr__(self, "_path", path)
        object.__setattr__(self, "_reads", reads)

    @property  # type: ignore[misc]
    def __class__(self):  # isinstance(watched, LostLegacyVariant) holds, as for the variant itself
        return type(object.__getattribute__(self, "_target"))

    def __getattr__(self, name: str) -> Any:
        target = object.__getattribute__(self, "_target")
        path = object.__getattribute__(self, "_path")
        reads = object.__getattribute__(self, "_reads")
        member = inspect.getattr_static(type(target), name, None)
        if name not in vars(BaseModel) and not name.startswith("__"):
            # the model's own methods and properties read through the stand-in, so their reads count
            if isinstance(member, property) and member.fget is not None:
                return member.fget(self)
            if inspect.isfunction(member):
                return types.MethodType(member, self)
        if name.startswith("model_") or name in vars(BaseModel):
            reads.add(path)  # pydantic's machinery (a dump, a copy) reads the whole table
            return getattr(target, name)
        return _wrap(getattr(target, name), _join(path, _file_name(target, name)), reads)

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("a variant is read-only while its reads are recorded")

    def __repr__(self) -> str:
        return f"watched({object.__getattribute__(self, '_target')!r})"


class _WatchedTable(dict):
    """A table of named entries (special achievements, say) noting each entry read. It holds the
    raw entries, so code that reads it as a plain dict still works; such reads are not noted."""

    __slots__ = ("_path", "_reads")

    def __init__(self, table: dict, path: str, reads: set[str]):
        super().__init__(table)
        self._path, self._reads = path, reads

    def __getitem__(self, key: Any) -> Any:
        return _wrap(super().__getitem__(key), _join(self._path, key), self._reads)

    def get(self, key: Any, default: Any = None) -> Any:
        if super().__contains__(key):
            return self[key]
        self._reads.add(_join(self._path, key))
        return default

    def __contains__(self, key: object) -> bool:
        self._reads.add(_join(self._path, key))
        return super().__contains__(key)

    def values(self):  # type: ignore[override]
        return [self[key] for key in self]

    def items(self):  # type: ignore[override]
        return [(key, self[key]) for key in self]
