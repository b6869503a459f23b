"""What `rulebook check` prints for people: the compliance table, the summary, durations, which
scenarios each variant runs, and the scenario and card coverage tables."""

from __future__ import annotations

import unicodedata
from collections import Counter

from rich import box
from rich.console import Console
from rich.table import Table
from rich.text import Text

from ...variants import bundled_paths
from ..running.results import STATUSES
from .skips import skip_groups


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
    from ..running.evidence import DETAILED, failure_lines

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
    for group in skip_groups(data["results"]):  # why, before the totals that count them
        console.print(_literal(group.line()), soft_wrap=True)
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


# the verbs a reason of `assumptions.left_out` starts with, said of the scenarios left out
_THEY = {"names ": "they name ", "seats ": "they seat ", "checks ": "they check ", "written ": "they are written "}


def _why_left_out(cut: str) -> str:
    """One entry of an applicability's `cut_by` as words of a sentence: a rule key is 'the value
    of KEY'; another reason is said of the scenarios ('they name Assault, a card the variant does
    not have').

        >>> _why_left_out("actions.per_turn"), _why_left_out("names Assault, a card the variant does not have")
        ('the value of actions.per_turn', 'they name Assault, a card the variant does not have')
    """
    if " " not in cut:
        return f"the value of {cut}"
    return next((they + cut[len(verb):] for verb, they in _THEY.items() if cut.startswith(verb)), cut)


def print_applicability(data: dict, console: Console, listing: bool) -> None:
    """How many scenarios apply to each variant checked in place of a bundled one (a user file,
    or --set), loudly when it keeps less than half of its parent's, with the assumptions that
    cut most; with --left-out which scenarios were left out and the rule value or card why."""
    for label, entry in data.get("applicability", {}).items():
        console.print(f"{label}: {entry['applicable']} scenario runs apply, {entry['left_out']} left out"
                      + ("" if listing or not entry["left_out"] else " (--left-out lists them)"),
                      highlight=False, markup=False)
        if entry["share"] < 0.5:
            cuts = "; ".join(f"{_why_left_out(key)} ({count} run{'s' * (count != 1)})"
                             for key, count in list(entry["cut_by"].items())[:3])
            console.print(Text("warning: ", style="bold red") + _literal(
                f"{label} runs only {entry['share']:.0%} of its parent's scenario runs; most of the others are "
                f"left out for these reasons: {cuts}. Scenarios that assume other rule values or cards do not "
                f"run: this check says little about them."), soft_wrap=True)
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
