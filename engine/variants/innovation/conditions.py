"""The conditions of special achievements, one model per kind (the `kind` key picks it).

The kinds of the base game and the fourth edition are here; an expansion's own kinds are
declared in its module (echoes.py, unseen.py) and named in the `Condition` union below.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from ..common import MAX_AGE, Strict
from .basics import MAX_COUNT, Direction, Icon
from .echoes import BonusesAtLeast, EchoEffectsInOnePile, ForecastAtLeast, HexesInOnePile, IconsInPiles
from .unseen import FewerColors, NoOddTopCards, NoStandardAchievements, NoVisibleIcon, SecretsAtLeast


class TuckedOrScoredInTurn(Strict):
    """Claimed by a player who tucks `count` cards, or scores `count` cards, in a single turn."""

    kind: Literal["tucked-or-scored-in-turn"]
    count: int = Field(ge=1, le=MAX_COUNT, description="Cards tucked, or cards scored, in a single turn (counted apart).")


class TopCardsWithDemand(Strict):
    """Claimed by a player with `count` top cards that each have a demand effect."""

    kind: Literal["top-cards-with-demand"]
    count: int = Field(ge=1, le=5, description="Top cards that each have a demand effect.")


class EachIconAtLeast(Strict):
    """Claimed by a player with at least `count` visible icons of each type in `icons`."""

    kind: Literal["each-icon-at-least"]
    icons: list[Icon] = Field(min_length=1, description="Icon types that must each be visible.")
    count: int = Field(ge=1, le=MAX_COUNT, description="Visible icons needed of each type.")


class IconAtLeast(Strict):
    """Claimed by a player with at least `count` visible `icon` icons."""

    kind: Literal["icon-at-least"]
    icon: Icon = Field(description="The icon counted.")
    count: int = Field(ge=1, le=MAX_COUNT, description="Visible icons needed.")


class ColorsSplayed(Strict):
    """Claimed by a player with `colors` colours on the board, each splayed in one of `directions`."""

    kind: Literal["colors-splayed"]
    colors: int = Field(ge=1, le=5, description="Colours that must be on the board.")
    directions: list[Direction] = Field(min_length=1, description="Splays each of those colours may have.")


class TopCardsOfValue(Strict):
    """Claimed by a player with `count` top cards of value `min_value` or more."""

    kind: Literal["top-cards-of-value"]
    count: int = Field(ge=1, le=5, description="Top cards needed.")
    min_value: int = Field(ge=1, le=MAX_AGE, description="Least value of each of them.")


Condition = Annotated[
    TuckedOrScoredInTurn | TopCardsWithDemand | EachIconAtLeast | IconAtLeast | ColorsSplayed | TopCardsOfValue
    | BonusesAtLeast | ForecastAtLeast | HexesInOnePile | EchoEffectsInOnePile | IconsInPiles
    | SecretsAtLeast | NoOddTopCards | NoStandardAchievements | NoVisibleIcon | FewerColors,
    Field(discriminator="kind"),
]
