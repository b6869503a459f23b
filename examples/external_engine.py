#!/usr/bin/env python3
"""An Innovation engine as a separate program speaking protocol v1: the shape your own
engine takes to be checked by `rulebook check --impl cmd:...`.

Read one JSON object per line on stdin, answer one JSON object per line on stdout, flush
after each answer, keep going after a bad request, stop at {"op": "bye"} or end of input.
Here the game logic is the reference engine; yours goes where `Session` is.

    rulebook check --impl "cmd:python examples/external_engine.py"
"""

import json
import sys

from rulebook.protocol import Session


def main() -> int:
    session = Session()  # replace with your engine: it must answer hello, new_game, moves, play, state, bye
    for line in sys.stdin:
        if not line.strip():
            continue
        answer = session.handle(line)
        # Name yourself in hello so reports say which implementation they checked.
        if answer.get("implementation"):
            answer["implementation"] = {"name": "example-external-engine", "version": "1.0"}
        sys.stdout.write(json.dumps(answer) + "\n")
        sys.stdout.flush()
        if session.closed:
            break
    return 0


if __name__ == "__main__":
    sys.exit(main())
