"""Reading TOML with positions: parse errors with line and column, and the line of each key.

tomllib gives values but no positions; `key_lines` scans the text so that an error about
`dogma.reveal_counts_as_change` can point at the line that sets it.

A variant file may come from anywhere, so reading is bounded: only a regular file is read
(a FIFO would block, /dev/zero never ends), at most MAX_FILE_BYTES of it; nesting deeper than
MAX_DEPTH is refused (the parser, the validators and the printers all recurse), and so is a
variant of more than MAX_VALUES values (validating it would take seconds).
"""

from __future__ import annotations

import errno
import os
import re
import stat
import tomllib
from pathlib import Path

from ..errors import UserError
from ..text import printable

MAX_FILE_BYTES = 1_000_000   # the largest bundled variant is about 10 kB
MAX_DEPTH = 32               # a variant nests about 5 levels deep
MAX_VALUES = 20_000          # a bundled variant holds about 300 (keys, items and values)
# Keys longer than this (or deeper than MAX_DEPTH) get no line of their own, only their table's:
# recording every prefix of such keys on every line would cost quadratic time and memory.
_MAX_KEY_CHARS = 1000
_BOM_HINT = ("the file starts with a byte-order mark (BOM), which TOML does not allow: "
             "save it as UTF-8 without a BOM")

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


def _kind(mode: int) -> str:
    for test, name in ((stat.S_ISDIR, "a directory"), (stat.S_ISFIFO, "a FIFO"), (stat.S_ISCHR, "a device"),
                       (stat.S_ISBLK, "a device"), (stat.S_ISSOCK, "a socket")):
        if test(mode):
            return name
    return "not a file"


def os_problem(exc: OSError) -> str:
    """An OSError as the short phrase an error message carries."""
    if exc.errno == errno.ELOOP:
        return "symbolic link loop"
    return (exc.strerror or str(exc)).lower() if exc.errno != errno.ENOENT else "no such file"


def read_bytes(path: Path, limit: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of a regular file of at most `limit` bytes; anything else is a UserError."""
    name = printable(str(path), 4096)
    try:
        # O_NONBLOCK: opening a FIFO must not wait for a writer (it is refused just below).
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError as exc:
        raise UserError(os_problem(exc), file=name) from None
    except ValueError:  # an embedded NUL byte
        raise UserError("not a usable file name", file=name) from None
    mode = os.fstat(fd).st_mode
    if not stat.S_ISREG(mode):
        os.close(fd)
        raise UserError(f"not a regular file ({_kind(mode)}); a variant is a .toml file", file=name)
    with os.fdopen(fd, "rb") as handle:
        try:
            raw = handle.read(limit + 1)
        except OSError as exc:
            raise UserError(f"cannot read the file ({os_problem(exc)})", file=name) from None
    if len(raw) > limit:
        raise UserError(f"the file is larger than {limit} bytes, too large for a variant file", file=name)
    return raw


def read_toml(path: Path) -> tuple[dict, str]:
    """Parse a TOML file; a syntax error becomes a UserError with line and column."""
    raw = read_bytes(path)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw.count(b"\n", 0, exc.start) + 1
        hint = ("; it looks like UTF-16: save it as UTF-8" if raw[:2] in (b"\xff\xfe", b"\xfe\xff")
                else f" (byte {raw[exc.start]:#04x} at line {line})")
        raise UserError(f"not UTF-8 text{hint}", file=path, line=line) from None
    return read_toml_text(text, path)


def _deep_line(text: str) -> int | None:
    """Roughly where brackets first nest too deeply (strings are not skipped: a hint only)."""
    depth, line = 0, 1
    for char in text:
        if char in "[{":
            depth += 1
            if depth > MAX_DEPTH:
                return line
        elif char in "]}":
            depth -= 1
        elif char == "\n":
            line += 1
    return None


# The tokens of TOML text that matter to a dotted key. A string is one token (dots inside it do
# not count); a quote that does not close on its line takes the rest of the line (the text is
# malformed anyway), so that no position is scanned twice and the scan stays linear.
_TOKEN = re.compile(r'''
    (?P<string>"{3}[\s\S]*?"{3}|'{3}[\s\S]*?'{3}|"(?:[^"\\\n]|\\.)*"|'[^'\n]*')
  | (?P<broken>["'][^\n]*)
  | (?P<word>[A-Za-z0-9_-]+)
  | (?P<space>[ \t]+)
  | (?P<dot>\.)
  | (?P<other>[\s\S])
''', re.VERBOSE)


def _overdotted_line(text: str) -> int | None:
    """The line of a dotted key of more than MAX_DEPTH + 1 parts, or None.

    tomllib takes time and memory quadratic in the parts of a dotted key (one of 300,000
    parts exhausts memory), so such a key is refused before parsing. Words or strings joined
    by dots are a key wherever they stand: a float or a date has two parts at most."""
    parts, after_dot = 0, False
    for match in _TOKEN.finditer(text):
        kind = match.lastgroup
        if kind in ("string", "word"):
            parts = parts + 1 if after_dot else 1
            after_dot = False
            if parts > MAX_DEPTH + 1:
                return text.count("\n", 0, match.start()) + 1
        elif kind == "dot":
            after_dot = parts > 0 and not after_dot
            parts = parts if after_dot else 0
        elif kind != "space":
            parts, after_dot = 0, False
    return None


def read_toml_text(text: str, path: Path) -> tuple[dict, str]:
    """Parse TOML text that belongs to `path` (named in errors)."""
    if text.startswith("\ufeff"):
        raise UserError(f"malformed TOML at line 1, column 1: {_BOM_HINT}", file=path, line=1)
    line = _overdotted_line(text)
    if line is not None:
        raise UserError(f"malformed TOML at line {line}: a dotted key of more than {MAX_DEPTH + 1} parts",
                        file=path, line=line)
    try:
        return tomllib.loads(text), text
    except tomllib.TOMLDecodeError as exc:
        message = str(exc)
        match = re.search(r"\(at line (\d+), column (\d+)\)", message)
        line = int(match.group(1)) if match else None
        detail = message.split(" (at line")[0]
        where = f" at line {match.group(1)}, column {match.group(2)}" if match else ""
        raise UserError(f"malformed TOML{where}: {detail}", file=path, line=line) from None
    except RecursionError:
        line = _deep_line(text)
        where = f" at line {line}" if line else ""
        raise UserError(f"malformed TOML{where}: nested too deeply (at most {MAX_DEPTH} levels)",
                        file=path, line=line) from None
    except ValueError as exc:  # an integer of thousands of digits
        raise UserError(f"malformed TOML: {printable(str(exc), 120)}", file=path) from None


def shape_problem(data: object) -> tuple[str, str | None] | None:
    """(message, dotted key) if `data` nests more than MAX_DEPTH levels deep or holds more than
    MAX_VALUES values; else None. Walked without recursion, before anything that recurses."""
    stack: list[tuple[object, list[str]]] = [(data, [])]
    count = 0
    while stack:
        node, path = stack.pop()
        count += 1
        if count > MAX_VALUES:
            return f"more than {MAX_VALUES} values; a variant holds a few hundred", None
        if len(path) > MAX_DEPTH:
            return f"nested more than {MAX_DEPTH} levels deep", ".".join(path)
        if isinstance(node, dict):
            stack.extend((value, [*path, str(key)]) for key, value in node.items())
        elif isinstance(node, list):
            stack.extend((value, [*path, str(index)]) for index, value in enumerate(node))
    return None


def key_lines(text: str) -> dict[str, int]:
    """First line number of every dotted key (and table header) in a TOML text."""
    lines: dict[str, int] = {}
    table: list[str] = []
    array_counts: dict[str, int] = {}
    # TOML ends lines at "\n" only; splitlines() would also split at U+2028 and the like.
    for number, raw in enumerate(text.split("\n"), start=1):
        line = raw.split("#", 1)[0] if '"' not in raw and "'" not in raw else raw
        if match := _ARRAY_TABLE.match(line):
            name = ".".join(split_key(match.group(1)))
            index = array_counts.get(name, 0)
            array_counts[name] = index + 1
            table = [*split_key(match.group(1)), str(index)][:MAX_DEPTH + 2]
            _set_line(lines, table, number)
            continue
        if match := _TABLE.match(line):
            table = split_key(match.group(1))[:MAX_DEPTH + 2]
            _set_line(lines, table, number)
            continue
        if match := _ASSIGN.match(line):
            path = [*table, *split_key(match.group(1))]
            _set_line(lines, path, number)
            rest = line[match.end():]
            for inner in _INLINE_KEY.finditer(rest):
                _set_line(lines, [*path, *split_key(inner.group(1))], number, prefixes=False)
    return lines


def _set_line(lines: dict[str, int], path: list[str], number: int, prefixes: bool = True) -> None:
    """The line of a key, and of each table it implies ([foo.bar] also defines foo)."""
    size = 0
    for end, part in enumerate(path[:MAX_DEPTH + 2], start=1):
        size += len(part) + 1
        if size > _MAX_KEY_CHARS:
            return
        if prefixes or end == len(path):
            lines.setdefault(".".join(path[:end]), number)


def line_of(lines: dict[str, int], path: str) -> int | None:
    """The line of `path`, or of its nearest enclosing table that appears in the text."""
    found = lines.get(path)
    if found:
        return found
    parts = path.split(".")[:MAX_DEPTH + 2]  # no longer key is recorded
    while parts:
        found = lines.get(".".join(parts))
        if found:
            return found
        parts.pop()
    return None
