"""The Jinja environments of the Markdown and HTML renderers, and their helpers.

Templates live in engine/reports/templates/. Footnote numbers are handed out in the order the
template asks for them, so the same report always numbers its sources the same way.
"""

from __future__ import annotations

import difflib
import json
import re
from pathlib import Path

from jinja2 import Environment, FileSystemLoader, StrictUndefined

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


_LINE_BREAK = re.compile(r"\r\n?|\n")


def md_escape(text) -> str:
    r"""Escape what Markdown would read as table cells, emphasis, code or HTML; a line break
    (which would end a table row, or start a heading) becomes a space.

    >>> md_escape("a | `b`\n# c")
    'a \\| \\`b\\` # c'
    """
    return _LINE_BREAK.sub(" ", re.sub(r"([|*\\`])", r"\\\1", str(text)).replace("<", "&lt;"))


def md_code(text, cell: bool = False) -> str:
    r"""`text` as one code span nothing in it can end: the fence is longer than any run of
    backticks inside, and padded where the text starts or ends with one. In a table `cell`,
    pipes are escaped too (GFM splits cells before it reads code spans). Line breaks become
    spaces, as a code span shows them anyway.

    >>> print(md_code("a`b"), md_code("`x`"), md_code("a|b", cell=True))
    ``a`b`` `` `x` `` `a\|b`
    """
    body = _LINE_BREAK.sub(" ", str(text))
    if cell:
        body = body.replace("|", "\\|")
    fence = "`" * (max((len(run) for run in re.findall(r"`+", body)), default=0) + 1)
    if not body.strip(" "):
        return f"{fence}{body or ' '}{fence}"  # spaces only are kept as they are; empty cannot be
    # CommonMark strips one space from each side of a span that has both: pad to keep them.
    pad = body.startswith("`") or body.endswith("`") or (body.startswith(" ") and body.endswith(" "))
    return f"{fence} {body} {fence}" if pad else f"{fence}{body}{fence}"


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
