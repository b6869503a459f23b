"""The variant's rules as the engine reads them: the InnovationVariant's own tables and
fields under the names the variant file uses, as plain objects. `gs.rules.dogma.sharing_bonus`
is the file's `[dogma] sharing_bonus`; `gs.rules.setup.opening_draw_for(players)` is the
model's own method.

Why a view and not the pydantic model itself: a pydantic model answers an attribute read
about three times slower than a plain object (BaseModel defines `__getattr__`, which keeps
CPython off its fast attribute path), and the engine reads rule values some 3,000 times a
game. The view is derived from the model mechanically: one slotted class per model class,
with the model class's field names and its own methods, and the values copied once per
variant object. It never lists a field, so a parameter added to the model is in the view at
once, and mypy checks every read against the model (the view is typed as the model).

    >>> from rulebook.variants import load_variant
    >>> rules = rules_of(load_variant("ultimate"))
    >>> rules.ages.game_end_draw, rules.dogma.sharing_bonus, rules.setup.opening_draw_for(2)
    (12, True, 2)
    >>> rules.special_achievements.conditions["Monument"].count
    4
"""

from __future__ import annotations

import inspect
from typing import Any, cast

from pydantic import BaseModel

from ..variants.innovation import InnovationVariant
from ..variants.reads import unwatched

# model class -> its view class; variant id() -> (the variant, its view)
_VIEW_CLASSES: dict[type[BaseModel], type] = {}
_VIEWS: dict[int, tuple[InnovationVariant, InnovationVariant]] = {}


def rules_of(variant: InnovationVariant) -> InnovationVariant:
    """The rules view of a variant: its values as plain attributes, typed as the model.

    Read-only by convention, like the variant itself: the engine never changes a rule. The
    view of one variant object is built once (a new game of the same variant object reuses
    it: building one costs about as much as a few moves)."""
    variant, watch = unwatched(variant)  # measuring a scenario's reads: the view notes them too
    found = _VIEWS.get(id(variant))
    if found is not None and found[0] is variant:
        return watch(found[1])
    view = cast(InnovationVariant, _plain(variant))
    if len(_VIEWS) > 64:            # fuzzing and mutants make many variants: keep the cache small
        _VIEWS.clear()
    _VIEWS[id(variant)] = (variant, view)   # the variant is kept, so that its id is not reused
    return watch(view)


def _plain(value: Any) -> Any:
    """A model as an instance of its view class; dicts and lists copied with plain values."""
    if isinstance(value, BaseModel):
        model = type(value)
        view: Any = object.__new__(_view_class(model))
        for name in model.model_fields:
            setattr(view, name, _plain(getattr(value, name)))
        return view
    if isinstance(value, dict):
        return {key: _plain(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_plain(item) for item in value]
    return value


def _view_class(model: type[BaseModel]) -> type:
    """The slotted class standing for `model`: its field names, and the methods and properties
    its own classes define (pydantic's machinery is left out: a view is data)."""
    found = _VIEW_CLASSES.get(model)
    if found is not None:
        return found
    namespace: dict[str, Any] = {}
    for klass in reversed(model.__mro__):
        if klass is BaseModel or not issubclass(klass, BaseModel):
            continue
        for name, member in vars(klass).items():
            if not name.startswith("_") and (inspect.isfunction(member) or isinstance(member, property)):
                namespace[name] = member
    namespace["__slots__"] = tuple(model.model_fields)
    namespace["__doc__"] = f"The rules view of {model.__name__} (engine/innovation/rules.py)."
    namespace["__repr__"] = _repr
    namespace["__rules_view__"] = True  # rulebook.variants.reads watches a view as it does the model
    namespace["__model_fields__"] = model.model_fields
    view_class = _VIEW_CLASSES[model] = type(f"{model.__name__}Rules", (), namespace)
    return view_class


def _repr(view: Any) -> str:
    fields = ", ".join(f"{name}={getattr(view, name)!r}" for name in type(view).__slots__)
    return f"{type(view).__name__}({fields})"


def as_data(view: Any) -> Any:
    """The view's values as plain data, in the shape of the model's `model_dump()` (tests
    compare the two to show that the view holds every value of the variant)."""
    slots = getattr(type(view), "__slots__", None)
    if slots is not None and type(view) in _VIEW_CLASSES.values():
        return {name: as_data(getattr(view, name)) for name in slots}
    if isinstance(view, dict):
        return {key: as_data(item) for key, item in view.items()}
    if isinstance(view, list):
        return [as_data(item) for item in view]
    return view
