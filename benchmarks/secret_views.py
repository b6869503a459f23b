"""No player ever sees a secret: complete random games of the Unseen variants, every state sent
to every player read whole.

Plays K games per variant (seeds 0..K-1, the player counts in turn) with random agents. After
every move, every seat's answer is read whole: its view of the state (`Game.state(viewer=seat)`)
and the move's events as that seat may know them (`Game.view_events`), together what
`{"op": "state", "viewer": seat}` and `{"op": "play", ..., "viewer": seat}` answer. Each is
searched for the title of each secret the referee's state shows unrevealed: the owner's answer
included. Reports the games, the answers and events read and the secrets held meanwhile (a
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
        events: list[dict] = []     # the last move's (none before the first)
        for _ in range(MAX_MOVES):
            secrets = hidden_secrets(game.state())
            seen["secrets held"] += len(secrets)
            for seat in range(len(players)):
                answer = {"state": game.state(viewer=seat), "events": game.view_events(events, seat)}
                text = json.dumps(answer, ensure_ascii=False)
                seen["views read"] += 1
                seen["events read"] += len(events)
                named = sorted(title for title in secrets if json.dumps(title, ensure_ascii=False) in text)
                if named:
                    sys.exit(f"{variant_id} seed {seed}: seat {seat}'s answer names the secret(s) {', '.join(named)}")
            if game.over:
                break
            events = game.play(random_move(game, rng))
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
        print(f"{variant_id}: {seen['games']} games ({seen['finished']} finished), {seen['views read']:,} answers "
              f"read ({seen['events read']:,} events in them), {seen['secrets held']:,} secrets held over all "
              f"positions, none named "
              f"({time.perf_counter() - start:.0f} s)")


if __name__ == "__main__":
    main()
