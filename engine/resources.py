"""Where the data folders the package reads live: variants, features and schemas.

The repository keeps them at its top level (`variants/`, `features/`, `schemas/`), beside the
`engine/` folder (the `rulebook` package), and that is the only copy committed. A built wheel carries a copy of each in
`rulebook/bundled/<kind>/`, made at build time by setup.py. `bundled(kind)` answers the checkout's
folder when the package runs from a source tree (an editable install, a plain checkout, an
unpacked sdist) and the packaged copy otherwise, so that every reader asks one function.

    >>> bundled("variants").name
    'variants'
    >>> (bundled("features") / "innovation").is_dir()
    True
"""

from __future__ import annotations

from pathlib import Path
from typing import Literal

PACKAGE_DIR = Path(__file__).resolve().parent
# The folder that holds the package: the project root in a checkout, site-packages in an install.
SOURCE_ROOT = PACKAGE_DIR.parent
# Where the wheel's copies are (setup.py writes them there in the build tree).
PACKAGED_DIR = PACKAGE_DIR / "bundled"

Kind = Literal["variants", "features", "schemas"]
KINDS: tuple[Kind, ...] = ("variants", "features", "schemas")


def running_from_source() -> bool:
    """Whether the package runs from a source tree: its parent holds the project's pyproject.toml.

    An installed package's parent (site-packages, a --target folder) has no pyproject.toml, so a
    stray `features/` folder beside it is never taken for the project's.
    """
    return (SOURCE_ROOT / "pyproject.toml").is_file()


def bundled(kind: Kind) -> Path:
    """The folder of one kind of bundled data: the checkout's `<kind>/` in a source run, the
    packaged `rulebook/bundled/<kind>/` in an installed wheel."""
    if kind not in KINDS:
        raise ValueError(f"unknown kind of bundled data {kind!r}; expected one of {', '.join(KINDS)}")
    source = SOURCE_ROOT / kind
    # A checkout always wins: edits to its features or variants must be seen at once, and a
    # copy left in the package by a build must not hide them.
    if running_from_source() and source.is_dir():
        return source
    return PACKAGED_DIR / kind
