"""The Innovation variant model: every rule parameter the editions differ on, or state.

Tables follow the rule areas that reports group by: players, ages, setup, actions, dogma,
splay, special_achievements, victory, figures, echoes, unseen, teams, cards, limits, terminology.

Everything about a parameter is declared beside its field: its meaning (description), type,
bounds and default; the values the reference engine plays (`json_schema_extra=
{"reference_engine_plays": [...]}`, engine/variants/support.py); whether it is documentation
only, read by no engine (`{"documentation_only": "why"}`); and when it cannot change play
(a `DormantWhen` in the field's Annotated type). The engine reads the values under these
names (engine/innovation/rules.py), the reports phrase them (engine/reports/phrases).

The modules, by concern (each imports only those above it):

- `basics.py`: bounds, shared literal types, `DormantWhen` and the helpers that build markers;
- `figures.py`, `echoes.py`, `unseen.py`: one expansion each, its table and its dormancy marker
  (Echoes and Unseen also their special-achievement condition kinds);
- `conditions.py`: the special-achievement condition kinds, and the `Condition` union;
- `readings.py`: `CardReadings`, the card texts the sources leave open;
- `core.py`: the base game's tables;
- `model.py`: the root, `InnovationVariant`, and `cards`, which names the expansions.

The names below are the package's public face: import them from `rulebook.variants.innovation`.
"""

from __future__ import annotations

from ..common import MAX_AGE
from .basics import DormantWhen
from .conditions import (
    BonusesAtLeast,
    ColorsSplayed,
    Condition,
    EachIconAtLeast,
    EchoEffectsInOnePile,
    FewerColors,
    ForecastAtLeast,
    HexesInOnePile,
    IconAtLeast,
    IconsInPiles,
    NoOddTopCards,
    NoStandardAchievements,
    NoVisibleIcon,
    SecretsAtLeast,
    TopCardsOfValue,
    TopCardsWithDemand,
    TuckedOrScoredInTurn,
)
from .model import InnovationVariant
from .readings import CardReadings

__all__ = ["MAX_AGE", "BonusesAtLeast", "CardReadings", "ColorsSplayed", "Condition", "DormantWhen",
           "EachIconAtLeast", "EchoEffectsInOnePile", "FewerColors", "ForecastAtLeast", "HexesInOnePile", "IconAtLeast",
           "IconsInPiles", "InnovationVariant", "NoOddTopCards", "NoStandardAchievements", "NoVisibleIcon",
           "SecretsAtLeast", "TopCardsOfValue", "TopCardsWithDemand", "TuckedOrScoredInTurn"]
