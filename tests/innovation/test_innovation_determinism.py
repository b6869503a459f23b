"""Determinism and conservation over random games, with sample effects registered so that
dogmas (demands, sharing, decisions, splays, scores) are played too."""

import pytest
from innovation_helpers import new, random_playout, variant

from rulebook.innovation import load_catalog
from rulebook.innovation.zones import board as board_zone


def sample_effects(set_name):
    """Generic effects for some cards of each colour, matching each card's effect kinds."""
    def demand(ctx):                       # give the launcher a chosen hand card
        picked = yield from ctx.choose(ctx.hand(), kind="give", prompt="Give a card")
        for name in picked:
            ctx.transfer(name, ctx.zone("hand"), ctx.zone("hand", ctx.launcher))

    def share(ctx):                        # draw, then optionally score or tuck hand cards, maybe splay
        ctx.draw()
        picked = yield from ctx.choose(ctx.hand(), kind="score", min=0, max=2)
        for name in picked:
            ctx.score(name)
        colour = yield from ctx.choose_one([c for c in ("blue", "red", "green", "yellow", "purple")
                                            if len(ctx.pile(c)) > 1], optional=True, kind="splay")
        if colour:
            ctx.splay(colour, ctx.rng.choice(sorted(ctx.rules.splay.revealed)))
        if ctx.hand() and ctx.rng.random() < 0.3:
            ctx.tuck(ctx.hand()[0])
        if ctx.pile("green") and ctx.rng.random() < 0.1:
            ctx.return_card(ctx.pile("green")[0], board_zone(ctx.player))

    cat = load_catalog(set_name)
    chosen = [n for n in cat.cards if cat[n].age <= 6][::2]
    return {n: [demand if kind == "demand" else share for kind in cat[n].effect_kinds] for n in chosen}


@pytest.fixture
def with_samples(register):
    def install(vid):
        for name, functions in sample_effects(variant(vid).cards.set).items():
            register(name, functions)
    return install


@pytest.mark.parametrize("vid,players", [("deluxe", 2), ("ultimate", 3), ("iello", 4), ("deluxe-teams", 4),
                                         ("bga-third", 3)])
def test_same_seed_same_game_move_for_move(with_samples, vid, players):
    with_samples(vid)
    first, second = new(vid, players=players, seed=17), new(vid, players=players, seed=17)
    moves = random_playout(first, seed=5)
    states = []
    for move in moves:
        second.play(move)
        states.append(second.state())
    assert second.state() == first.state()
    assert first.state()["result"] is not None
    third = new(vid, players=players, seed=17)
    for move, state in zip(moves, states):
        third.play(move)
        assert third.state() == state


@pytest.mark.parametrize("vid", ["deluxe", "ultimate", "first-edition", "bga-first-teams"])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_games_conserve_every_card_and_end(with_samples, vid, seed):
    with_samples(vid)
    game = new(vid, players=4 if "teams" in vid else 2 + seed % 2, seed=seed)
    random_playout(game, seed=seed)           # conservation is checked after every move
    result = game.state()["result"]
    assert result is not None and result["reason"] in ("achievements", "score", "dogma", "elimination", "draw")


def test_different_seeds_give_different_games_deluxe():
    a, b = new("deluxe", seed=1), new("deluxe", seed=2)
    assert a.state()["players"][0]["hand"] != b.state()["players"][0]["hand"] or \
        a.state()["supply"] != b.state()["supply"]
