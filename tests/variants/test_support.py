"""What the reference engine plays is declared once beside each parameter: validate warns about
a value it does not play, the engine refuses it, and the mutation measure counts such flips apart."""

from __future__ import annotations

from rulebook.compliance.measuring.mutants import summary
from rulebook.variants import resolve
from rulebook.variants.support import plays, unplayed


def test_the_declaration_is_read_from_the_model():
    assert not plays("dogma.distance_rule", True) and plays("dogma.distance_rule", False)
    assert not plays("limits.hand", 7) and plays("limits.hand", 0)
    assert not plays("actions.achievements_per_action", 2)
    assert plays("victory.target_check", "immediate")  # no declaration: every valid value is played


def test_validate_warns_and_still_accepts_a_value_the_engine_does_not_play(run_cli, tmp_path):
    code, out, _ = run_cli("new", "house", "--from", "deluxe", "--set", "limits.hand=7", "--out", str(tmp_path / "house.toml"))
    assert code == 0
    assert unplayed(resolve(tmp_path / "house.toml").variant) == [("limits.hand", 7)]
    code, out, err = run_cli("validate", str(tmp_path / "house.toml"))
    assert code == 0 and out.startswith("ok")
    assert "key 'limits.hand' = 7 is valid, but the reference engine does not play it" in err


def test_mutants_count_flips_to_unplayed_values_apart():
    from rulebook.compliance.measuring.mutants import mutate
    from rulebook.compliance.running.catalog import load_scenarios
    from rulebook.compliance.running.runner import plan

    few = [s for s in load_scenarios() if s.id in ("game-end-two-players-six", "dogma-score-adds-value")]
    report = summary(mutate("deluxe", plan(few, ["deluxe"])))
    assert set(report["unplayed"]) == {"dogma.distance_rule", "actions.achievements_per_action", "limits.hand"}
    assert not set(report["unplayed"]) & set(report["missed"])
