"""The `rulebook` command line.

Every user error (bad file, unknown variant, bad argument) prints one clear message and
exits with code 2; no traceback reaches the user.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import select
import sys
from pathlib import Path

from rich.console import Console
from rich.table import Table

from . import __version__
from .errors import UserError
from .variants import InnovationVariant, VariantError, bundled_paths, resolve
from .variants.render import RENDERERS

EXIT_OK, EXIT_FAILED, EXIT_USAGE = 0, 1, 2


def _variant_ref(text: str) -> str | Path:
    return Path(text) if text.endswith(".toml") or "/" in text else text


def cmd_list(args) -> int:
    rows = []
    for path in bundled_paths():
        v = resolve(path).variant
        if isinstance(v, InnovationVariant):
            ages = f"{v.ages.min}-{v.ages.max}"
            wanted = v.players.min if v.teams.enabled else 2
            to_win = f"{v.achievements_to_win(wanted)}" + (" (teams)" if v.teams.enabled else "")
            status = "complete"
        else:
            ages, to_win = "-", "-"
            status = "complete" if v.deck.complete else "incomplete"
        rows.append({"id": v.id, "game": v.game, "title": v.title,
                     "players": f"{v.players.min}-{v.players.max}", "ages": ages,
                     "achievements_to_win_2p": to_win, "status": status})
    if args.format == "json":
        print(json.dumps(rows, indent=2, ensure_ascii=False))
        return EXIT_OK
    table = Table(title="rulebook variants")
    for column in ("id", "game", "title", "players", "ages", "to win (2p)", "status"):
        table.add_column(column)
    for row in rows:
        table.add_row(*[str(v) for v in row.values()])
    Console(width=160).print(table)
    return EXIT_OK


def cmd_show(args) -> int:
    resolved = resolve(_variant_ref(args.variant))
    sys.stdout.write(RENDERERS[args.format](resolved))
    return EXIT_OK


def cmd_validate(args) -> int:
    from .variants.support import unplayed

    failed = 0
    for ref in args.files:
        try:
            resolved = resolve(_variant_ref(ref))
        except UserError as exc:
            failed += 1
            print(f"FAIL {ref}", file=sys.stderr)
            for line in str(exc).splitlines():
                print(f"  {line}", file=sys.stderr)
            continue
        print(f"ok   {ref} ({resolved.variant.id}, {resolved.variant.game}, "
              f"resolved from {' <- '.join(p.stem for p in resolved.chain)})")
        for key, value in unplayed(resolved.variant):
            print(f"  warning: {ref}: key '{key}' = {value!r} is valid, but the reference engine does not "
                  f"play it: play, serve and check --impl reference refuse this variant", file=sys.stderr)
    return EXIT_USAGE if failed else EXIT_OK


def cmd_new(args) -> int:
    from .variants.derive import derive

    out = derive(args.id, args.base, args.set or [], Path(args.out) if args.out else None,
                 title=args.title, force=args.force, game=args.game, cards=args.cards)
    print(f"wrote {out}")
    return EXIT_OK


def cmd_schema(args) -> int:
    from .schemas import SCHEMA_DIR, write_schemas

    for path in write_schemas(Path(args.out) if args.out else SCHEMA_DIR):
        print(f"wrote {path}")
    return EXIT_OK


def cmd_check(args) -> int:
    from .compliance.check import run_check

    return run_check(args)


def cmd_steps(args) -> int:
    import re

    from .compliance.steps import REGISTRY

    def shown(pattern: str) -> str:  # "{player:Name}" reads as "<player>"
        return re.sub(r"\{(\w+)(?::\w+)?\}", r"<\1>", pattern)

    subjects: dict[str, list] = {}
    for step in REGISTRY.steps:
        subjects.setdefault(step.func.__module__.rsplit(".", 1)[-1].replace("_", " "), []).append(step)
    if args.format == "md":
        print("# Steps\n")
    for subject, steps in subjects.items():
        print(f"## {subject}\n" if args.format == "md" else f"== {subject} ==")
        for kind in ("Given", "When", "Then"):
            for step in (s for s in steps if s.kind == kind):
                if args.format == "md":
                    print(f"- `{kind} {shown(step.pattern)}`: {step.doc}\n  Example: `{step.example}`")
                else:
                    print(f"  {kind} {shown(step.pattern)}\n      {step.doc}\n      e.g. {step.example}")
        print()
    return EXIT_OK


def cmd_play(args) -> int:
    from rich.progress import Progress

    from .playing import play_games

    # `is None`, not `or`: --players 0 is a mistake to report, not a request for the default.
    players = args.players if args.players is not None else resolve(_variant_ref(args.variant)).variant.players.min
    with Progress(console=Console(stderr=True), transient=True,
                  disable=not sys.stderr.isatty() or args.games < 20) as progress:
        task = progress.add_task("games", total=args.games)
        summary = play_games(_variant_ref(args.variant), players, args.games, args.seed, check=args.check,
                             progress=lambda: progress.advance(task))
    if args.format == "json":
        print(json.dumps(summary, indent=2))
        return EXIT_OK
    console = Console(width=120)
    console.print(f"{summary['games']} games of {summary['variant']}, {players} players, seeds "
                  f"{args.seed}..{args.seed + args.games - 1}", highlight=False)
    table = Table(title="how the games ended")
    table.add_column("reason")
    table.add_column("games", justify="right")
    for reason, count in summary["reasons"].items():
        table.add_row(reason, str(count))
    if summary["unfinished"]:
        table.add_row("unfinished (move limit)", str(summary["unfinished"]))
    console.print(table)
    seats = Table(title="wins by seat")
    seats.add_column("seat")
    seats.add_column("wins", justify="right")
    for name, count in summary["wins_by_seat"].items():
        seats.add_row(name, str(count))
    console.print(seats)
    for what in ("turns", "moves"):
        figures = summary[what]
        console.print(f"{what}: min {figures['min']}, mean {figures['mean']}, max {figures['max']}", highlight=False)
    return EXIT_OK


def cmd_serve(args) -> int:
    from .protocol import serve

    return serve()


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="rulebook",
        description="Rules-variant configurator and compliance suite for Innovation and Lost Legacy.",
        epilog="Exit codes: 0 success, 1 failures found, 2 usage or input error.")
    parser.add_argument("--version", action="version", version=f"rulebook {__version__}")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    p = sub.add_parser("list", help="every bundled variant: id, game, title, players, ages, achievements to win",
                       description="List every bundled variant with its player range, supply ages and the "
                                   "achievements needed to win with 2 players (4 for team variants).")
    p.add_argument("--format", choices=("table", "json"), default="table", help="output format (default: table)")
    p.set_defaults(run=cmd_list)

    p = sub.add_parser("show", help="the resolved variant (after extends), with sources and disputes",
                       description="Print a variant after inheritance: every parameter with its meaning and "
                                   "source, and the disputes between sources. VARIANT is a bundled id or a file.")
    p.add_argument("variant", metavar="VARIANT", help="bundled variant id (e.g. deluxe) or path to a .toml file")
    p.add_argument("--format", choices=tuple(RENDERERS), default="toml", help="output format (default: toml)")
    p.set_defaults(run=cmd_show)

    p = sub.add_parser("validate", help="schema, model and semantic checks of variant files",
                       description="Check variant files against the JSON Schema, the model and the semantic "
                                   "rules; each error names the file, line and key. Exit 2 if any file fails.")
    p.add_argument("files", nargs="+", metavar="FILE", help="variant files (or bundled ids)")
    p.set_defaults(run=cmd_validate)

    p = sub.add_parser("new", help="write a variant derived from another, with some keys changed, or a Lost "
                                   "Legacy custom set",
                       description="Write ID.toml extending BASE with each --set key=value applied (values "
                                   "are TOML literals: numbers, true/false, \"strings\", [lists]). With --game "
                                   "lost-legacy --cards, write a Lost Legacy custom 16-card set instead: a variant "
                                   "extending lost-legacy-starship (or BASE) whose deck is exactly those cards, "
                                   "checked against the card data and the composition rule (one card each of "
                                   "speeds 1 to 5, two of 6, three each of 7, 8 and X; for 6, 7, 8 and X every "
                                   "copy from one set), each violation reported on its own line. The file is "
                                   "validated before it is written; nothing is written on error.",
                       epilog='example: rulebook new my-set --game lost-legacy --cards "Girl of Fate:1,General:1,'
                              'Shadow Thief:1,Swordsman:1,Lost Legacy: Flying Garden:1,Old Map:2,Search:3,'
                              'Assault:3,Sneak Attack:3"')
    p.add_argument("id", metavar="ID", help="id of the new variant (also its file name)")
    p.add_argument("--from", dest="base", metavar="BASE",
                   help="variant to derive from (id or file); required unless --game names a game with a default "
                        "base (lost-legacy: lost-legacy-starship)")
    p.add_argument("--game", choices=("innovation", "lost-legacy"),
                   help="the game of the new variant; without --from, lost-legacy derives from lost-legacy-starship")
    p.add_argument("--cards", action="append", metavar="NAME:COPIES,...",
                   help="Lost Legacy only: build a custom set of exactly these cards, comma-separated NAME:COPIES "
                        "entries (':COPIES' may be left out for 1; names as in the card data, e.g. "
                        "'Lost Legacy: The Starship:1'); repeatable, the entries add up; implies --game lost-legacy")
    p.add_argument("--set", action="append", metavar="KEY=VALUE",
                   help="override a parameter, e.g. --set victory.score_full_tie='\"shared\"' (repeatable)")
    p.add_argument("--out", metavar="FILE", help="where to write (default: ./ID.toml)")
    p.add_argument("--title", help="title of the new variant")
    p.add_argument("--force", action="store_true",
                   help="replace an existing regular file, keeping its permissions; a symbolic link (or any "
                        "other non-regular file) at that name is refused, never replaced or written through "
                        "(without --force the file must not exist: of several `new`s racing for one name, one "
                        "writes it)")
    p.set_defaults(run=cmd_new)

    p = sub.add_parser("check", help="run the scenarios against an implementation; print a compliance table",
                       description="Run every scenario once per variant its tags name, against the reference "
                                   "engine or another implementation, and print passed/failed/skipped by variant "
                                   "and rulebook area. Exit 0 if all passed, 1 on failures, 2 on bad input.")
    p.add_argument("--variant", action="append", metavar="V",
                   help="only this variant (repeatable); a user variant file runs the scenarios of the bundled "
                        "variant it extends")
    p.add_argument("--features", action="append", metavar="PATH",
                   help="feature files or folders to run instead of the bundled ones (repeatable)")
    p.add_argument("--impl", default="reference", metavar="SPEC",
                   help="implementation under test: reference (default), python:module:Class (an in-process "
                        "adapter with a request(message) method) or cmd:<command line> (a process speaking protocol v1)")
    p.add_argument("--format", choices=("table", "json", "md", "junit"), default="table",
                   help="report format on stdout, or in --out (default: table)")
    p.add_argument("--out", metavar="FILE", help="also write the report (json unless --format says otherwise)")
    p.add_argument("--coverage", action="store_true",
                   help="print the rule statements covered per rulebook, and the card effects the scenarios "
                        "perform per card set and wording (on the reference engine)")
    p.add_argument("--expect", metavar="FILE",
                   help="TOML list of known failures ([[expected]] id, reason): reported as expected; one that "
                        "passes is reported as fixed and fails the run until the file is updated")
    p.add_argument("--timeout", type=float, default=10.0, metavar="SECONDS",
                   help="time limit for one answer of a cmd: implementation (default: 10)")
    p.add_argument("--scenario-timeout", type=float, default=60.0, metavar="SECONDS",
                   help="time limit for one scenario, an engine's start-up not counted (default: 60)")
    p.add_argument("--set", action="append", metavar="KEY=VALUE",
                   help="check each --variant with this rule value changed (a TOML literal, repeatable), "
                        "e.g. --variant ultimate --set victory.target_check='\"immediate\"': the scenarios whose "
                        "assumptions still hold run")
    p.add_argument("--derive-assumptions", action="store_true",
                   help="measure which rule values each scenario depends on (each parameter of each bundled "
                        "Innovation variant changed in turn, on the reference engine; takes minutes) and list the "
                        "@assumes: tags scenarios lack (exit 1 if any)")
    p.add_argument("--write", action="store_true", help="with --derive-assumptions: add the missing tags to the files")
    p.add_argument("--left-out", action="store_true",
                   help="list the scenarios left out of a user or changed variant, with the rule value or card "
                        "that leaves each out")
    p.add_argument("--keep-going", action="store_true",
                   help="after a failing Then step, evaluate the Then steps that follow it too and report "
                        "every failure at its own step (default: a scenario stops at its first failure)")
    p.add_argument("--mutants", metavar="VARIANT",
                   help="flip each rule parameter of VARIANT in turn and report how many flips make at least "
                        "one of its scenarios fail (a flip nothing catches is a missing scenario)")
    p.add_argument("--compare", nargs=2, metavar=("OLD.json", "NEW.json"),
                   help="compare two JSON reports: regressions, fixes, still failing (exit 1 on regressions)")
    p.set_defaults(run=cmd_check)

    p = sub.add_parser("steps", help="the glossary of Gherkin steps, with an example each",
                       description="Print every step the feature files may use, generated from the step registry.")
    p.add_argument("--format", choices=("text", "md"), default="text", help="output format (default: text)")
    p.set_defaults(run=cmd_steps)

    p = sub.add_parser("play", help="play games with random agents; how they ended",
                       description="Play K games of a variant with random agents (seeds S, S+1, ...) and print "
                                   "how they ended: reasons, lengths in turns and moves, wins by seat.")
    p.add_argument("variant", metavar="VARIANT", help="bundled variant id or variant file")
    p.add_argument("--players", type=int, help="number of players (default: the variant's minimum)")
    p.add_argument("--games", type=int, default=1, help="games to play (default: 1)")
    p.add_argument("--seed", type=int, default=0, help="seed of the first game (default: 0)")
    p.add_argument("--check", action="store_true", help="assert card conservation after every move")
    p.add_argument("--format", choices=("table", "json"), default="table", help="output format (default: table)")
    p.set_defaults(run=cmd_play)

    p = sub.add_parser("serve", help="the reference engine on stdin/stdout, speaking protocol v1",
                       description="Answer protocol v1 requests (one JSON object per line) on stdin with one "
                                   "JSON object per line on stdout, until 'bye' or the end of input. "
                                   "Requests: hello, new_game, moves, play, state, bye.")
    p.set_defaults(run=cmd_serve)

    p = sub.add_parser("schema", help="write the JSON Schemas exported from the models",
                       description="Write the JSON Schemas (variant files, ...) generated from the models.")
    p.add_argument("--out", metavar="DIR", help="directory to write to (default: the project's schemas/)")
    p.set_defaults(run=cmd_schema)

    from .reports.cli import register as register_reports
    register_reports(sub)
    from .compliance.fuzz_cli import register as register_fuzz
    register_fuzz(sub)
    return parser


def _quiet_broken_pipe(console: Console) -> None:
    raise BrokenPipeError  # main() ends quietly with 0; rich's own handler exits 1


def main(argv: list[str] | None = None) -> int:
    # rich's documented hook, set on the class so that every console of the run ends quietly
    Console.on_broken_pipe = _quiet_broken_pipe  # type: ignore[method-assign, assignment]
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return args.run(args)
    except VariantError as exc:
        print("error: invalid variant", file=sys.stderr)
        for line in str(exc).splitlines():
            print(f"  {line}", file=sys.stderr)
        return EXIT_USAGE
    except UserError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return EXIT_USAGE
    except BrokenPipeError as exc:
        if not _stdout_gone():  # another pipe broke (an engine's): an error like any other OSError
            return _os_error(exc)
        # The reader left (`| head`): what it did not read is nobody's loss. Point stdout at
        # /dev/null so the interpreter's last flush does not fail again on the way out.
        with contextlib.suppress(OSError, ValueError):
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return EXIT_OK
    except OSError as exc:  # a file system refusing (permissions, full disk, ...): one line, not a traceback
        return _os_error(exc)
    except KeyboardInterrupt:
        return 130


def _os_error(exc: OSError) -> int:
    where = f"{exc.filename}: " if exc.filename else ""
    print(f"error: {where}{exc.strerror or exc or type(exc).__name__}", file=sys.stderr)
    return EXIT_USAGE


def _stdout_gone() -> bool:
    """Whether nobody reads stdout any more: its pipe reports an error or a hang-up."""
    try:
        poller = select.poll()
        poller.register(sys.stdout.fileno(), select.POLLOUT)
        return any(events & (select.POLLERR | select.POLLHUP) for _, events in poller.poll(0))
    except (OSError, ValueError, AttributeError):  # no descriptor (captured) or no poll: assume so
        return True


if __name__ == "__main__":
    sys.exit(main())
