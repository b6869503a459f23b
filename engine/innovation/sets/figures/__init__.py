"""The Figures expansion (fourth edition): its figures' karma, one module per age, each
figure's karma written once as `karma.Karma` records in printed order (docs/figures.md says
how to add one). Importing the package registers every module's figures in KARMA.

    >>> KARMA.figures()
    ['Huang Di', 'Tigernmas', 'Gilgamesh', 'Daedalus', 'Alexander the Great', 'Taki ad-Din', 'Nelson Mandela', 'Bear Grylls']
"""

from __future__ import annotations

from . import age01, age02, age04, age09, age11  # noqa: F401  (each registers its figures in KARMA)
from .karma_set import KARMA

__all__ = ["KARMA"]
