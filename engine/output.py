"""Where a report goes and in which format: the rules every command with --format/--out follows.

- stdout carries the format asked for and nothing else: `--format json` prints one JSON document
  (`json.loads` reads the whole of stdout), `md` Markdown, `table` the table. Anything for people
  (a progress bar, a table beside a machine format, "wrote FILE") goes to stderr.
- `--out FILE` writes the report to FILE (atomically) instead of stdout, in the format --format
  names; when --format is not given (or is `table`, which is no file format), the format comes
  from FILE's extension: .json, .md (or .markdown), .html (or .htm), .xml (JUnit XML), as far as
  the command offers it. Any other name, or an extension that names another format than --format,
  is a usage error before anything runs. `rulebook check` in table format still prints its table
  on stdout; with a machine format and --out it prints the table on stderr.

    >>> file_format(None, "report.json", ("md", "html", "json"))
    'json'
    >>> file_format("table", "r.xml", ("json", "md", "junit"))
    'junit'
    >>> file_format("md", "notes.txt", ("md", "json"))
    'md'
"""

from __future__ import annotations

import sys
from collections.abc import Iterable
from pathlib import Path

from .errors import UserError
from .files import write_atomic
from .text import printable

EXTENSION_FORMATS = {".json": "json", ".md": "md", ".markdown": "md", ".html": "html", ".htm": "html",
                     ".xml": "junit"}
# The extension each format is named by in messages.
FORMAT_EXTENSIONS = {"json": ".json", "md": ".md", "html": ".html", "junit": ".xml"}


def file_format(given: str | None, out: str, formats: Iterable[str]) -> str:
    """The format `--out out` is written in: `given` (--format) unless it is None or 'table',
    else the one `out`'s extension names among `formats`; a UserError when neither decides or
    when they disagree."""
    offered = [f for f in formats if f != "table"]
    inferred = EXTENSION_FORMATS.get(Path(out).suffix.lower())
    shown = printable(out, 200)
    if given is not None and given != "table":
        if inferred is not None and inferred != given:
            raise UserError(f"--out {shown}: the file name says {inferred} but --format says {given}; "
                            "make them agree (or name the file otherwise)")
        return given
    if inferred in offered:
        return inferred
    names = ", ".join(FORMAT_EXTENSIONS[f] for f in offered if f in FORMAT_EXTENSIONS)
    raise UserError(f"--out {shown}: cannot tell the report format from the file name; name it {names}, "
                    f"or give --format {'|'.join(offered)}")


def emit(text: str, out: str | None) -> None:
    """Print the report on stdout, or write it to `out` and say so on stderr (stdout stays
    empty: a script reading it gets nothing but a report)."""
    if out is None:
        sys.stdout.write(text)
        return
    write_atomic(Path(out), text, what="report")  # any OSError is a UserError naming the file
    print(f"wrote {out}", file=sys.stderr)


def is_terminal(stderr: bool = False) -> bool:
    """Whether stdout (or stderr) is a terminal a person reads."""
    stream = sys.stderr if stderr else sys.stdout
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False


def line_width(stderr: bool = False) -> int | None:
    """How wide text may be: COLUMNS when set, else the terminal's width on a terminal, else no
    limit (None): in a pipe or a CI log a line is never wrapped or cut, grep finds it whole."""
    import os
    import shutil

    if os.environ.get("COLUMNS", "").strip().isdigit():
        return int(os.environ["COLUMNS"])
    if is_terminal(stderr):
        return shutil.get_terminal_size((100, 24)).columns
    return None


def console(stderr: bool = False):
    """A rich Console for people's text: the terminal's width (COLUMNS when set); off a terminal
    with neither, plain lines of any length (no wrapping, no cut cells, no colours)."""
    from rich.console import Console

    if line_width(stderr) is not None:
        return Console(stderr=stderr)
    return Console(stderr=stderr, width=UNLIMITED_WIDTH, soft_wrap=True)


# The width given to a console off a terminal: wide enough that no table ever wraps a cell.
UNLIMITED_WIDTH = 10_000
