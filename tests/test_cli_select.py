"""Looking up a rule (`explain`, `show ID KEY`), choosing scenarios (`check --id/--tags/-k`),
coverage as lists, the step glossary by subject, did-you-mean hints, and bare `rulebook`."""

from __future__ import annotations

import json
import re
import textwrap
import tomllib
from pathlib import Path

import pytest

from rulebook.compliance.running.selection import parse_expression
from rulebook.compliance.steps.registry import SUBJECTS, subject_of
from rulebook.errors import UserError
from rulebook.reports.explain import type_text
from rulebook.suggest import closest, did_you_mean
from rulebook.variants.innovation import MAX_AGE

ROOT = Path(__file__).resolve().parents[1]
FAMILY = ["first-edition", "iello", "bga-first", "bga-first-teams", "bga-third", "bga-third-teams",
          "deluxe", "deluxe-teams", "ultimate", "ultimate-unseen", "ultimate-echoes", "ultimate-unseen-echoes",
          "ultimate-figures", "ultimate-echoes-figures"]

TINY = """\
@deluxe @first-edition
Feature: Tiny

  @id:tiny-meld @rule:dx-meld-pile
  Scenario: A meld starts a new pile
    Given a 2-player game
    And Alice has Tools in hand
    And it is Alice's turn 2 with 2 actions left
    When Alice melds Tools
    Then Alice's blue pile is Tools

  @id:tiny-draw @ultimate @assumes:actions.skip_empty_piles=true
  Scenario: A draw takes the age of the highest top card
    Given a 2-player game
    And Alice's red pile is Archery
    And Alice has nothing in hand
    And the age 1 pile is Oars, Tools
    And it is Alice's turn 2 with 2 actions left
    When Alice draws
    Then Alice's hand is Oars

  @id:tiny-bonus @assumes:dogma.reveal_counts_as_change=true|false
  Scenario: Another meld
    Given a 2-player game
    And Alice has Writing in hand
    And it is Alice's turn 2 with 2 actions left
    When Alice melds Writing
    Then Alice's blue pile is Writing
"""


@pytest.fixture
def tiny(tmp_path) -> Path:
    path = tmp_path / "tiny.feature"
    path.write_text(TINY, encoding="utf-8")
    return path


def json_of(run_cli, *args: str) -> dict:
    code, out, err = run_cli(*args, "--format", "json")
    assert code == 0, err
    return json.loads(out)


# -- did-you-mean -----------------------------------------------------------------------------------

def test_closest_names_best_first_ignoring_case():
    assert closest("Deluxe-Team", ["ultimate", "deluxe", "deluxe-teams"]) == ["deluxe-teams", "deluxe"]
    assert did_you_mean("ultimat", ["deluxe", "ultimate"]) == "; did you mean 'ultimate'?"
    assert did_you_mean("zzz", ["deluxe", "ultimate"]) == ""
    assert closest("deluxe", ["deluxe", "Deluxe"]) == []  # the name itself is never suggested


def test_an_unknown_variant_id_names_the_nearest(run_cli):
    code, out, err = run_cli("show", "delux")
    assert code == 2 and out == ""
    assert err.startswith("error: unknown variant 'delux'; did you mean 'deluxe'? (bundled variants: ")
    code, _, err = run_cli("check", "--variant", "ultimat")
    assert code == 2 and "unknown variant 'ultimat'; did you mean 'ultimate'?" in err


@pytest.mark.parametrize("change, message", [
    (("Alice has Tools in hand", "Alice hass Tools in hand"),
     "tiny.feature:7: undefined step: Given Alice hass Tools in hand; did you mean "
     "'Given <player> has <cards> in hand' or 'Given <player> has <cards> in the forecast'?"),
    (("@deluxe @first-edition", "@deluxe @first-editon"),
     "tiny.feature:1: unknown tag '@first-editon': not a variant id, nor @id:, @rule:, @needs: or @assumes:; "
     "did you mean '@first-edition'?"),
    (("@id:tiny-meld", "@ids:tiny-meld"),
     "tiny.feature:4: unknown tag '@ids:tiny-meld': not a variant id, nor @id:, @rule:, @needs: or @assumes:; "
     "did you mean '@id:tiny-meld'?"),
    (("@assumes:actions.skip_empty_piles=true", "@assumes:actions.skip_empty_pile=true"),
     "tiny.feature:12: '@assumes:actions.skip_empty_pile=true' names no rule parameter; "
     "did you mean 'actions.skip_empty_piles'?"),
    (("Alice has Writing in hand", "Alice has Writting in hand"),
     "tiny.feature:25: no innovation card is named 'Writting'; did you mean 'Writing'?"),
])
def test_a_mistyped_name_in_a_feature_file_names_the_nearest(run_cli, tiny, change, message):
    tiny.write_text(TINY.replace(*change), encoding="utf-8")
    code, out, err = run_cli("check", "--features", str(tiny))
    assert code == 2 and out == ""
    assert err == f"error: {tiny.parent}/{message}\n"


def test_a_scenario_that_expects_a_refusal_may_name_a_wrong_card(run_cli, tmp_path):
    path = tmp_path / "refused.feature"
    path.write_text(textwrap.dedent("""\
        @deluxe
        Feature: Refusal
          @id:refused-meld
          Scenario: A card that is not in hand cannot be melded
            Given a 2-player game
            And Alice has Tools in hand
            And it is Alice's turn 2 with 2 actions left
            When Alice melds Toolz
            Then the move is rejected as illegal_move
        """), encoding="utf-8")
    code, out, _ = run_cli("check", "--features", str(path), "--format", "json")
    assert code == 0  # it ran (nothing refused it before running), and the engine refused the meld
    assert [(r["id"], r["status"]) for r in json.loads(out)["results"]] == [("refused-meld[deluxe]", "passed")]


def test_an_unknown_rule_statement_names_the_nearest(run_cli, tiny):
    tiny.write_text(TINY.replace("@rule:dx-meld-pile", "@rule:dx-meld-new-pil"), encoding="utf-8")
    data = json_of(run_cli, "check", "--features", str(tiny), "--coverage")
    assert data["coverage"]["problems"] == [
        f"{tiny}:5: scenario 'tiny-meld' cites unknown rule statement 'dx-meld-new-pil'; "
        "did you mean 'dx-meld-pile'?"]


# -- check --id / --tags / -k -------------------------------------------------------------------------

def run_ids(data: dict) -> list[str]:
    return [r["id"] for r in data["results"]]


@pytest.mark.parametrize("options, expected", [
    ((), ["tiny-bonus[deluxe]", "tiny-bonus[first-edition]", "tiny-draw[deluxe]", "tiny-draw[first-edition]",
          "tiny-draw[ultimate]", "tiny-meld[deluxe]", "tiny-meld[first-edition]"]),
    (("--id", "tiny-draw"), ["tiny-draw[deluxe]", "tiny-draw[first-edition]", "tiny-draw[ultimate]"]),
    (("--id", "tiny-draw[ultimate]", "--id", "tiny-meld"),
     ["tiny-draw[ultimate]", "tiny-meld[deluxe]", "tiny-meld[first-edition]"]),
    (("--tags", "@ultimate"), ["tiny-draw[deluxe]", "tiny-draw[first-edition]", "tiny-draw[ultimate]"]),
    (("--tags", "@deluxe and not @ultimate"),
     ["tiny-bonus[deluxe]", "tiny-bonus[first-edition]", "tiny-meld[deluxe]", "tiny-meld[first-edition]"]),
    (("--tags", "@rule:dx-* or @assumes:actions.skip_empty_piles=true", "--variant", "deluxe"),
     ["tiny-draw[deluxe]", "tiny-meld[deluxe]"]),
    (("--tags", "@assumes:dogma.reveal_counts_as_change=true|false"),
     ["tiny-bonus[deluxe]", "tiny-bonus[first-edition]"]),
    (("-k", "DELUXE and not (meld or bonus)"), ["tiny-draw[deluxe]"]),
    (("--k", "first-edition or ultimate", "--tags", "not @id:tiny-draw"),
     ["tiny-bonus[first-edition]", "tiny-meld[first-edition]"]),
])
def test_check_runs_the_selected_scenarios(run_cli, tiny, options, expected):
    data = json_of(run_cli, "check", "--features", str(tiny), *options)
    assert run_ids(data) == expected
    assert data["totals"]["passed"] == len(expected)


def test_the_report_says_what_was_selected(run_cli, tiny):
    data = json_of(run_cli, "check", "--features", str(tiny), "--id", "tiny-draw", "-k", "deluxe")
    assert data["selection"] == {"ids": ["tiny-draw"], "keyword": "deluxe", "selected": 1, "of": 7}
    code, out, _ = run_cli("check", "--features", str(tiny), "--tags", "@ultimate")
    assert code == 0
    assert out.splitlines()[0] == "selected 3 of 7 scenario runs (--tags '@ultimate')"
    assert "selection" not in json_of(run_cli, "check", "--features", str(tiny))


def test_expected_failures_outside_the_selection_are_left_alone(run_cli, tiny, tmp_path):
    expect = tmp_path / "expect.toml"
    expect.write_text('[[expected]]\nid = "tiny-meld"\nreason = "not this time"\n', encoding="utf-8")
    data = json_of(run_cli, "check", "--features", str(tiny), "--expect", str(expect), "--id", "tiny-draw")
    assert [r["status"] for r in data["results"]] == ["passed"] * 3


@pytest.mark.parametrize("options, message", [
    (("--id", "tiny-drw"), "--id: no scenario has the id 'tiny-drw'; did you mean 'tiny-draw'?"),
    (("--id", "tiny-draw[delux]"), "--id: no scenario has the id 'tiny-draw[delux]'; "
                                   "did you mean 'tiny-draw[deluxe]'?"),
    (("--tags", "@ultimat"), "--tags: unknown tag '@ultimat': no scenario carries it; did you mean '@ultimate'?"),
    (("--tags", "@rule:zz-*"), "--tags: '@rule:zz-*' matches no tag of the scenarios"),
    (("--tags", "ultimate"), "--tags: 'ultimate' is not a tag; tags start with '@', e.g. @deluxe or "
                             "@rule:dx-draw-age"),
    (("--tags", "@deluxe and"), "--tags '@deluxe and': expected a tag at the end"),
    (("--tags", "(@deluxe or @ultimate"), "--tags '(@deluxe or @ultimate': expected ')' at the end"),
    (("-k", "draw meld"), "-k 'draw meld': expected 'and' or 'or' at 'meld' (character 6)"),
    (("-k", "teams"), "no scenario run is selected by -k teams (of 7 runs)"),
    (("--id", "tiny-meld", "--mutants", "deluxe"),
     "--id, --tags and -k choose the scenario runs a check plays; they do not apply to --compare, "
     "--derive-assumptions or --mutants"),
])
def test_a_bad_selection_is_a_usage_error(run_cli, tiny, options, message):
    code, out, err = run_cli("check", "--features", str(tiny), *options)
    assert code == 2 and out == ""
    assert err == f"error: {message}\n"


def test_expression_precedence_is_not_then_and_then_or():
    expression = parse_expression("a or b and not c", "-k")
    assert expression.tree == ("or", ("word", "a"), ("and", ("word", "b"), ("not", ("word", "c"))))
    assert expression.evaluate(lambda w: w in {"b", "c"}) is False
    assert expression.evaluate(lambda w: w in {"a", "c"}) is True
    with pytest.raises(UserError, match="expected a word at '\\)'"):
        parse_expression("a and )", "-k")


# -- --coverage lists ----------------------------------------------------------------------------------

def test_coverage_lists_statements_and_parameters(run_cli, tiny):
    data = json_of(run_cli, "check", "--features", str(tiny), "--coverage")["coverage"]
    deluxe = next(b for b in data["rulebooks"] if b["rulebook"] == "innovation-deluxe.pt.txt")
    assert deluxe["index"] == "features/innovation/deluxe/index.toml"
    statements = {s["id"]: s for s in deluxe["list"]}
    assert statements["dx-meld-pile"]["scenarios"] == ["tiny-meld"]
    assert [s["id"] for s in deluxe["list"] if s["scenarios"]] == ["dx-meld-pile"]
    assert deluxe["covered"] == 1 and deluxe["statements"] == len(deluxe["list"])
    assert deluxe["percent"] == round(100 / len(deluxe["list"]), 1)
    games = {g["game"]: g for g in data["parameters"]}
    assumed = {e["key"]: e["scenarios"] for e in games["innovation"]["list"] if e["scenarios"]}
    assert assumed == {"actions.skip_empty_piles": ["tiny-draw"], "dogma.reveal_counts_as_change": ["tiny-bonus"]}
    assert games["innovation"]["with_scenarios"] == 2
    assert not any(e["key"].startswith("terminology.") for e in games["innovation"]["list"])
    assert games["lost-legacy"]["with_scenarios"] == 0  # an Innovation scenario covers no Lost Legacy key

    code, out, _ = run_cli("check", "--features", str(tiny), "--coverage")
    assert code == 0
    lines = out.splitlines()
    assert "  covered    dx-meld-pile (Ações Principais, Fundir): 1 scenarios: tiny-meld" in lines
    assert "  assumed      actions.skip_empty_piles: 1 scenarios: tiny-draw" in lines
    assert "  no scenario  actions.per_turn" in lines
    assert any(line.startswith("  uncovered  dx-setup-supply (") for line in lines)
    assert "innovation: 2 of " in out and "rule parameters assumed by scenarios" in out


# -- explain and show ID KEY ---------------------------------------------------------------------------

def assumes_in_features(key: str) -> dict[str, tuple[str, int]]:
    """Scenario id -> (file, line of its Scenario keyword), for every bundled scenario whose tags
    assume `key`, read from the files as text (independently of the catalog)."""
    found = {}
    for path in sorted((ROOT / "features").rglob("*.feature")):
        tags: list[str] = []
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            stripped = line.strip()
            if stripped.startswith("@"):
                tags += stripped.split()
            elif stripped.startswith("Scenario:"):
                if any(t.startswith(f"@assumes:{key}=") for t in tags):
                    scenario_id = next(t[4:] for t in tags if t.startswith("@id:"))
                    found[scenario_id] = (path.relative_to(ROOT).as_posix(), number)
                tags = []
            elif stripped.startswith("Feature:"):
                tags = []
    return found


def test_explain_follows_a_parameter_through_every_variant(run_cli):
    data = json_of(run_cli, "explain", "dogma.reveal_counts_as_change")
    assert data["key"] == "dogma.reveal_counts_as_change"
    assert [g["game"] for g in data["games"]] == ["innovation"]
    (parameter,) = data["games"][0]["parameters"]
    assert parameter["meaning"] == ("A card revealed (and not moved) by a sharing opponent counts as a change "
                                    "for the bonus.")
    assert (parameter["type"], parameter["has_default"]) == ("true or false", False)
    assert [(v["id"], v["value"]) for v in parameter["variants"]] == [
        (v, v in ("deluxe", "deluxe-teams")) for v in FAMILY]
    deluxe = next(v for v in parameter["variants"] if v["id"] == "deluxe")
    raw = tomllib.loads((ROOT / "variants/innovation/deluxe.toml").read_text(encoding="utf-8"))
    assert deluxe["source"] == raw["sources"]["dogma.reveal_counts_as_change"]
    (dispute,) = [d for d in raw["disputes"] if d["key"] == "dogma.reveal_counts_as_change"]
    assert deluxe["disputes"] == [{"key": dispute["key"], "chosen": dispute["chosen"], "reason": dispute["reason"],
                                   "alternatives": dispute["alternatives"]}]
    assert deluxe["rule"].startswith("A card that a sharing opponent only reveals")
    expected = assumes_in_features("dogma.reveal_counts_as_change")
    assert len(expected) >= 4
    assert {s["id"]: (s["file"], s["line"]) for s in parameter["scenarios"]} == expected


def test_explain_with_own_features_lists_their_scenarios_with_file_and_line(run_cli, tiny):
    data = json_of(run_cli, "explain", "actions.skip_empty_piles", "--features", str(tiny))
    assert data["games"][0]["parameters"][0]["scenarios"] == [
        {"id": "tiny-draw", "file": str(tiny), "line": 13, "assumes": ["@assumes:actions.skip_empty_piles=true"],
         "variants": ["deluxe", "first-edition", "ultimate"]}]


@pytest.mark.parametrize("options, games, keys", [
    (("victory.achievements",), ["innovation"],
     ["victory.achievements.base", "victory.achievements.per_player", "victory.achievements.per_expansion",
      "victory.achievements.minimum"]),
    (("players.max",), ["innovation", "lost-legacy"], ["players.max"]),
    (("players.max", "--game", "lost-legacy"), ["lost-legacy"], ["players.max"]),
    (("special_achievements.conditions.Monument.count",), ["innovation"],
     ["special_achievements.conditions.Monument"]),
])
def test_explain_a_table_both_games_or_a_key_inside_a_parameter(run_cli, options, games, keys):
    data = json_of(run_cli, "explain", *options, "--features", str(ROOT / "features" / "lost-legacy"))
    assert [g["game"] for g in data["games"]] == games
    assert [p["key"] for p in data["games"][0]["parameters"]] == keys


def test_explain_gives_types_defaults_and_what_the_reference_engine_plays(run_cli, tiny):
    (parameter,) = json_of(run_cli, "explain", "actions.achievements_per_action",
                           "--features", str(tiny))["games"][0]["parameters"]
    assert parameter["type"] == f"integer from 1 to {MAX_AGE + 1}"
    assert (parameter["has_default"], parameter["default"]) == (True, 1)
    assert parameter["reference_engine_plays"] == [1]
    minimum = json_of(run_cli, "explain", "victory.achievements.minimum",
                      "--features", str(tiny))["games"][0]["parameters"][0]
    assert minimum["type"] == "integer from 1 to 100, or absent"
    assert [(v["id"], v["value"]) for v in minimum["variants"]] == [
        ("first-edition", None), ("iello", None), ("bga-first", None), ("bga-first-teams", None), ("bga-third", None),
        ("bga-third-teams", None), ("deluxe", 4), ("deluxe-teams", 4), ("ultimate", 3), ("ultimate-unseen", 3),
        ("ultimate-echoes", 3), ("ultimate-unseen-echoes", 3), ("ultimate-figures", 3), ("ultimate-echoes-figures", 3)]


def test_type_text_reads_annotations():
    from typing import Literal

    assert type_text(Literal["flat", "multiplied"]) == "one of 'flat', 'multiplied'"
    assert type_text(list[int]) == "list of integer"
    assert type_text(bool | None) == "true or false, or absent"


def test_explain_text_and_markdown(run_cli, monkeypatch, tiny):
    monkeypatch.setenv("COLUMNS", "100")
    code, out, _ = run_cli("explain", "victory.score_full_tie")
    assert code == 0
    lines = out.splitlines()
    assert lines[:3] == ["victory.score_full_tie in innovation: 1 parameter", "", "victory.score_full_tie"]
    assert "  type: one of 'shared', 'draw'; default: none (every variant states it)" in lines
    at = lines.index("  deluxe, deluxe-teams")  # variants that give one value, from one source, together
    assert re.match(r"^ +\"draw\": If they are still tied", lines[at + 1])
    assert f"  scenarios that assume it: {len(assumes_in_features('victory.score_full_tie'))}" in lines
    monkeypatch.setenv("COLUMNS", "60")
    code, out, _ = run_cli("explain", "victory.score_full_tie", "--features", str(tiny))
    assert all(len(line) <= 59 for line in out.splitlines() if " " in line.strip())
    code, out, _ = run_cli("explain", "victory.score_full_tie", "--format", "md")
    assert code == 0
    assert out.startswith("# victory.score_full_tie\n\n## victory.score_full_tie (innovation)\n")
    assert "| deluxe | `\"draw\"` | If they are still tied, the game is a draw: nobody wins. |" in out


@pytest.mark.parametrize("args, message", [
    (("explain", "dogma.sharing_bonu"),
     "error: unknown parameter 'dogma.sharing_bonu'; did you mean 'dogma.sharing_bonus' or "
     "'dogma.sharing_bonus_draws'? (rulebook show ID --format md lists them all)\n"),
    (("explain", "deck.size", "--game", "innovation"),
     "error: unknown parameter 'deck.size' of innovation (rulebook show ID --format md lists them all)\n"),
    (("explain", "special_achievements.conditions.Pyramid"),
     "error: unknown parameter 'special_achievements.conditions.Pyramid' in the bundled variants; did you mean "
     "'special_achievements.conditions.World' or 'special_achievements.conditions'? "
     "(rulebook show ID --format md lists them all)\n"),
    (("show", "deluxe", "dogma.sharing"),
     "error: unknown parameter 'dogma.sharing' of innovation; did you mean 'dogma.sharing_bonus' or "
     "'dogma.sharing_bonus_draws'? (rulebook show ID --format md lists them all)\n"),
])
def test_an_unknown_key_names_the_nearest(run_cli, args, message):
    code, out, err = run_cli(*args)
    assert (code, out, err) == (2, "", message)


def test_show_one_key_of_a_variant_is_a_valid_toml_fragment(run_cli):
    code, out, _ = run_cli("show", "deluxe", "victory.achievements")
    assert code == 0
    assert out.startswith("# deluxe: victory.achievements\n")
    assert "# source: innovation-deluxe.pt.txt, Vitória por Conquistas (a minimum of 4)" in out
    assert tomllib.loads(out) == {"victory": {"achievements": {"base": 8, "per_player": -1, "per_expansion": 1,
                                                                "minimum": 4}}}
    code, out, _ = run_cli("show", "ultimate", "special_achievements.conditions.Monument")
    assert tomllib.loads(out) == {"special_achievements": {"conditions": {
        "Monument": {"kind": "top-cards-with-demand", "count": 4}}}}
    code, out, _ = run_cli("show", "first-edition", "victory.achievements.minimum")
    assert out.splitlines()[-1] == "# victory.achievements.minimum is not set" and tomllib.loads(out) == {}


def test_show_one_key_of_a_user_variant_in_json_and_markdown(run_cli, write_variant):
    path = write_variant("house", """
        id = "house"
        game = "innovation"
        extends = "deluxe"
        title = "House"
        [victory]
        score_full_tie = "shared"
        [sources]
        "victory.score_full_tie" = "our table, 2024"
        """)
    data = json_of(run_cli, "show", str(path), "victory.score_full_tie")
    assert (data["variant"], data["game"], data["key"]) == ("house", "innovation", "victory.score_full_tie")
    (parameter,) = data["parameters"]
    assert (parameter["value"], parameter["source"], parameter["disputes"]) == ("shared", "our table, 2024", [])
    code, out, _ = run_cli("show", str(path), "victory.score_full_tie", "--format", "md")
    assert code == 0 and "Value: `\"shared\"`. Players still tied after that share the victory." in out


# -- steps -----------------------------------------------------------------------------------------------

def test_steps_are_grouped_by_subject_in_order(run_cli, monkeypatch):
    from rulebook.compliance.steps import REGISTRY

    monkeypatch.setenv("COLUMNS", "60")
    code, out, _ = run_cli("steps")
    assert code == 0
    headings = [line for line in out.splitlines() if line and not line.startswith(" ")]
    assert headings == [subject.upper() for subject in SUBJECTS]
    lines = out.splitlines()
    assert all(len(line) <= 59 for line in lines if " " in line.strip())
    start = lines.index("  When <player> melds <card>")
    assert lines[start + 1].startswith("      ") and lines[start + 1].strip()
    assert sum(1 for line in lines if re.match(r"^  (Given|When|Then) ", line)) == len(REGISTRY.steps)
    section = out[out.index("ANSWERING DECISIONS"):out.index("CHECKING DECISIONS AND LEGAL MOVES")]
    assert "  When <player> declines" in section and "  When <player> draws" not in section


def test_steps_markdown_has_a_section_per_subject(run_cli):
    code, out, _ = run_cli("steps", "--format", "md")
    assert code == 0
    assert [line[3:] for line in out.splitlines() if line.startswith("## ")] == list(SUBJECTS)
    assert "- `When <player> melds <card>`: " in out


@pytest.mark.parametrize("kind, pattern, subject", [
    ("Given", "a {count:d}-player game", "Seating the players and choosing the rules"),
    ("Given", "{player:Name} has {cards:Cards} in hand", "Setting up a position"),
    ("When", "{player:Name} performs the dogma of {card}", "Acting"),
    ("When", "{player:Name} chooses {choice:Values}", "Answering decisions"),
    ("Then", "{player:Name} may meld {cards:Cards}", "Checking decisions and legal moves"),
    ("Then", "{player:Name}'s hand is {cards:Cards}", "Checking the cards"),
    ("Then", "{winners:Cards} wins by {reason}", "Checking turns and the end of the game"),
])
def test_a_step_subject_is_read_from_its_wording(kind, pattern, subject):
    assert subject_of(kind, pattern) == subject


# -- bare rulebook -----------------------------------------------------------------------------------------

def test_bare_rulebook_prints_help_and_exits_0(run_cli):
    code, out, err = run_cli()
    assert (code, err) == (0, "")
    assert out.startswith("usage: rulebook ")
    for command in ("explain", "check", "steps", "show"):
        assert f"    {command} " in out
    assert "Without a command, rulebook prints this help (exit code 0)." in " ".join(out.split())
