"""The karma of the age-3 and age-4 figures (engine/innovation/sets/figures/age03.py, age04.py),
played below the protocol (docs/figures.md).
Positions are exact; the scenarios in features/innovation/cards/figures/age03-04.feature play the
same karmas through the protocol."""

from __future__ import annotations

import pytest

from rulebook.innovation import check_conservation
from rulebook.innovation.decrees import decree_options
from rulebook.variants import load_variant

VARIANT = load_variant("ultimate-figures")
TURN = {"number": 9, "player": 0, "actions_left": 2}
SECOND = {"number": 9, "player": 0, "actions_left": 1}


def _pending(game):
    pending = game.state()["pending"]
    return None if pending is None else (pending["player"], sorted(map(str, pending["options"])),
                                         pending["min"], pending["max"])


def _choose(game, *choice):
    return game.play({"type": "choose", "choice": list(choice)})


def _players(game):
    return game.state()["players"]


def _pile(player, color):
    pile = player["board"].get(color)
    return [] if pile is None else pile["cards"]


# --- Alhazen ---------------------------------------------------------------------------------

def test_alhazen_tucks_a_castle_top_card_and_draws_by_an_icon_count(figures_game):
    game = figures_game({"players": [
        {"board": {"blue": {"cards": ["Alhazen", "Tools"], "splay": "right"}, "red": {"cards": ["Archery"]}}},
        {"board": {"green": {"cards": ["The Wheel"]}, "yellow": {"cards": ["Agriculture"]}}}],
        "supply": {"1": ["Sailing"], "3": ["Optics"]}, "turn": TURN})
    game.play({"type": "draw"})
    assert _pending(game) == (0, ["Archery", "The Wheel"], 1, 1)
    _choose(game, "The Wheel")
    assert _pending(game) == (0, ["blue", "green", "red"], 1, 1)
    _choose(game, "blue")
    assert _pending(game) == (0, ["castle", "lightbulb"], 1, 1)
    _choose(game, "lightbulb")
    # blue splayed right: Alhazen's two lightbulbs and one of Tools (its castle is hidden): a 3
    alice, bob = _players(game)
    assert (_pile(alice, "green"), "green" in bob["board"], alice["hand"]) == (["The Wheel"], False, ["Optics"])
    assert game.state()["supply"]["1"] == ["Sailing"] and game.state()["turn"]["actions_left"] == 1
    check_conservation(game)


# --- Sejong the Great ------------------------------------------------------------------------

def test_sejong_returns_a_card_of_the_top_red_value_and_melds_one_higher(figures_game):
    game = figures_game({"players": [{"board": {"blue": {"cards": ["Sejong the Great"]}, "red": {"cards": ["Construction"]}},
                                      "hand": ["Canal Building"]}],
                         "supply": {"2": ["Calendar"], "3": ["Paper"]}, "turn": TURN})
    game.play({"type": "meld", "card": "Canal Building"})
    alice = _players(game)[0]
    assert (alice["hand"], _pile(alice, "yellow"), _pile(alice, "green")) == ([], [], ["Paper"])
    assert game.state()["supply"]["2"] == ["Calendar", "Canal Building"]
    check_conservation(game)


def test_sejong_lets_a_meld_of_another_value_happen(figures_game):
    game = figures_game({"players": [{"board": {"blue": {"cards": ["Sejong the Great"]}, "red": {"cards": ["Archery"]}},
                                      "hand": ["Canal Building"]}],
                         "supply": {"3": ["Paper"]}, "turn": TURN})
    game.play({"type": "meld", "card": "Canal Building"})
    assert _pile(_players(game)[0], "yellow") == ["Canal Building"]


# --- Saladin ---------------------------------------------------------------------------------

def test_saladin_scores_the_opponents_castle_tops_instead_of_a_demand_dogma(figures_game):
    game = figures_game({"players": [{"board": {"red": {"cards": ["Saladin"]}, "purple": {"cards": ["City States"]}}},
                                     {"board": {"red": {"cards": ["Archery", "Oars"]}, "green": {"cards": ["The Wheel"]},
                                                "blue": {"cards": ["Writing"]}}}],
                         "turn": TURN})
    game.play({"type": "dogma", "card": "City States"})
    alice, bob = _players(game)
    assert sorted(alice["score"]) == ["Archery", "The Wheel"]
    assert (_pile(bob, "red"), _pile(bob, "blue"), "green" in bob["board"]) == (["Oars"], ["Writing"], False)


def test_saladin_leaves_a_dogma_without_demand_alone(figures_game):
    game = figures_game({"players": [{"board": {"red": {"cards": ["Saladin"]}, "green": {"cards": ["The Wheel"]}}},
                                     {"board": {"red": {"cards": ["Archery"]}}}],
                         "supply": {"1": ["Tools", "Sailing"]}, "turn": TURN})
    game.play({"type": "dogma", "card": "The Wheel"})
    alice = _players(game)[0]
    assert (alice["hand"], alice["score"]) == (["Tools", "Sailing"], [])


# --- Tran Huang Dao --------------------------------------------------------------------------

def test_tran_huang_dao_scores_a_red_top_card_before_drawing_a_3(figures_game):
    game = figures_game({"players": [{"board": {"red": {"cards": ["Tran Huang Dao", "Archery"]},
                                                "purple": {"cards": ["Feudalism"]}}},
                                     {"board": {"red": {"cards": ["Construction"]}}}],
                         "supply": {"3": ["Paper"]}, "turn": TURN})
    game.play({"type": "draw"})
    assert _pending(game) == (0, ["Construction", "Tran Huang Dao"], 1, 1)
    _choose(game, "Construction")
    alice, bob = _players(game)
    assert (alice["score"], alice["hand"], bob["board"]) == (["Construction"], ["Paper"], {})


def test_tran_huang_dao_adds_icons_per_two_castles(figures_game):
    # Tran Huang Dao: 2 castles and an avatar; Writing: 2 lightbulbs and a crown; no leaf, no
    # factory; the avatar is no icon type (the variant's card:Tran Huang Dao dispute)
    game = figures_game({"players": [{"board": {"red": {"cards": ["Tran Huang Dao"]}, "blue": {"cards": ["Writing"]}}}],
                         "turn": TURN})
    icons = _players(game)[0]["icons"]
    assert (icons["castle"], icons["lightbulb"], icons["crown"], icons["avatar"], icons["leaf"], icons["factory"]) == \
        (2, 3, 2, 1, 0, 0)


# --- Shen Kuo --------------------------------------------------------------------------------

def test_shen_kuo_splays_right_instead_of_scoring_and_scores_visible_cards(figures_game):
    game = figures_game({"players": [{"board": {"green": {"cards": ["Shen Kuo", "Sailing"]},
                                                "purple": {"cards": ["Philosophy", "Mysticism", "Code of Laws"]},
                                                "blue": {"cards": ["Writing", "Tools"]}},
                                      "hand": ["Calendar"]}],
                         "turn": TURN})
    gs = game._gs
    assert gs.score_total(0) == 3                # three unsplayed piles: one visible card each
    game.play({"type": "dogma", "card": "Philosophy"})
    _choose(game, "purple")                      # Philosophy: splay a colour left; Shen Kuo: right instead
    assert _players(game)[0]["board"]["purple"]["splay"] == "right"
    _choose(game, "Calendar")                    # may score a hand card: instead blue is splayed right
    alice = _players(game)[0]
    assert (alice["hand"], alice["score"], alice["board"]["blue"]["splay"]) == (["Calendar"], [], "right")
    assert gs.score_total(0) == 1 + 3 + 2


# --- Su Song ---------------------------------------------------------------------------------

@pytest.mark.parametrize("drawn, stays", [("Medicine", True), ("Optics", False)])
def test_su_song_draws_and_melds_a_3_first_and_returns_it_without_leaf(figures_game, drawn, stays):
    game = figures_game({"players": [{"board": {"green": {"cards": ["Su Song"]}}, "hand": ["Tools"]}],
                         "supply": {"3": [drawn, "Paper"]}, "turn": TURN})
    game.play({"type": "meld", "card": "Tools"})
    alice = _players(game)[0]
    color = game._gs.catalog[drawn].color
    assert _pile(alice, "blue") == ["Tools"]
    assert _pile(alice, color) == ([drawn] if stays else [])
    assert game.state()["supply"]["3"] == (["Paper"] if stays else ["Paper", drawn])


# --- Avicenna --------------------------------------------------------------------------------

def test_avicenna_junks_the_lowest_achievement_and_super_executes_it_on_the_first_action(figures_game):
    game = figures_game({"players": [{"board": {"yellow": {"cards": ["Avicenna"]}, "green": {"cards": ["The Wheel"]}}},
                                     {}],
                         "achievements": {"standard": {"1": "Writing", "3": "Paper"}},
                         "supply": {"2": ["Mathematics"], "1": ["Tools", "Pottery"]}, "turn": TURN})
    game.play({"type": "dogma", "card": "The Wheel"})
    alice = _players(game)[0]      # Writing super-executed: draw a 2
    assert (alice["hand"], game.state()["junk"], game._gs.standard) == (["Mathematics"], ["Writing"], {3: "Paper"})


def test_avicenna_leaves_the_second_action_alone(figures_game):
    game = figures_game({"players": [{"board": {"yellow": {"cards": ["Avicenna"]}, "green": {"cards": ["The Wheel"]}}}],
                         "achievements": {"standard": {"1": "Writing"}},
                         "supply": {"1": ["Tools", "Pottery"]}, "turn": SECOND})
    game.play({"type": "dogma", "card": "The Wheel"})
    assert _players(game)[0]["hand"] == ["Tools", "Pottery"]


# --- Rhazes ----------------------------------------------------------------------------------

def test_rhazes_with_nothing_of_the_value_lets_the_draw_happen(figures_game):
    game = figures_game({"players": [{"board": {"yellow": {"cards": ["Rhazes"]}}, "hand": ["Writing"]},
                                     {"score": ["Calendar", "Sailing"]}],
                         "supply": {"3": ["Paper"]}, "turn": TURN})
    game.play({"type": "draw"})          # a 3: no 3 in Alice's hand nor in Bob's score pile
    assert _players(game)[0]["hand"] == ["Writing", "Paper"]


def test_rhazes_tucks_from_an_opponents_score_pile(figures_game):
    game = figures_game({"players": [{"board": {"yellow": {"cards": ["Rhazes"]}, "blue": {"cards": ["Writing"]}},
                                      "hand": ["Currency"]},
                                     {"score": ["Calendar", "Sailing"], "board": {"red": {"cards": ["Archery"]}}}],
                         "supply": {"2": ["Mathematics"]}, "turn": TURN})
    game.play({"type": "dogma", "card": "Writing"})          # draw a 2: first tuck a 2
    assert _pending(game) == (0, ["Calendar", "Currency"], 1, 1)
    _choose(game, "Calendar")
    alice, bob = _players(game)
    assert (_pile(alice, "blue"), alice["hand"], bob["score"]) == (["Writing", "Calendar"], ["Currency", "Mathematics"],
                                                                   ["Sailing"])


# --- Al-Kindi --------------------------------------------------------------------------------

def test_al_kindi_draws_two_cards_before_her_owners_sharing_bonus(figures_game):
    # The Wheel features the castle: Alice 3, Bob 3 with Masonry (shares)
    game = figures_game({"players": [{"board": {"purple": {"cards": ["Al-Kindi"]}, "green": {"cards": ["The Wheel"]}}},
                                     {"board": {"yellow": {"cards": ["Masonry"]}}}],
                         "supply": {"1": ["Tools", "Sailing", "Pottery", "Oars"], "3": ["Paper", "Optics", "Education"]},
                         "supply_figures": {"3": ["Rhazes"]}, "turn": TURN})
    game.play({"type": "dogma", "card": "The Wheel"})
    alice, bob = _players(game)
    assert bob["hand"] == ["Tools", "Sailing"]
    assert alice["hand"] == ["Pottery", "Oars", "Paper", "Optics", "Rhazes"]   # two 3s, then the bonus figure
    assert game.state()["supply"]["3"] == ["Education"]


def test_al_kindi_scores_a_hand_card_before_another_players_sharing_bonus(figures_game):
    game = figures_game({"players": [{"board": {"green": {"cards": ["The Wheel"]}}},
                                     {"board": {"purple": {"cards": ["Al-Kindi"]}, "yellow": {"cards": ["Masonry"]}},
                                      "hand": ["Calendar", "Optics"]}],
                         "supply": {"1": ["Tools", "Sailing", "Pottery", "Oars", "Writing"]},
                         "supply_figures": {"1": ["Imhotep"]}, "turn": TURN})
    game.play({"type": "dogma", "card": "The Wheel"})
    assert _pending(game) == (1, ["Calendar", "Optics", "Sailing", "Tools"], 1, 1)     # Bob shared: two 1s
    _choose(game, "Optics")
    alice, bob = _players(game)
    assert (bob["score"], bob["hand"], alice["hand"]) == (["Optics"], ["Calendar", "Tools", "Sailing"],
                                                          ["Pottery", "Oars", "Imhotep"])


# --- Murasaki Shikibu ------------------------------------------------------------------------

def test_murasaki_junks_a_score_card_and_claims_both(figures_game):
    # score 2 + 4 + 4 + 3 and Murasaki's visible bonus 4: 17
    game = figures_game({"players": [{"board": {"purple": {"cards": ["Murasaki Shikibu"]}},
                                      "score": ["Mathematics", "Perspective", "Invention", "Optics"]}, {}],
                         "achievements": {"standard": {"1": "Tools", "2": "Calendar"}},
                         "supply_figures": {"1": ["Imhotep"]}, "turn": TURN})
    game.play({"type": "achieve", "age": 1})
    assert _pending(game) == (0, ["Invention", "Mathematics", "Optics", "Perspective"], 0, 1)
    _choose(game, "Mathematics")
    assert _pending(game) == (0, ["no", "yes"], 1, 1)      # 15 points left: a 2 needs 10
    _choose(game, "yes")
    alice, bob = _players(game)
    assert (alice["achievements"], sorted(alice["score"])) == (["Tools", "Mathematics"], ["Invention", "Optics", "Perspective"])
    # the Achieve action's own claim was replaced: the karma's claims are an effect's, so Bob draws
    # no figure (figures.md 3)
    assert (bob["hand"], game._gs.figure_supply[1][0]) == ([], "Imhotep")
    check_conservation(game)


def test_murasaki_claims_nothing_when_the_junked_card_leaves_her_short(figures_game):
    game = figures_game({"players": [{"board": {"purple": {"cards": ["Murasaki Shikibu"]}}, "score": ["Optics"]}],
                         "achievements": {"standard": {"1": "Tools"}}, "turn": TURN})
    game.play({"type": "achieve", "age": 1})
    _choose(game, "Optics")                  # 3 + 4 = 7 points, 4 once Optics is junked: a 1 needs 5
    alice = _players(game)[0]
    assert (alice["achievements"], alice["score"], game._gs.standard, game.state()["junk"]) == ([], [], {1: "Tools"}, ["Optics"])


def test_murasaki_declined_claims_the_achievement(figures_game):
    game = figures_game({"players": [{"board": {"purple": {"cards": ["Murasaki Shikibu"]}}, "score": ["Optics"]}],
                         "achievements": {"standard": {"1": "Tools"}}, "turn": TURN})
    game.play({"type": "achieve", "age": 1})
    _choose(game)
    assert (_players(game)[0]["achievements"], _players(game)[0]["score"]) == (["Tools"], ["Optics"])


# --- Yi Sun-Sin ------------------------------------------------------------------------------

def test_yi_sun_sin_tucks_a_transferred_card_draws_and_tucks_a_4_and_scores_a_castle(figures_game):
    # Mapmaking features the crown: Alice 2, Bob none: Bob is affected and transfers his 1
    game = figures_game({"players": [{"board": {"red": {"cards": ["Yi Sun-Sin"]}, "green": {"cards": ["Mapmaking"]}}},
                                     {"score": ["Sailing"], "board": {"yellow": {"cards": ["Masonry"]}}}],
                         "supply": {"4": ["Perspective"], "1": ["Tools"]}, "turn": TURN})
    game.play({"type": "dogma", "card": "Mapmaking"})
    assert _pending(game) == (0, ["Mapmaking", "Masonry"], 1, 1)
    _choose(game, "Masonry")
    alice, bob = _players(game)
    # Mapmaking's demand counts its transfer as made: Alice draws and scores a 1 (Tools)
    assert (_pile(alice, "green"), _pile(alice, "yellow"), sorted(alice["score"])) == (
        ["Mapmaking", "Sailing"], ["Perspective"], ["Masonry", "Tools"])
    assert (bob["score"], bob["board"]) == ([], {})
    check_conservation(game)


def test_yi_sun_sin_tucks_both_groups_of_an_exchange(figures_game):
    game = figures_game({"players": [{"board": {"red": {"cards": ["Yi Sun-Sin"]}, "yellow": {"cards": ["Canal Building"]}},
                                      "hand": ["Optics", "Sailing"], "score": ["Calendar", "Writing"]},
                                     {"board": {"red": {"cards": ["Archery"]}}}],
                         "supply": {"4": ["Navigation"]}, "turn": TURN})
    game.play({"type": "dogma", "card": "Canal Building"})
    _choose(game, "exchange")                 # Optics (hand) for Calendar (score): tucked instead
    # then the only top card with a castle, Bob's Archery, is scored without a question
    alice = _players(game)[0]
    assert (alice["hand"], alice["score"]) == (["Sailing"], ["Writing", "Archery"])
    assert (_pile(alice, "red"), _pile(alice, "blue"), _pile(alice, "green")) == (
        ["Yi Sun-Sin", "Optics"], ["Calendar"], ["Navigation"])


# --- Galileo Galilei -------------------------------------------------------------------------

def test_galileo_junks_a_deck_before_a_draw_and_an_achievement_before_a_meld(figures_game):
    game = figures_game({"players": [{"board": {"green": {"cards": ["Galileo Galilei"]}}, "hand": ["Tools"]}],
                         "supply": {"4": ["Perspective"], "5": ["Coal", "Physics"]},
                         "achievements": {"standard": {"3": "Paper", "4": "Invention", "5": "Chemistry"}},
                         "turn": TURN})
    game.play({"type": "draw"})
    assert _pending(game) == (0, ["4", "5"], 1, 1)
    _choose(game, 4)
    assert _players(game)[0]["hand"] == ["Tools", "Coal"]     # the 4 deck is empty: a 5
    game.play({"type": "meld", "card": "Tools"})
    assert _pending(game) == (0, ["3", "4", "5"], 1, 1)
    _choose(game, 5)
    assert game._gs.standard == {3: "Paper", 4: "Invention"} and "Chemistry" in game.state()["junk"]


# --- Pedro Alvarez Cabral --------------------------------------------------------------------

@pytest.mark.parametrize("specials, monotheism, result", [
    (["World"], False, None), ([], True, {"winners": [0], "reason": "dogma"}), ([], False, None)])
def test_cabral_claims_world_or_wins_with_monotheism(figures_game, specials, monotheism, result):
    board = {"green": {"cards": ["Pedro Alvarez Cabral"]}, "blue": {"cards": ["Writing"]}}
    if monotheism:
        board["purple"] = {"cards": ["Monotheism"]}
    game = figures_game({"players": [{"board": board}], "achievements": {"special": specials},
                         "supply": {"2": ["Mathematics"]}, "turn": TURN})
    game.play({"type": "dogma", "card": "Writing"})
    alice = _players(game)[0]
    assert (alice["hand"], alice["achievements"], game.result) == ([], ["World"] if specials else [], result)


# --- Leonardo Da Vinci -----------------------------------------------------------------------

def test_leonardo_melds_another_card_first_and_a_purple_one_draws_and_scores_a_figure(figures_game):
    game = figures_game({"players": [{"board": {"yellow": {"cards": ["Leonardo Da Vinci"]}}, "hand": ["Tools", "Mysticism"]},
                                     {"board": {"red": {"cards": ["Saladin", "Archery"]}}}],
                         "supply": {"4": ["Perspective", "Invention", "Navigation"]}, "turn": TURN})
    game.play({"type": "meld", "card": "Tools"})
    assert _pending(game) == (0, ["Leonardo Da Vinci", "Saladin"], 1, 1)
    _choose(game, "Saladin")
    alice, bob = _players(game)
    assert (alice["hand"], alice["score"], _pile(alice, "blue"), _pile(alice, "purple"), _pile(bob, "red")) == \
        (["Perspective", "Invention", "Navigation"], ["Saladin"], ["Tools"], ["Mysticism"], ["Archery"])


# --- Niccolo Machiavelli ---------------------------------------------------------------------

@pytest.mark.parametrize("bob_purple, count", [("right", 1), ("left", 2)])
def test_machiavelli_counts_the_colours_only_he_splays_right(figures_game, bob_purple, count):
    game = figures_game({"players": [{"board": {"purple": {"cards": ["Niccolo Machiavelli", "Reformation"], "splay": "right"},
                                                "red": {"cards": ["Archery", "Oars"]}},
                                      "achievements": ["Tools"]},
                                     {"board": {"purple": {"cards": ["Mysticism", "City States"], "splay": bob_purple}}}],
                         "turn": TURN})
    assert (game._gs.achievement_count(0), game._gs.achievement_count(1)) == (count, 0)


def test_machiavelli_unsplays_that_colour_on_the_opponents_boards_first(figures_game):
    game = figures_game({"players": [{"board": {"purple": {"cards": ["Niccolo Machiavelli"]},
                                                "green": {"cards": ["Paper", "Sailing"]}}},
                                     {"board": {"green": {"cards": ["Clothing", "The Wheel"], "splay": "left"},
                                                "blue": {"cards": ["Pottery", "Tools"], "splay": "left"}}}],
                         "turn": TURN})
    game.play({"type": "dogma", "card": "Paper"})
    _choose(game, "green")
    alice, bob = _players(game)
    assert (alice["board"]["green"]["splay"], bob["board"]["green"]["splay"], bob["board"]["blue"]["splay"]) == (
        "left", "none", "left")


# --- William Shakespeare ---------------------------------------------------------------------

def test_shakespeare_permits_rivalry_with_two_figures_and_any_decree_with_three(figures_game):
    game = figures_game({"players": [{"board": {"purple": {"cards": ["William Shakespeare"]}},
                                      "hand": ["Imhotep", "Daedalus"]}], "turn": TURN})
    assert decree_options(game._gs, 0) == ["Rivalry"]
    game = figures_game({"players": [{"board": {"purple": {"cards": ["William Shakespeare"]}},
                                      "hand": ["Imhotep", "Daedalus", "Huang Di"]}], "turn": TURN})
    assert decree_options(game._gs, 0) == ["Advancement", "War", "Expansion", "Rivalry"]
