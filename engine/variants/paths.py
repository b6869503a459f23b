"""Dotted parameter paths of the variant models, found by walking the pydantic fields.

Used to check `[sources]` and `[[disputes]]` keys, to suggest the closest valid key for an
unknown one, and to print each parameter's one-line description.
"""

from __future__ import annotations

import types
import typing
from functools import cache
from typing import Annotated, Literal, get_args, get_origin

from pydantic import BaseModel
from pydantic.fields import FieldInfo

HEADER_KEYS = ("id", "game", "title", "extends", "sources", "disputes")
WILDCARD = "*"


def unwrap(annotation):
    """A field's type without its Annotated layers."""
    while get_origin(annotation) is Annotated:
        annotation = get_args(annotation)[0]
    return annotation


def union_members(annotation, optional: bool = True) -> list:
    """The alternatives of a union, each unwrapped (`optional=False`: None left out); a type
    that is no union: [it]."""
    annotation = unwrap(annotation)
    if get_origin(annotation) in (typing.Union, types.UnionType):
        return [m for arg in get_args(annotation) if optional or arg is not type(None)
                for m in union_members(arg, optional)]
    return [annotation]


def _walk(annotation, prefix: str, out: dict[str, str]) -> None:
    for member in union_members(annotation):
        if isinstance(member, type) and issubclass(member, BaseModel):
            for name, field in member.model_fields.items():
                key = field.alias or name
                if not prefix and key in HEADER_KEYS:
                    continue
                path = f"{prefix}{key}"
                out.setdefault(path, _describe(field))
                _walk(field.annotation, path + ".", out)
        elif get_origin(member) is dict:
            key_type, value_type = get_args(member)
            keys = get_args(key_type) if get_origin(key_type) is Literal else (WILDCARD,)
            for key in keys:
                out.setdefault(f"{prefix}{key}", out.get(prefix[:-1], ""))
                _walk(value_type, f"{prefix}{key}.", out)


def _describe(field: FieldInfo) -> str:
    return field.description or ""


@cache
def parameter_paths(model: type[BaseModel]) -> dict[str, str]:
    """Every parameter path of `model` (tables and leaves) with its description.

    >>> from rulebook.variants.innovation import InnovationVariant
    >>> "dogma.reveal_counts_as_change" in parameter_paths(InnovationVariant)
    True
    """
    out: dict[str, str] = {}
    _walk(model, "", out)
    return out


@cache
def _patterns_by_head(model: type[BaseModel]) -> dict[tuple[int, str], list[tuple[int, str, list[str]]]]:
    """The patterns of `parameter_paths`, split once and grouped by number of parts and first
    part, each with its rank: a file may name thousands of keys in [sources], each looked up."""
    out: dict[tuple[int, str], list[tuple[int, str, list[str]]]] = {}
    for rank, pattern in enumerate(parameter_paths(model)):
        parts = pattern.split(".")
        out.setdefault((len(parts), parts[0]), []).append((rank, pattern, parts))
    return out


def match_path(path: str, model: type[BaseModel]) -> str | None:
    """The pattern in `parameter_paths(model)` that `path` names, or None (the first in that
    order when several do)."""
    parts = path.split(".")
    index = _patterns_by_head(model)
    candidates = index.get((len(parts), parts[0]), []) + index.get((len(parts), WILDCARD), [])
    matches = [(rank, pattern) for rank, pattern, pattern_parts in candidates
               if all(p in (WILDCARD, q) for p, q in zip(pattern_parts, parts))]
    return min(matches)[1] if matches else None


def closest_path(path: str, model: type[BaseModel]) -> str | None:
    """The valid path nearest to an unknown `path`, for 'did you mean' hints."""
    import difflib

    parent, _, leaf = path.rpartition(".")
    depth = path.count(".")
    siblings = [p for p in parameter_paths(model) if p.count(".") == depth
                and (not parent or match_path(parent, model) == p.rpartition(".")[0])]
    names = {p.rpartition(".")[2]: p for p in siblings}
    found = difflib.get_close_matches(leaf, list(names), n=1, cutoff=0.5)
    if found:
        return f"{parent}.{found[0]}" if parent else found[0]
    candidates = difflib.get_close_matches(path, list(parameter_paths(model)), n=1, cutoff=0.6)
    return candidates[0] if candidates else None


def flatten(data: dict, prefix: str = "") -> dict[str, object]:
    """Leaf values of a nested table by dotted path (lists are leaves)."""
    out: dict[str, object] = {}
    for key, value in data.items():
        path = f"{prefix}{key}"
        if isinstance(value, dict) and value:
            out.update(flatten(value, path + "."))
        else:
            out[path] = value
    return out


def lookup(data: dict, path: str):
    """The value at dotted `path` in nested `data`; KeyError if absent."""
    node = data
    for part in path.split("."):
        if not isinstance(node, dict) or part not in node:
            raise KeyError(path)
        node = node[part]
    return node
