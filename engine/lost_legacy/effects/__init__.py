"""The registry of card rules: what a card does, written once per card name.

A card's behaviour is a `CardRules`: its play effect and the passive hooks the flow calls at
fixed moments. Effects and hooks are functions whose first argument is a `Context` (the
effects' facade, effects/context.py: the only object they receive); a function that needs a
decision is a generator (typed `Steps`) that `yield from`s the context's primitives.

A `Registry` maps card names to rules and may extend a parent registry: a set (or a test)
adds its cards, or overrides a parent's card by registering the same name again, and
everything else is looked up in the parent. The bundled sets are in `rulebook.lost_legacy.sets`;
adding a card is adding one `CardRules` to a registry, never a change to the flow.

    >>> base = Registry()
    >>> @base.card("Lantern")
    ... def lantern(ctx, me):
    ...     ctx.emit("note", player=me)
    >>> house = Registry(parent=base)
    >>> _ = house.passive("Lantern", reading="A house rule: the Lantern does nothing.")
    >>> base.get("Lantern").play is lantern, house.get("Lantern").play
    (True, None)
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

from .context import Context, Steps

Hook = Callable[..., Iterator | None]


@dataclass(frozen=True)
class CardRules:
    """The behaviour of one card.

    - `play(ctx, me)`: its effect when played (None: playing it does nothing).
    - `playable`: False for a card that cannot be played on its owner's turn.
    - `lost_legacy`: finding this card wins the investigation (and Shadow Thief's look).
    - `cancels`: passive cards whose hand-look trigger this card's look does not set off.
    - `on_looked_at(ctx, holder, looker, source)`: while in a hand, another player's card
      effect (`source`) looked at that hand.
    - `on_discarded(ctx, owner)`: it has just entered the discard pile of a player in the game.
    - `on_eliminated_in_hand(ctx, seat, slot)`: its holder was eliminated; the hook puts the
      card somewhere (instead of the elimination rule of the variant).
    - `on_owner_eliminated(ctx, owner)`: it lies face up in the discard pile of a player who
      is eliminated; the flow flips it afterwards, and a flipped card never triggers again.
    - `reading`: how the engine reads a statement the card data leaves open (shown with the
      card's disputes).
    """

    name: str
    play: Hook | None = None
    playable: bool = True
    lost_legacy: bool = False
    cancels: frozenset[str] = frozenset()
    on_looked_at: Hook | None = None
    on_discarded: Hook | None = None
    on_eliminated_in_hand: Hook | None = None
    on_owner_eliminated: Hook | None = None
    reading: str | None = None


@dataclass
class Registry:
    """Card rules by card name; a registry may extend another (sets and tests add their own
    cards, and a card registered here hides the parent's card of that name)."""

    parent: Registry | None = None
    rules: dict[str, CardRules] = field(default_factory=dict)

    def add(self, rules: CardRules) -> CardRules:
        if rules.name in self.rules:
            raise ValueError(f"card rules for {rules.name!r} are registered twice")
        self.rules[rules.name] = rules
        return rules

    def card(self, name: str, **options) -> Callable[[Hook], Hook]:
        """Decorator: register `fn` as the play effect of `name` (other fields as keywords)."""

        def register(fn: Hook) -> Hook:
            self.add(CardRules(name, play=fn, **options))
            return fn

        return register

    def passive(self, name: str, **options) -> CardRules:
        """Register a card whose play does nothing (hooks as keywords)."""
        return self.add(CardRules(name, **options))

    def get(self, name: str) -> CardRules | None:
        found = self.rules.get(name)
        if found is None and self.parent is not None:
            return self.parent.get(name)
        return found

    def names(self) -> list[str]:
        inherited = self.parent.names() if self.parent is not None else []
        return inherited + [n for n in self.rules if n not in inherited]


__all__ = ["CardRules", "Context", "Hook", "Registry", "Steps"]
