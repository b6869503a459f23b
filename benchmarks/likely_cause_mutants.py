"""The likely cause against code mutants: does `check`'s first line name what was broken?

Samples code mutants of the reference engine (benchmarks/code_mutants.py's sampler, same seed
and count give the same mutants), plays every scenario of a few variants against each (not
stopping at the first failure), and hands the failed runs to the likely cause as `check` would.
Each mutant that fails something is judged:

- right: the first line names the mutant's card (a card's effect was changed), or a rule
  parameter that the mutated function reads (the rules core);
- none: "no rule explains these" (or every failure is a refusal or an error of the engine,
  and they share no card; when they do, the card is judged as above);
- wrong: it names another card or a parameter the mutated code does not read.

A measure, not a test: about half a minute a mutant on two cores.

    python benchmarks/likely_cause_mutants.py [--count 48] [--seed 1] [--jobs 2] [--json OUT]
"""

from __future__ import annotations

import argparse
import ast
import json
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor, as_completed
from pathlib import Path

from rulebook.compliance.measuring.causes import cause_lines, likely_causes
from rulebook.compliance.measuring.code_mutants import PROJECT_ROOT, Mutant, make_snapshot, sample
from rulebook.compliance.measuring.code_mutants.mutant import text_digest
from rulebook.compliance.measuring.code_mutants.running import _child_env, _workdir
from rulebook.compliance.measuring.derive import ledger_path, read_flips
from rulebook.compliance.running.catalog import FEATURES_DIR, load_scenarios

# A few variants per area keep a mutant's run short: both base wordings, the fourth edition.
VARIANTS = {"base-cards": ["deluxe", "first-edition"], "fourth-edition-cards": ["ultimate"],
            "rules-core": ["deluxe", "ultimate"]}

_BOOT = ("import sys; sys.path.insert(0, sys.argv[1]); sys.path.insert(1, sys.argv[2]); "
         "from likely_cause_mutants import child_main; child_main(sys.argv[1])")


def child_main(workdir_text: str) -> None:
    """In the mutant's project: import the mutated module, play the runs, write their results
    (failed ones with the tail of their exchange, which tells a refusal)."""
    import importlib

    workdir = Path(workdir_text)
    job = json.loads((workdir / "job.json").read_text(encoding="utf-8"))
    try:
        if job["module"]:
            importlib.import_module(job["module"])
    except Exception as exc:
        (workdir / "result.json").write_text(json.dumps({"invalid": f"{type(exc).__name__}: {exc}"}))
        return
    from rulebook.compliance.running.implementations import Reference
    from rulebook.compliance.running.runner import plan, run_one

    results = []
    reference = Reference()
    for run in plan(load_scenarios(), job["variants"]):
        outcome = run_one(run, reference, scenario_timeout=job["scenario_limit"])
        data = outcome.as_dict()
        evidence = data.pop("evidence", None) or {}
        if data["status"] == "failed":
            data["evidence"] = {"exchange": (evidence.get("exchange") or [])[-2:]}
        results.append({k: data[k] for k in ("id", "scenario", "variant", "status", "message", "failure",
                                             "evidence") if k in data})
    (workdir / "result.json").write_text(json.dumps({"results": results}), encoding="utf-8")


def play(snapshot: Path, mutant: Mutant | None, variants: list[str], wall: float) -> dict:
    import subprocess

    with tempfile.TemporaryDirectory(prefix="likely-cause-") as tmp:
        work = _workdir(snapshot, Path(tmp) / "project")
        module = None
        if mutant is not None:
            source = (snapshot / mutant.file).read_text(encoding="utf-8")
            if text_digest(source) != mutant.source_digest:
                raise RuntimeError(f"{mutant.id}: the snapshot is not the text the mutant was made from")
            mutated = mutant.apply(source)
            try:
                compile(mutated, mutant.file, "exec")
            except SyntaxError as exc:
                return {"invalid": str(exc)}
            (work / mutant.file).write_text(mutated, encoding="utf-8")
            module = mutant.module
        (work / "job.json").write_text(json.dumps({"module": module, "variants": variants, "scenario_limit": 20.0}))
        try:
            subprocess.run([sys.executable, "-B", "-c", _BOOT, str(work), str(Path(__file__).parent)], check=False,
                           cwd=work, env=_child_env(), stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                           stderr=subprocess.DEVNULL, timeout=wall)
        except subprocess.TimeoutExpired:
            return {"invalid": f"no result within {wall:g} s"}
        result = work / "result.json"
        return json.loads(result.read_text(encoding="utf-8")) if result.is_file() else {"invalid": "child died"}


def reads(mutant: Mutant, parameter: str) -> bool:
    """Whether the function the mutant changed (or its module, at module level) names the
    parameter's last part (dogma.sharing_bonus: `sharing_bonus`)."""
    source = (PROJECT_ROOT / mutant.file).read_text(encoding="utf-8")
    text = source
    if mutant.function:
        wanted = mutant.function.split(".")[-1]
        for node in ast.walk(ast.parse(source)):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.name == wanted \
                    and node.lineno <= mutant.line <= (node.end_lineno or node.lineno):
                text = ast.get_source_segment(source, node) or source
    return parameter.rsplit(".", 1)[-1] in text


def judge(mutant: Mutant, causes: dict) -> tuple[str, str]:
    """(right | none | wrong, what the first line names)."""
    verdict = causes.get("verdict")
    if verdict == "engine" and causes["cards"]:  # no rule blamed, but the card its errors play
        count = causes["cards"][0]["failures"]
        named = [c["card"] for c in causes["cards"] if c["failures"] == count]
        return ("right" if mutant.card in named else "wrong"), "engine errors, card " + ", ".join(named)
    if verdict in ("none", "engine", None):
        return "none", verdict or "nothing"
    if verdict == "card":
        count = causes["cards"][0]["failures"]
        named = [c["card"] for c in causes["cards"] if c["failures"] == count]
        return ("right" if mutant.card in named else "wrong"), "card " + ", ".join(named)
    named = [m["parameter"] for m in causes["matches"]]
    right = any(reads(mutant, key) or (mutant.card and key.startswith("cards.readings.")
                                       and key.split(".")[2].startswith(mutant.card.lower().replace(" ", "_")))
                for key in named)
    return ("right" if right else "wrong"), "parameter " + ", ".join(named)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--count", type=int, default=48)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--wall", type=float, default=300.0)
    parser.add_argument("--json", type=Path)
    parser.add_argument("--raw", type=Path, help="also write every mutant's results here (large)")
    args = parser.parse_args(argv)

    mutants = sample(args.count, args.seed, PROJECT_ROOT)
    scenarios = {s.id: s for s in load_scenarios()}
    flips = read_flips(ledger_path(FEATURES_DIR))
    started = time.monotonic()
    rows: list[dict] = []
    raw: dict[str, list[dict]] = {}
    with tempfile.TemporaryDirectory(prefix="likely-cause-snapshot-") as tmp:
        snapshot = make_snapshot(PROJECT_ROOT, Path(tmp) / "snapshot")
        every = sorted({v for vs in VARIANTS.values() for v in vs})
        base = play(snapshot, None, every, args.wall)
        broken = {r["id"] for r in base.get("results", []) if r["status"] != "passed"}
        with ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
            futures = {pool.submit(play, snapshot, m, VARIANTS[m.area], args.wall): m for m in mutants}
            for future in as_completed(futures):
                mutant, outcome = futures[future], future.result()
                results = [r for r in outcome.get("results", []) if r["id"] not in broken]
                failed = [r for r in results if r["status"] == "failed"]
                if args.raw:
                    raw[mutant.id] = results
                row = {"mutant": mutant.id, "area": mutant.area, "card": mutant.card, "function": mutant.function,
                       "invalid": outcome.get("invalid"), "failed": len(failed)}
                if failed:
                    causes = likely_causes(results, scenarios, flips)
                    row["judged"], row["named"] = judge(mutant, causes)
                    row["lines"] = cause_lines(causes)[:2]
                rows.append(row)
                print(f"[{len(rows)}/{len(mutants)} {time.monotonic() - started:5.0f}s] {row.get('judged', '-'):<6}"
                      f"{row['failed']:>4} failed  {mutant.id}  card={mutant.card or '-'}  -> {row.get('named', '')}",
                      file=sys.stderr, flush=True)
    rows.sort(key=lambda r: r["mutant"])
    failing = [r for r in rows if r["failed"]]
    counts = {k: sum(r.get("judged") == k for r in failing) for k in ("right", "none", "wrong")}
    print(f"{len(failing)} of {len(rows)} mutants fail something: {counts['right']} named right, "
          f"{counts['none']} 'no rule explains', {counts['wrong']} named wrong ({time.monotonic() - started:.0f} s)")
    for r in failing:
        if r["judged"] == "wrong":
            print(f"  wrong: {r['mutant']} (card {r['card'] or '-'}, {r['function']}): {r['named']}")
    if args.raw:
        args.raw.write_text(json.dumps(raw), encoding="utf-8")
    if args.json:
        args.json.write_text(json.dumps({"seed": args.seed, "count": args.count, "summary": counts, "mutants": rows},
                                        indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
