"""Reading TOML with positions: parse errors with line and column, and the line of each key.

tomllib gives values but no positions; `key_lines` scans the text so that an error about
`dogma.reveal_counts_as_change` can point at the line that sets it.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

from ..errors import UserError

_BARE = r"[A-Za-z0-9_-]+"
_QUOTED = r'"(?:[^"\\]|\\.)*"|\'[^\']*\''
_KEY = rf"(?:{_BARE}|{_QUOTED})(?:\s*\.\s*(?:{_BARE}|{_QUOTED}))*"
_TABLE = re.compile(rf"^\s*\[\s*({_KEY})\s*\]")
_ARRAY_TABLE = re.compile(rf"^\s*\[\[\s*({_KEY})\s*\]\]")
_ASSIGN = re.compile(rf"^\s*({_KEY})\s*=")
_INLINE_KEY = re.compile(rf"[{{,]\s*({_KEY})\s*=")


def split_key(key: str) -> list[str]:
    """'a."b.c".d' -> ['a', 'b.c', 'd']."""
    parts = re.findall(rf"{_BARE}|{_QUOTED}", key)
    return [p[1:-1] if p[0] in "\"'" else p for p in parts]


def read_toml(path: Path) -> tuple[dict, str]:
    """Parse a TOML file; a syntax error becomes a UserError with line and column."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise UserError("no such file", file=path) from None
    except (OSError, UnicodeDecodeError) as exc:
        raise UserError(f"cannot read the file ({exc})", file=path) from None
    return read_toml_text(text, path)


def read_toml_text(text: str, path: Path) -> tuple[dict, str]:
    """Parse TOML text that belongs to `path` (named in errors)."""
    try:
        return tomllib.loads(text), text
    except tomllib.TOMLDecodeError as exc:
        message = str(exc)
        match = re.search(r"\(at line (\d+), column (\d+)\)", message)
        line = int(match.group(1)) if match else None
        detail = message.split(" (at line")[0]
        where = f" at line {match.group(1)}, column {match.group(2)}" if match else ""
        raise UserError(f"malformed TOML{where}: {detail}", file=path, line=line) from None


def key_lines(text: str) -> dict[str, int]:
    """First line number of every dotted key (and table header) in a TOML text."""
    lines: dict[str, int] = {}
    table: list[str] = []
    array_counts: dict[str, int] = {}
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.split("#", 1)[0] if '"' not in raw and "'" not in raw else raw
        if match := _ARRAY_TABLE.match(line):
            name = ".".join(split_key(match.group(1)))
            index = array_counts.get(name, 0)
            array_counts[name] = index + 1
            table = [*split_key(match.group(1)), str(index)]
            lines.setdefault(".".join(table), number)
            continue
        if match := _TABLE.match(line):
            table = split_key(match.group(1))
            lines.setdefault(".".join(table), number)
            continue
        if match := _ASSIGN.match(line):
            path = [*table, *split_key(match.group(1))]
            lines.setdefault(".".join(path), number)
            rest = line[match.end():]
            for inner in _INLINE_KEY.finditer(rest):
                lines.setdefault(".".join([*path, *split_key(inner.group(1))]), number)
    return lines


def line_of(lines: dict[str, int], path: str) -> int | None:
    """The line of `path`, or of its nearest enclosing table that appears in the text."""
    parts = path.split(".")
    while parts:
        found = lines.get(".".join(parts))
        if found:
            return found
        parts.pop()
    return None
