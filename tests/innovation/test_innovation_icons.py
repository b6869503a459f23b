"""Visible icons by position and splay, and the splay primitive's rules."""

import pytest
from innovation_helpers import new

from rulebook.innovation import ops
from rulebook.innovation.cards import ICONS
from rulebook.innovation.icons import icon_count, pile_icons
from rulebook.innovation.zones import board as board_zone
from rulebook.innovation.zones import hand

# The Wheel (hex castle castle castle) on Sailing (crown crown hex leaf) on Clothing (hex crown leaf leaf)
GREEN = ["The Wheel", "Sailing", "Clothing"]


def icons_with(vid: str, splay: str) -> dict:
    game = new(vid, {"players": [{"board": {"green": {"cards": GREEN, "splay": splay}}}]})
    return game.state()["players"][0]["icons"]


def only(**counts):
    return {icon: counts.get(icon, 0) for icon in ICONS}


@pytest.mark.parametrize("vid,splay,expected", [
    ("deluxe", "none", only(castle=3)),
    ("deluxe", "left", only(castle=3, leaf=2)),                 # bottom_right of each covered card
    ("deluxe", "right", only(castle=3, crown=3)),               # top_left and bottom_left
    ("deluxe", "up", only(castle=3, crown=2, leaf=3)),          # the three bottom positions
    ("iello", "up", only(castle=3, crown=2, leaf=3)),
    ("ultimate", "aslant", only(castle=3, crown=3, leaf=3)),    # all four positions
    ("ultimate", "left", only(castle=3, leaf=2)),
])
def test_visible_icons_by_splay(vid, splay, expected):
    assert icons_with(vid, splay) == expected


def test_icons_are_summed_over_piles_deluxe():
    game = new("deluxe", {"players": [{"board": {"green": {"cards": GREEN, "splay": "up"},
                                                 "blue": {"cards": ["Writing"]}}}]})
    assert game.state()["players"][0]["icons"] == only(castle=3, crown=3, leaf=3, lightbulb=2)
    assert pile_icons(game._gs, 0, "blue")["lightbulb"] == 2


def test_avatar_is_counted_but_not_one_of_the_six_state_icons_ultimate():
    game = new("ultimate", {"players": [{"board": {"purple": {"cards": ["Escapism"]}}}]})
    assert icon_count(game._gs, 0, "avatar") == 3
    assert game.state()["players"][0]["icons"] == only()


def test_icon_counts_follow_board_changes_deluxe():
    game = new("deluxe", {"players": [{"hand": ["Archery"], "board": {"green": {"cards": GREEN}}}]})
    assert icon_count(game._gs, 0, "castle") == 3
    ops.meld(game._gs, 0, "Archery")
    assert icon_count(game._gs, 0, "castle") == 5
    ops.splay(game._gs, 0, "green", "left")
    assert icon_count(game._gs, 0, "leaf") == 2


# --- splay -----------------------------------------------------------------------------------

def test_splay_changes_the_pile_and_records_an_event_deluxe():
    game = new("deluxe", {"players": [{"board": {"green": {"cards": GREEN}}}]})
    gs = game._gs
    assert ops.splay(gs, 0, "green", "right") is True
    assert gs.events == [{"type": "splay", "player": 0, "color": "green", "direction": "right"}]
    assert ops.splay(gs, 0, "green", "right") is False          # same direction: no change
    assert len(gs.events) == 1
    assert ops.splay(gs, 0, "green", "up") is True               # re-splaying replaces the direction
    assert game.state()["players"][0]["board"]["green"]["splay"] == "up"


@pytest.mark.parametrize("vid", ["deluxe", "ultimate"])
def test_a_pile_of_one_card_cannot_be_splayed(vid):
    game = new(vid, {"players": [{"board": {"green": {"cards": ["The Wheel"]}}}]})
    assert ops.splay(game._gs, 0, "green", "left") is False
    assert ops.splay(game._gs, 0, "red", "left") is False        # no pile at all
    assert game.state()["players"][0]["board"]["green"]["splay"] == "none"


def test_a_pile_reduced_to_one_card_forgets_its_splay_deluxe():
    game = new("deluxe", {"players": [{"board": {"green": {"cards": ["The Wheel", "Sailing"], "splay": "left"}}}]})
    ops.return_card(game._gs, 0, "The Wheel", board_zone(0))
    assert game.state()["players"][0]["board"]["green"] == {"cards": ["Sailing"], "splay": "none"}
    ops.transfer(game._gs, 0, "Sailing", board_zone(0), hand(0))
    assert game.state()["players"][0]["board"] == {}


def test_without_unsplay_small_piles_a_single_card_keeps_its_splay():
    from innovation_helpers import derived

    from rulebook.innovation import Game
    v = derived("deluxe", splay={"revealed": {"left": ["bottom_right"]}, "unsplay_small_piles": False})
    game = Game.new(v, ["A", "B"], 1, {"players": [{"board": {"green": {"cards": ["The Wheel"], "splay": "left"}}}]})
    gs = game._gs
    assert ops.splay(gs, 0, "green", "none") is True
    assert ops.splay(gs, 0, "green", "left") is True
    assert game.state()["players"][0]["board"]["green"]["splay"] == "left"


def test_splaying_in_a_direction_the_variant_lacks_is_an_error_deluxe():
    game = new("deluxe", {"players": [{"board": {"green": {"cards": GREEN}}}]})
    with pytest.raises(ValueError, match="no 'aslant' splay"):
        ops.splay(game._gs, 0, "green", "aslant")
