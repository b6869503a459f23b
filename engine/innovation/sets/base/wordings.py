"""The wordings the base-set cards exist in, and the set's effect registry (the fourth edition
has its own set, which extends this one)."""

from ...effects.registry import EffectSet

FIRST = ("first-edition",)
THIRD = ("third-edition",)
BOTH = ("first-edition", "third-edition")

EFFECTS = EffectSet("base", BOTH)
