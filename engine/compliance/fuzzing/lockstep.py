"""One game played in lockstep by the reference and the other engine, each turn led by one of them.

Actions are chosen by the random agent from the other engine's `moves` (both engines play them,
and their legal actions are compared). Questions are the leading engine's: the agent answers
them, and the other engine follows by position (following.py), searching its own answers.
Either way round finds its own kind of fault: while the other engine leads, whatever it offers
must be reachable by the reference (a wrong outcome); while the reference leads, whatever the
reference offers must be reachable by the other engine (an option it leaves out, such as an
investigator's own hand in Lost Legacy). Who leads is drawn at each action; both engines
restart where a turn starts (what a turn counts is in no stated position), so that a follower's
search replays one turn at most.

    >>> from rulebook.compliance.running.implementations import Reference
    >>> game = fuzz_game(Reference(), "deluxe", 2, seed=3)
    >>> game.divergence is None and game.moves > 10 and game.extra["actions_led"]["reference"] > 0
    True
    >>> fuzz_game(Reference(), "lost-legacy-starship", 3, seed=3).divergence is None
    True
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from random import Random

from ..running.context import first_difference
from ..running.decisions import answer_count, answers, offered
from ..running.implementations import Implementation, ImplementationFailure, Reference
from . import lost_legacy
from .following import Follower, ReplayRefused, is_later_part
from .games import (
    MAX_MOVES,
    PART,
    Divergence,
    FuzzGame,
    as_played,
    ask,
    card_start,
    checked_answer,
    opening,
    random_move,
    seed_card,
    written_start,
)
from .positions import canonical_moves, canonical_state, position
from .variant import FuzzVariant, as_fuzz_variant

# the share of turns the reference leads (its questions answered, the other engine searched)
REFERENCE_LEADS = 0.5
# while the reference leads, a decision with at most this many answers has each of them followed
# where it ends the action (the agent's answer, and the others aside)
SMALL_DECISION = 6
OTHER, REFERENCE = "other", "reference"
# a divergence's `what` when the reference refused a move it listed or an answer it offered: no
# scenario holds it (the reference itself fails the move), so none is written
REFERENCE_REFUSED = "reference-refused"


class OwnShuffle(Exception):
    """An engine shuffled a zone into another order than the other engine: a random choice of
    its own, as good as the other's, from which the game cannot be compared further."""


class ReferenceRefused(RuntimeError):
    """The reference refused an action the other engine offered and the reference listed too
    (while shrinking: a position edited so that the recorded move is no longer legal), or an
    answer it offered itself."""


def _shown(move: dict) -> str:
    """A move as the protocol writes it (JSON, never a Python repr)."""
    return json.dumps({k: v for k, v in move.items() if k not in ("player", "kind")})


def _error_text(answer: dict) -> str:
    error = answer.get("error")
    if not isinstance(error, dict):
        error = {}
    return f"{error.get('code', 'refused')}: {error.get('message', '')}"


class _Checked:
    """The other engine, each answer held to the shape the protocol promises (games.checked_answer)."""

    def __init__(self, other: Implementation, seats: int):
        self.other, self.seats = other, seats
        self.name = getattr(other, "name", "the other engine")

    def request(self, message: dict) -> dict:
        return checked_answer(ask(self.other, message), message["op"], self.seats)

    def close(self) -> None:
        return None


class Lockstep:
    """One game on both engines, where a divergence would start (`start`: the position at the
    start of the action). `leads` names who leads the next action: OTHER or REFERENCE."""

    def __init__(self, variant: FuzzVariant, other: Implementation, seed: int, leads: Callable[[], str]):
        self.variant, self.other, self.seed, self.leads = variant, other, seed, leads
        self.reference = Follower(Reference(), variant, seed)
        self.theirs = Follower(_Checked(other, 0), variant, seed)
        self.lead = OTHER
        self.actions_led = {OTHER: 0, REFERENCE: 0}
        self.start: dict = {}
        self.hints: list[tuple[object, list]] = []  # the answers given since the action began, by seat
        self.events: list[dict] = []                 # the leading engine's events since start
        self.path_from = {OTHER: 0, REFERENCE: 0}     # where each engine's moves since start begin

    @property
    def leader(self) -> Follower:
        return self.reference if self.lead == REFERENCE else self.theirs

    @property
    def follower(self) -> Follower:
        return self.theirs if self.lead == REFERENCE else self.reference

    def _choose_lead(self) -> None:
        self.lead = self.leads()
        self.actions_led[self.lead] += 1

    def begin(self, start: dict) -> Divergence | None:
        self.start = written_start(copy.deepcopy(start), self.variant.game) or start
        self.theirs = Follower(_Checked(self.other, len(start["players"])), self.variant, self.seed)
        for side in (self.reference, self.theirs):
            answer = side.begin(start)
            if not answer["ok"]:
                return Divergence(start, [], "refused", f"new_game refused: {answer['error']}")
        self.lead = OTHER
        return self._meet(self.leader.request({"op": "state"})["state"])

    def differ(self, what: str, detail: str, reference: dict | None, other: dict | None,
               ours: list[dict] | None = None, theirs: list[dict] | None = None) -> Divergence:
        """A divergence from `start`: each engine's moves since (its path, unless given)."""
        ours = self.reference.path if ours is None else ours
        theirs = self.theirs.path if theirs is None else theirs
        return Divergence(self.start, list(ours[self.path_from[REFERENCE]:]), what, detail, reference, other,
                          list(theirs[self.path_from[OTHER]:]), led_by=self.lead)

    def compare_moves(self) -> tuple[dict, Divergence | None]:
        """The leading engine's `moves` answer while it asks a question; else the other engine's,
        and a divergence if its legal actions are not the reference's. Where an action begins and
        a scenario can state the position, a divergence starts there; where a turn begins, both
        engines restart there. At each action who leads it is drawn again."""
        listed = self.leader.request({"op": "moves"})
        if listed.get("pending") is not None:
            return listed, None  # a question: answered, and the positions it leads to compared
        theirs = listed if self.lead == OTHER else self.theirs.request({"op": "moves"})
        ours = listed if self.lead == REFERENCE else self.reference.request({"op": "moves"})
        if canonical_moves(ours) != canonical_moves(theirs):
            return theirs, self.differ("moves", first_difference(canonical_moves(ours), canonical_moves(theirs)) or "",
                                       ours, theirs)
        if theirs.get("player") is not None:
            # an action begins, both games at the same position: either engine may lead it (the
            # follower searches from where it last started, along its own moves)
            self._choose_lead()
            now = written_start(self.reference.request({"op": "state"})["state"], self.variant.game)
            if now is not None:
                self.start, self.events = now, []
                if (now.get("turn") or {}).get("number") != (self.reference.start.get("turn") or {}).get("number"):
                    for side in (self.reference, self.theirs):
                        side.restart(copy.deepcopy(now))
                self.path_from = {REFERENCE: len(self.reference.path), OTHER: len(self.theirs.path)}
        return theirs, None

    def play(self, move: dict, by: dict) -> tuple[dict, Divergence | None]:
        """Play `move` (chosen from the `moves` answer `by`): an action on both engines, an answer
        on the leading engine only; then the other engine follows. The leading engine's new state,
        and a divergence if the other engine refuses the move or the follower cannot reach the
        leader's position."""
        pending = by.get("pending")
        recorded = {**move, "player": by["player"], **({"kind": pending.get("kind")} if pending else {}),
                    **({PART: "more"} if is_later_part(pending) else {})}
        if pending is None:
            answer = self.reference.play(recorded)
            if not answer["ok"]:
                raise ReferenceRefused(f"the reference refused {_shown(move)}, an action it lists too: "
                                       f"{_error_text(answer)}")
            self.hints = []
            theirs_answer = self.theirs.play(recorded)
            led_answer = answer if self.lead == REFERENCE else theirs_answer
        else:
            if self.lead == REFERENCE:
                aside = self._answers_aside(pending, recorded)
                if aside is not None:
                    return {}, aside
            seat, choice = pending.get("player"), list(move.get("choice") or [])
            if is_later_part(pending) and self.hints and self.hints[-1][0] == seat:
                # a later part of a choice asked in parts: one answer with the parts before it
                self.hints[-1] = (seat, [*self.hints[-1][1], *choice])
            else:
                self.hints.append((seat, choice))
            led_answer = theirs_answer = self.leader.play(recorded)
            if not led_answer["ok"] and self.lead == REFERENCE:
                raise ReferenceRefused(f"the reference refused {_shown(move)}, an answer it offered: "
                                       f"{_error_text(led_answer)}")
        if not theirs_answer["ok"]:
            return {}, self.differ("refused", f"the other engine refused {move}: {theirs_answer['error']}",
                                   self.reference.state, theirs_answer)
        if pending is None or self.lead == OTHER:
            inconsistent = self._inconsistent(theirs_answer)
            if inconsistent is not None:
                return self.theirs.state, inconsistent
        self.events += list(led_answer.get("events") or [])
        target = self.leader.request({"op": "state"})["state"]
        return target, self._meet(target)

    def _answers_aside(self, pending: dict, recorded: dict) -> Divergence | None:
        """While the reference leads, a small decision's other answers: each that ends the action
        (or the game) brings the reference to a position the other engine must reach too. An
        option the other engine leaves out often has an outcome that another option has too (an
        investigation that finds nothing); where its outcome is its own, it shows here, whichever
        answer the agent picks."""
        count = answer_count(pending)
        if not 1 < count <= SMALL_DECISION:
            return None
        game, seat = self.variant.game, pending.get("player")
        chosen = json.dumps(recorded.get("choice") or [], sort_keys=True)
        for answer in answers(pending):
            if json.dumps(answer, sort_keys=True) == chosen:
                continue
            aside = {**recorded, "choice": answer}
            ours_moves = [*self.reference.path, aside]
            reached = self.reference.reach(ours_moves)
            if reached is None:
                raise ReferenceRefused(f"the reference refused {_shown(aside)}, an answer it offered "
                                       f"(played aside from the agent's)")
            if reached.get("pending") is not None and reached.get("result") is None:
                continue  # the action goes on: what it comes to depends on answers not given
            events = self.events + list(self.reference.played_events[-1] if self.reference.played_events else [])
            shuffled = lost_legacy.shuffled_zones(events) if game == "lost-legacy" else frozenset()
            loose = (shuffled, position(reached, game, shuffled)) if shuffled else None
            follower = self.theirs
            kept = (list(follower.path), follower.anchor)
            # along the answers given only: each answer aside would otherwise cost a whole search
            found = follower.follow(position(reached, game), True, [*self.hints, (seat, answer)], loose,
                                    thorough=False)
            follower.path, follower.anchor = kept
            if found:
                continue
            assert follower.nearest is not None
            _, theirs_moves, nearest, _ = follower.nearest
            detail = first_difference(position(reached, game), position(nearest, game)) or \
                "the other engine still waits for a decision"
            return self.differ("state", f"the reference answering {json.dumps(answer)} instead comes to a position "
                               f"that no answers of the other engine reach; nearest: {detail}",
                               reached, nearest, ours_moves, theirs_moves)
        return None

    def _inconsistent(self, play_answer: dict) -> Divergence | None:
        """A divergence if the other engine's play answer carries a state its state answer contradicts."""
        claimed = play_answer.get("state")
        if not isinstance(claimed, dict):
            return None
        told = self.theirs.request({"op": "state"})["state"]
        self.theirs.state = told
        game = self.variant.game
        contradiction = first_difference(canonical_state(claimed, game), canonical_state(told, game))
        if not contradiction:
            return None
        return self.differ("inconsistent", "the other engine's play answer carries a state that its state answer "
                           "contradicts: " + contradiction, self.reference.state, told)

    def _meet(self, target: dict) -> Divergence | None:
        """Let the following engine reach the leader's position. While the leader waits for an
        answer, a position not reached yet may be reached later (the follower asks what the leader
        settled by itself, or in another order); once it waits for none, it must be."""
        game = self.variant.game
        settled = target.get("pending") is None or target.get("result") is not None
        shuffled = lost_legacy.shuffled_zones(self.events) if game == "lost-legacy" else frozenset()
        loose = (shuffled, position(target, game, shuffled)) if shuffled else None
        follower = self.follower
        if follower.follow(position(target, game), settled, self.hints, loose):
            if follower.own_shuffle:
                raise OwnShuffle()
            return None
        assert follower.nearest is not None
        _, moves, nearest, _ = follower.nearest
        if not settled:
            return None
        if self.lead == OTHER:
            ours, theirs, ours_moves, theirs_moves = nearest, target, moves, None
            searching, reached = "the reference", "the other engine's"
        else:
            ours, theirs, ours_moves, theirs_moves = target, nearest, None, moves
            searching, reached = "the other engine", "the reference's"
        detail = first_difference(position(ours, game), position(theirs, game)) or \
            f"{searching} still waits for a decision"
        if self.hints or moves:
            detail = f"no answers of {searching} reach {reached} position; nearest: {detail}"
        return self.differ("state", detail, ours, theirs, ours_moves, theirs_moves)


def fuzz_game(other: Implementation, variant: FuzzVariant | str, players: int, seed: int,
              max_moves: int = MAX_MOVES, start_mode: str = "deal") -> FuzzGame:
    """Play one game in lockstep; stop at the first difference (or when the other engine fails).
    `start_mode` "deal" starts after the opening melds of a dealt game; "cards" starts from a
    random position around one card of the set (chosen by the seed), whose dogma comes first.
    Who leads each action is drawn from the seed too."""
    variant = as_fuzz_variant(variant)
    game = FuzzGame(seed, variant.label, players)
    start = card_start(variant, players, seed) if start_mode == "cards" else opening(variant, players, seed)
    # in the cards mode the seed's card (on top of Alice's board) has its dogma played first
    first_card = seed_card(variant, seed) if start_mode == "cards" else None
    rng = Random(seed * 7919 + 1)
    turns = Random(seed * 7919 + 2)
    lockstep = Lockstep(variant, other, seed, lambda: REFERENCE if turns.random() < REFERENCE_LEADS else OTHER)
    try:
        game.divergence = lockstep.begin(start)
        while game.divergence is None and game.moves < max_moves:
            theirs, game.divergence = lockstep.compare_moves()
            if game.divergence is not None or theirs.get("player") is None:
                break
            move = random_move(theirs, rng)
            if first_card is not None and theirs.get("pending") is None:
                if any(m.get("type") == "dogma" and m.get("card") == first_card for m in theirs.get("moves") or []):
                    move = {"type": "dogma", "card": first_card}
                first_card = None
            game.moves += 1
            state, game.divergence = lockstep.play(move, theirs)
            if game.divergence is None and state.get("result") is not None:
                game.result = state["result"]
                break
    except OwnShuffle:
        game.extra["ended_at_own_shuffle"] = True
    except ReferenceRefused as exc:
        # the reference refused a move of the game itself: this game's finding, the run goes on
        game.divergence = lockstep.differ(REFERENCE_REFUSED, str(exc), lockstep.reference.state, None)
    except ImplementationFailure as exc:
        game.failure = str(exc)
    except ReplayRefused as exc:
        game.failure = f"not_repeatable: {exc}"
    except (KeyError, TypeError, ValueError, AttributeError, IndexError, RecursionError) as exc:
        # an answer of the other engine's that the checks above let through and comparing trips on
        game.failure = (f"bad_answer: an answer of the other engine's cannot be compared "
                        f"({type(exc).__name__}: {exc!s:.200})")
    game.extra["actions_led"] = dict(lockstep.actions_led)
    return game


def replayed(variant: FuzzVariant, other: Implementation, seed: int, start: dict, led_moves: list[dict],
             led_by: str = OTHER) -> Divergence | None:
    """Play the leading engine's recorded moves (`led_by` leads throughout) from `start` in
    lockstep again: the divergence they come to, or None (none, or the moves no longer fit the
    position: a shrink went too far)."""
    lockstep = Lockstep(variant, other, seed, lambda: led_by)
    try:
        divergence = lockstep.begin(start)
        for recorded in led_moves:
            if divergence is not None:
                return divergence
            listed, divergence = lockstep.compare_moves()
            if divergence is not None:
                return divergence
            move = as_played(recorded)
            pending = listed.get("pending")
            if listed.get("player") is None or (pending is not None) != (move.get("type") == "choose"):
                return None
            if pending is not None and not offered(pending, list(move.get("choice") or [])):
                return None
            _, divergence = lockstep.play(move, listed)
        return divergence or lockstep.compare_moves()[1]
    except (ReferenceRefused, OwnShuffle, ReplayRefused):
        return None
