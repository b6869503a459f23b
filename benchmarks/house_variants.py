"""House variants and custom sets checked on the reference engine. Each must check with zero
failures: the scenarios whose assumptions no longer hold are left out, the rest pass.

The house variants are made, not listed: for every bundled variant the engine plays (Innovation,
Figures, the team games, Lost Legacy), every rule parameter it plays is changed (to the first
other value the mutation measure proposes that the engine plays and the variant accepts), a
few parameters to a house variant, so that every parameter is changed at least once and
changes meet each other. Beside them: three actions a turn (deluxe, ultimate, ultimate-figures)
and custom Lost Legacy sets.

    python benchmarks/house_variants.py            # every variant
    python benchmarks/house_variants.py --variant deluxe --per-house 1

Prints, per house variant, its changes, the runs that apply (and their share of the parent's),
those left out, and failures; then how many parameters were changed and the time.
"""

from __future__ import annotations

import argparse
import copy
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rulebook.compliance.measuring.derive import changed
from rulebook.compliance.measuring.derive_command import served_variant_ids
from rulebook.compliance.measuring.mutants import _annotation, dormant, flips
from rulebook.compliance.running.catalog import load_scenarios
from rulebook.compliance.running.implementations import Reference
from rulebook.compliance.running.runner import plan, run_one
from rulebook.variants import resolve, resolve_data
from rulebook.variants.paths import flatten
from rulebook.variants.render import parameters, resolved_data
from rulebook.variants.support import documentation_tables, plays

CUSTOM_SETS = {
    "readme-set": "Girl of Fate,General,Shadow Thief,Swordsman,Lost Legacy: Flying Garden,Old Map:2,Search:3,"
                  "Curse:3,Sneak Attack:3",
    "starship-by-hand": "Girl of Fate,General,Shadow Thief,Swordsman,Lost Legacy: The Starship,Old Map:2,Search:3,"
                        "Assault:3,Sneak Attack:3",
    "mixed": "Girl of Fate,General,Shadow Thief,Swordsman,Lost Legacy: The Starship,Old Map:2,Search:3,Curse:3,"
             "Sneak Attack:3",
}
THREE_ACTIONS = ("deluxe", "ultimate", "ultimate-figures")


UNCHANGED: dict[str, str] = {}  # parameter -> why no house variant changes it (the last reason seen)


def single_changes(variant_id: str) -> list[tuple[str, object]]:
    """(key, value): for each parameter of the variant that can change play, one other value
    the reference plays and the variant accepts; the others are noted in UNCHANGED with why."""
    resolved = resolve(variant_id)
    base = resolved_data(resolved)
    model = type(resolved.variant)
    skipped = documentation_tables(model)
    found = []
    for key, value in flatten(parameters(base)).items():
        if key.startswith(skipped):
            UNCHANGED[key] = "documentation only (words, read by no engine)"
            continue
        reason = dormant(key, resolved.variant)
        if reason:
            UNCHANGED.setdefault(key, f"cannot change play: {reason}")
            continue
        candidates = flips(value, _annotation(model, key))
        playable = [c for c in candidates if plays(key, c)]
        chosen = next((c for c in playable if changed(base, key, c) is not None), None)
        if chosen is not None:
            found.append((key, chosen))
        # where the parameter is in play, its reason stands over one from a variant where it is dormant
        elif not candidates:
            UNCHANGED[key] = "no other value to try (a name, a card list or an id: custom sets change decks)"
        elif not playable:
            UNCHANGED[key] = "the reference engine plays no other value (refused, with the key named)"
        else:
            UNCHANGED[key] = "every other value makes the variant inconsistent (refused by its checks)"
    return found


def houses(variant_id: str, per_house: int) -> list[list[tuple[str, object]]]:
    """The changes of `variant_id`, `per_house` at a time where they go together (a group the
    variant refuses is split into single changes)."""
    base = resolved_data(resolve(variant_id))
    singles = single_changes(variant_id)
    groups = [singles[i:i + per_house] for i in range(0, len(singles), per_house)]
    out = []
    for group in groups:
        if apply(base, variant_id, group) is not None:
            out.append(group)
        else:
            out.extend([change] for change in group)
    return out


def apply(base: dict, variant_id: str, group: list[tuple[str, object]]) -> dict | None:
    data = copy.deepcopy(base)
    for key, value in group:
        node = data
        *tables, leaf = key.split(".")
        for table in tables:
            node = node[table]
        node[leaf] = value
        data["disputes"] = [d for d in data.get("disputes", []) if not (
            d["key"] == key or key.startswith(d["key"] + ".") or d["key"].startswith(key + "."))]
    data["id"] = f"{variant_id}-house"
    try:
        resolve_data(data, "house variant")
    except Exception:
        return None
    return data


def check(base: str, label: str, data: dict, scenarios) -> tuple[int, int, list[str]]:
    left_out: list = []
    runs = plan(scenarios, [], {label: (base, data)}, left_out)
    implementation = Reference()
    failures = [f"{o.run.id}: {o.message}" for o in (run_one(r, implementation) for r in runs) if o.status != "passed"]
    return len(runs), len(left_out), failures


def custom_set(name: str, cards: str, folder: Path) -> tuple[str, dict]:
    from rulebook.variants.derive import derive

    path = derive(name, None, [], folder / f"{name}.toml", game="lost-legacy", cards=[cards], force=True)
    return "lost-legacy-starship", resolved_data(resolve(path))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--variant", action="append", help="only these bundled variants")
    parser.add_argument("--per-house", type=int, default=4, help="parameters changed by each house variant (default 4)")
    args = parser.parse_args()
    scenarios = load_scenarios()
    ids = args.variant or served_variant_ids()
    failed, count, keys_changed, keys_all = 0, 0, set(), set()
    started = time.perf_counter()
    print(f"{'house variant':<72} {'apply':>6} {'share':>6} {'left out':>9} {'failed':>7}")

    def report(label: str, base: str, data: dict) -> None:
        nonlocal failed, count
        runs, left, failures = check(base, label, data, scenarios)
        parent = sum(1 for s in scenarios if base in s.variants)
        failed += len(failures)
        count += 1
        print(f"{label[:72]:<72} {runs:>6} {runs / parent if parent else 0:>6.0%} {left:>9} {len(failures):>7}")
        for failure in failures:
            print(f"    {failure}")

    for variant_id in ids:
        base = resolved_data(resolve(variant_id))
        model = type(resolve(variant_id).variant)
        keys_all |= {k for k in flatten(parameters(base)) if not k.startswith(documentation_tables(model))}
        for group in houses(variant_id, args.per_house):
            keys_changed |= {key for key, _ in group}
            data = apply(base, variant_id, group)
            assert data is not None
            report(variant_id + " " + ", ".join(f"{k}={v}" for k, v in group), variant_id, data)
        if variant_id in THREE_ACTIONS:
            data = apply(base, variant_id, [("actions.per_turn", 3)])
            assert data is not None
            report(f"{variant_id} actions.per_turn=3", variant_id, data)
    if not args.variant:
        import tempfile

        with tempfile.TemporaryDirectory() as folder:
            for name, cards in CUSTOM_SETS.items():
                base_id, data = custom_set(name, cards, Path(folder))
                report(f"lost-legacy custom set {name}", base_id, data)
    unchanged = sorted(keys_all - keys_changed)
    print(f"{count} house variants, {failed} failures, {len(keys_changed)} parameters changed, "
          f"{len(unchanged)} not, in {time.perf_counter() - started:.1f} s")
    by_reason: dict[str, list[str]] = {}
    for key in unchanged:
        by_reason.setdefault(UNCHANGED.get(key, "not in a variant checked"), []).append(key)
    for reason, keys in sorted(by_reason.items()):
        print(f"  not changed, {reason}: {', '.join(keys)}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
