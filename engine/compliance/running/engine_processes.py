"""The operating-system side of engines run as processes: reading their pipes in bounded
pieces, their stderr's tail, their process groups, and ending them all on a signal."""

from __future__ import annotations

import atexit
import contextlib
import os
import queue
import select
import signal
import subprocess
import sys
import threading
import unicodedata
from collections.abc import Callable, Iterator
from typing import IO, Any

MAX_LINE = 1 << 20
_CHUNK = 1 << 16
_READ_AHEAD = 4  # lines read before they are asked for: more than one waiting is a fault already
_STDERR_TAIL = 1 << 14  # bytes of an engine's stderr kept, to quote its last lines when it crashes


def _one_line(text: object, limit: int = 200) -> str:
    """Something an engine or adapter wrote, quoted on one line of at most `limit` characters,
    control characters (a terminal escape sequence, say) shown as '?'."""
    shown = " | ".join(part for part in str(text).splitlines() if part.strip()) or str(text).strip()
    if len(shown) > limit:
        shown = shown[:limit - 3] + "..."
    return "".join("?" if unicodedata.category(c) in ("Cc", "Cf") else c for c in shown)


class _Output:
    """An engine's stdout, read on a thread into a bounded queue of ("line", bytes) items; then
    ("long", b"") for a line longer than MAX_LINE (reading stops there) or ("end", b"").

    Where the platform can poll a pipe, the thread takes bytes from the pipe only while holding
    `lock`, and files every complete line before it lets go: with the lock held, every byte the
    engine has written is in the pipe, the partial line or the queue, so that `waiting` tells
    for certain whether anything came that was not asked for (an earlier request answered twice)."""

    def __init__(self, stream: IO[bytes]):
        self.items: queue.Queue[tuple[str, bytes]] = queue.Queue(maxsize=_READ_AHEAD)
        self.stopped = threading.Event()
        self.lock = threading.Lock()
        self.pending = bytearray()
        self.fd = stream.fileno()
        self.polls = hasattr(select, "poll")
        threading.Thread(target=self._read, args=(stream,), name="engine stdout", daemon=True).start()

    def _put(self, kind: str, data: bytes = b"") -> bool:
        while not self.stopped.is_set():  # a full queue holds the engine back, until it is stopped
            try:
                self.items.put((kind, data), timeout=0.1)
                return True
            except queue.Full:
                continue
        return False

    def _file(self, chunk: bytes) -> bool:
        """File the complete lines of `chunk` (False: reading ends here)."""
        pending, start = self.pending, 0
        while (end := chunk.find(b"\n", start)) >= 0:
            pending += chunk[start:end]
            start = end + 1
            if len(pending) > MAX_LINE:
                self._put("long")
                return False
            if not self._put("line", bytes(pending)):
                return False
            pending.clear()
        pending += chunk[start:]
        if len(pending) > MAX_LINE:
            self._put("long")
            return False
        return True

    def _read(self, stream: IO[bytes]) -> None:
        try:
            for chunk in (self._polled() if self.polls else _chunks(stream)):
                try:
                    if not self._file(chunk):
                        return
                finally:
                    if self.polls:
                        self.lock.release()  # taken by _polled before it read the chunk
            with self.lock:
                if self.pending:
                    self._put("line", bytes(self.pending))  # a last answer without its newline
                    self.pending.clear()
                self._put("end")
        finally:
            stream.close()

    def _polled(self) -> Iterator[bytes]:
        """Chunks of the pipe, each read with `lock` held (the caller lets go once it is filed)."""
        poller = select.poll()
        poller.register(self.fd, select.POLLIN)
        while not self.stopped.is_set():
            if not poller.poll(100):
                continue
            self.lock.acquire()
            try:
                chunk = os.read(self.fd, _CHUNK)
            except OSError:
                chunk = b""
            if not chunk:
                self.lock.release()
                return
            yield chunk

    def waiting(self) -> bool:
        """Whether anything the engine wrote has not been asked for yet."""
        if not self.items.empty():
            return True
        if not self.polls:
            return False
        if not self.lock.acquire(timeout=1.0):
            return True  # the reader is busy with output nobody asked for
        try:
            if not self.items.empty() or self.pending:
                return True
            poller = select.poll()
            poller.register(self.fd, select.POLLIN)
            return any(event & select.POLLIN for _, event in poller.poll(0))
        finally:
            self.lock.release()


def _chunks(stream: IO[bytes]) -> Iterator[bytes]:
    """What an engine writes to `stream`, as it comes, until it closes (or fails)."""
    while True:
        try:
            chunk = os.read(stream.fileno(), _CHUNK)
        except OSError:
            return
        if not chunk:
            return
        yield chunk


class _Tail:
    """An engine's stderr, read on a thread; only its last _STDERR_TAIL bytes are kept."""

    def __init__(self, stream: IO[bytes]):
        self.data = bytearray()
        self.lock = threading.Lock()
        self.thread = threading.Thread(target=self._read, args=(stream,), name="engine stderr", daemon=True)
        self.thread.start()

    def _read(self, stream: IO[bytes]) -> None:
        try:
            for chunk in _chunks(stream):
                with self.lock:
                    self.data += chunk
                    del self.data[:-_STDERR_TAIL]
        finally:
            stream.close()

    def last_lines(self, count: int = 3, wait: float = 0.0) -> list[str]:
        self.thread.join(wait)
        with self.lock:
            text = self.data.decode("utf-8", "replace")
        return [_one_line(line) for line in text.splitlines() if line.strip()][-count:]


class Terminated(BaseException):
    """`check` received SIGTERM or SIGHUP. A BaseException, so that no `except Exception` of a
    scenario's run stops it on its way out (closing the implementation)."""

    def __init__(self, signum: int):
        super().__init__(signum)
        self.signum = signum
        self.name = signal.Signals(signum).name


class _Groups:
    """The process groups of the engines running now, for a signal handler to end them wherever
    the main thread is. While a group is being added or removed, the handler's exception waits
    (`critical`), so that no engine can start unlisted."""

    live: set[int] = set()
    depth = 0
    deferred: list[int] = []

    @classmethod
    @contextlib.contextmanager
    def critical(cls):
        cls.depth += 1
        try:
            yield
        finally:
            cls.depth -= 1
        if cls.depth == 0 and cls.deferred:
            raise Terminated(cls.deferred.pop())

    @classmethod
    def kill(cls, pgid: int) -> None:
        """End the group led by `pgid`, and every descendant of its leader that left the group
        (a child that called setsid(), say), found by walking /proc before the group ends."""
        strays = descendants(pgid)
        kill_process(pgid, group=True)
        for pid in strays:
            kill_process(pid)
        for pid in descendants(pgid):  # a fork that raced the walk
            kill_process(pid)
        end_adopted()  # a daemon whose parent had already ended

    @classmethod
    def kill_all(cls) -> None:
        for pgid in list(cls.live):
            cls.kill(pgid)
        end_adopted()

    adopting = False  # this process is a child subreaper (adopt_orphans): orphans come to it


def adopt_orphans() -> None:
    """Linux: make this process a child subreaper, so that a descendant of an engine whose parent
    ended (a daemon that double-forked and called setsid()) becomes this process's child instead
    of init's, where `end_adopted` finds it. Only for a command's own process (check, fuzz and
    their workers), never inside a host such as pytest, whose other orphans are not ours."""
    if _Groups.adopting or not sys.platform.startswith("linux"):
        return
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        _Groups.adopting = libc.prctl(36, 1, 0, 0, 0) == 0  # PR_SET_CHILD_SUBREAPER
    except (OSError, AttributeError):
        pass


def end_adopted() -> None:
    """End (and reap) the children this process adopted: every child it did not start itself."""
    if not _Groups.adopting:
        return
    import multiprocessing

    ours = set(_Groups.live) | {child.pid for child in multiprocessing.active_children() if child.pid}
    for pid in descendants(os.getpid()):
        if pid in ours:
            continue
        try:
            with open(f"/proc/{pid}/stat", encoding="ascii", errors="replace") as handle:
                parent = int(handle.read().rsplit(")", 1)[1].split()[1])
        except (OSError, ValueError, IndexError):
            continue
        if parent != os.getpid():
            continue  # below an engine or a worker: ended with them
        for below in descendants(pid):
            kill_process(below)
        kill_process(pid)
        with contextlib.suppress(ChildProcessError, OSError):
            os.waitpid(pid, 0)


def descendants(pid: int) -> list[int]:
    """Every process below `pid` (children, their children...), from /proc's children lists; []
    where the system has none (no /proc: only the process group is ended)."""
    found: list[int] = []
    queue_: list[int] = [pid]
    while queue_ and len(found) < 10_000:
        parent = queue_.pop()
        try:
            tasks = os.listdir(f"/proc/{parent}/task")
        except OSError:
            continue
        for task in tasks:
            try:
                with open(f"/proc/{parent}/task/{task}/children", encoding="ascii") as handle:
                    children = [int(child) for child in handle.read().split()]
            except (OSError, ValueError):
                continue
            for child in children:
                if child not in found:
                    found.append(child)
                    queue_.append(child)
    return found


def kill_process(pid: int, group: bool = False) -> None:
    """End `pid` (with `group`: its whole process group) at once, where the platform allows:
    SIGKILL to the group on POSIX; elsewhere (Windows) the process and its tree."""
    killpg, sigkill = getattr(os, "killpg", None), getattr(signal, "SIGKILL", None)
    with contextlib.suppress(ProcessLookupError, PermissionError, OSError):
        if sigkill is None:  # Windows: no signals to groups; taskkill ends the tree
            subprocess.run(["taskkill", "/F", "/T", "/PID", str(pid)], stdout=subprocess.DEVNULL,
                           stderr=subprocess.DEVNULL, check=False, timeout=10)
        elif group and killpg is not None:
            killpg(pid, sigkill)
        else:
            os.kill(pid, sigkill)


atexit.register(_Groups.kill_all)  # an exit that skipped close() (sys.exit, an uncaught error) ends them too


@contextlib.contextmanager
def engines_ended_on_signals():
    """Within the block, SIGTERM and SIGHUP end every engine process group at once, then raise
    Terminated in the main thread; the previous handlers come back after it."""
    signums = [s for s in (getattr(signal, "SIGTERM", None), getattr(signal, "SIGHUP", None)) if s is not None]
    if threading.current_thread() is not threading.main_thread():  # handlers belong to the main thread
        yield
        return

    def handler(signum, frame):
        _Groups.kill_all()
        if _Groups.depth:
            _Groups.deferred.append(signum)
        else:
            raise Terminated(signum)

    previous = {signum: signal.signal(signum, handler) for signum in signums}
    from ... import process

    if process.AS_PROGRAM:  # inside a host (pytest), the host's other orphans are not ours to end
        adopt_orphans()
    try:
        yield
        if _Groups.deferred:
            raise Terminated(_Groups.deferred.pop())
    finally:
        _Groups.deferred.clear()
        for signum, old in previous.items():
            signal.signal(signum, signal.SIG_DFL if old is None else old)


def end_engines_on_signals() -> Callable[[], None]:
    """For a host that is not `check` (the pytest plugin): from now on SIGTERM and SIGHUP first end
    every engine process group (and the descendants that left it), then go on as they would have
    (by default: the process ends by that signal). Returns the function that puts the previous
    handlers back."""
    signums = [s for s in (getattr(signal, "SIGTERM", None), getattr(signal, "SIGHUP", None)) if s is not None]
    if threading.current_thread() is not threading.main_thread():
        return lambda: None
    previous: dict[int, Any] = {}

    def handler(signum, frame):
        _Groups.kill_all()
        old = previous.get(signum)
        if callable(old):
            old(signum, frame)
        elif old != signal.SIG_IGN:
            signal.signal(signum, signal.SIG_DFL)
            os.kill(os.getpid(), signum)

    for signum in signums:
        previous[signum] = signal.signal(signum, handler)

    def restore() -> None:
        for signum, old in previous.items():
            with contextlib.suppress(ValueError, TypeError):
                signal.signal(signum, signal.SIG_DFL if old is None else old)

    return restore
