"""What the rule explorer shows, gathered once: the variants (bundled and house), their
parameters, the sources they cite, the cards, the scenarios, and any compliance results.

Every page builder reads a `SiteData`; nothing here renders. Page addresses are made here too
(`url`), so that every link in the site comes from one function and can be checked.

    >>> slug("Sargon of Akkad"), slug("special_achievements.conditions.Empire")
    ('sargon-of-akkad', 'special_achievements.conditions.empire')
"""

from __future__ import annotations

import json
import re
import unicodedata
from dataclasses import dataclass, field
from itertools import pairwise
from pathlib import Path
from typing import Any

from ...data import expansion_decks, innovation_cards, lost_legacy_sets
from ...errors import UserError
from ...resources import SOURCE_ROOT
from ...variants import bundled_paths, resolve
from ..diff import Side
from ..matrix import family_order
from ..params import AREAS, area_of, describe, ordered_union

SOURCES_MD = SOURCE_ROOT / "docs" / "sources.md"
WORDINGS = {"first-edition": "first-edition wording", "third-edition": "third-edition wording"}
# each expansion deck's heading on a card page
EXPANSION_DECKS = {("figures", "figures"): "Figures expansion (fourth edition)",
                   ("figures", "base"): "fourth-edition age-0 cards (Figures)",
                   ("echoes", "echoes"): "Echoes expansion (fourth edition)"}
ICON_WORDS = {"echo": "echo effect", "music-note": "music note (a hex)"}


_LETTERS = str.maketrans({"đ": "d", "Đ": "D", "ø": "o", "Ø": "O", "ß": "ss", "æ": "ae", "ł": "l"})


def slug(text: str) -> str:
    """A file-name-safe, lower-case form of a name (accents dropped, dots kept)."""
    plain = unicodedata.normalize("NFKD", text.translate(_LETTERS)).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9._-]+", "-", plain.lower()).strip("-") or "x"


def url(kind: str, key: str = "") -> str:
    """The site-relative address of a page: ("variant", "deluxe") -> "variants/deluxe.html"."""
    folders = {"variant": "variants", "param": "params", "card": "cards", "scenario": "scenarios",
               "matrix": "matrix", "diff": "diffs", "results": "results"}
    if kind in folders:
        return f"{folders[kind]}/{slug(key)}.html"
    return f"{kind}.html"  # index, search, sources, cards, params, scenarios, variants, diffs


# -- sources: docs/sources.md, each cited name with what it is ---------------------------------------

@dataclass
class SourceEntry:
    name: str
    section: str  # the heading of the table it is listed in
    cells: list[str]  # the table row's other cells

    @property
    def anchor(self) -> str:
        return "src-" + slug(self.name)


def read_sources(path: Path = SOURCES_MD) -> list[SourceEntry]:
    """Every file and abbreviation docs/sources.md lists (none when the page is not at hand, as in
    an installed wheel)."""
    if not path.is_file():
        return []
    entries: list[SourceEntry] = []
    section = ""
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("## "):
            section = line[3:].strip()
        elif line.startswith("| ") and not line.startswith("|---"):
            cells = [c.strip() for c in line.strip().strip("|").split(" | ")]
            first = cells[0]
            names = re.findall(r"`([^`]+)`", first) or [first]
            if first.lower() in ("file", "abbreviation", "word", "words"):
                continue
            for name in names[:1]:
                entries.append(SourceEntry(name=name, section=section, cells=cells[1:]))
    return entries


@dataclass
class Citation:
    text: str
    entry: SourceEntry | None  # the file or abbreviation it names first, if sources.md lists it
    also: list[SourceEntry] = field(default_factory=list)  # abbreviations named inside it


def cite(text: str | None, sources: dict[str, SourceEntry]) -> Citation | None:
    if not text:
        return None
    found = []
    for name, entry in sources.items():
        at = text.find(name)
        if at >= 0 and (at == 0 or not text[at - 1].isalnum()) and \
                (at + len(name) == len(text) or not text[at + len(name)].isalnum()):
            found.append((at, -len(name), entry))
    found.sort(key=lambda f: (f[0], f[1]))
    entries = []
    for _, _, entry in found:
        if entry not in entries:
            entries.append(entry)
    return Citation(text, entries[0] if entries else None, entries[1:])


# -- cards --------------------------------------------------------------------------------------------

@dataclass
class CardText:
    where: str  # "base set, third-edition wording", "The Starship", ...
    set_id: str
    age: object
    color: str | None
    effects: list[tuple[str, str]]  # (kind, text)
    icons: list[str] = field(default_factory=list)
    notes: str = ""

    def icon_words(self) -> list[str]:
        """The card's slots in words, top left first: 'bonus-7' a bonus 7, 'echo' where its echo
        effect is printed, 'music-note' a music note (Echoes)."""
        return [ICON_WORDS.get(icon) or (f"bonus {icon[6:]}" if icon.startswith("bonus-") else icon.replace("-", " "))
                for icon in self.icons]

    def echoes_facts(self) -> list[str]:
        """What an Echoes card shows beside its icons: bonuses, hexes, a music note, an echo effect
        (nothing for a card without any)."""
        bonuses = [icon[6:] for icon in self.icons if icon.startswith("bonus-")]
        facts = [f"{'bonuses' if len(bonuses) > 1 else 'bonus'} {', '.join(bonuses)}"] if bonuses else []
        hexes = sum(icon in ("hex", "music-note") for icon in self.icons)
        if hexes:
            facts.append(f"{hexes} hex{'es' if hexes > 1 else ''}" + (" (one a music note)" if "music-note" in self.icons
                                                                        else ""))
        if any(kind == "echo" for kind, _ in self.effects):
            facts.append("an echo effect (run before its dogma effects, and from under a splay that shows it)")
        return facts


@dataclass
class Card:
    name: str
    game: str
    texts: list[CardText] = field(default_factory=list)
    variants: list[str] = field(default_factory=list)
    scenarios: list[str] = field(default_factory=list)
    disputes: list[tuple[str, dict]] = field(default_factory=list)  # (variant id, dispute)

    @property
    def key(self) -> str:
        return f"{self.game}-{self.name}"


def _innovation_cards(cards: dict[str, Card]) -> None:
    def add(name: str, text: CardText) -> None:
        cards.setdefault(f"innovation-{name}", Card(name, "innovation")).texts.append(text)

    for card in innovation_cards("base"):
        firsts = [(e["kind"], e.get("rule_first_edition", e["rule"])) for e in card["effects"]]
        thirds = [(e["kind"], e["rule"]) for e in card["effects"]]
        if firsts == thirds:
            add(card["name"], CardText("base set (first to third editions), both wordings", "base", card["age"],
                                       card["color"], thirds, card.get("icons", [])))
        else:
            add(card["name"], CardText("base set, first-edition wording", "base", card["age"], card["color"], firsts,
                                       card.get("icons", [])))
            add(card["name"], CardText("base set, third-edition wording", "base", card["age"], card["color"], thirds,
                                       card.get("icons", [])))
    for card in innovation_cards("base-ultimate"):
        add(card["name"], CardText("fourth-edition set (Ultimate)", "base-ultimate", card["age"], card["color"],
                                   [(e["kind"], e["rule"]) for e in card["effects"]], card.get("icons", [])))
    for (expansion, deck), where in EXPANSION_DECKS.items():
        for card in expansion_decks(expansion)[deck]:
            add(card["name"], CardText(where, f"{expansion}:{deck}", card["age"], card["color"],
                                       [(e["kind"], e["rule"]) for e in card["effects"]], card.get("icons", []),
                                       card.get("notes", "")))


def _lost_legacy_cards(cards: dict[str, Card]) -> None:
    for set_id, card_set in lost_legacy_sets().items():
        for card in card_set["cards"]:
            text = CardText(card_set["name"], set_id, card.get("speed"), None,
                            [("effect", card.get("effect") or "(not known)")], notes=card.get("note", ""))
            cards.setdefault(f"lost-legacy-{card['name']}", Card(card["name"], "lost-legacy")).texts.append(text)


def _played_names(side: Side) -> tuple[set[str], set[str]]:
    """(card names, set ids) a variant plays."""
    variant = side.variant
    if variant.game == "innovation":
        sets = {variant.cards.set, *(f"{e}:{d}" for e in variant.cards.expansions for d in expansion_decks(e))}
        names = {c["name"] for c in innovation_cards(variant.cards.set)}
        for expansion in variant.cards.expansions:
            names |= {c["name"] for deck in expansion_decks(expansion).values() for c in deck}
        return names, sets
    known = lost_legacy_sets()
    names = {c["name"] for s in variant.deck.sets if s in known for c in known[s]["cards"]}
    names |= {c.name for c in variant.deck.cards}
    names -= set(variant.deck.remove)
    return names, set(variant.deck.sets)


# -- the whole site's data -------------------------------------------------------------------------------

@dataclass
class Parameter:
    game: str
    key: str
    area: str
    meaning: str
    rows: list[tuple[Side, object]]  # (variant, value) in family order
    scenarios: list[tuple[object, list[str]]]  # (scenario, the assumption tags naming the key)

    @property
    def differs(self) -> bool:
        return len({json.dumps(v, sort_keys=True, default=str) for _, v in self.rows}) > 1


@dataclass
class SiteData:
    sides: list[Side]  # bundled in family order per game, then house variants
    house: list[str]  # ids of the --variant files
    params: dict[tuple[str, str], Parameter]
    cards: dict[str, Card]
    scenarios: list  # catalog Scenarios
    sources: dict[str, SourceEntry]
    scenario_cards: dict[str, list[str]] = field(default_factory=dict)  # scenario id -> card keys
    results: list[dict] = field(default_factory=list)  # loaded --results reports
    result_keys: dict[str, str] = field(default_factory=dict)  # variant of the reports -> its page's key
    positions: dict[str, tuple[str, dict | None, str]] = field(default_factory=dict)  # id -> (variant, state, note)

    def games(self) -> list[str]:
        return [g for g in ("innovation", "lost-legacy") if any(s.variant.game == g for s in self.sides)]

    def of_game(self, game: str) -> list[Side]:
        return [s for s in self.sides if s.variant.game == game]

    def side(self, variant_id: str) -> Side | None:
        return next((s for s in self.sides if s.variant.id == variant_id), None)

    def cite(self, text: str | None) -> Citation | None:
        return cite(text, self.sources)

    def scenario_game(self, scenario) -> str:
        return "lost-legacy" if scenario.area.startswith("lost-legacy") else "innovation"

    def pairs(self) -> list[tuple[Side, Side]]:
        """The diffs the site carries: each variant against its parent and its neighbours in
        family order, and each house variant against the variant it extends (or the first of its game)."""
        out: list[tuple[Side, Side]] = []
        seen: set[tuple[str, str]] = set()

        def add(a: Side, b: Side) -> None:
            key = (a.variant.id, b.variant.id)
            if a is not b and key not in seen and key[::-1] not in seen:
                seen.add(key)
                out.append((a, b))

        for game in self.games():
            sides = self.of_game(game)
            for a, b in pairwise([s for s in sides if s.variant.id not in self.house]):
                add(a, b)
            for side in sides:
                chain = [p.stem for p in side.resolved.chain]
                parent = chain[1] if len(chain) > 1 else None
                other = self.side(parent) if parent else None
                if other is not None:
                    add(other, side)
        return out


def _units(sides: list[Side]) -> list[str]:
    model = type(sides[0].variant)
    return ordered_union(model, [s.units for s in sides])


def collect(house: list[Path] | None = None, results: list[Path] | None = None, positions: bool = True,
            features: list[Path] | None = None, limit: int | None = None) -> SiteData:
    """Everything the site shows. `house`: variant files added beside the bundled ones;
    `results`: check reports (JSON); `positions`: draw each scenario's position (runs the
    reference engine); `limit`: only the first N scenarios (a quick build, for tests)."""
    from ...compliance.running.catalog import load_scenarios

    bundled = [Side.of(resolve(p)) for p in bundled_paths()]
    sides = [s for game in ("innovation", "lost-legacy")
             for s in family_order([b for b in bundled if b.variant.game == game])]
    house_ids = []
    for path in house or []:
        side = Side.of(resolve(Path(path)))
        if any(s.variant.id == side.variant.id for s in sides):
            raise UserError(f"--variant {path}: its id '{side.variant.id}' is already a variant of the site")
        sides.append(side)
        house_ids.append(side.variant.id)
    scenarios = load_scenarios(features)
    if limit is not None:
        scenarios = scenarios[:limit]
    by_key: dict[str, list[tuple[Any, str]]] = {}
    for scenario in scenarios:
        for assumption in scenario.assumes:
            by_key.setdefault(assumption.key, []).append((scenario, assumption.tag()))
    params: dict[tuple[str, str], Parameter] = {}
    for game in ("innovation", "lost-legacy"):
        game_sides = [s for s in sides if s.variant.game == game]
        if not game_sides:
            continue
        model = type(game_sides[0].variant)
        for unit in _units(game_sides):
            pinned: dict[str, tuple[Any, list[str]]] = {}
            for key, found in by_key.items():
                if key == unit or key.startswith(unit + ".") or unit.startswith(key + "."):
                    for scenario, tag in found:
                        pinned.setdefault(scenario.id, (scenario, []))[1].append(tag)
            params[(game, unit)] = Parameter(
                game, unit, area_of(game, unit), describe(model, unit),
                [(s, s.units.get(unit)) for s in game_sides],
                sorted(pinned.values(), key=lambda p: p[0].id))  # type: ignore[attr-defined]
    cards: dict[str, Card] = {}
    _innovation_cards(cards)
    _lost_legacy_cards(cards)
    for side in sides:
        names, _ = _played_names(side)
        for card in cards.values():
            if card.game == side.variant.game and card.name in names:
                card.variants.append(side.variant.id)
        for dispute in side.disputes:
            key = dispute["key"]
            for card in cards.values():
                if card.game != side.variant.game:
                    continue
                reading = "cards.readings." + re.sub(r"[^a-z0-9]+", "_", card.name.lower()).strip("_") + "_"
                if key == f"card:{card.name}" or key.startswith(reading):
                    card.disputes.append((side.variant.id, dispute))
    data = SiteData(sides, house_ids, params, cards, scenarios,
                    {e.name: e for e in read_sources()})
    _scenario_cards(data)
    for path in results or []:
        data.results.append(load_results(Path(path)))
    data.result_keys = result_pages(data.results)
    if positions:
        draw_positions(data)
    return data


def _scenario_cards(data: SiteData) -> None:
    for game in ("innovation", "lost-legacy"):
        names = sorted((c.name for c in data.cards.values() if c.game == game), key=len, reverse=True)
        if not names:
            continue
        pattern = re.compile(r"(?<![\w-])(" + "|".join(re.escape(n) for n in names) + r")(?![\w-])")
        for scenario in data.scenarios:
            if data.scenario_game(scenario) != game:
                continue
            text = "\n".join([scenario.name, *(s.text for s in scenario.steps),
                              *("|".join(row) for s in scenario.steps for row in (s.table or ())),
                              *(s.doc or "" for s in scenario.steps)])
            found = sorted(set(pattern.findall(text)))
            keys = [f"{game}-{name}" for name in found]
            data.scenario_cards[scenario.id] = keys
            for key in keys:
                data.cards[key].scenarios.append(scenario.id)


def load_results(path: Path) -> dict:
    """A `rulebook check --format json` report, read as `--failed-from` reads one (a bad file is
    a one-line error naming it and the entry at fault)."""
    from ...compliance.running.report_file import read_report

    report = read_report(path)
    return {"label": report.label, "file": path.name, "slug": slug(path.stem), "results": report.results}


def result_pages(results: list[dict]) -> dict[str, str]:
    """Each variant named in the reports -> the key of its results page, one page per distinct
    name: names whose slugs collide ("Deluxe", "deluxe", "DELUXE ") get numbered keys."""
    pages: dict[str, str] = {}
    taken: set[str] = set()
    for variant in sorted({r["variant"] for report in results for r in report["results"]}):
        key, n = slug(variant), 1
        while key in taken:
            n += 1
            key = f"{slug(variant)}-{n}"
        taken.add(key)
        pages[variant] = key
    return pages


def first_move_line(scenario) -> int | None:
    """The line of the first When or Then step: the game begins there, from the Given position."""
    return next((step.line for step in scenario.steps if step.keyword != "Given"), None)


def draw_positions(data: SiteData) -> None:
    """Each scenario's position, played on the reference engine up to its first When or Then step
    under the first variant it runs for."""
    from ...compliance.running.implementations import Reference
    from ...compliance.running.runner import Run, run_one

    reference = Reference()
    order = {side.variant.id: n for n, side in enumerate(data.sides)}
    for scenario in data.scenarios:
        line = first_move_line(scenario)
        if not scenario.variants:
            data.positions[scenario.id] = ("", None, "it runs for no bundled variant as written")
            continue
        if line is None:
            data.positions[scenario.id] = ("", None, "it has no When or Then step")
            continue
        variant = min(scenario.variants, key=lambda v: order.get(v, len(order)))
        try:
            outcome = run_one(Run(scenario, variant), reference, stop_after=line)
        except Exception as exc:  # a scenario the reference cannot set up: said on its page, not fatal
            data.positions[scenario.id] = (variant, None, f"the reference engine could not set it up ({exc})")
            continue
        position = (outcome.evidence or {}).get("position")
        if position:
            note = ""
        elif outcome.status == "passed":
            note = "no game starts: the scenario's position is one the rules refuse"
        else:
            note = f"the reference engine did not reach it ({outcome.status}: {outcome.message})"
        data.positions[scenario.id] = (variant, position, note)


__all__ = ["AREAS", "Card", "Parameter", "SiteData", "collect", "slug", "url"]
