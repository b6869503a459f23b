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
from .base import decides, given, then, when
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


# -- Then: the setup -------------------------------------------------------------------------

# Stacked decorators register bottom first, and the first pattern that matches wins: the longer
# patterns go below the shorter ones they extend.
@then("the setup is refused as {code:Code}", "Then the setup is refused as bad_request")
@then("the setup is refused as {code:Code}, mentioning {texts:Cards}",
      "Then the setup is refused as unsupported, mentioning Saint, Necromancer")
def setup_refused(ctx: ScenarioContext, code: str, texts: list[str] | None = None):
    """new_game was refused with this error code, and its message names each of these words
    (for instance the missing cards)."""
    rejection, ctx.setup_rejection = ctx.setup_rejection, None
    _expect(rejection is not None, "new_game was accepted, expected a refusal")
    assert rejection is not None  # _expect failed the step otherwise
    _expect(rejection.get("code") == code, f"new_game was refused as {W.plain(rejection.get('code'))}, expected {code} "
                                           f"({rejection.get('message')})")
    message = str(rejection.get("message", ""))
    missing = [text for text in texts or [] if text not in message]
    _expect(not missing, f"the refusal does not mention {', '.join(missing)}: {message}")


setup_refused.checks_rejection = True


@then("the cards in the round are {cards:Cards}",
      "Then the cards in the round are Girl of Fate, General, Shadow Thief, Swordsman, Lost Legacy: The Starship, "
      "Old Map x2, Search x3, Assault x3, Sneak Attack x3")
def cards_in_round(ctx: ScenarioContext, cards: list[str]):
    """Hands, discard piles, the deck and the Ruins together hold exactly these cards (`Name x3`:
    three copies), in any order; nothing else is in the round."""
    state = ctx.current()
    actual = [_card(c) for p in state["players"] for c in p.get("hand", []) + p.get("discard", [])]
    actual += [_card(c) for c in state.get("deck", []) + state.get("ruins", [])]
    expected = _counted(cards)
    _expect(sorted(map(str, actual)) == sorted(expected),
            f"the round holds {W.listed(sorted(map(str, actual)))}, expected {W.listed(sorted(expected))}")


@then("every hand is known only to its holder", "Then every hand is known only to its holder")
def hands_private(ctx: ScenarioContext):
    """Each card in a player's hand is known to that player and to nobody else."""
    for seat, player in enumerate(ctx.current()["players"]):
        for slot in player.get("hand", []):
            _expect(_seen(slot) == [seat], f"{ctx.players[seat]}'s {_shown(slot)} is known to "
                                           f"{W.listed(_named(ctx, _seen(slot)), 'nobody')}, expected {ctx.players[seat]} only")


# -- Then: cards and zones -------------------------------------------------------------------

@then("the player to act holds {count:d} cards", "Then the player to act holds 2 cards")
def actor_holds(ctx: ScenarioContext, count: int):
    """The player whose turn it is holds this many cards."""
    seat = ctx.current()["turn"]["player"]
    actual = len(ctx.current()["players"][seat].get("hand", []))
    _expect(actual == count, f"{ctx.players[seat]}, to act, holds {_n(actual)}, expected {count}")


@then("every other player holds {count:d} card", "Then every other player holds 1 card")
@then("every other player holds {count:d} cards", "Then every other player holds 2 cards")
def others_hold(ctx: ScenarioContext, count: int):
    """Every player but the one whose turn it is holds this many cards."""
    state = ctx.current()
    for seat, player in enumerate(state["players"]):
        if seat != state["turn"]["player"]:
            actual = len(player.get("hand", []))
            _expect(actual == count, f"{ctx.players[seat]} holds {_n(actual)}, expected {count}")


@then("{player:Name} holds {count:d} card", "Then Bob holds 1 card")
@then("{player:Name} holds {count:d} cards", "Then Alice holds 2 cards")
def holds_count(ctx: ScenarioContext, player: str, count: int):
    """The player's hand holds this many cards."""
    actual = len(_hand(ctx, player))
    _expect(actual == count, f"{player} holds {_n(actual)}, expected {count}")


@then("{player:Name} holds {cards:Cards}", "Then Alice holds Search, Old Map")
def holds(ctx: ScenarioContext, player: str, cards: list[str]):
    """The player's hand holds exactly these cards, in any order ('nothing' for none)."""
    actual = sorted(_shown(c) for c in _hand(ctx, player))
    _expect(actual == sorted(_counted(cards)), f"{player} holds {W.listed(actual)}, expected {W.listed(sorted(_counted(cards)))}")


@then("{player:Name}'s discards are {cards:Cards}", "Then Alice's discards are Search, General")
def discards_are(ctx: ScenarioContext, player: str, cards: list[str]):
    """The player's discard pile is exactly these cards, latest first ('nothing' for none)."""
    actual = [_card(c) for c in ctx.player_state(player).get("discard", [])]
    _expect(actual == _counted(cards), f"{player}'s discards are {W.listed(actual)}, expected {W.listed(_counted(cards))}")


@then("the deck has {count:d} card", "Then the deck has 1 card")
@then("the deck has {count:d} cards", "Then the deck has 11 cards")
def deck_count(ctx: ScenarioContext, count: int):
    """The deck holds this many cards."""
    actual = len(ctx.current().get("deck", []))
    _expect(actual == count, f"the deck has {_n(actual)}, expected {count}")


@then("the deck holds {cards:Cards} in any order", "Then the deck holds Search, Lost Legacy: The Starship in any order")
def deck_holds(ctx: ScenarioContext, cards: list[str]):
    """The deck holds exactly these cards, whatever their order (after a shuffle)."""
    actual = sorted(str(_card(c)) for c in ctx.current().get("deck", []))
    _expect(actual == sorted(_counted(cards)), f"the deck holds {W.listed(actual)}, expected {W.listed(sorted(_counted(cards)))}")


@then("the deck is {cards:Cards}", "Then the deck is Search, Old Map")
def deck_is(ctx: ScenarioContext, cards: list[str]):
    """The deck is exactly these cards, top card first ('nothing' for an empty deck)."""
    actual = [_card(c) for c in ctx.current().get("deck", [])]
    _expect(actual == _counted(cards), f"the deck is {W.listed(actual)}, expected {W.listed(_counted(cards))}")


@then("the Ruins hold {count:d} card", "Then the Ruins hold 1 card")
@then("the Ruins hold {count:d} cards", "Then the Ruins hold 2 cards")
def ruins_count(ctx: ScenarioContext, count: int):
    """The Ruins hold this many cards."""
    actual = len(ctx.current().get("ruins", []))
    _expect(actual == count, f"the Ruins hold {_n(actual)}, expected {count}")


@then("the Ruins hold {cards:Cards} in any order", "Then the Ruins hold Old Map, Lost Legacy: Flying Garden in any order")
def ruins_hold(ctx: ScenarioContext, cards: list[str]):
    """The Ruins hold exactly these cards, whatever their order (after a shuffle)."""
    actual = sorted(str(_card(c)) for c in ctx.current().get("ruins", []))
    _expect(actual == sorted(_counted(cards)), f"the Ruins hold {W.listed(actual)}, expected {W.listed(sorted(_counted(cards)))}")


@then("the Ruins are {cards:Cards}", "Then the Ruins are Girl of Fate, Search")
def ruins_are(ctx: ScenarioContext, cards: list[str]):
    """The Ruins are exactly these cards, in order (Ruins card 1 first; 'nothing' for none)."""
    actual = [_card(c) for c in ctx.current().get("ruins", [])]
    _expect(actual == _counted(cards), f"the Ruins are {W.listed(actual)}, expected {W.listed(_counted(cards))}")


# -- Then: knowledge -------------------------------------------------------------------------

@then("only {names:Cards} knows {where}", "Then only Alice knows the top card of the deck")
@then("only {names:Cards} know {where}", "Then only Alice and Bob know Bob's hand")
def known_only(ctx: ScenarioContext, names: list[str], where: str):
    """Exactly these players know the card(s) named: 'Bob's hand', 'Ruins card 1', 'the top card of
    the deck', 'every card of the deck', 'every Ruins card', or 'whether the cards were swapped'
    (the last move's exchange)."""
    _known_to(ctx, where, _people(ctx, names))


@then("everyone knows {where}", "Then everyone knows Ruins card 1")
def known_to_all(ctx: ScenarioContext, where: str):
    """Every player knows the card(s) named (revealed to all)."""
    _known_to(ctx, where, list(range(len(ctx.players))))


@then("nobody knows {where}", "Then nobody knows every card of the deck")
def known_to_none(ctx: ScenarioContext, where: str):
    """No player knows the card(s) named."""
    _known_to(ctx, where, [])


# -- Then: turns, moves and decisions ----------------------------------------------------------

@then("it is {player:Name}'s turn to play", "Then it is Bob's turn to play")
def turn_to_play(ctx: ScenarioContext, player: str):
    """The player has drawn and is to play a card: it is their turn, in the play phase, with no
    decision pending."""
    state = ctx.current()
    actual = (_named(ctx, [state["turn"]["player"]])[0], state["turn"]["phase"])
    _expect(actual == (player, "play"), f"it is {actual[0]}'s turn, in the {actual[1]} phase, expected {player}'s turn, in the play phase")
    answer = ctx.moves()
    _expect(answer.get("pending") is None and answer.get("player") == ctx.seat(player),
            f"{player} is not the one to play: {W.as_json(answer)}")


@then("{player:Name} may play {cards:Cards}", "Then Alice may play Search, Old Map")
def may_play(ctx: ScenarioContext, player: str, cards: list[str]):
    """The player's legal moves are to play exactly these cards."""
    answer = ctx.moves()
    _expect(answer.get("pending") is None, f"a decision is pending: {W.as_json(answer.get('pending'))}")
    _expect(answer.get("player") == ctx.seat(player), f"{_named(ctx, [answer.get('player')])[0]} is to act, "
                                                      f"not {player}")
    actual = sorted({m.get("card") for m in answer.get("moves", []) if m.get("type") == "play"})
    _expect(actual == sorted(set(cards)), f"{player} may play {W.listed(actual)}, expected {W.listed(sorted(set(cards)))}")


@decides
@then("{player:Name} must target one of {names:Cards}", "Then Alice must target one of Bob, Carol")
def must_target(ctx: ScenarioContext, player: str, names: list[str]):
    """A decision is pending for the player: choose exactly one of these players."""
    _options_are(ctx, player, [ctx.seat(name) for name in names])


@decides
@then("{player:Name} may look at {targets:Cards}", "Then Alice may look at Bob's hand, Ruins card 1")
def may_look(ctx: ScenarioContext, player: str, targets: list[str]):
    """A decision is pending for the player: look at exactly one of these ('Bob's hand', 'Ruins card 1')."""
    _options_are(ctx, player, [_target(ctx, t) for t in targets])


@decides
@then("{player:Name} may swap the cards or keep them where they are",
      "Then Alice may swap the cards or keep them where they are")
def may_swap(ctx: ScenarioContext, player: str):
    """An optional exchange is offered to the player: swap or keep."""
    _options_are(ctx, player, ["swap", "keep"])


@decides
@then("{player:Name} may shuffle the Ruins or leave them in order", "Then Alice may shuffle the Ruins or leave them in order")
def may_shuffle(ctx: ScenarioContext, player: str):
    """Old Map's optional shuffle is offered to the player: shuffle or keep."""
    _options_are(ctx, player, ["shuffle", "keep"])


# -- Then: elimination and the investigation ---------------------------------------------------

@then("{player:Name} is eliminated", "Then Bob is eliminated")
def is_eliminated(ctx: ScenarioContext, player: str):
    """The player is out of the round."""
    _expect(ctx.player_state(player).get("eliminated") is True, f"{player} is still in the round")


@then("the eliminated players are {names:Cards}", "Then the eliminated players are nobody")
def eliminated_are(ctx: ScenarioContext, names: list[str]):
    """Exactly these players are out of the round ('nobody' for none)."""
    actual = [seat for seat, p in enumerate(ctx.current()["players"]) if p.get("eliminated")]
    expected = _people(ctx, names)
    _expect(actual == expected, f"the eliminated players are {W.listed(_named(ctx, actual), 'nobody')}, expected "
                                f"{W.listed(_named(ctx, expected), 'nobody')}")


@then("the investigation order is {names:Cards}", "Then the investigation order is Bob, Alice, Carol")
def investigation_order(ctx: ScenarioContext, names: list[str]):
    """The investigation phase has begun; these players investigate, in this order ('nobody')."""
    investigation = ctx.current().get("investigation")
    _expect(investigation is not None, "the investigation phase has not begun")
    assert investigation is not None  # _expect failed the step otherwise
    actual = _named(ctx, investigation.get("order", []))
    expected = _named(ctx, [ctx.seat(n) for n in names if n != "nobody"])
    _expect(actual == expected, f"the investigation order is {W.listed(actual, 'nobody')}, expected {W.listed(expected, 'nobody')}")


@then("the players who do not investigate are {names:Cards}", "Then the players who do not investigate are Dave")
def not_investigating(ctx: ScenarioContext, names: list[str]):
    """The investigation phase has begun; exactly these players in the round do not investigate."""
    investigation = ctx.current().get("investigation")
    _expect(investigation is not None, "the investigation phase has not begun")
    assert investigation is not None  # _expect failed the step otherwise
    actual = sorted(investigation.get("skipped", []))
    expected = _people(ctx, names)
    _expect(actual == expected, f"the players who do not investigate are {W.listed(_named(ctx, actual), 'nobody')}, "
                                f"expected {W.listed(_named(ctx, expected), 'nobody')}")


@decides
@then("{player:Name} is to investigate", "Then Bob is to investigate")
def to_investigate(ctx: ScenarioContext, player: str):
    """The investigation phase runs and the player is the one to investigate now."""
    _pending(ctx, player)
    phase = ctx.current()["turn"]["phase"]
    _expect(phase == "investigation", f"the round is in its {W.plain(phase)} phase, not the investigation")


@decides
@then("{player:Name} may investigate {targets:Cards}", "Then Bob may investigate Alice's hand, Bob's hand, Ruins card 1")
def may_investigate(ctx: ScenarioContext, player: str, targets: list[str]):
    """The player is to investigate exactly one of these ('Bob's hand', 'Ruins card 1')."""
    to_investigate(ctx, player)
    _options_are(ctx, player, [_target(ctx, t) for t in targets])


@then("everyone loses", "Then everyone loses")
def everyone_loses(ctx: ScenarioContext):
    """The round is over and nobody won: no investigator found the Lost Legacy."""
    result = ctx.current().get("result")
    _expect(result == {"winners": [], "reason": "nobody-found"}, f"{W.result(result, ctx.players)}, expected everyone to lose "
                                                                 "(no winners, reason nobody-found)")
