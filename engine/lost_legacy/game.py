"""`Game`: the public face of the Lost Legacy engine (what the protocol server, the compliance
runner and the random players use).

The engine's parts, by role (the names Innovation's engine uses for the same roles):
state.py (the table, slots and who knows them, the seats), setup.py (the deal, or a given
position), flow.py (turns, card hooks, elimination, the investigation), legal.py (what the
game waits for, checking a move), ops.py (decisions, looks and card moves),
effects/ (the card-rules registry, `Context`, the only object card rules receive, and the
steps that set off card hooks), sets/ (the rules of each set's cards), bundled.py (the card
data with those rules), view.py (the state for the referee or one seat). What both games
share (the decision and its answer check, the player check, `GameOver`) is engine/gameplay.py.

    >>> from rulebook.variants import load_variant
    >>> game = Game.new(load_variant("lost-legacy-starship"), ["A", "B"], seed=7)
    >>> listed = game.moves()
    >>> listed["player"], [move["type"] for move in listed["moves"]]
    (1, ['play', 'play'])
"""

from __future__ import annotations

import copy
from collections.abc import Generator
from typing import TYPE_CHECKING, Any

from . import flow, setup
from .bundled import default_catalog
from .cards import Catalog
from .legal import Waiting, check_move, every_move, listed_moves
from .state import GameState, Table
from .view import render

if TYPE_CHECKING:
    from ..variants.lost_legacy import LostLegacyVariant


class Game:
    """One round of Lost Legacy. Build it with `Game.new`."""

    def __init__(self, gs: GameState, args: tuple[LostLegacyVariant, list[str], int, dict | None, Catalog],
                 phase: str):
        self._gs = gs
        self._args = args                 # what `clone` rebuilds the round from
        self.moves_played: list[dict] = []
        self._flow: Generator[Any, Any, None] = flow.round_of(gs, phase)
        self._waiting: Waiting = None     # what the running round waits for
        self._resume(None)

    # --- construction -------------------------------------------------------------------
    @classmethod
    def new(cls, variant, players: list[str], seed: int, state: dict | None = None, *,
            catalog: Catalog | None = None) -> Game:
        """A new round: `variant` (a resolved LostLegacyVariant), player names in seat order,
        the seed of every random choice, and optionally a (partial) starting position. A
        refused request raises BadRequest or Unsupported (UnsupportedDeck)."""
        variant = setup.require_variant(variant)
        catalog = catalog or default_catalog()
        names = setup.check_players(variant, players)
        deck = catalog.check_playable(variant)
        gs = GameState(variant, catalog, names, seed, deck)
        phase = setup.deal(gs) if state is None else setup.place(gs, state)
        return cls(gs, (variant, list(names), seed, copy.deepcopy(state), catalog), phase)

    def clone(self) -> Game:
        """An independent copy, rebuilt by replaying this game's moves."""
        variant, names, seed, state, catalog = self._args
        other = Game.new(variant, names, seed, state, catalog=catalog)
        for move in self.moves_played:
            other.play(move)
        return other

    # --- queries ------------------------------------------------------------------------
    @property
    def result(self) -> dict | None:
        """{"winners": [seats], "reason": ...} once the round is decided, else None."""
        return self._gs.result

    @property
    def over(self) -> bool:
        return self._gs.result is not None

    @property
    def log(self) -> list[dict]:
        """Every event since the deal, in order (the referee's view)."""
        return self._gs.log

    @property
    def table(self) -> Table:
        """The cards where they lie, with who knows each hidden card."""
        return self._gs.table

    def moves(self) -> dict:
        """Who acts and the legal play moves, or the pending decision while one is open."""
        return listed_moves(self._waiting_now())

    def legal_moves(self) -> list[dict]:
        """Every legal move, a pending decision's answers spelled out one by one."""
        return every_move(self._waiting_now())

    def state(self, viewer: int | None = None) -> dict:
        """The full state for the referee (viewer None), or what seat `viewer` knows."""
        return render(self._gs, viewer)

    def conservation_problems(self) -> list[str]:
        """Empty when every card of the deck is in exactly one place."""
        return self._gs.table.conservation_problems(self._gs.deck_cards)

    def check_conservation(self) -> None:
        """Raise AssertionError naming the cards out of place, if any."""
        problems = self.conservation_problems()
        if problems:
            raise AssertionError("cards not conserved: " + "; ".join(problems))

    # --- playing ------------------------------------------------------------------------
    def play(self, move: dict) -> list[dict]:
        """Apply a move; the events it caused, in order. A refused move raises IllegalMove or
        BadRequest and changes nothing."""
        # checked against what the round waits for *before* resuming it: a refusal changes nothing
        answer = check_move(self._gs, self._waiting_now(), move)
        start = len(self._gs.log)
        self.moves_played.append(copy.deepcopy(move))
        self._resume(answer)
        return self._gs.log[start:]

    def _waiting_now(self) -> Waiting:
        return None if self._gs.result is not None else self._waiting

    def _resume(self, answer: Any) -> None:
        try:
            self._waiting = self._flow.send(answer)
        except StopIteration:
            self._waiting = None
