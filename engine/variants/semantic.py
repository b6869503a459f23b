"""Checks beyond types: the values of a resolved variant must make a playable, consistent game.

Each check yields a Problem: the dotted key at fault, the message, and the other keys whose
values the check compared it with. The loader turns them into located errors; the related keys
let it blame the file a user wrote when the key at fault was inherited from a parent (a parent
is valid on its own, so the child's change of a related key is what broke it).
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterator
from typing import NamedTuple

from ..data import EXPANSION_BASE_SET, innovation_cards, lost_legacy_sets, variant_cards
from ..text import spelled
from .paths import lookup, match_path


class Problem(NamedTuple):
    """One failed check: the key at fault, what is wrong, and the keys it was checked against."""

    key: str
    message: str
    related: tuple[str, ...] = ()


def semantic_problems(variant, data: dict) -> list[Problem]:
    if variant.game == "innovation":
        return [*_players(variant), *_innovation(variant, data), *_provenance(variant, data)]
    return [*_players(variant), *_lost_legacy(variant), *_provenance(variant, data)]


def _players(v) -> Iterator[Problem]:
    if v.players.min < 2:
        yield Problem("players.min", f"a game needs at least 2 players, not {v.players.min}")
    if v.players.min > v.players.max:
        yield Problem("players.min", f"players.min ({v.players.min}) is above players.max ({v.players.max})",
                      ("players.max",))


def _innovation(v, data: dict) -> Iterator[Problem]:
    ages, setup = v.ages, v.setup
    cards = innovation_cards(v.cards.set)
    per_age = Counter(card["age"] for card in cards)
    if ages.min > ages.max:
        yield Problem("ages.min", f"ages.min ({ages.min}) is above ages.max ({ages.max})", ("ages.max",))
    missing = [a for a in range(ages.min, ages.max + 1) if not per_age[a]]
    if missing:
        yield Problem("ages.max", f"the '{v.cards.set}' card set has no cards of age(s) {missing}",
                      ("ages.min", "cards.set"))
    if not ages.min < ages.game_end_draw <= ages.max + 1:
        yield Problem("ages.game_end_draw", f"must be above ages.min and at most ages.max + 1 "
                                           f"({ages.max + 1}), not {ages.game_end_draw}", ("ages.min", "ages.max"))
    outside = [a for a in setup.achievement_ages if not ages.min <= a <= ages.max]
    if outside:
        yield Problem("setup.achievement_ages", f"ages {outside} are outside the supply ages {ages.min}-{ages.max}",
                      ("ages.min", "ages.max"))
    if len(set(setup.achievement_ages)) != len(setup.achievement_ages):
        yield Problem("setup.achievement_ages", "an age is listed twice")
    if (v.cards.wording == "fourth-edition") != (v.cards.set == "base-ultimate"):
        yield Problem("cards.wording", f"wording '{v.cards.wording}' does not match card set '{v.cards.set}'",
                      ("cards.set",))
    yield from _expansions(v, data)
    yield from _opening(v, per_age)
    yield from _targets(v)
    if v.teams.enabled and not v.players.min == v.players.max == 4:
        yield Problem("teams.enabled", "the team game is 2 vs 2: players.min and players.max must both be 4",
                      ("players.min", "players.max"))
    for direction, positions in v.splay.revealed.items():
        if len(set(positions)) != len(positions):
            yield Problem(f"splay.revealed.{direction}", "a position is listed twice")
    for name, condition in v.special_achievements.conditions.items():
        key = f"special_achievements.conditions.{name}"
        if condition.kind == "colors-splayed":
            unknown = [d for d in condition.directions if d not in v.splay.revealed]
            if unknown:
                yield Problem(f"{key}.directions", f"splay direction(s) {unknown} are not in splay.revealed",
                              ("splay.revealed",))
        if condition.kind == "each-icon-at-least" and len(set(condition.icons)) != len(condition.icons):
            yield Problem(f"{key}.icons", "an icon is listed twice")


def _expansions(v, data: dict) -> Iterator[Problem]:
    """An expansion's cards belong to one edition's set, the achievement target counts it, and a
    rule set that plays no expansion (setup.expansions_allowed false) has none."""
    if not v.setup.expansions_allowed:
        source = data.get("sources", {}).get("setup.expansions_allowed")
        why = f"; source: {source}" if source else ""
        for key, value in (("cards.expansions", v.cards.expansions), ("setup.expansions", v.setup.expansions)):
            if value:
                yield Problem(key, f"cannot be {json.dumps(value)}: the rule set plays no expansion "
                                   f"(setup.expansions_allowed = false{why})", ("setup.expansions_allowed",))
        return
    for expansion in v.cards.expansions:
        if EXPANSION_BASE_SET[expansion] != v.cards.set:
            yield Problem("cards.expansions", f"the '{expansion}' expansion goes with card set "
                                              f"'{EXPANSION_BASE_SET[expansion]}', not '{v.cards.set}'", ("cards.set",))
    if len(v.cards.expansions) != len(set(v.cards.expansions)):
        yield Problem("cards.expansions", "an expansion is listed twice")
    if v.setup.expansions < len(v.cards.expansions):
        yield Problem("setup.expansions", f"{v.setup.expansions} expansions are counted, but cards.expansions "
                                          f"names {len(v.cards.expansions)}", ("cards.expansions",))


def _opening(v, per_age: Counter) -> Iterator[Problem]:
    setup = v.setup
    if (setup.large_game_from_players is None) != (setup.large_game_opening_draw is None):
        yield Problem("setup.large_game_from_players",
                      "set both large_game_from_players and large_game_opening_draw, or neither",
                      ("setup.large_game_opening_draw",))
    if setup.opening_melds > setup.opening_draw:
        yield Problem("setup.opening_melds", f"cannot meld {setup.opening_melds} of {setup.opening_draw} cards drawn",
                      ("setup.opening_draw",))
    available = per_age[1] - (1 if 1 in setup.achievement_ages else 0)
    for players in range(v.players.min, v.players.max + 1):
        draw = setup.opening_draw_for(players)  # what the engine deals (engine/innovation/setup.py)
        if players * draw > available:
            yield Problem("setup.opening_draw", f"{players} players drawing {draw} each need {players * draw} "
                                                f"age-1 cards; only {available} remain after the achievements",
                          ("players.max", "setup.large_game_from_players", "setup.large_game_opening_draw",
                           "setup.achievement_ages", "players.min", "cards.set"))
            break
    if setup.first_turn_one_action > v.players.min:
        yield Problem("setup.first_turn_one_action", f"more than the {v.players.min} players of the smallest game",
                      ("players.min",))


def _targets(v) -> Iterator[Problem]:
    table = "teams.achievements" if v.teams.enabled else "victory.achievements"
    for players in range(v.players.min, v.players.max + 1):
        needed = v.achievements_to_win(players)
        if needed < 1:
            yield Problem(table, f"the achievement target for {players} players works out at {needed}; it must be at "
                                 "least 1", ("players.min", "players.max", "setup.expansions", "teams.enabled"))
            return


def _lost_legacy(v) -> Iterator[Problem]:
    sets = lost_legacy_sets()
    known: dict[str, dict] = {}
    complete = True
    if len(set(v.deck.sets)) != len(v.deck.sets):
        yield Problem("deck.sets", "a card set is listed twice")
    for set_id in v.deck.sets:
        if set_id not in sets:
            yield Problem("deck.sets", f"unknown card set '{set_id}' (known: {', '.join(sets)})")
            continue
        complete &= sets[set_id]["complete"]
        for card in sets[set_id]["cards"]:
            known[card["name"]] = {**card, "set": set_id}
    counts = Counter({name: card["copies"] for name, card in known.items()})
    for name in v.deck.remove:
        if counts[name] < 1:
            yield Problem("deck.remove", f"'{name}' is not in the deck's sets", ("deck.sets",))
        counts[name] -= 1
    every_card = {c["name"]: {**c, "set": s["id"]} for s in sets.values() for c in s["cards"]}
    named_only = {n for s in sets.values() for n in s.get("known_without_speed", [])}
    for entry in v.deck.cards:
        if entry.name in named_only:
            yield Problem("deck.cards", f"'{entry.name}' is known by name only (no speed or effect in the card data)")
            continue
        if entry.name not in every_card:
            yield Problem("deck.cards", f"unknown card '{entry.name}'")
            continue
        known[entry.name] = every_card[entry.name]
        counts[entry.name] += entry.copies
    total = sum(counts.values())
    if v.deck.complete != complete:
        state = "complete" if complete else "incomplete"
        yield Problem("deck.complete", f"the card data says this deck is {state}", ("deck.sets", "deck.cards"))
    elif complete and total != v.deck.size:
        yield Problem("deck.size", f"the deck holds {total} cards, not {v.deck.size}",
                      ("deck.sets", "deck.cards", "deck.remove"))
    elif not complete and total >= v.deck.size:
        yield Problem("deck.size", f"{total} known cards already reach the size {v.deck.size} of an incomplete deck",
                      ("deck.sets", "deck.cards", "deck.remove"))
    if v.players.max * (v.setup.deal + v.turn.draw) + v.setup.ruins > v.deck.size:
        yield Problem("players.max", f"{v.players.max} players cannot each be dealt and draw from a "
                                     f"{v.deck.size}-card deck", ("setup.deal", "turn.draw", "setup.ruins", "deck.size"))
    if sum(v.composition.speeds.values()) != 16:
        yield Problem("composition.speeds", f"a custom set has 16 cards, not {sum(v.composition.speeds.values())}")
    if v.deck.cards and not v.deck.sets:
        yield from composition_problems([(known[e.name], e.copies) for e in v.deck.cards if e.name in known],
                                        v.composition)


def composition_problems(cards: list[tuple[dict, int]], composition) -> Iterator[Problem]:
    """The custom-set rule: speeds per the composition, and one set per single-set speed."""
    by_speed: dict[str, list[tuple[dict, int]]] = {}
    for card, copies in cards:
        by_speed.setdefault(str(card.get("speed")), []).append((card, copies))
    for speed, wanted in composition.speeds.items():
        have = sum(copies for _, copies in by_speed.get(speed, []))
        if have != wanted:
            yield Problem("deck.cards", f"speed {speed}: the set needs {wanted} card(s), it has {have}",
                          ("composition.speeds",))
    for speed in composition.single_set_speeds:
        origins = sorted({card["set"] for card, _ in by_speed.get(speed, [])})
        if len(origins) > 1:
            yield Problem("deck.cards", f"speed {speed}: all copies must come from one set, not {', '.join(origins)}",
                          ("composition.single_set_speeds",))
    extra = sorted(set(by_speed) - set(composition.speeds))
    if extra:
        yield Problem("deck.cards", f"cards of unknown speed {extra} cannot be used in a custom set",
                      ("composition.speeds",))


CARD_DISPUTE = "card:"


def _card_names(v) -> set[str]:
    if v.game == "innovation":
        return {card["name"] for card in variant_cards(v.cards.set, v.cards.expansions)}
    return {card["name"] for s in lost_legacy_sets().values() for card in s["cards"]}


def _card_set_key(v) -> str:
    return "cards.set" if v.game == "innovation" else "deck.sets"


def _provenance(v, data: dict) -> Iterator[Problem]:
    model = type(v)
    for key in data.get("sources", {}):
        if match_path(key, model) is None:
            yield Problem(f"sources.{key}", f"[sources] names '{key}', which is not a parameter")
    seen = set()
    card_names = _card_names(v)
    values = v.model_dump(by_alias=True)  # once: dumping per dispute is quadratic
    for dispute in v.disputes:
        where = f"disputes[{dispute.key}]"
        if dispute.key.startswith(CARD_DISPUTE):
            # A card's rule text disputed between sources: the chosen reading is prose.
            name = dispute.key[len(CARD_DISPUTE):]
            if name not in card_names:
                yield Problem(where, f"a card dispute names '{name}', which is not a card of this variant's set",
                              (_card_set_key(v),))
            elif dispute.key in seen:
                yield Problem(where, f"two disputes name '{dispute.key}'")
            seen.add(dispute.key)
            continue
        if match_path(dispute.key, model) is None:
            yield Problem(where, f"a dispute names '{dispute.key}', which is not a parameter")
            continue
        if dispute.key in seen:
            yield Problem(where, f"two disputes name '{dispute.key}'")
        seen.add(dispute.key)
        try:
            value = lookup(values, dispute.key)
        except KeyError:
            continue
        if value != dispute.chosen:
            yield Problem(where, f"the dispute on '{dispute.key}' chose {spelled(dispute.chosen)} but the variant "
                                 f"sets {spelled(value)}", (dispute.key,))
