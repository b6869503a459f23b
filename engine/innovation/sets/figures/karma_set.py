"""The KarmaSet every Figures age module registers its figures in."""

from __future__ import annotations

from ...karma import KarmaSet

KARMA = KarmaSet("figures")
