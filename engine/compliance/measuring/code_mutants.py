"""Code mutants: how strong the scenario suite is against small bugs in the engine's code.

`mutants.py` flips a variant's rule parameters; this module changes the reference engine's
own code instead, one small edit at a time, and runs the scenarios against each changed
engine. A change no scenario notices (a survivor) is a branch of a card or a rule that the
suite does not pin down, unless the change cannot alter behaviour (an equivalent mutant).

The sampler is ours (ast-based, no mutation framework). Operators, each a single edit:

- `compare`: `<` <-> `<=`, `>` <-> `>=`, `==` <-> `!=`, `in` <-> `not in`, `is` <-> `is not`;
- `off-by-one`: an integer literal n becomes n+1 or n-1;
- `negate-condition`: the test of an `if`, `while`, conditional expression or comprehension
  filter becomes `not (...)`; `negate-operand`: one operand of `and` / `or` likewise;
- `drop-statement`: an expression statement, assignment or call becomes `pass`;
- `colour` / `icon`: a colour name ("red", "blue", "green", "yellow", "purple") or icon name
  ("crown", "leaf", "lightbulb", "castle", "factory", "clock") becomes the next in that list;
- `and-or`, `min-max`: the boolean operator, or the builtin, swapped;
- `true-false`: `True` <-> `False` as a returned value or a keyword argument.

Docstrings, logging, type annotations, `raise` and `assert` statements (their messages and
arguments) and code under `if TYPE_CHECKING:` are never mutated.

Areas come in two groups, each sampled on its own with fixed shares, so that adding a group
changes no mutant of another:

- the default group (`AREAS`, `SHARES`: 40/35/25%), sampled when no area is named: the
  base-set cards (sets/base), the fourth-edition cards (sets/base_ultimate, age00.py left
  out) and the rules core (`RULES_CORE`);
- the figures group (`FIGURES_AREAS`, `FIGURES_SHARES`: 50/25/25%), sampled only when one of
  its areas is named (or the group, `figures`): the figures' karma (sets/figures/age01..11
  and access.py), the karma layer (`KARMA_LAYER`: karma.py, decrees.py and the folder's
  shared readers) and the age-0 cards (sets/base_ultimate/age00.py).

`count` is the size of each group's whole sample: `sample(240, seed, areas=("figures-karma",))`
holds the 120 figures-karma mutants of the figures group's 240. An area asked alone holds
exactly the mutants it has when its whole group is asked. The same seed and count give the
same mutants. age00.py was part of the fourth-edition cards before the figures group
existed; that area is still drawn from the pool with age00.py, then the age-0 mutants drawn
are replaced by further draws of the same generator (`LEGACY_FILES`), so the other mutants of
a seed and count stay the ones reviewed before (and benchmarks/code_mutants_equivalent.toml
still matches them). Each area's mutants run the scenarios of the variants it concerns
(`variants_for`: the figures group, those with the Figures expansion). Each mutant is run in
a subprocess against a copy of the project holding the mutated module; the first failed
scenario catches it.

    >>> found = mutants_in_source("def f(x):\\n    return x < 3\\n", "f.py", "rules-core")
    >>> [(m.operator, m.change) for m in found]
    [('compare', '< -> <='), ('off-by-one', '3 -> 4'), ('off-by-one', '3 -> 2')]
    >>> found[0].apply("def f(x):\\n    return x < 3\\n").splitlines()[1]
    '    return x <= 3'
"""

from __future__ import annotations

import ast
import contextlib
import copy
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import tomllib
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor, as_completed
from dataclasses import asdict, dataclass, field
from pathlib import Path
from random import Random

from ...resources import SOURCE_ROOT

# The project root: this tool mutates a checkout's sources and reads its benchmarks/ folder.
PROJECT_ROOT = SOURCE_ROOT
EQUIVALENTS_FILE = PROJECT_ROOT / "benchmarks" / "code_mutants_equivalent.toml"
PACKAGE, PACKAGE_FOLDER = "rulebook", "engine"   # the import name, and the folder its code lives in (setup.py)

AREAS = ("base-cards", "fourth-edition-cards", "rules-core")      # the default group
FIGURES_AREAS = ("figures-karma", "karma-layer", "age-0-cards")  # sampled only when asked for
ALL_AREAS = AREAS + FIGURES_AREAS
GROUPS = {"default": AREAS, "figures": FIGURES_AREAS}
AREA_TITLES = {"base-cards": "base cards", "fourth-edition-cards": "fourth-edition cards",
               "rules-core": "rules core", "figures-karma": "figures' karma", "karma-layer": "karma layer",
               "age-0-cards": "age-0 cards"}
SHARES = {"base-cards": 0.40, "fourth-edition-cards": 0.35, "rules-core": 0.25}
FIGURES_SHARES = {"figures-karma": 0.50, "karma-layer": 0.25, "age-0-cards": 0.25}
_SHARE = {**SHARES, **FIGURES_SHARES}

AGE_ZERO = "engine/innovation/sets/base_ultimate/age00.py"
# Files an area held when its samples were reviewed and holds no more: the area is still drawn
# from a pool with them (then their mutants are replaced), so that its other mutants stay.
LEGACY_FILES = {"fourth-edition-cards": (AGE_ZERO,)}

# The karma layer: the engine side of the Figures expansion, which every figure's karma goes
# through (karma.py: triggered karma before events, static bonuses and access, the choice
# between karmas, nesting; decrees.py: the Decree action and its permissions), and the two
# modules of sets/figures that hold no figure's karma: drawing.py (the value a draw is about
# to draw, read by nine karmas alike by figures.value_about_to_draw: a shared reader, not one
# card's text) and karma_set.py (the KarmaSet instance; it yields no mutant). access.py is NOT
# layer code although the engine core reads its karmas: it writes the karma of eleven named
# figures (Ptolemy's and Sergey Brin's dogma access, Cai Lun's achievement access...), each a
# card's own text, so it belongs with the figures' karma.
KARMA_LAYER = ("engine/innovation/karma.py", "engine/innovation/decrees.py",
               "engine/innovation/sets/figures/drawing.py", "engine/innovation/sets/figures/karma_set.py")
FIGURES_FOLDER = "engine/innovation/sets/figures"

# The rules core: the engine modules that decide what happens in a game (turn flow, actions,
# dogma and sharing, card moves, icons, achievements, victory, setup and partial positions,
# the variant snapshot, the state the protocol shows, the effect toolkit and the card helpers).
# Left out: errors.py (exception classes), agents.py (random players), conservation.py (an
# invariant check of the tests), the packages' __init__ files (imports only).
RULES_CORE = tuple(f"engine/innovation/{name}" for name in (
    "achievements.py", "cards.py", "dogma.py", "effects/__init__.py", "effects/context.py", "effects/registry.py",
    "export.py", "flow.py", "game.py", "icons.py", "legal.py", "ops.py", "partial.py",
    "rules.py", "setup.py", "sets/helpers.py", "state.py", "victory.py", "zones.py"))

# Test tooling inside a rules-core module: no game ever runs it.
SKIPPED_FUNCTIONS = {"engine/innovation/effects/registry.py": ("registered", "unregistered", "_standing_in")}

COLOURS = ("red", "blue", "green", "yellow", "purple")
ICON_NAMES = ("crown", "leaf", "lightbulb", "castle", "factory", "clock")
OPERATORS = ("compare", "off-by-one", "negate-condition", "negate-operand", "drop-statement",
             "colour", "icon", "and-or", "min-max", "true-false")

_FLIPS: dict[type, tuple[type, str, str]] = {
    ast.Lt: (ast.LtE, "<", "<="), ast.LtE: (ast.Lt, "<=", "<"),
    ast.Gt: (ast.GtE, ">", ">="), ast.GtE: (ast.Gt, ">=", ">"),
    ast.Eq: (ast.NotEq, "==", "!="), ast.NotEq: (ast.Eq, "!=", "=="),
    ast.In: (ast.NotIn, "in", "not in"), ast.NotIn: (ast.In, "not in", "in"),
    ast.Is: (ast.IsNot, "is", "is not"), ast.IsNot: (ast.Is, "is not", "is"),
}
_OP_TOKEN = re.compile(r"<=|>=|==|!=|<|>|\bnot\s+in\b|\bis\s+not\b|\bin\b|\bis\b")
_LOGGERS = {"log", "logger", "logging", "LOG", "LOGGER"}
_SECTION = re.compile(r"^# -{2,} (.*?) -*$")
_CARD_SECTION = re.compile(r"^(.+?) \((\w+), (\w+)\)$")


@dataclass(frozen=True)
class Mutant:
    """One single-point change of one file: characters [start, end) become `replacement`."""

    area: str
    file: str        # path relative to the project root, with forward slashes
    line: int
    col: int         # character column of the change's start
    operator: str    # one of OPERATORS
    change: str      # e.g. "< -> <=", "3 -> 4", "not (...)", "-> pass"
    start: int
    end: int
    replacement: str
    original: str    # the changed source line(s), stripped and joined
    mutated: str     # the same line(s) after the change
    function: str | None = None  # enclosing function (qualified), None at module level
    card: str | None = None      # the card whose effect the line belongs to
    auto_equivalent: str | None = None  # why the change cannot alter behaviour, when obvious
    source_digest: str = ""  # of the module's text the mutant was made from

    @property
    def id(self) -> str:
        return f"{self.file}:{self.line}:{self.col}:{self.operator}:{self.change}"

    @property
    def key(self) -> str:
        """The key of the reviewed-equivalents file: file:line:operator."""
        return f"{self.file}:{self.line}:{self.operator}"

    @property
    def module(self) -> str:
        """The import name of the mutated module (the engine/ folder is the rulebook package).

        >>> Mutant("karma-layer", "engine/innovation/karma.py", 1, 0, "compare", "", 0, 0, "", "", "").module
        'rulebook.innovation.karma'
        """
        dotted = self.file.removesuffix(".py").removesuffix("/__init__").replace("/", ".")
        return f"{PACKAGE}{dotted.removeprefix(PACKAGE_FOLDER)}" if dotted.split(".")[0] == PACKAGE_FOLDER else dotted

    def apply(self, source: str) -> str:
        return source[:self.start] + self.replacement + source[self.end:]

    def as_dict(self) -> dict:
        data = asdict(self)
        data["id"] = self.id
        return data


# --- finding mutation points ---------------------------------------------------------------

class _Source:
    """A module's text with conversions from ast positions (UTF-8 byte columns) to offsets."""

    def __init__(self, text: str):
        self.text = text
        self.lines = text.splitlines(keepends=True)
        self.starts = [0]
        for line in self.lines:
            self.starts.append(self.starts[-1] + len(line))

    def offset(self, line: int, byte_col: int) -> int:
        raw = self.lines[line - 1].encode("utf-8")[:byte_col]
        return self.starts[line - 1] + len(raw.decode("utf-8", errors="replace"))

    def span(self, node: ast.AST) -> tuple[int, int]:
        return (self.offset(node.lineno, node.col_offset),  # type: ignore[attr-defined]
                self.offset(node.end_lineno, node.end_col_offset))  # type: ignore[attr-defined]

    def segment(self, node: ast.AST) -> str:
        start, end = self.span(node)
        return self.text[start:end]

    def line_of(self, offset: int) -> int:
        low, high = 0, len(self.starts) - 1
        while low < high - 1:
            middle = (low + high) // 2
            if self.starts[middle] <= offset:
                low = middle
            else:
                high = middle
        return low + 1


def _digest(text: str) -> str:
    return hashlib.sha1(text.encode("utf-8")).hexdigest()[:16]


def _same(a: ast.AST, b: ast.AST) -> bool:
    return ast.dump(a) == ast.dump(b)


def _flattened(node: ast.AST) -> ast.AST:
    """`(a and b) and c` as `a and b and c`: the same evaluation, one way to write it."""
    node = copy.deepcopy(node)
    for sub in ast.walk(node):
        if isinstance(sub, ast.BoolOp):
            changed = True
            while changed:
                changed = False
                values: list[ast.expr] = []
                for value in sub.values:
                    if isinstance(value, ast.BoolOp) and type(value.op) is type(sub.op):
                        values.extend(value.values)
                        changed = True
                    else:
                        values.append(value)
                sub.values = values
    return node


def _parses_as(text: str, expected: ast.AST) -> bool:
    """The replacement text, alone, is the expected expression (guards the textual edits)."""
    try:
        got = ast.parse(f"(\n{text}\n)", mode="eval").body
    except SyntaxError:
        return False
    return _same(_flattened(got), _flattened(expected))


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or \
        (isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _is_logging(stmt: ast.stmt) -> bool:
    if not (isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Call)):
        return False
    func = stmt.value.func
    if isinstance(func, ast.Name):
        return func.id in ("print", "breakpoint")
    while isinstance(func, ast.Attribute):
        func = func.value  # type: ignore[assignment]
        if isinstance(func, ast.Name) and func.id in _LOGGERS:
            return True
    return False


def _is_docstring(stmt: ast.stmt) -> bool:
    return isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Constant) and isinstance(stmt.value.value, str)


def _card_map(tree: ast.Module, source: _Source) -> tuple[dict[str, str], list[tuple[int, str | None]]]:
    """Function name -> card, from the module's `register(card, [effects...], ...)` calls (an
    element may be a call naming functions, as a figure's `Karma(trigger, ..., effect, when=...)`);
    and the section headers (`# --- Card (colour, icon) ---`) by line, for helpers."""
    registered: dict[str, list[str]] = {}
    functions = {node.name: node for node in tree.body if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))}
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Call) and len(node.args) >= 2):
            continue
        func = node.func
        name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""
        card, effects = node.args[0], node.args[1]
        if name != "register" or not (isinstance(card, ast.Constant) and isinstance(card.value, str)):
            continue
        if isinstance(effects, (ast.List, ast.Tuple)):
            for element in effects.elts:
                named = [element] if isinstance(element, ast.Name) else \
                    [n for n in ast.walk(element) if isinstance(n, ast.Name) and n.id in functions] \
                    if isinstance(element, ast.Call) else []
                for function in named:
                    cards = registered.setdefault(function.id, [])
                    if card.value not in cards:
                        cards.append(card.value)
    # a helper belongs to the cards whose registered functions reach it through calls
    calls = {name: {n.id for n in ast.walk(node) if isinstance(n, ast.Name) and n.id in functions and n.id != name}
             for name, node in functions.items()}
    helpers: dict[str, list[str]] = {}
    for effect, effect_cards in registered.items():
        seen, todo = set(), list(calls.get(effect, ()))
        while todo:
            name = todo.pop()
            if name in seen or name in registered:
                continue
            seen.add(name)
            for card_name in effect_cards:
                if card_name not in helpers.setdefault(name, []):
                    helpers[name].append(card_name)
            todo.extend(calls.get(name, ()))
    registered.update(helpers)
    sections: list[tuple[int, str | None]] = []
    for number, text in enumerate(source.lines, 1):
        match = _SECTION.match(text.rstrip("\n"))
        if match:
            card_match = _CARD_SECTION.match(match.group(1).strip())
            sections.append((number, card_match.group(1) if card_match else None))
    return {k: " / ".join(sorted(v)) for k, v in registered.items()}, sections


@dataclass
class _Scope:
    function: str | None = None
    card: str | None = None
    equivalent: str | None = None   # every mutant inside is equivalent, for this reason
    locals_loaded: set[str] = field(default_factory=set)
    declared: set[str] = field(default_factory=set)


class _Finder:
    """Walks one module and lists every mutant the operators allow."""

    def __init__(self, text: str, path: str, area: str):
        self.source = _Source(text)
        self.path = path
        self.area = area
        self.tree = ast.parse(text)
        self.cards, self.sections = _card_map(self.tree, self.source)
        self.digest = _digest(text)
        self.clamped: set[int] = set()  # ids of constants whose +1 only raises a min above its max
        self.found: list[Mutant] = []

    # -- recording --

    def _add(self, scope: _Scope, node: ast.AST, operator: str, change: str, replacement: str,
             equivalent: str | None = None, span: tuple[int, int] | None = None) -> None:
        start, end = span or self.source.span(node)
        line = self.source.line_of(start)
        end_line = self.source.line_of(max(start, end - 1))
        before = "".join(self.source.lines[line - 1:end_line])
        first = self.source.starts[line - 1]
        after = before[:start - first] + replacement + before[end - first:]
        self.found.append(Mutant(
            area=self.area, file=self.path, line=line, col=start - first, operator=operator, change=change,
            start=start, end=end, replacement=replacement,
            original=" ".join(part.strip() for part in before.splitlines() if part.strip()),
            mutated=" ".join(part.strip() for part in after.splitlines() if part.strip()),
            function=scope.function, card=scope.card,
            auto_equivalent=scope.equivalent or equivalent, source_digest=self.digest))

    def _card_for(self, name: str, line: int) -> str | None:
        if name in self.cards:
            return self.cards[name]
        card = None
        for section_line, section_card in self.sections:
            if section_line > line:
                break
            card = section_card
        return card

    # -- walking --

    def run(self) -> list[Mutant]:
        self._body(self.tree.body, _Scope(), module_level=True)
        return self.found

    def _body(self, body: list[ast.stmt], scope: _Scope, module_level: bool = False,
              class_level: bool = False) -> None:
        unreachable = None
        for stmt in body:
            inner = scope
            if unreachable:
                inner = _Scope(scope.function, scope.card, scope.equivalent or unreachable,
                               scope.locals_loaded, scope.declared)
            self._stmt(stmt, inner, module_level, class_level)
            if isinstance(stmt, (ast.Return, ast.Raise, ast.Continue, ast.Break)):
                unreachable = f"unreachable: follows a {type(stmt).__name__.lower()} in the same block"

    def _function(self, node: ast.FunctionDef | ast.AsyncFunctionDef, scope: _Scope) -> None:
        qualified = node.name if scope.function is None else f"{scope.function}.{node.name}"
        if qualified in SKIPPED_FUNCTIONS.get(self.path, ()):
            return
        for decorator in node.decorator_list:
            self._expr(decorator, scope)
        card = scope.card if scope.function is not None else self._card_for(node.name, node.lineno)
        outer = _Scope(qualified, card, scope.equivalent)
        for default in node.args.defaults + [d for d in node.args.kw_defaults if d is not None]:
            self._expr(default, outer)
        loaded = {n.id for n in ast.walk(node) if isinstance(n, ast.Name) and not isinstance(n.ctx, ast.Store)}
        declared = {name for n in ast.walk(node) if isinstance(n, (ast.Global, ast.Nonlocal)) for name in n.names}
        if any(isinstance(n, ast.Name) and n.id in ("locals", "vars", "exec", "eval") for n in ast.walk(node)):
            declared |= {n.id for n in ast.walk(node) if isinstance(n, ast.Name)}
        body = node.body[1:] if node.body and _is_docstring(node.body[0]) else node.body
        self._body(body, _Scope(qualified, card, scope.equivalent, loaded, declared))

    def _stmt(self, stmt: ast.stmt, scope: _Scope, module_level: bool, class_level: bool) -> None:
        if isinstance(stmt, (ast.Raise, ast.Assert, ast.Import, ast.ImportFrom, ast.Global, ast.Nonlocal,
                             ast.Pass, ast.Break, ast.Continue)):
            return
        if _is_docstring(stmt) or _is_logging(stmt):
            return
        if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)):
            self._function(stmt, scope)
            return
        if isinstance(stmt, ast.ClassDef):
            for decorator in stmt.decorator_list:
                self._expr(decorator, scope)
            body = stmt.body[1:] if stmt.body and _is_docstring(stmt.body[0]) else stmt.body
            self._body(body, _Scope(stmt.name if scope.function is None else f"{scope.function}.{stmt.name}",
                                    scope.card, scope.equivalent), class_level=True)
            return
        if isinstance(stmt, ast.If) and _is_type_checking(stmt.test):
            self._body(stmt.orelse, scope)
            return
        if module_level and isinstance(stmt, ast.Assign) and any(
                isinstance(t, ast.Name) and t.id == "__all__" for t in stmt.targets):
            return
        if module_level and scope.card is None:
            scope = self._register_scope(stmt, scope)
        scope = self._dead_store_scope(stmt, scope)
        self._drop(stmt, scope, module_level, class_level)
        if isinstance(stmt, (ast.If, ast.While)):
            dead = isinstance(stmt.test, ast.Constant) and not stmt.test.value
            self._condition(stmt.test, scope)
            self._expr(stmt.test, scope)
            inner = _Scope(scope.function, scope.card, scope.equivalent or (
                "unreachable: the block's condition is always false" if dead else None),
                scope.locals_loaded, scope.declared)
            self._body(stmt.body, inner)
            self._body(stmt.orelse, scope)
            return
        if isinstance(stmt, ast.AnnAssign):
            if stmt.value is not None:
                self._expr(stmt.value, scope)
            return
        for _name, value in ast.iter_fields(stmt):
            if isinstance(value, list) and value and isinstance(value[0], ast.stmt):
                self._body(value, scope)
            elif isinstance(value, list):
                for item in value:
                    if isinstance(item, ast.expr):
                        self._expr(item, scope)
                    elif isinstance(item, ast.AST):
                        self._node(item, scope)
            elif isinstance(value, ast.expr):
                self._expr(value, scope)
            elif isinstance(value, ast.AST):
                self._node(value, scope)

    def _register_scope(self, stmt: ast.stmt, scope: _Scope) -> _Scope:
        """A module-level statement's card: the one it registers, else its section's."""
        call = stmt.value if isinstance(stmt, ast.Expr) else None
        if isinstance(call, ast.Call) and call.args and isinstance(call.args[0], ast.Constant) \
                and isinstance(call.args[0].value, str) \
                and getattr(call.func, "id", getattr(call.func, "attr", "")) == "register":
            return _Scope(scope.function, call.args[0].value, scope.equivalent)
        return _Scope(scope.function, self._card_for("", stmt.lineno), scope.equivalent)

    def _node(self, node: ast.AST, scope: _Scope) -> None:
        """Statement-level pieces that are not expressions: handlers, match cases, withitems."""
        if isinstance(node, ast.ExceptHandler):
            self._body(node.body, scope)
        elif isinstance(node, ast.withitem):
            self._expr(node.context_expr, scope)
        elif isinstance(node, ast.match_case):
            if node.guard is not None:
                self._expr(node.guard, scope)
            self._body(node.body, scope)
        elif isinstance(node, ast.keyword):
            self._expr(node.value, scope)

    def _dead_store_scope(self, stmt: ast.stmt, scope: _Scope) -> _Scope:
        """Inside a pure assignment to locals the function never reads: every change is equivalent."""
        if scope.function is None or not isinstance(stmt, ast.Assign):
            return scope
        names = [t.id for t in stmt.targets if isinstance(t, ast.Name)]
        if len(names) != len(stmt.targets) or any(n in scope.locals_loaded or n in scope.declared for n in names):
            return scope
        pure = all(isinstance(n, (ast.Constant, ast.Name, ast.Load, ast.Tuple, ast.List, ast.UnaryOp, ast.USub,
                                  ast.Not, ast.expr_context))
                   for n in ast.walk(stmt.value))
        if not pure:
            return scope
        return _Scope(scope.function, scope.card, scope.equivalent or
                      f"dead store: {', '.join(names)} is never read and the value has no side effect",
                      scope.locals_loaded, scope.declared)

    # -- operators --

    def _drop(self, stmt: ast.stmt, scope: _Scope, module_level: bool, class_level: bool) -> None:
        if isinstance(stmt, ast.Expr):
            if isinstance(stmt.value, ast.Constant):
                return
        elif isinstance(stmt, (ast.Assign, ast.AugAssign, ast.AnnAssign)):
            if module_level or class_level or (isinstance(stmt, ast.AnnAssign) and stmt.value is None):
                return
        else:
            return
        start, end = self.source.span(stmt)
        end_line = self.source.line_of(max(start, end - 1))
        rest = self.source.text[end:self.source.starts[end_line]].strip()
        keep_lines = not rest or rest.startswith("#")
        lines = self.source.text.count("\n", start, end)
        self._add(scope, stmt, "drop-statement", "-> pass", "pass" + ("\n" * lines if keep_lines else ""))

    def _condition(self, test: ast.expr, scope: _Scope) -> None:
        self._add(scope, test, "negate-condition", "not (...)", f"(not ({self.source.segment(test)}))")

    def _expr(self, node: ast.expr, scope: _Scope) -> None:
        if isinstance(node, ast.JoinedStr):
            return
        if isinstance(node, ast.Compare):
            self._compare(node, scope)
        elif isinstance(node, ast.BoolOp):
            self._boolop(node, scope)
        elif isinstance(node, ast.IfExp):
            self._condition(node.test, scope)
        elif isinstance(node, ast.Call):
            self._call(node, scope)
        elif isinstance(node, ast.Constant):
            self._constant(node, scope)
        if isinstance(node, (ast.ListComp, ast.SetComp, ast.GeneratorExp, ast.DictComp)):
            for generator in node.generators:
                for condition in generator.ifs:
                    self._condition(condition, scope)
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.expr):
                self._expr(child, scope)
            elif isinstance(child, ast.comprehension):
                self._expr(child.iter, scope)
                for condition in child.ifs:
                    self._expr(condition, scope)
            elif isinstance(child, ast.keyword):
                self._keyword(child, scope)
            elif isinstance(child, ast.arguments):
                for default in child.defaults + [d for d in child.kw_defaults if d is not None]:
                    self._expr(default, scope)

    def _keyword(self, keyword: ast.keyword, scope: _Scope) -> None:
        value = keyword.value
        if isinstance(value, ast.Constant) and isinstance(value.value, bool):
            equivalent = None
            if keyword.arg == "slots" and value.value is True:
                equivalent = ("slots=False only gives the instances a __dict__: code that ran with slots "
                              "behaves the same")
            self._add(scope, value, "true-false", f"{value.value} -> {not value.value}", str(not value.value),
                      equivalent)
        self._expr(value, scope)

    def _compare(self, node: ast.Compare, scope: _Scope) -> None:
        segment_start, _ = self.source.span(node)
        text = self.source.segment(node)
        previous = node.left
        for index, (op, right) in enumerate(zip(node.ops, node.comparators)):
            flip = _FLIPS.get(type(op))
            gap_start = self.source.span(previous)[1] - segment_start
            gap_end = self.source.span(right)[0] - segment_start
            previous = right
            if flip is None:
                continue
            new_op, old_token, new_token = flip
            gap = text[gap_start:gap_end]
            match = _OP_TOKEN.search(gap)
            if not match:
                continue
            new_text = text[:gap_start] + gap[:match.start()] + new_token + gap[match.end():] + text[gap_end:]
            expected = copy.deepcopy(node)
            expected.ops[index] = new_op()
            if _parses_as(new_text, expected):
                self._add(scope, node, "compare", f"{old_token} -> {new_token}", new_text)

    def _boolop(self, node: ast.BoolOp, scope: _Scope) -> None:
        segment_start, _ = self.source.span(node)
        text = self.source.segment(node)
        old, new = ("and", "or") if isinstance(node.op, ast.And) else ("or", "and")
        pieces, cursor = [], 0
        for left, right in zip(node.values, node.values[1:]):
            gap_start = self.source.span(left)[1] - segment_start
            gap_end = self.source.span(right)[0] - segment_start
            pieces.append(text[cursor:gap_start] + re.sub(rf"\b{old}\b", new, text[gap_start:gap_end], count=1))
            cursor = gap_end
        new_text = "".join(pieces) + text[cursor:]
        expected = copy.deepcopy(node)
        expected.op = ast.Or() if isinstance(node.op, ast.And) else ast.And()
        identical = all(_same(v, node.values[0]) for v in node.values[1:])
        if _parses_as(new_text, expected):
            self._add(scope, node, "and-or", f"{old} -> {new}", new_text,
                      "the operands are identical" if identical else None)
        for value in node.values:
            self._add(scope, value, "negate-operand", "not (...)", f"(not ({self.source.segment(value)}))")

    def _call(self, node: ast.Call, scope: _Scope) -> None:
        func = node.func
        if isinstance(func, ast.Attribute) and func.attr == "choose":
            self._clamps(node)
        if isinstance(func, ast.Name) and func.id in ("min", "max"):
            other = "max" if func.id == "min" else "min"
            identical = len(node.args) >= 2 and not node.keywords and \
                all(_same(a, node.args[0]) for a in node.args[1:])
            self._add(scope, func, "min-max", f"{func.id} -> {other}", other,
                      "the arguments are identical" if identical else None)

    def _clamps(self, call: ast.Call) -> None:
        """`ctx.choose(..., min=E, max=E)`: E's constant raised by one makes min exceed max,
        and Context.choose clamps min to max ("do as much as you can"): no change. Holds when
        the constant is E itself, an operand of a `+`, or the left operand of a `-`."""
        given = {k.arg: k.value for k in call.keywords if k.arg in ("min", "max")}
        if len(given) != 2 or not _same(given["min"], given["max"]):
            return
        low = given["min"]
        if isinstance(low, ast.Constant):
            self.clamped.add(id(low))
        elif isinstance(low, ast.BinOp) and isinstance(low.op, ast.Add):
            self.clamped.update(id(side) for side in (low.left, low.right) if isinstance(side, ast.Constant))
        elif isinstance(low, ast.BinOp) and isinstance(low.op, ast.Sub) and isinstance(low.left, ast.Constant):
            self.clamped.add(id(low.left))

    def _constant(self, node: ast.Constant, scope: _Scope) -> None:
        value = node.value
        if isinstance(value, bool):
            return  # True/False: only as returned values and keyword arguments (see _keyword, _stmt)
        if isinstance(value, int):
            for delta in (1, -1):
                new = value + delta
                equivalent = None
                if delta == 1 and id(node) in self.clamped:
                    equivalent = ("raises a choose's min above its equal max: Context.choose clamps min "
                                  "to max, so the decision is the same")
                self._add(scope, node, "off-by-one", f"{value} -> {new}", str(new) if new >= 0 else f"({new})",
                          equivalent)
        elif isinstance(value, str) and (value in COLOURS or value in ICON_NAMES):
            names, operator = (COLOURS, "colour") if value in COLOURS else (ICON_NAMES, "icon")
            swapped = names[(names.index(value) + 1) % len(names)]
            quote = self.source.segment(node)[:1]
            quote = quote if quote in ("'", '"') else '"'
            self._add(scope, node, operator, f"{value} -> {swapped}", f"{quote}{swapped}{quote}")


class _ReturnFinder(_Finder):
    """The finder, plus `True`/`False` as a returned value (a statement-level operator)."""

    def _stmt(self, stmt: ast.stmt, scope: _Scope, module_level: bool, class_level: bool) -> None:
        if isinstance(stmt, ast.Return) and isinstance(stmt.value, ast.Constant) \
                and isinstance(stmt.value.value, bool) and not _is_docstring(stmt):
            value = stmt.value.value
            self._add(scope, stmt.value, "true-false", f"{value} -> {not value}", str(not value))
            return
        super()._stmt(stmt, scope, module_level, class_level)


def mutants_in_source(text: str, path: str, area: str) -> list[Mutant]:
    """Every mutant of one module's text, in source order (then operator order)."""
    found = _ReturnFinder(text, path, area).run()
    order = {name: i for i, name in enumerate(OPERATORS)}
    return sorted(found, key=lambda m: (m.start, m.end, order[m.operator]))  # stable: generation order


# --- areas and sampling --------------------------------------------------------------------

def area_files(root: Path = PROJECT_ROOT) -> dict[str, list[str]]:
    """The files of each area, relative to the project root (the listed files that exist)."""
    def listed(folder: str) -> list[str]:
        return sorted(p.relative_to(root).as_posix() for p in (root / folder).glob("*.py"))

    figures = [f for f in listed(FIGURES_FOLDER) if f not in KARMA_LAYER and not f.endswith("/__init__.py")]
    return {"base-cards": listed("engine/innovation/sets/base"),
            "fourth-edition-cards": [f for f in listed("engine/innovation/sets/base_ultimate") if f != AGE_ZERO],
            "rules-core": [f for f in RULES_CORE if (root / f).is_file()],
            "figures-karma": figures,
            "karma-layer": [f for f in KARMA_LAYER if (root / f).is_file()],
            "age-0-cards": [AGE_ZERO] if (root / AGE_ZERO).is_file() else []}


def area_of(path: str) -> str | None:
    """The area a file's mutants belong to (one at most).

    >>> area_of("engine/innovation/karma.py"), area_of("engine/innovation/sets/figures/age03.py")
    ('karma-layer', 'figures-karma')
    >>> area_of("engine/innovation/sets/base_ultimate/age00.py"), area_of("engine/innovation/sets/base_ultimate/age01.py")
    ('age-0-cards', 'fourth-edition-cards')
    """
    if path == AGE_ZERO:
        return "age-0-cards"
    if path in KARMA_LAYER:
        return "karma-layer"
    if path.startswith(f"{FIGURES_FOLDER}/"):
        return None if path.endswith("/__init__.py") else "figures-karma"
    if path.startswith("engine/innovation/sets/base/"):
        return "base-cards"
    if path.startswith("engine/innovation/sets/base_ultimate/"):
        return "fourth-edition-cards"
    return "rules-core" if path in RULES_CORE else None


def _mutants_of(root: Path, files: list[str], area: str) -> list[Mutant]:
    found: list[Mutant] = []
    for path in files:
        found.extend(mutants_in_source((root / path).read_text(encoding="utf-8"), path, area))
    return found


def candidates(root: Path = PROJECT_ROOT, area: str | None = None) -> list[Mutant]:
    """Every mutant of an area (or of all areas), in a fixed order."""
    found: list[Mutant] = []
    for name, files in area_files(root).items():
        if area is None or name == area:
            found.extend(_mutants_of(root, files, name))
    return found


def group_of(area: str) -> tuple[str, ...]:
    """The areas sampled together with `area` (its group)."""
    return next(group for group in GROUPS.values() if area in group)


def quotas(count: int, areas: tuple[str, ...] = AREAS) -> dict[str, int]:
    """`count` split over the areas (one group's) by their shares (largest remainders; ties in
    area order).

    >>> quotas(240, FIGURES_AREAS)
    {'figures-karma': 120, 'karma-layer': 60, 'age-0-cards': 60}
    """
    raw = {a: count * _SHARE[a] / sum(_SHARE[b] for b in areas) for a in areas}
    result = {a: int(raw[a]) for a in areas}
    left = count - sum(result.values())
    for a in sorted(areas, key=lambda a: (-(raw[a] - result[a]), areas.index(a)))[:left]:
        result[a] += 1
    return result


def _sample_area(root: Path, area: str, quota: int, seed: int) -> list[Mutant]:
    """`quota` mutants of one area, drawn by its own generator (seeded by seed and area). An area
    with LEGACY_FILES is drawn from its pool as it was with them, and the legacy mutants drawn are
    replaced by further draws among the area's other mutants."""
    pool = candidates(root, area)
    rng = Random(f"{seed}:{area}")
    legacy = [f for f in LEGACY_FILES.get(area, ()) if (root / f).is_file()]
    if not legacy:
        return rng.sample(pool, min(quota, len(pool)))
    files = area_files(root)[area]
    old_pool = _mutants_of(root, sorted(files + legacy), area)     # the order candidates() had
    picked = [m for m in rng.sample(old_pool, min(quota, len(old_pool))) if m.file not in legacy]
    taken = {m.id for m in picked}
    rest = [m for m in pool if m.id not in taken]
    return picked + rng.sample(rest, min(quota - len(picked), len(rest)))


def sample(count: int, seed: int, root: Path = PROJECT_ROOT, areas: tuple[str, ...] | None = None) -> list[Mutant]:
    """A reproducible stratified sample: `count` split by the shares over the areas of each group
    asked for (None: the default group), each area drawn with its own generator; `areas` keeps
    some of them (the mutants of a kept area are the same as in its whole group's sample)."""
    groups = [AREAS] if areas is None else [group for group in GROUPS.values() if set(group) & set(areas)]
    chosen: list[Mutant] = []
    for group in groups:
        for area, quota in quotas(count, group).items():
            if areas is not None and area not in areas:
                continue
            picked = _sample_area(root, area, quota, seed)
            chosen.extend(sorted(picked, key=lambda m: (m.file, m.start, m.operator, m.change)))
    return chosen


# --- reviewed equivalents ------------------------------------------------------------------

@dataclass(frozen=True)
class Equivalent:
    mutant: str          # file:line:operator
    reason: str
    change: str | None = None   # narrows the entry to one change (e.g. "3 -> 4")
    code: str | None = None     # the original line, stripped: a stale entry no longer matches
    mutated: str | None = None  # narrows the entry to the change giving this line (stripped)

    def matches(self, mutant: Mutant, moved: bool = False) -> bool:
        """Whether this entry covers `mutant`. With `moved` (its `code` occurs once in the file
        now), an entry with `code` follows its line when edits above it moved it."""
        if mutant.key != self.mutant:
            file, _, operator = self.mutant.rsplit(":", 2)
            if not (moved and self.code is not None and mutant.file == file and mutant.operator == operator):
                return False
        return (self.change is None or self.change == mutant.change) \
            and (self.code is None or self.code == mutant.original) \
            and (self.mutated is None or self.mutated == mutant.mutated)

    @property
    def file(self) -> str:
        return self.mutant.rsplit(":", 2)[0]


def code_occurrences(root: Path, file: str, code: str) -> int:
    """How often `code` (source lines stripped and joined by a space, as Mutant.original)
    occurs in `file` under `root` now; 0 when the file is gone."""
    path = root / file
    if not path.is_file():
        return 0
    joined = " ".join(line.strip() for line in path.read_text(encoding="utf-8").splitlines())
    return joined.count(code)


def stale_equivalents(entries: list[Equivalent], root: Path = PROJECT_ROOT) -> list[Equivalent]:
    """Reviewed entries that no longer apply: their code is gone from their file (changed or
    removed), or it occurs there more than once and no longer on the entry's line (an entry
    follows only code that occurs once). Each needs a new review, or deleting."""
    stale = []
    for entry in entries:
        if entry.code is None:
            continue
        found = code_occurrences(root, entry.file, entry.code)
        if found == 0 or (found > 1 and not _code_on_line(root, entry)):
            stale.append(entry)
    return stale


def _code_on_line(root: Path, entry: Equivalent) -> bool:
    line = int(entry.mutant.rsplit(":", 2)[1])
    lines = (root / entry.file).read_text(encoding="utf-8").splitlines()[line - 1:]
    return " ".join(text.strip() for text in lines).startswith(entry.code or "")


def load_equivalents(path: Path = EQUIVALENTS_FILE) -> list[Equivalent]:
    if not path.is_file():
        return []
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    entries = []
    for raw in data.get("equivalent", []):
        if not raw.get("reason", "").strip():
            raise ValueError(f"{path}: the entry for {raw.get('mutant')} gives no reason")
        entries.append(Equivalent(raw["mutant"], raw["reason"], raw.get("change"), raw.get("code"),
                                  raw.get("mutated")))
    return entries


# --- running -------------------------------------------------------------------------------

@dataclass
class Result:
    mutant: Mutant
    verdict: str   # caught | survived | timeout | invalid | equivalent
    scenario: str | None = None   # the run that caught it (scenario id[variant])
    failure: str | None = None    # the runner's failure kind (assertion, internal_error...)
    message: str = ""
    seconds: float = 0.0
    equivalent_reason: str | None = None
    warning: str | None = None

    def as_dict(self) -> dict:
        return {**self.mutant.as_dict(), "verdict": self.verdict, "scenario": self.scenario,
                "failure": self.failure, "message": self.message, "seconds": round(self.seconds, 2),
                "equivalent_reason": self.equivalent_reason, "warning": self.warning}


def innovation_variants() -> dict[str, list[str]]:
    """Bundled Innovation variants by kind: 'all', 'base' (base set, no teams), 'fourth'
    (fourth-edition set), 'figures' (the Figures expansion in play)."""
    from ...variants import bundled_paths, load_variant
    from ...variants.schema import InnovationVariant

    kinds: dict[str, list[str]] = {"all": [], "base": [], "fourth": [], "figures": []}
    for path in bundled_paths():
        variant = load_variant(path.stem)
        if not isinstance(variant, InnovationVariant):
            continue
        kinds["all"].append(path.stem)
        if variant.cards.set == "base" and not variant.teams.enabled:
            kinds["base"].append(path.stem)
        elif variant.cards.set == "base-ultimate":
            kinds["fourth"].append(path.stem)
        if "figures" in variant.cards.expansions:
            kinds["figures"].append(path.stem)
    return kinds


def variants_for(area: str, kinds: dict[str, list[str]]) -> list[str]:
    """The variants whose scenarios a mutant of the area runs: base cards under every
    non-team base variant (both wordings) and the fourth-edition variants (whose cards reuse
    many base-set effect functions); fourth-edition cards under the fourth-edition variants;
    the rules core under every Innovation variant; the figures group (figures' karma, the karma
    layer, the age-0 cards, which only a figure brings into play) under the variants with the
    Figures expansion."""
    if area == "base-cards":
        return kinds["base"] + kinds["fourth"]
    if area == "fourth-edition-cards":
        return kinds["fourth"]
    if area in FIGURES_AREAS:
        return kinds["figures"]
    return kinds["all"]


_COPIED = ("engine", "pyproject.toml")
_LINKED = ("features", "variants", "schemas")


def make_snapshot(root: Path, into: Path) -> Path:
    """A frozen copy of what the suite reads (the package, features, variants, schemas), so
    that edits made in the project while mutants run do not leak into them."""
    into.mkdir(parents=True, exist_ok=True)
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc")
    shutil.copytree(root / "engine", into / "engine", ignore=ignore)
    for name in _LINKED:
        if (root / name).exists():
            shutil.copytree(root / name, into / name, ignore=ignore)
    for extra in root.glob("pyproject*"):
        shutil.copy2(extra, into / extra.name)
    return into


def _workdir(snapshot: Path, into: Path) -> Path:
    """A mutant's project: the package copied (to write the mutated module in), the data
    folders (features, variants, schemas, card data) linked to the snapshot's. The folder
    `rulebook` links to `engine`, so that the child, with the project first on sys.path,
    imports the package from here (an editable install's finder comes after sys.path)."""
    into.mkdir(parents=True)
    cards = Path("engine") / "data" / "cards"
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", "cards")
    shutil.copytree(snapshot / "engine", into / "engine", ignore=ignore)
    (into / PACKAGE).symlink_to(PACKAGE_FOLDER, target_is_directory=True)
    if (snapshot / cards).exists():
        (into / cards).symlink_to(snapshot / cards, target_is_directory=True)
    for name in _LINKED:
        if (snapshot / name).exists():
            (into / name).symlink_to(snapshot / name, target_is_directory=True)
    for extra in snapshot.glob("pyproject*"):
        shutil.copy2(extra, into / extra.name)
    return into


_BOOT = ("import sys; sys.path.insert(0, sys.argv[1]); "
         "from rulebook.compliance.measuring.code_mutants import child_main; child_main(sys.argv[1])")


def _child_env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("RULEBOOK_VARIANTS", "PYTHONPATH", "PYTHONSTARTUP")}
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    env["PYTHONHASHSEED"] = "0"
    return env


def _run_child(workdir: Path, job: dict, wall: float) -> dict:
    (workdir / "job.json").write_text(json.dumps(job), encoding="utf-8")
    try:
        done = subprocess.run([sys.executable, "-B", "-c", _BOOT, str(workdir)], check=False, cwd=workdir,
                              env=_child_env(),
                              stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                              timeout=wall, text=True)
    except subprocess.TimeoutExpired:
        return {"verdict": "timeout", "message": f"no verdict within {wall:g} s (killed)"}
    result_file = workdir / "result.json"
    if not result_file.is_file():
        return {"verdict": "error", "message": f"the child exited with {done.returncode}: {done.stderr[-2000:]}"}
    return json.loads(result_file.read_text(encoding="utf-8"))


def baseline(snapshot: Path, variants: list[str], wall: float = 600.0) -> list[str]:
    """The runs that fail without any mutation (excluded from the mutant runs); raises when
    the unmutated copy cannot run the suite at all."""
    with tempfile.TemporaryDirectory(prefix="code-mutant-baseline-") as tmp:
        work = _workdir(snapshot, Path(tmp) / "project")
        result = _run_child(work, {"module": None, "variants": variants, "exclude": [], "stop_at_first": False,
                                   "scenario_limit": 60.0}, wall)
    if result.get("verdict") not in ("survived", "caught"):
        raise RuntimeError(f"the unmutated suite does not run: {result}")
    return list(result.get("failed", []))


def run_mutant(mutant: Mutant, snapshot: Path, variants: list[str], exclude: list[str],
               wall: float = 120.0, scenario_limit: float = 20.0) -> Result:
    """Run the scenarios of `variants` against the snapshot with this one change."""
    started = time.monotonic()
    source = (snapshot / mutant.file).read_text(encoding="utf-8")
    if _digest(source) != mutant.source_digest:
        raise RuntimeError(f"{mutant.id}: the snapshot's {mutant.file} is not the text the mutant was made from")
    mutated = mutant.apply(source)
    try:
        compile(mutated, mutant.file, "exec")
    except SyntaxError as exc:
        return Result(mutant, "invalid", message=f"does not compile: {exc}", seconds=time.monotonic() - started)
    with tempfile.TemporaryDirectory(prefix="code-mutant-") as tmp:
        work = _workdir(snapshot, Path(tmp) / "project")
        (work / mutant.file).write_text(mutated, encoding="utf-8")
        outcome = _run_child(work, {"module": mutant.module, "variants": variants, "exclude": exclude,
                                    "stop_at_first": True, "scenario_limit": scenario_limit}, wall)
    return Result(mutant, outcome.get("verdict", "error"), outcome.get("scenario"), outcome.get("failure"),
                  str(outcome.get("message", ""))[:400], time.monotonic() - started)


def classify(results: list[Result], equivalents: list[Equivalent], root: Path = PROJECT_ROOT) -> None:
    """Survivors that an obvious rule or a reviewed entry shows behaviour-preserving become
    'equivalent'; a caught mutant marked equivalent gets a warning (the mark is wrong). An
    entry whose code moved (edits above it) still applies where that code now is, when it
    occurs once in its file: a second occurrence could be other code that reads the same."""
    unique: dict[tuple[str, str], bool] = {}
    for reviewed in equivalents:
        if reviewed.code is not None and (reviewed.file, reviewed.code) not in unique:
            unique[reviewed.file, reviewed.code] = code_occurrences(root, reviewed.file, reviewed.code) == 1
    for result in results:
        mutant = result.mutant
        entry = next((e for e in equivalents if e.matches(mutant, unique.get((e.file, e.code or ""), False))),
                     None)
        reason = mutant.auto_equivalent or (entry.reason if entry else None)
        if reason is None:
            continue
        if result.verdict == "survived":
            result.verdict = "equivalent"
            result.equivalent_reason = reason if entry is None else f"reviewed: {reason}"
        elif result.verdict in ("caught", "timeout"):
            result.warning = f"marked equivalent ({reason}) but a scenario catches it"


def run_all(mutants: list[Mutant], root: Path = PROJECT_ROOT, jobs: int = 2, wall: float = 120.0,
            equivalents: list[Equivalent] | None = None, snapshot: Path | None = None,
            progress: Callable[[int, int, Result], None] | None = None) -> tuple[list[Result], list[str]]:
    """Run every mutant, `jobs` subprocesses at a time; returns the results (in the mutants'
    order) and the runs that fail unmutated (excluded)."""
    kinds = innovation_variants()
    with tempfile.TemporaryDirectory(prefix="code-mutants-") as tmp:
        if snapshot is None:
            snapshot = make_snapshot(root, Path(tmp) / "snapshot")
        needed = {v for m in mutants for v in variants_for(m.area, kinds)}     # the baseline runs only these
        broken = baseline(snapshot, [v for v in kinds["all"] if v in needed] or kinds["all"])
        results: dict[int, Result] = {}
        with ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
            futures = {pool.submit(run_mutant, m, snapshot, variants_for(m.area, kinds), broken, wall): i
                       for i, m in enumerate(mutants)}
            for future in as_completed(futures):
                index = futures[future]
                results[index] = future.result()
                if progress:
                    progress(len(results), len(mutants), results[index])
    ordered = [results[i] for i in range(len(mutants))]
    classify(ordered, load_equivalents() if equivalents is None else equivalents, root)
    return ordered, broken


def summarize(results: list[Result]) -> dict[str, dict]:
    """Per area (and 'total'): sampled, invalid, equivalent, caught (timeouts included),
    timeout, survived, and the share caught of the non-equivalent valid mutants."""
    table: dict[str, dict] = {}
    for area in [*ALL_AREAS, "total"]:
        rows = [r for r in results if area == "total" or r.mutant.area == area]
        if not rows:
            continue
        count = {v: sum(r.verdict == v for r in rows) for v in ("invalid", "equivalent", "caught", "timeout",
                                                                  "survived", "error")}
        judged = count["caught"] + count["timeout"] + count["survived"]
        table[area] = {"sampled": len(rows), "invalid": count["invalid"], "equivalent": count["equivalent"],
                       "caught": count["caught"] + count["timeout"], "timeout": count["timeout"],
                       "survived": count["survived"], "error": count["error"],
                       "share_caught": round((count["caught"] + count["timeout"]) / judged, 3) if judged else None}
    return table


# --- the subprocess ------------------------------------------------------------------------

class _ScenarioTimeout(BaseException):
    """Raised by the alarm in a scenario that runs too long (a BaseException: the runner's
    `except Exception` must not turn it into an ordinary failure)."""


def child_main(workdir_text: str) -> None:
    """Run one job in this process: import the mutated module, then the scenarios."""
    import importlib
    import resource
    import signal

    workdir = Path(workdir_text).resolve()
    job = json.loads((workdir / "job.json").read_text(encoding="utf-8"))

    def finish(**result) -> None:
        (workdir / "result.json").write_text(json.dumps(result), encoding="utf-8")

    import rulebook

    if not Path(rulebook.__file__).resolve().is_relative_to(workdir):
        finish(verdict="error", message=f"engine imported from {rulebook.__file__}, not from {workdir}")
        return
    limit = 4 * 1024 ** 3
    with contextlib.suppress(ValueError, OSError):
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    if job["module"]:
        try:
            importlib.import_module(job["module"])
        except Exception as exc:
            finish(verdict="invalid", message=f"import fails: {type(exc).__name__}: {exc}")
            return
    from rulebook.compliance.running.catalog import load_scenarios
    from rulebook.compliance.running.implementations import Reference
    from rulebook.compliance.running.runner import plan, run_one

    def alarm(signum, frame):
        raise _ScenarioTimeout()

    signal.signal(signal.SIGALRM, alarm)
    exclude = set(job["exclude"])
    runs = [r for r in plan(load_scenarios(), job["variants"]) if r.id not in exclude]
    reference = Reference()
    failed: list[str] = []
    first: dict | None = None
    for run in runs:
        signal.setitimer(signal.ITIMER_REAL, job["scenario_limit"])
        try:
            outcome = run_one(run, reference)
        except _ScenarioTimeout:
            finish(verdict="timeout", scenario=run.id, failure="timeout",
                   message=f"the scenario ran longer than {job['scenario_limit']:g} s")
            return
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
        if outcome.status == "failed":
            failed.append(run.id)
            if first is None:
                first = {"scenario": run.id, "failure": outcome.failure, "message": outcome.message}
            if job["stop_at_first"]:
                break
    if first is None:
        finish(verdict="survived", runs=len(runs), failed=failed)
    else:
        finish(verdict="caught", runs=len(runs), failed=failed, **first)

