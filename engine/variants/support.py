"""What the reference engine plays, and when a parameter cannot change play, declared once
beside each parameter in the model (the package engine/variants/innovation/) and read here.

- A parameter whose model field carries `json_schema_extra={"reference_engine_plays":
  [values]}` is valid with any value its type allows, but the reference engine plays only the
  listed ones. `validate` warns about the others, `play`, `serve` and `check` refuse them,
  and `check --mutants` counts a flip to such a value apart (it measures the suite, not the
  engine).
- A parameter (or table) whose field carries `json_schema_extra={"documentation_only":
  "why"}` is read by no engine: it records the edition's rule and changes no play.
- A field whose Annotated type holds a `DormantWhen` cannot change play in the variants it
  applies to.

`dormant` says why a parameter cannot change play under a variant (for either of the last
two reasons); the mutation and assumption measures skip such parameters.

    >>> from rulebook.variants import load_variant
    >>> unplayed(load_variant("deluxe"))
    []
    >>> plays("dogma.distance_rule", True)
    False
    >>> dormant("teams.combined_score", load_variant("deluxe")), dormant("teams.enabled", load_variant("deluxe"))
    ('team rules are off in this variant', None)
    >>> dormant("limits.safe_and_forecast", load_variant("ultimate"))
    'neither Echoes nor Unseen is in play'
"""

from __future__ import annotations

import types
import typing
from functools import cache
from typing import Any, get_args, get_origin

from pydantic import BaseModel
from pydantic.fields import FieldInfo

from .innovation import DormantWhen, InnovationVariant

PLAYS = "reference_engine_plays"
DOCUMENTATION_ONLY = "documentation_only"


def _extra(field: FieldInfo) -> dict:
    return field.json_schema_extra if isinstance(field.json_schema_extra, dict) else {}


def _declared(model: type[BaseModel], prefix: str = "") -> dict[str, list]:
    found: dict[str, list] = {}
    for name, field in model.model_fields.items():
        key = prefix + (field.alias or name)
        extra = _extra(field)
        if PLAYS in extra:
            found[key] = list(extra[PLAYS])  # type: ignore[arg-type]
        annotation = field.annotation
        if isinstance(annotation, type) and issubclass(annotation, BaseModel):
            found.update(_declared(annotation, key + "."))
    return found


@cache  # the models are fixed classes: walk them once (the engine asks on every new game)
def _innovation() -> dict[str, list]:
    return _declared(InnovationVariant)


def plays(key: str, value: Any) -> bool:
    """Whether the reference engine plays `value` for the Innovation parameter `key`."""
    allowed = _innovation().get(key)
    return allowed is None or value in allowed


def unplayed(variant) -> list[tuple[str, Any]]:
    """(key, value) of each parameter of `variant` set to a value the reference engine does not play."""
    if getattr(variant, "game", None) != "innovation":
        return []
    out = []
    for key in _innovation():
        node: Any = variant
        for part in key.split("."):
            node = getattr(node, part)
        if not plays(key, node):
            out.append((key, node))
    return out


# --- when a parameter cannot change play ----------------------------------------------------------

def _models_in(annotation: Any) -> list[type[BaseModel]]:
    """The models an annotation stands for: itself, the members of a union, inside Annotated."""
    while get_origin(annotation) is typing.Annotated:
        annotation = get_args(annotation)[0]
    if get_origin(annotation) in (typing.Union, types.UnionType):
        return [m for member in get_args(annotation) for m in _models_in(member)]
    return [annotation] if isinstance(annotation, type) and issubclass(annotation, BaseModel) else []


def fields_along(model: type[BaseModel], key: str) -> list[FieldInfo]:
    """The model fields a dotted key passes through, outermost first (a dict entry has no field
    of its own: the walk goes on in the dict's value type; a union, in each member)."""
    found: list[FieldInfo] = []
    annotation: Any = model
    for part in key.split("."):
        models = _models_in(annotation)
        if models:
            field = next((f for m in models for n, f in m.model_fields.items() if (f.alias or n) == part), None)
            if field is None:
                break
            found.append(field)
            annotation = field.annotation
            continue
        inner = annotation
        if get_origin(inner) in (typing.Union, types.UnionType):  # X | None
            inner = next((a for a in get_args(inner) if a is not type(None)), inner)
        if get_origin(inner) is not dict:
            break
        annotation = get_args(inner)[1]
    return found


def documentation_only(model: type[BaseModel], key: str) -> str | None:
    """Why the parameter (or a table holding it) is read by no engine; None when it is read."""
    for field in fields_along(model, key):
        reason = _extra(field).get(DOCUMENTATION_ONLY)
        if reason:
            return str(reason)
    return None


@cache
def documentation_tables(model: type[BaseModel]) -> tuple[str, ...]:
    """The top-level tables of a model marked documentation only, as key prefixes ('terminology.')."""
    return tuple(f"{field.alias or name}." for name, field in model.model_fields.items()
                 if _extra(field).get(DOCUMENTATION_ONLY) and _models_in(field.annotation))


def dormant(key: str, variant) -> str | None:
    """Why a parameter cannot change play under `variant` (None: it can): it is documentation
    only, or a `DormantWhen` on it or on a table holding it applies (outermost first)."""
    model = type(variant)
    for field in fields_along(model, key):
        reason = _extra(field).get(DOCUMENTATION_ONLY)
        if reason:
            return f"documentation only: {reason}"
        for marker in field.metadata:
            if isinstance(marker, DormantWhen) and marker.applies(variant):
                return marker.reason
    return None
