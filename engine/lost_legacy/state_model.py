"""The Lost Legacy state as pydantic models: the wire format of `Game.state()` and of a
(partial) state given to `Game.new`, exported as schemas/lost-legacy-state.schema.json by
`lost_legacy_state_schema()`.

Hidden cards are slots: `{"card": NAME or null, "visible_to": [seats]}`. The referee's state
(viewer null) names every card; a seat's view names only the cards that seat knows and
shows null for the others. `visible_to` says which seats know the card in that slot.

The pending decision is the one decision type both games share (engine/gameplay.py): its kinds
here are 'target-player', 'name-speed', 'look-at', 'ruins-card', 'exchange', 'shuffle-ruins'
and 'investigate'; its options are seats, numbers, 'swap'/'keep', {'hand': seat} or
{'ruins': index}.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from ..gameplay import Decision, Wire

DRAFT = "https://json-schema.org/draft/2020-12/schema"


class Slot(Wire):
    card: str | None = Field(description="The card's English name; null where the viewer does not know it.")
    visible_to: list[int] = Field(default_factory=list, description="Seats that know which card this is.")


class DiscardedCard(Wire):
    card: str = Field(description="A face-up card of the discard pile.")
    flipped: bool = Field(default=False, description="Turned over after its discard trigger ran (Saint).")


CardOrSlot = str | Slot


class PlayerState(Wire):
    name: str | None = Field(default=None, description="The player's name (given to new_game).")
    eliminated: bool = Field(default=False, description="Knocked out of the round.")
    hand: list[CardOrSlot] = Field(
        default_factory=list,
        description="Hand cards (face down). In a given state a name or a slot; the holder always knows them.")
    discard: list[str | DiscardedCard] = Field(
        default_factory=list, description="Face-up cards played or discarded, top (latest) first.")


class Turn(Wire):
    number: int = Field(default=1, ge=1, description="Turn number, from 1.")
    player: int = Field(default=0, ge=0, description="Seat of the player whose turn it is.")
    phase: Literal["draw", "play", "investigation", "over"] = Field(
        default="draw",
        description="'draw': the player has yet to draw (a given state then starts with the draw); 'play': "
                    "they have drawn and play or resolve a card; 'investigation'; 'over' (output only).")


class Investigation(Wire):
    order: list[int] = Field(description="Seats that investigate, by ascending speed.")
    skipped: list[int] = Field(description="Seats in the round that do not investigate (tied speed, X).")
    done: list[int] = Field(description="Seats that have investigated.")


class Result(Wire):
    winners: list[int] = Field(description="Seats of the winners; empty when everyone loses.")
    reason: Literal["elimination", "card-effect", "investigation", "nobody-found"] = Field(
        description="Last player standing, a card's 'you win', the Lost Legacy found in the "
                    "investigation, or nobody found it.")


class LostLegacyState(Wire):
    """A Lost Legacy round. Given to new_game it may be partial (see engine/lost_legacy/setup.py)."""

    game: Literal["lost-legacy"] = Field(default="lost-legacy", description="The game.")
    variant: str | None = Field(default=None, description="Variant id.")
    viewer: int | None = Field(default=None, description="The seat this view is for; null for the referee "
                                                         "(output only).")
    players: list[PlayerState] = Field(default_factory=list, description="Players in seat order (clockwise).")
    deck: list[CardOrSlot] | None = Field(
        default=None, description="The deck, top card first. Omitted in a given state: every card placed "
                                  "nowhere else, shuffled by the seed.")
    ruins: list[CardOrSlot] = Field(default_factory=list, description="The Ruins, face down.")
    out_of_play: list[CardOrSlot] = Field(
        default_factory=list, description="Cards of the deck out of the round (a given state that lists the "
                                          "deck puts here the cards it places nowhere).")
    turn: Turn | None = Field(default=None, description="Whose turn and its phase (omitted: seat 0, draw).")
    investigation: Investigation | None = Field(default=None, description="The investigation once begun "
                                                                          "(output only).")
    pending: Decision | None = Field(default=None, description="The decision the game waits for.")
    result: Result | None = Field(default=None, description="Null while the round runs.")


class Move(BaseModel):
    model_config = ConfigDict(extra="forbid")
    type: Literal["play", "choose"]
    card: str | None = Field(default=None, description="The card played (type 'play').")
    choice: list[Any] | None = Field(default=None, description="The options chosen (type 'choose').")


def lost_legacy_state_schema() -> dict:
    """The JSON Schema document of the Lost Legacy state (schemas/lost-legacy-state.schema.json)."""
    schema = LostLegacyState.model_json_schema()
    return {"$schema": DRAFT, "title": "rulebook Lost Legacy state",
            "description": "The Lost Legacy state of protocol v1: the referee's view or one seat's view; a "
                           "state given to new_game may be partial.",
            **{k: v for k, v in schema.items() if k not in ("title", "description")}}


def lost_legacy_move_schema() -> dict:
    """The JSON Schema of a Lost Legacy move."""
    return {"$schema": DRAFT, "title": "rulebook Lost Legacy move",
            **{k: v for k, v in Move.model_json_schema().items() if k != "title"}}
