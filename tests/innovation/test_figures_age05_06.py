"""The karma of the Figures of ages 5 and 6, below the protocol: what the scenarios
(features/innovation/cards/figures/age05-06.feature) cannot show."""

from __future__ import annotations

import pytest

from rulebook.innovation import Game, check_conservation, load_catalog
from rulebook.innovation.achievements import eligible as eligible_for
from rulebook.innovation.sets import load_karma
from rulebook.innovation.sets.figures.age05 import draw_value
from rulebook.variants import load_variant

VARIANT = load_variant("ultimate-figures")
TURN = {"number": 9, "player": 0, "actions_left": 2}
WRITTEN = ["Christiaan Huygens", "Isaac Newton", "Peter the Great", "Shivaji", "Bartholomew Roberts",
           "Samuel de Champlain", "Christopher Polhem", "Bartolomeo Cristofori", "Johannes Vermeer",
           "Benjamin Franklin", "Carl Friedrich Gauss", "Napoleon Bonaparte", "Tecumseh", "Adam Smith",
           "John Harrison", "Edward Jenner", "Catherine the Great", "Ludwig Van Beethoven"]


def _game(state: dict) -> Game:
    return Game.new(VARIANT, ["Alice", "Bob"], 1, state=state)


def test_each_figure_is_registered_whole_against_its_card():
    karma, catalog = load_karma("figures"), load_catalog("base-ultimate", ("figures",))
    for figure in WRITTEN:
        records = karma.of(figure, catalog)
        assert records is not None and len(records) == len(catalog[figure].karma), figure


def test_draw_value_is_the_deck_the_draw_will_take():
    gs = _game({"supply": {"2": [], "3": ["Optics"], "10": [], "11": []}, "turn": TURN})._gs
    assert (draw_value(gs, 2), draw_value(gs, 3), draw_value(gs, 0)) == (3, 3, 1)
    assert draw_value(gs, 10) is None           # past the last age: the draw ends the game


TEN = ["Chemistry", "Physics"]
THIRTY = TEN + ["Statistics", "Astronomy", "Societies", "Banking"]


@pytest.mark.parametrize("score, age, eligible", [
    (["Calendar", "Optics"], 1, False),     # 5 points: the 1 Alice already holds makes another cost 10
    (TEN, 1, True), (TEN, 2, True), (TEN, 3, False),
    (THIRTY, 5, True), (THIRTY, 6, False),  # points enough, but her top card is a 5
])
def test_eligible_for_an_achievement_by_its_value(score, age, eligible):
    # Alice's top card is a 5 (Coal); 5 points per value (one achievement of value 1 held: a 1 costs 10)
    gs = _game({"players": [{"board": {"red": {"cards": ["Coal"]}}, "score": score, "achievements": ["Tools"]}],
                "turn": TURN})._gs
    assert eligible_for(gs, 0, age) is eligible


def test_napoleon_replaces_each_score_of_an_effect_and_cards_are_conserved():
    """Agriculture returns a card (replaced: melded) then scores a drawn card (replaced: melded,
    tucked as it is blue); each replacement scores a top 5 or 6, Coal then Napoleon himself."""
    game = _game({"players": [{"board": {"red": {"cards": ["Napoleon Bonaparte"]}, "yellow": {"cards": ["Agriculture"]}},
                               "hand": ["Sailing"]},
                              {"board": {"red": {"cards": ["Coal"]}}}],
                  "supply": {"2": ["Calendar", "Mathematics"]}, "turn": TURN})
    game.play({"type": "dogma", "card": "Agriculture"})
    game.play({"type": "choose", "choice": ["Sailing"]})          # return Sailing: melded instead
    pending = game.state()["pending"]
    assert sorted(pending["options"]) == ["Coal", "Napoleon Bonaparte"]
    game.play({"type": "choose", "choice": ["Coal"]})
    alice, bob = game.state()["players"]
    # then a 2 is drawn and scored: Calendar is melded and tucked instead, and Napoleon, the only
    # top 5 or 6 left, is scored
    assert alice["board"]["green"]["cards"] == ["Sailing"] and alice["board"]["blue"]["cards"] == ["Calendar"]
    assert sorted(alice["score"]) == ["Coal", "Napoleon Bonaparte"] and "red" not in bob["board"]
    check_conservation(game)
