"""Protocol v1 session handling that needs no game: hello, malformed requests, ordering."""

from __future__ import annotations

import io
import json

import jsonschema
import pytest

from rulebook.protocol import Session, serve
from rulebook.schemas import all_schemas
from rulebook.variants import bundled_paths

RESPONSE = all_schemas()["protocol.schema.json"]


def check_response(response: dict) -> dict:
    schema = {**RESPONSE, "oneOf": [{"$ref": "#/$defs/Response"}]}
    jsonschema.Draft202012Validator(schema).validate(response)
    return response


def test_hello_names_implementation_games_variants_and_capabilities():
    answer = check_response(Session().handle('{"op": "hello", "protocol": 1}'))
    assert answer["ok"] is True and answer["protocol"] == 1
    assert answer["implementation"]["name"] == "rulebook-reference"
    assert answer["games"] == ["innovation", "lost-legacy"]
    # every Innovation variant, then the Lost Legacy variants whose deck is complete
    assert answer["variants"] == [p.stem for p in bundled_paths() if p.parent.name == "innovation"] + \
        ["lost-legacy-starship"]
    assert "partial_state" in answer["capabilities"]


def test_hello_with_another_protocol_version_is_unsupported():
    answer = check_response(Session().handle('{"op": "hello", "protocol": 2}'))
    assert answer == {"ok": False, "error": {"code": "unsupported", "message":
                      "protocol 2 is not supported; this implementation speaks protocol 1"}}


@pytest.mark.parametrize("line,fragment", [
    ("not json", "the request is not JSON"),
    ("[1, 2]", 'a JSON object with a string "op"'),
    ('{"op": 3}', 'a JSON object with a string "op"'),
    ('{"op": "dance"}', "unknown op 'dance'"),
    ('{"op": "moves"}', "no game: send new_game first"),
    ('{"op": "play", "move": {"type": "draw"}}', "no game: send new_game first"),
    ('{"op": "state"}', "no game: send new_game first"),
])
def test_bad_requests_get_bad_request_and_the_session_goes_on(line, fragment):
    session = Session()
    answer = check_response(session.handle(line))
    assert answer["ok"] is False and answer["error"]["code"] == "bad_request"
    assert fragment in answer["error"]["message"]
    assert session.handle('{"op": "hello", "protocol": 1}')["ok"] is True


@pytest.mark.parametrize("request_,code,fragment", [
    ({"variant": "fifth-edition", "players": ["A", "B"]}, "unsupported", "variant 'fifth-edition' is not served"),
    ({"variant": "lost-legacy-megamix", "players": ["A", "B"]}, "unsupported", "deck is incomplete"),
    ({"variant": "deluxe", "players": ["A"]}, "bad_request", "2 to 4 players, not 1"),
    ({"variant": "deluxe", "players": ["A", "A"]}, "bad_request", "distinct"),
    ({"variant": "deluxe", "players": "AB"}, "bad_request", "list of player names"),
    ({"variant": "deluxe", "players": ["A", "B"], "seed": "x"}, "bad_request", "integer"),
    ({"variant": "deluxe", "players": ["A", "B"], "colour": 1}, "bad_request", "does not take colour"),
    ({"variant": 7, "players": ["A", "B"]}, "bad_request", "variant id or a resolved variant object"),
    ({"variant": {"id": "x", "game": "innovation", "title": "t"}, "players": ["A", "B"]}, "bad_request", "required"),
])
def test_new_game_refuses_bad_parameters(request_, code, fragment):
    answer = check_response(Session().handle(json.dumps({"op": "new_game", **request_})))
    assert answer["ok"] is False and answer["error"]["code"] == code
    assert fragment in answer["error"]["message"]


def test_serve_answers_line_by_line_and_stops_at_bye():
    stdin = io.StringIO('{"op": "hello", "protocol": 1}\n\nnonsense\n{"op": "bye"}\n{"op": "hello", "protocol": 1}\n')
    stdout = io.StringIO()
    assert serve(stdin, stdout) == 0
    answers = [json.loads(line) for line in stdout.getvalue().splitlines()]
    assert [a["ok"] for a in answers] == [True, False, True]
