"""What an engine that serves players' views (capability `player_views`, docs/protocol.md 4.6)
is held to at the end of each Innovation scenario: for every seat, the view it answers to
`{"op": "state", "viewer": seat}` is its referee's state with exactly the cards that seat may
not look at turned to their backs, and no text in it (a decision's prompt, an extension field)
names one of those cards.

Checked on the position the scenario ends in, so a scenario costs one request per seat more.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

from ...innovation.cards import load_catalog
from ...innovation.view import player_view
from .failures import StepFailure
from .faults import ImplementationFailure
from .positions import first_difference, without_extensions

if TYPE_CHECKING:
    from .context import ScenarioContext


def check_player_views(ctx: ScenarioContext) -> None:
    """Hold every seat's view of the final position to the referee's state (see the module)."""
    if ctx.game != "innovation" or not ctx.has("player_views") or ctx.position is None:
        return                  # no game of the scenario's (its new_game refused, as it expected)
    try:
        referee = ctx.served_state()
    except StepFailure:
        return
    variant = ctx.variant_view()
    cards = load_catalog(variant["cards"]["set"], tuple(variant["cards"].get("expansions", ()))).cards

    def back(title: str) -> dict | str:
        return {"age": cards[title].age, "set": cards[title].deck} if title in cards else title

    for seat in range(len(referee["players"])):
        answer = ctx.call({"op": "state", "viewer": seat})
        if not answer.get("ok"):
            raise ImplementationFailure("bad_answer", f"the engine declares player_views but refused the view of "
                                                      f"seat {seat}: {answer.get('error')}")
        problem = view_problem(referee, answer.get("state"), seat, back)
        if problem:
            raise ImplementationFailure("inconsistent", f"the view of seat {seat} ({referee['players'][seat]['name']}) "
                                                        f"of the final position: {problem}")


def view_problem(referee: dict, view, seat: int, back) -> str | None:
    """What is wrong with `view` as seat `seat`'s view of the `referee` state; None: nothing.

        >>> back = lambda t: {"age": 1, "set": "base"}
        >>> referee = {"players": [{"hand": ["Tools"]}, {"hand": ["Oars"]}], "achievements": {"standard": {}},
        ...            "junk": [], "pending": None}
        >>> view_problem(referee, {**referee, "viewer": 0}, 0, back)
        'players.1.hand.0: "Oars" vs {"age": 1, "set": "base"}'
    """
    if not isinstance(view, dict):
        return "it is not an object"
    expected = player_view(referee, seat, back)
    hidden = {title for title in _strings(referee) - _strings(expected) if back(title) != title}
    shown = _without_prompt(without_extensions(view))
    difference = first_difference(shown, _without_prompt(without_extensions(expected)))
    if difference:
        return difference
    visible = _strings(expected)
    # a hidden title as a whole string anywhere, extensions included; inside free text (a
    # prompt), unless it is part of a title the player sees ("Computers", "Quantum Computers")
    text = json.dumps(view, ensure_ascii=False)
    leaked = sorted(title for title in hidden if json.dumps(title, ensure_ascii=False) in text or (
        title in text and not any(title in other for other in visible)))
    return f"it names {', '.join(leaked)}, which that player may not see" if leaked else None


def _without_prompt(state: dict) -> dict:
    pending = state.get("pending")
    if not isinstance(pending, dict):   # a prompt is free text: only read for names
        return state
    return {**state, "pending": {k: v for k, v in pending.items() if k != "prompt"}}


def _strings(node) -> set[str]:
    if isinstance(node, str):
        return {node}
    if isinstance(node, dict):
        return {s for value in node.values() for s in _strings(value)}
    if isinstance(node, list):
        return {s for value in node for s in _strings(value)}
    return set()
