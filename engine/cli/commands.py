"""What each `rulebook` subcommand does, given its parsed arguments (parser.py builds them)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from rich import box
from rich.console import Console, Group, RenderableType
from rich.padding import Padding
from rich.table import Table
from rich.text import Text

from ..errors import UserError
from ..output import console as output_console
from ..text import printable
from ..variants import InnovationVariant, bundled_paths, resolve
from ..variants.render import RENDERERS

EXIT_OK, EXIT_USAGE = 0, 2  # 1 (failures found) is the checking commands' own


def _variant_ref(text: str) -> str | Path:
    from ..variants.loader import looks_like_path

    return Path(text) if looks_like_path(text) else text


# `rulebook list`'s table: heading, key of the row (the JSON rows carry the same keys).
LIST_COLUMNS = (("id", "id"), ("game", "game"), ("title", "title"), ("players", "players"), ("ages", "ages"),
                ("to win", "achievements_to_win_2p"), ("status", "status"))

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
    console = output_console()  # the terminal's width (COLUMNS when set); off one, no limit
    table = _list_table(rows, console.width)
    console.print(table)
    return EXIT_OK


def _players_text(players: str) -> str:
    """A player range as read: '2-4', or '4' for a fixed count (a team game).

    >>> _players_text("2-5"), _players_text("4-4")
    ('2-5', '4')
    """
    low, _, high = players.partition("-")
    return low if low == high else players


def _to_win_text(to_win: str, block: bool) -> str:
    """The achievement target as read: '6' in the table, '6 achievements to win (2 players)' in a
    block; a team game's as '6 per team' / '6 achievements to win per team'."""
    count, teams = to_win.removesuffix(" (teams)"), to_win.endswith(" (teams)")
    if not block:
        return f"{count} per team" if teams else count
    return f"{count} achievements to win " + ("per team" if teams else "(2 players)")


def _list_table(rows: list[dict], width: int) -> RenderableType:
    """`rulebook list` fitted to `width` columns: a table, one column per field, when the fields
    fit side by side; otherwise one block per variant (its id and title, then its figures),
    wrapping at the width, so that nothing is cut or broken inside an id."""
    original = rows
    gap = 2  # between two columns: one blank of padding, one of the box's divider
    rows = [{**row, "players": _players_text(row["players"]),
             "achievements_to_win_2p": row["achievements_to_win_2p"] if row["achievements_to_win_2p"] == "-"
             else _to_win_text(row["achievements_to_win_2p"], block=False)} for row in rows]
    widest = {key: max([len(heading), *(len(str(row[key])) for row in rows)]) for heading, key in LIST_COLUMNS}
    if sum(widest.values()) + gap * (len(LIST_COLUMNS) - 1) > width:
        blocks: list[RenderableType] = [Text("rulebook variants", style="italic")]
        for row in original:
            figures = [row["game"], f"{_players_text(row['players'])} players"]
            figures += [f"ages {row['ages']}"] if row["ages"] != "-" else []
            figures += ([_to_win_text(row["achievements_to_win_2p"], block=True)]
                        if row["achievements_to_win_2p"] != "-" else [])
            blocks += [Text.assemble((row["id"], "bold"), f" - {row['title']}"),
                       Padding(Text(", ".join([*figures, row["status"]])), (0, 0, 0, 4))]
        return Group(*blocks)
    table = Table(title="rulebook variants", box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False,
                  padding=(0, gap - 1, 0, 0),
                  caption="to win: achievements needed with 2 players (per team in a team game)")
    for heading, _ in LIST_COLUMNS:
        table.add_column(heading, no_wrap=True)
    for row in rows:
        table.add_row(*[str(row[key]) for _, key in LIST_COLUMNS])
    return table


def cmd_show(args) -> int:
    if getattr(args, "key", None):  # `show ID KEY`: one parameter of the variant
        return cmd_show_key(args)
    from ..lost_legacy import card_facts  # what the card data says of a Lost Legacy deck ({} otherwise)

    resolved = resolve(_variant_ref(args.variant))
    sys.stdout.write(RENDERERS[args.format](resolved, card_facts(resolved.variant)))
    return EXIT_OK


def cmd_show_key(args) -> int:
    from ..reports.explain import VARIANT_KEY_RENDERERS, explain_variant

    if args.format not in VARIANT_KEY_RENDERERS:
        raise UserError(f"show VARIANT KEY prints {', '.join(VARIANT_KEY_RENDERERS)}, not {args.format}")
    sys.stdout.write(VARIANT_KEY_RENDERERS[args.format](explain_variant(_variant_ref(args.variant), args.key)))
    return EXIT_OK


def cmd_explain(args) -> int:
    from ..reports.explain import EXPLAIN_RENDERERS, explain, explain_text

    features = [Path(p) for p in args.features] if args.features else None
    data = explain(args.key, args.game, features)
    sys.stdout.write(explain_text(data, every=args.all) if args.format == "text" else EXPLAIN_RENDERERS[args.format](data))
    return EXIT_OK


def cmd_validate(args) -> int:
    from ..variants.support import unplayed

    failed = 0
    for ref in args.files:
        try:
            resolved = resolve(_variant_ref(ref))
        except UserError as exc:
            failed += 1
            print(f"FAIL {ref}", file=sys.stderr)
            for line in str(exc).splitlines():
                print(f"  {printable(line, 4000)}", file=sys.stderr)
            continue
        print(f"ok   {ref} ({resolved.variant.id}, {resolved.variant.game}, "
              f"resolved from {' <- '.join(p.stem for p in resolved.chain)})")
        for key, value in unplayed(resolved.variant):
            print(f"  warning: {ref}: key '{key}' = {value!r} is valid, but the reference engine does not "
                  f"play it: play, serve and check --impl reference refuse this variant", file=sys.stderr)
    return EXIT_USAGE if failed else EXIT_OK


def cmd_new(args) -> int:
    from ..variants.derive import derive

    out = derive(args.id, args.base, args.set or [], Path(args.out) if args.out else None,
                 title=args.title, force=args.force, game=args.game, cards=args.cards)
    print(f"wrote {out}")
    return EXIT_OK


def cmd_schema(args) -> int:
    from ..schemas import one_schema, render, write_schemas

    if args.out:  # every schema, or the one named, as files
        for path in write_schemas(Path(args.out), [args.name] if args.name else None):
            print(f"wrote {path}")
        return EXIT_OK
    # Printing, not writing, by default: an installed package has no project folder to write into,
    # and a checkout's committed schemas are only rewritten when asked (--out schemas).
    sys.stdout.write(render(one_schema(args.name or "variant")))
    return EXIT_OK


def cmd_check(args) -> int:
    from ..compliance.checking.command import run_check

    return run_check(args, {"html": _check_html})


def _check_html(data: dict) -> str:
    """The check report as an HTML page (the reports layer draws it; imported when asked)."""
    from ..reports.check_html import to_html

    return to_html(data)


def _sentence(text: str) -> str:
    return f"{text[:1].upper()}{text[1:]}." if text else ""


def cmd_scenario(args) -> int:
    """One scenario as written (its tags, title and steps, from its file), with the variants it
    runs for and what it assumes; then, with --run VARIANT, its run on the reference, shown as
    a failure would be (every step, the position, the exchange with --trace)."""
    from ..compliance.running.catalog import load_scenarios
    from ..compliance.running.selection import located
    from ..suggest import did_you_mean

    scenarios = load_scenarios([Path(p) for p in args.features] if args.features else None)
    wanted = located(args.scenario, scenarios) or args.scenario
    wanted, bracket, variant = wanted.partition("[")
    by_id = {s.id: s for s in scenarios}
    if wanted not in by_id:
        raise UserError(f"no scenario has the id '{wanted}'{did_you_mean(wanted, set(by_id))}")
    scenario = by_id[wanted]
    variant = variant.removesuffix("]")
    if bracket and variant not in scenario.variants:  # a run id names one of the scenario's variants
        raise UserError(f"{scenario.id} does not run for '{variant}'{did_you_mean(variant, set(scenario.variants))} "
                        f"(it runs for {', '.join(scenario.variants) or 'no bundled variant'})")
    lines = scenario.file.read_text(encoding="utf-8").splitlines()
    first = scenario.line - 1
    while first > 0 and lines[first - 1].strip().startswith("@"):
        first -= 1
    last = max([scenario.line, *(step.line for step in scenario.steps)])
    while last < len(lines) and lines[last].strip() and not lines[last].strip().startswith(("@", "Scenario")):
        last += 1  # a step's table or text block
    def show(text: str) -> None:  # a feature file's text reaches the terminal: control characters escaped
        print(printable(text, limit=100_000))

    show(f"# {scenario.file}:{scenario.line}")
    for line in lines[first:last]:
        show(line)
    show(f"# runs for: {', '.join(scenario.variants) or 'no bundled variant'}")
    if scenario.assumes:
        show(f"# assumes: {'; '.join(a.wording() for a in scenario.assumes)}")
    if args.run_on:
        from ..compliance.running.evidence import failure_lines
        from ..compliance.running.implementations import Reference
        from ..compliance.running.runner import Run, run_one

        if args.run_on not in scenario.variants:
            raise UserError(f"--run {args.run_on}: {scenario.id} runs for {', '.join(scenario.variants)}")
        outcome = run_one(Run(scenario, args.run_on), Reference(), stop_after=10 ** 9)
        show(f"# on the reference engine under {args.run_on}: {outcome.status}"
              + (f" ({outcome.message})" if outcome.message else ""))
        result = {**outcome.as_dict(), "evidence": outcome.evidence}
        for line in failure_lines(result, args.trace)[1:]:
            show(line)
    return 0


EXAMPLE_ENGINES = ("external-engine", "prompting-engine", "shapes", "broken-draw-engine")


def cmd_example(args) -> int:
    """Run one of the example engines on stdin and stdout (protocol v1), with this interpreter,
    so that `--impl "cmd:rulebook example external-engine"` works from any install (pipx too,
    where `python` on the PATH is not the one rulebook is installed in)."""
    import runpy

    module = f"rulebook.examples.{args.name.replace('-', '_')}"
    sys.argv = [module, *args.arguments]
    try:
        runpy.run_module(module, run_name="__main__", alter_sys=True)
    except SystemExit as exc:
        return exc.code if isinstance(exc.code, int) else 0
    return 0


def cmd_steps(args) -> int:
    """The step glossary, grouped by subject; each step's text wrapped to the terminal's width
    and indented under it."""
    import textwrap

    from ..compliance.steps import REGISTRY
    from ..compliance.steps.registry import SUBJECTS, shown

    groups = REGISTRY.by_subject()
    if args.format == "md":
        out = ["# Steps", "", "Every step the feature files may use, by subject (`rulebook steps --format md`).", ""]
        for subject, steps in groups.items():
            out += [f"## {subject}", "", _sentence(SUBJECTS.get(subject, "")), ""]
            out += [f"- `{step.kind} {shown(step.pattern)}`: {' '.join(step.doc.split())}\n"
                    f"  Example: `{step.example}`" for step in steps]
            out.append("")
        sys.stdout.write("\n".join(out))
        return EXIT_OK
    from ..output import UNLIMITED_WIDTH, line_width

    limit = line_width()
    width = max(40, limit - 1) if limit is not None else UNLIMITED_WIDTH  # off a terminal: no wrapping

    def wrapped(text: str, indent: str) -> list[str]:
        return textwrap.wrap(" ".join(text.split()), width=width, initial_indent=indent,
                             subsequent_indent=indent, break_on_hyphens=False) or [indent.rstrip()]

    out = []
    for subject, steps in groups.items():
        out += [subject.upper(), *wrapped(_sentence(SUBJECTS.get(subject, "")), "  "), ""]
        for step in steps:
            out += wrapped(f"{step.kind} {shown(step.pattern)}", "  ")
            out += wrapped(step.doc, "      ")
            out += wrapped(f"e.g. {step.example}", "      ")
            out.append("")
    sys.stdout.write("\n".join(out))
    return EXIT_OK


def cmd_play(args) -> int:
    from rich.progress import Progress

    from ..playing import play_games

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
    console = output_console()  # the terminal's width (COLUMNS when set); off one, no limit
    console.print(f"{summary['games']} games of {summary['variant']}, {players} players, seeds "
                  f"{args.seed}..{args.seed + args.games - 1}", highlight=False)
    table = Table(title="how the games ended")
    table.add_column("reason", overflow="fold")
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
    from ..protocol import serve

    return serve()
