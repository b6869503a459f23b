"""Writing card rules: every effect receives the `Context` facade and nothing else; a registry
extends a parent and may override a parent's card; a card may ask for several options."""

from __future__ import annotations

import copy

import pytest
from ll_helpers import choose, new, pending, play, position, snapshot, types

from rulebook.lost_legacy import Catalog, Context, Game, Registry, default_catalog
from rulebook.lost_legacy.sets import REGISTRY
from rulebook.lost_legacy.sets import starship as starship_set
from rulebook.variants.lost_legacy import CardCount, Deck

# The effects' facade: exactly what a card's rules can read and do (adding one is a decision).
CONTEXT_API = [
    "choose", "choose_one", "choose_other_player", "clockwise", "deck_top_to_ruins", "discard",
    "discard_from_hand", "eliminate", "emit", "into_ruins", "is_lost_legacy", "look_at_deck_top",
    "look_at_hand", "look_at_ruins", "offer_exchange", "others", "put_in_hand", "ruins_size", "seats",
    "shuffle_ruins", "speed", "take_from_discard", "take_hand", "win"]


def probe_world(starship_variant, registry: Registry):
    """(variant, catalog): the basic set with General replaced by 'Probe' (speed 2), whose rules
    are whatever `registry` says."""
    data = copy.deepcopy(default_catalog().data)
    data["sets"].append({"id": "probe", "name": "Probe", "complete": True, "cards": [
        {"name": "Probe", "speed": 2, "copies": 1, "effect": "test", "confirmed": True}]})
    deck = Deck(sets=["starship"], remove=["General"], cards=[CardCount(name="Probe", copies=1)],
                complete=True, size=16)
    return starship_variant.model_copy(update={"deck": deck}), Catalog(data, registry)


def test_card_rules_receive_the_context_and_nothing_of_the_game(starship):
    seen: list[tuple] = []
    registry = Registry(parent=REGISTRY)
    registry.card("Probe", on_discarded=lambda ctx, owner: seen.append(("discarded", ctx, owner)))(
        lambda ctx, me: seen.append(("play", ctx, me)))
    variant, catalog = probe_world(starship, registry)
    game = new(variant, position([["Probe", "Search"], ["Old Map"]], deck=["Assault"]), catalog=catalog)
    play(game, "Probe")
    assert [(kind, seat) for kind, _, seat in seen] == [("discarded", 0), ("play", 0)]
    assert all(type(ctx) is Context for _, ctx, _ in seen)
    assert sorted(name for name in dir(Context) if not name.startswith("_")) == CONTEXT_API
    assert not hasattr(seen[0][1], "__dict__")       # nothing to reach the round's state through


def test_a_registry_overrides_a_card_of_its_parent_and_leaves_the_parent_alone(starship):
    house = Registry(parent=REGISTRY)

    @house.card("Search", reading="House rule: Search only announces itself.")
    def announce(ctx, me):
        ctx.emit("announce", player=me)

    assert house.get("Search").play is announce and house.get("Old Map") is REGISTRY.get("Old Map")
    assert REGISTRY.get("Search").play is starship_set.search
    assert house.names() == REGISTRY.names()
    catalog = Catalog(default_catalog().data, house)
    game = Game.new(starship, ["A", "B"], 0, position([["Search", "Assault"], ["Old Map"]], deck=["Swordsman"],
                                                      ruins=["General"]), catalog=catalog)
    events = play(game, "Search")
    assert types(events) == ["play", "announce", "turn", "draw"]
    with pytest.raises(ValueError, match="card rules for 'Search' are registered twice"):
        house.passive("Search")


def test_a_card_may_ask_for_several_options(starship):
    registry = Registry(parent=REGISTRY)

    @registry.card("Probe")
    def probe(ctx, me):
        picked = yield from ctx.choose(me, "seats", "Choose up to two other players", ctx.others(me), 0, 2)
        ctx.emit("picked", player=me, seats=picked)

    variant, catalog = probe_world(starship, registry)
    game = new(variant, position([["Probe", "Search"], ["Old Map"], ["Assault"]], deck=["Swordsman"]),
               catalog=catalog)
    play(game, "Probe")
    assert pending(game) == {"player": 0, "kind": "seats", "prompt": "Choose up to two other players",
                             "options": [1, 2], "min": 0, "max": 2}
    assert [move["choice"] for move in game.legal_moves()] == [[], [1], [2], [1, 2]]
    events = choose(game, 2, 1)
    assert events[0] == {"type": "picked", "player": 0, "seats": [2, 1]}
    assert snapshot(game)["turn"] == 1
