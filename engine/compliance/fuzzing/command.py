"""The `rulebook fuzz` command: differential random games against the reference engine."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from rich.console import Console
from rich.markup import escape
from rich.progress import Progress
from rich.table import Table

from ...errors import UserError
from ...text import printable


def register(sub) -> None:
    p = sub.add_parser(
        "fuzz", help="random games in lockstep with the reference engine; each first difference shrunk "
                     "and written as a scenario",
        description="Play random games from the same complete positions on the reference engine and on "
                    "--impl: actions are chosen at random from --impl's, each led by one engine (drawn by the "
                    "seed) whose questions are answered at random while the other engine's answers are searched "
                    "for the same position (positions are compared, never the shape of questions), and the legal "
                    "actions are compared; write the first "
                    "difference of each game, shrunk to a small position, as a .feature scenario "
                    "(rulebook check --features runs it). A seed names a game. Innovation and Lost Legacy "
                    "variants, bundled or from a file (a house variant, a custom set): a file goes to both "
                    "engines as the resolved variant object, and its scenarios run with rulebook check "
                    "--variant FILE. Exit 0: no difference; 1: differences or engine failures; 2: bad input.")
    p.add_argument("--impl", required=False, metavar="SPEC",
                   help="the implementation compared with the reference: python:module:Class or cmd:<command line>")
    p.add_argument("--variant", action="append", metavar="V",
                   help="a bundled variant id (Innovation, or a Lost Legacy variant whose deck is complete) or the "
                        "path of a variant file extending one, e.g. written by rulebook new (repeatable; default: "
                        "every bundled Innovation variant)")
    p.add_argument("--players", action="append", type=int, metavar="K",
                   help="player count (repeatable; default: every count the variant seats, players.min to "
                        "players.max)")
    p.add_argument("--games", type=int, default=100, metavar="N", help="games per variant and player count (default 100)")
    p.add_argument("--seed", type=int, default=1, metavar="S", help="the first seed (default 1): games use S, S+1, ...")
    p.add_argument("--start", choices=("deal", "cards"), default="deal",
                   help="deal: games start after the opening melds of a dealt game; cards: each seed puts one "
                        "card of the set (in turn) on top of Alice's board in a random position and plays its "
                        "dogma first; Innovation only (default: deal)")
    p.add_argument("--replay", type=int, metavar="SEED", help="play only the game this seed names, and show it")
    p.add_argument("--jobs", type=int, default=1, metavar="N", help="worker processes, each with its own engine (default 1)")
    p.add_argument("--shard", metavar="I/N", help="play only the I-th of N slices of the games (for CI matrices)")
    p.add_argument("--timeout", type=float, default=10.0, metavar="SECONDS",
                   help="time limit for one answer of a cmd: implementation (default 10)")
    p.add_argument("--out", metavar="DIR", default="fuzz-findings",
                   help="folder for the scenarios written (default: ./fuzz-findings)")
    p.add_argument("--format", choices=("table", "json"), default="table",
                   help="report on stdout (default: table); with json, stdout holds only the JSON report and "
                        "anything else (--replay's game, progress) goes to stderr")
    p.add_argument("--report", metavar="FILE", help="also write the JSON report (schemas/report-fuzz.schema.json)")
    p.add_argument("--merge", nargs="+", metavar="REPORT", help="merge JSON reports (shards of one run) and print the result")
    p.set_defaults(run=run_fuzz)


def _print(report, console: Console) -> None:
    table = Table(title=f"rulebook fuzz: reference against {escape(printable(report.implementation))}")
    for column in ("variant", "players", "games", "finished", "divergent", "failed", "moves"):
        table.add_column(column, justify="left" if column == "variant" else "right", overflow="fold")
    for row in report.rows:
        table.add_row(escape(printable(row.variant)), str(row.players), str(row.games), str(row.finished), str(row.divergent),
                      str(row.failed), str(row.moves))
    console.print(table)
    for finding in report.findings:
        console.print(printable(f"DIFFERS seed {finding.seed} ({finding.variant}, {finding.players} players, "
                                f"{finding.what}): {printable(finding.detail, 200)}"
                                + (f" -> {finding.scenario}" if finding.scenario else ""), 1000),
                      highlight=False, markup=False, soft_wrap=True)
    for failure in report.failures:
        console.print(printable(f"FAILED seed {failure.seed} ({failure.variant}, {failure.players} players): "
                                f"{printable(failure.message, 200)}", 1000),
                      highlight=False, markup=False, soft_wrap=True)
    cut_short = sum(row.cut_short for row in report.rows)
    if cut_short:
        console.print(f"{cut_short} game(s) compared only up to a shuffle the other engine ordered its own way",
                      highlight=False)
    console.print(f"{report.games} games, {len(report.findings)} with a difference, {len(report.failures)} "
                  f"lost to engine failures", highlight=False)


def _require_resolved_variant(spec: str, timeout: float, variants) -> None:
    """A variant file goes to new_game as a variant object: the implementation must declare that
    it takes one (capability resolved_variant), or every game would be a refusal."""
    from ..running.implementations import handshake, open_implementation

    files = [variant.source for variant in variants if variant.source]
    if not files:
        return
    impl = open_implementation(spec, timeout=timeout)
    try:
        capabilities = handshake(impl)["capabilities"]
    finally:
        impl.close()
    if "resolved_variant" not in capabilities:
        raise UserError(f"{spec} does not declare the resolved_variant capability: it cannot play the variant file "
                        f"{files[0]} (new_game sends a file as the resolved variant object)")


def run_fuzz(args: argparse.Namespace) -> int:
    from ...files import write_atomic
    from ..running.engine_processes import Terminated, engines_ended_on_signals
    from .runs import MAX_JOBS, build_report, merge, parse_shard, run, tasks
    from .variant import select_variants

    # For people: stdout in table format, stderr beside --format json (stdout holds only the
    # JSON report); the terminal's width (COLUMNS when set).
    console = Console(stderr=args.format == "json")
    if args.report:  # before any work: never an input of this command, never through a link
        from ...files import check_output

        check_output(Path(args.report), what="fuzz report", option="--report", make_folder=True,
                     inputs=[Path(p) for p in args.merge or ()])
    if args.merge:
        report = merge([Path(p) for p in args.merge])
    else:
        if not args.impl:
            raise UserError("rulebook fuzz needs --impl (python:module:Class or cmd:<command line>), or --merge")
        for flag, value in (("--games", args.games), ("--jobs", args.jobs)):
            if value < 1:  # the one bound broken, with the value given
                raise UserError(f"{flag} must be at least 1, not {value}")
        if not 0 < args.timeout < 3600:
            raise UserError(f"--timeout must be between 0 and 3600 seconds, not {args.timeout:g}")
        if args.jobs > MAX_JOBS:
            raise UserError(f"--jobs {args.jobs}: at most {MAX_JOBS} worker processes (each runs an engine)")
        variants = select_variants(args.variant)
        if args.start == "cards":
            for variant in variants:
                if variant.game != "innovation":
                    raise UserError(f"--start cards puts an Innovation card on a board: {variant.label} is a "
                                    f"{variant.game} variant (use --start deal)")
        seed, games = (args.replay, 1) if args.replay is not None else (args.seed, args.games)
        _require_resolved_variant(args.impl, args.timeout, variants)
        selected = tasks(variants, args.players, seed, games, parse_shard(args.shard))
        try:
            # SIGTERM or SIGHUP: every engine process group (and what left it) ends, as under check
            with engines_ended_on_signals(), Progress(console=Console(stderr=True), transient=True,
                                                      disable=not sys.stderr.isatty()) as progress:
                bar = progress.add_task("games", total=len(selected))
                results = run(args.impl, variants, selected, args.jobs, args.timeout,
                              lambda: progress.advance(bar), args.start)
        except Terminated as exc:
            print(f"error: fuzz stopped by {exc.name}: the implementation was ended; no report written",
                  file=sys.stderr)
            return 128 + exc.signum
        report = build_report(args.impl, seed, games, args.shard, results, Path(args.out), selected)
        if args.replay is not None:
            for result in results:
                console.print(f"seed {result['seed']} ({result['variant']}, {result['players']} players): "
                              f"{result['moves']} moves", highlight=False)
                if result.get("divergence") and result["divergence"]["scenario"]:
                    console.print(result["divergence"]["scenario"], highlight=False, markup=False)
    if args.report:
        write_atomic(Path(args.report), report.model_dump_json(indent=2) + "\n", what="fuzz report", make_folder=True)
    if args.format == "json":
        sys.stdout.write(report.model_dump_json(indent=2) + "\n")
    else:
        _print(report, console)
    return 1 if report.findings or report.failures else 0
