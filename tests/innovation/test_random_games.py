"""A few complete random games per Innovation variant and player count: every game ends (by
achievements, score, dogma, elimination or a draw), cards are conserved after every move and
every decision can be answered. benchmarks/innovation_games.py plays a thousand per variant."""

from __future__ import annotations

import pytest

from rulebook.innovation import load_catalog
from rulebook.innovation.agents import play_random_game
from rulebook.innovation.sets import load_effects
from rulebook.variants import bundled_paths, load_variant
from rulebook.variants.support import unplayed

# The variants the reference engine plays
CASES = [(p.stem, players) for p in bundled_paths() if p.parent.name == "innovation" and not unplayed(load_variant(p.stem))
         for players in sorted({load_variant(p.stem).players.min, load_variant(p.stem).players.max})]


def unregistered_cards(variant_id: str) -> list[str]:
    """The cards of a variant's catalog that have dogma effects but no registered ones."""
    variant = load_variant(variant_id)
    expansions = tuple(variant.cards.expansions)
    effects = load_effects(variant.cards.set, expansions)
    assert effects is not None
    cards = load_catalog(variant.cards.set, expansions).cards
    return sorted(name for name, card in cards.items()
                  if not card.figure and effects.lookup(name, variant.cards.wording) is None)


@pytest.mark.parametrize("variant_id", sorted({variant for variant, _ in CASES}))
def test_every_card_of_a_played_variant_has_effects(variant_id):
    assert unregistered_cards(variant_id) == []


@pytest.mark.parametrize("variant_id,players", CASES, ids=[f"{v}-{n}p" for v, n in CASES])
def test_random_games_finish_with_cards_conserved(variant_id, players):
    for seed in range(3):
        game = play_random_game(load_variant(variant_id), [f"P{i}" for i in range(players)], seed, check=True)
        assert game.result is not None, f"{variant_id} seed {seed} did not finish"
        assert game.result["reason"] in ("achievements", "score", "dogma", "elimination", "draw")
        assert game.result["reason"] == "draw" or game.result["winners"]
