"""Complete random Ultimate games (or Ultimate with Figures) for each player count from 2 to 5.

Plays K games per player count (seeds 0..K-1) with random agents and reports how the games
ended and games per second: without the check, and with card conservation (junked cards
counted in their own place) checked after every move (as `rulebook play --check`, fuzz and
the soaks do).

    python benchmarks/ultimate_games.py [--games 1000] [--counts 2 3 4 5] [--check | --no-check]
                                        [--repeat 3] [--variant ultimate] [--before REV] [--clock cpu]

`--check` times only the games with the check, `--no-check` only those without (the endings
are then those of the unchecked games). On a shared machine, `--repeat 3` plays each timed
run three times and reports the best (least disturbed) rate. Wall-clock time, one core;
`--clock cpu` counts the process's CPU time instead, which a busy machine disturbs less.
With `--variant ultimate-figures` it also counts what the expansion did: karma events,
decrees issued, and games in which Bear Grylls brought age 0 in.

`--before REV` also times the engine of git revision REV (for example the commit before a
change), taken out of the repository with `git archive` into a temporary folder, in the same
run: every timed run is a fresh process, the two engines take turns (in alternating order), and
each figure is the best of its own runs, so both meet the same machine. A virtual machine's
speed drifts by 10% and more between minutes: compare figures of one run, with `--repeat 7` or so. It says whether the two engines played
the same games (the same endings; the golden fingerprints test the moves themselves).
"""

from __future__ import annotations

import argparse
import importlib.util
import inspect
import json
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CLOCKS = {"wall": time.perf_counter, "cpu": time.process_time}


def import_engine(root: Path):
    """(play_random_game, load_variant) of the engine in `root`/engine, imported under the
    package name its revision gives it (`rulebook`, mapped onto the engine/ folder by
    setup.py; older revisions imported the folder itself as `engine`)."""
    setup = root / "setup.py"
    name = "rulebook" if setup.is_file() and '"rulebook"' in setup.read_text(encoding="utf-8") else "engine"
    spec = importlib.util.spec_from_file_location(name, root / "engine" / "__init__.py",
                                                  submodule_search_locations=[str(root / "engine")])
    assert spec is not None and spec.loader is not None
    package = importlib.util.module_from_spec(spec)
    sys.modules[name] = package
    spec.loader.exec_module(package)
    agents = importlib.import_module(f"{name}.innovation.agents")
    variants = importlib.import_module(f"{name}.variants")
    return agents.play_random_game, variants.load_variant


def timed_once(play_random_game, variant, names: list[str], games: int, check: bool, clock=time.perf_counter) -> dict:
    """One timed run: its rate, how the games ended, and (for a variant with figures) what the
    expansion did in them: karma events, decrees issued, games that brought age 0 in."""
    endings: Counter = Counter()
    figures: Counter = Counter()
    counts_events = "events" in inspect.signature(play_random_game).parameters
    start = clock()
    for seed in range(games):
        events: Counter = Counter()
        extra = {"events": events} if counts_events else {}
        game = play_random_game(variant, names, seed, check=check, **extra)
        endings[game.result["reason"] if game.result else "unfinished"] += 1
        figures.update({"karmas": events["karma"], "decrees": events["decree"],
                        "age 0 brought in": int(getattr(game._gs, "age_zero", False))})
    rate = games / (clock() - start)
    return {"rate": rate, "endings": dict(endings), "figures": dict(figures) if counts_events else None}


def child(args: argparse.Namespace) -> None:
    """One timed run in this process, printed as JSON (the parent compares engines this way)."""
    play_random_game, load_variant = import_engine(Path(args.engine_root))
    variant = load_variant(args.variant)
    names = [f"P{i}" for i in range(args.counts[0])]
    result = timed_once(play_random_game, variant, names, args.games, args.mode == "check", CLOCKS[args.clock])
    if not getattr(variant.cards, "expansions", None):
        result["figures"] = None        # nothing to count without an expansion
    print(json.dumps(result))


def run_child(root: Path, variant: str, count: int, games: int, check: bool, clock: str) -> dict:
    command = [sys.executable, __file__, "--engine-root", str(root), "--variant", variant, "--counts", str(count),
               "--games", str(games), "--check" if check else "--no-check", "--clock", clock]
    done = subprocess.run(command, capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit(f"the engine in {root} failed:\n{done.stderr.strip()}")
    return json.loads(done.stdout)


def extract(revision: str, into: Path) -> Path:
    """The tree of git revision `revision`, written into `into` (the engine and its data)."""
    try:
        archive = subprocess.run(["git", "-C", str(ROOT), "archive", "--format=tar", revision],
                                 capture_output=True)
    except FileNotFoundError:
        sys.exit(f"--before {revision}: git is not installed")
    if archive.returncode != 0:
        sys.exit(f"--before {revision}: {archive.stderr.decode().strip()}")
    subprocess.run(["tar", "-x", "-C", str(into)], input=archive.stdout, check=True)
    return into


def best(runs: list[dict]) -> dict:
    return max(runs, key=lambda run: run["rate"])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000, help="games per player count (seeds 0..N-1)")
    parser.add_argument("--counts", type=int, nargs="*", default=[2, 3, 4, 5], help="player counts")
    parser.add_argument("--variant", default="ultimate")
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--check", dest="mode", action="store_const", const="check",
                      help="only the rate with card conservation checked after every move")
    mode.add_argument("--no-check", dest="mode", action="store_const", const="plain",
                      help="only the rate without the check")
    parser.add_argument("--repeat", type=int, default=1, help="timed runs per figure; the best is reported")
    parser.add_argument("--before", metavar="REV",
                        help="also time the engine of this git revision, in the same run (turn about)")
    parser.add_argument("--clock", choices=sorted(CLOCKS), default="wall",
                        help="wall-clock time (default), or the process's CPU time (steadier on a busy machine)")
    parser.add_argument("--engine-root", help=argparse.SUPPRESS)   # a child process: one timed run
    args = parser.parse_args()
    if args.games < 1 or args.repeat < 1:
        parser.error("--games and --repeat must be at least 1")
    if args.engine_root:
        child(args)
        return
    with tempfile.TemporaryDirectory(prefix="rulebook-before-") as scratch:
        engines = {"this checkout": ROOT}
        if args.before:
            engines[f"before ({args.before})"] = extract(args.before, Path(scratch))
        for count in args.counts:
            figures = []
            report: dict = {}
            for check in [m == "check" for m in ("plain", "check") if args.mode in (None, m)]:
                runs: dict[str, list[dict]] = {label: [] for label in engines}
                for turn in range(args.repeat):
                    # the engines take turns, in alternating order, so that a machine speeding up
                    # or slowing down during the run favours neither
                    order = list(engines.items()) if turn % 2 == 0 else list(engines.items())[::-1]
                    for label, root in order:
                        runs[label].append(run_child(root, args.variant, count, args.games, check, args.clock))
                report = best(runs["this checkout"])
                rate = f"{report['rate']:.0f} games/s" + (" with conservation checked every move" if check else "")
                for label in list(engines)[1:]:
                    before = best(runs[label])
                    same = "same endings" if before["endings"] == report["endings"] else \
                        f"endings {dict(sorted(before['endings'].items()))}"
                    rate += f" ({label}: {before['rate']:.0f} games/s, {same})"
                figures.append(rate)
            best_of = f" (best of {args.repeat})" if args.repeat > 1 else ""
            best_of += " (CPU time)" if args.clock == "cpu" else ""
            played = f"; Figures: {report['figures']}" if report["figures"] else ""
            print(f"{args.variant} {count} players: {args.games} games, endings "
                  f"{dict(sorted(report['endings'].items()))}{played}; {'; '.join(figures)}{best_of}", flush=True)


if __name__ == "__main__":
    main()
