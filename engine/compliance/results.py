"""Compliance results: the table of passed/failed/skipped by variant and rulebook area, and
the report formats (json, md, junit)."""

from __future__ import annotations

import json
from collections import Counter
from xml.etree import ElementTree

from .. import __version__
from ..protocol.messages import PROTOCOL_VERSION
from .runner import Outcome

STATUSES = ("passed", "failed", "skipped", "expected", "fixed")


def summary(outcomes: list[Outcome]) -> dict[tuple[str, str], Counter]:
    """(variant, area) -> counts by status."""
    table: dict[tuple[str, str], Counter] = {}
    for outcome in outcomes:
        key = (outcome.run.label or outcome.run.variant, outcome.run.scenario.area)
        table.setdefault(key, Counter())[outcome.status] += 1
    return dict(sorted(table.items()))


def report_data(outcomes: list[Outcome], implementation: dict) -> dict:
    totals = Counter(o.status for o in outcomes)
    return {
        "suite": {"name": "rulebook", "version": __version__},
        "protocol": PROTOCOL_VERSION,
        "implementation": implementation,
        "totals": {s: totals.get(s, 0) for s in STATUSES},
        "table": [{"variant": v, "area": a, **{s: c.get(s, 0) for s in STATUSES}}
                  for (v, a), c in summary(outcomes).items()],
        "results": [o.as_dict() for o in sorted(outcomes, key=lambda o: o.run.id)],
    }


def to_json(data: dict) -> str:
    return json.dumps(data, indent=2, ensure_ascii=False) + "\n"


def to_markdown(data: dict) -> str:
    impl = data["implementation"]
    lines = [f"# Compliance: {impl.get('name')} {impl.get('version', '')}".rstrip(), "",
             f"Suite {data['suite']['version']}, protocol {data['protocol']}. "
             + ", ".join(f"{n} {s}" for s, n in data["totals"].items()) + ".", "",
             "| variant | area | " + " | ".join(STATUSES) + " |", "|---|---|" + "---|" * len(STATUSES)]
    lines += [f"| {r['variant']} | {r['area']} | " + " | ".join(str(r[s]) for s in STATUSES) + " |"
              for r in data["table"]]
    failures = [r for r in data["results"] if r["status"] != "passed"]
    if failures:
        lines += ["", "## Not passed", ""]
        lines += [f"- `{r['id']}` {r['status']} ({r['file']}:{r['line']}): {r['message']}" for r in failures]
    return "\n".join(lines) + "\n"


def to_junit(data: dict) -> str:
    totals = data["totals"]
    suites = ElementTree.Element("testsuites", name="rulebook", tests=str(len(data["results"])),
                                 failures=str(totals["failed"] + totals["fixed"]),
                                 skipped=str(totals["skipped"] + totals["expected"]))
    by_variant: dict[str, list[dict]] = {}
    for result in data["results"]:
        by_variant.setdefault(result["variant"], []).append(result)
    for variant, results in sorted(by_variant.items()):
        suite = ElementTree.SubElement(
            suites, "testsuite", name=variant, tests=str(len(results)),
            failures=str(sum(r["status"] in ("failed", "fixed") for r in results)),
            skipped=str(sum(r["status"] in ("skipped", "expected") for r in results)))
        for result in results:
            case = ElementTree.SubElement(suite, "testcase", classname=f"{variant}.{result['area']}",
                                          name=result["id"], file=result["file"], line=str(result["line"]))
            if result["status"] in ("failed", "fixed"):
                ElementTree.SubElement(case, "failure", message=result["message"])
            elif result["status"] in ("skipped", "expected"):
                ElementTree.SubElement(case, "skipped", message=result.get("expected_reason") or result["message"])
    ElementTree.indent(suites)
    return ElementTree.tostring(suites, encoding="unicode", xml_declaration=True) + "\n"


RENDERERS = {"json": to_json, "md": to_markdown, "junit": to_junit}
