"""Running mutants: a frozen snapshot of the project, a copy of it per mutant holding the mutated
module, one subprocess per mutant (`child_main`) running the scenarios of the area's variants,
stopping at the first failed scenario."""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor, as_completed
from pathlib import Path

from .areas import innovation_variants, variants_for
from .equivalents import Equivalent, load_equivalents
from .mutant import PACKAGE, PACKAGE_FOLDER, PROJECT_ROOT, Mutant, text_digest
from .results import Result, classify

_LINKED = ("features", "variants", "schemas")


def make_snapshot(root: Path, into: Path) -> Path:
    """A frozen copy of what the suite reads (the package, features, variants, schemas), so
    that edits made in the project while mutants run do not leak into them."""
    into.mkdir(parents=True, exist_ok=True)
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc")
    shutil.copytree(root / "engine", into / "engine", ignore=ignore)
    for name in _LINKED:
        if (root / name).exists():
            shutil.copytree(root / name, into / name, ignore=ignore)
    for extra in root.glob("pyproject*"):
        shutil.copy2(extra, into / extra.name)
    return into


def _workdir(snapshot: Path, into: Path) -> Path:
    """A mutant's project: the package copied (to write the mutated module in), the data
    folders (features, variants, schemas, card data) linked to the snapshot's. The folder
    `rulebook` links to `engine`, so that the child, with the project first on sys.path,
    imports the package from here (an editable install's finder comes after sys.path)."""
    into.mkdir(parents=True)
    cards = Path("engine") / "data" / "cards"
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", "cards")
    shutil.copytree(snapshot / "engine", into / "engine", ignore=ignore)
    (into / PACKAGE).symlink_to(PACKAGE_FOLDER, target_is_directory=True)
    if (snapshot / cards).exists():
        (into / cards).symlink_to(snapshot / cards, target_is_directory=True)
    for name in _LINKED:
        if (snapshot / name).exists():
            (into / name).symlink_to(snapshot / name, target_is_directory=True)
    for extra in snapshot.glob("pyproject*"):
        shutil.copy2(extra, into / extra.name)
    return into


_BOOT = ("import sys; sys.path.insert(0, sys.argv[1]); "
         "from rulebook.compliance.measuring.code_mutants.running import child_main; child_main(sys.argv[1])")


def _child_env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("RULEBOOK_VARIANTS", "PYTHONPATH", "PYTHONSTARTUP")}
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    env["PYTHONHASHSEED"] = "0"
    return env


def _run_child(workdir: Path, job: dict, wall: float) -> dict:
    (workdir / "job.json").write_text(json.dumps(job), encoding="utf-8")
    try:
        done = subprocess.run([sys.executable, "-B", "-c", _BOOT, str(workdir)], check=False, cwd=workdir,
                              env=_child_env(),
                              stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                              timeout=wall, text=True)
    except subprocess.TimeoutExpired:
        return {"verdict": "timeout", "message": f"no verdict within {wall:g} s (killed)"}
    result_file = workdir / "result.json"
    if not result_file.is_file():
        return {"verdict": "error", "message": f"the child exited with {done.returncode}: {done.stderr[-2000:]}"}
    return json.loads(result_file.read_text(encoding="utf-8"))


def baseline(snapshot: Path, variants: list[str], wall: float = 600.0) -> list[str]:
    """The runs that fail without any mutation (excluded from the mutant runs); raises when
    the unmutated copy cannot run the suite at all."""
    with tempfile.TemporaryDirectory(prefix="code-mutant-baseline-") as tmp:
        work = _workdir(snapshot, Path(tmp) / "project")
        result = _run_child(work, {"module": None, "variants": variants, "exclude": [], "stop_at_first": False,
                                   "scenario_limit": 60.0}, wall)
    if result.get("verdict") not in ("survived", "caught"):
        raise RuntimeError(f"the unmutated suite does not run: {result}")
    return list(result.get("failed", []))


def run_mutant(mutant: Mutant, snapshot: Path, variants: list[str], exclude: list[str],
               wall: float = 120.0, scenario_limit: float = 20.0) -> Result:
    """Run the scenarios of `variants` against the snapshot with this one change."""
    started = time.monotonic()
    source = (snapshot / mutant.file).read_text(encoding="utf-8")
    if text_digest(source) != mutant.source_digest:
        raise RuntimeError(f"{mutant.id}: the snapshot's {mutant.file} is not the text the mutant was made from")
    mutated = mutant.apply(source)
    try:
        compile(mutated, mutant.file, "exec")
    except SyntaxError as exc:
        return Result(mutant, "invalid", message=f"does not compile: {exc}", seconds=time.monotonic() - started)
    with tempfile.TemporaryDirectory(prefix="code-mutant-") as tmp:
        work = _workdir(snapshot, Path(tmp) / "project")
        (work / mutant.file).write_text(mutated, encoding="utf-8")
        outcome = _run_child(work, {"module": mutant.module, "variants": variants, "exclude": exclude,
                                    "stop_at_first": True, "scenario_limit": scenario_limit}, wall)
    return Result(mutant, outcome.get("verdict", "error"), outcome.get("scenario"), outcome.get("failure"),
                  str(outcome.get("message", ""))[:400], time.monotonic() - started)



def run_all(mutants: list[Mutant], root: Path = PROJECT_ROOT, jobs: int = 2, wall: float = 120.0,
            equivalents: list[Equivalent] | None = None, snapshot: Path | None = None,
            progress: Callable[[int, int, Result], None] | None = None) -> tuple[list[Result], list[str]]:
    """Run every mutant, `jobs` subprocesses at a time; returns the results (in the mutants'
    order) and the runs that fail unmutated (excluded)."""
    kinds = innovation_variants()
    with tempfile.TemporaryDirectory(prefix="code-mutants-") as tmp:
        if snapshot is None:
            snapshot = make_snapshot(root, Path(tmp) / "snapshot")
        needed = {v for m in mutants for v in variants_for(m.area, kinds)}     # the baseline runs only these
        broken = baseline(snapshot, [v for v in kinds["all"] if v in needed] or kinds["all"])
        results: dict[int, Result] = {}
        with ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
            futures = {pool.submit(run_mutant, m, snapshot, variants_for(m.area, kinds), broken, wall): i
                       for i, m in enumerate(mutants)}
            for future in as_completed(futures):
                index = futures[future]
                results[index] = future.result()
                if progress:
                    progress(len(results), len(mutants), results[index])
    ordered = [results[i] for i in range(len(mutants))]
    classify(ordered, load_equivalents() if equivalents is None else equivalents, root)
    return ordered, broken



# --- the subprocess ------------------------------------------------------------------------

class _ScenarioTimeout(BaseException):
    """Raised by the alarm in a scenario that runs too long (a BaseException: the runner's
    `except Exception` must not turn it into an ordinary failure)."""


def child_main(workdir_text: str) -> None:
    """Run one job in this process: import the mutated module, then the scenarios."""
    import importlib
    import resource
    import signal

    workdir = Path(workdir_text).resolve()
    job = json.loads((workdir / "job.json").read_text(encoding="utf-8"))

    def finish(**result) -> None:
        (workdir / "result.json").write_text(json.dumps(result), encoding="utf-8")

    import rulebook

    if not Path(rulebook.__file__).resolve().is_relative_to(workdir):
        finish(verdict="error", message=f"engine imported from {rulebook.__file__}, not from {workdir}")
        return
    limit = 4 * 1024 ** 3
    with contextlib.suppress(ValueError, OSError):
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    if job["module"]:
        try:
            importlib.import_module(job["module"])
        except Exception as exc:
            finish(verdict="invalid", message=f"import fails: {type(exc).__name__}: {exc}")
            return
    from rulebook.compliance.running.catalog import load_scenarios
    from rulebook.compliance.running.implementations import Reference
    from rulebook.compliance.running.runner import plan, run_one

    def alarm(signum, frame):
        raise _ScenarioTimeout()

    signal.signal(signal.SIGALRM, alarm)
    exclude = set(job["exclude"])
    runs = [r for r in plan(load_scenarios(), job["variants"]) if r.id not in exclude]
    reference = Reference()
    failed: list[str] = []
    first: dict | None = None
    for run in runs:
        signal.setitimer(signal.ITIMER_REAL, job["scenario_limit"])
        try:
            outcome = run_one(run, reference)
        except _ScenarioTimeout:
            finish(verdict="timeout", scenario=run.id, failure="timeout",
                   message=f"the scenario ran longer than {job['scenario_limit']:g} s")
            return
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
        if outcome.status == "failed":
            failed.append(run.id)
            if first is None:
                first = {"scenario": run.id, "failure": outcome.failure, "message": outcome.message}
            if job["stop_at_first"]:
                break
    if first is None:
        finish(verdict="survived", runs=len(runs), failed=failed)
    else:
        finish(verdict="caught", runs=len(runs), failed=failed, **first)

