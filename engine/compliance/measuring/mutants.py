"""The mutation measure: flip each rule parameter of a variant in turn and see whether at
least one of the variant's scenarios fails. A flip nothing catches is a missing scenario.

    rulebook check --mutants deluxe
"""

from __future__ import annotations

import copy
import types
import typing
from dataclasses import dataclass
from typing import Literal, get_args, get_origin

from pydantic import BaseModel

from ...errors import UserError
from ...variants import resolve, resolve_data, support
from ...variants.innovation import InnovationVariant
from ...variants.paths import flatten
from ...variants.render import parameters, resolved_data
from ...variants.support import plays
from ..running.implementations import Reference
from ..running.runner import Run, run_one

# Tables the model marks documentation only (words) are not flipped at all: they are no rule.
# A documentation-only parameter inside a rule table is listed as dormant, with the reason.
NOT_PLAYED = support.documentation_tables(InnovationVariant)


@dataclass
class Mutant:
    key: str
    original: object
    flipped: object
    status: str  # caught | missed | invalid | dormant | unplayed (a value the reference does not play)
    detail: str = ""

    def as_dict(self) -> dict:
        return {"key": self.key, "original": self.original, "flipped": self.flipped,
                "status": self.status, "detail": self.detail}


def _annotation(model: type[BaseModel], path: str):
    """The type annotation of a dotted parameter path, following nested models and dicts."""
    annotation: object = model  # then the annotation of each part: any type form
    for part in path.split("."):
        annotation = _unwrap(annotation)
        if isinstance(annotation, type) and issubclass(annotation, BaseModel):
            field = next((f for n, f in annotation.model_fields.items() if (f.alias or n) == part), None)
            if field is None:
                return None
            annotation = field.annotation
        elif get_origin(annotation) is dict:
            annotation = get_args(annotation)[1]
        else:
            return None
    return _unwrap(annotation)


def _unwrap(annotation):
    while get_origin(annotation) is typing.Annotated:
        annotation = get_args(annotation)[0]
    if get_origin(annotation) in (typing.Union, types.UnionType):
        members = [a for a in get_args(annotation) if a is not type(None)]
        models = [a for a in members if isinstance(a, type) and issubclass(a, BaseModel)]
        if models:  # a discriminated union: any member knows the common fields well enough
            return models[0]
        annotation = members[0] if len(members) == 1 else annotation
    return annotation


def flips(value, annotation) -> list:
    """Candidate flipped values of one parameter, most telling first."""
    if isinstance(value, bool):
        return [not value]
    if get_origin(annotation) is Literal:
        return [v for v in get_args(annotation) if v != value]
    if isinstance(value, int):
        return [value + 1, value - 1]
    if isinstance(value, list):
        if get_origin(annotation) is list and get_origin(get_args(annotation)[0]) is Literal:
            # a list of choices may be emptied too (no tie-break at all): a one-entry list is
            # otherwise never changed; a variant that needs an entry is refused when built. Each
            # choice left out is added in turn: one expansion more is not another one more
            missing = [v for v in get_args(get_args(annotation)[0]) if v not in value]
            return ([value[:-1]] if value else []) + [value + [choice] for choice in missing]
        return [value[:-1]] if len(value) > 1 else []
    return []


def dormant(key: str, variant) -> str | None:
    """Why a parameter cannot change play under this variant (None: it can). Declared in the
    model beside each parameter (`DormantWhen`, documentation only): engine/variants/support.py."""
    return support.dormant(key, variant)


def _set(data: dict, key: str, value) -> None:
    node = data
    *tables, leaf = key.split(".")
    for table in tables:
        node = node[table]
    node[leaf] = value


def mutate(variant_id: str, runs: list[Run]) -> list[Mutant]:
    """Every flip of `variant_id`'s parameters against its scenarios (`runs` of that variant)."""
    resolved = resolve(variant_id)
    base = resolved_data(resolved)
    model = type(resolved.variant)
    own = [r for r in runs if r.variant == variant_id and r.payload is None]
    if not own:
        raise UserError(f"no scenario runs for the variant {variant_id}")
    implementation = Reference()
    # Only scenarios that pass on the variant itself can tell a flip apart.
    own = [r for r in own if run_one(r, implementation).status == "passed"]
    mutants = []
    for key, value in flatten(parameters(base)).items():
        if key.startswith(NOT_PLAYED):
            continue
        reason = dormant(key, resolved.variant)
        if reason:
            mutants.append(Mutant(key, value, None, "dormant", reason))
            continue
        tried = None
        for candidate in flips(value, _annotation(model, key)):
            if not plays(key, candidate):  # the suite cannot be measured on a value no engine here plays
                tried = Mutant(key, value, candidate, "unplayed", "the reference engine does not play this value")
                continue
            data = copy.deepcopy(base)
            _set(data, key, candidate)
            # a flipped value is no longer the one a dispute chose (about it, or its table)
            data["disputes"] = [d for d in data["disputes"]
                                if not (d["key"] == key or key.startswith(d["key"] + ".") or d["key"].startswith(key + "."))]
            try:
                resolve_data(data, "mutant")
            except UserError as exc:
                tried = Mutant(key, value, candidate, "invalid", exc.message)
                continue
            tried = Mutant(key, value, candidate, "missed", "no scenario failed")
            for run in own:
                outcome = run_one(Run(run.scenario, variant_id, data, f"{variant_id}~{key}"), implementation)
                if outcome.status == "failed":
                    tried = Mutant(key, value, candidate, "caught", run.id)
                    break
            break
        if tried is not None:
            mutants.append(tried)
    return mutants


def summary(mutants: list[Mutant]) -> dict:
    valid = [m for m in mutants if m.status in ("caught", "missed")]
    caught = [m for m in valid if m.status == "caught"]
    return {"flips": len(valid), "caught": len(caught),
            "fraction": round(len(caught) / len(valid), 3) if valid else None,
            "missed": [m.key for m in valid if m.status == "missed"],
            "invalid": [m.key for m in mutants if m.status == "invalid"],
            "dormant": [m.key for m in mutants if m.status == "dormant"],
            "unplayed": [m.key for m in mutants if m.status == "unplayed"],
            "mutants": [m.as_dict() for m in mutants]}
