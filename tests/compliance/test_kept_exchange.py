"""What a failure keeps of the requests and answers is bounded in bytes, per failure and per
report, and leaves out `x-` fields (issue 40, item 2). The engine (benchmarks/padding_engine.py)
pads every answer and refuses every draw with a long message; benchmarks/padded_answers.py
measures 300 such failures with answers of 1 MiB."""

from __future__ import annotations

import json
import shlex
import sys
from pathlib import Path

from rulebook.compliance.running import exchange
from rulebook.compliance.running.exchange import ENTRY_BYTES, FAILURE_BYTES, KeptExchange, bound_run

ROOT = Path(__file__).resolve().parents[2]
PADDING = ROOT / "benchmarks" / "padding_engine.py"
sys.path.insert(0, str(ROOT / "benchmarks"))
from padded_answers import feature  # noqa: E402  (the benchmark's own scenarios, a few of them)

PAD = 200_000


def _size(value) -> int:
    return len(json.dumps(value, ensure_ascii=False).encode())


def test_a_padding_engine_costs_a_bounded_report(run_cli, tmp_path):
    features = tmp_path / "padded.feature"
    features.write_text(feature(3), encoding="utf-8")
    report = tmp_path / "report.json"
    impl = f"cmd:{shlex.quote(sys.executable)} {shlex.quote(str(PADDING))} {PAD}"
    code, _out, err = run_cli("check", "--features", str(features), "--impl", impl, "--out", str(report))
    assert code == 1, err
    text = report.read_text(encoding="utf-8")
    assert '"x-pad"' not in text  # extension fields are the engine's own: never kept
    results = json.loads(text)["results"]
    assert [r["status"] for r in results] == ["failed"] * 3
    for result in results:
        assert "illegal_move: this engine draws nothing" in result["message"]
        assert len(result["message"]) < 1000  # the engine's long message is quoted, not copied
        kept = result["evidence"]["exchange"]
        assert kept and _size(kept) <= FAILURE_BYTES
        assert all(_size(entry["request"]) <= ENTRY_BYTES and _size(entry["answer"]) <= ENTRY_BYTES
                   for entry in kept)
    assert len(text) < 3 * PAD  # without the bounds: two padded answers per failure, and the message


def test_an_answer_longer_than_an_entry_is_shortened_at_once():
    kept = KeptExchange()
    kept.add({"op": "moves"}, {"ok": True, "player": 0, "moves": ["m" * 100] * 1000}, None)
    assert kept.bytes <= ENTRY_BYTES  # in memory too, while the scenario goes on
    [entry], left_out = kept.evidence()
    assert isinstance(entry["answer"], str) and "(shortened: " in entry["answer"] and left_out == 0


def test_one_failure_keeps_the_last_requests_and_answers_within_its_bytes():
    kept = KeptExchange()
    answer = {"ok": True, "state": {"hand": ["Tools"] * 2000}}  # about 18 KB each
    for number in range(100):
        kept.add({"op": "state", "n": number}, answer, None)
    assert kept.bytes <= FAILURE_BYTES
    entries, left_out = kept.evidence()
    assert _size(entries) <= FAILURE_BYTES
    assert entries[-1]["request"]["n"] == 99 and left_out == 100 - len(entries) > 0
    assert [e["request"]["n"] for e in entries] == list(range(100 - len(entries), 100))  # the last ones, in order


def test_a_report_keeps_exchanges_within_its_budget_in_report_order(monkeypatch):
    monkeypatch.setattr(exchange, "RUN_BYTES", 1000)
    entry = {"request": {"op": "state"}, "answer": {"ok": True, "state": "s" * 300}}
    results = [{"id": f"r{n}", "evidence": {"exchange": [entry], "exchange_left_out": 2}} for n in range(5)]
    bound_run(results)
    kept = [bool(r["evidence"]["exchange"]) for r in results]
    assert kept == [True, True, False, False, False]
    assert results[2]["evidence"]["exchange_left_out"] == 3 and "left out" in results[2]["evidence"]["exchange_note"]
