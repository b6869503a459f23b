"""`--set KEY=VALUE` (rulebook new, rulebook check): one parameter and its value, read by its type.

VALUE is read as a TOML literal when it is one of the type the variant model gives KEY (a
number, true/false, a "quoted string", a [list], an {inline = "table"}); otherwise, when KEY
takes text (a string or one of a set of words), VALUE is taken as it is, so that
`--set victory.score_full_tie=shared` and `--set title=My house` need no inner quotes.

    >>> from rulebook.variants.innovation import InnovationVariant
    >>> parse_assignment("victory.score_full_tie=shared", InnovationVariant)
    ('victory.score_full_tie', 'shared')
    >>> parse_assignment("players.max=3", InnovationVariant)
    ('players.max', 3)
    >>> parse_assignment('terminology.age="era"', InnovationVariant)
    ('terminology.age', 'era')

A KEY that is not a parameter gets the nearest one ("did you mean"); a KEY that names a table,
or a key the table does not have, gets the list of the table's keys with their types and
meanings, so that the next attempt can be right.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from typing import Annotated, Any, Literal, get_args, get_origin

from pydantic import BaseModel
from pydantic.fields import FieldInfo

from ..errors import UserError
from ..text import printable
from .common import VariantHeader
from .paths import HEADER_KEYS, closest_path, union_members, unwrap

# What `--set` may name besides the rule parameters (only where the caller allows it).
TITLE = "title"
# Where the header keys are set instead (rulebook new).
HEADER_OPTIONS = {"id": "the ID argument of rulebook new", "title": "--title", "extends": "--from",
                  "game": "--game", "sources": "the variant file", "disputes": "the variant file"}


@dataclass(frozen=True)
class Slot:
    """What a dotted key names in a model: its type and the field that declares it."""

    annotation: Any
    field: FieldInfo | None
    entry: str | None = None  # the key of a dict entry (splay.revealed.left -> 'left')
    owner: type[BaseModel] | None = None  # the model that declares the field

    def meaning(self) -> str:
        """The field's description; for a dict entry, its own (the field's `entry_description`
        with the entry's key), else the dict's."""
        if self.field is None:
            return ""
        extra = self.field.json_schema_extra
        template = extra.get("entry_description") if isinstance(extra, dict) else None
        if self.entry is not None and isinstance(template, str):
            return template.format(key=self.entry)
        return self.field.description or ""


def _is_model(annotation) -> bool:
    return isinstance(annotation, type) and issubclass(annotation, BaseModel)


def _is_table(annotation) -> bool:
    return _is_model(annotation) or get_origin(annotation) is dict


def _fields(model: type[BaseModel], top: bool) -> dict[str, FieldInfo]:
    """A model's fields by the name a variant file uses (aliases: `return`)."""
    return {(info.alias or name): info for name, info in model.model_fields.items()
            if not (top and (info.alias or name) in HEADER_KEYS)}


def slots(path: str, model: type[BaseModel], allow_title: bool = False) -> list[Slot]:
    """What `path` names in `model` (several for a key of a union, e.g. a condition's `count`);
    empty when it names nothing."""
    if allow_title and path == TITLE:
        return [Slot(str, VariantHeader.model_fields[TITLE])]
    found = [Slot(model, None)]
    for depth, part in enumerate(path.split(".")):
        following = []
        for slot in found:
            for member in union_members(slot.annotation, optional=False):
                if _is_model(member):
                    info = _fields(member, depth == 0).get(part)
                    if info is not None:
                        following.append(Slot(info.annotation, info, owner=member))
                elif get_origin(member) is dict:
                    key_type, value_type = get_args(member)
                    if get_origin(key_type) is not Literal or part in get_args(key_type):
                        following.append(Slot(value_type, slot.field, part, slot.owner))
        found = following
    return found


def _bounds(slot: Slot) -> tuple[int | None, int | None]:
    """The least and greatest whole number a slot takes (from its field or its Annotated type)."""
    metadata = list(slot.field.metadata) if slot.field is not None and slot.entry is None else []
    if get_origin(slot.annotation) is Annotated:
        metadata += [m for info in get_args(slot.annotation)[1:] if isinstance(info, FieldInfo)
                     for m in info.metadata]
    low = next((m.ge for m in metadata if hasattr(m, "ge")), None)
    high = next((m.le for m in metadata if hasattr(m, "le")), None)
    return low, high


def type_words(annotation, slot: Slot | None = None) -> str:
    """The type of a parameter in words: 'a whole number (1 to 20)', "one of 'shared', 'draw'"."""
    words = []
    for member in union_members(annotation, optional=False):
        if member is bool:
            words.append("true or false")
        elif member is int:
            low, high = _bounds(slot) if slot is not None else (None, None)
            span = (f" ({low} to {high})" if low is not None and high is not None
                    else f" (at least {low})" if low is not None else "")
            words.append(f"a whole number{span}")
        elif member is str:
            words.append("text")
        elif get_origin(member) is Literal:
            words.append("one of " + ", ".join(repr(v) for v in get_args(member)))
        elif get_origin(member) is list:
            (item,) = get_args(member)
            words.append(f"a list of {_plural(type_words(item))}")
        elif _is_table(member):
            words.append("a table")
        else:
            words.append(getattr(member, "__name__", str(member)))
    unique = list(dict.fromkeys(words))
    return " or ".join(unique)


def _plural(words: str) -> str:
    """'a whole number' -> 'whole numbers', "one of 'a', 'b'" -> "'a', 'b'" (for list items)."""
    if words.startswith("one of "):
        return words[len("one of "):]
    if words == "text":
        return "texts"
    if words.startswith("a table"):
        return "tables"
    return words.removeprefix("a ").replace("whole number", "whole numbers", 1)


def _fits(annotation, value: object) -> bool:
    """Whether a TOML value has the type of `annotation` (bounds and words are the loader's to check)."""
    for member in union_members(annotation, optional=False):
        if member is bool and isinstance(value, bool):
            return True
        if member is int and isinstance(value, int) and not isinstance(value, bool):
            return True
        if (member is str or get_origin(member) is Literal) and isinstance(value, str):
            return True
        if get_origin(member) is list and isinstance(value, list):
            return True
        if _is_table(member) and isinstance(value, dict):
            return True
    return False


def _value_words(value: object) -> str:
    """A TOML value and its type in words, for 'takes X, not Y'."""
    if isinstance(value, bool):
        return f"the truth value {str(value).lower()}"
    if isinstance(value, (int, float)):
        return f"the number {value}"
    if isinstance(value, str):
        return f"the text {printable(value, 80)!r}"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "a table"
    return f"the {type(value).__name__} {printable(str(value), 80)}"


def _takes_text(annotation) -> bool:
    return any(m is str or get_origin(m) is Literal for m in union_members(annotation, optional=False))


def describe_keys(path: str, found: list[Slot]) -> list[str]:
    """One line per key of the table(s) `found` at `path`: 'KEY: TYPE. MEANING'."""
    lines: list[str] = []
    variants: list[tuple[str, list[str]]] = []  # a union of tables: its kind, then its own keys
    for slot in found:
        for member in union_members(slot.annotation, optional=False):
            if _is_model(member):
                own = _fields(member, not path)
                kind_field = own.get("kind")
                kinds = get_args(unwrap(kind_field.annotation)) if kind_field is not None else ()
                rows = [f"{path}.{key}: {type_words(info.annotation, Slot(info.annotation, info))}. "
                        f"{info.description or ''}".rstrip()
                        for key, info in own.items() if key != "kind" or not kinds]
                if kinds:
                    variants.append((kinds[0], rows))
                else:
                    lines += rows
            elif get_origin(member) is dict:
                key_type, value_type = get_args(member)
                names = get_args(key_type) if get_origin(key_type) is Literal else ("NAME",)
                for name in names:
                    entry = Slot(value_type, slot.field, name, slot.owner)
                    # a named entry has its own meaning; NAME (any key) the dict's
                    meaning = entry.meaning() if name != "NAME" else Slot(value_type, slot.field).meaning()
                    lines.append(f"{path}.{name}: {type_words(value_type, entry)}. {meaning}".rstrip())
    if variants:
        lines.append(f"{path}.kind: one of " + ", ".join(repr(k) for k, _ in variants)
                     + ". Which condition; the other keys depend on it:")
        for kind, rows in variants:
            lines.append(f"  with kind = {kind!r}:")
            lines += [f"    {row}" for row in rows]
    return lines


def _table_help(path: str, model: type[BaseModel]) -> list[str]:
    """The keys of the nearest table around `path` (the top level if none), a heading first."""
    parts = path.split(".")
    for end in range(len(parts) - 1, 0, -1):
        table = ".".join(parts[:end])
        found = [s for s in slots(table, model) if any(_is_table(m) for m in union_members(s.annotation, optional=False))]
        if found:
            return [f"the keys of '{table}':", *[f"  {line}" for line in describe_keys(table, found)]]
    return ["the tables of a variant:",
            *[f"  {key}: {info.description or ''}".rstrip() for key, info in _fields(model, True).items()]]


def parse_assignment(text: str, model: type[BaseModel] | None = None, *,
                     allow_title: bool = False) -> tuple[str, object]:
    """'KEY=VALUE' -> (KEY, value). Without a model VALUE must be a TOML literal; with one it is
    read by KEY's type (see the module's docstring), and a KEY the model lacks, or a table given
    a value that is not a table, is a UserError listing the keys that exist there."""
    key, sep, raw = text.partition("=")
    key, raw = key.strip(), raw.strip()
    shown = printable(text, 200)
    if not sep or not key:
        raise UserError(f"--set '{shown}': expected key=value, e.g. victory.score_full_tie=draw")
    try:
        value: object = tomllib.loads(f"value = {raw}")["value"]
        literal = True
    except tomllib.TOMLDecodeError:
        value, literal = raw, False
    if model is None:
        if not literal:
            raise UserError(f"--set '{shown}': the value {raw!r} is not a TOML literal "
                            f"(quote strings: {key}=\"{raw}\")", key=key)
        return key, value
    if key in HEADER_KEYS and not (allow_title and key == TITLE):
        raise UserError(f"--set '{shown}': '{key}' is part of the variant's header, not a rule parameter "
                        f"(set it with {HEADER_OPTIONS.get(key, 'the variant file')})")
    found = slots(key, model, allow_title)
    if not found:
        hint = closest_path(key, model)
        if hint is not None and key.startswith(f"{hint}."):
            hint = None  # the table around the key is no guess at the key
        lines = [f"--set '{shown}': unknown key '{printable(key, 120)}'"
                 + (f"; did you mean '{hint}'?" if hint else "")]
        if "." in key:
            lines += _table_help(key, model)
        raise UserError("\n".join(lines))
    annotations = [s.annotation for s in found]
    if literal and any(_fits(a, value) for a in annotations):
        return key, value
    if any(_takes_text(a) for a in annotations):
        # Not a TOML literal of the key's type, but the key takes text: the words as typed.
        return key, raw
    if all(_is_table(m) for a in annotations for m in union_members(a, optional=False)):
        raise UserError("\n".join([f"--set '{shown}': '{key}' is a table, not a single value; set one of "
                                   "its keys (KEY.SUBKEY=VALUE):", *[f"  {line}" for line in describe_keys(key, found)]]))
    wanted = " or ".join(dict.fromkeys(type_words(s.annotation, s) for s in found))
    given = _value_words(value) if literal else repr(raw)
    lists = any(get_origin(m) is list for a in annotations for m in union_members(a, optional=False))
    example = f" (a TOML list: {key}=[\"...\", \"...\"])" if lists else ""
    raise UserError(f"--set '{shown}': '{key}' takes {wanted}, not {given}{example}")




def apply_assignment(data: dict, key: str, value: object) -> None:
    """Set `key` to `value` in nested `data`, making the tables on the way; a table given as a
    value merges into the table there (as a child file's table merges into its parent's)."""
    from .loader import deep_merge

    *tables, leaf = key.split(".")
    node = data
    for table in tables:
        node = node.setdefault(table, {})
        if not isinstance(node, dict):
            raise UserError(f"--set {key}: '{table}' is not a table in this variant")
    old = node.get(leaf)
    node[leaf] = deep_merge(old, value) if isinstance(old, dict) and isinstance(value, dict) else value


__all__ = ["Slot", "apply_assignment", "describe_keys", "parse_assignment", "slots", "type_words"]
