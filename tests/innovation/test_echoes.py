"""What the Echoes scenarios cannot show: cards conserved with forecasts and Echoes decks in
play, the protocol's Echoes fields only where Echoes is, and games without Echoes playing
exactly as they did before the expansion came (docs/echoes.md)."""

from __future__ import annotations

import hashlib
import json

import pytest

from rulebook.errors import BadRequest
from rulebook.innovation import Game, check_conservation
from rulebook.innovation.agents import play_random_game
from rulebook.variants import load_variant

ECHOES = load_variant("ultimate-echoes")


def _new(state: dict, variant=ECHOES) -> Game:
    return Game.new(variant, ["Alice", "Bob"], 1, state=state)


def test_cards_are_conserved_with_forecasts_through_a_foreshadow_and_a_promotion():
    game = _new({"players": [{"board": {"blue": {"cards": ["Ruler"]}}, "hand": ["Tools"], "forecast": ["Plumbing"]},
                             {"forecast": ["Lever", "Comb"]}],
                 "supply_echoes": {"1": ["Umbrella", "Bell"]}})
    check_conservation(game)
    # Ruler: the echo effect draws a 2, then two Echoes 1s are drawn, one foreshadowed
    game.play({"type": "dogma", "card": "Ruler"})
    game.play({"type": "choose", "choice": ["Umbrella"]})
    check_conservation(game)
    assert game.state()["players"][0]["forecast"] == ["Plumbing", "Umbrella"]
    # melding Tools promotes one of the two 1s of the forecast
    game.play({"type": "meld", "card": "Tools"})
    game.play({"type": "choose", "choice": ["Umbrella"]})
    check_conservation(game)
    assert game.state()["players"][0]["forecast"] == ["Plumbing"]


def test_conservation_names_a_card_both_in_a_forecast_and_in_a_hand():
    game = _new({"players": [{"hand": ["Tools"], "forecast": ["Comb"]}]})
    game._gs.players[1].forecast.append("Tools")
    with pytest.raises(AssertionError, match="Tools"):
        check_conservation(game)


def test_every_echoes_card_is_somewhere_at_setup():
    state = Game.new(ECHOES, ["A", "B", "C"], 4).state()
    decks = state["supply_echoes"]
    assert sorted(decks) == sorted(str(age) for age in range(1, 12))
    assert sum(len(pile) for pile in decks.values()) == 115
    assert all(player["forecast"] == [] for player in state["players"])


def test_a_given_forecast_card_may_not_be_placed_twice():
    with pytest.raises(BadRequest, match="Comb"):
        _new({"players": [{"hand": ["Comb"], "forecast": ["Comb"]}]})


@pytest.mark.parametrize("variant_id", ["ultimate", "ultimate-figures", "deluxe"])
def test_a_game_without_echoes_has_no_echoes_fields_and_refuses_a_forecast(variant_id):
    variant = load_variant(variant_id)
    state = Game.new(variant, ["A", "B"], 1).state()
    assert "supply_echoes" not in state
    assert all("forecast" not in player for player in state["players"])
    with pytest.raises(BadRequest, match="this variant has no forecast"):
        _new({"players": [{"forecast": ["Tools"]}]}, variant)
    with pytest.raises(BadRequest, match="no Echoes decks"):
        _new({"supply_echoes": {"1": []}}, variant)


# Digests of whole random games (3 players, seeds 1 and 2: the final state and the moves
# played), measured on main before the Echoes groundwork (commit c557ebb): a game without Echoes
# deals, draws and plays exactly as before.
BEFORE_ECHOES = {
    "ultimate/1": "409a61b6ee1ad594 186",
    "ultimate/2": "9525b9ecdfaa1e83 138",
    "ultimate-figures/1": "7b29558a8b8f42af 173",
    "ultimate-figures/2": "65c685499030fc5f 240",
    "deluxe/1": "493a09da81648a92 202",
    "deluxe/2": "3b7e7c0d8cf4490b 201",
}


@pytest.mark.parametrize("case", sorted(BEFORE_ECHOES))
def test_a_game_without_echoes_plays_as_before_the_expansion(case):
    variant_id, seed = case.split("/")
    game = play_random_game(load_variant(variant_id), ["A", "B", "C"], int(seed))
    digest = hashlib.sha256(json.dumps(game.state(), sort_keys=True).encode()).hexdigest()[:16]
    assert f"{digest} {game.moves_played}" == BEFORE_ECHOES[case]


def test_a_state_with_every_standard_achievement_claimed_is_given_back_whole():
    # ultimate-echoes-figures, fuzz seed 5 of 3 players: the state exports an empty list of
    # extras; once every standard achievement was claimed, new_game of that very state was refused
    from rulebook.innovation import Game
    from rulebook.variants import load_variant

    variant = load_variant("ultimate-echoes-figures")
    state = Game.new(variant, ["A", "B"], 1, {"players": [{"board": {"blue": {"cards": ["Writing"]}}}, {}]}).state()
    state["achievements"]["standard"] = {}
    assert state["achievements"]["standard_extra"] == []
    again = Game.new(variant, ["A", "B"], 1, state).state()
    assert again["achievements"]["standard"] == {} and again["achievements"]["standard_extra"] == []


def test_a_card_drawn_twice_in_one_effect_is_offered_once():
    # ultimate-echoes-figures, 4 players, seed 2690 of the random-game soak: a Figures karma
    # returned the 5 X-Ray's player drew, the next draw took it again, and X-Ray offered it twice
    # to foreshadow (the second move failed): the drawn cards still in hand, each once
    from rulebook.innovation.agents import play_random_game
    from rulebook.variants import load_variant

    game = play_random_game(load_variant("ultimate-echoes-figures"), [f"P{i}" for i in range(4)], 2690, check=True)
    assert game.result is not None
