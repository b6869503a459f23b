"""What an implementation under test can do wrong, as one exception the runner reports."""

from __future__ import annotations

import json


class ImplementationFailure(Exception):
    """The implementation misbehaved: `kind` is timeout, crash, garbage, bad_answer, protocol,
    internal_error (the engine said so) or inconsistent (a play answer that `state` contradicts)."""

    def __init__(self, kind: str, message: str, detail: str | None = None):
        super().__init__(f"{kind}: {message}")
        self.kind = kind
        self.message = message
        self.detail = detail  # e.g. the engine's traceback, for the report


def _summary(message: object) -> str:
    """A request or an answer as JSON, cut at 160 characters (what is not JSON, as its text)."""
    text = json.dumps(message, ensure_ascii=False, default=str)
    return text if len(text) <= 160 else text[:157] + "..."


def _checked(answer, message: dict) -> dict:
    if not isinstance(answer, dict) or not isinstance(answer.get("ok"), bool):
        raise ImplementationFailure("bad_answer", f'answer to {_summary(message)} has no boolean "ok": {_summary(answer)}')
    return answer
