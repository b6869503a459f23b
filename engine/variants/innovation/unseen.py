"""The Unseen expansion's table, `unseen` (docs/unseen.md), the special-achievement condition
kinds its five special achievements bring, and the marker that makes its parameters dormant
where the expansion is not in play.

Each rule cites the project's research note on the expansion (`unseen.md §N`); each value the
two implementations disagree on (unseen.md §13) is a dispute in the bundled Unseen variants,
and the reference engine plays both values.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from ..common import MAX_AGE, Strict
from .basics import DormantWhen

UNSEEN_OFF = DormantWhen("the Unseen expansion is not in play", lambda v: "unseen" not in v.cards.expansions)
NOT_WITH_ECHOES = DormantWhen("Echoes and Unseen are not both in play",
                              lambda v: not {"echoes", "unseen"} <= set(v.cards.expansions))

MAX_SECRETS = 100
TopValue = Annotated[int, Field(ge=1, le=MAX_AGE, description="Least value of the player's highest top card.")]


# --- the five special achievements' conditions (unseen.md §7) --------------------------------
# Each needs a top card of at least `min_top_value` besides its own test.

class SecretsAtLeast(Strict):
    """Claimed by a player with a top card of at least `min_top_value` and at least `count`
    secrets in their safe (Unseen: Confidence)."""

    kind: Literal["secrets-at-least"]
    count: int = Field(ge=1, le=MAX_SECRETS, description="Secrets needed in the safe.")
    min_top_value: TopValue


class NoOddTopCards(Strict):
    """Claimed by a player with a top card of at least `min_top_value` and no top card of odd
    value (Unseen: Zen)."""

    kind: Literal["no-odd-top-cards"]
    min_top_value: TopValue


class NoStandardAchievements(Strict):
    """Claimed by a player with a top card of at least `min_top_value` and no standard
    achievement (no card with a value among their achievements; Unseen: Anonymity)."""

    kind: Literal["no-standard-achievements"]
    min_top_value: TopValue


class NoVisibleIcon(Strict):
    """Claimed by a player with a top card of at least `min_top_value` and no `icon` visible on
    their board (Unseen: Folklore, the factory)."""

    kind: Literal["no-visible-icon"]
    icon: Literal["crown", "leaf", "lightbulb", "castle", "factory", "clock"] = Field(
        description="The icon that must not be visible.")
    min_top_value: TopValue


class FewerColors(Strict):
    """Claimed by a player with a top card of at least `min_top_value` and fewer than `colors`
    colours on their board (Unseen: Mystery, fewer than five)."""

    kind: Literal["fewer-colors"]
    colors: int = Field(ge=1, le=5, description="The board must show fewer colours than this.")
    min_top_value: TopValue


UNSEEN_CONDITIONS = (SecretsAtLeast, NoOddTopCards, NoStandardAchievements, NoVisibleIcon, FewerColors)


# --- the [unseen] table ------------------------------------------------------------------------

class Unseen(Strict):
    """The Unseen expansion's rules (in play when cards.expansions names it; docs/unseen.md). The
    safe's limit is limits.safe_and_forecast, the five special achievements are conditions of
    special_achievements, and the target's rise is victory.achievements.per_expansion."""

    draw_rule: Annotated[Literal["first-draw-of-each-turn"], UNSEEN_OFF] = Field(
        default="first-draw-of-each-turn",
        description="Each player's first draw of every turn (their own turns and the others', as a sharer or a "
                    "demand's target) comes from the Unseen deck of its value; the opening deal draws base cards.",
        json_schema_extra={"reference_engine_plays": ["first-draw-of-each-turn"]})
    empty_unseen_deck: Annotated[Literal["base-card"], UNSEEN_OFF] = Field(
        default="base-card",
        description="An Unseen draw whose Unseen deck is empty (its value fixed first, empty base decks skipped "
                    "upward): a base card of that value is drawn, and the Unseen draw is used up all the same.",
        json_schema_extra={"reference_engine_plays": ["base-card"]})
    draw_used_by: Annotated[Literal["unnamed-draws", "any-card-from-a-deck"], UNSEEN_OFF] = Field(
        default="unnamed-draws",
        description="What uses up a player's Unseen draw of the turn: only a draw that names no deck, or any card "
                    "that player takes from a deck (a draw naming a deck, a figure's draw, safeguarding or "
                    "revealing a deck's top card).")
    draw_priority: Annotated[Literal["unseen-first", "echoes-first"], NOT_WITH_ECHOES] = Field(
        default="unseen-first",
        description="When the Echoes draw rule and the Unseen draw both claim a draw: the Unseen draw wins, or "
                    "the Echoes draw wins and uses up the Unseen draw of the turn.")
    full_safe_transfer: Annotated[Literal["stays", "over-the-limit"], UNSEEN_OFF] = Field(
        default="over-the-limit",
        description="A card transferred into a full safe: it stays where it was, or it goes in over the limit.")
    safeguard_overflow: Annotated[Literal["stays-in-hand", "stays-in-deck"], UNSEEN_OFF] = Field(
        default="stays-in-hand",
        description="'Draw and safeguard' with a full safe: the card is drawn and stays in the drawer's hand, or "
                    "it is not drawn at all and stays in its deck.")
    achieve_secrets: Annotated[bool, UNSEEN_OFF] = Field(
        default=True,
        description="The Achieve action may take one of the player's own secrets under the standard test for its "
                    "value (even when no standard achievement of that value is left); an achieved secret is a "
                    "standard achievement from then on.")
