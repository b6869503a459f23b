"""A Figures game abandoned while an action waits on a decision lets go of it (issue 31, item 6):
its paused greenlet is ended when the game is replaced or dropped, so `serve` stays flat."""

from __future__ import annotations

import gc

from greenlet import greenlet

from rulebook.compliance.running.implementations import Reference
from rulebook.protocol import Session


def _greenlets() -> int:
    gc.collect()
    return sum(isinstance(o, greenlet) for o in gc.get_objects())


def _new_game(session: Session, seed: int) -> None:
    answer = session.answer({"op": "new_game", "variant": "ultimate-figures", "players": ["A", "B"], "seed": seed})
    assert answer["ok"], answer
    assert session.answer({"op": "moves"})["pending"]  # the opening meld waits, inside a greenlet


def test_games_replaced_mid_decision_are_let_go():
    session = Session()
    _new_game(session, 0)
    before = _greenlets()
    for seed in range(1, 60):
        _new_game(session, seed)
    assert _greenlets() <= before


def test_sessions_dropped_mid_decision_are_let_go():
    before = _greenlets()
    for seed in range(40):
        reference = Reference()
        reference.request({"op": "new_game", "variant": "ultimate-figures", "players": ["A", "B"], "seed": seed})
        if seed % 2:
            reference.close()
        else:
            reference.reset()
    del reference
    assert _greenlets() <= before


def test_a_refused_new_game_keeps_the_game_in_play():
    session = Session()
    _new_game(session, 1)
    assert not session.answer({"op": "new_game", "variant": "ultimate-figures", "players": ["A"], "seed": 2})["ok"]
    assert session.answer({"op": "moves"})["pending"]
