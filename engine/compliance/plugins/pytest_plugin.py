"""A pytest plugin: the rulebook scenarios as pytest tests, run against any implementation.

Installed with the package (entry point `pytest11: rulebook`), it is inert until a run names an
implementation with `--rulebook-impl`: then each scenario of the `.feature` files becomes one
test per variant it runs for, named as `rulebook check` names runs
(`game-draw-highest-top-card[deluxe]`), marked with the variant (`-m deluxe`) and `rulebook`.

Which `.feature` files are scenario files: those under the bundled `features/` folder, under a
`--rulebook-features` path, or under a path given on the command line; a `.feature` file pytest
meets elsewhere (say, pytest-bdd's, under `testpaths`) is left alone. What is collected:

- no path argument: the suite (the `--rulebook-features` paths, else the bundled features) beside
  what pytest collects by default (the project's `testpaths`, or the folder it was started in);
  outside a pytest project (no configuration file found) the suite alone, rather than every test
  file under whatever folder pytest was started in;
- path arguments: those, as pytest always does (a `.feature` file or a folder of them runs its
  scenarios), plus the `--rulebook-features` paths when given.

Each process (each pytest-xdist worker) opens the implementation at its first scenario and keeps
it for the session: one engine process, restarted after a crash as `rulebook check` does, ended
when the session finishes.

A failure shows what `rulebook check` prints under it (the steps as played, where the state
differs from the reference's, the exchange; `-vv` prints the exchange whole, as `check --trace`),
and the summary names the likely cause of the session's failures, as `check` does above them.

With `-k`, a feature file none of whose runs can match the expression is not parsed: its `@id:`
and variant tags, read as plain text, give every run id it could hold (see `_may_match`).
"""

from __future__ import annotations

import math
import re
from collections.abc import Generator, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from .failure_text import RESULT, cause_lines, failure_text, passed_result

if TYPE_CHECKING:  # the engine is imported only once the plugin is switched on
    from ..running.catalog import Scenario
    from ..running.implementations import Implementation
    from ..running.runner import Run

UNCHECKED = "rulebook_unchecked"  # user property: the steps a passing run did not evaluate


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("rulebook", "rulebook compliance suite (the scenarios as tests)")
    group.addoption("--rulebook-impl", metavar="SPEC", default=None,
                    help="run the rulebook scenarios against this implementation: reference, "
                         "python:module:Class or cmd:<command line> (as rulebook check --impl). "
                         "Without it the plugin does nothing.")
    group.addoption("--rulebook-variant", action="append", metavar="V", default=None,
                    help="only the runs of this variant (repeatable): a bundled id, or a variant file, "
                         "which runs the scenarios of the bundled variant it extends whose assumptions "
                         "hold for it (the others are skipped as left out)")
    group.addoption("--rulebook-features", action="append", metavar="PATH", default=None,
                    help="feature files or folders to run instead of the bundled ones (repeatable)")
    group.addoption("--rulebook-set", action="append", metavar="KEY=VALUE", default=None,
                    help="run each --rulebook-variant with this rule value changed (read by the key's type, "
                         "repeatable), as rulebook check --set")
    group.addoption("--rulebook-timeout", type=float, default=10.0, metavar="SECONDS",
                    help="time limit for one answer of the implementation (default: 10)")
    group.addoption("--rulebook-scenario-timeout", type=float, default=60.0, metavar="SECONDS",
                    help="time limit for one scenario, an engine's start-up not counted (default: 60)")


def _plugin_words(message: str) -> str:
    """A message of the shared checks, which name `rulebook check`'s options, in this plugin's."""
    return re.sub(r"(?<![\w-])--(impl|set|variant|features)(?![\w-])", r"--rulebook-\1", message)


class _Engine:
    """The implementation under test in this process: opened at the first scenario that runs,
    greeted once (hello), closed at the end of the session. A failure to open or greet it is
    kept, and given again to every later scenario."""

    def __init__(self, spec: str, timeout: float):
        self.spec = spec
        self.timeout = timeout
        self.implementation: Implementation | None = None
        self.declared: dict | None = None  # hello's answer; None for the reference (it has everything)
        self.error: str | None = None
        self.mirror: Implementation | None = None  # the reference, replaying another engine's failures

    def with_reference(self, outcome):
        """A failed outcome of another engine with the reference's state at the failing step and
        where the two differ (`evidence.with_reference`, as `check` adds them)."""
        from ..running.evidence import with_reference
        from ..running.implementations import Reference

        if self.declared is None or outcome.status != "failed":
            return outcome
        if self.mirror is None:
            self.mirror = Reference()
        return with_reference(outcome, self.mirror)

    def open(self) -> tuple[Implementation, dict | None]:
        from ...errors import UserError
        from ..running.implementations import Reference, handshake, open_implementation

        if self.error is not None:
            raise UserError(self.error)
        if self.implementation is None:
            implementation = None
            try:
                implementation = open_implementation(self.spec, timeout=self.timeout)
                identity = handshake(implementation)  # a command that cannot start fails here
            except UserError as exc:
                if implementation is not None:
                    implementation.close()
                self.error = _plugin_words(str(exc))
                raise UserError(self.error) from None
            self.implementation = implementation
            self.declared = None if isinstance(implementation, Reference) else identity
        return self.implementation, self.declared

    def close(self) -> None:
        implementation, self.implementation = self.implementation, None
        if implementation is not None:
            implementation.close()


class _Suite:
    """What a run with --rulebook-impl checks, read from the options once; registered as a
    plugin of that run only, so that its hooks exist only when the plugin is switched on."""

    def __init__(self, engine: _Engine, variants: list[str] | None, users: dict[str, tuple[str, dict]],
                 scenario_timeout: float, roots: list[Path], keyword: str = ""):
        self.engine = engine
        self.variants = variants          # bundled variant ids to run (None: every one)
        self.users = users                # a user or changed variant: label -> (bundled base, data)
        self.scenario_timeout = scenario_timeout
        self.roots = roots                # .feature files under these are scenario files
        self.seen: dict[str, Scenario] = {}  # scenario id -> the first scenario with it
        self.unchecked = 0                # passing runs with steps not evaluated (for the summary)
        self.unchecked_steps: set[str] = set()
        self.results: list[dict] = []     # every run's result that passed or failed (the likely cause)
        self.keyword = _keyword_expression(keyword)  # -k, compiled; None: no -k, or one we cannot read
        self.bundled = _bundled_ids()

    def pytest_collect_file(self, file_path: Path, parent: pytest.Collector) -> FeatureFile | None:
        if file_path.suffix != ".feature":
            return None
        path = file_path.resolve()
        if not any(path == root or root in path.parents for root in self.roots):
            return None  # not ours: a pytest-bdd file under testpaths, say
        return FeatureFile.from_parent(parent, path=file_path)

    @pytest.hookimpl(wrapper=True)
    def pytest_runtest_makereport(self, item: pytest.Item, call: pytest.CallInfo[None]
                                  ) -> Generator[None, pytest.TestReport, pytest.TestReport]:
        report = yield
        if isinstance(item, ScenarioRun) and item.skip_reason is not None and report.skipped:
            # where the scenario is, rather than where this plugin called pytest.skip
            report.longrepr = (str(item.path), item.run.scenario.line, item.skip_reason)
        if isinstance(item, ScenarioRun) and report.when == "call" and item.result is not None:
            setattr(report, RESULT, item.result)
        return report

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        """Count the passing runs with steps not evaluated, and keep each run's result (here, or
        reported by an xdist worker)."""
        if report.when != "call":
            return
        result = getattr(report, RESULT, None)
        if isinstance(result, dict):
            self.results.append(result)
        if report.passed:
            for name, steps in report.user_properties:
                if name == UNCHECKED and isinstance(steps, list):
                    self.unchecked += 1
                    self.unchecked_steps.update(str(step) for step in steps)

    def pytest_sessionfinish(self) -> None:
        self.engine.close()

    def pytest_terminal_summary(self, terminalreporter: Any) -> None:
        causes = cause_lines(self.results)
        if not (self.unchecked or causes):
            return
        terminalreporter.write_sep("-", "rulebook")
        for line in causes:  # what to look at first, as `check` prints it above its failures
            terminalreporter.write_line(line)
        if not self.unchecked:
            return
        runs = "1 scenario run" if self.unchecked == 1 else f"{self.unchecked} scenario runs"
        terminalreporter.write_line(f"{runs} passed with steps not evaluated (the implementation does not "
                                    f"declare the capability they read):")
        for step in sorted(self.unchecked_steps)[:10]:
            terminalreporter.write_line(f"  {step}")
        if len(self.unchecked_steps) > 10:
            terminalreporter.write_line(f"  ... and {len(self.unchecked_steps) - 10} more")


SUITE = pytest.StashKey[_Suite]()


def _bundled_ids() -> set[str]:
    from ...variants import bundled_paths

    return {path.stem for path in bundled_paths()}


def _keyword_expression(text: str) -> Any:
    """`-k`'s expression as pytest compiles it, or None (no -k; or a pytest whose expression
    module moved: then every feature file is parsed, as before)."""
    if not text.strip():
        return None
    try:
        from _pytest.mark.expression import Expression

        return Expression.compile(text.lstrip())
    except Exception:  # pytest reports a wrong expression itself, where it deselects
        return None


_TAG_LINE = re.compile(r"^\s*@")


def _tags_in(path: Path) -> list[str]:
    """Every tag written in a feature file, read as text (no Gherkin parse): the words of the
    lines that start with '@', up to a comment."""
    tags = []
    try:
        text = path.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return []
    for line in text.splitlines():
        if _TAG_LINE.match(line):
            for word in line.split():
                if word.startswith("#"):
                    break
                tags.append(word[1:] if word.startswith("@") else word)
    return tags


def _may_match(node: pytest.File, suite: _Suite) -> bool:
    """Whether `-k` can select a run of this feature file: for each `@id:` in it and each variant
    tag in it (or user variant built on one), the run's names as pytest's -k reads them (the
    file's and folders' names, the run id, the marks `rulebook` and the variant). A superset of
    the file's real runs, so a file that may hold a match is always parsed; a file with no
    `@id:` is parsed too, so that its errors show."""
    if suite.keyword is None:
        return True
    try:
        from _pytest.mark import KeywordMatcher
    except ImportError:
        return True
    tags = _tags_in(node.path)
    ids = [tag[3:] for tag in tags if tag.startswith("id:")]
    if not ids:
        return True
    named = set(tags) & suite.bundled
    labels = [(variant, variant) for variant in named if suite.variants is None or variant in suite.variants]
    labels += [(label, base) for label, (base, _) in suite.users.items() if base in named]
    around = KeywordMatcher.from_item(node)._names  # type: ignore[arg-type]  # the file, its folders, their marks
    return any(suite.keyword.evaluate(KeywordMatcher({*around, f"{sid}[{label}]", "rulebook", variant}))
               for sid in ids for label, variant in labels)


def _positive(config: pytest.Config, option: str) -> float:
    value = config.getoption(option.lstrip("-").replace("-", "_"))
    if not (math.isfinite(value) and value > 0):
        raise pytest.UsageError(f"{option} must be a positive number of seconds, not {value:g}")
    return float(value)


def _check_spec(spec: str) -> None:
    """The --rulebook-impl value is well formed (nothing is started or imported yet)."""
    from ...errors import UserError
    from ..running.implementations import CommandImplementation

    try:
        if spec.startswith("cmd:"):
            CommandImplementation(spec[len("cmd:"):])  # splits the command line; starts nothing
        elif spec.startswith("python:"):
            module, _, cls = spec[len("python:"):].partition(":")
            if not module or not cls:
                raise UserError(f"--impl {spec}: expected python:module:Class")
        elif spec != "reference":
            raise UserError(f"unknown implementation '{spec}': use reference, python:module:Class or "
                            f"cmd:<command line>")
    except UserError as exc:
        raise pytest.UsageError(_plugin_words(str(exc))) from None


def _select(config: pytest.Config, spec: str) -> tuple[list[str] | None, dict[str, tuple[str, dict]]]:
    """The bundled variants and the user or changed variants to run (as `rulebook check` selects)."""
    refs, sets = config.getoption("rulebook_variant"), config.getoption("rulebook_set")
    if not refs and not sets:
        return None, {}
    from ...errors import UserError
    from ..running.variants_under_test import refuse_unplayed, select_variants

    try:
        variants, users = select_variants(refs, sets)
        if spec == "reference":
            refuse_unplayed(users)
    except UserError as exc:
        raise pytest.UsageError(_plugin_words(str(exc))) from None
    return variants, users


def _path_arguments(config: pytest.Config) -> list[Path]:
    """The files and folders named on the command line (a node id's path part), made absolute;
    none when pytest took its paths from `testpaths` or the folder it was started in."""
    if config.args_source is not pytest.Config.ArgsSource.ARGS or config.option.pyargs:
        return []
    here = config.invocation_params.dir
    return [(here / arg.split("::")[0]).resolve() for arg in config.args]


def _feature_paths(config: pytest.Config) -> list[Path]:
    """The --rulebook-features paths, made absolute: files that are .feature files, folders that hold some."""
    here = config.invocation_params.dir
    paths = []
    for text in config.getoption("rulebook_features") or []:
        path = (here / text).resolve()
        if path.is_file() and path.suffix != ".feature":
            raise pytest.UsageError(f"--rulebook-features {text}: not a .feature file")
        if path.is_dir() and not any(path.rglob("*.feature")):
            raise pytest.UsageError(f"--rulebook-features {text}: the folder holds no .feature file")
        if not path.exists():
            raise pytest.UsageError(f"--rulebook-features {text}: no such file or folder")
        paths.append(path)
    return paths


def _collection_arguments(config: pytest.Config, features: list[Path]) -> list[str]:
    """What pytest collects: the suite joins the project's default run (see the module docstring)."""
    from ..running.catalog import FEATURES_DIR

    source = config.args_source
    if source is pytest.Config.ArgsSource.ARGS:
        suite = features
        given = list(config.args)
    else:
        suite = features or [FEATURES_DIR]
        # pytest would walk the folder it was started in: inside a pytest project that is its
        # tests; anywhere else it is no test folder (an engine's build tree, a home folder)
        inside_a_project = config.inipath is not None
        given = list(config.args) if source is pytest.Config.ArgsSource.TESTPATHS or inside_a_project else []
    covered = [(config.invocation_params.dir / arg.split("::")[0]).resolve() for arg in given]
    for path in suite:  # a path already collected (say, in testpaths) is not collected twice
        if not any(path == done or done in path.parents for done in covered):
            given.append(str(path))
    return given


def pytest_configure(config: pytest.Config) -> None:
    spec = config.getoption("rulebook_impl")
    if spec is None:
        for option in ("variant", "features", "set"):
            if config.getoption(f"rulebook_{option}"):
                raise pytest.UsageError(f"--rulebook-{option} is used with --rulebook-impl (the implementation "
                                        f"to check)")
        return
    _check_spec(spec)
    timeout = _positive(config, "--rulebook-timeout")
    scenario_timeout = _positive(config, "--rulebook-scenario-timeout")
    variants, users = _select(config, spec)
    from ...variants import bundled_paths
    from ..running.catalog import FEATURES_DIR

    config.addinivalue_line("markers", "rulebook: a rulebook scenario run (the --rulebook-impl plugin)")
    for path in bundled_paths():
        config.addinivalue_line("markers", f"{path.stem}: a rulebook scenario run for the variant {path.stem}")
    features = _feature_paths(config)
    roots = [FEATURES_DIR.resolve(), *features, *_path_arguments(config)]
    config.args = _collection_arguments(config, features)
    suite = _Suite(_Engine(spec, timeout), variants, users, scenario_timeout, roots, config.option.keyword)
    config.stash[SUITE] = suite
    config.pluginmanager.register(suite, "rulebook-suite")
    from ..running.engine_processes import end_engines_on_signals

    # as under check: SIGTERM (a CI cancel) or SIGHUP ends the engine, its children and the
    # descendants that left its process group before pytest goes
    config.add_cleanup(end_engines_on_signals())


def _suite(config: pytest.Config) -> _Suite | None:
    return config.stash.get(SUITE, None)


def _shown(config: pytest.Config, path: str | Path) -> str:
    """A file as the user can open it: relative to where pytest was started, when inside it."""
    try:
        return str(Path(path).resolve().relative_to(config.invocation_params.dir))
    except ValueError:
        return str(path)


class FeatureFile(pytest.File):
    """A .feature file: one item per scenario and variant, in the file's order."""

    def collect(self) -> Iterator[ScenarioRun]:
        from ...errors import UserError
        from ..running.catalog import load_scenarios
        from ..running.runner import Run, check_steps_defined, plan

        suite = _suite(self.config)
        assert suite is not None
        if not _may_match(self, suite):
            return
        try:
            scenarios = load_scenarios([self.path])
            check_steps_defined(scenarios)
        except UserError as exc:
            where = _shown(self.config, exc.file) if exc.file else None
            raise self.CollectError(str(UserError(exc.message, file=where, line=exc.line, key=exc.key))) from None
        for scenario in scenarios:
            first = suite.seen.setdefault(scenario.id, scenario)
            if first is not scenario:
                raise self.CollectError(f"{_shown(self.config, scenario.file)}:{scenario.line}: duplicate scenario "
                                        f"id '{scenario.id}' (first at {_shown(self.config, first.file)}:{first.line})")
        for scenario in scenarios:
            left_out: list[tuple[str, str, str]] = []
            for run in plan([scenario], suite.variants, suite.users, left_out):
                yield self._item(run)
            for _, label, reason in left_out:
                base, payload = suite.users[label]
                yield self._item(Run(scenario, base, payload, label), left_out=f"left out of {label}: {reason}")

    def _item(self, run: Run, left_out: str | None = None) -> ScenarioRun:
        # The node id is given as text, which pytest reads as a parametrized test's id ('[variant]'
        # its parameters), as it reads the ids `--lf` and `--deselect` keep: built otherwise, a
        # name with brackets would never match them.
        return ScenarioRun.from_parent(self, name=run.id, nodeid=f"{self.nodeid}::{run.id}", run=run,
                                       left_out=left_out)


class ScenarioRun(pytest.Item):
    """One scenario under one variant, played against the implementation by the runner."""

    def __init__(self, *, run: Run, left_out: str | None = None, **kwargs: Any):
        super().__init__(**kwargs)
        self.run = run
        self.left_out = left_out
        self.skip_reason: str | None = None
        self.result: dict | None = None  # the run's result, as `check` reports it (RESULT)
        self.add_marker("rulebook")
        self.add_marker(run.variant)

    def runtest(self) -> None:
        from ...errors import UserError
        from ..running.runner import run_one

        if self.left_out is not None:
            self._skip(self.left_out)
        suite = _suite(self.config)
        assert suite is not None
        unusable: str | None = None
        try:
            implementation, declared = suite.engine.open()
            outcome = run_one(self.run, implementation, declared, suite.scenario_timeout)
        except UserError as exc:  # the engine cannot be started, or refused hello: no scenario can run
            unusable = _plugin_words(str(exc))
        if unusable is not None:  # failed outside the handler, so that no exception chain is shown
            self.session.shouldstop = f"rulebook: {unusable}"
            pytest.fail(unusable, pytrace=False)
        if outcome.status == "skipped":
            self._skip(outcome.message)
        outcome = suite.engine.with_reference(outcome)
        result = outcome.as_dict()
        self.result = result if outcome.status == "failed" else passed_result(result)
        if outcome.status == "failed":
            shown = _shown(self.config, result["file"])
            pytest.fail(failure_text(result, shown, self.config.get_verbosity()), pytrace=False)
        if outcome.unchecked:
            self.user_properties.append((UNCHECKED, outcome.unchecked))

    def _skip(self, reason: str) -> None:
        self.skip_reason = reason  # reported at the scenario's line (pytest_runtest_makereport)
        pytest.skip(reason)

    def reportinfo(self) -> tuple[Path, int, str]:
        return self.path, self.run.scenario.line - 1, self.run.id
