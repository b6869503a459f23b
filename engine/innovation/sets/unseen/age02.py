"""Age 2 of the Unseen set (Innovation Ultimate): the ten cards, one function per printed
effect, a demand first where the card has one.

Rules as stated in engine/data/cards/unseen-ultimate.json; the conventions are age01.py's. Two
cards' texts are read as the variant says where the sources differ: Exile
(cards.readings.exile_return, unseen.md §13) and, in age01.py, Proverb.

    >>> [f.__name__ for f in EFFECTS.lookup("Exile", "fourth-edition")]
    ['exile_1', 'exile_2']
"""

from __future__ import annotations

from ... import zones
from ...cards import COLORS
from ...effects import Context
from ..echoes.returning import return_all
from ..helpers import has_icon, optional_splay, splayable
from .wordings import EFFECTS

# --- Astrology (blue, crown) ---------------------------------------------------------------

def visible_cards(ctx: Context, color: str) -> int:
    """How many cards of a pile show: every card of a splayed pile, the top card otherwise."""
    pile = ctx.pile(color)
    return len(pile) if ctx.splay_of(color) != "none" else min(1, len(pile))


def astrology_1(ctx: Context):
    """Optional: splay left your largest pile (your pick among the largest)."""
    sizes = {color: len(ctx.pile(color)) for color in COLORS}
    largest = [color for color in COLORS if sizes[color] and sizes[color] == max(sizes.values())]
    yield from optional_splay(ctx, largest, "left")


def astrology_2(ctx: Context):
    """Draw and meld a card of the value of your visible purple cards' count (0: the lowest
    value, unseen.md §6); if the melded card has no crown, tuck it."""
    name = ctx.draw_and_meld(visible_cards(ctx, "purple"), written=False)
    if name is not None and not has_icon(ctx, name, "crown") and ctx.top_card(ctx.info(name).color) == name:
        ctx.tuck(name, ctx.zone("board"))


EFFECTS.register("Astrology", [astrology_1, astrology_2])


# --- Meteorology (blue, lightbulb) ---------------------------------------------------------

def meteorology_1(ctx: Context):
    """Draw and reveal a 3: with a leaf, score it; else with a crown, return it and draw two 3s;
    else tuck it."""
    name = ctx.draw_and_reveal(3)
    if name is None or name not in ctx.hand():
        return
    if has_icon(ctx, name, "leaf"):
        ctx.score(name)
    elif has_icon(ctx, name, "crown"):
        ctx.return_card(name)
        ctx.draw(3)
        ctx.draw(3)
    else:
        ctx.tuck(name)


def meteorology_2(ctx: Context):
    """If your board shows no castle, claim Zen."""
    if not ctx.icons().get("castle", 0):
        ctx.claim_special("Zen")


EFFECTS.register("Meteorology", [meteorology_1, meteorology_2])


# --- Padlock (red, castle) -----------------------------------------------------------------

def padlock_1(ctx: Context):
    """Demand: transfer one of your secrets (your pick, by its back) to the available
    achievements, where it is an ordinary standard achievement of its value (card notes)."""
    picked = yield from ctx.choose_secret(kind="transfer", prompt="Transfer one of your secrets to the available "
                                                                  "achievements")
    for name in picked:
        ctx.transfer(name, ctx.zone("safe"), zones.STANDARD)
        ctx.action_memory.demand_transferred = True


def padlock_2(ctx: Context):
    """Only if the demand moved no card during this action: optional, score up to three cards
    from your hand, each of a different value (one optional pick at a time)."""
    if ctx.action_memory.demand_transferred:
        return
    values: set[int] = set()
    for _ in range(3):
        offered = [name for name in ctx.hand() if ctx.value(name) not in values]
        name = yield from ctx.choose_one(offered, optional=True, kind="score",
                                         prompt="You may score a card from your hand of a value not scored yet")
        if name is None:
            return
        values.add(ctx.value(name))
        ctx.score(name)


EFFECTS.register("Padlock", [padlock_1, padlock_2])


# --- Password (red, castle) ----------------------------------------------------------------

def password_1(ctx: Context):
    """Draw and reveal a 2. Optional: safeguard another card of its colour from your hand; if you
    did, score the drawn card; if not, return every other card of your hand."""
    drawn = ctx.draw_and_reveal(2)
    if drawn is None:
        return
    color = ctx.info(drawn).color
    offered = [name for name in ctx.hand() if name != drawn and ctx.info(name).color == color]
    picked = None
    if ctx.safe_room() > 0:
        picked = yield from ctx.choose_one(offered, optional=True, kind="safeguard",
                                           prompt=f"You may safeguard another {color} card from your hand")
    if picked is not None and ctx.safeguard(picked):
        if drawn in ctx.hand():
            ctx.score(drawn)
        return
    yield from return_all(ctx, [name for name in ctx.hand() if name != drawn])


EFFECTS.register("Password", [password_1])


# --- Cipher (green, lightbulb) -------------------------------------------------------------

def cipher_1(ctx: Context):
    """Return your whole hand; if that was two cards or more, draw a card one value above the
    highest returned."""
    returned = yield from return_all(ctx, ctx.hand())
    if len(returned) >= 2:
        ctx.draw(max(ctx.value(name) for name in returned) + 1, written=False)


def cipher_2(ctx: Context):
    """Draw a 2. Optional: splay your blue cards left."""
    ctx.draw(2)
    yield from optional_splay(ctx, ["blue"], "left")


EFFECTS.register("Cipher", [cipher_1, cipher_2])


# --- Counterfeiting (green, crown) ---------------------------------------------------------

def counterfeiting_1(ctx: Context):
    """Score one of your top cards of a value no card of your score pile has; if you did,
    repeat."""
    while ctx.repeats():
        scored = {ctx.value(name) for name in ctx.score_pile()}
        offered = [name for name in ctx.top_cards() if ctx.value(name) not in scored]
        name = yield from ctx.choose_one(offered, kind="score",
                                         prompt="Score a top card of a value your score pile lacks")
        if name is None:
            return
        ctx.score(name, ctx.zone("board"))


def counterfeiting_2(ctx: Context):
    """Optional: splay your green or your purple cards left."""
    yield from optional_splay(ctx, ["green", "purple"], "left")


EFFECTS.register("Counterfeiting", [counterfeiting_1, counterfeiting_2])


# --- Exile (yellow, leaf) ------------------------------------------------------------------

def exile_1(ctx: Context):
    """Demand: return one of your top cards without a leaf, then every card of your score pile of
    its value. The cards returned are counted for the second effect, every affected player's
    together, during the action (card notes)."""
    offered = [name for name in ctx.top_cards() if not has_icon(ctx, name, "leaf")]
    name = yield from ctx.choose_one(offered, kind="return", prompt="Return a top card without a leaf")
    if name is None:
        return
    ctx.return_card(name, ctx.zone("board"))
    scored = [card for card in ctx.score_pile() if ctx.value(card) == ctx.value(name)]
    yield from return_all(ctx, scored, ctx.zone("score"))
    counts = ctx.action_memory.per_player
    counts[ctx.player] = counts.get(ctx.player, 0) + 1 + len(scored)


def exile_is_top(ctx: Context) -> int | None:
    """The seat whose top card Exile is, or None."""
    color = ctx.card.color
    for seat in [ctx.player, *ctx.others()]:
        if ctx.top_card(color, seat) == ctx.card.name:
            return seat
    return None


def exile_2(ctx: Context):
    """If the demand made players return exactly one card in all during this action: return
    Exile and draw a 3. As the variant reads it (cards.readings.exile_return): only when Exile is
    a top card on some board; or from wherever it is (unless in a deck), drawing the 3 anyway."""
    if sum(ctx.action_memory.per_player.values()) != 1:
        return
    name = ctx.card.name
    if ctx.rules.cards.readings.exile_return == "only-a-top-card":
        seat = exile_is_top(ctx)
        if seat is None:
            return
        ctx.return_card(name, ctx.zone("board", seat))
    else:
        where = zones.locate(ctx.gs, name)
        if where is not None and where not in (zones.SUPPLY, zones.REMOVED):
            ctx.return_card(name, where)
    ctx.draw(3)


EFFECTS.register("Exile", [exile_1, exile_2])


# --- Fingerprints (yellow, leaf) -----------------------------------------------------------

def fingerprints_1(ctx: Context):
    """Optional: splay your red or your yellow cards left."""
    yield from optional_splay(ctx, ["red", "yellow"], "left")


def fingerprints_2(ctx: Context):
    """Safeguard an available achievement of value the number of your splayed colours; then move
    a card of that value from your hand onto any player's board (yours included)."""
    value = sum(1 for color in COLORS if ctx.pile(color) and ctx.splay_of(color) != "none")
    yield from ctx.safeguard_achievement(value)
    offered = [name for name in ctx.hand() if ctx.value(name) == value]
    name = yield from ctx.choose_one(offered, kind="transfer", prompt=f"Move a {value} from your hand onto a board")
    if name is None:
        return
    seat = yield from ctx.choose_player([ctx.player, *ctx.others()], prompt="Choose the board it goes onto")
    if seat is not None:
        ctx.transfer(name, ctx.zone("hand"), ctx.zone("board", seat))


EFFECTS.register("Fingerprints", [fingerprints_1, fingerprints_2])


# --- Propaganda (purple, castle) -----------------------------------------------------------

def propaganda_1(ctx: Context):
    """Demand: I name a colour; you meld a card of it from your hand, and if you did, transfer
    the card beneath it (your previous top card of that colour) onto my board."""
    color = yield from ctx.choose_one(list(COLORS), kind="color", player=ctx.launcher,
                                      prompt="Name a colour for the demand")
    offered = [name for name in ctx.hand() if ctx.info(name).color == color]
    name = yield from ctx.choose_one(offered, kind="meld", prompt=f"Meld a {color} card from your hand")
    if name is None:
        return
    ctx.meld(name)
    pile = ctx.pile(color)
    if len(pile) >= 2 and pile[0] == name:
        ctx.transfer(pile[1], ctx.zone("board"), ctx.zone("board", ctx.launcher))


def propaganda_2(ctx: Context):
    """Meld a card from your hand."""
    name = yield from ctx.choose_one(ctx.hand(), kind="meld", prompt="Meld a card from your hand")
    if name is not None:
        ctx.meld(name)


EFFECTS.register("Propaganda", [propaganda_1, propaganda_2])


# --- Steganography (purple, castle) --------------------------------------------------------

def steganography_1(ctx: Context):
    """Optional: splay left a colour of yours showing a lightbulb; if you did, safeguard an
    available achievement of value its pile's card count; if not, draw and tuck a 3. A colour
    "with a lightbulb" is a pile showing one (card notes, AMBIGUOUS)."""
    showing = [color for color in COLORS if ctx.pile_icons(color).get("lightbulb", 0)]
    color = yield from optional_splay(ctx, splayable(ctx, showing, "left"), "left")
    if color is not None:
        yield from ctx.safeguard_achievement(len(ctx.pile(color)))
    else:
        ctx.draw_and_tuck(3)


EFFECTS.register("Steganography", [steganography_1])
