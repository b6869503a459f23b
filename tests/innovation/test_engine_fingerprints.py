"""The engine plays exactly the games it played before the speed work (issue 19): the same
moves offered, events, states after every move and results, for a few games of every
variant. The expected values were computed by tests/innovation/engine_fingerprints.py from
the earlier engine; see that script before regenerating them."""

from __future__ import annotations

import json

import pytest
from engine_fingerprints import CASES, FILE, fingerprint

RECORDED = {record["case"]: record for record in json.loads(FILE.read_text(encoding="utf-8"))}


def test_every_case_is_recorded():
    assert sorted(RECORDED) == sorted(f"{v}-{p}p-seed{s}" for v, p, s in CASES)


@pytest.mark.parametrize("case", CASES, ids=[f"{v}-{p}p-seed{s}" for v, p, s in CASES])
def test_same_game_as_before(case):
    found = fingerprint(*case)
    assert found == RECORDED[found["case"]]
