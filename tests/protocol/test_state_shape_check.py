"""The compiled state check agrees with jsonschema on real states and on damaged ones."""

from __future__ import annotations

import copy

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rulebook.compliance.running.implementations import Reference
from rulebook.protocol import shapes

JSON = st.recursive(st.none() | st.booleans() | st.integers(-3, 12) | st.floats(-2, 2, allow_nan=False)
                    | st.sampled_from(["", "Tools", "blue", "left", "x-engine", "crown"]),
                    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(
                        st.sampled_from(["name", "hand", "x-note", "cards", "splay", "kind", "zz"]), inner,
                        max_size=3),
                    max_leaves=6)


def _states() -> list[tuple[str, dict]]:
    reference = Reference()
    found = []
    for variant, players in (("ultimate", 3), ("deluxe-teams", 4), ("lost-legacy-starship", 3)):
        answer = reference.request({"op": "new_game", "variant": variant, "players": ["A", "B", "C", "D"][:players],
                                    "seed": 5})
        game = "lost-legacy" if variant.startswith("lost") else "innovation"
        found.append((game, answer["state"]))
        moves = reference.request({"op": "moves"})
        pending = moves.get("pending")
        move = ({"type": "choose", "choice": pending["options"][:pending["min"]]} if pending
                else moves["moves"][0])
        found.append((game, reference.request({"op": "play", "move": move})["state"]))
    return found


STATES = _states()


def _paths(value, prefix=()):
    yield prefix
    if isinstance(value, dict):
        for key, sub in value.items():
            yield from _paths(sub, (*prefix, key))
    elif isinstance(value, list):
        for index, sub in enumerate(value):
            yield from _paths(sub, (*prefix, index))


def _agree(game: str, state) -> None:
    assert shapes._fast(game)(state) == shapes._validator(game).is_valid(state)


@pytest.mark.parametrize(("game", "state"), STATES)
def test_real_states_pass_both(game, state):
    assert shapes._fast(game)(state) is True
    assert shapes.state_problem(game, state) is None


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, len(STATES) - 1), st.integers(0, 10_000), JSON, st.booleans())
def test_damaged_states_agree(which, where, value, add_key):
    """Replace one value anywhere in a real state (or add a key beside it): both checks say the same."""
    game, state = STATES[which]
    damaged = copy.deepcopy(state)
    paths = list(_paths(damaged))[1:]
    path = paths[where % len(paths)]
    parent = damaged
    for step in path[:-1]:
        parent = parent[step]
    if add_key and isinstance(parent, dict):
        parent[str(value)[:8] if not isinstance(value, str) else value] = value
    else:
        parent[path[-1]] = value
    _agree(game, damaged)


def test_compile_schema_keywords():
    check = shapes.compile_schema({
        "$defs": {"Card": {"type": "string", "enum": ["Tools", "Writing"]}},
        "type": "object",
        "properties": {"hand": {"type": "array", "items": {"$ref": "#/$defs/Card"}},
                       "count": {"anyOf": [{"type": "integer", "minimum": 1}, {"type": "null"}]},
                       "flag": {"const": True}},
        "patternProperties": {"^x-": {}},
        "propertyNames": {"type": "string"},
        "additionalProperties": False,
        "required": ["hand"]})
    assert check({"hand": ["Tools"], "count": None, "x-mine": [1]})
    assert check({"hand": [], "count": 2.0, "flag": True})
    assert not check({"hand": ["Pottery"]})        # not in the enum
    assert not check({"hand": [], "count": 0})     # below the minimum
    assert not check({"hand": [], "flag": 1})      # 1 is not true in JSON
    assert not check({"hand": [], "other": 1})     # no such property, no pattern
    assert not check({"count": 1})                 # hand is required


def test_unknown_keyword_falls_back_to_jsonschema():
    assert shapes.compile_schema({"type": "array", "prefixItems": [{"type": "string"}]})(["a"]) is False
