"""What a card effect sees: `Context`, the toolkit effects are written with.

`ctx.player` is "you" (the launcher, a sharing player, or the affected player of a demand);
`ctx.launcher` is the player who took the dogma action ("I / me" in a demand). Every choice
is a decision the effect yields: `picked = yield from ctx.choose(options, min=0, max=1)`.
Choices follow the golden rule "do as much as you can": `min` and `max` shrink to the
options there are, and a choice with a single possible answer is made without asking.

    >>> def archery_demand(ctx):       # "I demand you draw a 1, then transfer the highest
    ...     ctx.draw(1)                #  card in your hand to my hand"
    ...     highest = ctx.highest(ctx.hand())
    ...     picked = yield from ctx.choose(highest, kind="transfer", prompt="Highest card to give")
    ...     for name in picked:
    ...         ctx.transfer(name, ctx.zone("hand"), ctx.zone("hand", ctx.launcher))

Fourth-edition keywords, each one method: `junk` (a card), `junk_deck` ("junk all cards in
the N deck"), `available_achievements` / `achievement_value`, `junk_achievement` ("junk an
available achievement of value X or Y", a decision by value), `junk_special` /
`restore_special` (a special achievement to and from the junk), `claim_special` ("claim X"),
`self_execute` / `super_execute` (with the chain rule of variant dogma.chain_achievement),
`rearrange` (a pile in a new order), `lose` (elimination with variant victory.elimination).
Helpers for common decisions (optional splay, yes / no, order of cards going to one pile)
are in engine/innovation/sets/helpers.py.

What a card's effects tell each other is named, never a string key: `ctx.memory` is shared
by the card's effects in one dogma action (or one execution of the card), `ctx.action_memory`
by every execution of the card during the action; both are `EffectMemory` records
(engine/innovation/state.py), e.g. `ctx.memory.demand_transferred` ("if any card was
transferred due to the demand"). Executing another card (self- and super-execute) is in
effects/executing.py, below the dogma action (engine/innovation/dogma.py); Echoes' methods
(forecast, foreshadow, bonuses, visible echo effects) come from effects/echoes_api.py, Unseen's
(the safe, safeguard, secrets, coin flips, delegated decisions) from effects/unseen_api.py.
"""

from __future__ import annotations

import builtins
from collections.abc import Generator, Iterable
from typing import Any

from ...gameplay import Decision
from ...variants.innovation import InnovationVariant
from .. import ops, zones
from ..achievements import standard_of_value
from ..cards import Card
from ..errors import DogmaEnded
from ..icons import board_icons, pile_icons
from ..state import EffectMemory, GameState
from .echoes_api import EchoesContext
from .executing import run_effect, self_execute, super_execute
from .unseen_api import YES, UnseenContext

__all__ = ["Context", "run_effect"]     # run_effect: the dogma action runs each effect with it


class Context(EchoesContext, UnseenContext):
    # one per player's execution of an effect: slots make it cheaper to build and to read
    __slots__ = ("_positions", "age_offset", "card", "demand", "executing", "gs", "index", "launcher", "memory",
                 "player")

    def __init__(self, gs: GameState, player: int, launcher: int, card: Card, index: int,
                 demand: bool, memory: EffectMemory, executing: int = 0):
        self.gs = gs
        self.player = player
        self.launcher = launcher
        self.card = card
        self.index = index          # which effect of the card, from 0
        self.demand = demand
        self.memory = memory        # shared by every effect of one dogma action (or one execution)
        # how many self- / super-executions `player` is inside (0 in the dogma action itself);
        # the chain rule reads it
        self.executing = executing
        # Figures: added to every age value the effect names in this execution (Archimedes'
        # karma raises it by 1 before the execution): see `effect_age`
        self.age_offset = 0
        self._positions: set | None = None     # positions a repeating effect has been in (`repeats`)

    # --- facts --------------------------------------------------------------------------
    @property
    def rules(self) -> InnovationVariant:
        """The variant's rules (`ctx.rules.ages.max` is the variant's ages.max)."""
        return self.gs.rules

    @property
    def rng(self):
        return self.gs.rng

    @property
    def action_memory(self) -> EffectMemory:
        """What this card's effects remember "during this action": shared by every execution
        of the card in the action (a self-executed copy included); empty with each action."""
        memories = self.gs.action_memory
        memory = memories.get(self.card.name)
        if memory is None:
            memory = memories[self.card.name] = EffectMemory()
        return memory

    def _seat(self, seat: int | None) -> int:
        return self.player if seat is None else seat

    def zone(self, kind: str, seat: int | None = None) -> tuple:
        """("hand", you) etc.; shared zones ('supply', 'junk', ...) take no seat."""
        if kind in zones.PLAYER_ZONES:
            return (kind, self._seat(seat))
        return (kind,)

    def info(self, name: str) -> Card:
        return self.gs.catalog.cards[name]

    def value(self, name: str | None) -> int:
        """A card's value; something missing has the variant's missing value (0)."""
        return self.rules.dogma.missing_value if name is None else self.gs.catalog.cards[name].age

    def hand(self, seat: int | None = None) -> list[str]:
        """A player's hand; with figures, also the cards a zone-extension karma counts as
        being in it (Emperor Meiji: the opponents' hands), after the player's own."""
        s = self._seat(seat)
        cards = list(self.gs.players[s].hand)
        if self.gs.zone_extension is not None:
            cards += self._extended(s, "hand")
        return cards

    def score_pile(self, seat: int | None = None) -> list[str]:
        """A player's score pile; with figures, also the cards a zone-extension karma counts as
        being in it (Michaelangelo: the hand; Wernher Von Braun: the junk's cards)."""
        s = self._seat(seat)
        cards = list(self.gs.players[s].score)
        if self.gs.zone_extension is not None:
            cards += self._extended(s, "score")
        return cards

    # --- Figures: zone extensions and age offsets -----------------------------------------
    def _zone_cards(self, zone: tuple) -> list[str]:
        """The cards of a hand, score pile or the junk (special achievements left out)."""
        if zone[0] == "hand":
            return self.gs.players[zone[1]].hand
        if zone[0] == "score":
            return self.gs.players[zone[1]].score
        if zone[0] == "junk":
            cards = self.gs.catalog.cards
            return [name for name in self.gs.junk if name in cards]
        raise ValueError(f"a zone extension cannot extend with {zone!r}")

    def _extended(self, seat: int, kind: str) -> list[str]:
        """Cards of other zones that count as being in `seat`'s `kind` zone ("hand", "score")."""
        hook = self.gs.zone_extension
        if hook is None:
            return []
        own = self.gs.players[seat].hand if kind == "hand" else self.gs.players[seat].score
        found: list[str] = []
        for zone in hook(self.gs, seat, kind):
            found += [name for name in self._zone_cards(zone) if name not in own and name not in found]
        return found

    def _from(self, name: str, src: tuple) -> tuple:
        """Where a card to move from `src` really lies: `src`, or, when a zone-extension karma
        counts it as being in that hand or score pile, the zone it comes from (a card of an
        opponent's hand melded from "your hand")."""
        hook = self.gs.zone_extension
        if hook is None or src[0] not in ("hand", "score"):
            return src
        seat = src[1]
        if name in self._zone_cards(src):
            return src
        for zone in hook(self.gs, seat, src[0]):
            if name in self._zone_cards(zone):
                return zone
        return src

    def effect_age(self, age: int) -> int:
        """An age value the effect names ("draw a 3", "the 5 deck"), as this execution reads it:
        raised by `age_offset` (Figures: Archimedes, for one execution) and by the game's
        `action_age_offset` (Johannes Kepler, for a whole Dogma action). The draw, junk-deck
        and junk-achievement methods apply it to the written ages they are given; an effect
        comparing with a written value itself calls it."""
        return age + self.age_offset + self.gs.action_age_offset

    def achievements(self, seat: int | None = None) -> list[str]:
        return list(self.gs.players[self._seat(seat)].achievements)

    def points(self, seat: int | None = None) -> int:
        return self.gs.score_total(self._seat(seat))

    def pile(self, color: str, seat: int | None = None) -> list[str]:
        pile = self.gs.players[self._seat(seat)].board.get(color)
        return list(pile.cards) if pile else []

    def splay_of(self, color: str, seat: int | None = None) -> str:
        pile = self.gs.players[self._seat(seat)].board.get(color)
        return pile.splay if pile else "none"

    def top_card(self, color: str, seat: int | None = None) -> str | None:
        pile = self.gs.players[self._seat(seat)].board.get(color)
        return pile.cards[0] if pile else None

    def top_cards(self, seat: int | None = None) -> list[str]:
        return self.gs.players[self._seat(seat)].top_cards()

    def icons(self, seat: int | None = None) -> dict[str, int]:
        return dict(board_icons(self.gs, self._seat(seat)))

    def pile_icons(self, color: str, seat: int | None = None) -> dict[str, int]:
        return pile_icons(self.gs, self._seat(seat), color)

    def draw_age(self, seat: int | None = None) -> int:
        return ops.draw_age(self.gs, self._seat(seat))

    def highest(self, names: Iterable[str]) -> list[str]:
        """Every card tied for the highest value (empty for no cards)."""
        names = list(names)
        top = builtins.max((self.value(n) for n in names), default=None)
        return [n for n in names if self.value(n) == top]

    def lowest(self, names: Iterable[str]) -> list[str]:
        names = list(names)
        low = builtins.min((self.value(n) for n in names), default=None)
        return [n for n in names if self.value(n) == low]

    def opponents(self, seat: int | None = None) -> list[int]:
        """Other players not eliminated and not a partner, clockwise from the seat's left."""
        me = self._seat(seat)
        return [s for s in self.gs.clockwise(me, include_start=False) if not self.gs.partners(me, s)]

    def others(self, seat: int | None = None) -> list[int]:
        """Every other player not eliminated (partners included), clockwise from the left."""
        return self.gs.clockwise(self._seat(seat), include_start=False)

    def available_standard(self) -> dict[int, str]:
        """Available standard achievements by value (one a value: with Figures, a value may have
        more, `available_of_value`)."""
        return dict(self.gs.standard)

    def available_of_value(self, age: int) -> list[str]:
        """Every available standard achievement of value `age`: with Figures a value may have
        several (the extras a karma made available, GameState.standard_extra)."""
        return standard_of_value(self.gs, age)

    def available_specials(self) -> list[str]:
        """Available special achievements, in the variant's order."""
        return list(self.gs.specials)

    def available_achievements(self) -> list[str]:
        """Every achievement nobody owns: the standard ones by value (lowest first), then the
        special ones (which have no value: see `achievement_value`)."""
        return ops.available_achievements(self.gs)

    def achievement_value(self, name: str) -> int | None:
        """An achievement's value: a card's age; None for a special achievement."""
        card = self.gs.catalog.cards.get(name)
        return None if card is None else card.age

    def junk_pile(self) -> list[str]:
        """The cards (and special achievements) in the junk, oldest first."""
        return list(self.gs.junk)

    # --- moves ---------------------------------------------------------------------------
    def draw(self, age: int | None = None, seat: int | None = None, *, written: bool = True,
             deck: str | None = None) -> str | None:
        """Draw a card of `age` (default: the player's draw age). `written`: the age is a value
        printed in the effect ("draw a 3"), which Figures karma may raise (`effect_age`); an
        age the effect computes ("one higher than ...") passes written=False. `deck="echoes"`:
        a draw naming the Echoes deck ("draw an Echoes 1")."""
        if age is not None and written:
            age = self.effect_age(age)
        return ops.draw(self.gs, self._seat(seat), age, deck)

    def draw_and_meld(self, age: int | None = None, seat: int | None = None, *, written: bool = True) -> str | None:
        name = self.draw(age, seat, written=written)
        if name is not None:
            self.meld(name, seat=seat)
        return name

    def draw_and_score(self, age: int | None = None, seat: int | None = None, *, written: bool = True) -> str | None:
        name = self.draw(age, seat, written=written)
        if name is not None:
            self.score(name, seat=seat)
        return name

    def draw_and_tuck(self, age: int | None = None, seat: int | None = None, *, written: bool = True) -> str | None:
        name = self.draw(age, seat, written=written)
        if name is not None:
            self.tuck(name, seat=seat)
        return name

    def draw_and_reveal(self, age: int | None = None, seat: int | None = None, *, written: bool = True) -> str | None:
        name = self.draw(age, seat, written=written)
        if name is not None:
            self.reveal(name, seat=seat)
        return name

    def meld(self, name: str, src: tuple | None = None, seat: int | None = None) -> None:
        s = self._seat(seat)
        ops.meld(self.gs, s, name, self._from(name, src or zones.hand(s)))

    def tuck(self, name: str, src: tuple | None = None, seat: int | None = None) -> None:
        s = self._seat(seat)
        ops.tuck(self.gs, s, name, self._from(name, src or zones.hand(s)))

    def score(self, name: str, src: tuple | None = None, seat: int | None = None) -> None:
        s = self._seat(seat)
        ops.score(self.gs, s, name, self._from(name, src or zones.hand(s)))

    def return_card(self, name: str, src: tuple | None = None, seat: int | None = None) -> None:
        s = self._seat(seat)
        ops.return_card(self.gs, s, name, self._from(name, src or zones.hand(s)))

    def transfer(self, name: str, src: tuple, dst: tuple) -> None:
        ops.transfer(self.gs, self.player, name, self._from(name, src), dst)

    def exchange(self, group_a: list[str], zone_a: tuple, group_b: list[str], zone_b: tuple) -> None:
        if self.gs.zone_extension is not None:
            group_a, group_b = list(group_a), [name for name in group_b if name not in group_a]
            strays = [(name, self._from(name, zone_a), zone_b) for name in group_a] + \
                     [(name, self._from(name, zone_b), zone_a) for name in group_b]
            strays = [move for move in strays if move[1] not in (zone_a, zone_b)]
            if strays:      # cards a zone extension counts in a group: they move from where they lie
                with ops.batch(self.gs):
                    moved = {name for name, _, _ in strays}
                    ops.exchange(self.gs, self.player, [n for n in group_a if n not in moved], zone_a,
                                 [n for n in group_b if n not in moved], zone_b)
                    for name, src, dst in strays:
                        ops.transfer(self.gs, self.player, name, src, dst)
                return
        ops.exchange(self.gs, self.player, group_a, zone_a, group_b, zone_b)

    def splay(self, color: str, direction: str, seat: int | None = None) -> bool:
        return ops.splay(self.gs, self._seat(seat), color, direction)

    def unsplay(self, color: str, seat: int | None = None) -> bool:
        return ops.splay(self.gs, self._seat(seat), color, "none")

    def reveal(self, name: str, seat: int | None = None) -> None:
        ops.reveal(self.gs, self._seat(seat), name)

    def claim_special(self, name: str, seat: int | None = None) -> bool:
        return ops.claim_special(self.gs, self._seat(seat), name)

    def claim_standard(self, age: int, seat: int | None = None) -> str | None:
        """Claim the available standard achievement in value `age`'s place (no price: the caller
        checks eligibility). An effect that claims "an achievement of value N" uses
        `claim_of_value`, which lets the player choose among several of that value."""
        return ops.claim_standard(self.gs, self._seat(seat), age)

    def claim_of_value(self, age: int, *, excluded: str | None = None) -> Generator[dict, list, str | None]:
        """Claim an available standard achievement of value `age` (no price: the caller checks
        eligibility): the one there is, or, when the value has several (Figures: the extras a
        karma made available), the one the player picks by title (decision `achieve_card`).
        `excluded` is one that may not be claimed (the one an opponent is about to claim).
        Returns the achievement claimed, or None."""
        name = yield from self.pick_achievement(age, kind="achieve_card", excluded=excluded,
                                                prompt=f"Choose the achievement of value {age} to claim")
        if name is None:
            return None
        ops.put_extra_first(self.gs, name, age)
        return ops.claim_standard(self.gs, self.player, age)

    def achieve_card(self, name: str, src: tuple, seat: int | None = None) -> None:
        ops.achieve_card(self.gs, self._seat(seat), name, self._from(name, src))

    def junk(self, name: str, src: tuple) -> None:
        ops.junk(self.gs, self.player, name, self._from(name, src))

    def junk_special(self, name: str) -> bool:
        """Junk an available special achievement; False when it is not available."""
        return ops.junk_special(self.gs, self.player, name)

    def restore_special(self, name: str) -> bool:
        """Put a special achievement back from the junk among the available ones; False when
        it is not in the junk."""
        return ops.restore_special(self.gs, self.player, name)

    def bring_in_age_zero(self) -> bool:
        """Figures (Bear Grylls): bring the age-0 deck into play; False if it cannot come in."""
        return ops.bring_in_age_zero(self.gs)

    def junk_deck(self, age: int) -> list[str]:
        """"Junk all cards in the N deck": returns the cards junked (none if it was empty)."""
        return ops.junk_deck(self.gs, self.player, self.effect_age(age))

    def junk_achievement(self, ages: Iterable[int], *, optional: bool = False, kind: str = "junk_achievement",
                         prompt: str = "") -> Generator[dict, list, str | None]:
        """"Junk an available (standard) achievement of value X or Y": the player picks a value
        among `ages` that has an available standard achievement. The decision's options are
        those values (ints, ascending), min 1 (0 when `optional`), max 1; a mandatory pick
        with a single value is made without asking, and nothing happens when none is
        available. When that value has several available achievements (Figures), the player
        then picks one of them (`pick_achievement`). The values are printed in the effect,
        which Figures karma may raise (`effect_age`). Returns the junked card, or None."""
        wanted = {self.effect_age(age) for age in ages}
        values = [age for age in sorted(self.gs.standard) if age in wanted]
        picked = yield from self.choose_one(
            values, optional=optional, kind=kind,
            prompt=prompt or "Choose the value of an available achievement to junk")
        if picked is None:
            return None
        name = yield from self.pick_achievement(picked, prompt=f"Choose the achievement of value {picked} to junk")
        if name is None:
            return None
        ops.junk(self.gs, self.player, name, zones.STANDARD)
        return name

    def pick_achievement(self, age: int, *, kind: str = "junk", prompt: str = "",
                         excluded: str | None = None, player: int | None = None) -> Generator[dict, list, str | None]:
        """The available standard achievement of value `age` an effect acts on: the one there is
        (nothing asked: the value was given, there is nothing to choose), or, when a value has
        several (Figures: the extras a karma made available), the one the player (`player`, or
        the executing one) picks by title (decision `kind`, 1 / 1). None when there is none;
        never `excluded`."""
        found = [name for name in self.available_of_value(age) if name != excluded]
        if len(found) < 2:
            return found[0] if found else None
        return (yield from self.choose_one(found, kind=kind, player=player,
                                           prompt=prompt or f"Choose an available achievement of value {age}"))

    def rearrange(self, color: str, order: list[str], seat: int | None = None) -> bool:
        """Put a pile in a new order (top first, exactly its cards), keeping its splay; True
        when the order changed (only then an event and a change)."""
        return ops.rearrange(self.gs, self._seat(seat), color, list(order))

    def remove(self, name: str, src: tuple) -> None:
        ops.remove(self.gs, self.player, name, self._from(name, src))

    def win(self, seat: int | None = None) -> None:
        ops.win(self.gs, [self._seat(seat)])

    def win_if_single(self, seats: list[int]) -> None:
        ops.win_if_single(self.gs, seats)

    def lose(self, seat: int | None = None) -> None:
        ops.lose(self.gs, self._seat(seat))

    def end_game(self) -> None:
        ops.end_game(self.gs)

    def end_dogma(self) -> None:
        """Stop the whole dogma action now: no further effects, no sharing bonus."""
        raise DogmaEnded()

    def repeats(self) -> bool:
        """For an effect that repeats itself ("... and repeat"): True while repeating can make
        progress. False when the game is back in a position this execution was already in: a
        karma undid what the repetition did (Yuna Kim returning what Astronomy melds), so it
        would go on forever, and the effect ends. Without figures every repetition moves a card
        out of the supply for good, and this is always True."""
        if self.gs.karma is None:
            return True
        seen = self._positions
        if seen is None:
            seen = self._positions = set()
        here = zones.position(self.gs)
        if here in seen:
            return False
        seen.add(here)
        return True

    # --- executing another card ----------------------------------------------------------
    def self_execute(self, name: str) -> Generator[dict, list, None]:
        """Self-execute `name` ("execute its non-demand effects yourself"): you alone run its
        non-demand effects in printed order as both "you" and the launcher; its demands are
        skipped; nobody shares; the card stays where it is. Use `yield from`.

        Chain rule (variant dogma.chain_achievement): when you are already self- or
        super-executing, you first draw a card of the highest age (an 11) and put it among
        your achievements; an empty deck of that age means a draw above the last age,
        which ends the game at once (see `ops.chain_achievement`). The achievement target
        is then checked when the variant checks it (at the end of the action in the fourth
        edition)."""
        yield from self_execute(self, name)

    def super_execute(self, name: str) -> Generator[dict, list, None]:
        """Super-execute `name`: every effect in printed order, demands included; each demand
        hits every opponent whatever their icons (you are the launcher), each non-demand is
        run by you alone (no sharing). The chain rule applies as for `self_execute`. Use
        `yield from`."""
        yield from super_execute(self, name)

    # --- decisions -----------------------------------------------------------------------
    def choose(self, options: Iterable[Any], *, kind: str = "choose", prompt: str = "",
               min: int = 1, max: int = 1, player: int | None = None,
               ordered: bool = False) -> Generator[dict, list, list]:
        """Ask a player to pick between `min` and `max` of `options`; returns the picks.
        With `ordered`, the order of the answer matters and is never assumed."""
        options = list(options)
        high = builtins.min(max, len(options))
        low = builtins.min(min, high)
        if high == 0:
            return []
        decider = self._seat(player)
        if self.gs.unseen:          # Unseen: a delegated decider, a "may" made a "must"
            seat = decider
            decider, low = self._decision_shape(seat, options, low)
            if seat in self.gs.may_is_must and YES in options and "no" in options and high == 1:
                return [YES]
        if low == len(options) and (not ordered or len(options) == 1) and not self.gs.ask_forced:
            return options            # the only possible answer: no need to ask
        # protocol revision 1: `ordered` says the answer's order matters (only with two or more)
        answer = yield Decision(decider, kind, prompt or kind, options, low, high,
                                ordered=ordered and high > 1)
        return list(answer)

    def choose_player(self, seats: Iterable[int], *, optional: bool = False, kind: str = "player",
                      prompt: str = "") -> Generator[dict, list, int | None]:
        """One player among `seats`, offered by name (the protocol's form for players); returns
        the seat chosen, or None (none to choose, or an optional choice declined)."""
        by_name = {self.gs.players[seat].name: seat for seat in seats}
        name = yield from self.choose_one(list(by_name), optional=optional, kind=kind, prompt=prompt)
        return None if name is None else by_name[name]

    def choose_one(self, options: Iterable[Any], *, optional: bool = False, **kw) -> Generator[dict, list, Any]:
        """One option (None when there is none, or when an optional choice is declined)."""
        picked = yield from self.choose(options, min=0 if optional else 1, max=1, **kw)
        return picked[0] if picked else None
