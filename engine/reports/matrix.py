"""`rulebook matrix`: every variant of a game side by side, one row per parameter.

    >>> report = build_matrix("lost-legacy")
    >>> [v.id for v in report.variants]
    ['lost-legacy-starship', 'lost-legacy-flying-garden', 'lost-legacy-megamix']
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Literal, cast

from ..errors import UserError
from ..variants import bundled_paths, resolve
from ..variants.render import source_of
from ..variants.schema import MODELS
from .diff import Side
from .model import MatrixArea, MatrixCell, MatrixReport, MatrixRow
from .params import AREAS, area_of, describe, ordered_union
from .values import short

NOT_IN_PLAY = "(not in play)"


def family_order(sides: list[Side]) -> list[Side]:
    """Parents before the variants that extend them, so each family reads left to right.

    Siblings go smallest family first, then by id: a lone variant (iello) sits next to its
    parent rather than after a whole family of descendants.
    """
    by_id = {s.variant.id: s for s in sides}
    children: dict[str | None, list[Side]] = {}
    for side in sides:
        parent = side.variant.extends if side.variant.extends in by_id else None
        children.setdefault(parent, []).append(side)

    def size(side: Side) -> int:
        return sum(1 + size(c) for c in children.get(side.variant.id, []))

    ordered: list[Side] = []

    def visit(parent: str | None) -> None:
        for side in sorted(children.get(parent, []), key=lambda s: (size(s), s.variant.id)):
            ordered.append(side)
            visit(side.variant.id)

    visit(None)
    return ordered


def _usual(values: list) -> object:
    """The row's most common value; on a tie, the one that appears first (the oldest edition)."""
    counts = Counter(repr(v) for v in values)
    best = max(counts.values())
    return next(v for v in values if counts[repr(v)] == best)


def _columns(game: str | None, refs: list[str | Path] | None) -> tuple[str, list[Side]]:
    """The game and its variants: those named, in the order given, or every bundled one."""
    if not refs:
        game = game or "innovation"
        if game not in MODELS:
            raise UserError(f"unknown game '{game}' (known: {', '.join(MODELS)})")
        every = [Side.of(resolve(p)) for p in bundled_paths()]
        return game, family_order([s for s in every if s.variant.game == game])
    sides = [Side.of(resolve(r if isinstance(r, Path) else str(r))) for r in refs]
    named = ", ".join(f"'{s.variant.id}' ({s.variant.game})" for s in sides)
    games = sorted({s.variant.game for s in sides})
    if len(games) > 1:
        raise UserError(f"a matrix compares variants of one game, not {named}")
    if game and games != [game]:
        raise UserError(f"--game {game} does not match the variants given: {named}")
    return games[0], sides


def build_matrix(game: str | None = None, refs: list[str | Path] | None = None) -> MatrixReport:
    """The matrix of the given variants (ids or files), or of every bundled variant of `game`."""
    game, sides = _columns(game, refs)
    model = MODELS[game]
    areas: dict[str, list[tuple[str, list]]] = {area: [] for area in AREAS}
    for key in ordered_union(model, [s.units for s in sides]):
        areas[area_of(game, key)].append((key, [(s.units.get(key), s.dormant(key) is None) for s in sides]))
    # Sources are numbered in reading order: area by area, row by row, left to right.
    sources: dict[str, int] = {}
    out: list[MatrixArea] = []
    for area, keyed in areas.items():
        rows = []
        for key, values in keyed:
            # a value not in play (an Echoes rule without Echoes) is shown apart from its default
            usual = _usual(values)
            cells = []
            for side, (value, in_play) in zip(sides, values):
                source = source_of(key, side.sources)
                number = sources.setdefault(source, len(sources) + 1) if source else None
                cells.append(MatrixCell(value=value, text=short(value) if in_play else NOT_IN_PLAY, source=number,
                                        differs=(value, in_play) != usual, in_play=in_play))
            rows.append(MatrixRow(key=key, description=describe(model, key),
                                  differs=any(c.differs for c in cells), cells=cells))
        if rows:
            out.append(MatrixArea(area=area, title=AREAS[area], rows=rows))
    every = [row for area in out for row in area.rows]
    # _columns gives a key of MODELS (checked, or a resolved variant's game): one of the two games.
    known_game = cast(Literal["innovation", "lost-legacy"], game)
    return MatrixReport(report="matrix", game=known_game, variants=[s.info() for s in sides], areas=out,
                        sources=list(sources), rows=len(every), differing=sum(r.differs for r in every))
