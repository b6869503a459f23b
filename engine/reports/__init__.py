"""Rule-difference reports: `diff` (two variants) and `matrix` (every variant of a game).

Reports are computed as pydantic models (model.py), then rendered as Markdown, HTML or JSON.

    >>> from rulebook.reports import diff_variants, diff_markdown
    >>> text = diff_markdown(diff_variants("deluxe", "ultimate", features=[]))
    >>> "`splay.revealed.aslant`" in text
    True
"""

from __future__ import annotations

from .diff import diff_variants
from .matrix import build_matrix
from .model import DiffReport, MatrixReport, diff_report_schema, matrix_report_schema
from .render_html import diff_html, matrix_html
from .render_json import to_json
from .render_md import diff_markdown, matrix_markdown

__all__ = ["DiffReport", "MatrixReport", "build_matrix", "diff_html", "diff_markdown", "diff_report_schema",
           "diff_variants", "matrix_html", "matrix_markdown", "matrix_report_schema", "to_json"]
