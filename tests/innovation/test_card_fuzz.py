"""Every card's dogma, from random legal positions, under every Innovation variant (the base
set in its first- and third-edition wordings, the fourth-edition set for Ultimate), executed
to the end with random answers: no crash, cards conserved after every move, every decision
offered with options it can be answered with."""

from __future__ import annotations

from random import Random

import pytest

from engine.innovation import Game, check_conservation, load_catalog
from engine.innovation.effects import lookup
from engine.innovation.sets import load_effects
from engine.variants import bundled_paths, load_variant

VARIANTS = [p.stem for p in bundled_paths() if p.parent.name == "innovation"]
POSITIONS_PER_CARD = 3
WORDINGS = {"base": ("first-edition", "third-edition"), "base-ultimate": ("fourth-edition",)}


@pytest.mark.parametrize("card_set", sorted(WORDINGS))
def test_every_card_has_effects_under_each_wording_of_its_set(card_set):
    load_effects(card_set)
    missing = [(name, wording) for name in load_catalog(card_set).cards for wording in WORDINGS[card_set]
               if lookup(name, wording) is None]
    assert missing == []


def random_position(variant, card: str, rng: Random, players: int) -> dict:
    """A legal position with `card` on top of seat 0's pile of its colour."""
    catalog = load_catalog(variant.cards.set)
    by_color: dict[str, list[str]] = {}
    for name, info in catalog.cards.items():
        if name != card:
            by_color.setdefault(info.color, []).append(name)
    loose = []
    for color, pool in by_color.items():
        rng.shuffle(pool)
        by_color[color], rest = pool[:8], pool[8:]
        loose.extend(rest)
    rng.shuffle(loose)
    directions = ["none", *variant.splay.revealed]
    seats = []
    for seat in range(players):
        board = {}
        for color, pool in by_color.items():
            size = rng.randint(0, 2) if seat else rng.randint(0, 1)
            cards = [pool.pop() for _ in range(min(size, len(pool)))]
            if seat == 0 and color == catalog.cards[card].color:
                cards = [card, *cards]
            if cards:
                board[color] = {"cards": cards, "splay": rng.choice(directions) if len(cards) > 1 else "none"}
        hand = [loose.pop() for _ in range(rng.randint(0, 4))]
        score = [loose.pop() for _ in range(rng.randint(0, 5))]
        seats.append({"name": f"P{seat}", "board": board, "hand": hand, "score": score})
    return {"players": seats, "turn": {"number": 9, "player": 0, "actions_left": 2}}


@pytest.mark.parametrize("variant_id", VARIANTS)
def test_every_card_dogma_runs_to_the_end_with_random_answers(variant_id):
    variant = load_variant(variant_id)
    players = variant.players.min if variant.teams.enabled else 3
    for index, card in enumerate(sorted(load_catalog(variant.cards.set).cards)):
        for attempt in range(POSITIONS_PER_CARD):
            rng = Random(f"{variant_id}/{card}/{attempt}")
            game = Game.new(variant, [f"P{i}" for i in range(players)], index, random_position(variant, card, rng, players))
            check_conservation(game)
            game.play({"type": "dogma", "card": card})
            check_conservation(game)
            for _ in range(500):
                listed = game.moves()
                if game.over or "pending" not in listed:
                    break
                decision = listed["pending"]
                assert decision["min"] <= decision["max"] <= len(decision["options"]), (card, decision)
                choice = rng.sample(decision["options"], rng.randint(decision["min"], decision["max"]))
                game.play({"type": "choose", "choice": choice})
                check_conservation(game)
            else:
                pytest.fail(f"{card} under {variant_id} still asks for decisions after 500 answers")
