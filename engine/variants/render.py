"""Printing a resolved variant as TOML, JSON or Markdown, with descriptions, sources and disputes.

A Lost Legacy variant also shows what the card data says about its deck: the cards whose data
rests on one source (card disputes: the engine plays the statement shown, never a guess), and,
for an incomplete deck, exactly what is missing. These facts come from the card data at the
time of showing, not from the variant file: the caller hands them in (`facts`, from
rulebook.lost_legacy.card_facts; this layer sits below the engines and asks none of them), and
they are printed beside the variant rather than in it: TOML comments (a shown TOML stays a valid variant file, and showing it again gives
the same text), the output-only JSON keys `card_disputes` and `deck_gaps` (which a variant
object given back to the loader may carry: it drops them), and Markdown sections.

Text from a variant file is escaped where it is printed: in a TOML comment it is kept on one
line (a line break would end the comment and add keys to the variant shown), and in Markdown
it cannot open code spans, links, HTML or table cells, or start a heading or a list item.
"""

from __future__ import annotations

import collections
import functools
import json
import re
import textwrap
import typing

import tomli_w

from .assign import slots
from .loader import Resolved
from .paths import flatten, lookup, match_path, parameter_paths

HEADER = ("id", "game", "title", "extends")


def resolved_data(resolved: Resolved) -> dict:
    """The resolved variant as plain data: header, parameters, sources, disputes."""
    dumped = resolved.variant.model_dump(mode="json", by_alias=True, exclude_none=True)
    dumped["extends"] = resolved.variant.extends
    dumped = {k: v for k, v in dumped.items() if v is not None}
    ordered = {k: dumped[k] for k in HEADER if k in dumped}
    ordered["resolved_from"] = [p.stem for p in resolved.chain]
    ordered.update({k: v for k, v in dumped.items() if k not in (*HEADER, "sources", "disputes")})
    ordered["sources"] = dumped.get("sources", {})
    ordered["disputes"] = dumped.get("disputes", [])
    return ordered


def parameters(data: dict) -> dict:
    """Just the rule parameters of `resolved_data` output."""
    return {k: v for k, v in data.items() if k not in (*HEADER, "resolved_from", "sources", "disputes")}


def source_of(path: str, sources: dict[str, str]) -> str | None:
    """The most specific source covering a parameter (its own, or its table's)."""
    parts = path.split(".")
    while parts:
        found = sources.get(".".join(parts))
        if found:
            return found
        parts.pop()
    return None


def _speed_text(dispute: dict) -> str:
    copies = dispute["copies"]
    return f"speed {dispute['speed']}, {copies} cop{'y' if copies == 1 else 'ies'}"


def _gap_lines(gaps: dict) -> list[str]:
    """What an incomplete deck lacks, as sentences."""
    lines = [f"This deck is incomplete: {gaps['known_cards']} of its {gaps['size']} cards are known, "
             f"{gaps['missing_cards']} are missing; it cannot be played or checked until the card data "
             "is completed."]
    for gap in gaps["sets"]:
        line = f"The {gap['name']} set ('{gap['set']}') is missing {gap['missing']}"
        if gap["known_without_speed"]:
            line += " Known by name only, with no speed or effect: " + ", ".join(gap["known_without_speed"]) + "."
        lines.append(line)
    return lines


def _dispute_lines(dispute: dict) -> tuple[str, list[str]]:
    """One card dispute: its heading (the card) and its sentences."""
    fields = dispute["fields"]
    which = " and ".join(fields) if fields else "data"
    verb = "rests" if len(fields) <= 1 else "rest"
    head = f"{dispute['card']} ({dispute['set']}; {_speed_text(dispute)})"
    lines = [f"Its {which} {verb} on one source; the engine plays the card data's statement: "
             f"{dispute['statement']}"]
    if dispute.get("note"):
        lines.append(f"Note: {dispute['note']}")
    if dispute.get("reading"):
        lines.append(f"Engine reading: {dispute['reading']}")
    return head, lines


def _one_line(text: str) -> str:
    """Text on one line: every run of whitespace or other non-printable characters becomes a
    space (TOML ends a comment at a line break and forbids control characters in it)."""
    return " ".join("".join(c if c.isprintable() else " " for c in text).split())


def _comment_item(text: str) -> str:
    """A bulleted TOML comment, wrapped."""
    wrapped = textwrap.wrap(" ".join(text.split()), width=96, initial_indent="  - ", subsequent_indent="    ")
    return "".join(f"# {line}\n" for line in wrapped)


def _comment_lines(lines: list[str]) -> str:
    wrapped = [w for line in lines
               for w in textwrap.wrap(" ".join(line.split()), width=96, initial_indent="    ",
                                      subsequent_indent="      ")]
    return "".join(f"# {line}\n" for line in wrapped)


def to_toml(resolved: Resolved, facts: dict | None = None) -> str:
    """The resolved variant as a TOML variant file, the card `facts` as comments."""
    data = resolved_data(resolved)
    chain = " <- ".join(data.pop("resolved_from"))
    data.pop("extends", None)
    head = f"# {_one_line(data['title'])}\n# resolved from: {_one_line(chain)}\n"
    facts = facts or {}
    if "deck_gaps" in facts:
        head += "#\n# Missing cards (from the card data, engine/data/cards/lost-legacy.json):\n"
        head += "".join(_comment_item(line) for line in _gap_lines(facts["deck_gaps"]))
    if facts.get("card_disputes"):
        head += ("#\n# Card disputes: the cards of this deck whose data rests on one source (from the card\n"
                 "# data; comments, so that this file stays a valid variant):\n")
        for dispute in facts["card_disputes"]:
            title, lines = _dispute_lines(dispute)
            head += _comment_item(title + ":") + _comment_lines(lines)
    if facts:
        head += "\n"
    return head + tomli_w.dumps(data)


def to_json(resolved: Resolved, facts: dict | None = None) -> str:
    """The resolved variant as JSON, with the card `facts` as output-only keys."""
    return json.dumps({**resolved_data(resolved), **(facts or {})}, indent=2, ensure_ascii=False) + "\n"


# Characters that can open markup mid-line; a value never starts a line (a heading or a list
# item), so '#', '-' and '>' need no escape, nor ']' once '[' is escaped.
_MARKDOWN_SPECIAL = re.compile(r"([\\`*_\[<|&~])")


def _text(value) -> str:
    """A value as inline Markdown text: one line, every character that could start markup
    (emphasis, a link, HTML, an entity, a code span, a table cell) backslash-escaped."""
    text = json.dumps(value, ensure_ascii=False) if not isinstance(value, str) else value
    return _MARKDOWN_SPECIAL.sub(r"\\\1", _one_line(text))


def _code(text: str, in_table: bool = False) -> str:
    """`text` as one code span: the fence is longer than any run of backticks inside it, and a
    pipe in a table cell is escaped (GitHub tables split cells at pipes even in code)."""
    text = _one_line(text)
    longest = max((len(run) for run in re.findall(r"`+", text)), default=0)
    fence = "`" * (longest + 1)
    pad = " " if text.startswith("`") or text.endswith("`") else ""
    if in_table:
        text = text.replace("|", "\\|")
    return f"{fence}{pad}{text}{pad}{fence}"


CONDITIONS = "special_achievements.conditions"


def _lower_first(text: str) -> str:
    """'Visible icons' -> 'visible icons' (an acronym such as 'BGA' stays)."""
    return text[:1].lower() + text[1:] if text[1:2].islower() else text


def _words(value) -> str:
    return ", ".join(map(str, value)) if isinstance(value, list) else str(value)


@functools.cache
def _shared_descriptions(model) -> frozenset[str]:
    """Descriptions that several parameters of the model carry (a table model used twice)."""
    counts = collections.Counter(parameter_paths(model).values())
    return frozenset(text for text, count in counts.items() if count > 1 and text)


def row_meaning(path: str, data: dict, model) -> str:
    """What one parameter row of `show --format md` means, in words of its own.

    A special achievement's condition is described by its kind (the kind row says what claims it,
    with this variant's numbers; each other row names the achievement); a dict entry has its own
    text (`entry_description`: 'splayed left', 'speed 6'); a field of a table model used in two
    places (the individual and the team achievement target) is prefixed with its table's label.
    """
    parts = path.split(".")
    found = slots(path, model)
    if path.startswith(CONDITIONS + ".") and len(parts) == 4:
        name, key = parts[2], parts[3]
        try:
            condition = lookup(data, f"{CONDITIONS}.{name}")
        except KeyError:
            condition = {}
        kind = condition.get("kind")
        mine = [s for s in found if s.owner is not None and "kind" in s.owner.model_fields
                and kind in typing.get_args(s.owner.model_fields["kind"].annotation)]
        if key == "kind" and mine:
            doc = " ".join((mine[0].owner.__doc__ or "").split())
            # The kind's sentence with this variant's numbers and icons in place of the key names.
            filled = re.sub(r"`(\w+)`", lambda m: _words(condition.get(m[1], m[1])), doc)
            return f"{name} is {_lower_first(filled)}"
        if mine:
            return f"{name}: {_lower_first(mine[0].meaning())}"
    if not found:
        return parameter_paths(model).get(match_path(path, model) or "", "")
    slot = found[0]
    text = slot.meaning()
    if slot.entry is None and text in _shared_descriptions(model) and len(parts) > 1:
        around = slots(".".join(parts[:-1]), model)
        label = around[0].meaning().split(":")[0].rstrip(".") if around else ""
        if label:
            return f"{label}: {_lower_first(text)}"
    return text


def to_markdown(resolved: Resolved, facts: dict | None = None) -> str:
    """The resolved variant as Markdown: a table per section, the card `facts` as sections."""
    data = resolved_data(resolved)
    model = type(resolved.variant)
    facts = facts or {}
    lines = [f"# {_text(data['title'])} ({_code(data['id'])})", "",
             f"Game: {data['game']}. Resolved from: {' <- '.join(map(_text, data['resolved_from']))}.", ""]
    if "deck_gaps" in facts:
        lines += ["## missing cards", "", *[f"- {_text(line)}" for line in _gap_lines(facts["deck_gaps"])], ""]
    for table, values in parameters(data).items():
        lines += [f"## {table}", "", "| parameter | value | meaning | source |", "|---|---|---|---|"]
        leaves = flatten(values, table + ".") if isinstance(values, dict) else {table: values}
        for path, value in leaves.items():
            meaning = row_meaning(path, data, model)
            lines.append(f"| {_code(path, in_table=True)} | {_text(value)} | {_text(meaning)} "
                         f"| {_text(source_of(path, data['sources']) or '')} |")
        lines.append("")
    card_disputes = facts.get("card_disputes", [])
    if data["disputes"] or card_disputes:
        lines += ["## disputes", ""]
        for dispute in data["disputes"]:
            lines.append(f"- {_code(dispute['key'])}: chosen {_text(dispute['chosen'])}. {_text(dispute['reason'])}")
            for alt in dispute["alternatives"]:
                lines.append(f"  - alternative {_text(alt['value'])}: {_text(alt['source'])}")
        for dispute in card_disputes:
            title, sentences = _dispute_lines(dispute)
            name = dispute["card"]
            lines.append(f"- card {_code(name)} {_text(title[len(name):])}: {_text(sentences[0])}")
            lines += [f"  - {_text(line)}" for line in sentences[1:]]
        lines.append("")
    return "\n".join(lines)


RENDERERS = {"toml": to_toml, "json": to_json, "md": to_markdown}
