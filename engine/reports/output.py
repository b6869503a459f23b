"""Writing a report: to stdout, or to a file atomically (`engine.files.write_atomic`)."""

from __future__ import annotations

import sys
from pathlib import Path

from ..files import write_atomic


def emit(text: str, out: str | None) -> None:
    """Print the report, or write it to `out` and say so."""
    if out is None:
        sys.stdout.write(text)
        return
    write_atomic(Path(out), text, what="report")  # any OSError is a UserError naming the file
    print(f"wrote {out}")
