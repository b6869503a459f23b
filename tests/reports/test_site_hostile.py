"""`rulebook site` against hostile input (issue 40, items 4 and 5): what is left in an earlier
site folder never sends a page outside it or blocks the build, and a results file is read by the
same reader `--failed-from` uses, so a bad one is a one-line error (exit 2) and nothing is written."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from rulebook.cli import main
from rulebook.reports.site.build import build_site
from rulebook.reports.site.model import collect, url

QUICK = ["--scenarios", "2", "--no-positions"]


def _site(out: Path, *extra: str) -> int:
    return main(["site", "--out", str(out), *QUICK, *extra])


@pytest.fixture
def earlier(tmp_path, capsys) -> Path:
    """A folder an earlier `rulebook site` wrote."""
    out = tmp_path / "site"
    assert _site(out) == 0
    capsys.readouterr()
    return out


def _one_line_error(capsys, *words: str) -> str:
    err = capsys.readouterr().err
    assert err.startswith("error: ") and err.count("\n") == 1 and "Traceback" not in err, err
    for word in words:
        assert word in err, err
    return err


def test_a_link_left_in_an_earlier_site_is_refused_and_its_target_untouched(earlier, tmp_path, capsys):
    outside = tmp_path / "precious.txt"
    outside.write_text("keep me", encoding="utf-8")
    page = earlier / "index.html"
    page.unlink()
    page.symlink_to(outside)
    assert _site(earlier) == 2
    _one_line_error(capsys, "index.html", "symbolic link")
    assert outside.read_text(encoding="utf-8") == "keep me"


def test_a_linked_folder_of_an_earlier_site_is_refused_and_nothing_written_outside(earlier, tmp_path, capsys):
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    cards = earlier / "cards"
    for page in cards.iterdir():
        page.unlink()
    cards.rmdir()
    cards.symlink_to(elsewhere, target_is_directory=True)
    before = {p.name: p.stat().st_mtime_ns for p in earlier.iterdir() if p.is_file()}
    assert _site(earlier) == 2
    _one_line_error(capsys, "cards", "symbolic link")
    assert list(elsewhere.iterdir()) == []
    # refused before the first page: the earlier pages are as they were
    assert {p.name: p.stat().st_mtime_ns for p in earlier.iterdir() if p.is_file()} == before


def test_a_fifo_left_in_an_earlier_site_is_refused_not_waited_on(earlier, capsys):
    page = earlier / "search.html"
    page.unlink()
    os.mkfifo(page)
    assert _site(earlier) == 2  # a plain write would block here forever
    _one_line_error(capsys, "search.html", "not a regular file")


def _report(tmp_path: Path, results: list, name: str = "theirs.json", **identity) -> Path:
    path = tmp_path / name
    path.write_text(json.dumps({"implementation": identity or {"name": "theirs"}, "results": results}),
                    encoding="utf-8")
    return path


def _result(variant: str, status: str = "failed", scenario: str = "game-draw-skips-empty-ages") -> dict:
    return {"id": f"{scenario}[{variant}]", "scenario": scenario, "variant": variant, "status": status,
            "area": "game", "message": "the hand differs", "line": 12}


@pytest.mark.parametrize("content,words", [
    (b"\xff\xfe{}", ("not UTF-8",)),
    (b"[" * 100_000 + b"]" * 100_000, ("nested too deeply",)),
    (json.dumps({"results": [{"id": 3, "status": "failed"}]}).encode(), ("results[0].id",)),
    (json.dumps({"results": [{"id": "a[deluxe]", "status": "maybe"}]}).encode(), ("results[0]", "status")),
    (json.dumps({"results": [{"id": "a[deluxe]", "status": "failed", "line": "twelve"}]}).encode(),
     ("results[0].line",)),
    (json.dumps({"results": [{"id": "a[deluxe]", "status": "failed", "message": ["x"]}]}).encode(),
     ("results[0].message",)),
])
def test_a_bad_results_file_is_one_line_and_no_site_is_written(tmp_path, capsys, content, words):
    bad = tmp_path / "bad.json"
    bad.write_bytes(content)
    out = tmp_path / "site"
    assert _site(out, "--results", str(bad)) == 2
    _one_line_error(capsys, "bad.json", *words)
    assert not out.exists()


def test_a_very_long_name_is_a_short_error_and_no_partial_site(tmp_path, capsys):
    bad = _report(tmp_path, [dict(_result("deluxe"), variant="v" * 100_000)])
    out = tmp_path / "site"
    assert _site(out, "--results", str(bad)) == 2
    err = _one_line_error(capsys, "results[0].variant", "100,000 characters")
    assert len(err) < 400
    assert not out.exists()


def test_failed_from_and_site_refuse_the_same_file_with_the_same_words(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"results": [{"id": "a[deluxe]", "status": "failed", "line": 0}]}), encoding="utf-8")
    assert main(["check", "--failed-from", str(bad)]) == 2
    from_check = _one_line_error(capsys, "results[0].line")
    assert _site(tmp_path / "site", "--results", str(bad)) == 2
    assert _one_line_error(capsys) == from_check


def test_variant_names_that_differ_only_in_case_get_a_results_page_each(tmp_path):
    names = ["Deluxe", "deluxe", "DELUXE "]
    report = _report(tmp_path, [_result(name, scenario=f"s{i}") for i, name in enumerate(names)])
    data = collect(results=[report], positions=False, limit=1)
    files = build_site(data)
    pages = sorted(p for p in files if p.startswith("results/"))
    assert pages == ["results/deluxe-2.html", "results/deluxe-3.html", "results/deluxe.html"]
    for name, key in data.result_keys.items():
        assert f"<code>{name}</code>" in files[url("results", key)]
    assert sorted(data.result_keys) == sorted(names)
