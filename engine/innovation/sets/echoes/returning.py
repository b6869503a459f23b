"""Returns shared by the Echoes card modules: a returned card goes under the deck of its own set
and value (an Echoes card to its Echoes deck, echoes.md §14.3), and the player orders the cards
that go under one deck."""

from __future__ import annotations

from collections.abc import Callable, Generator, Sequence

from ...effects import Context
from ..helpers import in_order

RETURN_ORDER = "Order the cards returned to one deck (first listed goes under first)"


def home_deck(ctx: Context) -> Callable[[str], tuple[str, int]]:
    """Where a returned card goes: the deck of its set and value."""
    return lambda name: (ctx.info(name).deck, ctx.info(name).age)


def return_all(ctx: Context, names: list[str], src: tuple | None = None, seat: int | None = None,
               src_of: Callable[[str], tuple] | None = None) -> Generator[dict, list, list[str]]:
    """Return every card of `names` (from `src`, or from `src_of(name)`; default: the hand of
    `seat`, the executing player), in the order the player gives when two of them go under one
    deck. Use `yield from`; returns the order they went in."""
    order = yield from in_order(ctx, names, home_deck(ctx), kind="return_order", player=seat, prompt=RETURN_ORDER)
    for name in order:
        ctx.return_card(name, src_of(name) if src_of is not None else src, seat)
    return order


def still_in_hand(ctx: Context, names: Sequence[str | None]) -> list[str]:
    """The cards of `names` (drawn ones; None: nothing drawn) still in the executing player's
    hand, each once: with Figures a karma may return a drawn card, and the next draw take it
    again."""
    hand = set(ctx.hand())
    return [name for name in dict.fromkeys(names) if name is not None and name in hand]
