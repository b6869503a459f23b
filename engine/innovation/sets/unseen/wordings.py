"""The Unseen set's effect registry: it extends the fourth-edition base set, so a game with the
Unseen plays every base card as `ultimate` does, and registers the 115 Unseen cards under the
fourth-edition wording. With Echoes too, sets/__init__.py joins this set and the Echoes set."""

from ...effects.registry import EffectSet
from ..base_ultimate.wordings import EFFECTS as ULTIMATE

FOURTH = ("fourth-edition",)

EFFECTS = EffectSet("unseen", FOURTH, parent=ULTIMATE, inherit="fourth-edition")
