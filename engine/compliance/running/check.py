"""`rulebook check`: select runs, play them against an implementation, report."""

from __future__ import annotations

import math
import os
import sys
import tempfile
import unicodedata
from collections import Counter
from pathlib import Path

from rich import box
from rich.console import Console
from rich.markup import escape
from rich.table import Table
from rich.text import Text

from ...errors import UserError
from ...files import check_output, write_atomic
from ...output import console as output_console
from ...output import file_format
from ...suggest import did_you_mean
from ...variants import bundled_paths, resolve
from ...variants.loader import looks_like_path
from ...variants.render import resolved_data
from .catalog import check_card_names, load_scenarios
from .expectations import apply_expectations, check_expectations, compare_reports, load_expectations
from .implementations import Reference, Terminated, engines_ended_on_signals, handshake
from .progress import RunProgress
from .results import RENDERERS, STATUSES, report_data, summary
from .runner import check_steps_defined, plan, run_one
from .selection import Selection, select_runs
from .workers import Worker, run_tasks


def _require_playable(variant) -> None:
    """A Lost Legacy variant whose deck is incomplete cannot be checked: UnsupportedDeck (a
    UserError, exit 2) names the missing cards, with the message every command gives."""
    if variant.game == "lost-legacy":
        from ...lost_legacy import check_playable

        check_playable(variant)


def _changed(variant_id: str, data: dict, sets: list[str]) -> tuple[str, dict]:
    """The resolved variant `data` with `--set key=value` changes: (its label, its data)."""
    import copy

    from ...variants import resolve_data
    from ...variants.assign import apply_assignment, parse_assignment
    from ...variants.schema import MODELS

    changed = copy.deepcopy(data)
    label = variant_id
    for text in sets:
        # Read by the key's type; an unknown key or a table given one value lists the keys there.
        key, value = parse_assignment(text, MODELS[data["game"]])
        apply_assignment(changed, key, value)
        # the value is no longer the one a dispute chose
        changed["disputes"] = [d for d in changed.get("disputes", [])
                               if d.get("key") != key and not str(d.get("key")).startswith(f"{key}.")]
        label += f"+{key}={text.partition('=')[2].strip()}"
    changed["id"] = f"{variant_id}-changed"
    resolve_data(changed, f"{variant_id} with --set")  # an inconsistent change is a usage error
    return label, changed


def select_variants(refs: list[str] | None, sets: list[str] | None = None) -> tuple[list[str] | None, dict]:
    """Bundled variant ids to run by their tags, and user variants (label -> (the bundled variant
    they derive from, resolved data)); `sets` turns every selected variant into a changed one."""
    if sets:
        if not refs:
            raise UserError("--set changes the variants given with --variant; name at least one")
        ids, users = select_variants(refs)
        changed: dict[str, tuple[str, dict]] = {}
        for variant_id in ids or []:
            label, data = _changed(variant_id, resolved_data(resolve(variant_id)), sets)
            changed[label] = (variant_id, data)
        for label, (base, data) in users.items():
            new_label, new_data = _changed(label, data, sets)
            changed[new_label] = (base, new_data)
        return [], changed
    if not refs:
        return None, {}
    bundled = {p.stem for p in bundled_paths()}
    ids, users = [], {}
    for ref in refs:
        if ref in bundled:
            _require_playable(resolve(ref).variant)
            ids.append(ref)
            continue
        if not looks_like_path(ref):
            raise UserError(f"unknown variant '{ref}'{did_you_mean(ref, sorted(bundled))} "
                            f"(bundled: {', '.join(sorted(bundled))})")
        resolved = resolve(Path(ref))
        base = next((p.stem for p in resolved.chain if p.stem in bundled and p.parent.parent.name == "variants"), None)
        if base is None:
            raise UserError("a user variant must extend a bundled variant, whose scenarios it runs", file=ref)
        _require_playable(resolved.variant)
        users[resolved.variant.id] = (base, resolved_data(resolved))
    return ids, users


def _literal(text: object) -> Text:
    """Text from an engine or a file, shown as it is: never read as markup (`[/]`, `[bold red]`),
    with control characters (a terminal escape sequence, say) and lone surrogates shown as '?'."""
    return Text("".join("?" if unicodedata.category(c) in ("Cc", "Cf", "Cs") and c not in "\n\t" else c
                        for c in str(text)))


def print_durations(outcomes, console: Console, count: int) -> None:
    """The `count` slowest runs, slowest first (`--durations N`)."""
    if count <= 0:
        return
    console.print(f"slowest {count} scenario runs:", highlight=False)
    for outcome in sorted(outcomes, key=lambda o: -o.seconds)[:count]:
        console.print(_literal(f"  {outcome.seconds:7.3f} s  {outcome.run.id}"), soft_wrap=True)


def _status_words(counts: dict) -> str:
    """'12 passed, 1 failed, 0 skipped' (expected and fixed only when there are any)."""
    return ", ".join(f"{counts[s]} {s}" for s in STATUSES if counts[s] or s in ("passed", "failed", "skipped"))


def print_summary(data: dict, console: Console) -> None:
    """The short form of the table: one line per variant with its totals (`--table` gives the
    variant x area table)."""
    per_variant: dict[str, Counter] = {}
    for row in data["table"]:
        per_variant.setdefault(row["variant"], Counter()).update({s: row[s] for s in STATUSES})
    runs = sum(sum(counts.values()) for counts in per_variant.values())
    console.print(Text("compliance of ") + _literal(data["implementation"].get("name"))
                  + f": {runs} scenario runs, {len(per_variant)} variant{'s' * (len(per_variant) != 1)} "
                    "(--table: by rulebook area)", soft_wrap=True)
    width = max((len(v) for v in per_variant), default=0)
    for variant, counts in per_variant.items():
        console.print(_literal(f"  {variant.ljust(width)}  {_status_words(counts)}"), soft_wrap=True)


def print_table(data: dict, console: Console, trace: bool = False, table: bool | None = None) -> None:
    """The likely causes, the compliance table, the failures and the totals. The table is the
    variant x area one when `table` is true (default: on a terminal), else a line per variant."""
    from ..measuring.causes import cause_lines

    for line in cause_lines(data.get("likely_causes") or {}):  # first: what to look at
        console.print(_literal(line), soft_wrap=True)
    columns = ("variant", "area", *STATUSES)
    natural = sum(max([len(c), *(len(str(row[c])) for row in data["table"])]) for c in columns) + 2 * (len(columns) - 1)
    if (table or (table is None and console.is_terminal)) and natural > console.width:
        # Too narrow for the columns side by side: a block per variant, an area a line, nothing cut.
        console.print(Text("compliance of ") + _literal(data["implementation"].get("name")), soft_wrap=True)
        width = max(len(row["area"]) for row in data["table"])
        for variant in dict.fromkeys(row["variant"] for row in data["table"]):
            console.print(_literal(variant), soft_wrap=True)
            for row in (r for r in data["table"] if r["variant"] == variant):
                console.print(_literal(f"  {row['area'].ljust(width)}  {_status_words(row)}"), soft_wrap=True)
    elif table or (table is None and console.is_terminal):
        # No vertical rules: the seven columns side by side, neither an id nor an area broken.
        areas = Table(title=Text("compliance of ") + _literal(data["implementation"].get("name")),
                      box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False, padding=(0, 1, 0, 0))
        for column in ("variant", "area", *STATUSES):
            areas.add_column(column, justify="right" if column in STATUSES else "left", overflow="fold",
                             no_wrap=column == "variant", min_width=len(column))
        for row in data["table"]:
            areas.add_row(_literal(row["variant"]), _literal(row["area"]), *[str(row[s]) for s in STATUSES])
        console.print(areas)
    else:
        print_summary(data, console)
    from .evidence import DETAILED, failure_lines

    shown = 0
    for result in data["results"]:
        if result["status"] in ("failed", "fixed"):
            label = "FAILED" if result["status"] == "failed" else "FIXED"
            console.print(Text(label, style="red") + " " + _literal(
                f"{result['id']} ({result['file']}:{result['line']}): {result['message']}"), soft_wrap=True)
            if result["status"] == "failed" and (shown < DETAILED or trace) and result.get("evidence"):
                shown += 1
                for line in failure_lines(result, trace):
                    console.print(_literal(line), soft_wrap=True)
    totals = data["totals"]
    console.print(", ".join(f"{totals[s]} {s}" for s in STATUSES))


def applicability(data: dict) -> dict[str, dict]:
    """For each variant checked in place of a bundled one (a user file, or --set): how many of
    its parent's scenario runs it keeps, the share, and the assumptions that leave out most (a
    reason "assumes KEY = ..." counts for KEY; any other reason by its own words)."""
    import re

    by_variant: dict[str, Counter] = {}
    for entry in data["left_out"]:
        found = re.match(r"assumes (\S+) >?= ", entry["reason"])
        by_variant.setdefault(entry["variant"], Counter())[found.group(1) if found else entry["reason"]] += 1
    bundled = {p.stem for p in bundled_paths()}
    shares = {}
    for label, count in data["applicable"].items():
        if label in by_variant or "+" in label or label not in bundled:
            cut = by_variant.get(label, Counter())
            total = count + sum(cut.values())
            shares[label] = {"applicable": count, "left_out": sum(cut.values()),
                             "share": round(count / total, 4) if total else 1.0, "cut_by": dict(cut.most_common())}
    return shares


def print_applicability(data: dict, console: Console, listing: bool) -> None:
    """How many scenarios apply to each variant checked in place of a bundled one (a user file,
    or --set), loudly when it keeps less than half of its parent's, with the assumptions that
    cut most; with --left-out which scenarios were left out and the rule value or card why."""
    for label, entry in data.get("applicability", {}).items():
        console.print(f"{label}: {entry['applicable']} scenario runs apply, {entry['left_out']} left out"
                      + ("" if listing or not entry["left_out"] else " (--left-out lists them)"),
                      highlight=False, markup=False)
        if entry["share"] < 0.5:
            cuts = ", ".join(f"{key} ({count})" for key, count in list(entry["cut_by"].items())[:3])
            console.print(Text("warning: ", style="bold red") + _literal(
                f"{label} runs only {entry['share']:.0%} of its parent's scenario runs; most are left out by "
                f"{cuts}. Scenarios assuming other values of those rules do not run: this check says little "
                f"about them."), soft_wrap=True)
    if listing:
        for entry in data["left_out"]:
            console.print(f"left out of {entry['variant']}: {entry['scenario']}: {entry['reason']}",
                          highlight=False, soft_wrap=True, markup=False)


def print_card_coverage(runs, console: Console) -> None:
    """Which card effects the scenarios perform on the reference engine, per set and wording."""
    from ..measuring.card_coverage import card_coverage

    report = card_coverage(runs)
    table = Table(title="card effects performed by scenarios (reference engine)")
    for column in ("set", "wording", "cards", "effects", "performed", "%", "non-demand shared", "demands met"):
        table.add_column(column)
    for cover in report:
        total = len(cover.effects)
        non_demand = sum(1 for e in cover.effects if e.kind != "demand")
        roles = ("-", "-") if cover.karma else (f"{cover.shared}/{non_demand}", f"{cover.demanded}/{total - non_demand}")
        table.add_row(cover.set, cover.wording, str(cover.cards), str(total), str(cover.performed),
                      f"{100 * cover.performed / total:.0f}" if total else "-", *roles)
    console.print(table)
    for cover in report:
        what = "karma" if cover.karma else "effect"
        for effect in cover.missing():
            console.print(f"no scenario performs: {effect.card}, {what} {effect.index + 1} ({effect.kind}) "
                          f"[{cover.set}, {cover.wording}]", highlight=False, soft_wrap=True, markup=False)


def _some(ids: list[str], shown: int = 4) -> str:
    """A few scenario ids, and how many more there are."""
    more = len(ids) - shown
    return ", ".join(ids[:shown]) + (f" and {more} more" if more > 0 else "")


def _share_table(title: str, columns: tuple[str, str, str], rows: list[tuple]) -> Table:
    """A table of what part of a whole is covered: name, total, covered, percent ('-' for none)."""
    table = Table(title=title)
    for column in (*columns, "%"):
        table.add_column(column)
    for name, total, covered, percent in rows:
        table.add_row(name, str(total), str(covered), f"{percent:.0f}" if percent is not None else "-")
    return table


def print_coverage(scenarios, console: Console) -> None:
    """Traceability as lists, with the percentages: every rule statement of every rulebook
    index, covered (by which scenarios) or not, and every rule parameter, assumed by scenarios
    (which) or not. `--format json` carries the same lists whole under `coverage`."""
    from ..measuring.coverage import coverage_data

    data = coverage_data(scenarios)

    def say(text: str) -> None:
        console.print(text, highlight=False, soft_wrap=True, markup=False)

    console.print(_share_table("rule statements covered by scenarios", ("rulebook", "statements", "covered"),
                               [(b["rulebook"], b["statements"], b["covered"], b["percent"]) for b in data["rulebooks"]]))
    for book in data["rulebooks"]:
        say(f"{book['rulebook']} ({book['index']}): {book['covered']} of {book['statements']} statements covered")
        for statement in book["list"]:
            if statement["scenarios"]:
                say(f"  covered    {statement['id']} ({statement['section']}): "
                    f"{len(statement['scenarios'])} scenarios: {_some(statement['scenarios'])}")
            else:
                say(f"  uncovered  {statement['id']} ({statement['section']}): {statement['rule']}")
    console.print(_share_table("rule parameters assumed by scenarios", ("game", "parameters", "with scenarios"),
                               [(g["game"], g["parameters"], g["with_scenarios"], g["percent"])
                                for g in data["parameters"]]))
    for game in data["parameters"]:
        say(f"{game['game']}: {game['with_scenarios']} of {game['parameters']} parameters have scenarios "
            "(whose @assumes: tags name them; terminology left out)")
        for entry in game["list"]:
            if entry["scenarios"]:
                say(f"  assumed      {entry['key']}: {len(entry['scenarios'])} scenarios: {_some(entry['scenarios'])}")
            else:
                say(f"  no scenario  {entry['key']}")
    for problem in data["problems"]:
        say(problem)


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
        from .evidence import with_reference

        if not _MIRROR:
            _MIRROR.append(Reference())
        outcome = with_reference(outcome, _MIRROR[0])
    return outcome


def refuse_unplayed(users: dict[str, tuple[str, dict]], option: str = "--impl") -> None:
    """Before the reference engine runs user or changed variants: a value it does not play is
    an error naming the key (`option` names the flag that picks another engine)."""
    from ...variants import resolve_data
    from ...variants.support import unplayed

    for label, (_, data) in users.items():
        for key, value in unplayed(resolve_data(data, label).variant):
            raise UserError(f"{label}: key '{key}' = {value!r} is not played by the reference engine; check "
                            f"another engine against this variant with {option}", key=key)


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
        from .expectations import _results

        failed = [run_id for run_id, status in _results(Path(args.failed_from)).items() if status == "failed"]
        if not failed:
            raise UserError("the report lists no failed run: nothing to rerun", file=args.failed_from)
        ids += failed
    return Selection(ids, getattr(args, "tags", None), getattr(args, "keyword", None))


def _selection_words(selection: Selection) -> str:
    parts = [f"--id {run_id}" for run_id in selection.ids]
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
    if selected is not None:
        data["selection"] = selected
    if args.coverage:  # the lists --coverage prints, whole, for a JSON reader
        from ..measuring.coverage import coverage_data

        data["coverage"] = coverage_data(scenarios)
    if data["totals"]["failed"]:
        from ..measuring.causes import likely_causes
        from ..measuring.derive import ledger_path, read_flips
        from .catalog import FEATURES_DIR

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


__all__ = ["run_check", "summary"]
