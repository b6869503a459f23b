"""Every bundled scenario, once per variant its tags name, against the reference engine.

`pytest` alone runs the compliance suite; test ids are the stable scenario ids with the
variant, e.g. `game-draw-highest-top-card[deluxe]`.
"""

from __future__ import annotations

import pytest

from engine.compliance.implementations import Reference
from engine.compliance.runner import load_runs, run_one

RUNS = load_runs()
IMPLEMENTATION = Reference()


@pytest.mark.parametrize("run", RUNS, ids=[run.id for run in RUNS])
def test_scenario(run):
    outcome = run_one(run, IMPLEMENTATION)
    if outcome.status == "failed":
        pytest.fail(f"{run.scenario.file}:{outcome.line}: {outcome.message}", pytrace=False)
    assert outcome.status == "passed", outcome.message
