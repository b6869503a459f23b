"""The dogma machinery with temporary effects on real cards: who executes, in what order,
the sharing bonus and what earns it, teams, decisions, and ending mid-effect."""

import pytest
from innovation_helpers import choose, kinds, new, play, variant

from rulebook.innovation import EngineError, Game
from rulebook.innovation.effects import unregistered
from rulebook.innovation.zones import board as board_zone


def pile(*cards, splay="none"):
    return {"cards": list(cards), "splay": splay}


def recorder(log, tag=None):
    def effect(ctx):
        log.append((ctx.player, ctx.launcher) if tag is None else (tag, ctx.player))
    return effect


# Four players; Archery (2 castles, featured castle) and Writing (2 lightbulbs) for seat 1.
FOUR = {
    "players": [
        {"board": {"blue": pile("Tools")}},                      # castle 1, lightbulb 2
        {"board": {"red": pile("Archery"), "blue": pile("Writing")}},   # castle 2, lightbulb 3
        {"board": {"purple": pile("Philosophy")}},              # castle 0, lightbulb 3
        {"board": {"green": pile("The Wheel")}},                 # castle 3, lightbulb 0
    ],
    "turn": {"player": 1},
}


def test_dogma_without_registered_effects_is_unsupported_deluxe():
    game = new("deluxe", FOUR, players=4)
    before = game.state()
    with pytest.raises(EngineError) as err, unregistered("Archery"):
        game.play({"type": "dogma", "card": "Archery"})
    assert err.value.code == "unsupported" and game.state() == before


def test_demand_hits_opponents_with_fewer_clockwise_from_the_left_deluxe(register):
    log = []
    register("Archery", [recorder(log)])
    game = new("deluxe", FOUR, players=4)
    events = play(game, {"type": "dogma", "card": "Archery"})
    assert log == [(2, 1), (0, 1)]             # seat 3 has as many castles (3 >= 2): not affected
    assert events[0] == {"type": "dogma", "player": 1, "card": "Archery"}


def test_non_demand_is_shared_by_players_with_at_least_as_many_launcher_last_deluxe(register):
    log = []
    register("Writing", [recorder(log)])
    game = new("deluxe", FOUR, players=4)
    play(game, {"type": "dogma", "card": "Writing"})
    assert log == [(2, 1), (1, 1)]             # seat 2 ties (3 = 3); seats 3 and 0 have fewer


def test_each_effect_completes_for_every_player_before_the_next_deluxe(register):
    log = []
    register("Oars", [recorder(log, "demand"), recorder(log, "share")])
    state = {"players": [{"board": {"red": pile("Oars")}},                     # castles 2
                         {"board": {"green": pile("The Wheel")}},              # 3: shares
                         {"board": {"blue": pile("Writing")}}]}                # 0: demanded
    game = new("deluxe", state, players=3)
    play(game, {"type": "dogma", "card": "Oars"})
    assert log == [("demand", 2), ("share", 1), ("share", 0)]


def test_two_non_demand_effects_run_in_printed_order_for_all_players_deluxe(register):
    log = []
    register("Tools", [recorder(log, 0), recorder(log, 1)])
    state = {"players": [{"board": {"blue": pile("Tools")}}, {"board": {"purple": pile("Philosophy")}},
                         {"board": {"red": pile("Archery")}}]}
    game = new("deluxe", state, players=3)
    play(game, {"type": "dogma", "card": "Tools"})
    assert log == [(0, 1), (0, 0), (1, 1), (1, 0)]


def _give_lightbulbs_then_record(log):
    def first(ctx):          # the launcher hands Philosophy (3 lightbulbs) to seat 1's board
        ctx.transfer("Philosophy", ctx.zone("hand"), board_zone(1))
    return [first, recorder(log, "second")]


@pytest.mark.parametrize("count_once,second", [(True, [("second", 0)]), (False, [("second", 1), ("second", 0)])])
def test_featured_icons_are_counted_once_at_the_start_deluxe(register, count_once, second):
    from innovation_helpers import derived
    log = []
    register("Tools", _give_lightbulbs_then_record(log))
    v = derived("deluxe", dogma={"icon_count_once": count_once})
    game = Game.new(v, ["A", "B"], 1, {"players": [{"hand": ["Philosophy"], "board": {"blue": pile("Tools")}}, {}]})
    game.play({"type": "dogma", "card": "Tools"})
    assert log == second


# --- the sharing bonus -------------------------------------------------------------------------

def draw_a_1(ctx):
    ctx.draw(1)


SHARED = {"players": [{"board": {"blue": pile("Writing")}}, {"board": {"purple": pile("Philosophy")}},
                      {"board": {"blue": pile("Tools")}}],
          "supply": {"1": ["Oars", "Pottery", "Sailing", "Agriculture"], "2": ["Calendar"]}}


def test_sharing_bonus_one_free_draw_after_the_action_deluxe(register):
    register("Writing", [draw_a_1])
    game = new("deluxe", SHARED, players=3)
    events = play(game, {"type": "dogma", "card": "Writing"})
    assert events[:6] == [
        {"type": "dogma", "player": 0, "card": "Writing"},
        {"type": "draw", "player": 1, "card": "Oars", "age": 1},
        {"type": "draw", "player": 2, "card": "Pottery", "age": 1},
        {"type": "draw", "player": 0, "card": "Sailing", "age": 1},
        {"type": "share_bonus", "player": 0, "draws": 1},
        {"type": "draw", "player": 0, "card": "Agriculture", "age": 1},   # a normal draw: age of the top card
    ]
    assert game.state()["players"][0]["hand"] == ["Sailing", "Agriculture"]


def test_no_sharing_bonus_when_the_sharing_opponent_changed_nothing_iello(register):
    def meld_from_hand(ctx):
        if ctx.hand():
            ctx.meld(ctx.hand()[0])
    register("Writing", [meld_from_hand])
    # innovation-iello.ko.txt: a sharer told to meld with an empty hand changes nothing: no bonus
    state = {"players": [{"hand": ["Oars"], "board": {"blue": pile("Writing")}},
                         {"board": {"purple": pile("Philosophy")}}]}
    game = new("iello", state)
    events = play(game, {"type": "dogma", "card": "Writing"})
    assert kinds(events) == ["dogma", "meld"]


def reveal_if_sharing(ctx):
    if ctx.player != ctx.launcher and ctx.hand():
        ctx.reveal(ctx.hand()[0])


@pytest.mark.parametrize("vid,bonus", [("deluxe", True), ("ultimate", False), ("bga-third", False),
                                       ("bga-first", False), ("iello", False), ("first-edition", False)])
def test_sharing_bonus_reveal_counts(register, vid, bonus):
    register("Writing", [reveal_if_sharing])
    state = {"players": [{"board": {"blue": pile("Writing")}},
                         {"hand": ["Oars"], "board": {"purple": pile("Philosophy")}}]}
    game = new(vid, state)
    events = play(game, {"type": "dogma", "card": "Writing"})
    assert events[1] == {"type": "reveal", "player": 1, "card": "Oars"}
    assert ("share_bonus" in kinds(events)) is bonus
    assert len(game.state()["players"][0]["hand"]) == (1 if bonus else 0)


def test_sharing_bonus_reveal_counts_deluxe():
    assert variant("deluxe").dogma.reveal_counts_as_change is True


def test_sharing_bonus_reveal_counts_ultimate():
    assert variant("ultimate").dogma.reveal_counts_as_change is False


def transfer_to_launcher(ctx):
    if ctx.hand():
        ctx.transfer(ctx.hand()[0], ctx.zone("hand"), ctx.zone("hand", ctx.launcher))


@pytest.mark.parametrize("vid", ["deluxe", "ultimate", "iello"])
def test_demands_never_earn_the_sharing_bonus(register, vid):
    from rulebook.innovation import load_catalog
    effect_count = len(load_catalog(variant(vid).cards.set)["Archery"].effect_kinds)   # 2 in the fourth edition
    register("Archery", [transfer_to_launcher] + [lambda ctx: None] * (effect_count - 1))
    state = {"players": [{"board": {"red": pile("Archery")}}, {"hand": ["Oars"]}]}
    game = new(vid, state)
    events = play(game, {"type": "dogma", "card": "Archery"})
    assert kinds(events) == ["dogma", "transfer"]
    assert game.state()["players"][0]["hand"] == ["Oars"]


def test_demands_earn_the_bonus_when_the_variant_says_so(register):
    from innovation_helpers import derived
    register("Archery", [transfer_to_launcher])
    v = derived("deluxe", dogma={"demands_earn_bonus": True})
    game = Game.new(v, ["A", "B"], 1, {"players": [{"board": {"red": pile("Archery")}}, {"hand": ["Oars"]}],
                                       "supply": {"1": ["Tools"]}})
    assert kinds(game.play({"type": "dogma", "card": "Archery"})) == ["dogma", "transfer", "share_bonus", "draw"]


def test_launcher_alone_earns_no_bonus_deluxe(register):
    register("Writing", [draw_a_1])
    game = new("deluxe", {"players": [{"board": {"blue": pile("Writing")}}]})
    assert kinds(play(game, {"type": "dogma", "card": "Writing"})) == ["dogma", "draw"]


# --- teams ---------------------------------------------------------------------------------------

TEAMS = {"players": [{"board": {"red": pile("Archery"), "blue": pile("Writing")}},   # launcher, team 0
                     {"board": {"purple": pile("Philosophy")}},                     # team 1
                     {"board": {"purple": pile("Education")}},                      # partner, team 0
                     {"board": {"green": pile("Sailing")}}]}                        # team 1


@pytest.mark.parametrize("vid", ["deluxe-teams", "bga-third-teams", "bga-first-teams"])
def test_demands_never_hit_a_partner(register, vid):
    log = []
    register("Archery", [recorder(log)])
    game = new(vid, TEAMS, players=4)
    play(game, {"type": "dogma", "card": "Archery"})
    assert log == [(1, 0), (3, 0)]


def test_demands_on_partner_when_the_variant_allows_it(register):
    from innovation_helpers import derived
    log = []
    register("Archery", [recorder(log)])
    v = derived("deluxe-teams", teams={"demands_on_partner": True})
    Game.new(v, list("ABCD"), 1, TEAMS).play({"type": "dogma", "card": "Archery"})
    assert log == [(1, 0), (2, 0), (3, 0)]


def draw_if_seat(seat):
    def effect(ctx):
        if ctx.player == seat:
            ctx.draw(1)
    return effect


def test_partner_and_opponent_share_deluxe_teams(register):
    log = []
    register("Writing", [recorder(log)])
    play(new("deluxe-teams", TEAMS, players=4), {"type": "dogma", "card": "Writing"})
    assert log == [(1, 0), (2, 0), (0, 0)]          # 3 lightbulbs each; seat 3 has none


@pytest.mark.parametrize("sharer,bonus", [(2, False), (1, True)])
def test_sharing_bonus_from_partner_does_not_count_deluxe_teams(register, sharer, bonus):
    register("Writing", [draw_if_seat(sharer)])
    game = new("deluxe-teams", TEAMS, players=4)       # seats 1 (opponent) and 2 (partner) share
    events = play(game, {"type": "dogma", "card": "Writing"})
    assert ("share_bonus" in kinds(events)) is bonus


def test_bonus_from_partner_when_the_variant_allows_it(register):
    from innovation_helpers import derived
    register("Writing", [draw_if_seat(2)])
    v = derived("deluxe-teams", teams={"bonus_from_partner": True})
    events = Game.new(v, list("ABCD"), 1, TEAMS).play({"type": "dogma", "card": "Writing"})
    assert "share_bonus" in kinds(events)


# --- featured avatar (fourth edition) ----------------------------------------------------------------

def test_featured_avatar_icon_decides_who_shares_ultimate(register):
    log = []
    from rulebook.innovation import load_catalog
    assert load_catalog("base-ultimate")["The Internet"].effect_kinds == ("non_demand",) * 3
    register("The Internet", [recorder(log)] * 3)
    state = {"players": [{"board": {"purple": pile("The Internet")}},       # 2 avatars
                         {"board": {"purple": pile("Escapism")}},           # 3 avatars: shares
                         {"board": {"blue": pile("Writing")}}]}             # none
    game = new("ultimate", state, players=3)
    play(game, {"type": "dogma", "card": "The Internet"})
    assert log == [(1, 0), (0, 0)] * 3


# --- decisions -----------------------------------------------------------------------------------------

def score_chosen_cards(ctx):
    picked = yield from ctx.choose(ctx.hand(), kind="score", prompt="Score up to two cards", min=0, max=2)
    for name in picked:
        ctx.score(name)


def test_an_effect_waits_for_a_decision_and_resumes_with_the_answer_deluxe(register):
    register("Writing", [score_chosen_cards])
    state = {"players": [{"hand": ["Oars", "Tools", "Sailing"], "board": {"blue": pile("Writing")}},
                         {"hand": ["Calendar", "Agriculture"], "board": {"purple": pile("Philosophy")}}]}
    game = new("deluxe", state)
    assert kinds(play(game, {"type": "dogma", "card": "Writing"})) == ["dogma"]
    assert game.moves() == {"player": 1, "pending": {"player": 1, "kind": "score", "prompt": "Score up to two cards",
                                                     "options": ["Calendar", "Agriculture"], "min": 0, "max": 2}}
    assert game.state()["pending"]["player"] == 1
    assert choose(game, "Calendar") == [{"type": "score", "player": 1, "card": "Calendar"}]
    assert game.moves()["pending"]["options"] == ["Oars", "Tools", "Sailing"]
    events = choose(game, "Tools", "Oars")
    assert kinds(events) == ["score", "score", "share_bonus", "draw"]
    assert game.state()["players"][0]["score"] == ["Tools", "Oars"]
    assert game.state()["turn"]["actions_left"] == 1 and game.state()["pending"] is None


@pytest.mark.parametrize("move,code,fragment", [
    ({"type": "choose", "choice": ["Oars"]}, "illegal_move", "\"Oars\" is not an option of the pending 'score' decision"),
    ({"type": "choose", "choice": ["Calendar", "Calendar"]}, "illegal_move", '"Calendar" is chosen twice'),
    ({"type": "choose", "choice": ["Calendar", "Agriculture", "Calendar"]}, "illegal_move", "between 0 and 2"),
    ({"type": "choose", "choice": "Calendar"}, "bad_request", "a list of options"),
    ({"type": "draw"}, "illegal_move", "a decision is pending (score)"),
])
def test_a_wrong_answer_is_refused_and_changes_nothing_deluxe(register, move, code, fragment):
    register("Writing", [score_chosen_cards])
    state = {"players": [{"board": {"blue": pile("Writing")}},
                         {"hand": ["Calendar", "Agriculture"], "board": {"purple": pile("Philosophy")}}]}
    game = new("deluxe", state)
    game.play({"type": "dogma", "card": "Writing"})
    before = game.state()
    with pytest.raises(EngineError) as err:
        game.play(move)
    assert err.value.code == code and fragment in err.value.message
    assert game.state() == before


def test_do_as_much_as_you_can_a_forced_choice_is_not_asked_deluxe(register):
    def return_two(ctx):
        picked = yield from ctx.choose(ctx.hand(), kind="return", min=2, max=2)
        for name in picked:
            ctx.return_card(name)
    register("Writing", [return_two])
    game = new("deluxe", {"players": [{"hand": ["Oars"], "board": {"blue": pile("Writing")}}]})
    events = play(game, {"type": "dogma", "card": "Writing"})       # one card for "two": return it
    assert events[1] == {"type": "return", "player": 0, "card": "Oars", "age": 1}
    assert game.state()["supply"]["1"][-1] == "Oars"


def test_an_ordered_choice_is_asked_even_when_every_option_must_be_taken_deluxe(register):
    def return_all_in_order(ctx):
        order = yield from ctx.choose(ctx.hand(), kind="return_order", min=2, max=2, ordered=True)
        for name in order:
            ctx.return_card(name)
    register("Writing", [return_all_in_order])
    game = new("deluxe", {"players": [{"hand": ["Oars", "Tools"], "board": {"blue": pile("Writing")}}]})
    play(game, {"type": "dogma", "card": "Writing"})
    choose(game, "Tools", "Oars")
    assert game.state()["supply"]["1"][-2:] == ["Tools", "Oars"]


def test_ending_the_dogma_stops_every_later_effect_and_the_bonus_deluxe(register):
    log = []

    def draw_then_stop(ctx):
        ctx.draw(1)
        if ctx.player == 1:
            ctx.end_dogma()
    register("Tools", [draw_then_stop, recorder(log)])
    game = new("deluxe", {"players": [{"board": {"blue": pile("Tools")}}, {"board": {"purple": pile("Philosophy")}}]})
    events = play(game, {"type": "dogma", "card": "Tools"})
    assert kinds(events) == ["dogma", "draw"] and log == []
    assert game.state()["turn"]["actions_left"] == 1


@pytest.mark.parametrize("vid,age", [("deluxe", 11), ("ultimate", 12)])
def test_a_draw_past_the_last_age_inside_an_effect_ends_the_game_at_once(register, vid, age):
    log = []

    def draw_too_high(ctx):
        ctx.draw(age)
        log.append("after")
    register("Writing", [draw_too_high])
    game = new(vid, {"players": [{"board": {"blue": pile("Writing")}, "score": ["Oars"]}, {}]})
    events = play(game, {"type": "dogma", "card": "Writing"})
    assert events[-1] == {"type": "game_over", "player": 0, "winners": [0], "reason": "score"}
    assert log == [] and game.state()["result"] == {"winners": [0], "reason": "score"}


def test_context_facts_deluxe(register):
    seen = {}

    def look(ctx):
        seen.update(value_missing=ctx.value(ctx.top_card("purple")), value=ctx.value("Calendar"),
                    draw_age=ctx.draw_age(), opponents=ctx.opponents(), points=ctx.points(),
                    highest=ctx.highest(["Oars", "Calendar", "Mathematics"]), demand=ctx.demand)
    register("Writing", [look])
    state = {"players": [{"board": {"blue": pile("Writing"), "red": pile("Construction")}, "score": ["Calendar"]},
                         {}, {}]}
    play(new("deluxe", state, players=3), {"type": "dogma", "card": "Writing"})
    assert seen == {"value_missing": 0, "value": 2, "draw_age": 2, "opponents": [1, 2], "points": 2,
                    "highest": ["Calendar", "Mathematics"], "demand": False}
