"""The variants `rulebook fuzz` plays: bundled ids and variant files, each resolved once.

A bundled variant goes to new_game by its id; a variant file (a house variant, a Lost Legacy
custom set) goes as the resolved variant object (protocol v1, capability resolved_variant),
labelled by its own id in reports and file names. Every variant file must extend a bundled
variant: a divergence found in it is written as a scenario of that variant, which
`rulebook check --variant FILE` then runs for the file.

    >>> [v.label for v in select_variants(["deluxe", "lost-legacy-starship"])]
    ['deluxe', 'lost-legacy-starship']
    >>> select_variants(["lost-legacy-starship"])[0].players
    (2, 4)
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Any

from ...errors import UserError
from ...suggest import did_you_mean


@dataclass(frozen=True)
class FuzzVariant:
    """One variant as the fuzzer plays it (sent to worker processes whole)."""

    label: str                 # its name in reports, scenario ids and file names
    game: str                  # innovation | lost-legacy
    payload: str | dict        # new_game's variant: a bundled id, or a resolved variant object
    base: str                  # the bundled variant it is or derives from: the scenarios' tag
    players: tuple[int, int]   # the player counts it seats, min and max
    source: str | None = None  # the file it was read from (None: bundled)

    @cached_property
    def model(self) -> Any:
        """The validated variant (the model the engines read)."""
        from ...variants import load_variant, resolve_data

        if isinstance(self.payload, str):
            return load_variant(self.payload)
        return resolve_data(self.payload, self.source or self.label).variant

    def data(self) -> dict:
        """The resolved variant as plain data (a fresh copy)."""
        import copy

        from ...variants import resolve
        from ...variants.render import resolved_data

        if isinstance(self.payload, str):
            return resolved_data(resolve(self.payload))
        return copy.deepcopy(self.payload)


def fuzzable_ids() -> list[str]:
    """The bundled variants fuzz can play: every Innovation variant, and the Lost Legacy
    variants whose deck the card data knows whole."""
    from ...variants import bundled_paths, load_variant

    ids = []
    for path in bundled_paths():
        try:
            _require_playable(load_variant(path.stem))
        except UserError:
            continue
        ids.append(path.stem)
    return ids


def _looks_like_path(ref: str) -> bool:
    return ref.endswith(".toml") or "/" in ref or os.sep in ref


def _bundled(variant_id: str) -> FuzzVariant:
    from ...variants import load_variant

    variant = load_variant(variant_id)
    _require_playable(variant)
    return FuzzVariant(variant_id, variant.game, variant_id, variant_id, (variant.players.min, variant.players.max))


def _from_file(ref: str) -> FuzzVariant:
    from ...variants import resolve
    from ...variants.loader import variants_dir
    from ...variants.render import resolved_data

    path = Path(ref)
    resolved = resolve(path)  # a missing or invalid file is a UserError naming it
    bundled_dir = variants_dir().resolve()
    base = next((p.stem for p in resolved.chain if p.resolve().parent.parent == bundled_dir), None)
    if base is None:
        raise UserError("rulebook fuzz plays a variant file that extends a bundled variant (its findings are "
                        "written as scenarios of that variant)", file=ref)
    variant = resolved.variant
    _require_playable(variant)
    if resolved.chain[0].resolve().parent.parent == bundled_dir:  # a path to a bundled file: play it by id
        return _bundled(base)
    return FuzzVariant(variant.id or path.stem, variant.game, resolved_data(resolved), base,
                       (variant.players.min, variant.players.max), str(path))


def _require_playable(variant) -> None:
    """A Lost Legacy deck the card data does not know whole is refused, naming the missing cards."""
    if variant.game == "lost-legacy":
        from ...lost_legacy import check_playable

        check_playable(variant)


def select_variants(refs: list[str] | None) -> list[FuzzVariant]:
    """The variants `--variant` names (bundled ids or files), or every bundled Innovation variant."""
    from ...variants import bundled_paths, load_variant

    if not refs:
        return [_bundled(p.stem) for p in bundled_paths() if load_variant(p.stem).game == "innovation"]
    bundled = {p.stem for p in bundled_paths()}
    chosen: dict[str, FuzzVariant] = {}
    for ref in refs:
        if ref in bundled:
            variant = _bundled(ref)
        elif _looks_like_path(ref) or Path(ref).is_file():
            variant = _from_file(ref)
        else:
            known = fuzzable_ids()
            raise UserError(f"unknown variant '{ref}'{did_you_mean(ref, known)} (bundled: {', '.join(known)}; "
                            f"or give the path of a variant file)")
        earlier = chosen.get(variant.label)
        if earlier is not None and earlier.payload != variant.payload:
            raise UserError(f"two variants are named '{variant.label}' ({earlier.source or 'bundled'} and "
                            f"{variant.source or 'bundled'}): give each file its own id")
        chosen[variant.label] = variant
    return list(chosen.values())


def as_fuzz_variant(ref: FuzzVariant | str) -> FuzzVariant:
    """A FuzzVariant as it is, or the one a bundled id or a file path names."""
    return ref if isinstance(ref, FuzzVariant) else select_variants([ref])[0]
