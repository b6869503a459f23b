"""The step library seats as many players as any variant may allow: a house variant of Ultimate
that raises players.max to eight (or twelve) is played and checked like any other."""

from __future__ import annotations

import json
import re
import textwrap

from rulebook.compliance.running.assumptions import left_out
from rulebook.compliance.running.catalog import parse_feature
from rulebook.compliance.running.context import DEFAULT_NAMES
from rulebook.gameplay import SEAT_NAMES
from rulebook.playing import PLAYER_NAMES
from rulebook.variants import resolve
from rulebook.variants.common import MAX_PLAYERS
from rulebook.variants.render import resolved_data

EIGHT = textwrap.dedent("""
    @ultimate
    Feature: Eight seats
      @id:seats-eight-house-step @needs:resolved_variant
      Scenario: In a house variant of Ultimate seating eight, Heidi, the eighth player, melds
        Given a house variant of it seats up to 8 players
        And an 8-player game
        And Heidi has Tools in hand
        And it is Heidi's turn 4 with 2 actions left
        When Heidi melds Tools
        Then Heidi's blue pile is Tools
        And it is Heidi's turn 4 with 1 action left

      @id:seats-eight-assumed @assumes:players.max=8|9|10|11|12
      Scenario: On a variant seating eight, Grace ends her turn and Heidi plays next
        Given an 8-player game
        And Grace has Tools in hand
        And it is Grace's turn 4 with 1 action left
        When Grace melds Tools
        Then it is Heidi's turn 5 with 2 actions left
""")


def test_there_is_a_distinct_name_for_every_seat_a_variant_may_have():
    assert len(SEAT_NAMES) >= MAX_PLAYERS >= 8
    assert len(set(SEAT_NAMES)) == len(SEAT_NAMES)
    assert all(re.fullmatch(r"[A-Z][a-z]+", name) for name in SEAT_NAMES)  # the steps' <player> form
    assert DEFAULT_NAMES == PLAYER_NAMES == list(SEAT_NAMES)


def test_a_scenario_seating_eight_players_on_a_house_variant_of_ultimate_runs_on_the_reference(
        tmp_path, run_cli):
    feature = tmp_path / "eight.feature"
    feature.write_text(EIGHT, encoding="utf-8")
    # the house rule played inside the scenario
    code, out, err = run_cli("check", "--features", str(feature), "--variant", "ultimate",
                             "--id", "seats-eight-house-step", "--format", "json")
    assert code == 0, err
    assert [r["status"] for r in json.loads(out)["results"]] == ["passed"]
    # a house variant file with players.max raised runs both (the assumed count seats them)
    house = tmp_path / "house8.toml"
    code, _, err = run_cli("new", "house8", "--from", "ultimate", "--set", "players.max=8", "--out", str(house))
    assert code == 0, err
    code, out, err = run_cli("check", "--features", str(feature), "--variant", str(house), "--format", "json")
    assert code == 0, err
    report = json.loads(out)
    assert sorted(r["id"] for r in report["results"] if r["status"] == "passed") == [
        "seats-eight-assumed[house8]", "seats-eight-house-step[house8]"]


def test_a_scenario_assuming_more_seats_is_not_taken_for_a_refusal(tmp_path):
    feature = tmp_path / "eight.feature"
    feature.write_text(EIGHT, encoding="utf-8")
    assumed = next(s for s in parse_feature(feature, {"ultimate"}) if s.id == "seats-eight-assumed")
    data = resolved_data(resolve("ultimate"))
    assert left_out(assumed, data) is not None  # Ultimate seats five
    data["players"]["max"] = 8
    assert left_out(assumed, data) is None


def test_twelve_players_play_a_house_variant(tmp_path, run_cli):
    house = tmp_path / "house12.toml"
    assert run_cli("new", "house12", "--from", "ultimate", "--set", "players.max=12", "--out", str(house))[0] == 0
    code, out, err = run_cli("play", str(house), "--players", "12", "--games", "1", "--format", "json")
    assert code == 0, err
    summary = json.loads(out)
    assert list(summary["wins_by_seat"]) == list(SEAT_NAMES[:12])
