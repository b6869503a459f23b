"""Running scenarios once per variant against an implementation, with stable result ids.

    >>> from engine.compliance.runner import plan
    >>> all(run.id.endswith("]") for run in plan([]))
    True
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from ..errors import UserError
from .catalog import Scenario, load_scenarios
import time

from .context import ScenarioContext, ScenarioSkipped, StepFailure
from .implementations import Implementation, ImplementationFailure
from .steps import REGISTRY


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
    failure: str | None = None  # assertion, timeout, crash, garbage, bad_answer
    reason: str | None = None   # why a failure was expected (--expect)

    def as_dict(self) -> dict:
        scenario = self.run.scenario
        return {"id": self.run.id, "scenario": scenario.id, "variant": self.run.label or self.run.variant,
                "area": scenario.area, "name": scenario.name, "status": self.status,
                "message": self.message, "file": str(scenario.file), "line": self.line or scenario.line,
                **({"failure": self.failure} if self.failure else {}),
                **({"expected_reason": self.reason} if self.reason else {})}


def check_steps_defined(scenarios: list[Scenario]) -> None:
    """Every step of every scenario matches the registry; else an error before anything runs."""
    for scenario in scenarios:
        for step in scenario.steps:
            try:
                REGISTRY.match(step.keyword, step.text)
            except UserError as exc:
                raise UserError(exc.message, file=scenario.file, line=step.line) from None


def plan(scenarios: list[Scenario], variants: list[str] | None = None,
         user_variants: dict[str, tuple[str, dict]] | None = None) -> list[Run]:
    """The runs: each scenario once per variant its tags name (restricted to `variants`).

    `user_variants` maps a user variant's label to (the bundled variant it extends, its
    resolved data): it runs the scenarios of that bundled variant.
    """
    runs = []
    for scenario in scenarios:
        for variant in scenario.variants:
            if variants is None or variant in variants:
                runs.append(Run(scenario, variant))
            for label, (base, payload) in (user_variants or {}).items():
                if base == variant:
                    runs.append(Run(scenario, variant, payload, label))
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


def run_one(run: Run, implementation: Implementation, identity: dict | None = None,
            scenario_timeout: float | None = None) -> Outcome:
    """Play one scenario's steps; the first unmet expectation fails it.

    `identity` is the implementation's hello (variants, capabilities); without it every
    capability is assumed. A scenario running longer than `scenario_timeout` seconds fails.
    """
    reason = skip_reason(run, identity)
    if reason:
        return Outcome(run, "skipped", reason)
    if hasattr(implementation, "reset"):
        implementation.reset()
    ctx = ScenarioContext(implementation, run.variant, payload=run.payload,
                          capabilities=None if identity is None else identity.get("capabilities", []))
    started = time.monotonic()
    for step in run.scenario.steps:
        definition, arguments = REGISTRY.match(step.keyword, step.text)
        try:
            if step.keyword != "Given":
                ctx.start()
            if not getattr(definition.func, "checks_rejection", False):
                ctx.require_unchecked_rejection_cleared()
            definition.func(ctx, **arguments)
        except StepFailure as exc:
            return Outcome(run, "failed", f"{step.keyword} {step.text}: {exc}", step.line, "assertion")
        except ImplementationFailure as exc:
            return Outcome(run, "failed", f"{step.keyword} {step.text}: {exc}", step.line, exc.kind)
        except (KeyError, IndexError, TypeError, AttributeError) as exc:
            if identity is None:  # the reference engine: a bug of ours must show, not hide
                raise
            return Outcome(run, "failed", f"{step.keyword} {step.text}: bad_answer: an answer lacks what the "
                                          f"protocol promises ({type(exc).__name__}: {exc})", step.line, "bad_answer")
        except ScenarioSkipped as exc:
            return Outcome(run, "skipped", str(exc), step.line)
        if scenario_timeout is not None and time.monotonic() - started > scenario_timeout:
            return Outcome(run, "failed", f"the scenario took longer than {scenario_timeout:g} s "
                                          f"(stopped after: {step.keyword} {step.text})", step.line, "timeout")
    try:
        ctx.require_unchecked_rejection_cleared()
    except StepFailure as exc:
        return Outcome(run, "failed", str(exc), run.scenario.steps[-1].line if run.scenario.steps else None,
                       "assertion")
    return Outcome(run, "passed")


def load_runs(paths: list[Path] | None = None, variants: list[str] | None = None,
              user_variants: dict[str, tuple[str, dict]] | None = None) -> list[Run]:
    scenarios = load_scenarios(paths)
    check_steps_defined(scenarios)
    return plan(scenarios, variants, user_variants)
