"""Messages a newcomer meets, each short and in the file's or the game's words (issue 39, item 8):
an unknown flag gets its hint and where to find help, not the whole usage; rule values are
spelled as TOML and JSON spell them; a changed variant is named as typed; one broken bound is
named alone; `new` warns as `validate` does and says what the hidden `.rulebook/` folder is; a
custom set's warning is a sentence; the shipped files cite only shipped documents."""

from __future__ import annotations

import re
from fnmatch import fnmatchcase as fnmatch
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
NO_SHARING = "python:examples.broken_engines:NoSharingBonus"


@pytest.mark.parametrize("args,first,help_line", [
    (["check", "--bogus"], "rulebook check: error: unrecognized arguments: --bogus (--bogus: did you mean '--out'?)",
     "run 'rulebook check --help' for its options"),
    (["check", "--timeout"], "rulebook check: error: argument --timeout: expected one argument",
     "run 'rulebook check --help' for its options"),
    (["chek"], "rulebook: error: argument COMMAND: invalid choice: 'chek' (choose from *); did you mean 'check'?",
     "run 'rulebook --help' for the commands"),
])
def test_a_usage_error_is_its_hint_and_where_to_get_help_without_the_usage(capsys, args, first, help_line):
    from rulebook.cli import main

    with pytest.raises(SystemExit) as exited:
        main(args)
    assert exited.value.code == 2
    out, err = capsys.readouterr()
    lines = err.splitlines()
    assert out == "" and len(lines) == 2 and "usage:" not in err
    assert fnmatch(lines[0], first) and lines[1] == help_line


def test_a_value_the_reference_does_not_play_is_spelled_as_in_toml(run_cli, tmp_path):
    code, _, err = run_cli("check", "--variant", "deluxe", "--set", "dogma.distance_rule=true")
    assert code == 2
    assert "deluxe+dogma.distance_rule=true sets it to true, which the reference engine does not play" in err
    assert "True" not in err
    house = tmp_path / "house.toml"
    code, out, err = run_cli("new", "house", "--from", "deluxe", "--set", "dogma.distance_rule=true", "--out", str(house))
    assert code == 0 and out.startswith(f"wrote {house}")
    warning = "key 'dogma.distance_rule' = true is valid, but the reference engine does not play it"
    assert f"warning: {house}: {warning}" in err  # new warns as validate does
    code, out, err = run_cli("validate", str(house))
    assert code == 0 and f"warning: {house}: {warning}" in err


def test_an_inconsistent_change_is_named_as_it_was_typed(run_cli):
    code, _, err = run_cli("check", "--variant", "deluxe", "--set", "players.min=9")
    assert code == 2
    assert "deluxe with --set players.min=9, key 'players.min': players.min (9) is above players.max (4)" in err
    assert ".toml" not in err


@pytest.mark.parametrize("flag,value,message", [
    ("--games", "0", "error: --games must be at least 1, not 0"),
    ("--jobs", "0", "error: --jobs must be at least 1, not 0"),
    ("--timeout", "0", "error: --timeout must be between 0 and 3600 seconds, not 0"),
])
def test_fuzz_names_the_one_bound_broken(run_cli, flag, value, message):
    code, _, err = run_cli("fuzz", "--impl", NO_SHARING, flag, value)
    assert code == 2
    assert err.strip() == message


def test_a_custom_set_that_runs_few_scenarios_is_warned_about_in_a_sentence(run_cli, tmp_path):
    custom = tmp_path / "my-set.toml"
    code, _, _ = run_cli("new", "my-set", "--game", "lost-legacy", "--out", str(custom), "--cards",
                         "Girl of Fate,General,Shadow Thief,Swordsman,Lost Legacy: Flying Garden,Old Map:2,"
                         "Search:3,Curse:3,Sneak Attack:3")
    assert code == 0
    code, out, _ = run_cli("check", "--variant", str(custom))
    warning = next(line for line in out.splitlines() if line.startswith("warning: my-set runs only"))
    assert "left out for these reasons: they name Assault, a card the variant does not have (" in warning
    assert "they name Assault and Lost Legacy: The Starship, cards the variant does not have (" in warning
    assert "left out by names" not in warning


def test_new_from_an_installed_copy_says_what_its_hidden_folder_is(run_cli, tmp_path, monkeypatch):
    import rulebook.variants.derive as derive

    monkeypatch.setattr(derive, "running_from_source", lambda: False)
    code, out, _ = run_cli("new", "house", "--from", "deluxe", "--out", str(tmp_path / "house.toml"))
    assert code == 0
    local = tmp_path / derive.LOCAL_SCHEMA
    assert local.is_file()
    assert f"its #:schema line names {local}, a copy of rulebook's variant schema kept there for editors" in out
    assert f"hidden `{derive.LOCAL_SCHEMA.parent}/` folder" in (ROOT / "README.md").read_text(encoding="utf-8")


def test_shipped_files_cite_the_shipped_protocol_document_not_the_design_contract():
    """DESIGN.md is the project's contract, not part of what is shipped: the schemas (and the
    package they are exported from) cite docs/protocol.md instead."""
    shipped = [*ROOT.joinpath("schemas").glob("*.json"), *ROOT.joinpath("engine").rglob("*.py")]
    citing = [str(path.relative_to(ROOT)) for path in shipped
              if re.search(r"\bDESIGN\b", path.read_text(encoding="utf-8"))]
    assert citing == []
    assert "docs/protocol.md, section 4.1" in ROOT.joinpath("schemas", "state.schema.json").read_text(encoding="utf-8")
