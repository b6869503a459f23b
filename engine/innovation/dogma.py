"""The dogma action: who executes each effect, in what order, and the sharing bonus.

Featured icons are counted at the start (variant dogma.icon_count_once); opponents with
fewer execute demands (a partner only with teams.demands_on_partner); players with at least
as many share non-demands. Each effect runs for every player, clockwise from the launcher's
left, the launcher last, before the next effect starts. The action is a generator: it yields
each decision an effect asks for and receives the answer. Executing a card outside this
order (self-execute, super-execute) is the effects' own business: `Context.self_execute`.

    >>> from rulebook.variants import load_variant
    >>> from rulebook.innovation import Game, effects
    >>> def draw_a_2(ctx): ctx.draw(2)
    >>> with effects.registered("Writing", [draw_a_2]):
    ...     g = Game.new(load_variant("deluxe"), ["A", "B"], 1, state={"players": [
    ...         {"board": {"blue": {"cards": ["Writing"]}}}]})
    ...     [e["type"] for e in g.play({"type": "dogma", "card": "Writing"})][:2]
    ['dogma', 'draw']
"""

from __future__ import annotations

from collections.abc import Generator

from . import echoes, karma, ops
from .effects.context import Context, run_effect
from .errors import DogmaEnded, EngineError
from .icons import icon_count
from .state import EffectMemory, GameState


def _counts(gs: GameState, icon: str) -> dict[int, int]:
    counts = {p.seat: icon_count(gs, p.seat, icon) for p in gs.players if not p.eliminated}
    for seat in gs.icon_supremacy:      # Figures: Muhammad Yunus' karma
        if seat in counts:
            counts[seat] = max((n for s, n in counts.items() if s != seat), default=0) + 1
    return counts


def _executors(gs: GameState, launcher: int, demand: bool, counts: dict[int, int],
               sharers: frozenset[int] = frozenset()) -> list[int]:
    """Who executes an effect, in order; `sharers` are players a karma made eligible to share."""
    mine = counts[launcher]
    left = gs.clockwise(launcher, include_start=False)
    if demand:
        return [s for s in left if counts.get(s, 0) < mine
                and (gs.rules.teams.demands_on_partner or not gs.partners(launcher, s))]
    return [s for s in left if counts.get(s, 0) >= mine or s in sharers] + [launcher]


def _karma_sharers(gs: GameState, launcher: int, name: str, counts: dict[int, int]) -> Generator[dict, list, frozenset]:
    """Figures: each player not eligible to share whom a would-instead share-eligibility karma
    makes eligible for the non-demand effects (event share-eligibility, before any effect)."""
    found: set[int] = set()
    if not karma.watches(gs, "share-eligibility"):
        return frozenset()      # the usual case: no top figure's karma makes anyone eligible
    for seat in gs.clockwise(launcher, include_start=False):
        if counts.get(seat, 0) < counts[launcher] and \
                not (yield from karma.before_event(gs, "share-eligibility", seat, card=name, launcher=launcher)):
            found.add(seat)
    return frozenset(found)


def _run_for(gs: GameState, function, ctx: Context) -> Generator:
    """Figures: one player's execution of one effect, the karma before it first: a demand
    against a player (demand-against), then any effect a player executes (dogma-effect)."""
    name, index, launcher = ctx.card.name, ctx.index, ctx.launcher
    # most effects meet no karma: no event is then built (karma.watches, read again after a
    # karma that ran may have changed the boards)
    if ctx.demand and karma.watches(gs, "demand-against") and not (yield from karma.before_event(
            gs, "demand-against", ctx.player, card=name, index=index, launcher=launcher)):
        return
    if karma.watches(gs, "dogma-effect") and not (yield from karma.before_event(
            gs, "dogma-effect", ctx.player, card=name, index=index, launcher=launcher, context=ctx)):
        return
    yield from run_effect(function, ctx)


def _earns_bonus(gs: GameState, launcher: int, seat: int, demand: bool) -> bool:
    """Whether a change made by `seat` while executing earns the launcher the bonus."""
    if seat == launcher:
        return False
    if demand and not gs.rules.dogma.demands_earn_bonus:
        return False
    return not (gs.partners(launcher, seat) and not gs.rules.teams.bonus_from_partner)


def _run_echo_effects(gs: GameState, launcher: int, name: str, echo_list: list[echoes.EchoEffect],
                      counts: dict[int, int], sharers: frozenset[int],
                      memory: EffectMemory) -> Generator[object, object, bool]:
    """Echoes: the pile's visible echo effects, fixed at the action's start, bottom card first,
    each run like a non-demand effect by every sharing player and then the launcher before the
    next (echoes.md §4.2). Returns whether a sharer's echo effect earned the sharing bonus
    (variant echoes.echo_effects_earn_bonus). The chosen card's own echo effect shares the
    action's memory with its dogma effects; another card's has one of its own."""
    earned = False
    earns = gs.rules.echoes.echo_effects_earn_bonus
    figures = gs.karma is not None
    for echo_card, function in echo_list:
        own = memory if echo_card.name == name else EffectMemory()
        for seat in _executors(gs, launcher, False, counts, sharers):
            if gs.players[seat].eliminated or gs.players[launcher].eliminated:
                continue
            before = gs.changes
            ctx = Context(gs, seat, launcher, echo_card, 0, False, own)
            yield from (_run_for(gs, function, ctx) if figures else run_effect(function, ctx))
            if earns and gs.changes != before and _earns_bonus(gs, launcher, seat, False):
                earned = True
    return earned


def dogma_action(gs: GameState, launcher: int, name: str) -> Generator:
    """Execute every effect of a top card, then the sharing bonus. Echoes: the visible echo
    effects of its pile first (`echoes.echo_effects`)."""
    functions = gs.effects.require(name)
    card = gs.catalog.cards[name]
    featured = card.dogma_icon
    if featured is None:                # a figure: legal.py offers no dogma of it
        raise EngineError("illegal_move", f"{name} has no dogma effects")
    gs.emit("dogma", launcher, card=name)
    counts = _counts(gs, featured)
    memory = EffectMemory()             # what the card's effects tell each other in this action
    bonus = False
    figures = gs.karma is not None
    sharers = (yield from _karma_sharers(gs, launcher, name, counts)) if figures else frozenset()
    echo_list = echoes.echo_effects(gs, launcher, card.color) if gs.echoes else None
    ended = DogmaEnded      # held locally: see flow.action
    try:
        if echo_list:
            bonus = yield from _run_echo_effects(gs, launcher, name, echo_list, counts, sharers, memory)
        for index, (kind, function) in enumerate(zip(card.effect_kinds, functions)):
            if kind == "echo":          # Echoes: run above, with the pile's other echo effects
                continue
            if index and not gs.rules.dogma.icon_count_once:
                counts = _counts(gs, featured)
            demand = kind == "demand"
            for seat in _executors(gs, launcher, demand, counts, sharers):
                if gs.players[seat].eliminated or gs.players[launcher].eliminated:
                    continue
                before = gs.changes
                ctx = Context(gs, seat, launcher, card, index, demand, memory)
                yield from (_run_for(gs, function, ctx) if figures else run_effect(function, ctx))
                if gs.changes != before and _earns_bonus(gs, launcher, seat, demand):
                    bonus = True
    except ended:
        return
    dogma = gs.rules.dogma
    if figures and not (bonus and dogma.sharing_bonus) and "non_demand" in card.effect_kinds \
            and not gs.players[launcher].eliminated:
        yield from karma.before_event(gs, "no-share-draw", launcher, card=name, launcher=launcher)
    if bonus and dogma.sharing_bonus and not gs.players[launcher].eliminated:
        if figures and not (yield from karma.before_event(gs, "share-draw", launcher, card=name, launcher=launcher)):
            return
        gs.emit("share_bonus", launcher, draws=dogma.sharing_bonus_draws)
        # Figures: the bonus is a figure (variant figures.sharing_bonus_figure)
        draw = ops.draw_figure if gs.catalog.figures and gs.rules.figures.sharing_bonus_figure else ops.draw
        for _ in range(dogma.sharing_bonus_draws):
            draw(gs, launcher)
