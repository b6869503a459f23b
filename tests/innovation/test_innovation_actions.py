"""The four actions: draw, meld, achieve (dogma has its own file), the move list, turns
and refused moves."""

import pytest
from innovation_helpers import kinds, new, play

from rulebook.innovation import EngineError
from rulebook.innovation.effects import registered, unregistered


def board(*piles):
    """{"blue": {"cards": [...]}, ...} from (colour, cards[, splay]) tuples."""
    return {p[0]: {"cards": list(p[1]), "splay": p[2] if len(p) > 2 else "none"} for p in piles}


# --- draw ----------------------------------------------------------------------------------

def test_draw_takes_the_age_of_the_highest_top_card_deluxe():
    game = new("deluxe", {"players": [{"board": board(("blue", ["Writing"]), ("red", ["Construction"]))}],
                          "supply": {"2": ["Calendar", "Mathematics"]}})
    events = play(game, {"type": "draw"})
    assert events == [{"type": "draw", "player": 0, "card": "Calendar", "age": 2}]
    assert game.state()["players"][0]["hand"] == ["Calendar"]
    assert game.state()["supply"]["2"] == ["Mathematics"]


@pytest.mark.parametrize("vid", ["deluxe", "ultimate", "iello"])
def test_draw_with_an_empty_board_takes_age_1(vid):
    game = new(vid, {"supply": {"1": ["Oars"]}})
    assert play(game, {"type": "draw"})[0]["card"] == "Oars"


def test_iello_draw_example_top_card_4_and_ages_4_5_6_empty_draws_a_7():
    # innovation-iello.ko.txt, Draw: highest top card 4, piles 4, 5 and 6 empty -> a 7
    game = new("iello", {"players": [{"board": board(("green", ["Invention"]))}],
                         "supply": {"4": [], "5": [], "6": [], "7": ["Railroad", "Electricity"]}})
    assert game._gs.catalog["Invention"].age == 4
    assert play(game, {"type": "draw"})[0] == {"type": "draw", "player": 0, "card": "Railroad", "age": 7}


@pytest.mark.parametrize("vid,last,end", [("deluxe", 10, 11), ("iello", 10, 11), ("ultimate", 11, 12)])
def test_drawing_past_the_last_age_ends_the_game_with_a_score_victory(vid, last, end):
    top = {"deluxe": "Software", "iello": "Software", "ultimate": "Escapism"}[vid]
    supply = {str(age): [] for age in range(6, last + 1)}
    game = new(vid, {"players": [{"board": board((game_color(vid, top), [top])), "score": ["Writing"]},
                                 {"score": ["Tools", "Pottery"]}], "supply": supply})
    events = play(game, {"type": "draw"})
    assert events == [{"type": "game_over", "player": 0, "winners": [1], "reason": "score"}]
    assert game.state()["result"] == {"winners": [1], "reason": "score"}
    assert game.moves() == {"player": None, "moves": []}
    with pytest.raises(EngineError, match="the game is over"):
        game.play({"type": "draw"})


def game_color(vid, name):
    from rulebook.innovation import load_catalog
    return load_catalog("base-ultimate" if vid == "ultimate" else "base")[name].color


def test_an_empty_pile_refilled_by_a_return_is_drawn_from_again_deluxe():
    from rulebook.innovation import ops
    game = new("deluxe", {"players": [{"hand": ["Oars"]}], "supply": {"1": []}})
    gs = game._gs
    ops.return_card(gs, 0, "Oars")
    assert game.state()["supply"]["1"] == ["Oars"]
    assert ops.draw(gs, 1) == "Oars"


# --- meld ----------------------------------------------------------------------------------

def test_meld_puts_the_card_on_top_and_continues_the_splay_deluxe():
    game = new("deluxe", {"players": [{"hand": ["Tools"],
                                       "board": board(("blue", ["Writing", "Pottery"], "right"))}]})
    assert play(game, {"type": "meld", "card": "Tools"}) == [
        {"type": "meld", "player": 0, "card": "Tools", "color": "blue"}]
    assert game.state()["players"][0]["board"]["blue"] == {"cards": ["Tools", "Writing", "Pottery"], "splay": "right"}


def test_meld_starts_a_new_pile_deluxe():
    game = new("deluxe", {"players": [{"hand": ["Archery"]}]})
    play(game, {"type": "meld", "card": "Archery"})
    assert game.state()["players"][0]["board"] == board(("red", ["Archery"]))
    assert game.state()["players"][0]["icons"]["castle"] == 2


# --- achieve -------------------------------------------------------------------------------

def achieve_position(score, top, hold=()):
    from rulebook.innovation import load_catalog
    color = load_catalog("base")[top].color
    return {"players": [{"score": score, "board": board((color, [top])), "achievements": list(hold)}]}


@pytest.mark.parametrize("vid", ["iello", "bga-first", "bga-third", "deluxe"])
def test_achieve_age_3_needs_15_points_and_a_top_card_of_age_3_or_more(vid):
    # innovation-iello.ko.txt and innovation-bga-gamehelp.fr.txt: 3 x 5 = 15 points, a top card >= 3
    fifteen = ["Optics", "Compass", "Paper", "Medicine", "Feudalism"]          # five age-3 cards
    ok = new(vid, achieve_position(fifteen, "Alchemy"))
    assert {"type": "achieve", "age": 3} in ok.moves()["moves"]
    low_top = new(vid, achieve_position(fifteen, "Calendar"))                  # top card of age 2
    assert {"type": "achieve", "age": 3} not in low_top.moves()["moves"]
    poor = new(vid, achieve_position(fifteen[:4] + ["Construction"], "Alchemy"))   # 14 points
    assert {"type": "achieve", "age": 3} not in poor.moves()["moves"]
    with pytest.raises(EngineError, match="needs 15 points, they have 14") as err:
        poor.play({"type": "achieve", "age": 3})
    assert err.value.code == "illegal_move"
    with pytest.raises(EngineError, match="needs a top card of age 3 or more"):
        low_top.play({"type": "achieve", "age": 3})


@pytest.mark.parametrize("vid", ["iello", "bga-first"])
def test_achieve_age_1_needs_5_points_and_any_top_card_and_points_are_not_spent(vid):
    game = new(vid, achieve_position(["Construction", "Calendar", "Tools"], "Oars"), seed=2)
    standard1 = game.state()["achievements"]["standard"]["1"]
    events = play(game, {"type": "achieve", "age": 1})
    assert events == [{"type": "achieve", "player": 0, "achievement": standard1, "age": 1}]
    s = game.state()
    assert s["players"][0]["achievements"] == [standard1]
    assert s["players"][0]["score"] == ["Construction", "Calendar", "Tools"]   # nothing spent
    assert "1" not in s["achievements"]["standard"]
    # one per action: age 2 (10 points, top card 1) is not achievable, age 1 is gone
    assert [m for m in game.moves()["moves"] if m["type"] == "achieve"] == []


def test_achieve_lists_every_achievable_age_and_claims_only_the_one_named_deluxe():
    score = ["Optics", "Compass", "Paper", "Medicine", "Feudalism", "Alchemy"]   # 18 points
    game = new("deluxe", achieve_position(score, "Translation"))
    assert [m["age"] for m in game.moves()["moves"] if m["type"] == "achieve"] == [1, 2, 3]
    play(game, {"type": "achieve", "age": 2})
    assert len(game.state()["players"][0]["achievements"]) == 1
    assert [m["age"] for m in game.moves()["moves"] if m["type"] == "achieve"] == [1, 3]


def test_achieve_without_a_top_card_rule_needs_only_points():
    from innovation_helpers import derived

    from rulebook.innovation import Game
    v = derived("deluxe", actions={"achieve_needs_top_card": False})
    score = ["Calendar", "Mathematics", "Construction", "Mapmaking", "Currency"]     # 10 points
    game = Game.new(v, ["A", "B"], 1, {"players": [{"score": score}]})
    assert [m for m in game.moves()["moves"] if m["type"] == "achieve"] == [
        {"type": "achieve", "age": 1}, {"type": "achieve", "age": 2}]


@pytest.mark.parametrize("vid,cost", [("ultimate", 20), ("bga-first", 20), ("deluxe", 10), ("iello", 10)])
def test_second_achievement_of_an_age_already_held(vid, cost):
    # 'multiplied': 5 x age x (k + 1) with k held; 'flat': 5 x age
    from rulebook.innovation import load_catalog
    cat = load_catalog("base-ultimate" if vid == "ultimate" else "base")
    nine, ten, one = cat.by_age[9][0], cat.by_age[10][0], "Oars"
    scores = {20: ([ten, nine], [ten, nine, one]), 10: ([nine], [ten])}[cost]

    def position(score):
        return {"players": [{"score": score, "board": board(("red", ["Construction"])),
                             "achievements": ["Calendar"]}],          # an age-2 card already held
                "achievements": {"standard": {"2": "Mathematics"}}}

    short, enough = (new(vid, position(s)) for s in scores)
    assert short._gs.score_total(0) == cost - 1 and enough._gs.score_total(0) == cost
    assert [m for m in short.moves()["moves"] if m["type"] == "achieve"] == []
    assert [m for m in enough.moves()["moves"] if m["type"] == "achieve"] == [{"type": "achieve", "age": 2}]


def test_third_achievement_of_an_age_costs_triple_ultimate():
    from rulebook.innovation.achievements import achieve_cost
    game = new("ultimate", {"players": [{"achievements": ["Calendar", "Mapmaking"]}]})
    assert achieve_cost(game._gs, 0, 2) == 30 and achieve_cost(game._gs, 0, 3) == 15


# --- the move list and turns ------------------------------------------------------------------

def test_move_list_is_exact_deluxe():
    game = new("deluxe", {"players": [{"hand": ["Tools", "Oars"], "score": ["Calendar", "Mathematics", "Mapmaking"],
                                       "board": board(("blue", ["Writing"]), ("green", ["The Wheel", "Sailing"], "left"))}]})
    with unregistered("The Wheel"), registered("Writing", [lambda ctx: None]):
        assert game.moves() == {"player": 0, "moves": [
            {"type": "draw"},
            {"type": "meld", "card": "Tools"}, {"type": "meld", "card": "Oars"},
            {"type": "dogma", "card": "Writing"},
            {"type": "dogma", "card": "The Wheel", "unsupported": True},
            {"type": "achieve", "age": 1},
        ]}


def test_two_actions_then_the_turn_passes_clockwise_and_counts_restart_deluxe():
    game = new("deluxe", {}, players=3)
    assert kinds(play(game, {"type": "draw"})) == ["draw"]
    assert game.state()["turn"] == {"number": 1, "player": 0, "actions_left": 1}
    events = play(game, {"type": "draw"})
    assert events[-1] == {"type": "turn", "player": 1, "number": 2, "actions": 2}
    for _ in range(4):
        play(game, {"type": "draw"})
    assert game.state()["turn"] == {"number": 4, "player": 0, "actions_left": 2}


@pytest.mark.parametrize("move,code,fragment", [
    ({"type": "meld", "card": "Tools"}, "illegal_move", "cannot meld Tools: it is not in their hand"),
    ({"type": "meld"}, "bad_request", 'needs "card"'),
    ({"type": "dogma", "card": "Oars"}, "illegal_move", "not one of their top cards"),
    ({"type": "dogma", "card": "Writing"}, "unsupported", "effects of Writing are not implemented"),
    ({"type": "achieve", "age": 5}, "illegal_move", "cannot achieve age 5"),
    ({"type": "achieve", "age": "1"}, "bad_request", "an integer"),
    ({"type": "choose", "choice": []}, "illegal_move", "no decision is pending"),
    ({"type": "pass"}, "bad_request", "unknown move type 'pass'"),
    ({"card": "Oars"}, "bad_request", "unknown move type None"),
    ("draw", "bad_request", "a move is an object"),
])
def test_refused_moves_leave_the_state_untouched_deluxe(move, code, fragment):
    game = new("deluxe", {"players": [{"hand": ["Oars"], "board": board(("blue", ["Writing"]))}]})
    before = game.state()
    with pytest.raises(EngineError) as err, unregistered("Writing"):
        game.play(move)
    assert err.value.code == code and fragment in err.value.message
    assert game.state() == before
