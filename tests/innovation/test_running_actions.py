"""The greenlet that runs a Figures game's actions (engine/innovation/running.py): one per game,
reused action after action, carrying each action's decisions and errors out, and still right
when the game moves to another thread or greenlet between actions."""

from __future__ import annotations

import random
import threading

import pytest
from greenlet import greenlet

from rulebook.innovation import Game
from rulebook.innovation.agents import random_move
from rulebook.innovation.errors import EngineError
from rulebook.innovation.running import RunningAction, ask
from rulebook.variants import load_variant


def _asking_action(label: str):
    first = yield f"{label}: yielded"
    second = ask(f"{label}: asked below a plain call")
    return first, second


def _failing_action():
    yield "before the failure"
    raise EngineError("illegal_move", "refused inside the action")


def _run(running: RunningAction, generator, answers: list) -> list:
    running.begin(generator)
    asked = [running.send(None)]
    for answer in answers:
        try:
            asked.append(running.send(answer))
        except StopIteration:
            break
    return asked


def test_one_greenlet_serves_action_after_action():
    running = RunningAction()
    assert _run(running, _asking_action("one"), [["a"], ["b"]]) == ["one: yielded", "one: asked below a plain call"]
    first = running._greenlet
    assert _run(running, _asking_action("two"), [["c"], ["d"]]) == ["two: yielded", "two: asked below a plain call"]
    assert running._greenlet is first and not first.dead


def test_an_actions_error_reaches_the_player_and_the_next_action_still_runs():
    running = RunningAction()
    running.begin(_failing_action())
    assert running.send(None) == "before the failure"
    with pytest.raises(EngineError, match="refused inside the action"):
        running.send(["x"])
    assert _run(running, _asking_action("after"), [["a"], ["b"]]) == ["after: yielded", "after: asked below a plain call"]


def test_close_ends_a_paused_action():
    unwound = []

    def paused():
        try:
            ask("waits")
        finally:
            unwound.append(True)
        yield "never"

    running = RunningAction()
    running.begin(paused())
    assert running.send(None) == "waits"
    running.close()
    assert unwound == [True]


def _play(game: Game, moves: int, seed: int) -> None:
    """`moves` random moves, then on until no decision waits (a paused action stays in its
    thread: only a game between actions may move)."""
    rng = random.Random(seed)
    played = 0
    while not game.over and (played < moves or game._gs.pending is not None):
        game.play(random_move(game, rng))
        played += 1


def test_a_figures_game_may_move_to_another_thread_or_greenlet_between_actions():
    variant = load_variant("ultimate-figures")
    moved = Game.new(variant, ["A", "B"], seed=3)
    still = Game.new(variant, ["A", "B"], seed=3)
    _play(moved, 20, 1)
    _play(still, 20, 1)
    worker = threading.Thread(target=_play, args=(moved, 20, 2))
    worker.start()
    worker.join()
    greenlet(_play).switch(moved, 20, 3)
    _play(still, 20, 2)
    _play(still, 20, 3)
    assert not moved.over and moved.state() == still.state()


def test_closing_a_paused_action_from_inside_another_games_action_leaves_that_action_alone():
    # a game dropped while paused is closed when it is collected, which may happen in the middle
    # of another game's action: its unwinding must come back there, not to whoever played it last
    abandoned = RunningAction()
    assert _run(abandoned, _asking_action("dropped"), []) == ["dropped: yielded"]
    unwound = []

    def other_game_action():
        abandoned.close()
        unwound.append(abandoned._greenlet is None)
        answer = yield "other: asked after the close"
        return answer

    other = RunningAction()
    assert _run(other, other_game_action(), [["a"]]) == ["other: asked after the close"]
    assert unwound == [True]
