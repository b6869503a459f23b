"""Random Lost Legacy rounds on every complete variant: each must finish with its cards
conserved after every move. Prints games per second.

    python benchmarks/lost_legacy_games.py [--games N] [--variant ID_OR_PATH ...]

By default: every complete bundled Lost Legacy variant, plus a custom 16-card set built from
known cards only (Flying Garden's Lost Legacy, Curse and Wound with the basic set).
"""

from __future__ import annotations

import argparse
import tempfile
import time
from collections import Counter
from pathlib import Path

from rulebook.lost_legacy import play_random_game
from rulebook.variants import bundled_paths, load_variant, resolve

CUSTOM = [("Girl of Fate", 1), ("General", 1), ("Shadow Thief", 1), ("Swordsman", 1),
          ("Lost Legacy: Flying Garden", 1), ("Old Map", 2), ("Search", 3), ("Curse", 3), ("Wound", 3)]
NAMES = ["A", "B", "C", "D", "E", "F"]


def custom_variant(directory: Path):
    entries = ", ".join(f'{{ name = "{name}", copies = {copies} }}' for name, copies in CUSTOM)
    path = directory / "benchmark-custom.toml"
    path.write_text('id = "benchmark-custom"\ngame = "lost-legacy"\ntitle = "A custom set of known cards"\n'
                    'extends = "lost-legacy-starship"\n\n[deck]\nsets = []\ncomplete = true\nsize = 16\n'
                    f"cards = [{entries}]\n", encoding="utf-8")
    return resolve(path).variant


def run(variant, games: int, check: bool) -> tuple[float, Counter, int]:
    players = list(range(variant.players.min, variant.players.max + 1))
    reasons: Counter = Counter()
    moves = 0
    start = time.perf_counter()
    for seed in range(games):
        game = play_random_game(variant, NAMES[:players[seed % len(players)]], seed, check=check)
        assert game.result is not None, f"{variant.id} seed {seed} did not finish"
        assert not game.conservation_problems(), f"{variant.id} seed {seed}: {game.conservation_problems()}"
        reasons[game.result["reason"]] += 1
        moves += len(game.moves_played)
    return time.perf_counter() - start, reasons, moves


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--variant", action="append", help="a variant id or file (default: see above)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        if args.variant:
            variants = [load_variant(v if not v.endswith(".toml") else Path(v)) for v in args.variant]
        else:
            variants = [load_variant(p.stem) for p in bundled_paths()
                        if p.parent.name == "lost-legacy" and load_variant(p.stem).deck.complete]
            variants.append(custom_variant(Path(tmp)))
        for variant in variants:
            checked, reasons, moves = run(variant, args.games, check=True)
            plain, _, _ = run(variant, args.games, check=False)
            players = f"{variant.players.min}-{variant.players.max}"
            print(f"{variant.id}: {args.games} games ({players} players, {moves} moves) finished, cards conserved "
                  f"after every move; {args.games / checked:,.0f} games/s with the check, "
                  f"{args.games / plain:,.0f} games/s without; endings {dict(sorted(reasons.items()))}")


if __name__ == "__main__":
    main()
