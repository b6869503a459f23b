"""The state: partial positions, per-viewer views, the schema, and moves (exact legal moves;
refused moves change nothing)."""

from __future__ import annotations

from random import Random

import jsonschema
import pytest
from ll_helpers import choose, new, pending, play, position, snapshot

from rulebook.errors import BadRequest, IllegalMove, RefusedRequest
from rulebook.lost_legacy import (
    Game,
    lost_legacy_state_schema,
    play_random_game,
    random_move,
    view_events,
)

SCHEMA = jsonschema.Draft202012Validator(lost_legacy_state_schema())


# --- partial states ----------------------------------------------------------------------------
def test_cards_placed_nowhere_are_shuffled_into_the_deck_by_the_seed(starship):
    state = {"players": [{"hand": ["Search"]}, {"hand": ["Old Map"]}], "ruins": ["Assault"]}
    game = Game.new(starship, ["A", "B"], 9, state)
    again = Game.new(starship, ["A", "B"], 9, state)
    assert game.state() == again.state()
    snap = snapshot(game)
    assert len(snap["hands"][0]) == 2 and snap["turn"] == 0          # seat 0 drew (phase 'draw' by default)
    assert len(snap["deck"]) == 16 - 3 - 1 and snap["ruins"] == ["Assault"]
    assert game.state()["out_of_play"] == []
    game.check_conservation()


def test_a_listed_deck_is_exactly_that_and_the_rest_is_out_of_play(starship):
    game = new(starship, position([["Search", "Girl of Fate"], ["Old Map"]], deck=["Assault"]))
    state = game.state()
    assert [s["card"] for s in state["deck"]] == ["Assault"]
    assert len(state["out_of_play"]) == 16 - 4
    assert all(s["visible_to"] == [] for s in state["out_of_play"])


def test_the_given_turn_number_and_player_are_kept(starship):
    game = new(starship, {"players": [{"hand": ["Search"]}, {"hand": ["Old Map"]}, {"hand": ["General"]}],
                          "turn": {"player": 2, "number": 7}})
    assert game.state()["turn"] == {"number": 7, "player": 2, "phase": "play"}
    assert len(snapshot(game)["hands"][2]) == 2


@pytest.mark.parametrize("given", ["lost-legacy-starship", "variants/lost-legacy/lost-legacy-starship.toml", None])
def test_the_engine_is_handed_a_resolved_variant_never_an_id_or_path(given):
    # resolving ids and paths is the variants layer's job (rulebook.variants.load_variant)
    with pytest.raises(BadRequest) as info:
        Game.new(given, ["A", "B"], 3)
    assert info.value.message == (f"{given!r} is not a Lost Legacy variant (the engine plays resolved variants: "
                                  "rulebook.variants.load_variant)")


def test_a_variant_loaded_by_id_or_path_plays_the_same_round(starship):
    from rulebook.variants import find_variant, load_variant

    by_path = Game.new(load_variant(find_variant("lost-legacy-starship")), ["A", "B"], 3)
    assert by_path.state() == Game.new(load_variant("lost-legacy-starship"), ["A", "B"], 3).state() == \
        Game.new(starship, ["A", "B"], 3).state()


def test_omitted_zones_are_empty_and_turn_defaults_to_seat_0_drawing(starship):
    game = Game.new(starship, ["A", "B"], 1, {})
    snap = snapshot(game)
    assert snap["hands"][1] == [] and snap["ruins"] == [] and len(snap["hands"][0]) == 1
    assert game.state()["turn"] == {"number": 1, "player": 0, "phase": "play"}


@pytest.mark.parametrize("state,message", [
    ({"players": [{"hand": ["Dragon"]}, {}, {}]}, "state.players[0].hand[0]: unknown card 'Dragon'"),
    ({"players": [{"hand": ["Curse"]}, {}, {}]},
     "state.players[0].hand[0]: 'Curse' is not in the deck of variant 'lost-legacy-starship'"),
    ({"players": [{"hand": ["Girl of Fate"]}, {}, {}], "ruins": ["Girl of Fate"]},
     "'Girl of Fate' is placed 2 times (state.players[0].hand[0], state.ruins[0]) but the deck has 1 copy"),
    ({"deck": ["Search", "Search", "Search", "Search"]},
     "'Search' is placed 4 times (state.deck[0], state.deck[1], state.deck[2], state.deck[3]) but the deck has "
     "3 copies"),
    ({"players": [{"hand": ["Search"], "eliminated": True}, {}, {}]},
     "state.players[0] is eliminated and cannot hold cards"),
    ({"players": [{}, {}, {"eliminated": True}], "turn": {"player": 2}}, "state.turn.player: seat 2 is eliminated"),
    ({"players": [{}, {"eliminated": True}, {"eliminated": True}]},
     "a round needs at least two players who are not eliminated"),
    ({"players": [{}, {}]}, "the state lists 2 players, the game has 3"),
    ({"turn": {"player": 5}}, "state.turn.player: there is no seat 5 (3 players)"),
    ({"players": [{"name": "Zed"}, {}, {}]}, "state.players[0].name is 'Zed', but seat 0 is 'A'"),
    ({"pending": {"player": 0, "kind": "x", "prompt": "x", "options": [1], "min": 1, "max": 1}},
     "a given state starts a round: its pending and result must be null"),
    ({"ruins": [{"card": "Search", "visible_to": [7]}]}, "state.ruins[0].visible_to: no seat 7 (3 players)"),
    ({"ruins": [{"card": None}]}, "state.ruins[0]: a given state names every card it places"),
    ({"hands": []}, "state.hands: Extra inputs are not permitted"),
    ({"turn": {"phase": "later"}}, "state.turn.phase: Input should be"),
    ({"turn": {"phase": "over"}}, "its phase 'draw', 'play' or 'investigation'"),
    ({"players": [{"hand": "Search"}, {}, {}]}, "state.players.0.hand: Input should be a valid list"),
    ({"variant": "lost-legacy-megamix"}, "the state is for variant 'lost-legacy-megamix', not 'lost-legacy-starship'"),
])
def test_bad_partial_states_are_refused_clearly(starship, state, message):
    with pytest.raises(RefusedRequest) as info:
        Game.new(starship, ["A", "B", "C"], 1, state)
    assert info.value.code == "bad_request"
    assert message in info.value.message


def test_a_state_round_trips_through_new_game(starship):
    game = Game.new(starship, ["A", "B", "C"], 5)
    game.play(game.legal_moves()[0])
    while "pending" in game.moves():
        game.play(game.legal_moves()[0])
    state = game.state()
    again = Game.new(starship, ["A", "B", "C"], 99, state)
    assert again.state() == state
    assert again.moves() == game.moves()


# --- views ------------------------------------------------------------------------------------------
def test_each_seat_sees_only_what_it_knows(starship):
    game = new(starship, position([["Assault", "Search"], ["Old Map"], ["General"]], deck=["Swordsman"],
                                  ruins=["Sneak Attack"]))
    play(game, "Assault")
    choose(game, 1)
    choose(game, "keep")
    views = [game.state(viewer=seat) for seat in range(3)]
    hands = [[[s["card"] for s in p["hand"]] for p in view["players"]] for view in views]
    assert hands[0] == [["Search"], ["Old Map", None], [None]]           # A looked at B's hand
    assert hands[1] == [[None], ["Old Map", "Swordsman"], [None]]        # B's own turn now
    assert hands[2] == [[None], [None, None], ["General"]]
    assert views[2]["players"][1]["hand"][0] == {"card": None, "visible_to": [0, 1]}
    assert all(view["ruins"] == [{"card": None, "visible_to": []}] for view in views)
    assert views[1]["viewer"] == 1 and game.state()["viewer"] is None
    for view in views:
        SCHEMA.validate(view)


def test_secret_exchanges_make_onlookers_forget(starship):
    # C had looked at A's card; after A's General (swap or not, nobody else can tell) C no longer knows it.
    game = new(starship, position([["General", {"card": "Search", "visible_to": [2]}], ["Old Map"], ["Assault"]],
                                  deck=["Swordsman", "Girl of Fate"]))
    assert game.state()["players"][0]["hand"][1]["visible_to"] == [0, 2]
    play(game, "General")
    choose(game, "keep")
    assert game.state()["players"][0]["hand"][0] == {"card": "Search", "visible_to": [0]}


def test_public_exchanges_keep_what_onlookers_know(starship):
    variant = starship.model_copy(update={"exchanges": starship.exchanges.model_copy(update={"secret": False})})
    game = new(variant, position([["General", {"card": "Search", "visible_to": [2]}], ["Old Map"], ["Assault"]],
                                 deck=["Swordsman", "Girl of Fate"]))
    play(game, "General")
    events = choose(game, "swap")
    assert events[0] == {"type": "exchange", "player": 0, "at": {"deck": 0}, "swapped": True}
    state = game.state()
    assert state["players"][0]["hand"][0] == {"card": "Swordsman", "visible_to": [0]}
    assert state["players"][1]["hand"][1] == {"card": "Search", "visible_to": [0, 1, 2]}   # B drew it


def test_mandatory_exchanges_offer_no_decision(starship):
    variant = starship.model_copy(update={"exchanges": starship.exchanges.model_copy(update={"optional": False})})
    game = new(variant, position([["General", "Search"], ["Old Map"]], deck=["Swordsman", "Girl of Fate"]))
    play(game, "General")
    assert snapshot(game)["hands"] == [["Swordsman"], ["Old Map", "Search"]]


def test_events_hide_hidden_cards_from_other_seats(starship):
    game = new(starship, position([["General", "Search"], ["Old Map"]], deck=["Swordsman", "Girl of Fate"]))
    events = play(game, "General") + choose(game, "swap")
    seen_by_b = view_events(events, 1)
    assert seen_by_b[1] == {"type": "look", "player": 0, "at": {"deck": 0}, "cards": None, "visible_to": [0]}
    assert seen_by_b[2]["swapped"] is None
    assert seen_by_b[-1] == {"type": "draw", "player": 1, "card": "Search", "visible_to": [0, 1]}
    assert view_events(events, 0) == events and view_events(events, None) == events


def test_a_bad_viewer_is_refused(starship):
    game = Game.new(starship, ["A", "B"], 1)
    for viewer in (2, -1, "A", True):
        with pytest.raises(RefusedRequest) as info:
            game.state(viewer=viewer)
        assert info.value.code == "bad_request"


def test_states_along_random_games_match_the_schema(starship, garden):
    for variant in (starship, garden):
        game = Game.new(variant, ["A", "B", "C", "D"], 3)
        rng = Random(1)
        while game.result is None:
            SCHEMA.validate(game.state())
            SCHEMA.validate(game.state(viewer=rng.randrange(4)))
            game.play(random_move(game, rng))
        SCHEMA.validate(game.state())


# --- moves ------------------------------------------------------------------------------------------
def test_moves_list_exactly_the_distinct_playable_cards(starship):
    game = new(starship, position([["Search", "Search"], ["Old Map"]], deck=["Assault"]))
    assert game.moves() == {"player": 0, "moves": [{"type": "play", "card": "Search"}]}
    game = new(starship, position([["Assault", "Search"], ["Old Map"], ["General"]], deck=["Assault"]))
    assert game.legal_moves() == [{"type": "play", "card": "Assault"}, {"type": "play", "card": "Search"}]
    play(game, "Assault")
    assert game.legal_moves() == [{"type": "choose", "choice": [1]}, {"type": "choose", "choice": [2]}]
    assert game.moves() == {"player": 0, "pending": pending(game)}


@pytest.mark.parametrize("move,code,message", [
    ({"type": "play", "card": "Girl of Fate"}, "illegal_move", "Girl of Fate is not in A's hand"),
    ({"type": "play", "card": 3}, "bad_request", "a play move names a card"),
    ({"type": "choose", "choice": [1]}, "illegal_move", "no decision is pending: A plays a card"),
    ({"type": "draw"}, "illegal_move", "unknown move type 'draw'"),
    ({"type": "play", "card": "Search", "target": 1}, "bad_request", "a 'play' move has no field(s) target"),
    ({"card": "Search"}, "bad_request", 'a move is a JSON object with a string "type"'),
    ("play Search", "bad_request", 'a move is a JSON object with a string "type"'),
])
def test_refused_moves_change_nothing(starship, move, code, message):
    game = new(starship, position([["Assault", "Search"], ["Old Map"], ["General"]], deck=["Assault"]))
    before, log = game.state(), list(game.log)
    with pytest.raises(RefusedRequest) as info:
        game.play(move)
    assert info.value.code == code and message in info.value.message
    assert game.state() == before and game.log == log and game.moves_played == []


@pytest.mark.parametrize("choice,message", [
    ([], "choose exactly 1 of the options, not 0"),
    ([1, 2], "choose exactly 1 of the options, not 2"),
    ([0], "0 is not an option of the pending 'target-player' decision (options: [1, 2])"),
    (["1"], '"1" is not an option of the pending \'target-player\' decision (options: [1, 2])'),
    ([True], "true is not an option of the pending 'target-player' decision (options: [1, 2])"),
    ([1.0], "1.0 is not an option of the pending 'target-player' decision (options: [1, 2])"),
])
def test_refused_choices_change_nothing(starship, choice, message):
    game = new(starship, position([["Assault", "Search"], ["Old Map"], ["General"]], deck=["Assault"]))
    play(game, "Assault")
    before = game.state()
    with pytest.raises(RefusedRequest) as info:
        game.play({"type": "choose", "choice": choice})
    assert type(info.value) is IllegalMove and info.value.message == message
    with pytest.raises(RefusedRequest) as info:
        game.play({"type": "play", "card": "Search"})
    assert "A must first answer the pending 'target-player' decision" in info.value.message
    assert game.state() == before


def test_no_move_after_the_game_is_over(starship):
    game = play_random_game(starship, ["A", "B"], 3)
    with pytest.raises(RefusedRequest) as info:
        game.play({"type": "play", "card": "Search"})
    assert info.value.code == "illegal_move" and info.value.message == "the game is over"
    assert game.legal_moves() == []
