"""What the scenarios of the Unseen cards of ages 9 and 10 cannot show (features/innovation/cards/
unseen/age09.feature and age10.feature hold the rest).

Fermi Paradox's win needs its second effect carried out by a player with no card on their board,
which no Dogma action of these ages brings about (the launcher's board holds the card, a sharer's
shows the icons): only an execution of the card from elsewhere does (Blackmail's demand, of age
4, on an affected player with an empty board), so the branch is played here on the effect itself.
"""

from __future__ import annotations

import pytest

from rulebook.gameplay import GameOver
from rulebook.innovation import Game
from rulebook.innovation.effects import Context
from rulebook.innovation.state import EffectMemory
from rulebook.variants import load_variant

UNSEEN = load_variant("ultimate-unseen")


def _fermi_paradox_second_effect(board: dict) -> Game:
    """Alice (seat 0), with this board, carries out Fermi Paradox's second effect; the junk holds
    a valued card (Tools) and a special achievement (Monument)."""
    game = Game.new(UNSEEN, ["Alice", "Bob"], 1, state={
        "players": [{"board": board}, {"board": {"red": {"cards": ["Archery"]}}}],
        "junk": ["Tools", "Monument"]})
    gs = game._gs
    effect = gs.effects.require("Fermi Paradox")[1]
    effect(Context(gs, 0, 0, gs.catalog["Fermi Paradox"], 1, False, EffectMemory()))
    return game


def test_fermi_paradox_wins_for_a_player_with_an_empty_board():
    with pytest.raises(GameOver) as over:
        _fermi_paradox_second_effect({})
    assert over.value.winners == [0] and over.value.reason == "dogma"
