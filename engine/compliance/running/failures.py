"""The ways a step can end other than passing: the scenario's expectation unmet, the step not
evaluated, the scenario skipped."""

from __future__ import annotations


class StepFailure(AssertionError):
    """A scenario's expectation that the implementation did not meet."""



class StepNotEvaluated(Exception):
    """The step needs a capability the implementation does not declare (events, say): it is
    reported as not evaluated, and the scenario goes on."""


class ScenarioSkipped(Exception):
    """The scenario needs something the implementation does not declare (a capability)."""

