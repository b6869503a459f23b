"""Markdown renderings of the diff and matrix reports (GitHub-flavoured: tables and footnotes).

    >>> from rulebook.reports.diff import diff_variants
    >>> diff_markdown(diff_variants("first-edition", "deluxe", features=[])).splitlines()[0]
    '# Rule differences: first-edition → deluxe'
"""

from __future__ import annotations

from .model import DiffReport, MatrixReport
from .templating import MARKDOWN, Footnotes


def _tidy(text: str) -> str:
    # Templates keep their blocks readable; collapse the blank runs that leaves behind.
    lines: list[str] = []
    blank = False
    for line in text.splitlines():
        if not line.strip():
            if not blank and lines:
                lines.append("")
            blank = True
            continue
        lines.append(line.rstrip())
        blank = False
    return "\n".join(lines).rstrip() + "\n"


def diff_markdown(report: DiffReport) -> str:
    """The diff report as Markdown, sources as footnotes."""
    return _tidy(MARKDOWN.get_template("diff.md.j2").render(r=report, notes=Footnotes()))


def matrix_markdown(report: MatrixReport) -> str:
    """The matrix as one Markdown table per rule area, with a numbered legend of sources."""
    return _tidy(MARKDOWN.get_template("matrix.md.j2").render(r=report))
