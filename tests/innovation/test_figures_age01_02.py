"""The karma of the figures of ages 1 and 2 (engine/innovation/sets/figures/age01.py, age02.py),
played below the protocol (docs/figures.md).
Exact positions; each printed karma, both branches of its "if"."""

from __future__ import annotations

import pytest

from rulebook.innovation import check_conservation
from rulebook.variants import load_variant

VARIANT = load_variant("ultimate-figures")
FIRST = {"number": 5, "player": 0, "actions_left": 2}      # Alice's first action of a two-action turn
SECOND = {"number": 5, "player": 0, "actions_left": 1}     # her second action
BOBS = {"number": 6, "player": 1, "actions_left": 2}


@pytest.fixture
def game(figures_game):
    return figures_game


def _player(game, seat=0):
    return game.state()["players"][seat]


def _pile(game, color, seat=0):
    pile = _player(game, seat)["board"].get(color)
    return pile["cards"] if pile else []


def _choose(game, *picked):
    return game.play({"type": "choose", "choice": list(picked)})


def _pending(game):
    pending = game.state()["pending"]
    return pending and (pending["player"], pending["kind"], pending["options"], pending["min"], pending["max"])


def _kinds(events):
    return [(e["type"], e.get("card")) for e in events]


# --- Imhotep ----------------------------------------------------------------------------------------

def test_imhotep_melds_splays_and_returns_every_top_card_of_that_colour_before_a_second_action_dogma(game):
    g = game({"players": [{"board": {"blue": {"cards": ["Imhotep"]}, "green": {"cards": ["The Wheel"]}}},
                          {"board": {"blue": {"cards": ["Writing", "Pottery"]}}}],
              "supply": {"1": ["Tools", "Sailing"], "2": ["Mathematics", "Calendar"]}, "turn": SECOND})
    events = g.play({"type": "dogma", "card": "The Wheel"})
    assert _kinds(events)[:4] == [("karma", "Imhotep"), ("draw", "Mathematics"), ("meld", "Mathematics"), ("splay", None)]
    # Mathematics (Alice's) and Writing (Bob's) returned; The Wheel's dogma then draws two 1s
    assert (_pile(g, "blue"), _pile(g, "blue", 1)) == (["Imhotep"], ["Pottery"])
    assert _player(g)["hand"] == ["Tools", "Sailing"]
    assert (g.state()["supply"]["1"], g.state()["supply"]["2"]) == (["Writing"], ["Calendar", "Mathematics"])
    check_conservation(g)


def test_imhotep_returns_nothing_when_the_melded_card_is_not_a_2(game):
    g = game({"players": [{"board": {"blue": {"cards": ["Imhotep"]}, "green": {"cards": ["The Wheel"]}}},
                          {"board": {"blue": {"cards": ["Writing"]}}}],
              "supply": {"1": ["Tools", "Sailing"], "2": [], "3": ["Alchemy"]}, "turn": SECOND})
    g.play({"type": "dogma", "card": "The Wheel"})
    assert (_pile(g, "blue"), _player(g)["board"]["blue"]["splay"]) == (["Alchemy", "Imhotep"], "left")
    assert (_pile(g, "blue", 1), _player(g)["hand"]) == (["Writing"], ["Tools", "Sailing"])


def test_imhotep_waits_for_the_second_action_and_a_card_of_value_1(game):
    g = game({"players": [{"board": {"blue": {"cards": ["Imhotep"]}, "green": {"cards": ["The Wheel"]}}}],
              "supply": {"1": ["Tools", "Sailing"], "2": ["Mathematics"]}, "turn": FIRST})
    assert _kinds(g.play({"type": "dogma", "card": "The Wheel"}))[0] == ("dogma", "The Wheel")


# --- Hammurabi --------------------------------------------------------------------------------------

def test_hammurabi_first_turns_the_demand_against_its_launcher(game):
    g = game({"players": [{"board": {"red": {"cards": ["Archery"]}}, "hand": ["Mathematics"]},
                          {"board": {"red": {"cards": ["Hammurabi"]}}, "hand": ["Optics"]}],
              "supply": {"1": ["Tools", "Sailing"]}, "achievements": {"standard": {"2": "Canal Building"}}, "turn": FIRST})
    g.play({"type": "dogma", "card": "Archery"})
    # Alice draws Tools and gives Bob Mathematics; then Bob draws Sailing and gives Alice Optics
    assert (sorted(_player(g)["hand"]), sorted(_player(g, 1)["hand"])) == (["Optics", "Tools"], ["Mathematics", "Sailing"])
    check_conservation(g)


# --- Fu Xi, Shennong, Hatshepsut: draws ------------------------------------------------------------

@pytest.mark.parametrize("turn, hand, score", [(FIRST, ["Tools"], ["Mathematics"]), (SECOND, ["Tools"], [])])
def test_fu_xi_draws_and_scores_a_2_before_a_draw_of_the_first_action(game, turn, hand, score):
    g = game({"players": [{"board": {"green": {"cards": ["Fu Xi"]}}}],
              "supply": {"1": ["Tools"], "2": ["Mathematics"]}, "turn": turn})
    g.play({"type": "draw"})
    assert (_player(g)["hand"], _player(g)["score"]) == (hand, score)


def test_fu_xi_leaves_a_draw_on_another_players_turn_alone(game):
    g = game({"players": [{"board": {"green": {"cards": ["Fu Xi"]}, "red": {"cards": ["Metalworking"]}}},
                          {"board": {"green": {"cards": ["The Wheel"]}}}],
              "supply": {"1": ["Tools", "Sailing", "Writing", "Pottery"], "2": ["Mathematics"]},
              "supply_figures": {"1": ["Homer"]}, "turn": BOBS})
    g.play({"type": "dogma", "card": "The Wheel"})      # Alice shares: she draws two 1s
    assert (_player(g)["hand"], _player(g)["score"]) == (["Tools", "Sailing"], [])


@pytest.mark.parametrize("hand, scored", [(["Tools", "Sailing", "Optics"], "Mathematics"), (["Optics"], "Writing")])
def test_shennong_scores_a_card_of_the_number_of_1s_in_hand(game, hand, scored):
    g = game({"players": [{"board": {"yellow": {"cards": ["Shennong"]}}, "hand": hand}],
              "supply": {"1": ["Writing", "Pottery"], "2": ["Mathematics"]}, "turn": FIRST})
    g.play({"type": "draw"})
    assert _player(g)["score"] == [scored]          # no 1 in hand: a 0, which draws a 1 as the rules say
    assert _player(g)["hand"][-1] == ("Writing" if scored == "Mathematics" else "Pottery")


def test_shennong_leaves_a_draw_of_another_value_alone(game):
    g = game({"players": [{"board": {"yellow": {"cards": ["Shennong"]}, "blue": {"cards": ["Mathematics"]}},
                           "hand": ["Tools"]}],
              "supply": {"2": ["Calendar"]}, "turn": FIRST})
    g.play({"type": "draw"})
    assert (_player(g)["hand"], _player(g)["score"]) == (["Tools", "Calendar"], [])


def test_hatshepsut_returns_the_hand_and_draws_as_many_before_a_draw_of_2_or_more(game):
    g = game({"players": [{"board": {"green": {"cards": ["Hatshepsut"]}, "blue": {"cards": ["Mathematics"]}},
                           "hand": ["Tools", "Optics"]}],
              "supply": {"1": ["Sailing"], "2": ["Calendar", "Construction", "Currency"], "3": ["Paper"]},
              "turn": FIRST})
    g.play({"type": "draw"})
    assert _player(g)["hand"] == ["Calendar", "Construction", "Currency"]
    assert (g.state()["supply"]["1"], g.state()["supply"]["3"]) == (["Sailing", "Tools"], ["Paper", "Optics"])


def test_hatshepsut_asks_the_order_of_returns_to_one_deck_and_needs_a_1_in_hand(game):
    g = game({"players": [{"board": {"green": {"cards": ["Hatshepsut"]}, "blue": {"cards": ["Mathematics"]}},
                           "hand": ["Tools", "Sailing"]}],
              "supply": {"1": [], "2": ["Calendar", "Construction", "Currency"]}, "turn": FIRST})
    g.play({"type": "draw"})
    assert _pending(g) == (0, "return_order", ["Tools", "Sailing"], 2, 2)
    _choose(g, "Sailing", "Tools")
    assert (_player(g)["hand"], g.state()["supply"]["1"]) == (["Calendar", "Construction", "Currency"], ["Sailing", "Tools"])
    g2 = game({"players": [{"board": {"green": {"cards": ["Hatshepsut"]}, "blue": {"cards": ["Mathematics"]}},
                            "hand": ["Optics"]}], "supply": {"2": ["Calendar"]}, "turn": FIRST})
    g2.play({"type": "draw"})
    assert _player(g2)["hand"] == ["Optics", "Calendar"]


# --- Sargon of Akkad ----------------------------------------------------------------------------------

def test_sargon_lets_its_owner_share_and_junks_a_1_achievement(game):
    g = game({"players": [{"board": {"green": {"cards": ["Sargon of Akkad"]}}},
                          {"board": {"green": {"cards": ["The Wheel"]}}}],
              "supply": {"1": ["Tools", "Sailing", "Writing", "Pottery", "Agriculture"]},
              "supply_figures": {"1": ["Homer"]},
              "achievements": {"standard": {"1": "Oars", "2": "Calendar"}}, "turn": BOBS})
    g.play({"type": "dogma", "card": "The Wheel"})
    assert (_player(g)["hand"], _player(g, 1)["hand"]) == (["Tools", "Sailing"], ["Writing", "Pottery", "Homer"])
    assert g.state()["junk"] == ["Oars"] and g.state()["achievements"]["standard"] == {"2": "Calendar"}
    check_conservation(g)


# --- Sneferu ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("drawn, red, blue, supply", [("Construction", ["Archery", "Construction"], [], []),
                                                      ("Mathematics", ["Archery"], [], ["Mathematics"])])
def test_sneferu_tucks_a_2_before_a_meld_and_returns_it_without_a_castle(game, drawn, red, blue, supply):
    g = game({"players": [{"board": {"yellow": {"cards": ["Sneferu"]}}, "hand": ["Archery"]}],
              "supply": {"2": [drawn]}, "turn": FIRST})
    g.play({"type": "meld", "card": "Archery"})
    assert (_pile(g, "red"), _pile(g, "blue"), g.state()["supply"]["2"]) == (red, blue, supply)


# --- Sunshu Ao -------------------------------------------------------------------------------------

def test_sunshu_ao_self_executes_instead_of_the_meld_action(game):
    g = game({"players": [{"board": {"yellow": {"cards": ["Sunshu Ao"]}}, "hand": ["Writing"]}],
              "supply": {"2": ["Mathematics"]}, "turn": FIRST})
    events = g.play({"type": "meld", "card": "Writing"})
    assert ("execute", "Writing") in _kinds(events)
    assert (_player(g)["hand"], "blue" in _player(g)["board"]) == (["Writing", "Mathematics"], False)


def test_sunshu_ao_leaves_an_effects_meld_and_a_figure_alone(game):
    g = game({"players": [{"board": {"yellow": {"cards": ["Sunshu Ao"]}, "green": {"cards": ["Sailing"]}}}],
              "supply": {"1": ["Tools"]}, "turn": FIRST})
    g.play({"type": "dogma", "card": "Sailing"})     # draw a 1 and meld it
    assert _pile(g, "blue") == ["Tools"]
    g = game({"players": [{"board": {"yellow": {"cards": ["Sunshu Ao", "Agriculture"]}}, "hand": ["Shennong"]}],
              "turn": FIRST})
    g.play({"type": "meld", "card": "Shennong"})
    assert _pile(g, "yellow") == ["Shennong", "Sunshu Ao", "Agriculture"]


@pytest.mark.parametrize("counted, achieved", [(5, True), (4, False)])
def test_sunshu_ao_achieves_a_1_before_the_sixth_score_of_the_turn(game, counted, achieved):
    g = game({"players": [{"board": {"yellow": {"cards": ["Sunshu Ao"]}, "purple": {"cards": ["Philosophy"]}},
                           "hand": ["Optics"]}],
              "supply": {"1": ["Tools"]}, "turn": FIRST})
    g._gs.scored[0] = counted
    g.play({"type": "dogma", "card": "Philosophy"})     # optional splay (nothing to splay), optional score
    _choose(g, "Optics")
    assert (_player(g)["achievements"], _player(g)["score"]) == ((["Tools"] if achieved else []), ["Optics"])


def test_sunshu_ao_achieves_a_1_before_the_sixth_tuck_of_the_turn(game):
    g = game({"players": [{"board": {"yellow": {"cards": ["Sunshu Ao"]}, "purple": {"cards": ["Monotheism"]}}}],
              "supply": {"1": ["Tools", "Sailing"]}, "turn": FIRST})
    g._gs.tucked[0] = 5
    g.play({"type": "dogma", "card": "Monotheism"})     # draw a 1 and tuck it
    # Tools drawn; before it is tucked, Sailing drawn and achieved
    assert (_player(g)["achievements"], _pile(g, "blue")) == (["Sailing"], ["Tools"])


# --- Homer -----------------------------------------------------------------------------------------

@pytest.mark.parametrize("drawn, red_before, red_after, returned", [
    ("Calendar", [], [], None),                      # blue, as Writing: nothing returned
    ("Construction", [], [], "Construction"),         # red, no red pile: the tucked card itself
    ("Construction", ["Archery"], ["Construction"], "Archery"),
])
def test_homer_tucks_a_2_before_a_dogma_and_may_return_a_top_card(game, drawn, red_before, red_after, returned):
    board = {"purple": {"cards": ["Homer"]}, "blue": {"cards": ["Writing"]}}
    if red_before:
        board["red"] = {"cards": red_before}
    g = game({"players": [{"board": board}], "supply": {"1": ["Tools"], "2": [drawn, "Mathematics"]}, "turn": FIRST})
    g.play({"type": "dogma", "card": "Writing"})
    assert _pile(g, "red") == red_after
    assert _player(g)["hand"] == ["Mathematics"]                 # then Writing draws a 2
    if returned is None:
        assert _pile(g, "blue") == ["Writing", "Calendar"]
    else:
        assert returned in g.state()["supply"][str(g._gs.catalog[returned].age)]


def test_homer_tucks_a_figure_instead_of_returning_it_from_hand(game):
    g = game({"players": [{"board": {"purple": {"cards": ["Homer"]}, "yellow": {"cards": ["Agriculture"]},
                                     "red": {"cards": ["Archery"]}}, "hand": ["Gilgamesh", "Tools"]}],
              "supply": {"2": ["Mathematics"]}, "turn": FIRST})
    g.play({"type": "dogma", "card": "Agriculture"})
    _choose(g, "Gilgamesh")
    assert (_pile(g, "red"), _player(g)["score"], _player(g)["hand"]) == (["Archery", "Gilgamesh"], ["Mathematics"], ["Tools"])


def test_homer_tucks_figures_instead_of_junking_them_when_a_decree_is_issued(game):
    g = game({"players": [{"board": {"purple": {"cards": ["Homer"]}, "red": {"cards": ["Archery"]},
                                     "blue": {"cards": ["Writing"]}},
                           "hand": ["Daedalus", "Archimedes", "Alhazen", "Tools"]}],
              "supply": {"3": ["Optics"]}, "turn": FIRST})
    g.play({"type": "decree", "decree": "Advancement"})
    assert _pile(g, "blue") == ["Writing", "Daedalus", "Archimedes", "Alhazen"]      # in hand order
    assert (g.state()["junk"], _player(g)["achievements"], _player(g)["hand"]) == (["Tools"], ["Advancement"], ["Optics"])
    check_conservation(g)


# --- Ptahhotep -------------------------------------------------------------------------------------

def test_ptahhotep_scores_a_hand_card_and_super_executes_it_instead_of_a_second_dogma(game):
    g = game({"players": [{"board": {"purple": {"cards": ["Ptahhotep"]}, "green": {"cards": ["The Wheel"]}},
                           "hand": ["Writing", "Sailing"]}],
              "supply": {"1": ["Tools"], "2": ["Mathematics"]}, "turn": SECOND})
    g.play({"type": "dogma", "card": "The Wheel"})
    assert _pending(g) == (0, "score", ["Writing", "Sailing"], 1, 1)
    events = _choose(g, "Writing")
    assert ("execute", "Writing") in _kinds(events)
    assert (_player(g)["score"], _player(g)["hand"]) == (["Writing"], ["Sailing", "Mathematics"])


def test_ptahhotep_leaves_the_first_action_alone_and_a_scored_figure_does_nothing(game):
    g = game({"players": [{"board": {"purple": {"cards": ["Ptahhotep"]}, "green": {"cards": ["The Wheel"]}}}],
              "supply": {"1": ["Tools", "Sailing"]}, "turn": FIRST})
    g.play({"type": "dogma", "card": "The Wheel"})
    assert _player(g)["hand"] == ["Tools", "Sailing"]
    g = game({"players": [{"board": {"purple": {"cards": ["Ptahhotep"]}, "green": {"cards": ["The Wheel"]}},
                           "hand": ["Homer"]}], "supply": {"1": ["Tools"]}, "turn": SECOND})
    g.play({"type": "dogma", "card": "The Wheel"})
    assert (_player(g)["score"], _player(g)["hand"]) == (["Homer"], [])


# --- Sinuhe ----------------------------------------------------------------------------------------

def test_sinuhe_adds_a_point_per_castle_so_an_achievement_becomes_legal(game):
    state = {"players": [{"board": {"purple": {"cards": ["Sinuhe"]}, "red": {"cards": ["Metalworking"]}},
                          "score": ["Tools"]}], "turn": FIRST}
    g = game(state)
    assert g._gs.score_total(0) == 1 + 3
    assert [m["age"] for m in g.moves()["moves"] if m["type"] == "achieve"] == []
    state["players"][0]["score"] = ["Tools", "Sailing"]
    assert [m["age"] for m in game(state).moves()["moves"] if m["type"] == "achieve"] == [1]


# --- Zhang Heng --------------------------------------------------------------------------------------

def test_zhang_heng_tucks_a_3_and_scores_the_cards_above_before_any_claim(game):
    g = game({"players": [{"board": {"red": {"cards": ["Construction"]}}, "score": ["Calendar", "Mathematics", "Sailing"]},
                          {"board": {"blue": {"cards": ["Zhang Heng", "Writing"]}}}],
              "supply": {"3": ["Alchemy", "Paper"]}, "supply_figures": {"3": ["Alhazen"]},
              "achievements": {"standard": {"1": "Tools", "2": "Canal Building"}}, "turn": FIRST})
    g.play({"type": "achieve", "age": 1})
    # Bob tucks Alchemy under his blue pile and scores Zhang Heng and Writing; then Alice claims,
    # and Bob draws a figure at his draw value (Alchemy, a 3)
    assert (_pile(g, "blue", 1), sorted(_player(g, 1)["score"])) == (["Alchemy"], ["Writing", "Zhang Heng"])
    assert (_player(g)["achievements"], _player(g, 1)["hand"]) == (["Tools"], ["Alhazen"])
    check_conservation(g)


def test_zhang_heng_fires_before_a_decree_is_claimed(game):
    g = game({"players": [{"board": {"blue": {"cards": ["Zhang Heng"]}, "red": {"cards": ["Construction"]}},
                           "hand": ["Daedalus", "Archimedes", "Alhazen"]}],
              "supply": {"3": ["Optics"], "5": ["Physics"]}, "turn": FIRST})
    g.play({"type": "decree", "decree": "Advancement"})
    # Optics tucked under Construction, which Alice scores; then she claims Advancement and draws
    # a card two above her highest top card (Optics, a 3)
    assert (_pile(g, "red"), _player(g)["score"]) == (["Optics"], ["Construction"])
    assert (_player(g)["achievements"], _player(g)["hand"]) == (["Advancement"], ["Physics"])


# --- Sun Tzu -------------------------------------------------------------------------------------------

def test_sun_tzu_melds_cards_showing_the_featured_icon_before_the_sharing_bonus(game):
    g = game({"players": [{"board": {"red": {"cards": ["Sun Tzu"]}, "green": {"cards": ["The Wheel"]}},
                           "hand": ["Writing"]},
                          {"board": {"red": {"cards": ["Metalworking"]}, "yellow": {"cards": ["Masonry"]}}}],
              "supply": {"1": ["Tools", "Sailing", "Archery", "Oars", "Pottery"]}, "supply_figures": {"1": ["Homer"]},
              "turn": FIRST})
    g.play({"type": "dogma", "card": "The Wheel"})
    assert _pending(g) == (0, "meld", ["Archery", "Oars"], 0, 2)
    _choose(g, "Archery", "Oars")
    assert _pending(g)[1:] == ("meld_order", ["Archery", "Oars"], 2, 2)       # both red: the order
    _choose(g, "Oars", "Archery")
    assert _pile(g, "red") == ["Archery", "Oars", "Sun Tzu"]
    assert _player(g)["hand"] == ["Writing", "Homer"]
    check_conservation(g)


# --- Augustus Caesar -------------------------------------------------------------------------------------

@pytest.mark.parametrize("drawn, melded", [("Tools", True), ("Sailing", False)])
def test_augustus_caesar_replaces_any_dogma_of_a_card_with_a_castle(game, drawn, melded):
    g = game({"players": [{"board": {"green": {"cards": ["Augustus Caesar"]}}},
                          {"board": {"green": {"cards": ["The Wheel"]}}}],
              "supply": {"1": [drawn, "Writing", "Pottery"]}, "turn": BOBS})
    events = g.play({"type": "dogma", "card": "The Wheel"})
    assert ("reveal", drawn) in _kinds(events) and ("dogma", "The Wheel") not in _kinds(events)
    if melded:
        assert (_pile(g, "blue"), _player(g, 1)["hand"]) == (["Tools"], [])
    else:
        # Bob super-executes The Wheel: he alone draws two 1s
        assert (_player(g)["hand"], _player(g, 1)["hand"]) == (["Sailing"], ["Writing", "Pottery"])


def test_augustus_caesar_leaves_a_card_without_a_castle_alone(game):
    g = game({"players": [{"board": {"green": {"cards": ["Augustus Caesar"]}}},
                          {"board": {"blue": {"cards": ["Writing"]}}}], "supply": {"2": ["Mathematics"]}, "turn": BOBS})
    assert _kinds(g.play({"type": "dogma", "card": "Writing"}))[0] == ("dogma", "Writing")


# --- Ximen Bao --------------------------------------------------------------------------------------

def test_ximen_bao_junks_the_opponents_hands_before_a_decree(game):
    g = game({"players": [{"board": {"yellow": {"cards": ["Ximen Bao"]}, "red": {"cards": ["Archery", "Oars"]}},
                           "hand": ["Homer", "Sinuhe"]},
                          {"hand": ["Tools", "Daedalus"]}], "turn": FIRST})
    assert [m["decree"] for m in g.moves()["moves"] if m["type"] == "decree"] == ["Expansion"]
    events = g.play({"type": "decree", "decree": "Expansion"})
    assert _kinds(events)[:3] == [("karma", "Ximen Bao"), ("junk", "Tools"), ("junk", "Daedalus")]
    assert (_player(g, 1)["hand"], _player(g)["hand"], _player(g)["board"]["red"]["splay"]) == ([], [], "up")
    assert _player(g)["achievements"] == ["Expansion"]


# --- Confucius ----------------------------------------------------------------------------------------

def test_confucius_scores_a_castle_card_and_junks_a_deck_instead_of_its_dogma(game):
    g = game({"players": [{"board": {"purple": {"cards": ["Confucius"]}, "green": {"cards": ["The Wheel"]}}}],
              "supply": {"1": ["Tools"], "2": ["Mathematics"], "3": ["Optics", "Paper"]}, "turn": FIRST})
    g.play({"type": "dogma", "card": "The Wheel"})
    assert _pending(g) == (0, "junk_deck", [2, 3], 1, 1)
    _choose(g, 3)
    assert (_player(g)["score"], _player(g)["hand"], sorted(g.state()["junk"])) == (["The Wheel"], [], ["Optics", "Paper"])
    g = game({"players": [{"board": {"purple": {"cards": ["Confucius"]}, "blue": {"cards": ["Writing"]}}}],
              "supply": {"2": ["Mathematics"]}, "turn": FIRST})
    g.play({"type": "dogma", "card": "Writing"})
    assert _player(g)["hand"] == ["Mathematics"]


# --- Plato ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize("green, splay, junked", [
    (["The Wheel", "Sailing"], "left", []),
    (["The Wheel"], "none", ["Calendar"]),              # one card: no splay, a 2 achievement junked
])
def test_plato_splays_left_before_a_first_action_dogma_or_junks_a_2(game, green, splay, junked):
    g = game({"players": [{"board": {"purple": {"cards": ["Plato"]}, "green": {"cards": green}}}],
              "supply": {"1": ["Tools", "Writing"]}, "achievements": {"standard": {"1": "Oars", "2": "Calendar"}},
              "turn": FIRST})
    g.play({"type": "dogma", "card": "The Wheel"})
    assert (_player(g)["board"]["green"]["splay"], g.state()["junk"]) == (splay, junked)
    assert _player(g)["hand"] == ["Tools", "Writing"]
