"""What Echoes cards need of their `Context` (docs/echoes.md, "The Context API"): the forecast,
foreshadowing, "foreseen", bonuses, hexes, music notes and visible echo effects. A mixin of
`Context`, so that card effects keep one toolkit; every method works in any game (without Echoes
a forecast is simply empty and nothing is foreseen).

    >>> from rulebook.variants import load_variant
    >>> from rulebook.innovation import Game
    >>> from rulebook.innovation.effects import Context
    >>> from rulebook.innovation.state import EffectMemory
    >>> g = Game.new(load_variant("ultimate-echoes"), ["A", "B"], 1, state={"players": [
    ...     {"board": {"red": {"cards": ["Plumbing"]}}, "hand": ["Writing"]}]})
    >>> gs = g._gs
    >>> ctx = Context(gs, 0, 0, gs.catalog["Plumbing"], 0, False, EffectMemory())
    >>> ctx.bonuses(), ctx.forecast_limit(), ctx.foreshadow("Writing"), ctx.forecast()
    ([2], 5, True, ['Writing'])
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import ops, zones
from ..icons import visible_bonuses, visible_echo_cards, visible_hexes, visible_music_notes

if TYPE_CHECKING:
    from ..cards import Card
    from ..state import GameState


class EchoesContext:
    """The Echoes part of `Context` (it has no state of its own)."""

    __slots__ = ()
    # provided by Context
    gs: GameState
    player: int
    card: Card
    index: int
    executing: int

    def _seat(self, seat: int | None) -> int:   # Context's own, named here for the type checker
        raise NotImplementedError

    def effect_age(self, age: int) -> int:
        raise NotImplementedError

    # --- facts ---------------------------------------------------------------------------
    @property
    def foreseen(self) -> bool:
        """"If <this card> was foreseen": this execution belongs to the free Dogma action of the
        card just promoted from a forecast (every player executing its effects in that action,
        sharers included); never in a later Dogma action of it, nor when it is self- or
        super-executed (echoes.md §6)."""
        return self.gs.foreseen == self.card.name and self.executing == 0

    def forecast(self, seat: int | None = None) -> list[str]:
        """A player's forecast, oldest first (only its owner sees it: a card effect reading an
        opponent's forecast acts on it blind, as on a hand)."""
        return list(self.gs.players[self._seat(seat)].forecast)

    def forecast_limit(self, seat: int | None = None) -> int:
        """The most cards a player's forecast may hold: 5 less their highest splay."""
        return ops.forecast_limit(self.gs, self._seat(seat))

    def bonuses(self, seat: int | None = None) -> list[int]:
        """The bonus numbers visible on a player's board (a top card's, and those a splay shows)."""
        return visible_bonuses(self.gs, self._seat(seat))

    def bonus_points(self, seat: int | None = None) -> int:
        """What a player's visible bonuses add to their score: the highest, plus 1 per other one."""
        seen = self.bonuses(seat)
        return max(seen) + len(seen) - 1 if seen else 0

    def visible_echo_effects(self, color: str, seat: int | None = None) -> list[str]:
        """The cards of a player's pile whose echo effect is visible, top card first."""
        return visible_echo_cards(self.gs, self._seat(seat), color)

    def hexes(self, color: str, seat: int | None = None) -> int:
        """The hexes (music notes included) visible in a player's pile of `color`."""
        return visible_hexes(self.gs, self._seat(seat), color)

    def music_notes(self, color: str, seat: int | None = None) -> int:
        """The music notes visible in a player's pile of `color`."""
        return visible_music_notes(self.gs, self._seat(seat), color)

    def echoes_deck(self, age: int) -> list[str]:
        """The Echoes supply deck of `age`, top card first (empty without Echoes)."""
        return list(self.gs.echoes_supply.get(age, ()))

    def is_expansion_card(self, name: str) -> bool:
        """"An expansion card": any card not of the base set (an Echoes card, a figure)."""
        return self.gs.catalog.cards[name].deck != "base"

    # --- moves ---------------------------------------------------------------------------
    def foreshadow(self, name: str, src: tuple | None = None, seat: int | None = None) -> bool:
        """Foreshadow a card (into the player's own forecast) from `src` (default: their hand):
        from a hand, a deck ("supply"), a board or another forecast. Not done when the forecast
        is at its limit (the card stays where it was). Returns whether it was foreshadowed."""
        s = self._seat(seat)
        return ops.foreshadow(self.gs, s, name, src or zones.hand(s))

    def draw_and_foreshadow(self, age: int | None = None, seat: int | None = None, *, written: bool = True,
                            deck: str | None = None) -> str | None:
        """"Draw and foreshadow a N" (the draw follows the Echoes draw rule, or `deck="echoes"`).
        With a full forecast, variant echoes.forecast_overflow: the drawn card stays in hand,
        or nothing is drawn. Returns the card foreshadowed, else None."""
        if age is not None and written:
            age = self.effect_age(age)
        return ops.draw_and_foreshadow(self.gs, self._seat(seat), age, deck)
