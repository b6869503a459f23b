"""`rulebook play`: random games of any variant, summarised."""

from __future__ import annotations

import json

import pytest


@pytest.mark.parametrize("variant,players", [("deluxe", 2), ("first-edition", 3), ("ultimate", 2),
                                             ("deluxe-teams", 4), ("lost-legacy-starship", 3)])
def test_play_summarises_finished_games(run_cli, variant, players):
    code, out, err = run_cli("play", variant, "--players", str(players), "--games", "3", "--seed", "5",
                             "--check", "--format", "json")
    assert code == 0, err
    summary = json.loads(out)
    assert (summary["variant"], summary["players"], summary["games"]) == (variant, players, 3)
    assert sum(summary["reasons"].values()) + summary["unfinished"] == 3
    assert len(summary["wins_by_seat"]) == players
    assert summary["turns"]["min"] <= summary["turns"]["mean"] <= summary["turns"]["max"]


def test_play_is_deterministic(run_cli):
    first = run_cli("play", "bga-third", "--games", "2", "--seed", "9", "--format", "json")[1]
    assert run_cli("play", "bga-third", "--games", "2", "--seed", "9", "--format", "json")[1] == first


def test_play_table(run_cli):
    code, out, _ = run_cli("play", "iello", "--games", "2")
    assert code == 0 and "how the games ended" in out and "wins by seat" in out


@pytest.mark.parametrize("args,fragment", [
    (("lost-legacy-megamix",), "deck is incomplete"),
    (("deluxe", "--players", "5"), "2 to 4 players, not 5"),
    (("deluxe", "--games", "0"), "at least 1"),
    (("fifth-edition",), "unknown variant"),
])
def test_play_refuses_bad_input(run_cli, args, fragment):
    code, _, err = run_cli("play", *args)
    assert code == 2 and fragment in err
