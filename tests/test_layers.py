"""The package's layers, read from the imports: no arrow runs back up and no module cycle.

    foundations (errors, gameplay, files, text, output, resources, suggest, data) -> variants -> the game engines
    (innovation, lost_legacy; neither imports the other) -> playing -> protocol -> compliance
    -> reports -> the command line (cli, schemas)

docs/architecture.md draws the same picture. Imports under `if TYPE_CHECKING:` count for the
layers (a type names a dependency all the same) but not for cycles (they never run).
"""

from __future__ import annotations

import ast
from collections import defaultdict
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "engine"

LAYERS = [
    {"engine", "errors", "files", "resources", "suggest", "data", "text", "output", "gameplay", "process"},
    {"variants"},
    {"innovation", "lost_legacy"},
    {"playing"},
    {"protocol"},
    {"compliance"},
    {"reports"},
    {"cli", "schemas"},
]
LEVEL = {area: level for level, areas in enumerate(LAYERS) for area in areas}
SIDE_BY_SIDE = {frozenset({"innovation", "lost_legacy"})}  # same layer, never each other


def _module(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _typing_only(tree: ast.Module) -> set[ast.AST]:
    """The import statements under `if TYPE_CHECKING:`."""
    found: set[ast.AST] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            found |= {sub for stmt in node.body for sub in ast.walk(stmt)}
    return found


def _imports(path: Path, modules: set[str], typing: bool = True) -> set[str]:
    """The package's modules `path` imports: `from x import y` names module x.y when y is a
    module, else x (y is a name defined there). `typing=False` leaves out TYPE_CHECKING imports."""
    module = _module(path)
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    found = set()
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skipped = set() if typing else _typing_only(tree)
    for node in ast.walk(tree):
        if node in skipped:
            continue
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            for alias in node.names:
                found.add(f"{target}.{alias.name}" if f"{target}.{alias.name}" in modules else target)
        elif isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
    return {name for name in found if name in modules and name != module}


def _graph(typing: bool = True) -> dict[str, set[str]]:
    modules = {_module(path): path for path in PACKAGE.rglob("*.py")}
    graph: dict[str, set[str]] = defaultdict(set)
    for module, path in modules.items():
        graph[module] |= _imports(path, set(modules), typing)
    return graph


def _area(module: str) -> str:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else "engine"


def test_every_area_has_a_layer():
    areas = {_area(module) for module in {_module(p) for p in PACKAGE.rglob("*.py")}}
    assert areas <= set(LEVEL), f"place these in LAYERS and docs/architecture.md: {sorted(areas - set(LEVEL))}"


def test_no_import_runs_up_a_layer():
    upward = sorted(f"{module} imports {target}" for module, targets in _graph().items() for target in targets
                    if LEVEL[_area(target)] > LEVEL[_area(module)]
                    or frozenset({_area(module), _area(target)}) in SIDE_BY_SIDE)
    assert upward == []


def test_no_import_cycle():
    graph = _graph(typing=False)
    cycles = []
    state: dict[str, int] = {}  # 1: on the current path, 2: done

    def visit(module: str, path: list[str]) -> None:
        state[module] = 1
        for target in sorted(graph.get(module, ())):
            if state.get(target) == 1:
                cycles.append(" -> ".join(path[path.index(target):] + [target]))
            elif target not in state:
                visit(target, [*path, target])
        state[module] = 2

    for module in sorted(graph):
        if module not in state:
            visit(module, [module])
    assert cycles == []


# Inside compliance: the step library and the scenario runner come first; the measures and the
# fuzzer build on the runner; `check` (checking/) joins them into a command; the pytest plugins
# sit beside it and take the runner (and the likely cause, from measuring).
COMPLIANCE_LAYERS = [{"steps", "running"}, {"measuring", "fuzzing"}, {"checking", "plugins"}]
COMPLIANCE_LEVEL = {area: level for level, areas in enumerate(COMPLIANCE_LAYERS) for area in areas}


def _compliance_area(module: str) -> str | None:
    parts = module.split(".")
    return parts[2] if len(parts) > 2 and parts[1] == "compliance" else None


def test_compliance_areas_each_have_a_layer():
    areas = {_compliance_area(m) for m in _graph()} - {None}
    assert areas <= set(COMPLIANCE_LEVEL), f"place these in COMPLIANCE_LAYERS: {sorted(areas - set(COMPLIANCE_LEVEL))}"


def test_no_compliance_import_runs_up_or_sideways():
    wrong = []
    for module, targets in _graph().items():
        here = _compliance_area(module)
        for target in targets:
            there = _compliance_area(target)
            if here is None or there is None or here == there:
                continue
            # the runner plays steps and steps drive the runner's context: one layer, both ways
            sideways = COMPLIANCE_LEVEL[there] == COMPLIANCE_LEVEL[here] and {here, there} != {"steps", "running"}
            if COMPLIANCE_LEVEL[there] > COMPLIANCE_LEVEL[here] or sideways:
                wrong.append(f"{module} imports {target}")
    assert sorted(wrong) == []
