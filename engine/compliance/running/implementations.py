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

import contextlib
import functools
import importlib
import json
import os
import queue
import sys
import threading
from typing import Any, Protocol

from ...errors import UserError
from ...protocol.messages import PROTOCOL_REVISION, PROTOCOL_VERSION
from .command_engine import CommandImplementation
from .engine_processes import _one_line
from .faults import ImplementationFailure, _checked, _summary


class Implementation(Protocol):
    name: str

    def request(self, message: dict) -> dict: ...

    def close(self) -> None: ...


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


__all__ = ["CommandImplementation", "Implementation", "ImplementationFailure", "PythonAdapter", "Reference",
           "handshake", "open_implementation"]
