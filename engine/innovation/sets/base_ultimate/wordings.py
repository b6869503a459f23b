"""The wording the fourth-edition cards register with (the base set has its own)."""

FOURTH = ("fourth-edition",)
