"""Fuzz follows an engine of any decision shape by position (issue 41): an engine that asks a
choice one option at a time (`of`, then `continues`) and asks its forced questions too follows
the reference, and is followed by it, without false differences; a wrong engine of that shape
is still found."""

from __future__ import annotations

import pytest

from examples.broken_engines import NoSharingBonus
from examples.prompting_engine import PromptingEngine
from rulebook.compliance.fuzzing import lockstep
from rulebook.compliance.fuzzing.following import ordered_answers, taken_in_parts
from rulebook.compliance.fuzzing.games import as_played
from rulebook.compliance.fuzzing.lockstep import fuzz_game


class NoSharingBonusInParts(PromptingEngine):
    """The prompting engine's shape of questions, on a game that never grants the sharing bonus."""

    def request(self, message: dict) -> dict:
        if message.get("op") == "new_game" and isinstance(message.get("variant"), (str, dict)):
            message = dict(message, variant=NoSharingBonus()._broken(message["variant"]))
        return super().request(message)


def _part(options: list, continues: bool, low: int = 0) -> dict:
    shape = {"continues": True} if continues else {"of": {"min": 0, "max": 7}}
    return {"player": 1, "kind": "return", "options": options, "min": low, "max": 1, "ordered": True, **shape}


def test_a_later_part_goes_on_with_the_next_card_of_the_answer_given_then_declines():
    hints = [(1, ["Mysticism", "Printing Press", "Invention"])]
    first = _part(["Invention", "Printing Press", "Mysticism"], continues=False, low=1)
    assert ordered_answers(first, hints)[0][0] == ["Mysticism"]
    moves = [{"type": "dogma", "card": "Alchemy", "player": 1},
             {"type": "choose", "choice": ["Mysticism"], "player": 1, "kind": "return"}]
    later = _part(["Invention", "Printing Press"], continues=True)
    assert taken_in_parts(moves, later) == ["Mysticism"]
    assert ordered_answers(later, hints, 1, ["Mysticism"])[0][0] == ["Printing Press"]
    moves += [{"type": "choose", "choice": ["Printing Press"], "player": 1, "kind": "return", "part": "more"},
              {"type": "choose", "choice": ["Invention"], "player": 1, "kind": "return", "part": "more"}]
    last = _part(["Colonialism"], continues=True)
    taken = taken_in_parts(moves, last)
    assert taken == ["Mysticism", "Printing Press", "Invention"]
    assert ordered_answers(last, hints, 1, taken)[0][0] == []  # the answer given is taken whole: decline
    assert as_played(moves[-1]) == {"type": "choose", "choice": ["Invention"]}  # the marker is never sent


@pytest.mark.parametrize("leads", [0.0, 1.0], ids=["prompting-engine-leads", "reference-leads"])
@pytest.mark.parametrize("variant,seed", [("ultimate", 2), ("ultimate", 3), ("ultimate-unseen", 1)])
def test_an_engine_asking_in_parts_and_its_forced_questions_fuzzes_clean(monkeypatch, leads, variant, seed):
    # before: seeds 1 to 3 of ultimate (2 players) and 7 of 8 of ultimate-unseen differed, each
    # on a choice of many cards the prompting engine asks one card at a time
    monkeypatch.setattr(lockstep, "REFERENCE_LEADS", leads)
    game = fuzz_game(PromptingEngine(), variant, 2, seed)
    assert game.divergence is None and game.failure is None, game.divergence and game.divergence.detail
    assert game.result is not None and game.moves > 100
    led = game.extra["actions_led"]
    assert led["reference" if leads else "other"] > 0 and led["other" if leads else "reference"] == 0


def test_forced_questions_one_engine_asks_add_nothing_to_the_depth_searched():
    # ultimate-unseen-echoes seed 3, the reference leading: Witch Trial has Alice choose ten
    # times, and the prompting engine asks forced questions between; counted, they took the
    # search past its depth bound before it reached the answer aside ("Novel") of the last one
    game = fuzz_game(PromptingEngine(), "ultimate-unseen-echoes", 2, 3)
    assert game.divergence is None and game.failure is None, game.divergence and game.divergence.detail


def test_a_wrong_engine_asking_in_parts_is_still_found():
    games = [fuzz_game(NoSharingBonusInParts(), "deluxe", 2, seed) for seed in (1, 2, 3, 4)]
    found = [game.divergence for game in games if game.divergence is not None]
    assert found and all(d.what == "state" for d in found), [g.failure for g in games]
