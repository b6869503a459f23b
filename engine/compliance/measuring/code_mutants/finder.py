"""Finding mutation points: every mutant the operators allow in one module's text.

The sampler is ours (ast-based, no mutation framework). Its operators, each a single edit:

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
arguments) and code under `if TYPE_CHECKING:` are never mutated. Some mutants are marked
equivalent on sight (`Mutant.auto_equivalent`: unreachable code, dead stores, identical operands).

    >>> found = mutants_in_source("def f(x):\\n    return x < 3\\n", "f.py", "rules-core")
    >>> [(m.operator, m.change) for m in found]
    [('compare', '< -> <='), ('off-by-one', '3 -> 4'), ('off-by-one', '3 -> 2')]
    >>> found[0].apply("def f(x):\\n    return x < 3\\n").splitlines()[1]
    '    return x <= 3'
"""

from __future__ import annotations

import ast
import copy
import re
from dataclasses import dataclass, field

from .mutant import OPERATORS, Mutant, text_digest

# Test tooling inside a rules-core module: no game ever runs it.
SKIPPED_FUNCTIONS = {"engine/innovation/effects/registry.py": ("registered", "unregistered", "_standing_in")}

COLOURS = ("red", "blue", "green", "yellow", "purple")
ICON_NAMES = ("crown", "leaf", "lightbulb", "castle", "factory", "clock")

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
        self.digest = text_digest(text)
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


# Every mutant of a module's text, kept by (text, path, area): a sample draws from whole areas,
# and a process that samples again (the tests, the script's runs) finds the same texts. Each
# text's search costs tens of milliseconds (every mutant is parsed back); mutants are frozen.
_FOUND: dict[tuple[str, str, str], tuple[Mutant, ...]] = {}
_MOST_KEPT = 1000  # texts; a long-lived process reading many versions of many files starts over


def mutants_in_source(text: str, path: str, area: str) -> list[Mutant]:
    """Every mutant of one module's text, in source order (then operator order)."""
    key = (text, path, area)
    found = _FOUND.get(key)
    if found is None:
        order = {name: i for i, name in enumerate(OPERATORS)}
        found = tuple(sorted(_ReturnFinder(text, path, area).run(),
                             key=lambda m: (m.start, m.end, order[m.operator])))  # stable: generation order
        if len(_FOUND) >= _MOST_KEPT:
            _FOUND.clear()
        _FOUND[key] = found
    return list(found)

