"""`rulebook diff A B`: every rule that changes between two variants of one game.

    >>> report = diff_variants("first-edition", "deluxe", features=[])
    >>> [p.key for area in report.areas for p in area.differing if area.area == "dogma"]
    ['dogma.reveal_counts_as_change']
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from ..errors import UserError
from ..variants import Resolved, resolve
from ..variants.render import resolved_data, source_of
from ..variants.support import documentation_only, dormant
from .cards import cards_diff
from .model import AreaDiff, DiffReport, Dispute, ParameterDiff, ScenariosDiff, Statement, Summary, VariantInfo
from .params import AREAS, area_of, describe, ordered_union, parameter_units
from .phrases import statement


@dataclass
class Side:
    """One variant as a report reads it: its values, sources and disputes."""

    resolved: Resolved
    units: dict
    sources: dict[str, str]
    disputes: list[dict]

    @classmethod
    def of(cls, resolved: Resolved) -> Side:
        data = resolved_data(resolved)
        return cls(resolved, parameter_units(resolved.variant), data["sources"], data["disputes"])

    @property
    def variant(self):
        return self.resolved.variant

    def info(self) -> VariantInfo:
        return VariantInfo(id=self.variant.id, title=self.variant.title,
                           resolved_from=[p.stem for p in self.resolved.chain])

    def dormant(self, key: str) -> str | None:
        """Why the parameter is no rule of this variant's game (None: it is): an Echoes rule
        in a game without Echoes keeps its default, yet cannot change play. A parameter no
        engine reads (the terminology) records the rulebook's words and is not dormant here."""
        return not_in_play(key, self.variant) if key in self.units else None

    def statement(self, key: str) -> Statement:
        value = self.units.get(key)
        # A dispute about a table covers its keys, and one about a key inside a unit covers the unit.
        disputes = [Dispute.model_validate(d) for d in self.disputes
                    if d["key"] == key or d["key"].startswith(key + ".") or key.startswith(d["key"] + ".")]
        rule = statement(self.variant.game, key, value, self.units)
        reason = self.dormant(key)
        if reason:  # the edition's rule, and why it changes nothing in this variant
            rule = f"{rule} Not in play here: {reason}."
        return Statement(value=value, rule=rule, source=source_of(key, self.sources), disputes=disputes,
                         in_play=reason is None)


def not_in_play(key: str, variant) -> str | None:
    """Why a parameter cannot change play under `variant` (a `DormantWhen` of the model that
    applies: team rules without teams, an expansion's rules without it); None when it can or
    when no engine reads it at all (documentation only)."""
    if documentation_only(type(variant), key):
        return None
    return dormant(key, variant)


def _load(ref: str | Path) -> Resolved:
    return resolve(ref if isinstance(ref, Path) else str(ref))


def diff_variants(a: str | Path, b: str | Path, features: list[Path] | None = None) -> DiffReport:
    """Compare two variants (bundled ids or file paths) of the same game.

    `features` are the feature files or folders whose scenarios are compared (default: the
    project's features/; an empty list compares none).
    """
    side_a, side_b = Side.of(_load(a)), Side.of(_load(b))
    game_a, game_b = side_a.variant.game, side_b.variant.game
    if game_a != game_b:
        raise UserError(f"cannot compare '{side_a.variant.id}' ({game_a}) with '{side_b.variant.id}' ({game_b}): "
                        "a diff needs two variants of the same game")
    scenarios: dict[str, list[str]] = {}
    if features != []:
        from ..compliance.running.assumptions import applicable
        from ..compliance.running.catalog import load_scenarios

        every = load_scenarios(features)
        for side in (side_a, side_b):
            scenarios[side.variant.id] = applicable(side.resolved, every)[0]
    return build_diff(side_a, side_b, scenarios)


def build_diff(a: Side, b: Side, scenarios: dict[str, list[str]]) -> DiffReport:
    """The report for two loaded sides; `scenarios` maps variant id -> scenario ids."""
    game = a.variant.game
    model = type(a.variant)
    buckets: dict[str, tuple[list[ParameterDiff], list[str]]] = {area: ([], []) for area in AREAS}
    for key in ordered_union(model, [a.units, b.units]):
        differing, identical = buckets[area_of(game, key)]
        # a rule in play on one side only differs, even where the other keeps the same default
        if a.units.get(key) == b.units.get(key) and (a.dormant(key) is None) == (b.dormant(key) is None):
            identical.append(key)
            continue
        differing.append(ParameterDiff(key=key, description=describe(model, key),
                                       a=a.statement(key), b=b.statement(key)))
    areas = {area: AreaDiff(area=area, title=AREAS[area], differing=differing, identical=len(identical))
             for area, (differing, identical) in buckets.items() if differing or identical}
    terminology = areas.pop("terminology")
    every = [*areas.values(), terminology]
    ids_a, ids_b = set(scenarios.get(a.variant.id, [])), set(scenarios.get(b.variant.id, []))
    cards = cards_diff(a.variant, b.variant) if game == "innovation" else None
    for card in cards.changed if cards else []:
        card.disputes = [Dispute.model_validate(d) for d in [*a.disputes, *b.disputes] if d["key"] == f"card:{card.name}"]
    return DiffReport(
        report="diff", game=game, a=a.info(), b=b.info(),
        summary=Summary(differing=sum(len(x.differing) for x in every), identical=sum(x.identical for x in every)),
        areas=list(areas.values()), terminology=terminology,
        cards=cards,
        scenarios=ScenariosDiff(only_a=sorted(ids_a - ids_b), only_b=sorted(ids_b - ids_a), both=len(ids_a & ids_b)))
