"""`--set KEY=VALUE` (rulebook new, rulebook check): values read by the key's type, plain words
for text keys, and a list of the keys (with types and meanings) when KEY is a table or wrong."""

from __future__ import annotations

import os
import tomllib

import pytest

from rulebook.errors import UserError
from rulebook.resources import bundled
from rulebook.variants.assign import parse_assignment
from rulebook.variants.innovation import InnovationVariant
from rulebook.variants.lost_legacy import LostLegacyVariant

TARGET_KEYS = [
    "  victory.achievements.base: a whole number (-100 to 100). Achievements to win before the player and "
    "expansion terms.",
    "  victory.achievements.per_player: a whole number (-100 to 100). Added once per player (negative: fewer "
    "needed with more players).",
    "  victory.achievements.per_expansion: a whole number (-100 to 100). Added once per expansion in play.",
    "  victory.achievements.minimum: a whole number (1 to 100). Least number ever needed (absent: no stated "
    "minimum).",
]


@pytest.mark.parametrize("text, expected", [
    ("victory.score_full_tie=shared", ("victory.score_full_tie", "shared")),      # one of a set of words
    ('victory.score_full_tie="draw"', ("victory.score_full_tie", "draw")),        # quoted still works
    ("terminology.age=era of wonders", ("terminology.age", "era of wonders")),    # text, spaces and all
    ("terminology.age=7", ("terminology.age", "7")),                              # a number where text goes
    ("terminology.age=true", ("terminology.age", "true")),
    ("players.max=3", ("players.max", 3)),
    ("dogma.sharing_bonus=false", ("dogma.sharing_bonus", False)),
    ('splay.revealed.left=["top_left"]', ("splay.revealed.left", ["top_left"])),
    ("victory.achievements={base = 7}", ("victory.achievements", {"base": 7})),  # a table as a table
    ("special_achievements.conditions.Monument.count=5", ("special_achievements.conditions.Monument.count", 5)),
])
def test_values_are_read_by_the_keys_type(text, expected):
    assert parse_assignment(text, InnovationVariant) == expected


def test_title_only_where_allowed():
    assert parse_assignment("title=My house", InnovationVariant, allow_title=True) == ("title", "My house")
    with pytest.raises(UserError) as info:
        parse_assignment("title=My house", InnovationVariant)
    assert str(info.value) == ("--set 'title=My house': 'title' is part of the variant's header, not a rule "
                               "parameter (set it with --title)")


def test_a_table_given_one_value_lists_its_keys():
    with pytest.raises(UserError) as info:
        parse_assignment("victory.achievements=7", InnovationVariant)
    assert str(info.value).splitlines() == [
        "--set 'victory.achievements=7': 'victory.achievements' is a table, not a single value; set one of its "
        "keys (KEY.SUBKEY=VALUE):", *TARGET_KEYS]


def test_a_misspelt_sub_key_gets_the_nearest_and_the_tables_keys():
    with pytest.raises(UserError) as info:
        parse_assignment("victory.achievements.bse=7", InnovationVariant)
    assert str(info.value).splitlines() == [
        "--set 'victory.achievements.bse=7': unknown key 'victory.achievements.bse'; did you mean "
        "'victory.achievements.base'?", "the keys of 'victory.achievements':", *TARGET_KEYS]


def test_a_misspelt_table_gets_the_nearest_key():
    with pytest.raises(UserError) as info:
        parse_assignment("victroy.score_full_tie=draw", InnovationVariant)
    assert str(info.value).splitlines()[0] == ("--set 'victroy.score_full_tie=draw': unknown key "
                                               "'victroy.score_full_tie'; did you mean 'victory.score_full_tie'?")
    assert "  victory: How the game is won." in str(info.value).splitlines()


def test_a_condition_lists_its_keys_by_kind():
    with pytest.raises(UserError) as info:
        parse_assignment("special_achievements.conditions.Empire=3", InnovationVariant)
    lines = str(info.value).splitlines()
    key = "special_achievements.conditions.Empire"
    assert lines[1] == (f"  {key}.kind: one of 'tucked-or-scored-in-turn', 'top-cards-with-demand', "
                        "'each-icon-at-least', 'icon-at-least', 'colors-splayed', 'top-cards-of-value', 'bonuses-at-least', "
                        "'forecast-at-least', 'hexes-in-one-pile', 'echo-effects-in-one-pile', 'icons-in-piles', "
                        "'secrets-at-least', 'no-odd-top-cards', 'no-standard-achievements', 'no-visible-icon', "
                        "'fewer-colors'. Which condition; the other keys depend on it:")
    assert lines[6:9] == ["    with kind = 'each-icon-at-least':",
                          f"      {key}.icons: a list of 'crown', 'leaf', 'lightbulb', 'castle', 'factory', "
                          "'clock'. Icon types that must each be visible.",
                          f"      {key}.count: a whole number (1 to 100). Visible icons needed of each type."]


def test_dict_entries_have_their_own_meaning():
    with pytest.raises(UserError) as info:
        parse_assignment("composition.speeds=16", LostLegacyVariant)
    lines = str(info.value).splitlines()
    assert lines[1] == "  composition.speeds.1: a whole number (0 to 16). Cards of research speed 1 in a custom set."
    assert lines[-1] == "  composition.speeds.X: a whole number (0 to 16). Cards of research speed X in a custom set."


@pytest.mark.parametrize("text, message", [
    ("players.max=three", "--set 'players.max=three': 'players.max' takes a whole number (1 to 12), not 'three'"),
    ('players.max="3"', "--set 'players.max=\"3\"': 'players.max' takes a whole number (1 to 12), not the text '3'"),
    ("dogma.sharing_bonus=yes", "--set 'dogma.sharing_bonus=yes': 'dogma.sharing_bonus' takes true or false, "
                                "not 'yes'"),
    ("victory.score_tiebreak=achievements",
     "--set 'victory.score_tiebreak=achievements': 'victory.score_tiebreak' takes a list of 'achievements', not "
     "'achievements' (a TOML list: victory.score_tiebreak=[\"...\", \"...\"])"),
    ("noequals", "--set 'noequals': expected key=value, e.g. victory.score_full_tie=draw"),
    ("id=other", "--set 'id=other': 'id' is part of the variant's header, not a rule parameter (set it with the "
                 "ID argument of rulebook new)"),
])
def test_a_value_of_another_type_is_refused_naming_the_type(text, message):
    with pytest.raises(UserError) as info:
        parse_assignment(text, InnovationVariant)
    assert str(info.value) == message


def test_new_takes_plain_words_and_the_title(run_cli, tmp_path):
    out = tmp_path / "house.toml"
    code, stdout, err = run_cli("new", "house", "--from", "deluxe", "--set", "victory.score_full_tie=shared",
                                "--set", "title=My house", "--set", "terminology.tuck=archive", "--out", str(out))
    assert (code, stdout, err) == (0, f"wrote {out}\n", "")
    written = tomllib.loads(out.read_text(encoding="utf-8"))
    assert written["title"] == "My house"
    assert written["victory"] == {"score_full_tie": "shared"} and written["terminology"] == {"tuck": "archive"}
    assert set(written["sources"]) == {"victory.score_full_tie", "terminology.tuck"}


def test_new_refuses_a_table_value_and_writes_nothing(run_cli, tmp_path):
    code, out, err = run_cli("new", "house", "--from", "deluxe", "--set", "victory.achievements=7",
                             "--out", str(tmp_path / "house.toml"))
    assert code == 2 and out == ""
    assert err.splitlines() == ["error: --set 'victory.achievements=7': 'victory.achievements' is a table, not a "
                                "single value; set one of its keys (KEY.SUBKEY=VALUE):", *TARGET_KEYS]
    assert list(tmp_path.iterdir()) == []


def test_new_refuses_two_titles(run_cli, tmp_path):
    code, _, err = run_cli("new", "house", "--from", "deluxe", "--title", "A", "--set", "title=B",
                           "--out", str(tmp_path / "house.toml"))
    assert code == 2 and err == "error: the title is given more than once (--title, --set title=...): give it once\n"


def test_new_default_title_and_relative_schema_line(run_cli, tmp_path):
    out = tmp_path / "deep" / "er" / "house.toml"
    assert run_cli("new", "house", "--from", "deluxe", "--out", str(out))[0] == 0
    first, *_ = out.read_text(encoding="utf-8").splitlines()
    reference = first.removeprefix("#:schema ")
    schema = bundled("schemas") / "variant.schema.json"
    assert first.startswith("#:schema ") and not os.path.isabs(reference)
    assert reference == os.path.relpath(schema.resolve(), out.parent.resolve())
    assert (out.parent / reference).resolve() == schema.resolve()
    assert tomllib.loads(out.read_text(encoding="utf-8"))["title"] == (
        "House variant of Innovation Deluxe (Asmadi third edition) (derived from deluxe)")


def test_new_from_a_user_file_names_it_in_the_title(run_cli, tmp_path):
    assert run_cli("new", "mine", "--from", "iello", "--title", "Our rules", "--out", str(tmp_path / "mine.toml"))[0] == 0
    assert run_cli("new", "theirs", "--from", str(tmp_path / "mine.toml"), "--out", str(tmp_path / "theirs.toml"))[0] == 0
    written = tomllib.loads((tmp_path / "theirs.toml").read_text(encoding="utf-8"))
    assert written["title"] == "House variant of Our rules (derived from mine)"


def test_check_set_reads_values_the_same_way():
    from rulebook.compliance.running.variants_under_test import _changed
    from rulebook.variants import resolve
    from rulebook.variants.render import resolved_data

    data = resolved_data(resolve("deluxe"))
    label, changed = _changed("deluxe", data, ["victory.score_full_tie=shared", "victory.achievements={minimum = 5}"])
    assert label == "deluxe+victory.score_full_tie=shared+victory.achievements={minimum = 5}"
    assert changed["victory"]["score_full_tie"] == "shared"
    assert changed["victory"]["achievements"] == {**data["victory"]["achievements"], "minimum": 5}
    assert all(d["key"] not in ("victory.score_full_tie", "victory.achievements.minimum") for d in changed["disputes"])


def test_check_set_explains_a_table(run_cli):
    code, out, err = run_cli("check", "--variant", "deluxe", "--set", "victory.achievements=7")
    assert code == 2 and out == ""
    assert err.splitlines()[1:] == TARGET_KEYS
