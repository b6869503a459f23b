"""What Unseen cards need of their `Context` (docs/unseen.md, "The Context API for Unseen
cards"): the safe and its secrets, safeguarding, the Unseen decks, and the card mechanics the
expansion brings to the engine: coin flips, one player making another's decisions, every "may"
made a "must", and executing a secret. A mixin of `Context`; every method works in any game
(without Unseen a safe is simply empty).

A secret is never offered to a decision by its title, which nobody may know (its owner
included): `secrets` and `choose_secret` offer positions and backs, "secret 2 (unseen 4)".

    >>> from rulebook.variants import load_variant
    >>> from rulebook.innovation import Game
    >>> from rulebook.innovation.effects import Context
    >>> from rulebook.innovation.state import EffectMemory
    >>> g = Game.new(load_variant("ultimate-unseen"), ["A", "B"], 1, state={"players": [
    ...     {"board": {"red": {"cards": ["Archery"]}}, "hand": ["Writing"]}]})
    >>> gs = g._gs
    >>> ctx = Context(gs, 0, 0, gs.catalog["Archery"], 0, False, EffectMemory())
    >>> ctx.safeguard("Writing"), ctx.secrets(), ctx.safe_limit()
    (True, ['secret 1 (base 1)'], 5)
"""

from __future__ import annotations

import builtins
from collections.abc import Callable, Generator, Iterable
from typing import TYPE_CHECKING, Any

from .. import unseen, zones

if TYPE_CHECKING:
    from ..cards import Card
    from ..state import GameState

HEADS, TAILS = "heads", "tails"
COIN_SIDES = (HEADS, TAILS)
YES = "yes"     # the yes / no form of sets/helpers.confirm, which may-is-must answers "yes"


class UnseenContext:
    """The Unseen part of `Context` (it has no state of its own)."""

    __slots__ = ()
    # provided by Context
    gs: GameState
    player: int
    card: Card
    executing: int

    def _seat(self, seat: int | None) -> int:   # Context's own, named here for the type checker
        raise NotImplementedError

    def effect_age(self, age: int) -> int:
        raise NotImplementedError

    # Context's own decisions and executions, named for the type checker
    choose: Callable[..., Generator[dict, list, list]]
    self_execute: Callable[[str], Generator[dict, list, None]]
    super_execute: Callable[[str], Generator[dict, list, None]]

    # --- the safe --------------------------------------------------------------------------
    def safe(self, seat: int | None = None) -> list[str]:
        """A player's secrets by title, oldest first (a copy). For the effect's own logic only
        ("if it is a 4", "score a secret of each value"): never put a title in a decision's
        options or prompt, nobody may know it; offer `secrets()` instead."""
        return list(self.gs.players[self._seat(seat)].safe)

    def secrets(self, seat: int | None = None) -> list[str]:
        """A player's secrets as everybody sees them, oldest first: "secret K (set N)", the
        position K from 1, the back's set and value; a revealed secret adds its title. The
        options of a decision among secrets."""
        return [self._label(position, back) for position, back in enumerate(unseen.backs(self.gs, self._seat(seat)), 1)]

    @staticmethod
    def _label(position: int, back: dict) -> str:
        # the back names its card only while it is revealed (unseen.back decides, in one place)
        parts = (f"secret {position} ({back['set']} {back['age']})", back["card"])
        return ": ".join(part for part in parts if part)

    def secret_at(self, label: str, seat: int | None = None) -> str:
        """The title behind an option of `secrets()`: the secret at the position the option names
        ("secret K ..."), which is what the player chose (the effect acts on it; nobody is told)."""
        position = int(label.split()[1])
        return self.gs.players[self._seat(seat)].safe[position - 1]

    def choose_secret(self, seat: int | None = None, *, values: Iterable[int] | None = None, min: int = 1,
                      max: int = 1, player: int | None = None, kind: str = "secret",
                      prompt: str) -> Generator[dict, list, list[str]]:
        """A decision among `seat`'s secrets (only those of `values`), by position and back, that
        `player` (default: you) makes, `prompt` naming no secret. Returns the titles chosen."""
        s = self._seat(seat)
        cards = self.gs.catalog.cards
        wanted = None if values is None else set(values)
        labels = [label for label, name in zip(self.secrets(s), self.gs.players[s].safe)
                  if wanted is None or cards[name].age in wanted]
        picked = yield from self.choose(labels, kind=kind, prompt=prompt, min=min, max=max,
                                        player=player)
        return [self.secret_at(label, s) for label in picked]

    def safe_limit(self, seat: int | None = None) -> int:
        """The most secrets a player's safe may take in: 5 less their highest splay."""
        return unseen.safe_limit(self.gs, self._seat(seat))

    def safe_room(self, seat: int | None = None) -> int:
        """How many more secrets a player's safe takes now (0 when full or over)."""
        s = self._seat(seat)
        return builtins.max(0, self.safe_limit(s) - len(self.gs.players[s].safe))

    def unseen_deck(self, age: int) -> list[str]:
        """The Unseen supply deck of `age`, top card first (empty without Unseen)."""
        return list(self.gs.unseen_supply.get(age, ()))

    # --- moves -----------------------------------------------------------------------------
    def safeguard(self, name: str, src: tuple | None = None, seat: int | None = None) -> bool:
        """Safeguard a card (into the player's own safe) from `src` (default: their hand): a
        board, a score pile, the junk (`ctx.zone("junk")`), the available achievements
        (`ctx.zone("standard")`), a deck (`ctx.zone("supply")`, the card being its top card).
        Nothing happens with a full safe. Returns whether it was safeguarded."""
        s = self._seat(seat)
        return unseen.safeguard(self.gs, s, name, src or zones.hand(s))

    def draw_and_safeguard(self, age: int | None = None, seat: int | None = None, *, written: bool = True,
                           deck: str | None = None) -> str | None:
        """"Draw and safeguard a N" (the Unseen and Echoes draw rules apply). With a full safe,
        variant unseen.safeguard_overflow: the drawn card stays in hand, or nothing is drawn.
        Returns the card safeguarded, else None."""
        if age is not None and written:
            age = self.effect_age(age)
        return unseen.draw_and_safeguard(self.gs, self._seat(seat), age, deck)

    def safeguard_achievement(self, age: int | None = None, seat: int | None = None, *,
                              ages: Iterable[int] | None = None) -> Generator[dict, list, str | None]:
        """"Safeguard an available achievement (of value N)": with `age`, the one of that value;
        with `ages` (or neither: any value), a decision by value among those available. Returns
        the card safeguarded, or None (none available, or a full safe). Use `yield from`."""
        s = self._seat(seat)
        if age is None:
            available = sorted(self.gs.standard) if ages is None else [a for a in sorted(set(ages)) if a in self.gs.standard]
            if not available or unseen.safe_full(self.gs, s):
                return None
            picked = yield from self.choose(available, kind="safeguard_achievement", player=s,
                                            prompt="Choose the value of the achievement to safeguard")
            if not picked:
                return None
            age = picked[0]
        return unseen.safeguard_achievement(self.gs, s, age)

    def reveal_secret(self, name: str, seat: int | None = None) -> None:
        """Reveal a secret of `seat`'s safe (default: yours) to everyone: known to all while it
        stays in the safe. Event 'reveal'."""
        owner = self._seat(seat)
        unseen.reveal_secret(self.gs, self.player, owner, self.gs.players[owner].safe.index(name) + 1)

    def execute_secret(self, name: str, seat: int | None = None, *, super_: bool = False) -> Generator[dict, list, None]:
        """Self- (or with `super_`, super-) execute a secret of `seat`'s safe: it is revealed
        first and stays where it is (unseen.md §5). Use `yield from`."""
        self.reveal_secret(name, seat)
        yield from (self.super_execute(name) if super_ else self.self_execute(name))

    def carry_out_effect(self, name: str, index: int) -> Generator[dict, list, None]:
        """Carry out one dogma effect of `name` (its `index`-th, from 0), by you alone, as a
        self-execution limited to that effect (Teleprompter: "the first of its non-demand
        effects"): the card stays where it is (a deck's top card included), nobody shares, you
        are also the launcher, the effect has memory of its own. It is not a self-execution, so
        the chain rule does not apply to it, but an execution started inside it counts as nested.
        Event 'execute'. Use `yield from`."""
        from ..state import EffectMemory
        from .executing import run_effect

        gs = self.gs
        card = gs.catalog.cards[name]
        function = gs.effects.require(name)[index]
        gs.emit("execute", self.player, card=name)
        inner = type(self)(gs, self.player, self.player, card, index, False,     # type: ignore[call-arg]
                           EffectMemory(), executing=self.executing + 1)
        yield from run_effect(function, inner)  # type: ignore[arg-type]

    def note_deck_taken(self, seat: int | None = None) -> None:
        """Say that a card left a deck for a player without a draw (revealing a deck's top card,
        Fermi Paradox, Scouting): under unseen.draw_used_by "any-card-from-a-deck" it uses up
        their Unseen draw. (`safeguard` from a deck says so itself.)"""
        unseen.note_deck_taken(self.gs, self._seat(seat))

    # --- new mechanics: coin flips, delegated decisions, "may" made "must" -------------------
    def flip_coin(self, seat: int | None = None) -> str:
        """Flip a coin: "heads" or "tails". The next result fixed by the position (the state's
        `coin_flips`, used in order) if any, else the game's seeded generator. Event
        'coin_flip' with the result."""
        gs = self.gs
        result = gs.coin_flips.pop(0) if gs.coin_flips else gs.rng.choice(COIN_SIDES)
        gs.emit("coin_flip", self._seat(seat), result=result)
        return result

    def decided_by(self, decider: int, body: Generator[dict, list, Any], seat: int | None = None
                   ) -> Generator[dict, list, Any]:
        """Run `body` (an effect generator, e.g. `ctx.self_execute(name)`) with every decision of
        `seat` (default: you) made by `decider` (Hitchhiking). Use `yield from`."""
        return (yield from self._while(self.gs.decision_makers, self._seat(seat), decider, body))

    def may_as_must(self, body: Generator[dict, list, Any], seat: int | None = None) -> Generator[dict, list, Any]:
        """Run `body` with every "may" of `seat` (default: you) made a "must" (Blackmail): an
        optional choice must take at least one option, a yes / no is answered yes. Use `yield from`."""
        gs = self.gs
        s = self._seat(seat)
        already = s in gs.may_is_must
        gs.may_is_must.add(s)
        try:
            return (yield from body)
        finally:
            if not already:
                gs.may_is_must.discard(s)

    @staticmethod
    def _while(table: dict[int, int], seat: int, value: int, body: Generator[dict, list, Any]
               ) -> Generator[dict, list, Any]:
        before = table.get(seat)
        table[seat] = value
        try:
            return (yield from body)
        finally:
            if before is None:
                table.pop(seat, None)
            else:
                table[seat] = before

    def _decision_shape(self, seat: int, options: list, low: int) -> tuple[int, int]:
        """Context.choose asks this in games with Unseen: who decides for `seat`, and the least
        number of options to take (a "may" made a "must" takes one)."""
        gs = self.gs
        if seat in gs.may_is_must and options:
            low = builtins.max(low, 1)
        return gs.decision_makers.get(seat, seat), low

