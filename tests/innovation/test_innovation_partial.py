"""A (partial) state given to new_game: exact positions, defaults for what is left out,
and clear errors for impossible positions."""

import pytest
from innovation_helpers import new, play, random_playout, variant

from rulebook.innovation import EngineError, Game
from rulebook.innovation.cards import ICONS

POSITION = {
    "variant": "deluxe",
    "players": [
        {"name": "A", "hand": ["Tools", "Mathematics"],
         "board": {"blue": {"cards": ["Writing", "Pottery"], "splay": "right"},
                   "red": {"cards": ["Archery"], "splay": "none"}},
         "score": ["Sailing", "Construction"], "achievements": ["Agriculture"]},
        {"name": "B", "hand": ["The Wheel"],
         "board": {"green": {"cards": ["Mapmaking", "Clothing"], "splay": "left"},
                   "purple": {"cards": ["Code of Laws"], "splay": "none"}},
         "achievements": ["Monument"]},
    ],
    "supply": {"1": ["Oars", "Metalworking"]},
    "achievements": {"standard": {"2": "Calendar", "3": "Alchemy"}},
    "turn": {"number": 7, "player": 1, "actions_left": 1},
}


def icons(**counts):
    return {icon: counts.get(icon, 0) for icon in ICONS}


def test_partial_state_reproduces_an_exact_two_player_deluxe_position():
    s = new("deluxe", POSITION, seed=3).state()
    a, b = s["players"]
    assert a == {"name": "A", "team": None, "eliminated": False, "hand": ["Tools", "Mathematics"],
                 "board": {"blue": {"cards": ["Writing", "Pottery"], "splay": "right"},
                           "red": {"cards": ["Archery"], "splay": "none"}},
                 "score": ["Sailing", "Construction"], "achievements": ["Agriculture"],
                 # Writing: 2 lightbulbs, crown; Pottery splayed right: bottom_left leaf; Archery
                 "icons": icons(lightbulb=3, crown=1, leaf=1, castle=2)}
    assert b == {"name": "B", "team": None, "eliminated": False, "hand": ["The Wheel"],
                 "board": {"green": {"cards": ["Mapmaking", "Clothing"], "splay": "left"},
                           "purple": {"cards": ["Code of Laws"], "splay": "none"}},
                 "score": [], "achievements": ["Monument"],
                 "icons": icons(crown=4, castle=1, leaf=2)}
    assert s["supply"]["1"] == ["Oars", "Metalworking"]
    assert sorted(s["supply"]["2"]) == ["Canal Building", "Currency", "Fermenting", "Monotheism",
                                        "Philosophy", "Road Building"]
    assert len(s["supply"]["3"]) == 9 and "Alchemy" not in s["supply"]["3"]
    assert all(len(s["supply"][str(age)]) == 10 for age in range(4, 11))
    assert s["achievements"] == {"standard": {"2": "Calendar", "3": "Alchemy"},
                                 "special": ["Empire", "World", "Wonder", "Universe"]}
    assert s["turn"] == {"number": 7, "player": 1, "actions_left": 1}
    assert s["pending"] is None and s["result"] is None and s["junk"] == []


def test_unplaced_cards_of_a_listed_supply_age_are_out_of_play():
    s = new("deluxe", POSITION).state()
    everywhere = str(s)
    for name in ("Domestication", "Masonry", "City States", "Mysticism", "Oars"):
        assert (name in everywhere) == (name == "Oars")


def test_play_continues_from_the_given_position_deluxe():
    game = new("deluxe", POSITION, seed=3)
    top2 = game.state()["supply"]["2"][0]
    events = play(game, {"type": "draw"})
    assert events[0] == {"type": "draw", "player": 1, "card": top2, "age": 2}
    assert game.state()["turn"] == {"number": 8, "player": 0, "actions_left": 2}


def test_the_canonical_state_round_trips_through_new_game():
    game = new("deluxe", seed=21)
    random_playout(game, seed=21, limit=40)
    given = game.state()
    assert given["pending"] is None and given["result"] is None and given["turn"]["number"] > 10
    again = Game.new(variant("deluxe"), ["A", "B"], 99, given).state()
    assert again == given


def test_empty_state_defaults_deluxe():
    s = new("deluxe", {}, seed=4).state()
    assert [p["hand"] for p in s["players"]] == [[], []]
    assert {age: len(p) for age, p in s["supply"].items()} == {"1": 14, **{str(a): 9 for a in range(2, 10)}, "10": 10}
    assert sorted(s["achievements"]["standard"], key=int) == [str(a) for a in range(1, 10)]
    assert s["achievements"]["special"] == ["Monument", "Empire", "World", "Wonder", "Universe"]
    assert s["turn"] == {"number": 1, "player": 0, "actions_left": 2}


def test_omitted_supply_ages_are_shuffled_by_the_seed():
    assert new("deluxe", {}, seed=4).state() == new("deluxe", {}, seed=4).state()
    assert new("deluxe", {}, seed=4).state()["supply"] != new("deluxe", {}, seed=5).state()["supply"]


def test_an_age_whose_achievement_a_player_holds_is_not_dealt_again():
    s = new("deluxe", {"players": [{"achievements": ["Agriculture"]}]}).state()
    assert "1" not in s["achievements"]["standard"] and "2" in s["achievements"]["standard"]


def test_special_achievements_held_or_junked_are_not_available():
    s = new("ultimate", {"players": [{"achievements": ["Wonder"]}], "junk": ["Empire"]}).state()
    assert s["achievements"]["special"] == ["Monument", "World", "Universe"]
    assert s["junk"] == ["Empire"]


def test_turn_left_out_gives_no_single_action_turns_even_with_four_players():
    game = new("deluxe", {}, players=4)
    play(game, {"type": "draw"})
    play(game, {"type": "draw"})
    assert game.state()["turn"] == {"number": 2, "player": 1, "actions_left": 2}


def test_turn_given_keeps_the_single_action_first_turns_deluxe_four_players():
    game = new("deluxe", {"turn": {"number": 1, "player": 2, "actions_left": 1}}, players=4)
    play(game, {"type": "draw"})
    assert game.state()["turn"] == {"number": 2, "player": 3, "actions_left": 1}


@pytest.mark.parametrize("state,fragment", [
    ({"players": [{"hand": ["Toolz"]}]}, "state.players[0].hand[0]: unknown card 'Toolz'"),
    ({"players": [{"hand": ["Tools"]}, {"score": ["Tools"]}]},
     "state.players[1].score[0]: 'Tools' is already placed at state.players[0].hand[0]"),
    ({"players": [{"board": {"pink": {"cards": ["Tools"]}}}]}, "unknown colour(s) pink"),
    ({"players": [{"board": {"red": {"cards": ["Tools"]}}}]}, "Tools is blue, not red"),
    ({"players": [{"board": {"blue": {"cards": ["Tools", "Writing"], "splay": "aslant"}}}]},
     "'aslant' is not a splay of this variant"),
    ({"players": [{"board": {"blue": {"cards": ["Tools"], "splay": "left"}}}]}, "a pile of one card cannot be splayed"),
    ({"players": [{"board": {"blue": {"cards": []}}}]}, "a pile holds at least one card"),
    ({"players": [{"achievements": ["Glory"]}]}, "unknown card or special achievement 'Glory'"),
    ({"players": [{"name": "Z"}]}, "is 'Z' but seat 0 is 'A'"),
    ({"players": [{"hand": "Tools"}]}, "must be a list of card titles"),
    ({"players": [{}, {}, {}]}, "lists 3 players but the game has 2"),
    ({"players": [{"colour": 1}]}, "unknown key(s) colour"),
    ({"supply": {"2": ["Tools"]}}, "Tools is of age 1, not 2"),
    ({"supply": {"12": []}}, "supply piles of ages 1 to 10"),
    ({"supply": {"x": []}}, "'x' is not an age"),
    ({"achievements": {"standard": {"1": "Calendar"}}}, "Calendar is of age 2, not 1"),
    ({"achievements": {"special": ["Wonder", "Glory"]}}, "'Glory' is not a special achievement"),
    ({"turn": {"player": 2}}, "turn.player: must be an integer, 0 to 1"),
    ({"turn": {"actions_left": 3}}, "turn.actions_left: must be an integer, 1 to 2"),
    ({"pending": {"player": 0}}, "cannot hold a pending decision"),
    ({"result": {"winners": [0], "reason": "score"}}, "cannot be a finished game"),
    ({"variant": "ultimate"}, "is 'ultimate' but the game is played with 'deluxe'"),
    ({"players": [{"eliminated": True}]}, "seat 0 is eliminated"),
    ({"bonus": 1}, "unknown key(s) bonus"),
    ([], "must be an object"),
])
def test_impossible_positions_are_bad_requests_deluxe(state, fragment):
    with pytest.raises(EngineError) as err:
        Game.new(variant("deluxe"), ["A", "B"], 1, state)
    assert err.value.code == "bad_request"
    assert fragment in err.value.message


def test_aslant_splay_is_accepted_in_ultimate():
    s = new("ultimate", {"players": [{"board": {"blue": {"cards": ["Tools", "Writing"], "splay": "aslant"}}}]}).state()
    assert s["players"][0]["board"]["blue"]["splay"] == "aslant"


# Each expansion's decks are listed under a key of their own, read by one loader: every refusal
# names the expansion's key, deck and cards in its own words.
@pytest.mark.parametrize("vid,state,message", [
    ("ultimate", {"supply_figures": {"1": []}},
     "state.supply_figures: this variant has no Figures decks (no Figures expansion)"),
    ("ultimate", {"supply_echoes": {"1": []}},
     "state.supply_echoes: this variant has no Echoes decks (no Echoes expansion)"),
    ("ultimate-figures", {"supply_figures": ["Homer"]}, "state.supply_figures: must be an object"),
    ("ultimate-echoes", {"supply_echoes": ["Umbrella"]}, "state.supply_echoes: must be an object"),
    ("ultimate-figures", {"supply_figures": {"one": []}}, "state.supply_figures: 'one' is not an age"),
    ("ultimate-echoes", {"supply_echoes": {"one": []}}, "state.supply_echoes: 'one' is not an age"),
    ("ultimate-figures", {"supply_figures": {"12": []}}, "state.supply_figures.12: there is no Figures deck of that age"),
    ("ultimate-echoes", {"supply_echoes": {"12": []}}, "state.supply_echoes.12: there is no Echoes deck of that age"),
    ("ultimate-figures", {"supply_figures": {"1": "Homer"}}, "state.supply_figures.1: must be a list of card titles"),
    ("ultimate-echoes", {"supply_echoes": {"1": "Umbrella"}}, "state.supply_echoes.1: must be a list of card titles"),
    ("ultimate-figures", {"supply_figures": {"1": ["Homer", "Tools"]}},
     "state.supply_figures.1[1]: Tools is not a figure of age 1"),
    ("ultimate-figures", {"supply_figures": {"2": ["Homer"]}}, "state.supply_figures.2[0]: Homer is not a figure of age 2"),
    ("ultimate-echoes", {"supply_echoes": {"1": ["Umbrella", "Tools"]}},
     "state.supply_echoes.1[1]: Tools is not an Echoes card of age 1"),
    ("ultimate-echoes", {"supply_echoes": {"2": ["Umbrella"]}},
     "state.supply_echoes.2[0]: Umbrella is not an Echoes card of age 2"),
    ("ultimate-echoes", {"players": [{"hand": ["Umbrella"]}], "supply_echoes": {"1": ["Umbrella"]}},
     "state.supply_echoes.1[0]: 'Umbrella' is already placed at state.players[0].hand[0]"),
])
def test_impossible_expansion_decks_are_bad_requests(vid, state, message):
    with pytest.raises(EngineError) as err:
        Game.new(variant(vid), ["A", "B"], 1, state)
    assert (err.value.code, err.value.message) == ("bad_request", message)


@pytest.mark.parametrize("vid,key,deck", [("ultimate-figures", "supply_figures", ["Homer"]),
                                          ("ultimate-echoes", "supply_echoes", ["Umbrella", "Bell"])])
def test_an_expansion_deck_listed_is_exactly_that_deck(vid, key, deck):
    s = new(vid, {key: {"1": deck}}).state()
    assert s[key]["1"] == deck
    assert all(s[key][age] for age in s[key] if age != "1")  # the decks left out hold their cards
