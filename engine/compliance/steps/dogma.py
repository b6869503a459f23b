"""Steps for the dogma features: cards taken out of the game, reveals, empty boards.

Like every step module these drive the game only through protocol v1 (the state and the
events `play` answers), so the same feature files test any implementation.
"""

from __future__ import annotations

from ..running.context import ScenarioContext
from . import words as W
from .base import expect as _expect
from .base import then


def _places(state: dict) -> dict[str, str]:
    """Card title -> where the canonical state holds it (every zone a card can be in)."""
    places: dict[str, str] = {}
    for seat, player in enumerate(state["players"]):
        who = player.get("name", f"seat {seat}")
        for zone in ("hand", "score", "achievements", "forecast"):
            for name in player.get(zone, []):
                places[name] = f"{who}'s {zone}"
        for color, pile in player.get("board", {}).items():
            for name in pile["cards"]:
                places[name] = f"{who}'s {color} pile"
    for age, pile in state.get("supply", {}).items():
        for name in pile:
            places[name] = f"the age {age} pile"
    for deck in ("figures", "echoes"):
        for age, pile in (state.get(f"supply_{deck}") or {}).items():
            for name in pile:
                places[name] = f"the {deck.capitalize()} age {age} pile"
    achievements = state.get("achievements") or {}
    for age, name in (achievements.get("standard") or {}).items():
        places[name] = f"the standard achievement of age {age}"
    for name in achievements.get("special") or []:
        places[name] = "the special achievements"
    for name in state.get("junk", []):
        places[name] = "the junk pile"
    return places


@then("{cards:Cards} are out of the game", "Then Software, Robotics are out of the game")
@then("{cards:Cards} is out of the game", "Then Miniaturization is out of the game")
def out_of_game(ctx: ScenarioContext, cards: list[str]):
    """None of these cards is in any zone of the state: no hand, board, score pile,
    achievements, supply pile, available achievement or junk pile holds it (removed from
    the game, or never in play)."""
    places = _places(ctx.current())
    found = {name: places[name] for name in cards if name in places}
    _expect(not found, "still in the game: " + ", ".join(f"{n} in {w}" for n, w in found.items()))


@then("{player:Name}'s board is empty", "Then Bob's board is empty")
def board_empty(ctx: ScenarioContext, player: str):
    """The player has no card on their board (no colour pile at all)."""
    board = ctx.player_state(player)["board"]
    _expect(not board, f"{player}'s board holds {W.board(board)}")


@then("no card of {player:Name} was revealed", "Then no card of Bob was revealed")
def revealed_none(ctx: ScenarioContext, player: str):
    """The last move showed no card on the player's behalf (no `reveal` event of theirs): a card
    they drew stayed hidden."""
    seat = ctx.seat(player)
    shown = [e for e in ctx.events if e.get("type") == "reveal" and e.get("player") == seat]
    _expect(not shown, f"{player} revealed {W.listed([str(e.get('card')) for e in shown])} in the last move")


revealed_none.needs = "events"  # type: ignore[attr-defined]


@then("{player:Name} revealed {card}", "Then Bob revealed Sailing")
def revealed(ctx: ScenarioContext, player: str, card: str):
    """The last move showed this card to everyone on the player's behalf (a `reveal` event)."""
    seat = ctx.seat(player)
    shown = [e for e in ctx.events if e.get("type") == "reveal"]
    _expect(any(e.get("player") == seat and e.get("card") == card for e in shown),
            f"{player} did not reveal {card} in the last move (reveals: {W.as_json(shown)})")


revealed.needs = "events"  # type: ignore[attr-defined]


@then("{player:Name} melded {cards:Cards}", "Then Bob melded Sailing")
def melded(ctx: ScenarioContext, player: str, cards: list[str]):
    """The last move (and the answers since) melded each of these cards on the player's behalf
    (`meld` events): a card put on a board by a meld, not by a transfer."""
    seat = ctx.seat(player)
    found = [e for e in ctx.events if e.get("type") == "meld"]
    for card in cards:
        _expect(any(e.get("player") == seat and e.get("card") == card for e in found),
                f"{player} did not meld {card} in the last move (melds: {W.as_json(found)})")


@then("nobody melded a card", "Then nobody melded a card")
def nothing_melded(ctx: ScenarioContext):
    """The last move (and the answers since) melded no card (read from events): cards that came
    onto a board came by transfer."""
    found = [e for e in ctx.events if e.get("type") == "meld"]
    _expect(not found, f"a card was melded: {W.as_json(found)}")


melded.needs = nothing_melded.needs = "events"  # type: ignore[attr-defined]


@then("{player:Name} executed {cards:Cards}", "Then Alice executed Pen Name, Archery")
def executed(ctx: ScenarioContext, player: str, cards: list[str]):
    """The last move (and the answers since) executed each of these cards, or one effect of
    it, on the player's behalf outside their Dogma action (`execute` events: a self- or
    super-execution, or an effect carried out as Teleprompter's)."""
    seat = ctx.seat(player)
    found = [e for e in ctx.events if e.get("type") == "execute"]
    for card in cards:
        _expect(any(e.get("player") == seat and e.get("card") == card for e in found),
                f"{player} did not execute {card} in the last move (executions: {W.as_json(found)})")


executed.needs = "events"  # type: ignore[attr-defined]
