"""Which scenarios require each value a rule parameter can take, and what a configured variant's
changes are tested by.

A scenario *requires* a value when it declares it (an `@assumes:` tag that holds for it, or a
house-variant step that sets it) and the assumption measure (derive.py, its ledger
features/measured.json) saw it observe the value: it failed on the reference engine when the
value was changed under a variant that plays it (`flips`), or when the value it sets itself was
changed (`house_flips`). An engine that plays another value in its place then fails it.

The values to cover, for every parameter of every bundled variant the reference plays: each
value its model declares the reference plays (`reference_engine_plays`), each value of a yes/no
or one-of-several parameter, and each value a bundled variant sets (a number or a list has no
end of values: the bundled ones stand for them, and `check` counts any other one a configured
variant sets). Documentation-only parameters are no rule and are left out. A value no scenario
can require has its reason in features/uncovered-values.toml.

`rulebook check` of a configured variant (a user's file or `--set`) says, for each key it
changes, how many of the scenarios it runs declare the new value and are measured to depend on
that key, and warns when none does: an engine that ignores the change would pass.
"""

from __future__ import annotations

import json
import tomllib
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, Literal, get_args, get_origin

from ...errors import UserError
from ...variants import resolve
from ...variants.paths import flatten
from ...variants.render import parameters, resolved_data
from ...variants.support import PLAYS, documentation_only, documentation_tables, fields_along
from ..running.assumptions import PLAYER_KEYS, Assumption, format_value, house_values, player_count
from ..running.catalog import FEATURES_DIR, Scenario
from .derive import ledger_path, read_flips, read_house_flips
from .mutants import _unwrap

REASONS_FILE = "uncovered-values.toml"  # beside the feature files
Ledger = dict[str, dict[str, list[str]]]  # variant -> key -> scenario ids


def same(a, b) -> bool:
    """Values equal as the variant files write them (true is not 1)."""
    return json.dumps(a, sort_keys=True) == json.dumps(b, sort_keys=True)


def _enumerated(model, key: str) -> list:
    """Every value the reference plays for `key`, where the parameter has a finite set of them:
    the declared `reference_engine_plays`, or both sides of a yes/no, or each choice of a
    one-of-several. A key inside a table of named entries (special achievement conditions)
    is not enumerated: its entries' fields depend on each other."""
    fields = fields_along(model, key)
    if len(fields) != len(key.split(".")):
        return []
    field = fields[-1]
    extra = field.json_schema_extra if isinstance(field.json_schema_extra, dict) else {}
    if PLAYS in extra:
        return list(extra[PLAYS])  # type: ignore[arg-type]
    annotation = _unwrap(field.annotation)
    if annotation is bool:
        return [True, False]
    if get_origin(annotation) is Literal:
        return list(get_args(annotation))
    return []


@dataclass(frozen=True)
class BundledVariant:
    id: str
    game: str
    flat: dict[str, Any]


@cache
def bundled_variants() -> tuple[BundledVariant, ...]:
    """The bundled variants the reference plays, with their parameters by dotted key (words,
    which are no rule, left out)."""
    from .derive_command import served_variant_ids

    found = []
    for variant_id in served_variant_ids():
        resolved = resolve(variant_id)
        model = type(resolved.variant)
        skipped = documentation_tables(model)
        flat = {k: v for k, v in flatten(parameters(resolved_data(resolved))).items()
                if not k.startswith(skipped) and documentation_only(model, k) is None}
        found.append(BundledVariant(variant_id, resolved.variant.game, flat))
    return tuple(found)


@cache
def values_to_cover() -> dict[tuple[str, str], tuple]:
    """(game, key) -> the values the reference plays that a scenario should require, in order:
    the enumerated ones, then any other a bundled variant sets. A parameter whose type or
    model allows the reference a single value is left out: no engine can be told apart from
    another there, for there is no other value to play."""
    found: dict[tuple[str, str], list] = {}
    single: set[tuple[str, str]] = set()
    for variant in bundled_variants():
        model = type(resolve(variant.id).variant)
        for key, value in variant.flat.items():
            values = found.get((variant.game, key))
            if values is None:
                values = found[(variant.game, key)] = _enumerated(model, key)
                if len(values) == 1:
                    single.add((variant.game, key))
            if not any(same(value, v) for v in values):
                values.append(value)
    return {entry: tuple(values) for entry, values in sorted(found.items()) if entry not in single}


def holds_for(assumption: Assumption, value) -> bool:
    """Whether a declared assumption holds for `value`."""
    if assumption.at_least:
        return isinstance(value, int) and not isinstance(value, bool) and value >= assumption.values[0]
    return any(same(value, v) for v in assumption.values)


def declares(scenario: Scenario, key: str, value, seats: bool = False) -> bool:
    """Whether the scenario says it plays `value` for `key`: a tag that holds for it, or a
    house-variant step that sets it; with `seats`, also the players it seats (`a N-player game`
    holds for a players.min up to N and a players.max from N)."""
    own = house_values(scenario)
    if key in own:
        return same(own[key], value)
    if any(a.key == key and holds_for(a, value) for a in scenario.assumes):
        return True
    count = player_count(scenario) if seats and key in PLAYER_KEYS else None
    if count is None or not isinstance(value, int):
        return False
    return value <= count if key == "players.min" else value >= count


@dataclass(frozen=True)
class Evidence:
    """The ledger's two tables: the scenarios that fail when a variant's value changes, and those
    that fail when the value they set themselves changes."""

    flips: Ledger
    house_flips: Ledger

    @classmethod
    def read(cls, features_dir: Path = FEATURES_DIR) -> Evidence:
        path = ledger_path(features_dir)
        return cls(read_flips(path), read_house_flips(path))

    def observed(self, variant: str, key: str) -> set[str]:
        return set(self.flips.get(variant, {}).get(key, ())) | set(self.house_flips.get(variant, {}).get(key, ()))


def requiring(game: str, key: str, value, scenarios: Iterable[Scenario], evidence: Evidence) -> list[str]:
    """The ids of the scenarios that require `value` of `key`: they declare it, and under some
    variant they run for, playing that very value, the measure saw them fail when it changed."""
    flats = {v.id: v.flat for v in bundled_variants() if v.game == game}
    found = []
    for scenario in scenarios:
        # a position seats its players: one observed to fail when the range changes requires it
        if not declares(scenario, key, value, seats=True):
            continue
        own = house_values(scenario)
        for variant in scenario.variants:
            if variant not in flats:
                continue
            played = own.get(key, flats[variant].get(key))
            if same(played, value) and scenario.id in evidence.observed(variant, key):
                found.append(scenario.id)
                break
    return sorted(found)


# -- the recorded reasons ------------------------------------------------------------------------

@dataclass(frozen=True)
class Reason:
    game: str
    key: str
    value: Any  # None: every value of the key
    reason: str
    line: int

    def covers(self, game: str, key: str, value) -> bool:
        return self.game == game and self.key == key and (self.value is None or same(self.value, value))


def reasons_path(features_dir: Path = FEATURES_DIR) -> Path:
    return features_dir / REASONS_FILE


def read_reasons(path: Path | None = None) -> list[Reason]:
    """The recorded reasons why no scenario requires a value, validated: each names a game, a
    parameter and (unless it speaks for every value) a value the reference plays, and says why."""
    path = path or reasons_path()
    if not path.is_file():
        return []
    text = path.read_text(encoding="utf-8")
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise UserError(f"not valid TOML: {exc}", file=path) from None
    extra = sorted(set(data) - {"uncovered"})
    if extra:
        raise UserError(f"unknown table '{extra[0]}' (the file holds [[uncovered]] entries)", file=path)
    entries = data.get("uncovered", [])
    lines = [n for n, line in enumerate(text.splitlines(), 1) if line.strip() == "[[uncovered]]"]
    domain = values_to_cover()
    found: list[Reason] = []
    for number, entry in enumerate(entries):
        line = lines[number] if number < len(lines) else 0
        where = f"entry {number + 1} (line {line})"
        unknown = sorted(set(entry) - {"game", "key", "value", "reason"})
        if unknown:
            raise UserError(f"{where}: unknown field '{unknown[0]}' (fields: game, key, value, reason)", file=path)
        game, key, reason = entry.get("game"), entry.get("key"), entry.get("reason")
        if not isinstance(reason, str) or not reason.strip():
            raise UserError(f"{where}: 'reason' must say why no scenario can require the value", file=path)
        if (game, key) not in domain:
            raise UserError(f"{where}: '{key}' is not a rule parameter of a bundled {game} variant "
                            f"(game is 'innovation' or 'lost-legacy')", file=path)
        value = entry.get("value")
        if value is not None and not any(same(value, v) for v in domain[(game, key)]):
            plays = ", ".join(format_value(v) for v in domain[(game, key)])
            raise UserError(f"{where}: {format_value(value)} is not a value of {key} to cover ({plays})", file=path)
        reason_entry = Reason(game, key, value, reason.strip(), line)
        if any(r.game == game and r.key == key and (r.value is None or value is None or same(r.value, value))
               for r in found):
            raise UserError(f"{where}: {key} = {format_value(value)} has a reason already", file=path)
        found.append(reason_entry)
    return found


# -- the report ----------------------------------------------------------------------------------

@dataclass(frozen=True)
class Coverage:
    game: str
    key: str
    value: Any
    scenarios: tuple[str, ...]
    reason: str | None

    def wording(self) -> str:
        return f"{self.game} {self.key} = {format_value(self.value)}"


def coverage(scenarios: list[Scenario], evidence: Evidence | None = None,
             reasons: list[Reason] | None = None) -> list[Coverage]:
    """Every value to cover, with the scenarios that require it and the recorded reason, if any."""
    evidence = evidence or Evidence.read()
    reasons = read_reasons() if reasons is None else reasons
    found = []
    for (game, key), values in values_to_cover().items():
        for value in values:
            ids = requiring(game, key, value, scenarios, evidence)
            reason = next((r.reason for r in reasons if r.covers(game, key, value)), None)
            found.append(Coverage(game, key, value, tuple(ids), reason))
    return found


def uncovered(found: list[Coverage]) -> list[Coverage]:
    """The values with neither a scenario that requires them nor a recorded reason."""
    return [c for c in found if not c.scenarios and c.reason is None]


def stale_reasons(found: list[Coverage], reasons: list[Reason]) -> list[Reason]:
    """Reasons recorded for a single value that a scenario now requires: no longer true."""
    required = [c for c in found if c.scenarios]
    return [r for r in reasons if r.value is not None and any(r.covers(c.game, c.key, c.value) for c in required)]


# -- the changes of a configured variant ----------------------------------------------------------

def changes(base_id: str, data: dict) -> list[tuple[str, Any, Any]]:
    """(key, the bundled variant's value, the configured one) for each rule value it changes."""
    base = flatten(parameters(resolved_data(resolve(base_id))))
    mine = flatten(parameters(data))
    skipped = ("terminology.",)
    return [(key, base.get(key), value) for key, value in mine.items()
            if not key.startswith(skipped) and not same(base.get(key), value)]


def scenarios_testing(key: str, value, scenarios: Iterable[Scenario], evidence: Evidence) -> list[str]:
    """The ids of those of `scenarios` that declare `value` of `key` and are measured to depend
    on that key: an engine that plays another value in its place fails them."""
    found = []
    for scenario in scenarios:
        if declares(scenario, key, value) and any(scenario.id in evidence.observed(v, key) for v in scenario.variants):
            found.append(scenario.id)
    return sorted(found)


def changed_rules(users: dict[str, tuple[str, dict]], runs, evidence: Evidence | None = None) -> dict[str, list[dict]]:
    """For each configured variant checked (label -> (bundled base, resolved data)), each key it
    changes: from, to, and the scenarios among its runs that test the new value."""
    evidence = evidence or Evidence.read()
    found: dict[str, list[dict]] = {}
    for label, (base_id, data) in users.items():
        mine = {run.scenario.id: run.scenario for run in runs if run.label == label}
        entries = []
        for key, old, new in changes(base_id, data):
            ids = scenarios_testing(key, new, mine.values(), evidence)
            entries.append({"key": key, "from": old, "to": new, "tested_by": len(ids), "scenarios": ids})
        found[label] = entries
    return found


def changed_rule_lines(found: dict[str, list[dict]]) -> list[tuple[bool, str]]:
    """What `check` prints for them: (is a warning, the line)."""
    lines = []
    for label, entries in found.items():
        for entry in entries:
            what = f"{entry['key']} = {format_value(entry['to'])} (from {format_value(entry['from'])})"
            count = entry["tested_by"]
            if count:
                tests = f"{count} scenarios test" if count != 1 else f"1 scenario ({entry['scenarios'][0]}) tests"
                lines.append((False, f"{label}: {tests} {what}"))
            else:
                lines.append((True, f"{label}: no scenario tests {what}: an engine that ignores this "
                                    f"change passes this check"))
    return lines


def print_changed_rules(found: dict[str, list[dict]], console) -> None:
    """Print the changed rules for people: a warning, in bold red, for each one no scenario tests."""
    from rich.text import Text

    from ...text import printable

    for warning, line in changed_rule_lines(found):
        # a label holds what the user typed (--set values, a house variant's id): no raw control character
        shown = Text(printable(line, 4000))
        console.print(Text("warning: ", style="bold red") + shown if warning else shown, soft_wrap=True)
