"""Visible icons: every position of a top card, plus the positions a splay reveals on each
covered card (variant `splay.revealed`). Counts are cached per player until the board changes.

    >>> from engine.variants import load_variant
    >>> from engine.innovation import Game
    >>> g = Game.new(load_variant("deluxe"), ["A", "B"], 1, state={"players": [
    ...     {"board": {"blue": {"cards": ["Writing", "Pottery"], "splay": "right"}}}]})
    >>> g.state()["players"][0]["icons"]["lightbulb"], g.state()["players"][0]["icons"]["leaf"]
    (2, 1)
"""

from __future__ import annotations

from .cards import COUNTED_ICONS
from .state import GameState


def board_icons(gs: GameState, seat: int) -> dict[str, int]:
    """Icon type -> visible count for one player (six icons plus 'avatar'). Do not mutate."""
    player = gs.players[seat]
    counts = player.icons_cache
    if counts is not None:
        return counts
    counts = dict.fromkeys(COUNTED_ICONS, 0)
    cards = gs.catalog.cards
    revealed = gs.rules.revealed
    for pile in player.board.values():
        names = pile.cards
        for icon in cards[names[0]].icons:
            if icon in counts:
                counts[icon] += 1
        if pile.splay != "none" and len(names) > 1:
            shown = revealed.get(pile.splay, ())
            for name in names[1:]:
                icons = cards[name].icons
                for i in shown:
                    icon = icons[i]
                    if icon in counts:
                        counts[icon] += 1
    player.icons_cache = counts
    return counts


def icon_count(gs: GameState, seat: int, icon: str) -> int:
    return board_icons(gs, seat).get(icon, 0)


def pile_icons(gs: GameState, seat: int, color: str) -> dict[str, int]:
    """Visible icons of one colour pile (for 'a colour whose pile shows X' effects)."""
    counts = dict.fromkeys(COUNTED_ICONS, 0)
    pile = gs.players[seat].board.get(color)
    if pile is None:
        return counts
    cards = gs.catalog.cards
    shown = gs.rules.revealed.get(pile.splay, ()) if pile.splay != "none" else ()
    for index, name in enumerate(pile.cards):
        icons = cards[name].icons
        for i in (range(4) if index == 0 else shown):
            if icons[i] in counts:
                counts[icons[i]] += 1
    return counts
