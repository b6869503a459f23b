"""An error in a derived variant blames the file the user wrote, at its own line and key, even
when the key at fault was inherited from a bundled parent (which is valid on its own)."""

from __future__ import annotations

import pytest

from rulebook.variants import VariantError, resolve
from rulebook.variants.loader import SourceFile, _Blame

HEADER = 'id = "{name}"\ngame = "{game}"\ntitle = "house"\nextends = "{parent}"\n\n'


def problems(path) -> list[str]:
    with pytest.raises(VariantError) as info:
        resolve(path)
    return [str(p) for p in info.value.problems]


@pytest.fixture
def house(write_variant):
    def write(body: str, parent: str = "deluxe", game: str = "innovation", name: str = "house"):
        return write_variant(name, HEADER.format(name=name, game=game, parent=parent) + body)
    return write


def test_an_inherited_key_made_wrong_by_the_file_names_the_file_its_line_and_key(house):
    path = house("[ages]\nmax = 8\n")
    assert problems(path) == [
        f"{path}:7, key 'ages.max': 'ages.game_end_draw', inherited from first-edition.toml: must be above "
        "ages.min and at most ages.max + 1 (9), not 11",
        f"{path}:7, key 'ages.max': 'setup.achievement_ages', inherited from first-edition.toml: ages [9] are "
        "outside the supply ages 1-8",
    ]


def test_the_parent_that_set_the_inherited_key_is_named(house):
    path = house('[cards]\nset = "base-ultimate"\n')
    assert problems(path) == [f"{path}:7, key 'cards.set': 'cards.wording', inherited from deluxe.toml: wording "
                              "'third-edition' does not match card set 'base-ultimate'"]


def test_a_key_the_file_sets_itself_is_reported_as_before(house):
    path = house("[setup]\nopening_melds = 3\n")
    assert problems(path) == [f"{path}:7, key 'setup.opening_melds': cannot meld 3 of 2 cards drawn"]


def test_a_table_the_file_sets_part_of_is_blamed_at_that_part(house):
    # the target table's first key (base) comes from first-edition; the file sets per_player
    path = house("[victory.achievements]\nper_player = -5\n", parent="first-edition")
    assert problems(path) == [f"{path}:7, key 'victory.achievements.per_player': the achievement target for 2 "
                              "players works out at -2; it must be at least 1"]


def test_a_grandchild_is_blamed_not_the_users_own_parent(house, tmp_path):
    house("[setup]\nopening_draw = 3\n", name="mid")
    path = house("[players]\nmax = 8\n", parent="mid", name="leaf")
    assert problems(path) == [f"{path}:7, key 'players.max': 'setup.opening_draw', inherited from mid.toml: "
                              "5 players drawing 3 each need 15 age-1 cards; only 14 remain after the achievements"]


def test_lost_legacy_too(house):
    path = house("[setup]\ndeal = 5\n", parent="lost-legacy-starship", game="lost-legacy")
    assert problems(path) == [f"{path}:7, key 'setup.deal': 'players.max', inherited from "
                              "lost-legacy-starship.toml: 4 players cannot each be dealt and draw from a 16-card deck"]


def test_a_model_error_in_a_replaced_condition_names_the_file(house):
    path = house('[special_achievements.conditions.Monument]\nkind = "icon-at-least"\ncount = 3\n')
    key = "special_achievements.conditions.Monument.icon"
    assert problems(path) == [f"{path}:6, key '{key}': '{key}' is required (set it here or in a parent variant)"]


def test_validate_prints_only_the_users_file(run_cli, house):
    path = house("[players]\nmax = 1\n")
    code, out, err = run_cli("validate", str(path))
    assert code == 2 and out == ""
    assert err == (f"FAIL {path}\n  {path}:7, key 'players.max': 'players.min', inherited from "
                   "first-edition.toml: players.min (2) is above players.max (1)\n")


def test_without_a_related_key_of_its_own_the_file_is_blamed_at_its_extends_line(tmp_path):
    parent = SourceFile(tmp_path / "base.toml", {"ages": {"max": 10}}, {"ages": 1, "ages.max": 2})
    leaf = SourceFile(tmp_path / "leaf.toml", {"extends": "base", "dogma": {"x": 1}},
                      {"extends": 4, "dogma": 6, "dogma.x": 7})
    blame = _Blame({"ages.max": parent, "dogma.x": leaf}, leaf)
    error = blame.problem("ages.max", "too high", ("cards.set",))
    assert str(error) == (f"{tmp_path / 'leaf.toml'}:4, key 'extends': 'ages.max', inherited from base.toml: too "
                          "high (this file's changes to its parent make it fail)")
    # a related table: the key of it the file sets
    assert str(blame.problem("ages.max", "too high", ("dogma",))) == (
        f"{tmp_path / 'leaf.toml'}:7, key 'dogma.x': 'ages.max', inherited from base.toml: too high")
