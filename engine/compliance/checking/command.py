"""`rulebook check`: select runs, play them against an implementation, report.

This sits above `running/` (the scenario runner) and `measuring/` (coverage, mutants, the likely
cause), which it joins into one command; neither of those imports it."""

from __future__ import annotations

import math
import os
import sys
import tempfile
from collections import Counter
from pathlib import Path

from rich.console import Console
from rich.markup import escape
from rich.table import Table

from ...errors import UserError
from ...files import check_output, write_atomic
from ...output import console as output_console
from ...output import file_format
from ...variants import bundled_paths, resolve
from ..running.catalog import check_card_names, load_scenarios
from ..running.engine_processes import Terminated, engines_ended_on_signals
from ..running.expectations import apply_expectations, check_expectations, compare_reports, load_expectations
from ..running.implementations import Reference, handshake
from ..running.progress import RunProgress
from ..running.results import RENDERERS, report_data
from ..running.runner import check_steps_defined, plan, run_one
from ..running.selection import Selection, select_runs
from ..running.variants_under_test import refuse_unplayed, select_variants
from ..running.workers import Worker, run_tasks
from .terminal import (
    applicability,
    print_applicability,
    print_card_coverage,
    print_coverage,
    print_durations,
    print_table,
)


def print_comparison(old: Path, new: Path, console: Console, as_json: bool = False) -> int:
    changes = compare_reports(old, new)
    if as_json:  # --format json: the lists as one JSON object, nothing else on stdout
        import json

        sys.stdout.write(json.dumps(changes, indent=2, ensure_ascii=False) + "\n")
        return 1 if changes["regressions"] else 0
    for title, ids in changes.items():
        console.print(f"{title.replace('_', ' ')}: {len(ids)}", highlight=False)
        for run_id in ids:
            console.print(f"  {run_id}", highlight=False, markup=False)
    return 1 if changes["regressions"] else 0


def run_mutants(args, console: Console) -> int:
    import json

    from ..measuring.mutants import mutate, summary

    if args.impl != "reference":
        raise UserError("--mutants measures the scenarios with the reference engine; leave out --impl")
    paths = [Path(p) for p in args.features] if args.features else None
    scenarios = load_scenarios(paths)
    check_steps_defined(scenarios)
    result = summary(mutate(args.mutants, plan(scenarios, [args.mutants])))
    result = {"variant": args.mutants, **result}
    if args.format == "json":
        sys.stdout.write(json.dumps(result, indent=2, ensure_ascii=False) + "\n")
        return 0
    table = Table(title=f"parameter flips of {args.mutants}")
    for column in ("parameter", "value", "flipped to", "result", "first failing scenario / reason"):
        table.add_column(column, overflow="fold")
    for mutant in result["mutants"]:
        table.add_row(mutant["key"], escape(str(mutant["original"])), escape(str(mutant["flipped"])),
                      mutant["status"], escape(str(mutant["detail"])))
    console.print(table)
    fraction = "n/a" if result["fraction"] is None else f"{100 * result['fraction']:.0f}%"
    console.print(f"{result['caught']} of {result['flips']} flips caught ({fraction}); "
                  f"{len(result['invalid'])} flips rejected as invalid variants; "
                  f"{len(result['dormant'])} parameters dormant in this variant; "
                  f"{len(result['unplayed'])} flips to values the reference engine does not play", highlight=False)
    return 0


def _greet(worker: Worker) -> None:
    """What a worker holds its engine to: the hello the run began with (the engine is greeted
    once; protocol v1 engines take any request first). The reference declares everything;
    others are held to what their hello says."""
    identity = worker.shared.get("identity") or handshake(worker.impl)
    worker.shared["declared"] = None if isinstance(worker.impl, Reference) else identity


_MIRROR: list[Reference] = []  # the reference a worker replays another engine's failures on


def _play_run(worker: Worker, run):
    outcome = run_one(run, worker.impl, worker.shared["declared"], worker.shared["scenario_timeout"],
                      worker.shared["keep_going"])
    if outcome.status == "failed" and worker.shared["declared"] is not None:
        from ..running.evidence import with_reference

        if not _MIRROR:
            _MIRROR.append(Reference())
        outcome = with_reference(outcome, _MIRROR[0])
    return outcome


def _check_time_limits(args) -> None:
    for flag, value in (("--timeout", getattr(args, "timeout", None)),
                        ("--scenario-timeout", getattr(args, "scenario_timeout", None))):
        if value is not None and not (math.isfinite(value) and value > 0):
            raise UserError(f"{flag} must be a positive number of seconds, not {value:g}")
    jobs = getattr(args, "jobs", 1)
    if not 1 <= jobs <= 256:
        raise UserError(f"--jobs must be a whole number from 1 to 256, not {jobs}")


def _check_out(out: Path, inputs: set[Path]) -> None:
    """Before anything runs: the report can be written where --out says, and writing it destroys
    no input (a feature file, the --expect file, a variant file or a file it extends)."""
    check_output(out, what="report", inputs=sorted(inputs))
    try:  # the folder exists; only a real attempt tells whether it takes a file (root ignores modes)
        fd, probe = tempfile.mkstemp(dir=out.parent if str(out.parent) else Path("."), prefix=f".{out.name}.",
                                     suffix=".probe")
        os.close(fd)
        os.unlink(probe)
    except OSError as exc:
        raise UserError(f"cannot write the report: {exc.strerror or exc}", file=out) from None


def _inputs(args, scenarios) -> set[Path]:
    found = {Path(scenario.file) for scenario in scenarios}
    found |= {Path(p) for p in args.features or []}
    if args.expect:
        found.add(Path(args.expect))
    for ref in args.variant or []:
        if ref.endswith(".toml") or "/" in ref:
            found |= {Path(ref), *resolve(Path(ref)).chain}
    return found


def _selection(args) -> Selection:
    """--id, --failed-from, --tags and -k as one Selection (empty when none is given)."""
    ids = list(getattr(args, "id", None) or [])
    if getattr(args, "failed_from", None):
        from ..running.expectations import _results

        failed = [run_id for run_id, status in _results(Path(args.failed_from)).items() if status == "failed"]
        if not failed:
            raise UserError("the report lists no failed run: nothing to rerun", file=args.failed_from)
        ids += failed
    return Selection(ids, getattr(args, "tags", None), getattr(args, "keyword", None))


def _selection_words(selection: Selection, shown: int = 3) -> str:
    """What was asked, in a line: a long list of ids (--failed-from's) as its first few and a count."""
    parts = [f"--id {run_id}" for run_id in selection.ids[:shown]]
    if len(selection.ids) > shown:
        parts[-1] += f" and {len(selection.ids) - shown} more ids"
    parts += [f"--tags '{selection.tags}'"] if selection.tags else []
    parts += [f"-k '{selection.keyword}'"] if selection.keyword else []
    return ", ".join(parts)


def run_check(args, renderers: dict | None = None) -> int:
    """`renderers`: report formats beside RENDERERS, handed in by the command line from the
    layer above (the HTML page, engine/reports/check_html.py)."""
    renderers = {**RENDERERS, **(renderers or {})}
    _check_time_limits(args)
    # For people: stdout in table format; beside a machine format, stderr, so that stdout holds
    # nothing but the report. Its width is the terminal's (COLUMNS when set).
    console = output_console(stderr=args.format != "table")
    if _selection(args) and (args.compare or args.derive_assumptions or args.mutants):
        raise UserError("--id, --tags and -k choose the scenario runs a check plays; they do not apply to "
                        "--compare, --derive-assumptions or --mutants")
    if (args.quick or args.write) and not args.derive_assumptions:
        raise UserError("--quick and --write go with --derive-assumptions")
    if args.compare:
        # a comparison is text on stdout, or with --format json one JSON object
        return print_comparison(Path(args.compare[0]), Path(args.compare[1]), Console(), args.format == "json")
    # These print text (their own reports), or with --format json one JSON document on stdout.
    if args.derive_assumptions:
        from ..measuring.derive_command import run_derive_assumptions

        return run_derive_assumptions(args, Console(stderr=args.format == "json"))
    if args.mutants:
        return run_mutants(args, Console())
    variants, users = select_variants(args.variant, args.set)
    if args.impl == "reference":
        refuse_unplayed(users)
    paths = [Path(p) for p in args.features] if args.features else None
    scenarios = load_scenarios(paths)
    check_steps_defined(scenarios)
    check_card_names(scenarios)
    left_out: list[tuple[str, str, str]] = []
    runs = plan(scenarios, variants, users, left_out)
    expected = load_expectations(Path(args.expect)) if args.expect else []
    if args.expect:
        check_expectations(expected, runs, Path(args.expect))
    selection, selected = _selection(args), None
    if selection:
        planned = len(runs)
        runs = select_runs(runs, selection, scenarios, {p.stem for p in bundled_paths()}, left_out)
        # an expected failure outside the selection is not this run's business
        chosen = {run.id for run in runs} | {run.scenario.id for run in runs}
        expected = [entry for entry in expected if entry.id in chosen]
        selected = {**selection.describe(), "selected": len(runs), "of": planned}
        console.print(f"selected {len(runs)} of {planned} scenario runs ({_selection_words(selection)})",
                      highlight=False, markup=False, soft_wrap=True)
    if args.out:
        _check_out(Path(args.out), _inputs(args, scenarios))
        out_format = file_format(args.format, args.out, renderers)  # before the run: a bad name costs nothing
    if args.coverage:
        print_coverage(scenarios, console)
        print_card_coverage(runs, console)
    try:
        # SIGTERM or SIGHUP: every engine process group is ended, then the implementation closed
        with engines_ended_on_signals():
            # the hello for the report; a serial run goes on with this engine, workers greet their own
            opened = Worker(args.impl, args.timeout, {})
            try:
                identity = handshake(opened.impl)
            except BaseException:
                opened.close()
                raise
            with RunProgress(len(runs), args.progress, args.maxfail) as progress:
                outcomes = run_tasks(_play_run, runs, spec=args.impl, jobs=args.jobs, timeout=args.timeout,
                                     shared={"scenario_timeout": args.scenario_timeout,
                                             "keep_going": args.keep_going, "identity": identity},
                                     setup=_greet, opened=opened, on_result=progress.seen)
    except Terminated as exc:
        print(f"error: check stopped by {exc.name}: the implementation was ended; no report written",
              file=sys.stderr)
        return 128 + exc.signum
    if args.expect:
        apply_expectations(outcomes, expected, Path(args.expect))
    data = report_data(outcomes, {"name": identity["name"], "version": identity["version"], "spec": args.impl})
    data["applicable"] = dict(sorted(Counter(o.run.label or o.run.variant for o in outcomes).items()))
    data["left_out"] = [{"scenario": sid, "variant": label, "reason": reason} for sid, label, reason in left_out]
    data["applicability"] = applicability(data)
    if users:  # each key a configured variant changes, and the scenarios that test its new value
        from ..measuring.value_coverage import changed_rules

        data["changed_rules"] = changed_rules(users, runs)
    if selected is not None:
        data["selection"] = selected
    if args.coverage:  # the lists --coverage prints, whole, for a JSON reader
        from ..measuring.coverage import coverage_data

        data["coverage"] = coverage_data(scenarios)
    if data["totals"]["failed"]:
        from ..measuring.causes import likely_causes
        from ..measuring.derive import ledger_path, read_flips
        from ..running.catalog import FEATURES_DIR

        data["likely_causes"] = likely_causes(data["results"], {s.id: s for s in scenarios},
                                              read_flips(ledger_path(FEATURES_DIR)))
    if len(outcomes) < len(runs):  # --maxfail stopped the run
        data["stopped"] = {"after_failures": args.maxfail, "not_played": len(runs) - len(outcomes)}
    unwritten: UserError | None = None
    if args.out:  # the report file holds what stdout would: the likely causes too
        try:
            write_atomic(Path(args.out), renderers[out_format](data), what="report")
            print(f"wrote {args.out}", file=sys.stderr)
        except UserError as exc:  # the run is not lost: its table is printed all the same
            unwritten = exc
        except OSError as exc:
            unwritten = UserError(f"cannot write the report: {exc.strerror or exc}", file=args.out)
    if args.format == "table" or args.out:
        print_table(data, console, args.trace, getattr(args, "table", None) or None)
        print_applicability(data, console, args.left_out)
        if data.get("changed_rules"):
            from ..measuring.value_coverage import print_changed_rules

            print_changed_rules(data["changed_rules"], console)
        print_durations(outcomes, console, args.durations)
        if "stopped" in data:
            console.print(f"stopped after {args.maxfail} failure{'s' * (args.maxfail != 1)}: "
                          f"{data['stopped']['not_played']} scenario runs not played", highlight=False)
    else:
        sys.stdout.write(renderers[args.format](data))
    if unwritten is not None:
        raise unwritten
    short = [f"{label} runs {entry['share']:.0%} of its parent's scenario runs"
             for label, entry in data["applicability"].items()
             if getattr(args, "min_applicable", None) is not None and entry["share"] * 100 < args.min_applicable]
    for line in short:
        print(f"error: {line}, below --min-applicable {args.min_applicable:g}%", file=sys.stderr)
    return 1 if data["totals"]["failed"] or data["totals"]["fixed"] or short else 0
