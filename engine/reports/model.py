"""The reports as data: what `diff` and `matrix` compute, before any rendering.

The JSON output is these models dumped as they are; `diff_report_schema()` publishes the
diff's shape (schemas/report-diff.schema.json) and `matrix_report_schema()` the matrix's.

    >>> sorted(diff_report_schema()["properties"])[:3]
    ['a', 'areas', 'b']
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

DRAFT = "https://json-schema.org/draft/2020-12/schema"
SCHEMA_BASE = "https://rulebook.example/schemas/"


class Model(BaseModel):
    model_config = ConfigDict(extra="forbid")


class VariantInfo(Model):
    id: str = Field(description="Variant id.")
    title: str = Field(description="Human-readable name of the variant.")
    resolved_from: list[str] = Field(description="The variant and its ancestors, child first (its `extends` chain).")


class Alternative(Model):
    value: Any = Field(description="A value some source gives instead of the chosen one.")
    source: str = Field(description="Where that value is stated.")


class Dispute(Model):
    key: str = Field(description="The disputed parameter, as the variant file names it.")
    chosen: Any = Field(description="The value the variant uses.")
    reason: str = Field(description="Why that value was chosen.")
    alternatives: list[Alternative] = Field(description="The values other sources give.")


class Statement(Model):
    value: Any = Field(description="The resolved value; null where the variant leaves it unset.")
    rule: str = Field(description="The plain-English rule that value stands for.")
    source: str | None = Field(description="Where the variant's rulebook states it (the most specific source).")
    disputes: list[Dispute] = Field(description="Disputes this variant records for the parameter.")
    in_play: bool = Field(default=True, description="Whether the parameter can change play in this variant (false: "
                                                    "it is dormant there, e.g. an Echoes rule without Echoes, and "
                                                    "`rule` says why).")


class ParameterDiff(Model):
    key: str = Field(description="Dotted parameter path, e.g. 'dogma.reveal_counts_as_change'.")
    description: str = Field(description="What the parameter means (from the variant model).")
    a: Statement = Field(description="The rule in variant A.")
    b: Statement = Field(description="The rule in variant B.")


class AreaDiff(Model):
    area: str = Field(description="Rule area id: setup, actions, dogma, splay, achievements, victory, teams, "
                                  "cards, expansions or terminology.")
    title: str = Field(description="Heading of the area.")
    differing: list[ParameterDiff] = Field(description="Parameters whose values differ, in model order.")
    identical: int = Field(description="How many parameters of the area are the same on both sides (not listed).")


class EffectChange(Model):
    index: int = Field(description="Position of the effect on the card, from 1.")
    kind_a: str | None = Field(description="'demand' or 'non_demand' in A; null if A has no such effect.")
    kind_b: str | None = Field(description="'demand' or 'non_demand' in B; null if B has no such effect.")
    text_a: str | None = Field(description="The effect's rule text under A's wording.")
    text_b: str | None = Field(description="The effect's rule text under B's wording.")


class CardRef(Model):
    name: str = Field(description="English card title.")
    age: int = Field(description="The card's age.")
    color: str = Field(description="The card's colour.")


class CardChange(CardRef):
    effects: list[EffectChange] = Field(description="The effects whose text differs.")
    disputes: list[Dispute] = Field(default_factory=list,
                                      description="Disputes either side records on this card's text ('card:<name>').")


class CardsDiff(Model):
    set_a: str = Field(description="Card set of A.")
    wording_a: str = Field(description="Card wording of A.")
    set_b: str = Field(description="Card set of B.")
    wording_b: str = Field(description="Card wording of B.")
    changed: list[CardChange] = Field(description="Cards on both sides whose effect text differs, in card-data order.")
    only_a: list[CardRef] = Field(description="Cards only in A's set.")
    only_b: list[CardRef] = Field(description="Cards only in B's set.")
    expansions_a: list[str] = Field(default_factory=list, description="Expansions whose cards A plays beside its set "
                                                                       "(cards.expansions).")
    expansions_b: list[str] = Field(default_factory=list, description="Expansions whose cards B plays beside its set.")
    unchanged: int = Field(description="Cards on both sides with the same effect texts.")


class ScenariosDiff(Model):
    only_a: list[str] = Field(description="Ids of the scenarios that run for A and not for B.")
    only_b: list[str] = Field(description="Ids of the scenarios that run for B and not for A.")
    both: int = Field(description="How many scenarios run for both.")


class Summary(Model):
    differing: int = Field(description="Parameters that differ, terminology included.")
    identical: int = Field(description="Parameters that are the same, terminology included.")


class DiffReport(Model):
    """What changes between two variants of one game."""

    report: Literal["diff"] = Field(description="The kind of report.")
    game: Literal["innovation", "lost-legacy"] = Field(description="The game both variants configure.")
    a: VariantInfo = Field(description="The variant compared from.")
    b: VariantInfo = Field(description="The variant compared to.")
    summary: Summary = Field(description="Counts over every rule area and the terminology.")
    areas: list[AreaDiff] = Field(description="The rule areas, in report order (terminology apart).")
    terminology: AreaDiff = Field(description="The words each edition uses for the shared concepts.")
    cards: CardsDiff | None = Field(description="Card-text differences (Innovation); null for Lost Legacy.")
    scenarios: ScenariosDiff = Field(description="Scenarios that apply to one side only, by id.")


class MatrixCell(Model):
    value: Any = Field(description="The resolved value; null where the variant leaves it unset.")
    text: str = Field(description="The value in short form.")
    source: int | None = Field(description="Number of the cell's source in `sources` (from 1), or null.")
    differs: bool = Field(description="The value differs from the row's most common value.")
    in_play: bool = Field(default=True, description="Whether the parameter can change play in this variant (false: "
                                                    "dormant there, e.g. an Echoes rule without Echoes; `text` says "
                                                    "so).")


class MatrixRow(Model):
    key: str = Field(description="Dotted parameter path.")
    description: str = Field(description="What the parameter means.")
    differs: bool = Field(description="Not every variant has the same value.")
    cells: list[MatrixCell] = Field(description="One cell per variant, in the order of `variants`.")


class MatrixArea(Model):
    area: str = Field(description="Rule area id.")
    title: str = Field(description="Heading of the area.")
    rows: list[MatrixRow] = Field(description="One row per parameter.")


class MatrixReport(Model):
    """Every variant of a game side by side."""

    report: Literal["matrix"] = Field(description="The kind of report.")
    game: Literal["innovation", "lost-legacy"] = Field(description="The game the variants configure.")
    variants: list[VariantInfo] = Field(description="The columns, parents before the variants extending them.")
    areas: list[MatrixArea] = Field(description="The rule areas, in report order.")
    sources: list[str] = Field(description="The legend: source number n is sources[n - 1].")
    rows: int = Field(description="Parameters compared.")
    differing: int = Field(description="Parameters whose values are not all the same.")


def _document(model: type[BaseModel], name: str, title: str) -> dict:
    schema = model.model_json_schema()
    return {"$schema": DRAFT, "$id": SCHEMA_BASE + name, "title": title,
            **{k: v for k, v in schema.items() if k != "title"}}


def diff_report_schema() -> dict:
    """The JSON Schema of `rulebook diff --format json` (schemas/report-diff.schema.json)."""
    return _document(DiffReport, "report-diff.schema.json", "rulebook rule-difference report")


def matrix_report_schema() -> dict:
    """The JSON Schema of `rulebook matrix --format json` (schemas/report-matrix.schema.json)."""
    return _document(MatrixReport, "report-matrix.schema.json", "rulebook variant matrix")
