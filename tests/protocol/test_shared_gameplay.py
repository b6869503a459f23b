"""One shape for both engines: the shared decision type and answer check, the player check, one
refusal class per protocol code, one GameOver, and the Innovation state spelled once."""

from __future__ import annotations

import copy
import json
import pickle

import pytest

from rulebook import gameplay
from rulebook.errors import BadRequest, IllegalMove, RefusedRequest, Unsupported, UserError
from rulebook.gameplay import Decision, check_answer, check_player_count, check_players, every_answer, same_option
from rulebook.protocol import Session


# --- the decision ----------------------------------------------------------------------------
def test_a_decision_is_the_wire_object_with_revision_1_fields_only_when_they_say_something():
    plain = Decision(1, "meld", "Meld a card", ("Tools", "Oars"), 0, 2)
    assert plain == {"player": 1, "kind": "meld", "prompt": "Meld a card", "options": ["Tools", "Oars"],
                     "min": 0, "max": 2}
    assert json.loads(json.dumps(plain)) == plain
    full = Decision(1, "meld", "Meld", ["Tools", "Oars"], 1, 1, ordered=True, of=(1, 2), continues=True)
    assert {k: full[k] for k in ("ordered", "of", "continues")} == \
        {"ordered": True, "of": {"min": 1, "max": 2}, "continues": True}


def test_a_copy_or_pickle_of_a_decision_is_still_a_decision():
    decision = Decision(0, "k", "?", [{"hand": 1}], 1, 1)
    for other in (copy.deepcopy(decision), pickle.loads(pickle.dumps(decision))):
        assert type(other) is Decision and other == decision


@pytest.mark.parametrize("low,high,options", [(2, 1, ["a", "b"]), (0, 3, ["a", "b"]), (-1, 1, ["a"]), (1, 1, [])])
def test_a_decision_that_cannot_be_answered_is_a_bug_of_the_engine(low, high, options):
    with pytest.raises(ValueError, match=f"asks for {low} to {high} of {len(options)} option"):
        Decision(0, "k", "?", options, low, high)


def test_both_state_schemas_and_the_protocol_describe_the_one_decision():
    from rulebook.innovation.state_model import InnovationState
    from rulebook.lost_legacy import LostLegacyState
    from rulebook.schemas import protocol_schema

    innovation = InnovationState.model_json_schema()["$defs"]["Decision"]
    assert LostLegacyState.model_json_schema()["$defs"]["Decision"] == innovation
    assert protocol_schema()["$defs"]["Decision"] == innovation
    assert set(innovation["properties"]) == {"player", "kind", "prompt", "options", "min", "max", "of",
                                             "ordered", "continues"}


def test_a_validated_state_holds_its_pending_decision_as_a_decision():
    from rulebook.lost_legacy import LostLegacyState

    wire = {"player": 0, "kind": "exchange", "prompt": "Swap?", "options": ["swap", "keep"], "min": 1, "max": 1,
            "x-note": "kept"}
    pending = LostLegacyState.model_validate({"pending": wire}).pending
    assert type(pending) is Decision and pending == wire


# --- the answer ------------------------------------------------------------------------------
TARGET = Decision(0, "target-player", "Choose a player", [1, 2], 1, 1)


@pytest.mark.parametrize("item", [1.0, True, "1", [1], {"seat": 1}])
def test_options_compare_as_json_so_1_differs_from_1_0_true_and_the_string(item):
    with pytest.raises(IllegalMove) as info:
        check_answer(TARGET, [item])
    assert info.value.message == (f"{json.dumps(item)} is not an option of the pending 'target-player' decision "
                                  "(options: [1, 2])")


def test_same_option_is_json_equality_all_the_way_down():
    assert same_option({"hand": 1, "x": ["a"]}, {"x": ["a"], "hand": 1})
    assert not same_option({"hand": 1}, {"hand": True})
    assert not same_option({"hand": 1}, {"hand": 1, "ruins": 0})
    assert not same_option([1, 2], [2, 1])
    assert not same_option(0, False) and not same_option(None, 0)


def test_the_answer_is_the_decisions_own_options_in_the_order_given():
    options = [{"ruins": 0}, {"ruins": 1}, "keep"]
    decision = Decision(0, "k", "?", options, 0, 3)
    picked = check_answer(decision, ["keep", {"ruins": 1}])
    assert picked == ["keep", {"ruins": 1}]
    picked[1]["ruins"] = 7                       # a copy: the pending decision is untouched
    assert decision["options"] == [{"ruins": 0}, {"ruins": 1}, "keep"]
    assert check_answer(decision, []) == []


@pytest.mark.parametrize("decision,choice,message", [
    (Decision(0, "k", "?", ["a", "b", "c"], 1, 1), [], "choose exactly 1 of the options, not 0"),
    (Decision(0, "k", "?", ["a", "b", "c"], 0, 2), ["a", "b", "c"], "choose between 0 and 2 of the options, not 3"),
    (Decision(0, "k", "?", ["a", "b"], 2, 2), ["a", "a"], '"a" is chosen twice'),
    (Decision(0, "k", "?", [7, 7, 8], 0, 3), [7, 7, 7], "7 is chosen more than the 2 times it is listed"),
])
def test_a_choice_of_the_wrong_size_or_repeating_an_option_is_illegal(decision, choice, message):
    with pytest.raises(IllegalMove) as info:
        check_answer(decision, choice)
    assert info.value.message == message


def test_an_option_listed_twice_may_be_chosen_twice():
    assert check_answer(Decision(0, "k", "?", [7, 7, 8], 0, 3), [7, 8, 7]) == [7, 8, 7]


@pytest.mark.parametrize("choice", ["a", None, {"a": 1}, ("a",)])
def test_a_choice_that_is_not_a_list_is_a_bad_request(choice):
    with pytest.raises(BadRequest) as info:
        check_answer(TARGET, choice)
    assert info.value.message == ('a choose move needs "choice": a list of options, as in '
                                  '{"type": "choose", "choice": [...]}')


def test_every_answer_lists_each_subset_of_an_allowed_size_and_each_is_accepted():
    decision = Decision(0, "k", "?", ["a", "b", "c"], 1, 2)
    answers = list(every_answer(decision))
    assert answers == [["a"], ["b"], ["c"], ["a", "b"], ["a", "c"], ["b", "c"]]
    assert [check_answer(decision, answer) for answer in answers] == answers


# --- both engines answer the same mistake the same way ------------------------------------------
def _session_with_pending(game: str) -> tuple[Session, dict]:
    session = Session()
    if game == "innovation":
        answer = session.handle(json.dumps({"op": "new_game", "variant": "deluxe", "players": ["A", "B"], "seed": 1}))
    else:
        state = {"players": [{"hand": ["Assault", "Search"]}, {"hand": ["Old Map"]}, {"hand": ["General"]}],
                 "deck": ["Swordsman"], "turn": {"player": 0, "phase": "play"}}
        answer = session.handle(json.dumps({"op": "new_game", "variant": "lost-legacy-starship",
                                            "players": ["A", "B", "C"], "seed": 1, "state": state}))
        assert answer["ok"], answer
        answer = session.handle('{"op": "play", "move": {"type": "play", "card": "Assault"}}')
    assert answer["ok"], answer
    pending = session.handle('{"op": "moves"}')["pending"]
    assert pending["min"] == pending["max"] == 1
    return session, pending


@pytest.mark.parametrize("game", ["innovation", "lost-legacy"])
def test_both_engines_refuse_a_bad_answer_with_the_same_code_and_sentence(game):
    session, pending = _session_with_pending(game)
    options = json.dumps(pending["options"], ensure_ascii=False)
    for choice, code, message in [
        ([True], "illegal_move", f"true is not an option of the pending '{pending['kind']}' decision "
                                 f"(options: {options})"),
        (pending["options"][:2], "illegal_move", "choose exactly 1 of the options, not 2"),
        ("x", "bad_request", 'a choose move needs "choice": a list of options, as in '
                             '{"type": "choose", "choice": [...]}'),
    ]:
        answer = session.handle(json.dumps({"op": "play", "move": {"type": "choose", "choice": choice}}))
        assert answer == {"ok": False, "error": {"code": code, "message": message}}
    assert session.handle('{"op": "moves"}')["pending"] == pending       # nothing changed
    assert session.handle(json.dumps({"op": "play", "move": {"type": "choose",
                                                             "choice": pending["options"][:1]}}))["ok"]


@pytest.mark.parametrize("variant,players,message", [
    ("deluxe", ["A"], "variant 'deluxe' is played by 2 to 4 players, not 1"),
    ("lost-legacy-starship", ["A", "B", "C", "D", "E"], "variant 'lost-legacy-starship' is played by 2 to 4 "
                                                        "players, not 5"),
    ("lost-legacy-starship", ["A", "A"], "player names must be distinct"),
    ("deluxe", ["A", ""], '"players" must be a list of player names (non-empty strings)'),
])
def test_the_server_and_both_engines_check_the_players_alike(variant, players, message):
    from rulebook.innovation import Game as InnovationGame
    from rulebook.lost_legacy import Game as LostLegacyGame
    from rulebook.variants import load_variant

    answer = Session().handle(json.dumps({"op": "new_game", "variant": variant, "players": players}))
    assert answer == {"ok": False, "error": {"code": "bad_request", "message": message}}
    engine = LostLegacyGame if variant.startswith("lost-legacy") else InnovationGame
    with pytest.raises(BadRequest) as info:
        engine.new(load_variant(variant), players, 1)
    assert info.value.message == message


def test_check_players_returns_the_names_and_check_player_count_the_range():
    assert check_players(["A", "B"], "deluxe", 2, 4) == ["A", "B"]
    with pytest.raises(BadRequest) as info:
        check_player_count("x", 3, 8, 2)
    assert info.value.message == "variant 'x' is played by 3 to 8 players, not 2"
    with pytest.raises(BadRequest, match="list of player names"):
        check_players("AB", "x", 2, 4)


# --- refusals and the end of the game ------------------------------------------------------------
@pytest.mark.parametrize("kind,code", [(BadRequest, "bad_request"), (IllegalMove, "illegal_move"),
                                       (Unsupported, "unsupported")])
def test_one_refusal_class_per_protocol_code(kind, code):
    made = RefusedRequest(code, "no")
    assert type(made) is kind and made.code == code and kind("no").to_dict() == {"code": code, "message": "no"}
    assert isinstance(made, UserError) and str(made) == "no"
    assert type(pickle.loads(pickle.dumps(made))) is kind


def test_an_unknown_code_or_a_code_against_its_class_is_a_programming_error():
    with pytest.raises(ValueError, match="unknown protocol error code 'internal_error'"):
        RefusedRequest("internal_error", "bug")
    with pytest.raises(ValueError, match="IllegalMove has code 'illegal_move', not 'bad_request'"):
        IllegalMove("bad_request", "no")


def test_the_engines_refusals_and_game_over_are_the_shared_ones():
    from rulebook.innovation import errors as innovation_errors
    from rulebook.lost_legacy import UnsupportedDeck
    from rulebook.lost_legacy import errors as lost_legacy_errors

    assert innovation_errors.EngineError is RefusedRequest
    assert innovation_errors.GameOver is lost_legacy_errors.GameOver is gameplay.GameOver
    assert issubclass(UnsupportedDeck, Unsupported) and UnsupportedDeck("x", [{"set": "s"}]).code == "unsupported"
    over = gameplay.GameOver([2, 0], "score")
    assert (over.winners, over.reason) == ([0, 2], "score")


# --- the Innovation state, spelled once --------------------------------------------------------
FIGURES_ONLY = {"state": {"supply_figures"}, "achievements": {"decrees", "standard_extra"}, "icons": {"avatar", "meat"}}
# Echoes (docs/protocol.md 4.5); the avatar and the extras (Crossword) are shown with either expansion
ECHOES_ONLY = {"state": {"supply_echoes"}, "player": {"forecast"}, "achievements": {"standard_extra"},
               "icons": {"avatar"}}
# Unseen (docs/protocol.md 4.7); a few Unseen cards show the avatar; the extras (Buried Treasure)
UNSEEN_ONLY = {"state": {"supply_unseen", "coin_flips"}, "player": {"safe", "unseen_draw_used"},
               "achievements": {"standard_extra"}, "icons": {"avatar"}}
EXPANSION_KEYS = (("figures", FIGURES_ONLY), ("echoes", ECHOES_ONLY), ("unseen", UNSEEN_ONLY))


@pytest.mark.parametrize("variant, expansions", [("deluxe", ()), ("ultimate-figures", ("figures",)),
                                                 ("ultimate-echoes", ("echoes",)),
                                                 ("ultimate-echoes-figures", ("figures", "echoes")),
                                                 ("ultimate-unseen", ("unseen",)),
                                                 ("ultimate-unseen-echoes", ("echoes", "unseen"))])
def test_the_exported_innovation_state_has_exactly_the_models_keys(variant, expansions):
    """A game has every key of the models but those of the expansions it does not play
    (docs/protocol.md 4.4, 4.5, 4.7): an engine without them never sees them."""
    from rulebook.innovation import Game
    from rulebook.innovation.state_model import (
        Achievements,
        Icons,
        InnovationState,
        Pile,
        PlayerState,
        Turn,
        field_names,
    )
    from rulebook.variants import load_variant

    def expected(keys, part):
        present = set().union(*[only.get(part, set()) for name, only in EXPANSION_KEYS if name in expansions])
        absent = set().union(*[only.get(part, set()) for name, only in EXPANSION_KEYS if name not in expansions])
        return keys - (absent - present)

    position = {"players": [{"hand": ["Tools"], "board": {"blue": {"cards": ["Writing"]}}}, {}]}
    game = Game.new(load_variant(variant), ["A", "B"], 1, position)
    state = game.state()
    # `viewer` is a player's view's only (docs/protocol.md 4.6), the referee's state has none
    assert set(state) == expected(field_names(InnovationState), "state") - {"viewer"}
    assert set(game.state(viewer=1)) == set(state) | {"viewer"}
    assert set(state["players"][0]) == expected(field_names(PlayerState), "player")
    assert set(state["players"][0]["board"]["blue"]) == field_names(Pile)
    assert set(state["players"][0]["icons"]) == expected(field_names(Icons), "icons")
    assert set(state["achievements"]) == expected(field_names(Achievements), "achievements")
    assert set(state["turn"]) == field_names(Turn)
    InnovationState.model_validate(state)


def test_a_given_innovation_state_is_checked_against_the_models_keys():
    from rulebook.innovation import Game
    from rulebook.variants import load_variant

    with pytest.raises(BadRequest) as info:
        Game.new(load_variant("deluxe"), ["A", "B"], 1, {"turn": {"number": 2, "actions": 1}})
    assert info.value.message == "state.turn: unknown key(s) actions; expected actions_left, number, player"


# --- the variants layer asks no engine ---------------------------------------------------------
def test_show_prints_the_card_facts_it_is_handed_and_computes_none_itself():
    from rulebook.lost_legacy import card_facts
    from rulebook.variants import resolve
    from rulebook.variants.render import to_json

    resolved = resolve("lost-legacy-flying-garden")
    facts = card_facts(resolved.variant)
    assert facts["deck_gaps"]["missing_cards"] == 9 and "card_disputes" in facts
    assert not {"deck_gaps", "card_disputes"} & set(json.loads(to_json(resolved)))
    assert json.loads(to_json(resolved, facts))["deck_gaps"] == facts["deck_gaps"]
    assert card_facts(resolve("deluxe").variant) == {}
