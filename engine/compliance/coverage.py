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

from ..errors import UserError
from .catalog import FEATURES_DIR, Scenario


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
    """Fill each statement's covering scenarios; return problems (unknown @rule: tags)."""
    by_id = {s.id: s for index in indexes for s in index.statements}
    problems = []
    for scenario in scenarios:
        for rule in scenario.rules:
            if rule in by_id:
                by_id[rule].scenarios.append(scenario.id)
            else:
                problems.append(f"{scenario.file}:{scenario.line}: scenario '{scenario.id}' cites "
                                f"unknown rule statement '{rule}'")
    return problems
