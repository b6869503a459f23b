"""Areas of the engine's code and the stratified sample drawn from them.

Areas come in four groups, each sampled on its own with fixed shares, so that adding a group
changes no mutant of another:

- the default group (`AREAS`, `SHARES`: 40/35/25%), sampled when no area is named: the
  base-set cards (sets/base), the fourth-edition cards (sets/base_ultimate, age00.py left
  out) and the rules core (`RULES_CORE`);
- the figures group (`FIGURES_AREAS`, `FIGURES_SHARES`: 50/25/25%), sampled only when one of
  its areas is named (or the group, `figures`): the figures' karma (sets/figures/age01..11
  and access.py), the karma layer (`KARMA_LAYER`: karma.py, decrees.py and the folder's
  shared readers) and the age-0 cards (sets/base_ultimate/age00.py);
- the Echoes group (`ECHOES_AREAS`, `ECHOES_SHARES`: 35/65%), likewise sampled only when
  named (or `echoes`): the Echoes rules (`ECHOES_MODULES`, and the Echoes-only functions of
  rules-core modules, `ECHOES_FUNCTIONS`) and the Echoes cards (sets/echoes);
- the Unseen group (`UNSEEN_AREAS`, `UNSEEN_SHARES`: 35/65%), likewise sampled only when
  named (or `unseen`): the Unseen rules (`UNSEEN_MODULES`, and the Unseen-only functions of
  rules-core modules, `UNSEEN_FUNCTIONS`) and the Unseen cards (sets/unseen).

`count` is the size of each group's whole sample: `sample(240, seed, areas=("figures-karma",))`
holds the 120 figures-karma mutants of the figures group's 240. An area asked alone holds
exactly the mutants it has when its whole group is asked. The same seed and count give the
same mutants. age00.py was part of the fourth-edition cards before the figures group
existed; that area is still drawn from the pool with age00.py, then the age-0 mutants drawn
are replaced by further draws of the same generator (`LEGACY_FILES`), so the other mutants of
a seed and count stay the ones reviewed before (and benchmarks/code_mutants_equivalent.toml
still matches them). Each area's mutants run the scenarios of the variants it concerns
(`variants_for`: the figures group, those with the Figures expansion; the Echoes group, those
with the Echoes expansion; the Unseen group, those with the Unseen expansion).
"""

from __future__ import annotations

from pathlib import Path
from random import Random

from .finder import mutants_in_source
from .mutant import PROJECT_ROOT, Mutant

AREAS = ("base-cards", "fourth-edition-cards", "rules-core")      # the default group
FIGURES_AREAS = ("figures-karma", "karma-layer", "age-0-cards")  # sampled only when asked for
ECHOES_AREAS = ("echoes-rules", "echoes-cards")                  # likewise
UNSEEN_AREAS = ("unseen-rules", "unseen-cards")                  # likewise
ALL_AREAS = AREAS + FIGURES_AREAS + ECHOES_AREAS + UNSEEN_AREAS
GROUPS = {"default": AREAS, "figures": FIGURES_AREAS, "echoes": ECHOES_AREAS, "unseen": UNSEEN_AREAS}
AREA_TITLES = {"base-cards": "base cards", "fourth-edition-cards": "fourth-edition cards",
               "rules-core": "rules core", "figures-karma": "figures' karma", "karma-layer": "karma layer",
               "age-0-cards": "age-0 cards", "echoes-rules": "Echoes rules", "echoes-cards": "Echoes cards",
               "unseen-rules": "Unseen rules", "unseen-cards": "Unseen cards"}
SHARES = {"base-cards": 0.40, "fourth-edition-cards": 0.35, "rules-core": 0.25}
FIGURES_SHARES = {"figures-karma": 0.50, "karma-layer": 0.25, "age-0-cards": 0.25}
ECHOES_SHARES = {"echoes-rules": 0.35, "echoes-cards": 0.65}
UNSEEN_SHARES = {"unseen-rules": 0.35, "unseen-cards": 0.65}
_SHARE = {**SHARES, **FIGURES_SHARES, **ECHOES_SHARES, **UNSEEN_SHARES}

AGE_ZERO = "engine/innovation/sets/base_ultimate/age00.py"
# Files an area held when its samples were reviewed and holds no more: the area is still drawn
# from a pool with them (then their mutants are replaced), so that its other mutants stay.
LEGACY_FILES = {"fourth-edition-cards": (AGE_ZERO,)}

# The karma layer: the engine side of the Figures expansion, which every figure's karma goes
# through (karma.py: triggered karma before events, static bonuses and access, the choice
# between karmas, nesting; decrees.py: the Decree action and its permissions), and the two
# modules of sets/figures that hold no figure's karma: drawing.py (the value a draw is about
# to draw, read by nine karmas alike by figures.value_about_to_draw: a shared reader, not one
# card's text) and karma_set.py (the KarmaSet instance; it yields no mutant). access.py is NOT
# layer code although the engine core reads its karmas: it writes the karma of eleven named
# figures (Ptolemy's and Sergey Brin's dogma access, Cai Lun's achievement access...), each a
# card's own text, so it belongs with the figures' karma.
KARMA_LAYER = ("engine/innovation/karma.py", "engine/innovation/decrees.py",
               "engine/innovation/sets/figures/drawing.py", "engine/innovation/sets/figures/karma_set.py")
FIGURES_FOLDER = "engine/innovation/sets/figures"

# The rules core: the engine modules that decide what happens in a game (turn flow, actions,
# dogma and sharing, card moves, icons, achievements, victory, setup and partial positions,
# the variant snapshot, the state the protocol shows, the effect toolkit and the card helpers).
# Left out: errors.py (exception classes), agents.py (random players), conservation.py (an
# invariant check of the tests), the packages' __init__ files (imports only).
RULES_CORE = tuple(f"engine/innovation/{name}" for name in (
    "achievements.py", "cards.py", "dogma.py", "effects/__init__.py", "effects/context.py", "effects/executing.py",
    "effects/registry.py", "export.py", "flow.py", "game.py", "icons.py", "legal.py",
    "changes.py", "draws.py", "forecast.py", "ops.py",  # ops.py's parts, in its old order: the same samples
    "partial.py", "rules.py", "setup.py", "sets/helpers.py", "state.py", "victory.py", "zones.py"))

# The Echoes rules: the two modules that only Echoes uses (echoes.py: the echo effects a Dogma
# action or an execution runs, promotion; effects/echoes_api.py: what Echoes cards ask of their
# Context), and, borrowed from rules-core modules, the functions that exist only for Echoes
# (ECHOES_FUNCTIONS): whole functions only, so that the line between the two areas is one a
# reader can check. Echoes lines inside shared functions (ops.draw's choice of the Echoes deck,
# the echo effects' place in dogma_action, ops.transfer into a full forecast, zones' forecast
# branches) stay rules-core's alone; the borrowed functions' mutants are in both areas, each
# drawn by its own group.
ECHOES_MODULES = ("engine/innovation/echoes.py", "engine/innovation/effects/echoes_api.py")
ECHOES_FUNCTIONS = {
    "engine/innovation/draws.py": ("echoes_draw", "_draw_echoes"),
    "engine/innovation/forecast.py": ("forecast_limit", "foreshadow", "draw_and_foreshadow"),
    "engine/innovation/icons.py": ("visible_slots", "visible_echo_cards", "visible_hexes", "visible_music_notes"),
    "engine/innovation/achievements.py": ("_bonuses_at_least", "_forecast_at_least", "_hexes_in_one_pile",
                                          "_echo_effects_in_one_pile", "_icons_in_piles"),
    "engine/innovation/dogma.py": ("_run_echo_effects",),
    "engine/innovation/flow.py": ("promote_and_dogma",),
    "engine/innovation/effects/executing.py": ("_echoes_first",),
    "engine/innovation/setup.py": ("icon_readings",),
    "engine/innovation/partial.py": ("_fill_decks",),  # Echoes' and Unseen's decks (the loader is shared with Figures)
}
ECHOES_FOLDER = "engine/innovation/sets/echoes"

# The Unseen rules, drawn the same way: the two modules that only Unseen uses (unseen.py: the
# safe and its limit, safeguard, secrets as Achieve targets, the Unseen draw flag, a secret's
# back; effects/unseen_api.py: what Unseen cards ask of their Context, coin flips, delegated
# decisions) and the rules-core functions that exist only for Unseen (UNSEEN_FUNCTIONS, each
# with its why below). Unseen lines inside shared functions stay rules-core's alone: ops.draw's
# turn to the Unseen draw, ops.transfer into a full safe, ops.return_card of a secret, zones'
# safe branches, the Unseen draws reset in flow.start_turn and the secret in flow.action,
# legal_moves' secrets, the safe in export, the Unseen decks in setup.deal, lowered_met's
# Unseen branch, Context.choose's delegated decider. zones.safe, Unseen's own too, gives no mutant
# (it returns a zone's address), so it is not listed. view.py (what a player may see) is no
# rules-core module and has no Unseen-only function: its safe lines sit in player_view and
# _player, which hide hands for every variant.
UNSEEN_MODULES = ("engine/innovation/unseen.py", "engine/innovation/effects/unseen_api.py")
UNSEEN_FUNCTIONS = {
    # the Unseen draw: which deck a draw comes from (the per-turn flag, Echoes' priority), and
    # the draw from an Unseen deck with its empty-deck fallback
    "engine/innovation/draws.py": ("unseen_draw_source", "_draw_unseen"),
    # the five Unseen special achievements' conditions, the top-value test only they use, and
    # the fields lowered_met's Unseen branch lowers
    "engine/innovation/achievements.py": ("_top_reaches", "_secrets_at_least", "_no_odd_top_cards",
                                          "_no_standard_achievements", "_no_visible_icon", "_fewer_colors",
                                          "_fields"),
    # a given position's safes and Unseen draw flags, its fixed coin flips, and the Unseen
    # decks it leaves out (_fill_decks fills Echoes' decks too: the Echoes group borrows it also)
    "engine/innovation/partial.py": ("_load_safe", "_load_coin_flips", "_fill_decks"),
    # the Achieve action on a secret: its checks and refusals
    "engine/innovation/legal.py": ("_check_secret",),
}
UNSEEN_FOLDER = "engine/innovation/sets/unseen"
BORROWED = {"echoes-rules": ECHOES_FUNCTIONS, "unseen-rules": UNSEEN_FUNCTIONS}


def area_files(root: Path = PROJECT_ROOT) -> dict[str, list[str]]:
    """The files of each area, relative to the project root (the listed files that exist); the
    functions the Echoes and Unseen rules borrow from rules-core files are not listed (BORROWED)."""
    def listed(folder: str) -> list[str]:
        return sorted(p.relative_to(root).as_posix() for p in (root / folder).glob("*.py"))

    figures = [f for f in listed(FIGURES_FOLDER) if f not in KARMA_LAYER and not f.endswith("/__init__.py")]
    return {"base-cards": listed("engine/innovation/sets/base"),
            "fourth-edition-cards": [f for f in listed("engine/innovation/sets/base_ultimate") if f != AGE_ZERO],
            "rules-core": [f for f in RULES_CORE if (root / f).is_file()],
            "figures-karma": figures,
            "karma-layer": [f for f in KARMA_LAYER if (root / f).is_file()],
            "age-0-cards": [AGE_ZERO] if (root / AGE_ZERO).is_file() else [],
            "echoes-rules": [f for f in ECHOES_MODULES if (root / f).is_file()],
            "echoes-cards": [f for f in listed(ECHOES_FOLDER) if not f.endswith("/__init__.py")],
            "unseen-rules": [f for f in UNSEEN_MODULES if (root / f).is_file()],
            "unseen-cards": [f for f in listed(UNSEEN_FOLDER) if not f.endswith("/__init__.py")]}


def area_of(path: str) -> str | None:
    """The area a file's mutants belong to (one at most; a rules-core file's, though some of its
    functions are borrowed by the Echoes or Unseen rules too).

    >>> area_of("engine/innovation/karma.py"), area_of("engine/innovation/sets/figures/age03.py")
    ('karma-layer', 'figures-karma')
    >>> area_of("engine/innovation/sets/base_ultimate/age00.py"), area_of("engine/innovation/sets/base_ultimate/age01.py")
    ('age-0-cards', 'fourth-edition-cards')
    >>> area_of("engine/innovation/echoes.py"), area_of("engine/innovation/sets/echoes/age05.py")
    ('echoes-rules', 'echoes-cards')
    >>> area_of("engine/innovation/unseen.py"), area_of("engine/innovation/sets/unseen/age07.py")
    ('unseen-rules', 'unseen-cards')
    """
    if path in ECHOES_MODULES:
        return "echoes-rules"
    if path.startswith(f"{ECHOES_FOLDER}/"):
        return None if path.endswith("/__init__.py") else "echoes-cards"
    if path in UNSEEN_MODULES:
        return "unseen-rules"
    if path.startswith(f"{UNSEEN_FOLDER}/"):
        return None if path.endswith("/__init__.py") else "unseen-cards"
    if path == AGE_ZERO:
        return "age-0-cards"
    if path in KARMA_LAYER:
        return "karma-layer"
    if path.startswith(f"{FIGURES_FOLDER}/"):
        return None if path.endswith("/__init__.py") else "figures-karma"
    if path.startswith("engine/innovation/sets/base/"):
        return "base-cards"
    if path.startswith("engine/innovation/sets/base_ultimate/"):
        return "fourth-edition-cards"
    return "rules-core" if path in RULES_CORE else None


def _mutants_of(root: Path, files: list[str], area: str) -> list[Mutant]:
    found: list[Mutant] = []
    for path in files:
        found.extend(mutants_in_source((root / path).read_text(encoding="utf-8"), path, area))
    return found


def _borrowed(root: Path, area: str) -> list[Mutant]:
    """An area's mutants in rules-core files (the Echoes or Unseen rules): those inside the
    functions BORROWED[area] names (a nested function or class goes with the function holding it)."""
    found: list[Mutant] = []
    for path, functions in BORROWED.get(area, {}).items():
        if (root / path).is_file():
            found.extend(m for m in _mutants_of(root, [path], area)
                         if m.function is not None and m.function.split(".")[0] in functions)
    return found


def candidates(root: Path = PROJECT_ROOT, area: str | None = None) -> list[Mutant]:
    """Every mutant of an area (or of all areas), in a fixed order: its files', then (the Echoes
    and Unseen rules) the borrowed functions'."""
    found: list[Mutant] = []
    for name, files in area_files(root).items():
        if area is None or name == area:
            found.extend(_mutants_of(root, files, name))
            found.extend(_borrowed(root, name))
    return found


def group_of(area: str) -> tuple[str, ...]:
    """The areas sampled together with `area` (its group)."""
    return next(group for group in GROUPS.values() if area in group)


def quotas(count: int, areas: tuple[str, ...] = AREAS) -> dict[str, int]:
    """`count` split over the areas (one group's) by their shares (largest remainders; ties in
    area order).

    >>> quotas(240, FIGURES_AREAS)
    {'figures-karma': 120, 'karma-layer': 60, 'age-0-cards': 60}
    """
    raw = {a: count * _SHARE[a] / sum(_SHARE[b] for b in areas) for a in areas}
    result = {a: int(raw[a]) for a in areas}
    left = count - sum(result.values())
    for a in sorted(areas, key=lambda a: (-(raw[a] - result[a]), areas.index(a)))[:left]:
        result[a] += 1
    return result


def _sample_area(root: Path, area: str, quota: int, seed: int) -> list[Mutant]:
    """`quota` mutants of one area, drawn by its own generator (seeded by seed and area). An area
    with LEGACY_FILES is drawn from its pool as it was with them, and the legacy mutants drawn are
    replaced by further draws among the area's other mutants."""
    pool = candidates(root, area)
    rng = Random(f"{seed}:{area}")
    legacy = [f for f in LEGACY_FILES.get(area, ()) if (root / f).is_file()]
    if not legacy:
        return rng.sample(pool, min(quota, len(pool)))
    files = area_files(root)[area]
    old_pool = _mutants_of(root, sorted(files + legacy), area)     # the order candidates() had
    picked = [m for m in rng.sample(old_pool, min(quota, len(old_pool))) if m.file not in legacy]
    taken = {m.id for m in picked}
    rest = [m for m in pool if m.id not in taken]
    return picked + rng.sample(rest, min(quota - len(picked), len(rest)))


def sample(count: int, seed: int, root: Path = PROJECT_ROOT, areas: tuple[str, ...] | None = None) -> list[Mutant]:
    """A reproducible stratified sample: `count` split by the shares over the areas of each group
    asked for (None: the default group), each area drawn with its own generator; `areas` keeps
    some of them (the mutants of a kept area are the same as in its whole group's sample)."""
    groups = [AREAS] if areas is None else [group for group in GROUPS.values() if set(group) & set(areas)]
    chosen: list[Mutant] = []
    for group in groups:
        for area, quota in quotas(count, group).items():
            if areas is not None and area not in areas:
                continue
            picked = _sample_area(root, area, quota, seed)
            chosen.extend(sorted(picked, key=lambda m: (m.file, m.start, m.operator, m.change)))
    return chosen


def innovation_variants() -> dict[str, list[str]]:
    """Bundled Innovation variants by kind: 'all', 'base' (base set, no teams), 'fourth'
    (fourth-edition set), 'figures', 'echoes' and 'unseen' (that expansion in play)."""
    from ....variants import bundled_paths, load_variant
    from ....variants.schema import InnovationVariant

    kinds: dict[str, list[str]] = {"all": [], "base": [], "fourth": [], "figures": [], "echoes": [], "unseen": []}
    for path in bundled_paths():
        variant = load_variant(path.stem)
        if not isinstance(variant, InnovationVariant):
            continue
        kinds["all"].append(path.stem)
        if variant.cards.set == "base" and not variant.teams.enabled:
            kinds["base"].append(path.stem)
        elif variant.cards.set == "base-ultimate":
            kinds["fourth"].append(path.stem)
        for expansion in ("figures", "echoes", "unseen"):
            if expansion in variant.cards.expansions:
                kinds[expansion].append(path.stem)
    return kinds


def variants_for(area: str, kinds: dict[str, list[str]]) -> list[str]:
    """The variants whose scenarios a mutant of the area runs: base cards under every
    non-team base variant (both wordings) and the fourth-edition variants (whose cards reuse
    many base-set effect functions); fourth-edition cards under the fourth-edition variants;
    the rules core under every Innovation variant; the figures group (figures' karma, the karma
    layer, the age-0 cards, which only a figure brings into play) under the variants with the
    Figures expansion; the Echoes group under the variants with the Echoes expansion; the Unseen
    group under the variants with the Unseen expansion."""
    if area == "base-cards":
        return kinds["base"] + kinds["fourth"]
    if area == "fourth-edition-cards":
        return kinds["fourth"]
    if area in FIGURES_AREAS:
        return kinds["figures"]
    if area in ECHOES_AREAS:
        return kinds["echoes"]
    if area in UNSEEN_AREAS:
        return kinds["unseen"]
    return kinds["all"]

