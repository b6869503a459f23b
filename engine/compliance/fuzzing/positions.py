"""What two engines are compared on: a position as the rules see it, and the legal actions.

A position is a state with what a correct engine chooses for itself left out: the order of
hands, score piles, achievements, Echoes forecasts and the junk (sets), names of its own (variant id, prompts,
decision kinds), "x-" fields and, for `position`, the pending decision itself: whether a
question is asked, and in what shape, is the engine's own (docs/protocol.md, section 9).

    >>> position({"players": [], "pending": {"player": 0, "options": ["Tools"], "min": 0, "max": 1}})["pending"]
    >>> canonical_moves({"player": 1, "moves": [{"type": "draw"}]})
    {'player': 1, 'moves': ['{"type": "draw"}']}
"""

from __future__ import annotations

import json

from . import lost_legacy


def canonical_state(state: dict, game: str = "innovation", unordered: frozenset[str] = frozenset()) -> dict:
    """What two correct engines must agree on: unordered zones sorted, names of the engine's
    own choosing (variant id, prompts, kinds) and "x-" fields dropped. `unordered`: zones
    whose order is the engine's own random choice (Lost Legacy's shuffles)."""
    if game == "lost-legacy":
        out = lost_legacy.canonical_state(state, unordered)
        out["pending"] = canonical_decision(state.get("pending"))
        return out
    state = {k: v for k, v in state.items() if not str(k).startswith("x-") and k != "variant"}
    players = []
    for player in state.get("players", []):
        entry = {k: v for k, v in player.items() if not str(k).startswith("x-")}
        for zone in ("hand", "score", "achievements"):
            entry[zone] = sorted(entry.get(zone) or [])
        if "forecast" in entry:   # Echoes: no rule reads the order of a forecast
            entry["forecast"] = sorted(entry["forecast"] or [])
        entry["board"] = {c: {"cards": p.get("cards", []), "splay": p.get("splay", "none")}
                          for c, p in sorted((entry.get("board") or {}).items())}
        players.append(entry)
    state["players"] = players
    state["junk"] = sorted(state.get("junk") or [])
    achievements = state.get("achievements") or {}
    # the extras a karma, Crossword or Buried Treasure made available wait in order (the oldest
    # takes its value's place); none sent and none listed are alike
    state["achievements"] = {"standard": achievements.get("standard") or {},
                             "standard_extra": list(achievements.get("standard_extra") or []),
                             "special": sorted(achievements.get("special") or []),
                             "decrees": sorted(achievements.get("decrees") or [])}
    state["pending"] = canonical_decision(state.get("pending"))
    return state


def canonical_decision(decision: dict | None) -> dict | None:
    if not isinstance(decision, dict):
        return None
    # options are shown as sent, in the order of their JSON; 1, 1.0 and true are three answers
    # but equal to Python, so options holding such a value compare as JSON too
    options = sorted(decision.get("options") or [], key=lambda o: json.dumps(o, sort_keys=True))
    canonical = {"player": decision.get("player"), "options": options,
                 "min": decision.get("min"), "max": decision.get("max")}
    if any(isinstance(o, (bool, float)) for o in options):
        canonical["options_as_json"] = [json.dumps(o, sort_keys=True) for o in options]
    return canonical


def canonical_moves(answer: dict) -> dict:
    if answer.get("pending") is not None:
        return {"player": answer.get("player"), "pending": canonical_decision(answer["pending"])}
    # every field of a move counts, as JSON: a decree's name, a secret's position, an age given
    # as text instead of a number (each a different move to the reference); only "x-" fields,
    # an engine's own, do not
    moves = sorted(json.dumps({k: v for k, v in m.items() if not str(k).startswith("x-")}, sort_keys=True)
                   if isinstance(m, dict) else json.dumps(m)
                   for m in answer.get("moves") or [] if not (isinstance(m, dict) and m.get("unsupported")))
    return {"player": answer.get("player"), "moves": moves}



def position(state: dict, game: str = "innovation", unordered: frozenset[str] = frozenset()) -> dict:
    """The position as the rules see it: the canonical state without its pending decision."""
    out = canonical_state(state, game, unordered)
    out["pending"] = None
    return out
