"""Decrees and the Decree action (Figures): which decrees a player may issue, issuing one, and
the five decrees' effects (card data: figures-ultimate.json `decrees`; docs/figures.md).

A decree is an achievement with no value and no condition: the five lie face up among the
available achievements (GameState.decrees) and count toward the target once held. The Decree
action is offered only in games with decrees; protocol v1 has no "decree" move yet, so it is
played below the protocol until the lead adds one (docs/figures.md, "What is left").
"""

from __future__ import annotations

from collections.abc import Generator

from . import karma, ops, trace, zones
from .cards import Card
from .effects.context import Context, run_effect
from .karma import KarmaEvent
from .state import EffectMemory, GameState

# William Shakespeare's permission ("any decree") asks for three figures, of any values (card text).
ANY_DECREE_FIGURES = 3


def decree_options(gs: GameState, seat: int) -> list[str]:
    """The decrees `seat` may issue now, in the card data's order: the colour of any figure in
    hand once the hand holds figures of figures.decree_values different values; a decree a top
    figure permits, with figures.decree_permission_figures figures of any values. Only the
    decrees that can be issued (`issuable`)."""
    if not gs.catalog.decrees:
        return []
    cards = gs.catalog.cards
    figures = [name for name in gs.players[seat].hand if cards[name].figure]
    rules = gs.rules.figures
    if not figures and rules.decree_permission_figures > 0:
        return []       # asked before every action: without a figure in hand no decree is paid for
    allowed: set[str] = set()
    if len({cards[name].age for name in figures}) >= rules.decree_values:
        allowed |= {gs.catalog.decree_colors[cards[name].color] for name in figures}
    for top in karma.top_figures(gs, seat):     # only a figure's karma permits a decree
        positions = [i for i, trigger in enumerate(cards[top].karma) if trigger == "decree-permission"]
        for position, permitted in zip(positions, cards[top].decree_permissions):
            if permitted == "any" and len(figures) >= ANY_DECREE_FIGURES:
                allowed |= set(gs.catalog.decrees)
            elif permitted != "any" and len(figures) >= rules.decree_permission_figures:
                allowed.add(permitted)
            else:
                continue
            trace.note_karma(top, position, "in force")     # card coverage: the permission counted
    return [name for name in gs.catalog.decrees if name in allowed and issuable(gs, name)]


def issuable(gs: GameState, decree: str) -> bool:
    """Whether a decree can be issued at all: Trade not while figures.trade_decree says it cannot
    be ('not-issued', the reading of a game without Echoes)."""
    return decree != "Trade" or gs.rules.figures.trade_decree != "not-issued"


def holder(gs: GameState, decree: str) -> int | None:
    """The seat holding a decree among its achievements (None: available, or out of play)."""
    return next((p.seat for p in gs.players if decree in p.achievements), None)


def decree_action(gs: GameState, seat: int, decree: str) -> Generator[dict, list, None]:
    """Issue a decree: (karma first), junk every card in hand; then an available decree is
    claimed and carried out, a decree already held is carried out again, and a decree another
    player holds goes back among the available achievements and nothing else happens
    (figures.decree_held_elsewhere, the one reading played)."""
    if gs.catalog.figures and not (yield from karma.before(gs, KarmaEvent("decree", seat, decree))):
        return
    gs.emit("decree", seat, card=decree)
    for name in list(gs.players[seat].hand):
        ops.junk(gs, seat, name, zones.hand(seat))
    owner = holder(gs, decree)
    if owner is None and decree in gs.decrees:
        # claiming a decree is a claim: karma watching claims (Zhang Heng) see it first
        if not (yield from karma.before(gs, KarmaEvent("claim", seat, decree))) or decree not in gs.decrees:
            return
        gs.decrees.remove(decree)
        gs.players[seat].achievements.append(decree)
        gs.emit("achieve", seat, achievement=decree)
        ops.changed(gs)
    elif owner is not None and owner != seat:
        gs.players[owner].achievements.remove(decree)
        gs.decrees.append(decree)
        ops.changed(gs)
        return
    elif owner is None:
        return                              # out of play: nothing to carry out
    yield from run_effect(DECREE_EFFECTS[decree], _context(gs, seat, decree))


def _context(gs: GameState, seat: int, decree: str) -> Context:
    """A Context for a decree's effect: the decree stands as a card without icons or value
    (Context needs a card for its memory; no effect reads it)."""
    color = next(c for c, name in gs.catalog.decree_colors.items() if name == decree)
    card = Card(name=decree, age=0, color=color, icons=("hex", "hex", "hex", "hex"), dogma_icon=None,
                effect_kinds=("non_demand",))
    return Context(gs, seat, seat, card, 0, False, EffectMemory())


def _highest(ctx: Context) -> int:
    return ctx.gs.highest_top_age(ctx.player) or 0


def advancement(ctx: Context) -> None:
    """Draw a card whose value is two more than your highest top card's value."""
    ctx.draw(_highest(ctx) + 2)


def war(ctx: Context) -> Generator[dict, list, None]:
    """Choose a value; return every top card of that value from the boards of all the others.
    The issuer returns them: the issuer's return karmas answer, not the board owners'."""
    gs = ctx.gs
    values = gs.choosable_values()
    value = yield from ctx.choose_one(values, kind="value", prompt="Choose a value")
    for other in ctx.others():
        for top in ctx.top_cards(other):
            if ctx.info(top).age == value:
                ctx.return_card(top, ctx.zone("board", other))


def expansion(ctx: Context) -> Generator[dict, list, None]:
    """Splay one of your colours up."""
    colors = [c for c in ("blue", "red", "green", "yellow", "purple")
              if len(ctx.pile(c)) >= 2 and ctx.splay_of(c) != "up"]
    color = yield from ctx.choose_one(colors, kind="splay", prompt="Choose a colour to splay up")
    if color is not None:
        ctx.splay(color, "up")


def rivalry(ctx: Context) -> Generator[dict, list, None]:
    """Choose another player; return three cards of your choice from their score pile, then
    every top figure on their board. The issuer returns them, as for War."""
    other = yield from ctx.choose_player(ctx.others(), prompt="Choose a player")
    if other is None:
        return
    picked = yield from ctx.choose(ctx.score_pile(other), kind="return", prompt="Choose three cards to return",
                                   min=3, max=3)
    for name in picked:
        ctx.return_card(name, ctx.zone("score", other))
    for top in ctx.top_cards(other):
        if ctx.info(top).figure:
            ctx.return_card(top, ctx.zone("board", other))


def trade(ctx: Context) -> None:
    """Three times: draw a card whose value is one more than your highest top card's value and
    foreshadow it (figures.trade_decree "foreshadowed": with Echoes, into the issuer's forecast,
    the forecast's limit and echoes.forecast_overflow applying, echoes.md §5). The value is read
    again before each draw, as a repeated effect reads the board anew."""
    for _ in range(3):
        ctx.draw_and_foreshadow(_highest(ctx) + 1, written=False)


# Trade is carried out only where figures.trade_decree lets it be issued ("foreshadowed"); with
# "not-issued" `issuable` refuses it, and "foreshadowed-to-hand" (a game without Echoes) is not
# played.
DECREE_EFFECTS = {"Advancement": advancement, "War": war, "Trade": trade, "Expansion": expansion, "Rivalry": rivalry}
