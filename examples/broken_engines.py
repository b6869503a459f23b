"""Deliberately broken implementations, each wrong in exactly one rule, to prove the suite
catches them (`rulebook check --impl python:examples.broken_engines:NoSharingBonus`).

Each is the reference engine playing every variant with one rule parameter changed behind
the suite's back: the variant it claims to play is not the one it plays.
"""

from __future__ import annotations

import copy
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from rulebook.innovation import ops
from rulebook.innovation.effects import registered
from rulebook.protocol import Session
from rulebook.variants import resolve
from rulebook.variants.render import resolved_data


class BrokenEngine:
    """Rewrites the variant of every new_game of its game with `CHANGES` (dotted key -> value)."""

    CHANGES: dict[str, object] = {}
    NAME = "broken"
    GAME = "innovation"

    def __init__(self):
        self.session = Session()

    def request(self, message: dict) -> dict:
        if message.get("op") == "new_game" and isinstance(message.get("variant"), (str, dict)):
            message = dict(message, variant=self._broken(message["variant"]))
        answer = self.session.handle_message(message)
        if answer.get("implementation"):
            answer["implementation"] = {"name": self.NAME, "version": "0"}
        if isinstance(answer.get("state"), dict) and isinstance(message.get("variant"), dict):
            answer["state"]["variant"] = message["variant"]["id"]
        return answer

    def _broken(self, variant):
        data = copy.deepcopy(variant) if isinstance(variant, dict) else resolved_data(resolve(variant))
        if data.get("game") != self.GAME:
            return variant
        for key, value in self.CHANGES.items():
            node = data
            *tables, leaf = key.split(".")
            for table in tables:
                node = node[table]
            node[leaf] = value
        data["disputes"] = [d for d in data.get("disputes", []) if d["key"] not in self.CHANGES]
        return data


class NoSharingBonus(BrokenEngine):
    """Never grants the sharing bonus."""
    NAME, CHANGES = "no-sharing-bonus", {"dogma.sharing_bonus": False}


class RevealAlwaysCounts(BrokenEngine):
    """Counts a reveal as a change for the sharing bonus, whatever the variant says."""
    NAME, CHANGES = "reveal-always-counts", {"dogma.reveal_counts_as_change": True}


class SmallPileStaysSplayed(BrokenEngine):
    """Lets a pile of one card keep its splay."""
    NAME, CHANGES = "small-pile-stays-splayed", {"splay.unsplay_small_piles": False}


class AchieveIgnoresTopCard(BrokenEngine):
    """Lets a player achieve without a top card of the achievement's age."""
    NAME, CHANGES = "achieve-ignores-top-card", {"actions.achieve_needs_top_card": False}


class DemandsHitPartner(BrokenEngine):
    """Makes demands affect the launcher's teammate."""
    NAME, CHANGES = "demands-hit-partner", {"teams.demands_on_partner": True}


class OwnHandNotInvestigated(BrokenEngine):
    """Lost Legacy: never lets an investigator reveal their own hand."""
    NAME, GAME, CHANGES = "own-hand-not-investigated", "lost-legacy", {"investigation.targets": ["hand", "ruins"]}


class ReferenceBehindOneFault:
    """The reference engine answering through the protocol under its own NAME; a subclass makes
    it wrong in one place: how it answers a message (`answer`) or what it changes in the answer
    (`alter`)."""

    NAME = "reference-behind-one-fault"

    def __init__(self):
        self.session = Session()

    def answer(self, message: dict) -> dict:
        return self.session.answer(message)

    def alter(self, message: dict, answer: dict) -> dict:
        return answer

    def request(self, message: dict) -> dict:
        answer = self.answer(message)
        if answer.get("implementation"):
            answer["implementation"] = {"name": self.NAME, "version": "0"}
        return self.alter(message, answer)


def _archery_lowest(ctx):
    """Archery's demand with the bug: the lowest card of the hand goes, not the highest."""
    ctx.draw(1)
    picked = yield from ctx.choose(ctx.lowest(ctx.hand()), kind="transfer",
                                   prompt="Transfer your lowest card to the hand of the player who demands it")
    for name in picked:
        ctx.transfer(name, ctx.zone("hand"), ctx.zone("hand", ctx.launcher))


class ArcheryTransfersLowest(ReferenceBehindOneFault):
    """Plays every rule right, but one card wrong: Archery's demand transfers the lowest card
    of the hand instead of the highest. The wrong effect stands in only while this engine
    answers a request, so the reference that `check` compares with in the same process stays
    right."""

    NAME = "archery-transfers-lowest"

    def answer(self, message: dict) -> dict:
        with registered("Archery", [_archery_lowest]):
            return self.session.handle_message(message)


_FAIR_UNSEEN_DRAW = ops.unseen_draw_source


def _unseen_draw_every_time(gs, seat: int, deck: str | None) -> str:
    """The Unseen draw's source with the bug: a draw naming no deck forgets that the drawer's
    Unseen draw of this turn is used up, so every such draw is an Unseen draw."""
    if deck is None:
        gs.players[seat].unseen_draw_used = False
    return _FAIR_UNSEEN_DRAW(gs, seat, deck)


@contextmanager
def _standing_in(original: Callable, replacement: Callable) -> Iterator[None]:
    """`replacement` wherever the reference engine's modules bind `original` (a module that
    imported it by name holds its own binding), for the duration of the block."""
    bound = [(module, name) for module in list(sys.modules.values())
             if getattr(module, "__name__", "").startswith("rulebook.innovation")
             for name, value in list(vars(module).items()) if value is original]
    for module, name in bound:
        setattr(module, name, replacement)
    try:
        yield
    finally:
        for module, name in bound:
            setattr(module, name, original)


class UnseenDrawNeverUsedUp(ReferenceBehindOneFault):
    """Unseen: plays every rule right but one: a player's Unseen draw is never used up, so every
    draw that names no deck comes from the Unseen deck of its value (the second draw of a turn
    included), while the state still says the draw is used. The wrong draw stands in only while
    this engine answers a request, as ArcheryTransfersLowest's effect does."""

    NAME = "unseen-draw-never-used-up"

    def answer(self, message: dict) -> dict:
        with _standing_in(_FAIR_UNSEEN_DRAW, _unseen_draw_every_time):
            return self.session.handle_message(message)


class StalePlayState(ReferenceBehindOneFault):
    """Plays every rule right, but its `play` answer carries the state from before the move (a
    cache it forgot to refresh); `state` answers the truth. The suite holds a play answer's
    state against the next `state` answer, so every scenario that plays a move fails."""

    NAME = "stale-play-state"

    def answer(self, message: dict) -> dict:
        before = self.session.answer({"op": "state"}) if message.get("op") == "play" else None
        answer = self.session.answer(message)
        if before is not None and before.get("ok") and answer.get("ok"):
            answer["state"] = before["state"]
        return answer


class ViewShowsEveryHand(ReferenceBehindOneFault):
    """Plays every rule right and declares `player_views`, but a player's view names the cards
    of every hand and forecast (it hides only the decks): the referee's state with the decks
    turned over. The suite holds each seat's view against the referee's state, so a scenario
    ending with a card in another player's hand fails."""

    NAME = "view-shows-every-hand"

    def alter(self, message: dict, answer: dict) -> dict:
        if message.get("op") == "state" and message.get("viewer") is not None and answer.get("ok"):
            referee = self.session.answer({"op": "state"})["state"]
            answer["state"] = {**answer["state"], "players": referee["players"]}
        return answer


class ViewEventsNameEveryCard(ReferenceBehindOneFault):
    """Plays every rule right and declares `player_views`; its views of the state hide what they
    must, but the events a view carries (those of the last move) are the referee's, every card
    named: a card drawn into another player's hand, a secret. The suite holds each seat's events
    to the engine's own `play` answer, so a scenario whose last move names a card some seat may
    not know fails."""

    NAME = "view-events-name-every-card"

    def alter(self, message: dict, answer: dict) -> dict:
        if message.get("viewer") is not None and answer.get("ok") and "events" in answer:
            answer["events"] = self.session.last_events
        return answer


BROKEN = [NoSharingBonus, RevealAlwaysCounts, SmallPileStaysSplayed, AchieveIgnoresTopCard, DemandsHitPartner]
