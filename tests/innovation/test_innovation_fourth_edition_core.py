"""The rules core for the fourth-edition (Ultimate) cards: self-execute, super-execute and the
chain rule, junking a deck, available achievements, junking one of them, restoring a junked
special achievement, rearranging a pile, the effect-writing helpers, and the Ultimate rules
those cards lean on (the avatar icon, repeat achievement costs, elimination).

Every test plays the `ultimate` variant (or one derived from it) from an exact position, with
stand-in effects registered for real fourth-edition card names; every pending decision is
asserted (player, kind, options, min, max) before it is answered, and card conservation
(junked cards in their own place) is checked after every move by the `play` helpers."""

from __future__ import annotations

import pytest
from innovation_helpers import choose, kinds, new, play, variant

from rulebook.innovation import Game, check_conservation, load_catalog, ops
from rulebook.innovation.sets import helpers, load_effects

CARDS = load_catalog("base-ultimate")


# --- helpers ----------------------------------------------------------------------------------------

def pile(*cards, splay="none"):
    return {"cards": list(cards), "splay": splay}


def dogma(game, card):
    return play(game, {"type": "dogma", "card": card})


def asks(game, player, kind, options, low, high):
    """The exact pending decision (its prompt aside)."""
    pending = game.moves()["pending"]
    assert (pending["player"], pending["kind"], pending["options"], pending["min"], pending["max"]) == \
        (player, kind, options, low, high)


def settled(game):
    assert "pending" not in game.moves()


def zones(game, seat):
    p = game.state()["players"][seat]
    return {k: p[k] for k in ("hand", "board", "score", "achievements")}


def player(hand=(), board=None, score=(), achievements=()):
    return {"hand": list(hand), "board": board or {}, "score": list(score), "achievements": list(achievements)}


def ultimate_with(**dogma_values):
    """The ultimate variant with some dogma keys changed (as `rulebook new --set` would)."""
    v = variant("ultimate")
    return v.model_copy(update={"dogma": v.dogma.model_copy(update=dogma_values)})


def new_game(v, state, players=2):
    game = Game.new(v, [chr(ord("A") + i) for i in range(players)], 0, state)
    check_conservation(game)
    return game


def start(p, card):
    return {"type": "dogma", "player": p, "card": card}


def ex(p, card, **extra):
    return {"type": "execute", "player": p, "card": card, **extra}


def d(p, card):
    return {"type": "draw", "player": p, "card": card, "age": CARDS[card].age}


def chain(p, card):
    return {"type": "achieve", "player": p, "achievement": card, "age": CARDS[card].age,
            "from": {"zone": "hand", "player": p}, "chain": True}


def junked(p, card, zone, seat=None):
    where = {"zone": zone} if seat is None else {"zone": zone, "player": seat}
    return {"type": "junk", "player": p, "card": card, "from": where}


def nothing(ctx):
    return None


def execute(name, how="self"):
    """A stand-in effect: self- (or super-) execute `name`."""
    def effect(ctx):
        if how == "self":
            yield from ctx.self_execute(name)
        else:
            yield from ctx.super_execute(name)
    return effect


def draw_a(age):
    def effect(ctx):
        ctx.draw(age)
    return effect


# --- the package and the wording -------------------------------------------------------------------

def test_the_fourth_edition_set_extends_the_base_set_and_answers_only_its_own_wording():
    from rulebook.innovation.sets.base_ultimate.wordings import FOURTH
    base, ultimate = load_effects("base"), load_effects("base-ultimate")
    assert base is not None and ultimate is not None
    assert FOURTH == ("fourth-edition",) and ultimate.wordings == FOURTH
    assert (ultimate.parent, ultimate.inherit) == (base, "third-edition")
    # an unchanged card is the base card; a changed one is the set's own
    assert ultimate.lookup("Writing", "fourth-edition") == base.lookup("Writing", "third-edition") is not None
    assert ultimate.lookup("Oars", "fourth-edition") != base.lookup("Oars", "third-edition")
    # no set answers for a wording it does not have, so neither stands in for the other
    assert ultimate.lookup("Writing", "third-edition") is None
    assert base.lookup("Writing", "fourth-edition") is None
    assert ultimate.lookup("Writing", "no-such-wording") is None
    assert variant("ultimate").dogma.chain_achievement is True
    assert variant("deluxe").dogma.chain_achievement is False


# --- self-execute ---------------------------------------------------------------------------------------

def test_self_execute_runs_the_non_demands_for_the_executor_alone_ultimate(register):
    register("Self Service", [execute("Oars"), nothing])

    def oars_demand(ctx):
        for name in ctx.hand():
            ctx.transfer(name, ctx.zone("hand"), ctx.zone("hand", ctx.launcher))
    register("Oars", [oars_demand, draw_a(1)])
    # seat 1 shows no crown: it does not share Self Service; as a demand of Oars (castles) it would
    # be affected (0 castles for seat 1 would not matter: the demand is skipped)
    state = {"players": [{"board": {"green": pile("Self Service")}},
                         {"hand": ["Tools"], "board": {"blue": pile("Writing")}}],
             "supply": {"1": ["Pottery", "Clothing"]}}
    game = new("ultimate", state)
    events = dogma(game, "Self Service")
    settled(game)
    assert events == [start(0, "Self Service"), ex(0, "Oars"), d(0, "Pottery")]
    assert zones(game, 0) == player(hand=["Pottery"], board={"green": pile("Self Service")})
    assert zones(game, 1) == player(hand=["Tools"], board={"blue": pile("Writing")})
    assert game.state()["supply"]["1"] == ["Clothing"]
    assert game.state()["turn"]["actions_left"] == 1


def test_self_executed_effects_have_a_memory_of_their_own_and_the_executor_is_the_launcher_ultimate(register):
    seen = []

    def self_service(ctx):
        ctx.memory.demand_transferred = True
        yield from ctx.self_execute("Writing")
    register("Self Service", [self_service, nothing])
    register("Writing", [lambda ctx: seen.append((ctx.player, ctx.launcher, ctx.memory.demand_transferred,
                                                  ctx.executing))])
    game = new("ultimate", {"players": [{}, {"board": {"green": pile("Self Service")}}], "turn": {"player": 1}})
    events = dogma(game, "Self Service")
    assert events == [start(1, "Self Service"), ex(1, "Writing")]
    assert seen == [(1, 1, False, 1)]


# --- the chain rule --------------------------------------------------------------------------------------

CHAIN_STATE = {"players": [{"board": {"green": pile("Self Service")}}, {}],
               "supply": {"1": ["Pottery"], "11": ["Fusion", "Escapism"]}}


def register_chain(register, how="self"):
    """Self Service self-executes Software (no chain: started by the dogma action's own
    effect), which self- or super-executes Oars (a chain: Software is being executed)."""
    register("Self Service", [execute("Software"), nothing])
    register("Software", [execute("Oars", how), nothing])
    register("Oars", [nothing, draw_a(1)])


def test_chain_rule_a_nested_self_execute_first_achieves_an_11_ultimate(register):
    register_chain(register)
    game = new("ultimate", CHAIN_STATE)
    events = dogma(game, "Self Service")
    settled(game)
    assert events == [start(0, "Self Service"), ex(0, "Software"), d(0, "Fusion"), chain(0, "Fusion"),
                      ex(0, "Oars"), d(0, "Pottery")]
    assert zones(game, 0) == player(hand=["Pottery"], board={"green": pile("Self Service")},
                                    achievements=["Fusion"])
    assert game.state()["supply"]["11"] == ["Escapism"]
    assert game.state()["result"] is None


def test_chain_rule_a_nested_super_execute_achieves_an_11_too_ultimate(register):
    register_chain(register, how="super")
    game = new("ultimate", CHAIN_STATE)
    events = dogma(game, "Self Service")
    # Oars' demand hits seat 1 (a stand-in doing nothing), its non-demand is seat 0's alone
    assert events == [start(0, "Self Service"), ex(0, "Software"), d(0, "Fusion"), chain(0, "Fusion"),
                      ex(0, "Oars", super=True), d(0, "Pottery")]
    assert zones(game, 0)["achievements"] == ["Fusion"]


def test_chain_rule_off_a_nested_self_execute_achieves_nothing():
    from rulebook.innovation import effects
    v = ultimate_with(chain_achievement=False)
    with effects.registered("Self Service", [execute("Software"), nothing]), \
            effects.registered("Software", [execute("Oars"), nothing]), \
            effects.registered("Oars", [nothing, draw_a(1)]):
        game = new_game(v, CHAIN_STATE)
        events = play(game, {"type": "dogma", "card": "Self Service"})
    assert events == [start(0, "Self Service"), ex(0, "Software"), ex(0, "Oars"), d(0, "Pottery")]
    assert zones(game, 0) == player(hand=["Pottery"], board={"green": pile("Self Service")})
    assert game.state()["supply"]["11"] == ["Fusion", "Escapism"]


def test_chain_rule_with_the_11_deck_empty_the_draw_ends_the_game_ultimate(register):
    register_chain(register)
    state = {"players": [{"board": {"green": pile("Self Service")}, "score": ["Tools"]},
                         {"score": ["Calendar"]}],
             "supply": {"1": ["Pottery"], "11": []}}
    game = new("ultimate", state)
    events = dogma(game, "Self Service")
    # a draw of an 11 from an empty deck is a draw above the last age: score victory at once
    assert events == [start(0, "Self Service"), ex(0, "Software"),
                      {"type": "game_over", "player": 0, "winners": [1], "reason": "score"}]
    assert game.state()["result"] == {"winners": [1], "reason": "score"}
    assert zones(game, 0) == player(board={"green": pile("Self Service")}, score=["Tools"])
    assert game.state()["supply"]["1"] == ["Pottery"]


def test_chain_rule_off_an_empty_11_deck_changes_nothing():
    from rulebook.innovation import effects
    v = ultimate_with(chain_achievement=False)
    state = {"players": [{"board": {"green": pile("Self Service")}}, {}], "supply": {"1": ["Pottery"], "11": []}}
    with effects.registered("Self Service", [execute("Software"), nothing]), \
            effects.registered("Software", [execute("Oars"), nothing]), \
            effects.registered("Oars", [nothing, draw_a(1)]):
        game = new_game(v, state)
        play(game, {"type": "dogma", "card": "Self Service"})
    assert game.state()["result"] is None and zones(game, 0)["hand"] == ["Pottery"]


def test_a_chain_achievement_counts_toward_the_target_at_the_end_of_the_action_ultimate(register):
    register_chain(register)
    held = ["Agriculture", "Calendar", "Optics", "Anatomy", "Coal"]       # five: two players need six
    state = {"players": [{"board": {"green": pile("Self Service")}, "achievements": held}, {}],
             "supply": {"1": ["Pottery"], "11": ["Fusion"]}}
    game = new("ultimate", state)
    assert game._gs.target == 6
    events = dogma(game, "Self Service")
    # the action runs to its end (Oars' draw), then the end-of-action check finds six
    assert events == [start(0, "Self Service"), ex(0, "Software"), d(0, "Fusion"), chain(0, "Fusion"),
                      ex(0, "Oars"), d(0, "Pottery"),
                      {"type": "game_over", "player": 0, "winners": [0], "reason": "achievements"}]
    assert zones(game, 0)["achievements"] == held + ["Fusion"]


def test_chain_rule_only_for_the_player_already_executing_ultimate(register):
    # Software (executed by seat 0) super-executes Oars: seat 0 takes a chain achievement; Oars'
    # demand tells seat 1 to self-execute Writing, but seat 1 was not executing: no chain for them
    register("Self Service", [execute("Software"), nothing])
    register("Software", [execute("Oars", "super"), nothing])
    register("Oars", [execute("Writing"), nothing])
    register("Writing", [draw_a(1)])
    state = {"players": [{"board": {"green": pile("Self Service")}}, {}],
             "supply": {"1": ["Pottery"], "11": ["Fusion", "Escapism"]}}
    game = new("ultimate", state)
    events = dogma(game, "Self Service")
    assert events == [start(0, "Self Service"), ex(0, "Software"), d(0, "Fusion"), chain(0, "Fusion"),
                      ex(0, "Oars", super=True), ex(1, "Writing"), d(1, "Pottery")]
    assert zones(game, 0)["achievements"] == ["Fusion"] and zones(game, 1)["achievements"] == []
    assert zones(game, 1)["hand"] == ["Pottery"]


# --- super-execute ---------------------------------------------------------------------------------------

def oars_give_a_card(ctx):
    """Demand stand-in: give a card of your choice from hand to the launcher (counted per
    giver in the execution's memory)."""
    name = yield from ctx.choose_one(ctx.hand(), kind="transfer", prompt="Give a card")
    if name is not None:
        ctx.transfer(name, ctx.zone("hand"), ctx.zone("hand", ctx.launcher))
        ctx.memory.per_player[ctx.player] = 1


def oars_draw_per_gift(ctx):
    for _ in range(sum(ctx.memory.per_player.values())):
        ctx.draw(1)


def test_super_execute_demands_hit_every_opponent_and_non_demands_are_not_shared_ultimate(register):
    register("Self Service", [execute("Oars", "super"), nothing])
    register("Oars", [oars_give_a_card, oars_draw_per_gift])
    state = {"players": [{"board": {"green": pile("Self Service")}},
                         {"hand": ["Tools", "Writing"], "board": {"red": pile("Archery")}},
                         {"hand": ["Agriculture"], "board": {"purple": pile("Mysticism")}}],
             "supply": {"1": ["Pottery", "Clothing", "Sailing"]}}
    game = new("ultimate", state, players=3)
    # seats 1 and 2 show more castles than seat 0 (the featured icon of Oars): a dogma of Oars
    # would affect neither, and both would share its non-demand
    castles = [game.state()["players"][s]["icons"]["castle"] for s in range(3)]
    assert castles == [0, 2, 3]
    events = dogma(game, "Self Service")
    asks(game, 1, "transfer", ["Tools", "Writing"], 1, 1)
    events += choose(game, "Writing")
    settled(game)
    assert events == [start(0, "Self Service"), ex(0, "Oars", super=True),
                      {"type": "transfer", "player": 1, "card": "Writing", "from": {"zone": "hand", "player": 1},
                       "to": {"zone": "hand", "player": 0}},
                      {"type": "transfer", "player": 2, "card": "Agriculture", "from": {"zone": "hand", "player": 2},
                       "to": {"zone": "hand", "player": 0}},
                      d(0, "Pottery"), d(0, "Clothing")]
    assert zones(game, 0) == player(hand=["Writing", "Agriculture", "Pottery", "Clothing"],
                                    board={"green": pile("Self Service")})
    assert zones(game, 1) == player(hand=["Tools"], board={"red": pile("Archery")})
    assert zones(game, 2) == player(board={"purple": pile("Mysticism")})
    assert game.state()["supply"]["1"] == ["Sailing"]


def transfer(p, card, to):
    return {"type": "transfer", "player": p, "card": card, "from": {"zone": "hand", "player": p},
            "to": {"zone": "hand", "player": to}}


def test_a_sharing_player_super_executes_too_as_launcher_of_its_demands_ultimate(register):
    # seat 1 shares Self Service (as many crowns) and super-executes Oars first: its demand hits
    # seat 2 then seat 0 (the launcher of the dogma action included), giving to seat 1
    register("Self Service", [execute("Oars", "super"), nothing])
    register("Oars", [oars_give_a_card, nothing])
    state = {"players": [{"hand": ["Tools"], "board": {"green": pile("Self Service")}},
                         {"hand": ["Writing"], "board": {"purple": pile("Code of Laws")}},
                         {"hand": ["Agriculture"]}],
             "supply": {"10": ["Databases"]}}
    game = new("ultimate", state, players=3)
    events = dogma(game, "Self Service")
    asks(game, 1, "transfer", ["Writing", "Agriculture", "Tools"], 1, 1)   # then seat 0's own execution
    events += choose(game, "Agriculture")
    settled(game)
    # seat 2, empty-handed by then, gives nothing; seat 1's execution changed the game: bonus
    assert events == [start(0, "Self Service"), ex(1, "Oars", super=True), transfer(2, "Agriculture", 1),
                      transfer(0, "Tools", 1), ex(0, "Oars", super=True), transfer(1, "Agriculture", 0),
                      {"type": "share_bonus", "player": 0, "draws": 1}, d(0, "Databases")]
    assert zones(game, 0)["hand"] == ["Agriculture", "Databases"]
    assert zones(game, 1)["hand"] == ["Writing", "Tools"] and zones(game, 2)["hand"] == []


# --- junk a deck ---------------------------------------------------------------------------------------

def test_junk_a_deck_then_a_draw_skips_it_ultimate(register):
    returned = []
    register("Suburbia", [lambda ctx: returned.append(ctx.junk_deck(9)),
                          lambda ctx: returned.append(ctx.junk_deck(9))])      # now empty: nothing
    state = {"players": [{"board": {"yellow": pile("Suburbia")}}, {}],
             "supply": {"9": ["Computers", "Genetics"], "10": ["Software", "Robotics"]}}
    game = new("ultimate", state)
    events = dogma(game, "Suburbia")
    assert events == [start(0, "Suburbia"), junked(0, "Computers", "supply"), junked(0, "Genetics", "supply")]
    assert returned == [["Computers", "Genetics"], []]
    s = game.state()
    assert s["supply"]["9"] == [] and s["supply"]["10"] == ["Software", "Robotics"]
    assert s["junk"] == ["Computers", "Genetics"]
    events = play(game, {"type": "draw"})                   # a 9 is wanted: the junked deck is skipped
    assert events == [{"type": "draw", "player": 0, "card": "Software", "age": 10},
                      {"type": "turn", "player": 1, "number": 2, "actions": 2}]
    ops.return_card(game._gs, 0, "Software")                # a returned card refills the deck of its age
    check_conservation(game)
    assert game.state()["supply"]["10"] == ["Robotics", "Software"]


def test_junking_the_last_deck_leaves_only_the_end_of_the_game_ultimate(register):
    register("Fusion", [lambda ctx: ctx.junk_deck(11)])
    state = {"players": [{"board": {"red": pile("Fusion")}, "score": ["Tools"]}, {}],
             "supply": {"11": ["Escapism"]}}
    game = new("ultimate", state)
    dogma(game, "Fusion")
    assert game.state()["junk"] == ["Escapism"] and game.state()["result"] is None
    play(game, {"type": "draw"})
    assert game.state()["result"] == {"winners": [0], "reason": "score"}


# --- available achievements -------------------------------------------------------------------------------

def test_available_achievements_list_standard_by_value_then_specials_ultimate(register):
    seen = []
    register("Writing", [lambda ctx: seen.append([(n, ctx.achievement_value(n)) for n in ctx.available_achievements()])])
    state = {"players": [{"board": {"blue": pile("Writing")}}, {"achievements": ["Wonder", "Mathematics"]}],
             "achievements": {"standard": {"3": "Optics", "1": "Pottery"}}, "junk": ["Empire"]}
    game = new("ultimate", state)
    dogma(game, "Writing")
    assert seen == [[("Pottery", 1), ("Optics", 3), ("Monument", None), ("World", None), ("Universe", None)]]


def archery_junk_1_or_2(ctx):
    yield from ctx.junk_achievement([1, 2])


ARCHERY = {"board": {"red": pile("Archery")}}


def test_junk_an_available_achievement_a_decision_between_the_values_ultimate(register):
    register("Archery", [nothing, archery_junk_1_or_2])
    state = {"players": [ARCHERY, {}], "achievements": {"standard": {"1": "Pottery", "2": "Calendar", "3": "Optics"}}}
    game = new("ultimate", state)
    events = dogma(game, "Archery")
    asks(game, 0, "junk_achievement", [1, 2], 1, 1)
    events += choose(game, 2)
    settled(game)
    assert events == [start(0, "Archery"), junked(0, "Calendar", "standard")]
    s = game.state()
    assert s["achievements"]["standard"] == {"1": "Pottery", "3": "Optics"} and s["junk"] == ["Calendar"]
    assert zones(game, 0)["achievements"] == []


@pytest.mark.parametrize("standard,junk", [
    ({"1": "Pottery", "3": "Optics"}, ["Pottery"]),       # one value qualifies: no question
    ({"3": "Optics"}, []),                                # none qualifies: nothing happens
])
def test_junk_an_available_achievement_without_a_choice_ultimate(register, standard, junk):
    register("Archery", [nothing, archery_junk_1_or_2])
    game = new("ultimate", {"players": [ARCHERY, {}], "achievements": {"standard": standard}})
    events = dogma(game, "Archery")
    settled(game)
    assert events == [start(0, "Archery")] + [junked(0, n, "standard") for n in junk]
    assert game.state()["junk"] == junk
    assert game.state()["achievements"]["standard"] == {k: v for k, v in standard.items() if v not in junk}


@pytest.mark.parametrize("answer,junk", [([], []), ([5], ["Coal"])])
def test_junk_an_available_achievement_optional_ultimate(register, answer, junk):
    def encyclopedia(ctx):
        yield from ctx.junk_achievement([5, 6, 7], optional=True)
    register("Encyclopedia", [encyclopedia, nothing])
    state = {"players": [{"board": {"blue": pile("Encyclopedia")}}, {}],
             "achievements": {"standard": {"5": "Coal", "8": "Flight"}}}
    game = new("ultimate", state)
    dogma(game, "Encyclopedia")
    asks(game, 0, "junk_achievement", [5], 0, 1)
    choose(game, *answer)
    settled(game)
    assert game.state()["junk"] == junk
    assert len(game.state()["achievements"]["standard"]) == 2 - len(junk)


# --- junk and restore a special achievement ------------------------------------------------------------------

def test_restore_a_special_achievement_from_the_junk_and_junk_another_ultimate(register):
    results = []
    register("Publications", [lambda ctx: results.append((ctx.restore_special("Empire"), ctx.restore_special("Empire"),
                                                          ctx.restore_special("Wonder"))),
                              lambda ctx: results.append((ctx.junk_special("Wonder"), ctx.junk_special("Wonder")))])
    state = {"players": [{"board": {"blue": pile("Publications")}}, {}], "junk": ["Empire"]}
    game = new("ultimate", state)
    assert game.state()["achievements"]["special"] == ["Monument", "World", "Wonder", "Universe"]
    events = dogma(game, "Publications")
    assert events == [start(0, "Publications"),
                      {"type": "restore", "player": 0, "achievement": "Empire", "from": {"zone": "junk"}},
                      junked(0, "Wonder", "special")]
    assert results == [(True, False, False), (True, False)]
    s = game.state()
    assert s["achievements"]["special"] == ["Monument", "Empire", "World", "Universe"]
    assert s["junk"] == ["Wonder"]


# --- rearrange a pile ------------------------------------------------------------------------------------

def test_rearrange_a_pile_keeps_its_splay_ultimate(register):
    results = []
    register("Publications", [lambda ctx: results.append(ctx.rearrange("blue", ["Writing", "Publications", "Tools"])),
                              lambda ctx: results.append(ctx.rearrange("blue", ["Writing", "Publications", "Tools"]))])
    state = {"players": [{"board": {"blue": pile("Publications", "Tools", "Writing", splay="aslant")}}, {}]}
    game = new("ultimate", state)
    events = dogma(game, "Publications")
    assert events == [start(0, "Publications"),
                      {"type": "rearrange", "player": 0, "color": "blue", "cards": ["Writing", "Publications", "Tools"]}]
    assert results == [True, False]                         # the same order again changes nothing
    assert zones(game, 0)["board"] == {"blue": pile("Writing", "Publications", "Tools", splay="aslant")}
    with pytest.raises(ValueError, match="exactly its cards"):
        ops.rearrange(game._gs, 0, "blue", ["Writing", "Tools"])
    with pytest.raises(ValueError, match="exactly its cards"):
        ops.rearrange(game._gs, 0, "red", [])
    assert zones(game, 0)["board"] == {"blue": pile("Writing", "Publications", "Tools", splay="aslant")}


# --- the effect-writing helpers --------------------------------------------------------------------------

def test_optional_splay_offers_only_the_colours_the_splay_would_change_ultimate(register):
    picked = []

    def computers(ctx):
        picked.append((yield from helpers.optional_splay(ctx, ["red", "green", "yellow", "purple"], "up")))
        picked.append((yield from helpers.optional_splay(ctx, ["green", "yellow"], "up")))     # nothing to ask
    register("Computers", [computers, nothing])
    state = {"players": [{"board": {"blue": pile("Computers"), "red": pile("Oars", "Archery"),
                                    "green": pile("Sailing"), "yellow": pile("Masonry", "Agriculture", splay="up")}},
                         {}]}
    game = new("ultimate", state)
    events = dogma(game, "Computers")
    asks(game, 0, "splay", ["red"], 0, 1)
    events += choose(game, "red")
    settled(game)
    assert events == [start(0, "Computers"), {"type": "splay", "player": 0, "color": "red", "direction": "up"}]
    assert picked == ["red", None]


@pytest.mark.parametrize("answer,hand", [("yes", ["Pottery"]), ("no", [])])
def test_confirm_is_a_yes_no_decision_ultimate(register, answer, hand):
    def writing(ctx):
        if (yield from helpers.confirm(ctx, "draw", "Draw a 1?")):
            ctx.draw(1)
    register("Writing", [writing])
    game = new("ultimate", {"players": [{"board": {"blue": pile("Writing")}}, {}], "supply": {"1": ["Pottery"]}})
    dogma(game, "Writing")
    asks(game, 0, "draw", ["yes", "no"], 1, 1)
    choose(game, answer)
    settled(game)
    assert zones(game, 0)["hand"] == hand


def test_in_order_asks_only_when_cards_go_to_the_same_pile_ultimate(register):
    orders = []

    def tools(ctx):
        order = yield from helpers.in_order(ctx, ["Oars", "Writing"], "color", kind="tuck_order", prompt="Order")
        orders.append(order)                                        # two piles: no question
        order = yield from helpers.in_order(ctx, ["Oars", "Archery", "Writing"], "color", kind="tuck_order",
                                            prompt="Order")
        orders.append(order)
        for name in order:
            ctx.tuck(name)
    register("Tools", [tools, nothing])
    state = {"players": [{"hand": ["Oars", "Archery", "Writing"], "board": {"blue": pile("Tools")}}, {}]}
    game = new("ultimate", state)
    events = dogma(game, "Tools")
    asks(game, 0, "tuck_order", ["Oars", "Archery", "Writing"], 3, 3)
    events += choose(game, "Archery", "Writing", "Oars")
    settled(game)
    assert orders == [["Oars", "Writing"], ["Archery", "Writing", "Oars"]]
    assert kinds(events) == ["dogma", "tuck", "tuck", "tuck"]
    assert zones(game, 0)["board"] == {"blue": pile("Tools", "Writing"), "red": pile("Archery", "Oars")}
    with pytest.raises(ValueError, match="'by'"):
        list(helpers.in_order(None, ["Oars", "Archery"], "shape", kind="k", prompt="p"))


def test_pick_extreme_takes_the_cards_beyond_the_cut_and_asks_among_the_ties_ultimate(register):
    picked = []

    def tools(ctx):
        picked.append((yield from helpers.pick_extreme(ctx, ctx.hand(), 2, highest=True, kind="give",
                                                       prompt="Highest two")))
        picked.append(helpers.tops(ctx))
        picked.append((yield from helpers.pick_extreme(ctx, ctx.hand(), 5, highest=False, kind="give",
                                                       prompt="Lowest five")))
    register("Tools", [tools, nothing])
    state = {"players": [{"hand": ["Writing", "Calendar", "Optics", "Mathematics"], "board": {"blue": pile("Tools")}},
                         {}]}
    game = new("ultimate", state)
    dogma(game, "Tools")
    asks(game, 0, "give", ["Calendar", "Mathematics"], 1, 1)
    choose(game, "Mathematics")
    settled(game)
    assert picked == [["Optics", "Mathematics"], ["Tools"], ["Writing", "Calendar", "Mathematics", "Optics"]]


# --- Ultimate rules the fourth-edition cards lean on --------------------------------------------------------

def test_the_avatar_icon_is_counted_for_the_featured_icon_but_is_not_one_of_the_six_ultimate(register):
    register("Escapism", [draw_a(1)])
    state = {"players": [{"board": {"purple": pile("Escapism")}},                            # 3 avatars
                         {"board": {"yellow": pile("Near-Field Comm")}},                     # 2: does not share
                         {"board": {"purple": pile("The Internet"), "blue": pile("Software")}}],   # 3: shares
             "supply": {"1": ["Pottery", "Clothing"], "11": ["Fusion"]}}
    game = new("ultimate", state, players=3)
    assert "avatar" not in game.state()["players"][0]["icons"]
    events = dogma(game, "Escapism")
    assert events == [start(0, "Escapism"), d(2, "Pottery"), d(0, "Clothing"),
                      {"type": "share_bonus", "player": 0, "draws": 1}, d(0, "Fusion")]


def test_losing_inside_a_self_executed_card_junks_everything_and_stops_it_ultimate(register):
    register("Self Service", [execute("Software"), draw_a(1)])
    register("Software", [lambda ctx: ctx.lose(), draw_a(1)])
    state = {"players": [{"hand": ["Tools"], "board": {"green": pile("Self Service")}, "score": ["Calendar"],
                          "achievements": ["Optics", "Wonder"]}, {}, {}],
             "supply": {"1": ["Pottery"]}}
    game = new("ultimate", state, players=3)
    events = dogma(game, "Self Service")
    assert events == [start(0, "Self Service"), ex(0, "Software"),
                      junked(0, "Tools", "hand", 0), junked(0, "Self Service", "board", 0),
                      junked(0, "Calendar", "score", 0), junked(0, "Optics", "achievements", 0),
                      junked(0, "Wonder", "achievements", 0), {"type": "eliminated", "player": 0},
                      {"type": "turn", "player": 1, "number": 2, "actions": 2}]
    s = game.state()
    assert s["players"][0]["eliminated"] is True and zones(game, 0) == player()
    assert s["junk"] == ["Tools", "Self Service", "Calendar", "Optics", "Wonder"]
    assert s["supply"]["1"] == ["Pottery"] and s["result"] is None
    assert s["turn"] == {"number": 2, "player": 1, "actions_left": 2}


def test_achievements_of_one_value_held_several_times_cost_more_and_all_count_ultimate():
    # two age-1 achievements already held (one taken by an effect): a third costs 3 x 5
    state = {"players": [{"achievements": ["Pottery", "Tools"], "board": {"red": pile("Archery")},
                          "score": ["Calendar", "Mathematics", "Optics", "Writing", "Sailing", "Clothing"]}, {}],
             "achievements": {"standard": {"1": "Agriculture"}}}
    game = new("ultimate", state)
    assert game._gs.score_total(0) == 10
    assert {"type": "achieve", "age": 1} not in game.moves()["moves"]
    state["players"][0]["score"] += ["Translation", "Paper"]                   # 16 points
    game = new("ultimate", state)
    assert {"type": "achieve", "age": 1} in game.moves()["moves"]
    play(game, {"type": "achieve", "age": 1})
    assert zones(game, 0)["achievements"] == ["Pottery", "Tools", "Agriculture"]
    from rulebook.innovation.victory import achievement_count
    assert achievement_count(game._gs, 0) == 3


def test_special_achievements_are_checked_at_the_end_of_the_action_in_the_tie_order_ultimate(register):
    # seat 0's effect gives seats 1 and 2 a fourth top card with a demand: both meet Monument at
    # the end of the action; the first of them from the current player's left (seat 1) takes it
    def writing(ctx):
        ctx.meld("Medicine", seat=1)
        assert ctx.available_specials()[0] == "Monument"        # not yet: checked at the end of the action
        ctx.meld("Anatomy", seat=2)
    register("Writing", [writing])
    state = {"players": [{"board": {"blue": pile("Writing")}},
                         {"hand": ["Medicine"], "board": {"red": pile("Archery"), "green": pile("Mapmaking"),
                                                          "purple": pile("City States")}},
                         {"hand": ["Anatomy"], "board": {"red": pile("Oars"), "green": pile("Compass"),
                                                         "purple": pile("Monotheism")}}]}
    game = new("ultimate", state, players=3)
    events = dogma(game, "Writing")
    assert events == [start(0, "Writing"), {"type": "meld", "player": 1, "card": "Medicine", "color": "yellow"},
                      {"type": "meld", "player": 2, "card": "Anatomy", "color": "yellow"},
                      {"type": "achieve", "player": 1, "achievement": "Monument", "special": True}]
    assert zones(game, 1)["achievements"] == ["Monument"] and zones(game, 2)["achievements"] == []
    assert game.state()["achievements"]["special"] == ["Empire", "World", "Wonder", "Universe"]
