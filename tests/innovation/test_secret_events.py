"""Events as each player may know them (docs/protocol.md 4.6, 4.7): the `hidden` flag on every
event that takes a secret nobody has seen where nobody may look at it, and a viewer's events,
from `play` and `state`, with each card that viewer may not know shown by its back."""

from __future__ import annotations

import json
from random import Random

import pytest

from rulebook.errors import Unsupported
from rulebook.innovation import Game
from rulebook.innovation.agents import random_move
from rulebook.protocol import Session
from rulebook.variants import load_variant

UNSEEN = load_variant("ultimate-unseen")
TOOLS = {"age": 1, "set": "base"}


def _session(variant: str, state: dict, players=("Alice", "Bob", "Carol")) -> Session:
    session = Session()
    answer = session.answer({"op": "new_game", "variant": variant, "players": list(players), "seed": 1, "state": state})
    assert answer["ok"], answer
    return session


def _answer(game: Game, preferred: str) -> list[dict]:
    """Answer the pending decision with `preferred` when offered, else its first option."""
    options = game.state()["pending"]["options"]
    return game.play({"type": "choose", "choice": [preferred if preferred in options else options[0]]})


# --- the hidden flag ---------------------------------------------------------------------------

@pytest.mark.parametrize("card", ["Denver Airport", "3D Printing"])
def test_a_secret_an_effect_achieves_unseen_is_a_hidden_achieve_event(card):
    state = {"players": [{"board": {"purple" if card == "3D Printing" else "green": {"cards": [card]},
                                    "red": {"cards": ["Archery"]}}, "safe": ["Tools"]}, {}],
             "turn": {"number": 9, "player": 0, "actions_left": 2}}
    game = Game.new(UNSEEN, ["Alice", "Bob"], 1, state=state)
    events = game.play({"type": "dogma", "card": card})
    while not any(e["type"] == "achieve" for e in events) and game.state()["pending"] is not None:
        events += _answer(game, "Archery")      # 3D Printing: return a 1, achieve the secret 1
    achieved = [e for e in events if e["type"] == "achieve"]
    assert achieved and achieved[0]["achievement"] == "Tools" and achieved[0]["hidden"] is True
    assert "Tools" in game.state()["players"][0]["achievements"]


def test_the_achieve_action_on_a_secret_is_a_hidden_event_and_a_back_for_every_viewer():
    state = {"players": [{"board": {"red": {"cards": ["Archery"]}}, "score": ["Gunpowder", "Optics"],
                          "safe": ["Tools"]}, {}],
             "turn": {"number": 9, "player": 0, "actions_left": 2}}
    session = _session("ultimate-unseen", state, ("Alice", "Bob"))
    answer = session.answer({"op": "play", "move": {"type": "achieve", "secret": 1}})
    assert answer["ok"], answer
    assert answer["events"][0]["hidden"] is True and answer["events"][0]["achievement"] == "Tools"
    for seat in (0, 1):
        shown = session.answer({"op": "state", "viewer": seat})["events"]
        assert shown[0]["achievement"] == TOOLS and shown[0]["secret"] == 1


def _in_safes(game: Game) -> set[str]:
    gs = game._gs
    return {name for player in gs.players for name in player.safe} - gs.revealed_secrets


# an event takes its card where nobody may look at it: its type, or the zone a transfer goes to
FACE_DOWN_EVENTS = {"achieve", "junk", "remove", "return", "safeguard"}
FACE_DOWN_ZONES = {"achievements", "supply", "standard", "junk", "removed", "safe"}


def _unflagged_secrets(events: list[dict], secrets: set[str]) -> list[dict]:
    """The events that take a card, a secret nobody has seen at that moment, where nobody may
    look at it without `hidden` (`secrets`: those at the move's start; events update them)."""
    secrets, wrong = set(secrets), []
    for event in events:
        card = event.get("card", event.get("achievement"))
        if event["type"] == "safeguard":
            wrong += [] if event.get("hidden") else [event]
            secrets.add(card)
            continue
        if card not in secrets:
            continue
        if event["type"] == "reveal":
            secrets.discard(card)       # revealed to all: no secret any more
            continue
        face_down = event["type"] in FACE_DOWN_EVENTS or (
            event["type"] == "transfer" and event["to"]["zone"] in FACE_DOWN_ZONES)
        if face_down and not event.get("hidden"):
            wrong.append(event)
        if event["type"] != "execute":
            secrets.discard(card)       # it left the safe (a transfer between safes: still unseen)
            if event["type"] == "transfer" and event["to"]["zone"] == "safe":
                secrets.add(card)
    return wrong


@pytest.mark.parametrize("variant", ["ultimate-unseen", "ultimate-unseen-echoes"])
def test_no_event_takes_a_secret_face_down_without_the_hidden_flag_in_random_games(variant):
    for seed in range(6):
        game = Game.new(load_variant(variant), [f"P{i}" for i in range(2 + seed % 3)], seed)
        rng = Random(seed)
        for _ in range(1500):
            if game.over:
                break
            secrets = _in_safes(game)
            try:
                events = game.play(random_move(game, rng))
            except Unsupported:
                break
            assert _unflagged_secrets(events, secrets) == [], f"{variant} seed {seed}"


def test_the_check_of_hidden_flags_finds_an_unflagged_achieve_of_a_secret():
    achieve = {"type": "achieve", "player": 0, "achievement": "Tools", "age": 1, "from": {"zone": "safe", "player": 0}}
    assert _unflagged_secrets([achieve], {"Tools"}) == [achieve]
    assert _unflagged_secrets([{**achieve, "hidden": True}], {"Tools"}) == []
    melded = {"type": "meld", "player": 0, "card": "Tools", "color": "blue"}
    assert _unflagged_secrets([melded, achieve], {"Tools"}) == []      # face up first: no secret then


# --- a viewer's events -----------------------------------------------------------------------

HANDS = {"players": [{"board": {"red": {"cards": ["Archery"]}}, "hand": ["Sailing"]},
                     {"hand": ["Writing", "Mathematics"], "board": {"green": {"cards": ["Clothing"]}}}, {}],
         "supply": {"1": ["Tools", "Oars", "Pottery"]},
         "turn": {"number": 9, "player": 0, "actions_left": 2}}


def test_a_card_drawn_is_named_to_its_drawer_only_in_play_and_state_answers():
    session = _session("deluxe", HANDS)
    assert session.answer({"op": "state", "viewer": 1})["events"] == []     # nothing played yet
    answer = session.answer({"op": "play", "move": {"type": "draw"}, "viewer": 1})
    assert answer["state"]["viewer"] == 1 and answer["state"]["players"][0]["hand"][1] == TOOLS
    assert answer["events"] == [{"type": "draw", "player": 0, "card": TOOLS, "age": 1}]
    assert session.answer({"op": "state", "viewer": 0})["events"][0]["card"] == "Tools"
    assert session.answer({"op": "state", "viewer": 2})["events"][0]["card"] == TOOLS
    assert "viewer" not in session.answer({"op": "state"})["state"]    # the referee's state, no events
    assert "events" not in session.answer({"op": "state"})


def test_a_transfer_between_hands_is_named_to_both_players_and_a_back_to_the_others():
    # Archery: Bob draws (a back to Alice and Carol), then gives Alice his highest card
    session = _session("deluxe", HANDS)
    referee = session.answer({"op": "play", "move": {"type": "dogma", "card": "Archery"}})["events"]
    given = [e for e in referee if e["type"] == "transfer"]
    assert given[0]["card"] == "Mathematics" and given[0]["to"] == {"zone": "hand", "player": 0}
    seen = {seat: session.answer({"op": "state", "viewer": seat})["events"] for seat in range(3)}
    index = referee.index(given[0])
    assert seen[0][index]["card"] == seen[1][index]["card"] == given[0]["card"]
    assert isinstance(seen[2][index]["card"], dict)
    # the dogma names its card, face up on Alice's board, for everyone
    assert all(seen[seat][0] == referee[0] for seat in range(3))


def test_a_meld_is_named_to_everyone_a_score_from_hand_to_its_player_only():
    session = _session("deluxe", HANDS)
    melded = session.answer({"op": "play", "move": {"type": "meld", "card": "Sailing"}, "viewer": 1})
    assert melded["events"][0]["card"] == "Sailing"
    game = session.game
    scored = [{"type": "score", "player": 1, "card": "Writing"}]
    assert game.view_events(scored, 1) == scored and game.view_events(scored, 0)[0]["card"] == TOOLS | {"age": 1}


def test_a_play_for_a_seat_that_is_no_seat_is_refused_and_plays_nothing():
    session = _session("deluxe", HANDS)
    answer = session.answer({"op": "play", "move": {"type": "draw"}, "viewer": 3})
    assert answer["ok"] is False and answer["error"] == {
        "code": "bad_request", "message": "viewer must be a seat from 0 to 2, not 3"}
    assert session.answer({"op": "state"})["state"]["turn"]["actions_left"] == 2


def test_a_card_drawn_and_safeguarded_is_named_to_nobody_its_drawer_included():
    # Cliffhanger's kind: "draw and safeguard" passes the card through the hand; once it is a
    # secret, no event of that answer names it, the draw included
    state = {"players": [{"hand": ["Sailing"]}, {}], "supply": {"1": ["Tools"]},
             "turn": {"number": 9, "player": 0, "actions_left": 2}}
    game = Game.new(UNSEEN, ["Alice", "Bob"], 1, state=state)
    from rulebook.innovation import unseen

    gs = game._gs
    gs.events = []
    unseen.draw_and_safeguard(gs, 0, 1, deck="base")
    events, gs.events = gs.events, []
    assert [e["type"] for e in events] == ["draw", "safeguard"] and events[0]["card"] == "Tools"
    for seat in (0, 1):
        assert "Tools" not in json.dumps(game.view_events(events, seat))


@pytest.mark.parametrize("variant", ["ultimate-unseen", "ultimate-unseen-echoes"])
def test_no_answer_to_any_seat_names_a_secret_events_included_in_random_games(variant):
    """Every answer a seat is given in random games, through the protocol: its state and the last
    move's events (the mover's own `play` answer, the others' `state`); no unseen secret named."""
    for seed in range(2):
        session = Session()
        session.answer({"op": "new_game", "variant": variant, "players": ["A", "B", "C"], "seed": seed})
        game, rng, events_read = session.game, Random(seed), 0
        for _ in range(250):
            if game.over:
                break
            mover = game.moves()["player"]
            try:
                move = random_move(game, rng)
            except Unsupported:
                break
            answers = {mover: session.answer({"op": "play", "move": move, "viewer": mover})}
            if not answers[mover]["ok"]:
                break       # a card whose effect is not written: the game stops there
            answers.update({seat: session.answer({"op": "state", "viewer": seat}) for seat in range(3) if seat != mover})
            secrets = _in_safes(game)
            for seat, answer in answers.items():
                events_read += len(answer["events"])
                text = json.dumps(answer, ensure_ascii=False)
                assert not [title for title in secrets if json.dumps(title) in text], (seed, seat)
        assert events_read > 100
