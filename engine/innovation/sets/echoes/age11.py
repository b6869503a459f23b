"""Age 11 of the Echoes set: Streaming, Touchscreen, Drone, Exoskeleton, Algocracy, Robocar,
Digital Pet, Esports, Deepfake, Meritocracy. No age-11 card has an echo effect; one function per
printed effect, conventions as in age09.py.

    >>> [f.__name__ for f in EFFECTS.lookup("Deepfake", "fourth-edition")]
    ['deepfake_1']
"""

from __future__ import annotations

from ... import achievements
from ...cards import COLORS, ICONS
from ...effects import Context
from ...icons import visible_slots
from ..helpers import in_order, tops
from ..helpers import live_seats as _live_seats
from .age09 import owners_of_tops
from .returning import return_all
from .wordings import EFFECTS


def _eligible(ctx: Context, name: str) -> bool:
    """Eligible to achieve a card: the standard test for an achievement of its value."""
    return achievements.eligible(ctx.gs, ctx.player, ctx.value(name))


def _my_turn(ctx: Context) -> bool:
    return ctx.gs.turn_player == ctx.player


# --- Streaming (blue, crown) ----------------------------------------------------------------

def streaming_1(ctx: Context):
    """Choose one of your colours; achieve its top card if you are eligible for it and want to,
    else score it. If you did either and Streaming was foreseen, do this again with that colour."""
    color = yield from ctx.choose_one([c for c in COLORS if ctx.pile(c)], kind="color",
                                      prompt="Choose a colour: its top card is achieved or scored")
    while color is not None and ctx.repeats():
        top = ctx.top_card(color)
        if top is None:
            return
        achieved = None
        if _eligible(ctx, top):
            achieved = yield from ctx.choose_one([top], optional=True, kind="achieve",
                                                 prompt="You may achieve the card (else it is scored)")
        if achieved is not None:
            ctx.achieve_card(top, ctx.zone("board"))
        else:
            ctx.score(top, ctx.zone("board"))
        if not ctx.foreseen:
            return


EFFECTS.register("Streaming", [streaming_1])


# --- Touchscreen (blue, lightbulb) ----------------------------------------------------------

def _touchscreen_direction(count: int) -> str | None:
    if count >= 8:
        return "left"
    if count >= 6:
        return "right"
    if count >= 4:
        return "up"
    return "aslant" if count >= 2 else None


def touchscreen_1(ctx: Context):
    """Splay each colour by its number of cards (2-3 aslant, 4-5 up, 6-7 right, 8 or more left);
    if you splayed all five, you win. A colour already splayed that way is not splayed by you
    and does not count (the one source's reading of an open text, the AMBIGUOUS note)."""
    splayed = 0
    for color in COLORS:
        direction = _touchscreen_direction(len(ctx.pile(color)))
        if direction is not None and ctx.splay(color, direction):
            splayed += 1
    if splayed == len(COLORS):
        ctx.win()


EFFECTS.register("Touchscreen", [touchscreen_1])


# --- Drone (red, clock) ---------------------------------------------------------------------

def drone_1(ctx: Context):
    """Draw and reveal an 11 (or a 10: card reading `drone_draw`). With fewer than six
    cards of its colour on your board (every card counted, as the text says; the one source's
    code counts visible ones, an IMPL note), splay that colour aslant; otherwise return the
    bottom five cards of that colour from every board, and if any was returned, do this again."""
    while ctx.repeats():
        drawn = ctx.draw_and_reveal(10 if ctx.rules.cards.readings.drone_draw == "draw-10" else 11)
        if drawn is None:
            return
        color = ctx.info(drawn).color
        if len(ctx.pile(color)) < 6:
            ctx.splay(color, "aslant")
            return
        # every board's bottom five, returned in one go: the order under a deck is the player's
        owner = {name: seat for seat in [ctx.player, *ctx.others()] for name in ctx.pile(color, seat)[-5:]}
        if not owner:
            return
        places = {name: ctx.zone("board", seat) for name, seat in owner.items()}
        yield from return_all(ctx, list(owner), src_of=places.__getitem__)


EFFECTS.register("Drone", [drone_1])


# --- Exoskeleton (red, factory) -------------------------------------------------------------

def exoskeleton_1(ctx: Context):
    """Demand: give every card of your hand but the lowest-valued ones to the launcher's score
    pile."""
    hand = ctx.hand()
    if not hand:
        return
    low = min(map(ctx.value, hand))
    for name in hand:
        if ctx.value(name) > low:
            ctx.transfer(name, ctx.zone("hand"), ctx.zone("score", ctx.launcher))


def exoskeleton_2(ctx: Context):
    """Optional: achieve a card from any player's hand (yours included) you are eligible for; if
    you did and Exoskeleton was foreseen, do this again."""
    while ctx.repeats():
        holders = {name: seat for seat in [ctx.player, *ctx.others()] for name in ctx.hand(seat)
                   if _eligible(ctx, name)}
        name = yield from ctx.choose_one(list(holders), optional=True, kind="achieve",
                                         prompt="You may achieve a card from a hand")
        if name is None:
            return
        ctx.achieve_card(name, ctx.zone("hand", holders[name]))
        if not ctx.foreseen:
            return


EFFECTS.register("Exoskeleton", [exoskeleton_1, exoskeleton_2])


# --- Algocracy (green, clock) ---------------------------------------------------------------

def algocracy_1(ctx: Context):
    """Choose an icon type (the avatar among them). If one player alone has the most of it, every
    card in every hand and score pile featuring it goes to that player's hand."""
    icon = yield from ctx.choose_one([*ICONS, "avatar"], kind="icon", prompt="Choose an icon type")
    counts = {seat: ctx.icons(seat)[icon] for seat in _live_seats(ctx)}
    most = max(counts.values())
    leaders = [seat for seat, count in counts.items() if count == most]
    if len(leaders) != 1:
        return
    leader = leaders[0]
    for seat in _live_seats(ctx):
        for kind, cards in (("hand", ctx.hand(seat)), ("score", ctx.score_pile(seat))):
            for name in cards:
                if ctx.info(name).dogma_icon == icon and not (kind == "hand" and seat == leader):
                    ctx.transfer(name, ctx.zone(kind, seat), ctx.zone("hand", leader))


EFFECTS.register("Algocracy", [algocracy_1])


# --- Robocar (green, factory) ---------------------------------------------------------------

def robocar_1(ctx: Context):
    """Choose an opponent, who picks a card of your hand unseen (the referee's protocol names the
    card the pick lands on); meld it. If you melded it on your own turn, self-execute it, then do
    this again."""
    while ctx.repeats():
        if not ctx.hand():
            return
        opponent = yield from ctx.choose_player(ctx.opponents(), kind="player",
                                                prompt="Choose an opponent to pick a card of your hand")
        if opponent is None:
            return
        name = yield from ctx.choose_one(ctx.hand(), kind="meld", player=opponent,
                                         prompt="Pick, unseen, a card of the launcher's hand to be melded")
        if name is None:
            return
        ctx.meld(name)
        if not _my_turn(ctx):
            return
        yield from ctx.self_execute(name)


EFFECTS.register("Robocar", [robocar_1])


# --- Digital Pet (yellow, leaf) -------------------------------------------------------------

def digital_pet_1(ctx: Context):
    """Demand: draw and reveal an 11; return every card of its colour from your board and your
    score pile (the drawn card stays in your hand)."""
    drawn = ctx.draw_and_reveal(11)
    if drawn is None:
        return
    color = ctx.info(drawn).color
    on_board = ctx.pile(color)
    scored = [name for name in ctx.score_pile() if ctx.info(name).color == color]
    yield from return_all(ctx, on_board + scored,
                          src_of=lambda name: ctx.zone("board") if name in on_board else ctx.zone("score"))


EFFECTS.register("Digital Pet", [digital_pet_1])


# --- Esports (yellow, avatar) ---------------------------------------------------------------

def esports_1(ctx: Context):
    """For each of your non-yellow top cards, lowest value first, draw and score a card of its
    value. If you scored one or more and Esports was foreseen, you win (the text's condition;
    the one source's code wins without scoring, an IMPL note)."""
    values = sorted(ctx.value(name) for name in tops(ctx) if ctx.info(name).color != "yellow")
    scored = [name for name in (ctx.draw_and_score(value, written=False) for value in values) if name is not None]
    if scored and ctx.foreseen:
        ctx.win()


EFFECTS.register("Esports", [esports_1])


# --- Deepfake (purple, avatar) --------------------------------------------------------------

def deepfake_1(ctx: Context):
    """Only on your own turn: move a top card other than Deepfake from any board onto yours;
    super-execute one of your top cards other than Deepfake; then, if the moved card is still a
    top card, move it back to its board. (One source's pre-publication text says "fully
    execute", its name for what the published keyword calls super-execute.)"""
    if not _my_turn(ctx):
        return
    owners = owners_of_tops(ctx, excluded="Deepfake")
    moved = yield from ctx.choose_one(list(owners), kind="transfer",
                                      prompt="Choose a top card to move onto your board")
    if moved is not None and owners[moved] != ctx.player:
        ctx.transfer(moved, ctx.zone("board", owners[moved]), ctx.zone("board"))
    options = [name for name in tops(ctx) if name != "Deepfake"]
    executed = yield from ctx.choose_one(options, kind="execute", prompt="Choose a top card to super-execute")
    if executed is not None:
        yield from ctx.super_execute(executed)
    if moved is not None and owners[moved] != ctx.player and moved in tops(ctx):
        ctx.transfer(moved, ctx.zone("board"), ctx.zone("board", owners[moved]))


EFFECTS.register("Deepfake", [deepfake_1])


# --- Meritocracy (purple, lightbulb) --------------------------------------------------------

def _cards_showing(ctx: Context, icon: str) -> list[str]:
    """The cards of your board on which `icon` is visible (covered ones where the splay shows it)."""
    found = []
    for color in COLORS:
        for name, shown in visible_slots(ctx.gs, ctx.player, color):
            if any(ctx.info(name).icons[i] == icon for i in shown):
                found.append(name)
    return found


def meritocracy_1(ctx: Context):
    """Demand: pick a standard icon type the launcher has the most of (the avatar is not one: the
    one source's code counts it, an IMPL note); give every card of your board showing it to the
    launcher's board (the order yours where several go onto one pile), or to the launcher's
    achievements if Meritocracy was foreseen."""
    counts = ctx.icons(ctx.launcher)
    most = max(counts[icon] for icon in ICONS)
    icon = yield from ctx.choose_one([icon for icon in ICONS if counts[icon] == most], kind="icon",
                                     prompt="Pick the icon type (your cards showing it go to the launcher)")
    if icon is None:
        return
    cards = _cards_showing(ctx, icon)
    if ctx.foreseen:
        for name in cards:
            ctx.achieve_card(name, ctx.zone("board"), seat=ctx.launcher)
        return
    order = yield from in_order(ctx, cards, "color", kind="transfer_order",
                                prompt="Order the cards moved onto one pile (first listed goes first)")
    for name in order:
        ctx.transfer(name, ctx.zone("board"), ctx.zone("board", ctx.launcher))


EFFECTS.register("Meritocracy", [meritocracy_1])
