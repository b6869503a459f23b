"""The compliance report as one self-contained HTML page (`rulebook check --out report.html`).

It lives with the other renderers, above the compliance layer it reads: the command line hands
it to `check` (compliance/running/results.py keeps the formats that need no report module).

At the top the likely causes and the summary table (variant x area x status); then each failed
run: its id, name and FILE:LINE, the steps with how each went and the failure message, and the
boards drawn from its evidence (engine/reports/boards.py): the position after the Given steps,
and side by side the expected outcome (the reference engine's state at the failing step) and
the actual one (the last state the engine served), with the zones where they differ marked and
the differences listed. Passed and skipped runs count in the table only. The first DRAWN
failures are drawn in full, the rest listed one line each, so that a report of a hundred
failures stays a few megabytes at most and opens at once.

Inline CSS, no script, nothing fetched: the page reads the same offline, printed, or with
scripts off. Everything an engine sent (card names, messages) is escaped.

    >>> page = to_html({"suite": {"version": "1"}, "protocol": 1, "implementation": {"name": "<x>"},
    ...                 "totals": {"passed": 1, "failed": 0}, "table": [], "results": []})
    >>> page.startswith("<!DOCTYPE html>"), "<x>" in page, "&lt;x&gt;" in page, "<script" in page
    (True, False, True, False)
"""

from __future__ import annotations

from ..compliance.measuring.causes import cause_lines
from .boards import BOARD_CSS, draw, words
from .templating import HTML

DRAWN = 50  # failures drawn in full; the rest are listed
MARKS = {"passed": "✓", "failed": "✗", "not run": "·"}


MESSAGE_MAX = 4000  # characters of a failure message shown (an engine's words may run on)


def _cut(text: str) -> str:
    return text if len(text) <= MESSAGE_MAX else text[:MESSAGE_MAX - 1] + "…"


def _step_message(result: dict) -> str:
    """The failure message without the step it repeats ("Then X: message" -> "message")."""
    message = str(result.get("message") or "")
    return _cut(message.partition(": ")[2] or message)


def _steps(result: dict, evidence: dict) -> list[dict]:
    """The steps as played, each with the failure message of its line (the first failure's,
    and with --keep-going the later ones')."""
    messages: dict[object, list[str]] = {}
    messages.setdefault(result.get("line"), []).append(_step_message(result))
    for more in result.get("more_failures") or []:
        text = str(more.get("message") or "")
        messages.setdefault(more.get("line"), []).append(_cut(text.partition(": ")[2] or text))
    steps = []
    for step in evidence.get("steps") or []:
        status = str(step.get("status"))
        steps.append({**step, "status": status, "mark": MARKS.get(status, "?"),
                      "messages": messages.get(step.get("line"), []) if status == "failed" else []})
    return steps


def _failure(result: dict, number: int) -> dict:
    """What the page shows of one drawn failure."""
    evidence = result.get("evidence") or {}
    expected, got = evidence.get("reference_state"), evidence.get("state")
    differences = evidence.get("differences") or []
    boards = {"position": draw(evidence.get("position"), title="position after the Given steps")}
    if expected is not None:
        boards["expected"] = draw(expected, differences, got, "expected", "expected (the reference engine)")
        boards["got"] = draw(got, differences, expected, "got", "actual (the engine under test)")
    else:
        boards["got"] = draw(got, title="the last state the engine served")
    return {"anchor": f"f{number}", "result": result, "steps": _steps(result, evidence), "boards": boards,
            "differences": differences, "exchange": len(evidence.get("exchange") or []),
            "compared": expected is not None}


def to_html(data: dict) -> str:
    failed = [r for r in data.get("results", []) if r.get("status") in ("failed", "fixed")]
    drawable = [r for r in failed if r.get("status") == "failed" and r.get("evidence")]
    drawn = [_failure(r, i + 1) for i, r in enumerate(drawable[:DRAWN])]
    anchors = {id(f["result"]): f["anchor"] for f in drawn}
    index = [{"result": r, "anchor": anchors.get(id(r)), "message": _step_message(r)} for r in failed]
    causes = data.get("likely_causes") or {}
    page = HTML.get_template("check.html.j2").render(
        d=data, impl=data.get("implementation") or {}, causes=cause_lines(causes), drawn=drawn, index=index,
        not_drawn=len(drawable) - len(drawn), limit=DRAWN, board_css=BOARD_CSS, words=words,
        statuses=list(data.get("totals") or {}))
    # lone surrogates (valid JSON from an engine) written as '?'
    return "\n".join(line.rstrip() for line in page.splitlines() if line.strip()).encode(
        "utf-8", "replace").decode("utf-8") + "\n"
