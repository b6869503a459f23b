"""Pieces shared by the variant models of every game: strictness, provenance, player range.

Every number a variant sets is bounded (the bounds below, and those beside each field of the
game models), generously above any published edition: a variant comes from users and, through
`serve`'s `new_game`, from programs, and a count of a thousand million players, ages or card
copies would otherwise cost unbounded time or memory before a game even starts. The bounds are
in the JSON Schema, so an editor flags them too.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field

MAX_PLAYERS = 12        # the published editions seat 2 to 6; Ultimate's rulebook speaks of 8 or more
MAX_AGE = 20            # Innovation's supply has 10 or 11 ages (and age 0 in some expansions)
MAX_ID_LENGTH = 64      # a variant id is a file name: far below the 255 bytes file systems allow
MAX_TITLE_LENGTH = 200
ID_PATTERN = r"^[a-z0-9][a-z0-9-]*$"
# One line of printable text: a title is printed in TOML comments and Markdown headings.
LINE_PATTERN = r"^[^\x00-\x1f\x7f-\x9f\u2028\u2029]*$"
PATTERN_MEANINGS = {ID_PATTERN: "lowercase letters, digits and dashes, starting with a letter or digit",
                    LINE_PATTERN: "one line of text, without control characters"}

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
    min: int = Field(ge=1, le=MAX_PLAYERS, description="Fewest players the edition supports.")
    max: int = Field(ge=1, le=MAX_PLAYERS, description="Most players the edition supports.")


class VariantHeader(Strict):
    """Keys every variant file has, whatever its game."""

    id: str = Field(pattern=ID_PATTERN, max_length=MAX_ID_LENGTH,
                    description="Variant id; equals the file name without '.toml'.")
    title: str = Field(min_length=1, max_length=MAX_TITLE_LENGTH, pattern=LINE_PATTERN,
                       description="Human-readable name of the variant, on one line.")
    extends: str | None = Field(
        default=None,
        description="Id of the parent variant; this file then states only its differences.")
    sources: dict[str, str] = Field(
        default_factory=dict,
        description="For each parameter (dotted key, or a table covering its keys), where the rulebook states it.")
    disputes: list[Dispute] = Field(
        default_factory=list,
        description="Parameters whose sources disagree, with the value chosen and why.")
