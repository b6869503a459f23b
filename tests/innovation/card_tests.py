"""Shared helpers of the card tests (test_base_ageNN.py, test_ultimate_ageNN.py): positions,
reading a game's state, asserting and answering decisions, and the expected events, each an
exact dict (or tuple) as the engine emits it. (A plain module, like innovation_helpers: the
tests folders are not packages, so the tests import it as `from card_tests import ...`.)

Moves go through innovation_helpers.play / choose, so card conservation is checked after
every one. Seats are numbered from 0; `p` is the seat an event belongs to.

Several files name a helper their own way (ev_draw, E_draw, d, drew ...); they import the one
helper here under the local name (`from card_tests import drew as d`), so their tests read as
before. Where files' helpers differ in what they assert, each variant is here under a name of
its own (asks / assert_pending; settled / idle / done / done_game_on / done_first_turn;
zones / zones3 and player / player3; icons / icon_counts)."""

from __future__ import annotations

import pytest
from innovation_helpers import choose, new, play

from rulebook.innovation import load_catalog

# --- sets and wordings -----------------------------------------------------------------------------

BASE_CARDS = load_catalog("base")
ULTIMATE_CARDS = load_catalog("base-ultimate")   # the fourth-edition set
ULTIMATE = "ultimate"                            # the fourth-edition variant id
BOTH_WORDINGS = ["deluxe", "first-edition"]      # the base set's third-edition and first-edition wording
BOTH = pytest.mark.parametrize("vid", BOTH_WORDINGS)
SPECIALS = ["Monument", "Empire", "World", "Wonder", "Universe"]   # the special achievements, in order
VALUES = list(range(1, 12))                      # a fourth-edition "choose a value": 1 to 11


def catalog_card(name):
    """A card's catalog record (age, colour ...), from the base set, else the fourth-edition one.

    The event builders below serve the tests of both sets, so they take a card's age and colour
    from here. The two catalogs agree on every card they share (the fourth edition adds the
    11s); should they ever differ on one, this fails rather than build an event that is right
    for one set only."""
    base = BASE_CARDS[name] if name in BASE_CARDS else None  # noqa: SIM401 (a Catalog has no .get)
    fourth = ULTIMATE_CARDS[name] if name in ULTIMATE_CARDS else None  # noqa: SIM401
    if base is not None and fourth is not None:
        assert (base.age, base.color) == (fourth.age, fourth.color), \
            f"{name}: the base and fourth-edition catalogs differ; build this event by hand"
    return base or fourth or ULTIMATE_CARDS[name]    # an unknown name: KeyError


# --- positions (the partial states given to `new`) -------------------------------------------------

def pile(*cards, splay="none"):
    """A board pile, top card first."""
    return {"cards": list(cards), "splay": splay}


def player(hand=(), board=None, score=(), achievements=()):
    """A player's four zones: as given to a position, and as `zones` reads them back."""
    return {"hand": list(hand), "board": dict(board or {}), "score": list(score),
            "achievements": list(achievements)}


def player3(hand=(), board=None, score=()):
    """A player's hand, board and score pile (no achievements), as `zones3` reads them back."""
    return {"hand": list(hand), "board": board or {}, "score": list(score)}


def ultimate_game(state, players=2):
    """A fourth-edition (`ultimate`) game from a partial state."""
    return new(ULTIMATE, state, players=players)


# --- reading the state -----------------------------------------------------------------------------

def zones(game, seat):
    """A player's hand, board, score pile and achievements."""
    p = game.state()["players"][seat]
    return {k: p[k] for k in ("hand", "board", "score", "achievements")}


def zones3(game, seat):
    """A player's hand, board and score pile only (its achievements are not compared)."""
    p = game.state()["players"][seat]
    return {"hand": p["hand"], "board": p["board"], "score": p["score"]}


def player_state(game, seat):
    """A player's whole entry in the canonical state (zones, icons, name ...)."""
    return game.state()["players"][seat]


def supply(game, age):
    """The supply deck of `age`, top card first."""
    return game.state()["supply"][str(age)]


def junk(game):
    """The junk pile."""
    return game.state()["junk"]


def result(game):
    """The game's result (None while it goes on)."""
    return game.state()["result"]


def icons(game, seat, icon=None):
    """A player's featured-icon counts, or the count of one `icon`."""
    counts = game.state()["players"][seat]["icons"]
    return counts if icon is None else counts[icon]


def icon_counts(game, icon):
    """Every player's count of `icon`, by seat."""
    return [p["icons"][icon] for p in game.state()["players"]]


# --- moves and decisions ---------------------------------------------------------------------------

def dogma(game, card):
    """Launch the dogma of a top card (conservation checked); its events."""
    return play(game, {"type": "dogma", "card": card})


def asks(game, player, kind, options, low, high):
    """Assert the exact pending decision: player, kind, options, min, max (its prompt aside)."""
    d = game.moves()["pending"]
    assert (d["player"], d["kind"], d["options"], d["min"], d["max"]) == (player, kind, options, low, high)


def assert_pending(game, player, kind, options, lo, hi):
    """As `asks`, and more: the player to move is `player` too, and the decision holds a prompt
    (free text, but it must be there) and nothing else (but `ordered`, checked against the
    options: a choice of several cards whose order shows)."""
    moves = game.moves()
    assert moves["player"] == player
    decision = dict(moves["pending"])
    assert decision.pop("ordered", False) in (False, True)
    assert isinstance(decision.pop("prompt"), str) and decision == {
        "player": player, "kind": kind, "options": options, "min": lo, "max": hi}


def answer(game, events, decision, *choice):
    """Check the pending decision (`asks` arguments), answer it, and collect the events it causes."""
    asks(game, *decision)
    events += choose(game, *choice)


def settled(game):
    """No decision left: the action is over."""
    assert "pending" not in game.moves()


def idle(game):
    """No decision pending, in the moves offered nor in the state: the dogma action is over."""
    assert "pending" not in game.moves() and game.state()["pending"] is None


def done(game):
    """The dogma action is over: no decision waits, the launcher's second action is next."""
    s = game.state()
    assert s["pending"] is None and s["turn"]["actions_left"] == 1


def done_game_on(game):
    """As `done`, and the game goes on (no result)."""
    s = game.state()
    assert s["pending"] is None and s["result"] is None and s["turn"]["actions_left"] == 1


def done_first_turn(game):
    """As `done_game_on`, on the first turn: seat 0's second action is next."""
    s = game.state()
    assert s["pending"] is None and s["result"] is None and s["turn"] == {"number": 1, "player": 0, "actions_left": 1}


# --- events as (type, player, card) ----------------------------------------------------------------

def moves(events):
    """The events as (type, player, card) tuples (card None where an event has none)."""
    return [(e["type"], e["player"], e.get("card")) for e in events]


def bonus_then_draw(draw):
    """As `moves` gives them: seat 0's sharing bonus, then its draw of `draw`."""
    return [("share_bonus", 0, None), ("draw", 0, draw)]


# --- events, exactly ---------------------------------------------------------------------------

def zone(kind, player=None):
    """A place in an event: a player's zone, or a shared one (supply, standard, special)."""
    return {"zone": kind} if player is None else {"zone": kind, "player": player}


def started(p, card):
    """The dogma action launched on `card`."""
    return {"type": "dogma", "player": p, "card": card}


def drew(p, card, age=None):
    """A draw; `age` is the deck drawn from where it is not the card's (an empty deck skipped)."""
    return {"type": "draw", "player": p, "card": card, "age": catalog_card(card).age if age is None else age}


def melded(p, card):
    return {"type": "meld", "player": p, "card": card, "color": catalog_card(card).color}


def tucked(p, card):
    return {"type": "tuck", "player": p, "card": card, "color": catalog_card(card).color}


def scored(p, card):
    return {"type": "score", "player": p, "card": card}


def returned(p, card):
    return {"type": "return", "player": p, "card": card, "age": catalog_card(card).age}


def revealed(p, card):
    return {"type": "reveal", "player": p, "card": card}


def splayed(p, color, direction="left"):
    """A splay (left unless `direction` says otherwise)."""
    return {"type": "splay", "player": p, "color": color, "direction": direction}


def transferred(p, card, src, dst):
    """A transfer; src and dst are (zone, seat): ("hand", 1), ("board", 0) ..."""
    return {"type": "transfer", "player": p, "card": card, "from": zone(*src), "to": zone(*dst)}


def transferred_between(p, card, src, src_seat, dst, dst_seat):
    """A transfer, its places given as zone, seat, zone, seat."""
    return {"type": "transfer", "player": p, "card": card,
            "from": {"zone": src, "player": src_seat}, "to": {"zone": dst, "player": dst_seat}}


def junked(p, card, src="supply", seat=None):
    """A junk event: from a player's zone `src` (with its seat) or a shared one (supply, standard,
    special)."""
    return {"type": "junk", "player": p, "card": card, "from": zone(src, seat)}


def executed(p, card):
    """A card self-executed (or otherwise executed) by `p`."""
    return {"type": "execute", "player": p, "card": card}


def achieved_special(p, name):
    return {"type": "achieve", "player": p, "achievement": name, "special": True}


def achieved_chain(p, card):
    """The chain rule's achievement: a card drawn and put among `p`'s achievements from its hand."""
    return {"type": "achieve", "player": p, "achievement": card, "age": catalog_card(card).age,
            "from": {"zone": "hand", "player": p}, "chain": True}


def share_bonus(p=0):
    """The sharing bonus: one draw for `p` (the launcher)."""
    return {"type": "share_bonus", "player": p, "draws": 1}


def won(p, winners):
    """The game won by a dogma effect of `p`'s."""
    return {"type": "game_over", "player": p, "winners": winners, "reason": "dogma"}


# --- stand-in effects (for the `register` fixture) -------------------------------------------------

def draws_a(age):
    """A stand-in non-demand effect: draw a card of `age`."""
    def effect(ctx):
        ctx.draw(age)
    return effect
