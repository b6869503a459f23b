"""Differential fuzzing: the reference against itself agrees; every deliberately broken engine
is found, and the divergence, shrunk and written as a scenario, fails on that engine and
passes on the reference; seeds, shards and merged reports are deterministic. House variant
files and Lost Legacy variants (bundled, and custom sets by path) play too, and a scenario found
in a file runs again with `rulebook check --variant FILE`."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from rulebook.compliance.fuzzing.lockstep import fuzz_game
from rulebook.compliance.fuzzing.positions import canonical_moves, canonical_state
from rulebook.compliance.fuzzing.runs import FuzzReport
from rulebook.compliance.fuzzing.variant import select_variants
from rulebook.compliance.running.implementations import Reference
from rulebook.protocol import Session

ROOT = Path(__file__).resolve().parents[2]


def fuzz(run_cli, *args):
    code, out, err = run_cli("fuzz", "--format", "json", *args)
    return code, (FuzzReport.model_validate_json(out) if out.strip().startswith("{") else None), err


def test_the_reference_agrees_with_itself_and_a_seed_names_one_game():
    first, again = fuzz_game(Reference(), "ultimate", 3, 11), fuzz_game(Reference(), "ultimate", 3, 11)
    assert first.divergence is None and first.failure is None and first.moves > 50
    assert (first.moves, first.result) == (again.moves, again.result)


def test_hand_order_and_extension_fields_are_not_differences():
    state = {"players": [{"name": "A", "hand": ["Tools", "Oars"], "board": {}, "score": [], "achievements": [],
                          "x-mine": 1}], "supply": {}, "x-engine": "other"}
    other = {"players": [{"name": "A", "hand": ["Oars", "Tools"], "board": {}, "score": [], "achievements": []}],
             "supply": {}}
    assert canonical_state(state) == canonical_state(other)


BROKEN = [
    ("python:examples.broken_engines:NoSharingBonus", "deluxe", "deal", 4),
    ("python:examples.broken_engines:SmallPileStaysSplayed", "deluxe", "deal", 6),
    ("python:examples.broken_engines:AchieveIgnoresTopCard", "iello", "deal", 6),
    ("python:examples.broken_engines:DemandsHitPartner", "deluxe-teams", "deal", 4),
    ("python:examples.broken_engines:StalePlayState", "deluxe", "deal", 2),
    ("python:examples.broken_engines:RevealAlwaysCounts", "bga-third", "cards", 8),
    # two games: seeds 1 to 8 each find this engine out, and each divergent game of it costs
    # seconds (the engine runs as a program); a finding among the first two seeds is a finding
    # among the first eight, so the claim is kept (made stricter, if anything)
    (f"cmd:{sys.executable} {ROOT / 'examples' / 'broken_draw_engine.py'}", "deluxe", "deal", 2),
    ("python:examples.broken_engines:OwnHandNotInvestigated", "lost-legacy-starship", "deal", 1),
    ("python:examples.broken_engines:UnseenDrawNeverUsedUp", "ultimate-unseen", "deal", 1),
]


@pytest.mark.parametrize("spec,variant,start,games", BROKEN,
                         ids=[(b.values if hasattr(b, "values") else b)[0].split(":")[-1].split("/")[-1] for b in BROKEN])
def test_fuzz_finds_each_broken_engine_and_writes_a_scenario_that_catches_it(run_cli, tmp_path, spec, variant,
                                                                              start, games):
    # SmallPileStaysSplayed from seed 2: from seed 1, the first divergence of the deluxe games
    # (changed by the base cards' order questions, issue 25) is a splay decision offering extra
    # colours, which the outcome step "must choose 0 to 1 of yellow" does not tell apart
    # (extra options that change something are not caught by ScenarioContext.possible).
    # OwnHandNotInvestigated from seed 18 of 3 players: an option left out shows only where the
    # reference leads and its investigator reveals their own hand (seeds 18, 23, 35, 36 of 1-40)
    # UnseenDrawNeverUsedUp from seed 2: its divergence draws from the Unseen decks (left out of
    # the scenario before they were stated, it failed on the reference)
    seed = {"RevealAlwaysCounts": 1, "SmallPileStaysSplayed": 2, "OwnHandNotInvestigated": 18,
            "UnseenDrawNeverUsedUp": 2}.get(
        spec.split(":")[-1], 1)
    count = {"deluxe-teams": "4", "lost-legacy-starship": "3"}.get(variant, "2")
    players = ["--players", count]
    code, report, err = fuzz(run_cli, "--impl", spec, "--variant", variant, *players, "--games", str(games),
                             "--seed", str(seed), "--start", start, "--out", str(tmp_path / "found"))
    assert code == 1 and report is not None and report.findings, err
    written = [Path(f.scenario) for f in report.findings if f.scenario]
    assert written and all(p.exists() for p in written)
    code, out, _ = run_cli("check", "--features", str(written[0]), "--format", "json")
    assert code == 0, out
    code, out, _ = run_cli("check", "--features", str(written[0]), "--impl", spec, "--format", "json")
    assert code == 1 and json.loads(out)["totals"]["failed"] == 1


def test_the_example_external_engine_never_differs(run_cli, tmp_path):
    code, report, err = fuzz(run_cli, "--impl", f"cmd:{sys.executable} {ROOT / 'examples' / 'external_engine.py'}",
                             "--variant", "ultimate", "--players", "2", "--games", "3", "--out", str(tmp_path))
    assert code == 0, err
    assert report.games == 3 and not report.findings and not report.failures


def test_shards_merge_into_the_whole_run(run_cli, tmp_path):
    spec = "python:examples.broken_engines:SmallPileStaysSplayed"
    common = ["--impl", spec, "--variant", "deluxe", "--players", "2", "--games", "6", "--out", str(tmp_path / "f")]
    _, whole, _ = fuzz(run_cli, *common)
    parts = []
    for shard in ("1/2", "2/2"):
        path = tmp_path / f"shard{shard[0]}.json"
        fuzz(run_cli, *common, "--shard", shard, "--report", str(path))
        parts.append(str(path))
    _, merged, _ = fuzz(run_cli, "--merge", *parts)
    assert merged.games == whole.games == 6
    assert [(f.seed, f.what) for f in merged.findings] == [(f.seed, f.what) for f in whole.findings]
    assert merged.rows == whole.rows


def test_jobs_give_the_same_report(run_cli, tmp_path):
    common = ["--impl", "python:examples.broken_engines:NoSharingBonus", "--variant", "deluxe", "--players", "3",
              "--games", "4", "--out", str(tmp_path)]
    _, one, _ = fuzz(run_cli, *common)
    _, two, _ = fuzz(run_cli, *common, "--jobs", "2")
    assert one.model_dump() == two.model_dump()


def test_bad_arguments_are_usage_errors(run_cli, tmp_path):
    assert run_cli("fuzz", "--variant", "deluxe")[0] == 2
    assert run_cli("fuzz", "--impl", "reference", "--shard", "3/2")[0] == 2
    bad = tmp_path / "bad.json"
    bad.write_text("{}", encoding="utf-8")
    code, _, err = run_cli("fuzz", "--merge", str(bad))
    assert code == 2 and "not a rulebook fuzz report" in err


# -- variant files and Lost Legacy ---------------------------------------------------------------

CUSTOM_SET = ("Girl of Fate,General,Shadow Thief,Swordsman,Lost Legacy: The Starship,Old Map:2,Search:3,Assault:3,"
              "Sneak Attack:3")


@pytest.fixture
def house(run_cli, tmp_path) -> Path:
    """A house variant of deluxe with three actions a turn, written by `rulebook new`."""
    path = tmp_path / "house.toml"
    assert run_cli("new", "house", "--from", "deluxe", "--set", "actions.per_turn=3", "--out", str(path))[0] == 0
    return path


@pytest.fixture
def custom_set(run_cli, tmp_path) -> Path:
    """A Lost Legacy custom set, written by `rulebook new --cards`."""
    path = tmp_path / "myset.toml"
    assert run_cli("new", "myset", "--game", "lost-legacy", "--cards", CUSTOM_SET, "--out", str(path))[0] == 0
    return path


def test_a_house_variant_file_is_played_with_its_own_values_and_agrees_with_the_reference(run_cli, tmp_path, house):
    code, report, err = fuzz(run_cli, "--impl", "reference", "--variant", str(house), "--players", "2", "--games", "3",
                             "--out", str(tmp_path / "found"))
    assert code == 0, err
    assert [(row.variant, row.games, row.finished) for row in report.rows] == [("house", 3, 3)]
    variant = select_variants([str(house)])[0]
    assert variant.payload["actions"]["per_turn"] == 3 and variant.base == "deluxe"
    games = [fuzz_game(Reference(), v, 2, 1) for v in (variant, variant, "deluxe")]
    assert games[0].moves == games[1].moves and games[0].result == games[1].result  # a seed names one game
    assert games[0].moves != games[2].moves  # three actions a turn: another game than deluxe's


def _check(run_cli, *args) -> tuple[int, dict]:
    code, out, _ = run_cli("check", "--format", "json", *args)
    return code, json.loads(out)


def test_a_divergence_in_a_house_variant_is_a_scenario_that_check_runs_for_the_file(run_cli, tmp_path, house):
    spec = "python:examples.broken_engines:SmallPileStaysSplayed"
    code, report, err = fuzz(run_cli, "--impl", spec, "--variant", str(house), "--players", "2", "--games", "1",
                             "--seed", "2", "--out", str(tmp_path / "found"))
    assert code == 1 and report.findings and report.findings[0].variant == "house", err
    written = Path(report.findings[0].scenario)
    assert written.name == "fuzz-house-2p-2.feature"
    assert "a house variant of it sets actions.per_turn to 3" in written.read_text(encoding="utf-8")
    code, checked = _check(run_cli, "--variant", str(house), "--features", str(written))
    assert code == 0 and checked["totals"]["passed"] == 1, checked["totals"]
    code, checked = _check(run_cli, "--variant", str(house), "--features", str(written), "--impl", spec)
    assert code == 1 and checked["totals"]["failed"] == 1
    assert _check(run_cli, "--features", str(written))[0] == 0  # it plays the house value on deluxe too


def test_lost_legacy_variants_bundled_and_custom_agree_with_the_reference(run_cli, tmp_path, custom_set):
    code, report, err = fuzz(run_cli, "--impl", "reference", "--variant", "lost-legacy-starship", "--variant",
                             str(custom_set), "--games", "3", "--out", str(tmp_path / "found"))
    assert code == 0, err
    assert [(row.variant, row.players) for row in report.rows] == [(v, p) for v in ("lost-legacy-starship", "myset")
                                                                   for p in (2, 3, 4)]
    assert all(row.finished == 3 and row.moves > 3 for row in report.rows)
    again = fuzz(run_cli, "--impl", "reference", "--variant", str(custom_set), "--games", "3", "--out",
                 str(tmp_path / "found"))[1]
    assert again.rows == report.rows[3:]  # same file, players and seeds: the same games


def test_a_divergence_in_a_custom_set_is_a_scenario_that_check_runs_for_the_set(run_cli, tmp_path, custom_set):
    spec = "python:examples.broken_engines:OwnHandNotInvestigated"
    # seed 18 of 3 players: the reference leads, and its investigator reveals their own hand
    code, report, err = fuzz(run_cli, "--impl", spec, "--variant", str(custom_set), "--players", "3", "--seed", "18",
                             "--games", "1", "--out", str(tmp_path / "found"))
    assert code == 1 and report.findings, err
    written = Path(report.findings[0].scenario)
    assert "And the game uses the custom set Girl of Fate" in written.read_text(encoding="utf-8")
    code, checked = _check(run_cli, "--variant", str(custom_set), "--features", str(written))
    assert code == 0 and checked["totals"]["passed"] == 1, checked["totals"]
    assert _check(run_cli, "--variant", str(custom_set), "--features", str(written), "--impl", spec)[0] == 1
    assert _check(run_cli, "--features", str(written))[0] == 0  # on lost-legacy-starship, playing the custom set


class ShufflesItsOwnWay:
    """The reference with another seed: every position it is given is the same, but a shuffle
    (Old Map's) orders the Ruins otherwise: a random choice of its own, no difference."""

    def __init__(self):
        self.session = Session()

    def request(self, message: dict) -> dict:
        if message.get("op") == "new_game":
            message = dict(message, seed=message.get("seed", 0) + 1000)
        return self.session.answer(message)


def test_a_shuffle_ordered_otherwise_ends_the_comparison_without_a_difference():
    games = [fuzz_game(ShufflesItsOwnWay(), "lost-legacy-starship", 3, seed) for seed in range(1, 7)]
    assert all(game.divergence is None and game.failure is None for game in games)
    assert any(game.extra.get("ended_at_own_shuffle") for game in games)
    assert any(game.result is not None for game in games)


def test_bad_variants_are_usage_errors_naming_them(run_cli, tmp_path, write_variant, house):
    not_a_variant = tmp_path / "notes.toml"
    not_a_variant.write_text("colour = 'blue'\n", encoding="utf-8")
    incomplete = write_variant("garden", """
        id = "garden"
        game = "lost-legacy"
        title = "A house variant of the Flying Garden"
        extends = "lost-legacy-flying-garden"
        """)
    cases = [
        (["--variant", str(tmp_path / "missing.toml")], "missing.toml"),
        (["--variant", str(not_a_variant)], "notes.toml"),
        (["--variant", "lost-legacy-flying-garden"], "Saint"),
        (["--variant", str(incomplete)], "'garden' cannot be played"),
        (["--variant", "lost-legacy-starship", "--start", "cards"], "lost-legacy-starship"),
        (["--variant", "deluxe-house"], "lost-legacy-starship"),  # an unknown id lists the known ones
    ]
    for args, named in cases:
        code, out, err = run_cli("fuzz", "--impl", "reference", "--games", "1", "--out", str(tmp_path), *args)
        assert code == 2 and named in err and "Traceback" not in err + out, (args, err)
    # an engine that takes no variant object cannot play a file
    no_objects = f"cmd:{sys.executable} {ROOT / 'tests' / 'compliance' / 'fake_engine.py'} no-partial-state"
    code, _, err = run_cli("fuzz", "--impl", no_objects, "--variant", str(house), "--games", "1", "--out", str(tmp_path))
    assert code == 2 and "resolved_variant" in err and "house.toml" in err, err


# -- positions, not questions (issue 38) ----------------------------------------------------------

def _shape_engines():
    sys.path.insert(0, str(ROOT))
    from examples.shapes import SHAPES

    return sorted(SHAPES.items())


@pytest.mark.parametrize("name,engine", _shape_engines(), ids=[name for name, _ in _shape_engines()])
def test_an_engine_asking_in_another_shape_is_no_difference(name, engine):
    # each seed here diverged at a question's shape when questions were compared (seeds 1-2 of
    # ultimate with 2 players: an order asked in the choice, a moot tally, yes/no for one card,
    # values left out, branches split, an engine's own words)
    for seed in (1, 2):
        game = fuzz_game(engine(), "ultimate", 2, seed)
        assert game.divergence is None and game.failure is None, (seed, game.divergence and game.divergence.detail)
        assert game.result is not None or game.moves > 50


def test_an_answer_to_another_question_is_no_hint_to_decline():
    # Deluxe seed 4, 2 players: Alice shares Tools, says yes and gives the order of her three
    # returns; her order (cards) was taken as a hint for her yes/no question too, its options
    # there none: an empty answer, a decline she never gave, searched first and deep (Bob's
    # returns) until the search's budget was spent, a false finding
    from rulebook.compliance.fuzzing.following import ordered_answers

    confirm = {"player": 0, "kind": "confirm", "options": ["yes"], "min": 0, "max": 1}
    like, _ = ordered_answers(confirm, [(0, ["yes"]), (0, ["Machinery", "Road Building", "Construction"])])
    assert like == [["yes"]]
    assert ordered_answers(confirm, [(0, [])])[0] == [[]]  # a decline is a hint for a decline
    game = fuzz_game(Reference(), "deluxe", 2, 4)
    assert game.divergence is None and game.failure is None, game.divergence and game.divergence.detail


def test_a_players_answers_are_tried_in_the_order_given():
    # Ultimate seed 62 of 2 players: Encyclopedia asks Bob a value, Alice, Bob again, Alice again
    # (7, 11, 6, 7); the latest answer of each player was tried first, Bob's first value searched as
    # 6 and deep, until the search's budget was spent: a false finding (seed 64 of 4 players alike)
    from rulebook.compliance.fuzzing.following import next_hint, ordered_answers

    value = {"player": 1, "kind": "choose_value", "options": list(range(1, 12)), "min": 1, "max": 1}
    hints = [(1, [7]), (0, [11]), (1, [6]), (0, [7])]
    assert ordered_answers(value, hints)[0][:2] == [[7], [6]]
    after_first = next_hint([[7], [6]], 0, [7])
    assert ordered_answers(value, hints, after_first)[0][:2] == [[6], [7]]
    assert next_hint([[7], [6]], 0, ["yes"]) == 1  # the same question asked in another shape
    for players, seed in ((2, 62), (4, 64)):
        game = fuzz_game(Reference(), "ultimate", players, seed)
        assert game.divergence is None and game.failure is None, (seed, game.divergence and game.divergence.detail)


def _agriculture_start() -> dict:
    from rulebook.compliance.fuzzing.games import opening

    start = opening("deluxe", 2, 3)
    for age, pile in start["supply"].items():
        start["supply"][age] = [card for card in pile if card not in ("Agriculture", "Pottery")]
    alice = start["players"][0]
    alice["board"]["yellow"]["cards"] = ["Agriculture", *alice["board"]["yellow"]["cards"]]
    alice["hand"] = ["Clothing", "Pottery"]
    return start


def test_a_difference_is_told_only_when_no_answer_at_all_reaches_the_position(monkeypatch):
    # Alice returns Pottery to Agriculture; the follower is told she gave Clothing and its search
    # along the answers given is cut at once: every answer, shallow first, still reaches her position
    from rulebook.compliance.fuzzing import following
    from rulebook.compliance.fuzzing.positions import position

    start = _agriculture_start()
    leader = following.Follower(Reference(), "deluxe", 3)
    leader.begin(start)
    assert leader.play({"type": "dogma", "card": "Agriculture", "player": 0})["ok"]
    assert leader.state["pending"]["options"] == ["Clothing", "Pottery"]
    assert leader.play({"type": "choose", "choice": ["Pottery"], "player": 0})["ok"]
    target = position(leader.state)
    monkeypatch.setattr(following, "HINTED_BOUND", 1)

    def follower() -> following.Follower:
        engine = following.Follower(Reference(), "deluxe", 3)
        engine.begin(start)
        engine.play({"type": "dogma", "card": "Agriculture", "player": 0})
        return engine

    found = follower()
    assert found.follow(target, settled=True, hints=[(0, ["Clothing"])])
    assert found.path[-1]["choice"] == ["Pottery"] and position(found.state) == target
    monkeypatch.setattr(following, "UNHINTED_BOUND", 0)
    assert not follower().follow(target, settled=True, hints=[(0, ["Clothing"])])


def test_an_order_asked_apart_is_met_by_an_order_asked_in_the_choice():
    # Deluxe seed 71 of 2 players, the reference leading: Bob tucks three cards, then gives the
    # order of the two of one pile apart; an engine taking the order in the choice itself was
    # searched past 128 answers without the one that keeps that order: a false finding
    from rulebook.compliance.fuzzing.following import ordered_answers

    tuck = {"player": 1, "options": ["Machinery", "Flight", "Agriculture", "Tools"], "min": 0, "max": 4,
            "ordered": True}
    like, _ = ordered_answers(tuck, [(1, ["Machinery", "Flight", "Agriculture"]), (1, ["Agriculture", "Machinery"])])
    assert like.index(["Agriculture", "Machinery", "Flight"]) < 6
    engine = _shape_engines()
    order_in_choice = dict(engine)["OrderInChoice"]
    game = fuzz_game(order_in_choice(), "deluxe", 2, 71)
    assert game.divergence is None and game.failure is None, game.divergence and game.divergence.detail


def test_the_cards_that_go_are_a_hint_for_the_card_kept():
    # Ultimate seed 91 of 4 players, KeepOrGive leading: Bob chose the five cards of his hand that
    # go (Refrigeration's demand); the reference asks the one he keeps, which was in none of his
    # answers: it was tried last, after every path along the others, and the budget ran out first
    from rulebook.compliance.fuzzing.following import ordered_answers

    keep = {"player": 1, "kind": "keep", "options": ["Masonry", "Combustion", "Suburbia"], "min": 1, "max": 1}
    like, _ = ordered_answers(keep, [(1, ["Suburbia", "Masonry"]), (1, ["Masonry", "Suburbia"])])
    assert like[0] == ["Combustion"]
    game = fuzz_game(dict(_shape_engines())["KeepOrGive"](), "ultimate", 4, 91)
    assert game.divergence is None and game.failure is None, game.divergence and game.divergence.detail


def test_a_value_not_offered_is_one_step_aside_whichever_value_stands_for_it():
    # Ultimate seed 81 of 2 players, the reference leading: Bob names 11 at Mass Media (nobody has
    # an 11 to return); LeavesOutSameOutcomes offers 1 to 9 (10 and 11 do what 9 does) and its
    # search, along the answers given only, tried the values from 1 up, each a step further: a
    # false finding. Ultimate seed 61 of 3 players, ValueThenConfirmAsOne: the values nearest a
    # value not offered, tried before a decline, spent the budget the decline needed. Deluxe
    # seed 62 of 3 players: that engine had left out 7 because Bob's 7 then Alice's 1 ends as
    # Bob's 1 then Alice's 1 does (it compared the games played on, not the states reached)
    leaves_out = dict(_shape_engines())["LeavesOutSameOutcomes"]
    # Ultimate seed 81 of 3 players: Bob's 11 stands for 7 there, the seventh value tried; a value
    # where none of his answers fits is one step aside whichever it is, not seven
    for engine, variant, players, seed in ((leaves_out, "ultimate", 2, 81), (leaves_out, "deluxe", 3, 62),
                                           (leaves_out, "ultimate", 3, 81),
                                           (dict(_shape_engines())["ValueThenConfirmAsOne"], "ultimate", 3, 61)):
        game = fuzz_game(engine(), variant, players, seed)
        assert game.divergence is None and game.failure is None, (seed, game.divergence and game.divergence.detail)


def test_an_order_asked_in_parts_is_met_by_one_ordered_answer():
    # Deluxe seed 66 of 4 players, TopCardAtOnce leading: Alice gives her new top card of blue
    # (Publications), then the order of the rest; the reference asks the pile's whole order,
    # after "which pile?", which the other engine skipped: the two answers joined are that order
    from rulebook.compliance.fuzzing.following import ordered_answers

    order = {"player": 0, "kind": "pile_order", "options": ["Physics", "Writing", "Rocketry", "Computers"],
             "min": 4, "max": 4, "ordered": True}
    like, _ = ordered_answers(order, [(0, ["Computers"]), (0, ["Writing", "Rocketry", "Physics"])], 1)
    assert ["Computers", "Writing", "Rocketry", "Physics"] in like[:6]
    game = fuzz_game(dict(_shape_engines())["TopCardAtOnce"](), "deluxe", 4, 66)
    assert game.divergence is None and game.failure is None, game.divergence and game.divergence.detail


def test_a_shape_that_remembers_an_answer_forgets_it_at_a_new_game():
    # Ultimate seed 32 of 3 players: OrderInChoice kept the order of Carol's tuck (Escapism
    # self-executing Suburbia) past new_game, so a game played again from the same position
    # answered an earlier order question itself: every other order of the tuck was refused
    game = fuzz_game(dict(_shape_engines())["OrderInChoice"](), "ultimate", 3, 32)
    assert game.divergence is None and game.failure is None, game.divergence and game.divergence.detail


def test_an_option_left_out_shows_whichever_answer_the_reference_leads_with():
    # Lost Legacy with 2 players: an investigator's own hand, left out, was found in 0 of 40
    # games (the agent seldom picks it, and an investigation that finds nothing looks like any
    # other); each answer of a small decision that ends the action is followed now (seed 1)
    sys.path.insert(0, str(ROOT))
    from examples.broken_engines import OwnHandNotInvestigated

    game = fuzz_game(OwnHandNotInvestigated(), "lost-legacy-starship", 2, 1)
    assert game.divergence is not None and game.divergence.led_by == "reference"
    assert '{"hand": 0}' in game.divergence.detail


# -- Echoes: forecasts and Echoes decks ------------------------------------------------------------

def test_the_order_of_a_forecast_is_no_difference():
    one = {"players": [{"name": "A", "hand": [], "board": {}, "forecast": ["Comb", "Bell"]}], "supply": {}}
    other = {"players": [{"name": "A", "hand": [], "board": {}, "forecast": ["Bell", "Comb"]}], "supply": {}}
    assert canonical_state(one) == canonical_state(other)
    other["players"][0]["forecast"] = ["Bell"]
    assert canonical_state(one) != canonical_state(other)


def test_card_starts_of_echoes_put_cards_in_forecasts_within_their_limit_and_start_from_echoes_cards():
    from random import Random

    from rulebook.compliance.fuzzing.games import random_position, seed_card
    from rulebook.compliance.fuzzing.variant import as_fuzz_variant
    from rulebook.variants import load_variant

    echoes = load_variant("ultimate-echoes")
    ranks = {"none": 0, "left": 1, "right": 2, "up": 3, "aslant": 4}
    forecasts = []
    for seed in range(12):
        for player in random_position(echoes, "Comb", Random(seed), 3)["players"]:
            limit = 5 - max((ranks[p["splay"]] for p in player["board"].values()), default=0)
            assert len(player["forecast"]) <= min(2, limit)
            forecasts += player["forecast"]
    assert forecasts  # some positions hold forecasts
    # a game without Echoes deals as before: no forecast, and the same position for a seed
    plain = random_position(load_variant("ultimate"), "Tools", Random(3), 3)
    assert all("forecast" not in p for p in plain["players"])
    started = {seed_card(as_fuzz_variant("ultimate-echoes"), seed) for seed in range(230)}
    assert {"Comb", "Saxophone", "Tools"} <= started


def test_an_echoes_divergence_states_the_forecasts_and_echoes_decks_and_replays_on_the_reference(run_cli, tmp_path):
    from rulebook.compliance.fuzzing.games import Divergence, opening
    from rulebook.compliance.fuzzing.regressions import scenario_text
    from rulebook.compliance.fuzzing.variant import as_fuzz_variant

    start = opening("ultimate-echoes", 2, seed=5)
    start["players"][1]["forecast"] = [start["supply_echoes"]["2"].pop()]  # a forecast to state
    reference = Reference()
    names = [p["name"] for p in start["players"]]
    assert reference.request({"op": "new_game", "variant": "ultimate-echoes", "players": names, "seed": 5,
                              "state": start})["ok"]
    seat = start["turn"]["player"]
    # the first draw comes from the Echoes 1 deck: the drawer's one top card is the highest
    after = reference.request({"op": "play", "move": {"type": "draw"}})["state"]
    assert len(after["supply_echoes"]["1"]) == len(start["supply_echoes"]["1"]) - 1
    theirs = json.loads(json.dumps(after))
    theirs["players"][seat]["forecast"] = ["Sailing"]
    divergence = Divergence(start, [{"type": "draw", "player": seat}], "state", "a made-up difference", after, theirs)
    text = scenario_text(divergence, as_fuzz_variant("ultimate-echoes"), 5, "their-engine")
    assert f"{names[1]} has {start['players'][1]['forecast'][0]} in the forecast" in text
    assert "And the age 11 echoes pile is " in text and f"And {names[seat]}'s forecast is nothing" in text
    assert "And the age 1 echoes pile is " in text.split("When ")[1]  # the Echoes deck drawn from, as an outcome
    assert f"#   {names[seat]}'s forecast is Sailing" in text
    path = tmp_path / "echoes.feature"
    path.write_text(text, encoding="utf-8")
    code, out, _ = run_cli("check", "--features", str(path), "--format", "json")
    assert code == 0 and json.loads(out)["totals"]["passed"] == 1, out


def test_the_order_given_apart_for_the_same_cards_is_tried_first():
    # ultimate-echoes seed 17 of 3 players, the reference leading: Carol returns four cards (one
    # to the base 4 deck, three to the Echoes 4 deck) and gives their order apart; an engine
    # taking the order in the choice was searched past its budget among the orders that keep as
    # many pairs of the first answer: a false finding
    from rulebook.compliance.fuzzing.following import ordered_answers

    chosen, order = ["Toilet", "Clock", "Experimentation", "Pencil"], ["Clock", "Pencil", "Experimentation", "Toilet"]
    returns = {"player": 2, "options": ["Experimentation", "Clock", "Invention", "Pencil", "Toilet"], "min": 0,
               "max": 5, "ordered": True}
    like, _ = ordered_answers(returns, [(2, chosen), (2, order), (0, ["Banking", "Steam Engine"])])
    assert like[:2] == [chosen, order]


@pytest.mark.parametrize("ours,theirs", [
    ({"type": "achieve", "secret": 1}, {"type": "achieve", "secret": 2}),       # another secret
    ({"type": "decree", "decree": "War"}, {"type": "decree", "decree": "Trade"}),
    ({"type": "achieve", "age": 3}, {"type": "achieve", "age": "3"}),           # an age as text
])
def test_legal_actions_differing_in_any_field_differ(ours, theirs):
    def answer(move):
        return {"player": 0, "moves": [{"type": "draw"}, move]}
    assert canonical_moves(answer(ours)) != canonical_moves(answer(theirs))


def test_legal_actions_compare_in_any_order_and_without_x_fields():
    ours = {"player": 0, "moves": [{"type": "draw"}, {"type": "meld", "card": "Oars"}]}
    theirs = {"player": 0, "moves": [{"type": "meld", "card": "Oars", "x-hint": "blue"}, {"type": "draw"},
                                     {"type": "dogma", "card": "Oars", "unsupported": True}]}
    assert canonical_moves(ours) == canonical_moves(theirs)
