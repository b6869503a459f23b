"""The Figures groundwork (issue 17): the figures and age-0 card data in the catalog, the
`ultimate-figures` variant and its parameters, and the reference engine playing it
(docs/figures.md)."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from rulebook.data import expansion_decks, variant_cards
from rulebook.innovation import Game, load_catalog
from rulebook.innovation.cards import Card
from rulebook.innovation.errors import EngineError
from rulebook.variants import load_variant
from rulebook.variants.support import dormant, unplayed

FIGURES = load_catalog("base-ultimate", ("figures",))


def test_the_figures_catalog_holds_the_base_set_the_figures_and_the_age_zero_cards():
    decks = Counter(card.deck for card in FIGURES.cards.values())
    assert decks == {"base": 115 + 15, "figures": 115}
    assert FIGURES.set_name == "base-ultimate+figures"
    assert len(FIGURES.figures) == 115
    assert [len(FIGURES.by_age[age]) for age in range(12)] == [15, 30] + [20] * 10
    per_age_colour = Counter((c.age, c.color) for c in FIGURES.cards.values() if c.figure)
    assert set(per_age_colour.values()) == {2, 3} and all(
        per_age_colour[(1, colour)] == 3 for colour in ("blue", "red", "green", "yellow", "purple"))
    assert sorted(FIGURES.by_age[0]) == sorted(c["name"] for c in expansion_decks("figures")["base"])


def test_a_figure_is_a_card_with_icons_and_karma_but_no_dogma():
    shakespeare = FIGURES["William Shakespeare"]
    assert isinstance(shakespeare, Card) and shakespeare.figure and shakespeare.deck == "figures"
    assert (shakespeare.dogma_icon, shakespeare.effect_kinds, shakespeare.has_demand) == (None, (), False)
    assert all(card.karma and card.dogma_icon is None for card in FIGURES.cards.values() if card.figure)
    assert Counter(k for card in FIGURES.cards.values() for k in card.karma) == {
        "would-first": 91, "decree-permission": 36, "would-instead": 34, "achievement-access": 6, "score-bonus": 6,
        "icon-bonus": 5, "achievement-bonus": 5, "when-meld": 3, "zone-extension": 3, "dogma-access": 2,
        "fade-exemption": 1}
    daedalus = FIGURES["Daedalus"]
    assert (daedalus.age, daedalus.color, daedalus.icons) == (1, "blue", ("avatar", "hex", "castle", "castle"))
    with_bonus = [c for c in FIGURES.cards.values() if c.bonuses]
    assert len(with_bonus) == 45 and all(len(c.bonuses) == 1 and 1 <= c.bonuses[0] <= 12 for c in with_bonus)
    assert FIGURES["Fire"].deck == "base" and FIGURES["Fire"].age == 0 and not FIGURES["Fire"].figure


def test_the_base_catalogs_are_unchanged_without_the_expansion():
    ultimate = load_catalog("base-ultimate")
    assert len(ultimate) == 115 and not ultimate.figures and 0 not in ultimate.by_age
    assert all(ultimate[name] == FIGURES[name] for name in ultimate.cards)


def test_the_expansion_goes_with_its_own_edition_only():
    with pytest.raises(ValueError, match="the figures expansion goes with the 'base-ultimate' set, not 'base'"):
        load_catalog("base", ("figures",))
    with pytest.raises(ValueError, match="the echoes expansion goes with the 'base-ultimate' set, not 'base'"):
        load_catalog("base", ("echoes",))
    with pytest.raises(ValueError, match="the unseen expansion goes with the 'base-ultimate' set, not 'base'"):
        load_catalog("base", ("unseen",))
    with pytest.raises(ValueError, match="unknown Innovation expansion 'artifacts'"):
        load_catalog("base-ultimate", ("artifacts",))
    # 115 base cards, 15 of age 0 and 115 figures; Echoes and the Unseen add their 115 each
    assert len(variant_cards("base-ultimate", ["figures"])) == 245
    assert len(variant_cards("base-ultimate", ["figures", "echoes"])) == 360
    assert len(variant_cards("base-ultimate", ["echoes", "unseen"])) == 345


def test_ultimate_figures_counts_one_expansion_and_states_every_figures_rule():
    variant = load_variant("ultimate-figures")
    assert variant.extends == "ultimate" and variant.cards.expansions == ["figures"]
    assert [variant.achievements_to_win(n) for n in (2, 3, 4, 5)] == [7, 6, 5, 4]
    assert (variant.figures.fading, variant.figures.karma_conflict, variant.figures.karma_nesting) == (
        True, "current-player-chooses-one", False)
    disputed = {d.key for d in variant.disputes}
    assert {"figures.fading_order", "figures.decree_held_elsewhere", "figures.decrees_per_turn",
            "figures.karma_conflict", "figures.karma_nesting", "figures.sharing_bonus_figure",
            "figures.achieve_figure_draws", "figures.auspice", "figures.bonuses_score"} <= disputed
    assert all(f"figures.{name}" in variant.sources for name in type(variant.figures).model_fields)


def test_the_figures_rules_cannot_change_play_without_the_expansion():
    assert dormant("figures.karma_conflict", load_variant("ultimate")) == "the Figures expansion is not in play"
    assert dormant("figures.karma_conflict", load_variant("ultimate-figures")) is None


def test_the_reference_engine_plays_the_expansion():
    variant = load_variant("ultimate-figures")
    assert unplayed(variant) == []
    game = Game.new(variant, ["A", "B"], 1)
    state = game.state()
    assert (len(state["supply_figures"]), sorted(state["achievements"]["decrees"])) == (
        11, ["Advancement", "Expansion", "Rivalry", "Trade", "War"])


def test_play_plays_ultimate_figures_to_the_end(run_cli):
    code, out, err = run_cli("play", "ultimate-figures", "--games", "2", "--seed", "3", "--format", "json")
    assert (code, err) == (0, "")
    summary = json.loads(out)
    assert (summary["games"], summary["unfinished"], sum(summary["reasons"].values())) == (2, 0, 2)


@pytest.mark.parametrize("table, message", [
    ('[setup]\nexpansions = 0\n', "  {path}:6, key 'setup.expansions': 0 expansions are counted, but "
                                  "cards.expansions names 1"),
    # two expansions may be played (Figures and Echoes), but not one twice
    ('[cards]\nexpansions = ["figures", "figures"]\n', "  {path}:6, key 'cards.expansions': an expansion is "
                                                    "listed twice"),
])
def test_a_variant_with_the_expansion_must_count_it_and_use_its_edition(run_cli, tmp_path, table, message):
    path = tmp_path / "house.toml"
    path.write_text('id = "house"\ngame = "innovation"\ntitle = "House"\nextends = "ultimate-figures"\n' + table)
    code, out, err = run_cli("validate", str(path))
    assert code == 2
    assert message.format(path=path) in (out + err).splitlines()


def test_the_expansion_needs_the_fourth_edition_set():
    from rulebook.variants.semantic import Problem, semantic_problems

    variant = load_variant("ultimate-figures")
    older = variant.model_copy(update={"cards": variant.cards.model_copy(update={"set": "base"})})
    assert Problem("cards.expansions", "the 'figures' expansion goes with card set 'base-ultimate', not 'base'",
                   ("cards.set",)) in semantic_problems(older, {})


def test_a_figure_offers_no_dogma_and_a_dogma_on_it_is_refused():
    from rulebook.innovation.legal import check_action, legal_moves

    game = Game.new(load_variant("ultimate-figures"), ["A", "B"], 3,
                    state={"players": [{"board": {"blue": {"cards": ["Daedalus", "Writing"]}}}]})
    gs = game._gs
    assert {"type": "dogma", "card": "Daedalus"} not in legal_moves(gs)
    assert not any(m.get("card") == "Daedalus" for m in legal_moves(gs) if m["type"] == "dogma")
    with pytest.raises(EngineError, match="A cannot use the dogma of Daedalus: a figure has no dogma"):
        check_action(gs, {"type": "dogma", "card": "Daedalus"})
