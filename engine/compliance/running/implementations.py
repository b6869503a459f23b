"""Implementations under test, all behind one call: `request(dict) -> dict` (protocol v1).

- `reference`: the bundled engine, in process;
- `python:module:Class`: an in-process adapter; `Class()` has `request(message) -> dict`, run
  on a worker thread so that a request that never returns times out like any other;
- `cmd:<command line>`: a process speaking protocol v1 on stdin/stdout, one JSON object per
  line. One process serves many scenarios; a process that dies, times out or writes garbage
  is ended (with its whole process group) and started again for the next scenario, and the
  fault is reported against the scenario it hit. What it writes is read in bounded pieces.

Whatever goes wrong on the implementation's side (no answer in time, a dead process, a line
that is not JSON, an answer without "ok") raises `ImplementationFailure`, which the runner
turns into a failed result naming the request and what came back.
"""

from __future__ import annotations

import atexit
import contextlib
import functools
import importlib
import json
import os
import queue
import select
import shlex
import signal
import subprocess
import sys
import threading
import time
import unicodedata
from collections.abc import Callable, Iterator
from typing import IO, Any, Protocol

from ...errors import UserError
from ...protocol.messages import PROTOCOL_REVISION, PROTOCOL_VERSION


class ImplementationFailure(Exception):
    """The implementation misbehaved: `kind` is timeout, crash, garbage, bad_answer, protocol,
    internal_error (the engine said so) or inconsistent (a play answer that `state` contradicts)."""

    def __init__(self, kind: str, message: str, detail: str | None = None):
        super().__init__(f"{kind}: {message}")
        self.kind = kind
        self.message = message
        self.detail = detail  # e.g. the engine's traceback, for the report


class Implementation(Protocol):
    name: str

    def request(self, message: dict) -> dict: ...

    def close(self) -> None: ...


def _summary(message: dict) -> str:
    text = json.dumps(message, ensure_ascii=False)
    return text if len(text) <= 160 else text[:157] + "..."


def _checked(answer, message: dict) -> dict:
    if not isinstance(answer, dict) or not isinstance(answer.get("ok"), bool):
        raise ImplementationFailure("bad_answer", f"answer to {_summary(message)} has no boolean 'ok': {answer!r:.200}")
    return answer


class Reference:
    """The reference engine through an in-process protocol session."""

    name = "reference"

    def __init__(self):
        from ...protocol import Session

        self._session_type = Session
        self.session = Session()

    def request(self, message: dict) -> dict:
        return self.session.answer(message)  # an engine bug: an internal_error answer, never a raise

    def reset(self) -> None:
        if self.session is not None:
            self.session.close_game()
        self.session = self._session_type()

    def close(self) -> None:
        if self.session is not None:
            self.session.close_game()
        self.session = None


class _Worker:
    """A thread that makes an adapter's calls one at a time, so that the caller can stop waiting
    for one that never returns (a thread cannot be killed: a blocked one is abandoned)."""

    def __init__(self, name: str):
        self.calls: queue.SimpleQueue = queue.SimpleQueue()
        self.results: queue.SimpleQueue = queue.SimpleQueue()
        self.busy = False  # a call was made whose result was not taken (it timed out, or a signal came)
        threading.Thread(target=self._serve, name=name, daemon=True).start()

    def _serve(self) -> None:
        while (call := self.calls.get()) is not None:
            try:
                self.results.put((True, call()))
            except BaseException as exc:  # the adapter's own bug, even sys.exit(): the caller's to report
                self.results.put((False, exc))

    def run(self, call, timeout: float) -> tuple[bool, object]:
        """(True, value) or (False, the exception raised); queue.Empty after `timeout` seconds."""
        self.calls.put(call)
        self.busy = True
        result = self.results.get(timeout=timeout)
        self.busy = False
        return result

    def stop(self) -> None:
        self.calls.put(None)


class PythonAdapter:
    """`python:module:Class`: an object with `request(message) -> dict`, created once (again
    after a request that timed out, the blocked one being abandoned)."""

    def __init__(self, target: str, timeout: float = 10.0):
        self.name = f"python:{target}"
        self.timeout = timeout
        module_name, _, class_name = target.partition(":")
        if not module_name or not class_name:
            raise UserError(f"--impl python:{target}: expected python:module:Class")
        if os.getcwd() not in sys.path:  # adapters usually live beside the user's own code
            sys.path.insert(0, os.getcwd())
        try:
            module = importlib.import_module(module_name)
        except ImportError as exc:
            raise UserError(f"--impl python:{target}: cannot import {module_name} ({_one_line(exc)})") from None
        except (Exception, SystemExit) as exc:  # the module's own code failed while it was imported
            raise UserError(f"--impl python:{target}: importing {module_name} failed: "
                            f"{type(exc).__name__}: {_one_line(exc)}") from None
        cls = getattr(module, class_name, None)
        if cls is None or not callable(getattr(cls, "request", None)):
            raise UserError(f"--impl python:{target}: {module_name} has no class {class_name} with a request method")
        self.cls = cls
        self._worker: _Worker | None = None
        try:
            self.instance: Any = cls()
        except (Exception, SystemExit) as exc:
            raise UserError(f"--impl python:{target}: {class_name}() failed: {type(exc).__name__}: "
                            f"{_one_line(exc)}") from None

    def _call(self, call, message: dict):
        if self._worker is None:
            self._worker = _Worker(self.name)
        try:
            ok, value = self._worker.run(call, self.timeout)
        except queue.Empty:
            self._worker = self.instance = None  # abandoned with its blocked call
            raise ImplementationFailure("timeout", f"no answer to {_summary(message)} within {self.timeout:g} s") from None
        if not ok:  # the adapter's own bug is a result, not a crash of the suite
            raise ImplementationFailure("crash", f"{type(value).__name__}: {_one_line(value)} on {_summary(message)}")
        return value

    def request(self, message: dict) -> dict:
        if self.instance is None:
            self.instance = self._call(self.cls, message)
        return _checked(self._call(functools.partial(self.instance.request, message), message), message)

    def close(self) -> None:
        close = getattr(self.instance, "close", None)
        if callable(close) and not (self._worker is not None and self._worker.busy):  # else it would wait
            with contextlib.suppress(ImplementationFailure):
                self._call(close, {"op": "close"})
        if self._worker is not None:
            self._worker.stop()
            self._worker = None


# An answer is one JSON line of some kilobytes (a whole state is tens of them): a longer line is
# garbage, and reading on would let an engine that never writes a newline fill the memory.
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


class CommandImplementation:
    """`cmd:<command line>`: a child process speaking JSON lines, in a process group of its own
    that is ended whole (with any child it forked) whenever the process is stopped.

    Answers are read as bytes and matched to requests: a line waiting before a request is sent
    (an earlier request answered twice), a line that is not UTF-8 or JSON, or one longer than
    MAX_LINE fails the scenario and the process is started again for the next one."""

    def __init__(self, command: str, timeout: float = 10.0):
        self.name = f"cmd:{command}"
        try:
            # POSIX splits as a shell would; Windows passes the command line on whole, as it parses its own
            self.argv: list[str] | str = shlex.split(command) if os.name == "posix" else command.strip()
        except ValueError as exc:
            raise UserError(f"--impl cmd:{command}: cannot split the command line ({exc})") from None
        if not self.argv:
            raise UserError("--impl cmd: needs a command line, e.g. cmd:python my_engine.py")
        self.timeout = timeout
        self.process: subprocess.Popen | None = None
        self._last: dict = {}  # the request last sent, which a stray line most likely answered

    def _start(self) -> None:
        with _Groups.critical():
            try:
                process = subprocess.Popen(self.argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                           stderr=subprocess.PIPE, bufsize=0, start_new_session=True)
            except (OSError, ValueError) as exc:
                raise UserError(f"--impl {self.name}: cannot start the command ({exc})") from None
            _Groups.live.add(process.pid)
            self.process = process
        assert process.stdin is not None and process.stdout is not None and process.stderr is not None
        if hasattr(select, "poll"):
            os.set_blocking(process.stdin.fileno(), False)  # a request is written against the clock too
        self._output = _Output(process.stdout)
        self._stderr = _Tail(process.stderr)

    def _exited(self) -> bool:
        """Whether the engine has ended, without reaping it: until it is reaped, its group id
        cannot go to another process, so that ending the group stays safe."""
        assert self.process is not None
        if not hasattr(os, "waitid"):
            return self.process.poll() is not None
        try:
            return os.waitid(os.P_PID, self.process.pid, os.WEXITED | os.WNOHANG | os.WNOWAIT) is not None
        except ChildProcessError:
            return True

    def _stop(self) -> None:
        process, self.process = self.process, None
        if process is None:
            return
        self._output.stopped.set()
        with _Groups.critical():
            _Groups.kill(process.pid)
            with contextlib.suppress(OSError):
                assert process.stdin is not None
                process.stdin.close()
            with contextlib.suppress(subprocess.TimeoutExpired):
                process.wait(timeout=5)
            _Groups.live.discard(process.pid)

    def _restart_later(self) -> None:
        self._stop()

    def discard(self) -> None:
        """End the process now; the next request starts a fresh one (after a scenario that failed
        for an answer out of protocol, whatever the engine still has to say is not heard)."""
        self._stop()

    def _died(self, message: dict) -> ImplementationFailure:
        deadline = time.monotonic() + 2  # stdout closes a moment before the exit status is known
        while not self._exited() and time.monotonic() < deadline:
            time.sleep(0.01)
        process, ended = self.process, self._exited()
        self._restart_later()
        assert process is not None
        code = process.returncode if ended else None
        stderr = " | ".join(self._stderr.last_lines(wait=1.0))
        return ImplementationFailure("crash", f"the process ended (exit code {code}) on {_summary(message)}"
                                              + (f"; stderr: {stderr}" if stderr else ""))

    def _write(self, data: bytes, deadline: float) -> bool:
        """Write all of `data` to the engine's stdin before `deadline`; False if it cannot."""
        assert self.process is not None and self.process.stdin is not None
        fd = self.process.stdin.fileno()
        if not hasattr(select, "poll"):  # Windows: a blocking write (the reply's deadline still holds)
            try:
                self.process.stdin.write(data)
                self.process.stdin.flush()
            except OSError:
                return False
            return True
        poller = select.poll()
        poller.register(fd, select.POLLOUT)
        view = memoryview(data)
        while view:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                return False
            if not poller.poll(remaining * 1000):
                continue
            try:
                view = view[os.write(fd, view):]
            except BlockingIOError:
                continue
            except OSError:  # a closed pipe: the engine is gone
                return False
        return True

    def _next(self, message: dict, deadline: float) -> tuple[str, bytes]:
        """The next item read from stdout; ("end", b"") once the engine has ended without it
        (a child it forked may hold stdout open, so that no end of file ever comes)."""
        ended = None
        while True:
            try:
                item = self._output.items.get(timeout=0.05)
                self.heard = True
                return item
            except queue.Empty:
                pass
            now = time.monotonic()
            if ended is None and self._exited():
                ended = now
            if ended is not None and now - ended > 0.5:  # its last answer has had time to arrive
                return "end", b""
            if now >= deadline:
                self._restart_later()
                hint = "" if getattr(self, "heard", False) else (
                    " (nothing has come from the engine yet: an answer written but not flushed stays in its "
                    "buffer; flush stdout after each line, or run Python with -u)")
                raise ImplementationFailure("timeout", f"no answer to {_summary(message)} within "
                                                       f"{self.timeout:g} s{hint}")

    def warm(self, startup_timeout: float = 60.0) -> None:
        """Start the process if it is not running, and wait (up to `startup_timeout`) until it
        answers hello, so that its start-up is not counted against a scenario's time."""
        if self.process is not None and not self._exited():
            return
        self._stop()  # a process that ended by itself is reaped, with its group
        self._start()
        saved, self.timeout = self.timeout, max(self.timeout, startup_timeout)
        try:
            self.request({"op": "hello", "protocol": PROTOCOL_VERSION, "revision": PROTOCOL_REVISION})
        except ImplementationFailure:
            pass  # the scenario's own first request reports what is wrong
        finally:
            self.timeout = saved

    def request(self, message: dict) -> dict:
        if self.process is None:
            self._start()
        if self._output.waiting():
            try:
                kind, line = self._output.items.get(timeout=1.0)
            except queue.Empty:
                kind, line = "partial", b""
            if kind == "end":
                raise self._died(message)
            self._restart_later()
            waiting = {"long": f"a line longer than {MAX_LINE} bytes", "partial": "part of a line"}.get(kind) or repr(
                _one_line(line.decode("utf-8", "backslashreplace")))
            raise ImplementationFailure("protocol", f"{waiting} was waiting on stdout before {_summary(message)} "
                                                    f"was sent: {_summary(self._last)} answered twice, or stray "
                                                    f"output")
        self._last = message
        deadline = time.monotonic() + self.timeout
        if not self._write((json.dumps(message) + "\n").encode("utf-8"), deadline):
            if self._exited():
                raise self._died(message)
            self._restart_later()
            raise ImplementationFailure("timeout", f"the engine did not read {_summary(message)} within "
                                                   f"{self.timeout:g} s")
        kind, line = self._next(message, deadline)
        if kind == "end":
            raise self._died(message)
        if kind == "long":
            self._restart_later()
            raise ImplementationFailure("garbage", f"the answer to {_summary(message)} is longer than {MAX_LINE} "
                                                   f"bytes (or never ends its line)")
        try:
            text = line.decode("utf-8")
        except UnicodeDecodeError as exc:
            self._restart_later()
            raise ImplementationFailure("garbage", f"the answer to {_summary(message)} is not UTF-8 (byte "
                                                   f"0x{line[exc.start]:02x} at {exc.start}): "
                                                   f"{_one_line(line.decode('utf-8', 'backslashreplace'))!r}") from None
        try:
            answer = json.loads(text)
        except (ValueError, RecursionError):
            self._restart_later()
            raise ImplementationFailure("garbage", f"answer to {_summary(message)} is not JSON: "
                                                   f"{_one_line(text)!r}") from None
        return _checked(answer, message)

    def close(self) -> None:
        bye = (json.dumps({"op": "bye"}) + "\n").encode("utf-8")
        if self.process is not None and not self._exited() and self._write(bye, time.monotonic() + 2):
            deadline = time.monotonic() + 2
            while not self._exited() and time.monotonic() < deadline:
                time.sleep(0.01)
        self._stop()  # the whole group: a child the engine forked ends with it


def open_implementation(spec: str, timeout: float = 10.0) -> Implementation:
    """The implementation a `--impl` value names."""
    if spec == "reference":
        return Reference()
    if spec.startswith("python:"):
        return PythonAdapter(spec[len("python:"):], timeout=timeout)
    if spec.startswith("cmd:"):
        return CommandImplementation(spec[len("cmd:"):], timeout=timeout)
    raise UserError(f"unknown implementation '{spec}': use reference, python:module:Class or cmd:<command line>")


def _integer(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _names(value) -> bool:
    return isinstance(value, list) and all(isinstance(item, str) for item in value)


def _ranges(value) -> bool:
    return isinstance(value, dict) and all(
        isinstance(pair, list) and len(pair) == 2 and all(_integer(n) for n in pair) for pair in value.values())


# What each field of a hello answer must be, when it is there (a null counts as missing).
_HELLO_SHAPES = {
    "protocol": (_integer, "an integer"),
    "revision": (lambda v: _integer(v) and v >= 0, "a non-negative integer"),
    "implementation": (lambda v: isinstance(v, dict) and isinstance(v.get("name", ""), str)
                       and isinstance(v.get("version", ""), (str, int, float)),
                       'an object {"name": string, "version": string}'),
    "games": (_names, "a list of strings"),
    "variants": (_names, "a list of strings"),
    "capabilities": (_names, "a list of strings"),
    "players": (_ranges, "an object of [min, max] integer pairs by variant"),
}


def handshake(implementation: Implementation) -> dict:
    """Send hello; return {name, version, games, variants, capabilities}. A wrong protocol
    version, a refused hello or one of the wrong shape is a usage error for the whole run.
    An engine's start-up gets the start-up allowance, not the one-answer `--timeout`."""
    if hasattr(implementation, "warm"):
        implementation.warm()
    try:
        answer = implementation.request({"op": "hello", "protocol": PROTOCOL_VERSION, "revision": PROTOCOL_REVISION})
    except ImplementationFailure as exc:
        raise UserError(f"the implementation failed its hello: {_one_line(exc, 500)}") from None
    if not answer.get("ok"):
        raise UserError(f"the implementation refused hello: {_one_line(answer.get('error'), 500)}")
    for key, (fits, shape) in _HELLO_SHAPES.items():
        if answer.get(key) is not None and not fits(answer[key]):
            raise UserError(f"the implementation's hello answer is malformed: '{key}' must be {shape}, "
                            f"not {_one_line(json.dumps(answer[key], ensure_ascii=False), 80)}")
    if answer.get("protocol", PROTOCOL_VERSION) != PROTOCOL_VERSION:
        raise UserError(f"the implementation speaks protocol {answer.get('protocol')!r}, not {PROTOCOL_VERSION}")
    identity = answer.get("implementation") or {}
    revision = answer.get("revision") or 0
    capabilities = list(answer.get("capabilities") or [])
    if revision == 0 and "events" not in capabilities:
        capabilities.append("events")  # revision 0 had no such capability: events were promised
    return {"name": identity.get("name", getattr(implementation, "name", "?")),
            "version": str(identity.get("version", "?")), "revision": revision,
            "games": answer.get("games") or [], "variants": answer.get("variants") or [],
            "capabilities": capabilities, "players": answer.get("players") or {}}


__all__ = ["MAX_LINE", "CommandImplementation", "Implementation", "ImplementationFailure", "PythonAdapter",
           "Reference", "Terminated", "engines_ended_on_signals", "handshake", "open_implementation"]
