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
        top = gs.highest_top_age(seat)
        return top is not None and top >= age
    return True


def achievable_ages(gs: GameState, seat: int) -> list[int]:
    """Ages the player may achieve now (one pass: score and top cards are read once)."""
    standard = gs.standard
    if not standard:
        return []
    rules = gs.rules
    top = None
    if rules.achieve_needs_top_card:
        top = gs.highest_top_age(seat)
        if top is None:
            return []
    points = gs.score_total(seat)
    per_age = rules.achieve_score_per_age
    held: dict[int, int] = {}           # achievements held per age, for the price of a repeat
    if rules.repeat_cost_multiplied:
        cards = gs.catalog.cards
        for name in gs.players[seat].achievements:
            if name in cards:
                held[cards[name].age] = held.get(cards[name].age, 0) + 1
    ages = []
    for age in sorted(standard):
        if top is not None and top < age:
            break                       # the ages are sorted: no later one is covered either
        cost = per_age * age            # as achieve_cost, with the held counts read once
        if per_age >= 0 and points < cost:
            break                       # prices only rise with the age (a repeat costs more still)
        if points >= cost * (held.get(age, 0) + 1):
            ages.append(age)
    return ages


# --- special achievements -------------------------------------------------------------

def condition_met(gs: GameState, seat: int, kind: str, params: dict) -> bool:
    # Called for every available special, every player, after every action: the conditions
    # on top cards and piles first rule out a board with too few piles to meet them.
    player = gs.players[seat]
    board = player.board
    if kind == "tucked-or-scored-in-turn":
        # tucks and scores are counted apart, never added
        return gs.tucked[seat] >= params["count"] or gs.scored[seat] >= params["count"]
    if kind == "top-cards-with-demand":
        count = params["count"]
        if len(board) < count:
            return False
        return gs.demand_tops(seat) >= count
    if kind == "each-icon-at-least":
        icons = board_icons(gs, seat)
        return all(icons[i] >= params["count"] for i in params["icons"])
    if kind == "icon-at-least":
        return board_icons(gs, seat)[params["icon"]] >= params["count"]
    if kind == "colors-splayed":
        colors = params["colors"]
        if len(board) < colors:
            return False
        directions = params["directions"]
        return sum(1 for pile in board.values() if pile.splay in directions) >= colors
    if kind == "top-cards-of-value":
        count = params["count"]
        if len(board) < count:
            return False
        return sum(1 for age in gs._top_ages(seat) if age >= params["min_value"]) >= count
    raise ValueError(f"unknown special achievement condition {kind!r}")


# Conditions read from the board alone: while a player's board stays the same, a condition
# found unmet stays unmet (BoardFacts.unmet remembers it until the board changes).
BOARD_CONDITIONS = frozenset({"top-cards-with-demand", "each-icon-at-least", "icon-at-least", "colors-splayed",
                              "top-cards-of-value"})


def check_specials(gs: GameState) -> None:
    """Award every available special achievement whose condition a player meets; when
    several meet it, the first in the variant's tie order takes it."""
    available = gs.specials
    if not available:
        return
    players = gs.players
    # the usual case after an action that changed no board: every player's board is already
    # known to meet none of the available specials
    for player in players:
        if not player.eliminated:
            facts = player.board_facts
            if facts is None or facts.unmet is None or not facts.unmet.issuperset(available):
                break
    else:
        return
    order = tie_order(gs, gs.rules.specials_tie_left_first)
    for special in gs.rules.specials:
        name = special.name
        if name not in available:
            continue
        on_board = special.kind in BOARD_CONDITIONS
        for seat in order:
            if on_board:
                # runs after every action: a board condition found unmet is not evaluated
                # again until that board changes
                facts = players[seat].facts()
                unmet = facts.unmet
                if unmet is None:
                    unmet = facts.unmet = set()
                elif name in unmet:
                    continue
                if not condition_met(gs, seat, special.kind, special.params):
                    unmet.add(name)
                    continue
            elif not condition_met(gs, seat, special.kind, special.params):
                continue
            available.remove(name)
            players[seat].achievements.append(name)
            gs.emit("achieve", seat, achievement=name, special=True)
            break
