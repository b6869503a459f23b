"""The Unseen expansion's rules (variant cards.expansions "unseen"; research note unseen.md,
docs/unseen.md): the safe and its limit, safeguard (from any zone, a deck's top, the available
achievements), "draw and safeguard", secrets as targets of the Achieve action, the per-player
Unseen draw flag, and a secret's back. The rest of Unseen lives where the engine already decides
its kind of thing, each reached only in games with Unseen (`GameState.unseen`):

- the Unseen draw and its empty-deck fallback: `draws.draw`, `draws.unseen_draw_source`;
- the safe as a zone, a secret's return under its own deck: `zones`;
- transfers into a full safe (variant unseen.full_safe_transfer): `ops.transfer`;
- the Unseen decks at setup: `setup.deal`; the five special achievements: `achievements`;
- the Achieve action on a secret: `legal` (the moves), `flow.action`;
- what card effects see: `effects.unseen_api.UnseenContext`.

    >>> from rulebook.variants import load_variant
    >>> from rulebook.innovation import Game
    >>> g = Game.new(load_variant("ultimate-unseen"), ["A", "B"], 1, state={"players": [
    ...     {"hand": ["Writing"], "board": {"blue": {"cards": ["Tools", "Pottery"], "splay": "right"}}}]})
    >>> gs = g._gs
    >>> safe_limit(gs, 0), safeguard(gs, 0, "Writing", zones.hand(0)), backs(gs, 0)
    (3, True, [{'card': None, 'age': 1, 'set': 'base', 'revealed': False}])
"""

from __future__ import annotations

from . import ops, zones
from .achievements import eligible, standard_of_value
from .state import GameState


def safe_limit(gs: GameState, seat: int) -> int:
    """The most secrets a player's safe may take in (variant limits.safe_and_forecast): 5 less
    the highest splay on their board, the forecast's limit (unseen.md §3). It is checked only
    when a card would enter: secrets already there stay when a splay lowers it."""
    return ops.forecast_limit(gs, seat)


def safe_full(gs: GameState, seat: int) -> bool:
    return len(gs.players[seat].safe) >= safe_limit(gs, seat)


def note_deck_taken(gs: GameState, seat: int) -> None:
    """A card left a deck for `seat` without a draw (safeguarding or revealing a deck's top):
    with variant unseen.draw_used_by "any-card-from-a-deck" it uses up their Unseen draw."""
    if gs.unseen and gs.rules.unseen.draw_used_by == "any-card-from-a-deck":
        gs.players[seat].unseen_draw_used = True


def safeguard(gs: GameState, seat: int, name: str, src: tuple) -> bool:
    """Move a card face down into the player's own safe, from any zone: a hand, a board, a
    score pile, the junk, a deck ("supply": its top card is meant), the available standard
    achievements (unseen.md §4). With the safe at its limit nothing happens and the card stays
    where it was. Returns whether it was safeguarded. Event 'safeguard' (the card named for the
    referee; `hidden`: no player may know it from now on)."""
    if safe_full(gs, seat):
        return False
    if not ops.karma_allows(gs, "safeguard", seat, card=name, source=src):
        return False
    zones.take(gs, name, src)
    zones.put(gs, name, zones.safe(seat))
    if src == zones.SUPPLY:
        note_deck_taken(gs, seat)
    card = gs.catalog.cards[name]
    gs.emit("safeguard", seat, card=name, age=card.age, set=card.deck, hidden=True, **{"from": zones.describe(src)})
    ops.changed(gs)
    return True


def draw_and_safeguard(gs: GameState, seat: int, age: int | None = None, deck: str | None = None) -> str | None:
    """"Draw and safeguard a N": a draw by the usual rules (the Unseen and Echoes draws
    included), then safeguard. With a full safe (variant unseen.safeguard_overflow) the card is
    drawn and stays in hand, or nothing is drawn. Returns the card safeguarded, else None."""
    if safe_full(gs, seat) and gs.rules.unseen.safeguard_overflow == "stays-in-deck":
        return None
    name = ops.draw(gs, seat, age, deck)
    if name is None:    # a draw that gives a card puts it in the hand (draws._take_top)
        return None
    return name if safeguard(gs, seat, name, zones.hand(seat)) else None


def safeguard_achievement(gs: GameState, seat: int, age: int) -> str | None:
    """Safeguard an available standard achievement of value `age` (a special achievement has no
    value): the first one of that value. None when there is none or the safe is full."""
    found = standard_of_value(gs, age)
    if not found or safe_full(gs, seat):
        return None
    first = found[0]
    return first if safeguard(gs, seat, first, zones.STANDARD) else None


def achievable_secrets(gs: GameState, seat: int) -> list[int]:
    """The positions (1 = oldest) of the player's secrets the Achieve action may take now: each
    under the standard test for its value (the price, with repeats, and a top card at least that
    high), whether or not a standard achievement of that value is left (unseen.md §5)."""
    if not gs.unseen or not gs.rules.unseen.achieve_secrets:
        return []
    cards = gs.catalog.cards
    return [i for i, name in enumerate(gs.players[seat].safe, 1) if eligible(gs, seat, cards[name].age)]


def achieve_secret(gs: GameState, seat: int, position: int) -> str:
    """The Achieve action on the player's secret at `position`: it joins their achievements, a
    standard achievement from then on. Event 'achieve' with `secret`: the position it had."""
    name = gs.players[seat].safe[position - 1]
    ops.achieve_card(gs, seat, name, zones.safe(seat), secret=position)
    return name


def reveal_secret(gs: GameState, seat: int, owner: int, position: int) -> str:
    """Reveal the secret at `position` of `owner`'s safe to everyone; it stays in the safe, known
    to all until it leaves it. Event 'reveal' with the zone it lies in."""
    name = gs.players[owner].safe[position - 1]
    gs.revealed_secrets.add(name)
    gs.emit("reveal", seat, card=name, **{"from": zones.describe(zones.safe(owner))})
    if gs.rules.dogma.reveal_counts_as_change:
        gs.changes += 1
    return name


def reset_draws(gs: GameState) -> None:
    """The end of a turn: every player's Unseen draw is theirs again."""
    for player in gs.players:
        player.unseen_draw_used = False


def back(gs: GameState, name: str) -> dict:
    """A secret as every player sees it: its set and value; its title only once revealed."""
    card = gs.catalog.cards[name]
    revealed = name in gs.revealed_secrets
    return {"card": name if revealed else None, "age": card.age, "set": card.deck, "revealed": revealed}


def backs(gs: GameState, seat: int) -> list[dict]:
    """A player's safe as every player (its owner too) sees it, oldest first."""
    return [back(gs, name) for name in gs.players[seat].safe]


def referee_safe(gs: GameState, seat: int) -> list[dict]:
    """A player's safe as the referee's state lists it: each secret named, oldest first."""
    cards = gs.catalog.cards
    return [{"card": name, "age": cards[name].age, "set": cards[name].deck, "revealed": name in gs.revealed_secrets}
            for name in gs.players[seat].safe]
