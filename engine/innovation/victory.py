"""How the game ends: achievements, score, dogma, elimination. Each function that ends the
game raises GameOver, which the game driver turns into the result.

    >>> from rulebook.variants import load_variant
    >>> from rulebook.innovation import Game
    >>> g = Game.new(load_variant("deluxe"), ["A", "B"], 3, state={"players": [
    ...     {"score": ["Construction"]}, {"score": ["Writing"]}]})
    >>> score_victory(g._gs).winners
    [0]
"""

from __future__ import annotations

from .errors import GameOver
from .state import GameState, KarmaEvent


def seats_of(gs: GameState, sides: list[int]) -> list[int]:
    return sorted(s for side in sides for s in gs.side_seats(side))


def achievement_count(gs: GameState, side: int) -> int:
    """Achievements of a side: a team pools its members' (variant teams)."""
    return sum(gs.achievement_count(s) for s in gs.side_seats(side))


def win_stands(gs: GameState, winners: list[int]) -> bool:
    """Figures: a game about to be won by one side (by achievements, on score, or by the others'
    loss) is first a 'win' event of its first seat, which karma answer first (Jackie Chan: an
    opponent about to win alone). A karma may end the game itself (its owner wins instead) by
    raising GameOver; otherwise the win stands, unless a would-instead karma replaced it
    (False). True without figures, and for a win shared by several sides or a draw."""
    hook = gs.karma_before
    if hook is None or not winners or any(gs.side(s) != gs.side(winners[0]) for s in winners):
        return True
    return hook(gs, KarmaEvent("win", winners[0])) is not False


def tie_order(gs: GameState, left_first: bool) -> list[int]:
    """Seats in turn order from the current player, or from their left (current player last)."""
    current = gs.turn_player
    order = gs.clockwise(current, include_start=True)
    if left_first and order and order[0] == current:
        order = order[1:] + order[:1]
    return order


def check_target(gs: GameState) -> None:
    """End the game when a side holds enough achievements (variant victory.simultaneous_target
    settles several at once)."""
    # checked after every action: no side can have more than all the achievements held
    if gs.achievement_bonus is None:        # no karma adds to a count: only the held ones count
        if sum(len(p.achievements) for p in gs.players) < gs.target:
            return
    elif sum(gs.achievement_count(p.seat) for p in gs.players) < gs.target:
        return
    reached = [side for side in gs.live_sides() if achievement_count(gs, side) >= gs.target]
    if not reached:
        return
    mode = gs.rules.victory.simultaneous_target
    if len(reached) > 1:
        # every mode first keeps the sides with the most achievements; "all-win" lets all of
        # those win, the others break the tie by seat order
        most = max(achievement_count(gs, side) for side in reached)
        reached = [side for side in reached if achievement_count(gs, side) == most]
    if len(reached) > 1 and mode != "all-win":
        order = tie_order(gs, left_first=mode == "most-then-left-of-current-first")
        reached = [next(gs.side(seat) for seat in order if gs.side(seat) in reached)]
    winners = seats_of(gs, reached)
    if win_stands(gs, winners):
        raise GameOver(winners, "achievements")


def score_victory(gs: GameState) -> GameOver:
    """The result when the game ends by drawing past the last age (or an effect ends it):
    most points, then variant victory.score_tiebreak, then a shared win or a draw. Figures: a
    win by one side is first answered by karma (`win_stands`; the game ends either way, so a
    karma can only win it instead)."""
    over = _score_result(gs)
    if over.reason == "score":
        win_stands(gs, list(over.winners))
    return over


def _score_result(gs: GameState) -> GameOver:
    if gs.rules.teams.enabled and gs.rules.teams.combined_score:
        sides = gs.live_sides()
        def points(side): return sum(gs.score_total(s) for s in gs.side_seats(side) if gs.live(s))
        def achieved(side): return achievement_count(gs, side)
        def expand(sides_): return seats_of(gs, sides_)
    else:
        sides = [p.seat for p in gs.players if not p.eliminated]
        def points(seat): return gs.score_total(seat)
        def achieved(seat): return gs.achievement_count(seat)
        # a player's score win is the team's win
        def expand(seats): return seats_of(gs, sorted({gs.side(s) for s in seats}))
    best = max(points(s) for s in sides)
    tied = [s for s in sides if points(s) == best]
    for breaker in gs.rules.victory.score_tiebreak:
        if len(tied) > 1 and breaker == "achievements":
            most = max(achieved(s) for s in tied)
            tied = [s for s in tied if achieved(s) == most]
    if len(tied) > 1 and gs.rules.victory.score_full_tie == "draw":
        return GameOver([], "draw")
    return GameOver(expand(tied), "score")


def dogma_winners(gs: GameState, seats: list[int]) -> list[int]:
    """A dogma win: with variant teams.shared_dogma_win the partner wins too."""
    if gs.rules.teams.enabled and gs.rules.teams.shared_dogma_win:
        return seats_of(gs, sorted({gs.side(s) for s in seats}))
    return sorted(set(seats))


def check_last_side(gs: GameState) -> None:
    """After an elimination: the last player (or team) left wins."""
    sides = gs.live_sides()
    if len(sides) == 1:
        raise GameOver(seats_of(gs, sides), "elimination")
