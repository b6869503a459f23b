"""The wording the fourth-edition cards exist in, and the set's effect registry: it extends
the base set's third-edition cards, so a card whose effects did not change is not registered
here at all (it plays as the base card); only the changed and new cards are."""

from ...effects.registry import EffectSet
from ..base.wordings import EFFECTS as BASE

FOURTH = ("fourth-edition",)

EFFECTS = EffectSet("base-ultimate", FOURTH, parent=BASE, inherit="third-edition")
