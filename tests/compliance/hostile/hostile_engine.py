"""A protocol-v1 engine that misbehaves once, on the first `play` any of its processes sees,
and serves correctly after that: `rulebook check` must spend one scenario on it and go on.

    python hostile_engine.py MODE DIR

Every process this engine starts (a forked child too) appends its pid to DIR/pids, so that a
test can assert that none is left behind; DIR/misbehaved marks that the misbehaviour happened.

MODE (what the first play gets):
  good        nothing: a correct answer
  flood       endless lines of text on stdout
  no-newline  endless bytes on stdout, never a newline
  stderr      until then, every request writes 64 MB to stderr first; the first play then exits
              (status 3)
  fork        a forked child that sleeps with stdout open; the engine itself exits (status 3)
  twice       the answer, twice
  bad-bytes   a line holding a \\xff byte
  block       nothing, ever
  fork-block  a forked child that sleeps; the engine itself never answers
  setsid-block a forked child that leaves the process group (setsid) and sleeps; the engine never answers
  daemon-block a daemon (fork, setsid, fork again, the middle one exits) that sleeps; the engine never answers
  twice-draws (not once: always) every play of a draw answered twice, every other request correctly
  late-draws  (always) every play of a draw answered with no state, then, 0.3 s later, correctly
  twice-third-new-game (always) every third new_game this process is sent answered twice, in two
              writes 50 ms apart (the second reaches the suite after its next request has gone out);
              each doubled answer is noted in DIR/doubled
"""

import json
import os
import sys
import time
from pathlib import Path

from rulebook.protocol import Session

LIMIT = 30  # seconds: even if nobody kills it, no process of this engine outlives a broken test for long


def record(folder: Path) -> None:
    with open(folder / "pids", "a") as pids:
        pids.write(f"{os.getpid()}\n")


def fork_sleeper(folder: Path, setsid: bool = False) -> None:
    if os.fork() == 0:  # the child keeps the engine's stdout and stderr open while it sleeps
        if setsid:
            os.setsid()  # out of the engine's process group and session
        record(folder)
        time.sleep(LIMIT)
        os._exit(0)


def misbehave(mode: str, folder: Path, out, answer: bytes) -> None:
    end = time.monotonic() + LIMIT
    if mode == "flood":
        while time.monotonic() < end:
            out.write(b"flood " * 10_000 + b"\n")
    elif mode == "no-newline":
        while time.monotonic() < end:
            out.write(b"x" * 65_536)
    elif mode in ("stderr", "fork"):
        if mode == "fork":
            fork_sleeper(folder)
        out.flush()
        sys.stderr.flush()
        os._exit(3)
    elif mode == "twice":
        out.write(answer + answer)
    elif mode == "bad-bytes":
        out.write(b'{"ok": true, "state": "\xff"}\n')
    elif mode == "daemon-block":
        middle = os.fork()
        if middle == 0:
            os.setsid()
            if os.fork() == 0:
                record(folder)
                time.sleep(LIMIT)
            os._exit(0)
        os.waitpid(middle, 0)
        time.sleep(LIMIT)
    elif mode in ("block", "fork-block", "setsid-block"):
        if mode != "block":
            fork_sleeper(folder, setsid=mode == "setsid-block")
        time.sleep(LIMIT)
    out.flush()


def main() -> None:
    mode, folder = sys.argv[1], Path(sys.argv[2])
    record(folder)
    session = Session()
    out = sys.stdout.buffer
    marker = folder / "misbehaved"
    new_games = 0
    for raw in sys.stdin.buffer:
        line = raw.decode("utf-8")
        if mode == "stderr" and not marker.exists():
            sys.stderr.buffer.write(b"e" * (64 << 20) + b"\n")
            sys.stderr.flush()
        answer = session.handle(line)
        data = (json.dumps(answer) + "\n").encode("utf-8")
        request = json.loads(line)
        draw = request.get("op") == "play" and request["move"].get("type") == "draw"
        if mode == "twice-draws":
            out.write(data + data if draw else data)
            out.flush()
            continue
        if mode == "twice-third-new-game":
            new_games += request.get("op") == "new_game"
            out.write(data)
            out.flush()
            if request.get("op") == "new_game" and new_games % 3 == 0:
                with open(folder / "doubled", "a") as doubled:  # the faults, for the test to count
                    doubled.write("1\n")
                time.sleep(0.05)  # as if descheduled between the writes: the suite has sent its next request
                out.write(data)
                out.flush()
            continue
        if mode == "late-draws":
            if draw:
                out.write(b'{"ok": true, "events": []}\n')
                out.flush()
                time.sleep(0.3)
            out.write(data)
            out.flush()
            continue
        if request.get("op") == "play" and mode != "good" and not marker.exists():
            marker.touch()
            misbehave(mode, folder, out, data)
            continue
        out.write(data)
        out.flush()
        if session.closed:
            break


if __name__ == "__main__":
    main()
