"""`Then Alice safeguarded Tools` holds the `safeguard` event to the flag docs/protocol.md 4.7
fixes, `"hidden": true`: a card safeguarded from a zone its owner (or everyone) sees must not be
named by the players' views of that event, and the flag is what says so. An engine that sends
the event without it fails the step, with a message saying why; the reference passes."""

from __future__ import annotations

from pathlib import Path

import pytest

from rulebook.compliance.running.implementations import Reference
from rulebook.compliance.running.runner import load_runs, run_one

ROOT = Path(__file__).resolve().parents[2]
# The Prophecies: after Bob's decision, the last one, Alice draws and safeguards Legend
SCENARIO = "unseen-the-prophecies-safeguard-a-4-and-blue-draw-kept"


class UnmarkedSafeguards(Reference):
    """The reference, except that its `safeguard` events leave out the hidden flag."""

    def request(self, message: dict) -> dict:
        answer = super().request(message)
        for event in answer.get("events") or ():
            if isinstance(event, dict) and event.get("type") == "safeguard":
                event.pop("hidden", None)
        return answer


@pytest.fixture(scope="module")
def prophecies_run():
    runs = load_runs([ROOT / "features" / "innovation" / "cards" / "unseen" / "age04.feature"], ["ultimate-unseen"])
    [run] = [r for r in runs if r.scenario.id == SCENARIO]
    return run


@pytest.mark.parametrize(("engine", "status"), [(Reference, "passed"), (UnmarkedSafeguards, "failed")])
def test_a_safeguard_event_without_the_hidden_flag_fails_the_step(prophecies_run, engine, status):
    implementation = engine()
    try:
        outcome = run_one(prophecies_run, implementation)
    finally:
        implementation.close()
    assert outcome.status == status, outcome.message
    if status == "failed":
        assert 'Alice\'s safeguard of Legend is not marked "hidden": true' in outcome.message
