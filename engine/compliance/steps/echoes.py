"""Steps for the Echoes expansion (fourth edition): each player's forecast and the Echoes decks.

The canonical state lists a player's forecast as `players[].forecast` (oldest first; only its
owner sees the titles, docs/protocol.md 4.5) and the Echoes decks as `supply_echoes` (by age, top
card first, like `supply`). Like every step, these read and set the game only through protocol
v1 (`ctx`), so they work for any implementation that plays the expansion.
"""

from __future__ import annotations

from ..running.context import ScenarioContext
from . import words as W
from .base import expect as _expect
from .base import given, then


@given("{player:Name} has {cards:Cards} in the forecast", "Given Alice has Tractor, Pencil in the forecast")
def forecast(ctx: ScenarioContext, player: str, cards: list[str]):
    """Puts exactly these cards in the player's forecast, oldest first."""
    ctx.player_entry(player)["forecast"] = cards


@then("{player:Name}'s forecast is {cards:Cards}", "Then Alice's forecast is Tractor")
def forecast_is(ctx: ScenarioContext, player: str, cards: list[str]):
    """The player's forecast holds exactly these cards (in any order; 'nothing' for none)."""
    actual = ctx.player_state(player).get("forecast")
    _expect(isinstance(actual, list), f"the state lists no forecast for {player} (players[].forecast)")
    actual = actual if isinstance(actual, list) else []
    _expect(sorted(actual) == sorted(cards), f"{player}'s forecast is {W.listed(actual)}, expected {W.listed(cards)}")


@given("the age {age:d} echoes pile is {cards:Cards}", "Given the age 8 echoes pile is Tractor, Nylon")
def echoes_pile(ctx: ScenarioContext, age: int, cards: list[str]):
    """Sets one Echoes deck exactly, top card first ('nothing' for an empty deck); an Echoes deck
    left out holds every Echoes card of its age placed nowhere else, shuffled by the seed."""
    ctx.before_start()
    ctx.state.setdefault("supply_echoes", {})[str(age)] = cards


@then("the age {age:d} echoes pile is {cards:Cards}", "Then the age 8 echoes pile is Nylon")
def echoes_pile_is(ctx: ScenarioContext, age: int, cards: list[str]):
    """The Echoes deck of that age holds exactly these cards, top first ('nothing': empty)."""
    decks = ctx.current().get("supply_echoes")
    _expect(isinstance(decks, dict), "the state lists no Echoes decks (supply_echoes)")
    actual = decks.get(str(age), []) if isinstance(decks, dict) else []
    _expect(actual == cards, f"the age {age} echoes pile is {W.listed(actual)}, expected {W.listed(cards)}")
