#!/usr/bin/env python3
"""A broken engine as a separate program: after an empty pile it draws one age too low
(the next lower non-empty pile instead of the next higher one). Everything else is the
reference engine.

    rulebook check --impl "cmd:python examples/broken_draw_engine.py"
"""

import sys

from rulebook.innovation import ops

correct_draw = ops.draw


def draw_too_low(gs, seat, age=None, *more, **options):
    wanted = ops.draw_age(gs, seat) if age is None else age
    if not gs.supply.get(wanted):
        lower = [a for a in range(wanted - 1, 0, -1) if gs.supply.get(a)]
        if lower:
            return correct_draw(gs, seat, lower[0], *more, **options)
    return correct_draw(gs, seat, age, *more, **options)


ops.draw = draw_too_low  # the bug, in this process only

if __name__ == "__main__":
    from rulebook.protocol import serve

    sys.exit(serve())
