"""Steps for the Echoes expansion (fourth edition): the forecast, the Echoes decks, and the
outcomes only Echoes has, a card foreshadowed and a card promoted.

The canonical state lists a player's forecast as `players[].forecast` (in the order its cards
arrived; private to its owner, docs/protocol.md 4.5) and the Echoes decks as `supply_echoes`
(by age, top card first, like `supply`). A decision that foreshadows or promotes is stated by
its outcome with the card verbs "When Alice foreshadows Writing" and "When Alice promotes Comb"
(steps/decisions.py; read from the `foreshadow` and `promote` events, or from the state when an
engine sends none of that kind). What happened without a decision of the player's is checked
with "Then Alice foreshadowed ..." and "Then Alice promoted ...". Like every step, these read and
set the game only through protocol v1 (`ctx`), so they work for any implementation that plays
the expansion.
"""

from __future__ import annotations

from ..running.context import ScenarioContext
from . import words as W
from .base import expect as _expect
from .base import given, then


@given("{player:Name}'s forecast is {cards:Cards}", "Given Alice's forecast is Tools, Comb")
def forecast(ctx: ScenarioContext, player: str, cards: list[str]):
    """Puts exactly these cards in the player's forecast, oldest first ('nothing' for an empty
    forecast); a variant without Echoes refuses the position."""
    ctx.player_entry(player)["forecast"] = cards


@given("{player:Name} has {cards:Cards} in the forecast", "Given Alice has Tractor, Pencil in the forecast")
def forecast_held(ctx: ScenarioContext, player: str, cards: list[str]):
    """Puts exactly these cards in the player's forecast, oldest first (the same position as
    "Alice's forecast is ...", worded as the hand and score pile steps are)."""
    forecast(ctx, player, cards)


@then("{player:Name}'s forecast is {cards:Cards}", "Then Alice's forecast is Comb")
def forecast_is(ctx: ScenarioContext, player: str, cards: list[str]):
    """The player's forecast holds exactly these cards, in any order ('nothing': empty)."""
    actual = ctx.player_state(player).get("forecast")
    _expect(isinstance(actual, list), f"the state lists no forecast for {player} (players[].forecast)")
    _expect(sorted(actual or []) == sorted(cards),
            f"{player}'s forecast is {W.listed(actual or [])}, expected {W.listed(cards)}")


@given("the Echoes age {age:d} pile is {cards:Cards}", "Given the Echoes age 1 pile is Comb, Ruler")
def echoes_pile(ctx: ScenarioContext, age: int, cards: list[str]):
    """Sets one Echoes deck exactly, top card first ('nothing' for an empty deck); an Echoes
    deck left out holds every Echoes card of its age placed nowhere else, shuffled by the seed."""
    ctx.before_start()
    ctx.state.setdefault("supply_echoes", {})[str(age)] = cards


@given("the age {age:d} echoes pile is {cards:Cards}", "Given the age 8 echoes pile is Tractor, Nylon")
def echoes_pile_by_age(ctx: ScenarioContext, age: int, cards: list[str]):
    """Sets one Echoes deck exactly, top card first (the same position as "the Echoes age N pile
    is ...", worded as the Figures deck step is)."""
    echoes_pile(ctx, age, cards)


def _echoes_deck(ctx: ScenarioContext, age: int) -> list:
    decks = ctx.current().get("supply_echoes")
    _expect(isinstance(decks, dict), "the state lists no Echoes decks (supply_echoes)")
    return list(decks.get(str(age), []) if isinstance(decks, dict) else [])


@then("the Echoes age {age:d} pile is {cards:Cards}", "Then the Echoes age 1 pile is Ruler")
def echoes_pile_is(ctx: ScenarioContext, age: int, cards: list[str]):
    """The Echoes deck of that age holds exactly these cards, top first ('nothing': empty)."""
    actual = _echoes_deck(ctx, age)
    _expect(actual == cards, f"the Echoes age {age} pile is {W.listed(actual)}, expected {W.listed(cards)}")


@then("the age {age:d} echoes pile is {cards:Cards}", "Then the age 8 echoes pile is Nylon")
def echoes_pile_by_age_is(ctx: ScenarioContext, age: int, cards: list[str]):
    """The Echoes deck of that age holds exactly these cards, top first (as "the Echoes age N
    pile is ...")."""
    echoes_pile_is(ctx, age, cards)


@then("the Echoes age {age:d} pile has {count:d} cards", "Then the Echoes age 2 pile has 10 cards")
def echoes_pile_count(ctx: ScenarioContext, age: int, count: int):
    """The Echoes deck of that age holds this many cards."""
    actual = len(_echoes_deck(ctx, age))
    _expect(actual == count, f"the Echoes age {age} pile has {actual} cards, expected {count}")


def _happened(ctx: ScenarioContext, seat: int, kind: str, card: str) -> bool | None:
    """Whether an event of `kind` of the last move (and the answers since) moved `card` for
    `seat`; None when the events hold none of that kind (an engine may send events of some
    kinds only: the state is read then)."""
    found = [e for e in ctx.events if isinstance(e, dict) and e.get("type") == kind]
    if not found:
        return None
    return any(e.get("player") == seat and e.get("card") == card for e in found)


@then("{player:Name} foreshadowed {cards:Cards}", "Then Alice foreshadowed Tools, Sailing")
def foreshadowed(ctx: ScenarioContext, player: str, cards: list[str]):
    """The last move (and the answers since) put each of these cards into the player's
    forecast: `foreshadow` events; an engine that sends events but none of that kind is read
    from the state (each card is in the forecast now)."""
    seat = ctx.seat(player)
    now = ctx.player_state(player).get("forecast") or []
    for card in cards:
        seen = _happened(ctx, seat, "foreshadow", card)
        held = card in now if seen is None else seen
        _expect(held, f"{player} did not foreshadow {card} in the last move "
                      f"(foreshadows: {W.as_json([e for e in ctx.events if e.get('type') == 'foreshadow'])})")


@then("{player:Name} promoted {card}", "Then Alice promoted Comb")
def promoted(ctx: ScenarioContext, player: str, card: str):
    """The last move (and the answers since) promoted this card from the player's forecast
    after their Meld action: a `promote` event; an engine that sends events but none of that
    kind is read from the state (the card is on the player's board, out of the forecast)."""
    seat = ctx.seat(player)
    seen = _happened(ctx, seat, "promote", card)
    if seen is None:
        state = ctx.player_state(player)
        on_board = any(card in pile.get("cards", []) for pile in (state.get("board") or {}).values())
        seen = on_board and card not in (state.get("forecast") or [])
    _expect(seen, f"{player} did not promote {card} in the last move "
                  f"(promotions: {W.as_json([e for e in ctx.events if e.get('type') == 'promote'])})")


@then("nobody promoted a card", "Then nobody promoted a card")
def nothing_promoted(ctx: ScenarioContext):
    """The last move (and the answers since) promoted no card (read from events)."""
    found = [e for e in ctx.events if e.get("type") == "promote"]
    _expect(not found, f"a card was promoted: {W.as_json(found)}")


foreshadowed.needs = promoted.needs = nothing_promoted.needs = "events"  # type: ignore[attr-defined]
