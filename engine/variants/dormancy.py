"""`DormantWhen`, the field marker saying when a parameter cannot change play (read by the
mutation and assumption measures, engine/variants/support.py). A module of its own so that
every table of the Innovation model, each expansion's module included, can import it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class DormantWhen:
    """Field metadata (in its Annotated type): the parameter, and every key under it, cannot
    change play in a variant for which `applies(variant)` holds; `reason` says why. The
    mutation measure and the assumption measure skip it there (support.dormant)."""

    reason: str
    applies: Callable[[Any], bool]
