"""The step registry: each Gherkin step is a pattern, a function and a documented example.

    >>> from rulebook.compliance.steps import REGISTRY
    >>> REGISTRY.match("Given", "Alice has Tools, Writing in hand")[1]["cards"]
    ['Tools', 'Writing']

Each step belongs to a subject (setting up a position, acting, answering decisions, checking
the cards, ...) that `rulebook steps` groups the glossary by: named where it is registered, or
read from its kind and wording (`subject_of`).

    >>> subject_of("When", "{player:Name} chooses {choice:Values}")
    'Answering decisions'
"""

from __future__ import annotations

import inspect
import re
from collections.abc import Callable
from dataclasses import dataclass

import parse

from ...errors import UserError
from ...suggest import closest
from ..running.decisions import INFINITIVES, VERBS

KINDS = ("Given", "When", "Then")


def _cards(text: str) -> list[str]:
    text = text.strip()
    if text in ("nothing", "no cards", "empty"):
        return []
    return [c.strip() for c in text.replace(" and ", ", ").split(",") if c.strip()]


def _values(text: str) -> list:
    return [int(v) if v.lstrip("-").isdigit() else v for v in _cards(text)]


# A card list never swallows the splay that may follow it, and never starts with a count ("2
# cards"), though a title may start with a digit (the Unseen's 3D Printing).
_cards.pattern = r"(?!\d(?!D ))(?!up to \d)(?:(?! splayed | without |, mentioning ).)+"  # type: ignore[attr-defined]  # parse reads a converter's .pattern
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

def _items(text: str) -> tuple[list, bool]:
    """A decision's outcome items and whether their order is stated: 'A then B' (ordered) or
    'A, B' (not); digits are numbers."""
    text = text.strip()
    ordered = " then " in text
    items = [p.strip() for p in text.split(" then ")] if ordered else _cards(text)
    return [int(i) if i.lstrip("-").isdigit() else i for i in items], ordered


# Not Lost Legacy's 'keeps the cards where they are' or 'names speed 5', nor the opening meld's
# 'the alphabetically first card' and 'the cards in hand'.
_items.pattern = r"(?!the cards where)(?!the alphabetically )(?!the cards in hand)(?!speed \d).+"  # type: ignore[attr-defined]


def _verb(text: str) -> str:
    return text


def _infinitive(text: str) -> str:
    return INFINITIVES[text]


# "melds" and "achieves" are also the Meld and Achieve actions: their steps tell them apart
_verb.pattern = "|".join(v for v in VERBS if v not in ("melds", "achieves"))  # type: ignore[attr-defined]
_infinitive.pattern = "|".join(sorted(INFINITIVES, key=len, reverse=True))  # type: ignore[attr-defined]

TYPES = {"Items": _items, "Verb": _verb, "Infinitive": _infinitive, "Cards": _cards, "Values": _values, "Ints": _ints, "Name": _name, "Color": _color, "Code": _code}


# The subjects of the glossary, in the order a scenario uses them, each with what it holds.
SUBJECTS = {
    "Seating the players and choosing the rules":
        "who plays, which variant or house rule, which cards, dealt at random or not",
    "Setting up a position": "hands, boards with splays, score piles, achievements, supply piles, whose turn",
    "Acting": "the moves a player makes on their turn",
    "Answering decisions": "choices, yes or no, targets: answers to the decision the game waits for",
    "Checking decisions and legal moves": "what the game asks, what a player may do, refused moves",
    "Checking the cards": "where each card is: hands, boards, score piles, achievements, supply, what is known",
    "Checking turns and the end of the game": "whose turn, the sharing bonus, eliminations, winners",
}

# (kind, wording) -> subject, first match wins; a step may also name its subject when registered.
_SUBJECT_RULES: tuple[tuple[str, str, str], ...] = (
    ("Given", r"-player game|^the seed|house variant|uses the|dealt as at setup", "Seating the players and choosing the rules"),
    ("Given", r"", "Setting up a position"),
    ("When", r"chooses|accepts|declines|answers|targets|names speed|swaps|keeps|shuffles|leaves|\{verb:Verb\}",
     "Answering decisions"),
    ("When", r"", "Acting"),
    ("Then", r"\bmay\b|\bmust\b|is asked|is to act|is to investigate|no move is legal|rejected|refused",
     "Checking decisions and legal moves"),
    ("Then", r"turn|wins?\b|draw$|not over|eliminated|loses|sharing bonus|investigat",
     "Checking turns and the end of the game"),
    ("Then", r"", "Checking the cards"),
)


def subject_of(kind: str, pattern: str) -> str:
    """The glossary subject of a step, read from its kind and wording."""
    for rule_kind, wording, subject in _SUBJECT_RULES:
        if rule_kind == kind and re.search(wording, pattern):
            return subject
    return "Other steps"


def shown(pattern: str) -> str:
    """A pattern as a reader types it: '{player:Name} draws' reads '<player> draws'."""
    return re.sub(r"\{(\w+)(?::\w+)?\}", r"<\1>", pattern)


@dataclass
class StepDef:
    kind: str
    pattern: str
    func: Callable
    example: str
    doc: str
    subject: str = ""

    def __post_init__(self):
        self.parser = parse.compile(self.pattern, extra_types=TYPES, case_sensitive=True)
        self.subject = self.subject or subject_of(self.kind, self.pattern)


class Registry:
    def __init__(self) -> None:
        self.steps: list[StepDef] = []
        # (kind, text) -> (step, arguments): a suite repeats the same lines thousands of times,
        # and every match tries every pattern of its kind. Valid for one list of steps: a test
        # (or a user's conftest) may replace the list, and then the memo starts again.
        self._matched: dict[tuple[str, str], tuple[StepDef, dict]] = {}
        self._matched_for: tuple[int, int] = (0, 0)

    def add(self, kind: str, pattern: str, example: str, subject: str = ""):
        """Decorator registering a step; its docstring is its documentation. `subject` (one of
        SUBJECTS) places it in the glossary; by default it is read from its wording."""
        if subject and subject not in SUBJECTS:
            raise AssertionError(f"step '{pattern}': unknown subject '{subject}'")

        def wrap(func):
            step = StepDef(kind, pattern, func, example, inspect.getdoc(func) or "", subject)
            if not step.parser.parse(example.split(" ", 1)[1]):
                raise AssertionError(f"the example of step '{pattern}' does not match it")
            self.steps.append(step)
            return func

        return wrap

    def match(self, kind: str, text: str) -> tuple[StepDef, dict]:
        """The one step a line of a scenario names, with its parsed arguments; a line that no
        step, or more than one, matches is an error (an unknown line names the nearest steps)."""
        if self._matched_for != (id(self.steps), len(self.steps)):
            self._matched, self._matched_for = {}, (id(self.steps), len(self.steps))
        known = self._matched.get((kind, text))
        if known is not None:
            return known[0], _copied(known[1])
        found = [(step, hit) for step in self.steps if step.kind == kind
                 for hit in [step.parser.parse(text)] if hit is not None]
        if not found:
            raise UserError(f"undefined step: {kind} {text}{self.nearest(kind, text)}")
        if len(found) > 1:
            patterns = "; ".join(f"'{kind} {step.pattern}'" for step, _ in found)
            raise UserError(f"ambiguous step: {kind} {text} (matches {patterns})")
        step, hit = found[0]
        self._matched[(kind, text)] = (step, dict(hit.named))
        return step, _copied(hit.named)

    def nearest(self, kind: str, text: str) -> str:
        """'; did you mean ...' with the steps whose examples read most like `text` (their
        patterns, as `rulebook steps` shows them), or '' when none is near."""
        by_example: dict[str, StepDef] = {}
        for step in self.steps:
            if step.kind == kind:
                by_example.setdefault(step.example.split(" ", 1)[1], step)
        found = closest(text, by_example, n=2, cutoff=0.5)
        if not found:
            return ""
        return "; did you mean " + " or ".join(f"'{kind} {shown(by_example[f].pattern)}'" for f in found) + "?"

    def by_subject(self) -> dict[str, list[StepDef]]:
        """The steps grouped by subject, subjects in SUBJECTS order, each Given, When, Then in
        the order they were registered."""
        order = {subject: i for i, subject in enumerate(SUBJECTS)}
        groups: dict[str, list[StepDef]] = {}
        for step in sorted(self.steps, key=lambda s: (order.get(s.subject, len(order)), KINDS.index(s.kind))):
            groups.setdefault(step.subject, []).append(step)
        return groups


def _copied(arguments: dict) -> dict:
    """The parsed arguments, their lists copied: a step may change what it is given."""
    return {name: list(value) if isinstance(value, list) else value for name, value in arguments.items()}
