"""The parameters a report compares, and the rule area each one belongs to.

A report compares *units*: leaf parameters of a variant, except that a special achievement's
condition and a Lost Legacy composition table are compared whole (their fields only mean
something together). Units are keyed by dotted path and ordered as the model declares them.

    >>> from rulebook.variants import load_variant
    >>> units = parameter_units(load_variant("deluxe"))
    >>> units["dogma.reveal_counts_as_change"], area_of("innovation", "splay.revealed.left")
    (True, 'splay')
"""

from __future__ import annotations

from functools import cache

from pydantic import BaseModel

from ..variants.paths import HEADER_KEYS, match_path, parameter_paths
from ..variants.schema import MODELS

# Patterns compared as one value: their inner fields are not separate rules.
UNIT_PATTERNS = ("special_achievements.conditions.*", "composition.speeds")

# Rule areas in report order, with their headings.
AREAS = {
    "setup": "Setup",
    "actions": "Actions",
    "dogma": "Dogma and sharing",
    "splay": "Splay",
    "achievements": "Achievements",
    "victory": "Victory and game end",
    "teams": "Teams",
    "cards": "Cards",
    "expansions": "Expansions (Figures, Echoes, Unseen)",
    "terminology": "Terminology",
}

# Longest matching prefix wins. The achieve action's costs sit with the achievements because
# that is where a reader looks for "what does a second age-2 achievement cost".
AREA_OF_PREFIX = {
    "innovation": {
        "players": "setup", "ages": "setup", "setup": "setup",
        "actions": "actions", "limits": "actions",
        "actions.achieve_score_per_age": "achievements", "actions.achieve_needs_top_card": "achievements",
        "actions.achievements_per_action": "achievements", "actions.repeat_achievement_cost": "achievements",
        "dogma": "dogma", "splay": "splay", "special_achievements": "achievements",
        "victory": "victory", "teams": "teams", "cards": "cards",
        # each expansion's own rules; its cards' readings stay with the cards
        "figures": "expansions", "echoes": "expansions", "unseen": "expansions", "limits.safe_and_forecast": "expansions",
        "terminology": "terminology",
    },
    "lost-legacy": {
        "players": "setup", "setup": "setup", "turn": "actions", "exchanges": "actions",
        "elimination": "victory", "investigation": "victory", "deck": "cards", "composition": "cards",
        "terminology": "terminology",
    },
}


def area_of(game: str, path: str) -> str:
    """The rule area of a parameter path (KeyError if the path's table has no area)."""
    parts = path.split(".")
    table = AREA_OF_PREFIX[game]
    for end in range(len(parts), 0, -1):
        found = table.get(".".join(parts[:end]))
        if found:
            return found
    raise KeyError(f"no rule area for '{path}' ({game})")


def unit_pattern(model: type[BaseModel], path: str) -> str:
    """The model pattern a unit path matches (e.g. 'special_achievements.conditions.*')."""
    pattern = match_path(path, model)
    if pattern is None:
        raise KeyError(f"'{path}' is not a parameter of {model.__name__}")
    return pattern


@cache
def unit_patterns(model: type[BaseModel]) -> tuple[str, ...]:
    """Every unit pattern of a model, in declaration order: what phrases must cover."""
    paths = list(parameter_paths(model))
    leaves = [p for p in paths if not any(q.startswith(p + ".") for q in paths)]
    out: list[str] = []
    for leaf in leaves:
        unit = next((u for u in UNIT_PATTERNS if leaf == u or leaf.startswith(u + ".")), leaf)
        if unit not in out:
            out.append(unit)
    return tuple(out)


def parameter_units(variant) -> dict[str, object]:
    """Unit path -> JSON value for one resolved variant (None where an optional key is unset)."""
    data = variant.model_dump(mode="json", by_alias=True)
    model = type(variant)
    out: dict[str, object] = {}
    _collect({k: v for k, v in data.items() if k not in HEADER_KEYS}, "", model, out)
    return out


def _collect(node: dict, prefix: str, model, out: dict) -> None:
    for key, value in node.items():
        path = f"{prefix}{key}"
        if isinstance(value, dict) and match_path(path, model) not in UNIT_PATTERNS:
            _collect(value, path + ".", model, out)  # an empty table holds no rule
        else:
            out[path] = value


def ordered_union(model: type[BaseModel], sides: list[dict[str, object]]) -> list[str]:
    """Every unit path of several variants, in model order, then in order of first appearance."""
    rank = {pattern: i for i, pattern in enumerate(parameter_paths(model))}
    seen: dict[str, int] = {}
    for units in sides:
        for path in units:
            seen.setdefault(path, len(seen))
    return sorted(seen, key=lambda p: (rank[unit_pattern(model, p)], seen[p]))


def model_of(game: str) -> type[BaseModel]:
    return MODELS[game]


def describe(model: type[BaseModel], path: str) -> str:
    """The model's one-line description of a parameter."""
    return parameter_paths(model).get(unit_pattern(model, path), "")
