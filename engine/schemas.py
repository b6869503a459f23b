"""Every JSON Schema the project publishes, generated from the pydantic models.

`rulebook schema` writes them; a test fails when the committed files drift from the models.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated, Any

from pydantic import BaseModel, Field, TypeAdapter

from .compliance.fuzz_run import fuzz_report_schema
from .lost_legacy.state_model import lost_legacy_state_schema
from .protocol.messages import ANSWERS, REQUESTS, ErrorAnswer, InnovationState, Response
from .reports.model import diff_report_schema, matrix_report_schema
from .variants.loader import PROJECT_ROOT
from .variants.schema import variant_schema

SCHEMA_DIR = PROJECT_ROOT / "schemas"
DRAFT = "https://json-schema.org/draft/2020-12/schema"


def _document(title: str, description: str, schema: dict) -> dict:
    return {"$schema": DRAFT, "title": title, "description": description,
            **{k: v for k, v in schema.items() if k not in ("title", "description")}}


def state_schema() -> dict:
    return _document("rulebook Innovation state",
                     "The canonical Innovation state of protocol v1 (DESIGN section 5); a state given to "
                     "new_game may be partial.", InnovationState.model_json_schema())


def protocol_schema() -> dict:
    from functools import reduce
    from operator import or_

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


def all_schemas() -> dict[str, dict]:
    """File name -> schema."""
    return {"variant.schema.json": variant_schema(), "state.schema.json": state_schema(),
            "protocol.schema.json": protocol_schema(),
            "lost-legacy-state.schema.json": lost_legacy_state_schema(),
            "report-diff.schema.json": diff_report_schema(), "report-matrix.schema.json": matrix_report_schema(),
            "report-fuzz.schema.json": fuzz_report_schema()}


def render(schema: dict) -> str:
    return json.dumps(schema, indent=2, ensure_ascii=False) + "\n"


def write_schemas(directory: Path = SCHEMA_DIR) -> list[Path]:
    directory.mkdir(parents=True, exist_ok=True)
    written = []
    for name, schema in all_schemas().items():
        path = directory / name
        path.write_text(render(schema), encoding="utf-8")
        written.append(path)
    return written
