"""Text made safe for where it is shown: one terminal line, a Markdown cell or code span.

Every layer quotes what users and engines wrote (file names, messages, card names), so these
helpers sit at the bottom of the package.
"""

from __future__ import annotations

import json
import re

_LINE_BREAK = re.compile(r"\r\n?|\n")


def printable(text: str, limit: int = 500) -> str:
    """`text` on one line, safe for a terminal: control characters escaped as in a Python
    literal, and cut to `limit` characters (a message must not echo a megabyte of input)."""
    shown = "".join(c if c.isprintable() else repr(c)[1:-1] for c in text[:limit + 1])
    return shown if len(shown) <= limit else shown[:limit - 3] + "..."


def spelled(value) -> str:
    """A rule value as a variant file (TOML) and the protocol (JSON) spell it, never as Python
    does: `true`, not `True`.

    >>> spelled(True), spelled("left"), spelled([1, 2]), spelled(None)
    ('true', '"left"', '[1, 2]', 'null')
    """
    return json.dumps(value, ensure_ascii=False)


def _controls(text: str) -> str:
    """Control characters (a terminal escape, a NUL, a lone surrogate) as their Python escapes."""
    return text if text.isprintable() else "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)


def md_escape(text) -> str:
    r"""Escape what Markdown would read as table cells, emphasis, code, links, images or HTML; a
    line break (which would end a table row, or start a heading) becomes a space, and any other
    control character (a terminal escape) its Python escape.

    >>> md_escape("a | `b`\n# c")
    'a \\| \\`b\\` # c'
    >>> md_escape("![x](http://e/x.png) [l](http://e) \x1b[2J")
    '\\!\\[x\\](http://e/x.png) \\[l\\](http://e) \\x1b\\[2J'
    """
    escaped = re.sub(r"([|*\\`\[\]!])", r"\\\1", str(text)).replace("<", "&lt;")
    return _controls(_LINE_BREAK.sub(" ", escaped))


def md_code(text, cell: bool = False) -> str:
    r"""`text` as one code span nothing in it can end: the fence is longer than any run of
    backticks inside, and padded where the text starts or ends with one. In a table `cell`,
    pipes are escaped too (GFM splits cells before it reads code spans). Line breaks become
    spaces, as a code span shows them anyway.

    >>> print(md_code("a`b"), md_code("`x`"), md_code("a|b", cell=True))
    ``a`b`` `` `x` `` `a\|b`
    """
    body = _controls(_LINE_BREAK.sub(" ", str(text)))
    if cell:
        body = body.replace("|", "\\|")
    fence = "`" * (max((len(run) for run in re.findall(r"`+", body)), default=0) + 1)
    if not body.strip(" "):
        return f"{fence}{body or ' '}{fence}"  # spaces only are kept as they are; empty cannot be
    # CommonMark strips one space from each side of a span that has both: pad to keep them.
    pad = body.startswith("`") or body.endswith("`") or (body.startswith(" ") and body.endswith(" "))
    return f"{fence} {body} {fence}" if pad else f"{fence}{body}{fence}"


def step_safe(text: str) -> bool:
    r"""Whether `text` can be written as (part of) one Gherkin step line as it is: printable
    characters only (no line break, terminal escape or lone surrogate, which would end the line,
    add a tag or a keyword, or fail to encode) and no doc-string fence.

    >>> step_safe("Old Map"), step_safe("X\n@needs:hidden_information"), step_safe('a ' + '"' * 3)
    (True, False, False)
    """
    return isinstance(text, str) and all(c.isprintable() for c in text) and '"""' not in text


def comment_line(text, limit: int = 500) -> str:
    r"""`text` as the rest of one `#` comment line in a written file (or one terminal line):
    control characters and line breaks escaped, cut to `limit`.

    >>> comment_line("a\n  Scenario: b\x1b[2J")
    'a\\n  Scenario: b\\x1b[2J'
    """
    return printable(str(text), limit)
