"""The mutation measure: which parameter flips the scenarios catch."""

from __future__ import annotations

import textwrap

from rulebook.compliance.measuring.mutants import flips, mutate, summary
from rulebook.compliance.running.runner import load_runs

FEATURE = """
    @deluxe
    Feature: Drawing past an empty age
      @id:mut-draw-skips-empty
      Scenario: An empty age is skipped
        Given a 2-player game
        And Alice's red pile is Archery
        And Alice's green pile is Mapmaking
        And Alice has nothing in hand
        And the age 2 pile is nothing
        And the age 3 pile is Optics
        And it is Alice's turn 3 with 2 actions left
        When Alice draws
        Then Alice's hand is Optics
"""


def test_flips_of_each_kind_of_value():
    from typing import Literal

    assert flips(True, bool) == [False]
    assert flips("draw", Literal["shared", "draw"]) == ["shared"]
    assert flips(4, int) == [5, 3]
    assert flips([1, 2, 3], list[int]) == [[1, 2]]
    assert flips(["achievements"], list[Literal["achievements"]]) == [[]]   # no tie-break at all
    assert flips(["a"], list[Literal["a", "b"]]) == [[], ["a", "b"]]
    # each expansion left out is tried on its own: adding Echoes is not adding Figures
    assert flips([], list[Literal["figures", "echoes"]]) == [["figures"], ["echoes"]]


def test_a_flip_is_caught_only_by_a_scenario_that_observes_it(tmp_path):
    path = tmp_path / "mut.feature"
    path.write_text(textwrap.dedent(FEATURE), encoding="utf-8")
    result = summary(mutate("deluxe", load_runs([path])))
    by_key = {m["key"]: m for m in result["mutants"]}
    assert by_key["actions.skip_empty_piles"]["status"] == "caught"
    assert by_key["actions.skip_empty_piles"]["detail"] == "mut-draw-skips-empty[deluxe]"
    assert by_key["dogma.sharing_bonus"]["status"] == "missed"
    assert by_key["teams.demands_on_partner"]["status"] == "dormant"
    assert by_key["teams.enabled"]["status"] == "invalid"
    assert "terminology.tuck" not in by_key
    assert result["fraction"] == round(result["caught"] / result["flips"], 3)


def test_mutants_command(run_cli, tmp_path, monkeypatch):
    monkeypatch.setenv("COLUMNS", "200")  # the table follows the terminal: wide enough for whole keys
    path = tmp_path / "mut.feature"
    path.write_text(textwrap.dedent(FEATURE), encoding="utf-8")
    code, out, _ = run_cli("check", "--mutants", "deluxe", "--features", str(path))
    assert code == 0 and "flips caught" in out and "actions.skip_empty_piles" in out
    code, _, err = run_cli("check", "--mutants", "ultimate", "--features", str(path))
    assert code == 2 and "no scenario runs for the variant ultimate" in err
