"""Writing a report: to stdout, or to a file atomically (`engine.files.write_atomic`)."""

from __future__ import annotations

import sys
from pathlib import Path

from ..errors import UserError
from ..files import write_atomic


def emit(text: str, out: str | None) -> None:
    """Print the report, or write it to `out` and say so."""
    if out is None:
        sys.stdout.write(text)
        return
    try:
        write_atomic(Path(out), text, what="report")
    except OSError as exc:
        raise UserError(f"cannot write the report: {exc.strerror or exc}", file=out) from None
    print(f"wrote {out}")
