"""Boards drawn from protocol states: an Innovation or Lost Legacy state (docs/protocol.md,
section 4) as an HTML fragment, with the zones where it differs from another state marked.

It depends on nothing but the state dicts, so that any page can draw a position: the compliance
report draws a failed scenario's position and its expected and actual outcomes; a rule explorer
can draw a scenario's position. `draw(state)` gives the fragment (markupsafe `Markup`, safe to put
in a Jinja template as it is); `BOARD_CSS` is the style it needs, once per page.

Everything read from a state is engine data, a hostile engine's included: it is escaped, and a
state of the wrong shape is drawn as far as it goes (a zone that is not a list shows its value
in words), never an exception.

    >>> state = {"players": [{"name": "Ann", "hand": ["<script>"],
    ...                       "board": {"red": {"cards": ["Oars", "Archery"], "splay": "left"}}}]}
    >>> html = draw(state)
    >>> "<script>" in html, "&lt;script&gt;" in html, "splayed left" in html
    (False, True, True)

Differences are given as the compliance report holds them: `[{"path": "players.0.hand",
"expected": [...], "got": [...]}]`. A zone a difference's path reaches (or lies in) carries the
class `diff` and a note of the other side's value; with `other` (the state on the other side)
and `role` ("expected" or "got"), each card of such a zone that the other side lacks carries
`diff missing` (on the expected board: the actual state lacks it) or `diff extra` (on the
actual board: not expected).
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from markupsafe import Markup

COLOURS = ("blue", "red", "green", "yellow", "purple")
SPLAYS = {"left": "←", "right": "→", "up": "↑", "aslant": "↗"}
BOARD_CSS = (Path(__file__).parent / "templates" / "boards.css").read_text(encoding="utf-8")
WORDS_MAX = 160  # characters of a value shown in a note
CARDS_MAX = 150  # cards drawn in one zone (an engine may send any number); the rest are counted


@dataclass
class Card:
    name: str
    mark: str = ""      # "", "missing" or "extra"
    note: str = ""      # e.g. "seen by Ann", "face down"


@dataclass
class Zone:
    """A place on the board: a list of cards, a pile, or a value in words (`text`)."""

    label: str
    path: str
    cards: list[Card] = field(default_factory=list)
    text: str | None = None
    notes: list[str] = field(default_factory=list)  # where it differs, in words
    kind: str = "list"  # list, pile, deck (top card and count), value
    splay: str = ""     # a pile's splay
    colour: str = ""    # a pile's colour
    count: int = 0      # cards in it (more may be drawn than CARDS_MAX allows)

    @property
    def diff(self) -> bool:
        return bool(self.notes)



@dataclass
class Seat:
    name: str
    seat: int
    path: str
    badges: list[str] = field(default_factory=list)
    piles: list[Zone] = field(default_factory=list)
    zones: list[Zone] = field(default_factory=list)

    @property
    def bare(self) -> bool:
        """No card anywhere and no difference: drawn as one line."""
        return not any(z.cards or z.diff or z.text is not None for z in self.piles) and not any(
            z.cards or z.diff or (z.text is not None and z.kind != "value") for z in self.zones)


@dataclass
class Board:
    game: str
    title: str
    head: list[Zone] = field(default_factory=list)
    seats: list[Seat] = field(default_factory=list)
    shared: list[Zone] = field(default_factory=list)
    groups: list[tuple[str, list[Zone]]] = field(default_factory=list)  # shared zones, by heading
    # Innovation: one row per age, a cell per row name (supply, Figures, achievement)
    ages: list[dict[str, Zone | str | None]] = field(default_factory=list)
    age_rows: list[tuple[str, str]] = field(default_factory=list)  # (heading, key in each age's row)
    role: str = ""


def words(value) -> str:
    """A value in a few words: card lists as names, an empty zone as 'nothing', anything else
    as JSON, cut at WORDS_MAX characters."""
    if value is None or value == [] or value == {}:
        text = "nothing"
    elif isinstance(value, dict) and set(value) == {"cards", "splay"} and isinstance(value["cards"], list):
        text = words(value["cards"]) + (f", splayed {words(value['splay'])}" if value["splay"] != "none" else "")
    elif isinstance(value, str):
        text = value
    elif isinstance(value, list) and all(isinstance(v, str) for v in value):
        text = ", ".join(value)
    else:
        text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= WORDS_MAX else text[:WORDS_MAX - 1] + "…"


def _list(value) -> list:
    return value if isinstance(value, list) else []


def _dict(value) -> dict:
    return value if isinstance(value, dict) else {}


def _name(item) -> str:
    """A card's name: a title, or a Lost Legacy slot's `card`."""
    if isinstance(item, str):
        return item
    if isinstance(item, dict) and isinstance(item.get("card"), str):
        return item["card"]
    return words(item)


def at(state, path: str):
    """The value at a dotted path of a state (None where there is none)."""
    node = state
    for part in path.split("."):
        if isinstance(node, dict):
            node = node.get(part)
        elif isinstance(node, list) and part.isdigit() and int(part) < len(node):
            node = node[int(part)]
        else:
            return None
    return node


class Marks:
    """Which zones differ, and how their cards compare with the other side's."""

    def __init__(self, differences: list | None, other: dict | None, role: str):
        self.found = [d for d in _list(differences) if isinstance(d, dict) and isinstance(d.get("path"), str)]
        self.other = other
        self.role = role

    def touching(self, path: str) -> list[dict]:
        return [d for d in self.found if d["path"] == path or d["path"].startswith(path + ".")
                or path.startswith(d["path"] + ".") or d["path"] == "(the state)"]

    def notes(self, path: str) -> list[str]:
        out = []
        for entry in self.touching(path):
            where = entry["path"][len(path) + 1:] if entry["path"].startswith(path + ".") else ""
            prefix = f"{where}: " if where else ""
            if self.role == "got":
                out.append(f"{prefix}expected {words(entry.get('expected'))}")
            elif self.role == "expected":
                out.append(f"{prefix}got {words(entry.get('got'))}")
            else:
                out.append(f"{prefix}expected {words(entry.get('expected'))}; got {words(entry.get('got'))}")
        return out

    def cards(self, path: str, names: list[str], there) -> list[Card]:
        """The cards of a zone; those the other side's zone (`there`) lacks are marked, when the
        zone differs."""
        cards = [Card(name) for name in names]
        if self.other is None or self.role not in ("expected", "got") or not self.touching(path):
            return cards
        left = Counter(_name(item) for item in _cards_of(there))
        for card in cards:
            if left[card.name] > 0:
                left[card.name] -= 1
            else:
                card.mark = "missing" if self.role == "expected" else "extra"
        return cards

    def zone(self, label: str, path: str, items, kind: str = "list") -> Zone:
        names = [_name(item) for item in _cards_of(items)]
        cards = self.cards(path, names[:CARDS_MAX], at(self.other, path))
        if len(names) > CARDS_MAX:
            cards.append(Card(f"… and {len(names) - CARDS_MAX} more"))
        zone = Zone(label, path, cards, notes=self.notes(path), kind=kind, count=len(names))
        if items is not None and not isinstance(items, (list, dict, str)):
            zone.text = words(items)
        return zone

    def value(self, label: str, path: str, text: str) -> Zone:
        return Zone(label, path, text=text, notes=self.notes(path), kind="value")


def _cards_of(value) -> list:
    """The cards a zone holds: a list's items, a pile's `cards`, one title."""
    if isinstance(value, list):
        return value
    if isinstance(value, dict) and isinstance(value.get("cards"), list):
        return value["cards"]
    if isinstance(value, str):
        return [value]
    return []


def _seat_names(state: dict) -> dict[int, str]:
    return {i: str(_dict(p).get("name", f"seat {i}")) for i, p in enumerate(_list(state.get("players")))}


def _who(seat, names: dict[int, str]) -> str:
    return names.get(seat, str(seat)) if isinstance(seat, int) else words(seat)


def _pending(pending, names: dict[int, str]) -> str:
    if pending is None:
        return "none"
    if not isinstance(pending, dict):
        return words(pending)
    options = _list(pending.get("options"))
    shown = ", ".join(_name(o) for o in options[:12]) + (f" and {len(options) - 12} more" if len(options) > 12 else "")
    kind = pending.get("kind")
    return (f"{_who(pending.get('player'), names)} chooses {pending.get('min')}–{pending.get('max')}"
            + (f" ({words(kind)})" if kind else "") + f" of: {shown or 'nothing'}")


def _result(result, names: dict[int, str]) -> str:
    if result is None:
        return "the game goes on"
    if not isinstance(result, dict):
        return words(result)
    winners = ", ".join(_who(s, names) for s in _list(result.get("winners"))) or "nobody"
    return f"won by {winners} ({words(result.get('reason'))})"


def _head(state: dict, marks: Marks, names: dict[int, str], extra: list[str]) -> list[Zone]:
    turn = state.get("turn")
    if isinstance(turn, dict):
        parts = [f"turn {words(turn.get('number'))}", f"{_who(turn.get('player'), names)} to play"]
        left = turn.get("actions_left")
        if isinstance(left, int):
            parts.append(f"{left} action{'s' * (left != 1)} left")
        if "phase" in turn:
            parts.append(f"phase {words(turn['phase'])}")
        told = ", ".join(parts)
    else:
        told = "no turn yet (opening meld)" if turn is None else words(turn)
    head = [marks.value("turn", "turn", told)]
    for key in extra:
        if key in state:
            head.append(marks.value(key, key, _seats_words(state[key], names)))
    head.append(marks.value("pending", "pending", _pending(state.get("pending"), names)))
    head.append(marks.value("result", "result", _result(state.get("result"), names)))
    return head


def _seats_words(value, names: dict[int, str]) -> str:
    """Lost Legacy's investigation: its lists of seats, as names."""
    if isinstance(value, dict):
        return "; ".join(f"{key} " + (", ".join(_who(s, names) for s in v) or "nobody") if isinstance(v, list)
                         else f"{key} {words(v)}" for key, v in value.items())
    return words(value)


def _others(state: dict, marks: Marks, known: set[str]) -> list[Zone]:
    """Fields the drawing does not know (extension fields left out): shown in words."""
    return [marks.value(str(key), str(key), words(value)) for key, value in state.items()
            if key not in known and not str(key).startswith("x-")]


def innovation_board(state: dict, marks: Marks, title: str) -> Board:
    names = _seat_names(state)
    board = Board("innovation", title, head=_head(state, marks, names, []), role=marks.role)
    for i, player in enumerate(_list(state.get("players"))):
        player = _dict(player)
        path = f"players.{i}"
        seat = Seat(names[i], i, path)
        if player.get("team") is not None:
            seat.badges.append(f"team {words(player['team'])}")
        if player.get("eliminated"):
            seat.badges.append("eliminated")
        piles = _dict(player.get("board"))
        for colour in [*COLOURS, *sorted(str(c) for c in piles if c not in COLOURS)]:
            pile = piles.get(colour)
            zone = marks.zone(colour, f"{path}.board.{colour}", pile, kind="pile")
            zone.colour = colour if colour in COLOURS else ""
            splay = _dict(pile).get("splay", "none")
            zone.splay = splay if isinstance(splay, str) else words(splay)
            if pile is not None and not isinstance(pile, dict):
                zone.text = words(pile)
            seat.piles.append(zone)
        seat.zones += [marks.zone("hand", f"{path}.hand", player.get("hand")),
                       marks.zone("score pile", f"{path}.score", player.get("score")),
                       marks.zone("achievements", f"{path}.achievements", player.get("achievements"))]
        icons = player.get("icons")
        if icons is not None or marks.touching(f"{path}.icons"):
            shown = ", ".join(f"{k} {v}" for k, v in _dict(icons).items() if v) or "none"
            seat.zones.append(marks.value("icons", f"{path}.icons", shown if isinstance(icons, dict) else words(icons)))
        board.seats.append(seat)
    available = _dict(state.get("achievements"))
    board.ages, board.age_rows = _ages(state, marks)
    rest = [marks.zone("special", "achievements.special", available.get("special"))]
    for key in ("standard_extra", "decrees"):
        if key in available:
            rest.append(marks.zone(key.replace("_", " "), f"achievements.{key}", available[key]))
    rest.append(marks.zone("junk", "junk", state.get("junk")))
    board.groups.append(("special achievements, junk", rest))
    known = {"variant", "players", "supply", "supply_figures", "achievements", "junk", "turn", "pending", "result"}
    board.shared = _others(state, marks, known)
    return board


AGE_ROWS = (("supply", "supply", "supply"), ("Figures", "figures", "supply_figures"),
            ("achievement", "achievement", "achievements.standard"))


def _ages(state: dict, marks: Marks) -> tuple[list[dict], list[tuple[str, str]]]:
    """The supply piles, the Figures decks and the standard achievements, age by age: an age
    only the other side has (a difference names it) is drawn here too, empty and marked."""
    held = {"supply": _dict(state.get("supply")), "figures": _dict(state.get("supply_figures")),
            "achievement": _dict(_dict(state.get("achievements")).get("standard"))}
    ages: set[str] = set()
    for _, key, prefix in AGE_ROWS:
        ages |= {str(age) for age in held[key]}
        ages |= {d["path"][len(prefix) + 1:].partition(".")[0] for d in marks.found
                 if d["path"].startswith(prefix + ".")}
    rows = [(heading, key) for heading, key, prefix in AGE_ROWS
            if held[key] or key == "supply" or any(d["path"].startswith(prefix) for d in marks.found)]
    table = []
    for age in sorted(ages, key=_age_order):
        row: dict[str, Zone | str | None] = {"age": age}
        for _, key, prefix in AGE_ROWS:
            row[key] = marks.zone(age, f"{prefix}.{age}", held[key].get(age), kind="deck" if key != "achievement"
                                  else "one")
        table.append(row)
    return table, rows


def _age_order(age) -> tuple[int, str]:
    return (int(age), "") if str(age).isdigit() else (10 ** 6, str(age))


def _slots(zone: Zone, items, names: dict[int, str], owner: int | None = None) -> Zone:
    """Lost Legacy notes on each card: who knows it, where that is more than its holder (a
    hand card) or nobody (a card of the deck, the ruins, out of play); whether it lies flipped."""
    for card, item in zip(zone.cards, _cards_of(items)):
        if not isinstance(item, dict):
            continue
        seen = item.get("visible_to")
        if isinstance(seen, list) and seen != ([] if owner is None else [owner]):
            card.note = f"seen by {', '.join(_who(s, names) for s in seen) or 'nobody'}"
        if item.get("flipped"):
            card.note = "flipped"
    return zone


def lost_legacy_board(state: dict, marks: Marks, title: str) -> Board:
    names = _seat_names(state)
    board = Board("lost-legacy", title, head=_head(state, marks, names, ["investigation"]), role=marks.role)
    if state.get("viewer") is not None:
        board.head.insert(0, marks.value("viewer", "viewer", _who(state["viewer"], names)))
    for i, player in enumerate(_list(state.get("players"))):
        player = _dict(player)
        path = f"players.{i}"
        seat = Seat(names[i], i, path, badges=["eliminated"] if player.get("eliminated") else [])
        seat.zones += [_slots(marks.zone("hand", f"{path}.hand", player.get("hand")), player.get("hand"), names, i),
                       _slots(marks.zone("discard", f"{path}.discard", player.get("discard")),
                              player.get("discard"), names)]
        board.seats.append(seat)
    board.groups.append(("table", [_slots(marks.zone(label, key, state.get(key)), state.get(key), names)
                                   for label, key in (("deck", "deck"), ("ruins", "ruins"),
                                                      ("out of play", "out_of_play"))]))
    known = {"game", "variant", "viewer", "players", "deck", "ruins", "out_of_play", "turn", "investigation",
             "pending", "result"}
    board.shared = _others(state, marks, known)
    return board


def is_lost_legacy(state: dict) -> bool:
    return state.get("game") == "lost-legacy" or ("deck" in state and "supply" not in state)


def board_view(state, differences: list | None = None, other: dict | None = None, role: str = "",
               title: str = "") -> Board | None:
    """The board a state draws as (None for no state): `differences`, `other` and `role` mark
    where it differs (see the module's docstring)."""
    if not isinstance(state, dict):
        return None
    marks = Marks(differences, other if isinstance(other, dict) else None, role)
    if is_lost_legacy(state):
        return lost_legacy_board(state, marks, title)
    return innovation_board(state, marks, title)


_MACROS: list = []


def draw(state, differences: list | None = None, other: dict | None = None, role: str = "",
         title: str = "") -> Markup:
    """The state as an HTML fragment (a `<div class="board">`); an absent state as a short note."""
    if not _MACROS:
        from .templating import HTML

        _MACROS.append(HTML.get_template("boards.html.j2").module)
    return Markup(_MACROS[0].board(board_view(state, differences, other, role, title), title, SPLAYS))


__all__ = ["BOARD_CSS", "Board", "board_view", "draw", "words"]
