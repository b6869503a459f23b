"""Setup from the variant: supply, achievements, opening draw and meld, first player,
single-action first turns, teams, refused parameters."""

import pytest
from innovation_helpers import choose, derived, finish_opening, kinds, new, variant

from rulebook.innovation import EngineError, Game, check_conservation
from rulebook.innovation.zones import STANDARD, SUPPLY, hand, locate, put, take
from rulebook.variants import load_variant


def set_opening_hands(game: Game, hands: list[list[str]]) -> None:
    """Swap the dealt opening hands for chosen age-1 cards (keeping every card in one place)."""
    gs = game._gs
    for seat in range(len(hands)):
        for name in list(gs.players[seat].hand):
            take(gs, name, hand(seat))
            put(gs, name, SUPPLY)
    wanted = {name for names in hands for name in names}
    for seat, names in enumerate(hands):
        for name in names:
            where = locate(gs, name)
            take(gs, name, where)
            put(gs, name, hand(seat))
            if where == STANDARD:         # keep an age-1 achievement: another card takes its place
                spare = next(n for n in gs.supply[1] if n not in wanted)
                take(gs, spare, SUPPLY)
                put(gs, spare, STANDARD)
    gs.pending["options"] = list(gs.players[gs.pending["player"]].hand)
    check_conservation(game)


def test_fresh_setup_deluxe_two_players():
    s = new("deluxe").state()
    assert {age: len(p) for age, p in s["supply"].items()} == {"1": 10, **{str(a): 9 for a in range(2, 10)}, "10": 10}
    assert sorted(s["achievements"]["standard"], key=int) == [str(a) for a in range(1, 10)]
    assert s["achievements"]["special"] == ["Monument", "Empire", "World", "Wonder", "Universe"]
    assert [len(p["hand"]) for p in s["players"]] == [2, 2]
    assert all(p["board"] == {} and p["score"] == [] and p["team"] is None for p in s["players"])
    assert s["turn"] is None and s["result"] is None and s["junk"] == []
    assert s["pending"] == {"player": 0, "kind": "opening_meld", "options": s["players"][0]["hand"],
                            "prompt": s["pending"]["prompt"], "min": 1, "max": 1}


def test_fresh_setup_ultimate_has_eleven_piles_and_achievements_of_ages_1_to_10():
    s = new("ultimate", players=3).state()
    assert sorted(s["supply"], key=int) == [str(a) for a in range(1, 12)]
    assert len(s["supply"]["11"]) == 10 and len(s["supply"]["10"]) == 9
    assert sorted(s["achievements"]["standard"], key=int) == [str(a) for a in range(1, 11)]
    assert len(s["supply"]["1"]) == 15 - 1 - 3 * 2


def test_standard_achievement_of_each_age_is_a_card_of_that_age():
    game = new("deluxe", seed=11)
    cards = game._gs.catalog.cards
    assert all(cards[name].age == int(age) for age, name in game.state()["achievements"]["standard"].items())


def test_opening_meld_is_chosen_in_seat_order_then_melded_together():
    game = new("deluxe", players=3, seed=4)
    hands = [p["hand"] for p in game.state()["players"]]
    assert choose(game, hands[0][1]) == []           # nothing is melded until everyone chose
    assert game.moves()["pending"]["player"] == 1
    assert game.state()["players"][0]["board"] == {}
    assert choose(game, hands[1][0]) == []
    events = choose(game, hands[2][0])
    assert kinds(events) == ["meld", "meld", "meld", "turn"]
    assert [e["card"] for e in events[:3]] == [hands[0][1], hands[1][0], hands[2][0]]
    s = game.state()
    assert [p["hand"] for p in s["players"]] == [[hands[0][0]], [hands[1][1]], [hands[2][1]]]


@pytest.mark.parametrize("melds,first", [
    (["The Wheel", "Tools"], 0),          # leading article included: "The Wheel" < "Tools"
    (["Writing", "Agriculture"], 1),
    (["Sailing", "Oars"], 1),
])
def test_first_player_is_the_one_whose_meld_title_sorts_first_deluxe(melds, first):
    game = new("deluxe", seed=2)
    set_opening_hands(game, [[melds[0], "Pottery"], [melds[1], "Mysticism"]])
    choose(game, melds[0])
    events = choose(game, melds[1])
    assert events[-1] == {"type": "turn", "player": first, "number": 1, "actions": 1}
    assert game.state()["turn"] == {"number": 1, "player": first, "actions_left": 1}


def _actions_per_turn(game: Game, turns: int) -> list[tuple[int, int]]:
    seen = []
    for _ in range(turns):
        t = game.state()["turn"]
        seen.append((t["player"], t["actions_left"]))
        for _ in range(t["actions_left"]):
            game.play({"type": "draw"})
    return seen


@pytest.mark.parametrize("vid,players,single", [
    ("deluxe", 2, 1), ("deluxe", 3, 1), ("deluxe", 4, 2), ("iello", 4, 2),
    ("ultimate", 4, 2), ("ultimate", 5, 2), ("ultimate", 3, 1),
])
def test_first_turns_with_a_single_action(vid, players, single):
    game = new(vid, players=players, seed=5)
    finish_opening(game)
    first = game.state()["turn"]["player"]
    order = [(first + i) % players for i in range(players + 1)]
    expected = [(seat, 1 if i < single else 2) for i, seat in enumerate(order)]
    assert _actions_per_turn(game, players + 1) == expected


def test_large_game_ultimate_draws_one_card_and_melds_it_without_asking():
    v = derived("ultimate", players={"min": 2, "max": 8})
    game = Game.new(v, [f"P{i}" for i in range(8)], 3)
    check_conservation(game)
    s = game.state()
    assert "moves" in game.moves() and s["pending"] is None
    assert all(p["hand"] == [] and sum(len(x["cards"]) for x in p["board"].values()) == 1 for p in s["players"])
    tops = [next(iter(p["board"].values()))["cards"][0] for p in s["players"]]
    assert s["turn"] == {"number": 1, "player": tops.index(min(tops)), "actions_left": 1}
    assert len(s["supply"]["1"]) == 15 - 1 - 8


def test_teams_deluxe_partners_sit_opposite():
    s = new("deluxe-teams", players=4).state()
    assert [p["team"] for p in s["players"]] == [0, 1, 0, 1]


def test_same_seed_same_setup_other_seed_other_setup():
    assert new("deluxe", seed=9).state() == new("deluxe", seed=9).state()
    assert new("deluxe", seed=9).state()["supply"] != new("deluxe", seed=10).state()["supply"]


@pytest.mark.parametrize("names,fragment", [
    (["A"], "2 to 4 players, not 1"),
    (["A", "B", "C", "D", "E"], "2 to 4 players, not 5"),
    (["A", "A"], "distinct"),
    (["A", ""], "list of player names"),
])
def test_bad_player_lists_are_bad_requests_deluxe(names, fragment):
    with pytest.raises(EngineError, match=fragment) as err:
        Game.new(variant("deluxe"), names, 1)
    assert err.value.code == "bad_request"


def test_seed_must_be_an_integer():
    with pytest.raises(EngineError, match="seed must be an integer"):
        Game.new(variant("deluxe"), ["A", "B"], "7")


def test_rules_the_engine_does_not_play_are_refused_as_unsupported():
    with pytest.raises(EngineError, match="distance_rule") as err:
        Game.new(derived("ultimate", dogma={"distance_rule": True}), ["A", "B"], 1)
    assert err.value.code == "unsupported"
    with pytest.raises(EngineError, match=r"limits\.hand = 7"):
        Game.new(derived("deluxe", limits={"hand": 7}), ["A", "B"], 1)
    with pytest.raises(EngineError, match="achievements_per_action"):
        Game.new(derived("deluxe", actions={"achievements_per_action": 2}), ["A", "B"], 1)


def test_variant_may_be_given_by_id():
    assert Game.new(load_variant("iello"), ["A", "B"], 1).state()["variant"] == "iello"


def test_engine_error_is_a_user_error():
    from rulebook.errors import UserError
    assert issubclass(EngineError, UserError)
