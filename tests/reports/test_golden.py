"""Golden files: each report, in each format, byte for byte.

The golden files live in tests/reports/golden/. After an intended change to a report, rewrite
them and review the diff before committing:

    RULEBOOK_UPDATE_GOLDEN=1 pytest tests/reports/test_golden.py
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from rulebook.reports import (
    build_matrix,
    diff_html,
    diff_markdown,
    diff_variants,
    matrix_html,
    matrix_markdown,
    to_json,
)

GOLDEN = Path(__file__).parent / "golden"
UPDATE = os.environ.get("RULEBOOK_UPDATE_GOLDEN") == "1"
DIFFS = [("first-edition", "deluxe"), ("deluxe", "ultimate"), ("iello", "first-edition")]
FORMATS = {"md": (diff_markdown, matrix_markdown), "html": (diff_html, matrix_html), "json": (to_json, to_json)}


def check(name: str, text: str) -> None:
    path = GOLDEN / name
    if UPDATE:
        path.write_text(text, encoding="utf-8", newline="\n")
    assert path.is_file(), f"missing golden file {name}: run RULEBOOK_UPDATE_GOLDEN=1 pytest {__file__}"
    assert text == path.read_text(encoding="utf-8"), f"{name} changed: see the module docstring to update it"


@pytest.mark.parametrize("fmt", FORMATS)
@pytest.mark.parametrize("a, b", DIFFS, ids=[f"{a}-{b}" for a, b in DIFFS])
def test_diff(a, b, fmt, features):
    text = FORMATS[fmt][0](diff_variants(a, b, features=features))
    check(f"diff-{a}-{b}.{fmt}", text)
    assert FORMATS[fmt][0](diff_variants(a, b, features=features)) == text  # same inputs, same bytes


@pytest.mark.parametrize("fmt", FORMATS)
def test_matrix(fmt):
    check(f"matrix-innovation.{fmt}", FORMATS[fmt][1](build_matrix("innovation")))
