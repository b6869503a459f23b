"""Independent tasks spread over worker processes, each with its own implementation under test.

`check --jobs` and `fuzz --jobs` both use it: a task (a scenario run, a game) goes to whichever
worker is free, the results come back in task order, so the output of a parallel run is the
output of a serial one. Each worker opens the implementation once (a `cmd:` engine is one
process per worker) and closes it when the pool ends; a worker stopped by SIGTERM ends its
engines first.

    >>> run_tasks(_double, [1, 2, 3], spec="reference", jobs=1)
    [2, 4, 6]
"""

from __future__ import annotations

import multiprocessing
import os
import signal
from collections.abc import Callable, Iterable
from multiprocessing import util
from typing import Any, TypeVar

from .implementations import Implementation, open_implementation

T = TypeVar("T")
R = TypeVar("R")


class Worker:
    """What a task function receives: the worker's implementation, and values the pool was
    given for every task (`shared`)."""

    def __init__(self, spec: str, timeout: float, shared: dict[str, Any]):
        self.spec = spec
        self.shared = shared
        self.impl: Implementation = open_implementation(spec, timeout=timeout)

    def close(self) -> None:
        self.impl.close()


_CURRENT: dict[str, Any] = {}


def _end_on_sigterm(signum, frame) -> None:
    from .engine_processes import _Groups

    _Groups.kill_all()
    os._exit(128 + signum)


def _start(spec: str, timeout: float, shared: dict[str, Any], setup: Callable[[Worker], None] | None) -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the parent's to handle
    signal.signal(signal.SIGTERM, _end_on_sigterm)
    from .engine_processes import adopt_orphans

    adopt_orphans()  # a worker's engines are its children: their daemons come back to it
    worker = Worker(spec, timeout, shared)
    if setup is not None:
        setup(worker)
    _CURRENT["worker"] = worker
    # run when the pool sends the worker home (multiprocessing's exit hook), not at interpreter exit
    util.Finalize(worker, worker.close, exitpriority=10)


def _call(item: tuple[Callable[[Worker, Any], Any], Any]) -> Any:
    func, task = item
    return func(_CURRENT["worker"], task)


def run_tasks(func: Callable[[Worker, T], R], tasks: Iterable[T], *, spec: str, jobs: int = 1,
              timeout: float = 10.0, shared: dict[str, Any] | None = None,
              setup: Callable[[Worker], None] | None = None,
              progress: Callable[[], None] | None = None, chunksize: int = 4,
              opened: Worker | None = None, on_result: Callable[[R], bool] | None = None) -> list[R]:
    """`func(worker, task)` for every task, in `jobs` processes (1: in this one), in task order.

    `func` and `setup` must be module-level functions (they are sent to the workers by name).
    `opened`, a worker the caller has already started (to greet its engine, say), serves a run
    in this process instead of a new one; it is closed at the end like any other.
    `on_result(result)` sees each result as it comes, in task order; when it returns True the
    run stops there (`check --maxfail`) and the results so far are returned.
    """
    shared = shared or {}
    if jobs <= 1:
        worker = opened or Worker(spec, timeout, shared)
        worker.shared.update(shared)
        try:
            if setup is not None:
                setup(worker)
            results = []
            for task in tasks:
                results.append(func(worker, task))
                if progress:
                    progress()
                if on_result is not None and on_result(results[-1]):
                    break
            return results
        finally:
            worker.close()
    if opened is not None:
        opened.close()  # each process opens its own
    # spawn: a fresh interpreter per worker, whatever threads this process has running
    context = multiprocessing.get_context("spawn")
    pool = context.Pool(jobs, initializer=_start, initargs=(spec, timeout, shared, setup))
    try:
        results = []
        for result in pool.imap(_call, ((func, task) for task in tasks), chunksize=chunksize):
            results.append(result)
            if progress:
                progress()
            if on_result is not None and on_result(result):
                pool.terminate()  # the rest is not wanted: each worker ends its engines
                pool.join()
                return results
        pool.close()
        pool.join()
        return results
    except BaseException:
        pool.terminate()  # SIGTERM to every worker: each ends its engines, then exits
        pool.join()
        raise


def _double(worker: Worker, task: int) -> int:
    return 2 * task
