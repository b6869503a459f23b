"""A player's view of an Innovation state (engine/innovation/view.py, docs/protocol.md 4.6):
what that player may not look at is shown by its back, the rest exactly as the referee sees it."""

from __future__ import annotations

import random

import pytest

from rulebook.innovation import Game
from rulebook.innovation.errors import EngineError
from rulebook.protocol import Session
from rulebook.variants import load_variant

POSITION = {
    "players": [
        {"hand": ["Tools", "Sailing"], "score": ["Mysticism"], "forecast": ["Comb"],
         "board": {"red": {"cards": ["Archery"]}}, "achievements": ["Monument"]},
        {"hand": ["Writing"], "score": ["Oars", "Pottery"], "forecast": ["Ruler", "Chopsticks"],
         "board": {"blue": {"cards": ["Mathematics"]}}},
    ],
    "turn": {"number": 9, "player": 0, "actions_left": 2},
}


@pytest.fixture(scope="module")
def game():
    return Game.new(load_variant("ultimate-echoes"), ["Alice", "Bob"], 1, state=POSITION)


def test_the_referees_view_names_every_card_and_no_viewer(game):
    state = game.state()
    assert "viewer" not in state and state["players"][1]["forecast"] == ["Ruler", "Chopsticks"]


def test_a_player_sees_their_own_private_cards_and_only_the_backs_of_the_others(game):
    view = game.state(viewer=0)
    alice, bob = view["players"]
    assert view["viewer"] == 0
    assert (alice["hand"], alice["score"], alice["forecast"]) == (["Tools", "Sailing"], ["Mysticism"], ["Comb"])
    assert bob["hand"] == [{"age": 1, "set": "base"}]
    assert bob["score"] == [{"age": 1, "set": "base"}, {"age": 1, "set": "base"}]
    assert bob["forecast"] == [{"age": 1, "set": "echoes"}, {"age": 1, "set": "echoes"}]
    # boards and the special achievements lie face up for everyone
    assert bob["board"] == game.state()["players"][1]["board"] and alice["achievements"] == ["Monument"]


def test_decks_and_standard_achievements_are_backs_for_everyone(game):
    referee = game.state()
    for seat in (0, 1):
        view = game.state(viewer=seat)
        assert view["supply"]["3"] == [{"age": 3, "set": "base"}] * len(referee["supply"]["3"])
        assert view["supply_echoes"]["2"] == [{"age": 2, "set": "echoes"}] * len(referee["supply_echoes"]["2"])
        assert view["achievements"]["standard"]["4"] == {"age": 4, "set": "base"}
        assert view["achievements"]["special"] == referee["achievements"]["special"]


def test_another_players_decision_shows_the_backs_of_the_cards_it_offers():
    # Archery's demand: Bob (the affected player) transfers his highest card; Alice sees backs
    state = {"players": [{"board": {"red": {"cards": ["Archery"]}}},
                         {"hand": ["Writing", "Code of Laws"], "board": {}}],
             "turn": {"number": 9, "player": 0, "actions_left": 2}}
    game = Game.new(load_variant("deluxe"), ["Alice", "Bob"], 1, state=state)
    game.play({"type": "dogma", "card": "Archery"})
    referee = game.state()
    pending = referee["pending"]
    assert pending is not None and pending["player"] == 1 and "Writing" in pending["options"]
    assert game.state(viewer=1)["pending"]["options"] == pending["options"]
    hidden = game.state(viewer=0)["pending"]["options"]
    assert all(option == {"age": 1, "set": "base"} for option in hidden if isinstance(option, dict))
    assert "Writing" not in hidden


@pytest.mark.parametrize("viewer", [2, -1, True, "0"])
def test_a_viewer_that_is_no_seat_is_a_bad_request(game, viewer):
    with pytest.raises(EngineError, match="viewer must be a seat from 0 to 1"):
        game.state(viewer=viewer)
    session = Session()
    session.answer({"op": "new_game", "variant": "deluxe", "players": ["A", "B"], "seed": 1})
    answer = session.answer({"op": "state", "viewer": viewer})
    assert answer["ok"] is False and answer["error"]["code"] == "bad_request"


def test_a_view_cannot_be_given_as_a_position():
    with pytest.raises(EngineError, match=r"viewer.*referee's"):
        Game.new(load_variant("deluxe"), ["A", "B"], 1, state={"viewer": 0})


def test_no_view_in_random_games_names_a_card_its_player_may_not_see():
    """Every state of random three-player Echoes games, seen by every seat: no title of a card
    in another player's hand, forecast or score pile, in a deck or among the achievements."""
    rng = random.Random(7)
    for seed in range(6):
        session = Session()
        session.answer({"op": "new_game", "variant": "ultimate-echoes", "players": ["A", "B", "C"], "seed": seed})
        for _ in range(150):
            referee = session.answer({"op": "state"})["state"]
            for seat in range(3):
                view = session.answer({"op": "state", "viewer": seat})["state"]
                text = repr(view)
                for other, player in enumerate(referee["players"]):
                    if other != seat:
                        for card in player["hand"] + player["score"] + player["forecast"]:
                            assert repr(card) not in text, (seed, seat, card)
                for pile in list(referee["supply"].values()) + list(referee["supply_echoes"].values()):
                    assert not any(repr(card) in text for card in pile)
            if referee["result"] is not None:
                break
            moves = session.answer({"op": "moves"})
            if "pending" in moves:
                decision = moves["pending"]
                choice = rng.sample(decision["options"], decision["min"])
                session.answer({"op": "play", "move": {"type": "choose", "choice": choice}})
            else:
                session.answer({"op": "play", "move": rng.choice(moves["moves"])})
