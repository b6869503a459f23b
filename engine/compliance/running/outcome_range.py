"""What a player may bring about ("Then Bob may return up to 3 of ...", "must junk 1 of ...",
"may accept or decline", "cannot decline"), checked whatever the shape of the engine's questions: a decision
posed as the step states it passes at once; any other is explored, every way it can end
played (docs/protocol.md 9). The answering, the budget and the replays are `OutcomeSearch`'s.
"""

from __future__ import annotations

import itertools

from .decisions import (
    ANSWERS_BOUND,
    DESTINATIONS,
    LITERAL_VERBS,
    Answered,
    Intent,
    answer_count,
    answers,
    bounds,
    card_places,
    declining,
    forced,
    forced_answer,
    is_decline,
    outcome_key,
    signature,
)
from .failures import StepFailure
from .outcome_search import LEAVES_OUT, OutcomeSearch, shown, waiting_words
from .positions import shown_json


def possible(search: OutcomeSearch, name: str, intent: Intent, low: int, high: int) -> None:
    """The player decides now, and the outcomes they can reach are exactly the choices of
    `low` to `high` of the intent's items (which cards move, or which options are answered).
    Declining, where the step allows it, is never an option an engine may leave out as moot."""
    ctx = search.ctx
    seat = ctx.seat(name)
    ctx.require_unchecked_rejection_cleared()
    items = [str(i) for i in intent.items]
    several = not low == high == len(items)  # the step states a choice, not one outcome

    def poses_it(decision: dict) -> bool:
        """The question as the step states it, or one among its items. A question with one
        possible answer is none when it takes more than the step allows (Tanning's two cards
        scored, asked in parts), or offers only some of the items of a choice the step states
        (Wristwatch's forced promotion before "must tuck 1 of" four top cards, Wristwatch
        among them): no choice, it is answered aside."""
        options = sorted(map(str, decision.get("options") or []))
        if bounds(decision) == (low, high) and options == sorted(items):
            return True
        if not set(options) <= set(items) or decision.get("continues"):
            return False
        return not forced(decision) or not (bounds(decision)[0] > high or (several and set(options) < set(items)))

    search.answer_forced_aside(seat, poses_it)
    pending = ctx.pending()
    if pending is None or pending.get("player") != seat:
        raise StepFailure(f"{name} has no decision pending ({waiting_words(ctx)})")
    if bounds(pending) == (low, high) and sorted(map(str, pending.get("options") or [])) == sorted(items):
        return  # asked as the scenario states it: its options are its outcomes
    expected = {frozenset(c) for size in range(low, high + 1)
                for c in itertools.combinations(intent.items, size)}
    if len(expected) > 64:
        raise StepFailure(f"{name}'s choice is asked as {shown(pending)}, not as {low} to {high} of "
                          f"{', '.join(items)}, and its {len(expected)} outcomes are too many to explore")
    reached, positions, declinable = _explore(search, name, seat, intent, high)
    may_decline_it = frozenset() in expected
    if intent.verb in LITERAL_VERBS and reached != expected and declinable == may_decline_it:
        # The engine's own words: options it leaves out are taken to change nothing (their
        # outcome is an offered one's), and words of its own ("yes", a branch) are counted
        # by the distinct positions they reach (docs/protocol.md 9). A decline is never moot.
        if reached and reached <= expected and len(reached) == positions and ctx.declares(LEAVES_OUT):
            return
        if reached <= {frozenset()} and positions == len(expected):
            return
    if reached == expected:
        return
    verb = intent.verb[:-1]
    problems = []
    if may_decline_it and frozenset() not in reached:
        problems.append("cannot decline: the engine offered no way to decline" if not declinable
                        else "cannot end it having taken nothing")
    elif frozenset() in reached and not may_decline_it:
        problems.append("can also take nothing")
    missing = sorted("/".join(sorted(map(str, s))) for s in expected - reached if s)
    extra = sorted("/".join(sorted(map(str, s))) for s in reached - expected if s)
    if missing:
        problems.append(f"cannot {verb} {'; '.join(missing)}")
    if extra:
        problems.append(f"can also {verb} {'; '.join(extra)}")
    raise StepFailure(f"{name} may {verb} {low} to {high} of {', '.join(items)}: {'; and '.join(problems)} "
                      f"(first asked: {shown(pending)})")


def _declinable_decision(search: OutcomeSearch, name: str) -> tuple[int, dict]:
    """The player's seat and their decision now, forced questions that are no decline answered
    first; a failure when the player has none."""
    ctx = search.ctx
    seat = ctx.seat(name)
    ctx.require_unchecked_rejection_cleared()
    search.answer_forced_aside(seat, lambda d: declining(d) is not None)
    pending = ctx.pending()
    if pending is None or pending.get("player") != seat:
        raise StepFailure(f"{name} has no decision pending ({waiting_words(ctx)})")
    return seat, pending


def may_decline(search: OutcomeSearch, name: str) -> None:
    """The player decides now whether to do an optional thing: declining is possible, and
    some other answer reaches another position."""
    ctx = search.ctx
    seat, pending = _declinable_decision(search, name)
    options = [str(o) for o in pending.get("options") or []]
    if (sorted(options), pending.get("min"), pending.get("max")) in ((["no", "yes"], 1, 1), (["yes"], 0, 1)) \
            or (len(options) == 1 and (pending.get("min"), pending.get("max")) == (0, 1)):
        return
    base = search.moves()
    outcomes: dict[bool, set[str]] = {True: set(), False: set()}
    decline = Intent(seat, "declines")
    start = ctx.current()
    for answer in itertools.islice(answers(pending), 32):
        search._spend(f"{name} may accept or decline")
        ctx._goto(base)
        search.give(pending, answer)
        path = [(pending, answer)]
        outcomes[decline.reached(start, ctx.current(), path)].add(outcome_key(ctx.current()))
    ctx._goto(base)
    if not outcomes[True]:
        raise StepFailure(f"{name} cannot decline: the engine offered no way to decline ({shown(pending)})")
    if not outcomes[False] - outcomes[True]:
        raise StepFailure(f"{name} has nothing to accept: every answer comes to declining ({shown(pending)})")


def cannot_decline(search: OutcomeSearch, name: str) -> None:
    """The player decides now, and no way their decision can end is a decline: whatever the
    engine asks (one question, or a branch and then its details), no series of the player's
    answers declines a question before it has taken something or moved a card. A way is
    walked only until it has done either (it can no longer be a decline) or declined."""
    ctx = search.ctx
    seat, first = _declinable_decision(search, name)
    base = search.moves()
    places = card_places(ctx.current())
    declined: list[Answered] = []

    def walk(path: Answered) -> None:
        pending = ctx.pending()
        if pending is None or pending.get("player") != seat or ctx.current().get("result") is not None:
            return      # the decision ended without a decline
        if path and (any(declining(d) is not None for d, _ in path) or card_places(ctx.current()) != places):
            return      # an optional thing was taken, or a card moved: no decline from here
        if answer_count(pending) > ANSWERS_BOUND:
            raise StepFailure(f"{name}'s choice is asked as {shown(pending)}: {answer_count(pending)} answers, "
                              f"more than the {ANSWERS_BOUND} the suite explores of one question")
        moves = base + [{"type": "choose", "choice": answer} for _, answer in path]
        for answer in answers(pending):
            if declined:
                return
            if is_decline(pending, answer):
                declined.append(path + [(pending, answer)])
                return
            search._spend(f"{name} cannot decline")
            ctx._goto(moves)
            search.give(pending, answer)
            walk(path + [(pending, answer)])

    walk([])
    ctx._goto(base)
    if declined:
        given = " then ".join(shown_json(answer) for _, answer in declined[0])
        raise StepFailure(f"{name} can decline: answering {given} ends the choice having taken nothing "
                          f"(first asked: {shown(first)})")


def _explore(search: OutcomeSearch, name: str, seat: int, intent: Intent,
             high: int) -> tuple[set[frozenset], int, bool]:
    """The signatures (decisions.signature) of every way the player's choice can end, how
    many distinct positions those ways reach, and whether declining everything is one.

    Each way costs a replay, so what cannot change a signature is not walked: for a card verb,
    the orders of an ordered answer (which cards move is the set, not their order), and the
    questions after the choice has moved `high` of the named cards (it is made)."""
    ctx = search.ctx
    base = search.moves()
    start = ctx.current()
    reached: set[frozenset] = set()
    outcomes: set[str] = set()
    declined: list[bool] = []
    moves_cards = intent.verb in DESTINATIONS or intent.verb == "keeps"

    def walk(path: Answered) -> None:
        pending = ctx.pending()
        mine = pending is not None and pending.get("player") == seat and ctx.current().get("result") is None
        relevant = mine and pending is not None and (_touches(pending, intent) or (bool(path) and forced(pending)))
        if intent.verb in LITERAL_VERBS and path and any(item in path[-1][1] for item in intent.items):
            relevant = False  # the named option is chosen: the choice is made
        if relevant and path and intent.verb in DESTINATIONS and not intent.ordered:
            now = signature(intent, start, ctx.current(), path, search._events_since(len(base)))
            relevant = len(now & set(intent.items)) < high  # as many named cards moved as it takes: made
        if path and not relevant:
            reached.add(signature(intent, start, ctx.current(), path, search._events_since(len(base))))
            outcomes.add(outcome_key(ctx.current()))
            declined.append(all(is_decline(d, a) for d, a in path))
            return
        if not mine or pending is None:
            reached.add(frozenset())
            return
        if not forced(pending) and answer_count(pending) > ANSWERS_BOUND:
            raise StepFailure(f"{name}'s choice is asked as {shown(pending)}: {answer_count(pending)} answers, "
                              f"more than the {ANSWERS_BOUND} the suite explores of one question")
        moves = base + [{"type": "choose", "choice": answer} for _, answer in path]
        if forced(pending):  # one possible answer (what the choice goes on to do): answered once
            ways = [forced_answer(pending)]
        elif moves_cards and not intent.ordered and pending.get("ordered"):
            ways = list(answers({**pending, "ordered": False}))  # each set of cards in one order
        else:
            ways = list(answers(pending))
        for answer in ways:
            search._spend(f"the ways {name}'s choice can end")
            ctx._goto(moves)
            search.give(pending, answer)
            walk(path + [(pending, answer)])

    walk([])
    ctx._goto(base)
    return reached, len(outcomes), any(declined)


def _touches(decision: dict, intent: Intent) -> bool:
    """Whether a further question may still change which named options the choice reaches:
    it offers one of them, or words of its own (yes/no, a branch), not unrelated cards."""
    options = decision.get("options") or []
    return any(o in intent.items for o in options) or any(isinstance(o, str) and o.islower() for o in options) \
        or any(isinstance(o, int) for o in options)
