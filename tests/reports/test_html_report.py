"""The check report as a reader sees it: `rulebook check --out report.html` against an engine
wrong in one Innovation rule and one Lost Legacy rule, opened in headless Chromium (the DOM
after load, and a screenshot). One check and one browser start serve every test here.

Chromium comes from the system's packages (`apt-get install -y chromium`; .ci/run installs it).
Without it these tests skip, saying why, so that the README's test command passes on a machine with
nothing but Python; under CI (the variable CI set, as .ci/run is run) they fail instead: a report
nobody has seen drawn is not tested.
"""

from __future__ import annotations

import contextlib
import io
import os
import shutil
import struct
import subprocess
import textwrap
from pathlib import Path

import pytest
from html_elements import Elements

from rulebook.cli import main

ROOT = Path(__file__).resolve().parents[2]
WINDOW = (1400, 2000)
# The engine's name is engine data too: were it not escaped, the page would run it.
HOSTILE_NAME = '<img src=x onerror="document.body.dataset.owned=1"><script>document.body.dataset.owned=1</script>'

ENGINE = textwrap.dedent(f'''\
    """Demands reach the launcher's partner (Innovation); tied speeds investigate (Lost Legacy)."""
    import copy

    from examples.broken_engines import BrokenEngine
    from rulebook.variants import resolve
    from rulebook.variants.render import resolved_data


    class BothWrong(BrokenEngine):
        NAME = {HOSTILE_NAME!r}
        CHANGES = {{"teams.demands_on_partner": True}}

        def _broken(self, variant):
            data = copy.deepcopy(variant) if isinstance(variant, dict) else resolved_data(resolve(variant))
            if data.get("game") != "lost-legacy":
                return super()._broken(variant)
            data["investigation"]["tied_speeds_skip"] = False
            return data
    ''')


BROWSER_MISSING = ("headless Chromium is not installed: install it with `apt-get install -y chromium` "
                   "(Debian/Ubuntu; .ci/run does this when it is missing) to run the browser tests")


def chromium() -> str:
    """The browser's path; without one, a skip that says why, or under CI a failure."""
    found = shutil.which("chromium") or shutil.which("chromium-browser")
    if found is None:
        if os.environ.get("CI"):
            pytest.fail(f"CI runs the browser tests: {BROWSER_MISSING}", pytrace=False)
        pytest.skip(BROWSER_MISSING)
    return found


@pytest.fixture(scope="module")
def browsed(tmp_path_factory):
    """(the report as written, the DOM Chromium holds after loading it, the screenshot's path)."""
    browser = chromium()  # before the check: a missing browser fails at once
    folder = tmp_path_factory.mktemp("html-report")
    (folder / "both_wrong.py").write_text(ENGINE, encoding="utf-8")
    report = folder / "report.html"
    with pytest.MonkeyPatch.context() as patch:
        patch.chdir(ROOT)  # examples/ is imported from the working directory, as a user's adapter is
        patch.syspath_prepend(str(folder))
        patch.setenv("COLUMNS", "120")
        with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()) as err:
            code = main(["check", "--impl", "python:both_wrong:BothWrong",
                         "--variant", "deluxe-teams", "--variant", "lost-legacy-starship",
                         "--features", "features/innovation/common/dogma-teams.feature",
                         "--features", "features/lost-legacy/investigation.feature", "--out", str(report)])
    assert code == 1, err.getvalue()
    shot = folder / "report.png"
    done = subprocess.run([browser, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                           f"--user-data-dir={folder / 'profile'}", f"--window-size={WINDOW[0]},{WINDOW[1]}",
                           f"--screenshot={shot}", "--dump-dom", report.as_uri()],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0 and "</html>" in done.stdout, done.stderr[-2000:]
    return report.read_text(encoding="utf-8"), Elements(done.stdout), shot


def _failure(page: Elements, run_id: str):
    return next(s for s in page.having("failure", tag="section") if s.one(tag="h3").text.startswith(run_id))


def test_the_page_stands_alone_and_runs_nothing_an_engine_sent(browsed):
    written, page, _ = browsed
    assert written.startswith("<!DOCTYPE html>") and Elements(written).balanced
    # nothing fetched, no script of ours, the engine's markup shown as text
    head = written.split("<body", 1)[0]
    assert "<script" not in written and "<link" not in head and "http" not in head and "@import" not in written
    assert "data-owned" not in page.one(tag="body").attrs
    assert "<img src=x" in page.one(tag="h1").text and not page.having(tag="img")


def test_summary_and_likely_causes_come_first(browsed):
    _, page, _ = browsed
    order = [e.tag + ("." + e.classes[0] if e.classes else "") for e in page.walk()
             if e.tag in ("table", "section") and (e.classes[:1] in (["runs"], ["causes"], ["failure"]))]
    assert order[:2] == ["section.causes", "table.runs"] and set(order[2:]) == {"section.failure"}
    rows = [[c.text for c in row.children] for row in page.one("runs").having(tag="tr")]
    assert rows[0] == ["variant", "area", "passed", "failed", "skipped", "expected", "fixed"]
    assert [(r[0], r[3]) for r in rows[1:]] == [("deluxe-teams", "1"), ("lost-legacy-starship", "2")]
    # one index line per failure, linked to where it is drawn
    links = [a.attrs["href"] for a in page.one("index").having(tag="a")]
    assert len(links) == 3 and all(page.having(id=link[1:]) for link in links)


def test_an_innovation_failure_is_drawn_as_expected_and_actual_boards(browsed):
    _, page, _ = browsed
    failure = _failure(page, "dogma-team-partner-spared[deluxe-teams]")
    assert "dogma-teams.feature:" in failure.one("where").text
    steps = failure.one("steps").having(tag="li")
    assert [s.classes[0] for s in steps].count("failed") == 1
    failed = next(s for s in steps if "failed" in s.classes)
    assert "Alice's hand is nothing" in failed.text and "✗" in failed.text and "Agriculture" in failed.one("msg").text
    position, expected, got = failure.having("board")
    assert "position after the Given steps" in position.one("bt").text and not position.having("diff")
    assert "expected" in expected.classes and "got" in got.classes
    # Alice should have nothing in hand; the engine gave her the card her partner's demand moved
    hand_expected = expected.one("diff", data_path="players.0.hand")
    hand_got = got.one("diff", data_path="players.0.hand")
    assert hand_expected.having("card") == [] and "got Agriculture" in hand_expected.text
    assert [c.text for c in hand_got.having("card")] == ["Agriculture"] and "extra" in hand_got.one("card").classes
    assert "expected nothing" in hand_got.text
    # and the age 1 pile kept it
    supply = expected.one("diff", data_path="supply.1")
    assert [c.text for c in supply.having("missing")] == ["Agriculture"] and "got Pottery" in supply.text
    # Alice's piles are drawn on every board, top card first
    assert all("Archery" in board.having("red")[0].text for board in (position, expected, got))
    listed = [[c.text for c in row.children] for row in failure.one("diffs").having(tag="tr")][1:]
    assert listed == [["players.0.hand", "nothing", "Agriculture"], ["supply.1", "Agriculture, Pottery", "Pottery"]]


def test_a_lost_legacy_failure_is_drawn_with_its_investigation_marked(browsed):
    _, page, _ = browsed
    failure = _failure(page, "ll-inv-tied-speeds-skip[lost-legacy-starship]")
    position, expected, got = failure.having("board")
    assert all("lost-legacy" in board.classes for board in (position, expected, got))
    assert not position.having("diff") and "Girl of Fate" in position.text  # the ruins
    investigation = got.one("diff", data_path="investigation")
    assert "order Carol, Bob, Alice, Dave" in investigation.text and "order: expected [2, 3]" in investigation.text
    assert "order Carol, Dave; skipped Alice, Bob" in expected.one("diff", data_path="investigation").text
    hands = [z for z in got.having("zone") if z.one("zl").text.startswith("hand")]
    assert [h.one("card").text for h in hands] == ["Search", "Search", "Old Map", "Assault"]


def test_the_screenshot_is_a_png_of_the_window(browsed):
    _, _, shot = browsed
    data = shot.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    assert struct.unpack(">II", data[16:24]) == WINDOW
    assert len(data) > 50_000  # a drawn page, not a blank one
