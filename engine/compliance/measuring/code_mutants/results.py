"""A mutant's verdict, the reviewed and obvious equivalents applied to the verdicts, and the
table per area."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from .areas import ALL_AREAS
from .equivalents import Equivalent, code_occurrences
from .mutant import PROJECT_ROOT, Mutant


@dataclass
class Result:
    mutant: Mutant
    verdict: str   # caught | survived | timeout | invalid | equivalent
    scenario: str | None = None   # the run that caught it (scenario id[variant])
    failure: str | None = None    # the runner's failure kind (assertion, internal_error...)
    message: str = ""
    seconds: float = 0.0
    equivalent_reason: str | None = None
    warning: str | None = None

    def as_dict(self) -> dict:
        return {**self.mutant.as_dict(), "verdict": self.verdict, "scenario": self.scenario,
                "failure": self.failure, "message": self.message, "seconds": round(self.seconds, 2),
                "equivalent_reason": self.equivalent_reason, "warning": self.warning}



def classify(results: list[Result], equivalents: list[Equivalent], root: Path = PROJECT_ROOT) -> None:
    """Survivors that an obvious rule or a reviewed entry shows behaviour-preserving become
    'equivalent'; a caught mutant marked equivalent gets a warning (the mark is wrong). An
    entry whose code moved (edits above it) still applies where that code now is, when it
    occurs once in its file: a second occurrence could be other code that reads the same."""
    unique: dict[tuple[str, str], bool] = {}
    for reviewed in equivalents:
        if reviewed.code is not None and (reviewed.file, reviewed.code) not in unique:
            unique[reviewed.file, reviewed.code] = code_occurrences(root, reviewed.file, reviewed.code) == 1
    for result in results:
        mutant = result.mutant
        entry = next((e for e in equivalents if e.matches(mutant, unique.get((e.file, e.code or ""), False))),
                     None)
        reason = mutant.auto_equivalent or (entry.reason if entry else None)
        if reason is None:
            continue
        if result.verdict == "survived":
            result.verdict = "equivalent"
            result.equivalent_reason = reason if entry is None else f"reviewed: {reason}"
        elif result.verdict in ("caught", "timeout"):
            result.warning = f"marked equivalent ({reason}) but a scenario catches it"



def summarize(results: list[Result]) -> dict[str, dict]:
    """Per area (and 'total'): sampled, invalid, equivalent, caught (timeouts included),
    timeout, survived, and the share caught of the non-equivalent valid mutants."""
    table: dict[str, dict] = {}
    for area in [*ALL_AREAS, "total"]:
        rows = [r for r in results if area == "total" or r.mutant.area == area]
        if not rows:
            continue
        count = {v: sum(r.verdict == v for r in rows) for v in ("invalid", "equivalent", "caught", "timeout",
                                                                  "survived", "error")}
        judged = count["caught"] + count["timeout"] + count["survived"]
        table[area] = {"sampled": len(rows), "invalid": count["invalid"], "equivalent": count["equivalent"],
                       "caught": count["caught"] + count["timeout"], "timeout": count["timeout"],
                       "survived": count["survived"], "error": count["error"],
                       "share_caught": round((count["caught"] + count["timeout"]) / judged, 3) if judged else None}
    return table

