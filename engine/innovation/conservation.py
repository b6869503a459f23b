"""Card conservation: every card of the set is in exactly one place, and every special
achievement of the variant too (available, held, or junked).

    >>> from engine.variants import load_variant
    >>> from engine.innovation import Game
    >>> check_conservation(Game.new(load_variant("deluxe"), ["A", "B"], 1))
"""

from __future__ import annotations

from collections import Counter


def _places(gs) -> Counter:
    seen: Counter = Counter()
    for player in gs.players:
        seen.update(player.hand)
        seen.update(player.score)
        seen.update(player.achievements)
        for pile in player.board.values():
            seen.update(pile.cards)
    for pile in gs.supply.values():
        seen.update(pile)
    seen.update(gs.standard.values())
    seen.update(gs.specials)
    seen.update(gs.junk)
    seen.update(gs.removed)
    return seen


def check_conservation(game) -> None:
    """Raise AssertionError naming every card missing or in two places (a Game or its state)."""
    gs = getattr(game, "_gs", game)
    seen = _places(gs)
    expected = set(gs.catalog.cards) | {s.name for s in gs.rules.specials}
    problems = [f"{name} is nowhere" for name in sorted(expected - set(seen))]
    problems += [f"{name} is in {count} places" for name, count in sorted(seen.items()) if count > 1]
    problems += [f"{name} is not a card of the set" for name in sorted(set(seen) - expected)]
    for player in gs.players:
        for color, pile in player.board.items():
            if not pile.cards:
                problems.append(f"{player.name}'s {color} pile is empty but listed")
            if any(gs.catalog.cards[n].color != color for n in pile.cards):
                problems.append(f"{player.name}'s {color} pile holds a card of another colour")
    if problems:
        raise AssertionError("card conservation broken: " + "; ".join(problems))
