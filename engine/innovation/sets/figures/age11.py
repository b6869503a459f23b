"""Figures of age 11 whose karma is written (the rest: docs/figures.md)."""

from __future__ import annotations

from collections.abc import Generator

from ... import ops, zones
from ...cards import COLORS
from ...decrees import decree_action, issuable
from ...effects.context import Context, run_effect
from ...karma import Karma, KarmaEvent
from ..helpers import splayable
from .age09 import as_player, execute, return_in_order, second_action
from .karma_set import KARMA

# --- Giuseppe Scionti ------------------------------------------------------------------------


def scionti_before_effect(ctx: Context, event: KarmaEvent) -> None:
    """Each time you are about to execute a dogma effect: first draw and score a 9."""
    ctx.draw_and_score(9)


KARMA.register("Giuseppe Scionti", [
    Karma("would-first", "dogma-effect", "you", scionti_before_effect),
])


# --- Konstantin Novoselov --------------------------------------------------------------------

NOVOSELOV_ORDER = ("red", "blue", "green", "yellow", "purple")


def novoselov_instead_of_dogma(ctx: Context, event: KarmaEvent) -> Generator[dict, list, None]:
    """Instead super-execute your top cards one by one, colours in the order red, blue, green,
    yellow, purple; each colour's top card is the one on top when its turn comes (an earlier
    execution may have changed it); a top figure does nothing."""
    for color in NOVOSELOV_ORDER:
        top = ctx.top_card(color)
        if top is not None:
            yield from execute(ctx, top, super_=True)


KARMA.register("Konstantin Novoselov", [
    Karma("would-instead", "dogma-action", "you", novoselov_instead_of_dogma, when=second_action),
])


# --- Max Verstappen --------------------------------------------------------------------------

def verstappen_before_effect(ctx: Context, event: KarmaEvent) -> Generator[dict, list, None]:
    """First you may return any number of hand cards; if you returned one or more, execute the
    effect once more per card returned, then draw an 11 (then the normal execution follows).
    Each extra execution is yours in the same role as the one about to run (affected player of
    a demand, or executing a non-demand), with the same launcher and the dogma's memory."""
    gs = ctx.gs
    assert event.card is not None and event.index is not None
    picked = yield from ctx.choose(ctx.hand(), kind="return", prompt="You may return any number of cards",
                                   min=0, max=len(ctx.hand()))
    if not picked:
        return
    yield from return_in_order(ctx, [(name, ctx.zone("hand")) for name in picked], "Order the cards to return")
    function = gs.effects.require(event.card)[event.index]
    for _ in picked:
        if gs.players[ctx.player].eliminated:
            return
        yield from run_effect(function, _execution_like(ctx, event))
    ctx.draw(11)


def _execution_like(ctx: Context, event: KarmaEvent) -> Context:
    """A new execution of the effect `event` is about to run, in the same role: the dogma's own
    execution (event.context, which every dogma-effect event carries: dogma._run_for) gives its
    player, launcher, memory and age offset."""
    base = event.context
    assert isinstance(base, Context), "a dogma-effect event carries the execution about to run"
    again = Context(ctx.gs, base.player, base.launcher, base.card, base.index, base.demand, base.memory,
                    executing=base.executing)
    again.age_offset = base.age_offset
    return again


KARMA.register("Max Verstappen", [
    Karma("would-first", "dogma-effect", "you", verstappen_before_effect),
])


# --- Sheikh Tamim ----------------------------------------------------------------------------

def tamim_before_dogma(ctx: Context, event: KarmaEvent) -> Generator[dict, list, None]:
    """First you may return a hand card showing the dogma's featured icon; if you do, issue the
    decree of its colour with no figures needed (the decree procedure otherwise applies: your
    hand is junked, the decree claimed or carried out again, or sent back from another player).
    A decree that cannot be issued (Trade without Echoes: figures.trade_decree) is not: the
    card stays returned."""
    featured = ctx.info(event.card).dogma_icon if event.card else None
    showing = [name for name in ctx.hand() if featured is not None and ctx.info(name).has_icon(featured)]
    picked = yield from ctx.choose_one(showing, optional=True, kind="return",
                                       prompt="You may return a card showing the featured icon")
    if picked is None:
        return
    ctx.return_card(picked)
    decree = ctx.gs.catalog.decree_colors[ctx.info(picked).color]
    if issuable(ctx.gs, decree):
        yield from decree_action(ctx.gs, ctx.player, decree)


KARMA.register("Sheikh Tamim", [
    Karma("would-first", "dogma-action", "you", tamim_before_dogma),
])


# --- Boyan Slat ------------------------------------------------------------------------------

def boyan_slat_before_draw(ctx: Context, event: KarmaEvent) -> Generator[dict, list, None]:
    """First choose a value and return every card of that value from every score pile (you give
    the order where two go under one deck); if exactly one card was returned, achieve it."""
    value = yield from ctx.choose_one(ctx.gs.choosable_values(), kind="value", prompt="Choose a value")
    cards = [(name, ctx.zone("score", seat)) for seat in ctx.gs.clockwise(ctx.player)
             for name in ctx.score_pile(seat) if ctx.value(name) == value]
    returned = yield from return_in_order(ctx, cards, "Order the cards to return")
    if len(returned) == 1 and zones.locate(ctx.gs, returned[0]) == zones.SUPPLY:
        ctx.achieve_card(returned[0], zones.SUPPLY)


KARMA.register("Boyan Slat", [
    Karma("would-first", "draw", "you", boyan_slat_before_draw),
])


# --- Greta Thunberg --------------------------------------------------------------------------

def _factory_tops(ctx: Context) -> list[tuple[str, int]]:
    return [(name, seat) for seat in ctx.gs.clockwise(ctx.player)
            for name in (ctx.top_card(color, seat) for color in COLORS)
            if name is not None and ctx.info(name).has_icon("factory")]


def greta_before_dogma(ctx: Context, event: KarmaEvent) -> Generator[dict, list, None]:
    """First junk a top card with a factory, other than the dogma'd card, from any board
    (mandatory); then, if no board has a top card with a factory, you win."""
    found = {name: seat for name, seat in _factory_tops(ctx) if name != event.card}
    picked = yield from ctx.choose_one(list(found), kind="junk", prompt="Junk a top card with a factory")
    if picked is not None:
        ctx.junk(picked, ctx.zone("board", found[picked]))
    if not _factory_tops(ctx):
        ctx.win()


KARMA.register("Greta Thunberg", [
    Karma("would-first", "dogma-action", "any player", greta_before_dogma),
])


# --- Therese Kirongozi -----------------------------------------------------------------------

def kirongozi_instead_of_dogma(ctx: Context, event: KarmaEvent) -> Generator[dict, list, None]:
    """Instead that opponent chooses a value, draws and reveals a card of it and returns it,
    then super-executes their own top card of its colour, if any (a figure does nothing)."""
    them = as_player(ctx, event.seat)
    value = yield from them.choose_one(ctx.gs.choosable_values(), kind="value", prompt="Choose a value")
    drawn = them.draw_and_reveal(value)
    if drawn is None:
        return
    them.return_card(drawn)
    top = them.top_card(ctx.info(drawn).color)
    if top is not None:
        yield from execute(them, top, super_=True)


KARMA.register("Therese Kirongozi", [
    Karma("would-instead", "dogma-action", "opponent", kirongozi_instead_of_dogma),
])


# --- Emma Watson -----------------------------------------------------------------------------

def emma_watson_when_melded(ctx: Context, event: KarmaEvent) -> None:
    """Unsplay every colour of every board."""
    for seat in ctx.gs.clockwise(ctx.player):
        for color in COLORS:
            if ctx.splay_of(color, seat) != "none":
                ctx.unsplay(color, seat)


def emma_watson_before_meld(ctx: Context, event: KarmaEvent) -> Generator[dict, list, None]:
    """First you return the top six cards of the melding player's pile of that colour (all of
    them if fewer; you give the order where two go under one deck); if fewer than six were
    returned, that player scores every card of that colour from every board. Then the meld."""
    assert event.card is not None
    color = ctx.info(event.card).color
    six = [(name, ctx.zone("board", event.seat)) for name in ctx.pile(color, event.seat)[:6]]
    yield from return_in_order(ctx, six, "Order the cards to return")
    if len(six) < 6:
        melder = as_player(ctx, event.seat)
        for seat in ctx.gs.clockwise(ctx.player):
            for name in ctx.pile(color, seat):
                melder.score(name, ctx.zone("board", seat))


KARMA.register("Emma Watson", [
    Karma("when-meld", "meld-self", "you", emma_watson_when_melded),
    Karma("would-first", "meld", "any player", emma_watson_before_meld),
])


# --- Lily Hevesh -----------------------------------------------------------------------------

def _deck_label(deck: str, age: int) -> str:
    return f"{deck} {age}"


def lily_hevesh_instead_of_drawing(ctx: Context, event: KarmaEvent) -> Generator[dict, list, None]:
    """Instead reveal the top card of five different decks of your choice (base or Figures,
    any age; offered as "base 3", "figures 3"), one at a time (the printed reading: five decks;
    the one source lets a deck be chosen again, an IMPL note). Five different colours: you win.
    Otherwise draw one of the revealed cards (taken from its deck) and splay one of your
    colours aslant."""
    gs = ctx.gs
    revealed: dict[str, str] = {}          # card -> its deck's label
    for _ in range(5):
        decks = {_deck_label("base", age): pile[0] for age, pile in sorted(gs.supply.items()) if pile}
        decks |= {_deck_label("figures", age): pile[0] for age, pile in sorted(gs.figure_supply.items()) if pile}
        options = [label for label in decks if label not in revealed.values()]
        label = yield from ctx.choose_one(options, kind="deck", prompt="Choose a deck to reveal its top card")
        if label is None:
            break
        ctx.reveal(decks[label])
        revealed[decks[label]] = label
    if len(revealed) == 5 and len({ctx.info(name).color for name in revealed}) == 5:
        ctx.win()
        return
    picked = yield from ctx.choose_one(list(revealed), kind="draw", prompt="Draw one of the revealed cards")
    if picked is not None:
        zones.take(gs, picked, zones.SUPPLY)
        zones.put(gs, picked, zones.hand(ctx.player))
        gs.emit("draw", ctx.player, card=picked, age=ctx.value(picked))
        ops.changed(gs)
    color = yield from ctx.choose_one(splayable(ctx, COLORS, "aslant"), kind="splay",
                                      prompt="Choose a colour to splay aslant")
    if color is not None:
        ctx.splay(color, "aslant")


KARMA.register("Lily Hevesh", [
    Karma("would-instead", "draw-action", "you", lily_hevesh_instead_of_drawing),
])


# --- Bear Grylls ----------------------------------------------------------------------------

def bear_grylls_when_melded(ctx, event):
    """Junk every card that is neither an achievement nor in a deck (every board, this card
    included, every hand and score pile); then bring the age-0 deck into play; then draw a 0."""
    for seat in range(len(ctx.gs.players)):
        for color in ("blue", "red", "green", "yellow", "purple"):
            for name in ctx.pile(color, seat):
                ctx.junk(name, ctx.zone("board", seat))
        for name in ctx.hand(seat):
            ctx.junk(name, ctx.zone("hand", seat))
        for name in ctx.score_pile(seat):
            ctx.junk(name, ctx.zone("score", seat))
    ctx.bring_in_age_zero()
    ctx.draw(0)


KARMA.register("Bear Grylls", [Karma("when-meld", "meld-self", "you", bear_grylls_when_melded)])
