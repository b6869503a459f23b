"""Steps for a player's decisions, stated by what the player brings about.

A scenario never states the shape of the engine's questions (how many, in which order, in
which words): "When Bob returns Tools then Calendar" is played by answering whatever the
engine asks until Tools and then Calendar have gone back to the supply; "Then Bob may return
up to 3 of Tools, Writing, Calendar" holds when the ways Bob's choice can end are exactly the
choices of at most three of those cards. See `running/decisions.py` and docs/protocol.md 9.

A list "A then B" states an order (the first returned, tucked or melded first); "A, B" does not.
"""

from __future__ import annotations

from ..running.context import ScenarioContext
from ..running.decisions import Intent
from . import words as W
from .base import REGISTRY, decides, then, when
from .base import expect as _expect


def bring_about(ctx: ScenarioContext, player: str, verb: str, items: tuple[list, bool]) -> None:
    values, ordered = items
    if not values:  # "chooses nothing": the player takes none of what is offered
        verb = "declines"
    ctx.bring_about(player, Intent(ctx.seat(player), verb, tuple(values), ordered and len(values) > 1))


@decides
@when("{player:Name} {verb:Verb} {items:Items}", "When Bob returns Tools then Calendar")
def outcome(ctx: ScenarioContext, player: str, verb: str, items: tuple[list, bool]):
    """The player's decision brings this about, however the engine asks it: the named cards
    are returned (to the supply), scored, tucked, junked, transferred, given, exchanged,
    restored (special achievements), drawn or foreshadowed (Echoes: into the player's forecast),
    or kept where they were; the pile of the named colour is splayed; or the named values,
    colours, players or words are chosen (chooses, names, reveals, executes). "A then B"
    states an order: A is returned, tucked or melded first."""
    bring_about(ctx, player, verb, items)


@decides
@REGISTRY.add("When", "{player:Name} melds {card:Items}", "When Alice melds The Wheel", subject="Acting")
def melds(ctx: ScenarioContext, player: str, card: tuple[list, bool]):
    """With no decision of the player's pending, the Meld action with that card from hand;
    while the player decides, their decision melds these cards ("A then B": A first)."""
    ctx.settle()  # a question no answer of which changes anything is no decision to meld in
    pending = ctx.pending()
    if pending is None or pending.get("player") != ctx.seat(player):
        values, _ = card
        _expect(len(values) == 1, f"the Meld action melds one card, not {W.listed(values)}")
        ctx.play(player, {"type": "meld", "card": str(values[0])})
        return
    bring_about(ctx, player, "melds", card)


@decides
@when("{player:Name} declines", "When Alice declines")
def declines(ctx: ScenarioContext, player: str):
    """The player does not take what their decision offers (whatever it is asked as: "no", or
    nothing chosen); an engine that does not ask, because nothing could be taken, passes."""
    ctx.bring_about(player, Intent(ctx.seat(player), "declines"))


@decides
@when("{player:Name} accepts", "When Alice accepts")
def accepts(ctx: ScenarioContext, player: str):
    """The player takes the optional action their decision offers ("yes", or the one card
    offered)."""
    ctx.bring_about(player, Intent(ctx.seat(player), "accepts"))


# -- Then: what a player may bring about -------------------------------------------------------

def _possible(ctx: ScenarioContext, player: str, verb: str, low: int, high: int, items: tuple[list, bool]) -> None:
    values, _ = items
    ctx.possible(player, Intent(ctx.seat(player), verb, tuple(values)), low, high)


@decides
@then("{player:Name} may {verb:Infinitive} up to {high:d} of {items:Items}",
      "Then Bob may return up to 3 of Tools, Writing, Calendar")
def may_up_to(ctx: ScenarioContext, player: str, verb: str, high: int, items: tuple[list, bool]):
    """The player decides now, and may bring about any choice of at most `high` of these
    (none included): the ways the decision can end are exactly those, whatever the engine's
    questions (options that change nothing may be left out by the engine only where their
    outcome is another option's)."""
    _possible(ctx, player, verb, 0, high, items)


@decides
@then("{player:Name} must {verb:Infinitive} {count:d} of {items:Items}", "Then Alice must junk 1 of Writing, Sailing")
def must_exactly(ctx: ScenarioContext, player: str, verb: str, count: int, items: tuple[list, bool]):
    """The player decides now, and the ways the decision can end are exactly the choices of
    `count` of these."""
    _possible(ctx, player, verb, count, count, items)


@decides
@then("{player:Name} must {verb:Infinitive} {low:d} to {high:d} of {items:Items}",
      "Then Alice must transfer 1 to 2 of Archery, Oars, Tools")
def must_between(ctx: ScenarioContext, player: str, verb: str, low: int, high: int, items: tuple[list, bool]):
    """The player decides now, and the ways the decision can end are exactly the choices of
    `low` to `high` of these."""
    _possible(ctx, player, verb, low, high, items)


@decides
@then("{player:Name} may accept or decline", "Then Alice may accept or decline")
def may_decline(ctx: ScenarioContext, player: str):
    """The player decides now whether to take an optional action: declining is one way the
    decision ends, and another answer leads elsewhere (asked yes/no, or as 0 or 1 of a card)."""
    ctx.may_decline(player)


@decides
@then("{player:Name} cannot decline", "Then Alice cannot decline")
def cannot_decline(ctx: ScenarioContext, player: str):
    """The player decides now, and must take something: no way the decision can end, whatever
    the engine asks (a branch first, then its details), declines having taken nothing. For a
    "choose one" whose branch, once chosen, must be carried out while other branches are open."""
    ctx.cannot_decline(player)


@decides
@when("{player:Name} answers {choice:Values}", "When Bob answers nothing")
def answers_raw(ctx: ScenarioContext, player: str, choice: list):
    """Sends exactly this answer to the player's pending decision ('nothing': an empty answer),
    whatever its shape: for checking that an engine refuses an answer no question of any shape
    could take (a mandatory choice left empty, a card not among those that may be chosen)."""
    ctx.play(player, {"type": "choose", "choice": choice})
