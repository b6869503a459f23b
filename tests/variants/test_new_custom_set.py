"""`rulebook new ID --game lost-legacy --cards ...`: a custom 16-card set, checked against the
card data and the composition rule before anything is written; one message per violation."""

from __future__ import annotations

import json
import tomllib

import pytest

from rulebook.lost_legacy import Game, play_random_game
from rulebook.variants import resolve
from rulebook.variants.derive import parse_cards

STARSHIP = "Girl of Fate:1,General:1,Shadow Thief:1,Swordsman:1,Lost Legacy: The Starship:1,Old Map:2,Search:3," \
           "Assault:3,Sneak Attack:3"
GARDEN = "Girl of Fate,General,Shadow Thief,Swordsman,Lost Legacy: Flying Garden,Old Map:2,Search:3,Curse:3,Wound:3"


def new(run_cli, tmp_path, *args, name="my-set"):
    out = tmp_path / f"{name}.toml"
    code, _stdout, err = run_cli("new", name, *args, "--out", str(out))
    return code, out, err


def test_parse_cards():
    assert parse_cards(["Search:3, Old Map:2", "Lost Legacy: The Starship", "Lost Legacy: Flying Garden:1"]) == [
        ("Search", 3), ("Old Map", 2), ("Lost Legacy: The Starship", 1), ("Lost Legacy: Flying Garden", 1)]


def test_a_custom_set_of_known_cards_is_written_validates_and_plays(run_cli, tmp_path):
    code, out, err = new(run_cli, tmp_path, "--game", "lost-legacy", "--cards", GARDEN)
    assert code == 0, err
    written = tomllib.loads(out.read_text())
    assert written["extends"] == "lost-legacy-starship" and written["title"] == "Lost Legacy: custom set my-set"
    assert written["deck"]["sets"] == [] and written["deck"]["remove"] == []
    assert (written["deck"]["complete"], written["deck"]["size"]) == (True, 16)
    assert written["deck"]["cards"][4] == {"name": "Lost Legacy: Flying Garden", "copies": 1}   # by speed
    assert "Juego de tarjetas personalizadas" in written["sources"]["deck"]
    assert run_cli("validate", str(out))[0] == 0
    variant = resolve(out).variant
    for seed in range(20):
        game = play_random_game(variant, ["A", "B", "C"], seed, check=True)
        assert game.result is not None
    shown = json.loads(run_cli("show", str(out), "--format", "json")[1])
    assert [d["card"] for d in shown["card_disputes"]] == [
        "Girl of Fate", "General", "Shadow Thief", "Lost Legacy: Flying Garden", "Curse", "Wound"]


def test_cards_may_be_repeated_and_names_are_matched_without_case(run_cli, tmp_path):
    code, out, err = new(run_cli, tmp_path, "--game", "lost-legacy", "--cards", "girl of fate,GENERAL,Shadow Thief",
                         "--cards", "Swordsman,Lost Legacy: The Starship,Old Map:2", "--cards",
                         "Search:3,Assault:3,Sneak Attack:3")
    assert code == 0, err
    cards = tomllib.loads(out.read_text())["deck"]["cards"]
    assert cards[0] == {"name": "Girl of Fate", "copies": 1} and cards[1]["name"] == "General"
    assert Game.new(resolve(out).variant, ["A", "B"], 1).state()["variant"] == "my-set"


def test_from_another_lost_legacy_variant(run_cli, tmp_path):
    code, out, err = new(run_cli, tmp_path, "--from", "lost-legacy-megamix", "--cards", STARSHIP)
    assert code == 0, err
    variant = resolve(out).variant
    assert variant.players.max == 6 and variant.deck.remove == [] and variant.deck.complete


@pytest.mark.parametrize("cards,messages", [
    (STARSHIP.replace("Swordsman:1", "Lost Legacy: Flying Garden:1"),
     ["speed 4: the set needs 1 card(s), it has 0 (given: none)",
      "speed 5: the set needs 1 card(s), it has 2 (given: Lost Legacy: Flying Garden x1 (Flying Garden), "
      "Lost Legacy: The Starship x1 (The Starship))"]),
    (STARSHIP.replace("Old Map:2", "Old Map:1"), ["speed 6: the set needs 2 card(s), it has 1"]),
    (STARSHIP.replace(",Search:3", ""), ["speed 7: the set needs 3 card(s), it has 0 (given: none)"]),
    (STARSHIP + ",Curse:1", ["speed 8: the set needs 3 card(s), it has 4",
                             "speed 8: all copies must come from one set, not flying-garden, starship"]),
    (STARSHIP.replace("Assault:3", "Assault:2,Curse:1"),
     ["speed 8: all copies must come from one set, not flying-garden, starship (given: Assault x2 (The Starship), "
      "Curse x1 (Flying Garden))"]),
    (STARSHIP.replace("Sneak Attack:3", "Sneak Attack:2,Wound:1"),
     ["speed X: all copies must come from one set, not flying-garden, starship"]),
    (STARSHIP.replace("Girl of Fate:1", "Girl of Fate:2"),
     ["Girl of Fate: the box holds 1 copy, not 2", "speed 1: the set needs 1 card(s), it has 2"]),
    (STARSHIP.replace("Girl of Fate:1", "Saint:1"),
     ["Saint (Flying Garden) is known by name only: no source gives its speed or effect yet"]),
    (STARSHIP.replace("Search:3", "Serch:3"), ["unknown card 'Serch'; did you mean 'Search'?"]),
    (STARSHIP + ",Search:1", ["Search is listed twice"]),
])
def test_each_violation_gets_its_own_line_and_nothing_is_written(run_cli, tmp_path, cards, messages):
    code, out, err = new(run_cli, tmp_path, "--game", "lost-legacy", "--cards", cards)
    assert code == 2 and not out.exists()
    assert "this custom set breaks the rules of a custom set" in err
    lines = [line.strip() for line in err.splitlines()]
    for message in messages:
        assert any(line.startswith("- " + message) for line in lines), (message, err)
    assert len([line for line in lines if line.startswith("- ")]) == len(messages), err


@pytest.mark.parametrize("args,fragment", [
    (["--cards", "Search:0"], "the number of copies must be 1 or more"),
    (["--game", "lost-legacy", "--cards", " , "], "--cards names no card"),
    (["--from", "deluxe", "--cards", STARSHIP], "--cards builds a Lost Legacy custom set; deluxe is a variant of innovation"),
    (["--game", "innovation", "--from", "lost-legacy-starship"], "is a variant of lost-legacy, not of innovation"),
    (["--game", "innovation"], "--game innovation: name the edition to derive from with --from BASE"),
    ([], "name the variant to derive from with --from BASE, or the game with --game"),
    (["--game", "lost-legacy", "--cards", STARSHIP, "--set", "deck.size=3"], "conflicts with --cards"),
])
def test_bad_arguments_are_usage_errors(run_cli, tmp_path, args, fragment):
    code, out, err = new(run_cli, tmp_path, *args)
    assert code == 2 and fragment in err and not out.exists()


def test_game_alone_derives_from_the_starship(run_cli, tmp_path):
    code, out, err = new(run_cli, tmp_path, "--game", "lost-legacy", "--set", "players.max=3", name="three")
    assert code == 0, err
    assert tomllib.loads(out.read_text())["extends"] == "lost-legacy-starship"
    assert resolve(out).variant.players.max == 3


def test_help_documents_game_and_cards(run_cli, capsys):
    with pytest.raises(SystemExit):
        run_cli("new", "--help")
    out = capsys.readouterr().out
    assert "--game" in out and "--cards NAME:COPIES" in out and "composition rule" in out
