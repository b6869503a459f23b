"""The outcome search plays a scenario again (a replay: `new_game` past the first) to try another
answer; against an outside engine each replay costs. On the example engine family no scenario
may need more than 20 (issue 38): held here on the scenarios that needed the most, for the
engines that needed them (benchmarks/replays.py measures every scenario)."""

from __future__ import annotations

import pytest

from rulebook.compliance.running.implementations import handshake, open_implementation
from rulebook.compliance.running.replay_checks import REPLAY_BUDGET
from rulebook.compliance.running.runner import load_runs, run_one

# engine -> the runs that needed the most replays before they were cut (their count then)
WORST = {
    "examples.shapes:YesNoForOneCard": ["card-base-mass-media-value-from-every-score-pile[deluxe]"],  # 33
    "examples.shapes:GiveInOrder": ["card-ul-refrigeration-demand-and-shared[ultimate]"],  # 37
    "examples.shapes:NamesForEveryOpponent": ["card-ul-near-field-comm-empty-score-pile-not-asked[ultimate]"],  # 33
    "examples.shapes:AsksMoot": ["card-ul-publications-shared-restore-and-junk[ultimate]"],  # 42
    "examples.prompting_engine:PromptingEngine": ["card-ul-encyclopedia-lower-value-single-card[ultimate]"],  # 41
    "examples.shapes:OrderInChoice": ["fig-alex-trebek-finds-the-named-figure[ultimate-figures]"],  # 115
}


class CountingNewGames:
    """An implementation that counts the new_game requests it is sent."""

    def __init__(self, spec: str):
        self.inner = open_implementation(spec)
        self.new_games = 0

    def request(self, message: dict) -> dict:
        if message.get("op") == "new_game":
            self.new_games += 1
        return self.inner.request(message)

    def close(self) -> None:
        self.inner.close()


@pytest.fixture(scope="module")
def runs():
    wanted = {run_id for ids in WORST.values() for run_id in ids}
    found = {run.id: run for run in load_runs(variants=["deluxe", "ultimate", "ultimate-figures"]) if run.id in wanted}
    assert set(found) == wanted, f"scenarios missing: {sorted(wanted - set(found))}"
    return found


@pytest.mark.parametrize("engine", sorted(WORST))
def test_the_worst_scenarios_need_at_most_twenty_replays(engine, runs):
    counting = CountingNewGames(f"python:{engine}")
    identity = handshake(counting.inner)
    try:
        for run_id in WORST[engine]:
            counting.new_games = 0
            outcome = run_one(runs[run_id], counting, identity=identity)
            assert outcome.status == "passed", f"{run_id}: {outcome.message}"
            assert 1 <= counting.new_games - 1 <= REPLAY_BUDGET, f"{run_id}: {counting.new_games - 1} replays"
    finally:
        counting.close()


class Requests:
    """The reshaping engine OrderInChoice with a log of the requests it is sent (by op)."""

    def __init__(self):
        self.inner = open_implementation("python:examples.shapes:OrderInChoice")
        self.ops: list[str] = []

    def request(self, message: dict) -> dict:
        self.ops.append(message["op"])
        return self.inner.request(message)


def _opening(ctx) -> tuple[dict, dict]:
    """Alice's two opening melds, as moves."""
    options = ctx.pending()["options"]
    return ({"type": "choose", "choice": [options[0]]}, {"type": "choose", "choice": [options[1]]})


def test_a_position_reached_before_is_read_and_the_engine_goes_back_only_to_play_on():
    from rulebook.compliance.running.context import ScenarioContext

    engine = Requests()
    ctx = ScenarioContext(engine, "deluxe", identity=handshake(engine.inner))
    ctx.players = ["Alice", "Bob"]
    ctx.start()
    first, second = _opening(ctx)
    assert ctx._send(first)
    after_first = ctx.current()
    ctx._goto([])          # back to the start, and to the first answer again: nothing is sent
    assert ctx.pending()["options"] == [first["choice"][0], second["choice"][0]]
    engine.ops.clear()
    assert ctx._send(first)
    assert engine.ops == [] and ctx.current() == after_first and ctx.replays == 0
    ctx._goto([])
    assert ctx._send(second)  # a position never reached: the engine starts again to play it
    assert engine.ops.count("new_game") == 1 and ctx.replays == 1
    assert ctx.current()["pending"] is not None


def test_moves_replayed_the_same_are_not_played_again_at_the_end():
    from rulebook.compliance.running.positions import FirstSeen

    seen = FirstSeen()
    moves = [{"type": "choose", "choice": ["Pottery"]}]
    assert seen.difference([], {"turn": 1}) is None and seen.difference(moves, {"turn": 2}) is None
    assert not seen.confirmed(moves)
    assert seen.difference([], {"turn": 1}) is None  # a replay: the start again, the same
    assert seen.confirmed([]) and not seen.confirmed(moves)
    assert seen.difference(moves, {"turn": 2}) is None
    assert seen.confirmed(moves)
