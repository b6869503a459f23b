"""The code-mutant measure's targeted sweep (`--where`, `--operator`, `--containing`): the chosen
mutants are exactly the candidates named, a slip that chooses nothing is a usage error, and the
printed figure says it is a sweep, not a sample. No mutant is run here."""

from __future__ import annotations

import json
import re

import pytest

from rulebook.compliance.measuring.code_mutants import PROJECT_ROOT, Result, candidates
from rulebook.compliance.measuring.code_mutants.selecting import chosen
from rulebook.errors import UserError

ECHOES_CARDS = "engine/innovation/sets/echoes"


def _lines_holding(folder: str, text: str) -> set[tuple[str, int]]:
    """(file, line) of every code line holding `text`, read straight from the files."""
    found = set()
    for path in sorted((PROJECT_ROOT / folder).glob("*.py")):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            code = line.split("#")[0]
            if text in code and not code.strip().startswith(("`", '"')):
                found.add((path.relative_to(PROJECT_ROOT).as_posix(), number))
    return found


def test_a_folder_operator_and_text_choose_every_such_flip_and_nothing_else():
    picked = chosen([ECHOES_CARDS], ["true-false"], ["written=False"])
    assert {(m.file, m.line) for m in picked} == _lines_holding(ECHOES_CARDS, "written=False")
    assert {(m.operator, m.change) for m in picked} == {("true-false", "False -> True")}
    assert {m.area for m in picked} == {"echoes-cards"}
    # one mutant per occurrence: a line drawing twice gives two
    per_line = {(m.file, m.line): 0 for m in picked}
    for m in picked:
        per_line[m.file, m.line] += 1
    assert sum(per_line.values()) == sum(
        (PROJECT_ROOT / f).read_text(encoding="utf-8").splitlines()[n - 1].count("written=False") for f, n in per_line)
    # they are the area's own candidates, the same records the sample draws from
    pool = {m.id: m for m in candidates(area="echoes-cards")}
    assert all(pool[m.id] == m for m in picked)


def test_a_line_chooses_every_operator_there_unless_one_is_named():
    everything = chosen(["engine/innovation/sets/echoes/age09.py:58"])
    assert {m.line for m in everything} == {58} and len({m.operator for m in everything}) >= 2
    flips = chosen(["engine/innovation/sets/echoes/age09.py:58"], ["true-false"])
    assert [m.change for m in flips] == ["False -> True"]
    # two places naming the same mutant choose it once; the order is the files' and the source's
    both = chosen(["engine/innovation/sets/echoes/age09.py:58", "engine/innovation/sets/echoes/age09.py"],
                  ["true-false"])
    assert len({m.id for m in both}) == len(both)
    assert both == sorted(both, key=lambda m: (m.file, m.start))


def test_an_area_chooses_every_candidate_its_sample_draws_from_borrowed_functions_included():
    pool = candidates(area="unseen-rules")
    picked = chosen(["unseen-rules"])
    assert sorted((m.id, m.mutated) for m in picked) == sorted((m.id, m.mutated) for m in pool)
    assert {m.area for m in picked} == {"unseen-rules"}
    # the borrowed rules-core functions come with it, labelled with the area (so they run the
    # Unseen variants' scenarios), where `--where engine/innovation/draws.py` labels them rules-core
    borrowed = [m for m in picked if m.file == "engine/innovation/draws.py"]
    assert borrowed and {m.function for m in borrowed} <= {"unseen_draw_source", "_draw_unseen"}
    assert {m.area for m in chosen(["engine/innovation/draws.py"])} == {"rules-core"}
    # an operator narrows it as it narrows a file
    flips = chosen(["unseen-rules"], ["true-false"])
    assert flips and flips == [m for m in picked if m.operator == "true-false"]


@pytest.mark.parametrize(("places", "operators", "message"), [
    (["engine/innovation/sets/echoes/age99.py"], [], "no such file or folder"),
    (["engine/cli/parser.py"], [], "not a file the measure mutates"),
    (["engine/innovation/sets/echoes:3"], [], "needs a file"),
    (["engine/innovation/sets/echoes/age09.py:x"], [], "must be a line number"),
    (["engine/innovation/sets/echoes/age09.py:1"], ["true-false"], "no candidate mutant there of operator true-false"),
    ([ECHOES_CARDS], ["flip"], "not an operator"),
    ([], [], "at least one --where"),
])
def test_a_choice_that_names_nothing_is_an_error(places, operators, message):
    with pytest.raises(UserError, match=message):
        chosen(places, operators)


@pytest.mark.parametrize("argv", [
    ["--where", "engine/innovation/sets/echoes/age99.py", "--list"],
    ["--where", ECHOES_CARDS, "--area", "echoes-cards", "--list"],
    ["--operator", "true-false", "--list"],
    ["--where", ECHOES_CARDS, "--operator", "flip", "--list"],
])
def test_the_script_refuses_a_bad_choice_with_exit_2_and_no_traceback(argv, capsys, code_mutants_script):
    with pytest.raises(SystemExit) as stopped:
        code_mutants_script.main(argv)
    assert stopped.value.code == 2
    err = capsys.readouterr().err
    assert "error:" in err and "Traceback" not in err


def test_the_script_lists_the_chosen_mutants(capsys, code_mutants_script):
    assert code_mutants_script.main(["--where", ECHOES_CARDS, "--operator", "true-false", "--containing", "written=False",
                           "--list"]) == 0
    listed = capsys.readouterr().out.splitlines()
    assert len(listed) == len(chosen([ECHOES_CARDS], ["true-false"], ["written=False"]))
    assert all("written=False" in line and "true-false (False -> True)" in line for line in listed)


def test_a_sweeps_figure_says_it_is_targeted_not_a_fair_sample(monkeypatch, capsys, tmp_path, code_mutants_script):
    """The run itself is replaced (no mutant runs here): what is printed and written of it."""
    script = code_mutants_script

    def fake_run_all(mutants, root, **kwargs):
        return [Result(m, "caught" if i else "survived") for i, m in enumerate(mutants)], []

    monkeypatch.setattr(script, "run_all", fake_run_all)
    monkeypatch.setattr(script, "load_equivalents", lambda: [])
    out_file = tmp_path / "sweep.json"
    assert script.main(["--where", "engine/innovation/sets/echoes/age09.py", "--operator", "true-false",
                        "--json", str(out_file)]) == 0
    out = capsys.readouterr().out
    assert "TARGETED SWEEP, not a fair sample figure" in out
    assert re.search(r"^area\s+chosen\s", out, re.MULTILINE) and "sampled" not in out
    written = json.loads(out_file.read_text(encoding="utf-8"))
    assert written["targeted_sweep"] == {"where": ["engine/innovation/sets/echoes/age09.py"],
                                         "operator": ["true-false"], "containing": []}
    assert written["seed"] is None and written["count"] == len(written["mutants"])
    # a sample's figure stays a sample's
    monkeypatch.setattr(script, "sample", lambda *a: chosen(["engine/innovation/sets/echoes/age09.py:58"]))
    assert script.main(["--area", "echoes-cards", "--count", "2"]) == 0
    out = capsys.readouterr().out
    assert "TARGETED" not in out and re.search(r"^area\s+sampled\s", out, re.MULTILINE)
