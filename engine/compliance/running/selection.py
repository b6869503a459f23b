"""Choosing a few scenario runs: `rulebook check --id ID --tags EXPR -k EXPR`.

- `--id` names scenarios exactly (`game-draw-highest-top-card`, every variant it runs for) or one
  run (`game-draw-highest-top-card[deluxe]`), as `--expect` files do;
- `--tags` is an expression over the tags a scenario carries in its file: variant tags
  (`@deluxe`), `@id:...`, `@rule:...`, `@needs:...`, `@assumes:key=value`; `and`, `or`, `not` and
  parentheses; a tag may end in `*` to match every tag that starts so (`@rule:dx-*`);
- `-k` is an expression over run ids, as pytest's -k: each word is a substring of the run id,
  compared without regard to case.

Several options narrow the selection together. A tag no scenario carries, an id no scenario
has and a selection that keeps nothing are errors, each with the nearest names.

    >>> tags = parse_expression("@deluxe and not (@ultimate or @iello)", "--tags")
    >>> tags.evaluate(lambda tag: tag in {"@deluxe"}), tags.evaluate(lambda tag: tag in {"@deluxe", "@iello"})
    (True, False)
    >>> parse_expression("draw and not deluxe", "-k").words()
    ['draw', 'deluxe']
"""

from __future__ import annotations

import fnmatch
import re
from collections.abc import Callable
from dataclasses import dataclass

from ...errors import UserError
from ...suggest import closest, did_you_mean
from .catalog import Scenario

OPERATORS = ("and", "or", "not")


@dataclass(frozen=True)
class Expression:
    """A parsed and/or/not expression: ('word', text), ('not', e), ('and'|'or', a, b)."""

    tree: tuple

    def evaluate(self, holds: Callable[[str], bool]) -> bool:
        """Whether the expression is true when each word is true exactly where `holds` says."""
        return _evaluate(self.tree, holds)

    def words(self) -> list[str]:
        """The words (tags, substrings) the expression names, in order."""
        found: list[str] = []
        _words(self.tree, found)
        return found


def _evaluate(node: tuple, holds: Callable[[str], bool]) -> bool:
    if node[0] == "word":
        return holds(node[1])
    if node[0] == "not":
        return not _evaluate(node[1], holds)
    if node[0] == "and":
        return _evaluate(node[1], holds) and _evaluate(node[2], holds)
    return _evaluate(node[1], holds) or _evaluate(node[2], holds)


def _words(node: tuple, found: list[str]) -> None:
    if node[0] == "word":
        found.append(node[1])
    else:
        for child in node[1:]:
            _words(child, found)


_TOKEN = re.compile(r"\s*(\(|\)|[^\s()]+)")


MAX_NESTING = 50  # parentheses (and repeated `not`) in one -k or --tags expression


def parse_expression(text: str, option: str) -> Expression:
    """Parse `text`: words joined by `and`, `or` (weaker), `not` (stronger) and parentheses.
    A mistake is a UserError naming `option` and what was expected where."""
    tokens = [(m.group(1), m.start(1)) for m in _TOKEN.finditer(text)]
    if not tokens:
        raise UserError(f"{option} needs an expression, e.g. {_example(option)}")
    open_: list[str] = []  # what the parser is inside of (it recurses once for each)
    deepest = 0
    for token, _ in tokens:
        if token in ("(", "not"):
            open_.append(token)
            deepest = max(deepest, len(open_))
            continue
        if token == ")":
            while open_ and open_.pop() != "(":
                pass
        if token in OPERATORS and token != ")":
            continue
        while open_ and open_[-1] == "not":  # a word or a group ends the `not`s before it
            open_.pop()
    if deepest > MAX_NESTING:
        raise UserError(f"{option}: the expression nests deeper than {MAX_NESTING} levels of parentheses or "
                        f"'not': write it flatter")
    position = 0

    def problem(expected: str) -> UserError:
        where = f"'{tokens[position][0]}' (character {tokens[position][1] + 1})" if position < len(tokens) \
            else "the end"
        return UserError(f"{option} '{text}': expected {expected} at {where}")

    def peek() -> str | None:
        return tokens[position][0] if position < len(tokens) else None

    def either() -> tuple:
        nonlocal position
        node = both()
        while peek() == "or":
            position += 1
            node = ("or", node, both())
        return node

    def both() -> tuple:
        nonlocal position
        node = negated()
        while peek() == "and":
            position += 1
            node = ("and", node, negated())
        return node

    def negated() -> tuple:
        nonlocal position
        if peek() == "not":
            position += 1
            return ("not", negated())
        return atom()

    def atom() -> tuple:
        nonlocal position
        token = peek()
        if token == "(":
            position += 1
            node = either()
            if peek() != ")":
                raise problem("')'")
            position += 1
            return node
        if token is None or token == ")" or token in OPERATORS:
            raise problem("a tag" if option == "--tags" else "a word")
        position += 1
        return ("word", token)

    tree = either()
    if position < len(tokens):
        raise problem("'and' or 'or'")
    return Expression(tree)


def _example(option: str) -> str:
    return "'@deluxe and not @teams'" if option == "--tags" else "'draw and not deluxe'"


def scenario_tags(scenario: Scenario) -> set[str]:
    """The tags a scenario carries, without their '@' (as its file writes them)."""
    tags = {f"id:{scenario.id}", *scenario.variants, *(f"rule:{r}" for r in scenario.rules),
            *(f"needs:{n}" for n in scenario.needs), *(a.tag()[1:] for a in scenario.assumes)}
    return tags


def _tag_matcher(expression: Expression, every_tag: set[str], known_variants: set[str]) -> Callable[[set[str]], bool]:
    """A test of a scenario's tags against a --tags expression, once each tag it names is known."""
    for word in expression.words():
        if not word.startswith("@") or len(word) == 1:
            raise UserError(f"--tags: '{word}' is not a tag; tags start with '@', e.g. @deluxe or @rule:dx-draw-age")
        tag = word[1:]
        if "*" in tag:
            if not any(fnmatch.fnmatchcase(t, tag) for t in every_tag):
                raise UserError(f"--tags: '{word}' matches no tag of the scenarios")
        elif tag not in every_tag and tag not in known_variants:
            near = closest(tag, every_tag | known_variants, n=1)
            hint = f"; did you mean '@{near[0]}'?" if near else ""
            raise UserError(f"--tags: unknown tag '{word}': no scenario carries it{hint}")

    def test(tags: set[str]) -> bool:
        return expression.evaluate(lambda word: any(fnmatch.fnmatchcase(t, word[1:]) for t in tags)
                                   if "*" in word else word[1:] in tags)

    return test


@dataclass
class Selection:
    """What `--id`, `--tags` and `-k` ask for; `describe()` says it in words for the report."""

    ids: list[str]
    tags: str | None
    keyword: str | None

    def __bool__(self) -> bool:
        return bool(self.ids or self.tags or self.keyword)

    def describe(self) -> dict:
        out: dict = {}
        if self.ids:
            out["ids"] = list(self.ids)
        if self.tags:
            out["tags"] = self.tags
        if self.keyword:
            out["keyword"] = self.keyword
        return out

    def predicate(self, scenarios: list[Scenario], run_ids: list[str],
                  known_variants: set[str]) -> Callable[[Scenario, str], bool]:
        """A test of (scenario, run id) against every option given; unknown ids and tags are
        UserErrors with the nearest names."""
        by_scenario = {s.id for s in scenarios}
        runs = set(run_ids)
        self.ids = [located(wanted, scenarios) or wanted for wanted in self.ids]
        for wanted in self.ids:
            if wanted not in by_scenario and wanted not in runs:
                hint = did_you_mean(wanted, by_scenario | runs if "[" in wanted else by_scenario)
                raise UserError(f"--id: no scenario has the id '{wanted}'{hint}")
        tags_hold = None
        if self.tags:
            every_tag = set().union(*(scenario_tags(s) for s in scenarios)) if scenarios else set()
            tags_hold = _tag_matcher(parse_expression(self.tags, "--tags"), every_tag, known_variants)
        keyword = parse_expression(self.keyword, "-k") if self.keyword else None
        ids = set(self.ids)

        def selected(scenario: Scenario, run_id: str) -> bool:
            if ids and scenario.id not in ids and run_id not in ids:
                return False
            if tags_hold is not None and not tags_hold(scenario_tags(scenario)):
                return False
            folded = run_id.casefold()
            return keyword is None or keyword.evaluate(lambda word: word.casefold() in folded)

        return selected


_LOCATION = re.compile(r"^(?P<file>.+\.feature):(?P<line>\d+)(?P<run>\[[^\]]+\])?$")


def located(text: str, scenarios: list[Scenario]) -> str | None:
    """The scenario id (or run id) that `FILE:LINE` or `FILE:LINE[variant]` points into: the
    scenario of that file whose lines hold LINE (its tags, its title, its steps), as an editor,
    a report or a traceback names it. None when `text` is no such location.

        >>> from rulebook.compliance.running.catalog import load_scenarios
        >>> scenarios = load_scenarios()
        >>> first = scenarios[0]
        >>> located(f"{first.file}:{first.line}", scenarios) == first.id
        True
    """
    found = _LOCATION.match(text)
    if not found:
        return None
    from pathlib import Path

    wanted, line = Path(found.group("file")), int(found.group("line"))
    in_file = sorted((s for s in scenarios if _same_file(s.file, wanted)), key=lambda s: s.line)
    if not in_file:
        raise UserError(f"{text}: no scenario is in {wanted}")
    # a scenario spans from its title (its tags just above) to the next one's tags
    owner = None
    for scenario in in_file:
        first = min([scenario.line, *(step.line for step in scenario.steps)]) - _tag_lines(scenario)
        if line >= first:
            owner = scenario
    length = len(in_file[0].file.read_text(encoding="utf-8").splitlines())
    if owner is None or line > length:
        past = f" (the file has {length} lines)" if line > length else ""
        raise UserError(f"{text}: line {line} is in no scenario of {wanted}{past}")
    return owner.id + (found.group("run") or "")


def _same_file(a, b) -> bool:
    if b.is_absolute() or b.exists():
        return a.resolve() == b.resolve()
    return a.as_posix().endswith("/" + b.as_posix()) or a.as_posix() == b.as_posix()


def _tag_lines(scenario: Scenario) -> int:
    """How many lines of tags stand above a scenario's title (read from its file)."""
    lines = scenario.file.read_text(encoding="utf-8").splitlines()
    count, index = 0, scenario.line - 2
    while index >= 0 and lines[index].strip().startswith("@"):
        count, index = count + 1, index - 1
    return count


def select_runs(runs: list, selection: Selection, scenarios: list[Scenario], known_variants: set[str],
                left_out: list[tuple[str, str, str]] | None = None) -> list:
    """The runs (and, in place, the left-out entries) the selection keeps; keeping no run is an
    error, since a check that runs nothing must not look like one that passed."""
    if not selection:
        return runs
    selected = selection.predicate(scenarios, [run.id for run in runs], known_variants)
    kept = [run for run in runs if selected(run.scenario, run.id)]
    if left_out is not None:
        by_id = {s.id: s for s in scenarios}
        left_out[:] = [entry for entry in left_out if selected(by_id[entry[0]], f"{entry[0]}[{entry[1]}]")]
    if not kept:
        asked = ", ".join(f"{flag} {value}" for flag, value in (
            ("--id", " --id ".join(selection.ids)), ("--tags", selection.tags), ("-k", selection.keyword)) if value)
        raise UserError(f"no scenario run is selected by {asked} (of {len(runs)} runs)")
    return kept


__all__ = ["Expression", "Selection", "parse_expression", "scenario_tags", "select_runs"]
