"""The step registry: each Gherkin step is a pattern, a function and a documented example.

    >>> from engine.compliance.steps import REGISTRY
    >>> REGISTRY.match("Given", "Alice has Tools, Writing in hand")[1]["cards"]
    ['Tools', 'Writing']
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from dataclasses import dataclass

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


# A card list never swallows the splay that may follow it.
_cards.pattern = r"(?!\d)(?:(?! splayed | without |, mentioning ).)+"  # type: ignore[attr-defined]  # parse reads a converter's .pattern
_values.pattern = r"(?!the alphabetically ).+"  # type: ignore[attr-defined]  # parse reads a converter's .pattern


def _ints(text: str) -> list[int]:
    return [int(v) for v in _cards(text)]


_ints.pattern = r"(?:\d+(?:\s*(?:,|and)\s*)?)+|nothing"  # type: ignore[attr-defined]  # parse reads a converter's .pattern


def _name(text: str) -> str:
    return text


_name.pattern = r"[A-Z][a-z]+"  # type: ignore[attr-defined]  # parse reads a converter's .pattern


def _color(text: str) -> str:
    return text


_color.pattern = r"blue|red|green|yellow|purple"  # type: ignore[attr-defined]  # parse reads a converter's .pattern

def _code(text: str) -> str:
    return text


_code.pattern = r"[a-z_]+"  # type: ignore[attr-defined]  # parse reads a converter's .pattern

TYPES = {"Cards": _cards, "Values": _values, "Ints": _ints, "Name": _name, "Color": _color, "Code": _code}


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
        """The one step a line of a scenario names, with its parsed arguments; a line that no
        step, or more than one, matches is an error."""
        found = [(step, hit) for step in self.steps if step.kind == kind
                 for hit in [step.parser.parse(text)] if hit is not None]
        if not found:
            raise UserError(f"undefined step: {kind} {text}")
        if len(found) > 1:
            patterns = "; ".join(f"'{kind} {step.pattern}'" for step, _ in found)
            raise UserError(f"ambiguous step: {kind} {text} (matches {patterns})")
        step, hit = found[0]
        return step, dict(hit.named)
