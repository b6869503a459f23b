"""Executing a card outside the Dogma action: self-execute and super-execute (the fourth
edition's keywords), with the chain rule, the karma that may answer each executed effect
(Figures) and the echo effects that run first (Echoes). `Context.self_execute` and
`Context.super_execute` are the card effects' way in.
"""

from __future__ import annotations

from collections.abc import Generator
from types import GeneratorType
from typing import TYPE_CHECKING

from .. import echoes, ops, trace
from ..cards import Card
from ..state import EffectMemory, GameState

if TYPE_CHECKING:   # a Context builds its executions' Contexts as type(ctx)(...): no import cycle
    from .context import Context


def run_effect(function, ctx: Context) -> Generator:
    """Run one effect function, plain or generator (the dogma action and the executions)."""
    if trace.ACTIVE is not None:
        trace.note(ctx)
    result = function(ctx)
    if isinstance(result, GeneratorType):
        yield from result


def _chain_rule(ctx: Context) -> None:
    """The chain rule (variant dogma.chain_achievement): a player already self- or
    super-executing (`ctx.executing`) who is told to self- or super-execute first takes a
    chain achievement (`ops.chain_achievement`). A self-execute started directly by an
    effect of the dogma action itself does not trigger it."""
    if ctx.executing and ctx.gs.rules.dogma.chain_achievement:
        ops.chain_achievement(ctx.gs, ctx.player)


def _start_execution(ctx: Context, name: str, **event) -> tuple[Card, tuple] | None:
    """What every execution of a card begins with: the chain rule, then the 'execute' event
    (with `event`'s fields). Returns the card and its effect functions; None for a figure,
    which has no effects, so executing it does nothing (Figures)."""
    card = ctx.gs.catalog.cards[name]
    if card.figure:
        return None
    functions = ctx.gs.effects.require(name)
    _chain_rule(ctx)
    ctx.gs.emit("execute", ctx.player, card=name, **event)
    return card, functions


def _karma_replaces(gs: GameState, kind: str, effect: Context) -> bool:
    """Figures, with figures.execution_karma "every-execution": the karma before a self- or
    super-executed effect, as the Dogma action has it before each execution (dogma._run_for):
    `demand-against` for a demand's affected player, `dogma-effect` for any execution. True
    when a would-instead karma replaced the execution. Nothing without that reading."""
    if gs.karma_before is None or gs.rules.figures.execution_karma != "every-execution":
        return False
    return not ops.karma_allows(gs, kind, effect.player, card=effect.card.name, index=effect.index,
                                launcher=effect.launcher, context=effect if kind == "dogma-effect" else None)


def _run_executed(function, effect: Context) -> Generator:
    """One effect of a self- or super-execution, after the karma that may answer it."""
    gs = effect.gs
    if effect.demand and _karma_replaces(gs, "demand-against", effect):
        return
    if _karma_replaces(gs, "dogma-effect", effect):
        return
    yield from run_effect(function, effect)


def self_execute(ctx: Context, name: str) -> Generator:
    """Execute each non-demand effect of `name` for `ctx.player` alone, in printed order,
    with no sharing: the player is both "you" and the launcher, the card's demands are
    skipped, and the card stays where it is (board, score pile, junk...). Its effects get
    memory of their own (its demand did not run in this action, so "if the demand
    transferred a card" conditions find nothing). Changes still count toward the sharing
    bonus of the dogma action under way; the executed card earns no bonus of its own.
    Event 'execute'. The chain rule applies first (see `_chain_rule`). Ending the dogma
    action inside it (`ctx.end_dogma`) ends the whole action. Figures: karma may answer each
    effect first, as in a Dogma action, where figures.execution_karma says so (`_run_executed`)."""
    gs = ctx.gs
    started = _start_execution(ctx, name)
    if started is None:
        return
    card, functions = started
    memory = EffectMemory()
    depth = ctx.executing + 1
    yield from _echoes_first(ctx, name, memory, depth)
    for index, (kind, function) in enumerate(zip(card.effect_kinds, functions)):
        if kind in ("demand", "echo"):
            continue
        if gs.players[ctx.player].eliminated:
            return
        yield from _run_executed(function, type(ctx)(gs, ctx.player, ctx.player, card, index, False, memory,
                                                   executing=depth))


def _echoes_first(ctx: Context, name: str, memory: EffectMemory, depth: int) -> Generator:
    """Echoes: the echo effects an execution of `name` runs before its dogma effects, by the
    executing player alone (echoes.execution_echo_effects); nothing without Echoes."""
    gs = ctx.gs
    for card, function in echoes.execution_echo_effects(gs, ctx.player, name) if gs.echoes else ():
        if gs.players[ctx.player].eliminated:
            return
        own = memory if card.name == name else EffectMemory()
        yield from _run_executed(function, type(ctx)(gs, ctx.player, ctx.player, card, 0, False, own, executing=depth))


def super_targets(gs: GameState, seat: int) -> list[int]:
    """Who a super-executed demand hits: every opponent still in the game, whatever the
    icon counts, clockwise from the executing player's left (a partner only with
    teams.demands_on_partner)."""
    return [s for s in gs.clockwise(seat, include_start=False)
            if gs.rules.teams.demands_on_partner or not gs.partners(seat, s)]


def super_execute(ctx: Context, name: str) -> Generator:
    """Execute every effect of `name`, demands included, in printed order, for
    `ctx.player`: each demand hits every opponent (`super_targets`, fixed at the start,
    whatever the icon counts), each affected player in turn, with `ctx.player` as the
    launcher ("I"); each non-demand is executed by `ctx.player` alone (nobody shares).
    One memory serves every effect of this execution. The card stays where it is.
    Event 'execute' with super=True. The chain rule applies first (see `_chain_rule`);
    inside, `ctx.player`'s own contexts count as executing, an affected player's do not.
    Figures: karma may answer each effect first, as in a Dogma action, where
    figures.execution_karma says so (`_run_executed`)."""
    gs = ctx.gs
    started = _start_execution(ctx, name, super=True)
    if started is None:
        return
    card, functions = started
    me = ctx.player
    targets = super_targets(gs, me)
    memory = EffectMemory()
    depth = ctx.executing + 1
    yield from _echoes_first(ctx, name, memory, depth)
    for index, (kind, function) in enumerate(zip(card.effect_kinds, functions)):
        if kind == "echo":
            continue
        if gs.players[me].eliminated:
            return
        if kind == "demand":
            for seat in targets:
                if gs.players[seat].eliminated or gs.players[me].eliminated:
                    continue
                yield from _run_executed(function, type(ctx)(gs, seat, me, card, index, True, memory))
        else:
            yield from _run_executed(function, type(ctx)(gs, me, me, card, index, False, memory, executing=depth))
