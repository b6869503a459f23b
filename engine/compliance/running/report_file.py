"""Reading back a report that `rulebook check --format json` wrote: one reader, so that every
command that takes a report (`--failed-from`, `--compare`, `site --results`) refuses the same
bad files with the same one-line message (file, and the entry at fault), and reads the same
good ones the same way.

    >>> import json, tempfile, pathlib
    >>> path = pathlib.Path(tempfile.mkdtemp()) / "r.json"
    >>> _ = path.write_text(json.dumps({"implementation": {"name": "mine", "version": "1"},
    ...     "results": [{"id": "draw[deluxe]", "scenario": "draw", "variant": "deluxe", "status": "passed"}]}))
    >>> read_report(path).label
    'mine 1'
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

from ...errors import UserError
from ...files import read_input
from .results import STATUSES

NOT_A_REPORT = "not a rulebook check JSON report"
LONGEST_NAME = 200  # characters of a run id, scenario id, variant or implementation name
LONGEST_TEXT = 4000  # characters of a message kept for a page (a report keeps more; a page need not)


@dataclass
class ReportFile:
    """A check report as read back: who was checked, and each run's result (a dict with the
    strings `id`, `scenario`, `variant` and `area`, and a `status`; `area`, `message`, `line` and `evidence`
    when the report has them, of the right type)."""

    path: Path
    name: str
    version: str | None
    results: list[dict] = field(default_factory=list)

    @property
    def label(self) -> str:
        return f"{self.name} {self.version}" if self.version else self.name

    def statuses(self) -> dict[str, str]:
        """Run id -> status."""
        return {result["id"]: result["status"] for result in self.results}


def _short(text: str, limit: int = 40) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _name(value: object, where: str, path: Path) -> str:
    if not isinstance(value, str) or not value.strip():
        raise UserError(f"{NOT_A_REPORT}: {where} must be a non-empty string", file=path)
    if len(value) > LONGEST_NAME:
        raise UserError(f"{NOT_A_REPORT}: {where} is {len(value):,} characters long, more than {LONGEST_NAME} "
                        f"(it begins {json.dumps(_short(value), ensure_ascii=False)})", file=path)
    return value


def read_report(path: Path) -> ReportFile:
    """The report at `path`, checked; anything else is a UserError naming the file and the entry."""
    text = read_input(path, "report")
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise UserError(f"{NOT_A_REPORT} (not JSON: {exc.msg})", file=path, line=exc.lineno) from None
    except (ValueError, RecursionError) as exc:
        reason = "nested too deeply" if isinstance(exc, RecursionError) else "a number out of range"
        raise UserError(f"{NOT_A_REPORT} ({reason})", file=path) from None
    results = data.get("results") if isinstance(data, dict) else None
    if not isinstance(results, list):
        raise UserError(f"{NOT_A_REPORT} (no 'results' list)", file=path)
    given = data.get("implementation")
    identity: dict = given if isinstance(given, dict) else {}
    name = _name(identity["name"], "implementation.name", path) if "name" in identity else path.stem[:LONGEST_NAME]
    version = identity.get("version")
    version = _name(str(version), "implementation.version", path) if version not in (None, "") else None
    report = ReportFile(path, name, version)
    for index, result in enumerate(results):
        where = f"results[{index}]"
        if not isinstance(result, dict):
            raise UserError(f"{NOT_A_REPORT}: {where} is not an object", file=path)
        if result.get("status") not in STATUSES:
            raise UserError(f"{NOT_A_REPORT}: {where} needs a 'status' of {', '.join(STATUSES)}", file=path)
        kept = {"status": result["status"], "id": _name(result.get("id"), f"{where}.id", path)}
        # older reports and hand-written lists may name the run only: `scenario[variant]`
        scenario, _, variant = kept["id"].partition("[")
        for key, implied in (("scenario", scenario), ("variant", variant.removesuffix("]"))):
            kept[key] = _name(result.get(key, implied or kept["id"]), f"{where}.{key}", path)
        area, message, line = result.get("area"), result.get("message"), result.get("line")
        kept["area"] = _name(area, f"{where}.area", path) if area is not None else ""
        if message is not None and not isinstance(message, str):
            raise UserError(f"{NOT_A_REPORT}: {where}.message must be a string", file=path)
        kept["message"] = _short(message or "", LONGEST_TEXT)
        if line is not None and (not isinstance(line, int) or isinstance(line, bool) or line < 1):
            raise UserError(f"{NOT_A_REPORT}: {where}.line must be a line number", file=path)
        kept["line"] = line
        if isinstance(result.get("evidence"), dict):
            kept["evidence"] = result["evidence"]
        report.results.append(kept)
    return report
