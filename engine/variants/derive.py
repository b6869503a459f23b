"""`rulebook new`: derive a house variant from a base, written only when it validates.

    >>> from engine.variants.derive import parse_assignment
    >>> parse_assignment("victory.score_full_tie=\\"draw\\"")
    ('victory.score_full_tie', 'draw')
"""

from __future__ import annotations

import os
import re
import tempfile
import tomllib
from pathlib import Path

import tomli_w

from ..errors import UserError
from .loader import PROJECT_ROOT, find_variant, resolve, resolve_text, variants_dir
from .paths import closest_path, match_path
from .schema import MODELS

HOUSE_SOURCE = "house rule, set with rulebook new"


def parse_assignment(text: str) -> tuple[str, object]:
    """'key=value' with the value read as a TOML literal."""
    key, sep, raw = text.partition("=")
    key = key.strip()
    if not sep or not key:
        raise UserError(f"--set '{text}': expected key=value, e.g. victory.score_full_tie=\"draw\"")
    try:
        value = tomllib.loads(f"value = {raw.strip()}")["value"]
    except tomllib.TOMLDecodeError:
        raise UserError(f"--set '{text}': the value {raw.strip()!r} is not a TOML literal "
                        f"(quote strings: {key}=\"{raw.strip()}\")", key=key) from None
    return key, value


def _nest(assignments: list[tuple[str, object]]) -> dict:
    out: dict = {}
    for key, value in assignments:
        node = out
        *tables, leaf = key.split(".")
        for table in tables:
            node = node.setdefault(table, {})
            if not isinstance(node, dict):
                raise UserError(f"--set '{key}' conflicts with another --set", key=key)
        node[leaf] = value
    return out


def derive(new_id: str, base: str, sets: list[str], out: Path | None = None,
           title: str | None = None, force: bool = False) -> Path:
    """Write variant `new_id` extending `base` with `sets` applied; return the file written."""
    if not re.fullmatch(r"[a-z0-9][a-z0-9-]*", new_id):
        raise UserError(f"variant id '{new_id}' must be lowercase letters, digits and dashes")
    parent = resolve(base)
    game = parent.variant.game
    assignments = [parse_assignment(s) for s in sets]
    for key, _ in assignments:
        if match_path(key, MODELS[game]) is None:
            hint = closest_path(key, MODELS[game])
            raise UserError(f"--set names unknown key '{key}'" + (f"; did you mean '{hint}'?" if hint else ""), key=key)
    out = Path(out) if out else Path.cwd() / f"{new_id}.toml"
    if out.suffix != ".toml" or out.stem != new_id:
        raise UserError(f"the output file must be named {new_id}.toml (the file name is the variant id)", file=out)
    if out.exists() and not force:
        raise UserError("the file exists; pass --force to replace it", file=out)
    out_dir = out.resolve().parent
    parent_path = parent.path
    bundled = parent_path.parent.parent == variants_dir().resolve()
    extends = parent.variant.id if bundled or parent_path.parent == out_dir else os.path.relpath(parent_path, out_dir)
    schema_file = PROJECT_ROOT / "schemas" / "variant.schema.json"
    inside = out_dir.is_relative_to(PROJECT_ROOT)
    schema = os.path.relpath(schema_file, out_dir) if inside else schema_file.as_posix()
    document = {"id": new_id, "game": game,
                "title": title or f"{parent.variant.title}, house variant {new_id}",
                "extends": extends, **_nest(assignments)}
    if assignments:
        document["sources"] = {key: HOUSE_SOURCE for key, _ in assignments}
    text = f"#:schema {schema}\n# Derived from {parent.variant.id} by rulebook new.\n" + tomli_w.dumps(document)
    resolve_text(text, out)
    out_dir.mkdir(parents=True, exist_ok=True)
    handle, temp = tempfile.mkstemp(dir=out_dir, prefix=f".{new_id}.", suffix=".tmp")
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            stream.write(text)
        os.replace(temp, out)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise
    return out


__all__ = ["derive", "parse_assignment", "find_variant"]
