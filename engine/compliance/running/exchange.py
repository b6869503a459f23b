"""The requests and answers a failure's evidence keeps, bounded in count and in bytes.

An engine may answer with anything up to a line's limit (1 MiB), and pad every answer with
extension fields: kept whole, 400 such answers per failure took gigabytes. So what is kept
leaves out the `x-` fields (they are the engine's own, never compared), shortens a request or
answer longer than ENTRY_BYTES to its beginning, and keeps the last ones that fit in
FAILURE_BYTES; a report keeps exchanges for RUN_BYTES in all (`bound_run`), the failures in
report order, so that a run's report has the same exchanges however its work was spread.

    >>> kept = KeptExchange()
    >>> kept.add({"op": "state"}, {"ok": True, "x-pad": "." * 100_000}, 100_030)
    >>> kept.evidence()
    ([{'request': {'op': 'state'}, 'answer': {'ok': True}}], 0)
"""

from __future__ import annotations

import json
from collections import deque

from .positions import without_extensions

EXCHANGE_KEPT = 400            # requests and answers a failure's evidence keeps at most (the last ones)
ENTRY_BYTES = 32 << 10         # a request or answer longer than this (as JSON) is shortened
SHORTENED_TO = 2000            # characters of a shortened one that are kept
FAILURE_BYTES = 256 << 10      # one failure's exchange
RUN_BYTES = 16 << 20           # every failure's exchange in one report (as compact JSON: indented, ~3 times)


def _text(value) -> str:
    return json.dumps(value, default=repr, ensure_ascii=False)


def compact(value) -> tuple[object, int]:
    """(what is kept of a request or answer, its size in bytes as JSON): the `x-` fields left
    out, and when still longer than ENTRY_BYTES, its beginning as text with the size it had."""
    value = without_extensions(value)
    text = _text(value)
    size = len(text.encode("utf-8", "replace"))
    if size <= ENTRY_BYTES:
        return value, size
    shown = f"{text[:SHORTENED_TO]}... (shortened: {size:,} bytes)"
    return shown, len(shown.encode("utf-8", "replace"))


class KeptExchange:
    """The last requests and answers of a scenario run, within EXCHANGE_KEPT and FAILURE_BYTES.

    `add` is given the answer's size when it is known for free (the length of a process's line;
    None: measured here; 0: trusted to be small, as the reference's own answers are). An entry
    that may be large is made small at once, so that memory stays bounded while the run goes
    on; the rest are made exact when a failure asks for its `evidence`."""

    def __init__(self):
        self.entries: deque[tuple[dict, object, int]] = deque()
        self.bytes = 0
        self.count = 0  # every request made, kept or not

    def add(self, message: dict, answer, size: int | None = None) -> None:
        self.count += 1
        if size is None:
            size = len(_text(answer))
        if size > ENTRY_BYTES:
            answer, size = compact(answer)
        self.entries.append((message, answer, size))
        self.bytes += size
        while len(self.entries) > EXCHANGE_KEPT or (self.bytes > FAILURE_BYTES and len(self.entries) > 1):
            self.bytes -= self.entries.popleft()[2]

    def evidence(self) -> tuple[list[dict], int]:
        """(the last requests and answers that fit in FAILURE_BYTES, as {"request", "answer"},
        oldest first; how many requests were left out before them)."""
        kept: list[dict] = []
        total = 0
        for message, answer, _ in reversed(self.entries):
            request, request_size = compact(message)
            shown, answer_size = compact(answer)
            if kept and total + request_size + answer_size > FAILURE_BYTES:
                break
            total += request_size + answer_size
            kept.append({"request": request, "answer": shown})
        kept.reverse()
        return kept, self.count - len(kept)


def bound_run(results: list[dict]) -> None:
    """Hold the exchanges of a report's failures (`results`, each an Outcome's `as_dict`) to
    RUN_BYTES in all, in report order: a failure past the budget keeps none of its exchange
    (`exchange_left_out` counts them all, and a note says why)."""
    spent = 0
    for result in results:
        evidence = result.get("evidence")
        if not isinstance(evidence, dict) or not evidence.get("exchange"):
            continue
        size = len(_text(evidence["exchange"]).encode("utf-8", "replace"))
        if spent + size <= RUN_BYTES:
            spent += size
            continue
        evidence["exchange_left_out"] = (evidence.get("exchange_left_out") or 0) + len(evidence["exchange"])
        evidence["exchange"] = []
        evidence["exchange_note"] = (f"left out: earlier failures of this report took its {RUN_BYTES >> 20} MiB "
                                     f"of requests and answers")
        spent = RUN_BYTES  # past the budget, no later failure's exchange is kept either (report order)
