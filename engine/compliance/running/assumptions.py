"""What a scenario assumes, and which scenarios hold for a given variant.

A scenario states the rule values it depends on with tags, `@assumes:<key>=<value>` (several
values the scenario holds for are separated by `|`; `@assumes:<key>>=<n>` for any whole number
from n up), and runs for a variant only when the
variant's resolved value of every such key is one of them. The cards it names must exist in
the variant's card set (a Lost Legacy custom set leaves out the scenarios about its missing
cards). Variant tags stay as shorthand for the bundled variants; for any other variant (a house
variant, a custom set, a parameter changed with `check --set`) the scenarios of the bundled
variant it derives from run when their assumptions hold. A scenario that plays a rule value
itself (`Given a house variant of it sets KEY to VALUE`) holds for that value whatever the
variant under test has: this is how a scenario for a reading no bundled variant plays (the other
side of a dispute) is tagged with what it assumes and still runs for the bundled variants.

    >>> parse_value("immediate"), parse_value("7"), parse_value("true"), parse_value('["crown"]')
    ('immediate', 7, True, ['crown'])
    >>> format_value(["crown", "leaf"]), format_value(False), format_value("end-of-action")
    ('["crown","leaf"]', 'false', 'end-of-action')

The assumptions were first derived by measurement (`rulebook check --derive-assumptions`): each
rule parameter of each bundled variant is changed in turn, and a scenario that then fails on
the reference engine depends on it. Run it again after writing scenarios: it lists every
dependency a scenario does not declare, and `--write` adds the tags.
"""

from __future__ import annotations

import contextlib
import json
import re
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import TYPE_CHECKING

from ...data import expansion_decrees, innovation_names, lost_legacy_sets
from ...data import variant_cards as cards_in_play
from ...variants.paths import flatten
from ...variants.render import parameters

if TYPE_CHECKING:
    from .catalog import Scenario


def parse_value(text: str):
    """A tag's value: JSON where it parses (numbers, true/false, lists), else the bare word."""
    try:
        return json.loads(text)
    except json.JSONDecodeError:
        return text


def format_value(value) -> str:
    """A value as a tag writes it: no spaces, strings bare."""
    if isinstance(value, str):
        return value
    return json.dumps(value, separators=(",", ":"))


@dataclass(frozen=True)
class Assumption:
    key: str
    values: tuple
    at_least: bool = False  # `KEY>=N`: any whole number from N up (an action count, say)

    def holds(self, flat: dict) -> bool:
        value = flat.get(self.key)  # a key the variant leaves out is null
        if self.at_least:
            return isinstance(value, int) and not isinstance(value, bool) and value >= self.values[0]
        return value in self.values

    def tag(self) -> str:
        if self.at_least:
            return f"@assumes:{self.key}>={format_value(self.values[0])}"
        return f"@assumes:{self.key}=" + "|".join(format_value(v) for v in self.values)

    def wording(self) -> str:
        """What it assumes, as a report says it: 'actions.per_turn = 2 or 3', 'actions.per_turn >= 2'."""
        if self.at_least:
            return f"{self.key} >= {format_value(self.values[0])}"
        return f"{self.key} = {' or '.join(format_value(v) for v in self.values)}"


def parse_assumption(text: str) -> Assumption:
    """`key=v1|v2` or `key>=N` -> Assumption (the key is checked against the parameters by the
    catalog).

        >>> parse_assumption("actions.per_turn>=2").holds({"actions.per_turn": 3})
        True
    """
    if ">=" in text:
        key, _, low = text.partition(">=")
        bound = parse_value(low)
        if not isinstance(bound, int) or isinstance(bound, bool):
            from ...errors import UserError

            raise UserError(f"'@assumes:{text}': '>=' takes a whole number, not {low!r}")
        return Assumption(key.strip(), (bound,), at_least=True)
    key, _, values = text.partition("=")
    return Assumption(key.strip(), tuple(parse_value(v) for v in values.split("|")))


# -- which scenarios hold for a variant ---------------------------------------------------------

@cache
def known_keys() -> frozenset[str]:
    """Every rule parameter a bundled variant has, by dotted key (what `@assumes:` may name)."""
    from ...variants import bundled_paths, resolve
    from ...variants.render import resolved_data

    return frozenset(key for path in bundled_paths()
                     for key in flatten(parameters(resolved_data(resolve(path.stem)))))


@cache
def _card_names(game: str) -> list[str]:
    if game == "innovation":
        names = innovation_names()
    else:
        names = {c["name"] for card_set in lost_legacy_sets().values() for c in card_set["cards"]}
    return sorted(names, key=len, reverse=True)  # longer names first: "Lost Legacy: X" before "X"


def named_cards(scenario: Scenario, game: str) -> set[str]:
    """The card titles a scenario's steps name."""
    return set(_named_in("\n".join(step.text for step in scenario.steps), game))


@lru_cache(maxsize=8192)
def _named_in(text: str, game: str) -> frozenset[str]:
    # asked for every scenario under every variant: a title that is not even a substring of the
    # text costs no pattern search
    found = set()
    for name in _card_names(game):
        if name not in text:
            continue
        pattern = r"(?<![\w:])" + re.escape(name) + r"(?![\w])"
        if re.search(pattern, text):
            found.add(name)
            text = re.sub(pattern, " ", text)
    return frozenset(found)


def variant_cards(data: dict) -> set[str] | None:
    """The card titles a resolved variant plays (None: every card of its game is known)."""
    if data.get("game") == "innovation":
        expansions = data["cards"].get("expansions", [])
        return {c["name"] for c in cards_in_play(data["cards"]["set"], expansions)} | \
            {d["name"] for expansion in expansions for d in expansion_decrees(expansion)}
    deck = data.get("deck") or {}
    sets = lost_legacy_sets()
    copies: dict[str, int] = {}
    for set_id in deck.get("sets", []):
        for card in sets.get(set_id, {}).get("cards", []):
            copies[card["name"]] = copies.get(card["name"], 0) + card.get("copies", 1)
    for name in deck.get("remove", []):
        copies[name] = copies.get(name, 0) - 1
    for entry in deck.get("cards", []):
        copies[entry["name"]] = copies.get(entry["name"], 0) + entry["copies"]
    return {name for name, count in copies.items() if count > 0}


@cache
def written_for_sets(variant_ids: tuple[str, ...]) -> frozenset[str]:
    """The Innovation card sets of the bundled variants a scenario's tags name: card texts
    differ between sets under the same titles, so a scenario holds only for those."""
    from ...variants import load_variant

    sets = set()
    for variant_id in variant_ids:
        variant = load_variant(variant_id)
        if variant.game == "innovation":
            sets.add(variant.cards.set)
    return frozenset(sets)


@cache
def tagged_cards(variant_ids: tuple[str, ...]) -> frozenset[str]:
    """The cards the bundled variants a scenario's tags name play."""
    from ...variants import resolve
    from ...variants.render import resolved_data

    found: set[str] = set()
    for variant_id in variant_ids:
        found |= variant_cards(resolved_data(resolve(variant_id))) or set()
    return frozenset(found)


@cache
def tagged_ranges(variant_ids: tuple[str, ...]) -> tuple[tuple[int, int], ...]:
    """The player ranges of the bundled variants a scenario's tags name."""
    from ...variants import load_variant

    return tuple((v.players.min, v.players.max) for v in map(load_variant, variant_ids))


PLAYER_COUNT = re.compile(r"^an? (\d+)-player game$")
# The house-variant steps (engine/compliance/steps/game_flow.py): the key each sets, and its value.
HOUSE_STEPS = ((re.compile(r"^a house variant of it sets (\S+) to (.+)$"), None),
               (re.compile(r"^a house variant of it seats up to (\d+) players$"), "players.max"),
               (re.compile(r"^a house variant of it counts (\d+) expansions?$"), "setup.expansions"))
PLAYER_KEYS = ("players.min", "players.max")


def player_count(scenario: Scenario) -> int | None:
    """The number of players the scenario seats (`Given a N-player game`), if it says."""
    for step in scenario.steps:
        found = PLAYER_COUNT.match(step.text)
        if step.keyword == "Given" and found:
            return int(found.group(1))
    return None


def house_values(scenario: Scenario) -> dict:
    """The rule values a scenario sets itself with a house-variant step (`Given a house variant
    of it sets KEY to VALUE`, `... seats up to N players`, `... counts N expansions`): it plays
    them whatever the variant under test has, so its assumptions on those keys hold by them.
    A value that is not a TOML literal is left out (the step itself fails on it)."""
    import tomllib

    found: dict = {}
    for step in scenario.steps:
        for pattern, key in HOUSE_STEPS:
            match = pattern.match(step.text) if step.keyword == "Given" else None
            if match is None:
                continue
            if key is not None:
                found[key] = int(match.group(1))
                continue
            with contextlib.suppress(tomllib.TOMLDecodeError):
                found[match.group(1)] = tomllib.loads(f"value = {match.group(2)}")["value"]
    return found


def left_out(scenario: Scenario, data: dict) -> str | None:
    """Why `scenario` does not hold for the resolved variant `data` (None: it holds). Besides
    its assumptions and cards, a scenario seats a number of players the variant must allow; one
    that seats a number none of its tagged variants allows checks a refusal, and holds only
    where that number is still refused, unless it assumes a players.max that seats them (a
    scenario written for house variants with more seats)."""
    flat = flatten(parameters(data))
    count = player_count(scenario)
    # a scenario that builds a house variant of the one under test seats its players in that
    # house variant: the range it sets itself (seats up to N) stands over the variant's
    own = house_values(scenario)
    if count is not None and "players.min" in flat:
        low, high = (int(own.get(k, flat[k])) for k in PLAYER_KEYS)  # type: ignore[call-overload]
        seats = low <= count <= high
        assumed = next((a.values for a in scenario.assumes if a.key == "players.max"), None)
        if assumed is not None:
            refusal = not any(isinstance(v, int) and v >= count for v in assumed)
        else:
            refusal = not any(own.get("players.min", lo) <= count <= own.get("players.max", hi)
                              for lo, hi in tagged_ranges(tuple(scenario.variants)))
        if refusal and seats:
            return f"checks that {count} players are refused; the variant seats them"
        if not refusal and not seats:
            return f"seats {count} players; the variant seats {low} to {high}"
    flat.update(own)  # a value the scenario sets itself holds whatever the variant has
    for assumption in scenario.assumes:
        if not assumption.holds(flat):
            return (f"assumes {assumption.wording()} "
                    f"(the variant has {format_value(flat.get(assumption.key))})")
    if data.get("game") == "innovation":
        sets = written_for_sets(tuple(scenario.variants))
        if sets and data["cards"]["set"] not in sets:
            return f"written for the card set {' or '.join(sorted(sets))}, not {data['cards']['set']}"
    cards = variant_cards(data)
    if cards is not None:
        # a card none of its tagged variants plays is named on purpose (a deck the scenario
        # builds itself, a card it expects refused): only the others must be in the variant
        usual = tagged_cards(tuple(scenario.variants))
        missing = sorted((named_cards(scenario, data.get("game", "innovation")) & usual) - cards)
        if missing:
            listed = missing[0] if len(missing) == 1 else f"{', '.join(missing[:-1])} and {missing[-1]}"
            return f"names {listed}, {'a card' if len(missing) == 1 else 'cards'} the variant does not have"
    return None


def applicable(resolved, scenarios: list[Scenario]) -> tuple[list[str], list[tuple[str, str]]]:
    """The ids of the scenarios that run for a resolved variant, and (id, reason) of those left
    out: a bundled variant runs the scenarios its tags name; any other variant those of the
    bundled variant it derives from whose assumptions hold for it. `check` and `diff` both use
    this, so they agree."""
    from ...variants.loader import variants_dir
    from ...variants.render import resolved_data

    bundled_dir = variants_dir().resolve()
    chain = [p for p in resolved.chain if p.resolve().parent.parent == bundled_dir]
    if chain and chain[0] == resolved.chain[0]:
        return sorted(s.id for s in scenarios if resolved.variant.id in s.variants), []
    if not chain:
        return [], []
    base, data = chain[0].stem, resolved_data(resolved)
    runs, left = [], []
    for scenario in scenarios:
        if base in scenario.variants:
            reason = left_out(scenario, data)
            if reason is None:
                runs.append(scenario.id)
            else:
                left.append((scenario.id, reason))
    return sorted(runs), sorted(left)
