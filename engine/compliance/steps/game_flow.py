"""Steps for the course of a game: the setup of a fresh game, the opening meld, the first
player and whose turn it is.

A fresh game (no Given position but the players) is dealt by the implementation, so these
steps state the setup by its shape (how many cards, of which ages, in which piles) rather
than by titles, and they answer the opening meld by a rule ("the alphabetically first card
in hand") that does not depend on the deal. They drive the game only through protocol v1.
"""

from __future__ import annotations

from ..running.context import ScenarioContext, StepFailure
from . import words as W
from .base import decides, given, then, when
from .base import expect as _expect

WHICH = ("first", "last")


def _title_key(title: str) -> str:
    """English alphabetical order of card titles, a leading article included ('The Wheel'
    sorts under T, before 'Tools')."""
    return title.casefold()


def _memo(ctx: ScenarioContext) -> dict:
    """What these steps remember during one scenario: each player's opening hand and meld."""
    return ctx.__dict__.setdefault("game_flow", {"hands": {}, "melds": {}})


def _pick(hand: list[str], which: str) -> str:
    _expect(which in WHICH, f"'{which}' is not one of {', '.join(WHICH)}")
    _expect(bool(hand), "the hand is empty: there is no card to choose")
    ordered = sorted(hand, key=_title_key)
    return ordered[0] if which == "first" else ordered[-1]


def _choose_opening(ctx: ScenarioContext, seat: int, which: str) -> None:
    name = ctx.players[seat]
    hand = list(ctx.current()["players"][seat]["hand"])
    card = _pick(hand, which)
    memo = _memo(ctx)
    memo["hands"][name] = hand
    memo["melds"][name] = card
    ctx.play(name, {"type": "choose", "choice": [card]})
    ctx.require_unchecked_rejection_cleared()


# -- Given: a fresh game ----------------------------------------------------------------------

@given("the game is dealt as at setup", "Given the game is dealt as at setup")
def dealt_as_setup(ctx: ScenarioContext):
    """Gives new_game no position at all, so the implementation sets the game up itself
    (shuffled piles, achievements, the opening draw) and asks for the opening melds. Comes
    after the players are seated and before any other position step."""
    ctx.before_start()
    _expect(bool(ctx.players), "seat the players first (Given a 2-player game)")
    players = ctx.state.get("players", [])
    extra = sorted(set(ctx.state) - {"players"}) + sorted({k for p in players for k in p} - {"name"})
    _expect(not extra, f"a position was already given ({', '.join(extra)}): a dealt game takes none")
    ctx.state = {}


# -- Given: a house variant derived from the one under test -----------------------------------
# These send the resolved variant, changed, as new_game's variant (scenarios using them carry
# @needs:resolved_variant).

def _house(ctx: ScenarioContext, key: str, value) -> None:
    """Send the variant under test with one rule value changed (a dotted key), as a house
    variant would: its own id, and no dispute left on the key it changes."""
    ctx.before_start()
    data = ctx.variant_data()
    data["id"] = f"{data.get('id', ctx.variant)}-house"
    node = data
    *tables, field = key.split(".")
    for table in tables:
        node = node[table]
    node[field] = value
    data["disputes"] = [d for d in data.get("disputes", []) if d.get("key") != key]
    ctx.payload = data


@given("a house variant of it sets {key} to {value}",
       'Given a house variant of it sets victory.score_full_tie to "shared"')
def house_sets(ctx: ScenarioContext, key: str, value: str):
    """Plays a house variant of the variant under test that differs only in one rule value: a
    dotted parameter key and a TOML literal (quote strings). The scenario needs the
    resolved_variant capability (@needs:resolved_variant)."""
    import tomllib

    from ...variants.paths import flatten
    from ...variants.render import parameters

    _expect(key in flatten(parameters(ctx.variant_view())), f"'{key}' is not a rule parameter of {ctx.variant}")
    try:
        parsed = tomllib.loads(f"value = {value}")["value"]
    except tomllib.TOMLDecodeError:
        raise StepFailure(f"'{value}' is not a TOML literal (quote strings: \"{value}\")") from None
    _house(ctx, key, parsed)


@given("a house variant of it seats up to {count:d} players", "Given a house variant of it seats up to 6 players")
def house_players(ctx: ScenarioContext, count: int):
    """Plays a house variant of the variant under test that differs only in its maximum
    number of players (players.max)."""
    _house(ctx, "players.max", count)


@given("a house variant of it counts {count:d} expansion", "Given a house variant of it counts 1 expansion")
@given("a house variant of it counts {count:d} expansions", "Given a house variant of it counts 2 expansions")
def house_expansions(ctx: ScenarioContext, count: int):
    """Plays a house variant of the variant under test that differs only in the number of
    expansions it counts (setup.expansions), which raises the achievements needed to win."""
    _house(ctx, "setup.expansions", count)


# -- Then: the setup of a fresh game --------------------------------------------------------

@then("the supply piles are ages {low:d} to {high:d}", "Then the supply piles are ages 1 to 10")
def supply_ages(ctx: ScenarioContext, low: int, high: int):
    """The supply has a pile for each age from low to high and for no other age (an empty
    pile of such an age still counts as that age's pile)."""
    actual = sorted(int(age) for age in ctx.current()["supply"])
    expected = list(range(low, high + 1))
    _expect(actual == expected, f"the supply has piles of ages {W.listed(actual)}, expected {W.listed(expected)}")


@then("the standard achievements are one card of each age {low:d} to {high:d}",
      "Then the standard achievements are one card of each age 1 to 9")
def standard_one_per_age(ctx: ScenarioContext, low: int, high: int):
    """The available standard achievements are exactly one card of each age from low to high,
    each card of the age it stands for, and none of them is also in a supply pile."""
    state = ctx.current()
    standard = state["achievements"]["standard"] or {}
    actual = sorted(int(age) for age in standard)
    expected = list(range(low, high + 1))
    _expect(actual == expected, f"standard achievements of ages {W.listed(actual)}, expected {W.listed(expected)}")
    for age, card in standard.items():
        _expect(ctx.ages.get(card) == int(age), f"the age {age} achievement {card} is of age {ctx.ages.get(card)}")
        for pile_age, pile in state["supply"].items():
            _expect(card not in pile, f"the achievement {card} is also in the age {pile_age} pile")


@then("each player's hand is {count:d} cards of age {age:d}", "Then each player's hand is 2 cards of age 1")
def each_hand_of_age(ctx: ScenarioContext, count: int, age: int):
    """Every player holds exactly `count` cards, each of that age."""
    for name, player in zip(ctx.players, ctx.current()["players"]):
        hand = player["hand"]
        ages = [ctx.ages.get(card) for card in hand]
        _expect(len(hand) == count and all(a == age for a in ages),
                f"{name}'s hand is {W.listed(hand)} (ages {W.listed(ages, 'none')}), expected {count} cards of age {age}")


@then("every board is empty", "Then every board is empty")
def boards_empty(ctx: ScenarioContext):
    """No player has a card on their board."""
    for name, player in zip(ctx.players, ctx.current()["players"]):
        _expect(not player["board"], f"{name}'s board is {W.board(player['board'])}, expected it empty")


@then("no score pile holds a card and nobody holds an achievement",
      "Then no score pile holds a card and nobody holds an achievement")
def nothing_scored(ctx: ScenarioContext):
    """Every score pile and every player's achievements are empty."""
    for name, player in zip(ctx.players, ctx.current()["players"]):
        _expect(not player["score"], f"{name}'s score pile is {W.listed(player['score'])}, expected it empty")
        _expect(not player["achievements"], f"{name}'s achievements are {W.listed(player['achievements'])}, expected none")


# -- the opening meld -----------------------------------------------------------------------

@decides
@then("{player:Name} must choose {count:d} of the cards in hand",
      "Then Alice must choose 1 of the cards in hand")
def must_choose_from_hand(ctx: ScenarioContext, player: str, count: int):
    """A decision is pending for the player whose options are exactly the cards in their
    hand, to be answered with exactly `count` of them (the opening meld)."""
    answer = ctx.moves()
    pending = answer.get("pending")
    _expect(pending is not None, f"no decision is pending (moves: {W.as_json(answer.get('moves'))})")
    assert pending is not None  # _expect failed the step otherwise
    seat = ctx.seat(player)
    _expect(pending["player"] == seat, f"the decision is {ctx.players[pending['player']]}'s, not {player}'s")
    hand = ctx.current()["players"][seat]["hand"]
    bounds = pending.get("of") if isinstance(pending.get("of"), dict) else pending  # asked in parts
    actual = (bounds["min"], bounds["max"], sorted(map(str, pending["options"])))
    expected = (count, count, sorted(hand))
    _expect(actual == expected, f"the decision asks for {W.as_json(actual[0])} to {W.as_json(actual[1])} of "
                                f"{W.listed(actual[2])}, expected {count} of {W.listed(expected[2])} (the hand)")


@decides
@when("{player:Name} chooses the alphabetically {which} card in hand",
      "When Bob chooses the alphabetically last card in hand")
def choose_alphabetical(ctx: ScenarioContext, player: str, which: str):
    """Answers the player's pending decision with the card of their hand whose English title
    comes first (or last) alphabetically; the card is remembered as the player's opening meld."""
    _choose_opening(ctx, ctx.seat(player), which)


@decides
@when("every player chooses the alphabetically {which} card in hand",
      "When every player chooses the alphabetically first card in hand")
def everyone_chooses_alphabetical(ctx: ScenarioContext, which: str):
    """Answers every pending decision, in the order the game asks, each player with the card
    of their hand whose English title comes first (or last) alphabetically; each card is
    remembered as that player's opening meld. Each player is asked at most once."""
    asked: set[int] = set()
    if ctx.pending() is None and _openings_made(ctx, which):
        return  # a forced opening meld the engine made without asking: the outcome holds
    while True:
        pending = ctx.pending()
        if pending is None:
            break
        seat = pending["player"]
        _expect(seat not in asked, f"{ctx.players[seat]} was asked a second time: {W.as_json(pending)}")
        asked.add(seat)
        _choose_opening(ctx, seat, which)
    _expect(bool(asked), "no decision was pending")


def _openings_made(ctx: ScenarioContext, which: str) -> bool:
    """Whether every player has already melded their one opening card, with nothing left to
    choose from (a hand of one card, melded without a question); remembered as their choice."""
    state = ctx.current()
    boards = [[card for pile in player["board"].values() for card in pile["cards"]] for player in state["players"]]
    if not all(len(board) == 1 for board in boards) or any(player["hand"] for player in state["players"]):
        return False
    memo = _memo(ctx)
    for name, board in zip(ctx.players, boards):
        memo["hands"][name] = list(board)
        memo["melds"][name] = _pick(list(board), which)
    return True


@then("each player has melded the chosen card and kept the other in hand",
      "Then each player has melded the chosen card and kept the other in hand")
def opening_done(ctx: ScenarioContext):
    """Every player's board is exactly the card they chose (a pile of one card), and their
    hand is the rest of the hand they chose from."""
    memo = _memo(ctx)
    state = ctx.current()
    for name, player in zip(ctx.players, state["players"]):
        _expect(name in memo["melds"], f"{name} made no opening choice in this scenario")
        card = memo["melds"][name]
        piles = [pile["cards"] for pile in player["board"].values()]
        _expect(piles == [[card]], f"{name}'s board is {W.board(player['board'])}, expected only {card}")
        rest = list(memo["hands"][name])
        rest.remove(card)
        _expect(sorted(player["hand"]) == sorted(rest), f"{name}'s hand is {W.listed(player['hand'])}, expected {W.listed(rest)}")


@then("the player who melded the alphabetically first card has turn {number:d} with {actions:d} action left",
      "Then the player who melded the alphabetically first card has turn 1 with 1 action left")
@then("the player who melded the alphabetically first card has turn {number:d} with {actions:d} actions left",
      "Then the player who melded the alphabetically first card has turn 1 with 2 actions left")
def first_player(ctx: ScenarioContext, number: int, actions: int):
    """The turn belongs to the player whose opening meld has the English title that comes
    first alphabetically, with this turn number and actions left, and that player is to act."""
    melds = _memo(ctx)["melds"]
    _expect(len(melds) == len(ctx.players), f"opening melds known for {W.listed(sorted(melds), 'nobody')} only")
    first = min(melds, key=lambda name: _title_key(melds[name]))
    turn = ctx.current()["turn"]
    expected = {"number": number, "player": ctx.seat(first), "actions_left": actions}
    _expect(turn == expected, f"it is {W.turn(turn, ctx.players)}, expected {W.turn(expected, ctx.players)} ({first} melded {melds[first]})")
    answer = ctx.moves()
    _expect(answer.get("pending") is None and answer["player"] == ctx.seat(first),
            f"{first} is not the one to act: {W.as_json(answer)}")


@when("the player to act draws", "When the player to act draws")
def whoever_draws(ctx: ScenarioContext):
    """The player whose turn it is takes the draw action."""
    seat = ctx.moves()["player"]
    _expect(isinstance(seat, int), "nobody is to act")
    ctx.play(ctx.players[seat], {"type": "draw"})


@then("the player after the first player has turn {number:d} with {actions:d} action left",
      "Then the player after the first player has turn 2 with 1 action left")
@then("the player after the first player has turn {number:d} with {actions:d} actions left",
      "Then the player after the first player has turn 2 with 2 actions left")
def after_first_player(ctx: ScenarioContext, number: int, actions: int):
    """The turn belongs to the player seated clockwise after the first player (the one who
    melded the alphabetically first card), with this turn number and actions left."""
    melds = _memo(ctx)["melds"]
    _expect(len(melds) == len(ctx.players), f"opening melds known for {W.listed(sorted(melds), 'nobody')} only")
    first = min(melds, key=lambda name: _title_key(melds[name]))
    following = (ctx.seat(first) + 1) % len(ctx.players)
    turn = ctx.current()["turn"]
    expected = {"number": number, "player": following, "actions_left": actions}
    _expect(turn == expected, f"it is {W.turn(turn, ctx.players)}, expected {W.turn(expected, ctx.players)}")


# -- whose move -------------------------------------------------------------------------------

@then("{player:Name} is to act with no decision pending", "Then Bob is to act with no decision pending")
def to_act(ctx: ScenarioContext, player: str):
    """The player is the one to move and is offered a choice of actions, not a decision."""
    pending, seat = ctx.pending(), ctx.to_act()
    _expect(pending is None, f"a decision is pending: {W.as_json(pending)}")
    _expect(seat == ctx.seat(player),
            f"{ctx.players[seat] if isinstance(seat, int) and 0 <= seat < len(ctx.players) else W.as_json(seat)} "
            f"is to act, not {player}")


@then("no move is legal", "Then no move is legal")
def no_moves(ctx: ScenarioContext):
    """Nobody may move any more (the game is over)."""
    answer = ctx.moves()
    _expect(not answer.get("moves") and answer.get("pending") is None, f"moves are still offered: {W.as_json(answer)}")
