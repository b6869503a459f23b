"""Every citation resolves: each file, reference-table part, abbreviation and capitalised word
that a variant's `[sources]`, a dispute's alternatives or a feature file's header cites is
listed in docs/sources.md."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SOURCES_MD = ROOT / "docs" / "sources.md"

CITED_FILE = re.compile(r"[\w./-]*[\w-]\.(?:txt|md|json)\b")
# A part of a reference table: "innovation-editions.md 1F", "innovation-editions.md 4.9", "lost-legacy.md 3A"
CITED_PART = re.compile(r"\b([\w-]+\.md),? (?:source )?(\d(?:\.\d+|[A-Z])?)\b")
# An abbreviation (R3E, BGA4, BGAold, DH) or a word a rulebook prints in capitals (PIOCHER)
CAPITALS = re.compile(r"\b[A-Z][A-Z0-9]+[a-z]*\b")


def listed(text: str) -> tuple[set[str], dict[str, set[str]]]:
    """What docs/sources.md lists: the names in the first column of its tables (files,
    abbreviations, words), and for each reference table the parts in its third column."""
    names: set[str] = set()
    parts: dict[str, set[str]] = {}
    for line in text.splitlines():
        if not line.startswith("| ") or line.startswith("|---"):
            continue
        cells = [c.strip() for c in line.strip().strip("|").split(" | ")]
        first = re.findall(r"`([^`]+)`", cells[0])
        names.update(first)
        if len(cells) >= 3 and first and first[0].endswith(".md"):
            parts[first[0]] = set(re.findall(r"`([^`]+)`", cells[2]))
    return names, parts


def feature_header(path: Path) -> str:
    """The comment a feature file starts with, its lines joined (a word broken after a hyphen at
    the end of a line is joined back)."""
    text = ""
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.startswith("#"):
            if line.strip():
                break
            continue
        part = line[1:].strip()
        text += part if text.endswith("-") else " " + part
    return text


def citations() -> list[tuple[str, str]]:
    """(where, citation) for every source a variant or feature file cites."""
    found = []
    for path in sorted((ROOT / "variants").glob("*/*.toml")):
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        found += [(f"{path.name} [sources] {key}", value) for key, value in data.get("sources", {}).items()]
        for dispute in data.get("disputes", []):
            found += [(f"{path.name} dispute {dispute['key']}", alt["source"])
                      for alt in dispute.get("alternatives", [])]
    for path in sorted((ROOT / "features").rglob("*.feature")):
        found.append((str(path.relative_to(ROOT)), feature_header(path)))
    for path in sorted((ROOT / "features").rglob("index.toml")):
        rulebook = tomllib.loads(path.read_text(encoding="utf-8")).get("rulebook")
        if rulebook:
            found.append((str(path.relative_to(ROOT)), rulebook))
    return found


def unresolved(citation: str, names: set[str], parts: dict[str, set[str]]) -> list[str]:
    """What one citation names that docs/sources.md does not list."""
    basenames = {Path(n).name for n in names}
    problems = [f"file '{f}'" for f in CITED_FILE.findall(citation) if f not in names and f not in basenames]
    problems += [f"part {part} of {table}" for table, part in CITED_PART.findall(citation)
                 if table in parts and part not in parts[table]]
    problems += [f"'{word}'" for word in CAPITALS.findall(citation) if word not in names]
    return problems


def test_sources_md_lists_the_rulebooks_tables_and_abbreviations():
    names, parts = listed(SOURCES_MD.read_text(encoding="utf-8"))
    assert {"innovation-deluxe.pt.txt", "innovation-iello.ko.txt", "innovation-ultimate.es.txt",
            "innovation-bga-gamehelp.fr.txt", "lost-legacy.es.txt", "innovation-editions.md", "lost-legacy.md",
            "R3E", "BGA4", "BGAold", "DH", "YUC", "INFOG", "TTG", "WING", "BK"} <= names
    assert {"0", "1A", "1F", "1I", "4.9"} <= parts["innovation-editions.md"]
    assert parts["lost-legacy.md"] == {"3A"}


def test_every_citation_resolves():
    names, parts = listed(SOURCES_MD.read_text(encoding="utf-8"))
    found = citations()
    # every variant's sources and every feature file's header were read
    assert {where.split()[0] for where, _ in found} >= {p.name for p in (ROOT / "variants").glob("*/*.toml")}
    assert all(text.strip() for where, text in found if where.endswith(".feature"))
    problems = [f"{where}: {problem} (in: {citation[:120]})"
                for where, citation in found for problem in unresolved(citation, names, parts)]
    assert problems == []


@pytest.mark.parametrize("citation, problems", [
    ("innovation-deluxe.pt.txt, Preparação 6", []),
    ("innovation-editions.md 1F (R3E: a draw; BGA4 notifyEndOfGameByAchievements)", []),
    ("innovation-editions.md 9Z (R3E)", ["part 9Z of innovation-editions.md"]),
    ("innovation-editions.md 1A (XYZ: a source nobody lists)", ["'XYZ'"]),
    ("innovation-klingon.tlh.txt, Section 1", ["file 'innovation-klingon.tlh.txt'"]),
    ("lost-legacy.json (nine cards unknown)", []),
])
def test_an_unlisted_citation_is_found(citation, problems):
    names, parts = listed(SOURCES_MD.read_text(encoding="utf-8"))
    assert unresolved(citation, names, parts) == problems


def test_a_word_broken_at_a_line_end_is_joined(tmp_path):
    path = tmp_path / "x.feature"
    path.write_text("# Transcribes innovation-\n# editions.md 1B and\n#   R3E.\nFeature: x\n", encoding="utf-8")
    assert feature_header(path) == " Transcribes innovation-editions.md 1B and R3E."
