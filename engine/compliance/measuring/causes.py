"""The likely cause of a run's failures: which known rule change they look like, and which rule
statements and assumptions they gather on.

The full assumption measure (derive.py) records, for every bundled variant and rule parameter,
the scenarios that fail on the reference engine when that parameter is changed. An engine that
gets one rule wrong fails much the same scenarios as the reference with that rule changed, so
the failures of a check are matched against every such set (by overlap: the runs both have,
over the runs either has), and the best matches are named: "these 111 failures match the
reference with dogma.sharing_bonus changed: 93%".

    >>> match({"a[v]", "b[v]", "c[v]"}, {"v": {"k": ["a", "b", "c", "d"], "j": ["z"]}})[0]
    ('k', 0.75, 3, 4)
"""

from __future__ import annotations

from collections import Counter

SHOWN = 3        # matches and groups a report names
LEAST_SHARE = 0.3  # a weaker match than this says nothing


def match(failed: set[str], flips: dict[str, dict[str, list[str]]],
          variants: set[str] | None = None) -> list[tuple[str, float, int, int]]:
    """(parameter, overlap, failures it explains, runs it fails) for each parameter whose change
    fails runs like `failed` (run ids `scenario[variant]`), best first. Only the variants the
    check ran count (`variants`: default, those named in `failed`)."""
    variants = variants or {run.rpartition("[")[2].rstrip("]") for run in failed}
    by_key: dict[str, set[str]] = {}
    for variant, keys in flips.items():
        if variant not in variants:
            continue
        for key, scenarios in keys.items():
            by_key.setdefault(key, set()).update(f"{sid}[{variant}]" for sid in scenarios)
    found = []
    for key, runs in by_key.items():
        both = len(failed & runs)
        if both:
            found.append((key, both / len(failed | runs), both, len(runs)))
    return sorted(found, key=lambda m: (-m[1], m[0]))


def likely_causes(results: list[dict], scenarios_by_id: dict, flips: dict[str, dict[str, list[str]]]) -> dict:
    """What a report's failures have in common: the rule changes they match, the rule
    statements (`@rule:`) and assumptions (`@assumes:` keys) they carry most, each with the
    share of the failures."""
    failed = [r for r in results if r["status"] == "failed"]
    if not failed:
        return {}
    ran = {r["variant"] for r in results}
    ids = {r["id"] for r in failed}
    found = match(ids, flips, ran)
    best = found[0][1] if found else 0.0
    # the best match, and any nearly as good (two parameters that fail the same runs): no weaker one
    matches = [{"parameter": key, "match": round(share, 3), "failures": both, "flip_fails": runs}
               for key, share, both, runs in found[:SHOWN] if share >= max(LEAST_SHARE, 0.8 * best)]
    rules: Counter = Counter()
    assumed: Counter = Counter()
    for result in failed:
        scenario = scenarios_by_id.get(result["scenario"])
        if scenario is None:
            continue
        rules.update(set(scenario.rules))
        assumed.update({a.key for a in scenario.assumes})
    return {"failures": len(failed), "matches": matches,
            "rules": [{"rule": r, "failures": n} for r, n in rules.most_common(SHOWN)],
            "assumptions": [{"key": k, "failures": n} for k, n in assumed.most_common(SHOWN)]}


def cause_lines(causes: dict) -> list[str]:
    """The likely causes as the lines `check` prints above its failures."""
    if not causes:
        return []
    total = causes["failures"]
    lines = []
    for entry in causes["matches"]:
        these = "this failure matches" if total == 1 else f"these {total} failures match"
        lines.append(f"likely cause: {these} the reference with {entry['parameter']} changed ({entry['match']:.0%}: it fails "
                     f"{entry['flip_fails']} run{'s' * (entry['flip_fails'] != 1)}, {entry['failures']} of them "
                     f"{'these' if total > 1 else 'this one'})")
    if not causes["matches"]:
        these = "this failure" if total == 1 else f"these {total} failures"
        lines.append(f"likely cause: no single rule change of a bundled variant fails runs like {these}")
    for entry in causes["rules"]:
        lines.append(f"  {entry['failures']} of {total} failure{'s' * (total != 1)} "
                     f"{'are' if entry['failures'] != 1 else 'is'} about @rule:{entry['rule']}")
    return lines
