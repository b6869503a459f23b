"""The wordings the base-set cards exist in (the fourth edition has its own set)."""

FIRST = ("first-edition",)
THIRD = ("third-edition",)
BOTH = ("first-edition", "third-edition")
