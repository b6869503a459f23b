"""Visible icons: every position of a top card, plus the positions a splay reveals on each
covered card (variant `splay.revealed`). Counts are cached per player until the board changes.

    >>> from rulebook.variants import load_variant
    >>> from rulebook.innovation import Game
    >>> g = Game.new(load_variant("deluxe"), ["A", "B"], 1, state={"players": [
    ...     {"board": {"blue": {"cards": ["Writing", "Pottery"], "splay": "right"}}}]})
    >>> g.state()["players"][0]["icons"]["lightbulb"], g.state()["players"][0]["icons"]["leaf"]
    (2, 1)
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import BONUS_ICONS, BONUS_PREFIX, COUNTED_ICONS, HEXES, MUSIC_NOTE, POSITIONS, Catalog
from .state import GameState


@dataclass(frozen=True, slots=True)
class IconTable:
    """The counted icons each card shows, per card set and splay rules: on top of a pile
    (`top`), and covered in a pile splayed each way (`covered[splay]`). Built once, so that
    counting a board is a few lookups per card (icon counts are asked for after most moves)."""

    catalog: Catalog
    revealed: tuple[tuple[str, tuple[int, ...]], ...]
    shown: dict[str, tuple[int, ...]]             # splay -> indexes into Card.icons a covered card shows
    top: dict[str, tuple[str, ...]]
    covered: dict[str, dict[str, tuple[str, ...]]]


_TABLES: dict[tuple, IconTable] = {}


def icon_table(gs: GameState) -> IconTable:
    """The game's icon table (kept on the game; shared by the games of one set and rules)."""
    table = gs.icon_table
    if isinstance(table, IconTable) and table.catalog is gs.catalog:
        return table
    revealed = tuple(sorted((str(splay), shown_positions(gs, splay)) for splay in gs.rules.splay.revealed))
    key = (id(gs.catalog), revealed)
    table = _TABLES.get(key)
    if table is None or table.catalog is not gs.catalog:
        cards = gs.catalog.cards
        top = {name: tuple(i for i in card.icons if i in COUNTED_ICONS) for name, card in cards.items()}
        covered = {splay: {name: tuple(card.icons[i] for i in shown if card.icons[i] in COUNTED_ICONS)
                           for name, card in cards.items()} for splay, shown in revealed}
        if len(_TABLES) > 64:              # tests build throwaway catalogs: keep the cache small
            _TABLES.clear()
        table = _TABLES[key] = IconTable(gs.catalog, revealed, dict(revealed), top, covered)
    gs.icon_table = table
    return table


def shown_positions(gs: GameState, splay: str) -> tuple[int, ...]:
    """Indexes into Card.icons of the positions a covered card shows in a pile splayed
    `splay` (variant splay.revealed; none for an unsplayed pile or a splay the variant lacks)."""
    for direction, positions in gs.rules.splay.revealed.items():
        if direction == splay:
            return tuple(POSITIONS.index(position) for position in positions)
    return ()


def board_icons(gs: GameState, seat: int) -> dict[str, int]:
    """Icon type -> visible count for one player (six icons plus 'avatar' and the age-0 'meat'). Do not mutate."""
    bonus = gs.icon_bonus
    if bonus is not None:           # Figures: static icon karma on top of the board's own icons
        return bonus(gs, seat, _own_icons(gs, seat))
    facts = gs.players[seat].board_facts     # asked after every move: the cached counts first
    if facts is not None and facts.icons is not None:
        return facts.icons
    return _own_icons(gs, seat)


def _own_icons(gs: GameState, seat: int) -> dict[str, int]:
    """The icons a player's board shows, cached until the board changes."""
    player = gs.players[seat]
    facts = player.facts()
    counts = facts.icons
    if counts is not None:
        return counts
    table = icon_table(gs)
    top = table.top
    counts = dict.fromkeys(COUNTED_ICONS, 0)
    for pile in player.board.values():
        names = pile.cards
        for icon in top[names[0]]:
            counts[icon] += 1
        if pile.splay != "none" and len(names) > 1:
            # a splayed pile's covered cards: counted once per change of the pile
            under = pile.covered
            if under is None:
                under = pile.covered = _covered_icons(table, pile)
            for icon, count in under.items():
                counts[icon] += count
    facts.icons = counts
    return counts


def bonus_points(gs: GameState, seat: int) -> int:
    """Figures: what a player's visible bonus numbers add to the score: the highest in full,
    each other one 1 (bonuses follow the icons' splay visibility; they are not icons)."""
    facts = gs.players[seat].facts()    # read by every score total: kept until the board changes
    if facts.bonus_points is None:
        facts.bonus_points = _bonus_points(gs, seat)
    return facts.bonus_points


def _bonus_points(gs: GameState, seat: int) -> int:
    seen = visible_bonuses(gs, seat)
    return max(seen) + len(seen) - 1 if seen else 0


def visible_bonuses(gs: GameState, seat: int) -> list[int]:
    """The bonus numbers a player's board shows (figures, Echoes cards): every slot of a top
    card, and the slots a splay shows of the covered cards, pile by pile, top card first."""
    cards = gs.catalog.cards
    seen: list[int] = []
    for pile in gs.players[seat].board.values():
        seen += cards[pile.cards[0]].bonuses
        shown = shown_positions(gs, pile.splay) if pile.splay != "none" else ()
        for name in pile.cards[1:] if shown else ():
            icons = cards[name].icons
            seen += [int(icons[i][len(BONUS_PREFIX):]) for i in shown if icons[i] in BONUS_ICONS]
    return seen


def visible_slots(gs: GameState, seat: int, color: str) -> list[tuple[str, tuple[int, ...]]]:
    """Each card of a pile with the indexes into its icons that show, top card first: all four
    on the top card, the splay's positions on a covered card (none in an unsplayed pile)."""
    pile = gs.players[seat].board.get(color)
    if pile is None:
        return []
    shown = shown_positions(gs, pile.splay) if pile.splay != "none" else ()
    return [(name, (0, 1, 2, 3) if index == 0 else shown) for index, name in enumerate(pile.cards)]


def visible_echo_cards(gs: GameState, seat: int, color: str) -> list[str]:
    """Echoes: the cards of a pile whose echo effect is visible (its echo slot shows), top card
    first (echoes.md §4.1)."""
    cards = gs.catalog.cards
    found = []
    for name, shown in visible_slots(gs, seat, color):
        slot = cards[name].echo_index
        if slot is not None and slot in shown:
            found.append(name)
    return found


def visible_hexes(gs: GameState, seat: int, color: str) -> int:
    """Echoes: the hexes (music notes included) a pile shows; a hex is not an icon."""
    cards = gs.catalog.cards
    return sum(1 for name, shown in visible_slots(gs, seat, color)
               for i in shown if cards[name].icons[i] in HEXES)


def visible_music_notes(gs: GameState, seat: int, color: str) -> int:
    """Echoes: the music notes a pile shows (a music note is a hex too)."""
    cards = gs.catalog.cards
    return sum(1 for name, shown in visible_slots(gs, seat, color)
               for i in shown if cards[name].icons[i] == MUSIC_NOTE)


def _covered_icons(table: IconTable, pile) -> dict[str, int]:
    """Icon type -> count shown by the covered cards of a splayed pile."""
    under: dict[str, int] = {}
    shown = table.covered.get(pile.splay)
    if shown is not None:
        for name in pile.cards[1:]:
            for icon in shown[name]:
                under[icon] = under.get(icon, 0) + 1
    return under


def icon_count(gs: GameState, seat: int, icon: str) -> int:
    return board_icons(gs, seat).get(icon, 0)


def pile_icons(gs: GameState, seat: int, color: str) -> dict[str, int]:
    """Visible icons of one colour pile (for 'a colour whose pile shows X' effects)."""
    counts = dict.fromkeys(COUNTED_ICONS, 0)
    pile = gs.players[seat].board.get(color)
    if pile is None:
        return counts
    cards = gs.catalog.cards
    shown = icon_table(gs).shown.get(pile.splay, ())
    for index, name in enumerate(pile.cards):
        icons = cards[name].icons
        for i in (range(4) if index == 0 else shown):
            if icons[i] in counts:
                counts[icons[i]] += 1
    return counts
