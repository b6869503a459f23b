"""The step registry: each Gherkin step is a pattern, a function and a documented example.

    >>> from engine.compliance.steps import REGISTRY
    >>> REGISTRY.match("Given", "Alice has Tools, Writing in hand")[1]["cards"]
    ['Tools', 'Writing']
"""

from __future__ import annotations

import inspect
from dataclasses import dataclass
from typing import Callable

import parse

from ..errors import UserError

KINDS = ("Given", "When", "Then")


def _cards(text: str) -> list[str]:
    text = text.strip()
    if text in ("nothing", "no cards", "empty"):
        return []
    return [c.strip() for c in text.replace(" and ", ", ").split(",") if c.strip()]


def _values(text: str) -> list:
    return [int(v) if v.lstrip("-").isdigit() else v for v in _cards(text)]


_cards.pattern = r".+"
_values.pattern = r".+"


def _ints(text: str) -> list[int]:
    return [int(v) for v in _cards(text)]


_ints.pattern = r"(?:\d+(?:\s*(?:,|and)\s*)?)+|nothing"


def _name(text: str) -> str:
    return text


_name.pattern = r"[A-Z][a-z]+"

TYPES = {"Cards": _cards, "Values": _values, "Ints": _ints, "Name": _name}


@dataclass
class StepDef:
    kind: str
    pattern: str
    func: Callable
    example: str
    doc: str

    def __post_init__(self):
        self.parser = parse.compile(self.pattern, extra_types=TYPES, case_sensitive=True)


class Registry:
    def __init__(self):
        self.steps: list[StepDef] = []

    def add(self, kind: str, pattern: str, example: str):
        """Decorator registering a step; its docstring is its documentation."""

        def wrap(func):
            step = StepDef(kind, pattern, func, example, inspect.getdoc(func) or "")
            if not step.parser.parse(example.split(" ", 1)[1]):
                raise AssertionError(f"the example of step '{pattern}' does not match it")
            self.steps.append(step)
            return func

        return wrap

    def match(self, kind: str, text: str) -> tuple[StepDef, dict]:
        """The step a line of a scenario names, with its parsed arguments."""
        for step in self.steps:
            if step.kind != kind:
                continue
            found = step.parser.parse(text)
            if found is not None:
                return step, dict(found.named)
        raise UserError(f"undefined step: {kind} {text}")
