"""The dogma action: who executes each effect, in what order, and the sharing bonus.

Featured icons are counted at the start (variant dogma.icon_count_once); opponents with
fewer execute demands (a partner only with teams.demands_on_partner); players with at least
as many share non-demands. Each effect runs for every player, clockwise from the launcher's
left, the launcher last, before the next effect starts. The action is a generator: it yields
each decision an effect asks for and receives the answer. `self_execute` and `super_execute`
run a card's effects outside this order for one player (fourth-edition keywords; the base
cards' "execute its non-demand effects yourself" is self-execute), with the chain rule.

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

from collections.abc import Generator
from types import GeneratorType

from . import effects, ops, trace
from .effects import Context, lookup
from .errors import DogmaEnded, EngineError
from .icons import icon_count
from .state import GameState

# card -> its effects or None, checked against the catalog, wording and registry version in
# _CHECKED_FOR (legal moves ask for every top card; a game of another set starts afresh).
_CHECKED: dict[str, tuple | None] = {}
_CHECKED_FOR: list = [None, None, -1]         # catalog, wording, registry version


def effects_of(gs: GameState, name: str):
    """The registered effects of a card under the variant's wording, or None."""
    checked_for = _CHECKED_FOR
    wording = gs.rules.wording
    if checked_for[0] is not gs.catalog or checked_for[1] != wording or checked_for[2] != effects.version:
        _CHECKED.clear()
        checked_for[:] = [gs.catalog, wording, effects.version]
    elif name in _CHECKED:
        return _CHECKED[name]
    functions = lookup(name, wording)
    if functions is not None:
        kinds = gs.catalog.cards[name].effect_kinds
        if len(functions) != len(kinds):
            raise ValueError(f"{name}: {len(functions)} effect functions registered, the card has {len(kinds)}")
    _CHECKED[name] = functions
    return functions


def require_effects(gs: GameState, name: str):
    functions = effects_of(gs, name)
    if functions is None:
        raise EngineError("unsupported", f"the effects of {name} are not implemented yet")
    return functions


def run_effect(function, ctx: Context) -> Generator:
    """Run one effect function, plain or generator."""
    if trace.ACTIVE is not None:
        trace.note(ctx)
    result = function(ctx)
    if isinstance(result, GeneratorType):
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
    return not (gs.partners(launcher, seat) and not gs.rules.bonus_from_partner)


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


# --- executing a card outside the dogma action: self-execute and super-execute ---------------

def _chain_rule(ctx: Context) -> None:
    """The chain rule (variant dogma.chain_achievement): a player already self- or
    super-executing (`ctx.executing`) who is told to self- or super-execute first takes a
    chain achievement (`ops.chain_achievement`). A self-execute started directly by an
    effect of the dogma action itself does not trigger it."""
    if ctx.executing and ctx.gs.rules.chain_achievement:
        ops.chain_achievement(ctx.gs, ctx.player)


def self_execute(ctx: Context, name: str) -> Generator:
    """Execute each non-demand effect of `name` for `ctx.player` alone, in printed order,
    with no sharing: the player is both "you" and the launcher, the card's demands are
    skipped, and the card stays where it is (board, score pile, junk...). Its effects get
    flags of their own (its demand did not run in this action, so "if the demand
    transferred a card" conditions find nothing). Changes still count toward the sharing
    bonus of the dogma action under way; the executed card earns no bonus of its own.
    Event 'execute'. The chain rule applies first (see `_chain_rule`). Ending the dogma
    action inside it (`ctx.end_dogma`) ends the whole action."""
    gs = ctx.gs
    card = gs.catalog.cards[name]
    functions = require_effects(gs, name)
    _chain_rule(ctx)
    gs.emit("execute", ctx.player, card=name)
    flags: dict = {}
    depth = ctx.executing + 1
    for index, (kind, function) in enumerate(zip(card.effect_kinds, functions)):
        if kind == "demand":
            continue
        if gs.players[ctx.player].eliminated:
            return
        yield from run_effect(function, Context(gs, ctx.player, ctx.player, card, index, False, flags,
                                                executing=depth))


def super_targets(gs: GameState, seat: int) -> list[int]:
    """Who a super-executed demand hits: every opponent still in the game, whatever the
    icon counts, clockwise from the executing player's left (a partner only with
    teams.demands_on_partner)."""
    return [s for s in gs.clockwise(seat, include_start=False)
            if gs.rules.demands_on_partner or not gs.partners(seat, s)]


def super_execute(ctx: Context, name: str) -> Generator:
    """Execute every effect of `name`, demands included, in printed order, for
    `ctx.player`: each demand hits every opponent (`super_targets`, fixed at the start,
    whatever the icon counts), each affected player in turn, with `ctx.player` as the
    launcher ("I"); each non-demand is executed by `ctx.player` alone (nobody shares).
    One set of flags serves every effect of this execution. The card stays where it is.
    Event 'execute' with super=True. The chain rule applies first (see `_chain_rule`);
    inside, `ctx.player`'s own contexts count as executing, an affected player's do not."""
    gs = ctx.gs
    card = gs.catalog.cards[name]
    functions = require_effects(gs, name)
    _chain_rule(ctx)
    me = ctx.player
    gs.emit("execute", me, card=name, super=True)
    targets = super_targets(gs, me)
    flags: dict = {}
    depth = ctx.executing + 1
    for index, (kind, function) in enumerate(zip(card.effect_kinds, functions)):
        if gs.players[me].eliminated:
            return
        if kind == "demand":
            for seat in targets:
                if gs.players[seat].eliminated or gs.players[me].eliminated:
                    continue
                yield from run_effect(function, Context(gs, seat, me, card, index, True, flags))
        else:
            yield from run_effect(function, Context(gs, me, me, card, index, False, flags, executing=depth))
