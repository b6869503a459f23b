"""What a scenario that passed holds an outside engine to once more, at its end: the same moves
give the same game, and a decision takes every option it offers (docs/protocol.md 9).

The outcome search tries the answers it needs, best guess first, so a scenario alone may never
play again what was first played (a probe, a first guess), and may never send some offered
options. Here, after the last step:
- the scenario's own moves and the moves of its first play (up to the first replay) are played
  again from the start, each position held against the one first seen (`FirstSeen`): an engine
  wrong only on a first play, or one that plays differently each time, differs there;
- the first decision of the scenario's moves with an offered option never sent is answered
  again with those options, as few answers as its bounds allow: an engine that refuses an
  option it offers fails there, naming the decision and the answer.

Each of those costs a replay, so they are counted: the moves are not played again when a
replay already reached each of their positions again, the same (`FirstSeen.confirmed`), and the
answers of never-sent options spend what the search left of REPLAY_BUDGET, at least
OFFER_ANSWERS_LEAST of them (spread over the options, the first and the last included).

The in-process reference, deterministic and held to its own decisions by its own tests, is
spared both.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

from .decisions import offered

if TYPE_CHECKING:
    from .context import ScenarioContext

REPLAY_BUDGET = 20        # replays a scenario needs at most on the example engines (issue 38)
OFFER_ANSWERS_LEAST = 2   # answers of never-sent options given at the end, whatever the search spent


def replay_at_end(ctx: ScenarioContext) -> None:
    """Play the scenario again as its end requires (see the module's text)."""
    if ctx.identity is None or not ctx.started or ctx.setup_rejection is not None:
        return
    moves = [move for move, _ in ctx.log]
    if not any(move.get("type") == "choose" for move in moves):
        return
    first = ctx.first_play
    if first is not None and any(move.get("type") == "choose" for move in first) \
            and first != moves[: len(first)] and not ctx.first_seen.confirmed(first):
        ctx.replay(first)
    if not ctx.first_seen.confirmed(moves):
        ctx.replay(moves)
    offer_every_option(ctx, moves)


def offer_every_option(ctx: ScenarioContext, moves: list[dict]) -> None:
    """Answer the first decision of `moves` that offers an option never sent, with every such
    option (grouped within its bounds): each must be accepted."""
    for index, move in enumerate(moves):
        if move.get("type") != "choose":
            continue
        before = moves[:index]
        decision = ctx.first_seen.decision_after(before)
        if decision is None:
            continue
        groups = untried_groups(decision, ctx.first_seen.answers_after(before))
        if not groups:
            continue
        for group in spread(groups, max(OFFER_ANSWERS_LEAST, REPLAY_BUDGET - ctx.replays)):
            ctx._goto(before)
            ctx.search.give(decision, group)
        return


def untried_groups(decision: dict, sent: list[list]) -> list[list]:
    """Answers, within the decision's bounds, that between them take every option no answer in
    `sent` took (as few answers as its largest size allows; an option taken only alongside
    others already sent keeps them to reach the least size).

        >>> untried_groups({"options": ["A", "B", "C", "D"], "min": 0, "max": 2}, [["A"]])
        [['B', 'C'], ['D']]
        >>> untried_groups({"options": ["A", "B", "C"], "min": 2, "max": 2}, [["A", "B"]])
        [['C', 'A']]
        >>> untried_groups({"options": ["yes", "no"], "min": 1, "max": 1}, [["yes"], ["no"]])
        []
    """
    options = list(decision.get("options") or [])
    taken = {json.dumps(item, sort_keys=True) for answer in sent for item in answer}
    untried = [o for o in options if json.dumps(o, sort_keys=True) not in taken]
    low, high = int(decision.get("min", 0)), min(int(decision.get("max", 0)), len(options))
    if not untried or high < 1:
        return []
    groups = []
    for start in range(0, len(untried), high):
        group = untried[start: start + high]
        fillers = [o for o in options if o not in group]
        group += fillers[: max(low - len(group), 0)]
        if offered(decision, group):
            groups.append(group)
    return groups


def spread(items: list, count: int) -> list:
    """At most `count` of `items`, evenly spaced, the first and the last included.

        >>> spread([1, 2, 3, 4, 5, 6, 7], 3)
        [1, 4, 7]
        >>> spread([1, 2], 5)
        [1, 2]
    """
    if len(items) <= count:
        return list(items)
    if count <= 1:
        return items[:count]
    return [items[round(i * (len(items) - 1) / (count - 1))] for i in range(count)]
