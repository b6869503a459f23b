"""The canonical Innovation state as pydantic models: the one spelling of the state's shape.

`InnovationState.model_json_schema()` is schemas/state.schema.json; the protocol's messages
(engine/protocol/messages.py) use these models; a given state is checked against the field
names read from them (partial.py). The state the engine answers is built by export.py as
plain dicts, for speed, and a test holds its keys to these models.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from ..gameplay import Decision, Wire

Color = Literal["blue", "red", "green", "yellow", "purple"]
SplayName = Literal["none", "left", "right", "up", "aslant"]


class CardBack(Wire):
    """A card as a player who may not look at it sees it (a player's view, docs/protocol.md 4.6)."""
    age: int = Field(description="The card's value, printed on its back.")
    set: str = Field(description="The card's set (its deck: base, figures, echoes, ...), shown by its back.")


# a card in a zone some players may not look at: its title, or in a player's view its back
Seen = str | CardBack


class Pile(Wire):
    cards: list[str] = Field(description="Card titles, top card first.")
    splay: SplayName = Field(default="none", description="The pile's splay.")


class Icons(Wire):
    crown: int = 0
    leaf: int = 0
    lightbulb: int = 0
    castle: int = 0
    factory: int = 0
    clock: int = 0
    # Figures (docs/protocol.md 4.5): only in games with the Figures expansion
    avatar: int | None = Field(default=None, description="Avatars shown (games with figures or Echoes only).")
    meat: int | None = Field(default=None, description="Age-0 icons shown (games with figures only).")


class Secret(Wire):
    """Unseen: one card of a safe. The referee's state names it; a player's view shows only its
    back (set and value), `card` null, unless it was revealed to everyone."""

    card: str | None = Field(description="The card's title (null where the viewer may not know it).")
    age: int | None = Field(default=None, ge=0, description="Its value, shown on its back (output; checked if given).")
    set: Literal["base", "figures", "echoes", "unseen"] | None = Field(
        default=None, description="The deck it belongs to, shown on its back (output; checked if given).")
    revealed: bool = Field(default=False, description="Revealed to every player while it stays in the safe.")


class PlayerState(Wire):
    name: str = Field(description="The player's name as given to new_game.")
    team: int | None = Field(default=None, description="Team number in a team game, else null.")
    eliminated: bool = Field(default=False, description="Knocked out by a 'you lose' effect.")
    hand: list[Seen] = Field(default_factory=list, description="Cards in hand.")
    board: dict[Color, Pile] = Field(default_factory=dict, description="Colour piles present on the board.")
    score: list[Seen] = Field(default_factory=list, description="Cards in the score pile.")
    achievements: list[Seen] = Field(
        default_factory=list, description="Standard achievement cards and special achievements held (in a player's "
                                          "view, the cards by their backs).")
    icons: Icons | None = Field(default=None, description="Visible icons (output only; ignored in a given state).")
    forecast: list[Seen] | None = Field(
        default=None, description="Echoes: the cards in the player's forecast, in the order they arrived (games "
                                  "with Echoes only). Private to its owner, as a hand is.")
    safe: list[Secret | str] | None = Field(
        default=None, description="Unseen: the player's secrets, oldest first (games with Unseen only). Nobody "
                                  "may know a secret's title, its owner included: all see its set and value. A "
                                  "given state may name a secret by its title alone.")
    unseen_draw_used: bool | None = Field(
        default=None, description="Unseen: whether the player's Unseen draw of this turn (their first draw naming "
                                  "no deck) is used up (games with Unseen only).")


class Achievements(Wire):
    standard: dict[str, Seen] | None = Field(default=None, description="Available standard achievements by age.")
    special: list[str] | None = Field(default=None, description="Special achievements still available.")
    standard_extra: list[Seen] | None = Field(
        default=None, description="Figures: available standard achievements beyond the one of their value in "
                                  "`standard` (cards a karma made available), oldest first (games with figures only).")
    decrees: list[str] | None = Field(
        default=None, description="Figures: the decrees still available (games with decrees only).")


class Turn(Wire):
    number: int = Field(default=1, ge=1, description="Turn number, from 1.")
    player: int = Field(default=0, ge=0, description="Seat of the player whose turn it is.")
    actions_left: int = Field(default=2, ge=0, description="Actions left in this turn.")


class Result(Wire):
    winners: list[int] = Field(description="Seats of the winners (empty on a draw).")
    reason: Literal["achievements", "score", "dogma", "elimination", "draw"]


class InnovationState(Wire):
    """The canonical Innovation state (docs/protocol.md, section 4.1). Given to new_game it may be partial."""

    variant: str | None = Field(default=None, description="Variant id.")
    players: list[PlayerState] = Field(default_factory=list, description="Players in seat order.")
    viewer: int | None = Field(
        default=None, description="In a player's view (a `state` request naming a viewer, capability "
                                  "`player_views`): that seat; every card it may not look at is shown by its back. "
                                  "Absent (or null) in the referee's view, which names every card.")
    supply: dict[str, list[Seen]] = Field(
        default_factory=dict, description="Supply piles by age, top card first. Age 0 (Figures) is listed once "
                                          "its deck is in play, and only then.")
    supply_figures: dict[str, list[Seen]] | None = Field(
        default=None, description="Figures: the Figures decks by age, top card first (games with figures only).")
    supply_echoes: dict[str, list[Seen]] | None = Field(
        default=None, description="Echoes: the Echoes decks by age, top card first (games with Echoes only).")
    supply_unseen: dict[str, list[str]] | None = Field(
        default=None, description="Unseen: the Unseen decks by age, top card first (games with Unseen only).")
    coin_flips: list[Literal["heads", "tails"]] | None = Field(
        default=None, description="Unseen: the results the next coin flips take, in order (a given state may fix "
                                  "them for a scenario; once used up, flips are random by the seed). Games with "
                                  "Unseen only.")
    achievements: Achievements = Field(default_factory=Achievements, description="Available achievements.")
    junk: list[Seen] = Field(default_factory=list, description="The junk pile (fourth edition).")
    turn: Turn | None = Field(default=None, description="Whose turn, and actions left.")
    pending: Decision | None = Field(default=None, description="The decision the game waits for.")
    result: Result | None = Field(default=None, description="Null while the game runs.")


def field_names(model: type[Wire]) -> frozenset[str]:
    """The keys an object of `model` may hold (besides "x-" extensions).

    >>> sorted(field_names(Turn))
    ['actions_left', 'number', 'player']
    """
    return frozenset(model.model_fields)
