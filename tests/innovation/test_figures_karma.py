"""The karma layer (engine/innovation/karma.py) and the figures written through it, played
below the protocol (docs/figures.md)."""

from __future__ import annotations

import pytest

from rulebook.innovation import check_conservation, karma, load_catalog
from rulebook.innovation.errors import EngineError
from rulebook.innovation.karma import Karma, KarmaEvent, KarmaSet
from rulebook.innovation.sets import load_karma
from rulebook.variants import load_variant

VARIANT = load_variant("ultimate-figures")
TURN = {"number": 5, "player": 0, "actions_left": 2}


def _kinds(events):
    return [(e["type"], e.get("card")) for e in events]


def test_would_first_huang_di_draws_a_2_before_a_leaf_dogma(figures_game):
    game = figures_game({"players": [{"board": {"blue": {"cards": ["Huang Di"]}, "green": {"cards": ["Clothing"]}}}],
                         "supply": {"1": ["Tools", "Sailing"], "2": ["Mathematics"]}, "turn": TURN})
    events = game.play({"type": "dogma", "card": "Clothing"})
    assert _kinds(events)[:3] == [("karma", "Huang Di"), ("draw", "Mathematics"), ("dogma", "Clothing")]
    alice = game.state()["players"][0]
    assert (alice["hand"], sorted(alice["score"])) == (["Mathematics"], ["Sailing", "Tools"])
    check_conservation(game)


def test_huang_di_leaves_a_dogma_of_another_featured_icon_alone(figures_game):
    game = figures_game({"players": [{"board": {"blue": {"cards": ["Huang Di"]}, "green": {"cards": ["The Wheel"]}}}],
                         "supply": {"1": ["Tools", "Sailing"], "2": ["Mathematics"]}, "turn": TURN})
    events = game.play({"type": "dogma", "card": "The Wheel"})
    assert _kinds(events)[:3] == [("dogma", "The Wheel"), ("draw", "Tools"), ("draw", "Sailing")]


@pytest.mark.parametrize("drawn, melded", [("Physics", True), ("Coal", False)])
def test_would_instead_taki_ad_din_replaces_the_draw_action(figures_game, drawn, melded):
    colour = "blue" if drawn == "Physics" else "red"
    game = figures_game({"players": [{"board": {"blue": {"cards": ["Taki ad-Din", "Writing"]},
                                                "red": {"cards": ["Archery", "Metalworking"]}}}],
                         "supply": {"1": ["Tools"], "5": [drawn]}, "turn": TURN})
    events = game.play({"type": "draw"})
    assert _kinds(events)[:2] == [("karma", "Taki ad-Din"), ("draw", drawn)]
    alice = game.state()["players"][0]
    assert alice["board"][colour]["splay"] == "right"
    assert (alice["hand"], alice["board"][colour]["cards"][0] == drawn) == (([], True) if melded else ([drawn], False))
    assert "Tools" in game.state()["supply"]["1"]         # the Draw action itself did not happen


def test_static_tigernmas_adds_a_point_per_card_in_hand(figures_game):
    game = figures_game({"players": [{"board": {"red": {"cards": ["Tigernmas"]}}, "hand": ["Tools", "Sailing", "Writing"],
                                      "score": ["Mathematics"]}, {"score": ["Pottery"]}], "turn": TURN})
    gs = game._gs
    assert (gs.score_total(0), gs.score_total(1)) == (2 + 3, 1)
    game.play({"type": "meld", "card": "Tools"})
    assert gs.score_total(0) == 2 + 2


def test_when_meld_bear_grylls_junks_the_table_and_brings_in_age_zero(figures_game):
    game = figures_game({"players": [{"hand": ["Bear Grylls", "Tools"], "board": {"red": {"cards": ["Archery"]}},
                                      "score": ["Mathematics"], "achievements": ["Writing"]},
                                     {"hand": ["Sailing"], "board": {"blue": {"cards": ["Pottery"]}}}], "turn": TURN})
    gs = game._gs
    events = game.play({"type": "meld", "card": "Bear Grylls"})
    assert ("karma", "Bear Grylls") in _kinds(events) and gs.age_zero
    alice, bob = game.state()["players"]
    assert (alice["board"], alice["score"], bob["hand"], bob["board"], alice["achievements"]) == ({}, [], [], {}, ["Writing"])
    assert set(game.state()["junk"]) == {"Bear Grylls", "Tools", "Archery", "Mathematics", "Sailing", "Pottery"}
    (zero,) = alice["hand"]
    assert gs.catalog[zero].age == 0 and len(gs.supply[0]) == 14
    check_conservation(game)


def test_several_karmas_on_one_event_the_current_player_chooses_the_one(figures_game, monkeypatch):
    ran = []
    demo = KarmaSet("demo")
    demo.register("Carl Friedrich Gauss", [Karma("would-first", "meld", "you", lambda ctx, event: None),
                                           Karma("would-first", "draw-action", "you", lambda ctx, event: ran.append("Gauss"))])
    demo.register("John Harrison", [Karma("decree-permission"),
                                    Karma("would-first", "draw-action", "you", lambda ctx, event: ran.append("Harrison"))])
    game = figures_game({"players": [{"board": {"blue": {"cards": ["Carl Friedrich Gauss"]},
                                                "green": {"cards": ["John Harrison"]}}}],
                         "supply": {"1": ["Tools"], "6": ["Canning"]}, "turn": TURN})
    game._gs.karma = demo
    game.play({"type": "draw"})
    pending = game.moves()["pending"]
    assert (pending["kind"], pending["player"], pending["options"]) == (
        "karma", 0, ["Carl Friedrich Gauss #2", "John Harrison #2"])
    game.play({"type": "choose", "choice": ["John Harrison #2"]})
    assert ran == ["Harrison"] and game.state()["players"][0]["hand"] == ["Canning"]   # then the draw


def test_no_karma_fires_inside_a_karma(figures_game):
    game = figures_game({"players": [{"board": {"blue": {"cards": ["Taki ad-Din"]}}}], "turn": TURN})
    gs = game._gs
    gs.karma_depth = 1
    runner = karma.before(gs, KarmaEvent("draw-action", 0))
    with pytest.raises(StopIteration) as done:
        next(runner)
    assert done.value.value is True and gs.events == []


def test_a_top_figure_whose_karma_is_not_written_is_refused(figures_game):
    """A karma set without a figure's karma (a set being written) refuses a game where that
    figure is on top, rather than playing it blind."""
    game = figures_game({"players": [{"board": {"blue": {"cards": ["Imhotep"]}}}], "turn": TURN})
    game._gs.karma = KarmaSet("demo")
    with pytest.raises(EngineError, match="the karma of Imhotep is not implemented yet") as refused:
        game.play({"type": "draw"})
    assert refused.value.code == "unsupported"


def test_a_figures_karma_must_match_its_card():
    demo = KarmaSet("demo")
    demo.register("Huang Di", [Karma("would-first", "dogma-action", "you", lambda ctx, event: None)])
    with pytest.raises(ValueError, match=r"Huang Di: karma registered as \['would-first'\], the card has "
                                         r"\['decree-permission', 'would-first'\]"):
        demo.of("Huang Di", load_catalog("base-ultimate", ("figures",)))
    with pytest.raises(ValueError, match="Huang Di: karma registered twice in demo"):
        demo.register("Huang Di", [])



def test_every_figure_has_its_karma_written():
    catalog = load_catalog("base-ultimate", ("figures",))
    karma = load_karma("figures")
    figures = sorted(card.name for card in catalog.cards.values() if card.figure)
    assert len(figures) == 115
    assert sorted(karma.figures()) == figures
    assert all(karma.of(name, catalog) is not None for name in figures)     # each matches its card


def test_static_gilgamesh_adds_castles_and_factories_and_lowers_opponents_scores(figures_game):
    game = figures_game({"players": [{"board": {"red": {"cards": ["Gilgamesh"]}, "green": {"cards": ["The Wheel"]}}},
                                     {"board": {"yellow": {"cards": ["Masonry"]}}, "score": ["Tools", "Writing"]}],
                         "turn": TURN})
    gs = game._gs
    alice, bob = game.state()["players"]
    assert (alice["icons"]["castle"], alice["icons"]["factory"], bob["icons"]["castle"]) == (8, 4, 3)
    assert (gs.score_total(0), gs.score_total(1)) == (1, 2 - 3)     # Alice: Gilgamesh's bonus 1


def test_nelson_mandela_counts_two_avatars_as_an_achievement_toward_the_target(figures_game):
    game = figures_game({"players": [{"board": {"red": {"cards": ["Nelson Mandela"]}, "purple": {"cards": ["The Internet"]}},
                                      "achievements": ["Archery", "Mathematics", "Navigation", "Chemistry", "Canning",
                                                       "Masonry"], "hand": ["Tools"]}], "turn": TURN})
    gs = game._gs
    assert (gs.target, gs.achievement_count(0), gs.achievement_count(1)) == (7, 6 + 1, 0)
    assert game.result is None
    game.play({"type": "meld", "card": "Tools"})
    assert game.result == {"winners": [0], "reason": "achievements"}


@pytest.mark.parametrize("actions_left, kinds", [
    (2, [("dogma", "The Wheel"), ("draw", "Tools"), ("draw", "Sailing")]),
    (1, [("karma", "Nelson Mandela"), ("execute", "The Wheel"), ("draw", "Tools"), ("draw", "Sailing")]),
])
def test_nelson_mandela_super_executes_instead_of_a_second_dogma_action(figures_game, actions_left, kinds):
    game = figures_game({"players": [{"board": {"red": {"cards": ["Nelson Mandela"]}, "green": {"cards": ["The Wheel"]}}}],
                         "supply": {"1": ["Tools", "Sailing"]},
                         "turn": {"number": 5, "player": 0, "actions_left": actions_left}})
    events = game.play({"type": "dogma", "card": "The Wheel"})
    assert _kinds(events)[:len(kinds)] == kinds
    assert game.state()["players"][0]["hand"] == ["Tools", "Sailing"]


@pytest.mark.parametrize("splay, points", [("up", 6 + 1), ("right", 1), ("none", 1)])
def test_visible_bonus_numbers_add_to_the_score(figures_game, splay, points):
    # Gilgamesh shows a 1 on top; Bartholomew Roberts' 6 is in the bottom-right slot, which a
    # pile splayed up shows and one splayed right does not
    game = figures_game({"players": [{"board": {"red": {"cards": ["Gilgamesh"]},
                                                "green": {"cards": ["The Wheel", "Bartholomew Roberts"], "splay": splay}},
                                      "score": []}], "turn": TURN})
    assert game._gs.score_total(0) == points


@pytest.mark.parametrize("blue, ages", [
    (["Daedalus"], [1, 2, 3, 4, 5]),                         # top 2, raised by 3 unsplayed colours
    ({"cards": ["Daedalus", "Pottery"], "splay": "left"}, [1, 2, 3, 4]),   # a splayed colour does not count
    (["Writing"], [1, 2]),                                  # no Daedalus: the top card is a 2
])
def test_static_daedalus_raises_the_top_card_value_the_achieve_action_checks(figures_game, blue, ages):
    pile = blue if isinstance(blue, dict) else {"cards": blue}
    game = figures_game({"players": [{"board": {"red": {"cards": ["Construction"]}, "blue": pile,
                                                "green": {"cards": ["The Wheel"]}},
                                      "score": ["Canning", "Chemistry", "Navigation", "Physics", "Coal"]}], "turn": TURN})
    assert game._gs.score_total(0) == 25
    assert [m["age"] for m in game.moves()["moves"] if m["type"] == "achieve"] == ages


def test_when_meld_alexander_scores_the_opponents_top_figures(figures_game):
    game = figures_game({"players": [{"hand": ["Alexander the Great"]},
                                     {"board": {"blue": {"cards": ["Huang Di", "Writing"]}, "green": {"cards": ["The Wheel"]}}}],
                         "turn": TURN})
    game.play({"type": "meld", "card": "Alexander the Great"})
    alice, bob = game.state()["players"]
    assert (alice["score"], bob["board"]["blue"]["cards"]) == (["Huang Di"], ["Writing"])
    check_conservation(game)


@pytest.mark.parametrize("supply, scored, alexander_stays", [
    ({"1": ["Tools", "Sailing"], "2": ["Mathematics"]}, ["Mathematics"], True),
    ({"1": ["Tools", "Sailing"], "2": [], "3": ["Optics"]}, ["Optics", "Alexander the Great"], False),
])
def test_would_first_alexander_draws_and_scores_a_2_first(figures_game, supply, scored, alexander_stays):
    game = figures_game({"players": [{"board": {"red": {"cards": ["Alexander the Great"]}, "green": {"cards": ["The Wheel"]}}}],
                         "supply": supply, "turn": TURN})
    events = game.play({"type": "dogma", "card": "The Wheel"})
    alice = game.state()["players"][0]
    assert (alice["score"], alice["hand"], "red" in alice["board"]) == (scored, ["Tools", "Sailing"], alexander_stays)
    assert _kinds(events)[0] == ("karma", "Alexander the Great")


def _score_a_hand_card(ctx, event):
    """A karma effect that asks its owner a decision (test stand-in for a printed karma)."""
    picked = yield from ctx.choose(ctx.hand(), kind="score", prompt="Score a card from your hand")
    for name in picked:
        ctx.score(name)


def test_a_karma_inside_a_card_effect_asks_its_decision_and_the_effect_goes_on(figures_game):
    """A would-first draw karma set off by each draw inside The Wheel's effect (plain ctx.draw
    calls) pauses the action for its decision; each answer resumes it, then the draw happens."""
    demo = KarmaSet("demo")
    demo.register("Huang Di", [Karma("decree-permission"),
                               Karma("would-first", "draw", "you", _score_a_hand_card)])
    game = figures_game({"players": [{"board": {"green": {"cards": ["The Wheel"]}, "blue": {"cards": ["Huang Di"]}},
                                      "hand": ["Tools", "Sailing"]}],
                         "supply": {"1": ["Pottery", "Archery"]}, "turn": TURN})
    game._gs.karma = demo
    events = game.play({"type": "dogma", "card": "The Wheel"})
    assert _kinds(events)[-1] == ("karma", "Huang Di")
    pending = game.state()["pending"]
    assert (pending["player"], pending["options"], pending["min"], pending["max"]) == (0, ["Tools", "Sailing"], 1, 1)
    events = game.play({"type": "choose", "choice": ["Sailing"]})
    assert _kinds(events) == [("score", "Sailing"), ("draw", "Pottery"), ("karma", "Huang Di")]
    assert game.state()["pending"]["options"] == ["Tools", "Pottery"]
    events = game.play({"type": "choose", "choice": ["Tools"]})
    assert _kinds(events)[:2] == [("score", "Tools"), ("draw", "Archery")]
    alice = game.state()["players"][0]
    assert (alice["hand"], alice["score"]) == (["Pottery", "Archery"], ["Sailing", "Tools"])
    check_conservation(game)


def test_a_would_instead_karma_replaces_the_meld_of_the_meld_action(figures_game):
    """A would-instead meld karma (stand-in) replaces the Meld action's meld: the card stays in
    hand and the karma's draw happens instead."""
    demo = KarmaSet("demo")
    demo.register("Sejong the Great", [Karma("decree-permission"),
                               Karma("would-instead", "meld", "you", lambda ctx, event: ctx.draw(1))])
    game = figures_game({"players": [{"board": {"blue": {"cards": ["Sejong the Great"]}}, "hand": ["Sailing"]}],
                         "supply": {"1": ["Tools"], "2": ["Mathematics"]}, "turn": TURN})
    game._gs.karma = demo
    game.play({"type": "meld", "card": "Sailing"})
    alice = game.state()["players"][0]
    assert (alice["hand"], "green" in alice["board"]) == (["Sailing", "Tools"], False)


def test_with_figures_a_movement_of_a_card_a_karma_moved_away_does_not_happen(figures_game):
    """An effect fixes its cards, then a karma moves one of them: the exchange, transfer,
    junk or removal of that card is skipped, the rest happens (without figures the same call is
    an engine bug and raises)."""
    from rulebook.innovation import ops, zones

    game = figures_game({"players": [{"hand": ["Tools", "Sailing"], "score": ["Writing"]},
                                     {"hand": ["Oars"]}], "turn": TURN})
    gs = game._gs
    ops.exchange(gs, 0, ["Tools", "Archery"], zones.hand(0), ["Oars", "Writing"], zones.hand(1))
    ops.transfer(gs, 0, "Writing", zones.hand(0), zones.score(1))     # Writing is in a score pile
    ops.junk(gs, 0, "Clothing", zones.hand(0))
    ops.remove(gs, 0, "Pottery", zones.hand(0))
    alice, bob = game.state()["players"]
    assert (sorted(alice["hand"]), bob["hand"], alice["score"], bob["score"]) == (
        ["Oars", "Sailing"], ["Tools"], ["Writing"], [])
    check_conservation(game)
