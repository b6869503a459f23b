"""House variants and custom sets checked on the reference engine: for every bundled Innovation
variant, house variants that change rule values the engine plays (the achievement formula, the
player range, the last age, tie and sharing rules), and custom Lost Legacy sets. Each must check
with zero failures: the scenarios whose assumptions no longer hold are left out, the rest pass.

    python benchmarks/house_variants.py            # every variant, every house change
    python benchmarks/house_variants.py --variant deluxe

Prints, per variant and change, the scenario runs that apply, those left out, and failures.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.compliance.running.catalog import load_scenarios
from engine.compliance.running.check import _changed
from engine.compliance.running.implementations import Reference
from engine.compliance.running.runner import plan, run_one
from engine.variants import bundled_paths, load_variant, resolve
from engine.variants.render import resolved_data

CUSTOM_SETS = {
    "readme-set": "Girl of Fate,General,Shadow Thief,Swordsman,Lost Legacy: Flying Garden,Old Map:2,Search:3,"
                  "Curse:3,Sneak Attack:3",
    "starship-by-hand": "Girl of Fate,General,Shadow Thief,Swordsman,Lost Legacy: The Starship,Old Map:2,Search:3,"
                        "Assault:3,Sneak Attack:3",
    "mixed": "Girl of Fate,General,Shadow Thief,Swordsman,Lost Legacy: The Starship,Old Map:2,Search:3,Curse:3,"
             "Sneak Attack:3",
}


def house_changes(variant_id: str) -> list[list[str]]:
    """Three or more changes of rule values the reference engine plays, valid for the variant."""
    variant = load_variant(variant_id)
    assert variant.game == "innovation"
    changes: list[list[str]] = []
    if variant.teams.enabled:
        changes.append([f"teams.achievements.base={variant.teams.achievements.base + 1}"])
    else:
        changes.append([f"victory.achievements.base={variant.victory.achievements.base + 1}"])
        changes.append([f"players.max={variant.players.max - 1}"])
    changes.append([f"ages.game_end_draw={variant.ages.game_end_draw - 1}"])
    changes.append([f"dogma.reveal_counts_as_change={'false' if variant.dogma.reveal_counts_as_change else 'true'}"])
    full_tie = "draw" if variant.victory.score_full_tie == "shared" else "shared"
    changes.append([f'victory.score_full_tie="{full_tie}"'])
    changes.append([f"dogma.sharing_bonus={'false' if variant.dogma.sharing_bonus else 'true'}"])
    return changes


def check(base: str, label: str, data: dict, scenarios) -> tuple[int, int, list[str]]:
    left_out: list = []
    runs = plan(scenarios, [], {label: (base, data)}, left_out)
    implementation = Reference()
    failures = [f"{o.run.id}: {o.message}" for o in (run_one(r, implementation) for r in runs) if o.status != "passed"]
    return len(runs), len(left_out), failures


def custom_set(name: str, cards: str, folder: Path) -> tuple[str, dict]:
    from engine.variants.derive import derive

    path = derive(name, None, [], folder / f"{name}.toml", game="lost-legacy", cards=[cards], force=True)
    resolved = resolve(path)
    return "lost-legacy-starship", resolved_data(resolved)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--variant", action="append", help="only these bundled Innovation variants")
    args = parser.parse_args()
    scenarios = load_scenarios()
    ids = args.variant or [p.stem for p in bundled_paths() if load_variant(p.stem).game == "innovation"]
    failed = 0
    started = time.perf_counter()
    print(f"{'variant':<60} {'apply':>6} {'left out':>9} {'failed':>7}")
    for variant_id in ids:
        data = resolved_data(resolve(variant_id))
        for change in house_changes(variant_id):
            label, changed = _changed(variant_id, data, change)
            runs, left, failures = check(variant_id, label, changed, scenarios)
            failed += len(failures)
            print(f"{label:<60} {runs:>6} {left:>9} {len(failures):>7}")
            for failure in failures:
                print(f"    {failure}")
    if not args.variant:
        import tempfile

        with tempfile.TemporaryDirectory() as folder:
            for name, cards in CUSTOM_SETS.items():
                base, data = custom_set(name, cards, Path(folder))
                runs, left, failures = check(base, name, data, scenarios)
                failed += len(failures)
                print(f"{'lost-legacy custom set ' + name:<60} {runs:>6} {left:>9} {len(failures):>7}")
                for failure in failures:
                    print(f"    {failure}")
    print(f"{failed} failures in {time.perf_counter() - started:.1f} s")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
