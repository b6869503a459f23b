""""The value you are about to draw": the one reading of the ten draw karmas that watch it.

Shennong ("about to draw a 1"), Tran Huang Dao ("about to draw a 3"), Hatshepsut (a value of 2 or more, and redraws of that
value), Rhazes (a card of that value to tuck), Marie Curie (a value no card in hand has), John
Von Neumann ("about to draw an 8"), Stephen Hawking (draw and tuck one of that value),
Bartholomew Roberts (the achievement of that value), Samuel de Champlain (an achievement of
that value or lower) and Rod Serling (a card of value 3 or less) all read the value of a draw
here, as the variant's `figures.value_about_to_draw` says:

- "after-skipping": the value of the deck the draw will take its card from, empty decks
  skipped upward as ops.draw skips them (the one source's reading: DH4 actions/Draw.js hands the
  karma the adjusted age);
- "asked": the value the draw asks for ("draw a 3" is a draw of a 3 even when the 3 deck is
  empty and a 4 comes).

Either way a value below the lowest supply age is that age (a 0 is a 1 until age 0 is in play).
"""

from __future__ import annotations

from ...state import GameState


def value_about_to_draw(gs: GameState, wanted: int | None) -> int | None:
    """The value a draw asking for `wanted` is about to draw, by figures.value_about_to_draw.
    None when it draws nothing: after skipping, a draw past ages.game_end_draw (which ends the
    game instead) or from an empty deck that is not skipped (actions.skip_empty_piles false)."""
    if wanted is None:
        return None
    current = max(wanted, min(gs.supply) if gs.supply else wanted)
    if gs.rules.figures.value_about_to_draw == "asked":
        return current
    while current < gs.rules.ages.game_end_draw:
        if gs.supply.get(current):
            return current
        if not gs.rules.actions.skip_empty_piles:
            return None
        current += 1
    return None
