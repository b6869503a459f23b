"""In-process (`python:`) adapters that misbehave, for `rulebook check`.

- `Blocking`: the first `play` of the run never returns (until `RELEASE` is set, at the end of
  the test); every later request is served.
- `BadHello`: a correct engine whose hello answer is changed by `HELLO` (set by the test).
- `Crashing`: a `BadHello` that raises on every `play`, with Markdown in its message.
- `Unprintable`: a `BadHello` whose every `play` is an internal error whose message holds a lone
  surrogate, a NUL and a terminal escape sequence (all valid in a JSON answer).
- `AgesAsText` (for `rulebook fuzz`): the reference, its achieve moves listed with the age as text.
"""

import threading

from rulebook.protocol import Session

RELEASE = threading.Event()
HELLO: dict = {}


class Blocking:
    blocked = False  # once per run: the test resets it

    def __init__(self):
        self.session = Session()

    def request(self, message: dict) -> dict:
        if message.get("op") == "play" and not Blocking.blocked:
            Blocking.blocked = True
            RELEASE.wait(30)
        return self.session.answer(message)


class BadHello:
    def __init__(self):
        self.session = Session()

    def request(self, message: dict) -> dict:
        answer = self.session.answer(message)
        if message.get("op") == "hello":
            answer.update(HELLO)
        return answer


class Crashing(BadHello):
    def request(self, message: dict) -> dict:
        if message.get("op") == "play":
            raise RuntimeError("boom `x` | y\n# z <b>")
        return super().request(message)


class Unprintable(BadHello):
    def request(self, message: dict) -> dict:
        if message.get("op") == "play":
            text = "bad \ud800 \x00 \x1b[31m"
            return {"ok": False, "error": {"code": "internal_error", "message": text, "detail": text}}
        return super().request(message)


# A card name that would add a tag, a scenario and a doc string to a feature file written with it
# raw, and clear the screen of a terminal it reached.
HOSTILE_NAME = 'Tools\n@needs:hidden_information\n  Scenario: injected\n"""\x1b[2J\ud800'


class InjectsNames:
    """The reference, but every `moves` answer lists a meld of HOSTILE_NAME too (fuzz: a moves
    difference whose other side, and detail, hold the name)."""

    def __init__(self):
        self.session = Session()

    def request(self, message: dict) -> dict:
        answer = self.session.answer(message)
        if message.get("op") == "moves" and isinstance(answer.get("moves"), list):
            answer["moves"] = [*answer["moves"], {"type": "meld", "card": HOSTILE_NAME}]
        return answer


def _first_player(answer: dict, **changes) -> dict:
    state = answer["state"]
    state["players"][0].update(changes)
    return answer


# shape -> (the request whose answer it changes, how): for `rulebook fuzz`
MALFORMED = {
    "state-a-list": ("state", lambda a: {"ok": True, "state": []}),
    "state-refused": ("state", lambda a: {"ok": False}),
    "state-missing": ("state", lambda a: {"ok": True}),
    "players-a-string": ("state", lambda a: {"ok": True, "state": {**a["state"], "players": "x"}}),
    "player-a-number": ("state", lambda a: {"ok": True, "state": {**a["state"], "players": [5, 6]}}),
    "hand-mixed": ("state", lambda a: _first_player(a, hand=[1, "Tools", None])),
    "board-a-list": ("state", lambda a: _first_player(a, board=["blue"])),
    "surrogate-card": ("state", lambda a: _first_player(a, hand=["Tools\ud800\x1b[2J"])),
    "moves-a-string": ("moves", lambda a: {"ok": True, "player": 0, "moves": "meld"}),
    "move-a-number": ("moves", lambda a: {"ok": True, "player": 0, "moves": [3, None]}),
    "player-99": ("moves", lambda a: {**a, "player": 99}),
    "pending-without-min": ("moves", lambda a: {"ok": True, "player": 0,
                                                "pending": {"player": 0, "options": ["x"], "max": 1}}),
    "options-a-number": ("moves", lambda a: {"ok": True, "player": 0,
                                             "pending": {"player": 0, "options": 7, "min": 0, "max": 1}}),
    "moves-refused": ("moves", lambda a: {"ok": False}),
    "play-without-state": ("play", lambda a: {"ok": True, "events": []}),
    "play-state-a-string": ("play", lambda a: {"ok": True, "state": "done"}),
}
SHAPE: list[str] = ["state-a-list"]


class Malformed:
    """The reference, but the answers to one kind of request malformed as MALFORMED[SHAPE[0]]
    says (after the game has begun)."""

    def __init__(self):
        self.session = Session()

    def request(self, message: dict) -> dict:
        answer = self.session.answer(message)
        op, change = MALFORMED[SHAPE[0]]
        if message.get("op") == op and answer.get("ok"):
            return change(answer)
        return answer


class AgesAsText:
    """The reference, but every achieve move it lists names its age as text ("3", not 3), another
    move than the reference's: fuzz reports the legal actions as differing (they once compared
    alike, and the reference then refused the move the agent took from this list)."""

    def __init__(self):
        self.session = Session()

    def request(self, message: dict) -> dict:
        if message.get("op") == "play" and isinstance(message.get("move"), dict) \
                and message["move"].get("type") == "achieve" and isinstance(message["move"].get("age"), str):
            message = {**message, "move": {**message["move"], "age": int(message["move"]["age"])}}
        answer = self.session.answer(message)
        if message.get("op") == "moves" and isinstance(answer.get("moves"), list):
            answer["moves"] = [{**m, "age": str(m["age"])} if m.get("type") == "achieve" else m
                               for m in answer["moves"]]
        return answer
