"""A parameter's facts are declared beside it in the model: when it cannot change play
(`DormantWhen`), whether it is documentation only, which values the reference engine plays;
engine/variants/support.py reads them for every tool."""

from __future__ import annotations

import pytest

from rulebook.compliance.measuring.mutants import NOT_PLAYED
from rulebook.compliance.measuring.mutants import dormant as mutants_dormant
from rulebook.variants import load_variant, resolve
from rulebook.variants.innovation import InnovationVariant
from rulebook.variants.support import documentation_tables, dormant, fields_along


@pytest.mark.parametrize("variant_id, key, reason", [
    ("deluxe", "teams.combined_score", "team rules are off in this variant"),
    ("deluxe", "teams.achievements.per_expansion", "team rules are off in this variant"),
    ("deluxe-teams", "victory.achievements.base", "a team game uses teams.achievements"),
    ("deluxe-teams", "teams.achievements.per_expansion", "no expansion is in play"),
    ("deluxe", "victory.achievements.per_expansion", "no expansion is in play"),
    ("deluxe", "setup.large_game_from_players", "no player count of this variant is a large game"),
    ("deluxe-teams", "setup.first_turn_one_action",
     "every player count of this variant uses first_turn_one_action_large"),
    ("deluxe", "ages.age_zero_cards", "the card set has no age-0 card"),
    ("deluxe", "figures.fading", "the Figures expansion is not in play"),
    ("ultimate", "figures.karma_conflict", "the Figures expansion is not in play"),
    ("deluxe", "victory.elimination", "no card of the set makes a player lose"),
    ("ultimate", "limits.safe_and_forecast", "neither Echoes nor Unseen is in play"),
    ("ultimate", "echoes.forecast_overflow", "the Echoes expansion is not in play"),
    ("deluxe", "figures.bonuses_score", "no expansion with bonus numbers (Figures, Echoes) is in play"),
    ("ultimate", "terminology.junk", "documentation only: words change no rule"),
])
def test_a_parameter_is_dormant_where_its_model_field_says(variant_id, key, reason):
    variant = load_variant(variant_id)
    assert dormant(key, variant) == mutants_dormant(key, variant) == reason


@pytest.mark.parametrize("variant_id, key", [
    ("deluxe", "teams.enabled"), ("deluxe-teams", "teams.combined_score"), ("deluxe", "victory.achievements.base"),
    ("ultimate", "victory.target_check"), ("ultimate", "victory.elimination"), ("deluxe", "setup.first_turn_one_action"),
    ("deluxe", "dogma.sharing_bonus"), ("deluxe", "special_achievements.conditions.Monument.count"),
])
def test_a_parameter_that_can_change_play_is_not_dormant(variant_id, key):
    assert dormant(key, load_variant(variant_id)) is None


def test_the_walk_follows_tables_dict_entries_and_condition_kinds():
    names = [f.description for f in fields_along(InnovationVariant, "special_achievements.conditions.Monument.count")]
    assert names == ["Special achievements, their timing and ties.",
                     "The special achievements in play, by name, each with its condition.",
                     "Cards tucked, or cards scored, in a single turn (counted apart)."]
    assert fields_along(InnovationVariant, "no_such_table.key") == []


def test_documentation_only_tables_are_never_flipped():
    assert documentation_tables(InnovationVariant) == ("terminology.",) == NOT_PLAYED


def test_a_large_game_set_by_half_is_one_error_not_a_crash(tmp_path, run_cli):
    path = tmp_path / "house.toml"
    path.write_text('id = "house"\ngame = "innovation"\ntitle = "House"\nextends = "deluxe"\n\n'
                    "[setup]\nlarge_game_from_players = 3\n", encoding="utf-8")
    code, _, err = run_cli("validate", str(path))
    assert code == 2
    assert err.strip().splitlines()[-1].endswith(
        "key 'setup.large_game_from_players': set both large_game_from_players and large_game_opening_draw, "
        "or neither")


def test_the_opening_draw_check_uses_the_engines_large_game_rule(tmp_path):
    path = tmp_path / "house.toml"
    path.write_text('id = "house"\ngame = "innovation"\ntitle = "House"\nextends = "deluxe"\n\n'
                    "[players]\nmax = 6\n\n[setup]\nlarge_game_from_players = 5\nlarge_game_opening_draw = 1\n",
                    encoding="utf-8")
    variant = resolve(path).variant
    assert [variant.setup.opening_draw_for(n) for n in (4, 5, 6)] == [2, 1, 1]
