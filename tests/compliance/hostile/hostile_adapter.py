"""In-process (`python:`) adapters that misbehave, for `rulebook check`.

- `Blocking`: the first `play` of the run never returns (until `RELEASE` is set, at the end of
  the test); every later request is served.
- `BadHello`: a correct engine whose hello answer is changed by `HELLO` (set by the test).
- `Crashing`: a `BadHello` that raises on every `play`, with Markdown in its message.
- `Unprintable`: a `BadHello` whose every `play` is an internal error whose message holds a lone
  surrogate, a NUL and a terminal escape sequence (all valid in a JSON answer).
"""

import threading

from engine.protocol import Session

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
