"""How long resolving and validating every bundled variant takes (cold and warm).

    python benchmarks/load_variants.py [--rounds N]
"""

from __future__ import annotations

import argparse
import time

from rulebook.variants import bundled_paths, loader, resolve


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=20)
    rounds = parser.parse_args().rounds
    paths = bundled_paths()
    start = time.perf_counter()
    for path in paths:
        resolve(path)
    cold = time.perf_counter() - start
    start = time.perf_counter()
    for _ in range(rounds):
        for path in paths:
            resolve(path)
    cached = (time.perf_counter() - start) / (rounds * len(paths))
    start = time.perf_counter()
    for _ in range(rounds):
        loader._CACHE.clear()
        for path in paths:
            resolve(path)
    full = (time.perf_counter() - start) / (rounds * len(paths))
    print(f"{len(paths)} variants: first pass {cold * 1000:.1f} ms in all; then {full * 1000:.2f} ms per variant "
          f"read and checked again (schema + model + semantic checks), {cached * 1000:.3f} ms when unchanged (cached)")


if __name__ == "__main__":
    main()
