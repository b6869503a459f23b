"""`cmd:<command line>`: an implementation that is a process speaking protocol v1 on stdin and
stdout (see implementations.py for the other kinds and what they share)."""

from __future__ import annotations

import contextlib
import json
import os
import queue
import select
import shlex
import subprocess
import time

from ...errors import UserError
from ...protocol.messages import PROTOCOL_REVISION, PROTOCOL_VERSION
from .engine_processes import MAX_LINE, _Groups, _one_line, _Output, _Tail
from .faults import ImplementationFailure, _checked, _summary


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
                                                   f"{json.dumps(_one_line(line.decode('utf-8', 'backslashreplace')))}") from None
        try:
            answer = json.loads(text)
        except (ValueError, RecursionError):
            self._restart_later()
            raise ImplementationFailure("garbage", f"answer to {_summary(message)} is not JSON: "
                                                   f"{json.dumps(_one_line(text), ensure_ascii=False)}") from None
        return _checked(answer, message)

    def close(self) -> None:
        bye = (json.dumps({"op": "bye"}) + "\n").encode("utf-8")
        if self.process is not None and not self._exited() and self._write(bye, time.monotonic() + 2):
            deadline = time.monotonic() + 2
            while not self._exited() and time.monotonic() < deadline:
                time.sleep(0.01)
        self._stop()  # the whole group: a child the engine forked ends with it
