"""What the reference engine plays, declared once beside each parameter.

A parameter whose model field carries `json_schema_extra={"reference_engine_plays": [values]}`
is valid with any value its type allows, but the reference engine plays only the listed ones.
`validate` warns about the others, `play`, `serve` and `check` refuse them, and `check
--mutants` counts a flip to such a value apart (it measures the suite, not the engine).

    >>> from engine.variants import load_variant
    >>> unplayed(load_variant("deluxe"))
    []
    >>> plays("dogma.distance_rule", True)
    False
"""

from __future__ import annotations

from functools import cache
from typing import Any

from pydantic import BaseModel

PLAYS = "reference_engine_plays"


def _declared(model: type[BaseModel], prefix: str = "") -> dict[str, list]:
    found: dict[str, list] = {}
    for name, field in model.model_fields.items():
        key = prefix + (field.alias or name)
        extra = field.json_schema_extra if isinstance(field.json_schema_extra, dict) else {}
        if PLAYS in extra:
            found[key] = list(extra[PLAYS])  # type: ignore[arg-type]
        annotation = field.annotation
        if isinstance(annotation, type) and issubclass(annotation, BaseModel):
            found.update(_declared(annotation, key + "."))
    return found


@cache  # the models are fixed classes: walk them once (the engine asks on every new game)
def _innovation() -> dict[str, list]:
    from .innovation import InnovationVariant

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
