"""Echoes steps: a player's forecast and the Echoes decks (docs/protocol.md 4.5: the state's
`players[].forecast`, oldest first, and `supply_echoes`, top card first).

A forecast is private: its owner sees its cards, the other players only how many it holds.
These steps read the referee's view, which names every card.
"""

from __future__ import annotations

from ..running.context import ScenarioContext
from . import words as W
from .base import expect as _expect
from .base import given, then


@given("{player:Name}'s forecast is {cards:Cards}", "Given Alice's forecast is Laser, Tools")
def forecast(ctx: ScenarioContext, player: str, cards: list[str]):
    """Puts exactly these cards in the player's forecast ('nothing' for none)."""
    ctx.player_entry(player)["forecast"] = cards


@then("{player:Name}'s forecast is {cards:Cards}", "Then Alice's forecast is Fusion")
def forecast_is(ctx: ScenarioContext, player: str, cards: list[str]):
    """The player's forecast holds exactly these cards, in any order ('nothing': empty)."""
    actual = ctx.player_state(player).get("forecast")
    _expect(isinstance(actual, list), f"the state gives {player} no forecast (players[].forecast)")
    _expect(sorted(actual or []) == sorted(cards),
            f"{player}'s forecast is {W.listed(actual or [])}, expected {W.listed(cards)}")


@given("the age {age:d} Echoes pile is {cards:Cards}", "Given the age 9 Echoes pile is Jet, ATM")
def echoes_pile(ctx: ScenarioContext, age: int, cards: list[str]):
    """Sets one Echoes deck exactly, top card first ('nothing' for an empty deck); an Echoes deck
    left out holds every Echoes card of its age placed nowhere else, shuffled by the seed."""
    ctx.before_start()
    ctx.state.setdefault("supply_echoes", {})[str(age)] = cards


@then("the age {age:d} Echoes pile is {cards:Cards}", "Then the age 9 Echoes pile is ATM")
def echoes_pile_is(ctx: ScenarioContext, age: int, cards: list[str]):
    """The Echoes deck of that age holds exactly these cards, top first ('nothing': empty)."""
    decks = ctx.current().get("supply_echoes")
    _expect(isinstance(decks, dict), "the state lists no Echoes decks (supply_echoes)")
    actual = decks.get(str(age), []) if isinstance(decks, dict) else None
    _expect(actual == cards, f"the age {age} Echoes pile is {W.listed(actual or [])}, expected {W.listed(cards)}")
