"""A move an engine refuses as `unsupported` (protocol 3.7: valid, but not played by this engine,
such as the dogma of a card whose effects it has not written) skips the scenario with the
engine's words; the same move refused as illegal fails it."""

from __future__ import annotations

import json

import pytest

from rulebook.protocol import Session

FEATURE = """\
@deluxe
Feature: Dogma and draw
  @id:unsupported-dogma
  Scenario: Writing's dogma draws a 2
    Given a 2-player game
    And Alice's blue pile is Writing
    And Alice has nothing in hand
    And the age 2 pile is Calendar, Mapmaking
    And it is Alice's turn 2 with 2 actions left
    When Alice performs the dogma of Writing
    Then Alice's hand is Calendar

  @id:unsupported-draw
  Scenario: A draw takes the age of the highest top card
    Given a 2-player game
    And Alice's blue pile is Writing
    And Alice has nothing in hand
    And the age 1 pile is Oars, Tools
    And it is Alice's turn 2 with 2 actions left
    When Alice draws
    Then Alice's hand is Oars
"""


class NoDogma:
    """The reference, refusing every dogma move with CODE (a class attribute)."""

    CODE = "unsupported"

    def __init__(self) -> None:
        self.session = Session()

    def request(self, message: dict) -> dict:
        move = message.get("move") if message.get("op") == "play" else None
        if isinstance(move, dict) and move.get("type") == "dogma":
            return {"ok": False, "error": {"code": self.CODE, "message": "card effects are not written here"}}
        return self.session.handle_message(message)


class IllegalDogma(NoDogma):
    CODE = "illegal_move"


@pytest.mark.parametrize("engine,dogma_status", [("NoDogma", "skipped"), ("IllegalDogma", "failed")])
def test_an_unsupported_move_skips_and_an_illegal_one_fails(run_cli, tmp_path, monkeypatch, engine, dogma_status):
    feature = tmp_path / "dogma.feature"
    feature.write_text(FEATURE, encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path.parent))
    monkeypatch.setitem(__import__("sys").modules, "unsupported_engines", __import__(__name__))
    report = tmp_path / "report.json"
    code, _, _ = run_cli("check", "--impl", f"python:unsupported_engines:{engine}", "--features", str(feature),
                         "--out", str(report))
    results = {r["scenario"]: r for r in json.loads(report.read_text(encoding="utf-8"))["results"]}
    assert results["unsupported-draw"]["status"] == "passed"
    dogma = results["unsupported-dogma"]
    assert dogma["status"] == dogma_status
    if dogma_status == "skipped":
        assert dogma["message"] == ("the engine does not support a move the scenario plays: "
                                    "card effects are not written here")
        assert code == 0
    else:
        assert "illegal_move" in dogma["message"] and code == 1
