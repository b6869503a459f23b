"""The Innovation step library: positions (Given), moves (When) and outcomes (Then).

Steps drive the game only through protocol v1, so the same feature files test any
implementation. Card lists are comma-separated English titles ('nothing' for none); piles
are listed top card first.
"""

from __future__ import annotations

from ..running.context import DEFAULT_NAMES, ScenarioContext
from . import words as W
from .base import FIGURES_ICONS, ICONS, given, then, when
from .base import color as _color
from .base import expect as _expect

# -- Given: players and position ---------------------------------------------------------

@given("a {count:d}-player game", "Given a 3-player game")
@given("an {count:d}-player game", "Given an 8-player game")
def players_count(ctx: ScenarioContext, count: int):
    """Seats `count` players named Alice, Bob, Carol, Dave, Eve, Frank, Grace, Heidi, Ivan,
    Judy, Mallory, Niaj in that order (seat 0 first), as many as any variant may seat."""
    ctx.before_start()
    _expect(1 <= count <= len(DEFAULT_NAMES), f"between 1 and {len(DEFAULT_NAMES)} players")
    ctx.seats_players(count)
    ctx.players = DEFAULT_NAMES[:count]
    ctx.state.setdefault("players", [{"name": n} for n in ctx.players])


@given("the seed is {seed:d}", "Given the seed is 7")
def seed(ctx: ScenarioContext, seed: int):
    """Sets the seed given to new_game (default 1); shuffles of unlisted supply ages use it."""
    ctx.before_start()
    ctx.seed = seed


@given("{player:Name} has {cards:Cards} in hand", "Given Alice has Tools, The Wheel in hand")
def hand(ctx: ScenarioContext, player: str, cards: list[str]):
    """Puts exactly these cards in the player's hand."""
    ctx.player_entry(player)["hand"] = cards


@given("{player:Name} has {cards:Cards} in the score pile", "Given Bob has Mysticism, Philosophy in the score pile")
def score_pile(ctx: ScenarioContext, player: str, cards: list[str]):
    """Puts exactly these cards in the player's score pile."""
    ctx.player_entry(player)["score"] = cards


@given("{player:Name} has achievements {cards:Cards}", "Given Alice has achievements Monument, Sailing")
def achievements(ctx: ScenarioContext, player: str, cards: list[str]):
    """Gives the player these achievements: standard achievement cards by title, or special achievements."""
    ctx.player_entry(player)["achievements"] = cards


@given("{player:Name}'s {color:Color} pile is {cards:Cards} splayed {direction}",
       "Given Alice's red pile is Archery, Oars splayed left")
def pile_splayed(ctx: ScenarioContext, player: str, color: str, cards: list[str], direction: str):
    """Sets one colour pile of the player's board, top card first, with its splay."""
    ctx.player_entry(player).setdefault("board", {})[_color(color)] = {"cards": cards, "splay": direction}


@given("{player:Name}'s {color:Color} pile is {cards:Cards}", "Given Bob's green pile is Sailing, The Wheel")
def pile(ctx: ScenarioContext, player: str, color: str, cards: list[str]):
    """Sets one colour pile of the player's board, top card first, unsplayed."""
    ctx.player_entry(player).setdefault("board", {})[_color(color)] = {"cards": cards, "splay": "none"}


@given("the age {age:d} pile is {cards:Cards}", "Given the age 2 pile is Calendar, Fermenting")
def supply_pile(ctx: ScenarioContext, age: int, cards: list[str]):
    """Sets one supply pile exactly, top card first ('nothing' for an empty pile)."""
    ctx.before_start()
    ctx.state.setdefault("supply", {})[str(age)] = cards


@given("ages {low:d} to {high:d} are empty", "Given ages 4 to 6 are empty")
def supply_empty(ctx: ScenarioContext, low: int, high: int):
    """Empties the supply piles of ages low to high."""
    ctx.before_start()
    for age in range(low, high + 1):
        ctx.state.setdefault("supply", {})[str(age)] = []


@given("the standard achievements are {cards:Cards}", "Given the standard achievements are Sailing, Calendar")
def standard_achievements(ctx: ScenarioContext, cards: list[str]):
    """Sets the available standard achievements to these cards (each under its own age)."""
    ctx.before_start()
    ctx.state.setdefault("achievements", {})["standard"] = {str(ctx.ages[c]): c for c in cards}


@given("the special achievements are {names:Cards}", "Given the special achievements are Monument, World")
def special_achievements(ctx: ScenarioContext, names: list[str]):
    """Sets the special achievements still available ('nothing' for none)."""
    ctx.before_start()
    ctx.state.setdefault("achievements", {})["special"] = names


@given("it is {player:Name}'s turn {number:d} with {actions:d} action left",
       "Given it is Bob's turn 1 with 1 action left")
@given("it is {player:Name}'s turn {number:d} with {actions:d} actions left",
       "Given it is Alice's turn 4 with 2 actions left")
def turn(ctx: ScenarioContext, player: str, number: int, actions: int):
    """Sets whose turn it is, the turn number (from 1) and the actions left."""
    ctx.before_start()
    ctx.state["turn"] = {"number": number, "player": ctx.seat(player), "actions_left": actions}


def _per_turn(ctx: ScenarioContext) -> int:
    """The actions a turn has in the variant under test (a house variant's own count included)."""
    return int(ctx.variant_view()["actions"]["per_turn"])


@given("it is {player:Name}'s turn {number:d} with every action left",
       "Given it is Alice's turn 9 with every action left")
def turn_all_actions(ctx: ScenarioContext, player: str, number: int):
    """Sets whose turn it is, at the start of a turn: as many actions left as the variant gives
    a turn (so the scenario holds for a house variant with another count)."""
    turn(ctx, player, number, _per_turn(ctx))


# -- When: moves ---------------------------------------------------------------------------

@when("the game starts", "When the game starts")
def start(ctx: ScenarioContext):
    """Starts the game from the position given so far (new_game)."""
    ctx.start()


@when("{player:Name} draws", "When Alice draws")
def draw(ctx: ScenarioContext, player: str):
    """The draw action."""
    ctx.play(player, {"type": "draw"})


@when("{player:Name} achieves age {age:d}", "When Bob achieves age 3")
def achieve(ctx: ScenarioContext, player: str, age: int):
    """The achieve action, for the standard achievement of that age."""
    ctx.play(player, {"type": "achieve", "age": age})


@when("{player:Name} performs the dogma of {card}", "When Alice performs the dogma of Writing")
def dogma(ctx: ScenarioContext, player: str, card: str):
    """The dogma action, on one of the player's top cards."""
    ctx.play(player, {"type": "dogma", "card": card})


# -- Then: outcomes ------------------------------------------------------------------------

@then("the move is rejected as {code:Code}", "Then the move is rejected as illegal_move")
def rejected(ctx: ScenarioContext, code: str):
    """The last move was refused with this error code; nothing changed."""
    _expect(ctx.rejection is not None, "the move was accepted, expected a rejection")
    assert ctx.rejection is not None  # _expect failed the step otherwise
    actual = ctx.rejection.get("code")
    ctx.rejection = None
    _expect(actual == code, f"rejected as {W.plain(actual)}, expected {code}")


rejected.checks_rejection = True


@then("{player:Name}'s hand is {cards:Cards}", "Then Alice's hand is Tools, Writing")
def hand_is(ctx: ScenarioContext, player: str, cards: list[str]):
    """The player's hand holds exactly these cards (in any order)."""
    actual = ctx.player_state(player)["hand"]
    _expect(sorted(actual) == sorted(cards), f"{player}'s hand is {W.listed(actual)}, expected {W.listed(cards)}")


@then("{player:Name}'s score pile is {cards:Cards}", "Then Bob's score pile is Archery")
def score_pile_is(ctx: ScenarioContext, player: str, cards: list[str]):
    """The player's score pile holds exactly these cards (in any order)."""
    actual = ctx.player_state(player)["score"]
    _expect(sorted(actual) == sorted(cards), f"{player}'s score pile is {W.listed(actual)}, expected {W.listed(cards)}")


@then("{player:Name}'s achievements are {cards:Cards}", "Then Alice's achievements are Sailing, World")
def achievements_are(ctx: ScenarioContext, player: str, cards: list[str]):
    """The player holds exactly these achievements (in any order)."""
    actual = ctx.player_state(player)["achievements"]
    _expect(sorted(actual) == sorted(cards), f"{player}'s achievements are {W.listed(actual)}, expected {W.listed(cards)}")


@then("{player:Name}'s {color:Color} pile is {cards:Cards} splayed {direction}",
      "Then Alice's red pile is Archery, Oars splayed left")
def pile_splayed_is(ctx: ScenarioContext, player: str, color: str, cards: list[str], direction: str):
    """The colour pile holds exactly these cards, top first, with this splay."""
    pile = ctx.player_state(player)["board"].get(_color(color))
    actual = (pile["cards"], pile["splay"]) if pile else ([], "none")
    _expect(actual == (cards, direction),
            f"{player}'s {color} pile is {W.pile(*actual)}, expected {W.pile(cards, direction)}")


@then("{player:Name}'s {color:Color} pile is {cards:Cards}", "Then Bob's green pile is Sailing, The Wheel")
def pile_is(ctx: ScenarioContext, player: str, color: str, cards: list[str]):
    """The colour pile holds exactly these cards, top first, unsplayed ('nothing': no such pile)."""
    pile = ctx.player_state(player)["board"].get(_color(color))
    actual = (pile["cards"], pile["splay"]) if pile else ([], "none")
    _expect(actual == (cards, "none"), f"{player}'s {color} pile is {W.pile(*actual)}, expected {W.pile(cards, 'none')}")


@then("{player:Name} shows {count:d} {icon}", "Then Alice shows 3 crown")
def icon_count(ctx: ScenarioContext, player: str, count: int, icon: str):
    """The player's board shows exactly this many visible icons of a kind (avatar and meat:
    games with figures only)."""
    _expect(icon in ICONS + FIGURES_ICONS, f"'{icon}' is not an icon ({', '.join(ICONS + FIGURES_ICONS)})")
    actual = ctx.player_state(player)["icons"].get(icon)
    _expect(actual is not None, f"the state counts no {icon} icons (a game with figures does)")
    _expect(actual == count, f"{player} shows {actual} {icon}, expected {count}")


@then("the age {age:d} pile is {cards:Cards}", "Then the age 1 pile is Tools, Archery")
def supply_is(ctx: ScenarioContext, age: int, cards: list[str]):
    """The supply pile of that age holds exactly these cards, top first ('nothing': empty)."""
    actual = ctx.current()["supply"].get(str(age), [])
    _expect(actual == cards, f"the age {age} pile is {W.listed(actual)}, expected {W.listed(cards)}")


@then("the age {age:d} pile has {count:d} cards", "Then the age 10 pile has 9 cards")
def supply_count(ctx: ScenarioContext, age: int, count: int):
    """The supply pile of that age holds this many cards."""
    actual = len(ctx.current()["supply"].get(str(age), []))
    _expect(actual == count, f"the age {age} pile has {actual} cards, expected {count}")


@then("the standard achievements are ages {ages:Ints}", "Then the standard achievements are ages 2, 3")
def standard_available(ctx: ScenarioContext, ages: list[int]):
    """Exactly the standard achievements of these ages are still available."""
    actual = sorted(int(a) for a in (ctx.current()["achievements"]["standard"] or {}))
    _expect(actual == sorted(ages), f"standard achievements available: ages {W.listed(actual, 'none')}, expected {W.listed(sorted(ages), 'none')}")


@then("the special achievements are {names:Cards}", "Then the special achievements are Empire, World")
def special_available(ctx: ScenarioContext, names: list[str]):
    """Exactly these special achievements are still available (in any order)."""
    actual = ctx.current()["achievements"]["special"] or []
    _expect(sorted(actual) == sorted(names), f"special achievements available: {W.listed(actual)}, expected {W.listed(names)}")


@then("it is {player:Name}'s turn {number:d} with {actions:d} action left", "Then it is Bob's turn 2 with 1 action left")
@then("it is {player:Name}'s turn {number:d} with {actions:d} actions left", "Then it is Bob's turn 2 with 2 actions left")
def turn_is(ctx: ScenarioContext, player: str, number: int, actions: int):
    """The game waits on this player's turn, with this turn number and actions left."""
    actual = ctx.current()["turn"]
    expected = {"number": number, "player": ctx.seat(player), "actions_left": actions}
    _expect(actual == expected, f"it is {W.turn(actual, ctx.players)}, expected {W.turn(expected, ctx.players)}")


@then("it is {player:Name}'s turn {number:d} with every action left", "Then it is Bob's turn 10 with every action left")
def turn_is_all(ctx: ScenarioContext, player: str, number: int):
    """The game waits on this player's turn, with this turn number and as many actions left as
    the variant gives a turn."""
    turn_is(ctx, player, number, _per_turn(ctx))


@then("it is {player:Name}'s turn {number:d} with one action used", "Then it is Alice's turn 9 with one action used")
def turn_is_one_used(ctx: ScenarioContext, player: str, number: int):
    """The game waits on this player's turn, with this turn number and one action fewer left
    than the variant gives a turn (the first action of the turn is over)."""
    turn_is(ctx, player, number, _per_turn(ctx) - 1)


def _legal(ctx: ScenarioContext, player: str, kind: str, field: str) -> list:
    answer = ctx.moves()
    _expect(answer["player"] == ctx.seat(player), f"{ctx.players[answer['player']]} is to act, not {player}")
    _expect("moves" in answer, f"{player} has a decision pending, not a choice of actions")
    return sorted(m[field] for m in answer["moves"] if m["type"] == kind)


@then("{player:Name} may meld {cards:Cards}", "Then Alice may meld Tools, Writing")
def may_meld(ctx: ScenarioContext, player: str, cards: list[str]):
    """The legal meld moves are exactly these cards."""
    actual = _legal(ctx, player, "meld", "card")
    _expect(actual == sorted(cards), f"{player} may meld {W.listed(actual)}, expected {W.listed(sorted(cards))}")


@then("{player:Name} may achieve ages {ages:Ints}", "Then Alice may achieve ages 1, 2")
def may_achieve(ctx: ScenarioContext, player: str, ages: list[int]):
    """The legal achieve moves are exactly these ages ('nothing' for none)."""
    actual = _legal(ctx, player, "achieve", "age")
    _expect(actual == sorted(ages), f"{player} may achieve ages {W.listed(actual, 'none')}, expected {W.listed(sorted(ages), 'none')}")


@then("{player:Name} may perform the dogma of {cards:Cards}", "Then Bob may perform the dogma of Archery, Sailing")
def may_dogma(ctx: ScenarioContext, player: str, cards: list[str]):
    """The legal dogma moves are exactly these top cards."""
    actual = _legal(ctx, player, "dogma", "card")
    _expect(actual == sorted(cards), f"{player} may perform the dogma of {W.listed(actual)}, expected {W.listed(sorted(cards))}")


@then("{player:Name} gets the sharing bonus", "Then Alice gets the sharing bonus")
def sharing_bonus(ctx: ScenarioContext, player: str):
    """The last move gave the player a sharing-bonus draw (a `share_bonus` event: not evaluated
    for an implementation without the events capability)."""
    got = [e for e in ctx.events if e.get("type") == "share_bonus"]
    _expect(any(e.get("player") == ctx.seat(player) for e in got), f"no sharing bonus for {player} (events: {W.as_json(ctx.events)})")


@then("nobody gets the sharing bonus", "Then nobody gets the sharing bonus")
def no_sharing_bonus(ctx: ScenarioContext):
    """The last move gave no sharing bonus (read from events: not evaluated without the events
    capability)."""
    got = [e for e in ctx.events if e.get("type") == "share_bonus"]
    _expect(not got, f"a sharing bonus was given: {W.as_json(got)}")


sharing_bonus.needs = no_sharing_bonus.needs = "events"  # type: ignore[attr-defined]


@then("the game is not over", "Then the game is not over")
def not_over(ctx: ScenarioContext):
    """The game still runs."""
    result = ctx.current()["result"]
    _expect(result is None, f"the game is over: {W.result(result, ctx.players)}")


@then("{winners:Cards} wins by {reason}", "Then Alice wins by achievements")
@then("{winners:Cards} win by {reason}", "Then Alice and Carol win by score")
def winners(ctx: ScenarioContext, winners: list[str], reason: str):
    """The game is over, won by exactly these players, for this reason."""
    result = ctx.current()["result"]
    _expect(result is not None, "the game is not over")
    actual = (sorted(ctx.players[s] for s in result["winners"]), result["reason"])
    _expect(actual == (sorted(winners), reason), f"{W.result(result, ctx.players)}, expected "
                                                 f"{' and '.join(winners)} {'wins' if len(winners) == 1 else 'win'} by {reason}")


@then("the game ends in a draw", "Then the game ends in a draw")
def draw_result(ctx: ScenarioContext):
    """The game is over with no winner."""
    result = ctx.current()["result"]
    _expect(result == {"winners": [], "reason": "draw"}, f"{W.result(result, ctx.players)}, expected a draw")
