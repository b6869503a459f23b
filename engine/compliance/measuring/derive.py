"""Measuring what each scenario depends on (`rulebook check --derive-assumptions [--write]`),
both ways round, on the reference engine:

- **missing**: each rule value a scenario's game reads (rulebook.variants.reads) is changed in
  turn; a scenario that then fails depends on it, and a dependency its `@assumes:` tags do not
  state is a tag to write. A value the game never reads cannot matter, so it is not tried: the
  measure plays about a third of the runs changing every value would (a sampled cross-check in
  the tests changes every value, to show the reads are complete).
- **wrong**: each value a tag declares, other than the tagged variant's own, is played; a
  scenario that fails under a value it says it holds for has a wrong tag.

`scope` (a Scope) limits the first to some scenarios: the tests measure those whose text
changed since the ledger (assumption_ledger.py) was written, and a fixed-seed sample of the others.
"""

from __future__ import annotations

import copy
import hashlib
import json
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass, field
from pathlib import Path

from ...files import write_atomic
from ...protocol.server import variant_object
from ...variants import resolve
from ...variants.paths import flatten
from ...variants.reads import recording
from ...variants.render import parameters, resolved_data
from ...variants.support import documentation_tables, plays
from ..running.assumptions import PLAYER_KEYS, Assumption, format_value, house_values, player_count, tagged_ranges
from ..running.catalog import Scenario, load_scenarios
from ..running.implementations import Reference
from ..running.runner import Run, run_one
from .mutants import _annotation, _set, dormant, flips


@dataclass(frozen=True)
class WrongTag:
    scenario: str
    variant: str
    key: str
    value: object
    detail: str

    def wording(self) -> str:
        return (f"{self.scenario}: declares {self.key} = {format_value(self.value)}, but fails on the "
                f"reference with it under {self.variant}: {self.detail}")


@dataclass
class Measure:
    """One variant's measure: scenario id -> the keys whose change fails it; the wrong tags;
    how many runs it played."""
    variant: str
    dependencies: dict[str, set[str]] = field(default_factory=dict)
    wrong: list[WrongTag] = field(default_factory=list)
    runs: int = 0
    # scenario id -> the keys it sets itself (`Given a house variant of it sets ...`) whose other
    # values fail it: what it observes of the value it plays (value_coverage.py reads it)
    house_dependencies: dict[str, set[str]] = field(default_factory=dict)


def changed(base: dict, key: str, value) -> dict | None:
    """The resolved data `base` with `key` set to `value` and no dispute left on it; None when
    that makes the variant inconsistent (nothing to learn from it)."""
    data = copy.deepcopy(base)
    _set(data, key, value)
    data["disputes"] = [d for d in data.get("disputes", [])
                        if not (d["key"] == key or key.startswith(d["key"] + ".") or d["key"].startswith(key + "."))]
    try:
        variant_object(data)        # validated as new_game will see it (and kept there)
    except Exception:
        return None
    return data


def _keys_read(reads: set[str], keys: list[str]) -> set[str]:
    """The parameter keys a recording covers: read whole, or a part of them read.

        >>> sorted(_keys_read({"actions", "dogma.sharing_bonus"}, ["actions.per_turn", "dogma", "splay.x"]))
        ['actions.per_turn', 'dogma']
    """
    # a key is covered when it or a table around it was read (its dotted prefixes), or when
    # something inside it was read (it is a prefix of a read)
    inside = {read[:i] for read in reads for i, c in enumerate(read) if c == "."}
    found = set()
    for key in keys:
        if key in reads or key in inside:
            found.add(key)
            continue
        parts = key.split(".")
        if any(".".join(parts[:n]) in reads for n in range(1, len(parts))):
            found.add(key)
    return found


def measure(variant_id: str, scenarios: list[Scenario], scope: set[str] | None = None,
            wrong_scope: set[str] | None = None, exhaustive: bool = False) -> Measure:
    """The measure of `variant_id` over those of `scenarios` it runs: missing tags for the ids in
    `scope`, wrong tags for those in `wrong_scope` (None: all). `exhaustive` changes every
    value on every scenario, read or not: the cross-check of the reads."""
    resolved = resolve(variant_id)
    base = resolved_data(resolved)
    model = type(resolved.variant)
    result = Measure(variant_id)
    implementation = Reference()
    skipped = documentation_tables(model)
    flat = flatten(parameters(base))
    keys = [k for k in flat if not k.startswith(skipped) and not dormant(k, resolved.variant)]
    reads: dict[str, set[str]] = {}
    own = []
    for scenario in scenarios:
        if variant_id not in scenario.variants or not (
                scope is None or scenario.id in scope or wrong_scope is None or scenario.id in wrong_scope):
            continue
        with recording() as seen:
            status = run_one(Run(scenario, variant_id), implementation).status
        result.runs += 1
        if status == "passed":  # only a scenario that passes as it is can tell a change apart
            own.append(scenario)
            # a scenario that sends a variant of its own has it validated, which reads any value
            whole = exhaustive or "resolved_variant" in scenario.needs
            reads[scenario.id] = set(keys) if whole else _keys_read(seen, keys)
    for key in keys:
        tried = [s for s in own if key in reads[s.id] and (scope is None or s.id in scope)]
        if not tried:
            continue
        for candidate in flips(flat[key], _annotation(model, key)):
            data = changed(base, key, candidate) if plays(key, candidate) else None
            if data is None:
                continue
            for scenario in tried:
                result.runs += 1
                if run_one(Run(scenario, variant_id, data, f"{variant_id}~{key}"), implementation).status != "passed":
                    result.dependencies.setdefault(scenario.id, set()).add(key)
    for scenario in own:
        if scope is None or scenario.id in scope:
            _measure_house_values(scenario, variant_id, base, implementation, result)
    checked = [s for s in own if wrong_scope is None or s.id in wrong_scope]
    result.wrong = wrong_tags(variant_id, base, checked, implementation, result)
    return result


def with_house_value(scenario: Scenario, key: str, value) -> Scenario:
    """`scenario` with the house-variant steps that set `key` setting `value` instead (or, if it
    sets no such key, one more such step after its first)."""
    import dataclasses

    from ..running.assumptions import HOUSE_STEPS

    text = f"a house variant of it sets {key} to {json.dumps(value)}"
    steps, replaced = [], False
    for step in scenario.steps:
        for pattern, fixed in HOUSE_STEPS:
            match = pattern.match(step.text) if step.keyword == "Given" else None
            if match and (fixed or match.group(1)) == key:
                step, replaced = dataclasses.replace(step, text=text), True
                break
        steps.append(step)
    if not replaced:
        first = next(i for i, step in enumerate(steps) if any(p.match(step.text) for p, _ in HOUSE_STEPS))
        steps.insert(first + 1, dataclasses.replace(steps[first], text=text))
    return dataclasses.replace(scenario, steps=steps)


def _measure_house_values(scenario: Scenario, variant_id: str, base: dict, implementation,
                          result: Measure) -> None:
    """Each value a scenario sets itself, changed in turn (as a flip of the variant would be),
    and each value its house variant wakes (dormant in `variant_id`, not in the house variant:
    the large-game setup once it seats 8): a scenario that then fails observes that value."""
    own = house_values(scenario)
    if not own:
        return
    model = type(variant_object(base))
    house: dict | None = base
    for key, value in own.items():
        house = changed(house, key, value) if house is not None else None
    if house is None:  # the scenario fails on its own house variant: nothing to measure
        return
    played = variant_object(house)
    flat = flatten(parameters(house))
    woken = [k for k in flat if k not in own and dormant(k, variant_object(base)) and not dormant(k, played)]
    for key in [*own, *woken]:
        for candidate in flips(flat[key], _annotation(model, key)):
            if candidate is None or not plays(key, candidate):
                continue
            result.runs += 1
            changed_run = Run(with_house_value(scenario, key, candidate), variant_id)
            if run_one(changed_run, implementation).status != "passed":
                result.house_dependencies.setdefault(scenario.id, set()).add(key)
                break


def wrong_tags(variant_id: str, base: dict, scenarios: list[Scenario], implementation,
               result: Measure) -> list[WrongTag]:
    """Each value a scenario's tags declare, other than the variant's own, played in turn."""
    flat = flatten(parameters(base))
    # each changed variant is built, validated and sent for every scenario that declares its
    # value in a row (scenarios share values; the server keeps the last few variants it saw)
    plays_of: dict[tuple[str, str], tuple[str, object, list[tuple[tuple[int, int, int], Scenario]]]] = {}
    for order, scenario in enumerate(scenarios):
        own_values = house_values(scenario)
        for number, assumption in enumerate(scenario.assumes):
            if assumption.key in own_values or assumption.key not in flat:
                continue
            values = list(assumption.values)
            if assumption.at_least:  # the bound itself and the next whole number
                values = [values[0], values[0] + 1]
            for index, value in enumerate(values):
                if value == flat[assumption.key] or not plays(assumption.key, value):
                    continue
                memo = (assumption.key, json.dumps(value, sort_keys=True))
                plays_of.setdefault(memo, (assumption.key, value, []))[2].append(((order, number, index), scenario))
    found: list[tuple[tuple[int, int, int], WrongTag]] = []
    for key, value, declared in plays_of.values():
        data = changed(base, key, value)
        if data is None:
            continue
        for place, scenario in declared:
            result.runs += 1
            outcome = run_one(Run(scenario, variant_id, data, f"{variant_id}~{key}"), implementation)
            if outcome.status != "passed":
                found.append((place, WrongTag(scenario.id, variant_id, key, value,
                                              (outcome.message or outcome.status).splitlines()[0])))
    return [wrong for _, wrong in sorted(found, key=lambda item: item[0])]     # in the scenarios' order


def declared_gaps(found: dict[str, dict[str, set[str]]], scenarios: list[Scenario]) -> dict[str, list[Assumption]]:
    """Scenario id -> the assumptions measured (`found`: variant -> scenario -> keys) that the
    scenario does not declare; the values allowed are those of the variants its tags name."""
    flat = {variant: flatten(parameters(resolved_data(resolve(variant)))) for variant in found}
    gaps: dict[str, list[Assumption]] = {}
    for scenario in scenarios:
        declared = {a.key for a in scenario.assumes} | set(house_values(scenario))
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
    changed_files = []
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
        changed_files.append(str(path))
    return changed_files


def fingerprint(scenario: Scenario) -> str:
    """A short hash of what a scenario says (tags and steps, not where it stands in its file):
    the ledger notes it when the scenario is measured, so a changed scenario is measured again."""
    text = repr((scenario.variants, scenario.needs, [a.tag() for a in scenario.assumes],
                 [(s.keyword, s.text, s.table, s.doc) for s in scenario.steps]))
    return hashlib.sha256(text.encode()).hexdigest()[:16]


# -- the quick form: what changed, a fixed sample, every tag once ------------------------------

LEDGER = "measured.json"  # beside the feature files: the fingerprint of each scenario measured in full
SAMPLE_SEED, SAMPLE_SHARE = 1, 0.03


def ledger_path(features_dir: Path) -> Path:
    return features_dir / LEDGER


def read_ledger(path: Path) -> dict[str, str]:
    """Scenario id -> the fingerprint it had when last measured in full (empty if none)."""
    import json

    if not path.is_file():
        return {}
    return dict(json.loads(path.read_text(encoding="utf-8"))["scenarios"])


def read_flips(path: Path) -> dict[str, dict[str, list[str]]]:
    """Variant -> rule parameter -> the scenarios that fail on the reference when it is changed,
    as the last full measure found (empty if none): what `check` matches failures against."""
    import json

    if not path.is_file():
        return {}
    return dict(json.loads(path.read_text(encoding="utf-8")).get("flips", {}))


def read_house_flips(path: Path) -> dict[str, dict[str, list[str]]]:
    """Variant -> rule parameter -> the scenarios that set it themselves (a house-variant step)
    and fail on the reference when the value they set is changed (empty if none)."""
    if not path.is_file():
        return {}
    return dict(json.loads(path.read_text(encoding="utf-8")).get("house_flips", {}))


def _by_key(measures: list[Measure], found) -> dict[str, dict[str, list[str]]]:
    """Variant -> key -> scenario ids, from each measure's scenario -> keys (`found(measure)`)."""
    table: dict[str, dict[str, list[str]]] = {}
    for m in sorted(measures, key=lambda m: m.variant):
        by_key: dict[str, list[str]] = {}
        for scenario_id, keys in sorted(found(m).items()):
            for key in keys:
                by_key.setdefault(key, []).append(scenario_id)
        table[m.variant] = dict(sorted(by_key.items()))
    return table


def write_ledger(path: Path, scenarios: list[Scenario], measures: list[Measure]) -> None:
    flips = _by_key(measures, lambda m: m.dependencies)
    house_flips = {variant: keys for variant, keys in _by_key(measures, lambda m: m.house_dependencies).items() if keys}
    text = json.dumps({"about": "written by `rulebook check --derive-assumptions` after a full, clean "
                                "measure: the fingerprint of each scenario then, and for each variant and "
                                "parameter the scenarios that fail when it is changed, and those that fail "
                                "when the value they set themselves is changed (house_flips; see "
                                "engine/compliance/measuring/derive.py)",
                       "scenarios": {s.id: fingerprint(s) for s in sorted(scenarios, key=lambda s: s.id)},
                       "flips": flips, "house_flips": house_flips}, indent=0, separators=(",", ":"))
    write_atomic(path, text + "\n", what="assumption ledger")


def _draw(*parts: str) -> float:
    """A number in [0, 1) fixed by its parts (the same on every machine and run)."""
    digest = hashlib.sha256("/".join(parts).encode()).hexdigest()
    return int(digest[:12], 16) / 16 ** 12


def quick_plan(scenarios: list[Scenario], variant_ids: list[str], ledger: dict[str, str],
               share: float = SAMPLE_SHARE, seed: int = SAMPLE_SEED) -> dict[str, tuple[set[str], set[str]]]:
    """Variant -> (the scenarios measured for missing tags, those whose tags are checked): every
    scenario not measured since it last changed, and a fixed-seed `share` of the others, are
    measured under each variant they run for; every scenario's tags are checked once, under
    one of its variants (chosen by a fixed draw, so that the work spreads evenly)."""
    plan: dict[str, tuple[set[str], set[str]]] = {v: (set(), set()) for v in variant_ids}
    for scenario in scenarios:
        mine = [v for v in scenario.variants if v in plan]
        if not mine:
            continue
        fresh = ledger.get(scenario.id) != fingerprint(scenario)
        for variant in mine:
            if fresh or _draw(str(seed), scenario.id, variant) < share:
                plan[variant][0].add(scenario.id)
        plan[mine[int(_draw(str(seed), scenario.id) * len(mine))]][1].add(scenario.id)
    return plan


def _measure_planned(job: tuple[str, list[str] | None, list[str] | None, list[str] | None]) -> Measure:
    variant_id, paths, scope, wrong_scope = job
    scenarios = load_scenarios([Path(p) for p in paths] if paths else None)
    return measure(variant_id, scenarios, set(scope) if scope is not None else None,
                   set(wrong_scope) if wrong_scope is not None else None)


def measure_planned(plan: dict[str, tuple[set[str] | None, set[str] | None]], paths: list[str] | None = None,
                    jobs: int = 1, done=None) -> list[Measure]:
    """`measure` for each variant of `plan` (variant -> (scope, wrong scope); None: all), in `jobs`
    worker processes; `done(measure)` is called as each variant finishes."""
    work = [(v, paths, sorted(a) if a is not None else None, sorted(b) if b is not None else None)
            for v, (a, b) in plan.items()]
    found = []
    if jobs <= 1:
        for job in work:
            found.append(_measure_planned(job))
            if done:
                done(found[-1])
        return found
    with ProcessPoolExecutor(jobs) as pool:
        for future in as_completed([pool.submit(_measure_planned, job) for job in work]):
            found.append(future.result())
            if done:
                done(found[-1])
    order = list(plan)
    return sorted(found, key=lambda m: order.index(m.variant))
