"""The `rulebook` argument parser: every subcommand, its options and their --help."""

from __future__ import annotations

import argparse
import re

from .. import __version__
from ..variants.render import RENDERERS
from .commands import (
    EXAMPLE_ENGINES,
    cmd_check,
    cmd_example,
    cmd_explain,
    cmd_list,
    cmd_new,
    cmd_play,
    cmd_scenario,
    cmd_schema,
    cmd_serve,
    cmd_show,
    cmd_steps,
    cmd_validate,
)


def _percent(text: str) -> float:
    """A percentage from 0 to 100 ('50' or '50%')."""
    try:
        value = float(text.rstrip("%"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"'{text}' is not a percentage (0 to 100)") from None
    if not 0 <= value <= 100:
        raise argparse.ArgumentTypeError(f"{text} is not between 0 and 100")
    return value


class _Parser(argparse.ArgumentParser):
    """argparse without abbreviations (`--var` is not silently `--variant`, and an option added
    later cannot change what an abbreviation meant), and with the nearest name for a mistyped
    command or choice ('chek': did you mean 'check'?)."""

    def __init__(self, *args, **kwargs) -> None:
        kwargs.setdefault("allow_abbrev", False)
        super().__init__(*args, **kwargs)

    def error(self, message: str):  # type: ignore[override]
        from ..suggest import did_you_mean

        wrong = re.search(r"invalid choice: '([^']*)' \(choose from (.*)\)", message)
        if wrong:
            message += did_you_mean(wrong.group(1), re.findall(r"'([^']*)'", wrong.group(2)))
        # the hint first and alone: the usage (a dozen lines for check) would bury it
        where = "its options" if " " in self.prog else "the commands"
        self.exit(2, f"{self.prog}: error: {message}\nrun '{self.prog} --help' for {where}\n")

    def unknown_options(self, extras: list[str]) -> None:
        """Refuse arguments this (sub)command does not take, each option with the nearest one."""
        from ..suggest import did_you_mean

        options = [o for action in self._actions for o in action.option_strings]
        hints = [did_you_mean(word.split("=")[0], options, prefix=f"{word.split('=')[0]}: ")
                 for word in extras if word.startswith("-")]
        hints = [h for h in hints if h]
        self.error(f"unrecognized arguments: {' '.join(extras)}" + (f" ({'; '.join(hints)})" if hints else ""))


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="rulebook",
        description="Rules-variant configurator and compliance suite for Innovation and Lost Legacy.",
        epilog="Without a command, rulebook prints this help (exit code 0). Run 'rulebook COMMAND --help' for "
               "a command's options. Exit codes: 0 success, 1 failures found, 2 usage or input error.")
    parser.add_argument("--version", action="version", version=f"rulebook {__version__}")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    p = sub.add_parser("list", help="every bundled variant: id, game, title, players, ages, achievements to win",
                       description="List every bundled variant with its player range, supply ages and the "
                                   "achievements needed to win with 2 players (4 for team variants).")
    p.add_argument("--format", choices=("table", "json"), default="table", help="output format (default: table)")
    p.set_defaults(run=cmd_list)

    p = sub.add_parser("show", help="the resolved variant (after extends), with sources and disputes",
                       description="Print a variant after inheritance, with its sources and the disputes between "
                                   "them: in TOML (the default) a valid variant file, in Markdown every parameter "
                                   "with its meaning and source, in JSON the same as data. VARIANT is a bundled id "
                                   "or a file.")
    p.add_argument("variant", metavar="VARIANT", help="bundled variant id (e.g. deluxe) or path to a .toml file")
    p.add_argument("key", nargs="?", metavar="KEY",
                   help="print only this parameter (or table) of the variant: its meaning, type, value, the rule "
                        "in plain English, its source and disputes; in TOML, as lines of a valid variant file")
    p.add_argument("--format", choices=tuple(RENDERERS), default="toml", help="output format (default: toml)")
    p.set_defaults(run=cmd_show)

    from ..reports.explain import SHOWN_SCENARIOS
    p = sub.add_parser("explain", help="one rule parameter across every bundled variant: meaning, values, "
                                       "sources, disputes, scenarios",
                       description="Explain one rule parameter (e.g. victory.achievements.base, "
                                   "dogma.sharing_bonus) across every bundled variant of each game that has it: "
                                   "its meaning, type and default, the value each variant gives it with the rule "
                                   "in plain English and where the rulebook states it, the disputes between "
                                   "sources (the value chosen, the alternatives and why), and the scenarios whose "
                                   "@assumes: tags depend on it, with their file and line. KEY may name a table "
                                   "(victory.achievements) to explain every parameter in it.",
                       epilog="examples:\n  rulebook explain dogma.reveal_counts_as_change\n"
                              "  rulebook explain victory.achievements --format md\n"
                              "  rulebook explain players.max --game lost-legacy --format json\n"
                              "  rulebook show deluxe victory.score_full_tie    (one variant)\n\n"
                              "An unknown KEY is an error naming the nearest keys (exit code 2).",
                       formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("key", metavar="KEY", help="dotted parameter key or table, as in variant files")
    p.add_argument("--game", choices=("innovation", "lost-legacy"),
                   help="only this game's variants (default: every game that has KEY)")
    p.add_argument("--features", action="append", metavar="PATH",
                   help="feature files or folders searched for scenarios instead of the bundled ones (repeatable)")
    p.add_argument("--format", choices=("text", "md", "json"), default="text", help="output format (default: text)")
    p.add_argument("--all", action="store_true",
                   help=f"text: list every scenario that assumes the parameter (default: the first "
                        f"{SHOWN_SCENARIOS} and a count by tag; md and json always list them all)")
    p.set_defaults(run=cmd_explain)

    p = sub.add_parser("validate", help="schema, model and semantic checks of variant files",
                       description="Check variant files against the JSON Schema, the model and the semantic "
                                   "rules; each error names the file, line and key. Exit 2 if any file fails.")
    p.add_argument("files", nargs="+", metavar="FILE", help="variant files (or bundled ids)")
    p.set_defaults(run=cmd_validate)

    p = sub.add_parser("new", help="write a variant derived from another, with some keys changed, or a Lost "
                                   "Legacy custom set",
                       description="Write ID.toml extending BASE with each --set key=value applied. A value is "
                                   "read by the key's type: a TOML literal of that type (3, true, [\"a\"], "
                                   "{base = 7}), else, for a key that takes text, the text as typed (no inner "
                                   "quotes: victory.score_full_tie=shared); a table or an unknown key lists the "
                                   "keys there with their types and meanings. The file starts with a #:schema "
                                   "line relative to where it is written. With --game "
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
                   help="override a parameter, e.g. --set victory.score_full_tie=shared --set players.max=3 "
                        "(repeatable); --set title=TEXT is the same as --title")
    p.add_argument("--out", metavar="FILE", help="where to write (default: ./ID.toml)")
    p.add_argument("--title", help="title of the new variant (default: 'House variant of <the parent's title> "
                                   "(derived from <its id>)')")
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
    p.add_argument("--format", choices=("table", "json", "md", "junit", "html"), default="table",
                   help="report format (default: table). stdout holds only the report: with json, md, junit or "
                        "html the table and progress go to stderr. html is one self-contained page: likely "
                        "causes, the summary table, and each failure with its steps and boards drawn from the "
                        "states (the position after the Given steps; the expected and the actual outcome side "
                        "by side, where they differ marked)")
    p.add_argument("--out", metavar="FILE",
                   help="write the report to FILE in the --format given; in table format (the table stays on "
                        "stdout) the extension decides: .json, .md, .html or .xml (JUnit); another name needs "
                        "--format. With json, md, junit or html, stdout stays empty and the table goes to stderr")
    p.add_argument("--table", action="store_true",
                   help="print the full table, passed/failed/skipped by variant and rulebook area (default on a "
                        "terminal; in a pipe or a CI log check prints one line of totals per variant)")
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
    p.add_argument("--jobs", type=int, default=1, metavar="N",
                   help="worker processes, each with its own engine; the report is the one a serial run "
                        "gives, in the same order (default: 1)")
    p.add_argument("--set", action="append", metavar="KEY=VALUE",
                   help="check each --variant with this rule value changed (repeatable; the value is read "
                        "by the key's type, as in rulebook new), e.g. --variant ultimate --set "
                        "victory.target_check=immediate: the scenarios whose assumptions still hold run")
    p.add_argument("--derive-assumptions", action="store_true",
                   help="measure which rule values each scenario depends on (each value a scenario's game reads, "
                        "changed in turn on the reference engine, under every bundled variant it runs for) and "
                        "each value its tags declare (played in turn); list the @assumes: tags that are missing "
                        "or wrong (exit 1 if any). Takes minutes; a clean full run writes features/measured.json")
    p.add_argument("--quick", action="store_true",
                   help="with --derive-assumptions: measure only the scenarios changed since features/measured.json "
                        "and a fixed 3%% sample of the others, and check every tag once (what the tests run)")
    p.add_argument("--write", action="store_true", help="with --derive-assumptions: add the missing tags to the files")
    p.add_argument("--left-out", action="store_true",
                   help="list the scenarios left out of a user or changed variant, with the rule value or card "
                        "that leaves each out")
    p.add_argument("--min-applicable", type=_percent, metavar="PERCENT",
                   help="fail (exit 1) when a user or changed variant runs less than PERCENT of its parent's "
                        "scenario runs (a house variant whose assumptions leave most scenarios out says little); "
                        "below 50%% check warns anyway")
    p.add_argument("--keep-going", action="store_true",
                   help="after a failing Then step, evaluate the Then steps that follow it too and report "
                        "every failure at its own step (default: a scenario stops at its first failure)")
    p.add_argument("--mutants", metavar="VARIANT",
                   help="flip each rule parameter of VARIANT in turn and report how many flips make at least "
                        "one of its scenarios fail (a flip nothing catches is a missing scenario)")
    p.add_argument("--compare", nargs=2, metavar=("OLD.json", "NEW.json"),
                   help="compare two JSON reports: regressions, fixes, still failing (exit 1 on regressions)")
    p.add_argument("--id", action="append", metavar="ID",
                   help="run only this scenario (its stable id, or FILE:LINE of any of its lines: every variant it "
                        "runs for) or this one run (ID[variant], FILE:LINE[variant]); repeatable. An unknown id is "
                        "an error naming the nearest ones")
    p.add_argument("--failed-from", metavar="REPORT.json",
                   help="run only the runs a JSON report of rulebook check lists as failed (rerun the failures)")
    p.add_argument("-x", "--exitfirst", dest="maxfail", action="store_const", const=1,
                   help="stop at the first failure (as --maxfail 1)")
    p.add_argument("--maxfail", type=int, metavar="N",
                   help="stop after N failures; the runs not played are counted in the summary")
    p.add_argument("--trace", action="store_true",
                   help="print each failure's protocol exchange (requests and answers) under it; the JSON "
                        "report always holds it")
    p.add_argument("--progress", choices=("auto", "bar", "lines", "none"), default="auto",
                   help="progress on stderr: a bar on a terminal, a line every 10%% (and every failure) off "
                        "one (auto, default), or always one of them, or none")
    p.add_argument("--durations", type=int, metavar="N", default=0,
                   help="list the N slowest scenario runs with their times")
    p.add_argument("--tags", metavar="EXPR",
                   help="run only the scenarios whose tags (as written in their files: @deluxe, @id:..., @rule:..., "
                        "@needs:..., @assumes:key=value) satisfy EXPR: tags joined by and, or, not and parentheses; "
                        "a tag ending in * matches every tag that starts so, e.g. --tags '@deluxe and not "
                        "@rule:dx-*'. A variant tag selects scenarios, not runs: add --variant to run one variant")
    p.add_argument("-k", "--k", dest="keyword", metavar="EXPR",
                   help="run only the runs whose id (scenario-id[variant]) matches EXPR, as pytest's -k: words "
                        "are substrings, compared without regard to case, joined by and, or, not and parentheses, "
                        "e.g. -k 'draw and not deluxe'")
    p.set_defaults(run=cmd_check)

    p = sub.add_parser("scenario", help="print one scenario as written (by id or FILE:LINE), and with --run "
                                        "its run on the reference engine",
                       description="Print one scenario: its tags, title and steps from its file, the variants it "
                                   "runs for and what it assumes. ID is its stable id, ID[variant], or FILE:LINE "
                                   "(any line of it, as a report or an editor names it).")
    p.add_argument("scenario", metavar="ID|FILE:LINE")
    p.add_argument("--features", action="append", metavar="PATH", help="feature files or folders to look in")
    p.add_argument("--run", dest="run_on", metavar="VARIANT", help="also play it on the reference engine under VARIANT and "
                                                   "show each step, the position and the state")
    p.add_argument("--trace", action="store_true", help="with --run: print the requests and answers too")
    p.set_defaults(run=cmd_scenario)

    p = sub.add_parser("example", help="run an example engine on stdin/stdout (protocol v1), e.g. as "
                                       "--impl \"cmd:rulebook example external-engine\"",
                       description="Run one of the example engines that ship with rulebook, speaking protocol v1 "
                                   "on stdin and stdout: external-engine (the shape an outside engine takes), "
                                   "prompting-engine (asks every choice, in parts), shapes NAME (the reference "
                                   "asking in another legitimate shape: OrderInChoice, KeepOrGive, ...), "
                                   "broken-draw-engine (draws one age too low: the suite catches it).")
    p.add_argument("name", choices=EXAMPLE_ENGINES)
    p.add_argument("arguments", nargs="*", help="arguments of the example (shapes: the engine's name)")
    p.set_defaults(run=cmd_example)

    p = sub.add_parser("steps", help="the glossary of Gherkin steps by subject, with an example each",
                       description="Print every step the feature files may use, generated from the step registry "
                                   "and grouped by subject: seating the players and choosing the rules, setting up "
                                   "a position, acting, answering decisions, checking decisions and legal moves, "
                                   "checking the cards, checking turns and the end of the game. Each step's meaning "
                                   "is wrapped to the terminal's width (COLUMNS) and indented under it.")
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

    from ..schemas import SCHEMA_NAMES
    p = sub.add_parser("schema", help="print (or write with --out) the JSON Schemas exported from the models",
                       description="Print the JSON Schema NAME generated from the models (default: variant, the "
                                   "schema of variant files). With --out DIR, write every schema (or only NAME) "
                                   "into DIR as NAME.schema.json; `rulebook schema --out schemas` refreshes a "
                                   "checkout's committed copies.")
    p.add_argument("name", nargs="?", choices=SCHEMA_NAMES, metavar="NAME",
                   help=f"which schema: {', '.join(SCHEMA_NAMES)} (default: variant)")
    p.add_argument("--out", metavar="DIR", help="write the schemas into this directory instead of printing one")
    p.set_defaults(run=cmd_schema)

    from ..reports.cli import register as register_reports
    register_reports(sub)
    from ..compliance.fuzzing.command import register as register_fuzz
    register_fuzz(sub)
    return parser
