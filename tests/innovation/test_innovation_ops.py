"""The effect primitives not covered elsewhere: exchange, junk, remove, achieving by
effect, ending the game, and the canonical state against the published schema."""

import jsonschema
import pytest
from innovation_helpers import new, play, random_playout

from rulebook.innovation import ops
from rulebook.innovation.zones import STANDARD, ZoneError, board, hand, locate, score


def pile(*cards, splay="none"):
    return {"cards": list(cards), "splay": splay}


def test_exchange_fixes_both_groups_then_swaps_them_deluxe():
    game = new("deluxe", {"players": [{"hand": ["Oars", "Tools"], "score": ["Calendar"]}]})
    gs = game._gs
    ops.exchange(gs, 0, ["Oars", "Tools"], hand(0), ["Calendar"], score(0))
    s = game.state()["players"][0]
    assert s["hand"] == ["Calendar"] and s["score"] == ["Oars", "Tools"]
    assert [e["type"] for e in gs.events] == ["transfer"] * 3
    assert gs.scored[0] == 0                        # an exchange is not scoring (Monument)


def test_exchange_with_an_empty_group_still_moves_the_other_deluxe():
    game = new("deluxe", {"players": [{"hand": [], "score": ["Calendar", "Construction"]}]})
    ops.exchange(game._gs, 0, [], hand(0), ["Calendar", "Construction"], score(0))
    assert game.state()["players"][0]["hand"] == ["Calendar", "Construction"]
    assert game._gs.changes == 1


def test_transfer_into_a_score_pile_is_not_a_score_deluxe():
    game = new("deluxe", {"players": [{"hand": ["Oars"]}]})
    ops.transfer(game._gs, 0, "Oars", hand(0), score(1))
    assert game.state()["players"][1]["score"] == ["Oars"] and game._gs.scored == [0, 0]
    assert game._gs.events == [{"type": "transfer", "player": 0, "card": "Oars",
                                "from": {"zone": "hand", "player": 0}, "to": {"zone": "score", "player": 1}}]


def test_transfer_onto_a_board_goes_on_top_deluxe():
    game = new("deluxe", {"players": [{"hand": ["Tools"]}, {"board": {"blue": pile("Writing", splay="none")}}]})
    ops.transfer(game._gs, 0, "Tools", hand(0), board(1))
    assert game.state()["players"][1]["board"]["blue"]["cards"] == ["Tools", "Writing"]


def test_junk_and_remove_ultimate():
    game = new("ultimate", {"players": [{"hand": ["Oars", "Tools"]}]})
    gs = game._gs
    ops.junk(gs, 0, "Oars", hand(0))
    ops.remove(gs, 0, "Tools", hand(0))
    s = game.state()
    placed = [n for p in s["players"] for n in p["hand"] + p["score"]] + [n for x in s["supply"].values() for n in x]
    assert s["junk"] == ["Oars"] and "Tools" not in placed and "Oars" not in placed
    assert locate(gs, "Tools") == ("removed",)
    assert ops.junk_special(gs, 0, "Wonder") is True and ops.junk_special(gs, 0, "Wonder") is False
    assert game.state()["junk"] == ["Oars", "Wonder"]
    assert "Wonder" not in game.state()["achievements"]["special"]


def test_junk_an_available_standard_achievement_ultimate():
    game = new("ultimate", {"achievements": {"standard": {"3": "Optics"}}})
    ops.junk(game._gs, 0, "Optics", STANDARD)
    assert game.state()["achievements"]["standard"] == {} and game.state()["junk"] == ["Optics"]


def test_achieving_by_effect_takes_no_price_deluxe():
    game = new("deluxe", {"players": [{"hand": ["Oars"]}], "achievements": {"standard": {"4": "Invention"}}})
    gs = game._gs
    assert ops.claim_standard(gs, 0, 4) == "Invention"
    assert ops.claim_standard(gs, 0, 4) is None
    ops.achieve_card(gs, 0, "Oars", hand(0))
    assert game.state()["players"][0]["achievements"] == ["Invention", "Oars"]


def test_an_effect_that_ends_the_game_gives_a_score_victory_iello(register):
    register("Writing", [lambda ctx: ctx.end_game()])
    game = new("iello", {"players": [{"board": {"blue": pile("Writing")}}, {"score": ["Oars"]}]})
    play(game, {"type": "dogma", "card": "Writing"})
    assert game.state()["result"] == {"winners": [1], "reason": "score"}


def test_moving_a_card_from_a_zone_without_it_is_an_error_deluxe():
    game = new("deluxe", {})
    with pytest.raises(ZoneError, match="'Oars' is not in"):
        ops.meld(game._gs, 0, "Oars")


def test_draw_skips_nothing_when_the_variant_does_not_skip_empty_piles():
    from innovation_helpers import derived

    from rulebook.innovation import Game
    v = derived("deluxe", actions={"skip_empty_piles": False})
    game = Game.new(v, ["A", "B"], 1, {"supply": {"1": []}})
    assert game.play({"type": "draw"}) == [] and game.state()["players"][0]["hand"] == []


def test_every_state_matches_the_published_state_schema_deluxe(register):
    from rulebook.schemas import all_schemas
    validator = jsonschema.Draft202012Validator(all_schemas()["state.schema.json"])

    def ask(ctx):
        yield from ctx.choose(["x", "y"], kind="pick", min=1, max=1)
    register("Writing", [ask])
    game = new("deluxe", seed=3)
    validator.validate(game.state())                 # the opening: pending, no turn
    random_playout(game, seed=3, limit=30)
    validator.validate(game.state())
    game = new("deluxe", {"players": [{"board": {"blue": pile("Writing")}}]})
    game.play({"type": "dogma", "card": "Writing"})
    validator.validate(game.state())                 # an effect's decision
    random_playout(game, seed=1)
    validator.validate(game.state())                 # a finished game
    assert game.state()["result"] is not None
