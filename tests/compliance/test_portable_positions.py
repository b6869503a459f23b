"""Every scenario's starting position is one any correct engine may start from: nobody already
meets a special achievement's condition or the achievement target before the first move (an
engine that checks at the start of a turn, as some sources read the rules, would end the
scenario early), so a scenario's outcome never hangs on when an engine checks."""

from __future__ import annotations

from rulebook.compliance.running.context import ScenarioContext
from rulebook.compliance.running.runner import load_runs
from rulebook.compliance.steps import REGISTRY
from rulebook.errors import UserError
from rulebook.innovation import Game
from rulebook.innovation.achievements import condition_met
from rulebook.innovation.errors import EngineError
from rulebook.variants import load_variant


def _position(run) -> ScenarioContext | None:
    """The scenario's Given steps applied to a context that never starts a game."""
    ctx = ScenarioContext(None, run.variant, payload=run.payload)
    for step in run.scenario.steps:
        if step.keyword != "Given":
            break
        definition, arguments = REGISTRY.match(step.keyword, step.text)
        definition.func(ctx, **arguments)
    return ctx if (ctx.state and ctx.state.keys() - {"players"}) or any(
        len(p) > 1 for p in ctx.state.get("players", [])) else None


def test_no_position_meets_a_special_achievement_or_the_target_before_the_first_move():
    offenders = []
    for run in load_runs():
        variant = load_variant(run.variant)
        if variant.game != "innovation" or run.payload is not None:
            continue
        ctx = _position(run)
        if ctx is None or ctx.payload is not None:
            continue
        try:
            game = Game.new(variant, ctx.players, ctx.seed, ctx.state)
        except (EngineError, UserError):
            continue  # a position the scenario expects to be refused
        gs = game._gs
        for seat, player in enumerate(gs.players):
            met = [name for name, condition in gs.rules.special_achievements.conditions.items()
                   if name in gs.specials and condition_met(gs, seat, condition)]
            if met:
                offenders.append(f"{run.id}: {player.name} already meets {', '.join(met)}")
            if len(player.achievements) >= gs.target:
                offenders.append(f"{run.id}: {player.name} already holds the {gs.target} achievements to win")
    assert not offenders, "\n".join(offenders)
