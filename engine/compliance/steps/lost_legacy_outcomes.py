"""The Lost Legacy outcome steps (Then): the setup, cards and zones, who knows which card, and
the end of the round. The positions and moves are in lost_legacy.py, whose conventions hold here
too (card lists, deck order, seats)."""

from __future__ import annotations

from ..running.context import ScenarioContext
from . import words as W
from .base import decides, then
from .base import expect as _expect
from .lost_legacy import (  # the helpers both halves of the Lost Legacy steps read positions with
    _card,
    _counted,
    _hand,
    _known_to,
    _n,
    _named,
    _options_are,
    _pending,
    _people,
    _seen,
    _shown,
    _target,
)

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
