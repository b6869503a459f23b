"""Protocol v1 for Lost Legacy: hello, new_game by id or resolved object, the refusal of an
incomplete deck, and the referee's view (with `visible_to`) in state and play answers."""

from __future__ import annotations

import io
import json

import jsonschema
import pytest

from rulebook.lost_legacy import lost_legacy_state_schema
from rulebook.protocol import Session, serve
from rulebook.schemas import all_schemas
from rulebook.variants import bundled_paths, resolve
from rulebook.variants.render import resolved_data, to_json

PROTOCOL = all_schemas()["protocol.schema.json"]
RESPONSE = jsonschema.Draft202012Validator({**PROTOCOL, "oneOf": [{"$ref": "#/$defs/Response"}]})
REQUEST = jsonschema.Draft202012Validator({**PROTOCOL, "oneOf": [{"$ref": "#/$defs/Request"}]})
STATE = jsonschema.Draft202012Validator(lost_legacy_state_schema())
LL = "Lost Legacy: The Starship"
MISSING = ("Saint", "Necromancer", "False Information")


def ask(session: Session, request: dict) -> dict:
    REQUEST.validate(request)
    answer = session.handle(json.dumps(request))
    RESPONSE.validate(answer)
    if answer["ok"] and answer.get("state", {}).get("game") == "lost-legacy":
        STATE.validate(answer["state"])
    return answer


def started(state: dict | None = None, players=("A", "B"), variant="lost-legacy-starship", seed=3) -> Session:
    session = Session()
    request = {"op": "new_game", "variant": variant, "players": list(players), "seed": seed}
    if state is not None:
        request["state"] = state
    answer = ask(session, request)
    assert answer["ok"], answer
    return session


def position() -> dict:
    """A's turn, drawn: A holds Assault and Search, B holds Old Map, C holds General."""
    return {"players": [{"hand": ["Assault", "Search"]}, {"hand": ["Old Map"]}, {"hand": ["General"]}],
            "deck": ["Swordsman", "Sneak Attack"], "ruins": ["Girl of Fate"],
            "turn": {"player": 0, "phase": "play"}}


def test_hello_lists_both_games_and_the_complete_lost_legacy_variants():
    answer = ask(Session(), {"op": "hello", "protocol": 1})
    assert answer["games"] == ["innovation", "lost-legacy"]
    lost_legacy = [p.stem for p in bundled_paths() if p.parent.name == "lost-legacy"]
    served = [v for v in answer["variants"] if v in lost_legacy]
    assert served == ["lost-legacy-starship"]          # Flying Garden and Megamix are incomplete
    assert "deluxe" in answer["variants"] and "hidden_information" in answer["capabilities"]


def test_new_game_by_id_deals_and_serves_the_referee_view():
    answer = ask(Session(), {"op": "new_game", "variant": "lost-legacy-starship", "players": ["A", "B", "C"],
                             "seed": 5})
    state = answer["state"]
    assert state["game"] == "lost-legacy" and state["viewer"] is None
    hands = [p["hand"] for p in state["players"]]
    assert sorted(len(h) for h in hands) == [1, 1, 2]
    for seat, hand in enumerate(hands):          # every card named, each known to its holder only
        assert all(slot["card"] and slot["visible_to"] == [seat] for slot in hand)
    assert len(state["ruins"]) == 1 and state["ruins"][0]["visible_to"] == []
    assert len(state["deck"]) == 16 - 4 - 1 and all(s["card"] for s in state["deck"])


def test_same_seed_same_round():
    first = ask(started(seed=11), {"op": "state"})
    again = ask(started(seed=11), {"op": "state"})
    assert first == again


def test_moves_play_and_events_keep_visible_to():
    session = started(position(), players=("A", "B", "C"))
    assert ask(session, {"op": "moves"}) == {"ok": True, "player": 0, "moves": [
        {"type": "play", "card": "Assault"}, {"type": "play", "card": "Search"}]}
    answer = ask(session, {"op": "play", "move": {"type": "play", "card": "Assault"}})
    assert answer["events"][0] == {"type": "play", "player": 0, "card": "Assault"}
    assert answer["state"]["pending"]["kind"] == "target-player"
    answer = ask(session, {"op": "play", "move": {"type": "choose", "choice": [1]}})
    look = answer["events"][0]
    assert look["type"] == "look" and look["cards"] == ["Old Map"] and look["visible_to"] == [0, 1]
    assert answer["state"]["players"][1]["hand"] == [{"card": "Old Map", "visible_to": [0, 1]}]
    answer = ask(session, {"op": "play", "move": {"type": "choose", "choice": ["swap"]}})
    exchange = answer["events"][0]
    assert exchange == {"type": "exchange", "player": 0, "at": {"hand": 1}, "swapped": True, "visible_to": [0, 1]}
    state = ask(session, {"op": "state"})["state"]
    assert state["players"][0]["hand"] == [{"card": "Old Map", "visible_to": [0, 1]}]
    assert state["turn"] == {"number": 2, "player": 1, "phase": "play"}
    assert [s["card"] for s in state["players"][1]["hand"]] == ["Search", "Swordsman"]


def test_playing_the_starships_lost_legacy_is_an_illegal_move_and_changes_nothing():
    session = started({"players": [{"hand": [LL, "Search"]}, {"hand": ["Old Map"]}], "deck": ["General"],
                       "turn": {"player": 0, "phase": "play"}})
    before = ask(session, {"op": "state"})
    answer = ask(session, {"op": "play", "move": {"type": "play", "card": LL}})
    assert answer["ok"] is False and answer["error"]["code"] == "illegal_move"
    assert ask(session, {"op": "state"}) == before
    assert ask(session, {"op": "moves"})["moves"] == [{"type": "play", "card": "Search"}]


@pytest.mark.parametrize("variant", ["lost-legacy-megamix", "lost-legacy-flying-garden"])
def test_an_incomplete_deck_is_unsupported_and_names_the_missing_cards(variant):
    answer = ask(Session(), {"op": "new_game", "variant": variant, "players": ["A", "B"], "seed": 1})
    assert answer["ok"] is False and answer["error"]["code"] == "unsupported"
    message = answer["error"]["message"]
    assert variant in message and "missing 9 cards" in message
    assert all(name in message for name in MISSING)


def test_an_incomplete_resolved_variant_object_is_unsupported_too():
    data = resolved_data(resolve("lost-legacy-megamix"))
    answer = ask(Session(), {"op": "new_game", "variant": data, "players": ["A", "B"], "seed": 1})
    assert answer["error"]["code"] == "unsupported" and all(name in answer["error"]["message"] for name in MISSING)


def test_a_resolved_custom_set_object_plays_and_show_json_is_accepted_as_is():
    data = json.loads(to_json(resolve("lost-legacy-starship")))   # card_disputes: output only, dropped
    data["deck"] = {"sets": [], "remove": [], "complete": True, "size": 16, "cards": [
        {"name": n, "copies": c} for n, c in [
            ("Girl of Fate", 1), ("General", 1), ("Shadow Thief", 1), ("Swordsman", 1),
            ("Lost Legacy: Flying Garden", 1), ("Old Map", 2), ("Search", 3), ("Curse", 3), ("Wound", 3)]]}
    answer = ask(Session(), {"op": "new_game", "variant": data, "players": ["A", "B"], "seed": 2})
    assert answer["ok"], answer
    cards = [s["card"] for p in answer["state"]["players"] for s in p["hand"]]
    cards += [s["card"] for s in answer["state"]["deck"] + answer["state"]["ruins"]]
    assert sorted(cards).count("Curse") == 3 and LL not in cards and len(cards) == 16


def test_a_custom_set_object_breaking_the_composition_rule_is_a_bad_request_naming_each_violation():
    data = resolved_data(resolve("lost-legacy-starship"))
    data["deck"] = {"sets": [], "remove": [], "complete": True, "size": 16, "cards": [
        {"name": n, "copies": c} for n, c in [
            ("Girl of Fate", 1), ("General", 1), ("Shadow Thief", 1), (LL, 1), ("Lost Legacy: Flying Garden", 1),
            ("Old Map", 2), ("Search", 3), ("Assault", 2), ("Curse", 1), ("Sneak Attack", 3)]]}
    answer = ask(Session(), {"op": "new_game", "variant": data, "players": ["A", "B"], "seed": 2})
    assert answer["ok"] is False and answer["error"]["code"] == "bad_request"
    message = answer["error"]["message"]
    for fragment in ("speed 4: the set needs 1 card(s), it has 0", "speed 5: the set needs 1 card(s), it has 2",
                     "speed 8: all copies must come from one set"):
        assert fragment in message


@pytest.mark.parametrize("state,code,fragment", [
    ({"players": [{"hand": ["Curse"]}, {}]}, "bad_request", "'Curse' is not in the deck"),
    ({"players": [{"hand": ["Tools"]}, {}]}, "bad_request", "unknown card 'Tools'"),
    ({"players": [{"hand": ["Search"]}, {}], "turn": {"player": 0, "actions_left": 2}}, "bad_request", "actions_left"),
])
def test_bad_lost_legacy_states_are_bad_requests(state, code, fragment):
    answer = ask(Session(), {"op": "new_game", "variant": "lost-legacy-starship", "players": ["A", "B"],
                             "state": state})
    assert answer["ok"] is False and answer["error"]["code"] == code and fragment in answer["error"]["message"]


@pytest.mark.parametrize("players,fragment", [(["A"], "2 to 4 players, not 1"),
                                              (["A", "B", "C", "D", "E"], "2 to 4 players, not 5")])
def test_player_count_follows_the_variant(players, fragment):
    answer = ask(Session(), {"op": "new_game", "variant": "lost-legacy-starship", "players": players})
    assert answer["error"]["code"] == "bad_request" and fragment in answer["error"]["message"]


def test_an_innovation_move_in_a_lost_legacy_round_is_refused():
    session = started(position(), players=("A", "B", "C"))
    answer = ask(session, {"op": "play", "move": {"type": "draw"}})
    assert answer["ok"] is False and answer["error"]["code"] == "illegal_move"
    assert "'play'" in answer["error"]["message"]


def test_innovation_and_lost_legacy_in_one_session():
    session = started()
    assert ask(session, {"op": "state"})["state"]["game"] == "lost-legacy"
    answer = ask(session, {"op": "new_game", "variant": "deluxe", "players": ["A", "B"], "seed": 1})
    assert answer["ok"] and "supply" in answer["state"]
    assert ask(session, {"op": "moves"})["ok"]


def test_serve_plays_a_lost_legacy_round_line_by_line():
    lines = [{"op": "hello", "protocol": 1},
             {"op": "new_game", "variant": "lost-legacy-starship", "players": ["A", "B"], "seed": 4,
              "state": {"players": [{"hand": ["Swordsman", "Search"]}, {"hand": ["Sneak Attack"]}],
                        "deck": ["General"], "turn": {"player": 0, "phase": "play"}}},
             {"op": "play", "move": {"type": "play", "card": "Swordsman"}},
             {"op": "play", "move": {"type": "choose", "choice": [1]}},
             {"op": "bye"}]
    stdout = io.StringIO()
    serve(io.StringIO("".join(json.dumps(line) + "\n" for line in lines)), stdout)
    answers = [json.loads(line) for line in stdout.getvalue().splitlines()]
    assert [a["ok"] for a in answers] == [True] * 5
    assert answers[3]["state"]["result"] == {"winners": [0], "reason": "elimination"}
    assert answers[3]["state"]["players"][1]["discard"] == [{"card": "Sneak Attack", "flipped": False}]
