"""Age 7 of the Unseen set: Counterintelligence, Private Eye, Camouflage, Safe Deposit Box,
Black Market, Plot Voucher, Mafia, Subway, Fortune Cookie, Slot Machine. One function per
printed effect, the demand first.

Rules as stated in engine/data/cards/unseen-ultimate.json (our own words there and here; its
glossary for safe, secret, safeguard, visible cards, "if it is your turn"). Decisions follow
the fourth-edition conventions (sets/helpers.py): a mandatory pick with one possible answer is
made without asking, an optional one has `min` 0, and an either/or offers only the branches
that can do something. A secret is never offered by its title (`ctx.choose_secret`).

Where the two sources play a card differently (the card's `IMPL:` note), the variant's card
reading decides (`cards.readings`):

- Private Eye: its demand's closing 7 is drawn always, as the separate sentence reads (BGA4), or
  only after a card was transferred (DH4): `private_eye_draw`.
- Safe Deposit Box: the choice may be declined, as "you may" reads (BGA4), or must be made
  (DH4): `safe_deposit_box_choice`.
- Mafia: among tied lowest secrets the affected player picks one by its back (the card data's
  glossary), or the oldest goes (DH4): `mafia_lowest_tie`.

    >>> [f.__name__ for f in EFFECTS.lookup("Private Eye", "fourth-edition")]
    ['private_eye_demand', 'private_eye_2', 'private_eye_3']
"""

from __future__ import annotations

from ... import zones
from ...effects import Context
from .. import helpers
from ..echoes.returning import return_all
from .wordings import EFFECTS


def visible_cards(ctx: Context, color: str, seat: int | None = None) -> int:
    """The cards a pile shows (glossary "visible cards"): all of a splayed pile, the top card of
    an unsplayed one, none without a pile."""
    cards = ctx.pile(color, seat)
    if not cards:
        return 0
    return len(cards) if ctx.splay_of(color, seat) != "none" else 1


def splay_one_right(ctx: Context, colors: list[str]):
    """"Splay your X cards or your Y cards right": a mandatory pick among the colours the splay
    changes (none: nothing happens)."""
    color = yield from ctx.choose_one(helpers.splayable(ctx, colors, "right"), kind="splay",
                                      prompt=f"Splay your {' or '.join(colors)} cards right")
    if color is not None:
        ctx.splay(color, "right")


def choose_branch(ctx: Context, branches: list[str], *, optional: bool, prompt: str):
    """One of the branches that can do something (the only one is taken without asking, unless
    the choice is optional). Returns the branch, or None."""
    return (yield from ctx.choose_one(branches, optional=optional, kind="branch", prompt=prompt))


# --- Counterintelligence (blue, lightbulb) ------------------------------------------------------

def counterintelligence_demand(ctx: Context):
    """Demand: tuck one of your top cards with a lightbulb; if you did, transfer your new top
    card of that colour onto the launcher's board and draw a 7."""
    picked = yield from ctx.choose(helpers.tops_with(ctx, "lightbulb"), kind="tuck",
                                   prompt="Choose one of your top cards with a lightbulb to tuck")
    if not picked:
        return
    color = ctx.info(picked[0]).color
    ctx.tuck(picked[0], ctx.zone("board"))
    top = ctx.top_card(color)
    if top is not None:     # a tucked card stays in its pile: there is always one
        ctx.transfer(top, ctx.zone("board"), ctx.zone("board", ctx.launcher))
        ctx.draw(7)


def counterintelligence_2(ctx: Context):
    """Draw an 8."""
    ctx.draw(8)


EFFECTS.register("Counterintelligence", [counterintelligence_demand, counterintelligence_2])


# --- Private Eye (blue, leaf) -------------------------------------------------------------------

def private_eye_demand(ctx: Context):
    """Demand: reveal your hand; the launcher picks one of its cards, which you transfer onto the
    launcher's board; then draw a 7 (after no transfer too, or not: `private_eye_draw`)."""
    hand = ctx.hand()
    for name in hand:
        ctx.reveal(name)
    picked = yield from ctx.choose(hand, kind="transfer", player=ctx.launcher,
                                   prompt="Choose the card of the revealed hand to take onto your board")
    for name in picked:
        ctx.transfer(name, ctx.zone("hand"), ctx.zone("board", ctx.launcher))
    if picked or ctx.rules.cards.readings.private_eye_draw == "always":
        ctx.draw(7)


def private_eye_2(ctx: Context):
    """Score one of your secrets (chosen by its back)."""
    picked = yield from ctx.choose_secret(kind="score", prompt="Choose one of your secrets to score")
    for name in picked:
        ctx.score(name, ctx.zone("safe"))


def private_eye_3(ctx: Context):
    """You may splay your blue cards right."""
    yield from helpers.optional_splay(ctx, ["blue"], "right")


EFFECTS.register("Private Eye", [private_eye_demand, private_eye_2, private_eye_3])


# --- Camouflage (red, factory) ------------------------------------------------------------------

CAMOUFLAGE_JUNK, CAMOUFLAGE_SCORE = "junk and safeguard two top cards", "score two secrets"


def _paired(values: list[int]) -> set[int]:
    return {value for value in values if values.count(value) >= 2}


def camouflage_1(ctx: Context):
    """Choose one: junk two of your top cards of one value (top cards always differ in colour),
    then safeguard both from the junk; or score two of your secrets of one value."""
    tops = helpers.tops(ctx)
    top_pairs = _paired([ctx.value(name) for name in tops])
    secret_pairs = _paired([ctx.value(name) for name in ctx.safe()])
    branches = ([CAMOUFLAGE_JUNK] if top_pairs else []) + ([CAMOUFLAGE_SCORE] if secret_pairs else [])
    branch = yield from choose_branch(ctx, branches, optional=False,
                                      prompt="Junk two top cards of one value and safeguard them, or score "
                                             "two secrets of one value")
    if branch == CAMOUFLAGE_JUNK:
        first = yield from ctx.choose_one([n for n in tops if ctx.value(n) in top_pairs], kind="junk",
                                          prompt="Choose a top card to junk (another top card has its value)")
        second = yield from ctx.choose_one([n for n in tops if n != first and ctx.value(n) == ctx.value(first)],
                                           kind="junk", prompt="Choose the other top card of that value to junk")
        pair = [first, second]
        for name in pair:
            ctx.junk(name, ctx.zone("board"))
        for name in pair:
            ctx.safeguard(name, zones.JUNK)
    elif branch == CAMOUFLAGE_SCORE:
        first = yield from ctx.choose_secret(values=secret_pairs, kind="score",
                                             prompt="Choose a secret to score (another secret has its value)")
        safe = ctx.safe()
        chosen = first[0]
        rest = [n for n in safe if n != chosen and ctx.value(n) == ctx.value(chosen)]
        second = rest
        if len(rest) > 1:       # by position and back, never by title
            labels = [label for label, name in zip(ctx.secrets(), safe) if name in rest]
            answer = yield from ctx.choose(labels, kind="score", prompt="Choose the other secret of that value to score")
            second = [ctx.secret_at(label) for label in answer]
        for name in [chosen, *second[:1]]:
            ctx.score(name, ctx.zone("safe"))


def camouflage_2(ctx: Context):
    """Draw a 7 for every special achievement you own."""
    for name in ctx.achievements():
        if ctx.achievement_value(name) is None:
            ctx.draw(7)


EFFECTS.register("Camouflage", [camouflage_1, camouflage_2])


# --- Safe Deposit Box (red, crown) --------------------------------------------------------------

SAFE_DEPOSIT_DRAW, SAFE_DEPOSIT_SWAP = "draw and junk two 7s", "swap your score pile with the junk"


def safe_deposit_box_1(ctx: Context):
    """You may (`safe_deposit_box_choice`: or must) either draw two 7s and junk both, or swap your
    whole score pile with every valued card in the junk."""
    optional = ctx.rules.cards.readings.safe_deposit_box_choice == "optional"
    branch = yield from choose_branch(ctx, [SAFE_DEPOSIT_DRAW, SAFE_DEPOSIT_SWAP], optional=optional,
                                      prompt="Draw two 7s and junk them, or swap your score pile with every "
                                             "valued card in the junk")
    if branch == SAFE_DEPOSIT_DRAW:
        drawn = [ctx.draw(7), ctx.draw(7)]
        for name in drawn:
            if name is not None and name in ctx.hand():
                ctx.junk(name, ctx.zone("hand"))
    elif branch == SAFE_DEPOSIT_SWAP:
        valued = [name for name in ctx.junk_pile() if ctx.achievement_value(name) is not None]
        ctx.exchange(ctx.score_pile(), ctx.zone("score"), valued, zones.JUNK)


EFFECTS.register("Safe Deposit Box", [safe_deposit_box_1])


# --- Black Market (green, crown) ----------------------------------------------------------------

def black_market_1(ctx: Context):
    """You may safeguard a card from your hand. If you did, reveal two available standard
    achievements (picked by value, they lie face down); you may meld one of them that has
    neither a clock nor an avatar; the others go back to their decks."""
    if not ctx.safe_room():     # a full safe takes nothing: the choice would change nothing
        return
    picked = yield from ctx.choose(ctx.hand(), kind="safeguard", min=0,
                                   prompt="You may choose a card of your hand to safeguard")
    if not picked or not ctx.safeguard(picked[0]):
        return
    values = sorted(ctx.available_standard())
    chosen_values = yield from ctx.choose(values, kind="reveal", min=2, max=2,
                                          prompt="Choose the values of two available achievements to reveal")
    revealed: list[str] = []
    for value in chosen_values:
        name = yield from ctx.pick_achievement(value, kind="reveal",
                                               prompt=f"Choose the achievement of value {value} to reveal")
        if name is not None:
            ctx.reveal(name)
            revealed.append(name)
    meldable = [n for n in revealed if not ctx.info(n).has_icon("clock") and not ctx.info(n).has_icon("avatar")]
    melded = yield from ctx.choose(meldable, kind="meld", min=0,
                                   prompt="You may meld one of the revealed achievements (no clock, no avatar)")
    rest = [name for name in revealed if name not in melded]
    for name in melded:
        ctx.meld(name, zones.STANDARD)
    yield from return_all(ctx, rest, zones.STANDARD)


EFFECTS.register("Black Market", [black_market_1])


# --- Plot Voucher (green, lightbulb) ------------------------------------------------------------

def plot_voucher_1(ctx: Context):
    """Meld a card from your score pile, then safeguard the available standard achievement of
    lowest value. If both happened: super-execute the melded card on your own turn, self-execute
    it on another player's turn."""
    picked = yield from ctx.choose(ctx.score_pile(), kind="meld", prompt="Choose a card of your score pile to meld")
    for name in picked:
        ctx.meld(name, ctx.zone("score"))
    available = ctx.available_standard()
    guarded = None
    if available:
        guarded = yield from ctx.safeguard_achievement(min(available))
    if not picked or guarded is None:
        return
    if ctx.gs.turn_player == ctx.player:
        yield from ctx.super_execute(picked[0])
    else:
        yield from ctx.self_execute(picked[0])


EFFECTS.register("Plot Voucher", [plot_voucher_1])


# --- Mafia (yellow, factory) --------------------------------------------------------------------

def mafia_demand(ctx: Context):
    """Demand: transfer your lowest secret (among tied ones your pick by back, or the oldest:
    `mafia_lowest_tie`) to the launcher's safe (into a full safe as variant
    unseen.full_safe_transfer says)."""
    safe = ctx.safe()
    if not safe:
        return
    low = min(ctx.value(name) for name in safe)
    if ctx.rules.cards.readings.mafia_lowest_tie == "oldest":
        picked = [next(name for name in safe if ctx.value(name) == low)]
    else:
        picked = yield from ctx.choose_secret(values=[low], kind="transfer",
                                              prompt="Choose your lowest secret to give to the launcher's safe")
    for name in picked:
        ctx.transfer(name, ctx.zone("safe"), ctx.zone("safe", ctx.launcher))


def mafia_2(ctx: Context):
    """Tuck a card from any player's score pile, yours included."""
    sources: dict[str, int] = {}
    for seat in [ctx.player, *ctx.others()]:
        for name in ctx.score_pile(seat):
            sources.setdefault(name, seat)
    picked = yield from ctx.choose(list(sources), kind="tuck", prompt="Choose a card of any score pile to tuck")
    for name in picked:
        ctx.tuck(name, ctx.zone("score", sources[name]))


def mafia_3(ctx: Context):
    """You may splay your red or your yellow cards right."""
    yield from helpers.optional_splay(ctx, ["red", "yellow"], "right")


EFFECTS.register("Mafia", [mafia_demand, mafia_2, mafia_3])


# --- Subway (yellow, clock) ---------------------------------------------------------------------

def subway_1(ctx: Context):
    """Draw and tuck a 7. If its colour now shows seven visible cards or more, draw a 9;
    otherwise junk every card of that colour on your board and draw an 8."""
    name = ctx.draw_and_tuck(7)
    if name is None:
        return
    color = ctx.info(name).color
    if visible_cards(ctx, color) >= 7:
        ctx.draw(9)
        return
    for card in ctx.pile(color):
        ctx.junk(card, ctx.zone("board"))
    ctx.draw(8)


EFFECTS.register("Subway", [subway_1])


# --- Fortune Cookie (purple, leaf) --------------------------------------------------------------

def fortune_cookie_1(ctx: Context):
    """Count each icon type visible on your board (once, first). Some type at exactly 7: draw
    and score a 7. At exactly 8: splay your green or purple cards right and draw an 8. At
    exactly 9: draw a 9. Every case that holds applies, in that order."""
    counts = set(ctx.icons().values())
    if 7 in counts:
        ctx.draw_and_score(7)
    if 8 in counts:
        yield from splay_one_right(ctx, ["green", "purple"])
        ctx.draw(8)
    if 9 in counts:
        ctx.draw(9)


EFFECTS.register("Fortune Cookie", [fortune_cookie_1])


# --- Slot Machine (purple, clock) ---------------------------------------------------------------

def slot_machine_1(ctx: Context):
    """Draw and reveal a 1, 2, 3, 4 and 5. With a green among them, splay your green or purple
    cards right; with two greens or more score all five, else return all five; with three
    greens or more, you win."""
    drawn = [name for name in (ctx.draw_and_reveal(value) for value in range(1, 6)) if name is not None]
    drawn = [name for name in dict.fromkeys(drawn) if name in ctx.hand()]
    greens = sum(1 for name in drawn if ctx.info(name).color == "green")
    if greens >= 1:
        yield from splay_one_right(ctx, ["green", "purple"])
    if greens >= 2:
        for name in drawn:
            ctx.score(name)
    else:
        yield from return_all(ctx, drawn)
    if greens >= 3:
        ctx.win()


EFFECTS.register("Slot Machine", [slot_machine_1])
