"""Chosen mutants rather than a sample: every candidate mutant of named files, lines and operators.

A sample gives the fair figure of an area; a targeted sweep runs one class of mutants whole
(say every `True`/`False` flip on the lines of a folder that read `written=False`), so that its
survivors are all found at once instead of one seed at a time. Its share caught says how many
of the chosen mutants the scenarios catch, nothing about the area as a whole.

A place is `PATH` (a file, or a folder: every file of it the measure mutates), `PATH:LINE`
(the mutants whose change starts on that line) or an area's name (every candidate the area's
sample is drawn from, the functions it borrows from rules-core files included). A file's
mutants carry the file's own area (`area_of`), an area's its own name, so they run the
scenarios of the variants that area concerns.

    >>> parse_place("engine/innovation/sets/echoes/age09.py:58")
    Place(path='engine/innovation/sets/echoes/age09.py', line=58)
    >>> parse_place("engine/innovation/sets/echoes")
    Place(path='engine/innovation/sets/echoes', line=None)
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from ....errors import UserError
from .areas import ALL_AREAS, area_of, candidates
from .finder import mutants_in_source
from .mutant import OPERATORS, PROJECT_ROOT, Mutant


@dataclass(frozen=True)
class Place:
    path: str              # relative to the project root, forward slashes
    line: int | None = None


def parse_place(text: str) -> Place:
    """`PATH` or `PATH:LINE`; a line that is not a positive whole number is an error."""
    path, colon, line = text.strip().rpartition(":")
    if not colon:
        return Place(text.strip().rstrip("/"))
    if not line.isdigit() or int(line) < 1:
        raise UserError(f"--where {text}: the part after the last ':' must be a line number (1 or more), "
                        f"not '{line}'" if line else f"--where {text}: a line number must follow the ':'")
    return Place(path.rstrip("/"), int(line))


def _files_of(place: Place, root: Path) -> list[str]:
    """The mutated files a place names; an error when it names none."""
    target = root / place.path
    if target.is_dir():
        if place.line is not None:
            raise UserError(f"--where {place.path}:{place.line}: a line number needs a file, and "
                            f"{place.path} is a folder")
        files = sorted(p.relative_to(root).as_posix() for p in target.rglob("*.py"))
        files = [f for f in files if area_of(f) is not None]
        if not files:
            raise UserError(f"--where {place.path}: the folder holds no file the measure mutates "
                            "(the areas' files: see --help)")
        return files
    if not target.is_file():
        raise UserError(f"--where {place.path}: no such file or folder under {root}")
    if area_of(place.path) is None:
        raise UserError(f"--where {place.path}: not a file the measure mutates (the areas' files: see --help)")
    return [place.path]


def chosen(places: Iterable[str], operators: Iterable[str] = (), containing: Iterable[str] = (),
           root: Path = PROJECT_ROOT) -> list[Mutant]:
    """Every candidate mutant at the places, of the operators named (none: every operator),
    whose original code holds one of the `containing` texts (none: any code), in file and
    source order, each once. A place, operator or text that selects nothing is an error, so
    that a typing slip cannot pass for a sweep with no survivor."""
    operators, containing = tuple(operators), tuple(containing)
    unknown = [name for name in operators if name not in OPERATORS]
    if unknown:
        raise UserError(f"--operator {unknown[0]}: not an operator; the operators are {', '.join(OPERATORS)}")
    parsed = [parse_place(text) for text in places]
    if not parsed:
        raise UserError("a targeted sweep needs at least one --where PATH[:LINE]")
    by_file: dict[str, list[Mutant]] = {}
    picked: dict[str, Mutant] = {}
    for place in parsed:
        found: list[Mutant] = []
        if place.path in ALL_AREAS and place.line is None:
            found.extend(m for m in candidates(root, place.path)
                         if (not operators or m.operator in operators)
                         and (not containing or any(text in m.original for text in containing)))
        for file in [] if place.path in ALL_AREAS else _files_of(place, root):
            if file not in by_file:
                by_file[file] = mutants_in_source((root / file).read_text(encoding="utf-8"), file,
                                                  area_of(file) or "")
            found.extend(m for m in by_file[file]
                         if (place.line is None or m.line == place.line)
                         and (not operators or m.operator in operators)
                         and (not containing or any(text in m.original for text in containing)))
        if not found:
            where = place.path if place.line is None else f"{place.path}:{place.line}"
            asked = "".join([f" of operator {' or '.join(operators)}" if operators else "",
                             " on code holding " + " or ".join(f'"{t}"' for t in containing) if containing else ""])
            raise UserError(f"--where {where}: no candidate mutant there{asked}")
        for mutant in found:
            # the id with the replacement: a chained comparison's two flips share a node's id
            picked.setdefault(f"{mutant.id}:{mutant.replacement}", mutant)
    return sorted(picked.values(), key=lambda m: (m.file, m.start, m.end, OPERATORS.index(m.operator), m.change))
