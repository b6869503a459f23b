"""The Echoes set's effect registry: it extends the fourth-edition base set, so a game with
Echoes plays every base card as `ultimate` does, and registers the 115 Echoes cards under the
fourth-edition wording."""

from ...effects.registry import EffectSet
from ..base_ultimate.wordings import EFFECTS as ULTIMATE

FOURTH = ("fourth-edition",)

EFFECTS = EffectSet("echoes", FOURTH, parent=ULTIMATE, inherit="fourth-edition")
