"""Code mutants: how many small bugs in the reference engine's code the scenario suite catches.

Samples `--count` single-point mutants of the engine, runs the scenarios of the variants each
area concerns against each mutant (a copy of the project in a temporary folder, one
subprocess per mutant, `--jobs` at a time, stopping at the first failed scenario), then
prints per area: sampled, invalid, equivalent, caught, survived and the share caught of the
non-equivalent mutants; and every survivor with its file, line, card, operator and code.
A measure, not a test: it takes minutes.

Areas come in four groups; `--count` is the size of each group's sample asked for, split by
fixed shares, and the same seed and count give the same mutants:

- default (run when no --area is given): base-cards 40% (sets/base), fourth-edition-cards 35%
  (sets/base_ultimate but age00.py), rules-core 25%; run against the variants of their sets;
- figures (only when named: `--area figures` or one of its areas): figures-karma 50%
  (sets/figures: the karma of every figure, access.py included), karma-layer 25% (karma.py,
  decrees.py, sets/figures/drawing.py and karma_set.py), age-0-cards 25%
  (sets/base_ultimate/age00.py); run against the variants with the Figures expansion;
- echoes (only when named: `--area echoes` or one of its areas): echoes-rules 35% (echoes.py,
  effects/echoes_api.py, and the Echoes-only functions of rules-core modules), echoes-cards
  65% (sets/echoes); run against the variants with the Echoes expansion;
- unseen (only when named: `--area unseen` or one of its areas): unseen-rules 35% (unseen.py,
  effects/unseen_api.py, and the Unseen-only functions of rules-core modules), unseen-cards
  65% (sets/unseen); run against the variants with the Unseen expansion.

An area asked alone holds the same mutants as in its group's whole sample (`--area
karma-layer --count 240` runs the 60 karma-layer mutants of the figures group's 240).

    python benchmarks/code_mutants.py [--count 240] [--seed 1] [--jobs 2] [--area base-cards ...]
                                      [--json OUT] [--wall 120] [--list]
    python benchmarks/code_mutants.py --area figures --count 240 --jobs 1   # 120 + 60 + 60
    python benchmarks/code_mutants.py --area echoes --count 100 --jobs 2    # 35 + 65
    python benchmarks/code_mutants.py --area unseen --count 100 --jobs 2    # 35 + 65

Survivors judged equivalent after reading the code go in benchmarks/code_mutants_equivalent.toml.

A targeted sweep runs chosen mutants instead of a sample: `--where PATH[:LINE]` (repeatable; a
file, a folder, one line of a file, or an area's name for every mutant its sample is drawn
from, borrowed functions included) with `--operator NAME` and `--containing TEXT` (both
repeatable; none: any) runs every candidate mutant there, of those operators, on code holding
one of those texts. It finds every survivor of one class at once; its share caught is of the
chosen mutants only and is printed as such, never as an area's fair figure:

    python benchmarks/code_mutants.py --where engine/innovation/sets/echoes --operator true-false \
        --containing written=False --jobs 2
    python benchmarks/code_mutants.py --where engine/innovation/sets/echoes/age09.py:58 --list
    python benchmarks/code_mutants.py --where unseen-rules --jobs 2 --wall 300
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

from rulebook.compliance.measuring.code_mutants import (
    ALL_AREAS,
    AREA_TITLES,
    EQUIVALENTS_FILE,
    GROUPS,
    PROJECT_ROOT,
    Result,
    load_equivalents,
    run_all,
    sample,
    stale_equivalents,
    summarize,
)
from rulebook.compliance.measuring.code_mutants.mutant import OPERATORS
from rulebook.compliance.measuring.code_mutants.selecting import chosen
from rulebook.errors import UserError


def _short(text: str, width: int = 110) -> str:
    return text if len(text) <= width else text[:width - 3] + "..."


def print_table(table: dict[str, dict], counted: str = "sampled") -> None:
    header = f"{'area':<22}{counted:>8}{'invalid':>8}{'equiv.':>8}{'caught':>8}{'(t/o)':>7}{'survived':>9}" \
             f"{'caught %':>10}"
    print(header)
    print("-" * len(header))
    for area, row in table.items():
        share = "-" if row["share_caught"] is None else f"{100 * row['share_caught']:.1f}"
        print(f"{AREA_TITLES.get(area, area):<22}{row['sampled']:>8}{row['invalid']:>8}{row['equivalent']:>8}"
              f"{row['caught']:>8}{row['timeout']:>7}{row['survived']:>9}{share:>10}")
        if row.get("error"):
            print(f"{'':<22}  ({row['error']} mutants could not be run: see the JSON)")


def print_results(results: list[Result], verdict: str, title: str) -> None:
    rows = [r for r in results if r.verdict == verdict]
    if not rows:
        return
    print(f"\n{title} ({len(rows)}):")
    for r in rows:
        m = r.mutant
        print(f"  {m.file}:{m.line}  card={m.card or '-'}  {m.function or '<module>'}  {m.operator} ({m.change})")
        print(f"      - {_short(m.original)}")
        print(f"      + {_short(m.mutated)}")
        if r.equivalent_reason:
            print(f"      equivalent: {r.equivalent_reason}")
        if verdict in ("invalid", "error") and r.message:
            print(f"      {_short(r.message)}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     epilog="\n\n".join(__doc__.split("\n\n")[1:5] + __doc__.split("\n\n")[6:]),
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--count", type=int, default=240,
                        help="mutants sampled over each group of areas asked for (default 240)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2, help="mutants run at once (default 2)")
    parser.add_argument("--area", action="append", choices=[*ALL_AREAS, *GROUPS],
                        help="run only this area's share of its group's sample, or a whole group "
                             "(default, figures, echoes, unseen); repeatable; none: the default group")
    parser.add_argument("--wall", type=float, default=120.0, help="seconds a mutant may take (then: timeout)")
    parser.add_argument("--json", type=Path, help="write every mutant and its verdict to this file")
    parser.add_argument("--list", action="store_true", help="list the sampled mutants and stop")
    parser.add_argument("--where", action="append", metavar="PATH[:LINE]",
                        help="a targeted sweep instead of a sample: every candidate mutant of this file, "
                             "folder, line or area (an area's name, e.g. unseen-rules: every mutant its "
                             "sample is drawn from) (repeatable); not a fair figure")
    parser.add_argument("--operator", action="append", choices=OPERATORS, metavar="NAME",
                        help=f"with --where: only this operator's mutants (repeatable): {', '.join(OPERATORS)}")
    parser.add_argument("--containing", action="append", metavar="TEXT",
                        help="with --where: only mutants of code holding this text, e.g. written=False (repeatable)")
    args = parser.parse_args(argv)

    targeted = bool(args.where)
    if not targeted and (args.operator or args.containing):
        parser.error("--operator and --containing choose mutants for a targeted sweep: name its places with --where")
    if targeted and args.area:
        parser.error("--where runs the chosen mutants, --area samples an area: give one or the other")
    areas = None if not args.area else tuple(dict.fromkeys(
        area for name in args.area for area in GROUPS.get(name, (name,))))
    if targeted:
        try:
            mutants = chosen(args.where, args.operator or (), args.containing or (), PROJECT_ROOT)
        except UserError as exc:
            parser.error(str(exc))
    else:
        mutants = sample(args.count, args.seed, PROJECT_ROOT, areas)
    if args.list:
        for m in mutants:
            print(f"{m.area:<22}{m.file}:{m.line}  {m.card or '-'}  {m.operator} ({m.change})  {_short(m.original, 80)}")
        return 0
    equivalents = load_equivalents()
    what = f"{len(mutants)} chosen mutants (targeted sweep)" if targeted else f"{len(mutants)} mutants (seed {args.seed})"
    print(f"{what}, {args.jobs} at a time; reviewed equivalents: "
          f"{len(equivalents)} in {EQUIVALENTS_FILE.relative_to(PROJECT_ROOT)}", file=sys.stderr)
    for entry in stale_equivalents(equivalents, PROJECT_ROOT):
        print(f"warning: the reviewed entry {entry.mutant} names code no longer in its file "
              f"({_short(entry.code or '', 60)}): review it again or delete it", file=sys.stderr)
    started = time.monotonic()

    def progress(done: int, total: int, result: Result) -> None:
        m = result.mutant
        print(f"[{done}/{total} {time.monotonic() - started:6.0f}s] {result.verdict:<9}{m.file}:{m.line} "
              f"{m.operator} ({m.change})  {result.scenario or ''}", file=sys.stderr, flush=True)

    results, broken = run_all(mutants, PROJECT_ROOT, jobs=args.jobs, wall=args.wall, equivalents=equivalents,
                              progress=progress)
    table = summarize(results)
    if broken:
        print(f"{len(broken)} scenario runs fail without any mutation (left out): {', '.join(broken[:10])}"
              f"{' ...' if len(broken) > 10 else ''}")
    if targeted:
        print(f"TARGETED SWEEP, not a fair sample figure: {len(mutants)} mutants chosen by --where "
              f"{' '.join(args.where)}{''.join(f' --operator {o}' for o in args.operator or ())}"
              f"{''.join(f' --containing {t}' for t in args.containing or ())}; the share caught is of "
              "these chosen mutants only (an area's fair figure comes from a sample: --area, --seed)")
    print_table(table, "chosen" if targeted else "sampled")
    print_results(results, "survived", "Survivors")
    print_results(results, "equivalent", "Equivalent (survived; cannot change behaviour)")
    print_results(results, "invalid", "Invalid (excluded)")
    print_results(results, "error", "Not run (errors)")
    for r in results:
        if r.warning:
            print(f"warning: {r.mutant.file}:{r.mutant.line} {r.mutant.operator}: {r.warning}")
    print(f"\n{time.monotonic() - started:.0f} s")
    if args.json:
        chosen_by = {"where": args.where, "operator": args.operator or [], "containing": args.containing or []}
        args.json.write_text(json.dumps({"seed": None if targeted else args.seed, "count": len(mutants) if targeted
                                         else args.count, "asked": list(areas or ()),
                                         "targeted_sweep": chosen_by if targeted else None,
                                         "seconds": round(time.monotonic() - started), "areas": table,
                                         "baseline_failures": broken,
                                         "mutants": [r.as_dict() for r in results]}, indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
