"""Legal moves and move validation. Validation never changes the state, so a refused move
leaves the game exactly as it was.

    >>> from rulebook.variants import load_variant
    >>> from rulebook.innovation import Game
    >>> g = Game.new(load_variant("deluxe"), ["A", "B"], 1, state={"players": [{"hand": ["Tools"]}]})
    >>> legal_moves(g._gs)
    [{'type': 'draw'}, {'type': 'meld', 'card': 'Tools'}]
"""

from __future__ import annotations

from ..errors import IllegalMove
from ..gameplay import check_answer
from . import karma
from .achievements import achieve_action_ages, achieve_candidates, achieve_cost
from .cards import COLORS
from .decrees import decree_options
from .errors import EngineError
from .state import GameState
from .unseen import achievable_secrets

MOVE_TYPES = ("draw", "meld", "dogma", "achieve", "choose")
# Moves of games with the Figures expansion only (not in protocol v1 yet: docs/figures.md)
FIGURES_MOVE_TYPES = ("decree",)
_WITH_FIGURES = MOVE_TYPES + FIGURES_MOVE_TYPES


def legal_moves(gs: GameState) -> list[dict]:
    """Exactly the legal actions: draw, a meld per hand card, a dogma per top card with dogma
    effects (a figure has none; marked unsupported when its effects are not implemented), an
    achieve per achievable age. With figures, static karma add some: melds of cards a
    zone-extension karma counts as being in the hand, dogmas of other boards' cards a
    dogma-access karma reaches (after the player's own), achieves of values whose board cards
    an achievement-access karma makes available."""
    seat = gs.turn_player
    player = gs.players[seat]
    figures = gs.karma is not None
    moves: list[dict] = [{"type": "draw"}]
    moves += [{"type": "meld", "card": name} for name in player.hand]
    if figures:
        moves += [{"type": "meld", "card": name} for name in karma.extended_cards(gs, seat, "hand")]
    board = player.board
    tops = [pile.cards[0] for color in COLORS if (pile := board.get(color)) is not None]
    if figures:     # a figure has no dogma to take; dogma-access karma reach other boards
        cards = gs.catalog.cards
        tops = [top for top in tops + karma.dogma_access(gs, seat) if cards[top].dogma_icon is not None]
    for top in tops:
        if gs.effects.of(top) is None:
            moves.append({"type": "dogma", "card": top, "unsupported": True})
        else:
            moves.append({"type": "dogma", "card": top})
    moves += [{"type": "achieve", "age": age} for age in achieve_action_ages(gs, seat)]
    if gs.unseen:       # Unseen: a secret, named by its position in the safe (1 = oldest)
        moves += [{"type": "achieve", "secret": position} for position in achievable_secrets(gs, seat)]
    if gs.catalog.decrees:
        moves += [{"type": "decree", "decree": name} for name in decree_options(gs, seat)]
    return moves


def _card_field(move: dict) -> str:
    card = move.get("card")
    if not isinstance(card, str):
        raise EngineError("bad_request", f'a {move["type"]} move needs "card": a card title')
    return card


def check_action(gs: GameState, move: dict) -> None:
    """Raise EngineError unless `move` is a legal action for the current player now."""
    seat = gs.turn_player
    player = gs.players[seat]
    kind = move["type"]
    if kind == "draw":
        return
    if kind == "meld":
        card = _card_field(move)
        if card not in player.hand and (gs.karma is None or card not in karma.extended_cards(gs, seat, "hand")):
            raise EngineError("illegal_move", f"{player.name} cannot meld {card}: it is not in their hand")
        return
    if kind == "dogma":
        card = _card_field(move)
        if not karma.may_dogma(gs, seat, card):
            raise EngineError("illegal_move", f"{player.name} cannot use the dogma of {card}: "
                                              "it is not one of their top cards")
        if gs.catalog.cards[card].dogma_icon is None:
            raise EngineError("illegal_move", f"{player.name} cannot use the dogma of {card}: a figure has no dogma")
        if gs.effects.of(card) is None:
            raise EngineError("unsupported", f"the effects of {card} are not implemented yet")
        return
    if kind == "decree":
        decree = move.get("decree")
        if not isinstance(decree, str):
            raise EngineError("bad_request", 'a decree move needs "decree": a decree name')
        if decree not in decree_options(gs, seat):
            raise EngineError("illegal_move", f"{player.name} cannot issue the {decree} decree now")
        return
    if kind == "achieve" and "secret" in move:
        _check_secret(gs, seat, move)
        return
    if kind == "achieve":
        age = move.get("age")
        if not isinstance(age, int) or isinstance(age, bool):
            raise EngineError("bad_request", 'an achieve move needs "age": an integer')
        if age not in achieve_action_ages(gs, seat):
            raise EngineError("illegal_move", _why_not_achieve(gs, seat, age))
        return
    raise EngineError("illegal_move", "no decision is pending: choose is not a legal move now")


def _check_secret(gs: GameState, seat: int, move: dict) -> None:
    """Unseen: {"type": "achieve", "secret": K}, K the position of one of the player's own
    secrets (1 = the oldest), which they must be eligible for."""
    player = gs.players[seat]
    position = move["secret"]
    if "age" in move:
        raise EngineError("bad_request", 'an achieve move names "age" or "secret", not both')
    if not gs.unseen:
        raise EngineError("bad_request", "this variant has no safe (no Unseen expansion): achieve names an age")
    if not isinstance(position, int) or isinstance(position, bool):
        raise EngineError("bad_request", 'an achieve move\'s "secret" is a position in the safe: 1 for the oldest')
    if not 1 <= position <= len(player.safe):
        held = f"holds {len(player.safe)} secret(s)" if player.safe else "is empty"
        raise EngineError("illegal_move", f"{player.name} has no secret {position}: their safe {held}")
    if position not in achievable_secrets(gs, seat):
        age = gs.catalog.cards[player.safe[position - 1]].age
        if not gs.rules.unseen.achieve_secrets:
            raise EngineError("illegal_move", "this variant does not let the Achieve action take a secret")
        cost = achieve_cost(gs, seat, age)
        if gs.score_total(seat) < cost:
            raise EngineError("illegal_move", f"{player.name} cannot achieve secret {position} (age {age}): it needs "
                                              f"{cost} points, they have {gs.score_total(seat)}")
        raise EngineError("illegal_move", f"{player.name} cannot achieve secret {position} (age {age}): it needs a "
                                          f"top card of age {age} or more")


def _why_not_achieve(gs: GameState, seat: int, age: int) -> str:
    name = gs.players[seat].name
    if not achieve_candidates(gs, seat, age):
        return f"{name} cannot achieve age {age}: no standard achievement of that age is available"
    cost = achieve_cost(gs, seat, age)
    if gs.score_total(seat) < cost:
        return f"{name} cannot achieve age {age}: it needs {cost} points, they have {gs.score_total(seat)}"
    return f"{name} cannot achieve age {age}: it needs a top card of age {age} or more"


def check_choice(pending: dict, move: dict) -> list:
    """The chosen options, if `move` answers the pending decision (the answer check both games
    share, engine/gameplay.py); else a refusal."""
    if move["type"] != "choose":
        raise IllegalMove(f"a decision is pending ({pending['kind']}): "
                          'answer it with {"type": "choose", "choice": [...]}')
    return check_answer(pending, move.get("choice"))


def check_shape(move, figures: bool = False) -> None:
    """A move is an object of a known type (with `figures`, the Figures moves too)."""
    if not isinstance(move, dict):
        raise EngineError("bad_request", 'a move is an object such as {"type": "draw"}')
    known = _WITH_FIGURES if figures else MOVE_TYPES
    if move.get("type") not in known:
        raise EngineError("bad_request", f"unknown move type {move.get('type')!r}; expected one of "
                                         f"{', '.join(known)}")
