"""`rulebook show ID --format md`: every parameter row has a meaning of its own."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from rulebook.variants import bundled_paths

ROW = re.compile(r"^\| `(?P<key>[^`]+)` \| (?P<value>.*?) \| (?P<meaning>.*?) \| (?P<source>.*) \|$")


def rows(run_cli, variant: str) -> dict[str, str]:
    code, out, err = run_cli("show", variant, "--format", "md")
    assert code == 0, err
    found = {m["key"]: m["meaning"] for m in map(ROW.match, out.splitlines()) if m}
    assert found
    return found


@pytest.mark.parametrize("variant", [p.stem for p in bundled_paths()])
def test_every_row_has_its_own_meaning(run_cli, variant):
    meanings = rows(run_cli, variant)
    assert [key for key, text in meanings.items() if not text] == []
    shared = {text for text, count in Counter(meanings.values()).items() if count > 1}
    assert [key for key, text in meanings.items() if text in shared] == []


def test_special_achievements_are_described_by_their_own_condition(run_cli):
    meanings = rows(run_cli, "ultimate")
    prefix = "special_achievements.conditions"
    assert meanings[f"{prefix}.Empire.kind"] == ("Empire is claimed by a player with at least 3 visible icons of each "
                                                 "type in castle, crown, leaf, lightbulb, factory, clock.")
    assert meanings[f"{prefix}.Empire.count"] == "Empire: visible icons needed of each type."
    assert meanings[f"{prefix}.World.kind"] == "World is claimed by a player with at least 12 visible clock icons."
    assert meanings[f"{prefix}.World.count"] == "World: visible icons needed."
    assert meanings[f"{prefix}.Universe.kind"] == "Universe is claimed by a player with 5 top cards of value 8 or more."
    assert meanings[f"{prefix}.Monument.kind"] == ("Monument is claimed by a player with 4 top cards that each have a "
                                                   "demand effect.")
    assert meanings[f"{prefix}.Wonder.directions"] == "Wonder: splays each of those colours may have."


def test_entries_and_twice_used_tables_are_told_apart(run_cli):
    meanings = rows(run_cli, "deluxe-teams")
    assert meanings["splay.revealed.left"] == "Icon positions a covered card shows in a pile splayed left."
    assert meanings["splay.revealed.up"] == "Icon positions a covered card shows in a pile splayed up."
    assert meanings["victory.achievements.base"] == ("The individual target: achievements to win before the player "
                                                     "and expansion terms.")
    assert meanings["teams.achievements.base"] == ("The team target: achievements to win before the player and "
                                                   "expansion terms.")
    speeds = rows(run_cli, "lost-legacy-starship")
    assert speeds["composition.speeds.6"] == "Cards of research speed 6 in a custom set."
