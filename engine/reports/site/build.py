"""The rule explorer's pages, each built from the collected `SiteData` as (address, HTML) pairs.

`build_site` returns every file of the site as {relative path: text}; `write_site` writes them.
One builder per page kind (`variant_page`, `param_page`, `card_page`, `scenario_page`, ...), so a
test can build one page alone.
"""

from __future__ import annotations

import html
import json
import os
import re
import time
from collections import Counter
from pathlib import Path
from typing import Any

from markupsafe import Markup

from ... import __version__
from ...errors import UserError
from ...files import check_output, write_atomic
from ..boards import BOARD_CSS, draw
from ..diff import build_diff
from ..matrix import build_matrix
from ..params import AREAS
from ..render_html import diff_html, matrix_html
from ..templating import GAMES, HTML
from .model import SiteData, collect, slug, url

ASSETS = Path(__file__).parent
ROOT_PAGES = ("index", "search", "sources", "variants", "params", "cards", "scenarios", "diffs", "results")


def _render(data: SiteData, template: str, root: str, **context) -> str:
    page = HTML.get_template(f"site/{template}").render(
        root=root, url=url, games=data.games(), has_sources=bool(data.sources), has_results=bool(data.results),
        house=data.house, version=__version__, cite=data.cite, **context)
    return "\n".join(line.rstrip() for line in page.splitlines() if line.strip()) + "\n"


def _rel(path: str) -> str:
    """The prefix that leads from a page at `path` back to the site's root."""
    return "../" * path.count("/")


# -- the pages ---------------------------------------------------------------------------------------

def home_page(data: SiteData) -> str:
    pairs = {}
    for a, b in data.pairs():
        parent = [p.stem for p in b.resolved.chain][1:2]
        if parent == [a.variant.id] or b.variant.id not in pairs:
            pairs[b.variant.id] = (a, b)
    variants: dict[str, list[dict]] = {}
    counts = Counter(v for s in data.scenarios for v in s.variants)
    counts.update({v: len(_variant_scenarios(data, v)) for v in data.house})
    for side in data.sides:
        v = side.variant
        chain = [p.stem for p in side.resolved.chain]
        pair = pairs.get(v.id)
        players = f"{v.players.min}–{v.players.max}" if hasattr(v.players, "min") else str(v.players)
        variants.setdefault(v.game, []).append({
            "id": v.id, "title": v.title, "players": players, "parent": chain[1] if len(chain) > 1 else "",
            "house": v.id in data.house, "scenarios": counts.get(v.id, 0),
            "diff": url("diff", f"{pair[0].variant.id}--{v.id}") if pair else "",
            "diff_with": pair[0].variant.id if pair else ""})
    params = {g: [p for (pg, _), p in data.params.items() if pg == g] for g in data.games()}
    return _render(data, "index.html.j2", "", title="Home", variants=variants, scenario_count=len(data.scenarios),
                   param_counts={g: len(ps) for g, ps in params.items()},
                   differing={g: sum(p.differs for p in ps) for g, ps in params.items()},
                   card_counts={g: sum(c.game == g for c in data.cards.values()) for g in data.games()},
                   results=[r["label"] for r in data.results])


def variant_page(data: SiteData, variant_id: str) -> str:
    side = data.side(variant_id)
    assert side is not None, variant_id
    game = side.variant.game
    areas: dict[str, list[dict]] = {}
    numbered: list[dict[str, Any]] = [{"n": n, "d": d} for n, d in enumerate(side.disputes, 1)]
    for (pgame, key), param in data.params.items():
        if pgame != game or key not in side.units:
            continue
        statement = side.statement(key)
        disputes = [d for d in numbered if d["d"]["key"] == key or d["d"]["key"].startswith(key + ".")
                    or key.startswith(d["d"]["key"] + ".")]
        areas.setdefault(param.area, []).append({
            "key": key, "game": game, "meaning": param.meaning, "value": statement.value, "rule": statement.rule,
            "cite": data.cite(statement.source), "disputes": disputes})
    diffs = [(f"{a.variant.id} → {b.variant.id}", url("diff", f"{a.variant.id}--{b.variant.id}"))
             for a, b in data.pairs() if variant_id in (a.variant.id, b.variant.id)]
    return _render(data, "variant.html.j2", "../", title=side.variant.title, v=side.variant,
                   is_house=variant_id in data.house, path=str(side.resolved.chain[0]),
                   chain=[p.stem for p in side.resolved.chain], diffs=diffs,
                   areas=[{"id": a, "title": AREAS[a], "rows": areas[a]} for a in AREAS if a in areas],
                   disputes=numbered, scenario_ids=_variant_scenarios(data, variant_id))


def _variant_scenarios(data: SiteData, variant_id: str) -> list[str]:
    """The scenarios that run for a variant: those its tag names, or for a house variant those of
    the bundled variant it derives from whose assumptions hold for it (as `check` runs them)."""
    side = data.side(variant_id)
    if side is not None and variant_id in data.house:
        from ...compliance.running.assumptions import applicable

        return sorted(applicable(side.resolved, data.scenarios)[0])
    return sorted(s.id for s in data.scenarios if variant_id in s.variants)


def param_page(data: SiteData, game: str, key: str) -> str:
    param = data.params[(game, key)]
    values = [json.dumps(v, sort_keys=True, default=str) for _, v in param.rows]
    usual = Counter(values).most_common(1)[0][0] if values else None
    rows = []
    for (side, value), text in zip(param.rows, values):
        statement = side.statement(key)
        rows.append({"id": side.variant.id, "title": side.variant.title, "value": value, "rule": statement.rule,
                     "cite": data.cite(statement.source), "disputes": [d.model_dump() for d in statement.disputes],
                     "odd": param.differs and text != usual, "listed": key in side.units})
    return _render(data, "param.html.j2", "../", title=key, p=param, area=AREAS[param.area], rows=rows)


def card_page(data: SiteData, card_key: str) -> str:
    card = data.cards[card_key]
    by_id = {s.id: s for s in data.scenarios}
    return _render(data, "card.html.j2", "../", title=card.name, c=card,
                   titles={s.variant.id: s.variant.title for s in data.sides},
                   scenarios=[by_id[i] for i in card.scenarios])


def _shown_file(path) -> str:
    from ..explain import _shown_path

    return _shown_path(path)


def scenario_page(data: SiteData, scenario) -> str:
    game = data.scenario_game(scenario)
    assumes = []
    for assumption in scenario.assumes:
        unit = next((k for (g, k) in data.params if g == game and
                     (assumption.key == k or assumption.key.startswith(k + "."))), None)
        assumes.append((assumption, url("param", f"{game}.{unit}") if unit else None))
    variant, state, note = data.positions.get(scenario.id, ("", None, "positions were not drawn in this build"))
    results = []
    for report in data.results:
        for r in report["results"]:
            if r["scenario"] != scenario.id:
                continue
            evidence = r.get("evidence") or {}
            board = draw(evidence.get("state"), evidence.get("differences"), evidence.get("reference_state"), "got") \
                if r["status"] == "failed" and isinstance(evidence.get("state"), dict) else None
            results.append({"label": report["label"], "slug": report["slug"], "variant": r["variant"],
                            "anchor": data.result_keys[r["variant"]],
                            "status": r["status"], "line": r.get("line"), "message": r.get("message", ""),
                            "board": board})
    failing = {r["line"] for r in results if r["status"] == "failed"}
    return _render(data, "scenario.html.j2", "../", title=scenario.name, s=scenario, file=_shown_file(scenario.file),
                   known={s.variant.id for s in data.sides}, assumes=assumes,
                   cards=[data.cards[k] for k in data.scenario_cards.get(scenario.id, [])],
                   board=draw(state) if state else None, position_variant=variant, position_note=note,
                   results=results, failing=failing)


def lists(data: SiteData) -> dict[str, str]:
    """The index pages of variants, parameters, cards, scenarios and diffs."""
    pages = {}
    groups = [{"id": g, "title": GAMES[g], "items": [
        {"href": url("variant", s.variant.id), "label": s.variant.title, "note": s.variant.id}
        for s in data.of_game(g)]} for g in data.games()]
    pages["variants.html"] = _render(data, "list.html.j2", "", title="Variants", lead="", groups=groups)
    groups = []
    for g in data.games():
        for area, title in AREAS.items():
            items = [{"href": url("param", f"{g}.{k}"), "label": k,
                      "note": ("differs · " if p.differs else "") + p.meaning}
                     for (pg, k), p in data.params.items() if pg == g and p.area == area]
            if items:
                groups.append({"id": f"{g}-{area}", "title": f"{GAMES[g]}: {title}", "items": items})
    pages["params.html"] = _render(data, "list.html.j2", "", title="Parameters",
                                   lead="Every rule parameter; those marked 'differs' are not the same in every edition.",
                                   groups=groups)
    groups = []
    for g in data.games():
        cards = sorted((c for c in data.cards.values() if c.game == g), key=lambda c: c.name)
        groups.append({"id": g, "title": GAMES[g], "items": [
            {"href": url("card", c.key), "label": c.name, "note": " / ".join(sorted({t.where.split(",")[0] for t in c.texts}))}
            for c in cards]})
    pages["cards.html"] = _render(data, "list.html.j2", "", title="Cards", lead="", groups=groups)
    by_area: dict[str, list] = {}
    for s in data.scenarios:
        by_area.setdefault(s.area, []).append(s)
    groups = [{"id": slug(area), "title": area, "items": [
        {"href": url("scenario", s.id), "label": s.id, "note": s.name} for s in sorted(items, key=lambda s: s.id)]}
        for area, items in sorted(by_area.items())]
    pages["scenarios.html"] = _render(data, "list.html.j2", "", title="Scenarios",
                                      lead=f"{len(data.scenarios)} scenarios, by rule area.", groups=groups)
    groups = [{"id": g, "title": GAMES[g], "items": [
        {"href": url("diff", f"{a.variant.id}--{b.variant.id}"), "label": f"{a.variant.id} → {b.variant.id}",
         "note": f"{a.variant.title} → {b.variant.title}"} for a, b in data.pairs() if a.variant.game == g]}
        for g in data.games()]
    pages["diffs.html"] = _render(data, "list.html.j2", "", title="Diffs",
                                  lead="Each variant against its neighbours and the variant it extends.", groups=groups)
    return pages


def sources_page(data: SiteData) -> str:
    sections: dict[str, list] = {}
    for entry in data.sources.values():
        sections.setdefault(entry.section, []).append(entry)
    return _render(data, "sources.html.j2", "", title="Sources", sections=list(sections.items()))


def _cell(results: list[dict]) -> dict:
    statuses = Counter(r["status"] for r in results)
    run = sum(n for s, n in statuses.items() if s != "skipped")
    return {"run": run, "passed": statuses.get("passed", 0) + statuses.get("expected", 0),
            "failed": statuses.get("failed", 0)}


def results_page(data: SiteData) -> str:
    known = {s.id for s in data.scenarios}
    pages = data.result_keys
    variants = sorted(pages)
    areas = sorted({str(r.get("area")) for rep in data.results for r in rep["results"]})

    def table(field: str, names: list[str], link) -> list:
        return [(name, link(name), [_cell([r for r in rep["results"] if str(r.get(field)) == name])
                                    for rep in data.results]) for name in names]

    failing = []
    for rep in data.results:
        for r in rep["results"]:
            if r["status"] == "failed":
                href = url("scenario", r["scenario"]) if r["scenario"] in known else None
                failing.append({"scenario": r["scenario"], "variant": r.get("variant"), "label": rep["label"],
                                "line": r.get("line"), "message": r.get("message", ""), "href": href,
                                "href_step": f"{href}#step-{r.get('line')}" if href else None})
    return _render(data, "results.html.j2", "", title="Compliance results", impls=data.results,
                   tables=[("variant", table("variant", variants, lambda v: url("results", pages[v]))),
                           ("area", table("area", areas, lambda a: None))],
                   failing=failing)


def results_variant_pages(data: SiteData) -> dict[str, str]:
    """Per variant of the reports: every scenario run under it, one column per implementation,
    each failure linked to its scenario's failing step."""
    known = {s.id for s in data.scenarios}
    sides = {s.variant.id for s in data.sides}
    pages = {}
    for variant, key in data.result_keys.items():
        rows: dict[str, dict] = {}
        for n, rep in enumerate(data.results):
            for r in rep["results"]:
                if str(r.get("variant")) != variant:
                    continue
                row = rows.setdefault(r["scenario"], {
                    "scenario": r["scenario"], "area": r.get("area", ""), "cells": [None] * len(data.results),
                    "href": url("scenario", r["scenario"]) if r["scenario"] in known else None})
                row["cells"][n] = r
        pages[url("results", key)] = _render(data, "results_variant.html.j2", "../", title=f"Results: {variant}",
                                                 variant=variant, known=variant in sides, impls=data.results,
                                                 rows=[rows[k] for k in sorted(rows)])
    return pages


ROW_KEY = re.compile(r'<th scope="row"><code>([^<]+)</code>')


def _link_keys(page: str, data: SiteData, game: str) -> str:
    """The parameter keys heading the rows of a matrix or diff page, linked to their pages."""
    def link(match: re.Match) -> str:
        key = html.unescape(match.group(1))
        if (game, key) not in data.params:
            return match.group(0)
        return f'<th scope="row"><a href="../{url("param", f"{game}.{key}")}"><code>{match.group(1)}</code></a>'

    return ROW_KEY.sub(link, page)


def _standalone(page: str, root: str, title: str) -> str:
    """A report page of its own (diff, matrix) with the site's way home added."""
    bar = (f'<nav style="font:14px system-ui,sans-serif;padding:6px 0"><a href="{root}index.html">rulebook explorer</a>'
           f' · <a href="{root}diffs.html">all diffs</a> · <a href="{root}search.html">search</a> · {Markup.escape(title)}</nav>')
    return page.replace("<body>\n", "<body>\n" + bar + "\n", 1)


def search_index(data: SiteData) -> str:
    entries = []
    for side in data.sides:
        entries.append(["variant", side.variant.title, url("variant", side.variant.id), side.variant.id])
    for (game, key), param in data.params.items():
        entries.append(["parameter", key, url("param", f"{game}.{key}"), f"{GAMES[game]} {param.meaning}"])
    for card in sorted(data.cards.values(), key=lambda c: c.name):
        entries.append(["card", card.name, url("card", card.key),
                        f"{GAMES[card.game]} " + " ".join(t.where for t in card.texts)])
    for s in data.scenarios:
        entries.append(["scenario", s.name, url("scenario", s.id), f"{s.id} {s.area} {' '.join(s.variants)}"])
    text = json.dumps(entries, ensure_ascii=False, separators=(",", ":")).replace("</", "<\\/")
    return f"window.RULEBOOK_INDEX = {text};\n"


# -- the whole site ----------------------------------------------------------------------------------

def build_site(data: SiteData) -> dict[str, str]:
    """Every file of the site, by its path relative to the site's folder."""
    files: dict[str, str] = {"index.html": home_page(data)}
    files.update(lists(data))
    files["search.html"] = _render(data, "search.html.j2", "", title="Search")
    if data.sources:
        files["sources.html"] = sources_page(data)
    if data.results:
        files["results.html"] = results_page(data)
        files.update(results_variant_pages(data))
    for side in data.sides:
        files[url("variant", side.variant.id)] = variant_page(data, side.variant.id)
    for game, key in data.params:
        files[url("param", f"{game}.{key}")] = param_page(data, game, key)
    for card_key in data.cards:
        files[url("card", card_key)] = card_page(data, card_key)
    for scenario in data.scenarios:
        files[url("scenario", scenario.id)] = scenario_page(data, scenario)
    for game in data.games():
        ids = [s.resolved.chain[0] if s.variant.id in data.house else s.variant.id for s in data.of_game(game)]
        matrix = _link_keys(matrix_html(build_matrix(game, ids)), data, game)
        files[url("matrix", game)] = _standalone(matrix, "../", f"matrix of {GAMES[game]}")
    by_variant: dict[str, list[str]] = {}
    for s in data.scenarios:
        for v in s.variants:
            by_variant.setdefault(v, []).append(s.id)
    by_variant.update({v: _variant_scenarios(data, v) for v in data.house})
    for a, b in data.pairs():
        report = build_diff(a, b, by_variant)
        files[url("diff", f"{a.variant.id}--{b.variant.id}")] = _standalone(
            _link_keys(diff_html(report), data, a.variant.game), "../", f"{a.variant.id} → {b.variant.id}")
    files["assets/site.css"] = (ASSETS / "site.css").read_text(encoding="utf-8") + BOARD_CSS
    files["assets/search.js"] = (ASSETS / "search.js").read_text(encoding="utf-8")
    files["assets/search-index.js"] = search_index(data)
    return files


def _targets(out: Path, files: dict[str, str]) -> list[Path]:
    """The file of each page under `out`, refused before anything is written when a folder on the
    way is a symbolic link or not a folder (a link left in an earlier site folder would send a
    page outside it), or the file itself is anything but a regular file (a link, a FIFO)."""
    folders: set[Path] = set()
    targets = []
    for name in files:
        target = out / name
        for folder in reversed(Path(name).parents[:-1]):  # the subfolders of `out` on the way
            here = out / folder
            if here in folders:
                continue
            if os.path.islink(here) or (os.path.lexists(here) and not here.is_dir()):
                raise UserError("cannot write the site: it is a symbolic link or not a folder; only real "
                                "folders are written into: remove it", file=here)
            folders.add(here)
        check_output(target, what="page", make_folder=True)
        targets.append(target)
    return targets


def write_site(out: Path, house: list[Path] | None = None, results: list[Path] | None = None,
               positions: bool = True, limit: int | None = None) -> tuple[dict[str, int], float]:
    """Collect, build and write the site into `out`; answers (pages by kind, seconds taken)."""
    started = time.monotonic()
    data = collect(house, results, positions=positions, limit=limit)
    files = build_site(data)
    for target in _targets(out, files):  # every page checked before the first is written
        write_atomic(target, files[target.relative_to(out).as_posix()], what="page", make_folder=True,
                     durable=False)
    kinds = Counter(path.split("/")[0] if "/" in path else "top" for path in files)
    return dict(kinds), time.monotonic() - started
