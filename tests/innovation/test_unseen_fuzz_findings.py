"""What rulebook fuzz found in games of the Unseen variants, each the reference against itself
(the state it exports, given back to new_game, must be the same game):

- Unseen without Echoes or Figures: Buried Treasure sends score cards of one value to the
  available achievements beside the one of that value already there. The state shows them as
  `achievements.standard_extra` (docs/protocol.md 4.7), and a state given back is the same game
  (seed 13 of ultimate-unseen with 3 players met an extra the export had left out: the
  reference then refused an answer it had offered).
- Unseen beside Echoes: a forecast may hold an Unseen card; Telescope puts it back on top of its
  own deck, the Unseen one (seeds 1 and 24 of ultimate-unseen-echoes with 2 players, and seven
  more: it went to the Echoes deck of its value, and new_game refused the state).
"""

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


def test_telescope_puts_an_unseen_forecast_card_on_top_of_its_unseen_deck():
    session = Session()
    state = {"players": [{"board": {"blue": {"cards": ["Telescope"]}}, "forecast": ["Legend"]}, {}],
             "supply_echoes": {"5": ["Octant", "Coke"]}, "supply_unseen": {"4": ["Heirloom"]},
             "turn": {"player": 0, "number": 4, "actions_left": 2}}
    assert session.answer({"op": "new_game", "variant": "ultimate-unseen-echoes", "players": NAMES, "seed": 1,
                           "state": state})["ok"]
    answer = session.answer({"op": "play", "move": {"type": "dogma", "card": "Telescope"}})
    for _ in range(6):   # Alice puts Legend back; any later question is answered with its first option
        pending = answer["state"]["pending"]
        if pending is None:
            break
        choice = ["Legend"] if "Legend" in pending["options"] else pending["options"][:max(pending["min"], 1)]
        answer = session.answer({"op": "play", "move": {"type": "choose", "choice": choice}})
    after = answer["state"]
    assert after["supply_unseen"]["4"][0] == "Legend"
    assert all("Legend" not in pile for pile in after["supply_echoes"].values())
    # the position is one new_game takes back
    assert Session().answer({"op": "new_game", "variant": "ultimate-unseen-echoes", "players": NAMES, "seed": 1,
                             "state": {k: v for k, v in after.items() if k != "pending"}})["ok"]
