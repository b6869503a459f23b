"""Age 3 of the Unseen set: Brethren of Purity, Secretum Secretorum, Knights Templar, Red
Envelope, Cliffhanger, Smuggling, Freemasons, Secret Police, Masquerade, Taqiyya. One function per
printed effect, the demand first.

Rules as stated in engine/data/cards/unseen-ultimate.json, with the conventions of
sets/helpers.py (an optional pick has `min` 0, a pick with one possible answer is not asked, the
player orders cards that go under one deck or onto one pile). "The N deck" is the base deck
(unseen.md §10). "The player to your right" is the one before you in turn order (play runs
clockwise, from the launcher's left). Where the card notes record a difference between the two
sources that changes play, the card reads `cards.readings`:

- Cliffhanger: DH4 reveals one of your 4s at random, BGA4 lets you pick one by its back and
  position (`cliffhanger_pick`);
- Masquerade: DH4 returns the cards of the hand-size value whenever an achievement of that value
  is available, even if the safeguard failed with a full safe; BGA4 only after a safeguard
  (`masquerade_full_safe`).

Secretum Secretorum returning nothing counts no colour: a draw of value 0, the lowest value (the
note's ambiguity, which both implementations settle so). Brethren of Purity remembers the card it
last melded for the whole action, shared by every player running it (the note on DH4).

    >>> [f.__name__ for f in EFFECTS.lookup("Knights Templar", "fourth-edition")]
    ['knights_templar_1', 'knights_templar_2']
"""

from __future__ import annotations

from ...cards import COLORS
from ...effects import Context
from ..echoes.returning import return_all
from ..helpers import in_order, optional_splay
from .wordings import EFFECTS


def player_to_the_right(ctx: Context) -> int:
    """The player before you in turn order (eliminated players skipped)."""
    count = len(ctx.gs.players)
    seat = (ctx.player - 1) % count
    while ctx.gs.players[seat].eliminated and seat != ctx.player:
        seat = (seat - 1) % count
    return seat


# --- Brethren of Purity (blue, lightbulb) ---------------------------------------------------

# the key of the action memory's card melded last through Brethren of Purity: not a seat, as
# every player running the card in one action shares it
BRETHREN_LAST = -1

def brethren_of_purity_1(ctx: Context):
    """Draw and meld a 3, or a card one higher than the card Brethren of Purity last melded in
    this action (your choice); if it landed on a card with a lightbulb, repeat."""
    memory = ctx.action_memory
    while True:
        last = memory.cards.get(BRETHREN_LAST)
        values = sorted({ctx.effect_age(3)} | (set() if last is None else {ctx.value(last) + 1}))
        value = yield from ctx.choose_one(values, kind="value",
                                          prompt="Choose the value of the card to draw and meld")
        melded = ctx.draw_and_meld(value, written=False)
        if melded is None:
            return
        memory.cards[BRETHREN_LAST] = melded
        pile = ctx.pile(ctx.info(melded).color)
        landed_on = pile[1] if len(pile) > 1 and pile[0] == melded else None
        if landed_on is None or not ctx.info(landed_on).has_icon("lightbulb") or not ctx.repeats():
            return


EFFECTS.register("Brethren of Purity", [brethren_of_purity_1])


# --- Secretum Secretorum (blue, lightbulb) --------------------------------------------------

def secretum_secretorum_1(ctx: Context):
    """Return five cards from your hand and score pile (all of them with fewer); draw two cards of
    the number of colours among them, meld one and score the other."""
    hand, scored = ctx.hand(), ctx.score_pile()
    pool = hand + scored
    picked = yield from ctx.choose(pool, kind="return", min=5, max=5,
                                   prompt="Return five cards from your hand and score pile")
    where = {name: ctx.zone("hand") if name in hand else ctx.zone("score") for name in picked}
    yield from return_all(ctx, picked, src_of=where.__getitem__)
    value = len({ctx.info(name).color for name in picked})
    drawn = [ctx.draw(value, written=False), ctx.draw(value, written=False)]
    kept = [name for name in drawn if name is not None and name in ctx.hand()]
    if not kept:
        return
    melded = yield from ctx.choose_one(kept, kind="meld", prompt="Meld one of the two drawn cards "
                                                                  "(the other is scored)")
    ctx.meld(melded)
    for name in kept:
        if name != melded:
            ctx.score(name)


EFFECTS.register("Secretum Secretorum", [secretum_secretorum_1])


# --- Knights Templar (red, castle) ----------------------------------------------------------

def knights_templar_1(ctx: Context):
    """Demand: unsplay one of your splayed colours; if you did, transfer your top card of it to
    the launcher's score pile."""
    splayed = [color for color in COLORS if ctx.pile(color) and ctx.splay_of(color) != "none"]
    color = yield from ctx.choose_one(splayed, kind="unsplay", prompt="Unsplay one of your splayed colours")
    if color is None or not ctx.unsplay(color):
        return
    top = ctx.top_card(color)
    if top is not None:
        ctx.transfer(top, ctx.zone("board"), ctx.zone("score", ctx.launcher))


def knights_templar_2(ctx: Context):
    """Optional: splay your red or your green cards left."""
    yield from optional_splay(ctx, ["red", "green"], "left")


EFFECTS.register("Knights Templar", [knights_templar_1, knights_templar_2])


# --- Red Envelope (red, crown) --------------------------------------------------------------

def red_envelope_1(ctx: Context):
    """Pick a value held by exactly two or three of your cards (hand and score pile together) and
    move all of them to the score pile of the player to your right."""
    hand, scored = ctx.hand(), ctx.score_pile()
    values = [ctx.value(name) for name in hand + scored]
    held = sorted(value for value in set(values) if values.count(value) in (2, 3))
    value = yield from ctx.choose_one(held, kind="value",
                                      prompt="Choose a value: your cards of it go to the score pile of the "
                                             "player to your right")
    if value is None:
        return
    right = ctx.zone("score", player_to_the_right(ctx))
    for name in hand:
        if ctx.value(name) == value:
            ctx.transfer(name, ctx.zone("hand"), right)
    for name in scored:
        if ctx.value(name) == value:
            ctx.transfer(name, ctx.zone("score"), right)


def red_envelope_2(ctx: Context):
    """Optional: score exactly two or exactly three cards from your hand (asked as how many, then
    which)."""
    hand = ctx.hand()
    counts = [count for count in (2, 3) if count <= len(hand)]
    count = yield from ctx.choose_one(counts, optional=True, kind="score_count",
                                      prompt="You may score two or three cards from your hand: how many?")
    if count is None:
        return
    picked = yield from ctx.choose(hand, kind="score", min=count, max=count,
                                   prompt=f"Choose the {count} cards to score")
    for name in picked:
        ctx.score(name)


EFFECTS.register("Red Envelope", [red_envelope_1, red_envelope_2])


# --- Cliffhanger (green, leaf) --------------------------------------------------------------

def cliffhanger_1(ctx: Context):
    """Reveal a 4 from your safe (`cards.readings.cliffhanger_pick`: at random, or picked by its
    back) and act on its colour: green tuck it, purple meld it, red achieve it (no eligibility
    test), yellow score it, blue it stays in the safe (known to all) and you draw a 5. With no 4
    in your safe, safeguard the top card of the base 4 deck (not a draw)."""
    four = ctx.effect_age(4)
    fours = [name for name in ctx.safe() if ctx.value(name) == four]
    if not fours:
        deck = ctx.gs.supply.get(four) or []
        if deck:
            ctx.safeguard(deck[0], ctx.zone("supply"))
        return
    if ctx.rules.cards.readings.cliffhanger_pick == "random":
        secret = fours[ctx.rng.randrange(len(fours))]
    else:
        picked = yield from ctx.choose_secret(values=[four], kind="reveal",
                                              prompt="Choose a 4 of your safe to reveal")
        secret = picked[0]
    ctx.reveal_secret(secret)
    safe = ctx.zone("safe")
    color = ctx.info(secret).color
    if color == "green":
        ctx.tuck(secret, safe)
    elif color == "purple":
        ctx.meld(secret, safe)
    elif color == "red":
        ctx.achieve_card(secret, safe)
    elif color == "yellow":
        ctx.score(secret, safe)
    else:
        ctx.draw(5)


EFFECTS.register("Cliffhanger", [cliffhanger_1])


# --- Smuggling (green, crown) ---------------------------------------------------------------

def smuggling_1(ctx: Context):
    """Demand: transfer from your score pile to the launcher's a card of your top yellow card's
    value and a card of the launcher's top yellow card's value (each if there is one)."""
    wanted = [ctx.top_card("yellow"), ctx.top_card("yellow", ctx.launcher)]
    for top in wanted:
        if top is None:
            continue
        matching = [name for name in ctx.score_pile() if ctx.value(name) == ctx.value(top)]
        name = yield from ctx.choose_one(matching, kind="transfer",
                                         prompt=f"Transfer a {ctx.value(top)} from your score pile to the "
                                                "launcher's score pile")
        if name is not None:
            ctx.transfer(name, ctx.zone("score"), ctx.zone("score", ctx.launcher))


EFFECTS.register("Smuggling", [smuggling_1])


# --- Freemasons (yellow, crown) -------------------------------------------------------------

def freemasons_1(ctx: Context):
    """Optional: tuck cards from your hand, at most one of each colour; if any is yellow or an
    expansion card, draw two 3s. Asked card by card until declined."""
    tucked: list[str] = []
    while True:
        colors = {ctx.info(name).color for name in tucked}
        options = [name for name in ctx.hand() if ctx.info(name).color not in colors]
        name = yield from ctx.choose_one(options, optional=True, kind="tuck",
                                         prompt="You may tuck a card of a colour you have not tucked yet")
        if name is None:
            break
        ctx.tuck(name)
        tucked.append(name)
    if any(ctx.info(name).color == "yellow" or ctx.info(name).deck != "base" for name in tucked):
        ctx.draw(3)
        ctx.draw(3)


def freemasons_2(ctx: Context):
    """Optional: splay your yellow or your blue cards left."""
    yield from optional_splay(ctx, ["yellow", "blue"], "left")


EFFECTS.register("Freemasons", [freemasons_1, freemasons_2])


# --- Secret Police (yellow, castle) ---------------------------------------------------------

def secret_police_1(ctx: Context):
    """Demand: tuck a card from your hand, then return your top card of its colour; repeat while
    you do; with an empty hand, draw a 3 instead and stop."""
    while ctx.hand():
        name = yield from ctx.choose_one(ctx.hand(), kind="tuck", prompt="Tuck a card from your hand")
        ctx.tuck(name)
        top = ctx.top_card(ctx.info(name).color)
        if top is None:
            return
        ctx.return_card(top, ctx.zone("board"))
        if not ctx.repeats():
            return
    ctx.draw(3)


def secret_police_2(ctx: Context):
    """Optional: tuck any number of cards of one colour from your hand (you order them)."""
    hand = ctx.hand()
    colors = [color for color in COLORS if any(ctx.info(name).color == color for name in hand)]
    color = yield from ctx.choose_one(colors, optional=True, kind="color",
                                      prompt="You may tuck cards of one colour: choose the colour")
    if color is None:
        return
    same = [name for name in hand if ctx.info(name).color == color]
    picked = yield from ctx.choose(same, kind="tuck", min=1, max=len(same),
                                   prompt=f"Choose the {color} cards to tuck")
    order = yield from in_order(ctx, picked, "color", kind="tuck_order",
                                prompt="Order the cards to tuck (first listed goes under first)")
    for name in order:
        ctx.tuck(name)


EFFECTS.register("Secret Police", [secret_police_1, secret_police_2])


# --- Masquerade (purple, crown) -------------------------------------------------------------

def masquerade_1(ctx: Context):
    """Safeguard an available standard achievement of your hand size's value; if it worked
    (`cards.readings.masquerade_full_safe`: or, with a full safe, if one was available), return
    every card of that value from your hand, and claim Anonymity if one of them was a 4."""
    value = len(ctx.hand())
    available = bool(ctx.available_of_value(value))
    guarded = yield from ctx.safeguard_achievement(value)
    if guarded is None and not (available and ctx.rules.cards.readings.masquerade_full_safe == "returns"):
        return
    returned = [name for name in ctx.hand() if ctx.value(name) == value]
    yield from return_all(ctx, returned)
    if any(ctx.value(name) == ctx.effect_age(4) for name in returned):
        ctx.claim_special("Anonymity")


def masquerade_2(ctx: Context):
    """Optional: splay your purple cards left."""
    yield from optional_splay(ctx, ["purple"], "left")


EFFECTS.register("Masquerade", [masquerade_1, masquerade_2])


# --- Taqiyya (purple, leaf) -----------------------------------------------------------------

def taqiyya_1(ctx: Context):
    """Choose a colour: its whole pile goes from your board to your hand."""
    colors = [color for color in COLORS if ctx.pile(color)]
    color = yield from ctx.choose_one(colors, kind="color", prompt="Choose a colour: its pile goes to your hand")
    if color is None:
        return
    for name in ctx.pile(color):
        ctx.transfer(name, ctx.zone("board"), ctx.zone("hand"))


def taqiyya_2(ctx: Context):
    """Draw and meld a 3; if it is alone at the bottom of its pile, score it and any number of
    cards of its colour from your hand."""
    melded = ctx.draw_and_meld(3)
    if melded is None:
        return
    color = ctx.info(melded).color
    pile = ctx.pile(color)
    if not pile or pile[-1] != melded:
        return
    ctx.score(melded, ctx.zone("board"))
    same = [name for name in ctx.hand() if ctx.info(name).color == color]
    picked = yield from ctx.choose(same, kind="score", min=0, max=len(same),
                                   prompt=f"You may score any number of {color} cards from your hand")
    for name in picked:
        ctx.score(name)


EFFECTS.register("Taqiyya", [taqiyya_1, taqiyya_2])
