"""`rulebook site`: the rule explorer. Unit tests of the page builders on a small collection,
one full build of the site (every bundled variant, a house variant and a check report) checked
for dead links, and that build opened in headless Chromium: pages open, the search finds a card,
a parameter and a scenario, screenshots are taken."""

from __future__ import annotations

import contextlib
import io
import json
import re
import subprocess
import time
from pathlib import Path

import pytest
from html_elements import Elements
from site_links import dead_links
from test_html_report import chromium

from rulebook.cli import main
from rulebook.compliance.running.catalog import load_scenarios
from rulebook.reports.site.build import (
    build_site,
    card_page,
    home_page,
    param_page,
    results_page,
    results_variant_pages,
    scenario_page,
    search_index,
    variant_page,
)
from rulebook.reports.site.model import cite, collect, first_move_line, load_results, read_sources, slug, url
from rulebook.variants import bundled_paths, load_variant

HOUSE = """\
id = "house"
game = "innovation"
title = "Our <b>house</b> rules"
extends = "deluxe"

[dogma]
reveal_counts_as_change = false
"""
BUNDLED = sorted(load_variant(p).id for p in bundled_paths())
SEARCH_JS = Path(__file__).resolve().parents[2] / "engine" / "reports" / "site" / "search.js"


def _house(folder: Path) -> Path:
    path = folder / "house.toml"
    path.write_text(HOUSE, encoding="utf-8")
    return path


def _report(folder: Path, scenario) -> Path:
    """A check report of one failed scenario, as `rulebook check --format json` writes it."""
    step = scenario.steps[-1]
    path = folder / "theirs.json"
    path.write_text(json.dumps({"implementation": {"name": "their-engine", "version": "0.3"}, "results": [
        {"id": f"{scenario.id}[{scenario.variants[0]}]", "scenario": scenario.id, "variant": scenario.variants[0],
         "area": scenario.area, "name": scenario.name, "status": "failed", "message": "the score pile differs",
         "line": step.line, "file": str(scenario.file)}]}), encoding="utf-8")
    return path


# -- the page builders, on a small collection -------------------------------------------------------------

@pytest.fixture(scope="module")
def small(tmp_path_factory):
    folder = tmp_path_factory.mktemp("site-data")
    every = load_scenarios()
    pinned = next(s for s in every if any(a.key == "dogma.reveal_counts_as_change" for a in s.assumes))
    pottery = next(s for s in every if "Pottery" in s.name)
    data = collect([_house(folder)], [_report(folder, pottery)], positions=False,
                   features=[pinned.file, pottery.file])
    return data, pinned, pottery


def test_home_page_shows_every_variant_the_search_box_and_how_to_use_it(small):
    data, _, _ = small
    page = Elements(home_page(data))
    links = {a.attrs["href"] for a in page.having(tag="a")}
    assert {url("variant", v) for v in [*BUNDLED, "house"]} <= links
    assert {"matrix/innovation.html", "matrix/lost-legacy.html", "results.html"} <= links
    assert page.having(tag="form", action="search.html")
    assert page.having(tag="input", name="q") and "How to use this site" in home_page(data)


def test_variant_page_gives_each_value_its_rule_source_passage_and_disputes(small):
    data, _, _ = small
    html = variant_page(data, "deluxe")
    assert 'id="p-dogma.reveal_counts_as_change"' in html
    assert "innovation-deluxe.pt.txt, Preparação 1" in html  # the citation as written
    assert 'href="../sources.html#src-innovation-deluxe.pt.txt"' in html  # resolved to its entry
    assert 'id="disputes"' in html and "alternative" in html
    house = variant_page(data, "house")
    assert "house variant" in house and "house ← deluxe ← first-edition" in house
    assert "<b>house" not in house and "Our &lt;b&gt;house&lt;/b&gt; rules" in house  # a title is text, not markup


def test_param_page_has_a_row_per_edition_marks_the_odd_ones_and_lists_pinning_scenarios(small):
    data, pinned, _ = small
    html = param_page(data, "innovation", "dogma.reveal_counts_as_change")
    rows = Elements(html).having(tag="tr")
    variant_rows = [r for r in rows if r.having(tag="th", scope="row")]
    assert len(variant_rows) == sum(1 for s in data.sides if s.variant.game == "innovation")
    assert any("odd" in r.classes for r in variant_rows)
    assert url("scenario", pinned.id) in html and "The editions differ" in html


def test_card_page_gives_every_wording_the_variants_that_play_it_and_its_disputes(small):
    data, _, pottery = small
    fermenting = card_page(data, "innovation-Fermenting")
    assert "base set, first-edition wording" in fermenting and "base set, third-edition wording" in fermenting
    assert "Dispute" in fermenting  # the card:Fermenting dispute
    html = card_page(data, "innovation-Pottery")
    assert "fourth-edition set (Ultimate)" in html and url("variant", "deluxe") in html
    assert url("scenario", pottery.id) in html
    starship = next(c for c in data.cards.values() if c.game == "lost-legacy")
    assert "lost-legacy-starship" in starship.variants


def test_echoes_card_page_marks_the_echo_effect_and_shows_bonuses_hexes_and_music_note(small):
    data, _, _ = small
    bell = card_page(data, "innovation-Bell")
    assert "Echoes expansion (fourth edition)" in bell and url("variant", "ultimate-echoes") in bell
    assert url("variant", "ultimate") + '"' not in bell  # a game without Echoes does not play it
    echo = Elements(bell).having("echo", tag="li")
    assert len(echo) == 1 and "echo effect" in bell and "score one card from your hand" in bell
    assert "music note (a hex)" in bell and "one a music note" in bell
    saxophone = card_page(data, "innovation-Saxophone")
    assert "bonuses 7, 7" in saxophone and "cards.readings.saxophone_icons" in saxophone  # its dispute


def test_scenario_page_has_steps_assumptions_and_the_failing_step_of_a_result(small):
    data, pinned, pottery = small
    html = scenario_page(data, pinned)
    assert all(f'id="step-{s.line}"' in html for s in pinned.steps)
    assert url("param", "innovation.dogma.reveal_counts_as_change") in html
    failed = scenario_page(data, pottery)
    line = pottery.steps[-1].line
    assert f'href="#step-{line}"' in failed and 'class="failing"' in failed and "their-engine 0.3" in failed


def test_scenario_position_is_drawn_from_the_reference_engine(small):
    data, pinned, _ = small
    from rulebook.reports.site.model import draw_positions

    draw_positions(data)
    variant, state, note = data.positions[pinned.id]
    assert state is not None and variant in pinned.variants, note
    assert 'class="board' in scenario_page(data, pinned)
    assert first_move_line(pinned) == next(s.line for s in pinned.steps if s.keyword != "Given")


def test_results_dashboard_counts_by_variant_and_area_and_links_the_failing_step(small):
    data, _, pottery = small
    html = results_page(data)
    assert "By variant" in html and "By area" in html and "1 failed" in html
    assert f'{url("scenario", pottery.id)}#step-{pottery.steps[-1].line}' in html
    assert url("results", pottery.variants[0]) in html
    per_variant = results_variant_pages(data)[url("results", pottery.variants[0])]
    assert f'../{url("scenario", pottery.id)}#step-{pottery.steps[-1].line}' in per_variant
    assert "their-engine 0.3" in per_variant


def test_search_index_is_a_script_holding_cards_parameters_scenarios_and_variants(small):
    data, pinned, _ = small
    text = search_index(data)
    assert text.startswith("window.RULEBOOK_INDEX = ")
    entries = json.loads(text[len("window.RULEBOOK_INDEX = "):].rstrip().rstrip(";"))
    kinds = {(e[0], e[1]) for e in entries}
    assert {("card", "Pottery"), ("parameter", "dogma.reveal_counts_as_change"), ("variant", "Our <b>house</b> rules"),
            ("scenario", pinned.name)} <= kinds


def _suggest(index: list, *queries: str) -> list[list[str]]:
    """What search.js offers for each query that matches nothing, run by Node on `index`."""
    import shutil

    node = shutil.which("node")
    if node is None:
        pytest.skip("Node.js is not installed: the search's suggestions are tested in the browser test only")
    script = (f"const s = require({json.dumps(str(SEARCH_JS))});\n"
              f"const index = {json.dumps(index)};\n"
              f"console.log(JSON.stringify({json.dumps(list(queries))}.map(q => s.suggestions(index, q))));\n")
    done = subprocess.run([node, "-e", script], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def test_the_search_offers_the_nearest_titles_for_a_typo(small):
    """A term no entry holds is replaced by the words of the titles nearest to it (one edit in a
    short word, up to three in a long one, two letters swapped counting once); a query is
    offered only if it finds something, and nothing is offered for what resembles no title."""
    data, _, _ = small
    text = search_index(data)
    index = json.loads(text[len("window.RULEBOOK_INDEX = "):].rstrip().rstrip(";"))
    toools, swapped, long_one, two_terms, nothing = _suggest(
        index, "Toools", "Ptotery", "dogma.reveal_count_as_change", "Toools ultimate", "qqqqqqqq")
    assert toools[0] == "Tools"
    assert swapped[0] == "Pottery"
    assert long_one == ["dogma.reveal_counts_as_change"]
    assert two_terms[0] == "Tools ultimate"  # the term that matches is kept as typed
    assert nothing == []


def test_sources_and_citations():
    sources = {e.name: e for e in read_sources()}
    assert "innovation-deluxe.pt.txt" in sources and "R3E" in sources
    found = cite("innovation-editions.md 1F (R3E: a draw)", sources)
    assert found is not None and found.entry is not None and found.entry.name == "innovation-editions.md"
    assert [e.name for e in found.also] == ["R3E"]
    assert cite(None, sources) is None and slug("Trần Hưng Đạo") == "tran-hung-dao"


def test_a_bad_results_file_is_a_clear_error(tmp_path):
    from rulebook.errors import UserError

    bad = tmp_path / "bad.json"
    bad.write_text("{", encoding="utf-8")
    with pytest.raises(UserError, match="not JSON"):
        load_results(bad)
    bad.write_text("[]", encoding="utf-8")
    with pytest.raises(UserError, match="no 'results' list"):
        load_results(bad)


def test_cli_refuses_an_out_that_is_a_file_or_a_folder_of_other_things(tmp_path, capsys):
    target = tmp_path / "site.html"
    target.write_text("", encoding="utf-8")
    assert main(["site", "--out", str(target)]) == 2
    assert "not a folder" in capsys.readouterr().err
    assert main(["site", "--out", str(tmp_path)]) == 2  # holds site.html, and no earlier site
    assert "holds other files" in capsys.readouterr().err
    assert main(["site", "--out", str(tmp_path / "new"), "--scenarios", "0"]) == 2
    assert "1 or more" in capsys.readouterr().err
    assert main(["site", "--out", str(tmp_path / "new"), "--variant", str(tmp_path / "nope.toml")]) == 2
    assert not (tmp_path / "new").exists()


def test_cli_rebuilds_over_an_earlier_site(tmp_path, capsys):
    out = tmp_path / "site"
    for _ in range(2):
        assert main(["site", "--out", str(out), "--scenarios", "2", "--no-positions"]) == 0
    said = capsys.readouterr().err
    assert said.count("wrote ") == 2 and "2 scenarios" in said


def test_a_quick_build_has_a_page_for_everything(tmp_path):
    data = collect(positions=False, limit=20)
    files = build_site(data)
    assert {url("variant", v) for v in BUNDLED} <= set(files)
    assert sum(p.startswith("scenarios/") for p in files) == 20
    assert sum(p.startswith("params/") for p in files) == len(data.params)
    assert sum(p.startswith("cards/") for p in files) == len(data.cards)


# -- the full site -------------------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def site(tmp_path_factory):
    """The full site (every bundled variant, every scenario with its position, a house variant, a
    check report), built once through the command line: (folder, seconds, stderr)."""
    folder = tmp_path_factory.mktemp("site")
    pottery = next(s for s in load_scenarios() if "Pottery" in s.name)
    args = ["site", "--out", str(folder / "out"), "--variant", str(_house(folder)),
            "--results", str(_report(folder, pottery))]
    started = time.monotonic()
    with contextlib.redirect_stderr(io.StringIO()) as err:
        assert main(args) == 0, err.getvalue()
    return folder / "out", time.monotonic() - started, err.getvalue()


def test_full_site_has_every_page(site):
    out, seconds, said = site
    assert "wrote" in said and "open" in said
    assert {p.stem for p in (out / "variants").glob("*.html")} == {*BUNDLED, "house"}
    assert len(list((out / "scenarios").glob("*.html"))) == len(load_scenarios())
    assert (out / "results.html").is_file() and (out / "sources.html").is_file()
    house_diff = (out / url("diff", "deluxe--house")).read_text(encoding="utf-8")
    assert f'href="../{url("param", "innovation.dogma.reveal_counts_as_change")}"' in house_diff  # rows link
    matrix = (out / url("matrix", "innovation")).read_text(encoding="utf-8")
    assert f'href="../{url("param", "innovation.victory.achievements.minimum")}"' in matrix
    both = re.search(r"<small>(\d+) run for both</small>", house_diff)
    assert both and int(both.group(1)) > 100  # the house runs the deluxe scenarios whose assumptions it keeps
    print(f"site built in {seconds:.1f} s")  # the build time, shown with -s; never asserted


def test_full_site_has_no_dead_link(site):
    out, _, _ = site
    checked, dead = dead_links(out)
    assert checked > 10_000
    assert dead == [], "\n".join(dead[:20])


def test_no_page_reaches_the_network(site):
    out, _, _ = site
    for page in [out / "index.html", out / "search.html", *sorted((out / "variants").glob("*.html"))[:3]]:
        text = page.read_text(encoding="utf-8")
        assert "http://" not in text and "https://" not in text and "fetch(" not in text


# -- in a real browser ------------------------------------------------------------------------------------------

def _browse(page: Path, query: str = "", shot: Path | None = None) -> Elements:
    browser = chromium()
    args = [browser, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
            f"--user-data-dir={page.parent / '.profile'}", "--window-size=1400,1600"]
    if shot is not None:
        args.append(f"--screenshot={shot}")
    done = subprocess.run([*args, "--dump-dom", page.as_uri() + query], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0 and "</html>" in done.stdout, done.stderr[-2000:]
    return Elements(done.stdout)


def _hits(dom: Elements) -> list[tuple[str, str]]:
    return [(a.attrs["href"], a.text) for li in dom.having("hit", tag="li") for a in li.having(tag="a")]


def test_browser_opens_the_home_page_and_a_variant_page(site, tmp_path):
    out, _, _ = site
    shot = tmp_path / "home.png"
    home = _browse(out / "index.html", shot=shot)
    assert any(a.attrs.get("href") == "variants/deluxe.html" for a in home.having(tag="a"))
    assert shot.stat().st_size > 10_000
    variant = _browse(out / "variants" / "ultimate.html", shot=tmp_path / "ultimate.png")
    assert variant.having(tag="tr", id="p-dogma.reveal_counts_as_change")


def test_browser_search_finds_a_card_a_parameter_and_a_scenario(site, tmp_path):
    out, _, _ = site
    pottery = _hits(_browse(out / "search.html", "?q=Pottery", shot=tmp_path / "search.png"))
    assert pottery[0] == ("cards/innovation-pottery.html", "Pottery")
    param = _hits(_browse(out / "search.html", "?q=reveal_counts_as_change"))
    assert ("params/innovation.dogma.reveal_counts_as_change.html", "dogma.reveal_counts_as_change") in param
    scenario = next(s for s in load_scenarios() if s.id.startswith("ach-"))
    found = _hits(_browse(out / "search.html", f"?q={scenario.id}"))
    assert (url("scenario", scenario.id), scenario.name) in found
    for href, _ in [*pottery[:3], *param[:3], *found[:3]]:
        assert (out / href).is_file()


def test_browser_search_offers_the_nearest_title_for_a_typo(site):
    out, _, _ = site
    dom = _browse(out / "search.html", "?q=Toools")
    assert _hits(dom) == []
    status = dom.one(tag="p", id="status")
    assert status.text.startswith("No match for \u201cToools\u201d. Did you mean Tools")
    offered = [(a.attrs["href"], a.text) for a in status.having("suggestion", tag="a")]
    assert offered[0] == ("search.html?q=Tools", "Tools")
    assert _hits(_browse(out / "search.html", "?q=Tools"))[0] == ("cards/innovation-tools.html", "Tools")


def test_the_link_check_finds_each_kind_of_dead_link(tmp_path):
    (tmp_path / "a.html").write_text('<p id="here"><a href="b.html">missing</a> <a href="#nope">no anchor</a> '
                                     '<a href="../outside.html">outside</a> <a href="#here">fine</a> '
                                     '<img src="https://example.org/x.png"> <a href=\'c.html\'>odd quotes</a>',
                                     encoding="utf-8")
    checked, dead = dead_links(tmp_path)
    assert checked == 5
    assert [d.split(": ")[-1] for d in dead] == [
        "a link not in double quotes, <a href='c.html'>", "no such file", "no id 'nope' there", "no such file",
        "leaves the site (the site has no network)"]
