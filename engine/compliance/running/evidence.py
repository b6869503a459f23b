"""A failure shown in full: the steps as played, the position, what the reference engine has at
the same step, where the two differ, and the protocol exchange.

The runner keeps each failed run's evidence (runner.evidence); against another engine, `check`
replays the run on the reference up to the failing step (`with_reference`), so that the report
holds the state the scenario expected as a whole board, not only the failing step's words.
`failure_lines` renders one failure as text, as `check` prints it.
"""

from __future__ import annotations

import json

from .context import differences
from .implementations import Reference
from .runner import Outcome, run_one

# zones whose order the protocol leaves to the engine: compared as sets
UNORDERED = ("hand", "score", "achievements", "junk", "special")
DETAILED = 10  # failures shown in full by `check`; the rest one line each


def comparable(value, key: str = ""):
    """A state as two correct engines must agree on it: extension fields ("x-...") and the
    engine's own words (the variant label, a decision's prompt and kind) left out, unordered
    zones sorted."""
    if isinstance(value, dict):
        out = {}
        for k, v in value.items():
            if str(k).startswith("x-") or k in ("variant", "prompt", "kind", "ordered"):
                continue
            out[k] = comparable(v, str(k))
        return out
    if isinstance(value, list):
        items = [comparable(v) for v in value]
        if key in UNORDERED and all(isinstance(v, str) for v in items):
            return sorted(items)
        if key == "options":
            return sorted(items, key=lambda v: json.dumps(v, sort_keys=True))
        return items
    return value


def with_reference(outcome: Outcome, reference: Reference) -> Outcome:
    """Add to a failed run's evidence the reference's state at the failing step, and where the
    engine's state differs from it (nothing when the reference cannot play that far either)."""
    if outcome.status != "failed" or outcome.evidence is None or outcome.line is None:
        return outcome
    mirror = run_one(outcome.run, reference, stop_after=outcome.line)
    expected = (mirror.evidence or {}).get("state")
    if mirror.status != "passed" or expected is None:
        return outcome
    outcome.evidence["reference_state"] = expected
    got = outcome.evidence.get("state")
    if isinstance(got, dict):
        outcome.evidence["differences"] = pinned_differences(expected, got, outcome.evidence.get("given"))
    return outcome


# the parts of a position that a partial state leaves to the seed when it omits them (protocol
# 4): a supply age it does not list is shuffled, the standard achievements are dealt
SEEDED = ("supply", "supply_figures", "supply_echoes")


def pinned_differences(expected: dict, got: dict, given) -> list[dict]:
    """Where `got` differs from `expected`, leaving out what the scenario's Given position
    (`given`, the partial state it sent) did not pin: a supply pile of an age it did not list,
    the standard achievements when it did not list them. Two empty values never differ.

        >>> pinned_differences({"supply": {"1": ["Tools"], "2": ["Mapmaking"]}, "junk": []},
        ...                    {"supply": {"1": ["Oars"], "2": ["Calendar"]}}, {"supply": {"1": ["Tools"]}})
        [{'path': 'supply.1', 'expected': ['Tools'], 'got': ['Oars']}]
    """
    given = given if isinstance(given, dict) else {}
    kept = []
    for path, want, have in differences(comparable(expected), comparable(got)):
        if _empty(want) and _empty(have):
            continue
        parts = path.split(".")
        age = parts[1] if len(parts) > 1 else ""
        if parts[0] in SEEDED and age not in map(str, given.get(parts[0]) or {}):
            continue
        if parts[:2] == ["achievements", "standard"] and "standard" not in (given.get("achievements") or {}):
            continue
        kept.append({"path": path, "expected": want, "got": have})
    return kept


def _empty(value) -> bool:
    return value is None or value == [] or value == {}


def words(value) -> str:
    """A value in the suite's own words: card lists as names, an empty zone as 'nothing'."""
    if value is None or value == [] or value == {}:
        return "nothing"
    if isinstance(value, list) and all(isinstance(v, str) for v in value):
        return ", ".join(value)
    if isinstance(value, str):
        return value
    return json.dumps(value, ensure_ascii=False)


# How `check` says where the whole exchange is; the pytest plugin says it in its own words.
EXCHANGE_HINT = "--trace prints them; the JSON report holds them"


def failure_lines(result: dict, trace: bool = False, exchange_hint: str = EXCHANGE_HINT) -> list[str]:
    """One failed result of a report (its `as_dict`), as the text `check` prints under it."""
    evidence = result.get("evidence") or {}
    lines = [f"  Scenario: {result.get('name')}  ({result.get('file')}:{result.get('line')})"]
    marks = {"passed": "✓", "failed": "✗", "not run": "·"}
    for step in evidence.get("steps", []):
        lines.append(f"    {marks.get(step['status'], '?')} {step['keyword']} {step['text']}")
        if step["status"] == "failed" and step["line"] == result.get("line"):
            lines.append(f"        {result.get('message', '').partition(': ')[2] or result.get('message')}")
    found = evidence.get("differences")
    if found:
        lines.append("  where its state differs from the reference's at that step:")
        for entry in found[:12]:
            if words(entry["expected"]) == words(entry["got"]):  # an older report: None against []
                continue
            lines.append(f"    {entry['path']}: expected {words(entry['expected'])}; got {words(entry['got'])}")
        if len(found) > 12:
            lines.append(f"    ... and {len(found) - 12} more (the JSON report has them all)")
    exchange = evidence.get("exchange") or []
    if trace:
        left = evidence.get("exchange_left_out") or 0
        lines.append(f"  exchange ({len(exchange)} requests" + (f", the first {left} left out" if left else "") + "):")
        for entry in exchange:
            lines.append("    > " + json.dumps(entry["request"], ensure_ascii=False))
            lines.append("    < " + json.dumps(entry["answer"], ensure_ascii=False)[:2000])
    elif exchange:
        lines.append(f"  ({len(exchange)} requests and answers: {exchange_hint})")
    if evidence.get("exchange_note"):
        lines.append(f"  (requests and answers {evidence['exchange_note']})")
    return lines
