"""The Lost Legacy steps: positions (Given), moves (When) and outcomes (Then).

They drive the game only through protocol v1 (`ctx.call`, through the context), never by
importing an engine, so the same feature files test any implementation. The state they read
is the referee's view that protocol v1 serves for Lost Legacy: every card named, each hidden
card with the `visible_to` seats that know it.

Conventions:
- card lists are comma-separated English names ('nothing' for none); `Name x3` stands for
  three copies;
- the deck is listed top card first, a discard pile latest card first, the Ruins in their
  order, and `Ruins card 1` is the first of them;
- players are Alice, Bob, Carol, Dave, Eve and Frank in seat order (clockwise: the player on
  Alice's left is Bob), seated by the shared step `Given a 3-player game`;
- a position names its cards; when it lists the deck, cards it places nowhere are out of the
  round. Without `Given it is ...'s turn ...` the round starts with Alice's draw.

Several shared steps work for Lost Legacy as they are: `Given a 3-player game`, `Given Alice
has Search in hand`, `Given the seed is 7`, `When the game starts`, `Then the move is rejected
as illegal_move`, `Then Alice wins by investigation` (reasons: investigation, card-effect,
elimination), `Then the game is not over`.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence

from ...data import lost_legacy_sets
from ..running.context import ScenarioContext, StepFailure, StepNotEvaluated
from . import words as W
from .base import decides, given, when
from .base import expect as _expect
from .words import UNSEEN

CARDS_PER_SET = 16  # lost-legacy.es.txt, Componentes
PHASES = ("draw", "play")


# -- helpers -------------------------------------------------------------------------------

def _card(entry) -> str | None:
    """A card of the state: a name, or a slot {"card": ..., "visible_to": [...]}."""
    return entry if isinstance(entry, str) or entry is None else entry.get("card")


def _shown(entry) -> str:
    """A card of the state as a message names it (a card the state hides is 'an unseen card')."""
    return _card(entry) or UNSEEN


def _seen(entry) -> list[int]:
    return [] if isinstance(entry, str) else sorted(entry.get("visible_to", []))


def _counted(cards: list[str]) -> list[str]:
    """'Old Map x2' -> ['Old Map', 'Old Map']."""
    out: list[str] = []
    for item in cards:
        found = re.fullmatch(r"(.+?) x(\d+)", item)
        out += [found[1]] * int(found[2]) if found else [item]
    return out


def _copies(cards: list[str]) -> list[dict]:
    """'Old Map x2' -> deck.cards entries {"name": "Old Map", "copies": 2}."""
    entries: dict[str, int] = {}
    for name in _counted(cards):
        entries[name] = entries.get(name, 0) + 1
    return [{"name": name, "copies": copies} for name, copies in entries.items()]


def _people(ctx: ScenarioContext, names: list[str]) -> list[int]:
    """Seats of named players; 'nobody' (or 'nothing') is none, 'everyone' is every seat."""
    if names in ([], ["nobody"]):
        return []
    if names == ["everyone"]:
        return list(range(len(ctx.players)))
    return sorted(ctx.seat(name) for name in names)


def _named(ctx: ScenarioContext, seats: Sequence[object]) -> list[str]:
    return [ctx.players[s] if isinstance(s, int) and 0 <= s < len(ctx.players) else str(s) for s in seats]


def _target(ctx: ScenarioContext, text: str) -> dict:
    """'Bob's hand' -> {"hand": 1}; 'Ruins card 2' -> {"ruins": 1}."""
    found = re.fullmatch(r"([A-Z][a-z]+)'s hand", text.strip())
    if found:
        return {"hand": ctx.seat(found[1])}
    found = re.fullmatch(r"Ruins card (\d+)", text.strip())
    if found and int(found[1]) >= 1:
        return {"ruins": int(found[1]) - 1}
    raise StepFailure(f"'{text}' names no card to look at (write 'Bob's hand' or 'Ruins card 1')")


def _n(count: int) -> str:
    return f"{count} card" if count == 1 else f"{count} cards"


def _key(value) -> str:
    return json.dumps(value, sort_keys=True)


def _pending(ctx: ScenarioContext, player: str) -> dict:
    answer = ctx.moves()
    pending = answer.get("pending")
    _expect(pending is not None, f"no decision is pending ({_named(ctx, [answer.get('player')])[0]} is to "
                                 f"play: {W.as_json(answer.get('moves'))})")
    assert pending is not None  # _expect failed the step otherwise
    _expect(pending.get("player") == ctx.seat(player),
            f"the pending decision is {_named(ctx, [pending.get('player')])[0]}'s, not {player}'s")
    return pending


def _options_are(ctx: ScenarioContext, player: str, expected: list) -> None:
    pending = _pending(ctx, player)
    actual = sorted(_key(o) for o in pending.get("options", []))
    _expect((pending.get("min"), pending.get("max")) == (1, 1),
            f"{player} must choose {W.as_json(pending.get('min'))} to {W.as_json(pending.get('max'))} options, expected exactly 1")
    _expect(actual == sorted(_key(o) for o in expected),
            f"{player} may choose {W.as_json(pending.get('options'))}, expected {W.as_json(expected)}")


def _choose(ctx: ScenarioContext, player: str, option) -> None:
    ctx.play(player, {"type": "choose", "choice": [option]})


def _hand(ctx: ScenarioContext, player: str) -> list:
    return ctx.player_state(player).get("hand", [])


def _slots(ctx: ScenarioContext, where: str) -> list:
    """The slots a phrase names: 'Bob's hand', 'Ruins card 1', 'the top card of the deck',
    'every card of the deck', 'every Ruins card'."""
    state = ctx.current()
    where = where.strip()
    found = re.fullmatch(r"([A-Z][a-z]+)'s hand", where)
    if found:
        hand = state["players"][ctx.seat(found[1])].get("hand", [])
        _expect(bool(hand), f"{found[1]} holds no card")
        return hand
    found = re.fullmatch(r"Ruins card (\d+)", where)
    if found:
        ruins, index = state.get("ruins", []), int(found[1]) - 1
        _expect(0 <= index < len(ruins), f"there is no Ruins card {found[1]} (the Ruins hold {len(ruins)})")
        return [ruins[index]]
    if where == "the top card of the deck":
        _expect(bool(state.get("deck")), "the deck is empty")
        return [state["deck"][0]]
    if where == "every card of the deck":
        return state.get("deck", [])
    if where == "every Ruins card":
        return state.get("ruins", [])
    raise StepFailure(f"'{where}' names no card (write 'Bob's hand', 'Ruins card 1', 'the top card of the "
                         "deck', 'every card of the deck', 'every Ruins card' or 'whether the cards were swapped')")


def _known_to(ctx: ScenarioContext, where: str, seats: list[int]) -> None:
    if where.strip() == "whether the cards were swapped":
        if not ctx.has("events"):
            raise StepNotEvaluated("who learns of an exchange is read from events")
        exchanges = [e for e in ctx.events if e.get("type") == "exchange"]
        _expect(bool(exchanges), f"the last move made no exchange offer (events: {W.as_json(ctx.events)})")
        event = exchanges[-1]
        actual = sorted(event["visible_to"]) if "visible_to" in event else list(range(len(ctx.players)))
        _expect(actual == seats, f"whether the cards were swapped is known to {W.listed(_named(ctx, actual), 'nobody')}, "
                                 f"expected {W.listed(_named(ctx, seats), 'nobody')}")
        return
    for slot in _slots(ctx, where):
        actual = _seen(slot)
        _expect(actual == seats, f"{where} ({_shown(slot)}) is known to {W.listed(_named(ctx, actual), 'nobody')}, "
                                 f"expected {W.listed(_named(ctx, seats), 'nobody')}")


def _payload_deck(ctx: ScenarioContext, deck: dict) -> None:
    """Play the variant under test with another deck: it goes to new_game as a variant object."""
    ctx.before_start()
    data = ctx.variant_data()
    _expect(data.get("game") == "lost-legacy", "a Lost Legacy deck needs a Lost Legacy variant")
    data["deck"] = deck
    data["disputes"] = [d for d in data.get("disputes", []) if not str(d.get("key", "")).startswith("deck")]
    ctx.payload = data


# -- Given: the deck, the position ------------------------------------------------------------

@given("the round is dealt as at setup", "Given the round is dealt as at setup")
def dealt(ctx: ScenarioContext):
    """Gives new_game no position, so the implementation shuffles, deals, lays out the Ruins
    and lets the start player draw. Comes after the players are seated."""
    ctx.before_start()
    _expect(bool(ctx.players), "seat the players first (Given a 2-player game)")
    extra = sorted(set(ctx.state) - {"players"}) + sorted({k for p in ctx.state.get("players", []) for k in p}
                                                        - {"name"})
    _expect(not extra, f"a position was already given ({', '.join(extra)}): a dealt round takes none")
    ctx.state = {}


@given("the game uses the custom set {cards:Cards}",
       "Given the game uses the custom set Girl of Fate, General, Shadow Thief, Swordsman, Lost Legacy: Flying "
       "Garden, Old Map x2, Search x3, Assault x3, Sneak Attack x3")
def custom_set(ctx: ScenarioContext, cards: list[str]):
    """Plays the variant under test with a custom deck of exactly these cards (`Name x3` for three
    copies), sent to new_game as a resolved variant object (capability resolved_variant)."""
    entries = _copies(cards)
    _payload_deck(ctx, {"sets": [], "remove": [], "cards": entries, "complete": True,
                        "size": sum(e["copies"] for e in entries)})


@given("the game uses the card sets {sets:Cards}", "Given the game uses the card sets flying-garden")
@given("the game uses the card sets {sets:Cards} without {removed:Cards}",
       "Given the game uses the card sets starship, flying-garden without Lost Legacy: Flying Garden")
def card_sets(ctx: ScenarioContext, sets: list[str], removed: list[str] | None = None):
    """Plays the variant under test with whole card sets (ids 'starship', 'flying-garden'; 16 cards
    each), less one copy of each card named after 'without', sent to new_game as a resolved variant
    object. The deck is marked complete only if the card data knows every card of those sets."""
    known = lost_legacy_sets()
    unknown = [s for s in sets if s not in known]
    _expect(not unknown, f"unknown card set(s) {', '.join(unknown)} (known: {', '.join(known)})")
    removed = removed or []
    _payload_deck(ctx, {"sets": sets, "remove": removed, "cards": [],
                        "complete": all(known[s].get("complete", False) for s in sets),
                        "size": CARDS_PER_SET * len(sets) - len(removed)})


@given("the deck is {cards:Cards}", "Given the deck is Search, Old Map")
def deck(ctx: ScenarioContext, cards: list[str]):
    """Sets the deck exactly, top card first ('nothing' for an empty deck). Cards the position
    places nowhere are then out of the round."""
    ctx.before_start()
    ctx.state["deck"] = _counted(cards)


@given("the Ruins are {cards:Cards}", "Given the Ruins are Girl of Fate, Assault")
def ruins(ctx: ScenarioContext, cards: list[str]):
    """Sets the Ruins exactly, in order: the first is Ruins card 1 ('nothing' for none)."""
    ctx.before_start()
    ctx.state["ruins"] = _counted(cards)


@given("{player:Name} has discarded {cards:Cards}", "Given Bob has discarded Assault, Search")
def discarded(ctx: ScenarioContext, player: str, cards: list[str]):
    """Sets the player's discard pile (face up), the latest card first."""
    ctx.player_entry(player)["discard"] = _counted(cards)


@given("{player:Name} is eliminated", "Given Carol is eliminated")
def eliminated(ctx: ScenarioContext, player: str):
    """The player is already out of the round (and holds no card)."""
    ctx.player_entry(player)["eliminated"] = True


@given("it is {player:Name}'s turn to {phase}", "Given it is Alice's turn to play")
def turn(ctx: ScenarioContext, player: str, phase: str):
    """Whose turn it is: 'to draw' (the round starts with that player's draw) or 'to play' (the
    player has drawn and now plays a card)."""
    ctx.before_start()
    _expect(phase in PHASES, f"'{phase}': write 'to draw' or 'to play'")
    ctx.state["turn"] = {"number": 1, "player": ctx.seat(player), "phase": phase}


@given("the investigation begins after {player:Name}'s turn", "Given the investigation begins after Bob's turn")
def investigation_begins(ctx: ScenarioContext, player: str):
    """The deck ran out during this player's turn: the round starts with the investigation phase
    (the deck is empty unless the position says otherwise)."""
    ctx.before_start()
    ctx.state["turn"] = {"number": 1, "player": ctx.seat(player), "phase": "investigation"}
    ctx.state.setdefault("deck", [])


# -- When: moves -----------------------------------------------------------------------------

@when("the game is set up", "When the game is set up")
def set_up(ctx: ScenarioContext):
    """Sends new_game with the position given so far. Unlike 'When the game starts', a refusal
    does not fail this step: a following Then step may expect it."""
    ctx.start()


set_up.checks_rejection = True


@when("{player:Name} plays {card}", "When Alice plays Swordsman")
def play(ctx: ScenarioContext, player: str, card: str):
    """The player plays this card from their hand (the turn's draw has already happened)."""
    ctx.play(player, {"type": "play", "card": card})


@decides
@when("{player:Name} targets {target:Name}", "When Alice targets Bob")
def target(ctx: ScenarioContext, player: str, target: str):
    """Answers a 'choose a player' decision with that player."""
    _choose(ctx, player, ctx.seat(target))


@decides
@when("{player:Name} names speed {speed:d}", "When Alice names speed 5")
def name_speed(ctx: ScenarioContext, player: str, speed: int):
    """Answers a 'name a speed' decision (Curse) with that number."""
    _choose(ctx, player, speed)


@decides
@when("{player:Name} looks at {other:Name}'s hand", "When Alice looks at Bob's hand")
def look_hand(ctx: ScenarioContext, player: str, other: str):
    """Answers a 'choose a card to look at' decision with that player's hand."""
    _choose(ctx, player, {"hand": ctx.seat(other)})


@decides
@when("{player:Name} looks at Ruins card {number:d}", "When Alice looks at Ruins card 1")
def look_ruins(ctx: ScenarioContext, player: str, number: int):
    """Answers a 'choose a card to look at' decision with that Ruins card (counted from 1)."""
    _choose(ctx, player, {"ruins": number - 1})


@decides
@when("{player:Name} investigates {other:Name}'s hand", "When Bob investigates Alice's hand")
def investigate_hand(ctx: ScenarioContext, player: str, other: str):
    """The player's investigation looks at that player's hand (their own included)."""
    _choose(ctx, player, {"hand": ctx.seat(other)})


@decides
@when("{player:Name} investigates Ruins card {number:d}", "When Bob investigates Ruins card 1")
def investigate_ruins(ctx: ScenarioContext, player: str, number: int):
    """The player's investigation looks at that Ruins card (counted from 1)."""
    _choose(ctx, player, {"ruins": number - 1})


@decides
@when("{player:Name} swaps the cards", "When Alice swaps the cards")
def swap(ctx: ScenarioContext, player: str):
    """Accepts an optional exchange ('you may exchange it with your hand')."""
    _choose(ctx, player, "swap")


@decides
@when("{player:Name} keeps the cards where they are", "When Alice keeps the cards where they are")
def keep(ctx: ScenarioContext, player: str):
    """Declines an optional exchange."""
    _choose(ctx, player, "keep")


@decides
@when("{player:Name} shuffles the Ruins", "When Alice shuffles the Ruins")
def shuffle_ruins(ctx: ScenarioContext, player: str):
    """Accepts Old Map's optional shuffle of the Ruins."""
    _choose(ctx, player, "shuffle")


@decides
@when("{player:Name} leaves the Ruins in order", "When Alice leaves the Ruins in order")
def leave_ruins(ctx: ScenarioContext, player: str):
    """Declines Old Map's optional shuffle of the Ruins."""
    _choose(ctx, player, "keep")
