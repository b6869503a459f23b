"""Figures of age 3 (all ten), each registered whole, its karmas in printed order (card data:
engine/data/cards/figures-ultimate.json; docs/figures.md says how a karma is written).

Conventions of this module, shared with age04.py: "any player's board" lists the players
clockwise from the figure's owner; a card chosen among several is chosen by name (names are
unique), and a choice with a single possible answer is not asked; a card taken from wherever it
lies is moved from the zone `zones.locate` finds it in.
"""

from __future__ import annotations

from collections.abc import Generator

from ... import zones
from ...achievements import eligible
from ...cards import STANDARD_ICON_TYPES
from ...karma import Karma, KarmaEvent, condition_age
from ...state import GameState
from ..helpers import confirm, tops
from .drawing import value_about_to_draw
from .karma_set import KARMA

ICON_CHOICES = ("castle", "lightbulb")


def everyone(ctx) -> list[int]:
    """Every player still in the game, clockwise from the figure's owner (owner first)."""
    return ctx.gs.clockwise(ctx.player)


def any_board_tops(ctx, keep) -> list[str]:
    """The top cards of every player's board (owner first, colour order) for which `keep` holds."""
    return [name for seat in everyone(ctx) for name in tops(ctx, seat) if keep(ctx.info(name))]


def where(ctx, name: str) -> tuple:
    zone = zones.locate(ctx.gs, name)
    assert zone is not None, name
    return zone


def first_action_of_own_turn(gs: GameState, event: KarmaEvent, owner: int) -> bool:
    """The event is the first action of its player's own turn (a turn of one action has only a
    first action)."""
    actions = 1 if gs.turn_number <= gs.single_action_through else gs.rules.actions.per_turn
    return gs.turn_player == event.seat and gs.actions_left == actions


def own_splay_changes(gs: GameState, event: KarmaEvent, owner: int, direction: str) -> bool:
    """The event is a splay `direction` of one of the owner's own piles that would change it (a
    splay that changes nothing is not a splay a karma reacts to)."""
    if event.seat != owner or event.direction != direction or event.color is None:
        return False
    pile = gs.players[owner].board.get(event.color)
    if pile is None or pile.splay == direction:
        return False
    return len(pile.cards) >= 2 or not gs.rules.splay.unsplay_small_piles


# --- Alhazen ---------------------------------------------------------------------------------

def alhazen_instead_of_drawing(ctx, event: KarmaEvent) -> Generator[dict, list, None]:
    """Instead of the Draw action: tuck onto your board a top card with a castle from any
    player's board; then choose one of your colours and castle or lightbulb, and draw a card of
    the value of that icon's visible count in that pile. The printed text allows a count of 0
    (a draw of 0); the one source's code offers only non-zero counts (an IMPL note)."""
    castles = any_board_tops(ctx, lambda card: card.has_icon("castle"))
    name = yield from ctx.choose_one(castles, kind="tuck", prompt="Tuck a top card with a castle from any board")
    if name is not None:
        ctx.tuck(name, where(ctx, name))
    colors = [ctx.info(top).color for top in tops(ctx)]
    color = yield from ctx.choose_one(colors, kind="color", prompt="Choose one of your colours")
    if color is None:
        ctx.draw(0)                 # no colour on the board: every count is 0
        return
    icon = yield from ctx.choose_one(list(ICON_CHOICES), kind="icon", prompt="Castle or lightbulb?")
    ctx.draw(ctx.pile_icons(color)[icon])


KARMA.register("Alhazen", [Karma("would-instead", "draw-action", "you", alhazen_instead_of_drawing)])


# --- Sejong the Great ------------------------------------------------------------------------

def _same_value_as_top_red(gs: GameState, event: KarmaEvent, owner: int) -> bool:
    red = gs.players[owner].board.get("red")
    cards = gs.catalog.cards
    return red is not None and event.card is not None and cards[event.card].age == cards[red.cards[0]].age


def sejong_instead_of_melding(ctx, event: KarmaEvent) -> None:
    """Instead of the meld: return that card, then draw and meld a card one value higher (a
    value computed from the card, which a raise of written ages leaves alone)."""
    assert event.card is not None
    ctx.return_card(event.card, event.source)
    ctx.draw_and_meld(ctx.value(event.card) + 1, written=False)


KARMA.register("Sejong the Great", [
    Karma("decree-permission"),     # Advancement with any two figures (read by the Decree action)
    Karma("would-instead", "meld", "you", sejong_instead_of_melding, when=_same_value_as_top_red),
])


# --- Saladin ---------------------------------------------------------------------------------

def _has_demand(gs: GameState, event: KarmaEvent, owner: int) -> bool:
    return event.card is not None and gs.catalog.cards[event.card].has_demand


def saladin_instead_of_dogma(ctx, event: KarmaEvent) -> None:
    """Instead of the Dogma action: score every top card with a castle of every opponent's
    board (the top cards as they are before any is scored: at most one per pile)."""
    for opponent in ctx.opponents():
        for name in [n for n in tops(ctx, opponent) if ctx.info(n).has_icon("castle")]:
            ctx.score(name, ctx.zone("board", opponent))


KARMA.register("Saladin", [
    Karma("decree-permission"),     # War with any two figures
    Karma("would-instead", "dogma-action", "you", saladin_instead_of_dogma, when=_has_demand),
])


# --- Tran Huang Dao --------------------------------------------------------------------------

def tran_huang_dao_first(ctx, event: KarmaEvent) -> Generator[dict, list, None]:
    """Before drawing a 3: score a top red card of value 3 or less from any board (yours too)."""
    reds = any_board_tops(ctx, lambda card: card.color == "red" and card.age <= 3)
    name = yield from ctx.choose_one(reds, kind="score", prompt="Score a top red card of value 3 or less")
    if name is not None:
        ctx.score(name, where(ctx, name))


def _tran_huang_dao_icons(gs: GameState, owner: int, own: dict[str, int]) -> dict[str, int]:
    """Every two castles add one icon of each other icon type the board shows at least once
    (the standard types: not the avatar, which the one source also counts, an IMPL note)."""
    pairs = own.get("castle", 0) // 2
    if not pairs:
        return {}
    return {icon: pairs for icon in STANDARD_ICON_TYPES if icon != "castle" and own.get(icon, 0) >= 1}


KARMA.register("Tran Huang Dao", [
    Karma("would-first", "draw", "you", tran_huang_dao_first,
          when=lambda gs, event, owner: value_about_to_draw(gs, event.age) == condition_age(gs, 3, owner)),
    Karma("icon-bonus", icons=_tran_huang_dao_icons),
])


# --- Shen Kuo --------------------------------------------------------------------------------

def _not_a_figure(gs: GameState, event: KarmaEvent, owner: int) -> bool:
    return event.card is not None and not gs.catalog.cards[event.card].figure


def shen_kuo_instead_of_scoring(ctx, event: KarmaEvent) -> None:
    """Instead of scoring a card that is not a figure: splay its colour on your board right; the
    card stays where it is."""
    assert event.card is not None
    ctx.splay(ctx.info(event.card).color, "right")


def shen_kuo_instead_of_splaying_left(ctx, event: KarmaEvent) -> None:
    assert event.color is not None
    ctx.splay(event.color, "right")


def _visible_cards(gs: GameState, owner: int, seat: int) -> int:
    """One point per visible card: an unsplayed pile shows its top card, a splayed one all."""
    return sum(len(pile.cards) if pile.splay != "none" else 1 for pile in gs.players[owner].board.values())


KARMA.register("Shen Kuo", [
    Karma("would-instead", "score", "you", shen_kuo_instead_of_scoring, when=_not_a_figure),
    Karma("would-instead", "splay", "you", shen_kuo_instead_of_splaying_left,
          when=lambda gs, event, owner: own_splay_changes(gs, event, owner, "left")),
    Karma("score-bonus", amount=_visible_cards),
])


# --- Su Song ---------------------------------------------------------------------------------

def su_song_first(ctx, event: KarmaEvent) -> None:
    """Before a meld: draw and meld a 3; if it has no leaf, return it. Then the meld goes on."""
    name = ctx.draw_and_meld(3)
    if name is not None and not ctx.info(name).has_icon("leaf") and name in ctx.pile(ctx.info(name).color):
        ctx.return_card(name, ctx.zone("board"))


KARMA.register("Su Song", [
    Karma("decree-permission"),     # Trade with any two figures (Trade is not offered yet: decrees.py)
    Karma("would-first", "meld", "you", su_song_first),
])


# --- Avicenna --------------------------------------------------------------------------------

def avicenna_instead_of_dogma(ctx, event: KarmaEvent) -> Generator[dict, list, None]:
    """Instead of the first action's Dogma: junk an available standard achievement of the lowest
    value and super-execute it; with none available, nothing happens. Every available
    achievement of that value is one to choose (Figures: the extras a karma made available)."""
    standard = ctx.available_standard()
    if not standard:
        return
    name = yield from ctx.pick_achievement(min(standard), prompt="Choose the lowest available achievement to junk")
    if name is None:
        return
    ctx.junk(name, zones.STANDARD)
    yield from ctx.super_execute(name)


KARMA.register("Avicenna", [
    Karma("decree-permission"),     # Expansion with any two figures
    Karma("would-instead", "dogma-action", "you", avicenna_instead_of_dogma, when=first_action_of_own_turn),
])


# --- Rhazes ----------------------------------------------------------------------------------

def rhazes_first(ctx, event: KarmaEvent) -> Generator[dict, list, None]:
    """Before a draw: tuck a card of the value about to be drawn (figures.value_about_to_draw),
    from your hand or any opponent's score pile (a must when there is one). Then the draw goes
    on."""
    value = value_about_to_draw(ctx.gs, event.age)
    found = [n for n in ctx.hand() if ctx.value(n) == value]
    found += [n for opponent in ctx.opponents() for n in ctx.score_pile(opponent) if ctx.value(n) == value]
    name = yield from ctx.choose_one(found, kind="tuck", prompt=f"Tuck a {value} from your hand or an opponent's score pile")
    if name is not None:
        ctx.tuck(name, where(ctx, name))


KARMA.register("Rhazes", [Karma("would-first", "draw", "you", rhazes_first)])


# --- Al-Kindi --------------------------------------------------------------------------------

def al_kindi_own_bonus(ctx, event: KarmaEvent) -> None:
    """Before your sharing bonus: draw two cards of the bonus's value (base cards, as a plain
    draw; the bonus itself is then drawn as usual). "That same value" is read from the bonus,
    not written, so a raise of written ages leaves it alone."""
    age = ctx.draw_age()
    ctx.draw(age, written=False)
    ctx.draw(age, written=False)


def al_kindi_other_bonus(ctx, event: KarmaEvent) -> Generator[dict, list, None]:
    """Before another player's sharing bonus: you score a card from your hand."""
    name = yield from ctx.choose_one(ctx.hand(), kind="score", prompt="Score a card from your hand")
    if name is not None:
        ctx.score(name)


KARMA.register("Al-Kindi", [
    Karma("would-first", "share-draw", "you", al_kindi_own_bonus),
    Karma("would-first", "share-draw", "other player", al_kindi_other_bonus),
])


# --- Murasaki Shikibu ------------------------------------------------------------------------

def _achieve_action_standard_claim(gs: GameState, event: KarmaEvent, owner: int) -> bool:
    return event.action and event.source == zones.STANDARD and event.age is not None


def murasaki_instead_of_claiming(ctx, event: KarmaEvent) -> Generator[dict, list, None]:
    """Instead of the Achieve action's claim: you may junk a score card; then claim that
    achievement if still eligible; then, if you junked a card, you may claim it from the junk
    if eligible for its value. The printed text lets any score card be junked (the one source
    offers only those that keep you eligible: an IMPL note). The Achieve action's own claim did
    not happen, so the opponents draw no figures (karma.achieve_action): the claims here are a
    karma's, like an effect's (figures.md 3; the one source agrees)."""
    gs, age = ctx.gs, event.age
    assert age is not None
    junked = yield from ctx.choose_one(ctx.score_pile(), optional=True, kind="junk",
                                       prompt="You may junk a card from your score pile")
    if junked is not None:
        ctx.junk(junked, ctx.zone("score"))
    if age in gs.standard and eligible(gs, ctx.player, age):
        ctx.claim_standard(age)
    if junked is None or junked not in gs.junk or not eligible(gs, ctx.player, ctx.value(junked)):
        return
    if (yield from confirm(ctx, "achieve", f"Claim {junked} from the junk as an achievement?")):
        ctx.achieve_card(junked, zones.JUNK)


KARMA.register("Murasaki Shikibu", [
    Karma("decree-permission"),     # Rivalry with any two figures
    Karma("would-instead", "claim", "you", murasaki_instead_of_claiming, when=_achieve_action_standard_claim),
])

