"""A running action that code below a plain function call can still pause to ask a decision.

Card effects ask their decisions by yielding them (`yield from ctx.choose(...)`), but they move
cards with plain calls (`ctx.draw(2)`, `ops.meld(...)`). With Figures, a karma may replace or
precede any of those moves, and a karma may need a decision of its own (which karma happens
when several could, or the karma's own choices). Rather than turning every card movement of
every effect into a generator, a game with figures runs its actions inside a greenlet: the
action's generator is driven there, and `ask(decision)` called anywhere below it pauses the
whole action exactly as a yielded decision does. The Game sees one interface either way
(`send(answer)` returns the next decision, StopIteration when the action is over), so games
without figures keep their plain generator and play exactly as before.

One greenlet serves all the actions of a game, one after another: starting a greenlet costs
about ten times as much as switching into one that waits, and a game plays hundreds of actions.

    >>> def action():
    ...     first = yield "first question"
    ...     second = ask("asked below a plain call")
    ...     print(first, second)
    >>> running = RunningAction()
    >>> running.begin(action())
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
from threading import get_ident
from typing import Any

from greenlet import GreenletExit, getcurrent, greenlet

from .errors import EngineError

_DONE = object()


class _Raised:
    """An action's exception, carried out of the greenlet (which lives on for the next action)."""

    __slots__ = ("error",)

    def __init__(self, error: BaseException):
        self.error = error


class RunningAction:
    """Drives a game's actions, each a generator, inside one greenlet (see the module's
    docstring). `begin(generator)` hands over the next action; `send(None)` then starts it.

    Nothing the greenlet runs refers back to this object, so that an action abandoned while it
    waits on a decision (its game replaced or dropped) is ended when this object goes: `close`
    (also on deletion) raises GreenletExit at the paused decision, which unwinds the action's
    frames and lets its game go. A suspended greenlet in a reference cycle is never collected."""

    __slots__ = ("_greenlet", "_next", "_thread")

    def __init__(self) -> None:
        self._greenlet: greenlet | None = None
        self._thread = 0
        self._next: Generator[Any, Any, None] | None = None

    def begin(self, generator: Generator[Any, Any, None]) -> None:
        """The next action to run (the previous one is over)."""
        self._next = generator

    def send(self, answer: Any) -> Any:
        """The next decision after `answer`; StopIteration once the action is over. An exception
        of the action (GameOver, an engine error) is raised here."""
        running = self._greenlet
        if self._next is not None:      # a new action: the waiting greenlet takes it
            answer, self._next = self._next, None
            if running is None or running.dead or self._thread != get_ident():
                # greenlets belong to the thread that made them
                running = self._greenlet = greenlet(_serve)
                running.running_action = True       # what `ask` looks for
                self._thread = get_ident()
        assert running is not None
        current = getcurrent()
        if running.parent is not current:   # decisions go back to whoever plays now
            running.parent = current
        reply = running.switch(answer)
        if reply is _DONE:
            raise StopIteration
        if type(reply) is _Raised:
            raise reply.error
        return reply

    def close(self) -> None:
        """End the action where it waits (nothing if none has started or it is over)."""
        running, self._greenlet = self._greenlet, None
        self._next = None
        current = getcurrent()
        if running and not running.dead and running is not current:  # started and paused
            # GreenletExit comes back as the greenlet's result, to its parent: made the caller,
            # or a close run from inside another game's action (a deletion at any garbage
            # collection) would hand that result to whoever last played this one, as if it
            # were their game's next decision. An abandoned action's own error on its way out
            # is nobody's to hear.
            with contextlib.suppress(Exception):
                running.parent = current
                running.throw(GreenletExit)

    def __del__(self) -> None:
        with contextlib.suppress(Exception):  # another thread's greenlet, or interpreter shutdown
            self.close()


def _serve(generator: Generator[Any, Any, None]) -> None:
    """The greenlet's work: drive each action it is handed to its end, report how it ended,
    and wait for the next one. GreenletExit (the action or game abandoned) ends it."""
    while True:
        try:
            outcome = _drive_action(generator)
        except GreenletExit:
            raise
        except BaseException as error:     # GameOver, an engine error: the player's to see
            outcome = _Raised(error)
        generator = None    # type: ignore[assignment]  # let the finished action go while waiting
        generator = getcurrent().parent.switch(outcome)


def _drive_action(generator: Generator[Any, Any, None]) -> object:
    answer = None
    while True:
        try:
            request = generator.send(answer)
        except StopIteration:
            return _DONE
        answer = getcurrent().parent.switch(request)


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
