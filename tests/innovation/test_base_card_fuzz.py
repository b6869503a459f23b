"""Every base card's dogma, from random legal positions, under every variant that plays the
base set, executed to the end with random answers: no crash, cards conserved after every
move, every decision offered with options it can be answered with."""

from __future__ import annotations

from random import Random

import pytest

from engine.innovation import Game, check_conservation, load_catalog
from engine.innovation.effects import lookup
from engine.innovation.sets import load_effects
from engine.variants import bundled_paths, load_variant

BASE_VARIANTS = [p.stem for p in bundled_paths()
                 if p.parent.name == "innovation" and load_variant(p.stem).cards.set == "base"]
CATALOG = load_catalog("base")
load_effects("base")
POSITIONS_PER_CARD = 3


def test_every_base_card_has_effects_under_both_wordings():
    missing = [(name, wording) for name in CATALOG.cards for wording in ("first-edition", "third-edition")
               if lookup(name, wording) is None]
    assert missing == []


def random_position(variant, card: str, rng: Random, players: int) -> dict:
    """A legal position with `card` on top of seat 0's pile of its colour."""
    by_color: dict[str, list[str]] = {}
    for name, info in CATALOG.cards.items():
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
            if seat == 0 and color == CATALOG.cards[card].color:
                cards = [card, *cards]
            if cards:
                board[color] = {"cards": cards, "splay": rng.choice(directions) if len(cards) > 1 else "none"}
        hand = [loose.pop() for _ in range(rng.randint(0, 4))]
        score = [loose.pop() for _ in range(rng.randint(0, 5))]
        seats.append({"name": f"P{seat}", "board": board, "hand": hand, "score": score})
    return {"players": seats, "turn": {"number": 9, "player": 0, "actions_left": 2}}


@pytest.mark.parametrize("variant_id", BASE_VARIANTS)
def test_every_card_dogma_runs_to_the_end_with_random_answers(variant_id):
    variant = load_variant(variant_id)
    players = variant.players.min if variant.teams.enabled else 3
    for index, card in enumerate(sorted(CATALOG.cards)):
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
