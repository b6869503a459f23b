"""Why runs were skipped, told in the terminal: the skipped runs grouped by reason with their
counts (as pytest's `-rs` does), most first, each with what the engine would declare or
implement to run them. The runner words each reason for one run ("the implementation does not
support the variant ultimate"); here runs that differ only in such a detail share a line."""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass

# What each capability lets the suite send or expect (docs/protocol.md, section 3.1): the
# condition under which an engine may declare it.
CAPABILITY_WHEN = {
    "partial_state": "once new_game takes a state",
    "resolved_variant": "once new_game takes a whole variant object",
    "teams": "once it plays team variants",
    "hidden_information": "once it serves the Lost Legacy referee's view with visible_to",
    "events": "once play answers the events a move caused",
    "player_views": "once state answers a seat's view when asked with viewer",
}

_NOT_DECLARED = re.compile(r"^the implementation does not declare (?P<what>[\w, ]+)$")
_POSITION = re.compile(r"sets a position \((?P<what>\w+)\) and the implementation does not declare")
_VARIANT = re.compile(r"the implementation does not support the variant (?P<what>\S+)$")
_SEATS = re.compile(r"the implementation seats \d+ to \d+ players in (?P<what>\S+), not \d+$")
_LEFT_OUT = re.compile(r"the engine leaves out the value ")
_UNSUPPORTED_MOVE = re.compile(r"^the engine does not support a move the scenario plays: (?P<what>.+)$", re.S)


@dataclass(frozen=True)
class SkipGroup:
    count: int
    reason: str  # what the skipped runs share
    remedy: str  # what would run them ('' when nothing is to be done)

    def line(self) -> str:
        return f"{self.count} skipped: {self.reason}" + (f" ({self.remedy})" if self.remedy else "")


def _kind(message: str) -> tuple[str, str]:
    """(the group a skip belongs to, the detail that tells its runs apart within the group)."""
    for pattern, kind in ((_POSITION, "capability"), (_NOT_DECLARED, "capability"), (_VARIANT, "variant"),
                          (_SEATS, "seats"), (_UNSUPPORTED_MOVE, "move")):
        found = pattern.search(message)
        if found:
            return kind, found.group("what")
    if _LEFT_OUT.match(message):
        return "left-out", ""
    return message, ""


def _capability_group(count: int, names: str) -> SkipGroup:
    capabilities = [name.strip() for name in names.split(",") if name.strip()]
    spelled = ", ".join(capabilities)
    whens = [CAPABILITY_WHEN[c] for c in capabilities if c in CAPABILITY_WHEN]
    remedy = (f"declare {'it' if len(capabilities) == 1 else 'them'} in hello's capabilities"
              + (f" {' and '.join(whens)}" if whens else ""))
    return SkipGroup(count, f"the engine does not declare {spelled}", remedy)


def _listed(names: list[str], shown: int = 6) -> str:
    more = len(names) - shown
    return ", ".join(names[:shown]) + (f" and {more} more" if more > 0 else "")


def skip_groups(results: list[dict]) -> list[SkipGroup]:
    """The skipped results (`status` "skipped", their `message` the reason) grouped, most first."""
    capabilities: Counter[str] = Counter()
    variants: Counter[str] = Counter()
    seats: Counter[str] = Counter()
    moves: Counter[str] = Counter()  # the engine's words for each move it refused as unsupported
    others: Counter[str] = Counter()
    for result in results:
        if result.get("status") != "skipped":
            continue
        kind, detail = _kind(str(result.get("message") or "no reason given"))
        if kind == "capability":
            capabilities[detail] += 1
        elif kind == "variant":
            variants[detail] += 1
        elif kind == "seats":
            seats[detail] += 1
        elif kind == "move":
            moves[detail] += 1
        else:
            others[kind] += 1
    groups = [_capability_group(count, names) for names, count in capabilities.items()]
    if variants:
        names = sorted(variants)
        groups.append(SkipGroup(
            sum(variants.values()),
            f"the engine does not support the variant{'s' * (len(names) > 1)} {_listed(names)}",
            f"list {'it' if len(names) == 1 else 'each'} in hello's variants once the engine plays "
            f"{'it' if len(names) == 1 else 'them'}"))
    if seats:
        groups.append(SkipGroup(
            sum(seats.values()),
            f"the engine's hello does not seat the scenario's player count in {_listed(sorted(seats))}",
            "widen that variant's range in hello's players once the engine seats them"))
    if moves:  # one line, however many moves (an engine without card effects refuses every dogma)
        said = sorted(moves.items(), key=lambda wc: (-wc[1], wc[0]))
        words = "; ".join(f"{what} ({count})" for what, count in said[:3])
        more = f"; and {len(said) - 3} more" if len(said) > 3 else ""
        groups.append(SkipGroup(sum(moves.values()),
                                f"the engine refused a move the scenario plays as unsupported: {words}{more}",
                                "the JSON report names each run's move; play those moves to run them"))
    for kind, count in others.items():
        if kind == "left-out":
            groups.append(SkipGroup(count, "the engine leaves out an option the scenario names, as "
                                           "leaves_out_moot_options allows", ""))
        else:
            groups.append(SkipGroup(count, kind, ""))
    return sorted(groups, key=lambda g: (-g.count, g.reason))
