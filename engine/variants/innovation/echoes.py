"""The Echoes expansion's table, `echoes` (docs/echoes.md), the special-achievement condition
kinds its five special achievements bring, and the marker that makes its parameters dormant
where the expansion is not in play."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from ..common import Strict
from .basics import MAX_COUNT, DormantWhen

ECHOES_OFF = DormantWhen("the Echoes expansion is not in play", lambda v: "echoes" not in v.cards.expansions)


class BonusesAtLeast(Strict):
    """Claimed by a player whose board shows at least `count` visible bonuses (Echoes: Wealth)."""

    kind: Literal["bonuses-at-least"]
    count: int = Field(ge=1, le=MAX_COUNT, description="Visible bonuses needed on the board.")


class ForecastAtLeast(Strict):
    """Claimed by a player with at least `count` cards in their forecast (Echoes: Destiny)."""

    kind: Literal["forecast-at-least"]
    count: int = Field(ge=1, le=MAX_COUNT, description="Cards needed in the forecast.")


class HexesInOnePile(Strict):
    """Claimed by a player with at least `count` visible hexes (music notes included) in one
    colour pile (Echoes: Heritage)."""

    kind: Literal["hexes-in-one-pile"]
    count: int = Field(ge=1, le=MAX_COUNT, description="Visible hexes needed in a single pile.")


class EchoEffectsInOnePile(Strict):
    """Claimed by a player with at least `count` visible echo effects in one colour pile
    (Echoes: History)."""

    kind: Literal["echo-effects-in-one-pile"]
    count: int = Field(ge=1, le=MAX_COUNT, description="Visible echo effects needed in a single pile.")


class IconsInPiles(Strict):
    """Claimed by a player with at least `count` visible icons of one same type in each of at
    least `piles` colour piles (Echoes: Supremacy; the avatar is an icon type here)."""

    kind: Literal["icons-in-piles"]
    count: int = Field(ge=1, le=MAX_COUNT, description="Visible icons of the one type needed in each pile.")
    piles: int = Field(ge=1, le=5, description="Colour piles that must each show them.")


class Echoes(Strict):
    """The Echoes expansion's rules (in play when cards.expansions names it; docs/echoes.md). The
    forecast's limit is limits.safe_and_forecast, the bonuses' score figures.bonuses_score, and
    the five special achievements are conditions of special_achievements. Each value the two
    implementations disagree on is a dispute in the bundled variant `ultimate-echoes`."""

    draw_rule: Annotated[Literal["unique-highest-top-card"], ECHOES_OFF] = Field(
        default="unique-highest-top-card",
        description="A draw that names no deck comes from the Echoes deck of its value when the drawer has exactly "
                    "one top card of the highest top-card value; otherwise (a tie for highest, or no top card) "
                    "from the base deck.",
        json_schema_extra={"reference_engine_plays": ["unique-highest-top-card"]})
    empty_echoes_deck: Annotated[Literal["base-card", "next-echoes-deck"], ECHOES_OFF] = Field(
        default="base-card",
        description="An Echoes draw whose Echoes deck is empty (its value fixed first, empty base decks skipped "
                    "upward): a base card of that value is drawn instead, or the draw moves up to the next "
                    "Echoes deck with cards.")
    echo_effects_earn_bonus: Annotated[bool, ECHOES_OFF] = Field(
        default=True,
        description="A sharing player's echo effect that changes the game earns the launcher the sharing bonus, "
                    "as a shared non-demand effect does.")
    self_executed_elsewhere: Annotated[Literal["own-echo-only", "own-and-pile"], ECHOES_OFF] = Field(
        default="own-echo-only",
        description="Self- or super-executing a card that is not a top card (in a hand, a score pile, the junk): "
                    "only its own echo effect runs first, or also the visible echo effects of its owner's pile "
                    "of that colour.")
    forecast_overflow: Annotated[Literal["stays-in-hand", "stays-in-deck"], ECHOES_OFF] = Field(
        default="stays-in-hand",
        description="'Draw and foreshadow' with a full forecast: the card is drawn and stays in the drawer's "
                    "hand, or it is not drawn at all and stays in its deck.")
    full_forecast_transfer: Annotated[Literal["over-the-limit", "to-hand"], ECHOES_OFF] = Field(
        default="over-the-limit",
        description="A card transferred into a full forecast (Liquid Fire): it goes in, over the limit, or it "
                    "goes to the hand of the player carrying out the transfer (in a demand, the affected player).")
    promotion: Annotated[Literal["mandatory", "optional"], ECHOES_OFF] = Field(
        default="mandatory",
        description="After a Meld action, a forecast card of value at most the melded card's must be promoted "
                    "(melded, then its free Dogma action taken), or may be.")
