"""What `check` says while it runs, on stderr: a bar on a terminal; off one (a CI log) a line
every tenth of the runs once the run has taken QUIET_SECONDS (a short run stays quiet), so that
a long run is never silent; `--progress lines` prints them from the start, and a line at each
failure; or nothing. It also counts failures for `--maxfail`."""

from __future__ import annotations

import sys
import time
from contextlib import AbstractContextManager

from rich.console import Console
from rich.progress import Progress

from .runner import Outcome

QUIET_SECONDS = 2.0


class RunProgress(AbstractContextManager):
    """`mode`: auto (a bar on a terminal, else lines), bar, lines or none. Call `seen(outcome)`
    for each run as it ends; it returns True once `maxfail` failures are reached."""

    def __init__(self, total: int, mode: str = "auto", maxfail: int | None = None):
        self.total, self.maxfail = total, maxfail
        self.mode = ("bar" if sys.stderr.isatty() else "lines") if mode == "auto" else mode
        self.quiet = QUIET_SECONDS if mode == "auto" else 0.0  # asked for: every line
        self.done = self.failed = 0
        self.started = time.monotonic()
        self.next_line = 1
        self._bar: Progress | None = None

    def __enter__(self) -> RunProgress:
        if self.mode == "bar":
            self._bar = Progress(console=Console(stderr=True), transient=True)
            self._bar.__enter__()
            self._task = self._bar.add_task("scenarios", total=self.total)
        return self

    def __exit__(self, *exc) -> None:
        if self._bar is not None:
            self._bar.__exit__(*exc)

    def seen(self, outcome: Outcome) -> bool:
        self._report(outcome)
        return self.maxfail is not None and self.failed >= self.maxfail

    def _report(self, outcome: Outcome) -> None:
        self.done += 1
        if outcome.status == "failed":
            self.failed += 1
            if self.mode == "lines" and not self.quiet:
                print(f"FAILED {outcome.run.id} ({outcome.run.scenario.file}:{outcome.line})", file=sys.stderr,
                      flush=True)
        if self._bar is not None:
            self._bar.advance(self._task)
        elif self.mode == "lines" and self.done * 10 >= self.next_line * self.total:
            while self.done * 10 >= self.next_line * self.total:
                self.next_line += 1
            if time.monotonic() - self.started < self.quiet:
                return
            print(f"check: {self.done}/{self.total} runs ({self.done / self.total:.0%}), {self.failed} failed, "
                  f"{time.monotonic() - self.started:.0f} s", file=sys.stderr, flush=True)
