"""Card coverage: the card data is the index, and a card effect is covered when a scenario
performs it on the reference engine (in a variant that plays the card's set and wording).

Each (set, wording) pair the bundled variants play is indexed: the base set under the first-
and third-edition wordings, the fourth-edition set under its own. For each effect the report
says whether some scenario performs it, and how: by the launcher, by a sharing player (a
non-demand effect), by an affected opponent (a demand), or inside a self- or super-execution.
An expansion a bundled variant plays adds its base cards (Figures: the age-0 cards) and its
figures' karmas, each printed karma covered when a scenario has it happen ("fired") or, for a
static karma or a decree permission, read while its figure is on top ("in force").

    >>> from rulebook.compliance.running.runner import load_runs
    >>> report = card_coverage([r for r in load_runs() if r.scenario.id == "card-base-writing-shared"])
    >>> [(g.set, g.wording, g.performed) for g in report if g.performed]
    [('base', 'first-edition', 1), ('base', 'third-edition', 1)]
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ...innovation import trace
from ...innovation.cards import load_catalog
from ...variants import load_variant
from ..running.implementations import Reference
from ..running.runner import Run, run_one


@dataclass
class EffectCoverage:
    card: str
    index: int      # from 0, in printed order
    kind: str       # demand or non_demand
    roles: set[str] = field(default_factory=set)
    scenarios: set[str] = field(default_factory=set)

    @property
    def performed(self) -> bool:
        return bool(self.roles)


@dataclass
class SetCoverage:
    set: str
    wording: str
    effects: list[EffectCoverage]
    karma: bool = False     # the entries are figures' karmas (kind: the trigger), not card effects

    @property
    def cards(self) -> int:
        return len({e.card for e in self.effects})

    @property
    def performed(self) -> int:
        return sum(1 for e in self.effects if e.performed)

    @property
    def shared(self) -> int:
        """Non-demand effects some scenario has a sharing player perform."""
        return sum(1 for e in self.effects if e.kind != "demand" and "shared" in e.roles)

    @property
    def demanded(self) -> int:
        """Demand effects some scenario has an affected opponent perform."""
        return sum(1 for e in self.effects if e.kind == "demand" and "demanded" in e.roles)

    def missing(self) -> list[EffectCoverage]:
        return [e for e in self.effects if not e.performed]


def _effects(cards) -> list[EffectCoverage]:
    return [EffectCoverage(card.name, i, kind) for card in sorted(cards, key=lambda c: (c.age, c.name))
            for i, kind in enumerate(card.effect_kinds)]


def _index() -> dict[tuple[str, str], SetCoverage]:
    """Every (set, wording) the bundled Innovation variants play, with every card effect; then
    each expansion's own cards with effects (Echoes) and the base cards it brings into play
    (Figures' age-0 cards), under the wording of the variants that play it, and its figures'
    karmas (keyed (expansion, "karma"))."""
    from ...variants import bundled_paths

    pairs, expansions = set(), set()
    for path in bundled_paths():
        variant = load_variant(path.stem)
        if variant.game == "innovation":
            pairs.add((variant.cards.set, variant.cards.wording))
            expansions |= {(variant.cards.set, variant.cards.wording, e) for e in variant.cards.expansions}
    index: dict[tuple[str, str], SetCoverage] = {}
    for card_set, wording in sorted(pairs):
        index[(card_set, wording)] = SetCoverage(card_set, wording, _effects(load_catalog(card_set).cards.values()))
    for card_set, wording, expansion in sorted(expansions):
        catalog = load_catalog(card_set, (expansion,))
        own = [c for c in catalog.cards.values() if c.name not in load_catalog(card_set)]
        # an expansion's cards with effects of their own (Echoes), and the base cards it
        # brings into play (Figures: the age-0 cards)
        for label, cards in ((expansion, [c for c in own if not c.figure and c.deck == expansion]),
                             (f"{expansion}: base cards", [c for c in own if not c.figure and c.deck != expansion])):
            if cards:
                index[(label, wording)] = SetCoverage(label, wording, _effects(cards))
        karmas = [EffectCoverage(c.name, i, trigger) for c in sorted(own, key=lambda c: (c.age, c.name))
                  if c.figure for i, trigger in enumerate(c.karma)]
        if karmas:
            index[(expansion, trace.KARMA)] = SetCoverage(expansion, trace.KARMA, karmas, karma=True)
    return index


def card_coverage(runs: list[Run]) -> list[SetCoverage]:
    """Run `runs` on the reference engine, recording which card effects each performs."""
    index = _index()
    # an effect by (its wording, or "karma"; card; index): card titles are unique within a wording
    by_effect = {(key[1], e.card, e.index): e for key, cover in index.items() for e in cover.effects}
    implementation = Reference()
    for run in runs:
        variant = load_variant(run.variant)
        if variant.game != "innovation" or run.payload is not None:
            continue
        with trace.recording() as performed:
            outcome = run_one(run, implementation)
        if outcome.status != "passed":
            continue  # a failing scenario proves nothing about the effects it reached
        for card, wording, effect, role in performed:
            entry = by_effect.get((wording, card, effect))
            if entry is not None:
                entry.roles.add(role)
                entry.scenarios.add(run.scenario.id)
    return list(index.values())
