"""Standard achievements (the achieve action's price) and special achievements (conditions
from variant special_achievements, checked per its timing, ties per its tie order).

    >>> from rulebook.variants import load_variant
    >>> from rulebook.innovation import Game
    >>> g = Game.new(load_variant("deluxe"), ["A", "B"], 1, state={"players": [
    ...     {"board": {"red": {"cards": ["Construction"]}}, "score": ["Sailing", "Writing", "Tools", "Pottery", "Agriculture"]}]})
    >>> achievable_ages(g._gs, 0)
    [1]
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from types import SimpleNamespace
from typing import Any

from ..variants.innovation import (
    BonusesAtLeast,
    ColorsSplayed,
    Condition,
    EachIconAtLeast,
    EchoEffectsInOnePile,
    FewerColors,
    ForecastAtLeast,
    HexesInOnePile,
    IconAtLeast,
    NoOddTopCards,
    NoStandardAchievements,
    NoVisibleIcon,
    SecretsAtLeast,
    TopCardsOfValue,
    TopCardsWithDemand,
    TuckedOrScoredInTurn,
)
from .icons import board_icons, pile_icons, visible_bonuses, visible_echo_cards, visible_hexes
from .state import GameState, KarmaEvent
from .victory import tie_order


@dataclass(frozen=True, slots=True)
class Access:
    """Figures: what a player's static achievement-access karmas change about claiming
    (karma.achievement_access builds it; GameState.achievement_access gives it, None when
    they change nothing). `cards`: cards of the player's board that count as available
    standard achievements for them (claimable with the Achieve action when eligible by their
    value); `discount`: points taken off the price of a standard achievement, by value;
    `relief`: how much every special-achievement requirement is lowered for them."""

    cards: tuple[str, ...] = ()
    discount: dict[int, int] = field(default_factory=dict)
    relief: int = 0


def _access(gs: GameState, seat: int) -> Access | None:
    hook = gs.achievement_access
    return None if hook is None else hook(gs, seat)


def _held_by_age(gs: GameState, seat: int) -> dict[int, int]:
    """Achievements the player holds per age, where the variant prices a repeat (else none
    are counted: every achievement costs its plain price)."""
    held: dict[int, int] = {}
    if gs.rules.actions.repeat_achievement_cost == "multiplied":
        cards = gs.catalog.cards
        for name in gs.players[seat].achievements:
            if name in cards:
                held[cards[name].age] = held.get(cards[name].age, 0) + 1
    return held


def achieve_cost(gs: GameState, seat: int, age: int) -> int:
    """Points needed for an achievement of `age`: per-age price, multiplied by k+1 when the
    variant prices a repeat and the player already holds k achievements of that age
    (Figures: less what achievement-access karma take off that value's price, never below 0)."""
    cost = gs.rules.actions.achieve_score_per_age * age * (_held_by_age(gs, seat).get(age, 0) + 1)
    access = _access(gs, seat)
    if access is not None and access.discount.get(age):
        return max(0, cost - access.discount[age])
    return cost


def _top_reach(gs: GameState, seat: int) -> int | None:
    """The highest value the Achieve action's top-card test lets `seat` claim: the highest top
    card, raised by achievement-access karma; None when the variant has no such test, -1 with
    an empty board (nothing is claimable)."""
    if not gs.rules.actions.achieve_needs_top_card:
        return None
    top = gs.highest_top_age(seat)
    if top is None:
        return -1
    if gs.achieve_top_bonus is not None:     # Figures: static achievement-access karma
        top += gs.achieve_top_bonus(gs, seat)
    return top


def eligible(gs: GameState, seat: int, age: int) -> bool:
    """Whether `seat` is eligible for an achievement of `age`, available or not: the top-card
    test and the price (a repeat priced higher, less what karma takes off)."""
    top = _top_reach(gs, seat)
    return (top is None or age <= top) and gs.score_total(seat) >= achieve_cost(gs, seat, age)


def achievable_ages(gs: GameState, seat: int) -> list[int]:
    """Ages the player may achieve now (one pass: score and top cards are read once)."""
    standard = gs.standard
    if gs.achievement_access is not None:       # Figures: karma may change the prices
        return _eligible_ages(gs, seat, sorted(standard), _access(gs, seat))
    if not standard:
        return []
    actions = gs.rules.actions
    top = _top_reach(gs, seat)
    if top == -1:
        return []
    points = gs.score_total(seat)
    per_age = actions.achieve_score_per_age
    held = _held_by_age(gs, seat)       # for the price of a repeat
    ages = []
    for age in sorted(standard):
        if top is not None and top < age:
            break                       # the ages are sorted: no later one is covered either
        cost = per_age * age            # as achieve_cost, the held counts read once
        if per_age >= 0 and points < cost:
            break                       # prices only rise with the age (a repeat costs more still)
        if points >= cost * (held.get(age, 0) + 1):
            ages.append(age)
    return ages


def _eligible_ages(gs: GameState, seat: int, ages: list[int], access: Access | None) -> list[int]:
    """Of `ages` (ascending), those `seat` is eligible for: a top card at least that high
    (raised by achieve_top karma) and the price, less any discount (so prices need not rise
    with the value: every age is checked)."""
    top = _top_reach(gs, seat)
    if top is not None:
        ages = [age for age in ages if age <= top]
    if not ages:
        return []           # the score (with figures, a sum over karma) is not even needed
    per_age = gs.rules.actions.achieve_score_per_age
    points = gs.score_total(seat)
    held = _held_by_age(gs, seat)
    discount = {} if access is None else access.discount
    return [age for age in ages
            if points >= max(0, per_age * age * (held.get(age, 0) + 1) - discount.get(age, 0))]


def achieve_action_ages(gs: GameState, seat: int) -> list[int]:
    """The values the Achieve action may claim now: `achievable_ages`, and (Figures) the values
    of the board cards that achievement-access karma make available to the player, each under
    the same eligibility rule as a standard achievement of its value."""
    if gs.achievement_access is None:       # no figures
        return achievable_ages(gs, seat)
    access = _access(gs, seat)
    if access is None or not access.cards:
        return _eligible_ages(gs, seat, sorted(gs.standard), access)     # as achievable_ages, access read once
    cards = gs.catalog.cards
    ages = sorted(set(gs.standard) | {cards[name].age for name in access.cards})
    return _eligible_ages(gs, seat, ages, access)


def achieve_candidates(gs: GameState, seat: int, age: int) -> list[str]:
    """What the Achieve action for value `age` may claim (eligibility aside): the available
    standard achievement of that value, then (Figures) the board cards of that value that
    achievement-access karma make available to the player."""
    found = standard_of_value(gs, age)
    access = _access(gs, seat)
    if access is not None:
        cards = gs.catalog.cards
        found += [name for name in access.cards if cards[name].age == age and name not in found]
    return found


def standard_of_value(gs: GameState, age: int) -> list[str]:
    """Every available standard achievement of value `age`: the one in its place, then (Figures)
    the extras of that value a karma made available, oldest first (GameState.standard_extra)."""
    found = [gs.standard[age]] if age in gs.standard else []
    if gs.standard_extra:
        cards = gs.catalog.cards
        found += [name for name in gs.standard_extra if cards[name].age == age]
    return found


# --- special achievements -------------------------------------------------------------

# One check per kind of condition (variant special_achievements.conditions), each reading its
# kind's own fields. They run for every available special, every player, after every action:
# the conditions on top cards and piles first rule out a board with too few piles.

def _tucked_or_scored(gs: GameState, seat: int, condition: TuckedOrScoredInTurn) -> bool:
    # tucks and scores are counted apart, never added
    return gs.tucked[seat] >= condition.count or gs.scored[seat] >= condition.count


def _top_cards_with_demand(gs: GameState, seat: int, condition: TopCardsWithDemand) -> bool:
    count = condition.count
    return len(gs.players[seat].board) >= count and gs.demand_tops(seat) >= count


def _each_icon_at_least(gs: GameState, seat: int, condition: EachIconAtLeast) -> bool:
    icons = board_icons(gs, seat)
    return all(icons[i] >= condition.count for i in condition.icons)


def _icon_at_least(gs: GameState, seat: int, condition: IconAtLeast) -> bool:
    return board_icons(gs, seat)[condition.icon] >= condition.count


def _colors_splayed(gs: GameState, seat: int, condition: ColorsSplayed) -> bool:
    board = gs.players[seat].board
    colors = condition.colors
    if len(board) < colors:
        return False
    directions = condition.directions
    return sum(1 for pile in board.values() if pile.splay in directions) >= colors


def _top_cards_of_value(gs: GameState, seat: int, condition: TopCardsOfValue) -> bool:
    count = condition.count
    if len(gs.players[seat].board) < count:
        return False
    return sum(1 for age in gs._top_ages(seat) if age >= condition.min_value) >= count


# Echoes' five (echoes.md §8): bonuses, hexes and echo effects count where visible, like icons
def _bonuses_at_least(gs: GameState, seat: int, condition: BonusesAtLeast) -> bool:
    return len(visible_bonuses(gs, seat)) >= condition.count


def _forecast_at_least(gs: GameState, seat: int, condition: ForecastAtLeast) -> bool:
    return len(gs.players[seat].forecast) >= condition.count


def _hexes_in_one_pile(gs: GameState, seat: int, condition: HexesInOnePile) -> bool:
    return any(visible_hexes(gs, seat, color) >= condition.count for color in gs.players[seat].board)


def _echo_effects_in_one_pile(gs: GameState, seat: int, condition: EchoEffectsInOnePile) -> bool:
    return any(len(visible_echo_cards(gs, seat, color)) >= condition.count for color in gs.players[seat].board)


def _icons_in_piles(gs: GameState, seat: int, condition: Any) -> bool:
    # condition: an IconsInPiles record, or its numbers lowered (lowered_met)
    board = gs.players[seat].board
    if len(board) < condition.piles:
        return False
    per_pile = [pile_icons(gs, seat, color) for color in board]
    # one icon type (the avatar among them) in enough piles; the age-0 icon is counted too
    return any(sum(1 for icons in per_pile if icons[icon] >= condition.count) >= condition.piles
               for icon in per_pile[0])


# Unseen's five (unseen.md §7): each needs a top card of at least min_top_value besides its test
def _top_reaches(gs: GameState, seat: int, value: int) -> bool:
    top = gs.highest_top_age(seat)
    return top is not None and top >= value


def _secrets_at_least(gs: GameState, seat: int, condition: SecretsAtLeast) -> bool:
    return len(gs.players[seat].safe) >= condition.count and _top_reaches(gs, seat, condition.min_top_value)


def _no_odd_top_cards(gs: GameState, seat: int, condition: NoOddTopCards) -> bool:
    return _top_reaches(gs, seat, condition.min_top_value) and all(age % 2 == 0 for age in gs._top_ages(seat))


def _no_standard_achievements(gs: GameState, seat: int, condition: NoStandardAchievements) -> bool:
    # a standard achievement is any card with a value (an achieved secret included); special
    # achievements and decrees are no cards of the catalog
    cards = gs.catalog.cards
    return _top_reaches(gs, seat, condition.min_top_value) \
        and not any(name in cards for name in gs.players[seat].achievements)


def _no_visible_icon(gs: GameState, seat: int, condition: NoVisibleIcon) -> bool:
    return _top_reaches(gs, seat, condition.min_top_value) and board_icons(gs, seat)[condition.icon] == 0


def _fewer_colors(gs: GameState, seat: int, condition: FewerColors) -> bool:
    return _top_reaches(gs, seat, condition.min_top_value) and len(gs.players[seat].board) < condition.colors


CONDITIONS: dict[str, Callable[[GameState, int, Any], bool]] = {
    "tucked-or-scored-in-turn": _tucked_or_scored, "top-cards-with-demand": _top_cards_with_demand,
    "each-icon-at-least": _each_icon_at_least, "icon-at-least": _icon_at_least,
    "colors-splayed": _colors_splayed, "top-cards-of-value": _top_cards_of_value,
    "bonuses-at-least": _bonuses_at_least, "forecast-at-least": _forecast_at_least,
    "hexes-in-one-pile": _hexes_in_one_pile, "echo-effects-in-one-pile": _echo_effects_in_one_pile,
    "icons-in-piles": _icons_in_piles,
    "secrets-at-least": _secrets_at_least, "no-odd-top-cards": _no_odd_top_cards,
    "no-standard-achievements": _no_standard_achievements, "no-visible-icon": _no_visible_icon,
    "fewer-colors": _fewer_colors,
}


def _check_of(kind: str) -> Callable[[GameState, int, Any], bool]:
    check = CONDITIONS.get(kind)
    if check is None:
        raise ValueError(f"unknown special achievement condition {kind!r}")
    return check


def condition_met(gs: GameState, seat: int, condition: Condition) -> bool:
    """Whether a player meets a special achievement's condition (Figures: with every
    requirement lowered by the relief of their achievement-access karma, `lowered_met`)."""
    check = _check_of(condition.kind)
    if gs.achievement_access is not None:
        access = _access(gs, seat)
        if access is not None and access.relief:
            return lowered_met(gs, seat, condition, access.relief)
    return check(gs, seat, condition)


def _lowered(relief: int) -> Callable[[GameState, int, Any], bool]:
    return lambda gs, seat, condition: lowered_met(gs, seat, condition, relief)


def lowered_met(gs: GameState, seat: int, condition: Any, relief: int) -> bool:
    """A condition with every requirement lowered by `relief` (Hedy Lamar: each number of the
    condition, one less): fewer cards tucked or scored, fewer top cards with a demand, fewer
    icons of fewer of the listed types (any len - relief of them), fewer icons, fewer colours
    splayed, fewer top cards of a lower value."""
    kind = condition.kind
    if kind == "tucked-or-scored-in-turn":
        count = condition.count - relief
        return gs.tucked[seat] >= count or gs.scored[seat] >= count
    if kind == "top-cards-with-demand":
        return gs.demand_tops(seat) >= condition.count - relief
    if kind == "each-icon-at-least":
        icons = board_icons(gs, seat)
        met = sum(1 for icon in condition.icons if icons[icon] >= condition.count - relief)
        return met >= len(condition.icons) - relief
    if kind == "icon-at-least":
        return board_icons(gs, seat)[condition.icon] >= condition.count - relief
    if kind == "colors-splayed":
        board = gs.players[seat].board
        return sum(1 for pile in board.values() if pile.splay in condition.directions) >= condition.colors - relief
    if kind == "top-cards-of-value":
        low = condition.min_value - relief
        return sum(1 for age in gs._top_ages(seat) if age >= low) >= condition.count - relief
    if kind in ("bonuses-at-least", "forecast-at-least", "hexes-in-one-pile", "echo-effects-in-one-pile"):
        return CONDITIONS[kind](gs, seat, SimpleNamespace(count=condition.count - relief))
    if kind == "icons-in-piles":
        # the rules view hands a read-only record: the lowered numbers go in a plain one
        return _icons_in_piles(gs, seat, SimpleNamespace(count=condition.count - relief,
                                                         piles=condition.piles - relief))
    if kind in UNSEEN_KINDS:
        # Unseen's (no bundled variant plays them with Figures): the least top value and the
        # secrets needed each one lower, one more colour allowed; an absence stays required
        fields = _fields(condition)
        fields["min_top_value"] -= relief
        if "count" in fields:
            fields["count"] -= relief
        if "colors" in fields:
            fields["colors"] += relief
        return CONDITIONS[kind](gs, seat, SimpleNamespace(**fields))
    raise ValueError(f"unknown special achievement condition {kind!r}")


UNSEEN_KINDS = frozenset({"secrets-at-least", "no-odd-top-cards", "no-standard-achievements", "no-visible-icon",
                          "fewer-colors"})


def _fields(condition: Any) -> dict:
    return {key: getattr(condition, key) for key in ("count", "min_top_value", "colors", "icon")
            if hasattr(condition, key)}


# Conditions read from the board (and, with Figures, from what the board's static karmas read
# beyond it): while a player's board stays the same, a condition found unmet stays unmet
# (BoardFacts.unmet remembers it until the board changes, or, with Figures, until what its
# karmas read beyond the board changes: BoardFacts.unmet_stamp, GameState.off_board_stamp).
BOARD_CONDITIONS = frozenset({"top-cards-with-demand", "each-icon-at-least", "icon-at-least", "colors-splayed",
                              "top-cards-of-value", "bonuses-at-least", "hexes-in-one-pile",
                              "echo-effects-in-one-pile", "icons-in-piles",
                              "no-odd-top-cards", "no-visible-icon", "fewer-colors"})


def _unmet(gs: GameState, seat: int) -> set[str]:
    """The specials `seat`'s board is known not to meet, forgotten when what the board's karma
    read beyond it has changed since."""
    facts = gs.players[seat].facts()
    stamp = None if gs.off_board_stamp is None else gs.off_board_stamp(gs, seat)
    unmet = facts.unmet
    if unmet is None or facts.unmet_stamp != stamp:
        unmet = facts.unmet = set()
        facts.unmet_stamp = stamp
    return unmet


def _anyone_meets(gs: GameState, available: list[str]) -> bool:
    """Whether any player meets an available special's condition now (lowered by the relief of
    their achievement-access karma), noting each board condition found unmet. After most
    actions nobody does: then the claim order (and the claim karmas) need not be looked at."""
    conditions = gs.rules.special_achievements.conditions
    for player in gs.players:
        if player.eliminated:
            continue
        seat = player.seat
        relief = 0
        if gs.achievement_access is not None:
            access = _access(gs, seat)
            relief = access.relief if access is not None else 0
        unmet = _unmet(gs, seat)
        for name in available:
            if name in unmet:
                continue
            condition = conditions[name]
            if lowered_met(gs, seat, condition, relief) if relief else _check_of(condition.kind)(gs, seat, condition):
                return True
            if condition.kind in BOARD_CONDITIONS:
                unmet.add(name)
    return False


def check_specials(gs: GameState) -> None:
    """Award every available special achievement whose condition a player meets; when
    several meet it, the first in the variant's tie order takes it."""
    available = gs.specials
    if not available:
        return
    players = gs.players
    stamp = gs.off_board_stamp
    # the usual case after an action that changed no board: every player's board is already
    # known to meet none of the available specials
    for player in players:
        if not player.eliminated:
            facts = player.board_facts
            if facts is None or facts.unmet is None or not facts.unmet.issuperset(available) \
                    or (stamp is not None and facts.unmet_stamp != stamp(gs, player.seat)):
                break
    else:
        return
    if not _anyone_meets(gs, available):
        return
    specials = gs.rules.special_achievements
    order = tie_order(gs, specials.tie == "left-of-current-first")
    # each seat's unmet set, looked up once in this check (a claim karma that changes a board
    # leaves it holding only the specials already gone through, so nothing stale is read)
    unmets: dict[int, set[str]] = {}
    # Figures: each seat's relief (achievement-access karma lowering every requirement), read
    # once per seat until a claim karma has run
    reliefs: dict[int, int] | None = None if gs.achievement_access is None else {}
    for name, condition in specials.conditions.items():
        if name not in available:
            continue
        on_board = condition.kind in BOARD_CONDITIONS
        kind_check = _check_of(condition.kind)
        for seat in order:
            unmet = None
            if on_board:
                # runs after every action: a board condition found unmet is not evaluated
                # again until that board (or what its karma read beyond it) changes
                unmet = unmets.get(seat)
                if unmet is None:
                    unmet = unmets[seat] = _unmet(gs, seat)
                if name in unmet:
                    continue
            check = kind_check
            if reliefs is not None:
                relief = reliefs.get(seat)
                if relief is None:
                    access = _access(gs, seat)
                    relief = reliefs[seat] = access.relief if access is not None else 0
                if relief:
                    check = _lowered(relief)
            if not check(gs, seat, condition):
                if unmet is not None:
                    unmet.add(name)
                continue
            if gs.karma_before is not None:     # Figures: claiming a special is a claim karma see first
                replaced = gs.karma_before(gs, KarmaEvent("claim", seat, card=name)) is False
                reliefs = {}                    # a karma that ran may have changed any board
                if name not in available:
                    break
                if replaced or not condition_met(gs, seat, condition):
                    continue                    # replaced, or no longer met after the karma
            available.remove(name)
            players[seat].achievements.append(name)
            gs.emit("achieve", seat, achievement=name, special=True)
            break
