"""`rulebook check` against hostile engines and careless input (issue 20).

Each hostile engine (hostile/hostile_engine.py) misbehaves on the first `play` it sees and
serves correctly after a restart: it must cost exactly that scenario, with `check`'s memory
under 200 MB and no process of the engine left behind (every process it starts records its
pid). Bad flags and files are one-line errors (exit 2) found before any engine is started.
"""

from __future__ import annotations

import contextlib
import json
import os
import shlex
import signal
import subprocess
import sys
import textwrap
import threading
import time
from pathlib import Path

import pytest
from tiny_features import two_scenarios

HOSTILE = Path(__file__).parent / "hostile"
ENGINE = HOSTILE / "hostile_engine.py"
ROOT = Path(__file__).resolve().parents[2]

FEATURE = two_scenarios("@deluxe", "h", "Hostile engines")

# `check` in a child process that writes its own peak memory (not its engines', and not the
# pytest worker's it was forked from: getrusage's ru_maxrss keeps that across exec, the VmHWM of
# /proc/self/status does not) to argv[1]; the address-space limit keeps a regression from taking
# the machine down with it.
CHECK = """
import resource, sys
resource.setrlimit(resource.RLIMIT_AS, (2 << 30, 2 << 30))
from rulebook.cli import main
try:
    code = main(sys.argv[2:])
finally:
    with open("/proc/self/status") as status:
        hwm = next(line.split()[1] for line in status if line.startswith("VmHWM:"))
    with open(sys.argv[1], "w") as peak:
        peak.write(hwm)
sys.exit(code)
"""


def write_feature(folder: Path) -> Path:
    path = folder / "hostile.feature"
    path.write_text(textwrap.dedent(FEATURE), encoding="utf-8")
    return path


def engine(mode: str, folder: Path) -> str:
    return f"cmd:{shlex.quote(sys.executable)} {shlex.quote(str(ENGINE))} {mode} {shlex.quote(str(folder))}"


def pids(folder: Path) -> list[int]:
    path = folder / "pids"
    return [int(line) for line in path.read_text().split()] if path.exists() else []


def alive(pid: int) -> bool:
    """Running, and not a zombie waiting for whoever adopted it to reap it."""
    try:
        text = Path(f"/proc/{pid}/stat").read_text()
    except FileNotFoundError:
        return False
    except OSError:  # no /proc: ask the kernel
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return False
        return True
    return text.rsplit(")", 1)[1].split()[0] not in ("Z", "X")


def left_behind(folder: Path) -> list[int]:
    deadline = time.monotonic() + 3  # an adopted child is reaped a moment after it is killed
    while True:
        living = [pid for pid in pids(folder) if alive(pid)]
        if not living or time.monotonic() > deadline:
            return living
        time.sleep(0.05)


def kill_leftovers(folder: Path) -> None:
    for pid in pids(folder):
        if alive(pid):
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)


def one_line_error(err: str, *fragments: str) -> None:
    assert "Traceback" not in err
    assert len(err.strip().splitlines()) == 1, err
    for fragment in fragments:
        assert fragment in err, err


class Checked:
    """A `check` run in a child process: its exit code, outputs and peak memory."""

    def __init__(self, args: list[str], folder: Path):
        self.folder = folder
        self.out, self.err, self.peak = folder / "stdout", folder / "stderr", folder / "peak"
        with open(self.out, "wb") as out, open(self.err, "wb") as err:
            self.process = subprocess.Popen([sys.executable, "-c", CHECK, str(self.peak), *args], stdout=out,
                                            stderr=err, cwd=ROOT)
        self.code: int | None = None

    def wait(self, seconds: float = 30) -> Checked:
        deadline = time.monotonic() + seconds
        while self.code is None:
            pid, status = os.waitpid(self.process.pid, os.WNOHANG)
            if pid:
                self.code = self.process.returncode = os.waitstatus_to_exitcode(status)
            elif time.monotonic() > deadline:
                self.process.kill()
            else:
                time.sleep(0.02)
        return self

    @property
    def maxrss_mb(self) -> float:
        return int(self.peak.read_text()) / 1024  # kilobytes on Linux

    @property
    def stderr(self) -> str:
        return self.err.read_text(errors="replace")

    def report(self) -> dict:
        return json.loads(self.out.read_text())


# mode -> the failure the first scenario gets, and a fragment of its message
MODES = {
    "flood": ("garbage", "is not JSON"),
    "no-newline": ("garbage", "longer than"),
    "stderr": ("crash", "the process ended (exit code 3)"),
    "fork": ("crash", "the process ended (exit code 3)"),
    "twice": ("protocol", "answered twice"),
    "bad-bytes": ("garbage", "not UTF-8"),
    "block": ("timeout", "no answer to"),
}


SIGNALS = {"SIGTERM": signal.SIGTERM, "SIGHUP": signal.SIGHUP}


@pytest.fixture(scope="module")
def hostile_runs(tmp_path_factory):
    """Every hostile engine checked at once (they mostly wait), each in its own folder; and a
    check of an engine that forked a child and blocks, sent SIGTERM or SIGHUP once both run."""
    runs = {}
    for mode in MODES:
        folder = tmp_path_factory.mktemp(mode)
        feature = write_feature(folder)
        # only the blocking engine waits for its time limit: the others show their fault themselves
        runs[mode] = Checked(["check", "--features", str(feature), "--format", "json",
                              "--timeout", "2" if mode == "block" else "20", "--impl", engine(mode, folder)], folder)
    for name in SIGNALS:
        folder = tmp_path_factory.mktemp(name)
        # a long time limit: the signal ends the check, however slowly a loaded machine gets there
        runs[name] = Checked(["check", "--features", str(write_feature(folder)), "--timeout", "120",
                              "--impl", engine("fork-block", folder)], folder)
    try:
        waiting = set(SIGNALS)
        deadline = time.monotonic() + 90
        while waiting and time.monotonic() < deadline:
            for name in list(waiting):
                if len(pids(runs[name].folder)) == 2:  # the engine, and the child it forked on play
                    runs[name].process.send_signal(SIGNALS[name])
                    waiting.discard(name)
            time.sleep(0.02)
        yield {name: run.wait(60) for name, run in runs.items()}
    finally:
        for run in runs.values():
            if run.code is None:
                run.process.kill()
                run.wait(5)
            kill_leftovers(run.folder)


@pytest.mark.parametrize("mode", MODES)
def test_a_hostile_engine_costs_one_scenario_bounded_memory_and_nothing_left_behind(hostile_runs, mode):
    run = hostile_runs[mode]
    kind, fragment = MODES[mode]
    assert run.code == 1, run.stderr
    results = {r["id"]: r for r in run.report()["results"]}
    assert results["h-draw[deluxe]"]["status"] == "passed"  # the restarted engine serves the next one
    failed = results["h-meld[deluxe]"]
    assert failed["status"] == "failed" and failed["failure"] == kind, failed
    assert fragment in failed["message"] and '"op": "play"' in failed["message"]  # the request at fault
    assert len(failed["message"]) < 2000  # what the engine wrote is quoted, not copied
    assert run.maxrss_mb < 200, f"check peaked at {run.maxrss_mb:.0f} MB"
    assert len(pids(run.folder)) >= 2  # the engine was started again (a forked child recorded too)
    assert left_behind(run.folder) == []


@pytest.mark.parametrize("name", SIGNALS)
def test_a_signal_to_check_ends_the_engine_and_its_children(hostile_runs, name):
    run = hostile_runs[name]
    assert len(pids(run.folder)) == 2, run.stderr
    assert run.code == 128 + SIGNALS[name]
    one_line_error(run.stderr, name, "stopped")
    assert left_behind(run.folder) == []


# --- in-process adapters ----------------------------------------------------------------------

@pytest.fixture
def adapters(monkeypatch):
    monkeypatch.syspath_prepend(str(HOSTILE))
    import hostile_adapter

    hostile_adapter.Blocking.blocked = False
    hostile_adapter.RELEASE.clear()
    hostile_adapter.HELLO.clear()
    yield hostile_adapter
    hostile_adapter.RELEASE.set()  # the abandoned request returns, and its thread ends


def test_a_blocking_python_adapter_times_out_and_the_run_goes_on(run_cli, tmp_path, adapters):
    feature = write_feature(tmp_path)
    started = time.monotonic()
    code, out, _ = run_cli("check", "--features", str(feature), "--format", "json", "--timeout", "1",
                           "--impl", "python:hostile_adapter:Blocking")
    assert time.monotonic() - started < 10
    results = {r["id"]: r for r in json.loads(out)["results"]}
    assert results["h-meld[deluxe]"]["failure"] == "timeout", results
    assert "no answer to" in results["h-meld[deluxe]"]["message"]
    assert results["h-draw[deluxe]"]["status"] == "passed"
    assert code == 1


def test_an_adapter_module_that_raises_on_import_is_a_usage_error(run_cli, tmp_path, monkeypatch):
    # written here, not kept beside the other adapters: collecting doctests would import it
    (tmp_path / "raises_on_import.py").write_text('raise RuntimeError("this adapter is broken")\n')
    monkeypatch.syspath_prepend(str(tmp_path))
    code, _, err = run_cli("check", "--features", str(write_feature(tmp_path)),
                           "--impl", "python:raises_on_import:Engine")
    assert code == 2
    one_line_error(err, "raises_on_import", "RuntimeError: this adapter is broken")


@pytest.mark.parametrize("hello,key", [
    ({"variants": "deluxe"}, "variants"),
    ({"variants": [1, 2]}, "variants"),
    ({"capabilities": {"teams": True}}, "capabilities"),
    ({"games": 5}, "games"),
    ({"implementation": "me"}, "implementation"),
    ({"implementation": {"name": ["me"]}}, "implementation"),
    ({"players": [2, 4]}, "players"),
    ({"players": {"deluxe": "2-4"}}, "players"),
    ({"revision": "1"}, "revision"),
    ({"protocol": [1]}, "protocol"),
])
def test_a_hello_of_the_wrong_shape_is_a_usage_error(run_cli, tmp_path, adapters, hello, key):
    adapters.HELLO.update(hello)
    code, _, err = run_cli("check", "--features", str(write_feature(tmp_path)),
                           "--impl", "python:hostile_adapter:BadHello")
    assert code == 2
    one_line_error(err, "hello", f"'{key}'")


@pytest.mark.parametrize("name", ["[/]", "[bold red]x", "tail\\", "a\x1b[31mred"])
def test_names_and_messages_from_an_engine_are_printed_literally(run_cli, tmp_path, adapters, name):
    adapters.HELLO["implementation"] = {"name": name, "version": "0"}
    feature = write_feature(tmp_path)
    feature.write_text(feature.read_text().replace("Then Alice's hand is Oars", "Then Alice's hand is Tools"))
    code, out, err = run_cli("check", "--features", str(feature), "--impl", "python:hostile_adapter:BadHello")
    assert code == 1, err
    assert "\x1b" not in out  # a control character from an engine never reaches the terminal
    assert f"compliance of {name.replace(chr(27), '?')}" in out
    assert "FAILED h-draw[deluxe]" in out


def test_names_and_messages_from_an_engine_cannot_break_a_markdown_report(run_cli, tmp_path, adapters):
    from markdown_it import MarkdownIt

    adapters.HELLO["implementation"] = {"name": "x | `y`\n# z", "version": "0"}
    code, out, err = run_cli("check", "--features", str(write_feature(tmp_path)), "--format", "md",
                             "--impl", "python:hostile_adapter:Crashing")
    assert code == 1, err
    tokens = MarkdownIt().parse(out)
    headings = [tokens[i + 1].content for i, t in enumerate(tokens) if t.type == "heading_open" and t.tag == "h1"]
    assert headings == ["Compliance: x \\| \\`y\\` # z 0"]  # one heading: the line break did not start another
    spans = [child.content for t in tokens if t.type == "inline" for child in t.children or []
             if child.type == "code_inline"]
    assert spans == ["h-draw[deluxe]", "h-meld[deluxe]"]  # the message's backticks opened no code span
    assert not any(t.type.startswith("html") for t in tokens)
    assert "boom \\`x\\` \\| y \\| # z &lt;b>" in out


@pytest.mark.parametrize("form", ["json", "md", "junit"])
def test_unprintable_characters_from_an_engine_do_not_lose_the_report(run_cli, tmp_path, adapters, form):
    from xml.etree import ElementTree

    out = tmp_path / f"report.{form}"
    code, stdout, err = run_cli("check", "--features", str(write_feature(tmp_path)), "--format", form,
                                "--out", str(out), "--impl", "python:hostile_adapter:Unprintable")
    assert code == 1, err
    # the report went to --out: stdout stays empty, the table for people is on stderr
    assert stdout == "" and "FAILED h-meld[deluxe]" in err and "\x1b" not in err
    text = out.read_text(encoding="utf-8")
    if form == "json":
        assert json.loads(text)["totals"]["failed"] == 2
    elif form == "junit":
        assert len(ElementTree.fromstring(text.encode("utf-8")).findall(".//failure")) == 2


# --- flags and files --------------------------------------------------------------------------

@pytest.fixture
def good(tmp_path):
    """A well-behaved engine whose folder shows whether it was ever started."""
    folder = tmp_path / "engine"
    folder.mkdir()
    return engine("good", folder), folder


@pytest.mark.parametrize("flag", ["--timeout", "--scenario-timeout"])
@pytest.mark.parametrize("value", ["-1", "0", "inf", "nan"])
def test_a_time_limit_must_be_a_positive_number(run_cli, tmp_path, good, flag, value):
    code, _, err = run_cli("check", "--features", str(write_feature(tmp_path)), "--impl", good[0], f"{flag}={value}")
    assert code == 2
    one_line_error(err, flag)
    assert pids(good[1]) == []


def test_an_unbalanced_quote_in_a_command_is_a_usage_error(run_cli, tmp_path):
    code, _, err = run_cli("check", "--features", str(write_feature(tmp_path)), "--impl", "cmd:python 'engine.py")
    assert code == 2
    one_line_error(err, "--impl", "quotation")


def _fifo(tmp_path: Path) -> Path:
    fifo = tmp_path / "fifo.toml"
    os.mkfifo(fifo)

    def unblock():  # a reader stuck on the FIFO (the bug) gets an end of file instead of a hang
        time.sleep(3)
        with contextlib.suppress(OSError):  # nobody is reading: nothing to unblock
            os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))

    threading.Thread(target=unblock, daemon=True).start()
    return fifo


@pytest.mark.parametrize("content,fragment", [
    (b"[[expected]\n", "malformed TOML"),
    (b'[[expected]]\nid = "h-meld"\nreason = "\xff"\n', "not UTF-8"),
    (b"expected = 5\n", "[[expected]]"),
    (b"expected = [1]\n", "[[expected]]"),
    (b'[expected]\nid = "h-meld"\nreason = "r"\n', "[[expected]]"),
    (b'[[expected]]\nid = 1\nreason = "r"\n', "string 'id'"),
    (b"x = " + b"[" * 100_000 + b"\n", "expectations"),
    (b'[[expected]]\nid = "nowhere"\nreason = "r"\n', "names no scenario"),
    (None, "not a regular file"),
    ("fifo", "not a regular file"),
])
def test_a_bad_expectations_file_is_a_usage_error_before_the_run(run_cli, tmp_path, good, content, fragment):
    if content is None:
        expect = tmp_path / "folder.toml"
        expect.mkdir()
    elif content == "fifo":
        expect = _fifo(tmp_path)
    else:
        expect = tmp_path / "expect.toml"
        expect.write_bytes(content)
    code, _, err = run_cli("check", "--features", str(write_feature(tmp_path)), "--impl", good[0],
                           "--expect", str(expect))
    assert code == 2
    one_line_error(err, str(expect), fragment)
    assert pids(good[1]) == []  # found before the engine was started


REPORT = {"results": [{"id": "h-meld[deluxe]", "status": "passed"}]}


@pytest.mark.parametrize("content", [
    b"{not json",
    b'{"results": [{"id": "h-meld[deluxe]", "status": "\xff"}]}',
    b"[1, 2]",
    b'{"results": {"h-meld[deluxe]": "passed"}}',
    b'{"results": [1]}',
    b'{"results": [{"id": 1, "status": "passed"}]}',
    b'{"results": [{"id": ["h"], "status": "passed"}]}',
    b'{"results": [{"id": "h-meld[deluxe]", "status": "great"}]}',
    b'{"results": [{"id": "h-meld[deluxe]"}]}',
    b"[" * 100_000,
    None,
])
def test_a_bad_report_to_compare_is_a_usage_error(run_cli, tmp_path, content):
    good = tmp_path / "good.json"
    good.write_text(json.dumps(REPORT))
    bad = tmp_path / "bad.json"
    if content is None:
        bad.mkdir()
    else:
        bad.write_bytes(content)
    for pair in ((good, bad), (bad, good)):
        code, _, err = run_cli("check", "--compare", *map(str, pair))
        assert code == 2
        one_line_error(err, str(bad))


@pytest.fixture
def house(run_cli, tmp_path) -> Path:
    out = tmp_path / "house.toml"
    assert run_cli("new", "house", "--from", "deluxe", "--out", str(out))[0] == 0
    return out


@pytest.mark.parametrize("target", ["missing folder", "read-only folder", "feature", "expect", "variant",
                                    "link to feature"])
def test_a_bad_out_is_a_usage_error_before_the_run(run_cli, tmp_path, good, house, target):
    feature = write_feature(tmp_path)
    expect = tmp_path / "expect.toml"
    expect.write_text('[[expected]]\nid = "h-meld"\nreason = "r"\n')
    link = tmp_path / "link.feature"
    link.symlink_to(feature)
    if target == "read-only folder" and not Path("/proc/self").is_dir():
        pytest.skip("needs /proc: a folder even root cannot write to")
    out = {"missing folder": tmp_path / "nowhere" / "report.json", "read-only folder": Path("/proc/report.json"),
           "feature": feature, "expect": expect, "variant": house, "link to feature": link}[target]
    before = {path: path.read_bytes() for path in (feature, expect, house)}
    code, _, err = run_cli("check", "--features", str(feature), "--variant", str(house), "--impl", good[0],
                           "--expect", str(expect), "--out", str(out))
    assert code == 2
    one_line_error(err)
    assert pids(good[1]) == []
    assert {path: path.read_bytes() for path in before} == before
    assert not (tmp_path / "nowhere").exists()


@pytest.mark.parametrize("error", [OSError(28, "No space left on device"), PermissionError(13, "Permission denied")])
def test_a_report_that_cannot_be_written_is_one_line_and_the_table_is_still_printed(run_cli, tmp_path,
                                                                                     monkeypatch, error):
    from rulebook.compliance.checking import command as check

    def full(*args, **kwargs):
        raise error

    monkeypatch.setattr(check, "write_atomic", full)
    out = tmp_path / "report.json"
    code, stdout, err = run_cli("check", "--features", str(write_feature(tmp_path)), "--out", str(out))
    assert code == 2
    one_line_error(err, str(out), error.strerror)
    assert "compliance of rulebook-reference" in stdout and "2 passed" in stdout
    assert not out.exists()


# --- a stray answer costs its own scenario only (issue 31, item 2) -----------------------------

@pytest.mark.parametrize("mode,kind", [("twice-draws", "protocol"), ("late-draws", "bad_answer")])
def test_an_answer_out_of_protocol_fails_its_scenario_and_no_other(run_cli, tmp_path, mode, kind):
    """The engine answers every draw twice, or first wrongly and then, late, rightly: each draw
    scenario fails, and every meld scenario after it passes, on a fresh engine (each failure
    starts the engine again: three pairs show the pattern)."""
    body = ["@deluxe", "Feature: Strays"]
    for index in range(3):
        body += [f"  @id:stray-draw-{index}", f"  Scenario: draw {index}", "    Given a 2-player game",
                 "    And Alice's red pile is Archery", "    And Alice has nothing in hand",
                 "    And the age 1 pile is Oars, Tools", "    And it is Alice's turn 2 with 2 actions left",
                 "    When Alice draws", "    Then Alice's hand is Oars", "",
                 f"  @id:stray-meld-{index}", f"  Scenario: meld {index}", "    Given a 2-player game",
                 "    And Alice has Tools in hand", "    And it is Alice's turn 2 with 2 actions left",
                 "    When Alice melds Tools", "    Then Alice's blue pile is Tools", ""]
    feature = tmp_path / "strays.feature"
    feature.write_text("\n".join(body), encoding="utf-8")
    for _ in range(2):
        code, out, err = run_cli("check", "--features", str(feature), "--format", "json",
                                 "--impl", engine(mode, tmp_path))
        assert code == 1, err
        results = json.loads(out)["results"]
        failed = sorted(r["id"] for r in results if r["status"] == "failed")
        assert failed == sorted(f"stray-draw-{i}[deluxe]" for i in range(3)), [
            (r["id"], r.get("message")) for r in results if r["status"] == "failed"]
        assert all(f"{kind}:" in r["message"] for r in results if r["status"] == "failed"), [
            r["message"][:200] for r in results if r["status"] == "failed"]


def test_a_second_answer_is_found_however_slow_the_reader_thread(tmp_path, monkeypatch):
    """The reader thread is slowed down (as on a loaded machine): the second answer to a draw,
    written with the first, is still found before the next request is sent."""
    from rulebook.compliance.running import engine_processes as implementations
    from rulebook.compliance.running.implementations import CommandImplementation, ImplementationFailure

    put = implementations._Output._put

    def slow_put(self, kind, data=b""):
        time.sleep(0.2)
        return put(self, kind, data)

    monkeypatch.setattr(implementations._Output, "_put", slow_put)
    impl = CommandImplementation(engine("twice-draws", tmp_path).removeprefix("cmd:"), timeout=10)
    try:
        assert impl.request({"op": "new_game", "variant": "deluxe", "players": ["A", "B"], "seed": 1})["ok"]
        moves = impl.request({"op": "moves"})
        while moves.get("pending"):  # the opening melds
            pending = moves["pending"]
            impl.request({"op": "play", "move": {"type": "choose", "choice": pending["options"][:pending["min"]]}})
            moves = impl.request({"op": "moves"})
        assert impl.request({"op": "play", "move": {"type": "draw"}})["ok"]
        with pytest.raises(ImplementationFailure, match="answered twice"):
            impl.request({"op": "state"})
    finally:
        impl.close()


# --- nothing left behind: a child that left the group, and the pytest plugin (issue 31, item 3) -

PLUGIN = """
import sys
import pytest
sys.exit(pytest.main(sys.argv[1:]))
"""


def _signalled(argv: list[str], folder: Path, count: int = 2) -> int:
    """Run `argv` (in `folder`), send SIGTERM once the engine and its child have recorded
    themselves; its exit status."""
    with open(folder / "stdout", "wb") as out, open(folder / "stderr", "wb") as err:
        process = subprocess.Popen(argv, stdout=out, stderr=err, cwd=folder)
    try:
        deadline = time.monotonic() + 60
        while len(pids(folder)) < count and time.monotonic() < deadline and process.poll() is None:
            time.sleep(0.02)
        assert len(pids(folder)) == count, (folder / "stderr").read_text(errors="replace")
        process.send_signal(signal.SIGTERM)
        return process.wait(30)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait(5)


@pytest.mark.parametrize("mode", ["fork-block", "setsid-block", "daemon-block"])
def test_sigterm_to_check_ends_a_child_that_left_the_group(tmp_path, mode):
    try:
        code = _signalled([sys.executable, "-m", "rulebook.cli", "check", "--features", str(write_feature(tmp_path)),
                           "--impl", engine(mode, tmp_path)], tmp_path)
        assert code == 128 + signal.SIGTERM
        assert left_behind(tmp_path) == []
    finally:
        kill_leftovers(tmp_path)


@pytest.mark.parametrize("mode", ["block", "fork-block", "setsid-block"])
def test_sigterm_to_pytest_with_the_plugin_leaves_no_engine_behind(tmp_path, mode):
    try:
        feature = write_feature(tmp_path)
        code = _signalled([sys.executable, "-c", PLUGIN, "-p", "no:cacheprovider", "-p", "no:xdist", "-q",
                           "--rulebook-impl", engine(mode, tmp_path), "--rulebook-features", str(feature),
                           "--rulebook-timeout", "60", str(feature)], tmp_path, 1 if mode == "block" else 2)
        assert code == -signal.SIGTERM
        assert left_behind(tmp_path) == []
    finally:
        kill_leftovers(tmp_path)


def test_without_poll_killpg_or_fchmod_an_engine_is_still_driven_and_ended(tmp_path, monkeypatch):
    """What Windows lacks (select.poll, os.killpg, os.fchmod), taken away here: the fallbacks run."""
    import select

    from rulebook.compliance.running.implementations import CommandImplementation
    from rulebook.files import write_atomic

    monkeypatch.delattr(select, "poll")
    monkeypatch.delattr(os, "killpg")
    monkeypatch.delattr(os, "fchmod")
    impl = CommandImplementation(engine("fork-block", tmp_path).removeprefix("cmd:"), timeout=10)
    try:
        assert impl.request({"op": "hello", "protocol": 1})["ok"]
        assert impl.request({"op": "new_game", "variant": "deluxe", "players": ["A", "B"], "seed": 1})["ok"]
    finally:
        impl.close()
    assert left_behind(tmp_path) == []
    target = tmp_path / "out.txt"
    write_atomic(target, "x\n")
    assert target.read_text() == "x\n"


@pytest.mark.parametrize("mode", ["fork-block", "setsid-block"])
def test_sigterm_to_fuzz_ends_the_engine_and_its_children(tmp_path, mode):
    try:
        code = _signalled([sys.executable, "-m", "rulebook.cli", "fuzz", "--impl", engine(mode, tmp_path),
                           "--variant", "deluxe", "--players", "2", "--games", "1", "--out", str(tmp_path / "f")],
                          tmp_path)
        assert code == 128 + signal.SIGTERM, (tmp_path / "stderr").read_text()
        assert "Traceback" not in (tmp_path / "stderr").read_text()
        assert left_behind(tmp_path) == []
    finally:
        kill_leftovers(tmp_path)


def test_sigterm_to_check_with_workers_ends_their_engines_daemons(tmp_path):
    try:
        code = _signalled([sys.executable, "-m", "rulebook.cli", "check", "--features", str(write_feature(tmp_path)),
                           "--jobs", "2", "--impl", engine("daemon-block", tmp_path)], tmp_path, 4)
        assert code == 128 + signal.SIGTERM
        assert left_behind(tmp_path) == []
    finally:
        kill_leftovers(tmp_path)


# --- a stray answer costs one scenario, the same ones in every run (issue 40, item 8) -----------

def test_an_answer_written_twice_late_costs_its_own_scenario_in_every_run(run_cli, tmp_path):
    """Every third new_game a process gets is answered twice, the second write coming after the
    suite's next request (taken for its answer). Scenarios that play decisions again from the
    start send several new_games: each scenario that got a doubled answer fails, as protocol or
    bad_answer, and no other (the engine is heard out after each scenario), so that the failures
    are as many as the faults, and the same ones in every run."""
    runs = []
    for number in range(2):
        folder = tmp_path / f"run{number}"
        folder.mkdir()
        code, out, err = run_cli("check", "--variant", "deluxe", "-k", "alchemy or domestication", "--format",
                                 "json", "--impl", engine("twice-third-new-game", folder))
        results = json.loads(out)["results"]
        failed = sorted(r["id"] for r in results if r["status"] == "failed")
        faults = len((folder / "doubled").read_text().split()) if (folder / "doubled").exists() else 0
        assert code == 1 and faults, err
        assert len(failed) == faults, [(r["id"], r["message"][:300]) for r in results]
        assert all(r["failure"] in ("protocol", "bad_answer") for r in results if r["status"] == "failed")
        runs.append(failed)
    assert runs[0] == runs[1]
