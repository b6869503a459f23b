"""Helpers for the Innovation engine tests: variants with some tables changed, games from
partial states, checked moves, random play-outs. (A plain module: the tests folders are not
packages.)"""

from __future__ import annotations

import random
from functools import cache

from rulebook.innovation import Game, check_conservation
from rulebook.variants import load_variant


@cache
def variant(vid: str):
    return load_variant(vid)


def derived(vid: str, **tables):
    """A variant with some tables' values replaced (as `rulebook new --set` would)."""
    v = variant(vid)
    updates = {name: getattr(v, name).model_copy(update=values) for name, values in tables.items()}
    return v.model_copy(update=updates)


def new(vid: str, state: dict | None = None, players: int = 2, seed: int = 0) -> Game:
    """A game of `vid` with players A, B, C, ... from a partial state (None: a fresh setup)."""
    game = Game.new(variant(vid), [chr(ord("A") + i) for i in range(players)], seed, state)
    check_conservation(game)
    return game


def play(game: Game, move: dict) -> list[dict]:
    """Play a move and assert card conservation afterwards."""
    events = game.play(move)
    check_conservation(game)
    return events


def choose(game: Game, *choice) -> list[dict]:
    return play(game, {"type": "choose", "choice": list(choice)})


def kinds(events: list[dict]) -> list[str]:
    return [e["type"] for e in events]


def random_playout(game: Game, seed: int, limit: int = 2000, check: bool = True) -> list[dict]:
    """Random legal moves (supported dogmas only) until the game ends; returns the moves."""
    rng = random.Random(seed)
    played = []
    while not game.over and len(played) < limit:
        offer = game.moves()
        if "pending" in offer:
            d = offer["pending"]
            move = {"type": "choose", "choice": rng.sample(d["options"], rng.randint(d["min"], d["max"]))}
        else:
            move = rng.choice([m for m in offer["moves"] if not m.get("unsupported")])
        game.play(move)
        if check:
            check_conservation(game)
        played.append(move)
    return played


def finish_opening(game: Game, pick: int = 0) -> None:
    """Answer every opening-meld decision with the hand card at index `pick`."""
    while "pending" in game.moves():
        d = game.moves()["pending"]
        assert d["kind"] == "opening_meld"
        choose(game, d["options"][pick])
