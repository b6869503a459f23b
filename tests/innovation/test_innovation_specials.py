"""Special achievements: each condition kind, immediate versus end-of-action checks,
simultaneous claims, and claims by effect."""

import pytest
from innovation_helpers import kinds, new, play, variant

from rulebook.innovation import load_catalog


def pile(*cards, splay="none"):
    return {"cards": list(cards), "splay": splay}


def cards_of(set_name, colour, ages, count, skip=()):
    cat = load_catalog(set_name)
    names = [n for a in ages for n in cat.by_age[a] if cat[n].color == colour and n not in skip]
    return names[:count]


def high_board(set_name, index):
    """Five piles, one per colour, each topped by a card of age 8 or more."""
    return {c: pile(cards_of(set_name, c, (8, 9, 10), 2)[index]) for c in ("blue", "red", "green", "yellow", "purple")}


# Empire needs 3 of each icon; this board has exactly 3 castles, crowns and clocks once blue is splayed up
EMPIRE = {"blue": pile("Alchemy", "Rocketry"), "red": pile("Colonialism", "Archery", splay="up"),
          "green": pile("Paper", "Collaboration", splay="up"), "yellow": pile("Ecology", "Anatomy", splay="up"),
          "purple": pile("Emancipation", "Socialism", splay="up")}


def splay_blue_up(ctx):
    ctx.splay("blue", "up")


def test_empire_and_wonder_are_claimed_the_moment_the_splay_happens_deluxe(register):
    register("Alchemy", [splay_blue_up, lambda ctx: None])
    game = new("deluxe", {"players": [{"board": EMPIRE}]})
    events = play(game, {"type": "dogma", "card": "Alchemy"})
    assert events[1:4] == [{"type": "splay", "player": 0, "color": "blue", "direction": "up"},
                           {"type": "achieve", "player": 0, "achievement": "Empire", "special": True},
                           {"type": "achieve", "player": 0, "achievement": "Wonder", "special": True}]
    s = game.state()
    assert s["players"][0]["achievements"] == ["Empire", "Wonder"]
    assert s["achievements"]["special"] == ["Monument", "World", "Universe"]


def test_world_needs_twelve_visible_clocks_deluxe(register):
    register("Quantum Theory", [splay_blue_up])
    assert len(load_catalog("base")["Quantum Theory"].effect_kinds) == 1
    board = {"blue": pile("Quantum Theory", "Rocketry"), "red": pile("Fission"), "green": pile("Satellites"),
             "purple": pile("Railroad")}
    game = new("deluxe", {"players": [{"board": board}]})
    assert game.state()["players"][0]["icons"]["clock"] == 11
    play(game, {"type": "dogma", "card": "Quantum Theory"})
    assert game.state()["players"][0]["icons"]["clock"] == 13
    assert game.state()["players"][0]["achievements"] == ["World"]


@pytest.mark.parametrize("vid,splay,claimed", [
    ("deluxe", "right", True), ("deluxe", "left", False), ("ultimate", "aslant", True),
    ("ultimate", "up", True), ("ultimate", "left", False), ("iello", "up", True)])
def test_wonder_needs_five_colours_splayed_in_an_allowed_direction(vid, splay, claimed):
    from rulebook.innovation import ops
    set_name = variant(vid).cards.set
    board = {c: pile(*cards_of(set_name, c, (1, 2, 3), 2), splay="up") for c in ("red", "green", "yellow", "purple")}
    board["blue"] = pile(*cards_of(set_name, "blue", (1, 2, 3), 2))
    game = new(vid, {"players": [{"board": board}]})
    ops.splay(game._gs, 0, "blue", splay)
    ops.draw(game._gs, 0)              # a further change: end-of-action variants are checked below
    from rulebook.innovation.flow import end_of_action
    list(end_of_action(game._gs))
    assert ("Wonder" in game.state()["players"][0]["achievements"]) is claimed


@pytest.mark.parametrize("vid", ["deluxe", "ultimate"])
def test_universe_needs_five_top_cards_of_value_8_or_more(vid):
    set_name = variant(vid).cards.set
    board = high_board(set_name, 0)
    low_yellow = board.pop("yellow")["cards"][0]
    game = new(vid, {"players": [{"hand": [low_yellow], "board": {**board, "yellow": pile("Agriculture")}}]})
    assert game.state()["players"][0]["achievements"] == []
    events = play(game, {"type": "meld", "card": low_yellow})
    assert {"type": "achieve", "player": 0, "achievement": "Universe", "special": True} in events
    if vid == "ultimate":
        assert "Wonder" not in game.state()["players"][0]["achievements"]


def tuck_or_score_hand(verb):
    def effect(ctx):
        for name in ctx.hand():
            getattr(ctx, verb)(name)
    return effect


SIX = ["Oars", "Tools", "Sailing", "Pottery", "Agriculture", "Masonry"]


@pytest.mark.parametrize("verb", ["tuck", "score"])
def test_monument_six_tucks_or_six_scores_in_one_turn_deluxe(register, verb):
    register("Writing", [tuck_or_score_hand(verb)])
    game = new("deluxe", {"players": [{"hand": SIX, "board": {"blue": pile("Writing")}}]})
    events = play(game, {"type": "dogma", "card": "Writing"})
    assert kinds(events)[:8] == ["dogma"] + [verb] * 6 + ["achieve"]      # claimed right after the sixth
    assert events[7] == {"type": "achieve", "player": 0, "achievement": "Monument", "special": True}


def test_monument_counts_tucks_and_scores_apart_deluxe(register):
    def three_and_three(ctx):
        for name in ctx.hand()[:3]:
            ctx.tuck(name)
        for name in ctx.hand():
            ctx.score(name)
    register("Writing", [three_and_three])
    game = new("deluxe", {"players": [{"hand": SIX, "board": {"blue": pile("Writing")}}]})
    play(game, {"type": "dogma", "card": "Writing"})
    assert game.state()["players"][0]["achievements"] == []


def test_monument_counts_restart_with_each_turn_deluxe(register):
    def tuck_three(ctx):
        for name in ctx.hand()[:3]:
            ctx.tuck(name)
    register("Writing", [tuck_three])
    game = new("deluxe", {"players": [{"hand": SIX, "board": {"blue": pile("Writing")}}, {}],
                          "turn": {"player": 0, "actions_left": 1}})
    play(game, {"type": "dogma", "card": "Writing"})
    play(game, {"type": "draw"})
    play(game, {"type": "draw"})
    play(game, {"type": "dogma", "card": "Writing"})
    assert game.state()["players"][0]["achievements"] == []
    assert game._gs.tucked[0] == 3                    # 3 + 3 over two turns: the count restarted


def test_monument_ultimate_four_top_cards_with_a_demand_at_the_end_of_the_action():
    cat = load_catalog("base-ultimate")
    demand = {c: next(n for n in cat.cards if cat[n].color == c and cat[n].has_demand)
              for c in ("blue", "red", "green", "yellow", "purple")}
    board = {c: pile(demand[c]) for c in ("red", "green", "yellow")}
    game = new("ultimate", {"players": [{"hand": [demand["purple"]], "board": board}]})
    events = play(game, {"type": "meld", "card": demand["purple"]})
    assert kinds(events) == ["meld", "achieve"]
    assert events[1]["achievement"] == "Monument"


def test_ultimate_checks_at_the_end_of_the_action_not_mid_effect(register):
    # Quantum Theory splays blue up (World condition met), then unsplays it (unmet again)
    def splay_then_return(ctx):
        ctx.splay("blue", "up")
        assert ctx.icons()["clock"] >= 12
        ctx.unsplay("blue")
    kinds_ult = load_catalog("base-ultimate")["Quantum Theory"].effect_kinds
    register("Quantum Theory", [splay_then_return] + [lambda ctx: None] * (len(kinds_ult) - 1))
    board = {"blue": pile("Quantum Theory", "Rocketry", "Software"), "red": pile("Fission"),
             "green": pile("Satellites"), "purple": pile("Railroad")}
    for vid, claimed in (("ultimate", False), ("deluxe", True)):
        game = new(vid, {"players": [{"board": board}]})
        assert game.state()["players"][0]["icons"]["clock"] < 12
        play(game, {"type": "dogma", "card": "Quantum Theory"})
        assert ("World" in game.state()["players"][0]["achievements"]) is claimed, vid


@pytest.mark.parametrize("vid,winner", [("deluxe", 0), ("iello", 0), ("ultimate", 2)])
def test_simultaneous_special_claim_goes_by_the_variant_tie_order(vid, winner):
    # seats 0 and 2 both meet Universe; seat 0 is the current player
    set_name = variant(vid).cards.set
    state = {"players": [{"board": high_board(set_name, 0)}, {}, {"board": high_board(set_name, 1)}],
             "achievements": {"special": ["Universe"]}}
    game = new(vid, state, players=3)
    play(game, {"type": "draw"})
    holders = [s for s, p in enumerate(game.state()["players"]) if "Universe" in p["achievements"]]
    assert holders == [winner]


def test_claim_by_effect_takes_a_special_achievement_if_still_available_deluxe(register):
    results = []

    def claim_empire(ctx):
        results.append(ctx.claim_special("Empire"))
    register("Writing", [claim_empire])
    game = new("deluxe", {"players": [{"board": {"blue": pile("Writing")}}, {"board": {"purple": pile("Philosophy")}}]})
    events = play(game, {"type": "dogma", "card": "Writing"})
    assert results == [True, False]                   # the sharing opponent claims it first
    assert events[1] == {"type": "achieve", "player": 1, "achievement": "Empire", "special": True}
    assert kinds(events)[-2:] == ["share_bonus", "draw"]


def test_special_achievements_count_toward_victory_deluxe():
    state = {"players": [{"achievements": ["Tools", "Calendar", "Optics", "Invention", "Monument"],
                          "board": EMPIRE}], "achievements": {"standard": {"5": "Coal"}}}
    game = new("deluxe", state)
    from rulebook.innovation import ops
    with pytest.raises(Exception) as over:
        ops.splay(game._gs, 0, "blue", "up")
    assert type(over.value).__name__ == "GameOver" and over.value.reason == "achievements"
