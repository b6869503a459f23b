"""Card sets register their effects in a registry of their own; a set extends a parent set and
registers only the cards that differ (issue 18). The fourth-edition set extends the base set's
third-edition cards."""

from __future__ import annotations

import pytest

from rulebook.innovation import EngineError, Game, effects, load_catalog
from rulebook.innovation.effects import EffectSet
from rulebook.innovation.sets import load_effects
from rulebook.variants import load_variant


def one(ctx):
    ctx.draw(1)


def two(ctx):
    ctx.draw(2)


def test_a_child_set_plays_the_parents_card_until_it_registers_its_own():
    parent = EffectSet("p", ("first-edition", "third-edition"))
    parent.register("Writing", [one], ["third-edition"])
    child = EffectSet("c", ("fourth-edition",), parent=parent, inherit="third-edition")
    assert child.lookup("Writing", "fourth-edition") == (one,)
    assert child.lookup("Writing", "first-edition") is None      # not a wording of the child
    assert parent.lookup("Writing", "first-edition") is None
    child.register("Writing", [two])
    assert (child.lookup("Writing", "fourth-edition"), parent.lookup("Writing", "third-edition")) == ((two,), (one,))
    assert child.own_cards() == ["Writing"]


def test_registering_a_card_twice_or_under_a_wording_the_set_lacks_is_refused():
    effect_set = EffectSet("s", ("third-edition",))
    effect_set.register("Writing", [one])
    with pytest.raises(ValueError, match="Writing: registered twice in the set s"):
        effect_set.register("Writing", [two])
    with pytest.raises(ValueError, match="the set s has no wording 'fourth-edition'"):
        effect_set.register("Oars", [one], ["fourth-edition"])
    with pytest.raises(ValueError, match="non-empty list of effect functions"):
        effect_set.register("Oars", [])
    with pytest.raises(ValueError, match="the parent set s has no wording 'first-edition'"):
        EffectSet("t", ("fourth-edition",), parent=effect_set, inherit="first-edition")
    with pytest.raises(ValueError, match="give both a parent set and the parent wording"):
        EffectSet("t", ("fourth-edition",), parent=effect_set)


def test_the_fourth_edition_set_registers_only_the_cards_that_differ_from_the_base_cards():
    base, ultimate = load_effects("base"), load_effects("base-ultimate")
    assert base is not None and ultimate is not None and ultimate.parent is base
    own = ultimate.own_cards()
    same = [name for name in own if ultimate.lookup(name, "fourth-edition") == base.lookup(name, "third-edition")]
    assert same == []
    cards = load_catalog("base-ultimate").cards
    inherited = [name for name in cards if name not in own]
    # the age-0 cards (base cards of value 0, in play only with Figures) are new in the set too
    age_zero = load_catalog("base-ultimate", ("figures",)).deck("base", 0)
    assert sorted(name for name in own if name not in cards) == sorted(age_zero) and len(age_zero) == 15
    assert len(own) - len(age_zero) + len(inherited) == len(cards) == 115
    assert len(inherited) == 43 and "Writing" in inherited and "Archery" in own


def test_a_stand_in_replaces_an_inherited_card_and_hiding_a_card_makes_its_dogma_unsupported():
    ultimate = load_effects("base-ultimate")
    assert ultimate is not None
    with effects.registered("Writing", [two]):
        assert ultimate.lookup("Writing", "fourth-edition") == (two,)
    assert ultimate.lookup("Writing", "fourth-edition") != (two,)
    game = Game.new(load_variant("ultimate"), ["A", "B"], 1, state={"players": [
        {"board": {"blue": {"cards": ["Writing"]}}}, {}]})
    with effects.unregistered("Writing"):
        assert {"type": "dogma", "card": "Writing", "unsupported": True} in game.moves()["moves"]
        with pytest.raises(EngineError) as err:
            game.play({"type": "dogma", "card": "Writing"})
        assert (err.value.code, err.value.message) == ("unsupported", "the effects of Writing are not implemented yet")


def test_a_game_looks_effects_up_in_its_variants_set_under_its_wording():
    for variant_id, wording in (("first-edition", "first-edition"), ("deluxe", "third-edition"),
                                ("ultimate", "fourth-edition")):
        gs = Game.new(load_variant(variant_id), ["A", "B"], 1)._gs
        effect_set = load_effects(gs.rules.cards.set)
        assert (gs.effects.effect_set, gs.effects.wording) == (effect_set, wording)
        assert effect_set is not None and gs.effects.of("Oars") == effect_set.lookup("Oars", wording)
    assert load_effects("no-such-set") is None


def test_effects_of_the_wrong_length_are_refused_when_first_looked_up():
    gs = Game.new(load_variant("deluxe"), ["A", "B"], 1)._gs
    with effects.registered("Oars", [one]), pytest.raises(ValueError, match="Oars: 1 effect functions registered"):
        gs.effects.of("Oars")
