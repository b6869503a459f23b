"""Whole rounds: random games on every complete variant end with cards conserved after every
move; the same seed plays the same game; a custom 16-card set of known cards plays."""

from __future__ import annotations

from collections import Counter
from random import Random

import pytest

from rulebook.lost_legacy import Game, build_deck, play_random_game, random_move
from rulebook.variants import bundled_paths, load_variant

NAMES = ["A", "B", "C", "D", "E", "F"]


def complete_variants():
    return [p.stem for p in bundled_paths() if p.parent.name == "lost-legacy" and load_variant(p.stem).deck.complete]


def test_the_starship_is_the_complete_bundled_variant():
    assert complete_variants() == ["lost-legacy-starship"]


@pytest.mark.parametrize("variant_id", complete_variants())
@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_finish_with_cards_conserved(variant_id, players):
    variant = load_variant(variant_id)
    reasons = Counter()
    for seed in range(40):
        game = play_random_game(variant, NAMES[:players], seed, check=True)
        reasons[game.result["reason"]] += 1
        assert all(0 <= w < players for w in game.result["winners"])
    assert sum(reasons.values()) == 40


@pytest.mark.parametrize("fixture", ["garden", "mixed"])
@pytest.mark.parametrize("players", [2, 4])
def test_a_custom_set_of_known_cards_plays_to_the_end(fixture, players, request):
    variant = request.getfixturevalue(fixture)
    assert len(build_deck(variant)) == 16
    for seed in range(40):
        game = play_random_game(variant, NAMES[:players], seed, check=True)
        assert game.result is not None


def test_every_ending_happens(garden):
    reasons = Counter(play_random_game(garden, NAMES[:3], seed).result["reason"] for seed in range(300))
    assert set(reasons) == {"elimination", "card-effect", "investigation", "nobody-found"}


def test_same_variant_players_and_seed_give_the_same_game(starship):
    first = play_random_game(starship, NAMES[:4], 123)
    second = play_random_game(starship, NAMES[:4], 123)
    assert first.log == second.log and first.state() == second.state()
    assert first.moves_played == second.moves_played
    assert Game.new(starship, NAMES[:3], 8).state() == Game.new(starship, NAMES[:3], 8).state()


def test_the_seed_chooses_the_deal_and_the_start_player(starship):
    starts = {Game.new(starship, NAMES[:4], seed).state()["turn"]["player"] for seed in range(30)}
    assert starts == {0, 1, 2, 3}
    deals = {tuple(s["card"] for s in Game.new(starship, NAMES[:2], seed).state()["deck"]) for seed in range(10)}
    assert len(deals) == 10


def test_setup_deals_one_card_each_and_one_to_the_ruins_then_the_start_player_draws(starship):
    game = Game.new(starship, NAMES[:3], 4)
    state = game.state()
    start = state["turn"]["player"]
    assert [len(p["hand"]) for p in state["players"]] == [2 if seat == start else 1 for seat in range(3)]
    assert len(state["ruins"]) == 1 and len(state["deck"]) == 16 - 3 - 1 - 1
    assert [e["type"] for e in game.log] == ["deal"] * 3 + ["to_ruins", "start", "turn", "draw"]


def test_a_clone_replays_to_the_same_position(starship):
    game = Game.new(starship, NAMES[:3], 6)
    rng = Random(2)
    for _ in range(5):
        game.play(random_move(game, rng))
    other = game.clone()
    assert other.state() == game.state() and other.log == game.log
    while game.result is None:
        move = random_move(game, rng)
        game.play(move)
        other.play(move)
    assert other.state() == game.state()


def test_the_played_card_count_matches_the_turns(starship):
    """Each turn plays exactly one card: every card ends in a discard, the Ruins, a hand or the deck."""
    for seed in range(20):
        game = play_random_game(starship, NAMES[:3], seed)
        plays = [e for e in game.log if e["type"] == "play"]
        turns = [e for e in game.log if e["type"] == "turn"]
        assert len(plays) == len(turns)


def test_the_conservation_check_names_a_card_out_of_place(starship):
    game = Game.new(starship, NAMES[:2], 1)
    assert game.conservation_problems() == []
    game.table.ruins.append(game.table.deck[0])
    problems = game.conservation_problems()
    assert len(problems) == 1 and "the deck has" in problems[0]
    with pytest.raises(AssertionError, match="cards not conserved"):
        game.check_conservation()
