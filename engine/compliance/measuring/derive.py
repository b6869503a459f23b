"""Measuring what each scenario depends on (`rulebook check --derive-assumptions [--write]`):
every rule parameter of a variant changed in turn on the reference engine; a scenario that then
fails depends on it, and a dependency its `@assumes:` tags do not state is a gap to write.
"""

from __future__ import annotations

import copy
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from ...files import write_atomic
from ...variants import resolve, resolve_data
from ...variants.paths import flatten
from ...variants.render import parameters, resolved_data
from ...variants.support import plays
from ..running.catalog import Scenario, load_scenarios
from ..running.implementations import Reference
from ..running.runner import Run, run_one
from .assumptions import PLAYER_KEYS, Assumption, player_count, tagged_ranges
from .mutants import NOT_PLAYED, _annotation, _set, dormant, flips


def dependencies(variant_id: str, scenarios: list[Scenario]) -> dict[str, set[str]]:
    """Scenario id -> the parameters of `variant_id` whose change makes it fail on the reference
    engine (each parameter tried with every alternative value `mutants.flips` proposes)."""
    resolved = resolve(variant_id)
    base = resolved_data(resolved)
    model = type(resolved.variant)
    implementation = Reference()
    own = [Run(s, variant_id) for s in scenarios if variant_id in s.variants]
    own = [r for r in own if run_one(r, implementation).status == "passed"]
    found: dict[str, set[str]] = {}
    for key, value in flatten(parameters(base)).items():
        if key.startswith(NOT_PLAYED) or dormant(key, resolved.variant):
            continue
        for candidate in flips(value, _annotation(model, key)):
            if not plays(key, candidate):
                continue  # refused by the engine, which says nothing about the scenario
            data = copy.deepcopy(base)
            _set(data, key, candidate)
            data["disputes"] = []
            try:
                resolve_data(data, "changed")
            except Exception:  # an inconsistent change: nothing to learn from it
                continue
            for run in own:
                if run_one(Run(run.scenario, variant_id, data, f"{variant_id}~{key}"), implementation).status != "passed":
                    found.setdefault(run.scenario.id, set()).add(key)
    return found


def declared_gaps(found: dict[str, dict[str, set[str]]], scenarios: list[Scenario]) -> dict[str, list[Assumption]]:
    """Scenario id -> the assumptions measured (`found`: variant -> scenario -> keys) that the
    scenario does not declare; the values allowed are those of the variants its tags name."""
    flat = {variant: flatten(parameters(resolved_data(resolve(variant)))) for variant in found}
    gaps: dict[str, list[Assumption]] = {}
    for scenario in scenarios:
        declared = {a.key for a in scenario.assumes}
        keys = sorted({key for variant in scenario.variants for key in found.get(variant, {}).get(scenario.id, ())})
        missing = []
        count = player_count(scenario)
        for key in keys:
            if key in declared:
                continue
            if key in PLAYER_KEYS and count is not None and all(
                    low <= count <= high for low, high in tagged_ranges(tuple(scenario.variants))):
                continue  # seated within every range: the player-count check of `left_out` covers it
            values: list = []
            for variant in scenario.variants:
                value = flat.get(variant, {}).get(key)
                if variant in flat and value not in values:
                    values.append(value)
            missing.append(Assumption(key, tuple(values)))
        if missing:
            gaps[scenario.id] = missing
    return gaps


def write_tags(gaps: dict[str, list[Assumption]], scenarios: list[Scenario], width: int = 110) -> list[str]:
    """Add the missing `@assumes:` tags to the feature files, on lines after each scenario's
    `@id:` tag; returns the files changed."""
    by_file: dict = {}
    for scenario in scenarios:
        if scenario.id in gaps:
            by_file.setdefault(scenario.file, []).append(scenario)
    changed = []
    for path, found in by_file.items():
        lines = path.read_text(encoding="utf-8").split("\n")
        for scenario in found:
            index = next(i for i, line in enumerate(lines) if line.strip().split() and
                         f"@id:{scenario.id}" in line.split())
            indent = lines[index][: len(lines[index]) - len(lines[index].lstrip())]
            rows, row = [], ""
            for tag in (a.tag() for a in gaps[scenario.id]):
                if row and len(indent) + len(row) + 1 + len(tag) > width:
                    rows.append(row)
                    row = ""
                row = f"{row} {tag}".strip()
            rows.append(row)
            lines[index + 1:index + 1] = [indent + row for row in rows]
        write_atomic(path, "\n".join(lines), what="feature file")
        changed.append(str(path))
    return changed


def _measure(job: tuple[str, list[str] | None]) -> tuple[str, dict[str, set[str]]]:
    variant_id, paths = job
    return variant_id, dependencies(variant_id, load_scenarios([Path(p) for p in paths] if paths else None))


def measure_all(variant_ids: list[str], paths: list[str] | None = None,
                jobs: int = 2) -> dict[str, dict[str, set[str]]]:
    """`dependencies` for each variant, in `jobs` worker processes."""
    if jobs <= 1:
        return dict(map(_measure, [(v, paths) for v in variant_ids]))
    with ProcessPoolExecutor(jobs) as pool:
        return dict(pool.map(_measure, [(v, paths) for v in variant_ids]))
