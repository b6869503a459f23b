"""The code-mutant sampler (engine/compliance/measuring/code_mutants/): operators, skips, card names,
determinism and stratification. No mutant is run here (benchmarks/code_mutants.py does that)."""

from __future__ import annotations

import ast
import textwrap
from collections import Counter
from random import Random

import pytest

from rulebook.compliance.measuring.code_mutants import (
    AGE_ZERO,
    AREAS,
    ECHOES_AREAS,
    ECHOES_FUNCTIONS,
    ECHOES_MODULES,
    FIGURES_AREAS,
    OPERATORS,
    PROJECT_ROOT,
    RULES_CORE,
    UNSEEN_AREAS,
    UNSEEN_FUNCTIONS,
    UNSEEN_MODULES,
    Equivalent,
    Result,
    area_files,
    area_of,
    candidates,
    classify,
    innovation_variants,
    load_equivalents,
    make_snapshot,
    mutants_in_source,
    quotas,
    sample,
    stale_equivalents,
    variants_for,
)
from rulebook.compliance.measuring.code_mutants.running import _run_child, _workdir

SNIPPET = textwrap.dedent('''
    """A module docstring mentioning red and 3."""
    from typing import TYPE_CHECKING

    if TYPE_CHECKING:
        LIMIT = 7

    def effect(ctx, cards: list[int] = None):
        """Docstring: draw a 1."""
        count = 0
        if len(cards) < 3 and ctx.flag or not ctx.other:
            count += 1
        while count >= 2:
            count = max(count - 1, 0)
        picked = [c for c in cards if c in ctx.hand]
        ctx.splay("red", "left", optional=True)
        if ctx.has_icon("castle") is None:
            raise ValueError("no castle in red: 3")
        assert count != 5, "five"
        total = ctx.score(
            picked,
            min(1, 2))
        return True
''')


def _mutants(text: str = SNIPPET, path: str = "engine/x.py", area: str = "rules-core"):
    return mutants_in_source(text, path, area)


def test_every_operator_gives_valid_python_that_differs():
    found = _mutants()
    assert {m.operator for m in found} == set(OPERATORS)
    original = ast.dump(ast.parse(SNIPPET))
    for m in found:
        mutated = m.apply(SNIPPET)
        tree = ast.parse(mutated)  # a SyntaxError fails the test
        assert ast.dump(tree) != original, m.id
        assert mutated.count("\n") == SNIPPET.count("\n"), m.id  # lines keep their numbers


def test_operators_make_the_expected_edits():
    by = {(m.operator, m.change, m.line): m for m in _mutants()}
    assert by[("compare", "< -> <=", 11)].mutated == "if len(cards) <= 3 and ctx.flag or not ctx.other:"
    assert by[("and-or", "and -> or", 11)].mutated == "if len(cards) < 3 or ctx.flag or not ctx.other:"
    assert by[("and-or", "or -> and", 11)].mutated == "if len(cards) < 3 and ctx.flag and not ctx.other:"
    assert by[("compare", ">= -> >", 13)].mutated == "while count > 2:"
    assert by[("min-max", "max -> min", 14)].mutated == "count = min(count - 1, 0)"
    assert by[("off-by-one", "0 -> -1", 14)].mutated == "count = max(count - 1, (-1))"
    assert by[("compare", "in -> not in", 15)].mutated == "picked = [c for c in cards if c not in ctx.hand]"
    assert by[("negate-condition", "not (...)", 15)].mutated == \
        "picked = [c for c in cards if (not (c in ctx.hand))]"
    assert by[("colour", "red -> blue", 16)].mutated == 'ctx.splay("blue", "left", optional=True)'
    assert by[("true-false", "True -> False", 16)].mutated == 'ctx.splay("red", "left", optional=False)'
    assert by[("icon", "castle -> factory", 17)].mutated == 'if ctx.has_icon("factory") is None:'
    assert by[("compare", "is -> is not", 17)].mutated == 'if ctx.has_icon("castle") is not None:'
    assert by[("drop-statement", "-> pass", 20)].mutated == "pass"
    assert by[("true-false", "True -> False", 23)].mutated == "return False"
    operands = [m for m in _mutants() if m.operator == "negate-operand" and m.line == 11]
    assert [m.mutated for m in operands][-1] == "if len(cards) < 3 and ctx.flag or (not (not ctx.other)):"


def test_docstrings_annotations_raise_assert_and_type_checking_are_left_alone():
    lines = {m.line for m in _mutants()}
    assert not lines & {2, 5, 8, 9, 18, 19}, sorted(lines)
    # the annotation `list[int]` and the default None of line 8 hold nothing to mutate either
    assert all(m.function == "effect" for m in _mutants() if m.line > 8)


def test_logging_is_not_dropped():
    text = "def f(ctx):\n    logger.debug('x')\n    print(3)\n    ctx.draw(1)\n"
    assert [(m.line, m.operator) for m in _mutants(text) if m.operator == "drop-statement"] == [(4, "drop-statement")]


CARDS = textwrap.dedent('''
    def _shared(ctx):
        ctx.draw(1)

    # --- Pottery (blue, leaf) -------------------------------------------------

    def pottery_1(ctx):
        _shared(ctx)

    def _pottery_helper(ctx):
        ctx.draw(2)

    # --- Tools (blue, lightbulb) ----------------------------------------------

    def tools_1(ctx):
        _shared(ctx)
        ctx.draw(3)

    register("Pottery", [pottery_1], BOTH)
    register("Tools", [tools_1], BOTH)
''')


def test_card_names_come_from_registrations_callers_and_sections():
    cards = {m.function or f"line {m.line}": m.card for m in _mutants(CARDS, "engine/c.py", "base-cards")}
    assert cards["pottery_1"] == "Pottery"
    assert cards["tools_1"] == "Tools"
    assert cards["_shared"] == "Pottery / Tools"      # reached from both cards' effects
    assert cards["_pottery_helper"] == "Pottery"      # not called: its section's card
    assert cards["line 19"] == "Pottery"               # dropping the registration itself
    assert cards["line 20"] == "Tools"


def test_card_names_in_the_real_card_modules():
    files = area_files()
    assert "engine/innovation/sets/base/age01.py" in files["base-cards"]
    assert "engine/innovation/ops.py" in files["rules-core"]
    base = [m for m in sample(400, 1, areas=("base-cards",)) if m.function]
    assert all(m.card for m in base if m.file.endswith("age01.py"))
    path = "engine/innovation/sets/base/age01.py"
    text = (PROJECT_ROOT / path).read_text(encoding="utf-8")
    found = {m.function: m.card for m in mutants_in_source(text, path, "base-cards")}
    assert found["pottery_1"] == "Pottery"
    assert found["_oars_transfer_once"] == "Oars"
    assert found["oars_1_first_edition"] == "Oars"


def test_same_seed_same_mutants():
    first = [m.id for m in sample(60, 7)]
    assert first == [m.id for m in sample(60, 7)]
    assert first != [m.id for m in sample(60, 8)]
    assert len(set(first)) == 60


def test_a_module_text_is_searched_once_and_its_mutants_handed_out_as_new_lists(monkeypatch):
    """Samples draw from whole areas again and again: each module's text is searched once."""
    from rulebook.compliance.measuring.code_mutants import finder

    expected = [m.id for m in _mutants()]  # searched before counting: the count is of this test's text
    searches = []
    real_run = finder._ReturnFinder.run
    monkeypatch.setattr(finder._ReturnFinder, "run", lambda self: searches.append(1) or real_run(self))
    text = SNIPPET + "\n# a text no other test searches\n"
    first = mutants_in_source(text, "engine/x.py", "rules-core")
    first.clear()  # the caller's list is its own
    again = mutants_in_source(text, "engine/x.py", "rules-core")
    assert len(searches) == 1 and again and [m.id for m in again] == expected
    assert mutants_in_source(text, "engine/y.py", "rules-core")[0].file == "engine/y.py" and len(searches) == 2


def test_stratified_counts():
    assert quotas(240) == {"base-cards": 96, "fourth-edition-cards": 84, "rules-core": 60}
    assert sum(quotas(7).values()) == 7
    mutants = sample(40, 1)
    assert Counter(m.area for m in mutants) == Counter(quotas(40))
    assert set(quotas(40)) == set(AREAS)
    # an area kept alone holds exactly the mutants it has in the full sample
    alone = [m.id for m in sample(40, 1, areas=("rules-core",))]
    assert alone == [m.id for m in mutants if m.area == "rules-core"]


def test_obvious_equivalents_are_marked():
    text = textwrap.dedent('''
        from dataclasses import dataclass

        @dataclass(frozen=True, slots=True)
        class A:
            x: int = 1

        def f(x):
            unused = 3
            if x:
                return 1
                x = 2
            return min(x, x)
    ''')
    marked = {(m.line, m.operator, m.change): m.auto_equivalent for m in _mutants(text)}
    assert marked[(4, "true-false", "True -> False")].startswith("slots=False")
    assert marked[(4, "true-false", "True -> False")] != marked.get((4, "true-false", "frozen"))
    assert marked[(9, "drop-statement", "-> pass")].startswith("dead store")
    assert marked[(9, "off-by-one", "3 -> 4")].startswith("dead store")
    assert marked[(12, "drop-statement", "-> pass")].startswith("unreachable")
    assert marked[(13, "min-max", "min -> max")] == "the arguments are identical"
    assert marked[(11, "off-by-one", "1 -> 2")] is None
    frozen = [m for m in _mutants(text) if m.line == 4 and m.mutated.startswith("@dataclass(frozen=False")]
    assert frozen and frozen[0].auto_equivalent is None


def test_reviewed_equivalents_apply_to_survivors_only(tmp_path):
    path = tmp_path / "eq.toml"
    path.write_text('[[equivalent]]\nmutant = "engine/x.py:14:min-max"\nreason = "both are 0 there"\n'
                    '[[equivalent]]\nmutant = "engine/x.py:13:compare"\ncode = "while count > 2:"\n'
                    'reason = "stale"\n', encoding="utf-8")
    entries = load_equivalents(path)
    assert entries[0] == Equivalent("engine/x.py:14:min-max", "both are 0 there")
    by = {(m.operator, m.line): m for m in _mutants()}
    survived = Result(by[("min-max", 14)], "survived")
    caught = Result(by[("min-max", 14)], "caught")
    stale = Result(by[("compare", 13)], "survived")
    classify([survived, caught, stale], entries)
    assert survived.verdict == "equivalent" and "both are 0 there" in survived.equivalent_reason
    assert caught.verdict == "caught" and caught.warning
    assert stale.verdict == "survived"
    path.write_text('[[equivalent]]\nmutant = "a:1:compare"\nreason = ""\n', encoding="utf-8")
    with pytest.raises(ValueError):
        load_equivalents(path)


def test_the_reviewed_file_loads():
    assert all(entry.reason for entry in load_equivalents())


def test_a_reviewed_entry_follows_its_code_when_edits_above_move_it(tmp_path):
    (tmp_path / "engine").mkdir()
    moved = "# two lines added above\n# by an edit\n" + SNIPPET
    (tmp_path / "engine" / "x.py").write_text(moved, encoding="utf-8")
    by = {(m.operator, m.change, m.line): m for m in _mutants(moved)}
    once = Result(by[("min-max", "max -> min", 16)], "survived")     # reviewed on line 14
    entry = Equivalent("engine/x.py:14:min-max", "both are 0 there", code="count = max(count - 1, 0)")
    classify([once], [entry], tmp_path)
    assert once.verdict == "equivalent"
    # the same code twice in the file: the entry no longer knows which one it reviewed
    (tmp_path / "engine" / "x.py").write_text(moved + "\ncount = max(count - 1, 0)\n", encoding="utf-8")
    twice = Result(by[("min-max", "max -> min", 16)], "survived")
    classify([twice], [entry], tmp_path)
    assert twice.verdict == "survived"
    assert stale_equivalents([entry], tmp_path) == [entry]     # twice, and not on its line
    assert stale_equivalents([Equivalent("engine/x.py:16:min-max", "both are 0 there",
                                         code="count = max(count - 1, 0)")], tmp_path) == []
    (tmp_path / "engine" / "x.py").write_text(SNIPPET.replace("count = max(count - 1, 0)", "count = 0"),
                                               encoding="utf-8")
    assert stale_equivalents([entry], tmp_path) == [entry]


def test_every_reviewed_entry_names_code_that_is_still_there():
    """An entry whose code changed no longer applies: it must be reviewed again or deleted
    (an edit elsewhere in the engine that leaves it stale fails here, not in a later measure)."""
    assert [entry.mutant for entry in stale_equivalents(load_equivalents())] == []


def test_a_min_raised_above_an_equal_max_of_choose_is_equivalent():
    text = textwrap.dedent('''
        def f(ctx, above):
            a = yield from ctx.choose(x, min=2, max=2)
            b = yield from ctx.choose(x, min=2 - len(above), max=2 - len(above))
            c = yield from ctx.choose(x, min=1, max=3)
    ''')
    marked = {(m.line, m.change, m.mutated): m.auto_equivalent for m in _mutants(text) if m.operator == "off-by-one"}
    assert marked[(3, "2 -> 3", "a = yield from ctx.choose(x, min=3, max=2)")].startswith("raises a choose's min")
    assert marked[(3, "2 -> 3", "a = yield from ctx.choose(x, min=2, max=3)")] is None
    assert marked[(3, "2 -> 1", "a = yield from ctx.choose(x, min=1, max=2)")] is None
    assert marked[(4, "2 -> 3", "b = yield from ctx.choose(x, min=3 - len(above), max=2 - len(above))")]
    assert marked[(5, "1 -> 2", "c = yield from ctx.choose(x, min=2, max=3)")] is None


def test_method_defaults_belong_to_the_method_and_test_helpers_are_skipped():
    text = "class C:\n    def choose(self, min: int = 1):\n        return min\n"
    assert {m.function for m in _mutants(text)} == {"C.choose"}
    text = "def registered(card):\n    load(card)\n\ndef lookup(card):\n    find(card)\n"
    assert {m.function for m in _mutants(text, "engine/innovation/effects/registry.py")} == {"lookup"}


def test_an_entry_can_name_the_mutated_line():
    text = "def f(min: int = 1, max: int = 1):\n    pass\n"
    found = [m for m in _mutants(text) if m.change == "1 -> 2"]
    entry = Equivalent("engine/x.py:1:off-by-one", "r", mutated="def f(min: int = 2, max: int = 1):")
    assert [entry.matches(m) for m in found] == [True, False]


# --- the figures group -----------------------------------------------------------------------

def test_the_figures_areas_hold_their_files_and_no_file_is_in_two_areas():
    files = area_files()
    assert files["karma-layer"][:2] == ["engine/innovation/karma.py", "engine/innovation/decrees.py"]
    assert "engine/innovation/sets/figures/drawing.py" in files["karma-layer"]
    assert "engine/innovation/sets/figures/access.py" in files["figures-karma"]
    assert {f"engine/innovation/sets/figures/age{n:02}.py" for n in range(1, 12)} <= set(files["figures-karma"])
    assert files["age-0-cards"] == [AGE_ZERO]
    assert AGE_ZERO not in files["fourth-edition-cards"]
    assert "engine/innovation/sets/base_ultimate/age01.py" in files["fourth-edition-cards"]
    every = [f for listed in files.values() for f in listed]
    assert len(every) == len(set(every))
    assert all(area_of(f) == area for area, listed in files.items() for f in listed)


def test_a_mutant_of_karma_py_lands_in_the_karma_layer():
    found = candidates(area="karma-layer")
    assert {m.area for m in found} == {"karma-layer"}
    assert any(m.file == "engine/innovation/karma.py" for m in found)
    assert not any(m.file == AGE_ZERO for m in candidates(area="fourth-edition-cards"))
    assert found[0].module.startswith("rulebook.innovation.")


def test_figure_karma_mutants_name_their_figure():
    path = "engine/innovation/sets/figures/age01.py"
    text = (PROJECT_ROOT / path).read_text(encoding="utf-8")
    found = {m.function: m.card for m in mutants_in_source(text, path, "figures-karma")}
    assert found["huang_di_draw_a_2"] == "Huang Di"    # an effect named in Karma(...)
    assert found["_leaf_featured"] == "Huang Di"       # a `when` condition


def test_the_figures_group_is_sampled_only_when_asked_and_deterministically():
    assert quotas(240, FIGURES_AREAS) == {"figures-karma": 120, "karma-layer": 60, "age-0-cards": 60}
    assert {m.area for m in sample(40, 1)} == set(AREAS)
    group = sample(240, 3, areas=FIGURES_AREAS)
    assert Counter(m.area for m in group) == Counter(quotas(240, FIGURES_AREAS))
    assert [m.id for m in group] == [m.id for m in sample(240, 3, areas=FIGURES_AREAS)]
    assert [m.id for m in group] != [m.id for m in sample(240, 4, areas=FIGURES_AREAS)]
    alone = [m.id for m in sample(240, 3, areas=("karma-layer",))]
    assert alone == [m.id for m in group if m.area == "karma-layer"]
    # asking for a figures area beside a default one changes neither group's mutants
    mixed = sample(240, 3, areas=("rules-core", "age-0-cards"))
    assert [m.id for m in mixed if m.area == "rules-core"] == [m.id for m in sample(240, 3) if m.area == "rules-core"]
    assert [m.id for m in mixed if m.area == "age-0-cards"] == [m.id for m in group if m.area == "age-0-cards"]


def test_the_fourth_edition_sample_keeps_its_mutants_from_before_age00_left():
    """Drawn as before (age00.py in the pool), the age-0 mutants replaced by further draws."""
    files = area_files()["fourth-edition-cards"]
    old_pool = [m for path in sorted([*files, AGE_ZERO])
                for m in mutants_in_source((PROJECT_ROOT / path).read_text(encoding="utf-8"), path,
                                           "fourth-edition-cards")]
    before = {m.id for m in Random("1:fourth-edition-cards").sample(old_pool, 84)}
    now = {m.id for m in sample(240, 1, areas=("fourth-edition-cards",))}
    assert len(now) == 84 and not any(AGE_ZERO in i for i in now)
    assert {i for i in before if AGE_ZERO not in i} <= now
    assert len(now - before) == sum(AGE_ZERO in i for i in before) > 0


def test_the_figures_areas_run_the_figures_variants():
    kinds = innovation_variants()
    assert kinds["figures"] == ["ultimate-echoes-figures", "ultimate-figures"]
    for area in FIGURES_AREAS:
        assert variants_for(area, kinds) == ["ultimate-echoes-figures", "ultimate-figures"]


def test_a_mutant_project_imports_its_own_copy_of_the_package(tmp_path):
    """The child runs the engine of the mutant's folder, not the installed one (a job with no
    variant runs no scenario: it only imports)."""
    snapshot = make_snapshot(PROJECT_ROOT, tmp_path / "snapshot")
    work = _workdir(snapshot, tmp_path / "project")
    result = _run_child(work, {"module": "rulebook.innovation.karma", "variants": [], "exclude": [],
                               "stop_at_first": True, "scenario_limit": 10.0}, 120.0)
    assert result["verdict"] == "survived", result


@pytest.mark.parametrize("group, count, areas", [("figures", 40, FIGURES_AREAS), ("unseen", 20, UNSEEN_AREAS)])
def test_the_script_lists_a_group(capsys, group, count, areas, code_mutants_script):
    """`--area GROUP` asks for the whole group; `--list` prints the sample without running it."""
    assert code_mutants_script.main(["--area", group, "--count", str(count), "--list"]) == 0
    listed = Counter(line.split()[0] for line in capsys.readouterr().out.splitlines())
    assert listed == Counter(quotas(count, areas))


# --- the Echoes group ------------------------------------------------------------------------

def test_the_echoes_areas_hold_the_echoes_modules_and_cards():
    files = area_files()
    assert files["echoes-rules"] == list(ECHOES_MODULES)
    assert {f"engine/innovation/sets/echoes/age{n:02}.py" for n in (1, 2)} <= set(files["echoes-cards"])
    assert "engine/innovation/sets/echoes/__init__.py" not in files["echoes-cards"]
    assert all(area_of(f) == area for area in ECHOES_AREAS for f in files[area])
    # the executions left effects/context.py for a module of their own, still rules core
    assert "engine/innovation/effects/executing.py" in RULES_CORE
    assert area_of("engine/innovation/effects/executing.py") == "rules-core"


def test_the_echoes_rules_borrow_whole_echoes_functions_of_the_rules_core():
    """Each function ECHOES_FUNCTIONS names still exists and gives mutants (a rename fails here);
    the borrowed mutants are the rules core's own, of those functions only, marked echoes-rules."""
    found = candidates(area="echoes-rules")
    assert {m.area for m in found} == {"echoes-rules"}
    borrowed = [m for m in found if m.file not in ECHOES_MODULES]
    named = {(file, function) for file, functions in ECHOES_FUNCTIONS.items() for function in functions}
    assert {(m.file, m.function.split(".")[0]) for m in borrowed if m.function} == named
    assert all(m.function is not None and (m.file, m.function.split(".")[0]) in named for m in borrowed)
    core = {m.id for m in candidates(area="rules-core")}
    assert {m.id for m in borrowed} <= core
    assert any(m.file == "engine/innovation/echoes.py" for m in found)


def test_the_echoes_group_is_sampled_only_when_asked_and_runs_the_echoes_variants():
    assert quotas(200, ECHOES_AREAS) == {"echoes-rules": 70, "echoes-cards": 130}
    assert not {m.area for m in sample(40, 1)} & set(ECHOES_AREAS)
    group = sample(100, 2, areas=ECHOES_AREAS)
    assert Counter(m.area for m in group) == Counter(quotas(100, ECHOES_AREAS))
    assert [m.id for m in sample(100, 2, areas=("echoes-cards",))] == [m.id for m in group if m.area == "echoes-cards"]
    kinds = innovation_variants()
    assert kinds["echoes"] == ["ultimate-echoes", "ultimate-echoes-figures", "ultimate-unseen-echoes"]
    for area in ECHOES_AREAS:
        assert variants_for(area, kinds) == kinds["echoes"]
    assert "ultimate-echoes" not in variants_for("figures-karma", kinds)


# --- the Unseen group ------------------------------------------------------------------------

def test_the_unseen_areas_hold_the_unseen_modules_and_cards():
    files = area_files()
    assert files["unseen-rules"] == list(UNSEEN_MODULES)
    assert {f"engine/innovation/sets/unseen/age{n:02}.py" for n in range(1, 12)} <= set(files["unseen-cards"])
    assert "engine/innovation/sets/unseen/__init__.py" not in files["unseen-cards"]
    assert all(area_of(f) == area for area in UNSEEN_AREAS for f in files[area])
    every = [f for listed in files.values() for f in listed]
    assert len(every) == len(set(every))


def test_the_unseen_rules_borrow_whole_unseen_functions_of_the_rules_core():
    """Each function UNSEEN_FUNCTIONS names still exists and gives mutants (a rename fails here);
    the borrowed mutants are the rules core's own, of those functions only, marked unseen-rules;
    the Echoes rules' borrowed mutants are untouched by the Unseen ones."""
    found = candidates(area="unseen-rules")
    assert {m.area for m in found} == {"unseen-rules"}
    borrowed = [m for m in found if m.file not in UNSEEN_MODULES]
    named = {(file, function) for file, functions in UNSEEN_FUNCTIONS.items() for function in functions}
    assert {(m.file, m.function.split(".")[0]) for m in borrowed if m.function} == named
    assert all(m.function is not None and (m.file, m.function.split(".")[0]) in named for m in borrowed)
    assert {m.id for m in borrowed} <= {m.id for m in candidates(area="rules-core")}
    assert any(m.file == "engine/innovation/unseen.py" for m in found)
    assert any(m.file == "engine/innovation/effects/unseen_api.py" for m in found)
    echoes = [m for m in candidates(area="echoes-rules") if m.file not in ECHOES_MODULES]
    assert {(m.file, m.function.split(".")[0]) for m in echoes if m.function} == \
        {(file, function) for file, functions in ECHOES_FUNCTIONS.items() for function in functions}


def test_the_unseen_group_is_sampled_only_when_asked_and_runs_the_unseen_variants():
    assert quotas(100, UNSEEN_AREAS) == {"unseen-rules": 35, "unseen-cards": 65}
    assert not {m.area for m in sample(40, 1)} & set(UNSEEN_AREAS)
    assert not {m.area for m in sample(100, 1, areas=ECHOES_AREAS)} & set(UNSEEN_AREAS)
    group = sample(100, 1, areas=UNSEEN_AREAS)
    assert Counter(m.area for m in group) == Counter(quotas(100, UNSEEN_AREAS))
    assert [m.id for m in group] == [m.id for m in sample(100, 1, areas=UNSEEN_AREAS)]
    assert [m.id for m in group] != [m.id for m in sample(100, 2, areas=UNSEEN_AREAS)]
    assert [m.id for m in sample(100, 1, areas=("unseen-rules",))] == [m.id for m in group if m.area == "unseen-rules"]
    # asking for an Unseen area beside an Echoes one changes neither group's mutants
    mixed = sample(100, 1, areas=("echoes-cards", "unseen-cards"))
    assert [m.id for m in mixed if m.area == "echoes-cards"] == \
        [m.id for m in sample(100, 1, areas=ECHOES_AREAS) if m.area == "echoes-cards"]
    assert [m.id for m in mixed if m.area == "unseen-cards"] == [m.id for m in group if m.area == "unseen-cards"]
    kinds = innovation_variants()
    assert kinds["unseen"] == ["ultimate-unseen", "ultimate-unseen-echoes"]
    for area in UNSEEN_AREAS:
        assert variants_for(area, kinds) == kinds["unseen"]
    assert "ultimate-unseen" not in variants_for("echoes-cards", kinds)
