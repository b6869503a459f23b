"""The engine's caches (issue 19) never go stale: after every move of random games, each
cached fact equals the same fact computed afresh from the state: visible icons (per board and
per splayed pile), top-card ages, top cards with a demand, score points, the special
achievements remembered as unmet, and the effects found for each card."""

from __future__ import annotations

from random import Random

import pytest

from rulebook.innovation import Game, effects
from rulebook.innovation.achievements import BOARD_CONDITIONS, condition_met
from rulebook.innovation.agents import random_move
from rulebook.innovation.icons import board_icons
from rulebook.variants import load_variant


def cached_facts(gs, seat: int) -> dict:
    return {"icons": dict(board_icons(gs, seat)), "top_ages": gs.top_ages(seat),
            "highest": gs.highest_top_age(seat), "demand_tops": gs.demand_tops(seat),
            "points": gs.score_total(seat)}


def fresh_facts(gs, seat: int) -> dict:
    player = gs.players[seat]
    player.board_changed()
    for pile in player.board.values():
        pile.covered = None
    player.points = None
    return cached_facts(gs, seat)


@pytest.mark.parametrize("variant_id,players,seed", [("ultimate", 2, 3), ("ultimate", 4, 8), ("deluxe", 3, 5),
                                                     ("bga-first-teams", 4, 6)])
def test_cached_facts_equal_fresh_ones_after_every_move(variant_id, players, seed):
    game = Game.new(load_variant(variant_id), [f"P{i}" for i in range(players)], seed)
    gs = game._gs
    rng = Random(seed)
    moves = 0
    while not game.over:
        game.play(random_move(game, rng))
        moves += 1
        for seat in range(players):
            facts = gs.players[seat].board_facts
            unmet = set(facts.unmet) if facts is not None and facts.unmet else set()
            for name, condition in gs.rules.special_achievements.conditions.items():
                if name in unmet:
                    assert condition.kind in BOARD_CONDITIONS
                    assert not condition_met(gs, seat, condition), (moves, name)
            before = cached_facts(gs, seat)
            assert before == fresh_facts(gs, seat), (moves, seat)
    assert moves > 50


def test_registering_effects_is_seen_at_once_by_legal_moves(register):
    game = Game.new(load_variant("deluxe"), ["A", "B"], 1, state={"players": [
        {"board": {"blue": {"cards": ["Writing"]}}}, {}]})
    found = game._gs.effects.of("Writing")
    assert found is not None

    def draw_one(ctx):
        ctx.draw(1)

    register("Writing", [draw_one])
    assert game._gs.effects.of("Writing") == (draw_one,)
    with effects.unregistered("Writing"):
        assert game._gs.effects.of("Writing") is None
        assert {"type": "dogma", "card": "Writing", "unsupported": True} in game.moves()["moves"]
    assert game._gs.effects.of("Writing") == (draw_one,)
