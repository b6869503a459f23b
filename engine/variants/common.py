"""Pieces shared by the variant models of every game: strictness, provenance, player range."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field

ScalarOrList = bool | int | str | list[Any] | dict[str, Any]


class Strict(BaseModel):
    """Base of every variant table: unknown keys are errors, never ignored."""

    model_config = ConfigDict(extra="forbid", populate_by_name=True)


class Alternative(Strict):
    value: ScalarOrList = Field(description="A value some source gives instead of the chosen one.")
    source: str = Field(description="Where that value is stated.")


class Dispute(Strict):
    """A parameter whose sources disagree, or whose rulebook contradicts itself."""

    key: str = Field(description="Dotted name of the disputed parameter, e.g. 'dogma.reveal_counts_as_change', "
                                 "or 'card:<Card Name>' for a card text its sources word differently.")
    chosen: ScalarOrList = Field(description="The value this variant uses; must equal the parameter's resolved value.")
    reason: str = Field(description="Why this value was chosen over the alternatives.")
    alternatives: list[Alternative] = Field(
        min_length=1, description="The values other sources give, each with its source.")


class Players(Strict):
    min: int = Field(ge=1, description="Fewest players the edition supports.")
    max: int = Field(ge=1, description="Most players the edition supports.")


class VariantHeader(Strict):
    """Keys every variant file has, whatever its game."""

    id: str = Field(pattern=r"^[a-z0-9][a-z0-9-]*$",
                    description="Variant id; equals the file name without '.toml'.")
    title: str = Field(min_length=1, description="Human-readable name of the variant.")
    extends: str | None = Field(
        default=None,
        description="Id of the parent variant; this file then states only its differences.")
    sources: dict[str, str] = Field(
        default_factory=dict,
        description="For each parameter (dotted key, or a table covering its keys), where the rulebook states it.")
    disputes: list[Dispute] = Field(
        default_factory=list,
        description="Parameters whose sources disagree, with the value chosen and why.")
