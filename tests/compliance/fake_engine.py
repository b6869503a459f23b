"""A protocol-v1 program that misbehaves on purpose, for the robustness tests.

    python fake_engine.py MODE

MODE: good, hang-on-play, die-on-play, garbage-on-play, no-ok-on-play, protocol-2,
no-partial-state (declares no partial_state capability), deluxe-only (declares one variant),
die-once (dies on its first play, then behaves: the marker file is argv[2]), bad-state
(hands served as strings), moves-without-player (a moves answer without "player").
"""

import json
import os
import sys
import time

from rulebook.protocol import Session


def main() -> None:
    mode = sys.argv[1]
    marker = sys.argv[2] if len(sys.argv) > 2 else None
    session = Session()
    for line in sys.stdin:
        request = json.loads(line)
        answer = session.handle(line)
        op = request.get("op")
        if op == "hello":
            answer["implementation"] = {"name": f"fake-{mode}", "version": "0"}
            if mode == "protocol-2":
                answer["protocol"] = 2
            if mode == "no-partial-state":
                answer["capabilities"] = ["teams"]
            if mode == "deluxe-only":
                answer["variants"] = ["deluxe"]
        if op == "play":
            if mode == "hang-on-play":
                time.sleep(60)
            if mode == "die-on-play" or (mode == "die-once" and not os.path.exists(marker)):
                if marker:
                    open(marker, "w").close()
                sys.stderr.write("fake engine: giving up\n")
                sys.exit(3)
            if mode == "garbage-on-play":
                sys.stdout.write("this is not json\n")
                sys.stdout.flush()
                continue
            if mode == "no-ok-on-play":
                answer = {"state": answer.get("state")}
        if op == "state" and mode == "bad-state":
            for player in answer["state"]["players"]:
                player["hand"] = ", ".join(player["hand"])
        if op == "moves" and mode == "moves-without-player":
            answer.pop("player", None)
        sys.stdout.write(json.dumps(answer) + "\n")
        sys.stdout.flush()
        if session.closed:
            break


if __name__ == "__main__":
    main()
