"""Code mutants: how strong the scenario suite is against small bugs in the engine's code.

`mutants.py` flips a variant's rule parameters; this package changes the reference engine's
own code instead, one small edit at a time, and runs the scenarios against each changed
engine. A change no scenario notices (a survivor) is a branch of a card or a rule that the
suite does not pin down, unless the change cannot alter behaviour (an equivalent mutant).

By concern:

- `mutant`: the record of one edit (`Mutant`), the operators' names, the project root;
- `finder`: the ast operators, finding every mutant of one module (`mutants_in_source`);
- `areas`: the areas of the engine's code, their groups and shares, the reproducible
  stratified `sample`, and the variants whose scenarios each area runs (`variants_for`);
- `equivalents`: the reviewed equivalents (benchmarks/code_mutants_equivalent.toml) and the
  check that their code is still there;
- `results`: a mutant's verdict (`Result`), equivalents applied (`classify`), the table per area;
- `running`: the snapshot, one subprocess per mutant, and that subprocess (`child_main`).
- `selecting`: chosen mutants instead of a sample (`chosen`: every candidate of named files,
  lines and operators), the targeted sweep of the command's `--where`.

benchmarks/code_mutants.py is the command that samples, runs and prints.
"""

from .areas import (
    AGE_ZERO,
    ALL_AREAS,
    AREA_TITLES,
    AREAS,
    ECHOES_AREAS,
    ECHOES_FUNCTIONS,
    ECHOES_MODULES,
    FIGURES_AREAS,
    GROUPS,
    KARMA_LAYER,
    RULES_CORE,
    UNSEEN_AREAS,
    UNSEEN_FUNCTIONS,
    UNSEEN_MODULES,
    area_files,
    area_of,
    candidates,
    group_of,
    innovation_variants,
    quotas,
    sample,
    variants_for,
)
from .equivalents import EQUIVALENTS_FILE, Equivalent, code_occurrences, load_equivalents, stale_equivalents
from .finder import mutants_in_source
from .mutant import OPERATORS, PROJECT_ROOT, Mutant
from .results import Result, classify, summarize
from .running import baseline, child_main, make_snapshot, run_all, run_mutant

__all__ = [
    "AGE_ZERO", "ALL_AREAS", "AREAS", "AREA_TITLES", "ECHOES_AREAS", "ECHOES_FUNCTIONS", "ECHOES_MODULES",
    "EQUIVALENTS_FILE", "FIGURES_AREAS", "GROUPS", "KARMA_LAYER",
    "OPERATORS", "PROJECT_ROOT", "RULES_CORE", "UNSEEN_AREAS", "UNSEEN_FUNCTIONS",
    "UNSEEN_MODULES", "Equivalent", "Mutant", "Result", "area_files", "area_of", "baseline",
    "candidates", "child_main", "classify", "code_occurrences", "group_of", "innovation_variants",
    "load_equivalents", "make_snapshot", "mutants_in_source", "quotas", "run_all", "run_mutant", "sample",
    "stale_equivalents", "summarize", "variants_for",
]
