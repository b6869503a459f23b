"""A code mutant: one small edit of one engine module, as the finder records it.

    >>> Mutant("karma-layer", "engine/innovation/karma.py", 3, 4, "compare", "< -> <=", 10, 11, "<=",
    ...        "x < 1", "x <= 1").key
    'engine/innovation/karma.py:3:compare'
"""

from __future__ import annotations

import hashlib
from dataclasses import asdict, dataclass

from ....resources import SOURCE_ROOT

# The project root: this tool mutates a checkout's sources and reads its benchmarks/ folder.
PROJECT_ROOT = SOURCE_ROOT
PACKAGE, PACKAGE_FOLDER = "rulebook", "engine"   # the import name, and the folder its code lives in (setup.py)

OPERATORS = ("compare", "off-by-one", "negate-condition", "negate-operand", "drop-statement",
             "colour", "icon", "and-or", "min-max", "true-false")


@dataclass(frozen=True)
class Mutant:
    """One single-point change of one file: characters [start, end) become `replacement`."""

    area: str
    file: str        # path relative to the project root, with forward slashes
    line: int
    col: int         # character column of the change's start
    operator: str    # one of OPERATORS
    change: str      # e.g. "< -> <=", "3 -> 4", "not (...)", "-> pass"
    start: int
    end: int
    replacement: str
    original: str    # the changed source line(s), stripped and joined
    mutated: str     # the same line(s) after the change
    function: str | None = None  # enclosing function (qualified), None at module level
    card: str | None = None      # the card whose effect the line belongs to
    auto_equivalent: str | None = None  # why the change cannot alter behaviour, when obvious
    source_digest: str = ""  # of the module's text the mutant was made from

    @property
    def id(self) -> str:
        return f"{self.file}:{self.line}:{self.col}:{self.operator}:{self.change}"

    @property
    def key(self) -> str:
        """The key of the reviewed-equivalents file: file:line:operator."""
        return f"{self.file}:{self.line}:{self.operator}"

    @property
    def module(self) -> str:
        """The import name of the mutated module (the engine/ folder is the rulebook package).

        >>> Mutant("karma-layer", "engine/innovation/karma.py", 1, 0, "compare", "", 0, 0, "", "", "").module
        'rulebook.innovation.karma'
        """
        dotted = self.file.removesuffix(".py").removesuffix("/__init__").replace("/", ".")
        return f"{PACKAGE}{dotted.removeprefix(PACKAGE_FOLDER)}" if dotted.split(".")[0] == PACKAGE_FOLDER else dotted

    def apply(self, source: str) -> str:
        return source[:self.start] + self.replacement + source[self.end:]

    def as_dict(self) -> dict:
        data = asdict(self)
        data["id"] = self.id
        return data



def text_digest(text: str) -> str:
    """A short fingerprint of a module's text (a mutant applies only to the text it was made from)."""
    return hashlib.sha1(text.encode("utf-8")).hexdigest()[:16]
