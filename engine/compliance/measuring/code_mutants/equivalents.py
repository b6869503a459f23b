"""Reviewed equivalent mutants: the entries of benchmarks/code_mutants_equivalent.toml, each a
survivor judged unable to change behaviour (with its reason), and the check that an entry's code
is still where it was reviewed."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from pathlib import Path

from .mutant import PROJECT_ROOT, Mutant

EQUIVALENTS_FILE = PROJECT_ROOT / "benchmarks" / "code_mutants_equivalent.toml"


@dataclass(frozen=True)
class Equivalent:
    mutant: str          # file:line:operator
    reason: str
    change: str | None = None   # narrows the entry to one change (e.g. "3 -> 4")
    code: str | None = None     # the original line, stripped: a stale entry no longer matches
    mutated: str | None = None  # narrows the entry to the change giving this line (stripped)

    def matches(self, mutant: Mutant, moved: bool = False) -> bool:
        """Whether this entry covers `mutant`. With `moved` (its `code` occurs once in the file
        now), an entry with `code` follows its line when edits above it moved it."""
        if mutant.key != self.mutant:
            file, _, operator = self.mutant.rsplit(":", 2)
            if not (moved and self.code is not None and mutant.file == file and mutant.operator == operator):
                return False
        return (self.change is None or self.change == mutant.change) \
            and (self.code is None or self.code == mutant.original) \
            and (self.mutated is None or self.mutated == mutant.mutated)

    @property
    def file(self) -> str:
        return self.mutant.rsplit(":", 2)[0]


def code_occurrences(root: Path, file: str, code: str) -> int:
    """How often `code` (source lines stripped and joined by a space, as Mutant.original)
    occurs in `file` under `root` now; 0 when the file is gone."""
    path = root / file
    if not path.is_file():
        return 0
    joined = " ".join(line.strip() for line in path.read_text(encoding="utf-8").splitlines())
    return joined.count(code)


def stale_equivalents(entries: list[Equivalent], root: Path = PROJECT_ROOT) -> list[Equivalent]:
    """Reviewed entries that no longer apply: their code is gone from their file (changed or
    removed), or it occurs there more than once and no longer on the entry's line (an entry
    follows only code that occurs once). Each needs a new review, or deleting."""
    stale = []
    for entry in entries:
        if entry.code is None:
            continue
        found = code_occurrences(root, entry.file, entry.code)
        if found == 0 or (found > 1 and not _code_on_line(root, entry)):
            stale.append(entry)
    return stale


def _code_on_line(root: Path, entry: Equivalent) -> bool:
    line = int(entry.mutant.rsplit(":", 2)[1])
    lines = (root / entry.file).read_text(encoding="utf-8").splitlines()[line - 1:]
    return " ".join(text.strip() for text in lines).startswith(entry.code or "")


def load_equivalents(path: Path = EQUIVALENTS_FILE) -> list[Equivalent]:
    if not path.is_file():
        return []
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    entries = []
    for raw in data.get("equivalent", []):
        if not raw.get("reason", "").strip():
            raise ValueError(f"{path}: the entry for {raw.get('mutant')} gives no reason")
        entries.append(Equivalent(raw["mutant"], raw["reason"], raw.get("change"), raw.get("code"),
                                  raw.get("mutated")))
    return entries

