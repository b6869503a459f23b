"""Age 0 of the fourth-edition (Ultimate) base cards: Curing, First Aid, Knots, Fire, Stone
Knives, Trapping, Fishing, Foraging, Hunting, Fresh Water, Shelter, Skinning, Speak with
Bird, Tanning, Tracking.

These fifteen cards are out of the game at setup; they come into play only when a figure
brings the age-0 deck in (Bear Grylls, `ops.bring_in_age_zero`). From then on they are
ordinary base cards of value 0 whose icon, the meat (`cards.AGE_ZERO_ICON`), is counted like
the others (five of them feature it). The rules, in our own words, are in
engine/data/cards/base-ultimate-age0.json (each effect's `rule`, its notes and the
glossary: "draw a 0" takes the top card of the age-0 deck, or skips upward when it is empty;
"you lose" eliminates the player).

One function per printed effect, named after the card and the effect number. Conventions as
in the other age modules: every choice is a pending decision with exact options, a
mandatory pick with a single possible answer is made without asking, an optional action
with nothing to pick between is a yes / no question (`helpers.confirm`), and several cards
melded onto one pile are ordered by the player (`helpers.in_order`). Further readings:

- "if you did not score / meld / splay one, you lose": the card must really have moved
  (a karma that replaced the move leaves it undone, and the player loses);
- a card revealed from a zone stays there (Fire, Knots, Trapping, Fishing);
- "reveal your hand" / "every player reveals their hand" reveal each card of the hand;
- Fishing's "three cards of one color" is read as the variant says
  (cards.readings.fishing_three_of_a_colour: at least three, or exactly three of some colour;
  the card data leaves it open, and its one source's code asks for exactly three).

    >>> [f.__name__ for f in EFFECTS.lookup("Curing", "fourth-edition")]
    ['curing_1', 'curing_2']
    >>> [f.__name__ for f in EFFECTS.lookup("Fire", "fourth-edition")]
    ['fire_1', 'fire_2']
"""

from __future__ import annotations

from collections import Counter

from ...cards import AGE_ZERO_ICON, COLORS
from ...effects import Context
from ..helpers import colors_on_board, confirm, in_order, splayable, tops, tops_with
from .wordings import EFFECTS

MEAT = AGE_ZERO_ICON


# --- small helpers --------------------------------------------------------------------------------

def _reveal_all(ctx: Context, names: list[str], seat: int | None = None) -> None:
    """Reveal each of `names` (a hand, a score pile), shown by `seat` (default: you)."""
    for name in names:
        ctx.reveal(name, seat=seat)


def _meld_from_hand(ctx: Context, names: list[str]):
    """Meld `names` from your hand, in the order you give when two go onto one pile."""
    order = yield from in_order(ctx, names, "color", kind="meld_order",
                                prompt="Order the cards melded onto one pile (first listed is melded first)")
    for name in order:
        ctx.meld(name)


# --- Curing (blue, crown) -------------------------------------------------------------------------

def curing_1(ctx: Context):
    """Score one of your top cards with a meat, other than Curing itself; if you did not
    score one, you lose."""
    options = [name for name in tops_with(ctx, MEAT) if name != ctx.card.name]
    name = yield from ctx.choose_one(options, kind="score",
                                     prompt="Score one of your top cards with a meat (other than Curing)")
    if name is not None:
        ctx.score(name, src=ctx.zone("board"))
    if name is None or name not in ctx.score_pile():
        ctx.lose()


def curing_2(ctx: Context):
    """Optional: choose an opponent and exchange your whole hand with every card of the
    highest value in that opponent's score pile. Only opponents with whom something would
    change are offered (your hand or their score pile holds a card)."""
    hand = ctx.hand()
    options = [seat for seat in ctx.opponents() if hand or ctx.score_pile(seat)]
    seat = yield from ctx.choose_player(options, optional=True, kind="player",
                                        prompt="You may exchange your hand with the highest cards of an "
                                               "opponent's score pile: choose the opponent")
    if seat is None:
        return
    ctx.exchange(hand, ctx.zone("hand"), ctx.highest(ctx.score_pile(seat)), ctx.zone("score", seat))


# --- First Aid (blue, leaf) -----------------------------------------------------------------------

def first_aid_1(ctx: Context):
    """Return one of your top cards, draw a 0, reveal your hand; if exactly one card in your
    hand has the returned card's colour, meld it, otherwise you lose.

    With no top card nothing is returned, no card can match, and the player loses (the
    printed "otherwise"; the card data's one source skips the check then). A player
    executing First Aid in its dogma action always has a top card with a leaf, so this only
    matters when the card is executed from elsewhere."""
    name = yield from ctx.choose_one(tops(ctx), kind="return", prompt="Return one of your top cards")
    color = None
    if name is not None:
        color = ctx.info(name).color
        ctx.return_card(name, src=ctx.zone("board"))
    ctx.draw(0)
    _reveal_all(ctx, ctx.hand())
    matching = [n for n in ctx.hand() if ctx.info(n).color == color]
    if color is not None and len(matching) == 1:
        ctx.meld(matching[0])
    else:
        ctx.lose()


# --- Knots (blue, lightbulb) ----------------------------------------------------------------------

def knots_1(ctx: Context):
    """Reveal a card of your score pile whose colour is on your board (mandatory); if you do,
    draw a 1."""
    colors = colors_on_board(ctx)
    options = [n for n in ctx.score_pile() if ctx.info(n).color in colors]
    name = yield from ctx.choose_one(options, kind="reveal",
                                     prompt="Reveal a card of your score pile of a colour on your board")
    if name is None:
        return
    ctx.reveal(name)
    ctx.draw(1)


# --- Fire (red, meat) -----------------------------------------------------------------------------

def fire_1(ctx: Context):
    """Demand: reveal a card from your hand that is of a colour I have no pile of, or of value
    above 0; if you did not reveal one, you lose."""
    mine = colors_on_board(ctx, ctx.launcher)
    options = [n for n in ctx.hand() if ctx.info(n).color not in mine or ctx.value(n) > 0]
    name = yield from ctx.choose_one(options, kind="reveal",
                                     prompt="Reveal a card of a colour the demanding player lacks, or of "
                                            "value above 0")
    if name is None:
        ctx.lose()
        return
    ctx.reveal(name)


def fire_2(ctx: Context):
    """Meld a card from your hand of a colour already on your board; if you did not meld one,
    you lose."""
    colors = colors_on_board(ctx)
    options = [n for n in ctx.hand() if ctx.info(n).color in colors]
    name = yield from ctx.choose_one(options, kind="meld", prompt="Meld a card of a colour on your board")
    if name is not None:
        ctx.meld(name)
    if name is None or ctx.top_card(ctx.info(name).color) != name:
        ctx.lose()


# --- Stone Knives (red, castle) -------------------------------------------------------------------

def stone_knives_1(ctx: Context):
    """Demand: draw and reveal a 0, then return it; transfer your top card of its colour
    onto my board."""
    name = ctx.draw_and_reveal(0)
    if name is None:
        return
    color = ctx.info(name).color
    ctx.return_card(name)
    top = ctx.top_card(color)
    if top is not None:
        ctx.transfer(top, ctx.zone("board"), ctx.zone("board", ctx.launcher))


def stone_knives_2(ctx: Context):
    """If Skinning is one of your top cards, draw a 1."""
    if "Skinning" in ctx.top_cards():
        ctx.draw(1)


# --- Trapping (red, meat) -------------------------------------------------------------------------

def trapping_1(ctx: Context):
    """Demand: reveal your hand and every card of my score pile (you reveal both); transfer to
    my hand every card of your hand of a colour among my score pile's cards."""
    hand = ctx.hand()
    theirs = ctx.score_pile(ctx.launcher)
    _reveal_all(ctx, hand)
    _reveal_all(ctx, theirs)
    colors = {ctx.info(n).color for n in theirs}
    for name in hand:
        if ctx.info(name).color in colors:
            ctx.transfer(name, ctx.zone("hand"), ctx.zone("hand", ctx.launcher))


# --- Fishing (green, meat) ------------------------------------------------------------------------

def fishing_1(ctx: Context):
    """Draw and meld a 0. Reveal every hand (you reveal them all: clockwise from your left,
    yours last); you take into your hand every revealed card of the melded card's colour. If the
    card drawn or a card taken is Fresh Water, draw a 1. Then, if your hand holds three cards
    of one colour, draw a 2: three or more, or exactly three of some colour, as the variant
    reads the text (cards.readings.fishing_three_of_a_colour)."""
    drawn = ctx.draw_and_meld(0)
    color = None if drawn is None else ctx.info(drawn).color
    taken: list[tuple[str, int]] = []     # (card, the seat whose hand held it)
    for seat in ctx.others():
        hand = ctx.hand(seat)
        _reveal_all(ctx, hand)
        taken += [(n, seat) for n in hand if ctx.info(n).color == color]
    _reveal_all(ctx, ctx.hand())
    for name, seat in taken:
        ctx.transfer(name, ctx.zone("hand", seat), ctx.zone("hand"))
    if "Fresh Water" in [drawn] + [name for name, _ in taken]:
        ctx.draw(1)
    counts = Counter(ctx.info(n).color for n in ctx.hand())
    exactly = ctx.rules.cards.readings.fishing_three_of_a_colour == "exactly-three"
    if any(count == 3 if exactly else count >= 3 for count in counts.values()):
        ctx.draw(2)


# --- Foraging (green, leaf) -----------------------------------------------------------------------

def foraging_1(ctx: Context):
    """Draw a 0; if it has no meat, you may reveal it, score it and draw a 0."""
    name = ctx.draw(0)
    if name is None or ctx.info(name).has_icon(MEAT):
        return
    if not (yield from confirm(ctx, "confirm", f"Reveal and score {name}, then draw a 0?")):
        return
    ctx.reveal(name)
    ctx.score(name)
    ctx.draw(0)


# --- Hunting (green, meat) ------------------------------------------------------------------------

def hunting_1(ctx: Context):
    """Demand: draw and reveal two 0s; I choose one of them and it goes onto my board (the
    other stays in your hand)."""
    drawn = [n for n in (ctx.draw_and_reveal(0), ctx.draw_and_reveal(0)) if n is not None]
    options = [n for n in drawn if n in ctx.hand()]
    name = yield from ctx.choose_one(options, kind="transfer", player=ctx.launcher,
                                     prompt="Choose the card that goes onto your board")
    if name is not None:
        ctx.transfer(name, ctx.zone("hand"), ctx.zone("board", ctx.launcher))


# --- Fresh Water (yellow, leaf) -------------------------------------------------------------------

def fresh_water_1(ctx: Context):
    """Splay left one of your unsplayed colours (a pile a left splay changes); if you did not
    splay one, you lose."""
    options = [c for c in splayable(ctx, COLORS, "left") if ctx.splay_of(c) == "none"]
    color = yield from ctx.choose_one(options, kind="splay", prompt="Splay left one of your unsplayed colours")
    if color is None or not ctx.splay(color, "left"):
        ctx.lose()


# --- Shelter (yellow, castle) ---------------------------------------------------------------------

def shelter_1(ctx: Context):
    """Demand: score a card from your hand; then, if your score pile holds fewer cards than
    mine, you lose."""
    name = yield from ctx.choose_one(ctx.hand(), kind="score", prompt="Score a card from your hand")
    if name is not None:
        ctx.score(name)
    if len(ctx.score_pile()) < len(ctx.score_pile(ctx.launcher)):
        ctx.lose()


# --- Skinning (yellow, meat) ----------------------------------------------------------------------

def skinning_1(ctx: Context):
    """Score one of your top cards with a meat (mandatory); if you do, meld from your hand one
    card per meat on the scored card (all of your hand if it holds fewer)."""
    name = yield from ctx.choose_one(tops_with(ctx, MEAT), kind="score",
                                     prompt="Score one of your top cards with a meat")
    if name is None:
        return
    ctx.score(name, src=ctx.zone("board"))
    if name not in ctx.score_pile():
        return
    count = ctx.info(name).icons.count(MEAT)
    picked = yield from ctx.choose(ctx.hand(), kind="meld", min=count, max=count,
                                   prompt=f"Meld {count} cards from your hand")
    yield from _meld_from_hand(ctx, picked)


# --- Speak with Bird (purple, leaf) ---------------------------------------------------------------

def speak_with_bird_1(ctx: Context):
    """If you have a top card of each of the five colours and all are of value 0, you win."""
    top = ctx.top_cards()
    if len(top) == len(COLORS) and all(ctx.value(n) == 0 for n in top):
        ctx.win()


# --- Tanning (purple, crown) ----------------------------------------------------------------------

def tanning_1(ctx: Context):
    """Score two cards from your hand (all of it if it holds fewer)."""
    picked = yield from ctx.choose(ctx.hand(), kind="score", min=2, max=2, prompt="Score two cards from your hand")
    for name in picked:
        ctx.score(name)


def tanning_2(ctx: Context):
    """Transfer a card from your score pile onto another player's board (the card first,
    then the player); if you do, meld the bottom card of that colour pile of that player's
    board (the transferred card itself when the pile was empty)."""
    others = ctx.others()
    if not others:
        return
    name = yield from ctx.choose_one(ctx.score_pile(), kind="transfer",
                                     prompt="Transfer a card from your score pile onto another player's board")
    if name is None:
        return
    seat = yield from ctx.choose_player(others, kind="player", prompt=f"Choose the player whose board receives {name}")
    if seat is None:
        return
    color = ctx.info(name).color
    ctx.transfer(name, ctx.zone("score"), ctx.zone("board", seat))
    pile = ctx.pile(color, seat)
    if name not in pile:
        return
    ctx.meld(pile[-1], src=ctx.zone("board", seat))


# --- Tracking (purple, crown) ---------------------------------------------------------------------

def tracking_1(ctx: Context):
    """Draw two 0s, then return one of them (your choice)."""
    drawn = [n for n in (ctx.draw(0), ctx.draw(0)) if n is not None]
    options = [n for n in drawn if n in ctx.hand()]
    name = yield from ctx.choose_one(options, kind="return", prompt="Return one of the two cards drawn")
    if name is not None:
        ctx.return_card(name)


EFFECTS.register("Curing", [curing_1, curing_2])
EFFECTS.register("First Aid", [first_aid_1])
EFFECTS.register("Knots", [knots_1])
EFFECTS.register("Fire", [fire_1, fire_2])
EFFECTS.register("Stone Knives", [stone_knives_1, stone_knives_2])
EFFECTS.register("Trapping", [trapping_1])
EFFECTS.register("Fishing", [fishing_1])
EFFECTS.register("Foraging", [foraging_1])
EFFECTS.register("Hunting", [hunting_1])
EFFECTS.register("Fresh Water", [fresh_water_1])
EFFECTS.register("Shelter", [shelter_1])
EFFECTS.register("Skinning", [skinning_1])
EFFECTS.register("Speak with Bird", [speak_with_bird_1])
EFFECTS.register("Tanning", [tanning_1, tanning_2])
EFFECTS.register("Tracking", [tracking_1])
