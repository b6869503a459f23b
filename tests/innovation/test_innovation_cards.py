"""The card catalog: sets, icons by position, featured icons, effect kinds, caching."""

from rulebook.innovation import load_catalog
from rulebook.innovation.cards import COUNTED_ICONS


def test_base_set_has_105_cards_15_of_age_1_and_10_of_each_other_age():
    cat = load_catalog("base")
    assert len(cat) == 105
    assert {age: len(names) for age, names in cat.by_age.items()} == {1: 15, **{a: 10 for a in range(2, 11)}}


def test_fourth_edition_set_has_115_cards_up_to_age_11():
    cat = load_catalog("base-ultimate")
    assert len(cat) == 115
    assert sorted(cat.by_age) == list(range(1, 12))
    assert len(cat.by_age[11]) == 10


def test_card_record_holds_age_colour_icons_by_position_featured_icon_and_effect_kinds():
    card = load_catalog("base")["Archery"]
    assert (card.name, card.age, card.color) == ("Archery", 1, "red")
    assert card.icons == ("castle", "lightbulb", "hex", "castle")
    assert card.icon_at("top_left") == "castle" and card.icon_at("bottom_middle") == "hex"
    assert card.dogma_icon == "castle"
    assert card.effect_kinds == ("demand",) and card.has_demand
    assert load_catalog("base")["Writing"].has_demand is False


def test_the_fourth_edition_avatar_is_a_counted_icon_type_outside_the_six():
    card = load_catalog("base-ultimate")["The Internet"]
    assert card.icons == ("hex", "clock", "avatar", "avatar")
    assert card.dogma_icon == "avatar"
    assert "avatar" in COUNTED_ICONS and "hex" not in COUNTED_ICONS


def test_the_card_data_marks_no_figures():
    for set_name in ("base", "base-ultimate"):
        assert not any(c.figure for c in load_catalog(set_name).cards.values())


def test_catalog_is_loaded_once_per_set():
    assert load_catalog("base") is load_catalog("base")
    assert load_catalog("base") is not load_catalog("base-ultimate")


def test_unknown_set_is_an_error():
    import pytest
    with pytest.raises(ValueError, match="unknown Innovation card set 'echoes'"):
        load_catalog("echoes")
