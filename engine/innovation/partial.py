"""A position given to new_game (docs/protocol.md, section 5): may be partial, is checked strictly.

Player zones left out are empty; a supply pile listed is exactly that pile; an age left out
holds every card of that age placed nowhere else, shuffled by the seed; standard
achievements left out are dealt as at setup (except ages of which a player already holds
an achievement card: that one was dealt, then claimed); special achievements left out are all the
variant's specials not held; a turn left out is player 0 with `actions.per_turn` actions.
Cards placed nowhere whose supply age is listed are out of play.

Figures (docs/protocol.md 4.5): `supply_figures` lists Figures decks as `supply` lists supply
piles (an age left out holds every figure of that age placed nowhere else); decrees left out of
`achievements.decrees` are all those nobody holds; age 0 is in play when the position lists an
age-0 supply pile or places an age-0 card anywhere, and out of play (its cards nowhere) otherwise.

    >>> from rulebook.variants import load_variant
    >>> from rulebook.innovation.setup import new_state
    >>> gs = new_state(load_variant("deluxe"), ["A", "B"], 1)
    >>> load_partial(gs, {"supply": {"1": ["Tools"]}})
    >>> gs.supply[1], gs.turn_player, gs.actions_left
    (['Tools'], 0, 2)
"""

from __future__ import annotations

from dataclasses import dataclass

from ..errors import BadRequest
from .cards import COLORS
from .setup import supply_ages
from .state import GameState, Pile
from .state_model import Achievements, InnovationState, PlayerState, Secret, Turn, field_names
from .state_model import Pile as PileModel

# The keys each object of a given state may hold: read from the state's one spelling, the
# models of state_model.py (which the published schema is generated from).
STATE_KEYS = field_names(InnovationState)
PLAYER_KEYS = field_names(PlayerState)
PILE_KEYS = field_names(PileModel)
ACHIEVEMENT_KEYS = field_names(Achievements)
TURN_KEYS = field_names(Turn)
SECRET_KEYS = field_names(Secret)
EXTENSION_PREFIX = "x-"  # extension fields, allowed in every object of a state (docs/protocol.md 4.3)


def _bad(where: str, message: str) -> BadRequest:
    return BadRequest(f"state.{where}: {message}" if where else f"state: {message}")


def _obj(value, where: str, keys: frozenset[str] | None = None) -> dict:
    """`value` as an object; with `keys`, a fixed-shape one whose "x-" extension fields (which
    the published schemas allow) are ignored and any other unknown key refused."""
    if not isinstance(value, dict):
        raise _bad(where, "must be an object")
    if keys is not None:
        unknown = sorted(str(k) for k in set(value) - keys
                         if not (isinstance(k, str) and k.startswith(EXTENSION_PREFIX)))
        if unknown:
            raise _bad(where, f"unknown key(s) {', '.join(unknown)}; expected {', '.join(sorted(keys))}")
    return value


def _names(value, where: str) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(n, str) for n in value):
        raise _bad(where, "must be a list of card titles")
    return value


def _age_key(key: str, where: str) -> int:
    # canonical digits only: int() also takes "01", " 1" and non-ASCII digits (two keys, one pile)
    # (and short: int() refuses more than 4,300 digits, and no age has more than a few)
    if not (len(key) <= 100 and key.isascii() and key.isdigit() and str(int(key)) == key):
        raise _bad(where, f"{key[:100]!r}{'...' if len(key) > 100 else ''} is not an age")
    return int(key)


class _Placer:
    """Places cards, refusing unknown titles and a card in two places."""

    def __init__(self, gs: GameState):
        self.gs = gs
        self.where: dict[str, str] = {}

    def card(self, name: str, where: str, specials_ok: bool = False) -> None:
        gs = self.gs
        is_special = name in gs.rules.special_achievements.conditions or \
            (name in gs.catalog.decrees and gs.rules.figures.decrees)      # a decree: an achievement card
        if name not in gs.catalog and not (specials_ok and is_special):
            decrees = gs.catalog.decrees and gs.rules.figures.decrees
            extra = (" or achievement (special or decree)" if decrees else " or special achievement") if specials_ok else ""
            raise _bad(where, f"unknown card{extra} {name!r} (set {gs.catalog.set_name!r})")
        if name in self.where:
            raise _bad(where, f"{name!r} is already placed at state.{self.where[name]}")
        self.where[name] = where


def load_partial(gs: GameState, data) -> None:
    """Fill `gs` (fresh from setup.new_state) from a possibly partial canonical state."""
    data = _obj(data, "", STATE_KEYS)
    rules = gs.rules
    if data.get("variant") not in (None, rules.id):
        raise _bad("variant", f"is {data['variant']!r} but the game is played with {rules.id!r}")
    if data.get("pending") is not None:
        raise _bad("pending", "a given state cannot hold a pending decision")
    if data.get("viewer") is not None:  # a player's view hides cards: it cannot say where each one is
        raise _bad("viewer", "a given state must be the referee's (viewer null): a player's view hides cards")
    if data.get("result") is not None:
        raise _bad("result", "a given state cannot be a finished game")
    place = _Placer(gs)
    _load_players(gs, data.get("players", []), place)
    for i, name in enumerate(_names(data.get("junk", []), "junk")):
        place.card(name, f"junk[{i}]", specials_ok=True)
        gs.junk.append(name)
    ages = supply_ages(rules, gs.catalog)
    supply = _obj(data.get("supply", {}), "supply")
    if _age_zero_in_play(gs, supply, place):
        ages = [0, *ages]
        gs.age_zero = True
    listed = _load_supply(gs, supply, place, ages)
    figures_listed = _load_expansion_decks(gs, data.get(FIGURES_DECKS.key), place, FIGURES_DECKS,
                                           in_play=bool(gs.catalog.figures), into=gs.figure_supply)
    echoes_listed = _load_expansion_decks(gs, data.get(ECHOES_DECKS.key), place, ECHOES_DECKS,
                                          in_play=gs.echoes, into=gs.echoes_supply)
    unseen_listed = _load_expansion_decks(gs, data.get(UNSEEN_DECKS.key), place, UNSEEN_DECKS,
                                          in_play=gs.unseen, into=gs.unseen_supply)
    achievements = _obj(data.get("achievements", {}), "achievements", ACHIEVEMENT_KEYS)
    standard = achievements.get("standard")
    if standard is not None:
        _load_standard(gs, standard, place)
    _load_specials(gs, achievements.get("special"), place)
    _load_decrees(gs, achievements.get("decrees"), place)
    _load_standard_extra(gs, achievements.get("standard_extra"), place)
    _fill_supply(gs, place, ages, listed, deal_standard=standard is None)
    _fill_figures(gs, place, figures_listed, decrees_given=achievements.get("decrees") is not None)
    if gs.echoes:
        _fill_decks(gs, place, echoes_listed, "echoes", gs.echoes_supply)
    if gs.unseen:
        _fill_decks(gs, place, unseen_listed, "unseen", gs.unseen_supply)
    _load_coin_flips(gs, data.get("coin_flips"))
    _load_turn(gs, data.get("turn"))


def _load_players(gs: GameState, players, place: _Placer) -> None:
    if not isinstance(players, list):
        raise _bad("players", "must be a list")
    if len(players) > len(gs.players):
        raise _bad("players", f"lists {len(players)} players but the game has {len(gs.players)}")
    cards = gs.catalog.cards
    for seat, raw in enumerate(players):
        at = f"players[{seat}]"
        raw = _obj(raw, at, PLAYER_KEYS)
        player = gs.players[seat]
        if raw.get("name") not in (None, player.name):
            raise _bad(f"{at}.name", f"is {raw['name']!r} but seat {seat} is {player.name!r}")
        if "team" in raw and raw["team"] != player.team:
            raise _bad(f"{at}.team", f"is {raw['team']!r} but seat {seat} plays for team {player.team!r}")
        eliminated = raw.get("eliminated", False)
        if not isinstance(eliminated, bool):
            raise _bad(f"{at}.eliminated", "must be true or false")
        player.eliminated = eliminated
        if "forecast" in raw and not gs.echoes:
            raise _bad(f"{at}.forecast", "this variant has no forecast (no Echoes expansion)")
        for zone in ("hand", "score", "achievements", "forecast"):
            names = _names(raw.get(zone, []), f"{at}.{zone}")
            for i, name in enumerate(names):
                place.card(name, f"{at}.{zone}[{i}]", specials_ok=zone == "achievements")
            getattr(player, zone).extend(names)
        _load_safe(gs, player, raw, at, place)
        board = _obj(raw.get("board", {}), f"{at}.board")
        for color in COLORS:          # canonical colour order, whatever the given order
            if color not in board:
                continue
            where = f"{at}.board.{color}"
            pile = _obj(board[color], where, PILE_KEYS)
            splay = pile.get("splay", "none")
            if not isinstance(splay, str):      # before the cards, whatever they hold
                raise _bad(f"{where}.splay", f"must be a string, one of none, {', '.join(gs.rules.splay.revealed)}")
            names = _names(pile.get("cards", []), f"{where}.cards")
            if not names:
                raise _bad(f"{where}.cards", "a pile holds at least one card (leave the colour out instead)")
            for i, name in enumerate(names):
                place.card(name, f"{where}.cards[{i}]")
                if cards[name].color != color:
                    raise _bad(f"{where}.cards[{i}]", f"{name} is {cards[name].color}, not {color}")
            if splay != "none" and splay not in gs.rules.splay.revealed:
                raise _bad(f"{where}.splay", f"{splay!r} is not a splay of this variant; expected one of "
                                             f"none, {', '.join(gs.rules.splay.revealed)}")
            if splay != "none" and len(names) < 2 and gs.rules.splay.unsplay_small_piles:
                raise _bad(f"{where}.splay", "a pile of one card cannot be splayed")
            player.board[color] = Pile(list(names), splay)
        unknown = sorted(set(board) - set(COLORS))
        if unknown:
            raise _bad(f"{at}.board", f"unknown colour(s) {', '.join(unknown)}; expected {', '.join(COLORS)}")


def _load_supply(gs: GameState, supply: dict, place: _Placer, ages: list[int]) -> set[int]:
    cards = gs.catalog.cards
    listed: set[int] = set()
    for key, names in supply.items():
        age = _age_key(key, "supply")
        if age not in ages:
            raise _bad(f"supply.{key}", f"this variant has supply piles of ages {ages[0]} to {ages[-1]}")
        for i, name in enumerate(_names(names, f"supply.{key}")):
            place.card(name, f"supply.{key}[{i}]")
            if cards[name].age != age:
                raise _bad(f"supply.{key}[{i}]", f"{name} is of age {cards[name].age}, not {age}")
        gs.supply[age] = list(names)
        listed.add(age)
    return listed


def _age_zero_in_play(gs: GameState, supply: dict, place: _Placer) -> bool:
    """Figures: whether the position has age 0 in play (an age-0 pile listed, or an age-0 card
    placed); only a variant with age-0 cards (ages.age_zero_cards) can have it."""
    if not gs.rules.ages.age_zero_cards or not gs.catalog.deck("base", 0):
        return False
    cards = gs.catalog.cards
    return "0" in supply or any(cards[name].age == 0 and cards[name].deck == "base"
                                for name in place.where if name in cards)


@dataclass(frozen=True)
class _ExpansionDecks:
    """What tells one expansion's decks apart in a given position (docs/protocol.md 4.5)."""

    key: str        # the state's key listing the decks: "supply_echoes"
    deck: str       # the cards' deck in the catalog: "echoes"
    name: str       # the expansion, in messages: "Echoes" ("no Echoes decks", "no Echoes deck of that age")
    card: str       # one of its cards, in messages: "an Echoes card"


FIGURES_DECKS = _ExpansionDecks("supply_figures", "figures", "Figures", "a figure")
ECHOES_DECKS = _ExpansionDecks("supply_echoes", "echoes", "Echoes", "an Echoes card")
UNSEEN_DECKS = _ExpansionDecks("supply_unseen", "unseen", "Unseen", "an Unseen card")


def _load_expansion_decks(gs: GameState, supply, place: _Placer, decks: _ExpansionDecks, in_play: bool,
                          into: dict[int, list[str]]) -> set[int]:
    """An expansion's decks the position lists (`supply` is its `decks.key`, None when left out),
    each exactly as given, into `into`; refused when the expansion is not `in_play`. The ages
    listed are returned (their other cards are out of play)."""
    if supply is None:
        return set()
    if not in_play:
        raise _bad(decks.key, f"this variant has no {decks.name} decks (no {decks.name} expansion)")
    supply = _obj(supply, decks.key)
    cards = gs.catalog.cards
    listed: set[int] = set()
    for key, names in supply.items():
        age = _age_key(key, decks.key)
        if not gs.catalog.deck(decks.deck, age):
            raise _bad(f"{decks.key}.{key}", f"there is no {decks.name} deck of that age")
        for i, name in enumerate(_names(names, f"{decks.key}.{key}")):
            place.card(name, f"{decks.key}.{key}[{i}]")
            if cards[name].deck != decks.deck or cards[name].age != age:
                raise _bad(f"{decks.key}.{key}[{i}]", f"{name} is not {decks.card} of age {age}")
        into[age] = list(names)
        listed.add(age)
    return listed


def _load_safe(gs: GameState, player, raw: dict, at: str, place: _Placer) -> None:
    """Unseen (docs/protocol.md 4.7): a player's safe, oldest first, each secret an object
    {"card", "age"?, "set"?, "revealed"?} or its title alone; and the Unseen draw flag."""
    for key in ("safe", "unseen_draw_used"):
        if key in raw and not gs.unseen:
            raise _bad(f"{at}.{key}", "this variant has no safe and no Unseen draw (no Unseen expansion)")
    if not gs.unseen:
        return
    used = raw.get("unseen_draw_used", False)
    if not isinstance(used, bool):
        raise _bad(f"{at}.unseen_draw_used", "must be true or false")
    player.unseen_draw_used = used
    safe = raw.get("safe", [])
    if not isinstance(safe, list):
        raise _bad(f"{at}.safe", "must be a list of secrets, oldest first")
    cards = gs.catalog.cards
    for i, entry in enumerate(safe):
        where = f"{at}.safe[{i}]"
        secret = {"card": entry} if isinstance(entry, str) else _obj(entry, where, SECRET_KEYS)
        name = secret.get("card")
        if not isinstance(name, str):
            raise _bad(f"{where}.card", "a given state names every secret by its title")
        place.card(name, where)
        card = cards[name]
        if secret.get("age", card.age) != card.age:
            raise _bad(f"{where}.age", f"{name} is of age {card.age}, not {secret['age']!r}")
        if secret.get("set", card.deck) != card.deck:
            raise _bad(f"{where}.set", f"{name} belongs to the {card.deck} deck, not {secret['set']!r}")
        revealed = secret.get("revealed", False)
        if not isinstance(revealed, bool):
            raise _bad(f"{where}.revealed", "must be true or false")
        player.safe.append(name)
        if revealed:
            gs.revealed_secrets.add(name)


def _load_coin_flips(gs: GameState, flips) -> None:
    """Unseen: the results the next coin flips take (a scenario fixes those it needs)."""
    if flips is None:
        return
    if not gs.unseen:
        raise _bad("coin_flips", "this variant flips no coins (no Unseen expansion)")
    if not isinstance(flips, list) or any(flip not in ("heads", "tails") for flip in flips):
        raise _bad("coin_flips", 'must be a list of "heads" and "tails"')
    gs.coin_flips = list(flips)


def _fill_decks(gs: GameState, place: _Placer, listed: set[int], deck: str, supply: dict[int, list[str]]) -> None:
    """An expansion's decks (Echoes, Unseen): every card of the set placed nowhere goes to its
    deck (unless that deck was listed: then it is out of play), shuffled by the seed; `supply`
    (the game's decks of that set) ends with a deck for every age with cards, maybe empty."""
    for age in gs.catalog.by_age:
        found = [n for n in gs.catalog.deck(deck, age) if n not in place.where]
        if age in listed:
            gs.removed.extend(found)
        elif gs.catalog.deck(deck, age):
            gs.rng.shuffle(found)
            supply[age] = found
    ordered = sorted(supply.items())
    supply.clear()
    supply.update(ordered)


def _load_standard_extra(gs: GameState, extra, place: _Placer) -> None:
    """Figures, Echoes and Unseen: available standard achievements beyond the one of their value
    (a karma's, Crossword's, Buried Treasure's); each needs one of its value in
    `achievements.standard` (an extra waits behind it)."""
    if extra is None:
        return
    if not (gs.catalog.figures or gs.echoes or gs.unseen):
        raise _bad("achievements.standard_extra",
                   "only games with the Figures, Echoes or Unseen expansion have extras")
    if extra == []:
        return  # none waiting: fine even once every standard achievement is claimed
    if not gs.standard:
        raise _bad("achievements.standard_extra", "give achievements.standard too: each extra waits behind "
                                                  "the available standard achievement of its value")
    for i, name in enumerate(_names(extra, "achievements.standard_extra")):
        where = f"achievements.standard_extra[{i}]"
        place.card(name, where)
        if gs.catalog.cards[name].age not in gs.standard:
            raise _bad(where, f"{name} waits behind an available standard achievement of value "
                              f"{gs.catalog.cards[name].age}, and there is none (list it in achievements.standard)")
    gs.standard_extra = list(extra)


def _load_decrees(gs: GameState, decrees, place: _Placer) -> None:
    if decrees is None:
        return
    known = list(gs.catalog.decrees) if gs.rules.figures.decrees else []
    if not known:
        raise _bad("achievements.decrees", "this variant has no decrees")
    for i, name in enumerate(_names(decrees, "achievements.decrees")):
        if name not in known:
            raise _bad(f"achievements.decrees[{i}]", f"{name!r} is not a decree ({', '.join(known)})")
        if name in decrees[:i]:
            raise _bad(f"achievements.decrees[{i}]", f"{name!r} is listed twice")
        place.card(name, f"achievements.decrees[{i}]", specials_ok=True)
    gs.decrees = [name for name in known if name in decrees]


def _load_standard(gs: GameState, standard, place: _Placer) -> None:
    standard = _obj(standard, "achievements.standard")
    for key, name in standard.items():
        where = f"achievements.standard.{key}"
        age = _age_key(key, "achievements.standard")
        if not isinstance(name, str):
            raise _bad(where, "must be a card title")
        place.card(name, where)
        if gs.catalog.cards[name].age != age:
            raise _bad(where, f"{name} is of age {gs.catalog.cards[name].age}, not {age}")
        gs.standard[age] = name


def _load_specials(gs: GameState, special, place: _Placer) -> None:
    names = list(gs.rules.special_achievements.conditions)
    if special is None:
        gs.specials = [n for n in names if n not in place.where]
        return
    for i, name in enumerate(_names(special, "achievements.special")):
        where = f"achievements.special[{i}]"
        if name not in names:
            raise _bad(where, f"{name!r} is not a special achievement of this variant "
                              f"({', '.join(names)})")
        place.card(name, where, specials_ok=True)
    gs.specials = [n for n in names if n in special]
    # a special neither available, held nor junked is out of play
    gs.removed.extend(n for n in names if n not in place.where)


def _fill_supply(gs: GameState, place: _Placer, ages: list[int], listed: set[int], deal_standard: bool) -> None:
    """Every card placed nowhere: dealt as a standard achievement (when those are not given),
    then into the supply of its age (unless that pile was listed), else out of play."""
    cards = gs.catalog.cards
    # an age whose standard achievement a player already holds was dealt, then claimed
    claimed = {cards[n].age for p in gs.players for n in p.achievements if n in cards}
    for age in gs.catalog.by_age:
        free = [n for n in gs.catalog.deck("base", age) if n not in place.where]
        if age not in ages:
            gs.removed.extend(free)
            continue
        gs.rng.shuffle(free)
        if deal_standard and age in gs.rules.setup.achievement_ages and age not in claimed and free:
            gs.standard[age] = free.pop(0)
        if age in listed:
            gs.removed.extend(free)
        else:
            gs.supply[age] = free
    for age in ages:
        gs.supply.setdefault(age, [])
    gs.supply = dict(sorted(gs.supply.items()))
    gs.standard = dict(sorted(gs.standard.items()))


def _fill_figures(gs: GameState, place: _Placer, listed: set[int], decrees_given: bool) -> None:
    """Figures: every figure placed nowhere goes to its Figures deck (unless that deck was
    listed: then it is out of play); without `achievements.decrees`, every decree nobody holds
    is available."""
    for age in gs.catalog.by_age:
        figures = [n for n in gs.catalog.deck("figures", age) if n not in place.where]
        if age in listed:
            gs.removed.extend(figures)
        elif figures:
            gs.rng.shuffle(figures)
            gs.figure_supply[age] = figures
    if gs.catalog.figures:
        for age in gs.catalog.by_age:
            if gs.catalog.deck("figures", age):
                gs.figure_supply.setdefault(age, [])
        gs.figure_supply = dict(sorted(gs.figure_supply.items()))
    if not decrees_given and gs.catalog.decrees and gs.rules.figures.decrees:
        gs.decrees = [name for name in gs.catalog.decrees if name not in place.where]
    elif gs.rules.figures.decrees:      # a decree neither available, held nor junked is out of play
        gs.removed.extend(name for name in gs.catalog.decrees if name not in place.where)


def _load_turn(gs: GameState, turn) -> None:
    """Turn given: its number counts toward the single-action first turns. Turn left out:
    player 0 with a full turn, and no single-action turns to come."""
    n = len(gs.players)
    if turn is None:
        gs.turn_number, gs.turn_player, gs.actions_left = 1, 0, gs.rules.actions.per_turn
        gs.single_action_through = 0
    else:
        turn = _obj(turn, "turn", TURN_KEYS)
        number, player = turn.get("number", 1), turn.get("player", 0)
        actions = turn.get("actions_left", gs.rules.actions.per_turn)
        for key, value, low, high in (("number", number, 1, None), ("player", player, 0, n - 1),
                                      ("actions_left", actions, 1, gs.rules.actions.per_turn)):
            if not isinstance(value, int) or isinstance(value, bool) or value < low \
                    or (high is not None and value > high):
                bound = f"{low} to {high}" if high is not None else f"at least {low}"
                raise _bad(f"turn.{key}", f"must be an integer, {bound}")
        gs.turn_number, gs.turn_player, gs.actions_left = number, player, actions
        gs.single_action_through = gs.rules.setup.single_action_turns(n)
    if gs.players[gs.turn_player].eliminated:
        raise _bad("turn.player", f"seat {gs.turn_player} is eliminated")
    if len(gs.live_sides()) < 2:
        raise _bad("players", "at least two players (or teams) must still be in the game")
