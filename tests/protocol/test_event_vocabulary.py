"""The protocol's event vocabulary (`EVENT_TYPES`, docs/protocol.md section 8) names every event
kind the reference engines emit: an engine writer reads it to know what events to expect."""

from __future__ import annotations

import re
from pathlib import Path

from rulebook.protocol.messages import EVENT_TYPES

ENGINE = Path(__file__).resolve().parents[2] / "engine"
EMITTED = re.compile(r"\bemit\(\s*\"([a-z_]+)\"")


def emitted_kinds() -> dict[str, str]:
    """Each event kind emitted by a literal `emit("kind", ...)` call, with one place emitting it."""
    found: dict[str, str] = {}
    for path in sorted((ENGINE / "innovation").rglob("*.py")) + sorted((ENGINE / "lost_legacy").rglob("*.py")):
        for kind in EMITTED.findall(path.read_text(encoding="utf-8")):
            found.setdefault(kind, path.relative_to(ENGINE).as_posix())
    return found


def test_the_scan_finds_the_engines_events() -> None:
    kinds = emitted_kinds()
    # one kind of each engine and of each Innovation expansion, so an empty scan cannot pass
    assert {"meld", "deal", "karma", "foreshadow", "safeguard", "coin_flip"} <= set(kinds)


def test_every_emitted_event_kind_is_in_the_vocabulary() -> None:
    missing = {kind: where for kind, where in emitted_kinds().items() if kind not in EVENT_TYPES}
    assert not missing, f"event kinds emitted but not in EVENT_TYPES: {missing}"
