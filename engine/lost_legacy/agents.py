"""Random agents: a legal move picked by a seeded RNG, and whole random rounds.

    >>> from rulebook.variants import load_variant
    >>> game = play_random_game(load_variant("lost-legacy-starship"), ["A", "B", "C"], seed=1, check=True)
    >>> game.result is not None
    True
"""

from __future__ import annotations

from random import Random

from .game import Game

MAX_MOVES = 10_000


def random_move(game: Game, rng: Random) -> dict:
    """A uniformly chosen legal move (a play, or an answer of a random size to the pending decision)."""
    listed = game.moves()
    if "pending" in listed:
        decision = listed["pending"]
        size = rng.randint(decision["min"], decision["max"])
        return {"type": "choose", "choice": rng.sample(decision["options"], size)}
    if not listed["moves"]:
        raise ValueError("the game is over")
    return rng.choice(listed["moves"])


def play_random_game(variant, players: list[str], seed: int, *, check: bool = False,
                     catalog=None, state: dict | None = None) -> Game:
    """A round played to its end by random agents (the agents' RNG is derived from `seed`).
    With `check`, card conservation is asserted after every move."""
    game = Game.new(variant, players, seed, state, catalog=catalog)
    rng = Random(seed * 1_000_003 + 17)
    if check:
        game.check_conservation()
    for _ in range(MAX_MOVES):
        if game.result is not None:
            return game
        game.play(random_move(game, rng))
        if check:
            game.check_conservation()
    raise RuntimeError(f"a random game did not end within {MAX_MOVES} moves (seed {seed})")
