"""The Unseen core (docs/unseen.md) at engine level: the decks at setup, the Unseen draw per
player per turn and each value of its disputes, the safe and its limit, safeguard, the Achieve
action on a secret, the five special achievements' condition kinds, the protocol fields (given
and exported), and what is refused. Scenarios (features/innovation/unseen/) state the rules;
these tests hold the parts a scenario cannot reach."""

from __future__ import annotations

import pytest

from rulebook.errors import BadRequest, IllegalMove
from rulebook.innovation import Game, check_conservation, ops, unseen, zones
from rulebook.innovation.achievements import condition_met
from rulebook.innovation.agents import play_random_game
from rulebook.innovation.sets import JoinedEffectSet, load_effects
from rulebook.variants import load_variant

UNSEEN = load_variant("ultimate-unseen")
BOTH = load_variant("ultimate-unseen-echoes")


def _with(variant, **values):
    """The variant with some [unseen] values changed (a house rule)."""
    return variant.model_copy(update={"unseen": variant.unseen.model_copy(update=values)})


def _new(state: dict, variant=UNSEEN, players=("Alice", "Bob")) -> Game:
    return Game.new(variant, list(players), 1, state=state)


# --- setup -------------------------------------------------------------------------------

def test_every_unseen_card_is_in_its_deck_and_the_opening_hands_are_base_cards():
    game = Game.new(UNSEEN, ["A", "B", "C"], 4)
    state = game.state()
    decks = state["supply_unseen"]
    assert sorted(decks, key=int) == [str(age) for age in range(1, 12)]
    assert sum(len(pile) for pile in decks.values()) == 115
    cards = game._gs.catalog.cards
    for player in state["players"]:
        assert [cards[name].deck for name in player["hand"]] == ["base", "base"]
        assert player["safe"] == [] and player["unseen_draw_used"] is False
    check_conservation(game)


def test_a_game_without_unseen_has_none_of_its_fields():
    state = Game.new(load_variant("ultimate"), ["A", "B"], 4).state()
    assert "supply_unseen" not in state and "coin_flips" not in state
    assert "safe" not in state["players"][0] and "unseen_draw_used" not in state["players"][0]


def test_the_target_rises_by_one_per_expansion():
    assert UNSEEN.achievements_to_win(2) == load_variant("ultimate").achievements_to_win(2) + 1
    assert BOTH.achievements_to_win(2) == load_variant("ultimate").achievements_to_win(2) + 2


# --- the Unseen draw -----------------------------------------------------------------------

def _draw_state(**extra) -> dict:
    return {"players": [{"board": {"red": {"cards": ["Archery"]}}}],
            "supply": {"1": ["Writing", "Tools", "Pottery"]}, "supply_unseen": {"1": ["Tomb", "Dance"]}, **extra}


def test_the_first_draw_of_a_turn_is_an_unseen_draw_and_the_next_a_base_draw():
    game = _new(_draw_state())
    gs = game._gs
    assert ops.draw(gs, 0) == "Tomb"
    assert gs.players[0].unseen_draw_used
    assert ops.draw(gs, 0) == "Writing"


def test_every_player_has_an_unseen_draw_in_every_turn():
    game = _new(_draw_state())
    gs = game._gs
    ops.draw(gs, 0)
    assert ops.draw(gs, 1) == "Dance"       # Bob draws on Alice's turn: his own first draw
    game.play({"type": "draw"})             # Alice's second action: a base card
    assert gs.players[0].hand[-1] == "Writing"
    game.play({"type": "draw"})             # Bob's turn: the flags were reset at the turn's end
    assert not gs.players[0].unseen_draw_used


def test_an_empty_unseen_deck_gives_a_base_card_and_still_uses_up_the_draw():
    game = _new(_draw_state(supply_unseen={"1": []}))
    gs = game._gs
    assert ops.draw(gs, 0) == "Writing" and gs.players[0].unseen_draw_used
    assert ops.draw(gs, 0) == "Tools"


def test_the_value_is_fixed_first_empty_base_decks_skipped():
    game = _new({"players": [{"board": {"red": {"cards": ["Archery"]}}}], "supply": {"1": []},
                 "supply_unseen": {"1": ["Tomb"], "2": ["Exile"]}})
    assert ops.draw(game._gs, 0) == "Exile"


@pytest.mark.parametrize(("used_by", "used"), [("unnamed-draws", False), ("any-card-from-a-deck", True)])
def test_what_uses_up_the_unseen_draw(used_by, used):
    game = _new(_draw_state(), _with(UNSEEN, draw_used_by=used_by))
    gs = game._gs
    assert ops.draw(gs, 0, deck="base") == "Writing"     # a draw naming its deck
    assert gs.players[0].unseen_draw_used is used
    assert ops.draw(gs, 0) == ("Tools" if used else "Tomb")


@pytest.mark.parametrize(("priority", "first"), [("unseen-first", "Tomb"), ("echoes-first", "Plumbing")])
def test_the_draw_priority_when_echoes_and_unseen_both_claim_a_draw(priority, first):
    game = _new({"players": [{"board": {"red": {"cards": ["Archery"]}}}], "supply": {"1": ["Writing"]},
                 "supply_unseen": {"1": ["Tomb"]}, "supply_echoes": {"1": ["Plumbing", "Bell"]}},
                _with(BOTH, draw_priority=priority))
    gs = game._gs
    assert ops.draw(gs, 0) == first
    assert gs.players[0].unseen_draw_used        # an Echoes draw that won uses it up too
    assert ops.draw(gs, 0) == ("Plumbing" if first == "Tomb" else "Bell")


# --- the safe ----------------------------------------------------------------------------

def test_the_safe_limit_is_five_less_the_highest_splay_checked_on_entry_only():
    game = _new({"players": [{"board": {"blue": {"cards": ["Tools", "Pottery"], "splay": "up"}},
                              "hand": ["Writing", "Sailing", "Archery"]}]})
    gs = game._gs
    assert unseen.safe_limit(gs, 0) == 2
    assert unseen.safeguard(gs, 0, "Writing", zones.hand(0))
    assert unseen.safeguard(gs, 0, "Sailing", zones.hand(0))
    assert not unseen.safeguard(gs, 0, "Archery", zones.hand(0))     # full: nothing happens
    assert gs.players[0].hand == ["Archery"]
    ops.splay(gs, 0, "blue", "aslant")                                # the limit drops to 1
    assert gs.players[0].safe == ["Writing", "Sailing"]


def test_safeguard_takes_an_available_standard_achievement_and_a_deck_top():
    game = _new({"achievements": {"standard": {"1": "Writing", "2": "Mathematics"}},
                 "supply_unseen": {"2": ["Cipher"]}}, _with(UNSEEN, draw_used_by="any-card-from-a-deck"))
    gs = game._gs
    assert unseen.safeguard_achievement(gs, 0, 2) == "Mathematics"
    assert unseen.safeguard_achievement(gs, 0, 4) is None
    assert unseen.safeguard(gs, 0, "Cipher", zones.SUPPLY)
    assert gs.players[0].safe == ["Mathematics", "Cipher"] and gs.players[0].unseen_draw_used
    check_conservation(game)


@pytest.mark.parametrize(("overflow", "hand", "deck"), [("stays-in-hand", ["Tomb"], []), ("stays-in-deck", [], ["Tomb"])])
def test_draw_and_safeguard_with_a_full_safe(overflow, hand, deck):
    game = _new({"players": [{"board": {"blue": {"cards": ["Tools", "Pottery"], "splay": "aslant"}},
                              "safe": ["Writing"]}], "supply_unseen": {"1": ["Tomb"]}},
                _with(UNSEEN, safeguard_overflow=overflow))
    gs = game._gs
    assert unseen.draw_and_safeguard(gs, 0, 1) is None
    assert gs.players[0].hand == hand and gs.unseen_supply[1] == deck


@pytest.mark.parametrize(("rule", "safe"), [("over-the-limit", ["Writing", "Sailing"]), ("stays", ["Writing"])])
def test_a_transfer_into_a_full_safe(rule, safe):
    game = _new({"players": [{"board": {"blue": {"cards": ["Tools", "Pottery"], "splay": "aslant"}},
                              "safe": ["Writing"]}, {"hand": ["Sailing"]}]}, _with(UNSEEN, full_safe_transfer=rule))
    gs = game._gs
    ops.transfer(gs, 1, "Sailing", zones.hand(1), zones.safe(0))
    assert gs.players[0].safe == safe


def test_a_returned_secret_goes_under_its_own_deck_unseen():
    game = _new({"players": [{"safe": ["Tomb", "Writing"]}], "supply_unseen": {"1": ["Dance"]},
                 "supply": {"1": ["Sailing"]}})
    gs = game._gs
    ops.return_card(gs, 0, "Tomb", zones.safe(0))
    ops.return_card(gs, 0, "Writing", zones.safe(0))
    assert gs.unseen_supply[1] == ["Dance", "Tomb"] and gs.supply[1] == ["Sailing", "Writing"]
    assert all(event.get("hidden") for event in gs.events if event["type"] == "return")


def test_secrets_add_no_points_and_no_icons():
    game = _new({"players": [{"safe": ["Tomb", "Writing"]}]})
    state = game.state()["players"][0]
    assert game._gs.score_total(0) == 0 and sum(state["icons"].values()) == 0


# --- achieving a secret -------------------------------------------------------------------

def _achiever(**extra) -> Game:
    return _new({"players": [{"board": {"red": {"cards": ["Construction"]}},
                              "score": ["Mathematics", "Philosophy", "Calendar", "Canal Building", "Monotheism"],
                              "safe": ["Tomb", "Cipher", "Exile"]}],
                 "achievements": {"standard": {"3": "Feudalism"}}, **extra})


def test_the_achieve_action_may_take_an_eligible_secret_by_position():
    game = _achiever()
    moves = game.moves()["moves"]
    # score 10 and a top 2: the 1 (position 1) and the two 2s (positions 2 and 3)
    assert [m for m in moves if m["type"] == "achieve"] == [{"type": "achieve", "secret": 1},
                                                             {"type": "achieve", "secret": 2},
                                                             {"type": "achieve", "secret": 3}]
    events = game.play({"type": "achieve", "secret": 2})
    state = game.state()["players"][0]
    assert state["achievements"] == ["Cipher"] and [s["card"] for s in state["safe"]] == ["Tomb", "Exile"]
    assert any(e["type"] == "achieve" and e.get("secret") == 2 for e in events)


def test_an_achieved_secret_counts_as_a_standard_achievement_of_its_value():
    game = _achiever()
    game.play({"type": "achieve", "secret": 2})         # Cipher, a 2: a second 2 now costs 20
    assert {"type": "achieve", "secret": 2} not in game.moves()["moves"]


def test_achieving_a_secret_is_refused_with_a_reason():
    game = _achiever()
    with pytest.raises(IllegalMove, match="no secret 4"):
        game.play({"type": "achieve", "secret": 4})
    with pytest.raises(BadRequest, match="not both"):
        game.play({"type": "achieve", "secret": 1, "age": 1})
    no_secrets = _new({"players": [{"board": {"red": {"cards": ["Archery"]}},
                                                              "safe": ["Exile"]}]})
    with pytest.raises(IllegalMove, match="needs 10 points"):
        no_secrets.play({"type": "achieve", "secret": 1})
    off = _new({"players": [{"board": {"red": {"cards": ["Construction"]}}, "score": ["Mathematics", "Philosophy"],
                             "safe": ["Tomb"]}]}, _with(UNSEEN, achieve_secrets=False))
    assert all(m["type"] != "achieve" for m in off.moves()["moves"])


def test_achieving_a_secret_without_unseen_is_a_bad_request():
    game = Game.new(load_variant("ultimate"), ["A", "B"], 1, state={})
    with pytest.raises(BadRequest, match="no safe"):
        game.play({"type": "achieve", "secret": 1})


# --- special achievements -----------------------------------------------------------------

@pytest.mark.parametrize(("name", "player", "met"), [
    ("Confidence", {"board": {"red": {"cards": ["Coal"]}}, "safe": ["Tomb", "Dance", "Myth", "Maze"]}, True),
    ("Confidence", {"board": {"red": {"cards": ["Coal"]}}, "safe": ["Tomb", "Dance", "Myth"]}, False),
    ("Confidence", {"board": {"red": {"cards": ["Gunpowder"]}}, "safe": ["Tomb", "Dance", "Myth", "Maze"]}, False),
    ("Zen", {"board": {"red": {"cards": ["Flight"]}, "blue": {"cards": ["Experimentation"]}}}, True),
    ("Zen", {"board": {"red": {"cards": ["Flight"]}, "blue": {"cards": ["Writing"]}}}, False),
    ("Anonymity", {"board": {"red": {"cards": ["Flight"]}}}, True),
    ("Anonymity", {"board": {"red": {"cards": ["Flight"]}}, "achievements": ["Writing"]}, False),
    ("Folklore", {"board": {"yellow": {"cards": ["Antibiotics"]}}}, True),
    ("Folklore", {"board": {"red": {"cards": ["Mobility"]}}}, False),
    ("Mystery", {"board": {"blue": {"cards": ["Computers"]}}}, True),
    ("Mystery", {"board": {"blue": {"cards": ["Rocketry"]}}}, False),
])
def test_the_unseen_special_achievements(name, player, met):
    game = _new({"players": [player], "achievements": {"special": [name]}})
    gs = game._gs
    assert condition_met(gs, 0, gs.rules.special_achievements.conditions[name]) is met


def test_a_special_achievement_is_claimed_at_the_end_of_an_action():
    game = _new({"players": [{"board": {"red": {"cards": ["Coal"]}}, "safe": ["Tomb", "Dance", "Myth", "Maze"]}],
                 "achievements": {"special": ["Confidence"]}})
    game.play({"type": "draw"})
    assert "Confidence" in game.state()["players"][0]["achievements"]


# --- protocol fields ----------------------------------------------------------------------

def test_a_given_safe_is_exported_oldest_first_with_backs_and_revealed_flags():
    game = _new({"players": [{"safe": [{"card": "Tomb", "age": 1, "set": "unseen"},
                                       {"card": "Writing", "revealed": True}], "unseen_draw_used": True}],
                 "coin_flips": ["heads"]})
    state = game.state()
    assert state["players"][0]["safe"] == [{"card": "Tomb", "age": 1, "set": "unseen", "revealed": False},
                                           {"card": "Writing", "age": 1, "set": "base", "revealed": True}]
    assert state["players"][0]["unseen_draw_used"] is True and state["coin_flips"] == ["heads"]


@pytest.mark.parametrize(("state", "message"), [
    ({"players": [{"safe": [{"card": "Tomb", "age": 2}]}]}, r"safe\[0\]\.age: Tomb is of age 1"),
    ({"players": [{"safe": [{"card": "Tomb", "set": "base"}]}]}, r"safe\[0\]\.set"),
    ({"players": [{"safe": [{"card": None, "age": 1}]}]}, "names every secret"),
    ({"players": [{"safe": [{"card": "Tomb", "colour": "red"}]}]}, "unknown key"),
    ({"players": [{"safe": ["Tomb"], "hand": ["Tomb"]}]}, "already placed"),
    ({"players": [{"unseen_draw_used": "yes"}]}, "true or false"),
    ({"supply_unseen": {"1": ["Exile"]}}, "not an Unseen card of age 1"),
    ({"coin_flips": ["edge"]}, "heads"),
])
def test_a_wrong_unseen_field_is_refused_naming_it(state, message):
    with pytest.raises(BadRequest, match=message):
        _new(state)


@pytest.mark.parametrize("state", [{"players": [{"safe": []}]}, {"players": [{"unseen_draw_used": False}]},
                                   {"supply_unseen": {}}, {"coin_flips": []}])
def test_unseen_fields_are_refused_without_unseen(state):
    with pytest.raises(BadRequest, match="Unseen"):
        Game.new(load_variant("ultimate"), ["A", "B"], 1, state=state)


# --- random games and effect sets -----------------------------------------------------------

@pytest.mark.parametrize("variant", ["ultimate-unseen", "ultimate-unseen-echoes"])
def test_random_games_are_conserved_and_stop_cleanly_on_an_unwritten_card(variant):
    for seed in range(3):
        game = play_random_game(load_variant(variant), ["A", "B", "C"], seed, check=True, max_moves=400)
        assert game.over or game.moves_played == 400 or game.stopped.startswith("the effects of")


def test_echoes_and_unseen_together_join_their_effect_sets():
    joined = load_effects("base-ultimate", ("echoes", "unseen"))
    assert isinstance(joined, JoinedEffectSet)
    assert joined.lookup("Plumbing", "fourth-edition") is not None      # an Echoes card
    assert joined.lookup("Writing", "fourth-edition") is not None       # a base card


# --- the card mechanics of the Context API -----------------------------------------------

def _ctx(game: Game, seat: int = 0):
    from rulebook.innovation.effects import Context
    from rulebook.innovation.state import EffectMemory

    gs = game._gs
    return Context(gs, seat, seat, gs.catalog["Archery"], 0, False, EffectMemory())


def _answers(body, answers):
    """Run an effect generator, answering its decisions in order; (decisions asked, result)."""
    asked = []
    try:
        decision = next(body)
        while True:
            asked.append(decision)
            decision = body.send(answers[len(asked) - 1])
    except StopIteration as done:
        return asked, done.value


def test_coin_flips_take_the_fixed_results_first_then_the_seeded_generator():
    flips = []
    for _ in range(2):
        game = _new({"coin_flips": ["tails", "tails"]})
        ctx = _ctx(game)
        flips.append([ctx.flip_coin() for _ in range(6)])
        assert [e["result"] for e in game._gs.events if e["type"] == "coin_flip"] == flips[-1]
    assert flips[0][:2] == ["tails", "tails"] and flips[0] == flips[1]      # deterministic by the seed
    assert set(flips[0][2:]) <= {"heads", "tails"}


def test_a_delegated_player_makes_the_decisions_and_may_becomes_must():
    game = _new({})
    ctx = _ctx(game)

    def body():
        return (yield from ctx.choose(["Writing", "Tools"], min=0, max=1, kind="demo"))

    asked, picked = _answers(ctx.decided_by(1, body()), [["Tools"]])
    assert asked[0]["player"] == 1 and picked == ["Tools"]
    asked, _ = _answers(ctx.may_as_must(body()), [["Writing"]])
    assert asked[0]["player"] == 0 and asked[0]["min"] == 1
    assert not game._gs.may_is_must and not game._gs.decision_makers     # both end with the body
    asked, answer = _answers(ctx.may_as_must(ctx.choose(["yes", "no"], kind="confirm")), [])
    assert asked == [] and answer == ["yes"]


def test_a_choice_among_secrets_offers_positions_and_backs_never_titles():
    game = _new({"players": [{"safe": ["Tomb", "Writing", {"card": "Exile", "revealed": True}]}]})
    ctx = _ctx(game)
    asked, picked = _answers(ctx.choose_secret(values=[1, 2], max=2, prompt="Choose up to two secrets"), [["secret 2 (base 1)", "secret 3 (unseen 2): Exile"]])
    assert asked[0]["options"] == ["secret 1 (unseen 1)", "secret 2 (base 1)", "secret 3 (unseen 2): Exile"]
    assert "Tomb" not in asked[0]["prompt"] and picked == ["Writing", "Exile"]


# --- what each player may know ------------------------------------------------------------

def _titles_in(node) -> set[str]:
    if isinstance(node, str):
        return {node}
    if isinstance(node, dict):
        return set().union(set(), *(_titles_in(v) for v in node.values()))
    if isinstance(node, list):
        return set().union(set(), *(_titles_in(v) for v in node))
    return set()


def test_every_view_shows_each_secret_as_a_back_its_owner_included():
    game = _new({"players": [{"safe": ["Tomb", {"card": "Exile", "revealed": True}]}, {"safe": ["Writing"]}],
                 "coin_flips": ["heads"]})
    for viewer in (0, 1):
        view = game.state(viewer=viewer)
        assert view["players"][0]["safe"] == [{"card": None, "age": 1, "set": "unseen", "revealed": False},
                                              {"card": "Exile", "age": 2, "set": "unseen", "revealed": True}]
        assert view["players"][1]["safe"] == [{"card": None, "age": 1, "set": "base", "revealed": False}]
        assert {"Tomb", "Writing"}.isdisjoint(_titles_in(view)) and view["coin_flips"] == []
        assert all(isinstance(back, dict) for pile in view["supply_unseen"].values() for back in pile)


@pytest.mark.parametrize("variant", ["ultimate-unseen", "ultimate-unseen-echoes"])
def test_no_view_ever_names_a_secret_in_random_games(variant):
    """Every state sent to every player in random games: no secret's title, unless revealed."""
    from random import Random

    from rulebook.errors import Unsupported
    from rulebook.innovation.agents import random_move

    for seed in range(2):
        game = Game.new(load_variant(variant), ["A", "B", "C"], seed)
        rng = Random(seed)
        for _ in range(300):
            if game.over:
                break
            secrets = {name for player in game._gs.players for name in player.safe} - game._gs.revealed_secrets
            for viewer in range(3):
                assert secrets.isdisjoint(_titles_in(game.state(viewer=viewer)))
            try:
                game.play(random_move(game, rng))
            except Unsupported:
                break


def test_a_lowered_unseen_condition_asks_one_less_of_each_number():
    """Figures' achievement relief (Hedy Lamarr's kind), should a house variant play both: each
    number one step easier, an absence still required."""
    from rulebook.innovation.achievements import lowered_met

    game = _new({"players": [{"board": {"blue": {"cards": ["Experimentation"]}}, "safe": ["Tomb", "Dance", "Myth"]}]})
    gs = game._gs
    conditions = gs.rules.special_achievements.conditions
    assert not condition_met(gs, 0, conditions["Confidence"])
    assert lowered_met(gs, 0, conditions["Confidence"], 1)          # 3 secrets and a top 4 will do
    assert not lowered_met(gs, 0, conditions["Zen"], 1)             # a top 5 is still needed


def test_one_effect_of_a_card_off_the_boards_is_carried_out_alone_and_the_card_stays():
    # Teleprompter carries out the first non-demand effect of a deck's top card: Mathematics
    # (fourth edition) has one, "return a card from your hand; if you do, draw and meld a card
    # one higher"; Alice returns Sailing (1) and draws and melds a 2 from her Unseen draw.
    game = _new({"players": [{"hand": ["Sailing"]}], "supply": {"2": ["Mathematics", "Calendar"]}})
    gs = game._gs
    ctx = _ctx(game)
    asked, _ = _answers(ctx.carry_out_effect("Mathematics", 0), [["Sailing"]])
    assert gs.supply[2][0] == "Mathematics"                 # it stays on its deck
    assert "Sailing" not in gs.players[0].hand and gs.players[0].unseen_draw_used
    melded = [e["card"] for e in gs.events if e["type"] == "meld"]
    assert len(melded) == 1 and gs.catalog.cards[melded[0]].age == 2 and gs.catalog.cards[melded[0]].deck == "unseen"
    assert [e["card"] for e in gs.events if e["type"] == "execute"] == ["Mathematics"]
    assert len(asked) == 1 and asked[0]["player"] == 0
