"""Reading feature files into scenario records: id, variants, rule statements and steps.

Tag conventions (features/README.md):
- `@id:<stable-id>`: the scenario's id, unique across the suite; reports key results by it;
- `@<variant-id>` (on the feature or the scenario): a variant the scenario holds for;
- `@rule:<rulebook>-<n>`: a rule statement of a rulebook's index that the scenario covers;
- `@needs:<capability>`: a capability the implementation must declare (e.g. teams);
- `@assumes:<key>=<value>[|<value>...]`: a rule value the scenario depends on (see
  engine/compliance/running/assumptions.py): it runs for a variant only where the value holds.

An unknown tag, a missing or duplicate id, or a Scenario Outline is an error naming the file
and line, raised before anything runs.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from pathlib import Path

from gherkin.errors import CompositeParserException, ParserError
from gherkin.parser import Parser
from gherkin.pickles.compiler import Compiler
from gherkin.token_scanner import TokenScanner

from ...errors import UserError
from ...files import read_input
from ...resources import bundled
from ...suggest import closest, did_you_mean
from ...text import printable
from ...variants import bundled_paths
from .assumptions import Assumption, known_keys, parse_assumption

# The prefixes of the tags that are not variant ids (a misspelt one is suggested with its value).
TAG_PREFIXES = ("id:", "rule:", "needs:", "assumes:")
FEATURES_DIR = bundled("features")


@dataclass(frozen=True)
class Step:
    keyword: str  # Given / When / Then (And and But take the previous one's kind)
    text: str
    line: int
    table: tuple[tuple[str, ...], ...] | None = None
    doc: str | None = None


@dataclass
class Scenario:
    id: str
    name: str
    feature: str
    file: Path
    line: int
    variants: list[str]
    rules: list[str] = field(default_factory=list)
    needs: list[str] = field(default_factory=list)
    steps: list[Step] = field(default_factory=list)
    assumes: list[Assumption] = field(default_factory=list)  # rule values it depends on

    @property
    def area(self) -> str:
        """The rulebook folder the scenario lives in (e.g. 'innovation/deluxe')."""
        try:
            return self.file.parent.relative_to(FEATURES_DIR).as_posix()
        except ValueError:
            return self.file.parent.name


def feature_files(paths: list[Path] | None = None) -> list[Path]:
    """Feature files under the given files or folders (default: the project's features/)."""
    found: list[Path] = []
    for path in paths or [FEATURES_DIR]:
        if path.is_dir():
            inside = sorted(p for p in path.rglob("*.feature") if p.is_file())  # a FIFO would block a read
            if not inside:  # a run that checks nothing must not look like one that passed
                raise UserError("no scenario found: the folder holds no .feature file", file=path)
            found.extend(inside)
        elif path.is_file():
            found.append(path)
        else:
            raise UserError("no such feature file or folder", file=path)
    return found


KEYWORDS = {"Context": "Given", "Action": "When", "Outcome": "Then"}


def _locations(node, found: dict[str, int]) -> dict[str, int]:
    """AST node id -> line, for every node of a parsed feature that has both."""
    if isinstance(node, dict):
        if "id" in node and isinstance(node.get("location"), dict):
            found[node["id"]] = node["location"]["line"]
        for value in node.values():
            _locations(value, found)
    elif isinstance(node, list):
        for value in node:
            _locations(value, found)
    return found


def _outlines(node, path: Path) -> None:
    """Scenario Outlines are refused: each case is a scenario of its own, with its own id."""
    if isinstance(node, dict):
        scenario = node.get("scenario")
        if isinstance(scenario, dict) and (scenario.get("examples") or "Outline" in scenario.get("keyword", "")):
            raise UserError("Scenario Outline is not used in this suite: write one scenario per case "
                            "so each has its own id", file=path, line=scenario["location"]["line"])
        for value in node.values():
            _outlines(value, path)
    elif isinstance(node, list):
        for value in node:
            _outlines(value, path)


def _pickle_steps(raw_steps: list, lines: dict[str, int], path: Path) -> list[Step]:
    steps, kind = [], "Given"
    for raw in raw_steps:
        kind = KEYWORDS.get(raw.get("type", ""), kind)  # "Unknown" (a leading And): keep the last kind
        line = lines.get(raw["astNodeIds"][0], 0)
        argument = raw.get("argument") or {}
        table = None
        if "dataTable" in argument:
            table = tuple(tuple(cell["value"] for cell in row["cells"]) for row in argument["dataTable"]["rows"])
        doc = argument["docString"]["content"] if "docString" in argument else None
        steps.append(Step(kind, raw["text"], line, table, doc))
    return steps


def _missing_from_override() -> set[str]:
    """The bundled variant ids that the folder RULEBOOK_VARIANTS names does not hold (none when
    it is not set)."""
    import os

    if not os.environ.get("RULEBOOK_VARIANTS"):
        return set()
    return {p.stem for p in bundled("variants").glob("*/*.toml")} - {p.stem for p in bundled_paths()}


def _missing_variant(name: str, path: Path, line: int) -> UserError:
    """The error for a scenario tag naming a bundled variant that RULEBOOK_VARIANTS leaves out: the
    folder is what is wrong, not the feature file."""
    import os

    game = next((p.parent.name for p in bundled("variants").glob(f"*/{name}.toml")), "<game>")
    return UserError(f"the variants folder RULEBOOK_VARIANTS names has no '{name}' ({game}/{name}.toml), which the "
                     f"scenarios name (@{name} at {path.name}:{line}); the folder stands in for the bundled one and "
                     "must hold every bundled variant: start from a copy of the bundled folder, or add "
                     f"--features to run only your own scenarios",
                     file=os.environ["RULEBOOK_VARIANTS"])


# What one feature file may hold before it is parsed (the parser takes some 1,000 times a file's
# size in memory): the largest of the suite is 57 KB and 1,230 lines.
MAX_FEATURE_BYTES = 2 << 20
MAX_FEATURE_LINES = 20_000


def parse_feature(path: Path, known_variants: set[str]) -> list[Scenario]:
    """The scenarios of one feature file, as the pinned Gherkin parser's pickle compiler
    flattens them (backgrounds, Rule blocks with their own background and tags)."""
    text = read_input(path, "feature file", MAX_FEATURE_BYTES)
    if text.startswith("\ufeff"):
        text = text[1:]  # a byte-order mark (some Windows editors write one) is no part of the Gherkin
    count = text.count("\n") + 1
    if count > MAX_FEATURE_LINES:
        raise UserError(f"the feature file has {count:,} lines: at most {MAX_FEATURE_LINES:,} are read (the "
                        f"largest of the suite has some 1,200); split it", file=path)
    key = (str(path), text, frozenset(known_variants))
    parsed = _PARSED.get(key)
    if parsed is not None:
        return [_copy(scenario) for scenario in parsed]
    try:
        document = Parser().parse(TokenScanner(text))
    except (CompositeParserException, ParserError) as exc:
        shown = " ".join(part.strip() for part in str(exc).splitlines() if part.strip())
        raise UserError(f"Gherkin syntax error: {printable(shown, 1000)}", file=path) from None
    feature = document.get("feature")
    if not feature:
        return []
    _outlines(feature, path)
    lines = _locations(feature, {})
    scenarios: list[Scenario] = []
    for pickle in Compiler().compile({**document, "uri": str(path)}):
        line = pickle["location"]["line"]
        scenario = Scenario(id="", name=pickle["name"], feature=feature["name"], file=path, line=line, variants=[])
        for tag in pickle["tags"]:
            name, tag_line = tag["name"][1:], lines.get(tag["astNodeId"], line)
            if name.startswith("id:"):
                if scenario.id:
                    raise UserError(f"two id tags on one scenario ({scenario.id}, {name[3:]})", file=path, line=tag_line)
                scenario.id = name[3:]
            elif name.startswith("rule:"):
                scenario.rules.append(name[5:])
            elif name.startswith("needs:"):
                scenario.needs.append(name[6:])
            elif name.startswith("assumes:"):
                assumption = parse_assumption(name[8:])
                if assumption.key not in known_keys():
                    raise UserError(f"'@{name}' names no rule parameter{did_you_mean(assumption.key, known_keys())}",
                                    file=path, line=tag_line)
                scenario.assumes.append(assumption)
            elif name in known_variants:
                if name not in scenario.variants:
                    scenario.variants.append(name)
            elif name in _missing_from_override():
                raise _missing_variant(name, path, tag_line)
            else:
                near = closest(name, [*known_variants, *(f"{p}{name.partition(':')[2]}" for p in TAG_PREFIXES)],
                               n=1)
                hint = f"; did you mean '@{near[0]}'?" if near else ""
                raise UserError(f"unknown tag '@{name}': not a variant id, nor @id:, @rule:, @needs: or @assumes:"
                                f"{hint}", file=path, line=tag_line)
        if not scenario.id:
            raise UserError(f"scenario '{pickle['name']}' has no @id: tag", file=path, line=line)
        if not scenario.variants:
            raise UserError(f"scenario '{scenario.id}' names no variant", file=path, line=line)
        scenario.steps = _pickle_steps(pickle["steps"], lines, path)
        scenarios.append(scenario)
    if len(_PARSED) > 400:     # a long-lived process reading many versions of many files
        _PARSED.clear()
    _PARSED[key] = [_copy(scenario) for scenario in scenarios]
    return scenarios


# Parsed feature files by (path, text, known variant ids): a process that loads the suite again
# (each variant's measure in a worker, a test, a second check) parses each file once. Only a
# file that parsed without error is kept; callers get copies, free to change.
_PARSED: dict[tuple[str, str, frozenset[str]], list[Scenario]] = {}


def _copy(scenario: Scenario) -> Scenario:
    return replace(scenario, variants=list(scenario.variants), rules=list(scenario.rules),
                   needs=list(scenario.needs), steps=list(scenario.steps), assumes=list(scenario.assumes))


def load_scenarios(paths: list[Path] | None = None, known_variants: set[str] | None = None) -> list[Scenario]:
    """Every scenario of the given feature files or folders, ids checked unique."""
    known = known_variants if known_variants is not None else {p.stem for p in bundled_paths()}
    scenarios: list[Scenario] = []
    seen: dict[str, Scenario] = {}
    for path in feature_files(paths):
        for scenario in parse_feature(path, known):
            if scenario.id in seen:
                first = seen[scenario.id]
                raise UserError(f"duplicate scenario id '{scenario.id}' (first at {first.file}:{first.line})",
                                file=scenario.file, line=scenario.line)
            seen[scenario.id] = scenario
            scenarios.append(scenario)
    return scenarios


def scenarios_by_variant(paths: list[Path] | None = None) -> dict[str, list[str]]:
    """Variant id -> ids of the scenarios that run for it (sorted)."""
    out: dict[str, list[str]] = {}
    for scenario in load_scenarios(paths):
        for variant in scenario.variants:
            out.setdefault(variant, []).append(scenario.id)
    return {k: sorted(v) for k, v in sorted(out.items())}


# Step arguments that name cards (by the names the step library gives them).
CARD_ARGUMENTS = ("card", "cards", "removed")
# A Lost Legacy custom set writes copies after the name: "Search x3".
_COPIES = re.compile(r"\s+x\d+$")


def _names_of_game(game: str) -> set[str]:
    """Every name a card argument may hold in a game: its cards (every set), and for Innovation the
    special achievements of the bundled variants, for Lost Legacy the cards known by name only."""
    from ...data import innovation_names, lost_legacy_sets
    from ...variants import load_variant

    if game == "innovation":
        names = innovation_names()
        for path in bundled_paths():
            variant = load_variant(path.stem)
            if variant.game == "innovation":
                names |= set(variant.special_achievements.conditions)
        return names
    names = set()
    for card_set in lost_legacy_sets().values():
        names |= {c["name"] for c in card_set["cards"]} | set(card_set.get("known_without_speed", []))
    return names


def check_card_names(scenarios: list[Scenario]) -> None:
    """A step naming a card that its game does not have, but that reads like one that it has,
    is a typo: a UserError naming the file, the line and the card it looks like, before anything
    runs (an engine would refuse the position with a less helpful message). A scenario that
    expects a refusal may name a wrong card on purpose, and is left alone."""
    from ...variants import load_variant
    from ..steps import REGISTRY

    games: dict[str, str] = {}
    names: dict[str, set[str]] = {}
    for scenario in scenarios:
        if any(step.keyword == "Then" and ("rejected as" in step.text or "refused as" in step.text)
               for step in scenario.steps):
            continue
        variant = scenario.variants[0]
        game = games.setdefault(variant, load_variant(variant).game)
        if game not in names:
            names[game] = _names_of_game(game)
        known = names[game]
        for step in scenario.steps:
            _, arguments = REGISTRY.match(step.keyword, step.text)
            for argument in CARD_ARGUMENTS:
                value = arguments.get(argument)
                for name in value if isinstance(value, list) else [value] if isinstance(value, str) else []:
                    name = _COPIES.sub("", name)
                    if name in known:
                        continue
                    hint = did_you_mean(name, known, cutoff=0.75)
                    if hint:
                        raise UserError(f"no {game} card is named '{name}'{hint}", file=scenario.file, line=step.line)
