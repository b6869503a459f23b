"""The configurator commands: list, show, validate, new, schema."""

from __future__ import annotations

import json
import tomllib

import pytest

from rulebook.variants import bundled_paths, resolve
from rulebook.variants.render import parameters, resolved_data


def test_list_json_names_every_variant_with_players_ages_and_target(run_cli):
    code, out, _ = run_cli("list", "--format", "json")
    rows = {row["id"]: row for row in json.loads(out)}
    assert code == 0 and set(rows) == {p.stem for p in bundled_paths()}
    assert (rows["ultimate"]["players"], rows["ultimate"]["ages"], rows["ultimate"]["achievements_to_win_2p"]) == ("2-5", "1-11", "6")
    assert (rows["deluxe"]["players"], rows["deluxe"]["ages"]) == ("2-4", "1-10")
    assert rows["deluxe-teams"]["achievements_to_win_2p"] == "6 (teams)"
    assert rows["lost-legacy-megamix"]["status"] == "incomplete"


def test_list_table(run_cli):
    code, out, _ = run_cli("list")
    assert code == 0
    for path in bundled_paths():
        assert path.stem in out


def test_validate_every_bundled_file(run_cli):
    code, out, _ = run_cli("validate", *[str(p) for p in bundled_paths()])
    assert code == 0
    assert out.count("ok ") == len(bundled_paths())


def test_show_json_is_resolved_with_sources_and_disputes(run_cli):
    code, out, _ = run_cli("show", "ultimate", "--format", "json")
    data = json.loads(out)
    assert code == 0
    assert data["resolved_from"] == ["ultimate", "deluxe", "first-edition"]
    assert data["ages"]["max"] == 11 and data["players"]["max"] == 5
    assert data["sources"]["dogma.reveal_counts_as_change"].startswith("innovation-ultimate.es.txt")
    assert any(d["key"] == "special_achievements.tie" for d in data["disputes"])


def test_show_markdown_has_descriptions_sources_and_disputes(run_cli):
    code, out, _ = run_cli("show", "deluxe", "--format", "md")
    assert code == 0
    row = next(line for line in out.splitlines() if line.startswith("| `dogma.reveal_counts_as_change`"))
    assert "| true |" in row and "counts as a change" in row and "innovation-deluxe.pt.txt" in row
    assert "## disputes" in out


@pytest.mark.parametrize("name", ["iello", "ultimate", "bga-third-teams", "lost-legacy-megamix"])
def test_show_toml_is_itself_a_valid_variant(run_cli, tmp_path, name):
    code, out, _ = run_cli("show", name)
    assert code == 0
    copy = tmp_path / f"{name}.toml"
    copy.write_text(out, encoding="utf-8")
    original, again = resolved_data(resolve(name)), resolved_data(resolve(copy))
    assert parameters(again) == parameters(original)
    assert again["sources"] == original["sources"] and again["disputes"] == original["disputes"]


def test_new_writes_a_valid_derived_variant(run_cli, tmp_path):
    out = tmp_path / "house.toml"
    code, _stdout, err = run_cli("new", "house", "--from", "deluxe", "--set", 'victory.score_full_tie="shared"',
                                "--set", "players.max=3", "--set", "dogma.reveal_counts_as_change=false",
                                "--out", str(out))
    assert code == 0, err
    written = tomllib.loads(out.read_text())
    assert written["extends"] == "deluxe"
    assert written["victory"] == {"score_full_tie": "shared"}
    assert run_cli("validate", str(out))[0] == 0
    expected = parameters(resolved_data(resolve("deluxe")))
    expected["victory"]["score_full_tie"] = "shared"
    expected["players"]["max"] = 3
    expected["dogma"]["reveal_counts_as_change"] = False
    shown = json.loads(run_cli("show", str(out), "--format", "json")[1])
    assert parameters(shown) == expected
    assert shown["sources"]["players.max"] == "house rule, set with rulebook new"
    assert all(d["key"] != "dogma.reveal_counts_as_change" for d in shown["disputes"])


def test_new_from_a_user_file_in_another_folder(run_cli, tmp_path):
    base = tmp_path / "bases" / "mine.toml"
    base.parent.mkdir()
    run_cli("new", "mine", "--from", "iello", "--set", "players.max=3", "--out", str(base))
    out = tmp_path / "derived" / "theirs.toml"
    code, _, err = run_cli("new", "theirs", "--from", str(base), "--set", "players.min=3", "--out", str(out))
    assert code == 0, err
    assert tomllib.loads(out.read_text())["extends"] == "../bases/mine.toml"
    shown = json.loads(run_cli("show", str(out), "--format", "json")[1])
    assert shown["players"] == {"min": 3, "max": 3} and shown["terminology"]["tuck"] == "archive"


@pytest.mark.parametrize("setting,fragment", [
    ("players.maximum=3", "unknown key 'players.maximum'; did you mean 'players.max'?"),
    ("victory.score_full_tie=sharde", "'sharde' is not one of 'shared', 'draw'"),
    ("players.max=1", "above players.max"),
    ("players.max=\"3\"", "'players.max' takes a whole number (1 to 12), not the text '3'"),
    ("noequals", "expected key=value"),
])
def test_new_refuses_bad_settings_and_writes_nothing(run_cli, tmp_path, setting, fragment):
    out = tmp_path / "house.toml"
    code, _, err = run_cli("new", "house", "--from", "deluxe", "--set", setting, "--out", str(out))
    assert code == 2 and fragment in err
    assert list(tmp_path.iterdir()) == []


def test_new_does_not_overwrite_without_force(run_cli, tmp_path):
    out = tmp_path / "house.toml"
    out.write_text("keep me")
    code, _, err = run_cli("new", "house", "--from", "deluxe", "--out", str(out))
    assert code == 2 and "--force" in err and out.read_text() == "keep me"
    assert run_cli("new", "house", "--from", "deluxe", "--out", str(out), "--force")[0] == 0


def test_new_output_name_must_be_the_id(run_cli, tmp_path):
    code, _, err = run_cli("new", "house", "--from", "deluxe", "--out", str(tmp_path / "other.toml"))
    assert code == 2 and "must be named house.toml" in err


def test_schema_command_writes_the_committed_schema(run_cli, tmp_path):
    from rulebook.schemas import SCHEMA_DIR

    code, _out, _ = run_cli("schema", "--out", str(tmp_path))
    assert code == 0
    for written in tmp_path.iterdir():
        assert written.read_text() == (SCHEMA_DIR / written.name).read_text()


def test_help_lists_every_command(run_cli, capsys):
    with pytest.raises(SystemExit) as info:
        run_cli("--help")
    out = capsys.readouterr().out
    assert info.value.code == 0
    for command in ("list", "show", "validate", "new", "schema", "check", "steps", "serve", "diff", "matrix"):
        assert command in out
