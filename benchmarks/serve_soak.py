"""Soak `rulebook serve` in a subprocess: adversarial lines, random requests and full random
games through one session, every answer checked, then throughput, answer codes and the
server's peak memory.

    python benchmarks/serve_soak.py [--games 200] [--random 5000] [--seed 0] [--no-validate]
    python benchmarks/serve_soak.py --abandoned 1000000 [--variant ultimate-figures]

With `--abandoned N` it soaks serve's session in this process instead: N requests of new games
abandoned mid-decision (issue 31: a Figures game's paused action once kept every such game
alive), the resident size sampled along; it must stay within 10%.

Every answer must be one line of strict UTF-8 JSON, valid against protocol.schema.json's
ErrorAnswer or the answer shape of its op, and never `internal_error`; a refused request in
a game must leave the game's state as it was. Requests per second count the time from
writing a request to reading its answer (validation is outside it). Peak memory is the
child's maximum resident set size (resource.getrusage of children), with the resident size
sampled along the run to show whether it stays flat. Exits 1 on any failure. A script,
never a timed test.
"""

from __future__ import annotations

import argparse
import json
import queue
import resource
import subprocess
import sys
import threading
import time
from collections import Counter
from pathlib import Path
from random import Random
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import jsonschema  # noqa: E402

from rulebook.protocol.messages import ANSWERS  # noqa: E402
from rulebook.protocol.server import MAX_LINE_BYTES  # noqa: E402
from rulebook.schemas import all_schemas  # noqa: E402

PROTOCOL = all_schemas()["protocol.schema.json"]
MOVE_CAP = 3000  # plays per game before it is abandoned (random games end long before)


def _validator(definition: str) -> jsonschema.Draft202012Validator:
    return jsonschema.Draft202012Validator({**PROTOCOL, "oneOf": [{"$ref": f"#/$defs/{definition}"}]})


ERROR_ANSWER = _validator("ErrorAnswer")
OK_ANSWERS = {op: _validator(model.__name__) for op, model in ANSWERS.items()}


def adversarial() -> list[bytes]:
    """The lines of issue 20 and their kin, each refused with bad_request (one request line,
    without its newline)."""
    game = b'{"op": "new_game", "variant": "deluxe", "players": ["A", "B"]'
    return [
        b'{"op": "\\ud800"}', game + b', "seed": 1, "x": "\\udfff"}', b'{"op": "hel\xfflo"}', b"\xff\xfe\xfd",
        b"\xc3", b"\xed\xa0\x80", game + b', "seed": ' + b"9" * 5001 + b"}", game + b", \"seed\": 1e999}",
        game + b', "seed": NaN}', game + b', "seed": 18446744073709551616}',
        b"[" * 100_000 + b"]" * 100_000, b"{" * 100_000, b'{"a": ' * 50_000 + b"1" + b"}" * 50_000,
        game + b', "state": {"players": [{"board": {"blue": {"splay": []}}}]}}',
        game + b', "state": {"players": [{"board": {"blue": {"cards": ["Writing"], "splay": {}}}}]}}',
        game + b', "state": {"players": [{"hand": "Tools"}], "supply": [1]}}',
        b'{"op": "new_game", "variant": "lost-legacy-starship", "players": ["A", "B"], '
        b'"state": {"players": [{"hand": [{"card": "Assault", "visible_to": ["0"]}]}]}}',
        b'{"op": "play", "move": {"type": "achieve", "age": ' + b"7" * 5000 + b"}}",
        b'{"op": "play", "move": {"type": "choose", "choice": ' + b"[" * 1000 + b"]" * 1000 + b"}}",
        b"x" * (2 * MAX_LINE_BYTES), b"\x00" * 1000, b"\xef\xbb\xbf{\"op\": \"hello\", \"protocol\": 1}",
    ]


def accepted() -> list[bytes]:
    """Careless but valid lines: extension fields and non-ASCII text."""
    return [b'{"op": "new_game", "variant": "deluxe", "players": ["A", "B"], '
            b'"state": {"x-note": 1, "players": [{"x-p": 2, "hand": ["Tools"]}]}}',
            '{"op": "hello", "protocol": 1, "revision": 1, "x-é": "字"}'.encode(),
            '{"op": "new_game", "variant": "deluxe", "players": ["Zoë", "\\ud83d\\ude00"]}'.encode()]


class Server:
    """`rulebook serve` in a subprocess, one request and one answer at a time."""

    def __init__(self, timeout: float):
        self.timeout = timeout
        self.proc = subprocess.Popen(
            [sys.executable, "-c", "from rulebook.cli import main; raise SystemExit(main(['serve']))"],
            cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        self.lines: queue.Queue[bytes] = queue.Queue()
        threading.Thread(target=self._pump, daemon=True).start()
        self.busy = 0.0  # seconds between writing requests and reading their answers

    def _pump(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            self.lines.put(line)
        self.lines.put(b"")

    def ask(self, line: bytes) -> bytes:
        assert self.proc.stdin is not None
        started = time.perf_counter()
        self.proc.stdin.write(line + b"\n")
        self.proc.stdin.flush()
        try:
            answer = self.lines.get(timeout=self.timeout)
        except queue.Empty:
            raise SystemExit(f"no answer within {self.timeout} s to {line[:80]!r}") from None
        self.busy += time.perf_counter() - started
        if not answer:
            raise SystemExit(f"serve ended (exit {self.proc.wait()}) on {line[:80]!r}: "
                             f"{self.proc.stderr.read()[-500:] if self.proc.stderr else b''!r}")
        return answer

    def rss_kb(self) -> int:
        for row in Path(f"/proc/{self.proc.pid}/status").read_text().splitlines():
            if row.startswith("VmRSS:"):
                return int(row.split()[1])
        return 0

    def close(self) -> int:
        assert self.proc.stdin is not None
        self.proc.stdin.write(b'{"op": "bye"}\n')
        self.proc.stdin.close()
        code = self.proc.wait(timeout=self.timeout)
        if self.proc.stdout:
            self.proc.stdout.close()
        if self.proc.stderr:
            self.proc.stderr.close()
        return code


class Soak:
    def __init__(self, server: Server, validate: bool):
        self.server, self.validate = server, validate
        self.codes: Counter = Counter()
        self.failures: list[str] = []
        self.requests = 0

    def ask(self, request: Any, line: bytes | None = None) -> dict:
        """Send `request` (or the raw `line`) and check the answer; the answer, or {} when broken."""
        raw = line if line is not None else json.dumps(request).encode()
        if line is not None:
            try:
                request = json.loads(line)
            except (UnicodeDecodeError, ValueError, RecursionError):
                request = None
        answer_line = self.server.ask(raw)
        self.requests += 1
        try:
            answer = json.loads(answer_line.decode("utf-8"))
        except (UnicodeDecodeError, ValueError):
            self._fail(raw, f"not UTF-8 JSON: {answer_line[:120]!r}")
            return {}
        ok = answer.get("ok") is True if isinstance(answer, dict) else False
        code = "ok" if ok else (answer.get("error") or {}).get("code", "?") if isinstance(answer, dict) else "?"
        self.codes[code] += 1
        if code == "internal_error":
            self._fail(raw, f"internal_error: {answer['error']['message']}")
        if self.validate:
            op = request.get("op") if isinstance(request, dict) else None
            validator = OK_ANSWERS.get(str(op)) if ok else ERROR_ANSWER
            if validator is None or not validator.is_valid(answer):
                self._fail(raw, f"answer of the wrong shape: {json.dumps(answer)[:160]}")
        return answer

    def _fail(self, line: bytes, what: str) -> None:
        if len(self.failures) < 20:
            self.failures.append(f"{what} (request {line[:100]!r})")

    def refused_without_change(self, line: bytes) -> None:
        """A hostile line in the middle of a game: refused, and the game as it was."""
        before = self.ask({"op": "state"})
        answer = self.ask(None, line)
        if answer.get("ok") is not False:
            self._fail(line, "a hostile line was accepted")
        if self.ask({"op": "state"}) != before:
            self._fail(line, "the game changed after a refused request")


def random_value(rng: Random, depth: int = 0) -> Any:
    kind = rng.randrange(9 if depth < 3 else 6)
    if kind == 0:
        return None
    if kind == 1:
        return rng.random() < 0.5
    if kind == 2:
        return rng.choice([0, 1, -1, 7, 2**63, -(2**64) + 1, rng.randrange(-1000, 1000)])
    if kind == 3:
        return rng.choice([0.5, -1e300, 1e-300, 3.0])
    if kind in (4, 5):
        alphabet = "abcxyz -_{}[]\"\\é字😀\u0000\u2028"
        return "".join(rng.choice(alphabet) for _ in range(rng.randrange(8)))
    if kind in (6, 7):
        return [random_value(rng, depth + 1) for _ in range(rng.randrange(4))]
    keys = ["op", "type", "card", "move", "state", "players", "variant", "seed", "x-a", "choice", "hand"]
    return {rng.choice(keys): random_value(rng, depth + 1) for _ in range(rng.randrange(4))}


VALID = [
    {"op": "hello", "protocol": 1, "revision": 1},
    {"op": "new_game", "variant": "deluxe", "players": ["A", "B"], "seed": 3,
     "state": {"players": [{"hand": ["Tools"], "board": {"blue": {"cards": ["Writing"]}}}, {}],
               "supply": {"1": ["Pottery"]}, "turn": {"player": 0, "actions_left": 2}}},
    {"op": "new_game", "variant": "lost-legacy-starship", "players": ["A", "B", "C"], "seed": 1,
     "state": {"players": [{"hand": ["Assault", "Search"]}, {"hand": ["Old Map"]}, {"hand": ["General"]}],
               "ruins": ["Girl of Fate"], "turn": {"player": 0, "phase": "play"}}},
    {"op": "moves"}, {"op": "state"},
    {"op": "play", "move": {"type": "meld", "card": "Tools"}},
    {"op": "play", "move": {"type": "choose", "choice": [1]}},
]


def mutated(rng: Random, request: Any) -> Any:
    """A copy of `request` with one place replaced, dropped or extended."""
    request = json.loads(json.dumps(request))
    places: list[tuple[Any, Any]] = []

    def walk(value: Any) -> None:
        items = value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else ()
        for key, child in items:
            places.append((value, key))
            walk(child)

    walk(request)
    if not places:
        return random_value(rng)
    parent, key = rng.choice(places)
    action = rng.randrange(3)
    if action == 0:
        parent[key] = random_value(rng)
    elif action == 1:
        del parent[key]
    elif isinstance(parent, dict):
        parent[rng.choice(["x-z", "junk", "", "op"])] = random_value(rng)
    else:
        parent.append(random_value(rng))
    return request


def random_requests(soak: Soak, rng: Random, count: int) -> None:
    for _ in range(count):
        kind = rng.randrange(4)
        if kind == 0:
            soak.ask(None, bytes(rng.randrange(256) for _ in range(rng.randrange(1, 60))).replace(b"\n", b" "))
        elif kind == 1:
            value = random_value(rng)
            soak.ask(value, json.dumps(value, ensure_ascii=rng.random() < 0.5).encode())
        else:
            request = mutated(rng, rng.choice(VALID))
            if isinstance(request, dict) and request.get("op") == "bye":
                continue  # a bye would end the session
            soak.ask(request)


def random_game(soak: Soak, rng: Random, variants: dict[str, list[int]], hostile: list[bytes]) -> str:
    variant = rng.choice(sorted(variants))
    low, high = variants[variant]
    players = [f"P{i}" for i in range(rng.randint(low, high))]
    answer = soak.ask({"op": "new_game", "variant": variant, "players": players, "seed": rng.randrange(2**32)})
    if not answer.get("ok"):
        return "refused"
    for _ in range(MOVE_CAP):
        listed = soak.ask({"op": "moves"})
        if not listed.get("ok"):
            return "broken"
        if listed["player"] is None:
            return "over"
        if rng.random() < 0.02:
            soak.refused_without_change(rng.choice(hostile))
        pending = listed.get("pending")
        if pending:
            options = pending["options"]
            count = rng.randint(pending["min"], min(pending["max"], len(options)))
            move = {"type": "choose", "choice": rng.sample(options, count)}
        else:
            move = rng.choice([m for m in listed["moves"] if not m.get("unsupported")] or listed["moves"])
        if not soak.ask({"op": "play", "move": move}).get("ok"):
            return "broken"
    return "unfinished"


def _rss_kb() -> int:
    with open("/proc/self/status") as status:
        return int(next(line.split()[1] for line in status if line.startswith("VmRSS:")))


def abandoned_soak(requests: int, variant: str, seed: int, samples: int = 10) -> int:
    """`serve`'s session, in this process: new games of `variant`, each abandoned mid-decision
    after a few random plays (the opening meld or a later decision waits when the next
    new_game comes), `requests` request lines in all; the resident size sampled `samples` times
    after a warm-up tenth. Flat: the last sample within 10% of the first. Exit 1 if not."""
    import gc

    from rulebook.protocol import Session

    rng = Random(seed)
    session = Session()
    sent, games, checkpoints = 0, 0, []
    step = max(1, requests // (samples + 1))
    next_sample = step  # the first tenth warms the caches up

    def ask(message: dict) -> dict:
        nonlocal sent
        sent += 1
        return session.handle(json.dumps(message))

    started = time.perf_counter()
    while sent < requests:
        games += 1
        ask({"op": "new_game", "variant": variant, "players": ["A", "B", "C"][: rng.randint(2, 3)],
             "seed": rng.randrange(1 << 31)})
        for _ in range(rng.randint(0, 12)):  # a few plays, then abandoned wherever it is
            listed = ask({"op": "moves"})
            pending = listed.get("pending")
            if pending:
                options = pending["options"]
                move = {"type": "choose", "choice": rng.sample(options, rng.randint(pending["min"],
                                                                                   min(pending["max"], len(options))))}
            elif listed.get("moves"):
                move = rng.choice(listed["moves"])
            else:
                break
            ask({"op": "play", "move": move})
            if rng.random() < 0.2:
                ask({"op": "state"})
        if sent >= next_sample:
            gc.collect()
            checkpoints.append((sent, _rss_kb()))
            next_sample += step
    elapsed = time.perf_counter() - started
    first, last = checkpoints[0][1], checkpoints[-1][1]
    growth = last / first - 1
    print(f"{variant}: {sent:,} requests, {games:,} games abandoned mid-game, {elapsed:.0f} s "
          f"({sent / elapsed:,.0f} requests/s)")
    print("RSS (MB) at requests: " + ", ".join(f"{n:,}: {kb / 1024:.1f}" for n, kb in checkpoints))
    print(f"growth from the first sample to the last: {growth:+.1%} ({'flat' if abs(growth) <= 0.10 else 'NOT FLAT'}"
          f" within 10%)")
    return 0 if abs(growth) <= 0.10 else 1


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--abandoned", type=int, metavar="REQUESTS",
                        help="instead: REQUESTS request lines to serve's session in this process, new games of "
                             "--variant abandoned mid-decision, the resident size sampled along (flat within 10%%)")
    parser.add_argument("--variant", default="ultimate-figures", help="the variant of --abandoned")
    parser.add_argument("--games", type=int, default=200, help="full random games (default 200)")
    parser.add_argument("--random", type=int, default=5000, help="random and mutated requests (default 5000)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--timeout", type=float, default=60.0, help="seconds to wait for one answer")
    parser.add_argument("--no-validate", action="store_true", help="skip the schema check of answers")
    args = parser.parse_args()
    if args.abandoned:
        return abandoned_soak(args.abandoned, args.variant, args.seed)
    rng = Random(args.seed)
    server = Server(args.timeout)
    soak = Soak(server, validate=not args.no_validate)
    started = time.perf_counter()
    hello = soak.ask({"op": "hello", "protocol": 1, "revision": 1})
    variants = hello["players"]
    hostile = adversarial()
    for line in hostile:
        if soak.ask(None, line).get("error", {}).get("code") != "bad_request":
            soak._fail(line, "not refused with bad_request")
    for line in accepted():
        if not soak.ask(None, line).get("ok"):
            soak._fail(line, "refused")
    phase = {"adversarial": soak.requests}
    random_requests(soak, rng, args.random)
    phase["random"] = soak.requests - sum(phase.values())
    endings: Counter = Counter()
    rss = [server.rss_kb()]
    for game in range(args.games):
        endings[random_game(soak, rng, variants, hostile)] += 1
        if (game + 1) % max(1, args.games // 10) == 0:
            rss.append(server.rss_kb())
    phase["games"] = soak.requests - sum(phase.values())
    code = server.close()
    elapsed = time.perf_counter() - started
    peak_kb = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    print(f"requests: {soak.requests:,} ({', '.join(f'{k} {v:,}' for k, v in phase.items())}) in {elapsed:.1f} s")
    print(f"throughput: {soak.requests / server.busy:,.0f} requests/s in the server "
          f"({soak.requests / elapsed:,.0f}/s with the client's checks)")
    print("answers: " + ", ".join(f"{k} {v:,}" for k, v in soak.codes.most_common()))
    print("games: " + ", ".join(f"{k} {v}" for k, v in endings.most_common()))
    print(f"server: exit {code}, peak RSS {peak_kb / 1024:.1f} MB; RSS along the games (MB): "
          + " ".join(f"{kb / 1024:.0f}" for kb in rss))
    for failure in soak.failures:
        print("FAIL", failure)
    return 1 if soak.failures or code != 0 else 0


if __name__ == "__main__":
    sys.exit(main())
