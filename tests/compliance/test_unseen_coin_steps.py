"""The coin-flip outcome steps (engine/compliance/steps/unseen.py): `Then Alice's coin came up
heads` and `Then Alice's coin flips came up tails, heads` read the `coin_flip` events of the
last move, each player's results in order, and fail in the game's words when they differ."""

from __future__ import annotations

import json
import textwrap

# Quantum Computers: Bob, affected, flips once; Alice flips until she wins, returning her only
# secret for the lost flip.
PLAYED = """Given a 2-player game
    And the special achievements are nothing
    And Alice's blue pile is Quantum Computers
    And Alice's safe is Tomb
    And Bob's red pile is Archery
    And the next coin flips are heads, tails, heads
    And it is Alice's turn 4 with every action left
    When Alice performs the dogma of Quantum Computers"""

FEATURE = """
    @ultimate-unseen
    Feature: Coin flips told
      @id:coins-as-flipped
      Scenario: The flips come up as the position fixed them
        {played}
        Then Bob's coin came up heads
        And Alice's coin flips came up tails, heads

      @id:coins-stated-wrongly
      Scenario: A stated result the flips did not give fails
        {played}
        Then Alice's coin came up heads
"""


def test_coin_flip_steps_read_each_players_results_in_order(run_cli, tmp_path):
    feature = tmp_path / "coins.feature"
    feature.write_text(textwrap.dedent(FEATURE).format(played=PLAYED), encoding="utf-8")
    code, out, _ = run_cli("check", "--features", str(feature), "--variant", "ultimate-unseen", "--format", "json")
    results = {r["id"]: r for r in json.loads(out)["results"]}
    assert code == 1
    assert results["coins-as-flipped[ultimate-unseen]"]["status"] == "passed"
    wrong = results["coins-stated-wrongly[ultimate-unseen]"]
    assert wrong["status"] == "failed" and wrong["failure"] == "assertion"
    assert "Alice's coin flips in the last move came up tails, heads, expected heads" in wrong["message"]
