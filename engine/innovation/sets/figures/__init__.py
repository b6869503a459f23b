"""The Figures expansion (fourth edition): its figures' karma, one module per age, each
figure's karma written once as `karma.Karma` records in printed order (docs/figures.md says
how to add one). Importing the package registers every module's figures in KARMA.

    >>> len(KARMA.figures()), "Huang Di" in KARMA.figures()
    (115, True)
"""

from __future__ import annotations

from . import access, age01, age02, age03, age04, age05, age06, age07, age08, age09, age10, age11  # noqa: F401  (each registers its figures in KARMA)
from .karma_set import KARMA

__all__ = ["KARMA"]
