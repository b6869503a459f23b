"""Custom Lost Legacy sets: the composition rule of lost-legacy.es.txt, one check per rule."""

from __future__ import annotations

import pytest

from rulebook.errors import UserError
from rulebook.variants import resolve

STARSHIP = [("Girl of Fate", 1), ("General", 1), ("Shadow Thief", 1), ("Swordsman", 1),
            ("Lost Legacy: The Starship", 1), ("Old Map", 2), ("Search", 3), ("Assault", 3),
            ("Sneak Attack", 3)]


def custom(write_variant, cards, name="custom"):
    entries = ",\n  ".join(f'{{ name = "{n}", copies = {c} }}' for n, c in cards)
    return write_variant(name, f'''
        id = "{name}"
        game = "lost-legacy"
        title = "A custom set"
        extends = "lost-legacy-starship"

        [deck]
        sets = []
        complete = true
        size = 16
        cards = [
          {entries},
        ]
    ''')


def test_a_custom_set_from_known_cards_validates(write_variant):
    variant = resolve(custom(write_variant, STARSHIP)).variant
    assert sum(c.copies for c in variant.deck.cards) == 16


def test_mixing_sets_at_a_single_set_speed_is_refused(write_variant):
    cards = [c for c in STARSHIP if c[0] != "Assault"] + [("Assault", 2), ("Curse", 1)]
    with pytest.raises(UserError) as info:
        resolve(custom(write_variant, cards))
    assert "speed 8: all copies must come from one set, not flying-garden, starship" in str(info.value)


@pytest.mark.parametrize("change,fragment", [
    (("Search", 2), "speed 7: the set needs 3 card(s), it has 2"),
    (("Old Map", 3), "speed 6: the set needs 2 card(s), it has 3"),
    (("General", 2), "speed 2: the set needs 1 card(s), it has 2"),
])
def test_wrong_count_at_a_speed_is_refused(write_variant, change, fragment):
    cards = [change if name == change[0] else (name, copies) for name, copies in STARSHIP]
    with pytest.raises(UserError) as info:
        resolve(custom(write_variant, cards))
    assert fragment in str(info.value)


def test_unknown_card_is_refused(write_variant):
    cards = [("Dragon", 1) if name == "General" else (name, copies) for name, copies in STARSHIP]
    with pytest.raises(UserError) as info:
        resolve(custom(write_variant, cards))
    assert "unknown card 'Dragon'" in str(info.value)


def test_incomplete_flag_must_match_the_card_data(write_variant):
    path = write_variant("garden", '''
        id = "garden"
        game = "lost-legacy"
        title = "Flying Garden claimed complete"
        extends = "lost-legacy-flying-garden"

        [deck]
        complete = true
    ''')
    with pytest.raises(UserError) as info:
        resolve(path)
    assert info.value.key == "deck.complete" and "incomplete" in info.value.message
