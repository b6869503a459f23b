"""Checking that a served state has the published shape (schemas/state.schema.json and
schemas/lost-legacy-state.schema.json), with one readable line for the first problem.

The suite checks every state another engine answers, thousands per run, and a general JSON
Schema validator spends milliseconds on each. So the schema is first compiled into plain
predicates for the few keywords the exported state schemas use; a state they accept is valid,
and only a state they refuse goes to `jsonschema`, which stays the authority and words the problem.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from functools import cache

import jsonschema

Check = Callable[[object], bool]

# Keywords that only annotate: they never make a value invalid.
_ANNOTATIONS = {"title", "description", "default", "$schema", "examples", "$defs", "$comment"}

_TYPES: dict[str, Check] = {
    "object": lambda v: isinstance(v, dict),
    "array": lambda v: isinstance(v, list),
    "string": lambda v: isinstance(v, str),
    "boolean": lambda v: isinstance(v, bool),
    "null": lambda v: v is None,
    "number": lambda v: isinstance(v, (int, float)) and not isinstance(v, bool),
    "integer": lambda v: ((isinstance(v, int) and not isinstance(v, bool))
                          or (isinstance(v, float) and v.is_integer())),
}


def _same(a: object, b: object) -> bool:
    """JSON equality: true and 1 differ, 1 and 1.0 do not (as `enum` and `const` compare)."""
    if isinstance(a, bool) or isinstance(b, bool):
        return type(a) is type(b) and a == b
    return a == b


class _Unsupported(Exception):
    """The schema uses a keyword the compiler does not know: use jsonschema alone."""


def compile_schema(schema: dict) -> Check:
    """A predicate equal to JSON Schema validity for the keywords the state schemas use.

    >>> check = compile_schema({"type": "object", "properties": {"n": {"type": "integer", "minimum": 0}},
    ...                         "required": ["n"], "additionalProperties": False})
    >>> check({"n": 2}), check({"n": -1}), check({"n": 1, "m": 0}), check({"n": True})
    (True, False, False, False)
    """
    compiled: dict[str, Check] = {}

    def ref(target: str) -> Check:
        if not target.startswith("#/"):
            raise _Unsupported(target)
        if target not in compiled:
            node: object = schema
            for part in target[2:].split("/"):
                node = node[part]  # type: ignore[index]
            compiled[target] = lambda v: True  # a recursive reference resolves to the finished check
            compiled[target] = build(node)
        return lambda v: compiled[target](v)

    def build(node: object) -> Check:
        if node is True or node == {}:
            return lambda v: True
        if node is False:
            return lambda v: False
        if not isinstance(node, dict):
            raise _Unsupported(repr(node))
        unknown = set(node) - _ANNOTATIONS - {"type", "properties", "required", "additionalProperties",
                                              "patternProperties", "propertyNames", "items", "anyOf", "enum",
                                              "const", "minimum", "$ref"}
        if unknown:
            raise _Unsupported(", ".join(sorted(unknown)))
        checks: list[Check] = []
        if "$ref" in node:
            checks.append(ref(node["$ref"]))
        if "type" in node:
            names = node["type"] if isinstance(node["type"], list) else [node["type"]]
            checks.append(_any_of([_TYPES[name] for name in names]))
        if "enum" in node:
            allowed = list(node["enum"])
            checks.append(lambda v: any(_same(v, a) for a in allowed))
        if "const" in node:
            constant = node["const"]
            checks.append(lambda v: _same(v, constant))
        if "minimum" in node:
            low = node["minimum"]
            checks.append(lambda v: not _TYPES["number"](v) or v >= low)
        if "anyOf" in node:
            checks.append(_any_of([build(option) for option in node["anyOf"]]))
        if "items" in node:
            checks.append(_items(build(node["items"])))
        if {"properties", "required", "additionalProperties", "patternProperties", "propertyNames"} & set(node):
            checks.append(_object_check(node, build))
        return _all_of(checks)

    try:
        return build(schema)
    except (_Unsupported, KeyError, TypeError):
        return lambda v: False  # unknown ground: every state goes to jsonschema


# Combinators written out for one and two parts: a state has hundreds of values to check.
def _all_of(checks: list[Check]) -> Check:
    if not checks:
        return lambda v: True
    if len(checks) == 1:
        return checks[0]
    if len(checks) == 2:
        first, second = checks
        return lambda v: first(v) and second(v)
    return lambda v: all(check(v) for check in checks)


def _any_of(checks: list[Check]) -> Check:
    if len(checks) == 1:
        return checks[0]
    if len(checks) == 2:
        first, second = checks
        return lambda v: first(v) or second(v)
    return lambda v: any(check(v) for check in checks)


def _items(item: Check) -> Check:
    if item is _TYPES["string"]:
        return lambda v: not isinstance(v, list) or all(isinstance(x, str) for x in v)

    def check(v: object) -> bool:
        if isinstance(v, list):
            for x in v:
                if not item(x):
                    return False
        return True

    return check


def _object_check(node: dict, build: Callable[[object], Check]) -> Check:
    properties = {name: build(sub) for name, sub in node.get("properties", {}).items()}
    required = list(node.get("required", []))
    patterns = [(re.compile(pattern), build(sub)) for pattern, sub in node.get("patternProperties", {}).items()]
    additional = build(node.get("additionalProperties", True))
    names = build(node["propertyNames"]) if "propertyNames" in node else None

    def check(v: object) -> bool:
        if not isinstance(v, dict):
            return True
        if any(name not in v for name in required):
            return False
        for key, value in v.items():
            if names is not None and not names(key):
                return False
            known = properties.get(key)
            if known is not None and not known(value):
                return False
            matched = False
            for pattern, sub in patterns:
                if isinstance(key, str) and pattern.search(key):
                    matched = True
                    if not sub(value):
                        return False
            if known is None and not matched and not additional(value):
                return False
        return True

    return check


@cache
def _schema(game: str) -> dict:
    if game == "innovation":
        from ..innovation.state_model import InnovationState

        return InnovationState.model_json_schema()
    from ..lost_legacy.state_model import lost_legacy_state_schema

    return lost_legacy_state_schema()


@cache
def _validator(game: str):
    return jsonschema.Draft202012Validator(_schema(game))


@cache
def _fast(game: str) -> Check:
    return compile_schema(_schema(game))


def state_problem(game: str, state) -> str | None:
    """None when `state` follows the game's state schema, else where and what is wrong.

    >>> state_problem("innovation", {"players": [{"name": "A", "hand": "Tools"}]})
    'players.0.hand: "Tools" is not of type array'
    """
    if _fast(game)(state):
        return None
    error = next(iter(sorted(_validator(game).iter_errors(state), key=lambda e: list(e.absolute_path))), None)
    if error is None:
        return None
    where = ".".join(str(p) for p in error.absolute_path) or "(the state)"
    return f"{where}: {_in_json(error)}"


def _in_json(error) -> str:
    """A schema error told in JSON's notation, as the engine sent it (jsonschema's own message
    spells values the Python way: 'Tools', None, True)."""
    shown = json.dumps(error.instance, ensure_ascii=False, default=str)
    shown = shown if len(shown) <= 80 else shown[:77] + "..."
    expected = error.validator_value
    if error.validator == "type":
        return f"{shown} is not of type {' or '.join(expected) if isinstance(expected, list) else expected}"
    if error.validator == "required":
        missing = [key for key in expected if isinstance(error.instance, dict) and key not in error.instance]
        return f"lacks the field{'s' * (len(missing) > 1)} {', '.join(json.dumps(k) for k in missing)}"
    if error.validator in ("enum", "const"):
        allowed = expected if error.validator == "enum" else [expected]
        return f"{shown} is not one of {', '.join(json.dumps(v) for v in allowed)}"
    if error.validator == "additionalProperties" and isinstance(error.instance, dict):
        known = set(error.schema.get("properties") or {})
        extra = [key for key in error.instance if key not in known]
        return f"has fields the schema does not allow: {', '.join(json.dumps(k) for k in extra)}"
    return f"{shown}: does not follow the schema ({error.validator} {json.dumps(expected, default=str)})"
