"""Card coverage as traceability: the card data is the index, and every effect of every card,
under every wording a bundled variant plays, is performed by a passing scenario; every
non-demand effect is shared by another player somewhere, and every demand hits an affected
opponent somewhere."""

from __future__ import annotations

from rulebook.compliance.measuring.card_coverage import card_coverage
from rulebook.compliance.running.runner import load_runs
from rulebook.innovation.sets import load_effects

REPORT = card_coverage(load_runs())
# The Unseen cards are being written (issue 41): a card is held to these tests once its effects
# are registered; until then it has nothing a scenario could perform
UNSEEN = load_effects("base-ultimate", ("unseen",))


def _written(card_set: str, card: str) -> bool:
    return card_set != "unseen" or (UNSEEN is not None and UNSEEN.lookup(card, "fourth-edition") is not None)


def test_the_index_holds_both_sets_both_base_wordings_and_the_expansions():
    # Echoes: 115 cards, 263 effects (63 echo, 35 demand, 165 non-demand: echoes.md 11); Unseen:
    # 115 cards, 184 effects (34 demand, 150 non-demand: unseen.md §11)
    assert [(c.set, c.wording, c.cards, len(c.effects)) for c in REPORT] == [
        ("base", "first-edition", 105, 158), ("base", "third-edition", 105, 158),
        ("base-ultimate", "fourth-edition", 115, 184), ("echoes", "fourth-edition", 115, 263),
        ("figures: base cards", "fourth-edition", 15, 19), ("figures", "karma", 115, 192),
        ("unseen", "fourth-edition", 115, 184)]


def test_every_card_effect_is_performed_by_a_scenario():
    missing = [f"{c.set}/{c.wording}: {e.card} effect {e.index + 1} ({e.kind})" for c in REPORT for e in c.missing()
               if _written(c.set, e.card)]
    assert not missing, "\n".join(missing)


def test_every_non_demand_is_shared_and_every_demand_meets_an_affected_opponent_somewhere():
    gaps = [f"{c.set}/{c.wording}: {e.card} effect {e.index + 1} ({e.kind}): roles {sorted(e.roles)}"
            for c in REPORT if not c.karma for e in c.effects
            if ("demanded" if e.kind == "demand" else "shared") not in e.roles and _written(c.set, e.card)]
    assert not gaps, "\n".join(gaps)
