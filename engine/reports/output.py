"""Writing a report: to stdout, or to a file atomically.

A report written with `--out` appears whole or not at all: the text goes to a temporary file
in the target's folder (same file system, so the rename is atomic) that then replaces the target.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

from ..errors import UserError


def write_atomic(path: Path, text: str) -> None:
    """Replace `path` with `text` (UTF-8); on any failure the old file, if any, is left as it was.

    >>> import tempfile, pathlib
    >>> target = pathlib.Path(tempfile.mkdtemp()) / "report.md"
    >>> write_atomic(target, "# report\\n"); target.read_text()
    '# report\\n'
    """
    folder = path.parent if str(path.parent) else Path(".")
    if not folder.is_dir():
        raise UserError("cannot write the report: no such folder", file=folder)
    if path.is_dir():
        raise UserError("cannot write the report: it names a folder", file=path)
    fd, temp = tempfile.mkstemp(dir=folder, prefix=f".{path.name}.", suffix=".tmp")
    try:
        # mkstemp makes the file private (0600); a report gets the usual permissions.
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(temp, 0o666 & ~umask)
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp, path)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise


def emit(text: str, out: str | None) -> None:
    """Print the report, or write it to `out` and say so."""
    if out is None:
        sys.stdout.write(text)
        return
    try:
        write_atomic(Path(out), text)
    except OSError as exc:
        raise UserError(f"cannot write the report: {exc.strerror or exc}", file=out) from None
    print(f"wrote {out}")
