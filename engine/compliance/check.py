"""`rulebook check`: select runs, play them against an implementation, report."""

from __future__ import annotations

import math
import os
import sys
import tempfile
import unicodedata
from collections import Counter
from pathlib import Path

from rich.console import Console
from rich.markup import escape
from rich.progress import Progress
from rich.table import Table
from rich.text import Text

from ..errors import UserError
from ..files import check_output, write_atomic
from ..variants import bundled_paths, resolve
from ..variants.render import resolved_data
from .catalog import load_scenarios
from .coverage import link, load_indexes
from .expectations import apply_expectations, check_expectations, compare_reports, load_expectations
from .implementations import Reference, Terminated, engines_ended_on_signals, handshake, open_implementation
from .results import RENDERERS, STATUSES, report_data, summary
from .runner import check_steps_defined, plan, run_one


def _require_playable(variant) -> None:
    """A Lost Legacy variant whose deck is incomplete cannot be checked: UnsupportedDeck (a
    UserError, exit 2) names the missing cards, with the message every command gives."""
    if variant.game == "lost-legacy":
        from ..lost_legacy import check_playable

        check_playable(variant)


def _changed(variant_id: str, data: dict, sets: list[str]) -> tuple[str, dict]:
    """The resolved variant `data` with `--set key=value` changes: (its label, its data)."""
    import copy

    from ..variants import resolve_data
    from ..variants.derive import parse_assignment
    from ..variants.paths import flatten
    from ..variants.render import parameters
    from .mutants import _set

    changed = copy.deepcopy(data)
    known = flatten(parameters(changed))
    label = variant_id
    for text in sets:
        key, value = parse_assignment(text)
        if key not in known:
            raise UserError(f"--set names unknown key '{key}' for {variant_id}", key=key)
        _set(changed, key, value)
        # the value is no longer the one a dispute chose
        changed["disputes"] = [d for d in changed.get("disputes", []) if d.get("key") != key]
        label += f"+{key}={text.partition('=')[2].strip()}"
    changed["id"] = f"{variant_id}-changed"
    resolve_data(changed, f"{variant_id} with --set")  # an inconsistent change is a usage error
    return label, changed


def _select_variants(refs: list[str] | None, sets: list[str] | None = None) -> tuple[list[str] | None, dict]:
    """Bundled variant ids to run by their tags, and user variants (label -> (the bundled variant
    they derive from, resolved data)); `sets` turns every selected variant into a changed one."""
    if sets:
        if not refs:
            raise UserError("--set changes the variants given with --variant; name at least one")
        ids, users = _select_variants(refs)
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
        if not (ref.endswith(".toml") or "/" in ref):
            raise UserError(f"unknown variant '{ref}' (bundled: {', '.join(sorted(bundled))})")
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


def print_table(data: dict, console: Console) -> None:
    table = Table(title=Text("compliance of ") + _literal(data["implementation"].get("name")))
    for column in ("variant", "area", *STATUSES):
        table.add_column(column, justify="right" if column in STATUSES else "left")
    for row in data["table"]:
        table.add_row(_literal(row["variant"]), _literal(row["area"]), *[str(row[s]) for s in STATUSES])
    console.print(table)
    for result in data["results"]:
        if result["status"] in ("failed", "fixed"):
            label = "FAILED" if result["status"] == "failed" else "FIXED"
            console.print(Text(label, style="red") + " " + _literal(
                f"{result['id']} ({result['file']}:{result['line']}): {result['message']}"), soft_wrap=True)
    totals = data["totals"]
    console.print(", ".join(f"{totals[s]} {s}" for s in STATUSES))


def print_applicability(data: dict, console: Console, listing: bool) -> None:
    """How many scenarios apply to each variant checked in place of a bundled one (a user file,
    or --set), and with --left-out which scenarios were left out and the rule value or card why."""
    by_variant = Counter(entry["variant"] for entry in data["left_out"])
    for label, count in data["applicable"].items():
        if label in by_variant or "+" in label or label not in {p.stem for p in bundled_paths()}:
            console.print(f"{label}: {count} scenario runs apply, {by_variant.get(label, 0)} left out"
                          + ("" if listing or not by_variant.get(label) else " (--left-out lists them)"),
                          highlight=False, markup=False)
    if listing:
        for entry in data["left_out"]:
            console.print(f"left out of {entry['variant']}: {entry['scenario']}: {entry['reason']}",
                          highlight=False, soft_wrap=True, markup=False)


def print_card_coverage(runs, console: Console) -> None:
    """Which card effects the scenarios perform on the reference engine, per set and wording."""
    from .card_coverage import card_coverage

    report = card_coverage(runs)
    table = Table(title="card effects performed by scenarios (reference engine)")
    for column in ("set", "wording", "cards", "effects", "performed", "%", "non-demand shared", "demands met"):
        table.add_column(column)
    for cover in report:
        total = len(cover.effects)
        non_demand = sum(1 for e in cover.effects if e.kind != "demand")
        table.add_row(cover.set, cover.wording, str(cover.cards), str(total), str(cover.performed),
                      f"{100 * cover.performed / total:.0f}" if total else "-",
                      f"{cover.shared}/{non_demand}", f"{cover.demanded}/{total - non_demand}")
    console.print(table)
    for cover in report:
        for effect in cover.missing():
            console.print(f"no scenario performs: {effect.card}, effect {effect.index + 1} ({effect.kind}) "
                          f"[{cover.set}, {cover.wording}]", highlight=False, soft_wrap=True, markup=False)


def print_coverage(scenarios, console: Console) -> None:
    indexes = load_indexes()
    problems = link(indexes, scenarios)
    table = Table(title="rule statements covered by scenarios")
    for column in ("rulebook", "statements", "covered", "%"):
        table.add_column(column)
    for index in indexes:
        total = len(index.statements)
        table.add_row(index.rulebook, str(total), str(index.covered), f"{100 * index.covered / total:.0f}" if total else "-")
    console.print(table)
    for index in indexes:
        for statement in index.statements:
            if not statement.scenarios:
                console.print(f"uncovered: {statement.id} ({index.rulebook}, {statement.section}): {statement.rule}",
                              highlight=False, soft_wrap=True, markup=False)
    for problem in problems:
        console.print(problem, highlight=False, soft_wrap=True, markup=False)


def print_comparison(old: Path, new: Path, console: Console) -> int:
    changes = compare_reports(old, new)
    for title, ids in changes.items():
        console.print(f"{title.replace('_', ' ')}: {len(ids)}", highlight=False)
        for run_id in ids:
            console.print(f"  {run_id}", highlight=False, markup=False)
    return 1 if changes["regressions"] else 0


def run_mutants(args, console: Console) -> int:
    import json

    from .mutants import mutate, summary

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


def run_derive_assumptions(args, console: Console) -> int:
    """Measure what each scenario depends on (every rule parameter of every bundled Innovation
    variant changed in turn, on the reference engine) and list the assumptions scenarios do not
    declare; with --write, add them as @assumes: tags. Exit 1 when some are missing."""
    from ..variants import load_variant
    from .assumptions import declared_gaps, measure_all, write_tags

    paths = [Path(p) for p in args.features] if args.features else None
    scenarios = load_scenarios(paths)
    check_steps_defined(scenarios)
    ids = args.variant or [p.stem for p in bundled_paths() if load_variant(p.stem).game == "innovation"]
    found = measure_all(ids, [str(p) for p in paths] if paths else None)
    gaps = declared_gaps(found, scenarios)
    for scenario_id, missing in sorted(gaps.items()):
        console.print(f"{scenario_id}: " + " ".join(a.tag() for a in missing), highlight=False,
                      soft_wrap=True, markup=False)
    if args.write and gaps:
        for path in write_tags(gaps, scenarios):
            console.print(f"wrote {path}", highlight=False, markup=False)
        return 0
    console.print(f"{len(gaps)} scenarios with undeclared assumptions", highlight=False)
    return 1 if gaps else 0


def _check_time_limits(args) -> None:
    for flag, value in (("--timeout", getattr(args, "timeout", None)),
                        ("--scenario-timeout", getattr(args, "scenario_timeout", None))):
        if value is not None and not (math.isfinite(value) and value > 0):
            raise UserError(f"{flag} must be a positive number of seconds, not {value:g}")


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


def run_check(args) -> int:
    _check_time_limits(args)
    console = Console(width=160, stderr=False)
    if args.compare:
        return print_comparison(Path(args.compare[0]), Path(args.compare[1]), console)
    if args.derive_assumptions:
        return run_derive_assumptions(args, console)
    if args.mutants:
        return run_mutants(args, console)
    variants, users = _select_variants(args.variant, args.set)
    if args.impl == "reference":
        from ..variants import resolve_data
        from ..variants.support import unplayed

        for label, (_, data) in users.items():
            for key, value in unplayed(resolve_data(data, label).variant):
                raise UserError(f"{label}: key '{key}' = {value!r} is not played by the reference engine; check "
                                f"another engine against this variant with --impl", key=key)
    paths = [Path(p) for p in args.features] if args.features else None
    scenarios = load_scenarios(paths)
    check_steps_defined(scenarios)
    left_out: list[tuple[str, str, str]] = []
    runs = plan(scenarios, variants, users, left_out)
    expected = load_expectations(Path(args.expect)) if args.expect else []
    if args.expect:
        check_expectations(expected, runs, Path(args.expect))
    if args.out:
        _check_out(Path(args.out), _inputs(args, scenarios))
    if args.coverage:
        print_coverage(scenarios, console)
        print_card_coverage(runs, console)
    try:
        # SIGTERM or SIGHUP: every engine process group is ended, then the implementation closed
        with engines_ended_on_signals():
            implementation = open_implementation(args.impl, timeout=args.timeout)
            try:
                identity = handshake(implementation)
                # The reference declares everything; others are held to what their hello says.
                declared = None if isinstance(implementation, Reference) else identity
                outcomes = []
                with Progress(console=Console(stderr=True), transient=True,
                              disable=not sys.stderr.isatty()) as progress:
                    task = progress.add_task("scenarios", total=len(runs))
                    for run in runs:
                        outcomes.append(run_one(run, implementation, declared, args.scenario_timeout,
                                                args.keep_going))
                        progress.advance(task)
            finally:
                implementation.close()
    except Terminated as exc:
        print(f"error: check stopped by {exc.name}: the implementation was ended; no report written",
              file=sys.stderr)
        return 128 + exc.signum
    if args.expect:
        apply_expectations(outcomes, expected, Path(args.expect))
    data = report_data(outcomes, {"name": identity["name"], "version": identity["version"], "spec": args.impl})
    data["applicable"] = dict(sorted(Counter(o.run.label or o.run.variant for o in outcomes).items()))
    data["left_out"] = [{"scenario": sid, "variant": label, "reason": reason} for sid, label, reason in left_out]
    unwritten: UserError | None = None
    if args.out:
        try:
            write_atomic(Path(args.out), RENDERERS[args.format if args.format != "table" else "json"](data),
                         what="report")
        except UserError as exc:  # the run is not lost: its table is printed all the same
            unwritten = exc
        except OSError as exc:
            unwritten = UserError(f"cannot write the report: {exc.strerror or exc}", file=args.out)
    if args.format == "table" or args.out:
        print_table(data, console)
        print_applicability(data, console, args.left_out)
    else:
        sys.stdout.write(RENDERERS[args.format](data))
    if unwritten is not None:
        raise unwritten
    return 1 if data["totals"]["failed"] or data["totals"]["fixed"] else 0


__all__ = ["run_check", "summary"]
