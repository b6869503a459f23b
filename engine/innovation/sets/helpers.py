"""Helpers for writing card effects, shared by the card-set modules (built on `Context`).

Conventions every helper keeps, and new card modules should keep too:

- every choice is a pending decision with exact `options`, `min` and `max` (`ctx.choose`);
  a decision with a single possible answer is not asked ("do as much as you can");
- an optional action is a decision with `min` 0 (declining answers with no option), or,
  when there is nothing to pick between, a yes / no question, always asked with `confirm`:
  options ["yes", "no"], min 1, max 1 (four base-set cards keep the protocol v1 form, see
  `confirm`);
- when several cards go to the same place and their order shows (tucked under one pile,
  returned under one supply deck, melded onto one pile), the player gives the order
  (`in_order`); otherwise they move in the order listed.

(The base-set modules predate this module and keep some private helpers of their own,
whose decisions their tests and scenarios pin down. A fourth-edition effect that plays
exactly as its base-set effect is not written twice: the fourth-edition module imports the
base function and registers it for the fourth-edition wording.)

    >>> from rulebook.innovation import Game
    >>> from rulebook.variants import load_variant
    >>> from rulebook.innovation.effects import Context
    >>> from rulebook.innovation.state import EffectMemory
    >>> g = Game.new(load_variant("ultimate"), ["A", "B"], 1, state={"players": [
    ...     {"board": {"blue": {"cards": ["Tools", "Writing"]}, "red": {"cards": ["Archery"]}}}]})
    >>> ctx = Context(g._gs, 0, 0, g._gs.catalog["Tools"], 0, False, EffectMemory())
    >>> splayable(ctx, ["blue", "red", "green"], "left")
    ['blue']
    >>> tops(ctx)
    ['Tools', 'Archery']
    >>> tops_with(ctx, "castle", exclude_color="blue"), with_icon(ctx, ["Tools", "Writing"], "crown")
    (['Archery'], ['Writing'])
    >>> sorted(colors_on_board(ctx)), has_icon(ctx, "Archery", "castle"), live_seats(ctx)
    (['blue', 'red'], True, [0, 1])
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from ..cards import COLORS

YES, NO = "yes", "no"


def splayable(ctx, colors: Iterable[str], direction: str, seat: int | None = None) -> list[str]:
    """The colours among `colors` whose pile a splay in `direction` would change (mirrors
    `ops.splay`: the pile exists, is not already splayed that way, and has two cards or
    more when the variant unsplays small piles)."""
    small_ok = not ctx.rules.splay.unsplay_small_piles
    found = []
    for color in colors:
        cards = ctx.pile(color, seat)
        if cards and ctx.splay_of(color, seat) != direction and (len(cards) >= 2 or small_ok):
            found.append(color)
    return found


def optional_splay(ctx, colors: Iterable[str], direction: str, *, kind: str = "splay",
                   prompt: str = ""):
    """"Optional: splay your X (or Y) cards <direction>": a decision among the colours the
    splay would change (min 0, max 1); nothing is asked when none would change. Returns
    the colour splayed, or None."""
    options = splayable(ctx, colors, direction)
    color = yield from ctx.choose_one(
        options, optional=True, kind=kind,
        prompt=prompt or f"You may splay one of {', '.join(options)} {direction}")
    if color is not None:
        ctx.splay(color, direction)
    return color


def confirm(ctx, kind: str, prompt: str, player: int | None = None, *, declined_by_nothing: bool = False):
    """A yes / no question; True on "yes". Asked as options ["yes", "no"], min 1, max 1.

    With `declined_by_nothing` it is asked in the form protocol v1 also allows: options
    ["yes"], min 0, max 1, declined by answering nothing. The base-set cards of ages 1 to 4
    (Tools, Canal Building, Translation, Reformation) ask so: their scenarios accept both
    forms, but recorded games pin this one (docs/protocol.md, "Yes/no")."""
    if declined_by_nothing:
        agreed = yield from ctx.choose_one([YES], optional=True, kind=kind, prompt=prompt, player=player)
        return agreed == YES
    answer = yield from ctx.choose([YES, NO], kind=kind, prompt=prompt, min=1, max=1, player=player)
    return answer == [YES]


def _place(ctx, by) -> Callable[[str], object]:
    if by == "color":
        return lambda name: ctx.info(name).color
    if by == "age":
        return ctx.value
    if callable(by):
        return by
    raise ValueError(f"in_order: 'by' is 'color', 'age' or a function, not {by!r}")


def in_order(ctx, names: list[str], by, *, kind: str, prompt: str, player: int | None = None):
    """All of `names`, in the order the player gives when it shows: only when two of them end
    up in the same place (`by`: "color" for a board pile, "age" for a supply deck, or a
    function of the card name). Then the decision lists `names` with min = max = their
    number and an ordered answer (first listed, first moved); otherwise no question and the
    order given."""
    names = list(names)
    place = _place(ctx, by)
    if len({place(n) for n in names}) == len(names):
        return names
    order = yield from ctx.choose(names, kind=kind, prompt=prompt, min=len(names), max=len(names),
                                  ordered=True, player=player)
    return order


def tops(ctx, seat: int | None = None) -> list[str]:
    """A board's top cards in colour order (blue, red, green, yellow, purple)."""
    return [name for name in (ctx.top_card(c, seat) for c in COLORS) if name is not None]


def pick_extreme(ctx, names: list[str], count: int, *, highest: bool, kind: str, prompt: str,
                 player: int | None = None):
    """The `count` highest (or lowest) cards of `names` (all of them if there are fewer):
    cards beyond the cut are taken, and the player chooses among the cards tied at the cut
    (min = max = the number still needed)."""
    names = list(names)
    if count <= 0:
        return []
    ordered = sorted(names, key=ctx.value, reverse=highest)
    if len(ordered) <= count:
        return ordered
    cut = ctx.value(ordered[count - 1])
    beyond = [n for n in names if (ctx.value(n) > cut if highest else ctx.value(n) < cut)]
    tied = [n for n in names if ctx.value(n) == cut]
    need = count - len(beyond)
    chosen = yield from ctx.choose(tied, kind=kind, prompt=prompt, min=need, max=need, player=player)
    return beyond + chosen


def has_icon(ctx, name: str, icon: str) -> bool:
    """'A card that has an X': an X in any of its four slots."""
    return ctx.info(name).has_icon(icon)


def with_icon(ctx, names: Iterable[str], icon: str) -> list[str]:
    """The cards of `names` that have `icon`, in the order given."""
    return [n for n in names if ctx.info(n).has_icon(icon)]


def tops_with(ctx, icon: str, seat: int | None = None, exclude_color: str | None = None) -> list[str]:
    """A board's top cards (colour order) that have `icon`, optionally leaving one colour out."""
    return [n for n in tops(ctx, seat) if ctx.info(n).has_icon(icon) and ctx.info(n).color != exclude_color]


def colors_on_board(ctx, seat: int | None = None) -> set[str]:
    """The colours a board has a pile of."""
    return {ctx.info(n).color for n in ctx.top_cards(seat)}


def live_seats(ctx) -> list[int]:
    """Every player still in the game, in seat order."""
    return [p.seat for p in ctx.gs.players if not p.eliminated]


__all__ = [
    "NO",
    "YES",
    "colors_on_board",
    "confirm",
    "has_icon",
    "in_order",
    "live_seats",
    "optional_splay",
    "pick_extreme",
    "splayable",
    "tops",
    "tops_with",
    "with_icon",
]
