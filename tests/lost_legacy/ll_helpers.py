"""Shared helpers of the Lost Legacy engine tests: exact positions, moves, snapshots."""

from __future__ import annotations

from rulebook.lost_legacy import Game


# --- positions ------------------------------------------------------------------------------
def position(hands, *, deck=None, ruins=(), discards=None, turn=0, phase="play", eliminated=()) -> dict:
    """A partial state: hands per seat, the deck (top first; None = the rest shuffled), the Ruins."""
    discards = discards or [[] for _ in hands]
    state = {"players": [{"hand": list(h), "discard": list(d), "eliminated": seat in eliminated}
                         for seat, (h, d) in enumerate(zip(hands, discards))],
             "ruins": list(ruins), "turn": {"player": turn, "phase": phase}}
    if deck is not None:
        state["deck"] = list(deck)
    return state


def new(variant, state, seed=0, catalog=None) -> Game:
    players = ["A", "B", "C", "D", "E", "F"][:len(state["players"])]
    game = Game.new(variant, players, seed, state, catalog=catalog)
    game.check_conservation()
    return game


def play(game: Game, card: str) -> list[dict]:
    events = game.play({"type": "play", "card": card})
    game.check_conservation()
    return events


def choose(game: Game, *choice) -> list[dict]:
    events = game.play({"type": "choose", "choice": list(choice)})
    game.check_conservation()
    return events


def snapshot(game: Game) -> dict:
    """Every zone by card name (the referee's view, without knowledge)."""
    state = game.state()
    return {"hands": [[s["card"] for s in p["hand"]] for p in state["players"]],
            "discards": [[d["card"] for d in p["discard"]] for p in state["players"]],
            "deck": [s["card"] for s in state["deck"]],
            "ruins": [s["card"] for s in state["ruins"]],
            "eliminated": [seat for seat, p in enumerate(state["players"]) if p["eliminated"]],
            "turn": state["turn"]["player"]}


def pending(game: Game) -> dict | None:
    return game.moves().get("pending")


def types(events) -> list[str]:
    return [e["type"] for e in events]
