"""Traceability of every rulebook index under features/: each indexed rule statement is covered
by at least one scenario, and every @rule: tag of a scenario names an indexed statement.

Generic over all `index.toml` files (one test per index), so a new rulebook's index is checked
as soon as it exists.
"""

from __future__ import annotations

import pytest

from rulebook.compliance.measuring.coverage import link, load_indexes
from rulebook.compliance.running.catalog import FEATURES_DIR, load_scenarios

INDEX_FILES = sorted(FEATURES_DIR.rglob("index.toml"))


@pytest.fixture(scope="module")
def linked():
    """(indexes, problems) with every statement's covering scenarios filled in."""
    indexes = load_indexes()
    problems = link(indexes, load_scenarios())
    return indexes, problems


def test_there_are_indexes():
    assert INDEX_FILES, f"no index.toml under {FEATURES_DIR}"
    assert FEATURES_DIR / "lost-legacy" / "index.toml" in INDEX_FILES


@pytest.mark.parametrize("path", INDEX_FILES, ids=[p.parent.relative_to(FEATURES_DIR).as_posix() for p in INDEX_FILES])
def test_every_statement_of_the_index_is_covered(linked, path):
    indexes, _ = linked
    index = next(i for i in indexes if i.path == path)
    assert index.statements, f"{path} lists no statement"
    for statement in index.statements:
        assert statement.section.strip() and statement.rule.strip(), f"{statement.id}: empty section or rule"
    uncovered = [f"{s.id} ({s.section}): {s.rule}" for s in index.statements if not s.scenarios]
    assert not uncovered, (f"{len(uncovered)} of {len(index.statements)} statements of {index.rulebook} have no "
                           "scenario:\n" + "\n".join(uncovered))


def test_every_rule_tag_names_an_indexed_statement(linked):
    _, problems = linked
    assert not problems, "\n".join(problems)
