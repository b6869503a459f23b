"""Steps for the Figures expansion (fourth edition): the Figures decks, the decrees, the Decree
action, and the icons that only figures and age-0 cards show.

The canonical state lists the Figures decks as `supply_figures` (by age, top card first, like
`supply`) and the available decrees as `achievements.decrees`; a decree held is an achievement
of its holder, by name. Age 0 needs no step of its own: "the age 0 pile is ..." puts the age-0
deck in play (docs/protocol.md 4.5). Like every step, these read and set the game only through
protocol v1 (`ctx`), so they work for any implementation that plays the expansion.
"""

from __future__ import annotations

from ..context import ScenarioContext
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
    _expect(decks is not None, "the state lists no Figures decks (supply_figures)")
    actual = decks.get(str(age), [])
    _expect(actual == cards, f"the age {age} figures pile is {actual}, expected {cards}")


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
    _expect(actual is not None, "the state lists no available decrees (achievements.decrees)")
    _expect(sorted(actual) == sorted(names), f"the available decrees are {actual}, expected {names}")


@when("{player:Name} issues the {decree} decree", "When Alice issues the War decree")
def issue_decree(ctx: ScenarioContext, player: str, decree: str):
    """The Decree action, issuing the named decree (move {"type": "decree", "decree": NAME})."""
    ctx.play(player, {"type": "decree", "decree": decree})
