"""Every JSON Schema the project publishes, generated from the pydantic models.

`rulebook schema` writes them; a test fails when the committed files drift from the models.
"""

from __future__ import annotations

import json
from pathlib import Path

from .variants.loader import PROJECT_ROOT
from .variants.schema import variant_schema

SCHEMA_DIR = PROJECT_ROOT / "schemas"


def all_schemas() -> dict[str, dict]:
    """File name -> schema."""
    return {"variant.schema.json": variant_schema()}


def render(schema: dict) -> str:
    return json.dumps(schema, indent=2, ensure_ascii=False, sort_keys=False) + "\n"


def write_schemas(directory: Path = SCHEMA_DIR) -> list[Path]:
    directory.mkdir(parents=True, exist_ok=True)
    written = []
    for name, schema in all_schemas().items():
        path = directory / name
        path.write_text(render(schema), encoding="utf-8")
        written.append(path)
    return written
