"""Golden playthroughs: whole random games kept move by move with their final state.

Replaying the recorded moves must accept every move and reach exactly the recorded final
state, so any change of behaviour shows. After an intended change of the rules or a card,
regenerate with `RULEBOOK_UPDATE_GOLDEN=1 pytest tests/innovation/test_golden_playthroughs.py`
and review the diff.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from rulebook.innovation import Game, check_conservation
from rulebook.innovation.agents import play_random_game
from rulebook.variants import load_variant

GOLDEN = Path(__file__).parent / "golden"
CASES = [("first-edition", 2, 11), ("iello", 3, 12), ("deluxe", 2, 13), ("deluxe", 4, 14),
         ("bga-first", 2, 15), ("bga-third", 3, 16), ("deluxe-teams", 4, 17), ("bga-third-teams", 4, 18),
         ("ultimate", 2, 19), ("ultimate", 3, 20), ("ultimate", 5, 21)]


def record(variant_id: str, players: int, seed: int) -> dict:
    names = [f"P{i}" for i in range(players)]
    moves = []
    original = Game.play

    def recording(self, move):
        moves.append(move)
        return original(self, move)

    Game.play = recording
    try:
        game = play_random_game(load_variant(variant_id), names, seed)
    finally:
        Game.play = original
    return {"variant": variant_id, "players": names, "seed": seed, "moves": moves, "final": game.state()}


@pytest.mark.parametrize("variant_id,players,seed", CASES, ids=[f"{v}-{p}p-seed{s}" for v, p, s in CASES])
def test_replay_matches_the_recorded_game(variant_id, players, seed):
    path = GOLDEN / f"{variant_id}-{players}p-seed{seed}.json"
    if os.environ.get("RULEBOOK_UPDATE_GOLDEN"):
        path.write_text(json.dumps(record(variant_id, players, seed), indent=1) + "\n", encoding="utf-8")
    recorded = json.loads(path.read_text(encoding="utf-8"))
    game = Game.new(load_variant(recorded["variant"]), recorded["players"], recorded["seed"])
    for move in recorded["moves"]:
        game.play(move)
        check_conservation(game)
    assert game.state() == recorded["final"]
    assert recorded["final"]["result"] is not None, "a golden game is a finished game"
