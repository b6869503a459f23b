"""Known failures of an implementation (`--expect FILE`), and comparing two reports.

An expectations file is TOML::

    [[expected]]
    id = "game-draw-skips-empty-ages[deluxe]"   # one run, or a scenario id for all its variants
    reason = "we do not skip empty piles yet"

A listed failure that fails is reported as `expected`; one that passes is `fixed` and fails
the run until the file is updated (strict), so the list never goes stale.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from pathlib import Path

from ...errors import UserError
from ...files import read_input
from .report_file import read_report
from .runner import Outcome, Run


@dataclass
class Expected:
    id: str
    reason: str
    line: int | None


def load_expectations(path: Path) -> list[Expected]:
    text = read_input(path, "expectations file")
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise UserError(f"malformed TOML: {exc}", file=path) from None
    except RecursionError:
        raise UserError("malformed TOML: nested too deeply for an expectations file", file=path) from None
    unknown = sorted(set(data) - {"expected"})
    if unknown:
        raise UserError(f"unknown key(s) {', '.join(unknown)}; an expectations file holds [[expected]] entries",
                        file=path)
    listed = data.get("expected", [])
    if not isinstance(listed, list) or not all(isinstance(entry, dict) for entry in listed):
        raise UserError("'expected' must be a list of [[expected]] tables, each with an 'id' and a 'reason'",
                        file=path, key="expected")
    lines = [n for n, line in enumerate(text.splitlines(), 1) if line.strip() == "[[expected]]"]
    entries = []
    for index, entry in enumerate(listed):
        line = lines[index] if index < len(lines) else None
        extra = sorted(set(entry) - {"id", "reason"})
        if extra or not isinstance(entry.get("id"), str) or not isinstance(entry.get("reason"), str):
            raise UserError("each [[expected]] needs a string 'id' and a string 'reason'"
                            + (f" (unknown: {', '.join(extra)})" if extra else ""), file=path, line=line)
        entries.append(Expected(entry["id"], entry["reason"], line))
    return entries


def check_expectations(expected: list[Expected], runs: list[Run], path: Path) -> None:
    """Before anything runs: every entry names a run, or a scenario that has runs."""
    names = {run.id for run in runs} | {run.scenario.id for run in runs}
    for entry in expected:
        if entry.id not in names:
            raise UserError(f"expected failure '{entry.id}' names no scenario run by this check", file=path,
                            line=entry.line)


def apply_expectations(outcomes: list[Outcome], expected: list[Expected], path: Path) -> None:
    """Mark expected failures and fixed ones in place; an entry naming no run is an error."""
    by_run = {o.run.id: o for o in outcomes}
    by_scenario: dict[str, list[Outcome]] = {}
    for outcome in outcomes:
        by_scenario.setdefault(outcome.run.scenario.id, []).append(outcome)
    for entry in expected:
        hits = [by_run[entry.id]] if entry.id in by_run else by_scenario.get(entry.id, [])
        if not hits:
            raise UserError(f"expected failure '{entry.id}' names no scenario run by this check", file=path,
                            line=entry.line)
        for outcome in hits:
            if outcome.status == "failed":
                outcome.status, outcome.reason = "expected", entry.reason
            elif outcome.status == "passed":
                outcome.status, outcome.reason = "fixed", entry.reason
                outcome.message = f"listed as an expected failure ({entry.reason}) but passed: remove it from {path}"


def _results(path: Path) -> dict[str, str]:
    """Run id -> status of a JSON report that `check` wrote; anything else is a usage error."""
    return read_report(path).statuses()


def compare_reports(old: Path, new: Path) -> dict[str, list[str]]:
    """Regressions, fixes, still failing, added and removed runs between two JSON reports."""
    before, after = _results(old), _results(new)
    bad = {"failed", "fixed"}
    good = {"passed", "expected"}
    return {
        "regressions": sorted(i for i in after if before.get(i) in good and after[i] in bad),
        "fixes": sorted(i for i in after if before.get(i) in bad | {"expected"} and after[i] == "passed"),
        "still_failing": sorted(i for i in after if before.get(i) in bad | {"expected"} and after[i] in bad | {"expected"}),
        "added": sorted(set(after) - set(before)),
        "removed": sorted(set(before) - set(after)),
    }
