"""Steps for the Figures expansion (fourth edition): the Figures decks, the decrees and the Decree
action, and the available achievements beyond one per value.

The canonical state lists the Figures decks as `supply_figures` (by age, top card first, like
`supply`), the available decrees as `achievements.decrees` (a decree held is an achievement of
its holder, by name) and the extra available standard achievements as
`achievements.standard_extra`. Age 0 needs no step of its own: "the age 0 pile is ..." puts the
age-0 deck in play, and "shows N avatar" / "shows N meat" count those icons (docs/protocol.md 4.4). Like every step, these read and set the game only through
protocol v1 (`ctx`), so they work for any implementation that plays the expansion.
"""

from __future__ import annotations

from ..running.context import ScenarioContext
from . import words as W
from .base import expect as _expect
from .base import given, then, when


@given("the age {age:d} figures pile is {cards:Cards}", "Given the age 2 figures pile is Sun Tzu, Plato")
def figures_pile(ctx: ScenarioContext, age: int, cards: list[str]):
    """Sets one Figures deck exactly, top card first ('nothing' for an empty deck); a Figures
    deck left out holds every figure of its age placed nowhere else, shuffled by the seed."""
    ctx.before_start()
    ctx.state.setdefault("supply_figures", {})[str(age)] = cards


@then("the age {age:d} figures pile is {cards:Cards}", "Then the age 2 figures pile is Plato")
def figures_pile_is(ctx: ScenarioContext, age: int, cards: list[str]):
    """The Figures deck of that age holds exactly these cards, top first ('nothing': empty)."""
    decks = ctx.current().get("supply_figures")
    _expect(isinstance(decks, dict), "the state lists no Figures decks (supply_figures)")
    actual = decks.get(str(age), []) if isinstance(decks, dict) else None
    _expect(actual == cards, f"the age {age} figures pile is {W.listed(actual or [])}, expected {W.listed(cards)}")


@given("the available decrees are {names:Cards}", "Given the available decrees are War, Trade")
def decrees(ctx: ScenarioContext, names: list[str]):
    """Sets the decrees still available ('nothing' for none); a decree neither available nor
    held by a player is out of play."""
    ctx.before_start()
    ctx.state.setdefault("achievements", {})["decrees"] = names


@then("the available decrees are {names:Cards}", "Then the available decrees are Trade, Expansion")
def decrees_are(ctx: ScenarioContext, names: list[str]):
    """The decrees still available are exactly these, in any order ('nothing' for none)."""
    actual = (ctx.current().get("achievements") or {}).get("decrees")
    _expect(isinstance(actual, list), "the state lists no available decrees (achievements.decrees)")
    _expect(sorted(actual or []) == sorted(names), f"the available decrees are {W.listed(actual or [])}, expected {W.listed(names)}")


@when("{player:Name} issues the {decree} decree", "When Alice issues the War decree")
def issue_decree(ctx: ScenarioContext, player: str, decree: str):
    """The Decree action, issuing the named decree (move {"type": "decree", "decree": NAME})."""
    ctx.play(player, {"type": "decree", "decree": decree})


@then("{player:Name} may issue the decrees {names:Cards}", "Then Alice may issue the decrees War, Rivalry")
def may_issue(ctx: ScenarioContext, player: str, names: list[str]):
    """The legal decree moves are exactly these decrees ('nothing' for none)."""
    answer = ctx.moves()
    _expect(answer["player"] == ctx.seat(player), f"{ctx.players[answer['player']]} is to act, not {player}")
    _expect("moves" in answer, f"{player} has a decision pending, not a choice of actions")
    actual = sorted(m["decree"] for m in answer["moves"] if m["type"] == "decree")
    _expect(actual == sorted(names), f"{player} may issue the decrees {W.listed(actual)}, expected {W.listed(sorted(names))}")


@given("the extra available achievements are {cards:Cards}",
       "Given the extra available achievements are Sailing, Tools")
def standard_extra(ctx: ScenarioContext, cards: list[str]):
    """Figures: available standard achievements beyond the one of their value (cards a karma
    made available), oldest first; each waits behind the standard achievement of its value,
    which the position must list ("the standard achievements are ...")."""
    ctx.before_start()
    ctx.state.setdefault("achievements", {})["standard_extra"] = cards


@then("the extra available achievements are {cards:Cards}", "Then the extra available achievements are Tools")
def standard_extra_is(ctx: ScenarioContext, cards: list[str]):
    """Figures: the available standard achievements beyond the one of their value, oldest
    first ('nothing' for none)."""
    actual = (ctx.current().get("achievements") or {}).get("standard_extra")
    _expect(isinstance(actual, list), "the state lists no extra achievements (achievements.standard_extra)")
    _expect(actual == cards, f"the extra available achievements are {W.listed(actual or [])}, expected {W.listed(cards)}")
