"""Age 9 of the Unseen set: Consulting, Fermi Paradox, Iron Curtain, McCarthyism, Area 51,
Teleprompter, Magic 8-Ball, Surveillance, Clown Car, Urban Legend. One function per printed
effect, the demand first.

Rules as stated in engine/data/cards/unseen-ultimate.json (our own words there and here; its
glossary for safe, secret, safeguard, valued card, "if it is your turn"). Decisions follow the
fourth-edition conventions (sets/helpers.py): a mandatory pick with one possible answer is made
without asking, an optional one has `min` 0. A secret is never offered by its title
(`ctx.choose_secret`), nor is a card of another player's score pile, which is picked by its back
(`pick_by_back`). "The 9 deck" and "the 10 deck" are the base decks (unseen.md §10).

Where the two sources play a card differently, the variant's card reading decides
(`cards.readings`):

- Consulting (SOURCE DISPUTE): the top card the chosen opponent picks is super-executed (DH4)
  or self-executed (BGA4): `consulting_execution`.
- Clown Car (SOURCE DISPUTE): the card taken from the launcher's score pile is melded (DH4) or
  transferred onto the affected player's board (BGA4): `clown_car_move`.

Teleprompter follows DH4's text, the one in our data (its IMPL note: any set in play, any value,
a deck used once, an empty deck ends the effect; here only decks holding a card are offered).
BGA4's text is another card (one sentence of an effect at a time) that BGA4 itself takes out of
play: no engine effect is written in sentences, so that reading is not played (reported in
docs/unseen.md's open points).

    >>> [f.__name__ for f in EFFECTS.lookup("McCarthyism", "fourth-edition")]
    ['mccarthyism_demand', 'mccarthyism_2', 'mccarthyism_3']
"""

from __future__ import annotations

from ... import zones
from ...cards import COLORS
from ...effects import Context
from .. import helpers
from .wordings import EFFECTS


def base_deck_top(ctx: Context, age: int) -> str | None:
    """The top card of the base deck of `age` (unseen.md §10), or None when it is empty."""
    deck = ctx.gs.supply.get(age) or []
    return deck[0] if deck else None


def pick_by_back(ctx: Context, owner: int, *, kind: str, prompt: str):
    """A card of `owner`'s score pile picked by the executing player, who sees only backs: the
    options are positions and backs ("card 2 (base 8)"), never titles. Returns the card, or None
    when the score pile is empty."""
    pile = ctx.score_pile(owner)
    labels = {f"card {k} ({ctx.info(name).deck} {ctx.value(name)})": name for k, name in enumerate(pile, 1)}
    picked = yield from ctx.choose_one(list(labels), kind=kind, prompt=prompt)
    return None if picked is None else labels[picked]


# --- Consulting (blue, factory) -----------------------------------------------------------------

def consulting_1(ctx: Context):
    """Choose an opponent; draw and meld two 10s; the chosen opponent picks one of your top
    cards, which you super-execute (or self-execute: `consulting_execution`)."""
    chosen = yield from ctx.choose_player(ctx.opponents(), kind="player", prompt="Choose an opponent")
    ctx.draw_and_meld(10)
    ctx.draw_and_meld(10)
    if chosen is None:
        return
    picked = yield from ctx.choose(helpers.tops(ctx), kind="execute", player=chosen,
                                   prompt="Choose one of the other player's top cards for them to execute")
    for name in picked:
        if ctx.rules.cards.readings.consulting_execution == "super":
            yield from ctx.super_execute(name)
        else:
            yield from ctx.self_execute(name)


EFFECTS.register("Consulting", [consulting_1])


# --- Fermi Paradox (blue, clock) ----------------------------------------------------------------

def fermi_paradox_1(ctx: Context):
    """Turn up the top cards of the base 9 and 10 decks (they stay there) and return one of them
    under its deck."""
    shown = [name for name in (base_deck_top(ctx, ctx.effect_age(9)), base_deck_top(ctx, ctx.effect_age(10)))
             if name is not None]
    for name in shown:
        ctx.reveal(name)
    if shown:
        ctx.note_deck_taken()
    picked = yield from ctx.choose(shown, kind="return", prompt="Choose the revealed card to return under its deck")
    for name in picked:
        ctx.return_card(name, zones.SUPPLY)


def fermi_paradox_2(ctx: Context):
    """With no card on your board you win; otherwise take every valued card of the junk into
    your hand."""
    if not ctx.top_cards():
        ctx.win()
        return
    for name in ctx.junk_pile():
        if ctx.achievement_value(name) is not None:
            ctx.transfer(name, zones.JUNK, ctx.zone("hand"))


EFFECTS.register("Fermi Paradox", [fermi_paradox_1, fermi_paradox_2])


# --- Iron Curtain (red, leaf) -------------------------------------------------------------------

def iron_curtain_1(ctx: Context):
    """Unsplay every splayed colour; for each, return its top card and safeguard an available
    standard achievement (your pick by value)."""
    splayed = [color for color in COLORS if ctx.pile(color) and ctx.splay_of(color) != "none"]
    for color in splayed:
        ctx.unsplay(color)
    tops = [ctx.top_card(color) for color in splayed]
    order = yield from helpers.in_order(ctx, [name for name in tops if name is not None], "age", kind="return_order",
                                        prompt="Order the top cards returned (first listed goes under first)")
    for name in order:
        ctx.return_card(name, ctx.zone("board"))
        yield from ctx.safeguard_achievement()


EFFECTS.register("Iron Curtain", [iron_curtain_1])


# --- McCarthyism (red, clock) -------------------------------------------------------------------

def mccarthyism_demand(ctx: Context):
    """Demand: draw and meld an 8; if Socialism is then one of your top cards, you lose."""
    ctx.draw_and_meld(8)
    if "Socialism" in ctx.top_cards():
        ctx.lose()


def mccarthyism_2(ctx: Context):
    """Score your top purple card."""
    top = ctx.top_card("purple")
    if top is not None:
        ctx.score(top, ctx.zone("board"))


def mccarthyism_3(ctx: Context):
    """You may splay your red or your blue cards up."""
    yield from helpers.optional_splay(ctx, ["red", "blue"], "up")


EFFECTS.register("McCarthyism", [mccarthyism_demand, mccarthyism_2, mccarthyism_3])


# --- Area 51 (green, lightbulb) -----------------------------------------------------------------

AREA_51_DRAW, AREA_51_SAFEGUARD = "draw an 11", "safeguard an available achievement"


def area_51_1(ctx: Context):
    """You may splay your green cards up."""
    yield from helpers.optional_splay(ctx, ["green"], "up")


def area_51_2(ctx: Context):
    """Either draw an 11 or safeguard an available standard achievement (offered when one is
    available and the safe has room)."""
    branches = [AREA_51_DRAW] + ([AREA_51_SAFEGUARD] if ctx.available_standard() and ctx.safe_room() else [])
    branch = yield from ctx.choose_one(branches, kind="branch",
                                       prompt="Draw an 11, or safeguard an available achievement")
    if branch == AREA_51_DRAW:
        ctx.draw(11)
    elif branch == AREA_51_SAFEGUARD:
        yield from ctx.safeguard_achievement()


def area_51_3(ctx: Context):
    """Reveal one of your secrets; on your own turn, super-execute it (it stays in your safe,
    known to all)."""
    picked = yield from ctx.choose_secret(kind="reveal", prompt="Choose one of your secrets to reveal")
    for name in picked:
        if ctx.gs.turn_player == ctx.player:
            yield from ctx.execute_secret(name, super_=True)
        else:
            ctx.reveal_secret(name)


EFFECTS.register("Area 51", [area_51_1, area_51_2, area_51_3])


# --- Teleprompter (green, clock) ----------------------------------------------------------------

def teleprompter_decks(ctx: Context) -> dict[str, tuple[dict[int, list[str]], int]]:
    """Every deck in play holding a card, as "set value" labels."""
    gs = ctx.gs
    supplies = {"base": gs.supply, "figures": gs.figure_supply, "echoes": gs.echoes_supply,
                "unseen": gs.unseen_supply}
    return {f"{deck} {age}": (supply, age) for deck, supply in supplies.items()
            for age in sorted(supply) if supply[age]}


def teleprompter_1(ctx: Context):
    """Pick a deck (any set in play, any value) and reveal its top card, which stays there; carry
    out its first non-demand effect. When that card shows a crown, do it again with a deck not
    picked yet."""
    used: set[str] = set()
    while True:
        decks = {label: deck for label, deck in teleprompter_decks(ctx).items() if label not in used}
        label = yield from ctx.choose_one(list(decks), kind="deck",
                                          prompt="Choose a deck whose top card you reveal and carry out")
        if label is None:
            return
        used.add(label)
        supply, age = decks[label]
        name = supply[age][0]
        ctx.reveal(name)
        ctx.note_deck_taken()
        card = ctx.info(name)
        first = next((index for index, kind in enumerate(card.effect_kinds) if kind == "non_demand"), None)
        if first is not None:
            yield from ctx.carry_out_effect(name, first)
        if not card.has_icon("crown") or ctx.gs.players[ctx.player].eliminated:
            return


EFFECTS.register("Teleprompter", [teleprompter_1])


# --- Magic 8-Ball (yellow, leaf) ----------------------------------------------------------------

WISH_TENS, WISH_EIGHTS, WISH_ACHIEVEMENTS = "two 10s", "two 8s scored", "two achievements safeguarded"


def magic_8_ball_1(ctx: Context):
    """Make a wish among three; draw and tuck an 8; a lightbulb on it grants the wish; a red or
    purple card makes you go through it all again (a new wish)."""
    while True:
        wish = yield from ctx.choose_one([WISH_TENS, WISH_EIGHTS, WISH_ACHIEVEMENTS], kind="wish",
                                         prompt="Make a wish: two 10s, two 8s scored, or two achievements "
                                                "safeguarded")
        tucked = ctx.draw_and_tuck(8)
        if tucked is None:
            return
        if ctx.info(tucked).has_icon("lightbulb"):
            if wish == WISH_TENS:
                ctx.draw(10)
                ctx.draw(10)
            elif wish == WISH_EIGHTS:
                ctx.draw_and_score(8)
                ctx.draw_and_score(8)
            else:
                yield from ctx.safeguard_achievement()
                yield from ctx.safeguard_achievement()
        if ctx.info(tucked).color not in ("red", "purple") or not ctx.repeats():
            return


EFFECTS.register("Magic 8-Ball", [magic_8_ball_1])


# --- Surveillance (yellow, clock) ---------------------------------------------------------------

def surveillance_demand(ctx: Context):
    """Demand: reveal your hand; if it is not empty and holds exactly the colours of the
    launcher's hand, the launcher wins."""
    hand = ctx.hand()
    for name in hand:
        ctx.reveal(name)
    colors = {ctx.info(name).color for name in hand}
    if hand and colors == {ctx.info(name).color for name in ctx.hand(ctx.launcher)}:
        ctx.win(ctx.launcher)


def surveillance_2(ctx: Context):
    """Draw a 10."""
    ctx.draw(10)


EFFECTS.register("Surveillance", [surveillance_demand, surveillance_2])


# --- Clown Car (purple, crown) ------------------------------------------------------------------

def clown_car_demand(ctx: Context):
    """Demand: take a card of the launcher's score pile, picked by its back, and meld it (or
    transfer it onto your board: `clown_car_move`); without a crown on it, do it again."""
    while True:
        name = yield from pick_by_back(ctx, ctx.launcher, kind="meld",
                                       prompt="Choose a card of the launcher's score pile to put on your board")
        if name is None:
            return
        if ctx.rules.cards.readings.clown_car_move == "meld":
            ctx.meld(name, ctx.zone("score", ctx.launcher))
        else:
            ctx.transfer(name, ctx.zone("score", ctx.launcher), ctx.zone("board"))
        if ctx.info(name).has_icon("crown") or not ctx.repeats():
            return


EFFECTS.register("Clown Car", [clown_car_demand])


# --- Urban Legend (purple, factory) -------------------------------------------------------------

def urban_legend_1(ctx: Context):
    """Draw a 9 for each colour of your board showing a factory; five such draws win."""
    count = sum(1 for color in COLORS if ctx.pile(color) and ctx.pile_icons(color).get("factory", 0))
    for _ in range(count):
        ctx.draw(9)
    if count == 5:
        ctx.win()


def urban_legend_2(ctx: Context):
    """You may splay your yellow or your purple cards up."""
    yield from helpers.optional_splay(ctx, ["yellow", "purple"], "up")


EFFECTS.register("Urban Legend", [urban_legend_1, urban_legend_2])
