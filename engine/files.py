"""Writing a file atomically: it appears whole or not at all.

The text goes to a temporary file in the target's folder (same file system, so the rename is
atomic) that then replaces the target; on any failure the old file, if any, is left as it was.
Only a regular file is ever replaced (never a symbolic link, a FIFO or a device), and it keeps
its permissions. With `exclusive` the file must not exist yet: the finished temporary file is
published with a hard link, which fails if anything took the name meanwhile, so two writers
racing for one name never both succeed. Every OSError becomes a one-line `UserError` naming
the file.
"""

from __future__ import annotations

import errno
import os
import stat
import tempfile
from collections.abc import Iterable
from pathlib import Path

from .errors import UserError

# os.link fails with these where a file system has no hard links (FAT, some network shares).
_NO_HARD_LINKS = {errno.EPERM, errno.ENOTSUP, errno.EOPNOTSUPP, errno.EMLINK, errno.ENOSYS}


def check_output(path: Path, *, what: str = "file", inputs: Iterable[Path] = (),
                 option: str = "--out", make_folder: bool = False) -> None:
    """Refuse, before any work, an output that cannot or must not be written: a missing folder
    (unless `make_folder`: it will be made), a folder, anything but a regular file, or one of
    `inputs` (under any spelling or link), which writing the output would destroy.

    >>> import tempfile, pathlib
    >>> source = pathlib.Path(tempfile.mkdtemp()) / "house.toml"; _ = source.write_text("")
    >>> try:
    ...     check_output(source, what="report", inputs=[source])
    ... except UserError as exc:
    ...     print(exc.message)
    --out names an input of this command (house.toml): writing the report would destroy it; write it elsewhere
    """
    folder = path.parent if str(path.parent) else Path(".")
    try:
        if not folder.is_dir():
            if make_folder and not os.path.lexists(folder):
                return
            raise UserError(f"cannot write the {what}: no such folder", file=folder)
        if not os.path.lexists(path):
            return
        mode = path.lstat().st_mode
        if stat.S_ISLNK(mode):
            raise UserError(f"cannot write the {what}: it is a symbolic link (to {os.readlink(path)}); "
                            "only a regular file is replaced: remove the link or name its target", file=path)
        if stat.S_ISDIR(mode):
            raise UserError(f"cannot write the {what}: it names a folder", file=path)
        if not stat.S_ISREG(mode):
            raise UserError(f"cannot write the {what}: it is not a regular file", file=path)
        for source in inputs:
            if os.path.lexists(source) and os.path.samefile(path, source):
                raise UserError(f"{option} names an input of this command ({Path(source).name}): "
                                f"writing the {what} would destroy it; write it elsewhere", file=path)
    except OSError as exc:
        raise UserError(f"cannot write the {what}: {exc.strerror or exc}", file=path) from None


def write_atomic(path: Path, text: str, *, what: str = "file", make_folder: bool = False,
                 exclusive: bool = False, durable: bool = True) -> None:
    """Replace `path` with `text` (UTF-8). `what` names the file in errors; with
    `make_folder` a missing folder is created, else it is an error. With `exclusive`,
    FileExistsError is raised (and nothing written) if `path` exists, even if it appears
    while the text is being written. `durable=False` skips the flush to disk (thousands of
    site pages, each cheap to write again, still appear whole or not at all).

    >>> import tempfile, pathlib
    >>> target = pathlib.Path(tempfile.mkdtemp()) / "report.md"
    >>> write_atomic(target, "# report\\n"); target.read_text()
    '# report\\n'
    """
    if make_folder:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise UserError(f"cannot make the folder of the {what}: {exc.strerror or exc}", file=path) from None
    check_output(path, what=what)
    try:
        if exclusive and os.path.lexists(path):
            raise FileExistsError(errno.EEXIST, os.strerror(errno.EEXIST), str(path))
        _publish(path, text, exclusive, durable)
    except OSError as exc:
        if exclusive and isinstance(exc, FileExistsError):
            raise
        raise UserError(f"cannot write the {what}: {exc.strerror or exc}", file=path) from None


def _publish(path: Path, text: str, exclusive: bool, durable: bool = True) -> None:
    folder = path.parent if str(path.parent) else Path(".")
    try:
        mode = stat.S_IMODE(path.stat().st_mode)  # a replaced file keeps its permissions
    except FileNotFoundError:
        umask = os.umask(0)
        os.umask(umask)
        mode = 0o666 & ~umask  # mkstemp makes the file private (0600); a new file gets the usual ones
    fd, temp = tempfile.mkstemp(dir=folder, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            if hasattr(os, "fchmod"):
                os.fchmod(handle.fileno(), mode)
            else:  # Windows: by name (only the read-only bit means anything there)
                os.chmod(temp, mode)
            handle.write(text)
            handle.flush()
            if durable:
                os.fsync(handle.fileno())
        if not exclusive:
            os.replace(temp, path)
            return
        try:
            os.link(temp, path)
        except OSError as exc:
            if exc.errno not in _NO_HARD_LINKS:
                raise
            _create_exclusively(path, text, mode)
    finally:
        Path(temp).unlink(missing_ok=True)


def _create_exclusively(path: Path, text: str, mode: int) -> None:
    """Without hard links: create the name first (O_EXCL), then fill it; exclusive still, though
    a crash mid-write may leave it short."""
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, mode)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
    except BaseException:
        path.unlink(missing_ok=True)
        raise


MAX_INPUT = 64 << 20  # a full suite's JSON report is a few megabytes


def read_input(path: Path, what: str, limit: int = MAX_INPUT) -> str:
    """The UTF-8 text of a regular file of at most `limit` bytes: a FIFO or a device (which could
    block or never end), a folder, a larger, unreadable or undecodable file is a one-line error
    naming it. Every report, expectations and feature file is read with it."""
    try:
        # O_NONBLOCK: opening a FIFO must not wait for a writer; it is refused just after
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
        with os.fdopen(fd, "rb") as handle:
            info = os.fstat(handle.fileno())
            if not stat.S_ISREG(info.st_mode):
                raise UserError(f"the {what} is not a regular file", file=path)
            if info.st_size > limit:
                raise UserError(f"the {what} is larger than {_size(limit)} ({_size(info.st_size)})", file=path)
            data = handle.read(limit + 1)
            if len(data) > limit:  # it grew while read
                raise UserError(f"the {what} is larger than {_size(limit)}", file=path)
    except FileNotFoundError:
        raise UserError(f"no such {what}", file=path) from None
    except IsADirectoryError:
        raise UserError(f"the {what} is not a regular file (a folder)", file=path) from None
    except OSError as exc:
        raise UserError(f"cannot read the {what}: {exc.strerror or exc}", file=path) from None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise UserError(f"the {what} is not UTF-8 (byte 0x{data[exc.start]:02x})", file=path,
                        line=data.count(b"\n", 0, exc.start) + 1) from None



def _size(count: int) -> str:
    return f"{count / (1 << 20):.1f} MB" if count >= 1 << 20 else f"{count / 1024:.0f} KB"
