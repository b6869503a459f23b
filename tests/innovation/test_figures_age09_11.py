"""The karma of the figures of ages 9 to 11, below the protocol (their scenarios are in
features/innovation/cards/figures/age09-11.feature): what the scenarios cannot show."""

from __future__ import annotations

from rulebook.innovation import check_conservation, load_catalog
from rulebook.innovation.sets import load_karma
from rulebook.innovation.sets.figures.age09 import drawn_value
from rulebook.variants import load_variant

VARIANT = load_variant("ultimate-figures")
TURN = {"number": 9, "player": 0, "actions_left": 2}

WRITTEN = ["Grace Hopper", "Mikhail Kalashnikov", "Taiichi Ono", "Che Guevara", "Ruth Handler", "Pele",
           "Rod Serling", "Nelson Mandela", "Stephen Hawking", "Susan Blackmore", "Jackie Chan",
           "Margaret Thatcher", "Muhammad Yunus", "Alex Trebek", "Shigeru Miyamoto", "Martin Scorsese",
           "Yuna Kim", "Giuseppe Scionti", "Konstantin Novoselov", "Max Verstappen", "Sheikh Tamim",
           "Boyan Slat", "Greta Thunberg", "Therese Kirongozi", "Emma Watson", "Lily Hevesh", "Bear Grylls"]


def test_every_figure_of_the_batch_is_registered_whole():
    karma, catalog = load_karma("figures"), load_catalog("base-ultimate", ("figures",))
    for name in WRITTEN:
        assert karma.of(name, catalog) is not None, name     # checked against the card's trigger kinds


def test_rod_serling_reads_the_value_of_the_deck_a_draw_takes(figures_game):
    game = figures_game({"supply": {"1": ["Tools"], "2": [], "3": [], "4": ["Anatomy"]}, "turn": TURN})
    gs = game._gs
    assert (drawn_value(gs, 1), drawn_value(gs, 2), drawn_value(gs, 0)) == (1, 4, 1)


def test_muhammad_yunus_supremacy_over_two_opponents(figures_game):
    """Three players: after Alice returns her bottom green card, Bob's Archery demands nothing of
    her (she counts as having more castles than anyone), while Cleo, with fewer, is demanded of."""
    game = figures_game({"players": [{"board": {"green": {"cards": ["Muhammad Yunus", "Clothing"]}}},
                                     {"board": {"red": {"cards": ["Archery"]}}},
                                     {}],
                         "supply": {"1": ["Tools", "Oars"]}, "achievements": {"standard": {}}, "turn": {"number": 9, "player": 1,
                                                                                     "actions_left": 2}},
                        players=3)
    game.play({"type": "dogma", "card": "Archery"})
    assert game.moves()["pending"]["options"] == ["Clothing"]
    game.play({"type": "choose", "choice": ["Clothing"]})
    alice, bob, cleo = game.state()["players"]
    assert (alice["hand"], bob["hand"], cleo["hand"]) == ([], ["Tools"], [])
    check_conservation(game)


def test_sheikh_tamim_with_a_green_card_issues_no_trade_decree(figures_game):
    """A green card would issue Trade, which cannot be issued without Echoes
    (figures.trade_decree): the card is returned, no decree is issued, the dogma goes on."""
    game = figures_game({"players": [{"board": {"red": {"cards": ["Sheikh Tamim"]}, "blue": {"cards": ["Writing"]}},
                                      "hand": ["Measurement"]}], "supply": {"2": ["Calendar"]}, "turn": TURN})
    game.play({"type": "dogma", "card": "Writing"})
    events = game.play({"type": "choose", "choice": ["Measurement"]})
    assert [e["type"] for e in events][:1] == ["return"] and "decree" not in [e["type"] for e in events]
    alice = game.state()["players"][0]
    assert (alice["hand"], alice["achievements"]) == (["Calendar"], [])
