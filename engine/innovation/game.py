"""`Game`: the public face of the engine (what the protocol server and the random players use).

    >>> from rulebook.variants import load_variant
    >>> g = Game.new(load_variant("deluxe"), ["Ann", "Bob"], seed=7)
    >>> pending = g.moves()["pending"]
    >>> pending["kind"], pending["player"], len(pending["options"])
    ('opening_meld', 0, 2)
    >>> g.play({"type": "choose", "choice": pending["options"][:1]})
    []
"""

from __future__ import annotations

from collections.abc import Generator

from . import flow
from .errors import EngineError, GameOver
from .export import copy_decision, state_dict
from .legal import check_action, check_choice, check_shape, legal_moves
from .partial import load_partial
from .running import RunningAction
from .setup import deal, new_state
from .state import GameState
from .view import check_viewer, player_events, player_view


class Game:
    """One game of Innovation under a variant. Build it with `Game.new`."""

    moves_played: int  # only on a game from agents.play_random_game: the moves it played
    stopped: str | None = None  # likewise: why it stopped unfinished (an unwritten card reached)

    def __init__(self, gs: GameState):
        self._gs = gs
        self._running: Generator[dict, list, None] | RunningAction | None = None   # the action (or opening) waiting on a decision
        self._actions: RunningAction | None = None     # Figures: the greenlet the actions run in

    # --- construction ---------------------------------------------------------------------
    @classmethod
    def new(cls, variant, players: list[str], seed: int = 0, state: dict | None = None,
            ask_forced: bool = False) -> Game:
        """A new game: the opening meld when `state` is None, else the given (partial) position.

        With `ask_forced`, every choice is asked, even one with a single possible answer (the
        protocol allows either; the default makes forced choices without asking).

        `variant` is a resolved InnovationVariant (finding a variant by id is the variants
        layer's work: `rulebook.variants.load_variant`). Same variant, players and seed: the same
        game, move for move.
        """
        if getattr(variant, "game", None) != "innovation":
            raise EngineError("bad_request", "the Innovation engine needs a resolved Innovation variant")
        gs = new_state(variant, players, seed)
        gs.ask_forced = ask_forced
        game = cls(gs)
        if state is None:
            deal(gs)
            game._start(flow.opening(gs))
        else:
            load_partial(gs, state)
        gs.events.clear()
        return game

    # --- queries -----------------------------------------------------------------------------
    @property
    def over(self) -> bool:
        return self._gs.result is not None

    @property
    def result(self) -> dict | None:
        return None if self._gs.result is None else dict(self._gs.result)

    def moves(self) -> dict:
        """{"player": seat, "moves": [...]}, or {"player": seat, "pending": decision} while a
        decision waits; after the game, {"player": None, "moves": []}."""
        gs = self._gs
        if gs.result is not None:
            return {"player": None, "moves": []}
        if gs.pending is not None:
            return {"player": gs.pending["player"], "pending": copy_decision(gs.pending)}
        return {"player": gs.turn_player, "moves": legal_moves(gs)}

    def state(self, viewer: int | None = None) -> dict:
        """The canonical state of protocol v1: the referee's (viewer None, every card named),
        or what seat `viewer` may see, hidden cards shown by their backs (view.py)."""
        state = state_dict(self._gs)
        return state if viewer is None else self.view(state, viewer)

    def view(self, state: dict, viewer: int) -> dict:
        """A referee's `state` of this game (this engine's, or one reshaped from it) as seat
        `viewer` sees it: every card that player may not look at shown by its back (view.py)."""
        return player_view(state, viewer, self._back)

    def view_events(self, events: list[dict], viewer: int) -> list[dict]:
        """The events of the last move (as `play` returned them) as seat `viewer` may know them,
        the game being where that move left it: each card the player may not know shown by its
        back, a secret nobody has seen included (view.py)."""
        gs = self._gs
        check_viewer(viewer, len(gs.players))
        secrets = {name for player in gs.players for name in player.safe} - gs.revealed_secrets
        return player_events(events, viewer, self._back, secrets, len(gs.players))

    def check_viewer(self, viewer: object) -> None:
        """Refuse (bad_request) a viewer that is not a seat of this game."""
        check_viewer(viewer, len(self._gs.players))

    def _back(self, title: str) -> dict | str:
        """A card's back, its value and set; what is not a card (a special achievement, a decree) by name."""
        cards = self._gs.catalog.cards
        return {"age": cards[title].age, "set": cards[title].deck} if title in cards else title

    # --- playing -----------------------------------------------------------------------------
    def play(self, move: dict) -> list[dict]:
        """Play a move of the player to act; returns the events it caused, in order. A refused
        move raises EngineError and changes nothing."""
        gs = self._gs
        check_shape(move, bool(gs.catalog.decrees))
        if gs.result is not None:
            raise EngineError("illegal_move", "the game is over")
        gs.events = []
        if gs.pending is not None:
            choice = check_choice(gs.pending, move)
            gs.pending = None
            self._resume(choice)
        else:
            check_action(gs, move)
            self._start(flow.action(gs, move))
        events, gs.events = gs.events, []
        return events

    def close(self) -> None:
        """Let an action that waits on a decision go (the game is being dropped or replaced)."""
        running, self._running = self._running, None
        if running is not None:
            running.close()
        if self._actions is not None:       # its greenlet, waiting for the next action
            self._actions.close()

    def _start(self, generator: Generator[dict, list, None]) -> None:
        # Figures: karma below a plain card movement may ask a decision (running.py)
        if self._gs.karma is None:
            self._running = generator
        else:
            if self._actions is None:
                self._actions = RunningAction()
            self._actions.begin(generator)
            self._running = self._actions
        self._resume(None)

    def _resume(self, answer) -> None:
        gs = self._gs
        # Called on starting a generator and on answering gs.pending, which only a running
        # generator sets.
        assert self._running is not None
        try:
            request = self._running.send(answer)
        except StopIteration:
            self._running = None
            return
        except GameOver as over:
            self._running = None
            self._finish(over)
            return
        gs.pending = request

    def _finish(self, over: GameOver) -> None:
        gs = self._gs
        gs.pending = None
        gs.result = {"winners": list(over.winners), "reason": over.reason}
        gs.emit("game_over", gs.turn_player, winners=list(over.winners), reason=over.reason)

