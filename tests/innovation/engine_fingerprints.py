"""Fingerprints of whole random games: the engine's behaviour in a few hashes per game.

For each case (variant, player count, seed) a game is played by the random agents
(`agents.random_move`, generator seeded as in `agents.play_random_game`); after every move
the move, the events it caused and the canonical state are hashed into a running digest.
The final state of `play_random_game` itself is hashed too. The recorded file
(golden/engine_fingerprints.json) was written by this script from the engine *before* the
speed work of issue 19, so the test comparing against it proves that the faster engine
plays exactly the same games, event for event and state for state.

Regenerate (only after an intended change of behaviour, and review why it changed):

    python tests/innovation/engine_fingerprints.py
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path
from random import Random

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:  # run as a script from anywhere
    sys.path.insert(0, str(ROOT))

from rulebook.innovation import Game  # noqa: E402
from rulebook.innovation.agents import play_random_game, random_move  # noqa: E402
from rulebook.variants import load_variant  # noqa: E402

FILE = Path(__file__).parent / "golden" / "engine_fingerprints.json"

# Every bundled variant, small and large player counts, teams; ultimate (the fourth-edition
# cards, junk, achievements by effect) gets the most games.
CASES: list[tuple[str, int, int]] = [
    ("ultimate", 2, 0), ("ultimate", 2, 1), ("ultimate", 2, 2), ("ultimate", 2, 3), ("ultimate", 2, 4),
    ("ultimate", 2, 5), ("ultimate", 3, 6), ("ultimate", 4, 7), ("ultimate", 5, 8),
    ("deluxe", 2, 9), ("deluxe", 3, 10), ("deluxe-teams", 4, 11), ("first-edition", 2, 12),
    ("iello", 4, 13), ("bga-first", 2, 14), ("bga-first-teams", 4, 15), ("bga-third", 3, 16),
    ("bga-third-teams", 4, 17),
]


def _digest(value: object) -> str:
    return hashlib.sha256(json.dumps(value, sort_keys=True, separators=(",", ":")).encode()).hexdigest()


def fingerprint(variant_id: str, players: int, seed: int) -> dict:
    """The fingerprint of one game: moves played, result, and digests of its trace and end."""
    variant = load_variant(variant_id)
    names = [f"P{i}" for i in range(players)]
    game = Game.new(variant, names, seed)
    rng = Random(seed * 1_000_003 + 29)        # the generator play_random_game uses
    running = hashlib.sha256(_digest(game.state()).encode())
    moves = 0
    while not game.over and moves < 20_000:
        move = random_move(game, rng)
        events = game.play(move)
        moves += 1
        running.update(_digest([move, events, game.state(), game.moves()]).encode())
    plain = play_random_game(variant, names, seed)
    return {"case": f"{variant_id}-{players}p-seed{seed}", "moves": moves, "result": game.result,
            "trace": running.hexdigest(), "final_state": _digest(plain.state()),
            "final_moves": plain.moves_played}


def main() -> int:
    records = [fingerprint(*case) for case in CASES]
    FILE.write_text(json.dumps(records, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {len(records)} fingerprints to {FILE}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
