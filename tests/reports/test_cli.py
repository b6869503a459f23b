"""The `diff` and `matrix` subcommands: formats, --out (atomic), help texts and exit codes."""

from __future__ import annotations

import json
import os

import pytest


def test_diff_markdown_to_stdout(report_cli):
    code, out, err = report_cli("diff", "first-edition", "deluxe")
    assert code == 0 and err == ""
    assert out.startswith("# Rule differences: first-edition → deluxe\n")
    assert "### Oars (age 1, red)" in out and "[^1]: " in out


def test_diff_json_and_html(report_cli):
    code, out, _ = report_cli("diff", "iello", "first-edition", "--format", "json")
    assert code == 0 and json.loads(out)["terminology"]["differing"][0]["key"] == "terminology.age"
    code, out, _ = report_cli("diff", "iello", "first-edition", "--format", "html")
    assert code == 0 and out.startswith("<!DOCTYPE html>") and "cooperation bonus" in out


def test_diff_features_option(report_cli, features):
    code, out, _ = report_cli("diff", "first-edition", "deluxe", "--features", str(features[0]))
    assert code == 0 and "- Only for **deluxe**: `reports-reveal-earns-bonus`" in out


def test_out_writes_the_file_and_nothing_else(report_cli, tmp_path):
    target = tmp_path / "report.html"
    code, out, err = report_cli("matrix", "--game", "lost-legacy", "--format", "html", "--out", str(target))
    assert code == 0 and out == "" and err == f"wrote {target}\n"  # stdout carries reports only
    assert target.read_text(encoding="utf-8").startswith("<!DOCTYPE html>")
    assert [p.name for p in tmp_path.iterdir()] == ["report.html"]


def test_out_never_leaves_a_half_written_file(report_cli, tmp_path, monkeypatch):
    target = tmp_path / "report.md"
    target.write_text("old report\n", encoding="utf-8")

    def fail(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", fail)
    code, _, err = report_cli("diff", "deluxe", "ultimate", "--out", str(target))
    assert code == 2 and "No space left on device" in err
    assert target.read_text(encoding="utf-8") == "old report\n"
    assert [p.name for p in tmp_path.iterdir()] == ["report.md"]


def test_out_into_a_missing_folder(report_cli, tmp_path):
    code, _, err = report_cli("diff", "deluxe", "ultimate", "--out", str(tmp_path / "no" / "r.md"))
    assert code == 2 and "no such folder" in err


@pytest.mark.parametrize("args, message", [
    (("diff", "deluxe", "lost-legacy-starship"), "same game"),
    (("diff", "deluxe", "no-such-variant"), "unknown variant 'no-such-variant'"),
    (("matrix", "--game", "lost-legacy", "--variant", "ultimate"), "does not match"),
    (("diff", "deluxe", "ultimate", "--features", "no/such/folder"), "no such feature file or folder"),
])
def test_input_errors_exit_2(report_cli, args, message):
    code, out, err = report_cli(*args)
    assert code == 2 and out == "" and message in err and "Traceback" not in err


@pytest.mark.parametrize("command, words", [
    ("diff", ["plain English", "disputes", "terminology", "scenarios", "--out", "--features",
              "report-diff.schema.json", "Exit codes"]),
    ("matrix", ["side by side", "legend", "--game", "--variant", "--out", "Exit codes"]),
])
def test_help(report_cli, capsys, command, words):
    with pytest.raises(SystemExit) as info:
        report_cli(command, "--help")
    out = capsys.readouterr().out
    assert info.value.code == 0
    for word in words:
        assert word in out
