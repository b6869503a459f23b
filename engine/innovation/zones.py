"""Places a card can be, and the two raw moves between them: `take` and `put`.

A zone is a small tuple: ("hand", seat), ("score", seat), ("board", seat),
("achievements", seat), ("forecast", seat) (Echoes), ("safe", seat) (Unseen), ("supply",), ("standard",), ("junk",), ("removed",). These moves
emit no event and check nothing; `ops` builds the rule-level primitives on top of them.

    >>> hand(1), board(0), SUPPLY
    (('hand', 1), ('board', 0), ('supply',))
"""

from __future__ import annotations

from .state import GameState, Pile

SUPPLY = ("supply",)
STANDARD = ("standard",)          # the available standard achievements
JUNK = ("junk",)
REMOVED = ("removed",)
PLAYER_ZONES = ("hand", "score", "board", "achievements", "forecast", "safe")


def hand(seat: int) -> tuple:
    return ("hand", seat)


def score(seat: int) -> tuple:
    return ("score", seat)


def board(seat: int) -> tuple:
    return ("board", seat)


def achievements(seat: int) -> tuple:
    return ("achievements", seat)


def forecast(seat: int) -> tuple:
    """Echoes: a player's forecast."""
    return ("forecast", seat)


def safe(seat: int) -> tuple:
    """Unseen: a player's safe."""
    return ("safe", seat)


def home_deck(gs: GameState, name: str) -> tuple[dict[int, list[str]], int]:
    """The supply a card goes back to (its home deck: base, Figures, Echoes or Unseen) and its age."""
    card = gs.catalog.cards[name]
    deck = card.deck
    supply = gs.supply if deck == "base" else gs.figure_supply if deck == "figures" \
        else gs.echoes_supply if deck == "echoes" else gs.unseen_supply
    return supply, card.age


def describe(zone: tuple) -> dict:
    """A zone as it appears in events: {"zone": "hand", "player": 1}."""
    return {"zone": zone[0], "player": zone[1]} if len(zone) > 1 else {"zone": zone[0]}


class ZoneError(ValueError):
    """A card asked for in a zone that does not hold it (a bug in an effect)."""


def take(gs: GameState, name: str, zone: tuple) -> None:
    """Remove `name` from `zone`; a board pile left with fewer than two cards may unsplay."""
    kind = zone[0]
    try:
        if kind == "hand":
            gs.players[zone[1]].hand.remove(name)
        elif kind == "score":
            player = gs.players[zone[1]]
            player.score.remove(name)
            player.points = None
        elif kind == "achievements":
            gs.players[zone[1]].achievements.remove(name)
        elif kind == "forecast":
            gs.players[zone[1]].forecast.remove(name)
        elif kind == "safe":
            gs.players[zone[1]].safe.remove(name)
            gs.revealed_secrets.discard(name)       # out of the safe, it is no secret any more
        elif kind == "board":
            player = gs.players[zone[1]]
            color = gs.catalog.cards[name].color
            pile = player.board[color]
            pile.cards.remove(name)
            if not pile.cards:
                del player.board[color]
            elif len(pile.cards) == 1 and gs.rules.splay.unsplay_small_piles:
                pile.splay = "none"
            player.board_changed(pile)
        elif kind == "supply":
            supply, age = home_deck(gs, name)
            supply[age].remove(name)
        elif kind == "standard":
            if name in gs.standard_extra:
                gs.standard_extra.remove(name)
            else:
                age = next(a for a, n in gs.standard.items() if n == name)
                del gs.standard[age]
                refill_standard(gs, age)
        elif kind == "junk":
            gs.junk.remove(name)
        elif kind == "removed":
            gs.removed.remove(name)
        else:
            raise ZoneError(f"unknown zone {zone!r}")
    except (ValueError, KeyError, StopIteration):
        raise ZoneError(f"{name!r} is not in {describe(zone)}") from None


def put(gs: GameState, name: str, zone: tuple, bottom: bool = False) -> None:
    """Add `name` to `zone`: boards on top of its colour pile (or under it with `bottom`),
    the supply under the pile of its age (a figure under its Figures deck), lists at their end."""
    kind = zone[0]
    if kind == "hand":
        gs.players[zone[1]].hand.append(name)
    elif kind == "score":
        player = gs.players[zone[1]]
        player.score.append(name)
        player.points = None
    elif kind == "achievements":
        gs.players[zone[1]].achievements.append(name)
    elif kind == "forecast":
        gs.players[zone[1]].forecast.append(name)
    elif kind == "safe":
        gs.players[zone[1]].safe.append(name)
    elif kind == "board":
        player = gs.players[zone[1]]
        color = gs.catalog.cards[name].color
        pile = player.board.get(color)
        if pile is None:
            player.board[color] = Pile([name])
        elif bottom:
            pile.cards.append(name)
        else:
            pile.cards.insert(0, name)
        player.board_changed(pile)
    elif kind == "supply":         # a card goes back to its own deck: base, Figures, Echoes or Unseen
        supply, age = home_deck(gs, name)
        supply.setdefault(age, []).append(name)
    elif kind == "standard":     # a second one of a value waits among the extras (Figures)
        age = gs.catalog.cards[name].age
        if age in gs.standard:
            gs.standard_extra.append(name)
        else:
            gs.standard[age] = name
            gs.standard = dict(sorted(gs.standard.items()))
    elif kind == "junk":
        gs.junk.append(name)
    elif kind == "removed":
        gs.removed.append(name)
    else:
        raise ZoneError(f"unknown zone {zone!r}")


def holds(gs: GameState, name: str, zone: tuple) -> bool:
    """Whether `zone` holds the card `name` (a direct look, unlike `locate`'s scan)."""
    kind = zone[0]
    if kind in ("hand", "score", "achievements", "forecast", "safe"):
        return name in getattr(gs.players[zone[1]], kind)
    card = gs.catalog.cards.get(name)
    if kind == "board":
        pile = gs.players[zone[1]].board.get(card.color) if card else None
        return pile is not None and name in pile.cards
    if kind == "supply":
        if card is None:
            return False
        supply, age = home_deck(gs, name)
        return name in supply.get(age, ())
    if kind == "standard":
        return name in gs.standard.values() or name in gs.standard_extra
    if kind == "junk":
        return name in gs.junk
    if kind == "removed":
        return name in gs.removed
    return False


def position(gs: GameState) -> tuple:
    """Every card's place, as one comparable value (for telling a repeated position apart)."""
    players = tuple((tuple(p.hand), tuple(p.score), tuple(p.achievements), tuple(p.forecast), tuple(p.safe),
                     tuple((color, tuple(pile.cards), pile.splay) for color, pile in p.board.items()))
                    for p in gs.players)
    return (players, tuple((age, tuple(pile)) for age, pile in gs.supply.items()),
            tuple((age, tuple(pile)) for age, pile in gs.figure_supply.items()),
            tuple((age, tuple(pile)) for age, pile in gs.echoes_supply.items()),
            tuple((age, tuple(pile)) for age, pile in gs.unseen_supply.items()),
            tuple(gs.standard.items()), tuple(gs.standard_extra), tuple(gs.specials), tuple(gs.junk))


def refill_standard(gs: GameState, age: int) -> None:
    """Figures: the value left without an available standard achievement takes the first
    extra of that value (GameState.standard_extra), if any."""
    if gs.standard_extra:
        cards = gs.catalog.cards
        waiting = next((n for n in gs.standard_extra if cards[n].age == age), None)
        if waiting is not None:
            gs.standard_extra.remove(waiting)
            gs.standard[age] = waiting
            gs.standard = dict(sorted(gs.standard.items()))


def locate(gs: GameState, name: str) -> tuple | None:
    """The zone holding a card, or None (a slow scan: for effects and checks, not hot paths)."""
    for p in gs.players:
        if name in p.hand:
            return hand(p.seat)
        if name in p.score:
            return score(p.seat)
        if name in p.achievements:
            return achievements(p.seat)
        if name in p.forecast:
            return forecast(p.seat)
        if name in p.safe:
            return safe(p.seat)
        pile = p.board.get(gs.catalog.cards[name].color) if name in gs.catalog else None
        if pile is not None and name in pile.cards:
            return board(p.seat)
    for _age, supply_pile in gs.supply.items():
        if name in supply_pile:
            return SUPPLY
    for _age, figure_pile in gs.figure_supply.items():
        if name in figure_pile:
            return SUPPLY
    for _age, echoes_pile in gs.echoes_supply.items():
        if name in echoes_pile:
            return SUPPLY
    for _age, unseen_pile in gs.unseen_supply.items():
        if name in unseen_pile:
            return SUPPLY
    if name in gs.standard.values() or name in gs.standard_extra:
        return STANDARD
    if name in gs.junk:
        return JUNK
    if name in gs.removed:
        return REMOVED
    return None
