"""Ending the game: the achievement target (teams pooled, several at once), score victory
with its tie-breaks, dogma wins, elimination, and figure fading."""

import dataclasses
from types import MappingProxyType

import pytest
from innovation_helpers import choose, kinds, new, play, variant

from rulebook.innovation import Catalog, Game, load_catalog

HELD = ["Optics", "Invention", "Coal", "Canning", "Lighting", "Flight", "Computers", "Software"]   # one per age


def pile(*cards, splay="none"):
    return {"cards": list(cards), "splay": splay}


def ready_to_achieve(held: int) -> dict:
    """Seat 0 holds `held` achievements and can achieve age 1 now."""
    return {"players": [{"achievements": HELD[:held], "score": ["Calendar", "Mathematics", "Construction"],
                         "board": {"red": pile("Archery")}}],
            "achievements": {"standard": {"1": "Writing"}}}


@pytest.mark.parametrize("vid,players,target", [
    ("deluxe", 2, 6), ("deluxe", 3, 5), ("deluxe", 4, 4), ("iello", 3, 5),
    ("ultimate", 2, 6), ("ultimate", 5, 3), ("first-edition", 4, 4)])
def test_reaching_the_achievement_target_wins_at_once(vid, players, target):
    assert variant(vid).achievements_to_win(players) == target
    short = new(vid, ready_to_achieve(target - 2), players=players)
    play(short, {"type": "achieve", "age": 1})
    assert short.state()["result"] is None
    game = new(vid, ready_to_achieve(target - 1), players=players)
    events = play(game, {"type": "achieve", "age": 1})
    assert events[-1] == {"type": "game_over", "player": 0, "winners": [0], "reason": "achievements"}
    assert game.state()["result"] == {"winners": [0], "reason": "achievements"}


def test_team_achievements_are_pooled_deluxe_teams():
    state = ready_to_achieve(3)
    state["players"] += [{}, {"achievements": HELD[3:5]}, {"achievements": HELD[5:8]}]
    game = new("deluxe-teams", state, players=4)
    events = play(game, {"type": "achieve", "age": 1})       # 3 + 2 + 1 = 6 for team 0
    assert events[-1]["winners"] == [0, 2] and events[-1]["reason"] == "achievements"


@pytest.mark.parametrize("vid,counts,winners", [
    ("deluxe", (6, 6, 0), [0, 1]),           # all-win: every player tied at the most
    ("iello", (7, 6, 0), [0]),               # all-win, but only the most achievements count
    ("ultimate", (6, 7, 0), [1]),            # the most achievements
    ("ultimate", (6, 6, 6), [1]),            # then seat order from the current player's left
])
def test_several_players_at_the_target_at_once(vid, counts, winners):
    cards = [n for age in (1, 2, 3) for n in load_catalog(variant(vid).cards.set).by_age[age]]
    players, used = [], 0
    for count in counts:
        players.append({"achievements": cards[used:used + count]})
        used += count
    game = new(vid, {"players": players}, players=3)
    assert game._gs.target == 5
    events = play(game, {"type": "draw"})     # the first change (or end of action) checks the target
    assert events[-1]["reason"] == "achievements" and events[-1]["winners"] == winners


def test_several_at_the_target_most_then_current_player_first():
    from innovation_helpers import derived
    v = derived("ultimate", victory={"simultaneous_target": "most-then-current-player-first"})
    cards = [n for age in (1, 2, 3) for n in load_catalog("base-ultimate").by_age[age]]
    state = {"players": [{"achievements": cards[0:6]}, {"achievements": cards[6:12]}, {"achievements": cards[12:18]}],
             "turn": {"player": 2}}
    game = Game.new(v, ["A", "B", "C"], 1, state)
    assert game.play({"type": "draw"})[-1]["winners"] == [2]


# --- score victory ---------------------------------------------------------------------------------

def draw_past_the_end(vid, players):
    ages = range(1, variant(vid).ages.max + 1)
    return {"players": players, "supply": {str(a): [] for a in ages}}


@pytest.mark.parametrize("vid,scores,held,result", [
    ("deluxe", (["Calendar"], ["Tools"]), ([], []), {"winners": [0], "reason": "score"}),
    ("deluxe", (["Tools"], ["Oars"]), (["Calendar"], []), {"winners": [0], "reason": "score"}),
    ("deluxe", (["Tools"], ["Oars"]), ([], []), {"winners": [], "reason": "draw"}),
    ("ultimate", (["Tools"], ["Oars"]), ([], []), {"winners": [], "reason": "draw"}),
    ("iello", (["Tools"], ["Oars"]), ([], []), {"winners": [0, 1], "reason": "score"}),
    ("bga-first", (["Tools"], ["Oars"]), ([], []), {"winners": [0, 1], "reason": "score"}),
    ("iello", (["Tools"], ["Oars"]), ([], ["Calendar"]), {"winners": [1], "reason": "score"}),
])
def test_score_victory_and_its_tie_breaks(vid, scores, held, result):
    players = [{"score": s, "achievements": a} for s, a in zip(scores, held)]
    game = new(vid, draw_past_the_end(vid, players))
    events = play(game, {"type": "draw"})
    assert game.state()["result"] == result
    assert kinds(events) == ["game_over"]


def test_teams_combine_their_scores_deluxe_teams():
    players = [{"score": ["Calendar"]}, {"score": ["Alchemy"]}, {"score": ["Construction"]}, {"score": ["Tools"]}]
    game = new("deluxe-teams", draw_past_the_end("deluxe-teams", players), players=4)
    play(game, {"type": "draw"})                      # team 0: 2 + 2 = 4, team 1: 3 + 1 = 4
    assert game.state()["result"] == {"winners": [], "reason": "draw"}
    players[3]["score"] = ["Mathematics"]             # team 1: 5
    game = new("deluxe-teams", draw_past_the_end("deluxe-teams", players), players=4)
    play(game, {"type": "draw"})
    assert game.state()["result"] == {"winners": [1, 3], "reason": "score"}


def test_team_score_tie_is_broken_by_combined_achievements_bga_third_teams():
    players = [{"score": ["Calendar"]}, {"score": ["Alchemy"], "achievements": ["Tools"]},
               {"score": ["Construction"], "achievements": ["Oars", "Sailing"]}, {"score": ["Pottery"]}]
    game = new("bga-third-teams", draw_past_the_end("bga-third-teams", players), players=4)
    play(game, {"type": "draw"})
    assert game.state()["result"] == {"winners": [0, 2], "reason": "score"}


# --- dogma wins and elimination ----------------------------------------------------------------------

def test_a_dogma_win_ends_the_game_at_once_deluxe(register):
    after = []

    def win(ctx):
        ctx.win()
        after.append(1)
    register("Writing", [win])
    game = new("deluxe", {"players": [{"board": {"blue": pile("Writing")}}, {}]})
    events = play(game, {"type": "dogma", "card": "Writing"})
    assert events[-1] == {"type": "game_over", "player": 0, "winners": [0], "reason": "dogma"}
    assert after == []


def test_a_dogma_win_is_shared_by_the_partner_deluxe_teams(register):
    register("Writing", [lambda ctx: ctx.win()])
    game = new("deluxe-teams", {"players": [{}, {"board": {"blue": pile("Writing")}}], "turn": {"player": 1}},
               players=4)
    play(game, {"type": "dogma", "card": "Writing"})
    assert game.state()["result"] == {"winners": [1, 3], "reason": "dogma"}


@pytest.mark.parametrize("vid,candidates,result", [
    ("deluxe", [0, 1], None),                                     # a tie: ignored, play goes on
    ("deluxe", [1], {"winners": [1], "reason": "dogma"}),
    ("deluxe-teams", [0, 2], {"winners": [0, 2], "reason": "dogma"}),   # partners are one side
    ("deluxe-teams", [0, 1], None),
])
def test_a_win_needing_a_single_player_is_ignored_on_a_tie(register, vid, candidates, result):
    register("Writing", [lambda ctx: ctx.win_if_single(candidates)])
    players = 4 if "teams" in vid else 2
    game = new(vid, {"players": [{"board": {"blue": pile("Writing")}}]}, players=players)
    play(game, {"type": "dogma", "card": "Writing"})
    assert game.state()["result"] == result


def test_losing_eliminates_junks_the_cards_and_skips_the_turn_ultimate(register):
    register("Writing", [lambda ctx: ctx.lose(1) if ctx.player == 0 else None])
    state = {"players": [{"board": {"blue": pile("Writing")}},
                         {"hand": ["Oars"], "board": {"red": pile("Archery")}, "score": ["Calendar"],
                          "achievements": ["Tools", "Wonder"]},
                         {}]}
    game = new("ultimate", state, players=3)
    events = play(game, {"type": "dogma", "card": "Writing"})
    assert kinds(events)[1:] == ["junk"] * 5 + ["eliminated"]
    s = game.state()
    assert s["players"][1] == {**s["players"][1], "eliminated": True, "hand": [], "board": {}, "score": [],
                               "achievements": []}
    assert sorted(s["junk"]) == ["Archery", "Calendar", "Oars", "Tools", "Wonder"]
    assert s["result"] is None
    play(game, {"type": "draw"})
    assert s["turn"]["player"] == 0 and game.state()["turn"]["player"] == 2


def test_the_last_player_left_wins_by_elimination_ultimate(register):
    register("Writing", [lambda ctx: ctx.lose() if ctx.player == 0 else None])
    game = new("ultimate", {"players": [{"board": {"blue": pile("Writing")}}, {}]})
    events = play(game, {"type": "dogma", "card": "Writing"})
    assert events[-1] == {"type": "game_over", "player": 0, "winners": [1], "reason": "elimination"}


def test_without_elimination_a_loss_ends_the_game_for_the_others_deluxe(register):
    register("Writing", [lambda ctx: ctx.lose() if ctx.player == 0 else None])
    game = new("deluxe", {"players": [{"board": {"blue": pile("Writing")}}, {}, {}]}, players=3)
    play(game, {"type": "dogma", "card": "Writing"})
    assert game.state()["result"] == {"winners": [1, 2], "reason": "dogma"}


# --- figure fading ---------------------------------------------------------------------------------------

def with_figures(game: Game, names: set[str]) -> None:
    """Mark some cards as figures (the shipped card data marks none)."""
    gs = game._gs
    cards = {n: dataclasses.replace(c, figure=n in names) for n, c in gs.catalog.cards.items()}
    gs.catalog = Catalog(gs.catalog.set_name, MappingProxyType(cards), gs.catalog.by_age)


def test_figure_fading_scores_extra_top_figures_at_the_end_of_the_action_ultimate():
    game = new("ultimate", {"players": [{"hand": ["Oars"], "board": {"blue": pile("Writing"),
                                                                     "green": pile("Sailing", "The Wheel")}}]})
    with_figures(game, {"Oars", "Writing", "Sailing", "The Wheel"})
    assert kinds(play(game, {"type": "meld", "card": "Oars"})) == ["meld"]
    pending = game.moves()["pending"]
    assert pending == {"player": 0, "kind": "fade_figure", "prompt": pending["prompt"],
                       "options": ["Writing", "Sailing", "Oars"], "min": 1, "max": 1}
    assert choose(game, "Sailing") == [{"type": "score", "player": 0, "card": "Sailing"}]
    assert game.moves()["pending"]["options"] == ["Writing", "The Wheel", "Oars"]
    events = choose(game, "Writing")
    assert kinds(events) == ["score"]                 # The Wheel (now on top) and Oars are still two
    assert game.moves()["pending"]["options"] == ["The Wheel", "Oars"]
    events = choose(game, "Oars")
    assert kinds(events) == ["score"]
    assert game.state()["players"][0]["score"] == ["Sailing", "Writing", "Oars"]
    assert game.state()["turn"]["actions_left"] == 1


def test_no_figure_fading_without_the_rule_deluxe():
    game = new("deluxe", {"players": [{"hand": ["Oars"], "board": {"blue": pile("Writing")}}]})
    with_figures(game, {"Oars", "Writing"})
    assert kinds(play(game, {"type": "meld", "card": "Oars"})) == ["meld"]
    assert game.state()["pending"] is None
