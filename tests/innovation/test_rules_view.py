"""The engine reads the variant model itself (through engine/innovation/rules.py's view, which
lists no field), and every parameter of the model is read by the engine or says in the model
why it is not (issue 18: a parameter in few places)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from pydantic import BaseModel

from rulebook.innovation import Game
from rulebook.innovation.rules import as_data, rules_of
from rulebook.variants import bundled_paths, load_variant
from rulebook.variants.innovation import InnovationVariant
from rulebook.variants.paths import parameter_paths
from rulebook.variants.support import PLAYS, documentation_only, fields_along

INNOVATION = [p.stem for p in bundled_paths() if p.parent.name == "innovation"]
ENGINE = Path(__file__).resolve().parents[2] / "engine"


@pytest.mark.parametrize("variant_id", INNOVATION)
def test_the_view_holds_every_value_of_the_variant_under_the_model_names(variant_id):
    variant = load_variant(variant_id)
    view = rules_of(variant)
    assert as_data(view) == variant.model_dump()
    assert not isinstance(view, BaseModel) and not isinstance(view.dogma, BaseModel)


def test_the_view_has_the_models_own_methods():
    variant = load_variant("bga-third")
    view = rules_of(variant)
    for players in range(2, 7):
        assert view.achievements_to_win(players) == variant.achievements_to_win(players)
        assert view.setup.opening_draw_for(players) == variant.setup.opening_draw_for(players)
        assert view.setup.single_action_turns(players) == variant.setup.single_action_turns(players)
    assert [view.setup.single_action_turns(n) for n in (2, 3, 4)] == [1, 1, 2]


def test_one_view_per_variant_object_and_a_game_reads_it():
    variant = load_variant("ultimate")
    changed = variant.model_copy(update={"dogma": variant.dogma.model_copy(update={"sharing_bonus_draws": 2})})
    assert rules_of(variant) is rules_of(variant)
    assert rules_of(changed) is not rules_of(variant)
    assert (rules_of(changed).dogma.sharing_bonus_draws, rules_of(variant).dogma.sharing_bonus_draws) == (2, 1)
    game = Game.new(changed, ["A", "B"], 1)
    assert game._gs.rules is rules_of(changed)


def test_large_game_opening_draw_and_single_action_turns_follow_the_model():
    setup = load_variant("ultimate").setup
    assert (setup.large_game_from_players, setup.large_game_opening_draw, setup.opening_draw) == (8, 1, 2)
    assert [setup.is_large_game(n) for n in (7, 8)] == [False, True]
    assert [setup.opening_draw_for(n) for n in (2, 7, 8, 9)] == [2, 2, 1, 1]
    assert not load_variant("deluxe").setup.is_large_game(12)


# --- every parameter is read, or the model says why not -------------------------------------------

def _engine_source() -> tuple[set[str], set[tuple[str, str]]]:
    """The attribute reads of the code that reads rule values (the engine, and the model's own
    methods), from its syntax tree (so docstrings and comments do not count): every attribute
    name read, and every (name or attribute, attribute) pair such as ("dogma", "sharing_bonus")."""
    files = sorted((ENGINE / "innovation").rglob("*.py")) + sorted((ENGINE / "variants" / "innovation").rglob("*.py"))
    names: set[str] = set()
    pairs: set[tuple[str, str]] = set()
    for path in files:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        # a table of parameter names read with getattr(obj, key) (setup.ICON_READINGS): its keys
        if any(isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id == "getattr"
               and len(n.args) == 2 and isinstance(n.args[1], ast.Name) for n in ast.walk(tree)):
            for statement in tree.body:
                value = statement.value if isinstance(statement, (ast.Assign, ast.AnnAssign)) else None
                if isinstance(value, ast.Dict):
                    names.update(k.value for k in value.keys if isinstance(k, ast.Constant) and isinstance(k.value, str))
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute):
                names.add(node.attr)
                owner = node.value
                if isinstance(owner, ast.Attribute):
                    pairs.add((owner.attr, node.attr))
                elif isinstance(owner, ast.Name):
                    pairs.add((owner.id, node.attr))
    return names, pairs


def _read(source: tuple[set[str], set[tuple[str, str]]], path: str) -> bool:
    """Whether the code reads a parameter: `<...>.table.field` or a local `table.field`, or
    `.field` read with the table read somewhere (through another local name). A dict's
    entries are read with the dict."""
    names, pairs = source
    parts = [p for p in path.split(".") if p != "*"]
    if len(parts) == 1:
        return parts[0] in names
    table, field = parts[-2], parts[-1]
    return (table, field) in pairs or (field in names and table in names)


def _leaves() -> list[str]:
    paths = list(parameter_paths(InnovationVariant))
    return [p for p in paths if not any(q.startswith(p + ".") for q in paths)]


def _plays_one_value(path: str) -> bool:
    fields = fields_along(InnovationVariant, path)
    extra = fields[-1].json_schema_extra if fields and isinstance(fields[-1].json_schema_extra, dict) else {}
    return len(extra.get(PLAYS, [])) == 1


def test_every_parameter_is_read_by_the_engine_or_declared_otherwise_in_the_model():
    source = _engine_source()
    unread = []
    for path in _leaves():
        entry = re.sub(r"\.(left|right|up|aslant)$", "", path)   # splay.revealed.<direction>: dict entries
        if _read(source, entry) or documentation_only(InnovationVariant, path) or _plays_one_value(path):
            continue
        unread.append(path)
    assert unread == []


def test_the_parameters_not_read_say_why_in_the_model():
    source = _engine_source()
    not_read = [p for p in _leaves() if not _read(source, re.sub(r"\.(left|right|up|aslant)$", "", p))]
    documented = [p for p in not_read if documentation_only(InnovationVariant, p)]
    # The Figures rules not played yet (docs/figures.md): each declares the one reading to be
    # played, and the expansion itself (cards.expansions) is refused until all are.
    figures = sorted(p for p in not_read if p.startswith("figures."))
    # (figures.karma_conflict is read where two karmas answer one event, figures.fading_order where
    # two players' figures fade; each refuses the reading it does not play, if any)
    assert figures == ["figures.auspice", "figures.decree_held_elsewhere",
                       "figures.decrees_per_turn", "figures.empty_deck_draw"]
    # echoes.draw_rule: the one fourth-edition draw rule, played without a test of its value;
    # likewise unseen.draw_rule and unseen.empty_unseen_deck, the one reading of each (unseen.md §6)
    # limits.hand: the scan's fallback (`.hand` read, `limits` read elsewhere) finds it since the
    # engine reads limits.safe_and_forecast; no code reads the pair itself
    assert ("limits", "hand") not in source[1]
    assert sorted(set(not_read) - set(documented) - set(figures)) == [
        "actions.achievements_per_action", "dogma.distance_rule", "echoes.draw_rule", "unseen.draw_rule",
        "unseen.empty_unseen_deck"]
    assert all(_plays_one_value(p) for p in ("actions.achievements_per_action", "dogma.distance_rule",
                                             "echoes.draw_rule", "unseen.draw_rule", "unseen.empty_unseen_deck",
                                             "limits.hand", *figures))
    # the forecast limit is read by the engine now (Echoes), no longer documentation only
    assert "limits.safe_and_forecast" not in not_read and "terminology.tuck" in documented
    assert documentation_only(InnovationVariant, "terminology.tuck") == "words change no rule"
    assert documentation_only(InnovationVariant, "dogma.sharing_bonus") is None
