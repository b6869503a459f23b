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


def register(sub) -> None:
    p = sub.add_parser(
        "fuzz", help="random games in lockstep with the reference engine; each first difference shrunk "
                     "and written as a scenario",
        description="Play random games from the same complete positions on the reference engine and on "
                    "--impl, compare both states and legal moves after every move, and write the first "
                    "difference of each game, shrunk to a small position, as a .feature scenario "
                    "(rulebook check --features runs it). A seed names a game. Exit 0: no difference; 1: "
                    "differences or engine failures; 2: bad input.")
    p.add_argument("--impl", required=False, metavar="SPEC",
                   help="the implementation compared with the reference: python:module:Class or cmd:<command line>")
    p.add_argument("--variant", action="append", metavar="V", help="bundled Innovation variant (repeatable; "
                                                                    "default: every Innovation variant)")
    p.add_argument("--players", action="append", type=int, metavar="K",
                   help="player count (repeatable; default: every count the variant seats)")
    p.add_argument("--games", type=int, default=100, metavar="N", help="games per variant and player count (default 100)")
    p.add_argument("--seed", type=int, default=1, metavar="S", help="the first seed (default 1): games use S, S+1, ...")
    p.add_argument("--start", choices=("deal", "cards"), default="deal",
                   help="deal: games start after the opening melds of a dealt game; cards: each seed puts one "
                        "card of the set (in turn) on top of Alice's board in a random position and plays its "
                        "dogma first (default: deal)")
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
    table = Table(title=f"rulebook fuzz: reference against {escape(report.implementation)}")
    for column in ("variant", "players", "games", "finished", "divergent", "failed", "moves"):
        table.add_column(column, justify="left" if column == "variant" else "right", overflow="fold")
    for row in report.rows:
        table.add_row(row.variant, str(row.players), str(row.games), str(row.finished), str(row.divergent),
                      str(row.failed), str(row.moves))
    console.print(table)
    for finding in report.findings:
        console.print(f"DIFFERS seed {finding.seed} ({finding.variant}, {finding.players} players, {finding.what}): "
                      f"{finding.detail[:200]}" + (f" -> {finding.scenario}" if finding.scenario else ""),
                      highlight=False, markup=False, soft_wrap=True)
    for failure in report.failures:
        console.print(f"FAILED seed {failure.seed} ({failure.variant}, {failure.players} players): {failure.message[:200]}",
                      highlight=False, markup=False, soft_wrap=True)
    console.print(f"{report.games} games, {len(report.findings)} with a difference, {len(report.failures)} "
                  f"lost to engine failures", highlight=False)


def run_fuzz(args: argparse.Namespace) -> int:
    from ...files import write_atomic
    from ...variants import bundled_paths, load_variant
    from .runs import build_report, merge, parse_shard, run, tasks

    # For people: stdout in table format, stderr beside --format json (stdout holds only the
    # JSON report); the terminal's width (COLUMNS when set).
    console = Console(stderr=args.format == "json")
    if args.merge:
        report = merge([Path(p) for p in args.merge])
    else:
        if not args.impl:
            raise UserError("rulebook fuzz needs --impl (python:module:Class or cmd:<command line>), or --merge")
        if args.games < 1 or args.jobs < 1 or not 0 < args.timeout < 3600:
            raise UserError("--games and --jobs must be at least 1, --timeout between 0 and 3600 seconds")
        known = [p.stem for p in bundled_paths() if load_variant(p.stem).game == "innovation"]
        variants = args.variant or known
        for variant in variants:
            if variant not in known:
                raise UserError(f"unknown Innovation variant '{variant}' (bundled: {', '.join(known)})")
        seed, games = (args.replay, 1) if args.replay is not None else (args.seed, args.games)
        selected = tasks(variants, args.players, seed, games, parse_shard(args.shard))
        with Progress(console=Console(stderr=True), transient=True, disable=not sys.stderr.isatty()) as progress:
            bar = progress.add_task("games", total=len(selected))
            results = run(args.impl, selected, args.jobs, args.timeout, lambda: progress.advance(bar), args.start)
        report = build_report(args.impl, seed, games, args.shard, results, Path(args.out))
        if args.replay is not None:
            for result in results:
                console.print(f"seed {result['seed']} ({result['variant']}, {result['players']} players): "
                              f"{result['moves']} moves", highlight=False)
                if result.get("divergence"):
                    console.print(result["divergence"]["scenario"], highlight=False, markup=False)
    if args.report:
        write_atomic(Path(args.report), report.model_dump_json(indent=2) + "\n", what="fuzz report", make_folder=True)
    if args.format == "json":
        sys.stdout.write(report.model_dump_json(indent=2) + "\n")
    else:
        _print(report, console)
    return 1 if report.findings or report.failures else 0
