"""What one player may see of an Innovation state (docs/protocol.md 4.6): the referee's state
with every card that player may not look at shown by its back, its value and set.

A player sees the boards and the special achievements (face up), their own hand, forecast
and score pile. Every other card lies face down for them: other players' hands, forecasts and
score pile, every deck, the available standard achievements and the cards achieved (they are
taken face down and stay so), and the junk (no rule turns it face up; the fourth-edition
implementations keep it hidden, cities.md §5). Nobody sees a secret (Unseen), its owner
included: every safe shows its secrets' backs, oldest first, a title only for a secret revealed
to all (docs/protocol.md 4.7). A decision of another player shows its
options the same way. The events of a move, as a player may know them (`player_events`): each
card by its back unless the player may look at it before or after the event; a secret nobody
has seen in none of them.

    >>> from rulebook.variants import load_variant
    >>> from rulebook.innovation import Game
    >>> game = Game.new(load_variant("deluxe"), ["A", "B"], 1, state={"players": [{"hand": ["Tools"]},
    ...     {"hand": ["Writing"]}]})
    >>> view = game.state(viewer=0)
    >>> view["viewer"], view["players"][0]["hand"], view["players"][1]["hand"]
    (0, ['Tools'], [{'age': 1, 'set': 'base'}])
"""

from __future__ import annotations

from collections.abc import Callable

from .errors import EngineError

Back = dict[str, object]

# the zones of a player that only their owner may look at (the board is public)
OWN_ZONES = ("hand", "forecast", "score")


def check_viewer(viewer: object, seats: int) -> None:
    """Refuse a `viewer` that is not a seat of a game of `seats` players (bad_request)."""
    if isinstance(viewer, bool) or not isinstance(viewer, int) or not 0 <= viewer < seats:
        raise EngineError("bad_request", f"viewer must be a seat from 0 to {seats - 1}, not {viewer!r}")


def player_view(state: dict, viewer: int, back: Callable[[str], Back | str]) -> dict:
    """The referee's `state` as seat `viewer` sees it. `back(title)` is a card's back; for
    what is not a card (a special achievement, a decree: face up wherever they are) the name."""
    players = state["players"]
    check_viewer(viewer, len(players))

    def backs(cards: list) -> list:
        return [back(card) for card in cards]

    view = {**state, "viewer": viewer}
    view["players"] = [_player(player, seat == viewer, backs, back) for seat, player in enumerate(players)]
    for key in ("supply", "supply_figures", "supply_echoes", "supply_unseen"):
        if state.get(key) is not None:
            view[key] = {age: backs(pile) for age, pile in state[key].items()}
    achievements = dict(state.get("achievements") or {})
    if achievements.get("standard") is not None:
        achievements["standard"] = {age: back(card) for age, card in achievements["standard"].items()}
    if achievements.get("standard_extra") is not None:
        achievements["standard_extra"] = backs(achievements["standard_extra"])
    # special achievements and decrees are face up: `back` leaves them named
    if "achievements" in state:
        view["achievements"] = achievements
    if "junk" in state:
        view["junk"] = backs(state["junk"])
    if state.get("coin_flips"):     # Unseen: flips a position fixed in advance are nobody's to know
        view["coin_flips"] = []
    pending = state.get("pending")
    if pending is not None and pending["player"] != viewer:
        hidden = _hidden_titles(view, state)
        view["pending"] = {**pending, "options": [back(o) if isinstance(o, str) and o in hidden else o
                                                  for o in pending["options"]]}
    return view


def _player(player: dict, own: bool, backs: Callable[[list], list], back: Callable[[str], Back | str]) -> dict:
    shown = dict(player)
    if not own:
        for zone in OWN_ZONES:
            if zone in player:
                shown[zone] = backs(player[zone])
    if "achievements" in player:
        shown["achievements"] = backs(player["achievements"])
    if "safe" in player:    # Unseen: every secret a back for every player, its owner too, unless revealed
        shown["safe"] = [secret if secret.get("revealed") else {**secret, "card": None} for secret in player["safe"]]
    return shown


def _hidden_titles(view: dict, state: dict) -> set[str]:
    """The titles the referee's state names that the view does not: what a decision of another
    player must not name either."""
    def titles(node) -> set[str]:
        if isinstance(node, str):
            return {node}
        if isinstance(node, dict):
            return set().union(*(titles(v) for v in node.values())) if node else set()
        if isinstance(node, list):
            return set().union(*(titles(v) for v in node)) if node else set()
        return set()
    seen = titles({k: v for k, v in view.items() if k != "pending"})
    return titles({k: v for k, v in state.items() if k != "pending"}) - seen


# --- events -------------------------------------------------------------------------------------

# events whose card ends up (or already lies) face up for everyone: on a board, shown, executed,
# or not a card at all (a decree, a special achievement taken back from the junk)
PUBLIC_EVENTS = frozenset({"meld", "tuck", "reveal", "dogma", "execute", "promote", "karma", "decree",
                           "restore", "rearrange"})
# where the card of the other events comes from and goes to when the event does not say (`from`,
# `to`): a player's zone is the event player's; a draw is from a deck, a return or score from hand
WHERE = {
    "draw": ("supply", "hand"), "return": ("hand", "supply"), "score": ("hand", "score"),
    "foreshadow": ("hand", "forecast"), "junk": ("hand", "junk"), "remove": ("hand", "removed"),
    "achieve": ("standard", "achievements"), "transfer": ("hand", "hand"), "safeguard": ("hand", "safe"),
}
# the fields of an event that name one card
CARD_FIELDS = ("card", "achievement")


def unseen_secrets(state: dict) -> set[str]:
    """The titles of the secrets in the referee's `state` that nobody may know (Unseen: in a
    safe, not revealed)."""
    return {secret["card"] for player in state["players"] for secret in player.get("safe", ())
            if not secret.get("revealed")}


def player_events(events: list[dict], viewer: int, back: Callable[[str], Back | str],
                  secrets: set[str], seats: int) -> list[dict]:
    """The referee's `events` of one answer as seat `viewer` may know them (docs/protocol.md 4.6):
    each card the viewer may not know is replaced by its back. A viewer knows an event's card
    when they may look at it where it lies before the event or after it (a board, their own hand,
    forecast or score pile); never when the event is `hidden`, nor when the card is, as the
    answer is sent, a secret nobody has seen (`secrets`): what a player saw of it before it went
    into a safe is not sent again.

        >>> back = lambda title: {"age": 1, "set": "base"}
        >>> draws = [{"type": "draw", "player": 1, "card": "Tools", "age": 1}]
        >>> player_events(draws, 0, back, set(), 2)[0]["card"], player_events(draws, 1, back, set(), 2)[0]["card"]
        ({'age': 1, 'set': 'base'}, 'Tools')
    """
    check_viewer(viewer, seats)
    return [_event(event, viewer, back, secrets) for event in events]


def _event(event: dict, viewer: int, back: Callable[[str], Back | str], secrets: set[str]) -> dict:
    named = [key for key in CARD_FIELDS if isinstance(event.get(key), str)]
    if not named:
        return event
    kind = event.get("type")
    if event.get("hidden"):
        known = False
    elif kind in PUBLIC_EVENTS or kind not in WHERE:
        known = True        # an event type of no zone (or of another engine's own): as sent
    else:
        source, target = WHERE[kind]
        player = event.get("player")
        known = any(_sees(zone, player, default, viewer) for zone, default in
                    ((event.get("from"), source), (event.get("to"), target)))
    shown = dict(event)
    for key in named:
        title = event[key]
        if not known or title in secrets:
            shown[key] = back(title)
    return shown


def _sees(zone: object, player: object, default: str, viewer: int) -> bool:
    """Whether `viewer` may look at a card in `zone` (an event's zone object; when absent, the
    zone `default` of the event's `player`)."""
    if isinstance(zone, dict):
        kind, owner = zone.get("zone"), zone.get("player")
    else:
        kind, owner = default, player
    if kind in ("board", "special"):
        return True
    return kind in OWN_ZONES and owner == viewer
