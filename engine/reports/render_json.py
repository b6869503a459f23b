"""JSON renderings: the report models as they are, in field order (schemas/report-diff.schema.json).

    >>> from rulebook.reports.diff import diff_variants
    >>> import json
    >>> json.loads(diff_json(diff_variants("iello", "first-edition", features=[])))["report"]
    'diff'
"""

from __future__ import annotations

import json

from .model import DiffReport, MatrixReport


def to_json(report: DiffReport | MatrixReport) -> str:
    """Indented, key order fixed by the model, non-ASCII kept: the same report gives the same bytes."""
    return json.dumps(report.model_dump(mode="json"), indent=2, ensure_ascii=False) + "\n"


diff_json = matrix_json = to_json
