"""Figures whose karma changes what the engine itself reads (card data:
engine/data/cards/figures-ultimate.json; docs/figures.md says how a karma is written). Each is
registered whole, its karmas in printed order; their static karmas are read by the engine core
(karma.py's static readers):

- dogma access (Ptolemy, Sergey Brin): other players' top cards the owner may choose for the
  Dogma action (legal.py offers them as ordinary dogma moves, by title; flow.py runs them as
  if they were on the owner's board: the owner is the launcher and compares icons as usual);
- achievement access (Cai Lun, Amina Sukhera, John Loudon McAdam: board cards that count as
  available standard achievements for the owner, claimed with the Achieve action of their
  value; Antonie Van Leeuwenhoek: a discount on the price; Hedy Lamar: every special
  achievement requirement one lower): achievements.py;
- an age offset on one execution of an effect (Archimedes): effects.Context.age_offset;
- zone extension (Michaelangelo, Emperor Meiji, Wernher Von Braun): cards of other zones that
  count as being in the owner's hand or score pile, for the score total and for every effect
  that reads that hand or score pile (effects.Context), and the Meld action (legal.py);
- fade exemption (Duke Ellington): flow.fade_figures.

Conventions (as age03.py): "every player's board" lists the players clockwise from the owner's
left, each board in colour order; a card chosen among several is chosen by title; a choice with
a single possible answer is not asked.
"""

from __future__ import annotations

from collections.abc import Generator

from ... import zones
from ...cards import COLORS
from ...karma import Karma, KarmaEvent, condition_age
from ...state import GameState
from ..helpers import splayable
from .karma_set import KARMA

Decisions = Generator[dict, list, None]


def _tops(gs: GameState, seat: int) -> list[str]:
    """A board's top cards in colour order."""
    board = gs.players[seat].board
    return [pile.cards[0] for color in COLORS if (pile := board.get(color)) is not None]


def _others_tops(gs: GameState, owner: int) -> list[str]:
    """The top cards of every other player's board, clockwise from the owner's left."""
    return [name for seat in gs.clockwise(owner, include_start=False) for name in _tops(gs, seat)]


def _opponents(gs: GameState, owner: int) -> list[int]:
    return [seat for seat in gs.clockwise(owner, include_start=False) if not gs.partners(owner, seat)]


def _second_action(gs: GameState, event: KarmaEvent, owner: int) -> bool:
    """The event is the second action of its player's own turn (a one-action turn has none)."""
    two_actions = gs.turn_number > gs.single_action_through and gs.rules.actions.per_turn >= 2
    return two_actions and gs.turn_player == event.seat and gs.actions_left == gs.rules.actions.per_turn - 1


def _first_action_of_own_turn(gs: GameState, owner: int) -> bool:
    """`owner`'s own turn, before its second action begins (a one-action turn has no second)."""
    actions = 1 if gs.turn_number <= gs.single_action_through else gs.rules.actions.per_turn
    return gs.turn_number > 0 and gs.turn_player == owner and gs.actions_left == actions


def _figure(gs: GameState, name: str | None) -> bool:
    return name is not None and gs.catalog.cards[name].figure


# --- Archimedes (age 2) ------------------------------------------------------------------------

def archimedes_raise_ages(ctx, event: KarmaEvent) -> None:
    """First raise every age value written in the effect by 1, for this execution only: the
    execution's Context adds 1 to the ages its effect names (Context.effect_age). The printed
    text is followed (scope you: any effect the owner executes, sharing or demanded too); the
    one source raises them only in the owner's own Dogma action, for every executor (an IMPL
    note)."""
    execution = event.context
    if execution is not None:
        execution.age_offset += 1


KARMA.register("Archimedes", [
    Karma("decree-permission"),     # Advancement with any two figures (read by the Decree action)
    Karma("would-first", "dogma-effect", "you", archimedes_raise_ages),
])


# --- Ptolemy (age 2) ---------------------------------------------------------------------------

def _every_top_blue(gs: GameState, owner: int) -> list[str]:
    """Every other player's top blue card (the owner's own is theirs anyway)."""
    return [name for name in _others_tops(gs, owner) if gs.catalog.cards[name].color == "blue"]


KARMA.register("Ptolemy", [
    Karma("decree-permission"),     # Trade with any two figures (read by the Decree action)
    Karma("dogma-access", dogma_cards=_every_top_blue),
])


# --- Cai Lun (age 2) ---------------------------------------------------------------------------

def cai_lun_splay_left(ctx, event: KarmaEvent) -> None:
    """First the owner splays left every colour of their board that can be splayed left (a
    pile of two cards or more not splayed left already), in colour order."""
    for color in splayable(ctx, COLORS, "left"):
        ctx.splay(color, "left")


def _unsplayed_tops(gs: GameState, owner: int) -> list[str]:
    board = gs.players[owner].board
    return [pile.cards[0] for color in COLORS if (pile := board.get(color)) is not None and pile.splay == "none"]


KARMA.register("Cai Lun", [
    Karma("would-first", "score", "any player", cai_lun_splay_left),
    Karma("achievement-access", achieve_cards=_unsplayed_tops),
])


# --- Amina Sukhera (age 4) ---------------------------------------------------------------------

def amina_score_a_figure(ctx, event: KarmaEvent) -> Decisions:
    """First score a figure taken from any opponent's hand (chosen by title among every
    opponent's figures; nothing when none holds one)."""
    gs = ctx.gs
    held = {name: seat for seat in _opponents(gs, ctx.player) for name in gs.players[seat].hand
            if gs.catalog.cards[name].figure}
    name = yield from ctx.choose_one(list(held), kind="score", prompt="Score a figure from an opponent's hand")
    if name is not None:
        ctx.score(name, zones.hand(held[name]))


def _tops_with(icon: str):
    return lambda gs, owner: [name for name in _tops(gs, owner) if gs.catalog.cards[name].has_icon(icon)]


KARMA.register("Amina Sukhera", [
    Karma("would-first", "dogma-action", "you", amina_score_a_figure, when=_second_action),
    Karma("achievement-access", achieve_cards=_tops_with("castle")),
])


# --- Michaelangelo (age 4) ---------------------------------------------------------------------

KARMA.register("Michaelangelo", [
    # every card in the owner's hand also counts as being in their score pile
    Karma("zone-extension", extends="score", extra_zones=lambda gs, owner: [zones.hand(owner)]),
])


# --- Antonie Van Leeuwenhoek (age 5) ---------------------------------------------------------

def _ten_per_hand_card(gs: GameState, owner: int) -> dict[int, int]:
    """Each card in the owner's hand takes 10 off the price of a standard achievement of its
    value."""
    discount: dict[int, int] = {}
    for name in gs.players[owner].hand:
        age = gs.catalog.cards[name].age
        discount[age] = discount.get(age, 0) + 10
    return discount


def antonie_return_a_5(ctx, event: KarmaEvent) -> Decisions:
    """First the owner may return a 5 from their hand; if they do, they draw a 6. Then the
    original draw happens. The 5 and the 6 are both written values, raised alike."""
    five = ctx.effect_age(5)
    fives = [name for name in ctx.hand() if ctx.value(name) == five]
    name = yield from ctx.choose_one(fives, optional=True, kind="return",
                                     prompt="You may return a 5 from your hand to draw a 6")
    if name is not None:
        ctx.return_card(name)
        ctx.draw(6)


KARMA.register("Antonie Van Leeuwenhoek", [
    Karma("achievement-access", achieve_discount=_ten_per_hand_card),
    Karma("would-first", "draw", "you", antonie_return_a_5),
])


# --- John Loudon McAdam (age 6) ----------------------------------------------------------------

KARMA.register("John Loudon McAdam", [
    Karma("decree-permission"),     # Expansion with any two figures (read by the Decree action)
    Karma("achievement-access", achieve_cards=_tops_with("factory")),
])


# --- Emperor Meiji (age 7) ---------------------------------------------------------------------

def _ten_with_five_values(gs: GameState, event: KarmaEvent, owner: int) -> bool:
    return event.card is not None and gs.catalog.cards[event.card].age == condition_age(gs, 10, owner) \
        and len(set(gs.top_ages(owner))) >= 5


def win_instead(ctx, event: KarmaEvent) -> None:
    """Instead the owner wins."""
    ctx.win()


def _opponents_hands_on_first_action(gs: GameState, owner: int) -> list[tuple]:
    """Every opponent's hand, during the owner's own turn before its second action begins."""
    if not _first_action_of_own_turn(gs, owner):
        return []
    return [zones.hand(seat) for seat in _opponents(gs, owner)]


KARMA.register("Emperor Meiji", [
    Karma("would-instead", "meld", "you", win_instead, when=_ten_with_five_values),
    Karma("zone-extension", extends="hand", extra_zones=_opponents_hands_on_first_action),
])


# --- Duke Ellington (age 8) --------------------------------------------------------------------

def _figure_with_four_top_figures(gs: GameState, event: KarmaEvent, owner: int) -> bool:
    return _figure(gs, event.card) and sum(1 for name in _tops(gs, owner) if _figure(gs, name)) >= 4


KARMA.register("Duke Ellington", [
    Karma("fade-exemption"),
    Karma("would-instead", "meld", "you", win_instead, when=_figure_with_four_top_figures),
])


# --- Wernher Von Braun (age 9) -----------------------------------------------------------------

def von_braun_junk_a_deck(ctx, event: KarmaEvent) -> Decisions:
    """First the owner junks every card of the 9 deck or of the 10 deck, their choice (either
    may be chosen, even an empty one; with both empty nothing is asked)."""
    if not ctx.gs.supply.get(9) and not ctx.gs.supply.get(10):
        return
    age = yield from ctx.choose_one([9, 10], kind="junk_deck", prompt="Junk every card of the 9 deck or of the 10 deck")
    ctx.junk_deck(age)


KARMA.register("Wernher Von Braun", [
    Karma("would-first", "draw", "any player", von_braun_junk_a_deck, when=lambda gs, event, owner: event.figure),
    # every card in the junk also counts as being in the owner's score pile
    Karma("zone-extension", extends="score", extra_zones=lambda gs, owner: [zones.JUNK]),
])


# --- Hedy Lamar (age 9) ------------------------------------------------------------------------

def hedy_splay_up(ctx, event: KarmaEvent) -> Decisions:
    """First the owner splays one of their colours up (chosen among those a splay up would
    change; nothing when none would)."""
    color = yield from ctx.choose_one(splayable(ctx, COLORS, "up"), kind="splay", prompt="Splay one of your colours up")
    if color is not None:
        ctx.splay(color, "up")


KARMA.register("Hedy Lamar", [
    Karma("achievement-access", special_relief=1),
    Karma("would-first", "claim", "you", hedy_splay_up),
])


# --- Sergey Brin (age 10) ----------------------------------------------------------------------

def _on_another_board(gs: GameState, event: KarmaEvent, owner: int) -> bool:
    if event.card is None:
        return False
    zone = zones.locate(gs, event.card)
    return zone is not None and zone[0] == "board" and zone[1] != event.seat


def sergey_splay_up(ctx, event: KarmaEvent) -> None:
    """First the owner splays up the pile of that card's colour on their own board."""
    ctx.splay(ctx.info(event.card).color, "up")


KARMA.register("Sergey Brin", [
    Karma("dogma-access", dogma_cards=_others_tops),
    Karma("would-first", "dogma-action", "you", sergey_splay_up, when=_on_another_board),
])
