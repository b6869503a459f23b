"""A protocol-v1 engine that pads every answer to about PAD bytes and refuses every draw: what a
check keeps of its failures must stay bounded however large the answers (issue 40, item 2).

    python benchmarks/padding_engine.py [PAD]

Every answer carries an extension field "x-pad" that brings its line to about PAD bytes
(default: just under the 1 MiB a line may hold). A draw is refused as an illegal move whose
message, a legitimate field, is itself about PAD bytes long: a scenario that draws fails.
benchmarks/padded_answers.py runs a check of 300 such failures and measures its memory and
report; tests/compliance/test_kept_exchange.py drives it with a small PAD.
"""

from __future__ import annotations

import json
import sys

from rulebook.protocol import Session

LINE_LIMIT = 1 << 20


def padded(answer: dict, pad: int) -> bytes:
    line = json.dumps(answer)
    room = pad - len(line) - len(', "x-pad": ""') - 1
    if room > 0:
        answer = {**answer, "x-pad": "." * room}
    return (json.dumps(answer) + "\n").encode("utf-8")


def main() -> None:
    pad = int(sys.argv[1]) if len(sys.argv) > 1 else LINE_LIMIT - 4096
    session = Session()
    out = sys.stdout.buffer
    for raw in sys.stdin.buffer:
        request = json.loads(raw)
        move = request.get("move") if isinstance(request.get("move"), dict) else {}
        if request.get("op") == "play" and move.get("type") == "draw":
            answer = {"ok": False, "error": {"code": "illegal_move",
                                             "message": "this engine draws nothing " + "-" * (pad // 2)}}
        else:
            answer = session.handle(raw.decode("utf-8"))
        out.write(padded(answer, pad))
        out.flush()
        if session.closed:
            break


if __name__ == "__main__":
    main()
