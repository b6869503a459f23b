"""Variant files: models, loading with inheritance, validation and derivation.

    >>> from rulebook.variants import load_variant
    >>> load_variant("deluxe").dogma.reveal_counts_as_change
    True
"""

from __future__ import annotations

from pathlib import Path

from .innovation import InnovationVariant
from .loader import Resolved, VariantError, bundled_paths, find_variant, resolve, resolve_data
from .lost_legacy import LostLegacyVariant

Variant = InnovationVariant | LostLegacyVariant


def load_variant(ref: str | Path) -> Variant:
    """The resolved, validated variant a bundled id or a file path names."""
    return resolve(ref if isinstance(ref, str) else Path(ref)).variant


__all__ = ["InnovationVariant", "LostLegacyVariant", "Resolved", "Variant", "VariantError",
           "bundled_paths", "find_variant", "load_variant", "resolve", "resolve_data"]
