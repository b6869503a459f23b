"""Age 1 of the Unseen set (Innovation Ultimate): the fifteen cards, one function per printed
effect, a demand first where the card has one.

Rules as stated in engine/data/cards/unseen-ultimate.json (each effect's `rule`, its `notes`
and the glossary: safe, secret, safeguard, "available achievement" = an available standard
achievement). Choices keep the conventions of the fourth-edition set (sets/helpers.py): an
optional pick has `min` 0, a yes / no question asks only where there is nothing to pick
between, a mandatory pick with one possible answer is made without asking, and cards going
under one deck or onto one pile go in the order the player gives. A card returned goes under
the deck of its own set and value (an Unseen card to its Unseen deck, unseen.md §3).

    >>> [f.__name__ for f in EFFECTS.lookup("Palmistry", "fourth-edition")]
    ['palmistry_1', 'palmistry_2']
"""

from __future__ import annotations

from ...cards import COLORS, COUNTED_ICONS
from ...effects import Context
from ..echoes.returning import return_all
from ..helpers import confirm, has_icon
from .wordings import EFFECTS

# --- Espionage (blue, castle) --------------------------------------------------------------

def espionage_1(ctx: Context):
    """Demand: reveal a card from your hand; while I hold no card of its colour in my hand, it
    goes to my hand and you reveal another. Both implementations show the launcher's hand so
    that the colour test can be checked (card notes, IMPL): it is revealed first."""
    for name in ctx.hand(ctx.launcher):
        ctx.reveal(name, seat=ctx.launcher)
    while ctx.repeats():
        name = yield from ctx.choose_one(ctx.hand(), kind="reveal", prompt="Reveal a card from your hand")
        if name is None:
            return
        ctx.reveal(name)
        color = ctx.info(name).color
        if any(ctx.info(card).color == color for card in ctx.hand(ctx.launcher)):
            return
        ctx.transfer(name, ctx.zone("hand"), ctx.zone("hand", ctx.launcher))


EFFECTS.register("Espionage", [espionage_1])


# --- Palmistry (blue, castle) --------------------------------------------------------------

def palmistry_1(ctx: Context):
    """Draw a 1 and meld it."""
    ctx.draw_and_meld(1)


def palmistry_2(ctx: Context):
    """Return two cards from your hand (all of them with fewer); only if two went back, draw a 2
    and score it."""
    count = min(2, len(ctx.hand()))
    picked = yield from ctx.choose(ctx.hand(), kind="return", min=count, max=count,
                                   prompt="Return two cards from your hand")
    yield from return_all(ctx, picked)
    if len(picked) == 2:
        ctx.draw_and_score(2)


EFFECTS.register("Palmistry", [palmistry_1, palmistry_2])


# --- Proverb (blue, castle) ----------------------------------------------------------------

def proverb_values(ctx: Context) -> list[int]:
    """The values of the hand an available achievement may be safeguarded at, as the variant
    reads Proverb (cards.readings.proverb_value): any value of a hand card, or only the highest."""
    values = sorted({ctx.value(name) for name in ctx.hand()})
    if ctx.rules.cards.readings.proverb_value == "highest-in-hand":
        values = values[-1:]
    return values


def proverb_1(ctx: Context):
    """Draw a 1, reveal it and return it. Yellow or purple: safeguard an available achievement of
    the value of a card in your hand, then return your whole hand; any other colour: draw two 1s."""
    name = ctx.draw_and_reveal(1)
    if name is None:
        return
    if name in ctx.hand():
        ctx.return_card(name)
    if ctx.info(name).color in ("yellow", "purple"):
        yield from ctx.safeguard_achievement(ages=proverb_values(ctx))
        yield from return_all(ctx, ctx.hand())
    else:
        ctx.draw(1)
        ctx.draw(1)


EFFECTS.register("Proverb", [proverb_1])


# --- Assassination (red, crown) ------------------------------------------------------------

def assassination_1(ctx: Context):
    """Demand: draw a 1 and reveal it; if it has a castle, transfer it and your top card of its
    colour to my score pile."""
    name = ctx.draw_and_reveal(1)
    if name is None or name not in ctx.hand() or not has_icon(ctx, name, "castle"):
        return
    top = ctx.top_card(ctx.info(name).color)
    ctx.transfer(name, ctx.zone("hand"), ctx.zone("score", ctx.launcher))
    if top is not None:
        ctx.transfer(top, ctx.zone("board"), ctx.zone("score", ctx.launcher))


def assassination_2(ctx: Context):
    """If no player (you included) has a green top card, claim Confidence."""
    seats = [ctx.player, *ctx.others()]
    if all(ctx.top_card("green", seat) is None for seat in seats):
        ctx.claim_special("Confidence")


EFFECTS.register("Assassination", [assassination_1, assassination_2])


# --- Maze (red, castle) --------------------------------------------------------------------

def maze_1(ctx: Context):
    """Demand: for each card in my hand, score a card of its colour from your hand (one for one).
    If some card of mine goes unmatched, and my hand is not empty, exchange your whole hand with
    my whole score pile. The launcher's hand is revealed for the colours (card notes, IMPL);
    every match that can be made is scored (do as much as you can), then the exchange follows."""
    wanted = ctx.hand(ctx.launcher)
    for name in wanted:
        ctx.reveal(name, seat=ctx.launcher)
    unmatched = False
    for color in COLORS:
        need = sum(1 for name in wanted if ctx.info(name).color == color)
        if need == 0:
            continue
        mine = [name for name in ctx.hand() if ctx.info(name).color == color]
        take = min(need, len(mine))
        unmatched = unmatched or take < need
        picked = yield from ctx.choose(mine, kind="score", min=take, max=take,
                                       prompt=f"Score {take} {color} card(s) from your hand")
        for name in picked:
            ctx.score(name)
    if unmatched and ctx.hand(ctx.launcher):
        ctx.exchange(ctx.hand(), ctx.zone("hand"), ctx.score_pile(ctx.launcher), ctx.zone("score", ctx.launcher))


EFFECTS.register("Maze", [maze_1])


# --- Pilgrimage (red, leaf) ----------------------------------------------------------------

def pilgrimage_1(ctx: Context):
    """Optional: return a 1 from your hand; if you did, safeguard an available achievement of its
    value, and do it again with the next value up (a 2, then a 3...)."""
    age = ctx.effect_age(1)
    while ctx.repeats():
        offered = [name for name in ctx.hand() if ctx.value(name) == age]
        name = yield from ctx.choose_one(offered, optional=True, kind="return",
                                         prompt=f"You may return a {age} from your hand")
        if name is None:
            return
        ctx.return_card(name)
        yield from ctx.safeguard_achievement(age)
        age += 1


def pilgrimage_2(ctx: Context):
    """Optional: junk every card of the 1 deck (nothing is asked when it is empty)."""
    if not ctx.gs.supply.get(ctx.effect_age(1)):
        return
    if (yield from confirm(ctx, "junk_deck", "Junk all cards in the 1 deck?")):
        ctx.junk_deck(1)


EFFECTS.register("Pilgrimage", [pilgrimage_1, pilgrimage_2])


# --- Dance (green, leaf) -------------------------------------------------------------------

def dance_1(ctx: Context):
    """Transfer one of your top cards with a castle onto another player's board (your choice of
    player); if you did, meld onto your board that player's lowest top card without a castle.
    Any other player, teammates included, as the text says (card notes, IMPL)."""
    offered = [name for name in ctx.top_cards() if has_icon(ctx, name, "castle")]
    name = yield from ctx.choose_one(offered, kind="transfer",
                                     prompt="Transfer a top card with a castle onto another player's board")
    if name is None:
        return
    seat = yield from ctx.choose_player(ctx.others(), prompt="Choose the player whose board gets it")
    if seat is None:
        return
    ctx.transfer(name, ctx.zone("board"), ctx.zone("board", seat))
    lowest = ctx.lowest([top for top in ctx.top_cards(seat) if not has_icon(ctx, top, "castle")])
    picked = yield from ctx.choose_one(lowest, kind="meld", prompt="Meld that player's lowest top card "
                                                                   "without a castle")
    if picked is not None:
        ctx.meld(picked, ctx.zone("board", seat))


EFFECTS.register("Dance", [dance_1])


# --- Rumor (green, crown) ------------------------------------------------------------------

def rumor_1(ctx: Context):
    """Return a card from your score pile; if you did, draw a card one value higher."""
    name = yield from ctx.choose_one(ctx.score_pile(), kind="return",
                                     prompt="Return a card from your score pile")
    if name is None:
        return
    ctx.return_card(name, ctx.zone("score"))
    ctx.draw(ctx.value(name) + 1, written=False)


def rumor_2(ctx: Context):
    """Transfer a card from your hand to the hand of the player on your left."""
    left = ctx.others()
    if not left:
        return
    name = yield from ctx.choose_one(ctx.hand(), kind="transfer",
                                     prompt="Give a card from your hand to the player on your left")
    if name is not None:
        ctx.transfer(name, ctx.zone("hand"), ctx.zone("hand", left[0]))


EFFECTS.register("Rumor", [rumor_1, rumor_2])


# --- Silk (green, crown) -------------------------------------------------------------------

def silk_1(ctx: Context):
    """Meld a card from your hand."""
    name = yield from ctx.choose_one(ctx.hand(), kind="meld", prompt="Meld a card from your hand")
    if name is not None:
        ctx.meld(name)


def silk_2(ctx: Context):
    """Optional: score cards from your hand, at most one of each colour, of colours with a top
    card on your board: one optional pick per such colour."""
    for color in COLORS:
        if ctx.top_card(color) is None:
            continue
        offered = [name for name in ctx.hand() if ctx.info(name).color == color]
        name = yield from ctx.choose_one(offered, optional=True, kind="score",
                                         prompt=f"You may score a {color} card from your hand")
        if name is not None:
            ctx.score(name)


EFFECTS.register("Silk", [silk_1, silk_2])


# --- Handshake (yellow, castle) ------------------------------------------------------------

def handshake_1(ctx: Context):
    """Demand: transfer every card of my hand to yours; then choose two colours of your hand and
    transfer every card of them from your hand to mine (one colour when it holds one)."""
    for name in ctx.hand(ctx.launcher):
        ctx.transfer(name, ctx.zone("hand", ctx.launcher), ctx.zone("hand"))
    held = [color for color in COLORS if any(ctx.info(name).color == color for name in ctx.hand())]
    count = min(2, len(held))
    colors = yield from ctx.choose(held, kind="color", min=count, max=count,
                                   prompt="Choose two colours: every card of them goes to the demanding player")
    for name in [name for name in ctx.hand() if ctx.info(name).color in colors]:
        ctx.transfer(name, ctx.zone("hand"), ctx.zone("hand", ctx.launcher))


EFFECTS.register("Handshake", [handshake_1])


# --- Tomb (yellow, castle) -----------------------------------------------------------------

def tomb_1(ctx: Context):
    """Safeguard an available achievement of value one more than the achievements you hold
    (special ones count, card notes)."""
    yield from ctx.safeguard_achievement(len(ctx.achievements()) + 1)


def tomb_2(ctx: Context):
    """Optional: take the lowest available achievement into your hand; if you did, return every
    yellow and every blue card of your board."""
    if not ctx.available_standard():
        return
    if not (yield from confirm(ctx, "transfer_achievement",
                               "Take the lowest available achievement into your hand (then return all your "
                               "yellow and blue cards)?")):
        return
    name = yield from ctx.pick_achievement(min(ctx.available_standard()), kind="transfer")
    if name is None:
        return
    ctx.transfer(name, ctx.zone("standard"), ctx.zone("hand"))
    board = [card for color in ("yellow", "blue") for card in ctx.pile(color)]
    yield from return_all(ctx, board, ctx.zone("board"))


EFFECTS.register("Tomb", [tomb_1, tomb_2])


# --- Woodworking (yellow, leaf) ------------------------------------------------------------

def woodworking_1(ctx: Context):
    """Draw a 2 and meld it; if it is the only card of its pile, score it."""
    name = ctx.draw_and_meld(2)
    if name is None:
        return
    if ctx.pile(ctx.info(name).color) == [name]:
        ctx.score(name, ctx.zone("board"))


EFFECTS.register("Woodworking", [woodworking_1])


# --- Myth (purple, castle) -----------------------------------------------------------------

def myth_1(ctx: Context):
    """If your hand holds two cards of one colour, tuck two of one colour; if you did, splay that
    colour left, then draw and safeguard a card of the value of its bottom card (the second card
    tucked, card notes)."""
    pairs = [color for color in COLORS if sum(ctx.info(name).color == color for name in ctx.hand()) >= 2]
    color = yield from ctx.choose_one(pairs, kind="color", prompt="Choose the colour of the two cards to tuck")
    if color is None:
        return
    cards = [name for name in ctx.hand() if ctx.info(name).color == color]
    tucked = yield from ctx.choose(cards, kind="tuck", min=2, max=2, ordered=True,
                                   prompt=f"Tuck two {color} cards (first listed goes under first)")
    for name in tucked:
        ctx.tuck(name)
    ctx.splay(color, "left")
    pile = ctx.pile(color)
    if pile:
        ctx.draw_and_safeguard(ctx.value(pile[-1]), written=False)


EFFECTS.register("Myth", [myth_1])


# --- Polytheism (purple, lightbulb) --------------------------------------------------------

def icon_types(ctx: Context, name: str) -> set[str]:
    """The icon types a card prints (the hex is no icon, card notes)."""
    return {icon for icon in ctx.info(name).icons if icon in COUNTED_ICONS}


def polytheism_1(ctx: Context):
    """Meld a card from your hand sharing no icon type with any card you melded through
    Polytheism during this action (the first may be any); if you did, repeat. The melded cards
    are kept per player for the whole action, as the text reads (card notes, IMPL)."""
    melded = ctx.action_memory.cards_per_player.setdefault(ctx.player, [])
    while ctx.repeats():
        used = set().union(*(icon_types(ctx, name) for name in melded)) if melded else set()
        offered = [name for name in ctx.hand() if not icon_types(ctx, name) & used]
        name = yield from ctx.choose_one(offered, kind="meld",
                                         prompt="Meld a card sharing no icon type with the cards melded so far")
        if name is None:
            return
        ctx.meld(name)
        melded.append(name)


def polytheism_2(ctx: Context):
    """Draw a 1 and tuck it."""
    ctx.draw_and_tuck(1)


EFFECTS.register("Polytheism", [polytheism_1, polytheism_2])


# --- Symbology (purple, lightbulb) ---------------------------------------------------------

def symbology_1(ctx: Context):
    """Four icon types showing 4 or more each: draw a 4; else three types at 3 or more: draw a 3;
    else two types at 2 or more: draw a 2 (every icon type counts, the avatar included)."""
    counts = [count for icon, count in ctx.icons().items() if icon in COUNTED_ICONS]
    for level in (4, 3, 2):
        if sum(count >= level for count in counts) >= level:
            ctx.draw(level)
            return


EFFECTS.register("Symbology", [symbology_1])
