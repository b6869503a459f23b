"""Figures of age 8 whose karma is written (the rest: docs/figures.md)."""

from __future__ import annotations
