"""What both game engines share while a game is played: who may sit at the table, the decision
a player is asked and the check of their answer, and the end of the game.

This module is a foundation: it knows no game. Innovation and Lost Legacy create every pending
decision as a `Decision`, check every answer with `check_answer`, check the seated players
with `check_players`, and end a game by raising `GameOver`; the protocol server uses the same
checks, so both games refuse the same mistakes with the same code and sentence.

One equality rule for options: they compare as JSON values, by value *and* JSON type, so `1`,
`1.0`, `true` and `"1"` are four different answers (docs/protocol.md, section 7). An option
listed once may be chosen once; the answer's order is kept.

    >>> decision = Decision(0, "target-player", "Choose a player", [1, 2], 1, 1)
    >>> decision
    {'player': 0, 'kind': 'target-player', 'prompt': 'Choose a player', 'options': [1, 2], 'min': 1, 'max': 1}
    >>> check_answer(decision, [2])
    [2]
    >>> check_answer(decision, [True])
    Traceback (most recent call last):
    rulebook.errors.IllegalMove: true is not an option of the pending 'target-player' decision (options: [1, 2])
"""

from __future__ import annotations

import copy
import json
from collections.abc import Iterator, Mapping, Sequence
from functools import cache
from itertools import combinations
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, GetCoreSchemaHandler
from pydantic_core import CoreSchema, core_schema

from .errors import BadRequest, IllegalMove


# --- the decision ----------------------------------------------------------------------------
class Decision(dict):
    """A pending decision exactly as protocol v1 carries it: player, kind, prompt, options, min,
    max, and the revision-1 fields `ordered`, `of` and `continues` when they say something.

    It is a dict on purpose: a state and a `moves` answer carry it as it is (the state export
    is the hot path of every check run, so no conversion stands in between), and every reader,
    from the random agents to another engine's client, reads the same JSON object. The
    constructor is what makes it one type: both engines build their decisions here, and a
    decision that could not be answered (min above max, more to choose than is offered) is a
    bug of the engine, refused at once.

    Used as a field of a pydantic model it validates as the wire shape (`schema_model`), so the
    published state schemas describe this one type.
    """

    __slots__ = ()

    def __init__(self, player: int, kind: str, prompt: str, options: Sequence[Any], low: int, high: int, *,
                 ordered: bool = False, of: tuple[int, int] | None = None, continues: bool = False):
        if type(options) is not list:
            options = list(options)
        if not 0 <= low <= high <= len(options):
            raise ValueError(f"a '{kind}' decision asks for {low} to {high} of {len(options)} option(s)")
        # one update of a literal: engines ask thousands of decisions per check run
        self.update({"player": player, "kind": kind, "prompt": prompt, "options": options, "min": low, "max": high})
        # revision-1 fields appear only when they say something, so that a revision-0 client
        # sees the decisions it knows
        if ordered:
            self["ordered"] = True
        if of is not None:
            self["of"] = {"min": of[0], "max": of[1]}
        if continues:
            self["continues"] = True

    @classmethod
    def of_wire(cls, fields: Mapping[str, Any]) -> Decision:
        """A decision from its JSON object (already validated), extension fields included."""
        decision = dict.__new__(cls)
        decision.update(fields)
        return decision

    @classmethod
    def __get_pydantic_core_schema__(cls, source: Any, handler: GetCoreSchemaHandler) -> CoreSchema:
        def to_decision(model: BaseModel) -> Decision:
            return cls.of_wire(model.model_dump(exclude_unset=True))

        return core_schema.no_info_after_validator_function(to_decision, handler(schema_model()))


class Wire(BaseModel):
    """A wire object of fixed shape (the base of both games' state models and the protocol's
    messages); an implementation may add fields whose names start with "x-"."""

    model_config = ConfigDict(extra="forbid", json_schema_extra={"patternProperties": {"^x-": {}}})


class Bounds(Wire):
    min: int = Field(ge=0)
    max: int = Field(ge=0)


@cache
def schema_model() -> type[BaseModel]:
    """The pydantic model of a decision's JSON object, named "Decision" in the JSON Schemas
    (which name their definitions after the model class: hence the class inside a function,
    beside the runtime type of the same name)."""

    class Decision(BaseModel):
        """A pending decision (docs/protocol.md, "Decisions", lists the kinds and option forms)."""

        model_config = ConfigDict(extra="allow")
        player: int = Field(description="Seat of the player who must answer.")
        kind: str = Field(description="What is being chosen (a kind of the decision catalogue, or the engine's own).")
        prompt: str = Field(description="A sentence saying what to choose (it never names a card hidden from "
                                        "a player).")
        options: list[Any] = Field(description="What may be chosen: card titles, colour names, ages and numbers as "
                                               "integers, player names (Innovation) or seats (Lost Legacy), yes/no "
                                               "words, or places such as {'hand': seat} and {'ruins': index}.")
        min: int = Field(ge=0, description="Fewest options to choose.")
        max: int = Field(ge=0, description="Most options to choose.")
        of: Bounds | None = Field(default=None, description="Revision 1: the bounds of the whole choice when the "
                                                            "engine asks it in parts (this is the first part).")
        ordered: bool = Field(default=False, description="Revision 1: the order of the answer matters (cards "
                                                         "going under one pile, say); else it does not.")
        continues: bool = Field(default=False, description="Revision 1: this decision continues the same "
                                                           "player's previous one (a further part of one choice).")

    return Decision


# --- the answer ------------------------------------------------------------------------------
def same_option(a: Any, b: Any) -> bool:
    """JSON equality: the same JSON type and value, all the way down.

    >>> same_option(1, 1), same_option(1, 1.0), same_option(1, True), same_option({"hand": 1}, {"hand": True})
    (True, False, False, False)
    """
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(same_option(a[key], b[key]) for key in a)
    if isinstance(a, list):
        return len(a) == len(b) and all(same_option(x, y) for x, y in zip(a, b, strict=True))
    return bool(a == b)


def as_json(value: Any) -> str:
    """A value as the client wrote it (JSON), for messages."""
    try:
        return json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        return repr(value)


def answer_list(choice: Any) -> list:
    """`choice` if it is a list (the shape of every answer), else BadRequest."""
    if not isinstance(choice, list):
        raise BadRequest('a choose move needs "choice": a list of options, as in {"type": "choose", "choice": [...]}')
    return choice


def check_answer(decision: Mapping[str, Any], choice: Any) -> list:
    """The options `choice` picks, in the order given, if it answers `decision`; else
    BadRequest (not a list) or IllegalMove (too few or too many, or an item that is not an
    option, or an option taken more often than it is listed).

    The options returned are the decision's own (a copy of each container), not the client's."""
    choice = answer_list(choice)
    low, high, options = decision["min"], decision["max"], decision["options"]
    if not low <= len(choice) <= high:
        wanted = f"exactly {low}" if low == high else f"between {low} and {high}"
        raise IllegalMove(f"choose {wanted} of the options, not {len(choice)}")
    used: set[int] = set()
    picked = []
    for item in choice:
        index = _unused_match(options, item, used)
        if index is None:
            listed = sum(1 for option in options if same_option(option, item))
            if not listed:
                raise IllegalMove(f"{as_json(item)} is not an option of the pending '{decision['kind']}' decision "
                                  f"(options: {as_json(options)})")
            times = "twice" if listed == 1 else f"more than the {listed} times it is listed"
            raise IllegalMove(f"{as_json(item)} is chosen {times}")
        used.add(index)
        option = options[index]
        picked.append(copy.deepcopy(option) if isinstance(option, (dict, list)) else option)
    return picked


def _unused_match(options: list, item: Any, used: set[int]) -> int | None:
    """The index of the first option not yet `used` that equals `item` as JSON."""
    kind = type(item)
    nested = kind is dict or kind is list     # the common options (titles, seats) compare directly
    for index, option in enumerate(options):
        if type(option) is kind and index not in used and (same_option(option, item) if nested else option == item):
            return index
    return None


def every_answer(decision: Mapping[str, Any]) -> Iterator[list]:
    """Every answer `check_answer` accepts, up to order: each subset of the options of an
    allowed size, smallest first, in the order the options are listed.

    >>> list(every_answer(Decision(0, "k", "?", ["a", "b"], 0, 2)))
    [[], ['a'], ['b'], ['a', 'b']]
    """
    for size in range(decision["min"], decision["max"] + 1):
        for answer in combinations(decision["options"], size):
            yield list(answer)


# --- the table -------------------------------------------------------------------------------
# The names of the seats, in seat order, that the command line and the compliance suite give
# players: `rulebook play`, `rulebook fuzz` and the scenarios' `Given a 3-player game` seat the
# first N. One for every seat any variant may have (variants/common.py MAX_PLAYERS: 12), so that
# a house variant seating more players than the editions do can be played and checked.
SEAT_NAMES = ("Alice", "Bob", "Carol", "Dave", "Eve", "Frank",
              "Grace", "Heidi", "Ivan", "Judy", "Mallory", "Niaj")


def check_player_count(variant_id: str, low: int, high: int, count: int) -> None:
    """BadRequest unless `count` players may play the variant (`low` to `high`).

    >>> check_player_count("deluxe", 2, 4, 5)
    Traceback (most recent call last):
    rulebook.errors.BadRequest: variant 'deluxe' is played by 2 to 4 players, not 5
    """
    if not low <= count <= high:
        raise BadRequest(f"variant '{variant_id}' is played by {low} to {high} players, not {count}")


def check_players(players: Any, variant_id: str, low: int, high: int) -> list[str]:
    """The player names seated in order, if they are a list of distinct non-empty names whose
    number the variant allows; else BadRequest."""
    if not isinstance(players, list) or not all(isinstance(name, str) and name for name in players):
        raise BadRequest('"players" must be a list of player names (non-empty strings)')
    if len(set(players)) != len(players):
        raise BadRequest("player names must be distinct")
    check_player_count(variant_id, low, high, len(players))
    return list(players)


# --- the end ---------------------------------------------------------------------------------
class GameOver(Exception):
    """Ends the game at once from wherever it is raised (a draw past the last age, a card's 'you
    win', the last player standing): `winners` are seats, sorted (empty: nobody wins), and
    `reason` is the result's reason. Not an error: the engine turns it into the result."""

    def __init__(self, winners: list[int], reason: str):
        super().__init__(f"game over: {reason} {sorted(winners)}")
        self.winners = sorted(winners)
        self.reason = reason
