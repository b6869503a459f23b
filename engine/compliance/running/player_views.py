"""What an engine that serves players' views (capability `player_views`, docs/protocol.md 4.6)
is held to at the end of each Innovation scenario: for every seat, the view it answers to
`{"op": "state", "viewer": seat}` is its referee's state with exactly the cards that seat may
not look at turned to their backs, and no text in it (a decision's prompt, an extension field)
names one of those cards. The `events` that answer carries (those of the last move, as that seat
may know them) are held the same way to the events the engine's own `play` answered: each card
the seat may not know by its back, a secret nobody has seen named in none.

Checked on the position the scenario ends in, so a scenario costs one request per seat more.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

from ...innovation.cards import load_catalog
from ...innovation.view import player_events, player_view, unseen_secrets
from .failures import StepFailure
from .faults import ImplementationFailure
from .positions import first_difference, without_extensions

if TYPE_CHECKING:
    from .context import ScenarioContext


def check_player_views(ctx: ScenarioContext) -> None:
    """Hold every seat's view of the final position to the referee's state (see the module)."""
    # declared only: the in-process reference (no hello) has its views tested apart
    # (tests/innovation/test_player_views.py); a scenario whose new_game was refused has no game
    if ctx.game != "innovation" or "player_views" not in (ctx.capabilities or ()) or ctx.position is None:
        return
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
        # the events: only of an engine that sends them, and only when its view carries them
        if not problem and "events" in (ctx.capabilities or ()) and answer.get("events") is not None:
            last = ctx.log[-1][1] if ctx.log else []
            problem = events_problem(referee, last, answer["events"], seat, back)
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


def events_problem(referee: dict, events: list, shown, seat: int, back) -> str | None:
    """What is wrong with `shown` as seat `seat`'s events of the last move, whose referee's
    events are `events` and which left the game at `referee`; None: nothing.

        >>> back = lambda t: {"age": 1, "set": "base"}
        >>> referee = {"players": [{"hand": []}, {"hand": ["Oars"]}]}
        >>> draw = {"type": "draw", "player": 1, "card": "Oars", "age": 1}
        >>> events_problem(referee, [draw], [draw], 0, back)
        'events.0.card: "Oars" vs {"age": 1, "set": "base"}'
    """
    if not isinstance(shown, list):
        return "its events are not a list"
    expected = player_events(events, seat, back, unseen_secrets(referee), len(referee["players"]))
    difference = first_difference(without_extensions(shown), without_extensions(expected), "events")
    if difference:
        return difference
    # no card it may not know named anywhere, extension fields included
    hidden = _strings(events) - _strings(expected) - _strings(player_view(referee, seat, back))
    text = json.dumps(shown, ensure_ascii=False)
    leaked = sorted(title for title in hidden if back(title) != title and json.dumps(title, ensure_ascii=False) in text)
    return f"its events name {', '.join(leaked)}, which that player may not know" if leaked else None


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
