"""The Innovation reference rules engine.

Every rule value comes from the variant; card effects live in a registry (`effects`) and
a dogma on a card without registered effects is refused as 'unsupported'.

    >>> from rulebook.variants import load_variant
    >>> from rulebook.innovation import Game, check_conservation
    >>> g = Game.new(load_variant("deluxe"), ["A", "B"], seed=1)
    >>> while "pending" in g.moves():
    ...     d = g.moves()["pending"]
    ...     _ = g.play({"type": "choose", "choice": d["options"][:d["min"]]})
    >>> g.moves()["moves"][0]
    {'type': 'draw'}
    >>> check_conservation(g)

Module layout: cards (catalog), rules (the variant's rules view), state, zones and ops (card
moves), icons, achievements, victory, effects (Context, what an effect sees, and the
registry of each card set's effects), dogma (the dogma action), sets (the card sets' effects),
flow (turns and actions), legal (moves and validation), setup and partial (new games), export
(canonical state), conservation, game (the public `Game`).
"""

from . import effects
from .cards import COLORS, ICONS, Card, Catalog, load_catalog
from .conservation import check_conservation
from .effects import Context, EffectSet, registered, unregistered
from .errors import EngineError
from .game import Game

__all__ = ["COLORS", "ICONS", "Card", "Catalog", "Context", "EffectSet", "EngineError", "Game", "check_conservation",
           "effects", "load_catalog", "registered", "unregistered"]
