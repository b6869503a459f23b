"""Protocol v1 messages, as pydantic models.

These models document the wire format and export schemas/protocol.schema.json; the server
builds plain dicts in the hot path and the tests check them against these schemas. The states
are the engines' own models (engine/innovation/state_model.py: schemas/state.schema.json;
engine/lost_legacy/state_model.py: schemas/lost-legacy-state.schema.json), and a pending
decision is the one `Decision` both games ask (engine/gameplay.py).
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, WithJsonSchema

from ..gameplay import Decision, Wire
from ..innovation.state_model import InnovationState

PROTOCOL_VERSION = 1
# Revisions of protocol 1 add optional fields only, so a revision-0 engine keeps working; the
# client offers its highest revision in hello and the engine answers the one it speaks.
PROTOCOL_REVISION = 1
EXTENSION_PREFIX = "x-"   # extra fields an implementation adds to a state or decision
ErrorCode = Literal["illegal_move", "bad_request", "unsupported", "internal_error"]
EVENT_TYPES = {
    # Innovation
    "turn": "a turn begins (number, actions)", "draw": "a card drawn (card, age)",
    "meld": "a card melded (card, color)", "tuck": "a card tucked (card, color)",
    "score": "a card scored (card)", "return": "a card returned to its supply pile (card, age)",
    "transfer": "a card moved between zones (card, from, to)", "splay": "a pile splayed (color, direction)",
    "rearrange": "a pile put in a new order (color, cards)", "reveal": "a card revealed (card)",
    "achieve": "an achievement claimed (achievement, age or special)", "junk": "a card junked (card, from)",
    "restore": "a special achievement taken back from the junk (achievement)",
    "remove": "a card removed from the game (card, from)", "eliminated": "the player is out of the game",
    "dogma": "a dogma action begins (card)", "execute": "a card executed by an effect (card, super)",
    "share_bonus": "the launcher earned the sharing bonus (draws)",
    "karma": "Figures: a top figure's karma happens (card, event, instead)",
    "foreshadow": "Echoes: a card moved into its player's forecast (card, age, from)",
    "promote": "Echoes: a forecast card promoted after a Meld action (card); its meld and free dogma follow",
    "decree": "Figures: the Decree action issues a decree (card: the decree)",
    "safeguard": "Unseen: a card moved face down into its player's safe (card, age, set, from; hidden)",
    "coin_flip": "Unseen: a coin flipped (result: heads or tails)",
    "game_over": "the game ended (winners, reason)",
    # Lost Legacy
    "deal": "a card dealt (card)", "start": "the first player", "play": "a card played (card)",
    "no_play": "no card could be played", "discard": "a card discarded (card)",
    "to_ruins": "cards put in the Ruins", "to_deck": "a card put in the deck", "to_hand": "cards taken to hand",
    "shuffle": "a zone shuffled", "no_shuffle": "a zone left unshuffled", "look": "cards looked at",
    "trigger": "a card's effect triggered", "exchange": "cards exchanged", "take": "cards taken from a hand",
    "eliminate": "a player eliminated (cause)", "flip": "a card turned face up",
    "investigation": "the investigation phase (order, skipped)", "investigate": "a player investigates (at)",
    "name": "a number named (target, number)", "note": "a remark of an effect",
}


class Open(BaseModel):
    """A message that may carry extra fields (implementations may add their own)."""

    model_config = ConfigDict(extra="allow")


# A Lost Legacy state, described by its own schema file (beside this one in schemas/).
LostLegacyStateRef = Annotated[dict[str, Any], WithJsonSchema({
    "type": "object", "title": "LostLegacyState",
    "description": "A (partial) Lost Legacy state: see lost-legacy-state.schema.json."})]


class Move(Open):
    type: Literal["draw", "meld", "dogma", "achieve", "decree", "choose", "play"] = Field(
        description="Innovation: draw, meld, dogma, achieve, choose; decree in games with the Figures "
                    "decrees. Lost Legacy: play (a card from hand; the draw is automatic), choose.")
    card: str | None = None
    age: int | None = None
    decree: str | None = Field(default=None, description="The decree a decree move issues (Figures).")
    choice: list[Any] | None = None


class Hello(Wire):
    op: Literal["hello"]
    protocol: int = Field(description="Protocol version the client speaks (1).")
    revision: int = Field(default=0, ge=0, description="The highest revision of protocol 1 the client speaks.")


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
    viewer: int | None = Field(
        default=None, ge=0, description="Revision 1, capability `player_views`: the seat for whom the answer "
                                        "is given (its state and events as that player may know them); "
                                        "null or absent: the referee's.")


class StateRequest(Wire):
    op: Literal["state"]
    viewer: int | None = Field(
        default=None, ge=0, description="Revision 1, capability `player_views`: the seat whose view is asked "
                                        "(every card that player may not look at shown by its back); null or "
                                        "absent: the referee's view.")


class Bye(Wire):
    op: Literal["bye"]


class ErrorBody(Wire):
    code: ErrorCode
    message: str
    detail: str | None = Field(default=None, description="More about the error (e.g. a traceback).")


class Response(Open):
    ok: bool
    error: ErrorBody | None = None


class Identity(Wire):
    name: str
    version: str


class HelloAnswer(Wire):
    ok: Literal[True]
    protocol: int = Field(description="The protocol version spoken (1).")
    revision: int = Field(default=0, ge=0, description="The revision of protocol 1 spoken (0 when absent).")
    implementation: Identity
    games: list[str] = Field(description="Games served: innovation, lost-legacy.")
    variants: list[str] = Field(description="Bundled variant ids served.")
    capabilities: list[str] = Field(description="partial_state, teams, resolved_variant, hidden_information, "
                                                "events, player_views (revision 1).")
    players: dict[str, tuple[int, int]] | None = Field(
        default=None, description="Revision 1: the player counts seated, per variant id: [min, max].")


class Event(Open):
    type: str = Field(description="What happened: see docs/protocol.md, Events.")
    player: int | None = Field(default=None, description="The seat the event belongs to.")


class StateAnswer(Wire):
    ok: Literal[True]
    state: dict[str, Any] = Field(description="The game's state (state.schema.json or lost-legacy-state.schema.json).")
    events: list[Event] | None = Field(
        default=None, description="Revision 1, a `state` asked with a `viewer`: the events of the last play "
                                  "as that player may know them (empty after new_game).")


class PlayAnswer(Wire):
    ok: Literal[True]
    state: dict[str, Any] = Field(description="The state after the move; it must equal what state answers next.")
    events: list[Event] = Field(default_factory=list, description="What the move caused, in order "
                                                                  "(may be empty without the events capability).")


class MovesAnswer(Wire):
    ok: Literal[True]
    player: int | None = Field(description="Seat to act (null once the game is over).")
    moves: list[Move] | None = Field(default=None, description="Legal moves when no decision is pending.")
    pending: Decision | None = Field(default=None, description="The pending decision instead of moves.")


class ByeAnswer(Wire):
    ok: Literal[True]


class ErrorAnswer(Wire):
    ok: Literal[False]
    error: ErrorBody


ANSWERS: dict[str, type[Wire]] = {"hello": HelloAnswer, "new_game": StateAnswer, "moves": MovesAnswer, "play": PlayAnswer,
           "state": StateAnswer, "bye": ByeAnswer}
REQUESTS = (Hello, NewGame, MovesRequest, Play, StateRequest, Bye)
