"""Finding, reading, inheriting and validating variant files.

A variant is named by its id (a bundled file, or a file beside the one that extends it) or
by a path. Loading checks, in order: TOML syntax, the file against the JSON Schema, the
header, the `extends` chain, the resolved variant against the pydantic model, and the
semantic checks. Every problem found names the file, the line and the dotted key.

    >>> from rulebook.variants import load_variant
    >>> load_variant("ultimate").ages.max
    11
"""

from __future__ import annotations

import contextlib
import os
from dataclasses import dataclass, field
from pathlib import Path

import jsonschema
from pydantic import ValidationError
from pydantic_core import ErrorDetails

from ..errors import UserError
from ..resources import SOURCE_ROOT, bundled
from ..text import printable
from .common import PATTERN_MEANINGS
from .innovation import InnovationVariant
from .lost_legacy import LostLegacyVariant
from .paths import HEADER_KEYS, closest_path, flatten
from .schema import MODELS, game_schema
from .semantic import semantic_problems
from .tomltext import key_lines, line_of, os_problem, read_toml, read_toml_text, shape_problem

# The folder that holds the package (the project root in a checkout); the data folders come from
# rulebook.resources.bundled, which also knows the installed wheel's copies.
PROJECT_ROOT = SOURCE_ROOT
# Keys `rulebook show --format json` adds that are not variant keys; a variant object given
# back (e.g. to a protocol new_game) may carry them and they are dropped.
OUTPUT_ONLY_KEYS = ("resolved_from", "card_disputes", "deck_gaps")
# A file with thousands of mistakes is reported by its first ones and a count of the rest:
# nobody reads further, and locating each problem costs time.
MAX_PROBLEMS = 50
MAX_CHAIN = 32  # files in one `extends` chain (a bundled variant's is 1 or 2 long)


def variants_dir() -> Path:
    """Folder of the bundled variant files: the RULEBOOK_VARIANTS environment variable when it is
    set and not empty, else the checkout's variants/ (or the installed package's copy)."""
    override = os.environ.get("RULEBOOK_VARIANTS")
    if not override:
        return bundled("variants")
    # A mistyped folder would otherwise list no variant at all and look like an empty install.
    if not os.path.isdir(override):
        raise UserError("the environment variable RULEBOOK_VARIANTS names no folder", file=printable(override, 4096))
    return Path(override)


class VariantError(UserError):
    """One or more problems in a variant file; str() lists each on its own line.

    At most MAX_PROBLEMS are kept; `total` (default: all given) counts them all, and when it is
    larger a last entry says how many more there are.
    """

    def __init__(self, problems: list[UserError], total: int | None = None):
        total = len(problems) if total is None else total
        self.total = total
        self.problems = problems[:MAX_PROBLEMS]
        first = problems[0]
        if total > len(self.problems):
            self.problems.append(UserError(
                f"{total - len(self.problems)} more problems (only the first {len(self.problems)} are listed)",
                file=first.file))
        super().__init__(first.message, file=first.file, line=first.line, key=first.key)

    def __str__(self) -> str:
        return "\n".join(str(p) for p in self.problems)


@dataclass
class SourceFile:
    path: Path
    data: dict
    lines: dict[str, int]

    def problem(self, message: str, key: str | None = None) -> UserError:
        # Keys and messages carry text from the file: escaped, so that a problem is one line.
        return UserError(printable(message), file=printable(str(self.path), 4096),
                         line=line_of(self.lines, key) if key else None,
                         key=printable(key, 120) if key is not None else None)


@dataclass
class Resolved:
    """A variant after `extends`: the model, the merged tables and where each key came from."""

    variant: InnovationVariant | LostLegacyVariant
    data: dict
    path: Path
    chain: list[Path]
    origins: dict[str, SourceFile] = field(default_factory=dict)


_LISTED: dict[Path, tuple[tuple, list[Path]]] = {}


def bundled_paths() -> list[Path]:
    """Every bundled variant file, sorted by game then id (a new list each call).

    Every new_game and scenario run looks a variant id up here: the sorted paths are kept
    while the folder lists the same file names (read with one scandir per game folder)."""
    folder = variants_dir()
    names = _listing(folder)
    cached = _LISTED.get(folder)
    if names is None or cached is None or cached[0] != names:
        paths = sorted(folder.glob("*/*.toml"), key=lambda p: (p.parent.name, p.stem))
        if names is None:
            return paths
        cached = _LISTED[folder] = (names, paths)
    return list(cached[1])


def _listing(folder: Path) -> tuple | None:
    """The names of the game folders and of their files (None when the folder cannot be read)."""
    try:
        with os.scandir(folder) as games:
            found = []
            for game in games:
                if game.is_dir():
                    with os.scandir(game.path) as files:
                        found.append((game.name, tuple(sorted(f.name for f in files))))
            return tuple(sorted(found))
    except OSError:
        return None


def _is_file(path: Path, ref: str) -> bool:
    """Whether `path` is a regular file; False if it is absent; a UserError if it is anything
    else or cannot be looked at (a symbolic link loop, a name too long)."""
    try:
        if path.is_file():
            return True
        if not os.path.lexists(path):
            return False
        path.stat()  # raises on a link loop or a dangling link
    except ValueError:  # an embedded NUL byte
        raise UserError(f"'{printable(ref, 120)}' is not a usable file name") from None
    except OSError as exc:
        raise UserError(f"variant file '{printable(ref, 120)}': {os_problem(exc)}") from None
    raise UserError(f"variant file '{printable(ref, 120)}' is not a regular file")


def looks_like_path(ref: str) -> bool:
    """Whether a variant reference is meant as a file, not a bundled id: it has a folder part or a
    file extension (`house.toml`, a mistyped `house.tom`; ids have neither).

    >>> [looks_like_path(r) for r in ("deluxe", "house.toml", "house.tom", "rules/house", "my-set")]
    [False, True, True, True, False]
    """
    return os.sep in ref or "/" in ref or bool(Path(ref).suffix)


def _nearest(value, allowed) -> str:
    """'; did you mean 'shared'?' for a mistyped word among the allowed ones, else ''."""
    from ..suggest import did_you_mean

    words = [v for v in allowed if isinstance(v, str)]
    return did_you_mean(value, words) if isinstance(value, str) and words else ""


def find_variant(ref: str, near: Path | None = None) -> Path:
    """The file a variant id or path names: a path, a file beside `near`, or a bundled id."""
    if looks_like_path(ref):
        path = Path(ref) if near is None or Path(ref).is_absolute() else Path(os.path.normpath(near / ref))
        if not _is_file(path, ref):
            hint = ""
            if not ref.endswith(".toml") and _is_file(path.with_suffix(".toml"), ref):
                hint = f"; did you mean '{printable(str(Path(ref).with_suffix('.toml')), 120)}'?"
            raise UserError(f"variant file '{printable(ref, 120)}' not found: no such file{hint}",
                            file=printable(str(path), 4096))
        return path
    if near is not None and _is_file(near / f"{ref}.toml", ref):
        return near / f"{ref}.toml"
    for path in bundled_paths():
        if path.stem == ref:
            return path
    from ..suggest import did_you_mean

    ids = [p.stem for p in bundled_paths()]
    raise UserError(f"unknown variant '{printable(ref, 120)}'{did_you_mean(ref, ids)} "
                    f"(bundled variants: {', '.join(ids)})")


def _read(path: Path, text: str | None = None) -> SourceFile:
    data, text = read_toml(path) if text is None else read_toml_text(text, path)
    return _checked(SourceFile(path, data, key_lines(text)))


def _checked(source: SourceFile) -> SourceFile:
    """Check one file's tables against the JSON Schema and its id against its name."""
    data, path = source.data, source.path
    shape = shape_problem(data)
    if shape is not None:
        raise VariantError([source.problem(*shape)])
    game = data.get("game")
    if not isinstance(game, str) or game not in MODELS:
        wanted = " or ".join(f"'{g}'" for g in MODELS)
        raise VariantError([source.problem(f"'game' must be {wanted}, not {_short(game)}", "game")])
    validator = jsonschema.Draft202012Validator(game_schema(game))
    problems = [_schema_problem(source, error, game) for error in validator.iter_errors(data)]
    if data.get("id") is not None and data.get("id") != path.stem:
        problems.append(source.problem(
            f"the id '{data.get('id')}' must equal the file name '{path.stem}'", "id"))
    if problems:
        raise VariantError(sorted(problems, key=lambda p: p.line or 0))
    return source


def _short(value: object, limit: int = 80) -> str:
    """repr() of a value from the file, cut short: messages must not echo a megabyte."""
    text = repr(value)
    return text if len(text) <= limit else text[:limit - 3] + "..."


def _schema_problem(source: SourceFile, error: jsonschema.ValidationError, game: str) -> UserError:
    path = ".".join(str(p) for p in error.absolute_path)
    if error.validator == "additionalProperties":
        allowed = set(error.schema.get("properties", {}))
        extra = sorted(set(error.instance) - allowed)
        key = f"{path}.{extra[0]}" if path else extra[0]
        hint = closest_path(key, MODELS[game])
        return source.problem(
            f"unknown key '{key}'" + (f"; did you mean '{hint}'?" if hint else ""), key)
    if error.validator in ("oneOf", "anyOf") and isinstance(error.instance, dict) and error.context:
        kinds = [c.schema.get("const") for c in error.context if c.validator == "const"]
        deepest = max(error.context, key=lambda c: len(c.absolute_path))
        if "kind" in error.instance and all(c.absolute_path and c.absolute_path[-1] == "kind"
                                            for c in error.context if c.validator == "const"):
            relevant = [c for c in error.context if c.validator != "const"
                        and not any(k.relative_schema_path[0] == c.relative_schema_path[0]
                                    for k in error.context if k.validator == "const")]
            if not relevant:
                return source.problem(
                    f"unknown kind {_short(error.instance['kind'])}; expected one of "
                    + ", ".join(repr(k) for k in kinds if k), f"{path}.kind")
            deepest = relevant[0]
        return _schema_problem(source, deepest, game)
    value, bound = error.instance, error.validator_value
    message = {
        "type": lambda: f"expected {bound}, got {type(value).__name__} {_short(value)}",
        "enum": lambda: f"{_short(value)} is not one of " + ", ".join(repr(v) for v in bound) + _nearest(value, bound),
        "const": lambda: f"{_short(value)} must be {bound!r}",
        "required": lambda: error.message.replace("is a required property", "is required"),
        "minimum": lambda: f"{_short(value)} is below the minimum {bound}",
        "maximum": lambda: f"{_short(value)} is above the maximum {bound}",
        "minItems": lambda: f"needs at least {bound} item(s)",
        "maxItems": lambda: f"has {len(value)} items; at most {bound} items are allowed",
        "minLength": lambda: f"needs at least {bound} character(s)",
        "maxLength": lambda: f"is {len(value)} characters long; at most {bound} characters are allowed",
        "pattern": lambda: f"{_short(value)} must be {PATTERN_MEANINGS.get(bound, f'of the form {bound}')}",
    }.get(error.validator, lambda: printable(error.message, 200))()
    return source.problem(message, path or None)


def _overrides(child: dict) -> list[str]:
    return [k for k in flatten({k: v for k, v in child.items() if k not in HEADER_KEYS})]


def _at_or_inside(key: str, keys: set[str]) -> bool:
    """Whether `key` or a table around it is in `keys`."""
    parts = key.split(".")
    return any(".".join(parts[:end]) in keys for end in range(1, len(parts) + 1))


def deep_merge(parent: dict, child: dict) -> dict:
    """Child tables merge into parent tables; anything else replaces.

    A table whose `kind` changes (a special-achievement condition) replaces the parent's whole.
    """
    out = dict(parent)
    for key, value in child.items():
        old = out.get(key)
        if isinstance(value, dict) and isinstance(old, dict) and value.get("kind", old.get("kind")) == old.get("kind"):
            out[key] = deep_merge(old, value)
        else:
            out[key] = value
    return out


def _merge_files(parent: dict, child: dict) -> dict:
    """Merge a child file into its resolved parent, provenance following the values.

    A parent's source or dispute for a key the child sets no longer applies and is dropped;
    the child states its own.
    """
    # Sets of the overridden keys and of every table around them: each test below is then a
    # look-up per part of a key, not a scan of every override (both files may be large).
    overridden = set(_overrides(child))
    around = {".".join(o.split(".")[:end]) for o in overridden for end in range(1, o.count(".") + 1)}
    merged = deep_merge({k: v for k, v in parent.items() if k not in ("sources", "disputes")},
                        {k: v for k, v in child.items() if k not in ("sources", "disputes", "extends")})
    sources = {k: v for k, v in parent.get("sources", {}).items() if not _at_or_inside(k, overridden)}
    sources.update(child.get("sources", {}))
    child_disputes = child.get("disputes", [])
    child_keys = {c.get("key") for c in child_disputes}
    disputes = [d for d in parent.get("disputes", [])
                if not (_at_or_inside(d.get("key", ""), overridden) or d.get("key", "") in around)
                and d.get("key") not in child_keys]
    merged["sources"] = sources
    merged["disputes"] = disputes + list(child_disputes)
    merged["extends"] = child.get("extends")
    return merged


_CACHE: dict[Path, tuple[tuple, Resolved]] = {}


def _stamp(paths: list[Path]) -> tuple:
    """What must not change for a cached result to stand: each file's size and mtime."""
    stats = [p.stat() for p in paths]
    return tuple((s.st_size, s.st_mtime_ns) for s in stats)


def resolve(ref: str | Path, near: Path | None = None) -> Resolved:
    """Read a variant and its ancestors, merge them and validate the result.

    Results are reused while none of the files of the `extends` chain changes, so engines
    and scenario runs can ask for a variant as often as they like.
    """
    path = _real(ref if isinstance(ref, Path) else find_variant(ref, near))
    cached = _CACHE.get(path)
    if cached is not None:
        try:
            if _stamp(cached[1].chain) == cached[0]:
                return cached[1]
        except OSError:
            pass
    resolved = _resolve(path, [])
    with contextlib.suppress(OSError):  # a file of the chain went away meanwhile: just not cached
        _CACHE[path] = (_stamp(resolved.chain), resolved)
    return resolved


def _real(path: Path) -> Path:
    """The absolute path with links followed; a symbolic link loop is a UserError."""
    try:
        return path.resolve()
    except (OSError, RuntimeError) as exc:  # Python < 3.13 reports a loop as RuntimeError
        reason = os_problem(exc) if isinstance(exc, OSError) else "symbolic link loop"
        raise UserError(reason, file=printable(str(path), 4096)) from None


def resolve_text(text: str, path: Path) -> Resolved:
    """Validate variant text as if it were the file `path` (which need not exist yet)."""
    return _resolve(_real(path), [], text)


def resolve_data(data: dict, label: str = "<variant object>") -> Resolved:
    """Validate a variant given as data (a protocol `new_game` may send a resolved variant)."""
    if not isinstance(data, dict):
        raise VariantError([UserError(f"a variant is a table (a JSON object), not {type(data).__name__}",
                                      file=label)])
    data = {k: v for k, v in data.items() if k not in (*OUTPUT_ONLY_KEYS, "extends")}
    if not isinstance(data.get("id"), str):
        raise VariantError([UserError("a variant object needs a string 'id'", file=label, key="id")])
    path = Path(label) / f"{data['id']}.toml"
    return _resolve(path, [], source=_checked(SourceFile(path, data, {})))


def _resolve(path: Path, seen: list[Path], text: str | None = None,
             source: SourceFile | None = None) -> Resolved:
    source = source or _read(path, text)
    data = source.data
    origins = {k: source for k in flatten(data)}
    if data.get("extends"):
        parent_ref = data["extends"]
        try:
            parent_path = _real(find_variant(parent_ref, path.parent))
        except UserError as exc:
            raise VariantError([source.problem(f"parent variant '{parent_ref}' not found: {exc.message}",
                                               "extends")]) from None
        if parent_path in seen or parent_path == path:
            cycle = " -> ".join(p.stem for p in [*seen, path, parent_path])
            raise VariantError([source.problem(f"cycle in 'extends': {cycle}", "extends")])
        if len(seen) + 1 >= MAX_CHAIN:
            raise VariantError([source.problem(f"the 'extends' chain is longer than {MAX_CHAIN} files (from "
                                               f"{(seen or [path])[0].name}): flatten it", "extends")])
        parent = _resolve(parent_path, [*seen, path])
        if parent.data.get("game") != data.get("game"):
            raise VariantError([source.problem(
                f"extends '{parent_ref}', a variant of {parent.data.get('game')}, "
                f"but this file is a variant of {data.get('game')}", "extends")])
        merged = _merge_files(parent.data, data)
        origins = {**parent.origins, **origins}
        chain = [path, *parent.chain]
    else:
        merged, chain = data, [path]
    model = MODELS[merged["game"]]
    try:
        variant = model.model_validate(merged)
    except ValidationError as exc:
        errors = exc.errors()
        blame = _Blame(origins, source)
        raise VariantError([_model_problem(e, merged, blame, source) for e in errors[:MAX_PROBLEMS]],
                           total=len(errors)) from None
    found = semantic_problems(variant, merged)
    if found:
        blame = _Blame(origins, source)
        raise VariantError([blame.problem(p.key, p.message, p.related) for p in found[:MAX_PROBLEMS]],
                           total=len(found))
    return Resolved(variant, merged, path, chain, origins)


class _Owners:
    """Which file sets a key: the first key of `origins` (in order) that is the key, a key
    inside it or a table around it. Indexed once, so that locating a problem does not scan
    every key of the variant."""

    def __init__(self, origins: dict[str, SourceFile]):
        self.origins = origins
        self.order = {key: index for index, key in enumerate(origins)}
        self.inside: dict[str, int] = {}  # every table and key -> first key at or inside it
        for index, key in enumerate(origins):
            parts = key.split(".")
            for end in range(1, len(parts) + 1):
                self.inside.setdefault(".".join(parts[:end]), index)
        self.keys = list(origins)

    def of(self, key: str) -> SourceFile | None:
        if key in self.origins:  # the key itself: the most specific owner
            return self.origins[key]
        parts = key.split(".")
        around = [self.order[p] for p in (".".join(parts[:end]) for end in range(1, len(parts)))
                  if p in self.order]
        candidates = around + ([self.inside[key]] if key in self.inside else [])
        return self.origins[self.keys[min(candidates)]] if candidates else None


class _Blame:
    """Which file answers for a problem found in a resolved variant, and at which line.

    Every parent was resolved and validated on its own before its child, so a problem in the
    merged variant is always caused by the file being resolved (the leaf): either at the key at
    fault, or at a key the check compared it with (`related`) that the leaf changed. A key at
    fault that the leaf inherited is reported at the leaf's own line, naming the parent that set
    it, so that the user is sent to the file they wrote, never to a bundled one.
    """

    def __init__(self, origins: dict[str, SourceFile], leaf: SourceFile):
        self.owners = _Owners(origins)
        self.leaf = leaf
        own = {k: v for k, v in leaf.data.items() if k not in ("id", "game", "title", "extends")}
        self.own = set(flatten(own))
        self.inside: dict[str, str] = {}  # each key the leaf sets, and each table around one -> that key
        for key in self.own:
            parts = key.split(".")
            for end in range(1, len(parts) + 1):
                self.inside.setdefault(".".join(parts[:end]), key)

    def set_here(self, key: str) -> str | None:
        """The key of the leaf at, inside or around `key`, if the leaf sets any."""
        if key in self.inside:
            return self.inside[key]
        parts = key.split(".")
        return next((around for around in (".".join(parts[:end]) for end in range(len(parts) - 1, 0, -1))
                     if around in self.own), None)

    def owner(self, key: str) -> tuple[SourceFile, str]:
        """The file that sets `key` and the key to point at in it (a dispute: its `key` line)."""
        if key.startswith("disputes["):  # a dispute, named by the parameter it is about
            disputed = key[len("disputes["):-1]
            for source in {id(s): s for s in [self.leaf, *self.owners.origins.values()]}.values():
                for index, dispute in enumerate(source.data.get("disputes", [])):
                    if dispute.get("key") == disputed:
                        return source, f"disputes.{index}.key"
            return self.leaf, "disputes"
        return self.owners.of(key) or self.leaf, key

    def problem(self, key: str, message: str, related: tuple[str, ...] = ()) -> UserError:
        owner, at = self.owner(key)
        if owner is self.leaf:
            return owner.problem(message, at)
        subject = f"the dispute on '{key[len('disputes['):-1]}'" if key.startswith("disputes[") else f"'{key}'"
        inherited = f"{subject}, inherited from {printable(owner.path.name, 120)}"
        for candidate in (key, *related):
            here = self.set_here(candidate)
            if here is not None:
                return self.leaf.problem(message if candidate == key else f"{inherited}: {message}", here)
        # No key of this file is known to play a part: its `extends` line is where it takes the rest.
        return self.leaf.problem(f"{inherited}: {message} (this file's changes to its parent make it fail)",
                                 "extends")


def _model_problem(error: ErrorDetails, merged: dict, blame: _Blame, fallback: SourceFile) -> UserError:
    # Keep only the loc parts that are keys of the data (drop union tags).
    parts, node = [], merged
    for part in error["loc"]:
        if (isinstance(node, dict) and part in node) or (isinstance(node, list) and isinstance(part, int) and part < len(node)):
            parts.append(str(part))
            node = node[part]
        elif error["type"] in ("missing", "extra_forbidden") and part == error["loc"][-1]:
            parts.append(str(part))
    key = ".".join(parts)
    if error["type"] == "missing":
        return fallback.problem(f"'{key}' is required (set it here or in a parent variant)", key)
    message = error["msg"]
    if error["type"] == "extra_forbidden":
        hint = closest_path(key, MODELS[merged["game"]])
        message = f"unknown key '{key}'" + (f"; did you mean '{hint}'?" if hint else "")
    elif error["type"] == "string_pattern_mismatch":
        pattern = (error.get("ctx") or {}).get("pattern", "")
        message = (f"{_short(error.get('input'))} must be "
                   f"{PATTERN_MEANINGS.get(pattern, f'of the form {pattern}')}")
    else:
        message = f"{message} (got {_short(error.get('input'))})"
    return blame.problem(key, message)
