"""Protocol v1 messages and the canonical Innovation state, as pydantic models.

These models document the wire format and export schemas/state.schema.json and
schemas/protocol.schema.json; the server builds plain dicts in the hot path and the tests
check them against these schemas. The Lost Legacy state is its own model
(engine/lost_legacy/state_model.py, schemas/lost-legacy-state.schema.json).
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, WithJsonSchema

PROTOCOL_VERSION = 1
Color = Literal["blue", "red", "green", "yellow", "purple"]
SplayName = Literal["none", "left", "right", "up", "aslant"]
ErrorCode = Literal["illegal_move", "bad_request", "unsupported"]


class Wire(BaseModel):
    model_config = ConfigDict(extra="forbid")


class Open(BaseModel):
    """A message that may carry extra fields (implementations may add their own)."""

    model_config = ConfigDict(extra="allow")


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


class PlayerState(Wire):
    name: str = Field(description="The player's name as given to new_game.")
    team: int | None = Field(default=None, description="Team number in a team game, else null.")
    eliminated: bool = Field(default=False, description="Knocked out by a 'you lose' effect.")
    hand: list[str] = Field(default_factory=list, description="Cards in hand.")
    board: dict[Color, Pile] = Field(default_factory=dict, description="Colour piles present on the board.")
    score: list[str] = Field(default_factory=list, description="Cards in the score pile.")
    achievements: list[str] = Field(
        default_factory=list, description="Standard achievement cards and special achievements held.")
    icons: Icons | None = Field(default=None, description="Visible icons (output only; ignored in a given state).")


class Achievements(Wire):
    standard: dict[str, str] | None = Field(default=None, description="Available standard achievements by age.")
    special: list[str] | None = Field(default=None, description="Special achievements still available.")


class Turn(Wire):
    number: int = Field(default=1, ge=1, description="Turn number, from 1.")
    player: int = Field(default=0, ge=0, description="Seat of the player whose turn it is.")
    actions_left: int = Field(default=2, ge=0, description="Actions left in this turn.")


class Decision(Open):
    player: int = Field(description="Seat of the player who must answer.")
    kind: str = Field(description="What is being chosen.")
    prompt: str = Field(description="A sentence saying what to choose.")
    options: list[Any] = Field(description="What may be chosen.")
    min: int = Field(ge=0, description="Fewest options to choose.")
    max: int = Field(ge=0, description="Most options to choose.")


class Result(Wire):
    winners: list[int] = Field(description="Seats of the winners (empty on a draw).")
    reason: Literal["achievements", "score", "dogma", "elimination", "draw"]


class InnovationState(Wire):
    """The canonical Innovation state (DESIGN section 5). Given to new_game it may be partial."""

    variant: str | None = Field(default=None, description="Variant id.")
    players: list[PlayerState] = Field(default_factory=list, description="Players in seat order.")
    supply: dict[str, list[str]] = Field(default_factory=dict, description="Supply piles by age, top card first.")
    achievements: Achievements = Field(default_factory=Achievements, description="Available achievements.")
    junk: list[str] = Field(default_factory=list, description="The junk pile (fourth edition).")
    turn: Turn | None = Field(default=None, description="Whose turn, and actions left.")
    pending: Decision | None = Field(default=None, description="The decision the game waits for.")
    result: Result | None = Field(default=None, description="Null while the game runs.")


# A Lost Legacy state, described by its own schema file (beside this one in schemas/).
LostLegacyStateRef = Annotated[dict[str, Any], WithJsonSchema({
    "type": "object", "title": "LostLegacyState",
    "description": "A (partial) Lost Legacy state: see lost-legacy-state.schema.json."})]


class Move(Open):
    type: Literal["draw", "meld", "dogma", "achieve", "choose", "play"] = Field(
        description="Innovation: draw, meld, dogma, achieve, choose. Lost Legacy: play (a card from "
                    "hand; the draw is automatic), choose.")
    card: str | None = None
    age: int | None = None
    choice: list[Any] | None = None


class Hello(Wire):
    op: Literal["hello"]
    protocol: int = Field(description="Protocol version the client speaks (1).")


class NewGame(Wire):
    op: Literal["new_game"]
    variant: str | dict[str, Any] = Field(description="A variant id, or a resolved variant object.")
    players: list[str] = Field(min_length=1, description="Player names in seat order.")
    seed: int = Field(default=0, description="Seed of every random choice of the game.")
    state: InnovationState | LostLegacyStateRef | None = Field(
        default=None, description="A (partial) position to start from, in the state shape of the variant's game.")


class MovesRequest(Wire):
    op: Literal["moves"]


class Play(Wire):
    op: Literal["play"]
    move: Move


class StateRequest(Wire):
    op: Literal["state"]


class Bye(Wire):
    op: Literal["bye"]


class ErrorBody(Wire):
    code: ErrorCode
    message: str


class Response(Open):
    ok: bool
    error: ErrorBody | None = None


REQUESTS = (Hello, NewGame, MovesRequest, Play, StateRequest, Bye)
