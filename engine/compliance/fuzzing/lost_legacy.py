"""What differential fuzzing knows of Lost Legacy: which parts of a state two engines must agree
on, which positions a scenario can state, what shrinking may remove, and the scenario's steps
(the forms of engine/compliance/steps/lost_legacy.py).

A state names every card; hidden cards are slots `{"card", "visible_to"}`. The Given steps
state hands, discard piles, the deck, the Ruins, eliminations and whose turn it is, but not who
has seen which card: a position is written only when its knowledge is the setup's (each hand
known to its holder alone, every other face-down card to nobody).

    >>> state = {"players": [{"name": "Alice", "hand": [{"card": "Search", "visible_to": [0]}], "discard": []},
    ...                      {"name": "Bob", "hand": ["Assault"], "discard": []}],
    ...          "deck": [{"card": "Old Map", "visible_to": []}], "ruins": [], "out_of_play": [],
    ...          "turn": {"number": 4, "player": 0, "phase": "play"}, "pending": None, "result": None}
    >>> written_position(state)["turn"], written_position(state)["players"][1]["hand"]
    ({'number': 1, 'player': 0, 'phase': 'play'}, ['Assault'])
    >>> given_lines(state, ["Alice", "Bob"])[:2]
    ['Given Alice has Search in hand', 'Given Bob has Assault in hand']
"""

from __future__ import annotations

import json

ZONES = ("deck", "ruins", "out_of_play")


def _listed(names: list) -> str:
    return ", ".join(map(str, names)) if names else "nothing"


def _people(names: list[str]) -> str:
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


def card_of(entry) -> str | None:
    """The card of a zone entry: a name, or a slot / discarded card object."""
    return entry if isinstance(entry, str) or entry is None else entry.get("card")


def _slot(entry) -> dict:
    seen = [] if isinstance(entry, str) else sorted(entry.get("visible_to") or [])
    return {"card": card_of(entry), "visible_to": seen}


def _discarded(entry) -> dict:
    return {"card": card_of(entry), "flipped": bool(not isinstance(entry, str) and entry.get("flipped"))}


def _sorted(entries: list) -> list:
    return sorted(entries, key=lambda e: json.dumps(e, sort_keys=True))


# -- comparing ----------------------------------------------------------------------------------

def canonical_state(state: dict, unordered: frozenset[str] = frozenset()) -> dict:
    """What two correct engines must agree on: hands and cards out of play as sets, discard
    piles, the deck and the Ruins in order (`unordered`: zones just shuffled, as sets), who knows
    each card; the variant id, the viewer and "x-" fields dropped. The pending decision is left
    for the caller, which compares both games' decisions alike."""
    out = {k: v for k, v in state.items() if not str(k).startswith("x-") and k not in ("variant", "viewer")}
    out["players"] = [{"name": p.get("name"), "eliminated": bool(p.get("eliminated")),
                       "hand": _sorted([_slot(e) for e in p.get("hand") or []]),
                       "discard": [_discarded(e) for e in p.get("discard") or []]}
                      for p in state.get("players", [])]
    for zone in ZONES:
        slots = [_slot(e) for e in state.get(zone) or []]
        out[zone] = _sorted(slots) if zone in unordered or zone == "out_of_play" else slots
    investigation = state.get("investigation")
    if isinstance(investigation, dict):
        out["investigation"] = {"order": investigation.get("order"),
                                "skipped": sorted(investigation.get("skipped") or []),
                                "done": sorted(investigation.get("done") or [])}
    result = state.get("result")
    if isinstance(result, dict):
        out["result"] = {"winners": sorted(result.get("winners") or []), "reason": result.get("reason")}
    return out


def shuffled_zones(events: list) -> frozenset[str]:
    """The zones a move's events say were shuffled: their order is the engine's own random choice."""
    return frozenset(str(e.get("zone")) for e in events if isinstance(e, dict) and e.get("type") == "shuffle")


# -- positions a scenario states ------------------------------------------------------------------

def _setup_knowledge(state: dict) -> bool:
    for seat, player in enumerate(state.get("players", [])):
        if any(_slot(e)["visible_to"] not in ([], [seat]) for e in player.get("hand") or []):
            return False
        if any(_discarded(e)["flipped"] for e in player.get("discard") or []):
            return False
    return all(not _slot(e)["visible_to"] for zone in ZONES for e in state.get(zone) or [])


def written_position(state: dict) -> dict | None:
    """The position as the Given steps state it (cards by name, turn 1), or None when they
    cannot state it: someone knows a card besides its holder, a discard is flipped, or the
    investigation is under way."""
    turn = state.get("turn") or {}
    if state.get("pending") is not None or turn.get("phase") not in ("draw", "play") \
            or state.get("investigation") or not _setup_knowledge(state):
        return None
    players = [{"name": p.get("name"), "eliminated": bool(p.get("eliminated")),
                "hand": [card_of(e) for e in p.get("hand") or []],
                "discard": [card_of(e) for e in p.get("discard") or []]} for p in state["players"]]
    return {"players": players, "deck": [card_of(e) for e in state.get("deck") or []],
            "ruins": [card_of(e) for e in state.get("ruins") or []],
            "turn": {"number": 1, "player": turn.get("player", 0), "phase": turn["phase"]}}


def removable_zones(state: dict) -> list[tuple[tuple, list]]:
    """Where shrinking may take cards from, most promising first: the deck, the Ruins, the
    discard piles, the hands (a card taken from a listed position is out of the round)."""
    zones: list[tuple[tuple, list]] = [(("deck",), state.get("deck") or []), (("ruins",), state.get("ruins") or [])]
    for seat, player in enumerate(state["players"]):
        zones.append((("players", seat, "discard"), player.get("discard") or []))
    for seat, player in enumerate(state["players"]):
        zones.append((("players", seat, "hand"), player.get("hand") or []))
    return zones


# -- the scenario's steps --------------------------------------------------------------------------

def custom_set_line(deck: dict) -> str | None:
    """The step that plays a custom set (a deck of listed cards, no whole sets), if it is one."""
    if deck.get("sets") or deck.get("remove") or not deck.get("cards") or not deck.get("complete"):
        return None
    cards = [e["name"] if e["copies"] == 1 else f"{e['name']} x{e['copies']}" for e in deck["cards"]]
    return f"Given the game uses the custom set {', '.join(cards)}"


def given_lines(start: dict, names: list[str]) -> list[str]:
    lines = []
    for seat, player in enumerate(start["players"]):
        if player.get("hand"):
            lines.append(f"Given {names[seat]} has {_listed([card_of(e) for e in player['hand']])} in hand")
        if player.get("discard"):
            lines.append(f"Given {names[seat]} has discarded {_listed([card_of(e) for e in player['discard']])}")
        if player.get("eliminated"):
            lines.append(f"Given {names[seat]} is eliminated")
    lines.append(f"Given the deck is {_listed([card_of(e) for e in start.get('deck') or []])}")
    lines.append(f"Given the Ruins are {_listed([card_of(e) for e in start.get('ruins') or []])}")
    turn = start.get("turn") or {}
    lines.append(f"Given it is {names[turn.get('player', 0)]}'s turn to {turn.get('phase', 'draw')}")
    return lines


def _target(option, names: list[str]) -> str:
    if isinstance(option, dict) and "hand" in option:
        return f"{names[option['hand']]}'s hand"
    return f"Ruins card {option['ruins'] + 1}" if isinstance(option, dict) else str(option)


# The words of an answer by decision kind: (chosen option -> the When step's words).
_WORDS = {"exchange": {"swap": "swaps the cards", "keep": "keeps the cards where they are"},
          "shuffle-ruins": {"shuffle": "shuffles the Ruins", "keep": "leaves the Ruins in order"}}


def move_line(move: dict, names: list[str]) -> str:
    """A move (with its "player" and, for an answer, the decision's "kind") as a When step."""
    who = names[move["player"]]
    if move["type"] == "play":
        return f"When {who} plays {move['card']}"
    kind, option = move.get("kind"), (move.get("choice") or [None])[0]
    if kind in _WORDS:
        return f"When {who} {_WORDS[kind][option]}"
    if kind == "target-player":
        return f"When {who} targets {names[option]}"
    if kind == "name-speed":
        return f"When {who} names speed {option}"
    verb = "investigates" if kind == "investigate" else "looks at"
    return f"When {who} {verb} {_target(option, names)}"


def _decision_lines(pending: dict, names: list[str]) -> list[str]:
    who, kind, options = names[pending["player"]], pending.get("kind"), pending.get("options") or []
    if kind == "target-player":
        return [f"Then {who} must target one of {_listed([names[o] for o in options])}"]
    if kind in ("look-at", "ruins-card"):
        return [f"Then {who} may look at {_listed([_target(o, names) for o in options])}"]
    if kind == "investigate":
        return [f"Then {who} may investigate {_listed([_target(o, names) for o in options])}"]
    if kind == "exchange":
        return [f"Then {who} may swap the cards or keep them where they are"]
    if kind == "shuffle-ruins":
        return [f"Then {who} may shuffle the Ruins or leave them in order"]
    return []  # a decision no Then step states (naming a speed): the zones above still tell


def _known(slots: list, where: str, names: list[str]) -> str | None:
    """Who knows the cards at `where`, as a Then step, when they all have the same knowers."""
    seen = {tuple(_slot(s)["visible_to"]) for s in slots}
    if len(seen) != 1:
        return None
    knowers = [names[s] for s in next(iter(seen))]
    if not knowers:
        return f"Then nobody knows {where}"
    if len(knowers) == len(names):
        return f"Then everyone knows {where}"
    return f"Then only {_people(knowers)} {'knows' if len(knowers) == 1 else 'know'} {where}"


def _knowledge_lines(state: dict, names: list[str]) -> list[str]:
    places = [(p.get("hand") or [], f"{names[seat]}'s hand") for seat, p in enumerate(state["players"])]
    places += [([slot], f"Ruins card {i + 1}") for i, slot in enumerate(state.get("ruins") or [])]
    deck = state.get("deck") or []
    if deck:
        places += [(deck[:1], "the top card of the deck"), (deck, "every card of the deck")]
    lines = [_known(slots, where, names) for slots, where in places if slots]
    return [line for line in lines if line]


def outcome_lines(state: dict, names: list[str], shuffled: bool) -> list[str]:
    """The state as Then steps; `shuffled`: the moves shuffled the Ruins (their order is the
    engine's own, so the Ruins are stated in any order)."""
    lines = []
    for seat, player in enumerate(state["players"]):
        lines.append(f"Then {names[seat]} holds {_listed(sorted(card_of(e) or '?' for e in player.get('hand') or []))}")
        lines.append(f"Then {names[seat]}'s discards are {_listed([card_of(e) for e in player.get('discard') or []])}")
    out = [names[seat] for seat, p in enumerate(state["players"]) if p.get("eliminated")]
    lines.append(f"Then the eliminated players are {_listed(out) if out else 'nobody'}")
    lines.append(f"Then the deck is {_listed([card_of(e) for e in state.get('deck') or []])}")
    ruins = [card_of(e) for e in state.get("ruins") or []]
    lines.append(f"Then the Ruins hold {_listed(sorted(map(str, ruins)))} in any order" if shuffled and ruins
                 else f"Then the Ruins are {_listed(ruins)}")
    if not shuffled:
        lines += _knowledge_lines(state, names)
    result, pending = state.get("result"), state.get("pending")
    if result is not None:
        winners = [names[s] for s in result.get("winners") or []]
        if not winners:
            lines.append("Then everyone loses")
        else:
            lines.append(f"Then {_people(winners)} {'wins' if len(winners) == 1 else 'win'} by {result['reason']}")
    elif pending:
        lines += _decision_lines(pending, names)
    elif (state.get("turn") or {}).get("phase") == "play":
        lines.append(f"Then it is {names[state['turn']['player']]}'s turn to play")
    return lines


def moves_lines(answer: dict, names: list[str]) -> list[str]:
    """A `moves` answer as Then steps."""
    if not isinstance(answer.get("player"), int):
        return ["Then no move is legal"]
    if answer.get("pending"):
        return _decision_lines(answer["pending"], names)
    cards = sorted({m.get("card") for m in answer.get("moves") or [] if m.get("type") == "play"})
    return [f"Then {names[answer['player']]} may play {_listed(cards)}"]


def shuffles_ruins(moves: list[dict]) -> bool:
    """Whether one of the moves answers Old Map's question by shuffling the Ruins."""
    return any(m.get("kind") == "shuffle-ruins" and m.get("choice") == ["shuffle"] for m in moves)
