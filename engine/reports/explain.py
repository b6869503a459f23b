"""`rulebook explain KEY` and `rulebook show ID KEY`: one rule parameter, explained.

`explain` follows one parameter across every bundled variant of each game that has it: what it
means (the model's description), its type and default, the value each variant gives it with
the rule in plain English, where each value is stated, the disputes about it (the value chosen,
the alternatives and their sources, the reason) and the scenarios whose `@assumes:` tags depend
on it, each with its file and line. `show ID KEY` gives the same for one variant.

A KEY may name a parameter (`dogma.sharing_bonus`), a table (`victory.achievements`: every
parameter in it) or a key inside a parameter read as a whole (a special achievement's
condition field: the whole condition). Another name is an error with the nearest keys.

    >>> data = explain("dogma.reveal_counts_as_change", features=[])
    >>> values = {v["id"]: v["value"] for v in data["games"][0]["parameters"][0]["variants"]}
    >>> values["first-edition"], values["deluxe"]
    (False, True)
"""

from __future__ import annotations

import json
import re
import textwrap
import types
import typing
from pathlib import Path
from typing import Annotated, Literal, get_args, get_origin

import tomli_w
from pydantic import BaseModel
from pydantic.fields import FieldInfo
from pydantic_core import PydanticUndefined

from ..errors import UserError
from ..output import UNLIMITED_WIDTH, line_width
from ..suggest import closest
from ..variants import Resolved, bundled_paths, resolve
from ..variants.paths import match_path, parameter_paths
from ..variants.schema import MODELS
from ..variants.support import PLAYS
from .diff import Side
from .matrix import family_order
from .params import describe, ordered_union
from .templating import md_code, md_escape

FORMATS = ("text", "md", "json")


# -- what the model says about a parameter ------------------------------------------------------

def _unwrap(annotation) -> tuple[object, list]:
    """An annotation without Annotated[...] wrappers, and the constraints those carried."""
    constraints: list = []
    while get_origin(annotation) is Annotated:
        annotation, *extra = get_args(annotation)
        for item in extra:
            constraints.extend(getattr(item, "metadata", []) if isinstance(item, FieldInfo) else [item])
    return annotation, constraints


def _models_in(annotation) -> list[type[BaseModel]]:
    annotation, _ = _unwrap(annotation)
    if get_origin(annotation) in (typing.Union, types.UnionType):
        return [m for arg in get_args(annotation) for m in _models_in(arg)]
    return [annotation] if isinstance(annotation, type) and issubclass(annotation, BaseModel) else []


def field_of(model: type[BaseModel], path: str) -> FieldInfo | None:
    """The model field a dotted path ends at (None for an entry of a dict, which has no field
    of its own: its annotation is the dict's value type)."""
    annotation: object = model
    field: FieldInfo | None = None
    for part in path.split("."):
        models = _models_in(annotation)
        if models:
            found = next((f for m in models for n, f in m.model_fields.items() if (f.alias or n) == part), None)
            if found is None:
                return None
            field, annotation = found, found.annotation
            continue
        inner, _ = _unwrap(annotation)
        if get_origin(inner) in (typing.Union, types.UnionType):  # X | None
            inner = next(a for a in get_args(inner) if a is not type(None))
            inner, _ = _unwrap(inner)
        if get_origin(inner) is not dict:
            return None
        field, annotation = None, get_args(inner)[1]
    return field if field is not None else FieldInfo(annotation=annotation)  # type: ignore[arg-type]


def _bounds(constraints: list) -> str:
    low = next((getattr(c, "ge", None) for c in constraints if getattr(c, "ge", None) is not None), None)
    high = next((getattr(c, "le", None) for c in constraints if getattr(c, "le", None) is not None), None)
    if low is not None and high is not None:
        return f" from {low} to {high}"
    if low is not None:
        return f" of at least {low}"
    return f" of at most {high}" if high is not None else ""


def type_text(annotation, constraints: list | None = None) -> str:
    """A type annotation in words: 'integer from 1 to 20', "one of 'flat', 'multiplied'"..."""
    annotation, more = _unwrap(annotation)
    constraints = [*(constraints or []), *more]
    origin = get_origin(annotation)
    if origin in (typing.Union, types.UnionType):
        members = [a for a in get_args(annotation) if a is not type(None)]
        models = _models_in(annotation)
        if models and len(models) == len(members):
            kinds = [get_args(m.model_fields["kind"].annotation)[0] for m in models if "kind" in m.model_fields]
            return "table, one of the kinds " + ", ".join(f"'{k}'" for k in kinds) if kinds else "table"
        text = " or ".join(type_text(m, constraints) for m in members)
        return text + (", or absent" if len(members) < len(get_args(annotation)) else "")
    if origin is Literal:
        values = get_args(annotation)
        return f"always '{values[0]}'" if len(values) == 1 else "one of " + ", ".join(f"'{v}'" for v in values)
    if annotation is bool:
        return "true or false"
    if annotation is int:
        return "integer" + _bounds(constraints)
    if annotation is str:
        return "text"
    if origin is list:
        return f"list of {type_text(get_args(annotation)[0])}"
    if origin is dict:
        keys, value = get_args(annotation)
        named = "by " + ", ".join(f"'{k}'" for k in get_args(keys)) if get_origin(keys) is Literal else "by name"
        return f"table {named}, each {type_text(value)}"
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return "table"
    return str(annotation)


def default_of(field: FieldInfo):
    """(has a default, the default as JSON data)."""
    if field.default_factory is not None:
        value = field.default_factory()  # type: ignore[call-arg]
    elif field.default is PydanticUndefined:
        return False, None
    else:
        value = field.default
    return True, value.model_dump(mode="json") if isinstance(value, BaseModel) else value


# -- finding the parameters a key names ------------------------------------------------------------

def _every_key(game: str | None = None) -> list[str]:
    """Every key a user may name (of one game, or of every game): the models' parameters, tables
    included, and the keys the bundled variants have (special achievements by name)."""
    keys = {p for name, model in MODELS.items() if game in (None, name)
            for p in parameter_paths(model) if "*" not in p}
    for path in bundled_paths():
        resolved = resolve(path)
        if game in (None, resolved.variant.game):
            for key in Side.of(resolved).units:
                parts = key.split(".")
                keys.update(".".join(parts[:end]) for end in range(1, len(parts) + 1))
    return sorted(keys)


def unknown_key(key: str, where: str = "", game: str | None = None) -> UserError:
    near = closest(key, _every_key(game), n=2)
    hint = f"; did you mean {' or '.join(repr(n) for n in near)}?" if near else ""
    return UserError(f"unknown parameter '{key}'{where}{hint} (rulebook show ID --format md lists them all)")


def units_of(key: str, sides: list[Side]) -> list[str]:
    """The parameters (report units, in model order) that `key` names among these variants: the
    unit itself, every unit inside a table, or the unit a key inside it belongs to."""
    model = type(sides[0].variant)
    return [unit for unit in ordered_union(model, [s.units for s in sides])
            if unit == key or unit.startswith(key + ".") or key.startswith(unit + ".")]


def _games(key: str, game: str | None) -> list[str]:
    games = [g for g, model in MODELS.items() if (game is None or g == game) and
             (match_path(key, model) or any(p.startswith(key + ".") for p in parameter_paths(model)))]
    if not games:
        raise unknown_key(key, f" of {game}" if game else "", game)
    return games


# -- the explanation as data -------------------------------------------------------------------

def _dispute(dispute) -> dict:
    return {"key": dispute.key, "chosen": dispute.chosen, "reason": dispute.reason,
            "alternatives": [{"value": a.value, "source": a.source} for a in dispute.alternatives]}


def _variant_entry(side: Side, unit: str) -> dict:
    statement = side.statement(unit)
    return {"id": side.variant.id, "title": side.variant.title, "value": statement.value,
            "rule": statement.rule, "in_play": statement.in_play, "source": statement.source,
            "disputes": [_dispute(d) for d in statement.disputes]}


def _parameter(model: type[BaseModel], unit: str) -> dict:
    pattern = match_path(unit, model) or unit
    field = field_of(model, pattern)
    entry: dict = {"key": unit, "meaning": describe(model, unit)}
    if field is not None:
        entry["type"] = type_text(field.annotation, list(field.metadata))
        has_default, default = default_of(field)
        entry["default"] = default
        entry["has_default"] = has_default
        extra = field.json_schema_extra if isinstance(field.json_schema_extra, dict) else {}
        if PLAYS in extra:
            entry["reference_engine_plays"] = extra[PLAYS]
    return entry


def _scenarios(scenarios, game: str, unit: str, games_of: dict[str, str]) -> list[dict]:
    """The scenarios of `game` whose assumptions name the unit or a key inside it."""
    found = []
    for scenario in scenarios:
        if not any(games_of.get(v) == game for v in scenario.variants):
            continue
        tags = [a.tag() for a in scenario.assumes if a.key == unit or a.key.startswith(unit + ".")]
        if tags:
            found.append({"id": scenario.id, "file": _shown_path(scenario.file), "line": scenario.line,
                          "assumes": tags, "variants": list(scenario.variants)})
    return sorted(found, key=lambda s: (s["file"], s["line"]))


def _shown_path(path: Path) -> str:
    from ..compliance.running.catalog import FEATURES_DIR

    try:
        return Path(path).resolve().relative_to(FEATURES_DIR.resolve().parent).as_posix()
    except ValueError:
        return str(path)


def explain(key: str, game: str | None = None, features: list[Path] | None = None) -> dict:
    """Everything the project knows about a parameter, across the bundled variants of each game
    that has it. `features` are the feature files or folders searched for scenarios (default:
    the bundled ones; an empty list: none)."""
    games = _games(key, game)
    scenarios: list = []
    if features != []:
        from ..compliance.running.catalog import load_scenarios

        scenarios = load_scenarios(features)
    every = [Side.of(resolve(path)) for path in bundled_paths()]
    games_of = {side.variant.id: side.variant.game for side in every}
    out: dict = {"key": key, "games": []}
    for name in games:
        sides = family_order([s for s in every if s.variant.game == name])
        model = MODELS[name]
        units = units_of(key, sides)
        if not units:
            continue
        parameters = []
        for unit in units:
            entry = _parameter(model, unit)
            entry["variants"] = [_variant_entry(side, unit) for side in sides]
            entry["scenarios"] = _scenarios(scenarios, name, unit, games_of)
            parameters.append(entry)
        out["games"].append({"game": name, "parameters": parameters})
    if not out["games"]:  # a name under a table that no bundled variant fills (a made-up achievement)
        raise unknown_key(key, " in the bundled variants", game)
    return out


def explain_variant(ref: str | Path, key: str) -> dict:
    """The parameter `key` of one variant (a bundled id or a file): meaning, type, value, rule,
    source and disputes of each parameter it names."""
    resolved: Resolved = resolve(ref)
    side = Side.of(resolved)
    game = side.variant.game
    model = MODELS[game]
    if not (match_path(key, model) or any(p.startswith(key + ".") for p in parameter_paths(model))):
        raise unknown_key(key, f" of {game}", game)
    units = units_of(key, [side])
    if not units:
        raise unknown_key(key, f" in {side.variant.id}", game)
    parameters = []
    for unit in units:
        entry = _parameter(model, unit)
        entry.update({k: v for k, v in _variant_entry(side, unit).items() if k not in ("id", "title")})
        parameters.append(entry)
    return {"variant": side.variant.id, "title": side.variant.title, "game": game, "key": key,
            "parameters": parameters}


# -- rendering -------------------------------------------------------------------------------------

def value_text(value) -> str:
    """A value as a variant file writes it (JSON spelling); unset values say so."""
    return "(not set)" if value is None else json.dumps(value, ensure_ascii=False)


def _default_text(entry: dict) -> str:
    if not entry.get("has_default"):
        return "none (every variant states it)"
    return "absent (not set)" if entry["default"] is None else value_text(entry["default"])


def _default_markdown(entry: dict) -> str:
    """The default in Markdown: a value as code, the absence of one in words."""
    text = _default_text(entry)
    return md_code(text) if entry.get("has_default") and entry["default"] is not None else md_escape(text)


def _width() -> int:
    """The terminal's width (COLUMNS when set); off a terminal, no limit: lines are not wrapped."""
    width = line_width()
    return max(50, width - 1) if width is not None else UNLIMITED_WIDTH


class _Lines:
    """Text lines wrapped to the terminal, with a hanging indent."""

    def __init__(self) -> None:
        self.lines: list[str] = []
        self.width = _width()

    def add(self, text: str, indent: int = 0, hang: int = 0, lead: str = "") -> None:
        """`text` wrapped, its first line after `indent` spaces and `lead` (kept as it is), the
        others `hang` spaces further in."""
        self.lines += textwrap.wrap(" ".join(str(text).split()), width=self.width,
                                    initial_indent=" " * indent + lead, subsequent_indent=" " * (indent + hang),
                                    break_on_hyphens=False, break_long_words=False) or [""]

    def blank(self) -> None:
        self.lines.append("")

    def text(self) -> str:
        return "\n".join(self.lines).rstrip("\n") + "\n"


def _dispute_lines(out: _Lines, disputes: list[dict], indent: int) -> None:
    for dispute in disputes:
        others = "; ".join(f"{value_text(a['value'])} ({a['source']})" for a in dispute["alternatives"])
        out.add(f"dispute: chose {value_text(dispute['chosen'])} over {others}. {dispute['reason']}",
                indent, 2)


def _head_lines(out: _Lines, entry: dict) -> None:
    out.add(entry["key"])
    out.add(entry["meaning"] or "(no description)", 2, 0)
    if "type" in entry:
        out.add(f"type: {entry['type']}; default: {_default_text(entry)}", 2, 4)
    if "reference_engine_plays" in entry:
        out.add("the reference engine plays only: " + ", ".join(map(value_text, entry["reference_engine_plays"])),
                2, 4)


# Scenarios listed per parameter unless --all: the counts by tag tell the rest.
SHOWN_SCENARIOS = 8


def _groups(variants: list[dict]) -> list[list[dict]]:
    """The variants in order, those that give one value with the same rule, source and disputes
    together (the first of each group where it first appears)."""
    groups: dict[str, list[dict]] = {}
    for variant in variants:
        same = json.dumps([variant["value"], variant["rule"], variant["source"], variant["disputes"]],
                          sort_keys=True, default=str)
        groups.setdefault(same, []).append(variant)
    return list(groups.values())


def _scenario_lines(out: _Lines, scenarios: list[dict], every: bool, markdown: bool = False) -> None:
    by_tags: dict[str, int] = {}
    for scenario in scenarios:
        tags = " ".join(scenario["assumes"])
        by_tags[tags] = by_tags.get(tags, 0) + 1
    shown = scenarios if every else scenarios[:SHOWN_SCENARIOS]
    if len(shown) < len(scenarios) and len(by_tags) > 1:
        for tags, count in by_tags.items():
            out.add(f"{count} with {tags}", 4, 4)
    for scenario in shown:
        out.add(f"{scenario['id']}  {scenario['file']}:{scenario['line']}  {' '.join(scenario['assumes'])}", 4, 4)
    if len(shown) < len(scenarios):
        out.add(f"... and {len(scenarios) - len(shown)} more (--all lists every one; --format json gives them all)",
                4, 4)


def explain_text(data: dict, every: bool = False) -> str:
    """The text form: each parameter's meaning, type and default, the variants that give one value
    (with the same rule and source) together, and its scenarios: the first few and a count by
    tag, or (`every`) all of them."""
    out = _Lines()
    for game in data["games"]:
        out.add(f"{data['key']} in {game['game']}: {len(game['parameters'])} parameter"
                f"{'s' if len(game['parameters']) != 1 else ''}")
        out.blank()
        for entry in game["parameters"]:
            _head_lines(out, entry)
            out.blank()
            width = max(len(v["id"]) for v in entry["variants"]) + 2
            for group in _groups(entry["variants"]):
                variant = group[0]
                if len(group) == 1:
                    out.add(f"{value_text(variant['value'])}: {variant['rule']}", 2, width,
                            lead=variant["id"].ljust(width))
                else:
                    out.add(", ".join(v["id"] for v in group), 2, 2)
                    out.add(f"{value_text(variant['value'])}: {variant['rule']}", 2 + width, 0)
                out.add(f"source: {variant['source'] or '(none stated)'}", 2 + width, 8)
                _dispute_lines(out, variant["disputes"], 2 + width)
            out.blank()
            scenarios = entry["scenarios"]
            out.add(f"scenarios that assume it: {len(scenarios)}" + ("" if scenarios else " (none)"), 2)
            _scenario_lines(out, scenarios, every)
            out.blank()
    return out.text()


def explain_markdown(data: dict) -> str:
    lines = [f"# {md_escape(data['key'])}", ""]
    for game in data["games"]:
        for entry in game["parameters"]:
            lines += [f"## {md_escape(entry['key'])} ({md_escape(game['game'])})", "",
                      md_escape(entry["meaning"] or "(no description)"), ""]
            if "type" in entry:
                lines += [f"Type: {md_escape(entry['type'])}. Default: {_default_markdown(entry)}.", ""]
            if "reference_engine_plays" in entry:
                lines += ["The reference engine plays only: "
                          + ", ".join(md_code(value_text(v)) for v in entry["reference_engine_plays"]) + ".", ""]
            lines += ["| variant | value | rule | source |", "|---|---|---|---|"]
            for variant in entry["variants"]:
                lines.append(f"| {md_escape(variant['id'])} | {md_code(value_text(variant['value']), cell=True)} "
                             f"| {md_escape(variant['rule'])} | {md_escape(variant['source'] or '(none stated)')} |")
            lines.append("")
            disputes = [(v["id"], d) for v in entry["variants"] for d in v["disputes"]]
            if disputes:
                lines += ["Disputes:", ""]
                lines += [_dispute_markdown(variant_id, d) for variant_id, d in disputes]
                lines.append("")
            lines += [f"Scenarios that assume it: {len(entry['scenarios'])}.", ""]
            lines += [f"- `{s['id']}` ({md_escape(s['file'])}:{s['line']}): "
                      + ", ".join(md_code(t) for t in s["assumes"]) for s in entry["scenarios"]]
            if entry["scenarios"]:
                lines.append("")
    return "\n".join(lines).rstrip("\n") + "\n"


def _dispute_markdown(variant_id: str, dispute: dict) -> str:
    others = "; ".join(f"{md_code(value_text(a['value']))} ({md_escape(a['source'])})" for a in dispute["alternatives"])
    return (f"- {md_escape(variant_id)}: chose {md_code(value_text(dispute['chosen']))} over {others}. "
            f"{md_escape(dispute['reason'])}")


def to_json(data: dict) -> str:
    return json.dumps(data, indent=2, ensure_ascii=False) + "\n"


EXPLAIN_RENDERERS = {"text": explain_text, "md": explain_markdown, "json": to_json}


# -- show ID KEY -----------------------------------------------------------------------------------

def _comment(text: str) -> list[str]:
    return [f"# {line}" for line in textwrap.wrap(" ".join(text.split()), width=96, break_on_hyphens=False)] or ["#"]


_BARE_KEY = re.compile(r"^[A-Za-z0-9_-]+$")


def _toml_key(part: str) -> str:
    return part if _BARE_KEY.match(part) else json.dumps(part, ensure_ascii=False)


def toml_value(value) -> str:
    """A value in TOML on one line (tables inline), so that `a.b.c = value` lines never open a
    table twice."""
    if isinstance(value, dict):
        return "{ " + ", ".join(f"{_toml_key(k)} = {toml_value(v)}" for k, v in value.items()) + " }" \
            if value else "{}"
    if isinstance(value, list):
        return "[" + ", ".join(toml_value(v) for v in value) + "]"
    return tomli_w.dumps({"v": value}).strip()[len("v = "):]


def variant_key_toml(data: dict) -> str:
    """The key as a TOML fragment of the variant: each parameter's meaning, rule, source and
    disputes in comments, then its value (a valid piece of a variant file)."""
    out = [f"# {data['variant']}: {data['key']}"]
    for entry in data["parameters"]:
        out.append("")
        out += _comment(f"{entry['key']}: {entry['meaning']}")
        if "type" in entry:
            out += _comment(f"type: {entry['type']}; default: {_default_text(entry)}")
        out += _comment(f"rule: {entry['rule']}")
        out += _comment(f"source: {entry['source'] or '(none stated)'}")
        for dispute in entry["disputes"]:
            others = "; ".join(f"{value_text(a['value'])} ({a['source']})" for a in dispute["alternatives"])
            out += _comment(f"dispute: chose {value_text(dispute['chosen'])} over {others}. {dispute['reason']}")
        if entry["value"] is None:
            out.append(f"# {entry['key']} is not set")
            continue
        out.append(".".join(map(_toml_key, entry["key"].split("."))) + " = " + toml_value(entry["value"]))
    return "\n".join(out) + "\n"


def variant_key_markdown(data: dict) -> str:
    lines = [f"# {md_escape(data['variant'])}: {md_escape(data['key'])}", ""]
    for entry in data["parameters"]:
        lines += [f"## {md_escape(entry['key'])}", "", md_escape(entry["meaning"] or "(no description)"), ""]
        if "type" in entry:
            lines += [f"Type: {md_escape(entry['type'])}. Default: {_default_markdown(entry)}.", ""]
        lines += [f"Value: {md_code(value_text(entry['value']))}. {md_escape(entry['rule'])}", "",
                  f"Source: {md_escape(entry['source'] or '(none stated)')}", ""]
        if entry["disputes"]:
            lines += [_dispute_markdown(data["variant"], d) for d in entry["disputes"]] + [""]
    return "\n".join(lines).rstrip("\n") + "\n"


VARIANT_KEY_RENDERERS = {"toml": variant_key_toml, "json": to_json, "md": variant_key_markdown}


__all__ = ["EXPLAIN_RENDERERS", "FORMATS", "VARIANT_KEY_RENDERERS", "explain", "explain_variant", "type_text"]
