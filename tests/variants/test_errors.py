"""Bad variant files: each mistake is one clear message naming file, line and key; exit code 2."""

from __future__ import annotations

import pytest

from rulebook.errors import UserError
from rulebook.variants import resolve

HEADER = 'id = "{name}"\ngame = "innovation"\ntitle = "house"\n'


def problem(path) -> UserError:
    with pytest.raises(UserError) as info:
        resolve(path)
    return info.value


def test_malformed_toml_names_line_and_column(write_variant):
    path = write_variant("broken", 'id = "broken"\ngame = "innovation"\ntitle = "unterminated\n')
    error = problem(path)
    assert error.line == 3
    assert "malformed TOML at line 3, column" in str(error)
    assert str(path) in str(error)


def test_unknown_key_gives_dotted_path_and_closest_key(write_variant):
    path = write_variant("typo", HEADER.format(name="typo") + 'extends = "deluxe"\n[dogma]\nreveal_count = true\n')
    error = problem(path)
    assert (error.key, error.line) == ("dogma.reveal_count", 6)
    assert "did you mean 'dogma.reveal_counts_as_change'?" in str(error)


def test_unknown_top_level_key(write_variant):
    path = write_variant("extra", HEADER.format(name="extra") + 'extends = "deluxe"\nplayer_count = 3\n')
    error = problem(path)
    assert error.key == "player_count" and error.line == 5


def test_wrong_type_names_key_and_value(write_variant):
    path = write_variant("wrong", HEADER.format(name="wrong") + 'extends = "deluxe"\n[players]\nmax = "four"\n')
    error = problem(path)
    assert (error.key, error.line) == ("players.max", 6)
    assert "expected integer" in error.message and "'four'" in error.message


def test_unknown_enum_value(write_variant):
    path = write_variant("tie", HEADER.format(name="tie") + 'extends = "deluxe"\n[victory]\nscore_full_tie = "coin-flip"\n')
    error = problem(path)
    assert error.key == "victory.score_full_tie"
    assert "'shared'" in error.message and "'draw'" in error.message


def test_missing_parent(write_variant):
    path = write_variant("orphan", HEADER.format(name="orphan") + 'extends = "second-edition"\n')
    error = problem(path)
    assert (error.key, error.line) == ("extends", 4)
    assert "'second-edition' not found" in error.message


def test_cycle_in_extends(write_variant):
    write_variant("left", HEADER.format(name="left") + 'extends = "right"\n')
    path = write_variant("right", HEADER.format(name="right") + 'extends = "left"\n')
    error = problem(path)
    assert error.key == "extends"
    assert "cycle in 'extends': right -> left -> right" in error.message


def test_parent_of_another_game(write_variant):
    path = write_variant("mixed", HEADER.format(name="mixed") + 'extends = "lost-legacy-starship"\n')
    assert "variant of lost-legacy" in problem(path).message


def test_id_must_match_file_name(write_variant):
    path = write_variant("named", HEADER.format(name="other") + 'extends = "deluxe"\n')
    error = problem(path)
    assert error.key == "id" and "must equal the file name 'named'" in error.message


def test_missing_required_parameter_without_parent(write_variant):
    path = write_variant("bare", HEADER.format(name="bare") + "[players]\nmin = 2\n")
    error = problem(path)
    assert error.key == "players.max"
    assert "required" in error.message


@pytest.mark.parametrize("body,key,fragment", [
    ("[setup]\nachievement_ages = [1, 12]\n", "setup.achievement_ages", "outside the supply ages 1-10"),
    ("[players]\nmin = 5\n", "players.min", "above players.max"),
    ("[players]\nmin = 1\n", "players.min", "at least 2 players"),
    ("[victory.achievements]\nbase = 4\nminimum = 1\n", "victory.achievements.minimum", None),
    ("[ages]\ngame_end_draw = 14\n", "ages.game_end_draw", "at most ages.max + 1"),
    ("[ages]\nmax = 12\ngame_end_draw = 13\n", "ages.max", "no cards of age(s) [11, 12]"),
    ("[teams]\nenabled = true\n", "teams.enabled", "2 vs 2"),
    # inherited setup.opening_draw fails with the file's players.max: blamed on the file's key
    ("[players]\nmax = 8\n", "players.max", "8 players drawing 2 each need 16"),
    ("[cards]\nwording = \"fourth-edition\"\n", "cards.wording", "does not match card set 'base'"),
    ("[sources]\n\"players.maxx\" = \"somewhere\"\n", "sources.players.maxx", "not a parameter"),
    ("[dogma]\nreveal_counts_as_change = false\n[[disputes]]\nkey = \"dogma.reveal_counts_as_change\"\n"
     "chosen = true\nreason = \"r\"\nalternatives = [{ value = false, source = \"s\" }]\n",
     "disputes.0.key", "chose true but the variant sets false"),
])
def test_inconsistent_values(write_variant, body, key, fragment):
    path = write_variant("house", HEADER.format(name="house") + 'extends = "deluxe"\n' + body)
    if fragment is None:  # a consistent house rule: accepted
        assert resolve(path).variant.victory.achievements.minimum == 1
        return
    error = problem(path)
    assert error.key == key
    assert fragment in error.message


def test_achievement_formula_below_one(write_variant):
    path = write_variant("low", HEADER.format(name="low") + 'extends = "first-edition"\n[victory.achievements]\nbase = 4\n')
    error = problem(path)
    assert (error.key, error.line) == ("victory.achievements", 5)
    assert "for 4 players works out at 0; it must be at least 1" in error.message


def test_overridden_value_drops_parent_source_and_dispute(write_variant):
    path = write_variant("house", HEADER.format(name="house") + 'extends = "deluxe"\n[dogma]\nreveal_counts_as_change = false\n')
    variant = resolve(path).variant
    assert "dogma.reveal_counts_as_change" not in variant.sources
    assert all(d.key != "dogma.reveal_counts_as_change" for d in variant.disputes)
    assert "victory.score_full_tie" in {d.key for d in variant.disputes}


@pytest.mark.parametrize("args", [
    ("validate", "{path}"), ("show", "{path}"), ("new", "x", "--from", "{path}"),
])
def test_cli_reports_bad_file_with_exit_code_2(run_cli, write_variant, args):
    path = write_variant("typo", HEADER.format(name="typo") + 'extends = "deluxe"\n[dogma]\nreveal_count = true\n')
    code, _out, err = run_cli(*[a.format(path=path) for a in args])
    assert code == 2
    assert f"{path}:6" in err and "dogma.reveal_count" in err
    assert "Traceback" not in err


def test_cli_unknown_variant_id(run_cli):
    code, _, err = run_cli("show", "fifth-edition")
    assert code == 2 and "unknown variant 'fifth-edition'" in err
