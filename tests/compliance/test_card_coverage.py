"""Card coverage as traceability: the card data is the index, and every effect of every card,
under every wording a bundled variant plays, is performed by a passing scenario; every
non-demand effect is shared by another player somewhere, and every demand hits an affected
opponent somewhere.

A run records effects under its variant's wording only (a figure's karma under "karma", in the
variants that play its expansion), so the runs are measured one wording at a time, each in a
test of its own that pytest-xdist can hand to any worker, and each only when that test runs
(never at collection, where every worker would pay for all of them)."""

from __future__ import annotations

from functools import cache

import pytest

from rulebook.compliance.measuring.card_coverage import SetCoverage, card_coverage
from rulebook.compliance.running.runner import Run, load_runs
from rulebook.innovation.sets import load_effects
from rulebook.variants import bundled_paths, load_variant

# The Unseen cards are being written (issue 41): a card is held to these tests once its effects
# are registered; until then it has nothing a scenario could perform
UNSEEN = load_effects("base-ultimate", ("unseen",))


def _written(card_set: str, card: str) -> bool:
    return card_set != "unseen" or (UNSEEN is not None and UNSEEN.lookup(card, "fourth-edition") is not None)


def _innovation_variants() -> dict[str, tuple[str, tuple[str, ...]]]:
    """Each bundled Innovation variant: its wording and its expansions."""
    found = {}
    for path in bundled_paths():
        variant = load_variant(path.stem)
        if variant.game == "innovation":
            found[variant.id] = (variant.cards.wording, tuple(variant.cards.expansions))
    return found


VARIANTS = _innovation_variants()
WORDINGS = sorted({wording for wording, _ in VARIANTS.values()})


def _measured_under(entry: SetCoverage) -> set[str]:
    """The wordings whose runs can perform the effects of `entry`: its own, or for a figures'
    karma the wordings of the variants that play its expansion."""
    if not entry.karma:
        return {entry.wording}
    return {wording for wording, expansions in VARIANTS.values() if entry.set in expansions}


@cache
def _runs() -> tuple[Run, ...]:
    return tuple(load_runs())


@cache
def _coverage(wording: str) -> list[SetCoverage]:
    """The index with what the runs of the variants of `wording` perform; of it, only the
    entries those runs alone can perform (see `_measured_under`)."""
    runs = [run for run in _runs() if run.payload is None and VARIANTS.get(run.variant, ("",))[0] == wording]
    return [entry for entry in card_coverage(runs) if _measured_under(entry) == {wording}]


def test_the_index_holds_both_sets_both_base_wordings_and_the_expansions():
    # Echoes: 115 cards, 263 effects (63 echo, 35 demand, 165 non-demand: echoes.md 11); Unseen:
    # 115 cards, 184 effects (34 demand, 150 non-demand: unseen.md §11)
    assert [(c.set, c.wording, c.cards, len(c.effects)) for c in card_coverage([])] == [
        ("base", "first-edition", 105, 158), ("base", "third-edition", 105, 158),
        ("base-ultimate", "fourth-edition", 115, 184), ("echoes", "fourth-edition", 115, 263),
        ("figures: base cards", "fourth-edition", 15, 19), ("figures", "karma", 115, 192),
        ("unseen", "fourth-edition", 115, 184)]


def test_every_entry_of_the_index_is_measured_under_exactly_one_wording():
    """The per-wording tests below leave no entry out: each one's effects can be performed by
    the runs of one wording alone (were a karma played under two wordings, they would not)."""
    assert all(len(_measured_under(entry)) == 1 and _measured_under(entry) <= set(WORDINGS)
               for entry in card_coverage([]))


@pytest.mark.parametrize("wording", WORDINGS)
def test_every_card_effect_is_performed_and_every_one_shared_or_demanded_somewhere(wording):
    """Every effect is performed by a passing scenario; every non-demand effect is shared by
    another player somewhere, and every demand meets an affected opponent somewhere (one test
    for both claims, so that the runs of a wording are played once)."""
    report = _coverage(wording)
    assert report, f"no entry of the index is measured under {wording}"
    missing = [f"{c.set}/{c.wording}: {e.card} effect {e.index + 1} ({e.kind})" for c in report for e in c.missing()
               if _written(c.set, e.card)]
    gaps = [f"{c.set}/{c.wording}: {e.card} effect {e.index + 1} ({e.kind}): roles {sorted(e.roles)}"
            for c in report if not c.karma for e in c.effects
            if ("demanded" if e.kind == "demand" else "shared") not in e.roles and _written(c.set, e.card)]
    assert not missing and not gaps, "\n".join(
        (["not performed by any passing scenario:", *missing] if missing else [])
        + (["performed, but never shared (a non-demand) or never met by an affected opponent (a demand):", *gaps]
           if gaps else []))
