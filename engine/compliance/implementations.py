"""Implementations under test, all behind one call: `request(dict) -> dict` (protocol v1).

- `reference`: the bundled engine, in process;
- `python:module:Class`: an in-process adapter; `Class()` has `request(message) -> dict`;
- `cmd:<command line>`: a process speaking protocol v1 on stdin/stdout, one JSON object per
  line. One process serves many scenarios; a process that dies is started again for the
  next scenario, and the crash is reported against the scenario it hit.

Whatever goes wrong on the implementation's side (no answer in time, a dead process, a line
that is not JSON, an answer without "ok") raises `ImplementationFailure`, which the runner
turns into a failed result naming the request and what came back.
"""

from __future__ import annotations

import contextlib
import importlib
import json
import os
import queue
import shlex
import subprocess
import sys
import threading
from typing import Protocol

from ..errors import UserError
from ..protocol.messages import PROTOCOL_REVISION, PROTOCOL_VERSION


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
        from ..protocol import Session

        self._session_type = Session
        self.session = Session()

    def request(self, message: dict) -> dict:
        return self.session.answer(message)  # an engine bug: an internal_error answer, never a raise

    def reset(self) -> None:
        self.session = self._session_type()

    def close(self) -> None:
        self.session = None


class PythonAdapter:
    """`python:module:Class`: an object with `request(message) -> dict`, created once."""

    def __init__(self, target: str):
        self.name = f"python:{target}"
        module_name, _, class_name = target.partition(":")
        if not module_name or not class_name:
            raise UserError(f"--impl python:{target}: expected python:module:Class")
        if os.getcwd() not in sys.path:  # adapters usually live beside the user's own code
            sys.path.insert(0, os.getcwd())
        try:
            module = importlib.import_module(module_name)
        except ImportError as exc:
            raise UserError(f"--impl python:{target}: cannot import {module_name} ({exc})") from None
        cls = getattr(module, class_name, None)
        if cls is None or not callable(getattr(cls, "request", None)):
            raise UserError(f"--impl python:{target}: {module_name} has no class {class_name} with a request method")
        self.instance = cls()

    def request(self, message: dict) -> dict:
        try:
            answer = self.instance.request(message)
        except Exception as exc:  # the adapter's own bug is a result, not a crash of the suite
            raise ImplementationFailure("crash", f"{type(exc).__name__}: {exc} on {_summary(message)}") from None
        return _checked(answer, message)

    def close(self) -> None:
        close = getattr(self.instance, "close", None)
        if callable(close):
            close()


class CommandImplementation:
    """`cmd:<command line>`: a child process speaking JSON lines."""

    def __init__(self, command: str, timeout: float = 10.0):
        self.name = f"cmd:{command}"
        self.argv = shlex.split(command)
        if not self.argv:
            raise UserError("--impl cmd: needs a command line, e.g. cmd:python my_engine.py")
        self.timeout = timeout
        self.process: subprocess.Popen | None = None
        self.restarts = 0

    def _start(self) -> None:
        try:
            self.process = subprocess.Popen(self.argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                            stderr=subprocess.PIPE, text=True, bufsize=1, encoding="utf-8")
        except OSError as exc:
            raise UserError(f"--impl {self.name}: cannot start the command ({exc})") from None
        self.lines: queue.Queue = queue.Queue()
        self.errors: list[str] = []
        threading.Thread(target=self._pump, args=(self.process.stdout, self.lines), daemon=True).start()
        threading.Thread(target=self._drain, args=(self.process.stderr, self.errors), daemon=True).start()

    @staticmethod
    def _pump(stream, lines: queue.Queue) -> None:
        for line in stream:
            lines.put(line)
        lines.put(None)

    @staticmethod
    def _drain(stream, errors: list[str]) -> None:
        for line in stream:
            errors.append(line.rstrip())
            del errors[:-20]

    def _stop(self) -> None:
        if self.process is not None:
            self.process.kill()
            with contextlib.suppress(subprocess.TimeoutExpired):
                self.process.wait(timeout=5)
            self.process = None

    def _died(self, message: dict) -> ImplementationFailure:
        code = None
        if self.process is not None:
            try:  # stdout closes a moment before the exit status is known
                code = self.process.wait(timeout=2)
            except subprocess.TimeoutExpired:
                code = None
        stderr = " | ".join(self.errors[-3:])
        self._stop()
        self.restarts += 1
        return ImplementationFailure("crash", f"the process ended (exit code {code}) on {_summary(message)}"
                                              + (f"; stderr: {stderr}" if stderr else ""))

    def warm(self, startup_timeout: float = 60.0) -> None:
        """Start the process if it is not running, and wait (up to `startup_timeout`) until it
        answers hello, so that its start-up is not counted against a scenario's time."""
        if self.process is not None and self.process.poll() is None:
            return
        self._start()
        saved, self.timeout = self.timeout, max(self.timeout, startup_timeout)
        try:
            self.request({"op": "hello", "protocol": PROTOCOL_VERSION, "revision": PROTOCOL_REVISION})
        except ImplementationFailure:
            pass  # the scenario's own first request reports what is wrong
        finally:
            self.timeout = saved

    def request(self, message: dict) -> dict:
        if self.process is None or self.process.poll() is not None:
            self._start()
        # _start set self.process or raised; it opens stdin with stdin=PIPE.
        assert self.process is not None and self.process.stdin is not None
        try:
            self.process.stdin.write(json.dumps(message) + "\n")
            self.process.stdin.flush()
        except (BrokenPipeError, OSError):
            raise self._died(message) from None
        try:
            line = self.lines.get(timeout=self.timeout)
        except queue.Empty:
            self._stop()
            self.restarts += 1
            raise ImplementationFailure("timeout", f"no answer to {_summary(message)} within {self.timeout:g} s") from None
        if line is None:
            raise self._died(message)
        try:
            answer = json.loads(line)
        except json.JSONDecodeError:
            raise ImplementationFailure("garbage", f"answer to {_summary(message)} is not JSON: {line.strip()!r:.200}") from None
        return _checked(answer, message)

    def close(self) -> None:
        if self.process is not None and self.process.poll() is None:
            assert self.process.stdin is not None  # _start opens it with stdin=PIPE
            try:
                self.process.stdin.write(json.dumps({"op": "bye"}) + "\n")
                self.process.stdin.flush()
                self.process.wait(timeout=2)
            except (OSError, subprocess.TimeoutExpired):
                pass
        self._stop()


def open_implementation(spec: str, timeout: float = 10.0) -> Implementation:
    """The implementation a `--impl` value names."""
    if spec == "reference":
        return Reference()
    if spec.startswith("python:"):
        return PythonAdapter(spec[len("python:"):])
    if spec.startswith("cmd:"):
        return CommandImplementation(spec[len("cmd:"):], timeout=timeout)
    raise UserError(f"unknown implementation '{spec}': use reference, python:module:Class or cmd:<command line>")


def handshake(implementation: Implementation) -> dict:
    """Send hello; return {name, version, games, variants, capabilities}. A wrong protocol
    version or a refused hello is a usage error for the whole run."""
    try:
        answer = implementation.request({"op": "hello", "protocol": PROTOCOL_VERSION, "revision": PROTOCOL_REVISION})
    except ImplementationFailure as exc:
        raise UserError(f"the implementation failed its hello: {exc}") from None
    if not answer.get("ok"):
        raise UserError(f"the implementation refused hello: {answer.get('error')}")
    if answer.get("protocol", PROTOCOL_VERSION) != PROTOCOL_VERSION:
        raise UserError(f"the implementation speaks protocol {answer.get('protocol')!r}, not {PROTOCOL_VERSION}")
    identity = answer.get("implementation") or {}
    revision = answer.get("revision", 0)
    capabilities = list(answer.get("capabilities", []))
    if revision == 0 and "events" not in capabilities:
        capabilities.append("events")  # revision 0 had no such capability: events were promised
    return {"name": identity.get("name", getattr(implementation, "name", "?")),
            "version": identity.get("version", "?"), "revision": revision,
            "games": answer.get("games", []), "variants": answer.get("variants", []),
            "capabilities": capabilities, "players": answer.get("players") or {}}


__all__ = ["CommandImplementation", "Implementation", "ImplementationFailure", "PythonAdapter", "Reference",
           "handshake", "open_implementation"]
