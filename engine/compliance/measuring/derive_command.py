"""`rulebook check --derive-assumptions [--quick] [--write]`: the assumption measure as a command.

The full form measures every scenario under every bundled variant it runs for and, when it
ends clean, writes the ledger (features/measured.json). `--quick` measures the scenarios changed
since the ledger and a fixed-seed sample of the others, and checks every tag once: what the
tests run, so that a missing or wrong tag fails CI.
"""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path

from rich.console import Console

from ...errors import UserError
from ...variants import bundled_paths, load_variant
from ..running.catalog import load_scenarios
from ..running.runner import check_steps_defined
from . import derive
from .derive import (
    Measure,
    declared_gaps,
    measure_planned,
    quick_plan,
    read_ledger,
    write_ledger,
    write_tags,
)


def served_variant_ids() -> list[str]:
    """The bundled variants the reference engine plays (a Lost Legacy variant whose deck is not
    fully known has no scenario of its own)."""
    from ...lost_legacy import check_playable

    ids = []
    for path in bundled_paths():
        variant = load_variant(path.stem)
        if variant.game == "lost-legacy":
            try:
                check_playable(variant)
            except Exception:
                continue
        ids.append(path.stem)
    return ids


def _refuse_unmeasured(refs: list[str], served: list[str]) -> None:
    """The measure finds the tags the scenarios miss, and a tag names bundled variants: each
    --variant must be one the reference plays. A variant file is refused with the command that
    checks it (its runs are the scenarios whose assumptions it keeps, measured under its parent)."""
    from ...suggest import did_you_mean
    from ...variants.loader import looks_like_path

    bundled = {path.stem for path in bundled_paths()}
    for ref in refs:
        if ref in served:
            continue
        if ref in bundled:
            raise UserError(f"--derive-assumptions measures on the reference engine, which does not play {ref} "
                            f"(its deck is not fully known); measure the bundled variants it plays: "
                            f"{', '.join(served)}")
        if looks_like_path(ref):
            raise UserError("--derive-assumptions measures the bundled variants, whose ids the scenarios' tags "
                            "name; a variant file has no scenarios of its own (it runs those of the variant it "
                            f"extends whose assumptions it keeps): check it with `rulebook check --variant {ref}`",
                            file=ref)
        raise UserError(f"unknown variant '{ref}'{did_you_mean(ref, sorted(served))} (measured: {', '.join(served)})")


def run_derive_assumptions(args, console: Console) -> int:
    """Measure what scenarios depend on and list the @assumes: tags that are missing or wrong;
    with --write, add the missing ones. Exit 1 when any is missing or wrong."""
    served = served_variant_ids()
    ids = args.variant or served
    _refuse_unmeasured(ids, served)
    paths = [Path(p) for p in args.features] if args.features else None
    scenarios = load_scenarios(paths)
    check_steps_defined(scenarios)
    complete = paths is None and not args.variant and not args.quick  # what may refresh the ledger
    ledger_file = derive.bundled_ledger()
    plan: dict[str, tuple[set[str] | None, set[str] | None]]
    if args.quick:
        try:
            ledger = read_ledger(ledger_file)
        except derive.LedgerDamaged as exc:
            raise derive.LedgerDamaged(f"{exc.message}: --quick measures what changed since it; restore it "
                                       f"(git checkout) or write it again with a full `rulebook check "
                                       f"--derive-assumptions`", file=exc.file) from None
        plan = {v: (a, b) for v, (a, b) in quick_plan(scenarios, ids, ledger).items()}
        what = (f"quick measure: {sum(len(a or ()) for a, _ in plan.values())} scenario runs measured, "
                f"{len(scenarios)} scenarios' tags checked")
    else:
        plan = {v: (None, None) for v in ids}
        what = f"full measure of {len(ids)} variants"
    console.print(f"{what} (takes minutes; a line per variant as it ends)", highlight=False)
    started = time.monotonic()

    def done(m: Measure) -> None:
        console.print(f"  {m.variant}: {m.runs:,} runs, {len(m.dependencies)} scenarios depend on some value, "
                      f"{len(m.wrong)} wrong tags ({time.monotonic() - started:.0f} s)", highlight=False, soft_wrap=True)

    jobs = args.jobs if args.jobs > 1 else (os.cpu_count() or 1)
    measures = measure_planned(plan, [str(p) for p in paths] if paths else None, jobs, done)
    gaps = declared_gaps({m.variant: m.dependencies for m in measures}, scenarios)
    wrong = [w for m in measures for w in m.wrong]
    for scenario_id, missing in sorted(gaps.items()):
        console.print(f"{scenario_id}: missing " + " ".join(a.tag() for a in missing), highlight=False,
                      soft_wrap=True, markup=False)
    for tag in wrong:
        console.print(tag.wording(), highlight=False, soft_wrap=True, markup=False)
    written = [str(path) for path in write_tags(gaps, scenarios)] if args.write and gaps else []
    clean = not wrong and (not gaps or written)
    if complete and clean:
        write_ledger(ledger_file, load_scenarios(paths), measures)  # the tags as they now stand
    if args.format == "json":  # the same lists, as the one document on stdout
        sys.stdout.write(json.dumps({
            "missing": {sid: [a.tag() for a in missing] for sid, missing in sorted(gaps.items())},
            "wrong": [{"scenario": w.scenario, "variant": w.variant, "key": w.key, "value": w.value,
                       "detail": w.detail} for w in wrong],
            "written": written, "runs": sum(m.runs for m in measures),
            "seconds": round(time.monotonic() - started, 1)}, indent=2) + "\n")
    for path in written:
        console.print(f"wrote {path}", highlight=False, markup=False)
    console.print(f"{len(gaps)} scenarios with undeclared assumptions, {len(wrong)} wrong tags; "
                  f"{sum(m.runs for m in measures):,} runs in {time.monotonic() - started:.0f} s"
                  + (f"; ledger {ledger_file} written" if complete and clean else ""), highlight=False)
    return 0 if clean else 1
