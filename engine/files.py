"""Writing a file atomically: it appears whole or not at all.

The text goes to a temporary file in the target's folder (same file system, so the rename is
atomic) that then replaces the target; on any failure the old file, if any, is left as it was.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from .errors import UserError


def write_atomic(path: Path, text: str, *, what: str = "file", make_folder: bool = False) -> None:
    """Replace `path` with `text` (UTF-8). `what` names the file in errors; with
    `make_folder` a missing folder is created, else it is an error.

    >>> import tempfile, pathlib
    >>> target = pathlib.Path(tempfile.mkdtemp()) / "report.md"
    >>> write_atomic(target, "# report\\n"); target.read_text()
    '# report\\n'
    """
    folder = path.parent if str(path.parent) else Path(".")
    if make_folder:
        folder.mkdir(parents=True, exist_ok=True)
    if not folder.is_dir():
        raise UserError(f"cannot write the {what}: no such folder", file=folder)
    if path.is_dir():
        raise UserError(f"cannot write the {what}: it names a folder", file=path)
    fd, temp = tempfile.mkstemp(dir=folder, prefix=f".{path.name}.", suffix=".tmp")
    try:
        # mkstemp makes the file private (0600); the file gets the usual permissions.
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
