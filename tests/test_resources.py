"""Where the data folders come from (engine/resources.py) and the RULEBOOK_VARIANTS override."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from rulebook import resources
from rulebook.variants import bundled_paths

ROOT = Path(__file__).resolve().parents[1]


def test_a_checkout_reads_its_own_folders():
    assert resources.running_from_source()
    for kind in resources.KINDS:
        assert resources.bundled(kind) == ROOT / kind


def test_an_installed_package_reads_its_packaged_copies(monkeypatch, tmp_path):
    site = tmp_path / "site-packages"
    (site / "features").mkdir(parents=True)  # a stray folder beside an installed package is not the project's
    monkeypatch.setattr(resources, "SOURCE_ROOT", site)
    monkeypatch.setattr(resources, "PACKAGED_DIR", site / "rulebook" / "bundled")
    assert not resources.running_from_source()
    assert resources.bundled("features") == site / "rulebook" / "bundled" / "features"
    assert resources.bundled("schemas") == site / "rulebook" / "bundled" / "schemas"


def test_a_source_tree_without_the_folder_falls_back_to_the_packaged_copy(monkeypatch, tmp_path):
    (tmp_path / "pyproject.toml").write_text("", encoding="utf-8")
    monkeypatch.setattr(resources, "SOURCE_ROOT", tmp_path)
    monkeypatch.setattr(resources, "PACKAGED_DIR", tmp_path / "rulebook" / "bundled")
    assert resources.bundled("variants") == tmp_path / "rulebook" / "bundled" / "variants"


def test_an_unknown_kind_is_a_programming_error():
    with pytest.raises(ValueError, match="unknown kind of bundled data 'docs'"):
        resources.bundled("docs")  # type: ignore[arg-type]


def test_rulebook_variants_names_the_variant_folder(monkeypatch, tmp_path, run_cli):
    (tmp_path / "innovation").mkdir()
    for name in ("deluxe", "first-edition"):  # deluxe extends first-edition
        shutil.copy(ROOT / "variants" / "innovation" / f"{name}.toml", tmp_path / "innovation")
    monkeypatch.setenv("RULEBOOK_VARIANTS", str(tmp_path))
    code, out, _ = run_cli("list", "--format", "json")
    assert code == 0
    assert [row["id"] for row in json.loads(out)] == ["deluxe", "first-edition"]
    assert run_cli("show", "ultimate")[0] == 2  # not in the folder: unknown


def test_an_empty_rulebook_variants_means_the_bundled_folder(monkeypatch):
    monkeypatch.setenv("RULEBOOK_VARIANTS", "")
    assert {p.parent.parent for p in bundled_paths()} == {ROOT / "variants"}


def test_rulebook_variants_naming_no_folder_is_one_line(monkeypatch, tmp_path, run_cli):
    missing = tmp_path / "missing"
    monkeypatch.setenv("RULEBOOK_VARIANTS", str(missing))
    code, out, err = run_cli("list")
    assert (code, out) == (2, "")
    assert err == f"error: {missing}: the environment variable RULEBOOK_VARIANTS names no folder\n"


def test_a_variant_file_added_to_the_folder_is_listed_at_once(monkeypatch, tmp_path):
    (tmp_path / "innovation").mkdir()
    shutil.copy(ROOT / "variants" / "innovation" / "first-edition.toml", tmp_path / "innovation")
    monkeypatch.setenv("RULEBOOK_VARIANTS", str(tmp_path))
    listed = bundled_paths()
    assert [p.stem for p in listed] == ["first-edition"]
    listed.clear()                          # a new list each call: the kept one is not changed
    shutil.copy(ROOT / "variants" / "innovation" / "deluxe.toml", tmp_path / "innovation")
    assert [p.stem for p in bundled_paths()] == ["deluxe", "first-edition"]
    (tmp_path / "innovation" / "deluxe.toml").unlink()
    assert [p.stem for p in bundled_paths()] == ["first-edition"]
