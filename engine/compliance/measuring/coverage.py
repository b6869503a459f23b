"""Traceability: each rulebook's index of rule statements, and the scenarios that cover them.

An index is `features/<game>/<rulebook>/index.toml`::

    rulebook = "innovation-deluxe.pt.txt"

    [[statement]]
    id = "deluxe-draw-empty"
    section = "Ações Principais, Comprar"
    rule = "A draw from an empty age takes from the next higher non-empty age."

A scenario covers a statement by the tag `@rule:<id>`. Every statement must be covered and
every `@rule:` tag must name a statement.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from pathlib import Path

from ...errors import UserError
from ..running.catalog import FEATURES_DIR, Scenario


@dataclass
class Statement:
    id: str
    section: str
    rule: str
    index: Path
    scenarios: list[str] = field(default_factory=list)


@dataclass
class RulebookIndex:
    path: Path
    rulebook: str
    statements: list[Statement]

    @property
    def covered(self) -> int:
        return sum(1 for s in self.statements if s.scenarios)


def load_indexes(root: Path = FEATURES_DIR) -> list[RulebookIndex]:
    indexes = []
    seen: dict[str, Path] = {}
    for path in sorted(root.rglob("index.toml")):
        try:
            data = tomllib.loads(path.read_text(encoding="utf-8"))
        except tomllib.TOMLDecodeError as exc:
            raise UserError(f"malformed TOML: {exc}", file=path) from None
        statements = []
        for entry in data.get("statement", []):
            missing = {"id", "section", "rule"} - set(entry)
            if missing:
                raise UserError(f"statement {entry.get('id', '?')} lacks {', '.join(sorted(missing))}", file=path)
            if entry["id"] in seen:
                raise UserError(f"duplicate statement id '{entry['id']}' (also in {seen[entry['id']]})", file=path)
            seen[entry["id"]] = path
            statements.append(Statement(entry["id"], entry["section"], entry["rule"], path))
        indexes.append(RulebookIndex(path, data.get("rulebook", path.parent.name), statements))
    return indexes


def link(indexes: list[RulebookIndex], scenarios: list[Scenario]) -> list[str]:
    """Fill each statement's covering scenarios; return problems (unknown @rule: tags, each with
    the nearest statement ids)."""
    from ...suggest import did_you_mean

    by_id = {s.id: s for index in indexes for s in index.statements}
    problems = []
    for scenario in scenarios:
        for rule in scenario.rules:
            if rule in by_id:
                by_id[rule].scenarios.append(scenario.id)
            else:
                problems.append(f"{scenario.file}:{scenario.line}: scenario '{scenario.id}' cites "
                                f"unknown rule statement '{rule}'{did_you_mean(rule, by_id)}")
    return problems


@dataclass
class ParameterCover:
    """One rule parameter of a game (a dotted key as bundled variants have it) and the scenarios
    whose `@assumes:` tags name it."""

    game: str
    key: str
    scenarios: list[str] = field(default_factory=list)


# Words, not rules: what an edition calls things changes no outcome, so no scenario assumes them.
NOT_RULES = ("terminology.",)


def parameter_keys() -> dict[str, list[str]]:
    """Game -> every rule parameter a bundled variant of it has (dotted leaf keys, sorted),
    terminology left out."""
    from ...variants import bundled_paths, resolve
    from ...variants.paths import flatten
    from ...variants.render import parameters, resolved_data

    keys: dict[str, set[str]] = {}
    for path in bundled_paths():
        data = resolved_data(resolve(path))
        keys.setdefault(data["game"], set()).update(
            key for key in flatten(parameters(data)) if not key.startswith(NOT_RULES))
    return {game: sorted(found) for game, found in sorted(keys.items())}


def parameter_coverage(scenarios: list[Scenario]) -> list[ParameterCover]:
    """Every rule parameter of every game, with the scenarios of that game (by the variants
    they are tagged with) that assume a value of it."""
    from ...variants import load_variant

    games = {variant: load_variant(variant).game for s in scenarios for variant in s.variants}
    assumed: dict[tuple[str, str], list[str]] = {}
    for scenario in scenarios:
        for game in dict.fromkeys(games[v] for v in scenario.variants):
            for key in dict.fromkeys(a.key for a in scenario.assumes):
                assumed.setdefault((game, key), []).append(scenario.id)
    return [ParameterCover(game, key, sorted(assumed.get((game, key), [])))
            for game, keys in parameter_keys().items() for key in keys]


def coverage_data(scenarios: list[Scenario], root: Path = FEATURES_DIR) -> dict:
    """What the scenarios cover, as lists and counts: each rulebook's statements with their
    covering scenarios, each game's parameters with the scenarios assuming them, and the
    problems found (a `@rule:` tag naming no statement)."""
    indexes = load_indexes(root)
    problems = link(indexes, scenarios)

    def percent(part: int, whole: int) -> float | None:
        return round(100 * part / whole, 1) if whole else None

    def shown(path: Path) -> str:  # relative to the project where it is inside it
        try:
            return path.relative_to(root.parent).as_posix()
        except ValueError:
            return str(path)

    rulebooks = [{"rulebook": index.rulebook, "index": shown(index.path), "statements": len(index.statements),
                  "covered": index.covered, "percent": percent(index.covered, len(index.statements)),
                  "list": [{"id": s.id, "section": s.section, "rule": s.rule, "scenarios": sorted(s.scenarios)}
                           for s in index.statements]}
                 for index in indexes]
    games: dict[str, list[ParameterCover]] = {}
    for cover in parameter_coverage(scenarios):
        games.setdefault(cover.game, []).append(cover)
    parameters = [{"game": game, "parameters": len(covers),
                   "with_scenarios": sum(1 for c in covers if c.scenarios),
                   "percent": percent(sum(1 for c in covers if c.scenarios), len(covers)),
                   "list": [{"key": c.key, "scenarios": c.scenarios} for c in covers]}
                  for game, covers in games.items()]
    return {"rulebooks": rulebooks, "parameters": parameters, "problems": problems}
