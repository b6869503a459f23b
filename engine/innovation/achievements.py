"""Standard achievements (the achieve action's price) and special achievements (conditions
from variant special_achievements, checked per its timing, ties per its tie order).

    >>> from engine.variants import load_variant
    >>> from engine.innovation import Game
    >>> g = Game.new(load_variant("deluxe"), ["A", "B"], 1, state={"players": [
    ...     {"board": {"red": {"cards": ["Construction"]}}, "score": ["Sailing", "Writing", "Tools", "Pottery", "Agriculture"]}]})
    >>> achievable_ages(g._gs, 0)
    [1]
"""

from __future__ import annotations

from .icons import board_icons
from .state import GameState
from .victory import tie_order


def achieve_cost(gs: GameState, seat: int, age: int) -> int:
    """Points needed for an achievement of `age`: per-age price, multiplied by k+1 when the
    variant prices a repeat and the player already holds k achievements of that age."""
    cost = gs.rules.achieve_score_per_age * age
    if gs.rules.repeat_cost_multiplied:
        cards = gs.catalog.cards
        held = sum(1 for name in gs.players[seat].achievements if name in cards and cards[name].age == age)
        cost *= held + 1
    return cost


def can_achieve(gs: GameState, seat: int, age: int) -> bool:
    if age not in gs.standard:
        return False
    if gs.score_total(seat) < achieve_cost(gs, seat, age):
        return False
    if gs.rules.achieve_needs_top_card:
        return any(top >= age for top in gs.top_ages(seat))
    return True


def achievable_ages(gs: GameState, seat: int) -> list[int]:
    """Ages the player may achieve now (one pass: score and top cards are read once)."""
    if not gs.standard:
        return []
    points = gs.score_total(seat)
    top = max(gs.top_ages(seat), default=None) if gs.rules.achieve_needs_top_card else None
    ages = []
    for age in sorted(gs.standard):
        if gs.rules.achieve_needs_top_card and (top is None or top < age):
            continue
        if points >= achieve_cost(gs, seat, age):
            ages.append(age)
    return ages


# --- special achievements -------------------------------------------------------------

def condition_met(gs: GameState, seat: int, kind: str, params: dict) -> bool:
    player = gs.players[seat]
    cards = gs.catalog.cards
    if kind == "tucked-or-scored-in-turn":
        # tucks and scores are counted apart, never added
        return gs.tucked[seat] >= params["count"] or gs.scored[seat] >= params["count"]
    if kind == "top-cards-with-demand":
        return sum(1 for name in player.top_cards() if cards[name].has_demand) >= params["count"]
    if kind == "each-icon-at-least":
        icons = board_icons(gs, seat)
        return all(icons[i] >= params["count"] for i in params["icons"])
    if kind == "icon-at-least":
        return board_icons(gs, seat)[params["icon"]] >= params["count"]
    if kind == "colors-splayed":
        directions = params["directions"]
        return sum(1 for pile in player.board.values() if pile.splay in directions) >= params["colors"]
    if kind == "top-cards-of-value":
        return sum(1 for age in gs.top_ages(seat) if age >= params["min_value"]) >= params["count"]
    raise ValueError(f"unknown special achievement condition {kind!r}")


def check_specials(gs: GameState) -> None:
    """Award every available special achievement whose condition a player meets; when
    several meet it, the first in the variant's tie order takes it."""
    if not gs.specials:
        return
    order = tie_order(gs, gs.rules.specials_tie_left_first)
    for special in gs.rules.specials:
        if special.name not in gs.specials:
            continue
        for seat in order:
            if condition_met(gs, seat, special.kind, special.params):
                gs.specials.remove(special.name)
                gs.players[seat].achievements.append(special.name)
                gs.emit("achieve", seat, achievement=special.name, special=True)
                break
