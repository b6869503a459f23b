"""The card conservation check (engine/innovation/conservation.py): cheap enough to run after
every move (it compares with what the previous check saw), and still catching every card
duplicated or lost, by a state changed by hand, by a card effect, or by a broken zone move in
the middle of a random game; never complaining about a game whose cards are all in place."""

from __future__ import annotations

import re
from random import Random

import pytest
from innovation_helpers import new, play

from rulebook.innovation import Game, check_conservation, zones
from rulebook.innovation.agents import play_random_game, random_move
from rulebook.innovation.conservation import problems
from rulebook.variants import load_variant


def broken(game) -> str:
    with pytest.raises(AssertionError) as caught:
        check_conservation(game)
    return str(caught.value)


def midgame(variant_id: str = "ultimate", seed: int = 4, moves: int = 60) -> Game:
    """A game after some random moves, checked after each (so the check holds a snapshot)."""
    game = Game.new(load_variant(variant_id), ["A", "B"], seed)
    rng = Random(seed)
    for _ in range(moves):
        game.play(random_move(game, rng))
        check_conservation(game)
    assert not game.over
    return game


def test_a_full_random_game_is_conserved_after_every_move():
    game = play_random_game(load_variant("ultimate"), ["A", "B", "C"], 5, check=True)
    assert game.over
    assert problems(game._gs) == []


def test_a_duplicated_card_is_caught_by_name():
    game = midgame()
    gs = game._gs
    extra = gs.supply[8][0]
    gs.players[0].hand.append(extra)
    assert broken(game) == f"card conservation broken: {extra} is in 2 places"


def test_a_lost_card_is_caught_by_name():
    game = midgame()
    gs = game._gs
    lost = gs.supply[9].pop()
    assert broken(game) == f"card conservation broken: {lost} is nowhere"


def test_a_loss_and_a_duplicate_together_keep_the_count_but_are_caught():
    game = midgame()
    gs = game._gs
    pile = gs.supply[10]
    lost, twice = pile[0], pile[1]
    pile[0] = twice                       # as many cards as before, one of them twice
    assert broken(game) == f"card conservation broken: {lost} is nowhere; {twice} is in 2 places"


def test_a_lost_special_achievement_is_caught():
    game = midgame()
    gs = game._gs
    assert "Monument" in gs.specials
    gs.specials.remove("Monument")
    assert broken(game) == "card conservation broken: Monument is nowhere"


def test_a_name_that_is_no_card_is_caught():
    game = midgame()
    game._gs.junk.append("Time Machine")
    assert broken(game) == "card conservation broken: Time Machine is not a card of the set"


def test_a_card_in_a_pile_of_another_colour_is_caught():
    game = new("deluxe", {"players": [{"board": {"blue": {"cards": ["Writing", "Tools"]},
                                                 "red": {"cards": ["Archery"]}}}]})
    check_conservation(game)
    board = game._gs.players[0].board
    board["blue"].cards.remove("Tools")
    board["red"].cards.append("Tools")    # still one of each card, in the wrong pile
    assert broken(game) == "card conservation broken: A's red pile holds a card of another colour"


def test_an_empty_pile_left_listed_is_caught():
    game = new("deluxe", {"players": [{"board": {"blue": {"cards": ["Writing"]}}}]})
    check_conservation(game)
    game._gs.players[0].board["blue"].cards.clear()
    game._gs.junk.append("Writing")
    assert broken(game) == "card conservation broken: A's blue pile is empty but listed"


def test_a_special_achievement_on_a_board_is_caught():
    game = midgame()
    gs = game._gs
    color, pile = next(iter(gs.players[1].board.items()))
    gs.specials.remove("Wonder")
    pile.cards.append("Wonder")
    assert broken(game) == f"card conservation broken: B's {color} pile holds Wonder, which is not a card"


def test_after_a_failed_check_the_next_one_fails_too_until_the_cards_are_back():
    game = midgame()
    gs = game._gs
    lost = gs.supply[7].pop()
    assert "is nowhere" in broken(game)
    assert "is nowhere" in broken(game)   # the failed check kept no snapshot of the broken state
    gs.removed.append(lost)               # out of play is a place too
    check_conservation(game)


def test_moving_cards_between_places_by_hand_is_no_problem():
    game = midgame()
    gs = game._gs
    a, b = gs.players
    a.score.append(gs.supply[6].pop())    # moved, not copied
    b.hand.reverse()
    gs.junk.extend(gs.supply[7][:2])
    del gs.supply[7][:2]
    check_conservation(game)


def test_a_card_effect_that_copies_a_card_is_caught(register):
    # a broken effect: puts the top 2 in hand without taking it from the supply
    register("Writing", [lambda ctx: ctx.gs.players[ctx.player].hand.append(ctx.gs.supply[2][0])])
    game = new("deluxe", {"players": [{"board": {"blue": {"cards": ["Writing"]}}}, {}]})
    copied = game._gs.supply[2][0]
    with pytest.raises(AssertionError, match=f"^card conservation broken: {re.escape(copied)} is in 2 places$"):
        play(game, {"type": "dogma", "card": "Writing"})


def test_a_card_effect_that_loses_a_card_is_caught(register):
    register("Writing", [lambda ctx: ctx.gs.players[ctx.player].hand.remove("Tools")])
    game = new("deluxe", {"players": [{"board": {"blue": {"cards": ["Writing"]}}, "hand": ["Tools"]}, {}]})
    with pytest.raises(AssertionError, match=r"^card conservation broken: Tools is nowhere$"):
        play(game, {"type": "dogma", "card": "Writing"})


@pytest.mark.parametrize("broken_move", ["drop", "copy"])
def test_a_broken_zone_move_in_a_random_game_is_caught_at_once(monkeypatch, broken_move):
    """A zone move that drops the card it puts (the 40th put), or once leaves in a hand the
    card it takes (the 10th take from a hand): the check after that very move names the card."""
    calls, victim = [0], []
    real_put, real_take = zones.put, zones.take

    def put(gs, name, zone, bottom=False):
        calls[0] += 1
        if calls[0] == 40:
            victim.append(name)
            return
        real_put(gs, name, zone, bottom)

    def take(gs, name, zone):
        if zone[0] == "hand":
            calls[0] += 1
            if calls[0] == 10:
                victim.append(name)
                return
        real_take(gs, name, zone)

    monkeypatch.setattr(zones, "put" if broken_move == "drop" else "take", put if broken_move == "drop" else take)
    game = Game.new(load_variant("ultimate"), ["A", "B"], 2)
    rng = Random(2)
    while True:
        game.play(random_move(game, rng))
        if victim:
            break
        check_conservation(game)
    expected = f"{victim[0]} is nowhere" if broken_move == "drop" else f"{victim[0]} is in 2 places"
    assert broken(game) == f"card conservation broken: {expected}"


def test_the_fast_verdicts_agree_with_the_full_diagnosis():
    """Random changes by hand at random points of random games (some keep every card in its
    one place, some do not): the check fails exactly when the per-card diagnosis finds a
    problem, whether it compares with a snapshot or starts from scratch."""
    outcomes = {True: 0, False: 0}
    for seed in range(30):
        rng = Random(seed)
        game = Game.new(load_variant("ultimate" if seed % 2 else "deluxe"), ["A", "B", "C"][: 2 + seed % 2], seed)
        for _ in range(rng.randrange(10, 80)):
            if game.over:
                break
            game.play(random_move(game, rng))
            check_conservation(game)
        gs = game._gs
        places = [p.hand for p in gs.players] + [p.score for p in gs.players] + \
                 [pile.cards for p in gs.players for pile in p.board.values()] + list(gs.supply.values()) + [gs.junk]
        places = [p for p in places if p]
        source, target = rng.choice(places), rng.choice(places)
        kind = rng.choice(["move", "copy", "drop", "shuffle"])
        card = source[rng.randrange(len(source))]
        if kind in ("move", "drop"):
            source.remove(card)
        if kind in ("move", "copy"):
            target.append(card)
        if kind == "shuffle":
            rng.shuffle(source)
        if rng.random() < 0.5:
            gs.conservation = None        # no snapshot: the full check
        expected_ok = problems(gs) == []
        try:
            check_conservation(game)
            ok = True
        except AssertionError:
            ok = False
        assert ok == expected_ok, (seed, kind)
        outcomes[ok] += 1
    assert outcomes[True] > 3 and outcomes[False] > 3   # both kinds of outcome were tried
