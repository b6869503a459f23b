"""Helpers shared by the phrase tables: counts in words, lists joined in English."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Context:
    path: str
    units: dict = field(default_factory=dict)

    def get(self, path: str, default=None):
        return self.units.get(path, default)

    @property
    def last(self) -> str:
        return self.path.rsplit(".", 1)[-1]


# A phrase gets one parameter's value; its type (int, str, list, dict...) is fixed by the
# parameter the phrase is registered under, so the table as a whole can only say Any.
Phrase = Callable[[Any, Context], str]

WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")


def number(n: int) -> str:
    """Small counts read better as words ('two cards'); larger ones stay digits."""
    return WORDS[n] if 0 <= n < len(WORDS) else str(n)


def plural(n: int, word: str, many: str | None = None) -> str:
    return f"{number(n)} {word if n == 1 else many or word + 's'}"


def cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def join_and(items: list[str], word: str = "and") -> str:
    items = [str(i) for i in items]
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + f" {word} " + items[-1] if items else "none"


def ages_text(ages: list[int]) -> str:
    """'1 to 9' for a run of consecutive ages, else the list."""
    if len(ages) > 2 and list(ages) == list(range(ages[0], ages[0] + len(ages))):
        return f"{ages[0]} to {ages[-1]}"
    return join_and([str(a) for a in ages])


def yes_no(yes: str, no: str) -> Phrase:
    return lambda v, c: yes if v else no


def choice(options: dict[str, str]) -> Phrase:
    return lambda v, c: options[v]


def position(p: str) -> str:
    return p.replace("_", " ")


def term(concept: str) -> Phrase:
    return lambda v, c: f"Calls {concept} \u201c{v}\u201d."


# Both games state their player range the same way.
PLAYERS: dict[str, Phrase] = {
    "players.min": lambda v, c: f"At least {v} players.",
    "players.max": lambda v, c: f"At most {v} players.",
}
