"""The dogma action: who executes each effect, in what order, and the sharing bonus.

Featured icons are counted at the start (variant dogma.icon_count_once); opponents with
fewer execute demands (a partner only with teams.demands_on_partner); players with at least
as many share non-demands. Each effect runs for every player, clockwise from the launcher's
left, the launcher last, before the next effect starts. The action is a generator: it yields
each decision an effect asks for and receives the answer.

    >>> from engine.variants import load_variant
    >>> from engine.innovation import Game, effects
    >>> def draw_a_2(ctx): ctx.draw(2)
    >>> with effects.registered("Writing", [draw_a_2]):
    ...     g = Game.new(load_variant("deluxe"), ["A", "B"], 1, state={"players": [
    ...         {"board": {"blue": {"cards": ["Writing"]}}}]})
    ...     [e["type"] for e in g.play({"type": "dogma", "card": "Writing"})][:2]
    ['dogma', 'draw']
"""

from __future__ import annotations

import inspect
from typing import Generator

from . import ops
from .effects import Context, lookup
from .errors import DogmaEnded, EngineError
from .icons import icon_count
from .state import GameState


def effects_of(gs: GameState, name: str):
    """The registered effects of a card under the variant's wording, or None."""
    functions = lookup(name, gs.rules.wording)
    if functions is None:
        return None
    kinds = gs.catalog.cards[name].effect_kinds
    if len(functions) != len(kinds):
        raise ValueError(f"{name}: {len(functions)} effect functions registered, the card has {len(kinds)}")
    return functions


def require_effects(gs: GameState, name: str):
    functions = effects_of(gs, name)
    if functions is None:
        raise EngineError("unsupported", f"the effects of {name} are not implemented yet")
    return functions


def run_effect(function, ctx: Context) -> Generator:
    """Run one effect function, plain or generator."""
    result = function(ctx)
    if inspect.isgenerator(result):
        yield from result


def _counts(gs: GameState, icon: str) -> dict[int, int]:
    return {p.seat: icon_count(gs, p.seat, icon) for p in gs.players if not p.eliminated}


def _executors(gs: GameState, launcher: int, demand: bool, counts: dict[int, int]) -> list[int]:
    mine = counts[launcher]
    left = gs.clockwise(launcher, include_start=False)
    if demand:
        return [s for s in left if counts.get(s, 0) < mine
                and (gs.rules.demands_on_partner or not gs.partners(launcher, s))]
    return [s for s in left if counts.get(s, 0) >= mine] + [launcher]


def _earns_bonus(gs: GameState, launcher: int, seat: int, demand: bool) -> bool:
    """Whether a change made by `seat` while executing earns the launcher the bonus."""
    if seat == launcher:
        return False
    if demand and not gs.rules.demands_earn_bonus:
        return False
    if gs.partners(launcher, seat) and not gs.rules.bonus_from_partner:
        return False
    return True


def dogma_action(gs: GameState, launcher: int, name: str) -> Generator:
    """Execute every effect of a top card, then the sharing bonus."""
    functions = require_effects(gs, name)
    card = gs.catalog.cards[name]
    gs.emit("dogma", launcher, card=name)
    counts = _counts(gs, card.dogma_icon)
    flags: dict = {}
    bonus = False
    try:
        for index, (kind, function) in enumerate(zip(card.effect_kinds, functions)):
            if index and not gs.rules.icon_count_once:
                counts = _counts(gs, card.dogma_icon)
            demand = kind == "demand"
            for seat in _executors(gs, launcher, demand, counts):
                if gs.players[seat].eliminated or gs.players[launcher].eliminated:
                    continue
                before = gs.changes
                ctx = Context(gs, seat, launcher, card, index, demand, flags)
                yield from run_effect(function, ctx)
                if gs.changes != before and _earns_bonus(gs, launcher, seat, demand):
                    bonus = True
    except DogmaEnded:
        return
    if bonus and gs.rules.sharing_bonus and not gs.players[launcher].eliminated:
        gs.emit("share_bonus", launcher, draws=gs.rules.sharing_bonus_draws)
        for _ in range(gs.rules.sharing_bonus_draws):
            ops.draw(gs, launcher)
