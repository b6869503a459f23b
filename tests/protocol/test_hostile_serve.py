"""`rulebook serve` against hostile and careless input (issue 20): every line gets one answer
that is valid UTF-8 JSON of the published shape, refusals are `bad_request` (never
`internal_error`, which is for engine bugs), and the session goes on."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
import tracemalloc
from pathlib import Path

import jsonschema
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rulebook.protocol import serve
from rulebook.protocol.messages import ANSWERS
from rulebook.protocol.server import MAX_DEPTH, MAX_LINE_BYTES
from rulebook.protocol.shapes import state_problem
from rulebook.schemas import all_schemas

PROTOCOL = all_schemas()["protocol.schema.json"]
HELLO = b'{"op": "hello", "protocol": 1}'
ROOT = Path(__file__).resolve().parents[2]


def _validator(definition: str) -> jsonschema.Draft202012Validator:
    return jsonschema.Draft202012Validator({**PROTOCOL, "oneOf": [{"$ref": f"#/$defs/{definition}"}]})


ERROR_ANSWER = _validator("ErrorAnswer")
OK_ANSWERS = {op: _validator(model.__name__) for op, model in ANSWERS.items()}


def check_answer(request: object, answer: dict) -> dict:
    """`answer` is an ErrorAnswer other than internal_error, or the op's answer shape."""
    if answer.get("ok") is False:
        ERROR_ANSWER.validate(answer)
        assert answer["error"]["code"] != "internal_error", answer["error"]
        return answer
    assert isinstance(request, dict), answer
    OK_ANSWERS[request["op"]].validate(answer)
    if "state" in answer:
        game = "lost-legacy" if answer["state"].get("game") == "lost-legacy" else "innovation"
        assert state_problem(game, answer["state"]) is None
    return answer


def serve_bytes(data: bytes) -> list[dict]:
    """Answers of one `serve` session over `data`; its output must be strict UTF-8 JSON lines."""
    out = io.BytesIO()
    assert serve(io.BytesIO(data), out) == 0
    text = out.getvalue().decode("utf-8")  # strict: a lone surrogate or stray byte fails here
    assert text == "" or text.endswith("\n")
    return [json.loads(line) for line in text.splitlines()]


def serve_lines(*lines: bytes) -> list[dict]:
    return serve_bytes(b"".join(line + b"\n" for line in lines))


def refused(answer: dict, *fragments: str) -> None:
    ERROR_ANSWER.validate(answer)
    assert answer["error"]["code"] == "bad_request", answer["error"]
    for fragment in fragments:
        assert fragment in answer["error"]["message"], answer["error"]["message"]


def new_game(variant: str = "deluxe", players: tuple[str, ...] = ("A", "B"), **fields) -> bytes:
    return json.dumps({"op": "new_game", "variant": variant, "players": list(players), **fields}).encode()


# --- bytes in, valid UTF-8 out ------------------------------------------------------------

@pytest.mark.parametrize("line", [
    b'{"op": "\\ud800"}',
    b'{"op": "hello", "protocol": 1, "x-\\udfff": 1}',
    new_game(players=("\ud800", "B")),
    new_game(state={"players": [{"hand": ["Tools\udc80"]}]}),
    new_game(state={"\ud800": 1}),
    new_game(variant="lost-legacy-starship", state={"players": [{"name": "\udbff"}]}),
    json.dumps({"op": "play", "move": {"type": "meld", "card": "\ud800"}}).encode(),
    json.dumps({"op": "new_game", "variant": {"id": "\ud800", "game": "innovation"}, "players": ["A", "B"]}).encode(),
], ids=["op", "extension-key", "player", "card", "state-key", "lost-legacy-name", "move", "variant-object"])
def test_a_lone_surrogate_anywhere_is_bad_request_and_the_session_goes_on(line):
    hello, answer, after = serve_lines(HELLO, line, HELLO)
    assert hello["ok"] and after["ok"]
    refused(answer, "surrogate")


def test_an_escaped_surrogate_pair_is_one_character_and_accepted():
    [answer] = serve_lines(new_game(players=("\U0001F600", "B")))  # sent as the pair \ud83d\ude00
    assert answer["ok"] and answer["state"]["players"][0]["name"] == "\U0001F600"


def test_an_invalid_utf8_byte_is_bad_request_never_echoed_and_earlier_answers_are_kept():
    first, answer, after = serve_lines(HELLO, b'{"op": "hel\xfflo", "x": "\xc3"}', HELLO)
    assert first["ok"] and after["ok"]
    refused(answer, "not UTF-8", "0xff")


def test_serve_reads_bytes_and_writes_utf8_whatever_the_locale():
    """The real command under an ASCII locale: non-ASCII names round-trip, a stray byte and a
    lone surrogate are refused, and nothing is lost before or after them."""
    lines = [HELLO, new_game(players=("Zoë", "字")), b"\xff\xfe{", new_game(players=("\ud800", "B")),
             b'{"op": "state"}', b'{"op": "bye"}']
    env = {**os.environ, "LC_ALL": "C", "LANG": "C", "PYTHONIOENCODING": "ascii:strict", "PYTHONUTF8": "0"}
    done = subprocess.run([sys.executable, "-c", "from rulebook.cli import main; raise SystemExit(main(['serve']))"],
                          input=b"".join(line + b"\n" for line in lines), capture_output=True, env=env,
                          cwd=ROOT, timeout=60)
    assert done.returncode == 0 and done.stderr == b""
    answers = [json.loads(line) for line in done.stdout.decode("utf-8").splitlines()]
    assert [a["ok"] for a in answers] == [True, True, False, False, True, True]
    assert answers[4]["state"]["players"][1]["name"] == "字"


# --- sizes and depths ----------------------------------------------------------------------

@pytest.mark.parametrize("line,fragment", [
    (new_game()[:-1] + b', "seed": ' + b"9" * 5001 + b"}", "integer"),
    (new_game()[:-1] + b', "seed": 18446744073709551616}', "integer"),
    (new_game()[:-1] + b', "seed": -18446744073709551616}', "integer"),
    (new_game()[:-1] + b', "seed": 1e999}', "number"),
    (new_game()[:-1] + b', "seed": NaN}', "NaN"),
    (new_game()[:-1] + b', "seed": -Infinity}', "Infinity"),
    (b'{"op": "hello", "protocol": 1, "revision": ' + b"1" * 300 + b"}", "integer"),
    (new_game(state={"turn": {"number": 10**30}}), "integer"),
    (b'{"op": "play", "move": {"type": "achieve", "age": ' + b"7" * 5000 + b"}}", "integer"),
], ids=["seed-5001-digits", "seed-2**64", "seed-minus-2**64", "float-overflow", "nan", "infinity", "revision",
        "turn-number", "card-age"])
def test_huge_numbers_are_bad_request(line, fragment):
    answer, after = serve_lines(line, HELLO)
    refused(answer, fragment)
    assert after["ok"]


def test_the_largest_64_bit_seeds_are_accepted():
    for seed in (2**64 - 1, -(2**64 - 1)):
        [answer] = serve_lines(new_game(seed=seed))
        assert answer["ok"], answer


@pytest.mark.parametrize("line", [
    b"[" * 100_000 + b"]" * 100_000,
    b'{"op": "hello", "protocol": 1, "x": ' + b'{"a": ' * 100_000 + b"1" + b"}" * 100_001,
    new_game(state={"players": [{"hand": json.loads("[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1))}]}),
    b"[" * 100_000,
], ids=["brackets", "objects", "just-too-deep-state", "unclosed"])
def test_deep_nesting_is_bad_request(line):
    answer, after = serve_lines(line, HELLO)
    refused(answer)
    assert after["ok"]


def test_an_overlong_line_is_refused_without_being_read_into_memory():
    """A 64 MB line (bytes made on demand) costs far less than its size, and the next request
    is answered."""
    size = 64 * MAX_LINE_BYTES

    class Endless(io.RawIOBase):
        def __init__(self):
            self.left, self.tail = size, b"\n" + HELLO + b"\n"

        def readable(self) -> bool:
            return True

        def readinto(self, buffer) -> int:
            if self.left:
                n = min(len(buffer), self.left)
                buffer[:n] = b"x" * n
                self.left -= n
                return n
            n = min(len(buffer), len(self.tail))
            buffer[:n], self.tail = self.tail[:n], self.tail[n:]
            return n

    out = io.BytesIO()
    tracemalloc.start()
    try:
        assert serve(io.BufferedReader(Endless()), out) == 0
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    answer, after = (json.loads(line) for line in out.getvalue().decode("utf-8").splitlines())
    refused(answer, "longer than")
    assert after["ok"]
    assert peak < 4 * MAX_LINE_BYTES, peak


def test_a_line_at_the_cap_is_read():
    head, tail = b'{"op": "hello", "protocol": 1, "x-pad": "', b'"}'
    line = head + b"x" * (MAX_LINE_BYTES - len(head) - len(tail)) + tail
    assert len(line) == MAX_LINE_BYTES
    [answer] = serve_lines(line)
    assert answer["ok"]


# --- wrong types in a given state ---------------------------------------------------------

@pytest.mark.parametrize("state,where", [
    ({"players": [{"board": {"blue": {"splay": []}}}]}, "state.players[0].board.blue.splay"),
    ({"players": [{"board": {"blue": {"cards": ["Writing"], "splay": []}}}]}, "state.players[0].board.blue.splay"),
    ({"players": [{"board": {"blue": {"cards": ["Writing"], "splay": {"left": 1}}}}]},
     "state.players[0].board.blue.splay"),
    ({"players": [{"board": {"blue": {"cards": ["Writing"], "splay": 3}}}]}, "state.players[0].board.blue.splay"),
    ({"players": [{"board": {"blue": {"cards": "Writing"}}}]}, "state.players[0].board.blue.cards"),
    ({"players": [{"board": {"blue": {"cards": [["Writing"]]}}}]}, "state.players[0].board.blue.cards"),
    ({"players": [{"board": ["blue"]}]}, "state.players[0].board"),
    ({"players": [{"hand": [1]}]}, "state.players[0].hand"),
    ({"players": [{"hand": {"Tools": 1}}]}, "state.players[0].hand"),
    ({"players": [{"achievements": [None]}]}, "state.players[0].achievements"),
    ({"players": [{"eliminated": []}]}, "state.players[0].eliminated"),
    ({"players": [{"name": ["A"]}]}, "state.players[0].name"),
    ({"players": [{"team": [1]}]}, "state.players[0].team"),
    ({"players": {"0": {}}}, "state.players"),
    ({"players": ["A"]}, "state.players[0]"),
    ({"supply": [["Tools"]]}, "state.supply"),
    ({"supply": {"1": "Tools"}}, "state.supply.1"),
    ({"supply": {"999999999999999999999": []}}, "state.supply.999999999999999999999"),
    ({"supply": {"1.5": []}}, "state.supply"),
    ({"supply": {"1": ["Tools"], "01": ["Pottery"]}}, "state.supply"),  # else Tools vanished
    ({"achievements": []}, "state.achievements"),
    ({"achievements": {"standard": {"1": ["Tools"]}}}, "state.achievements.standard.1"),
    ({"achievements": {"standard": ["Tools"]}}, "state.achievements.standard"),
    ({"achievements": {"special": "Monument"}}, "state.achievements.special"),
    ({"junk": {"a": 1}}, "state.junk"),
    ({"turn": []}, "state.turn"),
    ({"turn": {"player": "0"}}, "state.turn.player"),
    ({"turn": {"actions_left": 1.0}}, "state.turn.actions_left"),
    ({"variant": ["deluxe"]}, "state.variant"),
    ({"pending": []}, "state.pending"),
    ({"result": {"winners": [0]}}, "state.result"),
])
def test_wrong_types_in_a_given_innovation_state_are_bad_request_naming_the_field(state, where):
    [answer] = serve_lines(new_game(state=state))
    refused(answer, where)


@pytest.mark.parametrize("state,where", [
    ({"players": [{"hand": [{"card": ["Assault"]}]}, {}]}, "state.players.0.hand"),
    ({"players": [{"hand": [{"card": "Assault", "visible_to": ["0"]}]}, {}]}, "state.players.0.hand"),
    ({"players": [{"hand": [{"card": "Assault", "visible_to": [10**30]}]}, {}]}, "integer"),
    ({"players": [{"discard": [3]}, {}]}, "state.players.0.discard"),
    ({"players": "AB"}, "state.players"),
    ({"deck": {"0": "Assault"}}, "state.deck"),
    ({"ruins": [[]]}, "state.ruins"),
    ({"turn": {"phase": []}}, "state.turn.phase"),
    ({"turn": {"player": -1}}, "state.turn.player"),
    ({"game": ["lost-legacy"]}, "state.game"),
])
def test_wrong_types_in_a_given_lost_legacy_state_are_bad_request_naming_the_field(state, where):
    [answer] = serve_lines(new_game("lost-legacy-starship", state=state))
    refused(answer, where)


# --- extension fields ----------------------------------------------------------------------

def test_extension_fields_in_a_given_innovation_state_are_accepted_and_ignored():
    plain = {"players": [{"hand": ["Tools"], "board": {"green": {"cards": ["The Wheel"]}}}, {}],
             "achievements": {"special": ["Monument"]}, "turn": {"player": 1, "actions_left": 1}}
    marked = {"x-note": {"any": ["thing"]},
              "players": [{"hand": ["Tools"], "x-seat": 0,
                           "board": {"green": {"cards": ["The Wheel"], "x-pile": True}}}, {"x-empty": None}],
              "achievements": {"special": ["Monument"], "x-a": 1},
              "turn": {"player": 1, "actions_left": 1, "x-t": []}}
    one, other = serve_lines(new_game(seed=4, state=plain), new_game(seed=4, state=marked))
    assert one["ok"] and other == one


def test_extension_fields_in_a_given_lost_legacy_state_are_accepted_and_ignored():
    plain = {"players": [{"hand": ["Assault", {"card": "Search", "visible_to": [1]}], "discard": ["General"]},
                         {"hand": ["Old Map"]}], "ruins": ["Girl of Fate"], "turn": {"player": 0, "phase": "play"}}
    marked = {"x-note": 1, "ruins": ["Girl of Fate"], "turn": {"player": 0, "phase": "play", "x-t": 1},
              "players": [{"x-p": {}, "hand": ["Assault", {"card": "Search", "visible_to": [1], "x-s": 2}],
                           "discard": ["General"]}, {"hand": ["Old Map"]}]}
    one, other = serve_lines(new_game("lost-legacy-starship", seed=2, state=plain),
                             new_game("lost-legacy-starship", seed=2, state=marked))
    assert one["ok"] and other == one


def test_extension_fields_of_the_new_game_request_itself_are_ignored():
    one, other = serve_lines(new_game(seed=4), new_game(seed=4, **{"x-client": {"v": 1}}))
    assert one["ok"] and other == one


def test_non_extension_unknown_keys_are_still_refused():
    answer, = serve_lines(new_game(state={"players": [{"hand": [], "mine": 1}]}))
    refused(answer, "state.players[0]", "mine")


# --- the fuzzer ---------------------------------------------------------------------------

SCALARS = (st.none() | st.booleans() | st.integers(-(2**70), 2**70) | st.floats(allow_nan=False)
           | st.text(alphabet=st.characters(min_codepoint=0xD7F0, max_codepoint=0xE010) | st.characters(),
                     max_size=12))
JSON = st.recursive(SCALARS, lambda inner: st.lists(inner, max_size=4)
                    | st.dictionaries(st.text(max_size=8) | st.sampled_from(["op", "type", "card", "x-a"]),
                                      inner, max_size=4), max_leaves=12)
VALID = [
    {"op": "hello", "protocol": 1, "revision": 1},
    {"op": "new_game", "variant": "deluxe", "players": ["A", "B"], "seed": 3,
     "state": {"players": [{"hand": ["Tools", "Archery"], "board": {"blue": {"cards": ["Writing"], "splay": "none"}},
                            "score": ["Oars"]}, {"achievements": ["Mysticism"]}],
               "supply": {"1": ["Pottery"]}, "achievements": {"special": ["Monument"]},
               "turn": {"number": 3, "player": 0, "actions_left": 2}}},
    {"op": "new_game", "variant": "lost-legacy-starship", "players": ["A", "B", "C"], "seed": 1,
     "state": {"players": [{"hand": ["Assault", "Search"]}, {"hand": ["Old Map"]}, {"hand": ["General"]}],
               "deck": ["Swordsman", "Sneak Attack"], "ruins": ["Girl of Fate"], "turn": {"player": 0, "phase": "play"}}},
    {"op": "new_game", "variant": "ultimate", "players": ["A", "B", "C"], "seed": 5},
    {"op": "moves"}, {"op": "state"},
    {"op": "play", "move": {"type": "meld", "card": "Tools"}},
    {"op": "play", "move": {"type": "achieve", "age": 1}},
    {"op": "play", "move": {"type": "play", "card": "Assault"}},
    {"op": "play", "move": {"type": "choose", "choice": ["Agriculture"]}},
    {"op": "play", "move": {"type": "choose", "choice": [1]}},
]


def _paths(value, path=()):
    yield path
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _paths(item, (*path, key))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield from _paths(item, (*path, i))


@st.composite
def mutated(draw) -> bytes:
    """A valid request with one place replaced, dropped or given an extra key."""
    request = json.loads(json.dumps(draw(st.sampled_from(VALID))))
    path = draw(st.sampled_from(list(_paths(request))))
    action = draw(st.sampled_from(["replace", "drop", "add"]))
    if not path:
        request = draw(JSON) if action == "replace" else request
    else:
        parent = request
        for step in path[:-1]:
            parent = parent[step]
        if action == "replace":
            parent[path[-1]] = draw(JSON)
        elif action == "drop":
            del parent[path[-1]]
        else:
            target = parent[path[-1]]
            if isinstance(target, dict):
                target[draw(st.text(max_size=6) | st.just("x-z"))] = draw(JSON)
            elif isinstance(target, list):
                target.append(draw(JSON))
    return json.dumps(request).encode()


LINES = (mutated() | JSON.map(lambda v: json.dumps(v).encode())
         | st.binary(max_size=60).map(lambda b: b.replace(b"\n", b" "))
         | st.sampled_from([json.dumps(r).encode() for r in VALID]))


@settings(max_examples=120, deadline=None, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(st.lists(LINES, min_size=1, max_size=6))
def test_fuzzed_requests_get_schema_valid_answers_and_the_session_survives(lines):
    session_lines = []
    for line in lines:
        try:
            parsed = json.loads(line)
        except (ValueError, RecursionError):
            parsed = None
        if isinstance(parsed, dict) and parsed.get("op") == "bye":
            continue  # a bye ends the session: keep it going to the end
        if line.strip():
            session_lines.append((line, parsed))
    answers = serve_lines(*(line for line, _ in session_lines), HELLO)
    assert len(answers) == len(session_lines) + 1
    for (_line, parsed), answer in zip(session_lines, answers):
        check_answer(parsed, answer)
    assert answers[-1]["ok"]
