"""Running scenarios once per variant against an implementation, with stable result ids.

    >>> from rulebook.compliance.running.runner import plan
    >>> all(run.id.endswith("]") for run in plan([]))
    True
"""

from __future__ import annotations

import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from pathlib import Path

from ...errors import UserError
from ..steps import REGISTRY
from .assumptions import left_out as why_left_out
from .catalog import Scenario, Step, load_scenarios
from .context import ScenarioContext, ScenarioSkipped, StepFailure, StepNotEvaluated
from .implementations import Implementation, ImplementationFailure
from .outcome_search import shown
from .player_views import check_player_views
from .positions import without_extensions


@dataclass(frozen=True)
class Run:
    """One scenario under one variant (a bundled id; `payload` is a user variant checked in its place)."""

    scenario: Scenario
    variant: str
    payload: dict | None = None
    label: str | None = None

    @property
    def id(self) -> str:
        return f"{self.scenario.id}[{self.label or self.variant}]"


@dataclass
class Outcome:
    run: Run
    status: str  # passed | failed | skipped (then, against expectations: expected | fixed)
    message: str = ""
    line: int | None = None
    failure: str | None = None  # assertion, timeout, crash, garbage, bad_answer, internal_error, inconsistent
    reason: str | None = None   # why a failure was expected (--expect)
    detail: str | None = None   # e.g. the engine's traceback on an internal error
    # with --keep-going: every failing step after the first, as (line, message)
    more: list[tuple[int, str]] | None = None
    unchecked: list[str] | None = None  # steps not evaluated: the implementation lacks their capability
    seconds: float = 0.0
    # a failure's evidence: the steps as played, the position after the Given steps, the last
    # state served, the requests and answers; against another engine, the reference's state
    # at the same step and where the two differ (check.py adds those)
    evidence: dict | None = None

    def as_dict(self) -> dict:
        scenario = self.run.scenario
        return {"id": self.run.id, "scenario": scenario.id, "variant": self.run.label or self.run.variant,
                "area": scenario.area, "name": scenario.name, "status": self.status,
                "message": self.message, "file": str(scenario.file), "line": self.line or scenario.line,
                **({"failure": self.failure} if self.failure else {}),
                **({"expected_reason": self.reason} if self.reason else {}),
                **({"detail": self.detail} if self.detail else {}),
                "seconds": round(self.seconds, 4),
                **({"evidence": self.evidence} if self.evidence is not None else {}),
                **({"more_failures": [{"line": line, "message": message} for line, message in self.more]}
                   if self.more else {}),
                **({"unchecked_steps": self.unchecked} if self.unchecked else {})}


def check_steps_defined(scenarios: list[Scenario]) -> None:
    """Every step of every scenario matches the registry; else an error before anything runs."""
    import inspect

    for scenario in scenarios:
        for step in scenario.steps:
            try:
                definition, _ = REGISTRY.match(step.keyword, step.text)
            except UserError as exc:
                raise UserError(exc.message, file=scenario.file, line=step.line) from None
            if step.table is None and step.doc is None:
                continue
            takes = inspect.signature(definition.func).parameters
            for given, name in ((step.table, "table"), (step.doc, "doc")):
                if given is not None and name not in takes:
                    what = "data table" if name == "table" else "doc string"
                    raise UserError(f"the step '{step.keyword} {step.text}' takes no {what}: it would be "
                                    f"ignored", file=scenario.file, line=step.line)


def plan(scenarios: list[Scenario], variants: list[str] | None = None,
         user_variants: dict[str, tuple[str, dict]] | None = None,
         left_out: list[tuple[str, str, str]] | None = None) -> list[Run]:
    """The runs: each scenario once per variant its tags name (restricted to `variants`).

    `user_variants` maps a user variant's label to (the bundled variant it derives from, its
    resolved data): it runs the scenarios of that bundled variant whose assumptions hold for
    it (`assumptions.left_out`); each one left out is added to `left_out` as (scenario id,
    label, reason).
    """
    runs = []
    for scenario in scenarios:
        for variant in scenario.variants:
            if variants is None or variant in variants:
                runs.append(Run(scenario, variant))
            for label, (base, payload) in (user_variants or {}).items():
                if base != variant:
                    continue
                reason = why_left_out(scenario, payload)
                if reason is None:
                    runs.append(Run(scenario, variant, payload, label))
                elif left_out is not None:
                    left_out.append((scenario.id, label, reason))
    return runs


def skip_reason(run: Run, identity: dict | None) -> str | None:
    """Why an implementation cannot run this scenario (None: it can)."""
    if identity is None:
        return None
    if run.payload is None and run.variant not in identity.get("variants", []):
        return f"the implementation does not support the variant {run.variant}"
    missing = [need for need in run.scenario.needs if need not in identity.get("capabilities", [])]
    if missing:
        return f"the implementation does not declare {', '.join(missing)}"
    return None


def _checks_rejection(step: Step | None) -> bool:
    if step is None:
        return False
    definition, _ = REGISTRY.match(step.keyword, step.text)
    return bool(getattr(definition.func, "checks_rejection", False))


def _step_arguments(definition, step: Step, arguments: dict) -> dict:
    if step.table is not None:
        arguments = {**arguments, "table": [list(row) for row in step.table]}
    if step.doc is not None:
        arguments = {**arguments, "doc": step.doc}
    return arguments


@dataclass
class StepOutcome:
    """What one step came to: nothing to report, a failure (message, kind, detail), a skip of
    the whole scenario, or a step not evaluated (the implementation lacks what it reads)."""

    failure: tuple[str, str, str | None] | None = None
    skipped: str | None = None
    unchecked: str | None = None


class Ahead(frozenset):
    """The players whose decisions the coming steps take up (a frozenset of names), with `named`:
    the options those steps name (cards, colours, values, words), as text."""

    named: frozenset[str] = frozenset()


def deciders_ahead(steps: list[tuple[str, str]]) -> Ahead:
    """The players whose decisions the coming steps (keyword, text) answer or inspect, up to
    the next move: their pending questions are left for those steps. "every player" counts all."""
    found: set[str] = set()
    named: set[str] = set()
    keyword = "Given"
    for word, text in steps:
        keyword = keyword if word in ("And", "But", "*") else word
        try:
            definition, arguments = REGISTRY.match(keyword, text)
        except UserError:
            break
        if getattr(definition.func, "decides", False):
            found.add(str(arguments.get("player", "*")))
            for value in arguments.values():
                items = value[0] if isinstance(value, tuple) and value and isinstance(value[0], list) else value
                named.update(map(str, items) if isinstance(items, list) else ())
        elif keyword == "When":
            break
    ahead = Ahead(found)
    ahead.named = frozenset(named)
    return ahead


def play_step(ctx: ScenarioContext, func, arguments: dict, keyword: str, said: str,
              next_checks_rejection: Callable[[], bool],
              ahead: Callable[[], frozenset[str]] = frozenset) -> StepOutcome:
    """Play one library step as every runner does (`rulebook check`, the pytest plugins).

    `keyword` is Given, When or Then (an And takes the one before it), `said` the step as a
    report names it, and `next_checks_rejection()` whether the step after a When checks a
    refused move: if not, a refusal fails the When that caused it. `ahead()` names the players
    whose decisions the next steps take up (`deciders_ahead`): before any other step, the
    questions of everyone else that no answer of changes anything are answered.
    """
    needs = getattr(func, "needs", None)
    if needs and not ctx.has(needs):
        return StepOutcome(unchecked=f"{said} (needs {needs})")
    try:
        ctx.begin_step()
        if keyword != "Given":
            ctx.start()
            if not getattr(func, "decides", False) and ctx.setup_rejection is None:
                coming = ahead()
                ctx.settle(keep=ctx.seats_of(coming))
        if not getattr(func, "checks_rejection", False):
            ctx.require_unchecked_rejection_cleared()
        try:
            func(ctx, **arguments)
        except StepFailure as first:
            # A Then step reads the position: when a question with one possible answer was kept
            # open for a coming step (its player decides later), the outcome may show once it is
            # answered, as an engine may ask what another does by itself. Read again then; if it
            # still fails, the first reading is the failure (a step about that very question
            # must not see it answered for it).
            named: frozenset[str] = getattr(ahead(), "named", frozenset())
            if keyword != "Then" or getattr(func, "decides", False) or not ctx.started \
                    or ctx.answered_state is None:
                raise
            try:
                if not ctx.answer_kept_forced(named):
                    raise
            except StepFailure:
                raise first from None
            try:
                func(ctx, **arguments)
            except StepFailure:
                raise first from None
        if ctx.rejection is not None and keyword == "When" and not next_checks_rejection():
            ctx.require_unchecked_rejection_cleared()
    except StepNotEvaluated as exc:
        return StepOutcome(unchecked=f"{said} ({exc})")
    except ScenarioSkipped as exc:
        return StepOutcome(skipped=str(exc))
    except StepFailure as exc:
        served = _unserved_state(ctx)
        if served is not None:
            return StepOutcome(failure=(f"{said}: {served}", served.kind, served.detail))
        return StepOutcome(failure=(f"{said}: {exc}{_open_decision(ctx, str(exc)) if keyword == 'Then' else ''}",
                                    "assertion", None))
    except ImplementationFailure as exc:
        return StepOutcome(failure=(f"{said}: {exc}", exc.kind, exc.detail))
    except (KeyError, IndexError, TypeError, AttributeError) as exc:
        if ctx.identity is not None:
            lacks = (f'no "{exc.args[0]}" field' if isinstance(exc, KeyError) and exc.args
                     else f"{type(exc).__name__}: {exc}")
            return StepOutcome(failure=(f"{said}: bad_answer: an answer lacks what the protocol promises "
                                        f"({lacks})", "bad_answer", None))
        # the reference in process: a bug of ours, with its traceback
        return StepOutcome(failure=(f"{said}: internal_error: {type(exc).__name__}: {exc}", "internal_error",
                                    traceback.format_exc()))
    except Exception as exc:  # a bug on either side costs this scenario, never the run
        return StepOutcome(failure=(f"{said}: internal_error: {type(exc).__name__}: {exc}", "internal_error",
                                    traceback.format_exc()))
    return StepOutcome()


def _open_decision(ctx: ScenarioContext, message: str) -> str:
    """The decision the game waits for, as a failing Then step adds it to its message (a
    state read while a question is open is often the cause): '' when none is, or the message
    names it already. Read from the last state answered: no request is sent."""
    state = ctx.answered_state
    pending = state.get("pending") if isinstance(state, dict) and state.get("result") is None else None
    if not isinstance(pending, dict) or " is asked " in message:
        return ""
    seat = pending.get("player")
    who = ctx.players[seat] if isinstance(seat, int) and 0 <= seat < len(ctx.players) else "a player"
    return f" (a decision is open: {who} is asked {shown(pending)})"


def _unserved_state(ctx: ScenarioContext) -> ImplementationFailure | None:
    """A step that failed on the state a play answered (not yet held against `state`) may have
    read a state the engine does not serve: then that is the failure to report."""
    if ctx.unverified is None:
        return None
    try:
        ctx.served_state()
    except ImplementationFailure as exc:
        return exc
    except StepFailure:
        return None
    return None


def finish_scenario(ctx: ScenarioContext) -> tuple[str, str, str | None] | None:
    """After the last step: a refused move no step checked fails, the last play's state
    must be the state the engine then serves, and the scenario played again must give the
    same game (ScenarioContext.replay_whole), and each seat's view of the end must hide exactly
    what that player may not see (player_views.py)."""
    try:
        ctx.require_unchecked_rejection_cleared()
        ctx.verify_last_play()
        ctx.replay_whole()  # the same moves must give the same game
        ctx.verify_last_play()
        check_player_views(ctx)  # each seat's view hides what that player may not see
    except (StepFailure, ScenarioSkipped) as exc:  # a move left unsupported after the last step: not played
        return str(exc), "assertion", None
    except ImplementationFailure as exc:
        return str(exc), exc.kind, exc.detail
    return None


# A scenario that failed for an answer out of protocol leaves an engine that may have more to say
# (a second answer to one request, the rest of a line): the next scenario gets a fresh one.
RESTART_AFTER = frozenset({"protocol", "bad_answer", "garbage"})


def _unasked_output(implementation) -> tuple[str, str, str | None] | None:
    """After a scenario, what an engine wrote that no request asked for (CommandImplementation.
    quiet), as a failure (message, kind, detail); None: nothing."""
    quiet = getattr(implementation, "quiet", None)
    if quiet is None:
        return None
    try:
        found = quiet()
    except ImplementationFailure as exc:
        return f"after the last step, hello: {exc}", exc.kind, exc.detail
    return None if found is None else (f"after the last step: protocol: {found}", "protocol", None)


def run_one(run: Run, implementation: Implementation, identity: dict | None = None,
            scenario_timeout: float | None = None, keep_going: bool = False,
            stop_after: int | None = None) -> Outcome:
    """Play one scenario's steps; the first unmet expectation fails it.

    `identity` is the implementation's hello (variants, capabilities, player ranges); without
    it every capability is assumed. A scenario running longer than `scenario_timeout` seconds
    fails (an engine's start-up is not counted). A move refused when the next step does not
    expect a refusal fails at that move. With `keep_going`, a failing Then step does not stop
    the scenario: the Then steps after it are evaluated too, until the next Given or When.
    A failed run carries its evidence (`Outcome.evidence`). `stop_after` (a step's line) ends
    the run after that step, with its evidence whatever the outcome: how the reference's state
    at another engine's failing step is found.
    """
    reason = skip_reason(run, identity)
    if reason:
        return Outcome(run, "skipped", reason)
    if hasattr(implementation, "reset"):
        implementation.reset()
    if hasattr(implementation, "warm"):
        implementation.warm()  # a restarted engine's start-up is not the scenario's time
    ctx = ScenarioContext(implementation, run.variant, payload=run.payload, identity=identity)
    ctx.limit_time(scenario_timeout)  # the search inside a step stops there too
    started = time.monotonic()
    failures: list[tuple[int, str, str, str | None]] = []  # line, message, kind, detail
    unchecked: list[str] = []
    steps = run.scenario.steps
    reached: int | None = None
    skipped: tuple[str, int] | None = None
    for index, step in enumerate(steps):
        if failures and step.keyword != "Then":
            break
        reached = step.line
        definition, arguments = REGISTRY.match(step.keyword, step.text)
        following = steps[index + 1] if index + 1 < len(steps) else None
        rest = [(s.keyword, s.text) for s in steps[index + 1:]]
        outcome = play_step(ctx, definition.func, _step_arguments(definition, step, arguments), step.keyword,
                            f"{step.keyword} {step.text}", partial(_checks_rejection, following),
                            partial(deciders_ahead, rest))
        if outcome.skipped is not None:
            skipped = (outcome.skipped, step.line)
            break
        if outcome.unchecked is not None:
            unchecked.append(outcome.unchecked)
        if outcome.failure is not None:
            failures.append((step.line, *outcome.failure))
            if not (keep_going and step.keyword == "Then" and outcome.failure[1] == "assertion"):
                break
        if stop_after is not None and step.line >= stop_after:
            break
        if scenario_timeout is not None and time.monotonic() - started > scenario_timeout:
            failures.append((step.line, f"the scenario took longer than {scenario_timeout:g} s "
                                        f"(stopped after: {step.keyword} {step.text})", "timeout", None))
            break
    if not failures and skipped is None and stop_after is None:
        last = finish_scenario(ctx)
        if last is not None:
            failures.append((steps[-1].line if steps else run.scenario.line, *last))
    unasked = _unasked_output(implementation)
    if unasked is not None:
        # it may have caused the failure found (an answer taken for the next request's), and is
        # reported first, unless that failure was out of protocol itself (a wrong answer, then
        # the right one late: what came unasked is its consequence)
        first_place = not failures or failures[0][2] not in RESTART_AFTER
        failures.insert(0 if first_place else len(failures), (reached or run.scenario.line, *unasked))
    elif skipped is not None:
        return Outcome(run, "skipped", skipped[0], skipped[1])
    seconds = time.monotonic() - started
    if not failures:
        return Outcome(run, "passed", unchecked=unchecked or None, seconds=seconds,
                       evidence=evidence(ctx, steps, [], reached) if stop_after is not None else None)
    failures = [(ln, _bounded(msg), kind, detail) for ln, msg, kind, detail in failures]
    line, message, kind, detail = failures[0]
    if kind in RESTART_AFTER and hasattr(implementation, "discard"):
        implementation.discard()  # the next scenario starts from a clean engine
    return Outcome(run, "failed", message, line, kind, detail=detail,
                   more=[(ln, msg) for ln, msg, _, _ in failures[1:]] or None, unchecked=unchecked or None,
                   seconds=seconds, evidence=evidence(ctx, steps, [f[0] for f in failures], reached))


MESSAGE_CHARS = 4000  # a failure's message quotes what an engine said: never all of it


def _bounded(message: str) -> str:
    if len(message) <= MESSAGE_CHARS:
        return message
    return f"{message[:MESSAGE_CHARS]}... (shortened: {len(message):,} characters)"


def evidence(ctx: ScenarioContext, steps, failed_lines: list[int], reached: int | None) -> dict:
    """What a failure report shows: each step with how it went (passed, failed, not run;
    `reached` is the line of the last step played), the position after the Given steps, the
    last state the engine served (their `x-` fields left out), and the exchange (the last
    requests and answers, bounded in count and bytes: exchange.py), all as plain JSON data.
    `given` is the partial state the scenario sent: what it pins (evidence.pinned_differences
    leaves the rest out)."""
    played = []
    for step in steps:
        status = "failed" if step.line in failed_lines else \
            "passed" if reached is not None and step.line <= reached else "not run"
        played.append({"line": step.line, "keyword": step.keyword, "text": step.text, "status": status})
    exchange, left_out = ctx.exchange.evidence()
    return _plain({"steps": played, "given": ctx.new_game.get("state"), "position": without_extensions(ctx.position),
                   "state": without_extensions(ctx.answered_state), "exchange": exchange,
                   "exchange_left_out": left_out})


def _plain(value):
    """`value` as JSON data (an adapter's answer may hold anything: what is not JSON is its repr)."""
    import json

    return json.loads(json.dumps(value, default=repr, ensure_ascii=False))


def load_runs(paths: list[Path] | None = None, variants: list[str] | None = None,
              user_variants: dict[str, tuple[str, dict]] | None = None) -> list[Run]:
    scenarios = load_scenarios(paths)
    check_steps_defined(scenarios)
    return plan(scenarios, variants, user_variants)
