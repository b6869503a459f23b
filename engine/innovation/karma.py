"""The karma layer (Figures): what a top figure changes about the game, in one place.

A figure has no dogma; it has karma (docs/figures.md). Each figure's karma is written once, as
a list of `Karma` records registered under the figure's name in a `KarmaSet` (like card
effects in an EffectSet), one record per printed karma, in printed order, checked against the
card data's trigger kinds. A karma is in force only while its figure is a top card.

- Triggered karmas ("would-first", "would-instead"): before an event of the vocabulary
  (`KarmaEvent`, the card data's `karma_events`) happens, the engine calls `before(gs, event)`,
  a generator that may yield decisions. Every top figure's karma watching that event, in its
  scope, whose condition holds, is a candidate; with several, the current player chooses the
  one that happens (variant figures.karma_conflict, the one reading played). A "would-first"
  karma's effect runs, then the event happens (`before` returns True); a "would-instead"
  karma's effect runs in its place (`before` returns False). While a karma's effect runs, no
  triggered karma fires (figures.karma_nesting false), except in an action the karma lets
  happen as the game's own (Johannes Kepler's Dogma action: `game_action`).
- "when-meld": `after_meld(gs, seat, name)` runs the melded figure's own when-meld karma.
- Static karmas add to what is counted: `score_bonus` is read by every score total
  (GameState.score_total), `achievement_bonus` by every achievement count
  (GameState.achievement_count), `icon_bonus` by every icon total (icons.board_icons),
  `achieve_top_bonus` by the Achieve action's top-card check (achievements.achievable_ages).
- Static karmas that change what the engine reads: `achievement_access` (board cards that
  count as available standard achievements, price discounts, lowered special-achievement
  requirements; read by achievements.py through GameState.achievement_access, and by the
  Achieve action, `achieve_action`), `dogma_access` (cards of other boards one may take the
  Dogma action on; legal.py and flow.py), `zone_extension` (cards of other zones that also
  count as in a hand or score pile: effects/context.py through GameState.zone_extension,
  score totals through `score_extras`, legal.py for the Meld action) and `fade_exempt`
  (flow.fade_figures).

A karma's effect is written like a card effect, a function of a `Context` (effects/context.py)
whose player and launcher are the figure's owner, which may yield decisions; it also receives
the `KarmaEvent` that set it off (`effect(ctx, event)`: which card is being dogma'd...).

    >>> from rulebook.innovation.cards import load_catalog
    >>> demo = KarmaSet("demo")
    >>> demo.register("Tigernmas", [Karma("decree-permission"),
    ...                             Karma("score-bonus", amount=lambda gs, owner, seat: 1)])
    >>> [k.trigger for k in demo.of("Tigernmas", load_catalog("base-ultimate", ("figures",)))]
    ['decree-permission', 'score-bonus']
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field

from ..gameplay import Decision
from ..text import spelled
from . import ops, trace, zones
from .achievements import Access, achieve_candidates
from .cards import Catalog
from .effects.context import Context, run_effect
from .errors import EngineError
from .icons import bonus_points
from .running import drive
from .state import BOARD_CHANGES, EffectMemory, GameState, KarmaEvent

TRIGGERED = ("would-first", "would-instead")
# karma read where totals and permissions are computed; decree permissions are traced by the
# Decree action when they permit a decree (decrees.py)
STATIC_TRACED = ("icon-bonus", "score-bonus", "achievement-bonus", "achievement-access", "zone-extension",
                 "dogma-access", "fade-exemption")
SCOPES = ("you", "any player", "opponent", "other player")
ZONE_KINDS = ("hand", "score")      # the zones a zone-extension karma may extend


@dataclass(frozen=True)
class Karma:
    """One printed karma of a figure.

    `trigger` is the card data's trigger kind; `event` and `scope` say what a triggered karma
    watches; `when` narrows it (e.g. "a Dogma action whose featured icon is leaf"); `effect`
    is what happens (triggered and when-meld karmas); `amount` is a static karma's bonus for
    `seat` while `owner` holds the figure on top (score-bonus: points; achievement-bonus:
    achievements); `icons` gives an icon-bonus karma's added icons from the owner's own
    visible icons; `achieve_top` is an achievement-access karma's raise of the owner's highest
    top card value when the Achieve action checks it (Daedalus). `varies_with` is what, beyond
    the owner's board, a static karma's reading depends on, as a value that changes whenever the
    reading may (James Clerk Maxwell's icons: the owner's hand size); None for a karma that reads
    the board alone. Whatever is cached per board (the special achievements found unmet) is kept
    only while it stays the same (`off_board_stamp`).

    The other static fields, each read for the owner only (scope "you"):
    `achieve_cards` (achievement-access) gives the cards of the owner's board that count as
    available standard achievements for them (Cai Lun); `achieve_discount` (achievement-access)
    the points taken off the price of a standard achievement, by value (Antonie Van
    Leeuwenhoek); `special_relief` (achievement-access) how much every special-achievement
    requirement is lowered (Hedy Lamar); `dogma_cards` (dogma-access) the cards of other
    players' boards the owner may take the Dogma action on (Ptolemy); `extends` and
    `extra_zones` (zone-extension) the zone kind of the owner's that is extended ("hand" or
    "score") and the zones whose cards also count as being in it (Michaelangelo). A
    fade-exemption karma needs no field (Duke Ellington)."""

    trigger: str
    event: str | tuple[str, ...] | None = None     # several kinds for a karma watching several
    scope: str = "you"
    effect: Callable[..., object] | None = None
    when: Callable[[GameState, KarmaEvent, int], bool] | None = None
    amount: Callable[[GameState, int, int], int] | None = None
    icons: Callable[[GameState, int, dict[str, int]], dict[str, int]] | None = None
    achieve_top: Callable[[GameState, int], int] | None = None
    varies_with: Callable[[GameState, int], object] | None = None
    achieve_cards: Callable[[GameState, int], Iterable[str]] | None = None
    achieve_discount: Callable[[GameState, int], dict[int, int]] | None = None
    special_relief: int = 0
    dogma_cards: Callable[[GameState, int], Iterable[str]] | None = None
    extends: str | None = None
    extra_zones: Callable[[GameState, int], list[tuple]] | None = None

    def __post_init__(self) -> None:
        if self.scope not in SCOPES:
            raise ValueError(f"unknown karma scope {self.scope!r}")
        if self.trigger in TRIGGERED and (self.event is None or self.effect is None):
            raise ValueError(f"a {self.trigger} karma needs an event and an effect")
        if self.trigger == "zone-extension" and (self.extends not in ZONE_KINDS or self.extra_zones is None):
            raise ValueError(f"a zone-extension karma extends one of {ZONE_KINDS} with extra_zones")


@dataclass
class KarmaSet:
    """The karma of the figures of one expansion, by figure name, each written once."""

    name: str
    _own: dict[str, tuple[Karma, ...]] = field(default_factory=dict)

    def register(self, figure: str, karmas: Sequence[Karma]) -> None:
        if figure in self._own:
            raise ValueError(f"{figure}: karma registered twice in {self.name}")
        self._own[figure] = tuple(karmas)

    def figures(self) -> list[str]:
        """The figures whose karma is written, in registration order."""
        return list(self._own)

    def of(self, figure: str, catalog: Catalog) -> tuple[Karma, ...] | None:
        """A figure's karma, checked against the card data (one record per printed karma, same
        trigger kinds in the same order); None when not written yet."""
        karmas = self._own.get(figure)
        if karmas is not None and tuple(k.trigger for k in karmas) != catalog[figure].karma:
            raise ValueError(f"{figure}: karma registered as {[k.trigger for k in karmas]}, "
                             f"the card has {list(catalog[figure].karma)}")
        return karmas


def _in_scope(gs: GameState, scope: str, owner: int, seat: int) -> bool:
    if scope == "you":
        return seat == owner
    if scope == "any player":
        return True
    if scope == "other player":
        return seat != owner
    return seat != owner and not gs.partners(owner, seat)      # opponent


@dataclass(slots=True, eq=False)
class TopKarmas:
    """One player's top figures' karmas, (figure, index, karma) in board order: all of them,
    grouped by trigger kind, and the triggered ones grouped by the event kinds they watch
    (karma is looked up after every movement and for every total, mostly to find none)."""

    karma_set: KarmaSet
    figures: list[str]                  # the top figures, in board order
    all: list[tuple[str, int, Karma]]
    by_trigger: dict[str, list[tuple[str, int, Karma]]] = field(default_factory=dict)
    by_event: dict[str, list[tuple[str, int, Karma]]] = field(default_factory=dict)
    karmas: dict[str, list[Karma]] = field(default_factory=dict)    # by_trigger's karmas alone

    def __post_init__(self) -> None:
        for entry in self.all:
            karma = entry[2]
            self.by_trigger.setdefault(karma.trigger, []).append(entry)
            self.karmas.setdefault(karma.trigger, []).append(karma)
            if karma.trigger in TRIGGERED:
                for kind in (karma.event,) if isinstance(karma.event, str) else karma.event or ():
                    self.by_event.setdefault(kind, []).append(entry)

    def of(self, trigger: str) -> list[tuple[str, int, Karma]]:
        return self.by_trigger.get(trigger, _NONE)


_NONE: list = []     # shared empty result: never changed


def top_figure_karmas(gs: GameState, owner: int) -> list[tuple[str, int, Karma]]:
    """(figure, index, karma) for every written karma of `owner`'s top figures, in board order.
    A top figure whose karma is not written is refused: a game never plays a figure blind."""
    found = top_karmas(gs, owner)
    return _NONE if found is None else found.all


def top_karmas(gs: GameState, owner: int) -> TopKarmas | None:
    """`owner`'s top figures' karmas, indexed (None in a game without figures). Kept with the
    board's facts until the board changes; while card coverage is traced, gathered afresh at
    every read, so that each static karma read while on top is noted."""
    karma_set = gs.karma
    facts = gs.players[owner].board_facts   # read after every movement: kept until the board changes
    if facts is not None:
        cached = facts.figure_karmas
        if cached is not None and cached.karma_set is karma_set and trace.ACTIVE is None:
            return cached
    if not isinstance(karma_set, KarmaSet):
        return None
    facts = gs.players[owner].facts()
    cards = gs.catalog.cards
    found = []
    figures = [name for name in gs.players[owner].top_cards() if cards[name].figure]
    for name in figures:
        karmas = karma_set.of(name, gs.catalog)
        if karmas is None:
            raise EngineError("unsupported", f"the karma of {name} is not implemented yet")
        found += [(name, index, karma) for index, karma in enumerate(karmas)]
        if trace.ACTIVE is not None:    # card coverage: a static karma is read while on top
            for index, karma in enumerate(karmas):
                if karma.trigger in STATIC_TRACED:
                    trace.note_karma(name, index, "in force")
    tops = facts.figure_karmas = TopKarmas(karma_set, figures, found)
    return tops


def triggered(gs: GameState, event: KarmaEvent) -> list[tuple[int, str, int, Karma]]:
    """(owner, figure, index, karma) of every triggered karma an event sets off, owners in turn
    order from the current player."""
    found = []
    kind = event.kind
    for owner in gs.clockwise(gs.turn_player):
        index = top_karmas(gs, owner)
        for figure, number, karma in (_NONE if index is None else index.by_event.get(kind, _NONE)):
            if _in_scope(gs, karma.scope, owner, event.seat) and (karma.when is None or karma.when(gs, event, owner)):
                found.append((owner, figure, number, karma))
    return found


def in_force(gs: GameState) -> tuple[int, frozenset[str], frozenset[str]]:
    """(the board change count, the event kinds watched, the trigger kinds) of every top
    figure's karma on any board: asked before most movements and totals, gathered again only
    after a board changed (state.BOARD_CHANGES), or at every read while card coverage is traced."""
    found = gs.karma_in_force
    if found is None or found[0] != BOARD_CHANGES[0] or trace.ACTIVE is not None:
        events: set[str] = set()
        triggers: set[str] = set()
        for owner in range(len(gs.players)):
            tops = top_karmas(gs, owner)
            if tops is not None:
                events.update(tops.by_event)
                triggers.update(tops.by_trigger)
        found = gs.karma_in_force = (BOARD_CHANGES[0], frozenset(events), frozenset(triggers))
    return found


def watches(gs: GameState, kind: str) -> bool:
    """Whether any top figure's triggered karma watches events of `kind` (installed as
    GameState.karma_watches). Most events meet none, and are then not even built."""
    return kind in in_force(gs)[1]


def before_event(gs: GameState, kind: str, seat: int, **fields) -> Generator[dict, list, bool]:
    """`before` for the event KarmaEvent(kind, seat, **fields), built only when some top
    figure watches its kind (`watches`)."""
    if not watches(gs, kind):
        return True
    outcome = yield from _before(gs, KarmaEvent(kind, seat, **fields))
    return outcome is not False


def before(gs: GameState, event: KarmaEvent) -> Generator[dict, list, bool]:
    """Karma before `event`: True when the event is then to happen, False when a would-instead
    karma replaced it. No karma fires inside another karma's effect (figures.karma_nesting)."""
    outcome = yield from _before(gs, event)
    return outcome is not False


def _before(gs: GameState, event: KarmaEvent) -> Generator[dict, list, bool | None]:
    """None when no karma fired, True after a would-first karma, False after a would-instead."""
    if gs.karma_depth and not gs.rules.figures.karma_nesting:
        return None
    found = triggered(gs, event)
    if not found:
        return None
    chosen = found[0]
    if len(found) > 1:      # figures.karma_conflict: the current player chooses the one
        if gs.rules.figures.karma_conflict != "current-player-chooses-one":    # the one reading played
            raise EngineError("unsupported", f"figures.karma_conflict = "
                                             f"{spelled(gs.rules.figures.karma_conflict)} is not played by "
                                             "the reference engine")
        labels = [f"{figure} #{index + 1}" for _, figure, index, _ in found]
        picked = yield Decision(gs.turn_player, "karma", f"Choose the karma that happens ({event.kind})",
                                labels, 1, 1)
        chosen = found[labels.index(picked[0])]
    owner, figure, index, karma = chosen
    gs.emit("karma", owner, card=figure, event=event.kind, instead=karma.trigger == "would-instead")
    yield from _run(gs, owner, figure, index, karma, event)
    return karma.trigger != "would-instead"


def before_now(gs: GameState, event: KarmaEvent) -> bool | None:
    """`before` called from a plain card movement (ops): its decisions pause the running action
    (running.ask). None when no karma fired, True after a would-first one (the movement then
    happens if it still can), False when a would-instead one replaced it. Installed as
    GameState.karma_before in games with figures."""
    return drive(_before(gs, event))


def after_meld_now(gs: GameState, seat: int, name: str) -> None:
    """`after_meld` called from ops.meld; installed as GameState.karma_after_meld."""
    drive(after_meld(gs, seat, name))


def after_meld(gs: GameState, seat: int, name: str) -> Generator[dict, list, None]:
    """A figure just melded: its own when-meld karma (not nested inside another karma)."""
    if gs.karma_depth and not gs.rules.figures.karma_nesting:
        return
    if not gs.catalog.cards[name].figure or name not in gs.players[seat].top_cards():
        return
    for figure, index, karma in top_figure_karmas(gs, seat):
        if figure == name and karma.trigger == "when-meld":
            gs.emit("karma", seat, card=figure, event="meld-self", instead=False)
            yield from _run(gs, seat, figure, index, karma, KarmaEvent("meld-self", seat, name))


def _run(gs: GameState, owner: int, figure: str, index: int, karma: Karma,
         event: KarmaEvent) -> Generator[dict, list, None]:
    effect = karma.effect
    assert effect is not None
    gs.karma_depth += 1
    trace.note_karma(figure, index, "fired")
    # another player's karma inside a raised action reads its written ages as printed, unless
    # the raise reaches it (figures.raised_other_players_karmas); everything its effect does
    # (Hammurabi's turned-back demand) is that player's, not the raised action's
    offset = gs.action_age_offset
    if not raise_reaches(gs, owner):
        gs.action_age_offset = 0
    try:
        ctx = Context(gs, owner, owner, gs.catalog.cards[figure], index, False, EffectMemory())
        yield from run_effect(lambda c: effect(c, event), ctx)
    finally:
        gs.karma_depth -= 1
        gs.action_age_offset = offset


@contextmanager
def game_action(gs: GameState) -> Iterator[None]:
    """Inside a karma's effect, the stretch that is the game's own action done differently
    (Johannes Kepler: "instead take the Dogma action as normal, except ..."): the action is not
    the karma's own doing, so the no-nesting guard (figures.karma_nesting) does not cover it, and
    every karma answers its events as in any action. The karma's own depth comes back after."""
    depth = gs.karma_depth
    gs.karma_depth = max(0, depth - 1)
    try:
        yield
    finally:
        gs.karma_depth = depth


def raise_reaches(gs: GameState, owner: int) -> bool:
    """Whether the ages raised for the whole Dogma action (Johannes Kepler,
    GameState.action_age_offset) reach a karma of `owner`'s: always those of the player whose
    karma raises them; another player's too by figures.raised_other_players_karmas."""
    raiser = gs.action_age_raiser
    return raiser is None or raiser == owner or gs.rules.figures.raised_other_players_karmas


def condition_age(gs: GameState, printed: int, owner: int) -> int:
    """An age the trigger condition of `owner`'s karma names ("about to meld a 10", "a card of
    value 3 or less"), as the condition reads it: inside a Dogma action whose written ages are
    raised (Johannes Kepler, GameState.action_age_offset) raised alike when
    figures.raised_karma_conditions says so and the raise reaches that karma (raise_reaches),
    as printed otherwise. Archimedes raises the effects of one execution, which no karma's
    condition is part of."""
    if gs.rules.figures.raised_karma_conditions and raise_reaches(gs, owner):
        return printed + gs.action_age_offset
    return printed


def _static_total(gs: GameState, seat: int, trigger: str) -> int:
    total = 0
    if trigger not in in_force(gs)[2]:
        return total
    for owner in range(len(gs.players)):
        index = top_karmas(gs, owner)
        for _, _, karma in (_NONE if index is None else index.of(trigger)):
            if karma.amount is not None and _in_scope(gs, karma.scope, owner, seat):
                total += karma.amount(gs, owner, seat)
    return total


def score_bonus(gs: GameState, seat: int) -> int:
    """What static score-bonus karmas add to `seat`'s score (any owner's, in scope)."""
    return _static_total(gs, seat, "score-bonus")


def score_extras(gs: GameState, seat: int) -> int:
    """Everything a game with figures adds to a score pile's points: static score karma, the
    values of the cards a zone-extension karma counts as being in the score pile, and the
    visible bonus numbers (variant figures.bonuses_score)."""
    extra = score_bonus(gs, seat) + extended_points(gs, seat)
    return extra + bonus_points(gs, seat) if gs.rules.figures.bonuses_score else extra


def achievement_bonus(gs: GameState, seat: int) -> int:
    """What static achievement-bonus karmas add to `seat`'s achievement count."""
    return _static_total(gs, seat, "achievement-bonus")


def achieve_top_bonus(gs: GameState, seat: int) -> int:
    """How much `seat`'s top figures raise their highest top card value for the Achieve action."""
    return sum(karma.achieve_top(gs, seat) for _, _, karma in _owned_entries(gs, seat, "achievement-access")
               if karma.achieve_top is not None)


def off_board_stamp(gs: GameState, seat: int) -> tuple | None:
    """What `seat`'s top figures' static karmas read beyond the board (each `varies_with`), or
    None when they read the board alone (installed as GameState.off_board_stamp: a fact cached
    per board, such as a special achievement found unmet, holds only while this stays the same)."""
    stamp = None
    for _, _, karma in top_figure_karmas(gs, seat):
        if karma.varies_with is not None:
            stamp = (*(stamp or ()), karma.varies_with(gs, seat))
    return stamp


def icon_bonus(gs: GameState, seat: int, own: dict[str, int]) -> dict[str, int]:
    """`seat`'s icon totals: the board's own visible icons `own`, plus what its top figures'
    icon-bonus karmas add (each computed from `own`, so bonuses never feed each other)."""
    total = own
    for _, _, karma in _owned_entries(gs, seat, "icon-bonus"):
        if karma.icons is not None:
            if total is own:
                total = dict(own)
            for icon, count in karma.icons(gs, seat, own).items():
                total[icon] = total.get(icon, 0) + count
    return total


# --- static karma the engine reads: achievement access, dogma access, zone extension, fading --

def _owned_entries(gs: GameState, seat: int, trigger: str) -> list[tuple[str, int, Karma]]:
    """(figure, index, karma) of `seat`'s own karmas of one trigger kind."""
    index = top_karmas(gs, seat)
    return _NONE if index is None else index.of(trigger)


def _owned(gs: GameState, seat: int, trigger: str) -> list[Karma]:
    """`seat`'s own karmas of one trigger kind (these static kinds are all scoped "you")."""
    index = top_karmas(gs, seat)
    return _NONE if index is None else index.karmas.get(trigger, _NONE)


def achievement_access(gs: GameState, seat: int) -> Access | None:
    """What `seat`'s achievement-access karmas change about their claims (installed as
    GameState.achievement_access, read by achievements.py): board cards available to them as
    standard achievements (`achieve_cards`), points off a price by value (`achieve_discount`),
    lowered special-achievement requirements (`special_relief`). None when nothing changes
    (Daedalus's raise of the top card is `achieve_top_bonus`)."""
    cards: list[str] = []
    discount: dict[int, int] = {}
    relief = 0
    for karma in _owned(gs, seat, "achievement-access"):
        if karma.achieve_cards is not None:
            cards += [name for name in karma.achieve_cards(gs, seat) if name not in cards]
        if karma.achieve_discount is not None:
            for age, points in karma.achieve_discount(gs, seat).items():
                discount[age] = discount.get(age, 0) + points
        relief += karma.special_relief
    if not cards and not any(discount.values()) and not relief:
        return None
    return Access(tuple(cards), discount, relief)


def achieve_action(gs: GameState, seat: int, age: int) -> Generator[dict, list, bool]:
    """The Achieve action for value `age` in a game with figures (legal.py checked the value):
    it claims the available standard achievement of that value or a board card that an
    achievement-access karma makes available to the player. When several can be claimed, the
    player chooses which, by title (decision `achieve_card`, the standard achievement's title
    among them). A board card moves from the board to the player's achievements
    (ops.achieve_card, a claim). Returns whether the standard achievement was the one chosen
    (only then do opponents draw figures: figures.md 11)."""
    candidates = achieve_candidates(gs, seat, age)
    if not candidates:
        return False
    picked = candidates[0]
    if len(candidates) > 1 or gs.ask_forced:
        answer = yield Decision(seat, "achieve_card", f"Choose the achievement of value {age} to claim",
                                candidates, 1, 1)
        picked = answer[0]
    ops.put_extra_first(gs, picked, age)    # an extra of that value: it takes the value's place first
    if gs.standard.get(age) == picked:
        # a would-instead claim karma (Murasaki Shikibu) leaves the action's own claim undone:
        # a claim its effect makes is an effect's, which draws no figures
        return ops.claim_standard(gs, seat, age, action=True) is not None
    ops.achieve_card(gs, seat, picked, zones.board(seat))
    return False


def dogma_access(gs: GameState, seat: int) -> list[str]:
    """The cards of other players' boards `seat` may take the Dogma action on, from their
    dogma-access karmas: top cards with dogma effects, in the order the karmas give them (a
    figure has no dogma, and `seat`'s own top cards are theirs anyway)."""
    found: list[str] = []
    own = gs.players[seat].top_cards()
    cards = gs.catalog.cards
    for karma in _owned(gs, seat, "dogma-access"):
        if karma.dogma_cards is not None:
            found += [name for name in karma.dogma_cards(gs, seat)
                      if name not in own and name not in found and cards[name].dogma_icon is not None]
    return found


def may_dogma(gs: GameState, seat: int, name: str) -> bool:
    """Whether `seat` may choose `name` for the Dogma action: one of their top cards, or a
    card their dogma-access karma reach."""
    return name in gs.players[seat].top_cards() or (gs.karma is not None and name in dogma_access(gs, seat))


def zone_extension(gs: GameState, seat: int, kind: str) -> list[tuple]:
    """The zones whose cards also count as being in `seat`'s `kind` zone ("hand" or "score"),
    from their zone-extension karmas (installed as GameState.zone_extension, read by
    effects.Context: an effect choosing from that hand or score pile sees those cards, and
    moving one moves it from where it lies)."""
    found: list[tuple] = []
    for karma in _owned(gs, seat, "zone-extension"):
        if karma.extends == kind and karma.extra_zones is not None:
            found += [zone for zone in karma.extra_zones(gs, seat) if zone != (kind, seat) and zone not in found]
    return found


def zone_cards(gs: GameState, zone: tuple) -> list[str]:
    """The cards of a hand, a score pile or the junk (its special achievements left out)."""
    if zone[0] == "junk":
        cards = gs.catalog.cards
        return [name for name in gs.junk if name in cards]
    player = gs.players[zone[1]]
    return player.hand if zone[0] == "hand" else player.score


def extended_cards(gs: GameState, seat: int, kind: str) -> list[str]:
    """The cards beyond `seat`'s own that count as being in their `kind` zone."""
    zones = zone_extension(gs, seat, kind)
    if not zones:
        return _NONE        # the usual case: asked for every legal-move list and score total
    own = zone_cards(gs, (kind, seat))
    found: list[str] = []
    for zone in zones:
        found += [name for name in zone_cards(gs, zone) if name not in own and name not in found]
    return found


def extended_points(gs: GameState, seat: int) -> int:
    """The values of the cards a zone-extension karma counts as being in `seat`'s score pile."""
    cards = gs.catalog.cards
    return sum(cards[name].age for name in extended_cards(gs, seat, "score"))


def top_figures(gs: GameState, seat: int) -> list[str]:
    """`seat`'s top figures, in board order (do not change the list)."""
    tops = top_karmas(gs, seat)
    if tops is not None:
        return tops.figures
    cards = gs.catalog.cards         # figures without a karma set (a test's catalog)
    return [name for name in gs.players[seat].top_cards() if cards[name].figure]


def fade_exempt(gs: GameState, seat: int) -> bool:
    """Whether a fade-exemption karma of `seat`'s keeps them from fading (Duke Ellington)."""
    return bool(_owned(gs, seat, "fade-exemption"))
