"""`rulebook schema [NAME] [--out DIR]`: prints one schema by default and writes files only when
asked, so that an installed package (or a checkout) is never written to by surprise."""

from __future__ import annotations

import pytest

from rulebook.errors import UserError
from rulebook.schemas import SCHEMA_DIR, SCHEMA_NAMES, _builders, all_schemas, one_schema, schema_file_name


def _committed(name: str) -> str:
    return (SCHEMA_DIR / schema_file_name(name)).read_text(encoding="utf-8")


def test_the_names_are_the_schemas_built_in_order():
    assert tuple(_builders()) == SCHEMA_NAMES
    assert list(all_schemas()) == [f"{name}.schema.json" for name in SCHEMA_NAMES]
    assert sorted(p.name for p in SCHEMA_DIR.glob("*.schema.json")) == sorted(all_schemas())


def test_without_arguments_it_prints_the_variant_schema_and_writes_nothing(run_cli):
    before = {p.name: p.stat().st_mtime_ns for p in SCHEMA_DIR.iterdir()}
    code, out, err = run_cli("schema")
    assert (code, err) == (0, "")
    assert out == _committed("variant")
    assert {p.name: p.stat().st_mtime_ns for p in SCHEMA_DIR.iterdir()} == before


@pytest.mark.parametrize("name", SCHEMA_NAMES)
def test_a_name_prints_that_schema(run_cli, name):
    code, out, _ = run_cli("schema", name)
    assert code == 0
    assert out == _committed(name)


def test_out_writes_every_schema(run_cli, tmp_path):
    code, out, _ = run_cli("schema", "--out", str(tmp_path / "new"))
    assert code == 0
    files = [tmp_path / "new" / f"{name}.schema.json" for name in SCHEMA_NAMES]
    assert out.splitlines() == [f"wrote {path}" for path in files]
    assert sorted((tmp_path / "new").iterdir()) == sorted(files)
    for name, path in zip(SCHEMA_NAMES, files):
        assert path.read_text(encoding="utf-8") == _committed(name)


def test_a_name_with_out_writes_only_that_schema(run_cli, tmp_path):
    code, out, _ = run_cli("schema", "report-diff", "--out", str(tmp_path))
    assert (code, out) == (0, f"wrote {tmp_path / 'report-diff.schema.json'}\n")
    assert [p.name for p in tmp_path.iterdir()] == ["report-diff.schema.json"]


def test_an_unknown_name_is_a_usage_error(run_cli, capsys, tmp_path):
    with pytest.raises(SystemExit) as info:
        run_cli("schema", "varaint", "--out", str(tmp_path / "new"))
    err = capsys.readouterr().err
    assert info.value.code == 2
    assert err.splitlines()[0] == ("rulebook schema: error: argument NAME: invalid choice: 'varaint' (choose from "
                                    + ", ".join(f"'{n}'" for n in SCHEMA_NAMES) + "); did you mean 'variant'?")
    assert not (tmp_path / "new").exists()


def test_one_schema_refuses_an_unknown_name():
    with pytest.raises(UserError) as info:
        one_schema("nope")
    assert str(info.value) == "unknown schema 'nope'; choose one of: " + ", ".join(SCHEMA_NAMES)


def test_help_names_every_schema(run_cli, capsys):
    with pytest.raises(SystemExit):
        run_cli("schema", "--help")
    help_text = " ".join(capsys.readouterr().out.split())
    assert f"which schema: {', '.join(SCHEMA_NAMES)} (default: variant)" in help_text
