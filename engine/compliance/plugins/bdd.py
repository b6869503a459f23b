"""The rulebook step library as pytest-bdd steps: run our features (and yours) with pytest-bdd.

A team on pytest-bdd loads this module as a pytest plugin and collects scenarios with
pytest-bdd's own `scenarios()`; every step of the library (`rulebook steps`) is a pytest-bdd
step parsed by `parsers.parse` with the library's own pattern and placeholder types:

    # conftest.py
    pytest_plugins = ["rulebook.compliance.plugins.bdd"]

    # test_rules.py
    from pytest_bdd import scenarios
    from rulebook.compliance.plugins.bdd import bundled_features

    scenarios(*bundled_features("innovation/common", "innovation/deluxe"))

How a test is formed: a scenario that carries rulebook tags (`@id:`, variant ids, `@rule:`,
`@needs:`, `@assumes:`) is read again by the rulebook catalog (the same checks as
`rulebook check`) and runs once per variant it holds for, as `rulebook check` plans it: the
test function is parametrized by the fixture `rulebook_run` (test id `test_<name>[deluxe]`,
the stable id `<scenario-id>[deluxe]` in the test's keywords and user properties). Tags are
consumed, never turned into marks. `--rulebook-bdd-variant` narrows the variants (or adds a
house variant file, whose applicable scenarios run); runs left over are deselected.

Fixtures: `rulebook_implementation` (session; `--rulebook-bdd-impl`, ini `rulebook_bdd_impl`,
default the reference engine; override it to hand over your own adapter object),
`rulebook_identity` (its hello; None for the reference), `rulebook_run`, `rulebook_variant`
(the run's variant label) and `rulebook_context` (the `ScenarioContext` the steps drive: your
own steps take it to read the state or play moves).

Each library step behaves as in `rulebook check`: a step needing a capability the engine does
not declare is not evaluated (listed in the user property `rulebook_unchecked`), a scenario the
engine cannot play is skipped with the reason, a refused move fails at the move unless the next
step checks the refusal, and the last play's state is held against `state` at the end. A
failure reads `file:line: <step>: <what went wrong>`, then what `rulebook check` prints under it
(the steps as played, where the state differs from the reference's, the exchange, whole at
-vv), and the summary names the likely cause of the session's failures, as `check` does.

    >>> Path(bundled_features("innovation/deluxe")[0]).name
    'deluxe'
"""

from __future__ import annotations

import inspect
import math
from collections.abc import Callable, Generator, Iterator
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from pytest_bdd import given, parsers, then, when
from pytest_bdd.parser import Scenario as BddScenario
from pytest_bdd.parser import Step as BddStep
from pytest_bdd.scenario import get_step_function, scenario_wrapper_template_registry

from ...errors import UserError
from ...variants import bundled_paths
from ..running import catalog
from ..running.catalog import Scenario, parse_feature
from ..running.context import ScenarioContext
from ..running.evidence import with_reference
from ..running.implementations import Implementation, Reference, handshake, open_implementation
from ..running.runner import Outcome, Run, deciders_ahead, evidence, finish_scenario, plan, play_step, skip_reason
from ..running.variants_under_test import refuse_unplayed, select_variants
from ..steps import REGISTRY
from ..steps.registry import TYPES, StepDef
from .failure_text import RESULT, cause_lines, failure_text, passed_result

RULEBOOK_TAG_PREFIXES = ("id:", "rule:", "needs:", "assumes:")
IMPL_PREFIXES = ("python:", "cmd:")


# -- settings: command-line and ini options ---------------------------------------------------

@dataclass(frozen=True)
class Settings:
    """What the options say: the implementation to open and the variants to plan runs for."""

    impl: str = "reference"
    timeout: float = 10.0
    variants: list[str] | None = None  # bundled ids; None: every variant a scenario's tags name
    user_variants: dict[str, tuple[str, dict]] = field(default_factory=dict)  # label -> (base, data)


SETTINGS = pytest.StashKey[Settings]()
SEEN_IDS = pytest.StashKey[dict[str, str]]()


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("rulebook-bdd", "rulebook features under pytest-bdd (rulebook.compliance.plugins.bdd)")
    group.addoption("--rulebook-bdd-impl", metavar="SPEC", default=None,
                    help="implementation the rulebook steps drive: reference (default), python:module:Class "
                         "or cmd:<command line> (ini: rulebook_bdd_impl)")
    group.addoption("--rulebook-bdd-variant", metavar="VARIANT", action="append", default=None,
                    help="run rulebook scenarios for this variant only (repeatable): a bundled id, or a variant "
                         "file extending one, which runs the scenarios whose @assumes: hold (ini: rulebook_bdd_variants)")
    group.addoption("--rulebook-bdd-set", metavar="KEY=VALUE", action="append", default=None,
                    help="change a rule value of every --rulebook-bdd-variant, as rulebook check --set (repeatable)")
    group.addoption("--rulebook-bdd-timeout", metavar="SECONDS", default=None,
                    help="seconds an implementation may take to answer one request (default 10; "
                         "ini: rulebook_bdd_timeout)")
    parser.addini("rulebook_bdd_impl", "implementation the rulebook steps drive (as --rulebook-bdd-impl)",
                  default="reference")
    parser.addini("rulebook_bdd_variants", "variants to run rulebook scenarios for (as --rulebook-bdd-variant)",
                  type="linelist", default=[])
    parser.addini("rulebook_bdd_timeout", "seconds per request (as --rulebook-bdd-timeout)", default="10")


def _read_settings(config: pytest.Config) -> Settings:
    """The options, checked before anything runs (a UserError names the option)."""
    impl = config.getoption("rulebook_bdd_impl") or str(config.getini("rulebook_bdd_impl")).strip() or "reference"
    if impl != "reference" and not impl.startswith(IMPL_PREFIXES):
        raise UserError(f"--rulebook-bdd-impl: unknown implementation '{impl}': use reference, "
                        f"python:module:Class or cmd:<command line>")
    text = config.getoption("rulebook_bdd_timeout") or str(config.getini("rulebook_bdd_timeout")).strip()
    try:
        timeout = float(text)
    except ValueError:
        timeout = math.nan
    if not (math.isfinite(timeout) and timeout > 0):
        raise UserError(f"--rulebook-bdd-timeout must be a positive number of seconds, not '{text}'")
    refs = config.getoption("rulebook_bdd_variant") or [_beside_ini(ref, config)
                                                        for ref in config.getini("rulebook_bdd_variants")] or None
    sets = config.getoption("rulebook_bdd_set")
    if sets and not refs:
        raise UserError("--rulebook-bdd-set changes the variants given with --rulebook-bdd-variant; name at least one")
    variants, users = select_variants(refs, sets)
    if impl == "reference":
        refuse_unplayed(users, "--rulebook-bdd-impl")
    return Settings(impl, timeout, variants, users)


def _beside_ini(ref: str, config: pytest.Config) -> str:
    """A variant file named in the ini file is relative to the ini file's folder (a bundled id
    stays as it is); on the command line it is relative to the current folder."""
    if not (ref.endswith(".toml") or "/" in ref) or Path(ref).is_absolute():
        return ref
    return str((config.inipath.parent if config.inipath else config.rootpath) / ref)


def pytest_configure(config: pytest.Config) -> None:
    try:
        config.stash[SETTINGS] = _read_settings(config)
    except UserError as exc:
        raise pytest.UsageError(f"rulebook: {exc}") from None
    config.stash[SEEN_IDS] = {}


# -- which feature files -------------------------------------------------------------------------

def bundled_features(*names: str) -> list[str]:
    """Absolute paths of bundled feature folders or files, named relative to the suite's
    `features/` folder ('innovation/deluxe', 'lost-legacy/turn.feature'); none: the whole suite.
    Give them to pytest-bdd's `scenarios()`."""
    root = catalog.FEATURES_DIR
    paths = [root / name for name in names] or [root]
    for path in paths:
        if not path.exists():
            raise UserError(f"no bundled feature file or folder '{path.relative_to(root).as_posix()}' "
                            f"(folders: {', '.join(sorted(p.name for p in root.iterdir() if p.is_dir()))})",
                            file=path)
    return [str(path) for path in paths]


# -- tags and parametrization: one test per scenario and variant ----------------------------------

@cache
def _known_variants() -> frozenset[str]:
    return frozenset(path.stem for path in bundled_paths())


def is_rulebook_tag(tag: str) -> bool:
    """A tag the rulebook catalog reads (an id, a variant, a rule statement, a need, an assumption)."""
    return tag.startswith(RULEBOOK_TAG_PREFIXES) or tag in _known_variants()


@pytest.hookimpl(tryfirst=True)
def pytest_bdd_apply_tag(tag: str, function: Callable[..., object]) -> object:
    """Rulebook tags make the scenario a rulebook scenario (planned per variant, with a context)
    instead of a mark; every other tag is left to pytest-bdd (a mark, as usual)."""
    if not is_rulebook_tag(tag):
        return None
    if not getattr(function, "_rulebook_scenario", False):
        pytest.mark.usefixtures("rulebook_context")(function)
        function._rulebook_scenario = True  # type: ignore[attr-defined]  # one usefixtures mark is enough
    return True


@cache
def _catalog(path: str) -> dict[str, Scenario]:
    """The rulebook catalog's reading of a feature file, by scenario id (a UserError if the file
    breaks the suite's conventions: a missing or doubled id, an unknown tag, an Outline)."""
    return {scenario.id: scenario for scenario in parse_feature(Path(path), set(_known_variants()))}


def _display(path: str | Path, config: pytest.Config) -> str:
    """A path as messages show it: relative to the rootdir when inside it."""
    try:
        return Path(path).resolve().relative_to(config.rootpath.resolve()).as_posix()
    except ValueError:
        return str(path)


def _rulebook_scenario(template, config: pytest.Config) -> Scenario:
    """The catalog's scenario behind a pytest-bdd scenario template."""
    rule_tags = template.rule.tags if template.rule is not None else set()
    ids = sorted(tag[3:] for tag in template.tags | template.feature.tags | rule_tags if tag.startswith("id:"))
    try:
        scenarios = _catalog(template.feature.filename)
    except UserError as exc:
        if exc.file:
            exc.file = _display(exc.file, config)
        raise pytest.Collector.CollectError(f"rulebook: {exc}") from None
    found = scenarios.get(ids[0]) if ids else None
    if found is None:  # the catalog refuses a scenario without an id; this is a safety net
        raise pytest.Collector.CollectError(f"rulebook: {template.feature.filename}:{template.line_number}: "
                                            f"scenario '{template.name}' has no @id: tag")
    seen = config.stash[SEEN_IDS]
    first = seen.setdefault(found.id, str(found.file))
    if first != str(found.file):
        raise pytest.Collector.CollectError(f"rulebook: {_display(found.file, config)}:{found.line}: duplicate "
                                            f"scenario id '{found.id}' (first in {_display(first, config)})")
    return found


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """A rulebook scenario runs once per variant it holds for (`runner.plan`, as rulebook check)."""
    if "rulebook_run" not in metafunc.fixturenames:
        return
    template = scenario_wrapper_template_registry.get(metafunc.function)
    if template is None:
        return
    settings = metafunc.config.stash[SETTINGS]
    runs = plan([_rulebook_scenario(template, metafunc.config)], settings.variants, settings.user_variants)
    params = [pytest.param(run, id=run.label or run.variant) for run in runs]
    metafunc.parametrize("rulebook_run", params or [pytest.param(None, id="no-variant-selected")])


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Deselect scenarios that hold for none of the selected variants; give each run its stable id."""
    kept, dropped = [], []
    for item in items:
        callspec = getattr(item, "callspec", None)
        params = callspec.params if callspec is not None else {}
        if "rulebook_run" not in params:
            kept.append(item)
            continue
        run = params["rulebook_run"]
        if run is None:
            dropped.append(item)
            continue
        kept.append(item)
        item.extra_keyword_matches.add(run.scenario.id)
        item.user_properties.append(("rulebook_id", run.id))
    if dropped:
        config.hook.pytest_deselected(items=dropped)
        items[:] = kept


# -- fixtures -------------------------------------------------------------------------------------

@pytest.fixture(scope="session")
def rulebook_implementation(pytestconfig: pytest.Config) -> Iterator[Implementation]:
    """The implementation under test (one per session, per xdist worker): --rulebook-bdd-impl.
    Override this fixture to hand over an object with request(dict) -> dict and close()."""
    settings = pytestconfig.stash[SETTINGS]
    try:
        implementation = open_implementation(settings.impl, timeout=settings.timeout)
    except UserError as exc:
        pytest.exit(f"rulebook: {exc}", returncode=pytest.ExitCode.USAGE_ERROR)
    yield implementation
    implementation.close()


@pytest.fixture(scope="session")
def rulebook_identity(rulebook_implementation: Implementation) -> dict | None:
    """The implementation's hello (variants, capabilities, player ranges) that decides skips;
    None for the reference engine, which plays everything (as rulebook check holds it)."""
    if isinstance(rulebook_implementation, Reference):
        return None
    try:
        return handshake(rulebook_implementation)
    except UserError as exc:
        pytest.exit(f"rulebook: {exc}", returncode=pytest.ExitCode.USAGE_ERROR)


@pytest.fixture
def rulebook_run(request: pytest.FixtureRequest) -> Run:
    """The scenario and variant this test runs (parametrized for every rulebook scenario)."""
    pytest.fail(f"{request.node.name}: the rulebook steps need a rulebook scenario: tag it with an @id: and the "
                f"variants it holds for (e.g. @id:my-scenario @deluxe), or override the fixture rulebook_run",
                pytrace=False)


@pytest.fixture
def rulebook_variant(rulebook_run: Run) -> str:
    """The variant the scenario runs for: a bundled id, or the label of a user variant."""
    return rulebook_run.label or rulebook_run.variant


@dataclass
class _Progress:
    """Where a scenario run is: its context and the pytest-bdd scenario and step under way."""

    context: ScenarioContext
    identity: dict | None
    scenario: BddScenario | None = None
    step: BddStep | None = None


PROGRESS = pytest.StashKey[_Progress]()


@pytest.fixture
def rulebook_context(request: pytest.FixtureRequest, rulebook_run: Run, rulebook_implementation: Implementation,
                     rulebook_identity: dict | None) -> ScenarioContext:
    """The scenario's view of the implementation (rulebook.compliance.running.context.ScenarioContext):
    the position being built, the last answers; your own steps read and play through it."""
    reason = skip_reason(rulebook_run, rulebook_identity)
    if reason:
        pytest.skip(reason)
    if hasattr(rulebook_implementation, "reset"):
        rulebook_implementation.reset()
    if hasattr(rulebook_implementation, "warm"):
        rulebook_implementation.warm()  # a restarted engine's start-up is not the scenario's
    context = ScenarioContext(rulebook_implementation, rulebook_run.variant, payload=rulebook_run.payload,
                              identity=rulebook_identity)
    request.node.stash[PROGRESS] = _Progress(context, rulebook_identity)
    return context


# -- pytest-bdd hooks: where the scenario is, and its end ------------------------------------------

def pytest_bdd_before_step(request: pytest.FixtureRequest, feature, scenario: BddScenario, step: BddStep,
                           step_func: Callable[..., object]) -> None:
    progress = request.node.stash.get(PROGRESS, None)
    if progress is not None:
        progress.scenario, progress.step = scenario, step


def pytest_bdd_after_step(request: pytest.FixtureRequest, feature, scenario: BddScenario, step: BddStep,
                          step_func: Callable[..., object], step_func_args: dict[str, object]) -> None:
    """After the last step: a refusal no step checked fails, and the last play's state must be
    the state the engine then serves (as at the end of every rulebook check run)."""
    progress = request.node.stash.get(PROGRESS, None)
    if progress is None or not scenario.steps or step is not scenario.steps[-1]:
        return
    failure = finish_scenario(progress.context)
    if failure is not None:
        message, kind, detail = failure
        _fail(request, step, message, detail, kind)


RUN_RESULT = pytest.StashKey[dict]()


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]
                              ) -> Generator[None, pytest.TestReport, pytest.TestReport]:
    """A rulebook run's result on its call report (what the summary's likely cause reads): a
    failure's as `_fail` kept it, a pass's id and variant."""
    report = yield
    callspec = getattr(item, "callspec", None)
    run = callspec.params.get("rulebook_run") if callspec is not None else None
    if report.when == "call" and isinstance(run, Run):
        if report.failed and RUN_RESULT in item.stash:
            setattr(report, RESULT, item.stash[RUN_RESULT])
        elif report.passed:
            setattr(report, RESULT, passed_result(Outcome(run, "passed").as_dict()))
    return report


def pytest_terminal_summary(terminalreporter, exitstatus: int, config: pytest.Config) -> None:
    """The likely cause of the failures, and how many library steps were not evaluated (the
    engine lacks what they read), as the report of rulebook check says them."""
    calls = [report for reports in terminalreporter.stats.values() for report in reports
             if getattr(report, "when", None) == "call"]
    for line in cause_lines([result for report in calls if isinstance(result := getattr(report, RESULT, None), dict)]):
        terminalreporter.write_line(line)
    unchecked = [value for report in calls
                 for name, value in getattr(report, "user_properties", []) if name == "rulebook_unchecked"]
    if unchecked:
        terminalreporter.write_line(f"rulebook: {len(unchecked)} steps not evaluated: the implementation does not "
                                    f"declare what they read (user property rulebook_unchecked)")


# -- the library's steps as pytest-bdd steps ----------------------------------------------------

_MIRROR: list[Reference] = []  # the reference, replaying another engine's failures


def _fail(request: pytest.FixtureRequest, step: BddStep, message: str, detail: str | None = None,
          kind: str = "assertion") -> None:
    """Fail the test with `file:line: message` and what `rulebook check` prints under a failure:
    the steps as the catalog reads them, marked as played, and against another engine where its
    state differs from the reference's at the same step."""
    progress = request.node.stash.get(PROGRESS, None)
    scenario = progress.scenario if progress is not None else None
    where = _display(scenario.feature.filename, request.config) if scenario is not None else "?"
    callspec = getattr(request.node, "callspec", None)
    run = callspec.params.get("rulebook_run") if callspec is not None else None
    if progress is None or not isinstance(run, Run):  # no rulebook scenario: the one line
        pytest.fail(f"{where}:{step.line_number}: {message}" + (f"\n{detail}" if detail else ""), pytrace=False)
    line = step.line_number
    outcome = Outcome(run, "failed", message, line, kind, detail=detail,
                      evidence=evidence(progress.context, run.scenario.steps, [line], line))
    if progress.identity is not None:
        if not _MIRROR:
            _MIRROR.append(Reference())
        outcome = with_reference(outcome, _MIRROR[0])
    result = outcome.as_dict()
    request.node.stash[RUN_RESULT] = result
    pytest.fail(failure_text(result, where, request.config.get_verbosity()), pytrace=False)


def _said(step: BddStep) -> str:
    """The step as a report names it: its kind (And and But take the previous one's) and text."""
    return f"{step.type.capitalize()} {step.name}"


def _checks_rejection(request: pytest.FixtureRequest, step: BddStep | None) -> bool:
    """Whether the step pytest-bdd will run for `step` checks a refused move (ours or yours: a
    function with `checks_rejection = True`)."""
    if step is None:
        return False
    found = get_step_function(request, step)
    return found is not None and bool(getattr(found.step_func, "checks_rejection", False))


def _run_library_step(definition: StepDef, request: pytest.FixtureRequest, context: ScenarioContext,
                      arguments: dict[str, Any]) -> None:
    """One library step, played as `rulebook check` plays it (`runner.play_step`)."""
    progress = request.node.stash[PROGRESS]
    step = progress.step
    assert step is not None  # pytest_bdd_before_step recorded it

    def next_checks_rejection() -> bool:
        steps = progress.scenario.steps if progress.scenario is not None else []
        index = next(i for i, s in enumerate(steps) if s is step)
        return _checks_rejection(request, steps[index + 1] if index + 1 < len(steps) else None)

    def ahead() -> frozenset[str]:
        steps = progress.scenario.steps if progress.scenario is not None else []
        index = next(i for i, s in enumerate(steps) if s is step)
        return deciders_ahead([(s.type.capitalize(), s.name) for s in steps[index + 1:]])

    outcome = play_step(context, definition.func, arguments, step.type.capitalize(), _said(step),
                        next_checks_rejection, ahead)
    if outcome.unchecked is not None:
        request.node.user_properties.append(("rulebook_unchecked", outcome.unchecked))
    if outcome.skipped is not None:
        pytest.skip(outcome.skipped)
    if outcome.failure is not None:
        message, _, detail = outcome.failure
        _fail(request, step, message, detail)


def as_bdd_step(definition: StepDef) -> Callable[..., None]:
    """A pytest-bdd step function for a library step: it takes the `rulebook_context` fixture,
    the pattern's parsed arguments, and pytest-bdd's `datatable` / `docstring` (given to the
    library step as `table` / `doc`; a step that takes none refuses them)."""
    takes = inspect.signature(definition.func).parameters

    def step_function(rulebook_context: ScenarioContext, request: pytest.FixtureRequest,
                      datatable: list[list[str]] | None = None, docstring: str | None = None,
                      **arguments: Any) -> None:
        for given_value, name, what in ((datatable, "table", "data table"), (docstring, "doc", "doc string")):
            if given_value is None:
                continue
            if name not in takes:
                step = request.node.stash[PROGRESS].step
                _fail(request, step, f"the step '{_said(step)}' takes no {what}: it would be ignored")
            arguments[name] = given_value
        _run_library_step(definition, request, rulebook_context, arguments)

    # pytest-bdd passes a parsed argument only when the signature names it
    parameter = inspect.Parameter
    step_function.__signature__ = inspect.Signature(  # type: ignore[attr-defined]
        [parameter("rulebook_context", parameter.POSITIONAL_OR_KEYWORD),
         parameter("request", parameter.POSITIONAL_OR_KEYWORD),
         parameter("datatable", parameter.POSITIONAL_OR_KEYWORD, default=None),
         parameter("docstring", parameter.POSITIONAL_OR_KEYWORD, default=None),
         *(parameter(name, parameter.KEYWORD_ONLY) for name in definition.parser.named_fields)])
    step_function.__name__ = f"rulebook_{definition.func.__name__}"
    step_function.__doc__ = definition.doc
    step_function.checks_rejection = getattr(definition.func, "checks_rejection", False)  # type: ignore[attr-defined]
    return step_function


_DECORATORS = {"Given": given, "When": when, "Then": then}

# Registered at import, into this module (a pytest plugin: its step fixtures are visible to
# every test; a step of yours with the same text in a conftest or test module takes precedence).
for _definition in REGISTRY.steps:
    _DECORATORS[_definition.kind](parsers.parse(_definition.pattern, extra_types=TYPES, case_sensitive=True))(
        as_bdd_step(_definition))

__all__ = ["Settings", "as_bdd_step", "bundled_features", "is_rulebook_tag"]
