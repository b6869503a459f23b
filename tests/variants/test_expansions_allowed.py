"""bga-first plays no expansion, as Board Game Arena's first-edition option allows none
(setup.expansions_allowed = false, with its source): a house variant of it that adds an
expansion, by its cards or by its count, is refused with the key named (exit code 2)."""

from __future__ import annotations

import pytest

from rulebook.variants import load_variant

SOURCE = "innovation-editions.md 1I"


@pytest.mark.parametrize("parent", ["bga-first", "bga-first-teams"])
@pytest.mark.parametrize("change, key", [
    ('cards.expansions=["figures"]', "cards.expansions"),
    ("setup.expansions=1", "setup.expansions"),
])
def test_a_house_variant_of_bga_first_adding_an_expansion_is_refused(parent, change, key, tmp_path, run_cli):
    out_file = tmp_path / "house.toml"
    code, out, err = run_cli("new", "house", "--from", parent, "--set", change, "--out", str(out_file))
    assert code == 2 and out == ""
    assert "Traceback" not in err
    line = err.strip().splitlines()[-1]
    assert f"key '{key}'" in line and "plays no expansion" in line
    assert "setup.expansions_allowed = false" in line and SOURCE in line
    assert not out_file.exists()


def test_validate_names_the_file_line_and_key(write_variant, run_cli):
    path = write_variant("house", """
        id = "house"
        game = "innovation"
        title = "House"
        extends = "bga-first"

        [setup]
        expansions = 1
    """)
    code, out, err = run_cli("validate", str(path))
    assert code == 2
    assert f"{path}:7, key 'setup.expansions': cannot be 1: the rule set plays no expansion" in out + err


def test_check_refuses_the_changed_value_too(run_cli):
    code, _, err = run_cli("check", "--variant", "bga-first", "--set", "setup.expansions=1")
    assert code == 2 and "plays no expansion" in err and "Traceback" not in err


def test_the_refusal_is_a_value_of_bga_first_with_its_source():
    first, third = load_variant("bga-first"), load_variant("bga-third")
    assert first.setup.expansions_allowed is False and SOURCE in first.sources["setup.expansions_allowed"]
    assert third.setup.expansions_allowed is True
    assert all(load_variant(v).setup.expansions_allowed for v in ("first-edition", "deluxe", "ultimate"))


@pytest.mark.parametrize("parent, changes", [
    ("bga-third", ["setup.expansions=1"]),
    ("deluxe", ["setup.expansions=2"]),
    # a house rule may lift the limit explicitly: then it is no longer Board Game Arena's rule set
    ("bga-first", ["setup.expansions_allowed=true", "setup.expansions=1"]),
])
def test_rule_sets_that_allow_expansions_accept_them(parent, changes, tmp_path, run_cli):
    args = [arg for change in changes for arg in ("--set", change)]
    code, _, err = run_cli("new", "house", "--from", parent, *args, "--out", str(tmp_path / "house.toml"))
    assert code == 0, err
