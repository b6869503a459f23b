"""The root of the Innovation variant model: `InnovationVariant`, one field per table, and
`cards`, the table that names the card set and the expansions in play.

An expansion is one module of this package holding its table (figures.py, echoes.py, unseen.py); it joins
the model here, as a field of `InnovationVariant` and a name in `Expansion`.
"""

from __future__ import annotations

from typing import Literal, get_args

from pydantic import Field

from ..common import Players, Strict, VariantHeader
from .core import Actions, Ages, Dogma, Limits, Setup, SpecialAchievements, Splay, Teams, Terminology, Victory
from .echoes import Echoes
from .figures import Figures
from .readings import CardReadings
from .unseen import Unseen

# The expansions whose cards a variant may put in play beside its set.
Expansion = Literal["figures", "echoes", "unseen"]


class Cards(Strict):
    set: Literal["base", "base-ultimate"] = Field(description="Card set: 105 base cards, or the 115 fourth-edition cards.")
    expansions: list[Expansion] = Field(
        default_factory=list, max_length=len(get_args(Expansion)),  # each at most once
        description="Expansions whose cards are in play beside the set: 'figures' brings the 115 figures "
                    "(eleven Figures decks, five decrees) and the fifteen age-0 base cards; 'echoes' the 115 "
                    "Echoes cards (eleven Echoes decks, each player's forecast); 'unseen' the 115 Unseen cards (eleven "
                    "Unseen decks, each player's safe).",
        json_schema_extra={"reference_engine_plays": [[], ["figures"], ["echoes"], ["figures", "echoes"], ["unseen"],
                                                      ["echoes", "unseen"]]})
    wording: Literal["first-edition", "third-edition", "fourth-edition"] = Field(
        description="Which card texts apply (the first and third editions differ on nine base cards).")
    readings: CardReadings = Field(
        default_factory=CardReadings, description="Readings of card texts that the sources leave open.")


class InnovationVariant(VariantHeader):
    """A complete, resolved Innovation rule set."""

    game: Literal["innovation"] = Field(description="The game this variant configures.")
    players: Players = Field(description="Player range.")
    ages: Ages = Field(description="Supply ages and the end of the game by drawing.")
    setup: Setup = Field(description="Setting up and the first turn.")
    actions: Actions = Field(description="The four actions and what they cost.")
    dogma: Dogma = Field(description="Dogma actions: demands, sharing and the bonus.")
    splay: Splay = Field(description="Splay directions and the icons they show.")
    special_achievements: SpecialAchievements = Field(description="Special achievements, their timing and ties.")
    victory: Victory = Field(description="How the game is won.")
    figures: Figures = Field(description="Figure cards.")
    echoes: Echoes = Field(default_factory=Echoes, description="The Echoes expansion: echo effects, the forecast, promotion.")
    unseen: Unseen = Field(default_factory=Unseen, description="The Unseen expansion: the safe, safeguard, the Unseen draw.")
    teams: Teams = Field(description="The 2 vs 2 team game.")
    cards: Cards = Field(description="Which card set and card texts apply.")
    limits: Limits = Field(default_factory=Limits, description="Zone limits.")
    terminology: Terminology = Field(
        default_factory=Terminology, description="This edition's words for the shared concepts.",
        json_schema_extra={"documentation_only": "words change no rule"})

    def achievements_to_win(self, players: int) -> int:
        """Achievements needed to win with `players` players (teams: the team total).

        >>> from rulebook.variants import load_variant
        >>> load_variant("deluxe").achievements_to_win(2)
        6
        """
        target = self.teams.achievements if self.teams.enabled else self.victory.achievements
        needed = target.base + target.per_player * players + target.per_expansion * self.setup.expansions
        return max(needed, target.minimum) if target.minimum is not None else needed
