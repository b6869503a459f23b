"""The game state: plain mutable records, no validation (the setup and actions do that).

Piles are lists with the top card first. Cards are named by their English titles.

    >>> p = Player(seat=0, name="A")
    >>> p.board["blue"] = Pile(["Writing", "Pottery"])
    >>> p.top_cards()
    ['Writing']
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from random import Random
from typing import TYPE_CHECKING

from ..variants.innovation import InnovationVariant
from .cards import Catalog

if TYPE_CHECKING:   # types only: these modules are above the state (they receive a state)
    from .achievements import Access
    from .effects.context import Context
    from .effects.registry import CardEffects
    from .karma import TopKarmas


@cache
def _rotation(n: int, start: int, include_start: bool) -> tuple[int, ...]:
    """Seats 0..n-1 clockwise from `start` (asked for after every action: computed once)."""
    return tuple((start + i) % n for i in range(0 if include_start else 1, n))


# Bumped by every change of any board of any game (Player.board_changed): a fact derived from all
# the boards of a game at once (karma.in_force) holds while this count stays the same.
BOARD_CHANGES = [0]


@dataclass(slots=True)
class Pile:
    cards: list[str]
    splay: str = "none"
    # icon type -> count the covered cards show under the splay (icons.board_icons); None
    # when the pile changed since (Player.board_changed)
    covered: dict[str, int] | None = field(default=None, compare=False, repr=False)


@dataclass(slots=True, eq=False)
class BoardFacts:
    """What is derived from one player's board, each part computed when first asked for
    (they are asked for after every action). The whole record is dropped, Player.board_facts
    = None, on every change of the board: zones.take / put, ops.splay and ops.rearrange."""

    icons: dict[str, int] | None = None     # visible icon counts (icons.board_icons)
    top_ages: list[int] | None = None       # ages of the top cards, in board order
    demand_tops: int | None = None          # top cards with a demand effect
    unmet: set[str] | None = None           # special achievements whose board condition is unmet
    # Figures: what the board's static karmas read beyond it when `unmet` was found
    # (GameState.off_board_stamp); `unmet` holds only while that stays the same
    unmet_stamp: object = None
    figure_karmas: TopKarmas | None = None  # Figures: the top figures' karmas
    bonus_points: int | None = None         # Figures: what the visible bonus numbers add (icons.bonus_points)


@dataclass(slots=True, eq=False)
class EffectMemory:
    """What the effects of one card tell each other (cross-effect state), by name. A dogma
    action gives the card's effects one memory (every player's execution of every effect
    shares it); a self- or super-execution gives the executed card one of its own; and
    `GameState.action_memory` keeps one per card for the whole action."""

    demand_transferred: bool = False    # "if any card was transferred due to the demand"
    demand_returned: bool = False       # "if any card was returned as a result of the demand"
    per_player: dict[int, int] = field(default_factory=dict)   # a count per seat (Democracy: cards returned)
    # a card per seat (Echoes: the card Jet's or Karaoke's echo effect melded, the last card
    # Dentures' echo effect tucked, during the action)
    cards: dict[int, str] = field(default_factory=dict)
    # cards per seat (Echoes, Charitable Trust: the cards its echo effect drew during this action)
    cards_per_player: dict[int, list[str]] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class KarmaEvent:
    """Figures: an event about to happen, as a karma sees it (docs/figures.md). `kind` is one
    of the card data's karma_events; `seat` the player performing it (for demand-against, the
    affected player); the rest describe it where the kind has them: the card, the age asked
    for (a draw), the colour and direction (a splay), the zones it leaves and enters (a
    transfer, a junk, a claim), the effect and the launcher (the dogma events), the cards of an
    exchange."""

    kind: str
    seat: int
    card: str | None = None
    age: int | None = None
    color: str | None = None
    direction: str | None = None
    source: tuple | None = None
    target: tuple | None = None
    index: int | None = None        # the effect of `card` (dogma-effect, demand-against), from 0
    launcher: int | None = None     # who took the Dogma action (the dogma events)
    cards: tuple[str, ...] | None = None    # every card an exchange moves (both groups)
    action: bool = False            # the move is an action's own (the Meld action's meld), not an effect's
    figure: bool = False            # a draw from a Figures deck (ops.draw_figure)
    # dogma-effect: the execution about to run (an effects.Context), which a karma may adjust
    # before it runs (Archimedes raises its age values); not part of the event's identity
    context: Context | None = field(default=None, compare=False)


@dataclass(slots=True, eq=False)
class Player:
    seat: int
    name: str
    team: int | None = None
    eliminated: bool = False
    hand: list[str] = field(default_factory=list)
    board: dict[str, Pile] = field(default_factory=dict)
    score: list[str] = field(default_factory=list)
    achievements: list[str] = field(default_factory=list)
    # Echoes: the forecast, a private zone (its owner sees it), oldest first; empty without Echoes
    forecast: list[str] = field(default_factory=list)
    # Unseen: the safe, its secrets oldest first (nobody sees their fronts, the owner included),
    # and whether the player's Unseen draw of this turn is used up; empty and False without Unseen
    safe: list[str] = field(default_factory=list)
    unseen_draw_used: bool = False
    # Facts derived from the board; None when the board changed since they were gathered.
    board_facts: BoardFacts | None = None
    # The score pile's points; None when the pile changed since (zones.take / put reset it).
    points: int | None = None

    def top_cards(self) -> list[str]:
        return [pile.cards[0] for pile in self.board.values()]

    def board_changed(self, pile: Pile | None = None) -> None:
        """Forget what was derived from the board (and from `pile`, the pile that changed):
        every change of a board's cards or splays calls this."""
        self.board_facts = None
        BOARD_CHANGES[0] += 1
        if pile is not None:
            pile.covered = None

    def facts(self) -> BoardFacts:
        """The board's facts record (empty after a change of the board)."""
        facts = self.board_facts
        if facts is None:
            facts = self.board_facts = BoardFacts()
        return facts


@dataclass(slots=True, eq=False)
class GameState:
    rules: InnovationVariant                      # the variant's rules view (rules.rules_of)
    catalog: Catalog
    effects: CardEffects                          # the card effects that apply (the set's, its wording)
    rng: Random
    players: list[Player]
    target: int                                   # achievements needed to win
    supply: dict[int, list[str]] = field(default_factory=dict)
    # the Figures decks by age, top card first (the Figures expansion; empty without it)
    figure_supply: dict[int, list[str]] = field(default_factory=dict)
    # the Echoes decks by age, top card first (the Echoes expansion; empty without it)
    echoes_supply: dict[int, list[str]] = field(default_factory=dict)
    # Echoes is in play (engine/innovation/echoes.py): draws, echo effects, promotion; and the
    # card promoted from a forecast while its free Dogma action runs ("foreseen"), else None
    echoes: bool = False
    foreseen: str | None = None
    # the Unseen decks by age, top card first; Unseen is in play (engine/innovation/unseen.py);
    # the secrets revealed to everyone while they stay in their safe (a secret that leaves its
    # safe leaves this set: zones.take)
    unseen_supply: dict[int, list[str]] = field(default_factory=dict)
    unseen: bool = False
    revealed_secrets: set[str] = field(default_factory=set)
    # Unseen cards' mechanics (effects/unseen_api.py): coin flips fixed in advance, oldest first
    # (a given position may set them; once used up, flips come from `rng`); who makes a
    # player's decisions for a while (Hitchhiking: seat -> the deciding seat); the players for
    # whom every "may" is a "must" for a while (Blackmail)
    coin_flips: list[str] = field(default_factory=list)
    decision_makers: dict[int, int] = field(default_factory=dict)
    may_is_must: set[int] = field(default_factory=set)
    standard: dict[int, str] = field(default_factory=dict)   # available standard achievements
    specials: list[str] = field(default_factory=list)        # available special achievements
    decrees: list[str] = field(default_factory=list)         # available decrees (Figures)
    # Figures: available standard achievements beyond the one of their value in `standard`
    # (cards a karma makes available), in arrival order; `standard` is refilled from here
    standard_extra: list[str] = field(default_factory=list)
    age_zero: bool = False                        # the age-0 deck is in play (a figure brought it in)
    junk: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)         # out of play, in no zone
    turn_number: int = 0                          # 0 during the opening meld
    turn_player: int = 0
    actions_left: int = 0
    single_action_through: int = 0                # turns numbered up to this have one action
    tucked: list[int] = field(default_factory=list)          # per player, this turn (Monument)
    scored: list[int] = field(default_factory=list)
    pending: dict | None = None
    result: dict | None = None
    events: list[dict] = field(default_factory=list)
    changes: int = 0                              # counts changes, for the sharing bonus
    # card -> what its effects remember "during this action" (self-executions of it included)
    action_memory: dict[str, EffectMemory] = field(default_factory=dict)
    # Figures (Muhammad Yunus): players who count as having strictly more of every icon than
    # every other player for the rest of this action
    icon_supremacy: set[int] = field(default_factory=set)
    batch: int = 0                                # >0 while a compound move is half done
    # an engine option, not a rule: ask every decision, even one with a single possible answer
    # (the protocol lets an engine ask forced choices or not; examples/prompting_engine.py asks)
    ask_forced: bool = False
    # Figures: the karma that applies (karma.KarmaSet; None without figures), how many karma
    # effects are running (no karma fires inside one), and the static score bonus read by
    # score_total (karma.score_bonus, set with the KarmaSet)
    karma: object | None = None
    karma_depth: int = 0
    # added to every age value written in an effect during this Dogma action (Johannes Kepler),
    # and the seat of the player whose karma raises them (None outside such an action)
    action_age_offset: int = 0
    action_age_raiser: int | None = None
    # the karma that may precede or replace a card movement (karma.before_now: False when a
    # would-instead karma replaced it), and a figure's own when-meld karma after it is melded
    # (karma.after_meld_now); both called by ops, None without figures
    karma_before: Callable[[GameState, KarmaEvent], bool | None] | None = None
    # whether any top figure's karma watches an event kind (karma.watches): else none is built
    karma_watches: Callable[[GameState, str], bool] | None = None
    # Figures: (BOARD_CHANGES when gathered, the event kinds and the trigger kinds of every top
    # figure's karma on any board): karma.in_force
    karma_in_force: tuple[int, frozenset[str], frozenset[str]] | None = None
    karma_after_meld: Callable[[GameState, int, str], None] | None = None
    score_bonus: Callable[[GameState, int], int] | None = None
    # likewise for icon totals (icons.board_icons) and achievement counts (achievement_count)
    icon_bonus: Callable[[GameState, int, dict[str, int]], dict[str, int]] | None = None
    # what a player's top figures' static karmas read beyond the board (karma.off_board_stamp:
    # James Clerk Maxwell's icons, the hand size), a value that changes whenever that reading
    # may; None when they read the board alone. Facts cached per board (the special
    # achievements found unmet) are kept only while it stays the same
    off_board_stamp: Callable[[GameState, int], object] | None = None
    achievement_bonus: Callable[[GameState, int], int] | None = None
    # and for the top-card value the Achieve action checks (achievements.achievable_ages)
    achieve_top_bonus: Callable[[GameState, int], int] | None = None
    # what achievement-access karma change about a player's claims (karma.achievement_access:
    # board cards available to them, price discounts, lowered special requirements; None when
    # nothing), read by achievements.py; and the zones whose cards also count as being in a
    # player's "hand" or "score" pile (karma.zone_extension), read by effects.Context
    achievement_access: Callable[[GameState, int], Access | None] | None = None
    zone_extension: Callable[[GameState, int, str], list[tuple]] | None = None
    # the icons each card shows on top and covered (icons.icon_table), looked up once per game
    icon_table: object | None = None
    # what the last passed conservation check saw (conservation.py), so that the next check
    # only compares; not part of the game, nothing reads it but the check
    conservation: object | None = None

    # --- seats, sides and order -------------------------------------------------------
    def choosable_values(self) -> list[int]:
        """The values "choose a value" offers: 1 to ages.max, and 0 once age 0 is in play."""
        return list(range(0 if self.age_zero else 1, self.rules.ages.max + 1))

    def live(self, seat: int) -> bool:
        return not self.players[seat].eliminated

    def clockwise(self, start: int, include_start: bool = True) -> list[int]:
        """Seats not eliminated, clockwise (rising seat numbers) from `start`."""
        players = self.players
        return [s for s in _rotation(len(players), start, include_start) if not players[s].eliminated]

    def side(self, seat: int) -> int:
        """A seat's side: its team in a team game, else the seat itself."""
        team = self.players[seat].team
        return seat if team is None else team

    def partners(self, a: int, b: int) -> bool:
        return a != b and self.rules.teams.enabled and self.players[a].team == self.players[b].team

    def side_seats(self, side: int) -> list[int]:
        return [p.seat for p in self.players if self.side(p.seat) == side]

    def live_sides(self) -> list[int]:
        seen: list[int] = []
        for p in self.players:
            side = self.side(p.seat)
            if not p.eliminated and side not in seen:
                seen.append(side)
        return seen

    # --- quick facts ------------------------------------------------------------------
    def score_total(self, seat: int) -> int:
        player = self.players[seat]
        points = player.points
        if points is None:
            cards = self.catalog.cards
            points = player.points = sum(cards[name].age for name in player.score)
        bonus = self.score_bonus
        return points if bonus is None else points + bonus(self, seat)

    def achievement_count(self, seat: int) -> int:
        """Achievements a player counts toward the target: those held, plus static karma bonuses."""
        bonus = self.achievement_bonus
        held = len(self.players[seat].achievements)
        return held if bonus is None else held + bonus(self, seat)

    def top_ages(self, seat: int) -> list[int]:
        """Ages of a player's top cards, in board order (a new list: callers may change it)."""
        return list(self._top_ages(seat))

    def _top_ages(self, seat: int) -> list[int]:
        """The cached list behind top_ages: never to be changed."""
        facts = self.players[seat].facts()
        ages = facts.top_ages
        if ages is None:
            cards = self.catalog.cards
            ages = facts.top_ages = [cards[pile.cards[0]].age for pile in self.players[seat].board.values()]
        return ages

    def highest_top_age(self, seat: int) -> int | None:
        """The age of a player's highest top card; None for an empty board."""
        ages = self._top_ages(seat)
        return max(ages) if ages else None

    def demand_tops(self, seat: int) -> int:
        """How many of a player's top cards have a demand effect."""
        facts = self.players[seat].facts()
        count = facts.demand_tops
        if count is None:
            cards = self.catalog.cards
            count = facts.demand_tops = sum(1 for pile in self.players[seat].board.values()
                                            if cards[pile.cards[0]].has_demand)
        return count

    def emit(self, kind: str, player: int, **fields) -> None:
        self.events.append({"type": kind, "player": player, **fields})
