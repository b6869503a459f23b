"""The course of play: the opening meld, the four actions, the end of an action (figure
fading, end-of-action checks) and passing the turn. Each phase is a generator that yields
the decisions it needs.

    >>> from rulebook.variants import load_variant
    >>> from rulebook.innovation import Game
    >>> g = Game.new(load_variant("deluxe"), ["A", "B"], 7)
    >>> g.moves()["pending"]["kind"]
    'opening_meld'
"""

from __future__ import annotations

from collections.abc import Generator

from ..gameplay import Decision
from . import echoes, karma, ops, unseen, zones
from .achievements import check_specials
from .decrees import decree_action
from .dogma import dogma_action
from .errors import DogmaEnded
from .state import GameState
from .victory import check_target


def decision(player: int, kind: str, prompt: str, options: list, low: int, high: int) -> dict:
    return Decision(player, kind, prompt, options, low, high)   # the decision type both games share


# --- the opening ---------------------------------------------------------------------------

def opening(gs: GameState) -> Generator[dict, list, None]:
    """Each player, in seat order, chooses their opening meld; the melds are then made
    together (nobody sees another's choice first). A hand no larger than the number of
    melds is melded without asking (the large-game single card)."""
    count = gs.rules.setup.opening_melds
    chosen: dict[int, list[str]] = {}
    for player in gs.players:
        if len(player.hand) <= count and not gs.ask_forced:
            chosen[player.seat] = list(player.hand)
        else:
            chosen[player.seat] = yield decision(
                player.seat, "opening_meld", f"Choose {count} card(s) to meld to start the game",
                list(player.hand), min(count, len(player.hand)), min(count, len(player.hand)))
    for seat, names in chosen.items():
        for name in names:
            ops.meld(gs, seat, name)
    first = FIRST_PLAYER[gs.rules.setup.first_player](chosen)
    gs.single_action_through = gs.rules.setup.single_action_turns(len(gs.players))
    start_turn(gs, first, 1)


def _first_by_english_title(melds: dict[int, list[str]]) -> int:
    """The player whose opening meld's English title sorts first: a plain string sort,
    leading article included ("The Wheel" < "Tools")."""
    return min(melds, key=lambda seat: min(melds[seat], default="\uffff"))


# variant setup.first_player -> who starts, from the opening melds by seat
FIRST_PLAYER = {"alphabetical-english-title": _first_by_english_title}


# --- turns -------------------------------------------------------------------------------

def start_turn(gs: GameState, seat: int, number: int) -> None:
    gs.turn_player = seat
    gs.turn_number = number
    gs.actions_left = 1 if number <= gs.single_action_through else gs.rules.actions.per_turn
    # per-turn tuck and score counts (Monument) restart with every turn
    gs.tucked = [0] * len(gs.players)
    gs.scored = [0] * len(gs.players)
    if gs.unseen:       # each player's Unseen draw is theirs again with every turn (unseen.md §6)
        unseen.reset_draws(gs)
    gs.emit("turn", seat, number=number, actions=gs.actions_left)


def after_action(gs: GameState) -> None:
    gs.actions_left -= 1
    if gs.actions_left <= 0 or gs.players[gs.turn_player].eliminated:
        following = gs.clockwise(gs.turn_player, include_start=False)
        start_turn(gs, following[0] if following else gs.turn_player, gs.turn_number + 1)


def end_of_action(gs: GameState) -> Generator[dict, list, None]:
    """Figure fading (variant figures.fading), then the checks the variant makes at the end of
    each action: special achievements, then the achievement target."""
    if gs.rules.figures.fading and gs.catalog.figures and _may_fade(gs):    # no figure in the set: nothing fades
        yield from fade_figures(gs)
    if gs.rules.special_achievements.timing == "end-of-action":
        check_specials(gs)
    if gs.rules.victory.target_check == "end-of-action":
        check_target(gs)


def _may_fade(gs: GameState) -> bool:
    """Whether any player has several top figures (asked after every action; the usual answer,
    no, then costs no generator)."""
    return any(len(karma.top_figures(gs, seat)) > 1 for seat in range(len(gs.players)))


def fade_figures(gs: GameState) -> Generator[dict, list, None]:
    """Every player with several top figures scores the extras, one at a time, choosing which,
    in turn order from the current player or by seat from the first (variant
    figures.fading_order); a player with a fade-exemption karma (Duke Ellington) does not fade."""
    cards = gs.catalog.cards
    first = gs.turn_player if gs.rules.figures.fading_order == "current-player-first" else 0
    for seat in gs.clockwise(first):
        if len(karma.top_figures(gs, seat)) < 2:
            continue                        # the usual case, after every action: nothing to fade
        if karma.fade_exempt(gs, seat):     # Duke Ellington: this player never fades
            continue
        while True:
            figures = [n for n in gs.players[seat].top_cards() if cards[n].figure]
            if len(figures) < 2:
                break
            picked = yield decision(seat, "fade_figure", "Choose a top figure to score", figures, 1, 1)
            ops.score(gs, seat, picked[0], ("board", seat))


def achieve_figure_draws(gs: GameState, seat: int) -> None:
    """Figures: after a standard achievement claimed with the Achieve action, each opponent of
    the claimant (teammates excepted), in turn order after them, draws a figure at their own
    draw value (variant figures.achieve_figure_draws)."""
    for other in gs.clockwise(seat, include_start=False):
        if not gs.partners(seat, other):
            ops.draw_figure(gs, other)


def promote_and_dogma(gs: GameState, seat: int, melded: str) -> Generator[dict, list, None]:
    """Echoes, after the Meld action's meld: promote a forecast card (echoes.promote), then the
    free Dogma action on it, which is not one of the turn's actions and during which the card is
    foreseen (echoes.md §6)."""
    promoted = yield from echoes.promote(gs, seat, melded)
    if promoted is None or not echoes.is_top(gs, seat, promoted):
        return
    if gs.catalog.cards[promoted].dogma_icon is None:
        return  # a figure (foreshadowed by Sandpaper, Globe...) is melded; it has no dogma to take
    gs.foreseen = promoted
    try:
        yield from dogma_action(gs, seat, promoted)
    finally:
        gs.foreseen = None


# --- the four actions ----------------------------------------------------------------------

def action(gs: GameState, move: dict) -> Generator[dict, list, None]:
    """Run one validated action of the current player, then end it and pass the turn on."""
    seat = gs.turn_player
    kind = move["type"]
    gs.action_memory = {}
    if gs.icon_supremacy:
        gs.icon_supremacy = set()
    figures = bool(gs.catalog.figures)      # karma hooks only where figures exist (docs/figures.md)
    # held locally: a game dropped while it waits on a decision may have this generator closed
    # at interpreter exit, when the module's globals may already be gone
    ended = DogmaEnded
    try:
        if kind == "draw":
            if not figures or not karma.watches(gs, "draw-action") or (yield from karma.before_event(gs, "draw-action", seat)):
                ops.draw(gs, seat)
        elif kind == "meld":
            name = move["card"]     # with figures, from where a zone-extension karma may count it in the hand
            src = zones.locate(gs, name) if figures and name not in gs.players[seat].hand else None
            ops.meld(gs, seat, name, src, action=True)    # with figures, ops runs the meld karma too
            if gs.echoes:
                yield from promote_and_dogma(gs, seat, name)
        elif kind == "achieve":
            if "secret" in move:        # Unseen: one of the player's own secrets
                unseen.achieve_secret(gs, seat, move["secret"])
            elif not figures:
                ops.claim_standard(gs, seat, move["age"], action=True)
            elif (yield from karma.achieve_action(gs, seat, move["age"])) and gs.rules.figures.achieve_figure_draws:
                achieve_figure_draws(gs, seat)
        elif kind == "decree":
            yield from decree_action(gs, seat, move["decree"])
        elif kind == "dogma":
            name = move["card"]
            # after a would-first karma the action takes place even when the karma moved its card
            # (figures.md 4.4: "first Y" is done in full, then the event happens)
            if not figures or not karma.watches(gs, "dogma-action") \
                    or (yield from karma.before_event(gs, "dogma-action", seat, card=name)):
                yield from dogma_action(gs, seat, name)
    except ended:
        # "end the dogma action" inside a card a karma executes outside any Dogma action (Avicenna
        # super-executing instead of a Dogma action): it ends that execution
        pass
    yield from end_of_action(gs)
    after_action(gs)
