"""The game state: plain mutable records, no validation (the setup and actions do that).

Piles are lists with the top card first. Cards are named by their English titles.

    >>> p = Player(seat=0, name="A")
    >>> p.board["blue"] = Pile(["Writing", "Pottery"])
    >>> p.top_cards()
    ['Writing']
"""

from __future__ import annotations

from dataclasses import dataclass, field
from random import Random

from .cards import Catalog
from .rules import Rules


@dataclass(slots=True)
class Pile:
    cards: list[str]
    splay: str = "none"


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
    # Visible icon counts; None when the board changed since they were last counted.
    icons_cache: dict[str, int] | None = None

    def top_cards(self) -> list[str]:
        return [pile.cards[0] for pile in self.board.values()]


@dataclass(slots=True, eq=False)
class GameState:
    rules: Rules
    catalog: Catalog
    rng: Random
    players: list[Player]
    target: int                                   # achievements needed to win
    supply: dict[int, list[str]] = field(default_factory=dict)
    standard: dict[int, str] = field(default_factory=dict)   # available standard achievements
    specials: list[str] = field(default_factory=list)        # available special achievements
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
    action_flags: dict = field(default_factory=dict)         # what effects record "during this action"
    batch: int = 0                                # >0 while a compound move is half done
    # an engine option, not a rule: ask every decision, even one with a single possible answer
    # (the protocol lets an engine ask forced choices or not; examples/prompting_engine.py asks)
    ask_forced: bool = False

    # --- seats, sides and order -------------------------------------------------------
    def live(self, seat: int) -> bool:
        return not self.players[seat].eliminated

    def clockwise(self, start: int, include_start: bool = True) -> list[int]:
        """Seats not eliminated, clockwise (rising seat numbers) from `start`."""
        n = len(self.players)
        seats = [(start + i) % n for i in range(0 if include_start else 1, n)]
        return [s for s in seats if not self.players[s].eliminated]

    def side(self, seat: int) -> int:
        """A seat's side: its team in a team game, else the seat itself."""
        team = self.players[seat].team
        return seat if team is None else team

    def partners(self, a: int, b: int) -> bool:
        return a != b and self.rules.teams and self.players[a].team == self.players[b].team

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
        cards = self.catalog.cards
        return sum(cards[name].age for name in self.players[seat].score)

    def top_ages(self, seat: int) -> list[int]:
        cards = self.catalog.cards
        return [cards[pile.cards[0]].age for pile in self.players[seat].board.values()]

    def emit(self, kind: str, player: int, **fields) -> None:
        self.events.append({"type": kind, "player": player, **fields})
