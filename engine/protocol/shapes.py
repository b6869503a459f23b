"""Checking that a served state has the published shape (schemas/state.schema.json and
schemas/lost-legacy-state.schema.json), with one readable line for the first problem."""

from __future__ import annotations

from functools import cache

import jsonschema


@cache
def _validator(game: str):
    if game == "innovation":
        from .messages import InnovationState

        schema = InnovationState.model_json_schema()
    else:
        from ..lost_legacy.state_model import lost_legacy_state_schema

        schema = lost_legacy_state_schema()
    return jsonschema.Draft202012Validator(schema)


def state_problem(game: str, state) -> str | None:
    """None when `state` follows the game's state schema, else where and what is wrong.

    >>> state_problem("innovation", {"players": [{"name": "A", "hand": "Tools"}]})
    "players.0.hand: 'Tools' is not of type 'array'"
    """
    error = next(iter(sorted(_validator(game).iter_errors(state), key=lambda e: list(e.absolute_path))), None)
    if error is None:
        return None
    where = ".".join(str(p) for p in error.absolute_path) or "(the state)"
    return f"{where}: {error.message}"
