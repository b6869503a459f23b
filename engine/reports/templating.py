"""The Jinja environments of the Markdown and HTML renderers, and their helpers.

Templates live in engine/reports/templates/. Footnote numbers are handed out in the order the
template asks for them, so the same report always numbers its sources the same way.
"""

from __future__ import annotations

import difflib
import json
from pathlib import Path

from jinja2 import Environment, FileSystemLoader, StrictUndefined

from ..text import md_code, md_escape
from .values import short

TEMPLATES = Path(__file__).parent / "templates"


class Footnotes:
    """Sources numbered from 1 in order of first use.

    >>> notes = Footnotes()
    >>> notes.ref("b.txt"), notes.ref("a.txt"), notes.ref("b.txt"), notes.items
    (1, 2, 1, [(1, 'b.txt'), (2, 'a.txt')])
    """

    def __init__(self, sources: list[str] | None = None):
        self._numbers: dict[str, int] = {}
        for source in sources or []:
            self.ref(source)

    def ref(self, source: str | None) -> int | None:
        if not source:
            return None
        return self._numbers.setdefault(source, len(self._numbers) + 1)

    @property
    def items(self) -> list[tuple[int, str]]:
        return [(n, s) for s, n in self._numbers.items()]


def word_diff(a: str | None, b: str | None) -> tuple[list[tuple[str, bool]], list[tuple[str, bool]]]:
    """Both texts split into (words, changed) runs, so a renderer can highlight what changed."""
    words_a, words_b = (a or "").split(" "), (b or "").split(" ")
    out_a: list[tuple[str, bool]] = []
    out_b: list[tuple[str, bool]] = []
    matcher = difflib.SequenceMatcher(a=words_a, b=words_b, autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if i2 > i1:
            out_a.append((" ".join(words_a[i1:i2]), tag != "equal"))
        if j2 > j1:
            out_b.append((" ".join(words_b[j1:j2]), tag != "equal"))
    return out_a, out_b




def _json(value) -> str:
    return json.dumps(value, ensure_ascii=False)


def plural(n: int, one: str, many: str | None = None) -> str:
    return f"{n} {one if n == 1 else many or one + 's'}"


def differ(n: int) -> str:
    return "differs" if n == 1 else "differ"


GAMES = {"innovation": "Innovation", "lost-legacy": "Lost Legacy"}


def _environment(html: bool) -> Environment:
    env = Environment(loader=FileSystemLoader(TEMPLATES), autoescape=html, undefined=StrictUndefined,
                      trim_blocks=True, lstrip_blocks=True, keep_trailing_newline=True)
    env.filters.update(short=short, md=md_escape, code=md_code, json=_json)
    env.globals.update(word_diff=word_diff, plural=plural, differ=differ, GAMES=GAMES)
    return env


MARKDOWN = _environment(html=False)
HTML = _environment(html=True)
