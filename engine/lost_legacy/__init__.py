"""The Lost Legacy reference engine.

    >>> from rulebook.lost_legacy import Game
    >>> from rulebook.variants import load_variant
    >>> game = Game.new(load_variant("lost-legacy-starship"), ["A", "B"], seed=7)
    >>> sorted(game.moves())
    ['moves', 'player']

Public API (mirrors the Innovation engine's):

- `Game.new(variant, players, seed, state=None)` with a resolved variant (ids and paths are
  resolved by rulebook.variants); `game.moves()`, `game.legal_moves()`,
  `game.play(move) -> events`, `game.state(viewer=None)`, `game.conservation_problems()`,
  `game.check_conservation()`, `game.clone()`, `game.result`.
- `view_events(events, viewer)`: the events as one seat sees them.
- `unconfirmed_cards(variant)`, `deck_gaps(variant)`, `build_deck(variant)`: the card data
  behind a deck (disputes, what is missing, the cards).
- `check_playable(variant)`: the deck, or `UnsupportedDeck` naming the missing cards (the one
  refusal message of new_game, `rulebook check` and `rulebook play`); `card_facts(variant)`:
  the card disputes and deck gaps `rulebook show` prints beside a variant.
- Refusals are the shared ones, one class per protocol code (rulebook.errors: `BadRequest`,
  `IllegalMove`, `Unsupported`, of which `UnsupportedDeck` is one).
- `lost_legacy_state_schema()`: the JSON Schema of the state.
- `Registry`, `CardRules`, `Context`: writing card rules (a registry may extend the bundled
  `sets.REGISTRY`; every effect receives a `Context`).
- `random_move(game, rng)`, `play_random_game(variant, players, seed)`.
"""

from __future__ import annotations

from .agents import play_random_game, random_move
from .bundled import build_deck, card_facts, check_playable, deck_gaps, default_catalog, unconfirmed_cards
from .cards import CardInfo, Catalog
from .effects import CardRules, Context, Registry
from .errors import UnsupportedDeck
from .game import Game
from .state_model import LostLegacyState, lost_legacy_move_schema, lost_legacy_state_schema
from .view import view_events

__all__ = ["CardInfo", "CardRules", "Catalog", "Context", "Game", "LostLegacyState", "Registry", "UnsupportedDeck",
           "build_deck", "card_facts", "check_playable", "deck_gaps", "default_catalog", "lost_legacy_move_schema",
           "lost_legacy_state_schema", "play_random_game", "random_move", "unconfirmed_cards", "view_events"]
