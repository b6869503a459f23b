"""Steps for the Unseen expansion (fourth edition): the safe and its secrets, the Unseen decks,
each player's Unseen draw of the turn, coin flips, and the outcomes only Unseen has, a card
safeguarded and a secret achieved.

The canonical state lists a player's safe as `players[].safe`, oldest first, each secret an
object `{"card", "age", "set", "revealed"}` (docs/protocol.md 4.7): the referee's state, which
the suite reads, names every secret, although no player may know one. A scenario therefore
names secrets by title, and the steps map a title to what the engine offers: the position of the
secret in the safe for the Achieve action, and for a decision among secrets (whose options are
positions and backs, never titles) the search of `running/decisions.py`, which answers until the
named card has arrived where the verb says ("When Alice safeguards Tools": into her safe). Like
every step, these read and set the game only through protocol v1 (`ctx`).
"""

from __future__ import annotations

import json

from ..running.context import ScenarioContext
from ..running.decisions import Intent
from . import words as W
from .base import decides, given, then, when
from .base import expect as _expect


def _titles(safe: list) -> list[str]:
    return [str(s.get("card")) if isinstance(s, dict) else str(s) for s in safe]


def _safe(ctx: ScenarioContext, player: str) -> list:
    actual = ctx.player_state(player).get("safe")
    _expect(isinstance(actual, list), f"the state lists no safe for {player} (players[].safe)")
    return actual if isinstance(actual, list) else []


@given("{player:Name}'s safe is {cards:Cards}", "Given Alice's safe is Freemasons, Sabotage")
def safe(ctx: ScenarioContext, player: str, cards: list[str]):
    """Puts exactly these cards in the player's safe, oldest first ('nothing' for an empty
    safe); a variant without Unseen refuses the position."""
    ctx.player_entry(player)["safe"] = [{"card": card} for card in cards]


@given("{player:Name}'s secret {card} is revealed", "Given Alice's secret Freemasons is revealed")
def revealed(ctx: ScenarioContext, player: str, card: str):
    """The secret (already given in the player's safe) was revealed to every player."""
    entries = ctx.player_entry(player).get("safe") or []
    found = [entry for entry in entries if entry.get("card") == card]
    _expect(bool(found), f"{card} is not in {player}'s given safe: give the safe first")
    for entry in found:
        entry["revealed"] = True


@then("{player:Name}'s secret {card} is revealed", "Then Alice's secret Freemasons is revealed")
def secret_revealed(ctx: ScenarioContext, player: str, card: str):
    """The secret lies in the player's safe, revealed to every player (its `revealed` flag)."""
    _expect(_revealed_flag(ctx, player, card) is True, f"{player}'s secret {card} is not revealed")


@then("{player:Name}'s secret {card} is not revealed", "Then Alice's secret Freemasons is not revealed")
def secret_not_revealed(ctx: ScenarioContext, player: str, card: str):
    """The secret lies in the player's safe, known to nobody (its `revealed` flag is false)."""
    _expect(_revealed_flag(ctx, player, card) is False, f"{player}'s secret {card} is revealed")


def _revealed_flag(ctx: ScenarioContext, player: str, card: str) -> object:
    found = [s for s in _safe(ctx, player) if isinstance(s, dict) and s.get("card") == card]
    _expect(len(found) == 1, f"{card} is not in {player}'s safe ({W.listed(_titles(_safe(ctx, player)))})")
    return found[0].get("revealed") if found else None


@then("no player's view names {player:Name}'s secret {card}", "Then no player's view names Alice's secret Confession")
def secret_unnamed(ctx: ScenarioContext, player: str, card: str):
    """No seat's view of the game now (`state` with a `viewer`, docs/protocol.md 4.6), its
    owner's included, names the secret anywhere: not in a safe, nor in a pending decision's
    options or prompt (a secret is offered by its position and back)."""
    _expect(card in _titles(_safe(ctx, player)), f"{card} is not in {player}'s safe")
    ctx.served_state()      # the engine brought to the scenario's position
    for seat, name in enumerate(ctx.players):
        answer = ctx.call({"op": "state", "viewer": seat})
        _expect(bool(answer.get("ok")), f"{name}'s view was refused: {W.as_json(answer.get('error'))}")
        _expect(card not in json.dumps(answer.get("state"), ensure_ascii=False),
                f"{name}'s view names {player}'s secret {card}")


secret_unnamed.needs = "player_views"  # type: ignore[attr-defined]

# -- protocol values given or sent as they are, to check that an engine refuses malformed ones --

def _json(text: str, what: str) -> object:
    try:
        return json.loads(text)
    except ValueError:
        _expect(False, f"{what} is written as JSON, not {text!r}")
        return None


@given("the position lists {player:Name}'s safe as {value}",
       'Given the position lists Alice\'s safe as [{"card": "Tomb", "age": 2}]')
def safe_as_given(ctx: ScenarioContext, player: str, value: str):
    """Puts this JSON value, as it is, in the given state as the player's `safe` (for a position
    an engine must refuse)."""
    ctx.player_entry(player)["safe"] = _json(value, "the safe")


@given("the position lists {player:Name}'s Unseen draw as {value}",
       'Given the position lists Alice\'s Unseen draw as "yes"')
def draw_as_given(ctx: ScenarioContext, player: str, value: str):
    """Puts this JSON value, as it is, in the given state as the player's `unseen_draw_used`."""
    ctx.player_entry(player)["unseen_draw_used"] = _json(value, "the Unseen draw")


@given("the position lists the coin flips as {value}", 'Given the position lists the coin flips as ["edge"]')
def flips_as_given(ctx: ScenarioContext, value: str):
    """Puts this JSON value, as it is, in the given state as its `coin_flips`."""
    ctx.before_start()
    ctx.state["coin_flips"] = _json(value, "the coin flips")


@when("{player:Name} asks to achieve the secret at position {value}",
      "When Alice asks to achieve the secret at position true")
def achieve_position(ctx: ScenarioContext, player: str, value: str):
    """The Achieve action naming `"secret": value`, the JSON value as it is (a position out of the
    safe, or no position at all): a move an engine must refuse."""
    ctx.settle()
    ctx.play(player, {"type": "achieve", "secret": _json(value, "the position")})


@then("{player:Name}'s safe is {cards:Cards}", "Then Alice's safe is Sabotage, Freemasons")
def safe_is(ctx: ScenarioContext, player: str, cards: list[str]):
    """The player's safe holds exactly these cards, oldest first ('nothing': empty), as the
    referee's state names them."""
    actual = _titles(_safe(ctx, player))
    _expect(actual == cards, f"{player}'s safe is {W.listed(actual)}, expected {W.listed(cards)} (oldest first)")


@then("{player:Name}'s safe holds {count:d} secrets", "Then Alice's safe holds 2 secrets")
def safe_count(ctx: ScenarioContext, player: str, count: int):
    """The player's safe holds this many secrets."""
    actual = len(_safe(ctx, player))
    _expect(actual == count, f"{player}'s safe holds {actual} secrets, expected {count}")


@then("{player:Name}'s safe holds {count:d} secret", "Then Bob's safe holds 1 secret")
def safe_count_one(ctx: ScenarioContext, player: str, count: int):
    """The player's safe holds this many secrets (singular wording)."""
    safe_count(ctx, player, count)


@given("the Unseen age {age:d} pile is {cards:Cards}", "Given the Unseen age 3 pile is Cipher, Exile")
def unseen_pile(ctx: ScenarioContext, age: int, cards: list[str]):
    """Sets one Unseen deck exactly, top card first ('nothing' for an empty deck); an Unseen deck
    left out holds every Unseen card of its age placed nowhere else, shuffled by the seed."""
    ctx.before_start()
    ctx.state.setdefault("supply_unseen", {})[str(age)] = cards


def _unseen_deck(ctx: ScenarioContext, age: int) -> list:
    decks = ctx.current().get("supply_unseen")
    _expect(isinstance(decks, dict), "the state lists no Unseen decks (supply_unseen)")
    return list(decks.get(str(age), []) if isinstance(decks, dict) else [])


@then("the Unseen age {age:d} pile is {cards:Cards}", "Then the Unseen age 1 pile is Dance")
def unseen_pile_is(ctx: ScenarioContext, age: int, cards: list[str]):
    """The Unseen deck of that age holds exactly these cards, top first ('nothing': empty)."""
    actual = _unseen_deck(ctx, age)
    _expect(actual == cards, f"the Unseen age {age} pile is {W.listed(actual)}, expected {W.listed(cards)}")


@given("{player:Name} has used {whose:w} Unseen draw this turn", "Given Alice has used her Unseen draw this turn")
def draw_used(ctx: ScenarioContext, player: str, whose: str):
    """The player's Unseen draw of this turn (their first draw naming no deck) is used up."""
    ctx.player_entry(player)["unseen_draw_used"] = True


@then("{player:Name}'s Unseen draw is {state:w}", "Then Bob's Unseen draw is used")
def draw_state(ctx: ScenarioContext, player: str, state: str):
    """Whether the player's Unseen draw of this turn is used up ('used') or still theirs
    ('unused')."""
    _expect(state in ("used", "unused"), f"say 'used' or 'unused', not {W.as_json(state)}")
    actual = ctx.player_state(player).get("unseen_draw_used")
    _expect(isinstance(actual, bool), f"the state says nothing of {player}'s Unseen draw (players[].unseen_draw_used)")
    _expect(actual == (state == "used"), f"{player}'s Unseen draw is {'used' if actual else 'unused'}, expected {state}")


@given("the next coin flips are {flips}", "Given the next coin flips are heads, tails")
def coin_flips(ctx: ScenarioContext, flips: str):
    """Fixes the results of the next coin flips, in order ('heads' or 'tails' each); later flips
    are random by the seed."""
    ctx.before_start()
    ctx.state["coin_flips"] = _flip_results(flips)


def _flip_results(text: str) -> list[str]:
    results = [flip.strip() for flip in text.split(",")]
    _expect(all(flip in ("heads", "tails") for flip in results), f"coin flips are heads or tails, not {W.as_json(text)}")
    return results


@then("{player:Name}'s coin flips came up {flips}", "Then Alice's coin flips came up tails, heads")
def coins_came_up(ctx: ScenarioContext, player: str, flips: str):
    """The coins the player flipped in the last move (and the answers since) came up these
    results, in order, and no others (`coin_flip` events)."""
    wanted = _flip_results(flips)
    seat = ctx.seat(player)
    actual = [e.get("result") for e in ctx.events if e.get("type") == "coin_flip" and e.get("player") == seat]
    _expect(actual == wanted, f"{player}'s coin flips in the last move came up "
                              f"{W.listed([W.plain(r) for r in actual])}, expected {W.listed(wanted)}")


@then("{player:Name}'s coin came up {flips}", "Then Alice's coin came up heads")
def coin_came_up(ctx: ScenarioContext, player: str, flips: str):
    """The player flipped one coin in the last move (and the answers since), and it came up
    this result (`coin_flip` events)."""
    coins_came_up(ctx, player, flips)


coins_came_up.needs = coin_came_up.needs = "events"  # type: ignore[attr-defined]


@decides
@when("{player:Name} achieves {whose:w} secret {card}", "When Alice achieves her secret Freemasons")
def achieves_secret(ctx: ScenarioContext, player: str, whose: str, card: str):
    """With no decision of the player's pending, the Achieve action on that secret of their own
    safe (the move names its position, read from the referee's state); while the player decides,
    their decision achieves it, however the engine offers it."""
    ctx.settle()
    pending = ctx.pending()
    if pending is not None and pending.get("player") == ctx.seat(player):
        ctx.bring_about(player, Intent(ctx.seat(player), "achieves", (card,)))
        return
    titles = _titles(_safe(ctx, player))
    _expect(card in titles, f"{card} is not in {player}'s safe ({W.listed(titles)})")
    ctx.play(player, {"type": "achieve", "secret": titles.index(card) + 1})


@then("{player:Name} safeguarded {cards:Cards}", "Then Alice safeguarded Tools")
def safeguarded(ctx: ScenarioContext, player: str, cards: list[str]):
    """The last move (and the answers since) put each of these cards into the player's safe:
    `safeguard` events, each marked `"hidden": true` as docs/protocol.md 4.7 fixes (nobody may
    know the card from then on, so every player's view of the event shows its back); an engine
    that sends events but none of that kind is read from the state (each card is in the safe now)."""
    seat = ctx.seat(player)
    found = [e for e in ctx.events if isinstance(e, dict) and e.get("type") == "safeguard"]
    now = _titles(ctx.player_state(player).get("safe") or [])
    for card in cards:
        mine = [e for e in found if e.get("player") == seat and e.get("card") == card]
        held = bool(mine) if found else card in now
        _expect(held, f"{player} did not safeguard {card} in the last move (safeguards: {W.as_json(found)})")
        unmarked = [e for e in mine if e.get("hidden") is not True]
        _expect(not unmarked, f"{player}'s safeguard of {card} is not marked \"hidden\": true, so players' "
                              f"views of it would name the card: {W.as_json(unmarked)}")


@then("nobody safeguarded a card", "Then nobody safeguarded a card")
def nothing_safeguarded(ctx: ScenarioContext):
    """The last move (and the answers since) safeguarded no card (read from events)."""
    found = [e for e in ctx.events if e.get("type") == "safeguard"]
    _expect(not found, f"a card was safeguarded: {W.as_json(found)}")


safeguarded.needs = nothing_safeguarded.needs = "events"  # type: ignore[attr-defined]
