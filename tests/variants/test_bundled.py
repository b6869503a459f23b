"""Every bundled variant: valid against the committed schema and the model, fully sourced."""

from __future__ import annotations

import json
import tomllib

import jsonschema
import pytest

from rulebook.schemas import SCHEMA_DIR, all_schemas, render
from rulebook.variants import bundled_paths, load_variant, resolve
from rulebook.variants.paths import flatten
from rulebook.variants.render import source_of

BUNDLED = {p.stem: p for p in bundled_paths()}
INNOVATION_IDS = ["first-edition", "iello", "deluxe", "ultimate", "ultimate-figures", "ultimate-echoes",
                  "ultimate-echoes-figures", "ultimate-unseen", "ultimate-unseen-echoes", "bga-first", "bga-third",
                  "deluxe-teams", "bga-first-teams", "bga-third-teams"]
LOST_LEGACY_IDS = ["lost-legacy-starship", "lost-legacy-flying-garden", "lost-legacy-megamix"]


def test_every_required_variant_is_bundled():
    assert sorted(BUNDLED) == sorted(INNOVATION_IDS + LOST_LEGACY_IDS)


@pytest.mark.parametrize("name", sorted(BUNDLED))
def test_file_validates_against_committed_schema(name):
    schema = json.loads((SCHEMA_DIR / "variant.schema.json").read_text())
    data = tomllib.loads(BUNDLED[name].read_text())
    jsonschema.Draft202012Validator(schema).validate(data)
    assert BUNDLED[name].read_text().startswith("#:schema ../../schemas/variant.schema.json\n")


@pytest.mark.parametrize("name", sorted(BUNDLED))
def test_every_parameter_has_a_source(name):
    resolved = resolve(name)
    params = {k: v for k, v in resolved.variant.model_dump(by_alias=True, exclude_none=True).items()
              if k not in ("id", "game", "title", "extends", "sources", "disputes")}
    unsourced = [path for path in flatten(params) if not source_of(path, resolved.variant.sources)]
    assert unsourced == []


def test_committed_schemas_match_the_models():
    for name, schema in all_schemas().items():
        committed = (SCHEMA_DIR / name).read_text(encoding="utf-8")
        assert committed == render(schema), f"schemas/{name} is stale: run `rulebook schema --out schemas`"


def test_schema_carries_descriptions():
    schema = all_schemas()["variant.schema.json"]
    dogma = schema["$defs"]["Dogma"]["properties"]["reveal_counts_as_change"]
    assert "reveal" in dogma["description"]
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"


@pytest.mark.parametrize("variant,players,expected", [
    ("first-edition", 2, 6), ("first-edition", 3, 5), ("first-edition", 4, 4),
    ("iello", 4, 4), ("deluxe", 2, 6), ("deluxe", 4, 4), ("ultimate", 2, 6), ("ultimate", 5, 3),
    ("bga-third", 3, 5), ("deluxe-teams", 4, 6), ("bga-first-teams", 4, 6),
])
def test_achievements_to_win(variant, players, expected):
    assert load_variant(variant).achievements_to_win(players) == expected


def test_ultimate_differs_from_deluxe_where_the_rulebooks_do():
    deluxe, ultimate = load_variant("deluxe"), load_variant("ultimate")
    assert (deluxe.ages.max, ultimate.ages.max) == (10, 11)
    assert (deluxe.ages.game_end_draw, ultimate.ages.game_end_draw) == (11, 12)
    assert ultimate.setup.achievement_ages == list(range(1, 11))
    assert (deluxe.dogma.reveal_counts_as_change, ultimate.dogma.reveal_counts_as_change) == (True, False)
    assert "aslant" in ultimate.splay.revealed and "aslant" not in deluxe.splay.revealed
    assert ultimate.special_achievements.conditions["Monument"].kind == "top-cards-with-demand"
    assert (deluxe.special_achievements.timing, ultimate.special_achievements.timing) == ("immediate", "end-of-action")
    assert ultimate.victory.elimination and ultimate.figures.fading and not deluxe.figures.fading
    assert (deluxe.victory.achievements.minimum, ultimate.victory.achievements.minimum) == (4, 3)


def test_first_edition_and_bga_share_a_tie_and_deluxe_draws():
    assert load_variant("first-edition").victory.score_full_tie == "shared"
    assert load_variant("bga-third").victory.score_full_tie == "shared"
    assert load_variant("deluxe").victory.score_full_tie == "draw"
    assert load_variant("bga-first").cards.wording == "first-edition"
    assert load_variant("bga-third").cards.wording == "third-edition"


def test_iello_terminology():
    words = load_variant("iello").terminology
    assert (words.achieve, words.achievement, words.special_achievement, words.score_pile,
            words.return_, words.tuck, words.meld, words.dogma) == (
        "dominate", "domination", "domain", "influence", "recycle", "archive", "play", "activate")


# Section 4 of the shared reference: every conflict that touches a variant is recorded there.
EXPECTED_DISPUTES = {
    "deluxe": {"dogma.reveal_counts_as_change", "victory.score_full_tie", "victory.achievements.minimum",
               "setup.first_turn_large_from"},
    "ultimate": {"dogma.reveal_counts_as_change", "actions.repeat_achievement_cost", "setup.achievement_ages",
                 "victory.achievements.minimum", "victory.score_full_tie", "special_achievements.tie",
                 "players.max", "setup.first_turn_large_from", "special_achievements.conditions.Monument",
                 "splay.revealed.aslant", "dogma.distance_rule"},
    "bga-first": {"actions.repeat_achievement_cost", "dogma.reveal_counts_as_change", "victory.score_full_tie"},
    "bga-third": {"actions.repeat_achievement_cost", "dogma.reveal_counts_as_change", "victory.score_full_tie",
                  "cards.wording"},
}


@pytest.mark.parametrize("name", sorted(EXPECTED_DISPUTES))
def test_reference_conflicts_are_recorded_as_disputes(name):
    keys = {d.key for d in load_variant(name).disputes}
    assert EXPECTED_DISPUTES[name] <= keys


def test_lost_legacy_decks():
    starship = load_variant("lost-legacy-starship")
    megamix = load_variant("lost-legacy-megamix")
    garden = load_variant("lost-legacy-flying-garden")
    assert (starship.deck.complete, starship.deck.size) == (True, 16)
    assert (megamix.deck.complete, megamix.deck.size, megamix.players.max) == (False, 31, 6)
    assert garden.deck.complete is False and garden.deck.sets == ["flying-garden"]
