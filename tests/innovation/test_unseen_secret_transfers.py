"""A secret moved out of a safe by a transfer (Heirloom: into the available achievements) stays
unseen where it lands face down: its `transfer` event carries the hidden flag, so that no
player's view names it; a revealed secret, or one landing face up, is named as before."""

from __future__ import annotations

import pytest

from rulebook.innovation import Game, ops, zones
from rulebook.variants import load_variant

UNSEEN = load_variant("ultimate-unseen")


@pytest.mark.parametrize(("revealed", "dst", "hidden"), [
    (False, zones.STANDARD, True),
    (False, ("achievements", 0), True),
    (True, zones.STANDARD, False),
    (False, ("board", 0), False),
])
def test_a_secret_leaving_a_safe_face_down_stays_unseen(revealed, dst, hidden):
    game = Game.new(UNSEEN, ["Alice", "Bob"], 1, state={"players": [{"safe": ["Cliffhanger"]}],
                                                        "achievements": {"standard": {"1": "Tools"}}})
    gs = game._gs
    if revealed:
        gs.revealed_secrets.add("Cliffhanger")
    ops.transfer(gs, 0, "Cliffhanger", zones.safe(0), dst)
    [event] = [e for e in gs.events if e["type"] == "transfer"]
    assert bool(event.get("hidden")) is hidden
