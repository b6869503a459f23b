"""JSON Schema of a variant file, exported from the pydantic models.

A variant file that `extends` another states only its differences, so the file schema
requires only the header (`id`, `game`, `title`) and a condition's `kind`; the model checks
the resolved variant in full.
"""

from __future__ import annotations

import copy
from functools import cache
from typing import Annotated

from pydantic import Field, TypeAdapter

from .innovation import InnovationVariant
from .lost_legacy import LostLegacyVariant

SCHEMA_ID = "https://rulebook.example/schemas/variant.schema.json"
MODELS: dict[str, type[InnovationVariant | LostLegacyVariant]] = {
    "innovation": InnovationVariant, "lost-legacy": LostLegacyVariant}
AnyVariant = Annotated[InnovationVariant | LostLegacyVariant, Field(discriminator="game")]
_KEEP_REQUIRED = {"id", "game", "title", "kind", "key", "chosen", "reason", "alternatives",
                  "value", "source", "name", "copies"}


def _relax(node):
    """Drop `required` except for header keys and discriminators, everywhere in the schema."""
    if isinstance(node, dict):
        if "required" in node:
            kept = [key for key in node["required"] if key in _KEEP_REQUIRED]
            if kept:
                node["required"] = kept
            else:
                del node["required"]
        for value in node.values():
            _relax(value)
    elif isinstance(node, list):
        for value in node:
            _relax(value)


@cache
def variant_schema() -> dict:
    """The schema written to schemas/variant.schema.json."""
    schema = TypeAdapter(AnyVariant).json_schema(mode="validation")
    schema = copy.deepcopy(schema)
    _relax(schema)
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": SCHEMA_ID,
        "title": "rulebook variant file",
        "description": "A rules variant of Innovation or Lost Legacy. A file with 'extends' states only "
                       "its differences from its parent; the resolved variant must be complete.",
        **{k: v for k, v in schema.items() if k not in ("title", "description")},
    }


def game_schema(game: str) -> dict:
    """The branch of the variant schema for one game (for precise error messages)."""
    full = variant_schema()
    name = MODELS[game].__name__
    return {"$schema": full["$schema"], "$defs": full["$defs"], "$ref": f"#/$defs/{name}"}
