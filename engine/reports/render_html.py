"""HTML renderings: one self-contained file each (inline CSS, no script, no network).

    >>> from rulebook.reports.diff import diff_variants
    >>> page = diff_html(diff_variants("deluxe", "ultimate", features=[]))
    >>> page.startswith("<!DOCTYPE html>"), "<script" in page, "http" in page.split("<body>")[0]
    (True, False, False)
"""

from __future__ import annotations

from .model import DiffReport, MatrixReport
from .templating import HTML, Footnotes


def _tidy(text: str) -> str:
    # Drop the blank lines template blocks leave; HTML does not need them.
    return "\n".join(line.rstrip() for line in text.splitlines() if line.strip()) + "\n"


def diff_html(report: DiffReport) -> str:
    """The diff report as a standalone HTML page, sources as numbered footnotes."""
    return _tidy(HTML.get_template("diff.html.j2").render(r=report, notes=Footnotes()))


def matrix_html(report: MatrixReport) -> str:
    """The matrix as a standalone HTML page with a sticky header row and a legend of sources."""
    return _tidy(HTML.get_template("matrix.html.j2").render(r=report))
