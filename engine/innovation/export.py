"""The canonical state of protocol v1 (docs/protocol.md, section 4.1) as plain JSON-ready data.

    >>> from rulebook.variants import load_variant
    >>> from rulebook.innovation import Game
    >>> s = Game.new(load_variant("deluxe"), ["A", "B"], 1, state={}).state()
    >>> sorted(s), s["turn"]
    (['achievements', 'junk', 'pending', 'players', 'result', 'supply', 'turn', 'variant'], {'number': 1, 'player': 0, 'actions_left': 2})
"""

from __future__ import annotations

from .cards import COLORS, ICONS
from .icons import board_icons
from .state import GameState
from .unseen import referee_safe

FIGURES_ICONS = ("avatar", "meat")     # counted in the state only in games with figures


def player_dict(gs: GameState, seat: int) -> dict:
    player = gs.players[seat]
    icons = board_icons(gs, seat)
    board = player.board
    shown: dict[str, object] = {
        "name": player.name,
        "team": player.team,
        "eliminated": player.eliminated,
        "hand": list(player.hand),
        "board": {color: {"cards": list(pile.cards), "splay": pile.splay}
                  for color in COLORS if (pile := board.get(color)) is not None},
        "score": list(player.score),
        "achievements": list(player.achievements),
        "icons": _icons(gs, icons),
    }
    if gs.echoes:               # Echoes (docs/protocol.md 4.5): the forecast, private as a hand is
        shown["forecast"] = list(player.forecast)
    if gs.unseen:               # Unseen (docs/protocol.md 4.7): the safe, and the Unseen draw of the turn
        shown["safe"] = referee_safe(gs, seat)
        shown["unseen_draw_used"] = player.unseen_draw_used
    return shown


def _icons(gs: GameState, icons: dict[str, int]) -> dict[str, int]:
    shown = {icon: icons[icon] for icon in ICONS}
    if gs.catalog.figures:
        shown.update((icon, icons.get(icon, 0)) for icon in FIGURES_ICONS)
    elif gs.echoes or gs.unseen:    # some Echoes and Unseen cards show the avatar
        shown["avatar"] = icons.get("avatar", 0)
    return shown


def state_dict(gs: GameState) -> dict:
    turn = None
    if gs.turn_number > 0:        # no turn during the opening meld
        turn = {"number": gs.turn_number, "player": gs.turn_player, "actions_left": gs.actions_left}
    achievements: dict[str, object] = {"standard": {str(age): name for age, name in sorted(gs.standard.items())},
                                       "special": list(gs.specials)}
    state: dict[str, object] = {
        "variant": gs.rules.id,
        "players": [player_dict(gs, p.seat) for p in gs.players],
        "supply": {str(age): list(pile) for age, pile in sorted(gs.supply.items())},
        "achievements": achievements,
        "junk": list(gs.junk),
        "turn": turn,
        "pending": copy_decision(gs.pending),
        "result": None if gs.result is None else {"winners": list(gs.result["winners"]),
                                                  "reason": gs.result["reason"]},
    }
    if gs.catalog.figures or gs.echoes or gs.unseen:  # a karma, Crossword or Buried Treasure may make extras
        achievements["standard_extra"] = list(gs.standard_extra)
    if gs.catalog.figures:      # Figures (docs/protocol.md 4.4): the Figures decks and decrees
        state["supply_figures"] = {str(age): list(pile) for age, pile in sorted(gs.figure_supply.items())}
        if gs.catalog.decrees:
            achievements["decrees"] = list(gs.decrees)
    if gs.echoes:               # Echoes (docs/protocol.md 4.5): the Echoes decks
        state["supply_echoes"] = {str(age): list(pile) for age, pile in sorted(gs.echoes_supply.items())}
    if gs.unseen:               # Unseen (docs/protocol.md 4.7): the Unseen decks
        state["supply_unseen"] = {str(age): list(pile) for age, pile in sorted(gs.unseen_supply.items())}
        state["coin_flips"] = list(gs.coin_flips)
    return state


def copy_decision(pending: dict | None) -> dict | None:
    if pending is None:
        return None
    return {**pending, "options": list(pending["options"])}
