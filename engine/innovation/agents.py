"""Random agents: a uniformly chosen legal move, and whole games played by them.

    >>> from rulebook.variants import load_variant
    >>> game = play_random_game(load_variant("deluxe"), ["A", "B"], seed=3)
    >>> game.over or game.moves_played == MAX_MOVES
    True
"""

from __future__ import annotations

from collections import Counter
from random import Random

from ..errors import Unsupported
from .conservation import check_conservation
from .game import Game
from .legal import legal_moves

MAX_MOVES = 20_000


def random_move(game: Game, rng: Random) -> dict:
    """A legal move chosen at random: an answer of random size to a pending decision, or
    one of the supported actions."""
    # The same choices as from game.moves(), read without its defensive copies (this runs
    # for every move of the soaks and benchmarks).
    gs = game._gs
    decision = gs.pending if gs.result is None else None
    if decision is not None:
        size = rng.randint(decision["min"], decision["max"])
        return {"type": "choose", "choice": rng.sample(decision["options"], size)}
    moves = [] if gs.result is not None else [m for m in legal_moves(gs) if "unsupported" not in m]
    if not moves:
        raise ValueError("the game is over")
    return rng.choice(moves)


def play_random_game(variant, players: list[str], seed: int, *, check: bool = False,
                     max_moves: int = MAX_MOVES, events: Counter | None = None) -> Game:
    """A game played by random agents until it ends or `max_moves` moves were played.

    The agents' generator is derived from `seed`, so a seed names one whole game. With
    `check`, card conservation is asserted after every move. `game.moves_played` counts moves.
    With `events`, the types of the events the moves caused are counted into it. A game that
    reaches a card whose effects are not written ends unfinished, `game.stopped` saying why.
    """
    game = Game.new(variant, players, seed)
    rng = Random(seed * 1_000_003 + 29)
    gs = game._gs                       # its result is read directly: this loop is the benchmarks'
    played = 0
    while gs.result is None and played < max_moves:
        try:
            caused = game.play(random_move(game, rng))
        except Unsupported as refused:
            # an action reached a card whose effects are not written (executing it from another
            # card's effect): the engine refuses it, as it refuses its Dogma move, and the game
            # cannot go on; it ends unfinished, the reason kept
            game.stopped = str(refused)
            break
        if events is not None:
            events.update(event["type"] for event in caused)
        played += 1
        if check:
            check_conservation(gs)
    game.moves_played = played
    return game
