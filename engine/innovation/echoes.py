"""The Echoes expansion's rules (variant cards.expansions "echoes"; research note echoes.md,
docs/echoes.md): which echo effects a Dogma action or an execution runs, and promotion from
the forecast after a Meld action. The rest of Echoes lives where the engine already decides
its kind of thing, each reached only in games with Echoes (`GameState.echoes`):

- the Echoes draw and its empty-deck fallbacks, the forecast limit, foreshadow and "draw and
  foreshadow": `ops.draw`, `ops.forecast_limit`, `ops.foreshadow`, `ops.draw_and_foreshadow`;
- the Echoes decks at setup, and an Echoes card's return to its own deck: `setup.deal`, `zones`;
- what a board shows (bonuses, hexes, music notes, visible echo effects): `icons`;
- the five special achievements: condition kinds of `achievements`;
- bonuses in the score: `icons.bonus_points` (variant figures.bonuses_score);
- echo effects inside the Dogma action and the executions: `dogma.dogma_action`,
  `effects.context` (self- and super-execute), from the lists built here;
- what card effects see: `effects.echoes_api.EchoesContext`.

    >>> from rulebook.variants import load_variant
    >>> from rulebook.innovation import Game
    >>> g = Game.new(load_variant("ultimate-echoes"), ["A", "B"], 1, state={"players": [
    ...     {"board": {"blue": {"cards": ["Writing", "Perfume"], "splay": "right"}}}]})
    >>> [card.name for card, _ in echo_effects(g._gs, 0, "blue")]
    ['Perfume']
"""

from __future__ import annotations

from collections.abc import Callable, Generator

from ..gameplay import Decision
from . import ops, zones
from .cards import Card
from .icons import visible_echo_cards
from .state import GameState

# an echo effect to run: the card printing it and its echo function (its first effect, called
# with a Context like any effect)
EchoEffect = tuple[Card, Callable[..., object]]


def _echo_of(gs: GameState, name: str) -> EchoEffect:
    """A card's echo effect: its first registered effect (an unregistered card is refused as
    unsupported, as a dogma of it is)."""
    return gs.catalog.cards[name], gs.effects.require(name)[0]


def echo_effects(gs: GameState, seat: int, color: str) -> list[EchoEffect]:
    """The visible echo effects of one pile, bottom card first, the top card's last (echoes.md
    §4.1, §4.2). A Dogma action fixes this list when it starts: what its effects then do to the
    pile adds or removes none."""
    return [_echo_of(gs, name) for name in reversed(visible_echo_cards(gs, seat, color))]


def execution_echo_effects(gs: GameState, seat: int, name: str) -> list[EchoEffect]:
    """The echo effects a self- or super-execution of `name` by `seat` runs first (echoes.md
    §4.3): a top card's, its pile's visible echo effects, bottom first; any other card's (in a
    hand, a score pile, the junk, covered), variant echoes.self_executed_elsewhere: its own echo
    effect only, or the visible echo effects of its owner's pile of its colour, then its own."""
    card = gs.catalog.cards[name]
    where = zones.locate(gs, name)
    owner = where[1] if where is not None and len(where) > 1 else seat
    if where is not None and where[0] == "board":
        pile = gs.players[owner].board.get(card.color)
        if pile is not None and pile.cards[0] == name:
            return echo_effects(gs, owner, card.color)
    found: list[EchoEffect] = []
    if gs.rules.echoes.self_executed_elsewhere == "own-and-pile":
        found = [effect for effect in echo_effects(gs, owner, card.color) if effect[0].name != name]
    if card.echo_index is not None:
        found.append(_echo_of(gs, name))
    return found


def promote(gs: GameState, seat: int, melded: str) -> Generator[Decision, list, str | None]:
    """After a Meld action (echoes.md §6): a forecast card of value at most the melded card's is
    promoted, the player choosing which; it is melded from the forecast (an effect's meld: it
    does not promote again). Variant echoes.promotion: it must be (as both sources play it), or
    may be. Event 'promote' before its 'meld'. Returns the promoted card, or None."""
    cards = gs.catalog.cards
    if melded not in cards:
        return None
    age = cards[melded].age
    candidates = [name for name in gs.players[seat].forecast if cards[name].age <= age]
    if not candidates:
        return None
    optional = gs.rules.echoes.promotion == "optional"
    if len(candidates) == 1 and not optional and not gs.ask_forced:
        picked = candidates
    else:
        picked = yield Decision(seat, "promote", "Choose a card of your forecast to promote: it is melded, then "
                                "you take a free Dogma action on it", candidates, 0 if optional else 1, 1)
    if not picked:
        return None
    name = picked[0]
    gs.emit("promote", seat, card=name)
    ops.meld(gs, seat, name, zones.forecast(seat))
    return name


def is_top(gs: GameState, seat: int, name: str) -> bool:
    """Whether `name` is a top card of `seat`'s board (the promoted card's Dogma action needs it)."""
    pile = gs.players[seat].board.get(gs.catalog.cards[name].color)
    return pile is not None and pile.cards[0] == name
