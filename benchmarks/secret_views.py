"""No player ever sees a secret: complete random games of the Unseen variants, every state sent
to every player read whole.

Plays K games per variant (seeds 0..K-1, the player counts in turn) with random agents. After
every move, every seat's view (`Game.state(viewer=seat)`, what `{"op": "state", "viewer": seat}`
answers) is searched for the title of each secret the referee's state shows unrevealed: the
owner's view included. Reports the games, the views read and the secrets seen in them (a
revealed secret, known to everyone, may be named), and stops at the first title found.

    python benchmarks/secret_views.py [--games 1000] [--variants ultimate-unseen ...]
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from random import Random

from rulebook.innovation import Game
from rulebook.innovation.agents import MAX_MOVES, random_move
from rulebook.variants import load_variant


def hidden_secrets(referee: dict) -> set[str]:
    """The titles of the secrets no player may know: unrevealed, in any safe."""
    return {secret["card"] for player in referee["players"] for secret in player.get("safe", [])
            if not secret["revealed"]}


def read_games(variant_id: str, games: int) -> Counter:
    variant = load_variant(variant_id)
    counts = list(range(variant.players.min, variant.players.max + 1))
    seen: Counter = Counter()
    for seed in range(games):
        players = [f"P{i}" for i in range(counts[seed % len(counts)])]
        game = Game.new(variant, players, seed)
        rng = Random(seed)
        for _ in range(MAX_MOVES):
            secrets = hidden_secrets(game.state())
            seen["secrets held"] += len(secrets)
            for seat in range(len(players)):
                text = json.dumps(game.state(viewer=seat), ensure_ascii=False)
                seen["views read"] += 1
                named = sorted(title for title in secrets if json.dumps(title, ensure_ascii=False) in text)
                if named:
                    sys.exit(f"{variant_id} seed {seed}: seat {seat}'s view names the secret(s) {', '.join(named)}")
            if game.over:
                break
            game.play(random_move(game, rng))
        seen["games"] += 1
        seen["finished" if game.over else "unfinished"] += 1
    return seen


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000, help="games per variant")
    parser.add_argument("--variants", nargs="*", default=["ultimate-unseen", "ultimate-unseen-echoes"])
    args = parser.parse_args()
    for variant_id in args.variants:
        start = time.perf_counter()
        seen = read_games(variant_id, args.games)
        print(f"{variant_id}: {seen['games']} games ({seen['finished']} finished), {seen['views read']:,} views "
              f"read, {seen['secrets held']:,} secrets held over all positions, none named "
              f"({time.perf_counter() - start:.0f} s)")


if __name__ == "__main__":
    main()
