"""Compliance results: the table of passed/failed/skipped by variant and rulebook area, and
the report formats (json, md, junit)."""

from __future__ import annotations

import json
import re
from collections import Counter
from xml.etree import ElementTree

from ... import __version__
from ...protocol.messages import PROTOCOL_VERSION
from ...text import md_code, md_escape
from .evidence import failure_lines
from .exchange import bound_run
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
    results = [o.as_dict() for o in sorted(outcomes, key=lambda o: o.run.id)]
    bound_run(results)  # the failures' requests and answers, held to the report's budget
    return {
        "suite": {"name": "rulebook", "version": __version__},
        "protocol": PROTOCOL_VERSION,
        "implementation": implementation,
        "totals": {s: totals.get(s, 0) for s in STATUSES},
        "table": [{"variant": v, "area": a, **{s: c.get(s, 0) for s in STATUSES}}
                  for (v, a), c in summary(outcomes).items()],
        "results": results,
    }


def _utf8(text: str) -> str:
    """`text` made writable as UTF-8: an engine may send a lone surrogate ("\\ud800" is valid
    JSON), which no file or terminal takes; it becomes '?'."""
    return text.encode("utf-8", "replace").decode("utf-8")


# Characters XML 1.0 forbids: what an engine writes may hold them, and no XML reader takes them.
_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]")


def to_json(data: dict) -> str:
    return _utf8(json.dumps(data, indent=2, ensure_ascii=False) + "\n")


def to_markdown(data: dict) -> str:
    """The report in Markdown; what an engine or a file says is escaped, so that it cannot end a
    code span, a table cell or a line."""
    impl = data["implementation"]
    lines = [f"# Compliance: {md_escape(impl.get('name'))} {md_escape(impl.get('version', ''))}".rstrip(), "",
             f"Suite {data['suite']['version']}, protocol {data['protocol']}. "
             + ", ".join(f"{n} {s}" for s, n in data["totals"].items()) + ".", "",
             "| variant | area | " + " | ".join(STATUSES) + " |", "|---|---|" + "---|" * len(STATUSES)]
    lines += [f"| {md_escape(r['variant'])} | {md_escape(r['area'])} | " + " | ".join(str(r[s]) for s in STATUSES)
              + " |" for r in data["table"]]
    failures = [r for r in data["results"] if r["status"] != "passed"]
    if failures:
        lines += ["", "## Not passed", ""]
        lines += [f"- {md_code(r['id'])} {r['status']} ({md_escape(r['file'])}:{r['line']}): {md_escape(r['message'])}"
                  for r in failures]
    return _utf8("\n".join(lines) + "\n")


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
                                          name=result["id"], file=result["file"], line=str(result["line"]),
                                          time=f"{result.get('seconds', 0):.4f}")
            if result["status"] in ("failed", "fixed"):
                failure = ElementTree.SubElement(case, "failure", message=result["message"])
                if result.get("evidence"):  # the body CI pages show: the steps and the differences
                    failure.text = "\n".join(failure_lines(result)) + "\n"
            elif result["status"] in ("skipped", "expected"):
                ElementTree.SubElement(case, "skipped", message=result.get("expected_reason") or result["message"])
    ElementTree.indent(suites)
    return _NOT_XML.sub("?", _utf8(ElementTree.tostring(suites, encoding="unicode", xml_declaration=True) + "\n"))


RENDERERS = {"json": to_json, "md": to_markdown, "junit": to_junit}
