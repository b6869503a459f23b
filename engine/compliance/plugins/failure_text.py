"""What both pytest plugins show of a failed run, in `rulebook check`'s words: the failure's text
(`check`'s lines under a failure) and the likely cause of a session's failures."""

from __future__ import annotations

from pathlib import Path

EXCHANGE_HINT = "-vv prints them"  # where the whole exchange is, in pytest's words
# on a call's report: the run's result as `check` reports it (a failed run's with its evidence),
# what the summary's likely cause is drawn from; an attribute of the report, so that pytest-xdist
# carries it to the controller and --junitxml leaves it out
RESULT = "rulebook_result"


def passed_result(result: dict) -> dict:
    """The little of a passed run's result the likely cause reads."""
    return {key: result[key] for key in ("id", "scenario", "variant", "status")}


def failure_text(result: dict, shown_file: str, verbosity: int) -> str:
    """`file:line: message`, then what `check` prints under a failure (`failure_lines`), the file
    as the user can open it; at -vv the whole exchange, as `check --trace`; the engine's own
    account of an internal error (its traceback, say) last."""
    from ..running.evidence import failure_lines

    shown = {**result, "file": shown_file}
    lines = [f"{shown_file}:{result['line']}: {result['message']}",
             *failure_lines(shown, trace=verbosity >= 2, exchange_hint=EXCHANGE_HINT)]
    if result.get("detail"):
        lines.append(str(result["detail"]).rstrip())
    return "\n".join(lines)


def cause_lines(results: list[dict]) -> list[str]:
    """The likely cause of the failures among `results` (nothing when none failed), as `check`
    prints it above its failures: the same measure, over the runs the session played."""
    if not any(result.get("status") == "failed" for result in results):
        return []
    from ...variants import bundled_paths
    from ..measuring.causes import cause_lines as lines_of
    from ..measuring.causes import likely_causes
    from ..measuring.derive import ledger_path, read_flips
    from ..running.catalog import FEATURES_DIR, parse_feature

    files = sorted({result["file"] for result in results if result.get("status") == "failed"})
    known = {path.stem for path in bundled_paths()}
    scenarios = {scenario.id: scenario for file in files for scenario in parse_feature(Path(file), known)}
    ordered = sorted(results, key=lambda result: result["id"])  # xdist workers report in any order
    return lines_of(likely_causes(ordered, scenarios, read_flips(ledger_path(FEATURES_DIR))))
