"""Card conservation: every card of the set is in exactly one place, and every special
achievement of the variant too (available, held, or junked); every board pile is non-empty
and holds cards of its own colour only.

    >>> from rulebook.variants import load_variant
    >>> from rulebook.innovation import Game
    >>> g = Game.new(load_variant("deluxe"), ["A", "B"], 1)
    >>> check_conservation(g)
    >>> g._gs.players[0].hand.append(g._gs.supply[1][0])
    >>> check_conservation(g)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    AssertionError: card conservation broken: ... is in 2 places

The check runs after every move in `rulebook play --check`, fuzz and the soaks, so it is
incremental. It never trusts the engine to report its moves (a bug that duplicates or loses
a card would not report it): it keeps its own copy of every place's contents as the last
passed check saw them. The next check compares each place with that copy (one list
comparison per place) and, over the places that differ, requires that the cards now in them
are exactly the cards that were in them, as multisets. The places that did not change hold
what they held, so the whole game holds the same cards, each once. Changed board piles are
also checked for colour and emptiness.

The first check of a game (or after a failed one, or a change of catalog) is a full one:
every name is gathered into one list and compared with the expected names as a whole: all
there exactly once if and only if the list is as long as the expected set and holds the
same set of names. Only when something is wrong does the slow per-card diagnosis (`problems`)
run to name every problem.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from .cards import Catalog


@dataclass(frozen=True, slots=True)
class _Expected:
    """What a conserved game holds, for one catalog and one list of special achievements."""

    catalog: Catalog                       # kept so that the cache entry's id stays this catalog's
    specials: tuple[str, ...]
    names: frozenset[str]                  # every card, special achievement and decree
    by_color: dict[str, frozenset[str]]    # colour -> the cards of that colour


_EXPECTED: dict[int, _Expected] = {}
_NO_NAMES: frozenset[str] = frozenset()


def _expected(gs) -> _Expected:
    """The expected names of a game, computed once per catalog and list of specials."""
    catalog: Catalog = gs.catalog
    specials = tuple(gs.rules.special_achievements.conditions) + (catalog.decrees if gs.rules.figures.decrees else ())
    found = _EXPECTED.get(id(catalog))
    if found is not None and found.catalog is catalog and found.specials == specials:
        return found
    by_color: dict[str, set[str]] = {}
    for name, card in catalog.cards.items():
        by_color.setdefault(card.color, set()).add(name)
    found = _Expected(catalog, specials, frozenset(catalog.cards) | frozenset(specials),
                      {color: frozenset(names) for color, names in by_color.items()})
    if len(_EXPECTED) > 64:                # tests build throwaway catalogs: keep the cache small
        _EXPECTED.clear()
    _EXPECTED[id(catalog)] = found
    return found


@dataclass(slots=True)
class _Snapshot:
    """Copies of every place's contents at the last passed check."""

    expected: _Expected
    rules: object                          # the game's rules then (they fix the special achievements)
    players: list[tuple[list[str], list[str], list[str], dict[str, list[str]]]]  # hand, score, achievements, board
    supply: dict[int, list[str]]
    figure_supply: dict[int, list[str]]
    standard: dict[int, str]
    standard_extra: list[str]
    specials: list[str]
    decrees: list[str]
    junk: list[str]
    removed: list[str]
    echoes_supply: dict[int, list[str]]    # Echoes: its decks, and each player's forecast
    forecasts: list[list[str]]
    unseen_supply: dict[int, list[str]]    # Unseen: its decks, and each player's safe
    safes: list[list[str]]


def _snapshot(gs, expected: _Expected) -> _Snapshot:
    return _Snapshot(
        expected, gs.rules,
        [(p.hand.copy(), p.score.copy(), p.achievements.copy(),
          {color: pile.cards.copy() for color, pile in p.board.items()}) for p in gs.players],
        {age: pile.copy() for age, pile in gs.supply.items()},
        {age: pile.copy() for age, pile in gs.figure_supply.items()}, dict(gs.standard),
        gs.standard_extra.copy(), gs.specials.copy(), gs.decrees.copy(), gs.junk.copy(), gs.removed.copy(),
        {age: pile.copy() for age, pile in gs.echoes_supply.items()}, [p.forecast.copy() for p in gs.players],
        {age: pile.copy() for age, pile in gs.unseen_supply.items()}, [p.safe.copy() for p in gs.players])


def _gathered(gs) -> list[str]:
    """Every name in every place, duplicates kept."""
    names: list[str] = []
    for player in gs.players:
        names += player.hand
        names += player.score
        names += player.achievements
        names += player.forecast
        names += player.safe
        for pile in player.board.values():
            names += pile.cards
    for supply_pile in gs.supply.values():
        names += supply_pile
    for figure_pile in gs.figure_supply.values():
        names += figure_pile
    for echoes_pile in gs.echoes_supply.values():
        names += echoes_pile
    for unseen_pile in gs.unseen_supply.values():
        names += unseen_pile
    names += gs.standard.values()
    names += gs.standard_extra
    names += gs.specials
    names += gs.decrees
    names += gs.junk
    names += gs.removed
    return names


def _pile_ok(expected: _Expected, color: str, cards: list[str]) -> bool:
    return bool(cards) and expected.by_color.get(color, _NO_NAMES).issuperset(cards)


def _conserved(gs, expected: _Expected) -> bool:
    """The full verdict: True exactly when `problems` would find nothing."""
    names = _gathered(gs)
    if len(names) != len(expected.names) or expected.names != set(names):
        return False
    return all(_pile_ok(expected, color, pile.cards) for p in gs.players for color, pile in p.board.items())


def _sync_keyed(now: dict, copies: dict, left: list, arrived: list) -> list:
    """Bring `copies` (key -> list) up to `now`, noting the names that left and arrived;
    returns the keys whose contents changed or appeared."""
    changed = []
    for key, cards in now.items():
        old = copies.get(key)
        if old != cards:
            if old is not None:
                left += old
            arrived += cards
            copies[key] = cards.copy()
            changed.append(key)
    if len(copies) != len(now):            # places that vanished (an emptied board pile)
        for key in [k for k in copies if k not in now]:
            left += copies.pop(key)
    return changed


def _still_conserved(gs, snap: _Snapshot) -> bool:
    """The incremental verdict against the last passed check; `snap` is brought up to date
    (the caller drops it when the verdict is False). Written out place by place: it runs
    after every move."""
    left: list[str] = []      # names that were in a changed place
    arrived: list[str] = []   # names now in a changed place
    for player, (hand, score, achievements, board) in zip(gs.players, snap.players):
        if player.hand != hand:
            left += hand
            arrived += player.hand
            hand[:] = player.hand
        if player.score != score:
            left += score
            arrived += player.score
            score[:] = player.score
        if player.achievements != achievements:
            left += achievements
            arrived += player.achievements
            achievements[:] = player.achievements
        piles = player.board
        if len(piles) != len(board):
            same = False
        else:
            same = True
            for color, pile in piles.items():
                if pile.cards != board.get(color):
                    same = False
                    break
        if not same:
            now = {color: pile.cards for color, pile in piles.items()}
            for color in _sync_keyed(now, board, left, arrived):
                if not _pile_ok(snap.expected, color, now[color]):
                    return False
    supply = snap.supply
    if len(gs.supply) != len(supply):
        _sync_keyed(gs.supply, supply, left, arrived)
    else:
        for age, cards in gs.supply.items():
            if cards != supply.get(age):
                _sync_keyed(gs.supply, supply, left, arrived)
                break
    if gs.figure_supply != snap.figure_supply:   # empty without Figures: one comparison
        _sync_keyed(gs.figure_supply, snap.figure_supply, left, arrived)
    lists = [(gs.decrees, snap.decrees), (gs.standard_extra, snap.standard_extra), (gs.specials, snap.specials),
             (gs.junk, snap.junk), (gs.removed, snap.removed)]
    if gs.echoes:
        if gs.echoes_supply != snap.echoes_supply:
            _sync_keyed(gs.echoes_supply, snap.echoes_supply, left, arrived)
        lists += [(player.forecast, forecast) for player, forecast in zip(gs.players, snap.forecasts)]
    if gs.unseen:
        if gs.unseen_supply != snap.unseen_supply:
            _sync_keyed(gs.unseen_supply, snap.unseen_supply, left, arrived)
        lists += [(player.safe, secrets) for player, secrets in zip(gs.players, snap.safes)]
    if gs.standard != snap.standard:
        left += snap.standard.values()
        arrived += gs.standard.values()
        snap.standard = dict(gs.standard)
    for now, then in lists:     # each list the snapshot keeps, brought up to date
        if now != then:
            left += then
            arrived += now
            then[:] = now
    return len(left) == len(arrived) and (not left or sorted(left) == sorted(arrived))


def problems(gs) -> list[str]:
    """Every conservation problem of a game state, named one by one (the slow diagnosis)."""
    expected = _expected(gs)
    seen = Counter(_gathered(gs))
    found = [f"{name} is nowhere" for name in sorted(expected.names - set(seen))]
    found += [f"{name} is in {count} places" for name, count in sorted(seen.items()) if count > 1]
    found += [f"{name} is not a card of the set" for name in sorted(set(seen) - expected.names)]
    cards = gs.catalog.cards
    for player in gs.players:
        for color, pile in player.board.items():
            if not pile.cards:
                found.append(f"{player.name}'s {color} pile is empty but listed")
            if any(n in cards and cards[n].color != color for n in pile.cards):
                found.append(f"{player.name}'s {color} pile holds a card of another colour")
            found += [f"{player.name}'s {color} pile holds {n}, which is not a card"
                      for n in pile.cards if n not in cards]
    return found


def check_conservation(game) -> None:
    """Raise AssertionError naming every card missing or in two places (a Game or its state)."""
    gs = getattr(game, "_gs", game)
    snap = gs.conservation
    if isinstance(snap, _Snapshot) and snap.expected.catalog is gs.catalog and snap.rules is gs.rules \
            and len(snap.players) == len(gs.players):
        if _still_conserved(gs, snap):
            return
    else:
        expected = _expected(gs)
        if _conserved(gs, expected):
            gs.conservation = _snapshot(gs, expected)
            return
    gs.conservation = None                 # the next check starts from scratch
    found = problems(gs)
    # the fast verdicts and the diagnosis agree by construction; never pass silently if not
    raise AssertionError("card conservation broken: " + ("; ".join(found) or "(no single card to name)"))
