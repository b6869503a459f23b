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
from .context import ScenarioContext, StepFailure
from .implementations import Implementation
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
    status: str  # passed | failed | skipped
    message: str = ""
    line: int | None = None

    def as_dict(self) -> dict:
        scenario = self.run.scenario
        return {"id": self.run.id, "scenario": scenario.id, "variant": self.run.variant,
                "area": scenario.area, "name": scenario.name, "status": self.status,
                "message": self.message, "file": str(scenario.file), "line": self.line or scenario.line}


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


def run_one(run: Run, implementation: Implementation) -> Outcome:
    """Play one scenario's steps; the first unmet expectation fails it."""
    if hasattr(implementation, "reset"):
        implementation.reset()
    ctx = ScenarioContext(implementation, run.variant, payload=run.payload)
    for step in run.scenario.steps:
        definition, arguments = REGISTRY.match(step.keyword, step.text)
        try:
            if step.keyword != "Given":
                ctx.start()
            if not getattr(definition.func, "checks_rejection", False):
                ctx.require_unchecked_rejection_cleared()
            definition.func(ctx, **arguments)
        except StepFailure as exc:
            return Outcome(run, "failed", f"{step.keyword} {step.text}: {exc}", step.line)
    try:
        ctx.require_unchecked_rejection_cleared()
    except StepFailure as exc:
        return Outcome(run, "failed", str(exc), run.scenario.steps[-1].line if run.scenario.steps else None)
    return Outcome(run, "passed")


def load_runs(paths: list[Path] | None = None, variants: list[str] | None = None,
              user_variants: dict[str, tuple[str, dict]] | None = None) -> list[Run]:
    scenarios = load_scenarios(paths)
    check_steps_defined(scenarios)
    return plan(scenarios, variants, user_variants)
