"""Printing a resolved variant as TOML, JSON or Markdown, with descriptions, sources and disputes."""

from __future__ import annotations

import json

import tomli_w

from .loader import Resolved
from .paths import flatten, match_path, parameter_paths

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


def to_toml(resolved: Resolved) -> str:
    data = resolved_data(resolved)
    chain = " <- ".join(data.pop("resolved_from"))
    data.pop("extends", None)
    head = f"# {data['title']}\n# resolved from: {chain}\n"
    return head + tomli_w.dumps(data)


def to_json(resolved: Resolved) -> str:
    return json.dumps(resolved_data(resolved), indent=2, ensure_ascii=False) + "\n"


def _cell(value) -> str:
    text = json.dumps(value, ensure_ascii=False) if not isinstance(value, str) else value
    return text.replace("|", "\\|")


def to_markdown(resolved: Resolved) -> str:
    data = resolved_data(resolved)
    model = type(resolved.variant)
    described = parameter_paths(model)
    lines = [f"# {data['title']} (`{data['id']}`)", "",
             f"Game: {data['game']}. Resolved from: {' <- '.join(data['resolved_from'])}.", ""]
    for table, values in parameters(data).items():
        lines += [f"## {table}", "", "| parameter | value | meaning | source |", "|---|---|---|---|"]
        leaves = flatten(values, table + ".") if isinstance(values, dict) else {table: values}
        for path, value in leaves.items():
            meaning = described.get(match_path(path, model) or "", "")
            lines.append(f"| `{path}` | {_cell(value)} | {meaning} | {source_of(path, data['sources']) or ''} |")
        lines.append("")
    if data["disputes"]:
        lines += ["## disputes", ""]
        for dispute in data["disputes"]:
            lines.append(f"- `{dispute['key']}`: chosen {_cell(dispute['chosen'])}. {dispute['reason']}")
            for alt in dispute["alternatives"]:
                lines.append(f"  - alternative {_cell(alt['value'])}: {alt['source']}")
        lines.append("")
    return "\n".join(lines)


RENDERERS = {"toml": to_toml, "json": to_json, "md": to_markdown}
