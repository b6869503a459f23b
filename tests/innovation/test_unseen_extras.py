"""Unseen without Echoes or Figures: Buried Treasure sends score cards of one value to the
available achievements beside the one of that value already there. The state shows them as
`achievements.standard_extra` (docs/protocol.md 4.7), and a state given back to `new_game` is the
same game: fuzz restarts each action from the state exported, and seed 13 of ultimate-unseen with
3 players met an extra the export had left out (the reference then refused an answer it offered)."""

from __future__ import annotations

import copy

from rulebook.protocol import Session

NAMES = ["Alice", "Bob"]
# Bob shows one crown and does not share; Alice names 3: Alchemy and Optics (hers) and
# Engineering and Paper (Bob's) join Translation among the available achievements
POSITION = {"players": [{"board": {"red": {"cards": ["Coal"]}, "green": {"cards": ["Buried Treasure"]}},
                         "score": ["Alchemy", "Optics", "Tools"], "unseen_draw_used": True},
                        {"board": {"red": {"cards": ["Oars"]}}, "score": ["Engineering", "Paper", "Calendar"]}],
            "achievements": {"standard": {"1": "Sailing", "2": "Mathematics", "3": "Translation"}},
            "supply": {"3": ["Medicine", "Compass"]},
            "turn": {"player": 0, "number": 9, "actions_left": 2}}


def _after_naming_three() -> tuple[Session, dict]:
    session = Session()
    assert session.answer({"op": "new_game", "variant": "ultimate-unseen", "players": NAMES, "seed": 3,
                           "state": copy.deepcopy(POSITION)})["ok"]
    session.answer({"op": "play", "move": {"type": "dogma", "card": "Buried Treasure"}})
    answer = session.answer({"op": "play", "move": {"type": "choose", "choice": [3]}})
    assert answer["ok"], answer
    return session, answer["state"]


def test_buried_treasures_extra_achievements_are_in_the_state():
    _, state = _after_naming_three()
    achievements = state["achievements"]
    assert achievements["standard"]["3"] == "Translation"
    assert sorted(achievements["standard_extra"]) == ["Alchemy", "Engineering", "Optics", "Paper"]


def test_a_state_with_extras_given_back_is_the_same_game():
    session, state = _after_naming_three()
    for _ in range(10):    # the action ends: Alice scores the first achievements offered
        pending = state["pending"]
        if pending is None:
            break
        state = session.answer({"op": "play", "move": {"type": "choose", "choice": pending["options"][:1]}})["state"]
    assert state["pending"] is None and state["achievements"]["standard_extra"]   # extras are left
    again = Session()
    answer = again.answer({"op": "new_game", "variant": "ultimate-unseen", "players": NAMES, "seed": 3,
                           "state": copy.deepcopy(state)})
    assert answer["ok"], answer
    assert answer["state"] == state
    assert again.answer({"op": "moves"}) == session.answer({"op": "moves"})


def test_extras_are_refused_only_in_a_game_that_has_none():
    session = Session()
    state = {"achievements": {"standard": {"1": "Sailing"}, "standard_extra": ["Tools"]}}
    refused = session.answer({"op": "new_game", "variant": "ultimate", "players": NAMES, "seed": 1, "state": state})
    assert not refused["ok"] and "Unseen" in refused["error"]["message"]
    accepted = session.answer({"op": "new_game", "variant": "ultimate-unseen", "players": NAMES, "seed": 1,
                               "state": state})
    assert accepted["ok"] and accepted["state"]["achievements"]["standard_extra"] == ["Tools"]
