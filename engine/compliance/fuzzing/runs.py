"""`rulebook fuzz`: many seeds, worker processes, shards, reports that merge.

Games are enumerated in a fixed order (variant, player count, seed); `--shard i/n` keeps every
n-th from the i-th, so n machines together play exactly the games one would. Each worker
process opens its own implementation and shrinks its own divergences; the main process writes
the scenarios and the report (`schemas/report-fuzz.schema.json`).
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, Field

from ...errors import UserError
from ...text import comment_line
from ..running.workers import Worker, run_tasks
from .variant import FuzzVariant


class FuzzFinding(BaseModel):
    variant: str
    players: int
    seed: int
    what: str = Field(description="state, moves, refused (the other engine refused a legal move), crash, or "
                                  "reference-refused (the reference refused a move it lists or an answer it "
                                  "offered; no scenario is written)")
    detail: str
    moves: int = Field(description="Moves played before the difference showed.")
    scenario: str | None = Field(default=None, description="The feature file written for it.")


class FuzzFailure(BaseModel):
    variant: str
    players: int
    seed: int
    message: str


class FuzzRow(BaseModel):
    variant: str
    players: int
    games: int
    finished: int = Field(description="Games played to their end with no difference.")
    divergent: int
    failed: int = Field(description="Games the other engine lost by crashing or hanging.")
    moves: int
    cut_short: int = Field(default=0, description="Of the finished games, those compared only up to a shuffle the "
                                                  "other engine ordered otherwise than the reference (a random "
                                                  "choice of its own: the rest of the game depends on it).")


class FuzzReport(BaseModel):
    report: Literal["fuzz"] = "fuzz"
    implementation: str
    seed: int
    games_per_count: int
    shard: str | None = None
    variants: list[str] | None = Field(default=None, description="The variants played (labels: bundled ids or "
                                                                 "files), with their player counts: reports "
                                                                 "merge only with reports of the same.")
    games: int
    rows: list[FuzzRow]
    findings: list[FuzzFinding]
    failures: list[FuzzFailure]


def fuzz_report_schema() -> dict:
    schema = FuzzReport.model_json_schema()
    return {"$schema": "https://json-schema.org/draft/2020-12/schema", "title": "rulebook fuzz report",
            **{k: v for k, v in schema.items() if k != "title"}}


@dataclass(frozen=True)
class Task:
    variant: str  # the label of a FuzzVariant (the variants travel to the workers once, in `shared`)
    players: int
    seed: int


def parse_shard(text: str | None) -> tuple[int, int] | None:
    if text is None:
        return None
    found = re.fullmatch(r"(\d+)/(\d+)", text.strip())
    if not found or not 1 <= int(found.group(1)) <= int(found.group(2)):
        raise UserError(f"--shard {text!r}: expected i/n with 1 <= i <= n, e.g. 2/4")
    return int(found.group(1)), int(found.group(2))


MAX_GAMES = 1_000_000   # games in one run (after --shard): each keeps a result until the report
MAX_JOBS = 64           # worker processes, each with its own engine
MAX_SEED = (1 << 63) - 1  # seeds are signed 64-bit integers for every engine


class Tasks:
    """Every game to play, in the fixed order shards slice: counted at once, made one at a time
    (a run of many games does not build them all before the first)."""

    def __init__(self, plan: list[tuple[str, int]], seed: int, games: int, shard: tuple[int, int] | None):
        self.plan, self.seed, self.games = plan, seed, games
        self.index, self.total = shard or (1, 1)

    def __len__(self) -> int:
        whole = len(self.plan) * self.games
        return len(range(self.index - 1, whole, self.total))

    def __iter__(self):
        for position in range(self.index - 1, len(self.plan) * self.games, self.total):
            label, count = self.plan[position // self.games]
            yield Task(label, count, self.seed + position % self.games)


def tasks(variants: list[FuzzVariant], players: list[int] | None, seed: int, games: int,
          shard: tuple[int, int] | None = None) -> Tasks:
    """Every game to play, in the fixed order shards slice."""
    if seed < 0 or seed + games - 1 > MAX_SEED:
        raise UserError(f"--seed {seed}: seeds run from 0 to {MAX_SEED} (2^63 - 1), the last one included "
                        f"(S + games - 1)")
    plan: list[tuple[str, int]] = []
    for variant in variants:
        low, high = variant.players
        for count in players or range(low, high + 1):
            if not low <= count <= high:
                raise UserError(f"--players {count}: {variant.label} seats {low} to {high}")
            plan.append((variant.label, count))
    selected = Tasks(plan, seed, games, shard)
    if len(selected) > MAX_GAMES:
        raise UserError(f"{len(selected):,} games in one run: at most {MAX_GAMES:,} (fewer --games, fewer variants "
                        f"or player counts, or --shard i/n to split the run)")
    return selected


def play_task(worker: Worker, task: Task) -> dict:
    """One game (in a worker): its outcome, and for a divergence the shrunk scenario text."""
    from .lockstep import REFERENCE_REFUSED, fuzz_game
    from .regressions import Unwritable, scenario_text, shrink

    impl = worker.impl
    if hasattr(impl, "reset"):
        impl.reset()
    variant = worker.shared["variants"][task.variant]
    game = fuzz_game(impl, variant, task.players, task.seed, start_mode=worker.shared.get("start", "deal"))
    out: dict = {"variant": task.variant, "players": task.players, "seed": task.seed, "moves": game.moves,
                 "failure": game.failure, "finished": game.divergence is None and game.failure is None,
                 "cut_short": bool(game.extra.get("ended_at_own_shuffle"))}
    if game.divergence is not None and game.divergence.what == REFERENCE_REFUSED:
        out["divergence"] = {"what": game.divergence.what, "scenario": None,
                             "detail": game.divergence.detail + " (no scenario written: the reference itself refuses the move)"}
    elif game.divergence is not None:
        try:
            small = shrink(game.divergence, variant, task.seed, impl)
        except Exception:  # a shrink that trips on the other engine keeps the divergence as found
            small = game.divergence
        detail, scenario = game.divergence.detail, None
        try:
            scenario = scenario_text(small, variant, task.seed, worker.spec)
        except Unwritable as exc:
            detail += f" (no scenario written: {exc})"
        out["divergence"] = {"what": game.divergence.what, "detail": detail, "scenario": scenario}
    return out


def run(spec: str, variants: list[FuzzVariant], selected: Tasks | list[Task], jobs: int, timeout: float, progress=None,
        start: str = "deal") -> list[dict]:
    """Play `selected` (games of `variants`) with `jobs` worker processes (1: in this process), in task order."""
    shared = {"start": start, "variants": {variant.label: variant for variant in variants}}
    jobs = max(1, min(jobs, len(selected)))  # never more engines than games
    return run_tasks(play_task, selected, spec=spec, jobs=jobs, timeout=timeout, shared=shared, progress=progress)


def build_report(spec: str, seed: int, games: int, shard: str | None, results: list[dict],
                 out_dir: Path | None, selected: Tasks | None = None) -> FuzzReport:
    rows: dict[tuple[str, int], Counter] = {}
    findings, failures = [], []
    for r in results:
        row = rows.setdefault((r["variant"], r["players"]), Counter())
        row["games"] += 1
        row["moves"] += r["moves"]
        row["finished"] += r["finished"]
        row["cut_short"] += r.get("cut_short", False)
        if r.get("failure"):
            row["failed"] += 1
            failures.append(FuzzFailure(variant=r["variant"], players=r["players"], seed=r["seed"],
                                        message=comment_line(r["failure"], 2000)))
        if r.get("divergence"):
            row["divergent"] += 1
            path = None
            if out_dir is not None and r["divergence"]["scenario"] is not None:
                from ...files import write_atomic

                path = out_dir / f"fuzz-{r['variant']}-{r['players']}p-{r['seed']}.feature"
                write_atomic(path, r["divergence"]["scenario"], what="fuzz scenario", make_folder=True)
            findings.append(FuzzFinding(variant=r["variant"], players=r["players"], seed=r["seed"],
                                        what=r["divergence"]["what"],
                                        detail=comment_line(r["divergence"]["detail"], 2000),
                                        moves=r["moves"], scenario=str(path) if path else None))
    played = [f"{label} {count}p" for label, count in selected.plan] if selected is not None else None
    return FuzzReport(implementation=spec, seed=seed, games_per_count=games, shard=shard, games=len(results),
                      variants=played,
                      rows=[FuzzRow(variant=v, players=p, games=c["games"], finished=c["finished"],
                                    divergent=c["divergent"], failed=c["failed"], moves=c["moves"],
                                    cut_short=c["cut_short"])
                            for (v, p), c in sorted(rows.items())],
                      findings=findings, failures=failures)


def _read_report(path: Path) -> FuzzReport:
    """One fuzz report, read as check --compare reads its reports: a regular UTF-8 file of at most
    64 MB (never a FIFO or a device), parsed without building a Python copy of it first."""
    from pydantic import ValidationError

    from ...files import read_input

    text = read_input(path, "fuzz report")
    try:
        return FuzzReport.model_validate_json(text)
    except ValidationError as exc:
        errors = exc.errors()
        where = ".".join(str(part) for part in errors[0]["loc"]) if errors else ""
        message = errors[0]["msg"] if errors else str(exc)
        raise UserError(f"not a rulebook fuzz report: {(where + ': ') if where else ''}{message}",
                        file=path) from None
    except (ValueError, RecursionError) as exc:
        raise UserError(f"not a rulebook fuzz report ({type(exc).__name__})", file=path) from None


def merge(paths: list[Path]) -> FuzzReport:
    """One report from several (shards of one run, or runs of one implementation): the same file
    twice, two reports of the same games, or reports of two implementations are refused."""
    import os

    reports: list[FuzzReport] = []
    seen: dict[tuple, Path] = {}
    for index, path in enumerate(paths):
        for earlier in paths[:index]:
            try:
                same = os.path.samefile(path, earlier)
            except OSError:
                same = False
            if same:
                raise UserError(f"--merge names one report twice (also as {earlier}): its games would count twice",
                                file=path)
        report = _read_report(path)
        if reports and report.implementation != reports[0].implementation:
            raise UserError(f"a report of {report.implementation!r}, not of {reports[0].implementation!r} as "
                            f"{paths[0]} is: only reports of one implementation merge", file=path)
        first = reports[0] if reports else None
        if first is not None and None not in (first.variants, report.variants) and first.variants != report.variants:
            raise UserError(f"a report of {', '.join(report.variants or [])}, not of "
                            f"{', '.join(first.variants or [])} as {paths[0]} is: only reports of the same "
                            f"variants and player counts merge", file=path)
        key = (report.seed, report.games_per_count, report.shard)
        if key in seen:
            raise UserError(f"the same games as {seen[key]} (seed {report.seed}, {report.games_per_count} games"
                            + (f", shard {report.shard}" if report.shard else "") + "): they would count twice",
                            file=path)
        seen[key] = path
        reports.append(report)
    if not reports:
        raise UserError("--merge needs at least one report")
    rows: dict[tuple[str, int], Counter] = {}
    for report in reports:
        for row in report.rows:
            rows.setdefault((row.variant, row.players), Counter()).update(
                {k: getattr(row, k) for k in ("games", "finished", "divergent", "failed", "moves", "cut_short")})
    first = reports[0]
    return FuzzReport(implementation=first.implementation, seed=first.seed, games_per_count=first.games_per_count,
                      shard=None, variants=first.variants, games=sum(r.games for r in reports),
                      rows=[FuzzRow(variant=v, players=p, **c) for (v, p), c in sorted(rows.items())],
                      findings=sorted((f for r in reports for f in r.findings), key=lambda f: (f.variant, f.players, f.seed)),
                      failures=sorted((f for r in reports for f in r.failures), key=lambda f: (f.variant, f.players, f.seed)))
