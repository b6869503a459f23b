"""What every step module shares: the registry, the decorators and small checks."""

from __future__ import annotations

from ..running.context import StepFailure
from .registry import Registry

REGISTRY = Registry()
COLORS = ("blue", "red", "green", "yellow", "purple")
YES_NO_OPTIONS = frozenset({"yes", "no"})
ICONS = ("crown", "leaf", "lightbulb", "castle", "factory", "clock")
FIGURES_ICONS = ("avatar", "meat")      # counted in the state of games with figures only


def given(pattern: str, example: str):
    """Register a Given step (a position); `example` is a full line using it."""
    return REGISTRY.add("Given", pattern, example)


def when(pattern: str, example: str):
    """Register a When step (a move)."""
    return REGISTRY.add("When", pattern, example)


def then(pattern: str, example: str):
    """Register a Then step (an outcome)."""
    return REGISTRY.add("Then", pattern, example)


def expect(condition: bool, message: str) -> None:
    """Fail the step with `message` unless `condition` holds."""
    if not condition:
        raise StepFailure(message)


def color(text: str) -> str:
    expect(text in COLORS, f"'{text}' is not a colour ({', '.join(COLORS)})")
    return text


def decides(func):
    """Mark a step that answers or inspects a player's decision: the questions pending are
    left for it (other steps first answer the questions no answer of which matters)."""
    func.decides = True
    return func
