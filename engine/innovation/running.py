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

from collections.abc import Generator
from typing import Any

from greenlet import getcurrent, greenlet

from .errors import EngineError

_DONE = object()


class RunningAction:
    """Drives an action's generator inside a greenlet (see the module's docstring)."""

    def __init__(self, generator: Generator[Any, Any, None]):
        self._generator = generator
        self._greenlet = greenlet(self._drive)
        self._greenlet.running_action = True        # what `ask` looks for

    def _drive(self, answer: Any) -> object:
        generator = self._generator
        while True:
            try:
                request = generator.send(answer)
            except StopIteration:
                return _DONE
            answer = self._greenlet.parent.switch(request)

    def send(self, answer: Any) -> Any:
        """The next decision after `answer`; StopIteration once the action is over. An exception
        of the action (GameOver, an engine error) is raised here."""
        request = self._greenlet.switch(answer)
        if request is _DONE:
            raise StopIteration
        return request


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
