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


def _while_unwritten(variant_id: str, *rest, strict: bool = True) -> object:
    """A case, expected to fail while its variant still has cards whose effects are not written
    (an expansion whose cards are being written: Unseen, issue 41); it runs for real, and must
    pass, once every card is registered. Not `strict` where the case may pass all the same (a
    random game that never reaches an unwritten card)."""
    missing = unregistered_cards(variant_id)
    marks = [pytest.mark.xfail(reason=f"{len(missing)} cards of {variant_id} have no effects yet", strict=strict)] \
        if missing else []
    return pytest.param(variant_id, *rest, marks=marks)


@pytest.mark.parametrize("variant_id", [_while_unwritten(v) for v in sorted({variant for variant, _ in CASES})])
def test_every_card_of_a_played_variant_has_effects(variant_id):
    assert unregistered_cards(variant_id) == []


@pytest.mark.parametrize("variant_id,players", [_while_unwritten(v, n, strict=False) for v, n in CASES],
                         ids=[f"{v}-{n}p" for v, n in CASES])
def test_random_games_finish_with_cards_conserved(variant_id, players):
    for seed in range(3):
        game = play_random_game(load_variant(variant_id), [f"P{i}" for i in range(players)], seed, check=True)
        assert game.result is not None, f"{variant_id} seed {seed} did not finish"
        assert game.result["reason"] in ("achievements", "score", "dogma", "elimination", "draw")
        assert game.result["reason"] == "draw" or game.result["winners"]
