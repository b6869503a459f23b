"""The variants a run checks: bundled ones by id, a user's variant files, and either changed by
`--set` (what `rulebook check`, the pytest plugin and the pytest-bdd plugin all select)."""

from __future__ import annotations

from pathlib import Path

from ...errors import UserError
from ...suggest import did_you_mean
from ...text import spelled
from ...variants import bundled_paths, resolve
from ...variants.loader import looks_like_path
from ...variants.render import resolved_data


def _require_playable(variant) -> None:
    """A Lost Legacy variant whose deck is incomplete cannot be checked: UnsupportedDeck (a
    UserError, exit 2) names the missing cards, with the message every command gives."""
    if variant.game == "lost-legacy":
        from ...lost_legacy import check_playable

        check_playable(variant)


def _changed(variant_id: str, data: dict, sets: list[str]) -> tuple[str, dict]:
    """The resolved variant `data` with `--set key=value` changes: (its label, its data)."""
    import copy

    from ...variants import resolve_data
    from ...variants.assign import apply_assignment, parse_assignment
    from ...variants.schema import MODELS

    changed = copy.deepcopy(data)
    label = variant_id
    for text in sets:
        # Read by the key's type; an unknown key or a table given one value lists the keys there.
        key, value = parse_assignment(text, MODELS[data["game"]])
        apply_assignment(changed, key, value)
        # the value is no longer the one a dispute chose
        changed["disputes"] = [d for d in changed.get("disputes", [])
                               if d.get("key") != key and not str(d.get("key")).startswith(f"{key}.")]
        label += f"+{key}={text.partition('=')[2].strip()}"
    changed["id"] = f"{variant_id}-changed"
    from ...variants.loader import VariantError

    try:
        resolve_data(changed, label)  # an inconsistent change is a usage error
    except VariantError as exc:  # named as the user wrote it, not as a file that does not exist
        said = f"{variant_id} with --set {' '.join(sets)}"
        raise VariantError([UserError(problem.message, file=said, key=problem.key) for problem in exc.problems]
                           ) from None
    return label, changed


def select_variants(refs: list[str] | None, sets: list[str] | None = None) -> tuple[list[str] | None, dict]:
    """Bundled variant ids to run by their tags, and user variants (label -> (the bundled variant
    they derive from, resolved data)); `sets` turns every selected variant into a changed one."""
    if sets:
        if not refs:
            raise UserError("--set changes the variants given with --variant; name at least one")
        ids, users = select_variants(refs)
        changed: dict[str, tuple[str, dict]] = {}
        for variant_id in ids or []:
            label, data = _changed(variant_id, resolved_data(resolve(variant_id)), sets)
            changed[label] = (variant_id, data)
        for label, (base, data) in users.items():
            new_label, new_data = _changed(label, data, sets)
            changed[new_label] = (base, new_data)
        return [], changed
    if not refs:
        return None, {}
    bundled = {p.stem for p in bundled_paths()}
    ids, users = [], {}
    for ref in refs:
        if ref in bundled:
            _require_playable(resolve(ref).variant)
            ids.append(ref)
            continue
        if not looks_like_path(ref):
            raise UserError(f"unknown variant '{ref}'{did_you_mean(ref, sorted(bundled))} "
                            f"(bundled: {', '.join(sorted(bundled))})")
        resolved = resolve(Path(ref))
        base = next((p.stem for p in resolved.chain if p.stem in bundled and p.parent.parent.name == "variants"), None)
        if base is None:
            raise UserError("a user variant must extend a bundled variant, whose scenarios it runs", file=ref)
        _require_playable(resolved.variant)
        users[resolved.variant.id] = (base, resolved_data(resolved))
    return ids, users


def refuse_unplayed(users: dict[str, tuple[str, dict]], option: str = "--impl") -> None:
    """Before the reference engine runs user or changed variants: a value it does not play is
    an error naming the key (`option` names the flag that picks another engine)."""
    from ...variants import resolve_data
    from ...variants.support import unplayed

    for label, (_, data) in users.items():
        for key, value in unplayed(resolve_data(data, label).variant):
            raise UserError(f"{label} sets it to {spelled(value)}, which the reference engine does not play; "
                            f"check another engine against this variant with {option}", key=key)
