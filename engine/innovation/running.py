"""A running action that code below a plain function call can still pause to ask a decision.

Card effects ask their decisions by yielding them (`yield from ctx.choose(...)`), but they move
cards with plain calls (`ctx.draw(2)`, `ops.meld(...)`). With Figures, a karma may replace or
precede any of those moves, and a karma may need a decision of its own (which karma happens
when several could, or the karma's own choices). Rather than turning every card movement of
every effect into a generator, a game with figures runs each action inside a greenlet: the
action's generator is driven there, and `ask(decision)` called anywhere below it pauses the
whole action exactly as a yielded decision does. The Game sees one interface either way
(`send(answer)` returns the next decision, StopIteration when the action is over), so games
without figures keep their plain generator and play exactly as before.

    >>> def action():
    ...     first = yield "first question"
    ...     second = ask("asked below a plain call")
    ...     print(first, second)
    >>> running = RunningAction(action())
    >>> running.send(None)
    'first question'
    >>> running.send(["a"])
    'asked below a plain call'
    >>> try:
    ...     running.send(["b"])
    ... except StopIteration:
    ...     print("over")
    ['a'] ['b']
    over
"""

from __future__ import annotations

import contextlib
from collections.abc import Generator
from typing import Any

from greenlet import GreenletExit, getcurrent, greenlet

from .errors import EngineError

_DONE = object()


class RunningAction:
    """Drives an action's generator inside a greenlet (see the module's docstring).

    Nothing the greenlet runs refers back to this object, so that an action abandoned while it
    waits on a decision (its game replaced or dropped) is ended when this object goes: `close`
    (also on deletion) raises GreenletExit at the paused decision, which unwinds the action's
    frames and lets its game go. A suspended greenlet in a reference cycle is never collected."""

    def __init__(self, generator: Generator[Any, Any, None]):
        self._greenlet = greenlet(_driver(generator))
        self._greenlet.running_action = True        # what `ask` looks for

    def send(self, answer: Any) -> Any:
        """The next decision after `answer`; StopIteration once the action is over. An exception
        of the action (GameOver, an engine error) is raised here."""
        request = self._greenlet.switch(answer)
        if request is _DONE:
            raise StopIteration
        return request

    def close(self) -> None:
        """End the action where it waits (nothing if it has not started or is over)."""
        running = self._greenlet
        if running and not running.dead:  # started and paused: unwind it
            # GreenletExit comes back as the greenlet's result; an abandoned action's own error
            # on its way out is nobody's to hear
            with contextlib.suppress(Exception):
                running.throw(GreenletExit)

    def __del__(self) -> None:
        with contextlib.suppress(Exception):  # another thread's greenlet, or interpreter shutdown
            self.close()


def _driver(generator: Generator[Any, Any, None]):
    def drive_in_greenlet(answer: Any) -> object:
        while True:
            try:
                request = generator.send(answer)
            except StopIteration:
                return _DONE
            answer = getcurrent().parent.switch(request)
    return drive_in_greenlet


def ask(decision: Any) -> Any:
    """Pause the running action to ask `decision`; returns the answer. Only inside a
    RunningAction: anywhere else there is nobody to ask, which is the engine's own error."""
    current = getcurrent()
    if not getattr(current, "running_action", False):
        raise EngineError("unsupported", "a decision was needed outside a running action")
    return current.parent.switch(decision)


def drive(generator: Generator[Any, Any, Any]) -> Any:
    """Run a decision generator from a plain call: each decision it yields is asked with `ask`;
    returns the generator's return value."""
    answer = None
    while True:
        try:
            request = generator.send(answer)
        except StopIteration as stop:
            return stop.value
        answer = ask(request)
