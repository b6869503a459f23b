"""`matrix`: every variant of a game side by side, differing cells marked, sources in a legend."""

from __future__ import annotations

import pytest

from rulebook.errors import UserError
from rulebook.reports import build_matrix
from rulebook.variants import bundled_paths

INNOVATION_ORDER = ["first-edition", "iello", "bga-first", "bga-first-teams", "bga-third", "bga-third-teams",
                    "deluxe", "deluxe-teams", "ultimate", "ultimate-unseen", "ultimate-echoes",
                    "ultimate-unseen-echoes", "ultimate-figures", "ultimate-echoes-figures"]


def rows(report) -> dict:
    return {row.key: row for area in report.areas for row in area.rows}


def test_every_bundled_variant_parents_first():
    report = build_matrix("innovation")
    assert [v.id for v in report.variants] == INNOVATION_ORDER
    assert len(INNOVATION_ORDER) == sum(p.parent.name == "innovation" for p in bundled_paths())


def test_differing_cells_are_marked():
    found = rows(build_matrix("innovation"))
    ages = found["ages.max"]
    assert ages.differs and [c.text for c in ages.cells] == ["10"] * 8 + ["11"] * 6
    assert [c.differs for c in ages.cells] == [False] * 8 + [True] * 6
    same = found["actions.per_turn"]
    assert not same.differs and not any(c.differs for c in same.cells)
    # The most common value (a draw, 8 of 14) is the usual one; the shared win differs.
    tie = found["victory.score_full_tie"]
    assert [c.differs for c in tie.cells] == [True] * 6 + [False] * 8


def test_a_rule_not_in_play_is_shown_apart_from_its_default():
    # an Echoes rule keeps its default where Echoes is not played, yet is no rule there
    variants = [v.id for v in build_matrix("innovation").variants]
    overflow = rows(build_matrix("innovation"))["echoes.forecast_overflow"]
    shown = dict(zip(variants, overflow.cells))
    assert overflow.differs and {v for v, c in shown.items() if c.in_play} == {"ultimate-echoes",
                                                                              "ultimate-unseen-echoes",
                                                                              "ultimate-echoes-figures"}
    assert shown["ultimate"].text == "(not in play)" and shown["ultimate"].value == shown["ultimate-echoes"].value
    assert shown["ultimate-echoes"].text == "stays-in-hand" and shown["ultimate-echoes"].differs
    # the terminology is read by no engine, yet it is each edition's words: never "not in play"
    assert all(c.in_play for c in rows(build_matrix("innovation"))["terminology.meld"].cells)


def test_sources_are_a_numbered_legend():
    report = build_matrix("innovation")
    numbers = [c.source for row in rows(report).values() for c in row.cells if c.source]
    assert sorted(set(numbers)) == list(range(1, len(report.sources) + 1))
    first = next(iter(rows(report).values())).cells[0]
    assert report.sources[first.source - 1].startswith("innovation-editions.md 1A")


def test_counts():
    report = build_matrix("innovation")
    assert report.rows == len(rows(report)) and report.differing == sum(r.differs for r in rows(report).values())
    assert [a.area for a in report.areas] == ["setup", "actions", "dogma", "splay", "achievements", "victory",
                                              "teams", "cards", "expansions", "terminology"]


def test_chosen_variants_and_user_files(house):
    report = build_matrix(refs=["deluxe", str(house)])
    assert [v.id for v in report.variants] == ["deluxe", "house"]
    assert report.differing == 1 and rows(report)["victory.score_full_tie"].differs


def test_lost_legacy():
    report = build_matrix("lost-legacy")
    assert [v.id for v in report.variants] == ["lost-legacy-starship", "lost-legacy-flying-garden",
                                               "lost-legacy-megamix"]
    assert rows(report)["players.max"].cells[2].text == "6"


@pytest.mark.parametrize("game, refs, message", [
    ("lost-legacy", ["deluxe"], "does not match"),
    (None, ["deluxe", "lost-legacy-starship"], "one game"),
])
def test_mixed_games_are_errors(game, refs, message):
    with pytest.raises(UserError, match=message):
        build_matrix(game, refs)
