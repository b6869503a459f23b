"""`rulebook new`: derive a house variant from a base, written only when it validates.

Each `--set KEY=VALUE` is read by KEY's type (engine/variants/assign.py): a TOML literal of
that type, else, for a key that takes text, the words as typed:

    >>> from rulebook.variants.assign import parse_assignment
    >>> from rulebook.variants.innovation import InnovationVariant
    >>> parse_assignment("victory.score_full_tie=draw", InnovationVariant)
    ('victory.score_full_tie', 'draw')

The file starts with a `#:schema` line relative to where it is written, pointing at the schemas
folder (of the checkout, or of the installed package), and, without --title, a title naming
its parent: 'House variant of Innovation Deluxe (Asmadi third edition) (derived from deluxe)'.

A Lost Legacy custom set (`--game lost-legacy --cards "Name:copies,..."`) is a variant that
extends lost-legacy-starship (or `--from` another Lost Legacy variant) with `deck.sets = []`
and the chosen `deck.cards`. It is checked against the card data and the composition rule of
its base before anything is written, each violation on its own line:

    >>> parse_cards(["Search:3, Old Map:2", "Lost Legacy: The Starship"])
    [('Search', 3), ('Old Map', 2), ('Lost Legacy: The Starship', 1)]
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import tomli_w

from ..data import lost_legacy_sets
from ..errors import UserError
from ..files import check_output, write_atomic
from ..resources import bundled
from ..text import printable
from .assign import TITLE, parse_assignment
from .common import LINE_PATTERN, MAX_ID_LENGTH, MAX_TITLE_LENGTH
from .loader import find_variant, resolve, resolve_text, variants_dir
from .lost_legacy import LostLegacyVariant
from .schema import MODELS
from .semantic import composition_problems

HOUSE_SOURCE = "house rule, set with rulebook new"
CUSTOM_SET_SOURCE = "custom set built with rulebook new --cards (lost-legacy.es.txt, Juego de tarjetas personalizadas)"
# The variant a game's house variants start from when only --game is given.
GAME_BASES = {"lost-legacy": "lost-legacy-starship"}
SPEED_ORDER = ["1", "2", "3", "4", "5", "6", "7", "8", "X"]


def _nest(assignments: list[tuple[str, object]]) -> dict:
    out: dict = {}
    for key, value in assignments:
        node = out
        *tables, leaf = key.split(".")
        for table in tables:
            node = node.setdefault(table, {})
            if not isinstance(node, dict):
                raise UserError(f"--set '{key}' conflicts with another --set", key=key)
        node[leaf] = value
    return out


def parse_cards(texts: list[str]) -> list[tuple[str, int]]:
    """--cards values: comma-separated `Name:copies` entries (`:copies` may be left out for 1).
    Card names may hold colons ('Lost Legacy: The Starship:1'): only a final `:<number>` is a count."""
    entries = []
    for text in texts:
        for item in text.split(","):
            item = item.strip()
            if not item:
                continue
            name, sep, count = item.rpartition(":")
            if sep and re.fullmatch(r"\s*-?\d+\s*", count):
                copies = int(count)
                if copies < 1:
                    raise UserError(f"--cards '{item}': the number of copies must be 1 or more")
                entries.append((name.strip(), copies))
            else:
                entries.append((item, 1))
    if not entries:
        raise UserError("--cards names no card: give \"Name:copies,...\", e.g. --cards \"Search:3,Old Map:2\"")
    return entries


def custom_set_problems(entries: list[tuple[str, int]], composition) -> tuple[list[dict], list[str]]:
    """Check a custom set against the card data and the composition rule.

    Returns (deck.cards entries with the card data's spelling, ordered by speed; one message per
    violation). A card known by name only, an unknown card (with the nearest name), a card listed
    twice, more copies than the box holds, and every breach of the composition rule are reported."""
    import difflib

    sets = lost_legacy_sets()
    cards = {c["name"]: {**c, "set": s["id"], "set_name": s.get("name", s["id"])}
             for s in sets.values() for c in s["cards"]}
    by_lower = {name.lower(): name for name in cards}
    name_only = {n.lower(): (n, s.get("name", s["id"])) for s in sets.values()
                 for n in s.get("known_without_speed", [])}
    problems: list[str] = []     # unknown or unusable names: the composition is not checked then
    too_many: list[str] = []
    chosen: dict[str, int] = {}
    for given, copies in entries:
        name = given if given in cards else by_lower.get(given.lower())
        if name is None:
            if given.lower() in name_only:
                known, set_name = name_only[given.lower()]
                problems.append(f"{known} ({set_name}) is known by name only: no source gives its speed or "
                                "effect yet, so it cannot be used in a custom set")
            else:
                near = difflib.get_close_matches(given, list(cards), n=1, cutoff=0.6)
                problems.append(f"unknown card '{given}'" + (f"; did you mean '{near[0]}'?" if near
                                                              else f" (known cards: {', '.join(cards)})"))
            continue
        if name in chosen:
            problems.append(f"{name} is listed twice: give each card once, with its number of copies")
            continue
        chosen[name] = copies
        box = cards[name].get("copies", 1)
        if copies > box:
            too_many.append(f"{name}: the box holds {box} cop{'y' if box == 1 else 'ies'}, not {copies}")
    if problems:
        return [], problems
    problems = too_many
    picked = [(cards[name], copies) for name, copies in chosen.items()]
    for problem in composition_problems(picked, composition):
        message = problem.message
        speed = re.match(r"speed (\S+):", message)
        if speed:
            here = [f"{c['name']} x{n} ({c['set_name']})" for c, n in picked if str(c.get("speed")) == speed[1]]
            message += f" (given: {', '.join(here) or 'none'})"
        problems.append(message)
    rank = {speed: i for i, speed in enumerate(SPEED_ORDER)}
    ordered = sorted(chosen.items(), key=lambda item: rank.get(str(cards[item[0]].get("speed")), len(rank)))
    return [{"name": name, "copies": copies} for name, copies in ordered], problems


def _check_title(title: str | None, option: str) -> None:
    if title is not None and (not title or len(title) > MAX_TITLE_LENGTH or not re.fullmatch(LINE_PATTERN, title)):
        raise UserError(f"{option} '{printable(title, 120)}': a title is one line of 1 to {MAX_TITLE_LENGTH} "
                        "characters, without control characters")


def house_title(parent_title: str, parent_id: str) -> str:
    """The default title of a house variant: its parent's title and id, cut to fit the limit.

    >>> house_title("Innovation Deluxe (Asmadi third edition)", "deluxe")
    'House variant of Innovation Deluxe (Asmadi third edition) (derived from deluxe)'
    """
    head, tail = "House variant of ", f" (derived from {parent_id})"
    room = MAX_TITLE_LENGTH - len(head) - len(tail)
    shown = parent_title if len(parent_title) <= room else parent_title[:max(room - 3, 0)] + "..."
    return (head + shown + tail)[:MAX_TITLE_LENGTH]


def schema_reference(out_dir: Path) -> str:
    """The `#:schema` target for a variant written into `out_dir`: the variant schema of the
    checkout or the installed package, relative to that folder (so that a project moved as a
    whole keeps working), with forward slashes; absolute only where no relative path exists
    (another drive on Windows)."""
    schema_file = bundled("schemas") / "variant.schema.json"
    try:
        return Path(os.path.relpath(schema_file.resolve(), out_dir)).as_posix()
    except ValueError:
        return schema_file.resolve().as_uri()


def _base(base: str | None, game: str | None) -> str:
    if base is not None:
        return base
    if game is None:
        raise UserError("name the variant to derive from with --from BASE, or the game with --game "
                        f"({', '.join(f'--game {g} starts from {b}' for g, b in GAME_BASES.items())})")
    if game not in GAME_BASES:
        raise UserError(f"--game {game}: name the edition to derive from with --from BASE")
    return GAME_BASES[game]


def derive(new_id: str, base: str | None, sets: list[str], out: Path | None = None,
           title: str | None = None, force: bool = False, *, game: str | None = None,
           cards: list[str] | None = None) -> Path:
    """Write variant `new_id` extending `base` (or the default base of `game`) with `sets`
    applied, and with `cards` a Lost Legacy custom set; return the file written."""
    # Checked before the id becomes a file name (one too long for the file system is an OSError).
    if not re.fullmatch(r"[a-z0-9][a-z0-9-]*", new_id):
        raise UserError(f"variant id '{printable(new_id, 120)}' must be lowercase letters, digits and dashes")
    if len(new_id) > MAX_ID_LENGTH:
        raise UserError(f"variant id '{new_id[:20]}...' is {len(new_id)} characters long; "
                        f"at most {MAX_ID_LENGTH} characters are allowed")
    _check_title(title, "--title")
    if base is None and game is None and cards:
        game = "lost-legacy"  # --cards alone: a Lost Legacy custom set
    parent = resolve(_base(base, game))
    if game is not None and parent.variant.game != game:
        raise UserError(f"--from {base} is a variant of {parent.variant.game}, not of {game}")
    game = parent.variant.game
    custom: list[dict] | None = None
    if cards:
        if game != "lost-legacy":
            raise UserError(f"--cards builds a Lost Legacy custom set; {parent.variant.id} is a variant of {game}")
        # game is parent.variant.game, the discriminator: only LostLegacyVariant has "lost-legacy"
        assert isinstance(parent.variant, LostLegacyVariant)
        entries = parse_cards(cards)
        custom, problems = custom_set_problems(entries, parent.variant.composition)
        if problems:
            raise UserError("--cards: this custom set breaks the rules of a custom set (lost-legacy.es.txt, "
                            "Juego de tarjetas personalizadas):\n" + "\n".join(f"  - {p}" for p in problems))
    assignments = [parse_assignment(s, MODELS[game], allow_title=True) for s in sets]
    titles = [str(value) for key, value in assignments if key == TITLE]
    if titles:
        if title is not None or len(titles) > 1:
            raise UserError("the title is given more than once (--title, --set title=...): give it once")
        title = titles[0]
        _check_title(title, "--set title")
        assignments = [(key, value) for key, value in assignments if key != TITLE]
    if custom is not None:
        clash = [key for key, _ in assignments if key == "deck" or key.startswith("deck.")]
        if clash:
            raise UserError(f"--set {clash[0]} conflicts with --cards, which sets the whole deck", key=clash[0])
    out = Path(out) if out else Path.cwd() / f"{new_id}.toml"
    if out.suffix != ".toml" or out.stem != new_id:
        raise UserError(f"the output file must be named {new_id}.toml (the file name is the variant id)", file=out)
    exists = UserError("the file exists; pass --force to replace it", file=out)
    if os.path.lexists(out) and not force:
        raise exists
    check_output(out, what="variant", make_folder=True)  # a link or a FIFO: refused before the work
    out_dir = out.resolve().parent
    parent_path = parent.path
    from_bundle = parent_path.parent.parent == variants_dir().resolve()
    extends = parent.variant.id if from_bundle or parent_path.parent == out_dir else os.path.relpath(parent_path, out_dir)
    default_title = (f"Lost Legacy: custom set {new_id}" if custom is not None
                     else house_title(parent.variant.title, parent.variant.id))
    document = {"id": new_id, "game": game, "title": title or default_title,
                "extends": extends, **_nest(assignments)}
    if custom is not None:
        document["deck"] = {"sets": [], "remove": [], "cards": custom, "complete": True,
                            "size": sum(entry["copies"] for entry in custom)}
    if assignments or custom is not None:
        document["sources"] = {key: HOUSE_SOURCE for key, _ in assignments}
        if custom is not None:
            document["sources"]["deck"] = CUSTOM_SET_SOURCE
    text = f"#:schema {schema_reference(out_dir)}\n# Derived from {parent.variant.id} by rulebook new.\n" + tomli_w.dumps(document)
    resolve_text(text, out)
    try:
        # Without --force the name is taken exclusively: of several `new`s racing for it, one wins.
        write_atomic(out, text, what="variant", make_folder=True, exclusive=not force)
    except FileExistsError:
        raise exists from None
    return out


__all__ = ["custom_set_problems", "derive", "find_variant", "parse_assignment", "parse_cards"]
