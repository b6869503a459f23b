"""Every JSON Schema the project publishes, generated from the pydantic models.

`rulebook schema [NAME]` prints one of them, `rulebook schema --out DIR` writes them to files; a
test fails when the committed files in schemas/ drift from the models. In an installed wheel
SCHEMA_DIR is the package's copy of those files (engine/resources.py).
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Annotated, Any

from .errors import UserError
from .resources import bundled
from .text import printable

SCHEMA_DIR = bundled("schemas")
SUFFIX = ".schema.json"
# The short names `rulebook schema NAME` takes, in the order they are written. Kept here as plain
# names (the models are imported only to build a schema) so that the command line starts fast;
# a test checks that they are exactly the schemas built.
SCHEMA_NAMES = ("variant", "state", "protocol", "lost-legacy-state", "report-diff", "report-matrix", "report-fuzz")
DRAFT = "https://json-schema.org/draft/2020-12/schema"


def _document(title: str, description: str, schema: dict) -> dict:
    return {"$schema": DRAFT, "title": title, "description": description,
            **{k: v for k, v in schema.items() if k not in ("title", "description")}}


def state_schema() -> dict:
    from .protocol.messages import InnovationState

    return _document("rulebook Innovation state",
                     "The canonical Innovation state of protocol v1 (docs/protocol.md, section 4.1); a state given to "
                     "new_game may be partial.", InnovationState.model_json_schema())


def protocol_schema() -> dict:
    from functools import reduce
    from operator import or_

    from pydantic import BaseModel, Field, TypeAdapter

    from .protocol.messages import ANSWERS, REQUESTS, ErrorAnswer, Response

    # The union of the request models is built at run time, so it has no static type.
    request_type: Any = Annotated[reduce(or_, REQUESTS), Field(discriminator="op")]
    requests = TypeAdapter(request_type).json_schema()
    response = Response.model_json_schema()
    defs = {**requests.pop("$defs", {}), **response.pop("$defs", {})}
    answer_models: list[type[BaseModel]] = [*ANSWERS.values(), ErrorAnswer]
    answers = {model.__name__: model for model in answer_models}
    for name, model in answers.items():
        schema = model.model_json_schema(ref_template="#/$defs/{model}")
        defs.update(schema.pop("$defs", {}))
        defs[name] = schema
    defs["Request"] = requests
    defs["Response"] = response
    defs["AnswerByOp"] = {"description": "Which answer shape each request gets when ok is true (any request "
                                         "may get ErrorAnswer instead).",
                          "const": {op: model.__name__ for op, model in ANSWERS.items()}}
    return _document("rulebook protocol v1 (revision 1)",
                     "One JSON object per line each way: a request (by 'op') and its answer ('ok', and "
                     "'error' when ok is false). docs/protocol.md is the full contract.",
                     {"$defs": defs, "oneOf": [{"$ref": "#/$defs/Request"}, {"$ref": "#/$defs/Response"}]})


def _builders() -> dict[str, Callable[[], dict]]:
    """Short name -> the function that builds that schema."""
    from .compliance.fuzzing.runs import fuzz_report_schema
    from .lost_legacy.state_model import lost_legacy_state_schema
    from .reports.model import diff_report_schema, matrix_report_schema
    from .variants.schema import variant_schema

    return {"variant": variant_schema, "state": state_schema, "protocol": protocol_schema,
            "lost-legacy-state": lost_legacy_state_schema, "report-diff": diff_report_schema,
            "report-matrix": matrix_report_schema, "report-fuzz": fuzz_report_schema}


def all_schemas() -> dict[str, dict]:
    """File name -> schema."""
    return {schema_file_name(name): build() for name, build in _builders().items()}


def schema_file_name(name: str) -> str:
    """The file a short name is written to.

    >>> schema_file_name("report-diff")
    'report-diff.schema.json'
    """
    return name + SUFFIX


def one_schema(name: str) -> dict:
    """The schema of one short name; a UserError naming the choices for any other name."""
    if name not in SCHEMA_NAMES:
        raise UserError(f"unknown schema '{printable(name, 120)}'; choose one of: {', '.join(SCHEMA_NAMES)}")
    return _builders()[name]()


def render(schema: dict) -> str:
    return json.dumps(schema, indent=2, ensure_ascii=False) + "\n"


def write_schemas(directory: Path, names: list[str] | None = None) -> list[Path]:
    """Write the schemas (all, or those of the given short names) into `directory`; the paths."""
    from .files import check_output, write_atomic

    chosen = {schema_file_name(n): one_schema(n) for n in names} if names is not None else all_schemas()
    if os.path.lexists(directory) and not directory.is_dir():
        raise UserError("--out names a file, not a folder: the schemas are written into a folder", file=directory)
    try:
        directory.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise UserError(f"cannot make the folder for the schemas: {exc.strerror or exc}", file=directory) from None
    for name in chosen:  # before any is written: a link, a FIFO or a folder in the way is refused
        check_output(directory / name, what="schema")
    written = []
    for name, schema in chosen.items():  # each whole or not at all; never through a link
        path = directory / name
        write_atomic(path, render(schema), what="schema")
        written.append(path)
    return written
